"""Whether some deal explains a hand with hidden tiles: each slot's allowed tiles as masks, then a matching.

The same question, and the same allowed pairs, as :class:`allfives_notation.check.hidden.HiddenHand`
asks of a whole hand (``consistent``), worked out from masks the replay keeps as it goes
(tests/fast/test_matching.py holds the masks equal to ``HiddenHand._allowed``). A deal found
proves the hand consistent; none found leaves the verdict, and its wording, to the reference.
The pip search works the same way: tiles found for each hidden hand that make its figures
at the end, in a deal that explains them all, prove the figures; none found leaves them to
the reference.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Mapping
from typing import Final

from allfives_notation.check.matching import hands_of, perfect_matching

ALL_TILES: Final = (1 << 28) - 1
#: How many sets of tiles the pip search may try against the matching before it leaves the hand.
SEARCH_LIMIT: Final = 2000

#: A boneyard position drawn: (seat, turn, tiles that fitted then, whether it missed, the tile named or -1).
DrawnAt = tuple[int, int, int, bool, int]
#: A seat that drew or passed: (seat, turn, tiles that fitted then).
StuckAt = tuple[int, int, int]
#: A tile placed: (seat, turn, the boneyard position it came from or -1).
PlacedAt = tuple[int, int, int]


class HandMasks:
    """What a hand shows about where its tiles started, as masks and small tuples."""

    __slots__ = (
        "bone_size",
        "boneyard",
        "dealt",
        "dealt_all",
        "drawn",
        "hand_size",
        "left",
        "on_table",
        "placed",
        "placed_after",
        "players",
        "stuck",
        "unshown",
    )

    def __init__(
        self,
        players: int,
        hand_size: int,
        bone_size: int,
        dealt: list[int],
        boneyard: list[int] | None,
        drawn: list[DrawnAt],
        stuck: list[StuckAt],
        placed: dict[int, PlacedAt],
        placed_after: list[int],
        left: dict[int, int],
    ) -> None:
        self.players = players
        self.hand_size = hand_size
        self.bone_size = bone_size
        self.dealt = dealt  # per seat, the mask of the tiles its known deal holds
        self.dealt_all = 0
        for mask in dealt:
            self.dealt_all |= mask
        self.boneyard = boneyard
        self.drawn = drawn
        self.stuck = stuck  # in turn order
        self.placed = placed
        self.placed_after = placed_after  # per turn, the tiles on the table once it was played
        self.on_table = placed_after[-1] if placed_after else 0  # every tile placed in the hand
        self.left = left  # seat -> the tiles it held at the end, where known
        self.unshown: tuple[list[int], list[int], int] | None = None  # made once, by allowed()

    def allowed(self) -> list[int]:
        """Every slot group's allowed tiles: each seat's hand, each position drawn, then the rest."""
        if self.unshown is None:
            self.unshown = self._unshown()
        seats, groups, rest = self.unshown
        shown = self._shown()
        out = [group & shown[seat] for seat, group in zip(seats, groups, strict=True)]
        for mask in self.left.values():
            rest &= ~mask
        out.append(rest)
        return out

    def _unshown(self) -> tuple[list[int], list[int], int]:
        """Each slot group's seat and tiles by the record, before what the end shows; the rest's tiles.

        What the end shows (``left``) is applied by :meth:`allowed`, as the pip search changes it.
        """
        drawn, boneyard, on_table, dealt_all = self.drawn, self.boneyard, self.on_table, self.dealt_all
        position: dict[int, int] = {}  # tile -> the boneyard position the record names for it
        if boneyard is not None:
            position = {tile: k for k, tile in enumerate(boneyard)}
        else:
            for k in range(len(drawn) - 1, -1, -1):
                if drawn[k][4] >= 0:
                    position[drawn[k][4]] = k
        named = named_drawn = 0
        for tile, k in position.items():
            named |= 1 << tile
            if k < len(drawn):
                named_drawn |= 1 << tile
        owners: dict[int, int] = {}  # position -> the tile placed straight from it
        from_hand = [0] * self.players  # per seat, the tiles it placed not straight from a draw
        by_seat = [0] * self.players  # per seat, every tile it placed
        for tile, (seat, _, at) in self.placed.items():
            by_seat[seat] |= 1 << tile
            if at >= 0:
                owners[at] = tile
            else:
                from_hand[seat] |= 1 << tile
        turns, ruled_out = self._stuck_after()
        placed_after, placed = self.placed_after, self.placed
        seats = list(range(self.players))
        groups = []
        for seat in seats:
            allowed = ALL_TILES & ~named & ~(dealt_all & ~self.dealt[seat]) & ~(on_table & ~from_hand[seat])
            if ruled_out[seat]:  # every draw and pass of the hand, from its start
                allowed &= ~ruled_out[seat][0]
            groups.append(allowed)
        base = ALL_TILES & ~dealt_all
        for k, (seat, since, fits, missed, tile) in enumerate(drawn):
            if boneyard is not None:
                allowed = base & (1 << boneyard[k]) & (1 << tile if tile >= 0 else ALL_TILES)
            elif tile >= 0:
                allowed = base & (1 << tile) if position[tile] == k else 0
            else:
                allowed = base & ~named
            owner = owners.get(k, -1)
            if owner >= 0:
                allowed &= 1 << owner
            # of the tiles placed, only the seat's own after this turn, or the one it placed from here
            later = by_seat[seat] & ~placed_after[since]
            if owner >= 0 and placed[owner][0] == seat and placed[owner][1] == since:
                later |= 1 << owner
            allowed &= ~on_table | later
            if missed:
                allowed &= ~fits
            after = ruled_out[seat]  # the draws and passes after this one rule out what fitted then
            if after:
                first = bisect_right(turns[seat], since)
                if first < len(after):
                    allowed &= ~after[first]
            seats.append(seat)
            groups.append(allowed)
        rest = ALL_TILES & ~on_table & ~dealt_all & ~named_drawn
        if boneyard is not None:
            rest &= named & ~named_drawn
        return seats, groups, rest

    def _stuck_after(self) -> tuple[list[list[int]], list[list[int]]]:
        """Per seat, the turns it drew or passed, and what the ones from each on rule out."""
        players, placed_after = self.players, self.placed_after
        turns: list[list[int]] = [[] for _ in range(players)]
        masks: list[list[int]] = [[] for _ in range(players)]
        for by, turn, fits in self.stuck:  # in turn order
            turns[by].append(turn)
            masks[by].append(fits & ~placed_after[turn])  # fitted then, and not yet on the table
        for seat in range(players):  # from the last back: everything ruled out from there on
            ruled_out = masks[seat]
            for at in range(len(ruled_out) - 2, -1, -1):
                ruled_out[at] |= ruled_out[at + 1]
        return turns, masks

    def _shown(self) -> list[int]:
        """Per seat, what the end shows its slots may hold: its own tiles shown or placed, no one else's."""
        on_table = self.on_table
        out = []
        for seat in range(self.players):
            allowed = ALL_TILES
            for other, mask in self.left.items():
                allowed &= mask | on_table if other == seat else ~mask
            out.append(allowed)
        return out

    def consistent(self) -> bool:
        """Whether a matching gives every slot its own tile (a deal that explains the hand)."""
        rest = self.bone_size - len(self.drawn)
        if rest < 0:
            return False
        groups = self.allowed()
        slots: list[int] = []
        for seat in range(self.players):
            slots.extend([groups[seat]] * self.hand_size)
        slots.extend(groups[self.players : -1])
        slots.extend([groups[-1]] * rest)
        return len(slots) == 28 and perfect_matching(slots)

    def could_keep(self, seat: int) -> int:
        """The tiles ``seat`` could hold at the end: allowed in its hand or draws, not placed, not shown."""
        groups = self.allowed()  # each narrowed already by the hands shown (``_shown``)
        could = groups[seat]
        for k, drawn in enumerate(self.drawn):
            if drawn[0] == seat:
                could |= groups[self.players + k]
        return could & ~self.on_table

    def pips_found(
        self,
        pips: Mapping[int, tuple[int, frozenset[int]]],
        joint: Mapping[int, int],
        explains: Callable[[Mapping[int, int]], bool] | None,
    ) -> bool:
        """Whether a deal gives each hidden hand tiles at the end that make its figures; one found proves it.

        ``pips``: seat -> (tiles held, the pip totals they may make); ``joint``: seat -> tiles
        held, for the hands whose totals ``explains`` must take together (an award). False
        when none is found within :data:`SEARCH_LIMIT` sets of tiles tried: the reference
        then decides. (Where the reference's own search would give up, AF502, a deal found
        here settles the figures; tests/fast/test_matching.py finds no such record.)
        """
        left = self.left
        if any(seat in left for seat in pips):
            return False  # a hand both shown and hidden: the reference words it
        order = [seat for seat in dict.fromkeys([*pips, *joint]) if seat not in left]
        held = {seat: pips[seat][0] if seat in pips else joint[seat] for seat in order}
        try:
            return self._choose(order, held, pips, {}, explains, [SEARCH_LIMIT])
        finally:
            for seat in order:
                left.pop(seat, None)

    def _choose(
        self,
        order: list[int],
        held: dict[int, int],
        pips: Mapping[int, tuple[int, frozenset[int]]],
        totals: dict[int, int],
        explains: Callable[[Mapping[int, int]], bool] | None,
        budget: list[int],
    ) -> bool:
        """Tiles for the next hand of ``order``, and on to the last; the deal found is in ``left``."""
        k = len(totals)
        if k == len(order):
            return explains is None or explains(totals)
        seat = order[k]
        count = held[seat]
        wanted = pips[seat][1] if seat in pips else None
        if k == len(order) - 1 and explains is not None:  # the last hand: only totals the figures allow
            could = wanted if wanted is not None else range(12 * count + 1)
            wanted = frozenset(t for t in could if explains({**totals, seat: t}))
        for mask, total in hands_of(self.could_keep(seat), count, wanted):
            if budget[0] <= 0:
                break
            budget[0] -= 1
            totals[seat] = total
            self.left[seat] = mask
            if self.consistent() and self._choose(order, held, pips, totals, explains, budget):
                return True
            del self.left[seat]
        totals.pop(seat, None)
        return False
