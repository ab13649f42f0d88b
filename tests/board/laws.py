"""The laws every arrangement keeps: each arm in its own part of the table, every end's label on a free cell.

The spinner's column is its north and south arms' (above and below the main row), and a
north arm that turns takes the quarter north-east of the spinner, a south arm the quarter
south-west (or the other side, where the spinner stands at an edge and that line does not
bend). So the west line may bend only up into the quarter north-west, and the east line
only down into the quarter south-east: a bend never lands where an arm of the spinner is or
could be. The browser test checks the same law on the page as drawn. Under spinner=every
(R25) arms branch off every double and no part of the table is any arm's own: there
:func:`five_up_broken` holds instead.
"""

from __future__ import annotations

from itertools import pairwise

from allfives_notation.board.arrange import Cell, Picture
from allfives_notation.board.position import Position
from allfives_notation.board.terminal import base_of
from allfives_notation.engine.arms import Arm
from allfives_notation.engine.tiles import Tile


def broken(picture: Picture) -> list[str]:
    """What breaks the law in ``picture``, in words; empty when it holds."""
    faults = []
    taken = {(c.row, c.column) for c in picture.cells}
    if len(taken) != len(picture.cells):
        faults.append("two tiles on one cell")
    for row, column, pips in picture.ends:
        if (row, column) in taken:
            faults.append(f"a tile over the label of an end showing {pips} at row {row}, column {column}")
    lead = next((c for c in picture.cells if c.arm is None), None)
    spinner = next((c for c in picture.cells if c.spinner), None)
    if lead is None or spinner is None:
        return faults
    main, column = lead.row, spinner.column
    bends = {arm: [c for c in picture.cells if c.arm is arm and c.row != main] for arm in (Arm.W, Arm.E)}
    for cell in bends[Arm.W]:
        if not (cell.row < main and cell.column < column):
            faults.append(f"the west line bends to {cell.tile} at row {cell.row}, column {cell.column}")
    for cell in bends[Arm.E]:
        if not (cell.row > main and cell.column > column):
            faults.append(f"the east line bends to {cell.tile} at row {cell.row}, column {cell.column}")
    for arm, line, above in ((Arm.N, Arm.W, True), (Arm.S, Arm.E, False)):
        for cell in picture.cells:
            if cell.arm is not arm:
                continue
            if (cell.row < main) != above or cell.row == main:
                faults.append(
                    f"the {arm.word} arm's {cell.tile} is not {'above' if above else 'below'} the line"
                )
            if cell.column != column and bends[line] and (cell.column < column) == (line is Arm.W):
                faults.append(f"the {arm.word} arm turns to {cell.tile} into the {line.word} line's bends")
    return faults


def five_up_broken(position: Position, picture: Picture) -> list[str]:
    """What breaks the laws of a Five Up picture (spinner=every, R25), in words; empty when they hold.

    Every tile on the table is drawn once, no two on one cell. Each touches the tile before it
    on its arm (an arm's first, the tile the arm leaves: the lead, the first spinner or its
    double), but for a tile drawn apart where there was no room; the first of an arm off a
    double never is. A double's arms leave it across its way and its own arm goes on
    straight through it (R13). Each open end has a label with its pips on a cell of its own,
    beside the end unless no cell beside it is free.
    """
    cells = {(c.row, c.column): c for c in picture.cells}
    faults = [] if len(cells) == len(picture.cells) else ["two tiles on one cell"]
    drawn = sorted(str(c.tile) for c in picture.cells)
    if drawn != sorted(str(p.tile) for p in position.placed()):
        faults.append(f"the tiles drawn, {drawn}, are not the tiles on the table")
    if position.lead is None or faults:
        return faults
    of = {c.tile: c for c in picture.cells}
    for arm in range(len(position.arms)):
        faults.extend(_arm_broken(position, arm, of))
    return faults + _labels_broken(position, picture, of)


def _arm_broken(position: Position, arm: int, of: dict[Tile, Cell]) -> list[str]:
    """What breaks the laws along one arm: its tiles touching, and crossing at its double."""
    faults = []
    name, chain, base = position.names[arm], position.arms[arm], base_of(position, arm)
    if base is None or not chain:
        return faults
    tiles = [base, *(p.tile for p in chain)]
    for i, (before, tile) in enumerate(pairwise(tiles)):
        if not _touch(of[before], of[tile]) and (not of[tile].apart or (i == 0 and arm >= 2)):
            faults.append(f"{tile} on {name} does not touch {before}")
    if arm >= 2 and _step(of[base], of[chain[0].tile]) not in _across(of[base]):
        faults.append(f"{name} leaves the double {base} along its way, not across it")
    for behind, double, after in zip(tiles, tiles[1:], tiles[2:], strict=False):
        crossed = double.low == double.high and not (of[double].apart or of[after].apart)
        if crossed and _step(of[behind], of[double]) != _step(of[double], of[after]):
            faults.append(f"{name} does not go straight on through the double {double}")
    return faults


def _labels_broken(position: Position, picture: Picture, of: dict[Tile, Cell]) -> list[str]:
    """What breaks the laws of the ends' labels: one for each open end, its pips, on a cell of its own."""
    faults = []
    open_ends = [(arm, pips) for arm, pips in enumerate(position.ends) if pips is not None]
    if [pips for _, pips in open_ends] != [pips for _, _, pips in picture.ends]:
        faults.append(f"the ends' labels {picture.ends} are not the open ends {open_ends}")
    labels = [(row, column) for row, column, _ in picture.ends]
    if len(set(labels)) != len(labels):
        faults.append("two ends' labels on one cell")
    taken = {(c.row, c.column) for c in picture.cells}
    for (arm, pips), spot in zip(open_ends, labels, strict=False):
        chain, base = position.arms[arm], base_of(position, arm)
        if base is None:
            continue
        end = of[chain[-1].tile if chain else base]
        if spot in taken:
            faults.append(f"a tile over the label of {position.names[arm]}, showing {pips}")
        beside = {(end.row + r, end.column + c) for r, c in ((-1, 0), (1, 0), (0, -1), (0, 1))}
        if spot not in beside and beside - taken - set(labels):  # elsewhere only where none goes beside it
            faults.append(f"the label of {position.names[arm]} is not beside its end")
    return faults


def _across(double: Cell) -> tuple[tuple[int, int], ...]:
    """The steps from a double to its arms' first tiles: across its way (R13)."""
    return ((1, 0), (-1, 0)) if double.upright else ((0, 1), (0, -1))


def _step(one: Cell, other: Cell) -> tuple[int, int]:
    return (other.row - one.row, other.column - one.column)


def _touch(one: Cell, other: Cell | tuple[int, int]) -> bool:
    row, column = (other.row, other.column) if isinstance(other, Cell) else other
    return abs(one.row - row) + abs(one.column - column) == 1
