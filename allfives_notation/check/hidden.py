"""Whether some deal explains a record with hidden tiles: a bipartite matching of tiles to slots.

The method of the project's design note on hidden information. Each tile must start the hand in one
slot: a seat's dealt hand, a boneyard position somebody drew, or the rest of the
boneyard. What the record shows (placements, draws, passes, hands shown at the end)
allows each tile only some slots, judged for that tile alone, because the open ends at
every moment are public. The record is consistent exactly when a matching fills every
slot. Nothing here knows the notation: the replay gives moments as turn indexes.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Final, NamedTuple

from allfives_notation.check.matching import hands_of, perfect_matching
from allfives_notation.engine.tiles import PIPS, TILE_COUNT

_ALL: Final = range(TILE_COUNT)
ALL_TILES: Final = (1 << TILE_COUNT) - 1
#: How many feasibility checks the search for pip totals may spend before it stops judging (not
#: ``Final``: a test lowers it, and the compiled module then reads it from the module's names).
PIP_SEARCH_LIMIT = 2000
#: How many sets of pip totals the search tries, to rule out a total, before it takes the total on trust.
TOTALS_LIMIT: Final = 20_000


@dataclass(frozen=True, slots=True)
class Drawn:
    """One boneyard position drawn: by whom, at which turn, and what it tells."""

    seat: int
    turn: int
    fits: int  # mask of the tiles that fitted the open ends then
    missed: bool  # the tile did not fit (the draw went on, or ended in a pass)
    tile: int = -1  # the tile, when the record names it


@dataclass(frozen=True, slots=True)
class Stuck:
    """A seat that drew or passed at a turn: none of the tiles it held then fitted (R8)."""

    seat: int
    turn: int
    fits: int


@dataclass(frozen=True, slots=True)
class PlacedBy:
    """A tile placed by a seat at a turn; ``position`` is the boneyard position it was drawn from, or -1."""

    seat: int
    turn: int
    position: int = -1


class _Scope(NamedTuple):
    """What a prefix of the hand shows, shared by every tile and slot judged against it."""

    drawn: list[Drawn]  # the positions drawn before ``upto``
    upto: int  # turns before this one count
    ending: bool  # whether the end of the hand counts too
    skip: int  # a turn whose draw or pass is left out (-1: none)
    known: dict[int, int]  # tile -> the boneyard position the record names for it
    owners: dict[int, int]  # position -> the tile placed straight from it
    placed: list[tuple[int, PlacedBy]]  # the tiles placed before ``upto``
    # the same as masks of tile ids
    on_table: int  # placed before ``upto``
    dealt: int  # dealt to a known hand
    named: int  # given a boneyard position
    named_drawn: int  # given a position drawn before ``upto``


@dataclass(slots=True)
class HiddenHand:
    """Everything a hand's record shows about where its tiles started."""

    players: int
    hand_size: int
    boneyard_size: int
    dealt: dict[int, int] = field(default_factory=dict)  # tile -> seat, where the deal is known
    boneyard: tuple[int, ...] | None = None  # every position's tile, where the order is known
    drawn: list[Drawn] = field(default_factory=list)  # by position
    stuck: list[Stuck] = field(default_factory=list)
    placed: dict[int, PlacedBy] = field(default_factory=dict)  # tile -> where it was placed
    not_dealt: int = 0  # tiles no hand was dealt (the lead was the highest double, R6)
    left: dict[int, int] = field(default_factory=dict)  # seat -> mask of its tiles at the end, if known
    #: seat -> (tiles held, the pip totals they may make) at the end: one total from a pips line,
    #: every total that rounds to it from a deduction (R17)
    pips: dict[int, tuple[int, frozenset[int]]] = field(default_factory=dict)
    #: what the end lines say of the hands together (awards, a team's score): seat -> tiles held, for every
    #: hidden hand the figures depend on, and whether a set of pip totals (seat -> pips) gives the figures
    joint: dict[int, int] = field(default_factory=dict)
    explains: Callable[[Mapping[int, int]], bool] | None = None
    #: how ``explains`` sees one hand's pip total, where it sees less than the total (rounded to
    #: five, for a deduction): totals it sees alike are tried once
    alike: Callable[[int], int] | None = None

    # -- the question ------------------------------------------------------------------

    def consistent(self) -> bool:
        """Whether some deal and boneyard order explain everything, the end of the hand included."""
        return self._feasible(self._last_turn() + 1, True)

    def first_contradiction(self) -> tuple[int | None, list[int]]:
        """Where the record became impossible: the turn (None: at its end), and the turns it contradicts.

        Call only when :meth:`consistent` is False. The turns contradicted are the earlier
        draws and passes each of which, left out, lets the record be explained again,
        latest first.
        """
        last = self._last_turn()
        failing: int | None
        if self._feasible(last + 1, False):
            failing, upto = None, last + 1
        else:
            low, high = 0, last  # turns before `low` can be explained; those up to `high` cannot
            while low < high:
                middle = (low + high) // 2
                if self._feasible(middle + 1, False):
                    low = middle + 1
                else:
                    high = middle
            failing, upto = low, low + 1
        ending = failing is None
        earlier = sorted({*(s.turn for s in self.stuck), *(d.turn for d in self.drawn)}, reverse=True)
        return failing, [
            turn
            for turn in earlier
            if turn < upto and turn != failing and self._feasible(upto, ending, skip=turn)
        ]

    def pips_possible(self) -> bool | None:
        """Whether the pip totals given without their tiles can be held; None if the search gave up.

        Quick tests first: each seat must be able to make one of its totals from tiles it
        could still hold. Then a search over each seat's possible tiles, with the matching
        (the hands with the fewest sets of tiles first), that holds every figure together:
        when no tile is left undrawn the hands hold every tile not on the table between them
        (the sum of the hands), and the figures that depend on several hands (an award, a
        team's score) must come out of the same deal.
        """
        upto = self._last_turn() + 1
        counts = {seat: count for seat, (count, _) in self.pips.items()}
        counts.update((seat, count) for seat, count in self.joint.items() if seat not in self.left)
        options: dict[int, frozenset[int]] = {}
        choices: dict[int, int] = {}  # how many sets of tiles each hand could be, at most
        for seat, count in counts.items():
            keep = self._could_keep(seat, upto)
            could = _totals(keep, count)
            options[seat] = frozenset(could & self.pips[seat][1] if seat in self.pips else could)
            choices[seat] = math.comb(len(keep), count)
            if not options[seat]:
                return False
        rest: int | None = None
        every_hand = set(counts) | set(self.left) == set(range(self.players))
        if every_hand and self.boneyard_size == len(self.drawn):
            rest = sum(PIPS) - sum(PIPS[t] for t in self.placed)
            rest -= sum(_pips_of(mask) for seat, mask in self.left.items() if seat not in counts)
        # the hands with the fewest sets of tiles first: the last is left what the others do not
        # take, when every tile is in a hand, so the largest is best chosen last
        order = sorted(counts, key=lambda seat: (choices[seat], len(options[seat])))
        search = _TotalsSearch(order, options, rest, self.explains if self.joint else None, self.alike)
        if order and not search.open_totals({}):
            return False
        return self._pips_search(order, counts, search, {}, [PIP_SEARCH_LIMIT])

    def pip_totals(self, seat: int, count: int) -> set[int]:
        """Every pip total ``count`` tiles that ``seat`` could still hold at the end might make.

        Each tile judged alone, as for the quick tests of :meth:`pips_possible`: a bound,
        not the last word, but enough to rule out a deduction or an award no hand could give.
        """
        return _totals(self._could_keep(seat, self._last_turn() + 1), count)

    def slot_groups(self, upto: int) -> list[tuple[tuple[str, int], int, int]]:
        """Each slot group, its capacity and the mask of tiles that may start there, by turns before ``upto``.

        For the analysis engine, which samples deals over the same allowed pairs; the end
        of the hand is left out (a player deciding at ``upto`` has not seen it).
        """
        scope = self._scope(upto, False)
        groups = [(("hand", seat), self.hand_size) for seat in range(self.players)]
        groups.extend((("draw", k), 1) for k in range(len(scope.drawn)))
        groups.append((("rest", 0), self.boneyard_size - len(scope.drawn)))
        return [(group, size, self._allowed(group, scope)) for group, size in groups]

    # -- the matching ------------------------------------------------------------------

    def _turns(self) -> list[int]:
        return [
            *(s.turn for s in self.stuck),
            *(d.turn for d in self.drawn),
            *(p.turn for p in self.placed.values()),
        ]

    def _last_turn(self) -> int:
        return max(self._turns(), default=0)

    def _feasible(self, upto: int, ending: bool, skip: int = -1) -> bool:
        """Whether a matching exists using what turns before ``upto`` show (and the end, if ``ending``)."""
        scope = self._scope(upto, ending, skip)
        rest = self.boneyard_size - len(scope.drawn)
        if rest < 0:
            return False
        slots: list[
            tuple[str, int]
        ] = []  # one per place a tile can start: ("hand", seat), ("draw", k), ("rest", 0)
        for seat in range(self.players):
            slots.extend([("hand", seat)] * self.hand_size)
        slots.extend(("draw", k) for k in range(len(scope.drawn)))
        slots.extend([("rest", 0)] * rest)
        if len(slots) != TILE_COUNT:
            return False
        allowed = {group: self._allowed(group, scope) for group in dict.fromkeys(slots)}
        return perfect_matching([allowed[slot] for slot in slots])

    def _scope(self, upto: int, ending: bool, skip: int = -1) -> _Scope:
        """What the turns before ``upto`` show, worked out once for every tile and slot."""
        drawn = [d for d in self.drawn if d.turn < upto]
        known = {d.tile: k for k, d in reversed(list(enumerate(drawn))) if d.tile >= 0}
        if self.boneyard is not None:
            known = {tile: k for k, tile in enumerate(self.boneyard)}
        placed = [(tile, p) for tile, p in self.placed.items() if p.turn < upto]
        owners = {p.position: t for t, p in placed if p.position >= 0}
        return _Scope(
            drawn,
            upto,
            ending,
            skip,
            known,
            owners,
            placed,
            _mask(tile for tile, _ in placed),
            _mask(self.dealt),
            _mask(known),
            _mask(tile for tile, k in known.items() if k < len(drawn)),
        )

    def _allowed(self, group: tuple[str, int], scope: _Scope) -> int:
        """The tiles that may start in ``group``, each judged by itself alone (see the module docstring).

        As a mask of tile ids; tests/check/test_hidden_masks.py holds it to the same rules
        written out tile by tile.
        """
        upto, ending, skip = scope.upto, scope.ending, scope.skip
        placed_before, on_table, dealt = scope.placed, scope.on_table, scope.dealt
        known, known_drawn = scope.named, scope.named_drawn
        kind, index = group
        if kind == "rest":
            allowed = ALL_TILES & ~on_table & ~dealt & ~known_drawn
            if self.boneyard is not None:
                allowed &= known & ~known_drawn
            if ending:
                for mask in self.left.values():
                    allowed &= ~mask
            return allowed
        if kind == "hand":
            seat, since = index, -1
            allowed = ALL_TILES & ~known & ~_mask(t for t, s in self.dealt.items() if s != seat)
            if upto > 0:
                allowed &= ~self.not_dealt
            allowed &= ~_mask(t for t, p in placed_before if p.seat != seat or p.position >= 0)
        else:
            draw = scope.drawn[index]
            seat, since = draw.seat, draw.turn
            allowed = ALL_TILES & ~dealt & ~(known & ~_mask(t for t, k in scope.known.items() if k == index))
            if draw.tile >= 0:
                allowed &= 1 << draw.tile
            if self.boneyard is not None:
                allowed &= 1 << self.boneyard[index]
            if index in scope.owners:
                allowed &= 1 << scope.owners[index]
            allowed &= ~_mask(
                t
                for t, p in placed_before
                if p.seat != seat or p.turn < since or (p.turn == since and p.position != index)
            )
            if draw.missed and draw.turn != skip:
                allowed &= ~draw.fits
        if ending:
            for other, mask in self.left.items():
                allowed &= ~mask if other != seat else mask | on_table
        for stuck in self.stuck:
            if stuck.seat == seat and since < stuck.turn < upto and stuck.turn != skip:
                played_by_then = _mask(t for t, p in placed_before if p.turn <= stuck.turn)
                allowed &= ~(stuck.fits & ~played_by_then)
        return allowed

    # -- pip totals --------------------------------------------------------------------

    def _pips_search(
        self,
        order: list[int],
        counts: dict[int, int],
        search: _TotalsSearch,
        chosen: dict[int, int],
        budget: list[int],
    ) -> bool | None:
        """Try each set of tiles the next seat could hold with a pip total the figures still allow."""
        if len(chosen) == len(order):
            return True
        seat = order[len(chosen)]
        upto = self._last_turn() + 1
        candidates = self._could_keep(seat, upto)
        gave_up = False
        for total in sorted(search.open_totals(chosen)):
            if len(chosen) + 1 < len(order) and not search.open_totals({**chosen, seat: total}):
                continue  # no totals for the hands after this one complete it: no tiles to try
            for tiles, _ in hands_of(_mask(candidates), counts[seat], frozenset({total})):
                if budget[0] <= 0:
                    return None
                budget[0] -= 1
                self.left[seat] = tiles
                chosen[seat] = total
                try:
                    if self._feasible(upto, True):
                        found = self._pips_search(order, counts, search, chosen, budget)
                        if found:
                            return True
                        gave_up = gave_up or found is None
                finally:
                    del self.left[seat]
                    del chosen[seat]
        return None if gave_up else False

    def _could_keep(self, seat: int, upto: int) -> list[int]:
        """The tiles that could still be in ``seat``'s hand at the end."""
        groups = [("hand", seat), *(("draw", k) for k, d in enumerate(self.drawn) if d.seat == seat)]
        scope = self._scope(upto, True)
        could = _mask(self.placed)
        for mask in self.left.values():
            could |= mask
        could = ~could
        return _tiles_in(could & _union(self._allowed(group, scope) for group in groups))


class _TotalsSearch:
    """Which pip totals the next hand of the search may have, given those chosen before it.

    Some totals for the hands still to choose must complete them into a set the figures
    allow (and that makes the sum of the hands, where it is known). Every set of totals is
    tried while there are at most :data:`TOTALS_LIMIT` of them; past that only the sum of
    the hands rules a total out, and the search over tiles settles the rest. Totals the
    figures see ``alike`` (a deduction rounds them to five) are tried once, unless the sum
    of the hands is known: then each total counts.
    """

    def __init__(
        self,
        order: list[int],
        options: dict[int, frozenset[int]],
        rest: int | None,
        explains: Callable[[Mapping[int, int]], bool] | None,
        alike: Callable[[int], int] | None = None,
    ) -> None:
        self.order, self.options, self.rest, self.explains = order, options, rest, explains
        self.alike = alike if rest is None else None
        # per seat, the totals tried for it: one of each kind the figures tell apart
        self.tried = {seat: self._kinds(totals) for seat, totals in options.items()}
        self.known: dict[tuple[int, ...], frozenset[int]] = {}
        # the sums the hands from the k-th on can make together
        self.sums: list[set[int]] = [{0}]
        for seat in reversed(order):
            self.sums.insert(0, {made + more for made in self.sums[0] for more in options[seat]})

    def open_totals(self, chosen: Mapping[int, int]) -> frozenset[int]:
        """The totals the next hand in order may have (none if every hand has its total)."""
        k = len(chosen)
        if k == len(self.order):
            return frozenset()
        key = tuple(chosen[seat] for seat in self.order[:k])
        if key not in self.known:
            self.known[key] = self._open(k, dict(chosen))
        return self.known[key]

    def _open(self, k: int, chosen: dict[int, int]) -> frozenset[int]:
        seat, later = self.order[k], self.order[k + 1 :]
        made = sum(chosen.values())
        totals = self.options[seat]
        if self.rest is not None:
            totals = frozenset(t for t in totals if self.rest - made - t in self.sums[k + 1])
        explains = self.explains
        if explains is None:
            return totals
        kinds = self._kinds(totals)
        tries = len(kinds)
        for other in later[:-1] if self.rest is not None else later:
            tries *= len(self.tried[other])
        if tries > TOTALS_LIMIT:
            return totals
        kept = {self._kind(t) for t in kinds if self._completes({**chosen, seat: t}, later, explains)}
        return frozenset(t for t in totals if self._kind(t) in kept)

    def _kind(self, total: int) -> int:
        """What the figures see of one hand's total."""
        return total if self.alike is None else self.alike(total)

    def _kinds(self, totals: frozenset[int]) -> list[int]:
        """One total of each kind the figures tell apart, the smallest."""
        kinds: dict[int, int] = {}
        for total in sorted(totals):
            kinds.setdefault(self._kind(total), total)
        return list(kinds.values())

    def _completes(
        self, chosen: dict[int, int], later: list[int], explains: Callable[[Mapping[int, int]], bool]
    ) -> bool:
        """Whether some totals for the ``later`` hands complete ``chosen`` into a set the figures allow."""
        if not later:
            return explains(chosen)
        free = later[:-1] if self.rest is not None else later
        for picked in itertools.product(*(self.tried[seat] for seat in free)):
            totals = {**chosen, **dict(zip(free, picked, strict=True))}
            if self.rest is not None:
                last = self.rest - sum(totals.values())
                if last not in self.options[later[-1]]:
                    continue
                totals[later[-1]] = last
            if explains(totals):
                return True
        return False


def _mask(tiles: Iterable[int]) -> int:
    """The mask of tile ids ``tiles``."""
    mask = 0
    for tile in tiles:
        mask |= 1 << tile
    return mask


def _union(masks: Iterable[int]) -> int:
    union = 0
    for mask in masks:
        union |= mask
    return union


def _tiles_in(mask: int) -> list[int]:
    """The tile ids in ``mask``, in order."""
    return [tile for tile in _ALL if mask >> tile & 1]


def _pips_of(mask: int) -> int:
    return sum(PIPS[t] for t in _ALL if mask >> t & 1)


def _totals(tiles: list[int], count: int) -> set[int]:
    """Every pip total of ``count`` of ``tiles`` (a table of the sums reachable with each number of tiles)."""
    reachable = {(0, 0)}
    for tile in tiles:
        reachable |= {(k + 1, made + PIPS[tile]) for k, made in reachable if k < count}
    return {made for k, made in reachable if k == count}
