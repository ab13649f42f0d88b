"""Muggins records (R23) at the fast path's boundary: always the reference's, whatever ALLFIVES_FAST says.

Under muggins=on a claim is the player's say and a call line answers it; the fast path has
learned neither, so its gate (``KNOWN_SETTINGS``) leaves every muggins record to the
reference, and a call line it cannot read is "not sure" too.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from allfives_notation.check import Form
from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.fast.replay import KNOWN_SETTINGS, knows
from allfives_notation.record import GameRecord, record_of
from allfives_notation.testing.records import with_turn
from tests.fast.test_differential import assert_same, both, taken, written

MUGGINS = RuleSet.from_variants({}, "muggins")


def careless_records(seeds: range) -> list[GameRecord]:
    """Muggins games whose players slip: low claims, claims struck, calls made."""
    return [
        record_of(play_game(Table(2, rules=MUGGINS), seed, ("careless:40",) * 2, max_hands=3))
        for seed in seeds
    ]


def test_R23_the_fast_paths_gate_does_not_know_muggins() -> None:
    assert "muggins" not in KNOWN_SETTINGS
    assert not knows(MUGGINS)
    assert not knows(RuleSet.from_variants({"muggins": "on", "target": "100"}))
    assert knows(RuleSet.from_variants({"muggins": "off", "target": "100"}))


@pytest.mark.parametrize("form", [Form.TEXT, Form.JSONL])
def test_R23_a_muggins_game_is_left_to_the_reference(form: Form) -> None:
    """Claims only (greedy players claim in full): the fast path vouches for none, and agrees."""
    games = [record_of(play_game(Table(2, rules=MUGGINS), seed, "greedy", max_hands=3)) for seed in range(3)]
    text = written(form, games)
    reports = assert_same(form, text)
    assert all(report.valid for report in reports)
    assert taken(form, text) == 0


def with_one_call_off(record: GameRecord) -> GameRecord | None:
    """``record`` with its first call that scored naming one point more; None if no call scored."""
    for h, hand in enumerate(record.hands):
        for t, turn in enumerate(hand.turns):
            for c, call in enumerate(turn.calls):
                if call.points:
                    calls = (*turn.calls[:c], replace(call, points=call.points + 1), *turn.calls[c + 1 :])
                    return with_turn(record, h, t, replace(turn, calls=calls))
    return None


@pytest.mark.parametrize("form", [Form.TEXT, Form.JSONL])
def test_R23_a_wrong_call_amount_is_caught_whatever_ALLFIVES_FAST_says(form: Form) -> None:
    broken = [b for b in map(with_one_call_off, careless_records(range(6))) if b is not None]
    assert len(broken) >= 2
    text = written(form, broken)
    fast, reference = both(form, text)
    assert fast == reference
    assert [report.diagnostics[0].code for report in reference] == ["AF310"] * len(broken)
    assert taken(form, text) == 0
