"""Values a hand produces: placements offered, moves made, and how the hand ended."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from allfives_notation.engine.arms import AnyArm
from allfives_notation.engine.tiles import Tile


@dataclass(frozen=True, slots=True, order=True)
class Placement:
    """A tile and the arm it goes on (``None`` for the lead, which goes in the centre; a path, R25)."""

    tile: Tile
    arm: AnyArm | None = None

    def __str__(self) -> str:
        return str(self.tile) if self.arm is None else f"{self.tile} {self.arm}"


class MoveKind(StrEnum):
    """What a seat did: place a tile, draw one from the boneyard, or pass."""

    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"


@dataclass(frozen=True, slots=True)
class Move:
    """One thing a seat did, with the points a placement scored (seats count from 0)."""

    seat: int
    kind: MoveKind
    tile: Tile | None = None
    arm: AnyArm | None = None
    points: int = 0

    def __str__(self) -> str:
        who = f"seat {self.seat + 1}"
        if self.kind is MoveKind.PASS:
            return f"{who} passes"
        if self.kind is MoveKind.DRAW:
            return f"{who} draws {self.tile}"
        where = "" if self.arm is None else f" {self.arm}"
        score = f" +{self.points}" if self.points else ""
        return f"{who} {self.tile}{where}{score}"


class HandOutcome(StrEnum):
    """How a hand stopped (R11, R12, R19)."""

    OUT = "out"  # a seat placed its last tile
    BLOCKED = "blocked"  # nobody could play and nothing could be drawn
    TARGET = "target"  # a placement reached the target: the game ended mid-hand


@dataclass(frozen=True, slots=True)
class HandResult:
    """The end of a hand: why, the pips left, end-of-hand scoring and the scores after it."""

    outcome: HandOutcome
    seat: int | None  # who went out, or whose placement reached the target
    pips_left: tuple[int, ...]  # per seat
    deductions: tuple[int, ...]  # per side, points subtracted (R17 default)
    awards: tuple[int, ...]  # per side, points won from others' pips (hand-end=award)
    scores: tuple[int, ...]  # per side, after the hand
    winner: int | None  # the side that won the game, if the game is over
    game_over: bool
