"""The one walk over a hand record: every placement of a played game, scored as the validator scores it."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfives_notation.check import check_game
from allfives_notation.engine import PlayedGame
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.tiles import Tile, mask_of
from allfives_notation.notation import parse_game
from allfives_notation.record import GameRecord, Knowledge, Turn, record_of
from allfives_notation.record.walk import HandReplay, HandVisitor, Placement
from allfives_notation.testing.strategies import played_games, views


class _Told(HandVisitor):
    """Everything a walk tells, in order."""

    def __init__(self, players: int) -> None:
        self.events: list[tuple[object, ...]] = []
        self.points = [0] * players
        self.choose: int | None = None

    def turn_begins(self, replay: HandReplay, t: int, turn: Turn, drawn: tuple[Tile, ...] | None) -> None:
        self.events.append(("begins", t, drawn))

    def choose_arm(self, replay: HandReplay, tile: int, arms: list[int]) -> int | None:
        self.events.append(("choose", tile, tuple(arms)))
        return self.choose

    def before_placement(self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int) -> None:
        self.events.append(("before", t, tile, arm, replay.layout.placed >> tile & 1))

    def after_placement(
        self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int, points: int
    ) -> None:
        assert replay.layout.placed >> tile & 1
        self.points[turn.seat] += points
        self.events.append(("after", t, tile, arm, points))

    def layout_stops(self, replay: HandReplay, t: int, turn: Turn, why: str) -> None:
        self.events.append(("stops", t, why))

    def turn_ends(self, replay: HandReplay, t: int, turn: Turn) -> None:
        self.events.append(("ends", t))


def _walked(game: GameRecord, h: int) -> tuple[_Told, HandReplay]:
    told = _Told(game.table.players)
    replay = HandReplay(game, h, told)
    replay.run()
    return told, replay


@st.composite
def written(draw: st.DrawFn) -> GameRecord:
    """A self-played game written down at a drawn knowledge level, arms left out where they may be."""
    played: PlayedGame = draw(played_games())
    view = draw(views(played.table.players))
    return record_of(played, view, implied_arms=draw(st.booleans()), claims=draw(st.booleans()))


@given(written())
@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_R15_the_walk_places_every_tile_of_a_played_game_as_the_validator_scores_it(
    game: GameRecord,
) -> None:
    report = check_game(game)
    assert report.valid, report.diagnostics
    for h, hand in enumerate(game.hands):
        told, replay = _walked(game, h)
        assert replay.stopped is None
        assert [e for e in told.events if e[0] == "stops"] == []
        placed = [turn.tile for turn in hand.turns if turn.tile is not None]
        assert [e[2] for e in told.events if e[0] == "after"] == [tile.id for tile in placed]
        assert replay.layout.placed == mask_of(placed)
        assert all(e[4] == 0 for e in told.events if e[0] == "before")  # told before the tile is down
        assert tuple(told.points) == report.hands[h].points
        # each turn begins and ends once, in order, around its placement
        kinds = [e[0] for e in told.events if e[0] in ("begins", "ends")]
        assert kinds == ["begins", "ends"] * len(hand.turns)
        for e in told.events:
            if e[0] == "begins" and hand.turns[int(e[1])].draws:  # type: ignore[call-overload]
                turn = hand.turns[int(e[1])]  # type: ignore[call-overload]
                drawn = e[2]
                knows = bool(turn.drawn) or hand.boneyard is not None
                assert (drawn is not None) == knows
                if drawn is not None:
                    assert len(drawn) == turn.draws  # type: ignore[arg-type]


@given(written())
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_tile_the_layout_cannot_take_stops_it_and_nothing_after_is_placed(game: GameRecord) -> None:
    hand = game.hands[0]
    at = next((t for t, turn in enumerate(hand.turns) if turn.tile is not None and t > 0), None)
    if at is None:
        return
    lead = hand.turns[0].tile
    assert lead is not None
    broken = replace(
        hand, turns=tuple(replace(turn, tile=lead) if t == at else turn for t, turn in enumerate(hand.turns))
    )
    told, replay = _walked(replace(game, hands=(broken,)), 0)
    assert replay.stopped == at
    (stop,) = [e for e in told.events if e[0] == "stops"]
    assert stop[1] == at and "the layout stops here" in str(stop[2])
    assert all(e[1] < at for e in told.events if e[0] == "after")
    assert all(e[1] <= at for e in told.events if e[0] == "before")
    assert [e[0] for e in told.events].count("ends") == len(hand.turns)  # the turns after still begin and end


def test_an_arm_left_out_where_several_fit_asks_the_reader() -> None:
    text = """[Seats "Ann, Ben"]
[View "public"]

hand 1, Ann leads
  Ann 5-5 +10
  Ben 5-1 E
  Ann 5-2 W
  Ben 5-3
"""
    game = parse_game(text)
    told, replay = _walked(game, 0)
    assert ("choose", Tile(5, 3).id, (2, 3)) in told.events
    assert replay.stopped == 3
    told = _Told(2)
    told.choose = 2
    replay = HandReplay(game, 0, told)
    replay.run()
    assert replay.stopped is None and replay.layout.ends[2] == 3
    assert Knowledge.PUBLIC is game.view.level


class _Placing(_Told):
    """A visitor that answers where a turn's tile goes: the record's, another tile, nothing, or a stop."""

    def __init__(self, players: int, answers: dict[int, Placement]) -> None:
        super().__init__(players)
        self.answers = answers

    def placement(self, replay: HandReplay, t: int, turn: Turn) -> Placement:
        if t in self.answers:
            return self.answers[t]
        return super().placement(replay, t, turn)


def test_a_visitor_says_where_each_tile_goes_the_validator_s_way_of_going_on() -> None:
    text = """[Seats "Ann, Ben"]
[View "public"]

hand 1, Ann leads
  Ann 5-5 +10
  Ben 5-1 E
  Ann 6-6
  Ben 5-3 W
  Ann 3-2
"""
    game = parse_game(text)
    told, replay = _walked(game, 0)  # 6-6 fits no open end: by default the layout stops there
    assert replay.stopped == 2 and ("stops", 2, "6-6 fits no open end: the layout stops here") in told.events
    # the validator's way: another tile in its place, and the walk goes on
    placing = _Placing(2, {2: (Tile(1, 1).id, 1)})
    replay = HandReplay(game, 0, placing)
    replay.run()
    assert replay.stopped is None
    kernel = Layout(game.rules)
    scored = [kernel.place(Tile(5, 5).id, -1), kernel.place(Tile(5, 1).id, 1), kernel.place(Tile(1, 1).id, 1)]
    assert ("after", 2, Tile(1, 1).id, 1, scored[2]) in placing.events
    assert replay.layout.placed == mask_of([Tile(5, 5), Tile(5, 1), Tile(1, 1), Tile(5, 3), Tile(3, 2)])
    # nothing placed: the turn is over and the layout goes on from where it was
    placing = _Placing(2, {2: None})
    replay = HandReplay(game, 0, placing)
    replay.run()
    assert replay.stopped is None
    assert [e[0] for e in placing.events if e[1] == 2] == ["begins", "ends"]
    assert replay.layout.placed == mask_of([Tile(5, 5), Tile(5, 1), Tile(5, 3), Tile(3, 2)])
    # a reason: the layout stops there, in the visitor's words
    placing = _Placing(2, {1: "no"})
    replay = HandReplay(game, 0, placing)
    replay.run()
    assert replay.stopped == 1 and ("stops", 1, "no") in placing.events
    # a placement the layout refuses stops it too, in the layout's words
    placing = _Placing(2, {1: (Tile(6, 6).id, 1)})
    replay = HandReplay(game, 0, placing)
    replay.run()
    (stop,) = [e for e in placing.events if e[0] == "stops"]
    assert replay.stopped == 1 and str(stop[2]).startswith("6-6 cannot go there (")
