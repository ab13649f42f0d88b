"""The pictures and summaries under the house rules (R20, R21): counts in the count's units, the go point."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from allfives_notation.board import game_positions
from allfives_notation.board.terminal import ends_text
from allfives_notation.check import check_game
from allfives_notation.cli import app
from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.notation import parse_game
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.summary import summary_text

runner = CliRunner()

#: Each house rule as the command line declares it.
DECLARATIONS = (
    "allfives count=fifths",
    "allfives count=fives-and-threes",
    "allfives hand-end=last-tile",
    "allfives target=exact",
    "allfives first-lead=lowest-tile",
    "allfives first-lead=highest-double no-double=redeal",
)


def _record(rules: RuleSet, seed: int = 4):  # type: ignore[no-untyped-def]
    return record_of(play_game(Table(2, rules=rules), seed, "greedy", max_hands=3), View(Knowledge.OPEN))


@pytest.mark.parametrize("count", ["fives", "fifths", "fives-and-threes"])
def test_R15_R20_the_ends_line_says_what_the_count_scores_by_the_rules_count_table(count: str) -> None:
    rules = RuleSet.from_variants({"count": count, "hand-end": "deduct"})
    record = _record(rules)
    table = rules.count_table()
    seen = 0
    for position in (p for hand in game_positions(record) for p in hand):
        if position.lead is None:
            continue
        line = ends_text(position)
        scored = table[position.count]
        assert position.count_points == scored
        if not scored:
            assert "(scores" not in line and "multiple of five" not in line
        elif count == "fives":
            assert line.endswith(f"count {position.count} (a multiple of five)")
        else:
            assert line.endswith(f"count {position.count} (scores {scored})")
            seen += 1
    assert seen or count == "fives"


def test_R21_the_summary_shows_the_go_point_under_last_tile() -> None:
    record = _record(RuleSet.from_variants({"hand-end": "last-tile"}))
    hands = summary_text(check_game(record)).split("Result")[0]  # the hand-by-hand table
    assert "  Go  " in hands and "Deduct" not in hands and "Award" not in hands


@pytest.mark.parametrize("declaration", DECLARATIONS)
def test_generate_and_play_under_each_house_rule(declaration: str) -> None:
    made = runner.invoke(
        app, ["generate", "-c", "1", "-s", "2", "-n", "2", "-p", "greedy", "--rules", declaration]
    )
    assert made.exit_code == 0, made.output
    game = parse_game(made.stdout)
    assert str(game.rules) == declaration
    played = runner.invoke(app, ["play", "-s", "2", "-n", "3", "--rules", declaration])
    assert played.exit_code == 0, played.output


def test_generate_refuses_redeal_without_the_highest_double_with_R24() -> None:
    made = runner.invoke(app, ["generate", "-c", "1", "--rules", "allfives no-double=redeal"])
    assert made.exit_code != 0
    assert "R24" in made.output
