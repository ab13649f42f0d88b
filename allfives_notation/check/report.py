"""What checking one game finds: its diagnostics, and the hand-by-hand story the replay worked out."""

from __future__ import annotations

from dataclasses import dataclass

from allfives_notation.check.diagnostics import Diagnostic, Severity
from allfives_notation.record.model import GameRecord, HowEnded


class _Sent:
    """Pickled as its class and its fields in order, which loads in about half the time (``validate -j``)."""

    __slots__ = ()
    __match_args__: tuple[str, ...]  # a dataclass's fields, in order

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return type(self), tuple(getattr(self, name) for name in self.__match_args__)


@dataclass(frozen=True, slots=True)
class HandSummary(_Sent):
    """One hand as the replay saw it; per-seat and per-side figures, None where the record cannot tell."""

    number: int
    leader: int
    how: HowEnded | None  # None: the record stops before the hand ends
    seat: int | None  # who went out, or whose placement reached the target
    turns: int
    points: tuple[int, ...]  # per seat, scored by placements
    deductions: tuple[int | None, ...]  # per seat (R17)
    awards: tuple[int, ...] | None  # per side (hand-end=award)
    scores: tuple[int, ...] | None  # per side, after the hand


@dataclass(frozen=True, slots=True)
class SeatFigures(_Sent):
    """One seat's figures over the whole game."""

    points: int = 0  # scored by placements
    scoring_turns: int = 0
    best_turn: int = 0  # the most points one placement scored
    best_turn_at: tuple[int, int] | None = None  # (hand number, turn of the hand from 1)
    tiles_drawn: int = 0
    passes: int = 0
    deducted: int = 0  # points lost to the pips left (R17), where known


@dataclass(frozen=True, slots=True)
class GameReport(_Sent):
    """One game of a file, checked: the record (if it could be read), every finding, and the replay."""

    index: int  # which game of the file, from 1; 0 for a file that could not be read or holds no game
    source: str | None
    line: int  # where the game starts in its file
    record: GameRecord | None
    diagnostics: tuple[Diagnostic, ...]
    hands: tuple[HandSummary, ...] = ()
    seats: tuple[SeatFigures, ...] = ()
    scores: tuple[int, ...] | None = None  # per side, after the last turn checked
    winner: int | None = None  # the side the replay says won
    over: bool = False  # whether the replay says the game is over
    turns_checked: int = 0

    @property
    def errors(self) -> int:
        """How many errors were found."""
        return sum(d.severity is Severity.ERROR for d in self.diagnostics)

    @property
    def warnings(self) -> int:
        """How many warnings were found."""
        return sum(d.severity is Severity.WARNING for d in self.diagnostics)

    @property
    def valid(self) -> bool:
        """Whether the record was read and breaks no rule."""
        return self.record is not None and self.errors == 0

    @property
    def status(self) -> str:
        """Where the game stands, in words: who won, or that it is still in progress."""
        record = self.record
        if record is None:
            return "not read"
        if self.over and self.winner is not None:
            return f"won by {record.side_name(self.winner)}"
        where = f"hand {self.hands[-1].number}" if self.hands else "before the first hand"
        if self.scores is None:
            return f"in progress ({where})"
        standing = ", ".join(
            f"{name} {score}" for name, score in zip(record.side_names, self.scores, strict=True)
        )
        return f"in progress ({where}; {standing})"
