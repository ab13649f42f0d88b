"""The layout kernel: a copy plays on alone, and what a count scores is the rules' answer (R15, R16)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.engine.layout import Layout
from allfives_notation.engine.rules import MOST_COUNT, RuleSet, Spinner, fives


def _state(layout: Layout) -> tuple[object, ...]:
    return (
        layout.lead,
        layout.placed,
        list(layout.ends),
        list(layout.counts),
        layout.line,
        layout.centre,
        layout.centre_free,
        layout.spinner,
        layout.cross_opens_after,
    )


@given(st.sampled_from(list(Spinner)), st.randoms(use_true_random=False))
@settings(max_examples=300, deadline=None)
def test_R16_a_copy_plays_on_alone_and_scores_as_the_layout_would(
    spinner: Spinner, rng: random.Random
) -> None:
    layout = Layout(RuleSet(spinner=spinner))
    left = list(range(28))
    lead = left.pop(rng.randrange(28))
    layout.put(lead, -1)
    while True:
        options = [(tile, arm) for tile in left for arm in layout.arms_for(tile)]
        if not options:
            break
        tile, arm = rng.choice(options)
        before = _state(layout)
        ahead = layout.copy()
        points = ahead.put(tile, arm)
        assert _state(layout) == before  # looking ahead left the table as it was
        assert layout.put(tile, arm) == points
        assert _state(layout) == _state(ahead)
        assert points == fives(layout.total) == layout.scored()
        left.remove(tile)


class _EveryCountScores(RuleSet):
    """A rule set whose count scores one point per pip: only to see that the layout asks the rules."""

    def count_scores(self, count: int) -> int:
        return count


def test_R15_the_layout_scores_what_the_rules_answer_for_the_count() -> None:
    layout = Layout(_EveryCountScores())
    assert layout.put(8, -1) == 3  # 2-1 led: a count of 3
    assert layout.put(9, 0) == 5  # 3-1 on the west end (it shows 1) leaves 3 + 2
    assert layout.scored() == layout.total == 5
    standard = Layout(RuleSet())
    assert standard.put(8, -1) == 0
    assert standard.put(9, 0) == 5


def test_R15_fives_scores_a_positive_multiple_of_five_and_nothing_else() -> None:
    assert [count for count in range(61) if fives(count)] == list(range(5, 61, 5))
    assert all(fives(count) == count for count in range(5, 61, 5))
    assert RuleSet().count_table() == tuple(fives(count) for count in range(MOST_COUNT + 1))
    assert _EveryCountScores().count_table() == tuple(range(MOST_COUNT + 1))  # the table is the rule's answer
