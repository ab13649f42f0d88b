"""Games annotated for study: the count after each placement, the points it scored, better plays, findings.

:func:`annotate` adds to a record, as comments and claims a reader of the text form sees
at once, what a teacher would point out:

- the points each scoring placement made, written as its ``+points`` where the record
  left them out (a wrong claim is left as written: the finding says so);
- ``count N`` after each placement: the open-ends total a player counts (R15, R16);
- ``better: 6-4 E +15`` where the mover's tiles are known (an open record, or the
  player's own in a player record) and another play would have scored more (a later
  double's arm by its path under ``spinner=every``: ``better: 6-3 E3N +3``, R25);
- every finding of the validator, at its turn, hand or game: ``AF301 (R15): ...``;
- under ``muggins=on`` (R23), a claim that missed points or was struck, and a call nobody
  made, at the placement's turn: ``missed claim: 6-4 worth 10, claimed 0``, ``claim struck:
  6-4 worth 5, claimed 10``, ``missed call: Ben could have called +10``. A claim is the
  player's own say there, so a claim the record leaves out is not filled in.

Annotating twice gives the same record: earlier annotations are replaced, not repeated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Final

from allfives_notation import __version__
from allfives_notation.analysis.muggins import SLIP_NOTE, slip_notes
from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.report import GameReport
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.rules import Muggins
from allfives_notation.engine.tiles import TILES, Tile
from allfives_notation.record.model import Comment, GameRecord, HandRecord, Knowledge, Turn
from allfives_notation.record.walk import HandReplay, HandVisitor

#: Comments this module writes, recognised so that annotating again replaces them.
_OURS: Final = re.compile(
    r"count -?\d+|better: [0-6]-[0-6](?: [WENS](?:[0-6][WENS])*)? \+\d+|AF\d{3}(?: \(R\d+\))?: .*|"
    + SLIP_NOTE.pattern,
    re.DOTALL,
)
_POINTER: Final = re.compile(r"/hands/(\d+)(?:/turns/(\d+))?")
ANNOTATOR_TAG: Final = "Annotator"


@dataclass(frozen=True, slots=True)
class Choices:
    """Which annotations to add."""

    counts: bool = True
    hints: bool = True
    findings: bool = True
    claims: bool = True
    slips: bool = True  # muggins slips (R23): claims short or struck, calls not made


def annotate(record: GameRecord, report: GameReport, choices: Choices = Choices()) -> GameRecord:
    """``record`` with the annotations ``choices`` asks for; ``report`` is the validator's report on it."""
    notes = _Notes(record)
    if choices.slips:
        for site, words in slip_notes(record).items():
            notes.turns.setdefault(site, []).extend(words)
    if choices.findings:
        for diagnostic in report.diagnostics:
            notes.add_finding(diagnostic)
    hands = tuple(_annotate_hand(record, h, hand, notes, choices) for h, hand in enumerate(record.hands))
    return replace(
        record,
        hands=hands,
        comments=_mine_replaced(record.comments, notes.game),
        other_tags=credited(record.other_tags),
    )


def credited(tags: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """The tags with the tool named in [Annotator], after any person already named there."""
    tool = f"allfives-notation {__version__}"
    for index, (name, value) in enumerate(tags):
        if name == ANNOTATOR_TAG:
            people = value.split(" and allfives-notation ")[0]
            mine = not people.strip() or people.startswith("allfives-notation")
            credit = tool if mine else f"{people} and {tool}"
            return (*tags[:index], (name, credit), *tags[index + 1 :])
    return (*tags, (ANNOTATOR_TAG, tool))


class _Notes:
    """The findings sorted to where they belong: a turn, a hand's end, or the game."""

    def __init__(self, record: GameRecord) -> None:
        self.game: list[str] = []
        self.hands: dict[int, list[str]] = {}
        self.turns: dict[tuple[int, int], list[str]] = {}
        self.turn_at_line = {
            turn.line: (h, t)
            for h, hand in enumerate(record.hands)
            for t, turn in enumerate(hand.turns)
            if turn.line
        }
        self.hand_number = {hand.number: h for h, hand in enumerate(record.hands)}

    def add_finding(self, diagnostic: Diagnostic) -> None:
        rule = f" ({diagnostic.rule})" if diagnostic.rule else ""
        text = f"{diagnostic.code}{rule}: {diagnostic.message}".replace("{", "(").replace("}", ")")
        site = self._site(diagnostic)
        if site is None:
            self.game.append(text)
        elif site[1] is None:
            self.hands.setdefault(site[0], []).append(text)
        else:
            self.turns.setdefault((site[0], site[1]), []).append(text)

    def _site(self, diagnostic: Diagnostic) -> tuple[int, int | None] | None:
        if diagnostic.pointer is not None:
            found = _POINTER.match(diagnostic.pointer)
            if found is None:
                return None
            return int(found[1]), None if found[2] is None else int(found[2])
        if diagnostic.line in self.turn_at_line:
            return self.turn_at_line[diagnostic.line]
        if diagnostic.hand in self.hand_number:
            return self.hand_number[diagnostic.hand], None
        return None


def _annotate_hand(
    record: GameRecord, h: int, hand: HandRecord, notes: _Notes, choices: Choices
) -> HandRecord:
    """One hand with its turns annotated, replayed on a layout as far as the record allows."""
    annotating = _Annotating(record, h, hand, notes, choices)
    HandReplay(record, h, annotating).run()
    turns = tuple(annotating.turns)
    ending = notes.hands.get(h, [])
    has_ending = hand.end is not None or any(
        (hand.pips, hand.shown, hand.deductions, hand.awards, hand.scores)
    )
    if has_ending:
        return replace(hand, turns=turns, end_comments=_mine_replaced(hand.end_comments, ending))
    return replace(hand, turns=turns, comments=_mine_replaced(hand.comments, ending))


class _Annotating(HandVisitor):
    """Each turn with its notes, following the hands the writer saw; placements until the layout stops."""

    def __init__(self, record: GameRecord, h: int, hand: HandRecord, notes: _Notes, choices: Choices) -> None:
        self.h = h
        self.notes = notes
        self.choices = choices
        self.held = _known_hands(record, hand)
        self.muggins = record.table.rules.muggins is Muggins.ON  # claims are the players' own (R23)
        self.turns: list[Turn] = []
        self.mine: list[str] = []
        self.points: int | None = None
        self.better: tuple[int, int, int] | None = None
        self.better_arm = ""  # the better play's arm as the record names it, with its space (or none)

    def turn_begins(self, replay: HandReplay, t: int, turn: Turn, drawn: tuple[Tile, ...] | None) -> None:
        """Follow what a seat whose hand is known drew."""
        self.mine = []
        self.points = None
        if turn.draws and turn.seat in self.held:
            if drawn is None:
                del self.held[turn.seat]  # what it drew is hidden: its hand is no longer known
            else:
                self.held[turn.seat] |= {tile.id for tile in drawn}

    def before_placement(self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int) -> None:
        """The best play the mover had, where its tiles are known and it did not have to play a drawn tile."""
        hints = self.choices.hints and not turn.draws
        self.better = better = _better(replay.layout, self.held.get(turn.seat), tile) if hints else None
        self.better_arm = "" if better is None or better[1] < 0 else f" {replay.layout.arm_name(better[1])}"

    def after_placement(
        self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int, points: int
    ) -> None:
        """The count, and a better play where there was one."""
        self.points = points
        if self.choices.counts:
            self.mine.append(f"count {replay.layout.total}")
        better = self.better
        if better is not None and better[2] > points:
            self.mine.append(f"better: {TILES[better[0]]}{self.better_arm} +{better[2]}")

    def turn_ends(self, replay: HandReplay, t: int, turn: Turn) -> None:
        """The turn as written back: the findings at it, and its claim where asked for."""
        if turn.tile is not None and turn.seat in self.held:
            self.held[turn.seat].discard(turn.tile.id)
        mine = self.mine + self.notes.turns.get((self.h, t), [])
        claim = turn.points
        if self.choices.claims and not self.muggins and claim is None and self.points:
            claim = self.points
        self.turns.append(replace(turn, points=claim, comments=_mine_replaced(turn.comments, mine)))


def _known_hands(record: GameRecord, hand: HandRecord) -> dict[int, set[int]]:
    """The hands dealt that the writer saw: every one in an open record, its own in a player record."""
    view = record.view
    if view.level is Knowledge.PUBLIC:
        return {}
    return {
        seat: {tile.id for tile in tiles}
        for seat, tiles in hand.dealt
        if view.level is Knowledge.OPEN or seat == view.seat
    }


def _better(layout: Layout, held: set[int] | None, played: int) -> tuple[int, int, int] | None:
    """The highest-scoring play from ``held`` now, as (tile, arm, points); None if unknown or the lead."""
    if held is None or layout.lead < 0 or played not in held:
        return None
    best: tuple[int, int, int] | None = None
    for tile in sorted(held):
        for arm in layout.arms_for(tile):
            points = layout.copy().put(tile, arm)
            if best is None or points > best[2]:
                best = (tile, arm, points)
    return best


def _mine_replaced(comments: tuple[Comment, ...], mine: list[str]) -> tuple[Comment, ...]:
    """The writer's own comments, then this module's new ones (its earlier ones dropped)."""
    kept = tuple(c for c in comments if not _OURS.fullmatch(c.text.strip()))
    return (*kept, *(Comment(f" {text} ") for text in mine))
