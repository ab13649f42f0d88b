"""The tree-sitter grammar (editors/tree-sitter-afn): its corpus, its highlights, the Lark grammar's lines.

The corpus and highlight tests are what ``tree-sitter test`` runs; the rest holds the
generated parser to grammar/afn.lark: on every sample, on records the engine played (and
dressed up with comments, glyphs and odd names), and on broken records of the fuzzer.
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark import Token
from lark.exceptions import LarkError

from allfives_notation.notation import write_game
from allfives_notation.notation.reader import parser
from allfives_notation.testing.mutators import make_input
from allfives_notation.testing.strategies import five_up_records, muggins_records, records
from tests.editors import tree_sitter_afn as afn

#: Skipped without a C compiler, but not under CI (``CI=true``), which must run them (.ci/run installs one).
pytestmark = pytest.mark.skipif(
    afn.compiler() is None and os.environ.get("CI") != "true",
    reason="no C compiler to build the tree-sitter parser",
)

SAMPLES = sorted(afn.GRAMMAR.parents[1].glob("samples/**/*.afn"))


def lark_lines(text: str) -> list[tuple[str, str]] | None:
    """Each line as the Lark grammar's lexer takes it (comments left out), or None if it refuses the text."""
    try:
        tree = parser().parse(text)
    except LarkError:
        return None
    tokens = sorted(
        tree.scan_values(lambda value: isinstance(value, Token)), key=lambda token: token.start_pos
    )
    skipped = ("BRACE_COMMENT", "LINE_COMMENT", "GAME_INTRO")
    return [(token.type, str(token).strip()) for token in tokens if token.type not in skipped]


def agree(text: str) -> None:
    """The two grammars read the same lines, word for word, or both refuse the text."""
    expected = lark_lines(text)
    broken, found = afn.tree_lines(text)
    if expected is None:
        assert broken, "the Lark grammar refuses this text, and the tree-sitter grammar finds no error"
    else:
        assert not broken, "the tree-sitter grammar finds an error the Lark grammar does not"
        assert found == expected


@pytest.mark.parametrize("case", afn.corpus(), ids=lambda case: f"{case.file}:{case.name}")
def test_the_corpus(case: afn.Case) -> None:
    found = afn.s_expression(afn.parse(case.text))
    assert afn.same_tree(found, case.tree), found


def test_the_corpus_has_broken_records_and_whole_hands() -> None:
    cases = afn.corpus()
    assert len(cases) >= 10
    assert any("ERROR" in case.tree for case in cases)
    assert any("(score" in case.tree and "(award" in case.tree for case in cases)


def test_every_highlight_assertion() -> None:
    found = afn.assertions()
    assert len(found) >= 30
    for assertion in found:
        text = (afn.GRAMMAR / "test" / "highlight" / assertion.file).read_text(encoding="utf-8")
        got = afn.capture_at(text, assertion.line, assertion.column)
        assert got == assertion.capture, assertion


def test_the_highlight_captures_are_the_editors_own() -> None:
    names = set(afn.highlights().capture_name(i) for i in range(afn.highlights().capture_count))
    usual = {"comment", "property", "string", "variable", "constant", "constant.builtin", "number"}
    assert usual | {"keyword", "punctuation.special", "punctuation.bracket", "punctuation.delimiter"} == names


@pytest.mark.parametrize("path", SAMPLES, ids=lambda path: path.name)
def test_every_sample_reads_as_the_lark_grammar_reads_it(path) -> None:  # type: ignore[no-untyped-def]
    agree(path.read_text(encoding="utf-8"))


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.lists(records(), min_size=1, max_size=3))
def test_played_records_read_as_the_lark_grammar_reads_them(games) -> None:  # type: ignore[no-untyped-def]
    text = "\n".join(write_game(game) for game in games)
    if "\x00" not in text:  # tree-sitter takes a NUL for the end of the text
        agree(text)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.lists(muggins_records(), min_size=1, max_size=2))
def test_R23_careless_muggins_records_read_as_the_lark_grammar_reads_them(games) -> None:  # type: ignore[no-untyped-def]
    text = "\n".join(write_game(game) for game in games)
    if "\x00" not in text:  # calls with their glyphs and comments, after turns and passes
        agree(text)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.lists(five_up_records(), min_size=1, max_size=2))
def test_R25_five_up_records_read_as_the_lark_grammar_reads_them(games) -> None:  # type: ignore[no-untyped-def]
    text = "\n".join(write_game(game) for game in games)
    if "\x00" not in text:  # later doubles' arms written as paths (E3N, E3N6W)
        agree(text)


#: Five Up turns (R25, notation 13.4) the two grammars must take, or refuse, alike.
FIVE_UP_LINES = [
    ("Ben 6-3 E3N", True),
    ("Ben 6-3 E3N6W +2 !", True),
    ("Ben draws 2, plays 6-3 W0S4E +10", True),
    ("Ben 6-3 E3E", True),  # a wrong turn reads: the reader refuses it in words, at the arm (R25)
    ("Ben 6-3 N5N5N5N5N5N5N", True),
    ("Ben 6-3 E3", False),
    ("Ben 6-3 E7N", False),
    ("Ben 6-3 E3n", False),
    ("Ben 6-3 e3N", False),
    ("Ben 6-3 E 3N", False),
    ("Ben 6-3 +2 E3N", False),
    ("Ben 6-3 3N", False),
]


@pytest.mark.parametrize(("turn", "reads"), FIVE_UP_LINES, ids=[turn for turn, _ in FIVE_UP_LINES])
def test_R25_arm_paths_read_or_are_refused_as_the_lark_grammar_does(turn: str, reads: bool) -> None:
    text = f"hand 1, Ann leads\n  Ann 5-5\n  {turn}\n"
    assert (lark_lines(text) is not None) == reads
    agree(text)
    if reads:
        _, found = afn.tree_lines(text)
        assert found[-1] == ("TURN", turn)


def test_R25_words_joined_with_no_space_are_read_apart_by_tree_sitter_alone() -> None:
    """As ``4-14-1`` is two tiles, ``6-3E3N`` is a tile and an arm, ``E3N+2`` an arm and points.

    Tree-sitter's words need no blank between them; the colours stay right, and the
    reader's error (with its fix: put a space there) is the language server's to show.
    """
    for turn in ("Ben 6-3E3N", "Ben 6-3 E3N+2"):
        text = f"hand 1, Ann leads\n  Ann 5-5\n  {turn}\n"
        assert lark_lines(text) is None
        broken, found = afn.tree_lines(text)
        assert not broken and found[-1] == ("TURN", turn)


@pytest.mark.slow
@settings(max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.lists(records(), min_size=1, max_size=3))
def test_thousands_of_played_records_read_as_the_lark_grammar_reads_them(games) -> None:  # type: ignore[no-untyped-def]
    text = "\n".join(write_game(game) for game in games)
    if "\x00" not in text:
        agree(text)


def test_broken_records_are_refused_as_the_lark_grammar_refuses_them() -> None:
    """Broken records of the fuzzer: the same lines where Lark reads them, nearly always an error where not.

    Two kinds of text are read by tree-sitter alone: words with no space between them
    (``4-14-1``, read as two tiles; ``6-3E3N``, a tile and an arm) and Python's own line
    breaks inside a comment (U+0085, U+2028), which Lark's regular expressions take for blanks.
    """
    refused = accepted_anyway = 0
    for index in range(300):
        given_input = make_input(random.Random(f"tree-sitter:{index}"), "text")
        text = given_input.data.decode("utf-8", "replace").removeprefix("\ufeff")
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        if "\x00" in text:
            continue
        expected = lark_lines(text)
        broken, found = afn.tree_lines(text)
        if expected is None:
            refused += 1
            accepted_anyway += not broken
        else:
            assert not broken and found == expected, text
    assert refused > 100
    assert accepted_anyway <= refused // 50, (
        f"{accepted_anyway} of {refused} refused texts read by tree-sitter"
    )
