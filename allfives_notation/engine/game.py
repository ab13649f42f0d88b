"""A game across hands: who leads each hand, running scores, and when the game ends (R5, R6, R18, R19)."""

from __future__ import annotations

from collections.abc import Sequence

from allfives_notation.engine.hand import Hand, check_deal
from allfives_notation.engine.moves import HandOutcome
from allfives_notation.engine.rules import Table
from allfives_notation.engine.tiles import Tile
from allfives_notation.errors import GameOverError, IllegalMoveError, RulesError, WrongLeadError


class Game:
    """Hands played one after another until a side reaches the target.

    ``scores`` carries in the totals of a game picked up after its first hand, and
    ``first_hand`` is that hand's number; the first hand played here may then be led by
    any seat, as the record says.
    """

    def __init__(self, table: Table, *, scores: Sequence[int] | None = None, first_hand: int = 1) -> None:
        self.table = table
        self.first_hand = first_hand
        self.starting_scores: tuple[int, ...] = tuple(scores) if scores is not None else (0,) * table.sides
        if len(self.starting_scores) != table.sides:
            raise RulesError(
                f"{table.sides} scores are kept at this table, not {len(self.starting_scores)}", rule="R2"
            )
        self.hands: list[Hand] = []

    @property
    def over(self) -> bool:
        """Whether a side has won."""
        return self.winner is not None

    @property
    def winner(self) -> int | None:
        """The side (a seat, or partnership 0 = seats 1+3, 1 = seats 2+4) that won, if any."""
        if self.hands and self.hands[-1].result is not None:
            return self.hands[-1].result.winner
        return None

    @property
    def next_hand_number(self) -> int:
        """The number the next hand will have."""
        return self.first_hand + len(self.hands)

    def next_leader(self) -> int | None:
        """The seat that must lead the next hand, or None if it is chosen at random (R5)."""
        if self.hands:
            last = self.hands[-1].result
            if last is not None and last.outcome is HandOutcome.OUT:
                return last.seat
        return None

    def lead_is_random(self) -> bool:
        """Whether the next hand's leader is left to chance (R5), so must be given to :meth:`new_hand`."""
        return self.next_leader() is None and not self._lead_is_forced()

    def deal_is_thrown_in(self, hands: Sequence[Sequence[Tile]]) -> bool:
        """Whether the next hand, dealt ``hands``, is thrown in: nobody holds a double to lead (R24)."""
        return self.next_leader() is None and self._lead_is_forced() and self.table.thrown_in(hands)

    def _lead_is_forced(self) -> bool:
        # asked only where no seat went out last hand: a hand after another follows a block
        return self.table.lead_is_forced(self.next_hand_number, after_block=bool(self.hands))

    def new_hand(
        self, hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile], leader: int | None = None
    ) -> Hand:
        """Start the next hand from a deal; ``leader`` is needed where the rules leave it to chance."""
        if self.over:
            raise GameOverError("the game is over: no more hands")
        if self.hands and self.hands[-1].result is None:
            raise IllegalMoveError(f"hand {self.hands[-1].number} is still being played")
        lead_tile: Tile | None = None
        must = self.next_leader()
        if must is None and self._lead_is_forced():
            check_deal(self.table, hands, boneyard)  # a sound deal first: the lead depends on it
            must, lead_tile = self.table.required_lead(hands)
        if must is not None:
            if leader is not None and leader != must:
                why = (
                    "went out last hand"
                    if lead_tile is None
                    else f"hold {lead_tile}, which must lead (first-lead={self.table.rules.first_lead})"
                )
                raise WrongLeadError(f"seat {must + 1} leads this hand: they {why}, not seat {leader + 1}")
            leader = must
        if leader is None:
            raise WrongLeadError("say who leads: this hand's leader is chosen at random (R5)")
        hand = Hand(
            self.table,
            hands,
            boneyard,
            leader,
            scores=self.scores,
            lead_tile=lead_tile,
            number=self.next_hand_number,
        )
        self.hands.append(hand)
        return hand

    @property
    def scores(self) -> tuple[int, ...]:
        """Running scores per side, up to the last move made."""
        return tuple(self.hands[-1].scores) if self.hands else self.starting_scores
