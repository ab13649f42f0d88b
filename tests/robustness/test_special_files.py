"""Special files in and out, through the real ``allfives`` (issue 28, items 1, 2 and 7).

Inputs: a named pipe, standard input, a device made with ``mknod``, ``/dev/zero``,
``/dev/null``, a stream without end; each read as a stream, never copied, within its
limits. Outputs: a named pipe, a device, ``/dev/stdout`` into a pipe and under ``>>``, a
file with other names, a file with extended attributes; none replaced where it must be
written through. No timing assertions: a hang guard only (processes.LIMIT).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import stat
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import pytest

from allfives_notation.stream import BATCH_CHARS
from tests.robustness.processes import LIMIT, MiB, feed, finish, run, start

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
CLUB = (SAMPLES / "club-night.afn").read_bytes()  # three games
CLUB_LINES = (SAMPLES / "club-night.jsonl").read_bytes()
ONE = (SAMPLES / "at-the-table.afn").read_bytes()  # one short game, canonical
ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
PEAK = 200 * MiB

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


@pytest.fixture
def folder() -> Iterator[Path]:
    """A folder of its own, emptied after the test; and where temporary files go, to see none is left."""
    path = Path(tempfile.mkdtemp(prefix="special-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


def _allfives_temporaries() -> set[str]:
    return {name for name in os.listdir(tempfile.gettempdir()) if name.startswith("allfives-")}


# ---- inputs ------------------------------------------------------------------------------------


@needs_fifo
@pytest.mark.parametrize("command", ["validate", "summary", "convert", "show", "html", "annotate"])
def test_a_named_pipe_is_read_as_a_stream_by_every_command(folder: Path, command: str) -> None:
    pipe = folder / "club.afn"
    os.mkfifo(pipe)
    out = folder / ("out.html" if command == "html" else "out.jsonl")
    args: list[object] = {
        "validate": ["validate", pipe],
        "summary": ["summary", pipe],
        "convert": ["convert", pipe, "-o", out],
        "show": ["show", pipe, "--ascii"],
        "html": ["html", pipe, "-o", out],
        "annotate": ["annotate", pipe, "-o", out, "--classic"],
    }[command]
    feeding = feed(pipe, [CLUB[:1000], CLUB[1000:]], pause=0.2)
    ended = run(*args)
    feeding.join(10)
    assert ended.code == 0, str(ended)
    assert stat.S_ISFIFO(pipe.lstat().st_mode)  # read, never replaced
    if command == "validate":
        assert "checked 1 file, 3 games," in ended.stdout
    if command == "convert":
        assert out.read_bytes() == CLUB_LINES


def test_standard_input_is_read_as_a_stream_not_copied(folder: Path) -> None:
    before = _allfives_temporaries()
    child = start("validate", "-", stdin=subprocess.PIPE)
    assert child.stdin is not None
    child.stdin.write(CLUB)
    child.stdin.close()
    ended = finish(child)
    assert ended.code == 0, str(ended)
    assert "checked 1 file, 3 games," in ended.stdout
    assert _allfives_temporaries() == before


def _club_games(form: str) -> list[bytes]:
    """The club night's three games, a piece each, as a log writes them (``commented``: a comment each)."""
    if form == "jsonl":
        return CLUB_LINES.splitlines(keepends=True)
    starts = [m.start() for m in re.finditer(rb"^\[Format ", CLUB, re.MULTILINE)]
    games = [CLUB[a:b] + b"\n" for a, b in zip(starts, [*starts[1:], len(CLUB)], strict=True)]
    if form == "commented":  # a comment is read line by line, not a block at a time
        games = [re.sub(rb"(\n  Ann [^\n]*\n)", rb"\1  {from the bot's log}\n", g, count=1) for g in games]
    return games


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("form", ["text", "commented", "jsonl"])
def test_a_live_log_on_standard_input_is_reported_as_its_games_come(form: str, jobs: str) -> None:
    """A writer that goes on (a bot's log): its games are reported while the log is still written.

    Not when a stretch fills, nor when the writer stops: a game is whole, and reported, once
    the next one begins (JSON Lines: once its line ends). The writer writes on, a game a
    second, until game 3 is reported (past the first lines, read to tell the form), and
    less than half a stretch in all (a stretch filled would be checked anyway).
    """
    games = _club_games(form)
    assert len(games) == 3
    child = start("validate", "--jobs", jobs, "-", stdin=subprocess.PIPE)
    assert child.stdin is not None and child.stdout is not None
    reported = threading.Event()
    lines: list[bytes] = []

    def read(stdout: IO[bytes]) -> None:
        for line in stdout:
            lines.append(line)
            if b": game 3 " in line:
                reported.set()

    reader = threading.Thread(target=read, args=(child.stdout,), daemon=True)
    reader.start()
    written = 0
    size = 0
    while not reported.is_set() and size + len(games[written % 3]) < BATCH_CHARS // 2:
        child.stdin.write(games[written % 3])
        child.stdin.flush()
        size += len(games[written % 3])
        written += 1
        reported.wait(1.0)
    assert reported.is_set(), f"no game reported after {written} games written, the log still open"
    child.stdin.close()
    assert child.wait(LIMIT) == 0
    reader.join(10)
    valid = [line for line in lines if b": valid;" in line]
    assert len(valid) == written, b"".join(lines)[-2000:]
    assert lines[-1].startswith(b"checked 1 file, " + f"{written} game".encode())


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("command", ["validate", "summary", "convert", "fmt", "show", "html", "annotate"])
def test_a_device_that_gives_bytes_without_end_is_refused_at_once(
    folder: Path, device: str, command: str
) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    out = folder / "out.jsonl"
    writes = ("convert", "html", "annotate")
    extra: list[object] = ["-o", out] if command in writes else []
    ended = run(command, *(["--check"] if command == "fmt" else []), device, *extra)
    assert ended.code == 2, str(ended)
    assert f"{device}: error AF006: this is a device, not a record file" in ended.stdout + ended.stderr
    assert ended.peak_rss < PEAK, str(ended)
    assert not out.exists()


def test_standard_input_from_a_device_is_refused_and_from_dev_null_is_empty(folder: Path) -> None:
    with open("/dev/zero", "rb") as zero:
        refused = run("validate", "-", stdin=zero)
    assert refused.code == 2, str(refused)
    assert "<stdin>: error AF006: this is a device, not a record file" in refused.stderr
    with open(os.devnull, "rb") as null:
        empty = run("validate", "-", stdin=null)
    assert empty.code == 0, str(empty)
    assert empty.stdout.startswith("<stdin>: no game\n")


@pytest.mark.skipif(not ROOT, reason="mknod of a device needs root")
def test_a_device_made_with_mknod_is_refused_as_input_and_written_through_as_output(folder: Path) -> None:
    zero = folder / "zero.afn"  # a device like /dev/zero, named as a record would be
    os.mknod(zero, 0o666 | stat.S_IFCHR, os.makedev(1, 5))
    refused = run("validate", zero)
    assert refused.code == 2, str(refused)
    assert "this is a device, not a record file" in refused.stderr
    null = folder / "null.jsonl"  # a device like /dev/null, as an output
    os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    written = run("convert", SAMPLES / "club-night.afn", "-o", null)
    assert written.code == 0, str(written)
    assert stat.S_ISCHR(null.lstat().st_mode)  # still the device, never replaced by a regular file
    assert sorted(path.name for path in folder.iterdir()) == ["null.jsonl", "zero.afn"]


@needs_fifo
def test_a_stream_past_the_most_read_stops_there_with_exit_2_and_its_games_so_far(folder: Path) -> None:
    pipe = folder / "endless.afn"
    os.mkfifo(pipe)
    game = ONE + b"\n"
    feeding = feed(pipe, (game for _ in range(3 * MiB // len(game))))  # about 3 MB, as long as it is read
    ended = run("validate", "--quiet", "--max-input-mb", "1", pipe)
    feeding.join(10)
    assert ended.code == 2, str(ended)
    assert "error AF006: this input goes on past 1 MB, the most read of one input" in ended.stderr
    assert "(the games from line " in ended.stderr  # where it stopped: the games before it were checked
    closing = ended.stdout.splitlines()[-1]
    assert closing.startswith("checked 1 file, ") and " 0 games" not in closing, closing


def test_a_regular_file_past_the_most_read_is_refused_before_it_is_read(folder: Path) -> None:
    big = folder / "big.afn"
    big.write_bytes((ONE + b"\n") * (MiB // len(ONE) + 10))
    ended = run("validate", "--max-input-mb", "1", big)
    assert ended.code == 2, str(ended)
    assert f"{big}: error AF006: this file holds 1" in ended.stderr
    assert "(--max-input-mb 2 reads it)" in ended.stderr
    assert ended.stdout.splitlines()[-1].startswith("checked 1 file, 0 games, ")


@needs_fifo
def test_a_stream_of_junk_without_end_stays_in_bounded_memory(folder: Path) -> None:
    """``yes | allfives validate -``, in short: no place where a game starts, no line end to speak of."""
    pipe = folder / "junk.afn"
    os.mkfifo(pipe)
    feeding = feed(pipe, (b"y\n" * (1 << 19) for _ in range(40)))  # 40 MB of 'y' lines
    ended = run("validate", "--quiet", "--max-input-mb", "24", pipe)
    feeding.join(10)
    assert ended.code == 2, str(ended)  # stopped at the most read, in the junk: no game in it
    assert ended.peak_rss < PEAK, str(ended)
    assert "<stdin>" not in ended.stderr and "this input goes on past 24 MB" in ended.stderr
    closing = "checked 1 file, 0 games, 0 hands, 0 turns: 1 error, 0 warnings (1 file not read; no game read)"
    assert ended.stdout == closing + "\n"


@needs_fifo
def test_junk_past_the_longest_game_is_refused_as_one_and_the_game_after_it_read(folder: Path) -> None:
    pipe = folder / "junk.afn"
    os.mkfifo(pipe)
    feeding = feed(pipe, [b"y\n" * (3 * MiB), b"\n", ONE])  # 6 MB of 'y' lines, then a game
    ended = run("validate", pipe)
    feeding.join(10)
    assert ended.code == 1, str(ended)
    assert ended.peak_rss < PEAK, str(ended)
    # the junk and the blank line after it: 6 MB and one character, in as many lines
    said = f"{pipe}:1: error AF001: this game goes on for 6,291,457 characters (3,145,729 lines)"
    assert said in ended.stdout
    assert ended.stdout.splitlines()[-1].startswith("checked 1 file, 2 games, 2 hands, ")


def _read_from(pipe: Path) -> tuple[threading.Thread, list[bytes]]:
    """A thread reading all the named pipe ``pipe`` is given, started; what it read is put in the list."""
    got: list[bytes] = []

    def read() -> None:
        with open(pipe, "rb") as given:
            got.append(given.read())

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    return reader, got


# ---- outputs -----------------------------------------------------------------------------------


def test_dev_stdout_under_append_adds_to_the_file_and_keeps_what_it_held(folder: Path) -> None:
    log = folder / "log.jsonl"
    log.write_bytes(CLUB_LINES)  # three games already
    inode = log.stat().st_ino
    with open(log, "ab") as appending:
        ended = run(
            "convert", SAMPLES / "at-the-table.afn", "-o", "/dev/stdout", "--to", "jsonl", stdout=appending
        )
    assert ended.code == 0, str(ended)
    lines = log.read_bytes().splitlines()
    assert len(lines) == 4 and log.read_bytes().startswith(CLUB_LINES)
    assert json.loads(lines[-1])["event"] == "Tuesday club"
    assert log.stat().st_ino == inode  # the same file, written to, never replaced
    assert sorted(path.name for path in folder.iterdir()) == ["log.jsonl"]


@pytest.mark.parametrize("name", ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
def test_dev_stdout_into_a_pipe_is_written_through(name: str) -> None:
    if not os.path.exists(name):
        pytest.skip(f"no {name} here")
    ended = run("convert", SAMPLES / "club-night.afn", "-o", name, "--to", "jsonl")
    assert ended.code == 0, str(ended)
    assert ended.out == CLUB_LINES


def test_html_to_dev_stdout_under_append_keeps_the_page_before(folder: Path) -> None:
    page = folder / "pages.html"
    page.write_bytes(b"<!-- an earlier page -->\n")
    with open(page, "ab") as appending:
        ended = run("html", SAMPLES / "at-the-table.afn", "-o", "/dev/stdout", stdout=appending)
    assert ended.code == 0, str(ended)
    text = page.read_text(encoding="utf-8")
    assert text.startswith("<!-- an earlier page -->\n<!") and text.rstrip().endswith("</html>")


@needs_fifo
def test_a_named_pipe_as_the_output_is_written_through_and_stays_a_pipe(folder: Path) -> None:
    pipe = folder / "out.jsonl"
    os.mkfifo(pipe)
    reader, got = _read_from(pipe)
    ended = run("convert", SAMPLES / "club-night.afn", "-o", pipe)
    reader.join(30)
    assert ended.code == 0, str(ended)
    assert got == [CLUB_LINES]
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    assert sorted(path.name for path in folder.iterdir()) == ["out.jsonl"]


@needs_fifo
def test_fmt_of_a_named_pipe_is_refused_and_fmt_check_reads_it(folder: Path) -> None:
    pipe = folder / "game.afn"
    os.mkfifo(pipe)
    refused = run("fmt", pipe)
    assert refused.code == 2, str(refused)
    said = f"allfives: {pipe} is a named pipe, not a regular file, so it cannot be rewritten in place"
    assert said in refused.stderr
    feeding = feed(pipe, [ONE.replace(b"\n", b"\r\n")])
    checked = run("fmt", "--check", pipe)
    feeding.join(10)
    assert checked.code == 1, str(checked)  # CRLF: not canonical
    assert checked.stdout == f"would reformat {pipe}\n"
    feeding = feed(pipe, [ONE])
    canonical = run("fmt", "--check", pipe)
    feeding.join(10)
    assert canonical.code == 0, str(canonical)


def _has_user_attributes(folder: Path) -> bool:
    probe = folder / "probe"
    probe.write_bytes(b"")
    try:
        os.setxattr(probe, "user.probe", b"1")
    except (OSError, AttributeError):
        return False
    finally:
        probe.unlink()
    return True


@pytest.mark.parametrize("linked", [False, True], ids=["alone", "hard-linked"])
def test_fmt_keeps_extended_attributes(folder: Path, linked: bool) -> None:
    if not hasattr(os, "setxattr") or not _has_user_attributes(folder):
        pytest.skip("no user extended attributes on this file system")
    record = folder / "game.afn"
    record.write_bytes(ONE.replace(b"\n", b"\r\n"))
    os.setxattr(record, "user.club", b"Tuesday")
    if linked:
        os.link(record, folder / "twin.afn")
    ended = run("fmt", record)
    assert ended.code == 0, str(ended)
    assert record.read_bytes() == ONE
    assert os.getxattr(record, "user.club") == b"Tuesday"


def test_a_full_disk_while_writing_is_exit_2_with_the_reason_and_loses_nothing(folder: Path) -> None:
    """A size-capped file stands for a full disk: every write past the cap fails, as ENOSPC would."""
    source = folder / "club.afn"
    source.write_bytes(CLUB * 20)
    out = folder / "club.jsonl"
    out.write_bytes(b"an older file, which must survive\n")
    ended = run("convert", source, "-o", out, file_size=64 * 1024)
    assert ended.code == 2, str(ended)
    assert f"allfives: cannot write {out}: File too large" in ended.stderr
    assert out.read_bytes() == b"an older file, which must survive\n"
    assert sorted(path.name for path in folder.iterdir()) == ["club.afn", "club.jsonl"]


@pytest.mark.skipif(not ROOT, reason="mounting a tmpfs needs root")
def test_a_full_tmpfs_while_fmt_writes_is_exit_2_and_leaves_the_file(folder: Path) -> None:
    disk = folder / "disk"
    disk.mkdir()
    mount = ["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(disk)]
    mounted = subprocess.run(mount, capture_output=True, check=False)
    if mounted.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode().strip()}")
    try:
        record = disk / "club.afn"
        loose = (CLUB * 10).replace(b"\n", b"   \r\n")  # fmt would write it anew, in a file of its own size
        record.write_bytes(loose)
        filler = disk / "filler"
        with open(filler, "wb") as out, contextlib.suppress(OSError):  # no room for the new text
            out.write(b"x" * (256 * 1024 - len(loose) - 4096))
        ended = run("fmt", record)
        assert ended.code == 2, str(ended)
        assert f"allfives: cannot write {record}: No space left on device" in ended.stderr
        assert record.read_bytes() == loose
        assert sorted(path.name for path in disk.iterdir()) == ["club.afn", "filler"]
    finally:
        subprocess.run(["umount", str(disk)], check=False)


# ---- the collection commands and html write as convert does ------------------------------------

#: Each command that writes games or a page, with what makes it write the club night's games.
WRITERS = {
    "select": ["select", SAMPLES / "club-night.afn", "--player", "Ann", "--to", "jsonl"],
    "dedupe": ["dedupe", SAMPLES / "club-night.afn", "--to", "jsonl"],
    "join": ["join", SAMPLES / "club-night.afn", "--to", "jsonl"],
    "html": ["html", SAMPLES / "club-night.afn"],
}


@needs_fifo
@pytest.mark.parametrize("command", sorted(WRITERS))
def test_a_named_pipe_as_the_output_of_a_new_command_is_written_through(folder: Path, command: str) -> None:
    pipe = folder / "out"
    os.mkfifo(pipe)
    reader, got = _read_from(pipe)
    ended = run(*WRITERS[command], "-o", pipe)
    reader.join(30)
    assert ended.code == 0, str(ended)
    assert stat.S_ISFIFO(pipe.lstat().st_mode)  # written through, never replaced by a file
    assert sorted(path.name for path in folder.iterdir()) == ["out"]
    if command == "html":
        assert got and got[0].rstrip().endswith(b"</html>")
    else:
        assert got == [CLUB_LINES]


@pytest.mark.parametrize("command", sorted(WRITERS))
def test_dev_stdout_under_append_keeps_the_file_for_every_new_command(folder: Path, command: str) -> None:
    log = folder / "log"
    log.write_bytes(b"what the file held before\n")
    inode = log.stat().st_ino
    with open(log, "ab") as appending:
        ended = run(*WRITERS[command], "-o", "/dev/stdout", stdout=appending)
    assert ended.code == 0, str(ended)
    text = log.read_bytes()
    assert text.startswith(b"what the file held before\n")
    assert text.endswith(b"</html>\n") if command == "html" else text.endswith(CLUB_LINES)
    assert log.stat().st_ino == inode  # the same file, appended to
    assert sorted(path.name for path in folder.iterdir()) == ["log"]


@pytest.mark.parametrize("command", sorted(WRITERS))
def test_a_hard_linked_output_of_a_new_command_keeps_its_links(folder: Path, command: str) -> None:
    out = folder / "out"
    out.write_bytes(b"an older file\n")
    other = folder / "other-name"
    os.link(out, other)
    ended = run(*WRITERS[command], "-o", out)
    assert ended.code == 0, str(ended)
    assert out.stat().st_nlink == 2 and os.path.samefile(out, other)
    assert other.read_bytes() == out.read_bytes() != b"an older file\n"
    assert sorted(path.name for path in folder.iterdir()) == ["other-name", "out"]


@pytest.mark.skipif(not ROOT or not hasattr(os, "mknod"), reason="making a device needs root")
@pytest.mark.parametrize("command", sorted(WRITERS))
def test_a_device_as_the_output_of_a_new_command_stays_a_device(folder: Path, command: str) -> None:
    null = os.stat(os.devnull)  # a null device of our own, in the test's folder: the real one is not touched
    device = folder / "null"
    os.mknod(device, stat.S_IFCHR | 0o666, null.st_rdev)
    ended = run(*WRITERS[command], "-o", device)
    assert ended.code == 0, str(ended)
    assert stat.S_ISCHR(device.lstat().st_mode) and device.lstat().st_rdev == null.st_rdev
    assert sorted(path.name for path in folder.iterdir()) == ["null"]
