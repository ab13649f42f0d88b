"""Self-played games, every variant family, checked move by move against the independent referee.

Each property replays the engine's own record of a game (deals, boneyard order, moves,
hand results) through ``Game``/``Hand`` and, in lock step, through the referee
(``allfives_notation.testing.referee``), a model written from RULES.md alone; they must
agree on every tile, total, duty and score.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from itertools import chain

from hypothesis import HealthCheck, event, given, note, reject, settings
from hypothesis import strategies as st

from allfives_notation.engine import (
    TILES,
    Arm,
    Game,
    Hand,
    HandOutcome,
    Layout,
    Move,
    MoveKind,
    PlayedGame,
    PlayedHand,
    RuleSet,
    Spinner,
    Table,
    Tile,
    play_game,
    replay_game,
)
from allfives_notation.engine.arms import AnyArm
from allfives_notation.engine.tiles import tiles_of
from allfives_notation.errors import IllegalMoveError, RulesError
from allfives_notation.testing import referee
from allfives_notation.testing.referee import Bone, HandModel, Placement, RefereeRules

# -- drawing tables, seeds and players -------------------------------------------------------------

SEATINGS = ((2, False), (3, False), (4, False), (4, True))
HAND_SIZES = ("standard", "standard", "5", "7-5", "1", "2", "3", "4", "6", "7", "8", "9")
TARGETS = ("100", "50", "150", "25", "5", "standard")
PLAYER_KINDS = ("random", "greedy")
COUNTS = ("fives", "fives", "fifths", "fives-and-threes")  # R15, R20
MAX_HANDS = 40  # self-play stops there, unfinished: small hands under deduct can sink for ever


@dataclass(frozen=True)
class Setup:
    """A table, a seed and who sits where: everything ``play_game`` needs, as RULES.md names it."""

    players: int
    partnerships: bool
    variants: tuple[tuple[str, str], ...]
    seed: int
    kinds: tuple[str, ...]

    @property
    def declared(self) -> dict[str, str]:
        """The variants as a declaration writes them: ``target=exact`` apart from the target's number."""
        variants = dict(self.variants)
        if variants.pop("exact", None):
            variants["target"] = "exact"
        return variants

    @property
    def number(self) -> str | None:
        """The target's number where the target is to be reached exactly, else None."""
        variants = dict(self.variants)
        return variants["target"] if "exact" in variants and variants["target"] != "standard" else None

    @property
    def table(self) -> Table:
        rules = RuleSet.from_variants(self.declared)
        if self.number is not None:
            rules = rules.with_variant("target", self.number)
        return Table(self.players, self.partnerships, rules)

    @property
    def rules(self) -> RefereeRules:
        return RefereeRules.from_variants(self.players, self.partnerships, self.declared, self.number)

    def play(self) -> PlayedGame:
        note(f"reproduce with: {self.reproduction()}")
        return play_game(self.table, self.seed, self.kinds, max_hands=MAX_HANDS)

    def reproduction(self) -> str:
        """The ``play_game`` call that plays this game, to paste into Python."""
        rules = f"RuleSet.from_variants({self.declared!r})"
        if self.number is not None:
            rules += f".with_variant('target', {self.number!r})"
        table = f"Table({self.players}, partnerships={self.partnerships}, rules={rules})"
        return f"play_game({table}, seed={self.seed}, players={self.kinds!r}, max_hands={MAX_HANDS})"


@st.composite
def setups(draw: st.DrawFn) -> Setup:
    players, partnerships = draw(st.sampled_from(SEATINGS))
    hand_end = draw(st.sampled_from(("deduct", "award", "last-tile")))
    first_lead = draw(st.sampled_from(("random", "highest-double", "lowest-tile")))
    variants: tuple[tuple[str, str], ...] = (
        ("hand-size", draw(st.sampled_from(HAND_SIZES))),
        ("spinner", draw(st.sampled_from(("standard", "open", "none", "every", "every")))),
        ("hand-end", hand_end),
        ("blocked", draw(st.sampled_from(("lowest", "difference"))) if hand_end == "award" else "lowest"),
        ("win-check", draw(st.sampled_from(("immediate", "hand-end")))),
        ("first-lead", first_lead),
        ("boneyard-reserve", draw(st.sampled_from(("0", "1", "2")))),
        ("target", draw(st.sampled_from(TARGETS))),
        ("count", draw(st.sampled_from(COUNTS))),
        (
            "no-double",
            draw(st.sampled_from(("heaviest", "redeal"))) if first_lead == "highest-double" else "heaviest",
        ),
    )
    if draw(st.booleans()) and draw(st.booleans()):  # a quarter of the games: target=exact (R22)
        variants = (*variants, ("exact", "yes"))
    try:
        _ = Setup(players, partnerships, variants, 0, ()).table
    except RulesError:
        reject()  # e.g. four hands of 7 and a boneyard reserve (see the table test at the end)
    same = st.sampled_from(PLAYER_KINDS).map(lambda kind: (kind,) * players)
    mixed = st.lists(st.sampled_from(PLAYER_KINDS), min_size=players, max_size=players).map(tuple)
    kinds = draw(st.one_of(same, mixed))
    seed = draw(st.integers(0, 2**64 - 1))
    return Setup(players, partnerships, variants, seed, kinds)


def budget(games: int) -> settings:
    return settings(
        max_examples=games,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    )


# -- replaying a record through the engine and the referee side by side ----------------------------


def bone(tile: Tile) -> Bone:
    return (tile.low, tile.high)


def letter(arm: AnyArm | None) -> str | None:
    return None if arm is None else str(arm)  # W, E, N, S, or a path such as E3N (R25)


def engine_placements(hand: Hand) -> set[Placement]:
    return {(bone(p.tile), letter(p.arm)) for p in hand.legal_placements()}


@dataclass
class Step:
    """One moment of a replay: before a move (``done`` False), after it (True), or a hand's end."""

    index: int  # the hand's place in the game, from 0
    played: PlayedHand
    engine: Hand
    model: HandModel
    position: int = 0  # the move's place in the hand, from 0 (the number of moves at the end)
    move: Move | None = None  # None at the end of the hand
    done: bool = False
    engine_points: int = 0
    model_points: int = 0
    settlement: referee.Settlement | None = None


def lead_tile_for(
    rules: RefereeRules, index: int, previous: str | None, dealt: list[list[Bone]]
) -> Bone | None:
    """R6, R24: the tile that must lead this hand under ``first-lead``, if any."""
    if rules.first_lead != "random" and (index == 0 or previous == "blocked"):
        return referee.lead_required(dealt, rules.first_lead)[1]
    return None


def lockstep(game: PlayedGame, rules: RefereeRules) -> Iterator[Step]:
    """Replay ``game`` through ``Game``/``Hand`` and the referee's ``HandModel`` together."""
    engine_game = Game(game.table)
    scores = [0] * rules.sides
    previous: str | None = None
    for index, played in enumerate(game.hands):
        hand = engine_game.new_hand(played.dealt, played.boneyard, played.leader)
        dealt = [[bone(t) for t in tiles] for tiles in played.dealt]
        lead_tile = lead_tile_for(rules, index, previous, dealt)
        boneyard = [bone(t) for t in played.boneyard]
        model = HandModel(rules, dealt, boneyard, played.leader, scores, lead_tile)
        step = Step(index, played, hand, model)
        for position, move in enumerate(played.moves):
            step.position, step.move, step.done = position, move, False
            yield step
            seat = move.seat
            step.engine_points = step.model_points = 0
            if move.kind is MoveKind.PLAY:
                assert move.tile is not None
                step.engine_points = hand.play(move.tile, move.arm, seat=seat)
                step.model_points = model.play(seat, bone(move.tile), letter(move.arm))
            elif move.kind is MoveKind.DRAW:
                assert move.tile is not None
                assert hand.draw(seat=seat) == move.tile, "the engine's draw differs from its own record"
                assert model.draw(seat) == bone(move.tile), f"R9: draws take the boneyard in order ({move})"
            else:
                hand.pass_turn(seat=seat)
                model.pass_turn(seat)
            step.done = True
            yield step
        step.position, step.move, step.done = len(played.moves), None, True
        step.settlement = model.settle() if model.ending is not None else None
        yield step
        scores, previous = model.scores, model.ending


def where(step: Step) -> str:
    at = "the end" if step.move is None else f"move {step.position + 1} ({step.move})"
    return f"hand {step.played.number}, {at}"


# -- 1. every tile accounted for ------------------------------------------------------------------


@budget(500)
@given(setups())
def test_R1_R3_R4_the_28_tiles_are_all_accounted_for_at_every_move(setup: Setup) -> None:
    game, rules = setup.play(), setup.rules
    for step in lockstep(game, rules):
        hand, model = step.engine, step.model
        if step.position == 0 and not step.done:  # the deal
            assert [len(tiles) for tiles in step.played.dealt] == [rules.hand_size] * rules.players, "R3"
            assert len(step.played.boneyard) == 28 - rules.players * rules.hand_size, "R4"
        elif not step.done:
            continue  # the state before a move is the state after the one before
        held = [hand.hand_of(seat) for seat in range(rules.players)]
        left = hand.boneyard_left()
        placed = tiles_of(hand.layout.placed)
        everything = [*chain.from_iterable(held), *left, *placed]
        assert len(everything) == 28, f"R1: {len(everything)} tiles at {where(step)}"
        assert set(everything) == set(TILES), f"R1: a tile is missing or repeated at {where(step)}"
        # ...and each tile is where the model, following the same moves itself, put it.
        assert [{bone(t) for t in tiles} for tiles in held] == model.hands, where(step)
        assert [bone(t) for t in left] == model.stock[model.drawn :], where(step)
        assert {bone(t) for t in placed} == model.line.tiles(), where(step)


# -- 2. scores come in fives -----------------------------------------------------------------------


@budget(1000)
@given(setups())
def test_R15_R17_R20_R21_every_score_is_a_multiple_of_five_when_counted_in_fives(setup: Setup) -> None:
    game, rules = setup.play(), setup.rules
    step = 5 if rules.count == "fives" else 1
    for played in game.hands:
        for move in played.moves:
            if move.kind is MoveKind.PLAY:
                assert move.points >= 0 and move.points % step == 0, f"R15: {move} in hand {played.number}"
            else:
                assert move.points == 0, f"only a placement scores: {move}"
        result = played.result
        for amount in (*result.deductions, *result.awards):
            assert amount >= 0, f"R17: hand {played.number} ended with {result}"
            if rules.hand_end == "last-tile":
                assert amount in (0, 1), f"R21: a point for the go, or nothing: {result}"
            else:
                assert amount % step == 0, f"R17, R20: hand {played.number} ended with {result}"


# -- 3. the open-ends total ------------------------------------------------------------------------


def test_R16_worked_example_in_the_referee_and_the_engine() -> None:
    placements: list[tuple[Bone, str | None, int]] = [
        ((5, 5), None, 10),
        ((0, 5), "E", 10),
        ((5, 6), "W", 6),
        ((4, 5), "N", 10),
    ]
    line = referee.RefereeLine("standard")
    layout = Layout(RuleSet(spinner=Spinner.STANDARD))
    for tile, arm, total in placements:
        line.place(tile, arm)
        points = layout.place(Tile(*tile).id, -1 if arm is None else Arm[arm])
        assert line.total() == layout.total == total
        assert points == referee.score_for(total)


@budget(800)
@given(setups())
def test_R13_R14_R16_open_ends_total_matches_the_referees_own_geometry(setup: Setup) -> None:
    game, rules = setup.play(), setup.rules
    placements = 0
    for step in lockstep(game, rules):
        move = step.move
        if move is None or not step.done or move.kind is not MoveKind.PLAY:
            continue
        placements += 1
        line = step.model.line
        if line.spinner is not None and move.arm is not None and str(move.arm) in "NS":
            event(f"spinner={rules.spinner}: a tile on {move.arm}, the spinner at {line.spinner[0]}")
        elif move.arm is not None and len(str(move.arm)) > 1:
            event(f"spinner={rules.spinner}: a tile on a later double's arm, {len(str(move.arm)) // 2} deep")
        total = line.total()
        assert step.engine.layout.total == total, f"R16 at {where(step)}: {step.model.line}"
        counted = referee.score_for(total, rules.count)
        assert step.engine_points == move.points == step.model_points, f"R15, R20, R22 at {where(step)}"
        assert move.points == counted or (rules.exact and move.points == 0), f"R15, R20 at {where(step)}"
    assert placements > 0


# -- 4. every move legal ---------------------------------------------------------------------------


@budget(800)
@given(setups())
def test_R7_R10_every_move_is_legal_and_the_engine_offers_exactly_the_legal_placements(
    setup: Setup,
) -> None:
    game, rules = setup.play(), setup.rules
    drawn_to_play: tuple[int, Bone] | None = None
    for step in lockstep(game, rules):
        model, move = step.model, step.move
        if step.done and move is not None:
            if move.kind is MoveKind.DRAW and model.drawn_must_play is not None:
                drawn_to_play = (move.seat, model.drawn_must_play)
            continue
        offered, legal = engine_placements(step.engine), model.placements()
        assert offered == legal, (
            f"at {where(step)} the engine offers {offered - legal} and not {legal - offered}"
        )
        if move is None:
            continue
        duty = model.duty()
        assert move.seat == model.to_move, f"R7: out of turn at {where(step)}"
        assert move.kind.value == duty, f"R8-R10: seat {move.seat + 1} had to {duty} at {where(step)}"
        if move.kind is MoveKind.PLAY:
            assert move.tile is not None
            placement = (bone(move.tile), letter(move.arm))
            assert placement in model.placements(), f"R7/R14: {move} is no legal placement at {where(step)}"
        elif move.kind is MoveKind.DRAW:
            assert move.tile is not None and bone(move.tile) == model.next_stock(), f"R9 at {where(step)}"
        if drawn_to_play is not None:
            seat, tile = drawn_to_play
            assert move.kind is MoveKind.PLAY and move.seat == seat, f"R9: not played at once, {where(step)}"
            assert move.tile is not None and bone(move.tile) == tile, f"R9 at {where(step)}"
            drawn_to_play = None


def snapshot(hand: Hand) -> tuple[object, ...]:
    players = hand.table.players
    return (
        hand.seat,
        tuple(hand.hand_of(seat) for seat in range(players)),
        hand.boneyard_left(),
        hand.layout.placed,
        tuple(hand.layout.ends),
        tuple(hand.layout.counts),
        (hand.layout.line, hand.layout.centre, hand.layout.centre_free, hand.layout.cross_opens_after),
        hand.layout.total,
        tuple(hand.scores),
        len(hand.moves),
        hand.result,
    )


Attempt = tuple[str, Callable[[], object]]


def illegal_attempts(step: Step) -> list[Attempt]:
    """Moves the referee says the seat to move may not make now, each as a call on the engine."""
    hand, model = step.engine, step.model
    seat = model.to_move
    legal = model.placements()
    duty = model.duty()

    def play(tile: Bone, arm: str | None, by: int | None = None) -> Callable[[], object]:
        return partial(hand.play, Tile(*tile), arm, seat=by)

    attempts: list[Attempt] = []
    if duty != "draw":
        attempts.append((f"seat {seat + 1} draws", hand.draw))
    if duty != "pass":
        attempts.append((f"seat {seat + 1} passes", hand.pass_turn))
    arms: tuple[str | None, ...] = (None,) if model.line.lead is None else tuple(model.line.chains)
    for tile in sorted(model.hands[seat]):
        for arm in arms:
            if (tile, arm) not in legal:  # a wrong lead (R6), a misfit (R7), a closed arm (R14), R9
                attempts.append((f"seat {seat + 1} plays {tile} {arm or 'as the lead'}", play(tile, arm)))
    elsewhere = sorted(set(referee.DOUBLE_SIX) - model.hands[seat])
    if elsewhere:
        stranger = elsewhere[len(elsewhere) // 2]
        attempts.append((f"seat {seat + 1} plays {stranger}, not held", play(stranger, None)))
    if legal:
        (tile, arm), other = min(legal, key=str), model.rules.after(seat)
        attempts.append((f"seat {other + 1} plays {tile} {arm} out of turn", play(tile, arm, other)))
    return attempts


@budget(300)
@given(setups(), st.randoms(use_true_random=False))
def test_R6_R10_the_engine_refuses_what_the_referee_calls_illegal_and_changes_nothing(
    setup: Setup, rng: random.Random
) -> None:
    game, rules = setup.play(), setup.rules
    for step in lockstep(game, rules):
        if step.done or rng.random() > 0.25:
            continue
        attempts = illegal_attempts(step)
        if step.move is None:  # the hand is over: nothing at all may be done
            attempts = [("a draw after the end", step.engine.draw), ("a pass", step.engine.pass_turn)]
        for said, attempt in rng.sample(attempts, min(2, len(attempts))):
            before = snapshot(step.engine)
            try:
                attempt()
            except IllegalMoveError:
                pass
            else:
                raise AssertionError(f"the engine allowed an illegal move at {where(step)}: {said}")
            assert snapshot(step.engine) == before, f"a refused move changed the hand: {said}"


# -- 5. how hands end, and R17 ---------------------------------------------------------------------


@budget(800)
@given(setups())
def test_R11_R12_R17_hands_end_only_as_the_rules_say_and_are_scored_by_R17(setup: Setup) -> None:
    game, rules = setup.play(), setup.rules
    for step in lockstep(game, rules):
        model = step.model
        if step.move is not None:
            if not step.done:
                assert model.ending is None, (
                    f"R11/R12: the hand was over ({model.ending}) before {where(step)}"
                )
            continue
        result = step.played.result
        event(f"a hand ends {result.outcome} under hand-end={rules.hand_end}, blocked={rules.blocked}")
        assert step.engine.result == result, f"the engine's replay ends hand {step.played.number} otherwise"
        assert model.ending == result.outcome.value, f"R11/R12/R19: hand {step.played.number} ended {result}"
        assert model.ended_by == result.seat
        if result.outcome is HandOutcome.OUT:
            assert result.seat is not None and step.engine.hand_of(result.seat) == ()
        if result.outcome is HandOutcome.BLOCKED:
            last = step.played.moves[-rules.players :]
            assert all(m.kind is MoveKind.PASS for m in last), "R12: every player passes in turn"
            assert not model.can_draw() and not model.anyone_can_play(), "R12: somebody could still move"
        settlement = step.settlement
        assert settlement is not None
        assert list(result.pips_left) == settlement.pips_left, f"R17: pips left in hand {step.played.number}"
        assert list(result.deductions) == settlement.deductions, f"R17 deductions: {result}"
        assert list(result.awards) == settlement.awards, f"R17 awards: {result}"
        assert list(result.scores) == model.scores, f"running scores after hand {step.played.number}"


# -- 6. when the game ends -------------------------------------------------------------------------


@budget(1000)
@given(setups())
def test_R18_R19_the_game_ends_exactly_when_the_target_is_first_reached(setup: Setup) -> None:
    game, rules = setup.play(), setup.rules
    target = rules.target
    running = [0] * rules.sides
    last_hand = len(game.hands) - 1
    for index, played in enumerate(game.hands):
        result = played.result
        for number, move in enumerate(played.moves):
            running[rules.side(move.seat)] += move.points
            final = index == last_hand and number == len(played.moves) - 1
            if rules.at_once and not final:
                assert max(running) < target, f"R19: {running} reached {target} in hand {played.number}"
        if rules.at_once:
            assert (result.outcome is HandOutcome.TARGET) == (max(running) >= target), f"R19: {result}"
        for side in range(rules.sides):
            running[side] += result.awards[side] - result.deductions[side]
        assert list(result.scores) == running, f"placements and R17 add up otherwise in hand {played.number}"
        winner = referee.game_winner(rules, running, result.outcome.value, result.seat)
        if rules.at_once and winner is not None:
            assert [s for s, score in enumerate(running) if score >= target] == [winner], f"R19: {running}"
        assert result.winner == winner, f"R19: hand {played.number} ends {result}, scores {running}"
        assert result.game_over == (winner is not None) == (index == last_hand and game.finished), (
            f"R19: {result}"
        )
        if not rules.at_once:
            assert result.outcome is not HandOutcome.TARGET, "R19: win-check=hand-end never stops a hand"
    if game.winner is None:  # self-play gave up: only ever after MAX_HANDS hands
        assert len(game.hands) == MAX_HANDS and not game.finished
    else:
        assert game.finished and game.scores[game.winner] >= target


# -- 7. who leads ----------------------------------------------------------------------------------


@budget(1000)
@given(setups())
def test_R5_R6_each_hand_is_led_by_the_right_seat(setup: Setup) -> None:
    game, rules = setup.play(), setup.rules
    previous: PlayedHand | None = None
    for index, played in enumerate(game.hands):
        first = played.moves[0]
        assert first.seat == played.leader and first.kind is MoveKind.PLAY and first.arm is None, "R6"
        if previous is not None and previous.result.outcome is HandOutcome.OUT:
            assert played.leader == previous.result.seat, f"R5: the seat that went out leads hand {index + 1}"
        elif rules.first_lead != "random":
            dealt = [[bone(t) for t in tiles] for tiles in played.dealt]
            seat, tile = referee.lead_required(dealt, rules.first_lead)
            if rules.no_double == "redeal":
                assert not referee.no_double_dealt(dealt), f"R24: hand {index + 1} is played with no double"
            assert first.tile is not None
            assert (played.leader, bone(first.tile)) == (seat, tile), (
                f"R6: who leads what in hand {index + 1}"
            )
        else:
            chance = referee.documented_deal(rules, setup.seed, played.number).random_leader
            assert played.leader == chance, f"R5: hand {index + 1} is led by the seat chance picked"
        previous = played


# -- 8. determinism and replay ---------------------------------------------------------------------


@budget(500)
@given(setups())
def test_the_same_seed_plays_the_same_game_and_replay_accepts_it(setup: Setup) -> None:
    game, rules = setup.play(), setup.rules
    assert setup.play() == game
    previous: PlayedHand | None = None
    for played in game.hands:
        forced = rules.first_lead != "random" and (
            previous is None or previous.result.outcome is HandOutcome.BLOCKED
        )
        thrown = 0
        while (
            forced
            and rules.no_double == "redeal"
            and referee.no_double_dealt(
                referee.documented_deal(rules, setup.seed, played.number, thrown).hands
            )
        ):
            thrown += 1  # R24: thrown in, dealt again from the same stream
        expected = referee.documented_deal(rules, setup.seed, played.number, thrown)
        previous = played
        assert [[bone(t) for t in tiles] for tiles in played.dealt] == [list(h) for h in expected.hands]
        assert [bone(t) for t in played.boneyard] == list(expected.boneyard)
    replayed = replay_game(game)
    assert [hand.result for hand in replayed.hands] == [played.result for played in game.hands]
    assert [hand.moves for hand in replayed.hands] == [list(played.moves) for played in game.hands]
    assert replayed.winner == game.winner


# -- the table itself ------------------------------------------------------------------------------


@given(
    st.sampled_from(SEATINGS),
    st.sampled_from((*HAND_SIZES, "0", "10")),
    st.sampled_from(("deduct", "award")),
    st.sampled_from(("lowest", "difference")),
    st.sampled_from(("0", "1", "2", "3")),
    st.sampled_from((*TARGETS, "0", "7", "-5")),
)
def test_R2_R3_R10_R17_R18_a_table_is_refused_exactly_when_it_cannot_be_played(
    seating: tuple[int, bool], size: str, hand_end: str, blocked: str, reserve: str, target: str
) -> None:
    variants = {
        "hand-size": size,
        "hand-end": hand_end,
        "blocked": blocked,
        "boneyard-reserve": reserve,
        "target": target,
    }
    players, partnerships = seating
    try:
        Table(players, partnerships, RuleSet.from_variants(variants))
    except RulesError:
        refused = True
    else:
        refused = False
    assert refused == (not RefereeRules.from_variants(players, partnerships, variants).playable())
