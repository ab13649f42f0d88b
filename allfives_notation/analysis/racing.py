"""The search's sequential test: options compared on the same deals, set aside or settled only when sure.

Every option searched in a deal gets two outcomes there: the points its side gains to the
end of the hand less the other sides', and its chance to win the game. Two options are
compared by their difference deal by deal, over the deals both were searched in (paired
differences: what the deal gave both cancels), as a mean with its standard error.

The search looks at the comparisons after 16, 32, 64, ... deals (:func:`looks`). At each
look an option is **set aside** (searched no further) when it is behind the leader with
the confidence of that look, and the adaptive search **stops** when the glyph of the move
played is no longer in doubt (:meth:`Race.settled`). Looking again and again would let
chance through, so the looks share the error allowed (Bonferroni over looks): the early
looks share 2.5%, one-sided, so each uses ``z`` = Φ⁻¹(1 - 0.025 / their number)
(2.5 to 2.7 standard errors), and the last word, the glyph written from the values at
the end, uses 1.96 (another 2.5%): a glyph is wrong with a chance of at most 5%. Each
standard error carries a term for differences the deals have not shown yet (the range of
the outcomes met, over the number of deals: two options alike in all of 16 deals may still
differ in the 17th, by as much as outcomes differ); it fades as the deals grow.

Nothing here plays dominoes: the outcomes come from :mod:`allfives_notation.analysis.search`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import inf, sqrt
from operator import mul, sub
from statistics import NormalDist
from typing import Final

from allfives_notation.notation.evaluation import Z

#: Glyph thresholds: expected points given away against the best option (docs/analysis.md).
INACCURACY: Final = 3.0
MISTAKE: Final = 7.0
BLUNDER: Final = 15.0
#: The same where the options are ranked by the chance to win, in chance given away.
INACCURACY_WIN: Final = 0.05
MISTAKE_WIN: Final = 0.10
BLUNDER_WIN: Final = 0.20
POINT_STEPS: Final = (INACCURACY, MISTAKE, BLUNDER)
CHANCE_STEPS: Final = (INACCURACY_WIN, MISTAKE_WIN, BLUNDER_WIN)

#: The first look, after this many deals; then after twice as many, and so on, and at the budget.
FIRST_LOOK: Final = 16
#: The one-sided error the early looks share; the last word (Z, 1.96) allows as much again.
EARLY_ERROR: Final = 0.025


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


class Race:
    """The options of one decision searched deal after deal: who is still searched, and when to stop.

    ``played`` is the option the record played (searched in every deal: its loss sets the
    glyph), or None for a player choosing; ``searched`` the options to search (all, or one of
    each pair of twins). Feed each deal's outcomes with :meth:`add`, then call :meth:`dealt`;
    it says when the search may stop.
    """

    def __init__(
        self,
        options: int,
        played: int | None,
        budget: int,
        adaptive: bool,
        setting_aside: bool,
        searched: Sequence[int] | None = None,
    ) -> None:
        self.count = options
        self.played = played
        self.budget = budget
        self.adaptive = adaptive
        self.setting_aside = setting_aside
        self.gains: list[list[float]] = [[] for _ in range(options)]
        self.chances: list[list[float]] = [[] for _ in range(options)]
        self.alive = list(range(options) if searched is None else searched)  # the options still searched
        self.decided = False  # some deal ended the game this hand: options are ranked by the chance to win
        self.deals = 0
        self.looks = set(looks(budget))
        self.z = early_z(budget)
        # the range of the outcomes so far, lowest and highest (the most two could differ by in a deal)
        self._points_range = [inf, -inf]
        self._chances_range = [inf, -inf]
        self._gaps: dict[tuple[int, int, bool], Gap] = {}  # this look's comparisons (in chance?)
        self._halves: tuple[int, int, int] | None = None  # at how many deals: the best of each half

    def add(self, option: int, gained: float, chance: float, ends_game: bool) -> None:
        """One deal's outcomes for ``option``: points gained less the others', chance to win, game over."""
        self.gains[option].append(gained)
        self.chances[option].append(chance)
        if ends_game:
            self.decided = True

    def dealt(self) -> bool:
        """One more deal searched; at a look, set aside what is behind; True when the search may stop."""
        self.deals += 1
        for outcomes, span in ((self.gains, self._points_range), (self.chances, self._chances_range)):
            for i in self.alive:
                last = outcomes[i][-1]
                span[0] = min(span[0], last)
                span[1] = max(span[1], last)
        self._gaps.clear()
        if self.deals not in self.looks or self.deals >= self.budget:
            return False
        if self.setting_aside:
            self._set_aside()
        if not self.adaptive:
            return False
        return self.settled(self.z)

    @property
    def ranked_by(self) -> list[list[float]]:
        """The outcomes that rank the options: chances where the game may end this hand, else points."""
        return self.chances if self.decided else self.gains

    @property
    def steps(self) -> tuple[float, float, float]:
        """The glyph thresholds in the ranking's terms."""
        return CHANCE_STEPS if self.decided else POINT_STEPS

    def means(self, outcomes: Sequence[Sequence[float]]) -> dict[int, float]:
        """Each option's mean over the deals it was searched in."""
        return {i: sum(outcomes[i]) / len(outcomes[i]) for i in range(self.count) if outcomes[i]}

    def leader(self) -> int:
        """The option still searched that ranks first (points break ties in chance, then the first option)."""
        ranking = self.means(self.ranked_by)
        points = self.means(self.gains)
        return max(self.alive, key=lambda i: (ranking[i], points[i], -i))

    def gap(self, ahead: int, behind: int, outcomes: Sequence[Sequence[float]] | None = None) -> Gap:
        """``ahead`` less ``behind`` on their common deals, in the ranking's terms or in ``outcomes``."""
        found = self.ranked_by if outcomes is None else outcomes
        key = (ahead, behind, found is self.chances)
        known = self._gaps.get(key)
        if known is None:
            known = self._gaps[key] = gap(found[ahead], found[behind], self.swing(found))
        return known

    def held_out_gap(self, option: int, outcomes: Sequence[Sequence[float]]) -> Gap:
        """How far the best option still searched is ahead of ``option`` in ``outcomes``, chosen elsewhere.

        The best is chosen (by the ranking) on the even deals and measured on the odd ones,
        then the other way round, and the two averaged. Chosen and measured on the same deals,
        the best would be the option luck favoured most, and a loss against it too large by
        that luck (the winner's curse: at 16 deals the points lost over a game came out half
        as large again); so measured, a loss is at most the true gap to some option, which is
        at most the true loss. Where the same option is best on both halves, this is the gap
        to it deal by deal, as :meth:`gap` gives.
        """
        n = self.deals
        if n < 2:
            return self.gap(self.leader(), option, outcomes)
        means = []
        spread = 0.0
        for best, parity in zip(self._best_of_halves(), (1, 0), strict=True):
            found = gap(outcomes[best][parity::2], outcomes[option][parity::2])
            means.append(found.mean)
            spread += found.error**2
        error = sqrt(spread / 4 + (self.swing(outcomes) / n) ** 2)
        return Gap((means[0] + means[1]) / 2, error, n)

    def _best_of_halves(self) -> tuple[int, int]:
        """The option still searched that ranks first on the even deals, and on the odd ones."""
        if self._halves is None or self._halves[0] != self.deals:
            ranking, points = self.ranked_by, self.gains

            def best(parity: int) -> int:
                return max(
                    self.alive, key=lambda i: (sum(ranking[i][parity::2]), sum(points[i][parity::2]), -i)
                )

            self._halves = (self.deals, best(0), best(1))
        return self._halves[1], self._halves[2]

    def swing(self, outcomes: Sequence[Sequence[float]]) -> float:
        """The most two outcomes could differ by in one deal, as far as the deals have shown (their range)."""
        span = self._chances_range if outcomes is self.chances else self._points_range
        return max(0.0, span[1] - span[0])

    def _set_aside(self) -> None:
        """Stop searching each option behind the leader with this look's confidence, unless needed."""
        leader = self.leader()
        z = self.z
        for i in list(self.alive):
            if i in (leader, self.played):
                continue
            if self.gap(leader, i).low(z) <= 0:
                continue
            # until the game may end this hand, behind in chance too, so that it stays behind if it may
            if not self.decided and self.gap(leader, i, self.chances).low(z) <= 0:
                continue
            if self._wanted_for_the_only_move(i, z):
                continue
            self.alive.remove(i)

    def _wanted_for_the_only_move(self, option: int, z: float) -> bool:
        """Whether ``option`` must be searched on to tell if the move played is the only good one (``!``)."""
        played = self.played
        if played is None:
            return False
        mistake = self.steps[1]
        behind = self.gap(played, option)
        if behind.low(z) >= mistake or behind.high(z) < mistake:
            return False
        others = (j for j in range(self.count) if j not in (played, option))
        return not any(self.gap(played, j).high(z) < mistake for j in others)

    def settled(self, z: float) -> bool:
        """Whether the rest of the budget could still change the verdict's glyph, at ``z`` standard errors.

        For a player choosing (no move played): once a single option is left. Otherwise, for
        each threshold the loss of the move played might clear: it clears it already (the
        foot of its interval against some option still searched is at or above it), or it
        would not clear it even after the whole budget (:meth:`_futile`). The same for
        whether it is the only good move (``!``).
        """
        played = self.played
        if played is None:
            return len(self.alive) == 1
        gaps = [self.gap(j, played) for j in self.alive if j != played]
        for step in self.steps:
            if any(g.low(z) >= step for g in gaps):
                continue
            if all(self._futile(g, step, z, searched=True) for g in gaps):
                continue
            return False
        mistake = self.steps[1]
        ahead = [(j, self.gap(played, j)) for j in range(self.count) if j != played]
        if all(g.low(z) >= mistake for _, g in ahead):
            return True
        return any(self._futile(g, mistake, z, searched=j in self.alive) for j, g in ahead)

    def _futile(self, found: Gap, step: float, z: float, searched: bool) -> bool:
        """Whether ``found`` would not clear ``step`` at the budget either, at ``z`` standard errors.

        At the budget the gap's mean will have moved by at most ``z`` times its spread
        still to come (the error now times the square root of the share of deals still to
        search), and its error shrunk by the square root of the deals' ratio; the last word
        asks it to clear ``step`` by 1.96 of those. A gap no longer searched stays as it is.
        Stopping so makes no claim: the glyph it gives up was not going to be written.
        """
        if not searched:
            return found.high(Z) < step
        share = self.deals / self.budget
        to_come = found.error * sqrt(1.0 - share)
        return found.mean + z * to_come < step + Z * found.error * sqrt(share)
