"""Sample records for the page tests: the samples, an annotated game, one with a finding, Five Up games."""

from __future__ import annotations

from pathlib import Path

from allfives_notation.engine import RuleSet, Spinner, Table, play_game
from allfives_notation.record import GameRecord, record_of

SAMPLES = Path(__file__).resolve().parent.parent.parent / "samples"

_OPEN = (SAMPLES / "two-players-open.afn").read_text(encoding="utf-8")
_TURN = "  Ben 6-0 +5\n"
assert _TURN in _OPEN

#: The open sample with a study engine's commands written on its third turn (Ben 6-0 +5).
ANNOTATED = _OPEN.replace(
    _TURN, "  Ben 6-0 +5 {sound [%eval 4.5] [%best 6-0 E 6.0] [%count 5] [%win 0.52]}\n", 1
)
#: The open sample as a study of today's engine writes it: values with their errors, [%loss], two
#: judged turns of the two sides (Ben's third turn, 1.5 given away; Ann's fourth, 3.0 ahead).
STUDIED = _OPEN.replace(
    _TURN,
    "  Ben 6-0 +5 {[%eval 4.5 se 0.5] [%best 6-3 E 6.0 se 0.5] [%loss 1.5 se 0.25] [%search 640 budget]"
    " [%count 5]}\n",
    1,
).replace(
    "  Ann 6-4 N\n",
    "  Ann 6-4 N {[%eval -2.0 se 0.5] [%best 6-4 N -2.0 se 0.5] [%loss -3.0 se 0.5] [%search 64 settled]"
    " [%count 9]}\n",
    1,
)
#: The open sample with Ben claiming 10 for a play that scores 5: AF301 at hand 1, turn 3.
WRONG_POINTS = _OPEN.replace(_TURN, "  Ben 6-0 +10\n", 1)
#: The open sample with Ben playing, at his third turn, the option STUDIED names the best (6-3 E):
#: the table the page draws at a press of "the best" is this record's after that turn.
BEST_PLAYED = _OPEN.replace(_TURN, "  Ben 6-3 E\n", 1)


def five_up_game(players: int, seed: int, hands: int = 2) -> GameRecord:
    """A self-played game under spinner=every (R25); four players by an odd seed: fiveup's partners."""
    if players == 4 and seed % 2:
        table = Table(4, partnerships=True, rules=RuleSet.from_variants({}, "fiveup"))
    else:
        table = Table(players, rules=RuleSet(spinner=Spinner.EVERY))
    return record_of(play_game(table, seed, ("random", "greedy")[seed // 2 % 2], max_hands=hands))


#: Seeds of :func:`five_up_game` (players 2 + seed % 3) whose page draws a tile apart at some moment.
APART_SEEDS = (48, 67, 190)
#: A long Five Up hand, the first of :func:`five_up_game`'s game of this seed: 25 tiles, six later
#: spinners, a path two deep.
LONG_SEED = 15
