"""The analysis engine: each decision judged from its mover's knowledge, for study and for self-play.

Above the engine and the validator's knowledge of hidden tiles, below rendering and the
command line. Its ``analyst`` and ``rollout`` players play in self-play where named
(:data:`~allfives_notation.analysis.players.ANALYSIS_PLAYERS`).
"""

from allfives_notation.analysis.knowledge import KnownPosition, NotJudgedError, Seen, position_in, position_of
from allfives_notation.analysis.players import AnalystPlayer, RolloutPlayer
from allfives_notation.analysis.sampler import Sampler
from allfives_notation.analysis.search import Option, Settings, Verdict, evaluate

__all__ = [
    "AnalystPlayer",
    "KnownPosition",
    "NotJudgedError",
    "Option",
    "RolloutPlayer",
    "Sampler",
    "Seen",
    "Settings",
    "Verdict",
    "evaluate",
    "position_in",
    "position_of",
]
