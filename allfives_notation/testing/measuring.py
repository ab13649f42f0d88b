"""The validator measured on changed records: each change made, checked and judged; a run kept and resumed."""

from __future__ import annotations

import difflib
import json
import multiprocessing
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from allfives_notation.check import Severity, check_game
from allfives_notation.engine import PlayedGame
from allfives_notation.errors import AllFivesError
from allfives_notation.notation import parse_game, write_game
from allfives_notation.record import GameRecord, Knowledge, View, record_of
from allfives_notation.testing.changes import (
    HOUSE_KINDS,
    KINDS,
    NO_COUNT,
    NOT_SHOWN,
    Kind,
    site_name,
    without,
)
from allfives_notation.testing.games import GameSpec
from allfives_notation.testing.judge import ILLEGAL, LEGAL, UNDECIDED, judge
from allfives_notation.testing.legal_changes import HOUSE_LEGAL_KINDS, LEGAL_KINDS
from allfives_notation.testing.pairs import PairOutcome, measure_pairs
from allfives_notation.testing.records import LEVEL_NAMES, LEVELS, record_at, truth_of
from allfives_notation.testing.sites import Site


@dataclass(frozen=True)
class ChangeOutcome:
    """One changed record: what was changed, what the judge says, and what the validator found."""

    kind: str
    level: str
    by_construction: bool  # a change that keeps the record legal by construction
    verdict: str  # the judge's: LEGAL, ILLEGAL or UNDECIDED
    why: str  # the judge's reason, for an illegal record
    rejected: bool  # the validator found an error (or the reader refused the text)
    codes: tuple[str, ...]  # the codes of the errors found
    game: str
    where: str
    diff: tuple[str, ...]  # the lines changed, as - and +
    message: str  # the validator's first error
    text: str = field(repr=False, compare=False)  # the changed record, to reproduce
    gave_up: bool = False  # the validator's pip search gave up (AF502, a warning)

    @property
    def missed(self) -> bool:
        """An illegal change the validator accepts."""
        return self.verdict == ILLEGAL and not self.rejected

    @property
    def false_alarm(self) -> bool:
        """A legal record the validator rejects."""
        return (self.verdict == LEGAL or self.by_construction) and self.rejected


def view_text(record: GameRecord) -> str:
    """Whose record it is, in words: ``open``, ``public`` or ``player Ann``."""
    view = record.view
    return f"player {record.seats[view.seat]}" if view.seat is not None else view.level.value


def changed_lines(before: str, after: str) -> tuple[str, ...]:
    """The lines changed from ``before`` to ``after``, as - and + (at most eight)."""
    diff = difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
    lines = [d for d in diff if d[:1] in "+-" and not d.startswith(("+++", "---"))]
    return tuple(lines[:8])


def make_change(
    spec: GameSpec, game: PlayedGame, truth: GameRecord, kind: Kind, level: str, site: Site
) -> tuple[GameRecord, str, GameRecord | str, str] | None:
    """The record at ``level`` and its text, ``kind``'s change at ``site`` and its text; None: none here."""
    record = record_at(game, level, kind.seat(truth, site), implied_arms=kind.implied_arms)
    if kind.base is not None:
        record = kind.base(record, site)
    rng = random.Random(f"{spec.seed}/{kind.name}/{site}")
    try:
        changed = kind.change(record, truth, site, rng)
    except ValueError:  # the record model refuses it outright: it could not be written down
        return None
    if changed is None:
        return None
    text = changed if isinstance(changed, str) else write_game(changed)
    before = write_game(record)
    if text == before:
        return None
    return record, before, changed, text


def measure_one(
    spec: GameSpec,
    game: PlayedGame,
    truth: GameRecord,
    kind: Kind,
    by_construction: bool,
    level: str,
    site: Site,
) -> ChangeOutcome | None:
    """Make one change at ``site`` of the record at ``level``; check it; judge it. None: not made here."""
    made = make_change(spec, game, truth, kind, level, site)
    if made is None:
        return None
    record, before, changed, text = made
    where = f"{site_name(kind, truth, site)}; {view_text(record)} record"
    diff = changed_lines(before, text)
    try:
        read = parse_game(text)
    except AllFivesError as error:  # the reader refuses it: caught, though not by the replay
        verdict, why = judge(changed) if isinstance(changed, GameRecord) else (UNDECIDED, "not read")
        return ChangeOutcome(
            kind.name,
            level,
            by_construction,
            verdict,
            why,
            True,
            ("read",),
            str(spec),
            where,
            diff,
            str(error),
            text,
        )
    report = check_game(read, source="mutant.afn")
    errors = [d for d in report.diagnostics if d.severity is Severity.ERROR]
    verdict, why = judge(read)
    first = str(errors[0]) if errors else ""
    codes = tuple(d.code for d in errors)
    return ChangeOutcome(
        kind.name,
        level,
        by_construction,
        verdict,
        why,
        bool(errors),
        codes,
        str(spec),
        where,
        diff,
        first,
        text,
        any(d.code == "AF502" for d in report.diagnostics),
    )


def measure_game(spec: GameSpec, sites: int, kinds: Sequence[str] | None = None) -> list[ChangeOutcome]:
    """Every kind of change (or those named) at up to ``sites`` random places of one game, at every level.

    The places, and the change made at each, are the same at every level.
    """
    game = spec.game()
    truth = truth_of(game)
    out = []
    for kind, by_construction, level, site in places_to_change(truth, spec, sites, kinds):
        outcome = measure_one(spec, game, truth, kind, by_construction, level, site)
        if outcome is not None:
            out.append(outcome)
    return out


def places_to_change(
    truth: GameRecord, spec: GameSpec, sites: int, kinds: Sequence[str] | None = None
) -> Iterator[tuple[Kind, bool, str, Site]]:
    """Each kind (whether legal by construction), level and place :func:`measure_game` changes."""
    for by_construction, group in ((False, KINDS + HOUSE_KINDS), (True, LEGAL_KINDS + HOUSE_LEGAL_KINDS)):
        for kind in group:
            if kinds is not None and kind.name not in kinds:
                continue
            places = list(kind.sites(truth))
            chosen = random.Random(f"{spec.seed}/{kind.name}").sample(places, min(sites, len(places)))
            for site in chosen:
                for level in LEVELS:
                    yield kind, by_construction, level, site


#: The records as the engine's games are written down: as they are, and with the end of each hand hidden.
AS_PLAYED: tuple[tuple[str, Callable[[GameRecord, Site], GameRecord] | None], ...] = (
    ("as written", None),
    ("tiles not shown", NOT_SHOWN),
    ("pips and tiles not shown", without("pips", "shown")),
    ("only the scores", NO_COUNT),
)


def as_played(spec: GameSpec) -> Counter[tuple[str, str]]:
    """One game at every view (open, public, each seat's) and every way of :data:`AS_PLAYED`, checked.

    Counts, by way and in all, the records, those with an error, and those where the pip search
    gave up (AF502): every one of these records is legal.
    """
    game = spec.game()
    views = [View(Knowledge.OPEN), View(Knowledge.PUBLIC)]
    views += [View(Knowledge.PLAYER, s) for s in range(game.table.players)]
    out: Counter[tuple[str, str]] = Counter()
    for view in views:
        record = record_of(game, view)
        for way, base in AS_PLAYED:
            found = check_game(record if base is None else base(record, (0,))).diagnostics
            for key in (way, "all"):
                out[key, "records"] += 1
                out[key, "rejected"] += any(d.severity is Severity.ERROR for d in found)
                out[key, "gave up"] += any(d.code == "AF502" for d in found)
    return out


def measure(
    specs: Sequence[GameSpec], sites: int, jobs: int = 1, kinds: Sequence[str] | None = None
) -> list[ChangeOutcome]:
    """:func:`measure_game` over every game, in ``jobs`` processes."""
    work = [(spec, sites, kinds) for spec in specs]
    if jobs <= 1:
        return [o for args in work for o in measure_game(*args)]
    with multiprocessing.Pool(jobs) as pool:
        return [o for chunk in pool.starmap(measure_game, work, chunksize=1) for o in chunk]


def detail(o: ChangeOutcome) -> str:
    """One outcome in words: the change, the lines changed, the judge's reason and the validator's."""
    lines = [f"- {o.kind} | {LEVEL_NAMES[o.level]} | {o.game} | {o.where}"]
    lines += [f"    {d}" for d in o.diff]
    if o.why:
        lines.append(f"    judge: {o.why}")
    lines.append(f"    validator: {o.message or 'no error'}")
    return "\n".join(lines)


def measure_and_count(
    spec: GameSpec, sites: int, kinds: Sequence[str] | None, pairs: int = 0
) -> dict[str, Any]:
    """One game measured and counted as played, as a JSON object.

    By :func:`measure_game`, :func:`measure_pairs` and :func:`as_played`. Only a miss's or a
    false alarm's changed record (or a pair not found) keeps its text (to ``--dump`` it); the
    rest would make the file hundreds of MB.
    """
    cpu = time.process_time()
    outcomes = measure_game(spec, sites, kinds)
    counted = as_played(spec)
    kept = [
        asdict(o)
        if o.missed or o.false_alarm or (o.by_construction and o.rejected)
        else asdict(o) | {"text": ""}
        for o in outcomes
    ]
    two = measure_pairs(spec, pairs) if pairs else []
    return {
        "game": spec.index,
        "outcomes": kept,
        "pairs": [asdict(o) if o.comparable and not o.found else asdict(o) | {"text": ""} for o in two],
        "played": [[way, what, n] for (way, what), n in counted.items()],
        "seconds": time.process_time() - cpu,
    }


def pair_of(saved: dict[str, Any]) -> PairOutcome:
    """A :class:`PairOutcome` back from its JSON object."""
    fields: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in saved.items()}
    return PairOutcome(**fields)


def outcome_of(saved: dict[str, Any]) -> ChangeOutcome:
    """A :class:`ChangeOutcome` back from its JSON object."""
    fields: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in saved.items()}
    return ChangeOutcome(**fields)


def saved_games(path: Path, header: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """The games a ``--save`` file already holds, by index; the file must be of the same run."""
    if not path.exists() or path.stat().st_size == 0:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(header) + "\n", encoding="utf-8")
        return {}
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    first = json.loads(lines[0])
    if first != header:
        sys.exit(f"{path} holds a run of {first}, not of {header}: give another --save file")
    games: dict[int, dict[str, Any]] = {}
    for line in lines[1:]:
        try:
            game = json.loads(line)
        except json.JSONDecodeError:  # a line cut short when a run was stopped: that game is measured again
            continue
        games[game["game"]] = game
    if not text.endswith("\n"):  # cut short: the next game starts a line of its own
        with path.open("a", encoding="utf-8") as file:
            file.write("\n")
    return games
