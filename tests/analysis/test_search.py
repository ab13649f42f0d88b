"""The search: legal options only, the obvious best first, exact where all is known, seeded, raced soundly."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from allfives_notation.analysis.board import PLACED, Rules, played_out
from allfives_notation.analysis.knowledge import KnownPosition, Slot, position_in
from allfives_notation.analysis.sampler import Sampler
from allfives_notation.analysis.search import (
    Settings,
    Verdict,
    _ahead,
    _deal,
    evaluate,
    exact_values,
    gain,
    options_of,
    twins_of,
)
from allfives_notation.engine import RuleSet, Table
from allfives_notation.engine.arms import Arm
from allfives_notation.engine.deal import deal
from allfives_notation.engine.game import Game
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.players import GreedyPlayer, RandomPlayer
from allfives_notation.engine.selfplay import compact_moves
from allfives_notation.engine.tiles import TILE_COUNT, Tile, mask_of

FEW = Settings(samples=12)
QUICK = Settings(budget=48)


def decisions(table: Table, seed: int, kinds: str = "rgrg") -> list[tuple[Hand, KnownPosition]]:
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
) -> KnownPosition:
    """Seat 1 to move with ``mine``, seat 2 holding ``theirs``, and seat 1 knowing so.

    ``layout`` is placed in order, each tile on its arm (-1: the lead); every other tile is
    in the boneyard, which the reserve keeps back.
    """
    board = Layout(table.rules)
    placed = 0
    for text, arm in layout:
        tile = Tile.parse(text).id
        board.put(tile, arm)
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
    return KnownPosition(Rules.of(table), 0, board, held, counts, 0, 0, scores, -1, placed, slots, slots)


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


def first_hand_positions(players: int, seeds: range, least: int = 2) -> list[tuple[Hand, KnownPosition]]:
    """Decisions of greedy hands with at least ``least`` options."""
    return [
        (hand, position)
        for seed in seeds
        for hand, position in decisions(Table(players), seed, "g" * players)
        if len(options_of(position)) >= least
    ]


def test_an_option_never_set_aside_is_valued_on_every_deal_and_the_best_and_the_move_played_are_such() -> (
    None
):
    checked = 0
    for _, position in first_hand_positions(2, range(3), least=3)[:10]:
        options = options_of(position)
        played = options[-1]
        verdict = evaluate(position, Settings(samples=64, seed=3), played)
        assert (verdict.samples, verdict.how) == (64, "fixed") or verdict.how == "all"
        best, mine = verdict.best, verdict.option(*played)
        assert mine is not None and mine.deals == verdict.samples  # the move played: every deal
        assert best.deals == verdict.samples  # the best: one searched in every deal
        for option in verdict.options:
            assert option.deals <= verdict.samples
            if option.deals < verdict.samples:  # set aside: behind the best on the deals it had
                assert option.loss > 0 and option.loss_error > 0
                checked += 1
    assert checked  # some option was set aside


def test_more_deals_narrow_the_errors() -> None:
    _, position = first_hand_positions(2, range(2))[1]
    played = options_of(position)[0]
    few = evaluate(position, Settings(samples=48, seed=1), played).option(*played)
    many = evaluate(position, Settings(samples=768, seed=1), played).option(*played)
    assert few is not None and many is not None
    assert many.value_error < few.value_error / 2  # a sixteenth of the deals: a quarter of the error


def test_R13_twins_mirror_images_of_each_other_take_one_value() -> None:
    # Lead 3-3, then 3-1 west and 3-2 east, opening the spinner's north and south: 3-0 on
    # either leaves mirror images (the rules treat north and south alike), so they are one move.
    table = Table(2, rules=RuleSet(boneyard_reserve=2, hand_size=3))
    position = made_position(
        table, [("3-3", -1), ("3-1", 0), ("3-2", 1)], ["3-0", "1-0", "6-6"], ["5-5", "4-4", "2-1"], (0, 0)
    )
    # Ben's three tiles hidden among the unseen: sampled deals, not exact search.
    unseen = ((1 << TILE_COUNT) - 1) & ~position.placed & ~position.held
    hidden = (position.slots[0], Slot(1, 3, unseen), Slot(-1, bin(unseen).count("1") - 3, unseen))
    position = replace(position, slots=hidden, groups=hidden)
    options = options_of(position)
    three_nil = Tile.parse("3-0").id
    north, south = options.index((three_nil, int(Arm.N))), options.index((three_nil, int(Arm.S)))
    twins = twins_of(position.board, options)
    assert twins[north] == twins[south] == north
    for settings_ in (Settings(samples=24, seed=2), Settings(budget=48, seed=2)):
        verdict = evaluate(position, settings_, options[south])
        one, other = verdict.option(*options[north]), verdict.option(*options[south])
        assert one is not None and other is not None and verdict.twins(one, other)
        assert not verdict.exact
        assert (one.value, one.win, one.value_error, one.loss, one.deals) == (
            other.value,
            other.win,
            other.value_error,
            other.loss,
            other.deals,
        )


def test_no_two_placements_of_different_tiles_or_non_mirror_layouts_are_twins() -> None:
    for _, position in first_hand_positions(2, range(6))[:40]:
        options = options_of(position)
        for i, j in enumerate(twins_of(position.board, options)):
            assert options[j][0] == options[i][0]  # a twin places the same tile
            if j != i:
                one, other = position.board.copy(), position.board.copy()
                one.put(*options[i])
                other.put(*options[j])
                assert sorted(one.ends) == sorted(other.ends) and one.key() != other.key()


def few_deals(players: int, low: int, high: int) -> KnownPosition:
    """A decision late in a greedy hand where between ``low`` and ``high`` deals fit what the mover knows."""
    return next(
        p for _, p in first_hand_positions(players, range(12)) if low <= Sampler(p).deals_in_all() <= high
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_deal_is_searched_where_few_fit_and_the_verdict_says_so(players: int) -> None:
    position = few_deals(players, 2, 640)
    verdict = evaluate(position, Settings(budget=640, seed=1))
    assert verdict.how == "all" and verdict.exact
    assert verdict.samples == Sampler(position).deals_in_all()
    assert evaluate(position, Settings(budget=640, seed=9)) == verdict  # no seed in it
    assert all(o.value_error == o.loss_error == 0 for o in verdict.options)
    assert evaluate(position, Settings(budget=640, all_deals=0)).how != "all"


def test_the_exact_expectation_lies_within_the_error_of_many_sampled_deals() -> None:
    position = few_deals(3, 30, 300)
    exact = evaluate(position, Settings(budget=300))
    sampled = evaluate(position, Settings(samples=600, all_deals=0, racing=False, seed=4))
    assert exact.how == "all" and sampled.how == "fixed"
    for option in exact.options:
        found = sampled.option(option.tile, option.arm)
        assert found is not None
        assert abs(found.value - option.value) <= 4.5 * found.value_error + 1e-9


def test_the_adaptive_search_stops_when_settled_within_its_budget_and_says_why() -> None:
    hows = set()
    for _, position in first_hand_positions(2, range(2))[:12]:
        options = options_of(position)
        verdict = evaluate(position, Settings(budget=256, seed=5), options[0])
        assert verdict.samples <= 256 or verdict.how == "all"
        assert verdict.how in ("settled", "unsettled", "budget", "all", "exact")
        assert (verdict.how == "budget") == (verdict.samples == 256 and not verdict.exact)
        hows.add(verdict.how)
    assert {"settled", "unsettled"} <= hows


def test_a_time_limit_stops_the_search_and_says_so() -> None:
    _, position = first_hand_positions(2, range(1), least=4)[0]
    verdict = evaluate(position, Settings(budget=100_000, time_per_turn=0.05), options_of(position)[0])
    assert verdict.how == "time" and 1 <= verdict.samples < 100_000


def test_racing_searches_less_yet_values_every_option_and_keeps_the_best() -> None:
    position = next(p for _, p in decisions(Table(2), 4) if len(options_of(p)) >= 3)
    before = PLACED[0]
    full = evaluate(position, Settings(samples=64, seed=1, racing=False, all_deals=0))
    between = PLACED[0]
    raced = evaluate(position, Settings(samples=64, seed=1, all_deals=0))
    assert PLACED[0] - between <= between - before
    assert {(o.tile, o.arm) for o in raced.options} == {(o.tile, o.arm) for o in full.options}
    assert raced.samples == full.samples == 64
    assert (raced.best.tile, raced.best.arm) == (full.best.tile, full.best.arm)
    assert raced.best.value == full.best.value  # the best is searched in every deal either way


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from([(2, 2), (3, 3), (3, 2)]))
def test_R13_R16_twins_are_worth_the_same_under_exact_search_of_the_rest_of_the_hand(
    rng: random.Random, sizes: tuple[int, int]
) -> None:
    # The rules, not the play-outs, make twins one move: solved exactly (minimax, every tile
    # known), a tile on the north or the south of an open cross, or on the west or the east
    # of a line showing the same number, leaves a hand worth the same.
    layouts = (
        [("3-3", -1), ("3-1", 0), ("3-2", 1)],  # the cross open, north and south both show 3
        [("4-4", -1)],  # a lead double: west and east both show 4
    )
    layout = rng.choice(layouts)
    placed = {Tile.parse(text).id for text, _ in layout}
    rest = [t for t in range(TILE_COUNT) if t not in placed]
    rng.shuffle(rest)
    mine, theirs = rest[: sizes[0]], rest[sizes[0] : sum(sizes)]
    table = Table(2, rules=RuleSet(boneyard_reserve=2, hand_size=3))
    names = [str(Tile.from_id(t)) for t in mine], [str(Tile.from_id(t)) for t in theirs]
    position = made_position(table, layout, *names, (0, 0))
    options = options_of(position)
    twins = twins_of(position.board, options)
    assume(twins != list(range(len(options))))  # some twins to weigh
    held, boneyard = Sampler(position).draw(random.Random(0))
    values, wins = exact_values(_deal(position, held, boneyard), options)
    for i, j in enumerate(twins):
        assert values[i] == values[j]
        if wins is not None:
            assert wins[i] == wins[j]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 5000), players=st.sampled_from([2, 3, 4]), wary=st.sampled_from([0.0, 0.5]))
def test_a_decision_searched_in_full_goes_on_as_its_best_option_played_out(
    seed: int, players: int, wary: float
) -> None:
    """``--depth 2``: in a deal the seat to move takes what gains its side most (the first of equals)."""
    found = decisions(Table(players), seed, "gggg")
    assume(found)
    position = found[0][1]
    held, boneyard = Sampler(position).draw(random.Random(seed))
    root = _deal(position, held, boneyard)
    side = root.rules.side_of[root.seat]
    outcomes = [played_out(root, tile, arm, wary) for tile, arm in root.options()]
    gains = [gain(root.scores, outcome.scores, side) for outcome in outcomes]
    best = outcomes[gains.index(max(gains))]
    deal = root.copy()
    _ahead(deal, 1, wary)
    assert deal.scores == best.scores and deal.held == best.held and deal.seat == best.seat
    assert deal.board.key() == best.board.key()
