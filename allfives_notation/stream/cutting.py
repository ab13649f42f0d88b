"""Where a text file is cut into batches: only where a new game surely starts; JSON Lines between lines.

Why it is long (about 600 lines): a file, a buffer, a pipe and a stretch left by the fast
path are all cut by the one rule of where a game surely starts, under the same limits on a
line and a game; split, that rule would be written once for each.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from typing import IO, Final, cast

from allfives_notation.notation.form import Form
from allfives_notation.notation.header import known_tag
from allfives_notation.notation.lines import TAG_PAIR
from allfives_notation.notation.reader import kind_of_line, line_terminals
from allfives_notation.stream.batch import BATCH_CHARS, Batch, limited_lines
from allfives_notation.stream.files import (
    MAX_GAME,
    MAX_LINE,
    NotReadableError,
    not_utf8,
)


def text_batches(text: str, shown: str, size: int = BATCH_CHARS, *, limit: int = MAX_LINE) -> Iterator[Batch]:
    """A text record held in memory (an editor's buffer), cut into batches exactly as a file is.

    ``size`` 1 cuts at every place a game surely starts, so that an edit to one game
    leaves the other batches' text, and so their reports, as they were. Line ends are
    read as in a file: CR and CRLF as LF.
    """
    return cut_text(io.StringIO(text, newline=None), shown, size, limit)


#: Where a line may be a tag line: its bracket after blanks (``_is_tag_line`` decides).
_TAG_LINE_START: Final = re.compile(r"^[ \t\f]*\[", re.MULTILINE)
_MARK_AT_LINE_START: Final = re.compile("^\ufeff", re.MULTILINE)
_BLOCK_CHARS: Final = 1 << 16  # characters read at a time by ``cut_text``, at least


def cut_text(
    file: IO[str],
    shown: str,
    size: int,
    limit: int = MAX_LINE,
    block: int = _BLOCK_CHARS,
    *,
    game: int = MAX_GAME,
    paused: Callable[[], bool] | None = None,
) -> Iterator[Batch]:
    """:func:`_text_batches` over a text file, its cuts found by a regex over the text, not line by line.

    The text is read a block of whole lines at a time. While the text since the last cut
    holds no brace, no semicolon (so no comment), no byte-order mark but at the start of
    a line and no line longer than ``limit`` characters, a cut comes before the first tag
    line at or past ``size`` characters (or past ``game``, if sooner) where ``_text_batches``
    surely sees a game start (after a line of a hand, or between two headers), each line judged by
    ``_text_batches``'s own tests: there, and only there, ``_text_batches`` cuts too. A
    stretch that goes on past ``game`` characters before such a place is let go as it is
    read, up to the last line of a hand (no cut can come before it any more), and given as
    one refused batch, as ``_text_batches`` gives it. From the first block that holds
    anything else, the rest of the file, from the last cut, goes to ``_text_batches``,
    whose state at a cut is the one it starts with. tests/test_stream.py holds the two to
    the same batches.

    An input that is read as it comes (a pipe: ``paused`` tests whether its writer has
    paused) is read a line at a time while more is ready; when the writer pauses, the
    games held are given at every place a game surely starts, whatever their length
    (as with ``size`` 1), so that a live log is checked as it comes, not when a stretch
    fills or the writer stops.
    """
    held = ""  # the text since the last cut (or the last let go), whole lines with their line ends
    first_line = 1  # the line of the file ``held`` starts at
    tried = 0  # where in ``held`` the tag lines not yet tried start
    skipped: _Skipped | None = None  # a stretch past the longest game, so far
    block = max(size, block)
    stalled = False  # whether the writer paused at the last read
    low = 0  # while it pauses: where the tag lines not yet tried start, below ``size`` too
    while True:
        if stalled and skipped is None:
            cut, low = _first_cut(held, low)
            undecided = low  # where a header not yet known to start a game begins, or the end
        else:
            # a cut may come at ``size``, or sooner where the text before it is past the longest game
            cut, tried = _first_cut(held, tried if skipped is not None else max(tried, min(size, game + 1)))
            undecided = tried
        if cut >= 0:
            if skipped is None and (cut > game or _named_late(held, cut, game)):
                skipped = _Skipped(first_line, 0, 0, held[: held.find("\n") + 1 or len(held)])
            if skipped is not None:
                yield skipped.batch(shown, held[:cut], limit, game)
                skipped = None
            else:
                yield Batch(shown, Form.TEXT, held[:cut], first_line, limit=limit, game_limit=game)
            first_line += held.count("\n", 0, cut)
            held, tried, low = held[cut:], 0, 0
            continue
        waiting = undecided < len(held) and undecided <= game and len(held) <= 2 * game  # as _waits says
        if skipped is None and len(held) > game and not waiting:
            skipped = _Skipped(first_line, 0, 0, held[: held.find("\n") + 1 or len(held)])
        if skipped is not None:  # let go of what no cut can come before
            keep = _last_line_of_a_hand(held)
            if keep is None:  # none in what is held: the line by line way keeps less
                resumed = cast(IO[str], _Resumed(held, file))
                lines = limited_lines(resumed, limit)
                yield from _text_batches(
                    lines, shown, size, limit, first_line, game=game, skipped=skipped, paused=paused
                )
                return
            skipped.let_go(held[:keep])
            first_line += held.count("\n", 0, keep)
            held, tried, low = held[keep:], max(0, tried - keep), max(0, low - keep)
        if paused is None:
            more = file.read(block)
        elif not stalled and paused():
            stalled = True  # the writer paused with games held: they are given before it is waited for
            continue
        else:
            more, stalled = _as_it_comes(file, block, paused)
        if not more:
            if skipped is not None:
                yield skipped.batch(shown, held, limit, game)
            else:
                yield Batch(shown, Form.TEXT, held, first_line, limit=limit, game_limit=game)
            return
        if more[-1] != "\n":
            more += file.readline(limit + 1)  # the rest of the last line, unless it is too long to read
        marks = "\ufeff" in more
        plain = _MARK_AT_LINE_START.sub("", more) if marks else more
        if "{" in more or ";" in more or "\ufeff" in plain or _longer_line(more, limit):
            resumed = cast(IO[str], _Resumed(held + more, file))  # only readline is called
            lines = limited_lines(resumed, limit)
            yield from _text_batches(
                lines, shown, size, limit, first_line, game=game, skipped=skipped, paused=paused
            )
            return
        held += plain


def _as_it_comes(file: IO[str], block: int, paused: Callable[[], bool]) -> tuple[str, bool]:
    """Whole lines up to about ``block`` characters, read while more is ready; and whether the writer paused.

    Only the first line is waited for: a writer that pauses is never waited on while
    lines are held.
    """
    pieces = [file.readline(block)]
    count = len(pieces[0])
    while pieces[-1].endswith("\n") and count < block:
        if paused():
            return "".join(pieces), True
        piece = file.readline(block - count)
        if not piece:
            break
        pieces.append(piece)
        count += len(piece)
    return "".join(pieces), False


def _longer_line(text: str, limit: int) -> bool:
    """Whether ``text`` (whole lines, a mark at a line's start counted) holds a line longer than ``limit``."""
    if len(text) <= limit:
        return False
    if not text.endswith("\n"):
        return True  # the last line was read only up to the limit: it goes on
    return re.search(f"[^\\n]{{{limit + 1}}}", text) is not None


def _last_line_of_a_hand(held: str) -> int | None:
    """Where the last line of a hand (neither blank nor a tag line) in ``held`` starts; None if there is none.

    No cut can come before it any more: a cut looks back from a tag line only as far as the
    first line that is neither blank nor a tag line.
    """
    end = len(held)
    while end > 0:
        begin = held.rfind("\n", 0, end - 1) + 1
        in_brace, kind = _scan(held[begin:end], False)
        if kind == "other" and not in_brace:
            return begin
        end = begin
    return None


@dataclass(slots=True)
class _Skipped:
    """A stretch of text past the longest game read: where it starts, its length so far, its first line."""

    line: int
    length: int
    lines: int
    text: str

    def let_go(self, text: str) -> None:
        """Count ``text``, read and let go."""
        self.length += len(text)
        self.lines += text.count("\n")

    def batch(self, shown: str, rest: str, limit: int, game: int) -> Batch:
        """The refused batch, once the stretch ends with ``rest``."""
        self.let_go(rest)
        long_game = (self.line, self.length, self.lines)
        text, line = self.text, self.line
        return Batch(shown, Form.TEXT, text, line, limit=limit, long_game=long_game, game_limit=game)


def _first_cut(held: str, start: int) -> tuple[int, int]:
    """Where ``_text_batches`` cuts ``held`` before a tag line from ``start``, or -1; and where to try next.

    A tag line whose run of tags goes on to the end of what is held, not yet naming the
    seats, is tried again when more is held.
    """
    for found in _TAG_LINE_START.finditer(held, start):
        at = found.start()
        end = held.find("\n", at) + 1 or len(held)
        if not _is_tag_line(held[at:end]):
            continue
        after, blanks = at, 0  # back over the lines before it: blank ones, then a line of a hand or a header
        while after > 0:
            begin = held.rfind("\n", 0, after - 1) + 1
            line = held[begin:after]
            in_brace, kind = _scan(line, False)
            if in_brace or kind_of_line(line) != (kind or "blank"):
                break
            if kind == "other":
                return at, 0
            if kind == "tag" and blanks and _header_ends(held, after):
                names = _run_names_seats(held, at)
                if names is None:
                    return -1, at
                if names:
                    return at, 0
            if kind:
                break
            blanks += 1
            after = begin
    return -1, len(held)


def _named_late(held: str, cut: int, game: int) -> bool:
    """Whether a cut before a header came only after ``2 * game`` characters: :func:`_waits` stopped waiting.

    The cut follows a header (not a line of a hand), and the line that names the seats in the
    run of tag lines from ``cut`` starts past ``2 * game``.
    """
    before = cut
    while before > 0:  # back over blank lines to the line the cut follows
        begin = held.rfind("\n", 0, before - 1) + 1
        kind = _header_kind(held[begin:before])
        if kind != "blank":
            if kind != "tag":
                return False  # after a line of a hand: a cut that never waited
            break
        before = begin
    at = cut
    while at < len(held):
        end = held.find("\n", at) + 1 or len(held)
        if _names_seats(held[at:end]) or _header_kind(held[at:end]) != "tag":
            return at > 2 * game
        at = end
    return False


def _header_ends(held: str, end: int) -> bool:
    """Whether the tag lines ending at ``end`` are a run naming the seats, after a blank line or first."""
    seats = False
    after = end
    while after > 0:
        begin = held.rfind("\n", 0, after - 1) + 1
        line = held[begin:after]
        kind = _header_kind(line)
        if kind == "tag":
            seats = seats or _names_seats(line)
            after = begin
            continue
        return seats and kind == "blank"
    return seats


def _run_names_seats(held: str, at: int) -> bool | None:
    """Whether the run of tag lines from ``at`` names the seats; None while it goes on past what is held."""
    while at < len(held):
        end = held.find("\n", at) + 1 or len(held)
        line = held[at:end]
        if _header_kind(line) != "tag":
            return False
        if _names_seats(line):
            return True
        at = end
    return None


def _header_kind(line: str) -> str:
    """A line as the cut between two headers sees it: a tag pair alone, a blank line, or other."""
    in_brace, kind = _scan(line, False)
    if in_brace or kind_of_line(line) != (kind or "blank") or "{" in line or ";" in line:
        return "other"
    if kind == "tag":
        return "tag" if _is_tag_line(line) else "other"
    return "blank" if not kind else "other"


def _names_seats(line: str) -> bool:
    """Whether a tag line gives the seats, as the reader tells (``Seats``, in any case)."""
    found = TAG_PAIR.match(line.strip())
    return found is not None and known_tag(found["name"]) == "Seats"


class _Resumed:
    """A text file read on from some text already taken from it: ``readline`` as a file has it."""

    def __init__(self, taken: str, file: IO[str]) -> None:
        self.taken = io.StringIO(taken)
        self.file = file

    def readline(self, size: int = -1) -> str:
        line = self.taken.readline(size)
        if line.endswith("\n") or len(line) == size:
            return line
        return line + self.file.readline(size - len(line) if size >= 0 else -1)


def _text_batches(
    lines: Iterable[tuple[str, int]],
    shown: str,
    size: int,
    limit: int = MAX_LINE,
    first_line: int = 1,
    *,
    game: int = MAX_GAME,
    skipped: _Skipped | None = None,
    paused: Callable[[], bool] | None = None,
) -> Iterator[Batch]:
    """Text cut into batches at places where a game surely starts (see the module docstring).

    A cut comes before a tag line that follows a line of a hand, with between them only
    blank lines and whole-line comments of a shape the reader's recovery after a mistake
    sees the same way (see :class:`_Run`), so that the next game starts there whether or
    not the game before it had a mistake. Comments after a blank line introduce the next
    game: the cut is then at that blank line. A cut comes too before a run of tag lines
    that names the seats after blank lines after a header that names them (see
    :class:`_Header`): the reader starts a game there, as it would for a game without hands.
    ``lines`` start at line ``first_line``.

    A stretch that goes on past ``game`` characters without such a place is not kept: only
    its length is counted, up to the next place a game surely starts, and it is given as one
    batch with ``long_game`` set, which the reader refuses with one finding. (``skipped``:
    such a stretch begun before ``lines``; ``paused``: as for :func:`cut_text`, a cut
    comes at any such place while the writer of a pipe pauses.)
    """
    pending: list[str] = []
    long_lines: list[tuple[int, int]] = []  # among the pending lines
    held = 0
    run, header = _Run(), _Header()
    in_brace = False
    later: int | None = None  # a sure cut not made (the stretch not yet full), made if the writer pauses
    stalled = False  # whether the writer of a pipe had paused before this line came

    def cut_at(cut: int, chained: bool = False) -> Iterator[Batch]:
        nonlocal pending, long_lines, held, first_line, run, header, skipped, later
        later = None
        start, first_line = first_line, first_line + cut
        if skipped is not None:
            yield skipped.batch(shown, "".join(pending[:cut]), limit, game)
            skipped = None
        else:
            done = tuple(at for at in long_lines if at[0] < first_line)
            text = "".join(pending[:cut])
            yield Batch(shown, Form.TEXT, text, start, long_lines=done, limit=limit, game_limit=game)
        long_lines = [at for at in long_lines if at[0] >= first_line]
        pending = pending[cut:]
        held = sum(map(len, pending))
        run, header = _Run(), _Header()
        inside = False
        for index, line in enumerate(pending):  # lines a cut comes before are outside any brace comment
            # (a header's tag lines, each taken alone; a game's lines, after a cut made late, in turn)
            inside, hand_kind, header_kind, seats = _kinds(line, inside if chained else False)
            run.add(hand_kind, index)
            header.add(header_kind, seats, index, allowed=False)

    for number, (line, length) in enumerate(lines, start=first_line):
        scanned = line = line.removeprefix("\ufeff")  # skipped at the start of any line, as of the file
        allowed = held >= size or skipped is not None or stalled
        if (allowed or paused is not None) and not in_brace and _is_tag_line(scanned):
            cut = run.cut(len(pending))
            if cut is not None and (cut > 0 or skipped is not None):  # at 0 a skipped stretch ends
                if allowed:
                    yield from cut_at(cut)
                else:
                    later = cut
        if length:
            long_lines.append((number, length))
        pending.append(line)
        held += len(line)
        in_brace, hand_kind, header_kind, seats = _kinds(scanned, in_brace)
        run.add(hand_kind, len(pending) - 1)
        cut = header.add(header_kind, seats, len(pending) - 1, allowed=allowed)
        if cut is not None and (cut > 0 or skipped is not None):  # at 0 a skipped stretch ends
            yield from cut_at(cut)
        if skipped is None and held > game and not _waits(header.candidate, pending, held, game):
            skipped = _Skipped(first_line, 0, 0, pending[0])
        if skipped is not None:
            keep = min([len(pending) - 1, *(at for at in (run.kept(), header.candidate) if at is not None)])
            if keep > 0:  # what no cut can come before any more is counted and let go
                skipped.let_go("".join(pending[:keep]))
                first_line += keep
                pending = pending[keep:]
                long_lines = []
                held = sum(map(len, pending))
                run.shift(keep)
                header.shift(keep)
                later = None
        if paused is not None:  # before the next line is waited for: the games held, if it pauses
            stalled = paused()
            if stalled and later is not None:
                yield from cut_at(later, chained=True)
    if skipped is not None:
        yield from cut_at(len(pending))
        return
    done = tuple(long_lines)
    yield Batch(shown, Form.TEXT, "".join(pending), first_line, long_lines=done, limit=limit, game_limit=game)


def _waits(candidate: int | None, pending: list[str], held: int, game: int) -> bool:
    """Whether a stretch past ``game`` characters is not yet called long: a header may yet start a game.

    The header starts within ``game`` characters and becomes a game's once its tags name the
    seats; it is waited for while the stretch holds up to ``2 * game`` characters.
    """
    return candidate is not None and held <= 2 * game and sum(map(len, pending[:candidate])) <= game


def _kinds(line: str, in_brace: bool) -> tuple[bool, str, str, bool]:
    """A line as the cuts see it: a brace comment open after it, its kinds, and whether it names the seats.

    Its kind to :class:`_Run` ("unsure" where the lexer and the recovery may see it apart)
    and to :class:`_Header`.
    """
    now_in_brace, kind = _scan(line, in_brace)
    agreed = not in_brace and not now_in_brace and kind_of_line(line) == (kind or "blank")
    header_kind = _header_kind(line) if agreed else "other"
    seats = header_kind == "tag" and _names_seats(line)
    return now_in_brace, kind if agreed else "unsure", header_kind, seats


class _Run:
    """The lines since the last line of a hand, as far as they allow a cut before a tag line.

    After the hand's line (``other``) may come comments that end it, then blank lines,
    then one block of comments that introduces the next game; nothing else. Each line
    must look the same to the lexer and to the reader's recovery after a mistake.
    """

    def __init__(self) -> None:
        self.state = "none"  # none, other, trailing, blanks, block, dead
        self.blank = -1  # where the blank lines before the block start

    def add(self, kind: str, index: int) -> None:
        state = self.state
        if kind == "other":
            self.state, self.blank = "other", -1
        elif kind == "comment" and state in ("other", "trailing"):
            self.state = "trailing"
        elif kind == "comment" and state in ("blanks", "block"):
            self.state = "block"
        elif not kind and state in ("other", "trailing", "blanks"):
            if state != "blanks":
                self.blank = index
            self.state = "blanks"
        else:
            self.state = "dead"

    def cut(self, here: int) -> int | None:
        """Where to cut before a tag line at ``here``; None where no cut is sure."""
        if self.state in ("other", "trailing", "blanks"):
            return here
        return self.blank if self.state == "block" else None

    def kept(self) -> int | None:
        """The earliest line a cut may yet come before, if it is not the next one."""
        return self.blank if self.state in ("blanks", "block") and self.blank >= 0 else None

    def shift(self, lines: int) -> None:
        """The first ``lines`` lines are let go: count from the line after them."""
        if self.blank >= 0:
            self.blank -= lines


class _Header:
    """The lines since the last blank line, as far as they allow a cut between two headers.

    The reader starts a new game at a tag pair after a blank line in a header, unless the
    header before it or the tags after it do not name the seats (then the blank line is a
    slip inside one header). So a cut is sure before a run of tag lines that names the
    seats, after blank lines, after a run of tag lines that names them, itself after a blank
    line or at the start of the stretch: nothing else between them, no comments.
    """

    def __init__(self) -> None:
        self.state = "open"  # open (at the start, or after a blank line), run, shut, stray, none
        self.seats = False  # whether the run of tag lines so far names the seats
        self.candidate: int | None = None  # a tag line where a game starts if its run names the seats

    def add(self, kind: str, seats: bool, index: int, *, allowed: bool) -> int | None:
        """Take one more line (``tag``, ``blank`` or ``other``); where to cut, once it is sure."""
        if kind == "blank":
            self.candidate = None
            after_header = self.state == "shut" or (self.state == "run" and self.seats)
            self.state = "shut" if after_header else "open"
            return None
        if kind != "tag":
            self.state, self.candidate = "none", None
            return None
        if self.state == "shut" and allowed:
            self.candidate = index
        if self.state in ("open", "shut"):
            self.state, self.seats = "run", seats
        elif self.state == "run":
            self.seats = self.seats or seats
        else:
            self.state = "stray"  # tags right after other lines: no header to cut after
        if self.state == "run" and self.seats and self.candidate is not None:
            cut, self.candidate = self.candidate, None
            return cut
        return None

    def shift(self, lines: int) -> None:
        """The first ``lines`` lines are let go: count from the line after them."""
        if self.candidate is not None:
            self.candidate -= lines


def _is_tag_line(line: str) -> bool:
    """Whether ``line`` is a tag pair the lexer takes (only comments may follow it)."""
    start = len(line) - len(line.lstrip(" \t\f"))
    return line_terminals()["TAG_PAIR"].match(line, start) is not None


#: What the lexer takes for white space around a line; any other space (U+00A0, say) is a slip.
_LEXER_BLANKS: Final = " \t\f\r\n"


def _scan(line: str, in_brace: bool) -> tuple[bool, str]:
    """Whether a brace comment is open after ``line``, and its kind: "", "tag", "comment" or "other"."""
    if in_brace:
        close = line.find("}")
        if close < 0:
            return True, "comment"
        return _opens_comment(line, close + 1), "comment"
    stripped = line.strip(_LEXER_BLANKS)  # not str.strip(): a no-break space is no blank to the lexer
    if not stripped:
        return False, ""
    if stripped.startswith(";"):
        return False, "comment"
    if stripped.startswith("["):
        tag = TAG_PAIR.match(stripped)
        return _opens_comment(stripped, tag.end() if tag else len(stripped)), "tag"
    kind = "comment" if stripped.startswith("{") else "other"
    return _opens_comment(stripped, 0), kind


def _opens_comment(line: str, start: int) -> bool:
    """Whether a brace comment opened after ``start`` is still open at the end of ``line``."""
    while True:
        brace = line.find("{", start)
        if brace < 0:
            return False
        semicolon = line.find(";", start, brace)
        if semicolon >= 0:
            return False  # the rest of the line is a comment
        close = line.find("}", brace + 1)
        if close < 0:
            return True
        start = close + 1


def line_batches(
    file: IO[bytes], shown: str, size: int, limit: int = MAX_LINE, *, paused: Callable[[], bool] | None = None
) -> Iterator[Batch]:
    """JSON Lines in batches of whole lines; from a pipe, the lines held whenever its writer pauses."""
    pending: list[str] = []
    long_lines: list[tuple[int, int]] = []
    held = 0
    first_line = 1
    for raw, length in limited_lines(file, limit):
        number = first_line + len(pending)
        if length:
            line = raw.decode("utf-8", "replace")
            long_lines.append((number, length))
        else:
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                found = not_utf8(raw[: error.start], raw[error.start], shown, universal=False)
                raise NotReadableError(replace(found, line=number)) from None
        if number == 1:
            line = line.removeprefix("\ufeff")
        pending.append(line)
        held += len(line)
        if held >= size or (paused is not None and paused()):
            done = tuple(long_lines)
            yield Batch(shown, Form.JSONL, "".join(pending), first_line, long_lines=done, limit=limit)
            first_line += len(pending)
            pending, held, long_lines = [], 0, []
    if pending or first_line == 1:  # at least one batch, if empty: the file is there
        done = tuple(long_lines)
        yield Batch(shown, Form.JSONL, "".join(pending), first_line, long_lines=done, limit=limit)
