"""Positions and their arrangement, as laws over engine-played games, and the analysis commands read."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.board import Position, analysis_of, arrange, game_positions
from allfives_notation.board.arrange import Picture
from allfives_notation.board.html import NARROW, WIDE
from allfives_notation.engine import Game, MoveKind, RuleSet, Spinner, Table, play_game
from allfives_notation.engine.selfplay import compact_moves
from allfives_notation.engine.tiles import Tile, mask_of
from allfives_notation.record import Comment, Knowledge, Turn, View, record_of
from tests.board.laws import broken
from tests.board.layouts import LAYOUTS, layout

tables = st.builds(
    Table,
    players=st.sampled_from([2, 3, 4]),
    rules=st.sampled_from([Spinner.STANDARD, Spinner.OPEN, Spinner.NONE]).map(lambda s: RuleSet(spinner=s)),
)


@st.composite
def played(draw: st.DrawFn) -> tuple[Table, object]:
    table = draw(tables)
    seed = draw(st.integers(0, 2**32))
    kind = draw(st.sampled_from(["random", "greedy"]))
    return table, play_game(table, seed, kind, max_hands=2)


@settings(max_examples=25, deadline=None)
@given(played())
def test_each_moment_of_an_open_record_is_the_engine_s_table(game: tuple[Table, object]) -> None:
    table, played_game = game
    record = record_of(played_game)  # type: ignore[arg-type]
    positions = game_positions(record)
    engine = Game(table)
    for hand, moments in zip(played_game.hands, positions, strict=True):  # type: ignore[attr-defined]
        replay = engine.new_hand(hand.dealt, hand.boneyard, hand.leader)
        step = 0
        for move, compact in zip(hand.moves, compact_moves(hand.moves), strict=True):
            replay.apply([compact])
            if move.kind is MoveKind.DRAW:
                continue
            step += 1
            position = moments[step]
            assert position.problem is None
            assert position.count == replay.layout.total  # R16
            assert mask_of(p.tile for p in position.placed()) == replay.layout.placed
            assert position.boneyard == len(replay.boneyard_left())
            for seat_hand in position.hands:
                assert set(seat_hand.known) == set(replay.hand_of(seat_hand.seat))
                assert seat_hand.hidden == 0
            if move.kind is MoveKind.PLAY:
                assert position.latest == move.tile
        assert moments[-1].ended and moments[-1].scores == hand.result.scores


@settings(max_examples=25, deadline=None)
@given(played())
def test_a_public_record_shows_every_hidden_tile_as_a_back(game: tuple[Table, object]) -> None:
    _, played_game = game
    public = game_positions(record_of(played_game, View(Knowledge.PUBLIC)))  # type: ignore[arg-type]
    open_ = game_positions(record_of(played_game))  # type: ignore[arg-type]
    for seen, known in zip(public, open_, strict=True):
        for before_end, full in zip(seen[:-1], known[:-1], strict=True):
            assert [h.count for h in before_end.hands] == [h.count for h in full.hands]
            assert all(not h.known for h in before_end.hands)
            assert before_end.placed() == full.placed()


def _neighbours(one: tuple[int, int], other: tuple[int, int]) -> bool:
    return abs(one[0] - other[0]) + abs(one[1] - other[1]) == 1


def _check_picture(position: Position, picture: Picture, columns: int) -> None:
    cells = {(c.row, c.column): c for c in picture.cells}
    assert len(cells) == len(picture.cells) == position.on_table  # no two tiles on one cell
    where = {c.tile: (c.row, c.column) for c in picture.cells}
    if position.lead is None:
        return
    spinner = position.spinner if position.spinner is not None else position.lead.tile
    for arm, chain in enumerate(position.arms):
        previous = position.lead.tile if arm < 2 else spinner
        for placed in chain:
            assert _neighbours(where[previous], where[placed.tile]), (previous, placed.tile)
            previous = placed.tile
    for cell in picture.cells:
        assert {cell.first, cell.second} == {cell.tile.low, cell.tile.high}
    open_pips = sorted(end for end in position.ends if end is not None)
    for row, column, pips in picture.ends:  # a label beyond an open end sits on a free cell beside a tile
        assert (row, column) not in cells and pips in open_pips
        assert any(_neighbours((row, column), at) for at in cells)
    assert len(picture.ends) <= len(open_pips)
    if columns >= 13:  # wide enough: the arms bend inside the width, but for a spinner far along the line
        assert picture.columns == columns or columns < picture.columns <= _spinner_row(position)


def _spinner_row(position: Position) -> int:
    """The most a spinner on the line may need, kept on the main row with the lead and a column each side."""
    arm = position.spinner_arm
    if arm is None:
        return 0
    along = next(i for i, placed in enumerate(position.arms[arm]) if placed.tile == position.spinner)
    return along + 4


def test_a_spinner_eleven_tiles_west_of_the_lead_keeps_the_main_row_one_column_wider() -> None:
    """Found by hypothesis: the 0-0 spinner the 11th tile west stays on the main row (14 columns of 13)."""
    game = record_of(play_game(Table(2), 10898187, "random"))
    position = game_positions(game)[1][16]  # hand 2
    assert position.spinner_arm is not None and _spinner_row(position) == 14
    _check_picture(position, arrange(position, 13, None), 13)


@settings(max_examples=25, deadline=None)
@given(played(), st.sampled_from([5, 7, 13, 19, 40]), st.sampled_from([None, 1, 3]))
def test_every_arrangement_keeps_tiles_apart_and_chains_touching(
    game: tuple[Table, object], columns: int, height: int | None
) -> None:
    _, played_game = game
    for moments in game_positions(record_of(played_game)):  # type: ignore[arg-type]
        for position in moments:
            _check_picture(position, arrange(position, columns, height), columns)


@settings(max_examples=40, deadline=None)
@given(played(), st.sampled_from([3, 5, 7, 9, 13, 19]), st.sampled_from([None, 1, 3, 5]))
def test_a_bend_never_lands_where_an_arm_of_the_spinner_is_or_could_be(
    game: tuple[Table, object], columns: int, height: int | None
) -> None:
    _, played_game = game
    for moments in game_positions(record_of(played_game)):  # type: ignore[arg-type]
        for position in moments:
            assert broken(arrange(position, columns, height)) == [], (columns, height, position)


def test_the_bends_issue_27_saw_keep_clear_now() -> None:
    for name in ("east-bends-under-spinner", "north-turns-into-west"):
        for position in game_positions(layout(name))[0]:
            for grid in (WIDE, NARROW):
                assert broken(arrange(position, *grid)) == [], (name, grid, position.step)


def test_every_hand_made_layout_keeps_the_law_at_every_width() -> None:
    for name in LAYOUTS:
        for position in game_positions(layout(name))[0]:
            for columns in range(3, 24):
                for height in (None, 1, 2, 3, 5):
                    assert broken(arrange(position, columns, height)) == [], (name, columns, height)


def test_a_long_south_arm_turns_after_its_height() -> None:
    position = game_positions(layout("long-arms-spinner"))[0][-1]
    assert len(position.arms[3]) == 4
    picture = arrange(position, 13, height=2)
    south = [c for c in picture.cells if c.tile in {p.tile for p in position.arms[3]}]
    spinner = next(c for c in picture.cells if c.spinner)
    assert max(c.row for c in south) - spinner.row == 2  # two down, then along
    _check_picture(position, picture, 13)


def test_R13_doubles_stand_crosswise_and_the_lead_sits_on_the_main_row() -> None:
    position = game_positions(layout("four-arms-doubles"))[0][-1]
    picture = arrange(position, 13)
    cells = {c.tile: c for c in picture.cells}
    lead = cells[Tile(5, 5)]
    assert lead.upright and lead.spinner
    assert cells[Tile(0, 0)].upright and cells[Tile(6, 6)].upright  # doubles on the line
    assert not cells[Tile(4, 4)].upright and not cells[Tile(2, 2)].upright  # doubles on north and south
    assert cells[Tile(4, 5)].upright and cells[Tile(5, 3)].upright  # tiles along an arm
    assert cells[Tile(2, 2)].latest


def test_a_tile_that_cannot_go_stops_the_layout_and_says_why() -> None:
    from tests.board.layouts import record

    moments = game_positions(record("6-4, 5-5 E, 4-1 W"))[0]
    assert moments[2].problem is not None and "5-5" in moments[2].problem
    assert moments[3].on_table == 1  # the layout stays as it was


def _turn(text: str) -> Turn:
    return Turn(seat=0, tile=Tile(5, 0), comments=(Comment(text),))


def test_analysis_commands_are_read() -> None:
    found = analysis_of(_turn("good [%eval -3.5] [%best 5-0 N 2.0] [%count 10] [%win 0.62]"))
    assert (found.value, found.best, found.best_value, found.count, found.win) == (
        -3.5,
        "5-0 N",
        2.0,
        10,
        0.62,
    )
    assert analysis_of(_turn("[%best 6-4 1.5]")).best == "6-4"


def test_analysis_commands_that_do_not_read_are_left_out() -> None:
    found = analysis_of(_turn("[%eval lots] [%best 9-9 N 2] [%win 1.5] [%count -2] [%clk 0:01:00]"))
    assert not found.present
