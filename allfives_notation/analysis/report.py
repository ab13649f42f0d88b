"""The study report: per player, what their decisions cost and where; each hand's biggest swings, in words.

Built from the judged decisions of :mod:`allfives_notation.analysis.study`, as data
(:func:`study_report`), then written as text, Markdown or JSON. Every figure the search
estimated carries its standard error (``±``), and a decision counts as inaccurate only where
that is sure: where the foot of its loss's 95% interval is at the inaccuracy threshold or above
(its glyph may still be in doubt between two bands, and then the record writes none).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from math import sqrt
from typing import Any

from allfives_notation.analysis.muggins import SlipFigures, slip_figures
from allfives_notation.analysis.racing import CHANCE_STEPS, count_unit, point_steps
from allfives_notation.analysis.study import Judged, evaluation_of, glyph_for, not_judged_note
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.rules import Muggins
from allfives_notation.engine.tiles import TILES
from allfives_notation.notation.evaluation import Evaluation
from allfives_notation.record.model import GameRecord

SWINGS_PER_HAND = 2
#: A player's muggins figures where there were none to count (R23).
NO_SLIPS = SlipFigures(0, 0, 0, 0)


@dataclass(frozen=True, slots=True)
class PlayerFigures:
    """One player's study figures over a game."""

    name: str
    decisions: int  # turns judged with more than one option
    points_lost: float  # expected points given away against the best option, summed
    points_lost_error: float  # its standard error (the decisions' errors taken as independent)
    accurate: int  # decisions not surely giving away an inaccuracy's worth or more
    missed_chances: int  # placements where another option scored more at once
    points_missed: int  # how many more points those options scored at once
    conceded: int  # points the next player scored at once on the count left them
    #: Under muggins=on (R23): the player's slips, in the count's points (:class:`SlipFigures`).
    slips: SlipFigures = NO_SLIPS

    @property
    def accuracy(self) -> float | None:
        """Share of decisions not surely inaccurate (None with no decision)."""
        return self.accurate / self.decisions if self.decisions else None


@dataclass(frozen=True, slots=True)
class KeyMoment:
    """A key moment: a decision that gave away much, with the layout then and a line saying what happened."""

    hand: int  # the hand's number
    turn: int  # the turn of the hand, from 1
    player: str
    loss: float  # expected points given away
    loss_error: float
    glyph: str
    layout: str
    line: str


@dataclass(frozen=True, slots=True)
class StudyReport:
    """One game's study report."""

    title: str
    players: tuple[PlayerFigures, ...]
    moments: tuple[KeyMoment, ...]
    not_judged: str | None
    muggins: bool = False  # claims and calls are the players' own (R23): the report gives their figures


def _placement(board: Layout, tile: int, arm: int) -> str:
    """A placement on ``board`` in words: ``6-4 west``, ``6-3 north of the 3-3 (E)`` (R25), a lead alone."""
    return str(TILES[tile]) if arm < 0 else f"{TILES[tile]} {board.arm_word(arm)}"


def _signed(value: float) -> str:
    return f"{value:+.1f}".replace("+0.0", "0.0").replace("-0.0", "0.0")


def study_report(record: GameRecord, judged: list[Judged], title: str) -> StudyReport:
    """The report on one game from its judged decisions."""
    players = []
    slipped = slip_figures(record)
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
                sqrt(sum(j.loss_error**2 for j in choices)),
                sum(1 for j in choices if not surely_inaccurate(j)),
                len(missed),
                sum(missed),
                sum(j.decision.next_points or 0 for j in mine),
                slipped[seat],
            )
        )
    moments = []
    for h, hand in enumerate(record.hands):
        in_hand = sorted(
            (j for j in judged if j.decision.hand == h and j.choice and surely_inaccurate(j)),
            key=lambda j: -j.loss,
        )
        for j in in_hand[:SWINGS_PER_HAND]:
            moments.append(_moment(record, hand.number, j))
    muggins = record.table.rules.muggins is Muggins.ON
    return StudyReport(title, tuple(players), tuple(moments), not_judged_note(record), muggins)


@dataclass(frozen=True, slots=True)
class WrittenFigures:
    """One player's study figures as an annotated record itself carries them (its ``[%loss]`` and glyphs).

    What a page or a reader can know without the search: the points lost on the decisions
    ranked by points, and the chance to win given away on those ranked by the chance (a
    record keeps no points loss for those), each with its standard error.
    """

    name: str
    decisions: int  # turns with a written loss: more than one option
    points_lost: float
    points_lost_error: float
    chance_decisions: int  # of them, those ranked by the chance to win
    chance_lost: float  # the chance to win given away over those, 0 to 1 each, summed
    chance_lost_error: float
    accurate: int  # decisions not surely inaccurate, as :func:`surely_inaccurate` says
    glyphs: dict[str, int]  # how many of each move glyph the record gives the player's turns

    @property
    def accuracy(self) -> float | None:
        """Share of decisions not surely inaccurate (None with no decision)."""
        return self.accurate / self.decisions if self.decisions else None


MOVE_GLYPHS = ("!", "?!", "?", "??")


def written_figures(record: GameRecord) -> tuple[WrittenFigures, ...]:
    """Each player's study figures, read from an annotated record's commands and glyphs."""
    found: list[list[Evaluation]] = [[] for _ in record.seats]
    glyphs = [dict.fromkeys(MOVE_GLYPHS, 0) for _ in record.seats]
    unit = count_unit(record.table.rules)
    for hand in record.hands:
        for turn in hand.turns:
            evaluation = Evaluation.of_comments(turn.comments)
            if evaluation.loss is not None:
                found[turn.seat].append(evaluation)
            for glyph in turn.glyphs:
                if glyph in glyphs[turn.seat]:
                    glyphs[turn.seat][glyph] += 1
    figures = []
    for seat, name in enumerate(record.seats):
        mine = found[seat]
        points = [e.loss for e in mine if e.loss is not None and not e.by_chance]
        chance = [e.loss for e in mine if e.loss is not None and e.by_chance]
        figures.append(
            WrittenFigures(
                name,
                len(mine),
                sum(max(0.0, loss.value) for loss in points),
                sqrt(sum((loss.error or 0.0) ** 2 for loss in points)),
                len(chance),
                sum(max(0.0, loss.value) for loss in chance),
                sqrt(sum((loss.error or 0.0) ** 2 for loss in chance)),
                sum(1 for e in mine if not _surely_inaccurate(e, unit)),
                glyphs[seat],
            )
        )
    return tuple(figures)


def surely_inaccurate(judged: Judged) -> bool:
    """Whether the decision gave away an inaccuracy's worth or more, sure with 95% confidence.

    The foot of its loss's interval, as the record writes it, is at 3 points (times the
    count's unit, R20: 0.6 in fifths) or above, or 0.05 of the chance to win, where that
    ranks the options.
    """
    return _surely_inaccurate(evaluation_of(judged), _unit(judged))


def _unit(judged: Judged) -> float:
    """The count's unit at the decision's table (:func:`~allfives_notation.analysis.racing.count_unit`)."""
    position = judged.decision.position
    return 1.0 if position is None else count_unit(position.table.rules)


def _surely_inaccurate(evaluation: Evaluation, unit: float) -> bool:
    loss = evaluation.loss
    steps = CHANCE_STEPS if evaluation.by_chance else point_steps(unit)
    return loss is not None and loss.low >= steps[0] - 1e-9


def _glyph(judged: Judged) -> str | None:
    """The glyph the annotated record gives the decision."""
    return glyph_for(evaluation_of(judged), _unit(judged))


def _give_or_take(value: float, error: float) -> str:
    """``+9.1 ± 0.6``, or ``+9.1`` where exact."""
    return _signed(value) if error == 0 else f"{_signed(value)} ± {error:.1f}"


def _moment(record: GameRecord, hand_number: int, judged: Judged) -> KeyMoment:
    decision, verdict, played = judged.decision, judged.verdict, judged.played
    assert verdict is not None and played is not None and decision.position is not None
    best = verdict.best
    board = decision.position.board  # the layout the decision was made on
    name = record.seats[decision.seat]
    after = decision.next_points
    nxt = record.seats[record.table.next_seat[decision.seat]]
    left = f", and {nxt} scored {after} at once on the count it left" if after else ""
    line = (
        f"{name} played {_placement(board, decision.tile, decision.arm)} for {decision.points}{left}"
        f" (worth {_give_or_take(played.value, played.value_error)} to the end of the hand);"
        f" {_placement(board, best.tile, best.arm)} scored {best.points} and was worth"
        f" {_give_or_take(best.value, best.value_error)}"
    )
    if verdict.reach and played.win is not None and best.win is not None:
        line += (
            f" (chance to win the game {_percent(played.win, played.win_error)}"
            f" against {_percent(best.win, best.win_error)})"
        )
    glyph = _glyph(judged) or ""
    return KeyMoment(
        hand_number, decision.turn + 1, name, judged.loss, judged.loss_error, glyph, decision.layout, line
    )


def _percent(chance: float, error: float) -> str:
    return f"{chance:.0%}" if error == 0 else f"{chance:.0%} ± {error:.0%}"


def _lost(value: float, error: float) -> str:
    """``12.3 ± 1.2``, or ``12.3`` where exact."""
    return f"{value:.1f}" if error == 0 else f"{value:.1f} ± {error:.1f}"


def as_text(reports: list[StudyReport]) -> str:
    """The reports as plain text."""
    lines: list[str] = []
    for report in reports:
        lines.append(report.title)
        if report.not_judged:
            lines.append(f"  not judged: {report.not_judged}")
        for p in report.players:
            if not p.decisions and not p.missed_chances and not (report.muggins and _slipped(p.slips)):
                continue
            accuracy = "-" if p.accuracy is None else f"{p.accuracy:.0%}"
            lines.append(
                f"  {p.name}: {p.decisions} decisions, accuracy {accuracy},"
                f" {_lost(p.points_lost, p.points_lost_error)} points lost;"
                f" {p.missed_chances} scoring chances missed ({p.points_missed} points);"
                f" {p.conceded} points conceded on counts left for the next player"
                + (f"; {slips_text(p.slips)}" if report.muggins else "")
            )
        if report.moments:
            lines.append("  Key moments:")
        for m in report.moments:
            lost = " ".join(filter(None, (m.glyph, f"{_lost(m.loss, m.loss_error)} points lost")))
            lines.append(f"    hand {m.hand}, turn {m.turn} ({lost}): {m.line}")
            lines.append(f"      layout before: {m.layout}")
        lines.append("")
    return "\n".join(lines)


def _slipped(slips: SlipFigures) -> bool:
    return bool(slips.claims or slips.calls)


def slips_text(slips: SlipFigures) -> str:
    """A player's muggins figures in words (R23): what their claims gave away, and the calls they let go."""
    return (
        f"{_times(slips.claims, 'claim')} short or struck ({slips.by_claims} points given away),"
        f" {_times(slips.calls, 'call')} not made ({slips.by_calls} points let go)"
    )


def _times(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def as_markdown(reports: list[StudyReport]) -> str:
    """The reports as Markdown: a table per game, then its key moments."""
    lines: list[str] = []
    for report in reports:
        lines += [f"## {report.title}", ""]
        if report.not_judged:
            lines += [f"Not judged: {report.not_judged}.", ""]
        extra = " Claims short or struck | Calls not made |" if report.muggins else ""
        head = "| Player | Decisions | Accuracy | Points lost | Scoring chances missed | Points conceded |"
        lines += [
            head + extra,
            "|---|---:|---:|---:|---:|---:|" + ("---:|---:|" if report.muggins else ""),
        ]
        for p in report.players:
            accuracy = "-" if p.accuracy is None else f"{p.accuracy:.0%}"
            slips = p.slips
            muggins = (
                f" {slips.claims} ({slips.by_claims} points) | {slips.calls} ({slips.by_calls} points) |"
                if report.muggins
                else ""
            )
            lines.append(
                f"| {p.name} | {p.decisions} | {accuracy} | {_lost(p.points_lost, p.points_lost_error)} |"
                f" {p.missed_chances} ({p.points_missed} points) | {p.conceded} |" + muggins
            )
        lines.append("")
        if report.moments:
            lines += ["Key moments:", ""]
        for m in report.moments:
            lost = " ".join(filter(None, (m.glyph, f"{_lost(m.loss, m.loss_error)} points lost")))
            lines.append(f"- Hand {m.hand}, turn {m.turn} ({lost}): {m.line}.")
            lines.append(f"  Layout before: `{m.layout}`")
        lines.append("")
    return "\n".join(lines)


def as_json(reports: list[StudyReport]) -> str:
    """The reports as one JSON document: a list, one object per game."""

    def player(p: PlayerFigures, muggins: bool) -> dict[str, Any]:
        slips = {
            "claimsMissed": p.slips.claims,
            "pointsMissedByClaims": p.slips.by_claims,
            "callsMissed": p.slips.calls,
            "pointsMissedByCalls": p.slips.by_calls,
        }
        return {
            "name": p.name,
            "decisions": p.decisions,
            "accuracy": None if p.accuracy is None else round(p.accuracy, 3),
            "pointsLost": round(p.points_lost, 1),
            "pointsLostError": round(p.points_lost_error, 1),
            "missedChances": p.missed_chances,
            "pointsMissed": p.points_missed,
            "conceded": p.conceded,
            **(slips if muggins else {}),
        }

    def moment(m: KeyMoment) -> dict[str, Any]:
        return {
            "hand": m.hand,
            "turn": m.turn,
            "player": m.player,
            "glyph": m.glyph,
            "pointsLost": round(m.loss, 1),
            "pointsLostError": round(m.loss_error, 1),
            "layout": m.layout,
            "line": m.line,
        }

    return (
        json.dumps(
            [
                {
                    "game": r.title,
                    "notJudged": r.not_judged,
                    "players": [player(p, r.muggins) for p in r.players],
                    "moments": [moment(m) for m in r.moments],
                }
                for r in reports
            ],
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    )
