"""The command line as a terminal shows it: help laid out by rich, colour, the progress line, two streams.

The progress line is tested through a real pseudo-terminal (``os.openpty``) and through a
pipe, with the ``allfives`` command run as a person runs it.
"""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from allfives_notation.check.report import GameReport
from allfives_notation.cli import app
from allfives_notation.cli.console import Colour, Progress, choose_colour, colour_wanted
from allfives_notation.stream.files import MB, Meter

runner = CliRunner()
SAMPLES = Path(__file__).resolve().parent.parent / "samples"
CLUB_NIGHT = SAMPLES / "club-night.afn"
WRONG_POINTS = SAMPLES / "invalid" / "wrong-points.afn"
ANSI = re.compile(r"\x1b\[[0-9;]*[mK]")
#: Every command this project's own modules define, and the application itself ([]).
OWN_COMMANDS = [["validate"], ["summary"], ["play"], ["rules"], ["schema"], ["generate"], []]


def _help(*command: str) -> str:
    result = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "2000"})
    assert result.exit_code == 0, result.output
    return result.output


def _all_commands() -> list[list[str]]:
    listing = _help()
    names = re.findall(r"^│ (\w+) {2,}", listing, re.M)
    assert {"validate", "summary", "fmt"} <= set(names), listing
    return [[name] for name in names] + [[]]


# ---- help ------------------------------------------------------------------------------------


@pytest.mark.parametrize("command", _all_commands(), ids=lambda c: " ".join(c) or "allfives")
def test_help_shows_no_bool_after_a_flag_and_names_the_rule_book_in_docs(command: list[str]) -> None:
    text = _help(*command)
    assert "<bool>" not in text
    assert "RULES.md" not in text


@pytest.mark.parametrize("command", _all_commands(), ids=lambda c: " ".join(c) or "allfives")
def test_help_paragraphs_are_not_wrapped_by_the_docstring(command: list[str]) -> None:
    """On a wide terminal each paragraph of prose is one line: the docstring's own breaks are gone."""
    text = _help(*command)
    description = text.split("╭")[0]  # above the panels of arguments and options
    lines = [line.strip() for line in description.splitlines()[2:] if line.strip()]  # below the usage
    for line in lines:
        example = line.startswith(("allfives ", "cat ", "python "))
        assert example or line.endswith((".", ":", ")")), f"a paragraph broken after {line!r}"


@pytest.mark.parametrize("command", OWN_COMMANDS, ids=lambda c: " ".join(c) or "allfives")
def test_every_own_command_has_an_indented_example(command: list[str]) -> None:
    text = _help(*command)
    assert "Examples:" in text
    shown = f"allfives {command[0]}" if command else "allfives "
    assert re.search(rf"^ {{4,}}(cat .*\| )?{shown}", text, re.M), text


def test_validate_help_names_the_rule_book_and_the_two_streams() -> None:
    text = " ".join(_help("validate").split())
    assert "against docs/rules.md." in text
    assert "go to standard output" in text and "to standard error" in text


# ---- colour ------------------------------------------------------------------------------------


def test_color_always_colours_findings_even_into_a_pipe_and_over_no_color() -> None:
    for args in (["validate", "--color", "always"], ["--color", "always", "validate"]):
        result = runner.invoke(app, [*args, str(WRONG_POINTS)], env={"NO_COLOR": "1"})
        assert result.exit_code == 1, result.output
        assert "\x1b[31m" in result.stdout and "error" in ANSI.sub("", result.stdout)


def test_color_never_and_auto_off_a_terminal_give_plain_text() -> None:
    for args in (["validate", "--color", "never"], ["validate"], ["--color", "NEVER", "validate"]):
        result = runner.invoke(app, [*args, str(WRONG_POINTS)], color=True)
        assert result.exit_code == 1, result.output
        assert "\x1b[" not in result.output, args


def test_an_unknown_color_choice_is_a_usage_error() -> None:
    result = runner.invoke(app, ["validate", "--color", "sometimes", str(WRONG_POINTS)])
    assert result.exit_code == 2
    assert "sometimes" in result.output and "Traceback" not in result.output


def test_colour_auto_follows_the_terminal_and_no_color() -> None:
    main, other = os.openpty()
    try:
        with os.fdopen(other, "w", closefd=False) as terminal:
            choose_colour(Colour.AUTO)
            saved = os.environ.pop("NO_COLOR", None)
            try:
                assert colour_wanted(terminal)
                os.environ["NO_COLOR"] = "1"
                assert not colour_wanted(terminal)
                choose_colour(Colour.ALWAYS)
                assert colour_wanted(terminal)
                choose_colour(Colour.NEVER)
                os.environ.pop("NO_COLOR")
                assert not colour_wanted(terminal)
            finally:
                choose_colour(Colour.AUTO)
                if saved is not None:
                    os.environ["NO_COLOR"] = saved
    finally:
        os.close(main)
        os.close(other)


# ---- findings on stdout, failures to read on stderr ---------------------------------------------


@pytest.mark.parametrize("command", ["validate", "summary"])
def test_a_file_that_cannot_be_opened_is_told_on_stderr_and_findings_on_stdout(
    tmp_path: Path, command: str
) -> None:
    missing = tmp_path / "nowhere.afn"
    result = runner.invoke(app, [command, str(missing), str(WRONG_POINTS)])
    assert result.exit_code == 2, result.output
    assert result.stderr == f"{missing}: error AF006: cannot read this file: No such file or directory\n"
    assert "AF006" not in result.stdout and str(missing) not in result.stdout
    assert "error AF301: " in result.stdout  # the finding about the record that was read


# ---- the progress line, on a Progress of its own -------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _game(turns: int) -> GameReport:
    return GameReport(1, "club.afn", 1, None, (), turns_checked=turns)


def _terminal() -> tuple[int, int, object]:
    main, other = os.openpty()
    return main, other, os.fdopen(other, "w", closefd=False)


def _read_all(fd: int) -> str:
    out = b""
    while select.select([fd], [], [], 0.05)[0]:
        out += os.read(fd, 65536)
    return out.decode()


def test_progress_waits_for_its_delay_then_shows_files_games_and_turns_a_second() -> None:
    main, other, terminal = _terminal()
    try:
        clock = Clock()
        progress = Progress(4, terminal, clock=clock)  # type: ignore[arg-type]
        progress.add(0, _game(100))
        assert _read_all(main) == ""  # a quick run never shows it
        clock.now += 2.0
        progress.add(2, _game(900))
        shown = _read_all(main)
        assert shown == "\r\x1b[Kchecking [##########----------] 2 of 4 files, 2 games, 500 turns/s"
        clock.now += 0.01
        progress.add(2, _game(1))
        assert _read_all(main) == ""  # not redrawn more than ten times a second
        progress.close()
        assert _read_all(main) == "\r\x1b[K"  # and taken away at the end
    finally:
        os.close(main)
        os.close(other)


def test_progress_of_one_file_has_no_bar_and_fits_the_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    main, other, terminal = _terminal()
    try:
        clock = Clock()
        progress = Progress(1, terminal, clock=clock)  # type: ignore[arg-type]
        clock.now += 1.0
        monkeypatch.setenv("COLUMNS", "30")
        progress.add(0, _game(1234))
        assert _read_all(main) == "\r\x1b[Kchecking 1 game, 1,234 turns/"  # 29 columns: the cursor stays
        progress.close()
    finally:
        os.close(main)
        os.close(other)


def test_progress_from_the_bytes_read_shows_how_far_and_the_time_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    main, other, terminal = _terminal()
    try:
        clock, meter = Clock(), Meter()
        progress = Progress(2, terminal, total=4 * MB, meter=meter, clock=clock)  # type: ignore[arg-type]
        clock.now += 2.0
        meter.read = MB  # a quarter read in two seconds: six to go
        progress.add(0, _game(100))
        shown = _read_all(main)
        assert shown == (
            "\r\x1b[Kchecking [#####---------------] 25% of 4 MB, 0 of 2 files, 1 game, 50 turns/s, 0:06 left"
        )
        progress.close()
    finally:
        os.close(main)
        os.close(other)


def test_progress_of_a_pipe_shows_what_is_read_with_no_share() -> None:
    main, other, terminal = _terminal()
    try:
        clock, meter = Clock(), Meter()
        progress = Progress(1, terminal, total=None, meter=meter, clock=clock)  # type: ignore[arg-type]
        clock.now += 1.0
        meter.read = 3 * MB // 2
        progress.add(0, _game(1234))
        assert _read_all(main) == "\r\x1b[Kchecking 1.5 MB read, 1 game, 1,234 turns/s"
        progress.close()
    finally:
        os.close(main)
        os.close(other)


def test_progress_writes_nothing_at_all_off_a_terminal() -> None:
    read, write = os.pipe()
    try:
        with os.fdopen(write, "w", closefd=False) as pipe:
            clock = Clock()
            progress = Progress(3, pipe, clock=clock)  # type: ignore[arg-type]
            for file in range(3):
                clock.now += 5
                progress.add(file, _game(100))
            progress.clear()
            progress.close()
        os.close(write)
        assert os.read(read, 100) == b""
    finally:
        os.close(read)


# ---- the progress line, in a real run --------------------------------------------------------------


def _slow_run(
    tmp_path: Path, *options: str, terminal: bool, command_name: str = "validate"
) -> tuple[int, str, str]:
    """``allfives validate`` (or ``summary``) on a file, a named pipe giving its games after 1.5 s, a file.

    Standard error is a pseudo-terminal, or a pipe; standard output is a pipe either way.
    """
    pipe = tmp_path / "late.afn"
    os.mkfifo(pipe)
    text = CLUB_NIGHT.read_text(encoding="utf-8")

    def feed() -> None:
        time.sleep(1.5)
        with pipe.open("w", encoding="utf-8") as out:
            out.write(text)

    feeder = threading.Thread(target=feed)
    feeder.start()
    jobs = ["-j", "1"] if command_name == "validate" else []
    command = [sys.executable, "-m", "allfives_notation", command_name, *jobs, *options]
    command += [str(CLUB_NIGHT), str(pipe), str(CLUB_NIGHT)]
    if terminal:
        main, other = os.openpty()
        done = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=other, stdin=subprocess.DEVNULL)
        os.close(other)
        err = b""
        while True:
            try:
                chunk = os.read(main, 65536)
            except OSError:  # the other end is closed: the run is over
                break
            if not chunk:
                break
            err += chunk
        os.close(main)
        out = done.stdout.read() if done.stdout else b""
        done.wait(60)
        feeder.join()
        return done.returncode, out.decode(), err.decode()
    finished = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    feeder.join()
    return finished.returncode, finished.stdout, finished.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("command", ["validate", "summary"])
def test_a_long_check_shows_its_progress_on_a_terminal_then_wipes_it(tmp_path: Path, command: str) -> None:
    code, out, err = _slow_run(tmp_path, terminal=True, command_name=command)
    assert code == 0, out + err
    # a named pipe's size is not known: what is read, not a share of it
    found = re.search(
        r"\r\x1b\[Kchecking \[#*-*\] [\d.,]+ [KM]B read, \d of 3 files, \d+ games?, [\d,]+ turns/s", err
    )
    assert found, repr(err)
    assert err.endswith("\r\x1b[K")  # nothing of it is left on the screen
    assert "\x1b" not in out and "checking" not in out
    tally = "checked 3 files, 9 games, "
    assert ("Totals: 9 games in 3 files, all valid" if command == "summary" else tally) in out


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_quiet_and_a_pipe_show_no_progress(tmp_path: Path) -> None:
    code, out, err = _slow_run(tmp_path, "--quiet", terminal=True)
    assert (code, err) == (0, ""), out + err
    assert out.splitlines() == [out.splitlines()[-1]]  # --quiet: only the tally
    (tmp_path / "late.afn").unlink()
    code, out, err = _slow_run(tmp_path, terminal=False)
    assert (code, err) == (0, ""), out + err
    assert out.splitlines()[-1].startswith("checked 3 files, 9 games, ")
