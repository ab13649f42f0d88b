"""Records that grow step by step, each twice the one before: many hands, a long dealt line, many turns."""

from __future__ import annotations

#: A public record's header, and an open one's (the dealt line needs an open record).
HEADER = '[Format "AFN 1.0"]\n[Seats "Ann, Ben"]\n[Rules "allfives"]\n[View "public"]\n[Result "*"]\n'
OPEN_HEADER = HEADER.replace("public", "open")
#: Every tile as the notation writes it.
_TILES = [f"{high}-{low}" for high in range(7) for low in range(high + 1)]


def many_hands(step: int) -> bytes:
    """1,000 times 2**step hands, each led with a wrong claim (6-6 scores 10, not 15), then a reply."""
    hands = 1000 << step
    body = "".join(f"\nhand {k}, Ann leads\n  Ann 6-6 +15\n  Ben 6-4 +10\n" for k in range(1, hands + 1))
    return (HEADER + body).encode()


def long_dealt_line(step: int) -> bytes:
    """One hand whose dealt line holds 0.1 MB times 2**step of tiles (four bytes a tile)."""
    tiles = (100_000 << step) // 4
    dealt = " ".join(_TILES[k % len(_TILES)] for k in range(tiles))
    return (OPEN_HEADER + f"\nhand 1, Ann leads\n  Ann: {dealt}\n  Ann 6-6\n").encode()


def many_turns(step: int, steps: int) -> bytes:
    """One hand of 1,000,000 / 2**(steps - 1 - step) turn lines (ten bytes a line)."""
    turns = 1_000_000 >> (steps - 1 - step)
    return (HEADER + "\nhand 1, Ann leads\n" + "  Ann 6-4\n" * turns).encode()
