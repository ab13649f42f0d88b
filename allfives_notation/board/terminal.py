"""The board in a terminal: the layout as tiles anyone can read (or domino glyphs), the open ends, the hands.

A pure function of (record, position, width, faces): the CLI decides the width and which
faces the terminal takes. By default a tile lying along the line reads ``[6|4]`` and one
standing upright is a small box three lines high, its top half over its bottom half, in
box-drawing characters every terminal font has; ``ascii`` draws the same with ``|`` and
``-`` only; ``glyphs`` uses Unicode's domino tiles, one character a tile (clear only in the
few fonts that draw them large). Every line of words wraps at word boundaries to the width.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from enum import StrEnum

from allfives_notation.board.arrange import Cell, Picture, arrange
from allfives_notation.board.position import Analysis, Placed, Position, SeatHand, analysis_of
from allfives_notation.engine.tiles import Tile
from allfives_notation.notation.writer import ending_lines, turn_text
from allfives_notation.record.model import GameRecord, Turn

_ACROSS = 0x1F031  # DOMINO TILE HORIZONTAL-00-00; the 49 faces follow, left half x 7 + right half
_UPRIGHT = 0x1F063  # DOMINO TILE VERTICAL-00-00
_BACK = "\U0001f030"  # DOMINO TILE HORIZONTAL BACK
_LATEST = "*"
_APART = "~"  # Five Up (R25): a tile drawn apart from the one before it on its arm, there being no room
_CELL = 6  # columns of text a cell of the grid takes: a tile ``[6|4]`` and a space (or the mark)


class Faces(StrEnum):
    """How tiles are drawn in a terminal."""

    BOX = "box"  # [6|4] along the line; upright ones as boxes of box-drawing characters
    ASCII = "ascii"  # the same in plain ASCII
    GLYPHS = "glyphs"  # Unicode's domino tiles


#: An upright tile's three lines, the top half in the first and the bottom half in the last.
_STANDING = {Faces.BOX: ("┌{}┐", "│─│", "└{}┘"), Faces.ASCII: ("+{}+", "|-|", "+{}+")}


def glyph(first: int, second: int, upright: bool) -> str:
    """The Unicode domino with ``first`` on the left (or on top when ``upright``)."""
    return chr((_UPRIGHT if upright else _ACROSS) + 7 * first + second)


def _lying(first: int, second: int) -> str:
    return f"[{first}|{second}]"


def cell_width(faces: Faces) -> int:
    """How many columns of text one cell of the grid takes."""
    return 2 if faces is Faces.GLYPHS else _CELL


def picture_lines(picture: Picture, faces: Faces) -> list[str]:
    """The grid as lines of text, trailing spaces cut.

    With glyphs a row of the grid is a line; otherwise a row holding an upright tile is three
    lines, the tiles along it on the middle one.
    """
    if faces is Faces.GLYPHS:
        rows = [[" " * 2] * picture.columns for _ in range(picture.rows)]
        for cell in picture.cells:
            rows[cell.row][cell.column] = glyph(cell.first, cell.second, cell.upright) + (_mark(cell))
        return ["".join(row).rstrip() for row in rows]
    lines: list[str] = []
    for row in range(picture.rows):
        cells = [cell for cell in picture.cells if cell.row == row]
        band = [
            [" "] * (_CELL * picture.columns + 1) for _ in range(3 if any(c.upright for c in cells) else 1)
        ]
        middle = band[len(band) // 2]
        for cell in cells:
            x = cell.column * _CELL
            if cell.upright:
                top, between, bottom = _STANDING[faces]
                for line, text in zip(
                    band, (top.format(cell.first), between, bottom.format(cell.second)), strict=True
                ):
                    line[x + 1 : x + 4] = text
                mark = x + 4
            else:
                middle[x : x + 5] = _lying(cell.first, cell.second)
                mark = x + 5
            middle[mark] = _mark(cell)
        lines.extend("".join(line).rstrip() for line in band)
    return lines


def _mark(cell: Cell) -> str:
    """What follows a tile: the latest's mark, a tile drawn apart's, or a space."""
    return _LATEST if cell.latest else _APART if cell.apart else " "


def apart_words(position: Position, picture: Picture) -> list[str]:
    """Five Up (R25): each tile drawn apart, with the arm it goes on and the tile before it there."""
    words = []
    for cell in picture.cells:
        if cell.apart and cell.arm is not None:
            chain = position.arms[cell.arm]
            at = next(i for i, placed in enumerate(chain) if placed.tile == cell.tile)
            before = chain[at - 1].tile if at else base_of(position, cell.arm)
            name = position.names[cell.arm]
            words.append(f"{name} goes on at {cell.tile}~, apart: there is no room beside {before}")
    return words


def base_of(position: Position, arm: int) -> Tile | None:
    """The tile an arm leaves: the lead for W and E, the spinner for N and S, its double for a later arm."""
    if arm < 2:
        return None if position.lead is None else position.lead.tile
    if arm < 4:
        return position.spinner
    pip = (arm - 4) // 2
    return Tile(pip, pip)


def later_spinners(position: Position) -> str:
    """Five Up (R25): the later doubles standing, in the order they were played: ``3-3 on E, 6-6 on E3N``."""
    stands = position.stands
    doubles = (p for p in position.placed() if p.is_double and stands and stands[p.inner] >= 0)
    standing = sorted(doubles, key=_turn)
    return ", ".join(f"{p.tile} on {position.names[stands[p.inner]]}" for p in standing)


def _turn(placed: Placed) -> int:
    return placed.turn


def _tiles(tiles: tuple[Tile, ...], faces: Faces) -> list[str]:
    if faces is Faces.GLYPHS:
        return [glyph(t.high, t.low, False) for t in tiles]
    return [_lying(t.high, t.low) for t in tiles]


def _hand_lines(game: GameRecord, seat_hand: SeatHand, faces: Faces, width: int, columns: int) -> list[str]:
    """A seat's name, how many tiles it holds and the tiles, wrapped under the first tile."""
    name = game.seats[seat_hand.seat]
    words = _tiles(seat_hand.known, faces)
    if seat_hand.hidden:
        back = _BACK if faces is Faces.GLYPHS else "[###]"
        words += [back] * seat_hand.hidden + [f"({seat_hand.hidden}\0hidden)"]  # kept together
    count = f"{seat_hand.count} tile{'s' if seat_hand.count != 1 else ''}"
    head = f"  {name:<{width}} {count:>8}  "
    tiles = " ".join(words) or "no tiles"
    if len(head) + max(len(word) for word in tiles.split(" ")) > columns:  # too narrow: under the name
        lines = [head.rstrip(), *_wrapped(tiles, columns, "    ", "    ")]
    else:
        lines = _wrapped(tiles, columns, head, " " * len(head))
    return [line.replace("\0", " ") for line in lines]


def _wrapped(text: str, columns: int, first: str = "", then: str = "  ") -> list[str]:
    """``text`` wrapped at word boundaries (never inside a tile such as 6-4) to ``columns``."""
    return textwrap.wrap(
        text,
        width=columns,
        initial_indent=first,
        subsequent_indent=then,
        break_long_words=False,
        break_on_hyphens=False,
    ) or [first.rstrip()]


def moment_title(game: GameRecord, position: Position) -> str:
    """What the moment is, in words: ``hand 1, turn 12 of 18: Dan 2-0 E +10`` (the table after it)."""
    hand = game.hands[position.hand]
    turns = len(hand.turns)
    if position.ended:
        return f"hand {hand.number}, the end: {ending_text(game, position.hand)}"
    if position.step == 0:
        return f"hand {hand.number}, the deal: {game.seats[hand.leader]} leads"
    turn = hand.turns[position.step - 1]
    said = turn_text(game.seats, turn) + muggins_words(game, turn, position.worth, position.calls)
    return f"hand {hand.number}, turn {position.step} of {turns}: {said}"


def ending_text(game: GameRecord, h: int) -> str:
    """How the hand ended, as its end-of-hand lines say it (the tiles shown and the scores apart)."""
    words = ending_lines(game, game.hands[h], shown=False, scores=False)
    return "; ".join(words) or "the hand is over"


def ends_text(position: Position) -> str:
    """The open ends and what each adds to the count: ``open ends W 3, E 5-5 (10), N 4; count 17``."""
    if position.lead is None:
        return "nothing on the table yet"
    parts = []
    for arm, end in enumerate(position.ends):
        if end is None:
            continue
        chain, name = position.arms[arm], position.names[arm]
        if arm >= 2 and not chain:
            parts.append(f"{name} {end} (counts once played on)")
        elif not chain and position.centre:
            parts.append(f"{name} {end} (a free side of the lead)")
        elif chain and chain[-1].is_double:
            parts.append(f"{name} {end}-{end} ({position.counted[arm]})")
        else:
            parts.append(f"{name} {end}")
    if position.centre:
        parts.append(f"the lead double {position.lead.tile} counts {position.centre} while a side is free")
    count = position.count
    # what the count scores, as the rules' count table says: in points, R15's count itself
    points = position.count_points
    scores = "" if not points else " (a multiple of five)" if points == count else f" (scores {points})"
    return f"open ends {', '.join(parts)}; count {count}{scores}"


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


def muggins_words(game: GameRecord, turn: Turn, worth: int | None, calls: Sequence[tuple[int, int]]) -> str:
    """Under muggins=on (R23), what follows a turn's words: the count, where the claim differs; the calls.

    `` (claimed 0, the count gave 2) · Ben muggins +2``; a call that scored nothing is a wrong call.
    """
    words = ""
    if worth is not None:
        struck = ", struck" if (turn.points or 0) > worth else ""
        words += f" (claimed {turn.points or 0}, the count gave {worth}{struck})"
    for seat, points in calls:
        words += f" \u00b7 {game.seats[seat]} muggins" + (f" +{points}" if points else " (a wrong call)")
    return words


def scores_text(game: GameRecord, position: Position) -> str:
    """The running scores: ``score Ann 25, Ben 10``; ``?`` where the record hides them."""
    if position.scores is None:
        return "score not known (the record starts later and does not say)"
    return "score " + ", ".join(f"{n} {s}" for n, s in zip(game.side_names, position.scores, strict=True))


def draw(game: GameRecord, position: Position, *, columns: int = 80, faces: Faces = Faces.BOX) -> str:
    """The whole moment as text for a terminal ``columns`` wide."""
    width = cell_width(faces)
    cells = max(3, (columns - 2) // width)
    picture = arrange(position, cells, within=True)
    lines = [*_wrapped(moment_title(game, position), columns), ""]
    used = max((cell.column for cell in picture.cells), default=-1) + 1
    indent = "  " + " " * (max(0, cells - used) // 2 * width)  # the lead toward the centre
    lines.extend(indent + line if line else "" for line in picture_lines(picture, faces))
    if picture.rows:
        lines.append("")
    words = [ends_text(position)]
    if position.spinner is not None:
        where = "led" if position.spinner_arm is None else f"on the {position.spinner_arm.word} line"
        words.append(f"spinner {position.spinner} ({where})")
    if later := later_spinners(position):
        words.append(f"later spinners {later} (R25)")
    words.extend(apart_words(position, picture))
    if position.problem:
        words.append(f"note: {position.problem}")
    if 0 < position.step <= len(game.hands[position.hand].turns) and not position.ended:
        study = analysis_text(analysis_of(game.hands[position.hand].turns[position.step - 1]))
        if study:
            words.append(f"analysis: {study}")
    for text in words:
        lines.extend(_wrapped(text, columns))
    lines.append("")
    name_width = max(len(name) for name in game.seats)
    for seat_hand in position.hands:
        lines.extend(_hand_lines(game, seat_hand, faces, name_width, columns))
    lines.append(f"  boneyard {position.boneyard}")
    words = [scores_text(game, position)]
    if position.to_play is not None and not position.ended:
        words.append(f"{game.seats[position.to_play]} to play")
    legend = "* the latest tile"
    if any(cell.apart for cell in picture.cells):
        legend += "; ~ a tile drawn apart from its arm"
    if faces is not Faces.GLYPHS:
        legend += "; [###] a tile not known"
    words.append(legend)
    for text in words:
        lines.extend(_wrapped(text, columns))
    return "\n".join(lines) + "\n"
