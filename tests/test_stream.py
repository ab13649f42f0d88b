"""Reading a file a batch of games at a time gives exactly what reading it whole gives (the stream package).

The reference is the whole-file path: ``files.read_source``, then ``files.check_source``,
each finding given its line and caret from the whole text as the reader counts its lines.
Held to it: engine-played files in the three forms, annotated, then broken line by line,
read in batches of any size; ``validate --jobs 2`` against ``--jobs 1``; the UTF-8 check
as the bytes come, however they are cut; standard input and pipes, read as they come and
never copied; the form told by the name, else from the first lines; and the one report
(game 0) for a file that gives no game.
"""

from __future__ import annotations

import io
import itertools
import json
import os
import pickle
import sys
import tempfile
import threading
from collections.abc import Generator, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import fields, replace
from functools import cache, partial
from pathlib import Path
from typing import Any

import pytest
import typer.testing
from hypothesis import HealthCheck, example, given, note, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import allfives_notation.cli.checking as checking
from allfives_notation import stream
from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.report import GameReport
from allfives_notation.cli import app
from allfives_notation.engine import Table, play_game
from allfives_notation.notation import write_games, write_json, write_jsonl
from allfives_notation.notation.form import Form
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.record.model import Comment, CommentStyle, GameRecord
from allfives_notation.stream import Batch, check_files, cutting, file_batches
from allfives_notation.stream import checking as stream_checking
from allfives_notation.stream import files as files_module
from allfives_notation.stream.files import Limits, check_source, read_source
from allfives_notation.summary import summary_json
from allfives_notation.testing.strategies import files, records

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
RECORDS = sorted(path for path in SAMPLES.rglob("*") if path.suffix in (".afn", ".json", ".jsonl"))
INVALID = [path for path in RECORDS if path.parent.name == "invalid"]
VALID = [path for path in RECORDS if path.parent.name != "invalid"]

runner = CliRunner()


def budget(examples: int) -> settings:
    """Few examples, no deadline (a process pool, or a self-played game, takes its time)."""
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
            HealthCheck.large_base_example,
            HealthCheck.function_scoped_fixture,
        ],
    )


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("stream")


_numbers = itertools.count()


def write(folder: Path, data: str | bytes, suffix: str = ".afn") -> Path:
    """A new file holding ``data`` (a string is written as UTF-8, its line ends as they are)."""
    path = folder / f"file-{next(_numbers)}{suffix}"
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


# ---- the reference, and the comparison ---------------------------------------------------


def whole(name: str) -> list[GameReport]:
    """What reading the whole file gives, each finding with its line and caret from the whole text.

    The caret line is taken from the text as the reader counts its lines (CR and CRLF are
    line ends); see ``test_a_lone_cr_file_shows_the_line_each_finding_is_on``.
    """
    source = read_source(name)
    text = source.text
    if text is not None and source.form is Form.TEXT:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    elif text is not None and source.form is Form.JSONL:  # columns and caret count after the mark
        text = text.removeprefix("\ufeff")
    return [
        replace(report, diagnostics=tuple(_seen_on(d, text) for d in report.diagnostics))
        for report in check_source(source)
    ]


def _seen_on(diagnostic: Diagnostic, text: str | None) -> Diagnostic:
    return _without_bom(diagnostic if text is None else diagnostic.in_context(text))


def _without_bom(diagnostic: Diagnostic) -> Diagnostic:
    """The finding without the invisible byte-order mark a line-1 caret line may show.

    The whole text keeps the mark on line 1, where a JSON Lines batch drops it; see
    ``test_a_byte_order_mark_is_not_shown_in_a_json_line_s_caret_line``.
    """
    if diagnostic.context.startswith("  \ufeff"):
        return replace(diagnostic, context="  " + diagnostic.context[3:])
    return diagnostic


def streamed(names: list[str], **options: Any) -> list[tuple[int, GameReport]]:
    """What ``check_files`` gives, with the same treatment of a byte-order mark as :func:`whole`."""
    return [
        (number, replace(report, diagnostics=tuple(map(_without_bom, report.diagnostics))))
        for number, report in check_files(names, **options)
    ]


def seen(report: GameReport) -> tuple[object, ...]:
    """The parts of a report a person sees, for a readable difference when two disagree."""
    found = [(d.code, d.line, d.column, d.pointer, d.message, d.game, d.context) for d in report.diagnostics]
    return (report.index, report.line, found)


def assert_same(path: Path, size: int, **options: Any) -> None:
    """Reading ``path`` in batches of ``size`` gives what reading it whole gives, report for report."""
    expected = whole(str(path))
    found = [report for _, report in streamed([str(path)], size=size, **options)]
    assert [seen(r) for r in found] == [seen(r) for r in expected]
    assert [r.record for r in found] == [r.record for r in expected]
    assert found == expected


def batches_of(path: Path, size: int) -> list[Batch]:
    units = list(file_batches(str(path), size))
    assert all(isinstance(unit, Batch) for unit in units)
    return units  # type: ignore[return-value]


# ---- engine-played files -----------------------------------------------------------------

TABLES = (Table(2), Table(3), Table(4), Table(4, partnerships=True))


@cache
def corpus(games: int) -> tuple[GameRecord, ...]:
    """Self-played games at each seating, written down at each knowledge level, as a club's log."""
    found = []
    for seed in range(games):
        table = TABLES[seed % len(TABLES)]
        played = play_game(table, seed, "greedy")
        view = (View(Knowledge.OPEN), View(Knowledge.PLAYER, seed % table.players), View(Knowledge.PUBLIC))
        found.append(record_of(played, view[seed % 3]))
    return tuple(found)


def annotated(games: tuple[GameRecord, ...]) -> list[GameRecord]:
    """The games with comments that span lines, hold tag pairs and lone braces, and introductions.

    Every third game, the first among them, has no introduction: a batch ends only before
    a tag pair that follows a line of a hand, never before a game's introduction.
    """
    spanning = Comment('a comment\n[Event "inside"]\n\non lines of its own')
    intros = ((), (Comment("the club book", CommentStyle.LINE), spanning), (spanning,))
    notes = (Comment(" { not a brace comment", CommentStyle.LINE), Comment("\n"))
    return [replace(game, intro=intros[at % 3], comments=notes) for at, game in enumerate(games)]


@st.composite
def club_files(draw: st.DrawFn) -> list[GameRecord]:
    """Two or three engine-played games, annotated; most after the first lose their introduction.

    A batch ends only before a game with no introduction, so this gives the cut more places.
    """
    games = draw(files())
    return [
        game if at == 0 or draw(st.integers(0, 3)) == 0 else replace(game, intro=())
        for at, game in enumerate(games)
    ]


def sizes() -> st.SearchStrategy[int]:
    """A batch size: a character (every game a batch), a few lines, or a few games."""
    return st.one_of(st.integers(1, 80), st.integers(1, 4000))


@budget(10)
@given(games=club_files(), size=sizes())
def test_an_engine_played_text_file_reads_the_same_in_batches(
    folder: Path, games: list[Any], size: int
) -> None:
    path = write(folder, write_games(games))
    assert_same(path, size)


@budget(8)
@given(
    games=st.lists(records(), min_size=1, max_size=4),
    size=sizes(),
    blank=st.sampled_from(["", "\n", "\r\n"]),
)
def test_engine_played_json_lines_read_the_same_in_batches(
    folder: Path, games: list[Any], size: int, blank: str
) -> None:
    lines = write_jsonl(games)
    path = write(folder, blank + lines.replace("\n", "\n" + blank), ".jsonl")
    assert_same(path, size)


def test_a_file_of_many_games_is_read_in_many_batches_and_the_same(folder: Path) -> None:
    path = write(folder, write_games(annotated(corpus(12))))
    for size in (1, 500, 5_000, 50_000):
        assert_same(path, size)
    starts = [batch.first_line for batch in batches_of(path, 1)]
    # before every game whose introduction (if any) is one block of whole-line comments
    assert len(starts) >= 4
    lines = [report.line for report in whole(str(path))]
    assert all(any(a < start <= b for a, b in zip([0, *lines], lines, strict=False)) for start in starts)


# ---- broken files ------------------------------------------------------------------------

#: Lines a hand, a program or a disk puts where they do not belong.
PIECES = (
    '[Event "x"]',
    '[Seats "Ann, Ben"]',
    '[Round "2"] {',
    '\f[Site "x"]',
    '  [Date "2026-01-01"]\t; a note',
    "{",
    "}",
    "; note",
    "{ a comment",
    "that goes on }",
    "{ closed } ; and more",
    '} [Event "x"]',
    "",
    "   ",
    "hand 1, Ann leads",
    "hand 2, Ben leads",
    "  Ann 5-3 +10",
    "  Ben passes",
    "blocked",
    "  score Ann 10, Ben 0",
    "Ann 5-3 {a glyph after} !",
    "not notation at all",
    "\u00a0",
    "\x0b",
)


@st.composite
def broken(draw: st.DrawFn, text: str, pieces: tuple[str, ...] = PIECES) -> str:
    """``text`` with lines inserted, deleted, doubled and swapped, then any line ends, a BOM, cut short."""
    lines = text.split("\n")
    for _ in range(draw(st.integers(0, 6))):
        how = draw(st.sampled_from(("insert", "insert", "delete", "double", "swap", "blank")))
        at = draw(st.integers(0, max(len(lines) - 1, 0)))
        if how == "insert":
            lines.insert(at, draw(st.sampled_from(pieces)))
        elif how == "blank":
            lines[at:at] = [""] * draw(st.integers(1, 3))
        elif not lines:
            continue
        elif how == "delete":
            del lines[at]
        elif how == "double":
            lines.insert(at, lines[at])
        else:
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
    ends = draw(st.sampled_from(("\n", "\r\n", "\r", "mixed")))
    if ends == "mixed":
        rng = draw(st.randoms(use_true_random=False))
        text = "".join(line + rng.choice(("\n", "\r\n", "\r")) for line in lines[:-1]) + "".join(lines[-1:])
    else:
        text = ends.join(lines)
    if draw(st.integers(0, 4)) == 0:
        text = "\ufeff" + text
    if draw(st.integers(0, 3)) == 0:
        text = text[: draw(st.integers(0, len(text)))]
    return text


@budget(20)
@given(data=st.data(), games=club_files(), size=sizes())
def test_a_broken_text_file_reads_the_same_in_batches(
    folder: Path, data: st.DataObject, games: list[Any], size: int
) -> None:
    text = data.draw(broken(write_games(games)))
    note(repr(text))
    path = write(folder, text)
    assert_same(path, size)


#: A small game, line by line: any first lines of it are a record cut short.
LITTLE_GAME = (
    '[Seats "Ann, Ben"]',
    '[Target "50"]',
    "",
    "hand 1, Ann leads",
    "  Ann: 5-5 6-4",
    "  Ben: 3-2 1-1",
    "  boneyard: 6-6",
    "  Ann 5-5 +10",
    "  Ben draws 6-6, passes",
    "  Ann 6-4",
    "  Ann out",
    "  score Ann 10, Ben 0",
)
#: More lines that stop, hide or open a comment, or hide a brace in a tag.
ODD_LINES = (
    "{ two",
    "lines }",
    "  Ann 5-5 ; {",
    "  Ann 6-4 {x} {y",
    '[Event "{"]',
    '[Event ";"] {',
    "} {",
    "{ a ; b } {",
)


def record_soups() -> st.SearchStrategy[str]:
    """Small games cut anywhere, with odd lines between them, any line ends, perhaps a BOM."""
    cut_short = st.integers(1, len(LITTLE_GAME)).map(lambda lines: list(LITTLE_GAME[:lines]))
    chunk = st.one_of(cut_short, st.lists(st.sampled_from(PIECES + ODD_LINES), min_size=1, max_size=2))
    return st.builds(
        lambda chunks, ends, mark: mark + ends.join(line for lines in chunks for line in lines) + ends,
        st.lists(chunk, max_size=8),
        st.sampled_from(("\n", "\r\n", "\r")),
        st.sampled_from(("", "\ufeff")),
    )


@budget(150)
@given(text=record_soups(), size=st.integers(1, 60), suffix=st.sampled_from((".afn", ".json", "")))
def test_any_soup_of_record_lines_reads_the_same_in_batches(
    folder: Path, text: str, size: int, suffix: str
) -> None:
    assert_same(write(folder, text, suffix), size)


JSON_PIECES = ("", " ", "{", "}", "[]", '{"format": "AFN 1.0"}', "not json", '{"a": 1, "a": 2}', "\ufeff{}")


@budget(12)
@given(data=st.data(), games=st.lists(records(), min_size=1, max_size=3), size=sizes())
def test_broken_json_lines_read_the_same_in_batches(
    folder: Path, data: st.DataObject, games: list[Any], size: int
) -> None:
    text = data.draw(broken(write_jsonl(games), JSON_PIECES))
    note(repr(text))
    path = write(folder, text, data.draw(st.sampled_from((".jsonl", ".json", ".afn", ""))))
    assert_same(path, size)


@budget(6)
@given(data=st.data(), game=records(), size=sizes())
def test_a_broken_json_document_reads_the_same(
    folder: Path, data: st.DataObject, game: Any, size: int
) -> None:
    text = data.draw(broken(write_json(game), JSON_PIECES))
    path = write(folder, text, data.draw(st.sampled_from((".json", ".jsonl", ""))))
    assert_same(path, size)


HAND = '[Seats "Ann, Ben"]\nhand 1, Ann leads\n'


def given_that(holds: bool, what: str) -> None:
    """A check of a test's own set-up: it fails the test, never counting as the expected failure."""
    if not holds:
        pytest.fail(f"set-up: {what}")


@pytest.mark.parametrize(
    "line",
    ["[Event x]", '[Event "x"] junk', '\u00a0[Event "x"]', '\x0b[Event "x"]', "[", '[Seats "Ann'],
)
def test_a_batch_ending_before_a_broken_tag_line_reads_as_the_whole_file(folder: Path, line: str) -> None:
    path = write(folder, HAND + line + "\n")
    assert_same(path, 1)


@pytest.fixture(scope="module")
def big(folder: Path) -> Path:
    """A club's log of self-played games, long enough for two batches of the size validate uses."""
    path = write(folder, write_games(corpus(72)))
    given_that(len(batches_of(path, stream.BATCH_CHARS)) == 2, "two batches")
    return path


def test_a_broken_tag_line_where_a_default_batch_ends_reads_as_the_whole_file(
    folder: Path, big: Path
) -> None:
    second = batches_of(big, stream.BATCH_CHARS)[1].first_line
    lines = big.read_text(encoding="utf-8").split("\n")
    given_that(lines[second - 1] == '[Format "AFN 1.0"]', "the second batch starts at a game")
    lines[second - 1] = "[Format AFN 1.0]"  # the quotes left out
    path = write(folder, "\n".join(lines))
    assert_same(path, stream.BATCH_CHARS)


@pytest.mark.parametrize("first", ['[Format "AFN 1.0"]', "; the club book"])
def test_a_text_file_with_a_byte_order_mark_reads_the_same_in_batches(folder: Path, first: str) -> None:
    path = write(folder, "\ufeff" + first + '\n[Seats "Ann, Ben"]\n')
    given_that(whole(str(path))[0].valid, "read whole, the file is one valid game")
    assert_same(path, len(first))


# ---- the regex cut ---------------------------------------------------------------------------


def cut_both_ways(
    path: Path, size: int, limit: int = stream.MAX_LINE, block: int = 1 << 16, game: int = stream.MAX_GAME
) -> list[Batch]:
    """The regex cut (``_cut_text``) gives the batches the line-by-line cut (``_text_batches``) gives."""
    with open(path, encoding="utf-8") as file:
        found = list(cutting.cut_text(file, "f.afn", size, limit, block, game=game))
    with open(path, encoding="utf-8") as file:
        lines = stream.limited_lines(file, limit)
        expected = list(cutting._text_batches(lines, "f.afn", size, limit, game=game))
    assert found == expected
    return found


def games_read() -> st.SearchStrategy[int]:
    """The longest game read: a few hundred characters (many stretches let go), or the default."""
    return st.one_of(st.integers(1, 400), st.just(stream.MAX_GAME))


def limits() -> st.SearchStrategy[int]:
    """The longest line read: a few characters (many lines too long to read), or the default."""
    return st.one_of(st.integers(1, 120), st.just(stream.MAX_LINE))


@budget(40)
@given(
    data=st.data(), games=files(), size=sizes(), limit=limits(), block=st.integers(1, 3000), game=games_read()
)
def test_the_regex_cut_gives_the_batches_of_the_cut_line_by_line(
    folder: Path, data: st.DataObject, games: list[Any], size: int, limit: int, block: int, game: int
) -> None:
    text = write_games(games)
    if data.draw(st.booleans()):
        text = data.draw(broken(text))
    note(repr(text))
    cut_both_ways(write(folder, text), size, limit, block, game)


@budget(60)
@given(
    text=record_soups(), size=st.integers(1, 60), limit=limits(), block=st.integers(1, 200), game=games_read()
)
# a game start before ``size`` but past ``game``: the line by line cut takes it (found on 2026-12-06)
@example(
    text="\n".join([*LITTLE_GAME[:3], *LITTLE_GAME[:4]]) + "\n",
    size=35,
    limit=stream.MAX_LINE,
    block=69,
    game=1,
)
def test_the_regex_cut_gives_the_batches_of_the_cut_line_by_line_in_any_soup(
    folder: Path, text: str, size: int, limit: int, block: int, game: int
) -> None:
    cut_both_ways(write(folder, text), size, limit, block, game)


#: A game with no hands (its header only, as the reader takes it), then a game (found on 2026-12-06).
HEADER_ONLY = '[Format "AFN 1.0"]\n[Event "Club night, a long name for the evening"]\n[Seats "Ann, Ben"]\n\n'


@pytest.mark.parametrize("game", [1, 20, len(HEADER_ONLY) - 1, len(HEADER_ONLY), 70, 200, 1_000])
@pytest.mark.parametrize(("size", "block"), [(1, 1), (28, 1), (1, 133), (50, 10), (1, 1 << 16)])
def test_a_header_alone_then_a_game_is_cut_alike_both_ways_and_long_only_past_the_longest_game(
    folder: Path, game: int, size: int, block: int
) -> None:
    text = HEADER_ONLY + "\n".join(['[Format "AFN 1.0"]', *LITTLE_GAME]) + "\n"
    first, *_ = cut_both_ways(write(folder, text), size, block=block, game=game)
    assert (first.long_game is not None) == (len(HEADER_ONLY) > game)
    if first.long_game is not None:
        assert first.long_game == (1, len(HEADER_ONLY), HEADER_ONLY.count("\n"))
    else:
        assert first.text == HEADER_ONLY


@pytest.mark.parametrize("game", [20_000, 50_000])
def test_a_stretch_longer_than_a_game_is_refused_as_one_and_the_games_around_it_read(
    folder: Path, game: int
) -> None:
    games = corpus(6)
    given_that(max(len(write_games([g])) for g in games) < game // 2, "each game well within the limit")
    junk = "".join(f"  junk line {n}\n" for n in range(game // 8))  # no game starts in it
    text = write_games(games[:2]) + junk + "\n" + write_games(games[2:])
    path = write(folder, text)
    batches = cut_both_ways(path, 1, block=1_000, game=game)
    [batch] = [batch for batch in batches if batch.long_game is not None]
    line, length, count = batch.long_game or (0, 0, 0)
    assert line == write_games(games[:1]).count("\n") + 2  # the second game, with the junk after it
    assert length > game and count > game // 16
    found = [report for _, report in check_files([str(path)], size=1, limits=Limits(game=game))]
    assert [report.record for report in found if report.valid] == [games[0], *games[2:]]
    [error] = next(report for report in found if not report.valid).diagnostics
    assert (error.code, error.line) == ("AF001", line)
    said = f"this game goes on for {length:,} characters ({count:,} lines), more than"
    assert error.message.startswith(said)
    needed = -(-length // (1 << 20))
    assert error.message.endswith(f"a game may hold, so it is not read (--max-game-mb {needed} reads it)")


def test_the_regex_cut_cuts_a_file_without_comments_alone(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(folder, write_games(corpus(12)))
    monkeypatch.setattr(cutting, "_text_batches", None)  # never handed on
    with open(path, encoding="utf-8") as file:
        batches = list(cutting.cut_text(file, "f.afn", 2_000, block=500))
    assert len(batches) >= 6
    assert "".join(batch.text for batch in batches) == path.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "late",
    [
        "; a note\n",
        "{ a comment\n  on two lines }\n",
        '\ufeff\ufeff[Event "x"]\n',
        "  Ann 5-3 " + "x" * 300 + "\n",
        '[Event "' + "y" * 300,
    ],
)
def test_the_regex_cut_hands_on_what_follows_a_comment_a_mark_or_a_long_line(folder: Path, late: str) -> None:
    plain = write_games(corpus(8))
    lines = plain.split("\n")
    middle = len(lines) // 2
    text = "\n".join(lines[:middle]) + "\n" + late + "\n".join(lines[middle:])
    path = write(folder, text)
    for size, block in ((200, 100), (1_000, 3_000), (5_000, 1 << 16)):
        batches = cut_both_ways(path, size, 200, block)
        given_that(len(batches) > 1, "cuts on both sides of the odd line")
    assert_same(path, 1_000)


def test_the_regex_cut_skips_a_byte_order_mark_at_the_start_of_any_line(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = [write_games([game]).replace("\n", "\r\n") for game in corpus(4)]
    path = write(folder, "".join("\ufeff" + text for text in texts))  # as ``cat`` leaves files with marks
    assert len(cut_both_ways(path, 100, block=150)) == 4
    assert_same(path, 100)
    monkeypatch.setattr(cutting, "_text_batches", None)  # never handed on
    with open(path, encoding="utf-8") as file:
        assert len(list(cutting.cut_text(file, "f.afn", 100, block=150))) == 4


# ---- line ends and byte-order marks --------------------------------------------------------


def test_a_lone_cr_file_shows_the_line_each_finding_is_on(folder: Path) -> None:
    text = (SAMPLES / "invalid" / "wrong-points.afn").read_text(encoding="utf-8")
    path = write(folder, text.replace("\n", "\r"))
    [(_, report)] = streamed([str(path)])
    [finding] = report.diagnostics
    assert finding.code == "AF301"
    line = text.split("\n")[(finding.line or 0) - 1]
    assert finding.context.split("\n")[0] == "  " + line
    # validate read whole took the caret line from the text split at LF alone: one line, so none shown
    raw = read_source(str(path)).text or ""
    assert replace(finding, context="").in_context(raw).context == ""


def test_a_cr_file_that_starts_with_a_comment_shows_the_line_each_finding_is_on(folder: Path) -> None:
    text = "{ from the club book }\n" + (SAMPLES / "invalid" / "wrong-points.afn").read_text(encoding="utf-8")
    path = write(folder, text.replace("\n", "\r"))
    assert_same(path, 1)


def test_a_byte_order_mark_is_not_shown_in_a_json_line_s_caret_line(folder: Path) -> None:
    lines = '{"a": 1, "a": 2}\n{}\n'
    with_mark = write(folder, "\ufeff" + lines, ".jsonl")
    without = write(folder, lines, ".jsonl")
    [(_, first), _] = check_files([str(with_mark)], size=1)
    [(_, plain), _] = check_files([str(without)], size=1)
    assert first.diagnostics[0].code == "AF003"
    caret = "  " + " " * '{"a": 1, "a": 2}'.rindex('"a"') + "^"  # at the key given twice (issue 15, item 4)
    assert first.diagnostics[0].context == plain.diagnostics[0].context == '  {"a": 1, "a": 2}\n' + caret


@pytest.mark.parametrize("ends", ["\r\n", "\r"])
def test_crlf_and_cr_files_of_many_games_read_the_same_in_batches(folder: Path, ends: str) -> None:
    text = write_games(annotated(corpus(6))).replace("\n", ends)
    path = write(folder, text)
    for size in (1, 700, 3_000):
        assert_same(path, size)


# ---- --jobs --------------------------------------------------------------------------------


class CountingPool(ProcessPoolExecutor):
    """A process pool that counts how many times it is opened, to be sure ``--jobs 2`` used one."""

    opened = 0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        CountingPool.opened += 1
        super().__init__(*args, **kwargs)


@pytest.fixture
def pool(monkeypatch: pytest.MonkeyPatch) -> type[CountingPool]:
    CountingPool.opened = 0
    monkeypatch.setattr(stream_checking, "ProcessPoolExecutor", CountingPool)
    return CountingPool


def invoke(*args: object, input: str | bytes | None = None) -> typer.testing.Result:
    return runner.invoke(app, [str(arg) for arg in args], input=input)


@pytest.fixture(scope="module")
def logs(folder: Path) -> dict[str, list[Path]]:
    """Sets of files for validate: valid ones, invalid ones, and ones that cannot be read."""
    games = annotated(corpus(10))
    many = write(folder, write_games(games))
    lines = write(folder, write_jsonl(games), ".jsonl")
    broken = write(folder, write_games(games).replace("+10", "+15", 3))
    not_utf8 = write(folder, b'[Seats "Ann, Ben"]\n\xff\n')
    empty = write(folder, "")
    missing = folder / "missing.afn"
    return {
        "valid": [*VALID, many, lines],
        "invalid": [*INVALID, broken, many, empty],
        "unreadable": [VALID[0], missing, *INVALID[:5], not_utf8, broken, empty, many],
    }


@pytest.mark.parametrize(
    ("which", "options", "code"),
    [
        ("valid", [], 0),
        ("valid", ["--format", "json"], 0),
        ("invalid", [], 1),
        ("invalid", ["-f", "json"], 1),
        ("invalid", ["--max-errors", "3"], 1),
        ("invalid", ["--quiet", "--max-errors", "0"], 1),
        ("unreadable", [], 2),
        ("unreadable", ["--format", "json", "--max-errors", "4"], 2),
    ],
)
def test_validate_with_two_jobs_says_exactly_what_one_job_says(
    monkeypatch: pytest.MonkeyPatch,
    pool: type[CountingPool],
    logs: dict[str, list[Path]],
    which: str,
    options: list[str],
    code: int,
) -> None:
    monkeypatch.setattr(checking, "check_files", partial(check_files, size=2_000))  # many batches a file
    one = invoke("validate", "--jobs", "1", *options, *logs[which])
    assert pool.opened == 0
    two = invoke("validate", "-j", "2", *options, *logs[which])
    assert pool.opened == 1
    assert one.exit_code == code, one.output
    assert (two.stdout, two.exit_code) == (one.stdout, one.exit_code)
    assert two.stderr == one.stderr  # a file that cannot be opened is told there, and nothing else is
    assert one.stderr == (
        ""
        if which != "unreadable"
        else f"{logs[which][1]}: error AF006: cannot read this file: No such file or directory\n"
    )


@pytest.mark.parametrize("keep_records", [True, False])
def test_reports_come_back_from_another_process_as_they_left(
    logs: dict[str, list[Path]], keep_records: bool
) -> None:
    """A report, its hands and seats pickle as their fields in order, and load equal (validate -j)."""
    names = [str(name) for name in logs["unreadable"]]
    reports = [report for _, report in check_files(names, keep_records=keep_records)]
    assert any(report.hands and report.seats for report in reports)
    assert any(report.diagnostics for report in reports)
    assert pickle.loads(pickle.dumps(reports)) == reports
    report = next(report for report in reports if report.hands)
    assert report.__reduce__() == (GameReport, tuple(getattr(report, f.name) for f in fields(GameReport)))


def test_validate_with_two_jobs_at_the_default_batch_size(big: Path, pool: type[CountingPool]) -> None:
    wrong = SAMPLES / "invalid" / "wrong-points.afn"
    one = invoke("validate", "--jobs", "1", big, wrong)
    two = invoke("validate", "--jobs", "2", big, wrong)
    assert pool.opened == 1
    assert one.exit_code == 1, one.output
    assert (two.stdout, two.exit_code) == (one.stdout, one.exit_code)
    assert one.stdout.splitlines()[-1].startswith("checked 2 files, 73 games, ")


@budget(4)
@given(batch=st.lists(club_files(), min_size=1, max_size=3), size=sizes())
def test_check_files_in_two_processes_gives_the_whole_files_reports_in_order(
    folder: Path, batch: list[list[Any]], size: int
) -> None:
    names = [str(write(folder, write_games(games))) for games in batch] + [str(folder / "missing.afn")]
    expected = [(number, report) for number, name in enumerate(names) for report in whole(name)]
    assert streamed(names, size=size, jobs=2) == expected


def test_summary_of_a_file_read_in_batches_is_the_summary_of_the_whole_file(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(folder, write_games(annotated(corpus(6))) + "\n" + HAND + "  Ann 5-3 +10\n")
    monkeypatch.setattr(checking, "check_files", partial(check_files, size=100))
    result = invoke("summary", "--format", "json", path)
    assert result.exit_code == 1, result.output
    reports = whole(str(path))
    *games, _ = result.stdout.splitlines()  # the totals close the run
    assert games == [json.dumps(summary_json(r), ensure_ascii=False) for r in reports]
    assert any(r.diagnostics for r in reports)  # each summary carries its game's findings, on stdout
    assert result.stderr == ""


# ---- UTF-8, a block at a time --------------------------------------------------------------

#: Bytes that are not UTF-8: stray, overlong, a surrogate, past U+10FFFF, a character cut short.
NOT_UTF8 = (
    b"\xff",
    b"\x80",
    b"\xc0\xaf",
    b"\xed\xa0\x80",
    b"\xf4\x90\x80\x80",
    b"\xe2\x82",
    b"\xf0\x9f\x98",
    b"\xc3",
)
LETTERS = st.text(st.sampled_from("ab \n\r\té€😀ǅ"), max_size=40)


def af005(path: Path) -> Diagnostic:
    problem = read_source(str(path)).problem
    assert problem is not None and problem.code == "AF005"
    return problem


@contextmanager
def bytes_coming(block: int) -> Iterator[None]:
    """Every input read ``block`` bytes at a time, as a pipe may give them: each edge somewhere else."""
    real = files_module._CountedBytes.readinto

    def readinto(self: Any, buffer: Any) -> int:
        return real(self, memoryview(buffer)[:block])

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(files_module._CountedBytes, "readinto", readinto)
        yield


@budget(30)
@given(before=LETTERS, bad=st.sampled_from(NOT_UTF8), after=LETTERS, block=st.integers(1, 9))
def test_a_byte_that_is_not_utf8_is_found_where_the_whole_file_finds_it(
    folder: Path, before: str, bad: bytes, after: str, block: int
) -> None:
    path = write(folder, before.encode() + bad + after.encode())
    expected = af005(path)
    with bytes_coming(block):
        found = check_files([str(path)])
        assert list(found) == [(0, GameReport(0, str(path), expected.line or 1, None, (expected,)))]


@budget(20)
@given(text=LETTERS, block=st.integers(1, 9))
def test_a_character_cut_by_a_block_edge_is_not_an_error(folder: Path, text: str, block: int) -> None:
    path = write(folder, '[Seats "Zoë, 李雷"]\n' + text)
    with bytes_coming(block):
        assert "AF005" not in {d.code for _, report in check_files([str(path)]) for d in report.diagnostics}
        assert_same(path, 5)


MIB = 1 << 20


@pytest.mark.parametrize(
    ("at", "bad"),
    [
        (MIB - 1, b"\xff"),  # the last byte of a megabyte
        (MIB, b"\xff"),  # the first byte of the next
        (MIB - 1, b"\xe2("),  # a character begun in one, spoilt in the next
        (MIB - 2, b"\xe2\x82("),
        (MIB - 1, b"\xe2\x82\xac\xff"),  # a whole character across the edge, then a stray byte
        (2 * MIB, b"\xe2\x82"),  # a character cut short by the end of the file
    ],
)
def test_a_byte_that_is_not_utf8_far_into_a_file(folder: Path, at: int, bad: bytes) -> None:
    line = b"  Ann 5-3 +10\n"
    head = (line * (at // len(line) + 1))[:at]
    path = write(folder, head + bad + (line * 3 if at < 2 * MIB else b""))
    expected = af005(path)
    given_that(expected.line == head.count(b"\n") + 1, "the byte is on the line it was put on")
    [(number, report)] = check_files([str(path)])
    assert (number, report) == (0, GameReport(0, str(path), expected.line or 1, None, (expected,)))


@pytest.mark.parametrize("before", [MIB - 1, MIB - 2])
def test_a_character_across_a_megabyte_edge_is_not_an_error(folder: Path, before: int) -> None:
    text = "x" * before + "€\n" + HAND
    path = write(folder, text)
    assert "AF005" not in {d.code for _, report in check_files([str(path)]) for d in report.diagnostics}
    assert_same(path, 1_000)


def test_the_games_before_a_byte_that_is_not_utf8_are_read_and_the_rest_is_not(folder: Path) -> None:
    """Read once, as a stream, a file gives the games of the stretches before the byte, then says so."""
    games = corpus(8)
    good = write_games(games).encode()
    path = write(folder, good + b"\n" + write_games(games[:2]).encode().replace(b"Ann", b"An\xe9", 1))
    found = [report for _, report in check_files([str(path)], size=1)]
    *read, stopped = found
    assert [report.record for report in read] == [report.record for report in whole_games(good, folder)]
    [problem] = stopped.diagnostics
    bad_line = good.count(b"\n") + 2 + write_games(games[:2]).encode().split(b"Ann")[0].count(b"\n")
    assert (stopped.index, problem.code, problem.line) == (0, "AF005", bad_line)
    stopped_at = good.count(b"\n") + 2  # the stretch the byte is in: from the game after the blank line
    assert problem.message.endswith(f"(the games from line {stopped_at:,} on are not read)")


def whole_games(data: bytes, folder: Path) -> list[GameReport]:
    return whole(str(write(folder, data)))


# ---- standard input and pipes -------------------------------------------------------------


def _as_stdin(report: GameReport, name: str) -> GameReport:
    found = tuple(replace(d, source="<stdin>") if d.source == name else d for d in report.diagnostics)
    return replace(report, source="<stdin>", diagnostics=found)


@pytest.fixture
def spool(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The folder temporary files go to, here, to see them made and removed."""
    where = tmp_path / "spool"
    where.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(where))
    return where


def test_standard_input_is_read_as_it_comes_in_batches_and_never_copied(
    folder: Path, spool: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = (write_games(annotated(corpus(4))) + HAND + "  Ann 5-3\n").replace("\n", "\r\n")
    path = write(folder, data)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data.encode())))
    reports = check_files(["-"], size=300)
    first = next(reports)
    assert not list(spool.iterdir())  # nothing spooled while it is read
    found = [first, *reports]
    expected = [(0, _as_stdin(report, str(path))) for report in whole(str(path))]
    shown = [(n, replace(r, diagnostics=tuple(map(_without_bom, r.diagnostics)))) for n, r in found]
    assert shown == expected
    assert len(found) == 5


def test_standard_input_is_read_no_further_than_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    data = write_games(corpus(3) * 100).encode()  # a megabyte: many reads of standard input's buffer
    given = io.BytesIO(data)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(given))
    reports = check_files(["-"], size=1)
    assert isinstance(reports, Generator)
    next(reports)
    assert given.tell() < len(data)  # a stretch at a time, not the whole of it
    reports.close()


def test_validate_reads_standard_input_as_it_reads_the_file(
    folder: Path, spool: Path, monkeypatch: pytest.MonkeyPatch, pool: type[CountingPool]
) -> None:
    monkeypatch.setattr(checking, "check_files", partial(check_files, size=1_000))
    text = write_games(annotated(corpus(5))).replace("+10", "+5", 2)
    path = write(folder, text)
    from_file = invoke("validate", "--jobs", "2", path)
    from_stdin = invoke("validate", "--jobs", "2", "-", input=text.encode())
    assert pool.opened == 2
    assert from_file.exit_code == 1, from_file.output
    assert (from_stdin.stdout, from_stdin.exit_code) == (from_file.stdout.replace(str(path), "<stdin>"), 1)
    assert not list(spool.iterdir())


def _fed(fifo: Path, data: bytes) -> threading.Thread:
    def feed() -> None:
        with open(fifo, "wb") as out:
            out.write(data)

    thread = threading.Thread(target=feed, daemon=True)
    thread.start()
    return thread


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize(
    "data",
    [write_games(corpus(4)).encode(), b"\n\n", b"ok\n\xfe\n", write_jsonl(corpus(3)).encode()],
    ids=["text", "blank lines", "not UTF-8", "JSON Lines"],
)
def test_a_named_pipe_is_read_as_a_file_with_the_same_bytes(tmp_path: Path, spool: Path, data: bytes) -> None:
    fifo = tmp_path / "pipe.afn"
    os.mkfifo(fifo)
    feeding = _fed(fifo, data)
    expected = whole(str(fifo))
    feeding.join(5)
    feeding = _fed(fifo, data)
    found = streamed([str(fifo)], size=200)
    feeding.join(5)
    assert found == [(0, report) for report in expected]
    assert not feeding.is_alive()
    assert not list(spool.iterdir())


# ---- which form the first lines show -------------------------------------------------------

GAME = corpus(2)[1]
INTRO = replace(GAME, intro=(Comment(" from the club book "),))
SPANNING = replace(GAME, intro=(Comment("\nthe club book\n"),))
FORMS = {
    "pretty JSON": write_json(GAME),
    "one-line JSON": write_jsonl([GAME]),
    "one-line JSON, blank lines after": write_jsonl([GAME]) + "\n \n\t\n",
    "JSON Lines": write_jsonl(corpus(3)),
    "JSON Lines, blank first line": "\n" + write_jsonl(corpus(3)),
    "JSON Lines, blank lines of spaces first": " \n\t\n" + write_jsonl(corpus(3)),
    "JSON Lines, CRLF": write_jsonl(corpus(3)).replace("\n", "\r\n"),
    "JSON Lines, second line broken": write_jsonl([GAME]) + "{not json\n" + write_jsonl([GAME]),
    "BOM, pretty JSON": "\ufeff" + write_json(GAME),
    "BOM, JSON Lines": "\ufeff" + write_jsonl(corpus(3)),
    "BOM, blank line, JSON Lines": "\ufeff\n" + write_jsonl(corpus(3)),
    "text starting with a brace comment": write_games([INTRO, GAME]),
    "text starting with a lone {": write_games([SPANNING, GAME]),
    'text starting with {"': '{"a comment"}\n' + write_games([GAME]),
    "text after blank lines": "\n\n" + write_games([GAME, GAME]),
    "BOM, text": "\ufeff" + write_games([GAME, GAME]),
    "BOM, blank line, text": "\ufeff\n" + write_games([GAME, GAME]),
    "a lone {": "{\n",
    "{}": "{}",
    "{} twice": "{}\n{}\n",
    "only blank lines": "\n \n\t\n",
}


@pytest.mark.parametrize("suffix", [".afn", ".json", ".jsonl", ""])
@pytest.mark.parametrize("content", [pytest.param(name, id=name) for name in FORMS])
def test_the_form_told_from_the_first_lines_is_the_whole_file_s(
    folder: Path, content: str, suffix: str
) -> None:
    path = write(folder, FORMS[content], suffix)
    form = read_source(str(path)).form
    assert {batch.form for batch in batches_of(path, 1)} == {form}
    assert_same(path, 1)


# ---- game 0: files that give no game ---------------------------------------------------------


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_file_that_gives_no_game_is_one_report_in_its_place(folder: Path, jobs: int) -> None:
    many = write(folder, write_games(corpus(3)))
    names = [
        str(many),
        str(write(folder, "")),
        str(folder / "missing.afn"),
        str(write(folder, "; only a comment, which belongs to no game\n{ and another }\n")),
        str(folder),  # a folder, named as a file
        str(write(folder, b"\xef\xbb\xbf\n\n", ".jsonl")),
        str(write(folder, b'[Seats "Ann, Ben"]\n\x80', ".afn")),
        str(many),
    ]
    found = streamed(names, size=1, jobs=jobs)
    assert found == [(number, report) for number, name in enumerate(names) for report in whole(name)]
    zero = [(number, [d.code for d in report.diagnostics]) for number, report in found if report.index == 0]
    # a blank file (1, 5) is allowed, and says nothing (docs/notation.md, section 2.2)
    assert zero == [(1, []), (2, ["AF006"]), (4, ["AF006"]), (5, []), (6, ["AF005"])]
    assert [number for number, report in found if report.index] == [0, 0, 0, 3, 7, 7, 7]


# ---- files joined end to end (issue 15, item 2) ----------------------------------------------

ENDS = st.sampled_from(("\n", "\r\n", "\r"))


@st.composite
def joined_files(draw: st.DrawFn, jsonl: bool) -> list[str]:
    """Two to four files as editors leave them: each its own line ends, some starting with a BOM."""
    games = corpus(8)
    chosen = draw(st.lists(st.sampled_from(games), min_size=2, max_size=4))
    texts = []
    for game in chosen:
        text = write_jsonl([game]) if jsonl else write_games(annotated([game]))
        ends = draw(st.sampled_from(("\n", "\r\n"))) if jsonl else draw(ENDS)
        mark = draw(st.sampled_from(("", "\ufeff")))
        texts.append(mark + text.replace("\n", ends))
    return texts


def _games_alone(folder: Path, texts: list[str], suffix: str) -> list[GameReport]:
    return [report for text in texts for report in whole(str(write(folder, text, suffix)))]


@budget(12)
@given(texts=joined_files(jsonl=False), size=sizes())
def test_text_files_joined_end_to_end_read_as_each_did_alone(
    folder: Path, texts: list[str], size: int
) -> None:
    alone = _games_alone(folder, texts, ".afn")
    assert all(report.valid for report in alone)
    joined = [report for _, report in streamed([str(write(folder, "".join(texts)))], size=size)]
    assert [r.record for r in joined] == [r.record for r in alone]
    assert [(r.valid, r.diagnostics) for r in joined] == [(True, ())] * len(alone)


@budget(8)
@given(texts=joined_files(jsonl=True), size=sizes())
def test_json_lines_files_joined_end_to_end_read_as_each_did_alone(
    folder: Path, texts: list[str], size: int
) -> None:
    alone = _games_alone(folder, texts, ".jsonl")
    joined = [report for _, report in streamed([str(write(folder, "".join(texts), ".jsonl"))], size=size)]
    assert [r.record for r in joined] == [r.record for r in alone]
    assert all(report.valid for report in joined)


def test_a_byte_order_mark_at_the_start_of_a_line_inside_a_game_is_skipped_too(folder: Path) -> None:
    text = write_games([GAME])
    lines = text.split("\n")
    marked = "\n".join([*lines[:3], "\ufeff" + lines[3], *lines[4:]])
    [report] = whole(str(write(folder, marked)))
    assert report.valid and report.record == whole(str(write(folder, text)))[0].record
    assert_same(write(folder, marked), 40)


# ---- lines too long to read (issue 15, item 3) ----------------------------------------------

LONG = 200  # the longest line read in these tests, in characters


def _long_comment(game: GameRecord, length: int) -> GameRecord:
    return replace(game, comments=(Comment("x" * length),))


def _reports(path: Path, size: int, limit: int = LONG) -> list[GameReport]:
    return [report for _, report in check_files([str(path)], size=size, limits=Limits(line=limit))]


@pytest.mark.parametrize("size", [1, 300, 5_000, stream.BATCH_CHARS])
def test_a_game_with_a_line_too_long_is_refused_with_one_finding_and_the_others_read(
    folder: Path, size: int
) -> None:
    games = list(corpus(3))
    games[1] = _long_comment(games[1], 500)
    path = write(folder, write_games(games))
    expected = whole(str(path))
    found = _reports(path, size)
    assert [seen(r) for r in (found[0], found[2])] == [seen(r) for r in (expected[0], expected[2])]
    [error] = found[1].diagnostics
    long_line = next(n for n, line in enumerate(path.read_text().split("\n"), 1) if len(line) > LONG)
    assert (error.code, error.line, error.column) == ("AF001", long_line, None)
    assert found[1].line == expected[1].line
    assert error.message.startswith(f"this line holds {len('{' + 'x' * 500 + '}'):,} characters, more than")
    assert error.message.endswith("a line may hold, so its game is not read (--max-line-mb 1 reads it)")
    assert error.context.endswith("…\n  ^")


@pytest.mark.parametrize("size", [1, 300, stream.BATCH_CHARS])
def test_a_json_line_too_long_is_refused_and_the_lines_around_it_read(folder: Path, size: int) -> None:
    games = list(corpus(3))
    lines = write_jsonl(games).split("\n")
    limit = max(len(line.encode()) for line in lines) + 100
    lines[1] = lines[1][:-1] + ',"event":"' + "é" * (limit // 2) + '"}'  # bytes count, in JSON
    path = write(folder, "\n".join(lines), ".jsonl")
    found = _reports(path, size, limit)
    assert [r.valid for r in found] == [True, False, True]
    assert [r.record for r in (found[0], found[2])] == [games[0], games[2]]
    [error] = found[1].diagnostics
    assert (error.code, error.line) == ("AF003", 2)
    assert f"this line holds {len(lines[1].encode()):,} bytes, more than the {limit:,} bytes" in error.message


def test_a_json_document_with_a_line_too_long_is_refused_at_that_line(folder: Path) -> None:
    text = write_json(_long_comment(GAME, 500))
    long_line = next(n for n, line in enumerate(text.split("\n"), 1) if len(line) > LONG)
    [report] = _reports(write(folder, text, ".json"), 1)
    [error] = report.diagnostics
    assert (report.index, error.code, error.line) == (1, "AF003", long_line)


def test_a_line_just_within_the_limit_is_read(folder: Path) -> None:
    game = GAME
    for length in range(LONG - 5, LONG + 1):
        text = write_games([_long_comment(game, length)])
        if max(len(line) for line in text.split("\n")) == LONG:
            break
    path = write(folder, text)
    assert [seen(r) for r in _reports(path, 1)] == [seen(r) for r in whole(str(path))]
    assert _reports(path, 1)[0].valid


# ---- convert and fmt, a stretch at a time ---------------------------------------------------


@pytest.fixture
def small_batches(monkeypatch: pytest.MonkeyPatch) -> None:
    """convert and fmt read in batches of about 500 characters: many a file."""
    batches = stream.RecordFile.batches
    monkeypatch.setattr(stream.RecordFile, "batches", lambda self, size=500: batches(self, size))


@pytest.mark.usefixtures("small_batches")
@pytest.mark.parametrize(("suffix", "writer"), [(".afn", write_games), (".jsonl", write_jsonl)])
@pytest.mark.parametrize("to", ["text", "jsonl"])
def test_convert_in_batches_writes_what_the_whole_file_gives(
    folder: Path, suffix: str, writer: Any, to: str
) -> None:
    games = annotated(corpus(6))
    path = write(folder, writer(games).replace("\n", "\r\n"), suffix)
    result = invoke("convert", path, "-o", "-", "--to", to)
    assert result.exit_code == 0, result.output
    assert result.stdout == (write_games(games) if to == "text" else write_jsonl(games))


@pytest.mark.usefixtures("small_batches")
def test_fmt_in_batches_rewrites_as_the_whole_file_gives(folder: Path) -> None:
    games = annotated(corpus(6))
    path = write(folder, "\ufeff" + write_games(games).replace("\n", "\r\n"))
    result = invoke("fmt", path)
    assert result.exit_code == 0, result.output
    assert path.read_text(encoding="utf-8") == write_games(games)
    again = invoke("fmt", "--check", path)
    assert again.exit_code == 0, again.output


@pytest.mark.usefixtures("small_batches")
@pytest.mark.parametrize("ending", ["", "\n\n"])
def test_fmt_check_finds_a_file_that_ends_early_or_goes_on(folder: Path, ending: str) -> None:
    text = write_games(corpus(3))
    path = write(folder, text.removesuffix("\n") + ending)  # a line end short, or one too many
    result = invoke("fmt", "--check", path)
    assert result.exit_code == 1, result.output
    assert result.stdout == f"would reformat {path}\n"


def test_convert_to_standard_output_writes_text_unless_told(folder: Path) -> None:
    path = write(folder, write_jsonl(corpus(2)), ".jsonl")
    result = invoke("convert", path, "-o", "-")
    assert result.exit_code == 0, result.output
    assert result.stdout == write_games(corpus(2))
    assert invoke("convert", path, "-o", "-", "--to", "jsonl").stdout == write_jsonl(corpus(2))


def test_convert_to_standard_output_writes_nothing_for_a_file_that_does_not_read(folder: Path) -> None:
    path = write(folder, write_games(corpus(3)) + "\n" + HAND + "  Ann 5-3 N N\n")
    result = invoke("convert", path, "-o", "-")
    assert result.exit_code == 1, result.output
    assert result.stdout == ""


@pytest.mark.parametrize("command", ["validate", "summary"])
def test_validate_and_summary_read_a_longer_line_when_told(folder: Path, command: str) -> None:
    path = write(folder, write_games([_long_comment(GAME, (1 << 20) + 10)]))
    refused = invoke(command, "--max-line-mb", "1", path)
    assert refused.exit_code == 1, refused.output
    assert "--max-line-mb 2 reads it" in refused.stdout
    read = invoke(command, "--max-line-mb", "2", path)
    assert read.exit_code == 0, read.output
    assert "AF003" not in read.stdout


@pytest.mark.parametrize("command", ["convert", "fmt"])
def test_convert_and_fmt_help_is_wrapped_to_the_terminal_with_examples(
    monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    monkeypatch.setenv("COLUMNS", "300")
    shown = invoke(command, "--help").stdout
    paragraph = next(line for line in shown.splitlines() if "a stretch of games at a time" in line)
    assert len(paragraph.strip()) > 200  # one paragraph, one line: no breaks of its own
    assert f"allfives {command} " in shown.split("Examples:")[1]


class _LiveLog(io.StringIO):
    """A pipe's text as a reader sees it: its writer pauses after so many lines, at each of ``pauses``.

    Every line handed out and every batch given are noted in ``events`` in order, so a test
    sees whether the games held were given before the reader waited for more.
    """

    def __init__(self, text: str, pauses: set[int]) -> None:
        super().__init__(text)
        self.pauses = pauses
        self.lines = 0
        self.events: list[tuple[str, int]] = []

    def readline(self, size: int | None = -1) -> str:
        line = super().readline(-1 if size is None else size)
        if line.endswith("\n"):
            self.lines += 1
            self.events.append(("line", self.lines))
        return line

    def read(self, size: int | None = -1) -> str:
        raise AssertionError("a pipe is read a line at a time while its writer writes on")

    def paused(self) -> bool:
        return self.lines in self.pauses


@pytest.mark.parametrize("commented", [False, True])
def test_a_pipe_s_games_are_given_when_its_writer_pauses_before_more_is_waited_for(commented: bool) -> None:
    """The writer of a live log pauses a few lines into its second game: the first is given before the wait.

    It pauses first a few lines into the first game (after its comment, if it has one), and
    writes on through the second game's header. Plain text is cut by the block reader; a
    comment sends the rest to the line-by-line reader, which cuts where it saw the second
    game begin (the stretch was not full then). Both give the batches a file gives, cut there.
    """
    first = (SAMPLES / "two-players-open.afn").read_text(encoding="utf-8")
    second = (SAMPLES / "club-night.afn").read_text(encoding="utf-8").split("\n\n[Format")[0]
    if commented:
        first = first.replace("\n  Ben 6-6\n", "\n  Ben 6-6\n  {a comment}\n", 1)
    text = first.rstrip("\n") + "\n\n" + second.rstrip("\n") + "\n"
    start = first.rstrip("\n").count("\n") + 3  # the second game's first line
    pause = start + 14  # into the second game's turns: its header and deal are read
    log = _LiveLog(text, {18, pause})
    given = []
    for batch in cutting.cut_text(log, "log.afn", stream.BATCH_CHARS, paused=log.paused):
        log.events.append(("batch", batch.first_line))
        given.append(batch)
    assert ("batch", 1) in log.events
    assert log.events.index(("batch", 1)) < log.events.index(("line", pause + 1))
    assert [b.first_line for b in given] == [1, start]
    assert "".join(b.text for b in given) == text
    assert [b.text for b in stream.text_batches(text, "log.afn", size=1)] == [b.text for b in given]
