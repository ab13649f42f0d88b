"""A line read again is read as the first time: the reader keeps what a turn line says by its text.

Most lines of a file repeat ("Ann 6-4 +10"); ``notation/building.py`` reads each turn text
once and the quick way (``notation/quick.py``) finds each line's kind once. What depends on
the game (whose seat a name is) or on the place (line, columns) is worked out each time.
"""

from __future__ import annotations

import dataclasses

from allfives_notation.notation import parse_games, read_games
from allfives_notation.record import Turn

GAME = """[Seats "{seats}"]
[View "public"]

hand 1, {leader} leads
{indent}Ann 5-5 +10
{indent}Ben 5-1 E
{indent}Ann draws {count}, plays 1-1 E +{points}
"""


def game(seats: str = "Ann, Ben", indent: str = "  ", count: str = "1", points: str = "10") -> str:
    return GAME.format(seats=seats, leader=seats.split(", ")[0], indent=indent, count=count, points=points)


def every_field(turn: Turn) -> dict[str, object]:
    return {field.name: getattr(turn, field.name) for field in dataclasses.fields(turn)}


def test_a_turn_read_again_has_its_own_line_and_columns() -> None:
    first, second = parse_games(game() + "\n" + game(indent="      "))
    for a, b in zip(first.hands[0].turns, second.hands[0].turns, strict=True):
        assert a == b  # the same turn
        assert b.line - a.line == 8 and b.column - a.column == 4
        for name in ("tile_column", "arm_column", "points_column"):
            got, was = getattr(b, name), getattr(a, name)
            assert (got - was if was else got) == (4 if was else 0), name
    last = second.hands[0].turns[2]
    assert (last.tile_column, last.arm_column, last.points_column) == (26, 30, 32)


def test_a_name_read_again_is_a_seat_only_where_the_game_seats_it() -> None:
    text = game() + "\n" + game(seats="Cat, Ben").replace("hand 1, Cat leads", "hand 1, Ben leads")
    reads = list(read_games(text, "x.afn"))
    assert reads[0].game is not None and not reads[0].errors
    assert reads[1].game is None
    assert {(e.line, e.column) for e in reads[1].errors} == {
        (13, 3),
        (15, 3),
    }  # each Ann line
    assert all("Ann" in e.message for e in reads[1].errors)


def test_a_number_no_turn_can_have_is_said_each_time_it_is_written() -> None:
    bad = game(count="0") + "\n" + game(count="0") + "\n" + game(points="1" * 25)
    reads = list(read_games(bad, "x.afn"))
    words = [[(e.line, e.column, e.message) for e in read.errors] for read in reads]
    assert [len(w) for w in words] == [1, 1, 1]
    assert words[0][0][:2] == (7, 13) and words[1][0][:2] == (15, 13)
    assert "a draw takes at least one tile" in words[0][0][2] and words[0][0][2] == words[1][0][2]
    assert "more digits than any game needs" in words[2][0][2]
    assert words[2][0][:2] == (23, 29)  # where its digits start


def test_every_field_of_a_file_read_twice_is_the_same() -> None:
    with open("samples/two-players-open.afn", encoding="utf-8") as file:
        text = file.read()
    once, twice = parse_games(text), parse_games(text)
    for a, b in zip(once, twice, strict=True):
        for hand_a, hand_b in zip(a.hands, b.hands, strict=True):
            assert [every_field(t) for t in hand_a.turns] == [every_field(t) for t in hand_b.turns]
