"""A recorded game judged turn by turn for study, and written back with glyphs and ``[%...]`` commands.

:func:`decisions` finds every placement whose mover's tiles the record knows (every seat
in an ``open`` record, the writer's own in a ``player`` record, none in a ``public``
one) and builds its position from what that mover had seen; :func:`judge` values it;
:func:`annotated` writes the verdicts into the record: a move glyph where the record has
none and the loss lies within the glyph's band with 95% confidence, and one comment per placement,
``{[%eval V se S] [%best TILE ARM V se S] [%loss L se S] [%search N HOW] [%count N]}``
(and ``[%win P se S best Q se S]`` where the options are ranked by the chance to win;
docs/notation.md section 6.4, :mod:`allfives_notation.notation.evaluation`); under
``muggins=on`` (R23) a claim short of the count or struck, and a call nobody made, in words
(:func:`~allfives_notation.analysis.muggins.slip_notes`). Everything else in the record is
kept as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Final

from allfives_notation.analysis.annotate import credited
from allfives_notation.analysis.knowledge import (
    KnownPosition,
    NotJudgedError,
    Seen,
    Sight,
    not_greedy_seats,
)
from allfives_notation.analysis.muggins import SLIP_NOTE, slip_notes
from allfives_notation.analysis.racing import CHANCE_STEPS, count_unit, glyph_band, point_steps
from allfives_notation.analysis.search import Option, Settings, Verdict, evaluate
from allfives_notation.check.report import GameReport
from allfives_notation.engine.arms import MOST_ARMS, AnyArm, read_arm
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.tiles import TILES, Tile, mask_of
from allfives_notation.errors import AllFivesError
from allfives_notation.notation.evaluation import EXACT, NAMES, Estimate, Evaluation, HowSearched
from allfives_notation.record.model import Comment, GameRecord, HandRecord, HowEnded, Knowledge, Turn
from allfives_notation.record.walk import HandReplay, HandVisitor, arms_meant

#: A comment of this module's: only its commands (notation section 6.4).
_OURS: Final = re.compile(r"\s*(?:\[%(?:" + "|".join(NAMES) + r") [^\]]*\]\s*)+")
_NOT_JUDGED: Final = re.compile(r"\s*not judged: .*", re.DOTALL)


@dataclass(frozen=True, slots=True)
class Decision:
    """One placement of a record: where it is, who made it, what it was, and the position if it is judged."""

    hand: int  # index of the hand in the record
    turn: int  # index of the turn in the hand
    seat: int
    tile: int
    arm: int  # -1 for the lead
    points: int  # what it scored
    count: int  # the open-ends total after it
    position: KnownPosition | None  # None: not judged (the mover's tiles are not known)
    seed: int
    layout: str  # the layout before the placement, as text
    next_points: int | None  # what the next turn's placement scored, if the next seat placed at once


@dataclass(frozen=True, slots=True)
class Judged:
    """A decision and its verdict (None where it was not judged)."""

    decision: Decision
    verdict: Verdict | None

    @property
    def played(self) -> Option | None:
        """The option the record played, as the verdict values it."""
        if self.verdict is None:
            return None
        return self.verdict.option(self.decision.tile, self.decision.arm)

    @property
    def loss(self) -> float:
        """Expected points given away against the best other option (0 where it is the best or not judged)."""
        found = None if self.verdict is None else self.verdict.points_loss
        return 0.0 if found is None else max(0.0, found.mean)

    @property
    def loss_error(self) -> float:
        """The standard error of :attr:`loss` (0 where exact or not judged)."""
        found = None if self.verdict is None else self.verdict.points_loss
        return 0.0 if found is None else found.error

    @property
    def choice(self) -> bool:
        """Whether there was more than one option."""
        return self.verdict is not None and len(self.verdict.options) > 1


def glyph_for(evaluation: Evaluation, unit: float = 1.0) -> str | None:
    """The move glyph the written evaluation gives the move played: ``??``, ``?``, ``?!``, ``!`` or none.

    By what it gives away against the best of the other options (``[%loss]``): ``?!`` from 3
    points, ``?`` from 7, ``??`` from 15, each times ``unit``, the count's unit (R20,
    :func:`~allfives_notation.analysis.racing.count_unit`: in fifths, 0.6, 1.4 and 3), or
    where the options are ranked by the chance to win, from 0.05, 0.10 or 0.20 of it; ``!``
    (the only good move) at minus 7 (times ``unit``) or below, the
    best by a mistake's margin over every other option. A glyph only where the whole 95%
    interval of the loss (1.96 standard errors either side) lies within its band
    (:func:`~allfives_notation.analysis.racing.glyph_band`): an interval across a threshold
    is not settled, and gets none. A turn with one option has no loss, so no glyph.
    """
    loss = evaluation.loss
    if loss is None:
        return None
    steps = CHANCE_STEPS if evaluation.by_chance else point_steps(unit)
    return glyph_band(loss.low, loss.high, steps) or None


def evaluation_of(judged: Judged) -> Evaluation:
    """The verdict on a placement as the record writes it (:mod:`~allfives_notation.notation.evaluation`)."""
    decision, verdict, played = judged.decision, judged.verdict, judged.played
    if verdict is None or played is None:
        return Evaluation(count=decision.count)
    best = verdict.best
    arms = sum(1 for o in verdict.options if o.tile == best.tile)
    search = HowSearched(EXACT) if verdict.how == EXACT else HowSearched(verdict.how, verdict.samples)
    found = verdict.loss
    loss = None if found is None else Estimate(found.mean, None if verdict.exact else found.error)
    win = best_win = None
    if verdict.reach and played.win is not None and best.win is not None:
        win, best_win = Estimate(played.win, played.win_error), Estimate(best.win, best.win_error)
    return Evaluation(
        value=Estimate(played.value, played.value_error if not verdict.exact else None),
        best=TILES[best.tile],
        best_arm=_arm_of(decision, best.arm) if best.arm >= 0 and arms > 1 else None,
        best_value=Estimate(best.value, best.value_error if not verdict.exact else None),
        loss=loss,
        win=_exact_or(win, verdict.exact),
        best_win=_exact_or(best_win, verdict.exact),
        search=search,
        count=decision.count,
    ).rounded()


def _arm_of(decision: Decision, arm: int) -> AnyArm:
    """Arm ``arm`` of the layout the decision was made on, as a record names it: W, or a path (R25)."""
    assert decision.position is not None  # judged, so its position is known
    return read_arm(decision.position.board.arm_name(arm))


def _exact_or(estimate: Estimate | None, exact: bool) -> Estimate | None:
    """``estimate``, without an error where the verdict is exact."""
    return Estimate(estimate.value) if estimate is not None and exact else estimate


def layout_text(layout: Layout, chains: Sequence[Sequence[int]]) -> str:
    """The layout as a line of text: the lead, the tiles of each arm (``chains``, centre out), the count.

    Arms in the layout's order: W, E, N, S, then under ``spinner=every`` the later doubles'
    by their words (``north of the 3-3 (E)``, R25).
    """
    if layout.lead < 0:
        return "nothing on the table yet"
    parts = [f"lead {TILES[layout.lead]}"]
    for arm, end in enumerate(layout.ends):
        chain = chains[arm]
        if chain:
            parts.append(f"{layout.arm_word(arm)} {' '.join(str(TILES[t]) for t in chain)} (shows {end})")
        elif end >= 0 and arm >= 2:  # a cross open, with nothing on it yet
            parts.append(f"{layout.arm_word(arm)} open")
    return "; ".join(parts) + f"; count {layout.total}"


def _mix(*numbers: int) -> int:
    """One seed from several numbers (SplitMix64's finaliser over their sum in turn)."""
    z = 0
    for n in numbers:
        z = (z + n + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        z ^= z >> 31
    return z


def judged_seats(record: GameRecord) -> set[int]:
    """The seats whose tiles the record knows, so whose turns can be judged."""
    view = record.view
    if view.level is Knowledge.OPEN:
        return set(range(len(record.seats)))
    if view.level is Knowledge.PLAYER and view.seat is not None:
        return {view.seat}
    return set()


def decisions(record: GameRecord, report: GameReport, seed: int = 0, game: int = 1) -> list[Decision]:
    """Every placement of ``record``, with its position where its mover's tiles are known.

    ``report`` is the validator's, for the running scores at each hand's start. A hand is
    followed as far as its placements fit the layout; a turn that does not is not judged,
    nor any after it in that hand. A seat an earlier hand showed not to play as the greedy
    player does is not read in later ones (:attr:`KnownPosition.not_greedy`).
    """
    table = record.table
    seats = judged_seats(record)
    start = list(record.start_scores) if record.start_scores is not None else [0] * table.sides
    out: list[Decision] = []
    after_block = False
    not_greedy = 0
    for h, hand in enumerate(record.hands):
        scores = start
        found, not_greedy = _hand_decisions(
            record,
            h,
            hand,
            seats=seats,
            scores=scores,
            after_block=after_block,
            seed=seed,
            game=game,
            not_greedy=not_greedy,
        )
        out.extend(found)
        if h < len(report.hands) and report.hands[h].scores is not None:
            start = list(report.hands[h].scores or start)
        elif hand.scores:
            start = [score for _, score in hand.scores]
        after_block = hand.end is not None and hand.end.how is HowEnded.BLOCKED
    return out


def _hand_decisions(
    record: GameRecord,
    h: int,
    hand: HandRecord,
    *,
    seats: set[int],
    scores: Sequence[int],
    after_block: bool,
    seed: int,
    game: int,
    not_greedy: int,
) -> tuple[list[Decision], int]:
    """A hand's decisions, and the seats shown by the end of it not to play as the greedy player does."""
    table = record.table
    seen: dict[int, list[Seen]] = {seat: [] for seat in seats}
    forced = table.lead_is_forced(record.first_hand + h, after_block)
    found = _Decisions(record, hand, seen, scores, forced, (seed, game), not_greedy)
    HandReplay(record, h, found).run()
    placed = next(iter(seen.values()), [])  # every judged seat saw the same placements, as far as they fit
    return found.out, not_greedy | not_greedy_seats(table.rules, placed)


class _Decisions(HandVisitor):
    """A hand's placements as decisions, with what each judged seat had seen before it; none past a stop."""

    def __init__(
        self,
        record: GameRecord,
        hand: HandRecord,
        seen: dict[int, list[Seen]],
        scores: Sequence[int],
        forced: bool,
        seeds: tuple[int, int],
        not_greedy: int,
    ) -> None:
        self.table = record.table
        self.hand = hand
        self.dealt = {seat: mask_of(tiles) for seat, tiles in hand.dealt}
        self.seen = seen
        self.seeds = seeds
        self.not_greedy = not_greedy
        self.out: list[Decision] = []
        self.done = False  # the layout stopped: nothing after it is judged
        self.tiles: list[int] = []  # what the turn drew, where known
        self.position: KnownPosition | None = None
        #: what each judged seat dealt known has seen: one walk of the hand for all its decisions
        self.sights = {
            seat: Sight(self.table, seat, self.dealt[seat], scores, lead_forced=forced)
            for seat in seen
            if seat in self.dealt
        }
        self.before = ""
        self.arm = -1
        self.points = 0
        #: each arm's tiles from the centre out (W, E, N, S, and the later doubles' arms, R25)
        self.chains: tuple[list[int], ...] = tuple([] for _ in range(MOST_ARMS))

    def turn_begins(self, replay: HandReplay, t: int, turn: Turn, drawn: tuple[Tile, ...] | None) -> None:
        """Note what the turn drew."""
        self.tiles = [tile.id for tile in drawn] if drawn else []
        self.arm, self.points = -1, 0

    def before_placement(self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int) -> None:
        """The mover's position, where its tiles are known, and the layout it played on."""
        self.position = None
        sight = self.sights.get(turn.seat)
        if sight is not None:
            drawing = Seen(turn.seat, turn.draws, tuple(self.tiles)) if turn.draws else None
            try:
                self.position = sight.position(drawing, self.not_greedy)
            except NotJudgedError:
                self.position = None
        self.before = layout_text(replay.layout, self.chains)

    def after_placement(
        self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int, points: int
    ) -> None:
        """Keep where the tile went and what it scored."""
        self.arm, self.points = arm, points
        if arm >= 0:
            self.chains[arm].append(tile)

    def layout_stops(self, replay: HandReplay, t: int, turn: Turn, why: str) -> None:
        """A placement the layout cannot take: the hand's decisions end here."""
        self.done = True

    def turn_ends(self, replay: HandReplay, t: int, turn: Turn) -> None:
        """What every judged seat saw of the turn, and the decision if it placed a tile."""
        if self.done:
            return
        tile = -1 if turn.tile is None else turn.tile.id
        for seat, turns in self.seen.items():
            known = tuple(self.tiles) if seat == turn.seat else ()
            seen = Seen(turn.seat, turn.draws, known, tile, self.arm, turn.passed)
            turns.append(seen)
            if seat in self.sights:
                self.sights[seat].see(seen)
        if tile < 0:
            return
        layout = replay.layout
        played = self.hand.turns
        nxt = played[t + 1] if t + 1 < len(played) else None
        next_points = None
        if nxt is not None and nxt.tile is not None and not nxt.draws:
            ahead = layout.copy()
            arms = arms_meant(ahead, nxt.tile.id, nxt.arm)
            try:
                next_points = ahead.place(nxt.tile.id, arms[0]) if len(arms) == 1 else None
            except AllFivesError:
                next_points = None
        seed, game = self.seeds
        self.out.append(
            Decision(
                replay.index,
                t,
                turn.seat,
                tile,
                self.arm,
                self.points,
                layout.total,
                self.position,
                _mix(seed, game, self.hand.number, t),
                self.before,
                next_points,
            )
        )


def judge(decision: Decision, settings: Settings) -> Judged:
    """The verdict on one decision (None where it is not judged)."""
    if decision.position is None:
        return Judged(decision, None)
    try:
        verdict = evaluate(
            decision.position, replace(settings, seed=decision.seed), (decision.tile, decision.arm)
        )
    except NotJudgedError:
        return Judged(decision, None)
    return Judged(decision, verdict)


def judge_all(
    found: Sequence[Decision],
    settings: Settings,
    mapper: Callable[[Callable[[Decision], Judged], Iterable[Decision]], Iterable[Judged]] | None = None,
) -> list[Judged]:
    """Every decision judged, through ``mapper`` (``map``, or a process pool's) where given."""

    def one(decision: Decision) -> Judged:
        return judge(decision, settings)

    return list((mapper or map)(one, found))


def annotated(record: GameRecord, judged: Sequence[Judged]) -> GameRecord:
    """``record`` with each placement's glyph (if it has none), commands and slips (R23); old ones go."""
    at = {(j.decision.hand, j.decision.turn): j for j in judged}
    slipped = slip_notes(record)
    unit = count_unit(record.table.rules)
    hands = []
    for h, hand in enumerate(record.hands):
        turns = []
        for t, turn in enumerate(hand.turns):
            kept = tuple(c for c in turn.comments if not _ours(c))
            kept += tuple(Comment(f" {words} ") for words in slipped.get((h, t), ()))
            found = at.get((h, t))
            if found is None:
                turns.append(replace(turn, comments=kept))
                continue
            evaluation = evaluation_of(found)
            glyphs = turn.glyphs
            if not glyphs:
                glyph = glyph_for(evaluation, unit)
                glyphs = (glyph,) if glyph else ()
            comment = Comment(evaluation.format())
            turns.append(replace(turn, glyphs=glyphs, comments=(*kept, comment)))
        hands.append(replace(hand, turns=tuple(turns)))
    comments = tuple(c for c in record.comments if not _NOT_JUDGED.fullmatch(c.text))
    note = not_judged_note(record)
    if note:
        comments = (*comments, Comment(f"not judged: {note}"))
    return replace(record, hands=tuple(hands), comments=comments, other_tags=credited(record.other_tags))


def _ours(comment: Comment) -> bool:
    """Whether a comment is one this module writes: its commands, or a muggins slip in words."""
    return bool(_OURS.fullmatch(comment.text) or SLIP_NOTE.fullmatch(comment.text.strip()))


def not_judged_note(record: GameRecord) -> str | None:
    """What the record does not let the engine judge, in words; None if every seat's turns are judged."""
    seats = judged_seats(record)
    if not seats:
        return "this record is public: it does not know any player's tiles, so no turn is judged"
    others = [record.seats[s] for s in range(len(record.seats)) if s not in seats]
    if not others:
        return None
    names = " and ".join(others) if len(others) < 3 else ", ".join(others[:-1]) + " and " + others[-1]
    return f"the turns of {names}, whose tiles this record does not know"
