"""Read the text form of the All Fives Notation into game records, game by game.

The Lark grammar (grammar/afn.lark) decides what is well formed; this module groups its
tokens into games, and notation/building.py builds each game's record from them. A
mistake in one game is reported with its file, line and column and does not stop the
games after it from being read. Nothing here checks the rules of play: that is the
validator's work.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Generator, Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import Final

from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken
from lark.parsers.lalr_interactive_parser import InteractiveParser

from allfives_notation.errors import NotationError
from allfives_notation.notation import lines
from allfives_notation.notation.building import COMMENT_TYPES, Chunk, build, first_line, in_file_order
from allfives_notation.notation.header import known_tag, whole_number
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.quick import kind_of, quick_tokens
from allfives_notation.notation.syntax import Context, explain
from allfives_notation.record.model import GameRecord
from allfives_notation.resources import grammar_text


@cache
def parser() -> Lark:
    """The LALR parser of grammar/afn.lark, built once a process (its tables kept: :func:`tables_file`)."""
    grammar = grammar_text("afn")
    return Lark(grammar, parser="lalr", strict=True, cache=tables_file(grammar) or False)


def tables_file(grammar: str) -> str | None:
    """Where Lark keeps the parser's tables between runs: the user's cache folder; None where it cannot write.

    Building the tables takes about half a second, loading them a hundredth. Lark checks
    the file against the grammar, its options and its own version, and builds afresh
    (and rewrites the file) where the file does not match or cannot be read.
    """
    try:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
        folder = base / "allfives-notation"
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except (OSError, RuntimeError):  # no home folder, or none that can be written
        return None
    if not os.access(folder, os.W_OK):
        return None
    digest = hashlib.sha256(grammar.encode()).hexdigest()[:16]
    return str(folder / f"afn-parser-{digest}.lark")


def read_games(text: str, source: str | None = None, *, first_line: int = 1) -> Iterator[ReadGame]:
    """Read every game in ``text``, yielding each as soon as it is complete.

    A game with mistakes is yielded with ``game`` None and its errors; reading goes on at
    the next game. ``first_line`` is the line of the file ``text`` starts at, when it is
    a part of a file read a stretch at a time.
    """
    if first_line == 1:  # a byte-order mark some editors put first; anywhere else it is a slip, said so
        text = text.removeprefix("\ufeff")
    text = lines.plain_line_ends(text)  # CRLF or CR line ends read as LF, inside comments too
    position, line_base = 0, first_line - 1
    while True:
        chunk = Chunk(text[position:], source, line_base)
        resume = yield from _read_chunk(chunk)
        if resume is None:
            return
        line_base += chunk.text.count("\n", 0, resume)
        position += resume


def parse_games(text: str, source: str | None = None) -> list[GameRecord]:
    """Every game in ``text``; raises the first :class:`NotationError` found."""
    games: list[GameRecord] = []
    for read in read_games(text, source):
        if read.game is None:
            raise read.errors[0]
        games.append(read.game)
    return games


def parse_game(text: str, source: str | None = None) -> GameRecord:
    """The one game in ``text``; raises a :class:`NotationError` if there is not exactly one."""
    games = parse_games(text, source)
    if len(games) != 1:
        raise NotationError(f"expected one game, found {len(games)}", line=1, column=1, source=source)
    return games[0]


#: The most lines of one game the reader reports as not read before it gives the rest of the game up.
MOST_SLIPS: Final = 100


def _read_chunk(chunk: Chunk) -> Generator[ReadGame, None, int | None]:
    """Read games from ``chunk``; return where to resume after a mistake it cannot read past, or None.

    A line that is not well formed, or stands where no such line may, is reported and left
    out, and reading goes on at the next line, in the same game: every slip of a game is
    reported in one run. A line of a hand that can only follow a hand header, after a
    header that was not read (or was left out), reads as the start of a new hand.
    """
    quick = _quick_tokens(chunk.text)
    reading = _Reading(chunk, parser().parse_interactive(chunk.text if quick is None else ""))
    if quick is not None:
        for token in quick:
            yield from reading.take(token)
        yield from reading.flush()
        return None
    while True:
        try:
            for token in reading.interactive.iter_parse():
                yield from reading.take(token)
            reading.interactive.feed_eof()  # type: ignore[no-untyped-call]
        except UnexpectedInput as problem:
            resume = yield from reading.mistake(problem)
            if resume is None:
                continue  # read on at the next line
            return resume if resume >= 0 else None
        yield from reading.flush()
        return None


class _Reading:
    """The games of a chunk as the parser's tokens come, with the lines that could not be read."""

    def __init__(self, chunk: Chunk, interactive: InteractiveParser) -> None:
        self.chunk = chunk
        self.interactive = interactive
        self.game: list[Token] = []
        # blank lines in the game's header: where its tokens split, and the line
        self.blanks: list[tuple[int, int]] = []
        self.slips: list[NotationError] = []  # the game's lines that could not be read
        self.roster: set[int] = set()  # the ``id`` of those that are tag lines naming the seats
        self.phase = ""  # "", "intro", "header" or "hands": where the current game has got to
        self.previous_end = 0
        self.skipped = False  # whether the last line of the game was left out, not read
        self.broken = False  # whether a line left out ended the header: a tag pair after it starts a game
        self.last_mistake = -1  # where the last mistake stood

    def take(self, token: Token) -> Iterator[ReadGame]:
        """One token read: a new game starts, or the current one goes on."""
        kind, text = token.type, self.chunk.text
        after_blank = kind == "GAME_INTRO" or (
            kind == "TAG_PAIR" and text.count("\n", self.previous_end, token.start_pos) >= 2
        )
        phase = "hands" if self.broken else self.phase
        starts_game = kind == "GAME_INTRO" or (
            kind == "TAG_PAIR" and (phase in ("", "hands") or (phase == "header" and after_blank))
        )
        if starts_game and self.game and phase == "header":  # perhaps a slip: see _games
            self.blanks.append((len(self.game), text.index("\n", self.previous_end) + 1))
        elif starts_game and (self.game or self.slips):
            yield from self.flush()
        self.game.append(token)
        if kind == "GAME_INTRO":
            self.phase = "intro"
        elif kind == "TAG_PAIR":
            self.phase = "header"
        elif kind == "HAND_HEADER" or (self.phase == "header" and kind in _HAND_LINES):
            # a hand's line after a tag line left out (one standing among a hand's lines):
            # the hands have begun, and a tag pair after them starts a game, as the fast path cuts
            self.phase = "hands"
        if kind not in COMMENT_TYPES:
            self.skipped = self.broken = False
        self.previous_end = token.end_pos or 0

    def flush(self) -> Iterator[ReadGame]:
        """The game read so far, with its lines not read; the next game starts afresh."""
        if self.game or self.slips:
            yield from _games(self.game, self.blanks, self.chunk, self.slips, frozenset(self.roster))
        self.game, self.blanks, self.slips, self.roster = [], [], [], set()
        self.skipped = self.broken = False

    def mistake(self, problem: UnexpectedInput) -> Generator[ReadGame, None, int | None]:
        """A line that cannot be read: report it, and read on at the next line (None).

        Otherwise (before any game, at the end of the text, or after too many mistakes in
        one game) the game ends here: the position to resume reading the chunk at, or -1
        for nowhere.
        """
        chunk, game = self.chunk, self.game
        token = problem.token if isinstance(problem, UnexpectedToken) else None
        if token is not None and game and game[-1] is token:
            game.pop()
        at = _position_of(problem, chunk)
        explained = explain(problem, chunk.text, at, _context(game))
        error = chunk.error_at(explained.message, explained.position, explained.rule)
        if token is not None and self.phase and self.new_hand(token, error):
            return None
        if self.phase in ("", "hands") and _on_tag_line(chunk.text, at):
            # a tag line starts a game, well formed or not: the game before it is whole
            yield from self.flush()
            self.phase = "header"
        stuck = at <= self.last_mistake  # no line read since the last mistake: a safeguard, never met
        self.last_mistake = at
        if len(self.slips) >= MOST_SLIPS:
            error = chunk.error_at(_TOO_MANY, explained.position)
        if (
            stuck
            or self.phase == ""
            or (token is not None and token.type == "$END")
            or len(self.slips) >= MOST_SLIPS
        ):
            yield from self.give_up(error)
            resume = _resume_at(chunk.text, explained.position)
            return -1 if resume is None else resume
        self.slips.append(error)
        if _names_the_seats(_line_at(chunk.text, at)):
            self.roster.add(id(error))
        self.skip_line(at, explained.unclosed)
        return None

    def new_hand(self, token: Token, error: NotationError) -> bool:
        """Whether a line of a hand that stands where none may is read as the start of a new hand.

        It may, where a hand header could stand: after a line left out (the header, most
        likely, already reported), silently; else ``error`` reports it as standing where it
        cannot, and it is read on as the start of a new hand.
        """
        interactive = self.interactive
        if token.type not in _HAND_LINES or "HAND_HEADER" not in interactive.choices():  # type: ignore[no-untyped-call]
            return False
        header = Token.new_borrow_pos("HAND_HEADER", "", token)  # a hand whose header is not read
        interactive.feed_token(header)
        interactive.feed_token(token)
        self.game.append(header)
        if self.skipped:
            self.game.append(token)
        else:  # reported here, once: the line itself is not read
            self.slips.append(error)
        self.phase = "hands"
        self.skipped = self.broken = False
        self.previous_end = token.end_pos or 0
        return True

    def skip_line(self, at: int, unclosed: bool) -> None:
        """Leave out the line the mistake at ``at`` stands on, and have the lexer read on after it.

        After a comment never closed, the lines up to the next that reads as a line of the
        notation are its text, and left out with it.
        """
        text = self.chunk.text
        state = self.interactive.lexer_thread.state
        assert state is not None
        counter = state.line_ctr
        start = max(at, counter.char_pos)
        resume = text.find("\n", start) + 1 or len(text)
        while unclosed and resume < len(text) and not _reads_as_a_line(text, resume):
            resume = text.find("\n", resume) + 1 or len(text)
        if resume > counter.char_pos:
            counter.feed(text[counter.char_pos : resume])
        else:  # the lexer read past the line already (a comment over several lines)
            resume = counter.char_pos
        if self.phase in ("intro", "header") and kind_of_line(_line_at(text, at)) != "tag":
            self.broken = True  # a tag pair after a line that is none starts a game, as ever
        self.skipped = True
        self.previous_end = max(self.previous_end, resume - 1)

    def give_up(self, error: NotationError) -> Iterator[ReadGame]:
        """The game read so far ends with ``error``: the old way, for what cannot be read past."""
        chunk = self.chunk
        groups = _header_groups(self.game, self.blanks)
        for tokens, blanks in groups[:-1]:
            yield build(tokens, chunk, [_blank_line(chunk, at) for at in blanks])
        last, blanks = groups[-1] if groups else ([], [])
        start = min([first_line(last[0], chunk)] if last else [], default=error.line or 1)
        if self.slips:
            start = min(start, *(slip.line or start for slip in self.slips))
        found = sorted((*self.slips, *(_blank_line(chunk, at) for at in blanks), error), key=in_file_order)
        yield ReadGame(None, tuple(found), start)
        self.game, self.blanks, self.slips, self.roster = [], [], [], set()


#: Said where a game holds more lines that cannot be read than the reader reports.
_TOO_MANY: Final = (
    f"more than {MOST_SLIPS} lines of this game cannot be read: the rest of the game is not read"
)
#: The lines that stand in a hand, and only there.
_HAND_LINES: Final = frozenset(
    {
        "DEALT_HAND",
        "BONEYARD",
        "TURN",
        "WENT_OUT",
        "BLOCKED",
        "TARGET_REACHED",
        "PIPS_SHOWN",
        "TILES_SHOWN",
        "DEDUCTIONS",
        "AWARDS",
        "SCORES",
    }
)


def _names_the_seats(line: str) -> bool:
    """Whether a tag line that cannot be read is the one that names the seats (or their partners)."""
    found = re.match(r"\s*\[\s*([A-Za-z][A-Za-z0-9_]*)?", line)
    return found is not None and (found[1] is None or found[1].lower() in ("seats", "partners"))


def _line_at(text: str, position: int) -> str:
    """The line of ``text`` that ``position`` stands on."""
    start = text.rfind("\n", 0, position) + 1
    end = text.find("\n", position)
    return text[start : end if end >= 0 else len(text)]


def _reads_as_a_line(text: str, start: int) -> bool:
    """Whether the line at ``start`` is blank, or reads as a line of the notation (its comments aside)."""
    line = _line_at(text, start)
    content = re.split(r"[{;]", line, maxsplit=1)[0].strip(" \t\f")
    return not line.strip() or (
        bool(content) and kind_of(content, line_terminals(), _priorities()) is not None
    )


#: Said at a blank line that splits a header in two, one part without the seats.
BLANK_IN_HEADER: Final = (
    "a blank line inside the header: a game's tag pairs stand together, so take this line out"
    " (a tag pair after a blank line starts a new game)"
)


def _header_groups(tokens: list[Token], blanks: list[tuple[int, int]]) -> list[tuple[list[Token], list[int]]]:
    """The games of ``tokens``, split at blank lines in the header, each with the blank lines it holds.

    A blank line before a tag pair starts a new game; but where the header before it or
    the tags after it name no seats, neither part is a game, and the blank line is the
    slip: the parts are one game, and the blank line is its mistake.
    """
    groups: list[tuple[list[Token], list[int]]] = []
    cuts = [at for at, _ in blanks]
    for start, end, blank in zip(
        [0, *cuts], [*cuts, len(tokens)], [-1, *(at for _, at in blanks)], strict=True
    ):
        part = tokens[start:end]
        if groups and not (_names_seats(groups[-1][0]) and _names_seats(part)):
            groups[-1][0].extend(token for token in part if token.type != "GAME_INTRO")
            groups[-1][1].append(blank)
        else:
            groups.append((part, []))
    return groups


def _names_seats(tokens: list[Token]) -> bool:
    """Whether the tag pairs among ``tokens`` give the seats."""
    for token in tokens:
        if token.type == "TAG_PAIR":
            found = lines.TAG_PAIR.fullmatch(str(token).strip())
            if found is not None and known_tag(found["name"]) == "Seats":
                return True
    return False


def _blank_line(chunk: Chunk, position: int) -> NotationError:
    return chunk.error_at(BLANK_IN_HEADER, position)


def _games(
    tokens: list[Token],
    blanks: list[tuple[int, int]],
    chunk: Chunk,
    unread: Sequence[NotationError] = (),
    roster: frozenset[int] = frozenset(),
) -> Iterator[ReadGame]:
    """The games ``tokens`` hold (more than one where a blank line in a header starts one).

    ``unread`` are the lines of them that could not be read, each given to the game it
    stands in; ``roster`` are the ``id`` of those that are tag lines naming the seats.
    """
    groups = _header_groups(tokens, blanks)
    starts = [chunk.line_of(part[0]) for part, _ in groups[1:]]
    for index, (part, slips) in enumerate(groups or [([], [])]):
        mine = [error for error in unread if sum(1 for line in starts if line <= (error.line or 0)) == index]
        yield build(part, chunk, [*(_blank_line(chunk, at) for at in slips), *mine], roster)


# ---- the quick way through text without comments: a line, a token


@cache
def line_terminals() -> dict[str, re.Pattern[str]]:
    """Each line terminal of the grammar, as the parser's lexer matches it."""
    return {
        terminal.name: re.compile(terminal.pattern.to_regexp())
        for terminal in parser().terminals
        if terminal.name not in ("BRACE_COMMENT", "LINE_COMMENT", "GAME_INTRO")
        and not terminal.name.startswith("__")
    }


def _quick_tokens(text: str) -> list[Token] | None:
    """The tokens the parser would give for ``text``, the quick way (notation/quick.py); None unless sure."""
    return quick_tokens(text, line_terminals(), _priorities())


@cache
def _priorities() -> dict[str, int]:
    """Each terminal's priority: of two that match a whole line, Lark's lexer takes the higher."""
    return {terminal.name: terminal.priority for terminal in parser().terminals}


def _context(tokens: list[Token]) -> Context:
    """What the tokens of a game read so far say about it, for the examples in an error."""
    seats: tuple[str, ...] = ()
    previous, hand, went_out = "", 0, ""
    for token in tokens:
        kind = token.type
        if kind == "TAG_PAIR":
            found = lines.TAG_PAIR.match(str(token))
            if found and found["name"] == "Seats":
                seats = tuple(name.strip() for name in lines.tag_value(found["value"]).split(","))
        elif kind == "HAND_HEADER":
            found = lines.HAND_HEADER.fullmatch(str(token))
            number = whole_number(found["number"]) if found else None
            hand, went_out = (number if number is not None else hand + 1), ""
        elif kind == "WENT_OUT":
            went_out = str(token).split()[0]
        if kind not in COMMENT_TYPES:
            previous = kind
    return Context(seats, previous, hand, went_out)


def _position_of(problem: UnexpectedInput, chunk: Chunk) -> int:
    if isinstance(problem, UnexpectedCharacters):
        return problem.pos_in_stream or 0
    if isinstance(problem, UnexpectedToken):
        if problem.token.type == "$END":
            return len(chunk.text.rstrip())
        return problem.token.start_pos or 0
    return 0


def _resume_at(text: str, position: int) -> int | None:
    """Where the next game starts after a mistake: a tag line after a line that is not one.

    Comment lines standing after a blank line just before it introduce that game, so
    reading resumes at them. Lines are looked at one by one, only as far as needed.
    """
    line_start = text.rfind("\n", 0, position) + 1
    end = text.find("\n", line_start)
    kinds = [kind_of_line(text[line_start : end if end >= 0 else len(text)])]  # the mistake's line first
    starts = [line_start]
    while end >= 0:
        line_start = end + 1
        end = text.find("\n", line_start)
        kind = kind_of_line(text[line_start : end if end >= 0 else len(text)])
        if kind == "tag" and kinds[-1] != "tag":
            first = len(kinds)
            while first > 1 and kinds[first - 1] == "comment":
                first -= 1
            return starts[first] if first < len(kinds) and kinds[first - 1] == "blank" else line_start
        kinds.append(kind)
        starts.append(line_start)
    return None


def _on_tag_line(text: str, position: int) -> bool:
    """Whether ``position`` is on a line that starts as a tag pair does (with ``[``)."""
    start = text.rfind("\n", 0, position) + 1
    end = text.find("\n", start)
    return kind_of_line(text[start : end if end >= 0 else len(text)]) == "tag"


def kind_of_line(line: str) -> str:
    """What a line is to the recovery after a mistake: blank, tag, comment or other."""
    stripped = line.strip()
    if not stripped:
        return "blank"
    if stripped.startswith("["):
        return "tag"
    if stripped.startswith(";") or (stripped.startswith("{") and stripped.endswith("}")):
        return "comment"
    return "other"
