"""The search's sequential test: options compared on the same deals, set aside or settled only when sure.

Every option searched in a deal gets two outcomes there: the points its side gains to the
end of the hand less the other sides', and its chance to win the game. Two options are
compared by their difference deal by deal, over the deals both were searched in (paired
differences: what the deal gave both cancels), as a mean with its standard error.

The search looks at the comparisons after 16, 32, 64, ... deals (:func:`looks`). At each
look an option is **set aside** (searched no further) when it is behind the leader with
the confidence of that look, and the adaptive search **stops** once the glyph of the move
played is settled: the interval of its loss lies within one glyph's band
(:func:`glyph_band`), or the deals left could not bring it within one (:meth:`Race.stop`).
Looking again and again would let chance through, so the looks share the error allowed
(Bonferroni over looks): the early looks share 2.5%, one-sided, so each uses ``z`` =
Φ⁻¹(1 - 0.025 / their number) (2.5 to 2.7 standard errors), and the last word, the glyph
written from the values at the end, uses 1.96 (another 2.5%): a glyph is wrong with a
chance of at most 5%. Each standard error carries a term for differences the deals have
not shown yet (the range of the outcomes met, over the number of deals: two options alike
in all of 16 deals may still differ in the 17th, by as much as outcomes differ); it fades
as the deals grow.

Nothing here plays dominoes: the outcomes come from :mod:`allfives_notation.analysis.search`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from math import inf, sqrt
from operator import mul, sub
from statistics import NormalDist
from typing import Final

from allfives_notation.engine.rules import Count, RuleSet
from allfives_notation.notation.evaluation import Z

#: Glyph thresholds: expected points given away against the best option, in points as R15
#: counts them (docs/analysis.md); under another count, times its unit (:func:`point_steps`).
INACCURACY: Final = 3.0
MISTAKE: Final = 7.0
BLUNDER: Final = 15.0
#: The same where the options are ranked by the chance to win, in chance given away.
INACCURACY_WIN: Final = 0.05
MISTAKE_WIN: Final = 0.10
BLUNDER_WIN: Final = 0.20
POINT_STEPS: Final = (INACCURACY, MISTAKE, BLUNDER)
CHANCE_STEPS: Final = (INACCURACY_WIN, MISTAKE_WIN, BLUNDER_WIN)
#: What a point as R15 counts it comes to in each count's points (R20), for the thresholds and
#: the spreads the search assumes: a fifth in fifths; in fives and threes, measured over
#: self-played games, what an option gives away against the best at the moment of choice
#: (docs/analysis.md, "Under other counts").
COUNT_UNITS: Final[Mapping[Count, float]] = {
    Count.FIVES: 1.0,
    Count.FIFTHS: 0.2,
    Count.FIVES_AND_THREES: 0.56,
}


def count_unit(rules: RuleSet) -> float:
    """What a point as R15 counts it comes to under ``rules``' count (R20): 1, 0.2 in fifths, 0.56."""
    return COUNT_UNITS[rules.count]


def point_steps(unit: float = 1.0) -> tuple[float, float, float]:
    """The glyph thresholds in points (:data:`POINT_STEPS`) for a count whose unit is ``unit``."""
    return (INACCURACY * unit, MISTAKE * unit, BLUNDER * unit)


#: The first look, after this many deals; then after twice as many, and so on, and at the budget.
FIRST_LOOK: Final = 16
#: The one-sided error the early looks share; the last word (Z, 1.96) allows as much again.
EARLY_ERROR: Final = 0.025
#: Standard errors the loss may still move by, in the deals left, when judging whether they could settle it.
FUTILITY_Z: Final = 2.0
#: The adaptive search also goes on until the points the move played gives away are known to
#: this standard error (or the budget is spent), so that the study report's sums hold: at 3.5
#: a clear turn stops after 128 deals (the spread of a loss is about 35 points a deal), at 3.0
#: after 256, for the same glyphs and a tenth more time (docs/analysis.md).
POINTS_ERROR: Final = 3.5
#: Below this, a difference of outcomes is rounding, not play.
_TINY: Final = 1e-9


def looks(budget: int) -> list[int]:
    """The numbers of deals after which the search looks: 16, 32, 64, ... below the budget, then it."""
    out = []
    n = FIRST_LOOK
    while n < budget:
        out.append(n)
        n *= 2
    out.append(budget)
    return out


def early_z(budget: int) -> float:
    """Standard errors a comparison must clear at a look before the last, for a search of ``budget`` deals."""
    early = max(1, len(looks(budget)) - 1)
    return NormalDist().inv_cdf(1.0 - EARLY_ERROR / early)


def bands(steps: Sequence[float]) -> list[tuple[str, float, float]]:
    """Each glyph's band of the loss, lowest first: ``!``, none (``""``), ``?!``, ``?``, ``??``.

    ``!`` holds losses at or below minus a mistake (the move played the best by that much
    over every other option); none those between, above minus a mistake and below an
    inaccuracy; ``?!``, ``?`` and ``??`` each from its threshold up to the next.
    """
    inaccuracy, mistake, blunder = steps
    return [
        ("!", -inf, -mistake),
        ("", -mistake, inaccuracy),
        ("?!", inaccuracy, mistake),
        ("?", mistake, blunder),
        ("??", blunder, inf),
    ]


def glyph_band(low: float, high: float, steps: Sequence[float]) -> str | None:
    """The glyph whose band holds all of the interval ``[low, high]`` of a loss (``""``: none), else None.

    So a glyph is given only where the loss is within its band with the interval's
    confidence, and an interval across a threshold gives no glyph at all.
    """
    for glyph, foot, top in bands(steps):
        if glyph == "!":  # at or below minus a mistake
            inside = high <= top + _TINY
        elif glyph == "":  # above minus a mistake, below an inaccuracy
            inside = low > foot + _TINY and high < top - _TINY
        else:  # from its threshold up to the next
            inside = low >= foot - _TINY and high < top - _TINY
        if inside:
            return glyph
    return None


@dataclass(frozen=True, slots=True)
class Gap:
    """How far one option came out ahead of another, deal by deal, over the deals both were searched in."""

    mean: float
    error: float  # its standard error, with the term for differences not yet seen
    deals: int

    def low(self, z: float = Z) -> float:
        """The foot of the interval ``z`` standard errors wide."""
        return self.mean - z * self.error

    def high(self, z: float = Z) -> float:
        """The top of the interval ``z`` standard errors wide."""
        return self.mean + z * self.error


def gap(ahead: Sequence[float], behind: Sequence[float], swing: float = 0.0) -> Gap:
    """``ahead`` less ``behind``, deal by deal over the deals both have (the shorter's), with its error.

    ``swing`` is the largest difference met in the decision: ``swing / n`` joins the
    standard error (see the module text).
    """
    diffs = list(map(sub, ahead, behind))
    n = len(diffs)
    if n == 0:
        return Gap(0.0, 0.0, 0)
    mean = sum(diffs) / n
    spread = max(0.0, sum(map(mul, diffs, diffs)) - n * mean * mean) / (n - 1) if n > 1 else 0.0
    return Gap(mean, sqrt(spread / n + (swing / n) ** 2), n)


def mean_and_error(outcomes: Sequence[float]) -> tuple[float, float]:
    """The mean of ``outcomes`` and its standard error."""
    n = len(outcomes)
    mean = sum(outcomes) / n
    if n < 2:
        return mean, 0.0
    spread = max(0.0, sum(map(mul, outcomes, outcomes)) - n * mean * mean) / (n - 1)
    return mean, sqrt(spread / n)


def futile(loss: Gap, share: float, z: float, steps: Sequence[float]) -> bool:
    """Whether the deals left could not bring the loss's 95% interval within the band of any glyph.

    ``share`` is the part of the budget searched. By the budget the loss's mean will have
    moved by at most ``z`` times its spread still to come (the error now times the square
    root of the share left), and its error shrunk to the error now times the square root
    of ``share``; no glyph's band wide enough for that interval, within reach of that mean:
    futile. Stopping so makes no claim: no glyph is written, as none would be at the budget.
    """
    drift = z * loss.error * sqrt(max(0.0, 1.0 - share))
    half = Z * loss.error * sqrt(share)
    for glyph, foot, top in bands(steps):
        if not glyph:
            continue
        lowest, highest = foot + half, top - half  # where the mean must end for the interval to fit
        if lowest <= highest and lowest <= loss.mean + drift and highest >= loss.mean - drift:
            return False
    return True


class Race:
    """The options of one decision searched deal after deal: who is still searched, and when to stop.

    ``played`` is the option the record played (searched in every deal: its loss sets the
    glyph), or None for a player choosing; ``searched`` the options to search (all, or one of
    each pair of twins); ``by_chance`` whether the options are ranked by the chance to win
    (else by points). Feed each deal's outcomes with :meth:`add`, then call :meth:`dealt`;
    it says when the search may stop, and :attr:`stopped` why.
    """

    def __init__(
        self,
        options: int,
        played: int | None,
        budget: int,
        adaptive: bool,
        setting_aside: bool,
        searched: Sequence[int] | None = None,
        by_chance: bool = False,
        unit: float = 1.0,
    ) -> None:
        self.count = options
        self.unit = unit  # the count's unit (count_unit): the thresholds in points are scaled by it
        self.played = played
        self.budget = budget
        self.adaptive = adaptive
        self.setting_aside = setting_aside
        self.by_chance = by_chance
        self.gains: list[list[float]] = [[] for _ in range(options)]
        self.chances: list[list[float]] = [[] for _ in range(options)]
        self.alive = list(range(options) if searched is None else searched)  # the options still searched
        self.deals = 0
        self.stopped: str | None = None  # "settled" or "futile" once the adaptive search stops
        self.looks = set(looks(budget))
        self.z = early_z(budget)
        # the range of the outcomes so far, lowest and highest (the most two could differ by in a deal)
        self._points_range = [inf, -inf]
        self._chances_range = [inf, -inf]

    def add(self, option: int, gained: float, chance: float) -> None:
        """One deal's outcomes for ``option``: points gained less the others', chance to win."""
        self.gains[option].append(gained)
        self.chances[option].append(chance)

    def dealt(self) -> bool:
        """One more deal searched; at a look, set aside what is behind; True when the search may stop."""
        self.deals += 1
        for outcomes, span in ((self.gains, self._points_range), (self.chances, self._chances_range)):
            for i in self.alive:
                last = outcomes[i][-1]
                span[0] = min(span[0], last)
                span[1] = max(span[1], last)
        if self.deals not in self.looks or self.deals >= self.budget:
            return False
        if self.setting_aside:
            self._set_aside()
        if not self.adaptive:
            return False
        self.stopped = self.stop(self.z)
        return self.stopped is not None

    @property
    def ranked_by(self) -> list[list[float]]:
        """The outcomes that rank the options: chances where the target is within reach, else points."""
        return self.chances if self.by_chance else self.gains

    @property
    def steps(self) -> tuple[float, float, float]:
        """The glyph thresholds in the ranking's terms."""
        return CHANCE_STEPS if self.by_chance else point_steps(self.unit)

    def means(self, outcomes: Sequence[Sequence[float]]) -> dict[int, float]:
        """Each option's mean over the deals it was searched in."""
        return {i: sum(outcomes[i]) / len(outcomes[i]) for i in range(self.count) if outcomes[i]}

    def leader(self, among: Sequence[int] | None = None) -> int:
        """The option still searched (of ``among``) that ranks first (points break ties, then the first)."""
        ranking = self.means(self.ranked_by)
        points = self.means(self.gains)
        return max(self.alive if among is None else among, key=lambda i: (ranking[i], points[i], -i))

    def others(self) -> list[int]:
        """The options still searched other than the move played."""
        return [i for i in self.alive if i != self.played]

    def gap(self, ahead: int, behind: int, outcomes: Sequence[Sequence[float]] | None = None) -> Gap:
        """``ahead`` less ``behind`` on their common deals, in the ranking's terms or in ``outcomes``."""
        found = self.ranked_by if outcomes is None else outcomes
        return gap(found[ahead], found[behind], self.swing(found))

    def held_out_gap(self, option: int, outcomes: Sequence[Sequence[float]], among: Sequence[int]) -> Gap:
        """How far the best of ``among`` (searched in every deal) is ahead of ``option``, chosen elsewhere.

        The best is chosen by ``outcomes`` on the even deals and measured on the odd ones,
        then the other way round, and the two averaged. Chosen and measured on the same
        deals, the best would be the option luck favoured most, and a loss against it too
        large by that luck (the winner's curse: at 16 deals the points lost over a game came
        out half as large again); so measured, a loss is at most the true gap to some option,
        which is at most the true loss. Where the same option is best on both halves, this
        is the gap to it deal by deal, as :meth:`gap` gives.
        """
        n = self.deals
        if n < 2:
            best = max(among, key=lambda i: (sum(outcomes[i]), -i))
            return gap(outcomes[best], outcomes[option], self.swing(outcomes))
        means = []
        spread = 0.0
        for choose, measure in ((0, 1), (1, 0)):
            best = max(among, key=lambda i: (sum(outcomes[i][choose::2]), -i))
            found = gap(outcomes[best][measure::2], outcomes[option][measure::2])
            means.append(found.mean)
            spread += found.error**2
        error = sqrt(spread / 4 + (self.swing(outcomes) / n) ** 2)
        return Gap((means[0] + means[1]) / 2, error, n)

    def loss(self, outcomes: Sequence[Sequence[float]] | None = None) -> Gap | None:
        """What the move played gives away against the best of the other options (None: no other, or no move).

        In the ranking's terms, or in ``outcomes``; negative where the move played is ahead of
        every other option. Measured against the best chosen on other deals (:meth:`held_out_gap`).
        """
        others = self.others()
        if self.played is None or not others:
            return None
        return self.held_out_gap(self.played, self.ranked_by if outcomes is None else outcomes, others)

    def swing(self, outcomes: Sequence[Sequence[float]]) -> float:
        """The most two outcomes could differ by in one deal, as far as the deals have shown (their range)."""
        span = self._chances_range if outcomes is self.chances else self._points_range
        return max(0.0, span[1] - span[0])

    def _set_aside(self) -> None:
        """Stop searching each option behind the leader with this look's confidence.

        With a move played, the leader is the best of the other options: one behind it is
        not the best other option, so not what the move played is measured against.
        """
        if len(self.alive) < 2:
            return
        among = self.alive if self.played is None else self.others()
        if not among:
            return
        leader = self.leader(among)
        for i in list(among):
            if i != leader and self.gap(leader, i).low(self.z) > 0:
                self.alive.remove(i)

    def stop(self, z: float) -> str | None:
        """Why the search may stop at ``z`` standard errors: ``settled``, ``futile``, or None to go on.

        For a player choosing (no move played): settled once a single option is left. With a
        move played, once the points it gives away are known to :data:`POINTS_ERROR` (times the
        count's unit): settled
        where the interval of its loss lies within one glyph's band (or within none's), futile
        where the deals left could not bring it within any glyph's band.
        """
        if self.played is None:
            return "settled" if len(self.alive) == 1 else None
        loss = self.loss()
        if loss is None:
            return "settled"
        points = self.loss(self.gains) if self.by_chance else loss
        if points is not None and points.error > POINTS_ERROR * self.unit:
            return None
        if glyph_band(loss.low(z), loss.high(z), self.steps) is not None:
            return "settled"
        if futile(loss, self.deals / self.budget, FUTILITY_Z, self.steps):
            return "futile"
        return None
