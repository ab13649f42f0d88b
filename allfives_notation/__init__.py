"""allfives-notation: the game-record format, rules engine and tools for the domino game All Fives."""

from allfives_notation.engine import (
    Arm,
    Game,
    Hand,
    PlayedGame,
    RuleSet,
    Table,
    Tile,
    deal,
    play_game,
    replay_game,
)
from allfives_notation.errors import AllFivesError

__version__ = "0.1.0"

__all__ = [
    "AllFivesError",
    "Arm",
    "Game",
    "Hand",
    "PlayedGame",
    "RuleSet",
    "Table",
    "Tile",
    "__version__",
    "deal",
    "play_game",
    "replay_game",
]
