"""Benchmark: how fast the validator checks records, alone and with reading, in text and JSON Lines.

The corpus is bench/notation.py's: N seeded greedy games (2, 3 and 4 players,
partnerships), each written down open, as one player saw it and as an onlooker saw it.
Turns per second, median of the runs, for:

- replay only: ``check_game`` over the records already read (every rule and score;
  the hidden-tile matching for player and public records);
- text, read and checked: ``read_games`` then ``check_read`` for every game;
- JSON Lines, read and checked: ``read_json_games`` (schema-checked) then ``check_read``.

    python bench/validate.py [--games 120] [--runs 3]
"""

from __future__ import annotations

from collections.abc import Callable

from notation import median_rate, setting_up

from allfives_notation.check import Form, check_game, check_read
from allfives_notation.notation import read_games, read_json_games


def main() -> None:
    """Build the corpus, time each step, print the figures."""
    records, turns, runs, text, lines = setting_up(__doc__.splitlines()[0])
    assert all(check_game(game).valid for game in records)
    print(f"corpus: {len(records)} records, {turns:,} turns")
    steps: dict[str, Callable[[], object]] = {
        "replay only (check_game)": lambda: [check_game(game) for game in records],
        "text, read and checked": lambda: [check_read(read) for read in read_games(text)],
        "JSON Lines, read (schema-checked) and checked": lambda: [
            check_read(read, form=Form.JSON) for read in read_json_games(lines)
        ],
    }
    for name, work in steps.items():
        print(f"{name}: {median_rate(work, turns, runs):,.0f} turns/s")


if __name__ == "__main__":
    main()
