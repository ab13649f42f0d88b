"""Read the text form of the All Fives Notation into game records, game by game.

The Lark grammar (grammar/afn.lark) decides what is well formed; this module groups its
tokens into games and builds the records. A mistake in one game is reported with its
file, line and column and does not stop the games after it from being read. Nothing here
checks the rules of play: that is the validator's work.

Why it is long (about 1,100 lines): it is the one reader of the text form. Lark's tokens
grouped into games, the quick way through plain lines (which must give Lark's tokens
exactly) and the game builder share the stretch being read and the places of its
findings. The builder (``_GameBuilder``) is the part to move to a room of its own first.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Generator, Iterator, Sequence
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Final

from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken
from lark.parsers.lalr_interactive_parser import InteractiveParser

from allfives_notation.engine.arms import Arm
from allfives_notation.engine.rules import Table
from allfives_notation.engine.tiles import Tile
from allfives_notation.errors import NotationError, RulesError, excerpt
from allfives_notation.notation import lines
from allfives_notation.notation.header import (
    INTERPRET,
    MAX_DIGITS,
    ROSTER,
    Header,
    TagError,
    finish,
    known_tag,
    not_seated,
    record_of_header,
    side_index,
    whole_number,
)
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.spelling import closest
from allfives_notation.notation.syntax import Context, explain, small_letters
from allfives_notation.record.model import (
    BySeat,
    Comment,
    CommentStyle,
    GameRecord,
    HandEnd,
    HandRecord,
    HowEnded,
    Turn,
)
from allfives_notation.resources import grammar_text

_ARMS: Final = {arm.name: arm for arm in Arm}
_COMMENT_TYPES: Final = frozenset({"BRACE_COMMENT", "LINE_COMMENT"})
_END_LINES: Final = frozenset({"WENT_OUT", "BLOCKED", "TARGET_REACHED"})
#: What each end line is, in words, for the message when one is given twice.
_END_LINE_NAMES: Final = {
    "end": "how the hand ended",
    "pips": "the pips line",
    "shown": "the shown line",
    "deduct": "the deduct line",
    "award": "the award line",
    "score": "the score line",
}
#: The key under which :attr:`HandRecord.places` keeps where each kind of line stood.
_PLACE_KEYS: Final = {
    "BONEYARD": "boneyard",
    "WENT_OUT": "end",
    "BLOCKED": "end",
    "TARGET_REACHED": "end",
    "PIPS_SHOWN": "pips",
    "TILES_SHOWN": "shown",
    "DEDUCTIONS": "deduct",
    "AWARDS": "award",
    "SCORES": "score",
}


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


class _Text:
    """The text being read, for turning a token and an offset into a located error."""

    def __init__(self, text: str, source: str | None, line_base: int) -> None:
        self.text = text
        self.source = source
        self.line_base = line_base

    def line_of(self, token: Token) -> int:
        """The line of ``token`` in the whole text."""
        return (token.line or 1) + self.line_base

    def error(self, message: str, token: Token, offset: int = 0, rule: str | None = None) -> NotationError:
        return self.error_at(message, (token.start_pos or 0) + offset, rule)

    def error_at(self, message: str, position: int, rule: str | None = None) -> NotationError:
        text = self.text
        start = text.rfind("\n", 0, position) + 1
        end = text.find("\n", position)
        whole = text[start : end if end >= 0 else len(text)].replace("\t", " ")
        line = text.count("\n", 0, start) + 1 + self.line_base
        column = position - start + 1
        shown, at = excerpt(whole, column)
        caret = " " * (at - 1)
        return NotationError(
            message,
            line=line,
            column=column,
            context=f"  {shown}\n  {caret}^",
            rule=rule,
            source=self.source,
        )


def read_games(text: str, source: str | None = None, *, first_line: int = 1) -> Iterator[ReadGame]:
    """Read every game in ``text``, yielding each as soon as it is complete.

    A game with mistakes is yielded with ``game`` None and its errors; reading goes on at
    the next game. ``first_line`` is the line of the file ``text`` starts at, when it is
    a part of a file read a stretch at a time.
    """
    text = text.removeprefix("\ufeff")  # a byte-order mark some editors put first
    if "\r" in text:  # CRLF or CR line ends read as LF, inside comments too
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    position, line_base = 0, first_line - 1
    while True:
        chunk = _Text(text[position:], source, line_base)
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


def _read_chunk(chunk: _Text) -> Generator[ReadGame, None, int | None]:
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

    def __init__(self, chunk: _Text, interactive: InteractiveParser) -> None:
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
        elif kind == "HAND_HEADER":
            self.phase = "hands"
        if kind not in _COMMENT_TYPES:
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
            yield _build(tokens, chunk, [_blank_line(chunk, at) for at in blanks])
        last, blanks = groups[-1] if groups else ([], [])
        start = min([_first_line(last[0], chunk)] if last else [], default=error.line or 1)
        if self.slips:
            start = min(start, *(slip.line or start for slip in self.slips))
        found = sorted((*self.slips, *(_blank_line(chunk, at) for at in blanks), error), key=_in_file_order)
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


def _in_file_order(error: NotationError) -> tuple[int, int]:
    return (error.line or 0, error.column or 0)


def _line_at(text: str, position: int) -> str:
    """The line of ``text`` that ``position`` stands on."""
    start = text.rfind("\n", 0, position) + 1
    end = text.find("\n", position)
    return text[start : end if end >= 0 else len(text)]


def _reads_as_a_line(text: str, start: int) -> bool:
    """Whether the line at ``start`` is blank, or reads as a line of the notation (its comments aside)."""
    line = _line_at(text, start)
    content = re.split(r"[{;]", line, maxsplit=1)[0].strip(" \t\f")
    return not line.strip() or (bool(content) and _kind_of(content, line_terminals()) is not None)


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


def _blank_line(chunk: _Text, position: int) -> NotationError:
    return chunk.error_at(BLANK_IN_HEADER, position)


def _games(
    tokens: list[Token],
    blanks: list[tuple[int, int]],
    chunk: _Text,
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
        yield _build(part, chunk, [*(_blank_line(chunk, at) for at in slips), *mine], roster)


# ---- the quick way through text without comments: a line, a token

#: What a line without comments must start or end with for each kind of line to be worth trying.
_MUST_START: Final = {
    "HAND_HEADER": "hand",
    "BONEYARD": "boneyard:",
    "BLOCKED": "blocked",
    "PIPS_SHOWN": "pips",
    "TILES_SHOWN": "shown",
    "DEDUCTIONS": "deduct",
    "AWARDS": "award",
    "SCORES": "score",
}
_MUST_END: Final = {"WENT_OUT": "out", "TARGET_REACHED": "target"}
_ENDINGS: Final = tuple(_MUST_END.values())
_STARTING_WITH: Final = {
    letter: [(name, prefix) for name, prefix in _MUST_START.items() if prefix[0] == letter]
    for letter in {prefix[0] for prefix in _MUST_START.values()}
}


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
    """The tokens the parser would give for ``text``, the quick way; None unless sure.

    Only for text without comments, where every line holds one whole item: each line is
    matched against the grammar's own line terminals (exactly one must match all of it),
    and the order of the lines is held to the grammar's (``start``, ``hand``,
    ``_ending``). Anything else, mistakes included, is left to the parser, which then
    words the error. tests/notation/test_quick_reading.py checks both ways agree.
    """
    if "{" in text or ";" in text:
        return None
    patterns = line_terminals()
    tokens: list[Token] = []
    stage = 0  # 0 between items, 1 in a hand's deal lines, 2 in its turns, 3 in its end lines
    start = 0
    for number, raw in enumerate(text.split("\n"), start=1):
        left = raw.lstrip(" \t\f")
        content = left.rstrip(" \t")
        if content:
            kind = _kind_of(content, patterns)
            if kind is None:
                return None
            if kind == "TAG_PAIR":
                stage = 0
            elif kind == "HAND_HEADER":
                stage = 1
            elif kind in ("DEALT_HAND", "BONEYARD"):
                if stage != 1:
                    return None
            elif kind == "TURN":
                if stage not in (1, 2):
                    return None
                stage = 2
            else:  # an end line, in any order (the grammar's _ending)
                if stage == 0:
                    return None
                stage = 3
            column = len(raw) - len(left) + 1
            at = start + column - 1
            end = column + len(content)
            tokens.append(Token(kind, content, at, number, column, number, end, at + len(content)))
        start += len(raw) + 1
    return tokens


def _kind_of(content: str, patterns: dict[str, re.Pattern[str]]) -> str | None:
    """The line terminal the lexer takes for all of ``content``; None if none, or if unsure.

    Of the terminals that match it all, Lark's lexer takes the one of highest priority
    (``boneyard:`` is also a deal line's shape); two of the same priority: unsure.
    """
    first = content[0]
    if first == "[":
        return "TAG_PAIR" if patterns["TAG_PAIR"].fullmatch(content) else None
    starting = _STARTING_WITH.get(first)
    if starting is None and ":" not in content and not content.endswith(_ENDINGS):
        return "TURN" if patterns["TURN"].fullmatch(content) else None  # the usual line: a turn
    candidates = [name for name, prefix in starting or () if content.startswith(prefix)]
    candidates += [name for name, suffix in _MUST_END.items() if content.endswith(suffix)]
    if ":" in content:
        candidates.append("DEALT_HAND")
    found = [name for name in candidates if patterns[name].fullmatch(content)]
    if patterns["TURN"].fullmatch(content):
        found.append("TURN")
    if len(found) <= 1:
        return found[0] if found else None
    priority = _priorities()
    found.sort(key=priority.__getitem__, reverse=True)
    return found[0] if priority[found[0]] > priority[found[1]] else None


@cache
def _priorities() -> dict[str, int]:
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
        if kind not in _COMMENT_TYPES:
            previous = kind
    return Context(seats, previous, hand, went_out)


def _first_line(token: Token, chunk: _Text) -> int:
    """The line where ``token`` shows its first character (a game introduction starts with blank lines)."""
    skipped = len(token) - len(token.lstrip())
    return chunk.line_of(token) + str(token).count("\n", 0, skipped)


def _position_of(problem: UnexpectedInput, chunk: _Text) -> int:
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


def _comment(token: Token) -> Comment:
    text = str(token)
    if token.type == "BRACE_COMMENT":
        return Comment(text[1:-1], CommentStyle.BRACE)
    return Comment(text[1:], CommentStyle.LINE)


def _intro(token: Token) -> tuple[Comment, ...]:
    return tuple(
        Comment(m["brace"], CommentStyle.BRACE)
        if m["brace"] is not None
        else Comment(m["line"], CommentStyle.LINE)
        for m in lines.COMMENTS.finditer(str(token))
    )


class _GameBuilder:
    """Builds one game from its tokens, collecting every mistake rather than stopping."""

    def __init__(self, chunk: _Text) -> None:
        self.chunk = chunk
        self.errors: list[NotationError] = []
        self.header = Header()
        self.open_draw: tuple[str, int] | None = None  # a turn that only drew: who, and its line
        self.seats_unread = False  # the tag line that names the seats could not be read

    def fail(self, message: str, token: Token, offset: int = 0, rule: str | None = None) -> None:
        self.errors.append(self.chunk.error(message, token, offset, rule))

    def seat(self, name: str, token: Token, offset: int = 0) -> int:
        seats = self.header.seats
        if name in seats:
            return seats.index(name)
        message = small_letters(name) or not_seated(name, seats)
        if token.type in ("TURN", "DEALT_HAND") and closest(name, seats) is None:  # no seat's slip
            if name.lower() in ("boneyard", "bones") and token.type == "TURN":
                message = "the boneyard line is written with a colon: 'boneyard: 6-3 5-2'"
            elif closest(name, ("boneyard",)) is not None:
                message = "did you mean 'boneyard:'? The boneyard line is written 'boneyard: 6-3 5-2'"
        self.fail(message, token, offset)
        return -1

    def number(self, text: str, token: Token, offset: int = 0) -> int:
        """A number written in a line; one longer than any game needs is a mistake (0 is returned)."""
        number = whole_number(text)
        if number is None:
            shown = text if len(text) <= 2 * MAX_DIGITS else f"a number of {len(text)} digits"
            self.fail(f"{shown} has more digits than any game needs (at most {MAX_DIGITS})", token, offset)
            return 0
        return number

    def side(self, name: str, token: Token, offset: int = 0) -> int:
        try:
            return side_index(self.header, name)
        except TagError as error:
            self.fail(error.message, token, offset)
            return -1

    # ---- header

    def read_header(self, tags: list[Token]) -> None:
        """Read the tag pairs into ``self.header``; what is wrong with them is code AF002."""
        before = len(self.errors)
        self._read_tags(tags)
        for error in self.errors[before:]:
            error.code = "AF002"

    def _read_tags(self, tags: list[Token]) -> None:
        seen: dict[str, Token] = {}
        values: dict[str, tuple[str, Token, int]] = {}
        for token in tags:
            found = lines.TAG_PAIR.fullmatch(str(token).strip())
            assert found is not None
            name, value = found["name"], lines.tag_value(found["value"])
            known = known_tag(name)
            if known is not None and known != name:
                self.fail(f"the tag is written {known}, not {name}", token, 1)
                continue
            if name in seen:
                first = self.chunk.line_of(seen[name])
                self.fail(f"the {name} tag is given twice (first on line {first})", token, 1)
                continue
            seen[name] = token
            if known is None:
                self.header.other_tags.append((name, value))
            else:
                values[name] = (value, token, found.start("value"))
        if "Seats" not in values:
            if not self.seats_unread:  # else that line is the mistake, already reported
                where = tags[0]
                self.fail('a game names its players in seat order, such as [Seats "Ann, Ben, Cat"]', where)
            return
        for name in ROSTER:  # Seats and Partners come before the tags that name seats or sides
            if name not in values:
                continue
            value, token, offset = values[name]
            try:
                INTERPRET[name](self.header, value)
            except TagError as error:
                self.fail(error.message, token, offset + error.offset, error.rule)
                if name == "Seats":
                    return
        rules, problem = finish(self.header)
        rules_token = values["Rules"][1] if "Rules" in values else values["Seats"][1]
        if problem is not None:  # the Target tag and the rules disagree: blame the Target tag
            self.fail(problem, values["Target"][1] if "Target" in values else rules_token, 1)
            return
        self.header.rules = rules
        try:
            Table(len(self.header.seats), self.header.partnerships, rules)
        except RulesError as error:
            self.fail(error.message, rules_token, 1, error.rule)

    # ---- hands

    def refuse_open_draw(self, token: Token) -> None:
        """A line after a turn that only drew: such a turn can only end an unfinished record."""
        if self.open_draw is not None:
            name, line = self.open_draw
            self.fail(
                f"{name}'s draw on line {line} has no ', plays' or ', passes', yet the record goes on:"
                " a turn that only draws can only end an unfinished record",
                token,
            )
            self.open_draw = None

    def read_hand(self, tokens: list[Token]) -> HandRecord | None:
        header_token = tokens[0]
        before = len(self.errors)
        if str(header_token):
            found = lines.HAND_HEADER.fullmatch(str(header_token))
            assert found is not None
            leader = self.seat(found["name"], header_token, found.start("name"))
            number = self.number(found["number"], header_token, found.start("number"))
        else:  # a hand whose header could not be read (or is left out): its lines are read for their own sake
            leader, number = -1, 0
        self.refuse_open_draw(header_token)
        comments: list[Comment] = []
        end_comments: list[Comment] = []
        dealt: list[tuple[int, tuple[Tile, ...]]] = []
        boneyard: tuple[Tile, ...] | None = None
        turns: list[tuple[Turn, list[Comment]]] = []
        end: HandEnd | None = None
        pips: BySeat = ()
        deductions: BySeat = ()
        awards: BySeat = ()
        scores: BySeat = ()
        shown: tuple[tuple[int, tuple[Tile, ...]], ...] = ()
        target = comments  # where the next comment belongs: to the line before it
        places: list[tuple[str, int, int]] = []
        ended: dict[str, int] = {}  # each end line read: the line it stands on
        for token in tokens[1:]:
            kind = token.type
            if kind in _COMMENT_TYPES:
                target.append(_comment(token))
                continue
            self.refuse_open_draw(token)
            line, column = self.chunk.line_of(token), token.column or 1
            key = _PLACE_KEYS.get(kind, "")
            if key in ended:
                self.twice(key, ended[key], token)
                target = end_comments
                continue
            if key in _END_LINE_NAMES:
                ended[key] = line
            if key:
                places.append((key, line, column))
            if kind == "TURN":
                turn = self.read_turn(token)
                target = []
                if turn is not None:
                    turns.append((turn, target))
                    if not (turn.placed or turn.passed):
                        self.open_draw = (self.header.seats[turn.seat], self.chunk.line_of(token))
            elif kind == "DEALT_HAND":
                seat, tiles = self.read_tile_list(token)
                if seat >= 0 and any(s == seat for s, _ in dealt):
                    self.fail(f"the hand dealt to {self.header.seats[seat]} is given twice", token)
                places.append((f"dealt:{seat}", line, column))
                dealt.append((seat, tiles))
            elif kind == "BONEYARD":
                if boneyard is not None:
                    self.fail("the boneyard is given twice", token)
                boneyard = tuple(lines.TILE_TEXT[t] for t in lines.TILES_FOUND.findall(str(token)))
            elif kind in _END_LINES:
                end = self.read_end(token)
                target = end_comments
            elif kind == "TILES_SHOWN":
                shown = self.shown(token)
                target = end_comments
                places.extend(self.entry_places(token, line, column))
            else:
                numbers = self.numbers(token)
                places.extend(self.entry_places(token, line, column))
                if kind == "PIPS_SHOWN":
                    pips = numbers
                elif kind == "DEDUCTIONS":
                    deductions = numbers
                elif kind == "AWARDS":
                    awards = numbers
                else:
                    scores = numbers
                target = end_comments
        if len(self.errors) > before or leader < 0:
            return None
        try:
            return HandRecord(
                number=number,
                leader=leader,
                dealt=tuple(sorted(dealt)),
                boneyard=boneyard,
                turns=tuple(replace(t, comments=tuple(c)) if c else t for t, c in turns),
                end=end,
                comments=tuple(comments),
                end_comments=tuple(end_comments),
                line=self.chunk.line_of(header_token),
                column=header_token.column or 0,
                pips=pips,
                shown=shown,
                deductions=deductions,
                awards=awards,
                scores=scores,
                places=tuple(places),
            )
        except ValueError as error:
            self.fail(str(error), header_token)
            return None

    def twice(self, key: str, first: int, token: Token) -> None:
        """An end line of a kind the hand already has: the end lines may come in any order, but once each."""
        if key == "end":
            message = (
                f"this hand already ended on line {first}: a hand goes out, blocks or reaches the target once"
            )
        else:
            message = f"{_END_LINE_NAMES[key]} is given twice in this hand (first on line {first})"
        self.fail(message, token)

    def read_turn(self, token: Token) -> Turn | None:
        found = lines.TURN.fullmatch(str(token))
        assert found is not None, str(token)
        before = len(self.errors)
        seat = self.seat(found["name"], token)
        drawn: tuple[Tile, ...] = ()
        draws, passed = 0, found["pass"] is not None or found["dpass"] is not None
        placed = "" if found["tile"] is not None else "d"  # which of the two placement groups
        if found["drawn"] is not None:
            drawn = tuple(lines.TILE_TEXT[t] for t in lines.TILES_FOUND.findall(found["drawn"]))
            draws = len(drawn)
        elif found["count"] is not None:
            draws = self.number(found["count"], token, found.start("count"))
            if draws == 0 and len(self.errors) == before:
                message = "a draw takes at least one tile; a player who draws nothing passes"
                self.fail(message, token, found.start("count"))
        tile, arm, points = found[placed + "tile"], found[placed + "arm"], found[placed + "points"]
        claimed = None if points is None else self.number(points, token, found.start(placed + "points"))
        if len(self.errors) > before:
            return None
        return Turn(
            seat=seat,
            tile=None if tile is None else lines.TILE_TEXT[tile],
            arm=None if arm is None else _ARMS[arm],
            draws=draws,
            drawn=drawn,
            passed=passed,
            points=claimed,
            glyphs=tuple(lines.GLYPHS.findall(found["glyphs"])) if found["glyphs"] else (),
            line=self.chunk.line_of(token),
            column=token.column or 0,
            tile_column=_column_of(found, placed + "tile", token),
            arm_column=_column_of(found, placed + "arm", token),
            points_column=_column_of(found, placed + "points", token, before=1),  # at its +
        )

    def read_tile_list(self, token: Token) -> tuple[int, tuple[Tile, ...]]:
        found = lines.TILE_LIST.fullmatch(str(token).rstrip())
        assert found is not None
        seat = self.seat(found["name"], token)
        return seat, tuple(lines.TILE_TEXT[t] for t in lines.TILES_FOUND.findall(found["tiles"]))

    def read_end(self, token: Token) -> HandEnd | None:
        if token.type == "BLOCKED":
            return HandEnd(HowEnded.BLOCKED)
        found = lines.ENDING.fullmatch(str(token))
        assert found is not None
        seat = self.seat(found["name"], token)
        how = HowEnded.OUT if token.type == "WENT_OUT" else HowEnded.TARGET
        return HandEnd(how, seat) if seat >= 0 else None

    def entries(self, token: Token) -> list[tuple[int, str, int]]:
        """Each entry of a pips, shown, deduct, award or score line: seat (or side), value, its offset."""
        text = str(token)
        keyword = lines.KEYWORD.match(text)
        assert keyword is not None
        by_side = keyword["word"] in ("award", "score")
        entries: dict[int, tuple[str, int]] = {}
        for found in lines.ENTRY.finditer(text, keyword.end()):
            name, offset = found["name"], found.start("name")
            who = self.side(name, token, offset) if by_side else self.seat(name, token, offset)
            if who in entries:
                self.fail(f"{name} is given twice on this line", token, offset)
            elif who >= 0:
                entries[who] = (found["value"], found.start("value"))
        return [(who, value, at) for who, (value, at) in sorted(entries.items())]

    def entry_places(self, token: Token, line: int, column: int) -> list[tuple[str, int, int]]:
        """Where each entry's value stands on a pips, shown, deduct, award or score line."""
        text = str(token)
        keyword = lines.KEYWORD.match(text)
        assert keyword is not None
        word = keyword["word"]
        by_side = word in ("award", "score")
        out = []
        for found in lines.ENTRY.finditer(text, keyword.end()):
            try:
                who = (
                    side_index(self.header, found["name"])
                    if by_side
                    else self.header.seats.index(found["name"])
                )
            except (TagError, ValueError):
                continue
            out.append((f"{word}:{who}", line, column + found.start("value")))
        return out

    def numbers(self, token: Token) -> BySeat:
        """The entries of a pips, deduct, award or score line."""
        return tuple((who, self.number(value, token, at)) for who, value, at in self.entries(token))

    def shown(self, token: Token) -> tuple[tuple[int, tuple[Tile, ...]], ...]:
        """The entries of a shown line."""
        return tuple(
            (who, tuple(lines.TILE_TEXT[t] for t in lines.TILES_FOUND.findall(value)))
            for who, value, _ in self.entries(token)
        )


def _column_of(found: re.Match[str], group: str, token: Token, before: int = 0) -> int:
    """The column of a part of a line, or 0 if the line has no such part."""
    start = found.start(group)
    return 0 if start < 0 else (token.column or 1) + start - before


def _build(
    tokens: list[Token],
    chunk: _Text,
    slips: Sequence[NotationError] = (),
    roster: frozenset[int] = frozenset(),
) -> ReadGame:
    """One game from its tokens; ``slips``: its lines that could not be read (``roster``: see _games).

    Where a line that names the seats could not be read, the names in the hands are not
    held against the seats: that line is the mistake. Every mistake is given in file order.
    """
    builder = _GameBuilder(chunk)
    builder.errors.extend(slips)
    seats_unread = any(id(slip) in roster for slip in slips)
    slip_lines = [slip.line for slip in slips if slip.line is not None]
    if not tokens:
        return ReadGame(None, tuple(sorted(builder.errors, key=_in_file_order)), min(slip_lines, default=1))
    first = tokens[0]
    intro: tuple[Comment, ...] = ()
    index = 0
    if first.type == "GAME_INTRO":
        intro = _intro(first)
        index = 1
    tags: list[Token] = []
    header_comments: list[Comment] = []
    while index < len(tokens) and tokens[index].type in ("TAG_PAIR", *_COMMENT_TYPES):
        if tokens[index].type == "TAG_PAIR":
            tags.append(tokens[index])
        else:
            header_comments.append(_comment(tokens[index]))
        index += 1
    start_line = min([_first_line(first, chunk), *slip_lines])
    if not tags:
        if not seats_unread:
            builder.fail(
                'a game starts with its tag pairs, such as [Seats "Ann, Ben"], before its first hand',
                tokens[index] if index < len(tokens) else first,
            )
        return ReadGame(None, tuple(sorted(builder.errors, key=_in_file_order)), start_line)
    builder.seats_unread = seats_unread
    builder.read_header(tags)
    hands: list[HandRecord] = []
    hand_tokens: list[Token] = []
    if builder.header.seats and not seats_unread:  # a mistake elsewhere in the header lets them be read
        for token in tokens[index:]:
            if token.type == "HAND_HEADER" and hand_tokens:
                hand = builder.read_hand(hand_tokens)
                if hand is not None:
                    hands.append(hand)
                hand_tokens = []
            hand_tokens.append(token)
        if hand_tokens:
            hand = builder.read_hand(hand_tokens)
            if hand is not None:
                hands.append(hand)
    if builder.errors:
        return ReadGame(None, tuple(sorted(builder.errors, key=_in_file_order)), start_line)
    header = builder.header
    try:
        places = tuple(
            (str(found["name"]), chunk.line_of(tag), tag.column or 1)
            for tag in tags
            if (found := lines.TAG_PAIR.fullmatch(str(tag).strip())) is not None
        )
        game = record_of_header(
            header,
            intro=intro,
            comments=tuple(header_comments),
            hands=tuple(hands),
            line=start_line,
            places=places,
        )
    except ValueError as error:
        builder.fail(str(error), tags[0])
        return ReadGame(None, tuple(builder.errors), start_line)
    return ReadGame(game, (), start_line)
