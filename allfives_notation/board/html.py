"""The replay viewer: one self-contained HTML page per file, the game's moments embedded as JSON.

The page's template, style and script are real files in ``board/page/``; this module only
works out the data (with :mod:`allfives_notation.board.position` and the validator's
findings) and inlines everything, so the page needs no network and opens from ``file://``.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Sequence
from importlib.resources import files
from typing import Any, Final

from allfives_notation.board.arrange import arrange
from allfives_notation.board.findings import finding_steps
from allfives_notation.board.position import Position, analysis_of, game_positions
from allfives_notation.board.terminal import ending_text, ends_text, moment_title
from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.report import GameReport
from allfives_notation.notation.writer import turn_text
from allfives_notation.record.model import GameRecord, Knowledge

#: Grids, (columns, rows an arm goes north or south before it turns), for a laptop and for a
#: phone: the page picks one by its width.
WIDE: Final = (13, 3)
NARROW: Final = (7, 5)
_COMMAND: Final = re.compile(r"\s*\[%[A-Za-z][\w-]*(?:[^\]\\]|\\.)*\]\s*")


def _page_file(name: str) -> str:
    return (files("allfives_notation.board") / "page" / name).read_text(encoding="utf-8")


def _finding(d: Diagnostic) -> dict[str, Any]:
    return {
        "code": d.code,
        "severity": d.severity.value,
        "message": d.message,
        "rule": d.rule,
        "where": d.where,
    }


def _board(position: Position, grid: tuple[int, int]) -> dict[str, Any]:
    picture = arrange(position, *grid)
    tiles = [
        [c.row, c.column, c.first, c.second, int(c.upright), int(c.latest), int(c.spinner)]
        for c in picture.cells
    ]
    return {
        "rows": picture.rows,
        "cols": picture.columns,
        "tiles": tiles,
        "ends": [list(e) for e in picture.ends],
    }


def _comment_text(text: str) -> str:
    return _COMMAND.sub(" ", text).strip()


def _step(game: GameRecord, position: Position) -> dict[str, Any]:
    hand = game.hands[position.hand]
    step: dict[str, Any] = {
        "title": moment_title(game, position),
        "ends": ends_text(position),
        "count": position.count,
        "tiles": position.on_table,
        "boneyard": position.boneyard,
        "scores": None if position.scores is None else list(position.scores),
        "toPlay": position.to_play,
        "problem": position.problem,
        "spinner": None if position.spinner is None else str(position.spinner),
        "hands": [
            {"known": [[t.high, t.low] for t in seat.known], "hidden": seat.hidden} for seat in position.hands
        ],
        "wide": _board(position, WIDE),
        "narrow": _board(position, NARROW),
        "findings": [],
    }
    if position.ended:
        step["label"] = "end"
        step["text"] = ending_text(game, position.hand)
        step["comments"] = [_comment_text(c.text) for c in hand.end_comments if _comment_text(c.text)]
    elif position.step == 0:
        step["label"] = "deal"
        step["text"] = f"{game.seats[hand.leader]} leads"
        step["comments"] = [_comment_text(c.text) for c in hand.comments if _comment_text(c.text)]
    else:
        turn = hand.turns[position.step - 1]
        analysis = analysis_of(turn)
        step["label"] = str(position.step)
        step["seat"] = turn.seat
        step["text"] = turn_text(game.seats, turn)
        step["points"] = turn.points
        step["glyphs"] = list(turn.glyphs)
        step["comments"] = [_comment_text(c.text) for c in turn.comments if _comment_text(c.text)]
        if analysis.present:
            step["analysis"] = {
                "eval": analysis.value,
                "best": analysis.best,
                "bestValue": analysis.best_value,
                "count": analysis.count,
                "win": analysis.win,
            }
    return step


def _title(game: GameRecord) -> str:
    who = " v ".join(game.side_names)
    where = ", ".join(x for x in (game.event, game.date) if x)
    return f"{who} ({where})" if where else who


def game_data(report: GameReport) -> dict[str, Any]:
    """Everything the page shows of one checked game, as JSON-ready values."""
    game = report.record
    if game is None:
        raise ValueError("a game that could not be read has nothing to show")
    worked = {summary.number: summary.scores for summary in report.hands}
    hands: list[dict[str, Any]] = []
    for moments in game_positions(game, worked):
        hands.append({"number": moments[0].number, "steps": [_step(game, p) for p in moments]})
    loose = []
    for h, step, d in finding_steps(game, report.diagnostics):
        if h is None:
            loose.append(_finding(d))
        else:
            steps = hands[h]["steps"]
            steps[min(step, len(steps) - 1)]["findings"].append(_finding(d))
    view = game.view.level.value
    if game.view.level is Knowledge.PLAYER and game.view.seat is not None:
        view += f" {game.seats[game.view.seat]}"
    return {
        "title": _title(game),
        "seats": list(game.seats),
        "sides": list(game.side_names),
        "sideOf": [game.table.side_of(s) for s in range(len(game.seats))],
        "view": view,
        "rules": str(game.rules),
        "target": game.table.target,
        "result": None if game.result is None else game.side_name(game.result),
        "verdict": "valid" if report.valid else f"{report.errors} error(s), {report.warnings} warning(s)",
        "findings": loose,
        "hands": hands,
    }


def _embedded(value: object) -> str:
    """JSON safe inside a ``<script>`` element: no ``</`` or ``<!--`` can end it early."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def page(reports: Sequence[GameReport], title: str) -> str:
    """One self-contained HTML page for the games of ``reports`` (a game picker when there are several)."""
    games = [game_data(report) for report in reports if report.record is not None]
    if not games:
        raise ValueError("no game to show")
    template = _page_file("viewer.html")
    replacements = {
        "{{title}}": html.escape(title),
        "/*{{style}}*/": _page_file("viewer.css"),
        "/*{{script}}*/": _page_file("viewer.js"),
        "{{data}}": _embedded({"games": games}),
    }
    return re.sub("|".join(re.escape(k) for k in replacements), lambda m: replacements[m[0]], template)
