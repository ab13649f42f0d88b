"""The reader reads on after a bad line: every slip of a game in one run, in file order (issue 27).

(a) The issue's record with four slips gives four findings, each with its named fix. (b) A
line of a hand after a header that could not be read (or was left out) starts a new hand,
so the lines after it are not reported again; a comment never closed takes its text with
it; a Seats line that cannot be read does not make every name a mistake. (c) The law: over
engine games, slips written into several turn lines give one finding a line, in file order.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from allfives_notation.engine import PlayedGame
from allfives_notation.errors import NotationError
from allfives_notation.notation import write_game
from allfives_notation.notation.reader import MOST_SLIPS, read_games
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.testing.strategies import played_games

ROOT = Path(__file__).resolve().parents[2]
TABLE = (ROOT / "samples" / "at-the-table.afn").read_text(encoding="utf-8")


def changed(text: str, *edits: tuple[str, str]) -> str:
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


def findings(text: str) -> list[NotationError]:
    reads = list(read_games(text, "club.afn"))
    return [error for read in reads for error in read.errors]


def line_of(text: str, content: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if line.strip() == content)


# ---- (a) the record --------------------------------------------------------------


def test_four_slips_in_one_game_are_four_findings_in_file_order_each_with_its_fix() -> None:
    text = changed(
        TABLE,
        ("  Ben 5-0 E +10\n", "  Ben 5:0 E +10\n"),
        ("  Ben 5-1\n", "  ben 5-1\n"),
        ("  Ann 1-1\n", "  Ann dominoes\n"),
        ("  Ben 4-2 E\n", "  Ben pass\n"),
    )
    (read,) = read_games(text, "club.afn")
    assert read.game is None
    assert [(error.line, error.message) for error in read.errors] == [
        (line_of(text, "Ben 5:0 E +10"), "write a tile as 5-0, with a hyphen, not '5:0'"),
        (line_of(text, "ben 5-1"), "names are written as in Seats: Ben, not ben"),
        (
            line_of(text, "Ann dominoes"),
            "did you mean 'Ann out'? A player who places their last tile goes out",
        ),
        (
            line_of(text, "Ben pass"),
            "did you mean 'Ben passes'? A player who cannot play and has nothing to draw passes",
        ),
    ]
    assert read.line == 1


def test_a_game_after_a_game_with_slips_is_read_whole() -> None:
    bad = changed(TABLE, ("  Ben 5-0 E +10\n", "  Ben 5:0 E +10\n"), ("  Ben 5-1\n", "  Ben 5 1\n"))
    reads = list(read_games(bad + "\n" + TABLE, "club.afn"))
    assert [len(read.errors) for read in reads] == [2, 0]
    assert reads[1].game is not None and reads[1].line == len(bad.splitlines()) + 2


# ---- (b) reading on without repeating one slip ---------------------------------------------

TWO = '[Seats "Ann, Ben"]\n\nhand 1, Ann leads\n  Ann 5-5\n  Ben 5-0\n  Ann out\n  score Ann 10, Ben 0\n'


def test_a_hand_header_that_cannot_be_read_is_one_finding_and_its_hand_reads_on() -> None:
    text = TWO + "\nHand 2, Ann leads\n  Ann: 6-6 1-1\n  Ann 6-6\n  Ben 6-1 +5\n  ann 1-1\n  Ann out\n"
    assert [(error.line, error.message) for error in findings(text)] == [
        (9, "the words of the notation are written in small letters: 'hand', not 'Hand'"),
        (13, "names are written as in Seats: Ann, not ann"),
    ]


def test_a_hand_header_left_out_is_one_finding_where_the_next_hand_starts() -> None:
    text = TWO + "  Ann 6-6\n  Ben 6-1 +5\n  Ann 1-1\n"
    ((line, message),) = [(error.line, error.message) for error in findings(text)]
    assert line == 8
    assert (
        message
        == "a turn after the end of the hand: start the next hand with a line such as 'hand 2, Ann leads'"
    )


def test_the_text_of_a_comment_never_closed_is_not_read_as_lines() -> None:
    text = TWO + "  {a comment that never closes,\nso these words are\nits text\n  Ben 6-1\n  Ann 1:1\n"
    assert [(error.line, error.message.split(":")[0]) for error in findings(text)] == [
        (8, "this comment is never closed"),
        (12, "write a tile as 1-1, with a hyphen, not '1"),
    ]


def test_a_seats_line_that_cannot_be_read_is_the_one_finding_of_its_game() -> None:
    text = TWO.replace('[Seats "Ann, Ben"]', '[Seats "Ann, Ben"\n[Event "club"]')
    ((error,),) = [read.errors for read in read_games(text)]
    assert (error.line, error.message) == (1, "this tag pair is never closed: end it with ]")


def test_a_line_that_is_no_tag_ends_the_header_and_the_tags_after_it_start_a_game() -> None:
    # As ever: the batches of the streaming validator cut there too (tests/test_stream.py).
    text = '[Event "club"]\nsome words\n' + TWO
    reads = list(read_games(text))
    assert [read.game is None for read in reads] == [True, False]
    assert [error.line for error in reads[0].errors] == [1, 2]


def test_a_game_with_too_many_lines_not_read_is_given_up_with_one_finding_more() -> None:
    text = TWO + "".join(f"  Ann {n}:{n}\n" for n in range(MOST_SLIPS + 20)) + "\n" + TWO
    reads = list(read_games(text))
    assert len(reads[0].errors) == MOST_SLIPS + 1
    assert reads[0].errors[-1].message.startswith(f"more than {MOST_SLIPS} lines of this game cannot be read")
    assert reads[-1].game is not None


# ---- (c) the law -----------------------------------------------------------------------------

#: Slips of a turn line, each with the words its finding must hold.
SLIPS = (
    (re.compile(r"([0-6])-([0-6])"), r"\1:\2", "with a hyphen"),
    (re.compile(r"\bpasses\b"), "pass", "did you mean"),
    (re.compile(r"\bdraws\b"), "drew", "did you mean"),
    (re.compile(r" ([WENS])\b"), lambda m: f" {m[1].lower()}", "the arm is written W, E, N or S"),
)


@given(game=played_games(), seed=st.integers(0, 2**32), slips=st.integers(1, 6))
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
def test_slips_in_several_turn_lines_are_one_finding_a_line_in_file_order(
    game: PlayedGame, seed: int, slips: int
) -> None:
    text = write_game(record_of(game, View(Knowledge.OPEN), implied_arms=False))
    lines = text.split("\n")
    rng = random.Random(seed)
    turns = [n for n, line in enumerate(lines) if re.match(r"  \w+ (\d-\d|passes|draws)", line)]
    changed_lines: dict[int, str] = {}
    for n in rng.sample(turns, min(slips, len(turns))):
        usable = [(pattern, new, words) for pattern, new, words in SLIPS if pattern.search(lines[n])]
        pattern, new, words = rng.choice(usable)
        lines[n] = pattern.sub(new, lines[n], count=1)  # type: ignore[call-overload]
        changed_lines[n + 1] = words
    text = "\n".join(lines)
    note(text)
    (read,) = read_games(text, "game.afn")
    assert [error.line for error in read.errors] == sorted(changed_lines)
    for error in read.errors:
        assert error.line is not None and changed_lines[error.line] in error.message, error
