"""The fast path under R20's counts: the reference's reports, for valid games and every kind of change."""

from __future__ import annotations

import random

import pytest

from allfives_notation.check import Form
from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.testing.changes import KINDS, changed_at_random
from allfives_notation.testing.records import LEVELS, record_at
from tests.fast.test_differential import assert_same, taken, written

#: R20's counts, each under the two ends of a hand that count pips (R17); last-tile is the reference's.
COUNTS = [(count, end) for count in ("fifths", "fives-and-threes") for end in ("deduct", "award")]
SEATINGS = ((2, False), (3, False), (4, False), (4, True))


@pytest.mark.parametrize(("count", "hand_end"), COUNTS)
@pytest.mark.parametrize(("players", "partnerships"), SEATINGS)
def test_R20_the_fast_path_gives_the_references_reports_under_each_count(
    count: str, hand_end: str, players: int, partnerships: bool
) -> None:
    rules = RuleSet.from_variants({"count": count, "hand-end": hand_end, "target": "31"})
    rng = random.Random(f"{count}/{hand_end}/{players}/{partnerships}")
    vouched = 0
    for seed in range(3):
        game = play_game(
            Table(players, partnerships, rules), seed, ("greedy", "random")[seed % 2], max_hands=8
        )
        for level in LEVELS:
            record = record_at(game, level, seed % players)
            for form in (Form.TEXT, Form.JSONL):
                text = written(form, [record])
                [report] = assert_same(form, text)
                assert report.valid, report.diagnostics
                vouched += taken(form, text)
            for kind in rng.sample(list(KINDS), 4):
                _, changed = changed_at_random(game, kind, level, rng)
                if isinstance(changed, str):
                    assert_same(Form.TEXT, changed)
                elif changed is not None:
                    for form in (Form.TEXT, Form.JSONL):
                        assert_same(form, written(form, [changed]))
    assert vouched > 0, "the fast path takes some valid games under this count"
