"""A game's header: the known tag pairs, read from their text values and written back.

``INTERPRET`` reads each tag, as sgfmill's property table does; ``header_tags`` writes
them all. Values are checked for their shape only (a name is a seat at the table, a date
is a date); whether the game they describe was played by the rules is the validator's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Final, NamedTuple

from allfives_notation.engine.rules import RuleSet
from allfives_notation.errors import AllFivesError, NotationError, RulesError
from allfives_notation.notation.ruleset import parse_rules
from allfives_notation.notation.spelling import closest
from allfives_notation.record.model import (
    MAX_SEED,
    NAME,
    RESERVED,
    TAG_WRITTEN,
    Comment,
    GameRecord,
    HandRecord,
    Knowledge,
    View,
    format_for,
    format_problem,
    is_date,
    newer_rules,
    version_problem,
)

_SIDE_NAME: Final = re.compile(rf"{NAME.pattern}(?:\+{NAME.pattern})?")
_SETUP: Final = re.compile(r"hand\s+([0-9]+)\s*(?:,\s*(.*))?", re.S)
_SIDE_SCORE: Final = re.compile(r"([^\s,]+)\s+(-?[0-9]+)")

#: The known tags, in the order the canonical form writes them.
ROSTER: Final = (
    "Format",
    "Event",
    "Site",
    "Date",
    "Round",
    "Seats",
    "Partners",
    "Rules",
    "Target",
    "Seed",
    "View",
    "Setup",
    "Result",
)
_BY_LOWER: Final = {name.lower(): name for name in ROSTER}


class TagError(AllFivesError, ValueError):
    """A tag value that does not say what its tag needs; ``offset`` is where in the value."""

    def __init__(self, message: str, offset: int = 0, *, rule: str | None = None) -> None:
        super().__init__(message, rule=rule)
        self.offset = offset


@dataclass(slots=True)
class Header:
    """The header fields as they are read, before they become a :class:`GameRecord`."""

    seats: tuple[str, ...] = ()
    partnerships: bool = False
    rules: RuleSet = field(default_factory=RuleSet)
    rules_text: str = ""  # the Rules tag as written, for where a problem with it lies
    target: int | None = None
    target_given: bool = False  # a Target tag (or target key) was read, "standard" included
    target_text: str | None = None  # the Target tag as written; None from JSON's number
    format: str | None = None  # the Format tag (or format key) as declared; None when left out
    view: View = field(default_factory=View)
    result: int | None = None
    event: str | None = None
    site: str | None = None
    date: str | None = None
    round: str | None = None
    seed: int | None = None
    first_hand: int = 1
    start_scores: tuple[int, ...] | None = None
    other_tags: list[tuple[str, str]] = field(default_factory=list)


#: No number in a record needs more digits than a deal seed (2**64 - 1 has 20).
MAX_DIGITS: Final = 20


def whole_number(text: str) -> int | None:
    """``text`` as a whole number if it is one, written in ASCII digits (a sign allowed), else None."""
    sign, digits = (-1, text[1:]) if text.startswith("-") else (1, text)
    if not (digits and digits.isascii() and digits.isdigit()):
        return None
    significant = digits.lstrip("0")  # leading zeros are allowed, and do not count
    return sign * int(significant or "0") if len(significant) <= MAX_DIGITS else None


def named(text: str) -> str:
    """A name as a message shows it: bare if it is one, quoted if it is something else."""
    return text if _SIDE_NAME.fullmatch(text) else repr(text)


def not_seated(name: str, seats: Sequence[str]) -> str:
    """The message for a name that is none of the seats: the seat it is a slip of, if one is."""
    same = [seat for seat in seats if seat.lower() == name.lower()]
    if same:
        return f"names are written as in Seats: {same[0]}, not {named(name)}"
    near = closest(name, seats)
    if near is not None:
        return f"{named(name)} is not at this table: did you mean {near}? The seats are {', '.join(seats)}"
    return f"{named(name)} is not at this table; the seats are {', '.join(seats)}"


def record_of_header(
    header: Header,
    *,
    intro: tuple[Comment, ...] = (),
    comments: tuple[Comment, ...] = (),
    hands: tuple[HandRecord, ...] = (),
    line: int = 0,
    places: tuple[tuple[str, int, int], ...] = (),
) -> GameRecord:
    """The game record a header describes, with its comments and hands.

    Raises ValueError (RulesError included) where the values do not make a record.
    """
    return GameRecord(
        seats=header.seats,
        partnerships=header.partnerships,
        rules=header.rules,
        view=header.view,
        result=header.result,
        event=header.event,
        site=header.site,
        date=header.date,
        round=header.round,
        seed=header.seed,
        first_hand=header.first_hand,
        start_scores=header.start_scores,
        other_tags=tuple(header.other_tags),
        intro=intro,
        comments=comments,
        hands=hands,
        line=line,
        places=places,
    )


def known_tag(name: str) -> str | None:
    """The roster name ``name`` stands for, ignoring case; None for a tag of the reader's own."""
    return _BY_LOWER.get(name.lower())


def _items(value: str) -> Iterator[tuple[str, int]]:
    """The comma-separated items of a tag value, stripped, each with its offset in the value."""
    offset = 0
    for part in value.split(","):
        yield part.strip(), offset + len(part) - len(part.lstrip())
        offset += len(part) + 1


def seat_names(names: Sequence[tuple[str, int]]) -> tuple[str, ...]:
    """Check seat names, each given with where it stands: two to four, each once, none a notation word.

    A refused name raises :class:`TagError` whose ``offset`` is the name's own.
    """
    if (
        len(names) == 1
        and 2 <= len(names[0][0].split()) <= 4
        and all(map(NAME.fullmatch, names[0][0].split()))
    ):
        listed = ", ".join(names[0][0].split())
        raise TagError(f'the seats are separated by commas: [Seats "{listed}"]', names[0][1])
    for index, (name, at) in enumerate(names):
        if not NAME.fullmatch(name):
            shown = f"{name!r} is not" if name else "an empty name is not"
            raise TagError(
                f"{shown} a seat name: a name is one word that starts with a letter, such as Ann or Bot-2",
                at,
            )
        if name.lower() in RESERVED:
            raise TagError(f"{name!r} is a word of the notation and cannot name a seat", at)
        if any(name == earlier for earlier, _ in names[:index]):
            raise TagError(f"{name} sits at the table twice; give each seat its own name", at)
    if not 2 <= len(names) <= 4:
        raise TagError(f"All Fives is for 2, 3 or 4 players; the seats name {len(names)}", rule="R2")
    return tuple(name for name, _ in names)


def side_index(header: Header, name: str, offset: int = 0) -> int:
    """The side called ``name``: a seat's name, or ``Ann+Cat`` for a partnership (either order)."""
    players = len(header.seats)
    if header.partnerships:
        halves = name.split("+")
        if len(halves) == 2 and all(h in header.seats for h in halves):
            first, second = (header.seats.index(h) for h in halves)
            if first % 2 == second % 2 and first != second:
                return first % 2
        by_lower = {"+".join(sorted(side.lower().split("+"))): side for side in _side_names(header)}
        meant = by_lower.get("+".join(sorted(name.lower().split("+"))))
        if meant is not None:
            raise TagError(f"names are written as in Seats: {meant}, not {named(name)}", offset)
        sides = ", ".join(_side_names(header))
        raise TagError(f"{named(name)} is not a partnership at this table; the sides are {sides}", offset)
    if name in header.seats:
        return header.seats.index(name)
    if players and "+" in name:
        raise TagError(
            f"{named(name)}: this table plays without partnerships; the sides are single seats", offset
        )
    raise TagError(not_seated(name, header.seats), offset)


def _side_names(header: Header) -> list[str]:
    if header.partnerships:
        return [f"{header.seats[0]}+{header.seats[2]}", f"{header.seats[1]}+{header.seats[3]}"]
    return list(header.seats)


def _format(header: Header, value: str) -> None:
    problem = format_problem(value)
    if problem is not None:
        raise TagError(problem)
    header.format = value.strip()


def _text(attribute: str) -> Callable[[Header, str], None]:
    def interpret(header: Header, value: str) -> None:
        setattr(header, attribute, value)

    return interpret


def _date(header: Header, value: str) -> None:
    if not is_date(value):
        raise TagError(
            f"{value!r} is not a date: write YYYY-MM-DD, such as 2026-11-24, with ?? for a part not known"
        )
    header.date = value


def _seats(header: Header, value: str) -> None:
    header.seats = seat_names(list(_items(value)))


def seat_partners(header: Header) -> None:
    """Make the table one of two partnerships, which needs four seats (R2)."""
    if len(header.seats) != 4:
        raise TagError(
            "partnerships need four players, partners opposite (1+3 against 2+4);"
            f" the seats name {len(header.seats)}",
            rule="R2",
        )
    header.partnerships = True


def _partners(header: Header, value: str) -> None:
    seat_partners(header)
    example = ", ".join(_side_names(header))
    sides: list[int] = []
    for pair, at in _items(value):
        try:
            sides.append(side_index(header, pair, at))
        except TagError:
            header.partnerships = False
            raise TagError(
                f"{pair!r} is not a partnership: partners sit opposite, so write {example}", at, rule="R2"
            ) from None
    if sorted(sides) != [0, 1]:
        header.partnerships = False
        raise TagError(f"name both partnerships, once each, as {example}", rule="R2")


def _rules(header: Header, value: str) -> None:
    header.rules_text = value
    try:
        header.rules = parse_rules(value)
    except NotationError as error:
        raise TagError(error.message, (error.column or 1) - 1, rule=error.rule) from None


def _target(header: Header, value: str) -> None:
    text = value.strip()
    header.target_given = True
    if text == "standard":  # as in the rules' target=standard: the default for the table
        header.target = None
        return
    target = whole_number(text)
    if target is None or target <= 0:
        raise TagError(f"{value!r} is not a target: {_TARGET_WANTED}", rule="R18")
    header.target, header.target_text = target, value  # what the count allows is seen in finish


#: What a target is under the default count (R18); under another count, RuleSet.target_wanted.
_TARGET_WANTED: Final = "the target is a positive multiple of five, such as 150"


def _seed(header: Header, value: str) -> None:
    seed = whole_number(value.strip())
    if seed is None or not 0 <= seed <= MAX_SEED:
        raise TagError(f"{value!r} is not a deal seed: a seed is a whole number from 0 to 2**64-1")
    header.seed = seed


def _view(header: Header, value: str) -> None:
    words = value.split()
    levels = ", ".join(f"{level}" for level in Knowledge)
    if not words or words[0] not in tuple(Knowledge):
        raise TagError(
            f"{value!r} is not a view: write open, public, or player and a seat, such as 'player Ann'"
        )
    level = Knowledge(words[0])
    if level is Knowledge.PLAYER:
        if len(words) != 2:
            raise TagError("a player record names whose hand it knows, such as 'player Ann'", len(value))
        at = value.index(words[1])
        if words[1] not in header.seats:
            raise TagError(not_seated(words[1], header.seats), at)
        header.view = View(level, header.seats.index(words[1]))
    elif len(words) != 1:
        raise TagError(f"the view is one of {levels}; only 'player' names a seat", value.index(words[1]))
    else:
        header.view = View(level)


def _setup(header: Header, value: str) -> None:
    found = _SETUP.fullmatch(value.strip())
    example = "hand 4, " + ", ".join(f"{name} 85" for name in _side_names(header))
    if found is None:
        raise TagError(f"a setup says where the record starts and the scores carried in, such as {example!r}")
    first_hand = whole_number(found[1])
    if first_hand is None:
        raise TagError(f"hand {found[1]} is past any game: a hand number has at most {MAX_DIGITS} digits")
    header.first_hand = first_hand
    if header.first_hand < 1:
        raise TagError("hands are numbered from 1")
    if found[2] is None:
        return
    scores = _side_values(header, found[2], value.index(found[2]))
    sides = len(_side_names(header))
    if len(scores) != sides:
        raise TagError(f"give the score carried in for every side, as {example!r}")
    header.start_scores = tuple(score for _, score in scores)


def _side_values(header: Header, text: str, base: int) -> list[tuple[int, int]]:
    out: dict[int, int] = {}
    for item, at in _items(text):
        found = _SIDE_SCORE.fullmatch(item)
        if found is None:
            example = f"{_side_names(header)[0]} 85"
            raise TagError(f"expected a side and its score, such as {example!r}, not {item!r}", base + at)
        side = side_index(header, found[1], base + at)
        if side in out:
            raise TagError(f"{found[1]} is given twice", base + at)
        score = whole_number(found[2])
        if score is None:
            raise TagError(
                f"{found[2]} is past any score: a score has at most {MAX_DIGITS} digits", base + at
            )
        out[side] = score
    return sorted(out.items())


def _result(header: Header, value: str) -> None:
    text = value.strip()
    if text == "*":
        header.result = None
        return
    example = _side_names(header)[0] if header.seats else "Ann"
    wanted = f"the result is the winning side, such as {example}, or * while unfinished"
    if not text:
        raise TagError(wanted)
    try:
        header.result = side_index(header, text, value.index(text))
    except TagError as error:
        raise TagError(f"{named(text)} is not a side at this table: {wanted}", error.offset) from None


#: How each known tag is read; tags that need the seats are read after Seats.
INTERPRET: Final[Mapping[str, Callable[[Header, str], None]]] = {
    "Format": _format,
    "Event": _text("event"),
    "Site": _text("site"),
    "Date": _date,
    "Round": _text("round"),
    "Seats": _seats,
    "Partners": _partners,
    "Rules": _rules,
    "Target": _target,
    "Seed": _seed,
    "View": _view,
    "Setup": _setup,
    "Result": _result,
}


class HeaderProblem(NamedTuple):
    """What is wrong with the header as a whole: the message, the tag to blame, and the place in its value.

    ``offset`` is where in the tag's value the problem lies; None for the tag itself.
    """

    message: str
    tag: str
    offset: int | None = None
    rule: str | None = None


def finish(header: Header, written: str = TAG_WRITTEN) -> tuple[RuleSet, HeaderProblem | None]:
    """The rules with the Target tag folded in; a problem if the two disagree, or with the Format tag.

    A Target tag is checked against the count the rules declare (R18, R20); a record that
    declares AFN 1.0 may not use a rule of AFN 1.1 (a record with no Format tag is read as
    the version its rules need). ``written`` is how the form writes a format, for the fix.
    """
    rules, problem = _with_target(header)
    if problem is None and header.format is not None:
        needs = version_problem(header.format, rules, written)
        if needs is not None:
            text = header.rules_text
            at = next((text.find(word) for word in newer_rules(rules) if word in text), 0)
            problem = HeaderProblem(needs, "Rules", at)
    return rules, problem


def _with_target(header: Header) -> tuple[RuleSet, HeaderProblem | None]:
    declared = header.rules.target
    if not header.target_given:
        return header.rules, None
    if declared is not None and declared != header.target:
        said = "standard" if header.target is None else header.target
        return header.rules, HeaderProblem(
            f"the Target tag says {said} but the rules say target={declared}", "Target"
        )
    if header.target is None:
        return header.rules, None
    if not header.rules.allows_target(header.target):
        shown = repr(header.target_text) if header.target_text is not None else str(header.target)
        wanted = _TARGET_WANTED if header.rules.in_fives else header.rules.target_wanted()
        return header.rules, HeaderProblem(f"{shown} is not a target: {wanted}", "Target", 0, "R18")
    try:
        return header.rules.with_variant("target", str(header.target)), None
    except RulesError as error:
        return header.rules, HeaderProblem(error.message, "Target", 0, error.rule)


def header_tags(game: GameRecord) -> list[tuple[str, str]]:
    """The header of ``game`` as ``(name, value)`` tag pairs, in canonical order."""
    names = game.side_names
    tags: list[tuple[str, str]] = [("Format", format_for(game.rules, newer_lines=game.says_more_than_1_0))]
    for name, value in (
        ("Event", game.event),
        ("Site", game.site),
        ("Date", game.date),
        ("Round", game.round),
    ):
        if value is not None:
            tags.append((name, value))
    tags.append(("Seats", ", ".join(game.seats)))
    if game.partnerships:
        tags.append(("Partners", ", ".join(names)))
    rules = game.rules
    if rules.target is not None:
        tags.append(("Rules", str(replace(rules, target=None))))
        tags.append(("Target", str(rules.target)))
    else:
        tags.append(("Rules", str(rules)))
    if game.seed is not None:
        tags.append(("Seed", str(game.seed)))
    view = game.view
    tags.append(("View", view.level.value if view.seat is None else f"{view.level} {game.seats[view.seat]}"))
    if game.first_hand != 1 or game.start_scores is not None:
        setup = f"hand {game.first_hand}"
        if game.start_scores is not None:
            setup += ", " + ", ".join(f"{n} {s}" for n, s in zip(names, game.start_scores, strict=True))
        tags.append(("Setup", setup))
    tags.append(("Result", "*" if game.result is None else names[game.result]))
    tags.extend(game.other_tags)
    return tags
