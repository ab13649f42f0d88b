"""A moment of a recorded game as a value: the layout on the table, each seat's known hand, the scores.

Drawing is a pure function of (record, moment): this module works out the moment from the
record on the one walk of a hand (:mod:`allfives_notation.record.walk`), and judges nothing
(the validator does that). A record that puts a tile where it cannot go stops the layout
there, and says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from allfives_notation.analysis.muggins import claim_scores
from allfives_notation.engine.arms import ARMS, Arm
from allfives_notation.engine.rules import Muggins
from allfives_notation.engine.tiles import TILE_COUNT, TILES, Tile
from allfives_notation.notation.evaluation import Evaluation
from allfives_notation.record.model import GameRecord, HandRecord, Turn
from allfives_notation.record.walk import HandReplay, HandVisitor

#: The arms' names of every spinner rule but ``spinner=every``.
FOUR_NAMES: Final = tuple(arm.name for arm in ARMS)


@dataclass(frozen=True, slots=True)
class Placed:
    """A tile on the table: ``inner`` is the half toward the lead, ``outer`` the half away from it.

    For the lead, ``inner`` is the half toward the west and ``outer`` toward the east.
    """

    tile: Tile
    inner: int
    outer: int
    turn: int  # which turn of the hand placed it, from 0

    @property
    def is_double(self) -> bool:
        """Whether the tile stands crosswise (R13)."""
        return self.inner == self.outer


@dataclass(frozen=True, slots=True)
class SeatHand:
    """One seat's tiles as the record knows them at that moment: the tiles known, and how many more."""

    seat: int
    known: tuple[Tile, ...]
    hidden: int  # tiles held that the record does not name

    @property
    def count(self) -> int:
        """How many tiles the seat holds."""
        return len(self.known) + self.hidden


@dataclass(frozen=True, slots=True)
class Position:
    """The table after ``step`` moments of a hand: 0 is the deal, ``k`` is after turn ``k``.

    A hand with an end-of-hand line has one more step, ``ended``, with the tiles shown and
    the scores the record gives.
    """

    hand: int  # index of the hand in the record, from 0
    number: int  # the hand's number as the record gives it
    step: int
    lead: Placed | None
    #: Each arm's tiles, from the spinner or lead outward, by the layout's arm index: W, E, N, S,
    #: then under ``spinner=every`` (R25) two for each later double (4 + 2p, 5 + 2p: see ``names``).
    arms: tuple[tuple[Placed, ...], ...]
    spinner: Tile | None
    spinner_arm: Arm | None  # where the spinner stands: None in the centre (it was led)
    ends: tuple[int | None, ...]  # the pip number each arm shows, None while it is closed
    count: int  # the open-ends total (R16)
    count_points: int  # what that count scores by the game's rules (R15): 0 unless it scores
    counted: tuple[int, ...]  # what each arm's end adds to it: a double's total, 0 for an untouched arm
    centre: int  # what a lead double adds while a side of it along the line is free (R16)
    latest: Tile | None  # the tile placed by the last turn, if it placed one
    hands: tuple[SeatHand, ...]
    boneyard: int  # tiles left to draw
    scores: tuple[int, ...] | None  # per side, None where the record hides them
    to_play: int | None  # the seat whose turn comes next, None once the hand has ended
    ended: bool
    problem: str | None = None  # why the layout stopped growing, for a record that breaks it
    #: Under muggins=on (R23): what the count gave the latest placement, where its claim said otherwise.
    worth: int | None = None
    calls: tuple[tuple[int, int], ...] = ()  # the muggins calls after the latest turn: (seat, points)
    #: Each arm's name as a record writes it (``W``... ``E3N``, R25); empty for a later double's arm
    #: whose double is not on the table yet.
    names: tuple[str, ...] = FOUR_NAMES
    #: Under ``spinner=every``: the arm each later double ``p-p`` stands on (-1: not standing), by pip.
    stands: tuple[int, ...] = ()

    @property
    def on_table(self) -> int:
        """How many tiles are on the table."""
        return (self.lead is not None) + sum(len(arm) for arm in self.arms)

    def placed(self) -> tuple[Placed, ...]:
        """Every tile on the table, the lead first."""
        lead = (self.lead,) if self.lead is not None else ()
        return (*lead, *(p for arm in self.arms for p in arm))


@dataclass(frozen=True, slots=True)
class Analysis:
    """What a study engine wrote on a turn: ``[%eval]``, ``[%best]``, ``[%loss]``, ``[%count]``, ``[%win]``.

    Each ``*_error`` is the value's standard error, None where the record gives none (exact).
    """

    value: float | None = None  # expected points for the mover's side of the move played
    best: str | None = None  # the best option, as ``5-0 N``
    best_value: float | None = None
    count: int | None = None  # the open-ends count after the play
    win: float | None = None  # the chance to win the game, 0 to 1
    value_error: float | None = None
    best_error: float | None = None
    loss: float | None = None  # what the move gave away against the best other option (chance where win)
    loss_error: float | None = None
    win_error: float | None = None
    best_win: float | None = None  # the best option's chance to win

    @property
    def present(self) -> bool:
        """Whether the turn carries any analysis."""
        return any(v is not None for v in (self.value, self.best, self.count, self.win))


def analysis_of(turn: Turn) -> Analysis:
    """The analysis commands in a turn's comments (notation section 6.4); one that does not read is out."""
    found = Evaluation.of_comments(turn.comments)
    value, best, loss, win = found.value, found.best_value, found.loss, found.win
    return Analysis(
        value=None if value is None else value.value,
        best=found.best_text,
        best_value=None if best is None else best.value,
        count=found.count,
        win=None if win is None else win.value,
        value_error=None if value is None else value.error,
        best_error=None if best is None else best.error,
        loss=None if loss is None else loss.value,
        loss_error=None if loss is None else loss.error,
        win_error=None if win is None else win.error,
        best_win=None if found.best_win is None else found.best_win.value,
    )


def side_scores(start: tuple[int, ...] | None, points: list[int]) -> tuple[int, ...] | None:
    """Each side's score: ``start`` (None where the record hides it) plus the points of the hand so far."""
    if start is None:
        return None
    return tuple(s + p for s, p in zip(start, points, strict=True))


class HandWalk(HandVisitor):
    """One hand's table as its record plays it, a turn at a time, on the one replay of a hand.

    :func:`hand_positions` takes a :class:`Position` after each turn; the replay page reads
    the same walk's layout after each turn instead, and stores only what changed. Where the
    record leaves the arm out and the tile fits several, the walk takes the first (W, E, N, S).
    """

    def __init__(self, game: GameRecord, h: int) -> None:
        self.game = game
        self.replay = HandReplay(game, h, self)
        self.hand = self.replay.hand
        self.index = h
        table = game.table
        self.layout = self.replay.layout
        dealt = dict(self.hand.dealt)
        self.known: list[list[Tile]] = [list(dealt.get(seat, ())) for seat in range(table.players)]
        self.held = [table.hand_size] * table.players
        self.boneyard = TILE_COUNT - table.hand_size * table.players
        self.points = [0] * table.sides  # what the engine scores each side in the hand so far
        self.placed: list[Placed] = []  # the lead, then the tiles in the order placed
        self.arm_of: list[int] = []  # the arm each went on: -1 for the lead
        self.problem: str | None = None  # why the layout stopped growing, once it has
        self.stopped: int | None = None  # the turn where it stopped
        self.scored = 0  # what the last turn's placement scored
        self.muggins = table.rules.muggins is Muggins.ON  # a placement scores its claim (R23)
        self.worth: int | None = None  # what the count gave the last placement, where its claim differed
        self.calls: list[tuple[int, int]] = []  # the calls after the last turn: (seat, points)
        self._inner = -1

    def play(self, t: int) -> Tile | None:
        """Play turn ``t`` of the hand (the turns come in order); the tile it put on the table, if it did."""
        assert t == self.replay.next_turn, "the turns of a hand are played in order"
        self.replay.play()
        placed = self.placed
        return placed[-1].tile if placed and placed[-1].turn == t else None

    def turn_begins(self, replay: HandReplay, t: int, turn: Turn, drawn: tuple[Tile, ...] | None) -> None:
        """Count the draws, and take the turn's tile out of its seat's hand."""
        seat = turn.seat
        self.held[seat] += turn.draws
        self.boneyard = max(0, self.boneyard - turn.draws)
        self.known[seat].extend(turn.drawn)  # named draws are known, whoever's they are
        self.scored = 0
        self.worth = None
        self.calls = []
        if turn.tile is not None:
            self.held[seat] = max(0, self.held[seat] - 1)
            if turn.tile in self.known[seat]:
                self.known[seat].remove(turn.tile)

    def choose_arm(self, replay: HandReplay, tile: int, arms: list[int]) -> int | None:
        """The first arm it fits, to keep drawing the record."""
        return arms[0]

    def before_placement(self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int) -> None:
        """Note the end the tile matches, before it is covered."""
        self._inner = -1 if arm < 0 else self.layout.ends[arm]

    def after_placement(
        self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int, points: int
    ) -> None:
        """The tile on the table: which half faces the lead, what it scored for its side (its claim: R23)."""
        assert turn.tile is not None
        if self.muggins:
            if (turn.points or 0) != points:
                self.worth = points
            points = claim_scores(turn.points, points)
        placed = turn.tile
        inner = placed.low if arm < 0 else self._inner
        outer = placed.high if arm < 0 else placed.other_half(inner)
        self.placed.append(Placed(placed, inner, outer, t))
        self.arm_of.append(arm)
        self.scored = points
        self.points[self.game.table.side_of(turn.seat)] += points

    def call_made(self, replay: HandReplay, t: int, turn: Turn, c: int) -> None:
        """A muggins call: what the record says it scored goes to the caller's side (R23)."""
        call = turn.calls[c]
        points = call.points or 0
        self.calls.append((call.seat, points))
        self.points[self.game.table.side_of(call.seat)] += points

    def layout_stops(self, replay: HandReplay, t: int, turn: Turn, why: str) -> None:
        """The record breaks the layout here: say why, and stop drawing it."""
        self.problem = why
        self.stopped = t

    def to_play(self, t: int) -> int | None:
        """Whose turn comes after turn ``t``: None once the hand has ended."""
        hand = self.hand
        turn = hand.turns[t]
        if t == len(hand.turns) - 1 and has_ending(hand):
            return None
        still_drawing = not (turn.placed or turn.passed)  # an unfinished record's last turn
        return turn.seat if still_drawing else self.game.table.next_seat[turn.seat]

    def show_hands(self) -> None:
        """The hands as the end of the hand shows them."""
        for seat, tiles in self.hand.shown:
            self.known[seat] = list(tiles)
            self.held[seat] = len(tiles)

    def position(
        self,
        step: int,
        scores: tuple[int, ...] | None,
        latest: Tile | None,
        to_play: int | None,
        *,
        ended: bool = False,
    ) -> Position:
        """The moment as a value: the table now, with ``scores`` and whose turn it is."""
        layout, placed, arm_of = self.layout, self.placed, self.arm_of
        lead = placed[0] if placed else None
        arms = tuple(
            tuple(p for p, a in zip(placed, arm_of, strict=True) if a == arm)
            for arm in range(len(layout.ends))
        )
        spinner = TILES[layout.spinner] if layout.spinner >= 0 else None
        spinner_arm = None
        if spinner is not None and lead is not None and lead.tile != spinner:
            spinner_arm = ARMS[next(a for p, a in zip(placed, arm_of, strict=True) if p.tile == spinner)]
        stands = tuple(layout.stands)  # empty, and the four names, but under spinner=every (R25)
        names = (
            FOUR_NAMES
            if not stands
            else tuple(
                layout.arm_name(arm) if arm < 4 or stands[(arm - 4) // 2] >= 0 else ""
                for arm in range(len(arms))
            )
        )
        ends = tuple(end if end >= 0 else None for end in layout.ends)
        hands = tuple(
            SeatHand(seat, tuple(known), max(0, self.held[seat] - len(known)))
            for seat, known in enumerate(self.known)
        )
        return Position(
            self.index,
            self.hand.number,
            step,
            lead,
            arms,
            spinner,
            spinner_arm,
            ends,
            layout.total,
            layout.scored(),
            tuple(layout.counts),
            layout.centre,
            latest,
            hands,
            self.boneyard,
            scores,
            to_play,
            ended,
            self.problem,
            None if ended else self.worth,
            () if ended else tuple(self.calls),
            names,
            stands,
        )


def hand_positions(game: GameRecord, h: int, start: tuple[int, ...] | None) -> tuple[Position, ...]:
    """Every moment of hand ``h`` (from 0): the deal, after each turn, and the end if recorded.

    ``start`` is each side's score as the hand begins (None where the record hides it).
    """
    walk = HandWalk(game, h)
    hand = walk.hand
    moments = [walk.position(0, side_scores(start, walk.points), None, hand.leader)]
    for t in range(len(hand.turns)):
        latest = walk.play(t)
        moments.append(walk.position(t + 1, side_scores(start, walk.points), latest, walk.to_play(t)))
    if has_ending(hand):
        walk.show_hands()
        scores = ending_scores(game, h)
        scores = scores if scores is not None else moments[-1].scores
        moments.append(walk.position(len(hand.turns) + 1, scores, None, None, ended=True))
    return tuple(moments)


def ending_scores(game: GameRecord, h: int) -> tuple[int, ...] | None:
    """The scores a hand's end-of-hand lines give, when they give every side's."""
    hand = game.hands[h]
    return tuple(score for _, score in hand.scores) if len(hand.scores) == game.table.sides else None


def has_ending(hand: HandRecord) -> bool:
    """Whether the record has the hand's end: how it ended, or any end-of-hand line."""
    return hand.end is not None or any((hand.pips, hand.shown, hand.deductions, hand.awards, hand.scores))


def first_scores(game: GameRecord) -> tuple[int, ...] | None:
    """Each side's score as the record's first hand begins; None where it starts later and does not say."""
    if game.start_scores is not None:
        return tuple(game.start_scores)
    return (0,) * game.table.sides if game.first_hand == 1 else None


def game_positions(
    game: GameRecord, hand_scores: dict[int, tuple[int, ...] | None] | None = None
) -> tuple[tuple[Position, ...], ...]:
    """Every moment of every hand; each hand starts from the scores the one before ended with.

    ``hand_scores`` may give, by hand number, the scores after a hand as the validator worked
    them out; otherwise a hand ends with the scores its record gives, or the running ones.
    """
    start = first_scores(game)
    out = []
    for h, hand in enumerate(game.hands):
        moments = hand_positions(game, h, start)
        out.append(moments)
        worked = (hand_scores or {}).get(hand.number)
        start = worked if worked is not None else moments[-1].scores
    return tuple(out)
