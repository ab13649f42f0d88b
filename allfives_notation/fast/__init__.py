"""The verdict fast path: valid games checked over ints, everything else left to the reference.

:func:`fast_pass` gives, for a stretch of a file, the report of each game as the
reference (:func:`allfives_notation.check.replay.check_read`) would give it for a valid game
(with the record's header only), and marks every stretch it is not sure of as :class:`Left`
for the reference, which its caller runs (``stream.check_batch``, the one place the two
meet). ``ALLFIVES_FAST=0`` turns the fast path off.
"""

from __future__ import annotations

import os
from typing import NamedTuple

from allfives_notation.check import matching, turns
from allfives_notation.check.report import GameReport
from allfives_notation.engine import layout
from allfives_notation.fast import replay
from allfives_notation.fast.jsonl import jsonl_reports
from allfives_notation.fast.text import text_reports
from allfives_notation.notation import building


class Left(NamedTuple):
    """A stretch the fast path leaves to the reference: its text, and the line of the file it starts on."""

    text: str
    first_line: int


def compiled() -> bool:
    """Whether the parts mypyc compiles run compiled: the fast path, the kernel, the validator, the builder.

    Each is compiled by mypyc in a wheel built where a C compiler is (setup.py), else pure Python;
    the search's hand (analysis/board.py) is built with them (tests/fast/test_which_build.py).
    """
    built = (replay, layout, matching, turns, building)
    return not any(str(module.__file__).endswith(".py") for module in built)


def fast_enabled() -> bool:
    """Whether the fast path is on (``ALLFIVES_FAST=0`` turns it off, to time or test the reference alone)."""
    return os.environ.get("ALLFIVES_FAST", "1") != "0"


def vouched(text_form: bool, text: str, source: str | None, first_line: int) -> list[GameReport]:
    """The reports the fast path alone gives the games of a stretch it vouches for (each a valid game)."""
    if text_form:
        return text_reports(text, source, first_line)[0]
    return [item for item in jsonl_reports(text, source, first_line) if isinstance(item, GameReport)]


def fast_pass(text_form: bool, text: str, source: str | None, first_line: int) -> list[GameReport | Left]:
    """Each game of a stretch of text (``text_form``) or JSON Lines: its report, or the stretch left.

    In order: the report where the fast path vouches for a game (as the reference has it),
    else the stretch it leaves to the reference (:class:`Left`).
    """
    if text_form:
        reports, offset, line = text_reports(text, source, first_line)
        out: list[GameReport | Left] = list(reports)
        if offset < len(text):
            out.append(Left(text[offset:], line))
        return out
    return [
        item if isinstance(item, GameReport) else Left(*item)
        for item in jsonl_reports(text, source, first_line)
    ]
