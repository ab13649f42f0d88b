"""The study report: per player, what their decisions cost and where; each hand's biggest swings, in words.

Built from the judged decisions of :mod:`allfives_notation.analysis.study`, as data
(:func:`study_report`), then written as text, Markdown or JSON.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from allfives_notation.analysis.racing import INACCURACY
from allfives_notation.analysis.study import Judged, not_judged_note
from allfives_notation.engine.layout import Arm
from allfives_notation.engine.tiles import TILES
from allfives_notation.record.model import GameRecord

SWINGS_PER_HAND = 2


@dataclass(frozen=True, slots=True)
class PlayerFigures:
    """One player's study figures over a game."""

    name: str
    decisions: int  # turns judged with more than one option
    points_lost: float  # expected points given away against the best option, summed
    accurate: int  # decisions within the inaccuracy threshold of the best
    missed_chances: int  # placements where another option scored more at once
    points_missed: int  # how many more points those options scored at once
    conceded: int  # points the next player scored at once on the count left them

    @property
    def accuracy(self) -> float | None:
        """Share of decisions within the inaccuracy threshold of the best (None with no decision)."""
        return self.accurate / self.decisions if self.decisions else None


@dataclass(frozen=True, slots=True)
class Moment:
    """A key moment: a decision that gave away much, with the layout then and a line saying what happened."""

    hand: int  # the hand's number
    turn: int  # the turn of the hand, from 1
    player: str
    loss: float
    layout: str
    line: str


@dataclass(frozen=True, slots=True)
class StudyReport:
    """One game's study report."""

    title: str
    players: tuple[PlayerFigures, ...]
    moments: tuple[Moment, ...]
    not_judged: str | None


def _placement(tile: int, arm: int) -> str:
    return str(TILES[tile]) if arm < 0 else f"{TILES[tile]} {Arm(arm).word}"


def _signed(value: float) -> str:
    return f"{value:+.1f}".replace("+0.0", "0.0").replace("-0.0", "0.0")


def study_report(record: GameRecord, judged: list[Judged], title: str) -> StudyReport:
    """The report on one game from its judged decisions."""
    players = []
    for seat, name in enumerate(record.seats):
        mine = [j for j in judged if j.decision.seat == seat]
        choices = [j for j in mine if j.choice]
        best_now = [
            max(o.points for o in j.verdict.options) if j.verdict else j.decision.points for j in mine
        ]
        missed = [
            (now - j.decision.points)
            for j, now in zip(mine, best_now, strict=True)
            if now > j.decision.points
        ]
        players.append(
            PlayerFigures(
                name,
                len(choices),
                sum(max(0.0, j.loss) for j in choices),
                sum(1 for j in choices if j.loss < INACCURACY),
                len(missed),
                sum(missed),
                sum(j.decision.next_points or 0 for j in mine),
            )
        )
    moments = []
    for h, hand in enumerate(record.hands):
        in_hand = sorted(
            (j for j in judged if j.decision.hand == h and j.choice and j.loss >= INACCURACY),
            key=lambda j: -j.loss,
        )
        for j in in_hand[:SWINGS_PER_HAND]:
            moments.append(_moment(record, hand.number, j))
    return StudyReport(title, tuple(players), tuple(moments), not_judged_note(record))


def _moment(record: GameRecord, hand_number: int, judged: Judged) -> Moment:
    decision, verdict, played = judged.decision, judged.verdict, judged.played
    assert verdict is not None and played is not None
    best = verdict.best
    name = record.seats[decision.seat]
    after = decision.next_points
    nxt = record.seats[record.table.next_seat[decision.seat]]
    left = f", and {nxt} scored {after} at once on the count it left" if after else ""
    line = (
        f"{name} played {_placement(decision.tile, decision.arm)} for {decision.points}{left}"
        f" (worth {_signed(played.value)} to the end of the hand);"
        f" {_placement(best.tile, best.arm)} scored {best.points} and was worth {_signed(best.value)}"
    )
    if verdict.reach and played.win is not None and best.win is not None:
        line += f" (chance to win the game {played.win:.0%} against {best.win:.0%})"
    return Moment(hand_number, decision.turn + 1, name, judged.loss, decision.layout, line)


def as_text(reports: list[StudyReport]) -> str:
    """The reports as plain text."""
    lines: list[str] = []
    for report in reports:
        lines.append(report.title)
        if report.not_judged:
            lines.append(f"  not judged: {report.not_judged}")
        for p in report.players:
            if not p.decisions and not p.missed_chances:
                continue
            accuracy = "-" if p.accuracy is None else f"{p.accuracy:.0%}"
            lines.append(
                f"  {p.name}: {p.decisions} decisions, accuracy {accuracy}, {p.points_lost:.1f} points lost;"
                f" {p.missed_chances} scoring chances missed ({p.points_missed} points);"
                f" {p.conceded} points conceded on counts left for the next player"
            )
        if report.moments:
            lines.append("  Key moments:")
        for m in report.moments:
            lines.append(f"    hand {m.hand}, turn {m.turn} ({m.loss:.1f} points lost): {m.line}")
            lines.append(f"      layout before: {m.layout}")
        lines.append("")
    return "\n".join(lines)


def as_markdown(reports: list[StudyReport]) -> str:
    """The reports as Markdown: a table per game, then its key moments."""
    lines: list[str] = []
    for report in reports:
        lines += [f"## {report.title}", ""]
        if report.not_judged:
            lines += [f"Not judged: {report.not_judged}.", ""]
        lines += [
            "| Player | Decisions | Accuracy | Points lost | Scoring chances missed | Points conceded |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for p in report.players:
            accuracy = "-" if p.accuracy is None else f"{p.accuracy:.0%}"
            lines.append(
                f"| {p.name} | {p.decisions} | {accuracy} | {p.points_lost:.1f} |"
                f" {p.missed_chances} ({p.points_missed} points) | {p.conceded} |"
            )
        lines.append("")
        if report.moments:
            lines += ["Key moments:", ""]
        for m in report.moments:
            lines.append(f"- Hand {m.hand}, turn {m.turn} ({m.loss:.1f} points lost): {m.line}.")
            lines.append(f"  Layout before: `{m.layout}`")
        lines.append("")
    return "\n".join(lines)


def as_json(reports: list[StudyReport]) -> str:
    """The reports as one JSON document: a list, one object per game."""

    def player(p: PlayerFigures) -> dict[str, Any]:
        return {
            "name": p.name,
            "decisions": p.decisions,
            "accuracy": None if p.accuracy is None else round(p.accuracy, 3),
            "pointsLost": round(p.points_lost, 1),
            "missedChances": p.missed_chances,
            "pointsMissed": p.points_missed,
            "conceded": p.conceded,
        }

    def moment(m: Moment) -> dict[str, Any]:
        return {
            "hand": m.hand,
            "turn": m.turn,
            "player": m.player,
            "pointsLost": round(m.loss, 1),
            "layout": m.layout,
            "line": m.line,
        }

    return (
        json.dumps(
            [
                {
                    "game": r.title,
                    "notJudged": r.not_judged,
                    "players": [player(p) for p in r.players],
                    "moments": [moment(m) for m in r.moments],
                }
                for r in reports
            ],
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    )
