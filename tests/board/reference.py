"""What the page must show at each moment, worked out in Python: the positions, arrangements and words.

The page replays the moves it stores and arranges them in its own script; the browser
tests hold every moment it works out equal to this, the drawing the terminal makes too.
"""

from __future__ import annotations

from typing import Any

from allfives_notation.board import arrange, game_positions
from allfives_notation.board.arrange import Picture
from allfives_notation.board.html import NARROW, WIDE
from allfives_notation.board.position import Position
from allfives_notation.board.terminal import ends_text, moment_title
from allfives_notation.check.report import GameReport
from allfives_notation.record.model import GameRecord


def board(picture: Picture) -> dict[str, Any]:
    """A picture as the page's script gives it: each tile's cell, halves, stance, marks and arm."""
    return {
        "rows": picture.rows,
        "cols": picture.columns,
        "tiles": [
            [
                c.row,
                c.column,
                c.first,
                c.second,
                int(c.upright),
                int(c.latest),
                int(c.spinner),
                -1 if c.arm is None else int(c.arm),
                int(c.apart),
            ]
            for c in picture.cells
        ],
        "ends": [list(end) for end in picture.ends],
    }


def moment(game: GameRecord, position: Position) -> dict[str, Any]:
    """One moment as the page's ``allfivesViewer.moment`` gives it."""
    return {
        "title": moment_title(game, position),
        "ends": ends_text(position),
        "count": position.count,
        "tiles": position.on_table,
        "boneyard": position.boneyard,
        "scores": None if position.scores is None else list(position.scores),
        "toPlay": position.to_play,
        "problem": position.problem,
        "spinner": None if position.spinner is None else str(position.spinner),
        "names": list(position.names),
        "hands": [
            {"known": [[t.high, t.low] for t in seat.known], "hidden": seat.hidden} for seat in position.hands
        ],
        "wide": board(arrange(position, *WIDE)),
        "narrow": board(arrange(position, *NARROW)),
    }


def moments(report: GameReport, game: GameRecord | None = None) -> list[dict[str, Any]]:
    """Every moment of a checked game, in order, as the page must show it."""
    record = game or report.record
    assert record is not None
    worked = {summary.number: summary.scores for summary in report.hands}
    return [moment(record, p) for hand in game_positions(record, worked) for p in hand]
