"""Games the engine plays for the checks: every seating and variant family, each game played once.

Nothing here needs hypothesis: bench/ and the fuzz inputs play these games too.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
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
#: Muggins (R23) at its named rule set, and muggins=on under the default count and Fives and Threes.
MUGGINS_FAMILIES: tuple[tuple[tuple[str, str], ...], ...] = (
    (("preset", "muggins"),),
    (("muggins", "on"), ("target", "100")),
    (("preset", "fives-and-threes"), ("muggins", "on")),
)
#: Five Up (R25, every double a spinner): its named rule set, and spinner=every under the default count.
FIVE_UP_FAMILIES: tuple[tuple[tuple[str, str], ...], ...] = (
    (("preset", "fiveup"),),
    (("spinner", "every"),),
    (("spinner", "every"), ("target", "100")),
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
    """One self-played game; ``play_game`` is deterministic, so the same draw is played once.

    A ``preset`` among the variants names the rule set they are added to (``fives-and-threes``).
    """
    declared = dict(variants)
    preset = declared.pop("preset", "allfives")
    table = Table(players, partnerships, RuleSet.from_variants(declared, preset))
    return play_game(table, seed, kinds, max_hands=MAX_HANDS)


#: Seatings and rule variants the games are played under: (label, players, partnerships, variants).
TABLES: tuple[tuple[str, int, bool, tuple[tuple[str, str], ...]], ...] = (
    ("2p", 2, False, (("target", "150"),)),
    ("2p win-check=hand-end", 2, False, (("win-check", "hand-end"), ("target", "150"))),
    ("2p hand-size=5", 2, False, (("hand-size", "5"), ("target", "100"))),
    ("3p", 3, False, (("target", "100"),)),
    ("3p hand-end=award", 3, False, (("hand-end", "award"), ("target", "150"))),
    ("3p first-lead=highest-double", 3, False, (("first-lead", "highest-double"), ("target", "100"))),
    ("4p spinner=none", 4, False, (("spinner", "none"), ("target", "100"))),
    ("4p boneyard-reserve=1", 4, False, (("boneyard-reserve", "1"), ("target", "100"))),
    ("4p partners", 4, True, ()),
    ("4p partners spinner=open", 4, True, (("spinner", "open"), ("target", "150"))),
    ("4p partners boneyard-reserve=2", 4, True, (("boneyard-reserve", "2"), ("target", "150"))),
    ("4p partners award blocked=difference", 4, True, (("hand-end", "award"), ("blocked", "difference"))),
    (
        "2p hand-size=7-5 first-lead=highest-double",
        2,
        False,
        (("hand-size", "7-5"), ("first-lead", "highest-double")),
    ),
)


#: The house rules of other rule books (R20-R24), at every seating: ``--rule-sets house``.
HOUSE_TABLES: tuple[tuple[str, int, bool, tuple[tuple[str, str], ...]], ...] = (
    ("2p fives-and-threes", 2, False, (("preset", "fives-and-threes"),)),
    ("3p count=fifths award", 3, False, (("count", "fifths"), ("hand-end", "award"))),
    ("4p partners fives-and-threes", 4, True, (("preset", "fives-and-threes"), ("target", "31"))),
    ("2p first-lead=lowest-tile", 2, False, (("first-lead", "lowest-tile"), ("target", "100"))),
    (
        "3p highest-double no-double=redeal",
        3,
        False,
        (("first-lead", "highest-double"), ("no-double", "redeal"), ("target", "100")),
    ),
    ("4p count=fifths deduct", 4, False, (("count", "fifths"), ("target", "31"))),
    ("2p target=exact award", 2, False, (("target", "exact"), ("hand-end", "award"))),
    ("3p count=fives-and-threes deduct", 3, False, (("count", "fives-and-threes"), ("hand-end", "deduct"))),
    ("4p partners hand-end=last-tile", 4, True, (("hand-end", "last-tile"), ("target", "100"))),
    ("2p muggins", 2, False, (("preset", "muggins"),)),
    ("3p muggins=on deduct", 3, False, (("muggins", "on"), ("target", "100"))),
    ("4p partners muggins", 4, True, (("preset", "muggins"),)),
    ("3p muggins target=exact", 3, False, (("preset", "muggins"), ("target", "exact"))),
    ("4p partners fiveup", 4, True, (("preset", "fiveup"),)),
    ("2p spinner=every", 2, False, (("spinner", "every"), ("target", "100"))),
)
#: The player who slips at a table under muggins=on (R23), beside greedy ones who never do: so
#: that claims are missed or struck, and calls made and let go.
MUGGINS_PLAYER = "careless:25"


def muggins_on(variants: tuple[tuple[str, str], ...]) -> bool:
    """Whether a table's variants play muggins=on (R23), by the named rule set or the variant."""
    declared = dict(variants)
    return declared.get("muggins") == "on" or declared.get("preset") == "muggins"


@dataclass(frozen=True)
class GameSpec:
    """One self-played game of the corpus: its table, its seed and its players."""

    index: int
    label: str
    players: int
    partnerships: bool
    variants: tuple[tuple[str, str], ...]
    seed: int
    kinds: tuple[str, ...]

    def game(self) -> PlayedGame:
        """The game, self-played (once: ``played`` keeps it)."""
        return played(self.players, self.partnerships, self.variants, self.seed, self.kinds)

    def __str__(self) -> str:
        variants = " ".join(f"{k}={v}" for k, v in self.variants) or "default rules"
        partners = ", partners" if self.partnerships else ""
        return (
            f"game #{self.index}: {self.players} players{partners}, {variants}, seed {self.seed},"
            f" players {'/'.join(self.kinds)}"
        )


def corpus(
    games: int, seed: int, tables: tuple[tuple[str, int, bool, tuple[tuple[str, str], ...]], ...] = TABLES
) -> list[GameSpec]:
    """``games`` games, the tables in turn, each with its own deal seed and player kinds.

    Under muggins (R23) the players are careless or greedy, so that claims are missed and calls made.
    """
    out = []
    for i in range(games):
        label, players, partnerships, variants = tables[i % len(tables)]
        rng = random.Random(f"{seed}/{i}")
        choices = ("greedy", MUGGINS_PLAYER) if muggins_on(variants) else ("greedy", "random")
        kinds = tuple(rng.choice(choices) for _ in range(players))
        out.append(GameSpec(i, label, players, partnerships, variants, rng.randrange(2**32), kinds))
    return out
