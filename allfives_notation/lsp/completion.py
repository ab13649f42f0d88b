"""What an editor offers to complete in a text record: tags, rule sets, names, line words, tiles that fit.

A line being typed does not read yet, so the game is read up to the line before the
cursor (an unfinished record reads), and the tiles offered after a player's name are
those that fit the table at that moment, with the arm and the points each would score
(under ``spinner=every`` a later double's arm by its path, ``E3N``, R25).
The seats come from the game's ``Seats`` and ``Partners`` tags as written.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import Enum, EnumMeta
from typing import Final

from allfives_notation.board.position import game_positions
from allfives_notation.engine.arms import ArmPath
from allfives_notation.engine.rules import VARIANTS, read_variant
from allfives_notation.errors import AllFivesError
from allfives_notation.lsp.document import Record
from allfives_notation.lsp.jsonplaces import locate, pointer_at
from allfives_notation.lsp.meanings import LINE_WORDS, RULE_SETS, SETTINGS, TAGS, path_words
from allfives_notation.lsp.meanings import VARIANTS as VARIANT_MEANINGS
from allfives_notation.lsp.table import Playable, options
from allfives_notation.notation import game_from_json, lines, read_games
from allfives_notation.notation.form import Form
from allfives_notation.record.model import HowEnded

_TAG_NAME: Final = re.compile(r"^\s*\[([A-Za-z]\w*)?$")
_TAG_VALUE: Final = re.compile(r'^\s*\[([A-Za-z]\w*)\s+"([^"]*)$')
_FIRST_WORD: Final = re.compile(r"^(\s*)(\S*)$")
_AFTER_NAME: Final = re.compile(rf"^\s*({lines.NAME})\s+(\S*)$")
_COUNT_LINE: Final = re.compile(r"^\s*(pips|shown|deduct|award|score)\s+(?:.*,\s*)?(\S*)$")
#: Values a variant may take that the engine's enumerations do not list (numbers), to offer.
_CALL: Final = "calls muggins on the last placement (R23)"
_NUMBERS: Final = ("standard", "exact", "7-5", "5", "7", "0", "1", "2", "100", "150", "200", "250")


@dataclass(frozen=True, slots=True)
class Item:
    """One completion: what the list shows, what it writes from column ``start``, and what kind it is."""

    label: str
    text: str
    start: int
    kind: str  # tag, value, name, keyword or tile
    detail: str = ""
    order: int = 0  # lower first


def complete(record: Record, line: int, column: int) -> list[Item]:
    """The completions at ``line``, ``column`` (from 0, in characters) of a record."""
    if not 0 <= line < len(record.lines):
        return []
    if record.form is not Form.TEXT:
        return _json(record, line, column)
    before = record.lines[line][:column]
    header = _header(record, line)
    if (tag := _TAG_NAME.match(before)) is not None:
        start = column - len(tag[1] or "")
        return [
            Item(name, f'{name} "', start, "tag", f"{value}", i)
            for i, (name, (value, _)) in enumerate(TAGS.items())
        ]
    if (value := _TAG_VALUE.match(before)) is not None:
        return _tag_value(value[1], value[2], column, header)
    seats = _seats(header)
    if (count := _COUNT_LINE.match(before)) is not None:
        names = seats if count[1] in ("pips", "shown", "deduct") else _sides(header, seats)
        return _names(names, column - len(count[2]))
    if (first := _FIRST_WORD.match(before)) is not None:
        start = len(first[1])
        items = _names(seats, start)
        items += [Item(word, word + " ", start, "keyword", LINE_WORDS[word], 10) for word in LINE_WORDS]
        return items
    if (named := _AFTER_NAME.match(before)) is not None and named[1] in seats:
        items = _after_name(record, line, seats.index(named[1]), column - len(named[2]))
        if "muggins" in header.get("Rules", ""):  # the rule set muggins, or muggins=on (R23)
            items.append(Item("muggins", "muggins", column - len(named[2]), "keyword", _CALL, 110))
        return items
    return []


def _header(record: Record, line: int) -> dict[str, str]:
    """The tags of the game the line is in, as written (the last of each), looking back from ``line``."""
    found: dict[str, str] = {}
    for at in range(line, -1, -1):
        text = record.lines[at].strip()
        tag = lines.TAG_PAIR.match(text)
        if tag is not None:
            found.setdefault(tag["name"], lines.tag_value(tag["value"]))
        elif found and text and not text.startswith(("{", ";")):
            break  # the last line of the game before
    return found


def _seats(header: dict[str, str]) -> list[str]:
    return [name.strip() for name in header.get("Seats", "").split(",") if name.strip()]


def _sides(header: dict[str, str], seats: list[str]) -> list[str]:
    partners = [side.strip() for side in header.get("Partners", "").split(",") if side.strip()]
    return partners or seats


def _names(names: list[str], start: int) -> list[Item]:
    return [
        Item(name, name + " ", start, "name", "a seat" if "+" not in name else "a side", i)
        for i, name in enumerate(names)
    ]


def _tag_value(name: str, value: str, column: int, header: dict[str, str]) -> list[Item]:
    word = re.split(r"[\s,]", value)[-1]
    start = column - len(word)
    if name == "Rules":
        return _rules(value, word, start)
    seats = _seats(header)
    if name == "View":
        views = ["open", "public", *(f"player {seat}" for seat in seats)]
        return [
            Item(view, view, column - len(value), "value", "what the record knows", i)
            for i, view in enumerate(views)
        ]
    if name == "Result":
        sides = [*_sides(header, seats), "*"]
        return [
            Item(side, side, column - len(value), "value", "the winner" if side != "*" else "unfinished", i)
            for i, side in enumerate(sides)
        ]
    return []


def _rules(value: str, word: str, start: int) -> list[Item]:
    """A rule set's name first, then variants not yet set, and the values of the variant being written."""
    before = [w for w in re.split(r"[\s,]+", value[: len(value) - len(word)]) if w]
    if not before:
        return [Item(name, name, start, "value", why, i) for i, (name, why) in enumerate(RULE_SETS.items())]
    if "=" in word:
        name = word.split("=", 1)[0]
        return [
            Item(f"{name}={v}", f"{name}={v}", start, "value", SETTINGS.get(f"{name}={v}", ("", ""))[0], i)
            for i, v in enumerate(_variant_values(name))
        ]
    named = [w.split("=", 1)[0] for w in before]
    given = {name for name in named if name != "target" or named.count(name) > 1}  # exact and a number
    return [
        Item(f"{name}=", f"{name}=", start, "value", VARIANT_MEANINGS.get(name, ("", ""))[0], i)
        for i, name in enumerate(VARIANTS)
        if name not in given
    ]


def _variant_values(name: str) -> list[str]:
    """The settings the rule book allows for a variant (its enumeration, or a few numbers it takes)."""
    if name not in VARIANTS:
        return []
    reader = VARIANTS[name][1]
    members: list[Enum] = list(reader) if isinstance(reader, EnumMeta) else []
    listed = [str(member.value) for member in members]
    out = []
    for value in listed or list(_NUMBERS):
        try:
            read_variant(name, value)
        except AllFivesError:
            continue
        out.append(value)
    return out


def _after_name(record: Record, line: int, seat: int, start: int) -> list[Item]:
    """After a player's name: the tiles that fit at that moment, then the other ways a turn goes on."""
    items: list[Item] = []
    for i, option in enumerate(_options(record, line, seat)):
        held = "in the hand" if option.held else "not seen elsewhere"
        scores = f"scores {option.points}" if option.points else "scores nothing"
        where = f"{path_words(option.on)} (R25); " if isinstance(option.on, ArmPath) else ""
        items.append(Item(option.text, option.text, start, "tile", f"{where}{scores}; {held}", i))
    words = {"draws": "draws from the boneyard (R9)", "passes": "nothing to play or draw (R10)"}
    words |= {"out": "went out (R11)", "reaches the target": "the game is won (R19)"}
    items += [Item(w, w, start, "keyword", why, 100 + i) for i, (w, why) in enumerate(words.items())]
    return items


def _options(record: Record, line: int, seat: int) -> list[Playable]:
    """The options of ``seat`` with the game read up to the line before ``line``."""
    piece = record.piece_at(line)
    if piece is None:
        return []
    within = line - (piece.first_line - 1)  # lines of the piece before this one
    text = "\n".join(piece.text.split("\n")[:within]) + "\n"
    games = [read.game for read in read_games(text) if read.game is not None]
    if not games or not games[-1].hands:
        return []
    game = games[-1]
    hand = game.hands[-1]
    if (hand.end is not None and hand.end.how is not HowEnded.TARGET) or seat >= len(game.seats):
        return []
    try:
        moments = game_positions(game)
    except AllFivesError:
        return []
    position = moments[-1][-1]
    if position.ended:
        return []
    return options(game, position, seat)


_JSON_TURN: Final = re.compile(r"^/hands/(\d+)/turns/(\d+)/(seat|tile)$")
_JSON_ENDING: Final = ("end", "pips", "shown", "deductions", "awards", "scores")


def _json(record: Record, line: int, column: int) -> list[Item]:
    """In a JSON record, inside a turn's ``"seat"`` or ``"tile"`` string: the seats, or the tiles that fit.

    The game is read with that hand cut before the turn (an unfinished record; the turn's
    draws, if it has any, kept), so the turn being written, whatever it holds yet, does not
    keep the rest from reading.
    """
    piece = record.piece_at(line)
    if piece is None:
        return []
    offset = piece.offset(line - (piece.first_line - 1), column)
    pointer = pointer_at(piece.text, offset) if offset is not None else None
    at = _JSON_TURN.match(pointer or "")
    spot = locate(piece.text, pointer or "")
    if at is None or spot is None or offset is None or piece.text[spot.start : spot.start + 1] != '"':
        return []
    start = column - (offset - spot.start - 1)  # the string's first character, after its quote
    if not spot.start < offset < spot.end:
        return []
    try:
        document = json.loads(piece.text)
        h, t = int(at[1]), int(at[2])
        seats = [str(seat) for seat in document["seats"]]
        hand = document["hands"][h]
        written = hand["turns"][t]
        seat_written = written.get("seat")
        drawn = [{"seat": seat_written, "draws": written["draws"]}] if written.get("draws") else []
        hand["turns"] = hand["turns"][:t] + drawn  # a draw before the tile is played: the tile is held
        for key in _JSON_ENDING:
            hand.pop(key, None)
        document["hands"] = document["hands"][: h + 1]
        document["result"] = "*"
        game = game_from_json(document)
        position = game_positions(game)[-1][-1]
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, AllFivesError):
        return []
    if at[3] == "seat":
        return [Item(name, name, start, "name", "a seat", i) for i, name in enumerate(seats)]
    seat = seats.index(seat_written) if seat_written in seats else position.to_play
    if seat is None or position.ended:
        return []
    items = []
    for i, option in enumerate(options(game, position, seat)):
        arm = f"arm {option.arm}, " if option.arm is not None else ""
        scores = f"scores {option.points}" if option.points else "scores nothing"
        items.append(Item(option.text, str(option.tile), start, "tile", f"{arm}{scores}", i))
    return items
