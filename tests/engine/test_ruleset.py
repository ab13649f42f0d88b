"""RuleSet and Table values: every variant of RULES.md by name, defaults, refused combinations."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from allfives_notation.engine.rules import (
    VARIANTS,
    Blocked,
    FirstLead,
    HandEndRule,
    HandSize,
    RuleSet,
    Spinner,
    Table,
    WinCheck,
    is_target,
)
from allfives_notation.errors import AllFivesError, RulesError
from allfives_notation.notation import game_from_json, game_to_json, parse_game, parse_rules

SETTINGS = {
    "hand-size": ["standard", "7-5", "1", "5", "9"],
    "spinner": ["standard", "open", "none"],
    "hand-end": ["deduct", "award"],
    "win-check": ["immediate", "hand-end"],
    "first-lead": ["random", "highest-double"],
    "boneyard-reserve": ["0", "1", "2"],
    "target": ["standard", "5", "150", "500"],
}


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    chosen = {name: draw(st.sampled_from(values)) for name, values in SETTINGS.items() if draw(st.booleans())}
    if chosen.get("hand-end") == "award" and draw(st.booleans()):
        chosen["blocked"] = "difference"
    return RuleSet.from_variants(chosen)


def test_defaults_are_the_rule_book_defaults() -> None:
    rules = RuleSet()
    assert rules.hand_size is HandSize.STANDARD
    assert rules.spinner is Spinner.STANDARD
    assert rules.hand_end is HandEndRule.DEDUCT
    assert rules.blocked is Blocked.LOWEST
    assert rules.win_check is WinCheck.IMMEDIATE
    assert rules.first_lead is FirstLead.RANDOM
    assert rules.boneyard_reserve == 0
    assert str(rules) == "allfives"
    assert rules.variants() == {}


def test_R3_R18_table_defaults_depend_on_the_number_of_players() -> None:
    assert [(Table(n).hand_size, Table(n).target) for n in (2, 3, 4)] == [(9, 250), (7, 200), (5, 200)]


def test_every_variant_name_of_the_rule_book_is_known() -> None:
    assert set(VARIANTS) == {
        "hand-size",
        "spinner",
        "hand-end",
        "blocked",
        "win-check",
        "first-lead",
        "boneyard-reserve",
        "target",
        "count",
        "no-double",
        "muggins",
    }


@given(rule_sets())
def test_variants_round_trip(rules: RuleSet) -> None:
    assert RuleSet.from_variants(rules.variants()) == rules
    assert all(value != "standard" for value in rules.variants().values())


def test_with_variant_adds_one_setting() -> None:
    rules = RuleSet().with_variant("hand-end", "award").with_variant("blocked", "difference")
    assert rules.variants() == {"hand-end": "award", "blocked": "difference"}
    assert str(rules) == "allfives hand-end=award blocked=difference"


@pytest.mark.parametrize(
    ("variants", "words"),
    [
        ({"colour": "red"}, "unknown variant 'colour'"),
        ({"spinner": "wide"}, "expected standard, open, none or every"),
        ({"hand-size": "10"}, "a hand holds 1 to 9 tiles"),
        ({"hand-size": "0"}, "a hand holds 1 to 9 tiles"),
        ({"boneyard-reserve": "3"}, "only 0, 1 or 2"),
        ({"target": "12"}, "positive multiple of five"),
        ({"target": "0"}, "positive multiple of five"),
        ({"target": "lots"}, "expected standard, exact or a positive multiple of five"),
        ({"blocked": "difference"}, "only goes with hand-end=award"),
    ],
)
def test_bad_rule_sets_are_refused_in_words(variants: dict[str, str], words: str) -> None:
    with pytest.raises(RulesError, match=words):
        RuleSet.from_variants(variants)


@pytest.mark.parametrize(
    ("players", "partnerships", "variants", "words"),
    [
        (5, False, {}, "2, 3 or 4 players"),
        (1, False, {}, "2, 3 or 4 players"),
        (3, True, {}, "partnerships need four players"),
        (4, False, {"hand-size": "9"}, "4 hands of 9 tiles need 36 tiles"),
        (4, False, {"hand-size": "7", "boneyard-reserve": "1"}, "leave only 0"),
        (3, False, {"hand-size": "9", "boneyard-reserve": "2"}, "leave only 1"),
    ],
)
def test_R2_R3_R10_tables_that_do_not_fit_are_refused(
    players: int, partnerships: bool, variants: dict[str, str], words: str
) -> None:
    with pytest.raises(RulesError, match=words):
        Table(players, partnerships, RuleSet.from_variants(variants))


def test_R2_three_players_keep_three_scores() -> None:
    # Partnerships' sides are checked in test_rule_book.py::test_R2_partners_sit_opposite_...
    alone = Table(3)
    assert alone.sides == 3 and [alone.side_of(s) for s in range(3)] == [0, 1, 2]


def test_the_largest_tables_that_fit_are_accepted() -> None:
    assert Table(4, rules=RuleSet(hand_size=7)).hand_size == 7
    assert Table(3, rules=RuleSet(hand_size=9, boneyard_reserve=1)).hand_size == 9


def test_settings_given_as_text_or_numbers_become_the_same_rules() -> None:
    assert RuleSet(hand_end="deduct", win_check="immediate") == RuleSet()  # type: ignore[arg-type]
    assert RuleSet(hand_end="deduct").hand_end is HandEndRule.DEDUCT  # type: ignore[arg-type]
    assert RuleSet(spinner="open") == RuleSet.from_variants({"spinner": "open"})  # type: ignore[arg-type]
    assert RuleSet(hand_size="7-5").hand_size is HandSize.SEVEN_FIVE  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"spinner": "wide"}, "spinner=wide is not a known setting"),
        ({"blocked": "difference"}, "only goes with hand-end=award"),
        ({"hand_size": True}, "is not a known setting"),
        ({"spinner": None}, "is not a known setting"),
    ],
)
def test_settings_given_directly_are_checked_too(fields: dict[str, object], words: str) -> None:
    with pytest.raises(RulesError, match=words):
        RuleSet(**fields)  # type: ignore[arg-type]


def test_R18_a_target_is_a_positive_multiple_of_five_wherever_it_is_declared() -> None:
    assert [value for value in range(-10, 31) if is_target(value)] == [5, 10, 15, 20, 25, 30]
    assert parse_rules("allfives target=150").target == 150
    for value in (0, 61):
        with pytest.raises(AllFivesError, match=r"the target must be a positive multiple of five \(R18\)"):
            parse_rules(f"allfives target={value}")
    header = '[Seats "Ann, Ben"]\n[Target "{}"]\n'
    assert parse_game(header.format(60)).table.target == 60
    with pytest.raises(
        AllFivesError, match=r"'61' is not a target: the target is a positive multiple of five"
    ):
        parse_game(header.format(61))
    as_json = {**game_to_json(parse_game(header.format(60))), "target": 61}
    with pytest.raises(AllFivesError, match="61 is not a target: the target is a positive multiple of five"):
        game_from_json(as_json)


def test_R17_what_pips_come_to_at_a_hand_s_end_is_rounded_as_the_table_rounds() -> None:
    table = Table(2)
    assert all(table.is_rounded(table.rounded(pips)) for pips in range(200))
    assert [points for points in range(-10, 21) if table.is_rounded(points)] == [-10, -5, 0, 5, 10, 15, 20]
