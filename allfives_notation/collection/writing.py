"""Games written out one by one, in one form: as written where the form is the game's own, else re-written.

A game copied in its own form keeps its text exactly (comments, layout and all), and is
never read past its header; a game going into another form, or asked for in canonical
form, is written from its record, as ``allfives convert`` writes it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from allfives_notation.collection.games import GameInFile
from allfives_notation.notation.form import Form
from allfives_notation.record.model import GameRecord
from allfives_notation.stream.files import FileError
from allfives_notation.stream.writing import render


class GameWriter:
    """Where games go, in one form; :meth:`add` says why when a game cannot be written."""

    def __init__(self, write: Callable[[str], None], form: Form, *, canonical: bool = False) -> None:
        self.write = write
        self.form = form
        self.canonical = canonical
        self.written = 0

    def add(self, game: GameInFile, tags: tuple[tuple[str, str], ...] = ()) -> str | None:
        """Write ``game`` (with ``tags`` set in its header); or the reason it cannot be written, in words."""
        if self.form is Form.JSON and self.written:
            return "a .json document holds one game: write .jsonl or .afn to hold more"
        if game.form is self.form and not self.canonical and not tags and game.whole:
            self._put(game.text.rstrip("\n") + "\n")
            return None
        record = game.record()
        if record is None:
            return f"it does not read, so it cannot be written as {self.form.value} (only copied as it is)"
        if tags:
            record = with_tags(record, tags)
        try:
            text = render([record], self.form)
        except FileError as error:  # a character a terminal acts on, which the text form never holds
            return str(error)
        self._put(text)
        return None

    def _put(self, text: str) -> None:
        if self.written and self.form is Form.TEXT:
            text = "\n" + text  # a blank line between games, as the canonical form has it
        self.write(text)
        self.written += 1


def with_tags(record: GameRecord, tags: tuple[tuple[str, str], ...]) -> GameRecord:
    """The record with each tag set to its value: replaced where it is there, added last where not."""
    names = {name for name, _ in tags}
    kept = tuple((name, value) for name, value in record.other_tags if name not in names)
    return replace(record, other_tags=kept + tags)
