"""Self-play: whole games by the engine, reproducible, replayable, stopped when hopeless."""

from __future__ import annotations

import pytest

from allfives_notation.engine import RuleSet, Table, Tile, deal, play_game, replay_game
from allfives_notation.engine.hand import Hand
from allfives_notation.errors import IllegalMoveError, RulesError, WrongDrawError


def test_a_game_is_played_to_the_end_and_replays() -> None:
    game = play_game(Table(3), seed=5, players=["greedy", "random", "greedy"])
    assert game.finished and game.winner is not None
    assert game.players == ("greedy", "random", "greedy")
    assert max(game.scores) >= Table(3).target
    assert replay_game(game).winner == game.winner


def test_hopeless_self_play_stops_unfinished_after_max_hands() -> None:
    table = Table(4, rules=RuleSet.from_variants({"spinner": "none"}))
    game = play_game(table, seed=1, players="random", max_hands=7)
    assert len(game.hands) == 7
    assert not game.finished and game.winner is None
    assert max(game.scores) < table.target
    assert replay_game(game).winner is None


def test_unknown_or_miscounted_player_kinds_are_refused() -> None:
    with pytest.raises(RulesError, match="unknown player kind 'clever'"):
        play_game(Table(2), players="clever")
    with pytest.raises(RulesError, match="for each of the 2 seats"):
        play_game(Table(2), players=["random"])


def test_replay_refuses_a_record_whose_draw_is_not_next_in_the_boneyard() -> None:
    game = play_game(Table(2), seed=4)
    hand = next(h for h in game.hands if any(m.kind == "draw" for m in h.moves))
    table = game.table
    live = Hand(table, hand.dealt, hand.boneyard, hand.leader, number=hand.number)
    moves = list(hand.moves)
    first_draw = next(i for i, m in enumerate(moves) if m.kind == "draw")
    for move in moves[:first_draw]:
        assert move.tile is not None
        live.play(move.tile, move.arm)
    wrong = next(t for t in hand.boneyard if t != moves[first_draw].tile)
    with pytest.raises(WrongDrawError, match=f"said to draw {wrong}, but the next tile in the boneyard is"):
        live.apply([(1, moves[first_draw].seat, wrong.id, -1)])
    assert live.drawn == 0


def test_play_takes_tiles_and_arms_written_as_text() -> None:
    table = Table(2, rules=RuleSet(hand_size=3))
    dealt = deal(table, seed=9)
    hand = Hand(table, dealt.hands, dealt.boneyard, 0)
    lead = dealt.hands[0][0]
    assert hand.play(str(lead)) == (lead.pips if lead.pips % 5 == 0 else 0)
    assert hand.layout.lead == lead.id
    with pytest.raises(IllegalMoveError):
        hand.play("6-6", "Q")
    with pytest.raises(RulesError, match="no seat 5"):
        hand.hand_of(4)
    assert isinstance(hand.hand_of(1)[0], Tile)
