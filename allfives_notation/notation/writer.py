"""Write game records in the canonical text form of the All Fives Notation.

The canonical form is the one text a record has: reading it back and writing again gives it again:
tags in roster order, one line per hand header, dealt hand, turn and end-of-hand line,
tiles written high half first, comments on the line they follow, a muggins call on the
line after the turn it answers (and that turn's comments).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from allfives_notation.engine.tiles import Tile
from allfives_notation.notation.header import header_tags
from allfives_notation.notation.lines import quote
from allfives_notation.record.model import Call, Comment, CommentStyle, GameRecord, HandRecord, HowEnded, Turn

INDENT = "  "


def write_games(games: Iterable[GameRecord]) -> str:
    """Several games, one after another, a blank line between them."""
    return "\n".join(write_game(game) for game in games)


def write_game(game: GameRecord) -> str:
    """One game in canonical text, ending with a newline."""
    out: list[str] = []
    for comment in game.intro:
        out.append(_comment(comment))
    out.extend(f'[{name} "{quote(value)}"]' for name, value in header_tags(game))
    out.extend(_comment(comment) for comment in game.comments)
    for hand in game.hands:
        out.append("")
        _hand(game, hand, out)
    return "\n".join(out) + "\n"


def _comment(comment: Comment) -> str:
    return f"{{{comment.text}}}" if comment.style is CommentStyle.BRACE else f";{comment.text}"


def _with_comments(line: str, comments: Sequence[Comment], indent: str) -> str:
    """``line`` with its comments after it; after a ``;`` comment the next one starts a new line."""
    pieces = [line]
    after_line_comment = False
    for comment in comments:
        pieces.append("\n" + indent if after_line_comment else " ")
        pieces.append(_comment(comment))
        after_line_comment = comment.style is CommentStyle.LINE
    return "".join(pieces)


def _tiles(tiles: Iterable[Tile]) -> str:
    return " ".join(map(str, tiles))


def _hand(game: GameRecord, hand: HandRecord, out: list[str]) -> None:
    seats = game.seats
    thrown = f", {hand.thrown_in} deal{'s' if hand.thrown_in > 1 else ''} thrown in" if hand.thrown_in else ""
    out.append(
        _with_comments(f"hand {hand.number}, {seats[hand.leader]} leads{thrown}", hand.comments, INDENT)
    )
    for seat, tiles in hand.dealt:
        out.append(f"{INDENT}{seats[seat]}: {_tiles(tiles)}")
    if hand.boneyard is not None:
        out.append(f"{INDENT}boneyard:{' ' if hand.boneyard else ''}{_tiles(hand.boneyard)}")
    for turn in hand.turns:
        out.append(_with_comments(INDENT + turn_text(seats, turn), turn.comments, INDENT))
        for call in turn.calls:
            out.append(_with_comments(INDENT + call_text(seats, call), call.comments, INDENT))
    ending = ending_lines(game, hand)
    for index, line in enumerate(ending):
        last = index == len(ending) - 1
        out.append(_with_comments(INDENT + line, hand.end_comments if last else (), INDENT))


def ending_lines(game: GameRecord, hand: HandRecord, *, shown: bool = True, scores: bool = True) -> list[str]:
    """A hand's end-of-hand lines as they read, in canonical order, without the indent and comments."""
    seats, names = game.seats, game.side_names
    ending: list[str] = []
    if hand.end is not None:
        who = "" if hand.end.seat is None else seats[hand.end.seat]
        ending.append(
            {
                HowEnded.OUT: f"{who} out",
                HowEnded.BLOCKED: "blocked",
                HowEnded.TARGET: f"{who} reaches the target",
            }[hand.end.how]
        )
    if hand.pips:
        ending.append("pips " + ", ".join(f"{seats[s]} {n}" for s, n in hand.pips))
    if hand.shown and shown:
        ending.append("shown " + ", ".join(f"{seats[s]} {_tiles(t)}" for s, t in hand.shown))
    if hand.deductions:
        ending.append("deduct " + ", ".join(f"{seats[s]} {n}" for s, n in hand.deductions))
    if hand.awards:
        ending.append("award " + ", ".join(f"{names[s]} {n}" for s, n in hand.awards))
    if hand.scores and scores:
        ending.append("score " + ", ".join(f"{names[s]} {n}" for s, n in hand.scores))
    return ending


def call_text(seats: Sequence[str], call: Call) -> str:
    """A muggins call as its line reads, without the indent and comments: ``Ben muggins +2 !`` (R23)."""
    words = [seats[call.seat], "muggins"]
    if call.points is not None:
        words.append(f"+{call.points}")
    words.extend(call.glyphs)
    return " ".join(words)


def turn_text(seats: Sequence[str], turn: Turn) -> str:
    """A turn as its line reads, without the indent and comments: ``Ann 5-0 E +10 !``."""
    words = [seats[turn.seat]]
    if turn.draws:
        words.append("draws")
        words.append(_tiles(turn.drawn) if turn.drawn else str(turn.draws))
        if turn.passed:
            words[-1] += ","
            words.append("passes")
        elif turn.tile is not None:
            words[-1] += ","
            words.append("plays")
    elif turn.passed:
        words.append("passes")
    if turn.tile is not None:
        words.append(str(turn.tile))
        if turn.arm is not None:
            words.append(str(turn.arm))
        if turn.points is not None:
            words.append(f"+{turn.points}")
    words.extend(turn.glyphs)
    return " ".join(words)
