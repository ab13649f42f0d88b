"""The layout on the table (R13-R16, R25): the one kernel the replays and checks of a hand place tiles on.

The lead, the spinners, the arms (W/E/N/S, and under ``spinner=every`` two more for each
later double), their open ends and the count, over tile ids and small ints. It asks the
rules two questions, once, when it is made: how doubles spin (R14, R25) and what each
count scores (:meth:`RuleSet.count_table`, R15). setup.py compiles this module with mypyc
where it can; the same source runs as pure Python.
"""

from __future__ import annotations

from typing import Final

from allfives_notation.engine.arms import ARM_WORDS, ARMS, MOST_ARMS, Arm, ArmPath, arm_of_double, read_arm
from allfives_notation.engine.rules import RuleSet
from allfives_notation.engine.tiles import (
    ALL_TILES_MASK,
    DOUBLES,
    HALVES,
    IS_DOUBLE,
    OTHER_HALF,
    SUIT_MASK,
    TILES,
)
from allfives_notation.errors import ArmNotOpenError, TileDoesNotFitError, TileError

__all__ = ["ARMS", "SPIN_EVERY", "SPIN_NONE", "SPIN_OPEN", "SPIN_STANDARD", "Arm", "Layout"]

#: How the first double behaves (R14), as :attr:`Layout.spin` numbers the spinner rules.
SPIN_STANDARD: Final = 0  # its cross opens once both its sides along the line are taken
SPIN_OPEN: Final = 1  # its cross opens as soon as it is placed
SPIN_NONE: Final = 2  # no spinner: a single line
SPIN_EVERY: Final = 3  # every double spins, each cross opening as the first's does (R25)
_SPIN: Final = {"standard": SPIN_STANDARD, "open": SPIN_OPEN, "none": SPIN_NONE, "every": SPIN_EVERY}
_CENTRE: Final = MOST_ARMS  # the spinner is the lead: its cross opens once both line sides are taken
_NOT_YET: Final = -1
_NOTHING: Final[list[int]] = []  # the crosses waiting and the later doubles standing, outside R25
_DEFAULT: Final = RuleSet()


class Layout:
    """The tiles placed so far and what each arm shows; a hand changes it with each placement.

    Arms are indexed 0-3 (W, E, N, S); under ``spinner=every`` the two arms across a later
    double ``p-p`` are ``4 + 2p`` and ``5 + 2p`` (:func:`arm_of_double`; named by
    :meth:`arm_name`). ``ends[arm]`` is the pip number a tile must match there, or -1 while
    the arm is not open; ``counts[arm]`` is what that end adds to the open-ends count (the
    exposed half, or a double's total, or 0 for an untouched perpendicular arm), and
    ``beyond`` the sum of the counts of the arms past the first four. While the lead is a
    double with a free side along the line, its total counts once more, as ``centre`` (R16).
    ``line`` says which sides of the line hold a tile (1: west, 2: east, 3: both); ``placed``
    is the mask of every tile on the table; under ``spinner=every``, ``waiting[arm]`` is the
    pip of a later double at that arm's end whose cross is not open yet (or -1), and
    ``stands[p]`` the arm the later double ``p-p`` stands on (or -1). Which tile went where
    is the reader's to keep (the walk over a hand tells it, turn by turn).
    """

    __slots__ = (
        "beyond",
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
        "stands",
        "waiting",
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
    beyond: int
    waiting: list[int]
    stands: list[int]

    def __init__(self, rules: RuleSet = _DEFAULT, *, like: Layout | None = None) -> None:
        """An empty layout under ``rules``; or, given ``like``, a copy of it (under its rules)."""
        if like is not None:  # a copy of ``like``: the rules were asked when it was made
            self.spin = spin = like.spin
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
            self.beyond = like.beyond
            if spin == SPIN_EVERY:
                self.waiting = like.waiting.copy()
                self.stands = like.stands.copy()
            else:  # four arms: nothing waits, nothing stands, the empty list shared
                self.waiting = self.stands = _NOTHING
            return
        self.spin = spin = _SPIN[str(rules.spinner)]
        self.count_points = rules.count_table()
        self.lead = -1
        self.placed = 0
        if spin == SPIN_EVERY:
            self.ends = [-1] * MOST_ARMS
            self.counts = [0] * MOST_ARMS
            self.waiting = [-1] * MOST_ARMS
            self.stands = [-1] * 7
        else:  # four arms, and no later double spins: nothing waits, nothing stands (never changed)
            self.ends = [-1, -1, -1, -1]
            self.counts = [0, 0, 0, 0]
            self.waiting = self.stands = _NOTHING
        self.beyond = 0
        self.line = 0  # bit 0: a tile on the west arm; bit 1: on the east
        self.centre = 0
        self.centre_free = False  # a double lead with a side along the line still free
        self.spinner = -1
        self.cross_opens_after = _NOT_YET  # where the next tile opens the perpendicular arms
        # whether a placement may open a cross or cover the centre (always, under spinner=every)
        self.check_centre_or_cross = spin == SPIN_EVERY

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
        return self.centre + self.beyond + c[0] + c[1] + c[2] + c[3]

    def scored(self) -> int:
        """What the open-ends count scores now, by the rules the layout was made with (R15)."""
        return self.count_points[self.total]

    def open_arms(self) -> tuple[int, ...]:
        """The arms a tile may be placed on now (W, E, N, S as :class:`Arm`; beyond them, indexes)."""
        return tuple(ARMS[arm] if arm < 4 else arm for arm, end in enumerate(self.ends) if end >= 0)

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
        centre = self.centre + self.beyond
        if self.centre_free and arm < 2 and self.line | (1 << arm) == 3:
            centre -= self.centre  # the tile takes the lead double's last free side along the line
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
        Under ``spinner=every`` the other arms' ends and counts, the crosses waiting and where
        each later double stands follow.
        """
        ends, counts = self.ends, self.counts
        four = (
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
        if self.spin != SPIN_EVERY:
            return four
        return four + tuple(ends[4:]) + tuple(counts[4:]) + tuple(self.waiting) + tuple(self.stands)

    def arm_name(self, arm: int) -> str:
        """The arm as a record names it: W, E, N, S, or its path from the lead (``E3N``, R25)."""
        if arm < 4:
            return ARMS[arm].name
        pip = (arm - 4) // 2
        on = self.stands[pip] if self.spin == SPIN_EVERY else -1
        if on < 0:
            raise ArmNotOpenError(f"no arm {arm}: the {pip}-{pip} is no later spinner on this layout")
        path = self.arm_name(on)
        across = "NS" if path[-1] in "WE" else "WE"
        return f"{path}{pip}{across[(arm - 4) % 2]}"

    def arm_word(self, arm: int) -> str:
        """The arm as a player says it: ``west``, or ``north of the 3-3 (E)`` for a later double's (R25)."""
        return ARM_WORDS[arm] if arm < 4 else ArmPath(self.arm_name(arm)).word

    def arm_called(self, arm: int) -> str:
        """The arm as a finding names it: ``west``, or a later double's path, ``E3N`` (R25)."""
        return ARM_WORDS[arm] if arm < 4 else self.arm_name(arm)

    def arm_named(self, name: str) -> int:
        """The arm a record names (``W``, or a path such as ``E3N``) checked against this layout (R25).

        Each step of a path is checked from the lead: the first double that is not down, is
        the first spinner, or stands on another arm than the path says is named.
        """
        arm = int(read_arm(name))
        text = name.strip().upper()
        if arm >= len(self.ends):
            raise ArmNotOpenError(
                f"there is no {text} arm: a later double opens arms only under spinner=every", rule="R25"
            )
        for at in range(1, len(text), 2):  # text[at] is a double's pip, text[:at] the arm it stands on
            pip, said = int(text[at]), text[:at]
            on = self.stands[pip]
            if on < 0:
                raise ArmNotOpenError(f"there is no {text} arm: {self._no_stand(pip)}", rule="R25")
            if self.arm_name(on) != said:
                raise ArmNotOpenError(
                    f"there is no {text} arm: the {pip}-{pip} stands on {self.arm_name(on)}, not {said}",
                    rule="R25",
                )
        return arm

    def _no_stand(self, pip: int) -> str:
        """Why the double ``pip-pip`` opens no later arms here (R25): every other double down stands."""
        double = DOUBLES[pip]
        if self.spinner == double.id:
            return f"the {double} is the first spinner: its arms are N and S"
        return f"the {double} is not down yet"

    def why_closed(self, arm: int) -> str:
        """Explain, in a player's words, why ``arm`` takes no tile now."""
        if arm >= 4:
            pip = (arm - 4) // 2
            if self.spin != SPIN_EVERY:
                return "only W, E, N and S: a later double opens arms only under spinner=every (R25)"
            if self.stands[pip] < 0:
                return f"the {pip}-{pip} has not been placed as a later spinner: it opens no arms yet"
            return (
                f"the {self.arm_name(arm)} arm of the {pip}-{pip} is not open yet: both its sides along"
                " its line must be taken first (R25)"
            )
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
        if not -1 <= arm < len(self.ends):
            if self.spin == SPIN_EVERY:
                raise ArmNotOpenError(
                    f"arms run from 0 to {MOST_ARMS - 1}: W, E, N, S, then two across each double (R25)"
                )
            raise ArmNotOpenError("a tile goes on an arm: W, E, N or S (or, for the lead, in the centre)")
        return self.put(tile, arm)

    def put(self, tile: int, arm: int) -> int:
        """:meth:`place` for callers sure that ``tile`` is not on the table and ``arm`` is -1 or its arm."""
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
            if self.spin == SPIN_EVERY:
                return self._put_every(tile, arm, other)
            self._after_special(arm)
        counts = self.counts
        if IS_DOUBLE[tile]:
            counts[arm] = other + other
            if self.spinner < 0 and self.spin != SPIN_NONE:  # the first double spins (R14)
                self._make_spinner(tile, arm)
        else:
            counts[arm] = other
        return self.count_points[self.centre + counts[0] + counts[1] + counts[2] + counts[3]]

    def _refusal(self, tile: int, arm: int) -> Exception:
        end = self.ends[arm]
        if end < 0:
            return ArmNotOpenError(self.why_closed(arm))
        word = ARM_WORDS[arm] if arm < 4 else self.arm_name(arm)
        return TileDoesNotFitError(f"{TILES[tile]} does not fit the {word} end: it shows {end}")

    def _lead_or_refuse(self, tile: int, arm: int) -> int:
        if self.lead >= 0:
            raise ArmNotOpenError("after the lead every tile goes on an arm: W, E, N or S (or a path, R25)")
        if arm != -1:
            raise ArmNotOpenError(f"{TILES[tile]} is the lead: it goes in the centre, not on an arm")
        return self._lead(tile)

    def _make_spinner(self, tile: int, arm: int) -> None:
        """A double that spins (R14): the first, in the centre or out on an arm; under ``every`` any (R25)."""
        if self.spinner >= 0:  # a later double under spinner=every: its cross waits for its far side
            pip = HALVES[tile][0]
            self.waiting[arm] = pip
            self.stands[pip] = arm
            return
        self.spinner = tile
        if self.spin == SPIN_OPEN:
            self._open_cross()
        else:
            self.cross_opens_after = arm
        self._update_check()

    def _after_special(self, arm: int) -> None:
        """A placement that may open the first spinner's cross or cover the lead double's last side."""
        if self.cross_opens_after == arm:
            self._open_cross()
        if self.centre_free and self.line == 3:
            self.centre_free = False
            self.centre = 0
            if self.cross_opens_after == _CENTRE:
                self._open_cross()
        self._update_check()

    def _put_every(self, tile: int, arm: int, other: int) -> int:
        """:meth:`put`'s end under ``spinner=every`` (R25): any double spins, on any of 18 arms."""
        self._after_special(arm)
        waiting = self.waiting
        pip = waiting[arm]
        if pip >= 0:  # the tile takes the far side of a later double: its cross opens
            ends = self.ends
            ends[arm_of_double(pip, 0)] = pip
            ends[arm_of_double(pip, 1)] = pip
            waiting[arm] = -1
        counts = self.counts
        double = IS_DOUBLE[tile]
        made = other + other if double else other
        if arm >= 4:
            self.beyond += made - counts[arm]
        counts[arm] = made
        if double:
            self._make_spinner(tile, arm)
        return self.count_points[self.centre + self.beyond + counts[0] + counts[1] + counts[2] + counts[3]]

    def _update_check(self) -> None:
        self.check_centre_or_cross = (
            self.cross_opens_after != _NOT_YET or self.centre_free or self.spin == SPIN_EVERY
        )

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
