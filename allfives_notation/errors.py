"""The project's one error hierarchy: every error we raise is an ``AllFivesError``."""

from __future__ import annotations

import re
from typing import Final

#: Longer runs of characters are cut short in messages and in the lines shown with them.
LONGEST_WORD: Final = 300  # more than any file name in a message
WIDEST_LINE: Final = 120
_LONG_WORD: Final = re.compile(rf"\S{{{LONGEST_WORD + 1},}}")


def plural(count: int, word: str) -> str:
    """``count`` and ``word``, plural unless one, thousands with commas: ``1 hand``, ``1,204 games``."""
    return f"{count:,} {word}{'' if count == 1 else 's'}"


def shorten(message: str) -> str:
    """``message`` with any word too long to read (a 5,000-digit number, say) cut in the middle."""
    if len(message) <= LONGEST_WORD:
        return message
    return _LONG_WORD.sub(lambda word: f"{word[0][:60]}…({len(word[0]):,} characters)", message)


#: Characters a terminal acts on rather than shows: C0 controls (but the tab and the line end), DEL,
#: C1 controls (ESC's one-character forms), and the marks that reorder text (bidi controls).
TERMINAL_ACTIVE: Final = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)
_CARET_LINE: Final = re.compile(r" *\^")
#: What ``json.dumps`` leaves as it is in a string but a terminal acts on: DEL, C1 and bidi controls.
_ACTIVE_IN_JSON: Final = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def escaped(character: str) -> str:
    r"""A character as Python writes it escaped: ``\x1b``, ``\u202e``."""
    code = ord(character)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def quiet_json(text: str) -> str:
    r"""JSON text with DEL, C1 and bidi controls escaped (``\u009b``), as ``json.dumps`` escapes C0 ones.

    They stand only in strings, so the text reads back the same, and showing it (``cat
    game.json``, a line of output) cannot drive a terminal.
    """
    return (
        _ACTIVE_IN_JSON.sub(lambda found: f"\\u{ord(found[0]):04x}", text)
        if _ACTIVE_IN_JSON.search(text)
        else text
    )


def printable(text: str) -> str:
    r"""``text`` with every character a terminal would act on shown escaped, so a record cannot drive it.

    An escape sequence in a tag value or a seat name (``ESC ] 0 ; title BEL`` sets a
    terminal's title, ``ESC [ 2 J`` clears it) or a bidi override (which shows text in
    another order than it is read) is shown as ``\x1b``, ``\u202e``; line ends and tabs
    stay. A caret line under a line (``   ^``) moves with the escapes before it.
    """
    if TERMINAL_ACTIVE.search(text) is None:
        return text
    lines = text.split("\n")
    for at, line in enumerate(lines):
        if TERMINAL_ACTIVE.search(line) is None:
            continue
        below = lines[at + 1] if at + 1 < len(lines) else ""
        if _CARET_LINE.fullmatch(below):  # keep the caret under the character it points at
            column = len(below) - 1
            wider = sum(len(escaped(ch)) - 1 for ch in line[:column] if TERMINAL_ACTIVE.match(ch))
            lines[at + 1] = " " * (column + wider) + "^"
        lines[at] = TERMINAL_ACTIVE.sub(lambda found: escaped(found[0]), line)
    return "\n".join(lines)


def excerpt(line: str, column: int) -> tuple[str, int]:
    """A line to show under a message, cut around ``column`` if too wide; with the column within it."""
    if len(line) <= WIDEST_LINE:
        return line, column
    start = max(0, min(column - 1 - WIDEST_LINE // 2, len(line) - WIDEST_LINE))
    shown = line[start : start + WIDEST_LINE]
    before, after = ("…" if start else ""), ("…" if start + WIDEST_LINE < len(line) else "")
    return f"{before}{shown}{after}", column - start + len(before)


class AllFivesError(Exception):
    """Anything allfives-notation refuses, explained in a domino player's words."""

    rule: str | None = None

    def __init__(self, message: str, *, rule: str | None = None) -> None:
        message = shorten(message)
        super().__init__(message)
        self.message = message
        if rule is not None:
            self.rule = rule

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})" if self.rule else self.message


class TileError(AllFivesError, ValueError):
    """Something that is not a tile of the double-six set (R1)."""

    rule = "R1"


class RulesError(AllFivesError, ValueError):
    """A rule set, variant or table that cannot be played (unknown name, bad combination)."""


class DealError(AllFivesError, ValueError):
    """A deal that does not fit the table (wrong hand sizes, missing or repeated tiles), or a bad seed."""


class IllegalMoveError(AllFivesError):
    """A move the rules forbid at this point of the hand."""


class OutOfTurnError(IllegalMoveError):
    """A seat moved when it was another seat's turn (R7)."""

    rule = "R7"


class TileNotHeldError(IllegalMoveError):
    """A seat tried to place a tile it does not hold (R7)."""

    rule = "R7"


class TileDoesNotFitError(IllegalMoveError):
    """The tile has no half matching the end it was put on (R7)."""

    rule = "R7"


class ArmNotOpenError(IllegalMoveError):
    """The named arm does not exist or is not open yet (R14)."""

    rule = "R14"


class ArmNeededError(IllegalMoveError):
    """The tile fits more than one arm, so the arm must be said (R14)."""

    rule = "R14"


class MustPlayError(IllegalMoveError):
    """A seat holding a playable tile tried to draw or pass (R8)."""

    rule = "R8"


class MustPlayDrawnTileError(IllegalMoveError):
    """After drawing a playable tile, the seat must play that tile at once (R9)."""

    rule = "R9"


class CannotDrawError(IllegalMoveError):
    """A draw when nothing may be drawn from the boneyard (R9, R10)."""

    rule = "R10"


class MustDrawError(IllegalMoveError):
    """A pass while the boneyard still has tiles to draw (R9, R10)."""

    rule = "R10"


class WrongDrawError(IllegalMoveError):
    """A draw said to take another tile than the next one in the boneyard (R9)."""

    rule = "R9"


class WrongLeadError(IllegalMoveError):
    """The wrong seat or the wrong tile led the hand (R5, R6)."""

    rule = "R5"


class HandOverError(IllegalMoveError):
    """A move after the hand has ended (R11, R12)."""

    rule = "R11"


class GameOverError(IllegalMoveError):
    """A hand or a move after the game has ended (R19)."""

    rule = "R19"


class NotationError(AllFivesError, ValueError):
    """Text or JSON that is not a well-formed record, with where it went wrong."""

    def __init__(
        self,
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        pointer: str | None = None,
        context: str = "",
        rule: str | None = None,
        source: str | None = None,
        code: str | None = None,
    ) -> None:
        super().__init__(message, rule=rule)
        self.code = code  # the validator's diagnostic code, where the reader knows it (AF002-AF004)
        self.line = line
        self.column = column
        self.pointer = pointer
        self.context = context
        self.source = source

    @property
    def where(self) -> str:
        """``file:line:column``, ``file#/pointer`` or as much of either as is known."""
        if self.line is not None and self.pointer is not None:
            return f"{self.source or 'line '}{':' if self.source else ''}{self.line}#{self.pointer or '/'}"
        if self.line is not None:
            if self.source:
                place = f"{self.line}:{self.column}" if self.column else str(self.line)
                return f"{self.source}:{place}"
            return f"line {self.line}, column {self.column}" if self.column else f"line {self.line}"
        if self.pointer is not None:
            return f"{self.source or ''}#{self.pointer}" if self.source else f"at {self.pointer or '/'}"
        return self.source or ""

    def __str__(self) -> str:
        where = self.where
        text = f"{where}: {super().__str__()}" if where else super().__str__()
        return f"{text}\n{self.context}" if self.context else text
