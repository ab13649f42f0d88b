"""Totals over many checked games, per player and per partnership: what a club night adds up to.

Players are told apart by name, as a club secretary does: the same name in two games is
the same player. A partnership's award counts for both partners.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from allfives_notation.check.report import GameReport
from allfives_notation.engine.rules import HandEndRule
from allfives_notation.errors import plural
from allfives_notation.record.model import GameRecord
from allfives_notation.summary.content import (
    NOT_COUNTED,
    UNKNOWN,
    TextTable,
    _Column,
    _Group,
    best_tile,
    best_turn,
    counted,
    deducted_known,
)


@dataclass(frozen=True, slots=True)
class BestTurn:
    """The placement that scored most, and where: which file and game, hand and turn."""

    points: int
    tile: str | None
    source: str | None
    game: int
    hand: int
    turn: int


@dataclass(slots=True)
class SideFigures:
    """One player's or one partnership's figures over every game they played."""

    name: str
    games: int = 0
    won: int = 0
    hands: int = 0
    points: int = 0  # scored by placements
    deducted: int = 0  # lost to the pips left (R17), where known
    deducted_known: bool = True
    awarded: int = 0  # won from the others' pips (hand-end=award), where known
    awarded_known: bool = True
    best: BestTurn | None = None

    @property
    def per_hand(self) -> float | None:
        """Points from play a hand, or None before any hand."""
        return self.points / self.hands if self.hands else None

    def take(self, best: BestTurn | None) -> None:
        """Keep ``best`` if it beats the best turn so far (the first of equals stays)."""
        if best is not None and (self.best is None or best.points > self.best.points):
            self.best = best


@dataclass(slots=True)
class Totals:
    """What a run of ``summary`` adds up to: per player and per partnership, in the order they first sat."""

    files: int = 0
    games: int = 0  # games read
    valid: int = 0
    unread: int = 0  # files and games that could not be read: they add nothing
    files_read: int = 0  # files that gave a game
    sources: set[str] = field(default_factory=set)
    players: dict[str, SideFigures] = field(default_factory=dict)
    sides: dict[str, SideFigures] = field(default_factory=dict)  # partnerships only
    deducting: bool = False  # whether a game deducted the pips left (hand-end=deduct)
    awarding: bool = False  # whether a game awarded them (hand-end=award)
    shared_awards: bool = False  # whether a partnership game awarded them: both partners get the award

    def add(self, report: GameReport) -> None:
        """Count one checked game; one that could not be read adds nothing."""
        record = report.record
        if record is None:
            self.unread += 1
            return
        self.games += 1
        self.files_read += report.index == 1  # each file numbers its games from 1
        self.valid += report.valid
        if report.source is not None:
            self.sources.add(report.source)
        awarding = record.rules.hand_end is not HandEndRule.DEDUCT  # award, or the go point (R21)
        self.awarding |= awarding
        self.deducting |= not awarding
        self.shared_awards |= awarding and record.partnerships
        awards = _awards(report, record)
        seen_sides: set[int] = set()
        for seat, figures in enumerate(report.seats[: len(record.seats)]):
            side = record.table.side_of(seat)
            rows = [self.players.setdefault(record.seats[seat], SideFigures(record.seats[seat]))]
            if record.partnerships:
                name = record.side_name(side)
                rows.append(self.sides.setdefault(name, SideFigures(name)))
            best = self._best(report, record, figures.best_turn, figures.best_turn_at)
            for row in rows:
                partner_row = row is not rows[0]
                if partner_row and side in seen_sides:
                    row.points += figures.points  # the partner's play adds to the side's
                    row.deducted += figures.deducted
                    row.deducted_known &= deducted_known(report, seat)
                    row.take(best)
                    continue
                row.games += 1
                row.won += report.over and report.winner == side
                row.hands += len(report.hands)
                row.points += figures.points
                row.deducted += figures.deducted
                row.deducted_known &= deducted_known(report, seat)
                row.awarded += awards[side][0]
                row.awarded_known &= awards[side][1]
                row.take(best)
            seen_sides.add(side)

    def _best(
        self, report: GameReport, record: GameRecord, points: int, at: tuple[int, int] | None
    ) -> BestTurn | None:
        if at is None or not points:
            return None
        return BestTurn(points, best_tile(record, at), report.source, report.index, at[0], at[1])

    def where(self, best: BestTurn) -> str:
        """``game 2, hand 1, turn 23``; with more than one file, the file too."""
        game = f"game {best.game}" if len(self.sources) <= 1 else f"{best.source} game {best.game}"
        return f"{game}, hand {best.hand}, turn {best.turn}"


def _awards(report: GameReport, record: GameRecord) -> list[tuple[int, bool]]:
    """Per side: the points awarded over the game (hand-end=award), and whether each is known."""
    out = [(0, True)] * record.table.sides
    if record.rules.hand_end is not HandEndRule.AWARD:
        return out
    for hand in report.hands:
        if not counted(hand):
            continue
        for side in range(record.table.sides):
            points, known = out[side]
            if hand.awards is None or side >= len(hand.awards):
                out[side] = (points, False)
            else:
                out[side] = (points + hand.awards[side], known)
    return out


def totals_title(totals: Totals) -> str:
    """``Totals: 3 games in 1 file, all valid``; ``...; 1 not read`` for a file or game that adds nothing."""
    files = totals.files_read
    checked = "all valid" if totals.valid == totals.games else f"{totals.games - totals.valid:,} invalid"
    unread = f"; {totals.unread:,} not read" if totals.unread else ""
    return f"Totals: {plural(totals.games, 'game')} in {plural(files, 'file')}, {checked}{unread}"


def _total(value: int, known: bool) -> str:
    return f"{value:,}" + ("" if known else f"+{UNKNOWN}")


def totals_table(totals: Totals, figures: dict[str, SideFigures], who: str) -> TextTable:
    """One row per player (or partnership): games, won, points, deducted or awarded, a hand, best turn."""
    columns = [
        _Column(who, numeric=False),
        _Column("Games"),
        _Column("Won"),
        _Column("Hands"),
        _Column("Points from play"),
    ]
    if totals.deducting:
        columns.append(_Column("Deducted"))
    if totals.awarding:
        columns.append(_Column("Awarded"))
    columns += [_Column("Play a hand"), _Column("Best turn", numeric=False)]
    rows = []
    for row in figures.values():
        cells = [row.name, f"{row.games:,}", f"{row.won:,}", f"{row.hands:,}", f"{row.points:,}"]
        if totals.deducting:
            cells.append(_total(row.deducted, row.deducted_known))
        if totals.awarding:
            cells.append(_total(row.awarded, row.awarded_known))
        per_hand = row.per_hand
        cells.append(NOT_COUNTED if per_hand is None else f"{per_hand:,.1f}")
        best = row.best
        cells.append(NOT_COUNTED if best is None else best_turn(best.points, best.tile, totals.where(best)))
        rows.append(tuple(cells))
    return TextTable((_Group("", "", tuple(columns)),), tuple(rows))


def totals_notes(totals: Totals) -> tuple[str, ...]:
    """What the totals' columns and marks mean, as far as they are used."""
    notes = ["Won: games the side won; Play a hand: points from play per hand played"]
    if totals.shared_awards:
        notes.append("a partnership's award counts for both partners")
    rows = [*totals.players.values(), *totals.sides.values()]
    if any(not row.deducted_known or not row.awarded_known for row in rows):
        notes.append(f"+{UNKNOWN}  and more the record does not tell")
    return tuple(notes)
