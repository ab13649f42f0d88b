"""The hidden-tile matching's allowed sets, worked out as masks, are the rules written out tile by tile.

``HiddenHand._allowed`` computes, for a slot group, the mask of every tile that may start
there. ``allowed_one_by_one`` below is the same rules judged for one tile at a time, as the
design note states them (and as the module did before the masks). Every group of the
scopes the validator asks first of each hand it checks (the whole hand, with and without
its end, and with each draw or pass left out) and of a sample of the others (each earlier
turn, with a draw or pass left out), over engine games at every knowledge level and over
records with a turn changed, must get the same tiles both ways.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from allfives_notation.check.hidden import HiddenHand
from allfives_notation.check.places import Places
from allfives_notation.check.replay import GameCheck
from allfives_notation.engine import Table, play_game
from allfives_notation.engine.tiles import TILES
from allfives_notation.notation.form import Form
from allfives_notation.record import GameRecord, Knowledge, View, record_of

TABLES = (Table(2), Table(3), Table(4), Table(4, partnerships=True))


def allowed_one_by_one(self: HiddenHand, tile: int, group: tuple[str, int], scope: Any) -> bool:
    """Whether ``tile`` may start in ``group``: the rules of hidden.py, written out for one tile."""
    drawn, upto, ending, skip = scope.drawn, scope.upto, scope.ending, scope.skip
    kind, index = group
    bit = 1 << tile
    placed = self.placed.get(tile)
    if placed is not None and placed.turn >= upto:
        placed = None
    known_at = scope.known.get(tile)
    if kind == "rest":
        if placed is not None or tile in self.dealt or (known_at is not None and known_at < len(drawn)):
            return False
        if self.boneyard is not None and (known_at is None or known_at < len(drawn)):
            return False
        return not (ending and any(mask & bit for mask in self.left.values()))
    if kind == "hand":
        seat, since = index, -1
        if bit & self.not_dealt and upto > 0:
            return False
        if tile in self.dealt and self.dealt[tile] != seat:
            return False
        if known_at is not None:
            return False
        if placed is not None and (placed.seat != seat or placed.position >= 0):
            return False
    else:
        draw = drawn[index]
        seat, since = draw.seat, draw.turn
        if tile in self.dealt or (known_at is not None and known_at != index):
            return False
        if draw.tile >= 0 and draw.tile != tile:
            return False
        if self.boneyard is not None and self.boneyard[index] != tile:
            return False
        owner = scope.owners.get(index, tile)
        if owner != tile:
            return False
        if placed is not None and (
            placed.seat != seat or placed.turn < since or (placed.turn == since and placed.position != index)
        ):
            return False
        if draw.missed and draw.fits & bit and draw.turn != skip:
            return False
    if ending:
        for other, mask in self.left.items():
            if mask & bit and other != seat:
                return False
            if other == seat and placed is None and not mask & bit:
                return False
    for stuck in self.stuck:
        if (
            stuck.seat == seat
            and since < stuck.turn < upto
            and stuck.turn != skip
            and stuck.fits & bit
            and (placed is None or placed.turn > stuck.turn)
        ):
            return False
    return True


def records(seed: int) -> list[GameRecord]:
    """A game written down at every knowledge level, and each with one turn's tile changed."""
    table = TABLES[seed % len(TABLES)]
    played = play_game(table, seed, "greedy", max_hands=4)
    views = [View(Knowledge.OPEN), View(Knowledge.PUBLIC), *(View(Knowledge.PLAYER, s) for s in range(2))]
    written = [record_of(played, view) for view in views]
    rng = random.Random(seed)
    changed = []
    for record in written:
        hand = record.hands[0]
        placements = [t for t, turn in enumerate(hand.turns) if turn.tile is not None]
        t = rng.choice(placements)
        turns = list(hand.turns)
        turns[t] = replace(turns[t], tile=TILES[rng.randrange(28)], arm=None, points=None)
        changed.append(replace(record, hands=(replace(hand, turns=tuple(turns)), *record.hands[1:])))
    return written + changed


def scopes(hidden: HiddenHand, rng: random.Random) -> list[tuple[int, bool, int]]:
    """The scopes the validator asks first of a hand, and a sample of the others: (upto, ending, skip)."""
    last = hidden._last_turn()
    skips = sorted({*(s.turn for s in hidden.stuck), *(d.turn for d in hidden.drawn)})
    asked = [(last + 1, True, -1), (last + 1, False, -1)]
    asked += [(last + 1, ending, skip) for skip in skips for ending in (False, True)]
    others = [(upto, False, -1) for upto in range(last + 1)]
    others += [(upto + 1, False, skip) for upto in range(last + 1) for skip in skips if skip <= upto]
    return asked + rng.sample(others, min(12, len(others)))


@pytest.mark.parametrize("seed", range(12))
def test_the_masks_allow_exactly_the_tiles_the_rules_allow(seed: int) -> None:
    rng = random.Random(seed)
    compared = 0
    for record in records(seed):
        state = GameCheck(record, Places(record, None, 1, Form.TEXT, None))
        state.run()
        for hidden in state.hidden:
            for upto, ending, skip in scopes(hidden, rng):
                scope = hidden._scope(upto, ending, skip)
                groups = [("hand", seat) for seat in range(hidden.players)]
                groups += [("draw", k) for k in range(len(scope.drawn))] + [("rest", 0)]
                for group in groups:
                    mask = hidden._allowed(group, scope)
                    one_by_one = sum(
                        1 << tile for tile in range(28) if allowed_one_by_one(hidden, tile, group, scope)
                    )
                    assert mask == one_by_one, (group, scope)
                    compared += 1
    assert compared > 0
