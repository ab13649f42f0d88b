"""Findings about a turn point at the part of it that is wrong: the tile, the arm or the claim."""

from __future__ import annotations

from pathlib import Path

import pytest

from allfives_notation.stream.files import Source, check_source

INVALID = Path(__file__).parents[2] / "samples" / "invalid"


@pytest.mark.parametrize(
    ("name", "code", "part"),
    [
        ("wrong-points.afn", "AF301", "+"),  # the claim, at its plus
        ("arm-not-open.afn", "AF205", " N"),  # the arm named
        ("tile-already-placed.afn", "AF203", "tile"),
        ("tile-not-held.afn", "AF202", "tile"),
    ],
)
def test_a_turn_finding_points_at_its_part(name: str, code: str, part: str) -> None:
    text = (INVALID / name).read_text(encoding="utf-8")
    (report,) = check_source(Source(name, text))
    first = report.diagnostics[0]
    assert first.code == code
    assert first.line is not None and first.column is not None
    line = text.split("\n")[first.line - 1]
    if part == "tile":  # the tile placed: the last tile written on the line
        assert first.found is not None
        expected = line.rindex(first.found) + 1
    elif part == " N":
        expected = line.rindex(" N") + 2
    else:
        expected = line.index(part) + 1
    assert first.column == expected, line
