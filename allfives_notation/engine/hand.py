"""One hand as a state machine: turns, must-play, draws, passes, going out, blocking (R5-R17)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from allfives_notation.engine.arms import ARMS, AnyArm, Arm, ArmPath
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import HandOutcome, HandResult, Move, MoveKind, Placement
from allfives_notation.engine.rules import FirstLead, Muggins, Table
from allfives_notation.engine.tiles import (
    ALL_TILES_MASK,
    TILE_COUNT,
    TILES,
    Tile,
    mask_of,
    pips_of,
    tile_id,
    tiles_of,
)
from allfives_notation.errors import (
    ArmNeededError,
    ArmNotOpenError,
    CannotDrawError,
    DealError,
    GameOverError,
    HandOverError,
    IllegalMoveError,
    MustDrawError,
    MustPlayDrawnTileError,
    MustPlayError,
    OutOfTurnError,
    RulesError,
    TileDoesNotFitError,
    TileError,
    TileNotHeldError,
    WrongDrawError,
    WrongLeadError,
)

_KINDS = (MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS, MoveKind.CALL)
#: Kinds of compact move, as :meth:`Hand.apply` takes them.
PLAY: Final = 0
DRAW: Final = 1
PASS: Final = 2
#: A muggins call in the hand's log (R23); made by :meth:`Hand.call`, never by :meth:`Hand.apply`.
CALL: Final = 3
#: A move in compact form: kind, seat (or -1), tile id (or -1), arm 0-3, beyond under R25 (or -1).
CompactMove = tuple[int, int, int, int]


def check_deal(table: Table, hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile]) -> list[int]:
    """Refuse a deal that does not fit the table; return each seat's hand as a bitmask.

    A deal fits when every seat has the table's hand size and the hands and the boneyard
    hold the 28 tiles once each (R1, R3, R4).
    """
    if len(hands) != table.players:
        raise DealError(
            f"a deal for {table.players} players needs {table.players} hands, not {len(hands)}", rule="R3"
        )
    size = table.hand_size
    masks = [mask_of(tiles) for tiles in hands]
    everything = mask_of(boneyard)
    for mask in masks:
        everything |= mask
    sizes_fit = len(boneyard) == TILE_COUNT - size * table.players
    if everything == ALL_TILES_MASK and sizes_fit and all(map(size.__eq__, map(len, hands))):
        return masks  # the right counts covering all 28 tiles: none can be repeated
    for seat, tiles in enumerate(hands):
        if len(tiles) != size:
            raise DealError(f"seat {seat + 1} was dealt {len(tiles)} tiles; each hand has {size}", rule="R3")
    seen: dict[Tile, str] = {}
    for where, tiles in [
        *((f"seat {s + 1}'s hand", h) for s, h in enumerate(hands)),
        ("the boneyard", boneyard),
    ]:
        for tile in tiles:
            if tile in seen:
                also = "twice" if seen[tile] == where else f"and in {where}"
                raise DealError(f"{tile} is in {seen[tile]} {also}: the set has one of each tile", rule="R1")
            seen[tile] = where
    missing = ", ".join(str(t) for t in tiles_of(ALL_TILES_MASK & ~everything))
    raise DealError(f"the hands and the boneyard must hold all 28 tiles; missing {missing}", rule="R1")


class Hand:
    """A hand being played with every tile known: the one place where game state changes.

    Seats count from 0. Call :meth:`play`, :meth:`draw` and :meth:`pass_turn` for the seat
    whose turn it is; anything the rules forbid raises an :class:`IllegalMoveError` and
    changes nothing. Scores are per side (a player, or a partnership) and carry the game's
    running totals, so a placement that reaches the target ends the game at once (R19).
    """

    __slots__ = (
        "_arms",
        "_before_end",
        "_boneyard_ids",
        "_claim",
        "_drawable",
        "_drawn_playable",
        "_exact",
        "_forced_lead",
        "_immediate",
        "_log",
        "_muggins",
        "_next",
        "_open_call",
        "_side",
        "_special",
        "_target",
        "boneyard",
        "dealt",
        "drawn",
        "held",
        "layout",
        "leader",
        "number",
        "result",
        "scores",
        "seat",
        "table",
    )

    def __init__(
        self,
        table: Table,
        hands: Sequence[Sequence[Tile]],
        boneyard: Sequence[Tile],
        leader: int,
        *,
        scores: Sequence[int] | None = None,
        lead_tile: Tile | None = None,
        number: int = 1,
    ) -> None:
        self.held = check_deal(table, hands, boneyard)
        if not 0 <= leader < table.players:
            raise WrongLeadError(f"there is no seat {leader + 1} at a table of {table.players}")
        if lead_tile is not None and lead_tile not in hands[leader]:
            raise WrongLeadError(f"seat {leader + 1} must lead {lead_tile} but does not hold it")
        self.table = table
        self.number = number
        self.leader = leader
        rules = table.rules
        self.layout = Layout(rules)
        self._arms = len(self.layout.ends)  # W, E, N, S; under spinner=every the later doubles' arms too
        self.dealt: tuple[tuple[Tile, ...], ...] = tuple(map(tuple, hands))
        self.boneyard: tuple[Tile, ...] = tuple(boneyard)
        self._boneyard_ids: list[int] = list(map(tile_id, boneyard))
        self.drawn = 0  # how many boneyard tiles have been drawn
        self._drawable = table.drawable(len(boneyard))
        self.seat = leader
        self._forced_lead = -1 if lead_tile is None else lead_tile.id
        self._drawn_playable = -1  # a drawn tile that must be played at once (R9)
        self._special = True  # the lead (R6), a tile just drawn (R9) or the hand's end needs a check
        self._side = table.seat_sides
        self._next = table.next_seat
        self._target = table.target
        self._immediate = table.wins_at_once
        self._exact = table.rules.exact_target
        self.scores = [0] * table.sides if scores is None else list(scores)
        if len(self.scores) != table.sides:
            raise RulesError(
                f"{table.sides} scores are kept at this table, not {len(self.scores)}", rule="R2"
            )
        self._log: list[tuple[int, int, int, int, int, int]] = []  # seat, kind, tile, arm, points, claim
        self.result: HandResult | None = None
        self._muggins = rules.muggins is Muggins.ON
        self._claim = -1  # the claim of the placement being made (R23); -1: its count
        #: The last placement while a muggins call may answer it: its seat, count and claim (R23).
        self._open_call: tuple[int, int, int] | None = None
        self._before_end: list[int] | None = None  # the scores before a hand's end was counted

    # -- reading -------------------------------------------------------------------------

    @property
    def moves(self) -> list[Move]:
        """Every move made so far, in order."""
        return [
            Move(
                seat,
                _KINDS[kind],
                None if tile < 0 else TILES[tile],
                self._named(arm),
                points,
                None if claim < 0 else claim,
            )
            for seat, kind, tile, arm, points, claim in self._log
        ]

    @property
    def over(self) -> bool:
        """Whether the hand has ended."""
        return self.result is not None

    def hand_of(self, seat: int) -> tuple[Tile, ...]:
        """The tiles seat ``seat`` holds now."""
        if not 0 <= seat < self.table.players:
            raise RulesError(f"there is no seat {seat + 1} at a table of {self.table.players}", rule="R2")
        return tiles_of(self.held[seat])

    def boneyard_left(self) -> tuple[Tile, ...]:
        """The boneyard tiles not yet drawn, in draw order."""
        return self.boneyard[self.drawn :]

    @property
    def drawable(self) -> int:
        """How many tiles may still be drawn (R9, R10, and any boneyard reserve)."""
        return self._drawable - self.drawn

    def can_play(self) -> bool:
        """Whether the seat to move holds a tile that fits somewhere."""
        return bool(self.held[self.seat] & self.layout.playable_mask())

    def legal_placements(self) -> list[Placement]:
        """Every placement the seat to move may make now, by tile id then arm."""
        if self.result is not None:
            return []
        layout = self.layout
        if layout.lead < 0:
            if self._forced_lead >= 0:
                return [Placement(TILES[self._forced_lead])]
            return [Placement(t) for t in tiles_of(self.held[self.seat])]
        if self._drawn_playable >= 0:
            candidates = 1 << self._drawn_playable
        else:
            candidates = self.held[self.seat] & layout.playable_mask()
        out: list[Placement] = []
        for tile in range(TILE_COUNT):
            if candidates >> tile & 1:
                out.extend(
                    Placement(TILES[tile], ARMS[arm] if arm < 4 else self._named(arm))
                    for arm in layout.arms_for(tile)
                )
        return out

    def _named(self, arm: int) -> AnyArm | None:
        """An arm index as a player names it: W, E, N, S, or a path from the lead (R25); None for -1."""
        if arm < 4:
            return None if arm < 0 else Arm(arm)
        return ArmPath(self.layout.arm_name(arm))

    def points_for(self, placement: Placement) -> int:
        """What ``placement`` would score now, without making it (claimed in full, under R23)."""
        arm = placement.arm
        index = -1 if arm is None else int(arm) if arm.__class__ is Arm else self._arm_index(arm)
        points = self.layout.copy().place(placement.tile.id, index)
        return self.table.scored(self.scores[self._side[self.seat]], points)

    # -- moving --------------------------------------------------------------------------

    def play(
        self,
        tile: Tile | str,
        arm: AnyArm | str | None = None,
        *,
        seat: int | None = None,
        claim: int | None = None,
    ) -> int:
        """Place ``tile`` on ``arm`` for the seat to move; return the points scored (R15).

        Tile and arm may be written as text (``"5-3"``, ``"E"``, under ``spinner=every`` a
        path such as ``"E3N"``, R25). The arm may be left out when only one arm takes the
        tile; the lead takes no arm. Under ``muggins=on`` the player claims ``claim`` points
        (None: what the placement scores) and scores the claim if the count gives at least
        that, else nothing (R23).
        """
        tile = Tile.parse(tile) if isinstance(tile, str) else tile
        if claim is not None:
            if not self._muggins:
                raise RulesError(
                    "a placement scores its count: claims are the player's only under muggins=on", rule="R23"
                )
            if claim < 0:
                raise RulesError(f"a claim is never below nothing, not {claim}", rule="R23")
            self._claim = claim
        try:
            return self.apply(((PLAY, -1 if seat is None else seat, tile.id, self._arm_index(arm)),))
        finally:
            self._claim = -1

    def _arm_index(self, arm: AnyArm | str | None) -> int:
        """The layout's index of an arm named as a value or as text; a path is checked against the layout."""
        if arm is None:
            return -1
        if isinstance(arm, int):  # an Arm, or its number as the layout counts arms
            return arm
        return self.layout.arm_named(str(arm))

    @property
    def callable_points(self) -> int:
        """What a muggins call on the last placement would score now (0: nothing to call, R23)."""
        if self._open_call is None:
            return 0
        _, worth, claim = self._open_call
        return worth - claim if claim < worth else claim if claim > worth else 0

    def call(self, seat: int) -> int:
        """Seat ``seat`` calls muggins on the last placement; return what the call scored (R23).

        The caller's side scores what the placement's player missed, or the amount they
        claimed past the count, as a penalty. A call where nothing was missed scores nothing
        (it is the caller's mistake, not an illegal move); a placement is called once.
        """
        if not self._muggins:
            raise IllegalMoveError("muggins is called only under muggins=on (R23)")
        if not 0 <= seat < self.table.players:
            raise OutOfTurnError(f"there is no seat {seat + 1} at a table of {self.table.players}")
        if self._open_call is None:
            raise IllegalMoveError(
                f"seat {seat + 1} calls muggins, but no placement of this hand is there to call:"
                " a call answers the last placement, before the next (R23)"
            )
        placer, worth, _ = self._open_call
        side = self._side[seat]
        if side == self._side[placer]:
            raise IllegalMoveError(
                f"seat {seat + 1} cannot call muggins on their own side's placement: an opponent calls (R23)"
            )
        result = self.result
        if result is not None and result.outcome is not HandOutcome.OUT:
            self._refuse_after_end()
        points = self.table.scored(self.scores[side], self.callable_points)
        self._open_call = (placer, worth, worth)  # called: nothing more is missed
        self._log.append((seat, CALL, -1, -1, points, -1))
        if not points:
            return 0
        if result is not None:  # the call came after the last tile, before the hand's end is counted
            assert self._before_end is not None
            self.scores[:] = self._before_end
            self.result = None
        self.scores[side] += points
        if self._immediate and self.scores[side] >= self._target:
            self._end(HandOutcome.TARGET, seat)
        elif result is not None:
            self._end(result.outcome, result.seat)
        return points

    def draw(self, *, seat: int | None = None) -> Tile:
        """Draw the next boneyard tile for the seat to move, which must be unable to play (R9)."""
        return TILES[self._draw(-1 if seat is None else seat, -1)]

    def pass_turn(self, *, seat: int | None = None) -> None:
        """Pass for the seat to move: allowed only with no play and nothing to draw (R10)."""
        self._pass(-1 if seat is None else seat)

    def apply(self, moves: Iterable[CompactMove]) -> int:
        """Apply moves in compact form, checking each; return the points of the last placement.

        A compact move is ``(kind, seat, tile, arm)``: kind :data:`PLAY`, :data:`DRAW` or
        :data:`PASS`; seat, or -1 for whoever is to move; tile id 0-27, or -1 for a draw
        whose tile is not said; arm 0-3, or -1 when unsaid (the lead, a draw, a pass, or a
        tile that fits only one arm). A draw that names a tile must take exactly that tile.
        The first move the rules forbid raises; the moves before it stay made.
        """
        held = self.held
        put = self.layout.put
        record = self._log.append
        after = self._next
        arms = self._arms
        points = 0
        muggins = self._muggins
        for kind, seat, tile, arm in moves:
            if kind:
                if kind == DRAW:
                    self._draw(seat, tile)
                elif kind == PASS:
                    self._pass(seat)
                else:
                    raise IllegalMoveError(f"unknown kind of move {kind}: expected play, draw or pass")
                continue
            special = self._special
            if special:
                self._check_special(tile, seat)
            s = self.seat
            if seat >= 0 and seat != s:
                raise self._out_of_turn(seat)
            mine = held[s]
            if tile < 0 or not mine >> tile & 1:
                raise TileNotHeldError(self._not_held(s, tile))
            if arm < 0 or arm >= arms:
                arm = self._arm_for(tile, arm)
            points = put(tile, arm)
            if special:
                self._drawn_playable = -1
                self._special = False
            held[s] = mine = mine ^ 1 << tile
            if points and self._exact and self.scores[self._side[s]] + points > self._target:
                points = 0  # past an exact target: not scored (R22)
            if muggins:  # the player scores their claim, or nothing for a claim past the count (R23)
                claim = points if self._claim < 0 else self._claim
                self._open_call = (s, points, claim)
                points = claim if claim <= points else 0
                record((s, PLAY, tile, arm, points, claim))
            else:
                record((s, PLAY, tile, arm, points, -1))
            if points:
                side = self._side[s]
                self.scores[side] += points
                if self._immediate and self.scores[side] >= self._target:
                    self._end(HandOutcome.TARGET, s)
                    continue
            if mine:
                self.seat = after[s]
            else:
                self._end(HandOutcome.OUT, s)
        return points

    def _check_special(self, tile: int, seat: int) -> None:
        """Refuse a move after the end, a wrong lead (R6), or a tile other than the one just drawn (R9)."""
        s = self._mover(seat)
        drawn = self._drawn_playable
        if drawn >= 0 and tile != drawn:
            raise MustPlayDrawnTileError(
                f"seat {s + 1} drew {TILES[drawn]}, which fits, and must play it at once, not {TILES[tile]}"
            )
        forced = self._forced_lead
        if self.layout.lead < 0 and forced >= 0 and tile != forced:
            if self.table.rules.first_lead is FirstLead.LOWEST_TILE:
                why, rule = "the lightest tile dealt", "R24"
            else:
                why, rule = "the highest double (or, with no double dealt, the heaviest tile)", "R6"
            raise WrongLeadError(f"seat {s + 1} must lead {TILES[forced]}, {why}", rule=rule)

    def _arm_for(self, tile: int, arm: int) -> int:
        """The arm for a placement whose arm was left out: none for the lead, else the only one that fits."""
        layout = self.layout
        if arm >= 0:
            raise ArmNotOpenError(
                "a tile goes on an arm: W, E, N or S"
                + (", or a path such as E3N (R25)" if self._arms > 4 else "")
            )
        if layout.lead < 0:
            return -1
        arms = layout.arms_for(tile)
        if not arms:
            shown = " and ".join(str(e) for e in layout.ends if e >= 0)
            raise TileDoesNotFitError(f"{TILES[tile]} fits no open end (they show {shown})")
        if len(arms) > 1:
            named = ", ".join(layout.arm_name(a) for a in arms)
            raise ArmNeededError(f"{TILES[tile]} fits more than one arm ({named}): say which")
        return arms[0]

    def _draw(self, seat: int, expected: int) -> int:
        s = self._mover(seat)
        playable = self._refuse_unless_stuck(s, "draw")
        if self.drawn >= self._drawable:
            reserve = self.table.rules.boneyard_reserve
            kept = f" (the last {reserve} stay in the boneyard)" if reserve else ""
            raise CannotDrawError(f"seat {s + 1} cannot draw: the boneyard is empty{kept}; pass")
        tile = self._boneyard_ids[self.drawn]
        if expected >= 0 and expected != tile:
            raise WrongDrawError(
                f"seat {s + 1} is said to draw {TILES[expected]},"
                f" but the next tile in the boneyard is {TILES[tile]}"
            )
        self.drawn += 1
        self.held[s] |= 1 << tile
        if playable >> tile & 1:
            self._drawn_playable = tile
            self._special = True
        self._log.append((s, DRAW, tile, -1, 0, -1))
        return tile

    def _pass(self, seat: int) -> None:
        s = self._mover(seat)
        self._refuse_unless_stuck(s, "pass")
        if self.drawn < self._drawable:
            raise MustDrawError(
                f"seat {s + 1} cannot pass while the boneyard has tiles to draw ({self.drawable} left)"
            )
        log = self._log
        log.append((s, PASS, -1, -1, 0, -1))
        if self._all_passed(log):
            self._end(HandOutcome.BLOCKED, None)
        else:
            self.seat = self._next[s]

    # -- the rules behind the moves -------------------------------------------------------

    def _all_passed(self, log: list[tuple[int, int, int, int, int, int]]) -> bool:
        """Whether every seat's last move was a pass, one after another (calls aside): the hand is blocked."""
        passes = 0
        for move in reversed(log):
            kind = move[1]
            if kind == CALL:
                continue
            if kind != PASS:
                return False
            passes += 1
            if passes == self.table.players:
                return True
        return False

    def _mover(self, seat: int) -> int:
        """The seat to move, refusing a move after the end or by another seat (-1: whoever is to move)."""
        if self.result is not None:
            self._refuse_after_end()
        if seat >= 0 and seat != self.seat:
            raise self._out_of_turn(seat)
        return self.seat

    def _out_of_turn(self, seat: int) -> OutOfTurnError:
        if seat >= self.table.players:
            return OutOfTurnError(f"there is no seat {seat + 1} at a table of {self.table.players}")
        return OutOfTurnError(f"it is seat {self.seat + 1}'s turn, not seat {seat + 1}'s")

    def _refuse_after_end(self) -> None:
        assert self.result is not None
        if self.result.game_over:
            raise GameOverError("the game is over: no more moves")
        raise HandOverError(f"hand {self.number} is over: no more moves")

    def _refuse_unless_stuck(self, s: int, what: str) -> int:
        """Refuse a draw or pass by a seat that can play (R8, R9); return the mask of playable tiles."""
        if self._drawn_playable >= 0:
            raise MustPlayDrawnTileError(
                f"seat {s + 1} drew {TILES[self._drawn_playable]}, which fits: it must be"
                f" played at once, not {what}"
            )
        if self.layout.lead < 0:
            raise MustPlayError(f"seat {s + 1} leads: any tile may be led, so they cannot {what}")
        playable = self.layout.playable_mask()
        fits = self.held[s] & playable
        if fits:
            shown = ", ".join(str(t) for t in tiles_of(fits))
            raise MustPlayError(f"seat {s + 1} holds a tile that fits ({shown}), so must play, not {what}")
        return playable

    def _not_held(self, s: int, tile: int) -> str:
        if not 0 <= tile < TILE_COUNT:
            raise TileError(f"tile ids run from 0 to 27, not {tile}")
        if self.layout.placed >> tile & 1:
            return f"{TILES[tile]} is already on the table"
        for other, mask in enumerate(self.held):
            if mask >> tile & 1:
                return f"seat {s + 1} does not hold {TILES[tile]}: seat {other + 1} does"
        return f"seat {s + 1} does not hold {TILES[tile]}: it is still in the boneyard"

    def _end(self, outcome: HandOutcome, seat: int | None) -> None:
        scores = self.scores
        self._before_end = list(scores)
        pips = tuple(map(pips_of, self.held))
        lost, won = self.table.hand_end(outcome, seat, pips)
        awards = [self.table.scored(scores[side], points) for side, points in enumerate(won)]
        deductions = [0] * len(scores)
        for s, points in enumerate(lost):
            deductions[self._side[s]] += points
        for side in range(len(scores)):
            scores[side] += awards[side] - deductions[side]
        winner = self.table.winner(outcome, seat, self.scores)
        self._special = True  # every later move is refused
        self.result = HandResult(
            outcome, seat, pips, tuple(deductions), tuple(awards), tuple(scores), winner, winner is not None
        )
