"""Records that hide tiles: consistent only if some deal explains everything they show (design note)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from allfives_notation.check import check_game
from allfives_notation.check.hidden import HiddenHand, PlacedBy, Stuck
from allfives_notation.engine.tiles import Tile
from allfives_notation.notation import parse_game, write_game
from allfives_notation.record import GameRecord, Knowledge, View, record_of
from allfives_notation.testing.games import played


def public_game(seed: int) -> GameRecord:
    """A two-player game as an onlooker wrote it, without claims, read back from text."""
    game = played(2, False, (), seed, ("random", "random"))
    return parse_game(write_game(record_of(game, View(Knowledge.PUBLIC), implied_arms=False, claims=False)))


def first_hand_only(game: GameRecord, **changes: object) -> GameRecord:
    """The game cut to its first hand, unfinished, with ``changes`` made to that hand."""
    hand = replace(game.hands[0], **changes)  # type: ignore[arg-type]
    return parse_game(write_game(replace(game, hands=(hand,), result=None)))


def test_R8_a_tile_played_after_a_draw_on_its_number_names_that_draw() -> None:
    # Seed 3: Ben drew at turn 5 when the ends showed 1 and 5; saying he later played 6-1
    # from his hand is impossible, since he held no 1 then and drew nothing that was 6-1.
    game = public_game(3)
    hand = game.hands[0]
    assert hand.turns[10].tile == Tile(6, 3)
    turns = list(hand.turns)
    turns[10] = replace(turns[10], tile=Tile(6, 1))
    broken = first_hand_only(game, turns=tuple(turns), end=None, pips=(), shown=(), scores=(), deductions=())
    (finding,) = check_game(broken, source="seen.afn").diagnostics
    assert finding.code == "AF501"
    assert finding.line == broken.hands[0].turns[10].line
    earlier = broken.hands[0].turns[4]
    assert finding.message == (
        "no deal explains Ben playing 6-1 here: Ben drew at turn 5 of the hand"
        f" (line {earlier.line}), when the open ends showed 1 or 5, so held no tile with 1 or 5 then"
    )


def test_R17_pip_totals_without_tiles_must_be_possible() -> None:
    game = public_game(3)
    hand = game.hands[0]
    assert hand.pips and hand.shown
    thin = first_hand_only(game, shown=())
    assert check_game(thin).diagnostics == ()
    seat, _ = hand.pips[0]
    held = len(dict(hand.shown)[seat])
    impossible = 12 * held + 1  # more than that many tiles can hold
    broken = first_hand_only(game, shown=(), pips=((seat, impossible),), deductions=(), scores=())
    codes = [d.code for d in check_game(broken).diagnostics]
    assert codes == ["AF501"]


def test_a_seat_that_passed_on_a_number_cannot_hold_it_after() -> None:
    # Two players, hands of 9, boneyard 10: seat 1 leads 6-6, seat 2 draws on the 6s, and
    # is then said to play 6-5 from the hand, without drawing again: no deal explains it.
    hidden = HiddenHand(players=2, hand_size=9, boneyard_size=10)
    sixes = sum(1 << t.id for t in (Tile(6, n) for n in range(7)))
    hidden.placed[Tile(6, 6).id] = PlacedBy(0, 0)
    hidden.stuck.append(Stuck(1, 1, sixes))
    assert hidden.consistent()
    hidden.placed[Tile(6, 5).id] = PlacedBy(1, 3)
    assert not hidden.consistent()
    assert hidden.first_contradiction() == (3, [1])


@pytest.mark.parametrize("level", [Knowledge.PUBLIC, Knowledge.PLAYER])
def test_the_lead_under_highest_double_constrains_the_deal(level: Knowledge) -> None:
    table_game = played(2, False, (("first-lead", "highest-double"),), 11, ("greedy", "random"))
    view = View(level, 0) if level is Knowledge.PLAYER else View(level)
    game = record_of(table_game, view)
    assert check_game(game).diagnostics == ()
