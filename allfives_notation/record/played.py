"""Records of self-played games, written down as an onlooker at each knowledge level would."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from allfives_notation.engine.game import Game
from allfives_notation.engine.hand import Hand
from allfives_notation.engine.moves import HandOutcome, Move, MoveKind
from allfives_notation.engine.rules import Muggins
from allfives_notation.engine.selfplay import PlayedGame, PlayedHand, make_moves
from allfives_notation.engine.tiles import Tile
from allfives_notation.record.model import (
    Call,
    GameRecord,
    HandEnd,
    HandRecord,
    HowEnded,
    Knowledge,
    Turn,
    View,
)
from allfives_notation.record.walk import arms_meant

_HOW = {
    HandOutcome.OUT: HowEnded.OUT,
    HandOutcome.BLOCKED: HowEnded.BLOCKED,
    HandOutcome.TARGET: HowEnded.TARGET,
}


def default_names(players: int) -> tuple[str, ...]:
    """Seat names for a table with nobody named: Ann, Ben, Cat, Dan."""
    return ("Ann", "Ben", "Cat", "Dan")[:players]


def record_of(
    played: PlayedGame,
    view: View | None = None,
    *,
    seats: Sequence[str] | None = None,
    implied_arms: bool = True,
    claims: bool = True,
    event: str | None = None,
) -> GameRecord:
    """Write ``played`` down as a record that knows what ``view`` sees (default: everything).

    ``implied_arms`` leaves out the arm where only one arm takes the tile; ``claims`` writes
    the points of each scoring placement (always under ``muggins=on``, where the claim is the
    player's say, R23). An unfinished self-played game gets result ``*``.
    """
    view = view or View(Knowledge.OPEN)
    table = played.table
    claims = claims or table.rules.muggins is Muggins.ON
    names = tuple(seats) if seats is not None else default_names(table.players)
    game = Game(table)
    hands = []
    for hand in played.hands:
        engine_hand = game.new_hand(hand.dealt, hand.boneyard, hand.leader)
        implied = _replay(engine_hand, hand.moves, implied_arms)
        hands.append(_hand_record(played, hand, engine_hand, view, implied, claims))
    return GameRecord(
        seats=names,
        partnerships=table.partnerships,
        rules=table.rules,
        view=view,
        result=played.winner,
        event=event,
        seed=played.seed,
        hands=tuple(hands),
    )


def _replay(hand: Hand, moves: Sequence[Move], implied_arms: bool) -> set[int]:
    """Play ``moves`` on ``hand``; with ``implied_arms``, the indexes of placements only one arm took.

    Those are the placements whose arm a reader finds without it (``arms_meant``, notation §4).
    """
    implied: set[int] = set()
    for index, move in enumerate(moves):
        tile = move.tile
        placing = implied_arms and move.kind is MoveKind.PLAY and hand.layout.placed
        if placing and tile is not None and len(arms_meant(hand.layout, tile.id, None)) == 1:
            implied.add(index)
        make_moves(hand, (move,))
    return implied


def _hand_record(
    played: PlayedGame, hand: PlayedHand, ended: Hand, view: View, implied: set[int], claims: bool
) -> HandRecord:
    """``hand`` as ``view`` saw it; ``ended`` is the same hand replayed to its end."""
    table = played.table
    sees_all = view.level is Knowledge.OPEN
    turns: list[Turn] = []
    drawn: list[Tile] = []
    for index, move in enumerate(hand.moves):
        if move.kind is MoveKind.DRAW:
            assert move.tile is not None
            drawn.append(move.tile)
            continue
        if move.kind is MoveKind.CALL:  # a line after the turn it answers (R23)
            call = Call(move.seat, move.points or None)
            turns[-1] = replace(turns[-1], calls=(*turns[-1].calls, call))
            continue
        said = move.points if move.claim is None else move.claim
        seat_known = sees_all or view.seat == move.seat
        placed = move.kind is MoveKind.PLAY
        turns.append(
            Turn(
                seat=move.seat,
                tile=move.tile if placed else None,
                arm=None if not placed or index in implied else move.arm,
                draws=len(drawn),
                drawn=tuple(drawn) if seat_known else (),
                passed=not placed,
                points=said if placed and claims and said else None,
            )
        )
        drawn = []
    result = hand.result
    dealt = tuple((seat, hand.dealt[seat]) for seat in range(table.players) if sees_all or view.seat == seat)
    counted = result.outcome is not HandOutcome.TARGET
    left = [s for s in range(table.players) if counted and result.pips_left[s] and s != result.seat]
    lost = table.hand_end(result.outcome, result.seat, result.pips_left).lost_by_seat
    return HandRecord(
        number=hand.number,
        thrown_in=hand.thrown_in,
        leader=hand.leader,
        dealt=dealt,
        boneyard=hand.boneyard if sees_all else None,
        turns=tuple(turns),
        end=HandEnd(_HOW[result.outcome], result.seat),
        pips=tuple((s, result.pips_left[s]) for s in left),
        shown=()
        if sees_all
        else tuple((s, tuple(reversed(ended.hand_of(s)))) for s in left if s != view.seat),
        deductions=tuple((s, lost[s]) for s in left if lost[s]),
        awards=tuple((side, n) for side, n in enumerate(result.awards) if n),
        scores=tuple(enumerate(result.scores)),
    )
