"""A moment of a recorded game as a value: the layout on the table, each seat's known hand, the scores.

Drawing is a pure function of (record, moment): this module works out the moment from the
record with the engine's :class:`Layout`, and judges nothing (the validator does that). A
record that puts a tile where it cannot go stops the layout there, and says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from allfives_notation.engine.layout import ARMS, Arm, Layout, points_for_total
from allfives_notation.engine.tiles import TILE_COUNT, TILES, Tile
from allfives_notation.errors import AllFivesError
from allfives_notation.notation.evaluation import Evaluation
from allfives_notation.record.model import GameRecord, HandRecord, Turn


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
    arms: tuple[tuple[Placed, ...], ...]  # W, E, N, S, each from the spinner or lead outward
    spinner: Tile | None
    spinner_arm: Arm | None  # where the spinner stands: None in the centre (it was led)
    ends: tuple[int | None, ...]  # the pip number each arm shows, None while it is closed
    count: int  # the open-ends total (R16)
    counted: tuple[int, ...]  # what each arm's end adds to it: a double's total, 0 for an untouched arm
    centre: int  # what a lead double adds while a side of it along the line is free (R16)
    latest: Tile | None  # the tile placed by the last turn, if it placed one
    hands: tuple[SeatHand, ...]
    boneyard: int  # tiles left to draw
    scores: tuple[int, ...] | None  # per side, None where the record hides them
    to_play: int | None  # the seat whose turn comes next, None once the hand has ended
    ended: bool
    problem: str | None = None  # why the layout stopped growing, for a record that breaks it

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
    """What a study engine wrote on a turn: ``[%eval]``, ``[%best]``, ``[%count]``, ``[%win]``."""

    value: float | None = None  # expected points for the mover's side of the move played
    best: str | None = None  # the best option, as ``5-0 N``
    best_value: float | None = None
    count: int | None = None  # the open-ends count after the play
    win: float | None = None  # the chance to win the game, 0 to 1

    @property
    def present(self) -> bool:
        """Whether the turn carries any analysis."""
        return any(v is not None for v in (self.value, self.best, self.count, self.win))


def analysis_of(turn: Turn) -> Analysis:
    """The analysis commands in a turn's comments (notation section 6.4); one that does not read is out."""
    found = Evaluation.of_comments(turn.comments)
    return Analysis(
        value=None if found.value is None else found.value.value,
        best=found.best_text,
        best_value=None if found.best_value is None else found.best_value.value,
        count=found.count,
        win=None if found.win is None else found.win.value,
    )


def _side_scores(start: tuple[int, ...] | None, points: list[int]) -> tuple[int, ...] | None:
    if start is None:
        return None
    return tuple(s + p for s, p in zip(start, points, strict=True))


def hand_positions(game: GameRecord, h: int, start: tuple[int, ...] | None) -> tuple[Position, ...]:
    """Every moment of hand ``h`` (from 0): the deal, after each turn, and the end if recorded.

    ``start`` is each side's score as the hand begins (None where the record hides it).
    """
    hand = game.hands[h]
    table = game.table
    layout = Layout(game.rules.spinner)
    dealt = dict(hand.dealt)
    known: list[list[Tile]] = [list(dealt.get(seat, ())) for seat in range(table.players)]
    held = [table.hand_size] * table.players
    boneyard = TILE_COUNT - table.hand_size * table.players
    points = [0] * table.sides
    placed: list[Placed] = []  # the lead, then the tiles in the order placed, with their arm
    arm_of: list[Arm | None] = []
    problem: str | None = None

    def moment(step: int, latest: Tile | None, to_play: int | None) -> Position:
        return _position(
            game, hand, h, step, layout, placed, arm_of, known, held, boneyard,
            _side_scores(start, points), latest, to_play, problem,
        )  # fmt: skip

    moments = [moment(0, None, hand.leader)]
    for t, turn in enumerate(hand.turns):
        seat = turn.seat
        held[seat] += turn.draws
        boneyard = max(0, boneyard - turn.draws)
        known[seat].extend(turn.drawn)  # named draws are known, whoever's they are
        latest = None
        if turn.tile is not None:
            tile = turn.tile
            held[seat] = max(0, held[seat] - 1)
            if tile in known[seat]:
                known[seat].remove(tile)
            if problem is None:
                problem = _place(layout, tile, turn.arm, t, placed, arm_of)
                if problem is None:
                    latest = tile
                    points[table.side_of(seat)] += points_for_total(layout.total)
        last = t == len(hand.turns) - 1 and _has_ending(hand)
        still_drawing = not (turn.placed or turn.passed)  # an unfinished record's last turn
        nxt = None if last else seat if still_drawing else table.next_seat[seat]
        moments.append(moment(t + 1, latest, nxt))
    if _has_ending(hand):
        for seat, tiles in hand.shown:
            known[seat] = list(tiles)
            held[seat] = len(tiles)
        scores = tuple(score for _, score in hand.scores) if len(hand.scores) == table.sides else None
        ending = _position(
            game, hand, h, len(hand.turns) + 1, layout, placed, arm_of, known, held, boneyard,
            scores if scores is not None else moments[-1].scores, None, None, problem, ended=True,
        )  # fmt: skip
        moments.append(ending)
    return tuple(moments)


def _has_ending(hand: HandRecord) -> bool:
    return hand.end is not None or any((hand.pips, hand.shown, hand.deductions, hand.awards, hand.scores))


def _place(
    layout: Layout, tile: Tile, arm: Arm | None, t: int, placed: list[Placed], arm_of: list[Arm | None]
) -> str | None:
    """Put ``tile`` on the layout as the turn says; the reason, in words, when it cannot go there."""
    if layout.lead < 0:
        where = -1
    elif arm is not None:
        where = int(arm)
    else:
        fits = layout.arms_for(tile.id)
        if not fits:
            return f"{tile} fits no open end: the layout stops here"
        where = fits[0]
    inner = tile.low if where < 0 else layout.ends[where]
    try:
        layout.place(tile.id, where)
    except AllFivesError as error:
        return f"{tile} cannot go there ({error}): the layout stops here"
    outer = tile.high if where < 0 else tile.other_half(inner)
    placed.append(Placed(tile, inner, outer, t))
    arm_of.append(None if where < 0 else ARMS[where])
    return None


def _position(
    game: GameRecord,
    hand: HandRecord,
    h: int,
    step: int,
    layout: Layout,
    placed: list[Placed],
    arm_of: list[Arm | None],
    known: list[list[Tile]],
    held: list[int],
    boneyard: int,
    scores: tuple[int, ...] | None,
    latest: Tile | None,
    to_play: int | None,
    problem: str | None,
    *,
    ended: bool = False,
) -> Position:
    lead = placed[0] if placed else None
    arms = tuple(tuple(p for p, a in zip(placed, arm_of, strict=True) if a is arm) for arm in ARMS)
    spinner = TILES[layout.spinner] if layout.spinner >= 0 else None
    spinner_arm = None
    if spinner is not None and lead is not None and lead.tile != spinner:
        spinner_arm = next(a for p, a in zip(placed, arm_of, strict=True) if p.tile == spinner)
    ends = tuple(end if end >= 0 else None for end in layout.ends)
    hands = tuple(
        SeatHand(seat, tuple(known[seat]), max(0, held[seat] - len(known[seat]))) for seat in range(len(held))
    )
    return Position(
        h,
        hand.number,
        step,
        lead,
        arms,
        spinner,
        spinner_arm,
        ends,
        layout.total,
        tuple(layout.counts),
        layout.centre,
        latest,
        hands,
        boneyard,
        scores,
        to_play,
        ended,
        problem,
    )


def game_positions(
    game: GameRecord, hand_scores: dict[int, tuple[int, ...] | None] | None = None
) -> tuple[tuple[Position, ...], ...]:
    """Every moment of every hand; each hand starts from the scores the one before ended with.

    ``hand_scores`` may give, by hand number, the scores after a hand as the validator worked
    them out; otherwise a hand ends with the scores its record gives, or the running ones.
    """
    if game.start_scores is not None:
        start: tuple[int, ...] | None = tuple(game.start_scores)
    else:
        start = (0,) * game.table.sides if game.first_hand == 1 else None
    out = []
    for h, hand in enumerate(game.hands):
        moments = hand_positions(game, h, start)
        out.append(moments)
        worked = (hand_scores or {}).get(hand.number)
        start = worked if worked is not None else moments[-1].scores
    return tuple(out)
