"""What the validator's tests share: the views a record is written at, findings in words, counts."""

from __future__ import annotations

from allfives_notation.check import GameReport
from allfives_notation.record import GameRecord, Knowledge, Turn, View
from allfives_notation.record.walk import HandReplay, HandVisitor


def every_view(players: int) -> list[View]:
    """Open, public, and a player record for each seat."""
    return [
        View(Knowledge.OPEN),
        View(Knowledge.PUBLIC),
        *(View(Knowledge.PLAYER, s) for s in range(players)),
    ]


def view_at(level: str, seat: int) -> View:
    """The view a record is written at: ``open``, ``player`` (``seat``'s) or ``public``."""
    return {
        "open": View(Knowledge.OPEN),
        "player": View(Knowledge.PLAYER, seat),
        "public": View(Knowledge.PUBLIC),
    }[level]


def shown(report: GameReport) -> str:
    """A report's findings, a line each, for an assertion's message."""
    return "\n".join(map(str, report.diagnostics)) or "no diagnostics"


class _Counts(HandVisitor):
    """What each placement's open ends score by the count, before any target (R15, R20, R22)."""

    def __init__(self) -> None:
        self.points: dict[int, int] = {}

    def after_placement(
        self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int, points: int
    ) -> None:
        self.points[t] = points


def counted(record: GameRecord, h: int) -> dict[int, int]:
    """Each placement of hand ``h`` and what its count scores (what the side scores may be less)."""
    visitor = _Counts()
    HandReplay(record, h, visitor).run()
    return visitor.points
