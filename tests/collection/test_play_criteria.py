"""select's criteria of play against the engine's own account of the games it played.

The partition law (test_laws.py) holds whatever a criterion picks; here each criterion of
play must pick exactly the games whose played hands, as the engine kept them, show it:
a blocked hand (R12), a player going out (R11), a placement scoring at least N (R15),
a spinner with all four arms built (R13), a hand won from behind.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfives_notation.collection import criteria as pick
from allfives_notation.collection.criteria import Criterion
from allfives_notation.collection.select import PassTally, select
from allfives_notation.engine.arms import Arm
from allfives_notation.engine.moves import HandOutcome, MoveKind
from allfives_notation.engine.selfplay import PlayedGame, PlayedHand
from allfives_notation.notation import write_games
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.testing.games import played
from allfives_notation.testing.strategies import played_games

ORACLE = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _blocked(game: PlayedGame) -> bool:
    return any(hand.result.outcome is HandOutcome.BLOCKED for hand in game.hands)


def _went_out(game: PlayedGame) -> bool:
    return any(hand.result.outcome is HandOutcome.OUT for hand in game.hands)


def _scored(least: int) -> Callable[[PlayedGame], bool]:
    def test(game: PlayedGame) -> bool:
        return any(
            move.kind is MoveKind.PLAY and move.points >= least for hand in game.hands for move in hand.moves
        )

    return test


def _four_arms(game: PlayedGame) -> bool:
    def built(hand: PlayedHand) -> set[Arm | None]:
        return {move.arm for move in hand.moves if move.kind is MoveKind.PLAY}

    return any({Arm.W, Arm.E, Arm.N, Arm.S} <= built(hand) for hand in game.hands)


def _from_behind(game: PlayedGame) -> bool:
    """Some hand was won from behind: its one biggest gainer began it behind another side."""
    if not game.hands:
        return False
    scores = [tuple(0 for _ in game.hands[0].result.scores)] + [hand.result.scores for hand in game.hands]
    for before, after in pairwise(scores):
        gains = [a - b for a, b in zip(after, before, strict=True)]
        best = max(gains)
        if gains.count(best) == 1 and best > 0 and before[gains.index(best)] < max(before):
            return True
    return False


#: Each criterion of play as the command line makes it, beside the engine's account of it.
CASES: tuple[tuple[Callable[[], Criterion], Callable[[PlayedGame], bool]], ...] = (
    (lambda: pick.blocked(True), _blocked),
    (lambda: pick.went_out("any"), _went_out),
    (lambda: pick.scored("20"), _scored(20)),
    (lambda: pick.scored("30"), _scored(30)),
    (lambda: pick.four_arms(True), _four_arms),
    (lambda: pick.from_behind(True), _from_behind),
)


@ORACLE
@given(
    games=st.lists(played_games(), min_size=4, max_size=6),
    which=st.integers(0, len(CASES) - 1),
    knowledge=st.sampled_from([Knowledge.OPEN, Knowledge.PUBLIC]),
)
def test_a_criterion_of_play_picks_the_games_whose_hands_show_it(
    tmp_path_factory: object, games: list[PlayedGame], which: int, knowledge: Knowledge
) -> None:
    made, shows = CASES[which]
    records = [record_of(game, View(knowledge)) for game in games]
    path = Path(tmp_path_factory.mktemp("oracle")) / "games.afn"  # type: ignore[attr-defined]
    path.write_text(write_games(records), encoding="utf-8")
    picked = [game.number for game in select([str(path)], [made()], PassTally())]
    assert picked == [number for number, game in enumerate(games, 1) if shows(game)]


def test_the_oracle_sees_each_kind_of_hand_in_a_few_games() -> None:
    """The cases above are not idle: each is shown by some game and not by another."""
    short = [played(2, False, (("target", "50"),), seed, ("random", "greedy")) for seed in range(40)]
    games = short + [played(2, False, (), seed, ("greedy", "greedy")) for seed in range(10)]
    for _, shows in CASES:
        seen = [shows(game) for game in games]
        assert any(seen) and not all(seen)
