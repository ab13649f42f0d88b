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
    """What a seat did: place a tile, draw one from the boneyard, pass, or call muggins (R23)."""

    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"
    CALL = "call"  # "muggins!" on the last placement, by an opponent of its player (R23)


@dataclass(frozen=True, slots=True)
class Move:
    """One thing a seat did, with the points it scored (seats count from 0).

    Under ``muggins=on`` (R23) a placement's ``claim`` is what its player claimed, and
    ``points`` what that scored: the claim if no more than the count gives, else nothing.
    A call's ``points`` are what the call scored for the caller's side (0: a wrong call).
    """

    seat: int
    kind: MoveKind
    tile: Tile | None = None
    arm: AnyArm | None = None
    points: int = 0
    claim: int | None = None  # None: no claim of its own, the placement scores its count

    def __str__(self) -> str:
        who = f"seat {self.seat + 1}"
        if self.kind is MoveKind.PASS:
            return f"{who} passes"
        if self.kind is MoveKind.DRAW:
            return f"{who} draws {self.tile}"
        if self.kind is MoveKind.CALL:
            return f"{who} calls muggins +{self.points}"
        where = "" if self.arm is None else f" {self.arm}"
        said = self.points if self.claim is None else self.claim
        score = f" +{said}" if said else ""
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
