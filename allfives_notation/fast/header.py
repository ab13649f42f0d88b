"""A game's tag pairs made into its header record for the fast path, by the reader's own tag table.

Every tag is read by :data:`allfives_notation.notation.header.INTERPRET`, so the header is
exactly the reader's; anything the reader would refuse is :class:`Unsure`. The rules
declarations, few and often repeated, are read once each.
"""

from __future__ import annotations

from allfives_notation.engine.rules import RuleSet, Table
from allfives_notation.errors import AllFivesError
from allfives_notation.fast.replay import Unsure
from allfives_notation.notation.header import INTERPRET, ROSTER, Header, finish, known_tag, record_of_header
from allfives_notation.notation.ruleset import parse_rules
from allfives_notation.record.model import GameRecord

_RULES: dict[str, RuleSet | None] = {}  # a rules declaration -> what it says, or None if it is refused


def rules_of(value: str) -> RuleSet:
    """The rules a declaration names; Unsure if the reader refuses it."""
    if value in _RULES:
        rules = _RULES[value]
    else:
        try:
            rules = parse_rules(value)
        except AllFivesError:
            rules = None
        if len(_RULES) < 256:  # a file of many different declarations: keep only the first few
            _RULES[value] = rules
    if rules is None:
        raise Unsure
    return rules


def header_record(tags: list[tuple[str, str]]) -> GameRecord:
    """The header record of the tag pairs ``(name, value)`` (values unescaped); Unsure if any is refused."""
    values: dict[str, str] = {}
    header = Header()
    for name, value in tags:
        known = known_tag(name)
        if known is not None and known != name:
            raise Unsure
        if name in values or any(name == other for other, _ in header.other_tags):
            raise Unsure
        if known is None:
            header.other_tags.append((name, value))
        else:
            values[name] = value
    return header_of(header, values)


def header_of(header: Header, values: dict[str, str]) -> GameRecord:
    """``header`` with the known tags ``values`` read into it, as a record; Unsure if any is refused."""
    if "Seats" not in values:
        raise Unsure
    try:
        for name in ROSTER:
            if name not in values:
                continue
            if name == "Rules":
                header.rules = rules_of(values[name])
            else:
                INTERPRET[name](header, values[name])
        rules, problem = finish(header)
        if problem is not None:
            raise Unsure
        header.rules = rules
        Table(len(header.seats), header.partnerships, rules)
        return record_of_header(header)
    except (AllFivesError, ValueError):
        raise Unsure from None
