"""One game as rows of the games database: its header, verdict, seats, hands, turns, calls and findings.

The per-turn figures (the arm, the count, the open ends) are the layout's after each turn
as :func:`allfives_notation.board.position.game_positions` works it out, and the verdict
and figures are the validator's report: nothing here replays a hand of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from allfives_notation.board.position import Position
from allfives_notation.check.report import GameReport, SeatFigures
from allfives_notation.collection.games import GameInFile
from allfives_notation.collection.keys import LATER, NO_ARM, arm_placed, play_key, public_play
from allfives_notation.engine.arms import ARMS
from allfives_notation.notation.header import header_tags
from allfives_notation.record.model import GameRecord, Turn

Row = tuple[object, ...]
_ARM_NAMES: Final = {**{int(arm): arm.name for arm in ARMS}, 4: "lead"}


def _arm_name(turn: Turn, moments: tuple[Position, ...], t: int, after: Position) -> str | None:
    """The arm turn ``t`` put its tile on, by name: W... or a later double's path (``E3N``, R25), or lead."""
    code = arm_placed(turn.arm, moments, t)
    if code in _ARM_NAMES or code == NO_ARM:
        return _ARM_NAMES.get(code)
    arm = code - LATER
    return after.names[arm] if arm < len(after.names) and after.names[arm] else str(turn.arm)


@dataclass(slots=True)
class GameRows:
    """A game's rows, table by table (the game's own id filled in when it is inserted)."""

    game: Row
    tags: list[Row] = field(default_factory=list)
    players: list[Row] = field(default_factory=list)
    hands: list[Row] = field(default_factory=list)
    hand_scores: list[Row] = field(default_factory=list)
    turns: list[Row] = field(default_factory=list)
    calls: list[Row] = field(default_factory=list)
    findings: list[Row] = field(default_factory=list)


def rows_of(game: GameInFile) -> GameRows:
    """Every row a game gives; each starts with the game's id (its own row: and its file's), left to fill."""
    report = game.report()
    record = report.record
    header = record if record is not None else game.header()
    positions = game.positions() if record is not None else ()
    rows = GameRows(_game_row(game, header, report, positions))
    if header is not None:
        rows.tags = [(None, i, name, value) for i, (name, value) in enumerate(header_tags(header), start=1)]
        rows.players = _players(header, report.seats)
    if record is not None:
        _hands(record, report, positions, rows)
    for i, found in enumerate(report.diagnostics, start=1):
        rows.findings.append(
            (None, i, found.code, found.severity.value, found.message, found.rule, found.hand,
             found.line, found.column, found.pointer, found.expected, found.found)
        )  # fmt: skip
    return rows


def _game_row(
    game: GameInFile,
    header: GameRecord | None,
    report: GameReport,
    positions: tuple[tuple[Position, ...], ...],
) -> Row:
    record = report.record
    place = (
        None,
        None,
        game.number,
        game.line,
        -1,  # the offset and size in the file: the caller knows them
        -1,
        game.form.value,
        int(record is not None),
    )
    verdict = (int(report.valid), report.errors, report.warnings)
    if header is None:
        return (*place, *verdict, *([None] * 18))
    view = header.view
    played: Row = (None, None, None, None, None)
    if record is not None:
        played = (
            None if report.winner is None else record.side_name(report.winner),
            int(report.over),
            len(record.hands),
            sum(len(hand.turns) for hand in record.hands),
            play_key(public_play(record, positions)),
        )
    return (
        *place,
        *verdict,
        header.event,
        header.site,
        header.date,
        header.round,
        None if header.seed is None else str(header.seed),
        ", ".join(header.seats),
        len(header.seats),
        int(header.partnerships),
        str(header.rules),
        header.table.target,
        view.level.value,
        None if view.seat is None else view.seat + 1,
        "*" if header.result is None else header.side_name(header.result),
        *played,
    )


def _players(header: GameRecord, figures: tuple[SeatFigures, ...]) -> list[Row]:
    out: list[Row] = []
    for seat, name in enumerate(header.seats):
        side = header.table.side_of(seat)
        won = None if header.result is None else int(header.result == side)
        numbers: Row = (None,) * 6
        if seat < len(figures):
            f = figures[seat]
            numbers = (f.points, f.deducted, f.scoring_turns, f.best_turn, f.tiles_drawn, f.passes)
        out.append((None, seat + 1, name, side + 1, won, *numbers))
    return out


def _hands(
    record: GameRecord, report: GameReport, positions: tuple[tuple[Position, ...], ...], rows: GameRows
) -> None:
    summaries = {summary.number: summary for summary in report.hands}
    table = record.table
    for hand, moments in zip(record.hands, positions, strict=True):
        last = moments[-1]
        rows.hands.append(
            (
                None,
                hand.number,
                hand.leader + 1,
                None if last.lead is None else str(last.lead.tile),
                None if last.spinner is None else str(last.spinner),
                None if hand.end is None else hand.end.how.value,
                None if hand.end is None or hand.end.seat is None else hand.end.seat + 1,
                len(hand.turns),
                int(all(last.arms)),
                hand.thrown_in,
            )
        )
        summary = summaries.get(hand.number)
        before = moments[0].scores
        for side in range(table.sides):
            seats = table.seats_of(side)
            points = deducted = award = score = None
            if summary is not None:
                points = sum(summary.points[s] for s in seats if s < len(summary.points))
                taken = [summary.deductions[s] for s in seats if s < len(summary.deductions)]
                deducted = None if any(d is None for d in taken) else sum(d for d in taken if d is not None)
                award = None if summary.awards is None else summary.awards[side]
                score = None if summary.scores is None else summary.scores[side]
            rows.hand_scores.append(
                (
                    None,
                    hand.number,
                    side + 1,
                    points,
                    deducted,
                    award,
                    None if before is None else before[side],
                    score,
                )
            )
        for t, turn in enumerate(hand.turns):
            after = moments[t + 1] if t + 1 < len(moments) else last
            placed = turn.tile is not None and after.latest is not None
            ends = [end for end in after.ends if end is not None]
            rows.turns.append(
                (
                    None,
                    hand.number,
                    t + 1,
                    turn.seat + 1,
                    turn.draws,
                    " ".join(str(tile) for tile in turn.drawn) or None,
                    None if turn.tile is None else str(turn.tile),
                    _arm_name(turn, moments, t, after) if turn.tile is not None else None,
                    int(turn.passed),
                    turn.points,
                    after.count_points if placed else None,
                    after.count,
                    *after.ends[:4],  # W, E, N, S; a later double's arms (R25) are in ``ends`` alone
                    " ".join(str(end) for end in sorted(ends)),
                    " ".join(turn.glyphs) or None,
                    turn.line or None,
                )
            )
            for position, call in enumerate(turn.calls, start=1):
                rows.calls.append(
                    (None, hand.number, t + 1, position, call.seat + 1, call.points,
                     " ".join(call.glyphs) or None, call.line or None)
                )  # fmt: skip
