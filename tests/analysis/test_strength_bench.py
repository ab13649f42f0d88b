"""bench/strength.py's matches: a --out file's games read back as their match; the seer of bench/oracle.py."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from allfives_notation.analysis.sampler import Sampler
from allfives_notation.engine import Table, play_game, replay_game
from allfives_notation.engine.deal import deal
from allfives_notation.engine.game import Game
from allfives_notation.engine.players import GreedyPlayer
from allfives_notation.testing.matches import match_of, one_game, seatings
from allfives_notation.testing.seers import MAKERS, SeerPlayer

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.mark.parametrize(
    ("a", "b", "players", "partners"),
    [("analyst:8", "greedy", 2, False), ("rollout:4", "greedy", 3, False), ("greedy", "random", 4, True)],
)
def test_a_match_is_read_back_from_its_games(a: str, b: str, players: int, partners: bool) -> None:
    kinds = seatings(a, b, players, partners)
    places = len(kinds)
    games = [{"seed": 7 + n // places, "kinds": list(kinds[n % places])} for n in range(2 * places)]
    assert match_of(games) == (a, b, players, partners, 7)


def test_summarize_prints_the_match_the_file_holds(tmp_path: Path) -> None:
    kinds = seatings("rollout:2", "greedy", 2, False)
    out = tmp_path / "games.jsonl"
    games = [one_game((3 + n // 2, kinds[n % 2], 2, False, "rollout:2")) for n in range(2)]
    out.write_text("".join(json.dumps(game) + "\n" for game in games), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "strength.py"), "--summarize", str(out)],
        capture_output=True,
        text=True,
        check=True,
    )
    wins = sum(game["a_won"] for game in games)
    assert done.stdout.startswith("rollout:2 against greedy, 2 players, default rules, 2 games (seeds from 3")
    assert f"rollout:2 won {wins} of 2" in done.stdout


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 8), (4, 5)])
def test_the_seer_deals_every_other_hand_as_it_is_and_only_the_boneyard_at_random(
    players: int, seed: int
) -> None:
    table = Table(players)
    dealt = deal(table, seed, 1)
    hand = Game(table).new_hand(dealt.hands, dealt.boneyard, dealt.random_leader)
    rng = random.Random(seed)
    orders = set()
    judged = 0
    while hand.result is None:
        options = hand.legal_placements()
        if not options:
            hand.draw() if hand.drawable else hand.pass_turn()
            continue
        if hand.layout.lead >= 0:
            sampler = Sampler(SeerPlayer(0).position(hand), reading=True)
            for _ in range(3):
                held, boneyard = sampler.draw(rng)
                assert held == list(hand.held)
                assert sorted(boneyard) == sorted(tile.id for tile in hand.boneyard_left())
                orders.add(tuple(boneyard))
            judged += 1
        choice = GreedyPlayer().choose(hand, options)
        hand.play(choice.tile, choice.arm)
    assert judged > 5 and len(orders) > judged  # the boneyard's order is drawn, not known
    kinds = ("seer:4", "greedy", "greedy", "greedy")[:players]
    game = play_game(table, seed, kinds, max_hands=1, makers=MAKERS)
    assert replay_game(game) is not None  # every move legal
