"""The summary as plain text for a terminal: aligned columns, no colour, what a terminal acts on escaped."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Final

from allfives_notation.check.report import GameReport
from allfives_notation.errors import printable
from allfives_notation.summary.content import TextTable, summarise
from allfives_notation.summary.totals import Totals, totals_notes, totals_table, totals_title

_LABEL_WIDTH: Final = 9  # "Players  ", "Check    ": the facts' labels, padded
_GAP: Final = "  "  # between columns of a group
_GROUP_GAP: Final = "   "  # between groups of columns


# ---- plain text ------------------------------------------------------------------------


def text_width(text: str) -> int:
    """Columns the text takes in a terminal: wide East Asian letters take two, combining marks none."""
    return sum(
        0 if unicodedata.combining(ch) else 2 if unicodedata.east_asian_width(ch) in "WF" else 1
        for ch in text
    )


def pad(text: str, width: int, right: bool) -> str:
    """``text`` padded to ``width`` terminal columns, to the right or the left."""
    space = " " * max(0, width - text_width(text))
    return space + text if right else text + space


def _text_table(table: TextTable) -> list[str]:
    """The table with aligned columns: group headings, column names, a rule, the rows."""
    columns = table.columns
    widths = [
        max([text_width(c.name), *(text_width(row[i]) for row in table.rows)]) for i, c in enumerate(columns)
    ]
    start = 0
    for group in table.groups:
        span = range(start, start + len(group.columns))
        room = sum(widths[i] for i in span) + len(_GAP) * (len(span) - 1)
        short = text_width(group.title) - room
        for k, i in enumerate(span):  # a heading wider than its columns widens them all alike
            widths[i] += max(0, short) // len(span) + (k < max(0, short) % len(span))
        start += len(group.columns)

    def line(cells: Sequence[str], right: Sequence[bool]) -> str:
        out, i = [], 0
        for group in table.groups:
            span = range(i, i + len(group.columns))
            out.append(_GAP.join(pad(cells[j], widths[j], right[j]) for j in span))
            i += len(group.columns)
        return _GROUP_GAP.join(out).rstrip()

    numeric = [c.numeric for c in columns]
    lines = []
    if any(group.title for group in table.groups):
        titles, i = [], 0
        for group in table.groups:
            span = range(i, i + len(group.columns))
            room = sum(widths[j] for j in span) + len(_GAP) * (len(span) - 1)
            titles.append(pad(group.title, room, False))
            i += len(group.columns)
        lines.append(_GROUP_GAP.join(titles).rstrip())
    lines.append(line([c.name for c in columns], numeric))
    lines.append(line(["-" * w for w in widths], numeric))
    lines.extend(line(row, numeric) for row in table.rows)
    return lines


def _fact(label: str, value: str) -> str:
    return f"{label:<{_LABEL_WIDTH}}{value}"


def summary_text(report: GameReport) -> str:
    """The game summed up for a terminal: header, hand by hand, result, each player's figures, verdict.

    Plain text in aligned columns, no colours; ``?`` for what the record does not tell.
    """
    summary = summarise(report)
    title = printable(summary.title)
    lines = [title, "=" * text_width(title)]
    lines.extend(_fact(label, printable(value)) for label, value in summary.facts)
    if summary.hands is not None:
        lines.append("")
        lines.extend(_text_table(summary.hands) if summary.hands.rows else ["No hands recorded."])
        if summary.notes:
            lines.append("")
            lines.extend(summary.notes)
    lines += ["", _fact("Result", printable(summary.result))]
    if summary.players is not None and summary.players.rows:
        lines.append("")
        lines.extend(_text_table(summary.players))
    if summary.findings:
        lines += ["", "Findings", *(printable(line).rstrip() for line in summary.findings)]
    lines += ["", _fact("Check", summary.verdict)]
    return "\n".join(lines) + "\n"


def totals_text(totals: Totals) -> str:
    """The totals over every game summarized, for a terminal: per player, then per partnership."""
    title = totals_title(totals)
    lines = [title, "=" * text_width(title), ""]
    lines.extend(_text_table(totals_table(totals, totals.players, "Player")))
    if totals.sides:
        lines.append("")
        lines.extend(_text_table(totals_table(totals, totals.sides, "Partnership")))
    lines.append("")
    lines.extend(totals_notes(totals))
    return "\n".join(printable(line) for line in lines) + "\n"
