"""Whole games by self-play, returned with full information, and replayed move by move."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from allfives_notation.engine.deal import MASK64, check_seed, deal
from allfives_notation.engine.game import Game
from allfives_notation.engine.hand import DRAW, PASS, PLAY, CompactMove
from allfives_notation.engine.moves import HandResult, Move, MoveKind
from allfives_notation.engine.players import NO_MAKERS, PlayerMaker, make_player
from allfives_notation.engine.rules import Table
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
            if options:
                choice = seats[hand.seat].choose(hand, options)
                hand.play(choice.tile, choice.arm)
            elif hand.drawable:
                hand.draw()
            else:
                hand.pass_turn()
        played.append(
            PlayedHand(hand.number, hand.leader, hand.dealt, hand.boneyard, tuple(hand.moves), hand.result)
        )
    return PlayedGame(table, seed, names, tuple(played))


_KIND_CODE = {MoveKind.PLAY: PLAY, MoveKind.DRAW: DRAW, MoveKind.PASS: PASS}


def compact_moves(moves: Sequence[Move]) -> list[CompactMove]:
    """``moves`` as compact tuples, the form :meth:`Hand.apply` takes."""
    return [
        (
            _KIND_CODE[m.kind],
            m.seat,
            -1 if m.tile is None else m.tile.id,
            -1 if m.arm is None else int(m.arm),
        )
        for m in moves
    ]


def replay_game(record: PlayedGame) -> Game:
    """Play ``record`` again through the engine, checking every move; return the finished game.

    Raises an :class:`IllegalMoveError` at the first move the rules forbid, at a draw that
    is not the next boneyard tile, and where a hand ends other than the record says.
    """
    game = Game(record.table)
    for played in record.hands:
        hand = game.new_hand(played.dealt, played.boneyard, played.leader)
        hand.apply(compact_moves(played.moves))
        if hand.result != played.result:
            raise IllegalMoveError(
                f"hand {hand.number} ends differently from the record: {hand.result} against {played.result}"
            )
    return game
