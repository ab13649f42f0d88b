"""Whole games by self-play, returned with full information, and replayed move by move."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from allfives_notation.engine.deal import MASK64, check_seed, deal
from allfives_notation.engine.game import Game
from allfives_notation.engine.hand import DRAW, PASS, PLAY, CompactMove, Hand
from allfives_notation.engine.moves import HandOutcome, HandResult, Move, MoveKind, Placement
from allfives_notation.engine.players import NO_MAKERS, Player, PlayerMaker, calls, claim_of, make_player
from allfives_notation.engine.rules import Muggins, Table
from allfives_notation.engine.tiles import Tile
from allfives_notation.errors import IllegalMoveError, RulesError


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """One finished (or, in a game ended by a placement, cut-short) hand with everything known."""

    number: int
    leader: int
    dealt: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]
    moves: tuple[Move, ...]
    result: HandResult
    thrown_in: int = 0  # deals of this hand thrown in before the one played: nobody held a double (R24)


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """A whole self-played game: table, seed, who played, and every hand."""

    table: Table
    seed: int
    players: tuple[str, ...]
    hands: tuple[PlayedHand, ...]

    @property
    def scores(self) -> tuple[int, ...]:
        """Final score per side."""
        return self.hands[-1].result.scores

    @property
    def winner(self) -> int | None:
        """The side that won, or None if play stopped before any side reached the target."""
        return self.hands[-1].result.winner

    @property
    def finished(self) -> bool:
        """Whether a side won; self-play stops unfinished after ``max_hands`` hands."""
        return self.winner is not None


def _player_seed(seed: int, seat: int) -> int:
    # Kept apart from the deal streams (seed + k * golden) by a different odd multiplier.
    return (seed * 0xD1B54A32D192ED03 + seat + 1) & MASK64


def play_game(
    table: Table,
    seed: int = 0,
    players: str | Sequence[str] = "random",
    *,
    max_hands: int = 500,
    makers: Mapping[str, PlayerMaker] = NO_MAKERS,
) -> PlayedGame:
    """Play a whole game at ``table`` from ``seed``; the same arguments give the same game.

    Play stops after ``max_hands`` hands even if no side has reached the target (weak
    players can sink below zero for ever, e.g. random players with ``spinner=none``);
    such a game is returned with ``finished`` false. ``makers`` names the player kinds beyond
    the engine's ``random`` and ``greedy`` (the command line gives the analysis's).
    """
    check_seed(seed)
    names = (players,) * table.players if isinstance(players, str) else tuple(players)
    if len(names) != table.players:
        raise RulesError(f"name a player kind for each of the {table.players} seats, not {len(names)}")
    seats = [make_player(name, _player_seed(seed, s), makers) for s, name in enumerate(names)]
    game = Game(table)
    muggins = table.rules.muggins is Muggins.ON
    played: list[PlayedHand] = []
    while not game.over and len(played) < max_hands:
        dealt = deal(table, seed, game.next_hand_number)
        thrown = 0
        while game.deal_is_thrown_in(dealt.hands):  # no-double=redeal (R24)
            thrown += 1
            dealt = deal(table, seed, game.next_hand_number, thrown)
        leader = dealt.random_leader if game.lead_is_random() else None
        hand = game.new_hand(dealt.hands, dealt.boneyard, leader)
        while hand.result is None:
            options = hand.legal_placements()
            if options and muggins:
                _play_muggins(hand, seats, options)
            elif options:
                choice = seats[hand.seat].choose(hand, options)
                hand.play(choice.tile, choice.arm)
            elif hand.drawable:
                hand.draw()
            else:
                hand.pass_turn()
        played.append(
            PlayedHand(
                hand.number, hand.leader, hand.dealt, hand.boneyard, tuple(hand.moves), hand.result, thrown
            )
        )
    return PlayedGame(table, seed, names, tuple(played))


def _play_muggins(hand: Hand, seats: Sequence[Player], options: Sequence[Placement]) -> None:
    """A placement with its claim, then a call by the first opponent after it who sees a miss (R23)."""
    seat = hand.seat
    choice = seats[seat].choose(hand, options)
    hand.play(choice.tile, choice.arm, claim=claim_of(seats[seat], hand, hand.points_for(choice)))
    missed = hand.callable_points
    if not missed or (hand.result is not None and hand.result.outcome is HandOutcome.TARGET):
        return
    players = hand.table.players
    for step in range(1, players):
        other = (seat + step) % players
        if hand.table.side_of(other) != hand.table.side_of(seat) and calls(seats[other], hand, missed):
            hand.call(other)
            return


_KIND_CODE = {MoveKind.PLAY: PLAY, MoveKind.DRAW: DRAW, MoveKind.PASS: PASS}


def compact_moves(moves: Sequence[Move]) -> list[CompactMove]:
    """``moves`` as compact tuples, as :meth:`Hand.apply` takes them; claims and calls: :func:`make_moves`."""
    return [
        (
            _KIND_CODE[m.kind],
            m.seat,
            -1 if m.tile is None else m.tile.id,
            -1 if m.arm is None else int(m.arm),
        )
        for m in moves
        if m.kind is not MoveKind.CALL
    ]


def make_moves(hand: Hand, moves: Sequence[Move]) -> None:
    """Make ``moves`` on ``hand`` one by one, each placement with its claim and each call (R23)."""
    for move in moves:
        if move.kind is MoveKind.CALL:
            hand.call(move.seat)
        elif move.kind is MoveKind.PLAY and move.claim is not None:
            assert move.tile is not None
            hand.play(move.tile, move.arm, seat=move.seat, claim=move.claim)
        else:
            hand.apply(compact_moves((move,)))


def replay_game(record: PlayedGame) -> Game:
    """Play ``record`` again through the engine, checking every move; return the finished game.

    Raises an :class:`IllegalMoveError` at the first move the rules forbid, at a draw that
    is not the next boneyard tile, and where a hand ends other than the record says.
    """
    game = Game(record.table)
    for played in record.hands:
        hand = game.new_hand(played.dealt, played.boneyard, played.leader)
        if record.table.rules.muggins is Muggins.ON:
            make_moves(hand, played.moves)
        else:
            hand.apply(compact_moves(played.moves))
        if hand.result != played.result:
            raise IllegalMoveError(
                f"hand {hand.number} ends differently from the record: {hand.result} against {played.result}"
            )
    return game
