"""Nothing lost (issue 6, item 4): ``convert``, ``fmt`` and ``annotate`` write all at once or not at all.

Each command writes through a temporary file in the target's folder and an atomic rename.
These tests make the write fail at every step of the way, in process through CliRunner,
by swapping in an ``os`` or ``files`` function that raises (a full disk, an I/O error, a
folder that may not be written, Ctrl-C) or a file object that writes part of the text and
then fails. After each, the input and any earlier output are byte for byte as they were, no
``.name.*.tmp`` is left behind, the exit code is 2, and standard error says in one line
which file could not be written and why, with no traceback.
"""

from __future__ import annotations

import errno
import importlib
import json
import os
import re
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import typer.testing
from typer.testing import CliRunner

from allfives_notation.cli import app
from allfives_notation.stream import writing

runner = CliRunner()
reading = importlib.import_module("allfives_notation.cli.app")  # where files are read (``app`` is the Typer)

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
AT_THE_TABLE = SAMPLES / "at-the-table.afn"  # one short game, in canonical form
TWO_PLAYERS = SAMPLES / "two-players-open.afn"
TWO_PLAYERS_JSON = SAMPLES / "two-players-open.json"

TEMPORARY = re.compile(r"^\..+\.[^.]+\.tmp$")  # how write_atomic names its temporary file
OLDER = b"an older file, which must survive\n"
ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def invoke(*args: object, input: str | None = None) -> typer.testing.Result:
    return runner.invoke(app, [str(arg) for arg in args], input=input)


def loosely_written(path: Path) -> bytes:
    """A canonical text record in spellings ``fmt`` rewrites: CRLF line ends, spaces after the lines."""
    return path.read_bytes().replace(b"\n", b"   \r\n")


def listing(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


def leftovers(folder: Path) -> list[str]:
    """Temporary files left anywhere under ``folder``."""
    return sorted(str(path) for path in folder.rglob("*") if TEMPORARY.match(path.name))


def writable(folder: Path) -> bool:
    """Whether a file can be made in ``folder`` whatever its mode says (root, with CAP_DAC_OVERRIDE)."""
    try:
        (folder / "probe").touch()
    except PermissionError:
        return False
    (folder / "probe").unlink()
    return True


def stderr_lines(result: typer.testing.Result) -> list[str]:
    return result.stderr.splitlines()


# ---- the three commands, each with an input and a file it writes --------------------------


@dataclass
class Run:
    """One command about to write: its arguments, its input, and the file it writes (maybe the input)."""

    args: list[object]
    source: Path
    target: Path

    def files(self) -> dict[Path, bytes]:
        """The bytes of every file the command must leave alone if it fails."""
        return {path: path.read_bytes() for path in {self.source, self.target} if path.exists()}


def convert_run(folder: Path) -> Run:
    source = folder / "game.afn"
    source.write_bytes(TWO_PLAYERS.read_bytes())
    out = folder / "game.jsonl"
    out.write_bytes(OLDER)
    return Run(["convert", source, "-o", out], source, out)


def annotate_run(folder: Path) -> Run:
    source = folder / "game.json"
    source.write_bytes(TWO_PLAYERS_JSON.read_bytes())
    out = folder / "study.afn"
    out.write_bytes(OLDER)
    return Run(["annotate", source, "-o", out, "--classic"], source, out)


def fmt_run(folder: Path) -> Run:
    source = folder / "game.afn"
    source.write_bytes(loosely_written(AT_THE_TABLE))
    return Run(["fmt", source], source, source)


COMMANDS: dict[str, Callable[[Path], Run]] = {
    "convert": convert_run,
    "annotate": annotate_run,
    "fmt": fmt_run,
}


def test_each_command_writes_when_nothing_fails(tmp_path: Path) -> None:
    """The baseline for the failures below: each run does write its target."""
    for name, make in COMMANDS.items():
        folder = tmp_path / name
        folder.mkdir()
        run = make(folder)
        before = run.files()
        result = invoke(*run.args)
        assert result.exit_code == 0, result.output
        assert run.target.read_bytes() != before[run.target]
        if run.source != run.target:
            assert run.source.read_bytes() == before[run.source]
        assert leftovers(folder) == []


# ---- failures, injected -------------------------------------------------------------------


def raising(error: BaseException) -> Callable[..., Any]:
    def fail(*_: object, **__: object) -> Any:
        raise error

    return fail


def disk_full() -> OSError:
    return OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


class HalfWritten:
    """A file object that writes half of the text it is given, then fails as a full disk does."""

    def __init__(self, real: Any, written: list[int]) -> None:
        self.real = real
        self.written = written

    def write(self, text: str) -> int:
        self.real.write(text[: len(text) // 2])
        self.real.flush()
        self.written.append(os.fstat(self.real.fileno()).st_size)  # the temporary has part of the text
        raise disk_full()

    def __enter__(self) -> HalfWritten:
        return self

    def __exit__(self, *_: object) -> None:
        self.real.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


class FailsOnClose(HalfWritten):
    """A file object that takes all the text, then fails when closed (as NFS reports a full disk)."""

    def write(self, text: str) -> int:
        return int(self.real.write(text))

    def __exit__(self, *_: object) -> None:
        self.real.close()
        raise disk_full()


@dataclass(frozen=True)
class Failure:
    """One way a write can fail: what is swapped in, and what the user is told."""

    install: Callable[[pytest.MonkeyPatch, list[int]], None]
    cause: str  # as it ends the one line on standard error


def patch(name: str, error: BaseException) -> Callable[[pytest.MonkeyPatch, list[int]], None]:
    def install(monkeypatch: pytest.MonkeyPatch, _: list[int]) -> None:
        monkeypatch.setattr(name, raising(error))

    return install


def wrapping(kind: type[HalfWritten]) -> Callable[[pytest.MonkeyPatch, list[int]], None]:
    real_fdopen = os.fdopen

    def install(monkeypatch: pytest.MonkeyPatch, written: list[int]) -> None:
        def fdopen(*args: Any, **kwargs: Any) -> HalfWritten:
            return kind(real_fdopen(*args, **kwargs), written)

        monkeypatch.setattr("allfives_notation.stream.writing.os.fdopen", fdopen)

    return install


FAILURES = {
    "half written, disk full": Failure(wrapping(HalfWritten), "No space left on device"),
    "disk full at close": Failure(wrapping(FailsOnClose), "No space left on device"),
    "disk full at fsync": Failure(
        patch("allfives_notation.stream.writing.os.fsync", disk_full()), "No space left on device"
    ),
    "I/O error at the rename": Failure(
        patch("allfives_notation.stream.writing.os.replace", OSError(errno.EIO, os.strerror(errno.EIO))),
        "Input/output error",
    ),
    "mode cannot be set": Failure(
        patch("allfives_notation.stream.writing.os.chmod", OSError(errno.EPERM, os.strerror(errno.EPERM))),
        "Operation not permitted",
    ),
    "folder not writable": Failure(
        patch(
            "allfives_notation.stream.writing.create_new",
            PermissionError(errno.EACCES, os.strerror(errno.EACCES)),
        ),
        "Permission denied",
    ),
    "too many open files": Failure(
        patch(
            "allfives_notation.stream.writing.create_new", OSError(errno.EMFILE, os.strerror(errno.EMFILE))
        ),
        "Too many open files",
    ),
}


@pytest.fixture
def temporaries(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every temporary file the write makes, by name (it is still made: it is only watched)."""
    made: list[str] = []
    real_create_new = writing.create_new

    def create_new(name: str) -> int:
        handle = real_create_new(name)
        made.append(name)
        return handle

    monkeypatch.setattr("allfives_notation.stream.writing.create_new", create_new)
    yield made


@pytest.mark.parametrize("failure", list(FAILURES))
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_write_that_fails_loses_nothing_and_says_why_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, temporaries: list[str], command: str, failure: str
) -> None:
    run = COMMANDS[command](tmp_path)
    before, names = run.files(), listing(tmp_path)
    written: list[int] = []
    FAILURES[failure].install(monkeypatch, written)
    result = invoke(*run.args)
    assert result.exit_code == 2, result.output
    assert run.files() == before
    assert listing(tmp_path) == names
    assert not any(os.path.lexists(name) for name in temporaries)
    if failure == "half written, disk full":
        assert written and written[0] > 0  # the failure came after part of the text was written
    lines = stderr_lines(result)
    said = f"allfives: cannot write {run.target}: {FAILURES[failure].cause}"
    assert lines[0] == said, result.stderr
    if command == "fmt":
        assert len(lines) == 2  # and the tally, which the next test holds to account
    else:
        assert lines == [said]
    assert "Traceback" not in result.output
    assert result.stdout == ""


def test_fmt_tally_counts_a_file_it_could_not_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run = fmt_run(tmp_path)
    monkeypatch.setattr("allfives_notation.stream.writing.os.fsync", raising(disk_full()))
    result = invoke(*run.args)
    assert result.exit_code == 2, result.output
    tally = stderr_lines(result)[-1]
    assert sum(int(number) for number in re.findall(r"\d+", tally)) == 1, tally


def test_fmt_goes_on_past_a_file_it_cannot_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = tmp_path / "a.afn", tmp_path / "b.afn"
    first.write_bytes(loosely_written(AT_THE_TABLE))
    second.write_bytes(loosely_written(AT_THE_TABLE))
    real_replace = os.replace
    calls: list[object] = []

    def replace_once_failing(source: Any, target: Any) -> None:
        calls.append(target)
        if len(calls) == 1:
            raise disk_full()
        real_replace(source, target)

    monkeypatch.setattr("allfives_notation.stream.writing.os.replace", replace_once_failing)
    result = invoke("fmt", first, second)
    assert result.exit_code == 2, result.output
    assert first.read_bytes() == loosely_written(AT_THE_TABLE)
    assert second.read_bytes() == AT_THE_TABLE.read_bytes()
    assert listing(tmp_path) == ["a.afn", "b.afn"]
    assert f"allfives: cannot write {first}: No space left on device" in stderr_lines(result)


@pytest.mark.parametrize("command", list(COMMANDS))
@pytest.mark.parametrize("where", ["os.fsync", "os.replace", "os.chmod"])
def test_ctrl_c_during_the_write_leaves_no_temporary_and_nothing_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, temporaries: list[str], command: str, where: str
) -> None:
    run = COMMANDS[command](tmp_path)
    before, names = run.files(), listing(tmp_path)
    monkeypatch.setattr(f"allfives_notation.stream.writing.{where}", raising(KeyboardInterrupt()))
    result = invoke(*run.args)
    assert result.exit_code == 130, result.output  # Typer's answer to Ctrl-C
    assert temporaries  # the interrupt came during the write
    assert not any(os.path.lexists(name) for name in temporaries)
    assert run.files() == before
    assert listing(tmp_path) == names


def test_an_internal_error_during_the_write_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, temporaries: list[str]
) -> None:
    run = annotate_run(tmp_path)
    before = run.files()
    monkeypatch.setattr("allfives_notation.stream.writing.os.fsync", raising(RuntimeError("a bug")))
    result = invoke(*run.args)
    assert isinstance(result.exception, RuntimeError)
    assert temporaries
    assert not any(os.path.lexists(name) for name in temporaries)
    assert run.files() == before


def test_a_stop_the_moment_the_temporary_is_made_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, temporaries: list[str]
) -> None:
    """A signal between making the temporary file and keeping its name (SIGTERM, SIGHUP, Ctrl-C)."""
    run = annotate_run(tmp_path)
    before = run.files()
    watched = writing.create_new

    def stopped_once_made(name: str) -> int:
        os.close(watched(name))
        raise KeyboardInterrupt

    monkeypatch.setattr("allfives_notation.stream.writing.create_new", stopped_once_made)
    result = invoke(*run.args)
    assert result.exit_code == 130, result.output  # as Ctrl-C ends a run
    assert temporaries
    assert not any(os.path.lexists(name) for name in temporaries)
    assert run.files() == before


# ---- permissions, links and folders -------------------------------------------------------


@pytest.mark.parametrize("mode", [0o640, 0o600, 0o444, 0o755])
def test_fmt_in_place_keeps_the_permission_bits(tmp_path: Path, mode: int) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(loosely_written(AT_THE_TABLE))
    record.chmod(mode)
    result = invoke("fmt", record)
    assert result.exit_code == 0, result.output
    assert record.read_bytes() == AT_THE_TABLE.read_bytes()
    assert stat.S_IMODE(record.stat().st_mode) == mode
    assert listing(tmp_path) == ["game.afn"]


def test_convert_over_an_older_output_keeps_its_mode_and_a_new_one_follows_the_umask(tmp_path: Path) -> None:
    older = tmp_path / "older.json"
    older.write_bytes(OLDER)
    older.chmod(0o604)
    new = tmp_path / "new.json"
    umask = os.umask(0o027)
    try:
        assert invoke("convert", TWO_PLAYERS, "-o", older).exit_code == 0
        assert invoke("convert", TWO_PLAYERS, "-o", new).exit_code == 0
    finally:
        os.umask(umask)
    assert stat.S_IMODE(older.stat().st_mode) == 0o604
    assert stat.S_IMODE(new.stat().st_mode) == 0o640
    assert older.read_bytes() == new.read_bytes() == TWO_PLAYERS_JSON.read_bytes()


def test_fmt_through_a_link_to_another_folder_rewrites_the_target_and_keeps_the_link(tmp_path: Path) -> None:
    records, links = tmp_path / "records", tmp_path / "links"
    records.mkdir()
    links.mkdir()
    real = records / "game.afn"
    real.write_bytes(loosely_written(AT_THE_TABLE))
    real.chmod(0o600)
    link = links / "game.afn"
    link.symlink_to(Path("..") / "records" / "game.afn")
    result = invoke("fmt", link)
    assert result.exit_code == 0, result.output
    assert link.is_symlink()
    assert os.readlink(link) == str(Path("..") / "records" / "game.afn")
    assert real.read_bytes() == AT_THE_TABLE.read_bytes()
    assert stat.S_IMODE(real.stat().st_mode) == 0o600
    assert listing(records) == ["game.afn"]
    assert listing(links) == ["game.afn"]


def test_fmt_through_a_link_that_fails_leaves_the_link_and_the_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = tmp_path / "real.afn"
    real.write_bytes(loosely_written(AT_THE_TABLE))
    link = tmp_path / "link.afn"
    link.symlink_to(real.name)
    monkeypatch.setattr("allfives_notation.stream.writing.os.replace", raising(disk_full()))
    result = invoke("fmt", link)
    assert result.exit_code == 2, result.output
    assert link.is_symlink()
    assert real.read_bytes() == loosely_written(AT_THE_TABLE)
    assert listing(tmp_path) == ["link.afn", "real.afn"]


def test_fmt_in_a_read_only_folder_fails_cleanly_and_leaves_the_file(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    record = folder / "game.afn"
    record.write_bytes(loosely_written(AT_THE_TABLE))
    folder.chmod(0o555)
    if ROOT and writable(folder):
        folder.chmod(0o755)
        pytest.skip("root may write in a read-only folder")
    try:
        result = invoke("fmt", record)
        assert result.exit_code == 2, result.output
        assert stderr_lines(result)[0] == f"allfives: cannot write {record}: Permission denied"
        assert "Traceback" not in result.output
        assert record.read_bytes() == loosely_written(AT_THE_TABLE)
        assert listing(folder) == ["game.afn"]
    finally:
        folder.chmod(0o755)


@pytest.mark.skipif(not ROOT, reason="only root may give a file to another owner")
def test_fmt_as_root_keeps_the_owner_and_group(tmp_path: Path) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(loosely_written(AT_THE_TABLE))
    os.chown(record, 4321, 4322)
    record.chmod(0o640)
    result = invoke("fmt", record)
    assert result.exit_code == 0, result.output
    assert record.read_bytes() == AT_THE_TABLE.read_bytes()
    assert (record.stat().st_uid, record.stat().st_gid) == (4321, 4322)


def test_fmt_of_a_hard_linked_file_rewrites_it_where_it_is_and_every_name_sees_it(tmp_path: Path) -> None:
    """A file with other names is written in place, once its new text is whole: the links are kept."""
    record = tmp_path / "game.afn"
    record.write_bytes(loosely_written(AT_THE_TABLE))
    record.chmod(0o640)
    twin = tmp_path / "twin.afn"
    os.link(record, twin)
    inode = record.stat().st_ino
    result = invoke("fmt", record)
    assert result.exit_code == 0, result.output
    assert record.read_bytes() == twin.read_bytes() == AT_THE_TABLE.read_bytes()
    assert record.stat().st_ino == twin.stat().st_ino == inode
    assert record.stat().st_nlink == 2
    assert stat.S_IMODE(record.stat().st_mode) == 0o640
    assert listing(tmp_path) == ["game.afn", "twin.afn"]


@pytest.mark.parametrize("failure", ["disk full at fsync", "folder not writable"])
def test_fmt_of_a_hard_linked_file_that_cannot_be_written_leaves_both_names_as_they_were(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: str
) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(loosely_written(AT_THE_TABLE))
    twin = tmp_path / "twin.afn"
    os.link(record, twin)
    FAILURES[failure].install(monkeypatch, [])
    result = invoke("fmt", record)
    assert result.exit_code == 2, result.output
    assert record.read_bytes() == twin.read_bytes() == loosely_written(AT_THE_TABLE)
    assert listing(tmp_path) == ["game.afn", "twin.afn"]


# ---- long names and text that cannot be written -------------------------------------------

LONG_NAME = "g" * (255 - len(".afn")) + ".afn"  # as long as a file name may be


@pytest.mark.parametrize("command", ["fmt", "convert"])
def test_a_file_with_a_long_name_can_be_written(tmp_path: Path, command: str) -> None:
    record = tmp_path / LONG_NAME
    record.write_bytes(loosely_written(AT_THE_TABLE))
    if command == "fmt":
        result = invoke("fmt", record)
    else:
        out = tmp_path / ("h" * 250 + ".json")
        result = invoke("convert", record, "-o", out)
    assert result.exit_code == 0, result.output
    assert leftovers(tmp_path) == []


def test_a_file_with_a_long_name_that_cannot_be_written_is_left_as_it_was(tmp_path: Path) -> None:
    record = tmp_path / LONG_NAME
    record.write_bytes(loosely_written(AT_THE_TABLE))
    result = invoke("fmt", record)
    assert result.exit_code in (0, 2), result.output
    assert "Traceback" not in result.output
    if result.exit_code == 2:
        assert record.read_bytes() == loosely_written(AT_THE_TABLE)
    assert leftovers(tmp_path) == []


def with_a_lone_surrogate(folder: Path) -> Path:
    """two-players-open.json with a comment holding ``\\ud800``: JSON may escape it, UTF-8 cannot hold it."""
    document = json.loads(TWO_PLAYERS_JSON.read_text(encoding="utf-8"))
    document["hands"][0]["comments"] = [{"text": "half a pair \ud800"}]
    source = folder / "surrogate.json"
    source.write_text(json.dumps(document), encoding="ascii")  # json.dumps escapes it: \ud800
    return source


SURROGATE_RUNS = {
    "convert": lambda source: ["convert", source, "-o", source.with_name("out.afn")],
    "annotate": lambda source: ["annotate", source, "-o", source.with_name("out.jsonl"), "--classic"],
    "fmt": lambda source: ["fmt", source],
}


@pytest.mark.parametrize("command", list(SURROGATE_RUNS))
def test_text_that_cannot_be_written_as_utf8_loses_nothing(tmp_path: Path, command: str) -> None:
    source = with_a_lone_surrogate(tmp_path)
    before = source.read_bytes()
    invoke(*SURROGATE_RUNS[command](source))
    assert source.read_bytes() == before
    assert listing(tmp_path) == ["surrogate.json"]


@pytest.mark.parametrize("command", list(SURROGATE_RUNS))
def test_text_that_cannot_be_written_as_utf8_is_a_user_error_not_a_crash(
    tmp_path: Path, command: str
) -> None:
    source = with_a_lone_surrogate(tmp_path)
    result = invoke(*SURROGATE_RUNS[command](source))
    assert result.exit_code in (1, 2), result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


# ---- never over the input -----------------------------------------------------------------


def the_input_by_other_names(folder: Path, record: Path) -> dict[str, Path]:
    """``record`` as it is, through a symbolic link or a hard link, and spelled other ways."""
    (folder / "link.json").symlink_to(record.name)
    os.link(record, folder / "twin.json")
    (folder / "sub").mkdir()
    return {
        "the same path": record,
        "a symbolic link": folder / "link.json",
        "a hard link": folder / "twin.json",
        "a ./ prefix": Path(f"{folder}/./{record.name}"),
        "a ../ detour": Path(f"{folder}/sub/../{record.name}"),
        "a relative path": Path(os.path.relpath(record)),
    }


OTHER_NAMES = [
    "the same path",
    "a symbolic link",
    "a hard link",
    "a ./ prefix",
    "a ../ detour",
    "a relative path",
]


@pytest.mark.parametrize("spelling", OTHER_NAMES)
@pytest.mark.parametrize("command", ["convert", "annotate"])
def test_refuses_to_write_over_its_input(tmp_path: Path, command: str, spelling: str) -> None:
    record = tmp_path / "game.json"
    record.write_bytes(TWO_PLAYERS_JSON.read_bytes())
    target = the_input_by_other_names(tmp_path, record)[spelling]
    names, mtime = listing(tmp_path), record.stat().st_mtime_ns
    result = invoke(command, record, "-o", target, "--to", "json")
    assert result.exit_code == 2, result.output
    refusal = f"allfives: refusing to write over the input {record}: choose another output"
    assert stderr_lines(result) == [refusal]
    assert record.read_bytes() == TWO_PLAYERS_JSON.read_bytes()
    assert record.stat().st_mtime_ns == mtime
    assert listing(tmp_path) == names
    assert (tmp_path / "link.json").is_symlink()


@pytest.mark.parametrize("command", ["convert", "annotate"])
def test_refuses_to_write_over_its_input_named_through_a_link(tmp_path: Path, command: str) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(TWO_PLAYERS.read_bytes())
    link = tmp_path / "link.afn"
    link.symlink_to(record.name)
    result = invoke(command, link, "-o", record)
    assert result.exit_code == 2, result.output
    assert record.read_bytes() == TWO_PLAYERS.read_bytes()
    assert link.is_symlink()
    assert listing(tmp_path) == ["game.afn", "link.afn"]


# ---- concurrent writers (issue 15, item 6) --------------------------------------------------
#
# A file changed or replaced while it is being read is not written over: what the other
# writer put there stays (exit 2, "changed while it was being read"). Two writers of the
# same file at once each put a whole file in place, or the second finds the file changed
# and leaves it; nothing is ever a mix of the two.


def _changing(monkeypatch: pytest.MonkeyPatch, change: Callable[[], None]) -> list[int]:
    """Run ``change`` once, while the first stretch of a file is being read by convert or fmt."""
    real = reading.read_batch
    calls: list[int] = []

    def read_batch(batch: Any) -> Any:
        if not calls:
            change()
        calls.append(1)
        return real(batch)

    monkeypatch.setattr(reading, "read_batch", read_batch)
    return calls


def _edited_in_place(path: Path, text: bytes) -> Callable[[], None]:
    def change() -> None:
        with path.open("r+b") as file:  # as an editor that writes the file where it is
            file.write(text)
            file.truncate()

    return change


def _replaced(path: Path, text: bytes) -> Callable[[], None]:
    def change() -> None:
        other = path.with_name("other.tmp")
        other.write_bytes(text)
        os.replace(other, path)  # as an editor, or another allfives, that writes a new file and renames it

    return change


EDITED = AT_THE_TABLE.read_bytes().replace(b"+10", b"+10 {edited}", 1)


@pytest.mark.parametrize("how", [_edited_in_place, _replaced])
def test_fmt_leaves_a_file_changed_while_it_is_read_as_the_other_writer_left_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: Callable[[Path, bytes], Callable[[], None]]
) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(loosely_written(AT_THE_TABLE))
    calls = _changing(monkeypatch, how(record, EDITED))
    result = invoke("fmt", record)
    assert calls, "the change came while the file was read"
    assert result.exit_code == 2, result.output
    assert stderr_lines(result)[0] == (
        f"allfives: {record} changed while it was being read, so it is left as it is now:"
        " run the command again"
    )
    assert record.read_bytes() == EDITED  # the other writer's text, whole
    assert listing(tmp_path) == ["game.afn"]
    assert invoke("fmt", record).exit_code == 0  # run again, it is rewritten from what is there now
    assert b"{edited}" in record.read_bytes()


@pytest.mark.parametrize("how", [_edited_in_place, _replaced])
def test_convert_of_a_file_changed_while_it_is_read_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: Callable[[Path, bytes], Callable[[], None]]
) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(AT_THE_TABLE.read_bytes())
    out = tmp_path / "game.jsonl"
    out.write_bytes(OLDER)
    _changing(monkeypatch, how(record, EDITED))
    result = invoke("convert", record, "-o", out)
    assert result.exit_code == 2, result.output
    assert stderr_lines(result) == [
        f"allfives: {record} changed while it was being read: nothing is written; convert it again"
    ]
    assert out.read_bytes() == OLDER
    assert record.read_bytes() == EDITED
    assert listing(tmp_path) == ["game.afn", "game.jsonl"]


def _many_games(path: Path, games: int) -> bytes:
    """A loosely written file of ``games`` copies of a sample: big enough that two runs overlap."""
    data = (loosely_written(AT_THE_TABLE) + b"\r\n") * games
    path.write_bytes(data)
    return data


def _run_at_once(*commands: list[str]) -> list[subprocess.CompletedProcess[str]]:
    """The commands started together, as separate ``allfives`` processes; each one's result."""
    children = [
        subprocess.Popen(
            [sys.executable, "-m", "allfives_notation", *command],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "NO_COLOR": "1"},
        )
        for command in commands
    ]
    done = []
    for child, command in zip(children, commands, strict=True):
        out, err = child.communicate(timeout=300)
        done.append(subprocess.CompletedProcess(command, child.returncode, out, err))
    return done


def test_two_fmt_of_the_same_file_at_once_leave_it_whole_and_canonical(tmp_path: Path) -> None:
    record = tmp_path / "club.afn"
    expected = tmp_path / "expected.afn"
    _many_games(expected, 150)
    assert invoke("fmt", expected).exit_code == 0
    for _ in range(2):
        _many_games(record, 150)
        runs = _run_at_once(["fmt", str(record)], ["fmt", str(record)])
        for run in runs:
            assert run.returncode in (0, 2), run
            assert "Traceback" not in run.stderr, run
            if run.returncode == 2:  # the second to finish found the first one's file in place
                assert f"allfives: {record} changed while it was being read" in run.stderr, run
        assert any(run.returncode == 0 for run in runs), runs
        assert record.read_bytes() == expected.read_bytes()
        assert listing(tmp_path) == ["club.afn", "expected.afn"]


def test_two_converts_to_the_same_output_at_once_leave_one_whole_conversion(tmp_path: Path) -> None:
    first, second = tmp_path / "first.afn", tmp_path / "second.afn"
    _many_games(first, 150)
    second.write_bytes(TWO_PLAYERS.read_bytes() * 150)
    out = tmp_path / "out.jsonl"
    wholes = []
    for source in (first, second):
        assert invoke("convert", source, "-o", out).exit_code == 0
        wholes.append(out.read_bytes())
    for _ in range(2):
        runs = _run_at_once(["convert", str(first), "-o", str(out)], ["convert", str(second), "-o", str(out)])
        assert [run.returncode for run in runs] == [0, 0], runs
        assert out.read_bytes() in wholes  # one of the two, whole: never a mix
        assert leftovers(tmp_path) == []
