"""Where each tile of a position goes on a grid of cells, bending long arms to stay within the width.

The lead sits on the main row; the line runs west and east of it, the spinner's arms up
(north) and down (south) from the spinner. The table is shared out in quarters round the
spinner, so that no bend ever lands where an arm of the spinner is or could be: the west
line bends up and back in the quarter north-west of the spinner, the east line down in
the quarter south-east; the spinner's own column is kept for its north and south arms, and
a north arm that turns goes east, a south arm west (toward the roomier side where the line
of that quarter does not bend). A bent line runs back no nearer the spinner's column than
one free column. Each open end's label goes on the cell the next tile
there would take. Both the terminal and the page draw from this one arrangement (the page's
script follows it step for step: tests/board/test_browser.py holds them equal).
"""

from __future__ import annotations

from dataclasses import dataclass

from allfives_notation.board.position import Placed, Position
from allfives_notation.engine.arms import Arm
from allfives_notation.engine.tiles import Tile


@dataclass(frozen=True, slots=True)
class Cell:
    """One tile on the grid: ``first`` is the half drawn on the left (or on top when upright)."""

    row: int
    column: int
    tile: Tile
    first: int
    second: int
    upright: bool
    latest: bool
    spinner: bool
    arm: Arm | None = None  # the arm the tile is on; None for the lead


@dataclass(frozen=True, slots=True)
class Picture:
    """The tiles of a position on a grid ``rows`` by ``columns``, rows counted from the top."""

    cells: tuple[Cell, ...]
    rows: int
    columns: int
    #: ``(row, column, pips)`` of the cell the next tile on each open end would take (it may be one
    #: cell outside the grid), for a label of what the end shows.
    ends: tuple[tuple[int, int, int], ...] = ()


#: a way of travel: (row step, column step)
Way = tuple[int, int]
_EAST, _WEST, _NORTH, _SOUTH = (0, 1), (0, -1), (-1, 0), (1, 0)
_DROP = 2  # tiles a bend takes to turn back: the line comes back two rows away
#: the rows and columns of each tile of an arm, with its way of travel
Path = list[tuple[int, int, Way]]


def _snake(start: int, step: int, rise: int, count: int, edge: tuple[int, int], keep: int) -> Path:
    """Cells for ``count`` tiles leaving column ``start`` along row 0, each with its way, and one more.

    Where the next column would leave ``edge`` the arm turns ``rise`` (down +1, up -1) for
    two tiles, then runs back; the first ``keep`` tiles never turn (a spinner on the line
    stays on the main row). The first tile goes at ``start`` whatever the edge, and an arm
    leaving a cell outside the edge (the spinner's) turns only at the edge it runs toward.
    The last cell is the next tile's, where the label of the open end goes: it may stand
    one column beyond the outer edge (the one ``step`` runs toward), in the margin.
    """
    out: Path = []
    row, column = 0, start - step  # the cell before the first: the tile it leaves
    going = step
    turning = 0  # tiles of a bend still to place
    low, high = edge
    for i in range(count + 1):
        if i == count:  # the next tile's cell: the margin past the outer edge is free
            low, high = (low - 1, high) if step < 0 else (low, high + 1)
        ahead = column + going
        if not turning and (not out or i < keep or (ahead <= high if going > 0 else ahead >= low)):
            column = ahead
            out.append((row, column, (0, going)))
            continue
        if not turning:
            turning = _DROP
        row += rise
        turning -= 1
        out.append((row, column, (rise, 0)))
        if not turning:
            going = -going
    return out


def _centre(position: Position, columns: int) -> int:
    """The lead's column: the whole line when it fits, else a split that keeps the spinner off the edges."""
    west, east = len(position.arms[Arm.W]), len(position.arms[Arm.E])
    last = columns - 1
    if west + 1 + east <= columns:
        return west
    if west <= last // 2:
        centre = west
    elif east <= last - last // 2:
        centre = last - east
    else:
        centre = last // 2
    low = 1 if west else 0
    high = last - (1 if east else 0)
    spinner_at = _spinner_index(position)
    if position.spinner_arm is Arm.W:
        low = spinner_at + 2
    elif position.spinner_arm is Arm.E:
        high = last - spinner_at - 2
    elif position.spinner is not None:  # the spinner led: a column free on each side, for its arms' turns
        low, high = max(low, 1), min(high, last - 1)
    return max(low, min(centre, high)) if low <= high else low


def _spinner_index(position: Position) -> int:
    if position.spinner_arm is None:
        return -1
    return next(i for i, p in enumerate(position.arms[position.spinner_arm]) if p.tile == position.spinner)


def _cell(row: int, column: int, placed: Placed, way: Way, position: Position, arm: Arm | None) -> Cell:
    inner, outer = placed.inner, placed.outer
    first, second = (outer, inner) if way in (_WEST, _NORTH) else (inner, outer)
    upright = way[0] != 0
    if placed.is_double:
        upright = not upright  # doubles stand crosswise (R13)
    return Cell(
        row,
        column,
        placed.tile,
        first,
        second,
        upright,
        placed.tile == position.latest,
        placed.tile == position.spinner,
        arm,
    )


def arrange(position: Position, columns: int, height: int | None = None) -> Picture:
    """The position's tiles on a grid ``columns`` cells wide (at least 3); long arms bend inside it.

    With ``height``, a north or south arm longer than that turns along the line after
    ``height`` tiles (a page keeps the board short; a terminal scrolls). Where the width is
    too narrow for the arms to keep clear of each other and of the ends' labels, the grid
    widens until they do (a line that does not bend never runs into anything).
    """
    width = max(3, columns)
    while True:
        picture = _arranged(position, width, height)
        taken = {(c.row, c.column) for c in picture.cells}
        if len(taken) == len(picture.cells) and not taken & {(r, c) for r, c, _ in picture.ends}:
            return picture
        width += 1


def _cross_arm(count: int, column: int, rise: int, last: int, height: int | None, flat: bool) -> Path:
    """Cells for ``count`` tiles leaving the spinner at ``column`` north (``rise`` -1) or south (+1).

    Past ``height`` tiles the arm turns along the line: north to the east and south to the
    west, away from the bends of the line; toward the roomier side when the line on the other
    side is ``flat`` (it does not bend, even for its next tile). The last cell is the next
    tile's.
    """
    stem = count if height is None else min(count, max(1, height))
    out: Path = [(rise * i, column, (rise, 0)) for i in range(1, stem + 1)]
    if count == stem and (height is None or stem < max(1, height)):
        return [*out, (rise * (stem + 1), column, (rise, 0))]
    step = 1 if rise < 0 else -1
    if flat:
        step = 1 if last - column >= column else -1
    edge = (column + 1, max(last, column + 1)) if step > 0 else (min(0, column - 1), column - 1)
    tail = _snake(column + step, step, rise, count - stem, edge, 0)
    return out + [(rise * stem + r, c, way) for r, c, way in tail]


def _arranged(position: Position, columns: int, height: int | None) -> Picture:
    lead = position.lead
    if lead is None:
        return Picture((), 0, columns)
    arms = position.arms
    last = columns - 1
    centre = _centre(position, columns)
    spinner_at = _spinner_index(position)
    spinner_column = centre
    if position.spinner_arm is Arm.W:
        spinner_column = centre - spinner_at - 1  # the spinner never bends off the main row
    elif position.spinner_arm is Arm.E:
        spinner_column = centre + spinner_at + 1
    # where each line may run back after a bend: clear of the spinner's column by one column
    spun = position.spinner is not None
    edges = {
        Arm.W: (0, spinner_column - 2 if spun else last),
        Arm.E: (spinner_column + 2 if spun else 0, last),
    }
    paths: dict[Arm, Path] = {}  # each arm's cells, one more than its tiles: the next tile's
    for arm, step, rise in ((Arm.W, -1, -1), (Arm.E, 1, 1)):
        keep = spinner_at + 1 if position.spinner_arm is arm else 0
        paths[arm] = _snake(centre + step, step, rise, len(arms[arm]), edges[arm], keep)
    for arm, rise, line in ((Arm.N, -1, Arm.W), (Arm.S, 1, Arm.E)):
        flat = all(r == 0 for r, _, _ in paths[line])
        paths[arm] = _cross_arm(len(arms[arm]), spinner_column, rise, last, height, flat)
    raw: list[tuple[int, int, Placed, Way, Arm | None]] = [(0, centre, lead, _EAST, None)]
    for on, path in paths.items():
        raw.extend((r, c, p, way, on) for (r, c, way), p in zip(path, arms[on], strict=False))
    top = min(r for r, *_ in raw)
    left = min(0, min(c for _, c, *_ in raw))
    cells = [_cell(r - top, c - left, placed, way, position, on) for r, c, placed, way, on in raw]
    rows = max(c.row for c in cells) + 1
    width = max(columns, max(c.column for c in cells) + 1)
    ends = tuple(
        (paths[arm][-1][0] - top, paths[arm][-1][1] - left, pips)
        for arm in (Arm.W, Arm.E, Arm.N, Arm.S)
        if (pips := position.ends[arm]) is not None
    )
    return Picture(tuple(cells), rows, width, ends)
