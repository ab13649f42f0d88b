"""The search's hand, on the layout kernel: a deal with every tile known, played forward fast.

The layout is the engine's one kernel (:class:`~allfives_notation.engine.layout.Layout`,
compiled where it can be): the search places, peeks and copies on it, and its rules (R13-R16,
and the arms of every later double under ``spinner=every``, R25) and what each count scores
(the rule set's ``count_table()``) are the kernel's. This module adds what only a search
needs: the layout's mirror images, the greedy player's tie-break, the best reply worked out
on one end, and :class:`OpenHand`, one hand with every tile known (a sampled deal, or the
truth at the end of a hand), played forward by :func:`play_out`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mypy_extensions import mypyc_attr

from allfives_notation.engine.arms import MOST_ARMS
from allfives_notation.engine.layout import SPIN_EVERY, SPIN_NONE, Layout
from allfives_notation.engine.moves import HandOutcome
from allfives_notation.engine.rules import FIVES, MOST_COUNT_EVERY, Table, fives
from allfives_notation.engine.tiles import (
    HALVES,
    IS_DOUBLE,
    OTHER_HALF,
    PIPS,
    SUIT_MASK,
    pips_of,
)

# Where each part of the layout sits in its key (Layout.key).
_COUNT: Final = 4  # counts[arm] at 4 + arm
_CROSS: Final = 11  # the arm whose next tile opens the cross (4: the centre), or -1
_FILLED: Final = 12  # bit 0: a tile on the west arm; bit 1: on the east

_NEVER: Final = 1 << 30  # no placement reaches the target that soon
#: The room left to the target where it need not be reached exactly: no bound (R22).
BOUNDLESS: Final = _NEVER

#: A layout as the search keeps it: the kernel's.
Board = Layout

#: What each count scores (R15, or a house rule's answer): the rule set's ``count_table()``.
Scoring = tuple[int, ...]
#: :data:`FIVES` as far as the count reaches under ``spinner=every`` (R25).
_FIVES_EVERY: Final = tuple(fives(count) for count in range(MOST_COUNT_EVERY + 1))


def arms_for(board: Board, tile: int) -> list[int]:
    """The arms tile ``tile`` fits on; ``[-1]`` (the centre) before the lead."""
    if board.lead < 0:
        return [-1]
    return board.arms_for(tile)


def mirror_image(board: Board) -> tuple[int, ...]:
    """The least of the layout's mirror images: itself, west for east, north for south, or both.

    The rules treat the two arms of the line alike, and the two of the cross (R13-R16), so
    layouts with the same mirror image are the same game from here on. Under
    ``spinner=every`` (R25) the image is :func:`every_image`'s, which knows the later arms.
    """
    if board.spin == SPIN_EVERY:
        return every_image(board)
    key = board.key()
    images = []
    for swap_line in (False, True):
        for swap_cross in (False, True):
            image = list(key)
            cross = image[_CROSS]
            if swap_line:
                image[0], image[1], image[_COUNT], image[_COUNT + 1] = image[1], image[0], image[5], image[4]
                image[_FILLED] = (image[_FILLED] & 1) << 1 | (image[_FILLED] & 2) >> 1
                cross = {0: 1, 1: 0}.get(cross, cross)
            if swap_cross:
                image[2], image[3], image[_COUNT + 2], image[_COUNT + 3] = (
                    image[3],
                    image[2],
                    image[7],
                    image[6],
                )
                cross = {2: 3, 3: 2}.get(cross, cross)
            image[_CROSS] = cross
            images.append(tuple(image))
    return min(images)


def every_image(board: Board) -> tuple[int, ...]:
    """A layout under ``spinner=every`` (R25) with each pair of arms the rules treat alike put in order.

    The pairs are the line's two arms (W, E), the first spinner's (N, S) and each later
    double's two (``4 + 2p``, ``5 + 2p``: :func:`~allfives_notation.engine.arms.arm_of_double`).
    What the rest of a hand can do with a layout depends on each arm's end, count, and the
    later double waiting at its end (``waiting``), on which arm the lead double's cross opens
    after, which sides of the line hold a tile, the centre and the lead: an arm's number
    is all there is of where it lies. A later double's arms are numbered by its pip, not by
    the arm it stands on, so swapping W and E leaves them where they are, and only the word
    for where each double stands (``stands``, its name, ``E3N`` or ``W3N``) goes with the
    swap. So the two arms of any pair may be swapped, each pair on its own, and the rest
    of the hand is the same game, a tile on one arm played as on the other: this is a
    larger set of mirror images than the four-arm rules' two (W for E, N for S), and each
    of them is true. Each arm is described by all of the key that belongs to it (its end,
    count and waiting double, the doubles standing on it, whether the first spinner's cross
    opens after its next tile, whether it holds a tile of the line), each pair's two
    descriptions sorted: two layouts get the same image exactly when one's key is the
    other's with some pairs swapped.
    """
    ends, counts, waiting, cross, line = (
        board.ends,
        board.counts,
        board.waiting,
        board.cross_opens_after,
        board.line,
    )
    stood = [0] * MOST_ARMS  # the later doubles standing at each arm, by pip (stands turned round)
    for pip, arm in enumerate(board.stands):
        if arm >= 0:
            stood[arm] |= 1 << pip
    # where the first spinner's cross opens: after a tile on an arm (said in that arm's pair, below),
    # not yet (-1), or once the lead double's line is full (the centre)
    where = MOST_ARMS + 1 if 0 <= cross < MOST_ARMS else cross
    image = [board.spin, board.lead, board.spinner, board.centre, 1 if board.centre_free else 0, where]
    for first in range(0, MOST_ARMS, 2):
        one, other = (
            (ends[a], counts[a], waiting[a], stood[a], 1 if cross == a else 0, line >> a & 1)
            for a in (first, first + 1)
        )
        image.extend(one + other if one <= other else other + one)
    return tuple(image)


@dataclass(frozen=True, slots=True)
class Rules:
    """What playing a hand forward needs to know of the table, worked out once."""

    table: Table
    players: int
    sides: int
    side_of: tuple[int, ...]
    target: int
    immediate: bool  # the target is checked at every placement (R19)
    scoring: Scoring  # what each count scores (R15)
    by_fives: bool  # the count scores as R15 says (the search's shortcuts assume it)
    exact: bool  # points that would take a side past the target are not scored (R22)

    @classmethod
    def of(cls, table: Table) -> Rules:
        """The rules of ``table``."""
        scoring = table.rules.count_table()
        return cls(
            table,
            table.players,
            table.sides,
            table.seat_sides,
            table.target,
            table.wins_at_once,
            scoring,
            scoring in (FIVES, _FIVES_EVERY),
            table.rules.exact_target,
        )

    def __reduce__(self) -> tuple[object, tuple[Table]]:
        """Pickled as its table (a position sent to another process): the rest is worked out again."""
        return Rules.of, (self.table,)

    def room(self, scores: list[int], seat: int) -> int:
        """The most a placement by ``seat`` may score and count: to the target under R22, else no bound."""
        return self.target - scores[self.side_of[seat]] if self.exact else _NEVER


@mypyc_attr(allow_interpreted_subclasses=True)  # a test's deal notes the placements made on it
class OpenHand:
    """A hand with every tile known, from some moment on: whose turn, what each seat holds, the boneyard.

    ``boneyard`` lists the tiles still to draw from ``at`` on, in order; ``drawable`` how many of them
    may be drawn (a reserve stays, R10). ``passes`` counts the passes in a row just made
    (the hand is blocked when every seat has passed, R12). ``scores`` are the game's
    running totals per side. ``forced`` is a tile just drawn that must be played (R9), or -1.
    """

    __slots__ = ("at", "board", "boneyard", "drawable", "forced", "held", "passes", "rules", "scores", "seat")

    def __init__(
        self,
        rules: Rules,
        board: Board,
        held: list[int],
        boneyard: list[int],
        drawable: int,
        seat: int,
        passes: int,
        scores: list[int],
        forced: int = -1,
        at: int = 0,
    ) -> None:
        self.rules = rules
        self.at = at  # the next tile to draw is boneyard[at]
        self.board = board
        self.held = held
        self.boneyard = boneyard
        self.drawable = drawable
        self.seat = seat
        self.passes = passes
        self.scores = scores
        self.forced = forced

    def copy(self) -> OpenHand:
        """An independent copy (the boneyard list is shared: it is only read)."""
        return OpenHand(
            self.rules,
            self.board.copy(),
            self.held[:],
            self.boneyard,
            self.drawable,
            self.seat,
            self.passes,
            self.scores[:],
            self.forced,
            self.at,
        )

    def become(self, other: OpenHand) -> None:
        """Take on ``other``'s state: the hand goes on as ``other`` went (their lists are shared)."""
        self.rules, self.board, self.held, self.scores = other.rules, other.board, other.held, other.scores
        self.boneyard, self.at, self.drawable = other.boneyard, other.at, other.drawable
        self.seat, self.passes, self.forced = other.seat, other.passes, other.forced

    def options(self) -> list[tuple[int, int]]:
        """Every placement the seat to move may make now, as (tile, arm)."""
        board = self.board
        if self.forced >= 0:
            return [(self.forced, arm) for arm in arms_for(board, self.forced)]
        mask = self.held[self.seat] & board.playable_mask()
        out: list[tuple[int, int]] = []
        while mask:
            low = mask & -mask
            tile = low.bit_length() - 1
            mask ^= low
            out.extend((tile, arm) for arm in arms_for(board, tile))
        return out

    def next_options(self) -> tuple[list[tuple[int, int]], HandOutcome | None]:
        """The placements of the next seat able to play; or, where the hand blocks first, none and its end.

        Unlike :meth:`options`, this plays the deal on: each seat that cannot play draws, or
        passes, as R9-R12 say, until one can.
        """
        while True:
            options = self.options()
            if options:
                return options, None
            ended = self.stuck()
            if ended is not None:
                return [], ended

    def play(self, tile: int, arm: int) -> HandOutcome | None:
        """Place a tile for the seat to move; the hand's end if it ended it."""
        s = self.seat
        points = self.board.put(tile, arm)
        self.forced = -1
        self.passes = 0
        held = self.held[s] ^ (1 << tile)
        self.held[s] = held
        rules = self.rules
        if points:
            side = rules.side_of[s]
            score = self.scores[side] + points
            if not (rules.exact and score > rules.target):  # past an exact target: not scored (R22)
                self.scores[side] = score
                if rules.immediate and score >= rules.target:
                    return HandOutcome.TARGET
        if not held:
            return HandOutcome.OUT
        self.seat = s + 1 if s + 1 < rules.players else 0
        return None

    def stuck(self) -> HandOutcome | None:
        """The seat to move cannot play: it draws until a tile fits (then ``forced``), or passes."""
        fits = self.board.playable_mask()
        s = self.seat
        while self.drawable > 0:
            tile = self.boneyard[self.at]
            self.at += 1
            self.drawable -= 1
            self.held[s] |= 1 << tile
            if fits >> tile & 1:
                self.forced = tile
                return None
        self.passes += 1
        if self.passes >= self.rules.players:
            return HandOutcome.BLOCKED
        self.seat = s + 1 if s + 1 < self.rules.players else 0
        return None

    def finish(self, outcome: HandOutcome, scorer: int) -> int | None:
        """End-of-hand scoring (R17) into ``scores``; the side that has won the game, if any (R19)."""
        rules = self.rules
        seat = None if outcome is HandOutcome.BLOCKED else scorer
        table = rules.table
        lost, won = table.hand_end(outcome, seat, [pips_of(mask) for mask in self.held])
        won = tuple(table.scored(self.scores[side], points) for side, points in enumerate(won))  # R22
        for s, points in enumerate(lost):
            self.scores[rules.side_of[s]] -= points
        for side, points in enumerate(won):
            self.scores[side] += points
        return rules.table.winner(outcome, seat, self.scores)


def within(points: int, room: int) -> int:
    """What ``points`` come to for a side ``room`` short of an exact target: all, or none past it (R22)."""
    return points if points <= room else 0


#: How greedy play breaks a tie in points: the heavier tile, then the higher half (engine/players.py),
#: then the arm first by number (W, E, N, S, then the later doubles' arms, R25), as ``LAST_ARM - arm``:
#: the steps of the higher half (32) are wider than the arms' (18 under ``spinner=every``).
WEIGHT: Final = tuple(PIPS[t] * 512 + HALVES[t][1] * 32 for t in range(28))
LAST_ARM: Final = MOST_ARMS - 1
#: A point in :func:`greedy_key`: more than any tie-break (12 * 512 + 6 * 32 + 17).
_POINT: Final = 8192


def greedy_key(board: Board, tile: int, arm: int, room: int = _NEVER) -> int:
    """How much the greedy player wants ``tile`` on ``arm``: points, then :data:`WEIGHT`, then the arm.

    The arm first in W, E, N, S (then the later doubles' arms by number, R25) is wanted most.
    ``room``: the most the mover's side may still score (R22, :meth:`Rules.room`); more scores nothing.
    """
    return within(board.peek(tile, arm), room) * _POINT + WEIGHT[tile] + (LAST_ARM - arm if arm >= 0 else 0)


def greedy_choice(deal: OpenHand, options: list[tuple[int, int]]) -> tuple[int, int]:
    """The placement scoring most now; ties as the engine's greedy player breaks them (:data:`WEIGHT`)."""
    if len(options) == 1:
        return options[0]
    board = deal.board
    room = deal.rules.room(deal.scores, deal.seat)
    return max(options, key=lambda option: greedy_key(board, option[0], option[1], room))


def best_within(board: Board, tiles: int, room: int) -> int:
    """The most any of ``tiles`` would score now, where more than ``room`` scores nothing (R22)."""
    best = 0
    for tile in range(28):
        if tiles >> tile & 1:
            for arm in board.arms_for(tile):
                points = board.peek(tile, arm)
                if best < points <= room:
                    best = points
    return best


def played_out(root: OpenHand, tile: int, arm: int, wary: float = 0.0) -> OpenHand:
    """A copy of ``root`` once its seat to move places ``tile`` on ``arm``, played to the end of the hand."""
    deal = root.copy()
    PLACED[0] += 1
    ended = deal.play(tile, arm)
    if ended is not None:
        deal.finish(ended, root.seat)
    else:
        play_out(deal, wary)
    return deal


def play_out(deal: OpenHand, wary: float = 0.0) -> int | None:
    """Play ``deal`` to the end of the hand; return the game's winner, if decided.

    Each seat plays the placement worth most by its points now less ``wary`` times the most
    the next seat could score at once in reply (with the tiles it holds in this deal); a
    placement that goes out, or that reaches the target where that wins at once (R19),
    leaves no reply. Ties go as :func:`greedy_choice` breaks them, and the lead is greedy:
    ``wary`` 0 is greedy play, :func:`greedy_choice` worked out inline. This is the search's
    inner loop. Counts each placement it makes in ``PLACED[0]`` (bench/strength.py's speed figure).
    Every arm is looked at: four, or under ``spinner=every`` (R25) all the later doubles' too,
    whose counts the layout keeps summed in ``beyond``.
    """
    board = deal.board
    ends, counts = board.ends, board.counts  # changed in place as tiles are placed
    arms = range(len(ends))
    held = deal.held
    rules = deal.rules
    players = rules.players
    made_here = 0
    other_half, is_double, weights, suit = OTHER_HALF, IS_DOUBLE, WEIGHT, SUIT_MASK
    scoring, by_fives = board.count_points, rules.by_fives  # the kernel's table, as it scores
    exact = rules.exact  # R22: a placement past the target scores nothing, nor a reply past it
    try:
        while True:
            seat = deal.seat
            if board.lead < 0:
                options = deal.options()
                tile, arm = greedy_choice(deal, options)
            else:
                if deal.forced >= 0:
                    candidates = 1 << deal.forced
                else:
                    fits = 0
                    for end in ends:
                        if end >= 0:
                            fits |= suit[end]
                    candidates = held[seat] & fits
                if not candidates:
                    ended = deal.stuck()
                    if ended is not None:
                        return deal.finish(ended, deal.seat)
                    continue
                centre = board.centre
                base = centre + board.beyond + counts[0] + counts[1] + counts[2] + counts[3]
                centre_may_close = board.centre_free and centre
                line = board.line
                mine = held[seat]
                following = seat + 1 if seat + 1 < players else 0
                reply_hand = held[following] if wary else 0
                room = rules.room(deal.scores, seat)
                reply_room = rules.room(deal.scores, following)  # never the mover's side (R2)
                # A placement that reaches the target ends the game (R19): no reply to it.
                wins_at = (
                    rules.target - deal.scores[rules.side_of[seat]]
                    if reply_hand and rules.immediate
                    else _NEVER
                )
                best_value: float = -1e9
                best_tie = -1
                value: float
                tile = arm = -1
                while candidates:
                    low = candidates & -candidates
                    t = low.bit_length() - 1
                    candidates ^= low
                    halves = other_half[t]
                    double = is_double[t]
                    weight = weights[t]
                    replies = reply_hand if mine != low else 0
                    one_end = replies and by_fives and not exact and only_its_arm_changes(board, t)
                    for a in arms:
                        end = ends[a]
                        if end < 0:
                            continue
                        other = halves[end]
                        if other < 0:
                            continue
                        count = other + other if double else other
                        raw = base - counts[a] + count
                        if centre_may_close and a < 2 and line | (1 << a) == 3:
                            raw -= centre
                        points = scoring[raw]
                        if points > room:
                            points = 0
                        value = float(points)
                        if replies and points < wins_at:
                            if one_end:
                                reply = reply_on_one_end(board, a, other, count, raw, replies)
                            else:
                                after = board.copy()
                                after.put(t, a)
                                reply = (
                                    best_within(after, replies, reply_room)
                                    if exact
                                    else after.best_score(replies)
                                )
                            value -= wary * reply
                        tie = weight + LAST_ARM - a
                        if value > best_value or (value == best_value and tie > best_tie):
                            best_value, best_tie, tile, arm = value, tie, t, a
            made_here += 1
            ended = deal.play(tile, arm)
            if ended is not None:
                return deal.finish(ended, seat)
    finally:
        PLACED[0] += made_here


def only_its_arm_changes(board: Board, tile: int) -> bool:
    """Whether placing ``tile`` (after the lead) changes only the end and count of the arm it goes on.

    Not while the lead double's centre still counts or a cross is still to open
    (:attr:`Layout.check_centre_or_cross`: always so under ``spinner=every``, where a tile may
    open a later double's cross, R25), and not for a double that would become the spinner (R14).
    """
    if board.check_centre_or_cross:
        return False
    return not (IS_DOUBLE[tile] and board.spinner < 0 and board.spin != SPIN_NONE)


def reply_on_one_end(board: Board, arm: int, end: int, count: int, total_after: int, hand: int) -> int:
    """:meth:`Layout.best_score` once a tile leaves ``end`` and ``count`` on ``arm`` (one arm changes).

    ``total_after`` is the open-ends total then. On the four arms: where :func:`only_its_arm_changes`
    says so, there are no others (never under ``spinner=every``, R25). Each end's best is looked up in
    :data:`_ADDS`: a reply there scores the total less that end's count plus what the tile
    adds, where that is a multiple of five: only for rules that score the count as R15 says
    (:attr:`Rules.by_fives`); under any other, the search places the tile and asks :meth:`Layout.best_score`.
    """
    best = 0
    suit, adds = SUIT_MASK, _ADDS
    ends, counts = board.ends, board.counts
    for a in range(4):
        if a == arm:
            e, c = end, count
        else:
            e = ends[a]
            if e < 0:
                continue
            c = counts[a]
        fits = hand & suit[e]
        if fits:
            rest = total_after - c
            add = adds[e][fits][-rest % 5]
            if add >= 0 and rest + add > best:
                best = rest + add
    return best


def _adds_by_residue(end: int, tiles: int) -> tuple[int, int, int, int, int]:
    """Of what ``tiles`` would add to the count on an end showing ``end``: the most in each class mod 5."""
    most = [-1] * 5
    for tile in range(28):
        if tiles >> tile & 1:
            other = OTHER_HALF[tile][end]
            added = other + other if IS_DOUBLE[tile] else other
            most[added % 5] = max(most[added % 5], added)
    return most[0], most[1], most[2], most[3], most[4]


def _subsets(mask: int) -> list[int]:
    """Every subset of the bits of ``mask``."""
    out = [0]
    while mask:
        low = mask & -mask
        mask ^= low
        out += [subset | low for subset in out]
    return out


#: For an end showing pip e and a set of tiles that fit it (a mask): the most each class mod 5 adds.
_ADDS: Final = tuple(
    {tiles: _adds_by_residue(end, tiles) for tiles in _subsets(SUIT_MASK[end])} for end in range(7)
)


#: Placements made by looking ahead, for measuring speed.
PLACED: Final = [0]
