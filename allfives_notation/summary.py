"""A checked game summed up for a club secretary: plain text, Markdown or JSON. It checks nothing itself.

Everything shown comes from the :class:`~allfives_notation.check.report.GameReport`: the
record's header, the replay's hand-by-hand story and each seat's figures. ``?`` marks a
value the record does not let anyone know; ``-`` marks a count that was never made (the
hand stopped at the target, or the record stops before the hand ends).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from allfives_notation.check.report import GameReport, HandSummary, SeatFigures
from allfives_notation.engine.rules import HandEnd
from allfives_notation.record.model import GameRecord, HowEnded, Knowledge

#: What the JSON summary says it is, so a reader knows which keys to expect.
_FORMAT: Final = "AFN summary 1.0"
_UNKNOWN: Final = "?"
_NOT_COUNTED: Final = "-"
_LABEL_WIDTH: Final = 9  # "Players  ", "Check    ": the facts' labels, padded
_GAP: Final = "  "  # between columns of a group
_GROUP_GAP: Final = "   "  # between groups of columns
_MARKDOWN_SPECIAL: Final = re.compile(r"([\\`*_\[\]<>|#~])")
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
class _Table:
    """A table of groups of columns, and its rows of cells already written as text."""

    groups: tuple[_Group, ...]
    rows: tuple[tuple[str, ...], ...]

    @property
    def columns(self) -> tuple[_Column, ...]:
        """Every column, left to right."""
        return tuple(column for group in self.groups for column in group.columns)


@dataclass(frozen=True, slots=True)
class _Summary:
    """What a summary says, before it is laid out as text or Markdown."""

    title: str
    facts: tuple[tuple[str, str], ...]  # (label, value): players, rules, view, ...
    hands: _Table | None  # None: the game could not be read
    notes: tuple[str, ...]  # what ? and - mean, when the hand table uses them
    result: str
    players: _Table | None
    verdict: str


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _verdict(report: GameReport) -> str:
    """``valid``, ``valid, 1 warning``, or ``2 errors, 1 warning``."""
    warnings = _plural(report.warnings, "warning")
    if report.valid:
        return "valid" if not report.warnings else f"valid, {warnings}"
    return f"{_plural(report.errors, 'error')}, {warnings}"


def _title(report: GameReport) -> str:
    """Event and round, site, date, as far as the record names them."""
    record = report.record
    if record is None:
        if report.index < 1:  # the file itself could not be read: no game in it to name
            return report.source or "Unreadable record"
        return f"Game {report.index}" + (f" of {report.source}" if report.source else "")
    event = record.event or ""
    if record.round:
        event = f"{event}, round {record.round}" if event else f"Round {record.round}"
    parts = [part for part in (event, record.site, record.date) if part]
    return " - ".join(parts) or "All Fives game"


def _where(report: GameReport) -> str | None:
    """Which file and game the summary is of, when the report knows its file."""
    if report.source is None:
        return None
    game = f", game {report.index}" if report.index >= 1 else ""
    line = f" (line {report.line})" if report.line >= 1 else ""
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


def _name(record: GameRecord, seat: int | None) -> str:
    if seat is None or not 0 <= seat < len(record.seats):
        return _UNKNOWN
    return record.seats[seat]


def _ended(record: GameRecord, hand: HandSummary, last: bool) -> str:
    """``Ann out``, ``blocked``, ``Ben reaches target``, ``in progress``."""
    if hand.how is HowEnded.OUT:
        return f"{_name(record, hand.seat)} out"
    if hand.how is HowEnded.BLOCKED:
        return "blocked"
    if hand.how is HowEnded.TARGET:
        return f"{_name(record, hand.seat)} reaches target"
    return "in progress" if last else "not ended"


def _counted(hand: HandSummary) -> bool:
    """Whether the hand had its end-of-hand count (R17): not when it stopped at the target or unfinished."""
    return hand.how is HowEnded.OUT or hand.how is HowEnded.BLOCKED


def _cell(value: int | None) -> str:
    return _UNKNOWN if value is None else str(value)


def _cells(values: Sequence[int | None] | None, count: int) -> list[str]:
    """One cell per seat or side; all ``?`` when the report has no figures."""
    if values is None or len(values) != count:
        return [_UNKNOWN] * count
    return [_cell(value) for value in values]


def _awarding(record: GameRecord) -> bool:
    return record.rules.hand_end is HandEnd.AWARD


def _hand_table(report: GameReport, record: GameRecord) -> tuple[_Table, tuple[str, ...]]:
    """The hand-by-hand table, and notes on the marks it uses."""
    players, sides = len(record.seats), record.table.sides
    awarding = _awarding(record)
    seat_columns = tuple(_Column(name) for name in record.seats)
    side_columns = tuple(_Column(name) for name in record.side_names)
    end_group = (
        _Group("Awarded", "Award", side_columns) if awarding else _Group("Deducted", "Deduct", seat_columns)
    )
    groups = (
        _Group("", "", (_Column("Hand"), _Column("Leader", numeric=False), _Column("Ended", numeric=False))),
        _Group("Points", "Play", seat_columns),
        end_group,
        _Group("Score", "Score", side_columns),
    )
    rows = []
    for h, hand in enumerate(report.hands):
        last = h == len(report.hands) - 1
        row = [str(hand.number), _name(record, hand.leader), _ended(record, hand, last)]
        row += _cells(hand.points, players)
        if not _counted(hand):
            row += [_NOT_COUNTED] * (sides if awarding else players)
        elif awarding:
            row += _cells(hand.awards, sides)
        else:
            row += _cells(hand.deductions, players)
        row += _cells(hand.scores, sides)
        rows.append(tuple(row))
    table = _Table(groups, tuple(rows))
    used = {cell for row in table.rows for cell in row[3:]}
    notes = []
    if _UNKNOWN in used:
        notes.append(f"{_UNKNOWN}  not known from the record")
    if _NOT_COUNTED in used:
        notes.append(
            f"{_NOT_COUNTED}  no count at the end of the hand (it stopped at the target, or has not ended)"
        )
    return table, tuple(notes)


def _deducted_known(report: GameReport, seat: int) -> bool:
    """Whether every deduction of the seat is known, so its total deducted is exact."""
    return all(
        hand.deductions[seat] is not None
        for hand in report.hands
        if _counted(hand) and seat < len(hand.deductions)
    )


def _best_turn(figures: SeatFigures) -> str:
    if figures.best_turn_at is None:
        return _NOT_COUNTED
    hand, turn = figures.best_turn_at
    return f"{figures.best_turn} (hand {hand}, turn {turn})"


def _players_table(report: GameReport, record: GameRecord) -> _Table:
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
        deducted = str(figures.deducted) + ("" if _deducted_known(report, seat) else f"+{_UNKNOWN}")
        row += [
            str(figures.points),
            str(figures.scoring_turns),
            _best_turn(figures),
            str(figures.tiles_drawn),
            str(figures.passes),
            deducted,
        ]
        rows.append(tuple(row))
    return _Table((_Group("", "", columns),), tuple(rows))


def _result(report: GameReport) -> str:
    """Who won and the final scores, or where an unfinished game stands."""
    record = report.record
    if record is None:
        return f"not read: {_plural(report.errors, 'error')}"
    status = report.status
    if report.over and report.winner is not None and report.scores is not None:
        standing = ", ".join(f"{n} {s}" for n, s in zip(record.side_names, report.scores, strict=True))
        status += f" ({standing})"
    return status


def _summarise(report: GameReport) -> _Summary:
    record = report.record
    where = _where(report)
    if record is None:
        facts = (("Record", where),) if where else ()
        return _Summary(_title(report), facts, None, (), _result(report), None, _verdict(report))
    found: list[tuple[str, str | None]] = [
        ("Players", _players(record)),
        ("Rules", _rules(record)),
        ("View", _view(record)),
        ("Starts", _start(record)),
        ("Record", where),
    ]
    hands, notes = _hand_table(report, record)
    return _Summary(
        _title(report),
        tuple((label, value) for label, value in found if value is not None),
        hands,
        notes,
        _result(report),
        _players_table(report, record),
        _verdict(report),
    )


# ---- plain text ------------------------------------------------------------------------


def _printable(text: str) -> str:
    """Text with no control characters, so a tag value cannot move the cursor or colour the terminal."""
    return "".join("\ufffd" if unicodedata.category(ch) in ("Cc", "Zl", "Zp") else ch for ch in text)


def _width(text: str) -> int:
    """Columns the text takes in a terminal: wide East Asian letters take two, combining marks none."""
    return sum(
        0 if unicodedata.combining(ch) else 2 if unicodedata.east_asian_width(ch) in "WF" else 1
        for ch in text
    )


def _pad(text: str, width: int, right: bool) -> str:
    space = " " * max(0, width - _width(text))
    return space + text if right else text + space


def _text_table(table: _Table) -> list[str]:
    """The table with aligned columns: group headings, column names, a rule, the rows."""
    columns = table.columns
    widths = [max([_width(c.name), *(_width(row[i]) for row in table.rows)]) for i, c in enumerate(columns)]
    start = 0
    for group in table.groups:
        span = range(start, start + len(group.columns))
        room = sum(widths[i] for i in span) + len(_GAP) * (len(span) - 1)
        short = _width(group.title) - room
        for k, i in enumerate(span):  # a heading wider than its columns widens them all alike
            widths[i] += max(0, short) // len(span) + (k < max(0, short) % len(span))
        start += len(group.columns)

    def line(cells: Sequence[str], right: Sequence[bool]) -> str:
        out, i = [], 0
        for group in table.groups:
            span = range(i, i + len(group.columns))
            out.append(_GAP.join(_pad(cells[j], widths[j], right[j]) for j in span))
            i += len(group.columns)
        return _GROUP_GAP.join(out).rstrip()

    numeric = [c.numeric for c in columns]
    lines = []
    if any(group.title for group in table.groups):
        titles, i = [], 0
        for group in table.groups:
            span = range(i, i + len(group.columns))
            room = sum(widths[j] for j in span) + len(_GAP) * (len(span) - 1)
            titles.append(_pad(group.title, room, False))
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
    summary = _summarise(report)
    title = _printable(summary.title)
    lines = [title, "=" * _width(title)]
    lines.extend(_fact(label, _printable(value)) for label, value in summary.facts)
    if summary.hands is not None:
        lines.append("")
        lines.extend(_text_table(summary.hands) if summary.hands.rows else ["No hands recorded."])
        if summary.notes:
            lines.append("")
            lines.extend(summary.notes)
    lines += ["", _fact("Result", _printable(summary.result))]
    if summary.players is not None and summary.players.rows:
        lines.append("")
        lines.extend(_text_table(summary.players))
    lines += ["", _fact("Check", summary.verdict)]
    return "\n".join(lines) + "\n"


# ---- Markdown --------------------------------------------------------------------------


def _md(text: str) -> str:
    """Text with Markdown's special characters escaped, so a name or an event stays as written."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", _printable(text))


def _markdown_table(table: _Table) -> list[str]:
    """A GitHub pipe table; a grouped column is headed ``Score Ann+Cat``, numbers align right."""
    headers = [
        _md(f"{group.short} {column.name}" if group.short else column.name)
        for group in table.groups
        for column in group.columns
    ]
    columns = table.columns
    rows = [[_md(cell) for cell in row] for row in table.rows]
    widths = [max([3, _width(h), *(_width(row[i]) for row in rows)]) for i, h in enumerate(headers)]

    def line(cells: Sequence[str], right: Sequence[bool]) -> str:
        padded = (_pad(cell, widths[i], right[i]) for i, cell in enumerate(cells))
        return "| " + " | ".join(padded) + " |"

    numeric = [c.numeric for c in columns]
    rule = ["-" * (w - 1) + ":" if c.numeric else "-" * w for w, c in zip(widths, columns, strict=True)]
    return [
        line(headers, [False] * len(headers)),
        line(rule, numeric),
        *(line(row, numeric) for row in rows),
    ]


def summary_markdown(report: GameReport) -> str:
    """The same summary as :func:`summary_text`, as GitHub-flavoured Markdown: headings and pipe tables."""
    summary = _summarise(report)
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
    lines += ["## Check", "", summary.verdict.capitalize() + "."]
    return "\n".join(lines) + "\n"


# ---- JSON ------------------------------------------------------------------------------


def _json_hand(record: GameRecord, hand: HandSummary, last: bool) -> dict[str, Any]:
    return {
        "number": hand.number,
        "leader": _name(record, hand.leader),
        "ended": _ended(record, hand, last),
        "how": None if hand.how is None else hand.how.value,
        "seat": None if hand.seat is None else _name(record, hand.seat),
        "counted": _counted(hand),
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
        "tiles_drawn": figures.tiles_drawn,
        "passes": figures.passes,
        "deducted": figures.deducted,
        "deducted_known": _deducted_known(report, seat),
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
        "title": _title(report),
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
