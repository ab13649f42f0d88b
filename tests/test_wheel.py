"""The built wheel, installed (not editable) into a fresh virtualenv, finds its grammar and schemas."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

CHECK = r"""
import json, pathlib, sys
import allfives_notation
from allfives_notation.resources import data_folder, grammar_text, schema
from allfives_notation.notation.ruleset import parse_rules, rules_from_json, rules_to_json
from jsonschema import Draft202012Validator

package = pathlib.Path(allfives_notation.__file__).resolve().parent
assert "site-packages" in package.parts, package
assert str(data_folder("grammar")).startswith(str(package)), data_folder("grammar")
assert str(data_folder("schemas")).startswith(str(package)), data_folder("schemas")
assert "PRESET" in grammar_text("ruleset")
Draft202012Validator.check_schema(schema("ruleset"))
rules = parse_rules("allfives spinner=open target=150")
assert rules_from_json(rules_to_json(rules)) == rules
assert (package / "py.typed").is_file()
from allfives_notation.notation import game_from_json, game_to_json, parse_game, write_game
Draft202012Validator.check_schema(schema("afn"))
game = parse_game('[Seats "Ann, Ben"]\nhand 1, Ann leads\n  Ann 5-5 +10 {lead}\n')
assert game_from_json(game_to_json(game)) == game and parse_game(write_game(game)) == game
print("ok", rules)
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
        env={**os.environ, "ALLFIVES_COMPILE": "0"},  # the pure wheel; tests/fast builds the compiled one
    )
    (built,) = out.glob("allfives_notation-*.whl")
    return built


def test_installed_wheel_loads_grammar_and_schemas(wheel: Path, tmp_path: Path) -> None:
    env = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env)
    python = env / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], check=True, capture_output=True)
    done = subprocess.run(
        [str(python), "-c", CHECK], cwd=tmp_path, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok allfives spinner=open target=150"
    played = subprocess.run(
        [str(env / "bin" / "allfives"), "play", "--seed", "7"], cwd=tmp_path, capture_output=True, text=True
    )
    assert played.returncode == 0, played.stderr
    assert "Hand 1: seat" in played.stdout
