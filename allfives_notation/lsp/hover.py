"""What the editor shows on hover: the table at that moment, or what a glyph, command, tag or variant means.

On a line of a hand (its header, a deal line, a turn, an end line) the hover is the
terminal diagram of ``allfives show`` at that moment, with the count and the score; on a
glyph, a ``[%...]`` command, a tag name or a variant of the Rules tag, its meaning; on a
later double's arm path (``E3N``, R25), where it is, with the table. The answer is
Markdown, or None where there is nothing to say.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from allfives_notation.board.terminal import Faces, draw, scores_text
from allfives_notation.check.report import GameReport
from allfives_notation.engine.rules import VARIANTS as RULE_VARIANTS
from allfives_notation.engine.rules import unknown_preset
from allfives_notation.lsp.document import Piece, Record, Span
from allfives_notation.lsp.jsonplaces import locate, pointer_at
from allfives_notation.lsp.meanings import (
    CALL_WORD,
    COMMANDS,
    LINE_WORDS,
    RULE_SETS,
    SETTINGS,
    TAGS,
    VARIANTS,
    arm_meaning,
    glyph_meaning,
)
from allfives_notation.lsp.table import HandStep, moment_at_line, moment_at_pointer, position_of
from allfives_notation.notation import lines
from allfives_notation.notation.form import Form

#: ``[%name args]`` as record/model.py reads a command in a comment.
_COMMAND: Final = re.compile(r"\[%([A-Za-z][\w-]*)((?:[^\]\\]|\\.)*)\]")
_GLYPH_CHARACTERS: Final = frozenset("!?$0123456789")
#: The rule set's name that opens a Rules value (group 1), after any spaces.
_RULE_SET: Final = re.compile(r"\s*([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?![=a-z0-9-])")
_VARIANT: Final = re.compile(r"([a-z]+(?:-[a-z]+)*)=([a-z0-9]+(?:-[a-z0-9]+)*)")
_DOCS: Final = "docs/notation.md"
_JSON_ARM: Final = re.compile(r"/hands/[0-9]+/turns/[0-9]+/arm")
_JSON_PATH: Final = re.compile(r'"[WENS](?:[0-6][WENS])+"')  # a path as JSON writes it, a wrong turn too


@dataclass(frozen=True, slots=True)
class Hover:
    """What to show, and the span of the document it is about."""

    markdown: str
    span: Span


def hover(record: Record, line: int, column: int, *, ascii_only: bool = False) -> Hover | None:
    """The hover at ``line``, ``column`` (from 0, in characters) of a record."""
    if not 0 <= line < len(record.lines):
        return None
    word: Hover | None = None
    if record.form is Form.TEXT:
        text = record.lines[line]
        arm = _on_arm(text, column)
        found = _in_comment(text, column) or _on_glyph(text, column) or _on_tag(text, column) or arm
        if found is not None:
            markdown, (start, end) = found
            word = Hover(markdown, Span(line, start, line, end))
            if _line_word(text, column) is None and arm is None:
                return word
    piece = record.piece_at(line)
    if piece is not None and piece.form is not Form.TEXT:
        word = _on_json_arm(piece, line, column)
    at = _game_moment(record, piece, line, column) if piece is not None else None
    table = _table(at[0], at[1], record.word_span(line, -1), ascii_only) if at is not None else None
    if word is not None and table is not None:  # a line's first word or an arm path: its words, and the table
        return Hover(f"{word.markdown}\n\n{table.markdown}", word.span)
    return table or word


def _table(report: GameReport, moment: HandStep, span: Span, ascii_only: bool) -> Hover | None:
    game = report.record
    position = position_of(report, moment)
    if game is None or position is None:
        return None
    summary = f"count {position.count} · {scores_text(game, position)}"
    picture = draw(game, position, columns=60, faces=Faces.ASCII if ascii_only else Faces.BOX)
    title, _, rest = picture.partition("\n")
    return Hover(f"**{title}**\n\n{summary}\n\n```text\n{rest.strip(chr(10))}\n```", span)


def _game_moment(record: Record, piece: Piece, line: int, column: int) -> tuple[GameReport, HandStep] | None:
    """The checked game and the moment the place stands for."""
    reports = [r for r in record.reports(piece) if r.record is not None]
    if piece.form is Form.TEXT:
        within = line + 1 - piece.first_line + 1  # the line within the piece, from 1
        for report in reports:
            assert report.record is not None
            moment = moment_at_line(report.record, within)
            if moment is not None:
                return report, moment
        return None
    offset = piece.offset(line - (piece.first_line - 1), column)
    pointer = pointer_at(piece.text, offset) if offset is not None else None
    if pointer is None or not reports:
        return None
    report = reports[0]
    assert report.record is not None
    moment = moment_at_pointer(report.record, pointer)
    return None if moment is None else (report, moment)


Found = tuple[str, tuple[int, int]]


def _in_comment(text: str, column: int) -> Found | None:
    """A command under the cursor, inside a comment; or the comment itself (nothing to say)."""
    for comment in lines.COMMENTS.finditer(text):
        if not comment.start() <= column < comment.end():
            continue
        for command in _COMMAND.finditer(text, comment.start(), comment.end()):
            if command.start() <= column < command.end():
                name, args = command[1], command[2].strip()
                meaning = COMMANDS.get(name, "AFN gives this command no meaning: a program may read it.")
                return f"`[%{name} {args}]`: {meaning}\n\n({_DOCS}, 6.4)", command.span()
        return None
    return None


def _comment_start(text: str) -> int:
    found = lines.COMMENTS.search(text)
    return found.start() if found else len(text)


def _on_glyph(text: str, column: int) -> Found | None:
    """The glyph under the cursor, on a turn line before its comments."""
    if not column < _comment_start(text) or column >= len(text) or text[column] not in _GLYPH_CHARACTERS:
        return None
    start, end = column, column
    while start > 0 and text[start - 1] in _GLYPH_CHARACTERS:
        start -= 1
    while end < len(text) and text[end] in _GLYPH_CHARACTERS:
        end += 1
    if text[start].isdigit():  # the digits of a tile or points, not a glyph
        return None
    for glyph in lines.GLYPHS.finditer(text, start, end):
        if glyph.start() <= column < glyph.end():
            meaning = glyph_meaning(glyph[0])
            if meaning is not None:
                return f"`{glyph[0]}`: {meaning} ({_DOCS}, 5.4)", glyph.span()
    return None


def _on_tag(text: str, column: int) -> Found | None:
    """A tag's name, a Rules variant, or a line's first word under the cursor."""
    stripped = len(text) - len(text.lstrip())
    tag = lines.TAG_PAIR.match(text, stripped)
    if tag is not None:
        if tag.start("name") <= column < tag.end("name"):
            name = tag["name"]
            if name not in TAGS:
                return f"`{name}`: a tag of the record's own; AFN keeps it as written", tag.span("name")
            value, left_out = TAGS[name]
            return f"`{name}`: {value}. Left out: {left_out}. ({_DOCS}, 4.2)", tag.span("name")
        if tag["name"] == "Rules" and tag.start("value") <= column < tag.end("value"):
            for variant in _VARIANT.finditer(text, tag.start("value"), tag.end("value")):
                if variant.start() <= column < variant.end():
                    return _variant(variant[1], variant[2]), variant.span()
            first = _RULE_SET.match(text, tag.start("value"), tag.end("value"))
            if first is not None and first.start(1) <= column < first.end(1):
                return _rule_set(first[1]), first.span(1)
        return None
    word = _line_word(text, column)
    if word is not None and word[0] != "hand":
        return LINE_WORDS[word[0]], (word[1], word[1] + len(word[0]))
    call = lines.CALL.match(text, stripped)
    if call is not None and call.end("name") < column:
        start = text.index("muggins", call.end("name"))
        if start <= column < start + len("muggins"):
            return f"{CALL_WORD} ({_DOCS}, 13.3)", (start, start + len("muggins"))
    return None


def _on_arm(text: str, column: int) -> Found | None:
    """A later double's arm path on a turn under the cursor (``E3N``, R25): where it is, in words."""
    stripped = len(text) - len(text.lstrip())
    turn = lines.TURN.match(text, stripped)
    if turn is None or column >= _comment_start(text):
        return None
    for part in ("arm", "darm"):
        path = turn[part]
        if path is not None and len(path) > 1 and turn.start(part) <= column < turn.end(part):
            return f"`{path}`: {arm_meaning(path)}", turn.span(part)
    return None


def _on_json_arm(piece: Piece, line: int, column: int) -> Hover | None:
    """A later double's arm path as a JSON turn's ``"arm"`` value (``"E3N"``, R25): where it is, in words."""
    offset = piece.offset(line - (piece.first_line - 1), column)
    pointer = pointer_at(piece.text, offset) if offset is not None else None
    spot = locate(piece.text, pointer) if pointer and _JSON_ARM.fullmatch(pointer) else None
    if spot is None:
        return None
    value = piece.text[spot.start : spot.end]
    if _JSON_PATH.fullmatch(value) is None:
        return None
    path = value.strip('"')
    return Hover(f"`{path}`: {arm_meaning(path)}", piece.span(spot.start, spot.end))


def _line_word(text: str, column: int) -> tuple[str, int] | None:
    """The word that opens a line of a hand (``pips``, ``score`` ...) and where, if the place is on it."""
    stripped = len(text) - len(text.lstrip())
    word = text[stripped:].split(" ", 1)[0]
    return (word, stripped) if word in LINE_WORDS and stripped <= column < stripped + len(word) else None


def _rule_set(name: str) -> str:
    if name not in RULE_SETS:
        return unknown_preset(name)
    return f"`{name}`: {RULE_SETS[name]} (docs/rules.md, named rule sets)"


def _variant(name: str, value: str) -> str:
    if name not in RULE_VARIANTS:
        return f"`{name}` is no variant of the rule book; the variants are {', '.join(RULE_VARIANTS)}"
    what, rule = SETTINGS.get(f"{name}={value}") or VARIANTS.get(name, ("a variant of the rule book", ""))
    rule_text = f" ({rule}, docs/rules.md)" if rule else " (docs/rules.md)"
    return f"`{name}={value}`: {what}{rule_text}"
