"""JSON and JSON Lines records broken: the object tree (values, keys, lists), then the text.

Half the tree changes keep to the schema so that the validator sees them; the text changes
and the values put in the tree draw on the text mutators' vocabulary and token operations.
"""

from __future__ import annotations

import json
import math
import random
import re
from collections.abc import Iterator
from typing import Any, Final

from allfives_notation.engine.tiles import TILES
from allfives_notation.resources import schema
from allfives_notation.testing.seed_records import seeds_of
from allfives_notation.testing.text_mutators import (
    RULE_VALUES,
    TEXT_TOKEN,
    TEXT_VOCABULARY,
    _count,
    _flip_digit,
    _insert_character,
    _line_ends,
    _line_op,
    _lines,
    _pick,
    _similar,
    _token_op,
    _truncate,
    rules_declaration,
)

# ---- what a broken JSON document is made of ----------------------------------------------

JSON_TOKEN: Final = re.compile(
    r'"(?:[^"\\\n]|\\.)*"|-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|true|false|null|[{}\[\]:,]|\s+|.', re.S
)


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
    """The value at ``path`` in the tree."""
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
    """A deep copy of a value of the tree."""
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
    """A change that keeps to the schema, made in place; its name."""
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
    """A change to a JSON document's text: a token, a digit, a cut, a character or the line ends."""
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
