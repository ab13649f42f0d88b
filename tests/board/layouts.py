"""Hand-made layouts for the board tests: each a short record whose tiles build one shape."""

from __future__ import annotations

from allfives_notation.notation import parse_game
from allfives_notation.record.model import GameRecord

_HEAD = (
    '[Format "AFN 1.0"]\n[Seats "Ann, Ben"]\n[Rules "{rules}"]\n[View "public"]\n[Result "*"]\n\n'
    "hand 1, Ann leads\n"
)


def record(turns: str, rules: str = "allfives") -> GameRecord:
    """A two-seat public record of one hand; ``turns`` are ``tile[ arm]`` words, Ann and Ben in turn."""
    lines = []
    for i, play in enumerate(turns.split(",")):
        lines.append(f"  {('Ann', 'Ben')[i % 2]} {play.strip()}")
    head = _HEAD.format(rules=rules)
    if "spinner=every" in rules:  # its arms' paths need AFN 1.1 (R25)
        head = head.replace("AFN 1.0", "AFN 1.1")
    return parse_game(head + "\n".join(lines) + "\n")


#: name: (turns, rules)
LAYOUTS: dict[str, tuple[str, str]] = {
    "spinner-led": ("5-5, 5-0 E, 5-6 W, 5-4 N, 5-3 S", "allfives"),
    "spinner-mid-line": ("6-4, 4-4 W, 6-1 E, 4-2 W, 4-0 N, 4-3 S", "allfives"),
    "four-arms-doubles": ("5-5, 5-0 E, 5-6 W, 5-4 N, 5-3 S, 4-4 N, 0-0 E, 3-2 S, 6-6 W, 2-2 S", "allfives"),
    "long-line": (
        "0-1, 1-2 E, 2-3 E, 3-4 E, 4-5 E, 5-6 E, 6-0 E, 0-2 E, 2-4 E, 4-6 E, 6-1 E, 1-3 E, 3-5 E, 5-0 E,"
        " 0-3 W, 3-6 W, 6-2 W, 2-5 W, 5-1 W, 1-4 W, 4-0 W",
        "allfives spinner=none",
    ),
    "long-arms-spinner": (
        "3-3, 3-1 E, 3-5 W, 1-2 E, 3-4 N, 3-6 S, 2-0 E, 6-6 S, 0-4 E, 6-1 S, 4-4 E, 1-1 S, 4-6 E, 6-5 E,"
        " 5-5 E, 5-0 E, 0-0 E",
        "allfives",
    ),
    "nothing-yet": ("", "allfives"),
    # on a phone, the arrangement before issue 27 bent this east line back under the spinner
    "east-bends-under-spinner": (
        "6-4, 6-3 E, 3-3 E, 3-1 E, 3-0 N, 4-4 W, 6-0 N, 4-3 W, 6-6 N, 3-2 W, 6-5 N, 5-2 N, 4-1 E, 6-2 W,"
        " 5-4 E, 5-5 E",
        "allfives",
    ),
    # on a laptop, the arrangement before issue 27 turned this north arm into the west line's bends
    "north-turns-into-west": (
        "6-4, 6-6 E, 4-3 W, 3-2 W, 6-2 W, 6-5 W, 6-0 E, 5-1 W, 4-0 E, 4-4 E, 6-1 N, 4-2 E, 1-1 W, 4-1 W,"
        " 6-3 S, 3-1 N, 3-0 N, 1-0 N, 5-3 S, 2-0 E",
        "allfives",
    ),
}


#: Five Up layouts (spinner=every, R25), whose arms branch off later doubles: name: turns.
FIVE_UP: dict[str, str] = {
    # notation 13.4's example, and on: later spinners on E, on E3N (twice), on W; a path two deep
    "five-up": (
        "5-5, 5-3 E, 5-2 W, 3-3 E, 3-1 E, 6-3 E3N, 6-6 E3N, 6-4 E3N, 6-1 E3N6W, 2-2 W, 2-0 W, 2-4 W2N,"
        " 4-4 E3N, 4-0 E3N, 4-1 E3N4E, 5-4 N, 5-0 S"
    ),
}


def layout(name: str) -> GameRecord:
    """The record of one hand-made layout (of :data:`LAYOUTS` or, under spinner=every, :data:`FIVE_UP`)."""
    if name in FIVE_UP:
        return record(FIVE_UP[name], "allfives spinner=every")
    turns, rules = LAYOUTS[name]
    if not turns:
        return parse_game(_HEAD.format(rules=rules) + "  Ann draws 1\n")
    return record(turns, rules)
