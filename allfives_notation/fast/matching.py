"""Whether some deal explains a hand with hidden tiles, found by a bitmask matching.

A deal found proves the hand consistent; none found leaves the verdict, and its wording,
to :mod:`allfives_notation.check.hidden`.
"""

from __future__ import annotations

from allfives_notation.check.hidden import HiddenHand


def deal_found(hidden: HiddenHand) -> bool:
    """Whether a deal and boneyard order explain all the hand shows, its end and pip totals included."""
    return hidden.consistent() and (not hidden.pips or hidden.pips_possible() is True)
