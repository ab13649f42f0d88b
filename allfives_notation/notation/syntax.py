"""Syntax errors in a domino player's words: what was wrong on the line and what was expected.

Lark reports which token it could not take; this module looks at the line itself, word by
word, to say which word is wrong and why, with a named message for the common mistakes.
"""

from __future__ import annotations

import re
from typing import Final

from lark.exceptions import UnexpectedInput, UnexpectedToken

from allfives_notation.notation.lines import GLYPH, NAME

_WORD: Final = re.compile(r"[^\s,]+|,")
_NAME: Final = re.compile(NAME)
_TILE: Final = re.compile(r"[0-6]-[0-6]")
_TILE_LIKE: Final = re.compile(r"(\d+)[-|:](\d+)")
_GLYPH: Final = re.compile(rf"(?:{GLYPH})+")
_ARM_WORDS: Final = {"w", "e", "n", "s", "west", "east", "north", "south"}
_TAG_UNQUOTED: Final = re.compile(r"\[[A-Za-z][A-Za-z0-9_]*[ \t]+[^\"\s]")
_END_ORDER: Final = (
    "the end of a hand is written in this order: out or blocked, pips, shown, deduct, award, score"
)

#: What each kind of line is, in words, for "a ... cannot come here" messages.
LINE_WORDS: Final = {
    "TAG_PAIR": "a tag pair",
    "HAND_HEADER": "a hand header",
    "DEALT_HAND": "a dealt hand",
    "BONEYARD": "the boneyard",
    "TURN": "a turn",
    "WENT_OUT": "the end of the hand",
    "BLOCKED": "the end of the hand",
    "TARGET_REACHED": "the end of the hand",
    "PIPS_SHOWN": "a pips line",
    "TILES_SHOWN": "a shown line",
    "DEDUCTIONS": "a deduct line",
    "AWARDS": "an award line",
    "SCORES": "a score line",
    "BRACE_COMMENT": "a comment",
    "LINE_COMMENT": "a comment",
}
_IN_HAND: Final = frozenset(LINE_WORDS) - {"TAG_PAIR", "HAND_HEADER", "BRACE_COMMENT", "LINE_COMMENT"}
_ENDS: Final = frozenset({"WENT_OUT", "BLOCKED", "TARGET_REACHED", "PIPS_SHOWN", "TILES_SHOWN"})
_ENDS_ALL: Final = _ENDS | {"DEDUCTIONS", "AWARDS", "SCORES"}


def explain(problem: UnexpectedInput, text: str, position: int) -> tuple[str, int]:
    """The message for a syntax error at ``position`` of ``text``, and the position to show."""
    if isinstance(problem, UnexpectedToken) and problem.token.type != "$END":
        return _misplaced(problem), position
    start = text.rfind("\n", 0, position) + 1
    end = text.find("\n", position)
    line = text[start : end if end >= 0 else len(text)].rstrip("\r")
    column = position - start
    rest = line[column:]
    if rest.startswith("{"):
        return "this comment is never closed: a comment that opens with { ends with }", position
    if rest.startswith("["):
        return _tag(rest), position
    if rest.startswith("}"):
        return "a } with no { before it: a comment is written {like this}", position
    content = len(line) - len(line.lstrip())
    message, offset = _line(line[content:])
    if offset >= 0:
        return message, start + content + offset
    if _GLYPH.fullmatch(rest.split()[0]):
        return "a glyph such as ! goes right after the turn, before any comment", position
    return f"expected a comment or the end of the line here, not {rest.split()[0]!r}", position


def _misplaced(problem: UnexpectedToken) -> str:
    kind = problem.token.type
    expected = set(problem.expected)
    what = LINE_WORDS.get(kind, "this")
    if kind in _IN_HAND and "TURN" not in expected and "DEALT_HAND" not in expected:
        if kind in _ENDS_ALL and expected & _ENDS_ALL:
            return _END_ORDER
        if kind == "TURN" and expected & _ENDS_ALL:
            return "a turn after the end of the hand: start the next hand with 'hand 2, Ann leads'"
        if "HAND_HEADER" in expected:
            return f"{what} outside any hand: start the hand with a line such as 'hand 1, Ann leads'"
    if kind in ("DEALT_HAND", "BONEYARD") and "TURN" in expected:
        return f"{what} comes before the first turn of the hand"
    if kind in _ENDS_ALL:
        return _END_ORDER
    if kind in ("BRACE_COMMENT", "LINE_COMMENT"):
        return (
            "a comment belongs to a game: it follows a line of the game, or introduces the game"
            " from just before its first tag pair (after a blank line, or at the top of the file)"
        )
    return f"{what} cannot come here"


def _tag(rest: str) -> str:
    if _TAG_UNQUOTED.match(rest):
        return 'a tag value goes in double quotes, as [Event "Tuesday club"]'
    if re.match(r"\[[A-Za-z][A-Za-z0-9_]*[ \t]+\"(?:[^\"\\\n]|\\.)*$", rest):
        return 'this tag value is never closed: end it with " and ]'
    if re.match(r"\[[A-Za-z][A-Za-z0-9_]*[ \t]+\"(?:[^\"\\\n]|\\[\"\\])*\"[ \t]*$", rest):
        return "this tag pair is never closed: end it with ]"
    if re.match(r"\[[A-Za-z][A-Za-z0-9_]*[ \t]+\"(?:[^\"\\\n]|\\.)*\\[^\"\\]", rest):
        return 'inside a tag value only \\" and \\\\ may follow a backslash'
    return 'a tag pair is written [Name "value"], such as [Event "Tuesday club"]'


def _words(rest: str) -> list[tuple[str, int]]:
    words: list[tuple[str, int]] = []
    for found in _WORD.finditer(rest):
        if found[0].startswith(("{", ";")):
            break
        words.append((found[0], found.start()))
    return words


def _line(rest: str) -> tuple[str, int]:
    words = _words(rest)
    if not words:
        return "expected a line of the game here", 0
    first, _ = words[0]
    if first == "hand":
        return "a hand starts with a line such as 'hand 2, Ann leads'", 0
    if first == "boneyard:" or first.startswith("boneyard:"):
        return _tiles_after(words[1:], "'boneyard:'", 0) or (
            "expected the boneyard's tiles, such as 'boneyard: 6-3 5-2'",
            0,
        )
    if first in ("pips", "deduct", "shown", "award", "score"):
        example = {
            "pips": "pips Ben 7, Cat 12",
            "deduct": "deduct Ben 5, Cat 10",
            "shown": "shown Ben 4-3, Cat 6-6 0-0",
            "award": "award Ann 25",
            "score": "score Ann 35, Ben 5",
        }[first]
        return f"expected a {first} line such as '{example}'", 0
    if first.endswith(":") and _NAME.fullmatch(first[:-1]):
        return _tiles_after(words[1:], repr(first), 0) or (f"expected tiles after {first!r}, such as 5-3", 0)
    if not _NAME.fullmatch(first):
        tile = _tile_problem(first)
        if tile:
            return f"a turn starts with the name of the player: {tile}", 0
        return (
            f"expected a turn such as 'Ann 5-3 E', a hand header such as 'hand 1, Ann leads'"
            f" or a tag pair, not {first!r}",
            0,
        )
    return _turn(words)


def _tile_problem(word: str) -> str:
    found = _TILE_LIKE.fullmatch(word)
    if found and (int(found[1]) > 6 or int(found[2]) > 6):
        return f"{word} is not a tile of the double-six set: each half has 0 to 6 pips"
    return ""


def _tiles_after(words: list[tuple[str, int]], after: str, _: int) -> tuple[str, int] | None:
    for word, at in words:
        if _TILE.fullmatch(word):
            continue
        problem = _tile_problem(word)
        if problem:
            return problem, at
        return f"expected a tile such as 5-3 after {after}, not {word!r}", at
    return None


def _turn(words: list[tuple[str, int]]) -> tuple[str, int]:
    name, _ = words[0]
    if len(words) == 1:
        return f"expected what {name} did after {name!r}: a tile such as 5-3, 'draws' or 'passes'", len(name)
    word, at = words[1]
    if word == "draws":
        return _draw(words[2:], name, at + len(word))
    if word == "passes":
        return _after_glyphs(words[2:], "'passes'")
    if word in ("out", "reaches"):
        return f"the end of the hand is written '{name} out', 'blocked' or '{name} reaches the target'", at
    if word == "plays":
        return f"after {name!r} comes the tile itself, as '{name} 5-3 E'; 'plays' follows a draw", at
    if _TILE.fullmatch(word):
        return _after_tile(words[2:], word)
    problem = _tile_problem(word)
    if problem:
        return problem, at
    return f"expected a tile such as 5-3 after {name!r}, or 'draws' or 'passes', not {word!r}", at


def _draw(words: list[tuple[str, int]], name: str, end: int) -> tuple[str, int]:
    if not words:
        return (
            "expected what was drawn after 'draws':"
            " the tiles, such as 'draws 6-3 5-2', or how many, such as 'draws 2'",
            end,
        )
    word, at = words[0]
    index = 1
    if word.isdigit():
        pass
    elif _TILE.fullmatch(word):
        while index < len(words) and _TILE.fullmatch(words[index][0]):
            index += 1
    else:
        problem = _tile_problem(word)
        return problem or f"expected the tiles drawn, such as 6-3, or how many, such as 2, not {word!r}", at
    if index >= len(words):
        return "this draw is not finished", end
    word, at = words[index]
    problem = _tile_problem(word)
    if problem:
        return problem, at
    if word != ",":
        return f"after the draw write ', plays' and the tile, or ', passes', not {word!r}", at
    if index + 1 >= len(words):
        return "expected 'plays' and a tile, or 'passes', after the comma", at + 1
    word, at = words[index + 1]
    if word == "passes":
        return _after_glyphs(words[index + 2 :], "'passes'")
    if word != "plays":
        return f"after the draw write ', plays' and the tile, or ', passes', not {word!r}", at
    if index + 2 >= len(words):
        return "expected the tile played after 'plays', such as 5-3", at + len(word)
    word, at = words[index + 2]
    if not _TILE.fullmatch(word):
        problem = _tile_problem(word)
        return problem or f"expected a tile such as 5-3 after 'plays', not {word!r}", at
    return _after_tile(words[index + 3 :], word)


def _after_tile(words: list[tuple[str, int]], tile: str) -> tuple[str, int]:
    index = 0
    if index < len(words) and words[index][0] in ("W", "E", "N", "S"):
        index += 1
    elif index < len(words) and words[index][0].lower() in _ARM_WORDS:
        word, at = words[index]
        return f"the arm is written W, E, N or S, not {word!r}", at
    elif index < len(words) and words[index][0].isalpha():
        word, at = words[index]
        return f"{word!r} is not an arm: the arms are W, E, N and S", at
    if index < len(words):
        word, at = words[index]
        if word.startswith("+"):
            if not word[1:].isdigit():
                return f"claimed points are a plus and a number, such as +10, not {word!r}", at
            index += 1
        elif word.lstrip("-").isdigit():
            return f"claimed points are written with a plus, as +{word.lstrip('-')}", at
    return _after_glyphs(words[index:], repr(tile))


def _after_glyphs(words: list[tuple[str, int]], after: str) -> tuple[str, int]:
    for word, at in words:
        if not _GLYPH.fullmatch(word):
            return (
                f"expected an arm (W, E, N, S), points such as +10, a glyph such as ! or $1,"
                f" or a comment after {after}, not {word!r}"
                if after.startswith("'") and after[1].isdigit()
                else f"expected a glyph such as ! or $1, or a comment, after {after}, not {word!r}"
            ), at
    return "", -1  # the words are right: what is wrong comes after a comment
