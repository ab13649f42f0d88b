"""Record files for the command line: finding them, opening them as streams, writing them safely.

The library below this works on strings; this is the one module that touches files.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import hashlib
import io
import json
import os
import re
import secrets
import select
import shutil
import stat
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Final

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.replay import check_read
from allfives_notation.check.report import GameReport
from allfives_notation.errors import TERMINAL_ACTIVE, AllFivesError
from allfives_notation.notation.form import Form
from allfives_notation.notation.jsonform import read_json_document, read_json_lines, write_json, write_jsonl
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.reader import read_games
from allfives_notation.notation.spelling import character_name
from allfives_notation.notation.writer import write_games
from allfives_notation.record.model import GameRecord

STDIN = "-"
#: How standard input is named in findings.
SHOWN_STDIN = "<stdin>"
#: What a folder is searched for: the text form and the JSON forms.
RECORD_SUFFIXES = (".afn", ".json", ".jsonl")


class FileError(AllFivesError):
    """A file that cannot be found, read or written: a usage or I/O error, not a bad record."""


def form_of_path(path: str) -> Form | None:
    """The form a file name asks for by its suffix (.afn, .json, .jsonl), if it asks for one."""
    return {".afn": Form.TEXT, ".json": Form.JSON, ".jsonl": Form.JSONL}.get(Path(path).suffix.lower())


@dataclass(frozen=True, slots=True)
class Search:
    """What the arguments name: the files to read, and each argument that names none.

    ``unmatched`` holds the globs that match no record file, ``empty`` the folders that hold
    none; neither is a file, so neither is read or counted.
    """

    files: tuple[str, ...]
    unmatched: tuple[str, ...] = ()
    empty: tuple[str, ...] = ()


def expand(arguments: Iterable[str]) -> Search:
    """Each file the arguments name: itself, the record files in a folder (recursively), or a glob's matches.

    Symbolic links to folders are not followed, in a folder or by ``**``, so a link loop
    cannot trap the search; hidden folders and files (``.git``, ``.venv``) are passed over,
    and so is what is not a regular file (a named pipe would wait for a writer for ever). A
    folder that cannot be listed is given back as it is, and so is a name that is not there,
    for reading to report. A glob that matches no record file, and a folder that holds none,
    give no file: :class:`Search` says which they were.
    """
    files: list[str] = []
    unmatched: list[str] = []
    empty: list[str] = []
    for argument in arguments:
        before = len(files)
        if argument == STDIN:
            files.append(argument)
        elif os.path.isdir(argument):
            files.extend(_folder(argument))
            if len(files) == before:
                empty.append(argument)
        elif not os.path.lexists(argument) and glob.has_magic(argument):
            for match in _matches(argument):
                files.extend(_folder(match) if os.path.isdir(match) else [match])
            if len(files) == before:
                unmatched.append(argument)
        else:
            files.append(argument)
    return Search(tuple(files), tuple(unmatched), tuple(empty))


def _matches(pattern: str) -> list[str]:
    """What a glob matches, ``**`` never following a link to a folder (pathlib's way, not glob's)."""
    parts = Path(pattern).parts
    fixed = next(i for i, part in enumerate(parts) if glob.has_magic(part))
    base = Path(*parts[:fixed]) if fixed else Path()
    rest = str(Path(*parts[fixed:]))
    shown = [match.relative_to(base) for match in base.glob(rest)]
    if not any(part.startswith(".") for part in Path(rest).parts):  # as glob: hidden names only if asked
        shown = [match for match in shown if not any(part.startswith(".") for part in match.parts)]
    return sorted(str(base / match) for match in shown)


def _folder(folder: str) -> Iterator[str]:
    unlisted: list[str] = []
    walk = os.walk(folder, followlinks=False, onerror=lambda error: unlisted.append(error.filename))
    for root, folders, names in walk:
        yield from unlisted  # reading reports why it could not be listed
        unlisted.clear()
        folders[:] = sorted(name for name in folders if not name.startswith("."))  # no .git, .venv
        for name in sorted(names):
            path = os.path.join(root, name)
            if name.lower().endswith(RECORD_SUFFIXES) and not name.startswith(".") and _not_special(path):
                yield path
    yield from unlisted


def _not_special(path: str) -> bool:
    """Whether ``path`` is a regular file, or names nothing readable at all (reading will say why)."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return True


# ---- the form of a file -------------------------------------------------------------------

#: How a tag pair starts; no JSON array starts so (a word, then a quote).
_TAG_START: Final = re.compile(r'\[[A-Za-z][A-Za-z0-9_]*[ \t]+"')
#: How a JSON array starts: a bracket, then what a JSON value starts with, or nothing more.
_ARRAY_START: Final = re.compile(r'\[[ \t\r]*(?:$|[\[{"\]\-0-9tfn])')


def form_of_lines(first: str | None, second: str | None) -> Form:
    """The form an input's first two lines that are not blank show, for an input whose name does not say.

    Text, unless the first line starts a JSON value: JSON Lines if it is JSON by itself, or
    if the second line is a JSON object by itself (a first game spoilt on its line); one JSON
    document if it is a lone ``{``, a brace and a key (``{"format": ...``, pretty-printed),
    ``{}`` or an array. A first line like ``{ Tuesday club }`` starts no JSON object (a key
    must follow the brace): that is a comment, and the text form.
    """
    if first is None:
        return Form.TEXT
    first = first.strip()
    if first.startswith("["):
        return Form.JSON if _ARRAY_START.match(first) and not _TAG_START.match(first) else Form.TEXT
    if not first.startswith("{"):
        return Form.TEXT
    if parses_as_json(first):
        return Form.JSONL
    later = (second or "").strip()
    if later.startswith("{") and parses_as_json(later):
        return Form.JSONL
    after = first[1:].lstrip(" \t\r")  # JSON white space
    return Form.JSON if not after or after[0] in '"}' else Form.TEXT


def form_of(name: str, text: str) -> Form:
    """A file's form by its suffix (.afn, .json, .jsonl); standard input, or another name, by its lines."""
    by_name = form_of_path(name) if name not in (STDIN, SHOWN_STDIN) else None
    if by_name is not None:
        return by_name
    lines = (line for line in text.removeprefix("\ufeff").split("\n") if line.strip())
    return form_of_lines(next(lines, None), next(lines, None))


def parses_as_json(text: str) -> bool:
    """Whether ``text`` is JSON (of any shape)."""
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


# ---- a whole file's text: the reference the commands' reading in stretches is held to --------


@dataclass(frozen=True, slots=True)
class Source:
    """One file's text, or the reason it has none."""

    name: str
    text: str | None
    problem: Diagnostic | None = None
    form: Form = field(init=False)  # worked out once: see form_of

    def __post_init__(self) -> None:
        object.__setattr__(self, "form", form_of(self.name, self.text or ""))


def read_source(name: str) -> Source:
    """Read a whole file (``-``: standard input) as UTF-8; one that cannot be read or decoded, a diagnostic.

    The reference the commands are held to: they read a file as a stream instead, a stretch
    of games at a time, in bounded memory (``stream.RecordFile``).
    """
    shown = SHOWN_STDIN if name == STDIN else name
    try:
        data = sys.stdin.buffer.read() if name == STDIN else Path(name).read_bytes()
    except OSError as error:
        return Source(shown, None, not_opened(name, shown, error))
    try:
        return Source(shown, data.decode("utf-8"))
    except UnicodeDecodeError as error:
        universal = form_of(shown, data.decode("utf-8", "replace")) is Form.TEXT
        found = not_utf8(data[: error.start], data[error.start], shown, universal=universal)
        return Source(shown, None, found)


def not_opened(name: str, shown: str, error: OSError) -> Diagnostic:
    """AF006: why a file could not be opened or read, a folder told as a folder."""
    message = f"cannot read this file: {error.strerror or error}"
    try:
        mode = os.stat(name).st_mode if name != STDIN else 0
    except OSError:
        mode = 0
    if stat.S_ISDIR(mode):
        message = _folder_message(name)
    elif stat.S_ISSOCK(mode):
        message = "this is a socket, not a record file"
    return Diagnostic("AF006", message, source=shown)


def _folder_message(name: str) -> str:
    try:
        with os.scandir(name):
            return "this is a folder, not a record file"
    except OSError as listing:
        return f"cannot list this folder: {listing.strerror or listing}"


_LINE_ENDS: Final = re.compile(rb"\r\n|\r|\n")
_LF: Final = re.compile(rb"\n")


def not_utf8(before: bytes, byte: int, shown: str, *, universal: bool = True) -> Diagnostic:
    """AF005 at a byte that is not UTF-8, after the bytes ``before`` it.

    Lines are counted as the reader of the form counts them: at CR, CRLF and LF in text
    (``universal``), at LF alone in JSON.
    """
    ends = list((_LINE_ENDS if universal else _LF).finditer(before))
    column = len(before) - (ends[-1].end() if ends else 0) + 1
    return Diagnostic(
        "AF005",
        f"byte {byte:#04x} is not UTF-8: records are UTF-8 text",
        source=shown,
        line=len(ends) + 1,
        column=column,
    )


def read_records(source: Source) -> Iterator[ReadGame]:
    """Every game of a file's text, read in the form of the file."""
    if source.text is None:
        return iter(())
    if source.form is Form.TEXT:
        return read_games(skip_line_marks(source.text), source.name)
    if source.form is Form.JSON:
        return read_json_document(source.text, source.name)
    return read_json_lines(source.text.removeprefix("\ufeff"), source.name)


_LINE_MARK: Final = re.compile("(?<=[\r\n])\ufeff")


def skip_line_marks(text: str) -> str:
    """Text without the byte-order marks that start its lines, as files joined end to end leave them.

    ``cat a.afn b.afn`` keeps the mark an editor put at the start of ``b.afn``; the reader
    skips one at the start of a text, so the marks at the start of a line go too, and the
    joined file reads as the files did. (Only where a line starts: nowhere else does a
    mark stand for the start of a file.)
    """
    return _LINE_MARK.sub("", text) if "\ufeff" in text else text


def is_blank(text: str) -> bool:
    """Whether ``text`` holds only blank lines (and byte-order marks): a file with no games, as allowed."""
    return not text.replace("\ufeff", "").strip()


def no_game(shown: str, blank: bool) -> GameReport:
    """The one report of a file that gives no game: nothing to say if it is blank, else AF001 at its start.

    A file with no games at all, empty or only blank lines, is allowed (docs/notation.md,
    section 2.2); comments with no game after them belong to none, and would be lost.
    """
    if blank:
        return GameReport(0, shown, 1, None, ())
    message = "this file holds no game, only comments: a game starts with its tag pairs"
    return GameReport(0, shown, 1, None, (Diagnostic("AF001", message, source=shown, line=1, column=1),))


def check_source(source: Source) -> Iterator[GameReport]:
    """Every game of a file, checked; a file that cannot be read, or holds no game, is one report: game 0."""
    if source.problem is not None:
        yield GameReport(0, source.name, source.problem.line or 1, None, (source.problem,))
        return
    count = 0
    for count, read in enumerate(read_records(source), start=1):
        yield check_read(read, source=source.name, index=count, form=source.form)
    if count == 0:
        yield no_game(source.name, is_blank(source.text or ""))


# ---- inputs, read as streams ------------------------------------------------------------------

#: The longest line read, in characters (in bytes, for JSON): 4 MB, far more than any game's line.
MAX_LINE: Final = 4 << 20
#: The longest game read, in characters (in bytes, for JSON): far more than any game played.
MAX_GAME: Final = 4 << 20
#: The most of one input read: a stream without end (a pipe from a program gone wrong) stops there.
MAX_INPUT: Final = 4096 << 20
MB: Final = 1 << 20


@dataclass(frozen=True, slots=True)
class Limits:
    """How much is read: the longest line and game, and the most of one input (``--max-...-mb``)."""

    line: int = MAX_LINE
    game: int = MAX_GAME
    input: int = MAX_INPUT


#: What is read when no option says otherwise.
DEFAULT_LIMITS: Final = Limits()


def megabytes(size: int) -> str:
    """A size as a person reads it: ``4 MB``, ``4,096 MB``, ``28.6 MB``; under a megabyte, ``512 KB``."""
    if size < MB:
        return f"{-(-size // 1024):,} KB"
    return f"{size / MB:,.1f}".removesuffix(".0") + " MB"


def needed(size: int) -> int:
    """The MB an option must give to read ``size`` bytes or characters: rounded up."""
    return -(-size // MB)


@dataclass(slots=True)
class Meter:
    """How many bytes of the inputs have been read so far, for a progress line."""

    read: int = 0


class NotReadableError(FileError):
    """An input that gives no more records: the finding (AF005, AF006) says why and where."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


class _Counted(io.RawIOBase):
    """The bytes of an input, counted as they are read: past the limit, reading stops (``NotReadableError``).

    It also feeds the bytes to a hash, when asked, so that an input read only once can be
    compared with what is written for it.
    """

    def __init__(
        self, raw: IO[bytes], shown: str, limit: int, meter: Meter | None, owned: bool, digest: Any
    ) -> None:
        super().__init__()
        self.raw = raw
        self._shown = shown
        self._limit = limit
        self._meter = meter
        self._owned = owned
        self.digest = digest
        self.count = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        count = self.raw.readinto(buffer) or 0  # type: ignore[attr-defined]
        if count:
            self.count += count
            if self._meter is not None:
                self._meter.read += count
            if self.digest is not None:
                self.digest.update(memoryview(buffer)[:count])
            if self.count > self._limit:
                message = (
                    f"this input goes on past {megabytes(self._limit)}, the most read of one input"
                    " (--max-input-mb raises it)"
                )
                raise NotReadableError(Diagnostic("AF006", message, source=self._shown))
        return count

    def close(self) -> None:
        if self._owned and not self.closed:
            self.raw.close()
        super().close()


@dataclass
class Input:
    """An input opened to be read once, from its start to its end, a piece at a time."""

    shown: str  # its name as findings show it
    stream: io.BufferedReader
    seen: Identity | None  # a regular file named, as it was when opened: a file changed since is another
    counted: _Counted

    @property
    def regular(self) -> bool:
        """Whether it is a regular file, which may be read again and written in place."""
        return self.seen is not None

    def close(self) -> None:
        """Close it (standard input itself is left open)."""
        self.stream.close()

    def waiting(self) -> Callable[[], bool] | None:
        """For a pipe, a terminal or a socket: a test of whether its writer has paused, nothing more ready.

        None for a regular file (which is never waited for) or an input with no descriptor.
        Readers of such an input give the games they hold when it pauses, rather than
        waiting for a full stretch: a live log is checked as it comes.
        """
        if self.seen is not None or not _has_descriptor(self.counted.raw):
            return None
        number = self.counted.raw.fileno()
        if stat.S_ISREG(os.fstat(number).st_mode):
            return None  # standard input redirected from a file

        def paused() -> bool:
            try:
                ready, _, _ = select.select([number], [], [], 0)
            except (OSError, ValueError):  # closed, or no select for it here: as if it flows on
                return False
            return not ready

        return paused


def open_input(
    name: str, limit: int = MAX_INPUT, meter: Meter | None = None, *, digest: bool = False
) -> Input:
    """Open a file, a named pipe, a terminal or standard input (``-``) to be read as a stream of bytes.

    Never copied and never read whole: what is read is counted, and reading stops past
    ``limit`` bytes (a regular file longer than that is refused at once). What cannot hold
    records is refused before anything is read: a folder, a disk, a socket, a device other
    than a terminal (``/dev/zero`` gives bytes without end; ``/dev/null``, which gives none,
    reads as an empty file). Raises :class:`NotReadableError` with the finding (AF006).
    """
    shown = SHOWN_STDIN if name == STDIN else name
    try:
        raw, owned = _stdin() if name == STDIN else (open(name, "rb", buffering=0), True)  # noqa: SIM115
    except OSError as error:
        raise NotReadableError(not_opened(name, shown, error)) from None
    try:
        status = os.fstat(raw.fileno()) if _has_descriptor(raw) else None
        refusal = _refusal(raw, status, name)
        if refusal is not None:
            raise NotReadableError(Diagnostic("AF006", refusal, source=shown))
        regular = status is not None and stat.S_ISREG(status.st_mode)
        if regular and status is not None and status.st_size > limit:
            message = (
                f"this file holds {megabytes(status.st_size)}, more than the {megabytes(limit)} read of"
                f" one input (--max-input-mb {needed(status.st_size)} reads it)"
            )
            raise NotReadableError(Diagnostic("AF006", message, source=shown))
    except BaseException:
        if owned:
            raw.close()
        raise
    # only a file read by its name can be read again, or written in place
    seen = Identity.of_status(status) if regular and status is not None and name != STDIN else None
    counted = _Counted(raw, shown, limit, meter, owned, hashlib.sha256() if digest else None)
    return Input(shown, io.BufferedReader(counted, 1 << 16), seen, counted)


def _stdin() -> tuple[IO[bytes], bool]:
    """Standard input's bytes: its file descriptor, read without Python's buffer; or its buffer (in tests)."""
    try:
        return open(os.dup(sys.stdin.fileno()), "rb", buffering=0), True
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
        return sys.stdin.buffer, False


def _has_descriptor(raw: IO[bytes]) -> bool:
    try:
        raw.fileno()
    except (OSError, ValueError, io.UnsupportedOperation):
        return False
    return True


def _refusal(raw: IO[bytes], status: os.stat_result | None, name: str) -> str | None:
    """Why an opened input cannot hold records, if it cannot: a folder, a disk, a socket, a device."""
    if status is None:
        return None
    mode = status.st_mode
    if stat.S_ISDIR(mode):
        return _folder_message(name) if name != STDIN else "this is a folder, not a record file"
    if stat.S_ISBLK(mode):
        return "this is a disk (a block device), not a record file"
    if stat.S_ISSOCK(mode) and name != STDIN:  # standard input may well be a socket, from ssh
        return "this is a socket, not a record file"
    if stat.S_ISCHR(mode) and not raw.isatty() and not _is_null(status):
        return "this is a device, not a record file: it holds no records, and may give bytes without end"
    return None


def _is_null(status: os.stat_result) -> bool:
    """Whether a device is the null device, which reads as an empty file."""
    try:
        return os.stat(os.devnull).st_rdev == status.st_rdev
    except OSError:
        return False


def render(games: list[GameRecord], form: Form) -> str:
    """Games written in one of the forms; one JSON document holds exactly one game.

    The text form never holds a character a terminal acts on (an escape sequence in a tag
    value or a comment, read from JSON, where it is escaped): a game holding one is refused,
    and kept in JSON, which escapes it.
    """
    if form is Form.TEXT:
        text = write_games(games)
        active = TERMINAL_ACTIVE.search(text)
        if active is not None:
            line = text.count("\n", 0, active.start()) + 1
            raise FileError(
                f"this game cannot be written as text: line {line} of it would hold"
                f" {character_name(active[0])}, which a terminal acts on; write it as .json or .jsonl,"
                " which escape it"
            )
        return text
    if form is Form.JSONL:
        return write_jsonl(games)
    if len(games) != 1:
        raise FileError(f"a .json document holds one game, and this holds {len(games)}: write .jsonl instead")
    return write_json(games[0])


def same_file(one: str, other: str) -> bool:
    """Whether two names are the same file (so writing one would destroy the other)."""
    if STDIN in (one, other):
        return False
    try:
        return os.path.samefile(one, other)
    except OSError:
        return os.path.abspath(one) == os.path.abspath(other)


def write_atomic(name: str, text: str) -> None:
    """Write ``text`` to ``name`` all at once, or not at all (see :class:`AtomicFile`)."""
    with AtomicFile(name) as out:
        out.write(text)
        out.commit()


@dataclass(frozen=True, slots=True)
class Identity:
    """Which file a name is, and as it was when seen: a file changed or replaced since is another."""

    device: int
    inode: int
    size: int
    modified: int  # nanoseconds
    changed: int

    @classmethod
    def of(cls, name: str) -> Identity | None:
        """The identity of the file ``name`` names now (through links); None if there is none."""
        try:
            return cls.of_status(os.stat(name))
        except OSError:
            return None

    @classmethod
    def of_status(cls, seen: os.stat_result) -> Identity:
        """The identity of a file as ``os.stat`` saw it."""
        return cls(seen.st_dev, seen.st_ino, seen.st_size, seen.st_mtime_ns, seen.st_ctime_ns)


class ChangedError(FileError):
    """A file that another program changed or replaced while it was being read: it is left as it is."""


#: Where this process's open files have names: ``/dev/stdout`` leads to ``/proc/self/fd/1``.
_DESCRIPTORS: Final = re.compile(r"/proc/(?P<pid>\d+)(?:/task/\d+)?/fd|/dev/fd")


def descriptor_of(name: str) -> int | None:
    """The open file of this process ``name`` stands for, through ``/dev/fd`` or ``/proc/self/fd``; or None.

    ``/dev/stdout`` is a link to ``/proc/self/fd/1``, itself a link to whatever standard
    output is: a pipe, a terminal, or a file opened for appending by ``>>``. Writing there
    means writing to that open file, never replacing the file it was opened from.
    """
    path = os.path.abspath(name)
    for _ in range(40):  # as many links as the system follows
        folder, leaf = os.path.split(path)
        folder = os.path.realpath(folder)
        found = _DESCRIPTORS.fullmatch(folder)
        if found is not None and leaf.isdigit():
            ours = found["pid"] is None or int(found["pid"]) == os.getpid()
            return int(leaf) if ours and _open_descriptor(int(leaf)) else None
        whole = os.path.join(folder, leaf)
        if not os.path.islink(whole):
            return None
        try:
            path = os.path.join(folder, os.readlink(whole))
        except OSError:
            return None
    return None


def _open_descriptor(number: int) -> bool:
    try:
        os.fstat(number)
    except OSError:
        return False
    return True


class AtomicFile:
    """A file written a piece at a time and put in place all at once, by :meth:`commit`; or not at all.

    The pieces go to a temporary file first; ``commit`` puts them where they belong, in
    one of three ways, by what the target is:

    - a regular file, or a new name: the temporary file is made beside it, flushed to the
      disk, given the target's owner, mode and extended attributes, and renamed over it
      (a symbolic link stays a link: the file it names is the one replaced);
    - a regular file with other names (hard links): the whole new text, flushed to the disk
      in the temporary file beside it, is then written over the file where it is, so every
      name keeps seeing the same file, its owner, mode and attributes unchanged. Room for
      it is taken first, so a full disk stops the write before the file is touched;
    - anything else (a device, a named pipe, ``/dev/stdout``, an open file of this process):
      it is written straight through, from a temporary file of its own, never replaced:
      ``-o /dev/stdout`` appends under ``>>`` and writes into a pipe.

    Leaving the ``with`` block without a commit, or any failure, removes the temporary file
    and leaves the target exactly as it was. ``unchanged_since`` makes the commit refuse if
    the target is no longer the file that was read: another writer got there first, and
    what it wrote is kept.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.descriptor = descriptor_of(name)
        self.target = Path(os.path.realpath(name))  # through a symbolic link, to the file it names
        self._out: IO[bytes] | None = None
        self._temporary: str | None = None  # a named temporary file beside the target
        self._old: os.stat_result | None = None
        self.way = ""  # "replace", "in place" or "through", decided at the first piece

    def __enter__(self) -> AtomicFile:
        return self

    def __exit__(self, *_: object) -> None:
        self.discard()

    def _open(self) -> IO[bytes]:
        try:
            self._old, self.way = self._what_it_is()
            if self.way == "through":  # nothing is made beside a device, a pipe or an open file
                self._out = tempfile.TemporaryFile(prefix="allfives-")  # noqa: SIM115 (closed by discard)
                return self._out
            self._temporary = temporary_name(self.target)  # named first: a stop at any moment removes it
            handle = create_new(self._temporary)
        except OSError as error:
            self._temporary = None  # not made: whatever has that name is not ours to remove
            raise self._failure(error) from None
        self._out = os.fdopen(handle, "wb")
        return self._out

    def _what_it_is(self) -> tuple[os.stat_result | None, str]:
        """The target as it is now, and how it is to be written."""
        if self.descriptor is not None:
            return None, "through"
        try:
            old = self.target.stat()
        except FileNotFoundError:
            return None, "replace"
        if stat.S_ISDIR(old.st_mode):
            raise IsADirectoryError(errno.EISDIR, "it is a folder")
        if not stat.S_ISREG(old.st_mode):
            return old, "through"
        return old, "in place" if old.st_nlink > 1 else "replace"

    def _failure(self, error: OSError) -> FileError:
        if isinstance(error, BrokenPipeError):  # the reader went away: the command stops quietly
            raise error
        return FileError(f"cannot write {self.name}: {error.strerror or error}")

    def write(self, text: str) -> None:
        """Add ``text`` to what will be written."""
        self.write_bytes(self._encoded(text))

    def write_bytes(self, data: bytes) -> None:
        """Add ``data``, UTF-8 already, to what will be written."""
        try:
            out = self._out or self._open()
            out.write(data)
        except OSError as error:
            self.discard()
            raise self._failure(error) from None
        except BaseException:
            self.discard()
            raise

    def _encoded(self, text: str) -> bytes:
        try:
            return text.encode("utf-8")
        except UnicodeEncodeError as error:  # half of a character, read from a JSON \u escape
            self.discard()
            half = f"half of a character ({error.reason})"
            raise FileError(f"cannot write {self.name}: it would hold {half}") from None

    def commit(self, unchanged_since: Identity | None = None) -> None:
        """Put what was written in place of the target, at once; refuse if the target changed since seen."""
        try:
            out = self._out or self._open()
            if self.way == "through":
                self._write_through(out)
                return
            with out:  # closing it may report what the disk could not take, as NFS does
                out.flush()
                os.fsync(out.fileno())
            self._out = None
            assert self._temporary is not None
            if unchanged_since is not None and Identity.of(self.name) != unchanged_since:
                raise ChangedError(
                    f"{self.name} changed while it was being read, so it is left as it is now: run the"
                    " command again"
                )
            if self.way == "in place":
                _write_in_place(self._temporary, self.target)
                Path(self._temporary).unlink()
            else:
                dress_as(self._temporary, self.target, self._old)
                os.replace(self._temporary, self.target)
            self._temporary = None
        except OSError as error:
            self.discard()
            raise self._failure(error) from None
        except BaseException:
            self.discard()
            raise

    def _write_through(self, spooled: IO[bytes]) -> None:
        """Copy what was written to the target as it is: an open file of this process, a device or a pipe."""
        spooled.flush()
        spooled.seek(0)
        if self.descriptor is not None:
            with contextlib.suppress(AttributeError, OSError, ValueError):
                sys.stdout.flush()  # what Python holds for standard output goes first
            target = os.fdopen(os.dup(self.descriptor), "wb")
        else:
            target = os.fdopen(os.open(self.name, os.O_WRONLY | os.O_NOCTTY), "wb")
        with target:
            shutil.copyfileobj(spooled, target, 1 << 16)
            target.flush()
        self.discard()

    def discard(self) -> None:
        """Remove the temporary file, if there is one: the target stays as it was."""
        out, temporary = self._out, self._temporary
        self._out = self._temporary = None
        if out is not None:
            with contextlib.suppress(OSError):
                out.close()
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)


def temporary_name(target: Path) -> str:
    """A fresh hidden name beside ``target`` for a temporary file, to be made by :func:`create_new`.

    The name is known before the file exists, so a clean-up that runs at any moment (a
    signal between making the file and keeping its name) finds it. The prefix is short: the
    name must fit where the target's name just fits.
    """
    return str(target.parent / f".{target.name[:40]}.{secrets.token_hex(8)}.tmp")


def create_new(name: str) -> int:
    """Make the file ``name``, which must not exist yet, readable and writable by its owner alone."""
    return os.open(name, os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)


def _write_in_place(new: str, target: Path) -> None:
    """Write the file ``new`` over ``target`` where it is: the same file, with every name it has.

    The room the new text needs is taken before a byte of the target changes, so a full
    disk leaves it as it was; then the text is written over it, the rest cut off, and
    flushed to the disk.
    """
    size = os.stat(new).st_size
    with open(new, "rb") as source, open(target, "r+b") as out:
        old_size = os.fstat(out.fileno()).st_size
        if size > old_size and hasattr(os, "posix_fallocate"):
            try:
                os.posix_fallocate(out.fileno(), 0, size)
            except OSError as error:
                if error.errno not in (errno.EOPNOTSUPP, errno.ENOSYS, errno.EINVAL):
                    os.ftruncate(out.fileno(), old_size)
                    raise
        shutil.copyfileobj(source, out, 1 << 20)
        out.truncate(size)
        out.flush()
        os.fsync(out.fileno())


def dress_as(temporary: str, target: Path, old: os.stat_result | None) -> None:
    """Give the new file the old one's owner, mode and extended attributes (a new file: the umask)."""
    if old is not None and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
        _keep_owner(temporary, old.st_uid, old.st_gid)
    mode = old.st_mode & 0o7777 if old is not None else _new_file_mode()
    os.chmod(temporary, mode)  # after the owner: a change of owner clears set-id bits
    if old is not None:
        _keep_attributes(str(target), temporary)


def _keep_attributes(old: str, new: str) -> None:
    """Give ``new`` the extended attributes of ``old``, where the platform has them.

    One that this user may not set (``trusted.*``, ``security.*`` for anyone but root) is
    left; a user's own (``user.*``) that cannot be kept stops the write.
    """
    if not hasattr(os, "listxattr"):
        return
    try:
        names = os.listxattr(old)
    except OSError:
        return
    for attribute in names:
        try:
            os.setxattr(new, attribute, os.getxattr(old, attribute))
        except OSError as error:
            if attribute.startswith("user."):
                kept = f"cannot keep its attribute {attribute}: {error.strerror}"
                raise OSError(error.errno, kept) from None


def _keep_owner(path: str, uid: int, gid: int) -> None:
    """Give the new file its old owner and group, as far as this user may (root may; others keep theirs)."""
    try:
        os.chown(path, uid, gid)
    except PermissionError:
        with contextlib.suppress(PermissionError):
            os.chown(path, -1, gid)  # a member of the file's group may still give it back


def _new_file_mode() -> int:
    """The mode a new file gets here: read-write for all, less the umask."""
    umask = os.umask(0o022)
    os.umask(umask)
    return 0o666 & ~umask
