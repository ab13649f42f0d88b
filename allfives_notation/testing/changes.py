"""The kinds of change that make a record wrong: where each can be made, and how, one at a time.

Each kind is found on the open record with every arm and claim written (the truth) and made
on the record at a level of knowledge; the judge (``testing/judge.py``) says whether the
changed record is still legal.

Why it is long (about 680 lines): one short function for each kind of change, some forty,
in one catalogue (``KINDS``) that the mutation bench and the tests both walk whole.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from allfives_notation.engine import PlayedGame
from allfives_notation.engine.arms import Arm, ArmPath
from allfives_notation.engine.tiles import TILES
from allfives_notation.record import (
    Call,
    GameRecord,
    HandEnd,
    HandRecord,
    HowEnded,
    Turn,
)
from allfives_notation.testing.judge import bone_of
from allfives_notation.testing.records import record_at, seat_sees, truth_of, with_hand, with_turn
from allfives_notation.testing.referee import score_for
from allfives_notation.testing.sites import (
    Site,
    all_turns,
    ambiguous,
    caller_seat,
    calls_made,
    claim_step,
    ended_hands,
    entry_seat,
    every_seat_counted,
    every_side_counted,
    finished,
    first_seat,
    hands,
    later_arm_placements,
    leader_seat,
    line_before,
    neighbours,
    on_table,
    pass_due,
    passes,
    past_the_target,
    pips_entries,
    placements,
    placer_of,
    rules_of,
    same_seat_pairs,
    score_entries,
    side_seat,
    the_game,
    turn_of,
    turn_seat,
    with_boneyard,
)

Change = Callable[[GameRecord, GameRecord, Site, random.Random], "GameRecord | str | None"]


@dataclass(frozen=True)
class Kind:
    """A kind of change: where it can be made (on the open record with every arm and claim) and how."""

    name: str
    sites: Callable[[GameRecord], Sequence[Site]]
    change: Change
    seat: Callable[[GameRecord, Site], int]  # the seat the change concerns: the "mover" record is theirs
    implied_arms: bool = True  # the record changed leaves out arms only one arm can take
    base: Callable[[GameRecord, Site], GameRecord] | None = None  # a legal record made from it first


def changed_turn(record: GameRecord, site: Site, turn: Turn) -> GameRecord:
    """``record`` with the turn at ``site`` replaced by ``turn``."""
    return with_turn(record, site[0], site[1], turn)


def with_turns(record: GameRecord, h: int, turns: Iterable[Turn]) -> GameRecord:
    """``record`` with the turns of hand ``h`` replaced."""
    return with_hand(record, h, replace(record.hands[h], turns=tuple(turns)))


def entry_changed(entries: tuple[tuple[int, int], ...], key: int, value: int) -> tuple[tuple[int, int], ...]:
    """End-of-hand entries with ``key`` set to ``value`` (added in order if it was not there)."""
    found = dict(entries)
    found[key] = value
    return tuple(sorted(found.items()))


def plus_or_minus(value: int, rng: random.Random, step: int = 5) -> int:
    """``value`` moved by ``step`` up or down, never below zero (then up)."""
    delta = rng.choice((step, -step))
    return value + delta if value + delta >= 0 else value + step


# -- a tile ---------------------------------------------------------------------------------


def any_other_tile(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """The tile placed becomes any other tile of the set, fitting or not."""
    turn = turn_of(record, site)
    return changed_turn(record, site, replace(turn, tile=rng.choice([x for x in TILES if x != turn.tile])))


def tile_that_fits(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    """Another tile, not on the table, that fits an open arm; the arm written and the claim it scores."""
    return fitting_placement(record, truth, site, rng, turn_of(record, site))


def fitting_placement(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random, turn: Turn
) -> GameRecord | None:
    """``turn`` made a placement of another tile that fits, with its arm and the claim it scores.

    The tile is not ``turn``'s own nor on the table, and fits an open arm (any tile, for the
    lead); None if no tile fits.
    """
    h, t = site
    line = line_before(truth, h, t)
    table = on_table(truth, h, t)
    options = [
        x for x in TILES if x != turn.tile and x not in table and (t == 0 or line.arms_for(bone_of(x)))
    ]
    if not options:
        return None
    tile = rng.choice(options)
    arm = None if t == 0 else rng.choice(line.arms_for(bone_of(tile)))
    line.place(bone_of(tile), arm)
    points = score_for(line.total()) or None
    drawn = (*turn.drawn[:-1], tile) if turn.drawn else ()
    new = replace(
        turn, tile=tile, arm=None if arm is None else Arm[arm], points=points, drawn=drawn, passed=False
    )
    return changed_turn(record, site, new)


def tile_on_the_table(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """The tile placed becomes one already on the table."""
    h, t = site
    again = rng.choice(sorted(on_table(truth, h, t)))
    return changed_turn(record, site, replace(turn_of(record, site), tile=again))


def dealt_tile(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord | None:
    """One tile of a seat's dealt hand becomes a tile that hand does not hold."""
    h, seat = site
    hand = record.hands[h]
    dealt = dict(hand.dealt)
    if seat not in dealt:
        return None
    tiles = list(dealt[seat])
    i = rng.randrange(len(tiles))
    tiles[i] = rng.choice([x for x in TILES if x not in tiles])
    return with_hand(record, h, replace(hand, dealt=tuple(sorted({**dealt, seat: tuple(tiles)}.items()))))


def boneyard_swapped(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    """Two tiles of the boneyard line change places."""
    hand = record.hands[site[0]]
    if hand.boneyard is None or len(hand.boneyard) < 2:
        return None
    tiles = list(hand.boneyard)
    i, j = rng.sample(range(len(tiles)), 2)
    tiles[i], tiles[j] = tiles[j], tiles[i]
    return with_hand(record, site[0], replace(hand, boneyard=tuple(tiles)))


def drawn_tile(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord | None:
    """One tile a turn names as drawn becomes another (the tile played stays as written)."""
    turn = turn_of(record, site)
    if not turn.drawn:
        return None
    drawn = list(turn.drawn)
    j = rng.randrange(len(drawn))
    drawn[j] = rng.choice([x for x in TILES if x not in drawn])  # the tile played stays as written
    return changed_turn(record, site, replace(turn, drawn=tuple(drawn)))


def shown_tile(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord | None:
    """A tile shown at the end becomes another not on the table nor shown, of the same pips where one is."""
    h, seat = site
    hand = record.hands[h]
    shown = dict(hand.shown)
    if seat not in shown:
        return None
    tiles = list(shown[seat])
    i = rng.randrange(len(tiles))
    out = on_table(truth, h, len(truth.hands[h].turns)) | {x for ts in shown.values() for x in ts}
    free = [x for x in TILES if x not in out]
    same = [x for x in free if x.pips == tiles[i].pips]
    if not free:
        return None
    tiles[i] = rng.choice(same or free)
    return with_hand(record, h, replace(hand, shown=tuple(sorted({**shown, seat: tuple(tiles)}.items()))))


# -- an arm ---------------------------------------------------------------------------------


def another_arm(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """The placement goes on another arm than the one it went on."""
    was = turn_of(truth, site).arm
    return changed_turn(
        record, site, replace(turn_of(record, site), arm=rng.choice([a for a in Arm if a != was]))
    )


def arm_left_out(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """The placement's arm is left out."""
    return changed_turn(record, site, replace(turn_of(record, site), arm=None))


def lead_on_an_arm(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """The lead is written on an arm."""
    return changed_turn(
        record, (site[0], 0), replace(record.hands[site[0]].turns[0], arm=rng.choice(list(Arm)))
    )


def five_up_arm(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A placement on a later double's arm (R25) written on another path.

    The double's other side, the same steps the other way from the lead, or another later
    arm open then.
    """
    path, open_later = next((p, o) for s, p, o in later_arm_placements(truth) if s == site)
    side = {"N": "S", "S": "N", "W": "E", "E": "W"}
    other_side = path[:-1] + side[path[-1]]
    elsewhere = side[path[0]] + path[1:]  # the same steps from the lead the other way
    choices = [other_side, elsewhere, *(o for o in open_later if o not in (path, other_side))]
    return changed_turn(record, site, replace(turn_of(record, site), arm=ArmPath(rng.choice(choices))))


def five_up_sites(truth: GameRecord) -> list[Site]:
    """Every placement on a later double's arm (R25)."""
    return [site for site, _, _ in later_arm_placements(truth)]


# -- a claim, a draw ------------------------------------------------------------------------


def claim(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A claim a step off either way (up, where down is below zero), or one or two steps where it claims none.

    The step is five where the count scores in fives, one point under another count (R20).
    """
    turn = turn_of(record, site)
    step = claim_step(truth)
    points = rng.choice((step, 2 * step)) if turn.points is None else plus_or_minus(turn.points, rng, step)
    return changed_turn(record, site, replace(turn, points=points))


def claim_past_the_target(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord:
    """A placement past an exact target claims what the count gives, though it scores nothing (R22)."""
    h, t = site
    turn = turn_of(record, site)
    line = line_before(truth, h, t)
    assert turn.tile is not None
    line.place(bone_of(turn.tile), str(turn_of(truth, site).arm or Arm.W))
    return changed_turn(record, site, replace(turn, points=score_for(line.total(), rules_of(truth).count)))


# -- a muggins call (R23) ----------------------------------------------------------------------


def with_calls(record: GameRecord, h: int, t: int, calls: tuple[Call, ...]) -> GameRecord:
    """``record`` with the calls after turn ``t`` of hand ``h`` replaced."""
    return changed_turn(record, (h, t), replace(record.hands[h].turns[t], calls=calls))


def an_opponent(truth: GameRecord, site: Site, rng: random.Random) -> int:
    """Any opponent of the player of the placement at ``site``: a seat that may call it (R23)."""
    placer = turn_of(truth, site).seat
    table = truth.table
    return rng.choice([s for s in range(table.players) if table.side_of(s) != table.side_of(placer)])


def wrong_call(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """An opponent calls a placement claimed at its count, naming a step: nothing was missed.

    The call scores nothing whatever it names and the scores stay as they were: the caller's
    mistake, which the validator reports as a wrong call (AF309), not a wrong record (R23).
    """
    h, t = site
    return with_calls(record, h, t, (Call(an_opponent(truth, site, rng), claim_step(truth)),))


def call_dropped(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A call that scored is not written: the miss stays with nobody, and the scores after it differ."""
    h, t, c = site
    calls = record.hands[h].turns[t].calls
    return with_calls(record, h, t, (*calls[:c], *calls[c + 1 :]))


def call_by_own_side(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A call is written as made by the placement's own player, who may not call it."""
    h, t, c = site
    calls = record.hands[h].turns[t].calls
    own = replace(calls[c], seat=placer_of(truth, h, t))
    return with_calls(record, h, t, (*calls[:c], own, *calls[c + 1 :]))


def call_amount(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A call's amount a step off either way (up, where down is nothing)."""
    h, t, c = site
    calls = record.hands[h].turns[t].calls
    step = claim_step(truth)
    points = calls[c].points or 0
    other = replace(calls[c], points=points - step if points > step and rng.random() < 0.5 else points + step)
    return with_calls(record, h, t, (*calls[:c], other, *calls[c + 1 :]))


def draw_count(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """One tile more or fewer drawn (a turn without a draw gets one); named tiles follow the count."""
    h, t = site
    turn = turn_of(record, site)
    delta = 1 if not turn.draws else rng.choice((1, -1))
    named = seat_sees(record.view, turn.seat)
    table = on_table(truth, h, t)
    drawn = list(turn.drawn)
    fresh = [x for x in TILES if x not in table and x not in drawn and x != turn.tile]
    if delta < 0:
        if turn.draws == 1:
            drawn = []
        elif drawn:
            del drawn[rng.randrange(len(drawn) - (1 if turn.tile is not None else 0))]
    elif not turn.draws:
        drawn = [turn.tile if turn.tile is not None else rng.choice(fresh)] if named else []
    elif drawn:
        drawn.insert(rng.randrange(len(drawn) + (0 if turn.tile is not None else 1)), rng.choice(fresh))
    return changed_turn(record, site, replace(turn, draws=turn.draws + delta, drawn=tuple(drawn)))


# -- turns ----------------------------------------------------------------------------------


def turn_dropped(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A turn left out."""
    h, t = site
    turns = record.hands[h].turns
    return with_turns(record, h, (*turns[:t], *turns[t + 1 :]))


def turn_repeated(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A turn written twice."""
    h, t = site
    turns = record.hands[h].turns
    return with_turns(record, h, (*turns[: t + 1], turns[t], *turns[t + 1 :]))


def pass_inserted(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A pass by the seat to move, before its turn: everybody after it is then out of turn."""
    h, t = site
    turns = record.hands[h].turns
    return with_turns(record, h, (*turns[:t], Turn(seat=turns[t].seat, passed=True), *turns[t:]))


def turns_swapped(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A turn and the next change places."""
    h, t = site
    turns = list(record.hands[h].turns)
    turns[t], turns[t + 1] = turns[t + 1], turns[t]
    return with_turns(record, h, turns)


def tiles_swapped(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """Two placements of one seat in a hand exchange their tiles (arms and claims as written)."""
    h, a, b = site
    turns = list(record.hands[h].turns)
    turns[a], turns[b] = replace(turns[a], tile=turns[b].tile), replace(turns[b], tile=turns[a].tile)
    return with_turns(record, h, turns)


# -- a hand ---------------------------------------------------------------------------------


def leader(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """Another seat is named as the hand's leader."""
    hand = record.hands[site[0]]
    other = rng.choice([s for s in range(record.table.players) if s != hand.leader])
    return with_hand(record, site[0], replace(hand, leader=other))


def hand_number(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """The hand's number one off either way (2 rather than 0)."""
    hand = record.hands[site[0]]
    return with_hand(record, site[0], replace(hand, number=plus_or_minus(hand.number, rng, 1) or 2))


def end_line(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """The end line says another way the hand ended, or another seat that ended it."""
    hand = record.hands[site[0]]
    seats = range(record.table.players)
    options = [HandEnd(HowEnded.BLOCKED)] + [
        HandEnd(how, s) for how in (HowEnded.OUT, HowEnded.TARGET) for s in seats
    ]
    return with_hand(record, site[0], replace(hand, end=rng.choice([e for e in options if e != hand.end])))


# -- the end of a hand ------------------------------------------------------------------------


#: The end-of-hand lines of ``(seat or side, number)`` entries, by their field in a hand record.
EntryLine = Literal["pips", "deductions", "awards", "scores"]


def with_entries(hand: HandRecord, line: EntryLine, entries: tuple[tuple[int, int], ...]) -> HandRecord:
    """``hand`` with the end-of-hand ``line`` written as ``entries``."""
    lines = {"pips": hand.pips, "deductions": hand.deductions, "awards": hand.awards, "scores": hand.scores}
    lines[line] = entries
    return replace(
        hand,
        pips=lines["pips"],
        deductions=lines["deductions"],
        awards=lines["awards"],
        scores=lines["scores"],
    )


def end_entry(field_name: EntryLine, step: int) -> Change:
    """Change one entry of an end-of-hand line by ``step`` either way (or add it with ``step``)."""

    def change(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord | None:
        h, key = site
        hand = record.hands[h]
        entries = getattr(hand, field_name)
        found = dict(entries)
        if field_name in ("pips",) and key not in found:
            return None
        value = step if key not in found else plus_or_minus(found[key], rng, step)
        if field_name == "pips":
            value = found[key] + rng.choice((-5, -1, 1, 5))
            if value < 0:
                value = found[key] + 1
        return with_hand(record, h, with_entries(hand, field_name, entry_changed(entries, key, value)))

    return change


def miscounted(field_name: Literal["deductions", "awards"]) -> Change:
    """A deduction (or award) five off, and every running score of that side from there on with it.

    One miscount, carried through the scoresheet, so only the hidden tiles can tell.
    """

    def change(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
        h, key = site
        hand = record.hands[h]
        entries = getattr(hand, field_name)
        old = dict(entries).get(key, 0)
        new = plus_or_minus(old, rng) if key in dict(entries) else 5
        awards = field_name == "awards"
        side, shift = (key, new - old) if awards else (record.table.seat_sides[key], old - new)
        record = with_hand(record, h, with_entries(hand, field_name, entry_changed(entries, key, new)))
        return scores_shifted(record, h, side, shift)

    return change


def scores_shifted(record: GameRecord, h: int, side: int, shift: int) -> GameRecord:
    """``record`` with each running score of ``side`` from hand ``h`` on ``shift`` more: a slip carried."""
    return replace(
        record,
        hands=tuple(
            replace(hand, scores=tuple((s, v + shift if s == side else v) for s, v in hand.scores))
            if i >= h
            else hand
            for i, hand in enumerate(record.hands)
        ),
    )


def score_changed(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord | None:
    """A running score five off either way."""
    h, side = site
    hand = record.hands[h]
    found = dict(hand.scores)
    if side not in found:
        return None
    found[side] += rng.choice((5, -5))
    return with_hand(record, h, replace(hand, scores=tuple(sorted(found.items()))))


# -- the game -------------------------------------------------------------------------------


def result(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """The result names another side."""
    return replace(record, result=rng.choice([s for s in range(record.table.sides) if s != record.result]))


def turn_after_the_game(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A pass by the next seat after the last turn of the game."""
    last = record.hands[-1]
    extra = Turn(seat=record.table.next_seat[last.turns[-1].seat], passed=True)
    return with_hand(record, len(record.hands) - 1, replace(last, turns=(*last.turns, extra)))


def hand_after_the_game(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A hand after the last hand of the game, led with any tile."""
    last = record.hands[-1]
    leader = last.end.seat if last.end is not None and last.end.seat is not None else 0
    tile = rng.choice(TILES)
    extra = HandRecord(number=last.number + 1, leader=leader, turns=(Turn(seat=leader, tile=tile),))
    return replace(record, hands=(*record.hands, extra))


def pass_for_a_placement(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A placement becomes a pass (its draws kept)."""
    turn = turn_of(record, site)
    return changed_turn(record, site, Turn(seat=turn.seat, draws=turn.draws, drawn=turn.drawn, passed=True))


def placement_for_a_pass(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    """A pass becomes a placement of a tile not on the table that fits, with the claim it scores."""
    return fitting_placement(record, truth, site, rng, turn_of(record, site))


def without(*parts: str, everywhere: bool = True) -> Callable[[GameRecord, Site], GameRecord]:
    """End-of-hand lines ``parts`` left out of every hand (or the changed one): legal, each is optional."""

    def base(record: GameRecord, site: Site) -> GameRecord:
        empty: dict[str, Any] = dict.fromkeys(parts, ())
        return replace(
            record,
            hands=tuple(
                replace(hand, **empty) if everywhere or h == site[0] else hand
                for h, hand in enumerate(record.hands)
            ),
        )

    return base


NOT_SHOWN = without("shown")
NO_COUNT = without("pips", "shown", "deductions", "awards")
ONLY_DEDUCT_AND_AWARD = without("pips", "shown", "scores", everywhere=False)
HAND_NOT_SHOWN = without("pips", "shown", everywhere=False)


#: Every kind of change that makes a record wrong (unless, by chance, it does not: the judge says).
KINDS: tuple[Kind, ...] = (
    Kind("a tile: any other", placements, any_other_tile, turn_seat),
    Kind("a tile: one that fits, claim right", placements, tile_that_fits, turn_seat),
    Kind("the lead: another tile", lambda tr: [(h, 0) for (h,) in hands(tr)], tile_that_fits, turn_seat),
    Kind("a tile already on the table", lambda tr: placements(tr, 1), tile_on_the_table, turn_seat),
    Kind(
        "a tile dealt",
        lambda tr: [(h, s) for h, _ in enumerate(tr.hands) for s in range(tr.table.players)],
        dealt_tile,
        entry_seat,
    ),
    Kind(
        "a tile drawn (named)",
        lambda tr: [s for s in all_turns(tr) if turn_of(tr, s).draws],
        drawn_tile,
        turn_seat,
    ),
    Kind("boneyard: two tiles swapped", with_boneyard, boneyard_swapped, leader_seat),
    Kind("a tile shown at the end", pips_entries, shown_tile, entry_seat),
    Kind("an arm: another", lambda tr: placements(tr, 1), another_arm, turn_seat),
    Kind("an arm left out where two fit", ambiguous, arm_left_out, turn_seat, implied_arms=False),
    Kind("an arm on the lead", hands, lead_on_an_arm, leader_seat),
    Kind("a claimed score", placements, claim, turn_seat),
    Kind("a draw count", all_turns, draw_count, turn_seat),
    Kind("a turn dropped", all_turns, turn_dropped, turn_seat),
    Kind("a turn repeated", all_turns, turn_repeated, turn_seat),
    Kind("an extra turn: a pass", pass_due, pass_inserted, turn_seat),
    Kind("a pass for a placement", lambda tr: placements(tr, 1), pass_for_a_placement, turn_seat),
    Kind("a placement for a pass", passes, placement_for_a_pass, turn_seat),
    Kind("two turns swapped", neighbours, turns_swapped, turn_seat),
    Kind("two tiles of one seat swapped", same_seat_pairs, tiles_swapped, turn_seat),
    Kind("the leader", hands, leader, leader_seat),
    Kind("the hand number", hands, hand_number, leader_seat),
    Kind("the end line", ended_hands, end_line, leader_seat),
    Kind("the pips left", pips_entries, end_entry("pips", 1), entry_seat),
    Kind("the pips left, tiles not shown", pips_entries, end_entry("pips", 1), entry_seat, base=NOT_SHOWN),
    Kind("a deduction", every_seat_counted, end_entry("deductions", 5), entry_seat),
    Kind(
        "a deduction miscounted and carried on, pips not given",
        every_seat_counted,
        miscounted("deductions"),
        entry_seat,
        base=HAND_NOT_SHOWN,
    ),
    Kind("an award", every_side_counted, end_entry("awards", 5), side_seat),
    Kind(
        "an award miscounted and carried on, pips not given",
        every_side_counted,
        miscounted("awards"),
        side_seat,
        base=HAND_NOT_SHOWN,
    ),
    Kind("a running score", score_entries, score_changed, side_seat),
    Kind("a running score, no count given", score_entries, score_changed, side_seat, base=NO_COUNT),
    Kind("the result", the_game, result, first_seat),
    Kind("a turn after the game ended", finished, turn_after_the_game, first_seat),
    Kind("a hand after the game ended", finished, hand_after_the_game, first_seat),
)

#: Kinds of change only some rule sets have places for: a claim past an exact target (R22),
#: under muggins=on (R23) the calls: one where nothing was missed, one dropped, one by the
#: placement's own side, one's amount; under spinner=every (R25) a later double's arm written
#: as another path. The bench's ``--rule-sets house`` tables have them.
HOUSE_KINDS: tuple[Kind, ...] = (
    Kind("a claim past an exact target", past_the_target, claim_past_the_target, turn_seat),
    Kind("a missed call: a call dropped", calls_made, call_dropped, caller_seat),
    Kind("a call by the placement's own side", calls_made, call_by_own_side, caller_seat),
    Kind("a call's amount", calls_made, call_amount, caller_seat),
    Kind("a Five Up arm: another path", five_up_sites, five_up_arm, turn_seat),
)


#: What a site names, by the function that finds the seat it concerns.
SITE_WORDS: dict[Callable[[GameRecord, Site], int], str] = {
    turn_seat: "turn",
    entry_seat: "seat",
    side_seat: "side",
    leader_seat: "",
    first_seat: "",
    caller_seat: "call",
}


def site_name(kind: Kind, truth: GameRecord, site: Site) -> str:
    """Where a change was made, as a reader of the record finds it."""
    if kind.seat is first_seat:
        return "the game" if site == (0,) else f"the game (variant {site[0]})"
    hand = f"hand {truth.hands[site[0]].number}"
    word = SITE_WORDS.get(kind.seat, "")
    if word == "call":
        return f"{hand}, the call after turn {site[1] + 1}"
    if len(site) == 3:
        return f"{hand}, turns {site[1] + 1} and {site[2] + 1}"
    if word == "turn":
        return f"{hand}, turn {site[1] + 1}"
    if word == "seat":
        return f"{hand}, {truth.seats[site[1]]}"
    if word == "side":
        return f"{hand}, {truth.side_name(site[1])}"
    return hand


def changed_at_random(
    game: PlayedGame, kind: Kind, level: str, rng: random.Random
) -> tuple[Site | None, GameRecord | str | None]:
    """One change of ``kind`` to ``game`` written at ``level``, at a place ``rng`` picks.

    The place and the changed record or text; None where it has no place, or where the record
    model refuses the change (it cannot be written down).
    """
    truth = truth_of(game)
    places = list(kind.sites(truth))
    if not places:
        return None, None
    site = rng.choice(places)
    record = record_at(game, level, kind.seat(truth, site), implied_arms=kind.implied_arms)
    if kind.base is not None:
        record = kind.base(record, site)
    try:
        return site, kind.change(record, truth, site, rng)
    except ValueError:
        return site, None
