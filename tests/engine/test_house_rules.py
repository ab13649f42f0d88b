"""The house rules of other rule books (R20-R24), held as laws over games the engine plays itself.

Each law is checked on whole self-played games, under every new variant, the named rule
set ``fives-and-threes`` and a few of their combinations, at every seating, by random and
greedy players; the examples of RULES.md are checked as they are written there.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from allfives_notation.engine import HandOutcome, MoveKind, PlayedGame, PlayedHand, RuleSet, Table, play_game
from allfives_notation.engine.deal import deal
from allfives_notation.engine.game import Game
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.rules import Count, FirstLead, HandEndRule, fives_and_threes
from allfives_notation.engine.tiles import TILE_COUNT, Tile
from allfives_notation.errors import RulesError, WrongLeadError

SEATINGS = ((2, False), (3, False), (4, False), (4, True))
PLAYER_KINDS = ("random", "greedy", "careless")
MAX_HANDS = 30

#: The rule sets the laws are held under: (label, named rule set, variants).
RULE_SETS: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    ("fifths", "allfives", (("count", "fifths"),)),
    ("fifths award", "allfives", (("count", "fifths"), ("hand-end", "award"), ("target", "30"))),
    ("fives-and-threes count", "allfives", (("count", "fives-and-threes"),)),
    ("fives-and-threes deduct", "allfives", (("count", "fives-and-threes"), ("hand-end", "deduct"))),
    ("last-tile", "allfives", (("hand-end", "last-tile"), ("target", "100"))),
    ("exact", "allfives", (("target", "exact"), ("target", "50"))),
    ("exact hand-end check", "allfives", (("target", "exact"), ("win-check", "hand-end"))),
    ("exact fifths", "allfives", (("count", "fifths"), ("target", "exact"), ("target", "15"))),
    ("lowest-tile", "allfives", (("first-lead", "lowest-tile"), ("target", "100"))),
    ("lowest-tile spinner=none", "allfives", (("first-lead", "lowest-tile"), ("spinner", "none"))),
    ("redeal", "allfives", (("first-lead", "highest-double"), ("no-double", "redeal"))),
    (
        "redeal small hands",
        "allfives",
        (("first-lead", "highest-double"), ("no-double", "redeal"), ("hand-size", "2")),
    ),
    ("named", "fives-and-threes", ()),
    ("named target 21", "fives-and-threes", (("target", "21"),)),
    ("named lowest-tile", "fives-and-threes", (("first-lead", "lowest-tile"),)),
    ("muggins", "muggins", ()),
    ("muggins in fives", "allfives", (("muggins", "on"),)),
    ("muggins exact", "muggins", (("target", "exact"), ("target", "30"))),
    ("muggins hand-end check", "muggins", (("win-check", "hand-end"),)),
)


def rules_of(preset: str, variants: tuple[tuple[str, str], ...]) -> RuleSet:
    """The rule set: a named one with variants; a target's number after ``target=exact`` keeps it exact."""
    named = {k: v for k, v in variants if not (k == "target" and v.isdigit())}
    rules = RuleSet.from_variants(named, preset)
    for k, v in variants:
        if k == "target" and v.isdigit():
            rules = rules.with_variant("target", v)
    return rules


@dataclass(frozen=True)
class Setup:
    """A table under one of the house rules, a seed and who sits where."""

    label: str
    preset: str
    variants: tuple[tuple[str, str], ...]
    players: int
    partnerships: bool
    seed: int
    kinds: tuple[str, ...]

    @property
    def table(self) -> Table:
        return Table(self.players, self.partnerships, rules_of(self.preset, self.variants))

    def play(self) -> PlayedGame:
        note(
            f"reproduce with: play_game(Table({self.players}, {self.partnerships},"
            f" rules_of({self.preset!r}, {self.variants!r})), {self.seed}, {self.kinds!r},"
            f" max_hands={MAX_HANDS})"
        )
        return play_game(self.table, self.seed, self.kinds, max_hands=MAX_HANDS)


@st.composite
def setups(draw: st.DrawFn, among: tuple[str, ...] | None = None) -> Setup:
    chosen = [r for r in RULE_SETS if among is None or r[0] in among]
    label, preset, variants = draw(st.sampled_from(chosen))
    players, partnerships = draw(st.sampled_from(SEATINGS))
    kinds = tuple(draw(st.lists(st.sampled_from(PLAYER_KINDS), min_size=players, max_size=players)))
    return Setup(label, preset, variants, players, partnerships, draw(st.integers(0, 2**64 - 1)), kinds)


def budget(games: int) -> settings:
    return settings(max_examples=games, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# -- R20: what a count scores ----------------------------------------------------------------------


def test_R20_fives_and_threes_scores_a_point_per_five_and_per_three_as_the_rule_book_lists() -> None:
    book = {5: 1, 6: 2, 9: 3, 10: 2, 12: 4, 15: 8, 18: 6, 20: 4}
    rules = RuleSet(count=Count.FIVES_AND_THREES)
    for count, points in book.items():
        assert fives_and_threes(count) == rules.count_scores(count) == points, count
    for count in (0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 17, 19, 22, 23):
        assert rules.count_scores(count) == 0, count
    assert rules.count_table()[15] == 8


def test_R20_in_fifths_15_scores_3_and_13_pips_left_come_to_3() -> None:
    rules = RuleSet(count=Count.FIFTHS)
    assert rules.count_scores(15) == 3
    assert rules.count_scores(10) == 2
    assert rules.count_scores(12) == 0
    table = Table(2, rules=rules)
    assert table.rounded(13) == 3  # 13 -> 15 -> 3
    assert table.rounded(2) == 0
    assert table.target == 61
    deduct = table.hand_end(HandOutcome.OUT, 0, (0, 13))
    assert deduct.lost_by_seat == (0, 3)
    award = Table(2, rules=replace(rules, hand_end=HandEndRule.AWARD)).hand_end(HandOutcome.OUT, 0, (0, 13))
    assert award.won_by_side == (3, 0)


def test_R20_a_fives_and_threes_layout_scores_by_its_table() -> None:
    board = Layout(RuleSet(count=Count.FIVES_AND_THREES))
    assert board.put(Tile.parse("6-3").id, -1) == 3  # 9 is three threes
    (arm,) = board.arms_for(Tile.parse("3-3").id)
    assert board.put(Tile.parse("3-3").id, arm) == 4  # 6 + 3 + 3 = 12: four threes
    lead = Layout(RuleSet(count=Count.FIVES_AND_THREES))
    assert lead.put(Tile.parse("5-5").id, -1) == 2  # 10 is two fives


# -- every house rule: tiles and scores add up --------------------------------------------------------


@budget(120)
@given(setups())
def test_R1_R4_every_tile_is_in_one_place_at_every_hands_end(setup: Setup) -> None:
    game = setup.play()
    for played in game.hands:
        held = [set(tiles) for tiles in played.dealt]
        assert len(set().union(*held, played.boneyard)) == TILE_COUNT
        drawn = 0
        placed: set[Tile] = set()
        for move in played.moves:
            if move.kind is MoveKind.DRAW:
                assert move.tile == played.boneyard[drawn]
                drawn += 1
                held[move.seat].add(move.tile)
            elif move.kind is MoveKind.PLAY:
                assert move.tile in held[move.seat] and move.tile not in placed
                held[move.seat].remove(move.tile)
                placed.add(move.tile)
        left = set(played.boneyard[drawn:])
        assert sum(map(len, held)) + len(placed) + len(left) == TILE_COUNT
        assert tuple(sum(t.pips for t in tiles) for tiles in held) == played.result.pips_left


@budget(120)
@given(setups())
def test_R15_R17_R20_each_sides_score_is_its_placements_and_awards_less_its_deductions(setup: Setup) -> None:
    game = setup.play()
    table = game.table
    made = [0] * table.sides
    for played in game.hands:
        for move in played.moves:
            made[table.side_of(move.seat)] += move.points
        result = played.result
        for side in range(table.sides):
            made[side] += result.awards[side] - result.deductions[side]
        assert tuple(made) == result.scores
    assert tuple(made) == game.scores


# -- R22: the target reached exactly ------------------------------------------------------------------


@budget(100)
@given(setups(among=("exact", "exact hand-end check", "exact fifths", "named", "named target 21")))
def test_R22_no_score_passes_an_exact_target_and_a_placement_past_it_scores_nothing(setup: Setup) -> None:
    game = setup.play()
    table = game.table
    assert table.rules.exact_target
    scores = [0] * table.sides
    for played in game.hands:
        board = Layout(table.rules)
        for move in played.moves:
            if move.kind is not MoveKind.PLAY:
                continue
            assert move.tile is not None
            side = table.side_of(move.seat)
            raw = board.put(move.tile.id, -1 if move.arm is None else int(move.arm))
            assert move.points == (0 if scores[side] + raw > table.target else raw), move
            scores[side] += move.points
            assert scores[side] <= table.target
        result = played.result
        for side in range(table.sides):
            assert result.awards[side] == 0 or scores[side] + result.awards[side] <= table.target
            scores[side] += result.awards[side] - result.deductions[side]
        assert tuple(scores) == result.scores
        assert max(scores) <= table.target
    if game.finished:
        assert max(game.scores) == table.target


def test_R22_a_placement_that_would_pass_an_exact_target_scores_0_and_one_that_reaches_it_wins() -> None:
    table = Table(2, rules=rules_of("allfives", (("target", "exact"), ("target", "50"))))
    assert table.scored(45, 10) == 0
    assert table.scored(45, 5) == 5
    assert table.scored(40, 10) == 10
    loose = Table(2, rules=RuleSet(target=50))
    assert loose.scored(45, 10) == 10


# -- R21: a point for the go ----------------------------------------------------------------------


@budget(100)
@given(setups(among=("last-tile", "fives-and-threes count", "named", "named lowest-tile")))
def test_R21_a_hands_end_gives_1_to_the_side_that_went_out_and_nothing_after_a_block(setup: Setup) -> None:
    game = setup.play()
    table = game.table
    assert table.rules.hand_end is HandEndRule.LAST_TILE
    before = [0] * table.sides
    for played in game.hands:
        result = played.result
        assert result.deductions == (0,) * table.sides
        if result.outcome is HandOutcome.OUT:
            assert result.seat is not None
            winner = table.side_of(result.seat)
            expected = table.scored(before[winner] + _placed(played, table)[winner], 1)
            assert result.awards == tuple(expected if s == winner else 0 for s in range(table.sides))
        else:
            assert result.awards == (0,) * table.sides
        before = list(result.scores)


def _placed(played: PlayedHand, table: Table) -> list[int]:
    """What each side's placements scored in a hand."""
    out = [0] * table.sides
    for move in played.moves:
        out[table.side_of(move.seat)] += move.points
    return out


# -- R24: who leads ---------------------------------------------------------------------------------


def _forced_hands(game: PlayedGame) -> list[int]:
    """The hands whose lead the rules name: the first, and each after a block."""
    out = [0]
    for i, played in enumerate(game.hands[:-1]):
        if played.result.outcome is HandOutcome.BLOCKED:
            out.append(i + 1)
    return out


@budget(100)
@given(setups(among=("lowest-tile", "lowest-tile spinner=none", "named lowest-tile")))
def test_R24_the_first_hand_and_each_after_a_block_is_led_by_the_lightest_tile_dealt(setup: Setup) -> None:
    game = setup.play()
    assert game.table.rules.first_lead is FirstLead.LOWEST_TILE
    for i in _forced_hands(game):
        played = game.hands[i]
        dealt = [t for tiles in played.dealt for t in tiles]
        lightest = min(dealt, key=lambda t: (t.pips, t.high))
        assert played.moves[0].tile == lightest
        assert lightest in played.dealt[played.leader]


def test_R24_lightest_is_by_pips_then_as_the_rule_book_orders_them() -> None:
    table = Table(2, rules=RuleSet(first_lead=FirstLead.LOWEST_TILE))
    tiles = [Tile.parse(t) for t in ("1-2", "0-3", "4-4")]
    assert table.required_lead([[tiles[0], tiles[2]], [tiles[1]]]) == (0, tiles[0])  # R24: 1-2 before 0-3
    zero = [Tile.parse(t) for t in ("0-1", "0-0")]
    assert table.required_lead([[zero[0]], [zero[1]]]) == (1, zero[1])  # R24: 0-0 before 0-1


@budget(100)
@given(setups(among=("redeal", "redeal small hands")))
def test_R24_under_redeal_every_forced_lead_is_a_double_and_nobody_held_a_higher_one(setup: Setup) -> None:
    game = setup.play()
    for i in _forced_hands(game):
        played = game.hands[i]
        lead = played.moves[0].tile
        assert lead is not None and lead.is_double
        dealt = [t for tiles in played.dealt for t in tiles]
        assert not any(t.is_double and t.high > lead.high for t in dealt)
    again = setup.play()
    assert again == game  # same seed, same game, thrown-in deals included


def test_R24_a_thrown_in_deal_is_dealt_again_from_the_seed_until_someone_holds_a_double() -> None:
    table = Table(
        2,
        rules=rules_of(
            "allfives", (("first-lead", "highest-double"), ("no-double", "redeal"), ("hand-size", "1"))
        ),
    )
    thrown_in = 0
    for seed in range(200):
        first = deal(table, seed, 1)
        if any(t.is_double for tiles in first.hands for t in tiles):
            continue
        thrown_in += 1
        k = 1
        while not any(t.is_double for tiles in deal(table, seed, 1, k).hands for t in tiles):
            k += 1
        game = play_game(table, seed, "greedy", max_hands=1)
        assert game.hands[0].dealt == deal(table, seed, 1, k).hands
        assert game.hands[0].boneyard == deal(table, seed, 1, k).boneyard
        assert game == play_game(table, seed, "greedy", max_hands=1)
    assert thrown_in > 10  # hands of one tile: most deals hold no double


@pytest.mark.parametrize("first_lead", ["random", "lowest-tile"])
def test_R24_no_double_redeal_without_first_lead_highest_double_is_refused(first_lead: str) -> None:
    with pytest.raises(RulesError) as refused:
        RuleSet.from_variants({"first-lead": first_lead, "no-double": "redeal"})
    assert refused.value.rule == "R24"


def test_R24_a_wrong_lead_under_lowest_tile_names_the_lightest_tile() -> None:
    table = Table(2, rules=RuleSet(first_lead=FirstLead.LOWEST_TILE))
    dealt = deal(table, 7, 1)
    game = Game(table)
    hand = game.new_hand(dealt.hands, dealt.boneyard)
    seat, lightest = table.required_lead(dealt.hands)
    other = next(t for t in dealt.hands[seat] if t != lightest)
    with pytest.raises(WrongLeadError) as refused:
        hand.play(other)
    assert refused.value.rule == "R24" and "lightest" in str(refused.value)


def test_R22_a_named_rule_set_with_a_target_names_it_once() -> None:
    rules = RuleSet.from_variants({}, "fives-and-threes").with_variant("target", "21")
    assert str(rules) == "fives-and-threes target=21"
    assert rules.exact_target and rules.target == 21
