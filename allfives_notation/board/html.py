"""The replay viewer: one self-contained HTML page per file, each game's moves replayed in the page.

A game is stored as its turns, each with what the engine made of it (where the tile went,
the count after it, the points it scored, a spinner made or a cross opened), not as the
table at every moment: the page's script replays the hand up to the moment shown and
arranges it exactly as :func:`allfives_notation.board.arrange.arrange` does, so a page
grows with the games, not with games times moments. Each game is its own JSON element, read
only when it is picked; :class:`PageWriter` writes them one at a time, so a file of any
size makes its page in bounded memory. The template, style and script are real files in
``board/page/``, inlined, so the page needs no network and opens from ``file://``.
docs/pages.md describes the data.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Any, Final

from allfives_notation.analysis.report import written_figures
from allfives_notation.board.findings import finding_steps
from allfives_notation.board.position import (
    HandWalk,
    analysis_of,
    ending_scores,
    first_scores,
    has_ending,
    side_scores,
)
from allfives_notation.board.terminal import ending_text, muggins_words
from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.report import GameReport
from allfives_notation.engine.arms import ARMS
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.tiles import TILE_COUNT
from allfives_notation.errors import AllFivesError, plural
from allfives_notation.notation.evaluation import Evaluation
from allfives_notation.notation.writer import turn_text
from allfives_notation.record.model import Comment, GameRecord, Knowledge, Turn
from allfives_notation.record.walk import arms_meant

#: Grids, (columns, rows an arm goes north or south before it turns), for a laptop and for a
#: phone: the page picks one by its width.
WIDE: Final = (13, 3)
NARROW: Final = (7, 5)
#: The version of the page's game data (docs/pages.md); the script refuses data of another.
DATA_VERSION: Final = 2
_COMMAND: Final = re.compile(r"\s*\[%[A-Za-z][\w-]*(?:[^\]\\]|\\.)*\]\s*")
_GAMES: Final = "<!--{{games}}-->"
# what the engine says a placement did, beyond the tile and arm (the page does not know the rules):
# under spinner=every (R25) a later double stands, and a later double's cross opens
_SPINNER, _CROSS, _CENTRE, _PASSES, _STANDS, _OPENS = 1, 2, 4, 8, 16, 32
_NOT_PLACED: Final = -2  # a tile the layout could not take: the record's problem


def _page_file(name: str) -> str:
    return (files("allfives_notation.board") / "page" / name).read_text(encoding="utf-8")


def _finding(d: Diagnostic) -> dict[str, Any]:
    return {
        "code": d.code,
        "severity": d.severity.value,
        "message": d.message,
        "rule": d.rule,
        "where": d.where,
    }


def _comments(comments: Sequence[Comment]) -> list[str]:
    """The comments' words, without the engine's ``[%...]`` commands."""
    return [text for c in comments if (text := _COMMAND.sub(" ", c.text).strip())]


def _notes(game: GameRecord, h: int) -> dict[str, dict[str, Any]]:
    """What a hand's turns carry beside their moves, by step: comments, glyphs, a study engine's analysis."""
    notes: dict[str, dict[str, Any]] = {}
    for t, turn in enumerate(game.hands[h].turns):
        if not (turn.comments or turn.glyphs):
            continue
        note: dict[str, Any] = {}
        if comments := _comments(turn.comments):
            note["comments"] = comments
        if turn.glyphs:
            note["glyphs"] = list(turn.glyphs)
        analysis = analysis_of(turn)
        if analysis.present:
            note["analysis"] = {
                "eval": analysis.value,
                "best": analysis.best,
                "bestValue": analysis.best_value,
                "count": analysis.count,
                "win": analysis.win,
            }
            extra = {
                "evalError": analysis.value_error,
                "bestError": analysis.best_error,
                "loss": analysis.loss,
                "lossError": analysis.loss_error,
                "winError": analysis.win_error,
                "bestWin": analysis.best_win,
            }
            note["analysis"].update((k, v) for k, v in extra.items() if v is not None)
        if note:
            notes[str(t + 1)] = note
    return notes


#: what a placement's flags are told from: the spinner, the north end, whether the lead's count runs,
#: and under spinner=every (R25) how many later doubles stand and how many of their arms are open
_State = tuple[int, int, bool, int, int]


def _state(layout: Layout) -> _State:
    """What a placement's flags are told from, before it."""
    standing = sum(1 for on in layout.stands if on >= 0)
    return layout.spinner, layout.ends[2], layout.centre_free, standing, _later_open(layout)


def _later_open(layout: Layout) -> int:
    return sum(1 for end in layout.ends[len(ARMS) :] if end >= 0)


def _what_it_did(before: _State, after: Layout) -> int:
    """What a placement did beyond its tile and arm, as the page's flags: a spinner made, a cross opened."""
    spinner, north, centre_free, standing, later_open = before
    flags = 0
    if after.spinner != spinner:
        flags |= _SPINNER
    if north < 0 <= after.ends[2]:
        flags |= _CROSS
    if centre_free and not after.centre_free:
        flags |= _CENTRE
    if sum(1 for on in after.stands if on >= 0) > standing:
        flags |= _STANDS
    if _later_open(after) > later_open:
        flags |= _OPENS
    return flags


def _best_play(layout: Layout, turn: Turn) -> list[int] | None:
    """The best option a study wrote on the turn, as the page places it: [tile, where, flags, count after].

    None where the turn names no best, or the best does not go on the table as it stands.
    """
    found = Evaluation.of_comments(turn.comments)
    if found.best is None:
        return None
    tile = found.best.id
    arms = arms_meant(layout, tile, found.best_arm)
    if not arms:
        return None
    where = arms[0]  # where the study names no arm and several fit: the first, as it searched them
    after = layout.copy()
    try:
        after.place(tile, where)
    except AllFivesError:
        return None
    return [tile, where, _what_it_did(_state(layout), after), after.total]


def _hand(
    game: GameRecord, h: int, start: tuple[int, ...] | None
) -> tuple[dict[str, Any], tuple[int, ...] | None]:
    """One hand as the page replays it (the deal, each turn with what the engine made of it, the end).

    With the scores the hand ends with, as its last moment shows them.
    """
    walk = HandWalk(game, h)
    hand = walk.hand
    layout = walk.layout
    turns: list[list[Any]] = []
    best_plays: dict[str, list[int]] = {}
    for t, turn in enumerate(hand.turns):
        best = _best_play(layout, turn) if turn.comments and walk.problem is None else None
        before = _state(layout)
        placed = walk.play(t)
        flags = (_PASSES if turn.passed else 0) | _what_it_did(before, layout)
        where = _NOT_PLACED
        if placed is not None:
            where = walk.arm_of[-1]
        if best is not None and (placed is None or best[:2] != [placed.id, where]):
            best_plays[str(t + 1)] = best
        words = turn_text(game.seats, turn) + muggins_words(game, turn, walk.worth, walk.calls)
        row: list[Any] = [
            turn.seat,
            words[len(game.seats[turn.seat]) + 1 :],  # the seat's name is the page's to add
            -1 if turn.tile is None else turn.tile.id,
            where,
            layout.total,
            walk.scored,
            flags,
            turn.draws,
            [tile.id for tile in turn.drawn],
            [list(call) for call in walk.calls],  # muggins calls after the turn: [seat, points] (R23)
        ]
        while len(row) > 5 and row[-1] in (0, []):  # the page takes a missing number as 0
            row.pop()
        turns.append(row)
    dealt = dict(hand.dealt)
    data: dict[str, Any] = {
        "number": hand.number,
        "leader": hand.leader,
        "start": None if start is None else list(start),
        "dealt": [[tile.id for tile in dealt.get(seat, ())] for seat in range(len(game.seats))],
        "turns": turns,
    }
    if comments := _comments(hand.comments):
        data["comments"] = comments
    if notes := _notes(game, h):
        for step, best in best_plays.items():
            if "analysis" in notes.get(step, {}):
                notes[step]["analysis"]["bestPlay"] = best
        data["notes"] = notes
    if walk.stopped is not None:
        data["problem"] = [walk.stopped + 1, walk.problem]  # from this step on
    final = side_scores(start, walk.points)
    if has_ending(hand):
        scores = ending_scores(game, h)
        final = scores if scores is not None else final
        end: dict[str, Any] = {
            "text": ending_text(game, h),
            "scores": None if scores is None else list(scores),
        }
        if hand.shown:
            end["shown"] = [[seat, [tile.id for tile in tiles]] for seat, tiles in hand.shown]
        if comments := _comments(hand.end_comments):
            end["comments"] = comments
        data["end"] = end
    return data, final


def _title(game: GameRecord) -> str:
    who = " v ".join(game.side_names)
    where = ", ".join(x for x in (game.event, game.date) if x)
    return f"{who} ({where})" if where else who


def verdict(report: GameReport) -> str:
    """``valid``, or how many errors and warnings validate found: ``1 error, 2 warnings``."""
    if report.valid:
        return "valid"
    return f"{plural(report.errors, 'error')}, {plural(report.warnings, 'warning')}"


def game_data(report: GameReport, game: GameRecord | None = None) -> dict[str, Any]:
    """Everything the page shows of one checked game, as JSON-ready values (docs/pages.md).

    ``game`` is the record, when the report keeps only its header.
    """
    game = game or report.record
    if game is None:
        raise ValueError("a game that could not be read has nothing to show")
    table = game.table
    worked = {summary.number: summary.scores for summary in report.hands}
    start = first_scores(game)
    hands = []
    for h, hand in enumerate(game.hands):
        data, final = _hand(game, h, start)
        hands.append(data)
        worked_scores = worked.get(hand.number)
        start = worked_scores if worked_scores is not None else final
    loose: list[dict[str, Any]] = []
    for at, step, d in finding_steps(game, report.diagnostics):
        if at is None:
            loose.append(_finding(d))
            continue
        last = len(game.hands[at].turns) + (1 if has_ending(game.hands[at]) else 0)
        hands[at].setdefault("findings", {}).setdefault(str(min(step, last)), []).append(_finding(d))
    view = game.view.level.value
    if game.view.level is Knowledge.PLAYER and game.view.seat is not None:
        view += f" {game.seats[game.view.seat]}"
    return {
        "version": DATA_VERSION,
        "title": _title(game),
        "seats": list(game.seats),
        "sides": list(game.side_names),
        "sideOf": [table.side_of(s) for s in range(table.players)],
        "next": list(table.next_seat),
        "handSize": table.hand_size,
        "boneyard": TILE_COUNT - table.hand_size * table.players,
        "view": view,
        "rules": str(game.rules),
        "countPoints": list(game.rules.count_table()),  # what each open-ends count scores (R15, R20)
        "arms": len(Layout(game.rules).ends),  # 4, or under spinner=every two more for each double (R25)
        "target": table.target,
        "result": None if game.result is None else game.side_name(game.result),
        "verdict": verdict(report),
        "findings": loose,
        "hands": hands,
        "study": _study(game),
    }


def _study(game: GameRecord) -> list[dict[str, Any]]:
    """Each player's study figures, as the record's own commands give them (none if it was not studied)."""
    figures = written_figures(game)
    if not any(f.decisions for f in figures):
        return []
    return [
        {
            "name": f.name,
            "decisions": f.decisions,
            "lost": round(f.points_lost, 1),
            "lostError": round(f.points_lost_error, 3),
            "chanceDecisions": f.chance_decisions,
            "chanceLost": round(f.chance_lost, 3),
            "chanceLostError": round(f.chance_lost_error, 3),
            "accurate": f.accurate,
            "glyphs": f.glyphs,
        }
        for f in figures
    ]


def _embedded(value: object) -> str:
    """JSON safe inside a ``<script>`` element: no ``</`` or ``<!--`` can end it early."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


@dataclass(frozen=True, slots=True)
class PageGame:
    """One game made ready for the page: its data as embedded JSON, its line of the game list, its findings.

    Small and picklable, so games can be made in other processes and written in order.
    """

    data: str
    listed: dict[str, Any]
    findings: int

    @classmethod
    def of(cls, report: GameReport, game: GameRecord | None = None) -> PageGame:
        """A checked game made ready (``game``: its record, when the report keeps only the header)."""
        data = game_data(report, game)
        listed = {"title": data["title"], "result": data["result"], "verdict": data["verdict"]}
        return cls(_embedded(data), listed, len(report.diagnostics))


class PageWriter:
    """A replay page written a game at a time through ``write``: the head, each game, then the game list.

    Only the list (a title and a verdict a game) is kept until :meth:`finish`, so the page of
    a file of any size is made in bounded memory.
    """

    def __init__(self, write: Callable[[str], None], title: str) -> None:
        self.write = write
        template = _page_file("viewer.html")
        head, self.tail = template.split(_GAMES)
        self.listed: list[dict[str, Any]] = []
        self.findings = 0
        self.write(
            _filled(head, {"{{title}}": html.escape(title), "/*{{style}}*/": _page_file("viewer.css")})
        )

    def add(self, game: PageGame) -> None:
        """Write one game of the page."""
        self.listed.append(game.listed)
        self.findings += game.findings
        self.write(f'<script type="application/json" id="game-{len(self.listed)}">{game.data}</script>\n')

    def finish(self) -> None:
        """Write the game list and the viewer's script: the page is whole."""
        if not self.listed:
            raise ValueError("no game to show")
        listed = {"{{games}}": _embedded(self.listed), "/*{{script}}*/": _page_file("viewer.js")}
        self.write(_filled(self.tail, listed))


def _filled(template: str, replacements: dict[str, str]) -> str:
    return re.sub("|".join(re.escape(k) for k in replacements), lambda m: replacements[m[0]], template)


def page(reports: Sequence[GameReport], title: str) -> str:
    """One self-contained HTML page for the games of ``reports`` (a game list when there are several)."""
    parts: list[str] = []
    writer = PageWriter(parts.append, title)
    for report in reports:
        if report.record is not None:
            writer.add(PageGame.of(report))
    writer.finish()
    return "".join(parts)
