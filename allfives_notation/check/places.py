"""Where each part of a record stands: line and column for text, a JSON pointer for JSON."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from allfives_notation.notation.form import Form
from allfives_notation.record.model import GameRecord

JSON_KEYS: Final = {"deduct": "deductions", "award": "awards", "score": "scores"}


@dataclass(frozen=True, slots=True)
class Places:
    """Where each part of a record stands: line and column for text, a JSON pointer otherwise."""

    game: GameRecord
    source: str | None
    index: int
    form: Form
    line: int | None  # the game's line in a JSON Lines file

    def _at(self, line: int, column: int, pointer: str) -> dict[str, Any]:
        if self.form is Form.TEXT and line > 0:
            return {"line": line, "column": column or None}
        return {"pointer": pointer, "line": self.line}

    def turn(self, h: int, t: int, part: str = "") -> dict[str, Any]:
        """Turn ``t`` of hand ``h`` (both from 0); ``part`` ``tile``, ``arm`` or ``points`` to point at it."""
        turn = self.game.hands[h].turns[t]
        column = getattr(turn, f"{part}_column") if part else 0
        pointer = f"/hands/{h}/turns/{t}" + (f"/{part}" if part and self.form is not Form.TEXT else "")
        return self._at(turn.line, column or turn.column, pointer)

    def call(self, h: int, t: int, c: int, part: str = "") -> dict[str, Any]:
        """Muggins call ``c`` after turn ``t`` of hand ``h`` (R23); ``part`` ``points``: its amount."""
        call = self.game.hands[h].turns[t].calls[c]
        column = call.points_column if part else 0
        pointer = f"/hands/{h}/turns/{t}/calls/{c}"
        pointer += f"/{part}" if part and self.form is not Form.TEXT else ""
        return self._at(call.line, column or call.column, pointer)

    def hand(self, h: int) -> dict[str, Any]:
        """The header of hand ``h``."""
        hand = self.game.hands[h]
        return self._at(hand.line, hand.column, f"/hands/{h}")

    def part(self, h: int, key: str, who: int | None = None) -> dict[str, Any]:
        """A line at the end of the hand (or a deal line), or one entry of it."""
        hand = self.game.hands[h]
        found = hand.place(f"{key}:{who}") if who is not None else None
        found = found or hand.place(key) or (hand.line, hand.column)
        pointer = f"/hands/{h}/{JSON_KEYS.get(key, key)}"
        if who is not None:
            names = self.game.side_names if key in ("award", "score") else self.game.seats
            pointer += f"/{names[who]}"
        return self._at(found[0], found[1], pointer)

    def tag(self, name: str) -> dict[str, Any]:
        """A header tag, such as ``Result``."""
        found = self.game.place(name) or (self.game.line, 1)
        return self._at(found[0], found[1], f"/{name.lower()}")
