"""One hand's deal, lead and turns, replayed on the engine's layout and checked (R1-R16)."""

from __future__ import annotations

from typing import Any

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
        """A turn the record gives after the replay ended the hand (or the game)."""
        assert self.ended is not None
        how, seat = self.ended
        who = "" if seat is None else self.name(seat)
        if how is HandOutcome.TARGET or self.parent.over:
            self.report(
                "AF213",
                f"a turn after the game was over: {who} reached the target of {self.table.target}",
                self.at_turn(t),
                rule="R19",
            )
        elif how is HandOutcome.OUT:
            self.report("AF212", f"a turn after {who} went out: the hand is over", self.at_turn(t))
        else:
            self.report(
                "AF212",
                "a turn after every player has passed: the hand is blocked and over",
                self.at_turn(t),
                rule="R12",
            )

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

    def place(self, t: int, turn: Turn) -> None:
        """A placement: the tile held, on an open arm it fits (R7, R14), its points (R15, R16)."""
        assert turn.tile is not None
        seat, tile = turn.seat, turn.tile.id
        state = self.seats[seat]
        if self.placed >> tile & 1:
            self.report(
                "AF203", f"{turn.tile} is already on the table", self.at_turn(t, "tile"), found=str(turn.tile)
            )
            raise StopHandError
        if not state.known >> tile & 1:
            elsewhere = self.elsewhere(tile, seat)
            if elsewhere is not None or state.full:
                why = elsewhere or f"{self.name(seat)} holds {', '.join(map(str, tiles_of(state.known)))}"
                self.report(
                    "AF202",
                    f"{self.name(seat)} does not hold {turn.tile}: {why}",
                    self.at_turn(t, "tile"),
                    found=str(turn.tile),
                )
                for other in self.seats:
                    if other.known >> tile & 1:
                        other.known &= ~(1 << tile)
                        other.full = False
                state.full = False
        layout = self.layout
        arm = -1 if turn.arm is None else int(turn.arm)
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
                self.report(
                    "AF204",
                    f"{turn.tile} fits no open end: they show {shown}",
                    self.at_turn(t, "tile"),
                    found=str(turn.tile),
                )
                raise StopHandError
            if len(arms) > 1:
                named = ", ".join(Arm(a).name for a in arms)
                self.report(
                    "AF206",
                    f"{turn.tile} fits more than one arm ({named}): the record must say which",
                    self.at_turn(t, "tile"),
                )
                raise StopHandError
            arm = arms[0]
        elif layout.ends[arm] < 0:
            self.report("AF205", layout.why_closed(arm), self.at_turn(t, "arm"), found=Arm(arm).name)
            raise StopHandError
        elif OTHER_HALF[tile][layout.ends[arm]] < 0:
            end = layout.ends[arm]
            self.report(
                "AF204",
                f"{turn.tile} does not fit the {Arm(arm).word} end: it shows {end}",
                self.at_turn(t, "arm"),
                expected=f"a tile with a {end}",
                found=str(turn.tile),
            )
            raise StopHandError
        points = layout.put(tile, arm)
        self.placed |= 1 << tile
        state.known &= ~(1 << tile)
        state.count -= 1
        self.hidden.placed[tile] = Placed(seat, t, self.drawn - 1 if turn.draws and self.drew_now else -1)
        if turn.points is not None and turn.points != points:
            total = layout.total
            why = f"the open ends add up to {total}" + ("" if points else ", not a multiple of five")
            self.report(
                "AF301",
                f"{turn.tile} scores {points}, not {turn.points}: {why}",
                self.at_turn(t, "points"),
                rule="R15" if points else "R16",
                expected=str(points),
                found=str(turn.points),
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
