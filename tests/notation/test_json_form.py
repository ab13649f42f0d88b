"""The JSON form: errors name the JSON pointer and what the schema wanted; JSON Lines read on."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from allfives_notation.errors import NotationError
from allfives_notation.notation import game_from_json, game_to_json, parse_game, read_json_games, write_jsonl
from allfives_notation.notation.jsonform import write_json

TEXT = (
    '[Seats "Ann, Ben, Cat, Dan"]\n[Partners "Ann+Cat, Ben+Dan"]\n[View "player Ben"]\n[Result "*"]\n'
    "hand 1, Ann leads\n  Ben: 5-0 4-4 6-2 1-1 3-0\n  Ann 5-5 +10\n  Ben 5-0 E +10 {the spinner counts}\n"
    "  Cat draws 2, plays 5-2 W\n  Dan passes\n  Ann out\n  pips Ben 7\n  deduct Ben 5\n"
    "  score Ann+Cat 20, Ben+Dan 5\n"
)


@pytest.fixture
def document() -> dict[str, Any]:
    return game_to_json(parse_game(TEXT))


def refused(document: object) -> NotationError:
    with pytest.raises(NotationError) as caught:
        game_from_json(document, source="game.json")
    return caught.value


def test_the_json_form_names_seats_and_sides_by_name(document: dict[str, Any]) -> None:
    assert document["format"] == "AFN 1.0"
    assert document["view"] == {"level": "player", "seat": "Ben"}
    hand = document["hands"][0]
    assert hand["dealt"] == {"Ben": ["5-0", "4-4", "6-2", "1-1", "3-0"]}
    assert hand["turns"][1] == {
        "seat": "Ben",
        "tile": "5-0",
        "arm": "E",
        "points": 10,
        "comments": [{"text": "the spinner counts"}],
    }
    assert hand["turns"][2] == {"seat": "Cat", "draws": 2, "tile": "5-2", "arm": "W"}
    assert hand["turns"][3] == {"seat": "Dan", "passes": True}
    assert hand["scores"] == {"Ann+Cat": 20, "Ben+Dan": 5}
    assert game_from_json(json.loads(json.dumps(document))) == parse_game(TEXT)


@pytest.mark.parametrize(
    ("change", "pointer", "words"),
    [
        (
            lambda d: d["hands"][0]["turns"][1].update(arm="X"),
            "/hands/0/turns/1/arm",
            'arm is "W", "E", "N" or "S" (or under spinner=every a path such as "E3N", R25), not "X"',
        ),
        (lambda d: d["hands"][0]["turns"][1].update(tile="7-3"), "/hands/0/turns/1/tile", "double-six set"),
        (
            lambda d: d["hands"][0]["turns"][0].update(points=-5),
            "/hands/0/turns/0/points",
            "points is 0 or more, not -5",
        ),
        (
            lambda d: d["hands"][0]["turns"][2].update(draws=0),
            "/hands/0/turns/2/draws",
            "draws is 1 or more, not 0",
        ),
        (lambda d: d.pop("seats"), "", "'seats' is missing here"),
        (lambda d: d.update(colour="red"), "", "'colour' is not a key of a game; the keys here are"),
        (
            lambda d: d.update(format="AFN 2.0"),
            "/format",
            "this record asks for AFN 2.0, but this reader knows AFN 1.0 and AFN 1.1",
        ),
        (lambda d: d.update(format="afn"), "/format", 'not \'afn\'; write "format": "AFN 1.0", or "AFN 1.1"'),
        (lambda d: d["view"].pop("seat"), "/view", "'seat' is missing here"),
        (lambda d: d.update(date="24/11/2026"), "/date", "YYYY-MM-DD"),
        (
            lambda d: d["hands"][0]["turns"][3].update(tile="6-6"),
            "/hands/0/turns/3",
            "a turn places a tile or passes, not both: leave out one of tile and passes",
        ),
        (lambda d: d.update(seats=["Ann"]), "/seats", "seats has 2 or more entries, not 1"),
        (
            lambda d: d["hands"][0]["turns"][1].pop("tile"),
            "/hands/0/turns/1",
            "a turn places a tile, draws or passes; this one does none of them: it gives arm and points,"
            " but no tile",
        ),
        (lambda d: d.update(seats=["Ann", "Ben", "Ann"]), "/seats", "each entry of seats is given once"),
        (lambda d: d.update(target=0), "/target", "target is more than 0, not 0"),
        (lambda d: d.update(partnerships="true"), "/partnerships", 'is always true: write true, not "true"'),
        (lambda d: d["hands"][0]["turns"][1].update(tile="5:0"), "/hands/0/turns/1/tile", "with a hyphen"),
        (
            lambda d: d["hands"][0]["turns"][3].update(passes=False),
            "/hands/0/turns/3/passes",
            "passes is always true, not false",
        ),
        (
            lambda d: d["hands"][0]["turns"][1]["comments"][0].update(text="a {nested} one"),
            "/hands/0/turns/1/comments/0/text",
            "comments do not nest",
        ),
        (lambda d: d.update(event="Tuesday\nclub"), "/event", "on one line"),
        # a number where the schema wants one fixed word: worded, not a crash of the wording of bounds
        (lambda d: d.update(format=5), "/format", 'format is "AFN 1.0" or "AFN 1.1", not 5'),
    ],
)
def test_a_document_the_schema_refuses_names_the_pointer_and_what_was_wanted(
    document: dict[str, Any], change: Any, pointer: str, words: str
) -> None:
    bad = copy.deepcopy(document)
    change(bad)
    error = refused(bad)
    assert error.pointer == pointer
    assert words in error.message
    assert str(error).startswith(f"game.json#{pointer}: ")


@pytest.mark.parametrize(
    ("change", "pointer", "message"),
    [
        (
            lambda d: d["hands"][0]["turns"][1].update(seat="Zed"),
            "/hands/0/turns/1/seat",
            "Zed is not at this table; the seats are Ann, Ben, Cat, Dan",
        ),
        (
            lambda d: d["hands"][0].update(leader="Zed"),
            "/hands/0/leader",
            "Zed is not at this table; the seats are Ann, Ben, Cat, Dan",
        ),
        (
            lambda d: d["hands"][0]["scores"].update({"Ann+Ben": 5}),
            "/hands/0/scores/Ann+Ben",
            "Ann+Ben is not a partnership at this table; the sides are Ann+Cat, Ben+Dan",
        ),
        (lambda d: d.update(result="Ann"), "/result", "Ann is not a partnership at this table"),
        (lambda d: d.update(rules="allfives spinner=wide"), "/rules", "spinner=wide is not a known setting"),
        (lambda d: d.update(target=150, rules="allfives target=100"), "/target", "the Target tag says 150"),
        (lambda d: d.update(seats=["Ann", "Ben"]), "/partnerships", "partnerships need four players"),
        (lambda d: d.update(date="2026-02-30"), "/date", "'2026-02-30' is not a date"),
        (
            lambda d: d.update(tags=[{"name": "seats", "value": "x"}]),
            "/tags/0/name",
            "seats is one of AFN's own tags: give it as the 'seats' key",
        ),
        (
            lambda d: d.update(tags=[{"name": "Partners", "value": "x"}]),
            "/tags/0/name",
            "Partners is one of AFN's own tags: give it as the 'partnerships' key",
        ),
        (
            lambda d: d.update(tags=[{"name": "Clock", "value": "x"}, {"name": "Clock", "value": "y"}]),
            "/tags/1/name",
            "the Clock tag is given twice",
        ),
        (
            lambda d: d.update(seats=["Ann", "score", "Cat", "Dan"]),
            "/seats/1",
            "'score' is a word of the notation",
        ),
    ],
)
def test_a_document_that_names_what_is_not_there_names_the_pointer(
    document: dict[str, Any], change: Any, pointer: str, message: str
) -> None:
    bad = copy.deepcopy(document)
    change(bad)
    error = refused(bad)
    assert error.pointer == pointer
    assert error.message.startswith(message)


def test_json_lines_report_each_bad_line_and_read_the_others(document: dict[str, Any]) -> None:
    good = json.dumps(document)
    bad = copy.deepcopy(document)
    bad["hands"][0]["turns"][0]["seat"] = "Zed"
    text = "\n".join([good, json.dumps(bad), "{not json", "", good]) + "\n"
    reads = list(read_json_games(text, "games.jsonl"))
    assert [read.game is not None for read in reads] == [True, False, False, True]
    assert [read.line for read in reads] == [1, 2, 3, 5]
    assert str(reads[1].errors[0]).startswith("games.jsonl:2#/hands/0/turns/0/seat: Zed is not at this table")
    assert str(reads[2].errors[0]).startswith("games.jsonl:3:2: this is not JSON: Expecting property name")


def test_one_json_document_or_many_lines_read_alike(document: dict[str, Any]) -> None:
    game = parse_game(TEXT)
    assert [read.game for read in read_json_games(write_json(game))] == [game]
    assert [read.game for read in read_json_games(write_jsonl([game, game]))] == [game, game]
    broken = list(read_json_games('{\n  "format": "AFN 1.0",\n  "seats": [}\n', "one.json"))
    assert len(broken) == 1 and str(broken[0].errors[0]).startswith("one.json:3:")


# ---- a key given twice is found where it is (issue 15, item 4) ----------------------------


def _twice(document: dict[str, Any], where: list[str | int], key: str) -> tuple[str, int, int]:
    """``document`` pretty-printed, ``key`` given again in the object at ``where``; its line and column."""
    target: Any = document
    for step in where:
        target = target[step]
    target[key + "\u0000"] = target[key]  # a stand-in key, named back below
    text = json.dumps(document, indent=2)
    stand_in = json.dumps(key + "\u0000")
    at = text.index(stand_in)
    text = text.replace(stand_in, json.dumps(key), 1)
    line = text.count("\n", 0, at) + 1
    return text, line, at - (text.rfind("\n", 0, at) + 1) + 1


@pytest.mark.parametrize(
    ("where", "key"),
    [([], "rules"), (["view"], "level"), (["hands", 0], "leader"), (["hands", 0, "turns", 3], "seat")],
)
def test_a_key_given_twice_in_a_pretty_document_is_found_at_its_own_line(
    document: dict[str, Any], where: list[str | int], key: str
) -> None:
    text, line, column = _twice(copy.deepcopy(document), where, key)
    (read,) = read_json_games(text)
    (error,) = read.errors
    assert error.message == f"the key {key!r} is given twice in one object"
    assert (error.line, error.column) == (line, column)
    assert line > 1


def test_a_key_given_twice_in_a_json_line_is_found_at_its_column() -> None:
    line = '{"format": "AFN 1.0", "hands": [{"a": "}{:", "b": ["a"], "c": {"b": 1}, "b": 2}]}'
    text = "\n" + line + "\n"
    (read,) = read_json_games(text)
    (error,) = read.errors
    assert (error.line, error.column) == (2, line.rindex('"b"') + 1)
    assert error.message == "the key 'b' is given twice in one object"


# ---- every finding of a document in one run, in document order (issue 27) --------------------


def test_every_schema_finding_of_a_document_is_given_in_document_order(document: dict[str, Any]) -> None:
    bad = copy.deepcopy(document)
    turns = bad["hands"][0]["turns"]
    turns[0]["points"] = "10"  # a number written as text
    turns[1]["arm"] = "X"
    turns[3]["passes"] = "true"
    bad["hands"][0]["scores"]["Ben+Dan"] = "5"
    bad["colour"] = "red"  # the last key of the document
    (read,) = read_json_games(json.dumps(bad, indent=2), "club.json")
    assert read.game is None
    assert [(error.pointer, error.message) for error in read.errors] == [
        ("/hands/0/turns/0/points", 'points is a whole number: write 10, not "10"'),
        (
            "/hands/0/turns/1/arm",
            'arm is "W", "E", "N" or "S" (or under spinner=every a path such as "E3N", R25), not "X"',
        ),
        (
            "/hands/0/turns/3/passes",
            'passes is always true: write true, not "true"',
        ),
        ("/hands/0/scores/Ben+Dan", 'Ben+Dan\'s score is a whole number: write 5, not "5"'),
        ("", read.errors[-1].message),
    ]
    assert read.errors[-1].message.startswith("'colour' is not a key of a game")
    assert all(error.code == "AF004" for error in read.errors)


def test_each_finding_of_a_pretty_document_stands_at_the_line_of_its_value(document: dict[str, Any]) -> None:
    bad = copy.deepcopy(document)
    bad["hands"][0]["turns"][0]["points"] = "10"
    bad["hands"][0]["turns"][3]["seat"] = "Dam"  # a name, found after the schema takes the document
    bad["hands"][0]["scores"]["Ben+Dan"] = "5"
    text = json.dumps(bad, indent=2)
    lines = text.split("\n")
    (read,) = read_json_games(text, "club.json")
    places = [(error.pointer, error.line, error.column) for error in read.errors]
    assert [pointer for pointer, _, _ in places] == ["/hands/0/turns/0/points", "/hands/0/scores/Ben+Dan"]
    for (pointer, line, column), written in zip(places, ('"10"', '"5"'), strict=True):
        assert line is not None and column is not None, pointer
        assert lines[line - 1][column - 1 :].startswith(written), (pointer, lines[line - 1])
    assert str(read.errors[0]).startswith(f"club.json:{places[0][1]}#/hands/0/turns/0/points: ")
    bad["hands"][0]["turns"][0]["points"] = 10
    bad["hands"][0]["scores"]["Ben+Dan"] = 5
    text = json.dumps(bad, indent=2)
    (read,) = read_json_games(text, "club.json")
    ((line, column),) = [(error.line, error.column) for error in read.errors]
    assert line is not None and column is not None
    assert text.split("\n")[line - 1][column - 1 :].startswith('"Dam"')


def test_a_finding_about_the_whole_document_stands_at_no_line(document: dict[str, Any]) -> None:
    (read,) = read_json_games(json.dumps([document, document], indent=2), "club.json")
    assert [(error.pointer, error.line) for error in read.errors] == [("", None)]


def test_every_name_a_document_gets_wrong_is_given_in_document_order(document: dict[str, Any]) -> None:
    bad = copy.deepcopy(document)
    bad["view"]["seat"] = "Bob"
    bad["hands"][0]["turns"][1]["seat"] = "Zed"
    bad["hands"][0]["turns"][3]["seat"] = "Dam"
    bad["hands"][0]["scores"] = {"Ann+Ben": 20, "Ben+Dan": 5}
    with pytest.raises(NotationError) as caught:
        game_from_json(bad, source="club.json")
    refused = caught.value
    assert refused.pointer == "/view/seat"
    (read,) = read_json_games(json.dumps(bad), "club.jsonl")
    assert [error.pointer for error in read.errors] == [
        "/view/seat",
        "/hands/0/turns/1/seat",
        "/hands/0/turns/3/seat",
        "/hands/0/scores/Ann+Ben",
    ]
    assert (
        read.errors[2].message
        == "Dam is not at this table: did you mean Dan? The seats are Ann, Ben, Cat, Dan"
    )


def test_an_end_naming_a_seat_not_at_the_table_is_one_finding_not_a_crash(document: dict[str, Any]) -> None:
    # found by bench/fuzz.py: the end's seat refused left a hand that went out with nobody
    bad = copy.deepcopy(document)
    bad["hands"][0]["end"] = {"how": "out", "seat": "Zed"}
    bad["hands"][0]["turns"][1]["seat"] = "Zoe"
    (read,) = read_json_games(json.dumps(bad), "club.json")
    assert [error.pointer for error in read.errors] == ["/hands/0/turns/1/seat", "/hands/0/end/seat"]


# ---- a comma left out at a line's end is placed there (issue 27, item 3) -----------------------


def test_a_comma_left_out_at_any_line_end_is_found_at_that_line_end(document: dict[str, Any]) -> None:
    text = json.dumps(document, indent=2)
    lines = text.split("\n")
    ends = [at for at, line in enumerate(lines) if line.endswith(",")]
    assert len(ends) > 20
    for at in ends:
        broken = "\n".join([*lines[:at], lines[at][:-1], *lines[at + 1 :]])
        (read,) = read_json_games(broken)
        (error,) = read.errors
        assert error.code == "AF003"
        said = "this is not JSON: a comma is missing at the end of this line"
        assert error.message == f"{said} (the next item is on line {at + 2:,})"
        assert (error.line, error.column) == (at + 1, len(lines[at]))  # just after what is left of the line


def test_a_comma_left_out_within_a_line_keeps_json_s_own_place() -> None:
    (read,) = read_json_games('{"format": "AFN 1.0" "seats": ["Ann", "Ben"]}')
    (error,) = read.errors
    assert error.message == "this is not JSON: Expecting ',' delimiter"
    assert (error.line, error.column) == (1, 22)
