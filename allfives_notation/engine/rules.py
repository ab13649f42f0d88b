"""Rule sets (RULES.md defaults and named variants) and the table they are played at.

Why it is long (about 630 lines): this is the one place the kernel, the validator and the
search ask what a rule says (what a count scores, what a hand's end scores, when the game is
won, who leads), for every rule book (R1-R25); a house rule is a new answer here, so the
answers are kept together rather than spread over the rooms that ask.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from difflib import get_close_matches
from enum import StrEnum
from functools import cache
from typing import Final, NamedTuple

from allfives_notation.engine.moves import HandOutcome
from allfives_notation.engine.tiles import DOUBLES, TILE_COUNT, Tile
from allfives_notation.errors import RulesError

PRESET: Final = "allfives"

#: An upper bound on the open-ends count a layout can show (R16): five ends of twelve.
MOST_COUNT: Final = 60
#: The same bound under ``spinner=every`` (R25), where each end belongs to another tile: all the set's pips.
MOST_COUNT_EVERY: Final = 168


def fives(count: int) -> int:
    """What an open-ends count scores (R15): the count itself when a positive multiple of five, else 0."""
    return count if count > 0 and count % 5 == 0 else 0


def fifths(count: int) -> int:
    """What an open-ends count scores under ``count=fifths`` (R20): one point per five, exactly."""
    return count // 5 if count > 0 and count % 5 == 0 else 0


def fives_and_threes(count: int) -> int:
    """What a count scores under ``count=fives-and-threes`` (R20): a point per 5 and per 3 in it."""
    if count <= 0:
        return 0
    return (count // 5 if count % 5 == 0 else 0) + (count // 3 if count % 3 == 0 else 0)


def is_target(value: int) -> bool:
    """Whether ``value`` may be the target of a game counted in points (R18): a positive multiple of five."""
    return value > 0 and value % 5 == 0


#: What each count from 0 to :data:`MOST_COUNT` scores under R15, the table the layout reads.
FIVES: Final[tuple[int, ...]] = tuple(fives(count) for count in range(MOST_COUNT + 1))


class Count(StrEnum):
    """What a placement's open-ends count scores, and the unit every score is written in (R15, R20)."""

    FIVES = "fives"  # the count itself, when a multiple of five (R15)
    FIFTHS = "fifths"  # one point per five (R20)
    FIVES_AND_THREES = "fives-and-threes"  # a point per 5 and per 3 that go into it exactly (R20)


class HandSize(StrEnum):
    """How many tiles each player draws (R3), when not a plain number."""

    STANDARD = "standard"  # 9 with 2 players, 7 with 3, 5 with 4
    SEVEN_FIVE = "7-5"  # 7 with 2 players, 5 with 3 or 4


class Spinner(StrEnum):
    """How the first double behaves (R14), and whether later doubles spin too (R25)."""

    STANDARD = "standard"  # perpendicular arms open once both line sides are taken
    OPEN = "open"  # perpendicular arms open as soon as the spinner is placed
    NONE = "none"  # no spinner: a single line
    EVERY = "every"  # every double spins, each as the standard spinner does (R25, Five Up)


class HandEndRule(StrEnum):
    """What happens to the pips left in hands when a hand ends (R17)."""

    DEDUCT = "deduct"  # each player loses their own rounded pips
    AWARD = "award"  # the side that went out (or is lightest) scores the others' pips
    LAST_TILE = "last-tile"  # the side that went out scores one point; pips count nothing (R21)


class Blocked(StrEnum):
    """Who scores what in a blocked hand under ``hand-end=award`` (R17)."""

    LOWEST = "lowest"  # the lightest side scores the others' pips
    DIFFERENCE = "difference"  # the lightest side scores the others' pips minus its own


class WinCheck(StrEnum):
    """When the target is checked (R19)."""

    IMMEDIATE = "immediate"  # the moment a score reaches it
    HAND_END = "hand-end"  # only after the end-of-hand scoring


class FirstLead(StrEnum):
    """Who leads the first hand and after a blocked hand (R5, R6)."""

    RANDOM = "random"
    HIGHEST_DOUBLE = "highest-double"
    LOWEST_TILE = "lowest-tile"  # R24


class Muggins(StrEnum):
    """Whether points are scored only when claimed, and a missed claim may be called (R23)."""

    OFF = "off"  # a claim that differs from the count is a mistake in the record (R15)
    ON = "on"  # a placement scores what its player claims; an opponent may call "muggins" (R23)


class NoDouble(StrEnum):
    """What happens when the highest double must lead and nobody holds one (R6, R24)."""

    HEAVIEST = "heaviest"  # the heaviest tile leads (R6)
    REDEAL = "redeal"  # the tiles are dealt again until someone holds a double (R24)


def _hand_size(text: str) -> HandSize | int:
    if text.isdigit():
        return int(text)
    return HandSize(text)


def _target(text: str) -> int | None:
    return None if text == "standard" else int(text)


#: The value of ``target`` that asks a side to reach the target exactly (R22).
EXACT: Final = "exact"


#: The variant names of RULES.md, the RuleSet field each sets, and how its value is read.
VARIANTS: Final[dict[str, tuple[str, object]]] = {
    "hand-size": ("hand_size", _hand_size),
    "spinner": ("spinner", Spinner),
    "hand-end": ("hand_end", HandEndRule),
    "blocked": ("blocked", Blocked),
    "win-check": ("win_check", WinCheck),
    "first-lead": ("first_lead", FirstLead),
    "boneyard-reserve": ("boneyard_reserve", int),
    "target": ("target", _target),
    "count": ("count", Count),
    "no-double": ("no_double", NoDouble),
    "muggins": ("muggins", Muggins),
}

#: The named rule sets of RULES.md that this version plays, each as the variants it sets.
PRESETS: Final[dict[str, dict[str, str]]] = {
    PRESET: {},
    "muggins": {
        "spinner": "none",
        "hand-end": "award",
        "count": "fifths",
        "muggins": "on",
    },
    "fives-and-threes": {
        "count": "fives-and-threes",
        "hand-end": "last-tile",
        "target": EXACT,
        "spinner": "none",
        "hand-size": "7-5",
    },
    "fiveup": {"spinner": "every", "hand-end": "award", "count": "fifths"},
}

#: Named rule sets that RULES.md says are played at one table only: players, and whether in partnerships.
PRESET_TABLES: Final[dict[str, tuple[int, bool]]] = {"fiveup": (4, True)}

#: Named rule sets of RULES.md that need a variant this version does not yet play, and which (none now).
PRESETS_TO_COME: Final[dict[str, str]] = {}

_CHOICES: Final[dict[str, str]] = {
    "hand-size": "standard, 7-5 or a number of tiles from 1 to 9",
    "spinner": "standard, open, none or every",
    "hand-end": "deduct, award or last-tile",
    "blocked": "lowest or difference",
    "win-check": "immediate or hand-end",
    "first-lead": "random, highest-double or lowest-tile",
    "boneyard-reserve": "0, 1 or 2",
    "target": "standard, exact or a positive multiple of five, such as 150",
    "count": "fives, fifths or fives-and-threes",
    "no-double": "heaviest or redeal",
    "muggins": "off or on",
}


def read_variant(name: str, text: str) -> tuple[str, object]:
    """Read one variant as RULES.md writes it (``spinner``, ``open``): the RuleSet field and its value."""
    if name not in VARIANTS:
        close = get_close_matches(name, list(VARIANTS), n=1)
        hint = f" did you mean {close[0]!r}?" if close else ""
        raise RulesError(f"unknown variant {name!r};{hint} the variants are {', '.join(VARIANTS)}")
    attribute, read = VARIANTS[name]
    if name == "target" and text == EXACT:
        return "exact_target", True
    try:
        value = read(text)  # type: ignore[operator]
    except ValueError:
        raise RulesError(f"{name}={text} is not a known setting; expected {_CHOICES[name]}") from None
    _check_setting(name, value)
    return attribute, value


def _check_setting(name: str, value: object) -> None:
    """Refuse a value outside what RULES.md allows for one variant (combinations are checked apart)."""
    if (
        name == "hand-size"
        and isinstance(value, int)
        and not isinstance(value, HandSize)
        and not 1 <= value <= 9
    ):
        raise RulesError(f"hand-size={value}: a hand holds 1 to 9 tiles", rule="R3")
    if name == "boneyard-reserve" and value not in (0, 1, 2):
        raise RulesError(f"boneyard-reserve={value}: only 0, 1 or 2 tiles may be kept back", rule="R10")
    if name == "target" and isinstance(value, int) and value <= 0:
        raise RulesError(f"target={value}: the target must be a positive multiple of five", rule="R18")


@dataclass(frozen=True, slots=True)
class RuleSet:
    """The rules a game is played under: a named rule set (RULES.md's defaults by default) plus variants."""

    hand_size: HandSize | int = HandSize.STANDARD
    spinner: Spinner = Spinner.STANDARD
    hand_end: HandEndRule = HandEndRule.DEDUCT
    blocked: Blocked = Blocked.LOWEST
    win_check: WinCheck = WinCheck.IMMEDIATE
    first_lead: FirstLead = FirstLead.RANDOM
    boneyard_reserve: int = 0
    target: int | None = None  # None: the table's default (R18, R20)
    count: Count = Count.FIVES
    no_double: NoDouble = NoDouble.HEAVIEST
    muggins: Muggins = Muggins.OFF
    exact_target: bool = False  # target=exact (R22)
    #: The named rule set the declaration starts from; it names the rules, it does not change them.
    preset: str = field(default=PRESET, compare=False)

    def __post_init__(self) -> None:
        # Each setting may be given as its enum, its RULES.md text or a number: keep the enum.
        for name, (attribute, _) in VARIANTS.items():
            value = getattr(self, attribute)
            if value is None and attribute == "target":
                continue
            if isinstance(value, bool) or not isinstance(value, str | int):
                raise RulesError(f"{name}={value!r} is not a known setting; expected {_CHOICES[name]}")
            object.__setattr__(self, attribute, read_variant(name, str(value))[1])
        if not isinstance(self.exact_target, bool):
            raise RulesError(f"exact_target={self.exact_target!r}: say True or False", rule="R22")
        if self.preset not in PRESETS:
            raise RulesError(unknown_preset(self.preset))
        if not self.exact_target and PRESETS[self.preset].get("target") == EXACT:
            raise RulesError(
                f"the rule set {self.preset!r} is played to the target exactly; to play past it,"
                f" start from {PRESET!r} and name the variants",
                rule="R22",
            )
        if self.blocked is Blocked.DIFFERENCE and self.hand_end is not HandEndRule.AWARD:
            raise RulesError(
                "blocked=difference only goes with hand-end=award: under the default"
                " deductions nobody scores a blocked hand",
                rule="R17",
            )
        if self.no_double is NoDouble.REDEAL and self.first_lead is not FirstLead.HIGHEST_DOUBLE:
            raise RulesError(
                "no-double=redeal only goes with first-lead=highest-double: the deal is thrown in"
                " when nobody holds the double that must lead",
                rule="R24",
            )
        if self.target is not None and not self.allows_target(self.target):
            raise RulesError(f"target={self.target}: {self.target_wanted()}", rule="R18")

    @classmethod
    def from_variants(cls, variants: Mapping[str, str], preset: str = PRESET) -> RuleSet:
        """Build a rule set from a named rule set and variant names and values as RULES.md writes them.

        Under ``count=fives-and-threes`` the hand's end is ``last-tile`` unless set otherwise (R20).
        """
        if preset not in PRESETS:
            raise RulesError(unknown_preset(preset))
        # Field by field, so a target's number keeps the named set's target=exact (R22).
        fields = dict(read_variant(name, text) for name, text in PRESETS[preset].items())
        fields.update(read_variant(name, text) for name, text in variants.items())
        if fields.get("count") == Count.FIVES_AND_THREES and "hand_end" not in fields:
            fields["hand_end"] = HandEndRule.LAST_TILE
        return cls(**fields, preset=preset)  # type: ignore[arg-type]

    def variants(self) -> dict[str, str]:
        """The settings that differ from the named rule set's, by variant name, in RULES.md order.

        ``target`` is ``exact`` where the target must be reached exactly and the named rule set
        does not say so; the number of such a target is :attr:`target` (the notation writes it
        apart, in the Target tag). Under a named set played to its target exactly, ``target`` is
        the number, as under any other.
        """
        default = _defaults(self.preset, self.count)
        out: dict[str, str] = {}
        for name, (attribute, _) in VARIANTS.items():
            value = getattr(self, attribute)
            if value != getattr(default, attribute):
                out[name] = str(value)
        if self.exact_target and not default.exact_target:
            out["target"] = EXACT
        return out

    def departures(self) -> dict[str, str]:
        """How these rules depart from RULES.md's defaults (R1-R19), by variant name, whatever their name.

        A target's number is left out (every number is a target the table answers for);
        ``target`` is ``exact`` where it must be reached exactly (R22).
        """
        default = RuleSet()
        out = {
            name: str(getattr(self, attribute))
            for name, (attribute, _) in VARIANTS.items()
            if name != "target" and getattr(self, attribute) != getattr(default, attribute)
        }
        if self.exact_target:
            out["target"] = EXACT
        return out

    def with_variant(self, name: str, value: str) -> RuleSet:
        """A copy of these rules with one more variant set (a target's number keeps ``target=exact``)."""
        if name == "target" and value != EXACT:
            return replace(self, target=read_variant(name, value)[1])  # type: ignore[arg-type]
        rules = RuleSet.from_variants({**self.variants(), name: value}, self.preset)
        if rules.target is None and self.target is not None:
            rules = replace(rules, target=self.target)
        return rules

    def __str__(self) -> str:
        variants = self.variants()
        words = [self.preset, *(f"{k}={v}" for k, v in variants.items())]
        if variants.get("target") == EXACT and self.target is not None:
            words.append(f"target={self.target}")  # the number beside target=exact (R22)
        return " ".join(words)

    @property
    def in_fives(self) -> bool:
        """Whether scores are counted in points, multiples of five (R15), not in fifths or the like (R20)."""
        return self.count is Count.FIVES

    def allows_target(self, value: int) -> bool:
        """Whether ``value`` may be the target (R18): a positive multiple of five; in fifths any (R20)."""
        return is_target(value) if self.in_fives else value > 0

    def target_wanted(self) -> str:
        """What a target must be under this count, in words."""
        if self.in_fives:
            return "the target must be a positive multiple of five"
        return f"the target must be a positive whole number (count={self.count})"

    # -- the questions a layout and a hand put to the rules ---------------------------------

    def count_scores(self, count: int) -> int:
        """What a placement scores when it leaves ``count`` as the open-ends count (R15, R20)."""
        if self.count is Count.FIFTHS:
            return fifths(count)
        if self.count is Count.FIVES_AND_THREES:
            return fives_and_threes(count)
        return fives(count)

    def count_table(self) -> tuple[int, ...]:
        """:meth:`count_scores` of every count the layout can show, for the layout to read.

        Up to :data:`MOST_COUNT`, or :data:`MOST_COUNT_EVERY` under ``spinner=every``.
        """
        return _count_table(self)


def unknown_preset(name: str) -> str:
    """Why ``name`` is not a rule set this version plays, with the names it knows."""
    if name in PRESETS_TO_COME:
        return f"the rule set {name!r} needs {PRESETS_TO_COME[name]}, which this version does not play yet"
    known = ", ".join(PRESETS)
    close = get_close_matches(name, [*PRESETS, *PRESETS_TO_COME], n=1)
    hint = f"did you mean {close[0]!r}? " if close else ""
    return f"unknown rule set {name!r}: {hint}the rule sets are {known}"


def unfit_table(rules: RuleSet, players: int, partnerships: bool) -> str:
    """Why a named rule set played at one table only (:data:`PRESET_TABLES`) is not played at this one."""
    wanted, pairs = PRESET_TABLES[rules.preset]
    at = "in partnerships" if pairs else "each for themselves"
    here = "in partnerships" if partnerships else ("each for themselves" if players == 4 else "")
    found = f"{players} players {here}".strip()
    variants = " ".join(f"{name}={value}" for name, value in rules.departures().items())
    return (
        f"the rule set {rules.preset!r} is played by {wanted} players {at}"
        f"{' (two partnerships of two)' if pairs else ''}, not by {found}; to play its rules at another"
        f" table, start from {PRESET!r} and name them: {PRESET} {variants}"
    )


@cache
def _defaults(preset: str, count: Count) -> RuleSet:
    """What a named rule set sets when nothing is added, its hand's end following the count (R20)."""
    given = dict(PRESETS[preset])
    if count is Count.FIVES_AND_THREES and "hand-end" not in given:
        given["hand-end"] = HandEndRule.LAST_TILE
    fields = dict(read_variant(name, text) for name, text in given.items())
    return RuleSet(**fields)  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class Table:
    """The players at the table and the rules they play: everything a hand needs to know."""

    players: int
    partnerships: bool = False
    rules: RuleSet = field(default_factory=RuleSet)
    #: Tiles dealt to each player (R3), worked out from the rules and the number of players.
    hand_size: int = field(init=False, repr=False, compare=False)
    #: The score that wins the game (R18).
    target: int = field(init=False, repr=False, compare=False)
    #: ``seat_sides[seat]``: the side whose score a seat plays for (R2).
    seat_sides: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: ``next_seat[seat]``: who moves after a seat, clockwise (R7).
    next_seat: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: ``side_seats[side]``: the seats that share a side's score (R2).
    side_seats: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or self.players not in (2, 3, 4):
            raise RulesError(f"All Fives is for 2, 3 or 4 players, not {self.players}", rule="R2")
        if self.partnerships and self.players != 4:
            raise RulesError(
                f"partnerships need four players (seats 1+3 against 2+4), not {self.players}",
                rule="R2",
            )
        seating = PRESET_TABLES.get(self.rules.preset)
        if seating is not None and seating != (self.players, self.partnerships):
            raise RulesError(unfit_table(self.rules, self.players, self.partnerships), rule="R2")
        size = self.rules.hand_size
        if size is HandSize.STANDARD:
            size = {2: 9, 3: 7, 4: 5}[self.players]
        elif size is HandSize.SEVEN_FIVE:
            size = 7 if self.players == 2 else 5
        object.__setattr__(self, "hand_size", int(size))
        target = self.rules.target
        if target is None:
            target = (250 if self.players == 2 else 200) if self.rules.in_fives else 61
        object.__setattr__(self, "target", target)
        seats = range(self.players)
        object.__setattr__(self, "seat_sides", tuple(s % 2 if self.partnerships else s for s in seats))
        object.__setattr__(self, "next_seat", tuple((s + 1) % self.players for s in seats))
        shared = tuple(tuple(s for s in seats if self.seat_sides[s] == side) for side in range(self.sides))
        object.__setattr__(self, "side_seats", shared)
        dealt = self.hand_size * self.players
        if dealt > TILE_COUNT:
            raise RulesError(
                f"{self.players} hands of {self.hand_size} tiles need {dealt} tiles,"
                f" but the double-six set has only {TILE_COUNT}",
                rule="R3",
            )
        reserve = self.rules.boneyard_reserve
        if dealt + reserve > TILE_COUNT:
            raise RulesError(
                f"boneyard-reserve={reserve} keeps back {reserve} boneyard tiles, but"
                f" {self.players} hands of {self.hand_size} leave only {TILE_COUNT - dealt}",
                rule="R10",
            )

    @property
    def sides(self) -> int:
        """How many scores are kept: one per player, or one per partnership (R2)."""
        return 2 if self.partnerships else self.players

    def side_of(self, seat: int) -> int:
        """The score a seat plays for (seats count from 0; partners 0+2 and 1+3)."""
        return self.seat_sides[seat]

    def seats_of(self, side: int) -> tuple[int, ...]:
        """The seats that share a side's score."""
        return self.side_seats[side]

    # -- the questions a hand puts to the rules: who leads, what may be drawn, when the game is won --

    def lead_is_forced(self, hand_number: int, after_block: bool) -> bool:
        """Whether the rules name the tile that leads this hand (R6): the first hand, or one after a block.

        Otherwise the seat that went out last hand leads, or (the first hand) a seat chosen at random (R5).
        """
        return self.rules.first_lead is not FirstLead.RANDOM and (hand_number == 1 or after_block)

    def required_lead(self, hands: Sequence[Sequence[Tile]]) -> tuple[int, Tile]:
        """The seat and tile that must lead a hand dealt ``hands`` where the lead is forced (R6, R24).

        Under ``first-lead=highest-double`` the highest double dealt; with no double dealt, the
        heaviest tile by pip total, then by its higher half (6-3 before 5-4), or under
        ``no-double=redeal`` no tile at all: the deal is thrown in (:meth:`thrown_in`). Under
        ``first-lead=lowest-tile`` the lightest tile, by pip total, then the one whose higher
        half is lower, as RULES.md's examples order them (0-0 before 0-1, 1-2 before 0-3).
        """
        holder = {tile: seat for seat, tiles in enumerate(hands) for tile in tiles}
        if self.rules.first_lead is FirstLead.LOWEST_TILE:
            lightest = min(holder, key=lambda t: (t.pips, t.high))
            return holder[lightest], lightest
        for double in reversed(DOUBLES):
            if double in holder:
                return holder[double], double
        if self.rules.no_double is NoDouble.REDEAL:
            raise RulesError(
                "nobody holds a double: under no-double=redeal this deal is thrown in and the tiles"
                " dealt again",
                rule="R24",
            )
        heaviest = max(holder, key=lambda t: (t.pips, t.high))
        return holder[heaviest], heaviest

    def thrown_in(self, hands: Sequence[Sequence[Tile]]) -> bool:
        """Whether a deal whose lead is forced is thrown in and dealt again: nobody holds a double (R24)."""
        return self.rules.no_double is NoDouble.REDEAL and not any(
            tile.is_double for tiles in hands for tile in tiles
        )

    def drawable(self, boneyard: int) -> int:
        """How many tiles of a boneyard of ``boneyard`` may be drawn: all but the reserve (R10)."""
        return max(0, boneyard - self.rules.boneyard_reserve)

    def scored(self, score: int, points: int) -> int:
        """What ``points`` won by a side at ``score`` come to: all, or none past an exact target (R22)."""
        if self.rules.exact_target and score + points > self.target:
            return 0
        return points

    @property
    def wins_at_once(self) -> bool:
        """Whether a placement that brings its side to the target wins the game then and there (R19)."""
        return self.rules.win_check is WinCheck.IMMEDIATE or self.rules.exact_target  # R22 ends it at once

    # -- the questions the end of a hand puts to the rules (R17-R19) ---------------------------

    def hand_end(self, outcome: HandOutcome, seat: int | None, pips: Sequence[int]) -> HandScores:
        """What each seat loses and each side wins when a hand ends this way (R17, R21); ``pips`` per seat.

        Under ``hand-end=deduct`` each seat loses its own pips, rounded; under ``award`` see
        :meth:`awards`; under ``last-tile`` the side that went out scores one point. A hand
        ended by reaching the target scores nothing more (R19). The points a side wins are
        before :meth:`scored` (an exact target, R22).
        """
        lost = [0] * self.players
        won = (0,) * self.sides
        if outcome is not HandOutcome.TARGET:
            if self.rules.hand_end is HandEndRule.DEDUCT:
                lost = [self.rounded(count) for count in pips]
            else:
                won = self.awards(outcome, seat, pips)
        return HandScores(tuple(lost), won)

    def rounded(self, pips: int) -> int:
        """What ``pips`` left in a hand count for when it ends (R17): the nearest five; 1-2 is 0, 3-7 is 5.

        Counted in fifths (R20), that amount divided by five: pips 13 count 3.
        """
        if self.rules.in_fives:
            return (pips + 2) // 5 * 5
        return (pips + 2) // 5

    def is_rounded(self, points: int) -> bool:
        """Whether ``points`` can be what pips come to at a hand's end (R17): a multiple of five, in fives."""
        return points % 5 == 0 if self.rules.in_fives else points >= 0

    def awards(self, outcome: HandOutcome, seat: int | None, pips: Sequence[int]) -> tuple[int, ...]:
        """Points each side wins at a hand's end under ``hand-end=award`` (R17) or ``last-tile`` (R21).

        Under ``last-tile`` the side that went out scores one point, and nothing else scores.

        The side that went out, or after a block the side lightest alone, scores the others'
        pips (or, with ``blocked=difference``, their excess over its own), rounded once.
        """
        awards = [0] * self.sides
        if outcome is HandOutcome.TARGET:
            return tuple(awards)
        if self.rules.hand_end is HandEndRule.LAST_TILE:
            if outcome is HandOutcome.OUT:
                assert seat is not None
                awards[self.seat_sides[seat]] = 1  # a point for the go (R21)
            return tuple(awards)
        side_of = self.seat_sides
        side_pips = [0] * self.sides
        for s, count in enumerate(pips):
            side_pips[side_of[s]] += count
        if outcome is HandOutcome.OUT:
            assert seat is not None
            winner = side_of[seat]
        else:
            lightest = min(side_pips)
            if side_pips.count(lightest) > 1:
                return tuple(awards)
            winner = side_pips.index(lightest)
        others = [count for side, count in enumerate(side_pips) if side != winner]
        if outcome is HandOutcome.BLOCKED and self.rules.blocked is Blocked.DIFFERENCE:
            awards[winner] = self.rounded(sum(count - side_pips[winner] for count in others))
        else:
            awards[winner] = self.rounded(sum(others))
        return tuple(awards)

    def winner(self, outcome: HandOutcome, seat: int | None, scores: Sequence[int]) -> int | None:
        """The side that has won once a hand ends this way with these scores, or None (R18, R19).

        A placement reaching the target wins at once; otherwise the highest score at or past
        the target wins, and an exact tie there plays another hand.
        """
        if outcome is HandOutcome.TARGET:
            assert seat is not None
            return self.seat_sides[seat]
        best = max(scores)
        if best < self.target:
            return None
        leaders = [side for side, score in enumerate(scores) if score == best]
        return leaders[0] if len(leaders) == 1 else None


class HandScores(NamedTuple):
    """What the end of a hand scores (R17): what each seat loses, and what each side wins."""

    lost_by_seat: tuple[int, ...]  # each seat's pips, rounded, under hand-end=deduct
    won_by_side: tuple[int, ...]  # under hand-end=award


@cache
def _count_table(rules: RuleSet) -> tuple[int, ...]:
    """:meth:`RuleSet.count_table`, worked out once for each rule set."""
    most = MOST_COUNT_EVERY if rules.spinner is Spinner.EVERY else MOST_COUNT
    return tuple(rules.count_scores(count) for count in range(most + 1))
