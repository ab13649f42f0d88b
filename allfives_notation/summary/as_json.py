"""The summary as a JSON-ready dict with stable keys, for programs."""

from __future__ import annotations

from typing import Any, Final

from allfives_notation.check.report import GameReport, HandSummary, SeatFigures
from allfives_notation.record.model import GameRecord
from allfives_notation.summary.content import best_tile, counted, deducted_known, ended, seat_name, title
from allfives_notation.summary.totals import SideFigures, Totals, totals_title

#: What the JSON summary says it is, so a reader knows which keys to expect.
_FORMAT: Final = "AFN summary 1.0"
_TOTALS_FORMAT: Final = "AFN summary totals 1.0"


# ---- JSON ------------------------------------------------------------------------------


def _json_hand(record: GameRecord, hand: HandSummary, last: bool) -> dict[str, Any]:
    return {
        "number": hand.number,
        "leader": seat_name(record, hand.leader),
        "ended": ended(record, hand, last),
        "how": None if hand.how is None else hand.how.value,
        "seat": None if hand.seat is None else seat_name(record, hand.seat),
        "counted": counted(hand),
        "turns": hand.turns,
        "points": list(hand.points),
        "deductions": list(hand.deductions),
        "awards": None if hand.awards is None else list(hand.awards),
        "scores": None if hand.scores is None else list(hand.scores),
    }


def _json_figures(report: GameReport, record: GameRecord, seat: int, figures: SeatFigures) -> dict[str, Any]:
    at = figures.best_turn_at
    return {
        "player": record.seats[seat],
        "side": record.side_name(record.table.side_of(seat)),
        "points": figures.points,
        "scoring_turns": figures.scoring_turns,
        "best_turn": figures.best_turn,
        "best_turn_at": None if at is None else {"hand": at[0], "turn": at[1]},
        "best_turn_tile": best_tile(record, at),
        "tiles_drawn": figures.tiles_drawn,
        "passes": figures.passes,
        "deducted": figures.deducted,
        "deducted_known": deducted_known(report, seat),
    }


def summary_json(report: GameReport) -> dict[str, Any]:
    """The same summary as a JSON-ready dict with stable keys; lists go in seat or side order.

    ``hands[i].points`` and ``deductions`` are per player (``players``), ``awards`` and
    ``scores`` per side (``sides``); ``null`` where the record does not tell. ``winner``
    is a side's name, or null while no side has won.
    """
    record = report.record
    out: dict[str, Any] = {
        "format": _FORMAT,
        "source": report.source,
        "game": report.index,
        "line": report.line,
        "read": record is not None,
        "title": title(report),
        "event": None,
        "site": None,
        "date": None,
        "round": None,
        "players": [],
        "partnerships": False,
        "sides": [],
        "rules": None,
        "target": None,
        "hand_end": None,
        "view": None,
        "first_hand": None,
        "start_scores": None,
        "hands": [],
        "figures": [],
        "scores": None,
        "winner": None,
        "status": report.status,
        "over": report.over,
        "valid": report.valid,
        "errors": report.errors,
        "warnings": report.warnings,
        "findings": [diagnostic.to_json() for diagnostic in report.diagnostics],
    }
    if record is None:
        return out
    view = record.view
    last = len(report.hands) - 1
    out.update(
        event=record.event,
        site=record.site,
        date=record.date,
        round=record.round,
        players=list(record.seats),
        partnerships=record.partnerships,
        sides=list(record.side_names),
        rules=str(record.rules),
        target=record.table.target,
        hand_end=record.rules.hand_end.value,
        view={"level": view.level.value, "seat": None if view.seat is None else record.seats[view.seat]},
        first_hand=record.first_hand,
        start_scores=None if record.start_scores is None else list(record.start_scores),
        hands=[_json_hand(record, hand, h == last) for h, hand in enumerate(report.hands)],
        figures=[
            _json_figures(report, record, seat, figures)
            for seat, figures in enumerate(report.seats[: len(record.seats)])
        ],
        scores=None if report.scores is None else list(report.scores),
        winner=None if report.winner is None else record.side_name(report.winner),
    )
    return out


def _json_totals_row(totals: Totals, row: SideFigures, who: str) -> dict[str, Any]:
    best = row.best
    return {
        who: row.name,
        "games": row.games,
        "won": row.won,
        "hands": row.hands,
        "points": row.points,
        "points_per_hand": None if row.per_hand is None else round(row.per_hand, 2),
        "deducted": row.deducted,
        "deducted_known": row.deducted_known,
        "awarded": row.awarded,
        "awarded_known": row.awarded_known,
        "best_turn": None
        if best is None
        else {
            "points": best.points,
            "tile": best.tile,
            "source": best.source,
            "game": best.game,
            "hand": best.hand,
            "turn": best.turn,
        },
    }


def totals_json(totals: Totals) -> dict[str, Any]:
    """The totals over every game summarized, as a JSON-ready dict: ``players``, then ``partnerships``.

    ``deducted`` and ``awarded`` are exact where ``deducted_known`` and ``awarded_known``
    say so, and at least that much otherwise.
    """
    return {
        "format": _TOTALS_FORMAT,
        "title": totals_title(totals),
        "files": totals.files_read,
        "games": totals.games,
        "valid_games": totals.valid,
        "not_read": totals.unread,
        "players": [_json_totals_row(totals, row, "player") for row in totals.players.values()],
        "partnerships": [_json_totals_row(totals, row, "partnership") for row in totals.sides.values()],
    }
