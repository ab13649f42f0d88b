"""Picking games out of files by criteria, streamed: each game read only as far as the criteria need."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from allfives_notation.collection.criteria import Criterion, matches_all
from allfives_notation.collection.games import GameInFile, Unread, games_of
from allfives_notation.stream.files import DEFAULT_LIMITS, Limits


@dataclass(slots=True)
class PassTally:
    """What a pass over the files met: files and games read, games picked, files that gave none."""

    files: int = 0
    games: int = 0
    picked: int = 0
    unread: list[Unread] = field(default_factory=list)


def every_game(
    names: Iterable[str], tally: PassTally, *, limits: Limits = DEFAULT_LIMITS
) -> Iterator[GameInFile]:
    """Every game of the files, in order; a file that gives none is kept in ``tally.unread``."""
    for name in names:
        tally.files += 1
        for item in games_of(name, limits=limits):
            if isinstance(item, Unread):
                tally.unread.append(item)
                continue
            tally.games += 1
            yield item


def select(
    names: Iterable[str],
    criteria: list[Criterion],
    tally: PassTally,
    *,
    stop_after: int | None = None,
    limits: Limits = DEFAULT_LIMITS,
) -> Iterator[GameInFile]:
    """The games of the files that meet every criterion, in order, until ``stop_after`` are picked."""
    if stop_after is not None and stop_after <= 0:
        return
    for game in every_game(names, tally, limits=limits):
        if matches_all(criteria, game):
            tally.picked += 1
            yield game
            if stop_after is not None and tally.picked >= stop_after:
                return
