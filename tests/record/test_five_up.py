"""A game under every double a spinner (R25) is not carried by a record yet, and says so."""

from __future__ import annotations

import pytest

from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.errors import RulesError
from allfives_notation.record import GameRecord, record_of


def test_R25_a_game_under_spinner_every_is_refused_in_words_not_written_wrong() -> None:
    rules = RuleSet.from_variants({}, "fiveup")
    played = play_game(Table(4, True, rules), seed=3, max_hands=1)
    with pytest.raises(RulesError, match="spinner=every is not yet written down as a record") as refused:
        record_of(played)
    assert refused.value.rule == "R25"
    with pytest.raises(RulesError, match="spinner=every is not yet carried by a game's record"):
        GameRecord(seats=("Ann", "Ben", "Cat", "Dan"), partnerships=True, rules=rules)
