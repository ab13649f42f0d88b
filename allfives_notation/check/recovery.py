"""After a turn the record gets wrong, whether (and with which placement) the rest of its hand still holds.

Nothing here reports: it only looks ahead on a copy of the layout, so that the replay can
go on from the placement the record's own evidence settles (the claim, the later turns,
the arms later tiles need), or say plainly that the rest of the hand cannot be checked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from allfives_notation.engine.layout import Layout
from allfives_notation.engine.tiles import OTHER_HALF, TILES
from allfives_notation.record.model import Turn


@dataclass(frozen=True, slots=True)
class Ahead:
    """A hand at one turn, as the look-ahead needs it."""

    layout: Layout
    placed: int  # mask of the tiles on the table
    held: tuple[int, ...]  # per seat, the mask of the tiles known to be held
    turns: Sequence[Turn]  # every turn of the hand
    next_seat: Sequence[int]  # who plays after each seat
    scores_last: bool = False  # the record says the hand's last placement reached the target


@dataclass(frozen=True, slots=True)
class Placement:
    """A tile on an arm (-1: the lead), and how the rest of the hand fits it."""

    tile: int
    arm: int
    steps: int  # this turn, then each later turn, up to the first that cannot be made
    misses: int  # the claims among them that are off (a score slip, not a broken layout)
    whole: bool  # whether every later turn can be made: the rest of the hand stays legal
    ties: int = 1  # how many of the placements tried fit the rest of the hand as well as this one


def follow(ahead: Ahead, layout: Layout, placed: int, held: list[int], start: int, to_move: int) -> Placement:
    """Turns ``start`` on, played on ``layout`` (changed): how many can be made, and the misses.

    A turn cannot be made out of turn, on a tile already on the table or known to be in
    another hand, on an arm that is closed or does not take the tile, with an arm left
    out where two fit, or as a draw or pass by a seat known to hold a tile that fits. A
    claim that is off, or a last placement that scores nothing where the record says it
    reached the target, is a miss.
    """
    turns = ahead.turns
    misses = 0
    for k in range(start, len(turns)):
        turn = turns[k]
        seat = turn.seat
        if seat != to_move:
            return Placement(-1, -1, k - start, misses, False)
        to_move = ahead.next_seat[seat]
        if layout.lead >= 0 and (turn.draws or turn.passed) and held[seat] & layout.playable_mask():
            return Placement(-1, -1, k - start, misses, False)
        if turn.tile is None:
            continue
        tile = turn.tile.id
        arm = _arm(layout, tile, turn)
        elsewhere = any(mask >> tile & 1 for other, mask in enumerate(held) if other != seat)
        if placed >> tile & 1 or elsewhere or arm < -1:
            return Placement(-1, -1, k - start, misses, False)
        misses += _missed(ahead, k, layout.put(tile, arm))
        placed |= 1 << tile
        held[seat] &= ~(1 << tile)
    return Placement(-1, -1, len(turns) - start, misses, True)


def reach(ahead: Ahead, t: int, tile: int, arm: int) -> Placement:
    """How far the hand replays if turn ``t`` put ``tile`` on ``arm``: this turn, then :func:`follow`."""
    layout = ahead.layout.copy()
    seat = ahead.turns[t].seat
    missed = _missed(ahead, t, layout.put(tile, arm))
    held = list(ahead.held)
    held[seat] &= ~(1 << tile)
    rest = follow(ahead, layout, ahead.placed | 1 << tile, held, t + 1, ahead.next_seat[seat])
    return Placement(tile, arm, rest.steps + 1, rest.misses + missed, rest.whole)


def rest_holds(ahead: Ahead, start: int, to_move: int) -> Placement:
    """Whether the turns from ``start`` on can all be made as written, from the table as it stands."""
    return follow(ahead, ahead.layout.copy(), ahead.placed, list(ahead.held), start, to_move)


def options(layout: Layout, tiles: Sequence[int]) -> list[tuple[int, int]]:
    """Each of ``tiles`` on each arm it fits, in order (as the lead, arm -1, before anything is led)."""
    if layout.lead < 0:
        return [(tile, -1) for tile in tiles]
    return [(tile, arm) for tile in tiles for arm in layout.arms_for(tile)]


def best(ahead: Ahead, t: int, tried: Sequence[tuple[int, int]]) -> Placement | None:
    """Of the placements ``tried`` (tile, arm), the one the rest of the hand fits furthest.

    Then the one with the fewest misses, then the first; None if there is none to try.
    """
    found: Placement | None = None
    ties = 0
    for tile, arm in tried:
        placement = reach(ahead, t, tile, arm)
        if found is None or (placement.steps, -placement.misses) > (found.steps, -found.misses):
            found, ties = placement, 1
        elif (placement.steps, -placement.misses) == (found.steps, -found.misses):
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
    end = layout.ends[int(turn.arm)]
    return int(turn.arm) if end >= 0 and OTHER_HALF[tile][end] >= 0 else -2


def _missed(ahead: Ahead, k: int, points: int) -> int:
    """1 if turn ``k`` claims other points than ``points`` (or, last, scores none where it must), else 0."""
    claimed = ahead.turns[k].points
    last = k == len(ahead.turns) - 1
    return int((claimed is not None and claimed != points) or (ahead.scores_last and last and not points))
