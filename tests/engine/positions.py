"""Hand-made deals for rule-book tests: write down the tiles that matter, the rest is filled in."""

from __future__ import annotations

from collections.abc import Sequence

from allfives_notation.engine import TILES, Arm, Hand, Table, Tile


def tiles(text: str) -> list[Tile]:
    """Tiles as a domino player writes them: ``tiles("5-5 5-0 6-4")``."""
    return [Tile.parse(word) for word in text.split()]


def deal_of(table: Table, hands: Sequence[str], boneyard: str = "") -> tuple[list[list[Tile]], list[Tile]]:
    """A full deal of the 28 tiles from the tiles a test cares about.

    ``hands`` gives each seat's tiles (seat 1 first); a seat written with fewer tiles than
    the table's hand size is topped up with the lowest unused tiles (0-0, 1-0, 2-0, ...),
    so write every tile of a seat whose hand matters. The boneyard starts with
    ``boneyard`` in draw order and ends with every tile left over, lowest first.
    """
    written = [tiles(text) for text in hands]
    first = tiles(boneyard)
    used = [tile for hand in written for tile in hand] + first
    if len(set(used)) != len(used):
        raise ValueError(f"a tile is written twice in {hands!r} / {boneyard!r}")
    if len(written) != table.players or any(len(hand) > table.hand_size for hand in written):
        raise ValueError(f"{table.players} hands of at most {table.hand_size} tiles expected")
    spare = [tile for tile in TILES if tile not in used]
    dealt: list[list[Tile]] = []
    for hand in written:
        missing = table.hand_size - len(hand)
        dealt.append(hand + spare[:missing])
        spare = spare[missing:]
    return dealt, first + spare


def position(
    table: Table,
    hands: Sequence[str],
    boneyard: str = "",
    *,
    leader: int = 0,
    scores: Sequence[int] | None = None,
) -> Hand:
    """A hand ready to be led by ``leader`` (seats count from 0), dealt by :func:`deal_of`."""
    dealt, rest = deal_of(table, hands, boneyard)
    return Hand(table, dealt, rest, leader, scores=scores)


def play_line(hand: Hand, moves: str) -> None:
    """Make placements written as a record would: ``"3-4, 0-3 W, 4-0 E"`` (the lead has no arm)."""
    for move in moves.split(","):
        words = move.split()
        hand.play(Tile.parse(words[0]), Arm[words[1]] if len(words) > 1 else None)


# A hand of four players holding seven tiles each (nothing left to draw) that blocks after
# ten placements: all seven 0-tiles end up on the table and every open end shows 0 (the
# 0-0 is the spinner, so its north and south arms show 0 as well). Seats play in turn:
# seat 1 plays the 1st, 5th and 9th tiles, seat 2 the 2nd, 6th and 10th, and so on.
BLOCKING_PLAYS = "3-4, 0-3 W, 4-0 E, 0-0 W, 0-5 E, 0-2 W, 5-6 E, 2-1 W, 6-0 E, 1-0 W"
BLOCKING_PLACED = ("3-4 0-5 6-0", "0-3 0-2 1-0", "4-0 5-6", "0-0 2-1")

#: The tiles each seat still holds at the block: 17, 22, 38 and 49 pips (126 in all).
BLOCKED_LEFT = ("1-1 1-3 1-4 1-5", "1-6 2-2 2-3 2-4", "2-5 2-6 3-3 3-5 3-6", "4-4 4-5 4-6 5-5 6-6")
#: The same leftovers shared out so that seats 1 and 2 tie for the lightest hand: 21, 21, 36, 48.
BLOCKED_LEFT_TIED = ("1-1 1-3 1-4 4-6", "1-5 2-2 2-3 2-4", "1-6 2-5 2-6 3-3 3-5", "3-6 4-4 4-5 5-5 6-6")


def blocking_deal(left: Sequence[str] = BLOCKED_LEFT) -> list[list[Tile]]:
    """The four hands of the blocking hand, each seat keeping ``left[seat]`` at the end."""
    return [tiles(f"{placed} {kept}") for placed, kept in zip(BLOCKING_PLACED, left, strict=True)]
