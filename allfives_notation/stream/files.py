"""Record files for the command line: finding them, their form, opening them as streams.

The library below this works on strings; this module and :mod:`.writing` are the ones that
touch files.
"""

from __future__ import annotations

import glob
import hashlib
import io
import json
import os
import re
import select
import stat
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Final

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.replay import check_read
from allfives_notation.check.report import GameReport
from allfives_notation.errors import AllFivesError
from allfives_notation.notation.form import Form
from allfives_notation.notation.jsonform import read_json_document, read_json_lines
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.reader import read_games

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
class FileSearch:
    """What the arguments name: the files to read, and each argument that names none.

    ``unmatched`` holds the globs that match no record file, ``empty`` the folders that hold
    none; neither is a file, so neither is read or counted.
    """

    files: tuple[str, ...]
    unmatched: tuple[str, ...] = ()
    empty: tuple[str, ...] = ()


def expand(arguments: Iterable[str]) -> FileSearch:
    """Each file the arguments name: itself, the record files in a folder (recursively), or a glob's matches.

    Symbolic links to folders are not followed, in a folder or by ``**``, so a link loop
    cannot trap the search; hidden folders and files (``.git``, ``.venv``) are passed over,
    and so is what is not a regular file (a named pipe would wait for a writer for ever). A
    folder that cannot be listed is given back as it is, and so is a name that is not there,
    for reading to report. A glob that matches no record file, and a folder that holds none,
    give no file: :class:`FileSearch` says which they were.
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
    return FileSearch(tuple(files), tuple(unmatched), tuple(empty))


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


class _CountedBytes(io.RawIOBase):
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
    counted: _CountedBytes

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
    counted = _CountedBytes(raw, shown, limit, meter, owned, hashlib.sha256() if digest else None)
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
