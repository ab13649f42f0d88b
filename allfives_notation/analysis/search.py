"""Every option of a decision valued from the mover's knowledge: sampled deals searched, or exactly.

Each option's value is the expected points for the mover's side from now to the end of
the hand (placements, and the deductions or awards at its end) less the other sides'
(their average, with three players), with its standard error. Where the target is within
reach (:func:`within_reach`), each option also gets its chance to win the game, and the
options are ranked by it. Three ways, the first that applies: exact search where every tile is known;
the exact expectation over every deal that fits, where they are few; else sampled deals
raced as :mod:`allfives_notation.analysis.racing` says. docs/analysis.md says why the search
is built this way and how far to trust it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from math import exp, sqrt
from typing import Final

from allfives_notation.analysis.board import (
    PLACED,
    Board,
    OpenHand,
    arms_for,
    mirror_image,
    play_out,
    within,
)
from allfives_notation.analysis.knowledge import KnownPosition, NotJudgedError
from allfives_notation.analysis.racing import Gap, Race, count_unit, gap, mean_and_error
from allfives_notation.analysis.sampler import Sampler, sampler_for
from allfives_notation.notation.evaluation import ALL, BUDGET, EXACT, FIXED, SETTLED, TIME, UNSETTLED

#: The most deals per decision: ``allfives annotate``'s adaptive search, and the ``analyst`` player's.
BUDGET_DEALS: Final = 640
SAMPLES: Final = 160
DEPTH: Final = 1
#: In the play-outs, each seat weighs the most the next seat could score in reply by this much.
WARY: Final = 0.5
MOST_WARY: Final = 4.0
EXACT_NODES: Final = 40_000
#: Points of lead that make a side about e times likelier to win a race not decided this hand
#: (in points as R15 counts them; times the count's unit under another count, R20).
RACE_SCALE: Final = 40.0
#: The target is within reach, and the options are ranked by the chance to win, where some side
#: needs at most this share of it (100 of 250): where the game ended this hand in some deal.
REACH: Final = 0.4


@dataclass(frozen=True, slots=True)
class Settings:
    """How hard to look: deals, plies searched in full, a time limit per turn, the seed, the play-outs.

    ``samples`` None is the adaptive search: deals until the verdict is settled (the glyph of
    the move played, or for a player, the best option), at most ``budget``; a number is that
    many deals for every option still searched.
    """

    samples: int | None = None
    budget: int = BUDGET_DEALS
    depth: int = DEPTH
    time_per_turn: float | None = None  # seconds; None: no limit
    seed: int = 0
    exact_nodes: int = EXACT_NODES  # exact search gives up beyond this many positions
    racing: bool = True  # set aside options the sequential test finds behind (analysis/racing.py)
    #: every deal that fits is searched where there are at most this many (None: the most; 0: never)
    all_deals: int | None = None
    wary: float = WARY  # play-outs: points now less this times the next seat's best reply (0: greedy)
    reading: bool = False  # deal as if the other seats play as the greedy player does (KnownPosition.read)

    def __post_init__(self) -> None:
        if not 0.0 <= self.wary <= MOST_WARY:
            raise ValueError(f"the reply weight is a number from 0 to {MOST_WARY:g}, not {self.wary}")
        if self.samples is not None and self.samples < 1:
            raise ValueError(f"a search takes at least one deal, not {self.samples}")
        if self.budget < 1:
            raise ValueError(f"the budget is at least one deal, not {self.budget}")

    @property
    def most(self) -> int:
        """The most deals searched."""
        return self.budget if self.samples is None else self.samples

    @property
    def every_deal_below(self) -> int:
        """Every deal that fits is searched where there are at most this many (the exact expectation)."""
        return self.most if self.all_deals is None else self.all_deals


@dataclass(frozen=True, slots=True)
class Option:
    """One placement and what it is worth: points now, expected points to the hand's end, win chance, errors.

    ``loss`` is what it gives away against the best option, in the ranking's terms (chance
    where the verdict is ranked by it, else points), with its standard error
    ``loss_error``; ``points_loss`` and ``points_loss_error`` the same in points. An option
    set aside is measured deal by deal against the best on the deals it had; one searched
    in every deal, against the best chosen on other deals than those it is measured on
    (:meth:`~allfives_notation.analysis.racing.Race.held_out_gap`), so a loss is not made
    of the luck that picked the best. Errors are 0 where the values are exact. ``deals``:
    how many deals it was searched in (fewer than the verdict's if it was set aside).
    """

    tile: int
    arm: int  # -1 for the lead
    points: int
    value: float
    win: float | None  # None where the target is out of reach this hand
    value_error: float = 0.0
    win_error: float = 0.0
    loss: float = 0.0
    loss_error: float = 0.0
    points_loss: float = 0.0
    points_loss_error: float = 0.0
    deals: int = 1
    same_as: tuple[int, int] | None = None  # the twin it takes its value from (twins_of), if not itself


@dataclass(frozen=True, slots=True)
class Verdict:
    """The options of one decision, best first, and how they were judged.

    ``how`` is ``exact`` (every hidden tile deduced, the rest of the hand solved), ``all``
    (every deal that fits searched), or why the sampled search stopped: ``settled``,
    ``unsettled`` (the deals left could not settle the glyph), ``budget``, ``time`` or
    ``fixed`` (the number of deals asked for). ``loss`` is what the move played (where one
    was given) gives away against the best of the other options, in the ranking's terms,
    negative where it is ahead of them all; ``points_loss`` the same in points; both None
    where it had no other option.
    """

    seat: int
    options: tuple[Option, ...]
    exact: bool  # no sampling error: exact search, or every deal that fits
    samples: int  # deals searched (1 when exact)
    reach: bool  # the target is within reach: win chances rank the options
    how: str = EXACT
    loss: Gap | None = None
    points_loss: Gap | None = None

    @property
    def best(self) -> Option:
        """The best option (always one searched in every deal)."""
        return self.options[0]

    def option(self, tile: int, arm: int) -> Option | None:
        """The option placing ``tile`` on ``arm``, if it is one."""
        for option in self.options:
            if option.tile == tile and option.arm == arm:
                return option
        return None

    def twins(self, one: Option, other: Option) -> bool:
        """Whether two options are twins (mirror-image layouts after them, :func:`twins_of`): one move."""
        first = one.same_as or (one.tile, one.arm)
        return first == (other.same_as or (other.tile, other.arm))


def options_of(position: KnownPosition) -> list[tuple[int, int]]:
    """Every placement the mover may make, as (tile, arm)."""
    board = position.board
    if position.forced >= 0:
        return [(position.forced, arm) for arm in arms_for(board, position.forced)]
    mask = position.held & board.playable_mask()
    return [(tile, arm) for tile in range(28) if mask >> tile & 1 for arm in arms_for(board, tile)]


def within_reach(position: KnownPosition) -> bool:
    """Whether the options are ranked by the chance to win: a side needs at most :data:`REACH` of the target.

    A rule of the scores alone, so the same whatever deals the search meets.
    """
    target = position.rules.target
    return any(target - score <= REACH * target for score in position.scores)


def race_chance(scores: Sequence[int], target: int, side: int, unit: float = 1.0) -> float:
    """A rough chance that ``side`` wins a game not decided this hand: the nearer the target, the likelier.

    ``unit``: what a point as R15 counts it comes to in the count's points (:func:`count_unit`).
    """
    weights = [exp(-max(target - score, 0) / (RACE_SCALE * unit)) for score in scores]
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

    def terminal(self, deal: OpenHand, winner: int | None) -> float:
        if winner is not None:
            self.decided = True
        if not self.wins:
            return gain(self.start, deal.scores, self.side)
        if winner is not None:
            return 1.0 if winner == self.side else 0.0
        rules = deal.rules
        return race_chance(deal.scores, rules.target, self.side, count_unit(rules.table.rules))

    def after(self, deal: OpenHand, tile: int, arm: int) -> float:
        """The value once the seat to move places ``tile`` on ``arm``."""
        child = deal.copy()
        seat = child.seat
        ended = child.play(tile, arm)
        if ended is not None:
            return self.terminal(child, child.finish(ended, seat))
        return self.value(child)

    def value(self, deal: OpenHand) -> float:
        options, ended = deal.next_options()
        if ended is not None:
            return self.terminal(deal, deal.finish(ended, deal.seat))
        if len(options) == 1:
            return self.after(deal, *options[0])
        key = memo_key(deal)
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


def memo_key(deal: OpenHand) -> tuple[object, ...]:
    """All the rest of a hand with every tile known depends on, for the exact search's memo.

    The layout's key (:meth:`Layout.key`: every arm's end and count, and under
    ``spinner=every`` the later doubles' arms, where each stands and which waits, R25), what
    each seat holds, whose turn, the passes in a row, the boneyard still to draw (its list is
    the deal's, so where the next draw is and how many may be drawn say it), a tile that
    must be played and the scores. Positions with the same key are the same game from here.
    """
    return (
        deal.board.key(),
        tuple(deal.held),
        deal.seat,
        deal.passes,
        deal.drawable,
        deal.at,
        deal.forced,
        tuple(deal.scores),
    )


def exact_values(
    deal: OpenHand,
    options: Sequence[tuple[int, int]],
    nodes: int = EXACT_NODES,
    by_chance: bool | None = None,
) -> tuple[list[float], list[float] | None]:
    """Each option's true value in points for the mover's side, and its chance to win where asked.

    For two sides with every tile known; raises ``_TooBigError`` past ``nodes`` positions.
    ``by_chance`` None: the chance where some line ends the game this hand.
    """
    side = deal.rules.side_of[deal.seat]
    points = _Exact(deal.scores, side, nodes, wins=False)
    values = [points.after(deal, tile, arm) for tile, arm in options]
    if not (points.decided if by_chance is None else by_chance):
        return values, None
    wins = _Exact(deal.scores, side, nodes, wins=True)
    return values, [wins.after(deal, tile, arm) for tile, arm in options]


def _ahead(deal: OpenHand, depth: int, wary: float) -> int | None:
    """Play ``deal`` to the end of the hand: ``depth`` more decisions searched in full, then play-outs.

    Each seat searched picks what is best for its own side in points; the rest is played
    as :func:`~allfives_notation.analysis.board.play_out` plays with ``wary``; returns the winner.
    """
    if depth <= 0:
        return play_out(deal, wary)
    start = deal.scores[:]
    options, ended = deal.next_options()
    if ended is not None:
        return deal.finish(ended, deal.seat)
    seat = deal.seat
    side = deal.rules.side_of[seat]
    best: tuple[float, OpenHand, int | None] | None = None
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
    deal.become(child)
    return winner


def evaluate(
    position: KnownPosition, settings: Settings = Settings(), played: tuple[int, int] | None = None
) -> Verdict:
    """Judge every option of ``position`` (see the module text); the same settings give the same verdict.

    ``played`` is the option the record played, as (tile, arm): it is searched in every
    deal, and the adaptive search stops once its glyph is settled.
    """
    options = options_of(position)
    if not options:
        raise NotJudgedError("the mover has no tile that fits: nothing to judge")
    sampler = sampler_for(position, settings.reading)
    rng = random.Random(settings.seed)
    room = position.rules.room(list(position.scores), position.seat)  # R22
    points_now = [within(position.board.peek(tile, arm), room) for tile, arm in options]
    twins = twins_of(position.board, options)
    searched = sorted(set(twins))
    solved = _solved(position, settings, sampler, rng, options, twins, points_now, played)
    if solved is not None:
        return solved
    mine = twins[options.index(played)] if played in options else None
    reach = within_reach(position)
    unit = count_unit(position.table.rules)
    every = _every_deal(sampler, settings.every_deal_below)
    if every is not None:
        race = Race(len(options), mine, len(every), False, False, searched, reach, unit)
        for held, boneyard in every:
            _search_deal(position, settings, options, race, held, boneyard)
            race.dealt()
        return _raced(position, options, twins, points_now, race, ALL, played)
    adaptive = settings.samples is None
    race = Race(len(options), mine, settings.most, adaptive, settings.racing, searched, reach, unit)
    deadline = None if settings.time_per_turn is None else time.perf_counter() + settings.time_per_turn
    how = FIXED if settings.samples is not None else BUDGET
    for _ in range(settings.most):
        held, boneyard = sampler.draw(rng)
        _search_deal(position, settings, options, race, held, boneyard)
        if race.dealt():
            how = SETTLED if race.stopped == "settled" else UNSETTLED
            break
        if deadline is not None and time.perf_counter() > deadline and race.deals < settings.most:
            how = TIME
            break
    return _raced(position, options, twins, points_now, race, how, played)


def _solved(
    position: KnownPosition,
    settings: Settings,
    sampler: Sampler,
    rng: random.Random,
    options: Sequence[tuple[int, int]],
    twins: Sequence[int],
    points: Sequence[int],
    played: tuple[int, int] | None,
) -> Verdict | None:
    """The exact verdict where every hidden tile is deduced and no unknown one is left to draw (two sides)."""
    rest = sum(slot.size for slot in sampler.slots if slot.holder < 0)
    if position.rules.sides != 2 or not sampler.deducible() or (position.drawable and rest > 1):
        return None
    held, boneyard = sampler.draw(rng)
    searched = sorted(set(twins))
    reach = within_reach(position)
    try:
        values, wins = exact_values(
            _deal(position, held, boneyard), [options[i] for i in searched], settings.exact_nodes, reach
        )
    except _TooBigError:
        return None
    judged = {
        i: Option(*options[i], points[i], value, None if wins is None else wins[k])
        for k, (i, value) in enumerate(zip(searched, values, strict=True))
    }
    ranking = dict(zip(searched, values if wins is None else wins, strict=True))
    gains = dict(zip(searched, values, strict=True))
    mine = twins[options.index(played)] if played in options else None
    loss, points_loss = _exact_losses(mine, ranking), _exact_losses(mine, gains)
    return _verdict(position, options, twins, judged, reach, True, 1, EXACT, played, None, loss, points_loss)


def _exact_losses(mine: int | None, values: dict[int, float]) -> Gap | None:
    """What option ``mine`` gives away against the best of the others, exactly (None: none or no other)."""
    others = [value for i, value in values.items() if i != mine]
    if mine is None or not others:
        return None
    return Gap(max(others) - values[mine], 0.0, 1)


def twins_of(board: Board, options: Sequence[tuple[int, int]]) -> list[int]:
    """For each option, the first option it is a twin of (itself if none).

    Two placements of the same tile are twins when they leave layouts that are mirror
    images, west for east or north for south (the rules treat the two arms of a line, and
    the two of the cross, alike): the rest of the hand is the same game, so they are worth
    the same, and only the first is searched.
    """
    seen: dict[tuple[int, ...], int] = {}
    out = []
    for i, (tile, arm) in enumerate(options):
        after = board.copy()
        after.put(tile, arm)
        key = (tile, *mirror_image(after))
        out.append(seen.setdefault(key, i))
    return out


def _search_deal(
    position: KnownPosition,
    settings: Settings,
    options: Sequence[tuple[int, int]],
    race: Race,
    held: list[int],
    boneyard: list[int],
) -> None:
    """Each option still searched, played in one deal and looked ahead to the end of the hand."""
    root = _deal(position, held, boneyard)
    side = position.rules.side_of[position.seat]
    start = list(position.scores)
    target = position.rules.target
    unit = count_unit(position.table.rules)
    for i in race.alive:
        tile, arm = options[i]
        deal = root.copy()
        PLACED[0] += 1
        ended = deal.play(tile, arm)
        if ended is not None:
            winner = deal.finish(ended, position.seat)
        else:
            winner = _ahead(deal, settings.depth - 1, settings.wary)
        if winner is not None:
            chance = 1.0 if winner == side else 0.0
        else:
            chance = race_chance(deal.scores, target, side, unit)
        race.add(i, gain(start, deal.scores, side), chance)


def _every_deal(sampler: Sampler, most: int) -> list[tuple[list[int], list[int]]] | None:
    """Every deal that fits, if there are at most ``most``; else None."""
    if most <= 0 or sampler.deals_in_all() > most:
        return None
    return list(sampler.every_deal())


def _raced(
    position: KnownPosition,
    options: Sequence[tuple[int, int]],
    twins: Sequence[int],
    points: Sequence[int],
    race: Race,
    how: str,
    played: tuple[int, int] | None,
) -> Verdict:
    """The verdict from the race: each option measured against the best on the deals they shared."""
    best = race.leader()
    exact = how == ALL
    value, value_error = mean_and_error(race.gains[best])
    win, win_error = mean_and_error(race.chances[best])
    judged: dict[int, Option] = {}
    for i in sorted(set(twins)):
        points_gap = gap(race.gains[best], race.gains[i], race.swing(race.gains))
        chance_gap = gap(race.chances[best], race.chances[i], race.swing(race.chances))
        if i in race.alive:
            mine, mine_error = mean_and_error(race.gains[i])
            chance, chance_error = mean_and_error(race.chances[i])
            if not exact and i != best:  # against the best as other deals chose it
                points_gap = race.held_out_gap(i, race.gains, race.alive)
                chance_gap = race.held_out_gap(i, race.chances, race.alive)
        else:  # set aside: the best's value less its shortfall on the deals it had
            mine, mine_error = value - points_gap.mean, sqrt(value_error**2 + points_gap.error**2)
            chance, chance_error = win - chance_gap.mean, sqrt(win_error**2 + chance_gap.error**2)
        ranking = chance_gap if race.by_chance else points_gap
        judged[i] = Option(
            options[i][0],
            options[i][1],
            points[i],
            mine,
            chance if race.by_chance else None,
            0.0 if exact else mine_error,
            0.0 if exact else chance_error,
            ranking.mean,
            0.0 if exact or i == best else ranking.error,
            points_gap.mean,
            0.0 if exact or i == best else points_gap.error,
            len(race.gains[i]),
        )
    if exact:  # every deal that fits: the expectations are exact, and so the losses
        means = race.means(race.ranked_by)
        gains = race.means(race.gains)
        alive = set(race.alive)
        loss = _exact_losses(race.played, {i: m for i, m in means.items() if i in alive})
        points_loss = _exact_losses(race.played, {i: m for i, m in gains.items() if i in alive})
    else:
        loss, points_loss = race.loss(), race.loss(race.gains)
    reach, deals = race.by_chance, race.deals
    found = (loss, points_loss)
    return _verdict(position, options, twins, judged, reach, exact, deals, how, played, best, *found)


def _deal(position: KnownPosition, held: list[int], boneyard: list[int]) -> OpenHand:
    return OpenHand(
        position.rules,
        position.board.copy(),
        held,
        boneyard,
        position.drawable,
        position.seat,
        position.passes,
        list(position.scores),
        position.forced,
    )


def _verdict(
    position: KnownPosition,
    options: Sequence[tuple[int, int]],
    twins: Sequence[int],
    judged: dict[int, Option],
    reach: bool,
    exact: bool,
    samples: int,
    how: str,
    played: tuple[int, int] | None,
    best: int | None = None,
    loss: Gap | None = None,
    points_loss: Gap | None = None,
) -> Verdict:
    """Every option, twins valued as their twin, the best first and then by value (or chance).

    The best is the race's (searched in every deal), or where exact the first by rank; where
    the move played is a twin of the best, the move played is named.
    """
    every = []
    for i, (tile, arm) in enumerate(options):
        found = judged[twins[i]]
        same_as = None if twins[i] == i else options[twins[i]]
        every.append(replace(found, tile=tile, arm=arm, same_as=same_as))

    def rank(o: Option) -> tuple[float, float, int, int]:
        return (-(o.win or 0.0) if reach else 0.0, -o.value, o.tile, o.arm)

    ordered = sorted(every, key=rank)
    top = ordered[0] if best is None else next(o for o in ordered if (o.tile, o.arm) == options[best])
    mine = next((o for o in ordered if (o.tile, o.arm) == played), None)
    if mine is not None and (mine.same_as or played) == (top.same_as or (top.tile, top.arm)):
        top = mine
    ordered.remove(top)
    ordered.insert(0, top)
    if best is None:
        ordered = [_against(o, top, reach) for o in ordered]
    return Verdict(position.seat, tuple(ordered), exact, samples, reach, how, loss, points_loss)


def _against(option: Option, best: Option, reach: bool) -> Option:
    """An exact option's loss against the best."""
    points = best.value - option.value
    if reach:
        assert option.win is not None and best.win is not None
        return replace(option, loss=best.win - option.win, points_loss=points)
    return replace(option, loss=points, points_loss=points)
