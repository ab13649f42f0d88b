"""The summary as GitHub-flavoured Markdown: headings and pipe tables."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from allfives_notation.check.report import GameReport
from allfives_notation.errors import printable
from allfives_notation.summary.content import TextTable, summarise
from allfives_notation.summary.text import pad, text_width
from allfives_notation.summary.totals import Totals, totals_notes, totals_table, totals_title

_MARKDOWN_SPECIAL: Final = re.compile(r"([\\`*_\[\]<>|#~])")


# ---- Markdown --------------------------------------------------------------------------


def _md(text: str) -> str:
    """Text with Markdown's special characters escaped, so a name or an event stays as written."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", printable(text))


def _markdown_table(table: TextTable) -> list[str]:
    """A GitHub pipe table; a grouped column is headed ``Score Ann+Cat``, numbers align right."""
    headers = [
        _md(f"{group.short} {column.name}" if group.short else column.name)
        for group in table.groups
        for column in group.columns
    ]
    columns = table.columns
    rows = [[_md(cell) for cell in row] for row in table.rows]
    widths = [max([3, text_width(h), *(text_width(row[i]) for row in rows)]) for i, h in enumerate(headers)]

    def line(cells: Sequence[str], right: Sequence[bool]) -> str:
        padded = (pad(cell, widths[i], right[i]) for i, cell in enumerate(cells))
        return "| " + " | ".join(padded) + " |"

    numeric = [c.numeric for c in columns]
    rule = ["-" * (w - 1) + ":" if c.numeric else "-" * w for w, c in zip(widths, columns, strict=True)]
    return [
        line(headers, [False] * len(headers)),
        line(rule, numeric),
        *(line(row, numeric) for row in rows),
    ]


def code_block(lines: Sequence[str]) -> list[str]:
    """Lines as a fenced code block, its fence longer than any run of backticks in them."""
    longest = max((len(run) for line in lines for run in re.findall(r"`+", line)), default=0)
    fence = "`" * max(3, longest + 1)
    return [fence + "text", *lines, fence]


def summary_markdown(report: GameReport) -> str:
    """The same summary as :func:`summary_text`, as GitHub-flavoured Markdown: headings and pipe tables."""
    summary = summarise(report)
    lines = [f"# {_md(summary.title)}", ""]
    lines.extend(f"- **{label}:** {_md(value)}" for label, value in summary.facts)
    if summary.facts:
        lines.append("")
    if summary.hands is not None:
        lines += ["## Hand by hand", ""]
        lines.extend(_markdown_table(summary.hands) if summary.hands.rows else ["No hands recorded."])
        if summary.notes:
            lines.append("")
            for note in summary.notes:
                mark, _, meaning = note.partition("  ")
                lines.append(f"- `{mark}` {meaning}")
        lines.append("")
    result = summary.result[:1].upper() + summary.result[1:]
    lines += ["## Result", "", f"**{_md(result)}**", ""]
    if summary.players is not None and summary.players.rows:
        lines.extend(_markdown_table(summary.players))
        lines.append("")
    if summary.findings:
        lines += ["## Findings", "", *code_block([printable(line).rstrip() for line in summary.findings]), ""]
    lines += ["## Check", "", summary.verdict.capitalize() + "."]
    return "\n".join(lines) + "\n"


def totals_markdown(totals: Totals) -> str:
    """The totals over every game summarized, as Markdown: per player, then per partnership."""
    lines = [f"# {_md(totals_title(totals))}", "", "## Players", ""]
    lines.extend(_markdown_table(totals_table(totals, totals.players, "Player")))
    if totals.sides:
        lines += ["", "## Partnerships", ""]
        lines.extend(_markdown_table(totals_table(totals, totals.sides, "Partnership")))
    lines.append("")
    lines.extend(f"- {_md(note)}" for note in totals_notes(totals))
    return "\n".join(lines) + "\n"
