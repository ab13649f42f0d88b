"""The fast path over changed records: whatever it vouches for, the reference must report the same."""

from __future__ import annotations

import os
from collections import Counter
from unittest import mock

from allfives_notation.check import Form
from allfives_notation.fast import vouched
from allfives_notation.notation import write_jsonl
from allfives_notation.stream import Batch, check_batch
from allfives_notation.testing.games import GameSpec
from allfives_notation.testing.measuring import make_change, places_to_change
from allfives_notation.testing.records import truth_of

#: One game's tally: (kind, what) -> count, and the changes the two paths report differently.
Tally = tuple[Counter[tuple[str, str]], list[str]]


def agree(form: Form, text: str) -> bool:
    """Whether the batch gets the same reports with the fast path as with the reference alone."""
    batch = Batch("mutant" + (".afn" if form is Form.TEXT else ".jsonl"), form, text, 1)
    with mock.patch.dict(os.environ, {"ALLFIVES_FAST": "1"}):
        fast = check_batch(batch, keep_records=False)
    with mock.patch.dict(os.environ, {"ALLFIVES_FAST": "0"}):
        return fast == check_batch(batch, keep_records=False)


def sweep_game(spec: GameSpec, sites: int, kinds: list[str] | None = None) -> Tally:
    """Every change of one game, as :func:`.measuring.measure_game` makes them, through the fast path."""
    game = spec.game()
    truth = truth_of(game)
    tally: Counter[tuple[str, str]] = Counter()
    wrong: list[str] = []
    for kind, _, level, site in places_to_change(truth, spec, sites, kinds):
        made = make_change(spec, game, truth, kind, level, site)
        if made is None:
            continue
        _, _, changed, text = made
        forms = [(Form.TEXT, text)]
        if not isinstance(changed, str):
            forms.append((Form.JSONL, write_jsonl([changed])))
        for form, written in forms:
            tally[kind.name, f"{form.value} changes"] += 1
            if vouched(form is Form.TEXT, written, "mutant", 1):
                tally[kind.name, f"{form.value} vouched"] += 1
                if not agree(form, written):
                    tally[kind.name, "differ"] += 1
                    wrong.append(f"{kind.name} at {site}, {level} record, {form.value}; {spec}\n{written}")
    return tally, wrong
