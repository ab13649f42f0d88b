"""What the fuzz campaign (bench/fuzz.py) and tests/robustness/test_fuzz.py found, each as its smallest input.

Each test is marked ``xfail(strict=True)`` while the package still has the bug: when a fix
lands the test passes, strict xfail fails the run, and the mark comes off.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from allfives_notation.stream.files import check_source, read_source

RECORD = '[Seats "Ann, Ben"]\n\nhand 1, Ann leads\n  Ann 5-5 +10\n'


@pytest.mark.parametrize("comment", ["{}", '{"round": 2}'])
def test_a_text_record_opening_with_a_comment_that_looks_like_json_is_read_as_text(
    tmp_path: Path, comment: str
) -> None:
    path = tmp_path / "club.afn"
    path.write_text(f"{comment}\n{RECORD}", encoding="utf-8")
    (report,) = check_source(read_source(str(path)))
    assert report.valid, [str(d) for d in report.diagnostics]
