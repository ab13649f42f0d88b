"""The language server's library alone: pieces, findings, JSON places, hover, completion, fixes."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfives_notation.engine.rules import VARIANTS as RULE_VARIANTS
from allfives_notation.lsp import Record
from allfives_notation.lsp.completion import complete
from allfives_notation.lsp.document import Kept
from allfives_notation.lsp.fixes import fixes
from allfives_notation.lsp.formatting import canonical
from allfives_notation.lsp.hover import hover
from allfives_notation.lsp.jsonplaces import locate, pointer_at
from allfives_notation.lsp.meanings import COMMANDS, GLYPHS, TAGS, VARIANTS, glyph_meaning
from allfives_notation.notation.form import Form
from allfives_notation.notation.header import ROSTER
from allfives_notation.stream import check_files, file_batches, text_batches
from allfives_notation.stream.files import Source, read_records
from allfives_notation.stream.writing import render

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
NOTATION = (ROOT / "docs" / "notation.md").read_text(encoding="utf-8")


def test_text_batches_cut_a_text_as_file_batches_cut_its_file() -> None:
    for path in sorted(SAMPLES.glob("*.afn")):
        text = path.read_text(encoding="utf-8")
        in_memory = [(b.first_line, b.text) for b in text_batches(text, str(path), 1)]
        from_file = [(b.first_line, b.text) for b in file_batches(str(path), 1)]  # type: ignore[union-attr]
        assert in_memory == from_file, path.name


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("**/*.*")), ids=lambda path: path.name)
def test_the_findings_of_a_record_are_validates_own(path: Path) -> None:
    if path.suffix not in (".afn", ".json", ".jsonl"):
        return
    record = Record(path.read_text(encoding="utf-8"), str(path))
    found = record.findings()
    assert found is not None
    expected = [d for _, report in check_files([str(path)]) for d in report.diagnostics]
    assert sorted(
        (f.diagnostic.code, f.diagnostic.line, f.diagnostic.column, f.diagnostic.pointer) for f in found
    ) == sorted((d.code, d.line, d.column, d.pointer) for d in expected)
    for finding in found:
        span = finding.span
        assert (span.line, span.start) <= (span.end_line, span.end)
        assert 0 <= span.line < len(record.lines)


def test_an_edit_checks_again_only_the_game_it_touched() -> None:
    text = (SAMPLES / "club-night.afn").read_text(encoding="utf-8")
    kept = Kept()
    first = Record(text, "club.afn", kept)
    assert first.findings() == []
    checked: list[str] = []
    quick = kept.quick

    def counted(piece, source):  # type: ignore[no-untyped-def]
        checked.append(piece.text)
        return quick(piece, source)

    kept.quick = counted  # type: ignore[method-assign]
    at = text.index("+", text.index("hand 1", text.index("[Event", 10)))
    edited = text[:at] + "+1" + text[at + 1 :]
    second = Record(edited, "club.afn", kept, first)
    found = second.findings()
    assert found and all(f.diagnostic.code in ("AF301", "AF302", "AF307") for f in found)
    assert len(second.pieces) == len(first.pieces) == 3
    assert sum(1 for piece in checked if piece not in {p.text for p in first.pieces}) == 1


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 10**9),
            st.integers(0, 40),
            st.sampled_from(
                ["", "x", "\n", "\n\n", '\n[Seats "Ann, Ben"]\n', "hand 2, Ann leads\n", "{", "}", "; c\n"]
            ),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_a_record_cut_again_around_an_edit_has_the_pieces_of_one_cut_whole(edits) -> None:  # type: ignore[no-untyped-def]
    text = (SAMPLES / "club-night.afn").read_text(encoding="utf-8") * 2
    kept = Kept()
    record = Record(text, "club.afn", kept)
    for at, length, written in edits:
        at %= len(text) + 1
        text = text[:at] + written + text[at + length :]
        record = Record(text, "club.afn", kept, record)
        whole = Record(text, "club.afn")
        assert [(p.first_line, p.text) for p in record.pieces] == [
            (p.first_line, p.text) for p in whole.pieces
        ]


def pointers(value: object, at: str = "") -> list[str]:
    found = [at]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += pointers(inner, f"{at}/{key.replace('~', '~0').replace('/', '~1')}")
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += pointers(inner, f"{at}/{index}")
    return found


@pytest.mark.parametrize("indent", [None, 2])
def test_every_pointer_of_a_json_record_is_found_where_its_value_is(indent: int | None) -> None:
    document = json.loads((SAMPLES / "two-players-open.json").read_text(encoding="utf-8"))
    document["odd/key~"] = {"a": [1, "x"]}
    text = json.dumps(document, indent=indent, ensure_ascii=False)
    for pointer in pointers(document)[::5]:  # every fifth: each is looked for from the top
        spot = locate(text, pointer)
        assert spot is not None
        value = document
        for token in pointer.split("/")[1:]:
            token = token.replace("~1", "/").replace("~0", "~")
            value = value[int(token)] if isinstance(value, list) else value[token]  # type: ignore[index]
        assert json.loads(text[spot.start : spot.end]) == value, pointer
        assert pointer_at(text, spot.start) == pointer
    assert locate(text, "/hands/0/turns/999").start == locate(text, "/hands/0/turns").start  # type: ignore[union-attr]
    assert locate("{not json", "/a") is None and pointer_at("", 0) is None


def test_the_meanings_are_the_notation_documents_own() -> None:
    for glyph, meaning in GLYPHS.items():
        assert f"| `{glyph}` | {meaning} |" in NOTATION
    for name, meaning in COMMANDS.items():
        if name != "clk":
            assert re.search(rf"\| `\[%{name} [^`]*\]` \| {re.escape(meaning)} \|", NOTATION), name
    assert "`[%clk h:mm:ss]` is the time" in NOTATION
    assert list(TAGS) == list(ROSTER)
    for tag, (value, left_out) in TAGS.items():
        assert f"| `{tag}` | {value} |" in NOTATION.replace("2^64\u22121", "2^64-1"), tag
        assert left_out.replace("— (error: it is needed)", "— (error)") in NOTATION
    assert set(VARIANTS) <= set(RULE_VARIANTS)
    assert glyph_meaning("$4") == "numeric glyph 4: a blunder (as `??`)"
    assert glyph_meaning("$22") is not None and glyph_meaning("5-5") is None


def test_hover_on_every_turn_of_every_sample_shows_its_moment() -> None:
    for path in sorted(SAMPLES.glob("*.afn")):
        record = Record(path.read_text(encoding="utf-8"), str(path))
        for line, text in enumerate(record.lines):
            if not text.startswith("  ") or text.strip().startswith(("{", ";")):
                continue
            found = hover(record, line, 3)
            assert found is not None, (path.name, line, text)
            assert "**hand " in found.markdown and "```text" in found.markdown


def test_completion_after_a_name_offers_exactly_the_tiles_the_engine_would_take() -> None:
    """On an open record, every option offered is legal by the engine, and the turn written is among them."""
    text = (SAMPLES / "two-players-open.afn").read_text(encoding="utf-8")
    record = Record(text, "game.afn")
    for line, written in enumerate(record.lines):
        turn = re.fullmatch(r"  (Ann|Ben) ([0-6]-[0-6])( [WENS])?( \+\d+)?", written)
        if turn is None:
            continue
        offered = [item.label for item in complete(record, line, len(turn[1]) + 3)]
        played = written.strip().split(" ", 1)[1]
        assert played in offered or played.rsplit(" +", 1)[0] in offered, (line, written, offered)


def test_every_fix_offered_for_an_invalid_sample_makes_its_finding_go() -> None:
    offered = 0
    for path in sorted((SAMPLES / "invalid").glob("*.afn")):
        record = Record(path.read_text(encoding="utf-8"), str(path))
        for finding in record.findings() or []:
            for fix in fixes(record, finding):
                offered += 1
                lines = list(record.lines)
                line = lines[fix.span.line]
                lines[fix.span.line] = line[: fix.span.start] + fix.text + line[fix.span.end :]
                after = Record("\n".join(lines), str(path)).findings() or []
                gone = finding.diagnostic.code, finding.diagnostic.line
                assert gone not in {(f.diagnostic.code, f.diagnostic.line) for f in after}, (path.name, fix)
    assert offered >= 10


@pytest.mark.parametrize(
    ("written", "fixed"),
    [
        ("Ben 5-0 e", "Ben 5-0 E"),
        ("Ben 5-0 west", "Ben 5-0 W"),
        ("Ben 5-0E", "Ben 5-0 E"),
        ("Ben 5-0 E+10", "Ben 5-0 E +10"),
        ("Ben 5-0 w+10", "Ben 5-0 W +10"),
    ],
)
def test_an_arm_in_small_letters_or_joined_to_its_neighbour_has_its_fix(written: str, fixed: str) -> None:
    """The reader names the arm or the space it wants; the fix writes it (a path's slips: test_five_up.py)."""
    text = f'[Seats "Ann, Ben"]\n\nhand 1, Ann leads\n  Ann 5-5 +10\n  {written}\n'
    record = Record(text, "x.afn")
    (finding,) = record.findings() or []
    assert finding.diagnostic.code == "AF001" and finding.span.line == 4
    (fix,) = fixes(record, finding)
    line = record.lines[4]
    assert (line[: fix.span.start] + fix.text + line[fix.span.end :]).strip() == fixed


def test_formatting_gives_what_fmt_writes() -> None:
    for path in sorted(SAMPLES.glob("*.*")):
        if path.suffix not in (".afn", ".json", ".jsonl"):
            continue
        text = path.read_text(encoding="utf-8")
        source = Source(str(path), text)
        expected = render([read.game for read in read_records(source) if read.game is not None], source.form)
        assert canonical(Record(text, str(path))) == (expected, ""), path.name
    broken, why = canonical(Record('[Seats "Ann, Ben"]\nhand 1, Ann leads\n  Ann 5:5\n'))
    assert broken is None and why.startswith("not formatted: line 3 does not read (write a tile as 5-5")


def test_a_record_of_any_text_gives_findings_hovers_and_completions(tmp_path: Path) -> None:
    rng = random.Random(30)
    pieces = (SAMPLES / "annotated.afn").read_text(encoding="utf-8").split("\n")
    for _ in range(200):
        lines = [rng.choice(pieces) for _ in range(rng.randint(0, 30))]
        record = Record("\n".join(lines), "x.afn")
        assert record.findings() is not None
        for line in range(min(3, len(record.lines))):
            column = rng.randint(0, len(record.lines[line]))
            hover(record, line, column)
            complete(record, line, column)
    assert Record("", "x.afn").findings()[0].diagnostic.message == "this file holds no game"  # type: ignore[index]
    assert Record('{"format": "AFN 1.0"}', "x.json").form is Form.JSON


def test_hover_on_a_blank_line_between_games_of_json_lines_is_nothing() -> None:
    text = (SAMPLES / "club-night.jsonl").read_text(encoding="utf-8").replace("\n", "\n\n", 1)
    record = Record(text, "club.jsonl")
    assert record.form is Form.JSONL
    assert hover(record, 1, 0) is None  # found by bench/lsp.py --fuzz: it raised
    assert hover(record, 0, text.index('"turns"') + 3) is not None


def test_completion_in_a_json_turn_offers_the_seats_and_the_tiles_that_fit() -> None:
    """With a turn's tile emptied, as one starts to write it, the tile the record had is offered."""
    document = json.loads((SAMPLES / "two-players-open.json").read_text(encoding="utf-8"))
    checked = 0
    for t, turn in enumerate(document["hands"][0]["turns"][:12]):
        if "tile" not in turn:
            continue
        text = json.dumps(document, indent=2)
        lines = text.split("\n")
        at = [i for i, line in enumerate(lines) if '"tile": ' in line][t]
        emptied = lines[at].replace(f'"tile": "{turn["tile"]}"', '"tile": ""')
        lines[at] = emptied
        record = Record("\n".join(lines), "game.json")
        column = emptied.index('"tile": ""') + len('"tile": "')
        offered = complete(record, at, column)
        assert turn["tile"] in [item.text for item in offered], (t, turn)
        assert all(item.start == column for item in offered)
        checked += 1
    assert checked >= 8
    seat_line = next(i for i, line in enumerate(text.split("\n")) if '"seat": "Ann"' in line)
    seats = complete(Record(text, "game.json"), seat_line, text.split("\n")[seat_line].index('"Ann"') + 1)
    assert [item.label for item in seats] == ["Ann", "Ben"]


def test_completion_on_a_record_that_deals_a_tile_twice_offers_only_what_could_go_down() -> None:
    """Ann is dealt 6-5 twice (a broken record, R1) and plays it: completing her next turn leaves it out."""
    text = (SAMPLES / "two-players-open.afn").read_text(encoding="utf-8")
    broken = text.replace("  Ann: 4-1 4-3", "  Ann: 6-5 4-3", 1)
    record = Record(broken, "game.afn")
    assert any(f.diagnostic.code == "AF101" for f in record.findings() or [])
    line = record.lines.index("  Ann 6-4 N")
    offered = [item.label for item in complete(record, line, len("  Ann "))]
    assert "6-4 N" in offered and not any(label.startswith("6-5") for label in offered)
