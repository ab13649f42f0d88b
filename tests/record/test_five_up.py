"""Five Up (R25, every double a spinner): records name a later double's arm by its path (notation 13.4)."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from allfives_notation.check import Form, check_game
from allfives_notation.engine import PlayedGame, RuleSet, Table, play_game
from allfives_notation.engine.arms import ArmPath, is_path, read_arm
from allfives_notation.notation.jsonform import game_to_json, read_json_games, write_json
from allfives_notation.notation.reader import parse_game, read_games
from allfives_notation.notation.writer import write_game
from allfives_notation.record import GameRecord, record_of
from allfives_notation.record.model import Turn
from allfives_notation.record.walk import HandReplay, HandVisitor
from allfives_notation.resources import schema
from allfives_notation.testing.records import with_turn
from tests.check.views import every_view, shown

FIVE_UP = RuleSet.from_variants({}, "fiveup")
EVERY = RuleSet.from_variants({"spinner": "every"})
#: The tables Five Up is played at here: the named rule set (4, partners), and spinner=every alone.
TABLES = (Table(4, True, FIVE_UP), Table(2, False, EVERY), Table(3, False, EVERY), Table(4, False, EVERY))


@cache
def played(table: int, seed: int) -> PlayedGame:
    kinds = ("greedy", "random")[seed % 2]
    return play_game(TABLES[table], seed, kinds, max_hands=6)


def paths_in(record: GameRecord) -> list[str]:
    """Every arm path a record writes (``E3N``...), in order."""
    return [str(t.arm) for h in record.hands for t in h.turns if isinstance(t.arm, ArmPath)]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.integers(0, len(TABLES) - 1), seed=st.integers(0, 10_000), view=st.integers(0, 5))
def test_R25_every_five_up_game_round_trips_in_text_and_json_and_checks_clean_at_every_level(
    table: int, seed: int, view: int
) -> None:
    game = played(table, seed)
    views = every_view(game.table.players)
    record = record_of(game, views[view % len(views)])
    text = write_game(record)
    assert text.startswith('[Format "AFN 1.1"]\n')
    assert parse_game(text) == record
    document = game_to_json(record)
    Draft202012Validator(schema("afn")).validate(document)
    (read,) = read_json_games(write_json(record))
    assert read.game == record, read.errors
    for report in (check_game(record, form=Form.JSON), check_game(parse_game(text), source="g.afn")):
        assert not report.diagnostics, shown(report)
        assert report.winner == game.winner


def test_R25_a_five_up_record_writes_later_doubles_arms_as_paths_and_every_path_is_well_formed() -> None:
    written = [p for seed in range(12) for table in (0, 1) for p in paths_in(record_of(played(table, seed)))]
    assert len(written) > 40
    assert all(is_path(p) and re.fullmatch(r"[WENS](?:[0-6][WENS])+", p) for p in written)
    assert any(len(p) >= 5 for p in written), "no arm off an arm off a later double in 24 games"


class _Arms(HandVisitor):
    """The arm each placement of a hand went on, by the layout's number and by its name."""

    def __init__(self) -> None:
        self.arms: list[tuple[int, int, str]] = []

    def after_placement(
        self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int, points: int
    ) -> None:
        name = "" if arm < 0 else replay.layout.arm_name(arm)
        self.arms.append((t, arm, name))


def _a_path_turn(record: GameRecord) -> tuple[int, int, str]:
    """The first placement on a later double's arm: (hand, turn, the path written)."""
    for h, hand in enumerate(record.hands):
        for t, turn in enumerate(hand.turns):
            if isinstance(turn.arm, ArmPath):
                return h, t, str(turn.arm)
    raise AssertionError("no placement on a later double's arm")


def test_R25_the_replay_puts_each_tile_on_the_arm_its_path_names() -> None:
    record = record_of(played(0, 1))
    for h, hand in enumerate(record.hands):
        visitor = _Arms()
        HandReplay(record, h, visitor).run()
        for t, arm, name in visitor.arms:
            written = hand.turns[t].arm
            if written is not None:
                assert name == str(written) and arm == int(written)


def test_R25_a_path_to_a_double_standing_elsewhere_is_found_with_the_arm_it_stands_on() -> None:
    record = record_of(played(0, 1))
    h, t, path = _a_path_turn(record)
    elsewhere = {"W": "E", "E": "W", "N": "S", "S": "N"}[path[0]] + path[1:]
    turn = record.hands[h].turns[t]
    broken = with_turn(record, h, t, replace(turn, arm=ArmPath(elsewhere)))
    found = [(d.code, d.message) for d in check_game(broken, form=Form.JSON).diagnostics]
    assert found, "a tile on an arm that is not there went unnoticed"
    code, message = found[0]
    assert code == "AF205"
    assert f"there is no {elsewhere} arm" in message and f"stands on {path[:-2]}" in message


def test_R25_a_path_under_another_spinner_rule_names_no_arm() -> None:
    record = record_of(play_game(Table(2, False, RuleSet()), 3, "greedy", max_hands=1))
    hand = record.hands[0]
    t = next(t for t, turn in enumerate(hand.turns) if t > 3 and turn.tile is not None and turn.arm)
    broken = with_turn(record, 0, t, replace(hand.turns[t], arm=ArmPath("E3N")))
    (first, *_) = check_game(broken, form=Form.JSON).diagnostics
    assert first.code == "AF205"
    assert "only under spinner=every" in first.message and first.rule == "R25"


def _one_turn_record(arm: str) -> str:
    return (
        '[Format "AFN 1.1"]\n[Seats "Ann, Ben, Cat, Dan"]\n[Partners "Ann+Cat, Ben+Dan"]\n'
        '[Rules "fiveup"]\n\nhand 1, Ann leads\n  Ann 5-5 +2\n  Ben 5-3 E\n'
        f"  Cat 5-2 W +1\n  Dan 3-3 E\n  Ann 3-1 E\n  Ben 6-3 {arm}\n"
    )


def test_R25_the_spec_s_steps_read_and_a_path_that_turns_the_wrong_way_is_refused_where_it_stands() -> None:
    good = parse_game(_one_turn_record("E3N"))
    assert good.hands[0].turns[-1].arm == ArmPath("E3N")
    assert not check_game(good, source="g.afn").diagnostics
    (read,) = read_games(_one_turn_record("E3E"), "g.afn")
    assert read.game is None
    (error,) = read.errors
    assert (error.line, error.column, error.rule) == (12, 11, "R25")
    assert "'E3E' is not an arm" in error.message and "N or S, not E" in error.message


def test_R25_a_json_arm_that_is_no_path_is_refused_at_its_pointer() -> None:
    document = game_to_json(parse_game(_one_turn_record("E3N")))
    document["hands"][0]["turns"][5]["arm"] = "E3E"
    (read,) = read_json_games(json.dumps(document))
    assert read.game is None
    (error,) = read.errors
    assert "'E3E' is not an arm" in error.message


@pytest.mark.parametrize(
    ("text", "ok"), [("E3N", True), ("N3W", True), ("E3N6W", True), ("E3E", False), ("E", False)]
)
def test_R25_a_path_is_a_side_across_the_arm_before_it(text: str, ok: bool) -> None:
    assert is_path(text) is ok
    if ok:
        assert read_arm(text) == ArmPath(text)


@pytest.mark.parametrize(
    ("arm", "words"),
    [
        ("E5N", "there is no E5N arm: the 5-5 is the first spinner: its arms are N and S"),
        ("E4N", "there is no E4N arm: the 4-4 is not down yet"),
        ("W3N", "there is no W3N arm: the 3-3 stands on E, not W"),
    ],
)
def test_R25_a_path_to_no_arm_says_which_step_is_wrong_in_a_player_s_words(arm: str, words: str) -> None:
    found = check_game(parse_game(_one_turn_record(arm)), source="g.afn").diagnostics
    assert found and found[0].code == "AF205" and found[0].message.startswith(words), found


def test_R25_a_path_in_small_letters_is_told_its_capitals_unless_they_would_turn_the_wrong_way() -> None:
    (small,) = read_games(_one_turn_record("e3n"), "g.afn")
    assert [e.message for e in small.errors] == [
        "an arm's path is written in capital letters: 'E3N', not 'e3n'"
    ]
    (wrong,) = read_games(_one_turn_record("e3e"), "g.afn")
    assert wrong.errors[0].message.startswith("'E3E' is not an arm: a double on an arm that runs east")
