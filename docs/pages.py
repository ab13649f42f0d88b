"""What the page-making scripts of docs/ share: write the page, or with ``--check`` say if it is current."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path


def write_or_check(
    argv: Sequence[str] | None, *, about: str | None, render: Callable[[], str], output: Path, fix: str
) -> int:
    """Parse ``--check`` and ``--output``; write the rendered page, or exit 1 if it differs from the file."""
    parser = argparse.ArgumentParser(description=about)
    parser.add_argument("--check", action="store_true", help="do not write; exit 1 if the file is stale")
    parser.add_argument(
        "--output", type=Path, default=output, help=f"where to write; {output.name} by default"
    )
    args = parser.parse_args(argv)
    text = render()
    target: Path = args.output
    if args.check:
        current = target.read_text(encoding="utf-8") if target.exists() else None
        if current != text:
            print(f"{target} is stale: {fix}", file=sys.stderr)
            return 1
        print(f"{target} is current")
        return 0
    with target.open("w", encoding="utf-8", newline="\n") as file:
        file.write(text)
    print(f"wrote {target}")
    return 0
