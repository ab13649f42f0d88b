"""The mutation bench under muggins=on (R23): the judge knows calls; each new kind of change does its job.

The judge (``testing/judge.py``) is held to the engine's games; each kind of change of the
house tables (``HOUSE_KINDS``, ``HOUSE_LEGAL_KINDS``) is made on careless players' games and
judged; through the text form and the validator, the whole round waits for the call checks.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from allfives_notation.check import check_game
from allfives_notation.engine import PlayedGame, RuleSet, Table, play_game
from allfives_notation.record import GameRecord, Knowledge, View, record_of
from allfives_notation.testing.changes import HOUSE_KINDS, KINDS, Kind, claim
from allfives_notation.testing.games import HOUSE_TABLES, MUGGINS_PLAYER, GameSpec, corpus, muggins_on
from allfives_notation.testing.judge import ILLEGAL, LEGAL, judge
from allfives_notation.testing.legal_changes import HOUSE_LEGAL_KINDS
from allfives_notation.testing.measuring import measure
from allfives_notation.testing.records import truth_of
from allfives_notation.testing.sites import calls_made, claim_step, placements, settled

SEATINGS = [(2, False), (3, False), (4, False), (4, True)]
CALL_KINDS = [k for k in HOUSE_KINDS if "call" in k.name]


def careless(seed: int, players: int, partnerships: bool, variants: dict[str, str]) -> PlayedGame:
    """A game of careless players under the named rule set muggins and ``variants``."""
    rules = RuleSet.from_variants(variants, "muggins")
    return play_game(Table(players, partnerships, rules), seed, (MUGGINS_PLAYER,) * players, max_hands=8)


@cache
def truths() -> tuple[GameRecord, ...]:
    """Careless games at every seating, with the muggins target and an exact one."""
    return tuple(
        truth_of(careless(seed, *SEATINGS[seed % 4], {"target": "exact"} if seed % 3 == 0 else {}))
        for seed in range(12)
    )


@pytest.mark.parametrize("seed", range(16))
def test_R23_the_judge_finds_every_game_the_engine_played_under_muggins_legal_at_every_level(
    seed: int,
) -> None:
    players, partnerships = SEATINGS[seed % 4]
    game = careless(seed, players, partnerships, {"target": "exact"} if seed % 2 else {})
    views = [
        View(Knowledge.OPEN),
        View(Knowledge.PUBLIC),
        *(View(Knowledge.PLAYER, s) for s in range(players)),
    ]
    for view in views:
        assert judge(record_of(game, view)) == (LEGAL, ""), view


def _made(kind: Kind, seed: int = 0) -> list[tuple[GameRecord, tuple[str, str]]]:
    """``kind`` made at every place of every game, each change judged."""
    out = []
    for truth in truths():
        for site in kind.sites(truth):
            changed = kind.change(truth, truth, site, random.Random(f"{seed}/{site}"))
            if isinstance(changed, GameRecord):
                out.append((changed, judge(changed)))
    return out


@pytest.mark.parametrize("kind", CALL_KINDS, ids=lambda kind: kind.name)
def test_R23_each_kind_of_wrong_call_is_illegal_wherever_it_is_made(kind: Kind) -> None:
    """A call dropped, made by the placer's side, or its amount off."""
    made = _made(kind)
    assert len(made) > 20, "the careless games give places for it"
    legal = [why for _, why in made if why[0] != ILLEGAL]
    assert not legal, legal[:3]


@pytest.mark.parametrize("kind", HOUSE_LEGAL_KINDS, ids=lambda kind: kind.name)
def test_R23_a_call_where_nothing_was_missed_is_the_callers_mistake_not_a_wrong_record(kind: Kind) -> None:
    made = _made(kind)
    assert len(made) > 20 and all(why == (LEGAL, "") for _, why in made)
    for changed, _ in made[:8]:
        found = check_game(changed)
        assert found.valid and "AF309" in {d.code for d in found.diagnostics}


def test_R22_a_claim_past_an_exact_target_is_illegal_without_muggins() -> None:
    """Where the count scores but the side would pass the target exactly, the placement scores nothing."""
    kind = next(k for k in HOUSE_KINDS if k.name == "a claim past an exact target")
    found = 0
    for spec in corpus(60, 1, HOUSE_TABLES):
        if dict(spec.variants).get("target") != "exact" or muggins_on(spec.variants):
            continue
        truth = truth_of(spec.game())
        for site in kind.sites(truth):
            changed = kind.change(truth, truth, site, random.Random(0))
            assert isinstance(changed, GameRecord)
            assert judge(changed)[0] == ILLEGAL
            found += 1
    assert found, "a placement past the exact target in these games"


def test_R20_R23_a_claim_changes_by_one_point_where_the_count_is_in_fifths() -> None:
    truth = truths()[1]
    assert claim_step(truth) == 1
    site = next(s for s in placements(truth) if truth.hands[s[0]].turns[s[1]].points)
    before = truth.hands[site[0]].turns[site[1]].points or 0
    changed = claim(truth, truth, site, random.Random(3))
    assert isinstance(changed, GameRecord)
    assert abs((changed.hands[site[0]].turns[site[1]].points or 0) - before) == 1


def test_R23_the_house_tables_play_muggins_with_careless_players() -> None:
    specs = [spec for spec in corpus(len(HOUSE_TABLES), 1, HOUSE_TABLES) if muggins_on(spec.variants)]
    assert len(specs) >= 3 and all(set(spec.kinds) <= {"greedy", MUGGINS_PLAYER} for spec in specs)
    assert any(MUGGINS_PLAYER in spec.kinds for spec in specs)
    truth = truth_of(specs[0].game())
    assert calls_made(truth) and settled(truth)
    assert all(k.name not in {h.name for h in HOUSE_KINDS} for k in KINDS)


def _house_specs() -> list[GameSpec]:
    return [spec for spec in corpus(2 * len(HOUSE_TABLES), 1, HOUSE_TABLES) if muggins_on(spec.variants)]


def test_R23_every_illegal_call_change_is_caught_and_every_legal_one_accepted_through_the_text() -> None:
    """The whole round: written as text, read back, checked; the validator agrees with the judge."""
    names = [k.name for k in (*HOUSE_KINDS, *HOUSE_LEGAL_KINDS)] + ["a claimed score"]
    found = measure(_house_specs(), 1, kinds=names)
    assert {o.kind for o in found} >= {k.name for k in CALL_KINDS}
    wrong = [o for o in found if o.missed or o.false_alarm]
    assert not wrong, "\n".join(f"{o.kind} {o.level} {o.where}: {o.why or o.message}" for o in wrong[:5])
