"""Self-play players that look ahead: ``analyst`` plays the engine's best option, ``rollout`` is the baseline.

``analyst`` (setting ``SAMPLES``, ``SAMPLES/DEPTH``, ``SAMPLES/DEPTH/WEIGHT`` or
``SAMPLES/DEPTH/WEIGHT/READING``, as ``analyst:96/2``, ``analyst:160/1/0`` or
``analyst:160/1/0.5/plain``, WEIGHT being how much its play-outs count the next seat's best
reply, 0 for greedy play-outs, and READING ``read``, the default, or ``plain``) judges each
decision with :func:`~allfives_notation.analysis.search.evaluate` from what its seat has
seen, on at most SAMPLES deals (160): it stops sooner once every option but one is set
aside as behind (analysis/racing.py), and searches every deal that fits where there are no
more than SAMPLES. With ``read`` it reads the other side's seats as greedy players (a seat that placed a
tile held none the greedy player would have placed first:
:attr:`~allfives_notation.analysis.knowledge.KnownPosition.read`) until the table shows a seat
plays otherwise: one that put a tile on an arm the greedy player would not have is not read
again this game, and a decision no deal fits as read is dealt as the table showed it. With
``plain`` it deals from what the table showed alone, as ``allfives annotate`` does by default.
``rollout`` (setting ``K``, 40 by default) is the simple player of issue 16's
calibration: it deals the unseen tiles uniformly at random, ignoring what draws and
passes revealed, K times, and plays each option out greedily to the end of the hand.
Self-play names them through :data:`ANALYSIS_PLAYERS` (``play_game(..., makers=ANALYSIS_PLAYERS)``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Final

from allfives_notation.analysis.board import OpenHand, Rules, played_out
from allfives_notation.analysis.knowledge import KnownPosition, not_greedy_seats, position_in, seen_by
from allfives_notation.analysis.search import DEPTH, MOST_WARY, SAMPLES, WARY, Settings, evaluate, gain
from allfives_notation.engine.deal import SplitMix64
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.moves import Placement
from allfives_notation.engine.players import PlayerMaker
from allfives_notation.engine.tiles import TILE_COUNT
from allfives_notation.errors import RulesError

ROLLOUT_DEALS: Final = 40


def _compact(option: Placement) -> tuple[int, int]:
    return option.tile.id, -1 if option.arm is None else int(option.arm)


def _number(kind: str, text: str, low: int, high: int) -> int:
    if not text.isdigit() or not low <= int(text) <= high:
        raise RulesError(f"the {kind} player's setting is a whole number from {low} to {high}, not {text!r}")
    return int(text)


def _weight(text: str) -> float:
    try:
        weight = float(text)
    except ValueError:
        weight = -1.0
    if not 0.0 <= weight <= MOST_WARY:
        raise RulesError(
            f"the analyst player's reply weight is a number from 0 to {MOST_WARY:g}, as 0.5, not {text!r}"
        )
    return weight


def _reading(text: str) -> bool:
    if text not in READINGS:
        raise RulesError(f"the analyst player's reading is read or plain, not {text!r}")
    return READINGS[text]


#: The analyst's fourth setting: whether it reads the other side as greedy players (Settings.reading).
READINGS: Final = {"read": True, "plain": False}


class AnalystPlayer:
    """Plays the option the analysis engine values most, from its own seat's knowledge only."""

    def __init__(self, seed: int, setting: str | None = None) -> None:
        samples, depth, wary, reading = SAMPLES, DEPTH, WARY, True
        if setting:
            first, _, rest = setting.partition("/")
            second, _, rest = rest.partition("/")
            third, _, fourth = rest.partition("/")
            samples = _number("analyst", first, 1, 10_000)
            if second:
                depth = _number("analyst", second, 1, 6)
            if third:
                wary = _weight(third)
            if fourth:
                reading = _reading(fourth)
        self.settings = Settings(budget=samples, depth=depth, wary=wary, reading=reading)
        self._stream = SplitMix64(seed)
        self._not_greedy = 0  # the seats earlier hands of this game showed not to play as greedy players
        self._hand: Hand | None = None  # the hand of the last decision

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        """The best option by the engine (the only one, when there is one)."""
        if len(options) == 1:
            return options[0]
        settings = replace(self.settings, seed=self._stream.next())
        best = evaluate(self.position(hand), settings).best
        # the option itself: it names its arm as the hand does (W, or a later double's path, R25)
        return next(option for option in options if _compact(option) == (best.tile, best.arm))

    def position(self, hand: Hand) -> KnownPosition:
        """What this player knows at its decision: its own seat's position, and what earlier hands showed."""
        if self._hand is not None and self._hand is not hand:
            # the whole of the last hand, to its end, past this player's last decision in it
            turns, _ = seen_by(self._hand, self._hand.seat)
            self._not_greedy |= not_greedy_seats(hand.table.rules, turns)
        self._hand = hand
        return position_in(hand, not_greedy=self._not_greedy)


class RolloutPlayer:
    """K uniformly random deals of the unseen tiles, each option played out greedily; best average wins."""

    def __init__(self, seed: int, setting: str | None = None) -> None:
        self.deals = ROLLOUT_DEALS if not setting else _number("rollout", setting, 1, 10_000)
        self._rng = random.Random(seed)

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        """The option with the best average points for its side, over the deals."""
        if len(options) == 1:
            return options[0]
        me = hand.seat
        table = hand.table
        rules = Rules.of(table)
        board = hand.layout
        placed = hand.layout.placed
        mine = hand.held[me]
        unseen = [t for t in range(TILE_COUNT) if not (placed | mine) >> t & 1]
        counts = [bin(mask).count("1") for mask in hand.held]
        compact = [_compact(option) for option in options]
        side = table.seat_sides[me]
        totals = [0.0] * len(options)
        start = list(hand.scores)
        for _ in range(self.deals):
            self._rng.shuffle(unseen)
            held = [0] * table.players
            at = 0
            for seat in range(table.players):
                if seat == me:
                    held[seat] = mine
                    continue
                for tile in unseen[at : at + counts[seat]]:
                    held[seat] |= 1 << tile
                at += counts[seat]
            root = OpenHand(rules, board.copy(), held, unseen[at:], hand.drawable, me, 0, start[:])
            for i, (tile, arm) in enumerate(compact):
                totals[i] += gain(start, played_out(root, tile, arm).scores, side)
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]


#: The analysis's kinds of player, by name, for self-play (``play_game(..., makers=ANALYSIS_PLAYERS)``).
ANALYSIS_PLAYERS: Final[Mapping[str, PlayerMaker]] = {"analyst": AnalystPlayer, "rollout": RolloutPlayer}
