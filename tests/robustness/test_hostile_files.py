"""Hostile files through the real ``allfives`` process: no traceback or hang, bounded memory, a clear finding.

Issue 6, items 3 and 5. Each case runs ``python -m allfives_notation`` (the same ``main``
as the installed command) as a child process in a process group of its own, with a time
limit and a cap on its address space, so that a runaway fails fast instead of taking the
machine; ``os.wait4`` gives the child's peak resident memory (that of its largest
process, pool workers included). Big inputs are written a block at a time, so the test
itself stays small, and are removed afterwards. The 100,000-game files are marked
``slow``. A case the command gets wrong is written as it should behave and marked
``xfail(strict=True)`` with what it does now.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import pytest
from typer.testing import CliRunner

from allfives_notation.cli import app, main
from allfives_notation.engine import Table, play_game
from allfives_notation.errors import TERMINAL_ACTIVE
from allfives_notation.notation import parse_rules, write_game, write_json, write_jsonl
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.stream import file_batches
from allfives_notation.testing.ladder import long_dealt_line, many_hands
from tests.robustness.processes import high_water

resource = pytest.importorskip("resource", reason="the address-space cap and wait4 need a POSIX system")

MiB = 2**20
#: The exit codes a record can give (docs, allfives_notation/cli/app.py): 0 all valid, 1 something
#: invalid, 2 a file that cannot be read or a usage error. 3 is an internal error: a bug.
DOCUMENTED = (0, 1, 2)
INTERNAL_ERROR = 3
PEAK_RSS = 200 * MiB  # the most memory any case may take
ADDRESS_SPACE = 1024 * MiB  # the cap on the child's virtual memory: a runaway fails here, fast
QUICK = 60.0  # seconds for a small file: a hang guard, generous for a slow shared machine
HEAVY = 180.0  # for a 100 MB file, or 10,000 games
MANY = 900.0  # for 100,000 games
KEPT = 64 * 1024  # how much of the start, and of the end, of each output stream a test keeps
LONGEST_LINE = 1_000  # characters: a finding about a long line quotes a part of it, not all

slow = pytest.mark.slow


def xfail(reason: str) -> pytest.MarkDecorator:
    """A bug found here: the test says how the command should behave; the reason, what it does now."""
    return pytest.mark.xfail(strict=True, raises=AssertionError, reason=reason)


# One engine-played game (two players, greedy, seed 1, open view): 6 hands, 107 turns.
GAME = record_of(play_game(Table(2), 1, "greedy"), View(Knowledge.OPEN))
TEXT = write_game(GAME).encode()
LINE = write_jsonl([GAME]).encode()  # one compact line, with its newline
# A short game (target 5: over at the first scoring lead) to repeat 100,000 times.
SHORT = record_of(
    play_game(Table(2, rules=parse_rules("allfives target=5")), 4, "greedy"), View(Knowledge.OPEN)
)
SHORT_TEXT = write_game(SHORT).encode()
SHORT_LINE = write_jsonl([SHORT]).encode()
VALID_VERDICT = r": game {n} \(Ann, Ben\): valid; "
NO_GAME = r": no game\nchecked 1 file, 0 games, 0 hands, 0 turns: 0 errors, 0 warnings \(1 file with no game"
DIGITS = "1" + "0" * 5000  # 10**5000: past Python's 4,300-digit limit for turning text into an int
DEEP = 100_000


# ---- running the command -------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """What one run of the command did, as a person would see it and as the system measured it."""

    args: tuple[str, ...]
    code: int | None  # None: stopped at the time limit
    out: str  # standard output: its start and, when long, its end
    err: str
    out_bytes: int
    err_bytes: int
    seconds: float
    cpu_seconds: float  # user and system time, the child's and its workers': what it costs on a quiet machine
    peak_rss: int  # bytes

    @property
    def shown(self) -> str:
        return self.out + "\n" + self.err

    def __str__(self) -> str:
        first = next((line for line in self.shown.splitlines() if line.strip()), "")
        ended = "stopped at the time limit" if self.code is None else f"exit {self.code}"
        return (
            f"allfives {' '.join(self.args)[:150]}: {ended}, {self.seconds:.1f} s"
            f" ({self.cpu_seconds:.1f} s CPU), peak RSS {self.peak_rss / MiB:.0f} MB,"
            f" {self.out_bytes + self.err_bytes:,} bytes shown;"
            f" first line {first[:200]!r}"
        )


def allfives(*args: object, timeout: float = QUICK, env: dict[str, str] | None = None) -> Run:
    """Run the command on ``args`` in a child process; stop it, and any workers it started, at ``timeout``."""
    argv = tuple(str(arg) for arg in args)
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.monotonic()
        child = subprocess.Popen(
            [sys.executable, "-m", "allfives_notation", *argv],
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=err,
            env={**os.environ, "NO_COLOR": "1", **(env or {})},
            start_new_session=True,  # a group of its own, so that stopping it stops its pool workers too
            preexec_fn=_cap_address_space,
        )
        code, usage, peak = _wait(child, timeout)
        seconds = time.monotonic() - start
        out_text, out_bytes = _kept(out)
        err_text, err_bytes = _kept(err)
    scale = 1 if sys.platform == "darwin" else 1024  # ru_maxrss is in bytes there, KiB on Linux
    cpu = usage.ru_utime + usage.ru_stime
    # the child's own high-water mark: ru_maxrss counts this test process's memory at the fork too
    return Run(
        argv, code, out_text, err_text, out_bytes, err_bytes, seconds, cpu, peak or usage.ru_maxrss * scale
    )


def _cap_address_space() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))


def _wait(child: subprocess.Popen[bytes], timeout: float) -> tuple[int | None, Any, int]:
    """The child's exit code (None if it had to be stopped), its resource usage and its peak memory."""
    deadline = time.monotonic() + timeout
    peak = 0
    while True:
        peak = max(peak, high_water(child.pid))
        pid, status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            child.returncode = os.waitstatus_to_exitcode(status)
            return child.returncode, usage, peak
        if time.monotonic() > deadline:
            os.killpg(child.pid, signal.SIGKILL)
            _, status, usage = os.wait4(child.pid, 0)
            child.returncode = os.waitstatus_to_exitcode(status)
            return None, usage, peak
        time.sleep(0.02)


def _kept(stream: IO[bytes]) -> tuple[str, int]:
    """The start of what was written and, when there was more, its end; and how many bytes in all."""
    size = stream.seek(0, os.SEEK_END)
    stream.seek(0)
    start = stream.read(KEPT)
    if size <= 2 * KEPT:
        return (start + stream.read()).decode("utf-8", "replace"), size
    stream.seek(size - KEPT)
    return (start + b"\n[...]\n" + stream.read()).decode("utf-8", "replace"), size


# ---- what every run must show ----------------------------------------------------------------


def assert_handled(run: Run, *codes: int) -> None:
    """The run ended by itself, with one of ``codes`` (all documented ones), and showed no traceback."""
    assert run.code is not None, f"still running at the time limit: {run}"
    assert run.code in codes and run.code in DOCUMENTED, str(run)
    assert "Traceback" not in run.shown, str(run)


def assert_small(run: Run) -> None:
    assert run.peak_rss <= PEAK_RSS, f"more than {PEAK_RSS // MiB} MB: {run}"


def assert_brief(run: Run) -> None:
    """What the run shows is short enough to read: a long line is quoted in part, not whole."""
    assert run.out_bytes + run.err_bytes <= KEPT, f"a flood of output: {run}"
    longest = max(len(line) for line in run.shown.splitlines())
    assert longest <= LONGEST_LINE, f"a line of {longest:,} characters: {run}"


def finding(run: Run, path: Path | str, where: str) -> str:
    """The first line that starts with ``path``, ``:`` (``#`` for a JSON document) and ``where``."""
    pattern = re.compile(re.escape(str(path)) + "[:#]" + where)
    found = next((line for line in run.shown.splitlines() if pattern.match(line)), None)
    assert found is not None, f"no finding {pattern.pattern!r}: {run}"
    return found


def tally(run: Run) -> str:
    """The closing line of a text ``validate`` run."""
    found = [line for line in run.out.splitlines() if line.startswith("checked ")]
    assert found, str(run)
    return found[-1]


def place(data: bytes, marker: bytes, skip: int = 0) -> tuple[int, int]:
    """Line and column (from 1, in bytes) of the first ``marker`` in ``data``, ``skip`` bytes on."""
    at = data.index(marker) + skip
    return data.count(b"\n", 0, at) + 1, at - (data.rfind(b"\n", 0, at) + 1) + 1


@pytest.fixture
def scratch(tmp_path: Path) -> Iterator[Path]:
    """A folder emptied after the test, so that big inputs do not stay in pytest's kept temporary folders."""
    yield tmp_path
    shutil.rmtree(tmp_path, ignore_errors=True)


# ---- small hostile files, one run of validate each -----------------------------------------


@dataclass(frozen=True)
class Case:
    """A hostile file and what ``validate`` should make of it."""

    name: str
    suffix: str
    data: bytes
    codes: tuple[int, ...]  # the exit codes that are right
    where: str | None  # a finding there: a regular expression after "file:"
    shows: tuple[str, ...] = ()  # regular expressions the output shows, such as verdicts


def _claim() -> re.Match[bytes]:
    found = re.search(rb"^  \w+ \d-\d \+(\d+)$", TEXT, re.M)
    assert found
    return found


CLAIM = _claim()  # the first turn of GAME with a claim and no arm: "  Ben 6-4 +10"


def _with(data: bytes, old: bytes, new: bytes) -> bytes:
    assert old in data
    return data.replace(old, new, 1)


def _text_with_claim(digits: str) -> bytes:
    return TEXT[: CLAIM.start(1)] + digits.encode() + TEXT[CLAIM.end(1) :]


def _cases() -> list[Case]:
    claim_line = place(TEXT, CLAIM.group(0))[0]
    latin = _with(TEXT, CLAIM.group(0), CLAIM.group(0) + b" {caf\xe9}")
    bad_line = _with(LINE, b'"rules":"allfives"', b'"rules":"allfives","event":"\xff"')
    cut = TEXT + b"\xe2\x82"  # the first two bytes of a euro sign, and the file ends
    nul_claim = _with(TEXT, CLAIM.group(0), CLAIM.group(0) + b"\x00")
    nul_json = _with(LINE, b'"seed":1,', b'"seed":1\x00,')
    score = re.search(rb"^  score .*\b(\d+)$", TEXT, re.M)
    assert score
    deep_json_line = b'{"a":' * DEEP + b"1" + b"}" * DEEP + b"\n"
    deep_event = LINE.rstrip(b"\n")[:-1] + b',"event":' + b"[" * DEEP + b"]" * DEEP + b"}\n"
    twice_in_turn = _with(LINE, b'"tile":"', b'"tile":"0-0","tile":"')
    array = b"[" + LINE.rstrip(b"\n") + b",\n" + LINE.rstrip(b"\n") + b"]\n"
    no_comma = _with(write_json(GAME).encode(), b'"AFN 1.0",', b'"AFN 1.0"')
    all_valid = r"checked 1 file, {games} games?, .*\(all valid\)"
    return [
        # -- encodings
        Case(
            "invalid UTF-8 in a comment",
            ".afn",
            latin,
            (1,),
            "{}:{}: error AF005: byte 0xe9 is not UTF-8".format(*place(latin, b"\xe9")),
        ),
        Case(
            "invalid UTF-8 in line 2 of JSON Lines",
            ".jsonl",
            LINE + bad_line,
            (1,),
            "{}:{}: error AF005: byte 0xff is not UTF-8".format(*place(LINE + bad_line, b"\xff")),
        ),
        Case(
            "a UTF-8 sequence cut off by the end of the file",
            ".afn",
            cut,
            (1,),
            "{}:{}: error AF005: byte 0xe2 is not UTF-8".format(*place(cut, b"\xe2")),
        ),
        Case(
            "a byte-order mark, text",
            ".afn",
            b"\xef\xbb\xbf" + TEXT,
            (0,),
            None,
            (VALID_VERDICT.format(n=1),),
        ),
        Case(
            "a byte-order mark, JSON",
            ".json",
            b"\xef\xbb\xbf" + LINE,
            (0,),
            None,
            (VALID_VERDICT.format(n=1),),
        ),
        Case(
            "a byte-order mark, JSON Lines",
            ".jsonl",
            b"\xef\xbb\xbf" + LINE * 2,
            (0,),
            None,
            (all_valid.format(games=2),),
        ),
        Case(
            "CRLF line ends, text",
            ".afn",
            TEXT.replace(b"\n", b"\r\n"),
            (0,),
            None,
            (VALID_VERDICT.format(n=1),),
        ),
        Case(
            "CRLF line ends, JSON Lines",
            ".jsonl",
            (LINE * 2).replace(b"\n", b"\r\n"),
            (0,),
            None,
            (all_valid.format(games=2),),
        ),
        Case(
            "lone CR line ends, text",
            ".afn",
            TEXT.replace(b"\n", b"\r"),
            (0,),
            None,
            (VALID_VERDICT.format(n=1),),
        ),
        Case("a NUL byte after a claim", ".afn", nul_claim, (1,), rf"{claim_line}:\d+: error AF001: "),
        Case("NUL bytes before the first tag", ".afn", b"\x00" * 10 + TEXT, (1,), r"1:1: error AF001: "),
        Case("a file of 1,000 NUL bytes", ".afn", b"\x00" * 1000, (1,), r"1:1: error AF001: "),
        Case(
            "a NUL byte in JSON",
            ".json",
            nul_json,
            (1,),
            "{}:{}: error AF003: ".format(*place(nul_json, b"\x00")),
        ),
        Case(
            "an escaped NUL in a JSON string",
            ".jsonl",
            _with(LINE, b'"rules":"allfives"', b'"rules":"allfives","event":"a\\u0000b"'),
            (0,),
            None,
            (VALID_VERDICT.format(n=1),),
        ),
        # -- duplicate keys
        Case(
            "a key twice in the game object",
            ".json",
            _with(LINE, b'"seed":1,', b'"seed":1,"seed":2,'),
            (1,),
            r"1(:\d+)?: error AF003: the key 'seed' is given twice",
        ),
        Case(
            "a key twice in a turn, line 2 of JSON Lines",
            ".jsonl",
            LINE + twice_in_turn + LINE,
            (1,),
            r"2(:\d+)?: error AF003: the key 'tile' is given twice",
            (VALID_VERDICT.format(n=1), VALID_VERDICT.format(n=3)),
        ),
        # -- nothing in the file: allowed (docs/notation.md, section 2.2), and said so
        Case("an empty text file", ".afn", b"", (0,), None, (NO_GAME,)),
        Case("an empty JSON file", ".json", b"", (0,), None, (NO_GAME,)),
        Case("an empty JSON Lines file", ".jsonl", b"", (0,), None, (NO_GAME,)),
        Case("only blank lines, spaces and tabs", ".afn", b"  \n\t\n\n   \r\n", (0,), None, (NO_GAME,)),
        Case("only blank lines, JSON Lines", ".jsonl", b"\n \n\t\n", (0,), None, (NO_GAME,)),
        Case(
            "only comments", ".afn", b"{just a note}\n; another\n\n{and more}\n", (1,), r"1:1: error AF001: "
        ),
        # -- numbers past any game
        Case(
            "a claim of 10**5000",
            ".afn",
            _text_with_claim(DIGITS),
            (1,),
            rf"{claim_line}:\d+: error AF001: a number of 5001 digits has more digits than any game needs",
        ),
        Case(
            "a hand numbered 10**5000",
            ".afn",
            _with(TEXT, b"hand 2, ", f"hand {DIGITS}, ".encode()),
            (1,),
            rf"{place(TEXT, b'hand 2, ')[0]}:\d+: error AF001: a number of 5001 digits",
        ),
        Case(
            "a running score of 10**5000",
            ".afn",
            TEXT[: score.start(1)] + DIGITS.encode() + TEXT[score.end(1) :],
            (1,),
            rf"{place(TEXT, score.group(0))[0]}:\d+: error AF001: a number of 5001 digits",
        ),
        Case(
            "a target of 10**5000",
            ".afn",
            _with(TEXT, b'[Seed "1"]', f'[Target "{DIGITS}"]'.encode()),
            (1,),
            rf"{place(TEXT, b'[Seed ')[0]}:\d+: error AF002: ",
        ),
        Case(
            "JSON points of 10**5000",
            ".json",
            _with(LINE, b'"points":10', f'"points":{DIGITS}'.encode()),
            (1,),
            r"1(:\d+)?: error AF003: this document holds a number too large",
        ),
        Case(
            "a JSON hand number of 10**5000",
            ".json",
            _with(LINE, b'"number":1,', f'"number":{DIGITS},'.encode()),
            (1,),
            r"1(:\d+)?: error AF003: ",
        ),
        Case(
            "a JSON seed of 10**5000, line 2 of JSON Lines",
            ".jsonl",
            LINE + _with(LINE, b'"seed":1,', f'"seed":{DIGITS},'.encode()) + LINE,
            (1,),
            r"2(:\d+)?: error AF003: ",
            (VALID_VERDICT.format(n=1), VALID_VERDICT.format(n=3)),
        ),
        Case(
            "JSON points of 1e400 (infinite as a float)",
            ".json",
            _with(LINE, b'"points":10', b'"points":1e400'),
            (1,),
            r"1#/hands/0/turns/\d+/points: error AF004: ",  # the line the value is written on, and its place
        ),
        # -- nesting
        Case("[ 100,000 deep ]", ".json", b"[" * DEEP + b"]" * DEEP, (1,), r"1(:\d+)?: error AF00\d: "),
        Case('{"a": 100,000 deep}', ".json", deep_json_line, (1,), r"1(:\d+)?: error AF003: "),
        Case(
            "100,000 deep as line 2 of JSON Lines",
            ".jsonl",
            LINE + deep_json_line + LINE,
            (1,),
            r"2(:\d+)?: error AF003: ",
            (VALID_VERDICT.format(n=1), VALID_VERDICT.format(n=3)),
        ),
        Case("100,000 deep inside a game", ".json", deep_event, (1,), r"1[:#\d/a-z]*: error AF00[34]: "),
        # -- whole games where the command is wrong today (marked below)
        Case(  # JSON Lines end a line with LF (jsonlines.org); a lone CR is JSON's white space
            "lone CR line ends, JSON Lines",
            ".jsonl",
            (LINE * 2).replace(b"\n", b"\r"),
            (1,),
            r"1:\d+: error AF003: this is not JSON: Extra data; JSON Lines end each game's line with LF",
        ),
        Case(  # issue 15, item 2: read as the two files were, each valid
            "a byte-order mark between two games (two files put together)",
            ".afn",
            TEXT + b"\n\xef\xbb\xbf" + TEXT,
            (0,),
            None,
            (VALID_VERDICT.format(n=1), VALID_VERDICT.format(n=2)),
        ),
        Case(
            "a byte-order mark between two games of JSON Lines",
            ".jsonl",
            LINE + b"\xef\xbb\xbf" + LINE,
            (0,),
            None,
            (VALID_VERDICT.format(n=1), VALID_VERDICT.format(n=2)),
        ),
        Case(
            "CRLF, lone CR and LF files joined end to end",
            ".afn",
            TEXT.replace(b"\n", b"\r\n") + b"\xef\xbb\xbf" + TEXT.replace(b"\n", b"\r") + TEXT,
            (0,),
            None,
            (VALID_VERDICT.format(n=1), VALID_VERDICT.format(n=2), VALID_VERDICT.format(n=3)),
        ),
        Case(
            "a JSON array of two games in a .json file",
            ".json",
            array,
            (1,),
            r"(1(:\d+)?)?: error AF00[34]: ",
        ),
        # -- issue 27, item 3: the name says the form
        Case(
            "a pretty-printed .json with a missing comma",
            ".json",
            no_comma,
            (1,),
            rf"{place(no_comma, b'AFN 1.0')[0]}:\d+: error AF003: this is not JSON: a comma is missing",
        ),
        Case("JSON Lines in a .json file", ".json", LINE * 2, (1,), r"2:1: error AF003: this is not JSON: "),
        # -- issue 28, item 5: what a terminal would act on, quoted from a record
        Case(
            "an OSC sequence in a seat name",
            ".afn",
            _with(TEXT, b'[Seats "Ann, Ben"]', b'[Seats "Ann\x1b]0;pwned\x07, Ben"]'),
            (1,),
            r"\d+:\d+: error AF00[12]: ",
        ),
        Case(
            "a clear-screen sequence on the line of a finding",
            ".afn",
            _with(TEXT, CLAIM.group(0), CLAIM.group(0).replace(b"+10", b"+15") + b" {\x1b[2J\x1b[H}"),
            (1,),
            rf"{claim_line}:\d+: error AF301: ",
        ),
        Case(
            "a bidi override and C1 controls in a comment",
            ".afn",
            _with(TEXT, CLAIM.group(0), CLAIM.group(0) + " {\u202eevil \u009b2J}".encode()),
            (0,),
            None,
            (VALID_VERDICT.format(n=1),),
        ),
        Case(
            "a C1 control escaped in a JSON event",
            ".jsonl",
            _with(LINE, b'"rules":"allfives"', b'"rules":"allfives","event":"\\u009b2J\\u001b]0;x\\u0007"'),
            (0,),
            None,
            (VALID_VERDICT.format(n=1),),
        ),
        # -- issue 28, item 4: inputs whose time grew faster than their size
        Case("1,000 hands, each with a wrong claim", ".afn", many_hands(0), (1,), r"\d+:\d+: error AF301: "),
        Case("a dealt line of 100,000 tiles", ".afn", long_dealt_line(2), (1,), r"\d+:\d+: error AF10[12]: "),
    ]


CASES = {case.name: case for case in _cases()}
WRONG_TODAY: dict[str, str] = {}


def _params(names: list[str], wrong: dict[str, str]) -> list[Any]:
    return [
        pytest.param(
            CASES[name],
            id=name,
            marks=[xfail(wrong[name])] if name in wrong else [],
        )
        for name in names
    ]


@pytest.fixture(scope="module")
def validated(tmp_path_factory: pytest.TempPathFactory) -> Callable[[Case], tuple[Path, Run]]:
    """``validate`` run once on each case's file, however many tests look at the run."""
    folder = tmp_path_factory.mktemp("hostile")
    runs: dict[str, tuple[Path, Run]] = {}

    def run(case: Case) -> tuple[Path, Run]:
        if case.name not in runs:
            path = folder / f"case{len(runs)}{case.suffix}"
            path.write_bytes(case.data)
            runs[case.name] = path, allfives("validate", path)
        return runs[case.name]

    return run


@pytest.mark.parametrize("case", _params(list(CASES), WRONG_TODAY))
def test_validate_a_hostile_file(validated: Callable[[Case], tuple[Path, Run]], case: Case) -> None:
    path, run = validated(case)
    assert_handled(run, *case.codes)
    assert_small(run)
    if case.where is not None:
        finding(run, path, case.where)
    for shown in case.shows:
        assert re.search(shown, run.out), f"{shown!r} not shown: {run}"
    if run.code:
        assert str(path) in run.shown, str(run)
    active = TERMINAL_ACTIVE.search(run.shown)  # issue 28, item 5: quoted, never acted on
    assert active is None, f"{active[0]!r} reached the terminal: {run}"


LONG_LINES = {
    '{"a": 100,000 deep}': "the whole 600 KB line is shown under the finding, with a caret at column 1",
    "[ 100,000 deep ]": "the whole 200 KB line is shown under the finding",
    "a claim of 10**5000": "the 5,001 digits are shown whole under the finding",
    "a target of 10**5000": "the message quotes the 5,001 digits, and the line is shown whole too",
    "JSON points of 10**5000": "the whole 11 KB line is shown under the finding, with a caret at column 1",
    "a file of 1,000 NUL bytes": "the message quotes all 1,000 NULs as \\x00 (4,000 characters)",
}


@pytest.mark.parametrize("case", _params(list(LONG_LINES), {}))
def test_a_finding_about_a_long_line_quotes_only_part_of_it(
    validated: Callable[[Case], tuple[Path, Run]], case: Case
) -> None:
    _, run = validated(case)
    assert_brief(run)


# ---- the other commands on the same files --------------------------------------------------

runner = CliRunner()
FOR_COMMANDS = [
    "invalid UTF-8 in a comment",
    "a byte-order mark, text",
    "a byte-order mark, JSON Lines",
    "CRLF line ends, text",
    "lone CR line ends, text",
    "a NUL byte after a claim",
    "a NUL byte in JSON",
    "a key twice in the game object",
    "an empty text file",
    "only comments",
    "a claim of 10**5000",
    "a JSON seed of 10**5000, line 2 of JSON Lines",
    '{"a": 100,000 deep}',
    "100,000 deep as line 2 of JSON Lines",
]


@pytest.mark.parametrize("command", ["summary", "convert", "fmt --check", "fmt"])
@pytest.mark.parametrize("name", FOR_COMMANDS)
def test_summary_convert_and_fmt_on_a_hostile_file(tmp_path: Path, name: str, command: str) -> None:
    case = CASES[name]
    path = tmp_path / f"record{case.suffix}"
    path.write_bytes(case.data)
    out = tmp_path / "converted.jsonl"
    args = [*command.split(), str(path)] + (["-o", str(out)] if command == "convert" else [])
    result = runner.invoke(app, args)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    readable = case.codes == (0,)
    if command == "fmt --check":
        assert result.exit_code in (0, 1), result.output
    else:
        assert result.exit_code == (0 if readable else 1), result.output
    if not readable:
        told = result.stdout if command == "summary" else result.stderr  # summary's findings are in it
        assert str(path) in told, result.output
        assert path.read_bytes() == case.data  # a file that does not read is left as it was
        assert not out.exists()
    elif command == "convert":
        assert runner.invoke(app, ["validate", str(out)]).exit_code == 0
    elif command == "fmt":  # rewritten in canonical form: no byte-order mark, LF line ends, still valid
        assert not path.read_bytes().startswith(b"\xef\xbb\xbf") and b"\r" not in path.read_bytes()
        assert runner.invoke(app, ["validate", str(path)]).exit_code == 0


# ---- 100 MB on one line ----------------------------------------------------------------------

HUNDRED_MB = 100 * MiB


def write_big(path: Path, head: bytes, fill: bytes, tail: bytes) -> Path:
    """``head``, then ``fill`` repeated to 100 MB, then ``tail``: written a mebibyte at a time."""
    block = fill * (MiB // len(fill))
    with path.open("wb") as out:
        out.write(head)
        for _ in range(HUNDRED_MB // len(block)):
            out.write(block)
        out.write(tail)
    return path


def _hundred_mb(kind: str, folder: Path) -> tuple[Path, str]:
    """The 100 MB file of one kind, and where a finding about it would be, if it gets one."""
    first, rest = TEXT.split(b"\n", 1)
    if kind == "text: one line of letters":
        return write_big(folder / "letters.afn", b"", b"a", b""), "1"
    if kind == "text: a tag value":
        return write_big(folder / "event.afn", first + b'\n[Event "', b"a", b'"]\n' + rest), "2"
    if kind == "text: a comment":
        return write_big(folder / "comment.afn", first + b" {", b"a", b"}\n" + rest), "1"
    assert kind == "JSON: a string value"
    return write_big(folder / "event.json", LINE[:-2] + b',"event":"', b"a", b'"}\n'), "1"


#: Once 343-543 MB peak RSS: the line was held as the file's text, as the stretch being read and in
#: the record. Now no line past the limit (4 MB; ``--max-line-mb``) is held whole: its game is refused.
HUNDRED_MB_KINDS = [
    "text: one line of letters",
    "text: a tag value",
    "text: a comment",
    "JSON: a string value",
]


@pytest.mark.parametrize("kind", HUNDRED_MB_KINDS)
def test_a_100_mb_line_is_read_in_bounded_time_and_memory(scratch: Path, kind: str) -> None:
    path, line = _hundred_mb(kind, scratch)
    first, rest = TEXT.split(b"\n", 1)
    others = {  # the bytes of the file outside the long line
        "text: one line of letters": 0,
        "text: a tag value": len(first) + 1 + 1 + len(rest),
        "text: a comment": 1 + len(rest),
        "JSON: a string value": 1,
    }
    length = path.stat().st_size - others[kind]
    run = allfives("validate", path, timeout=HEAVY)
    path.unlink()
    assert_handled(run, 1)
    found = finding(run, path, rf"{line}: error AF00[13]: ")
    unit = "bytes" if kind.startswith("JSON") else "characters"
    assert f"this line holds {length:,} {unit}, more than the 4 MB a line may hold" in found, found
    assert f"--max-line-mb {-(-length // MiB)} reads it" in found, found  # what it takes to read it
    _, start, caret, verdict, closing = run.out.splitlines()  # the finding, and nothing else
    assert start.startswith("  ") and start.endswith("…") and caret == "  ^", str(run)
    assert verdict.endswith(": not read: 1 error"), str(run)
    assert closing.startswith("checked 1 file, 1 game, "), str(run)
    assert_brief(run)
    assert_small(run)


@pytest.mark.parametrize("command", ["convert", "fmt"])
def test_convert_and_fmt_refuse_a_100_mb_line_in_bounded_memory_and_write_nothing(
    scratch: Path, command: str
) -> None:
    path, line = _hundred_mb("text: a comment", scratch)
    out = scratch / "out.jsonl"
    run = allfives(command, path, *(["-o", out] if command == "convert" else []), timeout=HEAVY)
    assert_handled(run, 1)
    said = f"allfives: {path}:{line}: this line holds "
    assert any(shown.startswith(said) for shown in run.err.splitlines()), str(run)
    assert not out.exists()
    assert path.stat().st_size > HUNDRED_MB  # left as it was
    assert_brief(run)
    assert_small(run)


# ---- many games --------------------------------------------------------------------------------


def write_many(path: Path, count: int) -> Path:
    """``count`` copies of the short game: text separated by blank lines, or JSON Lines."""
    if path.suffix == ".jsonl":
        game, between = SHORT_LINE, b""
    else:
        game, between = SHORT_TEXT, b"\n"
    chunk = (game + between) * 1000
    with path.open("wb") as out:
        for _ in range(count // 1000):
            out.write(chunk)
    return path


def assert_all_valid(run: Run, count: int) -> None:
    assert_handled(run, 0)
    counted = f"checked 1 file, {count:,} games, {count:,} hands, {count:,} turns: 0 errors"
    assert tally(run).startswith(counted), str(run)
    assert tally(run).endswith("(all valid)"), str(run)


def test_ten_thousand_games_in_bounded_time_and_memory(scratch: Path) -> None:
    run = allfives("validate", "--quiet", write_many(scratch / "many.afn", 10_000), timeout=HEAVY)
    assert_all_valid(run, 10_000)
    assert_small(run)


@slow
@pytest.mark.parametrize("suffix", [".afn", ".jsonl"])
def test_a_hundred_thousand_games_in_bounded_time_and_memory(scratch: Path, suffix: str) -> None:
    run = allfives("validate", "--quiet", write_many(scratch / f"many{suffix}", 100_000), timeout=MANY)
    assert_all_valid(run, 100_000)
    assert_small(run)


@slow
@pytest.mark.parametrize(
    "command",
    [
        "summary",  # each summary is written as soon as it is made, and the totals keep only sums
        "convert",  # once 1.2 GB, every game kept and written as one string; now a stretch at a time
    ],
)
def test_summary_and_convert_of_a_hundred_thousand_games_in_bounded_memory(
    scratch: Path, command: str
) -> None:
    record = write_many(scratch / "many.afn", 100_000)
    out = scratch / "many.jsonl"
    run = allfives(command, record, *(["-o", out] if command == "convert" else []), timeout=MANY)
    assert_handled(run, 0)
    if command == "convert":
        assert re.search(r"wrote 100,?000 games", run.err), str(run)
    else:
        assert re.search(r", game 100,?000 \(line ", run.out), str(run)
    assert_small(run)


#: A game with no hands, 71 bytes: the tiny game of issue 28, item 3.
HEADER_ONLY = b'[Format "AFN 1.0"]\n[Seats "Ann, Ben"]\n[Rules "allfives"]\n[Result "*"]\n\n'


def test_ten_thousand_games_without_hands_are_read_in_many_stretches(scratch: Path) -> None:
    """A blank line between two headers that name the seats is a place to cut (once, all were one batch)."""
    path = scratch / "tiny.afn"
    path.write_bytes(HEADER_ONLY * 10_000)
    batches = list(file_batches(str(path), 4096))
    assert len(batches) > 100
    assert all(len(getattr(batch, "text", "")) < 2 * 4096 for batch in batches)


@slow
@pytest.mark.parametrize("command", ["validate", "summary"])
def test_a_hundred_thousand_games_without_hands_in_bounded_memory(scratch: Path, command: str) -> None:
    """Once 432 MB for 100,000 (about 4 KB kept a game, the whole file one batch); a million now take 53."""
    path = scratch / "tiny.afn"
    with path.open("wb") as out:
        for _ in range(100):
            out.write(HEADER_ONLY * 1000)
    run = allfives(command, "--quiet", path, timeout=MANY)
    assert_handled(run, 0)
    assert_small(run)


# ---- folders, links and files that cannot be read -------------------------------------------


def test_a_folder_with_symbolic_link_loops_is_searched_once_and_ends(scratch: Path) -> None:
    records = scratch / "records"
    (records / "a" / "b").mkdir(parents=True)
    game = records / "a" / "game.afn"
    game.write_bytes(TEXT)
    (records / "a" / "b" / "up").symlink_to("..")
    (records / "a" / "b" / "top").symlink_to(records)
    (records / "loop.afn").symlink_to("loop.afn")
    (records / "ping.afn").symlink_to("pong.afn")
    (records / "pong.afn").symlink_to("ping.afn")
    run = allfives("validate", records)
    assert_handled(run, 2)  # the links that lead nowhere cannot be read
    assert len(re.findall(re.escape(f"{game}: game 1 (Ann, Ben): valid"), run.out)) == 1, str(run)
    for name in ("loop.afn", "ping.afn", "pong.afn"):
        finding(run, records / name, " error AF006: cannot read this file: ")
    assert tally(run).startswith("checked 4 files, 1 game, "), str(run)


def test_a_recursive_glob_does_not_follow_a_symbolic_link_loop(scratch: Path) -> None:
    records = scratch / "records"
    (records / "a").mkdir(parents=True)
    (records / "a" / "game.afn").write_bytes(TEXT)
    (records / "a" / "up").symlink_to("..")
    run = allfives("validate", f"{records}/**/*.afn", timeout=20)
    assert_handled(run, 0)
    assert tally(run).startswith("checked 1 file, 1 game, "), str(run)


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads a file whatever its mode")
def test_a_file_without_read_permission_is_AF006_and_exit_2(scratch: Path) -> None:
    locked = scratch / "locked.afn"
    locked.write_bytes(TEXT)
    locked.chmod(0)
    (scratch / "open.afn").write_bytes(TEXT)
    run = allfives("validate", scratch)
    assert_handled(run, 2)
    finding(run, locked, " error AF006: cannot read this file: Permission denied")
    assert re.search(re.escape(str(scratch / "open.afn")) + VALID_VERDICT.format(n=1), run.out), str(run)


@pytest.mark.skipif(not Path("/proc/self/mem").exists(), reason="no /proc/self/mem here")
@pytest.mark.parametrize("command", ["validate", "convert"])
def test_a_file_whose_reading_fails_is_AF006_and_exit_2_even_for_root(scratch: Path, command: str) -> None:
    # /proc/self/mem is a regular file that no one can read from its start: every read is EIO.
    out = scratch / "out.jsonl"
    run = allfives(command, "/proc/self/mem", *(["-o", out] if command == "convert" else []))
    assert_handled(run, 2)
    finding(run, "/proc/self/mem", " error AF006: cannot read this file: Input/output error")
    assert not out.exists()


def test_convert_a_folder_is_AF006_and_exit_2(scratch: Path) -> None:
    (scratch / "records").mkdir()
    out = scratch / "out.jsonl"
    run = allfives("convert", scratch / "records", "-o", out)
    assert_handled(run, 2)
    finding(run, scratch / "records", " error AF006: this is a folder, not a record file")
    assert not out.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_in_a_folder_does_not_stop_the_search(scratch: Path) -> None:
    (scratch / "game.afn").write_bytes(TEXT)
    os.mkfifo(scratch / "pipe.afn")
    run = allfives("validate", scratch)  # a hang guard: QUICK, as 5 s ran out on a machine at load 20
    assert_handled(run, 0, 2)  # passed over as grep -r passes over devices, or reported as not readable
    assert re.search(re.escape(str(scratch / "game.afn")) + VALID_VERDICT.format(n=1), run.out), str(run)


def _unlistable(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Listing ``folder`` fails as it does for a folder one may not read (chmod 000, as anyone but root)."""
    listing = os.scandir

    def scandir(path: Any = ".") -> Any:
        if isinstance(path, str | os.PathLike) and Path(path) == folder:
            raise PermissionError(13, "Permission denied", str(path))
        return listing(path)

    monkeypatch.setattr(os, "scandir", scandir)


@pytest.mark.parametrize("which", ["a subfolder", "the folder given"])
def test_a_folder_that_cannot_be_listed_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, which: str
) -> None:
    records = tmp_path / "records"
    (records / "locked").mkdir(parents=True)
    (records / "locked" / "game.afn").write_bytes(TEXT)
    (records / "game.afn").write_bytes(TEXT)
    locked = records / "locked" if which == "a subfolder" else records
    _unlistable(monkeypatch, locked)
    result = runner.invoke(app, ["validate", str(records)])
    assert result.exit_code == 2, result.output
    assert f"{locked}: error AF006: cannot list this folder: Permission denied" in result.output


@pytest.mark.skipif(os.geteuid() == 0, reason="root lists a folder whatever its mode")
def test_a_real_folder_without_read_permission_is_reported(scratch: Path) -> None:
    (scratch / "locked").mkdir()
    (scratch / "locked" / "game.afn").write_bytes(TEXT)
    (scratch / "game.afn").write_bytes(TEXT)
    (scratch / "locked").chmod(0)
    try:
        run = allfives("validate", scratch)
    finally:
        (scratch / "locked").chmod(0o755)
    assert_handled(run, 2)
    finding(run, scratch / "locked", " error AF006: ")


# ---- item 5: a user error is one line; a bug asks for a report --------------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["validate", "--format", "yaml", "game.afn"], "--format is text, json, github, sarif or junit"),
        (["summary", "--format", "pdf", "game.afn"], "--format is text, json or markdown, not 'pdf'"),
        (["convert", "game.afn", "-o", "game.txt"], "say which form to write with --to"),
        (["convert", "game.afn", "-o", "out", "--to", "xml"], "--to is text, json or jsonl, not 'xml'"),
        (["convert", "game.afn", "-o", "game.afn"], "refusing to write over the input game.afn"),
        (["validate", "empty"], "no record files found"),
        (["fmt", "empty"], "no record files found"),
        (["generate", "--format", "xml"], "--format is text, json or jsonl, not 'xml'"),
    ],
)
def test_a_user_error_is_one_line_and_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], words: str
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("game.afn").write_bytes(TEXT)
    Path("empty").mkdir()
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert result.stderr.splitlines() == [result.stderr.strip()], result.stderr
    assert result.stderr.startswith("allfives: ") and words in result.stderr, result.stderr
    assert "Traceback" not in result.output


def _bug(*args: object, **kwargs: object) -> Any:
    raise RuntimeError("the spinner fell off the table")


# Where each command meets the simulated bug: deep inside, where a real one would be.
BUG_IN = {
    "validate": "allfives_notation.stream.checking.fast_pass",  # validate takes the fast path first
    "summary": "allfives_notation.stream.checking.check_read",
    "convert": "allfives_notation.cli.rewriting.render",
    "fmt": "allfives_notation.cli.rewriting.render",
}


def _run_main(monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    """``main`` as the installed command runs it: the last line of defence is there, not in ``app``."""
    monkeypatch.setattr(sys, "argv", ["allfives", *args])
    with pytest.raises(SystemExit) as stopped:
        main()
    return int(stopped.value.code or 0)


def _command_line(command: str, folder: Path) -> list[str]:
    record = folder / "game.afn"
    record.write_bytes(TEXT)
    return [command, str(record), *(["-o", str(folder / "game.jsonl")] if command == "convert" else [])]


@pytest.mark.parametrize("command", list(BUG_IN))
def test_a_bug_in_any_file_command_is_one_line_asking_for_a_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    monkeypatch.setattr(BUG_IN[command], _bug)
    assert _run_main(monkeypatch, *_command_line(command, tmp_path)) == INTERNAL_ERROR
    shown = capsys.readouterr()
    (line,) = shown.err.splitlines()
    assert line.startswith("allfives: internal error (RuntimeError: the spinner fell off the table)"), line
    assert "please report it" in line and "--debug" in line
    assert "Traceback" not in shown.out + shown.err


@pytest.mark.parametrize("command", list(BUG_IN))
def test_a_bug_with_debug_shows_the_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    monkeypatch.setattr(BUG_IN[command], _bug)
    assert _run_main(monkeypatch, "--debug", *_command_line(command, tmp_path)) == INTERNAL_ERROR
    shown = capsys.readouterr()
    assert "Traceback (most recent call last)" in shown.err
    assert shown.err.rstrip().endswith("RuntimeError: the spinner fell off the table")


SITECUSTOMIZE = """\
import allfives_notation.stream.checking


def _bug(*args, **kwargs):
    raise RuntimeError("the spinner fell off the table")


allfives_notation.stream.checking.check_read = _bug
allfives_notation.stream.checking.fast_pass = _bug
"""


@pytest.mark.parametrize("debug", [False, True])
def test_a_bug_in_a_pool_worker_of_the_real_process(scratch: Path, debug: bool) -> None:
    # The bug is planted through sitecustomize, so it is in every process, workers included
    # however they start; the file has many batches, so validate --jobs 2 uses the pool.
    (scratch / "sitecustomize.py").write_text(SITECUSTOMIZE, encoding="utf-8")
    record = write_many(scratch / "many.afn", 2_000)
    path = os.pathsep.join([str(scratch), os.environ.get("PYTHONPATH", "")])
    debugging = ["--debug"] if debug else []
    run = allfives(*debugging, "validate", "--jobs", "2", record, env={"PYTHONPATH": path})
    assert run.code == INTERNAL_ERROR, str(run)
    assert "Traceback" not in run.out, str(run)
    if debug:
        assert "Traceback (most recent call last)" in run.err, str(run)
        assert "RuntimeError: the spinner fell off the table" in run.err, str(run)
    else:
        assert run.err.strip().splitlines() == [
            "allfives: internal error (RuntimeError: the spinner fell off the table). This is a bug: please"
            " report it, with the command and the file; run with --debug to see the traceback."
        ], str(run)
