"""The mutation bench under spinner=every (R25): a later double's arm written as another path is caught."""

from __future__ import annotations

import random

from allfives_notation.record import GameRecord
from allfives_notation.testing.changes import HOUSE_KINDS
from allfives_notation.testing.games import HOUSE_TABLES, GameSpec, corpus
from allfives_notation.testing.judge import ILLEGAL, LEGAL, judge
from allfives_notation.testing.measuring import measure
from allfives_notation.testing.records import truth_of

FIVE_UP_ARM = next(k for k in HOUSE_KINDS if k.name == "a Five Up arm: another path")


def _five_up_specs(games: int) -> list[GameSpec]:
    """The house tables under spinner=every, from a corpus of ``games``."""
    return [
        s
        for s in corpus(games, 1, HOUSE_TABLES)
        if ("spinner", "every") in s.variants or s.label.endswith("fiveup")
    ]


def test_R25_the_house_tables_play_five_up_at_its_table_and_spinner_every_alone() -> None:
    labels = {s.label for s in _five_up_specs(len(HOUSE_TABLES))}
    assert labels == {"4p partners fiveup", "2p spinner=every"}


def test_R25_a_later_arm_written_as_another_path_is_judged_and_mostly_illegal() -> None:
    verdicts: list[str] = []
    for spec in _five_up_specs(2 * len(HOUSE_TABLES)):
        truth = truth_of(spec.game())
        sites = FIVE_UP_ARM.sites(truth)
        assert sites, f"{spec.label}: no placement on a later double's arm"
        for site in sites[:6]:
            changed = FIVE_UP_ARM.change(truth, truth, site, random.Random(site[1]))
            assert isinstance(changed, GameRecord)
            assert changed.hands[site[0]].turns[site[1]].arm != truth.hands[site[0]].turns[site[1]].arm
            verdicts.append(judge(changed)[0])
    assert verdicts.count(ILLEGAL) > len(verdicts) // 2
    assert set(verdicts) <= {ILLEGAL, LEGAL}


def test_R25_every_illegal_path_change_is_caught_and_no_legal_one_refused_through_the_text() -> None:
    """The whole round at every level: written as text, read back, checked; the validator agrees."""
    found = measure(_five_up_specs(2 * len(HOUSE_TABLES)), 2, kinds=[FIVE_UP_ARM.name, "an arm: another"])
    assert {o.kind for o in found} == {FIVE_UP_ARM.name, "an arm: another"}
    wrong = [o for o in found if o.missed or o.false_alarm]
    assert not wrong, "\n".join(f"{o.kind} {o.level} {o.where}: {o.why or o.message}" for o in wrong[:5])
