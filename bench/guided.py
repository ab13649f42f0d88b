"""Coverage-guided fuzzing of the readers and the validator with atheris (libFuzzer), from the fuzz seeds.

bench/fuzz.py breaks records at random; this lets libFuzzer steer: it keeps each input that
reaches a new branch of ``allfives_notation`` (the package is instrumented as it is
imported) and breaks those further. The first byte of an input picks the file name's
suffix (.afn, .json, .jsonl or none: the content decides, the suffix breaks ties); the rest
is the file's bytes. Each input goes through ``feed``, as in bench/fuzz.py, which raises on
anything but findings: an exception, a broken contract (a diagnostic with no place) or an
input past ``--timeout`` seconds stops the run, and libFuzzer saves the input as
``crash-…`` or ``timeout-…`` under ``--out``. The corpus it grows is kept there too, so a
second run goes on from the first.

    pip install atheris                      # not part of [bench]: wheels exist for CPython 3.11 on Linux
    python bench/guided.py --seconds 600 --out /tmp/allfives-guided
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import atheris

#: The harness that feeds the package, left out of the instrumenting (atheris names modules one by one).
HARNESS = (
    "allfives_notation.testing",
    "allfives_notation.testing.contract",
    "allfives_notation.testing.games",
    "allfives_notation.testing.json_mutators",
    "allfives_notation.testing.mutators",
    "allfives_notation.testing.seed_records",
    "allfives_notation.testing.text_mutators",
)

with atheris.instrument_imports(include=["allfives_notation"], exclude=HARNESS):
    from allfives_notation.testing.contract import feed
    from allfives_notation.testing.mutators import seeds

#: The file name an input is read under, by its first byte.
NAMES = ("fuzz.afn", "fuzz.json", "fuzz.jsonl", "fuzz")
FORMS = {"text": 0, "json": 1, "jsonl": 2}

FOLDER = Path(tempfile.mkdtemp(prefix="allfives-guided-"))


def one_input(data: bytes) -> None:
    """Feed one input; ``feed`` raises on anything but findings, which libFuzzer takes as a crash."""
    if not data:
        return
    feed(data[1:], NAMES[data[0] % len(NAMES)], FOLDER)


def seed_corpus(folder: Path) -> int:
    """Write the fuzz seeds (engine records in every form, and the samples) as the first corpus."""
    folder.mkdir(parents=True, exist_ok=True)
    for number, seed in enumerate(seeds()):
        data = bytes([FORMS[seed.form]]) + seed.text.encode("utf-8")
        (folder / f"seed-{number:04d}").write_bytes(data)
    return len(seeds())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=600, help="how long to run")
    parser.add_argument("--out", type=Path, default=Path("/tmp/allfives-guided"), help="corpus and crashes")
    parser.add_argument("--timeout", type=int, default=60, help="seconds after which an input is a hang")
    parser.add_argument("--rss-mb", type=int, default=2048, help="memory past which the run stops")
    parser.add_argument("--seed", type=int, default=1, help="libFuzzer's random seed")
    args = parser.parse_args()
    corpus = args.out / "corpus"
    if not corpus.exists():
        print(f"{seed_corpus(corpus)} seed records written to {corpus}", flush=True)
    flags = [
        f"-max_total_time={args.seconds}",
        f"-timeout={args.timeout}",
        f"-rss_limit_mb={args.rss_mb}",
        f"-seed={args.seed}",
        f"-artifact_prefix={args.out}/",
        "-max_len=65536",
        "-print_final_stats=1",
    ]
    atheris.Setup([sys.argv[0], *flags, str(corpus)], one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
