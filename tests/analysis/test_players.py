"""The analyst and rollout players in self-play: legal, reproducible, set by name, refused when misnamed."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from allfives_notation.analysis.players import ANALYSIS_PLAYERS
from allfives_notation.check import check_game
from allfives_notation.cli import app
from allfives_notation.engine import Table, play_game, replay_game
from allfives_notation.errors import RulesError
from allfives_notation.notation import parse_game


@pytest.mark.parametrize(("players", "partners"), [(2, False), (3, False), (4, True)])
def test_analyst_and_rollout_play_legal_games_the_same_from_the_same_seed(
    players: int, partners: bool
) -> None:
    kinds = ["analyst:4/2", "rollout:3", "analyst:3/1/0/plain", "random"][:players]
    table = Table(players, partners)
    game = play_game(table, 5, kinds, max_hands=1, makers=ANALYSIS_PLAYERS)
    assert replay_game(game) is not None  # every move legal
    assert play_game(table, 5, kinds, max_hands=1, makers=ANALYSIS_PLAYERS) == game


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("analyst:many", "the analyst player's setting is a whole number from 1 to 10000, not 'many'"),
        ("analyst:8/9", "from 1 to 6, not '9'"),
        ("analyst:8/1/5", "the analyst player's reply weight is a number from 0 to 4, as 0.5, not '5'"),
        ("analyst:8/1/half", "reply weight is a number from 0 to 4, as 0.5, not 'half'"),
        ("analyst:8/1/0.5/maybe", "the analyst player's reading is read or plain, not 'maybe'"),
        ("rollout:0", "the rollout player's setting is a whole number from 1 to 10000, not '0'"),
        ("greedy:3", "the greedy player takes no setting"),
        ("wizard", "unknown player kind 'wizard'; the kinds are random, greedy, careless, analyst, rollout"),
    ],
)
def test_a_player_kind_or_setting_that_is_not_there_is_refused(name: str, words: str) -> None:
    with pytest.raises(RulesError, match=words.replace("(", r"\(")):
        play_game(Table(2), 1, [name, "greedy"], makers=ANALYSIS_PLAYERS)


def test_generate_writes_a_valid_record_of_an_analyst_game() -> None:
    result = CliRunner().invoke(
        app, ["generate", "-n", "2", "-p", "analyst:3/1", "-p", "rollout:2", "--max-hands", "1", "-s", "2"]
    )
    assert result.exit_code == 0, result.output
    game = parse_game(result.stdout)
    assert check_game(game).diagnostics == ()
    bad = CliRunner().invoke(app, ["play", "-n", "2", "-p", "analyst:x"])
    assert bad.exit_code == 2 and "analyst player's setting" in bad.stderr
