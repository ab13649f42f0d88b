"""Readable text for people: a self-played game, hand by hand and move by move."""

from __future__ import annotations

from collections.abc import Sequence

from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import HandOutcome, Move, MoveKind
from allfives_notation.engine.rules import Table
from allfives_notation.engine.selfplay import PlayedGame, PlayedHand
from allfives_notation.engine.tiles import TILE_COUNT, Tile


def side_name(table: Table, side: int) -> str:
    """``seat 2``, or ``seats 1+3`` for a partnership."""
    if table.partnerships:
        return "seats " + "+".join(str(seat + 1) for seat in table.seats_of(side))
    return f"seat {side + 1}"


def tiles_text(tiles: Sequence[Tile]) -> str:
    """Tiles separated by spaces, or a dash for none."""
    return " ".join(str(t) for t in tiles) or "-"


def tiles_left(hand: PlayedHand) -> list[list[Tile]]:
    """What each seat still held when the hand stopped."""
    held = [list(tiles) for tiles in hand.dealt]
    for move in hand.moves:
        if move.kind is MoveKind.CALL:
            continue
        assert move.kind is MoveKind.PASS or move.tile is not None
        if move.kind is MoveKind.DRAW and move.tile is not None:
            held[move.seat].append(move.tile)
        elif move.kind is MoveKind.PLAY and move.tile is not None:
            held[move.seat].remove(move.tile)
    return held


def describe_table(table: Table) -> list[str]:
    """What the game is: players, partnerships, rules, hand size, target."""
    seating = (
        "4 players in partnerships: seats 1+3 against seats 2+4"
        if table.partnerships
        else f"{table.players} players, each for themselves"
    )
    return [f"Table: {seating}", f"Rules: {table.rules} ({table_figures(table)})"]


def table_figures(table: Table) -> str:
    """Hand size, boneyard and target at a table: ``5 tiles each, 8 in the boneyard, target 200``."""
    boneyard = TILE_COUNT - table.players * table.hand_size
    return f"{table.hand_size} tiles each, {boneyard} in the boneyard, target {table.target}"


def render_game(game: PlayedGame) -> str:
    """The whole game as text: the table, every hand, and the winner."""
    table = game.table
    lines = [*describe_table(table), f"Seed: {game.seed}    Players: {', '.join(game.players)}"]
    previous: PlayedHand | None = None
    for hand in game.hands:
        lines.append("")
        lines.extend(_render_hand(table, hand, previous))
        previous = hand
    lines.append("")
    winner = game.winner
    if winner is None:
        totals = ", ".join(f"{side_name(table, s)} {v}" for s, v in enumerate(game.scores))
        lines.append(
            f"Stopped unfinished after {len(game.hands)} hands: nobody reached {table.target} ({totals})."
        )
    else:
        others = [game.scores[s] for s in range(table.sides) if s != winner]
        lines.append(
            f"{side_name(table, winner)} won with {game.scores[winner]}"
            f" (against {', '.join(map(str, others))}) after {len(game.hands)} hands."
        )
    return "\n".join(lines)


def _leader_reason(table: Table, hand: PlayedHand, previous: PlayedHand | None) -> str:
    if previous is not None and previous.result.outcome is HandOutcome.OUT:
        return "went out last hand"
    if table.lead_is_forced(hand.number, after_block=previous is not None):
        return "holds the highest double, or the heaviest tile"
    return "chosen at random"


def _render_hand(table: Table, hand: PlayedHand, previous: PlayedHand | None) -> list[str]:
    lines = [f"Hand {hand.number}: seat {hand.leader + 1} leads ({_leader_reason(table, hand, previous)})"]
    for seat, tiles in enumerate(hand.dealt):
        lines.append(f"  seat {seat + 1} holds {tiles_text(tiles)}")
    lines.append(f"  boneyard, in draw order: {tiles_text(hand.boneyard)}")
    scores = list(previous.result.scores) if previous is not None else [0] * table.sides
    layout = Layout(table.rules)  # what each placement was worth, for a claim that said otherwise (R23)
    for move in hand.moves:
        worth = None
        if move.kind is MoveKind.PLAY and move.tile is not None:
            worth = layout.put(move.tile.id, -1 if move.arm is None else int(move.arm))
        if move.points:
            scores[table.side_of(move.seat)] += move.points
        lines.append("    " + _move_text(table, move, scores, worth))
    lines.extend(_render_end(table, hand))
    return lines


def _move_text(table: Table, move: Move, scores: list[int], worth: int | None = None) -> str:
    who = f"seat {move.seat + 1}"
    if move.kind is MoveKind.DRAW:
        return f"{who} draws {move.tile}"
    if move.kind is MoveKind.PASS:
        return f"{who} passes"
    standing = f"({', '.join(f'{side_name(table, s)} {v}' for s, v in enumerate(scores))})"
    if move.kind is MoveKind.CALL:  # R23: what the call scored, or a wrong call
        if not move.points:
            return f"{who} calls muggins: wrong"
        return f"{who} calls muggins  +{move.points}  {standing}"
    where = "lead" if move.arm is None else move.arm.word
    text = f"{who} {move.tile} {where}"
    if move.claim is not None and move.claim != worth:  # R23: a claim short of the count, or past it
        struck = ", struck" if worth is not None and move.claim > worth else ""
        text += f"  claims {move.claim} of {worth}{struck}"
    if move.points:
        text += f"  +{move.points}  {standing}"
    return text


def _render_end(table: Table, hand: PlayedHand) -> list[str]:
    result = hand.result
    if result.outcome is HandOutcome.TARGET:
        assert result.seat is not None
        side = side_name(table, table.side_of(result.seat))
        return [f"  {side} reached the target: the game ends here, with no end-of-hand scoring (R19)"]
    how = (
        "is blocked"
        if result.outcome is HandOutcome.BLOCKED
        else f"ends: seat {(result.seat or 0) + 1} went out"
    )
    left = tiles_left(hand)
    pips = ", ".join(
        f"seat {s + 1} {p} ({tiles_text(left[s])})" for s, p in enumerate(result.pips_left) if left[s]
    )
    lines = [f"  The hand {how}. Pips left: {pips or 'none'}."]
    if any(result.deductions):
        lost = ", ".join(f"{side_name(table, s)} -{d}" for s, d in enumerate(result.deductions) if d)
        lines.append(f"  Deducted (R17): {lost}.")
    if any(result.awards):
        won = ", ".join(f"{side_name(table, s)} +{a}" for s, a in enumerate(result.awards) if a)
        lines.append(f"  Awarded (R17): {won}.")
    totals = ", ".join(f"{side_name(table, s)} {v}" for s, v in enumerate(result.scores))
    lines.append(f"  Scores: {totals}.")
    return lines
