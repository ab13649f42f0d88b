"""The end of a hand: how it ended, pips, tiles shown, deductions, awards, scores, hidden tiles (R11-R19).

Why it is long (about 790 lines): it is the second half of the one validator state for a
hand begun in check/turns.py (see there).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from allfives_notation.check.diagnostics import Severity
from allfives_notation.check.report import HandSummary
from allfives_notation.check.state import StopHandError
from allfives_notation.check.turns import TurnCheck
from allfives_notation.engine.moves import HandOutcome
from allfives_notation.engine.rules import HandEndRule
from allfives_notation.engine.tiles import mask_of, pips_of, tiles_of
from allfives_notation.record.model import HandEnd as RecordedEnd
from allfives_notation.record.model import HowEnded
from allfives_notation.record.walk import HandReplay

OUTCOME = {
    HowEnded.OUT: HandOutcome.OUT,
    HowEnded.BLOCKED: HandOutcome.BLOCKED,
    HowEnded.TARGET: HandOutcome.TARGET,
}
HOW = {outcome: how for how, outcome in OUTCOME.items()}


class HandCheck(TurnCheck):
    """One hand replayed and checked, from its deal to its scores."""

    def run(self) -> tuple[HandOutcome | None, int | None]:
        """Check the deal, the lead, every turn and the end; return how the hand ended, and who."""
        self.check_deal()
        self.check_leader()
        hand = self.hand
        # the one walk, on this check's layout; kept here, not on self, so that no cycle outlives the hand
        replay = HandReplay(self.game, self.h, self, self.layout)
        for t in range(len(hand.turns)):
            if self.ended is not None and not self.forgot_draw(t):
                self.turn_after_end(t)
                break
            try:
                replay.play()  # turn t, told to this visitor
            except StopHandError:
                self.stopped = True
                break
            self.parent.turns_checked += 1
        return self.finish()

    def finish(self) -> tuple[HandOutcome | None, int | None]:
        """Check the end of the hand against the replay; return how it ended (None: it did not)."""
        self.warn_unclaimed()
        hand, parent = self.hand, self.parent
        places = parent.places
        said = hand.end
        ended = self.ended
        if self.stopped:  # the end of the hand is taken as the record gives it
            self.adopt_scores(None)
            if said is not None and (parent.scores is not None or said.how is HowEnded.TARGET):
                parent.winner = self.table.winner(OUTCOME[said.how], said.seat, parent.scores or [])
                parent.over = parent.winner is not None
            self.summary(said.how if said else None, said.seat if said else None, None, None)
            return (OUTCOME[said.how] if said else HandOutcome.OUT), (said.seat if said else None)
        if parent.scores is None:
            ended = self.ended = self.target_while_hidden(said, ended)
        if said is not None and self.target_by_the_record(said, ended):
            ended = self.ended = (HandOutcome.TARGET, said.seat)
        if said is not None:
            claimed = (OUTCOME[said.how], said.seat)
            if ended is None or claimed != ended:
                parent.end_disputed = self.last
                self.report(
                    "AF401",
                    self.end_mismatch(claimed, ended),
                    places.part(self.h, "end"),
                    rule="R12"
                    if said.how is HowEnded.BLOCKED or (ended and ended[0] is HandOutcome.BLOCKED)
                    else ("R19" if said.how is HowEnded.TARGET else "R11"),
                )
        if ended is None:
            if said is not None:
                self.adopt_scores(None)
                self.summary(said.how, said.seat, None, None)
                return OUTCOME[said.how], said.seat
            self.adopt_scores(None)
            self.check_hidden()  # as far as the record goes
            self.summary(None, None, None, None)
            return None, None
        outcome, seat = ended
        deductions, awards = self.end_scoring(outcome, seat)
        self.check_hidden()
        scores = parent.scores
        if scores is not None:
            parent.winner = self.table.winner(outcome, seat, scores)
            parent.over = parent.winner is not None
        self.summary(HOW[outcome], seat, deductions, awards)
        return outcome, seat

    def target_by_the_record(self, said: RecordedEnd, ended: tuple[HandOutcome, int | None] | None) -> bool:
        """Whether the record's "reaches the target" follows from a running score already reported as wrong.

        The record carries its slip on: by its own scores the last placement reached the
        target, so saying so is no second mistake (R19).
        """
        scores, seat, turns = self.parent.scores, said.seat, self.hand.turns
        if said.how is not HowEnded.TARGET or seat is None or scores is None or not turns:
            return False
        if ended is not None and ended != (HandOutcome.OUT, seat):
            return False
        side = self.table.seat_sides[seat]
        offset = self.parent.offsets[side]
        last = turns[-1]
        return bool(offset) and last.seat == seat and scores[side] + offset >= self.table.target

    def target_while_hidden(
        self, said: RecordedEnd | None, ended: tuple[HandOutcome, int | None] | None
    ) -> tuple[HandOutcome, int | None] | None:
        """How the hand ended when the running scores are hidden, so the replay cannot see the target.

        The record is trusted that the last placement reached the target: when it says so,
        or when the scores it gives after the hand show that side at the target.
        """
        turns = self.hand.turns
        last = turns[-1] if turns and turns[-1].tile is not None else None
        immediate = self.table.wins_at_once
        if last is None or not immediate or (ended is not None and ended != (HandOutcome.OUT, last.seat)):
            return ended
        side = self.table.seat_sides[last.seat]
        if said is not None and said.how is HowEnded.TARGET and said.seat == last.seat:
            return HandOutcome.TARGET, last.seat
        reached = dict(self.hand.scores).get(side, -1) >= self.table.target
        if said is None and reached:
            return HandOutcome.TARGET, last.seat
        return ended

    def end_mismatch(
        self, claimed: tuple[HandOutcome, int | None], ended: tuple[HandOutcome, int | None] | None
    ) -> str:
        """Why the end the record claims is not the end the replay reached."""
        how, seat = claimed
        said = {
            HandOutcome.OUT: f"{self.name(seat)} went out" if seat is not None else "",
            HandOutcome.BLOCKED: "the hand is blocked",
            HandOutcome.TARGET: f"{self.name(seat)} reached the target" if seat is not None else "",
        }[how]
        if ended is None:
            if how is HandOutcome.OUT and seat is not None:
                why = f"{self.name(seat)} still holds {self.seats[seat].count} tiles"
            elif how is HandOutcome.BLOCKED:
                why = f"only {self.passes} players in a row have passed since the last tile was placed"
            else:
                score = (
                    ""
                    if self.parent.scores is None or seat is None
                    else f" ({self.parent.scores[self.table.seat_sides[seat]]})"
                )
                why = f"the target of {self.table.target} is not reached{score}"
            return f"the record says {said}, but {why}"
        real_how, real_seat = ended
        really = {
            HandOutcome.OUT: f"{self.name(real_seat)} went out" if real_seat is not None else "",
            HandOutcome.BLOCKED: "the hand was blocked",
            HandOutcome.TARGET: f"{self.name(real_seat)} reached the target of {self.table.target}"
            if real_seat is not None
            else "",
        }[real_how]
        return f"the record says {said}, but {really}"

    def end_scoring(
        self, outcome: HandOutcome, seat: int | None
    ) -> tuple[tuple[int | None, ...], tuple[int, ...] | None]:
        """Check pips, tiles shown, deductions, awards and scores.

        Returns the deductions per seat and the awards per side, None where the record hides them.
        """
        hand, places, rules = self.hand, self.parent.places, self.table.rules
        players = self.table.players
        pips: list[int | None] = [pips_of(s.known) if s.full else None for s in self.seats]
        self.pips_left = pips  # filled in below, as the end lines show them
        if outcome is HandOutcome.OUT and seat is not None:
            pips[seat] = 0
        shown_by: dict[int, int] = {}  # tile -> the seat that showed it
        for who, tiles in hand.shown:
            state = self.seats[who]
            mask = mask_of(tiles)
            problem = None
            if len(tiles) != state.count:
                problem = f"{self.name(who)} shows {len(tiles)} tiles, but holds {state.count}"
                if len(tiles) > state.count and self.drawn + len(tiles) - state.count <= self.drawable:
                    problem += f": did {self.name(who)} draw a tile the record leaves out?"
            elif len(set(tiles)) != len(tiles):
                problem = f"{self.name(who)} shows a tile twice"
            elif state.full and mask != state.known:
                held = " ".join(map(str, tiles_of(state.known)))
                problem = f"{self.name(who)} shows {' '.join(map(str, tiles))}, but holds {held}"
            else:
                for tile in tiles:
                    elsewhere = self.elsewhere(tile.id, who)
                    if elsewhere is None and shown_by.get(tile.id, who) != who:
                        elsewhere = (
                            f"{self.name(shown_by[tile.id])} shows it too: the set has one of each tile"
                        )
                    if elsewhere is not None:
                        problem = f"{self.name(who)} shows {tile}, but {elsewhere}"
                        break
                shown_by.update((tile.id, who) for tile in tiles)
            if problem is not None:
                self.report("AF306", problem, places.part(self.h, "shown", who))
                continue
            self.hidden.left[who] = mask
            pips[who] = pips_of(mask)
        for who, claimed in hand.pips:
            if pips[who] is not None and pips[who] != claimed:
                self.report(
                    "AF305",
                    f"{self.name(who)} has {pips[who]} pips left, not {claimed}",
                    places.part(self.h, "pips", who),
                    expected=str(pips[who]),
                    found=str(claimed),
                )
            elif pips[who] is None:
                self.hidden.pips[who] = (self.seats[who].count, frozenset({claimed}))
                pips[who] = claimed
        for state_seat, state in enumerate(self.seats):
            if state.full:
                self.hidden.left.setdefault(state_seat, state.known)
        if outcome is HandOutcome.OUT and seat is not None:
            self.hidden.left[seat] = 0
        sides = self.table.sides
        deductions: list[int | None] = [None] * players
        awards: tuple[int, ...] | None = None
        counted = outcome is not HandOutcome.TARGET
        # deductions (R17): each seat loses its own pips, rounded; none after the target is reached
        said_deduct = dict(hand.deductions)
        if rules.hand_end is HandEndRule.DEDUCT and counted:
            for who in range(players):
                expected = None if pips[who] is None else self.table.rounded(pips[who] or 0)
                found = said_deduct.get(who, 0 if hand.deductions else None)
                if expected is not None and found is not None and expected != found:
                    self.slips[self.table.seat_sides[who]] += expected - found
                    self.report(
                        "AF303",
                        f"{self.name(who)} has {pips[who]} pips left, which round to {expected}, so loses"
                        f" {expected}, not {found}",
                        places.part(self.h, "deduct", who if who in said_deduct else None),
                        expected=str(expected),
                        found=str(found),
                    )
                elif expected is None and found is not None and found not in self.could_lose(who):
                    self.report(
                        "AF303",
                        f"{self.name(who)} loses {found}, but the {self.seats[who].count} tiles"
                        f" {self.name(who)} could still hold lose {_choices(self.could_lose(who))}",
                        places.part(self.h, "deduct", who if who in said_deduct else None),
                        found=str(found),
                    )
                deductions[who] = expected if expected is not None else found
            self.deductions_from_scores(deductions)
            for who, lost in enumerate(deductions):  # a hidden hand's deduction bounds its pips, jointly
                if pips[who] is None and lost is not None:
                    count = self.seats[who].count
                    totals = frozenset(p for p in range(12 * count + 1) if self.table.rounded(p) == lost)
                    self.hidden.pips[who] = (count, totals)
        elif hand.deductions:
            self.not_in_these_rules(
                "AF303", "a deduction", "nobody loses points at the end of a hand", counted
            )
        else:
            deductions = [0] * players
        said_award = dict(hand.awards)
        awarding = rules.hand_end is not HandEndRule.DEDUCT
        last_tile = rules.hand_end is HandEndRule.LAST_TILE
        if awarding and counted:
            if last_tile or all(p is not None for p in pips):  # a point for the go needs no pips (R21)
                won = self.table.awards(outcome, seat, [p or 0 for p in pips])
                awards = self.scored_awards(won, said_award, self.parent.scores)
                if hand.awards:
                    for side in range(sides):
                        found = said_award.get(side, 0)
                        if found != awards[side]:
                            self.slips[side] += found - awards[side]
                            self.wrong_award(side, won[side], awards[side], found, outcome, seat)
            elif hand.awards:
                awards = self.hidden_awards(outcome, seat)
            deductions = [0] * players
        elif hand.awards:
            self.not_in_these_rules(
                "AF304", "an award", "nobody wins the pips left; each loses their own", counted
            )
        elif awarding or not counted:
            awards = (0,) * sides
        # the running scores, side by side: a side whose change is hidden is taken from the record
        scores = self.parent.scores
        if counted:
            self.hold_together(outcome, seat, pips, scores)
        expected_scores: list[int | None] | None = None
        if scores is not None:
            expected_scores = []
            for side in range(sides):
                change = self.score_change(side, outcome, seat, deductions, awards, counted)
                expected_scores.append(None if change is None else scores[side] + change)
        for who, lost in enumerate(deductions):
            if lost:
                self.parent.figures[who].deducted += lost
        bounds = [self.change_bounds(side, outcome, seat, deductions, counted) for side in range(sides)]
        self.adopt_scores(expected_scores, bounds)
        return tuple(deductions), awards

    def hold_together(
        self, outcome: HandOutcome, seat: int | None, pips: Sequence[int | None], before: Sequence[int] | None
    ) -> None:
        """Give the pip search the figures that depend on several hidden hands at once (R17).

        An award counts the pips of every hand but the winner's; a team's score, with no
        deduction given, loses both partners' rounded pips. One deal must explain them all
        together, and every hidden hand's own figure too: the search tries sets of pip totals
        against ``explains``.
        """
        hand, table = self.hand, self.table
        hidden = [s for s in range(table.players) if s not in self.hidden.left]
        said_scores = dict(hand.scores) if before is not None else {}
        said_awards = dict(hand.awards)
        side_of = table.seat_sides
        known = [p or 0 for p in pips]
        parent = self.parent
        # what the record's score may be off by, carried from a running score already reported wrong
        carried = [
            {0, parent.offsets[side] + self.slips[side], parent.own_offsets[side] + self.slips[side]}
            for side in range(table.sides)
        ]
        if table.rules.hand_end is HandEndRule.DEDUCT:
            if hand.deductions:
                return  # every deduction is given: the replay holds the scores to them
            teams = {
                side
                for side in said_scores
                if sum(1 for s in hidden if side_of[s] == side) > 1  # a lone hidden hand is judged alone
            }
            together = [s for s in hidden if side_of[s] in teams]
            if not together or before is None:
                return

            def explains(totals: Mapping[int, int]) -> bool:
                lost = [0] * table.sides
                for s in range(table.players):
                    lost[side_of[s]] += self.table.rounded(totals.get(s, known[s]))
                return all(said_scores[side] - (before[side] - lost[side]) in carried[side] for side in teams)

            self.hidden.alike = self.table.rounded  # a deduction sees each hand's pips rounded

        elif table.rules.hand_end is HandEndRule.AWARD:
            if not hidden or not (said_awards or said_scores):
                return
            together = hidden

            def explains(totals: Mapping[int, int]) -> bool:
                left = [totals.get(s, known[s]) for s in range(table.players)]
                awards = self.scored_awards(table.awards(outcome, seat, left), said_awards, before)
                if said_awards and any(said_awards.get(side, 0) != won for side, won in enumerate(awards)):
                    return False
                return before is None or all(
                    value - (before[side] + awards[side]) in carried[side]
                    for side, value in said_scores.items()
                )

        else:
            return  # a point for the go hangs on no hand's pips (R21)
        self.hidden.joint = {s: self.seats[s].count for s in together}
        self.hidden.explains = explains

    def scored_awards(
        self, won: Sequence[int], said: Mapping[int, int], scores: Sequence[int] | None
    ) -> tuple[int, ...]:
        """What the awards ``won`` come to on ``scores``: none past a target reached exactly (R22).

        Where the running scores are hidden (None), an award the record leaves out may have
        been past the target: the record's own nothing is taken.
        """
        table = self.table
        if scores is not None:
            return tuple(table.scored(scores[side], points) for side, points in enumerate(won))
        exact = table.rules.exact_target
        return tuple(0 if exact and said.get(side, 0) == 0 else points for side, points in enumerate(won))

    def wrong_award(
        self, side: int, won: int, award: int, found: int, outcome: HandOutcome, seat: int | None
    ) -> None:
        """Why an award line is wrong: past an exact target (R22), a point for the go (R21), or pips (R17)."""
        table, name = self.table, self.game.side_name(side)
        where = self.parent.places.part(self.h, "award", side if side in dict(self.hand.awards) else None)
        scores = self.parent.scores
        if won and not award and scores is not None and found:
            self.report(
                "AF308",
                f"{name} would win {won} at the end of the hand, but that would take {name} from"
                f" {scores[side]} past the target of {table.target}, which must be reached exactly:"
                f" it is not scored, not {found}",
                where,
                expected="0",
                found=str(found),
            )
            return
        if table.rules.hand_end is HandEndRule.LAST_TILE:
            if outcome is HandOutcome.OUT and seat is not None and table.seat_sides[seat] == side:
                message = f"{name} went out and scores 1 for the go, not {found}"
            elif outcome is HandOutcome.BLOCKED:
                message = f"a blocked hand scores nothing: {name} wins nothing, not {found}"
            else:
                gone = "" if seat is None else f" ({self.game.side_name(table.seat_sides[seat])})"
                message = (
                    f"only the side that went out{gone} scores 1 for the go: {name} wins nothing, not {found}"
                )
            message += " (hand-end=last-tile)"
            self.report("AF304", message, where, rule="R21", expected=str(award), found=str(found))
            return
        self.report(
            "AF304",
            f"{name} wins {award} from the pips left, not {found}",
            where,
            expected=str(award),
            found=str(found),
        )

    def not_in_these_rules(self, code: str, what: str, instead: str, counted: bool) -> None:
        """A deduct or award line where the rules, or the end at the target, score no such thing."""
        rule = self.table.rules.hand_end
        why = (
            f"under hand-end={rule} {instead}"
            if counted
            else "the game ended at the target: nothing is scored at the end of the hand (R19)"
        )
        key = "deduct" if code == "AF303" else "award"
        more = {"rule": "R21"} if counted and rule is HandEndRule.LAST_TILE else {}
        self.report(code, f"{what} is recorded, but {why}", self.parent.places.part(self.h, key), **more)

    def amounts(self) -> str:
        """What a hand's end scores in, in words: a multiple of five, or any whole number in fifths (R20)."""
        return "a multiple of five" if self.table.rules.in_fives else "a whole number"

    def pips_could_be(self, seat: int) -> set[int]:
        """Every pip total ``seat``'s hand could hold at the end.

        The one the record shows, or those the tiles it could still hold make (any at all if
        none could: the matching reports that).
        """
        known = self.pips_left[seat]
        if known is not None:
            return {known}
        if seat not in self.totals:
            count = self.seats[seat].count
            self.totals[seat] = self.hidden.pip_totals(seat, count) or set(range(12 * count + 1))
        return self.totals[seat]

    def could_lose(self, seat: int) -> set[int]:
        """Every deduction ``seat`` could suffer (R17): its possible pip totals, rounded."""
        return {self.table.rounded(pips) for pips in self.pips_could_be(seat)}

    def pip_bounds(self, seats: Sequence[int]) -> tuple[int, int]:
        """The least and most these seats' hands can count together, rounded (R17)."""
        totals = [self.pips_could_be(s) for s in seats]
        return self.table.rounded(sum(map(min, totals))), self.table.rounded(sum(map(max, totals)))

    def most_pips(self, seats: Sequence[int]) -> int:
        """The most the tiles left in these seats' hands can count, rounded (R17)."""
        return self.pip_bounds(seats)[1]

    def hidden_awards(self, outcome: HandOutcome, seat: int | None) -> tuple[int, ...] | None:
        """The awards the record gives when the pips are hidden, held to what the award could be (R17)."""
        table, said = self.table, dict(self.hand.awards)
        for side, award in said.items():
            others = [s for s in range(table.players) if table.seat_sides[s] != side]
            problem = None
            going_out = outcome is HandOutcome.OUT and seat is not None
            least, most = self.pip_bounds(others)
            least = least if going_out else 0
            if going_out and side != table.seat_sides[seat or 0] and award:
                problem = f"only {self.game.side_name(table.seat_sides[seat or 0])}, who went out, wins pips"
            elif not going_out and award and any(won for other, won in said.items() if other < side):
                problem = "after a blocked hand only the side with the fewest pips wins them"
            elif table.rules.exact_target and not award:
                pass  # the award may have been past the target, so not scored (R22)
            elif not table.is_rounded(award) or not least <= award <= most:
                problem = (
                    f"the pips left give exactly {most} here"
                    if least == most
                    else f"an award is {self.amounts()} from {least} to {most} here"
                )
            if problem is not None:
                self.report(
                    "AF304",
                    f"{self.game.side_name(side)} is awarded {award}, but {problem}",
                    self.parent.places.part(self.h, "award", side),
                    found=str(award),
                )
                return None
        return tuple(said.get(side, 0) for side in range(table.sides))

    def change_bounds(
        self,
        side: int,
        outcome: HandOutcome,
        seat: int | None,
        deductions: Sequence[int | None],
        counted: bool,
    ) -> tuple[int, int]:
        """The least and most the end of the hand can change a side's score by, when the record hides it."""
        table = self.table
        if not counted:
            return 0, 0
        if table.rules.hand_end is HandEndRule.DEDUCT:
            mine = table.seats_of(side)
            known = sum(deductions[s] or 0 for s in mine)
            losses = [self.could_lose(s) for s in mine if deductions[s] is None]
            return -known - sum(map(max, losses)), -known - sum(map(min, losses))
        going_out = outcome is HandOutcome.OUT and seat is not None
        if going_out and table.seat_sides[seat or 0] != side:
            return 0, 0
        least, most = self.pip_bounds([s for s in range(table.players) if table.seat_sides[s] != side])
        if table.rules.exact_target:
            least = 0  # an award past the target is not scored (R22)
        return (least if going_out else 0), most

    def score_change(
        self,
        side: int,
        outcome: HandOutcome,
        seat: int | None,
        deductions: Sequence[int | None],
        awards: tuple[int, ...] | None,
        counted: bool,
    ) -> int | None:
        """What the end of the hand adds to a side's score (R17), or None if the record hides it."""
        if not counted:
            return 0
        if self.table.rules.hand_end is HandEndRule.DEDUCT:
            lost = [deductions[s] for s in self.table.seats_of(side)]
            return None if None in lost else -sum(d or 0 for d in lost)
        if awards is not None:
            return awards[side]
        going_out = outcome is HandOutcome.OUT and seat is not None
        return 0 if going_out and self.table.seat_sides[seat or 0] != side else None  # only they win pips

    def deductions_from_scores(self, deductions: list[int | None]) -> None:
        """Work out a deduction the record hides from the score it gives; it must be possible (R17).

        After a running score reported wrong, the score given may carry that slip or go on from
        the record's own count without it: the reading a possible deduction bears out is kept.
        """
        scores, said = self.parent.scores, dict(self.hand.scores)
        side_of = self.table.seat_sides
        if scores is None:
            return
        for who, lost in enumerate(deductions):
            side = side_of[who]
            mates = [m for m in range(self.table.players) if side_of[m] == side and m != who]
            if lost is not None or side not in said or any(deductions[m] is None for m in mates):
                continue
            possible = self.could_lose(who)
            offsets = self.parent.offsets
            lost_if = {  # the record carrying an earlier running score reported wrong, or not
                offset: scores[side] - sum(deductions[m] or 0 for m in mates) - (said[side] - offset)
                for offset in (offsets[side], self.parent.own_offsets[side])
            }
            borne = [offset for offset, derived in lost_if.items() if derived in possible]
            if borne:
                offsets[side] = borne[0]
                deductions[who] = lost_if[borne[0]]
                continue
            derived = lost_if[offsets[side]]
            count = self.seats[who].count
            held = f"{count} tile{'s' if count != 1 else ''}"
            self.report(
                "AF302",
                f"{self.game.side_name(side)}'s score after hand {self.hand.number} is {said[side]}, so"
                f" {self.name(who)} would have lost {derived}; but the {held} {self.name(who)} could"
                f" still hold lose {_choices(possible)}",
                self.parent.places.part(self.h, "score", side),
                found=str(said[side]),
            )
            # said once: the replay goes on with the loss nearest the record's that the tiles can
            # make, and the next score may carry the slip or go on without it
            lost = min(possible, key=lambda pips: (abs(pips - derived), pips), default=derived)
            deductions[who] = lost
            self.slips[side] += lost - derived

    def adopt_scores(
        self, expected: Sequence[int | None] | None, bounds: Sequence[tuple[int, int]] = ()
    ) -> None:
        """Compare the record's running scores with ``expected``; go on with the true scores.

        A score off only by what wrong figures already reported (a claim, a deduction, an
        award, an earlier score) carried into it is not reported again: one cause, one
        finding. After a running score reported wrong, the next may go on from it or from the
        record's own count without it (a slip of that figure alone). A side whose score the
        replay cannot work out (None) takes the record's, less what the record is known to be
        off by, which must then differ from the score before by a multiple of five within
        ``bounds``; if the record does not give it either, the scores are unknown from here on.
        """
        hand, parent = self.hand, self.parent
        said = dict(hand.scores)
        before = parent.scores
        offsets = parent.offsets
        if expected is not None:
            for side, value in said.items():
                wanted = expected[side]
                if wanted is not None:
                    carried = offsets[side] + self.slips[side]
                    own = parent.own_offsets[side] + self.slips[side]
                    offsets[side] = value - wanted
                    if value in (wanted, wanted + carried, wanted + own):
                        parent.own_offsets[side] = offsets[side]
                        continue
                    parent.own_offsets[side] = carried  # the record's own count, without this figure
                    self.report(
                        "AF302",
                        f"{self.game.side_name(side)}'s score after hand {hand.number} is {wanted},"
                        f" not {value}",
                        parent.places.part(self.h, "score", side),
                        expected=str(wanted),
                        found=str(value),
                    )
                elif before is not None and bounds:
                    low, high = bounds[side]
                    borne = [  # the record carrying an earlier running score reported wrong, or not
                        offset
                        for offset in (offsets[side], parent.own_offsets[side])
                        if self.table.is_rounded(abs(value - offset - before[side]))
                        and low <= value - offset - before[side] <= high
                    ]
                    offsets[side] = borne[0] if borne else offsets[side]
                    change = value - offsets[side] - before[side]
                    if not borne:
                        self.report(
                            "AF302",
                            f"{self.game.side_name(side)}'s score after hand {hand.number} is {value},"
                            f" a change of {change} from {before[side]}; the end of this hand changes it"
                            f" by {self.amounts()} from {low} to {high}",
                            parent.places.part(self.h, "score", side),
                            found=str(value),
                        )
            merged = [
                wanted if wanted is not None else (said[side] - offsets[side] if side in said else None)
                for side, wanted in enumerate(expected)
            ]
            parent.scores = None if None in merged else [value or 0 for value in merged]
        elif len(said) == self.table.sides:
            parent.scores = [said[side] - offsets[side] for side in range(self.table.sides)]
        elif self.ended is None and not self.stopped and parent.scores is not None and not said and self.last:
            return  # the record stops in this hand: the running scores stand as they are
        else:
            parent.scores = None
        if parent.scores is None:
            offsets[:] = [0] * self.table.sides
            parent.own_offsets[:] = offsets

    def check_hidden(self) -> None:
        """Hold every revelation against what earlier turns implied (only for hands with no other error)."""
        if any(d.severity is Severity.ERROR for d in self.parent.found[self.errors_before :]):
            return  # one mistake explained is enough: a matching would only repeat it
        if self.boneyard is not None and all(s.full for s in self.seats) and not self.hidden.pips:
            return  # every tile was known: the replay itself checked everything
        hidden = self.hidden
        if hidden.consistent():
            possible: bool | None = hidden.pips_possible() if hidden.pips or hidden.joint else True
            if possible is True:
                return
            shown = ", ".join(
                [
                    *(self.held_at_end(s, totals) for s, (_, totals) in sorted(hidden.pips.items())),
                    *self.figures_together(),
                ]
            )
            key = next((k for k in ("pips", "deduct", "award", "score") if self.hand.place(k)), "end")
            where = self.parent.places.part(self.h, key)
            figures = "figures at the end" if hidden.joint else "pip totals"
            if possible is False:
                message = f"no deal gives these {figures} ({shown}) with what the record shows earlier"
                self.report("AF501", message, where, rule="R17")
            elif possible is None:
                message = f"the {figures} ({shown}) fit too many deals to try them all: not fully checked"
                self.report("AF502", message, where)
            return
        failing, contradicted = hidden.first_contradiction()
        if failing is None:
            where = self.parent.places.part(self.h, "shown" if self.hand.shown else "end")
            what = "no deal explains the tiles left at the end of the hand"
            involved = [(s, mask) for s, mask in hidden.left.items()]
        else:
            where = self.at_turn(failing)
            what = f"no deal explains {self.doing(failing)} here"
            turn = self.hand.turns[failing]
            involved = [(turn.seat, 0 if turn.tile is None else 1 << turn.tile.id)]
        earlier = next(
            (
                t
                for t in contradicted
                for seat, tiles in involved
                if self.hand.turns[t].seat == seat and tiles & self.fits_mask(t)
            ),
            None,
        )
        if earlier is not None:
            turn = self.hand.turns[earlier]
            fits = self.fits_at(earlier)
            verb = "passed" if turn.passed and not turn.draws else "drew"
            what += (
                f": {self.name(turn.seat)} {verb} at turn {earlier + 1} of the hand{self.line_of(earlier)},"
                f" when the open ends showed {fits}, so held no tile with {fits} then"
            )
        elif failing is not None:
            what += (
                f": what the earlier draws and passes rule out leaves no way to fill"
                f" {self.name(self.hand.turns[failing].seat)}'s hand"
            )
        self.report("AF501", what, where)

    def figures_together(self) -> list[str]:
        """The awards and scores the pip search held together: ``Ben winning 15``, ``Ann's score of 40``."""
        if not self.hidden.joint:
            return []
        hand, name = self.hand, self.game.side_name
        awards = [f"{name(side)} winning {won}" for side, won in hand.awards]
        deduct = self.table.rules.hand_end is HandEndRule.DEDUCT
        scores = [
            f"{name(side)}'s score of {value}"
            for side, value in hand.scores
            if not deduct or any(s in self.hidden.joint for s in self.table.seats_of(side))
        ]
        return [*awards, *scores]

    def held_at_end(self, seat: int, totals: frozenset[int]) -> str:
        """What the record says a hidden hand held at the end: ``Ann 14``, or ``Ann losing 15``."""
        if len(totals) == 1:
            return f"{self.name(seat)} {min(totals)}"
        return f"{self.name(seat)} losing {self.table.rounded(min(totals))}"

    def fits_mask(self, t: int) -> int:
        """The tiles that fitted the open ends when turn ``t`` drew or passed."""
        return next((stuck.fits for stuck in self.hidden.stuck if stuck.turn == t), 0)

    def doing(self, t: int) -> str:
        """Turn ``t`` as a player says it: ``Ben drawing 2 and playing 3-1``."""
        turn = self.hand.turns[t]
        drew = f"drawing {turn.draws}" if turn.draws else ""
        did = f"playing {turn.tile}" if turn.tile is not None else "passing" if turn.passed else ""
        return f"{self.name(turn.seat)} {' and '.join(part for part in (drew, did) if part)}"

    def fits_at(self, t: int) -> str:
        """The open ends when turn ``t`` drew or passed: ``3 or 5``."""
        return " or ".join(map(str, self.ends_at.get(t, ())))

    def summary(
        self,
        how: HowEnded | None,
        seat: int | None,
        deductions: Sequence[int | None] | None,
        awards: tuple[int, ...] | None,
    ) -> None:
        """Keep the story of the hand for the report."""
        scores = self.parent.scores
        self.parent.hands.append(
            HandSummary(
                self.hand.number,
                self.hand.leader,
                how,
                seat,
                len(self.hand.turns),
                tuple(self.points),
                tuple(deductions) if deductions is not None else (None,) * self.table.players,
                awards,
                None if scores is None else tuple(scores),
            )
        )


def _choices(values: set[int]) -> str:
    """A set of deductions in words: ``5 or 10``, ``0 to 20``, ``nothing`` if none."""
    ordered = sorted(values)
    if not ordered:
        return "nothing they could hold"
    if len(ordered) > 3 and ordered == list(range(ordered[0], ordered[-1] + 5, 5)):
        return f"{ordered[0]} to {ordered[-1]}"
    words = list(map(str, ordered))
    return " or ".join(words) if len(words) < 3 else f"{', '.join(words[:-1])} or {words[-1]}"
