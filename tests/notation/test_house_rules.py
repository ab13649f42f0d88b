"""AFN 1.1: the house rules of other rule books (R20-R24) and the named rule sets, in text and JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.engine.rules import PRESETS
from allfives_notation.errors import NotationError
from allfives_notation.notation.header import header_tags
from allfives_notation.notation.jsonform import (
    game_from_json,
    game_to_json,
    read_json_games,
    write_json,
    write_jsonl,
)
from allfives_notation.notation.reader import parse_game, read_games
from allfives_notation.notation.ruleset import format_rules, parse_rules, rules_from_json, rules_to_json
from allfives_notation.notation.writer import write_game, write_games
from allfives_notation.record.model import FORMAT_NAMES, GameRecord, Knowledge, View, format_for
from allfives_notation.record.played import record_of
from allfives_notation.resources import schema

SAMPLES = Path(__file__).resolve().parents[2] / "samples"

#: Each new variant and value of AFN 1.1, and the named rule set, as a table plays them.
HOUSE_RULES = {
    "R20 fifths": ({"count": "fifths"}, "allfives"),
    "R20 fifths to 61 exactly": ({"count": "fifths", "target": "exact"}, "allfives"),
    "R20 fives-and-threes": ({"count": "fives-and-threes"}, "allfives"),
    "R21 last-tile": ({"hand-end": "last-tile"}, "allfives"),
    "R22 exact": ({"target": "exact"}, "allfives"),
    "R23 muggins": ({}, "muggins"),
    "R23 muggins=on, counted in fives": ({"muggins": "on"}, "allfives"),
    "R24 lowest-tile": ({"first-lead": "lowest-tile"}, "allfives"),
    "R24 redeal": ({"first-lead": "highest-double", "no-double": "redeal"}, "allfives"),
    "fives-and-threes": ({}, "fives-and-threes"),
    "fives-and-threes to 5 tiles": ({"hand-size": "5"}, "fives-and-threes"),
    "R25 spinner=every": ({"spinner": "every"}, "allfives"),
    "R25 spinner=every count=fifths": ({"spinner": "every", "count": "fifths"}, "allfives"),
}


def _house_game(name: str, players: int, seed: int, view: View) -> GameRecord:
    variants, preset = HOUSE_RULES[name]
    rules = RuleSet.from_variants(variants, preset)
    return record_of(play_game(Table(players, rules=rules), seed, "greedy"), view)


def _same(read: GameRecord, game: GameRecord) -> None:
    assert read == game
    assert str(read.rules) == str(game.rules)  # the rule set's name too, which equality leaves out


@pytest.mark.parametrize("name", list(HOUSE_RULES))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_R20_R24_games_under_each_house_rule_go_text_to_json_and_back_losslessly(
    name: str, players: int
) -> None:
    for seed, view in (
        (1, View(Knowledge.OPEN)),
        (2, View(Knowledge.PUBLIC)),
        (3, View(Knowledge.PLAYER, 0)),
    ):
        game = _house_game(name, players, seed, view)
        text = write_game(game)
        assert text.startswith('[Format "AFN 1.1"]\n')
        _same(parse_game(text), game)
        document = game_to_json(game)
        assert document["format"] == "AFN 1.1"
        Draft202012Validator(schema("afn")).validate(document)
        _same(game_from_json(json.loads(json.dumps(document))), game)
        (read,) = read_json_games(write_json(game))
        assert read.game is not None, read.errors
        assert write_game(read.game) == text


def test_R20_claims_and_scores_are_written_in_the_count_s_units() -> None:
    game = _house_game("R20 fifths", 2, 4, View(Knowledge.OPEN))
    claims = {turn.points for hand in game.hands for turn in hand.turns if turn.points}
    assert claims and not claims <= set(range(0, 100, 5))  # fifths: 1, 2, 3 ... not 5, 10, 15
    text = write_game(game)
    assert parse_game(text) == game
    last_tile = _house_game("R21 last-tile", 2, 1, View(Knowledge.OPEN))
    assert any(hand.awards and {n for _, n in hand.awards} == {1} for hand in last_tile.hands)
    assert "\n  award Ben 1\n" in write_game(last_tile)


def test_R22_the_canonical_text_names_the_rule_set_and_leaves_its_target_to_the_Target_tag() -> None:
    game = _house_game("fives-and-threes", 2, 1, View(Knowledge.PUBLIC))
    tags = dict(header_tags(game))
    assert (tags["Format"], tags["Rules"], "Target" in tags) == ("AFN 1.1", "fives-and-threes", False)
    to_100 = GameRecord(seats=("Ann", "Ben"), rules=parse_rules("fives-and-threes target=100"))
    tags = dict(header_tags(to_100))
    assert (tags["Rules"], tags["Target"]) == ("fives-and-threes", "100")
    read = parse_game(write_game(to_100))
    assert read.rules.exact_target and read.table.target == 100
    exact = GameRecord(
        seats=("Ann", "Ben"), rules=parse_rules("allfives count=fifths target=exact target=70")
    )
    assert dict(header_tags(exact))["Rules"] == "allfives count=fifths target=exact"
    assert parse_game(write_game(exact)).rules.exact_target


def test_R22_target_exact_and_a_number_may_each_be_given_once_in_the_rules() -> None:
    both = parse_rules("allfives target=exact, target=150")
    assert (both.exact_target, both.target) == (True, 150)
    assert parse_rules("allfives target=150 target=exact") == both
    assert format_rules(both) == "allfives target=exact target=150"
    assert parse_rules("fives-and-threes target=100").exact_target  # the number keeps it exact
    for text, column in (("allfives target=exact target=exact", 23), ("allfives target=100 target=150", 21)):
        with pytest.raises(NotationError) as caught:
            parse_rules(text)
        assert (caught.value.message, caught.value.column) == ("target is set twice", column)


# ---- the standalone rule set in JSON ------------------------------------------------------------


@st.composite
def house_rule_sets(draw: st.DrawFn) -> RuleSet:
    """A rule set under any named rule set, with any of the variants AFN 1.1 adds, and a target or none."""
    preset = draw(st.sampled_from(list(PRESETS)))
    variants: dict[str, str] = {}
    for name, values in {
        "count": ["fives", "fifths", "fives-and-threes"],
        "hand-end": ["deduct", "award", "last-tile"],
        "first-lead": ["random", "highest-double", "lowest-tile"],
        "hand-size": ["standard", "7-5", "5"],
        "spinner": ["standard", "none"],
    }.items():
        if draw(st.booleans()):
            variants[name] = draw(st.sampled_from(values))
    if variants.get("first-lead") == "highest-double" and draw(st.booleans()):
        variants["no-double"] = "redeal"
    if preset == "allfives" and draw(st.booleans()):
        variants["target"] = "exact"
    rules = RuleSet.from_variants(variants, preset)
    if draw(st.booleans()):
        number = draw(st.integers(1, 400))
        rules = rules.with_variant("target", str(number if not rules.in_fives else number * 5))
    return rules


@settings(deadline=None)
@given(house_rule_sets())
def test_R20_R24_rule_sets_round_trip_in_text_and_json(rules: RuleSet) -> None:
    text = format_rules(rules)
    assert parse_rules(text) == rules and format_rules(parse_rules(text)) == text
    document = rules_to_json(rules)
    Draft202012Validator(schema("ruleset")).validate(document)
    back = rules_from_json(json.loads(json.dumps(document)))
    assert back == rules and back.preset == rules.preset == document["preset"]


def test_R22_exact_and_a_number_are_one_pair_in_the_json_rule_set() -> None:
    rules = parse_rules("allfives count=fifths target=exact target=61")
    document = rules_to_json(rules)
    assert document["target"] == ["exact", 61]
    assert rules_from_json(document) == rules
    to_100 = rules_to_json(parse_rules("fives-and-threes target=100"))
    assert (to_100["preset"], to_100["target"]) == ("fives-and-threes", 100)
    assert rules_from_json(to_100).exact_target


def test_the_json_rule_set_names_a_rule_set_it_does_not_know_with_the_engine_s_words() -> None:
    base = {"format": "allfives-ruleset 1.0"}
    with pytest.raises(NotationError) as caught:
        rules_from_json({**base, "preset": "fives-and-three"})
    assert caught.value.pointer == "/preset"
    assert "did you mean 'fives-and-threes'?" in caught.value.message
    assert rules_from_json({**base, "preset": "muggins"}) == RuleSet.from_variants({}, "muggins")
    assert rules_from_json({**base, "preset": "fiveup"}) == RuleSet.from_variants({}, "fiveup")


# ---- the version rule ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("declaration", "version"),
    [
        ("allfives", "AFN 1.0"),
        ("allfives hand-end=award blocked=difference target=150", "AFN 1.0"),
        ("allfives first-lead=highest-double boneyard-reserve=2", "AFN 1.0"),
        ("allfives count=fives hand-end=deduct", "AFN 1.0"),
        ("allfives count=fifths", "AFN 1.1"),
        ("allfives count=fives-and-threes", "AFN 1.1"),
        ("allfives hand-end=last-tile", "AFN 1.1"),
        ("allfives target=exact", "AFN 1.1"),
        ("allfives first-lead=lowest-tile", "AFN 1.1"),
        ("allfives first-lead=highest-double no-double=redeal", "AFN 1.1"),
        ("fives-and-threes", "AFN 1.1"),
        ("muggins", "AFN 1.1"),
        ("allfives muggins=on", "AFN 1.1"),
        ("allfives muggins=off", "AFN 1.0"),
    ],
)
def test_R20_R24_a_record_is_written_in_the_oldest_version_that_has_its_rules(
    declaration: str, version: str
) -> None:
    game = GameRecord(seats=("Ann", "Ben"), rules=parse_rules(declaration))
    assert format_for(game.rules) == version
    assert write_game(game).startswith(f'[Format "{version}"]\n')
    assert game_to_json(game)["format"] == version
    assert parse_game(write_game(game)) == game


def test_every_afn_1_0_sample_reads_and_writes_back_byte_for_byte_as_afn_1_0() -> None:
    texts = sorted(SAMPLES.glob("*.afn"))
    documents = sorted([*SAMPLES.glob("*.json"), *SAMPLES.glob("*.jsonl")])
    assert texts and documents
    for path in texts:
        text = path.read_text(encoding="utf-8")
        if '[Format "AFN 1.0"]' not in text:
            continue  # a sample of AFN 1.1, which this law does not speak of
        reads = list(read_games(text, path.name))
        games = [read.game for read in reads if read.game is not None]
        assert len(games) == len(reads), path.name
        assert write_games(games) == text, path.name
    for path in documents:
        text = path.read_text(encoding="utf-8")
        if '"AFN 1.0"' not in text:
            continue
        reads = list(read_json_games(text, path.name))
        games = [read.game for read in reads if read.game is not None]
        assert len(games) == len(reads), path.name
        written = write_json(games[0]) if path.suffix == ".json" else write_jsonl(games)
        assert written == text, path.name


def _header(*tags: str) -> str:
    return "\n".join(['[Seats "Ann, Ben"]', *tags]) + "\n\n"


def _only_error(text: str) -> NotationError:
    (read,) = read_games(text, "t.afn")
    assert read.game is None
    assert read.errors
    return read.errors[0]


def test_R20_an_afn_1_0_record_whose_rules_need_1_1_is_told_to_say_so_at_its_rules() -> None:
    error = _only_error(_header('[Format "AFN 1.0"]', '[Rules "allfives count=fifths"]'))
    assert (
        error.message == 'count=fifths needs AFN 1.1, but the record says AFN 1.0: write [Format "AFN 1.1"]'
    )
    assert (error.line, error.column) == (3, 18)  # the variant itself, in the Rules tag
    error = _only_error(_header('[Format "AFN 1.0"]', '[Rules "fives-and-threes"]'))
    assert error.message.startswith("the rule set fives-and-threes needs AFN 1.1")
    assert (error.line, error.column) == (3, 9)
    assert parse_game(_header('[Format "AFN 1.1"]', '[Rules "fives-and-threes"]')).rules.exact_target
    assert parse_game(_header('[Rules "fives-and-threes"]')).rules.preset == "fives-and-threes"  # no Format
    assert parse_game(_header('[Format "AFN 1.1"]', '[Rules "allfives"]')).rules == RuleSet()
    document = game_to_json(GameRecord(seats=("Ann", "Ben"), rules=parse_rules("allfives count=fifths")))
    with pytest.raises(NotationError) as caught:
        game_from_json({**document, "format": "AFN 1.0"})
    assert caught.value.pointer == "/rules" and caught.value.message == (
        'count=fifths needs AFN 1.1, but the record says AFN 1.0: write "format": "AFN 1.1"'
    )  # the fix as JSON writes it, not the text's tag


@pytest.mark.parametrize("version", ["AFN 1.2", "AFN 2.0"])
def test_a_version_this_reader_does_not_know_is_named_with_those_it_does(version: str) -> None:
    error = _only_error(_header(f'[Format "{version}"]'))
    assert error.message == (
        f"this record asks for {version}, but this reader knows AFN 1.0 and AFN 1.1:"
        " a newer reader may read it"
    )
    assert (error.line, error.column) == (2, 10)
    assert set(FORMAT_NAMES) == {"AFN 1.0", "AFN 1.1"}


# ---- the messages of the Rules and Target tags ------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "message", "column", "rule"),
    [
        (
            "fives-and-three",
            "unknown rule set 'fives-and-three': did you mean 'fives-and-threes'? the rule sets are allfives,"
            " muggins, fives-and-threes, fiveup",
            9,
            None,
        ),
        (
            "allfives no-double=redeal",
            "no-double=redeal only goes with first-lead=highest-double: the deal is thrown in when nobody"
            " holds the double that must lead",
            9,
            "R24",
        ),
        ("allfives target=exact target=exact", "target is set twice", 31, None),
    ],
)
def test_R20_R24_mistakes_in_the_rules_are_named_where_they_stand(
    rules: str, message: str, column: int, rule: str | None
) -> None:
    error = _only_error(_header('[Format "AFN 1.1"]', f'[Rules "{rules}"]'))
    assert (error.message, error.line, error.column, error.rule) == (message, 3, column, rule)


def test_R25_an_afn_1_0_record_under_spinner_every_is_told_it_needs_1_1() -> None:
    error = _only_error(_header('[Format "AFN 1.0"]', '[Rules "allfives spinner=every"]'))
    assert "AFN 1.1" in error.message and "spinner=every" in error.message


def test_R18_R20_a_target_of_61_is_right_in_fifths_and_wrong_under_the_default_count() -> None:
    fifths = parse_game(_header('[Format "AFN 1.1"]', '[Rules "allfives count=fifths"]', '[Target "61"]'))
    assert fifths.table.target == 61
    assert parse_game(_header('[Rules "fives-and-threes"]', '[Target "100"]')).table.target == 100
    error = _only_error(_header('[Target "61"]'))
    assert error.message == "'61' is not a target: the target is a positive multiple of five, such as 150"
    assert (error.line, error.column, error.rule) == (2, 10, "R18")
    error = _only_error(_header('[Rules "allfives count=fifths"]', '[Target "0"]'))
    assert error.message == "'0' is not a target: the target is a positive multiple of five, such as 150"
    document = game_to_json(GameRecord(seats=("Ann", "Ben")))
    with pytest.raises(NotationError) as caught:
        game_from_json({**document, "target": 152})
    assert caught.value.pointer == "/target" and caught.value.rule == "R18"
    assert (
        caught.value.message == "152 is not a target: the target is a positive multiple of five, such as 150"
    )
    in_fifths = {**document, "format": "AFN 1.1", "rules": "allfives count=fifths", "target": 152}
    assert game_from_json(in_fifths).table.target == 152


def test_R20_no_schema_or_grammar_asks_for_multiples_of_five() -> None:
    for name in ("afn", "ruleset"):
        assert "multipleOf" not in json.dumps(schema(name))
    game = parse_game(
        _header('[Format "AFN 1.1"]', '[Rules "allfives count=fifths"]', '[View "open"]')
        + "hand 1, Ann leads\n  Ann 5-5 +2\n  Ben 5-0 E +3\n  Ann out\n  award Ann 1\n  score Ann 6, Ben 3\n"
    )
    (hand,) = game.hands
    assert [turn.points for turn in hand.turns[:2]] == [2, 3]
    assert hand.awards == ((0, 1),) and write_games([game]).count("+2") == 1
