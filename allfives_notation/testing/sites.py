"""Where in a record a change can be made: the places (a hand, a turn, a seat), and the seat each concerns."""

from __future__ import annotations

import itertools

from allfives_notation.analysis.muggins import slips
from allfives_notation.engine.arms import Arm
from allfives_notation.engine.tiles import TILES, Tile
from allfives_notation.record import GameRecord, HowEnded, Turn
from allfives_notation.record.walk import HandReplay, HandVisitor
from allfives_notation.testing.judge import bone_of
from allfives_notation.testing.referee import RefereeLine, RefereeRules, score_for

#: A place in a record: ``(hand,)``, ``(hand, turn)``, ``(hand, seat or side)`` or ``(hand, turn, turn)``.
Site = tuple[int, ...]


def rules_of(record: GameRecord) -> RefereeRules:
    """The rules a record declares, as the referee reads them."""
    table = record.table
    return RefereeRules.from_declaration(table.players, table.partnerships, str(record.rules))


def line_before(truth: GameRecord, h: int, t: int) -> RefereeLine:
    """The layout before turn ``t`` of hand ``h``, on the referee's model."""
    line = RefereeLine(rules_of(truth).spinner)
    for turn in truth.hands[h].turns[:t]:
        if turn.tile is not None:
            line.place(bone_of(turn.tile), None if line.lead is None else str(turn.arm or Arm.W))
    return line


def on_table(truth: GameRecord, h: int, t: int) -> set[Tile]:
    """The tiles placed in hand ``h`` before turn ``t``."""
    return {turn.tile for turn in truth.hands[h].turns[:t] if turn.tile is not None}


def turn_of(record: GameRecord, site: Site) -> Turn:
    """The turn at ``site``."""
    return record.hands[site[0]].turns[site[1]]


def turn_seat(truth: GameRecord, site: Site) -> int:
    """The seat whose turn is changed."""
    return truth.hands[site[0]].turns[site[1]].seat


def entry_seat(truth: GameRecord, site: Site) -> int:
    """The seat of the end-of-hand entry changed."""
    return site[1]


def side_seat(truth: GameRecord, site: Site) -> int:
    """The first seat of the side whose entry is changed."""
    return truth.table.seats_of(site[1])[0]


def leader_seat(truth: GameRecord, site: Site) -> int:
    """The seat that leads the hand changed."""
    return truth.hands[site[0]].leader


def first_seat(truth: GameRecord, site: Site) -> int:
    """The first seat: a change to the whole game concerns nobody in particular."""
    return 0


def all_turns(truth: GameRecord) -> list[Site]:
    """Every turn of every hand."""
    return [(h, t) for h, hand in enumerate(truth.hands) for t in range(len(hand.turns))]


def placements(truth: GameRecord, first: int = 0) -> list[Site]:
    """Every turn that places a tile, from turn ``first`` of each hand on."""
    return [
        (h, t)
        for h, hand in enumerate(truth.hands)
        for t, turn in enumerate(hand.turns)
        if turn.tile is not None and t >= first
    ]


class _LaterArms(HandVisitor):
    """Each placement of a hand on a later double's arm (R25): the turn, and every later arm open then."""

    def __init__(self) -> None:
        self.found: list[tuple[int, str, tuple[str, ...]]] = []

    def before_placement(self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int) -> None:
        layout = replay.layout
        if arm >= 4:
            open_later = tuple(layout.arm_name(a) for a in range(4, len(layout.ends)) if layout.ends[a] >= 0)
            self.found.append((t, layout.arm_name(arm), open_later))


def later_arm_placements(truth: GameRecord) -> list[tuple[Site, str, tuple[str, ...]]]:
    """Each placement on a later double's arm (R25): its site, its arm's path, the later arms open then."""
    out: list[tuple[Site, str, tuple[str, ...]]] = []
    for h in range(len(truth.hands)):
        visitor = _LaterArms()
        HandReplay(truth, h, visitor).run()
        out.extend(((h, t), path, open_later) for t, path, open_later in visitor.found)
    return out


def counted_hands(truth: GameRecord) -> list[int]:
    """The hands whose end is counted: every hand that ended, but not at the target."""
    return [
        h
        for h, hand in enumerate(truth.hands)
        if hand.end is not None and hand.end.how is not HowEnded.TARGET
    ]


def the_game(truth: GameRecord) -> list[Site]:
    """One place: the whole game."""
    return [(0,)]


def finished(truth: GameRecord) -> list[Site]:
    """The whole game, where it has a result."""
    return [(0,)] if truth.result is not None else []


def ambiguous(truth: GameRecord) -> list[Site]:
    """The placements after the lead whose tile fitted more than one arm."""
    return [
        (h, t)
        for h, t in placements(truth, 1)
        if len(line_before(truth, h, t).arms_for(bone_of(truth.hands[h].turns[t].tile or TILES[0]))) > 1
    ]


def implied(truth: GameRecord) -> list[Site]:
    """The placements after the lead whose tile fitted only one arm."""
    return [
        (h, t)
        for h, t in placements(truth, 1)
        if len(line_before(truth, h, t).arms_for(bone_of(truth.hands[h].turns[t].tile or TILES[0]))) == 1
    ]


def neighbours(truth: GameRecord) -> list[Site]:
    """Each turn followed by a turn of another seat."""
    return [
        (h, t)
        for h, hand in enumerate(truth.hands)
        for t in range(len(hand.turns) - 1)
        if hand.turns[t].seat != hand.turns[t + 1].seat
    ]


def same_seat_pairs(truth: GameRecord) -> list[Site]:
    """Two placements of one seat in a hand, neither the lead nor after a draw."""
    out: list[Site] = []
    for h, hand in enumerate(truth.hands):
        plain = [t for t, turn in enumerate(hand.turns) if t and turn.tile is not None and not turn.draws]
        out += [
            (h, a, b) for a, b in itertools.combinations(plain, 2) if hand.turns[a].seat == hand.turns[b].seat
        ]
    return out


def pass_due(truth: GameRecord) -> list[Site]:
    """Every turn after the lead of its hand."""
    return [(h, t) for h, hand in enumerate(truth.hands) for t in range(1, len(hand.turns))]


def hands(truth: GameRecord) -> list[Site]:
    """Every hand with a turn in it."""
    return [(h,) for h, hand in enumerate(truth.hands) if hand.turns]


def ended_hands(truth: GameRecord) -> list[Site]:
    """Every hand with an end line."""
    return [(h,) for h, hand in enumerate(truth.hands) if hand.end is not None]


def with_boneyard(truth: GameRecord) -> list[Site]:
    """Every hand whose boneyard line names two tiles or more."""
    return [
        (h,) for h, hand in enumerate(truth.hands) if hand.boneyard is not None and len(hand.boneyard) > 1
    ]


def every_seat_counted(truth: GameRecord) -> list[Site]:
    """Each seat of each counted hand, under hand-end=deduct."""
    if truth.table.rules.hand_end.value != "deduct":
        return []
    return [(h, s) for h in counted_hands(truth) for s in range(truth.table.players)]


def every_side_counted(truth: GameRecord) -> list[Site]:
    """Each side of each counted hand, under hand-end=award."""
    if truth.table.rules.hand_end.value != "award":
        return []
    return [(h, s) for h in counted_hands(truth) for s in range(truth.table.sides)]


def pips_entries(truth: GameRecord) -> list[Site]:
    """Each entry of each pips line."""
    return [(h, s) for h, hand in enumerate(truth.hands) for s, _ in hand.pips]


def score_entries(truth: GameRecord) -> list[Site]:
    """Each entry of each score line."""
    return [(h, s) for h, hand in enumerate(truth.hands) for s, _ in hand.scores]


def passes(truth: GameRecord) -> list[Site]:
    """Every turn that passes."""
    return [s for s in all_turns(truth) if turn_of(truth, s).passed]


# -- muggins (R23) ----------------------------------------------------------------------------


def muggins(truth: GameRecord) -> bool:
    """Whether the record's rules say muggins=on: a placement scores its claim, an opponent may call."""
    return rules_of(truth).muggins


def claim_step(truth: GameRecord) -> int:
    """How far a claim or a call is changed: a five where the count scores in fives, else one point (R20)."""
    return 5 if rules_of(truth).count == "fives" else 1


def calls_made(truth: GameRecord) -> list[Site]:
    """Every muggins call that scored (R23), as ``(hand, turn, call)``: the turn it follows."""
    return [
        (h, t, c)
        for h, hand in enumerate(truth.hands)
        for t, turn in enumerate(hand.turns)
        for c, call in enumerate(turn.calls)
        if call.points
    ]


def placer_of(truth: GameRecord, h: int, t: int) -> int:
    """The seat of the placement a call after turn ``t`` answers: the hand's last placement by then."""
    return next(turn.seat for turn in reversed(truth.hands[h].turns[: t + 1]) if turn.tile is not None)


def settled(truth: GameRecord) -> list[Site]:
    """Placements under muggins=on claimed at their count, no call after them: a call finds nothing (R23).

    Not the placement that reached the target: the game is over there, and no call comes after it.
    """
    if not muggins(truth):
        return []
    missed = {(slip.hand, slip.turn) for slip in slips(truth)}
    out: list[Site] = []
    for h, t in placements(truth):
        hand = truth.hands[h]
        last = t == len(hand.turns) - 1
        at_target = last and hand.end is not None and hand.end.how is HowEnded.TARGET
        if (h, t) not in missed and not hand.turns[t].calls and not at_target:
            out.append((h, t))
    return out


def past_the_target(truth: GameRecord) -> list[Site]:
    """Placements the count scored for but the record claims nothing: past an exact target (R22).

    Under muggins=on a missed claim also claims nothing; those are left out (:func:`slips`).
    """
    rules = rules_of(truth)
    missed = {(slip.hand, slip.turn) for slip in slips(truth)}
    out: list[Site] = []
    for h, t in placements(truth, 1):
        turn = turn_of(truth, (h, t))
        if turn.points is not None or (h, t) in missed:
            continue
        line = line_before(truth, h, t)
        assert turn.tile is not None
        line.place(bone_of(turn.tile), str(turn.arm or Arm.W))
        if score_for(line.total(), rules.count):
            out.append((h, t))
    return out


def caller_seat(truth: GameRecord, site: Site) -> int:
    """The seat whose call is changed."""
    h, t, c = site
    return truth.hands[h].turns[t].calls[c].seat
