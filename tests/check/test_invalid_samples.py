"""samples/invalid/: each broken record gives the finding it was written for, first, and where.

Between them the files give every code of the validator except AF005 and AF006, which
come from reading a file and not from the record in it (tests/test_cli_commands.py gives
them), AF502, a search giving up (tests/check/test_what_a_record_hides.py), and AF215,
which only ever follows an AF203 or AF204 on the same line (tests/check/test_recovery.py).
The valid samples give none.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

import pytest

from allfives_notation.check import CODES, Diagnostic
from allfives_notation.stream.files import Source, check_source

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
INVALID = SAMPLES / "invalid"
SUFFIXES = (".afn", ".json", ".jsonl")
FILES = sorted(path.name for path in INVALID.iterdir() if path.suffix in SUFFIXES)
VALID = sorted(path.name for path in SAMPLES.iterdir() if path.suffix in SUFFIXES)
#: Codes that only reading a file gives (bytes that are not UTF-8, or no file at all), and those
#: other tests give, as the docstring says.
FILE_CODES = {"AF005", "AF006", "AF215", "AF502"}


class Expect(NamedTuple):
    """A file's first finding: its code, a part of its message, its line and JSON pointer."""

    code: str
    message: str
    line: int | None
    pointer: str | None = None


EXPECTED = {
    "points-past-exact-target.afn": Expect("AF308", "would take Ben from 45 past the target of 50", 24),
    # the reader refuses the record
    "bad-partners.afn": Expect("AF002", "'Ann+Ben' is not a partnership: partners sit opposite", 6),
    "draw-of-nothing.afn": Expect("AF001", "a draw takes at least one tile", 19),
    "end-line-twice.afn": Expect("AF001", "the pips line is given twice in this hand (first on line 32)", 34),
    "missing-hand-header.afn": Expect("AF001", "a turn outside any hand", 11),
    "points-without-plus.afn": Expect("AF001", "claimed points are written with a plus, as +10", 16),
    "tag-without-quotes.afn": Expect("AF001", "a tag value goes in double quotes", 3),
    "target-not-multiple-of-five.afn": Expect("AF002", "'152' is not a target", 7),
    "tile-outside-set.afn": Expect("AF001", "6-7 is not a tile of the double-six set", 13),
    "too-many-seats.afn": Expect("AF002", "All Fives is for 2, 3 or 4 players; the seats name 5", 5),
    "turn-after-end.afn": Expect("AF001", "a turn after the end of the hand", 32),
    "unclosed-comment.afn": Expect("AF001", "this comment is never closed", 16),
    "unknown-arm.afn": Expect("AF001", "the arm is written W, E, N or S, not 'north'", 15),
    "fiveup-arm-turns-wrong.afn": Expect("AF001", "'E3E' is not an arm: a double on an arm that runs", 18),
    "unknown-seat.afn": Expect("AF001", "Bne is not at this table", 14),
    "unknown-variant.afn": Expect("AF002", "unknown variant 'muggings'; did you mean 'muggins'?", 9),
    "not-json.json": Expect("AF003", "this is not JSON", 3),  # at the end of the line missing a comma
    "seats-not-a-list.jsonl": Expect("AF004", 'seats is a list: write ["Ann", "Ben"]', 2, "/seats"),
    # the deal and who leads
    "deal-not-thrown-in.afn": Expect("AF108", "nobody was dealt a double, so under", 11),
    "thrown-in-after-going-out.afn": Expect("AF109", "hand 2 says 1 deal thrown in, but who went out", 30),
    "tile-dealt-twice.afn": Expect("AF101", "2-2 is in the boneyard and in Ann's hand", 15),
    "wrong-hand-size.afn": Expect("AF102", "Ann is dealt 8 tiles; each hand has 9", 13),
    "wrong-boneyard-size.afn": Expect("AF103", "the boneyard holds 9 tiles", 15),
    "hand-numbering.afn": Expect("AF104", "this hand is numbered 3, but it comes after hand 1", 42),
    "wrong-leader.afn": Expect("AF105", "Ben went out last hand, so leads this one, not Ann", 42),
    "wrong-lead-tile.afn": Expect("AF106", "Ben must lead 6-6, the highest double", 16),
    "view-open-hand-missing.afn": Expect("AF107", "this hand does not give Ben's hand", 13),
    # turns
    "out-of-turn.afn": Expect("AF201", "it is Ann's turn, not Ben's", 24),
    "tile-not-held.afn": Expect("AF202", "Ann does not hold 5-1: 5-1 is still in the boneyard", 21),
    "tile-already-placed.afn": Expect("AF203", "5-3 is already on the table", 21),
    "tile-does-not-fit.afn": Expect("AF204", "5-2 does not fit the north end: it shows 0", 21),
    "arm-not-open.afn": Expect("AF205", "the north arm of the spinner 5-5 is not open yet", 17),
    "fiveup-arm-elsewhere.afn": Expect("AF205", "there is no W3N6W arm: the 3-3 stands on E, not W", 21),
    "arm-missing.afn": Expect("AF206", "5-3 fits more than one arm (W, E)", 17),
    "must-play.afn": Expect("AF207", "Ben draws while holding 6-6, which fits", 24),
    "drawn-tile-not-played.afn": Expect("AF208", "Ann draws 6-5, which fits, so must play it at once", 31),
    "pass-with-tiles-to-draw.afn": Expect("AF209", "Ann passes, but 8 tiles may still be drawn", 28),
    "draws-more-than-the-boneyard.afn": Expect("AF210", "Ann draws 7, but only 6 tiles may be drawn", 32),
    "draws-out-of-order.afn": Expect("AF211", "the next tile of the boneyard is 3-0", 35),
    "turn-after-going-out.afn": Expect("AF212", "a turn after Ben went out", 37),
    "play-after-game-over.afn": Expect("AF213", "a turn after the game was over", 48),
    "hand-stops-early.afn": Expect("AF214", "hand 1 stops before anybody went out", 38),
    # scores
    "wrong-points.afn": Expect("AF301", "3-3 scores 10, not 15", 20),
    "wrong-points.json": Expect("AF301", "3-3 scores 10, not 15", None, "/hands/0/turns/3/points"),
    "claim-left-out.afn": Expect("AF307", "4-3 scores 15; the record claims nothing here", 25),
    "wrong-running-score.afn": Expect("AF302", "Ben's score after hand 2 is 55, not 60", 48),
    "wrong-deduction.afn": Expect("AF303", "Ann has 6 pips left, which round to 5, so loses 5, not 10", 38),
    "wrong-award.afn": Expect("AF304", "Ben wins 5 from the pips left, not 10", 39),
    "wrong-pips.afn": Expect("AF305", "Ann has 6 pips left, not 7", 37),
    "wrong-tiles-shown.afn": Expect("AF306", "Ann shows 1-0, but 1-0 is already on the table", 37),
    "wrong-call.afn": Expect("AF309", "Ben claimed 5-0's 2 in full: nothing was missed", 20),
    "call-wrong-points.afn": Expect("AF310", "Ben's muggins call scores 1, not 2: Ann claimed nothing", 17),
    "call-by-own-side.afn": Expect("AF311", "6-0 was their own placement: only an opponent calls", 17),
    "call-without-muggins.afn": Expect("AF312", "without muggins=on: every placement scores its count", 18),
    # how the hand and the game ended
    "wrong-end-line.afn": Expect("AF401", "the record says Ann went out, but Ben went out", 36),
    "wrong-result.afn": Expect("AF402", "the result names Ann, but Ben won", 9),
    "result-unfinished-but-over.afn": Expect("AF403", "the result is * (unfinished)", 10),
    # hidden tiles
    "no-deal-explains.afn": Expect("AF501", "no deal explains Ben playing 3-1 here", 17),
}


def findings(path: Path) -> list[Diagnostic]:
    """Every finding of every game of the file, in order, as the validator gives them."""
    source = Source(path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8"))
    return [diagnostic for report in check_source(source) for diagnostic in report.diagnostics]


def leading_comment_lines(text: str) -> int:
    """How many lines at the top of ``text`` are ``;`` comments."""
    count = 0
    for line in text.splitlines():
        if not line.startswith(";"):
            break
        count += 1
    return count


def test_every_file_has_a_row_and_every_row_a_file() -> None:
    assert set(FILES) == set(EXPECTED)


def test_between_them_the_files_give_every_code_but_those_of_reading_a_file() -> None:
    given = {expect.code for expect in EXPECTED.values()}
    assert given == set(CODES) - FILE_CODES


@pytest.mark.parametrize("name", FILES)
def test_the_first_finding_is_the_one_the_file_was_written_for(name: str) -> None:
    found = findings(INVALID / name)
    assert found, f"{name} gives no finding"
    first, expect = found[0], EXPECTED[name]
    assert first.code == expect.code, str(first)
    assert expect.message in first.message, str(first)
    assert (first.line, first.pointer) == (expect.line, expect.pointer), str(first)
    assert first.source == f"samples/invalid/{name}"


@pytest.mark.parametrize("name", [name for name in FILES if name.endswith(".afn")])
def test_each_text_file_says_what_is_wrong_and_which_rule_before_it(name: str) -> None:
    text = (INVALID / name).read_text(encoding="utf-8")
    comments = leading_comment_lines(text)
    comment = " ".join(text.splitlines()[:comments])
    assert comment, f"{name} starts with a ; comment saying what is wrong"
    assert re.search(r"\bR\d+\b|syntax|written", comment), comment
    assert all(1 <= int(rule) <= 25 for rule in re.findall(r"\bR(\d+)\b", comment)), comment
    line = EXPECTED[name].line
    assert line is not None and line > comments, "the mistake comes after the comment"


def test_the_readme_lists_every_file_with_its_code() -> None:
    text = (INVALID / "README.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `([^`]+)` \| [^|]+ \| (AF\d{3}) \|", text, flags=re.MULTILINE))
    assert rows == {name: expect.code for name, expect in EXPECTED.items()}


@pytest.mark.parametrize("name", VALID)
def test_each_valid_sample_gives_no_finding_at_all(name: str) -> None:
    found = findings(SAMPLES / name)
    assert not found, "\n".join(map(str, found))
