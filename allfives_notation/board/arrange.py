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

Under ``spinner=every`` (Five Up, R25) every double spins, and its two arms leave it across
the way its own arm goes there, so arms branch off arms and no quarter of the table is any
arm's own. There the tiles are laid in the order they were played, each arm going straight
on and turning at its bound or at another tile, and each double keeping the cells across and
beyond it for the arms that will leave it; a tile with no free cell beside its arm's last
goes on at the nearest free one, drawn apart (a page's grid first widens a little to find it
room). The other spinner rules keep the quarters.
"""

from __future__ import annotations

from dataclasses import dataclass

from allfives_notation.board.position import Placed, Position
from allfives_notation.engine.arms import ARMS, Arm
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
    #: the arm the tile is on, by the layout's arm index (an :class:`Arm` for W, E, N, S); None for the lead
    arm: int | None = None
    #: Five Up (R25): the tile does not touch the one before it on its arm, there being no room beside
    #: it; the arm goes on here
    apart: bool = False


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
_WAYS: tuple[Way, ...] = (_NORTH, _EAST, _SOUTH, _WEST)
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


def _cell(
    row: int, column: int, placed: Placed, way: Way, position: Position, arm: int | None, apart: bool = False
) -> Cell:
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
        apart,
    )


def arrange(position: Position, columns: int, height: int | None = None, *, within: bool = False) -> Picture:
    """The position's tiles on a grid ``columns`` cells wide (at least 3); long arms bend inside it.

    With ``height``, a north or south arm longer than that turns along the line after
    ``height`` tiles (a page keeps the board short; a terminal scrolls). Where the width is
    too narrow for the arms to keep clear of each other and of the ends' labels, the grid
    widens until they do (a line that does not bend never runs into anything). Under
    ``spinner=every`` (R25) any arm up or down turns after ``height`` tiles, and ``within``
    keeps the tiles inside the columns (a terminal's width), drawing a tile apart rather than
    widening.
    """
    width = max(3, columns)
    if len(position.arms) > len(ARMS):  # spinner=every: arms branch off every double (R25)
        return _five_up_within(position, width, height) if within else _five_up_page(position, width, height)
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


# ---- Five Up (spinner=every, R25): every double spins, so arms branch off arms -------------

#: a cell of the grid: (row, column)
Spot = tuple[int, int]


def _left(way: Way) -> Way:
    """The way to the left of ``way`` (rows count down): north of a way east, west of a way north."""
    return (-way[1], way[0])


@dataclass(slots=True)
class _Going:
    """How far an arm of a Five Up layout has got, and which way it turns when it must."""

    row: int
    column: int
    way: Way
    rise: int  # where a run along a row turns at its bound: -1 up, 1 down
    turn: int  # where a run up or down turns after ``height`` tiles: -1 west, 1 east
    low: int
    high: int  # the columns a run along a row keeps within
    climbed: int = 0  # tiles of the run up or down it is on
    fixed: bool = True  # the next tile goes straight on: first off the lead or a double, or after a double


class _FiveUpGrid:
    """The cells a Five Up layout takes, tile by tile in the order they were played.

    Each double keeps the cells across it for its two arms and the cell beyond it for the
    tile after it (R13, R25), so that every arm's first tile touches its double. An arm goes
    straight on: along a row to its bound, up or down for ``height`` tiles; there, or where
    another tile is in the way, it turns (the way with room for the rest of the arm first).
    Where no way is free, it goes on at the nearest free cell: a jump, drawn apart.
    ``within``: no cell past the edges (a terminal's width); otherwise a cell past them is
    the last resort.
    """

    def __init__(self, position: Position, columns: int, height: int | None, within: bool) -> None:
        self.position = position
        self.last = columns - 1
        self.height = height
        self.within = within
        self.margin = 0  # columns past each edge a cell may take, ``within``: 1 for the ends' labels
        self.taken: set[Spot] = set()
        self.kept: dict[Spot, int] = {}  # a cell kept for an arm (by index): across a double, or after it
        self.going: dict[int, _Going] = {}  # each arm's progress, from the moment it can be played on
        self.jumps = 0

    def free(self, spot: Spot, arm: int) -> bool:
        """Whether ``arm`` may use ``spot``: not taken, not kept for another arm (and inside, ``within``)."""
        inside = not self.within or -self.margin <= spot[1] <= self.last + self.margin
        return inside and spot not in self.taken and self.kept.get(spot, arm) == arm

    def fits(self, spot: Spot, way: Way, arm: int, double: bool) -> bool:
        """Whether a tile going ``way`` fits ``spot``: a double needs the cells across and beyond it too."""
        if not self.free(spot, arm):
            return False
        if not double:
            return True
        (row, column), (dr, dc) = spot, _left(way)
        around = ((row + way[0], column + way[1]), (row + dr, column + dc), (row - dr, column - dc))
        return all(self.free(cell, arm) for cell in around)

    def room(self, spot: Spot, way: Way, arm: int, double: bool, needed: int) -> int:
        """How many free cells the arm reaches from a tile on ``spot`` (past a double), up to ``needed``."""
        (row, column), (dr, dc) = spot, _left(way)
        seen = {spot, (row + dr, column + dc), (row - dr, column - dc)} if double else {spot}
        starts = [(row + way[0], column + way[1])] if double else [(row + r, column + c) for r, c in _WAYS]
        todo = [cell for cell in starts if cell not in seen and self.free(cell, arm)]
        seen.update(todo)
        count = 0
        while todo and count < needed:
            r, c = todo.pop()
            count += 1
            for cell in ((r + dr2, c + dc2) for dr2, dc2 in _WAYS):
                if cell not in seen and self.free(cell, arm):
                    seen.add(cell)
                    todo.append(cell)
        return count

    def ways(self, going: _Going, double: bool) -> list[Way]:
        """The ways the next tile may go, the one it would rather take first.

        Straight on, along a row until the arm's bound and up or down until ``height``
        tiles; there it turns, a run along a row toward its rise, a run up or down toward its
        turn; where that is blocked, the other way. A double turns a tile sooner, so that the
        tile after it, straight on, keeps within the bound too.
        """
        way = going.way
        if going.fixed:
            return [way]
        reach = 2 if double else 1
        if way[0] == 0:
            ahead = going.column + reach * way[1]
            toward, away = (going.rise, 0), (-going.rise, 0)
            inside = ahead <= going.high if way[1] > 0 else ahead >= going.low
            return [way, toward, away] if inside else [toward, away, way]
        turn, other = (0, going.turn), (0, -going.turn)
        if self.height is None or going.climbed + reach <= self.height:
            return [way, turn, other]
        return [turn, other, way]

    def step(self, arm: int, double: bool, needed: int) -> tuple[Spot, Way, bool]:
        """Where the next tile of ``arm`` goes, its way, and whether it jumps there.

        The first way with room for ``needed`` more cells (the rest of the arm and its end);
        failing that, the way with the most room; failing any, the nearest free cell.
        """
        going = self.going[arm]
        best: tuple[Spot, Way] | None = None
        most = -1
        for way in self.ways(going, double):
            spot = (going.row + way[0], going.column + way[1])
            if not self.fits(spot, way, arm, double):
                continue
            room = self.room(spot, way, arm, double, needed)
            if room >= needed:
                return spot, way, False
            if room > most:
                best, most = (spot, way), room
        if best is not None:
            return best[0], best[1], False
        self.jumps += 1
        return self.nearest(going, arm, double, needed), going.way, True

    def nearest(self, going: _Going, arm: int, double: bool, needed: int) -> Spot:
        """The nearest cell with room where a tile going its arm's way fits (nearest first, then by row)."""
        way = going.way
        distance = 1
        while True:
            for dr in range(-distance, distance + 1):
                across = distance - abs(dr)
                for dc in sorted({-across, across}):
                    spot = (going.row + dr, going.column + dc)
                    fits = self.fits(spot, way, arm, double)
                    if fits and self.room(spot, way, arm, double, needed) >= needed:
                        return spot
            distance += 1

    def label(self, arm: int) -> Spot:
        """Where the label of ``arm``'s open end goes: the cell its next tile would take.

        Failing that, a cell beside the end that no tile or label takes (kept for an arm to
        come, perhaps); failing that, the nearest free cell.
        """
        going = self.going[arm]
        for way in self.ways(going, False):
            spot = (going.row + way[0], going.column + way[1])
            if self.free(spot, arm):
                return spot
        for way in _WAYS:
            spot = (going.row + way[0], going.column + way[1])
            if self.free(spot, self.kept.get(spot, arm)):
                return spot
        self.jumps += 1
        return self.nearest(going, arm, False, 0)

    def put(self, arm: int, placed: Placed, spot: Spot, way: Way) -> None:
        """A tile on ``spot`` of ``arm`` (-1: the lead); a double keeps the cells across and beyond it."""
        self.taken.add(spot)
        row, column = spot
        if arm < 0:  # the lead: the line leaves it west and east
            self.kept[(row, column - 1)], self.kept[(row, column + 1)] = Arm.W, Arm.E
            last = self.last
            self.going[Arm.W] = _Going(row, column, _WEST, -1, -1, 1, last - 1)
            self.going[Arm.E] = _Going(row, column, _EAST, 1, 1, 1, last - 1)
        else:
            going = self.going[arm]
            if way[0] == 0:
                going.climbed = 0
            elif way == going.way:
                going.climbed += 1
            else:  # a run up or down begins: where it must turn, it turns back the way the run came
                going.climbed, going.rise, going.turn = 1, way[0], -going.way[1] or going.turn
            going.row, going.column, going.way, going.fixed = row, column, way, placed.is_double
            if placed.is_double:
                self.kept[(row + way[0], column + way[1])] = arm
        if placed.is_double:
            self.branch(arm, placed, spot, way)

    def branch(self, arm: int, placed: Placed, spot: Spot, way: Way) -> None:
        """A double's two arms (R25; the first double's are N and S), each leaving it across its way.

        Its first arm (north, or west) is on its left going east or north, on its right going
        west or south: a line folded back keeps its sides. An arm up or down turns after
        ``height`` tiles the way its double's arm was going (the first double's north arm
        east, its south arm west); an arm along a row turns at its bound the way its double's
        arm was going.
        """
        position = self.position
        pip = placed.inner
        arms = (Arm.N, Arm.S) if placed.tile == position.spinner else (4 + 2 * pip, 5 + 2 * pip)
        letter = "E" if arm < 0 else position.names[arm][-1]
        left = _left(way)
        north = left if letter in "EN" else (-left[0], -left[1])
        last = self.last
        for side, branch in zip((north, (-north[0], -north[1])), arms, strict=True):
            self.kept[(spot[0] + side[0], spot[1] + side[1])] = branch
            if side[0]:
                turn = way[1] if branch > Arm.S else -side[0]
                self.going[branch] = _Going(spot[0], spot[1], side, side[0], turn, 1, last - 1)
            else:
                self.going[branch] = _Going(spot[0], spot[1], side, way[0], -side[1], 1, last - 1)


def _line_centre(west: int, east: int, columns: int) -> int:
    """The lead's column in a Five Up layout: the whole line where it fits, a column free past each end.

    Where it does not, the shorter side runs straight and the longer one turns; the first
    spinner may turn with it, its arms leaving it across its way wherever it stands.
    """
    low, high = 1, columns - 2
    span = high - low  # the columns beside the lead
    half = span // 2
    if west + east <= span or west <= half:
        return low + min(west, span)
    if east <= span - half:
        return high - east
    return low + half


def _five_up(position: Position, columns: int, height: int | None, within: bool) -> tuple[Picture, int]:
    """A Five Up layout (``spinner=every``, R25) on a grid ``columns`` wide, and how many times it jumped."""
    lead = position.lead
    if lead is None:
        return Picture((), 0, columns), 0
    grid = _FiveUpGrid(position, columns, height, within)
    centre = _line_centre(len(position.arms[Arm.W]), len(position.arms[Arm.E]), columns)
    grid.put(-1, lead, (0, centre), _EAST)
    where: dict[tuple[int, int], tuple[Spot, Way, bool]] = {}
    played = sorted((p.turn, arm, i) for arm, chain in enumerate(position.arms) for i, p in enumerate(chain))
    for _, arm, i in played:
        placed = position.arms[arm][i]
        spot, way, apart = grid.step(arm, placed.is_double, len(position.arms[arm]) - i)
        grid.put(arm, placed, spot, way)
        where[(arm, i)] = spot, way, apart
    labels = []
    grid.margin = 1  # a label may stand just past an edge, where a tile may not
    for arm, pips in enumerate(position.ends):
        if pips is not None:
            spot = grid.label(arm)
            grid.taken.add(spot)
            labels.append((spot, pips))
    raw: list[tuple[Spot, Way, bool, Placed, int | None]] = [((0, centre), _EAST, False, lead, None)]
    for arm, chain in enumerate(position.arms):
        on = ARMS[arm] if arm < len(ARMS) else arm
        raw.extend((*where[(arm, i)], placed, on) for i, placed in enumerate(chain))
    top = min(spot[0] for spot, *_ in raw)
    left = min(0, min(spot[1] for spot, *_ in raw))
    cells = tuple(
        _cell(r - top, c - left, placed, way, position, on, apart) for (r, c), way, apart, placed, on in raw
    )
    width = max(columns, max(cell.column for cell in cells) + 1)
    ends = tuple((r - top, c - left, pips) for (r, c), pips in labels)
    return Picture(cells, max(cell.row for cell in cells) + 1, width, ends), grid.jumps


def _five_up_page(position: Position, columns: int, height: int | None) -> Picture:
    """A Five Up layout for a page: ``columns`` wide where every tile finds room beside its arm's last.

    Where one does not, a column wider, and so on, up to half as wide again (a phone's
    tiles stay big enough to read); failing that, the one with the fewest jumps (the
    narrowest of those), its jumps drawn apart.
    """
    best, fewest = _five_up(position, columns, height, False)
    for width in range(columns + 1, columns + columns // 2 + 1):
        if not fewest:
            break
        picture, jumps = _five_up(position, width, height, False)
        if jumps < fewest:
            best, fewest = picture, jumps
    return best


def _five_up_within(position: Position, columns: int, height: int | None) -> Picture:
    """A Five Up layout no wider than ``columns`` (a terminal's), with no jump where it can be.

    The widest without a jump that keeps within the columns, turning after ``height`` tiles
    up or down or, failing that, after 3; failing both, one held within them, where a tile
    with no room beside its arm's last is drawn apart.
    """
    for turning in dict.fromkeys((height, 3)):
        for width in range(columns, 2, -1):
            picture, jumps = _five_up(position, width, turning, False)
            if not jumps and picture.columns <= columns:
                return picture
    return _five_up(position, columns, height, True)[0]
