"""Hostile inputs: played records and the samples, broken as hands, programs and disks break them.

Inputs start from valid records the engine played (every seating, each variant family,
the three knowledge levels) and the bundled samples (found in a checkout), and are broken:
lines and tokens inserted, dropped, swapped or doubled, digits flipped, header values and
JSON values replaced, files cut anywhere, bytes that are not UTF-8. Every mutator takes a
``random.Random``: the tests pass hypothesis's ``st.randoms()`` (so failures shrink), the
campaign (bench/fuzz.py) a seeded one. What each input is held to is
``allfives_notation.testing.contract``.

Why it is long (about 850 lines): the mutators of the four forms (bytes, text, JSON, JSON
Lines) share one vocabulary of the notation (its words, names, numbers, oddities, tag and
rule values) and the line and token operations; the JSON mutators (the object tree) are
the part to move to a room of their own first.
"""

from __future__ import annotations

import json
import math
import random
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import product
from pathlib import Path
from typing import Any, Final, TypeVar

from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.engine.tiles import TILES
from allfives_notation.errors import RulesError
from allfives_notation.notation import write_game, write_games, write_json, write_jsonl
from allfives_notation.record import GameRecord, Knowledge, View, record_of
from allfives_notation.resources import schema
from allfives_notation.testing.games import FAMILIES, ODD_NAMES, SEATINGS

T = TypeVar("T")
SAMPLES: Final = Path(__file__).resolve().parents[2] / "samples"
KINDS: Final = ("bytes", "text", "json", "jsonl")
SUFFIXES: Final = {"text": ".afn", "json": ".json", "jsonl": ".jsonl"}


# ---- the records everything starts from --------------------------------------------------


#: Tables at the edges of what RULES.md allows: one tile a hand, every tile dealt, the least boneyard.
EDGE_TABLES: Final = (
    (2, (("hand-size", "1"),)),
    (4, (("hand-size", "1"), ("spinner", "none"))),
    (3, (("hand-size", "9"),)),
    (4, (("hand-size", "7"),)),
    (2, (("hand-size", "9"), ("boneyard-reserve", "2"))),
    (4, (("hand-size", "6"), ("boneyard-reserve", "2"), ("first-lead", "highest-double"))),
    (2, (("target", "5"),)),
    (3, (("target", "5"), ("win-check", "hand-end"), ("hand-end", "award"))),
)


@dataclass(frozen=True, slots=True)
class Seed:
    """A valid (or, from samples/invalid, a deliberately broken) record to mutate."""

    name: str
    form: str  # text, json or jsonl
    text: str


@cache
def seeds() -> tuple[Seed, ...]:
    """Engine-played records (every seating, variant family and level) in all three forms, and the samples."""
    found: list[Seed] = []
    views: tuple[Callable[[int, int], View], ...] = (
        lambda players, i: View(Knowledge.OPEN),
        lambda players, i: View(Knowledge.PLAYER, i % players),
    )
    views += (lambda players, i: View(Knowledge.PUBLIC),)
    for i, ((players, partners), family) in enumerate(product(SEATINGS, FAMILIES)):
        try:
            table = Table(players, partners, RuleSet.from_variants(dict(family)))
        except RulesError:
            continue
        kinds = tuple(("greedy", "random")[(i + seat) % 2] for seat in range(players))
        played = play_game(table, i, kinds, max_hands=4 if i % 3 else 1)
        seats = ODD_NAMES[i % 7 : i % 7 + players] if i % 5 == 4 else None
        records = [
            record_of(played, view(players, i), seats=seats, implied_arms=i % 2 == 0, claims=i % 4 != 3)
            for view in views
        ]
        tag = f"{players}p{'-partners' if partners else ''}-{'-'.join(v for _, v in family) or 'standard'}"
        found.append(Seed(f"{tag}.afn", "text", write_game(records[i % 3])))
        found.append(Seed(f"{tag}.json", "json", write_json(records[(i + 1) % 3])))
        found.append(Seed(f"{tag}.jsonl", "jsonl", write_jsonl(records)))
        if i % 4 == 0:
            found.append(Seed(f"{tag}-3.afn", "text", write_games(records)))
    for i, (players, variants) in enumerate(EDGE_TABLES):
        table = Table(players, False, RuleSet.from_variants(dict(variants)))
        played = play_game(table, 100 + i, ("random", "greedy", "random", "greedy")[:players], max_hands=3)
        tag = f"{players}p-edge-" + "-".join(f"{k}-{v}" for k, v in variants)
        for j, view in enumerate(views):
            record = record_of(played, view(players, i), implied_arms=j != 1)
            form = ("text", "json", "jsonl")[j]
            found.append(Seed(tag + SUFFIXES[form], form, (write_game, write_json, _one_line)[j](record)))
    for path in sorted(SAMPLES.rglob("*")):
        sample_form = {".afn": "text", ".json": "json", ".jsonl": "jsonl"}.get(path.suffix)
        if sample_form is not None:
            name = str(path.relative_to(SAMPLES))
            found.append(Seed(name, sample_form, path.read_text(encoding="utf-8", errors="replace")))
    return tuple(found)


def _one_line(record: GameRecord) -> str:
    return write_jsonl([record])


def seeds_of(form: str) -> tuple[Seed, ...]:
    """The seeds of one form: text, json or jsonl."""
    return tuple(seed for seed in seeds() if seed.form == form)


# ---- what a mutated record is made of ----------------------------------------------------

#: A text record's tokens: punctuation, tiles, numbers, names and words, glyphs, blanks.
TEXT_TOKEN: Final = re.compile(
    r"""[\[\]"{};,+:]|[0-6]-[0-6]|[0-9]+|[^\W\d_][\w'.-]*|\$[0-9]+|[!?]+|[ \t]+|\n|.""", re.S
)
JSON_TOKEN: Final = re.compile(
    r'"(?:[^"\\\n]|\\.)*"|-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|true|false|null|[{}\[\]:,]|\s+|.', re.S
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
    "Format": ("AFN 1.0", "AFN 1.1", "AFN 2.0", "afn 1.0", " AFN 1.0 ", ""),
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
    "hand-end": ("deduct", "award", "both"),
    "blocked": ("lowest", "difference", "highest"),
    "win-check": ("immediate", "hand-end", "never"),
    "first-lead": ("random", "highest-double", "lowest-double"),
    "boneyard-reserve": ("0", "1", "2", "3", "28"),
    "target": ("standard", "5", "50", "150", "0", "7", "-5", "9" * 25),
}


def rules_declaration(rng: random.Random) -> str:
    """``allfives`` and a few variants, mostly of allowed values, now and then one twice or a stranger."""
    names = list(RULE_VALUES)
    picked = [names[rng.randrange(len(names))] for _ in range(rng.randint(0, 4))]
    if rng.random() < 0.1:
        picked.append(_pick(rng, ("hand_size", "Spinner", "x", "target=", "")))
    values = [f"{name}={_pick(rng, RULE_VALUES.get(name, ('1',)))}" for name in picked]
    return " ".join([_pick(rng, ("allfives",) * 9 + ("Allfives",)), *values])


def rules_object(rng: random.Random) -> dict[str, Any]:
    """The JSON form of a rule set, as the ``rules`` key may give it, values as numbers where they are."""
    out: dict[str, Any] = {"format": "allfives-ruleset 1.0", "preset": "allfives"}
    for name in rng.sample(list(RULE_VALUES), rng.randint(0, 3)):
        value = _pick(rng, RULE_VALUES[name])
        out[name] = int(value) if value.isascii() and value.isdigit() and rng.random() < 0.7 else value
    if rng.random() < 0.2:
        del out[_pick(rng, list(out))]
    return out


def _json_words() -> tuple[tuple[str, ...], tuple[Any, ...]]:
    """Every property name of the JSON Schema, and every example and enumerated value in it."""
    keys: set[str] = set()
    values: list[Any] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "properties" and isinstance(value, dict):
                    keys.update(value)
                elif key in ("examples", "enum") and isinstance(value, list):
                    values.extend(value)
                elif key == "const":
                    values.append(value)
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(schema("afn"))
    return tuple(sorted(keys)), tuple(values)


JSON_KEYS, JSON_EXAMPLES = _json_words()
_DEEP: Any = []
for _ in range(60):
    _DEEP = [_DEEP]
JSON_VALUES: Final[tuple[Any, ...]] = (
    None, True, False, 0, -1, 1, 2, 5, 10, 13, 1.0, 1.5, -0.0, 1e308, 10**25, 2**64 - 1, 2**64,
    float("nan"), float("inf"), "", " ", "x", "6-6", "7-3", "6-6-6", "Ann", "Eve", "Ann+Cat", "W", "Z",
    "out", "blocked", "target", "open", "public", "player", "AFN 1.0", "allfives", "allfives spinner=open",
    "hand", "\x00", "\u2028", "😀", [], {}, ["Ann"], ["Ann", "Ann"], ["6-6", "6-6"], {"level": "player"},
    {"level": "player", "seat": "Eve"}, {"text": "{"}, {"how": "out"}, _DEEP,
)  # fmt: skip


def _pick(rng: random.Random, options: Sequence[T]) -> T:
    return options[rng.randrange(len(options))]


def _count(rng: random.Random) -> int:
    """How many mutations to stack: mostly one or two, so most inputs still read and reach the validator."""
    return _pick(rng, (1, 1, 1, 1, 2, 2, 2, 3, 4, 6))


# ---- text: lines, tokens, digits, header values, cuts ------------------------------------


def _lines(text: str) -> list[str]:
    return text.split("\n")


def _token_spans(text: str, pattern: re.Pattern[str]) -> list[tuple[int, int]]:
    """Where each token stands that is not blank space."""
    return [match.span() for match in pattern.finditer(text) if not match.group().isspace()]


def _line_op(rng: random.Random, text: str, extra: tuple[str, ...]) -> tuple[str, str]:
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
    digits = [i for i, c in enumerate(text) if c in "0123456789"]
    if not digits:
        return text, "digit-none"
    at = _pick(rng, digits)
    new = _pick(rng, ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "", "99", "-", "٣"))
    return text[:at] + new + text[at + 1 :], "digit-flip"


def _truncate(rng: random.Random, text: str) -> tuple[str, str]:
    return text[: rng.randint(0, len(text))], "truncate"


def _insert_character(rng: random.Random, text: str) -> tuple[str, str]:
    at = rng.randint(0, len(text))
    return text[:at] + _pick(rng, ODDITIES) + text[at:], "character-insert"


def _line_ends(rng: random.Random, text: str) -> tuple[str, str]:
    ending = _pick(rng, ("\r\n", "\r", "\n\n", "\u2028", "\x85"))
    if rng.random() < 0.5:
        return text.replace("\n", ending), "line-ends-all"
    at = rng.randint(0, len(text))
    return text[:at] + text[at:].replace("\n", ending, rng.randint(1, 5)), "line-ends-some"


def _tag_value(rng: random.Random, text: str) -> tuple[str, str]:
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


# ---- JSON: the object tree, then the text ------------------------------------------------

TreePath = tuple[Any, ...]


def _nodes(document: Any, path: TreePath = ()) -> Iterator[tuple[TreePath, Any]]:
    """Every value in the tree with its path from the root, the root first."""
    yield path, document
    if isinstance(document, dict):
        for key, value in document.items():
            yield from _nodes(value, (*path, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield from _nodes(value, (*path, index))


def _at(document: Any, path: TreePath) -> Any:
    for step in path:
        document = document[step]
    return document


def _json_value(rng: random.Random, siblings: list[Any], like: Any = None) -> Any:
    """A value for somewhere in the tree: a palette value, a schema example, or another value of the tree.

    Half the time it is of the same JSON type as ``like``, the value it replaces, so that
    the document often still follows the schema and reaches the validator.
    """
    if like is not None and rng.random() < 0.5:
        same = [v for v in (*siblings, *JSON_EXAMPLES) if type(v) is type(like) and v != like]
        if same:
            return _copy(_pick(rng, same))
    roll = rng.random()
    if roll < 0.05:
        return rules_declaration(rng) if rng.random() < 0.5 else rules_object(rng)
    if roll < 0.4:
        return _copy(_pick(rng, JSON_VALUES))
    if roll < 0.7:
        return _copy(_pick(rng, JSON_EXAMPLES))
    return _copy(_pick(rng, siblings)) if siblings else None


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _copy(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return [_copy(inner) for inner in value]
    return value


def _changed_scalar(rng: random.Random, value: Any) -> Any:
    """A nearby value of the same kind: a number nudged, a string's tokens mutated, a flag flipped."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return _pick(rng, (value + 1, value - 1, value + 5, -value, value * 10, value * 2**40, float(value),
                           str(value)))  # fmt: skip
    if isinstance(value, float):
        return _pick(rng, (int(value) if math.isfinite(value) else 0, value + 0.5, str(value)))
    if isinstance(value, str):
        how = rng.random()
        if how < 0.5 and value:
            return _token_op(rng, value, TEXT_TOKEN, TEXT_VOCABULARY)[0]
        if how < 0.7:
            return _flip_digit(rng, value)[0]
        if how < 0.85:
            return _similar(rng, value, TEXT_VOCABULARY)
        return int(value) if value.isascii() and value.isdigit() and len(value) < 30 else [value]
    return None


def mutate_tree(rng: random.Random, document: Any) -> tuple[Any, str]:
    """One change to a parsed JSON document; the changed document (the root may be replaced) and its name.

    Half the changes are the kind that keeps to the schema (a value swapped for another of
    its type, a number nudged, turns dropped, doubled or reordered), so the validator sees
    them; the rest break the shape of the document.
    """
    if rng.random() < 0.5:
        return document, _gentle_change(rng, document)
    nodes = list(_nodes(document))
    path, node = _pick(rng, nodes)
    siblings = [value for _, value in nodes[1:]]
    containers = [(p, n) for p, n in nodes if isinstance(n, dict | list) and n]
    how = _pick(rng, ("set", "set", "nudge", "nudge", "delete", "rename", "swap", "list", "list", "wrap",
                      "add-key"))  # fmt: skip
    if how in ("delete", "rename", "list") and containers:
        path, node = _pick(rng, containers)
    if how == "set" or (how == "nudge" and isinstance(node, dict | list)):
        new = _json_value(rng, siblings, node)
    elif how == "nudge":
        new = _changed_scalar(rng, node)
    elif how == "wrap":
        new = _pick(rng, ([node], {"value": node}, [node, node]))
    elif how == "swap":
        other_path, other = _pick(rng, nodes)
        if path and other_path and path[: len(other_path)] != other_path and other_path[: len(path)] != path:
            _at(document, other_path[:-1])[other_path[-1]] = node
        new = _copy(other)
    elif how == "add-key" and isinstance(node, dict):
        key = _pick(rng, JSON_KEYS) if rng.random() < 0.7 else _pick(rng, ("", "x", "Ann", "$ref", "\x00"))
        node[key] = _json_value(rng, siblings)
        return document, "json-add-key"
    elif how == "add-key":
        new = _json_value(rng, siblings)
    elif isinstance(node, dict) and node:
        key = _pick(rng, list(node))
        if how == "rename":
            value = node.pop(key)
            odd_keys = ("", key.upper(), key + "s")
            new_key = _pick(rng, JSON_KEYS) if rng.random() < 0.7 else _pick(rng, odd_keys)
            node[new_key] = value
        else:  # delete or a list change, on an object
            del node[key]
        return document, f"json-{how}"
    elif isinstance(node, list) and node:
        index = rng.randrange(len(node))
        change = _pick(rng, ("delete", "duplicate", "swap", "insert", "reverse"))
        if change == "delete":
            del node[index]
        elif change == "duplicate":
            node.insert(index, _copy(node[index]))
        elif change == "swap":
            other_index = rng.randrange(len(node))
            node[index], node[other_index] = node[other_index], node[index]
        elif change == "insert":
            node.insert(index, _json_value(rng, siblings))
        else:
            node.reverse()
        return document, f"json-list-{change}"
    else:
        new = _json_value(rng, siblings)
    if not path:
        return new, f"json-{how}-root"
    _at(document, path[:-1])[path[-1]] = new
    return document, f"json-{how}"


def _gentle_change(rng: random.Random, document: Any) -> str:
    nodes = list(_nodes(document))
    leaves = [(path, node) for path, node in nodes if path and not isinstance(node, dict | list)]
    lists = [(path, node) for path, node in nodes if path and isinstance(node, list) and node]
    how = _pick(rng, ("swap", "swap", "nudge", "nudge", "list"))
    if how == "list" and lists:
        path, node = _pick(rng, lists)
        index, other = rng.randrange(len(node)), rng.randrange(len(node))
        change = _pick(rng, ("delete", "duplicate", "swap", "move"))
        if change == "delete":
            del node[index]
        elif change == "duplicate":
            node.insert(index, _copy(node[index]))
        elif change == "swap":
            node[index], node[other] = node[other], node[index]
        else:
            node.insert(other, node.pop(index))
        return f"json-gentle-list-{change}"
    if not leaves:
        return "json-gentle-none"
    path, node = _pick(rng, leaves)
    if how == "swap":
        same = [(p, n) for p, n in leaves if type(n) is type(node) and n != node]
        if same:
            other_path, other = _pick(rng, same)
            _at(document, path[:-1])[path[-1]] = other
            _at(document, other_path[:-1])[other_path[-1]] = node
            return "json-gentle-swap"
    if isinstance(node, bool):
        new: Any = not node
    elif isinstance(node, int):
        new = max(0, node + _pick(rng, (-10, -5, -1, 1, 5, 10)))
    elif isinstance(node, str) and re.fullmatch(r"[0-6]-[0-6]", node):
        new = str(_pick(rng, TILES))
    elif isinstance(node, str) and node in ("W", "E", "N", "S"):
        new = _pick(rng, ("W", "E", "N", "S"))
    else:
        new = _changed_scalar(rng, node)
    _at(document, path[:-1])[path[-1]] = new
    return "json-gentle-nudge"


def dump_json(rng: random.Random, document: Any, *, compact: bool) -> tuple[str, bool]:
    """``document`` as JSON text, sometimes with one object's first key given twice; whether it was."""
    dicts = [node for _, node in _nodes(document) if isinstance(node, dict) and node]
    twice = id(_pick(rng, dicts)) if dicts and rng.random() < 0.08 else None
    ascii_only = rng.random() < 0.3
    indent = None if compact else _pick(rng, ("  ", "  ", "", " ", "\t"))

    def dump(node: Any, depth: int) -> str:
        if isinstance(node, dict | list) and depth < 200:
            pad = "" if indent is None else "\n" + indent * (depth + 1)
            end = "" if indent is None else "\n" + indent * depth
            if isinstance(node, list):
                parts = [dump(value, depth + 1) for value in node]
                return "[" + ",".join(pad + part for part in parts) + (end if parts else "") + "]"
            items = list(node.items())
            if id(node) == twice:
                items.insert(1, items[0])
            parts = [
                json.dumps(key, ensure_ascii=ascii_only) + ":" + dump(value, depth + 1)
                for key, value in items
            ]
            return "{" + ",".join(pad + part for part in parts) + (end if parts else "") + "}"
        return json.dumps(node, ensure_ascii=ascii_only)

    return dump(document, 0), twice is not None


def _json_text_op(rng: random.Random, text: str) -> tuple[str, str]:
    how = _pick(rng, ("token", "token", "digit", "cut", "char", "ends"))
    if how == "token":
        vocabulary = ("{", "}", "[", "]", ",", ":", '"', "null", "true", "1e999", "-", '"x"', "NaN", "//")
        return _token_op(rng, text, JSON_TOKEN, vocabulary)
    if how == "digit":
        return _flip_digit(rng, text)
    if how == "cut":
        return _truncate(rng, text)
    if how == "char":
        return _insert_character(rng, text)
    return _line_ends(rng, text)


def mutate_json(rng: random.Random, text: str) -> tuple[str, list[str]]:
    """One JSON document with changes to its object tree and, sometimes, to its text."""
    done: list[str] = []
    try:
        document = json.loads(text)
    except ValueError:  # samples/invalid holds a document that is not JSON: only its text can change
        text, name = _json_text_op(rng, text)
        return text, [name]
    for _ in range(_count(rng)):
        document, name = mutate_tree(rng, document)
        done.append(name)
    text, twice = dump_json(rng, document, compact=rng.random() < 0.2)
    if twice:
        done.append("json-key-twice")
    if rng.random() < 0.25:
        text, name = _json_text_op(rng, text)
        done.append(name)
    return text, done


def mutate_jsonl(rng: random.Random, text: str) -> tuple[str, list[str]]:
    """JSON Lines: lines dropped, doubled or swapped, a game's tree changed, foreign lines, the text cut."""
    done: list[str] = []
    for _ in range(_count(rng)):
        lines = _lines(text)
        games = [i for i, line in enumerate(lines) if line.startswith("{")]
        how = _pick(rng, ("tree", "tree", "tree", "line", "text", "foreign"))
        if how == "tree" and games:
            at = _pick(rng, games)
            try:
                document = json.loads(lines[at])
            except (ValueError, RecursionError):
                continue
            document, name = mutate_tree(rng, document)
            lines[at], twice = dump_json(rng, document, compact=True)
            text, name = "\n".join(lines), name + ("+key-twice" if twice else "")
        elif how == "line":
            odd = ('{"format":"AFN 1.0"}', "{}", "[]", "null", '{"seats":["Ann"]}')
            text, name = _line_op(rng, text, odd)
        elif how == "foreign":  # a text record's line, or a pretty-printed JSON document, among the lines
            donor = _pick(rng, seeds_of("text" if rng.random() < 0.5 else "json")).text
            lines.insert(rng.randint(0, len(lines)), _pick(rng, _lines(donor)))
            text, name = "\n".join(lines), "jsonl-foreign-line"
        else:
            text, name = _json_text_op(rng, text)
        done.append(name)
    return text, done


# ---- bytes ---------------------------------------------------------------------------------

NOT_UTF8: Final = (
    b"\xff", b"\xfe", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xc0\xaf", b"\xf8\x88\x80\x80\x80", b"\x80",
    b"\xf4\x90\x80\x80",
)  # fmt: skip
PREFIXES: Final = (b"", b"", b"", b"{", b'{"', b"\xef\xbb\xbf", b"\xef\xbb\xbf{", b'[Seats "Ann, Ben"]\n',
                   b"[", b";", b"\n\n{x}\n")  # fmt: skip


def mutate_bytes(rng: random.Random, data: bytes) -> tuple[bytes, list[str]]:
    """A record's bytes broken below the text: bytes that are not UTF-8, bits flipped, a cut mid-character."""
    done: list[str] = []
    for _ in range(_count(rng)):
        how = _pick(rng, ("not-utf8", "flip", "overwrite", "cut", "nul", "encoding", "bom", "random-run"))
        at = rng.randint(0, len(data))
        if how == "not-utf8":
            data = data[:at] + _pick(rng, NOT_UTF8) + data[at:]
        elif how == "flip" and data:
            at = rng.randrange(len(data))
            data = data[:at] + bytes([data[at] ^ (1 << rng.randrange(8))]) + data[at + 1 :]
        elif how == "overwrite" and data:
            at = rng.randrange(len(data))
            data = data[:at] + bytes([rng.randrange(256)]) + data[at + 1 :]
        elif how == "cut":
            data = data[:at]
        elif how == "nul":
            data = data[:at] + b"\x00" * rng.randint(1, 3) + data[at:]
        elif how == "encoding":
            text = data.decode("utf-8", errors="replace")
            encoding = _pick(rng, ("utf-16", "utf-16-le", "utf-32", "latin-1", "cp1252"))
            data = text.encode(encoding, errors="replace")
        elif how == "bom":
            data = _pick(rng, (b"\xef\xbb\xbf", b"\xff\xfe", b"\xef\xbb\xbf\xef\xbb\xbf")) + data
        else:
            data = data[:at] + rng.randbytes(rng.randint(1, 16)) + data[at:]
        done.append(f"bytes-{how}")
    return data, done


def random_bytes(rng: random.Random, size: int) -> bytes:
    """Bytes with no record behind them, sometimes after a prefix that steers them into one reader."""
    return _pick(rng, PREFIXES) + rng.randbytes(size)


# ---- one input -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FuzzInput:
    """One input: which kind, where it came from, what was done to it, the file name and the bytes."""

    kind: str
    seed: str
    changes: tuple[str, ...]
    name: str
    data: bytes


MUTATE: Final[dict[str, Callable[[random.Random, str], tuple[str, list[str]]]]] = {
    "text": mutate_text,
    "json": mutate_json,
    "jsonl": mutate_jsonl,
}


def make_input(rng: random.Random, kind: str) -> FuzzInput:
    """A fresh input of ``kind`` (bytes, text, json or jsonl), from a seed picked by ``rng``."""
    if kind == "bytes":
        if rng.random() < 0.4:
            data = random_bytes(rng, rng.choice((0, 1, 8, 64, 512, 2048)))
            return FuzzInput(kind, "random", ("random-bytes",), _file_name(rng, "text"), data)
        seed = _pick(rng, seeds())
        data, done = mutate_bytes(rng, seed.text.encode("utf-8"))
        return FuzzInput(kind, seed.name, tuple(done), _file_name(rng, seed.form), data)
    seed = _pick(rng, seeds_of(kind))
    text, done = MUTATE[kind](rng, seed.text)
    data = text.encode("utf-8", "surrogatepass")
    return FuzzInput(kind, seed.name, tuple(done), _file_name(rng, kind), data)


def _file_name(rng: random.Random, form: str) -> str:
    """A name with its form's suffix, now and then another (the content decides; the suffix breaks ties)."""
    suffix = SUFFIXES[form] if rng.random() < 0.85 else _pick(rng, (".afn", ".json", ".jsonl", ".txt", ""))
    return "fuzz" + suffix
