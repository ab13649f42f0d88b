"""The board in a terminal: the layout as domino glyphs (or ASCII), the open ends, the hands, the scores.

A pure function of (record, position, width): the CLI decides the width and whether the
terminal takes Unicode.
"""

from __future__ import annotations

from allfives_notation.board.arrange import Cell, Picture, arrange
from allfives_notation.board.position import Analysis, Position, SeatHand, analysis_of
from allfives_notation.engine.layout import ARMS
from allfives_notation.engine.tiles import Tile
from allfives_notation.notation.writer import ending_lines, turn_text
from allfives_notation.record.model import GameRecord

_ACROSS = 0x1F031  # DOMINO TILE HORIZONTAL-00-00; the 49 faces follow, left half x 7 + right half
_UPRIGHT = 0x1F063  # DOMINO TILE VERTICAL-00-00
_BACK = "\U0001f030"  # DOMINO TILE HORIZONTAL BACK
_LATEST = "*"


def glyph(first: int, second: int, upright: bool) -> str:
    """The Unicode domino with ``first`` on the left (or on top when ``upright``)."""
    return chr((_UPRIGHT if upright else _ACROSS) + 7 * first + second)


def _ascii(first: int, second: int, upright: bool) -> str:
    return f"({first}:{second})" if upright else f"[{first}|{second}]"


def _face(cell: Cell, ascii_only: bool) -> str:
    face = (
        _ascii(cell.first, cell.second, cell.upright)
        if ascii_only
        else glyph(cell.first, cell.second, cell.upright)
    )
    return face + (_LATEST if cell.latest else " ")


def cell_width(ascii_only: bool) -> int:
    """How many columns of text one cell of the grid takes."""
    return 6 if ascii_only else 2


def picture_lines(picture: Picture, ascii_only: bool) -> list[str]:
    """The grid as lines of text, trailing spaces cut."""
    width = cell_width(ascii_only)
    rows = [[" " * width] * picture.columns for _ in range(picture.rows)]
    for cell in picture.cells:
        rows[cell.row][cell.column] = _face(cell, ascii_only)
    return ["".join(row).rstrip() for row in rows]


def _tiles(tiles: tuple[Tile, ...], ascii_only: bool) -> str:
    if ascii_only:
        return " ".join(_ascii(t.high, t.low, False) for t in tiles)
    return " ".join(glyph(t.high, t.low, False) for t in tiles)


def _hand_line(game: GameRecord, seat_hand: SeatHand, ascii_only: bool, width: int) -> str:
    name = game.seats[seat_hand.seat]
    parts = []
    if seat_hand.known:
        parts.append(_tiles(seat_hand.known, ascii_only))
    if seat_hand.hidden:
        back = "[###]" if ascii_only else _BACK
        parts.append(" ".join([back] * seat_hand.hidden) + f" ({seat_hand.hidden} hidden)")
    if not parts:
        parts.append("no tiles")
    count = f"{seat_hand.count} tile{'s' if seat_hand.count != 1 else ''}"
    return f"  {name:<{width}} {count:>8}  {'  '.join(parts)}"


def moment_title(game: GameRecord, position: Position) -> str:
    """What the moment is, in words: ``hand 1, turn 12 of 18: Dan 2-0 E +10`` (the table after it)."""
    hand = game.hands[position.hand]
    turns = len(hand.turns)
    if position.ended:
        return f"hand {hand.number}, the end: {ending_text(game, position.hand)}"
    if position.step == 0:
        return f"hand {hand.number}, the deal: {game.seats[hand.leader]} leads"
    turn = hand.turns[position.step - 1]
    return f"hand {hand.number}, turn {position.step} of {turns}: {turn_text(game.seats, turn)}"


def ending_text(game: GameRecord, h: int) -> str:
    """How the hand ended, as its end-of-hand lines say it (the tiles shown and the scores apart)."""
    words = ending_lines(game, game.hands[h], shown=False, scores=False)
    return "; ".join(words) or "the hand is over"


def ends_text(position: Position) -> str:
    """The open ends and what each adds to the count: ``open ends W 3, E 5-5 (10), N 4; count 17``."""
    if position.lead is None:
        return "nothing on the table yet"
    parts = []
    for arm, end in zip(ARMS, position.ends, strict=True):
        if end is None:
            continue
        chain = position.arms[arm]
        if arm >= 2 and not chain:
            parts.append(f"{arm.name} {end} (counts once played on)")
        elif not chain and position.centre:
            parts.append(f"{arm.name} {end} (a free side of the lead)")
        elif chain and chain[-1].is_double:
            parts.append(f"{arm.name} {end}-{end} ({position.counted[arm]})")
        else:
            parts.append(f"{arm.name} {end}")
    if position.centre:
        parts.append(f"the lead double {position.lead.tile} counts {position.centre} while a side is free")
    count = position.count
    scores = count > 0 and count % 5 == 0
    return f"open ends {', '.join(parts)}; count {count}" + (" (a multiple of five)" if scores else "")


def analysis_text(analysis: Analysis) -> str:
    """A study engine's verdict on a move: ``value 4.5, best 6-0 E (6.0), loses 1.5, count 5``."""
    parts = []
    if analysis.value is not None:
        parts.append(f"value {analysis.value:.1f}")
    if analysis.best is not None:
        best = f" ({analysis.best_value:.1f})" if analysis.best_value is not None else ""
        parts.append(f"best {analysis.best}{best}")
    if (
        analysis.value is not None
        and analysis.best_value is not None
        and analysis.best_value - analysis.value > 0.05
    ):
        parts.append(f"loses {analysis.best_value - analysis.value:.1f}")
    if analysis.count is not None:
        parts.append(f"count {analysis.count}")
    if analysis.win is not None:
        parts.append(f"chance to win {round(analysis.win * 100)}%")
    return ", ".join(parts)


def scores_text(game: GameRecord, position: Position) -> str:
    """The running scores: ``score Ann 25, Ben 10``; ``?`` where the record hides them."""
    if position.scores is None:
        return "score not known (the record starts later and does not say)"
    return "score " + ", ".join(f"{n} {s}" for n, s in zip(game.side_names, position.scores, strict=True))


def draw(game: GameRecord, position: Position, *, columns: int = 80, ascii_only: bool = False) -> str:
    """The whole moment as text for a terminal ``columns`` wide."""
    cells = max(3, (columns - 2) // cell_width(ascii_only))
    picture = arrange(position, cells)
    lines = [moment_title(game, position), ""]
    used = max((cell.column for cell in picture.cells), default=-1) + 1
    indent = "  " + " " * (max(0, cells - used) // 2 * cell_width(ascii_only))  # the lead toward the centre
    lines.extend(indent + line if line else "" for line in picture_lines(picture, ascii_only))
    if picture.rows:
        lines.append("")
    lines.append(ends_text(position))
    if position.spinner is not None:
        where = "led" if position.spinner_arm is None else f"on the {position.spinner_arm.word} line"
        lines.append(f"spinner {position.spinner} ({where})")
    if position.problem:
        lines.append(f"note: {position.problem}")
    if 0 < position.step <= len(game.hands[position.hand].turns) and not position.ended:
        study = analysis_text(analysis_of(game.hands[position.hand].turns[position.step - 1]))
        if study:
            lines.append(f"analysis: {study}")
    lines.append("")
    width = max(len(name) for name in game.seats)
    for seat_hand in position.hands:
        lines.append(_hand_line(game, seat_hand, ascii_only, width))
    lines.append(f"  boneyard {position.boneyard}")
    lines.append(scores_text(game, position))
    if position.to_play is not None and not position.ended:
        lines.append(f"{game.seats[position.to_play]} to play")
    legend = "* the latest tile"
    if ascii_only:
        legend += "; (a:b) stands upright, a on top; [###] a tile not known"
    lines.append(legend)
    return "\n".join(lines) + "\n"
