"""The rule-set declaration in text and JSON: round trips, the schema, errors with positions."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from jsonschema import Draft202012Validator

from allfives_notation.engine.rules import RuleSet
from allfives_notation.errors import NotationError
from allfives_notation.notation.ruleset import (
    RULESET_FORMAT,
    format_rules,
    parse_rules,
    rules_from_json,
    rules_to_json,
)
from allfives_notation.resources import schema
from tests.engine.test_ruleset import rule_sets


@settings(deadline=None)  # the first declaration builds the parser; the rest come from parse_rules' cache
@given(rule_sets())
def test_text_round_trip_and_canonical_fixed_point(rules: RuleSet) -> None:
    text = format_rules(rules)
    assert parse_rules(text) == rules
    assert format_rules(parse_rules(text)) == text


@given(rule_sets())
def test_json_round_trip_and_every_document_validates(rules: RuleSet) -> None:
    document = rules_to_json(rules)
    Draft202012Validator(schema("ruleset")).validate(document)
    assert rules_from_json(json.loads(json.dumps(document))) == rules
    assert document["format"] == RULESET_FORMAT


def test_the_schema_is_a_valid_draft_2020_12_schema_with_docs_on_every_property() -> None:
    document = schema("ruleset")
    Draft202012Validator.check_schema(document)
    assert document["$id"].startswith("https://") and "/1.0/" in document["$id"]
    assert document["additionalProperties"] is False
    for name, prop in document["properties"].items():
        assert {"title", "description", "examples"} <= set(prop), name
    for example in document["examples"]:
        rules_from_json(example)


def test_reader_is_forgiving_about_spacing_and_commas_and_writes_canonically() -> None:
    rules = parse_rules("  allfives   target=150,spinner=open ,  hand-size=7-5 ")
    assert format_rules(rules) == "allfives hand-size=7-5 spinner=open target=150"
    assert parse_rules("allfives spinner=standard") == RuleSet()


@pytest.mark.parametrize(
    ("text", "message", "column"),
    [
        (
            "",
            "no rules given: a declaration starts with the name of a rule set"
            " (allfives, muggins, fives-and-threes, fiveup)",
            1,
        ),
        ("spinner=open", "no rule set named: a declaration starts with the name of a rule set", 1),
        ("allfives spinner", "the rules end too soon; expected '=' and a value after 'spinner'", 17),
        ("allfives spinner=", "the rules end too soon; expected a value after 'spinner='", 18),
        ("allfives,", "the rules end too soon; expected a variant after ','", 10),
        ("allfives ?", "expected a variant written name=value, such as spinner=open, not '?'", 10),
        (
            "allfives spinner=wide",
            "spinner=wide is not a known setting; expected standard, open, none or every",
            10,
        ),
        ("allfives colour=red", "unknown variant 'colour'", 10),
        ("allfives spinner=open spinner=none", "spinner is set twice", 23),
        ("allfives blocked=difference", "blocked=difference only goes with hand-end=award", 1),
    ],
)
def test_text_errors_say_what_and_where(text: str, message: str, column: int) -> None:
    with pytest.raises(NotationError) as caught:
        parse_rules(text)
    error = caught.value
    assert error.message.startswith(message)
    assert (error.line, error.column) == (1, column)
    assert error.context.splitlines()[-1] == "  " + " " * (column - 1) + "^"


@pytest.mark.parametrize(
    ("document", "pointer", "words"),
    [
        (
            {"format": RULESET_FORMAT, "preset": "allfives", "target": 151},
            "/target",
            "target=151: the target must be a positive multiple of five",
        ),
        (
            {"format": RULESET_FORMAT, "preset": "allfives", "spinner": 1},
            "/spinner",
            "not allowed for spinner",
        ),
        ({"format": RULESET_FORMAT, "preset": "allfives", "x": 1}, "", "'x' was unexpected"),
        ({"preset": "allfives"}, "", "a rule set needs 'format'"),
        ([1], "", "a rule set is a JSON object"),
        ({"format": RULESET_FORMAT, "preset": "allfives", "blocked": "difference"}, "/", "hand-end=award"),
    ],
)
def test_json_errors_name_the_pointer(document: object, pointer: str, words: str) -> None:
    with pytest.raises(NotationError, match=words) as caught:
        rules_from_json(document)
    assert caught.value.pointer == pointer


def test_json_pointer_is_relative_to_where_the_rules_sit() -> None:
    with pytest.raises(NotationError) as caught:
        rules_from_json(
            {"format": RULESET_FORMAT, "preset": "allfives", "target": 3}, pointer="/games/0/rules"
        )
    assert caught.value.pointer == "/games/0/rules/target"
    assert str(caught.value).startswith("at /games/0/rules/target: ")


def test_a_word_that_merely_starts_like_the_preset_is_not_the_preset() -> None:
    with pytest.raises(NotationError, match="unknown rule set 'allfivesx': did you mean 'allfives'"):
        parse_rules("allfivesx")


def test_json_whole_numbers_written_with_a_point_are_read_and_bad_values_point_at_their_key() -> None:
    base = {"format": RULESET_FORMAT, "preset": "allfives"}
    assert rules_from_json({**base, "target": 150.0}) == RuleSet(target=150)
    with pytest.raises(NotationError) as caught:
        rules_from_json({**base, "hand-size": 0.0 + 10})
    assert caught.value.pointer == "/hand-size"


def test_line_breaks_in_a_declaration_read_as_spaces() -> None:
    assert parse_rules("allfives\nspinner=open\r\ntarget=150") == parse_rules(
        "allfives spinner=open target=150"
    )
    with pytest.raises(NotationError) as caught:
        parse_rules("allfives\nspinner=wide")
    assert (caught.value.line, caught.value.column) == (1, 10)
