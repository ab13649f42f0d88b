"""Two slips in one record: each must be found once, at its own line, and nothing else."""

from __future__ import annotations

import difflib
import random
from dataclasses import dataclass, field

from allfives_notation.check import Severity, check_game
from allfives_notation.notation import parse_game, write_game
from allfives_notation.record import GameRecord
from allfives_notation.testing.changes import KINDS, Kind, site_name
from allfives_notation.testing.games import GameSpec
from allfives_notation.testing.records import LEVELS, record_at, truth_of
from allfives_notation.testing.sites import Site

#: The ten commonest slips of a hand-written record, missing arms and wrong claims first: the table
#: of pairs makes two of them, independently, in one record.
COMMON: tuple[str, ...] = (
    "an arm left out where two fit",
    "a claimed score",
    "an arm: another",
    "a tile: any other",
    "a running score",
    "the pips left",
    "a deduction",
    "the end line",
    "the hand number",
    "the leader",
)
#: How two slips of a pair stand: in one hand, or in two.
TOGETHER = ("same hand", "different hands")


@dataclass(frozen=True)
class PairOutcome:
    """Two changes made in one record: whether each was found, once, at its line, and nothing else."""

    first: str
    second: str
    together: str  # one of TOGETHER
    level: str
    comparable: bool  # each change alone gives exactly one error, at its own line (else not counted)
    found: bool  # exactly two errors, one at each change's line
    lines: tuple[int, ...]  # the lines changed
    errors: tuple[str, ...]  # the errors found, as the validator words them
    game: str
    where: str
    text: str = field(repr=False, compare=False)

    @property
    def pair(self) -> str:
        """The two kinds of change, in words."""
        return f"{self.first} + {self.second}"


def first_changed_line(before: str, after: str) -> int:
    """The first line of ``after`` (from 1), blank lines aside, where it differs from ``before``."""
    lines = after.splitlines()
    matcher = difflib.SequenceMatcher(None, before.splitlines(), lines, autojunk=False)
    changed = (n for op, _, _, j1, j2 in matcher.get_opcodes() if op != "equal" for n in range(j1, j2))
    return next(n + 1 for n in changed if lines[n].strip())


def error_lines(text: str) -> tuple[list[int], list[str]]:
    """The line of each error the validator finds in ``text``, and each error as it is worded."""
    report = check_game(parse_game(text), source="mutant.afn")
    found = [d for d in report.diagnostics if d.severity is Severity.ERROR]
    return [d.line or 0 for d in found], [str(d).split("\n")[0] for d in found]


def pair_sites(
    truth: GameRecord, first: Kind, second: Kind, same: bool, rng: random.Random, count: int
) -> list[tuple[Site, Site]]:
    """Up to ``count`` places for two changes: in the same hand, or in two different hands."""
    seconds = list(second.sites(truth))
    out: list[tuple[Site, Site]] = []
    firsts = list(first.sites(truth))
    rng.shuffle(firsts)
    for one in firsts:
        fitting = [two for two in seconds if two != one and (two[0] == one[0]) == same]
        if fitting:
            out.append((one, rng.choice(fitting)))
        if len(out) == count:
            break
    return out


def measure_pairs(spec: GameSpec, count: int) -> list[PairOutcome]:
    """Each pair of :data:`COMMON` kinds, at up to ``count`` pairs of places each way, at every level.

    The record of a pair is the record with the first change made, then the second made on
    it, each as the table of single changes makes it. A pair is counted where each change
    alone gives exactly one error, at its own line, and the two lines differ; it is found
    where the two together give exactly two errors, one at each line.
    """
    game = spec.game()
    truth = truth_of(game)
    kinds = {kind.name: kind for kind in KINDS}
    out: list[PairOutcome] = []
    singles: dict[tuple[str, str, Site], tuple[GameRecord, str, int] | None] = {}

    def single(record: GameRecord, key: str, kind: Kind, site: Site) -> tuple[GameRecord, str, int] | None:
        """``kind``'s change at ``site`` of ``record``: the record, its text, the line of its one error."""
        cached = (key, kind.name, site)  # the record is the one of ``key``: level, mover, arms
        if cached in singles:
            return singles[cached]
        rng = random.Random(f"{spec.seed}/{kind.name}/{site}")
        try:
            changed = kind.change(record, truth, site, rng)
        except ValueError:
            changed = None
        found: tuple[GameRecord, str, int] | None = None
        if isinstance(changed, GameRecord):
            before, text = write_game(record), write_game(changed)
            if before != text and len(before.splitlines()) == len(text.splitlines()):
                line = first_changed_line(before, text)
                lines, _ = error_lines(text)
                if lines == [line]:
                    found = (changed, text, line)
        singles[cached] = found
        return found

    for i, a in enumerate(COMMON):
        for b in COMMON[i:]:
            first, second = kinds[a], kinds[b]
            for together in TOGETHER:
                rng = random.Random(f"{spec.seed}/{a}/{b}/{together}")
                for one, two in pair_sites(truth, first, second, together == "same hand", rng, count):
                    for level in LEVELS:
                        mover = first.seat(truth, one)
                        implied = first.implied_arms and second.implied_arms
                        record = record_at(game, level, mover, implied_arms=implied)
                        key = f"{level}/{mover}/{implied}"
                        alone_one = single(record, key, first, one)
                        alone_two = single(record, key, second, two)
                        comparable = (
                            alone_one is not None and alone_two is not None and alone_one[2] != alone_two[2]
                        )
                        where = f"{site_name(first, truth, one)} and {site_name(second, truth, two)}"
                        lines: tuple[int, ...] = ()
                        text, found = "", False
                        errors: tuple[str, ...] = ()
                        if comparable:
                            assert alone_one is not None and alone_two is not None
                            rng_two = random.Random(f"{spec.seed}/{second.name}/{two}")
                            try:
                                both = second.change(alone_one[0], truth, two, rng_two)
                            except ValueError:
                                both = None
                            lines = tuple(sorted((alone_one[2], alone_two[2])))
                            if isinstance(both, GameRecord) and carried(record, both):
                                comparable = False  # a running score that carries a wrong figure: no slip
                            elif isinstance(both, GameRecord):
                                text = write_game(both)
                                found_lines, worded = error_lines(text)
                                errors = tuple(worded)
                                found = tuple(sorted(found_lines)) == lines
                            else:
                                comparable = False
                        out.append(
                            PairOutcome(
                                a,
                                b,
                                together,
                                level,
                                comparable,
                                found,
                                lines,
                                errors,
                                str(spec),
                                where,
                                text,
                            )
                        )
    return out


def carried(record: GameRecord, changed: GameRecord) -> bool:
    """Whether a running score of ``changed`` is off by just what its other figures are off.

    A record that carries a wrong claim, deduction, award or earlier running score into a
    running score is consistent: the validator reports the first and not the score (one
    cause, one finding), so such a pair is not two slips.
    """
    side_of = record.table.seat_sides
    offsets = [0] * record.table.sides  # how far the changed record's last running score is off
    for before, after in zip(record.hands, changed.hands, strict=True):
        figures = [0] * record.table.sides
        for old, new in zip(before.turns, after.turns, strict=True):
            figures[side_of[new.seat]] += (new.points or 0) - (old.points or 0)
        lost = dict(before.deductions)
        for seat, value in after.deductions:
            figures[side_of[seat]] -= value - lost.get(seat, value)
        won = dict(before.awards)
        for side, value in after.awards:
            figures[side] += value - won.get(side, value)
        scores = dict(before.scores)
        for side, value in after.scores:
            if side not in scores:
                continue
            change = value - scores[side]
            if change and change == offsets[side] + figures[side]:
                return True
            offsets[side] = change
    return False
