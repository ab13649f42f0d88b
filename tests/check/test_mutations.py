"""Mutation tests: engine-played games, one thing changed, and the validator says what and where.

Each test takes games the engine played, written down at a knowledge level, changes one
thing in the record model with ``dataclasses.replace``, writes the record as text and reads
it back (so every turn and line has its place), then checks it. The knowledge levels are
``open``, ``public``, and two ``player`` records: the ``mover``'s own (the seat whose turn
or entry was changed) and a ``bystander``'s (the next seat round the table).

Where a level can see the change at once, the first error must carry the right code at
the changed line. Where it cannot (a public record does not show what a hand holds), the
test says why and asks only for an error at or after that line, from a small set of codes.
Every change makes the record truly illegal: no deal could explain it. The last part
checks the converse: changes that keep a record legal give no error.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

import pytest

from allfives_notation.check import Diagnostic, GameReport, Severity, check_game
from allfives_notation.engine import PlayedGame
from allfives_notation.engine.arms import Arm
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.rules import HandEndRule, Table
from allfives_notation.engine.tiles import OTHER_HALF, TILES, Tile, mask_of, tiles_of
from allfives_notation.notation import parse_game, write_game
from allfives_notation.record import (
    Comment,
    CommentStyle,
    GameRecord,
    HandEnd,
    HandRecord,
    HowEnded,
    Knowledge,
    Turn,
    View,
    record_of,
)
from allfives_notation.testing.games import played
from allfives_notation.testing.records import (
    LEVELS,
    record_at,
    seat_sees,
    truth_of,
    with_hand,
    with_turn,
    written,
)

T = TypeVar("T")
Site = tuple[int, int]  # (hand, turn), or (hand, seat or side), all from 0

# ---- the games ---------------------------------------------------------------------------

#: A handful of seatings, variant families and seeds: (players, partnerships, variants, seed, kinds).
GAMES: dict[str, tuple[int, bool, tuple[tuple[str, str], ...], int, tuple[str, ...]]] = {
    "2p-default": (2, False, (), 1, ("greedy", "greedy")),
    "2p-win-check-hand-end": (2, False, (("win-check", "hand-end"),), 1, ("greedy", "random")),
    "2p-hand-size-5": (2, False, (("hand-size", "5"),), 0, ("random", "greedy")),
    "3p-award": (3, False, (("hand-end", "award"),), 0, ("greedy", "random", "greedy")),
    "3p-highest-double": (3, False, (("first-lead", "highest-double"),), 1, ("greedy",) * 3),
    "4p-spinner-none": (4, False, (("spinner", "none"),), 0, ("greedy",) * 4),
    "4p-partners-spinner-open": (4, True, (("spinner", "open"),), 1, ("greedy",) * 4),
    "4p-partners-reserve-2": (4, True, (("boneyard-reserve", "2"),), 0, ("greedy", "random") * 2),
}
SITES_PER_GAME = 3  # how many places in each game a test changes, one at a time


def game_of(name: str) -> PlayedGame:
    players, partnerships, variants, seed, kinds = GAMES[name]
    return played(players, partnerships, variants, seed, kinds)


def for_each(names: Sequence[str]) -> pytest.MarkDecorator:
    """Parametrize a test over every level and the games ``names``."""
    return pytest.mark.parametrize(("level", "name"), [(level, name) for name in names for level in LEVELS])


EVERY_GAME = for_each(list(GAMES))

# ---- the facts: the open record replayed -------------------------------------------------


@dataclass(frozen=True)
class Before:
    """The table just before one turn: the layout, and what each seat holds (before any draw)."""

    layout: Layout
    held: tuple[int, ...]  # tile mask per seat


def tables(hand: HandRecord, table: Table) -> list[Before]:
    """The table before each turn of ``hand`` and after its last, replayed from its open record."""
    layout = Layout(table.rules)
    held = [0] * table.players
    for seat, tiles in hand.dealt:
        held[seat] = mask_of(tiles)
    out = []
    for turn in hand.turns:
        out.append(Before(layout.copy(), tuple(held)))
        held[turn.seat] |= mask_of(turn.drawn)
        if turn.tile is not None:
            tile = turn.tile.id
            arm = -1 if layout.lead < 0 else (turn.arm if turn.arm is not None else layout.arms_for(tile)[0])
            layout.put(tile, int(arm))
            held[turn.seat] &= ~(1 << tile)
    return [*out, Before(layout, tuple(held))]


def befores(hand: HandRecord, table: Table) -> list[Before]:
    """The table before each turn of ``hand``."""
    return tables(hand, table)[:-1]


def placements(truth: GameRecord) -> Iterator[tuple[int, int, Turn, Tile, Before]]:
    """Every placement after the lead: hand, turn, the turn, its tile, and the table before it."""
    for h, hand in enumerate(truth.hands):
        for t, (turn, before) in enumerate(zip(hand.turns, befores(hand, truth.table), strict=True)):
            if t > 0 and turn.tile is not None:
                yield h, t, turn, turn.tile, before


def pick(sites: Sequence[T], name: str, kind: str) -> list[T]:
    """A few of ``sites``, the same ones every run; there must be some."""
    assert sites, f"{name} has nowhere to make the change {kind!r}"
    return random.Random(f"{name}/{kind}").sample(list(sites), min(SITES_PER_GAME, len(sites)))


# ---- changing and checking ---------------------------------------------------------------


def check(record: GameRecord) -> tuple[GameRecord, GameReport]:
    """``record`` written as text and read back, so every part has a line; and its report."""
    read = parse_game(write_game(record))
    return read, check_game(read, source="mutant.afn")


def errors(report: GameReport) -> list[Diagnostic]:
    return [d for d in report.diagnostics if d.severity is Severity.ERROR]


def shown(report: GameReport) -> str:
    return "\n".join(map(str, report.diagnostics)) or "no diagnostics"


def first_error(report: GameReport, why: str) -> Diagnostic:
    found = errors(report)
    assert found, f"{why}: the validator found nothing\n{shown(report)}"
    return found[0]


def assert_flagged_at(report: GameReport, code: str, line: int, why: str) -> Diagnostic:
    """The first error has ``code`` and stands on ``line``."""
    first = first_error(report, why)
    assert (first.code, first.line) == (code, line), (
        f"{why}: expected {code} on line {line}, got {first.code} on line {first.line}\n{shown(report)}"
    )
    return first


def assert_flagged_from(report: GameReport, codes: set[str], line: int, why: str) -> Diagnostic:
    """The first error is one of ``codes``, at or after ``line``: the change shows only later."""
    first = first_error(report, why)
    assert first.code in codes and first.line is not None and first.line >= line, (
        f"{why}: expected one of {sorted(codes)} at or after line {line}, got {first.code} on line"
        f" {first.line}\n{shown(report)}"
    )
    return first


def entry_place(read: GameRecord, h: int, key: str) -> tuple[int, int]:
    """Line and column of an entry of an end-of-hand line, as ``deduct:1``."""
    place = read.hands[h].place(key)
    assert place is not None, key
    return place


def assert_flagged_at_entry(report: GameReport, code: str, place: tuple[int, int], why: str) -> Diagnostic:
    """The first error has ``code`` and points at the entry's value, line and column."""
    first = assert_flagged_at(report, code, place[0], why)
    assert first.column == place[1], f"{why}: column {first.column}, not {place[1]}\n{shown(report)}"
    return first


# ---- a tile ------------------------------------------------------------------------------


@EVERY_GAME
def test_R7_a_held_tile_that_fits_no_end_is_AF204(level: str, name: str) -> None:
    """The mover plays a tile they do hold, but it fits no open end.

    The layout is public, so every level sees it on the changed line.
    """
    game = game_of(name)
    truth = truth_of(game)
    sites: dict[Site, Tile] = {}
    for h, t, turn, _, before in placements(truth):
        if turn.draws:
            continue  # after drawing, the tile drawn is played (R9): that would be another mistake
        unfit = [held for held in tiles_of(before.held[turn.seat]) if not before.layout.arms_for(held.id)]
        if unfit:
            sites[(h, t)] = unfit[0]
    for h, t in pick(list(sites), name, "unfit"):
        record = record_at(game, level, truth.hands[h].turns[t].seat)
        mutant = with_turn(record, h, t, replace(record.hands[h].turns[t], tile=sites[(h, t)]))
        read, report = check(mutant)
        why = f"{name} hand {h + 1} turn {t + 1}: {sites[(h, t)]}"
        first = assert_flagged_at(report, "AF204", read.hands[h].turns[t].line, why)
        assert first.found == str(sites[(h, t)])


@EVERY_GAME
def test_R7_a_tile_the_mover_does_not_hold_is_AF202(level: str, name: str) -> None:
    """The mover plays a tile that fits, but another seat holds it and places it later in the hand.

    The record is truly illegal at every level, as the tile is then placed twice. A record
    that sees the mover's hand (open, the mover's own) or the holder's hand flags AF202 on
    the changed line. Any other record cannot tell who held the tile then, and must notice
    later: the tile placed again (AF203), a later tile that no longer fits the changed
    layout or finds its arm closed (AF204-AF206), a claim the changed layout no longer
    gives (AF301), or a hand that ends otherwise than the record says (AF212, AF401).
    """
    game = game_of(name)
    truth = truth_of(game)
    sites: dict[Site, tuple[int, int, int]] = {}  # the tile, an arm it fits, its holder
    for h, t, turn, _, before in placements(truth):
        if turn.draws:
            continue
        later = [(o.tile.id, o.seat) for o in truth.hands[h].turns[t + 1 :] if o.tile and o.seat != turn.seat]
        for tile, holder in later:
            arms = before.layout.arms_for(tile)
            if arms and before.held[holder] >> tile & 1:
                sites[(h, t)] = (tile, arms[0], holder)
                break
    for h, t in pick(list(sites), name, "not held"):
        tile, arm, holder = sites[(h, t)]
        mover = truth.hands[h].turns[t].seat
        record = record_at(game, level, mover)
        layout = befores(truth.hands[h], truth.table)[t].layout
        points = layout.put(tile, arm)  # the claim stays right: only the tile is wrong
        changed = replace(record.hands[h].turns[t], tile=TILES[tile], arm=Arm(arm), points=points or None)
        read, report = check(with_turn(record, h, t, changed))
        line = read.hands[h].turns[t].line
        why = f"{name} hand {h + 1} turn {t + 1}: {TILES[tile]}, held by seat {holder}"
        if seat_sees(record.view, mover) or seat_sees(record.view, holder):
            assert_flagged_at(report, "AF202", line, why)
        else:
            later_codes = {"AF203", "AF204", "AF205", "AF206", "AF301", "AF212", "AF401"}
            assert_flagged_from(report, later_codes, line, why)


@EVERY_GAME
def test_R1_a_tile_already_on_the_table_is_AF203(level: str, name: str) -> None:
    """A placement names a tile placed earlier in the hand: the layout is public, so every level sees it."""
    game = game_of(name)
    truth = truth_of(game)
    sites = [(h, t) for h, t, turn, _, _ in placements(truth) if not turn.draws]
    for h, t in pick(sites, name, "placed twice"):
        again = next(turn.tile for turn in reversed(truth.hands[h].turns[:t]) if turn.tile is not None)
        record = record_at(game, level, truth.hands[h].turns[t].seat)
        read, report = check(with_turn(record, h, t, replace(record.hands[h].turns[t], tile=again)))
        why = f"{name} hand {h + 1} turn {t + 1}: {again} again"
        first = assert_flagged_at(report, "AF203", read.hands[h].turns[t].line, why)
        assert first.found == str(again)


# ---- an arm ------------------------------------------------------------------------------


@EVERY_GAME
def test_R14_an_arm_that_is_closed_or_does_not_match_is_AF205_or_AF204(level: str, name: str) -> None:
    """A placement moved to another arm: AF205 if that arm is not open, AF204 if its end does not match."""
    game = game_of(name)
    truth = truth_of(game)
    sites: dict[Site, tuple[Arm, str]] = {}
    for h, t, turn, tile, before in placements(truth):
        ends = before.layout.ends
        for arm in Arm:
            if ends[arm] < 0:
                sites[(h, t)] = (arm, "AF205")
            elif arm != turn.arm and OTHER_HALF[tile.id][ends[arm]] < 0:
                sites[(h, t)] = (arm, "AF204")
    for h, t in pick(list(sites), name, "arm"):
        arm, code = sites[(h, t)]
        record = record_at(game, level, truth.hands[h].turns[t].seat)
        read, report = check(with_turn(record, h, t, replace(record.hands[h].turns[t], arm=arm)))
        why = f"{name} hand {h + 1} turn {t + 1} on arm {arm}"
        first = assert_flagged_at(report, code, read.hands[h].turns[t].line, why)
        assert first.rule == ("R14" if code == "AF205" else "R7")


@EVERY_GAME
def test_R14_a_lead_on_an_arm_is_AF205(level: str, name: str) -> None:
    """The lead goes in the centre: a lead written on an arm is refused on its line."""
    game = game_of(name)
    for h in pick(range(len(game.hands)), name, "lead on an arm"):
        record = record_at(game, level, game.hands[h].leader)
        read, report = check(with_turn(record, h, 0, replace(record.hands[h].turns[0], arm=Arm.E)))
        assert_flagged_at(report, "AF205", read.hands[h].turns[0].line, f"{name} hand {h + 1}")


@EVERY_GAME
def test_R14_an_arm_left_out_where_two_arms_take_the_tile_is_AF206(level: str, name: str) -> None:
    """Where the tile fits more than one arm, the record must say which."""
    game = game_of(name)
    truth = truth_of(game)
    sites = [
        (h, t) for h, t, _, tile, before in placements(truth) if len(before.layout.arms_for(tile.id)) > 1
    ]
    for h, t in pick(sites, name, "ambiguous arm"):
        record = record_at(game, level, truth.hands[h].turns[t].seat, implied_arms=False)
        read, report = check(with_turn(record, h, t, replace(record.hands[h].turns[t], arm=None)))
        assert_flagged_at(report, "AF206", read.hands[h].turns[t].line, f"{name} hand {h + 1} turn {t + 1}")


# ---- a claimed score ---------------------------------------------------------------------


@EVERY_GAME
@pytest.mark.parametrize("delta", [5, -5])
def test_R15_claim_off_by_five_is_AF301(level: str, name: str, delta: int) -> None:
    """A scoring placement claims five more or five less: AF301 on its line, and nothing else is wrong.

    The validator scores what the layout gives, not what the record claims, so the
    running scores stay right and the claim is the only error.
    """
    game = game_of(name)
    truth = truth_of(game)
    sites = [
        (h, t)
        for h, hand in enumerate(truth.hands)
        for t, turn in enumerate(hand.turns)
        if turn.points is not None and turn.points + delta >= 0
    ]
    for h, t in pick(sites, name, f"claim {delta:+}"):
        record = record_at(game, level, truth.hands[h].turns[t].seat)
        turn = record.hands[h].turns[t]
        assert turn.points is not None
        read, report = check(with_turn(record, h, t, replace(turn, points=turn.points + delta)))
        why = f"{name} hand {h + 1} turn {t + 1}: {turn.points} claimed as {turn.points + delta}"
        first = assert_flagged_at(report, "AF301", read.hands[h].turns[t].line, why)
        assert (first.rule, first.expected, first.found) == (
            "R15",
            str(turn.points),
            str(turn.points + delta),
        )
        assert len(errors(report)) == 1, shown(report)


@EVERY_GAME
def test_R16_points_claimed_for_a_placement_that_scores_nothing_is_AF301(level: str, name: str) -> None:
    """A placement whose open ends add up to no multiple of five claims +5."""
    game = game_of(name)
    truth = truth_of(game)
    sites = [
        (h, t)
        for h, hand in enumerate(truth.hands)
        for t, turn in enumerate(hand.turns)
        if turn.tile is not None and turn.points is None
    ]
    for h, t in pick(sites, name, "claim for nothing"):
        record = record_at(game, level, truth.hands[h].turns[t].seat)
        read, report = check(with_turn(record, h, t, replace(record.hands[h].turns[t], points=5)))
        why = f"{name} hand {h + 1} turn {t + 1}"
        first = assert_flagged_at(report, "AF301", read.hands[h].turns[t].line, why)
        assert (first.rule, first.expected, first.found) == ("R16", "0", "5")
        assert len(errors(report)) == 1, shown(report)


# ---- a dropped draw ----------------------------------------------------------------------


def one_draw_fewer(turn: Turn) -> Turn:
    """``turn`` with its last draw left out (and, where named, that tile)."""
    return replace(turn, draws=turn.draws - 1, drawn=turn.drawn[:-1])


def draws_then_passes(truth: GameRecord) -> list[Site]:
    return [
        (h, t)
        for h, hand in enumerate(truth.hands)
        for t, turn in enumerate(hand.turns)
        if turn.passed and turn.draws
    ]


#: The games where somebody draws and still passes (two players seldom empty the boneyard).
DRAW_AND_PASS_GAMES = [name for name in GAMES if draws_then_passes(truth_of(game_of(name)))]


def test_enough_games_draw_and_then_pass() -> None:
    assert len(DRAW_AND_PASS_GAMES) >= 3, DRAW_AND_PASS_GAMES


@for_each(DRAW_AND_PASS_GAMES)
def test_R10_a_dropped_draw_before_a_pass_is_AF209(level: str, name: str) -> None:
    """A player drew and passed; with one draw fewer they pass while a tile may still be drawn.

    How many tiles each draw took is public, so every level sees it on the changed line.
    """
    game = game_of(name)
    truth = truth_of(game)
    for h, t in pick(draws_then_passes(truth), name, "dropped draw, pass"):
        record = record_at(game, level, truth.hands[h].turns[t].seat)
        read, report = check(with_turn(record, h, t, one_draw_fewer(record.hands[h].turns[t])))
        assert_flagged_at(report, "AF209", read.hands[h].turns[t].line, f"{name} hand {h + 1} turn {t + 1}")


def end_shows_count(hand: HandRecord, seat: int) -> bool:
    """Whether the end of ``hand`` shows how many tiles ``seat`` was left with.

    A seat that went out holds none; after any other end but the target every seat left
    with pips shows its tiles; and a blocked hand ends in passes, which a seat could not make
    with a tile still to draw. A hand ended at the target shows nothing.
    """
    assert hand.end is not None
    if hand.end.how is HowEnded.TARGET:
        return False
    return hand.end.how is HowEnded.BLOCKED or hand.end.seat == seat or seat in dict(hand.pips)


@EVERY_GAME
def test_R9_a_dropped_draw_before_a_placement(level: str, name: str) -> None:
    """A player drew and played the last tile drawn; the record leaves out one of the draws.

    A record that names the mover's draws (open, the mover's own) sees it on the changed
    line: the tile played is not the last one drawn (AF208) or, with no draw left, is not
    in the mover's hand at all (AF202). Other records only count the draws, so the change
    shows when the count no longer adds up: the mover goes out a tile early and play goes
    on (AF212), shows a different number of tiles at the end (AF306), or somebody passes
    while the boneyard still has a tile (AF209). Only hands whose end shows the mover's
    count are changed: after a hand ended at the target, a public record with a draw fewer
    can be explained by another deal, so it is no mistake.
    """
    game = game_of(name)
    truth = truth_of(game)
    sites = [
        (h, t)
        for h, hand in enumerate(truth.hands)
        for t, turn in enumerate(hand.turns)
        if turn.tile is not None and turn.draws and end_shows_count(hand, turn.seat)
    ]
    for h, t in pick(sites, name, "dropped draw, placement"):
        mover = truth.hands[h].turns[t].seat
        record = record_at(game, level, mover)
        turn = record.hands[h].turns[t]
        read, report = check(with_turn(record, h, t, one_draw_fewer(turn)))
        line = read.hands[h].turns[t].line
        why = f"{name} hand {h + 1} turn {t + 1}: draws {turn.draws} written as {turn.draws - 1}"
        if seat_sees(record.view, mover):
            assert_flagged_at(report, "AF208" if turn.draws > 1 else "AF202", line, why)
        else:
            assert_flagged_from(report, {"AF209", "AF212", "AF306"}, line, why)


# ---- two turns swapped -------------------------------------------------------------------


@EVERY_GAME
def test_R7_two_turns_swapped_is_AF201(level: str, name: str) -> None:
    """Two neighbouring turns of different seats change places: the first of them is out of turn."""
    game = game_of(name)
    truth = truth_of(game)
    sites = [
        (h, t)
        for h, hand in enumerate(truth.hands)
        for t in range(len(hand.turns) - 1)
        if hand.turns[t].seat != hand.turns[t + 1].seat
    ]
    for h, t in pick(sites, name, "swap"):
        record = record_at(game, level, truth.hands[h].turns[t].seat)
        hand = record.hands[h]
        turns = list(hand.turns)
        turns[t], turns[t + 1] = turns[t + 1], turns[t]
        read, report = check(with_hand(record, h, replace(hand, turns=tuple(turns))))
        why = f"{name} hand {h + 1} turns {t + 1} and {t + 2}"
        first = assert_flagged_at(report, "AF201", read.hands[h].turns[t].line, why)
        assert (first.expected, first.found) == (record.seats[turns[t + 1].seat], record.seats[turns[t].seat])


# ---- the wrong leader --------------------------------------------------------------------


@EVERY_GAME
def test_R5_the_wrong_leader_after_a_player_went_out_is_AF105(level: str, name: str) -> None:
    """The hand after somebody went out names another seat as its leader: AF105 on the hand's header."""
    game = game_of(name)
    truth = truth_of(game)
    sites = [
        h
        for h in range(1, len(truth.hands))
        if truth.hands[h - 1].end == HandEnd(HowEnded.OUT, truth.hands[h].leader)
    ]
    for h in pick(sites, name, "leader"):
        leader = truth.hands[h].leader
        wrong = (leader + 1) % game.table.players
        record = record_at(game, level, leader)
        read, report = check(with_hand(record, h, replace(record.hands[h], leader=wrong)))
        first = assert_flagged_at(report, "AF105", read.hands[h].line, f"{name} hand {h + 1}")
        assert (first.hand, first.expected, first.found) == (h + 1, record.seats[leader], record.seats[wrong])


# ---- the end of a hand -------------------------------------------------------------------


def entries(truth: GameRecord, line: str) -> list[Site]:
    """(hand, seat or side) for each entry of the end-of-hand ``line`` (a HandRecord field) of every hand."""
    return [(h, who) for h, hand in enumerate(truth.hands) for who, _ in getattr(hand, line)]


def changed(found: tuple[tuple[int, int], ...], who: int, delta: int) -> tuple[tuple[int, int], ...]:
    """Entries ``found`` with ``who``'s value moved by ``delta``."""
    return tuple((key, value + delta if key == who else value) for key, value in found)


def pips_known(record: GameRecord, h: int) -> bool:
    """Whether ``record`` tells the pips left in every hand at the end of hand ``h``."""
    hand = record.hands[h]
    assert hand.end is not None
    told = {hand.end.seat, *dict(hand.pips)}
    return all(seat in told or seat_sees(record.view, seat) for seat in range(record.table.players))


DEDUCT_GAMES = [name for name in GAMES if game_of(name).table.rules.hand_end is HandEndRule.DEDUCT]
AWARD_GAMES = [name for name in GAMES if game_of(name).table.rules.hand_end is HandEndRule.AWARD]


@for_each(DEDUCT_GAMES)
@pytest.mark.parametrize("delta", [5, -5])
def test_R17_a_wrong_deduction_is_AF303_at_its_entry(level: str, name: str, delta: int) -> None:
    """A deduction five off. Every level knows the pips left (a seat with some shows its tiles at
    the end), so AF303 at the entry, and the score after it is still right."""
    game = game_of(name)
    truth = truth_of(game)
    sites = [(h, who) for h, who in entries(truth, "deductions") if dict(truth.hands[h].deductions)[who] > 5]
    for h, who in pick(sites, name, f"deduct {delta:+}"):
        record = record_at(game, level, who)
        hand = record.hands[h]
        read, report = check(
            with_hand(record, h, replace(hand, deductions=changed(hand.deductions, who, delta)))
        )
        why = f"{name} hand {h + 1}, the deduction of seat {who}"
        assert_flagged_at_entry(report, "AF303", entry_place(read, h, f"deduct:{who}"), why)
        assert len(errors(report)) == 1, shown(report)


@for_each(AWARD_GAMES)
def test_R17_a_wrong_award_is_AF304_at_its_entry(level: str, name: str) -> None:
    """An award five too high: AF304 at its entry, where the record tells every seat's pips.

    A seat left with no pips (only 0-0) is left out of the pips and shown lines, so a record
    that does not see its hand cannot work out the award. The award then only contradicts
    the score line after it, and that is where the mistake is flagged (AF302).
    """
    game = game_of(name)
    truth = truth_of(game)
    for h, side in pick(entries(truth, "awards"), name, "award"):
        record = record_at(game, level, truth.table.seats_of(side)[0])
        hand = record.hands[h]
        read, report = check(with_hand(record, h, replace(hand, awards=changed(hand.awards, side, 5))))
        key, code = (f"award:{side}", "AF304") if pips_known(record, h) else (f"score:{side}", "AF302")
        why = f"{name} hand {h + 1}, the award of side {side}"
        assert_flagged_at_entry(report, code, entry_place(read, h, key), why)
        assert len(errors(report)) == 1, shown(report)


@EVERY_GAME
def test_R17_wrong_pips_left_are_AF305_at_their_entry(level: str, name: str) -> None:
    game = game_of(name)
    truth = truth_of(game)
    for h, who in pick(entries(truth, "pips"), name, "pips"):
        record = record_at(game, level, who)
        hand = record.hands[h]
        read, report = check(with_hand(record, h, replace(hand, pips=changed(hand.pips, who, 1))))
        why = f"{name} hand {h + 1}, the pips of seat {who}"
        assert_flagged_at_entry(report, "AF305", entry_place(read, h, f"pips:{who}"), why)


@EVERY_GAME
def test_R17_a_wrong_running_score_is_AF302_at_its_entry(level: str, name: str) -> None:
    """A running score five too high, where the record tells all it takes to work it out.

    Under hand-end=award a seat left holding only 0-0 has no pips or shown entry, so a
    record that does not see it cannot tell the award; those hands are left to
    :func:`test_R17_a_wrong_score_of_a_side_that_wins_no_award_is_AF302_even_with_pips_hidden`.
    """
    game = game_of(name)
    truth = truth_of(game)
    records = {
        side: record_at(game, level, truth.table.seats_of(side)[0]) for side in range(truth.table.sides)
    }
    award = truth.rules.hand_end is HandEndRule.AWARD
    sites = [
        (h, side)
        for h, side in entries(truth, "scores")
        if not award
        or (truth.hands[h].end or HandEnd(HowEnded.BLOCKED)).how is HowEnded.TARGET
        or pips_known(records[side], h)
    ]
    for h, side in pick(sites, name, "score"):
        record = records[side]
        hand = record.hands[h]
        read, report = check(with_hand(record, h, replace(hand, scores=changed(hand.scores, side, 5))))
        why = f"{name} hand {h + 1}, the score of side {side}"
        first = assert_flagged_at_entry(report, "AF302", entry_place(read, h, f"score:{side}"), why)
        assert int(first.found or 0) == int(first.expected or 0) + 5


def test_R17_a_wrong_score_of_a_side_that_wins_no_award_is_AF302_even_with_pips_hidden() -> None:
    """Only the side that went out can win the award, so every other side's score is known."""
    game = game_of("3p-award")
    record = record_of(game, View(Knowledge.PUBLIC))
    h = next(
        h
        for h, hand in enumerate(record.hands)
        if hand.end is not None and hand.end.how is HowEnded.OUT and not pips_known(record, h)
    )
    hand = record.hands[h]
    assert hand.end is not None and hand.end.seat is not None
    side = (record.table.seat_sides[hand.end.seat] + 1) % record.table.sides
    read, report = check(with_hand(record, h, replace(hand, scores=changed(hand.scores, side, 5))))
    assert_flagged_at_entry(report, "AF302", entry_place(read, h, f"score:{side}"), f"hand {h + 1}")


# ---- a hidden tile -----------------------------------------------------------------------


def hidden_sites(name: str) -> dict[Site, tuple[list[int], Tile, Tile]]:
    """(hand, seat): the turns the seat drew or passed while the stand-in fitted (the last of them its
    last draw or pass); a tile it shows at the end; and the stand-in, of the same pips, never drawn."""
    truth = truth_of(game_of(name))
    sites: dict[Site, tuple[list[int], Tile, Tile]] = {}
    for h, hand in enumerate(truth.hands):
        if hand.end is None or hand.end.how is HowEnded.TARGET:
            continue  # nothing is shown after a hand ended at the target
        assert hand.boneyard is not None
        never_drawn = hand.boneyard[sum(turn.draws for turn in hand.turns) :]
        states = tables(hand, truth.table)
        for seat, _ in hand.pips:
            stuck = [
                t for t, turn in enumerate(hand.turns) if turn.seat == seat and (turn.draws or turn.passed)
            ]
            if not stuck:
                continue
            for shown_tile in tiles_of(states[-1].held[seat]):
                same = [
                    x
                    for x in never_drawn
                    if x.pips == shown_tile.pips and states[stuck[-1]].layout.arms_for(x.id)
                ]
                if same:
                    fitted = [t for t in stuck if states[t].layout.arms_for(same[0].id)]
                    sites[(h, seat)] = (fitted, shown_tile, same[0])
                    break
    return sites


HIDDEN_GAMES = [name for name in GAMES if hidden_sites(name)]


def test_enough_games_show_tiles_after_a_draw_or_pass() -> None:
    assert len(HIDDEN_GAMES) >= 3, HIDDEN_GAMES


@pytest.mark.parametrize(
    ("level", "name"), [(level, name) for name in HIDDEN_GAMES for level in ("public", "bystander")]
)
def test_R8_a_tile_shown_at_the_end_that_fitted_when_its_holder_last_drew_or_passed_is_AF501(
    level: str, name: str
) -> None:
    """One tile a seat shows at the end becomes another of the same pips, never drawn from the
    boneyard, that fitted the open ends when that seat last drew or passed.

    The seat drew nothing after that turn, and the tile was not one it drew then (a drawn tile
    that fits is played), so the seat held it then and had to play (R8): no deal explains the
    record. Only the hidden-tile matching can see it, at the shown line; where it names an
    earlier turn, that is a turn the seat drew or passed while the tile fitted, and where only
    one such turn rules the tile out, it names that one. (Open records
    show no tiles at the end, and nor does the mover's own record: it knows that hand all along.)
    """
    game = game_of(name)
    sites = hidden_sites(name)
    for h, seat in pick(list(sites), name, "hidden"):
        fitted, shown_tile, stand_in = sites[(h, seat)]
        record = record_at(game, level, seat)
        hand = record.hands[h]
        shown = tuple(
            (who, tuple(stand_in if x == shown_tile else x for x in tiles) if who == seat else tiles)
            for who, tiles in hand.shown
        )
        read, report = check(with_hand(record, h, replace(hand, shown=shown)))
        why = f"{name} hand {h + 1}: seat {seat} shows {stand_in} for {shown_tile}"
        first = assert_flagged_at(report, "AF501", entry_place(read, h, "shown")[0], why)
        named = re.search(r"at turn (\d+) of the hand", first.message)
        assert named is None or int(named[1]) - 1 in fitted, f"{why}: {first.message}; fitted at {fitted}"
        if len(fitted) == 1:  # that one turn alone rules the tile out, so the message names it
            assert named is not None and int(named[1]) - 1 == fitted[0], f"{why}: {first.message}"


# ---- after the game ----------------------------------------------------------------------

FINISHED_GAMES = [name for name in GAMES if game_of(name).finished]


@for_each(FINISHED_GAMES)
def test_R19_a_turn_after_the_game_ended(level: str, name: str) -> None:
    """One more turn after the last one of a finished game.

    When the last placement reached the target (R19) the turn comes after the game was over:
    AF213. When the game ended with the end-of-hand scoring (win-check=hand-end, or an
    award), the turn comes first of all after somebody went out: AF212, the hand is over.
    """
    game = game_of(name)
    record = record_at(game, level, 0)
    hand = record.hands[-1]
    assert hand.end is not None
    extra = Turn(seat=game.table.next_seat[hand.turns[-1].seat], passed=True)
    read, report = check(with_hand(record, len(record.hands) - 1, replace(hand, turns=(*hand.turns, extra))))
    code = "AF213" if hand.end.how is HowEnded.TARGET else "AF212"
    assert_flagged_at(report, code, read.hands[-1].turns[-1].line, f"{name}, a turn after {hand.end}")


@for_each(FINISHED_GAMES)
def test_R19_a_hand_after_the_game_ended_is_AF213(level: str, name: str) -> None:
    game = game_of(name)
    record = record_at(game, level, 0)
    last = record.hands[-1]
    leader = last.end.seat if last.end is not None and last.end.seat is not None else 0
    extra = HandRecord(number=last.number + 1, leader=leader, turns=(Turn(seat=leader, tile=TILES[0]),))
    read, report = check(replace(record, hands=(*record.hands, extra)))
    first = assert_flagged_at(report, "AF213", read.hands[-1].line, f"{name}, a hand after the end")
    assert first.hand == extra.number


@for_each(FINISHED_GAMES)
def test_R19_the_wrong_winner_is_AF402_at_the_result_tag(level: str, name: str) -> None:
    game = game_of(name)
    assert game.winner is not None
    record = record_at(game, level, 0)
    wrong = (game.winner + 1) % game.table.sides
    read, report = check(replace(record, result=wrong))
    place = read.place("Result")
    assert place is not None
    first = assert_flagged_at(report, "AF402", place[0], f"{name}, the result names side {wrong}")
    assert (first.expected, first.found) == (record.side_name(game.winner), record.side_name(wrong))
    assert len(errors(report)) == 1, shown(report)


# ---- legal changes are accepted ----------------------------------------------------------


def view_id(view: View) -> str:
    return view.level.value + ("" if view.seat is None else str(view.seat))


def every_view(players: int) -> list[View]:
    """Open, public, and a player record for each seat."""
    players_views = [View(Knowledge.PLAYER, seat) for seat in range(players)]
    return [View(Knowledge.OPEN), View(Knowledge.PUBLIC), *players_views]


GAME_AND_VIEW = pytest.mark.parametrize(
    ("name", "view"),
    [
        pytest.param(name, view, id=f"{name}-{view_id(view)}")
        for name in GAMES
        for view in every_view(GAMES[name][0])
    ],
)


def assert_valid_as_played(record: GameRecord, game: PlayedGame) -> None:
    """No diagnostic at all, and the replay ends the game as the engine did."""
    _, report = check(record)
    assert not report.diagnostics, shown(report)
    assert (report.over, report.winner) == (game.finished, game.winner)


def each_turn(record: GameRecord, **changes: Any) -> GameRecord:
    """``record`` with ``changes`` made to every turn."""
    hands = tuple(
        replace(hand, turns=tuple(replace(t, **changes) for t in hand.turns)) for hand in record.hands
    )
    return replace(record, hands=hands)


@GAME_AND_VIEW
def test_R15_claims_may_be_left_out(name: str, view: View) -> None:
    """Claimed points are optional: without any, the record is as valid and ends the same way."""
    game = game_of(name)
    record = written(game, view)
    bare = each_turn(record, points=None)
    assert bare != record
    assert_valid_as_played(bare, game)


@GAME_AND_VIEW
def test_R14_an_arm_only_one_arm_can_take_may_be_left_out_or_written(name: str, view: View) -> None:
    """An implied arm may be written or not, turn by turn: here every other one is left out."""
    game = game_of(name)
    truth = truth_of(game)
    record = written(game, view, implied_arms=False)
    hands = []
    for hand, facts in zip(record.hands, truth.hands, strict=True):
        turns = []
        for t, (turn, before) in enumerate(zip(hand.turns, befores(facts, truth.table), strict=True)):
            implied = turn.tile is not None and len(before.layout.arms_for(turn.tile.id)) == 1
            turns.append(replace(turn, arm=None) if implied and t % 2 else turn)
        hands.append(replace(hand, turns=tuple(turns)))
    mixed = replace(record, hands=tuple(hands))
    assert mixed != record
    assert_valid_as_played(mixed, game)


LEFT_OUT = (
    ("pips", "shown"),
    ("deductions", "awards"),
    ("scores",),
    ("pips", "shown", "deductions", "awards", "scores"),
)


def thin_cases() -> list[Any]:
    cases = []
    for name in GAMES:
        for view in every_view(GAMES[name][0]):
            for left_out in LEFT_OUT:
                key = f"{name}-{view_id(view)}-{'-'.join(left_out)}"
                cases.append(pytest.param(name, view, left_out, id=key))
    return cases


@pytest.mark.parametrize(("name", "view", "left_out"), thin_cases())
def test_R17_end_of_hand_lines_may_be_left_out(name: str, view: View, left_out: tuple[str, ...]) -> None:
    """A sparing scorer leaves out end-of-hand lines: nothing left is wrong, so no error."""
    game = game_of(name)
    record = written(game, view)
    empty: dict[str, Any] = dict.fromkeys(left_out, ())
    _, report = check(replace(record, hands=tuple(replace(hand, **empty) for hand in record.hands)))
    assert not errors(report), shown(report)


@GAME_AND_VIEW
def test_R11_the_end_line_may_be_left_out(name: str, view: View) -> None:
    """The replay knows how each hand ended; the out, blocked or target line only confirms it."""
    game = game_of(name)
    record = written(game, view)
    assert_valid_as_played(replace(record, hands=tuple(replace(h, end=None) for h in record.hands)), game)


@GAME_AND_VIEW
def test_comments_glyphs_names_and_tags_change_nothing(name: str, view: View) -> None:
    """Comments everywhere (some looking like notation), glyphs on every turn, other seat names and tags."""
    game = game_of(name)
    record = record_of(game, view, seats=("Zoë", "O'Neil", "J.R.", "Łukasz")[: game.table.players])
    brace = Comment(" Ann 5-3 E +10 ! hand 2, Ben leads [%clk 0:01:30] ")
    line = Comment(" blocked; score Ann 5", CommentStyle.LINE)
    hands = tuple(
        replace(
            hand,
            comments=(brace,),
            end_comments=(line,) if hand.end is not None else (),
            turns=tuple(replace(turn, glyphs=("!?", "$4"), comments=(brace, line)) for turn in hand.turns),
        )
        for hand in record.hands
    )
    annotated = replace(
        record,
        hands=hands,
        intro=(brace,),
        comments=(line,),
        event="Club night",
        other_tags=(("Annotator", "x"),),
    )
    assert_valid_as_played(annotated, game)


@GAME_AND_VIEW
def test_R11_a_record_may_stop_in_the_middle_of_a_hand(name: str, view: View) -> None:
    """An unfinished record (result ``*``) cut after any turn of its last hand breaks no rule."""
    game = game_of(name)
    record = written(game, view)
    last = record.hands[-1]
    for keep in sorted({0, 1, len(last.turns) // 2, len(last.turns) - 1}):
        cut = HandRecord(last.number, last.leader, last.dealt, last.boneyard, last.turns[:keep])
        _, report = check(replace(record, hands=(*record.hands[:-1], cut), result=None))
        assert not report.diagnostics, f"cut after {keep} turns\n{shown(report)}"
        assert not report.over and report.winner is None


@GAME_AND_VIEW
def test_R5_a_record_may_start_at_a_later_hand(name: str, view: View) -> None:
    """Starting at hand k+1 with the scores after hand k carried in: valid, and the same winner."""
    game = game_of(name)
    record = written(game, view)
    k = len(record.hands) // 2
    carried = tuple(score for _, score in record.hands[k - 1].scores)
    assert_valid_as_played(
        replace(record, hands=record.hands[k:], first_hand=k + 1, start_scores=carried), game
    )


# ---- legal records whose scores are hidden: the record's word stands (R19) -----------------


def without_count(hand: HandRecord) -> HandRecord:
    """``hand`` with no pips, shown, deduct, award or score line: legal, as each is optional."""
    return replace(hand, pips=(), shown=(), deductions=(), awards=(), scores=())


def test_R5_a_record_may_start_at_a_later_hand_with_the_scores_unsaid() -> None:
    """``[Setup "hand 3"]`` says where the record starts "and leaves the scores unsaid" (notation.md)."""
    game = game_of("2p-default")
    record = written(game, View(Knowledge.OPEN))
    later = replace(record, hands=record.hands[2:], first_hand=3, start_scores=None)
    assert '[Setup "hand 3"]' in write_game(later)
    _, report = check(later)
    assert not errors(report), shown(report)


def test_R19_the_target_reached_with_the_last_tile_stands_when_the_scores_before_are_not_known() -> None:
    """Hand 4 is written without its count, so the scores going into hand 5 are not known. Ann's
    last tile (+15) takes Ann+Cat to the target: the hand ends there (R19), not with Ann going
    out. The replay cannot tell whether the target was reached; the record's word must stand,
    as it does when the placement is not the seat's last."""
    game = game_of("4p-partners-reserve-2")
    record = written(game, View(Knowledge.PUBLIC))
    last = record.hands[-1]
    assert last.end == HandEnd(HowEnded.TARGET, 0) and game.hands[-1].result.pips_left[0] == 0
    _, report = check(with_hand(record, len(record.hands) - 2, without_count(record.hands[-2])))
    assert not errors(report), shown(report)


def test_R19_a_game_won_at_the_target_may_leave_out_the_reaches_line_when_scores_are_not_known() -> None:
    game = played(4, True, (("hand-size", "7-5"), ("target", "50")), 299666, ("random", "greedy") * 2)
    record = written(game, View(Knowledge.PUBLIC))
    last = record.hands[-1]
    assert last.end is not None and last.end.how is HowEnded.TARGET
    assert dict(last.scores)[1] >= 50 and record.result == 1
    thin = with_hand(record, len(record.hands) - 2, without_count(record.hands[-2]))
    _, report = check(with_hand(thin, len(record.hands) - 1, replace(last, end=None)))
    assert not errors(report), shown(report)
