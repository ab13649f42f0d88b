"""What a summary of a checked game says, as tables of text cells, before any layout.

``?`` marks a value the record does not let anyone know; ``-`` marks a count that was
never made (the hand stopped at the target, or the record stops before the hand ends).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from allfives_notation.check.report import GameReport, HandSummary, SeatFigures
from allfives_notation.engine.rules import HandEndRule
from allfives_notation.errors import plural
from allfives_notation.record.model import GameRecord, HowEnded, Knowledge

UNKNOWN: Final = "?"
NOT_COUNTED: Final = "-"
_KNOWLEDGE: Final = {
    Knowledge.OPEN: "open: every hand and the boneyard known",
    Knowledge.PUBLIC: "public: only what the table shows",
}


# ---- the summary as data, shared by the text and the Markdown -----------------------------


@dataclass(frozen=True, slots=True)
class _Column:
    """One column of a table; numbers stand to the right."""

    name: str
    numeric: bool = True


@dataclass(frozen=True, slots=True)
class _Group:
    """Columns under one heading (``Score`` over ``Ann  Ben``); ``short`` names it in Markdown."""

    title: str
    short: str
    columns: tuple[_Column, ...]


@dataclass(frozen=True, slots=True)
class TextTable:
    """A table of groups of columns, and its rows of cells already written as text."""

    groups: tuple[_Group, ...]
    rows: tuple[tuple[str, ...], ...]

    @property
    def columns(self) -> tuple[_Column, ...]:
        """Every column, left to right."""
        return tuple(column for group in self.groups for column in group.columns)


@dataclass(frozen=True, slots=True)
class Summary:
    """What a summary says, before it is laid out as text or Markdown."""

    title: str
    facts: tuple[tuple[str, str], ...]  # (label, value): players, rules, view, ...
    hands: TextTable | None  # None: the game could not be read
    notes: tuple[str, ...]  # what ? and - mean, when the hand table uses them
    result: str
    players: TextTable | None
    verdict: str
    findings: tuple[str, ...] = ()  # each finding as validate shows it, its line and caret below it


def _verdict(report: GameReport) -> str:
    """``valid``, ``valid, 1 warning``, or ``2 errors, 1 warning``."""
    warnings = plural(report.warnings, "warning")
    if report.valid:
        return "valid" if not report.warnings else f"valid, {warnings}"
    return f"{plural(report.errors, 'error')}, {warnings}"


def title(report: GameReport) -> str:
    """Event and round, site, date, as far as the record names them."""
    record = report.record
    if record is None:
        if report.index < 1:  # the file itself could not be read: no game in it to name
            return report.source or "Unreadable record"
        return f"Game {report.index:,}" + (f" of {report.source}" if report.source else "")
    event = record.event or ""
    if record.round:
        event = f"{event}, round {record.round}" if event else f"Round {record.round}"
    parts = [part for part in (event, record.site, record.date) if part]
    return " - ".join(parts) or "All Fives game"


def _where(report: GameReport) -> str | None:
    """Which file and game the summary is of, when the report knows its file."""
    if report.source is None:
        return None
    game = f", game {report.index:,}" if report.index >= 1 else ""
    line = f" (line {report.line:,})" if report.line >= 1 else ""
    return f"{report.source}{game}{line}"


def _players(record: GameRecord) -> str:
    """``Ann, Ben, Cat``; partnerships as ``Ann+Cat against Ben+Dan``."""
    if record.partnerships:
        return " against ".join(record.side_names)
    return ", ".join(record.seats)


def _view(record: GameRecord) -> str:
    view = record.view
    if view.level is Knowledge.PLAYER and view.seat is not None:
        return f"player: {record.seats[view.seat]}'s hands known, the others' as they are shown"
    return _KNOWLEDGE.get(view.level, view.level.value)


def _rules(record: GameRecord) -> str:
    return f"{record.rules}, target {record.table.target}"


def _start(record: GameRecord) -> str | None:
    """Where a record that begins at a later hand picks the game up."""
    if record.first_hand == 1 and record.start_scores is None:
        return None
    where = f"at hand {record.first_hand}"
    if record.start_scores is None:
        return f"{where}, scores carried in not given"
    carried = ", ".join(f"{n} {s}" for n, s in zip(record.side_names, record.start_scores, strict=True))
    return f"{where}, scores carried in: {carried}"


def seat_name(record: GameRecord, seat: int | None) -> str:
    """A seat's name, or ``?`` when there is none."""
    if seat is None or not 0 <= seat < len(record.seats):
        return UNKNOWN
    return record.seats[seat]


def ended(record: GameRecord, hand: HandSummary, last: bool) -> str:
    """``Ann out``, ``blocked``, ``Ben reaches target``, ``in progress``."""
    if hand.how is HowEnded.OUT:
        return f"{seat_name(record, hand.seat)} out"
    if hand.how is HowEnded.BLOCKED:
        return "blocked"
    if hand.how is HowEnded.TARGET:
        return f"{seat_name(record, hand.seat)} reaches target"
    return "in progress" if last else "not ended"


def counted(hand: HandSummary) -> bool:
    """Whether the hand had its end-of-hand count (R17): not when it stopped at the target or unfinished."""
    return hand.how is HowEnded.OUT or hand.how is HowEnded.BLOCKED


def _cell(value: int | None) -> str:
    return UNKNOWN if value is None else f"{value:,}"


def _cells(values: Sequence[int | None] | None, count: int) -> list[str]:
    """One cell per seat or side; all ``?`` when the report has no figures."""
    if values is None or len(values) != count:
        return [UNKNOWN] * count
    return [_cell(value) for value in values]


def _awarding(record: GameRecord) -> bool:
    """Whether a hand's end wins a side points (``award``, or the go point of ``last-tile``, R21)."""
    return record.rules.hand_end is not HandEndRule.DEDUCT


def _hand_table(report: GameReport, record: GameRecord) -> tuple[TextTable, tuple[str, ...]]:
    """The hand-by-hand table, and notes on the marks it uses."""
    players, sides = len(record.seats), record.table.sides
    awarding = _awarding(record)
    seat_columns = tuple(_Column(name) for name in record.seats)
    side_columns = tuple(_Column(name) for name in record.side_names)
    if record.rules.hand_end is HandEndRule.LAST_TILE:
        end_group = _Group("Go", "Go", side_columns)  # the point for going out (R21)
    elif awarding:
        end_group = _Group("Awarded", "Award", side_columns)
    else:
        end_group = _Group("Deducted", "Deduct", seat_columns)
    groups = (
        _Group("", "", (_Column("Hand"), _Column("Leader", numeric=False), _Column("Ended", numeric=False))),
        _Group("Points", "Play", seat_columns),
        end_group,
        _Group("Score", "Score", side_columns),
    )
    rows = []
    for h, hand in enumerate(report.hands):
        last = h == len(report.hands) - 1
        row = [str(hand.number), seat_name(record, hand.leader), ended(record, hand, last)]
        row += _cells(hand.points, players)
        if not counted(hand):
            row += [NOT_COUNTED] * (sides if awarding else players)
        elif awarding:
            row += _cells(hand.awards, sides)
        else:
            row += _cells(hand.deductions, players)
        row += _cells(hand.scores, sides)
        rows.append(tuple(row))
    table = TextTable(groups, tuple(rows))
    used = {cell for row in table.rows for cell in row[3:]}
    notes = []
    if UNKNOWN in used:
        notes.append(f"{UNKNOWN}  not known from the record")
    if NOT_COUNTED in used:
        notes.append(
            f"{NOT_COUNTED}  no count at the end of the hand (it stopped at the target, or has not ended)"
        )
    for written in record.hands:  # no-double=redeal (R24): what the hand's header says of deals thrown in
        if written.thrown_in:
            deals = f"{written.thrown_in} deal{'s' if written.thrown_in > 1 else ''}"
            notes.append(f"hand {written.number}: {deals} thrown in first, nobody holding a double (R24)")
    return table, tuple(notes)


def deducted_known(report: GameReport, seat: int) -> bool:
    """Whether every deduction of the seat is known, so its total deducted is exact."""
    return all(
        hand.deductions[seat] is not None
        for hand in report.hands
        if counted(hand) and seat < len(hand.deductions)
    )


def best_tile(record: GameRecord, at: tuple[int, int] | None) -> str | None:
    """The tile placed at ``(hand number, turn of the hand from 1)``, as the record writes it."""
    if at is None:
        return None
    number, turn = at
    hand = next((hand for hand in record.hands if hand.number == number), None)
    if hand is None or not 1 <= turn <= len(hand.turns):
        return None
    tile = hand.turns[turn - 1].tile
    return None if tile is None else str(tile)


def best_turn(points: int, tile: str | None, where: str) -> str:
    """``20: 4-4 (hand 1, turn 23)``: the points, the tile that scored them, and where."""
    return f"{points}{'' if tile is None else ': ' + tile} ({where})"


def _best_turn(record: GameRecord, figures: SeatFigures) -> str:
    if figures.best_turn_at is None:
        return NOT_COUNTED
    hand, turn = figures.best_turn_at
    return best_turn(figures.best_turn, best_tile(record, figures.best_turn_at), f"hand {hand}, turn {turn}")


def finding_lines(report: GameReport) -> tuple[str, ...]:
    """Each finding as ``validate`` shows it (where, code, message, rule), then its line and caret."""
    lines: list[str] = []
    for diagnostic in report.diagnostics:
        lines.append(str(diagnostic))
        lines.extend(diagnostic.context.split("\n") if diagnostic.context else ())
    return tuple(lines)


def _players_table(report: GameReport, record: GameRecord) -> TextTable:
    """Each player's figures over the game."""
    first: tuple[_Column, ...] = (_Column("Player", numeric=False),)
    if record.partnerships:
        first += (_Column("Side", numeric=False),)
    columns = (
        *first,
        _Column("Points from play"),
        _Column("Scoring turns"),
        _Column("Best turn", numeric=False),
        _Column("Tiles drawn"),
        _Column("Passes"),
        _Column("Deducted"),
    )
    rows = []
    for seat, figures in enumerate(report.seats[: len(record.seats)]):
        row = [record.seats[seat]]
        if record.partnerships:
            row.append(record.side_name(record.table.side_of(seat)))
        deducted = f"{figures.deducted:,}" + ("" if deducted_known(report, seat) else f"+{UNKNOWN}")
        row += [
            f"{figures.points:,}",
            f"{figures.scoring_turns:,}",
            _best_turn(record, figures),
            f"{figures.tiles_drawn:,}",
            f"{figures.passes:,}",
            deducted,
        ]
        rows.append(tuple(row))
    return TextTable((_Group("", "", columns),), tuple(rows))


def _result(report: GameReport) -> str:
    """Who won and the final scores, or where an unfinished game stands."""
    record = report.record
    if record is None:
        return f"not read: {plural(report.errors, 'error')}"
    status = report.status
    if report.over and report.winner is not None and report.scores is not None:
        standing = ", ".join(f"{n} {s}" for n, s in zip(record.side_names, report.scores, strict=True))
        status += f" ({standing})"
    return status


def summarise(report: GameReport) -> Summary:
    """What the summary of ``report`` says, laid out by neither text nor Markdown yet."""
    record = report.record
    where = _where(report)
    if record is None:
        facts = (("Record", where),) if where else ()
        return Summary(
            title(report), facts, None, (), _result(report), None, _verdict(report), finding_lines(report)
        )
    found: list[tuple[str, str | None]] = [
        ("Players", _players(record)),
        ("Rules", _rules(record)),
        ("View", _view(record)),
        ("Starts", _start(record)),
        ("Record", where),
    ]
    hands, notes = _hand_table(report, record)
    return Summary(
        title(report),
        tuple((label, value) for label, value in found if value is not None),
        hands,
        notes,
        _result(report),
        _players_table(report, record),
        _verdict(report),
        finding_lines(report),
    )
