"""Build one game's record from the reader's tokens, collecting every mistake rather than stopping.

The reader (notation/reader.py) cuts the text into games and their lines with the Lark
grammar; here each game's tag pairs become its header, and each hand's lines its deal,
turns and end. What cannot be read is said with its line and column, in file order, and
no record is given for that game. Nothing here checks the rules of play.

Why it is long (about 700 lines): the header, the deal, the turns and the end of a hand
are built by one builder that keeps the game's seats, numbering and mistakes as it goes,
and the shapes of turn lines it has met, kept by their text (most lines of a file repeat);
split, each part would hand that state to the next.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from lark import Token

from allfives_notation.engine.arms import AnyArm, Arm, ArmPath, is_path, path_problem
from allfives_notation.engine.rules import Muggins, Table
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
from allfives_notation.notation.syntax import small_letters
from allfives_notation.record.model import (
    BySeat,
    Call,
    Comment,
    CommentStyle,
    HandEnd,
    HandRecord,
    HowEnded,
    Turn,
    line_version_problem,
)

_ARMS: Final = {arm.name: arm for arm in Arm}
COMMENT_TYPES: Final = frozenset({"BRACE_COMMENT", "LINE_COMMENT"})
#: The lines of a game's header: its tag pairs, and comments among them.
_HEADER_LINES: Final = COMMENT_TYPES | {"TAG_PAIR"}
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


class Chunk:
    """The text being read, for turning a token and an offset into a located error."""

    def __init__(self, text: str, source: str | None, line_base: int) -> None:
        self.text = text
        self.source = source
        self.line_base = line_base

    def line_of(self, token: Token) -> int:
        """The line of ``token`` in the whole text."""
        return (token.line or 1) + self.line_base

    def error(self, message: str, token: Token, offset: int = 0, rule: str | None = None) -> NotationError:
        """A mistake at ``offset`` characters into ``token``."""
        return self.error_at(message, (token.start_pos or 0) + offset, rule)

    def error_at(self, message: str, position: int, rule: str | None = None) -> NotationError:
        """A mistake at ``position`` in the text, with its line, column and the line shown."""
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


def in_file_order(error: NotationError) -> tuple[int, int]:
    """Where a mistake stands, to give mistakes in the order of the file."""
    return (error.line or 0, error.column or 0)


def first_line(token: Token, chunk: Chunk) -> int:
    """The line where ``token`` shows its first character (a game introduction starts with blank lines)."""
    skipped = len(token) - len(token.lstrip())
    return chunk.line_of(token) + str(token).count("\n", 0, skipped)


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

    def __init__(self, chunk: Chunk) -> None:
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
        if len(text) <= 4 and text.isdigit() and text.isascii():
            return int(text)  # the usual: a few plain digits (whole_number's answer, worked out here)
        number = whole_number(text)
        if number is None:
            shown = text if len(text) <= 2 * MAX_DIGITS else f"a number of {len(text)} digits"
            self.fail(f"{shown} has more digits than any game needs (at most {MAX_DIGITS})", token, offset)
            return 0
        return number

    def side(self, name: str, token: Token, offset: int = 0) -> int:
        seats = self.header.seats
        if not self.header.partnerships and name in seats:
            return seats.index(name)  # the usual: a seat (side_index's answer, worked out here)
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
        if problem is not None:  # blame the tag the problem names, or the Rules tag
            value, token, offset = values.get(problem.tag, ("", rules_token, 0))
            at = 1 if problem.offset is None or problem.tag not in values else offset + problem.offset
            self.fail(problem.message, token, at, problem.rule)
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
        # where the hand's parts stand: the header's count of deals thrown in, then its lines
        places: list[tuple[str, int, int]] = []
        if str(header_token):
            found = lines.HAND_HEADER.fullmatch(str(header_token))
            assert found is not None
            leader = self.seat(found["name"], header_token, found.start("name"))
            number = self.number(found["number"], header_token, found.start("number"))
            thrown = 0
            if found["thrown"] is not None:
                at, slips = found.start("thrown"), len(self.errors)
                places.append(
                    ("thrown_in", self.chunk.line_of(header_token), (header_token.column or 1) + at)
                )
                thrown = self.number(found["thrown"], header_token, at)
                if thrown == 0 and len(self.errors) == slips:  # (too many digits: said already)
                    self.fail("a hand with no deal thrown in says nothing of it", header_token, at)
                needs = (
                    None
                    if self.header.format is None
                    else line_version_problem(self.header.format, "a deal thrown in")
                )
                if needs is not None:
                    self.fail(needs, header_token, at, "R24")
        else:  # a hand whose header could not be read (or is left out): its lines are read for their own sake
            leader, number, thrown = -1, 0, 0
        self.refuse_open_draw(header_token)
        comments: list[Comment] = []
        end_comments: list[Comment] = []
        dealt: list[tuple[int, tuple[Tile, ...]]] = []
        boneyard: tuple[Tile, ...] | None = None
        turns: list[tuple[Turn, list[Comment]]] = []
        calls: dict[int, list[tuple[Call, list[Comment]]]] = {}  # by turn: its calls, with their comments
        end: HandEnd | None = None
        pips: BySeat = ()
        deductions: BySeat = ()
        awards: BySeat = ()
        scores: BySeat = ()
        shown: tuple[tuple[int, tuple[Tile, ...]], ...] = ()
        target = comments  # where the next comment belongs: to the line before it
        ended: dict[str, int] = {}  # each end line read: the line it stands on
        for token in tokens[1:]:
            kind = token.type
            if kind in COMMENT_TYPES:
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
                    if turn.tile is None and not turn.passed:
                        self.open_draw = (self.header.seats[turn.seat], self.chunk.line_of(token))
            elif kind == "CALL":
                call = self.read_call(token)
                target = []
                if call is not None and turns:  # the grammar has a call follow a turn
                    calls.setdefault(len(turns) - 1, []).append((call, target))
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
                thrown_in=thrown,
                dealt=tuple(sorted(dealt)),
                boneyard=boneyard,
                turns=tuple(_with_calls(t, c, calls.get(i, [])) for i, (t, c) in enumerate(turns)),
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
        text = str(token)
        shape = _SHAPES.get(text)
        if shape is None:
            shape = _turn_shape(text)
            if shape is None:  # a number a turn cannot have: worded where it stands
                self.number_slips(token)
                return None
            if len(_SHAPES) >= MOST_SHAPES:
                _SHAPES.clear()
            _SHAPES[text] = shape
        before = len(self.errors)
        seat = self.seat(shape.name, token)
        if len(self.errors) > before:
            return None
        column = token.column or 1
        return Turn(
            seat=seat,
            tile=shape.tile,
            arm=shape.arm,
            draws=shape.draws,
            drawn=shape.drawn,
            passed=shape.passed,
            points=shape.points,
            glyphs=shape.glyphs,
            line=self.chunk.line_of(token),
            column=token.column or 0,
            tile_column=0 if shape.tile_at < 0 else column + shape.tile_at,
            arm_column=0 if shape.arm_at < 0 else column + shape.arm_at,
            points_column=0 if shape.points_at < 0 else column + shape.points_at - 1,  # at its +
        )

    def read_call(self, token: Token) -> Call | None:
        """A muggins call line (R23): ``Ben muggins +2 !``; None where it cannot be read."""
        text = str(token)
        found = lines.CALL.fullmatch(text)
        assert found is not None, text
        before = len(self.errors)
        seat = self.seat(found["name"], token)
        written = found["points"]
        points = None if written is None else self.number(written, token, found.start("points"))
        if self.header.format is not None and self.header.rules.muggins is not Muggins.ON:
            needs = line_version_problem(self.header.format)
            if needs is not None:  # (where the rules need AFN 1.1 too, the Rules tag has said it)
                self.fail(needs, token, rule="R23")
        if len(self.errors) > before:
            return None
        column = token.column or 1
        return Call(
            seat=seat,
            points=points,
            glyphs=tuple(lines.GLYPHS.findall(found["glyphs"])) if found["glyphs"] else (),
            line=self.chunk.line_of(token),
            column=token.column or 0,
            points_column=0 if written is None else column + found.start("points") - 1,  # at its +
        )

    def number_slips(self, token: Token) -> None:
        """Say what is wrong with a turn line whose numbers no turn can have (too long, or a draw of none)."""
        found = lines.TURN.fullmatch(str(token))
        assert found is not None, str(token)
        before = len(self.errors)
        self.seat(found["name"], token)
        if found["count"] is not None:
            draws = self.number(found["count"], token, found.start("count"))
            if draws == 0 and len(self.errors) == before:
                message = "a draw takes at least one tile; a player who draws nothing passes"
                self.fail(message, token, found.start("count"))
        placed = "" if found["tile"] is not None else "d"  # which of the two placement groups
        if found[placed + "points"] is not None:
            self.number(found[placed + "points"], token, found.start(placed + "points"))
        arm = found[placed + "arm"]
        if arm is not None and arm not in _ARMS:
            why = path_problem(arm)
            if why is not None:
                self.fail(why, token, found.start(placed + "arm"), "R25")

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


def _with_calls(turn: Turn, comments: list[Comment], calls: list[tuple[Call, list[Comment]]]) -> Turn:
    """``turn`` with the comments and the muggins calls (each with its comments) that follow it."""
    if not comments and not calls:
        return turn
    return replace(
        turn,
        comments=tuple(comments) if comments else turn.comments,
        calls=tuple(replace(call, comments=tuple(c)) if c else call for call, c in calls),
    )


class TurnShape:
    """What a turn line says, whoever plays it and wherever it stands: read once for each text."""

    __slots__ = (
        "arm",
        "arm_at",
        "drawn",
        "draws",
        "glyphs",
        "name",
        "passed",
        "points",
        "points_at",
        "tile",
        "tile_at",
    )

    def __init__(
        self,
        name: str,
        tile: Tile | None,
        arm: AnyArm | None,
        draws: int,
        drawn: tuple[Tile, ...],
        passed: bool,
        points: int | None,
        glyphs: tuple[str, ...],
        at: tuple[int, int, int],
    ) -> None:
        self.name, self.tile, self.arm, self.draws, self.drawn = name, tile, arm, draws, drawn
        self.passed, self.points, self.glyphs = passed, points, glyphs
        # where the tile, its arm and its points start in the line (-1: not there)
        self.tile_at, self.arm_at, self.points_at = at


#: Turn lines read so far, by their text: most lines of a file repeat ("Ann 6-4 +10").
_SHAPES: dict[str, TurnShape] = {}
#: How many turn texts are kept before the table starts afresh (memory stays bounded).
MOST_SHAPES: Final = 1 << 16


def _turn_shape(text: str) -> TurnShape | None:
    """What turn line ``text`` says; None where a number in it is one no turn can have."""
    found = lines.TURN.fullmatch(text)
    assert found is not None, text
    drawn: tuple[Tile, ...] = ()
    draws = 0
    if found["drawn"] is not None:
        drawn = tuple(lines.TILE_TEXT[t] for t in lines.TILES_FOUND.findall(found["drawn"]))
        draws = len(drawn)
    elif found["count"] is not None:
        count = whole_number(found["count"])
        if not count:  # too many digits, or a draw of none
            return None
        draws = count
    placed = "" if found["tile"] is not None else "d"  # which of the two placement groups
    tile, arm, written = found[placed + "tile"], found[placed + "arm"], found[placed + "points"]
    points = None if written is None else whole_number(written)
    if written is not None and points is None:
        return None
    if arm is not None and arm not in _ARMS and not is_path(arm):
        return None
    return TurnShape(
        found["name"],
        None if tile is None else lines.TILE_TEXT[tile],
        None if arm is None else _ARMS[arm] if arm in _ARMS else ArmPath(arm),
        draws,
        drawn,
        found["pass"] is not None or found["dpass"] is not None,
        points,
        tuple(lines.GLYPHS.findall(found["glyphs"])) if found["glyphs"] else (),
        (found.start(placed + "tile"), found.start(placed + "arm"), found.start(placed + "points")),
    )


def build(
    tokens: list[Token],
    chunk: Chunk,
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
        return ReadGame(None, tuple(sorted(builder.errors, key=in_file_order)), min(slip_lines, default=1))
    first = tokens[0]
    intro: tuple[Comment, ...] = ()
    index = 0
    if first.type == "GAME_INTRO":
        intro = _intro(first)
        index = 1
    tags: list[Token] = []
    header_comments: list[Comment] = []
    while index < len(tokens) and tokens[index].type in _HEADER_LINES:
        if tokens[index].type == "TAG_PAIR":
            tags.append(tokens[index])
        else:
            header_comments.append(_comment(tokens[index]))
        index += 1
    start_line = min([first_line(first, chunk), *slip_lines])
    if not tags:
        if not seats_unread:
            builder.fail(
                'a game starts with its tag pairs, such as [Seats "Ann, Ben"], before its first hand',
                tokens[index] if index < len(tokens) else first,
            )
        return ReadGame(None, tuple(sorted(builder.errors, key=in_file_order)), start_line)
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
        return ReadGame(None, tuple(sorted(builder.errors, key=in_file_order)), start_line)
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
