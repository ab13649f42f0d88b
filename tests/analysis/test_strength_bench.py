"""bench/strength.py: a --out file's games summarized as the match that played them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bench.strength import match_of, one_game, seatings

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
