"""One hand's deal, lead and turns, replayed on the one walk (record/walk.py) and checked (R1-R16, R23).

:class:`TurnCheck` is a visitor of :class:`~allfives_notation.record.walk.HandReplay`: the
walk places each tile on the layout; the visitor judges each turn as it begins (the seat,
its draws and pass), says where its tile goes (the record's, or the placement the rest of
the hand fits best where the record's cannot be), then checks the claim once the tile is
placed, and under muggins=on each call after it. Why it is long (about 1,150 lines): with
check/ending.py it is one validator state for a hand (continued by ``HandCheck``), because
a finding may need all the hand so far: the layout, what each seat is known to hold, the
hidden tiles, the slips carried forward.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal, NoReturn

from allfives_notation.check import recovery
from allfives_notation.check.diagnostics import Severity
from allfives_notation.check.hidden import Drawn, HiddenHand, PlacedBy, Stuck
from allfives_notation.check.state import GameState, Seat, StopHandError
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import HandOutcome
from allfives_notation.engine.rules import Count, FirstLead, Muggins, NoDouble
from allfives_notation.engine.tiles import DOUBLES, OTHER_HALF, TILE_COUNT, TILES, Tile, mask_of, tiles_of
from allfives_notation.notation.form import Form
from allfives_notation.record.model import HandRecord, HowEnded, Knowledge, Turn
from allfives_notation.record.walk import HandReplay, HandVisitor, Placement, arm_written, no_arm

#: The errors in a placement itself: its tile, its arm, its claim.
PLACEMENT_SLIPS: Final = frozenset({"AF202", "AF203", "AF204", "AF205", "AF206", "AF301", "AF308"})
#: The errors in a muggins call (R23): a call line says nothing of where the tiles went.
CALL_SLIPS: Final = frozenset({"AF310", "AF311", "AF312"})


@dataclass(slots=True)
class OpenToCall:
    """The hand's last placement, while a muggins call may answer it (R23).

    ``worth`` is what it scores by the count (none past an exact target, R22); None where
    the replay cannot know it (a tile it had to guess, a running score it cannot see).
    """

    turn: int
    seat: int
    tile: int
    worth: int | None
    claim: int
    called: bool = field(default=False)

    @property
    def missed(self) -> int | None:
        """What a call scores now, before any target: the points missed, or a claim past the count."""
        if self.worth is None:
            return None
        if self.called or self.claim == self.worth:
            return 0
        return self.worth - self.claim if self.claim < self.worth else self.claim


@dataclass(frozen=True, slots=True)
class Fault:
    """One thing wrong with a placement, to report once the replay knows how it goes on."""

    code: str
    message: str
    where: dict[str, Any]
    more: dict[str, str]


class TurnCheck(HandVisitor):
    """A hand's deal, lead and turns, checked as the walk tells them; :class:`HandCheck` adds the end."""

    def __init__(
        self,
        parent: GameState,
        h: int,
        hand: HandRecord,
        previous: tuple[HandOutcome | None, int | None] | None,
    ) -> None:
        self.parent = parent
        self.game = parent.game
        self.h = h
        self.hand = hand
        self.previous = previous
        table = self.game.table
        self.table = table
        self.layout = Layout(table.rules)  # the walk's (see HandCheck.run): what it places, the checks see
        self.found_before = 0  # the findings reported before the current turn's draws and placement
        self.seats = [Seat(table.hand_size) for _ in range(table.players)]
        self.bone_size = TILE_COUNT - table.hand_size * table.players
        self.drawable = table.drawable(self.bone_size)
        self.drawn = 0
        self.boneyard: tuple[int, ...] | None = None
        self.placed = 0
        self.to_move = hand.leader
        self.passes = 0
        self.ended: tuple[HandOutcome, int | None] | None = None
        self.points = [0] * table.players
        self.errors_before = len(parent.found)
        self.hidden = HiddenHand(table.players, table.hand_size, self.bone_size)
        parent.hidden.append(self.hidden)
        self.totals: dict[int, set[int]] = {}  # seat -> the pip totals its hand could hold at the end
        self.pips_left: list[int | None] = [None] * table.players  # per seat, where the end shows them
        self.stopped = False
        self.last = h == len(self.game.hands) - 1  # the record's last hand may stop before its end
        self.drew_now = False
        self.ends_at: dict[int, tuple[int, ...]] = {}  # the open ends when a seat drew or passed
        self.guessed = False  # whether the replay placed another tile than the record's, this turn
        # each tile placed in place of the record's: the record's tile, the seat, and where the finding is
        self.guesses: dict[int, tuple[int, int, int]] = {}
        self.unclaimed: list[tuple[int, int, int, int]] = []  # (where in the findings, turn, tile, points)
        self.claimed = 0  # placements whose points the record claims
        #: under muggins=on a claim is the player's say, not the count (R23): no evidence of where tiles went
        self.muggins = table.rules.muggins is Muggins.ON
        self.read_ahead = (
            tuple(replace(turn, points=None) for turn in hand.turns) if self.muggins else hand.turns
        )
        # whether the hand claims scores
        self.claims = not self.muggins and any(turn.points is not None for turn in hand.turns)
        self.last_placement: OpenToCall | None = None  # what a muggins call answers (R23)
        self.kept = mask_of(tile for _, tiles in hand.shown for tile in tiles)  # shown at the end: not placed
        self.slips = [0] * table.sides  # per side: how far the wrong figures reported put the record's score

    # -- reporting ---------------------------------------------------------------------

    def report(self, code: str, message: str, where: dict[str, Any], **more: Any) -> None:
        """Add a finding about this hand."""
        self.parent.report(code, message, where, self.hand.number, **more)

    def warn_unclaimed(self) -> None:
        """AF307 at each scoring placement that claims nothing, where the hand claims most scores (R15).

        A writer who claims points as a habit and leaves a score out has most likely forgotten
        it, and a running score off by as much points back here; a record that claims
        only now and then is not warned.
        """
        if self.claimed <= len(self.unclaimed):
            return
        found = self.parent.found
        for shift, (index, t, tile, points) in enumerate(self.unclaimed):
            self.report(
                "AF307",
                f"{TILES[tile]} scores {points}; the record claims nothing here, though it claims most"
                " scores of the hand",
                self.at_turn(t, "tile"),
                expected=f"+{points}",
            )
            found.insert(index + shift, found.pop())

    def name(self, seat: int) -> str:
        """The seat's name."""
        return self.game.seats[seat]

    def at_turn(self, t: int, part: str = "") -> dict[str, Any]:
        """Where turn ``t`` of this hand stands, or its ``tile``, ``arm`` or ``points``."""
        return self.parent.places.turn(self.h, t, part)

    def at_call(self, t: int, c: int, part: str = "") -> dict[str, Any]:
        """Where call ``c`` after turn ``t`` of this hand stands, or its ``points``."""
        return self.parent.places.call(self.h, t, c, part)

    def line_of(self, t: int) -> str:
        """`` (line 12)`` for a turn read from text, else nothing."""
        line = self.hand.turns[t].line
        return f" (line {line})" if line and self.parent.places.form is Form.TEXT else ""

    # -- the hand ----------------------------------------------------------------------

    def check_deal(self) -> None:
        """The hands and boneyard given: their sizes, each tile once (R1, R3, R4); what the View promises."""
        hand, game = self.hand, self.game
        seen: dict[int, str] = {}
        named: set[int] = set()  # the tiles already said to be given twice
        for seat, tiles in hand.dealt:
            where = self.parent.places.part(self.h, "dealt", seat)
            if len(tiles) != self.table.hand_size:
                self.report(
                    "AF102",
                    f"{self.name(seat)} is dealt {len(tiles)} tiles; each hand has"
                    f" {self.table.hand_size} here",
                    where,
                    expected=str(self.table.hand_size),
                    found=str(len(tiles)),
                )
            for tile in tiles:
                if tile.id in seen and tile.id not in named:  # a tile dealt again and again is named once
                    self.report(
                        "AF101", f"{tile} is dealt twice: also {seen[tile.id]}", where, found=str(tile)
                    )
                    named.add(tile.id)
                seen[tile.id] = f"in {self.name(seat)}'s hand"
            self.seats[seat].known = mask_of(tiles)
            self.seats[seat].full = len(tiles) == self.table.hand_size
            for tile in tiles:
                self.hidden.dealt.setdefault(tile.id, seat)
        if hand.boneyard is not None:
            where = self.parent.places.part(self.h, "boneyard")
            if len(hand.boneyard) != self.bone_size:
                self.report(
                    "AF103",
                    f"the boneyard holds {len(hand.boneyard)} tiles; with {self.table.players} hands of"
                    f" {self.table.hand_size} it holds {self.bone_size}",
                    where,
                    expected=str(self.bone_size),
                    found=str(len(hand.boneyard)),
                )
            sound = len(hand.boneyard) == self.bone_size
            for tile in hand.boneyard:
                if tile.id in seen:
                    if tile.id not in named:
                        self.report(
                            "AF101", f"{tile} is in the boneyard and {seen[tile.id]}", where, found=str(tile)
                        )
                        named.add(tile.id)
                    sound = False
                seen[tile.id] = "in the boneyard"
            if sound:  # the draws are checked against it, whatever is known of the hands
                self.boneyard = tuple(tile.id for tile in hand.boneyard)
                self.hidden.boneyard = self.boneyard
        if self.parent.warned_view:
            return
        view = game.view
        dealt = {seat for seat, _ in hand.dealt}
        if view.level is Knowledge.OPEN and (len(dealt) < self.table.players or hand.boneyard is None):
            missing = [self.name(s) for s in range(self.table.players) if s not in dealt]
            what = ", ".join(
                [*(f"{n}'s hand" for n in missing), *(["the boneyard"] if hand.boneyard is None else [])]
            )
            self.report(
                "AF107",
                f"the View is open, but this hand does not give {what}: it is checked as far as it shows",
                self.parent.places.hand(self.h),
            )
            self.parent.warned_view = True
        elif view.level is Knowledge.PLAYER and view.seat not in dealt:
            assert view.seat is not None
            self.report(
                "AF107",
                f"the View is {self.name(view.seat)}'s, but this hand does not give the hand dealt to them",
                self.parent.places.hand(self.h),
            )
            self.parent.warned_view = True

    def check_thrown_in(self, where: dict[str, Any]) -> None:
        """AF109 where a hand says deals were thrown in that no rule throws in (R24).

        A deal is thrown in only under ``no-double=redeal``, and only where the highest double
        must lead: the first hand, or one after a block, never one led by who went out.
        """
        hand, rules, previous = self.hand, self.table.rules, self.previous
        if previous is None and self.game.first_hand + self.h > 1 and rules.no_double is NoDouble.REDEAL:
            return  # a record picked up later: the hand before may have been blocked, and its lead forced
        deals = f"{hand.thrown_in} deal{'s' if hand.thrown_in > 1 else ''}"
        went_out = previous is not None and previous[0] is HandOutcome.OUT and previous[1] is not None
        forced = self.table.lead_is_forced(self.game.first_hand + self.h, after_block=previous is not None)
        if rules.no_double is not NoDouble.REDEAL:
            why = "no deal is thrown in under these rules: only no-double=redeal throws one in"
        elif went_out or not forced:
            why = "who went out last hand leads this one, whatever was dealt: no deal is thrown in"
        else:
            return
        self.report("AF109", f"hand {hand.number} says {deals} thrown in, but {why}", where, rule="R24")

    def check_leader(self) -> None:
        """Who leads: whoever went out last hand (R5), or the tile the rules name (R6, R24, when declared).

        Under ``first-lead=highest-double`` the highest double (else the heaviest tile, or under
        ``no-double=redeal`` the deal is thrown in: AF108); under ``first-lead=lowest-tile``
        the lightest tile.
        """
        hand, game = self.hand, self.game
        where = self.parent.places.hand(self.h)
        previous = self.previous
        if hand.thrown_in:
            self.check_thrown_in(self.parent.places.part(self.h, "thrown_in"))
        if previous is not None and previous[0] is HandOutcome.OUT and previous[1] is not None:
            if hand.leader != previous[1]:
                if hand.turns and hand.turns[0].seat == previous[1]:
                    self.to_move = previous[
                        1
                    ]  # only the header is wrong: the turns go on from the right seat
                self.report(
                    "AF105",
                    f"{self.name(previous[1])} went out last hand, so leads this one,"
                    f" not {self.name(hand.leader)}",
                    where,
                    expected=self.name(previous[1]),
                    found=self.name(hand.leader),
                )
            return
        # asked only where no seat went out last hand: a hand after another follows a block
        forced = self.table.lead_is_forced(game.first_hand + self.h, after_block=previous is not None)
        if not forced:
            return
        lead = hand.turns[0].tile if hand.turns and hand.turns[0].tile is not None else None
        rules = self.table.rules
        setting = f"first-lead={rules.first_lead}"
        redeal = rules.no_double is NoDouble.REDEAL
        rule = "R24" if rules.first_lead is FirstLead.LOWEST_TILE or redeal else "R6"
        if all(seat.full for seat in self.seats) and len(hand.dealt) == self.table.players:
            dealt = [tiles for _, tiles in hand.dealt]
            if self.table.thrown_in(dealt):
                self.report(
                    "AF108",
                    f"nobody was dealt a double, so under {setting} no-double=redeal this deal is thrown"
                    " in and the tiles dealt again: it is never played",
                    where,
                )
                return
            must, tile = self.table.required_lead(dealt)
            if rules.first_lead is FirstLead.LOWEST_TILE:
                why = "the lightest tile"
            else:
                why = "the highest double" if tile.is_double else "the heaviest tile, as no double was dealt"
            if hand.leader != must:
                if hand.turns and hand.turns[0].seat == must:
                    self.to_move = must  # only the header is wrong: the turns go on from the right seat
                self.report(
                    "AF105",
                    f"{self.name(must)} holds {tile}, {why}, so leads ({setting}),"
                    f" not {self.name(hand.leader)}",
                    where,
                    rule=rule,
                    expected=self.name(must),
                    found=self.name(hand.leader),
                )
            elif lead is not None and lead != tile:
                self.report(
                    "AF106",
                    f"{self.name(must)} must lead {tile}, {why} ({setting}), not {lead}",
                    self.at_turn(0),
                    rule=rule,
                    expected=str(tile),
                    found=str(lead),
                )
            return
        if lead is None:
            return
        self.lead_as_far_as_known(lead, setting, rule)

    def lead_as_far_as_known(self, lead: Tile, setting: str, rule: str) -> None:
        """A forced lead where the record hides hands (R6, R24): no tile that would lead before it was dealt.

        The tiles the record shows dealt are held against it now; the hidden ones are held
        against the later turns by the matching (no hand was dealt them).
        """
        rules = self.table.rules
        if rules.first_lead is FirstLead.LOWEST_TILE:
            before = [t for t in TILES if (t.pips, t.high) < (lead.pips, lead.high)]
        elif lead.is_double:
            before = [d for d in DOUBLES if d.high > lead.high]
        elif rules.no_double is NoDouble.REDEAL:
            self.report(
                "AF106",
                f"{lead} is no double: under {setting} no-double=redeal a deal with no double is thrown in,"
                " so this hand is led by the highest double",
                self.at_turn(0),
                rule=rule,
                expected="a double",
                found=str(lead),
            )
            return
        else:
            before = [*DOUBLES, *(t for t in TILES if (t.pips, t.high) > (lead.pips, lead.high))]
        dealt_before = [t for t in before if t.id in self.hidden.dealt]
        if dealt_before:
            if rules.first_lead is FirstLead.LOWEST_TILE:
                tile = min(dealt_before, key=lambda t: (t.pips, t.high))
            else:
                tile = max(
                    dealt_before, key=lambda t: (t.is_double, t.high if t.is_double else 0, t.pips, t.high)
                )
            self.report(
                "AF106",
                f"{tile} was dealt to {self.name(self.hidden.dealt[tile.id])}, so {lead} cannot be the lead"
                f" ({setting})",
                self.at_turn(0),
                rule=rule,
                found=str(lead),
            )
            return
        self.hidden.not_dealt = mask_of(before)

    # -- turns -------------------------------------------------------------------------

    def turn_after_end(self, t: int) -> None:
        """A turn the record gives after the replay ended the hand (or the game); the rest is not checked."""
        assert self.ended is not None
        how, seat = self.ended
        who = "" if seat is None else self.name(seat)
        left = len(self.hand.turns) - t
        rest = f" ({left} turns from here are not checked)" if left > 1 else ""
        if how is HandOutcome.TARGET or self.parent.over:
            self.report(
                "AF213",
                f"a turn after the game was over: {who} reached the target of {self.table.target}{rest}",
                self.at_turn(t),
                rule="R19",
            )
        elif how is HandOutcome.OUT:
            self.report("AF212", f"a turn after {who} went out: the hand is over{rest}", self.at_turn(t))
        else:
            self.report(
                "AF212",
                f"a turn after every player has passed: the hand is blocked and over{rest}",
                self.at_turn(t),
                rule="R12",
            )

    def forgot_draw(self, t: int) -> bool:
        """Whether a draw left out explains a seat going out early (R9); if so, say so and go on.

        The seat placed every tile it held, yet the record goes on and that seat places again:
        it must have drawn a tile the record does not give. The replay goes on as if it had.
        """
        assert self.ended is not None
        how, seat = self.ended
        turns = self.hand.turns
        if how is not HandOutcome.OUT or seat is None or self.parent.over or self.drawn >= self.drawable:
            return False
        plays = (k for k in range(t, len(turns)) if turns[k].seat == seat and turns[k].tile is not None)
        again = next(plays, None)
        if again is None:
            return False
        who = self.name(seat)
        self.report(
            "AF212",
            f"a turn after {who} went out: {who} has placed every tile they held, yet plays"
            f" {turns[again].tile} at turn {again + 1} of the hand{self.line_of(again)};"
            f" did {who} draw first?",
            self.at_turn(t),
            rule="R9",
        )
        self.ended = None
        self.seats[seat].count += 1
        self.seats[seat].full = False
        self.drawn += 1
        return True

    def turn_begins(self, replay: HandReplay, t: int, turn: Turn, drawn: tuple[Tile, ...] | None) -> None:
        """Turn ``t`` begins: the right seat (R7), its draws (R9), its pass (R8, R12)."""
        seat = turn.seat
        self.drew_now = False
        if seat != self.to_move:
            self.report(
                "AF201",
                f"it is {self.name(self.to_move)}'s turn, not {self.name(seat)}'s",
                self.at_turn(t),
                expected=self.name(self.to_move),
                found=self.name(seat),
            )
            rest = recovery.rest_holds(self.ahead(), t, seat, mends=0)
            if not rest.whole:  # a turn left out, repeated or moved: the later turns do not follow from here
                self.give_up(t, turn, rest, "the turns are out of order")
        self.found_before = len(self.parent.found)
        fits = self.layout.playable_mask()
        figures = self.parent.figures[seat]
        must_play = False
        if turn.draws or turn.passed:
            must_play = self.stuck(t, turn, fits)
        if turn.draws:
            figures.tiles_drawn += turn.draws
            self.draws(t, turn, fits)
        if turn.passed:
            figures.passes += 1
            self.passes += 1
            if self.drawn < self.drawable and not must_play:  # AF207 says it all: they could play
                self.report(
                    "AF209",
                    f"{self.name(seat)} passes, but {self.drawable - self.drawn} tiles may still be drawn:"
                    " a player who cannot play draws first",
                    self.at_turn(t),
                )
            if self.passes == self.table.players:
                self.ended = (HandOutcome.BLOCKED, None)

    def turn_ends(self, replay: HandReplay, t: int, turn: Turn) -> None:
        """Turn ``t`` is over: the next seat is to move, and after a slip the rest of the hand must follow."""
        self.to_move = self.table.next_seat[turn.seat]
        found = self.parent.found[self.found_before :]
        erred = {d.code for d in found if d.severity is Severity.ERROR} - CALL_SLIPS
        if erred and self.ended is None:
            # after a slip in the placement, the rest may hold slips of its own; after a draw or
            # pass that cannot be, the layout itself is in doubt, and the rest must hold as written
            placing = erred <= PLACEMENT_SLIPS
            rest = recovery.rest_holds(self.ahead(), t + 1, self.to_move, recovery.MENDS if placing else 0)
            if not (rest.goes_on if placing else rest.whole):  # the later turns break too: say so once
                self.parent.turns_checked += 1  # this turn was checked: the rest is not
                self.give_up(t, turn, replace(rest, steps=rest.steps + 1), "after this turn")

    def layout_stops(self, replay: HandReplay, t: int, turn: Turn, why: str) -> None:
        """Never: the validator only places what the layout takes (:meth:`placement` judged it)."""
        raise RuntimeError(f"the validator chose a placement the layout refuses: {why}")

    def ahead(self) -> recovery.Ahead:
        """The hand as it stands, for looking ahead."""
        end = self.hand.end
        return recovery.Ahead(
            self.layout,
            self.placed,
            tuple(state.known for state in self.seats),
            self.read_ahead,
            self.table.next_seat,
            end is not None and end.how is HowEnded.TARGET,
            tuple(state.full for state in self.seats),
            self.claims,
            self.kept,
            tuple(state.count for state in self.seats),
            end.seat if end is not None and end.how is HowEnded.OUT and end.seat is not None else -1,
        )

    def stuck(self, t: int, turn: Turn, fits: int) -> bool:
        """A draw or a pass: the seat must not hold a tile that fits (R8); whether it is known to hold one."""
        seat, what = turn.seat, "draws" if turn.draws else "passes"
        if self.layout.lead < 0:
            self.report(
                "AF207",
                f"{self.name(seat)} leads: any tile may be led, so they cannot draw or pass",
                self.at_turn(t),
            )
            return True
        holding = self.seats[seat].known & fits
        if holding:
            shown = ", ".join(str(tile) for tile in tiles_of(holding))
            self.report(
                "AF207",
                f"{self.name(seat)} {what} while holding {shown}, which fits:"
                " a player who can play must play",
                self.at_turn(t),
                found=shown,
            )
        self.hidden.stuck.append(Stuck(seat, t, fits))
        self.ends_at[t] = tuple(sorted({end for end in self.layout.ends if end >= 0}))
        return bool(holding)

    def draws(self, t: int, turn: Turn, fits: int) -> None:
        """Each tile drawn: from the boneyard in order, and the first that fits is played at once (R9)."""
        seat = turn.seat
        state = self.seats[seat]
        left = self.drawable - self.drawn
        if turn.draws > left:
            self.report(
                "AF210",
                f"{self.name(seat)} draws {turn.draws}, but only {left} tiles may be drawn"
                + (
                    f" (the last {self.table.rules.boneyard_reserve} stay in the boneyard)"
                    if self.table.rules.boneyard_reserve
                    else ""
                ),
                self.at_turn(t),
                expected=f"at most {left}",
                found=str(turn.draws),
            )
        taken = min(turn.draws, left)
        self.drew_now = taken > 0
        last_tile = -1  # the last tile drawn, where known
        ends_in_play = turn.tile is not None
        for k in range(taken):
            position = self.drawn + k
            last = k == taken - 1
            named = turn.drawn[k].id if turn.drawn else -1
            actual = self.boneyard[position] if self.boneyard is not None else -1
            if named >= 0 and actual >= 0 and named != actual:
                self.report(
                    "AF211",
                    f"{self.name(seat)}'s draw {k + 1} is said to be {TILES[named]}, but the next tile of the"
                    f" boneyard is {TILES[actual]}",
                    self.at_turn(t),
                    expected=str(TILES[actual]),
                    found=str(TILES[named]),
                )
            tile = actual if actual >= 0 else named
            if named >= 0 and actual < 0 and not self.check_named_draw(t, seat, named):
                tile = -1  # the record's name for the tile cannot be right: what was drawn is not known
            last_tile = tile
            if tile >= 0:
                if fits >> tile & 1 and not last:
                    self.report(
                        "AF208",
                        f"{self.name(seat)} draws {TILES[tile]}, which fits, so must play it at once,"
                        " not draw again",
                        self.at_turn(t),
                        found=str(TILES[tile]),
                    )
                elif fits >> tile & 1 and turn.passed:
                    self.report(
                        "AF208",
                        f"{self.name(seat)} draws {TILES[tile]}, which fits, so must play it, not pass",
                        self.at_turn(t),
                        found=str(TILES[tile]),
                    )
                state.known |= 1 << tile
            else:
                state.full = False
            self.hidden.drawn.append(Drawn(seat, t, fits, not last or turn.passed, named))
        state.count += taken
        self.drawn += taken
        if turn.draws > taken:
            state.full = False
        if ends_in_play and taken:
            assert turn.tile is not None
            if last_tile >= 0 and last_tile != turn.tile.id:
                self.report(
                    "AF208",
                    f"{self.name(seat)}'s last draw is {TILES[last_tile]}: after drawing, the tile played is"
                    f" the one just drawn, not {turn.tile}",
                    self.at_turn(t, "tile"),
                    expected=str(TILES[last_tile]),
                    found=str(turn.tile),
                )

    def check_named_draw(self, t: int, seat: int, tile: int) -> bool:
        """A tile the record says was drawn must not be known to be elsewhere; whether it can be so."""
        where = self.elsewhere(tile, seat)
        if where is not None:
            self.report(
                "AF211",
                f"{self.name(seat)} is said to draw {TILES[tile]}, but {where}",
                self.at_turn(t),
                found=str(TILES[tile]),
            )
        return where is None

    def elsewhere(self, tile: int, seat: int) -> str | None:
        """Where else the record puts ``tile``, if anywhere but ``seat``'s hand."""
        if self.placed >> tile & 1:
            return f"{TILES[tile]} is already on the table"
        for other, state in enumerate(self.seats):
            if other != seat and state.known >> tile & 1:
                return f"{self.name(other)} holds {TILES[tile]}"
        if self.boneyard is not None and tile in self.boneyard[self.drawn :]:
            return f"{TILES[tile]} is still in the boneyard"
        return None

    def not_held(self, t: int, turn: Turn) -> tuple[Fault | None, bool]:
        """Why the seat cannot hold the tile (AF202), or None; and whether a draw left out explains it (R9).

        Where the seat's whole hand is known, none of it fits and the tile could be the next
        one drawn, the message asks "did Ben draw first?" and the replay takes the draw.
        """
        assert turn.tile is not None
        seat, tile = turn.seat, turn.tile.id
        state = self.seats[seat]
        elsewhere = self.elsewhere(tile, seat)
        if elsewhere is None and not state.full:
            return None, False
        who = self.name(seat)
        why = elsewhere or f"{who} holds {', '.join(map(str, tiles_of(state.known)))}"
        fits = self.layout.playable_mask()
        drawable = self.drawn < self.drawable and not turn.draws and self.layout.lead >= 0
        in_boneyard = (
            elsewhere is None if self.boneyard is None else drawable and self.boneyard[self.drawn] == tile
        )
        where = self.at_turn(t, "tile")
        if state.full and drawable and in_boneyard and not state.known & fits:
            place = "the next tile of the boneyard" if self.boneyard else "not known to be elsewhere"
            why += f"; did {who} draw first? Nothing {who} holds fits, and {turn.tile} is {place}"
            self.drawn += 1  # go on as if the draw had been written: the tile came from the boneyard
            state.count += 1
            state.known |= 1 << tile
            message = f"{who} does not hold {turn.tile}: {why}"
            return Fault("AF202", message, where, {"rule": "R9", "found": str(turn.tile)}), True
        return Fault(
            "AF202", f"{who} does not hold {turn.tile}: {why}", where, {"found": str(turn.tile)}
        ), False

    def arm_faults(self, t: int, turn: Turn) -> tuple[list[Fault], int]:
        """What is wrong with the record's arm (AF204, AF205, AF206); and the arm, where it is right."""
        assert turn.tile is not None
        layout, tile = self.layout, turn.tile.id
        arm = -1 if turn.arm is None else int(turn.arm)
        if layout.lead >= 0 and turn.arm is not None and (why := no_arm(layout, turn.arm)):
            return [Fault("AF205", why, self.at_turn(t, "arm"), {"found": str(turn.arm), "rule": "R25"})], -1
        if layout.lead < 0:
            if arm < 0:
                return [], -1
            why = f"{turn.tile} is the lead: it goes in the centre, not on an arm"
            return [Fault("AF205", why, self.at_turn(t, "arm"), {})], -1
        if arm < 0:
            arms = layout.arms_for(tile)
            if len(arms) == 1:
                return [], arms[0]
            if not arms:
                shown = " and ".join(str(e) for e in layout.ends if e >= 0)
                why = f"{turn.tile} fits no open end: they show {shown}"
                return [Fault("AF204", why, self.at_turn(t, "tile"), {"found": str(turn.tile)})], -1
            named = ", ".join(layout.arm_name(a) for a in arms)
            why = f"{turn.tile} fits more than one arm ({named}): the record must say which"
            return [Fault("AF206", why, self.at_turn(t, "tile"), {})], -1
        end = layout.ends[arm]
        if end < 0:
            return [
                Fault("AF205", layout.why_closed(arm), self.at_turn(t, "arm"), {"found": str(turn.arm)})
            ], -1
        if OTHER_HALF[tile][end] < 0:
            why = f"{turn.tile} does not fit the {layout.arm_called(arm)} end: it shows {end}"
            more = {"expected": f"a tile with a {end}", "found": str(turn.tile)}
            return [Fault("AF204", why, self.at_turn(t, "arm"), more)], -1
        return [], arm

    def go_on(self, t: int, turn: Turn, faults: list[Fault], drew: bool) -> tuple[int, int] | None:
        """Report what is wrong with a placement, and return the placement the replay goes on with.

        The record's tile, on the arm it gives or on each arm it fits, is tried against each
        tile the seat could hold (where the record's tile is not on the table, not held, or
        fits nowhere); the one the rest of the hand fits furthest is taken, the record's own
        on a tie. Where another tile is taken, only the first finding is reported: the tile is
        wrong, and what else is wrong with it follows from that. Where no tile can be
        placed, the rest of the hand is not checked (AF215). None: the turn is taken as a
        pass, where the seat's whole hand is known, none of it fits and nothing may be drawn.
        """
        assert turn.tile is not None
        seat, state, layout = turn.seat, self.seats[turn.seat], self.layout
        recorded = turn.tile.id
        codes = {fault.code for fault in faults}
        written = -1 if turn.arm is None or layout.lead < 0 else arm_written(layout, turn.arm)
        written = -1 if written is None else written
        options: list[tuple[int, int]] = []
        if "AF203" not in codes:
            fits = (
                written >= 0 and layout.ends[written] >= 0 and OTHER_HALF[recorded][layout.ends[written]] >= 0
            )
            options = [(recorded, written)] if fits else recovery.options(layout, [recorded])
        ahead = self.ahead()
        own = found = None if not options else recovery.best(ahead, t, options)
        others = not options or bool(codes & {"AF202", "AF203"}) or not (own and own.explained)
        if not drew and others:  # the record's tile cannot be, or explains nothing on any arm it fits
            if state.full:
                pool = [tile.id for tile in tiles_of(state.known)]
            else:
                pool = [tile for tile in range(TILE_COUNT) if self.elsewhere(tile, seat) is None]
            pool = recovery.like(
                recorded, [tile for tile in pool if tile != recorded and not self.placed >> tile & 1]
            )
            options += recovery.options(layout, pool)
            if "AF202" in codes and state.full:  # a tile the seat's known hand lacks: tried last
                options.sort(key=lambda option: option[0] == recorded)
            found = recovery.best(ahead, t, options)
            if not self.acceptable(found, recorded) and self.acceptable(own, recorded):
                found = own  # no other tile explains the rest either: the record's own goes on
        unplayable = state.full and not state.known & layout.playable_mask() and self.drawn >= self.drawable
        if "AF202" in codes and unplayable and not drew and layout.lead >= 0:
            passing = recovery.rest_holds(self.ahead(), t + 1, self.table.next_seat[seat])
            if passing.whole and (found is None or found.tile == recorded):
                self.report_fault(
                    faults[0], f"; the rest of the hand is checked as if {self.name(seat)} passed"
                )
                return None
        if found is None or not self.acceptable(found, recorded):  # no placement explains the rest
            self.report_fault(faults[0], "")
            self.give_up(t, turn, found)
        then = self.checked_as(t, turn, found) if (found.tile, found.arm) != (recorded, written) else ""
        if found.tile != recorded:
            self.guessed = True
            self.report_fault(faults[0], then)
            self.guesses[found.tile] = (recorded, seat, len(self.parent.found) - 1)
            return found.tile, found.arm
        for fault in faults:
            self.report_fault(fault, then if fault.code != "AF202" else "")
        if "AF202" in codes and not drew:  # the record's tile is taken: it is not where the record had it
            for other in self.seats:
                if other.known >> recorded & 1:
                    other.known &= ~(1 << recorded)
                    other.full = False
            if state.full:  # the seat's hand as given lacks this tile, so holds a tile it does not hold
                state.known = 0  # which, no turn has shown yet: nothing of it is held against later turns
            state.full = False
        return found.tile, found.arm

    @staticmethod
    def acceptable(found: recovery.Candidate | None, recorded: int) -> bool:
        """Whether the replay may go on with a placement tried in place of the record's.

        A tile the record does not give must explain the rest of the hand; the record's own
        may go on to a later turn that no reading of this one can make, which is then
        reported where it stands.
        """
        return found is not None and (found.goes_on if found.tile == recorded else found.explained)

    def report_fault(self, fault: Fault, then: str) -> None:
        """Report one thing wrong with a placement, with how the replay goes on."""
        self.report(fault.code, fault.message + then, fault.where, **fault.more)

    def give_up(
        self,
        t: int,
        turn: Turn,
        found: recovery.Candidate | None,
        what: Literal["", "after this turn", "the turns are out of order"] = "",
    ) -> NoReturn:
        """Say plainly that the rest of the hand is not checked, and stop it: no placement keeps it legal.

        The warning stands at the first later turn that cannot be played as written, where
        there is one; else at turn ``t``, whose slip no reading explains.
        """
        turns = self.hand.turns
        left = len(turns) - t - 1
        count = f"{left} turn{'s' if left != 1 else ''}"
        who = self.name(turn.seat)
        slip = what or f"whatever {who} placed here"
        where = self.at_turn(t, "tile" if turn.tile is not None else "")
        if found is None:
            why = f"no tile {who} could hold fits the layout in place of {turn.tile}"
        elif found.whole:  # every later turn can be made, but only with more slips than a record holds
            why = f"{slip}, the later turns fit only if {found.misses} more of them are wrong"
        elif t + found.steps in (t, len(turns)):
            why = f"{slip}, this turn could not be played as written"
        else:  # stand where the hand stops making sense, and say since when it is not checked
            broken = t + found.steps
            since = f"turn {t + 1} of the hand{self.line_of(t)}"
            cause = {
                "": f"after {since}, whatever {who} placed there",
                "after this turn": f"after {since}",
                "the turns are out of order": f"the turns are out of order from {since}",
            }[what]
            why = f"this turn could not be played as written, {cause}"
            count += f" from turn {t + 2}"
            where = self.at_turn(broken, "tile" if turns[broken].tile is not None else "")
        self.report("AF215", f"the rest of hand {self.hand.number} ({count}) is not checked: {why}", where)
        raise StopHandError

    def checked_as(self, t: int, turn: Turn, found: recovery.Candidate) -> str:
        """How the replay goes on after a placement it cannot make as written (nothing if nothing follows)."""
        assert turn.tile is not None
        if t == len(self.hand.turns) - 1 and self.hand.end is None and not self.hand.scores:
            return ""
        what = "it" if found.tile == turn.tile.id else f"{TILES[found.tile]}"
        where = "as the lead" if found.arm < 0 else f"on the {self.layout.arm_called(found.arm)} arm"
        among = f" (one of {found.ties} placements that fit what follows)" if found.ties > 1 else ""
        return f"; the rest of the hand is checked with {what} {where}{among}"

    def swapped_back(self, t: int, turn: Turn) -> tuple[int, int] | None:
        """The tile the record gave at an earlier turn, where the replay placed this turn's tile instead.

        The record has a seat place X, then Y; the replay could not place X, and went on with
        Y. When the seat places Y again, X fits here, and the rest of the hand follows, the
        two were swapped: one slip, already reported; the finding says so, and X is placed here.
        None if the two cannot have been swapped.
        """
        assert turn.tile is not None
        tile, layout = turn.tile.id, self.layout
        other, _, index = self.guesses[tile]
        if self.placed >> other & 1 or self.elsewhere(other, turn.seat) is not None:
            return None
        written = -1 if turn.arm is None else arm_written(layout, turn.arm)
        tried = [(other, written)] if written in layout.arms_for(other) else recovery.options(layout, [other])
        found = recovery.best(self.ahead(), t, tried)
        if found is None or not found.explained:
            return None
        del self.guesses[tile]
        earlier = self.parent.found[index]
        self.parent.found[index] = replace(
            earlier,
            message=f"{earlier.message}; {turn.tile} is written again at turn {t + 1} of the hand"
            f"{self.line_of(t)}, and {TILES[other]} is checked there: the two seem swapped",
        )
        return other, found.arm

    def claimed_arm(self, t: int, turn: Turn, arm: int) -> int:
        """The arm a placement whose claim is off is checked on: its own, unless only another explains it all.

        A claim that is off is most often a slip of the claim alone, and the replay goes on
        with the placement as written. But where the rest of the hand does not follow from
        it, and does from the tile on another arm, the arm is the slip: the claim is
        reported (AF301) with the arm the rest of the hand is checked with.
        """
        assert turn.tile is not None
        tile, layout = turn.tile.id, self.layout
        scored = layout.copy().put(tile, arm)
        if scored == turn.points:
            return arm
        ahead = self.ahead()
        written = recovery.best(ahead, t, [(tile, arm)])
        if written is None or written.explained:
            return arm
        found = recovery.best(ahead, t, [(tile, other) for other in layout.arms_for(tile) if other != arm])
        if found is None or not found.explained or found.rank <= written.rank:
            return arm
        if layout.copy().put(tile, found.arm) != turn.points:
            return arm  # the claim is off on every arm: the slip is elsewhere
        self.guessed = True  # the claim is reported here, against the arm written
        total = layout.copy()
        total.put(tile, arm)
        why, rule = self.count_words(total.total, scored)
        self.report(
            "AF301",
            f"{turn.tile} scores {scored} on the {layout.arm_called(arm)} arm, not {turn.points}: {why};"
            f" the rest of the hand is checked with it on the {layout.arm_called(found.arm)} arm,"
            f" where it scores {layout.copy().put(tile, found.arm)}",
            self.at_turn(t, "points"),
            rule=rule,
            expected=str(scored),
            found=str(turn.points),
        )
        return found.arm

    def count_words(self, total: int, points: int) -> tuple[str, str]:
        """Why an open-ends count of ``total`` scores ``points``, in words, and the rule (R15, R16, R20)."""
        count = self.table.rules.count
        if count is Count.FIVES:
            why = f"the open ends add up to {total}" + ("" if points else ", not a multiple of five")
            return why, "R15" if points else "R16"
        if count is Count.FIFTHS:
            why = f"the open ends add up to {total}" + (
                ", one point for each five (count=fifths)" if points else ", not a multiple of five"
            )
            return why, "R20"
        parts = [
            f"{total // n} for the {word}"
            for n, word in ((5, "fives"), (3, "threes"))
            if total > 0 and total % n == 0
        ]
        if not parts:
            return f"the open ends add up to {total}, a multiple of neither 5 nor 3", "R20"
        return f"the open ends add up to {total}: {' and '.join(parts)} (count={count})", "R20"

    def past_target(self, side: int, points: int, claimed: int | None) -> bool | None:
        """Whether ``points`` would take ``side`` past a target it must reach exactly, so score nothing (R22).

        None where the running score is hidden and the record claims nothing: it may be so.
        A claim of the points, or of nothing, is then taken as the record gives it.
        """
        if not points or not self.table.rules.exact_target:
            return False
        scores = self.parent.scores
        if scores is None:
            return None if not claimed else False
        return scores[side] + points > self.table.target

    def placement(self, replay: HandReplay, t: int, turn: Turn) -> Placement:
        """A placement: the tile held, on an open arm it fits (R7, R14); the claim is judged once it is made.

        Where the record's tile or arm cannot be, the replay goes on with the placement the
        rest of the hand fits best (:meth:`go_on`), and says which. None: the turn is taken
        as the pass it must have been.
        """
        assert turn.tile is not None
        self.passes = 0
        seat, tile = turn.seat, turn.tile.id
        state = self.seats[seat]
        layout = self.layout
        faults: list[Fault] = []
        drew = False
        swap = self.placed >> tile & 1 and self.guesses.get(tile, (-1, -1, -1))[1] == seat
        swapped = self.swapped_back(t, turn) if swap else None
        if swapped is not None:
            tile, arm = swapped
        elif self.placed >> tile & 1:
            faults.append(
                Fault(
                    "AF203",
                    f"{turn.tile} is already on the table",
                    self.at_turn(t, "tile"),
                    {"found": str(turn.tile)},
                )
            )
            arm = -1
        else:
            if not state.known >> tile & 1:
                fault, drew = self.not_held(t, turn)
                faults += [fault] if fault is not None else []
            wrong, arm = self.arm_faults(t, turn)
            faults += wrong
        if swapped is None and faults:
            instead = self.go_on(t, turn, faults, drew)
            if instead is None:  # nothing the seat holds fits: taken as the pass it must have been
                self.passes += 1
                if self.passes == self.table.players:
                    self.ended = (HandOutcome.BLOCKED, None)
                return None
            tile, arm = instead
        elif swapped is None and turn.points is not None and layout.lead >= 0 and not self.muggins:
            arm = self.claimed_arm(t, turn, arm)
        return tile, arm

    def after_placement(
        self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int, points: int
    ) -> None:
        """The placement made: the seat's hand loses the tile, the claim is checked (R15, R16, R20, R22)."""
        seat = turn.seat
        state = self.seats[seat]
        layout = self.layout
        self.placed |= 1 << tile
        state.known &= ~(1 << tile)
        state.count -= 1
        self.hidden.placed[tile] = PlacedBy(seat, t, self.drawn - 1 if turn.draws and self.drew_now else -1)
        guessed, self.guessed = self.guessed, False
        side = self.table.seat_sides[seat]
        scores = self.parent.scores
        counted = points  # what the count scores (R15, R20); what the side scores may be less (R22)
        past = self.past_target(side, points, turn.points)
        if self.muggins:
            points = self.muggins_claim(t, turn, tile, counted, guessed)
        elif past:
            points = 0
        # a claim for a tile the replay had to guess proves nothing either way
        if self.muggins:
            pass  # any claim is the player's own to make (R23): calls answer it, not the validator
        elif past and turn.points and not guessed:
            assert scores is not None
            self.report(
                "AF308",
                f"{TILES[tile]} would score {counted}, but that would take {self.game.side_name(side)}"
                f" from {scores[side]} past the target of {self.table.target}, which must be reached"
                f" exactly: it scores nothing, not {turn.points}",
                self.at_turn(t, "points"),
                expected="0",
                found=str(turn.points),
            )
            self.slips[side] += turn.points
        elif turn.points is not None and turn.points != points and not guessed:
            why, rule = self.count_words(layout.total, points)
            self.report(
                "AF301",
                f"{TILES[tile]} scores {points}, not {turn.points}: {why}",
                self.at_turn(t, "points"),
                rule=rule,
                expected=str(points),
                found=str(turn.points),
            )
            self.slips[side] += turn.points - points
        elif turn.points is None and points and not guessed and past is not None:
            self.unclaimed.append((len(self.parent.found), t, tile, points))
        if turn.points and not guessed:
            self.claimed += 1
        self.points[seat] += points
        figures = self.parent.figures[seat]
        if points:
            figures.points += points
            figures.scoring_turns += 1
            if points > figures.best_turn:
                figures.best_turn, figures.best_turn_at = points, (self.hand.number, t + 1)
        if scores is not None:
            scores[side] += points
            if points and self.table.wins_at_once and scores[side] >= self.table.target:
                self.ended = (HandOutcome.TARGET, seat)
                return
        if state.count == 0:
            self.ended = (HandOutcome.OUT, seat)

    # -- muggins (R23) -----------------------------------------------------------------

    def muggins_claim(self, t: int, turn: Turn, tile: int, counted: int, guessed: bool) -> int:
        """Under muggins=on, what a placement scores: its claim, or nothing for a claim past its worth (R23).

        A claim below the count (nothing included) is legal play, and so is one above it,
        which is struck: neither is a mistake of the record. What was missed or over-claimed
        is kept for a call to answer.
        """
        side = self.table.seat_sides[turn.seat]
        claim = turn.points or 0
        past = self.past_target(side, counted, None)  # None: the running score is hidden (R22)
        worth = None if guessed or past is None else 0 if past else counted
        self.last_placement = OpenToCall(t, turn.seat, tile, worth, claim)
        return claim if claim <= (counted if worth is None else worth) else 0

    def call_made(self, replay: HandReplay, t: int, turn: Turn, c: int) -> None:
        """A muggins call after turn ``t``: by an opponent, on a placement, for what it scores (R23)."""
        call = turn.calls[c]
        who = self.name(call.seat)
        last = self.last_placement
        refused = self.call_refused(call.seat, last)
        if refused is not None:
            code, why = refused
            self.report(code, f"{who} calls muggins, but {why}", self.at_call(t, c))
            return
        assert last is not None
        side = self.table.seat_sides[call.seat]
        scores = self.parent.scores
        written = call.points or 0
        missed = last.missed
        if missed is None:  # the placement's worth is not known here: the call is taken as written
            points = written
        elif not missed:
            self.report(
                "AF309",
                f"{who} calls muggins{f' for {written}' if written else ''}, but {self.nothing_missed(last)}:"
                " nothing was missed, so the call scores nothing (the caller's mistake, not the record's)",
                self.at_call(t, c, "points" if call.points is not None else ""),
                expected="nothing",
                found=str(written) if written else None,
            )
            return
        else:
            points = missed if scores is None else self.table.scored(scores[side], missed)
            if scores is None and self.table.rules.exact_target and written in (0, missed):
                points = written  # past an exact target or not: the running score is hidden (R22)
            self.check_call(t, c, last, missed, points)
        last.called = True
        if scores is not None and points:
            scores[side] += points
            if self.table.wins_at_once and scores[side] >= self.table.target:
                self.ended = (HandOutcome.TARGET, call.seat)

    def call_refused(self, caller: int, last: OpenToCall | None) -> tuple[str, str] | None:
        """Why no muggins call can be made here (AF311, AF312, R23), in words; None if one can."""
        if not self.muggins:
            return "AF312", (
                f"the rules are {self.table.rules}, without muggins=on: every placement scores its count,"
                " so nothing is called"
            )
        if last is None:
            return "AF312", f"nothing is placed yet in hand {self.hand.number}: there is nothing to answer"
        if self.ended is not None and self.ended[0] is HandOutcome.TARGET:
            return "AF312", (
                f"{self.name(self.ended[1] or 0)} has reached the target of {self.table.target}:"
                " the game is over"
            )
        if self.ended is not None and self.ended[0] is HandOutcome.BLOCKED:
            return "AF312", (
                "every player has passed: the hand is blocked and over (end-of-hand amounts are not called)"
            )
        sides = self.table.seat_sides
        if sides[caller] == sides[last.seat]:
            placer = "their own" if caller == last.seat else f"their partner {self.name(last.seat)}'s"
            return "AF311", f"{TILES[last.tile]} was {placer} placement: only an opponent calls muggins"
        return None

    def nothing_missed(self, last: OpenToCall) -> str:
        """Why a call finds nothing, in words: claimed in full, or already called."""
        placer, tile = self.name(last.seat), TILES[last.tile]
        if last.called:
            return f"{placer}'s {tile} was already called"
        if not last.claim:
            return f"{placer}'s {tile} scores nothing, and {placer} claimed nothing"
        return f"{placer} claimed {tile}'s {last.claim} in full"

    def check_call(self, t: int, c: int, last: OpenToCall, missed: int, points: int) -> None:
        """The amount a muggins call names: what it scores, the miss or the claim struck (R22, R23)."""
        call = self.hand.turns[t].calls[c]
        written = call.points or 0
        if written == points:
            return
        who, placer, tile = self.name(call.seat), self.name(last.seat), TILES[last.tile]
        side = self.table.seat_sides[call.seat]
        where = self.at_call(t, c, "points" if call.points is not None else "")
        said = str(written) if call.points is not None else "nothing"
        self.slips[side] += written - points
        scores = self.parent.scores
        if not points:
            assert scores is not None
            self.report(
                "AF308",
                f"{who}'s muggins call would score {missed}, but that would take"
                f" {self.game.side_name(side)} from {scores[side]} past the target of {self.table.target},"
                f" which must be reached exactly: it scores nothing, not {written}",
                where,
                expected="nothing",
                found=said,
            )
            return
        assert last.worth is not None
        claimed = f"{placer} claimed {last.claim or 'nothing'} for {tile}, which scores {last.worth}"
        if last.claim < last.worth:
            why = f"{claimed}: {missed} missed"
        else:
            why = (
                f"{claimed}: the claim is struck, and the caller scores the {last.claim} claimed as a penalty"
            )
        self.report(
            "AF310",
            f"{who}'s muggins call scores {points}, not {said}: {why}",
            where,
            expected=str(points),
            found=said,
        )

    # -- the end -----------------------------------------------------------------------
