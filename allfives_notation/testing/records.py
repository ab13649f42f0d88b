"""A played game written down at each level of knowledge, and a record with one hand, turn or line put in."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from allfives_notation.engine import PlayedGame
from allfives_notation.record import GameRecord, HandRecord, Knowledge, Turn, View, record_of

#: The knowledge levels, as columns: open; the record of the seat the change concerns and of the next
#: seat (both ``player`` records); public.
LEVELS = ("open", "mover", "bystander", "public")
LEVEL_NAMES = {
    "open": "open",
    "mover": "player (mover)",
    "bystander": "player (bystander)",
    "public": "public",
}


def view_for(level: str, mover: int, players: int) -> View:
    """The View of a knowledge level, for a change that concerns seat ``mover``."""
    if level == "open":
        return View(Knowledge.OPEN)
    if level == "public":
        return View(Knowledge.PUBLIC)
    if level == "mover":
        return View(Knowledge.PLAYER, mover)
    return View(Knowledge.PLAYER, (mover + 1) % players)


def record_at(game: PlayedGame, level: str, mover: int, *, implied_arms: bool = True) -> GameRecord:
    """``game`` written down at ``level``, for a change about seat ``mover``."""
    return written(game, view_for(level, mover, game.table.players), implied_arms)


@cache
def written(game: PlayedGame, view: View, implied_arms: bool = True) -> GameRecord:
    """``record_of``, once for each game and view: records are values, so tests may share them."""
    return record_of(game, view, implied_arms=implied_arms)


def seat_sees(view: View, seat: int) -> bool:
    """Whether a record at ``view`` shows ``seat``'s hand."""
    return view.level is Knowledge.OPEN or view.seat == seat


@cache
def truth_of(game: PlayedGame) -> GameRecord:
    """The open record with every arm and claim written: the facts each change is measured against."""
    return record_of(game, View(Knowledge.OPEN), implied_arms=False, claims=True)


def with_hand(record: GameRecord, h: int, hand: HandRecord) -> GameRecord:
    """``record`` with hand ``h`` replaced."""
    return replace(record, hands=(*record.hands[:h], hand, *record.hands[h + 1 :]))


def with_turn(record: GameRecord, h: int, t: int, turn: Turn) -> GameRecord:
    """``record`` with turn ``t`` of hand ``h`` replaced."""
    hand = record.hands[h]
    return with_hand(record, h, replace(hand, turns=(*hand.turns[:t], turn, *hand.turns[t + 1 :])))


def with_line_in_last_hand(text: str, line: str) -> str:
    """One game's text with ``line`` put after the second turn of its last hand."""
    lines = text.split("\n")
    last_hand = max(n for n, found in enumerate(lines) if found.startswith("hand "))
    turn = next(n for n in range(last_hand, len(lines)) if lines[n].startswith("  ") and ":" not in lines[n])
    return "\n".join([*lines[: turn + 2], line, *lines[turn + 2 :]])
