"""The quick way through text without comments gives exactly the parser's tokens, or stands aside.

``reader._quick_tokens`` reads a comment-free text a line at a time with the grammar's
own line terminals; it must give the very tokens (kind, text, place) Lark's parser gives,
and give way (None) wherever the parser would refuse the text. Checked over engine-made
records with every comment taken out, and over the same with lines cut, doubled, moved,
dropped or scribbled on; and the reader, quick way and all, reads exactly what the parser
alone reads, mistakes and their words included.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark.exceptions import UnexpectedInput

from allfives_notation.notation import reader, write_games
from allfives_notation.notation.reader import parser, read_games
from allfives_notation.record import GameRecord
from allfives_notation.testing.strategies import files, map_comments

SCRIBBLES = st.sampled_from(
    [
        "",
        "hand 2, Ann leads",
        "Ann 3-3 +5",
        "Ann out",
        "blocked",
        "score Ann 10",
        "pips Ann 3",
        "Ann: 1-1 2-2",
        "boneyard: 6-6",
        '[Event "x"]',
        "Ann passes",
        "Ann draws 2, passes",
        "hand",
        "pips pips 3",
        "Ann 3-3\f",
        "\fAnn 3-3",
        "  Ann 3-3 E +10 !?  ",
        "Ann reaches the target",
        "shown Ann 1-1",
        "deduct Ann 5",
        "award Ann+Cat 10",
        "out out",
    ]
)


def without_comments(game: GameRecord) -> GameRecord:
    hands = tuple(
        replace(h, comments=(), end_comments=(), turns=tuple(replace(t, comments=()) for t in h.turns))
        for h in game.hands
    )
    return replace(game, intro=(), comments=(), hands=hands)


@st.composite
def comment_free_texts(draw: st.DrawFn) -> str:
    """A file of engine-made records without comments, perhaps with lines changed."""
    text = write_games([without_comments(map_comments(game, lambda c: c)) for game in draw(files())])
    lines = text.split("\n")
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(lines)))
        how = draw(st.sampled_from(["insert", "drop", "double", "move", "cut"]))
        if how == "insert":
            lines.insert(at, draw(SCRIBBLES))
        elif at < len(lines) and how == "drop":
            del lines[at]
        elif at < len(lines) and how == "double":
            lines.insert(at, lines[at])
        elif at < len(lines) and how == "move":
            lines.insert(draw(st.integers(0, len(lines) - 1)), lines.pop(at))
        elif at < len(lines):
            lines[at] = lines[at][: draw(st.integers(0, len(lines[at])))]
    return "\n".join(lines)


def parser_tokens(text: str) -> list[tuple[Any, ...]] | None:
    try:
        tokens = list(parser().parse_interactive(text).iter_parse())
        parser().parse(text)  # the end of the text must be a place the grammar may end
    except UnexpectedInput:
        return None
    return [(t.type, str(t), t.start_pos, t.line, t.column, t.end_pos) for t in tokens]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(comment_free_texts())
def test_the_quick_tokens_are_the_parsers_or_none(text: str) -> None:
    quick = reader._quick_tokens(text)
    if quick is not None:
        got = [(t.type, str(t), t.start_pos, t.line, t.column, t.end_pos) for t in quick]
        assert got == parser_tokens(text)


def read_all(text: str) -> list[Any]:
    return [
        (read.game, read.line, [(e.message, e.line, e.column, e.context) for e in read.errors])
        for read in read_games(text, "x.afn")
    ]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(comment_free_texts())
def test_the_reader_reads_as_with_the_parser_alone(text: str) -> None:
    quick = read_all(text)
    original = reader._quick_tokens
    reader._quick_tokens = lambda _text: None  # type: ignore[assignment]
    try:
        assert quick == read_all(text)
    finally:
        reader._quick_tokens = original


def test_the_quick_way_is_taken_for_a_record_without_comments() -> None:
    with open("samples/two-players-open.afn", encoding="utf-8") as file:
        text = "\n".join(line for line in file.read().split("\n") if not line.startswith(";"))
    assert reader._quick_tokens(text) is not None
