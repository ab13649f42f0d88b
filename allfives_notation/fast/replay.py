"""The verdict fast path's replay: a recorded game checked over tile ids and bitmasks, no record objects.

It follows the reference (:mod:`allfives_notation.check`) rule for rule, and only ever says
one of two things: "valid, and here are the figures", or "not sure" (:class:`Unsure`), at
the first thing it does not cover or that the reference would report. The reference then
reads and checks the game as always, and words every finding.

Why it is long (about 680 lines): :class:`FastGame` is one state, driven event by event by
its two readers (fast/text.py, fast/jsonl.py: ``begin_hand``, ``deal``, ``turn``, ``play``,
``end_hand``), and compiled as one class so that those calls stay native; the end of a hand
is in small steps (``_left_at_end``, ``_awarded``, ``_deducted``, ``_some_deal_explains``); the
rule settings it knows (:data:`KNOWN_SETTINGS`) are listed where a game enters it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from allfives_notation.check.report import GameReport, HandSummary, SeatFigures
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import HandOutcome
from allfives_notation.engine.rules import HandEndRule, RuleSet
from allfives_notation.engine.tiles import (
    HALVES,
    OTHER_HALF,
    TILE_COUNT,
    pips_of,
)
from allfives_notation.fast.matching import DrawnAt, HandMasks, PlacedAt, StuckAt
from allfives_notation.record.model import GameRecord, HowEnded, Knowledge

#: How a hand ended, as the fast path writes it: an index into :data:`OUTCOMES`.
OUT: Final = 0
BLOCKED: Final = 1
TARGET: Final = 2
OUTCOMES: Final = (HandOutcome.OUT, HandOutcome.BLOCKED, HandOutcome.TARGET)
_HOW: Final = (HowEnded.OUT, HowEnded.BLOCKED, HowEnded.TARGET)


#: The settings of each variant the fast path works out as the reference does (tests/fast holds it
#: to the reference under each), by RULES.md's names and values; None: any value the rules allow,
#: the table answering for it. A rule set with a variant or value not here (a house rule the engine
#: has learned since, or a rule set of its own class) is left to the reference: see :func:`knows`.
KNOWN_SETTINGS: Final[dict[str, frozenset[str] | None]] = {
    "hand-size": None,  # the table says how many tiles (R3)
    "spinner": frozenset({"standard", "open", "none"}),  # the layout kernel's (R14)
    "hand-end": frozenset({"deduct", "award"}),  # FastGame._deducted and _awarded (R17)
    "blocked": frozenset({"lowest", "difference"}),  # the table's awards (R17)
    "win-check": frozenset({"immediate", "hand-end"}),  # the table's wins_at_once and winner (R19)
    "first-lead": frozenset({"random"}),  # a forced lead (R6, highest-double) is the reference's
    "boneyard-reserve": None,  # the table's drawable (R10)
    "target": frozenset(),  # every number is the table's target (R18); exact (R22) is the reference's
    "count": frozenset({"fifths", "fives-and-threes"}),  # the layout's count table, Table.rounded (R20)
}
_KNOWN: Final[dict[RuleSet, bool]] = {}  # what knows() found, by rule set (there are few)


def knows(rules: RuleSet) -> bool:
    """Whether the fast path works out every rule of ``rules`` as the reference does (KNOWN_SETTINGS)."""
    if type(rules) is not RuleSet:
        return False  # a rule set of its own class answers the rules' questions its own way
    found = _KNOWN.get(rules)
    if found is None:
        found = True
        for name, value in rules.departures().items():
            if name not in KNOWN_SETTINGS:
                found = False
            else:
                values = KNOWN_SETTINGS[name]
                if values is not None and value not in values:
                    found = False
        if len(_KNOWN) < 256:
            _KNOWN[rules] = found
    return found


class Unsure(Exception):  # noqa: N818 - a verdict, not an error: the reference decides
    """The fast path does not vouch for this game: the reference reads and checks it."""


class FastGame:
    """One game replayed over ints as it is read: hands begun, dealt, turns, ends; then its report."""

    __slots__ = (
        "award",
        "best",
        "best_at",
        "bone_size",
        "boneyard",
        "claims",
        "count",
        "dealt",
        "dealt_of",
        "deducted",
        "drawable",
        "drawn",
        "drawn_list",
        "empty",
        "ended",
        "full",
        "game",
        "hand_index",
        "hands",
        "held",
        "immediate",
        "in_boneyard",
        "known",
        "layout",
        "leader",
        "leader_out",
        "next_seat",
        "number",
        "over",
        "passes",
        "passes_total",
        "placed",
        "placed_after",
        "placed_at",
        "players",
        "points",
        "previous",
        "scores",
        "scoring",
        "seat_points",
        "seat_sides",
        "sides",
        "started",
        "stuck",
        "table",
        "target",
        "tiles_drawn",
        "to_move",
        "turns",
        "turns_checked",
        "unclaimed",
        "winner",
    )

    def __init__(self, game: GameRecord) -> None:
        table = game.table
        rules = table.rules
        if not knows(rules):
            raise Unsure  # a rule the fast path does not work out: the reference's
        if game.start_scores is not None:
            scores = list(game.start_scores)
        elif game.first_hand == 1:
            scores = [0] * table.sides
        else:
            raise Unsure  # scores hidden until a hand gives them
        self.game = game
        self.table = table
        self.players = players = table.players
        self.sides = table.sides
        self.seat_sides = table.seat_sides
        self.next_seat = table.next_seat
        self.target = table.target
        self.immediate = table.wins_at_once
        self.empty = Layout(rules)  # each hand begins with a copy
        self.award = rules.hand_end is HandEndRule.AWARD
        self.bone_size = TILE_COUNT - table.hand_size * players
        self.drawable = table.drawable(self.bone_size)
        self.scores = scores
        self.seat_points = [0] * players
        self.scoring = [0] * players
        self.best = [0] * players
        self.best_at: list[tuple[int, int] | None] = [None] * players
        self.tiles_drawn = [0] * players
        self.passes_total = [0] * players
        self.deducted = [0] * players
        self.hands: list[HandSummary] = []
        self.over = False
        self.winner: int | None = None
        self.turns_checked = 0
        self.hand_index = 0
        self.previous: tuple[HandOutcome, int | None] | None = None
        self.started = False
        self.number = 0
        self.leader = 0
        self.leader_out = -1

    # -- a hand ------------------------------------------------------------------------

    def begin_hand(self, number: int, leader: int) -> None:
        """A hand's header line: its number and who leads."""
        if self.over or self.started:
            raise Unsure  # a hand after the game was over, or a hand that never ended
        if number != self.game.first_hand + self.hand_index:
            raise Unsure
        previous = self.previous
        if previous is not None and previous[0] is HandOutcome.OUT and previous[1] != leader:
            raise Unsure  # who went out leads (R5)
        players = self.players
        self.number = number
        self.leader = leader
        self.layout = self.empty.copy()
        self.known = [0] * players
        self.full = [False] * players
        self.count = [self.table.hand_size] * players
        self.dealt: dict[int, int] = {}  # tile -> seat
        self.dealt_of = [0] * players  # per seat, the tiles its known deal holds
        self.boneyard: list[int] | None = None
        self.held = 0  # every seat's known tiles together (no tile is known in two hands)
        self.in_boneyard = 0  # the tiles still in the boneyard, where its order is known
        self.drawn = 0
        self.placed = 0
        self.to_move = leader
        self.passes = 0
        self.ended = -1
        self.points = [0] * players
        self.claims = 0  # placements of the hand whose points the record claims (not +0)
        self.unclaimed = 0  # scoring placements of the hand that claim nothing
        self.turns = 0
        self.stuck: list[StuckAt] = []
        self.drawn_list: list[DrawnAt] = []
        self.placed_at: dict[int, PlacedAt] = {}
        self.placed_after: list[int] = []  # per turn, the tiles on the table after it
        self.started = True

    def deal(self, seat: int, tiles: list[int]) -> None:
        """A hand dealt to ``seat`` (R3); before any turn."""
        if self.turns or len(tiles) != self.table.hand_size:
            raise Unsure
        mask = 0
        dealt = self.dealt
        for tile in tiles:
            if tile in dealt or mask >> tile & 1:
                raise Unsure  # dealt twice (R1)
            mask |= 1 << tile
        if self.known[seat] or self.full[seat]:
            raise Unsure  # the same seat's hand given twice
        for tile in tiles:
            dealt[tile] = seat
        self.known[seat] = mask
        self.held |= mask
        self.dealt_of[seat] = mask
        self.full[seat] = True

    def set_boneyard(self, tiles: list[int]) -> None:
        """The boneyard in drawing order (R4); before any turn, after the hands."""
        if self.turns or self.boneyard is not None or len(tiles) != self.bone_size:
            raise Unsure
        dealt = self.dealt
        seen = 0
        for tile in tiles:
            if tile in dealt or seen >> tile & 1:
                raise Unsure
            seen |= 1 << tile
        self.boneyard = tiles
        self.in_boneyard = seen

    def _check_view(self) -> None:
        """What the View promises each hand gives (else the reference warns, AF107)."""
        view = self.game.view
        if view.level is Knowledge.OPEN:
            if len(self.dealt) != self.players * self.table.hand_size or self.boneyard is None:
                raise Unsure
        elif view.level is Knowledge.PLAYER:
            assert view.seat is not None
            if not self.full[view.seat]:
                raise Unsure

    def turn(
        self, seat: int, tile: int, arm: int, draws: int, drawn: list[int] | None, passed: bool, claimed: int
    ) -> None:
        """One turn; -1 for no ``tile``, ``arm`` or points ``claimed``; ``drawn`` the tiles named, or None.

        A turn that only draws (the end of an unfinished record) is left to the reference.
        """
        if not self.turns:
            self._check_view()
        t = self.turns
        self.turns = t + 1
        if self.ended >= 0 or seat != self.to_move or (tile < 0 and not passed):
            raise Unsure
        layout = self.layout
        known = self.known
        fits = 0
        if draws or passed:
            fits = layout.playable_mask()
            if layout.lead < 0 or known[seat] & fits:
                raise Unsure  # a lead cannot draw or pass; who can play must (R8)
            self.stuck.append((seat, t, fits))
        drew_now = False
        if draws:
            self.tiles_drawn[seat] += draws
            left = self.drawable - self.drawn
            if draws > left:
                raise Unsure
            boneyard = self.boneyard
            if drawn is not None and len(drawn) != draws:
                raise Unsure
            for k in range(draws):
                position = self.drawn + k
                last = k == draws - 1
                named = drawn[k] if drawn is not None else -1
                actual = boneyard[position] if boneyard is not None else -1
                if named >= 0 and actual >= 0 and named != actual:
                    raise Unsure
                if named >= 0 and actual < 0 and self._elsewhere(named, seat):
                    raise Unsure
                here = actual if actual >= 0 else named
                if here >= 0:
                    if fits >> here & 1 and (not last or passed):
                        raise Unsure  # a drawn tile that fits is played at once (R9)
                    known[seat] |= 1 << here
                    self.held |= 1 << here
                    self.in_boneyard &= ~(1 << here)
                else:
                    self.full[seat] = False
                self.drawn_list.append((seat, t, fits, not last or passed, named))
            self.count[seat] += draws
            self.drawn += draws
            drew_now = True
            if tile >= 0:
                last_tile = boneyard[self.drawn - 1] if boneyard is not None else (drawn[-1] if drawn else -1)
                if last_tile >= 0 and last_tile != tile:
                    raise Unsure
        if not passed:
            self.turns = t  # the placement counts the turn
            self.play(seat, tile, arm, claimed, drew_now)
            return
        self.passes_total[seat] += 1
        self.passes += 1
        if self.drawn < self.drawable:
            raise Unsure  # who cannot play draws first (R10)
        if self.passes == self.players:
            self.ended = BLOCKED
        self.to_move = self.next_seat[seat]
        self.turns_checked += 1
        self.placed_after.append(self.placed)

    def _elsewhere(self, tile: int, seat: int) -> bool:
        """Whether the record puts ``tile`` anywhere but in ``seat``'s hand (table, hands, boneyard)."""
        return bool((self.placed | (self.held & ~self.known[seat]) | self.in_boneyard) >> tile & 1)

    def play(self, seat: int, tile: int, arm: int, claimed: int, drew_now: bool = False) -> None:
        """A turn placing ``tile`` (its last draw if ``drew_now``); -1 for no ``arm`` or points ``claimed``.

        :meth:`turn`'s most common case, the short way, and where every turn that places ends.
        """
        t = self.turns
        if not t:
            self._check_view()
        self.turns = t + 1
        if self.ended >= 0 or seat != self.to_move:
            raise Unsure
        self.passes = 0
        self.to_move = self.next_seat[seat]
        self.turns_checked += 1
        bit = 1 << tile
        placed = self.placed
        if placed & bit:
            raise Unsure
        known = self.known
        mine = known[seat]
        if not mine & bit and (self.full[seat] or self._elsewhere(tile, seat)):
            raise Unsure  # not held (R7)
        layout = self.layout
        if layout.lead < 0:
            if arm >= 0:
                raise Unsure
        else:
            ends = layout.ends
            if arm < 0:  # the one arm it fits (Layout.arms_for, inlined): an open end of either half
                low, high = HALVES[tile]
                if (ends.count(low) if low == high else ends.count(low) + ends.count(high)) != 1:
                    raise Unsure  # it fits nowhere, or the record must say which arm
                arm = ends.index(low) if low in ends else ends.index(high)
            else:
                end = ends[arm]
                if end < 0 or OTHER_HALF[tile][end] < 0:
                    raise Unsure
        points = layout.put(tile, arm)
        self.placed = placed | bit
        known[seat] = mine & ~bit
        self.held &= ~bit
        count = self.count
        left = count[seat] - 1
        count[seat] = left
        self.placed_at[tile] = (seat, t, self.drawn - 1 if drew_now else -1)
        if claimed >= 0:
            if claimed != points:
                raise Unsure  # (R15, R16)
            if claimed:
                self.claims += 1
        elif points:
            self.unclaimed += 1
        if points:
            self.points[seat] += points
            self.seat_points[seat] += points
            self.scoring[seat] += 1
            if points > self.best[seat]:
                self.best[seat] = points
                self.best_at[seat] = (self.number, t + 1)
            side = self.seat_sides[seat]
            scores = self.scores
            scores[side] += points
            if self.immediate and scores[side] >= self.target:
                self.ended = TARGET
                self.leader_out = seat
                self.placed_after.append(placed | bit)
                return
        if left == 0:
            self.ended = OUT
            self.leader_out = seat
        self.placed_after.append(placed | bit)

    def end_hand(
        self,
        how: int,
        seat: int,
        pips: dict[int, int],
        shown: dict[int, list[int]],
        deductions: dict[int, int] | None,
        awards: dict[int, int] | None,
        scores: dict[int, int] | None,
    ) -> None:
        """The end of the hand as recorded (``how`` -1: no end line), checked against the replay (R11-R19).

        ``deductions`` and ``awards`` are None where the record has no such line; ``scores`` too.
        """
        if not self.started:
            raise Unsure
        if self.unclaimed and self.claims > self.unclaimed:
            raise Unsure  # the reference warns of the scores left out (AF307)
        if not self.turns:
            self._check_view()
        ended = self.ended
        if ended < 0:
            raise Unsure  # the record stops in the hand: left to the reference
        out_seat = -1 if ended == BLOCKED else self.leader_out
        if how >= 0 and (how != ended or (ended != BLOCKED and seat != out_seat)):
            raise Unsure
        left, left_pips, hidden_pips = self._left_at_end(ended, out_seat, pips, shown)
        sides = self.sides
        deducted: list[int] = [0] * self.players
        hand_awards: tuple[int, ...] | None = None
        joint: dict[int, int] = {}  # seat -> tiles held, for the hidden hands an award counts together
        explains: Callable[[Mapping[int, int]], bool] | None = None
        change = [0] * sides
        if ended == TARGET:  # nothing more is scored (R19)
            if deductions is not None or awards is not None:
                raise Unsure
            hand_awards = (0,) * sides
        elif self.award:
            if deductions is not None:
                raise Unsure
            hand_awards, joint, explains = self._awarded(ended, out_seat, left, left_pips, awards)
            change = list(hand_awards)
        else:
            if awards is not None:
                raise Unsure
            deducted = self._deducted(left_pips, hidden_pips, deductions, scores)
            for who in range(self.players):
                change[self.seat_sides[who]] -= deducted[who]
        running = self.scores
        for side in range(sides):
            running[side] += change[side]
        if scores is not None:
            for side, value in scores.items():
                if running[side] != value:
                    raise Unsure
        for who in range(self.players):
            self.deducted[who] += deducted[who]
        self._some_deal_explains(left, hidden_pips, joint, explains)
        outcome = OUTCOMES[ended]
        who_ended = None if ended == BLOCKED else out_seat
        self.winner = self.table.winner(outcome, who_ended, running)
        self.over = self.winner is not None
        self.hands.append(
            HandSummary(
                self.number,
                self.leader,
                _HOW[ended],
                who_ended,
                self.turns,
                tuple(self.points),
                tuple(deducted),
                hand_awards,
                tuple(running),
            )
        )
        self.previous = (outcome, who_ended)
        self.hand_index += 1
        self.started = False

    def _left_at_end(
        self, ended: int, out_seat: int, pips: dict[int, int], shown: dict[int, list[int]]
    ) -> tuple[dict[int, int], list[int], dict[int, tuple[int, frozenset[int]]]]:
        """What each seat holds at the end: its tiles (where known), their pips (-1: hidden), and more.

        The last is, for each hidden hand, (tiles held, the pip totals the record allows them):
        the pip search holds them.
        """
        players = self.players
        full, known, count = self.full, self.known, self.count
        left_pips: list[int] = [pips_of(known[s]) if full[s] else -1 for s in range(players)]
        if ended == OUT:
            left_pips[out_seat] = 0
        left: dict[int, int] = {}
        shown_mask = 0
        for who, tiles in shown.items():
            mask = 0
            for tile in tiles:
                if mask >> tile & 1:
                    raise Unsure
                mask |= 1 << tile
            if len(tiles) != count[who] or (full[who] and mask != known[who]):
                raise Unsure
            for tile in tiles:
                if self._elsewhere(tile, who):
                    raise Unsure
            if shown_mask & mask:
                raise Unsure  # two hands show one tile
            shown_mask |= mask
            left[who] = mask
            left_pips[who] = pips_of(mask)
        hidden_pips: dict[int, tuple[int, frozenset[int]]] = {}
        for who, claimed in pips.items():
            if left_pips[who] < 0:  # a hidden hand's pips: the matching's pip search holds them
                hidden_pips[who] = (count[who], frozenset((claimed,)))
                left_pips[who] = claimed
            elif left_pips[who] != claimed:
                raise Unsure
        for s in range(players):
            if full[s]:
                left.setdefault(s, known[s])
        if ended == OUT:
            left[out_seat] = 0
        return left, left_pips, hidden_pips

    def _awarded(
        self,
        ended: int,
        out_seat: int,
        left: dict[int, int],
        left_pips: list[int],
        awards: dict[int, int] | None,
    ) -> tuple[tuple[int, ...], dict[int, int], Callable[[Mapping[int, int]], bool] | None]:
        """What each side wins under ``hand-end=award`` (R17); with pips hidden, what the pip search holds."""
        if -1 not in left_pips:
            hand_awards = self.table.awards(OUTCOMES[ended], out_seat, left_pips)
            if awards is not None:
                for side in range(self.sides):
                    if awards.get(side, 0) != hand_awards[side]:
                        raise Unsure
            return hand_awards, {}, None
        if not awards:
            raise Unsure  # a score worked out from hidden pips is the reference's
        hand_awards = self._given_awards(ended, out_seat, awards)
        joint = {s: self.count[s] for s in range(self.players) if s not in left}
        return hand_awards, joint, self._explains(ended, out_seat, left_pips, hand_awards)

    def _deducted(
        self,
        left_pips: list[int],
        hidden_pips: dict[int, tuple[int, frozenset[int]]],
        deductions: dict[int, int] | None,
        scores: dict[int, int] | None,
    ) -> list[int]:
        """What each seat loses under ``hand-end=deduct`` (R17); a hidden hand's loss bounds its pips."""
        players, side_of = self.players, self.seat_sides
        deducted = [0] * players
        for who in range(players):
            if left_pips[who] >= 0:
                lost = self.table.rounded(left_pips[who])
                if deductions is not None and deductions.get(who, 0) != lost:
                    raise Unsure
                deducted[who] = lost
        for who in range(players):
            if left_pips[who] >= 0:
                continue
            # a hidden hand: its deduction is the record's, or what the score says (R17) ...
            if deductions is not None:
                lost = deductions.get(who, 0)
            else:
                side = side_of[who]
                mates = [m for m in range(players) if side_of[m] == side and m != who]
                if scores is None or side not in scores or any(left_pips[m] < 0 for m in mates):
                    raise Unsure
                lost = self.scores[side] - sum(deducted[m] for m in mates) - scores[side]
            # ... and bounds its pips, for the matching's pip search
            held = self.count[who]
            totals = frozenset(p for p in range(12 * held + 1) if self.table.rounded(p) == lost)
            hidden_pips[who] = (held, totals)
            deducted[who] = lost
        return deducted

    def _some_deal_explains(
        self,
        left: dict[int, int],
        hidden_pips: dict[int, tuple[int, frozenset[int]]],
        joint: dict[int, int],
        explains: Callable[[Mapping[int, int]], bool] | None,
    ) -> None:
        """Unsure unless a deal explains the hand and its figures at the end (else AF501, AF502)."""
        if self.boneyard is not None and all(self.full) and not hidden_pips:
            return  # every tile known: the replay itself is the deal
        shown_hand = HandMasks(
            self.players,
            self.table.hand_size,
            self.bone_size,
            self.dealt_of,
            self.boneyard,
            self.drawn_list,
            self.stuck,
            self.placed_at,
            self.placed_after,
            left,
        )
        if not shown_hand.consistent():
            raise Unsure  # no deal found: the reference words why (AF501)
        if (hidden_pips or joint) and not shown_hand.pips_found(hidden_pips, joint, explains):
            raise Unsure  # the figures at the end: no deal found that gives them (AF501, AF502)

    def _given_awards(self, ended: int, out_seat: int, awards: dict[int, int]) -> tuple[int, ...]:
        """The awards the record gives while pips are hidden, by side; the pip search holds them together."""
        side_of = self.seat_sides
        for side, award in awards.items():
            if (
                not self.table.is_rounded(award)
                or award < 0
                or (ended == OUT and side != side_of[out_seat] and award)
            ):
                raise Unsure  # in fives, and won only by the side that went out (R17): the reference words it
        return tuple(awards.get(side, 0) for side in range(self.sides))

    def _explains(
        self, ended: int, out_seat: int, left_pips: list[int], awards: tuple[int, ...]
    ) -> Callable[[Mapping[int, int]], bool]:
        """Whether pip totals for the hidden hands give every award at once (R17), as in the reference."""
        table, outcome = self.table, OUTCOMES[ended]
        known = list(left_pips)

        def explains(totals: Mapping[int, int]) -> bool:
            left = [totals.get(s, known[s]) for s in range(len(known))]
            return table.awards(outcome, out_seat, left) == awards

        return explains

    # -- the game ----------------------------------------------------------------------

    def report(self, index: int, source: str | None, line: int) -> GameReport:
        """The game's report, as the reference gives it for a valid game; Unsure if the result is wrong."""
        game = self.game
        if self.started or not self.hands:
            raise Unsure
        if self.over:
            if game.result != self.winner:
                raise Unsure  # (AF402, AF403)
        elif game.result is not None:
            raise Unsure
        seats = tuple(
            SeatFigures(
                self.seat_points[s],
                self.scoring[s],
                self.best[s],
                self.best_at[s],
                self.tiles_drawn[s],
                self.passes_total[s],
                self.deducted[s],
            )
            for s in range(self.players)
        )
        return GameReport(
            index,
            source,
            line,
            game,
            (),
            tuple(self.hands),
            seats,
            tuple(self.scores),
            self.winner,
            self.over,
            self.turns_checked,
        )
