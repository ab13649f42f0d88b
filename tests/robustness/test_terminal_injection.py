"""What a terminal would act on never reaches it from a record or a file name (issue 28, item 5).

An OSC sequence (``ESC ] 0 ; title BEL`` sets a terminal's title), a CSI sequence (``ESC [
2 J`` clears it, and its one-byte C1 form ``\\x9b``), DEL, a bidi override: each is shown
escaped (``\\x1b``, ``\\u202e``) wherever the tool quotes a record or a name, in text and in
JSON output; the writers never put one raw into a record.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
import typer.testing
from typer.testing import CliRunner

from allfives_notation.cli import app
from allfives_notation.errors import TERMINAL_ACTIVE, printable
from allfives_notation.notation import parse_game, write_game, write_json, write_jsonl

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
GAME = parse_game((SAMPLES / "two-players-open.afn").read_text(encoding="utf-8"))
OSC = "\x1b]0;pwned\x07"
HOSTILE = f"Club {OSC}\x1b[2J\x9b31m\u202etxt\x7f"

runner = CliRunner()


def invoke(*args: object) -> typer.testing.Result:
    return runner.invoke(app, [str(arg) for arg in args])


def assert_quiet(result: typer.testing.Result) -> None:
    """Nothing a terminal acts on in what the command wrote, on either stream."""
    active = TERMINAL_ACTIVE.search(result.stdout + result.stderr)
    assert active is None, f"{active[0]!r} reached the terminal: {result.output!r}"


@pytest.mark.parametrize(
    ("shown", "expected"),
    [
        (OSC, "\\x1b]0;pwned\\x07"),
        ("a\x9bb", "a\\x9bb"),
        ("\u202eevil", "\\u202eevil"),
        ("tab\tand\nline", "tab\tand\nline"),  # a tab and a line end stay
        ("  Ann \x1b[2J 5-3\n         ^", "  Ann \\x1b[2J 5-3\n            ^"),  # the caret follows
    ],
)
def test_printable_escapes_what_a_terminal_acts_on_and_moves_the_caret(shown: str, expected: str) -> None:
    assert printable(shown) == expected


def test_a_finding_on_a_line_holding_an_escape_sequence_shows_it_escaped(tmp_path: Path) -> None:
    text = write_game(GAME)
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if line.strip().endswith("+10"))
    lines[at] = lines[at].replace("+10", "+15") + " {" + HOSTILE + "}"
    record = tmp_path / "club.afn"
    record.write_text("\n".join(lines), encoding="utf-8")
    result = invoke("validate", record)
    assert result.exit_code == 1, result.output
    assert_quiet(result)
    assert "{Club \\x1b]0;pwned\\x07\\x1b[2J\\x9b31m\\u202etxt\\x7f}" in result.stdout
    context, caret = next(
        (line, below)
        for line, below in zip(result.stdout.splitlines(), result.stdout.splitlines()[1:], strict=False)
        if "pwned" in line
    )
    assert context[caret.index("^")] == "+"  # the caret is still under the claim


def test_a_seat_name_holding_an_escape_sequence_is_quoted_escaped(tmp_path: Path) -> None:
    record = tmp_path / "club.afn"
    record.write_text(write_game(GAME).replace('"Ann, Ben"', f'"Ann{OSC}, Ben"'), encoding="utf-8")
    for args in (["validate", record], ["validate", "--format", "json", record], ["summary", record]):
        result = invoke(*args)
        assert result.exit_code == 1, result.output
        assert_quiet(result)
        assert "pwned" in result.stdout


def test_a_file_name_holding_an_escape_sequence_is_shown_escaped(tmp_path: Path) -> None:
    record = tmp_path / f"club{OSC}.afn"
    record.write_text(write_game(GAME), encoding="utf-8")
    for args in (["validate", record], ["validate", tmp_path / "missing\x1b[2J.afn"], ["summary", record]):
        result = invoke(*args)
        assert_quiet(result)
    page = tmp_path / "page.html"
    doubled = tmp_path / f"two{OSC}.afn"
    doubled.write_text(write_game(GAME) + "\n" + write_game(GAME), encoding="utf-8")
    result = invoke("html", doubled, "-o", page)
    assert result.exit_code == 0, result.output
    assert_quiet(result)
    title = page.read_text(encoding="utf-8").split("<title>")[1].split("</title>")[0]
    assert "\x1b" not in title and "\\x1b]0;pwned\\x07" in title


@pytest.mark.parametrize("command", ["summary", "show"])
def test_a_tag_holding_controls_is_summed_up_and_drawn_escaped(tmp_path: Path, command: str) -> None:
    record = tmp_path / "club.jsonl"
    record.write_text(write_jsonl([replace(GAME, event=HOSTILE)]), encoding="utf-8")
    result = invoke(command, record, *(["--ascii"] if command == "show" else []))
    assert result.exit_code == 0, result.output
    assert_quiet(result)
    if command == "summary":
        assert "Club \\x1b]0;pwned\\x07" in result.stdout


def test_the_json_writers_escape_them_and_the_text_writer_refuses_them(tmp_path: Path) -> None:
    hostile = replace(GAME, event=HOSTILE)
    for written in (write_json(hostile), write_jsonl([hostile])):
        assert TERMINAL_ACTIVE.search(written) is None
        assert "\\u001b]0;pwned\\u0007" in written and "\\u009b31m\\u202etxt\\u007f" in written
    source = tmp_path / "club.json"
    source.write_text(write_json(hostile), encoding="utf-8")
    assert json.loads(source.read_text(encoding="utf-8"))["event"] == HOSTILE  # nothing lost
    lines = tmp_path / "club.jsonl"
    assert invoke("convert", source, "-o", lines).exit_code == 0
    assert TERMINAL_ACTIVE.search(lines.read_text(encoding="utf-8")) is None
    text = tmp_path / "club.afn"
    refused = invoke("convert", source, "-o", text)
    assert refused.exit_code == 2, refused.output
    assert "this game cannot be written as text: line 2 of it would hold U+001B" in refused.stderr
    assert not text.exists()


def test_a_games_database_answers_with_what_a_terminal_acts_on_escaped(tmp_path: Path) -> None:
    hostile = replace(GAME, event=HOSTILE)
    games = tmp_path / "games.jsonl"
    games.write_text(write_jsonl([hostile]), encoding="utf-8")
    database = tmp_path / "games.db"
    indexed = invoke("index", games, "-o", database)
    assert indexed.exit_code == 0, indexed.output
    assert_quiet(indexed)
    for shape in ("table", "csv", "json"):
        asked = invoke("query", database, "SELECT event, seats FROM games", "--format", shape)
        assert asked.exit_code == 0, asked.output
        assert_quiet(asked)
        assert "\\x1b]0;pwned\\x07" in asked.stdout or "\\u001b]0;pwned\\u0007" in asked.stdout
    answer = json.loads(invoke("query", database, "SELECT event FROM games", "--format", "json").stdout)
    assert answer["event"] == HOSTILE  # JSON escapes: a program reads the value back as it is


def test_the_collection_commands_name_a_hostile_file_escaped(tmp_path: Path) -> None:
    folder = tmp_path / f"club{OSC}"
    folder.mkdir()
    games = folder / "games.jsonl"
    games.write_text(write_jsonl([replace(GAME, event=HOSTILE)]), encoding="utf-8")
    for args in (
        ["select", games, "--player", "Ann", "--to", "text"],  # the game cannot be written as text
        ["join", games, "--to", "text"],
        ["dedupe", games, "--to", "jsonl", "-o", tmp_path / "kept.jsonl"],
        ["split", games, "--every", "1", "-o", tmp_path / "parts", "--to", "text"],
    ):
        result = invoke(*args)
        assert "Traceback" not in result.output
        assert_quiet(result)
