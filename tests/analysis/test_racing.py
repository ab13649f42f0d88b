"""The search's sequential test, on outcomes made up for it: paired gaps, looks, setting aside, settling."""

from __future__ import annotations

import random
from statistics import NormalDist

import pytest

from allfives_notation.analysis.racing import (
    FIRST_LOOK,
    INACCURACY,
    MISTAKE,
    Race,
    early_z,
    gap,
    looks,
)


def test_the_looks_double_from_16_to_the_budget() -> None:
    assert looks(640) == [16, 32, 64, 128, 256, 512, 640]
    assert looks(16) == [16]
    assert looks(10) == [10]


def test_the_early_looks_share_two_and_a_half_percent_so_each_asks_more_than_one_look_would() -> None:
    for budget in (64, 640, 10_000):
        early = len(looks(budget)) - 1
        assert early_z(budget) == pytest.approx(NormalDist().inv_cdf(1 - 0.025 / early))
        assert early_z(budget) > 1.96


def test_a_gap_is_measured_deal_by_deal_on_the_deals_both_have() -> None:
    ahead = [10.0, 30.0, 20.0, 20.0]
    behind = [7.0, 27.0]  # searched in the first two deals only: 3 behind in each
    found = gap(ahead, behind)
    assert (found.mean, found.error, found.deals) == (3.0, 0.0, 2)
    # not the 20 - 17 of the means over different deals, by luck the same here: see the next one
    luckless = gap([10.0, 30.0, 50.0], [40.0, 60.0])
    assert luckless.mean == -30.0  # behind by 30 in each deal it shared, whatever the third gave


def test_differences_not_yet_seen_widen_a_gap_that_looks_certain() -> None:
    same = [5.0] * 16
    assert gap(same, same).error == 0.0
    assert gap(same, same, swing=40.0).error == pytest.approx(40.0 / 16)


def race_of(outcomes: list[list[float]], played: int | None, budget: int, adaptive: bool = True) -> Race:
    """A race fed ``outcomes`` (one list per option, in points) deal by deal until it may stop."""
    race = Race(len(outcomes), played, budget, adaptive, True)
    for d in range(budget):
        for i in list(race.alive):
            race.add(i, outcomes[i][d], 0.5 + outcomes[i][d] / 1000, False)
        if race.dealt():
            break
    return race


def noisy(mean: float, deals: int, rng: random.Random, spread: float = 30.0) -> list[float]:
    return [mean + rng.gauss(0, spread) for _ in range(deals)]


def test_an_option_far_behind_is_set_aside_and_one_level_with_the_leader_never() -> None:
    rng = random.Random(1)
    common = noisy(0, 640, rng)  # what the deal gives every option: cancels in the gaps
    outcomes = [
        [c + 10 + e for c, e in zip(common, noisy(0, 640, rng, 5), strict=True)],  # the best
        [c + 10 + e for c, e in zip(common, noisy(0, 640, rng, 5), strict=True)],  # level with it
        [c - 40 + e for c, e in zip(common, noisy(0, 640, rng, 5), strict=True)],  # far behind
    ]
    race = race_of(outcomes, None, 640, adaptive=False)
    assert race.alive == [0, 1]
    assert len(race.gains[2]) == FIRST_LOOK  # set aside at the first look
    assert len(race.gains[0]) == len(race.gains[1]) == 640  # never set aside: every deal


def test_the_move_played_is_searched_in_every_deal_however_far_behind() -> None:
    rng = random.Random(2)
    outcomes = [noisy(20, 640, rng, 2), noisy(-60, 640, rng, 2), noisy(-60, 640, rng, 2)]
    race = race_of(outcomes, 1, 640, adaptive=False)
    assert 1 in race.alive and len(race.gains[1]) == 640
    assert 2 not in race.alive


def test_a_loss_far_past_a_blunder_settles_at_the_first_look() -> None:
    rng = random.Random(3)
    outcomes = [noisy(40, 640, rng, 3), noisy(0, 640, rng, 3)]
    race = race_of(outcomes, 1, 640)
    assert race.deals == FIRST_LOOK


def test_a_loss_on_a_threshold_is_searched_until_the_budget_could_no_longer_clear_it() -> None:
    rng = random.Random(4)
    outcomes = [noisy(INACCURACY, 640, rng), noisy(0, 640, rng)]
    race = race_of(outcomes, 1, 640)
    assert race.deals >= 512  # the last look before the budget, or the budget


def test_two_moves_alike_in_every_deal_are_not_settled_as_equal_at_once() -> None:
    # No difference in the first deals proves little: the range of the outcomes says how big one could be.
    same = noisy(0, 640, random.Random(5))
    race = race_of([same, same[:]], 1, 640)
    assert race.deals > FIRST_LOOK


def test_the_only_good_move_is_settled_only_when_every_other_is_a_mistake_behind_or_plainly_not() -> None:
    rng = random.Random(6)
    clear = race_of([noisy(30, 640, rng, 2), noisy(0, 640, rng, 2), noisy(-5, 640, rng, 2)], 0, 640)
    assert clear.deals == FIRST_LOOK  # every other far more than a mistake behind: ! at once
    close = race_of([noisy(MISTAKE, 640, rng), noisy(0, 640, rng)], 0, 640)
    assert close.deals >= 512  # a mistake ahead, neither more nor less: plain only near the budget


def test_a_loss_against_a_best_chosen_on_other_deals_is_not_made_of_the_luck_that_chose_it() -> None:
    # Eight options all worth the same: the one that did best on all the deals did so by luck,
    # and the move played seems to lose to it; chosen on half the deals and measured on the
    # other half, the best is no better than the rest, and the loss is about nothing.
    rng = random.Random(7)
    naive = held_out = 0.0
    for _ in range(40):
        race = race_of([noisy(0, 64, rng) for _ in range(8)], 0, 64, adaptive=False)
        naive += race.gap(race.leader(), 0).mean
        held_out += race.held_out_gap(0, race.gains).mean
    assert naive / 40 > 4  # the winner's curse: several points at 64 deals
    assert abs(held_out / 40) < 1.5


def test_where_one_option_is_best_on_both_halves_the_held_out_gap_is_the_gap() -> None:
    rng = random.Random(8)
    outcomes = [noisy(30, 64, rng, 3), noisy(0, 64, rng, 3)]
    race = race_of(outcomes, 1, 64, adaptive=False)
    assert race.held_out_gap(1, race.gains).mean == pytest.approx(race.gap(0, 1).mean)
