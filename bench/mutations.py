"""Measure how many single changes to valid records the validator catches, per kind and knowledge level.

Self-plays N seeded games at mixed tables (2, 3 and 4 players, partnerships, rule
variants), writes each down at every knowledge level (open; a player record of the seat
the change concerns, the "mover"; a player record of the next seat, a "bystander"; public),
and makes one change at a time at random places: a tile, an arm, a claim, a draw count, a
dropped, repeated or extra turn, two turns swapped, the leader, a deduction, an award, the
pips, a tile shown, a running score, the end line, the result, a turn or a hand after the
game ended, and more (``allfives_notation.testing.changes``); a claim moves by five where the
count scores in fives, by one point under another count (R20). The house tables of
``--rule-sets house`` add a claim past an exact target (R22) and, at the tables that play
muggins=on (R23, careless players, so claims are missed and calls made), a call where nothing
was missed, a call dropped, a call by the placement's own side and a call's amount changed;
and, kept legal, a call of nothing written with no amount (``HOUSE_KINDS``,
``HOUSE_LEGAL_KINDS``). Each changed record is written as text, read back and checked with
``check_game``.

Whether a changed record is still legal is decided by an independent judge
(``allfives_notation.testing.judge``), written from RULES.md and the notation's definition of
each line, sharing no code with the validator: it replays the record on the referee's layout
and asks whether any deal (hidden hands and boneyard) explains everything the record shows,
by a bipartite matching of tiles to places in the deal. Changes it finds illegal must be
caught (an error); changes it finds still legal must be accepted (no error; warnings allowed).
A last table makes changes that keep a record legal by construction (claims or implied
arms left out, comments, end lines left out, reformatted text, ...) and checks that they
are accepted.

A second part makes two slips in one record (``--pairs``): two independent changes of the
ten commonest kinds (``COMMON`` of ``allfives_notation.testing.pairs``: a missing arm, a
wrong claim, ...), in one hand or in two, at every level, and counts the records where each
slip is found once, at its own line, and nothing else: every slip of a record in one run.

    python bench/mutations.py --games 300 --seed 1 [--sites 3] [--pairs 1] [--jobs 2]
    python bench/mutations.py --games 90 --rule-sets house   # the house rules of other rule books
    python bench/mutations.py --games 100 --sites 0 --pairs 2   # only the table of pairs
    python bench/mutations.py --games 300 --save runs/mutations-300.jsonl   # resumable

With ``--save FILE`` each game's outcomes are written to FILE (one JSON line a game) as soon
as the game is measured, and a run given the same FILE again goes on with the games not in
it yet: a long run can be stopped and taken up again, and its tables are made from FILE.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import re
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from allfives_notation.testing.changes import HOUSE_KINDS, KINDS
from allfives_notation.testing.games import HOUSE_TABLES, TABLES, GameSpec, corpus
from allfives_notation.testing.judge import ILLEGAL, LEGAL, UNDECIDED
from allfives_notation.testing.legal_changes import HOUSE_LEGAL_KINDS, LEGAL_KINDS
from allfives_notation.testing.measuring import (
    AS_PLAYED,
    ChangeOutcome,
    detail,
    measure_and_count,
    outcome_of,
    pair_of,
    saved_games,
)
from allfives_notation.testing.pairs import TOGETHER, PairOutcome
from allfives_notation.testing.records import LEVEL_NAMES, LEVELS


def pair_table(title: str, outcomes: Sequence[PairOutcome]) -> str:
    """Found/counted by pair of kinds (rows) and level (columns), with the totals."""
    counted: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    rows: list[str] = []
    for o in outcomes:
        if o.pair not in rows:
            rows.append(o.pair)
        if not o.comparable:
            continue
        for key in ((o.pair, o.level), (o.pair, "all"), ("all", o.level), ("all", "all")):
            counted[key][0] += o.found
            counted[key][1] += 1
    columns = [*LEVELS, "all"]
    heads = ["two slips", *(LEVEL_NAMES.get(c, c) for c in columns)]
    body = [
        [row, *(ratio(*counted[(row, c)]) if (row, c) in counted else "-" for c in columns)]
        for row in [*rows, "all"]
    ]
    widths = [max(len(r[i]) for r in [heads, *body]) for i in range(len(heads))]
    lines = [title, "  ".join(h.ljust(w) for h, w in zip(heads, widths, strict=True)).rstrip()]
    lines += ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in body]
    return "\n".join(lines)


def pairs_report(outcomes: Sequence[PairOutcome], most: int = 100_000) -> str:
    """The tables of pairs, same hand and different hands, then every pair not found."""
    parts = []
    for together in TOGETHER:
        chosen = [o for o in outcomes if o.together == together]
        left_out = sum(not o.comparable for o in chosen)
        parts += [
            pair_table(
                f"Two slips in {'one hand' if together == 'same hand' else 'two hands'} of a record, each"
                " found once at its line and nothing else: found/pairs",
                chosen,
            ),
            f"  ({left_out} pairs left out: a change alone does not give exactly one error at its line,"
            " the two changes are on one line, or a running score carries the other slip)",
            "",
        ]
    missed = [o for o in outcomes if o.comparable and not o.found]
    parts.append(f"PAIRS NOT FOUND: {len(missed)}")
    for o in missed[:most]:
        parts.append(f"- {o.pair} | {o.together} | {LEVEL_NAMES[o.level]} | {o.game} | {o.where}")
        parts.append(f"    lines changed: {', '.join(map(str, o.lines))}")
        parts += [f"    {error}" for error in o.errors] or ["    no error"]
    return "\n".join(parts)


# ==== reporting ================================================================================


@dataclass
class Cell:
    """The changes of one kind at one level."""

    made: int = 0
    rejected: int = 0
    illegal: int = 0
    caught: int = 0
    legal: int = 0
    accepted: int = 0
    undecided: int = 0
    single: int = 0  # illegal changes caught with exactly one error

    def add(self, o: ChangeOutcome) -> None:
        self.made += 1
        self.rejected += o.rejected
        if o.verdict == ILLEGAL:
            self.illegal += 1
            self.caught += o.rejected
            self.single += o.rejected and len(o.codes) == 1
        elif o.verdict == LEGAL:
            self.legal += 1
            self.accepted += not o.rejected
        else:
            self.undecided += 1


def cells(outcomes: Iterable[ChangeOutcome]) -> dict[tuple[str, str], Cell]:
    """The outcomes counted by (kind, level), with "all" for the totals."""
    out: dict[tuple[str, str], Cell] = defaultdict(Cell)
    for o in outcomes:
        for key in ((o.kind, o.level), (o.kind, "all"), ("all", o.level), ("all", "all")):
            out[key].add(o)
    return out


def ratio(part: int, whole: int) -> str:
    if not whole:
        return "-"
    percent = f"{100 * part / whole:.1f}".removesuffix(".0")
    return f"{part}/{whole} ({percent}%)"


def table(
    title: str, rows: Sequence[str], found: dict[tuple[str, str], Cell], show: Callable[[Cell], str]
) -> str:
    columns = [*LEVELS, "all"]
    heads = ["kind", *(LEVEL_NAMES.get(c, c) for c in columns)]
    body = [[row, *(show(found[(row, c)]) if (row, c) in found else "-" for c in columns)] for row in rows]
    widths = [max(len(r[i]) for r in [heads, *body]) for i in range(len(heads))]
    lines = [title, "  ".join(h.ljust(w) for h, w in zip(heads, widths, strict=True)).rstrip()]
    lines += ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in body]
    return "\n".join(lines)


def report(
    outcomes: Sequence[ChangeOutcome],
    games: int,
    elapsed: float,
    most: int = 100_000,
    played: Counter[tuple[str, str]] | None = None,
) -> str:
    """The tables, then every miss, false alarm and judge disagreement."""
    changes = [o for o in outcomes if not o.by_construction]
    kept = [o for o in outcomes if o.by_construction]
    found, kept_cells = cells(changes), cells(kept)
    rows = [k.name for k in KINDS + HOUSE_KINDS if (k.name, "all") in found]
    undecided = [o for o in changes if o.verdict == UNDECIDED]
    parts = [
        f"{games} games; {len(changes)} changed records, {len(kept)} legal by construction; {elapsed:.0f} s",
        "",
        table(
            "Changes that make the record ILLEGAL (by the judge), caught by the validator: caught/illegal",
            [*rows, "all"],
            found,
            lambda c: ratio(c.caught, c.illegal),
        ),
        "",
        table(
            "Changes that leave the record STILL LEGAL (by the judge), accepted by the validator:"
            " accepted/still legal",
            [r for r in [*rows, "all"] if found[(r, "all")].legal],
            found,
            lambda c: ratio(c.accepted, c.legal),
        ),
        "",
        table(
            "Changes LEGAL BY CONSTRUCTION, accepted by the validator: accepted/made",
            [*(k.name for k in LEGAL_KINDS + HOUSE_LEGAL_KINDS if (k.name, "all") in kept_cells), "all"],
            kept_cells,
            lambda c: ratio(c.made - c.rejected, c.made),
        ),
        "",
        table(
            "One cause, one finding: illegal changes caught with exactly one error: one/caught",
            [*rows, "all"],
            found,
            lambda c: ratio(c.single, c.caught),
        ),
        "",
        f"Changes the judge could not settle (too many hidden holdings to try; not counted above):"
        f" {len(undecided)}",
    ]
    counts = Counter((o.kind, o.level, o.rejected) for o in undecided)
    parts += [
        f"  {kind} | {LEVEL_NAMES[level]} | {'rejected' if rejected else 'accepted'}: {n}"
        for (kind, level, rejected), n in sorted(counts.items())
    ]
    gave_up = Counter(("by construction" if o.by_construction else o.verdict) for o in outcomes if o.gave_up)
    parts += [
        "",
        f"The validator's pip search gave up (AF502, a warning) on {sum(gave_up.values())} of"
        f" {len(outcomes)} records: {', '.join(f'{n} {v}' for v, n in sorted(gave_up.items())) or 'none'}",
    ]
    if played is not None:
        parts += [
            "",
            "The records as played, at every view (open, public, each seat's), checked:"
            " rejected / gave up (AF502) / records",
        ]
        parts += [
            f"  {way}: {played[way, 'rejected']} / {played[way, 'gave up']} / {played[way, 'records']}"
            for way in [*(w for w, _ in AS_PLAYED), "all"]
        ]
    by_cell = Counter((o.kind, LEVEL_NAMES[o.level]) for o in changes if o.missed)
    parts += ["", "Misses by kind and level:"]
    parts += [f"  {kind} | {level}: {n}" for (kind, level), n in sorted(by_cell.items())] or ["  none"]
    sections = (
        ("MISSES: illegal changes the validator accepts", [o for o in changes if o.missed]),
        ("FALSE ALARMS: still-legal changes the validator rejects", [o for o in changes if o.false_alarm]),
        ("REFUSED: legal-by-construction changes the validator rejects", [o for o in kept if o.rejected]),
        (
            "JUDGE DISAGREES: legal-by-construction changes the judge calls illegal",
            [o for o in kept if o.verdict == ILLEGAL],
        ),
    )
    for title, listed in sections:
        parts += ["", f"{title}: {len(listed)}"]
        parts += [detail(o) for o in listed[:most]]
    return "\n".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="picks the games' deals and players (default 1)")
    parser.add_argument("--sites", type=int, default=3, help="places changed per game and kind (default 3)")
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count(), help="processes")
    parser.add_argument("--game", type=int, action="append", help="only game #N of the corpus (repeatable)")
    parser.add_argument("--kind", action="append", help="only this kind of change (repeatable)")
    parser.add_argument("--most", type=int, default=100_000, help="list at most this many of each finding")
    parser.add_argument("--dump", type=Path, help="write every miss and false alarm here, one .afn file each")
    parser.add_argument("--save", type=Path, help="keep each game's outcomes here as it is measured; resume")
    parser.add_argument(
        "--pairs",
        type=int,
        default=1,
        help="places for each pair of common slips, each way, in the table of pairs (default 1; 0: none)",
    )
    parser.add_argument(
        "--rule-sets",
        choices=("default", "house"),
        default="default",
        help="the tables of RULES.md's R1-R19 variants, or the house rules of other rule books (R20-R25)",
    )
    args = parser.parse_args()
    specs = corpus(args.games, args.seed, HOUSE_TABLES if args.rule_sets == "house" else TABLES)
    if args.game:
        specs = [specs[i] for i in args.game]
    start = time.perf_counter()
    header = {
        "games": args.games,
        "seed": args.seed,
        "sites": args.sites,
        "kinds": sorted(args.kind or []),
        "pairs": args.pairs,
        **({"rule-sets": args.rule_sets} if args.rule_sets != "default" else {}),
    }
    done = saved_games(args.save, header) if args.save else {}
    todo = [(spec, args.sites, args.kind, args.pairs) for spec in specs if spec.index not in done]
    if todo:
        if done:
            print(f"{len(todo)} games to measure, {len(done)} already in {args.save}", flush=True)
        with multiprocessing.Pool(max(1, args.jobs)) as pool, _appending(args.save) as save:
            for game in pool.imap_unordered(_measure_and_count, todo):
                done[game["game"]] = game
                if save is not None:
                    save.write(json.dumps(game) + "\n")
                    save.flush()
    games = [done[spec.index] for spec in specs]
    outcomes = [outcome_of(o) for game in games for o in game["outcomes"]]
    played: Counter[tuple[str, str]] = Counter()
    for game in games:
        played.update({(way, what): n for way, what, n in game["played"]})
    if args.save:
        cpu = sum(game["seconds"] for game in games)
        print(f"{cpu:,.0f} s of CPU in all measuring these games, over every run kept in {args.save}")
    print(report(outcomes, len(specs), time.perf_counter() - start, args.most, played))
    if args.pairs:
        print()
        print(pairs_report([pair_of(o) for game in games for o in game.get("pairs", ())], args.most))
    if args.dump:
        args.dump.mkdir(parents=True, exist_ok=True)
        wrong = [o for o in outcomes if o.missed or o.false_alarm]
        for i, o in enumerate(wrong):
            name = re.sub(r"[^a-z0-9]+", "-", f"{i:04d} {o.kind} {o.level}".lower()).strip("-")
            (args.dump / f"{name}.afn").write_text(o.text, encoding="utf-8")
        pairs = [pair_of(o) for game in games for o in game.get("pairs", ())]
        for i, pair in enumerate(o for o in pairs if o.comparable and not o.found):
            name = re.sub(r"[^a-z0-9]+", "-", f"pair {i:04d} {pair.pair} {pair.level}".lower()).strip("-")
            (args.dump / f"{name}.afn").write_text(pair.text, encoding="utf-8")


def _measure_and_count(work: tuple[GameSpec, int, Sequence[str] | None, int]) -> dict[str, Any]:
    return measure_and_count(*work)


@contextmanager
def _appending(path: Path | None) -> Iterator[TextIO | None]:
    if path is None:
        yield None
        return
    with path.open("a", encoding="utf-8") as file:
        yield file


if __name__ == "__main__":
    main()
