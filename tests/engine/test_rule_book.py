"""RULES.md, rule by rule: every rule R1-R19 and every variant, played out on hand-made deals.

Seats count from 0 in the API and from 1 in the rule book and in messages: ``seat=1``
below is the rule book's seat 2. A lead such as 3-4 puts its low half on the west end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from allfives_notation.engine import (
    TILES,
    Arm,
    Blocked,
    FirstLead,
    Game,
    Hand,
    HandEndRule,
    HandOutcome,
    HandSize,
    Layout,
    Placement,
    RuleSet,
    Spinner,
    Table,
    Tile,
    WinCheck,
    check_deal,
    deal,
    fives,
)
from allfives_notation.errors import (
    AllFivesError,
    ArmNeededError,
    ArmNotOpenError,
    CannotDrawError,
    DealError,
    GameOverError,
    HandOverError,
    MustDrawError,
    MustPlayDrawnTileError,
    MustPlayError,
    OutOfTurnError,
    RulesError,
    TileDoesNotFitError,
    TileError,
    TileNotHeldError,
    WrongLeadError,
)
from tests.engine.positions import (
    BLOCKED_LEFT,
    BLOCKED_LEFT_TIED,
    BLOCKING_PLAYS,
    blocking_deal,
    deal_of,
    play_line,
    position,
    tiles,
)

E = TypeVar("E", bound=AllFivesError)


def tile(text: str) -> Tile:
    return Tile.parse(text)


def table(players: int = 2, partnerships: bool = False, **rules: Any) -> Table:
    return Table(players, partnerships, RuleSet(**rules))


def snapshot(hand: Hand) -> tuple[object, ...]:
    """Everything a refused move must leave as it was."""
    return (
        hand.seat,
        tuple(hand.hand_of(seat) for seat in range(hand.table.players)),
        hand.layout.placed,
        tuple(hand.layout.ends),
        tuple(hand.layout.counts),
        (hand.layout.line, hand.layout.centre, hand.layout.centre_free, hand.layout.cross_opens_after),
        hand.layout.total,
        tuple(hand.layout.open_arms()),
        tuple(hand.scores),
        hand.drawn,
        len(hand.moves),
        hand.result,
    )


def refused(hand: Hand, error: type[E], rule: str, move: Callable[[], object]) -> E:
    """Make a move the rules forbid: it raises ``error`` citing ``rule`` and changes nothing."""
    before = snapshot(hand)
    with pytest.raises(error) as caught:
        move()
    assert isinstance(caught.value, AllFivesError)
    assert caught.value.rule == rule
    assert snapshot(hand) == before
    return caught.value


def blocked_hand(tbl: Table, left: tuple[str, ...] = BLOCKED_LEFT) -> Hand:
    """Four players, seven tiles each: ten placements, then all four seats pass (R12)."""
    hand = Hand(tbl, blocking_deal(left), [], 0)
    play_line(hand, BLOCKING_PLAYS)
    for _ in range(4):
        hand.pass_turn()
    return hand


# -- R1 equipment ------------------------------------------------------------------------


def test_R1_the_double_six_set_has_28_tiles_each_pair_once() -> None:
    assert len(TILES) == 28
    assert sorted((t.low, t.high) for t in TILES) == [(a, b) for a in range(7) for b in range(a, 7)]
    assert [t for t in TILES if t.is_double] == tiles("0-0 1-1 2-2 3-3 4-4 5-5 6-6")


def test_R1_a_tile_is_the_same_tile_either_way_round() -> None:
    assert Tile(4, 5) == Tile(5, 4) == tile("4-5") == tile("5-4")
    assert len({Tile(4, 5), Tile(5, 4)}) == 1
    assert str(tile("4-5")) == "5-4"
    assert tile("3-3").is_double and not tile("3-4").is_double


@pytest.mark.parametrize("make", [lambda: Tile(7, 2), lambda: Tile.parse("7-2")], ids=["Tile", "parse"])
def test_R1_7_2_is_not_a_tile_of_the_double_six_set(make: Callable[[], Tile]) -> None:
    with pytest.raises(TileError) as caught:
        make()
    assert isinstance(caught.value, AllFivesError)
    assert caught.value.rule == "R1"
    assert "7-2" in str(caught.value)


# -- R2 players and partnerships ------------------------------------------------------------


def test_R2_two_three_or_four_players() -> None:
    assert [Table(n).players for n in (2, 3, 4)] == [2, 3, 4]
    for players in (1, 5):
        with pytest.raises(RulesError) as caught:
            Table(players)
        assert caught.value.rule == "R2"


def test_R2_partners_sit_opposite_seats_1_3_against_2_4() -> None:
    partners = table(4, partnerships=True)
    assert partners.sides == 2
    assert [partners.side_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    assert partners.seats_of(0) == (0, 2) and partners.seats_of(1) == (1, 3)
    individuals = table(4)
    assert individuals.sides == 4
    assert [individuals.side_of(seat) for seat in range(4)] == [0, 1, 2, 3]


def test_R2_R7_play_passes_clockwise_from_the_leader() -> None:
    # Seat 2 leads the spinner 6-6; seats 3, 1 and 2 follow in that order.
    hand = position(table(3, hand_size=3), ["6-2", "6-6 6-3", "6-1"], leader=1)
    assert hand.seat == 1
    play_line(hand, "6-6, 6-1 E, 6-2 W, 6-3 N")
    assert [move.seat for move in hand.moves] == [1, 2, 0, 1]
    assert hand.seat == 2


# -- R3, R4 the deal ------------------------------------------------------------------------


def test_R3_default_hand_sizes_are_9_7_5() -> None:
    assert [Table(n).hand_size for n in (2, 3, 4)] == [9, 7, 5]


def test_R3_variant_hand_size_5_gives_5_tiles_whatever_the_players() -> None:
    rules = RuleSet.from_variants({"hand-size": "5"})
    assert [Table(n, rules=rules).hand_size for n in (2, 3, 4)] == [5, 5, 5]
    dealt = deal(Table(2, rules=rules), seed=7)
    assert [len(h) for h in dealt.hands] == [5, 5]
    assert len(dealt.boneyard) == 18


def test_R3_variant_hand_size_7_5_gives_7_with_two_players_else_5() -> None:
    rules = RuleSet.from_variants({"hand-size": "7-5"})
    assert rules.hand_size is HandSize.SEVEN_FIVE
    assert [Table(n, rules=rules).hand_size for n in (2, 3, 4)] == [7, 5, 5]


@pytest.mark.parametrize("size", [1, 3, 7, 9])
def test_R3_explicit_hand_size_n(size: int) -> None:
    tbl = Table(3, rules=RuleSet.from_variants({"hand-size": str(size)}))
    assert tbl.hand_size == size
    hands, boneyard = deal_of(tbl, ["", "", ""])
    assert [len(h) for h in Hand(tbl, hands, boneyard, 0).dealt] == [size] * 3
    short = [hands[0][1:], hands[1], hands[2]]
    with pytest.raises(DealError) as caught:
        Hand(tbl, short, [hands[0][0], *boneyard], 0)
    assert caught.value.rule == "R3"


@pytest.mark.parametrize("size", ["0", "10"])
def test_R3_a_hand_holds_1_to_9_tiles(size: str) -> None:
    with pytest.raises(RulesError) as caught:
        RuleSet.from_variants({"hand-size": size})
    assert caught.value.rule == "R3"


def test_R4_the_tiles_not_dealt_are_the_boneyard_drawn_in_order() -> None:
    tbl = table(2, hand_size=3)
    hands, boneyard = deal_of(tbl, ["5-5 6-1 6-2", "6-6 1-2 3-4"], boneyard="2-3 4-4")
    hand = Hand(tbl, hands, boneyard, 0)
    assert len(hand.boneyard_left()) == 22 == hand.drawable
    assert hand.boneyard_left()[:2] == (tile("2-3"), tile("4-4"))
    hand.play(tile("5-5"))
    assert hand.draw() == tile("2-3")
    assert hand.boneyard_left()[0] == tile("4-4")
    assert tile("2-3") in hand.hand_of(1)
    with pytest.raises(DealError):
        check_deal(tbl, hands, boneyard[1:])  # one tile missing from the 28


# -- R5, R6 who leads --------------------------------------------------------------------------


def test_R5_the_first_leader_is_whoever_the_record_says() -> None:
    hand = position(table(3, hand_size=3), ["", "", ""], leader=2)
    assert hand.seat == 2
    game = Game(table(3, hand_size=3))
    assert game.lead_is_random()
    hands, boneyard = deal_of(game.table, ["", "", ""])
    with pytest.raises(WrongLeadError):
        game.new_hand(hands, boneyard)
    assert game.new_hand(hands, boneyard, leader=1).seat == 1


def test_R5_the_player_who_went_out_leads_the_next_hand_even_in_partnerships() -> None:
    tbl = table(4, partnerships=True, hand_size=2)
    game = Game(tbl)
    hands, boneyard = deal_of(tbl, ["4-3 6-6", "3-2 2-0", "6-4 1-0", "6-1 1-1"])
    hand = game.new_hand(hands, boneyard, leader=2)
    play_line(hand, "6-4, 6-1 E, 4-3 W, 3-2 W, 1-0 E")
    assert hand.result is not None and hand.result.seat == 2
    assert game.next_leader() == 2  # the player, not team 0
    assert not game.lead_is_random()
    hands, boneyard = deal_of(tbl, ["", "", "", ""])
    with pytest.raises(WrongLeadError) as caught:
        game.new_hand(hands, boneyard, leader=0)
    assert "seat 3" in str(caught.value)
    assert game.new_hand(hands, boneyard).seat == 2


def test_R5_R12_after_a_blocked_hand_the_leader_is_chosen_at_random() -> None:
    tbl = table(4, hand_size=7)
    game = Game(tbl)
    first = game.new_hand(blocking_deal(), [], leader=0)
    play_line(first, BLOCKING_PLAYS)
    for _ in range(4):
        first.pass_turn()
    assert first.result is not None and first.result.outcome is HandOutcome.BLOCKED
    assert game.next_leader() is None
    assert game.lead_is_random()
    hands, boneyard = deal_of(tbl, ["", "", "", ""])
    with pytest.raises(WrongLeadError):
        game.new_hand(hands, boneyard)
    assert game.new_hand(hands, boneyard, leader=3).seat == 3


@pytest.mark.parametrize(
    ("lead", "total", "points"),
    [("4-1", 5, 5), ("3-2", 5, 5), ("6-4", 10, 10), ("5-5", 10, 10), ("6-3", 9, 0), ("0-0", 0, 0)],
)
def test_R6_R15_R16_the_leader_may_lead_any_tile_and_the_lead_scores(
    lead: str, total: int, points: int
) -> None:
    hand = position(table(2, hand_size=3), [lead, ""])
    assert hand.play(tile(lead)) == points
    assert hand.layout.total == total
    assert hand.scores == [points, 0]


def test_R6_first_lead_highest_double_the_highest_double_dealt_leads() -> None:
    tbl = table(3, hand_size=3, first_lead=FirstLead.HIGHEST_DOUBLE)
    # 6-6 lies in the boneyard: 5-5 is the highest double dealt, and seat 2 holds it.
    hands, boneyard = deal_of(tbl, ["4-4 6-5 6-4", "5-5 1-0 2-0", "3-3 2-1 4-2"], boneyard="6-6")
    assert tbl.required_lead(hands) == (1, tile("5-5"))
    game = Game(tbl)
    assert not game.lead_is_random()
    with pytest.raises(WrongLeadError):
        game.new_hand(hands, boneyard, leader=0)
    hand = game.new_hand(hands, boneyard)
    assert hand.seat == 1
    assert hand.legal_placements() == [Placement(tile("5-5"))]
    error = refused(hand, WrongLeadError, "R6", lambda: hand.play(tile("1-0")))
    assert "5-5" in str(error)
    assert hand.play(tile("5-5")) == 10


@pytest.mark.parametrize(
    ("seat_1", "seat_2", "leads"),
    [("5-4 2-1 3-1", "6-3 2-0 4-1", (1, "6-3")), ("6-2 2-1 3-1", "5-4 2-0 4-1", (1, "5-4"))],
    ids=["6-3 before 5-4", "5-4 before 6-2"],
)
def test_R6_first_lead_with_no_double_dealt_the_heaviest_tile_leads(
    seat_1: str, seat_2: str, leads: tuple[int, str]
) -> None:
    tbl = table(2, hand_size=3, first_lead=FirstLead.HIGHEST_DOUBLE)
    hands, boneyard = deal_of(tbl, [seat_1, seat_2], boneyard="0-0 1-1 2-2 3-3 4-4 5-5 6-6 6-5 6-4")
    seat, heaviest = leads
    assert tbl.required_lead(hands) == (seat, tile(heaviest))
    hand = Game(tbl).new_hand(hands, boneyard)
    assert hand.seat == seat
    refused(hand, WrongLeadError, "R6", lambda: hand.play(tile("2-0")))
    hand.play(tile(heaviest))
    assert hand.layout.placed == 1 << tile(heaviest).id


def test_R6_first_lead_highest_double_applies_again_after_a_blocked_hand() -> None:
    tbl = table(4, hand_size=7, first_lead=FirstLead.HIGHEST_DOUBLE)
    game = Game(tbl, scores=(0, 0, 0, 0), first_hand=4)  # picked up mid-game: hand 4 is led freely
    first = game.new_hand(blocking_deal(), [], leader=0)
    play_line(first, BLOCKING_PLAYS)
    for _ in range(4):
        first.pass_turn()
    assert game.next_leader() is None
    assert not game.lead_is_random()
    hands, _ = deal_of(tbl, ["", "", "6-6", ""])
    with pytest.raises(WrongLeadError):
        game.new_hand(hands, [], leader=0)
    second = game.new_hand(hands, [])
    assert second.seat == 2
    assert second.legal_placements() == [Placement(tile("6-6"))]


def test_R6_first_lead_highest_double_after_going_out_the_winner_leads_any_tile() -> None:
    tbl = table(2, hand_size=2, first_lead=FirstLead.HIGHEST_DOUBLE)
    game = Game(tbl)
    hands, boneyard = deal_of(tbl, ["6-6 6-1", "6-2 3-3"])
    first = game.new_hand(hands, boneyard)
    play_line(first, "6-6, 6-2 E, 6-1 W")
    assert first.result is not None and first.result.outcome is HandOutcome.OUT
    hands, boneyard = deal_of(tbl, ["1-0 2-0", "6-6 5-5"])
    second = game.new_hand(hands, boneyard)
    assert second.seat == 0
    assert len(second.legal_placements()) == 2  # seat 2 holds 6-6, yet seat 1 went out and leads any tile
    second.play(tile("1-0"))
    assert second.layout.total == 1


# -- R7-R10 play ----------------------------------------------------------------------------------


def test_R7_a_tile_must_match_an_open_end_and_the_matching_halves_touch() -> None:
    hand = position(table(2, hand_size=3), ["5-5 1-1 2-2", "6-3 5-0 3-3"])
    hand.play(tile("5-5"))
    error = refused(hand, TileDoesNotFitError, "R7", lambda: hand.play(tile("6-3"), Arm.W))
    assert "6-3 does not fit the west end" in str(error)
    error = refused(hand, TileDoesNotFitError, "R7", lambda: hand.play(tile("6-3")))
    assert "6-3" in str(error) and "5" in str(error)
    hand.play(tile("5-0"), Arm.E)
    assert hand.layout.ends[Arm.E] == 0  # the 5 touches the 5-5; the 0 is the new end
    assert hand.layout.total == 10


def test_R7_only_the_seat_to_move_may_play_draw_or_pass() -> None:
    hand = position(table(3, hand_size=3), ["6-2", "6-6 6-3", "6-1"], leader=1)
    error = refused(hand, OutOfTurnError, "R7", lambda: hand.play(tile("6-2"), seat=0))
    assert "seat 2" in str(error) and "seat 1" in str(error)
    refused(hand, OutOfTurnError, "R7", lambda: hand.draw(seat=2))
    refused(hand, OutOfTurnError, "R7", lambda: hand.pass_turn(seat=0))
    hand.play(tile("6-6"), seat=1)
    assert hand.seat == 2


def test_R7_a_seat_places_only_a_tile_it_holds() -> None:
    hand = position(table(2, hand_size=3), ["5-5 5-3 1-1", "5-0 2-2 3-3"], boneyard="4-4")
    error = refused(hand, TileNotHeldError, "R7", lambda: hand.play(tile("5-0")))
    assert "seat 1 does not hold 5-0: seat 2 does" in str(error)
    error = refused(hand, TileNotHeldError, "R7", lambda: hand.play(tile("4-4")))
    assert "boneyard" in str(error)
    hand.play(tile("5-5"))
    error = refused(hand, TileNotHeldError, "R7", lambda: hand.play(tile("5-5"), Arm.E))
    assert "5-5 is already on the table" in str(error)


def test_R8_a_seat_that_can_play_may_not_draw_or_pass() -> None:
    hand = position(table(2, hand_size=3), ["5-5 1-1 2-2", "5-0 3-3 4-4"])
    refused(hand, MustPlayError, "R8", hand.draw)  # the leader must lead
    hand.play(tile("5-5"))
    error = refused(hand, MustPlayError, "R8", hand.draw)
    assert "5-0" in str(error) and "seat 2" in str(error)
    refused(hand, MustPlayError, "R8", hand.pass_turn)
    hand.play(tile("5-0"), Arm.E)
    assert hand.seat == 0


def test_R9_draw_until_a_tile_fits_then_play_that_tile_at_once() -> None:
    hand = position(table(2, hand_size=3), ["5-5 6-1 6-2", "6-6 1-2 3-4"], boneyard="2-3 5-0 4-0")
    hand.play(tile("5-5"))
    assert hand.draw() == tile("2-3")  # no 5 on it: seat 2 keeps drawing
    assert hand.seat == 1
    assert hand.draw() == tile("5-0")  # it fits
    error = refused(hand, MustPlayDrawnTileError, "R9", hand.draw)
    assert "5-0" in str(error)
    refused(hand, MustPlayDrawnTileError, "R9", hand.pass_turn)
    error = refused(hand, MustPlayDrawnTileError, "R9", lambda: hand.play(tile("3-2"), Arm.W))
    assert "at once" in str(error) and "3-2" in str(error)
    # R15: a drawn tile played at once scores like any other placement.
    assert hand.play(tile("5-0"), Arm.E) == 10
    assert hand.scores == [10, 10]
    assert hand.drawn == 2 and hand.seat == 0


def test_R14_a_tile_that_fits_two_arms_needs_its_arm_said() -> None:
    hand = position(table(2, hand_size=3), ["5-5 1-1 2-2", "5-0 3-3 4-4"])
    hand.play(tile("5-5"))
    error = refused(hand, ArmNeededError, "R14", lambda: hand.play(tile("5-0")))
    assert "5-0" in str(error) and "W, E" in str(error)
    hand.play(tile("5-0"), Arm.W)
    assert hand.layout.ends[Arm.W] == 0


# Three players holding nine tiles each leave one boneyard tile. Seat 2 holds no 6, so
# after the lead 6-6 it cannot play.
STUCK = "1-1 2-1 3-1 4-1 5-1 2-2 3-2 4-2 5-2"


def test_R10_pass_only_once_the_boneyard_is_empty() -> None:
    hand = position(table(3, hand_size=9), ["6-6", STUCK, ""], boneyard="3-3")
    hand.play(tile("6-6"))
    must_draw = refused(hand, MustDrawError, "R10", hand.pass_turn)
    assert "seat 2" in str(must_draw)
    assert hand.draw() == tile("3-3")
    cannot_draw = refused(hand, CannotDrawError, "R10", hand.draw)
    assert "empty" in str(cannot_draw)
    hand.pass_turn()
    assert hand.seat == 2
    assert not hand.over


def test_R10_variant_boneyard_reserve_1_keeps_the_last_tile_back() -> None:
    tbl = table(3, hand_size=9, boneyard_reserve=1)
    hand = position(tbl, ["6-6", STUCK, ""], boneyard="6-5")  # 6-5 would fit, but it is the reserve
    hand.play(tile("6-6"))
    assert hand.drawable == 0
    refused(hand, CannotDrawError, "R10", hand.draw)
    hand.pass_turn()
    assert hand.seat == 2
    assert hand.boneyard_left() == (tile("6-5"),)
    assert tile("6-5") not in hand.hand_of(1)


def test_R10_variant_boneyard_reserve_2_keeps_the_last_two_tiles_back() -> None:
    tbl = table(3, hand_size=8, boneyard_reserve=2)
    hand = position(tbl, ["6-6", STUCK[:-4], ""], boneyard="3-3 4-4 6-5 6-4")
    hand.play(tile("6-6"))
    assert hand.drawable == 2
    refused(hand, MustDrawError, "R10", hand.pass_turn)
    assert hand.draw() == tile("3-3")
    assert hand.draw() == tile("4-4")
    refused(hand, CannotDrawError, "R10", hand.draw)
    hand.pass_turn()
    assert hand.seat == 2
    assert hand.boneyard_left() == (tile("6-5"), tile("6-4"))


# -- R11, R12 the end of a hand -------------------------------------------------------------


def test_R11_placing_the_last_tile_ends_the_hand() -> None:
    hand = position(table(3, hand_size=2), ["2-3 5-6", "3-4 1-2", "4-5 0-2"])
    play_line(hand, "3-2, 3-4 E, 4-5 E")
    assert not hand.over
    hand.play(tile("5-6"))
    assert hand.over and hand.result is not None
    assert hand.result.outcome is HandOutcome.OUT
    assert hand.result.seat == 0
    assert not hand.result.game_over
    error = refused(hand, HandOverError, "R11", lambda: hand.play(tile("1-2")))
    assert "hand 1 is over" in str(error)
    refused(hand, HandOverError, "R11", hand.draw)
    refused(hand, HandOverError, "R11", hand.pass_turn)


def test_R12_R17_a_hand_blocks_once_every_player_has_passed_in_turn() -> None:
    hand = Hand(table(4, hand_size=7), blocking_deal(), [], 0)
    play_line(hand, BLOCKING_PLAYS)
    assert hand.layout.total == 0
    assert hand.layout.open_arms() == (Arm.W, Arm.E, Arm.N, Arm.S)  # every end shows 0
    assert hand.scores == [5, 0, 0, 0]  # seat 1's 0-5 made the ends 0 + 5
    assert hand.seat == 2
    for seat in (2, 3, 0):
        assert hand.seat == seat
        assert not hand.can_play()
        hand.pass_turn()
        assert not hand.over
    assert hand.seat == 1
    hand.pass_turn()
    assert hand.result is not None
    assert hand.result.outcome is HandOutcome.BLOCKED
    assert hand.result.seat is None
    assert hand.result.pips_left == (17, 22, 38, 49)
    # R17 applies to a blocked hand too: everyone loses their own rounded pips.
    assert hand.result.deductions == (15, 20, 40, 50)
    assert hand.result.scores == (-10, -20, -40, -50)
    refused(hand, HandOverError, "R11", hand.pass_turn)


# -- R13, R14 doubles and the spinner -------------------------------------------------------


def test_R13_R14_a_double_at_an_end_counts_its_total_and_only_the_first_is_the_spinner() -> None:
    hand = position(table(2, hand_size=3), ["3-4 4-4", "3-3 3-1"])
    hand.play(tile("3-4"))
    assert hand.play(tile("3-3"), Arm.W) == 10  # 3-3 counts 6, plus the 4 east
    hand.play(tile("4-4"), Arm.E)  # a later double: ordinary, but it still counts its total
    assert hand.layout.total == 6 + 8
    assert hand.layout.open_arms() == (Arm.W, Arm.E)
    hand.play(tile("3-1"), Arm.W)  # the spinner 3-3 now has both sides along the line taken
    assert hand.layout.total == 1 + 8
    assert hand.layout.open_arms() == (Arm.W, Arm.E, Arm.N, Arm.S)
    assert hand.layout.ends[Arm.N] == hand.layout.ends[Arm.S] == 3  # the arms are 3-3's, not 4-4's


def test_R14_a_lead_spinner_opens_north_and_south_only_after_both_sides_are_taken() -> None:
    hand = position(table(2, hand_size=4), ["6-6 6-2 6-4", "6-1 6-3"])
    hand.play(tile("6-6"))
    assert hand.layout.open_arms() == (Arm.W, Arm.E)
    hand.play(tile("6-1"), Arm.E)
    assert hand.layout.total == 12 + 1
    error = refused(hand, ArmNotOpenError, "R14", lambda: hand.play(tile("6-2"), Arm.N))
    assert "north" in str(error) and "6-6" in str(error)
    hand.play(tile("6-2"), Arm.W)
    assert hand.layout.total == 2 + 1  # both sides covered: the spinner no longer counts
    refused(hand, ArmNeededError, "R14", lambda: hand.play(tile("6-3")))  # north or south?
    hand.play(tile("6-3"), Arm.N)  # the third tile joined to the spinner
    assert hand.layout.total == 2 + 1 + 3
    assert hand.play(tile("6-4"), Arm.S) == 10  # the fourth: 2 + 1 + 3 + 4
    assert hand.scores == [10, 0]


def test_R14_a_spinner_played_against_the_line_needs_one_more_tile_on_its_free_side() -> None:
    hand = position(table(2, hand_size=3), ["3-4 4-2", "4-4 4-5"])
    hand.play(tile("3-4"))
    hand.play(tile("4-4"), Arm.E)
    assert hand.layout.total == 3 + 8 == 11
    refused(hand, ArmNotOpenError, "R14", lambda: hand.play(tile("4-2"), Arm.N))
    assert hand.play(tile("4-2"), Arm.E) == 5  # 3 + 2: 4-4 is covered and no longer counts
    assert hand.layout.open_arms() == (Arm.W, Arm.E, Arm.N, Arm.S)
    assert hand.play(tile("4-5"), Arm.N) == 10  # 3 + 2 + 5
    assert hand.scores == [5, 10]


def test_R14_variant_spinner_open_opens_the_cross_at_once() -> None:
    tbl = table(2, hand_size=3, spinner=Spinner.OPEN)
    hand = position(tbl, ["6-6", "6-3"])
    hand.play(tile("6-6"))
    assert hand.layout.open_arms() == (Arm.W, Arm.E, Arm.N, Arm.S)
    assert hand.play(tile("6-3"), Arm.N) == 15  # the spinner still counts 12, plus 3
    # A spinner out on the line opens at once too, and counts while its east side is free.
    layout = Layout(RuleSet(spinner=Spinner.OPEN))
    layout.place(tile("3-4").id, -1)
    layout.place(tile("4-4").id, Arm.E)
    assert layout.open_arms() == (Arm.W, Arm.E, Arm.N, Arm.S)
    assert layout.place(tile("4-5").id, Arm.N) == 0
    assert layout.total == 3 + 8 + 5


def test_R14_variant_spinner_none_keeps_a_single_line() -> None:
    tbl = table(2, hand_size=3, spinner=Spinner.NONE)
    hand = position(tbl, ["6-6 6-2", "6-3 6-1"])
    hand.play(tile("6-6"))
    assert hand.layout.total == 12  # a lead double still counts both halves
    error = refused(hand, ArmNotOpenError, "R14", lambda: hand.play(tile("6-3"), Arm.N))
    assert "single line" in str(error)
    hand.play(tile("6-1"), Arm.E)
    hand.play(tile("6-2"), Arm.W)
    assert hand.layout.total == 2 + 1
    refused(hand, ArmNotOpenError, "R14", lambda: hand.play(tile("6-3"), Arm.N))
    assert hand.layout.open_arms() == (Arm.W, Arm.E)
    # A double out on the line is no spinner either.
    layout = Layout(RuleSet(spinner=Spinner.NONE))
    for text, arm in (("3-4", -1), ("4-4", Arm.E), ("4-2", Arm.E)):
        layout.place(tile(text).id, arm)
    assert layout.open_arms() == (Arm.W, Arm.E)


# -- R15, R16 scoring -----------------------------------------------------------------------------


@pytest.mark.parametrize(("total", "points"), [(0, 0), (5, 5), (7, 0), (10, 10), (11, 0), (25, 25)])
def test_R15_only_a_positive_multiple_of_five_scores(total: int, points: int) -> None:
    assert fives(total) == RuleSet().count_scores(total) == points


def test_R16_the_worked_example_of_the_rule_book() -> None:
    hand = position(table(2, hand_size=3), ["5-5 5-6", "5-0 5-4"])
    assert hand.play(tile("5-5")) == 10
    assert hand.layout.total == 10
    assert hand.play(tile("5-0"), Arm.E) == 10  # ends 0 + spinner 10
    assert hand.layout.total == 10
    assert hand.play(tile("5-6"), Arm.W) == 0  # spinner covered: 0 + 6
    assert hand.layout.total == 6
    assert hand.play(tile("5-4"), Arm.N) == 10  # 0 + 6 + 4
    assert hand.layout.total == 10
    assert hand.scores == [10, 20]


def test_R16_the_worked_example_on_a_bare_layout() -> None:
    layout = Layout(RuleSet(spinner=Spinner.STANDARD))
    steps = [("5-5", -1), ("5-0", Arm.E), ("5-6", Arm.W), ("5-4", Arm.N)]
    assert [layout.place(tile(text).id, arm) for text, arm in steps] == [10, 10, 0, 10]
    assert layout.total == 10


# -- R17 the end of a hand -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("pips", "rounded"), [(0, 0), (1, 0), (2, 0), (3, 5), (5, 5), (7, 5), (8, 10), (12, 10), (13, 15)]
)
def test_R17_pips_round_to_the_nearest_five(pips: int, rounded: int) -> None:
    assert Table(2).rounded(pips) == rounded


def going_out_hand(tbl: Table, seat_2_keeps: str) -> Hand:
    """Three players, two tiles each: seat 1 leads 3-2 (+5) and goes out with 6-5."""
    hand = position(tbl, ["2-3 5-6", f"3-4 {seat_2_keeps}", "4-5 0-2"])
    play_line(hand, "3-2, 3-4 E, 4-5 E, 6-5 E")
    return hand


def test_R17_each_player_loses_their_own_rounded_pips() -> None:
    hand = going_out_hand(table(3, hand_size=2), seat_2_keeps="1-2")
    assert hand.result is not None
    assert hand.result.pips_left == (0, 3, 2)
    assert hand.result.deductions == (0, 5, 0)  # 3 rounds to 5, 2 rounds to 0
    assert hand.result.awards == (0, 0, 0)
    assert hand.result.scores == (5, -5, 0)  # scores may go below zero


def test_R17_variant_hand_end_award_going_out_scores_the_others_pips_rounded_once() -> None:
    hand = going_out_hand(table(3, hand_size=2, hand_end=HandEndRule.AWARD), seat_2_keeps="1-1")
    assert hand.result is not None
    assert hand.result.pips_left == (0, 2, 2)
    assert hand.result.awards == (5, 0, 0)  # 2 + 2 = 4 rounds to 5 (one by one would give 0)
    assert hand.result.deductions == (0, 0, 0)
    assert hand.result.scores == (10, 0, 0)


def partnership_hand(tbl: Table) -> Hand:
    """Seat 3 leads 6-4 (+10 for seats 1+3) and goes out; seat 4's 6-1 scores 5 for seats 2+4.

    Left at the end: seat 1 (seat 3's partner) 6-6, seat 2 2-0, seat 4 1-1.
    """
    hand = position(tbl, ["4-3 6-6", "3-2 2-0", "6-4 1-0", "6-1 1-1"], leader=2)
    play_line(hand, "6-4, 6-1 E, 4-3 W, 3-2 W, 1-0 E")
    return hand


def test_R2_R15_R17_partners_share_a_score_and_each_partner_loses_their_own_pips() -> None:
    hand = partnership_hand(table(4, partnerships=True, hand_size=2))
    assert [move.points for move in hand.moves] == [10, 5, 0, 0, 0]
    assert hand.result is not None
    assert hand.result.seat == 2
    assert hand.result.pips_left == (12, 2, 0, 2)
    # Seats 1+3 lose seat 1's 12 -> 10; seats 2+4 lose 0 + 0 (not 2 + 2 = 4 -> 5).
    assert hand.result.deductions == (10, 0)
    assert hand.result.scores == (0, 5)


def test_R17_variant_hand_end_award_a_partners_tiles_never_count() -> None:
    hand = partnership_hand(table(4, partnerships=True, hand_size=2, hand_end=HandEndRule.AWARD))
    assert hand.result is not None
    # Seats 1+3 score the opponents' 2 + 2 = 4 -> 5; seat 1's own 6-6 is not counted.
    assert hand.result.awards == (5, 0)
    assert hand.result.deductions == (0, 0)
    assert hand.result.scores == (15, 5)


def test_R12_R17_a_blocked_partnership_hand_charges_both_partners_to_the_team() -> None:
    hand = blocked_hand(table(4, partnerships=True, hand_size=7))
    assert hand.result is not None and hand.result.outcome is HandOutcome.BLOCKED
    assert hand.result.deductions == (15 + 40, 20 + 50)
    assert hand.result.scores == (5 - 55, -70)


@pytest.mark.parametrize(
    ("blocked", "awards"), [(Blocked.LOWEST, (70, 0)), (Blocked.DIFFERENCE, (15, 0))], ids=str
)
def test_R17_variant_award_blocked_partnership_the_lighter_team_scores(
    blocked: Blocked, awards: tuple[int, int]
) -> None:
    # Seats 1+3 hold 17 + 38 = 55 pips, seats 2+4 hold 22 + 49 = 71: 71 -> 70, or 71 - 55 = 16 -> 15.
    tbl = table(4, partnerships=True, hand_size=7, hand_end=HandEndRule.AWARD, blocked=blocked)
    hand = blocked_hand(tbl)
    assert hand.result is not None
    assert hand.result.awards == awards
    assert hand.result.deductions == (0, 0)
    assert hand.result.scores == (5 + awards[0], 0)


def test_R17_variant_award_blocked_the_lightest_hand_scores_the_others_pips() -> None:
    hand = blocked_hand(table(4, hand_size=7, hand_end=HandEndRule.AWARD))
    assert hand.result is not None
    assert hand.result.pips_left == (17, 22, 38, 49)
    assert hand.result.awards == (110, 0, 0, 0)  # 22 + 38 + 49 = 109 -> 110
    assert hand.result.deductions == (0, 0, 0, 0)
    assert hand.result.scores == (115, 0, 0, 0)


def test_R17_variant_award_blocked_with_a_tie_for_lightest_nobody_scores() -> None:
    hand = blocked_hand(table(4, hand_size=7, hand_end=HandEndRule.AWARD), BLOCKED_LEFT_TIED)
    assert hand.result is not None
    assert hand.result.pips_left == (21, 21, 36, 48)
    assert hand.result.awards == (0, 0, 0, 0)
    assert hand.result.deductions == (0, 0, 0, 0)
    assert hand.result.scores == (5, 0, 0, 0)


def test_R17_variant_blocked_difference_scores_the_others_pips_minus_its_own() -> None:
    tbl = table(4, hand_size=7, hand_end=HandEndRule.AWARD, blocked=Blocked.DIFFERENCE)
    hand = blocked_hand(tbl)
    assert hand.result is not None
    assert hand.result.awards == (60, 0, 0, 0)  # (22-17) + (38-17) + (49-17) = 58 -> 60
    assert hand.result.scores == (65, 0, 0, 0)


# -- R18, R19 winning ----------------------------------------------------------------------


def test_R18_default_targets_and_variant_target_n() -> None:
    assert [Table(n).target for n in (2, 3, 4)] == [250, 200, 200]
    rules = RuleSet.from_variants({"target": "150"})
    assert [Table(n, rules=rules).target for n in (2, 3, 4)] == [150, 150, 150]
    for bad in ("12", "0", "-5"):
        with pytest.raises(RulesError) as caught:
            RuleSet.from_variants({"target": bad})
        assert caught.value.rule == "R18"


def test_R19_the_game_ends_mid_hand_when_a_placement_reaches_the_target() -> None:
    tbl = table(2, hand_size=3, target=50)
    game = Game(tbl, scores=(45, 0))
    hands, boneyard = deal_of(tbl, ["5-0 6-6 1-2", "3-3 4-4 3-1"])
    hand = game.new_hand(hands, boneyard, leader=0)
    assert hand.play(tile("5-0")) == 5
    assert hand.result is not None
    assert hand.result.outcome is HandOutcome.TARGET
    assert hand.result.seat == 0
    assert hand.result.deductions == (0, 0)  # the rest of the hand is not scored
    assert hand.result.awards == (0, 0)
    assert hand.result.scores == (50, 0)
    assert hand.result.winner == 0 and hand.result.game_over
    assert game.over and game.winner == 0
    error = refused(hand, GameOverError, "R19", lambda: hand.play(tile("6-6"), Arm.E))
    assert "game is over" in str(error)
    refused(hand, GameOverError, "R19", hand.draw)
    refused(hand, GameOverError, "R19", hand.pass_turn)
    with pytest.raises(GameOverError):
        game.new_hand(*deal_of(tbl, ["", ""]), leader=1)


@pytest.mark.parametrize(
    ("hand_end", "scores", "winner"), [(HandEndRule.AWARD, (55, 5), 0), (HandEndRule.DEDUCT, (45, -5), None)]
)
def test_R19_under_hand_end_award_the_award_can_end_the_game(
    hand_end: HandEndRule, scores: tuple[int, int], winner: int | None
) -> None:
    tbl = table(2, hand_size=2, target=50, hand_end=hand_end)
    hand = position(tbl, ["1-2 1-0", "2-4 6-6"], scores=(45, 0))
    play_line(hand, "2-1, 4-2 E, 1-0 W")  # seat 2 scores 1 + 4; seat 1 goes out
    assert hand.result is not None and hand.result.outcome is HandOutcome.OUT
    assert hand.result.scores == scores  # award: seat 2's 6-6 (12 -> 10) goes to seat 1
    assert hand.result.winner == winner
    assert hand.result.game_over is (winner is not None)


def hand_end_check(start: tuple[int, int], seat_2_keeps: str) -> Hand:
    """Target 50, checked at the end of the hand: 5-0 (+5), 5-5 east (+10), 0-0 west (+10), out."""
    tbl = table(2, hand_size=2, target=50, win_check=WinCheck.HAND_END)
    hand = position(tbl, ["5-0 0-0", f"5-5 {seat_2_keeps}"], scores=start)
    hand.play(tile("5-0"))
    hand.play(tile("5-5"), Arm.E)
    assert not hand.over  # a score past the target mid-hand does not end the game
    hand.play(tile("0-0"), Arm.W)
    return hand


def test_R19_variant_win_check_hand_end_several_past_the_target_the_highest_wins() -> None:
    hand = hand_end_check((40, 48), seat_2_keeps="1-0")
    assert hand.result is not None and hand.result.outcome is HandOutcome.OUT
    assert hand.result.scores == (55, 58)
    assert hand.result.winner == 1  # not the seat that went out: the higher score
    assert hand.result.game_over


def test_R19_variant_win_check_hand_end_checks_after_the_deductions() -> None:
    hand = hand_end_check((40, 48), seat_2_keeps="6-6")  # seat 2 reached 58, then loses 10
    assert hand.result is not None
    assert hand.result.scores == (55, 48)
    assert hand.result.winner == 0


def test_R19_default_the_same_placements_end_the_game_at_once() -> None:
    hand = position(table(2, hand_size=2, target=50), ["5-0 0-0", "5-5 1-0"], scores=(40, 48))
    hand.play(tile("5-0"))
    hand.play(tile("5-5"), Arm.E)
    assert hand.result is not None
    assert hand.result.outcome is HandOutcome.TARGET
    assert hand.result.winner == 1
    assert hand.result.scores == (45, 58)


def test_R19_variant_win_check_hand_end_an_exact_tie_plays_another_hand() -> None:
    tbl = table(2, hand_size=2, target=50, win_check=WinCheck.HAND_END)
    game = Game(tbl, scores=(40, 45))
    hands, boneyard = deal_of(tbl, ["5-0 0-0", "5-5 1-0"])
    hand = game.new_hand(hands, boneyard, leader=0)
    play_line(hand, "5-0, 5-5 E, 0-0 W")
    assert hand.result is not None
    assert hand.result.scores == (55, 55)
    assert hand.result.winner is None and not hand.result.game_over
    assert not game.over
    nxt = game.new_hand(*deal_of(tbl, ["", ""]))
    assert nxt.number == 2 and nxt.seat == 0
    assert nxt.scores == [55, 55]


# -- tables that cannot be played -----------------------------------------------------------


@pytest.mark.parametrize(
    ("make", "rule"),
    [
        (lambda: Table(4, rules=RuleSet(hand_size=9)), "R3"),
        (lambda: Table(4, rules=RuleSet.from_variants({"hand-size": "8"})), "R3"),
        (lambda: Table(3, partnerships=True), "R2"),
        (lambda: Table(5), "R2"),
        (lambda: RuleSet.from_variants({"blocked": "difference"}), "R17"),
        (lambda: RuleSet(blocked=Blocked.DIFFERENCE, hand_end=HandEndRule.DEDUCT), "R17"),
        (lambda: RuleSet.from_variants({"target": "12"}), "R18"),
        (lambda: Table(4, rules=RuleSet(hand_size=7, boneyard_reserve=1)), "R10"),
        (lambda: RuleSet.from_variants({"boneyard-reserve": "3"}), "R10"),
    ],
    ids=[
        "9 each for 4 players",
        "8 each for 4 players",
        "partnerships with 3 players",
        "5 players",
        "blocked=difference without award",
        "blocked=difference with deduct",
        "target not a multiple of five",
        "reserve that does not fit",
        "reserve of 3",
    ],
)
def test_R2_R3_R10_R17_R18_combinations_that_cannot_be_played_are_refused(
    make: Callable[[], object], rule: str
) -> None:
    with pytest.raises(RulesError) as caught:
        make()
    assert isinstance(caught.value, AllFivesError)
    assert caught.value.rule == rule


def test_R3_R10_tables_that_just_fit_are_accepted() -> None:
    assert Table(4, rules=RuleSet(hand_size=7)).hand_size == 7  # all 28 dealt, no boneyard
    assert Table(3, rules=RuleSet(hand_size=9, boneyard_reserve=1)).rules.boneyard_reserve == 1
    assert Table(4, rules=RuleSet(hand_size=6, boneyard_reserve=2)).hand_size == 6
