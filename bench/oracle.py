"""Benchmark: what seeing the tiles is worth; ``oracle`` and ``seer`` players for bench/strength.py's matches.

Both cheat: they are here only to bound what the ``analyst`` could reach
(``allfives_notation.testing.seers`` says how each plays).

Every other argument is bench/strength.py's:

    python bench/oracle.py --a oracle --b greedy --games 20
    python bench/oracle.py --a seer --b greedy --games 1000 --jobs 2
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package first

import strength  # bench/strength.py, beside this file

from allfives_notation.testing.seers import MAKERS

if __name__ == "__main__":
    strength.main(MAKERS)
