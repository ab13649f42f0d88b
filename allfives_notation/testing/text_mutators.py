"""Text records broken by the notation's grammar: lines, tokens, digits, header values, hands, cuts.

Holds the vocabulary of the notation the mutators of every form draw on (its words, names,
numbers, oddities, lines, tag and rule values) and the line and token operations, which the
JSON mutators (``testing/json_mutators.py``) use on the strings and text of a document too.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Final, TypeVar

from allfives_notation.engine.tiles import TILES
from allfives_notation.testing.games import ODD_NAMES
from allfives_notation.testing.seed_records import seeds_of

T = TypeVar("T")


# ---- what a mutated record is made of ----------------------------------------------------

#: A text record's tokens: punctuation, tiles, numbers, names and words, glyphs, blanks.
TEXT_TOKEN: Final = re.compile(
    r"""[\[\]"{};,+:]|[0-6]-[0-6]|[0-9]+|[^\W\d_][\w'.-]*|\$[0-9]+|[!?]+|[ \t]+|\n|.""", re.S
)
WORDS: Final = (
    "hand", "leads", "draws", "plays", "passes", "out", "blocked", "reaches", "the", "target", "pips",
    "shown", "deduct", "award", "score", "boneyard:", "Hand", "PASSES", "open", "public", "player",
)  # fmt: skip
NAMES: Final = ("Ann", "Ben", "Cat", "Dan", "Eve", "Ann+Cat", "Ben+Dan", "Ann+Ben", "ann", *ODD_NAMES[:6])
NUMBERS: Final = (
    "0", "1", "5", "10", "15", "25", "+10", "+0", "+7", "-5", "-0", "007", "150", "9" * 21, "1" + "0" * 30,
    "18446744073709551616", "9" * 4400, "٤", "²", "5.0", "1e3",
)  # fmt: skip
ODDITIES: Final = (
    "\x00", "\ufeff", "\u2028", "\x85", "\r", "\r\n", "\t", "\f", "\v", "é", "😀", "\\", "\ud7ff", "\u202e",
    "\U0010ffff", "{", "}", ";", "[", "]", '"', "+", ",", "-", "$", "$999999", "!", "?", "!!", "?!",
)  # fmt: skip
TEXT_VOCABULARY: Final = (
    *WORDS, *NAMES, *NUMBERS, *ODDITIES,
    *(str(tile) for tile in TILES), "7-3", "6-7", "0--1", "6-6-6", "W", "E", "N", "S", "X", "NE",
)  # fmt: skip
LINES: Final = (
    "hand 2, Ann leads", "hand 1, Ben leads", "hand 0, Ann leads", "hand 99999999999999999999, Ann leads",
    "boneyard: 1-1 2-2 3-3", "boneyard:", "Ann: 6-6 5-5 4-4", "Eve: 0-0", "Ann 6-6", "Ben 6-5 N +10",
    "Ann 5-5 S +20 !!", "Ben draws 3, plays 5-0 E +5", "Ann draws 1-1 2-2, passes", "Ben draws 9, passes",
    "Ann passes", "Ann out", "Ben out", "blocked", "Ann reaches the target", "pips Ann 10, Ben 0",
    "shown Ann 6-6 5-5", "deduct Ann 10", "award Ann 10", "award Ann+Cat 15", "score Ann 10, Ben 5",
    "score Ann+Cat 10, Ben+Dan -5", "{a comment}", "; a line comment", "{", "}", "{ unclosed", "",
    '[Result "*"]', '[Result "Ann"]', '[Result "Ann+Cat"]', '[View "public"]', '[View "open"]',
    '[View "player Ann"]', '[View "player Eve"]', '[Seats "Ann, Ben"]', '[Seats "Ann, Ben, Cat, Dan"]',
    '[Partners "Ann+Cat, Ben+Dan"]', '[Rules "allfives spinner=open"]', '[Rules "allfives hand-size=7-5"]',
    '[Target "50"]', '[Target "0"]', '[Seed "1"]', '[Setup "hand 3, Ann 40, Ben 30"]', '[Format "AFN 1.0"]',
    '[Format "AFN 9.9"]', '[Annotator "Cat"]', '[Date "2026-02-30"]', "[Event \"x\"] {c} ; d",
)  # fmt: skip
#: Values a header tag may be given: the valid, the nearly valid and the strange, tag by tag.
TAG_VALUES: Final = {
    "Format": ("AFN 1.0", "AFN 1.9", "AFN 2.0", "afn 1.0", " AFN 1.0 ", ""),
    "Seats": (
        "Ann, Ben", "Ann", "Ann, Ann", "Ann, Ben, Cat", "Ann, Ben, Cat, Dan", "Ann, Ben, Cat, Dan, Eve",
        "Ann,,Ben", "Ann, Ben,", "Ann Smith, Ben", "hand, Ben", "Ann, 2", "Zoë, 李雷", "",
    ),
    "Partners": (
        "Ann+Cat, Ben+Dan", "Ann+Ben, Cat+Dan", "Ann+Cat", "Ann+Cat, Ann+Cat", "Ann + Cat, Ben+Dan", "",
    ),
    "Rules": (
        "allfives", "allfives spinner=open", "allfives spinner=none", "allfives hand-size=5",
        "allfives hand-size=7-5", "allfives hand-end=award blocked=difference", "allfives win-check=hand-end",
        "allfives first-lead=highest-double boneyard-reserve=2", "allfives target=50", "allfives target=7",
        "allfives spinner=wide", "allfives spinner=", "dominoes", "allfives spinner=open spinner=none", "",
        "fives-and-threes", "fives-and-threes hand-size=5", "allfives count=fifths target=exact", "muggins",
        "fives-and-three", "allfives target=exact target=exact", "allfives no-double=redeal",
    ),
    "Target": ("50", "100", "150", "0", "5", "7", "-50", "standard", "9" * 25, ""),
    "Seed": ("0", "1", "18446744073709551615", "18446744073709551616", "-1", "x", ""),
    "View": ("open", "public", "player Ann", "player Ben", "player Dan", "player", "player Eve", "Open", ""),
    "Setup": (
        "hand 1", "hand 2", "hand 2, Ann 35, Ben 45", "hand 4, Ann+Cat 85, Ben+Dan 60", "hand 0",
        "hand 3, Ann 35", "hand 2, Ann 35, Ann 45", "hand 2, Eve 5, Ben 5", "hand 99999999999999999999", "",
    ),
    "Result": ("*", "Ann", "Ben", "Cat", "Dan", "Ann+Cat", "Ben+Dan", "Eve", "draw", "1-0", ""),
    "Date": ("2026-11-24", "2026-??-??", "2026-02-30", "26-1-1", "????-??-??", ""),
    "Event": ("Tuesday club", "", "a \\\"quoted\\\" event", "\\\\"),
}  # fmt: skip
TAG_LINE: Final = re.compile(
    r'^\[([A-Za-z][A-Za-z0-9_]*)([ \t]+")((?:[^"\\\n]|\\["\\])*)("[ \t]*\].*)$', re.M
)


#: Each variant with values RULES.md allows, values at its edges and values it does not.
RULE_VALUES: Final = {
    "hand-size": ("standard", "7-5", "1", "2", "5", "7", "9", "0", "10", "14", "01", "٣", "²"),
    "spinner": ("standard", "open", "none", "wide"),
    "hand-end": ("deduct", "award", "last-tile", "both"),
    "blocked": ("lowest", "difference", "highest"),
    "win-check": ("immediate", "hand-end", "never"),
    "first-lead": ("random", "highest-double", "lowest-tile", "lowest-double"),
    "boneyard-reserve": ("0", "1", "2", "3", "28"),
    "target": ("standard", "5", "50", "150", "0", "7", "-5", "9" * 25, "exact", "61"),
    "count": ("fives", "fifths", "fives-and-threes", "sevens"),
    "no-double": ("heaviest", "redeal", "pass"),
}


def rules_declaration(rng: random.Random) -> str:
    """``allfives`` and a few variants, mostly of allowed values, now and then one twice or a stranger."""
    names = list(RULE_VALUES)
    picked = [names[rng.randrange(len(names))] for _ in range(rng.randint(0, 4))]
    if rng.random() < 0.1:
        picked.append(_pick(rng, ("hand_size", "Spinner", "x", "target=", "")))
    values = [f"{name}={_pick(rng, RULE_VALUES.get(name, ('1',)))}" for name in picked]
    return " ".join([_pick(rng, ("allfives",) * 9 + ("Allfives",)), *values])


def _pick(rng: random.Random, options: Sequence[T]) -> T:
    """One of ``options``, drawn by ``rng``."""
    return options[rng.randrange(len(options))]


def _count(rng: random.Random) -> int:
    """How many mutations to stack: mostly one or two, so most inputs still read and reach the validator."""
    return _pick(rng, (1, 1, 1, 1, 2, 2, 2, 3, 4, 6))


# ---- text: lines, tokens, digits, header values, cuts ------------------------------------


def _lines(text: str) -> list[str]:
    """The text's lines, without their line ends."""
    return text.split("\n")


def _token_spans(text: str, pattern: re.Pattern[str]) -> list[tuple[int, int]]:
    """Where each token stands that is not blank space."""
    return [match.span() for match in pattern.finditer(text) if not match.group().isspace()]


def _line_op(rng: random.Random, text: str, extra: tuple[str, ...]) -> tuple[str, str]:
    """A line dropped, doubled, swapped, moved or re-indented, or one put in (blank, ``extra``, ``LINES``)."""
    lines = _lines(text)
    at = rng.randrange(len(lines))
    how = _pick(rng, ("delete", "duplicate", "swap", "move", "insert", "insert", "blank", "indent"))
    if how == "delete":
        del lines[at]
    elif how == "duplicate":
        lines.insert(at, lines[at])
    elif how in ("swap", "move"):
        other = rng.randrange(len(lines))
        if how == "swap":
            lines[at], lines[other] = lines[other], lines[at]
        else:
            lines.insert(other, lines.pop(at))
    elif how == "insert":
        new = _pick(rng, extra) if extra and rng.random() < 0.5 else _pick(rng, LINES)
        lines.insert(at, ("  " if rng.random() < 0.5 else "") + new)
    elif how == "blank":
        lines.insert(at, _pick(rng, ("", " ", "\t", "\f")))
    else:
        lines[at] = _pick(rng, ("", " ", "    ", "\t")) + lines[at].lstrip()
    return "\n".join(lines), f"line-{how}"


def _token_op(
    rng: random.Random, text: str, pattern: re.Pattern[str], vocabulary: tuple[str, ...]
) -> tuple[str, str]:
    """A token dropped, doubled, swapped, put in or replaced by one like it."""
    spans = _token_spans(text, pattern)
    if not spans:
        return text + _pick(rng, vocabulary), "token-append"
    start, end = _pick(rng, spans)
    token = text[start:end]
    how = _pick(rng, ("delete", "duplicate", "swap", "swap-far", "insert", "replace", "replace"))
    if how == "delete":
        return text[:start] + text[end:], "token-delete"
    if how == "duplicate":
        return text[:start] + token + _pick(rng, ("", " ")) + text[start:], "token-duplicate"
    if how == "insert":
        new = _pick(rng, vocabulary)
        return text[:start] + new + _pick(rng, ("", " ")) + text[start:], "token-insert"
    if how == "replace":
        return text[:start] + _similar(rng, token, vocabulary) + text[end:], "token-replace"
    index = spans.index((start, end))
    if how == "swap":  # with the next token, on the same line or not
        if index + 1 >= len(spans):
            return text, "token-swap-none"
        other = spans[index + 1]
    else:
        other = _pick(rng, spans)
    (a, b), (c, d) = sorted([(start, end), other])
    if b > c:
        return text, "token-swap-none"
    return text[:a] + text[c:d] + text[b:c] + text[a:b] + text[d:], f"token-{how}"


def _similar(rng: random.Random, token: str, vocabulary: tuple[str, ...]) -> str:
    """Another token of the same kind most of the time (a tile for a tile, a number for a number)."""
    if rng.random() < 0.3:
        return str(_pick(rng, vocabulary))
    if re.fullmatch(r"[0-6]-[0-6]", token):
        return str(_pick(rng, TILES)) if rng.random() < 0.8 else _pick(rng, ("7-3", "6-9", "6-", "-6", "66"))
    if token.isascii() and token.isdigit():  # not "²", a digit to str.isdigit that int() refuses
        return str(_pick(rng, NUMBERS)) if rng.random() < 0.5 else str(int(token) + rng.randint(-10, 10))
    if token in ("W", "E", "N", "S"):
        return str(_pick(rng, ("W", "E", "N", "S", "X", "")))
    if token in WORDS:
        return str(_pick(rng, WORDS))
    if token[:1].isalpha():
        return str(_pick(rng, NAMES))
    return str(_pick(rng, ODDITIES))


def _flip_digit(rng: random.Random, text: str) -> tuple[str, str]:
    """One digit replaced: by another (an Arabic-Indic one too), by none, by two nines or by a minus."""
    digits = [i for i, c in enumerate(text) if c in "0123456789"]
    if not digits:
        return text, "digit-none"
    at = _pick(rng, digits)
    new = _pick(rng, ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "", "99", "-", "٣"))
    return text[:at] + new + text[at + 1 :], "digit-flip"


def _truncate(rng: random.Random, text: str) -> tuple[str, str]:
    """The text cut anywhere."""
    return text[: rng.randint(0, len(text))], "truncate"


def _insert_character(rng: random.Random, text: str) -> tuple[str, str]:
    """One odd character put in anywhere."""
    at = rng.randint(0, len(text))
    return text[:at] + _pick(rng, ODDITIES) + text[at:], "character-insert"


def _line_ends(rng: random.Random, text: str) -> tuple[str, str]:
    """Every line end, or a few after a point, replaced by another kind of line end."""
    ending = _pick(rng, ("\r\n", "\r", "\n\n", "\u2028", "\x85"))
    if rng.random() < 0.5:
        return text.replace("\n", ending), "line-ends-all"
    at = rng.randint(0, len(text))
    return text[:at] + text[at:].replace("\n", ending, rng.randint(1, 5)), "line-ends-some"


def _tag_value(rng: random.Random, text: str) -> tuple[str, str]:
    """A header tag given another value (or another tag's); a line changed where there is no header."""
    tags = list(TAG_LINE.finditer(text))
    if not tags:
        return _line_op(rng, text, ())
    found = _pick(rng, tags)
    name = found[1] if found[1] in TAG_VALUES and rng.random() < 0.9 else _pick(rng, list(TAG_VALUES))
    value = rules_declaration(rng) if name == "Rules" and rng.random() < 0.6 else _pick(rng, TAG_VALUES[name])
    start, end = found.span()
    return text[:start] + f"[{name}{found[2]}{value}{found[4]}" + text[end:], f"tag-{name}"


def _splice(rng: random.Random, text: str, form: str) -> tuple[str, str]:
    """Another record's head or tail joined on: two games run together, at a line or anywhere."""
    other = _pick(rng, seeds_of(form)).text
    if rng.random() < 0.5:
        cut = text.rfind("\n", 0, rng.randint(0, len(text))) + 1
        other_cut = other.find("\n", rng.randint(0, len(other)))
        return text[:cut] + other[max(other_cut, 0) :], "splice-lines"
    return text[: rng.randint(0, len(text))] + other[rng.randint(0, len(other)) :], "splice-anywhere"


HAND_START: Final = re.compile(r"^[ \t]*hand\b.*$|^\[", re.M)


def _hand_op(rng: random.Random, text: str) -> tuple[str, str]:
    """A whole hand (or game header) dropped, doubled, moved or renumbered."""
    starts = [match.start() for match in HAND_START.finditer(text)]
    if not starts:
        return _line_op(rng, text, ())
    at = rng.randrange(len(starts))
    start = starts[at]
    end = starts[at + 1] if at + 1 < len(starts) else len(text)
    block = text[start:end]
    how = _pick(rng, ("delete", "duplicate", "move", "renumber"))
    rest = text[:start] + text[end:]
    if how == "delete":
        return rest, "hand-delete"
    if how == "duplicate":
        return text[:start] + block + block + text[end:], "hand-duplicate"
    if how == "renumber":
        number = str(_pick(rng, ("0", "1", "2", "3", "7", "99", "00002", "9" * 20)))
        block = re.sub(r"\bhand [0-9]+", f"hand {number}", block, count=1)
        return text[:start] + block + text[end:], "hand-renumber"
    other = _pick(rng, [s for s in starts if s < start] + [len(rest)])
    return rest[:other] + block + rest[other:], "hand-move"


END_LINE: Final = re.compile(r"^([ \t]*(?:pips|deduct|award|score) )(.*)$", re.M)


def _ending_op(rng: random.Random, text: str) -> tuple[str, str]:
    """Tiles hidden (shown or dealt lines dropped, so pip totals must be searched), or totals nudged."""
    how = _pick(rng, ("hide-shown", "hide-dealt", "nudge-totals", "nudge-totals"))
    if how == "hide-shown":
        return re.sub(r"(?m)^[ \t]*shown .*\n", "", text), "ending-hide-shown"
    if how == "hide-dealt":
        return re.sub(r"(?m)^[ \t]*(?:[^\W\d_][\w'.-]*|boneyard):[ \t].*\n", "", text), "ending-hide-dealt"

    def nudge(found: re.Match[str]) -> str:
        entries = re.sub(
            r"-?[0-9]+",
            lambda number: (
                str(int(number[0]) + _pick(rng, (-5, -1, 1, 2, 5, 12))) if rng.random() < 0.5 else number[0]
            ),
            found[2],
        )
        return found[1] + entries

    return END_LINE.sub(nudge, text), "ending-nudge-totals"


def _comment_op(rng: random.Random, text: str) -> tuple[str, str]:
    """A comment where one may stand (after a line), or where one may not (inside a line), closed or not."""
    comment = _pick(rng, ("{c}", "{a\nb}", "; c", "{", "}", "{{x}}", '{[Seats "A"]}', "{\n\n}", ";{", "{;}"))
    if rng.random() < 0.5:
        lines = _lines(text)
        at = rng.randrange(len(lines))
        lines[at] = lines[at] + _pick(rng, (" ", "", "\t")) + comment
        return "\n".join(lines), "comment-after-line"
    at = rng.randint(0, len(text))
    return text[:at] + comment + text[at:], "comment-anywhere"


def mutate_text(rng: random.Random, text: str) -> tuple[str, list[str]]:
    """A text record with a few grammar-aware changes; the names of the changes, in order."""
    done: list[str] = []
    donors = tuple(line for seed in seeds_of("text")[:12] for line in _lines(seed.text) if line.strip())
    for _ in range(_count(rng)):
        how = _pick(rng, ("line", "line", "token", "token", "token", "digit", "digit", "tag", "tag", "cut",
                          "char", "ends", "splice", "hand", "comment", "ending"))  # fmt: skip
        if how == "ending":
            text, name = _ending_op(rng, text)
        elif how == "hand":
            text, name = _hand_op(rng, text)
        elif how == "comment":
            text, name = _comment_op(rng, text)
        elif how == "line":
            text, name = _line_op(rng, text, donors)
        elif how == "token":
            text, name = _token_op(rng, text, TEXT_TOKEN, TEXT_VOCABULARY)
        elif how == "digit":
            text, name = _flip_digit(rng, text)
        elif how == "tag":
            text, name = _tag_value(rng, text)
        elif how == "cut":
            text, name = _truncate(rng, text)
        elif how == "char":
            text, name = _insert_character(rng, text)
        elif how == "ends":
            text, name = _line_ends(rng, text)
        else:
            text, name = _splice(rng, text, "text")
        done.append(name)
    return text, done
