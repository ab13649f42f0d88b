"""The broken records of samples/invalid/: each says what is wrong, and the reader finds it there."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from allfives_notation.notation.reader import read_games

INVALID = Path(__file__).parents[2] / "samples" / "invalid"
FILES = sorted(path.name for path in INVALID.glob("*.afn"))

#: Each file's first error: a part of its message, and its line.
EXPECTED = {
    "bad-partners.afn": ("'Ann+Ben' is not a partnership: partners sit opposite", 6),
    "draw-of-nothing.afn": ("a draw takes at least one tile", 19),
    "end-lines-out-of-order.afn": ("the end of a hand is written in this order", 33),
    "missing-hand-header.afn": ("a turn outside any hand", 11),
    "points-without-plus.afn": ("claimed points are written with a plus, as +10", 16),
    "tag-without-quotes.afn": ("a tag value goes in double quotes", 3),
    "target-not-multiple-of-five.afn": ("'152' is not a target", 7),
    "tile-outside-set.afn": ("6-7 is not a tile of the double-six set", 13),
    "too-many-seats.afn": ("All Fives is for 2, 3 or 4 players; the seats name 5", 5),
    "turn-after-end.afn": ("a turn after the end of the hand", 32),
    "unclosed-comment.afn": ("this comment is never closed", 16),
    "unknown-arm.afn": ("the arm is written W, E, N or S, not 'north'", 15),
    "unknown-seat.afn": ("Bne is not at this table", 14),
    "unknown-variant.afn": ("unknown variant 'muggins'", 8),
}


def leading_comment_lines(text: str) -> int:
    """How many lines at the top of ``text`` are ``;`` comments."""
    count = 0
    for line in text.splitlines():
        if not line.startswith(";"):
            break
        count += 1
    return count


def test_every_file_has_a_row_and_every_row_a_file() -> None:
    assert len(FILES) >= 10
    assert set(FILES) == set(EXPECTED)


@pytest.mark.parametrize("name", FILES)
def test_each_file_says_what_is_wrong_and_which_rule(name: str) -> None:
    text = (INVALID / name).read_text(encoding="utf-8")
    comment = " ".join(text.splitlines()[: leading_comment_lines(text)])
    assert comment, f"{name} starts with a ; comment saying what is wrong"
    assert re.search(r"\bR\d+\b|syntax|written", comment), comment
    assert all(1 <= int(rule) <= 19 for rule in re.findall(r"\bR(\d+)\b", comment)), comment


@pytest.mark.parametrize("name", FILES)
def test_the_reader_finds_the_mistake_after_the_comment(name: str) -> None:
    text = (INVALID / name).read_text(encoding="utf-8")
    reads = list(read_games(text, f"samples/invalid/{name}"))
    assert len(reads) == 1
    (read,) = reads
    assert read.game is None
    assert read.errors
    first = read.errors[0]
    assert first.line is not None and first.line > leading_comment_lines(text)
    assert first.source == f"samples/invalid/{name}"
    assert (first.line, EXPECTED[name][0] in first.message) == (EXPECTED[name][1], True), first.message
