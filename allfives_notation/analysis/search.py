"""Every option of a decision valued from the mover's knowledge: sampled deals searched, or exact search.

Each option's value is the expected points for the mover's side from now to the end of
the hand (placements, and the deductions or awards at its end) less the other sides'
(their average, with three players). Where the target is within reach this hand, each
option also gets its chance to win the game. docs/analysis.md says why the search is
built this way and how far to trust it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from math import exp
from typing import Final

from allfives_notation.analysis.board import PLACED, Deal, arms_for, peek, play_out, playable
from allfives_notation.analysis.knowledge import NotJudgedError, Position
from allfives_notation.analysis.sampler import sampler_for

#: Default search settings (``allfives annotate`` and the ``analyst`` player).
SAMPLES: Final = 160
DEPTH: Final = 1
#: In the play-outs, each seat weighs the most the next seat could score in reply by this much.
WARY: Final = 0.5
MOST_WARY: Final = 4.0
EXACT_NODES: Final = 40_000
#: Options are first compared after this many deals, then after every PRUNE_EVERY more.
PRUNE_FROM: Final = 8
PRUNE_EVERY: Final = 4
#: An option this many standard errors behind the leader, deal for deal, is searched no further.
PRUNE_Z: Final = 2.0
#: Points of lead that make a side about e times likelier to win a race not decided this hand.
RACE_SCALE: Final = 40.0


@dataclass(frozen=True, slots=True)
class Settings:
    """How hard to look: deals, plies searched in full, a time limit per turn, the seed, the play-outs."""

    samples: int = SAMPLES
    depth: int = DEPTH
    time_per_turn: float | None = None  # seconds; None: no limit
    seed: int = 0
    exact_nodes: int = EXACT_NODES  # exact search gives up beyond this many positions
    prune: bool = True  # stop searching options clearly worse than the best (see _survivors)
    wary: float = WARY  # play-outs: points now less this times the next seat's best reply (0: greedy)
    reading: bool = False  # deal as if the other seats play as the greedy player does (Position.read)

    def __post_init__(self) -> None:
        if not 0.0 <= self.wary <= MOST_WARY:
            raise ValueError(f"the reply weight is a number from 0 to {MOST_WARY:g}, not {self.wary}")


@dataclass(frozen=True, slots=True)
class Option:
    """One placement and what it is worth: its points now, expected points to the hand's end, win chance."""

    tile: int
    arm: int  # -1 for the lead
    points: int
    value: float
    win: float | None  # None where the target is out of reach this hand


@dataclass(frozen=True, slots=True)
class Verdict:
    """The options of one decision, best first, and how they were judged."""

    seat: int
    options: tuple[Option, ...]
    exact: bool  # every hidden tile was deducible and the search was exact
    samples: int  # deals searched (1 when exact)
    reach: bool  # the target is within reach this hand: win chances rank the options

    @property
    def best(self) -> Option:
        """The best option."""
        return self.options[0]

    def option(self, tile: int, arm: int) -> Option | None:
        """The option placing ``tile`` on ``arm``, if it is one."""
        for option in self.options:
            if option.tile == tile and option.arm == arm:
                return option
        return None

    def loss(self, option: Option) -> float:
        """What ``option`` gives away against the best: points, or where the target is in reach, chance."""
        if self.reach:
            assert option.win is not None and self.best.win is not None
            return self.best.win - option.win
        return self.best.value - option.value


def options_of(position: Position) -> list[tuple[int, int]]:
    """Every placement the mover may make, as (tile, arm)."""
    board = position.board
    if position.forced >= 0:
        return [(position.forced, arm) for arm in arms_for(board, position.forced)]
    mask = position.held & playable(board)
    return [(tile, arm) for tile in range(28) if mask >> tile & 1 for arm in arms_for(board, tile)]


def race(scores: Sequence[int], target: int, side: int) -> float:
    """A rough chance that ``side`` wins a game not decided this hand: the nearer the target, the likelier."""
    weights = [exp(-max(target - score, 0) / RACE_SCALE) for score in scores]
    return weights[side] / sum(weights)


def gain(start: Sequence[int], final: Sequence[int], side: int) -> float:
    """Points ``side`` gained from ``start`` to ``final`` less the other sides' average gain."""
    others = [final[s] - start[s] for s in range(len(final)) if s != side]
    return final[side] - start[side] - sum(others) / len(others)


class _TooBigError(Exception):
    """The exact search met more positions than it may."""


class _Exact:
    """Minimax over a deal with every tile known (two sides): points, or the chance to win the game."""

    def __init__(self, start: Sequence[int], side: int, nodes: int, wins: bool) -> None:
        self.start = list(start)
        self.side = side
        self.nodes = nodes
        self.wins = wins
        self.memo: dict[tuple[object, ...], float] = {}
        self.decided = False  # some line ends the game this hand

    def terminal(self, deal: Deal, winner: int | None) -> float:
        if winner is not None:
            self.decided = True
        if not self.wins:
            return gain(self.start, deal.scores, self.side)
        if winner is not None:
            return 1.0 if winner == self.side else 0.0
        return race(deal.scores, deal.rules.target, self.side)

    def after(self, deal: Deal, tile: int, arm: int) -> float:
        """The value once the seat to move places ``tile`` on ``arm``."""
        child = deal.copy()
        seat = child.seat
        ended = child.play(tile, arm)
        if ended is not None:
            return self.terminal(child, child.finish(ended, seat))
        return self.value(child)

    def value(self, deal: Deal) -> float:
        while True:
            options = deal.options()
            if options:
                break
            ended = deal.stuck()
            if ended is not None:
                return self.terminal(deal, deal.finish(ended, deal.seat))
        if len(options) == 1:
            return self.after(deal, *options[0])
        key = (
            tuple(deal.board),
            tuple(deal.held),
            deal.seat,
            deal.passes,
            deal.drawable,
            deal.at,
            deal.forced,
            tuple(deal.scores),
        )
        found = self.memo.get(key)
        if found is not None:
            return found
        self.nodes -= 1
        if self.nodes < 0:
            raise _TooBigError
        values = [self.after(deal, tile, arm) for tile, arm in options]
        mine = deal.rules.side_of[deal.seat] == self.side
        best = max(values) if mine else min(values)
        self.memo[key] = best
        return best


def exact_values(
    deal: Deal, options: Sequence[tuple[int, int]], nodes: int = EXACT_NODES
) -> tuple[list[float], list[float] | None]:
    """Each option's true value in points for the mover's side, and its chance to win where that is in reach.

    For two sides with every tile known; raises ``_TooBigError`` past ``nodes`` positions.
    """
    side = deal.rules.side_of[deal.seat]
    points = _Exact(deal.scores, side, nodes, wins=False)
    values = [points.after(deal, tile, arm) for tile, arm in options]
    if not points.decided:
        return values, None
    wins = _Exact(deal.scores, side, nodes, wins=True)
    return values, [wins.after(deal, tile, arm) for tile, arm in options]


def _ahead(deal: Deal, depth: int, wary: float) -> int | None:
    """Play ``deal`` to the end of the hand: ``depth`` more decisions searched in full, then play-outs.

    Each seat searched picks what is best for its own side in points; the rest is played
    as :func:`~allfives_notation.analysis.board.play_out` plays with ``wary``; returns the winner.
    """
    if depth <= 0:
        return play_out(deal, wary)
    start = deal.scores[:]
    while True:
        options = deal.options()
        if options:
            break
        ended = deal.stuck()
        if ended is not None:
            return deal.finish(ended, deal.seat)
    seat = deal.seat
    side = deal.rules.side_of[seat]
    best: tuple[float, Deal, int | None] | None = None
    for tile, arm in options:
        child = deal.copy()
        PLACED[0] += 1
        ended = child.play(tile, arm)
        winner = child.finish(ended, seat) if ended is not None else _ahead(child, depth - 1, wary)
        gained = gain(start, child.scores, side)
        if best is None or gained > best[0]:
            best = (gained, child, winner)
    assert best is not None
    _, child, winner = best
    for name in Deal.__slots__:
        setattr(deal, name, getattr(child, name))
    return winner


def evaluate(position: Position, settings: Settings = Settings()) -> Verdict:
    """Judge every option of ``position`` (see the module text); the same settings give the same verdict."""
    options = options_of(position)
    if not options:
        raise NotJudgedError("the mover has no tile that fits: nothing to judge")
    rules = position.rules
    side = rules.side_of[position.seat]
    sampler = sampler_for(position, settings.reading)
    rng = random.Random(settings.seed)
    points_now = [peek(position.board, tile, arm) for tile, arm in options]
    rest = sum(slot.size for slot in sampler.slots if slot.holder < 0)
    if rules.sides == 2 and sampler.deducible() and (position.drawable == 0 or rest <= 1):
        held, boneyard = sampler.draw(rng)
        deal = _deal(position, held, boneyard)
        try:
            values, wins = exact_values(deal, options, settings.exact_nodes)
        except _TooBigError:
            pass
        else:
            return _verdict(position, options, points_now, values, wins, True, 1)
    gains: list[list[float]] = [[] for _ in options]  # per option, its gain in each deal it was searched in
    chances: list[list[float]] = [[] for _ in options]  # the same, as the chance to win the game
    alive = list(range(len(options)))
    decided = False
    deadline = None if settings.time_per_turn is None else time.perf_counter() + settings.time_per_turn
    searched = 0
    start = list(position.scores)
    target = rules.target
    for _ in range(max(1, settings.samples)):
        if deadline is not None and searched and time.perf_counter() > deadline:
            break
        held, boneyard = sampler.draw(rng)
        root = _deal(position, held, boneyard)
        searched += 1
        for i in alive:
            tile, arm = options[i]
            deal = root.copy()
            PLACED[0] += 1
            ended = deal.play(tile, arm)
            if ended is not None:
                winner = deal.finish(ended, position.seat)
            else:
                winner = _ahead(deal, settings.depth - 1, settings.wary)
            gains[i].append(gain(start, deal.scores, side))
            if winner is not None:
                decided = True
                chances[i].append(1.0 if winner == side else 0.0)
            else:
                chances[i].append(race(deal.scores, target, side))
        if settings.prune and len(alive) > 1 and searched >= PRUNE_FROM and searched % PRUNE_EVERY == 0:
            alive = _survivors(alive, chances if decided else gains)
    values = _values(gains, alive)
    wins = _values(chances, alive) if decided else None
    return _verdict(position, options, points_now, values, wins, False, searched)


def _survivors(alive: list[int], outcomes: Sequence[Sequence[float]]) -> list[int]:
    """The options still worth searching: those not clearly worse than the leader on the same deals.

    Every option alive has been searched in the same deals, so each is compared with the
    leader deal by deal (common random numbers): an option is dropped when its mean
    shortfall is at least :data:`PRUNE_Z` standard errors, or when it has matched the
    leader in every deal so far (the two are alike; the leader speaks for both).
    """
    n = len(outcomes[alive[0]])
    means = {i: sum(outcomes[i]) / n for i in alive}
    leader = max(alive, key=lambda i: (means[i], -i))
    best = outcomes[leader]
    kept = []
    for i in alive:
        if i == leader:
            kept.append(i)
            continue
        diffs = [b - o for b, o in zip(best, outcomes[i], strict=True)]
        mean = sum(diffs) / n
        spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean * mean * n >= PRUNE_Z * PRUNE_Z * spread and (mean > 0 or spread == 0):
            continue
        kept.append(i)
    return sorted(kept)


def _values(outcomes: Sequence[Sequence[float]], alive: Sequence[int]) -> list[float]:
    """Each option's mean over the deals, an option dropped early measured against the best on its deals.

    An option searched in the first m deals only is worth the best option's mean less its
    mean shortfall to the best in those m deals: the comparison stays deal by deal.
    """
    best = max(alive, key=lambda i: (sum(outcomes[i]), -i))
    top = outcomes[best]
    full = sum(top) / len(top)
    values = []
    for these in outcomes:
        m = len(these)
        values.append(full - (sum(top[:m]) - sum(these)) / m)
    return values


def _deal(position: Position, held: list[int], boneyard: list[int]) -> Deal:
    return Deal(
        position.rules,
        position.board[:],
        held,
        boneyard,
        position.drawable,
        position.seat,
        position.passes,
        list(position.scores),
        position.forced,
    )


def _verdict(
    position: Position,
    options: Sequence[tuple[int, int]],
    points: Sequence[int],
    values: Sequence[float],
    wins: Sequence[float] | None,
    exact: bool,
    samples: int,
) -> Verdict:
    judged = [
        Option(tile, arm, points[i], values[i], None if wins is None else wins[i])
        for i, (tile, arm) in enumerate(options)
    ]
    if wins is not None:
        judged.sort(key=lambda o: (-(o.win or 0.0), -o.value, o.tile, o.arm))
    else:
        judged.sort(key=lambda o: (-o.value, o.tile, o.arm))
    return Verdict(position.seat, tuple(judged), exact, samples, wins is not None)
