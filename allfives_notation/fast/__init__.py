"""The verdict fast path: valid games checked over ints, everything else left to the reference.

:func:`quick_reports` gives, for a stretch of a file, the report of each game as the
reference (:func:`allfives_notation.check.replay.check_read`) would give it for a valid game
(with the record's header only), and hands every game it is not sure of to the reference,
which reads and checks it as always. ``ALLFIVES_FAST=0`` turns the fast path off.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace

from allfives_notation.check.report import GameReport
from allfives_notation.engine import layout
from allfives_notation.fast import replay
from allfives_notation.fast.jsonl import jsonl_reports
from allfives_notation.fast.text import text_reports

#: The reference for a stretch the fast path leaves: (its text, its first line, its first game's number).
Reference = Callable[[str, int, int], list[GameReport]]


def compiled() -> bool:
    """Whether the fast path and the layout kernel run compiled by mypyc (else as pure Python)."""
    return not (replay.__file__.endswith(".py") or layout.__file__.endswith(".py"))


def fast_enabled() -> bool:
    """Whether the fast path is on (``ALLFIVES_FAST=0`` turns it off, to time or test the reference alone)."""
    return os.environ.get("ALLFIVES_FAST", "1") != "0"


def vouched(text_form: bool, text: str, source: str | None, first_line: int) -> list[GameReport]:
    """The reports the fast path alone gives the games of a stretch it vouches for (each a valid game)."""
    if text_form:
        return text_reports(text, source, first_line)[0]
    return [item for item in jsonl_reports(text, source, first_line) if isinstance(item, GameReport)]


def quick_reports(
    text_form: bool, text: str, source: str | None, first_line: int, reference: Reference
) -> list[GameReport]:
    """Every game of a stretch of text (``text_form``) or JSON Lines, from 1, as the reference has it."""
    if text_form:
        reports, offset, line = text_reports(text, source, first_line)
        if offset < len(text):
            reports.extend(reference(text[offset:], line, len(reports) + 1))
        return reports
    out: list[GameReport] = []
    for item in jsonl_reports(text, source, first_line):
        if isinstance(item, GameReport):
            out.append(item if item.index == len(out) + 1 else replace(item, index=len(out) + 1))
        else:
            out.extend(reference(item[0], item[1], len(out) + 1))
    return out
