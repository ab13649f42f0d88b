"""Quick fixes: the change a finding names (the points it expected, the line the reader meant), tried first.

A finding of the validator carries what it expected and what it found; a message of the
reader says "did you mean 'Ann out'?" or "write a tile as 5-0". Each such change is made
to a copy of the game's text and checked again: it is offered only if that finding is
gone and the line reads, so a fix never offers what the validator would refuse.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from typing import Final

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.engine.arms import ARMS
from allfives_notation.lsp.document import Finding, Piece, Record, Span
from allfives_notation.lsp.jsonplaces import locate
from allfives_notation.notation import lines
from allfives_notation.notation.form import Form
from allfives_notation.stream import check_batch

_MEANT_LINE: Final = re.compile(r"(?:did you mean|write) '([^'\n]+)'")
_MEANT_WORD: Final = re.compile(
    r"did you mean ([^\s'?]+)\?|(?:small|capital) letters: '([^']+)', not '([^']+)'"
)
#: An arm written as a word or in small letters: ``the arm is written W, E, N or S, not 'north'``.
_ARM_AS: Final = re.compile(r"the arm is written W, E, N or S, not '([^']+)'")
#: Words written together that the reader wants apart: ``put a space after the tile: '6-3 E3N'``.
_SPACE: Final = re.compile(r"put a space (?:after|between) [^:']+: '([^'\s]+) ([^'\s]+)'")
#: The arms as people write them, to the letter a record writes: ``north`` and ``n`` are ``N``.
_ARM_NAMES: Final = {key: arm.name for arm in ARMS for key in (arm.name.lower(), arm.word)}
_TILE_AS: Final = re.compile(r"write a tile as ([0-6]-[0-6])")
_TILE_LIKE: Final = re.compile(r"[0-9]+\D?[0-9]+")
_NUMBER: Final = re.compile(r"[-+]?[0-9]+")
#: A tile and its arm, where the claim goes after: ``5-0 E``, or a later double's path ``6-3 E3N`` (R25).
_PLACEMENT: Final = re.compile(rf"{lines.TILE}(?:[ \t]+{lines.ARM}\b)?")
_READING: Final = frozenset({"AF001", "AF002"})


@dataclass(frozen=True, slots=True)
class Fix:
    """A change to the document that answers one finding."""

    title: str
    span: Span
    text: str


def fixes(record: Record, finding: Finding) -> list[Fix]:
    """The fixes for ``finding`` that check out: each makes it go, and breaks no line."""
    piece = record.piece_at(finding.span.line)
    if piece is None:
        return []
    made = _json(record, piece, finding) if piece.form is not Form.TEXT else _text(record, finding)
    return [fix for fix in made if _works(record, piece, finding.diagnostic, fix)]


def _text(record: Record, finding: Finding) -> list[Fix]:
    d, span = finding.diagnostic, finding.span
    text = record.lines[span.line]
    out: list[Fix] = []
    if d.expected is not None and d.found is not None:
        at = _value_span(text, span.start, d.found)
        if at is not None:
            start, end = at
            written = ("+" if text[start] == "+" and not d.expected.startswith("+") else "") + d.expected
            out.append(
                Fix(f"Write {written} for {text[start:end]}", Span(span.line, start, span.line, end), written)
            )
    elif d.code == "AF307" and d.expected is not None:
        placement = _PLACEMENT.match(text, span.start)
        if placement is not None:
            end = placement.end()
            out.append(Fix(f"Claim {d.expected}", Span(span.line, end, span.line, end), f" {d.expected}"))
    if d.code in _READING:
        out.extend(_reading(text, span, d.message))
    return out


def _value_span(text: str, column: int, found: str) -> tuple[int, int] | None:
    """Where ``found`` is written on the line: at ``column``, else as the only word (or tag value) it is."""
    tag = lines.TAG_PAIR.search(text)
    if tag is not None and lines.tag_value(tag["value"]) == found:
        return tag.span("value")
    words = [m for m in re.finditer(r"[^\s,]+", text) if m[0].lstrip("+") == found.lstrip("+")]
    at_column = [m for m in words if m.start() <= column < m.end() or m.start() == column]
    if at_column:
        return at_column[0].span()
    if len(words) == 1:
        return words[0].span()
    return None


def _reading(text: str, span: Span, message: str) -> list[Fix]:
    """What the reader's message names: a whole line, a word, or a tile written another way."""
    out: list[Fix] = []
    indent = len(text) - len(text.lstrip())
    comment = lines.COMMENTS.search(text)
    end = len(text[: comment.start()].rstrip()) if comment else len(text.rstrip())
    line = span.line
    if (tile := _TILE_AS.search(message)) is not None:
        word = _TILE_LIKE.search(text, span.start)
        if word is not None and word.start() == span.start:
            out.append(Fix(f"Write {tile[1]}", Span(line, word.start(), line, word.end()), tile[1]))
    if (meant := _MEANT_WORD.search(message)) is not None:
        wanted, written = (meant[1], None) if meant[1] else (meant[2], meant[3])
        word = re.compile(r"[^\s,:]+").match(text, span.start)
        if word is not None and (written is None or word[0] == written):
            out.append(Fix(f"Write {wanted}", Span(line, word.start(), line, word.end()), wanted))
    around = _word_around(text, span.start)
    if (arm := _ARM_AS.search(message)) is not None and around is not None and around[0] == arm[1]:
        wanted = _ARM_NAMES.get(arm[1].lower())
        if wanted is not None:
            out.append(Fix(f"Write {wanted}", Span(line, around.start(), line, around.end()), wanted))
    apart = _SPACE.search(message)
    if apart is not None and around is not None and around[0].upper() == (apart[1] + apart[2]).upper():
        wanted = f"{apart[1]} {apart[2]}"  # ``6-3e3n``: apart, and in capitals
        out.append(Fix(f"Write '{wanted}'", Span(line, around.start(), line, around.end()), wanted))
    for meant_line in _MEANT_LINE.finditer(message):
        wanted = meant_line[1]
        if "..." not in wanted and wanted != text[indent:end]:
            out.append(Fix(f"Write '{wanted}'", Span(line, indent, line, end), wanted))
    return out


def _word_around(text: str, column: int) -> re.Match[str] | None:
    """The word holding ``column`` (a word: no blank, no comma); None on a blank."""
    for word in re.finditer(r"[^\s,]+", text):
        if word.start() <= column < word.end():
            return word
    return None


def _json(record: Record, piece: Piece, finding: Finding) -> list[Fix]:
    d = finding.diagnostic
    if d.expected is None or d.found is None or d.pointer is None:
        return []
    spot = locate(piece.text, d.pointer)
    if spot is None or spot.container:
        return []
    try:
        value = json.loads(piece.text[spot.start : spot.end])
    except ValueError:
        return []
    if str(value) != d.found and f"+{value}" != d.found:
        return []
    wanted: object = d.expected
    if isinstance(value, int) and _NUMBER.fullmatch(d.expected):
        wanted = int(d.expected)
    written = json.dumps(wanted, ensure_ascii=False)
    return [Fix(f"Write {written}", piece.span(spot.start, spot.end), written)]


def _works(record: Record, piece: Piece, diagnostic: Diagnostic, fix: Fix) -> bool:
    """Whether the piece, with the fix made, no longer has the finding and reads at the fixed line."""
    changed = list(piece.text.split("\n"))
    first = piece.first_line - 1
    at = fix.span.line - first
    if not 0 <= at < len(changed) or fix.span.end_line != fix.span.line:
        return False
    line = changed[at]
    changed[at] = line[: fix.span.start] + fix.text + line[fix.span.end :]
    batch = replace(piece, text="\n".join(changed)).batch(record.source)
    within = at + 1
    code = diagnostic.code
    found = [d for report in check_batch(batch, keep_records=False) for d in report.diagnostics]
    if any(d.code == code and d.line == within for d in found):
        return False
    if diagnostic.pointer is not None:
        return not any(d.code == code and d.pointer == diagnostic.pointer for d in found)
    return not any(d.code in _READING and d.line == within for d in found)
