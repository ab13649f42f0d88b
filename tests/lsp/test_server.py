"""The language server over a real stdio connection: pygls's client, the server a process of its own."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest
from lsprotocol import types

from allfives_notation.notation import read_games
from allfives_notation.notation.form import Form
from allfives_notation.stream import check_files
from allfives_notation.stream.files import read_source
from allfives_notation.stream.writing import render
from allfives_notation.testing.lsp_client import PATIENCE, Session, run, start, stop, uri_of
from allfives_notation.testing.mutators import KINDS, make_input

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
TABLE = (SAMPLES / "at-the-table.afn").read_text(encoding="utf-8")
TABLE_URI = "file:///records/at-the-table.afn"


def validate(path: Path) -> set[tuple[str, int, int]]:
    """What ``allfives validate`` finds in a text file: (code, line, column), from 0 as LSP counts."""
    return {
        (d.code, (d.line or 1) - 1, (d.column or 1) - 1)
        for _, report in check_files([str(path)])
        for d in report.diagnostics
    }


def places(found: list[types.Diagnostic]) -> set[tuple[str, int, int]]:
    return {(str(d.code), d.range.start.line, d.range.start.character) for d in found}


def test_the_findings_of_an_opened_record_are_validates_own() -> None:
    paths = sorted((SAMPLES / "invalid").glob("*.afn"))

    async def scenario() -> dict[Path, list[types.Diagnostic]]:
        session = await start()
        for path in paths:
            session.open(uri_of(path), path.read_text(encoding="utf-8"))
        found = {path: await session.findings(uri_of(path)) for path in paths}
        assert await stop(session) == 0
        return found

    found = run(scenario)
    assert len(paths) > 30
    for path in paths:
        assert places(found[path]) == validate(path), path.name
        assert found[path], path.name  # every invalid sample has something to show
    wrong_points = found[SAMPLES / "invalid" / "wrong-points.afn"][0]
    assert wrong_points.severity is types.DiagnosticSeverity.Error
    assert wrong_points.source == "allfives"
    assert "(R15)" in wrong_points.message or "(R16)" in wrong_points.message


def test_an_edit_brings_fresh_findings_and_undoing_it_clears_them() -> None:
    line = TABLE.split("\n").index("  Ben 4-3 +15")

    async def scenario() -> None:
        session = await start()
        session.open(TABLE_URI, TABLE)
        assert await session.findings(TABLE_URI) == []
        session.edit(TABLE_URI, line, 10, 13, "+20")
        (finding,) = await session.findings(TABLE_URI)
        assert finding.code == "AF301"
        assert finding.message.startswith("4-3 scores 15, not 20")
        assert (finding.range.start.line, finding.range.start.character) == (line, 10)
        assert (finding.range.end.line, finding.range.end.character) == (line, 13)
        assert finding.data == {"expected": "15", "found": "20"}
        session.edit(TABLE_URI, line, 10, 13, "+15")
        assert await session.findings(TABLE_URI) == []
        await stop(session)

    run(scenario)


def test_a_burst_of_edits_is_checked_once_at_its_end() -> None:
    async def scenario() -> None:
        session = await start({"delay": 0.5})
        session.open(TABLE_URI, TABLE)
        await session.findings(TABLE_URI)
        for points in ("+2", "+25", "+2", "+20"):  # typed one after another, faster than the delay
            session.replace(TABLE_URI, TABLE.replace("Ben 4-3 +15", f"Ben 4-3 {points}"))
        final = session.versions[TABLE_URI]
        (finding,) = await session.findings(TABLE_URI, final)
        assert finding.message.startswith("4-3 scores 15, not 20")
        assert [p.version for p in session.published[TABLE_URI]] == [1, final]  # none in between
        await stop(session)

    run(scenario)


def test_hover_shows_the_table_at_the_turn_and_what_a_glyph_or_command_means() -> None:
    annotated = (SAMPLES / "annotated.afn").read_text(encoding="utf-8")
    lines = annotated.split("\n")
    clock = next(i for i, line in enumerate(lines) if "[%clk" in line)
    glyph_line = next(i for i, line in enumerate(lines) if line.endswith(" $4"))
    uri = "file:///records/annotated.afn"

    async def scenario() -> None:
        session = await start()
        session.open(TABLE_URI, TABLE)
        session.open(uri, annotated)
        turn = TABLE.split("\n").index("  Ann 4-4 +20 ! {8 at the end, and the spinner still counts its 12}")
        table = await session.hover(TABLE_URI, turn, 4)
        assert table is not None and isinstance(table.contents, types.MarkupContent)
        shown = table.contents.value
        assert shown.startswith("**hand 1, turn 3 of 17: Ann 4-4 +20 !**")
        assert "count 20 · score Ann 30, Ben 0" in shown
        words = " ".join(shown.split())  # the diagram wraps its captions at word boundaries
        assert "open ends W 4-4 (8), E 6-6 (12); count 20 (a multiple of five)" in words
        assert "Ben to play" in shown and "```text" in shown
        bang = await session.hover(TABLE_URI, turn, len("  Ann 4-4 +20 "))
        assert bang is not None and "a good move" in str(bang.contents)
        command = await session.hover(uri, clock, lines[clock].index("[%clk") + 3)
        assert command is not None and "time left on the player's clock" in str(command.contents)
        numeric = await session.hover(uri, glyph_line, lines[glyph_line].index("$4") + 1)
        assert numeric is not None and "numeric glyph 4: a blunder" in str(numeric.contents)
        tag = await session.hover(TABLE_URI, 4, 2)
        assert tag is not None and "`Rules`: a rules declaration" in str(tag.contents)
        assert await session.hover(TABLE_URI, 8, 0) is None  # the blank line after the header
        await stop(session)

    run(scenario)


def test_completion_offers_names_tags_variants_and_the_tiles_that_fit() -> None:
    lines = TABLE.split("\n")
    turn = lines.index("  Ben 4-3 +15")

    async def scenario() -> None:
        session = await start()
        session.open(TABLE_URI, TABLE)
        tiles = [item.label for item in await session.complete(TABLE_URI, turn, len("  Ben "))]
        assert tiles[0] == "4-3 +15"  # the play the record has, the most points first
        assert "6-2 +10" in tiles and "draws" in tiles and "passes" in tiles
        assert all(label.split()[0] not in ("1-1", "6-5") for label in tiles)  # Ann's, as the record shows
        names = [item.label for item in await session.complete(TABLE_URI, turn, 2)]
        assert names[:2] == ["Ann", "Ben"] and "score" in names
        session.edit(TABLE_URI, 4, 0, len(lines[4]), '[Rules "allfives ')
        variants = [item.label for item in await session.complete(TABLE_URI, 4, len('[Rules "allfives '))]
        assert "spinner=" in variants and "hand-end=" in variants
        session.edit(TABLE_URI, 4, 0, len('[Rules "allfives '), '[Rules "allfives spinner=')
        values = [
            item.label for item in await session.complete(TABLE_URI, 4, len('[Rules "allfives spinner='))
        ]
        assert values == [
            "spinner=standard",
            "spinner=open",
            "spinner=none",
            "spinner=every",  # Five Up (R25): its records read, later doubles' arms by their paths
        ]
        session.edit(TABLE_URI, 4, 0, len('[Rules "allfives spinner='), "[")
        tags = [item.label for item in await session.complete(TABLE_URI, 4, 1)]
        assert tags[:3] == ["Format", "Event", "Site"]
        await stop(session)

    run(scenario)


def test_a_quick_fix_makes_its_finding_go() -> None:
    broken = TABLE.replace("Ben 4-3 +15", "Ben 4-3 +20").replace("  Ann out", "  Ann dominoes")
    lines = broken.split("\n")

    async def scenario() -> None:
        session = await start()
        session.open(TABLE_URI, broken)
        (reading,) = await session.findings(TABLE_URI)  # the game does not read: only that is found
        assert reading.code == "AF001"
        (fix,) = await session.fixes(TABLE_URI, lines.index("  Ann dominoes"))
        assert fix.kind == types.CodeActionKind.QuickFix and fix.title == "Write 'Ann out' (AF001)"
        text = apply(broken, fix)
        session.replace(TABLE_URI, text)
        (points,) = await session.findings(TABLE_URI)
        assert points.code == "AF301"
        (fix,) = await session.fixes(TABLE_URI, lines.index("  Ben 4-3 +20"))
        session.replace(TABLE_URI, apply(text, fix))
        assert await session.findings(TABLE_URI) == []
        assert apply(text, fix) == TABLE
        await stop(session)

    run(scenario)


def apply(text: str, action: types.CodeAction) -> str:
    """The text with a code action's edits made (one edit, on one line, as ours are)."""
    assert action.edit is not None and action.edit.changes is not None
    (edits,) = action.edit.changes.values()
    lines = text.split("\n")
    for edit in edits:
        start, end = edit.range.start, edit.range.end
        assert start.line == end.line
        line = lines[start.line]
        lines[start.line] = line[: start.character] + edit.new_text + line[end.character :]
    return "\n".join(lines)


def test_formatting_writes_what_fmt_writes_and_leaves_a_broken_record_alone() -> None:
    untidy = TABLE.replace("  Ann 6-4 +10", "  Ann    6-4   +10").replace(
        '[Event "Tuesday club"]\n[Date "2026-11-24"]', '[Date "2026-11-24"]\n[Event "Tuesday club"]'
    )
    expected = render([read.game for read in read_games(untidy) if read.game is not None], Form.TEXT)

    async def scenario() -> None:
        session = await start()
        session.open(TABLE_URI, untidy)
        (edit,) = await session.format(TABLE_URI) or []
        assert edit.new_text == expected == TABLE
        assert (edit.range.start.line, edit.range.start.character) == (0, 0)
        assert edit.range.end.line == len(untidy.split("\n")) - 1
        session.replace(TABLE_URI, TABLE)
        assert await session.format(TABLE_URI) == []  # canonical already: nothing to change
        session.replace(TABLE_URI, TABLE.replace("Ann out", "Ann dominoes"))
        assert await session.format(TABLE_URI) is None
        await asyncio.sleep(0.2)
        assert any("not formatted: line" in message for message in session.messages)
        await stop(session)

    run(scenario)


def test_a_json_record_has_its_findings_at_the_value_and_its_table_on_hover() -> None:
    document = json.loads((SAMPLES / "two-players-open.json").read_text(encoding="utf-8"))
    turns = document["hands"][0]["turns"]
    at = next(t for t, turn in enumerate(turns) if turn.get("points"))
    turns[at]["points"] += 5
    text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    uri = "file:///records/game.json"
    lines = text.split("\n")
    wrong = f'"points": {turns[at]["points"]}'

    async def scenario() -> None:
        session = await start()
        session.open(uri, text, "json")
        (finding,) = await session.findings(uri)
        assert finding.code == "AF301"
        line = finding.range.start.line
        assert lines[line][finding.range.start.character : finding.range.end.character] == str(
            turns[at]["points"]
        )
        assert wrong in lines[line] or wrong.replace(" ", "") in lines[line].replace(" ", "")
        table = await session.hover(uri, line, finding.range.start.character)
        assert table is not None and f"turn {at + 1} of" in str(table.contents)
        written = f'"tile": "{turns[at]["tile"]}"'
        tile_line = max(
            i for i in range(line + 1) if written in lines[i]
        )  # the turn's tile, above its points
        offered = await session.complete(uri, tile_line, lines[tile_line].index(written) + len('"tile": "'))
        assert turns[at]["tile"] in [item.text_edit.new_text for item in offered if item.text_edit]
        (fix,) = await session.fixes(uri, line)
        session.replace(uri, apply(text, fix))
        assert await session.findings(uri) == []
        await stop(session)

    run(scenario)


def fuzz_texts(count: int, seed: str) -> list[str]:
    """``count`` inputs of bench/fuzz.py, of each kind in turn, as an editor holds them (text)."""
    texts = []
    for index in range(count):
        made = make_input(random.Random(f"{seed}:{index}"), KINDS[index % len(KINDS)])
        texts.append(made.data.decode("utf-8", "replace"))
    return texts


async def edits_survived(session: Session, texts: list[str]) -> int:
    """Send each text as an edit, then ask for a hover, completions and a format; how many were answered."""
    uri = "file:///records/fuzz.afn"
    session.open(uri, "")
    await session.findings(uri)
    answered = 0
    for text in texts:
        session.replace(uri, text)
        found = await session.findings(uri)
        assert all(isinstance(d, types.Diagnostic) for d in found)
        lines = text.split("\n")
        line = len(lines) // 2
        await session.hover(uri, line, len(lines[line]) // 2)
        await session.complete(uri, line, len(lines[line]))
        await session.fixes(uri, line)
        await session.format(uri)
        answered += 1
    return answered


def test_the_server_survives_every_kind_of_broken_record_sent_as_an_edit() -> None:
    texts = fuzz_texts(60, "lsp")

    async def scenario() -> None:
        session = await start()
        assert await edits_survived(session, texts) == len(texts)
        assert await stop(session) == 0

    run(scenario)


@pytest.mark.slow
def test_the_server_survives_a_thousand_broken_records() -> None:
    texts = fuzz_texts(1000, "lsp-slow")

    async def scenario() -> None:
        session = await start()
        assert await edits_survived(session, texts) == len(texts)
        assert await stop(session) == 0

    run(scenario)


def message(body: dict[str, object]) -> bytes:
    data = json.dumps(body).encode()
    return b"Content-Length: %d\r\n\r\n%s" % (len(data), data)


def test_a_client_that_goes_mid_request_leaves_no_process_behind(tmp_path: Path) -> None:
    """The editor dies while the server checks a large file and answers a request: the server ends too."""
    big = "\n".join(read_source(str(SAMPLES / "club-night.afn")).text or "" for _ in range(60))
    server = subprocess.Popen(
        [sys.executable, "-m", "allfives_notation", "lsp"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        process = psutil.Process(server.pid)
        assert server.stdin is not None
        server.stdin.write(
            message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
        )
        server.stdin.write(message({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
        item = {"uri": "file:///big.afn", "languageId": "afn", "version": 1, "text": big}
        server.stdin.write(
            message({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": item}})
        )
        where = {"textDocument": {"uri": "file:///big.afn"}, "position": {"line": 20, "character": 3}}
        server.stdin.write(
            message({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": where})
        )
        options = {
            "textDocument": {"uri": "file:///big.afn"},
            "options": {"tabSize": 2, "insertSpaces": True},
        }
        server.stdin.write(
            message({"jsonrpc": "2.0", "id": 3, "method": "textDocument/formatting", "params": options})
        )
        server.stdin.flush()
        time.sleep(0.5)  # the check and the requests are under way
        server.stdin.close()
        assert server.stdout is not None
        server.stdout.close()
        server.wait(timeout=PATIENCE)
        assert not process.is_running() or process.status() == psutil.STATUS_ZOMBIE
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
