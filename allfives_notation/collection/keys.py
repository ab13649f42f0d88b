"""The canonical key of a game's play: the same for every copy of a game, whatever its form or knowledge.

The key is drawn from the *public play*: the table (seats, partnerships, rules, first
hand), then for each hand its number and leader, each turn's seat, draws, tile and the arm
it went on (worked out from the layout where the record leaves it out), and how the hand
ended. That is what every copy of a game shows, open, a player's or an onlooker's; form,
layout, comments, claims, glyphs and tags do not enter it. Under ``muggins=on`` a claim is
the player's say and scores what it says, and a call scores too (R23): there each turn's
claim and its muggins calls are play, and enter the key. A record cut short has a public
play that is the start of its whole's.

What a copy knows beyond that (hands dealt, the boneyard, tiles drawn or shown) are its
*facts*: two copies of one game agree on every fact both know, and a copy knows less than
another when its facts are among the other's.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from typing import Final

from allfives_notation.board.position import Position
from allfives_notation.engine.arms import AnyArm
from allfives_notation.engine.rules import Muggins
from allfives_notation.engine.tiles import Tile
from allfives_notation.record.model import GameRecord, HowEnded

#: The tag that carries a game's key (``allfives dedupe --key-tag``).
KEY_TAG: Final = "PlayKey"
NO_ARM: Final = 5  # the arm of a turn the layout could not place, as the record wrote none
_LEAD: Final = 4
LATER: Final = 2  # a later double's arm (R25), 4 and up on the layout, is written 6 and up
_HOW: Final = {None: 0, HowEnded.OUT: 1, HowEnded.BLOCKED: 2, HowEnded.TARGET: 3}


def table_of(record: GameRecord) -> bytes:
    """The table a game is played at, as the key begins: seats, partnerships, rules, first hand."""
    rules = f"{replace(record.rules, target=None)} target={record.table.target}"  # given or by default, alike
    partners = "partners" if record.partnerships else ""
    table = "\x1f".join([*record.seats, partners, rules, str(record.first_hand)])
    return table.encode("utf-8") + b"\x1e"


def public_play(record: GameRecord, positions: tuple[tuple[Position, ...], ...]) -> bytes:
    """The public play of a game as bytes (see the module docstring); a cut-short copy's is a prefix."""
    out = bytearray(table_of(record))
    muggins = record.rules.muggins is Muggins.ON
    for hand, moments in zip(record.hands, positions, strict=True):
        out += bytes((0xFE, hand.number >> 8 & 0xFF, hand.number & 0xFF, hand.leader))
        for t, turn in enumerate(hand.turns):
            tile = 0xFF if turn.tile is None else turn.tile.id
            out += bytes((turn.seat, min(turn.draws, 0xFF), tile, arm_placed(turn.arm, moments, t)))
            if muggins:  # the claim and the calls score what they say (R23)
                out += _said(turn.points) + b"".join(
                    bytes((0xFC, c.seat)) + _said(c.points) for c in turn.calls
                )
        if hand.end is not None:
            seat = 0xFF if hand.end.seat is None else hand.end.seat
            out += bytes((0xFD, _HOW[hand.end.how], seat))
    return bytes(out)


def _said(points: int | None) -> bytes:
    """Points claimed or called, as the key writes them: two bytes, none as nothing."""
    value = min(points or 0, 0xFFFF)
    return bytes((value >> 8, value & 0xFF))


def arm_placed(written: AnyArm | None, moments: tuple[Position, ...], t: int) -> int:
    """The arm turn ``t`` of a hand placed its tile on (0-3: W E N S; 4: the lead), as the layout shows it.

    Where the layout could not place it, the arm the record wrote (5: none written). A later
    double's arm under ``spinner=every`` (R25) is 6 and up, so no key of the other rules changes.
    """
    after = moments[t + 1] if t + 1 < len(moments) else None
    if after is not None and after.latest is not None:
        if after.lead is not None and after.lead.turn == t:
            return _LEAD
        for arm, placed in enumerate(after.arms):
            if placed and placed[-1].turn == t:
                return arm if arm < 4 else arm + LATER
    if written is None:
        return NO_ARM
    return int(written) if int(written) < 4 else int(written) + LATER


def play_key(play: bytes) -> str:
    """The key of a public play: 20 hex digits (80 bits) of its BLAKE2b digest."""
    return hashlib.blake2b(play, digest_size=10).hexdigest()


def facts_of(record: GameRecord, positions: tuple[tuple[Position, ...], ...]) -> dict[str, str]:
    """What the record knows beyond the public play, each fact under a name.

    ``3 held 1``: the tiles the record knows seat 1 held in hand 3 (dealt, drawn, placed
    or shown at the end, as the positions know them); ``3 boneyard``: its
    order; ``3 drew 5``: the tiles turn 5 drew, where named.
    """
    facts: dict[str, str] = {}
    for hand, moments in zip(record.hands, positions, strict=True):
        number = hand.number
        held: dict[int, set[Tile]] = {}
        for turn in hand.turns:
            if turn.tile is not None:
                held.setdefault(turn.seat, set()).add(turn.tile)
        for moment in moments:
            for seat_hand in moment.hands:
                if seat_hand.known:
                    held.setdefault(seat_hand.seat, set()).update(seat_hand.known)
        for seat, tiles in sorted(held.items()):
            facts[f"{number} held {seat}"] = " ".join(sorted(str(tile) for tile in tiles))
        if hand.boneyard is not None:
            facts[f"{number} boneyard"] = " ".join(str(tile) for tile in hand.boneyard)
        for t, turn in enumerate(hand.turns):
            if turn.drawn:
                facts[f"{number} drew {t}"] = " ".join(str(tile) for tile in turn.drawn)
    return facts


def _holds(name: str, one: str, other: str | None) -> bool:
    """Whether fact ``other`` holds all that ``one`` says: its tiles held among them, or the same value."""
    if other is None:
        return False
    if " held " in name:
        return set(one.split()) <= set(other.split())
    return one == other


def agree(one: dict[str, str], other: dict[str, str]) -> bool:
    """Whether two copies tell no different story where both tell one (tiles held: one among the other's)."""
    return all(
        _holds(name, value, other[name]) or _holds(name, other[name], value)
        for name, value in one.items()
        if name in other
    )


def knows_no_more(one: dict[str, str], other: dict[str, str]) -> bool:
    """Whether ``one`` knows nothing that ``other`` does not."""
    return all(_holds(name, value, other.get(name)) for name, value in one.items())


def annotations_of(record: GameRecord) -> int:
    """Comments, glyphs and claimed points: what a person added to the bare play."""
    count = len(record.intro) + len(record.comments)
    for hand in record.hands:
        count += len(hand.comments) + len(hand.end_comments)
        for turn in hand.turns:
            count += len(turn.comments) + len(turn.glyphs) + (turn.points is not None)
    return count


@dataclass(frozen=True, slots=True)
class Copy:
    """What deduplication keeps of one game: where it is, its key and play, what it knows, how good it is."""

    order: int  # the game's place among all the games read, from 0
    where: str  # ``club.afn:12 (game 3)``
    key: str
    play: bytes
    facts: dict[str, str]
    annotations: int
    valid: bool
    finished: bool
