"""The parser's tables are kept in the user's cache folder, and a file that is not right is built afresh."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from lark import Lark, Token

from allfives_notation.notation import reader
from allfives_notation.resources import grammar_text

GRAMMAR = grammar_text("afn")
SAMPLE = (Path(__file__).parents[2] / "samples" / "two-players-open.afn").read_text(encoding="utf-8")


def tokens(parser: Lark) -> list[Token]:
    return list(parser.lex(SAMPLE))


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    return tmp_path


def test_the_tables_are_written_once_and_read_back_the_same(cache_home: Path) -> None:
    where = reader.tables_file(GRAMMAR)
    assert where is not None and Path(where).parent == cache_home / "allfives-notation"
    built = reader.parser.__wrapped__()  # a new parser, not the process's own
    assert Path(where).is_file()
    written = Path(where).stat().st_mtime_ns
    loaded = reader.parser.__wrapped__()
    assert Path(where).stat().st_mtime_ns == written  # read, not written again
    assert tokens(loaded) == tokens(built) == tokens(Lark(GRAMMAR, parser="lalr", strict=True))
    assert loaded.parse(SAMPLE) == built.parse(SAMPLE)


def test_a_damaged_tables_file_is_built_afresh(cache_home: Path) -> None:
    where = reader.tables_file(GRAMMAR)
    assert where is not None
    Path(where).write_bytes(b"not the tables\n")
    parser = reader.parser.__wrapped__()
    assert tokens(parser) == tokens(Lark(GRAMMAR, parser="lalr", strict=True))
    assert Path(where).read_bytes() != b"not the tables\n"  # rewritten


def test_another_grammar_gets_its_own_file(cache_home: Path) -> None:
    assert reader.tables_file(GRAMMAR) != reader.tables_file(GRAMMAR + "\n")


def test_a_cache_folder_that_cannot_be_written_is_not_used(
    cache_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "access", lambda path, mode: False)  # as on a read-only folder
    assert reader.tables_file(GRAMMAR) is None
    assert tokens(reader.parser.__wrapped__()) == tokens(Lark(GRAMMAR, parser="lalr", strict=True))
    assert not list(cache_home.rglob("*.lark"))


def test_a_cache_folder_in_the_way_of_a_file_is_not_used(cache_home: Path) -> None:
    (cache_home / "allfives-notation").write_text("a file, not a folder")
    assert reader.tables_file(GRAMMAR) is None
