"""The search and the analysis players under Five Up, every double a spinner (R25): up to 18 arms."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from allfives_notation.analysis.annotate import annotate as classic
from allfives_notation.analysis.board import OpenHand, Rules, every_image, mirror_image
from allfives_notation.analysis.knowledge import position_in
from allfives_notation.analysis.players import ANALYSIS_PLAYERS
from allfives_notation.analysis.racing import count_unit
from allfives_notation.analysis.report import study_report
from allfives_notation.analysis.search import Settings, evaluate, exact_values, memo_key, twins_of
from allfives_notation.analysis.study import annotated, decisions, glyph_for, judge_all, layout_text
from allfives_notation.check import check_game
from allfives_notation.cli import app
from allfives_notation.engine import RuleSet, Table, play_game, replay_game
from allfives_notation.engine.arms import MOST_ARMS
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import HandOutcome, MoveKind
from allfives_notation.engine.rules import Count, Spinner
from allfives_notation.engine.selfplay import PlayedHand
from allfives_notation.engine.tiles import TILES, Tile, pips_of
from allfives_notation.notation import game_from_json, game_to_json, parse_game, write_game
from allfives_notation.notation.evaluation import Evaluation
from allfives_notation.record import GameRecord, HandRecord, Knowledge, Turn, View, record_of
from allfives_notation.record.walk import HandReplay, HandVisitor, arm_written, no_arm

EVERY = RuleSet(spinner=Spinner.EVERY)
FIVEUP = RuleSet.from_variants({}, "fiveup")
#: Five Up as its rule set is played (two partnerships), and every double a spinner at two players.
TABLES = {"fiveup": Table(4, True, FIVEUP), "every": Table(2, rules=EVERY)}
PAIRS = MOST_ARMS // 2  # W/E, N/S, and each later double's two arms


def _hand_at(table: Table, played: PlayedHand, moves: int) -> Hand:
    """The engine's hand ``played`` after its first ``moves`` moves."""
    hand = Hand(table, played.dealt, played.boneyard, played.leader)
    for move in played.moves[:moves]:
        if move.kind is MoveKind.PLAY:
            assert move.tile is not None
            hand.play(move.tile, move.arm, seat=move.seat)
        elif move.kind is MoveKind.DRAW:
            hand.draw(seat=move.seat)
        elif move.kind is MoveKind.PASS:
            hand.pass_turn(seat=move.seat)
    return hand


def _layouts(table: Table, seed: int) -> list[tuple[Layout, list[tuple[int, int]]]]:
    """Each layout of a random game's first hands after the lead, with the placements still to come."""
    game = play_game(table, seed, "random", max_hands=2)
    out = []
    for played in game.hands:
        placements = [
            (m.tile.id, -1 if m.arm is None else int(m.arm))
            for m in played.moves
            if m.kind is MoveKind.PLAY and m.tile is not None
        ]
        layout = Layout(table.rules)
        for k, (tile, arm) in enumerate(placements):
            layout.put(tile, arm)
            out.append((layout.copy(), placements[k + 1 :]))
    return out


def _swapped(layout: Layout, swaps: int) -> tuple[Layout, list[int]]:
    """``layout`` with the two arms of each pair in mask ``swaps`` changed round, and where each arm went.

    Written apart from :func:`every_image`: every field that names an arm (its end, count and
    waiting double, where each later double stands, the arm the first spinner's cross opens
    after, the sides of the line that hold a tile) follows the arms.
    """
    to = [arm ^ 1 if swaps >> (arm // 2) & 1 else arm for arm in range(MOST_ARMS)]
    out = layout.copy()
    for arm in range(MOST_ARMS):
        out.ends[to[arm]] = layout.ends[arm]
        out.counts[to[arm]] = layout.counts[arm]
        out.waiting[to[arm]] = layout.waiting[arm]
    out.stands = [to[arm] if arm >= 0 else -1 for arm in layout.stands]
    cross = layout.cross_opens_after
    out.cross_opens_after = to[cross] if 0 <= cross < MOST_ARMS else cross
    out.line = sum(1 << to[arm] for arm in (0, 1) if layout.line >> arm & 1)
    return out, to


# -- mirror images: each pair of arms the rules treat alike may be swapped, and nothing else -----------


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    which=st.sampled_from(sorted(TABLES)),
    swaps=st.integers(1, (1 << PAIRS) - 1),
    moment=st.integers(0, 40),
)
def test_R25_a_layout_with_pairs_of_arms_swapped_has_its_image_and_plays_alike_to_the_end(
    seed: int, which: str, swaps: int, moment: int
) -> None:
    """Swapping W and E carries the doubles standing there with it; each later double's two arms swap too."""
    layouts = _layouts(TABLES[which], seed)
    layout, to_come = layouts[moment % len(layouts)]
    mirror, to = _swapped(layout, swaps)
    assert mirror_image(mirror) == mirror_image(layout) == every_image(layout)
    for tile, arm in to_come:  # the rest of the hand, each tile on the arm its own went to
        for t in range(28):
            if not layout.placed >> t & 1:
                assert mirror.arms_for(t) == sorted(to[a] for a in layout.arms_for(t))
                assert [mirror.peek(t, to[a]) for a in layout.arms_for(t)] == [
                    layout.peek(t, a) for a in layout.arms_for(t)
                ]
        assert mirror.put(tile, to[arm]) == layout.put(tile, arm)
        assert mirror.total == layout.total
        assert mirror_image(mirror) == mirror_image(layout)


def test_R25_two_layouts_share_an_image_only_where_swapping_pairs_of_arms_makes_one_the_other() -> None:
    """Every two placements of a tile on one layout, over random games: the image is the whole truth."""
    shared = apart = 0
    for seed, which in itertools.product(range(6), sorted(TABLES)):
        for layout, _ in _layouts(TABLES[which], seed):
            for t in range(28):
                arms = layout.arms_for(t) if not layout.placed >> t & 1 else []
                afters = []
                for arm in arms:
                    after = layout.copy()
                    after.put(t, arm)
                    afters.append(after)
                for one, other in itertools.combinations(afters, 2):
                    # pairs in use: those with an arm open or a tile on it, or a double's name
                    used = {a // 2 for lay in (one, other) for a in range(MOST_ARMS) if lay.ends[a] >= 0}
                    masks = [
                        sum(1 << p for p in chosen)
                        for n in range(len(used) + 1)
                        for chosen in itertools.combinations(sorted(used), n)
                    ]
                    swapped = any(_swapped(one, mask)[0].key() == other.key() for mask in masks)
                    assert (mirror_image(one) == mirror_image(other)) is swapped
                    shared += swapped
                    apart += not swapped
    assert shared > 20 and apart > 20  # both kinds met: the law can fail either way


def test_R25_a_tile_on_either_arm_of_a_later_double_is_one_move_and_on_two_doubles_two() -> None:
    layout = Layout(EVERY)
    for text, arm in (("5-5", -1), ("5-3", 1), ("3-3", 1), ("3-1", 1), ("5-2", 0), ("2-2", 0), ("2-6", 0)):
        layout.put(Tile.parse(text).id, arm)
    # open now: W (6), E (1), N and S of the 5-5, the 2-2's W2N and W2S, the 3-3's E3N and E3S
    named = ["W", "E", "N", "S", "W2N", "W2S", "E3N", "E3S"]
    assert [layout.arm_name(a) for a in layout.open_arms()] == named
    tile = Tile.parse("3-2").id
    options = [(tile, arm) for arm in layout.arms_for(tile)]
    assert [layout.arm_name(arm) for _, arm in options] == named[4:]
    # W2N and W2S are twins, E3N and E3S too; on the 2-2 it shows 3, on the 3-3 it shows 2: two moves
    assert twins_of(layout, options) == [0, 0, 2, 2]


# -- the memo key --------------------------------------------------------------------------------------

#: What the law says two positions of one key share: the layout's ends and counts, the tiles left.
Facts = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def _deal_at(table: Table, seed: int, moment: int) -> OpenHand:
    """The first hand of a random game at ``table``, every tile known, just after its placement ``moment``."""
    played = play_game(table, seed, "random", max_hands=1).hands[0]
    placements = [k for k, m in enumerate(played.moves) if m.kind is MoveKind.PLAY]
    hand = _hand_at(table, played, placements[min(moment, len(placements) - 1)] + 1)
    return OpenHand(
        Rules.of(table),
        hand.layout.copy(),
        list(hand.held),
        [t.id for t in hand.boneyard_left()],
        hand.drawable,
        hand.seat,
        0,
        list(hand.scores),
    )


#: The most positions a test looks at from one moment (a seat that drew much has many lines).
MOST_KEYS = 4000


def _explore(deal: OpenHand, depth: int, seen: dict[tuple[object, ...], set[Facts]]) -> int:
    """Lines of play from ``deal`` for ``depth`` turns, as the exact search meets them; how many met again.

    Each position's memo key gathers what the positions met under it hold; a key met again is
    not looked past, as the search's memo does not; nor anything past :data:`MOST_KEYS` keys.
    """
    board = deal.board
    facts = (tuple(board.ends), tuple(board.counts), tuple(deal.held), tuple(deal.boneyard[deal.at :]))
    key = memo_key(deal)
    again = key in seen
    seen.setdefault(key, set()).add(facts)
    if again or depth == 0 or len(seen) >= MOST_KEYS:
        return int(again)
    options = deal.options()
    if not options:
        child = deal.copy()
        return _explore(child, depth - 1, seen) if child.stuck() is None else 0
    met = 0
    for tile, arm in options:
        child = deal.copy()
        if child.play(tile, arm) is None:
            met += _explore(child, depth - 1, seen)
    return met


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), which=st.sampled_from(sorted(TABLES)), moment=st.integers(1, 20))
def test_R25_two_positions_share_a_memo_key_only_with_the_same_ends_counts_and_tiles_left(
    seed: int, which: str, moment: int
) -> None:
    """Every position some turns on from a moment of a random game: a key never joins two that differ.

    Two turns of each seat, so that lines of play meet (a seat's two tiles in either order).
    """
    table = TABLES[which]
    seen: dict[tuple[object, ...], set[Facts]] = {}
    _explore(_deal_at(table, seed, moment), 2 * table.players, seen)
    assert all(len(facts) == 1 for facts in seen.values())


def test_R25_lines_of_play_that_meet_share_a_memo_key_and_arms_apart_under_a_later_double_do_not() -> None:
    for which in sorted(TABLES):
        seen: dict[tuple[object, ...], set[Facts]] = {}
        met = _explore(_deal_at(TABLES[which], 11, 6), 2 * TABLES[which].players, seen)
        assert met > 0, which  # lines of play met (a transposition) and took one key
        assert all(len(facts) == 1 for facts in seen.values())
    # 3-6 north or south of a later 3-3: the four arms alike, the key apart (the image joins them)
    north, south = _walked(), _walked()
    north.put(Tile.parse("3-6").id, north.arm_named("E3N"))
    south.put(Tile.parse("3-6").id, south.arm_named("E3S"))
    assert north.key()[:15] == south.key()[:15] and north.key() != south.key()
    assert mirror_image(north) == mirror_image(south)


# -- a hand-made Five Up position: the best is on a later double's arm ------------------------------------

#: Two players under spinner=every, four tiles each (R3), the count in fives (R15).
SMALL = Table(2, rules=RuleSet.from_variants({"spinner": "every", "hand-size": "4"}, "allfives"))
#: The layout: 5-5 led (the spinner), 5-3 E, 3-3 E (a later double), 3-1 E (its cross opens: E3N and
#: E3S show 3), 5-4 W (the spinner's N and S open, showing 5), 1-2 E. Open: W 4, E 2, N 5, S 5, E3N 3, E3S 3.
WALK = (("5-5", None), ("5-3", "E"), ("3-3", "E"), ("3-1", "E"), ("5-4", "W"), ("1-2", "E"))


def _walked() -> Layout:
    """:data:`WALK`'s layout."""
    board = Layout(SMALL.rules)
    for tile, arm in WALK:
        board.put(Tile.parse(tile).id, -1 if arm is None else board.arm_named(arm))
    return board


def _small_hand(mine: list[str], theirs: list[str]) -> Hand:
    dealt = [[Tile.parse(t) for t in tiles] for tiles in (mine, theirs)]
    boneyard = [t for t in TILES if t not in dealt[0] + dealt[1]]
    hand = Hand(SMALL, dealt, boneyard, 0)
    for tile, arm in WALK:
        hand.play(tile, arm)
    return hand


def test_R25_the_search_places_the_last_tile_where_it_scores_most_on_a_later_doubles_arm() -> None:
    """Worked by hand: 4-3 goes out anywhere, so only its points differ, whatever the deal.

    On W (showing 4) it leaves 3 + 2 = 5: +5; on E3N (showing 3) it leaves 4 + 2 + 4 = 10: +10
    (N and S, untouched, count nothing, R16); E3S is E3N's twin. The best is E3N, by 5.
    """
    hand = _small_hand(["5-5", "3-3", "5-4", "4-3"], ["5-3", "3-1", "1-2", "6-0"])
    assert sorted(str(o) for o in hand.legal_placements()) == ["4-3 E3N", "4-3 E3S", "4-3 W"]
    position = position_in(hand)
    verdict = evaluate(position, Settings(samples=24))
    best = verdict.best
    assert (TILES[best.tile], position.board.arm_name(best.arm), best.points) == (
        Tile.parse("4-3"),
        "E3N",
        10,
    )
    west = verdict.option(Tile.parse("4-3").id, 0)
    assert west is not None and west.points == 5
    assert best.value - west.value == pytest.approx(5.0)
    assert (
        verdict.twins(best, verdict.options[1]) and position.board.arm_name(verdict.options[1].arm) == "E3S"
    )


def _brute_force(table: Table, layout: Layout, held: list[int], seat: int, passes: int = 0) -> int:
    """Side 0's points less side 1's to the end of the hand, each seat playing its side's best (no draws)."""
    options = [(t, a) for t in range(28) if held[seat] >> t & 1 for a in layout.arms_for(t)]
    if not options:
        if passes + 1 == table.players:  # blocked (R12)
            lost, won = table.hand_end(HandOutcome.BLOCKED, None, [pips_of(m) for m in held])
            return won[0] - lost[0] - (won[1] - lost[1])
        return _brute_force(table, layout, held, 1 - seat, passes + 1)
    values = []
    for tile, arm in options:
        after = layout.copy()
        points = after.put(tile, arm)
        left = held[:]
        left[seat] ^= 1 << tile
        if left[seat]:
            rest = _brute_force(table, after, left, 1 - seat)
        else:  # out (R11)
            lost, won = table.hand_end(HandOutcome.OUT, seat, [pips_of(m) for m in left])
            rest = won[0] - lost[0] - (won[1] - lost[1])
        values.append((points if seat == 0 else -points) + rest)
    return max(values) if seat == 0 else min(values)


def test_R25_the_exact_search_agrees_with_brute_force_where_the_best_is_a_later_doubles_arm() -> None:
    """Every tile known: 0-0, 1-0 and 3-2 against 3-0 and 5-1, on :data:`WALK`'s layout, nothing to draw.

    Now 3-2 scores nothing wherever it goes, and the greedy player would put it on E (the first
    arm); played out, E gives 10 away and E3N nothing: the search must see past the points now.
    """
    board = _walked()
    held = [sum(1 << Tile.parse(t).id for t in tiles) for tiles in (("0-0", "1-0", "3-2"), ("3-0", "5-1"))]
    deal = OpenHand(Rules.of(SMALL), board, held, [], 0, 0, 0, [0, 0])
    options = deal.options()
    values, _ = exact_values(deal, options)
    for (tile, arm), value in zip(options, values, strict=True):
        after = board.copy()
        points = after.put(tile, arm)
        left = held[:]
        left[0] ^= 1 << tile
        assert value == points + _brute_force(SMALL, after, left, 1), (TILES[tile], board.arm_name(arm))
    named = {(str(TILES[t]), board.arm_name(a)): v for (t, a), v in zip(options, values, strict=True)}
    assert named == {("3-2", "E"): -10, ("3-2", "E3N"): 0, ("3-2", "E3S"): 0}
    assert all(board.peek(t, a) == 0 for t, a in options)


# -- the players and the study play and judge Five Up -----------------------------------------------------


@pytest.mark.parametrize("which", sorted(TABLES))
@pytest.mark.parametrize("kind", ["analyst:4", "rollout:2"])
def test_R25_the_analysis_players_play_legal_five_up_games_on_later_doubles_arms(
    which: str, kind: str
) -> None:
    table = TABLES[which]
    kinds = [kind, "greedy"] * (table.players // 2)
    game = play_game(table, 3, kinds, max_hands=2, makers=ANALYSIS_PLAYERS)
    replay_game(game)  # every move legal under R25
    assert check_game(record_of(game, View(Knowledge.OPEN))).diagnostics == ()
    arms = [int(m.arm) for h in game.hands for m in h.moves if m.kind is MoveKind.PLAY and m.arm is not None]
    assert max(arms) >= 4, "no later double's arm played"
    assert play_game(table, 3, kinds, max_hands=2, makers=ANALYSIS_PLAYERS) == game


# -- the study annotates Five Up ---------------------------------------------------------------------------

QUICK = Settings(samples=3, exact_nodes=500)


def _games() -> list[GameRecord]:
    """Self-played games read back from text: Five Up's partnerships, and every double a spinner at two."""
    games = []
    for seed in range(3):
        for table, kinds in (
            (TABLES["fiveup"], ["greedy", "random"] * 2),
            (TABLES["every"], ["random", "greedy"]),
        ):
            game = play_game(table, seed, kinds, max_hands=2)
            games.append(parse_game(write_game(record_of(game, View(Knowledge.OPEN)))))
    return games


class _Bests(HandVisitor):
    """Each judged turn's [%best] held against the layout it was judged on: a tile held, on an open arm."""

    def __init__(self, hand: HandRecord) -> None:
        self.held = {seat: {tile.id for tile in tiles} for seat, tiles in hand.dealt}
        self.bests = self.paths = 0

    def turn_begins(self, replay: HandReplay, t: int, turn: Turn, drawn: tuple[Tile, ...] | None) -> None:
        assert turn.draws == 0 or drawn is not None  # an open record names what was drawn
        self.held[turn.seat] |= {tile.id for tile in drawn or ()}

    def before_placement(self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int) -> None:
        found = Evaluation.of_comments(turn.comments)
        if found.best is None:
            return
        layout, best = replay.layout, found.best.id
        assert best in self.held[turn.seat] and not layout.placed >> best & 1, f"{found.best} not held"
        self.bests += 1
        if layout.lead < 0:
            assert found.best_arm is None  # the lead goes in the centre
            return
        fits = layout.arms_for(best)
        if found.best_arm is None:
            assert len(fits) == 1, f"{found.best} fits {len(fits)} arms: the record must name one"
            return
        written = arm_written(layout, found.best_arm)
        assert written is not None, f"{found.best_text}: {no_arm(layout, found.best_arm)}"
        assert written in fits and layout.arm_name(written) == str(found.best_arm), found.best_text
        self.paths += written >= 4

    def after_placement(
        self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int, points: int
    ) -> None:
        self.held[turn.seat].discard(tile)


def test_R25_the_study_annotates_five_up_with_every_best_a_legal_placement_named_by_its_arm() -> None:
    bests = paths = 0
    for record in _games():
        judged = judge_all(decisions(record, check_game(record), QUICK.seed), QUICK)
        assert any(j.verdict is not None for j in judged)
        once = annotated(record, judged)
        for h, hand in enumerate(once.hands):
            walk = _Bests(hand)
            HandReplay(once, h, walk).run()
            bests, paths = bests + walk.bests, paths + walk.paths
        unit = count_unit(record.table.rules)
        assert unit == (0.2 if record.table.rules.count is Count.FIFTHS else 1.0)  # glyphs in fifths (R20)
        turns = [turn for hand in once.hands for turn in hand.turns if turn.comments]
        assert all(glyph_for(Evaluation.of_comments(t.comments), unit) in (None, *t.glyphs) for t in turns)
        for again in (parse_game(write_game(once)), game_from_json(game_to_json(once))):
            assert again == parse_game(write_game(once))
            assert check_game(again).diagnostics == ()  # re-read, and valid as it was
        assert study_report(once, judged, "five up").players  # the report words every arm
    assert bests > 100 and paths > 0, (bests, paths)  # some best on a later double's arm, by its path


def test_R25_the_layout_before_a_decision_and_a_classic_hint_name_later_arms_by_their_words_and_paths() -> (
    None
):
    layout = _walked()
    chains: list[list[int]] = [[] for _ in range(MOST_ARMS)]
    for text, arm in WALK[1:]:
        assert arm is not None
        chains[layout.arm_named(arm)].append(Tile.parse(text).id)
    assert layout_text(layout, chains) == (
        "lead 5-5; west 5-4 (shows 4); east 5-3 3-3 3-1 2-1 (shows 2); north open; south open;"
        " north of the 3-3 (E) open; south of the 3-3 (E) open; count 6"
    )
    hinted = 0
    for record in _games():
        once = classic(record, check_game(record))
        assert classic(once, check_game(once)) == once  # a hint by its path is replaced, not repeated
        hints = [c.text.strip() for h in once.hands for t in h.turns for c in t.comments]
        hinted += sum(1 for text in hints if re.fullmatch(r"better: \d-\d [WENS]\d[WENS].* \+\d+", text))
    assert hinted > 0


def test_R25_allfives_annotate_judges_a_five_up_game_and_writes_a_valid_record(tmp_path: Path) -> None:
    runner = CliRunner()
    game, study = tmp_path / "fiveup.afn", tmp_path / "study.afn"
    made = runner.invoke(
        app, ["generate", "--rules", "fiveup", "--seed", "2", "--max-hands", "2", "-o", str(game)]
    )
    assert made.exit_code == 0, made.output
    done = runner.invoke(app, ["annotate", str(game), "--samples", "3", "-o", str(study)])
    assert done.exit_code == 0, done.output
    assert "[%best" in study.read_text()
    checked = runner.invoke(app, ["validate", str(study)])
    assert checked.exit_code == 0, checked.output
    report = runner.invoke(app, ["annotate", str(game), "--samples", "3", "--report"])
    assert report.exit_code == 0 and "Ann" in report.output, report.output
