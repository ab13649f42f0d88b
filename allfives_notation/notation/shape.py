"""A quick test that a game's JSON document fits schemas/afn.schema.json, made for the usual case: it does.

:func:`fits` says True only when the schema surely holds, keyword by keyword as the
schema states it (its patterns are taken from the schema file itself). On False the
schema's own validator decides and words any error, so the schema stays the definition
of a valid document and the slow validator runs only on documents with a mistake.
Anything unusual (a whole number written ``3.0``, say) is simply left to the validator.
tests/notation/test_shape.py checks that :func:`fits` never passes what the schema refuses.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any, Final

from allfives_notation.engine.arms import is_path
from allfives_notation.record.model import FORMAT_NAMES
from allfives_notation.resources import schema

_Search = Callable[[str], object]

_DEFS: Final = schema("afn")["$defs"]
_GAME_KEYS: Final = frozenset(_DEFS["game"]["properties"])
_HAND_KEYS: Final = frozenset(_DEFS["hand"]["properties"])
_TURN_KEYS: Final = frozenset(_DEFS["turn"]["properties"])
_CALL_KEYS: Final = frozenset(_DEFS["call"]["properties"])
_GAME_NEEDS: Final = frozenset(_DEFS["game"]["required"])
_ARMS: Final = frozenset("WENS")
_LEVELS: Final = frozenset(("open", "player", "public"))
_HOWS: Final = frozenset(("out", "blocked", "target"))
_STYLES: Final = frozenset(("brace", "line"))
_SEED_MAX: Final = 2**64 - 1


@cache
def _patterns() -> dict[str, _Search]:
    """The schema's own patterns, each as the validator uses it (``re.search``)."""
    defs = _DEFS
    game = defs["game"]["properties"]
    comment = defs["comment"]
    found = {name: defs[name]["pattern"] for name in ("tile", "name", "side", "glyph")}
    found |= {name: game[name]["pattern"] for name in ("event", "site", "round", "date", "rules", "result")}
    tag = game["tags"]["items"]["properties"]
    found |= {"tag name": tag["name"]["pattern"], "tag value": tag["value"]["pattern"]}
    found |= {
        "brace text": comment["then"]["properties"]["text"]["pattern"],
        "line text": comment["else"]["properties"]["text"]["pattern"],
    }
    return {name: re.compile(pattern).search for name, pattern in found.items()}


#: The strings each pattern was found to take, so a name or tile met again is not searched again.
_TAKEN: Final[dict[str, set[str]]] = {}
_MOST_TAKEN: Final = 1 << 12


def _text(value: object, pattern: str) -> bool:
    if type(value) is not str:
        return False
    taken = _TAKEN.get(pattern)
    if taken is None:
        taken = _TAKEN[pattern] = set()
    elif value in taken:
        return True
    if _patterns()[pattern](value) is None:
        return False
    if len(taken) >= _MOST_TAKEN:
        taken.clear()
    taken.add(value)
    return True


def _whole(value: object, least: int | None = None) -> bool:
    return type(value) is int and (least is None or value >= least)


def _list(value: object, item: Callable[[Any], bool], least: int = 0) -> bool:
    return type(value) is list and len(value) >= least and all(item(each) for each in value)


def _tile(value: object) -> bool:
    return _text(value, "tile")


def _name(value: object) -> bool:
    return _text(value, "name")


def _by_name(value: object, item: Callable[[Any], bool], key: str = "name") -> bool:
    """An object of at least one entry, each key matching ``key``'s pattern and each value ``item``."""
    return (
        type(value) is dict and len(value) >= 1 and all(_text(k, key) and item(v) for k, v in value.items())
    )


def _tiles(value: object) -> bool:
    return _list(value, _tile, 1)


def _count(value: object) -> bool:
    return _whole(value, 0)


def _score(value: object) -> bool:
    return _whole(value)


def _comment(value: object) -> bool:
    if type(value) is not dict or "text" not in value or not value.keys() <= {"text", "style"}:
        return False
    style = value.get("style", "brace")
    if type(style) is not str or style not in _STYLES:
        return False
    return _text(value["text"], "line text" if style == "line" else "brace text")


def _comments(value: object) -> bool:
    return _list(value, _comment)


def fits(document: object) -> bool:
    """Whether ``document`` surely is a valid game by schemas/afn.schema.json (False: let the schema say)."""
    if type(document) is not dict or not document.keys() <= _GAME_KEYS:
        return False
    if not document.keys() >= _GAME_NEEDS:
        return False
    game = document
    seats = game["seats"]
    checks = (
        type(game["format"]) is str and game["format"] in FORMAT_NAMES,
        _list(seats, _name, 2) and len(seats) <= 4 and len(set(seats)) == len(seats),
        _text(game["rules"], "rules"),
        _view(game["view"]),
        _text(game["result"], "result"),
        _list(game["hands"], _hand),
    )
    if not all(checks):
        return False
    for key in ("event", "site", "round", "date"):
        if key in game and not _text(game[key], key):
            return False
    return (
        ("intro" not in game or _comments(game["intro"]))
        and ("comments" not in game or _comments(game["comments"]))
        and ("partnerships" not in game or game["partnerships"] is True)
        and ("target" not in game or _whole(game["target"], 1))  # what the count allows: the reader's
        and ("seed" not in game or (_whole(game["seed"], 0) and game["seed"] <= _SEED_MAX))
        and ("setup" not in game or _setup(game["setup"]))
        and ("tags" not in game or _list(game["tags"], _tag))
    )


def _view(value: object) -> bool:
    if type(value) is not dict or not value.keys() <= {"level", "seat"}:
        return False
    level = value.get("level")
    if type(level) is not str or level not in _LEVELS:
        return False
    if level == "player":
        return "seat" in value and _name(value["seat"])
    return "seat" not in value


def _setup(value: object) -> bool:
    if type(value) is not dict or not value.keys() <= {"hand", "scores"} or "hand" not in value:
        return False
    return _whole(value["hand"], 1) and ("scores" not in value or _by_name(value["scores"], _score, "side"))


def _tag(value: object) -> bool:
    return (
        type(value) is dict
        and value.keys() == {"name", "value"}
        and _text(value["name"], "tag name")
        and _text(value["value"], "tag value")
    )


def _hand(value: object) -> bool:
    if type(value) is not dict or not value.keys() <= _HAND_KEYS:
        return False
    if not ("number" in value and "leader" in value and "turns" in value):
        return False
    hand = value
    if not (_whole(hand["number"], 1) and _name(hand["leader"]) and _list(hand["turns"], _turn)):
        return False
    optional: tuple[tuple[str, Callable[[Any], bool]], ...] = (
        ("thrown_in", lambda v: _whole(v, 1) and v < 10**20),  # at most 20 digits, as in the text
        ("comments", _comments),
        ("dealt", lambda v: _by_name(v, _tiles)),
        ("boneyard", lambda v: _list(v, _tile)),
        ("end", _end),
        ("pips", lambda v: _by_name(v, _count)),
        ("shown", lambda v: _by_name(v, _tiles)),
        ("deductions", lambda v: _by_name(v, _count)),
        ("awards", lambda v: _by_name(v, _count, "side")),
        ("scores", lambda v: _by_name(v, _score, "side")),
        ("end_comments", _comments),
    )
    return all(key not in hand or check(hand[key]) for key, check in optional)


def _end(value: object) -> bool:
    if type(value) is not dict or not value.keys() <= {"how", "seat"}:
        return False
    how = value.get("how")
    if type(how) is not str or how not in _HOWS:
        return False
    if how == "blocked":
        return "seat" not in value
    return "seat" in value and _name(value["seat"])


def _turn(value: object) -> bool:
    if type(value) is not dict or not value.keys() <= _TURN_KEYS or "seat" not in value:
        return False
    turn = value
    placed = "tile" in turn
    if placed:
        if "passes" in turn or not _tile(turn["tile"]):
            return False
    elif not ("passes" in turn or "draws" in turn) or "arm" in turn or "points" in turn:
        return False
    if not _name(turn["seat"]):
        return False
    if "draws" in turn:
        draws = turn["draws"]
        if not (_whole(draws, 1) or _tiles(draws)):
            return False
    return (
        ("arm" not in turn or (type(turn["arm"]) is str and (turn["arm"] in _ARMS or is_path(turn["arm"]))))
        and ("passes" not in turn or turn["passes"] is True)
        and ("points" not in turn or _whole(turn["points"], 0))
        and ("glyphs" not in turn or _list(turn["glyphs"], lambda g: _text(g, "glyph")))
        and ("comments" not in turn or _comments(turn["comments"]))
        and ("calls" not in turn or _list(turn["calls"], _call, 1))
    )


def _call(value: object) -> bool:
    if type(value) is not dict or not value.keys() <= _CALL_KEYS or "seat" not in value:
        return False
    return (
        _name(value["seat"])
        and ("points" not in value or _whole(value["points"], 0))
        and ("glyphs" not in value or _list(value["glyphs"], lambda g: _text(g, "glyph")))
        and ("comments" not in value or _comments(value["comments"]))
    )
