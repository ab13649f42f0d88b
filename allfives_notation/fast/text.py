"""The fast path for the text form: games in the canonical layout read line by line straight into ints.

Only the canonical text (as :mod:`allfives_notation.notation.writer` writes it: two-space
indents, single spaces, tiles high half first, no comments or glyphs) is taken; any other
line, or anything the replay is not sure of, hands that game and the rest of the text to
the reference reader.
"""

from __future__ import annotations

import re
from typing import Final

from allfives_notation.check.report import GameReport
from allfives_notation.engine.arms import Arm
from allfives_notation.engine.tiles import TILES
from allfives_notation.fast.header import header_record
from allfives_notation.fast.replay import BLOCKED, OUT, TARGET, FastGame, Unsure
from allfives_notation.notation.lines import tag_value
from allfives_notation.record.model import GameRecord

#: Each tile as the canonical form writes it, high half first, to its id.
TILE_ID: Final[dict[str, int]] = {f"{tile.high}-{tile.low}": tile.id for tile in TILES}
ARM_INDEX: Final[dict[str, int]] = {arm.name: int(arm) for arm in Arm}
_TAG: Final = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*) "((?:[^"\\\n]|\\["\\])*)"\]')
_HAND: Final = re.compile(r"hand ([1-9][0-9]{0,5}), (\S+) leads")
_NUMBER: Final = re.compile(r"0|[1-9][0-9]{0,5}")
_SCORE: Final = re.compile(r"-?[1-9][0-9]{0,8}|0")
_COMMENT_LINE: Final = re.compile(r"\{[^{}\n]*\}|;[^\n]*")
_END_WORDS: Final = {"pips": 1, "shown": 2, "deduct": 3, "award": 4, "score": 5}
#: Claims of points as the canonical form writes them, read at a glance (any other is read the long way).
#: What a claim must be is the layout's answer, by the game's rules (FastGame.play), not this table's.
_CLAIMS: Final = {f"+{points}": points for points in range(1, 400)}
#: Turn lines that place a tile, as read once: (the seat's name, tile, arm or -1, points claimed or -1).
#: Few lines are this common and they repeat from game to game, so each is split only once.
_PLACEMENTS: Final[dict[str, tuple[str, int, int, int]]] = {}
_PLACEMENTS_KEPT: Final = 1 << 14


#: The small whole numbers as the canonical form writes them (pips, deductions, draws).
_SMALL: Final = {str(number): number for number in range(400)}


def _count(word: str) -> int:
    """A whole number as the canonical form writes it; Unsure for anything else."""
    number = _SMALL.get(word, -1)
    if number >= 0:
        return number
    if _NUMBER.fullmatch(word) is None:
        raise Unsure
    return int(word)


def _tiles(words: list[str]) -> list[int]:
    try:
        return list(map(TILE_ID.__getitem__, words))
    except KeyError:
        raise Unsure from None


class _Names:
    """A game's seat and side names, to their numbers."""

    __slots__ = ("seats", "sides")

    def __init__(self, game: GameRecord) -> None:
        self.seats = {name: seat for seat, name in enumerate(game.seats)}
        self.sides = {name: side for side, name in enumerate(game.side_names)}


def _entries(body: str, names: dict[str, int]) -> list[tuple[int, str]]:
    """``Ann 5, Ben 10`` as (seat or side, what follows the name), in seat order; Unsure if not."""
    out: list[tuple[int, str]] = []
    last = -1
    for entry in body.split(", "):
        name, _, value = entry.partition(" ")
        who = names.get(name, -1)
        if who <= last:
            raise Unsure  # not a seat, or not in seat order
        out.append((who, value))
        last = who
    return out


def _placement(game: FastGame, seat: int, words: list[str], draws: int, drawn: list[int] | None) -> None:
    """``5-0 E +10`` placed by ``seat`` after drawing ``draws``."""
    tile = TILE_ID.get(words[0], -1) if words else -1
    if tile < 0 or len(words) > 3:
        raise Unsure
    arm = -1
    claimed = -1
    rest = words[1:]
    if rest and rest[0] in ARM_INDEX:
        arm = ARM_INDEX[rest[0]]
        rest = rest[1:]
    if rest:
        word = rest[0]
        if len(rest) > 1 or word[:1] != "+" or word == "+0":
            raise Unsure
        claimed = _count(word[1:])
    game.turn(seat, tile, arm, draws, drawn, False, claimed)


def _turn(game: FastGame, seat: int, words: list[str]) -> None:
    """A turn line's words after the seat's name."""
    if not words:
        raise Unsure
    first = words[0]
    if first == "passes" and len(words) == 1:
        game.turn(seat, -1, -1, 0, None, True, -1)
        return
    if first != "draws":
        _placement(game, seat, words, 0, None)
        return
    end = 1
    while end < len(words) and words[end][-1:] != ",":
        end += 1
    if end == len(words):
        raise Unsure  # a turn that only draws: the end of an unfinished record
    drawing = words[1 : end + 1]
    drawing[-1] = drawing[-1][:-1]
    if len(drawing) == 1 and drawing[0].isdigit():
        draws, drawn = _count(drawing[0]), None
        if draws == 0:
            raise Unsure
    else:
        drawn = _tiles(drawing)
        draws = len(drawn)
    after = words[end + 1 :]
    if after == ["passes"]:
        game.turn(seat, -1, -1, draws, drawn, True, -1)
    elif after and after[0] == "plays":
        _placement(game, seat, after[1:], draws, drawn)
    else:
        raise Unsure


def _hand(game: FastGame, names: _Names, lines: list[str], i: int, header: str) -> int:
    """The hand whose header line is ``header`` (line ``i``); the index of the line after it."""
    found = _HAND.fullmatch(header)
    if found is None:
        raise Unsure
    seats = names.seats
    leader = seats.get(found[2], -1)
    if leader < 0:
        raise Unsure
    game.begin_hand(int(found[1]), leader)
    how, who = -1, -1
    stage = 0  # 1: the end line, then pips, shown, deduct, award, score
    pips: dict[int, int] = {}
    shown: dict[int, list[int]] = {}
    deductions: dict[int, int] | None = None
    awards: dict[int, int] | None = None
    scores: dict[int, int] | None = None
    known_lines = True  # hands dealt and the boneyard come before the turns
    last_dealt = -1
    n = len(lines)
    play = game.play
    i += 1
    placements = _PLACEMENTS
    while i < n:
        line = lines[i]
        placement = placements.get(line)
        if placement is not None and not stage:  # a line read before: a tile, an arm, points
            seat = seats.get(placement[0], -1)
            if seat >= 0:
                i += 1
                known_lines = False
                play(seat, placement[1], placement[2], placement[3])
                continue
        if line[:2] != "  ":
            break
        i += 1
        words = line[2:].split(" ")
        first = words[0]
        seat = seats.get(first, -1)
        if seat >= 0:
            size = len(words)
            second = words[1] if size > 1 else ""
            tile = TILE_ID.get(second, -1)
            if tile >= 0 and size <= 4 and not stage:  # the most common lines: a tile, an arm, points
                known_lines = False
                arm = ARM_INDEX.get(words[2], -1) if size > 2 else -1
                claim = words[3] if size == 4 and arm >= 0 else words[2] if size == 3 and arm < 0 else ""
                claimed = _CLAIMS.get(claim, -2) if claim else -1
                if claimed == -2 or (size == 4 and arm < 0):
                    _turn(game, seat, words[1:])  # any other claim: the long way
                else:
                    if len(placements) >= _PLACEMENTS_KEPT:
                        placements.clear()
                    placements[line] = (first, tile, arm, claimed)
                    play(seat, tile, arm, claimed)
            elif (second == "out" and size == 2) or words[1:] == ["reaches", "the", "target"]:
                if stage:
                    raise Unsure
                stage, how, who = 1, OUT if size == 2 else TARGET, seat
            elif stage:
                raise Unsure
            else:
                known_lines = False
                _turn(game, seat, words[1:])
            continue
        if first[-1:] == ":":
            if not known_lines:
                raise Unsure
            if first == "boneyard:":
                game.set_boneyard(_tiles(words[1:]) if line != "  boneyard:" else [])
                last_dealt = 9
                continue
            seat = seats.get(first[:-1], -1)
            if seat <= last_dealt:
                raise Unsure  # not a seat, in seat order, before the boneyard
            game.deal(seat, _tiles(words[1:]))
            last_dealt = seat
            continue
        if first == "blocked" and len(words) == 1:
            if stage:
                raise Unsure
            stage, how = 1, BLOCKED
            continue
        step = _END_WORDS.get(first, 0)
        if step <= stage - 1 or not step:
            raise Unsure  # out of order, given twice, or no such line
        stage = step + 1
        body = line[3 + len(first) :]
        if step == 2:
            for s, value in _entries(body, seats):
                shown[s] = _tiles(value.split(" "))
        elif step == 5:
            scores = {}
            for side, value in _entries(body, names.sides):
                if _SCORE.fullmatch(value) is None:
                    raise Unsure
                scores[side] = int(value)
        else:
            numbers = {s: _count(value) for s, value in _entries(body, names.sides if step == 4 else seats)}
            if step == 1:
                pips = numbers
            elif step == 3:
                deductions = numbers
            else:
                awards = numbers
    game.end_hand(how, who, pips, shown, deductions, awards, scores)
    return i


def _introduces(lines: list[str], i: int) -> bool:
    """Whether lines from ``i`` are one-line comments, then a tag pair: a new game's introduction.

    After a blank line such comments introduce the game that follows them, so the game
    before them ends with its last hand (as the stream cuts a file, see ``stream.cutting._Run``).
    """
    n = len(lines)
    while i < n and (not lines[i] or _COMMENT_LINE.fullmatch(lines[i])):
        i += 1
    return i < n and _TAG.fullmatch(lines[i]) is not None


def text_reports(text: str, source: str | None, first_line: int) -> tuple[list[GameReport], int, int]:
    """The reports of the games at the start of ``text`` the fast path vouches for, in order.

    Then the character offset and the line where the rest starts, for the reference to
    read (the offset is ``len(text)`` when nothing is left).
    """
    lines = text.split("\n")
    n = len(lines)
    reports: list[GameReport] = []
    offset = 0  # of line i
    i = 0
    while True:
        start_i, start_offset = i, offset
        try:
            while i < n and not lines[i]:  # blank lines before the game
                i += 1
            if i == n:
                return reports, len(text), first_line + n - 1
            game_line = i
            tags: list[tuple[str, str]] = []
            while i < n and lines[i][:1] == "[":
                found = _TAG.fullmatch(lines[i])
                if found is None:
                    raise Unsure
                tags.append((found[1], tag_value(found[2])))
                i += 1
            if not tags:
                raise Unsure
            record = header_record(tags)
            game = FastGame(record)
            names = _Names(record)
            introduced = False  # the next game starts with comments introducing it
            while True:
                after_hand = i
                while i < n and not lines[i]:
                    i += 1
                if i == n or lines[i][:1] == "[":
                    break
                if i > after_hand and _introduces(lines, i):
                    introduced = True
                    break
                i = _hand(game, names, lines, i, lines[i])
            reports.append(game.report(len(reports) + 1, source, first_line + game_line))
            offset += sum(map(len, lines[start_i:i])) + i - start_i
            if introduced:  # the reference reads the introduction and what follows
                return reports, offset, first_line + i
        except Unsure:
            return reports, start_offset, first_line + start_i
