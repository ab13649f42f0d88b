"""What the fuzz campaign (bench/fuzz.py) and tests/robustness/test_fuzz.py found, each as its smallest input.

Each test is marked ``xfail(strict=True)`` while the package still has the bug: when a fix
lands the test passes, strict xfail fails the run, and the mark comes off.
"""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pytest

from allfives_notation.engine import Table, play_game
from allfives_notation.notation import write_game
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.stream.files import check_source, read_source
from allfives_notation.testing.contract import ContractError, feed
from allfives_notation.testing.records import with_line_in_last_hand

RECORD = '[Seats "Ann, Ben"]\n\nhand 1, Ann leads\n  Ann 5-5 +10\n'


@pytest.mark.parametrize("comment", ["{}", '{"round": 2}'])
def test_a_text_record_opening_with_a_comment_that_looks_like_json_is_read_as_text(
    tmp_path: Path, comment: str
) -> None:
    path = tmp_path / "club.afn"
    path.write_text(f"{comment}\n{RECORD}", encoding="utf-8")
    (report,) = check_source(read_source(str(path)))
    assert report.valid, [str(d) for d in report.diagnostics]


def _broken_in_the_last_hand() -> str:
    """A game with a tag line that cannot be read in its last hand, then a blank line and a game."""
    game = write_game(record_of(play_game(Table(2), 5, "greedy"), View(Knowledge.OPEN)))
    return with_line_in_last_hand(game, '  [Date \u20282026-02-30"]') + "\n" + game


def test_a_batch_read_alike_with_and_without_the_fast_path_holds_the_contract(tmp_path: Path) -> None:
    """Fuzz differential, seeds 19321 and 22736: the reference read the game after such a line as its header.

    With that reader, ``feed`` broke the contract here (tried): the fast path cut a game at
    the tag pairs after the blank line, the reference alone read them into the broken game.
    """
    outcome = feed(_broken_in_the_last_hand().encode(), "club.afn", tmp_path)
    assert (outcome.read, outcome.refused) == (2, 1)


def test_a_batch_the_two_ways_report_apart_breaks_the_contract(tmp_path: Path) -> None:
    """Where the fast path's reports of a batch are not the reference's, ``feed`` says so."""
    disagreeing = mock.patch("allfives_notation.testing.contract.agree", return_value=False)
    with disagreeing, pytest.raises(ContractError, match="other reports with the fast path"):
        feed(_broken_in_the_last_hand().encode(), "club.afn", tmp_path)
