"""The running state of a game's replay: scores, figures per seat, findings; and a seat's known hand."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from allfives_notation.check.diagnostics import CODES, Diagnostic, Severity
from allfives_notation.check.hidden import HiddenHand
from allfives_notation.check.places import Places
from allfives_notation.check.report import HandSummary, SeatFigures
from allfives_notation.record.model import GameRecord


@dataclass(slots=True)
class Seat:
    """What the replay knows of one seat's hand while a hand is played."""

    count: int  # tiles held
    known: int = 0  # mask of the tiles known to be held
    full: bool = False  # whether ``known`` is the whole hand


@dataclass(slots=True)
class RunningFigures:
    """One seat's figures, counted as the replay goes."""

    points: int = 0
    scoring_turns: int = 0
    best_turn: int = 0
    best_turn_at: tuple[int, int] | None = None
    tiles_drawn: int = 0
    passes: int = 0
    deducted: int = 0

    def frozen(self) -> SeatFigures:
        """The figures as a value for the report."""
        return SeatFigures(
            self.points,
            self.scoring_turns,
            self.best_turn,
            self.best_turn_at,
            self.tiles_drawn,
            self.passes,
            self.deducted,
        )


class StopHandError(Exception):
    """The hand cannot be replayed further: the layout no longer says where tiles are."""


@dataclass(slots=True)
class GameState:
    """What the replay of a game knows so far, and what it has found."""

    game: GameRecord
    places: Places
    found: list[Diagnostic] = field(default_factory=list)
    scores: list[int] | None = None
    hands: list[HandSummary] = field(default_factory=list)
    figures: list[RunningFigures] = field(default_factory=list)
    winner: int | None = None
    over: bool = False
    turns_checked: int = 0
    warned_view: bool = False
    offsets: list[int] = field(default_factory=list)  # per side: the record's running score less the true one
    #: per side: what the record's running score would be off by had it gone on from its own count,
    #: not from a running score reported wrong (a slip of that figure alone, not carried on)
    own_offsets: list[int] = field(default_factory=list)
    end_disputed: bool = False  # whether the end of the last hand was reported as not what the record says
    errors: int = 0  # how many of the findings are errors: counted as they come, not over them all each turn
    #: each hand's hidden tiles, as its replay left them (tests/check/test_hidden_masks.py reads them)
    hidden: list[HiddenHand] = field(default_factory=list)

    def report(
        self, code: str, message: str, where: dict[str, Any], hand: int | None = None, **more: Any
    ) -> None:
        """Add a finding; its rule comes from the code unless given."""
        rule = more.pop("rule", CODES[code].rule)
        self.errors += CODES[code].severity is Severity.ERROR
        self.found.append(
            Diagnostic(
                code,
                message,
                source=self.places.source,
                rule=rule,
                game=self.places.index,
                hand=hand,
                **where,
                **more,
            )
        )

    def won_text(self) -> str:
        """Who won, in words, for messages about play after the end."""
        if self.winner is None:
            return "the target was reached"
        score = "" if self.scores is None else f" with {self.scores[self.winner]}"
        return f"{self.game.side_name(self.winner)} won{score}"
