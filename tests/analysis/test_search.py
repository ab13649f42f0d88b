"""The search: legal options only, the obvious best first, exact where all is known, seeded."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.analysis.board import PLACED, Rules, empty_board, place
from allfives_notation.analysis.knowledge import Position, Slot, position_in
from allfives_notation.analysis.search import Settings, Verdict, _survivors, _values, evaluate, options_of
from allfives_notation.engine import RuleSet, Table
from allfives_notation.engine.deal import deal
from allfives_notation.engine.game import Game
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.layout import Arm
from allfives_notation.engine.players import GreedyPlayer, RandomPlayer
from allfives_notation.engine.selfplay import compact_moves
from allfives_notation.engine.tiles import TILE_COUNT, Tile, mask_of

FEW = Settings(samples=12)


def decisions(table: Table, seed: int, kinds: str = "rgrg") -> list[tuple[Hand, Position]]:
    """Each decision with two or more options in the first hand of a game: the hand then, and its position.

    ``kinds`` says who plays each seat: ``g`` greedy, ``r`` random.
    """
    game = Game(table)
    dealt = deal(table, seed, 1)
    hand = game.new_hand(dealt.hands, dealt.boneyard, dealt.random_leader)
    players = [GreedyPlayer() if kinds[s] == "g" else RandomPlayer(seed) for s in range(table.players)]
    out = []
    while hand.result is None:
        options = hand.legal_placements()
        if options:
            if len(options) > 1 and hand.layout.lead >= 0:
                out.append((copy_of(hand), position_in(hand)))
            choice = players[hand.seat].choose(hand, options)
            hand.play(choice.tile, choice.arm)
        elif hand.drawable:
            hand.draw()
        else:
            hand.pass_turn()
    return out


def copy_of(hand: Hand) -> Hand:
    """The same hand at the same moment, played again from its deal."""
    copy = Hand(hand.table, hand.dealt, hand.boneyard, hand.leader, scores=_start(hand), number=hand.number)
    copy.apply(compact_moves(hand.moves))
    return copy


def _start(hand: Hand) -> list[int]:
    scores = list(hand.scores)
    for move in hand.moves:
        scores[hand.table.seat_sides[move.seat]] -= move.points
    return scores


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 5000), players=st.sampled_from([2, 3, 4]))
def test_R7_the_engine_only_ever_offers_legal_placements(seed: int, players: int) -> None:
    for hand, position in decisions(Table(players), seed)[:6]:
        verdict = evaluate(position, FEW)
        legal = {(o.tile.id, -1 if o.arm is None else int(o.arm)) for o in hand.legal_placements()}
        assert {(o.tile, o.arm) for o in verdict.options} == legal
        assert verdict.best == verdict.options[0]


def brute_force(hand: Hand, side: int, base: list[int]) -> float:
    """Minimax of ``side``'s points less the other side's, from ``base`` to the hand's end, by the engine."""
    if hand.result is not None:
        gained = [hand.result.scores[s] - base[s] for s in range(2)]
        return gained[side] - gained[1 - side]
    options = hand.legal_placements()
    if not options:
        child = copy_of(hand)
        child.draw() if child.drawable else child.pass_turn()
        return brute_force(child, side, base)
    values = []
    for option in options:
        child = copy_of(hand)
        child.play(option.tile, option.arm)
        values.append(brute_force(child, side, base))
    mine = hand.table.seat_sides[hand.seat] == side
    return max(values) if mine else min(values)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 5000), award=st.booleans())
def test_exact_search_agrees_with_brute_force_where_the_boneyard_is_drawn_out(seed: int, award: bool) -> None:
    table = Table(2, rules=RuleSet(hand_end="award") if award else RuleSet())
    late = [
        (hand, position)
        for hand, position in decisions(table, seed)
        if position.drawable == 0 and sum(position.counts) <= 9
    ]
    for hand, position in late[:2]:
        verdict = evaluate(position, FEW)
        assert verdict.exact and verdict.samples == 1
        side = table.seat_sides[hand.seat]
        for option in hand.legal_placements():
            child = copy_of(hand)
            child.play(option.tile, option.arm)
            found = verdict.option(option.tile.id, -1 if option.arm is None else int(option.arm))
            assert found is not None
            assert abs(found.value - brute_force(child, side, list(hand.scores))) < 1e-9


def made_position(
    table: Table, layout: list[tuple[str, int]], mine: list[str], theirs: list[str], scores: tuple[int, int]
) -> Position:
    """Seat 1 to move with ``mine``, seat 2 holding ``theirs``, and seat 1 knowing so.

    ``layout`` is placed in order, each tile on its arm (-1: the lead); every other tile is
    in the boneyard, which the reserve keeps back.
    """
    board = empty_board(table.rules.spinner)
    placed = 0
    for text, arm in layout:
        tile = Tile.parse(text).id
        place(board, tile, arm)
        placed |= 1 << tile
    held = mask_of(Tile.parse(t) for t in mine)
    other = mask_of(Tile.parse(t) for t in theirs)
    rest = ((1 << TILE_COUNT) - 1) & ~placed & ~held & ~other
    slots = (
        Slot(0, bin(held | placed).count("1"), held | placed),
        Slot(1, bin(other).count("1"), other),
        Slot(-1, bin(rest).count("1"), rest),
    )
    counts = (len(mine), len(theirs))
    return Position(Rules.of(table), 0, board, held, counts, 0, 0, scores, -1, placed, slots, slots)


def ranked(verdict: Verdict) -> list[tuple[str, int]]:
    return [(str(Tile.from_id(o.tile)), o.arm) for o in verdict.options]


def test_R15_the_one_placement_that_scores_20_is_ranked_first() -> None:
    # Lead 6-4 (west 4, east 6), then 4-4 on the west: it counts 8, the east end 6.
    # Ann holds 6-6 and 6-1, both for the east: 6-6 makes 12 + 8 = 20; 6-1 makes 1 + 8 = 9.
    # Ben holds 3-2 and 3-0, which fit nothing either way, and the rest of the boneyard is
    # kept back (the reserve), so nothing else can score or be drawn.
    table = Table(2, rules=RuleSet(boneyard_reserve=2, hand_size=2))
    position = made_position(table, [("6-4", -1), ("4-4", 0)], ["6-6", "6-1"], ["3-2", "3-0"], (0, 0))
    verdict = evaluate(position, FEW)
    assert ranked(verdict) == [("6-6", int(Arm.E)), ("6-1", int(Arm.E))]
    assert [o.points for o in verdict.options] == [20, 0]
    # 6-6 then 6-1 goes out: 20, and Ben loses 8 pips rounded to 10 (R17); 6-1 first blocks the hand.
    assert verdict.best.value == 30


def test_R19_a_placement_that_wins_the_game_at_once_is_ranked_first() -> None:
    # Ann has 240 of 250: 5-5 on the east of a lone 5-0 lead makes 10 + 0 = 10 and wins at once;
    # 5-1 there makes 1 + 0, no score, and Ben's 1-1 then shuts the 5-5 out for the hand.
    table = Table(2, rules=RuleSet(boneyard_reserve=2, hand_size=2))
    position = made_position(table, [("5-0", -1)], ["5-5", "5-1"], ["1-1", "6-6"], (240, 200))
    verdict = evaluate(position, FEW)
    assert verdict.reach
    assert ranked(verdict) == [("5-5", int(Arm.E)), ("5-1", int(Arm.E))]
    assert verdict.best.win == 1.0 > verdict.options[1].win


def test_the_same_seed_gives_the_same_verdict_and_another_seed_may_not() -> None:
    _, position = decisions(Table(3), 11)[2]
    one = evaluate(position, Settings(samples=16, seed=5))
    assert evaluate(position, Settings(samples=16, seed=5)) == one
    assert one.samples == 16


def test_an_option_behind_the_leader_in_every_deal_or_alike_to_it_is_searched_no_further() -> None:
    leader = [10.0, 0.0, 20.0, 5.0, 10.0, 0.0, 15.0, 5.0]
    behind = [x - 5.0 for x in leader]  # 5 behind, deal for deal: no doubt at all
    alike = leader[:]  # the same in every deal: the leader speaks for it
    noisy = [20.0, -10.0, 30.0, -5.0, 20.0, -10.0, 25.0, -5.0]  # level on average, far apart deal by deal
    assert _survivors([0, 1, 2, 3], [leader, behind, alike, noisy]) == [0, 3]


def test_an_option_dropped_early_is_valued_against_the_best_on_the_deals_it_shared() -> None:
    best = [10.0, 30.0, 20.0, 20.0]
    dropped = [7.0, 27.0]  # 3 behind the best in the two deals it had
    values = _values([best, dropped], alive=[0])
    assert values == [20.0, 17.0]  # not (7 + 27) / 2 = 17 by chance: 20 - 3, the best's mean less the gap


def test_pruning_searches_less_yet_values_every_option_and_keeps_the_best() -> None:
    position = next(p for _, p in decisions(Table(2), 4) if len(options_of(p)) >= 3)
    before = PLACED[0]
    full = evaluate(position, Settings(samples=64, seed=1, prune=False))
    between = PLACED[0]
    pruned = evaluate(position, Settings(samples=64, seed=1))
    assert PLACED[0] - between < between - before  # fewer placements searched
    assert {(o.tile, o.arm) for o in pruned.options} == {(o.tile, o.arm) for o in full.options}
    assert pruned.samples == full.samples == 64
    assert (pruned.best.tile, pruned.best.arm) == (full.best.tile, full.best.arm)
    assert pruned.best.value == full.best.value  # the best is searched in every deal either way
