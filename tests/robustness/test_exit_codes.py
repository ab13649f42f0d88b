"""Every way a run ends gives the code the table says (issue 28, items 1 and 6), in the real process.

A pipe closed early is 141 and quiet, standard output that cannot be written is 2 with
the reason, SIGTERM and SIGHUP (and Ctrl-C) stop a command promptly through the clean-up
of the files it was writing. And the one table of codes is the same in ``--help``, in
docs/exit-codes.md and in the code.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import pytest
from typer.testing import CliRunner

from allfives_notation.cli import app
from allfives_notation.cli.app import EXIT_CODES
from tests.robustness.processes import feed, finish, start, wait_for

ROOT_FOLDER = Path(__file__).resolve().parents[2]
SAMPLES = ROOT_FOLDER / "samples"
CLUB = (SAMPLES / "club-night.afn").read_bytes()
TEMPORARY = re.compile(r"^\..+\.[^.]+\.tmp$")  # how a write names its temporary file beside the target

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


@pytest.fixture
def folder() -> Iterator[Path]:
    path = Path(tempfile.mkdtemp(prefix="exits-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="module")
def big(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A file of 600 games (the club night 200 times over): more output than a pipe holds."""
    path = tmp_path_factory.mktemp("big") / "big.afn"
    path.write_bytes((CLUB + b"\n") * 200)
    yield path
    path.unlink()


# ---- the table -------------------------------------------------------------------------------


def test_the_docs_table_is_the_code_s_table() -> None:
    text = (ROOT_FOLDER / "docs" / "exit-codes.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (\d+) \| (.+) \|$", text, re.MULTILINE)
    assert [(int(code), meaning) for code, meaning in rows] == [(code, full) for code, _, full in EXIT_CODES]


def test_help_shows_every_code_with_its_meaning(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    shown = CliRunner().invoke(app, ["--help"]).stdout
    for code, short, _ in EXIT_CODES:
        assert re.search(rf"^ +{code}  {re.escape(short)}", shown, re.MULTILINE), (code, shown)


# ---- a pipe closed early -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["validate", "--jobs", "1"],
        ["validate", "--jobs", "2"],
        ["summary"],
        ["convert", "-o", "-", "--to", "jsonl"],
        ["convert", "-o", "/dev/stdout", "--to", "jsonl"],
        ["fmt", "-"],
        ["generate", "--count", "2000", "--format", "jsonl"],
        ["show", "--ascii"],
        ["select", "--player", "Ann", "--to", "jsonl"],
        ["join", "--to", "jsonl"],
    ],
    ids=lambda args: " ".join(args),
)
def test_a_pipe_closed_early_ends_quietly_with_141(big: Path, args: list[str]) -> None:
    command = args[0]
    stdin: int | IO[bytes] = subprocess.DEVNULL
    if command == "fmt":
        stdin = open(big, "rb")  # noqa: SIM115 (closed below)
    files = [] if command in ("generate", "fmt") else [big]
    child = start(*args[:1], *files, *args[1:], stdin=stdin)
    assert child.stdout is not None
    first = child.stdout.readline()  # as head -1 does: one line, then the pipe is closed
    child.stdout.close()
    child.stdout = None
    ended = finish(child)
    if not isinstance(stdin, int):
        stdin.close()
    assert first, str(ended)
    if command == "show":  # what it draws fits in the pipe: it may well finish first
        assert ended.code in (0, 141), str(ended)
    else:
        assert ended.code == 141, str(ended)
    assert ended.err == b"", str(ended)  # quiet: no traceback, no 'Broken pipe'


def test_a_page_to_a_pipe_closed_early_ends_quietly_with_141(folder: Path) -> None:
    games = folder / "season.afn"
    games.write_bytes((CLUB + b"\n") * 20)  # a page of 60 games: more than a pipe holds
    child = start("html", games, "-o", "-", "--jobs", "1")
    assert child.stdout is not None
    first = child.stdout.readline()  # then the pipe is closed, and the rest of the page meets it
    child.stdout.close()
    child.stdout = None
    ended = finish(child)
    assert first.startswith(b"<!"), str(ended)
    assert ended.code == 141, str(ended)
    assert ended.err == b"", str(ended)


# ---- standard output that cannot be written ----------------------------------------------------


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize(
    "args",
    [
        ["validate"],
        ["summary"],
        ["convert", "-o", "-"],
        ["show", "--ascii"],
        ["generate", "--count", "3"],
        ["select", "--player", "Ann"],
        ["dedupe"],
        ["join"],
        ["html", "-o", "-"],
    ],
    ids=lambda args: " ".join(args),
)
def test_a_full_standard_output_is_exit_2_with_the_reason(args: list[str]) -> None:
    files = [] if args[0] == "generate" else [SAMPLES / "club-night.afn"]
    with open("/dev/full", "wb") as full:
        ended = finish(start(args[0], *files, *args[1:], stdout=full))
    assert ended.code == 2, str(ended)
    assert ended.stderr.strip().splitlines()[-1] == (
        "allfives: cannot write to standard output: No space left on device"
    ), str(ended)
    assert "Traceback" not in ended.stderr


# ---- told to stop ------------------------------------------------------------------------------


def _temporaries(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir() if TEMPORARY.match(path.name))


@pytest.mark.parametrize(
    ("stop", "code"), [(signal.SIGTERM, 143), (signal.SIGHUP, 129), (signal.SIGINT, 130)]
)
def test_fmt_told_to_stop_while_it_writes_leaves_the_file_and_no_temporary(
    folder: Path, stop: signal.Signals, code: int
) -> None:
    record = folder / "club.afn"
    loose = ((CLUB + b"\n") * 300).replace(b"\n", b"   \r\n")  # not canonical from its first line
    record.write_bytes(loose)
    child = start("fmt", record)
    assert wait_for(lambda: bool(_temporaries(folder))), "fmt began to write"
    child.send_signal(stop)
    ended = finish(child)
    assert ended.code == code, str(ended)
    assert record.read_bytes() == loose
    assert sorted(path.name for path in folder.iterdir()) == ["club.afn"]
    assert "Traceback" not in ended.stderr


@needs_fifo
@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGHUP])
def test_convert_told_to_stop_while_its_input_comes_leaves_no_temporary(
    folder: Path, stop: signal.Signals
) -> None:
    pipe = folder / "club.afn"
    os.mkfifo(pipe)
    out = folder / "club.jsonl"
    out.write_bytes(b"an older file, which must survive\n")
    feeding = feed(pipe, [CLUB + b"\n"] * 3 + [b""] * 600, pause=0.05)  # games, then a writer that lingers
    child = start("convert", pipe, "-o", out)
    assert wait_for(lambda: bool(_temporaries(folder))), "convert began to write"
    child.send_signal(stop)
    ended = finish(child)
    feeding.join(60)
    assert ended.code == 128 + stop, str(ended)
    assert out.read_bytes() == b"an older file, which must survive\n"
    assert sorted(path.name for path in folder.iterdir()) == ["club.afn", "club.jsonl"]


@needs_fifo
@pytest.mark.parametrize("command", ["validate", "show", "html", "annotate"])
def test_a_command_waiting_for_its_input_stops_at_sigterm(folder: Path, command: str) -> None:
    """A named pipe nobody writes to: opening it waits for ever, and SIGTERM still ends the run."""
    pipe = folder / "club.afn"
    os.mkfifo(pipe)
    out = folder / ("out.html" if command == "html" else "out.afn")
    extra = ["-o", out] if command in ("html", "annotate") else []
    child = start(command, pipe, *extra)
    assert not wait_for(lambda: child.poll() is not None, 1.0)  # still waiting
    child.send_signal(signal.SIGTERM)
    ended = finish(child, 30)
    # 143 from its own handler; killed by the signal (-15, which a shell shows as 143) if it came
    # before the handler was set, while Python was still starting
    assert ended.code in (143, -signal.SIGTERM), str(ended)
    assert sorted(path.name for path in folder.iterdir()) == ["club.afn"]


def test_validate_in_two_processes_stops_at_sigterm_with_its_workers(big: Path) -> None:
    child = start("validate", "--jobs", "2", big, big, big)
    assert child.stdout is not None
    assert child.stdout.readline()  # it has begun
    child.send_signal(signal.SIGTERM)
    ended = finish(child, 60)
    assert ended.code == 143, str(ended)
    assert "Traceback" not in ended.stderr
