"""Record files for the command line: finding them, reading them as text or JSON, writing them safely.

The library below this works on strings; this is the one module that touches files.
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import re
import stat
import sys
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Final

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.places import Form
from allfives_notation.check.replay import check_read
from allfives_notation.check.report import GameReport
from allfives_notation.errors import AllFivesError
from allfives_notation.notation.jsonform import read_json_games, write_json, write_jsonl
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.reader import read_games
from allfives_notation.notation.writer import write_games
from allfives_notation.record.model import GameRecord

STDIN = "-"
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


@dataclass(frozen=True, slots=True)
class Source:
    """One file's text, or the reason it has none."""

    name: str
    text: str | None
    problem: Diagnostic | None = None
    form: Form = field(init=False)  # worked out once, from the content: see _form_of

    def __post_init__(self) -> None:
        object.__setattr__(self, "form", _form_of(self.name, self.text or ""))


def _form_of(name: str, text: str) -> Form:
    """What the content is: text, one JSON document, or JSON Lines.

    Text unless it starts with ``{``; then one document if the whole parses as JSON,
    JSON Lines if the first line is a game in JSON. A text record may also start with
    ``{`` (a comment, even ``{}``), so otherwise the file's suffix decides; without one, a
    first line that is JSON means JSON Lines, a lone ``{`` or ``{"`` broken JSON, anything
    else text.
    """
    text = text.removeprefix("\ufeff")
    if text.lstrip().startswith("[") and parses_as_json(text):
        return Form.JSON  # an array: no game, but JSON, to be told so in JSON's words
    if not text.lstrip().startswith("{"):
        return Form.TEXT
    first = next(line.strip() for line in text.split("\n") if line.strip())
    if parses_as_json(text):
        return Form.JSON
    if is_game_line(first):
        return Form.JSONL
    by_name = form_of_path(name)
    if by_name is not None:
        return by_name
    if parses_as_json(first):
        return Form.JSONL
    if first == "{":
        return Form.JSON
    return Form.JSONL if first.startswith('{"') else Form.TEXT


def is_game_line(line: str) -> bool:
    """Whether ``line`` is a JSON object with a ``format`` key: a game in JSON, well formed or not."""
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return False
    return isinstance(value, dict) and "format" in value


def parses_as_json(text: str) -> bool:
    """Whether ``text`` is JSON (of any shape)."""
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


def read_source(name: str) -> Source:
    """Read a file (``-``: standard input) as UTF-8; one that cannot be read or decoded gets a diagnostic."""
    shown = "<stdin>" if name == STDIN else name
    try:
        data = sys.stdin.buffer.read() if name == STDIN else Path(name).read_bytes()
    except OSError as error:
        reason = error.strerror or str(error)
        message = f"cannot read this file: {reason}"
        if os.path.isdir(name):
            try:
                with os.scandir(name):
                    message = "this is a folder, not a record file"
            except OSError as listing:
                message = f"cannot list this folder: {listing.strerror or listing}"
        return Source(shown, None, Diagnostic("AF006", message, source=shown))
    try:
        return Source(shown, data.decode("utf-8"))
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        message = f"byte {data[error.start]:#04x} is not UTF-8: records are UTF-8 text"
        return Source(shown, None, Diagnostic("AF005", message, source=shown, line=line, column=column))


def read_records(source: Source) -> Iterator[ReadGame]:
    """Every game of a file's text, read in the form its content shows."""
    if source.text is None:
        return iter(())
    if source.form is Form.TEXT:
        return read_games(skip_line_marks(source.text), source.name)
    return read_json_games(source.text, source.name)


_LINE_MARK: Final = re.compile("(?<=[\r\n])\ufeff")


def skip_line_marks(text: str) -> str:
    """Text without the byte-order marks that start its lines, as files joined end to end leave them.

    ``cat a.afn b.afn`` keeps the mark an editor put at the start of ``b.afn``; the reader
    skips one at the start of a text, so the marks at the start of a line go too, and the
    joined file reads as the files did. (Only where a line starts: nowhere else does a
    mark stand for the start of a file.)
    """
    return _LINE_MARK.sub("", text) if "\ufeff" in text else text


def check_source(source: Source) -> Iterator[GameReport]:
    """Every game of a file, checked; a file that cannot be read, or holds no game, is one report: game 0."""
    if source.problem is not None:
        yield GameReport(0, source.name, source.problem.line or 1, None, (source.problem,))
        return
    count = 0
    for count, read in enumerate(read_records(source), start=1):
        yield check_read(read, source=source.name, index=count, form=source.form)
    if count == 0:
        empty = Diagnostic("AF001", "this file holds no game", source=source.name)
        yield GameReport(0, source.name, 1, None, (empty,))


def render(games: list[GameRecord], form: Form) -> str:
    """Games written in one of the forms; one JSON document holds exactly one game."""
    if form is Form.TEXT:
        return write_games(games)
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
    """Write ``text`` to ``name`` all at once: through a temporary file and a rename, keeping its mode.

    A symbolic link stays a link: the file it names is the one rewritten.

    On any failure the file is left exactly as it was, and the temporary file is removed.
    """
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
            seen = os.stat(name)
        except OSError:
            return None
        return cls(seen.st_dev, seen.st_ino, seen.st_size, seen.st_mtime_ns, seen.st_ctime_ns)


class ChangedError(FileError):
    """A file that another program changed or replaced while it was being read: it is left as it is."""


class AtomicFile:
    """A file written a piece at a time and put in place all at once, by :meth:`commit`; or not at all.

    The pieces go to a temporary file beside the target, made at the first piece; ``commit``
    flushes it to the disk, gives it the target's owner and mode, and renames it over the
    target. Leaving the ``with`` block without a commit, or any failure, removes the
    temporary file and leaves the target exactly as it was. ``unchanged_since`` makes the
    commit refuse if the target is no longer the file that was read: another writer got
    there first, and what it wrote is kept.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.target = Path(os.path.realpath(name))  # through a symbolic link, to the file it names
        self._out: IO[bytes] | None = None
        self._temporary: str | None = None
        self._old: os.stat_result | None = None

    def __enter__(self) -> AtomicFile:
        return self

    def __exit__(self, *_: object) -> None:
        self.discard()

    def _open(self) -> IO[bytes]:
        try:
            self._old = self.target.stat() if self.target.exists() else None
            # a short prefix: the temporary name must fit where the target's name just fits
            handle, self._temporary = tempfile.mkstemp(
                prefix=f".{self.target.name[:40]}.", suffix=".tmp", dir=self.target.parent
            )
        except OSError as error:
            raise FileError(f"cannot write {self.name}: {error.strerror or error}") from None
        self._out = os.fdopen(handle, "wb")
        return self._out

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
            raise FileError(f"cannot write {self.name}: {error.strerror or error}") from None
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
            with out:  # closing it may report what the disk could not take, as NFS does
                out.flush()
                os.fsync(out.fileno())
            self._out = None
            assert self._temporary is not None
            old = self._old
            if old is not None and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
                _keep_owner(self._temporary, old.st_uid, old.st_gid)
            mode = old.st_mode & 0o7777 if old is not None else _new_file_mode()
            os.chmod(self._temporary, mode)  # after the owner: a change of owner clears set-id bits
            if unchanged_since is not None and Identity.of(self.name) != unchanged_since:
                raise ChangedError(
                    f"{self.name} changed while it was being read, so it is left as it is now: run the"
                    " command again"
                )
            os.replace(self._temporary, self.target)
            self._temporary = None
        except OSError as error:
            self.discard()
            raise FileError(f"cannot write {self.name}: {error.strerror or error}") from None
        except BaseException:
            self.discard()
            raise

    def discard(self) -> None:
        """Remove the temporary file, if there is one: the target stays as it was."""
        out, temporary = self._out, self._temporary
        self._out = self._temporary = None
        if out is not None:
            with contextlib.suppress(OSError):
                out.close()
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)


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
