"""A turn as its mover saw it: their own tiles and what the table showed up to then, never later.

:func:`position_of` replays the public part of a hand (placements, how many tiles each
draw took, passes) with the mover's own tiles and draws, and states what the record
revealed about the hidden tiles in the validator's terms (check/hidden.py's slots and
allowed tiles). Nothing after the moment of the decision is used, so nothing shown
later leaks back into it.
"""

from __future__ import annotations

from collections.abc import Sequence
from copy import copy
from dataclasses import dataclass, replace

from allfives_notation.analysis.board import BOUNDLESS, Board, Rules, arms_for, greedy_key
from allfives_notation.check.hidden import Drawn, HiddenHand, PlacedBy, Stuck
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import MoveKind
from allfives_notation.engine.rules import FirstLead, RuleSet, Table
from allfives_notation.engine.tiles import DOUBLES, TILE_COUNT, TILES, mask_of
from allfives_notation.errors import AllFivesError


class NotJudgedError(AllFivesError):
    """A turn the analysis cannot judge: the mover's tiles are not known, or no deal explains the record."""


@dataclass(frozen=True, slots=True)
class Seen:
    """One turn as the table saw it, with the tiles drawn where the mover knows them (its own draws).

    ``drawn`` names the tiles drawn, in order, or is empty when they are hidden; ``tile``
    and ``arm`` are the placement (-1: none; arm -1 for the lead), ``passed`` a pass.
    """

    seat: int
    draws: int = 0
    drawn: tuple[int, ...] = ()
    tile: int = -1
    arm: int = -1
    passed: bool = False


@dataclass(frozen=True, slots=True)
class Slot:
    """Places a tile may have started the hand in, merged when alike: whose, how many, which tiles fit.

    ``holder`` is the seat that holds what is there (its dealt hand, or the tiles it
    drew), or -1 for the boneyard still to draw.
    """

    holder: int
    size: int
    allowed: int


@dataclass(frozen=True, slots=True)
class KnownPosition:
    """Everything the mover knows at a decision: the layout, their tiles, the counts, what others revealed."""

    rules: Rules
    seat: int  # the mover
    board: Board
    held: int  # the mover's tiles now
    counts: tuple[int, ...]  # how many tiles each seat holds now
    drawable: int  # boneyard tiles that may still be drawn
    passes: int  # passes in a row just before this turn
    scores: tuple[int, ...]  # running scores per side now
    forced: int  # a tile the mover just drew, which fits, and must play at once (R9); else -1
    placed: int  # the tiles on the table
    slots: tuple[Slot, ...]  # where the other tiles may be, by check/hidden.py, alike ones merged
    groups: tuple[Slot, ...]  # the same, one per slot group of check/hidden.py (for checking the merge)
    #: The slots if the other sides' seats play as the greedy player does (the most points, then the
    #: heaviest tile): each held no tile it would have placed first (:func:`greedy_first`); None if no news
    read: tuple[Slot, ...] | None = None
    #: The seats (a mask) the table has shown not to play as the greedy player does, in this hand
    #: (:func:`not_greedy_seats`) or, as the caller passed them, earlier in the game: these are never
    #: read (the mover's own side may be in it too: it is never read anyway)
    not_greedy: int = 0

    @property
    def table(self) -> Table:
        """The table the hand is played at."""
        return self.rules.table


def lead_reveals(lead: int, rules: RuleSet | None = None) -> int:
    """The tiles a forced lead (R6, R24) shows nobody was dealt.

    Under ``first-lead=highest-double``, every heavier one (every higher double, or with no
    double led, every double and every heavier tile); under ``first-lead=lowest-tile``, every
    lighter one (by pip total, then by its higher half: 1-2 before 0-3, R24).
    """
    tile = TILES[lead]
    if rules is not None and rules.first_lead is FirstLead.LOWEST_TILE:
        return mask_of(t for t in TILES if (t.pips, t.high) < (tile.pips, tile.high))
    if tile.is_double:
        return mask_of(d for d in DOUBLES if d.high > tile.high)
    return mask_of([*DOUBLES, *(t for t in TILES if (t.pips, t.high) > (tile.pips, tile.high))])


def greedy_first(board: Board, placed: int, tile: int, arm: int, room: int = BOUNDLESS) -> int:
    """The tiles not ``placed`` yet that the greedy player would have placed before ``tile`` on ``arm``.

    Those that would have scored more, or as much and are heavier (:func:`board.greedy_key`;
    ``room``: the most the mover's side may still score, R22). A seat that plays as the
    greedy player does, and chose ``tile`` on ``arm``, held none of them.
    """
    chosen = greedy_key(board, tile, arm, room)
    first = 0
    for other in range(TILE_COUNT):
        if other == tile or placed >> other & 1:
            continue
        if any(greedy_key(board, other, a, room) > chosen for a in arms_for(board, other)):
            first |= 1 << other
    return first


def greedy_would_put(board: Board, tile: int, arm: int, room: int = BOUNDLESS) -> bool:
    """Whether the greedy player, placing ``tile``, would have put it on ``arm``: no other arm wanted more.

    A seat that put a tile where it scored less than on another arm (or as much, on an arm
    the greedy player takes later in W, E, N, S) showed it does not play as the greedy player does.
    """
    chosen = greedy_key(board, tile, arm, room)
    return all(greedy_key(board, tile, other, room) <= chosen for other in arms_for(board, tile))


def not_greedy_seats(rules: RuleSet, turns: Sequence[Seen]) -> int:
    """The seats (a mask) that put a tile, after the lead, where the greedy player would not have put it."""
    board = Layout(rules)
    shown = 0
    for t, turn in enumerate(turns):
        if turn.tile >= 0:
            if t > 0 and not greedy_would_put(board, turn.tile, turn.arm):
                shown |= 1 << turn.seat
            board.put(turn.tile, turn.arm)
    return shown


def position_of(
    table: Table,
    seat: int,
    dealt: int,
    turns: Sequence[Seen],
    scores: Sequence[int],
    *,
    drawing: Seen | None = None,
    lead_forced: bool = False,
    not_greedy: int = 0,
) -> KnownPosition:
    """The position of ``seat``, dealt the tiles of mask ``dealt``, after ``turns`` of the hand.

    ``scores`` are the running scores when the hand began; ``drawing`` is the mover's
    own draws this turn, when the decision comes after them (the last drawn tile fits
    and must be played). ``lead_forced``: the lead was the highest double (R6), which
    tells who was not dealt which tile. The position's ``read`` slots also take the other
    sides' seats to play as the greedy player does (see :func:`greedy_first`), except the
    seats of mask ``not_greedy`` and those this hand shows to play otherwise (:func:`not_greedy_seats`).
    A caller with many decisions in a hand keeps one :class:`Sight` instead, and walks the hand once.
    """
    sight = Sight(table, seat, dealt, scores, lead_forced=lead_forced)
    for turn in turns:
        sight.see(turn)
    return sight.position(drawing, not_greedy)


class Sight:
    """What one seat has seen of a hand so far, a turn at a time: one walk of the hand for all its decisions.

    :meth:`see` takes the hand's turns in order, as the seat saw them; :meth:`position` is the
    seat's position (:func:`position_of`) after them, and after its own draws this turn, if
    any. Once the seat's own draws are hidden it has no position any more in this hand.
    """

    __slots__ = (
        "board",
        "counts",
        "dealt",
        "drawn",
        "held",
        "hidden",
        "lead_forced",
        "next_turn",
        "now",
        "passes",
        "placed",
        "reads",
        "seat",
        "shown",
        "table",
        "unknown",
    )

    def __init__(
        self, table: Table, seat: int, dealt: int, scores: Sequence[int], *, lead_forced: bool = False
    ) -> None:
        self.table = table
        self.seat = seat
        self.dealt = dealt
        self.lead_forced = lead_forced
        self.board = Layout(table.rules)
        boneyard_size = TILE_COUNT - table.hand_size * table.players
        self.hidden = HiddenHand(table.players, table.hand_size, boneyard_size)
        for tile in range(TILE_COUNT):
            if dealt >> tile & 1:
                self.hidden.dealt[tile] = seat
        self.held = dealt
        self.counts = [table.hand_size] * table.players
        self.now = list(scores)
        self.drawn = self.passes = self.placed = 0
        # what the other sides' seats did not hold, if they play as greedy players
        self.reads: list[Stuck] = []
        self.next_turn = 0  # the index of the next turn to see
        self.shown = 0  # the seats this hand has shown not to play as the greedy player does
        self.unknown: str | None = None  # why the seat has no position any more

    def see(self, turn: Seen) -> None:
        """The hand's next turn, as the seat saw it."""
        t = self.next_turn
        self.next_turn = t + 1
        if self.unknown is None:
            try:
                self._take(turn, t)
            except NotJudgedError as error:
                self.unknown = str(error)

    def position(self, drawing: Seen | None = None, not_greedy: int = 0) -> KnownPosition:
        """The seat's position now, after its own draws ``drawing``; see :func:`position_of`."""
        if self.unknown is not None:
            raise NotJudgedError(self.unknown)
        now = self._copy()  # the draws this turn and the reads are this position's alone (``reads`` is
        # shared: the copy only reads it)
        upto = self.next_turn
        forced = -1
        if drawing is not None:
            forced = now._take(drawing, upto, drawing=True)
            upto += 1
        table, seat, hidden = self.table, self.seat, now.hidden
        groups = _groups(hidden, upto, seat, self.dealt)
        read = None
        not_greedy |= self.shown
        reads = [stuck for stuck in self.reads if not not_greedy >> stuck.seat & 1]
        if reads:
            hidden.stuck.extend(reads)
            read = _merged(_groups(hidden, upto, seat, self.dealt))
        boneyard_size = TILE_COUNT - table.hand_size * table.players
        drawable = table.drawable(boneyard_size) - now.drawn
        return KnownPosition(
            Rules.of(table),
            seat,
            now.board,
            now.held,
            tuple(now.counts),
            drawable,
            now.passes,
            tuple(now.now),
            forced,
            now.placed,
            _merged(groups),
            groups,
            read,
            not_greedy,
        )

    def _copy(self) -> Sight:
        other = copy(self)
        other.board = self.board.copy()
        hidden = self.hidden
        other.hidden = replace(
            hidden, drawn=list(hidden.drawn), stuck=list(hidden.stuck), placed=dict(hidden.placed)
        )
        other.counts = self.counts[:]
        other.now = self.now[:]
        return other

    def _take(self, turn: Seen, t: int, *, drawing: bool = False) -> int:
        """Turn ``t`` seen; for the mover's own draws this turn (``drawing``), the tile it must play."""
        board, hidden, seat = self.board, self.hidden, self.seat
        fits = board.playable_mask()
        if board.lead >= 0 and (turn.draws or turn.passed):
            hidden.stuck.append(Stuck(turn.seat, t, fits))
        for k in range(turn.draws):
            last = k == turn.draws - 1
            named = turn.drawn[k] if turn.drawn else -1
            hidden.drawn.append(Drawn(turn.seat, t, fits, not last or turn.passed or drawing, named))
            if turn.seat == seat:
                if named < 0:
                    raise NotJudgedError("the mover's own draws are not known")
                self.held |= 1 << named
        self.counts[turn.seat] += turn.draws
        self.drawn += turn.draws
        if drawing:
            forced = turn.drawn[-1] if turn.drawn else -1
            if forced < 0 or not fits >> forced & 1:
                raise NotJudgedError("the mover drew, but the tile drawn last does not fit")
            hidden.drawn[-1] = Drawn(turn.seat, t, fits, False, forced)
            return forced
        if turn.passed:
            self.passes += 1
        if turn.tile >= 0:
            table = self.table
            sides = table.seat_sides
            side = sides[turn.seat]
            room = table.target - self.now[side] if table.rules.exact_target else BOUNDLESS  # R22
            # an opponent's choice of tile (a tile drawn that fits is no choice, R9)
            if t > 0 and side != sides[seat] and not turn.draws:
                first = greedy_first(board, self.placed, turn.tile, turn.arm, room)
                if first:
                    self.reads.append(Stuck(turn.seat, t, first))
            # not_greedy_seats, as it goes
            if t > 0 and not greedy_would_put(board, turn.tile, turn.arm, room):
                self.shown |= 1 << turn.seat
            if t == 0 and self.lead_forced:
                hidden.not_dealt = lead_reveals(turn.tile, table.rules)
            self.passes = 0
            points = table.scored(self.now[side], board.put(turn.tile, turn.arm))
            self.now[side] += points
            self.placed |= 1 << turn.tile
            self.counts[turn.seat] -= 1
            if turn.seat == seat:
                self.held &= ~(1 << turn.tile)
            hidden.placed[turn.tile] = PlacedBy(turn.seat, t, self.drawn - 1 if turn.draws else -1)
        return -1


def _groups(hidden: HiddenHand, upto: int, seat: int, dealt: int) -> tuple[Slot, ...]:
    """check/hidden.py's slot groups before turn ``upto``, as ``seat``, dealt ``dealt``, knows them."""
    groups = []
    for (kind, index), size, allowed in hidden.slot_groups(upto):
        if size <= 0:
            continue
        holder = index if kind == "hand" else hidden.drawn[index].seat if kind == "draw" else -1
        if kind == "hand" and index == seat:
            allowed &= dealt  # the mover knows its own hand (check/hidden.py leaves room for doubt)
        groups.append(Slot(holder, size, allowed))
    return tuple(groups)


def _merged(groups: Sequence[Slot]) -> tuple[Slot, ...]:
    """Slot groups alike (the same holder, the same tiles allowed) merged into one slot."""
    slots: dict[tuple[int, int], int] = {}
    for slot in groups:
        key = (slot.holder, slot.allowed)
        slots[key] = slots.get(key, 0) + slot.size
    return tuple(Slot(holder, size, allowed) for (holder, allowed), size in slots.items())


def position_in(hand: Hand, lead_forced: bool = False, not_greedy: int = 0) -> KnownPosition:
    """The position of the seat to move in an engine hand, from what that seat has seen (its tiles only).

    ``not_greedy``: the seats earlier hands showed not to play as the greedy player does.
    """
    me = hand.seat
    turns, drawing = seen_by(hand, me)
    start = _scores_before(hand)
    return position_of(
        hand.table,
        me,
        mask_of(hand.dealt[me]),
        turns,
        start,
        drawing=drawing,
        lead_forced=lead_forced,
        not_greedy=not_greedy,
    )


def seen_by(hand: Hand, me: int) -> tuple[list[Seen], Seen | None]:
    """An engine hand's turns so far as seat ``me`` saw them, and its own draws this turn (or None).

    A muggins call (R23) moves no tile: it changes the scores only, and is not a turn.
    """
    turns: list[Seen] = []
    draws: list[int] = []
    for move in hand.moves:
        if move.kind is MoveKind.CALL:
            continue
        tile = -1 if move.tile is None else move.tile.id
        if move.kind is MoveKind.DRAW:
            draws.append(tile)
            continue
        seen = tuple(draws) if move.seat == me else ()
        count = len(draws)
        draws = []
        if move.kind is MoveKind.PASS:
            turns.append(Seen(move.seat, count, seen, passed=True))
        else:
            arm = -1 if move.arm is None else int(move.arm)
            turns.append(Seen(move.seat, count, seen, tile, arm))
    drawing = Seen(me, len(draws), tuple(draws)) if draws and hand.seat == me else None
    return turns, drawing


def _scores_before(hand: Hand) -> list[int]:
    """The running scores when the hand began: today's, less what its placements and calls scored (R23).

    From there the search counts each placement in full, as a player who claims in full.
    """
    scores = list(hand.scores)
    for move in hand.moves:
        if move.kind in (MoveKind.PLAY, MoveKind.CALL) and move.points:
            scores[hand.table.seat_sides[move.seat]] -= move.points
    return scores
