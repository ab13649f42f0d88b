"""Players for self-play: ``random`` picks any legal placement, ``greedy`` the one scoring most."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final, Protocol

from allfives_notation.engine.deal import SplitMix64
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.moves import Placement
from allfives_notation.errors import RulesError


class Player(Protocol):
    """Chooses one of the legal placements; draws and passes are forced, so need no choice.

    Under ``muggins=on`` (R23) a player also says what it claims and whether it calls; a
    player without :class:`Careless`'s two methods claims in full and calls every miss.
    """

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        """Pick one of ``options`` (never empty) for the seat to move in ``hand``."""
        ...


def claim_of(player: Player, hand: Hand, worth: int) -> int:
    """What ``player`` claims for a placement that scores ``worth`` (R23): in full unless it slips."""
    claim = getattr(player, "claim", None)
    return worth if claim is None else int(claim(hand, worth))


def calls(player: Player, hand: Hand, missed: int) -> bool:
    """Whether ``player`` calls muggins on a placement that missed ``missed`` points (R23)."""
    wants = getattr(player, "calls", None)
    return missed > 0 if wants is None else bool(wants(hand, missed))


class RandomPlayer:
    """Every legal placement equally likely, from its own SplitMix64 stream."""

    def __init__(self, seed: int) -> None:
        self._stream = SplitMix64(seed)

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        """A uniformly random option."""
        return options[self._stream.below(len(options))]


class GreedyPlayer:
    """The placement that scores most now.

    Ties go to the heaviest tile (fewest pips left to be counted against us, R17), then
    to the tile with the higher half, then to the arm first in W, E, N, S order.
    """

    def __init__(self, seed: int = 0) -> None:
        del seed  # greedy play needs no chance; the argument keeps one signature for all players

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        """The best option by points, then the tie-breaks above."""

        def value(option: Placement) -> tuple[int, int, int, int]:
            arm = -1 if option.arm is None else int(option.arm)
            return (hand.points_for(option), option.tile.pips, option.tile.high, -arm)

        return max(options, key=value)


class Careless:
    """A random placement, and under ``muggins=on`` (R23) slips: it forgets or over-claims, and misses calls.

    ``percent`` is how often it slips (25 by default): a scoring placement is then claimed
    as nothing, or, one slip in four, claimed one five more than it scores; a call it could
    make is let go. The slips come from its own stream, so a seed still gives one game.
    """

    def __init__(self, seed: int, percent: int = 25) -> None:
        if not 0 <= percent <= 100:
            raise RulesError(f"a careless player slips 0 to 100 times in a hundred, not {percent}")
        self._stream = SplitMix64(seed)
        self._percent = percent

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        """A uniformly random option."""
        return options[self._stream.below(len(options))]

    def _slips(self) -> bool:
        return self._stream.below(100) < self._percent

    def claim(self, hand: Hand, worth: int) -> int:
        """The placement's points, or a slip: nothing, or one five too many."""
        if not self._slips():
            return worth
        if self._stream.below(4) == 0:
            return worth + hand.table.rules.count_scores(5)
        return 0

    def calls(self, hand: Hand, missed: int) -> bool:
        """Every miss, unless it slips."""
        return missed > 0 and not self._slips()


def _careless(seed: int, setting: str | None) -> Player:
    if setting is None:
        return Careless(seed)
    if not setting.isdigit():
        raise RulesError(f"careless:{setting}: say how often it slips, 0 to 100 (careless:25)")
    return Careless(seed, int(setting))


#: Player kinds made from a seed alone.
PLAYERS: dict[str, Callable[[int], Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
}
#: Player kinds of the engine that take a setting (``careless:25``).
SET_PLAYERS: Final[dict[str, Callable[[int, str | None], Player]]] = {"careless": _careless}
#: Makes a player of a kind from outside the engine from its seed and its setting (``kind:setting``,
#: None where the name gives none). The engine has none; its callers name theirs (the analysis's
#: ``analyst`` and ``rollout``: :data:`allfives_notation.analysis.players.ANALYSIS_PLAYERS`).
PlayerMaker = Callable[[int, str | None], Player]
NO_MAKERS: Final[Mapping[str, PlayerMaker]] = {}


def player_kinds(makers: Mapping[str, PlayerMaker] = NO_MAKERS) -> list[str]:
    """Every kind of player, by name: the engine's and those of ``makers``."""
    return [*PLAYERS, *SET_PLAYERS, *makers]


def make_player(name: str, seed: int, makers: Mapping[str, PlayerMaker] = NO_MAKERS) -> Player:
    """A player of kind ``name`` (``greedy``, or with a setting ``rollout:40``) with its own seed.

    ``makers`` names the kinds beyond the engine's ``random`` and ``greedy``.
    """
    kind, colon, setting = name.partition(":")
    if kind in makers:
        return makers[kind](seed, setting if colon else None)
    if kind in SET_PLAYERS:
        return SET_PLAYERS[kind](seed, setting if colon else None)
    if kind in PLAYERS and not colon:
        return PLAYERS[kind](seed)
    if kind in PLAYERS:
        raise RulesError(f"the {kind} player takes no setting: say {kind!r}, not {name!r}")
    raise RulesError(f"unknown player kind {name!r}; the kinds are {', '.join(player_kinds(makers))}")
