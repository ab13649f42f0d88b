"""Five Up layouts in pictures (spinner=every, R25): laws over self-played games, a hand-made one, show.

Every double spins, so arms branch off arms: tests/board/laws.py's ``five_up_broken`` holds
at the page's grids and at a terminal's widths, where the picture also keeps within the
columns it is given. The browser tests hold the page's script to the same pictures.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from allfives_notation.board import arrange, draw, game_positions
from allfives_notation.board.html import NARROW, WIDE
from allfives_notation.board.position import Position
from allfives_notation.cli import app
from allfives_notation.engine.tiles import Tile
from allfives_notation.record import GameRecord
from tests.board.laws import five_up_broken
from tests.board.layouts import layout
from tests.board.records import APART_SEEDS, five_up_game

runner = CliRunner()
#: a terminal's widths in cells: 40, 60, 80 and 120 columns of text
TERMINAL = (6, 9, 13, 19)


def _positions(game: GameRecord) -> list[Position]:
    return [position for hand in game_positions(game) for position in hand]


def _keeps_the_laws(position: Position) -> None:
    for columns, height in (WIDE, NARROW):
        picture = arrange(position, columns, height)
        assert five_up_broken(position, picture) == [], (columns, height, position.step)
    for columns in TERMINAL:
        picture = arrange(position, columns, within=True)
        assert five_up_broken(position, picture) == [], (columns, position.step)
        assert picture.columns <= columns and all(c.column < columns for c in picture.cells)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 2**32))
def test_every_five_up_picture_keeps_its_laws(players: int, seed: int) -> None:
    for position in _positions(five_up_game(players, seed)):
        _keeps_the_laws(position)


@pytest.mark.slow
def test_every_five_up_picture_of_many_games_keeps_its_laws() -> None:
    for seed in range(300):
        for position in _positions(five_up_game(2 + seed % 3, seed, hands=4)):
            _keeps_the_laws(position)


def test_the_laws_find_a_broken_picture() -> None:
    position = game_positions(layout("five-up"))[0][-1]
    picture = arrange(position, *WIDE)
    assert five_up_broken(position, picture) == []
    first, second, *rest = picture.cells
    moved = replace(second, row=first.row, column=first.column)
    assert "two tiles on one cell" in five_up_broken(position, replace(picture, cells=(first, moved, *rest)))
    far = replace(picture, cells=(first, replace(second, row=second.row + 40), *rest))
    assert any("does not touch" in fault for fault in five_up_broken(position, far))
    unlabelled = replace(picture, ends=picture.ends[1:])
    assert any("labels" in fault for fault in five_up_broken(position, unlabelled))


def test_R25_a_later_spinner_s_arms_leave_it_across_the_arm_it_stands_on() -> None:
    position = game_positions(layout("five-up"))[0][-1]
    assert position.names[4 + 2 * 3 : 6 + 2 * 3] == ("E3N", "E3S")
    picture = arrange(position, *WIDE)
    cell = {c.tile: c for c in picture.cells}
    three, six, four = cell[Tile(3, 3)], cell[Tile(6, 6)], cell[Tile(4, 4)]
    assert three.upright and three.row == cell[Tile(5, 3)].row  # across the east line (R13)
    assert (cell[Tile(6, 3)].row, cell[Tile(6, 3)].column) == (three.row - 1, three.column)  # E3N: north
    assert not six.upright and six.column == three.column  # the 6-6 across E3N, which runs north
    assert (cell[Tile(6, 1)].row, cell[Tile(6, 1)].column) == (six.row, six.column - 1)  # E3N6W: west
    assert (cell[Tile(4, 1)].row, cell[Tile(4, 1)].column) == (four.row, four.column + 1)  # E3N4E: east
    assert {c.arm for c in picture.cells} >= {position.names.index("E3N6W"), position.names.index("W2N")}
    labels = {pips for _, _, pips in picture.ends}
    assert len(picture.ends) == 12 and labels == {0, 1, 2, 3, 4, 6}  # every open end, a later one's too


def test_R25_a_tile_with_no_room_beside_its_arm_is_drawn_apart_and_said() -> None:
    record = layout("five-up")
    position = game_positions(record)[0][-1]
    picture = arrange(position, 6, within=True)
    (apart,) = [c for c in picture.cells if c.apart]
    assert apart.tile == Tile(2, 2) and picture.columns == 6
    said = " ".join(draw(record, position, columns=40).split())
    assert "W goes on at 2-2~, apart: there is no room beside 5-2" in said
    assert "~ a tile drawn apart from its arm" in said
    assert not any(c.apart for c in arrange(position, 13, within=True).cells)


def test_R25_the_games_the_page_tests_draw_apart_still_do() -> None:
    for seed in APART_SEEDS:  # the browser tests hold the page's script to these
        positions = _positions(five_up_game(2 + seed % 3, seed))
        pictures = [arrange(position, *grid) for position in positions for grid in (WIDE, NARROW)]
        assert any(c.apart for picture in pictures for c in picture.cells), seed


def test_R25_few_five_up_pictures_need_a_tile_drawn_apart() -> None:
    positions = [p for seed in range(30) for p in _positions(five_up_game(2 + seed % 3, seed))]
    for columns, height in (WIDE, NARROW):
        apart = sum(any(c.apart for c in arrange(p, columns, height).cells) for p in positions)
        assert apart <= len(positions) // 50, (columns, apart, len(positions))  # under 2 in 100


def test_R25_show_names_the_later_arms_and_their_spinners(tmp_path: Path) -> None:
    made = runner.invoke(app, ["generate", "--rules", "fiveup", "--seed", "2", "-c", "1"])
    assert made.exit_code == 0, made.output
    record = tmp_path / "fiveup.afn"
    record.write_text(made.stdout, encoding="utf-8")
    result = runner.invoke(app, ["show", str(record), "--hand", "1", "--turn", "16", "--width", "60"])
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "later spinners 5-5 on N (R25)" in said and "N5E 2" in said
    board = result.output.split("\n\n")[1]
    assert all(len(line) <= 60 for line in board.splitlines()), board
