"""The one boundary (``stream.checking``): after a game it leaves, the fast path is asked again."""

from __future__ import annotations

from pathlib import Path

import pytest

from allfives_notation.check import Form
from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.record import GameRecord, record_of
from allfives_notation.stream import Batch, check_batch
from allfives_notation.testing.boundary import fast_path_counted
from tests.fast.test_differential import assert_same, written


def game(seed: int, variants: dict[str, str] | None = None) -> GameRecord:
    rules = RuleSet.from_variants({"target": "100", **(variants or {})})
    return record_of(play_game(Table(2, rules=rules), seed, "greedy", max_hands=3))


def vouched(form: Form, text: str) -> int:
    """How many games of one batch the fast path vouches for, asked through the boundary."""
    with fast_path_counted() as taken:
        check_batch(
            Batch("games" + (".afn" if form is Form.TEXT else ".jsonl"), form, text, 1), keep_records=False
        )
    return taken[0]


@pytest.mark.parametrize("form", [Form.TEXT, Form.JSONL])
@pytest.mark.parametrize("left", [{"first-lead": "highest-double"}, {"hand-end": "last-tile"}])
def test_games_after_one_the_fast_path_leaves_are_still_its_own(form: Form, left: dict[str, str]) -> None:
    plain = [game(seed) for seed in range(3)]
    games = [*plain[:1], game(7, left), *plain[1:], game(8, left)]
    text = written(form, games)
    reports = assert_same(form, text)
    assert [report.valid for report in reports] == [True] * len(games)
    assert [report.index for report in reports] == list(range(1, len(games) + 1))
    assert vouched(form, text) == len(plain)


def test_a_broken_game_the_fast_path_leaves_keeps_its_lines_and_the_games_after_it_theirs() -> None:
    games = [game(seed) for seed in range(3)]
    text = written(Form.TEXT, games)
    lines = text.split("\n")
    k = next(i for i, line in enumerate(lines) if line.startswith("  Ann ") and "+" in line)
    lines[k] = lines[k].rsplit(" +", 1)[0] + " +95"  # a wrong claim in the first game
    text = "\n".join(lines)
    reports = assert_same(Form.TEXT, text)
    assert [report.valid for report in reports] == [False, True, True]
    assert reports[0].diagnostics[0].line == k + 1
    assert vouched(Form.TEXT, text) == 2


def test_comments_after_a_broken_game_are_read_as_the_reference_reads_them() -> None:
    """After a game the reader recovers from, the comments before the next game are the reference's."""
    samples = Path(__file__).resolve().parents[2] / "samples"
    first = (samples / "two-players-open.afn").read_text(encoding="utf-8")
    broken = (samples / "invalid" / "arm-missing.afn").read_text(encoding="utf-8")
    for between in ("\nstray text\n\n", "\n\n", "\n{ a comment }\n\n", "\nstray text\n"):
        text = first + between + broken + "\n" + first
        reports = assert_same(Form.TEXT, text)
        assert [report.valid for report in reports][-1]
