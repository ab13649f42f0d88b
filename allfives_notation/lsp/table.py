"""The moment of a game a place of the record stands for, and what a player could put on the table then.

Moments come from :mod:`allfives_notation.board.position` (one walk through the hand, as
``show`` and the replay page use it); the layout of a moment is the engine's
:class:`~allfives_notation.engine.layout.Layout` with that moment's tiles put back in the
order they were played, so the points a tile would score are the engine's own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from allfives_notation.board.findings import ENDING_POINTERS
from allfives_notation.board.position import Position, game_positions
from allfives_notation.check.report import GameReport
from allfives_notation.engine.arms import ARMS, AnyArm, ArmPath
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.tiles import TILES, Tile
from allfives_notation.errors import AllFivesError
from allfives_notation.record.model import BEFORE_THE_TURNS, GameRecord

_TURN_POINTER: Final = re.compile(r"^/hands/(\d+)(?:/turns/(\d+))?(/.*)?$")


@dataclass(frozen=True, slots=True)
class HandStep:
    """A hand (index from 0) and a step of it: 0 the deal, ``k`` after turn ``k``, one more for its end."""

    hand: int
    step: int


def moment_at_line(game: GameRecord, line: int) -> HandStep | None:
    """The moment line ``line`` of a text record stands for (a turn, a hand's deal or end); None if none."""
    for h, hand in enumerate(game.hands):
        if hand.line == line:
            return HandStep(h, 0)
        for t, turn in enumerate(hand.turns):
            called = any(call.line == line for call in turn.calls)  # a call line: its turn's moment
            if turn.line == line or called:
                return HandStep(h, t + 1)
        for key, at, _ in hand.places:
            if at == line:
                ending = not key.startswith(BEFORE_THE_TURNS)
                return HandStep(h, len(hand.turns) + 1 if ending else 0)
    return None


def moment_at_pointer(game: GameRecord, pointer: str) -> HandStep | None:
    """The moment a JSON pointer inside a game stands for (``/hands/0/turns/5``, ``/hands/0/scores``)."""
    found = _TURN_POINTER.match(pointer)
    if found is None:
        return None
    h = int(found[1])
    if h >= len(game.hands):
        return None
    turns = len(game.hands[h].turns)
    if found[2] is not None:
        return HandStep(h, min(int(found[2]), turns - 1) + 1) if turns else HandStep(h, 0)
    rest = found[3] or ""
    return HandStep(h, turns + 1 if rest.startswith(ENDING_POINTERS) else 0)


#: The moments of the games last asked about, by report (kept with it): hovering walks a game once.
_WALKED: dict[int, tuple[GameReport, tuple[tuple[Position, ...], ...]]] = {}
_WALKS_KEPT: Final = 16


def positions(report: GameReport) -> tuple[tuple[Position, ...], ...]:
    """Every moment of every hand of a checked game, each hand from the scores the validator worked out."""
    kept = _WALKED.get(id(report))
    if kept is not None and kept[0] is report:
        return kept[1]
    assert report.record is not None
    worked = {hand.number: hand.scores for hand in report.hands}
    walked = game_positions(report.record, worked)
    if len(_WALKED) >= _WALKS_KEPT:
        _WALKED.pop(next(iter(_WALKED)))
    _WALKED[id(report)] = (report, walked)
    return walked


def position_of(report: GameReport, moment: HandStep) -> Position | None:
    """The position at a moment of a checked game; None past the hand's last moment."""
    moments = positions(report)
    if moment.hand >= len(moments):
        return None
    steps = moments[moment.hand]
    return steps[min(moment.step, len(steps) - 1)]


def layout_of(game: GameRecord, position: Position) -> Layout:
    """The engine's layout at ``position``: its tiles put back in the order they were played."""
    layout = Layout(game.rules)
    placed: list[tuple[int, int]] = []  # (turn, arm: -1 for the lead)
    if position.lead is not None:
        placed.append((position.lead.turn, -1))
    for arm, chain in enumerate(position.arms):  # W, E, N, S, and under spinner=every later doubles' (R25)
        placed.extend((tile.turn, arm) for tile in chain)
    tiles = {p.turn: p.tile for p in position.placed()}
    for turn, arm in sorted(placed):
        layout.place(tiles[turn].id, arm)
    return layout


@dataclass(frozen=True, slots=True)
class Playable:
    """A tile a player could put down: where, what it would score, whether the record shows it held."""

    tile: Tile
    arm: AnyArm | None  # None for the lead, or when the tile fits one arm only
    points: int
    held: bool  # the record shows the tile in the player's hand (else: it may be, as far as it shows)
    on: AnyArm | None = None  # the arm it goes on, named or not; None for the lead

    @property
    def text(self) -> str:
        """As a turn writes it after the name: ``5-0 E +10``, or under spinner=every ``6-3 E3N +2`` (R25)."""
        arm = f" {self.arm}" if self.arm is not None else ""
        points = f" +{self.points}" if self.points else ""
        return f"{self.tile}{arm}{points}"


def arm_of(layout: Layout, arm: int) -> AnyArm:
    """A layout's arm as a record names it: W, E, N, S, or a later double's path (``E3N``, R25)."""
    return ARMS[arm] if arm < 4 else ArmPath(layout.arm_name(arm))


def options(game: GameRecord, position: Position, seat: int) -> list[Playable]:
    """Every tile ``seat`` may hold that fits the table at ``position``, on each arm it fits, best first.

    Under ``spinner=every`` the arms are the later doubles' too, named by their paths (R25).

    Where the record hides some of the seat's tiles, any tile not yet seen elsewhere may be
    one of them. Nothing here says which of these a rule forbids (R6's first lead, R8):
    the validator says that once the turn is written.
    """
    try:
        layout = layout_of(game, position)
    except AllFivesError:  # a record that breaks the layout: the position says so, and nothing fits
        return []
    hand = position.hands[seat]
    held = set(hand.known)
    candidates = set(held)
    if hand.hidden:
        seen = {p.tile for p in position.placed()}
        for other in position.hands:
            seen.update(other.known)
        candidates |= {tile for tile in TILES if tile not in seen}
    out: list[Playable] = []
    for tile in sorted(candidates, key=lambda t: (t.high, t.low), reverse=True):
        if layout.placed >> tile.id & 1:  # a broken record shows it held, yet it is on the table (R1)
            continue
        arms = layout.arms_for(tile.id) if layout.lead >= 0 else [-1]
        for arm in arms:
            after = layout.copy()
            after.place(tile.id, arm)
            on = arm_of(layout, arm) if arm >= 0 else None
            named = on if len(arms) > 1 else None
            out.append(Playable(tile, named, after.scored(), tile in held, on))
    return sorted(out, key=lambda o: (not o.held, -o.points))
