"""Deals of the unseen tiles, each one consistent with the record and all equally likely.

A deal puts every tile in a slot its record allows (knowledge.Slot: a seat's hand or
draws, or the boneyard still to draw). Every shuffle of the set is equally likely, so
every way of filling the slots is too: we want the uniform distribution over the ways
that fit. :class:`Sampler` counts them exactly, by dynamic programming over tiles
grouped by the slots they may go in (tiles alike in that are interchangeable), and
then draws one by walking the count back: each group's split among its slots is chosen
with probability proportional to the number of ways of filling the rest. That is
exact, with no rejection and no bias; the boneyard still to draw is then put in a
uniformly random order. With ``reading``, the deals are those of the position's ``read``
slots: the same, less the tiles the other side's seats, read as greedy players, did not hold.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations, permutations
from math import factorial, perm

from allfives_notation.analysis.knowledge import KnownPosition, NotJudgedError
from allfives_notation.engine.tiles import TILE_COUNT

_FACTORIAL = [factorial(n) for n in range(TILE_COUNT + 1)]


def _splits(n: int, caps: list[int]) -> Iterator[tuple[int, ...]]:
    """Every way to put ``n`` alike tiles into slots with room ``caps``."""
    if len(caps) == 1:
        if n <= caps[0]:
            yield (n,)
        return
    room_after = sum(caps[1:])
    for first in range(max(0, n - room_after), min(n, caps[0]) + 1):
        for rest in _splits(n - first, caps[1:]):
            yield (first, *rest)


#: A split of one group: the ways it can be made times the ways to fill the rest, the split, the room after.
_Choice = tuple[int, tuple[int, ...], tuple[int, ...]]


class Sampler:
    """Uniformly random deals of the tiles the mover has not seen, given a :class:`KnownPosition`.

    ``reading``: as if the other sides' seats play as the greedy player does (:attr:`KnownPosition.read`).
    """

    def __init__(self, position: KnownPosition, reading: bool = False) -> None:
        self.position = position
        slots = position.read if reading and position.read is not None else position.slots
        self.slots = slots
        self.holders = [slot.holder for slot in slots]
        groups: dict[tuple[int, ...], list[int]] = {}
        for tile in range(TILE_COUNT):
            where = tuple(i for i, slot in enumerate(slots) if slot.allowed >> tile & 1)
            if not where:
                raise NotJudgedError("no deal explains what the record shows before this turn")
            groups.setdefault(where, []).append(tile)
        # Fewest choices first: forced tiles use up their slots before the counting branches.
        self.groups = sorted(groups.items(), key=lambda item: (len(item[0]), item[0]))
        self.memo: dict[tuple[int, tuple[int, ...]], int] = {}
        # Per group and room left: each split with its weight (ways), its counts and the room after.
        self.weighed: dict[tuple[int, tuple[int, ...]], list[_Choice]] = {}
        self.room = tuple(slot.size for slot in slots)
        self.ways = self._count(0, self.room)
        if not self.ways:
            raise NotJudgedError("no deal explains what the record shows before this turn")

    def _choices(
        self, g: int, room: tuple[int, ...]
    ) -> Iterator[tuple[int, tuple[int, ...], tuple[int, ...]]]:
        """For group ``g``: each split of its tiles, the ways to choose them, and the room left."""
        where, tiles = self.groups[g]
        n = len(tiles)
        for split in _splits(n, [room[i] for i in where]):
            ways = _FACTORIAL[n]
            left = list(room)
            for i, k in zip(where, split, strict=True):
                ways //= _FACTORIAL[k]
                left[i] -= k
            yield ways, split, tuple(left)

    def _count(self, g: int, room: tuple[int, ...]) -> int:
        """How many ways fill ``room`` with groups ``g`` onwards."""
        if g == len(self.groups):
            return 1 if not any(room) else 0
        key = (g, room)
        found = self.memo.get(key)
        if found is not None:
            return found
        total = 0
        for ways, _, left in self._choices(g, room):
            total += ways * self._count(g + 1, left)
        self.memo[key] = total
        return total

    def deducible(self) -> bool:
        """Whether every unseen tile can be only in one place: the holder of each is known for sure."""
        slots = self.slots
        for where, _ in self.groups:
            holders = {slots[i].holder for i in where}
            if len(holders) > 1:
                return False
        return True

    def draw(self, rng: random.Random) -> tuple[list[int], list[int]]:
        """One deal: what each seat holds now (the mover's tiles as they are) and the boneyard in order."""
        position = self.position
        players = position.table.players
        held = [0] * players
        boneyard: list[int] = []
        room = self.room
        for g in range(len(self.groups)):
            options = self.weighed.get((g, room))
            if options is None:
                options = [
                    (w * self._count(g + 1, rest), split, rest) for w, split, rest in self._choices(g, room)
                ]
                options = [option for option in options if option[0]]
                self.weighed[g, room] = options
            pick = rng.randrange(sum(option[0] for option in options))
            chosen = options[-1]
            for option in options:
                if pick < option[0]:
                    chosen = option
                    break
                pick -= option[0]
            split, left = chosen[1], chosen[2]
            where, tiles = self.groups[g]
            if len(where) == 1:
                shuffled = tiles  # one slot takes them all: their order is the boneyard's, shuffled below
            else:
                shuffled = tiles[:]
                rng.shuffle(shuffled)
            start = 0
            for i, k in zip(where, split, strict=True):
                part = shuffled[start : start + k]
                start += k
                holder = self.holders[i]
                if holder < 0:
                    boneyard.extend(part)
                else:
                    for tile in part:
                        held[holder] |= 1 << tile
            room = left
        for seat in range(players):
            held[seat] &= ~position.placed
        held[position.seat] = position.held
        rng.shuffle(boneyard)
        return held, boneyard

    def deals_in_all(self) -> int:
        """How many deals fit: the ways to fill the slots times the orders the boneyard may be drawn in.

        Only the tiles that may still be drawn have an order that matters (a reserve is never drawn, R10).
        """
        rest = sum(slot.size for slot in self.slots if slot.holder < 0)
        return self.ways * perm(rest, min(self.position.drawable, rest))

    def every_deal(self) -> Iterator[tuple[list[int], list[int]]]:
        """Every deal that fits, each once, as :meth:`draw` gives one: all equally likely."""
        position = self.position
        players = position.table.players
        drawable = position.drawable
        for held, boneyard in self._fillings(0, self.room, [0] * players, []):
            for seat in range(players):
                held[seat] &= ~position.placed
            held[position.seat] = position.held
            order = min(drawable, len(boneyard))
            for drawn in permutations(boneyard, order):
                kept = [tile for tile in boneyard if tile not in drawn]
                yield held[:], [*drawn, *kept]

    def _fillings(
        self, g: int, room: tuple[int, ...], held: list[int], boneyard: list[int]
    ) -> Iterator[tuple[list[int], list[int]]]:
        """Every way to put groups ``g`` onwards in the room left, on top of ``held`` and ``boneyard``."""
        if g == len(self.groups):
            yield held[:], boneyard[:]
            return
        where, tiles = self.groups[g]
        for _, split, left in self._choices(g, room):
            if not self._count(g + 1, left):
                continue
            yield from self._placed(g, where, split, 0, tiles, left, held, boneyard)

    def _placed(
        self,
        g: int,
        where: tuple[int, ...],
        split: tuple[int, ...],
        k: int,
        tiles: list[int],
        left: tuple[int, ...],
        held: list[int],
        boneyard: list[int],
    ) -> Iterator[tuple[list[int], list[int]]]:
        """Every choice of which of ``tiles`` go in slot ``where[k]`` (``split[k]`` of them), and so on."""
        if k == len(where):
            yield from self._fillings(g + 1, left, held, boneyard)
            return
        holder = self.holders[where[k]]
        for chosen in combinations(tiles, split[k]):
            rest = [tile for tile in tiles if tile not in chosen]
            if holder < 0:
                yield from self._placed(g, where, split, k + 1, rest, left, held, [*boneyard, *chosen])
            else:
                mine = held[:]
                for tile in chosen:
                    mine[holder] |= 1 << tile
                yield from self._placed(g, where, split, k + 1, rest, left, mine, boneyard)


def sampler_for(position: KnownPosition, reading: bool) -> Sampler:
    """The deals that fit the position as read (``reading``), or, where none does, as the table showed it.

    A reading no deal fits means a seat of the other side placed a tile where greedy play
    would have placed one it turned out to hold: it does not play greedily, so nothing is read.
    """
    if reading and position.read is not None:
        try:
            return Sampler(position, reading=True)
        except NotJudgedError:
            pass
    return Sampler(position)
