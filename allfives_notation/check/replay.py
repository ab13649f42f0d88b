"""The validator: replay a recorded game under the rules it declares and check everything it says.

Each hand is replayed on the engine's layout, with each seat's hand known as far as the
record shows it. What a record cannot show directly (hidden hands and boneyard) is held
to the matching of :mod:`allfives_notation.check.hidden`. After an error the replay goes
on from the true state where it can (:mod:`allfives_notation.check.recovery`), so one slip
does not hide the rest, and findings that only follow from one already made are not made.
"""

from __future__ import annotations

from dataclasses import replace

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.ending import HandCheck
from allfives_notation.check.places import Places
from allfives_notation.check.report import GameReport
from allfives_notation.check.state import GameState, RunningFigures
from allfives_notation.engine.moves import HandOutcome
from allfives_notation.errors import NotationError
from allfives_notation.notation.form import Form
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.record.model import GameRecord, HowEnded


def check_game(
    game: GameRecord,
    *,
    source: str | None = None,
    index: int = 1,
    form: Form = Form.TEXT,
    line: int | None = None,
) -> GameReport:
    """Replay ``game`` and check every rule and score it claims; ``line`` is its line in a JSON Lines file."""
    return GameCheck(game, Places(game, source, index, form, line)).run()


def check_read(
    read: ReadGame, *, source: str | None = None, index: int = 1, form: Form = Form.TEXT
) -> GameReport:
    """Check a game as read: the reader's errors, or the replay of the record it gave."""
    if read.game is None:
        found = tuple(reading_diagnostic(error, source, index) for error in read.errors)
        return GameReport(index, source, read.line, None, found)
    line = read.line if form is Form.JSONL else None
    report = check_game(read.game, source=source, index=index, form=form, line=line)
    return report if report.line == read.line else replace(report, line=read.line)


def reading_diagnostic(error: NotationError, source: str | None, index: int) -> Diagnostic:
    """A reader's error as a diagnostic: AF001 for text, AF002-AF004 as the reader marked it."""
    code = error.code or ("AF001" if error.pointer is None else "AF004")
    return Diagnostic(
        code,
        error.message,
        source=source,
        line=error.line,
        column=error.column,
        pointer=error.pointer,
        rule=error.rule,
        game=index,
        context=error.context,
    )


class GameCheck(GameState):
    """A game replayed hand by hand, then its result checked."""

    def run(self) -> GameReport:
        """Check every hand, then the result; return the report."""
        game = self.game
        if game.start_scores is not None:
            self.scores = list(game.start_scores)
        else:  # a record picked up at a later hand that leaves the scores unsaid hides them
            self.scores = [0] * game.table.sides if game.first_hand == 1 else None
        self.figures = [RunningFigures() for _ in game.seats]
        self.offsets = [0] * game.table.sides
        self.own_offsets = [0] * game.table.sides
        previous: tuple[HandOutcome | None, int | None] | None = None  # how the last hand ended, and who
        for h, hand in enumerate(game.hands):
            if self.over:
                self.report(
                    "AF213",
                    f"hand {hand.number} is played after the game was over: {self.won_text()}",
                    self.places.hand(h),
                    hand.number,
                )
                break
            expected = game.first_hand + h
            if hand.number != expected:
                self.report(
                    "AF104",
                    f"this hand is numbered {hand.number}, but it comes after hand {expected - 1}",
                    self.places.hand(h),
                    hand.number,
                    expected=str(expected),
                    found=str(hand.number),
                )
            if previous is not None and previous[0] is None:
                self.report(
                    "AF214",
                    f"hand {game.hands[h - 1].number} stops before anybody went out or the hand was"
                    f" blocked, yet hand {hand.number} follows",
                    self.places.hand(h),
                    hand.number,
                )
            outcome, seat = HandCheck(self, h, hand, previous).run()
            previous = (outcome, seat)
        self._check_result(previous)
        return GameReport(
            self.places.index,
            self.places.source,
            game.line or 1,
            game,
            tuple(self.found),
            tuple(self.hands),
            tuple(f.frozen() for f in self.figures),
            None if self.scores is None else tuple(self.scores),
            self.winner,
            self.over,
            self.turns_checked,
        )

    def claimed_winner(self) -> int | None:
        """The side the record's last hand says reached the target, if it says so."""
        end = self.game.hands[-1].end if self.game.hands else None
        if end is None or end.how is not HowEnded.TARGET or end.seat is None:
            return None
        return self.game.table.seat_sides[end.seat]

    def _check_result(self, last: tuple[HandOutcome | None, int | None] | None) -> None:
        game = self.game
        where = self.places.tag("Result")
        if self.over and self.winner is not None:
            winner = game.side_name(self.winner)
            if game.result is None:
                self.report(
                    "AF403",
                    f"the game is over ({self.won_text()}), but the result is * (unfinished)",
                    where,
                    expected=winner,
                    found="*",
                )
            elif game.result != self.winner:
                self.report(
                    "AF402",
                    f"the result names {game.side_name(game.result)}, but {self.won_text()}",
                    where,
                    expected=winner,
                    found=game.side_name(game.result),
                )
            return
        if self.end_disputed and game.result == self.claimed_winner():
            return  # the result follows from the end of the last hand, already reported (AF401)
        if game.result is not None and self.scores is not None:  # else the record hides what decides it
            if last is not None and last[0] is None:
                why = f"the record stops in the middle of hand {game.hands[-1].number}"
            else:
                standing = ", ".join(f"{n} {s}" for n, s in zip(game.side_names, self.scores, strict=True))
                why = f"nobody has won: the scores are {standing}, and the target is {game.table.target}"
            self.report(
                "AF402",
                f"the result names {game.side_name(game.result)} as the winner, but {why}",
                where,
                expected="*",
                found=game.side_name(game.result),
            )
