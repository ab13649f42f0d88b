"""One hand's deal, lead and turns, replayed on the engine's layout and checked (R1-R16)."""

from __future__ import annotations

from typing import Any, NoReturn

from allfives_notation.check import recovery
from allfives_notation.check.hidden import Drawn, HiddenHand, Placed, Stuck
from allfives_notation.check.state import GameState, Seat, StopHandError
from allfives_notation.engine.game import required_lead
from allfives_notation.engine.layout import Arm, Layout
from allfives_notation.engine.moves import HandOutcome
from allfives_notation.engine.rules import FirstLead, WinCheck
from allfives_notation.engine.tiles import DOUBLES, OTHER_HALF, TILE_COUNT, TILES, mask_of, tiles_of
from allfives_notation.record.model import HandRecord, Knowledge, Turn


class TurnCheck:
    """A hand's deal, lead and turns, checked; :class:`HandCheck` adds the end of the hand."""

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
        self.layout = Layout(table.rules.spinner)
        self.seats = [Seat(table.hand_size) for _ in range(table.players)]
        self.bone_size = TILE_COUNT - table.hand_size * table.players
        self.drawable = max(0, self.bone_size - table.rules.boneyard_reserve)
        self.drawn = 0
        self.boneyard: tuple[int, ...] | None = None
        self.placed = 0
        self.to_move = hand.leader
        self.passes = 0
        self.ended: tuple[HandOutcome, int | None] | None = None
        self.points = [0] * table.players
        self.errors_before = len(parent.found)
        self.hidden = HiddenHand(table.players, table.hand_size, self.bone_size)
        self.totals: dict[int, set[int]] = {}  # seat -> the pip totals its hand could hold at the end
        self.pips_left: list[int | None] = [None] * table.players  # per seat, where the end shows them
        self.stopped = False
        self.last = h == len(self.game.hands) - 1  # the record's last hand may stop before its end
        self.drew_now = False
        self.ends_at: dict[int, tuple[int, ...]] = {}  # the open ends when a seat drew or passed
        self.guessed = False  # whether the replay placed another tile than the record's, this turn
        self.slips = [0] * table.sides  # per side: how far the wrong figures reported put the record's score

    # -- reporting ---------------------------------------------------------------------

    def report(self, code: str, message: str, where: dict[str, Any], **more: Any) -> None:
        """Add a finding about this hand."""
        self.parent.report(code, message, where, self.hand.number, **more)

    def name(self, seat: int) -> str:
        """The seat's name."""
        return self.game.seats[seat]

    def at_turn(self, t: int, part: str = "") -> dict[str, Any]:
        """Where turn ``t`` of this hand stands, or its ``tile``, ``arm`` or ``points``."""
        return self.parent.places.turn(self.h, t, part)

    # -- the hand ----------------------------------------------------------------------

    def check_deal(self) -> None:
        """The hands and boneyard given: their sizes, each tile once (R1, R3, R4); what the View promises."""
        hand, game = self.hand, self.game
        seen: dict[int, str] = {}
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
                if tile.id in seen:
                    self.report(
                        "AF101", f"{tile} is dealt twice: also {seen[tile.id]}", where, found=str(tile)
                    )
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
                    self.report(
                        "AF101", f"{tile} is in the boneyard and {seen[tile.id]}", where, found=str(tile)
                    )
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

    def check_leader(self) -> None:
        """Who leads: whoever went out last hand (R5), or the highest double (R6, when declared)."""
        hand, game, rules = self.hand, self.game, self.table.rules
        where = self.parent.places.hand(self.h)
        previous = self.previous
        if previous is not None and previous[0] is HandOutcome.OUT and previous[1] is not None:
            if hand.leader != previous[1]:
                self.report(
                    "AF105",
                    f"{self.name(previous[1])} went out last hand, so leads this one,"
                    f" not {self.name(hand.leader)}",
                    where,
                    expected=self.name(previous[1]),
                    found=self.name(hand.leader),
                )
            return
        forced = rules.first_lead is FirstLead.HIGHEST_DOUBLE and (
            previous is not None or game.first_hand == 1
        )
        if not forced:
            return
        lead = hand.turns[0].tile if hand.turns and hand.turns[0].tile is not None else None
        if all(seat.full for seat in self.seats) and len(hand.dealt) == self.table.players:
            must, tile = required_lead([tiles for _, tiles in hand.dealt])
            why = "the highest double" if tile.is_double else "the heaviest tile, as no double was dealt"
            if hand.leader != must:
                self.report(
                    "AF105",
                    f"{self.name(must)} holds {tile}, {why}, so leads (first-lead=highest-double),"
                    f" not {self.name(hand.leader)}",
                    where,
                    rule="R6",
                    expected=self.name(must),
                    found=self.name(hand.leader),
                )
            elif lead is not None and lead != tile:
                self.report(
                    "AF106",
                    f"{self.name(must)} must lead {tile}, {why} (first-lead=highest-double), not {lead}",
                    self.at_turn(0),
                    expected=str(tile),
                    found=str(lead),
                )
            return
        if lead is None:
            return
        if lead.is_double:
            higher = [d for d in DOUBLES if d.high > lead.high]
        else:
            higher = [*DOUBLES, *(t for t in TILES if (t.pips, t.high) > (lead.pips, lead.high))]
        dealt_higher = [t for t in higher if t.id in self.hidden.dealt]
        if dealt_higher:
            tile = max(
                dealt_higher, key=lambda t: (t.is_double, t.high if t.is_double else 0, t.pips, t.high)
            )
            self.report(
                "AF106",
                f"{tile} was dealt to {self.name(self.hidden.dealt[tile.id])}, so {lead} cannot be the lead"
                " (first-lead=highest-double)",
                self.at_turn(0),
                found=str(lead),
            )
            return
        self.hidden.not_dealt = mask_of(higher)

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
        where = self.parent.places.turn(self.h, again)
        line = f" (line {where['line']})" if "column" in where and where.get("line") else ""
        self.report(
            "AF212",
            f"a turn after {who} went out: {who} has placed every tile they held, yet plays"
            f" {turns[again].tile} at turn {again + 1} of the hand{line}; did {who} draw first?",
            self.at_turn(t),
            rule="R9",
        )
        self.ended = None
        self.seats[seat].count += 1
        self.seats[seat].full = False
        self.drawn += 1
        return True

    def turn(self, t: int, turn: Turn) -> None:
        """One turn: the right seat (R7), its draws, its pass or its placement."""
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
        fits = self.layout.playable_mask()
        figures = self.parent.figures[seat]
        if turn.draws or turn.passed:
            self.stuck(t, turn, fits)
        if turn.draws:
            figures.tiles_drawn += turn.draws
            self.draws(t, turn, fits)
        if turn.passed:
            figures.passes += 1
            self.passes += 1
            if self.drawn < self.drawable:
                self.report(
                    "AF209",
                    f"{self.name(seat)} passes, but {self.drawable - self.drawn} tiles may still be drawn:"
                    " a player who cannot play draws first",
                    self.at_turn(t),
                )
            if self.passes == self.table.players:
                self.ended = (HandOutcome.BLOCKED, None)
        elif turn.tile is not None:
            self.passes = 0
            self.place(t, turn)
        self.to_move = self.table.next_seat[seat]

    def stuck(self, t: int, turn: Turn, fits: int) -> None:
        """A draw or a pass: the seat must not hold a tile that fits (R8)."""
        seat, what = turn.seat, "draws" if turn.draws else "passes"
        if self.layout.lead < 0:
            self.report(
                "AF207",
                f"{self.name(seat)} leads: any tile may be led, so they cannot draw or pass",
                self.at_turn(t),
            )
            return
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
            if named >= 0 and actual < 0:
                self.check_named_draw(t, seat, named)
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
            last_tile = (
                self.boneyard[self.drawn - 1]
                if self.boneyard is not None
                else (turn.drawn[taken - 1].id if turn.drawn else -1)
            )
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

    def check_named_draw(self, t: int, seat: int, tile: int) -> None:
        """A tile the record says was drawn must not be known to be elsewhere."""
        where = self.elsewhere(tile, seat)
        if where is not None:
            self.report(
                "AF211",
                f"{self.name(seat)} is said to draw {TILES[tile]}, but {where}",
                self.at_turn(t),
                found=str(TILES[tile]),
            )

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

    def not_held(self, t: int, turn: Turn) -> None:
        """AF202 where the seat cannot hold the tile; "did Ben draw first?" where a draw explains it (R9)."""
        assert turn.tile is not None
        seat, tile = turn.seat, turn.tile.id
        state = self.seats[seat]
        elsewhere = self.elsewhere(tile, seat)
        if elsewhere is None and not state.full:
            return
        who = self.name(seat)
        why = elsewhere or f"{who} holds {', '.join(map(str, tiles_of(state.known)))}"
        fits = self.layout.playable_mask()
        drawable = self.drawn < self.drawable and not turn.draws and self.layout.lead >= 0
        in_boneyard = (
            elsewhere is None if self.boneyard is None else drawable and self.boneyard[self.drawn] == tile
        )
        if state.full and drawable and in_boneyard and not state.known & fits:
            where = "the next tile of the boneyard" if self.boneyard else "not known to be elsewhere"
            why += f"; did {who} draw first? Nothing {who} holds fits, and {turn.tile} is {where}"
            self.report(
                "AF202",
                f"{who} does not hold {turn.tile}: {why}",
                self.at_turn(t, "tile"),
                rule="R9",
                found=str(turn.tile),
            )
            self.drawn += 1  # go on as if the draw had been written: the tile came from the boneyard
            state.count += 1
            state.known |= 1 << tile
            return
        self.report(
            "AF202", f"{who} does not hold {turn.tile}: {why}", self.at_turn(t, "tile"), found=str(turn.tile)
        )
        for other in self.seats:
            if other.known >> tile & 1:
                other.known &= ~(1 << tile)
                other.full = False
        state.full = False

    def another_arm(self, t: int, tile: int) -> int:
        """The arm the rest of the hand needs ``tile`` on, where the record's arm is wrong or left out."""
        found = recovery.best(self.layout, self.placed, self.held(), self.hand.turns, t, [tile])
        assert found is not None  # called only for a tile that fits some arm
        return found.arm

    def another_tile(self, t: int, turn: Turn) -> tuple[int, int] | None:
        """The tile and arm the rest of the hand fits best, where the record's tile cannot be placed at all.

        Only tiles the seat could hold are tried: its own, where its hand is known, else any
        not known to be elsewhere. None if none fits.
        """
        assert turn.tile is not None
        seat, state = turn.seat, self.seats[turn.seat]
        if state.full:
            pool = [tile.id for tile in tiles_of(state.known)]
        else:
            pool = [tile for tile in range(TILE_COUNT) if self.elsewhere(tile, seat) is None]
        pool = recovery.like(turn.tile.id, [tile for tile in pool if tile != turn.tile.id])
        found = recovery.best(self.layout, self.placed, self.held(), self.hand.turns, t, pool)
        if found is None:
            return None
        self.guessed = True
        return found.tile, found.arm

    def give_up(self, t: int, turn: Turn) -> NoReturn:
        """Say plainly that the rest of the hand is not checked, and stop it: no placement can go on."""
        left = len(self.hand.turns) - t - 1
        self.report(
            "AF215",
            f"the rest of hand {self.hand.number} ({left} turn{'s' if left != 1 else ''}) is not checked:"
            f" no tile {self.name(turn.seat)} could hold fits the layout in place of {turn.tile}",
            self.at_turn(t, "tile"),
        )
        raise StopHandError

    def held(self) -> list[int]:
        """Each seat's tiles known to be held, for looking ahead."""
        return [state.known for state in self.seats]

    def checked_as(self, turn: Turn, placement: tuple[int, int] | None) -> str:
        """How the replay goes on after a placement it cannot make as written (nothing: it cannot)."""
        assert turn.tile is not None
        if placement is None:
            return ""
        tile, arm = placement
        what = "it" if tile == turn.tile.id else f"{TILES[tile]}"
        return f"; the rest of the hand is checked with {what} on the {Arm(arm).word} arm"

    def place(self, t: int, turn: Turn) -> None:
        """A placement: the tile held, on an open arm it fits (R7, R14), its points (R15, R16).

        Where the record's tile or arm cannot be, the replay goes on with the placement the
        rest of the hand fits best (:mod:`allfives_notation.check.recovery`), and says which.
        """
        assert turn.tile is not None
        seat, tile = turn.seat, turn.tile.id
        state = self.seats[seat]
        layout = self.layout
        arm = -1 if turn.arm is None else int(turn.arm)
        if self.placed >> tile & 1:
            instead = self.another_tile(t, turn)
            self.report(
                "AF203",
                f"{turn.tile} is already on the table{self.checked_as(turn, instead)}",
                self.at_turn(t, "tile"),
                found=str(turn.tile),
            )
            if instead is None:
                self.give_up(t, turn)
            tile, arm = instead
        else:
            if not state.known >> tile & 1:
                self.not_held(t, turn)
            if layout.lead < 0:
                if arm >= 0:
                    self.report(
                        "AF205",
                        f"{turn.tile} is the lead: it goes in the centre, not on an arm",
                        self.at_turn(t, "arm"),
                    )
                    arm = -1
            elif arm < 0:
                arms = layout.arms_for(tile)
                if not arms:
                    shown = " and ".join(str(e) for e in layout.ends if e >= 0)
                    instead = self.another_tile(t, turn)
                    self.report(
                        "AF204",
                        f"{turn.tile} fits no open end: they show {shown}{self.checked_as(turn, instead)}",
                        self.at_turn(t, "tile"),
                        found=str(turn.tile),
                    )
                    if instead is None:
                        self.give_up(t, turn)
                    tile, arm = instead
                elif len(arms) > 1:
                    named = ", ".join(Arm(a).name for a in arms)
                    arm = self.another_arm(t, tile)
                    self.report(
                        "AF206",
                        f"{turn.tile} fits more than one arm ({named}): the record must say which"
                        f"{self.checked_as(turn, (tile, arm))}",
                        self.at_turn(t, "tile"),
                    )
                else:
                    arm = arms[0]
            elif layout.ends[arm] < 0 or OTHER_HALF[tile][layout.ends[arm]] < 0:
                end = layout.ends[arm]
                recorded = arm
                instead = (
                    (tile, self.another_arm(t, tile)) if layout.arms_for(tile) else self.another_tile(t, turn)
                )
                then = self.checked_as(turn, instead)
                if end < 0:
                    why = layout.why_closed(recorded) + then
                    self.report("AF205", why, self.at_turn(t, "arm"), found=Arm(recorded).name)
                else:
                    self.report(
                        "AF204",
                        f"{turn.tile} does not fit the {Arm(recorded).word} end: it shows {end}{then}",
                        self.at_turn(t, "arm"),
                        expected=f"a tile with a {end}",
                        found=str(turn.tile),
                    )
                if instead is None:
                    self.give_up(t, turn)
                tile, arm = instead
        points = layout.put(tile, arm)
        self.placed |= 1 << tile
        state.known &= ~(1 << tile)
        state.count -= 1
        self.hidden.placed[tile] = Placed(seat, t, self.drawn - 1 if turn.draws and self.drew_now else -1)
        guessed, self.guessed = self.guessed, False
        # a claim for a tile the replay had to guess proves nothing either way
        if turn.points is not None and turn.points != points and not guessed:
            total = layout.total
            why = f"the open ends add up to {total}" + ("" if points else ", not a multiple of five")
            self.report(
                "AF301",
                f"{TILES[tile]} scores {points}, not {turn.points}: {why}",
                self.at_turn(t, "points"),
                rule="R15" if points else "R16",
                expected=str(points),
                found=str(turn.points),
            )
            self.slips[self.table.seat_sides[seat]] += turn.points - points
        elif turn.points is None and points and self.parent.claims and not guessed:
            self.report(
                "AF307",
                f"{TILES[tile]} scores {points}; the record claims nothing here, though it claims the"
                " points of other placements",
                self.at_turn(t, "tile"),
                expected=f"+{points}",
            )
        self.points[seat] += points
        figures = self.parent.figures[seat]
        if points:
            figures.points += points
            figures.scoring_turns += 1
            if points > figures.best_turn:
                figures.best_turn, figures.best_turn_at = points, (self.hand.number, t + 1)
        scores = self.parent.scores
        side = self.table.seat_sides[seat]
        if scores is not None:
            scores[side] += points
            if (
                self.table.rules.win_check is WinCheck.IMMEDIATE
                and scores[side] >= self.table.target
                and points
            ):
                self.ended = (HandOutcome.TARGET, seat)
                return
        if state.count == 0:
            self.ended = (HandOutcome.OUT, seat)

    # -- the end -----------------------------------------------------------------------
