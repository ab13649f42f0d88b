"""Muggins slips in a record (R23): claims short of the count or struck, and calls nobody made.

Read from the record on the one walk of a hand, judging only what R23 says: a placement's
player claimed less than its count gives (the points they gave away) or more (the claim
is struck: they scored nothing for it), and whether an opponent called before the next
placement. The validator checks that the record's figures add up; this module tells a
player what they let go. Under any other rule set a record has no slips.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from allfives_notation.engine.rules import Muggins, Table
from allfives_notation.engine.tiles import Tile
from allfives_notation.record.model import GameRecord, Turn
from allfives_notation.record.walk import HandReplay, HandVisitor

#: The comments :func:`slip_notes` writes, recognised so that annotating again replaces them.
SLIP_NOTE: Final = re.compile(
    r"(?:missed claim|claim struck): [0-6]-[0-6] worth \d+, claimed \d+"
    r"|missed call: .+ could have called \+\d+"
)


def claim_scores(claim: int | None, count: int) -> int:
    """What a placement scores under muggins=on (R23): its claim (None: nothing), nothing past the count."""
    claimed = claim or 0
    return claimed if claimed <= count else 0


@dataclass(frozen=True, slots=True)
class Slip:
    """A placement whose claim differed from its count (R23), and the right call on it if one came."""

    hand: int  # index of the hand in the record
    turn: int  # index of the placement's turn in the hand
    seat: int  # the placement's player
    tile: Tile
    count: int  # what the count gave the placement
    claim: int  # what its player claimed (0: nothing)
    called_by: int | None  # the opponent whose call answered it, None where nobody called

    @property
    def struck(self) -> bool:
        """Whether the claim was past the count, so struck: the placement scored nothing."""
        return self.claim > self.count

    @property
    def given_away(self) -> int:
        """What the player lost by the claim: the miss, or the whole count where it was struck."""
        return self.count if self.struck else self.count - self.claim

    @property
    def callable(self) -> int:
        """What a call would score: the miss, or the amount claimed as a penalty where it was struck."""
        return self.claim if self.struck else self.count - self.claim

    def could_call(self, table: Table) -> tuple[int, ...]:
        """The seats that could have called: every opponent of the placement's player."""
        side = table.side_of(self.seat)
        return tuple(s for s in range(table.players) if table.side_of(s) != side)


def slips(record: GameRecord) -> list[Slip]:
    """Every placement of ``record`` whose claim differed from its count, in order; none unless muggins=on."""
    if record.table.rules.muggins is not Muggins.ON:
        return []
    out: list[Slip] = []
    for h in range(len(record.hands)):
        finder = _Slips(record.table, h)
        HandReplay(record, h, finder).run()
        finder.close()
        out.extend(finder.found)
    return out


class _Slips(HandVisitor):
    """One hand's slips: each placement opens a window for a call, the next placement closes it."""

    def __init__(self, table: Table, h: int) -> None:
        self.table = table
        self.h = h
        self.found: list[Slip] = []
        self.open: Slip | None = None

    def after_placement(
        self, replay: HandReplay, t: int, turn: Turn, tile: int, arm: int, points: int
    ) -> None:
        """A new placement: the last one can no longer be called; this one may be."""
        self.close()
        assert turn.tile is not None
        self.open = Slip(self.h, t, turn.seat, turn.tile, points, turn.points or 0, None)

    def call_made(self, replay: HandReplay, t: int, turn: Turn, c: int) -> None:
        """An opponent's call answers the open placement, if it missed or over-claimed."""
        slip, seat = self.open, turn.calls[c].seat
        if slip is None or slip.called_by is not None or not slip.callable:
            return
        if self.table.side_of(seat) != self.table.side_of(slip.seat):
            self.open = Slip(slip.hand, slip.turn, slip.seat, slip.tile, slip.count, slip.claim, seat)

    def close(self) -> None:
        """Keep the open placement if its claim differed from its count."""
        if self.open is not None and self.open.claim != self.open.count:
            self.found.append(self.open)
        self.open = None


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def slip_notes(record: GameRecord) -> dict[tuple[int, int], list[str]]:
    """The words for each slip, by (hand, turn): the claim, and a call nobody made.

    ``missed claim: 6-4 worth 10, claimed 0``, ``claim struck: 6-4 worth 5, claimed 10``,
    ``missed call: Ben could have called +10`` (every opponent who could, joined by "or").
    """
    notes: dict[tuple[int, int], list[str]] = {}
    for slip in slips(record):
        words = notes.setdefault((slip.hand, slip.turn), [])
        what = "claim struck" if slip.struck else "missed claim"
        words.append(f"{what}: {slip.tile} worth {slip.count}, claimed {slip.claim}")
        if slip.called_by is None:
            names = [record.seats[s] for s in slip.could_call(record.table)]
            words.append(f"missed call: {_names(names)} could have called +{slip.callable}")
    return notes


@dataclass(frozen=True, slots=True)
class SlipFigures:
    """One player's muggins figures over a game, in the count's points (R23)."""

    claims: int  # placements whose claim missed points or was struck
    by_claims: int  # points those claims gave away
    calls: int  # calls the player could have made and did not
    by_calls: int  # points those calls would have scored


def slip_figures(record: GameRecord) -> tuple[SlipFigures, ...]:
    """Per seat: the points missed by claims, and those let go by calls not made.

    A call nobody made counts against every opponent who could have made it: each let it go.
    """
    players = len(record.seats)
    claims, by_claims, calls, by_calls = [0] * players, [0] * players, [0] * players, [0] * players
    for slip in slips(record):
        claims[slip.seat] += 1
        by_claims[slip.seat] += slip.given_away
        if slip.called_by is None:
            for seat in slip.could_call(record.table):
                calls[seat] += 1
                by_calls[seat] += slip.callable
    return tuple(SlipFigures(*figures) for figures in zip(claims, by_claims, calls, by_calls, strict=True))
