"""What to pick games by: header tags, players, result, rules, view, size, validity and features of play.

Each criterion says how much of a game it needs (:class:`Need`): the tag pairs alone, the
record, the layout after every turn, or the validator's report; a selection reads no more
than its criteria need. Any criterion can be negated, and a negated one matches exactly
the games the plain one does not, so the two split any collection in two.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from allfives_notation.board.position import Position
from allfives_notation.collection.games import GameInFile
from allfives_notation.engine.rules import VARIANTS
from allfives_notation.errors import AllFivesError
from allfives_notation.notation.header import header_tags, known_tag
from allfives_notation.notation.ruleset import parse_rules
from allfives_notation.record.model import GameRecord, HowEnded, Knowledge, is_date


class CriterionError(AllFivesError):
    """A criterion that cannot be read: says what was given and what was expected."""


class Need(IntEnum):
    """How much of a game a criterion reads, from least to most."""

    HEADER = 0  # the tag pairs alone
    RECORD = 1  # the whole record, not replayed
    LAYOUT = 2  # the layout after every turn (board.position)
    CHECK = 3  # the validator's report


@dataclass(frozen=True, slots=True)
class Criterion:
    """One test of a game, as the person wrote it (``player Ann``), perhaps negated."""

    text: str
    need: Need
    test: Callable[[GameInFile], bool]
    negated: bool = False
    #: Text the header as written must hold for the test to pass: games without it are passed over unread.
    needle: str | None = None

    def matches(self, game: GameInFile) -> bool:
        """Whether the game meets the criterion (a game that does not read meets only negated ones)."""
        if self.needle is not None and game.head is not None and self.needle not in game.head:
            return self.negated
        return self.test(game) != self.negated

    def __str__(self) -> str:
        return f"not {self.text}" if self.negated else self.text


def matches_all(criteria: list[Criterion], game: GameInFile) -> bool:
    """Whether the game meets every criterion, the cheapest first."""
    return all(criterion.matches(game) for criterion in sorted(criteria, key=lambda c: c.need))


def need_of(criteria: list[Criterion]) -> Need:
    """The most any of the criteria reads."""
    return max((criterion.need for criterion in criteria), default=Need.HEADER)


# ---- reading what the person wrote


def negation(value: str) -> tuple[bool, str]:
    """``not Ann`` is (True, ``Ann``): every criterion's value may start with ``not``."""
    stripped = value.strip()
    if stripped.lower().startswith("not "):
        return True, stripped[4:].strip()
    return False, stripped


@dataclass(frozen=True, slots=True)
class NumberRange:
    """A range of whole numbers, ``3``, ``3..5``, ``3..`` or ``..5``, both ends in it."""

    least: int | None
    most: int | None

    @classmethod
    def parse(cls, text: str, what: str) -> NumberRange:
        """Read ``N``, ``N..M``, ``N..`` or ``..M``."""
        low, dots, high = text.strip().partition("..")
        try:
            least = int(low) if low.strip() else None
            most = int(high) if high.strip() else None
            if not dots:
                most = least
        except ValueError:
            raise CriterionError(
                f"{what} {text!r}: expected a number N, or a range N..M, N.. or ..M"
            ) from None
        if least is None and most is None:
            raise CriterionError(f"{what} {text!r}: give at least one end of the range")
        return cls(least, most)

    def __contains__(self, number: int) -> bool:
        return (self.least is None or number >= self.least) and (self.most is None or number <= self.most)


#: Tags whose canonical value is written as it stands in every record (a name or a number within it).
_AS_WRITTEN: Final = ("event", "site", "round", "date", "seed")


def _needle(text: str) -> str | None:
    """``text`` as a needle, where it stands as it is in both forms (plain ASCII: no JSON escape)."""
    return (
        text
        if text and text.isascii() and text.isprintable() and '"' not in text and "\\" not in text
        else None
    )


def _on_header(test: Callable[[GameRecord], bool]) -> Callable[[GameInFile], bool]:
    def on(game: GameInFile) -> bool:
        header = game.header()
        return header is not None and test(header)

    return on


def _on_record(test: Callable[[GameRecord], bool]) -> Callable[[GameInFile], bool]:
    def on(game: GameInFile) -> bool:
        record = game.record()
        return record is not None and test(record)

    return on


def tag(value: str) -> Criterion:
    """``Event=Tuesday club`` (equal), ``Event~club`` (contains, any case) or ``Event`` (given at all)."""
    negated, text = negation(value)
    equal, tilde = text.find("="), text.find("~")
    cuts = [at for at in (equal, tilde) if at >= 0]
    at = min(cuts) if cuts else -1
    name = (text[:at] if at >= 0 else text).strip()
    wanted = text[at + 1 :].strip() if at >= 0 else ""
    if not name or not name.replace("_", "").isalnum() or not name[0].isalpha():
        raise CriterionError(
            f"--tag {value!r}: expected a tag name, then =VALUE (equal) or ~TEXT (contains),"
            " as Event=Club night"
        )
    key = name.lower()

    def test(header: GameRecord) -> bool:
        values = [v for n, v in header_tags(header) if n.lower() == key]
        if at < 0:
            return bool(values)
        if at == equal:
            return wanted in values
        return any(wanted.casefold() in v.casefold() for v in values)

    written = at == equal and (key in _AS_WRITTEN or known_tag(name) is None)
    return Criterion(
        f"tag {text}", Need.HEADER, _on_header(test), negated, _needle(wanted) if written else None
    )


def date(value: str) -> Criterion:
    """A date range, ``2026-01-01..2026-03-31``; either end may be left out or cut short (``2026-03``)."""
    negated, text = negation(value)
    low, dots, high = text.partition("..")
    if not dots:
        high = low
    for end in (low, high):
        if end and not is_date(_completed(end.strip())):
            raise CriterionError(
                f"--date {value!r}: expected dates YYYY-MM-DD (or YYYY-MM, YYYY), as 2026-01-01..2026-03-31"
            )
    low, high = low.strip(), high.strip()

    def test(header: GameRecord) -> bool:
        day = header.date
        if day is None:
            return False
        if low and ("?" in day[: len(low)] or day[: len(low)] < low):
            return False
        return not (high and ("?" in day[: len(high)] or day[: len(high)] > high))

    return Criterion(f"date {text}", Need.HEADER, _on_header(test), negated)


def _completed(day: str) -> str:
    """A date cut short made whole, to check its parts: 2026-03 as 2026-03-01."""
    parts = day.split("-")
    return "-".join([*parts, *["01"] * (3 - len(parts))]) if 1 <= len(parts) <= 3 else day


def player(value: str) -> Criterion:
    """A player at any seat, ``Ann``."""
    negated, name = negation(value)
    return Criterion(
        f"player {name}", Need.HEADER, _on_header(lambda h: name in h.seats), negated, _needle(name)
    )


def seat(value: str) -> Criterion:
    """A player at one seat, ``2=Ben`` (seats count from 1)."""
    negated, text = negation(value)
    number, equal, name = text.partition("=")
    if not equal or not number.strip().isdigit() or not name.strip():
        raise CriterionError(f"--seat {value!r}: expected SEAT=NAME, as 2=Ben (seats count from 1)")
    at, who = int(number) - 1, name.strip()
    return Criterion(
        f"seat {at + 1}={who}",
        Need.HEADER,
        _on_header(lambda h: 0 <= at < len(h.seats) and h.seats[at] == who),
        negated,
        _needle(who),
    )


def won_by(value: str) -> Criterion:
    """The result: won by a player (or their side), ``Ann`` or ``Ann+Cat``."""
    negated, name = negation(value)
    names = set(name.split("+"))

    def test(header: GameRecord) -> bool:
        if header.result is None:
            return False
        winners = {header.seats[s] for s in header.table.seats_of(header.result)}
        return names <= winners

    return Criterion(f"won by {name}", Need.HEADER, _on_header(test), negated, _needle(sorted(names)[0]))


def unfinished(wanted: bool) -> Criterion:
    """The result is ``*``: nobody has won yet (False: a finished game)."""
    return Criterion("unfinished", Need.HEADER, _on_header(lambda h: h.result is None), not wanted)


def rules(value: str) -> Criterion:
    """Exactly this rule set, as a declaration (``allfives spinner=open``)."""
    negated, text = negation(value)
    try:
        wanted = parse_rules(text)
    except AllFivesError as error:
        raise CriterionError(f"--rules {value!r}: {error}") from None
    return Criterion(f"rules {wanted}", Need.HEADER, _on_header(lambda h: h.rules == wanted), negated)


def variant(value: str) -> Criterion:
    """One variant setting, ``spinner=open`` (the rest may be anything); a default counts too."""
    negated, text = negation(value)
    name, equal, setting = text.partition("=")
    try:
        if not equal:
            raise CriterionError("no =")
        wanted = parse_rules(f"allfives {name.strip()}={setting.strip()}")
    except AllFivesError:
        raise CriterionError(
            f"--variant {value!r}: expected NAME=VALUE of the rule book's variants, as spinner=open"
        ) from None
    attribute = VARIANTS[name.strip()][0]
    setting_wanted = getattr(wanted, attribute)
    shown = f"{name.strip()}={setting_wanted}"
    return Criterion(
        f"variant {shown}",
        Need.HEADER,
        _on_header(lambda h: getattr(h.rules, attribute) == setting_wanted),
        negated,
    )


_LEVELS: Final = {level.value: level for level in Knowledge}


def view(value: str) -> Criterion:
    """What the record knows: ``open``, ``public``, ``player`` or ``player Ann``."""
    negated, text = negation(value)
    level_text, _, name = text.partition(" ")
    level = _LEVELS.get(level_text.strip().lower())
    if level is None or (name.strip() and level is not Knowledge.PLAYER):
        raise CriterionError(f"--view {value!r}: expected open, public, player or player NAME")
    who = name.strip()

    def test(header: GameRecord) -> bool:
        if header.view.level is not level:
            return False
        return not who or (header.view.seat is not None and header.seats[header.view.seat] == who)

    return Criterion(f"view {text}", Need.HEADER, _on_header(test), negated)


def players(value: str) -> Criterion:
    """How many players: ``4``, or a range ``3..4``."""
    negated, text = negation(value)
    span = NumberRange.parse(text, "--players")
    return Criterion(f"players {text}", Need.HEADER, _on_header(lambda h: len(h.seats) in span), negated)


def partners(wanted: bool) -> Criterion:
    """Four players in two partnerships (False: each for themselves)."""
    return Criterion("partners", Need.HEADER, _on_header(lambda h: h.partnerships), not wanted)


def hands(value: str) -> Criterion:
    """How many hands the record holds: ``3``, ``5..``."""
    negated, text = negation(value)
    span = NumberRange.parse(text, "--hands")
    return Criterion(f"hands {text}", Need.RECORD, _on_record(lambda r: len(r.hands) in span), negated)


def turns(value: str) -> Criterion:
    """How many turns the record holds, in all its hands: ``..100``."""
    negated, text = negation(value)
    span = NumberRange.parse(text, "--turns")
    return Criterion(
        f"turns {text}",
        Need.RECORD,
        _on_record(lambda r: sum(len(h.turns) for h in r.hands) in span),
        negated,
    )


def blocked(wanted: bool) -> Criterion:
    """A hand that was blocked (R12)."""

    def test(record: GameRecord) -> bool:
        return any(h.end is not None and h.end.how is HowEnded.BLOCKED for h in record.hands)

    return Criterion("blocked", Need.RECORD, _on_record(test), not wanted)


def went_out(value: str) -> Criterion:
    """A hand a player went out of: ``Ann``, or ``any``."""
    negated, name = negation(value)

    def test(record: GameRecord) -> bool:
        return any(
            h.end is not None
            and h.end.how is HowEnded.OUT
            and h.end.seat is not None
            and (name.lower() == "any" or record.seats[h.end.seat] == name)
            for h in record.hands
        )

    return Criterion(f"went out {name}", Need.RECORD, _on_record(test), negated)


def scored(value: str) -> Criterion:
    """A placement that scored at least N points, by the count the layout shows (R15)."""
    negated, text = negation(value)
    if not text.isdigit():
        raise CriterionError(f"--scored {value!r}: expected a number of points, as 20")
    least = int(text)

    def test(game: GameInFile) -> bool:
        return any(
            moment.latest is not None and moment.count_points >= least
            for hand in game.positions()
            for moment in hand
            if not moment.ended
        )

    return Criterion(f"scored {least}", Need.LAYOUT, test, negated)


def four_arms(wanted: bool) -> Criterion:
    """A spinner with all four arms built: tiles to its west, east, north and south (R13)."""

    def test(game: GameInFile) -> bool:
        return any(all(hand[-1].arms) for hand in game.positions() if hand)

    return Criterion("four arms", Need.LAYOUT, test, not wanted)


def from_behind(wanted: bool) -> Criterion:
    """A hand won from behind: the side that gained the most in it began it behind another side."""

    def test(game: GameInFile) -> bool:
        return any(_won_from_behind(hand) for hand in game.positions() if hand)

    return Criterion("from behind", Need.LAYOUT, test, not wanted)


def _won_from_behind(hand: tuple[Position, ...]) -> bool:
    before, after = hand[0].scores, hand[-1].scores
    if before is None or after is None:
        return False
    gains = [a - b for a, b in zip(after, before, strict=True)]
    best = max(gains)
    if gains.count(best) != 1 or best <= 0:
        return False
    return before[gains.index(best)] < max(before)


def valid(wanted: bool) -> Criterion:
    """The record breaks no rule: the validator finds no error in it (False: it finds one)."""
    return Criterion("valid", Need.CHECK, lambda game: game.report().valid, not wanted)
