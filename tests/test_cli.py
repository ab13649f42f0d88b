"""The allfives command through Typer's CliRunner: output, errors and exit codes."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from allfives_notation import __version__
from allfives_notation.cli import app
from allfives_notation.engine import Table, play_game
from allfives_notation.fast import compiled
from allfives_notation.notation.ruleset import parse_rules
from allfives_notation.summary.played import render_game

runner = CliRunner()


def test_play_prints_the_seeded_game_and_is_reproducible() -> None:
    first = runner.invoke(app, ["play", "--seed", "7", "--partners"])
    assert first.exit_code == 0, first.output
    assert first.output == runner.invoke(app, ["play", "--seed", "7", "--partners"]).output
    assert first.output.strip() == render_game(play_game(Table(4, True), 7))
    assert "Hand 1: seat" in first.output
    assert "seats 1+3 against seats 2+4" in first.output
    assert first.output.rstrip().splitlines()[-1].endswith("hands.")


def test_play_with_rules_and_player_kinds_per_seat() -> None:
    args = [
        "play",
        "-n",
        "2",
        "-p",
        "greedy",
        "-p",
        "random",
        "-s",
        "3",
        "-r",
        "allfives hand-end=award target=100",
    ]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    expected = play_game(
        Table(2, rules=parse_rules("allfives hand-end=award target=100")), 3, ["greedy", "random"]
    )
    assert result.output.strip() == render_game(expected)
    assert "Players: greedy, random" in result.output
    assert "target 100" in result.output


def test_play_refuses_bad_input_with_a_one_line_cause_and_exit_2() -> None:
    cases = [
        (["play", "-n", "3", "--partners"], "partnerships need four players"),
        (["play", "-p", "clever"], "unknown player kind 'clever'"),
        (["play", "-n", "4", "-p", "random", "-p", "greedy"], "name a player kind for each of the 4 seats"),
        (["play", "-r", "allfives spinner=wide"], "spinner=wide is not a known setting"),
        (["play", "-r", "allfives hand-size=9"], "4 hands of 9 tiles need 36 tiles"),
        (["play", "--seed", str(2**64)], "a deal seed is a whole number from 0 to 18446744073709551615"),
        (["play", "--seed", "-3"], "Invalid value for '--seed'"),
        (["play", "--players", "5"], "Invalid value for '--players'"),
        (["play", "-r", "fiveup", "-n", "2"], "the rule set 'fiveup' is played by 4 players in partnerships"),
    ]
    for args, words in cases:
        result = runner.invoke(app, args)
        assert result.exit_code == 2, (args, result.output)
        assert words in result.stderr, (args, result.stderr)
        assert "Traceback" not in result.output + result.stderr


def test_R25_generate_writes_five_up_at_its_table_with_later_doubles_arms_as_paths(tmp_path: Path) -> None:
    out = tmp_path / "fiveup.afn"
    result = runner.invoke(app, ["generate", "--rules", "fiveup", "--seed", "2", "-o", str(out)])
    assert result.exit_code == 0, result.output
    text = out.read_text()
    assert '[Partners "Ann+Cat, Ben+Dan"]' in text and '[Rules "fiveup"]' in text
    assert re.search(r"^  \w+ [0-6]-[0-6] [WENS][0-6][WENS]", text, re.M), "no later double's arm written"
    checked = runner.invoke(app, ["validate", str(out)])
    assert checked.exit_code == 0, checked.output


def test_R25_play_plays_five_up_with_the_rollout_player() -> None:
    result = runner.invoke(app, ["play", "-r", "fiveup", "--partners", "-p", "rollout:2", "-s", "4"])
    assert result.exit_code == 0, result.output
    assert "Rules: fiveup" in result.output and "Players: rollout:2" in result.output
    assert "Traceback" not in result.output + result.stderr


def test_R25_play_plays_five_up_and_names_a_later_doubles_arms() -> None:
    result = runner.invoke(app, ["play", "--rules", "fiveup", "--seed", "7"])
    assert result.exit_code == 0, result.output
    assert "Rules: fiveup" in result.output
    assert re.search(r"(north|south|east|west) of the (\d)-\2 \(", result.output), (
        "no later double's arm played"
    )


def test_rules_explains_a_declaration() -> None:
    result = runner.invoke(app, ["rules", "allfives hand-size=7-5 spinner=open", "-n", "3"])
    assert result.exit_code == 0, result.output
    assert (
        "Rules: allfives hand-size=7-5 spinner=open (5 tiles each, 13 in the boneyard, target 200)"
        in result.output
    )


def test_rules_json_is_the_schema_form() -> None:
    result = runner.invoke(app, ["rules", "allfives target=150", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == {
        "format": "allfives-ruleset 1.0",
        "preset": "allfives",
        "target": 150,
    }


def test_rules_error_shows_the_caret() -> None:
    result = runner.invoke(app, ["rules", "allfives spinner=wide"])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        "allfives: line 1, column 10: spinner=wide is not a known setting;"
        " expected standard, open, none or every",
        "  allfives spinner=wide",
        "           ^",
    ]


def test_help_has_examples_for_every_command() -> None:
    for command in ["play", "rules"]:
        result = runner.invoke(app, [command, "--help"])
        assert result.exit_code == 0, result.output
        assert "Examples" in result.output


def test_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    core = "compiled" if compiled() else "pure Python"  # which fast path runs (mypyc, or the same .py)
    loader = "orjson" if importlib.util.find_spec("orjson") else "json"  # which library loads JSON Lines
    assert (
        result.output.strip()
        == f"allfives-notation {__version__} ({core} fast path, JSON Lines loaded with {loader})"
    )


def test_python_dash_m_runs_the_same_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "allfives_notation", "play", "--seed", "1", "-n", "2"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == render_game(play_game(Table(2), 1))


def test_rules_without_players_shows_every_table_and_which_cannot_be_played() -> None:
    result = runner.invoke(app, ["rules", "allfives hand-size=9"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Rules: allfives hand-size=9"
    assert lines[1] == "  2 players: 9 tiles each, 10 in the boneyard, target 250"
    assert lines[3].startswith("  4 players: cannot be played: 4 hands of 9 tiles need 36 tiles")


def test_play_says_when_self_play_stopped_unfinished() -> None:
    result = runner.invoke(app, ["play", "-r", "allfives spinner=none", "--max-hands", "3", "-s", "1"])
    assert result.exit_code == 0, result.output
    assert (
        result.output.rstrip()
        .splitlines()[-1]
        .startswith("Stopped unfinished after 3 hands: nobody reached 200")
    )
