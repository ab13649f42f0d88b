"""After a turn the record gets wrong, the reading of the rest of its hand that explains the most of it.

Nothing here reports: it only looks ahead on a copy of the layout, so that the replay can
go on from the placement the record's own evidence settles (the claims, the later turns,
the arms later tiles need), or say plainly that the rest of the hand cannot be checked.
A later turn that cannot be made as written is mended as the replay would mend it (its
arm, or its tile), each mend a finding of its own, up to :data:`MENDS` of them: a record
with several slips in one hand is read with each slip found, and the reading kept is the
one with the fewest findings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from allfives_notation.engine.layout import Layout
from allfives_notation.engine.tiles import OTHER_HALF, TILE_COUNT, TILES
from allfives_notation.record.model import Turn
from allfives_notation.record.walk import arm_written

#: How many findings of its own one reading of the rest of a hand may need (turns mended,
#: claims off; a later tile guessed counts twice): a reading that needs more explains too
#: little of the hand to be trusted (a tile left out or moved, say), and the rest of the
#: hand is said not to be checked instead.
MENDS = 2
#: How many turns one look-ahead may step through in all, over every reading it tries.
BUDGET = 20_000


@dataclass(frozen=True, slots=True)
class Ahead:
    """A hand at one turn, as the look-ahead needs it."""

    layout: Layout
    placed: int  # mask of the tiles on the table
    held: tuple[int, ...]  # per seat, the mask of the tiles known to be held
    turns: Sequence[Turn]  # every turn of the hand
    next_seat: Sequence[int]  # who plays after each seat
    scores_last: bool = False  # the record says the hand's last placement reached the target
    full: tuple[bool, ...] = ()  # per seat, whether ``held`` is its whole hand
    claims: bool = False  # whether the hand claims any score (a score left unclaimed then stands out)
    kept: int = 0  # mask of the tiles the record shows still held at the end of the hand: never placed
    counts: tuple[int, ...] = ()  # per seat, how many tiles it holds
    out: int = -1  # the seat the record says went out of the hand, if it says so


@dataclass(frozen=True, slots=True)
class Candidate:
    """A tile on an arm (-1: the lead), and how the rest of the hand fits it."""

    tile: int
    arm: int
    steps: int  # this turn, then each later turn, up to the first that cannot be made
    misses: int  # the findings among them: claims that are off, turns mended
    whole: bool  # whether every later turn can be made (mended or not)
    ties: int = 1  # how many of the placements tried fit the rest of the hand as well as this one
    quiet: int = 0  # scoring placements that claim nothing, in a hand that claims scores
    hint: int = 0  # claims that are off for a tile the reading had to guess: no finding, but against it
    plain: int = 0  # of the misses, the claims that are off while the layout is still as the record has it
    guessed: int = 0  # of the turns mended, those given another tile than the record's
    confirmed: int = 0  # later placements whose claimed score the reading bears out: the layout is right
    own: int = 0  # 1 if the claim of the turn being read is off on this reading

    @property
    def explained(self) -> bool:
        """Whether this reading explains the rest of the hand: every turn made, with few findings of its own.

        A claim that is off while the layout is still as the record has it is the record's
        own slip, whatever the reading: it does not count against the reading. A later tile
        guessed counts twice: any tile that fits would do, so it says little for the reading.
        """
        return self.whole and self.misses - self.plain + self.guessed <= MENDS

    @property
    def goes_on(self) -> bool:
        """Whether the replay may go on with this reading, though it may not explain all the rest.

        It explains the rest of the hand; or the turns up to the first it cannot make hold as
        written, with no finding, and a claim among them bears the layout out. A turn that
        cannot be made however this turn is read is no consequence of this turn: the replay
        goes on to it, and it is reported where it stands.
        """
        clean = not self.whole and not self.misses and not self.quiet and self.confirmed > 0
        return self.explained or clean

    @property
    def rank(self) -> tuple[int, int, int, int, int, int]:
        """Higher is better: the furthest reach, then the fewest findings, warnings and hints against it.

        A score left unclaimed in a hand that claims counts against a reading as a finding
        does (the score it adds comes out again at the end of the hand), but between as many,
        the reading with fewer findings proper is kept: a claim is forgotten more often than a
        layout goes wrong. Then the reading the turn's own claim bears out: the claim was
        written of this very placement, a later slip is a slip wherever this one went.
        """
        return (self.steps, -(self.misses + self.quiet), -self.misses, -self.own, -self.quiet, -self.hint)


@dataclass(slots=True)
class _Table:
    """One reading's copy of what changes as the hand goes on."""

    layout: Layout
    placed: int
    held: list[int]
    full: list[bool]
    counts: list[int]
    plain: bool = True  # whether the layout is still as the record has it
    #: each tile placed in place of the record's: the record's tile, and the seat that placed it
    guesses: dict[int, tuple[int, int]] = field(default_factory=dict)

    def copy(self) -> _Table:
        return _Table(
            self.layout.copy(),
            self.placed,
            self.held.copy(),
            self.full.copy(),
            self.counts.copy(),
            self.plain,
            self.guesses.copy(),
        )


@dataclass(slots=True)
class _Tally:
    """What one reading has met so far, as :class:`Candidate` counts it."""

    steps: int = 0
    misses: int = 0
    quiet: int = 0
    hint: int = 0
    plain: int = 0
    guessed: int = 0
    confirmed: int = 0

    def placement(self, tile: int, arm: int, whole: bool) -> Candidate:
        return Candidate(
            tile,
            arm,
            self.steps,
            self.misses,
            whole,
            quiet=self.quiet,
            hint=self.hint,
            plain=self.plain,
            guessed=self.guessed,
            confirmed=self.confirmed,
        )

    def add(self, rest: Candidate) -> None:
        self.steps += rest.steps
        self.misses += rest.misses
        self.quiet += rest.quiet
        self.hint += rest.hint
        self.plain += rest.plain
        self.guessed += rest.guessed
        self.confirmed += rest.confirmed


class _Look:
    """One look-ahead: every reading it tries shares one budget of turns."""

    def __init__(self, ahead: Ahead, first: int = -1) -> None:
        self.ahead = ahead
        self.budget = BUDGET
        self.first = first  # the turn whose readings are tried: its tile is no later guess

    def table(self) -> _Table:
        ahead = self.ahead
        full = list(ahead.full) if ahead.full else [False] * len(ahead.held)
        counts = list(ahead.counts) if ahead.counts else [TILE_COUNT] * len(ahead.held)
        return _Table(ahead.layout.copy(), ahead.placed, list(ahead.held), full, counts)

    def follow(self, table: _Table, start: int, to_move: int, mends: int) -> Candidate:
        """Turns ``start`` on, played on ``table`` (changed): how far they go, mending up to ``mends``.

        A turn cannot be made out of turn, on a tile already on the table or known to be in
        another hand (or not in the seat's hand, where the whole of it is known), on an arm
        that is closed or does not take the tile, with an arm left out where two fit, or as a
        draw or pass by a seat known to hold a tile that fits. A placement of a tile that can
        be there, on an arm it cannot take or with its arm left out where two fit, is mended
        with each arm it fits; a tile that fits no arm, or cannot be there, with each tile the
        seat could hold; each mend is a finding, and the reading of the rest that explains the
        most is kept. A tile this reading placed earlier in place of the record's, written
        again by the same seat, is taken as the two swapped (:meth:`swap`); by another seat,
        it shows the reading wrong.
        A tile a seat whose whole hand is known cannot hold, where nothing it holds fits, is
        a finding (a draw left out) and goes on as written. A claim that is off, or a last
        placement that scores nothing where the record says it reached the target, is a
        finding; a scoring placement that claims nothing, in a hand that claims, is quiet.
        """
        ahead = self.ahead
        turns = ahead.turns
        layout, held, full = table.layout, table.held, table.full
        tally = _Tally()
        k = start
        while k < len(turns):
            self.budget -= 1
            turn = turns[k]
            seat = turn.seat
            if seat != to_move:
                break
            to_move = ahead.next_seat[seat]
            if layout.lead >= 0 and (turn.draws or turn.passed) and held[seat] & layout.playable_mask():
                break
            if turn.draws:
                table.counts[seat] += turn.draws
                if turn.drawn:
                    for drawn in turn.drawn:
                        held[seat] |= 1 << drawn.id
                else:
                    full[seat] = False
            if turn.tile is None:
                tally.steps += 1
                k += 1
                continue
            tile = turn.tile.id
            arm = _arm(layout, tile, turn)
            taken = (table.placed | ahead.kept) >> tile & 1 or any(
                mask >> tile & 1 for other, mask in enumerate(held) if other != seat
            )
            if full[seat] and not held[seat] >> tile & 1 and not taken:
                if held[seat] & layout.playable_mask() or layout.lead < 0 or mends <= 0:
                    break  # a tile the seat cannot hold
                mends -= 1  # a draw left out, as the replay reads it: a finding, and on as written
                tally.misses += 1
                full[seat] = False
            if taken and tile in table.guesses:  # a tile this reading guessed earlier, written again
                if table.guesses[tile][1] != seat or self.budget < 0:
                    break  # by another seat: the guess was wrong
                swap = self.swap(table, k, turn, to_move, mends)
                if swap is None:
                    break
                tally.add(swap)
                return tally.placement(-1, -1, swap.whole)
            if taken or arm < -1:
                if mends <= 0 or self.budget < 0:
                    break
                rest = self.mend(table, k, turn, to_move, mends - 1, elsewhere=bool(taken))
                if rest is None:
                    break
                tally.add(rest)
                tally.misses += 1
                return tally.placement(-1, -1, rest.whole)
            if turn.points is not None and arm >= 0 and mends > 0 and self.budget >= 0:
                rest = self.claimed(table, k, turn, arm, to_move, mends)
                if rest is not None:
                    tally.add(rest)
                    return tally.placement(-1, -1, rest.whole)
            points = layout.put(tile, arm)
            missed = _missed(ahead, k, points)
            tally.misses += missed
            tally.plain += missed if table.plain else 0
            tally.quiet += ahead.claims and points > 0 and turn.points is None
            tally.confirmed += points > 0 and turn.points == points
            table.placed |= 1 << tile
            held[seat] &= ~(1 << tile)
            tally.steps += 1
            k += 1
            table.counts[seat] -= 1
            if not table.counts[seat] and k < len(turns):
                break  # the seat went out: the turns after it cannot be made
        if k == len(turns) and ahead.out >= 0 and table.counts[ahead.out]:
            tally.misses += 1  # the record says a seat went out that still holds tiles
        return tally.placement(-1, -1, k == len(turns))

    def mend(
        self, table: _Table, k: int, turn: Turn, to_move: int, mends: int, *, elsewhere: bool = False
    ) -> Candidate | None:
        """Turn ``k``, which cannot be made as written, made on each arm its tile fits.

        Where the tile fits none, or is ``elsewhere`` (on the table, or in another hand),
        each tile the seat could hold is tried in its place. The reading of the rest that
        explains the most is returned (its steps count this turn); None if no tile fits.
        """
        assert turn.tile is not None
        layout, seat, recorded = table.layout, turn.seat, turn.tile.id
        tried = [] if elsewhere else options(layout, [recorded])
        if not tried:
            if table.full[seat]:
                pool = [tile for tile in range(TILE_COUNT) if table.held[seat] >> tile & 1]
            else:
                out = table.placed | self.ahead.kept
                for other, mask in enumerate(table.held):
                    out |= mask if other != seat else 0
                pool = [tile for tile in range(TILE_COUNT) if not out >> tile & 1]
            tried = options(layout, like(recorded, [tile for tile in pool if tile != recorded]))
        found: Candidate | None = None
        for tile, arm in tried:
            branch = table.copy()
            branch.plain = False
            reading = self.placed(branch, k, tile, arm, recorded, to_move, mends)
            if found is None or reading.rank > found.rank:
                found = reading
        return found

    def claimed(
        self, table: _Table, k: int, turn: Turn, arm: int, to_move: int, mends: int
    ) -> Candidate | None:
        """Turn ``k``, whose claim is off on the arm written, read on another arm the claim bears out.

        As the replay reads such a turn (``TurnCheck.claimed_arm``): the arm written, unless
        the rest of the hand follows better from the tile on an arm where it scores what is
        claimed; then the arm is the slip, a finding. None if the claim holds on the arm
        written, or on no other.
        """
        assert turn.tile is not None and turn.points is not None
        tile, layout = turn.tile.id, table.layout
        if layout.copy().put(tile, arm) == turn.points:
            return None
        others = [a for a in layout.arms_for(tile) if a != arm and layout.copy().put(tile, a) == turn.points]
        if not others:
            return None
        written = self.placed(table.copy(), k, tile, arm, tile, to_move, mends)
        if written.whole and written.misses <= 1:
            return written  # the claim alone is off: the rest follows from the arm written
        found = written
        for other in others:
            branch = table.copy()
            branch.plain = False
            reading = self.placed(branch, k, tile, other, tile, to_move, mends - 1)
            reading = replace(reading, misses=reading.misses + 1)
            if (reading.steps, -reading.misses) > (found.steps, -found.misses):
                found = reading
        return found

    def swap(self, table: _Table, k: int, turn: Turn, to_move: int, mends: int) -> Candidate | None:
        """Turn ``k`` made with the tile the record gave where the reading placed this turn's tile.

        No finding: the two tiles were swapped, one slip already counted. None if that tile
        cannot be here.
        """
        assert turn.tile is not None
        other = table.guesses[turn.tile.id][0]
        taken = (table.placed | self.ahead.kept) >> other & 1 or any(
            mask >> other & 1 for seat, mask in enumerate(table.held) if seat != turn.seat
        )
        arms = table.layout.arms_for(other)
        if taken or not arms:
            return None
        written = None if turn.arm is None else arm_written(table.layout, turn.arm)
        if written is not None and written in arms:
            arms = [written]
        found: Candidate | None = None
        for arm in arms:
            branch = table.copy()
            branch.plain = False
            del branch.guesses[turn.tile.id]
            reading = self.placed(branch, k, other, arm, other, to_move, mends)
            if found is None or reading.rank > found.rank:
                found = reading
        return found

    def placed(
        self, table: _Table, k: int, tile: int, arm: int, recorded: int, to_move: int, mends: int
    ) -> Candidate:
        """Turn ``k`` read as ``tile`` on ``arm`` on ``table`` (changed), then the turns after it."""
        ahead = self.ahead
        turn = ahead.turns[k]
        if tile != recorded and recorded >= 0:
            table.guesses[tile] = (recorded, turn.seat)
        points = table.layout.put(tile, arm)
        missed = _missed(ahead, k, points)
        table.held[turn.seat] &= ~(1 << tile)
        table.placed |= 1 << tile
        table.counts[turn.seat] -= 1
        if not table.counts[turn.seat] and k + 1 < len(ahead.turns):
            rest = Candidate(-1, -1, 0, 0, False)  # the seat went out: the turns after it cannot be made
        else:
            rest = self.follow(table, k + 1, to_move, mends)
        same = tile == recorded
        tally = _Tally(
            steps=1,
            misses=missed if same else 0,
            quiet=int(same and ahead.claims and points > 0 and turn.points is None),
            hint=0 if same else missed,
            plain=missed if same and table.plain else 0,
            guessed=0 if same or k == self.first else 1,
        )
        tally.add(rest)
        return replace(tally.placement(tile, arm, rest.whole), own=missed if same else 0)

    def reach(self, t: int, tile: int, arm: int, mends: int) -> Candidate:
        """How far the hand replays if turn ``t`` put ``tile`` on ``arm``: this turn, then :meth:`follow`."""
        ahead = self.ahead
        turn = ahead.turns[t]
        table = self.table()
        recorded = -1 if turn.tile is None else turn.tile.id
        table.plain = tile == recorded and arm == _arm(table.layout, tile, turn)
        return self.placed(table, t, tile, arm, recorded, ahead.next_seat[turn.seat], mends)


def rest_holds(ahead: Ahead, start: int, to_move: int, mends: int = MENDS) -> Candidate:
    """Whether the turns from ``start`` on can be made from the table as it stands, with ``mends`` mends.

    A look-ahead of its own: see :meth:`_Look.follow`.
    """
    look = _Look(ahead)
    return look.follow(look.table(), start, to_move, mends)


def options(layout: Layout, tiles: Sequence[int]) -> list[tuple[int, int]]:
    """Each of ``tiles`` on each arm it fits, in order (as the lead, arm -1, before anything is led)."""
    if layout.lead < 0:
        return [(tile, -1) for tile in tiles]
    return [(tile, arm) for tile in tiles for arm in layout.arms_for(tile)]


def best(ahead: Ahead, t: int, tried: Sequence[tuple[int, int]], mends: int = MENDS) -> Candidate | None:
    """Of the placements ``tried`` (tile, arm) at turn ``t``, the one that explains the most of the rest.

    The one the rest of the hand fits furthest, then with the fewest findings, then the
    fewest scores left unclaimed, then the fewest claims against it, then the first; None
    if there is none to try.
    """
    look = _Look(ahead, t)
    found: Candidate | None = None
    ties = 0
    for tile, arm in tried:
        placement = look.reach(t, tile, arm, mends)
        if found is None or placement.rank > found.rank:
            found, ties = placement, 1
        elif placement.rank == found.rank:
            ties += 1
    return None if found is None else replace(found, ties=ties)


def like(recorded: int, tiles: Sequence[int]) -> list[int]:
    """``tiles``, those sharing a half with ``recorded`` first: a slip of the pen keeps one number."""
    halves = {TILES[recorded].low, TILES[recorded].high}
    return sorted(tiles, key=lambda tile: not halves & {TILES[tile].low, TILES[tile].high})


def _arm(layout: Layout, tile: int, turn: Turn) -> int:
    """The arm ``turn`` puts ``tile`` on (-1: the lead), or -2 if it cannot be put where the record says."""
    if layout.lead < 0:
        return -1
    if turn.arm is None:
        arms = layout.arms_for(tile)
        return arms[0] if len(arms) == 1 else -2
    arm = arm_written(layout, turn.arm)
    if arm is None:
        return -2
    end = layout.ends[arm]
    return arm if end >= 0 and OTHER_HALF[tile][end] >= 0 else -2


def _missed(ahead: Ahead, k: int, points: int) -> int:
    """1 if turn ``k`` claims other points than ``points`` (or, last, scores none where it must), else 0."""
    claimed = ahead.turns[k].points
    last = k == len(ahead.turns) - 1
    return int((claimed is not None and claimed != points) or (ahead.scores_last and last and not points))
