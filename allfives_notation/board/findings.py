"""Which moment of a game each finding of the validator belongs to: by its JSON pointer, or its line."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.record.model import BEFORE_THE_TURNS, GameRecord

_TURN: Final = re.compile(r"^/hands/(\d+)/turns/(\d+)")
_HAND: Final = re.compile(r"^/hands/(\d+)(/.*)?$")
#: The JSON keys of a hand that stand at its end: a pointer under them belongs to the hand's last moment.
ENDING_POINTERS: Final = ("/pips", "/shown", "/deductions", "/awards", "/scores", "/end")


def finding_steps(
    game: GameRecord, diagnostics: Sequence[Diagnostic]
) -> list[tuple[int | None, int, Diagnostic]]:
    """Each finding with the hand (index, or None for the whole game) and the step it belongs to."""
    by_line: dict[int, tuple[int, int]] = {}
    for h, hand in enumerate(game.hands):
        ending = len(hand.turns) + 1
        if hand.line:
            by_line[hand.line] = (h, 0)
        for key, line, _ in hand.places:
            by_line.setdefault(line, (h, 0 if key.startswith(BEFORE_THE_TURNS) else ending))
        for t, turn in enumerate(hand.turns):
            if turn.line:
                by_line[turn.line] = (h, t + 1)
    out: list[tuple[int | None, int, Diagnostic]] = []
    for d in diagnostics:
        where: tuple[int, int] | None = None
        if d.pointer is not None:
            if (at_turn := _TURN.match(d.pointer)) is not None:
                where = (int(at_turn[1]), int(at_turn[2]) + 1)
            elif (at_hand := _HAND.match(d.pointer)) is not None:
                h = int(at_hand[1])
                rest = at_hand[2] or ""
                last = len(game.hands[h].turns) + 1 if h < len(game.hands) else 0
                where = (h, last if rest.startswith(ENDING_POINTERS) else 0)
        elif d.line is not None:
            where = by_line.get(d.line)
        if where is None and d.hand is not None:
            h = next((i for i, hand in enumerate(game.hands) if hand.number == d.hand), -1)
            if h >= 0:
                where = (h, len(game.hands[h].turns) + 1)
        if where is not None and where[0] < len(game.hands):
            out.append((where[0], where[1], d))
        else:
            out.append((None, 0, d))
    return out
