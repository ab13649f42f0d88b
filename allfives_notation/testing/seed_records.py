"""The records the fuzz mutators start from: engine-played records in every form, and the samples.

Engine-played records cover every seating, each variant family, the three knowledge levels
and the tables at the edges of what RULES.md allows; the bundled samples (found in a
checkout) are added as they are, samples/invalid included.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from itertools import product
from pathlib import Path
from typing import Final

from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.errors import RulesError
from allfives_notation.notation import write_game, write_games, write_json, write_jsonl
from allfives_notation.record import GameRecord, Knowledge, View, record_of
from allfives_notation.testing.games import FAMILIES, ODD_NAMES, SEATINGS

SAMPLES: Final = Path(__file__).resolve().parents[2] / "samples"
SUFFIXES: Final = {"text": ".afn", "json": ".json", "jsonl": ".jsonl"}


#: Tables at the edges of what RULES.md allows: one tile a hand, every tile dealt, the least boneyard.
EDGE_TABLES: Final = (
    (2, (("hand-size", "1"),)),
    (4, (("hand-size", "1"), ("spinner", "none"))),
    (3, (("hand-size", "9"),)),
    (4, (("hand-size", "7"),)),
    (2, (("hand-size", "9"), ("boneyard-reserve", "2"))),
    (4, (("hand-size", "6"), ("boneyard-reserve", "2"), ("first-lead", "highest-double"))),
    (2, (("target", "5"),)),
    (3, (("target", "5"), ("win-check", "hand-end"), ("hand-end", "award"))),
)


@dataclass(frozen=True, slots=True)
class Seed:
    """A valid (or, from samples/invalid, a deliberately broken) record to mutate."""

    name: str
    form: str  # text, json or jsonl
    text: str


@cache
def seeds() -> tuple[Seed, ...]:
    """Engine-played records (every seating, variant family and level) in all three forms, and the samples."""
    found: list[Seed] = []
    views: tuple[Callable[[int, int], View], ...] = (
        lambda players, i: View(Knowledge.OPEN),
        lambda players, i: View(Knowledge.PLAYER, i % players),
    )
    views += (lambda players, i: View(Knowledge.PUBLIC),)
    for i, ((players, partners), family) in enumerate(product(SEATINGS, FAMILIES)):
        try:
            table = Table(players, partners, RuleSet.from_variants(dict(family)))
        except RulesError:
            continue
        kinds = tuple(("greedy", "random")[(i + seat) % 2] for seat in range(players))
        played = play_game(table, i, kinds, max_hands=4 if i % 3 else 1)
        seats = ODD_NAMES[i % 7 : i % 7 + players] if i % 5 == 4 else None
        records = [
            record_of(played, view(players, i), seats=seats, implied_arms=i % 2 == 0, claims=i % 4 != 3)
            for view in views
        ]
        tag = f"{players}p{'-partners' if partners else ''}-{'-'.join(v for _, v in family) or 'standard'}"
        found.append(Seed(f"{tag}.afn", "text", write_game(records[i % 3])))
        found.append(Seed(f"{tag}.json", "json", write_json(records[(i + 1) % 3])))
        found.append(Seed(f"{tag}.jsonl", "jsonl", write_jsonl(records)))
        if i % 4 == 0:
            found.append(Seed(f"{tag}-3.afn", "text", write_games(records)))
    for i, (players, variants) in enumerate(EDGE_TABLES):
        table = Table(players, False, RuleSet.from_variants(dict(variants)))
        played = play_game(table, 100 + i, ("random", "greedy", "random", "greedy")[:players], max_hands=3)
        tag = f"{players}p-edge-" + "-".join(f"{k}-{v}" for k, v in variants)
        for j, view in enumerate(views):
            record = record_of(played, view(players, i), implied_arms=j != 1)
            form = ("text", "json", "jsonl")[j]
            found.append(Seed(tag + SUFFIXES[form], form, (write_game, write_json, _one_line)[j](record)))
    for path in sorted(SAMPLES.rglob("*")):
        sample_form = {".afn": "text", ".json": "json", ".jsonl": "jsonl"}.get(path.suffix)
        if sample_form is not None:
            name = str(path.relative_to(SAMPLES))
            found.append(Seed(name, sample_form, path.read_text(encoding="utf-8", errors="replace")))
    return tuple(found)


def _one_line(record: GameRecord) -> str:
    """A record alone as one JSON line."""
    return write_jsonl([record])


def seeds_of(form: str) -> tuple[Seed, ...]:
    """The seeds of one form: text, json or jsonl."""
    return tuple(seed for seed in seeds() if seed.form == form)
