"""The kinds of change that keep a record legal: claims, arms or lines left out, comments, other spacing."""

from __future__ import annotations

import random
import re
from dataclasses import replace

from allfives_notation.engine.rules import Muggins
from allfives_notation.notation import write_game
from allfives_notation.record import (
    Call,
    Comment,
    CommentStyle,
    GameRecord,
    HandRecord,
)
from allfives_notation.testing.changes import (
    NO_COUNT,
    NOT_SHOWN,
    ONLY_DEDUCT_AND_AWARD,
    Kind,
    an_opponent,
    arm_left_out,
    changed_turn,
    with_calls,
    without,
    wrong_call,
)
from allfives_notation.testing.records import with_hand
from allfives_notation.testing.sites import (
    Site,
    all_turns,
    counted_hands,
    entry_seat,
    first_seat,
    hands,
    implied,
    leader_seat,
    placements,
    settled,
    the_game,
    turn_of,
    turn_seat,
)


def wrong_call_of_nothing(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord:
    """An opponent calls a placement claimed at its count and scores nothing: their mistake, legal (R23)."""
    h, t = site
    return with_calls(record, h, t, (Call(an_opponent(truth, site, rng)),))


BRACE = Comment(" Ann 5-3 E +10 ! hand 2, Ben leads [%clk 0:01:30] ")
SEMI = Comment(" blocked; score Ann 5", CommentStyle.LINE)


def claim_left_out(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    """A claim left out."""
    turn = turn_of(record, site)
    return None if turn.points is None else changed_turn(record, site, replace(turn, points=None))


def every_claim_left_out(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """Every claim of the game left out."""
    return replace(
        record,
        hands=tuple(replace(h, turns=tuple(replace(t, points=None) for t in h.turns)) for h in record.hands),
    )


def implied_arm_written(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """An arm only one arm could take, written."""
    return changed_turn(record, site, replace(turn_of(record, site), arm=turn_of(truth, site).arm))


def commented(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """Comments on a turn and on its hand, some looking like notation."""
    turn = turn_of(record, site)
    hand = record.hands[site[0]]
    record = with_hand(record, site[0], replace(hand, comments=(BRACE,)))
    return changed_turn(record, site, replace(turn, comments=(BRACE, SEMI)))


def glyphs(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """Glyphs on a turn: a move glyph and a numeric one."""
    return changed_turn(
        record, site, replace(turn_of(record, site), glyphs=(rng.choice(("!", "??", "!?")), "$4"))
    )


END_PARTS = ("end", "pips", "shown", "deductions", "awards", "scores")


def end_parts(truth: GameRecord) -> list[Site]:
    """Each end-of-hand line of each hand with an end."""
    return [
        (h, i) for h, hand in enumerate(truth.hands) if hand.end is not None for i in range(len(END_PARTS))
    ]


def ender_seat(truth: GameRecord, site: Site) -> int:
    """The seat that went out or reached the target in hand ``site[0]``; 0 for a blocked hand."""
    end = truth.hands[site[0]].end
    return end.seat or 0 if end is not None else 0


def end_part_left_out(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    """One end-of-hand line of a hand left out."""
    h, i = site
    hand = record.hands[h]
    part = END_PARTS[i]
    if not getattr(hand, part):
        return None
    if part == "end":
        return with_hand(record, h, replace(hand, end=None))
    return without(part, everywhere=False)(record, site)


def cut(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """The record stops after turn ``t`` of hand ``h`` (result ``*``)."""
    h, t = site
    hand = record.hands[h]
    stub = HandRecord(hand.number, hand.leader, hand.dealt, hand.boneyard, hand.turns[: t + 1])
    return replace(record, hands=(*record.hands[:h], stub), result=None)


def renamed(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """Other seat names: accents, apostrophes, dots."""
    return replace(record, seats=("Zoë", "O'Neil", "J.R.", "Łukasz")[: record.table.players])


def tagged(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """Header tags added."""
    return replace(
        record,
        event="Club night",
        site="Room 2",
        date="2026-??-??",
        round="3",
        other_tags=(("Annotator", "x"),),
    )


def draws_not_named(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    """The tiles a turn drew not named."""
    turn = turn_of(record, site)
    return None if not turn.drawn else changed_turn(record, site, replace(turn, drawn=()))


def dealt_left_out(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    """A seat's dealt line left out."""
    h, seat = site
    hand = record.hands[h]
    if seat not in dict(hand.dealt):
        return None
    return with_hand(record, h, replace(hand, dealt=tuple(d for d in hand.dealt if d[0] != seat)))


def boneyard_left_out(
    record: GameRecord, truth: GameRecord, site: Site, rng: random.Random
) -> GameRecord | None:
    """The boneyard line left out."""
    hand = record.hands[site[0]]
    return None if hand.boneyard is None else with_hand(record, site[0], replace(hand, boneyard=None))


def later_start(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> GameRecord:
    """The record starts at a later hand, with the scores carried in."""
    k = site[0]
    carried = tuple(score for _, score in truth.hands[k - 1].scores)
    return replace(record, hands=record.hands[k:], first_hand=k + 1, start_scores=carried)


_TILE = re.compile(r"(?<![\d-])([0-6])-([0-6])(?![\d-])")


def reformatted(record: GameRecord, truth: GameRecord, site: Site, rng: random.Random) -> str:
    """The record's text as a hand-writer might type it, with liberties the reader takes (notation.md §10)."""
    chosen = [
        name
        for name in ("turn", "indent", "spaces", "zeros", "commas", "trailing", "blank", "crlf")
        if rng.random() < 0.6
    ]
    out = []
    for line in write_game(record).split("\n"):
        if line.startswith("[") or not line.strip():
            out.append(line)
            continue
        if "turn" in chosen:
            line = _TILE.sub(r"\2-\1", line)
        if "zeros" in chosen:
            line = re.sub(r"\+(\d)", r"+0\1", line)
            line = re.sub(r"^(\s*hand )(\d)", r"\g<1>0\2", line)
        if "commas" in chosen:
            line = line.replace(", ", ",")
        if "spaces" in chosen:
            line = re.sub(r"(?<=\S) (?=\S)", " \t ", line)
        if "indent" in chosen:
            line = rng.choice(("", "\t", "      ")) + line.lstrip()
        if "trailing" in chosen:
            line += " \t"
        out.append(line)
        if "blank" in chosen:
            out.append("")
    return ("\r\n" if "crlf" in chosen else "\n").join(out)


def claims_optional(truth: GameRecord) -> bool:
    """Whether a claim may be left out: always, but under muggins=on, where it is what scores (R23)."""
    return truth.rules.muggins is not Muggins.ON


LEGAL_KINDS: tuple[Kind, ...] = (
    Kind(  # under muggins=on (R23) a claim left out is a claim of nothing: not the same play
        "a claim left out",
        lambda tr: [s for s in placements(tr) if turn_of(tr, s).points is not None and claims_optional(tr)],
        claim_left_out,
        turn_seat,
    ),
    Kind(
        "every claim left out",
        lambda tr: the_game(tr) if claims_optional(tr) else [],
        every_claim_left_out,
        first_seat,
    ),
    Kind("an implied arm written", implied, implied_arm_written, turn_seat),
    Kind("an implied arm left out", implied, arm_left_out, turn_seat, implied_arms=False),
    Kind("comments added", all_turns, commented, turn_seat),
    Kind("glyphs added", all_turns, glyphs, turn_seat),
    Kind(
        "an end-of-hand line left out",
        end_parts,
        end_part_left_out,
        ender_seat,
    ),
    Kind("no tiles shown in the game", the_game, lambda r, t, site, rng: NOT_SHOWN(r, site), first_seat),
    Kind(
        "no count in the game, scores only", the_game, lambda r, t, site, rng: NO_COUNT(r, site), first_seat
    ),
    Kind(
        "only deduct or award lines in a hand",
        lambda tr: [(h,) for h in counted_hands(tr)],
        lambda r, t, site, rng: ONLY_DEDUCT_AND_AWARD(r, site),
        leader_seat,
    ),
    Kind(
        "the tiles drawn not named",
        lambda tr: [s for s in all_turns(tr) if turn_of(tr, s).draws],
        draws_not_named,
        turn_seat,
    ),
    Kind(
        "a dealt line left out",
        lambda tr: [(h, s) for h, _ in enumerate(tr.hands) for s in range(tr.table.players)],
        dealt_left_out,
        entry_seat,
    ),
    Kind("the boneyard line left out", hands, boneyard_left_out, leader_seat),
    Kind("the record cut after a turn", all_turns, cut, turn_seat),
    Kind(
        "picked up at a later hand",
        lambda tr: [(k,) for k in range(1, len(tr.hands))],
        later_start,
        leader_seat,
    ),
    Kind("seats renamed", the_game, renamed, first_seat),
    Kind("tags added", the_game, tagged, first_seat),
    Kind("reformatted text", lambda tr: [(0,), (1,), (2,)], reformatted, first_seat),
)

#: Kinds of change that keep a record legal that only some rule sets have places for: under
#: muggins=on (R23), a call where nothing was missed, written with no amount or with one (the
#: caller's mistake, reported as a wrong call, AF309, not as a wrong record; the scores stay).
HOUSE_LEGAL_KINDS: tuple[Kind, ...] = (
    Kind("a wrong call, no amount written", settled, wrong_call_of_nothing, turn_seat),
    Kind("a wrong call, an amount written", settled, wrong_call, turn_seat),
)
