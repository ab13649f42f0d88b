"""Players for self-play: ``random`` picks any legal placement, ``greedy`` the one scoring most."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final, Protocol

from allfives_notation.engine.deal import SplitMix64
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.moves import Placement
from allfives_notation.errors import RulesError


class Player(Protocol):
    """Chooses one of the legal placements; draws and passes are forced, so need no choice."""

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        """Pick one of ``options`` (never empty) for the seat to move in ``hand``."""
        ...


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


#: Player kinds made from a seed alone.
PLAYERS: dict[str, Callable[[int], Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
}
#: Makes a player of a kind from outside the engine from its seed and its setting (``kind:setting``,
#: None where the name gives none). The engine has none; its callers name theirs (the analysis's
#: ``analyst`` and ``rollout``: :data:`allfives_notation.analysis.players.ANALYSIS_PLAYERS`).
PlayerMaker = Callable[[int, str | None], Player]
NO_MAKERS: Final[Mapping[str, PlayerMaker]] = {}


def player_kinds(makers: Mapping[str, PlayerMaker] = NO_MAKERS) -> list[str]:
    """Every kind of player, by name: the engine's and those of ``makers``."""
    return [*PLAYERS, *makers]


def make_player(name: str, seed: int, makers: Mapping[str, PlayerMaker] = NO_MAKERS) -> Player:
    """A player of kind ``name`` (``greedy``, or with a setting ``rollout:40``) with its own seed.

    ``makers`` names the kinds beyond the engine's ``random`` and ``greedy``.
    """
    kind, colon, setting = name.partition(":")
    if kind in makers:
        return makers[kind](seed, setting if colon else None)
    if kind in PLAYERS and not colon:
        return PLAYERS[kind](seed)
    if kind in PLAYERS:
        raise RulesError(f"the {kind} player takes no setting: say {kind!r}, not {name!r}")
    raise RulesError(f"unknown player kind {name!r}; the kinds are {', '.join(player_kinds(makers))}")
