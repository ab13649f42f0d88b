"""The study commands of notation section 6.4, read from a turn's comments and written back, losslessly.

``allfives annotate`` writes one comment per judged placement, as
``{[%eval -3.2 se 0.6] [%best 5-0 N 9.1 se 0.6] [%loss 12.3 se 0.9] [%search 512 settled] [%count 15]}``:
each value with its standard error (``se``), or without one where it is exact; under
``spinner=every`` the best's arm may be a later double's, by its path (``[%best 6-3 E3N ...]``, R25). This
module knows nothing of how the values were found (that is the analysis engine's); it
gives them a type, :class:`Evaluation`, with a parse and a canonical format that are
each other's inverse: ``Evaluation.parse(e.format()) == e`` for values at the written
precision (points to one decimal, chances to two), and ``parse`` then ``format`` gives
back a canonical text unchanged. A command whose arguments do not read is left out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Final

from allfives_notation.engine.arms import AnyArm, Arm, is_path, read_arm
from allfives_notation.engine.tiles import Tile
from allfives_notation.errors import AllFivesError
from allfives_notation.record.model import Command, Comment, CommentStyle

#: Standard errors either side of a value for its 95% interval (what a glyph must clear).
Z: Final = 1.96
#: Decimals written: expected points, and chances to win.
POINTS: Final = 1
CHANCE: Final = 2

#: How a decision was searched ([%search]): the words after the number of deals.
SETTLED: Final = "settled"  # the adaptive search stopped: the glyph is no longer in doubt
UNSETTLED: Final = "unsettled"  # it stopped as the deals left could not settle the glyph either
BUDGET: Final = "budget"  # the adaptive search spent its deals with the glyph still in doubt
TIME: Final = "time"  # the time for the decision ran out
FIXED: Final = "fixed"  # the number of deals asked for (--samples)
STOPS: Final = (SETTLED, UNSETTLED, BUDGET, TIME, FIXED)
#: Searched without sampling: every tile deduced and the rest of the hand solved, or every deal that fits.
EXACT: Final = "exact"
ALL: Final = "all"

#: The commands of this module, in the order they are written.
NAMES: Final = ("eval", "best", "loss", "win", "search", "count")

_NUMBER: Final = re.compile(r"[-+]?\d+(?:\.\d+)?\Z")


def _rounded(value: float, decimals: int) -> float:
    """``value`` at the written precision, never -0.0."""
    return round(value, decimals) + 0.0


def _text(value: float, decimals: int) -> str:
    text = f"{value:.{decimals}f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text


def _number(word: str) -> float | None:
    return float(word) if _NUMBER.match(word) else None


@dataclass(frozen=True, slots=True)
class Estimate:
    """A value the engine judged, with its standard error; ``error`` is None where the value is exact."""

    value: float
    error: float | None = None

    def rounded(self, decimals: int) -> Estimate:
        """The estimate as written with ``decimals`` decimals."""
        error = None if self.error is None else _rounded(self.error, decimals)
        return Estimate(_rounded(self.value, decimals), error)

    def format(self, decimals: int) -> str:
        """``V`` or ``V se S``."""
        if self.error is None:
            return _text(self.value, decimals)
        return f"{_text(self.value, decimals)} se {_text(self.error, decimals)}"

    @classmethod
    def parse_words(cls, words: list[str]) -> Estimate | None:
        """``V`` or ``V se S`` from the front of ``words``, which it consumes; None if they do not read."""
        if not words:
            return None
        value = _number(words[0])
        if value is None:
            return None
        if len(words) >= 3 and words[1] == "se":
            error = _number(words[2])
            if error is None or error < 0:
                return None
            del words[:3]
            return cls(value, error)
        del words[:1]
        return cls(value)

    @property
    def low(self) -> float:
        """The foot of the 95% interval (value less 1.96 standard errors); the value where exact."""
        return self.value - Z * (self.error or 0.0)

    @property
    def high(self) -> float:
        """The top of the 95% interval; the value where exact."""
        return self.value + Z * (self.error or 0.0)


@dataclass(frozen=True, slots=True)
class HowSearched:
    """How a decision was searched: exactly, every deal that fits, or sampled deals and why it stopped."""

    how: str  # EXACT, ALL, or one of STOPS
    deals: int | None = None  # None for EXACT

    def __post_init__(self) -> None:
        if self.how == EXACT and self.deals is not None:
            raise ValueError("an exact search names no number of deals")
        if self.how != EXACT and (self.deals is None or self.deals < 1):
            raise ValueError(f"a search that is not exact searched some deals, not {self.deals}")
        if self.how not in (EXACT, ALL, *STOPS):
            raise ValueError(f"a search is exact, all, {', '.join(STOPS)}; not {self.how!r}")

    @property
    def sampled(self) -> bool:
        """Whether the values come from sampled deals (and so carry errors)."""
        return self.how in STOPS

    def format(self) -> str:
        """``exact``, ``all N`` or ``N settled`` (unsettled, budget, time, fixed)."""
        if self.how == EXACT:
            return EXACT
        if self.how == ALL:
            return f"{ALL} {self.deals}"
        return f"{self.deals} {self.how}"

    @classmethod
    def parse(cls, args: str) -> HowSearched | None:
        """The arguments of ``[%search]``; None if they do not read."""
        words = args.split()
        if words == [EXACT]:
            return cls(EXACT)
        if len(words) == 2 and words[0] == ALL and words[1].isdigit() and int(words[1]) > 0:
            return cls(ALL, int(words[1]))
        if len(words) == 2 and words[0].isdigit() and int(words[0]) > 0 and words[1] in STOPS:
            return cls(words[1], int(words[0]))
        return None


@dataclass(frozen=True, slots=True)
class Evaluation:
    """What the study engine wrote on one turn: the move played, the best option, the loss, how it searched.

    ``value`` and ``best_value`` are expected points for the mover's side to the end of
    the hand. ``loss`` is what the move played gives away against the best of the other
    options: points, or where ``win`` is given (the options are ranked by the chance to
    win the game) chance; negative where the move played is the best, by how far it is
    ahead of the nearest other option. ``win`` and ``best_win`` are the chances to win of
    the move played and of the best. Every field may be missing from a record written by
    hand or by an older version; ``count`` stands alone on turns that were not judged.
    """

    value: Estimate | None = None
    best: Tile | None = None
    best_arm: AnyArm | None = None  # written where the tile fits more than one arm; a path (E3N) under R25
    best_value: Estimate | None = None
    loss: Estimate | None = None
    win: Estimate | None = None
    best_win: Estimate | None = None
    search: HowSearched | None = None
    count: int | None = None

    @property
    def judged(self) -> bool:
        """Whether the turn was judged (it carries the value of the move played)."""
        return self.value is not None

    @property
    def by_chance(self) -> bool:
        """Whether the options were ranked by the chance to win the game (so the loss is in chance)."""
        return self.win is not None

    @property
    def best_text(self) -> str | None:
        """The best option as written: ``5-0 N``, ``6-3 E3N`` (R25), or ``5-0`` where it fits one arm."""
        if self.best is None:
            return None
        return str(self.best) if self.best_arm is None else f"{self.best} {self.best_arm}"

    def rounded(self) -> Evaluation:
        """The evaluation at the precision it is written with (what parsing it back gives)."""

        def points(e: Estimate | None) -> Estimate | None:
            return None if e is None else e.rounded(POINTS)

        def chance(e: Estimate | None) -> Estimate | None:
            return None if e is None else e.rounded(CHANCE)

        loss = None if self.loss is None else self.loss.rounded(CHANCE if self.by_chance else POINTS)
        return Evaluation(
            points(self.value),
            self.best,
            self.best_arm,
            points(self.best_value),
            loss,
            chance(self.win),
            chance(self.best_win),
            self.search,
            self.count,
        )

    def commands(self) -> list[str]:
        """Each command as written, as ``[%eval 4.2 se 0.6]``, in the order of :data:`NAMES`."""
        out = []
        if self.value is not None:
            out.append(f"[%eval {self.value.format(POINTS)}]")
        if self.best is not None and self.best_value is not None:
            out.append(f"[%best {self.best_text} {self.best_value.format(POINTS)}]")
        if self.loss is not None:
            out.append(f"[%loss {self.loss.format(CHANCE if self.by_chance else POINTS)}]")
        if self.win is not None:
            best = "" if self.best_win is None else f" best {self.best_win.format(CHANCE)}"
            out.append(f"[%win {self.win.format(CHANCE)}{best}]")
        if self.search is not None:
            out.append(f"[%search {self.search.format()}]")
        if self.count is not None:
            out.append(f"[%count {self.count}]")
        return out

    def format(self) -> str:
        """The commands as one comment's text, separated by spaces."""
        return " ".join(self.commands())

    @classmethod
    def parse(cls, text: str) -> Evaluation:
        """The study commands in a comment's text (see :meth:`of_commands`)."""
        line = text.replace("\r", " ").replace("\n", " ")  # commands do not span lines that matter here
        return cls.of_commands(Comment(line, CommentStyle.LINE).commands)

    @classmethod
    def of_comments(cls, comments: Iterable[Comment]) -> Evaluation:
        """The study commands in a turn's comments (see :meth:`of_commands`)."""
        return cls.of_commands(command for comment in comments for command in comment.commands)

    @classmethod
    def of_commands(cls, commands: Iterable[Command]) -> Evaluation:
        """The study commands among ``commands``: the last of a name wins; one that does not read is out."""
        found = cls()
        for command in commands:
            read = _READERS.get(command.name)
            if read is not None:
                found = read(found, command.args)
        return found


def _estimate(args: str) -> Estimate | None:
    """``V`` or ``V se S`` and nothing more."""
    words = args.split()
    estimate = Estimate.parse_words(words)
    return estimate if estimate is not None and not words else None


def _read_eval(found: Evaluation, args: str) -> Evaluation:
    value = _estimate(args)
    return found if value is None else replace(found, value=value)


def _read_loss(found: Evaluation, args: str) -> Evaluation:
    loss = _estimate(args)
    return found if loss is None else replace(found, loss=loss)


def _read_best(found: Evaluation, args: str) -> Evaluation:
    words = args.split()
    if not words:
        return found
    try:
        tile = Tile.parse(words.pop(0))
        arm = read_arm(words.pop(0)) if words and (words[0] in _ARMS or is_path(words[0])) else None
    except AllFivesError:
        return found
    value = Estimate.parse_words(words)
    if value is None or words:
        return found
    return replace(found, best=tile, best_arm=arm, best_value=value)


def _read_win(found: Evaluation, args: str) -> Evaluation:
    words = args.split()
    win = Estimate.parse_words(words)
    if win is None or not 0 <= win.value <= 1:
        return found
    best: Estimate | None = None
    if words:
        if words.pop(0) != "best":
            return found
        best = Estimate.parse_words(words)
        if best is None or words or not 0 <= best.value <= 1:
            return found
    return replace(found, win=win, best_win=best)


def _read_search(found: Evaluation, args: str) -> Evaluation:
    search = HowSearched.parse(args)
    return found if search is None else replace(found, search=search)


def _read_count(found: Evaluation, args: str) -> Evaluation:
    words = args.split()
    return replace(found, count=int(words[0])) if len(words) == 1 and words[0].isdigit() else found


_ARMS: Final = tuple(arm.name for arm in Arm)
#: Each command's reader: the evaluation so far, with what the command says.
_READERS: Final[dict[str, Callable[[Evaluation, str], Evaluation]]] = {
    "eval": _read_eval,
    "best": _read_best,
    "loss": _read_loss,
    "win": _read_win,
    "search": _read_search,
    "count": _read_count,
}
