"""Odd and hostile input: every outcome is a record or a NotationError, never another exception."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.errors import NotationError
from allfives_notation.notation import game_from_json, game_to_json, parse_game, read_games, read_json_games
from allfives_notation.record import GameRecord, HandRecord, Knowledge, Turn, View

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
HEADER = '[Seats "Ann, Ben"]\n'
HAND = HEADER + "hand 1, Ann leads\n"
HUGE = "9" * 4301  # past Python's limit for turning digits into an int


def messages(text: str) -> list[str]:
    return [error.message for read in read_games(text) for error in read.errors]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (HEADER + '[Seed "²"]\n', "'²' is not a deal seed"),
        (HEADER + '[Seed "٤٢"]\n', "'٤٢' is not a deal seed"),
        (HEADER + f'[Seed "{HUGE}"]\n', "is not a deal seed"),
        (HEADER + f'[Target "{HUGE}"]\n', "is not a target"),
        (HEADER + f'[Setup "hand {HUGE}"]\n', "is past any game"),
        (HAND + f"  Ann 5-5 +{HUGE}\n", "a number of 4301 digits has more digits than any game needs"),
        (HAND + f"  Ben draws {HUGE}, passes\n", "a number of 4301 digits has more digits"),
        (HEADER + f"hand {HUGE}, Ann leads\n", "a number of 4301 digits has more digits"),
        (HAND + f"  Ann out\n  pips Ben {HUGE}\n", "a number of 4301 digits has more digits"),
        (HAND + f"  Ann {HUGE}-1\n", "is not a tile of the double-six set"),
    ],
)
def test_numbers_past_any_game_are_named_mistakes(text: str, words: str) -> None:
    found = messages(text)
    assert found and words in found[0]


def test_leading_zeros_do_not_count_against_a_number() -> None:
    game = parse_game(HEADER + '[Seed "00018446744073709551615"]\nhand 001, Ann leads\n  Ann 5-5 +010\n')
    assert game.seed == 2**64 - 1 and game.hands[0].number == 1 and game.hands[0].turns[0].points == 10


def test_a_long_run_of_blank_lines_is_read_in_one_pass() -> None:
    assert messages(" \n" * 50_000 + ";")[0].startswith("a comment belongs to a game")
    assert len(list(read_games("\n\n{intro}" * 5_000 + "\n" + HEADER))) == 1


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"seed": ' + HUGE + "}", "a number too large, or nests too deeply"),
        ("[" * 100_000, "a number too large, or nests too deeply"),
        ('{"format": "AFN 1.0", "format": "AFN 1.0"}', "the key 'format' is given twice in one object"),
        ("\ufeff{\n}\n", "'format' is missing here"),
    ],
)
def test_json_that_no_game_could_be_gives_one_clear_error(text: str, words: str) -> None:
    (read,) = read_json_games(text)
    assert read.game is None and words in read.errors[0].message


def test_values_past_any_game_in_a_json_object_are_named() -> None:
    nested: list[Any] = []
    for _ in range(5_000):
        nested = [nested]
    for document in ({"seed": 10**5000}, {"event": nested}):
        with pytest.raises(NotationError, match="too large, or nests too deeply"):
            game_from_json(document)


def test_a_broken_first_line_of_json_lines_spoils_only_that_game() -> None:
    game = game_to_json(parse_game(HAND + "  Ann 5-5 +10\n"))
    text = '{"format": "AFN 1.0", "seats": [\n' + json.dumps(game) + "\n"
    reads = list(read_json_games(text, "games.jsonl"))
    assert [read.game is None for read in reads] == [True, False]
    assert str(reads[0].errors[0]).startswith("games.jsonl:1:")


def test_json_numbers_written_with_a_point_read_as_whole_numbers() -> None:
    document = game_to_json(parse_game(HAND + "  Ann 5-5 +10\n  Ben draws 2, passes\n"))
    document["hands"][0]["number"] = 1.0
    document["hands"][0]["turns"][0]["points"] = 10.0
    document["hands"][0]["turns"][1]["draws"] = 2.0
    game = game_from_json(document)
    turns = game.hands[0].turns
    assert [type(value) for value in (game.hands[0].number, turns[0].points, turns[1].draws)] == [int] * 3
    assert game_to_json(game)["hands"][0]["turns"][0]["points"] == 10


@pytest.mark.parametrize(
    "changes",
    [
        {"hands": (HandRecord(1, 5),)},
        {"hands": (HandRecord(1, 0, turns=(Turn(seat=3, tile=None, passed=True),)),)},
        {"hands": (HandRecord(1, 0, scores=((2, 5),)),)},
        {"view": View(Knowledge.PLAYER, 7)},
        {"seats": ("Ann Smith", "Ben")},
        {"seats": ("Ann", "score")},
        {"seed": -1},
        {"date": "yesterday"},
        {"event": "two\nlines"},
        {"other_tags": (("My Tag", "x"),)},
    ],
)
def test_the_model_refuses_what_neither_form_could_hold(changes: dict[str, Any]) -> None:
    fields: dict[str, Any] = {"seats": ("Ann", "Ben"), **changes}
    with pytest.raises(ValueError):
        GameRecord(**fields)


SAMPLE_TEXT = (SAMPLES / "annotated.afn").read_text(encoding="utf-8")


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_any_cut_or_scribble_in_a_record_gives_records_or_notation_errors(data: st.DataObject) -> None:
    cut = data.draw(st.integers(0, len(SAMPLE_TEXT)))
    scribble = data.draw(st.text(max_size=8))
    text = SAMPLE_TEXT[:cut] + scribble + SAMPLE_TEXT[cut + data.draw(st.integers(0, 20)) :]
    for read in read_games(text, "scribbled.afn"):
        assert (read.game is None) == bool(read.errors)
        assert all(isinstance(error, NotationError) and error.line for error in read.errors)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_any_json_value_anywhere_gives_a_record_or_a_notation_error(data: st.DataObject) -> None:
    document = game_to_json(parse_game((SAMPLES / "at-the-table.afn").read_text(encoding="utf-8")))
    place: Any = document
    while isinstance(place, dict | list) and place and data.draw(st.booleans()):
        key = data.draw(st.sampled_from(list(place) if isinstance(place, dict) else range(len(place))))
        if not isinstance(place[key], dict | list):
            break
        place = place[key]
    if isinstance(place, dict | list) and place:
        key = data.draw(st.sampled_from(list(place) if isinstance(place, dict) else range(len(place))))
        place[key] = data.draw(JSON_VALUES)
    try:
        game_from_json(document)
    except NotationError as error:
        assert error.pointer is not None
