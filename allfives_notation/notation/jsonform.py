"""The JSON form of the All Fives Notation: one game per document, JSON Lines for many.

schemas/afn.schema.json says what is well formed; a document that breaks it is refused
with the JSON pointer of the bad value and what the schema wanted, put in a player's
words by notation/jsonproblems.py. A document that passes becomes a record in
notation/jsonbuilding.py, where names are turned into seats and sides; like the text
reader, nothing here checks the rules of play. Writing a game and reading it back stay
side by side here (tests/notation holds them inverse).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import Any, Final

from allfives_notation.engine.tiles import Tile
from allfives_notation.errors import NotationError, quiet_json
from allfives_notation.notation.jsonbuilding import JsonGameBuilder, pointer_key
from allfives_notation.notation.jsonproblems import document_order, inlined, schema_problems, validator
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.shape import fits
from allfives_notation.record.model import (
    Call,
    Comment,
    CommentStyle,
    GameRecord,
    HandRecord,
    Turn,
    format_for,
)

__all__ = [
    "RefusedError",
    "game_from_json",
    "game_to_json",
    "inlined",
    "is_json_document",
    "read_json_document",
    "read_json_games",
    "read_json_lines",
    "schema_problems",
    "validator",
    "write_json",
    "write_jsonl",
]


# ---- writing


def game_to_json(game: GameRecord) -> dict[str, Any]:
    """The JSON document of ``game``, keys in canonical order, empty parts left out."""
    seats = game.seats
    sides = game.side_names
    out: dict[str, Any] = {"format": format_for(game.rules, newer_lines=game.says_more_than_1_0)}
    if game.intro:
        out["intro"] = _comments(game.intro)
    for key in ("event", "site", "date", "round"):
        if getattr(game, key) is not None:
            out[key] = getattr(game, key)
    out["seats"] = list(seats)
    if game.partnerships:
        out["partnerships"] = True
    out["rules"] = str(replace(game.rules, target=None))
    if game.rules.target is not None:
        out["target"] = game.rules.target
    if game.seed is not None:
        out["seed"] = game.seed
    view: dict[str, Any] = {"level": game.view.level.value}
    if game.view.seat is not None:
        view["seat"] = seats[game.view.seat]
    out["view"] = view
    if game.first_hand != 1 or game.start_scores is not None:
        setup: dict[str, Any] = {"hand": game.first_hand}
        if game.start_scores is not None:
            setup["scores"] = dict(zip(sides, game.start_scores, strict=True))
        out["setup"] = setup
    out["result"] = "*" if game.result is None else sides[game.result]
    if game.other_tags:
        out["tags"] = [{"name": name, "value": value} for name, value in game.other_tags]
    if game.comments:
        out["comments"] = _comments(game.comments)
    out["hands"] = [_hand_to_json(game, hand) for hand in game.hands]
    return out


def _comments(comments: Iterable[Comment]) -> list[dict[str, str]]:
    return [
        {"text": c.text} if c.style is CommentStyle.BRACE else {"text": c.text, "style": c.style.value}
        for c in comments
    ]


def _tiles(tiles: Iterable[Tile]) -> list[str]:
    return [str(tile) for tile in tiles]


def _hand_to_json(game: GameRecord, hand: HandRecord) -> dict[str, Any]:
    seats, sides = game.seats, game.side_names
    out: dict[str, Any] = {"number": hand.number, "leader": seats[hand.leader]}
    if hand.thrown_in:
        out["thrown_in"] = hand.thrown_in
    if hand.comments:
        out["comments"] = _comments(hand.comments)
    if hand.dealt:
        out["dealt"] = {seats[seat]: _tiles(tiles) for seat, tiles in hand.dealt}
    if hand.boneyard is not None:
        out["boneyard"] = _tiles(hand.boneyard)
    out["turns"] = [_turn_to_json(seats, turn) for turn in hand.turns]
    if hand.end is not None:
        end: dict[str, Any] = {"how": hand.end.how.value}
        if hand.end.seat is not None:
            end["seat"] = seats[hand.end.seat]
        out["end"] = end
    if hand.pips:
        out["pips"] = {seats[s]: n for s, n in hand.pips}
    if hand.shown:
        out["shown"] = {seats[s]: _tiles(t) for s, t in hand.shown}
    if hand.deductions:
        out["deductions"] = {seats[s]: n for s, n in hand.deductions}
    if hand.awards:
        out["awards"] = {sides[s]: n for s, n in hand.awards}
    if hand.scores:
        out["scores"] = {sides[s]: n for s, n in hand.scores}
    if hand.end_comments:
        out["end_comments"] = _comments(hand.end_comments)
    return out


def _turn_to_json(seats: tuple[str, ...], turn: Turn) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": seats[turn.seat]}
    if turn.draws:
        out["draws"] = _tiles(turn.drawn) if turn.drawn else turn.draws
    if turn.tile is not None:
        out["tile"] = str(turn.tile)
        if turn.arm is not None:
            out["arm"] = str(turn.arm)
        if turn.points is not None:
            out["points"] = turn.points
    if turn.passed:
        out["passes"] = True
    if turn.glyphs:
        out["glyphs"] = list(turn.glyphs)
    if turn.comments:
        out["comments"] = _comments(turn.comments)
    if turn.calls:
        out["calls"] = [_call_to_json(seats, call) for call in turn.calls]
    return out


def _call_to_json(seats: tuple[str, ...], call: Call) -> dict[str, Any]:
    """A muggins call (R23) as the turn's JSON holds it: ``{"seat": "Ben", "points": 2}``."""
    out: dict[str, Any] = {"seat": seats[call.seat]}
    if call.points is not None:
        out["points"] = call.points
    if call.glyphs:
        out["glyphs"] = list(call.glyphs)
    if call.comments:
        out["comments"] = _comments(call.comments)
    return out


def write_json(game: GameRecord) -> str:
    """One game as a JSON document for people to read: indented, a turn or a hand of tiles a line."""
    return quiet_json(_tighten(json.dumps(game_to_json(game), indent=2, ensure_ascii=False))) + "\n"


_WIDTH: Final = 100


def _tighten(text: str) -> str:
    """Put each array or object that fits in ``_WIDTH`` characters on one line.

    ``json.dumps(indent=2)`` ends a line with ``[`` or ``{`` only to open a container and
    starts one with ``]`` or ``}`` only to close it (strings hold no raw line breaks), so
    joining a container's lines changes nothing but the spaces between tokens.
    """
    out: list[str] = []
    openers: list[int] = []
    for line in text.split("\n"):
        if line.lstrip()[:1] in ("]", "}") and openers:
            start = openers.pop()
            joined = out[start] + " ".join(part.strip() for part in out[start + 1 :]) + line.strip()
            if len(joined) <= _WIDTH:
                out[start:] = [joined]
                continue
        out.append(line)
        if line.endswith(("[", "{")):
            openers.append(len(out) - 1)
    return "\n".join(out)


def write_jsonl(games: Iterable[GameRecord]) -> str:
    """Games as JSON Lines: one compact document a line."""
    lines = (json.dumps(game_to_json(game), ensure_ascii=False, separators=(",", ":")) for game in games)
    return "".join(quiet_json(line) + "\n" for line in lines)


# ---- reading


class RefusedError(NotationError):
    """A JSON document refused: its first finding, in document order, and every finding (``all``)."""

    def __init__(self, found: list[NotationError]) -> None:
        first = found[0]
        super().__init__(
            first.message,
            line=first.line,
            column=first.column,
            pointer=first.pointer,
            context=first.context,
            rule=first.rule,
            source=first.source,
            code=first.code,
        )
        self.all = tuple(found)


def game_from_json(document: object, *, source: str | None = None) -> GameRecord:
    """Read one game's JSON document; an invalid one raises a :class:`NotationError` with its pointer.

    The error is a :class:`RefusedError`, whose ``all`` holds every finding, in document
    order: what the schema refuses, or else each name that is no seat or side, and so on.
    The schema's validator runs only when the quick test of :mod:`shape` does not pass the document.
    """
    if not fits(document):
        try:
            found = schema_problems(document, source)
        except (ValueError, RecursionError):  # a number past Python's digit limit, or nesting past its stack
            raise NotationError(_TOO_BIG, pointer="", source=source, code="AF003") from None
        if found:
            raise RefusedError(found)
    assert isinstance(document, dict)
    reader = JsonGameBuilder(source)
    game = reader.game(document)
    if reader.errors or game is None:
        raise RefusedError(
            sorted(reader.errors, key=lambda error: document_order(document, error.pointer or ""))
        )
    return game


_TOO_BIG: Final = "this document holds a number too large, or nests too deeply, for any game record"


def read_json_games(text: str, source: str | None = None) -> Iterator[ReadGame]:
    """Read a JSON document (one game) or JSON Lines (a game a line); one bad line spoils only its game.

    See :func:`is_json_document` for how the two are told apart.
    """
    text = text.removeprefix("\ufeff")
    if is_json_document(text):
        yield from read_json_document(text, source)
        return
    yield from read_json_lines(text, source)


def read_json_document(text: str, source: str | None = None) -> Iterator[ReadGame]:
    """Read one JSON document, one game (none if the text is blank); a syntax error is given at its line.

    Each finding about a value stands at the line and column where the value is written.
    """
    text = text.removeprefix("\ufeff")
    if not text.strip():
        return
    try:
        document = _loads(text)
    except NotationError as error:
        error.source = source
        yield ReadGame(None, (error,), error.line or 1)
        return
    read = _read_one(document, source, None)
    if read.errors:
        places = _value_places(text)
        for finding in read.errors:
            if finding.pointer and finding.pointer in places:  # not the document as a whole
                finding.line, finding.column = places[finding.pointer]
    yield read


_TOKENS: Final = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]:,]|[^\s{}\[\]:,"]+')


def _line_and_column(text: str, at: int) -> tuple[int, int]:
    """The line and column (both from 1) of offset ``at`` of ``text``."""
    return text.count("\n", 0, at) + 1, at - (text.rfind("\n", 0, at) + 1) + 1


def _value_places(text: str) -> dict[str, tuple[int, int]]:
    """The line and column where each value of a JSON document starts, by its JSON pointer.

    For a document that ``json.loads`` read, so that a finding in a pretty-printed document
    stands at its own line; an object's own place is its ``{``.
    """
    places: dict[str, tuple[int, int]] = {}
    path: list[str] = []  # the pointer's parts down to the open container
    opened: list[list[Any]] = []  # per open container: [is an object, key or index, a key comes next]

    def value_at(at: int) -> None:
        pointer = "".join("/" + part for part in path)
        if opened:
            pointer += "/" + pointer_key(str(opened[-1][1]))
        places.setdefault(pointer, _line_and_column(text, at))

    for token in _TOKENS.finditer(text):
        word = token[0]
        top = opened[-1] if opened else None
        if word in ",:":
            if word == "," and top is not None:
                if top[0]:
                    top[2] = True
                else:
                    top[1] += 1
            continue
        if word in "}]":
            if opened:
                opened.pop()
                if path:
                    path.pop()
            continue
        if top is not None and top[0] and top[2]:  # an object's key
            top[1], top[2] = json.loads(word) if word.startswith('"') else word, False
            continue
        value_at(token.start())
        if word in "{[":
            if top is not None:
                path.append(pointer_key(str(top[1])))
            opened.append([word == "{", 0 if word == "[" else "", word == "{"])
    return places


def read_json_lines(text: str, source: str | None = None, *, first_line: int = 1) -> Iterator[ReadGame]:
    """Read JSON Lines, a game a line; ``first_line`` is the line of the file ``text`` starts at."""
    lines = text.split("\n")  # not splitlines: U+2028 may stand in a string
    for number, line in enumerate(lines, start=first_line):
        line = line.removeprefix("\ufeff")  # where a file joined on after another started
        if not line.strip():
            continue
        try:
            document = _loads(line)
        except NotationError as error:
            error.source, error.line = source, number
            yield ReadGame(None, (error,), number)
            continue
        yield _read_one(document, source, number)


def is_json_document(text: str) -> bool:
    """Whether ``text`` is one JSON document rather than JSON Lines.

    One document when its first line is a lone ``{`` (as :func:`write_json` writes), or
    when its first line is not JSON by itself but the whole text is.
    """
    text = text.removeprefix("\ufeff")
    first = next((line.strip() for line in text.split("\n") if line.strip()), "")
    if first == "{":
        return True
    try:
        json.loads(first)
        return False
    except (ValueError, RecursionError):
        pass
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


def _loads(text: str) -> object:
    r"""``json.loads``, with every way it can fail turned into a :class:`NotationError`.

    An escape of half a character (a lone surrogate, such as ``\ud800``) is refused: no
    UTF-8 file could hold the text it gives.
    """
    try:
        document = json.loads(text, object_pairs_hook=_no_repeated_keys)
    except json.JSONDecodeError as error:
        message = f"this is not JSON: {error.msg}"
        if error.msg == "Extra data" and "\r" in text[: error.pos]:
            message += "; JSON Lines end each game's line with LF (or CRLF), not a lone CR"
        missing = _missing_comma(text, error)
        if missing is not None:
            raise missing from None
        raise NotationError(message, line=error.lineno, column=error.colno, code="AF003") from None
    except _RepeatedKeyError as error:
        key, line, column = _repeatedpointer_key(text) or (error.key, 1, None)
        message = f"the key {key!r} is given twice in one object"
        raise NotationError(message, line=line, column=column, code="AF003") from None
    except (ValueError, RecursionError):
        raise NotationError(_TOO_BIG, line=1, code="AF003") from None
    if _SURROGATE_ESCAPE.search(text):
        half = _half_character(document)
        if half is not None:
            message = f"this text holds half of a character ({half}): records are Unicode text"
            raise NotationError(message, line=1, code="AF003")
    return document


_SURROGATE_ESCAPE: Final = re.compile(r"\\u[dD][89a-fA-F]")


def _missing_comma(text: str, error: json.JSONDecodeError) -> NotationError | None:
    """A comma left out at the end of a line, placed there (not at the next line's start, as JSON has it)."""
    if error.msg != "Expecting ',' delimiter":
        return None
    before = text[: error.pos].rstrip(" \t\r\n")
    if "\n" not in text[len(before) : error.pos]:
        return None  # on one line: JSON's own place is the place
    line, column = _line_and_column(text, len(before))  # just after the line's last character
    after = f"the next item is on line {error.lineno:,}"
    message = f"this is not JSON: a comma is missing at the end of this line ({after})"
    return NotationError(message, line=line, column=column, code="AF003")


def _half_character(value: object) -> str | None:
    """The first lone surrogate in a JSON value's strings, written as its escape; None if there is none."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, str):
            for char in item:
                if 0xD800 <= ord(char) <= 0xDFFF:
                    return f"\\u{ord(char):04x}"
    return None


#: The pieces of JSON text that matter for finding a key: strings, the brackets, and colons.
_PIECES: Final = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]:]')


def _repeatedpointer_key(text: str) -> tuple[str, int, int] | None:
    """The first key given twice in one object of a JSON text, with its line and column; None if none is.

    ``json.loads`` tells only which key; this walks the text to where the key is given the
    second time, so that a pretty-printed document's finding points at its own line.
    """
    objects: list[set[str] | None] = []  # for each open bracket: the keys of an object, None for an array
    last: re.Match[str] | None = None
    for piece in _PIECES.finditer(text):
        token = piece[0]
        if token in "{[":
            objects.append(set() if token == "{" else None)
        elif token in "}]":
            if objects:
                objects.pop()
        elif token == ":" and last is not None and last[0].startswith('"') and objects:
            keys = objects[-1]
            key = json.loads(last[0])
            if keys is not None and key in keys:
                return (key, *_line_and_column(text, last.start()))
            if keys is not None:
                keys.add(key)
        last = piece
    return None


class _RepeatedKeyError(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _no_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _RepeatedKeyError(key)
        out[key] = value
    return out


def _read_one(document: object, source: str | None, line: int | None) -> ReadGame:
    """One document; in JSON Lines ``line`` is its line, named in any error beside the pointer."""
    try:
        return ReadGame(game_from_json(document, source=source), (), line or 1)
    except RefusedError as refused:
        for error in refused.all:
            error.line = line
        return ReadGame(None, refused.all, line or 1)
    except NotationError as error:
        error.line = line
        return ReadGame(None, (error,), line or 1)
