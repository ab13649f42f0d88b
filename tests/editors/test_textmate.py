"""The TextMate grammar of editors/vscode: every word of every sample gets the scope its kind of word should.

VS Code colours with Oniguruma; the grammar keeps to the part of regular expressions that
Oniguruma and Python read alike, so a small TextMate tokenizer here (match, begin/end,
captures, includes; the earliest match wins, the first pattern on a tie, as TextMate does)
runs it on the samples.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from allfives_notation.notation import lines as notation
from allfives_notation.notation import write_game
from allfives_notation.record import record_of
from allfives_notation.testing.games import played

ROOT = Path(__file__).resolve().parents[2]
EXTENSION = ROOT / "editors" / "vscode"
GRAMMAR: dict[str, Any] = json.loads(
    (EXTENSION / "syntaxes" / "afn.tmLanguage.json").read_text(encoding="utf-8")
)
SAMPLES = sorted(ROOT.glob("samples/*.afn"))


@dataclass(frozen=True)
class Rule:
    """One rule of the grammar, its regular expressions compiled."""

    raw: dict[str, Any]

    def regex(self, key: str) -> re.Pattern[str]:
        return re.compile(self.raw[key])


def patterns(listed: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rules of a pattern list, its includes resolved."""
    out: list[dict[str, Any]] = []
    for rule in listed:
        if "include" in rule:
            named = GRAMMAR["repository"][rule["include"].removeprefix("#")]
            out.extend(
                patterns(named["patterns"])
                if "patterns" in named and "match" not in named and "begin" not in named
                else [named]
            )
        else:
            out.append(rule)
    return out


def tokenize(text: str) -> list[dict[int, str]]:
    """Each line's scopes: for each character, its innermost scope (none for plain text)."""
    stack: list[tuple[dict[str, Any], int]] = []  # the begin rules still open, and where on this line
    scoped: list[dict[int, str]] = []
    for line in text.split("\n"):
        scopes: dict[int, str] = {}
        stack = [(rule, 0) for rule, _ in stack]
        at = 0
        while at <= len(line):
            rules = patterns(stack[-1][0].get("patterns", [])) if stack else patterns(GRAMMAR["patterns"])
            candidates: list[tuple[int, int, str, dict[str, Any], re.Match[str]]] = []
            if stack:
                found = re.compile(stack[-1][0]["end"]).search(line, at)
                if found:
                    candidates.append((found.start(), -1, "end", stack[-1][0], found))
            for order, rule in enumerate(rules):
                key = "match" if "match" in rule else "begin"
                found = re.compile(rule[key]).search(line, at)
                if found:
                    candidates.append((found.start(), order, key, rule, found))
            if not candidates:
                break
            _, _, key, rule, found = min(candidates, key=lambda c: (c[0], c[1]))
            if key == "end":
                mark(scopes, found, rule.get("endCaptures", {}), None)
                name(scopes, rule, stack.pop()[1], found.end())
            elif key == "match":
                mark(scopes, found, rule.get("captures", {}), rule.get("name"))
            else:
                mark(scopes, found, rule.get("beginCaptures", {}), None)
                stack.append((rule, found.start()))
            at = found.end() if found.end() > at else at + 1
        for rule, start in stack:  # rules still open at the end of the line
            name(scopes, rule, start, len(line))
        scoped.append(scopes)
    return scoped


def name(scopes: dict[int, str], rule: dict[str, Any], start: int, end: int) -> None:
    """A begin/end rule's name over what it spans that nothing inside it named."""
    if rule.get("name"):
        for column in range(start, end):
            scopes.setdefault(column, rule["name"])


def mark(scopes: dict[int, str], found: re.Match[str], captures: dict[str, Any], name: str | None) -> None:
    if name:
        for column in range(found.start(), found.end()):
            scopes[column] = name
    for group, capture in captures.items():
        start, end = found.span(int(group))
        for column in range(max(start, 0), end):
            scopes[column] = capture["name"]


def scope_of(scopes: dict[int, str], start: int, end: int) -> str | None:
    found = {scopes.get(column) for column in range(start, end)}
    return found.pop() if len(found) == 1 else None


def test_the_grammar_and_the_extension_agree_on_the_language() -> None:
    package = json.loads((EXTENSION / "package.json").read_text(encoding="utf-8"))
    (language,) = package["contributes"]["languages"]
    (grammar,) = package["contributes"]["grammars"]
    assert language["id"] == grammar["language"] == "afn" and language["extensions"] == [".afn"]
    assert grammar["scopeName"] == GRAMMAR["scopeName"] == "source.afn"
    assert (EXTENSION / grammar["path"]).exists() and (EXTENSION / language["configuration"]).exists()
    configuration = json.loads((EXTENSION / "language-configuration.json").read_text(encoding="utf-8"))
    assert configuration["comments"] == {"lineComment": ";", "blockComment": ["{", "}"]}
    assert "vscode-languageclient" in package["dependencies"]
    assert "['allfives', 'lsp']" not in (EXTENSION / "extension.js").read_text() and package["contributes"][
        "configuration"
    ]["properties"]["allfives.command"]["default"] == ["allfives", "lsp"]


@pytest.mark.parametrize("path", SAMPLES, ids=lambda path: path.name)
def test_every_word_of_a_sample_has_its_scope(path: Path) -> None:
    assert every_word_has_its_scope(path.read_text(encoding="utf-8")) > 0


@pytest.mark.parametrize("seed", range(4))
def test_R25_every_word_of_a_five_up_record_has_its_scope(seed: int) -> None:
    """Later doubles' arms written as paths (E3N, E3N6W) are arms, whole, and their pips no numbers."""
    game = played(4, True, (("preset", "fiveup"),), seed, ("greedy",) * 4)
    text = write_game(record_of(game))
    assert re.search(r" [WENS][0-6][WENS]", text), "no path in the record"
    assert every_word_has_its_scope(text) > 0


def test_R25_an_arm_path_is_an_arm_and_a_wrong_one_still_reads_as_one() -> None:
    text = "  Ben 6-3 E3N6W +2 !\n  Ben draws 1, plays 6-3 E3E\n  Ben 6-3 E3 +2"
    first, wrong, cut = tokenize(text)
    assert scope_of(first, 10, 15) == "constant.language.arm.afn"
    assert scope_of(first, 16, 18) == "constant.numeric.points.afn"
    assert scope_of(wrong, 25, 28) == "constant.language.arm.afn"  # the reader refuses E3E (R25)
    assert scope_of(cut, 10, 12) != "constant.language.arm.afn"  # no arm: a path's step is a pip and a side


def test_R24_deals_thrown_in_are_the_hand_header_s_words_and_number() -> None:
    (line,) = tokenize("hand 1, Ben leads, 2 deals thrown in")
    assert scope_of(line, 0, 4) == scope_of(line, 12, 17) == "keyword.control.hand.afn"
    assert scope_of(line, 19, 20) == "constant.numeric.afn"
    assert scope_of(line, 21, 36) == "keyword.control.hand.afn"
    assert (
        every_word_has_its_scope((ROOT / "samples" / "invalid" / "thrown-in-after-going-out.afn").read_text())
        > 0
    )


def every_word_has_its_scope(text: str) -> int:
    """Check every seat, tile, arm, points, glyph, tag name and command of a record; the turns seen."""
    scoped = tokenize(text)
    turns = 0
    for line, scopes in zip(text.split("\n"), scoped, strict=True):
        comment = notation.COMMENTS.search(line)
        plain = line[: comment.start()] if comment else line
        if comment is not None and comment.start() >= len(line) - len(line.lstrip()):
            assert (scope_of(scopes, comment.start(), comment.start() + 1) or "").startswith(
                "punctuation.definition.comment"
            )
        for command in re.finditer(r"\[%([A-Za-z][\w-]*)", line):
            assert scope_of(scopes, command.start(1), command.end(1)) == "keyword.other.command.afn", line
        tag = notation.TAG_PAIR.match(plain.strip())
        if tag is not None:
            start = plain.index("[") + 1
            assert scope_of(scopes, start, start + len(tag["name"])) == "entity.name.tag.afn", line
            continue
        call = notation.CALL.fullmatch(plain.strip())  # a muggins call (R23): its word is a move's keyword
        if call is not None:
            start = plain.index("muggins", len(plain) - len(plain.lstrip()) + call.end("name"))
            assert scope_of(scopes, start, start + len("muggins")) == "keyword.other.move.afn", line
            continue
        turn = notation.TURN.fullmatch(plain.strip())
        if turn is None or notation.ENDING.fullmatch(plain.strip()):
            continue
        turns += 1
        offset = len(plain) - len(plain.lstrip())
        assert (
            scope_of(scopes, offset + turn.start("name"), offset + turn.end("name"))
            == "variable.other.seat.afn"
        )
        for tile in notation.TILES_FOUND.finditer(plain):
            assert scope_of(scopes, tile.start(), tile.end()) == "constant.other.tile.afn", line
        for part, scope in (("arm", "constant.language.arm.afn"), ("darm", "constant.language.arm.afn")):
            if turn[part]:
                assert scope_of(scopes, offset + turn.start(part), offset + turn.end(part)) == scope, line
        for part in ("points", "dpoints"):
            if turn[part]:
                start = offset + turn.start(part) - 1  # the + before the number
                assert scope_of(scopes, start, offset + turn.end(part)) == "constant.numeric.points.afn", line
        for glyph in notation.GLYPHS.finditer(turn["glyphs"]):
            start = offset + turn.start("glyphs") + glyph.start()
            assert scope_of(scopes, start, start + len(glyph[0])) == "keyword.operator.glyph.afn", line
    return turns


def test_end_lines_and_hand_headers_are_keywords() -> None:
    text = (
        "hand 2, Ann leads\n  Ann out\n  blocked\n  score Ann+Cat 20, Ben+Dan -5\n  Ben reaches the target\n"
    )
    scoped = tokenize(text)
    assert (
        scope_of(scoped[0], 0, 4) == "keyword.control.hand.afn"
        and scope_of(scoped[0], 8, 11) == "variable.other.seat.afn"
    )
    assert scope_of(scoped[1], 6, 9) == "keyword.control.end.afn"
    assert scope_of(scoped[2], 2, 9) == "keyword.control.end.afn"
    assert (
        scope_of(scoped[3], 2, 7) == "keyword.other.count.afn"
        and scope_of(scoped[3], 28, 30) == "constant.numeric.afn"
    )
    assert scope_of(scoped[4], 6, 24) == "keyword.control.end.afn"
    multi = tokenize("  Ann 5-5 {a comment\n  over [%eval 4.2] two lines}\n  Ben 5-0")
    assert scope_of(multi[1], 2, 6) == "comment.block.afn"
    assert scope_of(multi[1], 9, 13) == "keyword.other.command.afn"
    assert scope_of(multi[2], 6, 9) == "constant.other.tile.afn"


@pytest.mark.skipif(shutil.which("node") is None, reason="no Node.js to read the extension's script")
def test_the_extensions_script_is_javascript_node_reads() -> None:
    done = subprocess.run(
        ["node", "--check", str(EXTENSION / "extension.js")], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
