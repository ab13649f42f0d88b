"""The fast path's boundary for the rules (R3-R24): it vouches only under the settings it knows."""

from __future__ import annotations

from enum import Enum
from unittest import mock

import pytest

from allfives_notation.check import Form
from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.engine.rules import VARIANTS
from allfives_notation.fast import replay
from allfives_notation.fast.replay import KNOWN_SETTINGS, FastGame, Unsure, knows
from allfives_notation.record import Knowledge, View, record_of
from tests.fast.test_differential import assert_same, taken, written

#: The settings the fast path leaves to the reference today (R6: the forced lead; the house rules
#: of R21-R24, which it has not learned; R20's counts it knows); it must vouch under every other
#: setting of the rule book.
#: A setting the engine learns is added here, or to the fast path, on purpose: this list, not the
#: fast path's own, says which.
LEFT_TO_THE_REFERENCE = {
    ("first-lead", "highest-double"),
    ("hand-end", "last-tile"),  # R21
    ("target", "exact"),  # R22
    ("first-lead", "lowest-tile"),  # R24
    ("no-double", "redeal"),  # R24 (with first-lead=highest-double)
    ("spinner", "every"),  # R25: the later doubles' arms, left to the reference
    ("muggins", "on"),  # R23: the score follows the claim, and calls score; the reference's
}
#: Values to play for the variants whose values are numbers (every value of the others is played).
NUMBERS = {
    "hand-size": ("5", "7-5", "standard"),
    "boneyard-reserve": ("1", "2"),
    "target": ("100", "exact"),
}


def every_setting() -> list[tuple[str, str]]:
    """Each variant of the rule book with each value it may take (a few, for numbers)."""
    out = []
    for name, (_, read) in VARIANTS.items():
        if isinstance(read, type) and issubclass(read, Enum):
            out += [(name, str(member.value)) for member in read]
        else:
            out += [(name, value) for value in NUMBERS[name]]
    return out


def rules_with(name: str, value: str) -> RuleSet:
    """The default rules with one setting changed (and what it needs: blocked=difference goes with award)."""
    variants = {name: value, "target": "100"} if name != "target" else {name: value}
    if name == "blocked" and value == "difference":
        variants["hand-end"] = "award"
    if name == "no-double" and value == "redeal":
        variants["first-lead"] = "highest-double"  # R24: a deal is thrown in only where a double must lead
    return RuleSet.from_variants(variants)


def listed(rules: RuleSet) -> bool:
    """Whether the fast path's own list holds every way ``rules`` depart from RULES.md's defaults."""
    for name, value in rules.departures().items():
        if name not in KNOWN_SETTINGS:
            return False
        values = KNOWN_SETTINGS[name]
        if values is not None and value not in values:
            return False
    return True


@pytest.mark.parametrize(("name", "value"), every_setting())
@pytest.mark.parametrize("form", [Form.TEXT, Form.JSONL])
def test_R3_R24_under_each_setting_the_fast_path_vouches_for_an_open_game_only_if_it_knows_the_setting(
    name: str, value: str, form: Form
) -> None:
    rules = rules_with(name, value)
    assert knows(rules) is listed(rules)
    left = {(n, v) for n, v in rules.departures().items()} & LEFT_TO_THE_REFERENCE
    assert knows(rules) is not left  # count=fives-and-threes brings its own hand's end, last-tile (R20)
    for seed in range(3):
        game = record_of(play_game(Table(3, rules=rules), seed, "greedy", max_hands=4), View(Knowledge.OPEN))
        text = written(form, [game])
        (report,) = assert_same(form, text)
        assert report.valid
        assert taken(form, text) == (1 if knows(rules) else 0)


def test_R6_a_forced_lead_is_left_to_the_reference() -> None:
    assert not knows(RuleSet.from_variants({"first-lead": "highest-double"}))
    assert knows(RuleSet())


class _OnePointAPip(RuleSet):
    """A rule set of its own class, answering what a count scores its own way."""

    def count_scores(self, count: int) -> int:
        return count


def test_a_rule_set_of_its_own_class_is_left_to_the_reference() -> None:
    rules = _OnePointAPip()
    assert not knows(rules)
    game = record_of(play_game(Table(2, rules=rules), 1, "greedy", max_hands=2), View(Knowledge.OPEN))
    assert game.rules is rules
    with pytest.raises(Unsure):
        FastGame(game)


def test_a_variant_the_fast_path_has_not_learned_is_left_to_the_reference() -> None:
    """As a house rule the engine learns (R25's ``spinner=every``, say) will be, until it is listed."""
    rules = RuleSet.from_variants({"target": "195"})  # a rule set knows() has not met yet
    with (
        mock.patch.dict(replay._KNOWN),
        mock.patch.object(RuleSet, "departures", lambda self: {"spinner": "every"}),
    ):
        assert not knows(rules)
    assert knows(RuleSet.from_variants({"target": "205"}))
