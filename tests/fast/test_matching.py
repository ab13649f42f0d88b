"""The fast path's hidden-tile masks and matching against check/hidden.py's, hand by hand.

Every :class:`HandMasks` the fast path builds while checking engine games (player and public
records, every variant) and changed records (``allfives_notation.testing.changes``) is turned
into the reference's :class:`HiddenHand` with the same facts; each slot group's mask must be
``HiddenHand._allowed``'s, and the two must agree on whether a deal explains the hand.
Each pip search of the fast path (the tiles hidden hands hold at the end, for their pips,
deductions and awards) is held to ``HiddenHand.pips_possible`` the same way: a deal the
fast path finds is one the reference finds, and one the reference finds, the fast path finds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from unittest import mock

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfives_notation.check import Form
from allfives_notation.check.hidden import Drawn, HiddenHand, PlacedBy, Stuck
from allfives_notation.check.matching import perfect_matching
from allfives_notation.engine import PlayedGame
from allfives_notation.fast.matching import HandMasks
from allfives_notation.notation import write_game
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.testing.changes import KINDS, Kind, changed_at_random
from allfives_notation.testing.games import GameSpec, corpus
from allfives_notation.testing.records import LEVELS
from allfives_notation.testing.strategies import played_games
from tests.fast.test_differential import both


def reference_of(hand: HandMasks) -> HiddenHand:
    """The same facts as check/hidden.py holds them."""
    hidden = HiddenHand(hand.players, hand.hand_size, hand.bone_size)
    hidden.dealt = {t: seat for seat, mask in enumerate(hand.dealt) for t in range(28) if mask >> t & 1}
    hidden.boneyard = None if hand.boneyard is None else tuple(hand.boneyard)
    hidden.drawn = [Drawn(*d) for d in hand.drawn]
    hidden.stuck = [Stuck(*s) for s in hand.stuck]
    hidden.placed = {tile: PlacedBy(*p) for tile, p in hand.placed.items()}
    hidden.left = dict(hand.left)
    return hidden


@contextmanager
def compared() -> Iterator[list[bool]]:
    """Hold every hand the fast path asks about to the reference; the verdicts, in order."""
    verdicts: list[bool] = []
    original = HandMasks.consistent

    def consistent(hand: HandMasks) -> bool:
        hidden = reference_of(hand)
        last = hidden._last_turn()
        scope = hidden._scope(last + 1, True)
        groups = [("hand", s) for s in range(hand.players)]
        groups += [("draw", k) for k in range(len(hand.drawn))] + [("rest", 0)]
        assert hand.allowed() == [hidden._allowed(group, scope) for group in groups]
        verdict = original(hand)
        assert verdict == hidden.consistent()
        verdicts.append(verdict)
        return verdict

    with mock.patch.object(HandMasks, "consistent", consistent):
        yield verdicts


@contextmanager
def pip_searches_compared() -> Iterator[list[bool]]:
    """Hold every pip search the fast path makes to the reference's; the searches' results, in order."""
    found: list[bool] = []
    original = HandMasks.pips_found

    def pips_found(
        hand: HandMasks,
        pips: Mapping[int, tuple[int, frozenset[int]]],
        joint: Mapping[int, int],
        explains: Callable[[Mapping[int, int]], bool] | None,
    ) -> bool:
        hidden = reference_of(hand)
        hidden.pips = dict(pips)
        if joint:
            hidden.joint, hidden.explains = dict(joint), explains
        expected = hidden.pips_possible()
        result = original(hand, pips, joint, explains)
        assert hand.left == hidden.left  # the search leaves the hand as it found it
        assert result == bool(expected)
        found.append(result)
        return result

    with mock.patch.object(HandMasks, "pips_found", pips_found):
        yield found


@given(played_games(), st.data())
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
def test_the_pip_searches_of_engine_games_are_the_references(played: PlayedGame, data: st.DataObject) -> None:
    players = played.table.players
    levels = (View(Knowledge.PUBLIC), *(View(Knowledge.PLAYER, s) for s in range(players)))
    record = record_of(played, data.draw(st.sampled_from(levels)))
    hands = tuple(replace(hand, shown=()) for hand in record.hands)  # the pips, no tiles
    with pip_searches_compared() as found:
        both(Form.TEXT, write_game(replace(record, hands=hands)))
    assert all(found)  # a valid game: a deal gives every hidden hand its pips


PIP_KINDS = [kind for kind in KINDS if any(word in kind.name for word in ("pips", "award", "deduction"))]


@given(
    st.sampled_from(corpus(13, 1)),
    st.sampled_from(PIP_KINDS),
    st.sampled_from(LEVELS[1:]),
    st.randoms(use_true_random=False),
)
@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
def test_the_pip_searches_of_changed_records_are_the_references(
    spec: GameSpec, kind: Kind, level: str, rng: random.Random
) -> None:
    _, changed = changed_at_random(spec.game(), kind, level, rng)
    if changed is None or isinstance(changed, str):
        return
    with pip_searches_compared():
        both(Form.TEXT, write_game(changed))


@given(played_games(), st.data())
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
def test_the_masks_of_engine_games_are_the_references(played: PlayedGame, data: st.DataObject) -> None:
    players = played.table.players
    levels = (View(Knowledge.PUBLIC), *(View(Knowledge.PLAYER, s) for s in range(players)))
    view = data.draw(st.sampled_from(levels))
    with compared() as verdicts:
        both(Form.TEXT, write_game(record_of(played, view)))
    assert all(verdicts)  # a valid game: a deal explains every hand


@given(st.sampled_from(corpus(13, 1)), st.sampled_from(KINDS), st.randoms(use_true_random=False))
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
def test_the_masks_of_changed_records_are_the_references(
    spec: object, kind: object, rng: random.Random
) -> None:
    _, changed = changed_at_random(spec.game(), kind, "public", rng)  # type: ignore[attr-defined]
    if changed is None or isinstance(changed, str):
        return
    with compared():
        both(Form.TEXT, write_game(changed))


def test_a_perfect_matching_needs_every_slot_filled() -> None:
    assert perfect_matching([0b01, 0b11] + [1 << t for t in range(2, 28)])
    assert not perfect_matching([0b01, 0b01] + [1 << t for t in range(2, 28)])
    # the greedy first choice must be undone: slot 0 takes tile 0, which slot 1 needs
    assert perfect_matching([0b11, 0b01] + [1 << t for t in range(2, 28)])
