"""The record of a game as immutable values: what a scoresheet says, checked by nobody yet.

The text and JSON forms both read into these values and write out of them. Nothing here
replays or judges a game: a record may claim a wrong score or an illegal move, and still
be a record. Seats and sides count from 0, as in the engine.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from allfives_notation.engine.arms import AnyArm
from allfives_notation.engine.rules import PRESET, RuleSet, Table
from allfives_notation.engine.tiles import Tile

FORMAT: Final = "AFN"
VERSION: Final = "1.0"
#: What a record names as its format, in text (``[Format "AFN 1.0"]``) and JSON, unless its rules need 1.1.
FORMAT_NAME: Final = f"{FORMAT} {VERSION}"
#: The version that added the house rules of other rule books (R20-R24) and the named rule sets.
HOUSE_RULES_VERSION: Final = "1.1"
#: The versions this reader knows, oldest first: a minor version reads every record of those before it.
VERSIONS: Final = (VERSION, HOUSE_RULES_VERSION)
#: Each version's name as the Format tag writes it.
FORMAT_NAMES: Final = tuple(f"{FORMAT} {version}" for version in VERSIONS)
_FORMAT_NAME: Final = re.compile(rf"{FORMAT} ([0-9]+)\.([0-9]+)")

#: The settings of RULES.md that AFN 1.0 knows, each with the values it knows (None: all of them).
_AFN_1_0_SETTINGS: Final[dict[str, frozenset[str] | None]] = {
    "hand-size": None,
    "spinner": frozenset(("standard", "open", "none")),
    "hand-end": frozenset(("deduct", "award")),
    "blocked": None,
    "win-check": None,
    "first-lead": frozenset(("random", "highest-double")),
    "boneyard-reserve": None,
}


def newer_rules(rules: RuleSet) -> tuple[str, ...]:
    """What in ``rules`` AFN 1.0 lacks, as a declaration writes it: a rule set's name, ``count=fifths``..."""
    out = [rules.preset] if rules.preset != PRESET else []
    for name, value in rules.departures().items():
        known = _AFN_1_0_SETTINGS.get(name, frozenset())
        if known is not None and value not in known:
            out.append(f"{name}={value}")
    return tuple(out)


#: How the text form writes a format, for the fix a version problem names (JSON: ``"format": "..."``).
TAG_WRITTEN: Final = '[Format "{}"]'


def format_for(rules: RuleSet, *, newer_lines: bool = False) -> str:
    """The format of a record under ``rules``: AFN 1.0 unless its rules or its ``newer_lines`` need 1.1."""
    return f"{FORMAT} {HOUSE_RULES_VERSION}" if newer_lines or newer_rules(rules) else FORMAT_NAME


def format_problem(value: str, written: str = TAG_WRITTEN) -> str | None:
    """Why a Format value is none this reader knows, in words; None if it is one.

    ``written`` is how the form writes a format, for the fix: the text's tag, or JSON's key.
    """
    text = value.strip()
    if text in FORMAT_NAMES:
        return None
    known = " and ".join(FORMAT_NAMES)
    if _FORMAT_NAME.fullmatch(text):
        return f"this record asks for {text}, but this reader knows {known}: a newer reader may read it"
    return (
        f"this reader knows {known}, not {value!r};"
        f' write {written.format(FORMAT_NAME)}, or "{FORMAT} {HOUSE_RULES_VERSION}" where the rules need it'
    )


def version_problem(declared: str, rules: RuleSet, written: str = TAG_WRITTEN) -> str | None:
    """Why a record that declares the format ``declared`` cannot be under ``rules``; None if it can.

    ``written`` is how the form writes a format, for the fix: the text's tag, or JSON's key.
    """
    newer = newer_rules(rules)
    if declared.strip() != FORMAT_NAME or not newer:
        return None
    what = f"the rule set {newer[0]}" if newer[0] == rules.preset != PRESET else newer[0]
    newest = f"{FORMAT} {HOUSE_RULES_VERSION}"
    return f"{what} needs {newest}, but the record says {FORMAT_NAME}: write {written.format(newest)}"


def line_version_problem(
    declared: str, what: str = "a muggins call", written: str = TAG_WRITTEN
) -> str | None:
    """Why a record declaring the format ``declared`` cannot hold ``what``, of AFN 1.1; None if it can.

    ``what`` is a muggins call (R23) or deals thrown in (R24); ``written`` is how the form
    writes a format, for the fix: the text's tag, or JSON's key.
    """
    if declared.strip() != FORMAT_NAME:
        return None
    newest = f"{FORMAT} {HOUSE_RULES_VERSION}"
    return f"{what} needs {newest}, but the record says {FORMAT_NAME}: write {written.format(newest)}"


#: Move glyphs as in PGN; numeric glyphs are ``$`` and a number.
MOVE_GLYPHS: Final = ("!", "?", "!!", "??", "!?", "?!")
_GLYPH: Final = re.compile(r"!!|\?\?|!\?|\?!|!|\?|\$[0-9]+")
_COMMAND: Final = re.compile(r"\[%([A-Za-z][\w-]*)((?:[^\]\\]|\\.)*)\]")

#: ``BySeat`` and ``BySide`` hold ``(seat or side, value)`` pairs in seat order, each seat once.
BySeat = tuple[tuple[int, int], ...]
BySide = tuple[tuple[int, int], ...]


_TAG_NAME: Final = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
#: A seat name: a letter, then letters, digits, ``'``, ``.`` or ``-`` (no spaces).
NAME: Final = re.compile(r"[^\W\d_][\w'.-]*")
#: Words of the notation's lines, so no seat may be called by them (in any case).
RESERVED: Final = frozenset(
    {"hand", "boneyard", "blocked", "pips", "shown", "deduct", "award", "score"}
    | {"leads", "draws", "plays", "passes", "out", "reaches"}
)
_DATE: Final = re.compile(r"([0-9]{4}|\?{4})-([0-9]{2}|\?\?)-([0-9]{2}|\?\?)")
MAX_SEED: Final = 2**64 - 1


def is_seat_name(name: str) -> bool:
    """Whether ``name`` can name a seat: one word of the right shape, not a word of the notation."""
    return NAME.fullmatch(name) is not None and name.lower() not in RESERVED


def is_date(text: str) -> bool:
    """Whether ``text`` is a date YYYY-MM-DD, ``??`` for parts not known, that can be a day."""
    found = _DATE.fullmatch(text)
    if found is None:
        return False
    year, month, day = found.groups()
    if "?" not in month and not 1 <= int(month) <= 12:
        return False
    if "?" not in day and not 1 <= int(day) <= 31:
        return False
    if "?" in year + month + day:
        return True
    try:
        datetime.date(int(year), int(month), int(day))
    except ValueError:
        return False
    return True


def _one_line(text: str) -> bool:
    return "\n" not in text and "\r" not in text


def _place(places: tuple[tuple[str, int, int], ...], key: str) -> tuple[int, int] | None:
    for name, line, column in places:
        if name == key:
            return line, column
    return None


def is_glyph(text: str) -> bool:
    """Whether ``text`` is one move glyph (``!?``) or numeric glyph (``$4``)."""
    return _GLYPH.fullmatch(text) is not None


class CommentStyle(StrEnum):
    """How a comment was written: ``{in braces}`` or ``; to the end of the line``."""

    BRACE = "brace"
    LINE = "line"


@dataclass(frozen=True, slots=True)
class Command:
    """A structured command inside a comment, as ``[%clk 0:01:30]``: a name and its arguments."""

    name: str
    args: str


@dataclass(frozen=True, slots=True)
class Comment:
    """A comment, its text exactly as written between ``{`` and ``}`` or after ``;``."""

    text: str
    style: CommentStyle = CommentStyle.BRACE

    def __post_init__(self) -> None:
        if self.style is CommentStyle.BRACE and ("}" in self.text or "{" in self.text):
            raise ValueError("a {comment} holds no { or } of its own (comments do not nest)")
        if self.style is CommentStyle.BRACE and "\r" in self.text:
            raise ValueError("a {comment} breaks its lines with LF alone, as the text form reads them")
        if self.style is CommentStyle.LINE and ("\n" in self.text or "\r" in self.text):
            raise ValueError("a ; comment ends at the end of its line")

    @property
    def commands(self) -> tuple[Command, ...]:
        """The ``[%name args]`` commands in the comment, in order (the text keeps them too)."""
        return tuple(Command(m[1], m[2].strip()) for m in _COMMAND.finditer(self.text))


@dataclass(frozen=True, slots=True)
class Call:
    """A muggins call (R23): a seat's line after a turn, answering the last placement before it.

    ``points`` is what the record says the call scored (``Ben muggins +2``); None where it
    names no amount (``Ben muggins``), as a call that finds nothing missed scores nothing.
    """

    seat: int
    points: int | None = None
    glyphs: tuple[str, ...] = ()
    comments: tuple[Comment, ...] = ()
    line: int = field(default=0, compare=False, repr=False)  # where the text form had it
    column: int = field(default=0, compare=False, repr=False)
    points_column: int = field(default=0, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.points is not None and self.points < 0:
            raise ValueError("a call's points are never negative")
        for glyph in self.glyphs:
            if not is_glyph(glyph):
                raise ValueError(
                    f"{glyph!r} is not a glyph; the glyphs are {' '.join(MOVE_GLYPHS)} and $1, $2, ..."
                )


@dataclass(frozen=True, slots=True)
class Turn:
    """One seat's turn: a placement, or draws then a placement or a pass, or a pass.

    ``draws`` counts the tiles drawn; ``drawn`` names them when the record knows them. A
    turn of draws with neither placement nor pass is only the last of an unfinished record.
    """

    seat: int
    tile: Tile | None = None
    arm: AnyArm | None = None  # None for the lead, or when only one arm takes the tile; a path (R25)
    draws: int = 0
    drawn: tuple[Tile, ...] = ()
    passed: bool = False
    points: int | None = None  # the points the record claims for the placement
    glyphs: tuple[str, ...] = ()
    comments: tuple[Comment, ...] = ()
    #: Muggins calls written after the turn (R23), in order; each answers the hand's last placement.
    calls: tuple[Call, ...] = ()
    line: int = field(default=0, compare=False, repr=False)  # where the text form had it
    column: int = field(default=0, compare=False, repr=False)
    #: Columns of the tile placed, its arm and its ``+points`` in the text form (0: not there).
    tile_column: int = field(default=0, compare=False, repr=False)
    arm_column: int = field(default=0, compare=False, repr=False)
    points_column: int = field(default=0, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.drawn and len(self.drawn) != self.draws:
            raise ValueError(f"{len(self.drawn)} tiles named for a draw of {self.draws}")
        if self.draws < 0:
            raise ValueError("a draw count is at least 1")
        if self.passed and self.tile is not None:
            raise ValueError("a turn either places a tile or passes, not both")
        if self.tile is None and not self.passed and not self.draws:
            raise ValueError("a turn places a tile, draws or passes")
        if self.tile is None and (self.arm is not None or self.points is not None):
            raise ValueError("an arm or points belong to a placement")
        if self.points is not None and self.points < 0:
            raise ValueError("claimed points are never negative")
        for glyph in self.glyphs:
            if not is_glyph(glyph):
                raise ValueError(
                    f"{glyph!r} is not a glyph; the glyphs are {' '.join(MOVE_GLYPHS)} and $1, $2, ..."
                )

    @property
    def placed(self) -> bool:
        """Whether the turn put a tile on the table."""
        return self.tile is not None


class HowEnded(StrEnum):
    """How a hand stopped: a seat went out, nobody could play, or a placement won the game."""

    OUT = "out"
    BLOCKED = "blocked"
    TARGET = "target"


@dataclass(frozen=True, slots=True)
class HandEnd:
    """How the hand ended, and who went out or reached the target."""

    how: HowEnded
    seat: int | None = None

    def __post_init__(self) -> None:
        if (self.how is HowEnded.BLOCKED) != (self.seat is None):
            raise ValueError("a blocked hand names no seat; going out or reaching the target names one")


#: The keys of :attr:`HandRecord.places` that stand before the turns (the header's count, the deal lines).
BEFORE_THE_TURNS: Final = ("thrown_in", "dealt", "boneyard")


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand as recorded: header, what was known of the deal, the turns and the count."""

    number: int
    leader: int
    dealt: tuple[tuple[int, tuple[Tile, ...]], ...] = ()  # (seat, tiles) for each hand known
    boneyard: tuple[Tile, ...] | None = None  # in drawing order, when known
    turns: tuple[Turn, ...] = ()
    end: HandEnd | None = None
    pips: BySeat = ()  # pips left in each hand shown at the end
    shown: tuple[tuple[int, tuple[Tile, ...]], ...] = ()  # tiles shown at the end
    deductions: BySeat = ()  # points each seat loses (R17)
    awards: BySide = ()  # points each side wins from the others' pips (hand-end=award)
    scores: BySide = ()  # running scores after the hand
    comments: tuple[Comment, ...] = ()  # after the header line (and the deal lines)
    end_comments: tuple[Comment, ...] = ()  # after the end-of-hand lines
    #: How many deals of this hand were thrown in before the one played: nobody held a double (R24).
    thrown_in: int = 0
    line: int = field(default=0, compare=False, repr=False)
    column: int = field(default=0, compare=False, repr=False)
    #: Where the text form had its other lines and entries: ``(key, line, column)``, see :meth:`place`.
    places: tuple[tuple[str, int, int], ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.number < 1:
            raise ValueError("hands are numbered from 1")
        if self.thrown_in < 0:
            raise ValueError("the deals thrown in are counted from 0")
        for name in ("dealt", "pips", "shown", "deductions", "awards", "scores"):
            keys = [key for key, _ in getattr(self, name)]
            if keys != sorted(set(keys)):
                raise ValueError(f"{name} must list each seat or side once, in seat order")
        if any(value < 0 for _, value in (*self.pips, *self.deductions, *self.awards)):
            raise ValueError("pips, deductions and awards are never below zero")
        if any(not tiles for _, tiles in (*self.dealt, *self.shown)):
            raise ValueError("a hand dealt or shown has at least one tile")
        has_ending = self.end is not None or any(
            (self.pips, self.shown, self.deductions, self.awards, self.scores)
        )
        for turn in self.turns[:-1] if not has_ending else self.turns:
            if turn.tile is None and not turn.passed:
                raise ValueError("a turn that only draws can only end an unfinished record")
        if self.end_comments and not has_ending:
            raise ValueError("comments after the end of a hand need an end-of-hand line to follow")

    def place(self, key: str) -> tuple[int, int] | None:
        """Line and column of a line of the hand in the text form, if read from text.

        Keys: ``thrown_in`` (the header's count of deals thrown in, R24), ``dealt:<seat>``,
        ``boneyard``, ``end``, and for the end-of-hand lines ``pips``,
        ``shown``, ``deduct``, ``award`` and ``score``, each also as ``score:<side>`` (or
        ``pips:<seat>`` ...) for one entry's value.
        """
        return _place(self.places, key)


class Knowledge(StrEnum):
    """What the record's writer saw (RULES.md, "What a record can know")."""

    OPEN = "open"
    PLAYER = "player"
    PUBLIC = "public"


@dataclass(frozen=True, slots=True)
class View:
    """The knowledge level, and for a ``player`` record whose hand it knows."""

    level: Knowledge = Knowledge.PUBLIC
    seat: int | None = None

    def __post_init__(self) -> None:
        if (self.level is Knowledge.PLAYER) != (self.seat is not None):
            raise ValueError("a player record names its seat, and only a player record does")


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A whole recorded game: its header and its hands, finished or not."""

    seats: tuple[str, ...]
    partnerships: bool = False
    rules: RuleSet = field(default_factory=RuleSet)
    view: View = field(default_factory=View)
    result: int | None = None  # the winning side; None for an unfinished game ("*")
    event: str | None = None
    site: str | None = None
    date: str | None = None
    round: str | None = None
    seed: int | None = None
    first_hand: int = 1  # a record may start at a later hand ...
    start_scores: tuple[int, ...] | None = None  # ... with the scores carried in, per side
    other_tags: tuple[tuple[str, str], ...] = ()  # any further tag pairs, in order
    intro: tuple[Comment, ...] = ()  # comments before the header
    comments: tuple[Comment, ...] = ()  # comments after the header
    hands: tuple[HandRecord, ...] = ()
    line: int = field(default=0, compare=False, repr=False)
    #: Where the text form had its tags: ``(tag name, line, column)``, see :meth:`place`.
    places: tuple[tuple[str, int, int], ...] = field(default=(), compare=False, repr=False)
    table: Table = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "table", Table(len(self.seats), self.partnerships, self.rules))
        if len(set(self.seats)) != len(self.seats):
            raise ValueError("each seat needs its own name")
        for name in self.seats:
            if not is_seat_name(name):
                raise ValueError(f"{name!r} cannot name a seat")
        if self.seed is not None and not 0 <= self.seed <= MAX_SEED:
            raise ValueError("a deal seed is a whole number from 0 to 2**64-1")
        if self.date is not None and not is_date(self.date):
            raise ValueError(f"{self.date!r} is not a date YYYY-MM-DD")
        if self.view.seat is not None and not 0 <= self.view.seat < len(self.seats):
            raise ValueError("the view names a seat at the table")
        for hand in self.hands:
            self._check_places(hand)
        if self.start_scores is not None and len(self.start_scores) != self.table.sides:
            raise ValueError(f"the scores carried in need one per side ({self.table.sides})")
        if self.result is not None and not 0 <= self.result < self.table.sides:
            raise ValueError("the result names a side at the table")
        if self.first_hand < 1:
            raise ValueError("hands are numbered from 1")
        for hand in self.hands[:-1]:
            if hand.turns and not (hand.turns[-1].placed or hand.turns[-1].passed):
                raise ValueError("a turn that only draws can only end an unfinished record")
        for name in ("event", "site", "date", "round"):
            if not _one_line(getattr(self, name) or ""):
                raise ValueError(f"the {name} is one line of text")
        for name, value in self.other_tags:
            if not _TAG_NAME.fullmatch(name) or not _one_line(value):
                raise ValueError(f"a tag is a name of letters and digits and a one-line value, not {name!r}")

    def _check_places(self, hand: HandRecord) -> None:
        """Every seat and side a hand names is at this table."""
        seats, sides = range(len(self.seats)), range(self.table.sides)
        named = [hand.leader, *(seat for seat, _ in (*hand.dealt, *hand.pips, *hand.shown, *hand.deductions))]
        named.extend(turn.seat for turn in hand.turns)
        named.extend(call.seat for turn in hand.turns for call in turn.calls)
        if hand.end is not None and hand.end.seat is not None:
            named.append(hand.end.seat)
        if any(seat not in seats for seat in named):
            raise ValueError(f"hand {hand.number} names a seat that is not at the table")
        if any(side not in sides for side, _ in (*hand.awards, *hand.scores)):
            raise ValueError(f"hand {hand.number} names a side that is not at the table")

    def place(self, tag: str) -> tuple[int, int] | None:
        """Line and column of a tag (``Result``) in the text form, if read from text."""
        return _place(self.places, tag)

    @property
    def has_calls(self) -> bool:
        """Whether any turn of the record is followed by a muggins call (R23)."""
        return any(turn.calls for hand in self.hands for turn in hand.turns)

    @property
    def says_more_than_1_0(self) -> bool:
        """Whether the record has lines AFN 1.0 lacks whatever its rules: calls (R23), deals thrown in."""
        return self.has_calls or any(hand.thrown_in for hand in self.hands)

    @property
    def finished(self) -> bool:
        """Whether the record gives a winner (a result other than ``*``)."""
        return self.result is not None

    def side_name(self, side: int) -> str:
        """A side as the notation names it: ``Ann``, or ``Ann+Cat`` for a partnership."""
        return "+".join(self.seats[s] for s in self.table.seats_of(side))

    @property
    def side_names(self) -> tuple[str, ...]:
        """Every side's name, in side order."""
        return tuple(self.side_name(side) for side in range(self.table.sides))
