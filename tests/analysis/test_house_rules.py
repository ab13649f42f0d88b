"""The study, the search and the analyst player under the house rules of other rule books (R20-R24)."""

from __future__ import annotations

import pytest

from allfives_notation.analysis.knowledge import lead_reveals
from allfives_notation.analysis.players import ANALYSIS_PLAYERS
from allfives_notation.analysis.racing import COUNT_UNITS, count_unit, point_steps
from allfives_notation.analysis.search import Settings
from allfives_notation.analysis.study import annotated, decisions, glyph_for, judge_all
from allfives_notation.check import check_game
from allfives_notation.engine import RuleSet, Table, play_game, replay_game
from allfives_notation.engine.rules import Count, FirstLead
from allfives_notation.engine.tiles import TILES, Tile
from allfives_notation.notation.evaluation import Estimate, Evaluation
from allfives_notation.record import Knowledge, View, record_of

QUICK = Settings(samples=2, depth=1, exact_nodes=500)

#: Each new rule set, as (named rule set, variants, a target's number or None).
HOUSE_RULES = (
    ("allfives", {"count": "fifths"}, "15"),
    ("allfives", {"count": "fives-and-threes"}, "21"),
    ("allfives", {"hand-end": "last-tile"}, "50"),
    ("allfives", {"target": "exact"}, "50"),
    ("allfives", {"first-lead": "lowest-tile"}, "50"),
    ("allfives", {"first-lead": "highest-double", "no-double": "redeal"}, "50"),
    ("fives-and-threes", {}, "21"),
)


def house_table(preset: str, variants: dict[str, str], target: str | None, players: int = 2) -> Table:
    rules = RuleSet.from_variants(variants, preset)
    if target is not None:
        rules = rules.with_variant("target", target)
    return Table(players, rules=rules)


def test_R20_the_counts_unit_is_a_fifth_in_fifths_and_measured_in_fives_and_threes() -> None:
    assert count_unit(RuleSet()) == 1.0
    assert count_unit(RuleSet(count=Count.FIFTHS)) == 0.2
    assert 0.5 <= count_unit(RuleSet(count=Count.FIVES_AND_THREES)) <= 0.7
    assert set(COUNT_UNITS) == set(Count)
    assert point_steps(0.2) == pytest.approx((0.6, 1.4, 3.0))


def test_R20_a_mistake_of_10_points_in_fives_is_a_mistake_of_2_in_fifths() -> None:
    def of(loss: float) -> Evaluation:
        return Evaluation(value=Estimate(0.0), loss=Estimate(loss, 0.0))

    assert glyph_for(of(10.0)) == "?"
    assert glyph_for(of(2.0), count_unit(RuleSet(count=Count.FIFTHS))) == "?"
    assert glyph_for(of(2.0)) is None  # in fives, 2 points is no inaccuracy
    assert glyph_for(of(3.0), 0.2) == "??"
    assert glyph_for(of(-1.4), 0.2) == "!"


def test_R24_a_lead_of_the_lightest_tile_shows_nobody_held_a_lighter_one() -> None:
    rules = RuleSet(first_lead=FirstLead.LOWEST_TILE)
    lead = Tile.parse("0-3")
    shown = lead_reveals(lead.id, rules)
    lighter = {t for t in TILES if (t.pips, t.high) < (lead.pips, lead.high)}
    assert {t for t in TILES if shown >> t.id & 1} == lighter
    assert Tile.parse("1-2") in lighter and Tile.parse("0-2") in lighter  # R24: 1-2 before 0-3
    highest = RuleSet(first_lead=FirstLead.HIGHEST_DOUBLE)
    assert lead_reveals(Tile.parse("5-5").id, highest) == lead_reveals(Tile.parse("5-5").id)


@pytest.mark.parametrize("house", HOUSE_RULES, ids=lambda h: " ".join([h[0], *map("=".join, h[1].items())]))
def test_the_analyst_plays_and_the_study_annotates_a_game_under_each_house_rule(
    house: tuple[str, dict[str, str], str | None],
) -> None:
    table = house_table(*house)
    game = play_game(table, 3, ["analyst:4", "greedy"], max_hands=2, makers=ANALYSIS_PLAYERS)
    replay_game(game)  # every move legal under the rules
    record = record_of(game, View(Knowledge.OPEN))
    found = decisions(record, check_game(record), QUICK.seed)
    assert found
    judged = judge_all(found, QUICK)
    assert any(j.verdict is not None for j in judged)
    unit = count_unit(table.rules)
    once = annotated(record, judged)
    for j in judged:
        if j.verdict is not None:
            assert all(o.points == 0 or o.points <= table.target for o in j.verdict.options)
    written = [turn for hand in once.hands for turn in hand.turns if turn.comments]
    assert written
    assert all(glyph_for(Evaluation.of_comments(t.comments), unit) in (None, *t.glyphs) for t in written)
