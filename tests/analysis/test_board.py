"""The search's hand on the layout kernel (analysis/board.py) held to the engine over self-played games."""

from __future__ import annotations

import pickle
from collections.abc import Sequence
from typing import Any, TypeVar

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from allfives_notation.analysis.board import (
    OpenHand,
    Rules,
    arms_for,
    mirror_image,
    only_its_arm_changes,
    play_out,
    reply_on_one_end,
)
from allfives_notation.engine import PlayedGame, PlayedHand, RuleSet, Table, play_game
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import HandOutcome, MoveKind, Placement
from allfives_notation.engine.rules import Spinner
from allfives_notation.engine.tiles import TILES, mask_of, pips_of

SPINNERS = ("standard", "open", "none")
#: With every double a spinner (R25): up to 18 arms.
ALL_SPINNERS = (*SPINNERS, "every")
D = TypeVar("D", bound=OpenHand)


#: A seed, a number of players and a spinner rule, for :func:`_random_game`.
_random_games = given(
    seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]), spinner=st.sampled_from(ALL_SPINNERS)
)
#: The same, with four arms at most (the reply worked out on one end knows no more).
_four_arm_games = given(
    seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]), spinner=st.sampled_from(SPINNERS)
)


def _random_game(seed: int, players: int, spinner: str, hands: int) -> tuple[Table, PlayedGame]:
    """A table under ``spinner`` and up to ``hands`` hands of random play at it."""
    table = Table(players, rules=RuleSet(spinner=Spinner(spinner)))
    return table, play_game(table, seed, "random", max_hands=hands)


@settings(max_examples=30, deadline=None)
@_random_games
def test_R13_R16_a_peek_scores_as_placing_does_and_the_best_score_is_the_best_placement(
    seed: int, players: int, spinner: str
) -> None:
    table, game = _random_game(seed, players, spinner, hands=3)
    for hand in game.hands:
        layout = Layout(table.rules)
        held = [mask_of(tiles) for tiles in hand.dealt]
        for move in hand.moves:
            if move.kind is MoveKind.DRAW and move.tile is not None:
                held[move.seat] |= 1 << move.tile.id
            if move.kind is not MoveKind.PLAY:
                continue
            assert move.tile is not None
            tile, arm = move.tile.id, -1 if move.arm is None else int(move.arm)
            before = layout.key()
            for tiles in held:
                made = [
                    layout.copy().put(t, a)
                    for t in range(28)
                    if (tiles & layout.playable_mask()) >> t & 1
                    for a in arms_for(layout, t)
                ]
                assert layout.best_score(tiles) == max(made, default=0)
            for t in range(28):
                if not layout.placed >> t & 1:
                    for a in arms_for(layout, t):
                        assert layout.peek(t, a) == layout.copy().put(t, a)
            assert layout.key() == before  # peeking and copying left it as it was
            assert layout.peek(tile, arm) == layout.put(tile, arm) == move.points
            held[move.seat] &= ~(1 << tile)


@settings(max_examples=30, deadline=None)
@_random_games
def test_R13_R16_mirror_images_are_the_layouts_west_for_east_and_north_for_south_play_alike(
    seed: int, players: int, spinner: str
) -> None:
    """Two placements of one tile with the same mirror image score alike for every tile after them."""
    table, game = _random_game(seed, players, spinner, hands=2)
    for hand in game.hands:
        layout = Layout(table.rules)
        for move in hand.moves:
            if move.kind is not MoveKind.PLAY or move.tile is None:
                continue
            for t in range(28):
                if layout.placed >> t & 1 or layout.lead < 0:
                    continue
                arms = arms_for(layout, t)
                afters = [layout.copy() for _ in arms]
                for after, a in zip(afters, arms, strict=True):
                    after.put(t, a)
                for one in afters:
                    for other in afters:
                        if one is other or mirror_image(one) != mirror_image(other):
                            continue
                        assert sorted(one.ends) == sorted(other.ends) and one.total == other.total
                        for u in range(28):
                            if one.placed >> u & 1:
                                continue
                            scores = sorted(one.peek(u, a) for a in one.arms_for(u))
                            assert scores == sorted(other.peek(u, a) for a in other.arms_for(u))
            layout.put(move.tile.id, -1 if move.arm is None else int(move.arm))


def test_R13_R16_a_tile_on_either_side_of_a_double_lead_leaves_one_layout_mirrored() -> None:
    tile = {str(t): t.id for t in TILES}
    board = Layout()
    board.put(tile["3-3"], -1)
    west, east = board.copy(), board.copy()
    west.put(tile["3-1"], 0)
    east.put(tile["3-1"], 1)
    assert west.key() != east.key()
    assert mirror_image(west) == mirror_image(east) != mirror_image(board)


def _start_of(played: PlayedHand, table: Table, scores: list[int], kind: type[D]) -> D:
    """The hand ``played`` as the search deals it, before the lead, from ``scores``."""
    return kind(
        Rules.of(table),
        Layout(table.rules),
        [mask_of(tiles) for tiles in played.dealt],
        [t.id for t in played.boneyard],
        len(played.boneyard) - table.rules.boneyard_reserve,
        played.leader,
        0,
        scores[:],
    )


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]), award=st.booleans())
def test_R9_R12_R17_a_greedy_hand_played_out_ends_and_scores_as_the_engine_plays_it(
    seed: int, players: int, award: bool
) -> None:
    rules = RuleSet(hand_end="award") if award else RuleSet()
    table = Table(players, rules=rules)
    game = play_game(table, seed, "greedy", max_hands=1)
    played = game.hands[0]
    deal = _start_of(played, table, [0] * table.sides, OpenHand)
    live = Hand(table, played.dealt, played.boneyard, played.leader)
    lead = max(live.legal_placements(), key=lambda o: (live.points_for(o), o.tile.pips, o.tile.high))
    assert deal.play(lead.tile.id, -1) is None
    winner = play_out(deal)
    assert winner == played.result.winner
    assert tuple(deal.scores) == played.result.scores


#: Everything a deal is, as the search keeps it (:class:`OpenHand`).
_DEAL_STATE = ("rules", "board", "held", "boneyard", "at", "drawable", "seat", "passes", "scores", "forced")


def test_the_deal_state_named_here_is_all_there_is() -> None:
    """Where the deal is pure Python, its slots are the state the tests below compare."""
    slots = getattr(OpenHand, "__slots__", None)  # a compiled class keeps no such list
    assert slots is None or set(slots) == set(_DEAL_STATE)


@settings(max_examples=30, deadline=None)
@_random_games
def test_a_deal_that_becomes_another_goes_on_from_where_that_one_stands(
    seed: int, players: int, spinner: str
) -> None:
    """A deal of another table and hand takes on every part of this one's state (the search in full does)."""
    table, game = _random_game(seed, players, spinner, 1)
    played = game.hands[0]
    deal = _start_of(played, table, [0] * table.sides, OpenHand)
    lead = played.moves[0]
    assert lead.tile is not None
    other_table, other = _random_game(seed + 1, 2 if players > 2 else 3, spinner, 1)
    before = _start_of(other.hands[0], other_table, [0] * other_table.sides, OpenHand)
    assert before.rules != deal.rules and before.boneyard != deal.boneyard
    if deal.play(lead.tile.id, -1) is None:
        play_out(deal, 0.5)
    before.become(deal)
    assert all(getattr(before, name) == getattr(deal, name) for name in _DEAL_STATE)
    assert before.board is deal.board and before.held is deal.held and before.scores is deal.scores


class _WaryReference:
    """The wary play-out on the engine's layout: points now less ``wary`` times the next seat's best reply.

    It looks at the next seat's tiles, as a play-out over a known deal does. The lead is
    greedy; a placement that goes out, or reaches the target where that wins at once, has
    no reply. Points past an exact target count nothing, the mover's or the reply's (R22).
    """

    def __init__(self, wary: float) -> None:
        self.wary = wary

    def choose(self, hand: Hand, options: Sequence[Placement]) -> Placement:
        table = hand.table
        following = hand.held[(hand.seat + 1) % table.players]
        wins_at = table.target - hand.scores[table.side_of(hand.seat)]
        immediate = table.wins_at_once

        def value(option: Placement) -> tuple[float, int, int, int]:
            arm = -1 if option.arm is None else int(option.arm)
            made = hand.points_for(option)
            ties = (option.tile.pips, option.tile.high, -arm)
            goes_out = hand.held[hand.seat] == 1 << option.tile.id
            if hand.layout.lead < 0 or goes_out or (immediate and made >= wins_at):
                return (made, *ties)
            after = hand.layout.copy()
            after.place(option.tile.id, arm)
            # what the next seat's side would score with each reply (nothing past an exact target, R22)
            theirs = hand.scores[table.side_of((hand.seat + 1) % table.players)]
            replies = [
                table.scored(theirs, after.copy().place(tile, reply))
                for tile in range(28)
                if following >> tile & 1
                for reply in after.arms_for(tile)
            ]
            return (made - self.wary * max(replies, default=0), *ties)

        return max(options, key=value)


class _Watched(OpenHand):
    """A deal that notes each placement made on it, as (seat, tile, arm)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.placed: list[tuple[int, int, int]] = []

    def play(self, tile: int, arm: int) -> HandOutcome | None:
        self.placed.append((self.seat, tile, arm))
        return super().play(tile, arm)


class _OnePointAPip(RuleSet):
    """A rule set whose count scores one point per pip: only to see that the search asks the rules."""

    def count_scores(self, count: int) -> int:
        return count


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.sampled_from([2, 3, 4]),
    spinner=st.sampled_from(ALL_SPINNERS),
    wary=st.sampled_from([0.25, 0.5, 1.0, 2.0]),
    per_pip=st.booleans(),
)
def test_R9_R19_a_wary_play_out_places_every_tile_as_its_rule_does_on_the_engine(
    seed: int, players: int, spinner: str, wary: float, per_pip: bool
) -> None:
    """Whole games, so that the last hands start near the target (no reply to a winning placement).

    Under R15 and under a rule set that scores the count otherwise (the search's shortcut for
    a reply, which assumes R15, must then give way to placing and asking).
    """
    rules = (_OnePointAPip if per_pip else RuleSet)(spinner=Spinner(spinner))
    table = Table(players, rules=rules)
    assert Rules.of(table).by_fives is not per_pip
    reference = {"wary-reference": lambda _seed, _setting: _WaryReference(wary)}
    game = play_game(table, seed, "wary-reference", max_hands=12, makers=reference)
    _plays_as_the_engine(game, table, wary, pips=True)


@settings(max_examples=30, deadline=None)
@_four_arm_games
def test_R14_R16_where_only_its_arm_changes_the_reply_worked_out_in_place_is_the_reply_on_the_board(
    seed: int, players: int, spinner: str
) -> None:
    table, game = _random_game(seed, players, spinner, hands=2)
    checked = 0
    for played in game.hands:
        board = Layout(table.rules)
        held = [mask_of(tiles) for tiles in played.dealt]
        for move in played.moves:
            if move.kind is MoveKind.DRAW and move.tile is not None:
                held[move.seat] |= 1 << move.tile.id
            if move.kind is not MoveKind.PLAY or move.tile is None:
                continue
            if board.lead >= 0:  # after the lead: every option of every tile, every other seat's reply
                for tile in range(28):
                    for arm in arms_for(board, tile):
                        if not only_its_arm_changes(board, tile):
                            continue
                        after = board.copy()
                        after.put(tile, arm)
                        changed = {i for i in range(15) if after.key()[i] != board.key()[i]}
                        assert changed <= {
                            arm,
                            4 + arm,
                            12,
                        }  # the arm's end and count, which arms hold a tile
                        for hand in held:
                            found = reply_on_one_end(
                                board, arm, after.ends[arm], after.counts[arm], after.total, hand
                            )
                            assert found == after.best_score(hand)
                            checked += 1
            board.put(move.tile.id, -1 if move.arm is None else int(move.arm))
            held[move.seat] &= ~(1 << move.tile.id)
    # a game may never leave one arm alone to change (a double led whose west side no tile ever
    # takes keeps its centre counting, in both hands of seed 369 under spinner=open): another example
    assume(checked > 0)


def test_a_double_that_becomes_the_spinner_or_a_centre_still_counting_is_not_one_arm_only() -> None:
    tile = {str(t): t.id for t in TILES}
    for spinner in (Spinner.STANDARD, Spinner.OPEN, Spinner.NONE):
        board = Layout(RuleSet(spinner=spinner))
        board.put(tile["6-6"], -1)  # its centre counts until both sides hold a tile
        assert not only_its_arm_changes(board, tile["6-3"])
    board = Layout()
    board.put(tile["6-0"], -1)  # no spinner yet
    assert not only_its_arm_changes(board, tile["0-0"])  # it would become the spinner
    assert only_its_arm_changes(board, tile["1-0"])
    board = Layout(RuleSet(spinner=Spinner.EVERY))
    board.put(tile["6-0"], -1)
    assert not only_its_arm_changes(board, tile["1-0"])  # R25: a tile may open a later double's cross


#: The house rules of other rule books (R20-R24) the search must play as the engine does; under
#: muggins=on (R23) the search values a placement at its count, as a player who claims in full.
HOUSE_RULES = (
    ("allfives", {"count": "fifths"}, None),
    ("allfives", {"count": "fifths", "target": "exact"}, "20"),
    ("allfives", {"count": "fives-and-threes"}, None),
    ("allfives", {"count": "fives-and-threes", "hand-end": "deduct"}, None),
    ("allfives", {"hand-end": "last-tile"}, "100"),
    ("allfives", {"target": "exact"}, "50"),
    ("allfives", {"target": "exact", "win-check": "hand-end"}, "50"),
    ("allfives", {"first-lead": "lowest-tile"}, "100"),
    ("allfives", {"first-lead": "highest-double", "no-double": "redeal"}, "100"),
    ("fives-and-threes", {}, None),
    ("fives-and-threes", {}, "21"),
    ("allfives", {"spinner": "every"}, "100"),  # R25: every double a spinner
    ("allfives", {"spinner": "every", "hand-end": "award", "count": "fifths"}, None),  # fiveup's rules
    # the last two: muggins=on (test_R23_... below)
    ("muggins", {}, None),  # R23: a player who claims in full and calls every miss scores as the count
    ("allfives", {"muggins": "on", "target": "exact"}, "50"),
)


def house_table(which: int, players: int, partnerships: bool) -> Table:
    """A table under one of :data:`HOUSE_RULES`."""
    preset, variants, target = HOUSE_RULES[which]
    rules = RuleSet.from_variants(variants, preset)
    if target is not None:
        rules = rules.with_variant("target", target)
    return Table(players, partnerships, rules)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    seating=st.sampled_from([(2, False), (3, False), (4, False), (4, True)]),
    which=st.integers(0, len(HOUSE_RULES) - 1),
    wary=st.sampled_from([0.0, 0.5, 1.0, 2.0]),
)
def test_R20_R24_a_play_out_places_every_tile_as_the_engine_does_under_the_house_rules(
    seed: int, seating: tuple[int, bool], which: int, wary: float
) -> None:
    """Every count, the point for the go, an exact target, the forced leads and the named rule set.

    Where the search's shortcut for a reply cannot follow the rule (another count, an exact
    target) it gives way to placing and asking, and must still play every tile as the engine.
    """
    table = house_table(which, *seating)
    search_rules = Rules.of(table)
    assert search_rules.exact is table.rules.exact_target
    reference = {"wary-reference": lambda _seed, _setting: _WaryReference(wary)}
    game = play_game(table, seed, "wary-reference", max_hands=10, makers=reference)
    _plays_as_the_engine(game, table, wary)


def _plays_as_the_engine(game: PlayedGame, table: Table, wary: float, *, pips: bool = False) -> None:
    """Each hand of ``game`` played out by the search from its lead: every tile, score and winner alike.

    ``pips``: the pips left in each hand alike too.
    """
    scores = [0] * table.sides
    for played in game.hands:
        deal = _start_of(played, table, scores, _Watched)
        lead = played.moves[0]
        assert lead.tile is not None
        ended = deal.play(lead.tile.id, -1)
        winner = deal.finish(ended, lead.seat) if ended is not None else play_out(deal, wary)
        plays = [
            (m.seat, m.tile.id, -1 if m.arm is None else int(m.arm))
            for m in played.moves
            if m.tile and m.kind is MoveKind.PLAY
        ]
        assert deal.placed == plays
        assert winner == played.result.winner
        assert tuple(deal.scores) == played.result.scores
        if pips:
            assert tuple(pips_of(mask) for mask in deal.held) == played.result.pips_left
        scores = list(played.result.scores)


def test_R23_under_muggins_a_play_out_scores_as_the_engine_where_every_claim_is_in_full() -> None:
    """The search values a placement at its count: the engine scores the same for a player who never slips."""
    reference = {"wary-reference": lambda _seed, _setting: _WaryReference(0.5)}
    for which in (len(HOUSE_RULES) - 2, len(HOUSE_RULES) - 1):
        for seed, seating in enumerate([(2, False), (3, False), (4, False), (4, True)] * 2):
            table = house_table(which, *seating)
            game = play_game(table, seed, "wary-reference", max_hands=10, makers=reference)
            moves = [m for h in game.hands for m in h.moves if m.kind is MoveKind.PLAY]
            assert all(m.claim in (None, m.points) for m in moves)
            _plays_as_the_engine(game, table, 0.5)


@pytest.mark.parametrize("which", range(len(HOUSE_RULES)))
def test_the_rules_of_a_table_go_to_another_process_whole(which: int) -> None:
    """``annotate -j N`` sends each position, with its rules, to a worker: they come back equal.

    (Pure Python pickles them anyway; the compiled wheel, whose run takes this test, needs ``__reduce__``.)
    """
    rules = Rules.of(house_table(which, 4, True))
    again = pickle.loads(pickle.dumps(rules))
    assert again == rules and again.table == rules.table
