"""Hostile inputs: played records and the samples, broken as hands, programs and disks break them.

Inputs start from valid records the engine played (every seating, each variant family,
the three knowledge levels) and the bundled samples (found in a checkout), and are broken:
lines and tokens inserted, dropped, swapped or doubled, digits flipped, header values and
JSON values replaced, files cut anywhere, bytes that are not UTF-8. Every mutator takes a
``random.Random``: the tests pass hypothesis's ``st.randoms()`` (so failures shrink), the
campaign (bench/fuzz.py) a seeded one. What each input is held to is
``allfives_notation.testing.contract``.

This module holds the bytes mutator and the making of one input, and is the one place
bench/ and tests/ import the mutators from: the records to start from are in
``testing/seed_records.py``, the text mutators (and the vocabulary of the notation every form
draws on) in ``testing/text_mutators.py``, the JSON and JSON Lines mutators in
``testing/json_mutators.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from allfives_notation.testing.json_mutators import (
    JSON_EXAMPLES,
    JSON_KEYS,
    JSON_TOKEN,
    JSON_VALUES,
    TreePath,
    _changed_scalar,
    dump_json,
    mutate_json,
    mutate_jsonl,
    mutate_tree,
    rules_object,
)
from allfives_notation.testing.seed_records import EDGE_TABLES, SAMPLES, SUFFIXES, Seed, seeds, seeds_of
from allfives_notation.testing.text_mutators import (
    END_LINE,
    HAND_START,
    LINES,
    NAMES,
    NUMBERS,
    ODDITIES,
    RULE_VALUES,
    TAG_LINE,
    TAG_VALUES,
    TEXT_TOKEN,
    TEXT_VOCABULARY,
    WORDS,
    _count,
    _pick,
    mutate_text,
    rules_declaration,
)

__all__ = [
    "EDGE_TABLES",
    "END_LINE",
    "HAND_START",
    "JSON_EXAMPLES",
    "JSON_KEYS",
    "JSON_TOKEN",
    "JSON_VALUES",
    "KINDS",
    "LINES",
    "MUTATE",
    "NAMES",
    "NOT_UTF8",
    "NUMBERS",
    "ODDITIES",
    "PREFIXES",
    "RULE_VALUES",
    "SAMPLES",
    "SUFFIXES",
    "TAG_LINE",
    "TAG_VALUES",
    "TEXT_TOKEN",
    "TEXT_VOCABULARY",
    "WORDS",
    "FuzzInput",
    "Seed",
    "TreePath",
    "_changed_scalar",
    "dump_json",
    "make_input",
    "mutate_bytes",
    "mutate_json",
    "mutate_jsonl",
    "mutate_text",
    "mutate_tree",
    "random_bytes",
    "rules_declaration",
    "rules_object",
    "seeds",
    "seeds_of",
]

KINDS: Final = ("bytes", "text", "json", "jsonl")


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
