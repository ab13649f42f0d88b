"""Diagnostics as data: a stable code, a severity, where, the rule, expected and found, the message."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Final

from allfives_notation.errors import excerpt, shorten


class Severity(StrEnum):
    """How bad a finding is: an error makes the record invalid, a warning does not."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Code:
    """One kind of finding: its stable code, severity, the rule it enforces, and a title."""

    code: str
    severity: Severity
    rule: str | None
    title: str


_E, _W = Severity.ERROR, Severity.WARNING

#: Every code the validator gives, in code order. Codes never change meaning once released.
CODES: Final[dict[str, Code]] = {
    c.code: c
    for c in (
        # Reading: the record is not well-formed, so nothing in it could be checked.
        Code("AF001", _E, None, "the text is not well-formed All Fives Notation"),
        Code("AF002", _E, None, "a tag or header value is wrong"),
        Code("AF003", _E, None, "the JSON cannot be read"),
        Code("AF004", _E, None, "the JSON does not follow the AFN schema"),
        Code("AF005", _E, None, "the file is not UTF-8 text"),
        Code("AF006", _E, None, "the file cannot be read"),
        # The deal and who leads.
        Code("AF101", _E, "R1", "a tile is dealt twice"),
        Code("AF102", _E, "R3", "a hand is dealt the wrong number of tiles"),
        Code("AF103", _E, "R4", "the boneyard holds the wrong number of tiles"),
        Code("AF104", _E, None, "the hands are not numbered one after another"),
        Code("AF105", _E, "R5", "the wrong player leads"),
        Code("AF106", _E, "R6", "the wrong tile leads"),
        Code("AF107", _W, None, "the record knows less than its View says"),
        Code("AF108", _E, "R24", "nobody was dealt a double, so the deal should have been thrown in"),
        Code("AF109", _E, "R24", "a hand says deals were thrown in where no rule throws one in"),
        # Turns.
        Code("AF201", _E, "R7", "a player moves out of turn"),
        Code("AF202", _E, "R7", "a player places a tile they do not hold"),
        Code("AF203", _E, "R1", "a tile is placed twice"),
        Code("AF204", _E, "R7", "a tile does not fit the end it is put on"),
        Code("AF205", _E, "R14", "the arm is not open"),
        Code("AF206", _E, "R14", "the tile fits more than one arm and the record does not say which"),
        Code("AF207", _E, "R8", "a player draws or passes while holding a tile that fits"),
        Code("AF208", _E, "R9", "a drawn tile that fits is not played at once"),
        Code("AF209", _E, "R10", "a player passes while there are tiles to draw"),
        Code("AF210", _E, "R10", "a player draws more tiles than the boneyard has"),
        Code("AF211", _E, "R9", "the tiles drawn are not the next tiles of the boneyard"),
        Code("AF212", _E, "R11", "a turn after the hand has ended"),
        Code("AF213", _E, "R19", "play goes on after the game is over"),
        Code("AF214", _E, "R11", "a hand stops before it ends, yet another hand follows"),
        Code("AF215", _W, None, "the rest of a hand is not checked"),
        # Scores.
        Code("AF301", _E, "R15", "a placement claims the wrong points"),
        Code("AF302", _E, "R17", "a running score is wrong"),
        Code("AF303", _E, "R17", "a deduction is wrong"),
        Code("AF304", _E, "R17", "an award is wrong"),
        Code("AF305", _E, "R17", "the pips left in a hand are wrong"),
        Code("AF306", _E, "R17", "the tiles shown at the end are wrong"),
        Code("AF307", _W, "R15", "a placement scores, but the record claims nothing there"),
        Code("AF308", _E, "R22", "points are scored past a target that must be reached exactly"),
        Code("AF309", _W, "R23", "a muggins call where nothing was missed (the caller's mistake)"),
        Code("AF310", _E, "R23", "a muggins call names the wrong points"),
        Code("AF311", _E, "R23", "a muggins call by the side that made the placement"),
        Code("AF312", _E, "R23", "a muggins call with nothing to answer"),
        # How the hand and the game ended.
        Code("AF401", _E, "R11", "the hand did not end the way the record says"),
        Code("AF402", _E, "R19", "the result names the wrong winner"),
        Code("AF403", _W, "R19", "the game is over, yet the result is * (unfinished)"),
        # Hidden tiles.
        Code("AF501", _E, "R8", "no deal can explain the record"),
        Code("AF502", _W, "R17", "the pip totals fit too many deals to check them to the end"),
    )
}


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One finding about one record, with everything a person or a program needs to act on it.

    Text records are located by ``line`` and ``column``; JSON ones by ``pointer`` (and
    ``line``, for a game on one line of a JSON Lines file).
    """

    code: str
    message: str
    source: str | None = None
    line: int | None = None
    column: int | None = None
    pointer: str | None = None
    rule: str | None = None
    expected: str | None = None
    found: str | None = None
    game: int | None = None  # which game of the file, from 1
    hand: int | None = None  # the hand's number as the record gives it
    context: str = ""  # for text: the line and a caret under the place

    def __post_init__(self) -> None:
        if self.code not in CODES:
            raise ValueError(f"unknown diagnostic code {self.code!r}")
        object.__setattr__(self, "message", shorten(self.message))

    @property
    def severity(self) -> Severity:
        """Error or warning, fixed by the code."""
        return CODES[self.code].severity

    @property
    def where(self) -> str:
        """``file:line:column`` for text, ``file#/pointer`` (or ``file:line#/pointer``) for JSON."""
        source = self.source or "<record>"
        if self.pointer is not None:
            line = f":{self.line}" if self.line is not None else ""
            return f"{source}{line}#{self.pointer}"
        if self.line is not None:
            return f"{source}:{self.line}:{self.column}" if self.column else f"{source}:{self.line}"
        return source

    def in_context(self, text: str, first_line: int = 1) -> Diagnostic:
        """The finding with its text line and a caret under its column; ``text`` starts at ``first_line``."""
        if self.context or self.pointer is not None or not self.line:
            return self
        lines = text.split("\n")
        at = self.line - first_line
        if not 0 <= at < len(lines):
            return self
        return self.on_line(lines[at])

    def on_line(self, line: str) -> Diagnostic:
        """The finding with ``line``, the one it is on, shown under it with a caret under its column.

        Only the part of the line shown is copied, so a finding costs the same on a line of
        any length.
        """
        if self.context or self.pointer is not None or not self.line:
            return self
        if line.endswith("\r"):
            line = line[:-1]
        shown, column = excerpt(line, self.column or 1)
        shown = shown.replace("\t", " ").replace("\r", " ")  # one line on a screen
        if not shown.strip():
            return self
        caret = " " * (column - 1) + "^"
        return replace(self, context=f"  {shown}\n  {caret}")

    def __str__(self) -> str:
        rule = f" ({self.rule})" if self.rule else ""
        return f"{self.where}: {self.severity} {self.code}: {self.message}{rule}"

    def to_json(self) -> dict[str, Any]:
        """The diagnostic as a JSON object, for machines: every field, ``null`` where unknown."""
        return {
            "code": self.code,
            "severity": self.severity.value,
            "message": self.message,
            "rule": self.rule,
            "source": self.source,
            "line": self.line,
            "column": self.column,
            "pointer": self.pointer,
            "expected": self.expected,
            "found": self.found,
            "game": self.game,
            "hand": self.hand,
            "where": self.where,
            "context": self.context or None,
        }
