"""AFN 1.1's muggins calls (R23): the call line in text, its twin in JSON, and what the readers say."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from jsonschema import Draft202012Validator

from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.errors import NotationError
from allfives_notation.fast.jsonl import jsonl_reports
from allfives_notation.fast.text import text_reports
from allfives_notation.lsp.completion import complete
from allfives_notation.lsp.document import Record
from allfives_notation.lsp.hover import hover
from allfives_notation.notation import parse_game, read_games, reader, write_game
from allfives_notation.notation.jsonform import game_from_json, game_to_json, read_json_games, write_json
from allfives_notation.notation.reader import _quick_tokens
from allfives_notation.record import GameRecord, Knowledge, View, record_of
from allfives_notation.record.model import RESERVED, Call, is_seat_name
from allfives_notation.resources import schema
from allfives_notation.testing.strategies import muggins_records

MUGGINS = RuleSet.from_variants({}, "muggins")
HEADER = (
    '[Format "AFN 1.1"]\n[Seats "Ann, Ben, Muggins"]\n[Rules "muggins"]\n[View "public"]\n[Result "*"]\n\n'
)
LAWS = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


def _read(body: str, header: str = HEADER) -> GameRecord:
    return parse_game(header + "hand 1, Ann leads\n" + body)


def _only_error(body: str, header: str = HEADER) -> NotationError:
    (read,) = read_games(header + "hand 1, Ann leads\n" + body, "t.afn")
    assert read.game is None
    return read.errors[0]


def _careless(players: int, seed: int) -> GameRecord:
    played = play_game(Table(players, players == 4, MUGGINS), seed, "careless:40", max_hands=3)
    return record_of(played, View(Knowledge.OPEN))


# ---- the call line ---------------------------------------------------------------------------


def test_R23_a_call_line_belongs_to_the_turn_before_it_with_its_points_glyphs_and_comments() -> None:
    game = _read("  Ann 5-5 {claimed nothing}\n  Ben muggins +2 ! {caught}\n  Muggins 6-4\n  Ann muggins\n")
    first, second = game.hands[0].turns
    assert first.points is None and [c.text for c in first.comments] == ["claimed nothing"]
    (call,) = first.calls
    assert (call.seat, call.points, call.glyphs, [c.text for c in call.comments]) == (
        1,
        2,
        ("!",),
        ["caught"],
    )
    assert (call.line, call.column, call.points_column) == (9, 3, 15)
    assert second.calls == (Call(seat=0),)  # a call that names no amount: it found nothing


def test_R23_calls_write_back_on_their_own_lines_after_the_turn_and_its_comments() -> None:
    body = (
        "  Ann 5-5 {claimed nothing}\n"
        "  Ben muggins +2 ! {caught}\n"
        "  Muggins muggins ;a second call\n"
        "  Muggins passes\n"
        "  Ben muggins\n"
    )
    text = HEADER + "hand 1, Ann leads\n" + body
    assert write_game(parse_game(text)) == text


def test_R23_muggins_is_no_reserved_word_a_seat_called_muggins_still_plays_and_calls() -> None:
    assert "muggins" not in RESERVED and is_seat_name("Muggins") and is_seat_name("muggins")
    game = _read("  Ann 6-4\n  Muggins 4-1 +5\n  Ann muggins +5\n")
    (lead, placement) = game.hands[0].turns
    assert (placement.seat, placement.tile is not None, lead.calls) == (2, True, ())
    assert placement.calls == (Call(seat=0, points=5),)
    lower = parse_game(
        HEADER.replace("Muggins", "muggins") + "hand 1, Ann leads\n  Ann 5-0\n  muggins muggins +1\n"
    )
    assert lower.hands[0].turns[0].calls == (Call(seat=2, points=1),)


def test_R23_a_record_with_calls_is_afn_1_1_and_a_record_that_says_1_0_is_told_so() -> None:
    plain = GameRecord(seats=("Ann", "Ben"))
    assert write_game(plain).startswith('[Format "AFN 1.0"]')
    error = _only_error(
        "  Ann 5-5\n  Ben muggins +2\n",
        '[Format "AFN 1.0"]\n[Seats "Ann, Ben, Muggins"]\n\n',
    )
    assert error.message == (
        'a muggins call needs AFN 1.1, but the record says AFN 1.0: write [Format "AFN 1.1"]'
    )
    assert (error.line, error.column, error.rule) == (6, 3, "R23")
    error = _only_error("  Ann 5-5\n", '[Format "AFN 1.0"]\n[Seats "Ann, Ben"]\n[Rules "muggins"]\n\n')
    assert error.message.startswith("the rule set muggins needs AFN 1.1")


def test_R23_a_call_under_rules_without_muggins_is_read_and_left_to_the_validator() -> None:
    header = '[Format "AFN 1.1"]\n[Seats "Ann, Ben"]\n\n'
    game = _read("  Ann 5-5 +10\n  Ben muggins\n", header)
    assert game.rules == RuleSet() and game.hands[0].turns[0].calls == (Call(seat=1),)
    assert write_game(game).startswith('[Format "AFN 1.1"]')  # the call needs 1.1, the rules do not
    assert game_to_json(game)["format"] == "AFN 1.1"
    assert parse_game(header + "hand 1, Ann leads\n  Ann 5-5 +10\n  Ben muggins\n") == game


@pytest.mark.parametrize(
    ("body", "message", "column", "rule"),
    [
        (
            "  Ben muggins +2\n  Ann 5-5\n",
            "a muggins call answers a placement: it stands on the line after the turn it answers (R23)",
            3,
            None,
        ),
        (
            "  Ann 5-5\n  Ann out\n  Ben muggins +2\n",
            "a muggins call stands right after the turn it answers, before the end of the hand:"
            " a call on the tile that went out comes before the line that says so (R23)",
            3,
            None,
        ),
        (
            "  Ann 5-5\n  Ben muggins 2\n",
            "a call's points are a plus and the number, as 'Ben muggins +2'",
            15,
            "R23",
        ),
        (
            "  Ann 5-5\n  Ben muggins -2\n",
            "a call scores nothing or more: write 'Ben muggins +2', or 'Ben muggins' for a call that"
            " found nothing",
            15,
            "R23",
        ),
        (
            "  Ann 5-5\n  Ben mugins +2\n",
            "did you mean 'Ben muggins +2'? An opponent's call on a claim is written 'muggins'",
            7,
            "R23",
        ),
        (
            "  Ann 5-5\n  Ben MUGGINS\n",
            "the words of the notation are written in small letters: 'muggins'",
            7,
            None,
        ),
        (
            "  Ann 5-5\n  Ben muggins x\n",
            "expected points such as +10, a glyph such as ! or $1, or a comment after 'Ben muggins', not 'x'",
            15,
            None,
        ),
        (
            "  Ann 5-5\n  Ben muggins +2 W\n",
            "expected a glyph such as ! or $1, or a comment after 'Ben muggins'",
            18,
            None,
        ),
        ("  Ann 5-5\n  Cat muggins\n", "Cat is not at this table", 3, None),
    ],
    ids=[
        "before-any-turn",
        "after-the-end",
        "no-plus",
        "below-zero",
        "misspelt",
        "capitals",
        "word",
        "arm",
        "seat",
    ],
)
def test_R23_a_call_line_that_cannot_be_read_is_named_where_it_stands(
    body: str, message: str, column: int, rule: str | None
) -> None:
    error = _only_error(body)
    assert error.message.startswith(message), error.message
    line = 8 if body.startswith("  Ben muggins") else 7 + len(body.splitlines())  # where the call stands
    assert (error.line, error.column, error.rule) == (line, column, rule)


# ---- the JSON twin ---------------------------------------------------------------------------


def test_R23_a_call_is_in_its_turn_s_json_with_its_glyphs_and_comments() -> None:
    game = _read("  Ann 5-5\n  Ben muggins +2 ! {caught}\n  Muggins muggins\n")
    document = game_to_json(game)
    assert document["hands"][0]["turns"][0] == {
        "seat": "Ann",
        "tile": "5-5",
        "calls": [
            {"seat": "Ben", "points": 2, "glyphs": ["!"], "comments": [{"text": "caught"}]},
            {"seat": "Muggins"},
        ],
    }
    Draft202012Validator(schema("afn")).validate(document)
    assert game_from_json(document) == game
    (read,) = read_json_games(write_json(game))
    assert read.game == game


@pytest.mark.parametrize(
    ("call", "pointer", "words"),
    [
        ({"seat": "Cat"}, "/hands/0/turns/0/calls/0/seat", "Cat is not at this table"),
        ({"seat": "Ben", "points": -2}, "/hands/0/turns/0/calls/0/points", "-2"),
        ({"seat": "Ben", "claim": 2}, "/hands/0/turns/0/calls/0", "claim"),
        ({"points": 2}, "/hands/0/turns/0/calls/0", "seat"),
    ],
)
def test_R23_a_json_call_that_cannot_be_read_is_named_at_its_pointer(
    call: dict[str, object], pointer: str, words: str
) -> None:
    document = game_to_json(_read("  Ann 5-5\n"))
    document["hands"][0]["turns"][0]["calls"] = [call]
    (read,) = read_json_games(json.dumps(document))
    assert read.game is None
    assert any(error.pointer == pointer and words in error.message for error in read.errors), read.errors


def test_R23_a_json_record_that_says_afn_1_0_with_a_call_is_told_which_version_it_needs() -> None:
    document = game_to_json(_read("  Ann 5-5\n  Ben muggins\n", '[Seats "Ann, Ben"]\n\n'))
    with pytest.raises(NotationError) as caught:
        game_from_json({**document, "format": "AFN 1.0"})
    assert caught.value.pointer == "/hands/0/turns/0/calls/0"
    assert caught.value.message == (
        'a muggins call needs AFN 1.1, but the record says AFN 1.0: write "format": "AFN 1.1"'
    )


# ---- the fast path and the quick way ------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_R23_the_fast_path_leaves_muggins_games_and_call_lines_to_the_reference(players: int) -> None:
    game = _careless(players, 7)
    assert any(turn.calls for hand in game.hands for turn in hand.turns)
    assert text_reports(write_game(game), "g.afn", 1)[0] == []
    (left,) = jsonl_reports(json.dumps(game_to_json(game)) + "\n", "g.jsonl", 1)
    assert isinstance(left, tuple)
    plain = record_of(play_game(Table(players, players == 4), 3, "greedy", max_hands=1), View(Knowledge.OPEN))
    hand = plain.hands[0]
    called = replace(hand.turns[1], calls=(Call(hand.turns[0].seat),))
    plain_with_call = replace(plain, hands=(replace(hand, turns=(hand.turns[0], called, *hand.turns[2:])),))
    assert len(text_reports(write_game(plain), "g.afn", 1)[0]) == 1
    assert text_reports(write_game(plain_with_call), "g.afn", 1)[0] == []


def test_R23_the_quick_way_reads_call_lines_as_the_parser_does(monkeypatch: pytest.MonkeyPatch) -> None:
    text = write_game(_careless(3, 2))
    assert "muggins +" in text
    tokens = _quick_tokens(text)
    assert tokens is not None and any(token.type == "CALL" for token in tokens)
    quick = parse_game(text)
    monkeypatch.setattr(reader, "_quick_tokens", lambda _text: None)
    assert parse_game(text) == quick


# ---- laws --------------------------------------------------------------------------------------


@LAWS
@given(muggins_records())
def test_R23_careless_games_at_every_view_read_back_from_canonical_text(game: GameRecord) -> None:
    text = write_game(game)
    read = parse_game(text)
    assert read == game
    assert write_game(read) == text


@LAWS
@given(muggins_records())
def test_R23_careless_games_at_every_view_go_text_to_json_and_back_losslessly(game: GameRecord) -> None:
    document = game_to_json(game)
    Draft202012Validator(schema("afn")).validate(document)
    assert game_from_json(json.loads(json.dumps(document))) == game
    (read,) = read_json_games(write_json(game))
    assert read.game is not None, read.errors
    assert write_game(read.game) == write_game(game)


# ---- the editor --------------------------------------------------------------------------------


def test_R23_the_editor_says_what_a_call_line_and_the_muggins_rules_mean() -> None:
    text = HEADER + "hand 1, Ann leads\n  Ann 5-5\n  Ben muggins +2\n"
    record = Record(text, "m.afn")
    call_line = text.splitlines().index("  Ben muggins +2")
    on_word = hover(record, call_line, 8)
    assert on_word is not None and on_word.markdown.startswith("A muggins call (R23, AFN 1.1)")
    assert (on_word.span.start, on_word.span.end) == (6, 13)
    rules = hover(record, 2, 10)
    assert rules is not None and rules.markdown.startswith("`muggins`: Muggins: muggins=on")
    on_variant = hover(Record('[Rules "allfives muggins=on"]\n', "v.afn"), 0, 20)
    assert on_variant is not None and "(R23, docs/rules.md)" in on_variant.markdown


def test_R23_the_editor_offers_muggins_on_in_the_rules_and_the_call_after_a_name() -> None:
    typing = Record('[Seats "Ann, Ben"]\n[Rules "allfives mug', "t.afn")
    assert "muggins=" in [item.label for item in complete(typing, 1, len('[Rules "allfives mug'))]
    values = Record('[Seats "Ann, Ben"]\n[Rules "allfives muggins=', "t.afn")
    assert [item.label for item in complete(values, 1, len('[Rules "allfives muggins='))] == [
        "muggins=off",
        "muggins=on",
    ]
    text = HEADER + "hand 1, Ann leads\n  Ann 5-5\n  Ben m"
    offered = [item.label for item in complete(Record(text, "m.afn"), 8, 7)]
    assert "muggins" in offered
    plain = text.replace('[Rules "muggins"]\n', "")
    assert "muggins" not in [item.label for item in complete(Record(plain, "m.afn"), 7, 7)]
