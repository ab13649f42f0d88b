"""Record files written safely: all at once or not at all, never over the file being read."""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import shutil
import stat
import sys
import tempfile
from pathlib import Path
from typing import IO, Final

from allfives_notation.errors import TERMINAL_ACTIVE
from allfives_notation.notation.form import Form
from allfives_notation.notation.jsonform import write_json, write_jsonl
from allfives_notation.notation.spelling import character_name
from allfives_notation.notation.writer import write_games
from allfives_notation.record.model import GameRecord
from allfives_notation.stream.files import STDIN, FileError, Identity


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
