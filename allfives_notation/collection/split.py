"""Cutting a collection into files: every N games, or one file per value of a tag, player, rule set or result.

Every file is written through a temporary file beside it and put in place only when the
whole collection has been read, all of them together: a failure leaves none of them
half-written, and no file that was there before is touched.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from typing import Final

from allfives_notation.collection.criteria import CriterionError
from allfives_notation.collection.games import GameInFile
from allfives_notation.collection.writing import GameWriter
from allfives_notation.notation.form import Form
from allfives_notation.notation.header import header_tags
from allfives_notation.stream.writing import AtomicFile

_UNSAFE: Final = re.compile(r"[^A-Za-z0-9._+-]+")
#: What ``--by`` takes besides ``tag:NAME``.
BY: Final = ("player", "rules", "result", "players", "view")
SUFFIX: Final = {Form.TEXT: ".afn", Form.JSONL: ".jsonl", Form.JSON: ".json"}


def values_by(by: str) -> Callable[[GameInFile], list[str]]:
    """What files a game goes to for ``--by``: ``tag:Event``, player, rules, result, players or view.

    ``player`` puts a game in the file of each of its players; a game whose header does not
    read, or that lacks the tag, goes to the file named ``unknown``.
    """
    kind, _, name = by.partition(":")
    kind = kind.strip().lower()
    if kind == "tag" and name.strip():
        wanted = name.strip().lower()

        def by_tag(game: GameInFile) -> list[str]:
            header = game.header()
            found = [v for n, v in header_tags(header) if n.lower() == wanted] if header else []
            return found[:1]

        return by_tag
    if kind not in BY or name:
        raise CriterionError(
            f"--by {by!r}: expected tag:NAME (as tag:Event), {', '.join(BY[:-1])} or {BY[-1]}"
        )

    def by_header(game: GameInFile) -> list[str]:
        header = game.header()
        if header is None:
            return []
        if kind == "player":
            return list(header.seats)
        if kind == "rules":
            return [str(header.rules)]
        if kind == "players":
            return [f"{len(header.seats)}-players"]
        if kind == "view":
            level, seat = header.view.level.value, header.view.seat
            return [level if seat is None else f"{level}-{header.seats[seat]}"]
        return ["unfinished" if header.result is None else header.side_name(header.result)]

    return by_header


def file_name(value: str) -> str:
    """A value as a file name: letters, digits and ``. _ + -`` kept, every other run made one ``_``."""
    name = _UNSAFE.sub("_", value).strip("._") or "_"
    return name[:100]


class Parts:
    """The files a split writes, one per name, each a :class:`GameWriter` on an atomic file.

    :meth:`commit` puts them all in place; leaving without it discards them all.
    """

    def __init__(self, folder: str, prefix: str, form: Form, *, canonical: bool) -> None:
        self.folder = folder
        self.prefix = prefix
        self.form = form
        self.canonical = canonical
        self.files: dict[str, tuple[AtomicFile, GameWriter]] = {}
        self.names: dict[str, str] = {}  # each value's file name, told apart where two clean up alike

    def __enter__(self) -> Parts:
        return self

    def __exit__(self, *_: object) -> None:
        for file, _writer in self.files.values():
            file.discard()

    def path_of(self, value: str) -> str:
        """The file a value's games go to."""
        if value not in self.names:
            base = f"{self.prefix}{file_name(value)}"
            taken = set(self.names.values())
            name, n = base, 1
            while name in taken:
                n += 1
                name = f"{base}-{n}"
            self.names[value] = name
        return os.path.join(self.folder, self.names[value] + SUFFIX[self.form])

    def add(self, value: str, game: GameInFile) -> str | None:
        """Write ``game`` into ``value``'s file; the reason it cannot be written, if so."""
        path = self.path_of(value)
        if path not in self.files:
            file = AtomicFile(path)
            self.files[path] = (file, GameWriter(file.write, self.form, canonical=self.canonical))
        return self.files[path][1].add(game)

    def counts(self) -> dict[str, int]:
        """How many games each file holds, by path, in the order the files were begun."""
        return {path: writer.written for path, (_, writer) in self.files.items()}

    def commit(self) -> None:
        """Put every file in place."""
        for file, _writer in self.files.values():
            file.commit()
