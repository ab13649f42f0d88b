"""The layout on the table (R13-R16): the one kernel the replays and checks of a hand place tiles on.

The lead, the spinner, the arms W/E/N/S, their open ends and the count, over tile ids
and small ints. It asks the rules two questions, once, when it is made: how the spinner
behaves (R14) and what each count scores (:meth:`RuleSet.count_table`, R15). setup.py
compiles this module with mypyc where it can; the same source runs as pure Python.
"""

from __future__ import annotations

from typing import Final

from allfives_notation.engine.arms import ARM_WORDS, ARMS, Arm
from allfives_notation.engine.rules import RuleSet
from allfives_notation.engine.tiles import (
    ALL_TILES_MASK,
    HALVES,
    IS_DOUBLE,
    OTHER_HALF,
    SUIT_MASK,
    TILES,
)
from allfives_notation.errors import ArmNotOpenError, TileDoesNotFitError, TileError

__all__ = ["ARMS", "SPIN_NONE", "SPIN_OPEN", "SPIN_STANDARD", "Arm", "Layout"]

#: How the first double behaves (R14), as :attr:`Layout.spin` numbers the spinner rules.
SPIN_STANDARD: Final = 0  # its cross opens once both its sides along the line are taken
SPIN_OPEN: Final = 1  # its cross opens as soon as it is placed
SPIN_NONE: Final = 2  # no spinner: a single line
_SPIN: Final = {"standard": SPIN_STANDARD, "open": SPIN_OPEN, "none": SPIN_NONE}
_CENTRE: Final = 4  # the spinner is the lead: its cross opens once both line sides are taken
_NOT_YET: Final = -1
_DEFAULT: Final = RuleSet()


class Layout:
    """The tiles placed so far and what each arm shows; a hand changes it with each placement.

    Arms are indexed 0-3 (W, E, N, S). ``ends[arm]`` is the pip number a tile must match
    there, or -1 while the arm is not open; ``counts[arm]`` is what that end adds to the
    open-ends count (the exposed half, or a double's total, or 0 for an untouched
    perpendicular arm). While the lead is a double with a free side along the line, its
    total counts once more, as ``centre`` (R16). ``line`` says which sides of the line hold a
    tile (1: west, 2: east, 3: both); ``placed`` is the mask of every tile on the table. Which
    tile went where is the reader's to keep (the walk over a hand tells it, turn by turn).
    """

    __slots__ = (
        "centre",
        "centre_free",
        "check_centre_or_cross",
        "count_points",
        "counts",
        "cross_opens_after",
        "ends",
        "lead",
        "line",
        "placed",
        "spin",
        "spinner",
    )

    spin: int
    count_points: tuple[int, ...]
    lead: int
    placed: int
    ends: list[int]
    counts: list[int]
    line: int
    centre: int
    centre_free: bool
    spinner: int
    cross_opens_after: int
    check_centre_or_cross: bool

    def __init__(self, rules: RuleSet = _DEFAULT, *, like: Layout | None = None) -> None:
        """An empty layout under ``rules``; or, given ``like``, a copy of it (under its rules)."""
        if like is not None:  # a copy of ``like``: the rules were asked when it was made
            self.spin = like.spin
            self.count_points = like.count_points
            self.lead = like.lead
            self.placed = like.placed
            self.ends = like.ends.copy()
            self.counts = like.counts.copy()
            self.line = like.line
            self.centre = like.centre
            self.centre_free = like.centre_free
            self.spinner = like.spinner
            self.cross_opens_after = like.cross_opens_after
            self.check_centre_or_cross = like.check_centre_or_cross
            return
        self.spin = _SPIN[str(rules.spinner)]
        self.count_points = rules.count_table()
        self.lead = -1
        self.placed = 0
        self.ends = [-1, -1, -1, -1]
        self.counts = [0, 0, 0, 0]
        self.line = 0  # bit 0: a tile on the west arm; bit 1: on the east
        self.centre = 0
        self.centre_free = False  # a double lead with a side along the line still free
        self.spinner = -1
        self.cross_opens_after = _NOT_YET  # where the next tile opens the perpendicular arms
        self.check_centre_or_cross = False  # whether a placement may open the cross or cover the centre

    def copy(self) -> Layout:
        """An independent copy, for looking ahead (made by ``__init__``: compiled, ``__new__`` runs it)."""
        return Layout(like=self)

    def __eq__(self, other: object) -> bool:
        """The same tiles on the table, showing the same ends and counts, under the same rules."""
        if not isinstance(other, Layout):
            return NotImplemented
        return (
            self.placed == other.placed
            and self.key() == other.key()
            and self.count_points == other.count_points
        )

    # -- reading -------------------------------------------------------------------------

    @property
    def total(self) -> int:
        """The open-ends count after the last placement (R16)."""
        c = self.counts
        return self.centre + c[0] + c[1] + c[2] + c[3]

    def scored(self) -> int:
        """What the open-ends count scores now, by the rules the layout was made with (R15)."""
        return self.count_points[self.total]

    def open_arms(self) -> tuple[Arm, ...]:
        """The arms a tile may be placed on now."""
        return tuple(arm for arm in ARMS if self.ends[arm] >= 0)

    def playable_mask(self) -> int:
        """Bitmask of every tile that fits somewhere now (any tile, before the lead)."""
        if self.lead < 0:
            return ALL_TILES_MASK
        mask = 0
        for end in self.ends:
            if end >= 0:
                mask |= SUIT_MASK[end]
        return mask

    def arms_for(self, tile: int) -> list[int]:
        """The arms tile id ``tile`` fits on (empty before the lead: the lead has no arm)."""
        other = OTHER_HALF[tile]
        return [arm for arm, end in enumerate(self.ends) if end >= 0 and other[end] >= 0]

    def peek(self, tile: int, arm: int) -> int:
        """What placing tile id ``tile`` on ``arm`` (-1: the lead) would score, changing nothing (R15, R16).

        For a caller sure that the tile fits there.
        """
        if arm < 0:
            low, high = HALVES[tile]
            return self.count_points[low + high]
        other = OTHER_HALF[tile][self.ends[arm]]
        added = other + other if IS_DOUBLE[tile] else other
        counts = self.counts
        centre = self.centre
        if self.centre_free and arm < 2 and self.line | (1 << arm) == 3:
            centre = 0  # the tile takes the lead double's last free side along the line
        return self.count_points[centre + counts[0] + counts[1] + counts[2] + counts[3] - counts[arm] + added]

    def best_score(self, tiles: int) -> int:
        """The most one of ``tiles`` (a mask) would score if placed now (0 if none fits or scores)."""
        candidates = tiles & self.playable_mask()
        best = 0
        while candidates:
            low = candidates & -candidates
            tile = low.bit_length() - 1
            candidates ^= low
            arms = self.arms_for(tile) if self.lead >= 0 else [-1]
            for arm in arms:
                made = self.peek(tile, arm)
                if made > best:
                    best = made
        return best

    def key(self) -> tuple[int, ...]:
        """All the rest of a hand's play on this layout depends on, under its rules, as 15 ints (a memo key).

        The four ends, the four counts, the centre, whether the lead double has a free side
        (1/0), the spinner, where the cross opens, which sides of the line hold a tile, the
        spinner rule and the lead: the tiles placed are left out (the hands say which).
        """
        ends, counts = self.ends, self.counts
        return (
            ends[0],
            ends[1],
            ends[2],
            ends[3],
            counts[0],
            counts[1],
            counts[2],
            counts[3],
            self.centre,
            1 if self.centre_free else 0,
            self.spinner,
            self.cross_opens_after,
            self.line,
            self.spin,
            self.lead,
        )

    def why_closed(self, arm: int) -> str:
        """Explain, in a player's words, why ``arm`` takes no tile now."""
        word = ARM_WORDS[arm]
        if self.lead < 0:
            return "nothing has been led yet: the lead goes in the centre, on no arm"
        if self.spin == SPIN_NONE:
            return f"there is no {word} arm: with spinner=none the layout is a single line"
        if self.spinner < 0:
            return f"there is no {word} arm yet: no double has been placed to be the spinner"
        return (
            f"the {word} arm of the spinner {TILES[self.spinner]} is not open yet: both its"
            " sides along the line must be taken first"
        )

    # -- changing ------------------------------------------------------------------------

    def place(self, tile: int, arm: int) -> int:
        """Place tile id ``tile`` on ``arm`` (-1 for the lead); return the points it scores (R15)."""
        if not 0 <= tile < len(TILES):
            raise TileError(f"tile ids run from 0 to 27, not {tile}")
        if self.placed >> tile & 1:
            raise TileError(f"{TILES[tile]} is already on the table", rule="R1")
        if not -1 <= arm <= 3:
            raise ArmNotOpenError("a tile goes on an arm: W, E, N or S (or, for the lead, in the centre)")
        return self.put(tile, arm)

    def put(self, tile: int, arm: int) -> int:
        """:meth:`place` for callers sure that ``tile`` is not on the table and ``arm`` is -1 to 3."""
        if self.lead < 0 or arm < 0:
            return self._lead_or_refuse(tile, arm)
        ends = self.ends
        end = ends[arm]
        other = OTHER_HALF[tile][end] if end >= 0 else -1
        if other < 0:
            raise self._refusal(tile, arm)
        self.placed |= 1 << tile
        if arm < 2:
            self.line |= 1 << arm
        ends[arm] = other
        if self.check_centre_or_cross:
            self._after_special(arm)
        counts = self.counts
        if IS_DOUBLE[tile]:
            counts[arm] = other + other
            if self.spinner < 0 and self.spin != SPIN_NONE:
                self._make_spinner(tile, arm)
        else:
            counts[arm] = other
        return self.count_points[self.centre + counts[0] + counts[1] + counts[2] + counts[3]]

    def _refusal(self, tile: int, arm: int) -> Exception:
        end = self.ends[arm]
        if end < 0:
            return ArmNotOpenError(self.why_closed(arm))
        return TileDoesNotFitError(f"{TILES[tile]} does not fit the {ARM_WORDS[arm]} end: it shows {end}")

    def _lead_or_refuse(self, tile: int, arm: int) -> int:
        if self.lead >= 0:
            raise ArmNotOpenError("after the lead every tile goes on an arm: W, E, N or S")
        if arm != -1:
            raise ArmNotOpenError(f"{TILES[tile]} is the lead: it goes in the centre, not on an arm")
        return self._lead(tile)

    def _make_spinner(self, tile: int, arm: int) -> None:
        """The first double placed becomes the spinner (R14): in the centre, or out on an arm."""
        self.spinner = tile
        if self.spin == SPIN_OPEN:
            self._open_cross()
        else:
            self.cross_opens_after = arm
        self._update_check()

    def _after_special(self, arm: int) -> None:
        """A placement that may open the spinner's cross or cover the lead double's last side."""
        if self.cross_opens_after == arm:
            self._open_cross()
        if self.centre_free and self.line == 3:
            self.centre_free = False
            self.centre = 0
            if self.cross_opens_after == _CENTRE:
                self._open_cross()
        self._update_check()

    def _update_check(self) -> None:
        self.check_centre_or_cross = self.cross_opens_after != _NOT_YET or self.centre_free

    def _lead(self, tile: int) -> int:
        low, high = HALVES[tile]
        self.lead = tile
        self.placed |= 1 << tile
        ends = self.ends
        ends[0] = low
        ends[1] = high
        if low == high:
            self.centre = low + high
            self.centre_free = True
            if self.spin != SPIN_NONE:
                self._make_spinner(tile, _CENTRE)
        else:
            self.counts[0] = low
            self.counts[1] = high
        self._update_check()
        return self.count_points[low + high]

    def _open_cross(self) -> None:
        pip = HALVES[self.spinner][0]
        self.ends[2] = pip
        self.ends[3] = pip
        self.cross_opens_after = _NOT_YET
