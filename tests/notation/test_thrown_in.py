"""Deals thrown in under no-double=redeal (R24): said in the hand header, kept in JSON, checked (AF109)."""

from __future__ import annotations

import json
from functools import cache

import pytest

from allfives_notation.check import Form, check_game
from allfives_notation.engine import PlayedGame, RuleSet, Table, play_game
from allfives_notation.notation.jsonform import game_to_json, read_json_games, write_json
from allfives_notation.notation.reader import parse_game, read_games
from allfives_notation.notation.writer import write_game
from allfives_notation.record import record_of
from tests.check.views import every_view, shown

#: Small hands, so that a deal with no double is common and thrown in (R24).
REDEAL = RuleSet.from_variants({"first-lead": "highest-double", "no-double": "redeal", "hand-size": "2"})


@cache
def thrown_in_games() -> tuple[PlayedGame, ...]:
    """Self-played games under no-double=redeal in which some deal was thrown in."""
    games = []
    for seed in range(40):
        game = play_game(Table(2 + seed % 3, rules=REDEAL.with_variant("target", "50")), seed, "greedy")
        if any(hand.thrown_in for hand in game.hands):
            games.append(game)
    return tuple(games)


def test_R24_self_play_throws_in_deals_and_the_record_says_how_many() -> None:
    games = thrown_in_games()
    assert len(games) >= 5
    for game in games:
        record = record_of(game)
        assert [h.thrown_in for h in record.hands] == [h.thrown_in for h in game.hands]


@pytest.mark.parametrize("index", range(5))
def test_R24_deals_thrown_in_round_trip_in_text_and_json_and_check_clean_at_every_level(index: int) -> None:
    game = thrown_in_games()[index]
    for view in every_view(game.table.players):
        record = record_of(game, view)
        text = write_game(record)
        assert "thrown in" in text and text.startswith('[Format "AFN 1.1"]')
        assert parse_game(text) == record
        (read,) = read_json_games(write_json(record))
        assert read.game == record
        report = check_game(record, form=Form.JSON)
        assert not report.diagnostics, shown(report)


def _text(
    thrown: str, fmt: str = "AFN 1.1", rules: str = "allfives first-lead=highest-double no-double=redeal"
) -> str:
    return f'[Format "{fmt}"]\n[Seats "Ann, Ben"]\n[Rules "{rules}"]\n\nhand 1, Ann leads{thrown}\n'


def test_R24_the_header_takes_deal_or_deals_and_writes_deal_for_one() -> None:
    for written, count in ((", 1 deal thrown in", 1), (", 1 deals thrown in", 1), (",3 deal thrown in", 3)):
        record = parse_game(_text(written))
        assert record.hands[0].thrown_in == count
    assert "hand 1, Ann leads, 1 deal thrown in\n" in write_game(parse_game(_text(", 1 deals thrown in")))
    assert "hand 1, Ann leads, 2 deals thrown in\n" in write_game(parse_game(_text(", 2 deal thrown in")))


@pytest.mark.parametrize(
    ("text", "words", "column"),
    [
        (_text(", 0 deals thrown in"), "a hand with no deal thrown in says nothing of it", 20),
        (_text(", 2 deals thrown in", "AFN 1.0", "allfives"), "a deal thrown in needs AFN 1.1", 20),
    ],
)
def test_R24_a_header_that_cannot_say_deals_were_thrown_in_is_refused_where_it_says_it(
    text: str, words: str, column: int
) -> None:
    (read,) = read_games(text, "t.afn")
    assert read.game is None
    (error,) = read.errors
    assert words in error.message and (error.line, error.column) == (5, column)


def test_R24_json_says_deals_thrown_in_and_an_afn_1_0_document_may_not() -> None:
    record = parse_game(_text(", 2 deals thrown in"))
    document = game_to_json(record)
    assert document["hands"][0]["thrown_in"] == 2
    document["format"] = "AFN 1.0"
    document["rules"] = "allfives"
    (read,) = read_json_games(json.dumps(document))
    assert read.game is None
    assert any("a deal thrown in needs AFN 1.1" in e.message for e in read.errors)


def test_R24_deals_thrown_in_where_no_rule_throws_one_in_is_AF109_at_the_count() -> None:
    record = parse_game(_text(", 2 deals thrown in", rules="allfives"))
    (finding,) = [d for d in check_game(record, source="t.afn").diagnostics if d.code == "AF109"]
    assert finding.rule == "R24" and "only no-double=redeal throws one in" in finding.message
    header = "hand 1, Ann leads, 2 deals thrown in"
    assert (finding.line, finding.column) == (5, header.index("2 deals") + 1)  # at the count, not the header
    document = json.loads(write_json(record))
    (read,) = read_json_games(json.dumps(document))
    assert read.game is not None
    found = [d for d in check_game(read.game, form=Form.JSON).diagnostics if d.code == "AF109"]
    assert [d.pointer for d in found] == ["/hands/0/thrown_in"]


def test_R24_a_record_picked_up_at_a_later_hand_may_say_deals_were_thrown_in() -> None:
    """The hand before may have been blocked, so the highest double led again: nothing to find (AF109)."""
    text = (
        '[Format "AFN 1.1"]\n[Seats "Ann, Ben"]\n'
        '[Rules "allfives first-lead=highest-double no-double=redeal"]\n[Setup "hand 4"]\n\n'
        "hand 4, Ann leads, 1 deal thrown in\n"
    )
    assert "AF109" not in {d.code for d in check_game(parse_game(text), source="t.afn").diagnostics}


def test_R24_a_count_of_deals_too_long_for_any_game_is_said_once() -> None:
    (read,) = read_games(_text(", " + "9" * 36 + " deals thrown in"), "t.afn")
    (error,) = read.errors
    assert "has more digits than any game needs" in error.message


def test_R24_json_takes_no_more_deals_thrown_in_than_the_text_can_write() -> None:
    document = game_to_json(parse_game(_text(", 2 deals thrown in")))
    document["hands"][0]["thrown_in"] = 10**22
    (read,) = read_json_games(json.dumps(document))
    assert read.game is None and read.errors
    document["hands"][0]["thrown_in"] = 10**20 - 1
    (read,) = read_json_games(json.dumps(document))
    assert read.game is not None and "99999999999999999999 deals thrown in" in write_game(read.game)
