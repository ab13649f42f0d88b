"""Where each tile of a position goes on a grid of cells, bending long arms to stay within the width.

The lead sits on the main row; the line runs west and east of it, the spinner's arms up
(north) and down (south) from the spinner. An arm that reaches the edge turns: the east
line down past the south arm and back, the west line up past the north arm and back.
Both the terminal and the page draw from this one arrangement.
"""

from __future__ import annotations

from dataclasses import dataclass

from allfives_notation.board.position import Placed, Position
from allfives_notation.engine.layout import Arm
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


@dataclass(frozen=True, slots=True)
class Picture:
    """The tiles of a position on a grid ``rows`` by ``columns``, rows counted from the top."""

    cells: tuple[Cell, ...]
    rows: int
    columns: int
    #: ``(row, column, pips)`` of the free cell just beyond each open end (it may be one cell outside
    #: the grid), for a label of what the end shows.
    ends: tuple[tuple[int, int, int], ...] = ()


# a way of travel: (row step, column step)
_EAST, _WEST, _NORTH, _SOUTH = (0, 1), (0, -1), (-1, 0), (1, 0)


def _snake(
    start: int, step: int, rise: int, count: int, edge: tuple[int, int], drop: int, keep: int
) -> list[tuple[int, int, tuple[int, int]]]:
    """Cells for ``count`` tiles leaving column ``start`` along the main row, each with its way.

    Past an edge the arm turns ``rise`` (down +1, up -1) for ``drop`` tiles, then runs back;
    the first ``keep`` tiles never turn (the spinner stays on the main row).
    """
    out: list[tuple[int, int, tuple[int, int]]] = []
    row, column = 0, start - step  # the cell before the first: the lead
    going = step
    upright_left = 0
    for i in range(count):
        if upright_left:
            row += rise
            upright_left -= 1
            out.append((row, column, (rise, 0)))
            if not upright_left:
                going = -going
            continue
        nxt = column + going
        if i >= keep and not edge[0] <= nxt <= edge[1] and out:
            upright_left = drop - 1
            row += rise
            out.append((row, column, (rise, 0)))
            if not upright_left:
                going = -going
            continue
        column = nxt
        out.append((row, column, (0, going)))
    return out


def _centre(position: Position, columns: int) -> int:
    """The lead's column: the whole line when it fits, else a split that keeps the spinner on the row."""
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
    return max(low, min(centre, high)) if low <= high else low


def _spinner_index(position: Position) -> int:
    if position.spinner_arm is None:
        return -1
    return next(i for i, p in enumerate(position.arms[position.spinner_arm]) if p.tile == position.spinner)


def _cell(row: int, column: int, placed: Placed, way: tuple[int, int], position: Position) -> Cell:
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
    )


def arrange(position: Position, columns: int, height: int | None = None) -> Picture:
    """The position's tiles on a grid ``columns`` cells wide (at least 3); long arms bend inside it.

    With ``height``, a north or south arm longer than that turns along the line after
    ``height`` tiles (a page keeps the board short; a terminal scrolls). Where the width is
    too narrow for the bends to keep clear of each other, the grid widens until they do (a
    line that does not bend never runs into anything).
    """
    width = max(3, columns)
    while True:
        picture = _arranged(position, width, height)
        if len({(c.row, c.column) for c in picture.cells}) == len(picture.cells):
            return picture
        width += 1


def _cross_arm(
    count: int, column: int, rise: int, edge: tuple[int, int], height: int | None
) -> list[tuple[int, int, tuple[int, int]]]:
    """Cells for ``count`` tiles leaving the spinner at ``column`` north (``rise`` -1) or south (+1).

    Past ``height`` tiles the arm turns toward the roomier side and runs along, bending at the edge.
    """
    stem = count if height is None else min(count, max(1, height))
    out = [(rise * i, column, (rise, 0)) for i in range(1, stem + 1)]
    if count > stem:
        step = 1 if edge[1] - column >= column - edge[0] else -1
        tail = _snake(column + step, step, rise, count - stem, edge, 2, 0)
        out.extend((rise * stem + r, c, way) for r, c, way in tail)
    return out


def _arranged(position: Position, columns: int, height: int | None) -> Picture:
    lead = position.lead
    if lead is None:
        return Picture((), 0, columns)
    arms = position.arms
    centre = _centre(position, columns)
    spinner_at = _spinner_index(position)
    edge = (0, columns - 1)
    spinner_column = centre
    if position.spinner_arm is Arm.W:
        spinner_column = centre - spinner_at - 1  # the spinner never bends off the main row
    elif position.spinner_arm is Arm.E:
        spinner_column = centre + spinner_at + 1
    cross = {
        arm: _cross_arm(len(arms[arm]), spinner_column, rise, edge, height)
        for arm, rise in ((Arm.N, -1), (Arm.S, 1))
    }
    north = max((-r for r, _, _ in cross[Arm.N]), default=0)  # rows the arms take above and below
    south = max((r for r, _, _ in cross[Arm.S]), default=0)
    raw: list[tuple[int, int, Placed, tuple[int, int]]] = [(0, centre, lead, _EAST)]
    beyond: list[tuple[int, int, int]] = []  # the cell past each open end, and the pips it shows
    for arm, step, rise, clear in ((Arm.W, -1, -1, north), (Arm.E, 1, 1, south)):
        keep = spinner_at + 1 if position.spinner_arm is arm else 0
        path = _snake(centre + step, step, rise, len(arms[arm]), edge, max(2, clear + 1), keep)
        raw.extend((r, c, p, way) for (r, c, way), p in zip(path, arms[arm], strict=True))
        r, c, way = path[-1] if path else (0, centre, (0, step))
        beyond.append((r + way[0], c + way[1], arm))
    for arm, rise in ((Arm.N, -1), (Arm.S, 1)):
        path = cross[arm]
        raw.extend((r, c, p, way) for (r, c, way), p in zip(path, arms[arm], strict=True))
        r, c, way = path[-1] if path else (0, spinner_column, (rise, 0))
        beyond.append((r + way[0], c + way[1], arm))
    top = min(r for r, *_ in raw)
    left = min(0, min(c for _, c, *_ in raw))
    cells = []
    for r, c, placed, way in raw:
        if placed is lead:
            upright = lead.is_double
            cells.append(
                Cell(r - top, c - left, lead.tile, lead.inner, lead.outer, upright,
                     lead.tile == position.latest, lead.tile == position.spinner)
            )  # fmt: skip
        else:
            cells.append(_cell(r - top, c - left, placed, way, position))
    rows = max(c.row for c in cells) + 1
    width = max(columns, max(c.column for c in cells) + 1)
    taken = {(c.row, c.column) for c in cells}
    ends = tuple(
        (r - top, c - left, pips)
        for r, c, arm in beyond
        if (pips := position.ends[arm]) is not None and (r - top, c - left) not in taken
    )
    return Picture(tuple(cells), rows, width, ends)
