"""The quick way through plain lines: the tokens the grammar would give a comment-free text, or None.

The reader (notation/reader.py) asks here first. Each line is matched against the
grammar's own line terminals, handed in by the reader with their priorities; anything
this is not sure of is left to the parser, which then words the error.
tests/notation/test_quick_reading.py holds the two ways equal.
"""

from __future__ import annotations

import re
from typing import Final

from lark import Token

#: What a line without comments must start or end with for each kind of line to be worth trying.
_MUST_START: Final = {
    "HAND_HEADER": "hand",
    "BONEYARD": "boneyard:",
    "BLOCKED": "blocked",
    "PIPS_SHOWN": "pips",
    "TILES_SHOWN": "shown",
    "DEDUCTIONS": "deduct",
    "AWARDS": "award",
    "SCORES": "score",
}
_MUST_END: Final = {"WENT_OUT": "out", "TARGET_REACHED": "target"}
_ENDINGS: Final = tuple(_MUST_END.values())
_STARTING_WITH: Final = {
    letter: [(name, prefix) for name, prefix in _MUST_START.items() if prefix[0] == letter]
    for letter in {prefix[0] for prefix in _MUST_START.values()}
}


def quick_tokens(
    text: str, patterns: dict[str, re.Pattern[str]], priority: dict[str, int]
) -> list[Token] | None:
    """The tokens the parser would give for ``text``, the quick way; None unless sure.

    Only for text without comments, where every line holds one whole item: each line is
    matched against the grammar's own line terminals (``patterns``; exactly one must
    match all of it, or one of highest ``priority``), and the order of the lines is held
    to the grammar's (``start``, ``hand``, ``_ending``).
    """
    if "{" in text or ";" in text:
        return None
    kinds = _kinds_for(patterns, priority)
    tokens: list[Token] = []
    stage = 0  # 0 between items, 1 in a hand's deal lines, 2 in its turns, 3 in its end lines
    start = 0
    for number, raw in enumerate(text.split("\n"), start=1):
        left = raw.lstrip(" \t\f")
        content = left.rstrip(" \t")
        if content:
            kind = kinds.get(content)
            if kind is None:
                kind = kind_of(content, patterns, priority)
                if kind is None:
                    return None
                if len(kinds) >= MOST_KINDS:
                    kinds.clear()
                kinds[content] = kind
            if kind == "TAG_PAIR":
                stage = 0
            elif kind == "HAND_HEADER":
                stage = 1
            elif kind == "DEALT_HAND" or kind == "BONEYARD":
                if stage != 1:
                    return None
            elif kind == "TURN":
                if stage != 1 and stage != 2:
                    return None
                stage = 2
            elif kind == "CALL":  # a muggins call follows a turn (R23)
                if stage != 2:
                    return None
            else:  # an end line, in any order (the grammar's _ending)
                if stage == 0:
                    return None
                stage = 3
            column = len(raw) - len(left) + 1
            at = start + column - 1
            end = column + len(content)
            tokens.append(Token(kind, content, at, number, column, number, end, at + len(content)))
        start += len(raw) + 1
    return tokens


#: The kind of each line read so far, by its text (most lines of a file repeat), and the
#: terminals and priorities it was found with: others start the table afresh.
_KINDS: dict[str, str] = {}
_KINDS_FROM: list[object] = []
#: How many line texts are kept before the table starts afresh (memory stays bounded).
MOST_KINDS: Final = 1 << 16


def _kinds_for(patterns: dict[str, re.Pattern[str]], priority: dict[str, int]) -> dict[str, str]:
    """The table of line kinds found with ``patterns`` and ``priority``."""
    if len(_KINDS_FROM) != 2 or _KINDS_FROM[0] is not patterns or _KINDS_FROM[1] is not priority:
        _KINDS.clear()
        _KINDS_FROM[:] = [patterns, priority]
    return _KINDS


def kind_of(content: str, patterns: dict[str, re.Pattern[str]], priority: dict[str, int]) -> str | None:
    """The line terminal the lexer takes for all of ``content``; None if none, or if unsure.

    Of the terminals that match it all, Lark's lexer takes the one of highest priority
    (``boneyard:`` is also a deal line's shape); two of the same priority: unsure.
    """
    first = content[0]
    if first == "[":
        return "TAG_PAIR" if patterns["TAG_PAIR"].fullmatch(content) else None
    starting = _STARTING_WITH.get(first)
    if starting is None and ":" not in content and not content.endswith(_ENDINGS):
        if patterns["TURN"].fullmatch(content):  # the usual line: a turn
            return "TURN"
        return "CALL" if patterns["CALL"].fullmatch(content) else None
    candidates = [name for name, prefix in starting or () if content.startswith(prefix)]
    candidates += [name for name, suffix in _MUST_END.items() if content.endswith(suffix)]
    if ":" in content:
        candidates.append("DEALT_HAND")
    found = [name for name in candidates if patterns[name].fullmatch(content)]
    if patterns["TURN"].fullmatch(content):
        found.append("TURN")
    if patterns["CALL"].fullmatch(content):
        found.append("CALL")
    if len(found) <= 1:
        return found[0] if found else None
    found.sort(key=priority.__getitem__, reverse=True)
    return found[0] if priority[found[0]] > priority[found[1]] else None
