"""Measure how many single changes to valid records the validator catches, per kind and knowledge level.

Self-plays N seeded games at mixed tables (2, 3 and 4 players, partnerships, rule
variants), writes each down at every knowledge level (open; a player record of the seat
the change concerns, the "mover"; a player record of the next seat, a "bystander"; public),
and makes one change at a time at random places: a tile, an arm, a claim, a draw count, a
dropped, repeated or extra turn, two turns swapped, the leader, a deduction, an award, the
pips, a tile shown, a running score, the end line, the result, a turn or a hand after the
game ended, and more (see ``KINDS``). Each changed record is written as text, read back
and checked with ``check_game``.

Whether a changed record is still legal is decided by an independent judge (``judge``,
below), written from RULES.md and the notation's definition of each line, sharing no code
with the validator: it replays the record on the reference layout of allfives_notation/testing/referee.py
and asks whether any deal (hidden hands and boneyard) explains everything the record shows,
by a bipartite matching of tiles to places in the deal. Changes it finds illegal must be
caught (an error); changes it finds still legal must be accepted (no error; warnings allowed).
A last table makes changes that keep a record legal by construction (claims or implied
arms left out, comments, end lines left out, reformatted text, ...) and checks that they
are accepted.

A second part makes two slips in one record (``--pairs``): two independent changes of the
ten commonest kinds (``COMMON``: a missing arm, a wrong claim, ...), in one hand or in two,
at every level, and counts the records where each slip is found once, at its own line, and
nothing else: every slip of a record in one run.

    python bench/mutations.py --games 300 --seed 1 [--sites 3] [--pairs 1] [--jobs 2]
    python bench/mutations.py --games 100 --sites 0 --pairs 2   # only the table of pairs
    python bench/mutations.py --games 300 --save runs/mutations-300.jsonl   # resumable

With ``--save FILE`` each game's outcomes are written to FILE (one JSON line a game) as soon
as the game is measured, and a run given the same FILE again goes on with the games not in
it yet: a long run can be stopped and taken up again, and its tables are made from FILE.
"""

from __future__ import annotations

import argparse
import difflib
import itertools
import json
import multiprocessing
import random
import re
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from allfives_notation.check import Severity, check_game  # noqa: E402
from allfives_notation.engine import PlayedGame  # noqa: E402
from allfives_notation.engine.arms import Arm  # noqa: E402
from allfives_notation.engine.tiles import TILES, Tile  # noqa: E402
from allfives_notation.errors import AllFivesError  # noqa: E402
from allfives_notation.notation import parse_game, write_game  # noqa: E402
from allfives_notation.record import (  # noqa: E402
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
from allfives_notation.testing.games import played  # noqa: E402
from allfives_notation.testing.referee import RefereeLine, RefereeRules, game_winner, nearest_five, score_for  # noqa: E402
from tests.check.test_mutations import (  # noqa: E402
    record_at,
    seat_sees,
    truth_of,
    with_hand,
    with_turn,
)

# ==== an independent judge: is a record legal? ===============================================

LEGAL, ILLEGAL, UNDECIDED = "legal", "illegal", "undecided"
#: The most end-of-hand holdings the judge tries for the seats whose last tiles a record hides.
MOST_HOLDINGS = 3000


class Illegal(Exception):  # noqa: N818 - a verdict, not an error
    """The record breaks a rule: no deal explains it."""


class Undecided(Exception):  # noqa: N818
    """The judge cannot settle it (too many hidden holdings to try, or scores not known)."""


def bone(tile: Tile) -> tuple[int, int]:
    """A tile as the reference model writes it."""
    return (tile.low, tile.high)


def fits(tile: Tile, ends: frozenset[int]) -> bool:
    return tile.low in ends or tile.high in ends


def heavier(a: Tile, b: Tile) -> bool:
    """R6: ``a`` is the heavier tile: by pip total, then by its higher half."""
    return (a.pips, a.high) > (b.pips, b.high)


@dataclass(frozen=True)
class Drawn:
    """One boneyard place taken by a draw: who drew it, at which turn, and what it can hold."""

    seat: int
    turn: int
    kind: str  # "played": the tile placed at once; "unfit": fitted no end then; "open": an unfinished draw
    ends: frozenset[int]
    named: Tile | None  # the tile, when the record names it
    played: Tile | None = None


@dataclass(frozen=True)
class State:
    """Where a game stands between hands: the scores, the winner, and how the last hand ended."""

    scores: tuple[int, ...]
    winner: int | None
    before: tuple[str, int | None]  # ("start" | "later" | "out" | "blocked" | "target" | "stopped", seat)


def judge(record: GameRecord) -> tuple[str, str]:
    """LEGAL, ILLEGAL (and why) or UNDECIDED for ``record``: does any deal explain it under its rules?"""
    try:
        Judge(record).run()
    except Illegal as why:
        return ILLEGAL, str(why)
    except Undecided as why:
        return UNDECIDED, str(why)
    return LEGAL, ""


class Judge:
    """A record replayed on the reference layout, with every hidden tile left to a matching."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        table = record.table
        self.rules = RefereeRules.from_variants(table.players, table.partnerships, record.rules.variants())
        self.players = table.players
        self.sides = self.rules.sides

    def run(self) -> None:
        record = self.record
        if record.start_scores is not None:
            scores = tuple(record.start_scores)
        elif record.first_hand == 1:
            scores = (0,) * self.sides
        else:
            raise Undecided("the record starts at a later hand and leaves the scores unsaid")
        states = {State(scores, None, ("start" if record.first_hand == 1 else "later", None))}
        for h, hand in enumerate(record.hands):
            if hand.number != record.first_hand + h:
                raise Illegal(f"hand {hand.number} is numbered out of sequence")
            after: set[State] = set()
            reasons: list[str] = []
            for state in states:
                if state.winner is not None:
                    reasons.append(f"hand {hand.number} comes after the game was over")
                elif state.before[0] == "stopped":
                    reasons.append(f"hand {hand.number} follows a hand that stopped before it ended")
                else:
                    try:
                        after |= HandJudge(self, hand, state).outcomes()
                    except Illegal as why:
                        reasons.append(str(why))
            if not after:
                raise Illegal(reasons[0])
            states = after
        if not any(
            record.result is None or (state.winner is not None and record.result == state.winner)
            for state in states
        ):
            raise Illegal(f"the result names side {record.result}, but no replay gives that winner")


class HandJudge:
    """One hand: the public replay, then the end lines and a deal for every holding tried."""

    def __init__(self, game: Judge, hand: HandRecord, state: State) -> None:
        self.game, self.hand, self.state = game, hand, state
        self.rules = game.rules
        self.players = game.players
        self.name = f"hand {hand.number}"

    def fail(self, what: str, t: int | None = None) -> Illegal:
        where = "" if t is None else f" turn {t + 1}"
        return Illegal(f"{self.name}{where}: {what}")

    # -- the public replay ------------------------------------------------------------------

    def outcomes(self) -> set[State]:
        rules, hand, players = self.rules, self.hand, self.players
        how_before, seat_before = self.state.before
        if how_before == "out" and hand.leader != seat_before:
            raise self.fail(f"seat {seat_before} went out last hand, so leads this one, not {hand.leader}")
        self.lead_rule = rules.first_lead == "highest-double" and how_before in ("start", "blocked")
        size = rules.hand_size
        self.stock = 28 - players * size
        dealt: dict[int, frozenset[Tile]] = {}
        seen: set[Tile] = set()
        for seat, tiles in hand.dealt:
            if len(tiles) != size or len(set(tiles)) != size or seen & set(tiles):
                raise self.fail(f"seat {seat} is dealt a wrong hand")
            seen |= set(tiles)
            dealt[seat] = frozenset(tiles)
        if hand.boneyard is not None and (
            len(hand.boneyard) != self.stock
            or len(set(hand.boneyard)) != self.stock
            or seen & set(hand.boneyard)
        ):
            raise self.fail("the boneyard holds the wrong tiles")
        self.dealt = dealt
        self.in_dealt = {tile: seat for seat, tiles in dealt.items() for tile in tiles}
        line = RefereeLine(rules.spinner)
        count = [size] * players
        points = [0] * self.game.sides
        placed: dict[Tile, tuple[int, int, bool]] = {}  # tile -> seat, turn, whether drawn at that turn
        places: list[Drawn] = []
        stuck: list[tuple[int, int, frozenset[int]]] = []  # turn, seat, the ends it could not match
        drawable = self.stock - rules.reserve
        to_move, passes = hand.leader, 0
        ended: tuple[str, int | None] | None = None
        stopped = False
        self.lead: Tile | None = None
        for t, turn in enumerate(hand.turns):
            if ended is not None or stopped:
                raise self.fail(f"a turn after the hand ended ({ended})", t)
            seat = turn.seat
            if seat != to_move:
                raise self.fail(f"seat {seat} moves out of turn (seat {to_move} is to move)", t)
            ends = frozenset(line.open_ends().values())
            if line.lead is None:
                if turn.tile is None or turn.draws or turn.arm is not None:
                    raise self.fail("the lead is one tile from the hand, in the centre", t)
                self.lead = turn.tile
                line.place(bone(turn.tile), None)
            else:
                k = turn.draws
                if k or turn.passed:
                    stuck.append((t, seat, ends))
                drawn_so_far = len(places)
                if drawn_so_far + k > drawable:
                    raise self.fail("draws more tiles than the boneyard has", t)
                for j in range(k):
                    last = j == k - 1
                    kind = (
                        "played"
                        if last and turn.tile is not None
                        else "open"
                        if last and not turn.passed
                        else "unfit"
                    )
                    named = turn.drawn[j] if turn.drawn else None
                    places.append(Drawn(seat, t, kind, ends, named, turn.tile if kind == "played" else None))
                count[seat] += k
                if turn.passed:
                    if len(places) != drawable:
                        raise self.fail("passes while tiles are left to draw", t)
                    passes += 1
                    if passes == players:
                        ended = ("blocked", None)
                    to_move = rules.after(seat)
                    continue
                if turn.tile is None:
                    stopped = True
                    continue
                if turn.tile in placed:
                    raise self.fail(f"{turn.tile} is already on the table", t)
                open_ends = line.open_ends()
                if turn.arm is None:
                    arms = line.arms_for(bone(turn.tile))
                    if len(arms) != 1:
                        raise self.fail(f"{turn.tile} fits {len(arms)} arms and none is named", t)
                    arm = arms[0]
                else:
                    arm = turn.arm.name
                    if arm not in open_ends or open_ends[arm] not in bone(turn.tile):
                        raise self.fail(f"{turn.tile} cannot go on arm {arm}", t)
                line.place(bone(turn.tile), arm)
            assert turn.tile is not None
            placed[turn.tile] = (seat, t, bool(turn.draws))
            scored = score_for(line.total())
            if turn.points is not None and turn.points != scored:
                raise self.fail(f"{turn.tile} scores {scored}, not {turn.points}", t)
            count[seat] -= 1
            side = rules.side(seat)
            points[side] += scored
            passes = 0
            if rules.win_check == "immediate" and self.state.scores[side] + points[side] >= rules.target:
                ended = ("target", seat)
            elif count[seat] == 0:
                ended = ("out", seat)
            to_move = rules.after(seat)
        self.count, self.placed, self.places, self.stuck = count, placed, places, stuck
        self.forbidden = self.forbidden_in_hands()
        return self.ending(ended, points)

    # -- the end of the hand -------------------------------------------------------------------

    def ending(self, ended: tuple[str, int | None] | None, points: list[int]) -> set[State]:
        hand, rules, players, count = self.hand, self.rules, self.players, self.count
        said = None if hand.end is None else (hand.end.how.value, hand.end.seat)
        lines = (hand.pips, hand.shown, hand.deductions, hand.awards, hand.scores)
        if ended is None:
            if said is not None:
                raise self.fail(f"the record says {said}, but the hand has not ended")
            if any(lines):
                raise Undecided(f"{self.name}: end-of-hand lines on a hand that has not ended")
            self.need_deal({s: None for s in range(players)})
            scores = tuple(a + b for a, b in zip(self.state.scores, points, strict=True))
            return {State(scores, None, ("stopped", None))}
        if said is not None and said != ended:
            raise self.fail(f"the record says {said}, but the hand ended {ended}")
        self.hand_end = ended
        counted = ended[0] != "target"
        left: dict[int, frozenset[Tile] | None] = {
            s: frozenset() if count[s] == 0 else None for s in range(players)
        }
        shown_by: dict[Tile, int] = {}
        for seat, tiles in hand.shown:
            if len(tiles) != count[seat] or len(set(tiles)) != len(tiles):
                raise self.fail(f"seat {seat} shows {len(tiles)} tiles, but holds {count[seat]}")
            for tile in tiles:
                if tile in self.placed or tile in shown_by:
                    raise self.fail(f"seat {seat} shows {tile}, which is on the table or shown twice")
                shown_by[tile] = seat
            left[seat] = frozenset(tiles)
        pips_said = dict(hand.pips)
        if not counted and (hand.deductions or hand.awards):
            raise self.fail("a deduction or award after the target was reached")
        if rules.hand_end == "deduct" and hand.awards:
            raise self.fail("an award under hand-end=deduct")
        if rules.hand_end == "award" and hand.deductions:
            raise self.fail("a deduction under hand-end=award")
        hidden = [s for s in range(players) if left[s] is None and (counted or s in pips_said)]
        if not self.deal_exists(left):
            raise Illegal(f"{self.name}: no deal explains what the record shows")
        options = {s: self.holdings(s, left, *self.pip_range(s, pips_said, points, counted)) for s in hidden}
        hidden.sort(key=lambda s: len(options[s]))
        found: dict[State, None] = {}
        reasons = [f"{self.name}: no deal explains the tiles left at the end"]
        budget = [MOST_HOLDINGS]

        def search(i: int, known: dict[int, frozenset[Tile] | None]) -> None:
            if i == len(hidden):
                try:
                    state = self.scored(ended, points, known, counted, pips_said)
                except Illegal as why:
                    reasons.append(str(why))
                    return
                if state not in found and self.deal_exists(known):
                    found[state] = None
                return
            seat = hidden[i]
            low, high = self.partner_range(seat, known, points, counted)
            for holding in options[seat]:
                if not low <= sum(t.pips for t in holding) <= high:
                    continue
                budget[0] -= 1
                if budget[0] < 0:
                    raise Undecided(f"{self.name}: too many end-of-hand holdings to try")
                if any(holding & tiles for tiles in known.values() if tiles):
                    continue
                deeper = {**known, seat: holding}
                if i + 1 == len(hidden) or self.deal_exists(deeper):
                    search(i + 1, deeper)

        search(0, left)
        if not found:
            raise Illegal(reasons[-1])
        return set(found)

    def pip_range(
        self, seat: int, pips_said: dict[int, int], points: list[int], counted: bool
    ) -> tuple[int, int]:
        """The least and most pips ``seat`` may be left with, from what the end lines say (R17).

        Exact from a pips line; within 2 of a deduction (from the deduct line, or from the score
        line where a seat is a side); at most the award plus 2 for a seat whose pips the side that
        went out wins. Otherwise anything: the search tries every holding.
        """
        if seat in pips_said:
            return pips_said[seat], pips_said[seat]
        hand, rules, anything = self.hand, self.rules, (0, 1 << 30)
        said = dict(hand.scores)
        if not counted:
            return anything
        if rules.hand_end == "deduct":
            side = rules.side(seat)
            if hand.deductions:
                lost = dict(hand.deductions).get(seat, 0)
            elif side in said:
                lost = self.state.scores[side] + points[side] - said[side]  # the side's loss
            else:
                return anything
            if lost < 0 or lost % 5:
                raise self.fail(f"side {side} would lose {lost}, which no pips round to")
            if rules.partnerships and not hand.deductions:
                return 0, lost + 2  # the partner's loss, 0 or more, is part of it
            return max(0, lost - 2), lost + 2
        ended = self.hand_end
        if ended is None or ended[0] != "out" or ended[1] is None:
            return anything
        winner = rules.side(ended[1])
        if rules.side(seat) == winner:
            return anything
        if hand.awards:
            award = dict(hand.awards).get(winner, 0)
        elif winner in said:
            award = said[winner] - self.state.scores[winner] - points[winner]
        else:
            return anything
        return 0, award + 2

    def partner_range(
        self, seat: int, known: dict[int, frozenset[Tile] | None], points: list[int], counted: bool
    ) -> tuple[int, int]:
        """With deductions only in the score line, a partner's holding known fixes what ``seat`` lost."""
        rules, hand = self.rules, self.hand
        side = rules.side(seat)
        said = dict(hand.scores)
        partners = [s for s in range(self.players) if rules.side(s) == side and s != seat]
        if not counted or rules.hand_end != "deduct" or hand.deductions or side not in said or not partners:
            return 0, 1 << 30
        if any(known.get(s) is None for s in partners):
            return 0, 1 << 30
        lost = self.state.scores[side] + points[side] - said[side]
        lost -= sum(nearest_five(sum(t.pips for t in known[s] or ())) for s in partners)
        return max(0, lost - 2), lost + 2

    def holdings(
        self, seat: int, left: dict[int, frozenset[Tile] | None], low: int, high: int
    ) -> list[frozenset[Tile]]:
        """Every set of tiles ``seat`` may hold at the end: as many as it holds, ``low`` to ``high`` pips."""
        groups = self.groups()
        mine = [g for g in groups if g[1] == seat]
        possible = sorted(
            (
                tile
                for tile in TILES
                if tile not in self.placed and any(self.allowed(tile, g, left) for g in mine)
            ),
            key=lambda tile: tile.pips,
        )
        n = self.count[seat]
        out: list[frozenset[Tile]] = []

        def extend(start: int, chosen: list[Tile], total: int) -> None:
            if len(out) > MOST_HOLDINGS:
                return
            if len(chosen) == n:
                if low <= total:
                    out.append(frozenset(chosen))
                return
            for i in range(start, len(possible)):
                tile = possible[i]
                if total + tile.pips > high:
                    break
                chosen.append(tile)
                extend(i + 1, chosen, total + tile.pips)
                chosen.pop()

        extend(0, [], 0)
        if len(out) > MOST_HOLDINGS:
            raise Undecided(f"{self.name}: too many holdings for seat {seat}")
        return out

    def scored(
        self,
        ended: tuple[str, int | None],
        points: list[int],
        left: dict[int, frozenset[Tile] | None],
        counted: bool,
        pips_said: dict[int, int],
    ) -> State:
        """The end-of-hand lines checked against ``left`` (every holding known); the state after."""
        hand, rules, players = self.hand, self.rules, self.players
        how, ender = ended
        pips = [sum(t.pips for t in left[s] or ()) for s in range(players)]
        for seat, said in pips_said.items():
            if left[seat] is not None and pips[seat] != said:
                raise self.fail(f"seat {seat} has {pips[seat]} pips left, not {said}")
        deductions = [0] * players
        awards = [0] * self.game.sides
        if counted:
            if rules.hand_end == "deduct":
                deductions = [nearest_five(p) for p in pips]
                if hand.deductions:
                    said = dict(hand.deductions)
                    if any(said.get(s, 0) != deductions[s] for s in range(players)):
                        raise self.fail(f"the deductions are {deductions}, not {said}")
            else:
                awards = self.awards(how, ender, pips)
                if hand.awards:
                    said = dict(hand.awards)
                    if any(said.get(s, 0) != awards[s] for s in range(len(awards))):
                        raise self.fail(f"the awards are {awards}, not {said}")
        scores = list(self.state.scores)
        for side in range(len(scores)):
            scores[side] += points[side] + awards[side]
        for seat in range(players):
            scores[rules.side(seat)] -= deductions[seat]
        for side, said_score in hand.scores:
            if scores[side] != said_score:
                raise self.fail(f"side {side} has {scores[side]} after the hand, not {said_score}")
        winner = game_winner(rules, scores, how, ender)
        return State(tuple(scores), winner, ended)

    def awards(self, how: str, ender: int | None, pips: list[int]) -> list[int]:
        """R17, hand-end=award (and blocked=difference): what each side wins from the pips left."""
        rules = self.rules
        side_pips = [0] * rules.sides
        for seat, count in enumerate(pips):
            side_pips[rules.side(seat)] += count
        out = [0] * rules.sides
        if how == "out":
            assert ender is not None
            winner: int | None = rules.side(ender)
        else:
            lightest = min(side_pips)
            light = [s for s, count in enumerate(side_pips) if count == lightest]
            winner = light[0] if len(light) == 1 else None
        if winner is not None:
            others = [count for s, count in enumerate(side_pips) if s != winner]
            if how == "blocked" and rules.blocked == "difference":
                out[winner] = nearest_five(sum(count - side_pips[winner] for count in others))
            else:
                out[winner] = nearest_five(sum(others))
        return out

    # -- the deal: every tile in one place of it ---------------------------------------------

    def groups(self) -> list[tuple[str, int, int]]:
        """Places in the deal: each seat's dealt hand, each boneyard place drawn, the rest of the boneyard."""
        out = [("dealt", s, self.rules.hand_size) for s in range(self.players)]
        out += [("drawn", d.seat, p) for p, d in enumerate(self.places)]
        out.append(("stock", -1, self.stock - len(self.places)))
        return out

    def forbidden_in_hands(self) -> frozenset[Tile]:
        """R6 first-lead=highest-double: the tiles no dealt hand may hold, given the lead."""
        lead = self.lead
        if not self.lead_rule or lead is None:
            return frozenset()
        if lead.is_double:
            return frozenset(t for t in TILES if t.is_double and t.pips > lead.pips)
        return frozenset(t for t in TILES if t.is_double or heavier(t, lead))

    def holds(self, seat: int, tile: Tile, since: int, left: dict[int, frozenset[Tile] | None]) -> bool:
        """Whether ``seat`` may hold ``tile`` from turn ``since`` on (-1: the deal), as the record says."""
        until = 1 << 30
        where = self.placed.get(tile)
        if where is not None:
            by, turn, drew = where
            if by != seat or turn <= since or drew:
                return False
            until = turn
        else:
            for other, tiles in left.items():
                if tiles is not None and (tile in tiles) != (other == seat):
                    return False
        return not any(who == seat and since < t < until and fits(tile, ends) for t, who, ends in self.stuck)

    def allowed(
        self, tile: Tile, group: tuple[str, int, int], left: dict[int, frozenset[Tile] | None]
    ) -> bool:
        kind, seat, p = group
        hand = self.hand
        boneyard = hand.boneyard
        if kind == "dealt":
            if seat in self.dealt:
                if tile not in self.dealt[seat]:
                    return False
            elif tile in self.in_dealt or (boneyard is not None and tile in boneyard):
                return False
            if tile in self.forbidden:
                return False
            return self.holds(seat, tile, -1, left)
        if tile in self.in_dealt:
            return False
        if kind == "drawn":
            place = self.places[p]
            if place.named is not None and place.named != tile:
                return False
            if boneyard is not None and boneyard[p] != tile:
                return False
            if place.kind == "played":
                return tile == place.played
            if place.kind == "unfit" and fits(tile, place.ends):
                return False
            return self.holds(seat, tile, place.turn, left)
        if tile in self.placed or any(tiles is not None and tile in tiles for tiles in left.values()):
            return False  # the rest of the boneyard is never drawn: nobody placed or kept its tiles
        return boneyard is None or tile in boneyard[len(self.places) :]

    def need_deal(self, left: dict[int, frozenset[Tile] | None]) -> None:
        if not self.deal_exists(left):
            raise Illegal(f"{self.name}: no deal explains what the record shows")

    def deal_exists(self, left: dict[int, frozenset[Tile] | None]) -> bool:
        """A perfect matching of the 28 tiles to the places of the deal (each dealt hand takes hand-size)."""
        groups = self.groups()
        capacity = [g[2] if g[0] != "drawn" else 1 for g in groups]
        options = [[i for i, g in enumerate(groups) if self.allowed(tile, g, left)] for tile in TILES]
        members: list[list[int]] = [[] for _ in groups]

        def place(x: int, seen: set[int]) -> bool:
            for g in options[x]:
                if g in seen:
                    continue
                seen.add(g)
                if len(members[g]) < capacity[g]:
                    members[g].append(x)
                    return True
                for y in members[g]:
                    if place(y, seen):
                        members[g].remove(y)
                        members[g].append(x)
                        return True
            return False

        order = sorted(range(len(TILES)), key=lambda x: len(options[x]))
        return all(place(x, set()) for x in order)


# ==== the games ================================================================================

#: Seatings and rule variants the games are played under: (label, players, partnerships, variants).
TABLES: tuple[tuple[str, int, bool, tuple[tuple[str, str], ...]], ...] = (
    ("2p", 2, False, (("target", "150"),)),
    ("2p win-check=hand-end", 2, False, (("win-check", "hand-end"), ("target", "150"))),
    ("2p hand-size=5", 2, False, (("hand-size", "5"), ("target", "100"))),
    ("3p", 3, False, (("target", "100"),)),
    ("3p hand-end=award", 3, False, (("hand-end", "award"), ("target", "150"))),
    ("3p first-lead=highest-double", 3, False, (("first-lead", "highest-double"), ("target", "100"))),
    ("4p spinner=none", 4, False, (("spinner", "none"), ("target", "100"))),
    ("4p boneyard-reserve=1", 4, False, (("boneyard-reserve", "1"), ("target", "100"))),
    ("4p partners", 4, True, ()),
    ("4p partners spinner=open", 4, True, (("spinner", "open"), ("target", "150"))),
    ("4p partners boneyard-reserve=2", 4, True, (("boneyard-reserve", "2"), ("target", "150"))),
    ("4p partners award blocked=difference", 4, True, (("hand-end", "award"), ("blocked", "difference"))),
    (
        "2p hand-size=7-5 first-lead=highest-double",
        2,
        False,
        (("hand-size", "7-5"), ("first-lead", "highest-double")),
    ),
)


@dataclass(frozen=True)
class GameSpec:
    """One self-played game of the corpus: its table, its seed and its players."""

    index: int
    label: str
    players: int
    partnerships: bool
    variants: tuple[tuple[str, str], ...]
    seed: int
    kinds: tuple[str, ...]

    def game(self) -> PlayedGame:
        return played(self.players, self.partnerships, self.variants, self.seed, self.kinds)

    def __str__(self) -> str:
        variants = " ".join(f"{k}={v}" for k, v in self.variants) or "default rules"
        partners = ", partners" if self.partnerships else ""
        return (
            f"game #{self.index}: {self.players} players{partners}, {variants}, seed {self.seed},"
            f" players {'/'.join(self.kinds)}"
        )


def corpus(games: int, seed: int) -> list[GameSpec]:
    """``games`` games, the tables in turn, each with its own deal seed and player kinds."""
    out = []
    for i in range(games):
        label, players, partnerships, variants = TABLES[i % len(TABLES)]
        rng = random.Random(f"{seed}/{i}")
        kinds = tuple(rng.choice(("greedy", "random")) for _ in range(players))
        out.append(GameSpec(i, label, players, partnerships, variants, rng.randrange(2**32), kinds))
    return out


# ==== the changes ==============================================================================

Site = tuple[int, ...]
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


def rules_of(record: GameRecord) -> RefereeRules:
    table = record.table
    return RefereeRules.from_variants(table.players, table.partnerships, record.rules.variants())


def line_before(truth: GameRecord, h: int, t: int) -> RefereeLine:
    """The layout before turn ``t`` of hand ``h``, on the reference model."""
    line = RefereeLine(rules_of(truth).spinner)
    for turn in truth.hands[h].turns[:t]:
        if turn.tile is not None:
            line.place(bone(turn.tile), None if line.lead is None else (turn.arm or Arm.W).name)
    return line


def on_table(truth: GameRecord, h: int, t: int) -> set[Tile]:
    return {turn.tile for turn in truth.hands[h].turns[:t] if turn.tile is not None}


def turn_seat(truth: GameRecord, site: Site) -> int:
    return truth.hands[site[0]].turns[site[1]].seat


def entry_seat(truth: GameRecord, site: Site) -> int:
    return site[1]


def side_seat(truth: GameRecord, site: Site) -> int:
    return truth.table.seats_of(site[1])[0]


def leader_seat(truth: GameRecord, site: Site) -> int:
    return truth.hands[site[0]].leader


def first_seat(truth: GameRecord, site: Site) -> int:
    return 0


def all_turns(truth: GameRecord) -> list[Site]:
    return [(h, t) for h, hand in enumerate(truth.hands) for t in range(len(hand.turns))]


def placements(truth: GameRecord, first: int = 0) -> list[Site]:
    return [
        (h, t)
        for h, hand in enumerate(truth.hands)
        for t, turn in enumerate(hand.turns)
        if turn.tile is not None and t >= first
    ]


def counted_hands(truth: GameRecord) -> list[int]:
    return [
        h
        for h, hand in enumerate(truth.hands)
        if hand.end is not None and hand.end.how is not HowEnded.TARGET
    ]


def the_game(truth: GameRecord) -> list[Site]:
    return [(0,)]


def finished(truth: GameRecord) -> list[Site]:
    return [(0,)] if truth.result is not None else []


def turn_of(record: GameRecord, site: Site) -> Turn:
    return record.hands[site[0]].turns[site[1]]


def changed_turn(record: GameRecord, site: Site, turn: Turn) -> GameRecord:
    return with_turn(record, site[0], site[1], turn)


def with_turns(record: GameRecord, h: int, turns: Iterable[Turn]) -> GameRecord:
    return with_hand(record, h, replace(record.hands[h], turns=tuple(turns)))


def entry_changed(entries: tuple[tuple[int, int], ...], key: int, value: int) -> tuple[tuple[int, int], ...]:
    """End-of-hand entries with ``key`` set to ``value`` (added in order if it was not there)."""
    found = dict(entries)
    found[key] = value
    return tuple(sorted(found.items()))


def plus_or_minus(value: int, rng: random.Random, step: int = 5) -> int:
    delta = rng.choice((step, -step))
    return value + delta if value + delta >= 0 else value + step


# -- a tile ---------------------------------------------------------------------------------


def any_other_tile(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
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
    """``turn`` made a placement of a tile other than its own, not on the table, that fits an open arm
    (any tile, for the lead), with the arm written and the claim it scores; None if no tile fits."""
    h, t = site
    line = line_before(truth, h, t)
    table = on_table(truth, h, t)
    options = [x for x in TILES if x != turn.tile and x not in table and (t == 0 or line.arms_for(bone(x)))]
    if not options:
        return None
    tile = rng.choice(options)
    arm = None if t == 0 else rng.choice(line.arms_for(bone(tile)))
    line.place(bone(tile), arm)
    points = score_for(line.total()) or None
    drawn = (*turn.drawn[:-1], tile) if turn.drawn else ()
    new = replace(
        turn, tile=tile, arm=None if arm is None else Arm[arm], points=points, drawn=drawn, passed=False
    )
    return changed_turn(record, site, new)


def tile_on_the_table(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    h, t = site
    again = rng.choice(sorted(on_table(truth, h, t)))
    return changed_turn(record, site, replace(turn_of(record, site), tile=again))


def dealt_tile(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord | None:
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
    hand = record.hands[site[0]]
    if hand.boneyard is None or len(hand.boneyard) < 2:
        return None
    tiles = list(hand.boneyard)
    i, j = rng.sample(range(len(tiles)), 2)
    tiles[i], tiles[j] = tiles[j], tiles[i]
    return with_hand(record, site[0], replace(hand, boneyard=tuple(tiles)))


def drawn_tile(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord | None:
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
    was = turn_of(truth, site).arm
    return changed_turn(
        record, site, replace(turn_of(record, site), arm=rng.choice([a for a in Arm if a != was]))
    )


def ambiguous(truth: GameRecord) -> list[Site]:
    return [
        (h, t)
        for h, t in placements(truth, 1)
        if len(line_before(truth, h, t).arms_for(bone(truth.hands[h].turns[t].tile or TILES[0]))) > 1
    ]


def implied(truth: GameRecord) -> list[Site]:
    return [
        (h, t)
        for h, t in placements(truth, 1)
        if len(line_before(truth, h, t).arms_for(bone(truth.hands[h].turns[t].tile or TILES[0]))) == 1
    ]


def arm_left_out(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    return changed_turn(record, site, replace(turn_of(record, site), arm=None))


def lead_on_an_arm(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    return changed_turn(
        record, (site[0], 0), replace(record.hands[site[0]].turns[0], arm=rng.choice(list(Arm)))
    )


# -- a claim, a draw ------------------------------------------------------------------------


def claim(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    turn = turn_of(record, site)
    points = rng.choice((5, 10)) if turn.points is None else plus_or_minus(turn.points, rng)
    return changed_turn(record, site, replace(turn, points=points))


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
    h, t = site
    turns = record.hands[h].turns
    return with_turns(record, h, (*turns[:t], *turns[t + 1 :]))


def turn_repeated(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    h, t = site
    turns = record.hands[h].turns
    return with_turns(record, h, (*turns[: t + 1], turns[t], *turns[t + 1 :]))


def pass_inserted(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """A pass by the seat to move, before its turn: everybody after it is then out of turn."""
    h, t = site
    turns = record.hands[h].turns
    return with_turns(record, h, (*turns[:t], Turn(seat=turns[t].seat, passed=True), *turns[t:]))


def neighbours(truth: GameRecord) -> list[Site]:
    return [
        (h, t)
        for h, hand in enumerate(truth.hands)
        for t in range(len(hand.turns) - 1)
        if hand.turns[t].seat != hand.turns[t + 1].seat
    ]


def turns_swapped(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    h, t = site
    turns = list(record.hands[h].turns)
    turns[t], turns[t + 1] = turns[t + 1], turns[t]
    return with_turns(record, h, turns)


def same_seat_pairs(truth: GameRecord) -> list[Site]:
    out = []
    for h, hand in enumerate(truth.hands):
        plain = [t for t, turn in enumerate(hand.turns) if t and turn.tile is not None and not turn.draws]
        out += [
            (h, a, b) for a, b in itertools.combinations(plain, 2) if hand.turns[a].seat == hand.turns[b].seat
        ]
    return out


def tiles_swapped(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """Two placements of one seat in a hand exchange their tiles (arms and claims as written)."""
    h, a, b = site
    turns = list(record.hands[h].turns)
    turns[a], turns[b] = replace(turns[a], tile=turns[b].tile), replace(turns[b], tile=turns[a].tile)
    return with_turns(record, h, turns)


def pass_due(truth: GameRecord) -> list[Site]:
    return [(h, t) for h, hand in enumerate(truth.hands) for t in range(1, len(hand.turns))]


# -- a hand ---------------------------------------------------------------------------------


def hands(truth: GameRecord) -> list[Site]:
    return [(h,) for h, hand in enumerate(truth.hands) if hand.turns]


def leader(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    hand = record.hands[site[0]]
    other = rng.choice([s for s in range(record.table.players) if s != hand.leader])
    return with_hand(record, site[0], replace(hand, leader=other))


def hand_number(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    hand = record.hands[site[0]]
    return with_hand(record, site[0], replace(hand, number=plus_or_minus(hand.number, rng, 1) or 2))


def end_line(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    hand = record.hands[site[0]]
    seats = range(record.table.players)
    options = [HandEnd(HowEnded.BLOCKED)] + [
        HandEnd(how, s) for how in (HowEnded.OUT, HowEnded.TARGET) for s in seats
    ]
    return with_hand(record, site[0], replace(hand, end=rng.choice([e for e in options if e != hand.end])))


def ended_hands(truth: GameRecord) -> list[Site]:
    return [(h,) for h, hand in enumerate(truth.hands) if hand.end is not None]


def with_boneyard(truth: GameRecord) -> list[Site]:
    return [
        (h,) for h, hand in enumerate(truth.hands) if hand.boneyard is not None and len(hand.boneyard) > 1
    ]


# -- the end of a hand ------------------------------------------------------------------------


def every_seat_counted(truth: GameRecord) -> list[Site]:
    if truth.table.rules.hand_end.value != "deduct":
        return []
    return [(h, s) for h in counted_hands(truth) for s in range(truth.table.players)]


def every_side_counted(truth: GameRecord) -> list[Site]:
    if truth.table.rules.hand_end.value != "award":
        return []
    return [(h, s) for h in counted_hands(truth) for s in range(truth.table.sides)]


def pips_entries(truth: GameRecord) -> list[Site]:
    return [(h, s) for h, hand in enumerate(truth.hands) for s, _ in hand.pips]


def score_entries(truth: GameRecord) -> list[Site]:
    return [(h, s) for h, hand in enumerate(truth.hands) for s, _ in hand.scores]


def end_entry(field_name: str, step: int) -> Change:
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
        return with_hand(record, h, replace(hand, **{field_name: entry_changed(entries, key, value)}))

    return change


def miscounted(field_name: str) -> Change:
    """A deduction (or award) five off, and every running score of that side from there on with it:
    one miscount, carried through the scoresheet, so only the hidden tiles can tell."""

    def change(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
        h, key = site
        hand = record.hands[h]
        entries = getattr(hand, field_name)
        old = dict(entries).get(key, 0)
        new = plus_or_minus(old, rng) if key in dict(entries) else 5
        awards = field_name == "awards"
        side, shift = (key, new - old) if awards else (record.table.seat_sides[key], old - new)
        record = with_hand(record, h, replace(hand, **{field_name: entry_changed(entries, key, new)}))
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
    h, side = site
    hand = record.hands[h]
    found = dict(hand.scores)
    if side not in found:
        return None
    found[side] += rng.choice((5, -5))
    return with_hand(record, h, replace(hand, scores=tuple(sorted(found.items()))))


# -- the game -------------------------------------------------------------------------------


def result(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    return replace(record, result=rng.choice([s for s in range(record.table.sides) if s != record.result]))


def turn_after_the_game(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    last = record.hands[-1]
    extra = Turn(seat=record.table.next_seat[last.turns[-1].seat], passed=True)
    return with_hand(record, len(record.hands) - 1, replace(last, turns=(*last.turns, extra)))


def hand_after_the_game(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    last = record.hands[-1]
    leader = last.end.seat if last.end is not None and last.end.seat is not None else 0
    tile = rng.choice(TILES)
    extra = HandRecord(number=last.number + 1, leader=leader, turns=(Turn(seat=leader, tile=tile),))
    return replace(record, hands=(*record.hands, extra))


def pass_for_a_placement(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    turn = turn_of(record, site)
    return changed_turn(record, site, Turn(seat=turn.seat, draws=turn.draws, drawn=turn.drawn, passed=True))


def passes(truth: GameRecord) -> list[Site]:
    return [s for s in all_turns(truth) if turn_of(truth, s).passed]


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


# -- changes that keep a record legal -----------------------------------------------------------

BRACE = Comment(" Ann 5-3 E +10 ! hand 2, Ben leads [%clk 0:01:30] ")
SEMI = Comment(" blocked; score Ann 5", CommentStyle.LINE)


def claim_left_out(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    turn = turn_of(record, site)
    return None if turn.points is None else changed_turn(record, site, replace(turn, points=None))


def every_claim_left_out(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    return replace(
        record,
        hands=tuple(replace(h, turns=tuple(replace(t, points=None) for t in h.turns)) for h in record.hands),
    )


def implied_arm_written(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    return changed_turn(record, site, replace(turn_of(record, site), arm=turn_of(truth, site).arm))


def commented(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    turn = turn_of(record, site)
    hand = record.hands[site[0]]
    record = with_hand(record, site[0], replace(hand, comments=(BRACE,)))
    return changed_turn(record, site, replace(turn, comments=(BRACE, SEMI)))


def glyphs(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    return changed_turn(
        record, site, replace(turn_of(record, site), glyphs=(rng.choice(("!", "??", "!?")), "$4"))
    )


END_PARTS = ("end", "pips", "shown", "deductions", "awards", "scores")


def end_parts(truth: GameRecord) -> list[Site]:
    return [
        (h, i) for h, hand in enumerate(truth.hands) if hand.end is not None for i in range(len(END_PARTS))
    ]


def end_part_left_out(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    h, i = site
    hand = record.hands[h]
    part = END_PARTS[i]
    if not getattr(hand, part):
        return None
    return with_hand(record, h, replace(hand, **{part: None if part == "end" else ()}))


def cut(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """The record stops after turn ``t`` of hand ``h`` (result ``*``)."""
    h, t = site
    hand = record.hands[h]
    stub = HandRecord(hand.number, hand.leader, hand.dealt, hand.boneyard, hand.turns[: t + 1])
    return replace(record, hands=(*record.hands[:h], stub), result=None)


def renamed(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    return replace(record, seats=("Zoë", "O'Neil", "J.R.", "Łukasz")[: record.table.players])


def tagged(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    return replace(
        record,
        event="Club night",
        site="Room 2",
        date="2026-??-??",
        round="3",
        other_tags=(("Annotator", "x"),),
    )


def draws_not_named(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    turn = turn_of(record, site)
    return None if not turn.drawn else changed_turn(record, site, replace(turn, drawn=()))


def dealt_left_out(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    h, seat = site
    hand = record.hands[h]
    if seat not in dict(hand.dealt):
        return None
    return with_hand(record, h, replace(hand, dealt=tuple(d for d in hand.dealt if d[0] != seat)))


def boneyard_left_out(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    hand = record.hands[site[0]]
    return None if hand.boneyard is None else with_hand(record, site[0], replace(hand, boneyard=None))


def later_start(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    k = site[0]
    carried = tuple(score for _, score in truth.hands[k - 1].scores)
    return replace(record, hands=record.hands[k:], first_hand=k + 1, start_scores=carried)


_TILE = re.compile(r"(?<![\d-])([0-6])-([0-6])(?![\d-])")


def reformatted(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> str:
    """The record's text as a hand-writer might type it, with liberties the reader takes (notation.md §10)."""
    chosen = [
        name
        for name in ("turn", "indent", "spaces", "zeros", "commas", "trailing", "blank", "crlf")
        if rng.random() < 0.6
    ]
    out = []
    for line in write_game(record).split("\n"):
        if line.startswith("[") or not line.strip():
            out.append(line)
            continue
        if "turn" in chosen:
            line = _TILE.sub(r"\2-\1", line)
        if "zeros" in chosen:
            line = re.sub(r"\+(\d)", r"+0\1", line)
            line = re.sub(r"^(\s*hand )(\d)", r"\g<1>0\2", line)
        if "commas" in chosen:
            line = line.replace(", ", ",")
        if "spaces" in chosen:
            line = re.sub(r"(?<=\S) (?=\S)", " \t ", line)
        if "indent" in chosen:
            line = rng.choice(("", "\t", "      ")) + line.lstrip()
        if "trailing" in chosen:
            line += " \t"
        out.append(line)
        if "blank" in chosen:
            out.append("")
    return ("\r\n" if "crlf" in chosen else "\n").join(out)


LEGAL_KINDS: tuple[Kind, ...] = (
    Kind(
        "a claim left out",
        lambda tr: [s for s in placements(tr) if turn_of(tr, s).points is not None],
        claim_left_out,
        turn_seat,
    ),
    Kind("every claim left out", the_game, every_claim_left_out, first_seat),
    Kind("an implied arm written", implied, implied_arm_written, turn_seat),
    Kind("an implied arm left out", implied, arm_left_out, turn_seat, implied_arms=False),
    Kind("comments added", all_turns, commented, turn_seat),
    Kind("glyphs added", all_turns, glyphs, turn_seat),
    Kind(
        "an end-of-hand line left out",
        end_parts,
        end_part_left_out,
        lambda tr, site: tr.hands[site[0]].end.seat or 0 if tr.hands[site[0]].end else 0,
    ),
    Kind("no tiles shown in the game", the_game, lambda r, t, site, rng: NOT_SHOWN(r, site), first_seat),
    Kind(
        "no count in the game, scores only", the_game, lambda r, t, site, rng: NO_COUNT(r, site), first_seat
    ),
    Kind(
        "only deduct or award lines in a hand",
        lambda tr: [(h,) for h in counted_hands(tr)],
        lambda r, t, site, rng: ONLY_DEDUCT_AND_AWARD(r, site),
        leader_seat,
    ),
    Kind(
        "the tiles drawn not named",
        lambda tr: [s for s in all_turns(tr) if turn_of(tr, s).draws],
        draws_not_named,
        turn_seat,
    ),
    Kind(
        "a dealt line left out",
        lambda tr: [(h, s) for h, _ in enumerate(tr.hands) for s in range(tr.table.players)],
        dealt_left_out,
        entry_seat,
    ),
    Kind("the boneyard line left out", hands, boneyard_left_out, leader_seat),
    Kind("the record cut after a turn", all_turns, cut, turn_seat),
    Kind(
        "picked up at a later hand",
        lambda tr: [(k,) for k in range(1, len(tr.hands))],
        later_start,
        leader_seat,
    ),
    Kind("seats renamed", the_game, renamed, first_seat),
    Kind("tags added", the_game, tagged, first_seat),
    Kind("reformatted text", lambda tr: [(0,), (1,), (2,)], reformatted, first_seat),
)


# ==== measuring ================================================================================

#: The knowledge levels, as columns: open; the record of the seat the change concerns and of the next
#: seat (both ``player`` records); public.
LEVELS = ("open", "mover", "bystander", "public")
LEVEL_NAMES = {
    "open": "open",
    "mover": "player (mover)",
    "bystander": "player (bystander)",
    "public": "public",
}
#: What a site names, by the function that finds the seat it concerns.
SITE_WORDS: dict[Callable[[GameRecord, Site], int], str] = {
    turn_seat: "turn",
    entry_seat: "seat",
    side_seat: "side",
    leader_seat: "",
    first_seat: "",
}


@dataclass(frozen=True)
class Outcome:
    """One changed record: what was changed, what the judge says, and what the validator found."""

    kind: str
    level: str
    by_construction: bool  # a change that keeps the record legal by construction
    verdict: str  # the judge's: LEGAL, ILLEGAL or UNDECIDED
    why: str  # the judge's reason, for an illegal record
    rejected: bool  # the validator found an error (or the reader refused the text)
    codes: tuple[str, ...]  # the codes of the errors found
    game: str
    where: str
    diff: tuple[str, ...]  # the lines changed, as - and +
    message: str  # the validator's first error
    text: str = field(repr=False, compare=False)  # the changed record, to reproduce
    gave_up: bool = False  # the validator's pip search gave up (AF502, a warning)

    @property
    def missed(self) -> bool:
        """An illegal change the validator accepts."""
        return self.verdict == ILLEGAL and not self.rejected

    @property
    def false_alarm(self) -> bool:
        """A legal record the validator rejects."""
        return (self.verdict == LEGAL or self.by_construction) and self.rejected


def site_name(kind: Kind, truth: GameRecord, site: Site) -> str:
    """Where a change was made, as a reader of the record finds it."""
    if kind.seat is first_seat:
        return "the game" if site == (0,) else f"the game (variant {site[0]})"
    hand = f"hand {truth.hands[site[0]].number}"
    word = SITE_WORDS.get(kind.seat, "")
    if len(site) == 3:
        return f"{hand}, turns {site[1] + 1} and {site[2] + 1}"
    if word == "turn":
        return f"{hand}, turn {site[1] + 1}"
    if word == "seat":
        return f"{hand}, {truth.seats[site[1]]}"
    if word == "side":
        return f"{hand}, {truth.side_name(site[1])}"
    return hand


def view_text(record: GameRecord) -> str:
    view = record.view
    return f"player {record.seats[view.seat]}" if view.seat is not None else view.level.value


def changed_lines(before: str, after: str) -> tuple[str, ...]:
    diff = difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
    lines = [d for d in diff if d[:1] in "+-" and not d.startswith(("+++", "---"))]
    return tuple(lines[:8])


def make_change(
    spec: GameSpec, game: PlayedGame, truth: GameRecord, kind: Kind, level: str, site: Site
) -> tuple[GameRecord, str, GameRecord | str, str] | None:
    """The record at ``level`` and its text, ``kind``'s change at ``site`` and its text; None: none here."""
    record = record_at(game, level, kind.seat(truth, site), implied_arms=kind.implied_arms)
    if kind.base is not None:
        record = kind.base(record, site)
    rng = random.Random(f"{spec.seed}/{kind.name}/{site}")
    try:
        changed = kind.change(record, truth, site, rng)
    except ValueError:  # the record model refuses it outright: it could not be written down
        return None
    if changed is None:
        return None
    text = changed if isinstance(changed, str) else write_game(changed)
    before = write_game(record)
    if text == before:
        return None
    return record, before, changed, text


def measure_one(
    spec: GameSpec,
    game: PlayedGame,
    truth: GameRecord,
    kind: Kind,
    by_construction: bool,
    level: str,
    site: Site,
) -> Outcome | None:
    """Make one change at ``site`` of the record at ``level``; check it; judge it. None: not made here."""
    made = make_change(spec, game, truth, kind, level, site)
    if made is None:
        return None
    record, before, changed, text = made
    where = f"{site_name(kind, truth, site)}; {view_text(record)} record"
    diff = changed_lines(before, text)
    try:
        read = parse_game(text)
    except AllFivesError as error:  # the reader refuses it: caught, though not by the replay
        verdict, why = judge(changed) if isinstance(changed, GameRecord) else (UNDECIDED, "not read")
        return Outcome(
            kind.name,
            level,
            by_construction,
            verdict,
            why,
            True,
            ("read",),
            str(spec),
            where,
            diff,
            str(error),
            text,
        )
    report = check_game(read, source="mutant.afn")
    errors = [d for d in report.diagnostics if d.severity is Severity.ERROR]
    verdict, why = judge(read)
    first = str(errors[0]) if errors else ""
    codes = tuple(d.code for d in errors)
    return Outcome(
        kind.name,
        level,
        by_construction,
        verdict,
        why,
        bool(errors),
        codes,
        str(spec),
        where,
        diff,
        first,
        text,
        any(d.code == "AF502" for d in report.diagnostics),
    )


def measure_game(spec: GameSpec, sites: int, kinds: Sequence[str] | None = None) -> list[Outcome]:
    """Every kind of change (or those named) at up to ``sites`` random places of one game, at every level.

    The places, and the change made at each, are the same at every level.
    """
    game = spec.game()
    truth = truth_of(game)
    out = []
    for kind, by_construction, level, site in places_to_change(truth, spec, sites, kinds):
        outcome = measure_one(spec, game, truth, kind, by_construction, level, site)
        if outcome is not None:
            out.append(outcome)
    return out


def places_to_change(
    truth: GameRecord, spec: GameSpec, sites: int, kinds: Sequence[str] | None = None
) -> Iterator[tuple[Kind, bool, str, Site]]:
    """Each kind (whether legal by construction), level and place :func:`measure_game` changes."""
    for by_construction, group in ((False, KINDS), (True, LEGAL_KINDS)):
        for kind in group:
            if kinds is not None and kind.name not in kinds:
                continue
            places = list(kind.sites(truth))
            chosen = random.Random(f"{spec.seed}/{kind.name}").sample(places, min(sites, len(places)))
            for site in chosen:
                for level in LEVELS:
                    yield kind, by_construction, level, site


#: The records as the engine's games are written down: as they are, and with the end of each hand hidden.
AS_PLAYED: tuple[tuple[str, Callable[[GameRecord, Site], GameRecord] | None], ...] = (
    ("as written", None),
    ("tiles not shown", NOT_SHOWN),
    ("pips and tiles not shown", without("pips", "shown")),
    ("only the scores", NO_COUNT),
)


def as_played(spec: GameSpec) -> Counter[tuple[str, str]]:
    """One game at every view (open, public, each seat's) and every way of :data:`AS_PLAYED`, checked.

    Counts, by way and in all, the records, those with an error, and those where the pip search
    gave up (AF502): every one of these records is legal.
    """
    game = spec.game()
    views = [View(Knowledge.OPEN), View(Knowledge.PUBLIC)]
    views += [View(Knowledge.PLAYER, s) for s in range(game.table.players)]
    out: Counter[tuple[str, str]] = Counter()
    for view in views:
        record = record_of(game, view)
        for way, base in AS_PLAYED:
            found = check_game(record if base is None else base(record, (0,))).diagnostics
            for key in (way, "all"):
                out[key, "records"] += 1
                out[key, "rejected"] += any(d.severity is Severity.ERROR for d in found)
                out[key, "gave up"] += any(d.code == "AF502" for d in found)
    return out


def measure(
    specs: Sequence[GameSpec], sites: int, jobs: int = 1, kinds: Sequence[str] | None = None
) -> list[Outcome]:
    """:func:`measure_game` over every game, in ``jobs`` processes."""
    work = [(spec, sites, kinds) for spec in specs]
    if jobs <= 1:
        return [o for args in work for o in measure_game(*args)]
    with multiprocessing.Pool(jobs) as pool:
        return [o for chunk in pool.starmap(measure_game, work, chunksize=1) for o in chunk]


# ==== two slips in one record ==================================================================

#: The ten commonest slips of a hand-written record, missing arms and wrong claims first: the table
#: of pairs makes two of them, independently, in one record.
COMMON: tuple[str, ...] = (
    "an arm left out where two fit",
    "a claimed score",
    "an arm: another",
    "a tile: any other",
    "a running score",
    "the pips left",
    "a deduction",
    "the end line",
    "the hand number",
    "the leader",
)
#: How two slips of a pair stand: in one hand, or in two.
TOGETHER = ("same hand", "different hands")


@dataclass(frozen=True)
class PairOutcome:
    """Two changes made in one record: whether each was found, once, at its line, and nothing else."""

    first: str
    second: str
    together: str  # one of TOGETHER
    level: str
    comparable: bool  # each change alone gives exactly one error, at its own line (else not counted)
    found: bool  # exactly two errors, one at each change's line
    lines: tuple[int, ...]  # the lines changed
    errors: tuple[str, ...]  # the errors found, as the validator words them
    game: str
    where: str
    text: str = field(repr=False, compare=False)

    @property
    def pair(self) -> str:
        return f"{self.first} + {self.second}"


def first_changed_line(before: str, after: str) -> int:
    """The first line of ``after`` (from 1), blank lines aside, where it differs from ``before``."""
    lines = after.splitlines()
    matcher = difflib.SequenceMatcher(None, before.splitlines(), lines, autojunk=False)
    changed = (n for op, _, _, j1, j2 in matcher.get_opcodes() if op != "equal" for n in range(j1, j2))
    return next(n + 1 for n in changed if lines[n].strip())


def error_lines(text: str) -> tuple[list[int], list[str]]:
    """The line of each error the validator finds in ``text``, and each error as it is worded."""
    report = check_game(parse_game(text), source="mutant.afn")
    found = [d for d in report.diagnostics if d.severity is Severity.ERROR]
    return [d.line or 0 for d in found], [str(d).split("\n")[0] for d in found]


def pair_sites(
    truth: GameRecord, first: Kind, second: Kind, same: bool, rng: random.Random, count: int
) -> list[tuple[Site, Site]]:
    """Up to ``count`` places for two changes: in the same hand, or in two different hands."""
    seconds = list(second.sites(truth))
    out: list[tuple[Site, Site]] = []
    firsts = list(first.sites(truth))
    rng.shuffle(firsts)
    for one in firsts:
        fitting = [two for two in seconds if two != one and (two[0] == one[0]) == same]
        if fitting:
            out.append((one, rng.choice(fitting)))
        if len(out) == count:
            break
    return out


def measure_pairs(spec: GameSpec, count: int) -> list[PairOutcome]:
    """Each pair of :data:`COMMON` kinds, at up to ``count`` pairs of places each way, at every level.

    The record of a pair is the record with the first change made, then the second made on
    it, each as the table of single changes makes it. A pair is counted where each change
    alone gives exactly one error, at its own line, and the two lines differ; it is found
    where the two together give exactly two errors, one at each line.
    """
    game = spec.game()
    truth = truth_of(game)
    kinds = {kind.name: kind for kind in KINDS}
    out: list[PairOutcome] = []
    singles: dict[tuple[str, str, Site], tuple[GameRecord, str, int] | None] = {}

    def single(record: GameRecord, key: str, kind: Kind, site: Site) -> tuple[GameRecord, str, int] | None:
        """``kind``'s change at ``site`` of ``record``: the record, its text, the line of its one error."""
        cached = (key, kind.name, site)  # the record is the one of ``key``: level, mover, arms
        if cached in singles:
            return singles[cached]
        rng = random.Random(f"{spec.seed}/{kind.name}/{site}")
        try:
            changed = kind.change(record, truth, site, rng)
        except ValueError:
            changed = None
        found: tuple[GameRecord, str, int] | None = None
        if isinstance(changed, GameRecord):
            before, text = write_game(record), write_game(changed)
            if before != text and len(before.splitlines()) == len(text.splitlines()):
                line = first_changed_line(before, text)
                lines, _ = error_lines(text)
                if lines == [line]:
                    found = (changed, text, line)
        singles[cached] = found
        return found

    for i, a in enumerate(COMMON):
        for b in COMMON[i:]:
            first, second = kinds[a], kinds[b]
            for together in TOGETHER:
                rng = random.Random(f"{spec.seed}/{a}/{b}/{together}")
                for one, two in pair_sites(truth, first, second, together == "same hand", rng, count):
                    for level in LEVELS:
                        mover = first.seat(truth, one)
                        implied = first.implied_arms and second.implied_arms
                        record = record_at(game, level, mover, implied_arms=implied)
                        key = f"{level}/{mover}/{implied}"
                        alone_one = single(record, key, first, one)
                        alone_two = single(record, key, second, two)
                        comparable = (
                            alone_one is not None and alone_two is not None and alone_one[2] != alone_two[2]
                        )
                        where = f"{site_name(first, truth, one)} and {site_name(second, truth, two)}"
                        lines: tuple[int, ...] = ()
                        text, errors, found = "", (), False
                        if comparable:
                            assert alone_one is not None and alone_two is not None
                            rng_two = random.Random(f"{spec.seed}/{second.name}/{two}")
                            try:
                                both = second.change(alone_one[0], truth, two, rng_two)
                            except ValueError:
                                both = None
                            lines = tuple(sorted((alone_one[2], alone_two[2])))
                            if isinstance(both, GameRecord) and carried(record, both):
                                comparable = False  # a running score that carries a wrong figure: no slip
                            elif isinstance(both, GameRecord):
                                text = write_game(both)
                                found_lines, worded = error_lines(text)
                                errors = tuple(worded)
                                found = tuple(sorted(found_lines)) == lines
                            else:
                                comparable = False
                        out.append(
                            PairOutcome(
                                a,
                                b,
                                together,
                                level,
                                comparable,
                                found,
                                lines,
                                errors,
                                str(spec),
                                where,
                                text,
                            )
                        )
    return out


def carried(record: GameRecord, changed: GameRecord) -> bool:
    """Whether a running score of ``changed`` is off by just what its other figures are off.

    A record that carries a wrong claim, deduction, award or earlier running score into a
    running score is consistent: the validator reports the first and not the score (one
    cause, one finding), so such a pair is not two slips.
    """
    side_of = record.table.seat_sides
    offsets = [0] * record.table.sides  # how far the changed record's last running score is off
    for before, after in zip(record.hands, changed.hands, strict=True):
        figures = [0] * record.table.sides
        for old, new in zip(before.turns, after.turns, strict=True):
            figures[side_of[new.seat]] += (new.points or 0) - (old.points or 0)
        lost = dict(before.deductions)
        for seat, value in after.deductions:
            figures[side_of[seat]] -= value - lost.get(seat, value)
        won = dict(before.awards)
        for side, value in after.awards:
            figures[side] += value - won.get(side, value)
        scores = dict(before.scores)
        for side, value in after.scores:
            if side not in scores:
                continue
            change = value - scores[side]
            if change and change == offsets[side] + figures[side]:
                return True
            offsets[side] = change
    return False


def pair_table(title: str, outcomes: Sequence[PairOutcome]) -> str:
    """Found/counted by pair of kinds (rows) and level (columns), with the totals."""
    counted: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    rows: list[str] = []
    for o in outcomes:
        if o.pair not in rows:
            rows.append(o.pair)
        if not o.comparable:
            continue
        for key in ((o.pair, o.level), (o.pair, "all"), ("all", o.level), ("all", "all")):
            counted[key][0] += o.found
            counted[key][1] += 1
    columns = [*LEVELS, "all"]
    heads = ["two slips", *(LEVEL_NAMES.get(c, c) for c in columns)]
    body = [
        [row, *(ratio(*counted[(row, c)]) if (row, c) in counted else "-" for c in columns)]
        for row in [*rows, "all"]
    ]
    widths = [max(len(r[i]) for r in [heads, *body]) for i in range(len(heads))]
    lines = [title, "  ".join(h.ljust(w) for h, w in zip(heads, widths, strict=True)).rstrip()]
    lines += ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in body]
    return "\n".join(lines)


def pairs_report(outcomes: Sequence[PairOutcome], most: int = 100_000) -> str:
    """The tables of pairs, same hand and different hands, then every pair not found."""
    parts = []
    for together in TOGETHER:
        chosen = [o for o in outcomes if o.together == together]
        left_out = sum(not o.comparable for o in chosen)
        parts += [
            pair_table(
                f"Two slips in {'one hand' if together == 'same hand' else 'two hands'} of a record, each"
                " found once at its line and nothing else: found/pairs",
                chosen,
            ),
            f"  ({left_out} pairs left out: a change alone does not give exactly one error at its line,"
            " the two changes are on one line, or a running score carries the other slip)",
            "",
        ]
    missed = [o for o in outcomes if o.comparable and not o.found]
    parts.append(f"PAIRS NOT FOUND: {len(missed)}")
    for o in missed[:most]:
        parts.append(f"- {o.pair} | {o.together} | {LEVEL_NAMES[o.level]} | {o.game} | {o.where}")
        parts.append(f"    lines changed: {', '.join(map(str, o.lines))}")
        parts += [f"    {error}" for error in o.errors] or ["    no error"]
    return "\n".join(parts)


# ==== reporting ================================================================================


@dataclass
class Cell:
    """The changes of one kind at one level."""

    made: int = 0
    rejected: int = 0
    illegal: int = 0
    caught: int = 0
    legal: int = 0
    accepted: int = 0
    undecided: int = 0
    single: int = 0  # illegal changes caught with exactly one error

    def add(self, o: Outcome) -> None:
        self.made += 1
        self.rejected += o.rejected
        if o.verdict == ILLEGAL:
            self.illegal += 1
            self.caught += o.rejected
            self.single += o.rejected and len(o.codes) == 1
        elif o.verdict == LEGAL:
            self.legal += 1
            self.accepted += not o.rejected
        else:
            self.undecided += 1


def cells(outcomes: Iterable[Outcome]) -> dict[tuple[str, str], Cell]:
    """The outcomes counted by (kind, level), with "all" for the totals."""
    out: dict[tuple[str, str], Cell] = defaultdict(Cell)
    for o in outcomes:
        for key in ((o.kind, o.level), (o.kind, "all"), ("all", o.level), ("all", "all")):
            out[key].add(o)
    return out


def ratio(part: int, whole: int) -> str:
    if not whole:
        return "-"
    percent = f"{100 * part / whole:.1f}".removesuffix(".0")
    return f"{part}/{whole} ({percent}%)"


def table(
    title: str, rows: Sequence[str], found: dict[tuple[str, str], Cell], show: Callable[[Cell], str]
) -> str:
    columns = [*LEVELS, "all"]
    heads = ["kind", *(LEVEL_NAMES.get(c, c) for c in columns)]
    body = [[row, *(show(found[(row, c)]) if (row, c) in found else "-" for c in columns)] for row in rows]
    widths = [max(len(r[i]) for r in [heads, *body]) for i in range(len(heads))]
    lines = [title, "  ".join(h.ljust(w) for h, w in zip(heads, widths, strict=True)).rstrip()]
    lines += ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in body]
    return "\n".join(lines)


def detail(o: Outcome) -> str:
    lines = [f"- {o.kind} | {LEVEL_NAMES[o.level]} | {o.game} | {o.where}"]
    lines += [f"    {d}" for d in o.diff]
    if o.why:
        lines.append(f"    judge: {o.why}")
    lines.append(f"    validator: {o.message or 'no error'}")
    return "\n".join(lines)


def report(
    outcomes: Sequence[Outcome],
    games: int,
    elapsed: float,
    most: int = 100_000,
    played: Counter[tuple[str, str]] | None = None,
) -> str:
    """The tables, then every miss, false alarm and judge disagreement."""
    changes = [o for o in outcomes if not o.by_construction]
    kept = [o for o in outcomes if o.by_construction]
    found, kept_cells = cells(changes), cells(kept)
    rows = [k.name for k in KINDS if (k.name, "all") in found]
    undecided = [o for o in changes if o.verdict == UNDECIDED]
    parts = [
        f"{games} games; {len(changes)} changed records, {len(kept)} legal by construction; {elapsed:.0f} s",
        "",
        table(
            "Changes that make the record ILLEGAL (by the judge), caught by the validator: caught/illegal",
            [*rows, "all"],
            found,
            lambda c: ratio(c.caught, c.illegal),
        ),
        "",
        table(
            "Changes that leave the record STILL LEGAL (by the judge), accepted by the validator:"
            " accepted/still legal",
            [r for r in [*rows, "all"] if found[(r, "all")].legal],
            found,
            lambda c: ratio(c.accepted, c.legal),
        ),
        "",
        table(
            "Changes LEGAL BY CONSTRUCTION, accepted by the validator: accepted/made",
            [*(k.name for k in LEGAL_KINDS if (k.name, "all") in kept_cells), "all"],
            kept_cells,
            lambda c: ratio(c.made - c.rejected, c.made),
        ),
        "",
        table(
            "One cause, one finding: illegal changes caught with exactly one error: one/caught",
            [*rows, "all"],
            found,
            lambda c: ratio(c.single, c.caught),
        ),
        "",
        f"Changes the judge could not settle (too many hidden holdings to try; not counted above):"
        f" {len(undecided)}",
    ]
    counts = Counter((o.kind, o.level, o.rejected) for o in undecided)
    parts += [
        f"  {kind} | {LEVEL_NAMES[level]} | {'rejected' if rejected else 'accepted'}: {n}"
        for (kind, level, rejected), n in sorted(counts.items())
    ]
    gave_up = Counter(("by construction" if o.by_construction else o.verdict) for o in outcomes if o.gave_up)
    parts += [
        "",
        f"The validator's pip search gave up (AF502, a warning) on {sum(gave_up.values())} of"
        f" {len(outcomes)} records: {', '.join(f'{n} {v}' for v, n in sorted(gave_up.items())) or 'none'}",
    ]
    if played is not None:
        parts += [
            "",
            "The records as played, at every view (open, public, each seat's), checked:"
            " rejected / gave up (AF502) / records",
        ]
        parts += [
            f"  {way}: {played[way, 'rejected']} / {played[way, 'gave up']} / {played[way, 'records']}"
            for way in [*(w for w, _ in AS_PLAYED), "all"]
        ]
    by_cell = Counter((o.kind, LEVEL_NAMES[o.level]) for o in changes if o.missed)
    parts += ["", "Misses by kind and level:"]
    parts += [f"  {kind} | {level}: {n}" for (kind, level), n in sorted(by_cell.items())] or ["  none"]
    sections = (
        ("MISSES: illegal changes the validator accepts", [o for o in changes if o.missed]),
        ("FALSE ALARMS: still-legal changes the validator rejects", [o for o in changes if o.false_alarm]),
        ("REFUSED: legal-by-construction changes the validator rejects", [o for o in kept if o.rejected]),
        (
            "JUDGE DISAGREES: legal-by-construction changes the judge calls illegal",
            [o for o in kept if o.verdict == ILLEGAL],
        ),
    )
    for title, listed in sections:
        parts += ["", f"{title}: {len(listed)}"]
        parts += [detail(o) for o in listed[:most]]
    return "\n".join(parts)


def measure_and_count(
    spec: GameSpec, sites: int, kinds: Sequence[str] | None, pairs: int = 0
) -> dict[str, Any]:
    """One game measured (:func:`measure_game`, :func:`measure_pairs`) and counted as played
    (:func:`as_played`), as a JSON object.

    Only a miss's or a false alarm's changed record (or a pair not found) keeps its text (to
    ``--dump`` it); the rest would make the file hundreds of MB.
    """
    cpu = time.process_time()
    outcomes = measure_game(spec, sites, kinds)
    counted = as_played(spec)
    kept = [
        asdict(o)
        if o.missed or o.false_alarm or (o.by_construction and o.rejected)
        else asdict(o) | {"text": ""}
        for o in outcomes
    ]
    two = measure_pairs(spec, pairs) if pairs else []
    return {
        "game": spec.index,
        "outcomes": kept,
        "pairs": [asdict(o) if o.comparable and not o.found else asdict(o) | {"text": ""} for o in two],
        "played": [[way, what, n] for (way, what), n in counted.items()],
        "seconds": time.process_time() - cpu,
    }


def pair_of(saved: dict[str, Any]) -> PairOutcome:
    """A :class:`PairOutcome` back from its JSON object."""
    return PairOutcome(**{k: tuple(v) if isinstance(v, list) else v for k, v in saved.items()})


def outcome_of(saved: dict[str, Any]) -> Outcome:
    """An :class:`Outcome` back from its JSON object."""
    return Outcome(**{k: tuple(v) if isinstance(v, list) else v for k, v in saved.items()})


def saved_games(path: Path, header: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """The games a ``--save`` file already holds, by index; the file must be of the same run."""
    if not path.exists() or path.stat().st_size == 0:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(header) + "\n", encoding="utf-8")
        return {}
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    first = json.loads(lines[0])
    if first != header:
        sys.exit(f"{path} holds a run of {first}, not of {header}: give another --save file")
    games: dict[int, dict[str, Any]] = {}
    for line in lines[1:]:
        try:
            game = json.loads(line)
        except json.JSONDecodeError:  # a line cut short when a run was stopped: that game is measured again
            continue
        games[game["game"]] = game
    if not text.endswith("\n"):  # cut short: the next game starts a line of its own
        with path.open("a", encoding="utf-8") as file:
            file.write("\n")
    return games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="picks the games' deals and players (default 1)")
    parser.add_argument("--sites", type=int, default=3, help="places changed per game and kind (default 3)")
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count(), help="processes")
    parser.add_argument("--game", type=int, action="append", help="only game #N of the corpus (repeatable)")
    parser.add_argument("--kind", action="append", help="only this kind of change (repeatable)")
    parser.add_argument("--most", type=int, default=100_000, help="list at most this many of each finding")
    parser.add_argument("--dump", type=Path, help="write every miss and false alarm here, one .afn file each")
    parser.add_argument("--save", type=Path, help="keep each game's outcomes here as it is measured; resume")
    parser.add_argument(
        "--pairs",
        type=int,
        default=1,
        help="places for each pair of common slips, each way, in the table of pairs (default 1; 0: none)",
    )
    args = parser.parse_args()
    specs = corpus(args.games, args.seed)
    if args.game:
        specs = [specs[i] for i in args.game]
    start = time.perf_counter()
    header = {
        "games": args.games,
        "seed": args.seed,
        "sites": args.sites,
        "kinds": sorted(args.kind or []),
        "pairs": args.pairs,
    }
    done = saved_games(args.save, header) if args.save else {}
    todo = [(spec, args.sites, args.kind, args.pairs) for spec in specs if spec.index not in done]
    if todo:
        if done:
            print(f"{len(todo)} games to measure, {len(done)} already in {args.save}", flush=True)
        with multiprocessing.Pool(max(1, args.jobs)) as pool, _appending(args.save) as save:
            for game in pool.imap_unordered(_measure_and_count, todo):
                done[game["game"]] = game
                if save is not None:
                    save.write(json.dumps(game) + "\n")
                    save.flush()
    games = [done[spec.index] for spec in specs]
    outcomes = [outcome_of(o) for game in games for o in game["outcomes"]]
    played: Counter[tuple[str, str]] = Counter()
    for game in games:
        played.update({(way, what): n for way, what, n in game["played"]})
    if args.save:
        cpu = sum(game["seconds"] for game in games)
        print(f"{cpu:,.0f} s of CPU in all measuring these games, over every run kept in {args.save}")
    print(report(outcomes, len(specs), time.perf_counter() - start, args.most, played))
    if args.pairs:
        print()
        print(pairs_report([pair_of(o) for game in games for o in game.get("pairs", ())], args.most))
    if args.dump:
        args.dump.mkdir(parents=True, exist_ok=True)
        wrong = [o for o in outcomes if o.missed or o.false_alarm]
        for i, o in enumerate(wrong):
            name = re.sub(r"[^a-z0-9]+", "-", f"{i:04d} {o.kind} {o.level}".lower()).strip("-")
            (args.dump / f"{name}.afn").write_text(o.text, encoding="utf-8")
        pairs = [pair_of(o) for game in games for o in game.get("pairs", ())]
        for i, pair in enumerate(o for o in pairs if o.comparable and not o.found):
            name = re.sub(r"[^a-z0-9]+", "-", f"pair {i:04d} {pair.pair} {pair.level}".lower()).strip("-")
            (args.dump / f"{name}.afn").write_text(pair.text, encoding="utf-8")


def _measure_and_count(work: tuple[GameSpec, int, Sequence[str] | None, int]) -> dict[str, Any]:
    return measure_and_count(*work)


@contextmanager
def _appending(path: Path | None) -> Iterator[TextIO | None]:
    if path is None:
        yield None
        return
    with path.open("a", encoding="utf-8") as file:
        yield file


if __name__ == "__main__":
    main()
