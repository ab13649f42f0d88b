"""The rules engine: tiles, rule sets, layout, hands and games. Pure: no I/O, no notation."""

from allfives_notation.engine.arms import Arm
from allfives_notation.engine.deal import Deal, SplitMix64, deal
from allfives_notation.engine.game import Game
from allfives_notation.engine.hand import Hand, check_deal
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import HandOutcome, HandResult, Move, MoveKind, Placement
from allfives_notation.engine.players import PLAYERS, GreedyPlayer, Player, RandomPlayer
from allfives_notation.engine.rules import (
    Blocked,
    FirstLead,
    HandEndRule,
    HandSize,
    RuleSet,
    Spinner,
    Table,
    WinCheck,
    fives,
)
from allfives_notation.engine.selfplay import PlayedGame, PlayedHand, play_game, replay_game
from allfives_notation.engine.tiles import DOUBLES, TILES, Tile

__all__ = [
    "DOUBLES",
    "PLAYERS",
    "TILES",
    "Arm",
    "Blocked",
    "Deal",
    "FirstLead",
    "Game",
    "GreedyPlayer",
    "Hand",
    "HandEndRule",
    "HandOutcome",
    "HandResult",
    "HandSize",
    "Layout",
    "Move",
    "MoveKind",
    "Placement",
    "PlayedGame",
    "PlayedHand",
    "Player",
    "RandomPlayer",
    "RuleSet",
    "Spinner",
    "SplitMix64",
    "Table",
    "Tile",
    "WinCheck",
    "check_deal",
    "deal",
    "fives",
    "play_game",
    "replay_game",
]
