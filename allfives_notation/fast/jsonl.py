"""The fast path for JSON Lines: each line loaded and walked straight into ints.

The walk takes only what the schema and the reader take, key for key and type for type;
anything else (a comment, a glyph, a setup, a float, a key it does not know) leaves that
line to the reference reader, as does every line the replay is not sure of.

A line is loaded with ``orjson`` where it is installed (``pip install
'allfives-notation[fast]'``), else with ``json``. ``orjson`` takes no line that ``json``
refuses (it is the stricter of the two: no NaN, no infinity, no lone surrogate), and
where it loads a line it loads it as ``json`` does, but for whole numbers beyond 64 bits,
which it makes floats; the walk takes no float, so such a line goes to the reference.
"""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Callable
from typing import Any, Final

from allfives_notation.check.report import GameReport
from allfives_notation.fast.header import rules_of
from allfives_notation.fast.replay import BLOCKED, OUT, TARGET, FastGame, Unsure
from allfives_notation.fast.text import ARM_INDEX, TILE_ID
from allfives_notation.notation.header import (
    INTERPRET,
    Header,
    finish,
    record_of_header,
    seat_names,
    seat_partners,
    side_index,
)
from allfives_notation.record.model import FORMAT_NAMES, MAX_SEED, GameRecord, Knowledge, View
from allfives_notation.resources import schema

#: Tiles either way round, as the JSON form takes them.
_ANY_TILE: Final[dict[str, int]] = {**TILE_ID, **{f"{t[2]}-{t[0]}": i for t, i in TILE_ID.items()}}
#: The schema's shape of a rules declaration: a rule set's name first (what it says, parse_rules reads).
_RULES_SHAPE: Final = re.compile(schema("afn")["$defs"]["game"]["properties"]["rules"]["pattern"])
_GAME_KEYS: Final = frozenset({"format", "event", "site", "date", "round", "seats", "partnerships"}) | {
    "rules",
    "target",
    "seed",
    "view",
    "result",
    "hands",
}
_HAND_KEYS: Final = frozenset({"number", "leader", "dealt", "boneyard", "turns", "end", "pips", "shown"}) | {
    "deductions",
    "awards",
    "scores",
}
#: The objects a hand's object may hold, besides its turns.
_HAND_OBJECTS: Final = ("dealt", "end", "shown", "pips", "deductions", "awards", "scores")
_TURN_KEYS: Final = frozenset({"seat", "draws", "tile", "arm", "passes", "points"})
_HOW: Final = {"out": OUT, "blocked": BLOCKED, "target": TARGET}
_LEVELS: Final = {level.value: level for level in Knowledge}
_SURROGATE_ESCAPE: Final = re.compile(r"\\u[dD][89a-fA-F]")


class _RepeatedKey(Exception):  # noqa: N818 - the reference words it
    """A key given twice in one object."""


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        raise _RepeatedKey
    return out


_DECODER: Final = json.JSONDecoder(object_pairs_hook=_object)


def _loader() -> tuple[str, Callable[[str], Any]]:
    """The JSON library that loads each line, and its loader: orjson where it is installed, else json."""
    try:  # through sys.modules, compiled or not (mypyc keeps its own reference to a plain import)
        orjson = importlib.import_module("orjson")
    except ImportError:
        return "json", json.JSONDecoder().decode
    loads: Callable[[str], Any] = orjson.loads
    return "orjson", loads


#: Which library loads a line ("orjson" or "json"), and how.
LOADER, LOAD = _loader()


def _int(value: object, least: int = 0) -> int:
    if type(value) is not int or value < least:
        raise Unsure
    return value


def _tiles(value: object, least: int = 0) -> list[int]:
    if type(value) is not list or len(value) < least:
        raise Unsure
    try:
        return [_ANY_TILE[tile] for tile in value]
    except (KeyError, TypeError):
        raise Unsure from None


def _one_line(value: object) -> str:
    if type(value) is not str or "\n" in value or "\r" in value:
        raise Unsure
    return value


def _header(doc: dict[str, Any]) -> GameRecord:
    """The header record of a game object, as the reader makes it; Unsure where it would not."""
    declared = doc.get("format")
    if not _GAME_KEYS.issuperset(doc) or type(declared) is not str or declared not in FORMAT_NAMES:
        raise Unsure
    header = Header(format=declared)
    seats = doc.get("seats")
    if type(seats) is not list or not all(type(name) is str for name in seats):
        raise Unsure
    try:
        header.seats = seat_names([(name, index) for index, name in enumerate(seats)])
        if "partnerships" in doc:
            if doc["partnerships"] is not True:
                raise Unsure
            seat_partners(header)
        rules = doc.get("rules")
        if type(rules) is not str or _RULES_SHAPE.search(rules) is None:
            raise Unsure
        header.rules = rules_of(_one_line(rules))
        if "target" in doc:
            header.target, header.target_given = _int(doc["target"], 1), True
        header.rules, problem = finish(header)
        if problem is not None:
            raise Unsure
        view = doc.get("view")
        if type(view) is not dict or not {"level", "seat"}.issuperset(view):
            raise Unsure
        level = _LEVELS.get(view.get("level"))  # type: ignore[arg-type]
        if level is None or ("seat" in view) != (level is Knowledge.PLAYER):
            raise Unsure
        seat = view.get("seat")
        header.view = View(level, None if seat is None else _seat(header.seats, seat))
        result = doc.get("result")
        if type(result) is not str:
            raise Unsure
        header.result = None if result == "*" else side_index(header, result)
        if "date" in doc:
            INTERPRET["Date"](header, _one_line(doc["date"]))
        header.event = None if "event" not in doc else _one_line(doc["event"])
        header.site = None if "site" not in doc else _one_line(doc["site"])
        header.round = None if "round" not in doc else _one_line(doc["round"])
        if "seed" in doc:
            seed = _int(doc["seed"])
            if seed > MAX_SEED:
                raise Unsure
            header.seed = seed
        return record_of_header(header)
    except ValueError:  # TagError and RulesError too
        raise Unsure from None


def header_of_document(doc: dict[str, Any]) -> GameRecord:
    """The header record of a game's JSON object, its hands unread, as the reader makes it; else Unsure.

    For a reader of headers alone (``allfives select``): the hands are neither read nor checked.
    """
    return _header(doc)


def _seat(seats: tuple[str, ...], name: object) -> int:
    try:
        return seats.index(name)  # type: ignore[arg-type,unused-ignore]
    except ValueError:
        raise Unsure from None


def _by(values: object, names: dict[str, int], least: int | None = 0) -> dict[int, int]:
    """An object of seats (or sides) to whole numbers, at least ``least`` (None: any)."""
    if type(values) is not dict or not values:
        raise Unsure
    out: dict[int, int] = {}
    for name, value in values.items():
        who = names.get(name, -1)
        if who < 0 or type(value) is not int or (least is not None and value < least):
            raise Unsure
        out[who] = value
    return out


def _hand(game: FastGame, seats: dict[str, int], sides: dict[str, int], doc: object) -> int:
    """One hand's object walked into the replay; the keys of every object in it."""
    if type(doc) is not dict or not _HAND_KEYS.issuperset(doc):
        raise Unsure
    leader = seats.get(doc.get("leader"), -1)  # type: ignore[arg-type]
    if leader < 0:
        raise Unsure
    game.begin_hand(_int(doc.get("number"), 1), leader)
    if "dealt" in doc:
        dealt = doc["dealt"]
        if type(dealt) is not dict or not dealt:
            raise Unsure
        for who, tiles in sorted(((seats.get(k, -1), v) for k, v in dealt.items()), key=lambda e: e[0]):
            if who < 0:
                raise Unsure
            game.deal(who, _tiles(tiles, 1))
    if "boneyard" in doc:
        game.set_boneyard(_tiles(doc["boneyard"]))
    turns = doc.get("turns")
    if type(turns) is not list:
        raise Unsure
    turn, play = game.turn, game.play
    keys = len(doc)
    for entry in turns:
        if type(entry) is not dict or not _TURN_KEYS.issuperset(entry):
            raise Unsure
        keys += len(entry)
        seat = seats.get(entry.get("seat"), -1)  # type: ignore[arg-type]
        if seat < 0:
            raise Unsure
        draws, drawn = 0, None
        if "draws" in entry:
            value = entry["draws"]
            if type(value) is list:
                drawn = _tiles(value, 1)
                draws = len(drawn)
            else:
                draws = _int(value, 1)
        tile = arm = claimed = -1
        if "tile" in entry:
            tile = _ANY_TILE.get(entry["tile"], -1)
            if tile < 0:
                raise Unsure
            if "arm" in entry:
                arm = ARM_INDEX.get(entry["arm"], -1)
                if arm < 0:
                    raise Unsure
            if "points" in entry:
                claimed = _int(entry["points"])
        elif "arm" in entry or "points" in entry:
            raise Unsure
        passed = "passes" in entry
        if passed and (entry["passes"] is not True or tile >= 0):
            raise Unsure
        if draws or passed or tile < 0:
            turn(seat, tile, arm, draws, drawn, passed, claimed)
        else:
            play(seat, tile, arm, claimed)
    how, who = -1, -1
    if "end" in doc:
        end = doc["end"]
        if type(end) is not dict or not {"how", "seat"}.issuperset(end):
            raise Unsure
        how = _HOW.get(end.get("how"), -1)  # type: ignore[arg-type]
        if how < 0 or ("seat" in end) == (how == BLOCKED):
            raise Unsure
        who = seats.get(end["seat"], -1) if "seat" in end else -1
        if how != BLOCKED and who < 0:
            raise Unsure
    shown: dict[int, list[int]] = {}
    if "shown" in doc:
        values = doc["shown"]
        if type(values) is not dict or not values:
            raise Unsure
        for name, tiles in values.items():
            seat = seats.get(name, -1)
            if seat < 0:
                raise Unsure
            shown[seat] = _tiles(tiles, 1)
    game.end_hand(
        how,
        who,
        _by(doc["pips"], seats) if "pips" in doc else {},
        shown,
        _by(doc["deductions"], seats) if "deductions" in doc else None,
        _by(doc["awards"], sides) if "awards" in doc else None,
        _by(doc["scores"], sides, None) if "scores" in doc else None,
    )
    for name in _HAND_OBJECTS:  # each an object, or the walk would have stopped
        if name in doc:
            keys += len(doc[name])
    return keys


def json_report(line: str, source: str | None, number: int, index: int) -> GameReport:
    """The report of the game on one line of JSON Lines (line ``number``), if the fast path vouches for it.

    Raises :class:`Unsure` otherwise.
    """
    if "\\u" in line and _SURROGATE_ESCAPE.search(line):
        raise Unsure
    try:
        doc = LOAD(line)
    except (ValueError, RecursionError):  # orjson's JSONDecodeError is a ValueError too
        raise Unsure from None
    if type(doc) is not dict:
        raise Unsure
    try:
        record = _header(doc)
        game = FastGame(record)
        seats = {name: seat for seat, name in enumerate(record.seats)}
        sides = {name: side for side, name in enumerate(record.side_names)}
        hands = doc.get("hands")
        if type(hands) is not list:
            raise Unsure
        keys = len(doc) + len(doc["view"])  # the view is an object, or _header would have stopped
        for hand in hands:
            keys += _hand(game, seats, sides, hand)
    except (TypeError, KeyError, AttributeError):  # a value of a kind the walk does not take
        raise Unsure from None
    if line.count(":") != keys:
        _no_key_twice(line)
    return game.report(index, source, number)


def _no_key_twice(line: str) -> None:
    """Unsure if an object of the line gives a key twice (the reference words it).

    Each key is followed by a colon, so a line with no more colons than the objects the
    walk saw have keys gives none twice, and needs no look; otherwise (a colon in a
    string, say) the line is decoded again, with the hook that finds a repeated key.
    """
    try:
        _DECODER.decode(line)
    except (ValueError, RecursionError, _RepeatedKey):
        raise Unsure from None


def jsonl_reports(text: str, source: str | None, first_line: int) -> list[GameReport | tuple[str, int]]:
    """Each game of a stretch of JSON Lines: its report where the fast path vouches for it, else its line.

    A line left to the reference is given as (the line, its number in the file).
    """
    out: list[GameReport | tuple[str, int]] = []
    for number, line in enumerate(text.split("\n"), start=first_line):
        if not line.strip():
            continue
        try:
            out.append(json_report(line, source, number, len(out) + 1))
        except Unsure:
            out.append((line, number))
    return out
