"""The search's sequential test, on outcomes made up for it: paired gaps, looks, setting aside, settling."""

from __future__ import annotations

import random
from statistics import NormalDist

import pytest
from hypothesis import given
from hypothesis import strategies as st

from allfives_notation.analysis.racing import (
    BLUNDER,
    CHANCE_STEPS,
    FIRST_LOOK,
    INACCURACY,
    MISTAKE,
    POINT_STEPS,
    POINTS_ERROR,
    Gap,
    Race,
    early_z,
    futile,
    gap,
    glyph_band,
    looks,
)


def test_the_looks_double_from_16_to_the_budget() -> None:
    assert looks(640) == [16, 32, 64, 128, 256, 512, 640]
    assert looks(16) == [16]
    assert looks(10) == [10]


def test_the_early_looks_share_two_and_a_half_percent_so_each_asks_more_than_one_look_would() -> None:
    # 2.5% shared by the 2, 6 and 10 looks before the last: the normal table's 1.25%, 0.417%, 0.25% points
    assert early_z(64) == pytest.approx(2.241, abs=0.001)
    assert early_z(640) == pytest.approx(2.638, abs=0.001)
    assert early_z(10_000) == pytest.approx(2.807, abs=0.001)
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


@pytest.mark.parametrize(
    ("low", "high", "glyph"),
    [
        (3.0, 6.9, "?!"),
        (7.0, 14.9, "?"),
        (15.0, 99.0, "??"),
        (-99.0, -7.0, "!"),
        (-6.9, 2.9, ""),  # settled: no glyph
        (2.9, 6.0, None),  # across the inaccuracy threshold
        (6.0, 8.0, None),  # across the mistake threshold: not surely ?, not surely only ?!
        (14.0, 16.0, None),
        (-8.0, -6.0, None),
        (-7.0, 3.0, None),  # touches both edges of none's band
    ],
)
def test_a_glyph_only_where_the_interval_lies_within_its_band(
    low: float, high: float, glyph: str | None
) -> None:
    assert glyph_band(low, high, POINT_STEPS) == glyph


def test_in_chance_to_win_the_bands_are_0_05_0_10_0_20() -> None:
    assert glyph_band(0.05, 0.09, CHANCE_STEPS) == "?!"
    assert glyph_band(0.10, 0.19, CHANCE_STEPS) == "?"
    assert glyph_band(0.20, 0.50, CHANCE_STEPS) == "??"
    assert glyph_band(-0.5, -0.10, CHANCE_STEPS) == "!"
    assert glyph_band(-0.09, 0.04, CHANCE_STEPS) == ""
    assert glyph_band(0.04, 0.06, CHANCE_STEPS) is None


@given(st.floats(-40, 40), st.floats(0, 20))
def test_no_glyph_where_the_interval_straddles_a_threshold(low: float, width: float) -> None:
    high = low + width
    found = glyph_band(low, high, POINT_STEPS)
    edges = (-MISTAKE, INACCURACY, MISTAKE, BLUNDER)
    if any(low < edge < high for edge in edges):
        assert found is None
    if found:  # a glyph: each end of the interval would give it alone
        assert glyph_band(low, low, POINT_STEPS) == glyph_band(high, high, POINT_STEPS) == found


def race_of(
    outcomes: list[list[float]],
    played: int | None,
    budget: int,
    adaptive: bool = True,
    by_chance: bool = False,
) -> Race:
    """A race fed ``outcomes`` (one list per option) deal by deal until it may stop.

    By points, the chance is a sliver of the points; by chance, the points are 100 times the chance.
    """
    race = Race(len(outcomes), played, budget, adaptive, True, by_chance=by_chance)
    for d in range(budget):
        for i in list(race.alive):
            found = outcomes[i][d]
            if by_chance:
                race.add(i, 100 * found, found)
            else:
                race.add(i, found, 0.5 + found / 1000)
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


def test_with_a_move_played_what_is_set_aside_is_behind_the_best_other_option() -> None:
    # The move played leads by far; of the others, one is plainly behind the best of them:
    # it cannot be what the move played is measured against, so it is searched no further.
    rng = random.Random(9)
    outcomes = [noisy(40, 640, rng, 2), noisy(0, 640, rng, 2), noisy(-20, 640, rng, 2)]
    race = race_of(outcomes, 0, 640, adaptive=False)
    assert race.alive == [0, 1]
    loss = race.loss()
    assert loss is not None and loss.mean == pytest.approx(-40, abs=1)  # against option 1, the best other


def test_a_loss_far_past_a_blunder_settles_as_soon_as_its_points_are_known() -> None:
    # Plain at the first look; the range of the outcomes (some 60 points) over 16 deals
    # leaves the points more in doubt than POINTS_ERROR, over 32 no longer.
    rng = random.Random(3)
    outcomes = [noisy(50, 640, rng, 3), noisy(0, 640, rng, 3)]
    first = [o[:FIRST_LOOK] for o in outcomes]
    assert (max(map(max, first)) - min(map(min, first))) / FIRST_LOOK > POINTS_ERROR
    race = race_of(outcomes, 1, 640)
    assert race.deals == 2 * FIRST_LOOK and race.stopped == "settled"
    loss = race.loss()
    assert loss is not None and glyph_band(loss.low(), loss.high(), POINT_STEPS) == "??"


def test_a_loss_on_a_threshold_is_never_settled_as_a_glyph() -> None:
    rng = random.Random(4)
    outcomes = [noisy(INACCURACY, 640, rng), noisy(0, 640, rng)]
    race = race_of(outcomes, 1, 640)
    assert race.stopped in (None, "futile")  # the budget spent, or the deals left could not settle it
    loss = race.loss()
    assert loss is not None and not glyph_band(loss.low(), loss.high(), POINT_STEPS)


def test_two_moves_alike_in_every_deal_are_not_settled_as_equal_at_once() -> None:
    # No difference in the first deals proves little: the range of the outcomes says how big one could be.
    same = noisy(0, 640, random.Random(5))
    race = race_of([same, same[:]], 1, 640)
    assert race.deals > FIRST_LOOK


def test_the_only_good_move_is_settled_only_when_every_other_is_a_mistake_behind() -> None:
    rng = random.Random(6)
    clear = race_of([noisy(30, 640, rng, 2), noisy(0, 640, rng, 2), noisy(-5, 640, rng, 2)], 0, 640)
    assert clear.deals <= 2 * FIRST_LOOK and clear.stopped == "settled"  # every other far behind: ! at once
    close = race_of([noisy(MISTAKE, 640, rng), noisy(0, 640, rng)], 0, 640)
    assert close.stopped != "settled"  # a mistake ahead, neither more nor less: never settled


def test_where_ranked_by_chance_the_search_goes_on_until_the_points_lost_are_known() -> None:
    # A chance given away far past a blunder's is plain at once; the points it stands for are
    # known to POINTS_ERROR only after more deals.
    rng = random.Random(10)
    outcomes = [noisy(0.6, 640, rng, 0.25), noisy(0.2, 640, rng, 0.25)]
    race = race_of(outcomes, 1, 640, by_chance=True)
    points = race.loss(race.gains)
    assert race.stopped == "settled" and race.deals > FIRST_LOOK
    assert points is not None and points.error <= POINTS_ERROR


def test_a_loss_that_the_deals_left_cannot_settle_is_futile_and_one_that_they_can_is_not() -> None:
    # On the inaccuracy threshold, the interval at the budget half as wide as now: no band can hold it.
    assert futile(Gap(INACCURACY, 0.5, 512), 512 / 640, 2.0, POINT_STEPS)
    # In the middle of the ? band, the interval narrowing: it may yet lie within the band.
    assert not futile(Gap(11.0, 3.0, 64), 64 / 640, 2.0, POINT_STEPS)
    # Near nothing and known well: no glyph can be reached, and none needs settling.
    assert futile(Gap(0.0, 0.3, 64), 64 / 640, 2.0, POINT_STEPS)


def test_a_loss_against_a_best_chosen_on_other_deals_is_not_made_of_the_luck_that_chose_it() -> None:
    # Eight options all worth the same: the one that did best on all the deals did so by luck,
    # and the move played seems to lose to it; chosen on half the deals and measured on the
    # other half, the best is no better than the rest, and the loss is about nothing.
    rng = random.Random(7)
    naive = held_out = 0.0
    for _ in range(40):
        race = race_of([noisy(0, 64, rng) for _ in range(8)], 0, 64, adaptive=False)
        naive += race.gap(race.leader(race.others()), 0).mean
        loss = race.loss()
        assert loss is not None
        held_out += loss.mean
    assert naive / 40 > 4  # the winner's curse: several points at 64 deals
    assert abs(held_out / 40) < 1.5


def test_where_one_option_is_best_on_both_halves_the_held_out_gap_is_the_gap() -> None:
    rng = random.Random(8)
    outcomes = [noisy(30, 64, rng, 3), noisy(0, 64, rng, 3)]
    race = race_of(outcomes, 1, 64, adaptive=False)
    assert race.held_out_gap(1, race.gains, [0]).mean == pytest.approx(race.gap(0, 1).mean)
