"""The fast path's layout against the engine's: the same ends, counts and points, placement for placement."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.engine.layout import Layout
from allfives_notation.engine.rules import Spinner
from allfives_notation.fast.replay import FastLayout


@given(st.sampled_from(list(Spinner)), st.randoms(use_true_random=False))
@settings(max_examples=300, deadline=None)
def test_the_fast_layout_scores_and_opens_as_the_engine_s(spinner: Spinner, rng: random.Random) -> None:
    engine = Layout(spinner)
    fast = FastLayout((Spinner.STANDARD, Spinner.OPEN, Spinner.NONE).index(spinner))
    left = list(range(28))
    lead = left.pop(rng.randrange(28))
    assert fast.put(lead, -1) == engine.put(lead, -1)
    while True:
        assert (fast.ends, fast.counts, fast.centre) == (engine.ends, engine.counts, engine.centre)
        assert fast.playable_mask() == engine.playable_mask()
        options = [(tile, arm) for tile in left for arm in engine.arms_for(tile)]
        if not options:
            break
        tile, arm = rng.choice(options)
        left.remove(tile)
        assert fast.put(tile, arm) == engine.put(tile, arm)
