"""The law every arrangement keeps: each arm in its own part of the table, every end's label on a free cell.

The spinner's column is its north and south arms' (above and below the main row), and a
north arm that turns takes the quarter north-east of the spinner, a south arm the quarter
south-west (or the other side, where the spinner stands at an edge and that line does not
bend). So the west line may bend only up into the quarter north-west, and the east line
only down into the quarter south-east: a bend never lands where an arm of the spinner is or
could be. The browser test checks the same law on the page as drawn.
"""

from __future__ import annotations

from allfives_notation.board.arrange import Picture
from allfives_notation.engine.arms import Arm


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
