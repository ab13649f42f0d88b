"""One checked game in one line: where it is, who played, its verdict, how much was checked."""

from __future__ import annotations

from allfives_notation.check.report import GameReport
from allfives_notation.errors import plural, printable


def verdict(report: GameReport) -> str:
    """One game's verdict line: ``club.afn: game 1 (Ann, Ben): valid; won by Ben; 3 hands, 98 turns``."""
    record = report.record
    source = printable(report.source or "<record>")
    where = f"{source}: game {report.index:,}"
    if report.index == 0:
        if not report.diagnostics:
            return f"{source}: no game"
        return f"{source}: not read: {plural(report.errors, 'error')}"
    if record is None:
        return f"{where} (line {report.line:,}): not read: {plural(report.errors, 'error')}"
    players = printable(", ".join(record.side_names))
    state = "valid" if report.valid else f"{plural(report.errors, 'error')}"
    if report.warnings:
        state += f", {plural(report.warnings, 'warning')}"
    hands = plural(len(report.hands), "hand")
    return f"{where} ({players}): {state}; {report.status}; {hands}, {plural(report.turns_checked, 'turn')}"
