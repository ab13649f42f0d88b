"""How many games the fast path vouches for, asked through the one boundary (``stream.checking``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from unittest import mock

from allfives_notation.check.report import GameReport
from allfives_notation.fast import fast_pass
from allfives_notation.stream import checking


@contextmanager
def fast_path_counted() -> Iterator[list[int]]:
    """While open, every game the boundary's fast path vouches for is counted in the one-item list given."""
    taken = [0]

    def counting(text_form: bool, text: str, source: str | None, first_line: int) -> list[object]:
        items = fast_pass(text_form, text, source, first_line)
        taken[0] += sum(isinstance(item, GameReport) for item in items)
        return list(items)

    with mock.patch.object(checking, "fast_pass", counting):
        yield taken
