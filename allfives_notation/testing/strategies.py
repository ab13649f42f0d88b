"""Hypothesis strategies for game records: engine self-play written down, then dressed up.

A record starts as a self-played game (every player count and variant family) written by
``record_of`` at a drawn knowledge level; then ``dataclasses.replace`` adds what a person
writing it down might: header tags, comments of both styles, glyphs, a later first hand
with the scores carried in, or a game cut off in the middle of a hand. Hypothesis comes with
the ``test`` extra (``pip install 'allfives-notation[test]'``): without it this module does not import.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date

from hypothesis import strategies as st

from allfives_notation.engine import PlayedGame
from allfives_notation.notation.header import ROSTER
from allfives_notation.record.model import (
    MOVE_GLYPHS,
    Comment,
    CommentStyle,
    GameRecord,
    HandRecord,
    Knowledge,
    Turn,
    View,
)
from allfives_notation.record.played import record_of
from allfives_notation.testing.games import (
    FAMILIES,
    FIVE_UP_FAMILIES,
    MUGGINS_FAMILIES,
    ODD_NAMES,
    SEATINGS,
    played,
)

TARGETS = (None, "50", "100", "150", "300")
PLAYER_KINDS = ("random", "greedy")
#: Players under muggins=on (R23): careless ones miss claims (and calls) this often in a hundred.
MUGGINS_PLAYERS = ("careless:10", "careless:30", "careless:60", "greedy")

#: Pieces of comment text a real annotator writes: commands, notation look-alikes, quotes.
SNIPPETS = (
    "[%clk 0:01:30]",
    "[%eval +10]",
    "[%clk 0:00:05] [%emt 0:00:02]",
    " ",
    "\t",
    ";",
    ";;",
    "{",
    "[",
    "]",
    '"',
    "\\",
    "hand 2, Ann leads",
    "Ann 5-3 E +10 !",
    '[Event "x"]',
    "blocked",
    "$4 !?",
    "é",
    "😀",
    "\u00a0",
    "\x00",
    "\x85\u2028\u2029",  # line breaks to str.splitlines, left raw by json.dumps: JSON Lines must cope
)


# ---- played games ------------------------------------------------------------------------


@st.composite
def played_games(draw: st.DrawFn) -> PlayedGame:
    """A self-played game at a drawn seating, variant family and (maybe) target."""
    players, partnerships = draw(st.sampled_from(SEATINGS))
    variants = draw(st.sampled_from(FAMILIES))
    target = draw(st.sampled_from(TARGETS))
    if target is not None:
        variants = (*variants, ("target", target))
    kinds = tuple(draw(st.lists(st.sampled_from(PLAYER_KINDS), min_size=players, max_size=players)))
    seed = draw(st.integers(0, 2**64 - 1))
    return played(players, partnerships, variants, seed, kinds)


@st.composite
def muggins_games(draw: st.DrawFn) -> PlayedGame:
    """A self-played game under muggins=on (R23) by careless players, so claims are missed and calls made."""
    players, partnerships = draw(st.sampled_from(SEATINGS))
    variants = draw(st.sampled_from(MUGGINS_FAMILIES))
    kinds = tuple(draw(st.lists(st.sampled_from(MUGGINS_PLAYERS), min_size=players, max_size=players)))
    seed = draw(st.integers(0, 2**64 - 1))
    return played(players, partnerships, variants, seed, kinds)


@st.composite
def five_up_games(draw: st.DrawFn) -> PlayedGame:
    """A self-played game under spinner=every (R25): fiveup at its table (four, partners), or any seating."""
    variants = draw(st.sampled_from(FIVE_UP_FAMILIES))
    at_its_table = variants[0] == ("preset", "fiveup")
    players, partnerships = (4, True) if at_its_table else draw(st.sampled_from(SEATINGS))
    kinds = tuple(draw(st.lists(st.sampled_from(PLAYER_KINDS), min_size=players, max_size=players)))
    seed = draw(st.integers(0, 2**64 - 1))
    return played(players, partnerships, variants, seed, kinds)


def views(players: int) -> st.SearchStrategy[View]:
    """Open, public, or a player record for any seat at the table."""
    return st.one_of(
        st.just(View(Knowledge.OPEN)),
        st.just(View(Knowledge.PUBLIC)),
        st.integers(0, players - 1).map(lambda seat: View(Knowledge.PLAYER, seat)),
    )


# ---- texts and comments ------------------------------------------------------------------


def texts(forbidden: str, extra: tuple[str, ...] = ()) -> st.SearchStrategy[str]:
    """Text from all of Unicode (no surrogates) and the snippets, never a character in ``forbidden``."""
    characters = st.characters(codec="utf-8", exclude_characters=forbidden)
    pieces = [s for s in (*SNIPPETS, *extra) if not set(s) & set(forbidden)]
    piece = st.one_of(st.text(characters, min_size=1, max_size=6), st.sampled_from(pieces))
    return st.lists(piece, max_size=5).map("".join)


def comments() -> st.SearchStrategy[Comment]:
    """A ``{brace}`` comment or a ``;line`` comment, with anything the text form can hold.

    A brace comment holds no ``{`` or ``}``, nor a CR (the reader reads CR as a line end,
    as LF); a line comment holds no line break.
    """
    brace_extra = ("\n", "a\n\nb", "\n;not a line comment\n", '\n  [Event "x"]\n')
    brace = texts("{}\r", brace_extra)
    line = texts("\n\r", ("{not closed", "}", "{a brace inside}"))
    return st.one_of(
        brace.map(lambda text: Comment(text, CommentStyle.BRACE)),
        line.map(lambda text: Comment(text, CommentStyle.LINE)),
    )


def comment_runs(*, max_size: int = 3) -> st.SearchStrategy[tuple[Comment, ...]]:
    """Comments one after another where one may stand, at most ``max_size`` of them."""
    return st.lists(comments(), max_size=max_size).map(tuple)


def glyphs() -> st.SearchStrategy[tuple[str, ...]]:
    """Move glyphs and numeric glyphs such as ``$4``, as many as an annotator likes."""
    numeric = st.from_regex(r"\$[0-9]{1,3}", fullmatch=True)
    return st.lists(st.one_of(st.sampled_from(MOVE_GLYPHS), numeric), max_size=3).map(tuple)


def tag_values() -> st.SearchStrategy[str]:
    """A tag value: anything on one line (no LF or CR), quotes and backslashes included."""
    return texts("\n\r", ('"', "\\", '\\"', "\\\\", 'He said "5-3!"', "C:\\games\\"))


_ROSTER = frozenset(name.lower() for name in ROSTER)


def other_tags() -> st.SearchStrategy[tuple[tuple[str, str], ...]]:
    """Tags the notation does not know, such as ``[Annotator "..."]``, each name once."""
    names = st.one_of(
        st.sampled_from(("Annotator", "TimeControl", "Termination", "annotator", "X_1")),
        st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,8}", fullmatch=True),
    ).filter(lambda name: name.lower() not in _ROSTER)
    pairs = st.tuples(names, tag_values())
    return st.lists(pairs, max_size=3, unique_by=lambda pair: pair[0]).map(tuple)


def dates() -> st.SearchStrategy[str]:
    """A day of the calendar as YYYY-MM-DD, any part of it perhaps not known (``??``)."""

    def mask(day: date, unknown: tuple[bool, bool, bool]) -> str:
        parts = day.isoformat().split("-")
        shown = zip(parts, unknown, strict=True)
        return "-".join("?" * len(part) if hidden else part for part, hidden in shown)

    return st.builds(mask, st.dates(), st.tuples(st.booleans(), st.booleans(), st.booleans()))


# ---- records -----------------------------------------------------------------------------


def _has_ending(hand: HandRecord) -> bool:
    return hand.end is not None or any((hand.pips, hand.shown, hand.deductions, hand.awards, hand.scores))


def map_comments(game: GameRecord, change: Callable[[Comment], Comment]) -> GameRecord:
    """``game`` with ``change`` applied to every comment in it, wherever it stands."""

    def run(found: tuple[Comment, ...]) -> tuple[Comment, ...]:
        return tuple(change(comment) for comment in found)

    hands = tuple(
        replace(
            hand,
            comments=run(hand.comments),
            end_comments=run(hand.end_comments),
            turns=tuple(
                replace(
                    turn,
                    comments=run(turn.comments),
                    calls=tuple(replace(call, comments=run(call.comments)) for call in turn.calls),
                )
                for turn in hand.turns
            ),
        )
        for hand in game.hands
    )
    return replace(game, intro=run(game.intro), comments=run(game.comments), hands=hands)


@st.composite
def _start_later(draw: st.DrawFn, game: GameRecord) -> GameRecord:
    """Drop the first hands; the record starts at a later hand with the scores carried in."""
    dropped = draw(st.integers(1, len(game.hands)))
    last = game.hands[dropped - 1]
    carried = tuple(score for _, score in last.scores)
    start_scores = carried if len(carried) == game.table.sides and draw(st.booleans()) else None
    return replace(game, hands=game.hands[dropped:], first_hand=dropped + 1, start_scores=start_scores)


@st.composite
def _cut_off(draw: st.DrawFn, game: GameRecord) -> GameRecord:
    """An unfinished record: result ``*``, the last hand without its end and maybe its last turns.

    Sometimes the record stops after a draw, before the tile drawn is played or the
    player passes: the one place a turn of draws alone may stand.
    """
    game = replace(game, result=None)
    if not game.hands or draw(st.integers(0, 4)) == 0:
        return game
    hand = game.hands[-1]
    keep = draw(st.integers(0, len(hand.turns)))
    turns = hand.turns[:keep]
    if draw(st.booleans()):
        if keep < len(hand.turns) and hand.turns[keep].draws:
            cut = hand.turns[keep]
            turns += (replace(cut, tile=None, arm=None, points=None, passed=False, calls=()),)
        else:
            seat = hand.turns[keep].seat if keep < len(hand.turns) else hand.leader
            turns += (Turn(seat=seat, draws=draw(st.integers(1, 3))),)
    hand = replace(
        hand, turns=turns, end=None, pips=(), shown=(), deductions=(), awards=(), scores=(), end_comments=()
    )
    return replace(game, hands=(*game.hands[:-1], hand))


@st.composite
def _thin_ending(draw: st.DrawFn, hand: HandRecord) -> HandRecord:
    """The same hand with some end-of-hand lines left out, as a sparing scorer writes it."""
    names = ("end", "pips", "shown", "deductions", "awards", "scores")
    left_out = draw(st.sets(st.sampled_from(names), min_size=1))
    emptied = {name: None if name == "end" else () for name in left_out}
    return replace(hand, end_comments=(), **emptied)  # type: ignore[arg-type]


@st.composite
def _annotate(draw: st.DrawFn, game: GameRecord) -> GameRecord:
    """Comments and glyphs on a few turns, comments after a few hand headers and hand ends."""
    hands = list(game.hands)
    turns_at = [(h, t) for h, hand in enumerate(hands) for t in range(len(hand.turns))]
    if turns_at:
        turn_notes = st.tuples(st.integers(0, 2**16), glyphs(), comment_runs())
        for index, marks, said in draw(st.lists(turn_notes, max_size=8)):
            h, t = turns_at[index % len(turns_at)]
            turns = list(hands[h].turns)
            turns[t] = replace(turns[t], glyphs=marks, comments=said)
            hands[h] = replace(hands[h], turns=tuple(turns))
    calls_at = [(h, t) for h, hand in enumerate(hands) for t, turn in enumerate(hand.turns) if turn.calls]
    if calls_at:  # a muggins call (R23) takes glyphs and comments as a turn does
        call_notes = st.tuples(st.integers(0, 2**16), glyphs(), comment_runs())
        for index, marks, said in draw(st.lists(call_notes, max_size=4)):
            h, t = calls_at[index % len(calls_at)]
            turns = list(hands[h].turns)
            *before, last = turns[t].calls
            turns[t] = replace(turns[t], calls=(*before, replace(last, glyphs=marks, comments=said)))
            hands[h] = replace(hands[h], turns=tuple(turns))
    if hands:
        hand_notes = st.tuples(
            st.integers(0, 2**16),
            comment_runs(),
            comment_runs(),
            st.integers(0, 5),
        )
        for index, said, said_at_end, thin in draw(st.lists(hand_notes, max_size=3)):
            h = index % len(hands)
            hand = hands[h]
            if thin == 0 and _has_ending(hand):
                hand = draw(_thin_ending(hand))
            hand = replace(hand, comments=said, end_comments=said_at_end if _has_ending(hand) else ())
            hands[h] = hand
    return replace(game, hands=tuple(hands))


@st.composite
def records(draw: st.DrawFn, games: st.SearchStrategy[PlayedGame] | None = None) -> GameRecord:
    """A self-played game (one of ``games``) written down at a drawn knowledge level, annotated, trimmed."""
    game_played = draw(games if games is not None else played_games())
    players = game_played.table.players
    seats = draw(st.one_of(st.none(), st.permutations(ODD_NAMES).map(lambda names: names[:players])))
    game = record_of(
        game_played,
        draw(views(players)),
        seats=seats,
        implied_arms=draw(st.booleans()),
        claims=draw(st.booleans()),
    )
    values = tag_values()
    game = replace(
        game,
        event=draw(st.none() | values),
        site=draw(st.none() | values),
        date=draw(st.none() | dates()),
        round=draw(st.none() | values | st.sampled_from(("1", "3.2", "final"))),
        seed=draw(st.sampled_from((game.seed, None))),
        other_tags=draw(other_tags()),
        intro=draw(comment_runs(max_size=2)),
        comments=draw(comment_runs(max_size=2)),
    )
    if game.hands and draw(st.integers(0, 3)) == 0:
        game = draw(_start_later(game))
    if draw(st.integers(0, 3)) == 0:
        game = draw(_cut_off(game))
    return draw(_annotate(game))


def muggins_records() -> st.SearchStrategy[GameRecord]:
    """Records of careless games under muggins=on (R23), with missed claims and calls, dressed up as any."""
    return records(muggins_games())


def five_up_records() -> st.SearchStrategy[GameRecord]:
    """Records of Five Up games (R25), whose later doubles' arms are paths (E3N), dressed up as any."""
    return records(five_up_games())


@st.composite
def files(draw: st.DrawFn) -> list[GameRecord]:
    """Two or three games for one file, sometimes one with no hands, sometimes an introduction."""
    games = draw(st.lists(records(), min_size=2, max_size=3))
    if draw(st.booleans()):
        at = draw(st.integers(0, len(games) - 2))
        games[at] = replace(games[at], hands=())
    if draw(st.booleans()):
        at = draw(st.integers(1, len(games) - 1))
        intro = draw(comment_runs().filter(bool))
        games[at] = replace(games[at], intro=intro)
    return games
