"""What reading one game gives, in either form: the record, or the mistakes that kept it from being one."""

from __future__ import annotations

from dataclasses import dataclass

from allfives_notation.errors import NotationError
from allfives_notation.record.model import GameRecord


@dataclass(frozen=True, slots=True)
class ReadGame:
    """One game as read: the record, or the errors that kept it from being one."""

    game: GameRecord | None
    errors: tuple[NotationError, ...]
    line: int  # where the game starts: its first line in text, its line in JSON Lines (else 1)
