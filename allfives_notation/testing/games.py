"""Games the engine plays for the checks: every seating and variant family, each game played once.

Nothing here needs hypothesis: bench/ and the fuzz inputs play these games too.
"""

from __future__ import annotations

from functools import cache

from allfives_notation.engine import PlayedGame, RuleSet, Table, play_game

SEATINGS = ((2, False), (3, False), (4, False), (4, True))
#: One of each variant family of RULES.md; any of them may also get a declared target.
FAMILIES: tuple[tuple[tuple[str, str], ...], ...] = (
    (),
    (("hand-end", "award"),),
    (("hand-end", "award"), ("blocked", "difference")),
    (("spinner", "open"),),
    (("spinner", "none"),),
    (("hand-size", "5"),),
    (("hand-size", "7-5"),),
    (("win-check", "hand-end"),),
    (("first-lead", "highest-double"),),
    (("boneyard-reserve", "1"),),
    (("boneyard-reserve", "2"),),
)
MAX_HANDS = 12  # self-play stops there, unfinished (result *), which is a record too

#: Seat names the notation allows that look like its words or are far from ASCII.
ODD_NAMES = (
    "Zoë",
    "Łukasz",
    "Ωμέγα",
    "李雷",
    "O'Neil",
    "J.R.",
    "Bot-2",
    "ann_2",
    "N",
    "E",
    "outs",
    "drawsome",
    "handy",
    "scores",
    "blockedX",
    "Target",
)


@cache
def played(
    players: int,
    partnerships: bool,
    variants: tuple[tuple[str, str], ...],
    seed: int,
    kinds: tuple[str, ...],
) -> PlayedGame:
    """One self-played game; ``play_game`` is deterministic, so the same draw is played once."""
    table = Table(players, partnerships, RuleSet.from_variants(dict(variants)))
    return play_game(table, seed, kinds, max_hands=MAX_HANDS)
