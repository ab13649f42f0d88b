"""Every double a spinner (R25, Five Up): the layout's later arms, their names, the count, and `fiveup`."""

from __future__ import annotations

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from allfives_notation.engine.arms import Arm, ArmPath, arm_of_double, read_arm
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import MoveKind
from allfives_notation.engine.rules import MOST_COUNT_EVERY, PRESETS, PRESETS_TO_COME, RuleSet, Spinner, Table
from allfives_notation.engine.selfplay import PlayedHand, play_game
from allfives_notation.engine.tiles import Tile
from allfives_notation.errors import ArmNotOpenError, RulesError
from allfives_notation.testing import referee

EVERY = RuleSet(spinner=Spinner.EVERY)
FIVEUP = RuleSet.from_variants({}, "fiveup")

#: docs/notation.md 13.4's Five Up layout: who, tile, arm, the open ends' total, the points (fifths).
WALKED: tuple[tuple[str, str | None, int, int], ...] = (
    ("5-5", None, 10, 2),
    ("5-3", "E", 13, 0),
    ("5-2", "W", 5, 1),
    ("3-3", "E", 8, 0),
    ("3-1", "E", 3, 0),
    ("6-3", "E3N", 9, 0),
    ("6-6", "E3N", 15, 3),
    ("6-4", "E3N", 7, 0),
    ("6-1", "E3N6W", 8, 0),
    ("2-2", "W", 10, 2),
)


def _bone(text: str) -> referee.Bone:
    tile = Tile.parse(text)
    return (tile.low, tile.high)


def _arm_names(layout: Layout) -> list[str]:
    return [layout.arm_name(arm) for arm in layout.open_arms()]


# -- the rule book's and the specification's examples ------------------------------------------------


def test_R25_the_specifications_five_up_layout_in_the_engine_and_the_referee() -> None:
    layout = Layout(FIVEUP)
    line = referee.RefereeLine("every")
    for tile, arm, total, points in WALKED:
        scored = layout.place(Tile.parse(tile).id, -1 if arm is None else layout.arm_named(arm))
        line.place(_bone(tile), arm)
        assert (layout.total, line.total(), scored) == (total, total, points), f"{tile} {arm}"
        assert referee.score_for(total, "fifths") == points
        assert sorted(_arm_names(layout)) == sorted(line.open_ends()), f"R25: the arms open after {tile}"
    assert _arm_names(layout) == ["W", "E", "N", "S", "E3N", "E3S", "E3N6W", "E3N6E"]


def test_R25_a_later_doubles_arms_open_only_once_a_tile_stands_beyond_it() -> None:
    layout = Layout(EVERY)
    for tile, arm in (("6-4", None), ("4-4", "W"), ("6-1", "E")):  # the 4-4 is the first: N and S
        layout.place(Tile.parse(tile).id, -1 if arm is None else Arm[arm])
    layout.place(Tile.parse("4-2").id, Arm.W)
    assert _arm_names(layout) == ["W", "E", "N", "S"]
    layout.place(Tile.parse("1-1").id, Arm.E)  # a later double: it counts its total at the end of E
    assert layout.total == 2 + 2 + layout.counts[Arm.N] + layout.counts[Arm.S]
    assert layout.arms_for(Tile.parse("1-0").id) == [Arm.E]  # not yet across the 1-1 (R25)
    with pytest.raises(ArmNotOpenError, match="E1N arm of the 1-1 is not open yet"):
        layout.place(Tile.parse("1-5").id, arm_of_double(1, 0))
    layout.place(Tile.parse("1-3").id, Arm.E)
    assert _arm_names(layout) == ["W", "E", "N", "S", "E1N", "E1S"]
    assert layout.total == 2 + 3  # the 1-1 no longer counts, and its untouched arms count nothing (R16)
    assert layout.place(Tile.parse("1-5").id, layout.arm_named("E1S")) == 10  # 2 + 3 + 5
    assert layout.arm_name(arm_of_double(1, 1)) == "E1S"


def test_R25_under_the_other_spinner_rules_later_doubles_open_nothing() -> None:
    for spinner in (Spinner.STANDARD, Spinner.OPEN):
        layout = Layout(RuleSet(spinner=spinner))
        for tile, arm in (("5-5", None), ("5-1", Arm.E), ("5-6", Arm.W), ("1-1", Arm.E), ("1-2", Arm.E)):
            layout.place(Tile.parse(tile).id, -1 if arm is None else arm)
        assert layout.open_arms() == (Arm.W, Arm.E, Arm.N, Arm.S)
        with pytest.raises(ArmNotOpenError, match="only under spinner=every"):
            layout.arm_named("E1N")


# -- the arms' names -------------------------------------------------------------------------------


@st.composite
def paths(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from("WENS"))
    for _ in range(draw(st.integers(1, 4))):
        text += str(draw(st.integers(0, 6))) + draw(st.sampled_from("NS" if text[-1] in "WE" else "WE"))
    return text


@given(paths())
def test_R25_an_arms_path_reads_back_as_written_and_its_repr_pastes_back(text: str) -> None:
    path = ArmPath.parse(text)
    assert str(path) == text and ArmPath.parse(str(path)) == path == read_arm(text)
    assert eval(repr(path)) == path  # the repr is the constructor call
    assert path.index == arm_of_double(path.double, path.side)
    assert str(path.on) + f"{path.double}" + text[-1] == text


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "E3E",
            "a double on an arm that runs east opens N or S across it, so the side after E3 is N or S, not E",
        ),
        ("N3N5W", "the side after N3 is W or E, not N"),
        ("E7N", "not an arm: expected W, E, N or S, or a path such as E3N"),
        ("E3", "not an arm"),
        ("X", "not an arm: expected W, E, N or S"),
    ],
)
def test_R25_a_path_that_names_no_arm_is_refused_in_words(text: str, words: str) -> None:
    with pytest.raises(ArmNotOpenError, match=words):
        read_arm(text)


def test_R25_a_path_through_a_double_that_stands_elsewhere_is_no_arm() -> None:
    layout = Layout(EVERY)
    for tile, arm in (("5-5", None), ("5-3", "E"), ("5-2", "W"), ("3-3", "E"), ("3-1", "E")):
        layout.place(Tile.parse(tile).id, -1 if arm is None else layout.arm_named(arm))
    assert layout.arm_named("E3N") == arm_of_double(3, 0)
    with pytest.raises(ArmNotOpenError, match="the 3-3 stands on E, not W"):
        layout.arm_named("W3N")
    with pytest.raises(ArmNotOpenError, match="the 4-4 is not down yet"):
        layout.arm_named("E4N")
    with pytest.raises(ArmNotOpenError, match="the 5-5 is the first spinner: its arms are N and S"):
        layout.arm_named("E5N")


# -- self-play under spinner=every ------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(((2, False), (3, False), (4, True))), st.integers(0, 2**32))
def test_R25_every_open_arm_is_named_and_read_back_and_peek_scores_as_placing(
    seating: tuple[int, bool], seed: int
) -> None:
    table = Table(*seating, rules=RuleSet(spinner=Spinner.EVERY, hand_size=5))
    game = play_game(table, seed, max_hands=3)
    scores = (0,) * table.sides
    for played in game.hands:
        hand = Hand(table, played.dealt, played.boneyard, played.leader, scores=scores, number=played.number)
        for move in played.moves:
            layout = hand.layout
            for arm in layout.open_arms():
                assert layout.arm_named(layout.arm_name(arm)) == arm
            for option in hand.legal_placements():
                if option.arm is not None:
                    index = layout.arm_named(str(option.arm))
                    ahead = layout.copy()
                    assert layout.peek(option.tile.id, index) == ahead.put(option.tile.id, index)
                    assert ahead.total <= MOST_COUNT_EVERY
            before = layout.key()
            if move.kind is MoveKind.PLAY:
                assert move.tile is not None
                copy = layout.copy()
                hand.play(move.tile, None if move.arm is None else str(move.arm), seat=move.seat)
                assert copy.key() == before  # the copy stayed as the layout was
            elif move.kind is MoveKind.DRAW:
                hand.draw(seat=move.seat)
            else:
                hand.pass_turn(seat=move.seat)
        assert hand.result == played.result
        scores = played.result.scores


# -- the law: with one double placed, spinner=every is spinner=standard ------------------------------


def _doubles_placed(played: PlayedHand) -> int:
    return sum(1 for m in played.moves if m.kind is MoveKind.PLAY and m.tile is not None and m.tile.is_double)


def _same_hand_under_standard(
    every: Table, standard: Table, played: PlayedHand, scores: tuple[int, ...]
) -> int:
    """Replay ``played`` under both rules in lock step until a second double is placed; return the moves."""
    hands = [
        Hand(table, played.dealt, played.boneyard, played.leader, scores=scores, number=played.number)
        for table in (every, standard)
    ]
    doubles = 0
    for position, move in enumerate(played.moves):
        offered = [sorted(map(str, hand.legal_placements())) for hand in hands]
        assert offered[0] == offered[1], f"move {position + 1}: the rules offer different placements"
        if move.kind is MoveKind.PLAY:
            assert move.tile is not None
            if move.tile.is_double:
                doubles += 1
                if doubles == 2:
                    return position
            points = [hand.play(move.tile, move.arm, seat=move.seat) for hand in hands]
            assert points[0] == points[1] == move.points
            assert hands[0].layout.total == hands[1].layout.total
        elif move.kind is MoveKind.DRAW:
            assert hands[0].draw() == hands[1].draw()
        else:
            for hand in hands:
                hand.pass_turn()
    assert hands[0].result == hands[1].result == played.result
    return len(played.moves)


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(((2, False), (3, False), (4, False), (4, True))),
    st.sampled_from(("1", "2", "3", "5", "standard")),
    st.sampled_from(("fives", "fifths")),
    st.integers(0, 2**32),
)
def test_R25_law_with_one_double_placed_every_double_a_spinner_is_the_standard_spinner(
    seating: tuple[int, bool], size: str, count: str, seed: int
) -> None:
    variants = {"hand-size": size, "count": count}
    try:
        every = Table(*seating, rules=RuleSet.from_variants({**variants, "spinner": "every"}))
        standard = Table(*seating, rules=RuleSet.from_variants({**variants, "spinner": "standard"}))
    except RulesError:
        return  # too many tiles for the table
    game = play_game(every, seed, max_hands=6)
    scores = (0,) * every.sides
    for played in game.hands:
        note(f"hand {played.number}: {_doubles_placed(played)} doubles placed")
        moved = _same_hand_under_standard(every, standard, played, scores)
        if _doubles_placed(played) <= 1:
            assert moved == len(played.moves)  # the whole hand, its end and scores alike
        scores = played.result.scores


# -- fiveup, the named rule set ----------------------------------------------------------------------


def test_R25_fiveup_is_a_named_rule_set_played_by_two_partnerships_of_two() -> None:
    assert "fiveup" in PRESETS and "fiveup" not in PRESETS_TO_COME
    assert FIVEUP.departures() == {"spinner": "every", "hand-end": "award", "count": "fifths"}
    assert str(FIVEUP) == "fiveup"
    table = Table(4, True, FIVEUP)
    assert (table.target, table.hand_size) == (61, 5)
    for players, partners in ((2, False), (3, False), (4, False)):
        with pytest.raises(RulesError, match="played by 4 players in partnerships") as refused:
            Table(players, partners, FIVEUP)
        assert "allfives spinner=every hand-end=award count=fifths" in str(refused.value)
        Table(players, partners, RuleSet.from_variants(FIVEUP.departures()))  # its rules, named, anywhere
    game = play_game(table, seed=7)
    assert game.winner is not None and max(game.hands[-1].result.scores) >= 61
    assert any(len(str(m.arm)) > 1 for h in game.hands for m in h.moves if m.arm is not None)


def test_R25_a_hand_takes_an_arm_as_a_path_in_text_or_as_a_value() -> None:
    table = Table(4, True, FIVEUP)
    game = play_game(table, seed=7)
    played = next(h for h in game.hands if any(isinstance(m.arm, ArmPath) for m in h.moves))
    for as_text in (True, False):
        hand = Hand(table, played.dealt, played.boneyard, played.leader, number=played.number)
        for move in played.moves:
            if move.kind is MoveKind.PLAY:
                assert move.tile is not None
                arm = str(move.arm) if as_text and move.arm is not None else move.arm
                assert hand.play(move.tile, arm) == move.points
            elif move.kind is MoveKind.DRAW:
                hand.draw()
            else:
                hand.pass_turn()
        assert hand.moves == list(played.moves)
