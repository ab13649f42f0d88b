"""Pictures of a recorded game: positions, their arrangement, terminal diagrams and the HTML viewer."""

from allfives_notation.board.arrange import Cell, Picture, arrange
from allfives_notation.board.position import (
    Analysis,
    Placed,
    Position,
    SeatHand,
    analysis_of,
    game_positions,
    hand_positions,
)
from allfives_notation.board.terminal import draw

__all__ = [
    "Analysis",
    "Cell",
    "Picture",
    "Placed",
    "Position",
    "SeatHand",
    "analysis_of",
    "arrange",
    "draw",
    "game_positions",
    "hand_positions",
]
