"""One walk over a hand record on the layout kernel: the events every reader of a hand visits, in order.

As python-chess's ``pgn.BaseVisitor``: :class:`HandReplay` places each recorded tile on one
:class:`~allfives_notation.engine.layout.Layout` and tells a :class:`HandVisitor` what
happened, turn by turn: what was drawn, a placement before and after it is made, the
muggins calls after it (R23), the layout stopping at a tile it cannot take. The
validator, the positions of ``show`` and ``html``, the classic annotator and the study
read a hand this way. It judges no rule beyond where a tile goes; a visitor may say where
(:meth:`HandVisitor.placement`): the validator goes on with another placement where the
record's cannot be, and words what is wrong with the record.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from allfives_notation.engine.arms import AnyArm, Arm
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.tiles import TILES, Tile
from allfives_notation.errors import AllFivesError, ArmNotOpenError
from allfives_notation.record.model import GameRecord, HandRecord, Turn

#: What a visitor makes of a turn's placement: the tile and the arm it goes on (-1: the lead),
#: why the layout cannot take it (the layout stops there), or None: nothing is placed, the layout goes on.
Placement = tuple[int, int] | str | None


def arms_meant(layout: Layout, tile: int, arm: AnyArm | None) -> list[int]:
    """Where a recorded placement may go: the lead's centre (-1), the arm written, or every arm it fits.

    A record may leave the arm out where the tile fits only one (notation §4): then the
    one arm it fits is the arm meant. Several arms, or none, leave the record unclear. A
    path (``E3N``, R25) means its arm only where its double stands where the path says
    (:func:`arm_written`).
    """
    if layout.lead < 0:
        return [-1]
    if arm is not None:
        written = arm_written(layout, arm)
        return [] if written is None else [written]
    return layout.arms_for(tile)


def arm_written(layout: Layout, arm: AnyArm) -> int | None:
    """The arm a record names, as the layout numbers it; None for a path to no later spinner here (R25).

    W, E, N and S are always arms (open or not); ``E3N`` is one only where the 3-3 stands
    on the east arm as a later spinner.
    """
    return int(arm) if isinstance(arm, Arm) or not no_arm(layout, arm) else None


def no_arm(layout: Layout, arm: AnyArm) -> str:
    """Why the arm a record names is none on this layout, in words (R25); empty where it is one."""
    if isinstance(arm, Arm):
        return ""
    try:
        layout.arm_named(str(arm))
    except ArmNotOpenError as error:
        return error.message
    return ""


@mypyc_attr(allow_interpreted_subclasses=True)
class HandVisitor:
    """What a walk tells its reader of a hand; each method does nothing unless the reader overrides it.

    :meth:`placement` alone decides something: where a turn's tile goes. By default that
    is where the record puts it; the validator answers for itself, going on with the
    placement the rest of the hand fits best where the record's cannot be.
    """

    def turn_begins(self, replay: HandReplay, t: int, turn: Turn, drawn: tuple[Tile, ...] | None) -> None:
        """Turn ``t`` begins: the tiles it drew, named or by the boneyard's order (None: hidden)."""

    def choose_arm(self, replay: HandReplay, tile: int, arms: list[int]) -> int | None:
        """The arm to take where the record names none and the tile fits several (None: stop there)."""
        return None

    def placement(self, replay: HandReplay, t: int, turn: Turn) -> Placement:
        """Where turn ``t``'s tile goes: the record's tile, on the arm it names or the one arm it fits.

        Where it fits several and the record names none, :meth:`choose_arm` says which;
        where it fits none, the layout stops here.
        """
        assert turn.tile is not None
        tile = turn.tile.id
        arms = arms_meant(replay.layout, tile, turn.arm)
        arm = arms[0] if len(arms) == 1 else None
        if len(arms) > 1:
            arm = self.choose_arm(replay, tile, arms)
        if arm is None:
            why = "fits no open end" if not arms else "fits more than one arm, and the record names none"
            nowhere = "" if turn.arm is None else no_arm(replay.layout, turn.arm)
            if nowhere:
                return f"{TILES[tile]} {turn.arm}: {nowhere}: the layout stops here"
            return f"{TILES[tile]} {why}: the layout stops here"
        return tile, arm

    def before_placement(self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int) -> None:
        """Turn ``t`` is about to put ``tile`` on ``arm`` (-1: the lead); the layout is as it was before."""

    def after_placement(
        self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int, points: int
    ) -> None:
        """Turn ``t`` put ``tile`` on ``arm``, scoring ``points`` by the game's rules (R15)."""

    def layout_stops(self, replay: HandReplay, t: int, turn: Turn, why: str) -> None:
        """The layout cannot take turn ``t``'s tile (``why``, in words): it grows no more this hand."""

    def call_made(self, replay: HandReplay, t: int, turn: Turn, c: int) -> None:
        """Call ``c`` written after turn ``t`` (``turn.calls[c]``, R23), after its placement, in order."""

    def turn_ends(self, replay: HandReplay, t: int, turn: Turn) -> None:
        """Turn ``t`` is over (its placement made, or not, and the calls after it told)."""


class HandReplay:
    """Hand ``h`` of a record on a layout (a fresh one, or the visitor's), told to a :class:`HandVisitor`.

    :meth:`play` takes the next turn; :meth:`run` takes them all. Once a placement cannot
    be made the layout stops (``stopped`` is that turn), and the turns after it still
    begin and end, for a reader that follows the hands.
    """

    __slots__ = ("drawn", "game", "hand", "index", "layout", "next_turn", "stopped", "visitor")

    def __init__(self, game: GameRecord, h: int, visitor: HandVisitor, layout: Layout | None = None) -> None:
        self.game = game
        self.index = h
        self.hand: HandRecord = game.hands[h]
        self.layout = Layout(game.rules) if layout is None else layout  # the visitor's, where it keeps one
        self.visitor = visitor
        self.drawn = 0  # tiles drawn from the boneyard so far
        self.next_turn = 0
        self.stopped: int | None = None  # the turn whose tile the layout could not take

    def run(self) -> None:
        """Every turn of the hand, in order."""
        while self.next_turn < len(self.hand.turns):
            self.play()

    def play(self) -> int | None:
        """The next turn; the points its placement scored, or None where it placed nothing."""
        t = self.next_turn
        self.next_turn = t + 1
        turn = self.hand.turns[t]
        visitor = self.visitor
        visitor.turn_begins(self, t, turn, self._drawn_tiles(turn.draws, turn.drawn))
        points = None
        if turn.tile is not None and self.stopped is None:
            points = self._place(t, turn)
        for c in range(len(turn.calls)):
            visitor.call_made(self, t, turn, c)
        visitor.turn_ends(self, t, turn)
        return points

    def _drawn_tiles(self, draws: int, named: tuple[Tile, ...]) -> tuple[Tile, ...] | None:
        start = self.drawn
        self.drawn = start + draws
        if not draws or named:
            return named
        boneyard = self.hand.boneyard
        if boneyard is None or start + draws > len(boneyard):
            return None
        return boneyard[start : start + draws]

    def _place(self, t: int, turn: Turn) -> int | None:
        layout, visitor = self.layout, self.visitor
        chosen = visitor.placement(self, t, turn)
        if chosen is None:
            return None
        if isinstance(chosen, str):
            self._stop(t, turn, chosen)
            return None
        tile, arm = chosen
        visitor.before_placement(self, t, turn, tile, arm)
        try:
            points = layout.place(tile, arm)
        except AllFivesError as error:
            self._stop(t, turn, f"{TILES[tile]} cannot go there ({error}): the layout stops here")
            return None
        visitor.after_placement(self, t, turn, tile, arm, points)
        return points

    def _stop(self, t: int, turn: Turn, why: str) -> None:
        self.stopped = t
        self.visitor.layout_stops(self, t, turn, why)
