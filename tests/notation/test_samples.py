"""Golden files: the bundled samples and a hand-written record, pinned in text and JSON."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from allfives_notation.notation.jsonform import (
    game_to_json,
    read_json_games,
    validator,
    write_json,
    write_jsonl,
)
from allfives_notation.notation.reader import parse_games
from allfives_notation.notation.writer import write_games
from allfives_notation.record.model import GameRecord

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
GOLDEN = Path(__file__).resolve().parent / "golden"
TEXT_SAMPLES = sorted(SAMPLES.glob("*.afn"))
JSON_SAMPLES = sorted([*SAMPLES.glob("*.json"), *SAMPLES.glob("*.jsonl")])


def _make_samples() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_samples", SAMPLES / "make_samples.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _read_json(path: Path) -> list[GameRecord]:
    games = []
    for read in read_json_games(path.read_text(encoding="utf-8"), path.name):
        assert read.game is not None, read.errors
        games.append(read.game)
    return games


def test_the_samples_are_exactly_what_make_samples_writes() -> None:
    expected = _make_samples().samples()
    on_disk = {path.name: path.read_text(encoding="utf-8") for path in [*TEXT_SAMPLES, *JSON_SAMPLES]}
    assert set(expected) <= set(on_disk), "run: .venv/bin/python samples/make_samples.py"
    for name, text in expected.items():
        assert on_disk[name] == text, f"{name} is stale; run: .venv/bin/python samples/make_samples.py"


def test_the_samples_cover_every_kind_of_record_the_notation_issue_names() -> None:
    games = {path.name: parse_games(path.read_text(encoding="utf-8")) for path in TEXT_SAMPLES}
    records = [game for found in games.values() for game in found]
    assert {game.table.players for game in records} == {2, 3, 4}
    assert any(game.partnerships for game in records)
    assert {game.view.level.value for game in records} == {"open", "player", "public"}
    assert any(game.intro and game.comments for game in records)
    assert any(turn.glyphs and turn.comments for g in records for h in g.hands for turn in h.turns)
    assert any(not game.finished for game in records)
    assert any(game.first_hand > 1 and game.start_scores for game in records)
    assert len(games["club-night.afn"]) == 3
    variants = {name for game in records for name in game.rules.variants()}
    assert {
        "hand-end",
        "spinner",
        "hand-size",
        "win-check",
        "blocked",
        "first-lead",
        "boneyard-reserve",
    } <= variants


@pytest.mark.parametrize("path", TEXT_SAMPLES, ids=lambda p: p.name)
def test_each_text_sample_is_in_canonical_form(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert write_games(parse_games(text, path.name)) == text


@pytest.mark.parametrize("path", JSON_SAMPLES, ids=lambda p: p.name)
def test_each_json_sample_is_the_twin_of_its_text_sample(path: Path) -> None:
    games = _read_json(path)
    twin = path.with_suffix(".afn")
    assert games == parse_games(twin.read_text(encoding="utf-8"))
    written = write_jsonl(games) if path.suffix == ".jsonl" else write_json(games[0])
    assert written == path.read_text(encoding="utf-8")
    for line in (
        path.read_text(encoding="utf-8").splitlines() if path.suffix == ".jsonl" else [path.read_text()]
    ):
        validator().validate(json.loads(line))


def test_a_loosely_written_record_has_the_pinned_canonical_text_and_json() -> None:
    games = parse_games((GOLDEN / "messy.afn").read_text(encoding="utf-8"), "messy.afn")
    assert write_games(games) == (GOLDEN / "messy.canonical.afn").read_text(encoding="utf-8")
    assert write_json(games[0]) == (GOLDEN / "messy.json").read_text(encoding="utf-8")
    assert game_to_json(games[0])["tags"] == [{"name": "Annotator", "value": "Cat \\ Dan"}]
    assert games[0].hands[0].turns[-2].comments[0].commands[0].name == "clk"
