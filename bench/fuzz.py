"""Fuzz campaign: many broken records through the readers and the validator, with no shrinking, timed.

Runs the mutators of ``allfives_notation.testing.mutators`` (the ones the hypothesis tests in
tests/robustness/test_fuzz.py use) for as many inputs as asked, in turn of each kind:

- bytes: random bytes, or a record's bytes broken below the text (not UTF-8, cut mid-character);
- text: a text record with lines and tokens inserted, dropped, swapped or doubled, digits
  flipped, header values changed, hands moved, comments put anywhere, cut anywhere;
- json: one JSON document changed in its object tree (values, keys, lists) and its text;
- jsonl: JSON Lines with games changed, lines dropped, doubled, swapped or foreign.

Each input goes through ``feed``, the way ``allfives validate`` and ``summary`` take a
file: the reader and validator, then the batches the streaming validator cuts, each tried
on the fast path. An exception, a broken contract (a diagnostic with no place, a game the
fast path vouches for with a report not the reference's), or an input that takes
more than ``--slow`` seconds of CPU (timed again to rule out a busy machine) is a finding:
the input is saved under ``--out`` with its traceback. Input ``i`` of a run is made from
``random.Random(f"{seed}:{i}")``, so ``--only i`` makes it again.

    python bench/fuzz.py --inputs 50000 --seed 1
    python bench/fuzz.py --inputs 250000 --seed 2 --jobs 2     # a part of a longer campaign
    python bench/fuzz.py --seed 1 --only 1234        # one input again, with its traceback
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import resource
import shutil
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType

from allfives_notation.testing.contract import ContractError, FeedOutcome, feed
from allfives_notation.testing.mutators import KINDS, FuzzInput, make_input, seeds

#: An input still running after this long is a hang: it is stopped and reported.
HANG_SECONDS = 60


class HangError(Exception):
    """An input that ran past ``HANG_SECONDS``."""


@dataclass
class Finding:
    """One distinct failure (by exception, stage and where it was raised), its count and smallest input."""

    kind: str  # crash, contract, hang or slow
    summary: str
    count: int = 0
    smallest: FuzzInput | None = None
    index: int = -1
    trace: str = ""
    seconds: float = 0.0
    saved: Path | None = None


@dataclass
class Tally:
    inputs: Counter[str] = field(default_factory=Counter)
    verdicts: Counter[tuple[str, str]] = field(default_factory=Counter)
    codes: Counter[str] = field(default_factory=Counter)
    seconds: Counter[str] = field(default_factory=Counter)
    slowest: list[tuple[float, float, int, FuzzInput]] = field(default_factory=list)  # CPU s, wall s
    findings: dict[str, Finding] = field(default_factory=dict)
    peak_mb: float = 0.0  # the largest peak resident memory of any process


def _alarm(signum: int, frame: FrameType | None) -> None:
    raise HangError(f"still running after {HANG_SECONDS} s")


def run_one(found: FuzzInput, folder: Path) -> tuple[FeedOutcome, float, float, BaseException | None, str]:
    """Feed one input: its outcome, CPU and wall seconds, and the exception it raised (with its traceback)."""
    outcome = FeedOutcome()
    signal.alarm(HANG_SECONDS)
    wall, cpu = time.perf_counter(), time.process_time()
    problem: BaseException | None = None
    trace = ""
    try:
        feed(found.data, found.name, folder, outcome)
    except (Exception, RecursionError) as error:
        problem, trace = error, traceback.format_exc()
    finally:
        signal.alarm(0)
    return outcome, time.process_time() - cpu, time.perf_counter() - wall, problem, trace


def signature(problem: BaseException, trace: str, stage: str) -> str:
    """What tells one failure from another: the exception type, the stage, and the package line raising it."""
    frames = [line.strip() for line in trace.splitlines() if line.strip().startswith('File "')]
    ours = [frame for frame in frames if "allfives_notation" in frame] or frames or ["?"]
    if isinstance(problem, ContractError):
        return f"contract broken at {stage}: {str(problem).split(':')[0]}"
    return f"{type(problem).__name__} at {stage}, {ours[-1]}"


def save(out: Path, number: int, finding: Finding) -> Path:
    assert finding.smallest is not None
    found = finding.smallest
    suffix = Path(found.name).suffix or ".bin"
    path = out / f"finding-{number}{suffix}"
    path.write_bytes(found.data)
    changes = ", ".join(found.changes)
    about = (
        f"{finding.kind}: {finding.summary}\n"
        f"input {finding.index} of the run ({found.kind}, from {found.seed}, changes {changes}),"
        f" {len(found.data):,} bytes, {finding.seconds:.3f} s\n\n{finding.trace}"
    )
    path.with_suffix(path.suffix + ".txt").write_text(about, encoding="utf-8")
    return path


def note(
    tally: Tally, kind: str, summary: str, index: int, found: FuzzInput, trace: str, seconds: float
) -> None:
    finding = tally.findings.setdefault(f"{kind}: {summary}", Finding(kind, summary))
    finding.count += 1
    if finding.smallest is None or len(found.data) < len(finding.smallest.data):
        finding.smallest, finding.index, finding.trace, finding.seconds = found, index, trace, seconds


def campaign(args: argparse.Namespace) -> Tally:
    """Every input of the run, in ``--jobs`` processes (by rounds of the kinds), tallied as one."""
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    indexes = [args.only] if args.only is not None else range(args.inputs)
    jobs = 1 if args.only is not None else max(1, min(args.jobs, args.inputs))
    started = time.perf_counter()
    if jobs == 1:
        tally = part(args, list(indexes), 0)
    else:
        # by rounds of the kinds, so each process gets as many inputs of each kind (and as much work)
        rounds = len(args.kinds.split(","))
        shares = [[i for i in indexes if i // rounds % jobs == j] for j in range(jobs)]
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            parts = pool.starmap(part, [(args, shares[j], j) for j in range(jobs)])
        tally = merged(parts)
    tally.seconds["_wall"] = time.perf_counter() - started
    tally.peak_mb = max(tally.peak_mb, _peak_mb())
    for number, finding in enumerate(tally.findings.values(), start=1):
        finding.saved = save(out, number, finding)
    return tally


def part(args: argparse.Namespace, indexes: list[int], job: int) -> Tally:
    """The inputs ``indexes`` of the run, in this process."""
    signal.signal(signal.SIGALRM, _alarm)
    tally = Tally()
    folder = Path(tempfile.mkdtemp(prefix="inputs-", dir=args.out))
    kinds = args.kinds.split(",")
    warm = seeds()[0]  # the parsers are built on first use: not a cost of the first input
    feed(warm.text.encode("utf-8"), "warm.afn", folder)
    started = time.perf_counter()
    for count, i in enumerate(indexes, start=1):
        rng = random.Random(f"{args.seed}:{i}")
        found = make_input(rng, kinds[i % len(kinds)])
        outcome, cpu, wall, problem, trace = run_one(found, folder)
        if problem is None and cpu > args.slow:  # once more, to tell a slow input from a busy machine
            again = run_one(found, folder)
            cpu, wall = min(cpu, again[1]), min(wall, again[2])
        tally.inputs[found.kind] += 1
        tally.seconds[found.kind] += cpu
        tally.slowest = sorted([*tally.slowest, (cpu, wall, i, found)], key=lambda item: -item[0])[:5]
        if problem is not None:
            kind = (
                "hang"
                if isinstance(problem, HangError)
                else "contract"
                if isinstance(problem, ContractError)
                else "crash"
            )
            note(tally, kind, signature(problem, trace, outcome.stage), i, found, trace, cpu)
            tally.verdicts[found.kind, kind] += 1
        else:
            tally.verdicts[found.kind, outcome.verdict] += 1
            tally.verdicts[found.kind, "vouched"] += outcome.vouched
            tally.codes.update(outcome.codes)
            if cpu > args.slow:
                note(tally, "slow", f"over {args.slow} s of CPU", i, found, "", cpu)
        if args.only is not None and trace:
            print(trace)
        if args.progress and count % args.progress == 0:
            rate = count / (time.perf_counter() - started)
            where = f"process {job}: " if args.jobs > 1 else ""
            print(
                f"  {where}{count:,} inputs, {len(tally.findings)} findings, {rate:,.0f} inputs/s", flush=True
            )
    shutil.rmtree(folder, ignore_errors=True)  # each input's file; the findings are saved apart
    tally.peak_mb = _peak_mb()
    return tally


def merged(parts: list[Tally]) -> Tally:
    """The tallies of several processes as one: counts added, the five slowest kept, findings joined."""
    tally = Tally()
    for each in parts:
        tally.inputs.update(each.inputs)
        tally.verdicts.update(each.verdicts)
        tally.codes.update(each.codes)
        tally.seconds.update(each.seconds)
        tally.slowest = sorted([*tally.slowest, *each.slowest], key=lambda item: -item[0])[:5]
        tally.peak_mb = max(tally.peak_mb, each.peak_mb)
        for key, finding in each.findings.items():
            mine = tally.findings.setdefault(key, Finding(finding.kind, finding.summary))
            mine.count += finding.count
            assert finding.smallest is not None
            if mine.smallest is None or len(finding.smallest.data) < len(mine.smallest.data):
                mine.smallest, mine.index = finding.smallest, finding.index
                mine.trace, mine.seconds = finding.trace, finding.seconds
    return tally


def _peak_mb() -> float:
    """This process's peak resident memory, in MB (Linux gives it in kB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def report(tally: Tally, args: argparse.Namespace) -> None:
    total = sum(tally.inputs.values())
    wall = tally.seconds["_wall"]
    rate = total / max(wall, 1e-9)
    processes = f", {args.jobs} processes" if args.jobs > 1 and args.only is None else ""
    print(
        f"\nfuzz campaign: seed {args.seed}, {total:,} inputs in {wall:,.1f} s"
        f" ({rate:,.0f} inputs/s{processes});"
        f" peak memory {tally.peak_mb:,.0f} MB in one process"
    )
    print(f"{'kind':<7} {'inputs':>8} {'records':>8} {'diagnostics only':>17} {'findings':>9} {'mean ms':>8}")
    for kind in KINDS:
        if not tally.inputs[kind]:
            continue
        bad = sum(
            n
            for (k, verdict), n in tally.verdicts.items()
            if k == kind and verdict not in ("records", "diagnostics", "vouched")
        )
        mean = 1000 * tally.seconds[kind] / tally.inputs[kind]
        print(
            f"{kind:<7} {tally.inputs[kind]:>8,} {tally.verdicts[kind, 'records']:>8,}"
            f" {tally.verdicts[kind, 'diagnostics']:>17,} {bad:>9,} {mean:>8.1f}"
        )
    vouched = sum(n for (_, what), n in tally.verdicts.items() if what == "vouched")
    print(f"games the fast path vouched for: {vouched:,}, each with the reference's report")
    codes = ", ".join(f"{code} {n:,}" for code, n in sorted(tally.codes.items()))
    print(f"diagnostics by code: {codes}")
    print("slowest inputs (CPU seconds, wall seconds):")
    for cpu, wall, index, found in tally.slowest:
        changes = ", ".join(found.changes)
        print(f"  {cpu:.3f} s, {wall:.3f} s: input {index}, {found.kind} from {found.seed}")
        print(f"      {len(found.data):,} bytes; {changes}")
    if not tally.findings:
        print(f"findings: none (no exception, no broken contract, no input over {args.slow} s of CPU)")
        return
    print(f"findings: {len(tally.findings)}")
    for finding in tally.findings.values():
        assert finding.smallest is not None
        print(f"\n[{finding.kind}] {finding.summary}: {finding.count:,} inputs")
        size = len(finding.smallest.data)
        print(f"  smallest: input {finding.index}, {size:,} bytes, saved as {finding.saved}")
        kinds = "" if args.kinds == ",".join(KINDS) else f" --kinds {args.kinds}"
        print(f"  replay: python bench/fuzz.py --seed {args.seed}{kinds} --only {finding.index}")
        if finding.trace:
            print("  " + "\n  ".join(finding.trace.rstrip().splitlines()[-8:]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=10_000, help="how many inputs to try")
    parser.add_argument(
        "--seed", type=int, default=0, help="input i is made from random.Random(f'{seed}:{i}')"
    )
    parser.add_argument(
        "--kinds", default=",".join(KINDS), help="which kinds, in turn: bytes,text,json,jsonl"
    )
    parser.add_argument(
        "--slow", type=float, default=1.0, help="CPU seconds over which an input is a finding"
    )
    parser.add_argument("--out", default="/tmp/allfives-fuzz", help="where findings are saved")
    parser.add_argument("--jobs", type=int, default=1, help="processes, each given whole rounds of the kinds")
    parser.add_argument("--only", type=int, default=None, help="run input i of the seed alone, and show it")
    parser.add_argument("--progress", type=int, default=5_000, help="a line every this many inputs (0: none)")
    args = parser.parse_args()
    for kind in args.kinds.split(","):
        if kind not in KINDS:
            parser.error(f"unknown kind {kind!r}; the kinds are {', '.join(KINDS)}")
    print(f"{len(seeds())} seed records; findings saved under {args.out}", flush=True)
    tally = campaign(args)
    report(tally, args)
    sys.exit(1 if tally.findings else 0)


if __name__ == "__main__":
    main()
