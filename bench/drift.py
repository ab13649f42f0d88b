"""Record what the tool says about a fixed set of records, and compare two such recordings: nothing may drift.

A redesign of working code must keep every verdict and every word. ``record`` makes a
fixed set of inputs (self-played games of bench/mutations.py's mixed tables written at
every knowledge level, one-change mutants of them, the bundled samples, and the study game
``allfives generate -n 2 -p greedy --seed 11``), runs the command line on them in a process
of its own (``validate`` in text and JSON, of the text and the JSON Lines forms,
``summary --totals``, ``annotate``, and a few self-played games of the ``analyst`` against
``greedy`` and ``rollout:40``), and keeps each output with its exit code. ``compare`` says,
file by file, what is the same and shows the first lines that differ.

    python bench/drift.py record before/                  # on the code before the change
    python bench/drift.py record after/ --inputs before/  # the same inputs, on the code after
    python bench/drift.py compare before/ after/          # exit 0: nothing drifted

``record`` runs the ``allfives_notation`` this interpreter imports: to record another
checkout, run its interpreter (``../old/.venv/bin/python bench/drift.py record old/``).
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: The inputs the command line makes: the study game, and the JSON Lines forms of the text files.
MAKING = (
    ("study.afn", ("generate", "-n", "2", "-p", "greedy", "--seed", "11", "-o", "inputs/study.afn")),
    ("played.jsonl", ("convert", "inputs/played.afn", "--to", "jsonl", "-o", "inputs/played.jsonl")),
    ("mutants.jsonl", ("convert", "inputs/mutants.afn", "--to", "jsonl", "-o", "inputs/mutants.jsonl")),
)
#: The games the analyst plays against each opponent: (opponent, seed).
MATCHES = (("greedy", 1), ("greedy", 2), ("rollout:40", 1))


def make_inputs(out: Path, games: int, seed: int, sites: int) -> None:
    """The fixed inputs in ``out/inputs``: every game at every level, its mutants, the samples, the study."""
    from allfives_notation.notation import write_game
    from allfives_notation.testing.games import corpus
    from allfives_notation.testing.measuring import make_change, places_to_change
    from allfives_notation.testing.records import LEVELS, record_at, truth_of

    folder = out / "inputs"
    shutil.rmtree(folder, ignore_errors=True)  # nothing of an earlier recording is kept
    folder.mkdir(parents=True)
    played, mutants = [], []
    for spec in corpus(games, seed):
        game = spec.game()
        truth = truth_of(game)
        for level in LEVELS:
            played.append(write_game(record_at(game, level, 0, implied_arms=True)))
        for kind, _, level, site in places_to_change(truth, spec, sites):
            made = make_change(spec, game, truth, kind, level, site)
            if made is not None:
                mutants.append(made[3])
    (folder / "played.afn").write_text("\n".join(played), encoding="utf-8")
    (folder / "mutants.afn").write_text("\n".join(mutants), encoding="utf-8")
    samples = ROOT / "samples"
    for path in sorted(samples.rglob("*")):
        if path.is_file() and path.suffix in (".afn", ".json", ".jsonl"):
            target = folder / "samples" / path.relative_to(samples)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
    for name, args in MAKING:  # exit 1: a record in it is invalid; 2 and up: not made
        if cli(out, f"make~{name}", *args, kept="inputs/made") >= 2:
            sys.exit(f"drift: inputs/{name} could not be made: see inputs/made/make~{name}.err")


def cli(root: Path, name: str, *args: str, kept: str = "runs") -> int:
    """Run ``allfives ARGS`` in ``root``, in a process of its own; keep its output, errors and exit code."""
    done = subprocess.run(
        [sys.executable, "-m", "allfives_notation", *args],
        capture_output=True,
        cwd=root,
        env={**os.environ, "COLUMNS": "100", "NO_COLOR": "1", "LC_ALL": "C.UTF-8"},
        check=False,
    )
    runs = root / kept
    runs.mkdir(exist_ok=True)
    (runs / f"{name}.out").write_bytes(done.stdout)
    (runs / f"{name}.err").write_bytes(done.stderr)
    (runs / f"{name}.code").write_text(f"{done.returncode}\n")
    return done.returncode


def record(out: Path, inputs: Path | None, games: int, seed: int, sites: int) -> None:
    """Make (or copy) the inputs, then keep what every command says of them."""
    if out.exists():
        shutil.rmtree(out / "runs", ignore_errors=True)
    out.mkdir(parents=True, exist_ok=True)
    there = out / "inputs"
    if inputs is not None:
        if there.exists():
            shutil.rmtree(there)
        shutil.copytree(inputs / "inputs", there)
    else:
        make_inputs(out, games, seed, sites)
    files = sorted(p for p in there.rglob("*") if p.is_file() and p.suffix in (".afn", ".json", ".jsonl"))
    for path in files:
        name = str(path.relative_to(out))
        for form in ("text", "json"):
            cli(
                out,
                f"validate~{form}~{name.replace('/', '~')}",
                "validate",
                name,
                "--format",
                form,
                "-j",
                "1",
            )
    for name in ("played.afn", "mutants.afn", "played.jsonl"):
        cli(out, f"summary~{name}", "summary", "--totals", f"inputs/{name}")
    cli(out, "annotate~study", "annotate", "inputs/study.afn", "--seed", "0", "-o", "-")
    for opponent, seed in MATCHES:
        player = ["-p", "analyst", "-p", opponent]
        cli(
            out,
            f"play~analyst-{opponent}~{seed}",
            "generate",
            "-n",
            "2",
            *player,
            "--seed",
            str(seed),
            "-f",
            "text",
        )
    manifest = {
        str(p.relative_to(out)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(out.rglob("*"))
        if p.is_file() and p.name != "manifest.json"
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"{len(manifest):,} files recorded in {out}")


def compare(before: Path, after: Path, most: int) -> int:
    """Print each file that differs, with its first lines of difference; 0: none, 1: some, 2: no recording."""
    for folder in (before, after):
        if not (folder / "manifest.json").is_file():
            print(f"drift: {folder} holds no recording (no manifest.json): make one with 'record'")
            return 2
    a = json.loads((before / "manifest.json").read_text())
    b = json.loads((after / "manifest.json").read_text())
    drifted = 0
    for name in sorted(set(a) | set(b)):
        if a.get(name) == b.get(name):
            continue
        drifted += 1
        if name not in a or name not in b:
            print(f"{name}: only in {after if name in b else before}")
            continue
        old = (before / name).read_text(encoding="utf-8", errors="replace").splitlines()
        new = (after / name).read_text(encoding="utf-8", errors="replace").splitlines()
        lines = list(difflib.unified_diff(old, new, str(before / name), str(after / name), lineterm="", n=1))
        print("\n".join(lines[:most]))
        if len(lines) > most:
            print(f"... {len(lines) - most:,} more lines of difference")
    print(f"{len(set(a) | set(b)):,} files, {drifted:,} differ" + ("" if drifted else ": nothing drifted"))
    return 1 if drifted else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="command", required=True)
    making = sub.add_parser("record", help="keep what the tool says of the fixed inputs")
    making.add_argument("out", type=Path)
    making.add_argument("--inputs", type=Path, help="take the inputs of this earlier recording")
    making.add_argument("--games", type=int, default=24, help="self-played games (default 24)")
    making.add_argument("--seed", type=int, default=1, help="picks the games (default 1)")
    making.add_argument("--sites", type=int, default=1, help="places changed per game and kind (default 1)")
    checking = sub.add_parser("compare", help="what differs between two recordings")
    checking.add_argument("before", type=Path)
    checking.add_argument("after", type=Path)
    checking.add_argument("--most", type=int, default=40, help="lines of difference shown a file")
    args = parser.parse_args()
    if args.command == "record":
        record(args.out.resolve(), args.inputs, args.games, args.seed, args.sites)
    else:
        sys.exit(compare(args.before, args.after, args.most))


if __name__ == "__main__":
    main()
