"""The record-file commands through Typer's CliRunner: validate, convert, fmt, schema, generate, summary.

Each test runs the command as a person would and checks what they see: the exit code, the
lines on standard output and standard error, and the files left behind.
"""

from __future__ import annotations

import errno
import json
import re
import stat
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import typer.testing
from jsonschema import Draft202012Validator
from typer.testing import CliRunner

import allfives_notation.cli.checking as checking
from allfives_notation.cli import app, main

# This Typer's CliRunner has no mix_stderr: result.output is both streams as the user
# sees them, result.stdout and result.stderr are each on its own.
runner = CliRunner()

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
CLUB_NIGHT = SAMPLES / "club-night.afn"  # three games
CLUB_NIGHT_JSONL = SAMPLES / "club-night.jsonl"
AT_THE_TABLE = SAMPLES / "at-the-table.afn"  # one short game, Ann against Ben
TWO_PLAYERS = SAMPLES / "two-players-open.afn"  # one game, won by Ben
TWO_PLAYERS_JSON = SAMPLES / "two-players-open.json"
UNKNOWN_ARM = SAMPLES / "invalid" / "unknown-arm.afn"
TILE_OUTSIDE_SET = SAMPLES / "invalid" / "tile-outside-set.afn"
UNKNOWN_SEAT = SAMPLES / "invalid" / "unknown-seat.afn"

ANSI = re.compile(r"\x1b\[[0-9;]*m")
CLOSING = re.compile(r"^checked \d+ files?, [\d,]+ games?, [\d,]+ hands?, [\d,]+ turns?: ")


def invoke(
    *args: object, input: str | None = None, env: dict[str, str | None] | None = None, color: bool = False
) -> typer.testing.Result:
    """Run ``allfives`` with these arguments (paths are turned into strings)."""
    return runner.invoke(app, [str(arg) for arg in args], input=input, env=env, color=color)


def closing_line(output: str) -> str:
    """The last line of a text ``validate`` run: its tally."""
    last = output.rstrip("\n").splitlines()[-1]
    assert CLOSING.match(last), output
    return last


def verdicts(output: str) -> list[str]:
    """The per-game verdict lines of a text ``validate`` run."""
    return [line for line in output.splitlines() if re.search(r": game \d+ ", line)]


def where_in(path: Path, pattern: str) -> tuple[int, int, str]:
    """The line, column (both from 1) and text of the first line of a file where ``pattern`` matches."""
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1):
        found = re.search(pattern, line)
        if found:
            return number, found.start() + 1, line
    raise AssertionError(f"{pattern!r} is not in {path}")


NORTH = r"(?<=^  \w{3} \d-\d )north$"  # the misspelled arm of a turn in unknown-arm.afn


def loosely_written(path: Path) -> str:
    """A canonical text record rewritten in spellings the reader forgives (docs/notation.md, 10)."""
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    hand = next(i for i, line in enumerate(lines) if line.startswith("hand 1, "))
    turn = next(i for i in range(hand + 1, len(lines)) if re.fullmatch(r"  \w+ \d-\d( .*)?", lines[i]))
    seat, tile, *rest = lines[turn].split()
    high, low = tile.split("-")
    rest = [re.sub(r"^\+(\d+)$", r"+0\1", word) for word in rest]  # leading zeros
    lines[turn] = "\t" + "   ".join([seat, f"{low}-{high}", *rest]) + "  "  # tile turned, runs of spaces
    lines[0] += "   "  # spaces at the end of a tag line
    lines[hand] = lines[hand].replace("hand 1, ", "hand 01,")  # a leading zero, no space after the comma
    loose = "\r\n".join(lines)  # CRLF line ends
    assert loose != text
    return loose


def game_starts(lines: list[str]) -> list[int]:
    return [i for i, line in enumerate(lines) if line.startswith("[Format ")]


def with_game_two_broken(how: str) -> str:
    """club-night.afn with the first claimed score of game 2 wrong, or its arm misspelled."""
    lines = CLUB_NIGHT.read_text(encoding="utf-8").split("\n")
    starts = game_starts(lines)
    assert len(starts) == 3
    for i in range(starts[1], starts[2]):
        found = re.fullmatch(r"  (\w+) (\d-\d) \+(\d+)", lines[i])
        if found:
            seat, tile, points = found.groups()
            if how == "score":
                lines[i] = f"  {seat} {tile} +{int(points) + 5}"
            else:
                lines[i] = f"  {seat} {tile} north"
            return "\n".join(lines)
    raise AssertionError("game 2 of club-night.afn has no scoring turn without an arm")


def folder_listing(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


# -- validate ---------------------------------------------------------------------------------


def test_validate_a_valid_sample_says_valid_and_all_valid() -> None:
    result = invoke("validate", TWO_PLAYERS)
    assert result.exit_code == 0, result.output
    assert verdicts(result.output) == [
        f"{TWO_PLAYERS}: game 1 (Ann, Ben): valid; won by Ben; 6 hands, 98 turns"
    ]
    last = closing_line(result.output)
    assert last.startswith("checked 1 file, 1 game, 6 hands, 98 turns: 0 errors, 0 warnings")
    assert last.endswith("(all valid)")
    assert result.stderr == ""


def test_validate_a_sample_of_three_games() -> None:
    result = invoke("validate", CLUB_NIGHT)
    assert result.exit_code == 0, result.output
    assert [line.split(": ")[2].split(";")[0] for line in verdicts(result.output)] == ["valid"] * 3
    assert re.fullmatch(
        r"checked 1 file, 3 games, .*: 0 errors, 0 warnings \(all valid\)", closing_line(result.output)
    )


def test_validate_an_invalid_sample_shows_where_with_the_line_and_a_caret() -> None:
    line, column, text = where_in(UNKNOWN_ARM, NORTH)
    result = invoke("validate", UNKNOWN_ARM)
    assert result.exit_code == 1, result.output
    lines = result.output.splitlines()
    head = lines.index(
        f"{UNKNOWN_ARM}:{line}:{column}: error AF001: the arm is written W, E, N or S, not 'north'"
    )
    assert lines[head + 1] == "  " + text
    assert lines[head + 2] == "  " + " " * (column - 1) + "^"
    assert lines[head + 2].index("^") == lines[head + 1].index("north")
    assert verdicts(result.output) == [f"{UNKNOWN_ARM}: game 1 (line 1): not read: 1 error"]
    assert closing_line(result.output).endswith(": 1 error, 0 warnings (1 of 1 game invalid)")


def test_validate_a_broken_rule_names_the_rule_and_the_expected_score(tmp_path: Path) -> None:
    broken = tmp_path / "three.afn"
    broken.write_text(with_game_two_broken("score"), encoding="utf-8")
    result = invoke("validate", broken)
    assert result.exit_code == 1, result.output
    found = re.search(
        rf"^{re.escape(str(broken))}:(\d+):(\d+): error AF301: (.*) \(R15\)$", result.output, re.M
    )
    assert found, result.output
    assert re.match(r"\d-\d scores \d+, not \d+", found.group(3))


@pytest.mark.parametrize("how", ["score", "arm"])
def test_validate_three_games_where_only_the_second_is_broken(tmp_path: Path, how: str) -> None:
    broken = tmp_path / "three.afn"
    broken.write_text(with_game_two_broken(how), encoding="utf-8")
    result = invoke("validate", broken)
    assert result.exit_code == 1, result.output
    games = verdicts(result.output)
    assert len(games) == 3, result.output
    assert games[0].startswith(f"{broken}: game 1 (Ann+Cat, Ben+Dan): valid; ")
    assert games[2].startswith(f"{broken}: game 3 (Ann+Cat, Ben+Dan): valid; ")
    assert ": valid;" not in games[1]
    assert "1 error" in games[1]
    assert closing_line(result.output).endswith("1 error, 0 warnings (1 of 3 games invalid)")


def test_validate_json_output_is_one_json_object_a_line(tmp_path: Path) -> None:
    broken = tmp_path / "three.afn"
    broken.write_text(with_game_two_broken("score"), encoding="utf-8")
    result = invoke("validate", "--format", "json", UNKNOWN_ARM, TWO_PLAYERS_JSON, broken)
    assert result.exit_code == 1, result.output
    records = [json.loads(line) for line in result.stdout.splitlines()]
    diagnostics = [record for record in records if record["type"] == "diagnostic"]
    games = [record for record in records if record["type"] == "game"]
    for at, record in enumerate(records):  # a game's findings come just before its own line
        if record["type"] == "diagnostic":
            owner = next(later for later in records[at:] if later["type"] == "game")
            assert (owner["source"], owner["game"]) == (record["source"], record["game"])
    assert len(diagnostics) == 2
    for diagnostic in diagnostics:
        assert {"code", "severity", "where", "rule", "message"} <= diagnostic.keys()
        assert diagnostic["severity"] == "error"
    arm, score = diagnostics
    line, column, _ = where_in(UNKNOWN_ARM, NORTH)
    assert arm["code"] == "AF001"
    assert arm["where"] == f"{UNKNOWN_ARM}:{line}:{column}"
    assert score["code"] == "AF301"
    assert score["rule"] == "R15"
    assert score["where"].startswith(f"{broken}:")
    assert [(game["valid"], game["game"]) for game in games] == [
        (False, 1),
        (True, 1),
        (True, 1),
        (False, 2),
        (True, 3),
    ]
    summary = records[-1]
    assert summary["type"] == "summary"
    assert summary["exit_code"] == 1
    assert (summary["files"], summary["games"], summary["errors"]) == (3, 5, 2)
    assert summary["codes"] == {"AF001": 1, "AF301": 1}


def test_validate_json_points_into_a_json_record(tmp_path: Path) -> None:
    record = json.loads(TWO_PLAYERS_JSON.read_text(encoding="utf-8"))
    record["hands"][0]["turns"][2]["points"] = 35
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(record, indent=2), encoding="utf-8")
    result = invoke("validate", broken, "-f", "json")
    assert result.exit_code == 1, result.output
    diagnostic = json.loads(result.stdout.splitlines()[0])
    assert diagnostic["code"] == "AF301"
    assert diagnostic["pointer"] == "/hands/0/turns/2/points"
    assert diagnostic["where"] == f"{broken}#/hands/0/turns/2/points"


def test_validate_max_errors_shows_one_finding_and_says_how_many_more() -> None:
    result = invoke("validate", "--max-errors", "1", UNKNOWN_ARM, TILE_OUTSIDE_SET, UNKNOWN_SEAT)
    assert result.exit_code == 1, result.output
    assert len(re.findall(r": error AF\d{3}: ", result.output)) == 1
    assert f"{UNKNOWN_ARM}:" in result.output.splitlines()[0]
    assert "... 2 more findings not shown (--max-errors 1)" in result.output
    assert len(verdicts(result.output)) == 3
    assert closing_line(result.output).endswith("3 errors, 0 warnings (3 of 3 games invalid)")


def test_validate_max_errors_in_json_counts_what_it_does_not_show() -> None:
    result = invoke(
        "validate", "-f", "json", "--max-errors", "1", UNKNOWN_ARM, TILE_OUTSIDE_SET, UNKNOWN_SEAT
    )
    assert result.exit_code == 1, result.output
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert sum(record["type"] == "diagnostic" for record in records) == 1
    assert records[-1]["not_shown"] == 2
    assert records[-1]["errors"] == 3


def test_validate_quiet_drops_the_verdict_lines_but_not_the_findings() -> None:
    result = invoke("validate", "--quiet", CLUB_NIGHT, UNKNOWN_ARM)
    assert result.exit_code == 1, result.output
    assert verdicts(result.output) == []
    assert f"{UNKNOWN_ARM}:" in result.output
    assert ": error AF001: " in result.output
    assert closing_line(result.output).startswith("checked 2 files, 4 games, ")
    loud = invoke("validate", CLUB_NIGHT, UNKNOWN_ARM)
    assert len(verdicts(loud.output)) == 4


def test_validate_expands_folders_recursively_and_globs(tmp_path: Path) -> None:
    nested = tmp_path / "logs" / "tuesday"
    nested.mkdir(parents=True)
    (tmp_path / "logs" / "a.afn").write_bytes(TWO_PLAYERS.read_bytes())
    (nested / "b.json").write_bytes(TWO_PLAYERS_JSON.read_bytes())
    (nested / "c.jsonl").write_bytes(CLUB_NIGHT_JSONL.read_bytes())
    (nested / "notes.txt").write_text("not a record\n", encoding="utf-8")

    folder = invoke("validate", tmp_path / "logs")
    assert folder.exit_code == 0, folder.output
    assert closing_line(folder.output).startswith("checked 3 files, 5 games, ")
    assert "notes.txt" not in folder.output

    glob = invoke("validate", f"{tmp_path}/**/*.json*")
    assert glob.exit_code == 0, glob.output
    assert closing_line(glob.output).startswith("checked 2 files, 4 games, ")
    assert f"{nested / 'b.json'}: game 1" in glob.output
    assert f"{nested / 'c.jsonl'}: game 3" in glob.output


def test_validate_a_glob_that_matches_nothing_says_so_and_is_a_usage_error(tmp_path: Path) -> None:
    result = invoke("validate", f"{tmp_path}/*.afn")
    assert result.exit_code == 2, result.output
    assert result.stderr == f"allfives: no record files match {tmp_path}/*.afn\n"
    assert result.stdout == ""


@pytest.mark.parametrize("command", ["validate", "summary", "fmt"])
def test_a_glob_or_folder_that_matches_nothing_is_told_and_not_counted(tmp_path: Path, command: str) -> None:
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "notes.txt").write_text("not a record\n", encoding="utf-8")
    args = [command, *(["--check"] if command == "fmt" else []), AT_THE_TABLE]
    result = invoke(*args, f"{tmp_path}/*.jsonl", tmp_path / "empty")
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines()[:2] == [
        f"allfives: no record files match {tmp_path}/*.jsonl",
        f"allfives: no record files found in {tmp_path / 'empty'} (folders are searched for .afn, .json"
        " and .jsonl)",
    ]
    assert "AF006" not in result.output
    if command == "validate":
        assert closing_line(result.stdout).startswith("checked 1 file, 1 game, ")
    if command == "fmt":
        assert result.stderr.splitlines()[-1] == "0 files would be reformatted, 1 unchanged"


def test_validate_an_empty_folder_is_a_usage_error(tmp_path: Path) -> None:
    result = invoke("validate", tmp_path)
    assert result.exit_code == 2, result.output
    assert "no record files found" in result.stderr


def test_validate_reads_standard_input() -> None:
    result = invoke("validate", "-", input=TWO_PLAYERS.read_text(encoding="utf-8"))
    assert result.exit_code == 0, result.output
    assert verdicts(result.output) == ["<stdin>: game 1 (Ann, Ben): valid; won by Ben; 6 hands, 98 turns"]

    broken = invoke("validate", "-", input=UNKNOWN_ARM.read_text(encoding="utf-8"))
    assert broken.exit_code == 1, broken.output
    line, column, _ = where_in(UNKNOWN_ARM, NORTH)
    assert f"<stdin>:{line}:{column}: error AF001: " in broken.output


def test_validate_a_missing_file_is_exit_2_with_AF006(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.afn"
    result = invoke("validate", missing)
    assert result.exit_code == 2, result.output
    assert f"{missing}: error AF006: cannot read this file" in result.output
    assert "Traceback" not in result.output


def test_validate_a_missing_file_among_valid_ones_is_still_exit_2(tmp_path: Path) -> None:
    result = invoke("validate", TWO_PLAYERS, tmp_path / "nowhere.afn")
    assert result.exit_code == 2, result.output
    assert f"{TWO_PLAYERS}: game 1 (Ann, Ben): valid" in result.output


def test_validate_a_file_that_is_not_utf8_is_AF005_exit_1(tmp_path: Path) -> None:
    latin = tmp_path / "latin1.afn"
    latin.write_bytes('[Event "Café"]\n'.encode("latin-1"))
    result = invoke("validate", latin)
    assert result.exit_code == 1, result.output
    assert f"{latin}:1:12: error AF005: byte 0xe9 is not UTF-8" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("suffix", "data"), [(".afn", b""), (".afn", b"\n  \n\t\n"), (".jsonl", b""), (".json", b" \n")]
)
def test_validate_a_file_with_no_game_is_valid_as_the_notation_allows(
    tmp_path: Path, suffix: str, data: bytes
) -> None:
    """docs/notation.md, section 2.2: a file with no games at all (empty, or only blank lines) is allowed."""
    empty = tmp_path / f"empty{suffix}"
    empty.write_bytes(data)
    result = invoke("validate", empty)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        f"{empty}: no game",
        "checked 1 file, 0 games, 0 hands, 0 turns: 0 errors, 0 warnings (1 file with no game)",
    ]


def test_validate_a_file_of_comments_alone_holds_no_game_and_says_so(tmp_path: Path) -> None:
    notes = tmp_path / "notes.afn"
    notes.write_bytes(b"; a note for a game never written\n")
    result = invoke("validate", notes)
    assert result.exit_code == 1, result.output
    assert f"{notes}:1:1: error AF001: a comment belongs to a game" in result.stdout


def test_validate_closing_line_does_not_contradict_its_error_count(tmp_path: Path) -> None:
    notes = tmp_path / "notes.afn"
    notes.write_bytes(b"; a note for a game never written\n")
    result = invoke("validate", TWO_PLAYERS, notes)
    assert result.exit_code == 1, result.output
    last = closing_line(result.output)
    assert "1 error" in last
    assert "(0 of 1 game invalid)" not in last


def test_validate_shows_no_colour_off_a_terminal_or_under_NO_COLOR(monkeypatch: pytest.MonkeyPatch) -> None:
    # color=True keeps whatever escapes the command writes, so that this test can fail.
    off_terminal = invoke("validate", UNKNOWN_ARM, color=True)
    assert off_terminal.exit_code == 1, off_terminal.output
    assert not ANSI.search(off_terminal.output)

    monkeypatch.setattr(typer.testing._NamedTextIOWrapper, "isatty", lambda self: True)
    on_terminal = invoke("validate", UNKNOWN_ARM, color=True, env={"NO_COLOR": None})
    assert ANSI.search(on_terminal.stdout), "a terminal without NO_COLOR should get colour"
    no_color = invoke("validate", UNKNOWN_ARM, color=True, env={"NO_COLOR": "1"})
    assert no_color.exit_code == 1, no_color.output
    assert not ANSI.search(no_color.output)
    assert ANSI.sub("", on_terminal.stdout) == no_color.stdout


# -- convert ----------------------------------------------------------------------------------


def test_convert_text_to_jsonl_and_back_gives_the_same_canonical_text(tmp_path: Path) -> None:
    jsonl = tmp_path / "club-night.jsonl"
    text = tmp_path / "club-night.afn"
    there = invoke("convert", CLUB_NIGHT, "-o", jsonl)
    assert there.exit_code == 0, there.output
    assert f"wrote 3 games to {jsonl}" in there.stderr
    assert there.stdout == ""
    lines = jsonl.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3
    assert [json.loads(line)["format"] for line in lines] == ["AFN 1.0"] * 3
    assert jsonl.read_bytes() == CLUB_NIGHT_JSONL.read_bytes()

    back = invoke("convert", jsonl, "-o", text)
    assert back.exit_code == 0, back.output
    assert text.read_bytes() == CLUB_NIGHT.read_bytes()


def test_convert_many_games_to_one_json_document_is_refused_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "club-night.json"
    result = invoke("convert", CLUB_NIGHT, "-o", out)
    assert result.exit_code == 2, result.output
    assert "a .json document holds one game, and this holds 3: write .jsonl instead" in result.stderr
    assert not out.exists()
    assert folder_listing(tmp_path) == []


def test_convert_onto_its_input_is_refused_and_the_input_is_unchanged(tmp_path: Path) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(TWO_PLAYERS.read_bytes())
    before = record.read_bytes()
    for target, extra in [(record, []), (tmp_path / "." / "game.afn", ["--to", "json"])]:
        result = invoke("convert", record, "-o", target, *extra)
        assert result.exit_code == 2, result.output
        assert f"refusing to write over the input {record}" in result.stderr
        assert record.read_bytes() == before
    link = tmp_path / "link.json"
    link.symlink_to(record)
    result = invoke("convert", record, "-o", link)
    assert result.exit_code == 2, result.output
    assert record.read_bytes() == before
    assert folder_listing(tmp_path) == ["game.afn", "link.json"]


def test_convert_a_broken_record_is_exit_1_and_creates_no_output(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    result = invoke("convert", UNKNOWN_ARM, "-o", out)
    assert result.exit_code == 1, result.output
    assert "the arm is written W, E, N or S, not 'north'" in result.stderr
    assert not out.exists()
    assert folder_listing(tmp_path) == []


def test_convert_a_missing_or_undecodable_input(tmp_path: Path) -> None:
    missing = invoke("convert", tmp_path / "nowhere.afn", "-o", tmp_path / "out.json")
    assert missing.exit_code == 2, missing.output
    assert "AF006" in missing.stderr
    latin = tmp_path / "latin1.afn"
    latin.write_bytes('[Event "Café"]\n'.encode("latin-1"))
    undecodable = invoke("convert", latin, "-o", tmp_path / "out.json")
    assert undecodable.exit_code == 1, undecodable.output
    assert "AF005" in undecodable.stderr
    assert folder_listing(tmp_path) == ["latin1.afn"]


def test_convert_to_standard_output_as_json() -> None:
    result = invoke("convert", TWO_PLAYERS, "-o", "-", "--to", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["format"] == "AFN 1.0"
    assert result.stdout == TWO_PLAYERS_JSON.read_text(encoding="utf-8")


def test_convert_reads_standard_input(tmp_path: Path) -> None:
    out = tmp_path / "game.afn"
    result = invoke("convert", "-", "-o", out, input=TWO_PLAYERS_JSON.read_text(encoding="utf-8"))
    assert result.exit_code == 0, result.output
    assert out.read_bytes() == TWO_PLAYERS.read_bytes()


def test_convert_needs_a_form_to_write(tmp_path: Path) -> None:
    no_suffix = invoke("convert", TWO_PLAYERS, "-o", tmp_path / "game.txt")
    assert no_suffix.exit_code == 2, no_suffix.output
    assert "say which form to write with --to text, json or jsonl" in no_suffix.stderr
    bad_form = invoke("convert", TWO_PLAYERS, "-o", tmp_path / "game.afn", "--to", "yaml")
    assert bad_form.exit_code == 2, bad_form.output
    assert "--to is text, json or jsonl, not 'yaml'" in bad_form.stderr
    no_folder = invoke("convert", TWO_PLAYERS, "-o", tmp_path / "no" / "game.afn")
    assert no_folder.exit_code == 2, no_folder.output
    assert "cannot write" in no_folder.stderr
    assert folder_listing(tmp_path) == []


def test_convert_an_empty_file_writes_no_game_as_validate_finds_none(tmp_path: Path) -> None:
    empty = tmp_path / "empty.afn"
    empty.write_bytes(b"")
    out = tmp_path / "out.jsonl"
    result = invoke("convert", empty, "-o", out)
    assert result.exit_code == 0, result.output
    assert out.read_bytes() == b""
    assert result.stderr == f"wrote 0 games to {out}\n"
    document = tmp_path / "out.json"
    refused = invoke("convert", empty, "-o", document)
    assert refused.exit_code == 2, refused.output
    assert "a .json document holds one game, and this holds 0" in refused.stderr
    assert not document.exists()


# -- fmt --------------------------------------------------------------------------------------


def test_fmt_rewrites_a_forgiven_spelling_in_canonical_form_then_leaves_it(tmp_path: Path) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(loosely_written(AT_THE_TABLE).encode("utf-8"))
    assert invoke("validate", record).exit_code == 0

    first = invoke("fmt", record)
    assert first.exit_code == 0, first.output
    assert first.stdout == f"reformatted {record}\n"
    assert "1 file reformatted, 0 unchanged" in first.stderr
    assert record.read_bytes() == AT_THE_TABLE.read_bytes()

    second = invoke("fmt", record)
    assert second.exit_code == 0, second.output
    assert second.stdout == ""
    assert "0 files reformatted, 1 unchanged" in second.stderr
    assert record.read_bytes() == AT_THE_TABLE.read_bytes()
    assert folder_listing(tmp_path) == ["game.afn"]


def test_fmt_check_changes_nothing_and_exits_1_when_a_file_would_change(tmp_path: Path) -> None:
    loose = tmp_path / "loose.afn"
    loose.write_bytes(loosely_written(AT_THE_TABLE).encode("utf-8"))
    before = loose.read_bytes()
    mtime = loose.stat().st_mtime_ns
    canonical = tmp_path / "canonical.afn"
    canonical.write_bytes(AT_THE_TABLE.read_bytes())

    result = invoke("fmt", "--check", loose)
    assert result.exit_code == 1, result.output
    assert f"would reformat {loose}" in result.stdout
    assert "1 file would be reformatted, 0 unchanged" in result.stderr
    assert loose.read_bytes() == before
    assert loose.stat().st_mtime_ns == mtime

    clean = invoke("fmt", "--check", canonical)
    assert clean.exit_code == 0, clean.output
    assert "0 files would be reformatted, 1 unchanged" in clean.stderr

    both = invoke("fmt", "--check", tmp_path)
    assert both.exit_code == 1, both.output
    assert loose.read_bytes() == before
    assert folder_listing(tmp_path) == ["canonical.afn", "loose.afn"]


def test_fmt_check_passes_on_every_valid_sample() -> None:
    samples = sorted(SAMPLES.glob("*.afn")) + sorted(SAMPLES.glob("*.json")) + sorted(SAMPLES.glob("*.jsonl"))
    result = invoke("fmt", "--check", *samples)
    assert result.exit_code == 0, result.output
    assert f"0 files would be reformatted, {len(samples)} unchanged" in result.stderr


def test_fmt_keeps_the_file_permissions(tmp_path: Path) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(loosely_written(AT_THE_TABLE).encode("utf-8"))
    record.chmod(0o640)
    result = invoke("fmt", record)
    assert result.exit_code == 0, result.output
    assert record.read_bytes() == AT_THE_TABLE.read_bytes()
    assert stat.S_IMODE(record.stat().st_mode) == 0o640


def test_fmt_leaves_a_broken_file_byte_for_byte_untouched(tmp_path: Path) -> None:
    broken = tmp_path / "broken.afn"
    # A broken record that also has spellings fmt would otherwise change.
    broken.write_bytes(UNKNOWN_ARM.read_bytes().replace(b"\n", b"\r\n") + b"   \r\n")
    before = broken.read_bytes()
    mtime = broken.stat().st_mtime_ns
    result = invoke("fmt", broken)
    assert result.exit_code == 1, result.output
    assert "the arm is written W, E, N or S, not 'north'" in result.stderr
    assert "0 files reformatted, 0 unchanged, 1 not read" in result.stderr
    assert broken.read_bytes() == before
    assert broken.stat().st_mtime_ns == mtime
    assert folder_listing(tmp_path) == ["broken.afn"]


def test_fmt_goes_on_past_a_broken_file(tmp_path: Path) -> None:
    broken = tmp_path / "a-broken.afn"
    broken.write_bytes(UNKNOWN_ARM.read_bytes())
    loose = tmp_path / "b-loose.afn"
    loose.write_bytes(loosely_written(AT_THE_TABLE).encode("utf-8"))
    result = invoke("fmt", tmp_path)
    assert result.exit_code == 1, result.output
    assert loose.read_bytes() == AT_THE_TABLE.read_bytes()
    assert broken.read_bytes() == UNKNOWN_ARM.read_bytes()
    assert "1 file reformatted, 0 unchanged, 1 not read" in result.stderr


def test_fmt_keeps_json_as_json_and_jsonl_as_jsonl(tmp_path: Path) -> None:
    document = tmp_path / "game.json"
    document.write_text(json.dumps(json.loads(TWO_PLAYERS_JSON.read_text(encoding="utf-8")), indent=4))
    lines = tmp_path / "games.jsonl"
    lines.write_text(
        "".join(json.dumps(json.loads(line), indent=None) + "\n" for line in CLUB_NIGHT_JSONL.open()),
        encoding="utf-8",
    )
    assert lines.read_bytes() != CLUB_NIGHT_JSONL.read_bytes()
    result = invoke("fmt", document, lines)
    assert result.exit_code == 0, result.output
    assert "2 files reformatted, 0 unchanged" in result.stderr
    assert document.read_bytes() == TWO_PLAYERS_JSON.read_bytes()
    assert json.loads(document.read_text(encoding="utf-8"))["format"] == "AFN 1.0"
    assert lines.read_bytes() == CLUB_NIGHT_JSONL.read_bytes()


def test_fmt_of_standard_input_writes_the_canonical_form() -> None:
    result = invoke("fmt", "-", input=loosely_written(AT_THE_TABLE))
    assert result.exit_code == 0, result.output
    assert result.stdout == AT_THE_TABLE.read_text(encoding="utf-8")


def test_fmt_check_of_standard_input_exits_1_when_it_would_change() -> None:
    result = invoke("fmt", "--check", "-", input=loosely_written(AT_THE_TABLE))
    assert result.exit_code == 1, result.output


def test_fmt_a_missing_file_is_exit_2(tmp_path: Path) -> None:
    result = invoke("fmt", tmp_path / "nowhere.afn")
    assert "AF006" in result.stderr
    assert result.exit_code == 2, result.output


def test_fmt_through_a_symbolic_link_formats_the_file_it_points_to(tmp_path: Path) -> None:
    real = tmp_path / "real.afn"
    real.write_bytes(loosely_written(AT_THE_TABLE).encode("utf-8"))
    link = tmp_path / "link.afn"
    link.symlink_to(real.name)
    result = invoke("fmt", link)
    assert result.exit_code == 0, result.output
    assert link.is_symlink()
    assert real.read_bytes() == AT_THE_TABLE.read_bytes()


# -- atomic writes ----------------------------------------------------------------------------


def failing(error: BaseException) -> Callable[..., None]:
    def fail(*_: object, **__: object) -> None:
        raise error

    return fail


def test_fmt_that_fails_mid_write_leaves_the_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(loosely_written(AT_THE_TABLE).encode("utf-8"))
    before = record.read_bytes()
    monkeypatch.setattr(
        "allfives_notation.stream.writing.os.fsync", failing(OSError(errno.ENOSPC, "No space left on device"))
    )
    result = invoke("fmt", record)
    assert result.exit_code != 0, result.output
    assert f"cannot write {record}: No space left on device" in result.stderr
    assert record.read_bytes() == before
    assert folder_listing(tmp_path) == ["game.afn"]


def test_convert_that_fails_at_the_rename_leaves_the_old_output_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out.jsonl"
    out.write_text("an older file\n", encoding="utf-8")
    monkeypatch.setattr(
        "allfives_notation.stream.writing.os.replace", failing(OSError(errno.EIO, "Input/output error"))
    )
    result = invoke("convert", CLUB_NIGHT, "-o", out)
    assert result.exit_code == 2, result.output
    assert f"cannot write {out}: Input/output error" in result.stderr
    assert out.read_text(encoding="utf-8") == "an older file\n"
    assert folder_listing(tmp_path) == ["out.jsonl"]


def test_a_write_interrupted_by_anything_removes_its_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "game.afn"
    monkeypatch.setattr("allfives_notation.stream.writing.os.replace", failing(RuntimeError("power cut")))
    result = invoke("convert", TWO_PLAYERS_JSON, "-o", out)
    assert isinstance(result.exception, RuntimeError)
    assert folder_listing(tmp_path) == []


# -- schema -----------------------------------------------------------------------------------


def test_schema_prints_the_record_schema() -> None:
    result = invoke("schema")
    assert result.exit_code == 0, result.output
    schema = json.loads(result.stdout)
    assert schema["$id"].endswith("/afn.schema.json")
    Draft202012Validator.check_schema(schema)
    Draft202012Validator(schema).validate(json.loads(TWO_PLAYERS_JSON.read_text(encoding="utf-8")))


def test_schema_rules_prints_the_rule_set_schema() -> None:
    result = invoke("schema", "--rules")
    assert result.exit_code == 0, result.output
    schema = json.loads(result.stdout)
    assert schema["$id"].endswith("/ruleset.schema.json")
    Draft202012Validator.check_schema(schema)
    rules = invoke("rules", "allfives target=150", "--json")
    Draft202012Validator(schema).validate(json.loads(rules.stdout))


# -- generate ---------------------------------------------------------------------------------


def test_generate_jsonl_gives_one_line_a_game_and_each_validates() -> None:
    result = invoke("generate", "--count", "3", "--format", "jsonl", "--seed", "4", "-n", "2")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == 3
    assert [json.loads(line)["seed"] for line in lines] == [4, 5, 6]
    checked = invoke("validate", "-", input=result.stdout)
    assert checked.exit_code == 0, checked.output
    assert closing_line(checked.output).startswith("checked 1 file, 3 games, ")
    assert closing_line(checked.output).endswith("(all valid)")


@pytest.mark.parametrize(
    ("view", "tag"), [("player:Ben", "player Ben"), ("player:1", "player Ann"), ("public", "public")]
)
def test_generate_a_limited_view_validates_clean(view: str, tag: str) -> None:
    result = invoke("generate", "--view", view, "--seed", "2", "-n", "2")
    assert result.exit_code == 0, result.output
    assert f'[View "{tag}"]' in result.stdout
    checked = invoke("validate", "-", input=result.stdout)
    assert checked.exit_code == 0, checked.output
    assert "(all valid)" in checked.output


def test_generate_is_reproducible_from_its_seed() -> None:
    args = ["generate", "-c", "2", "-f", "jsonl", "-n", "3", "-p", "greedy"]
    first = invoke(*args, "--seed", "11")
    assert first.exit_code == 0, first.output
    assert invoke(*args, "--seed", "11").stdout == first.stdout
    assert invoke(*args, "--seed", "12").stdout != first.stdout


def test_generate_many_games_as_one_json_document_is_refused(tmp_path: Path) -> None:
    result = invoke("generate", "--format", "json", "--count", "2")
    assert result.exit_code == 2, result.output
    assert "a JSON document holds one game: use --format jsonl for more" in result.stderr
    assert result.stdout == ""
    by_suffix = invoke("generate", "--count", "2", "-o", tmp_path / "games.json")
    assert by_suffix.exit_code == 2, by_suffix.output
    assert folder_listing(tmp_path) == []


@pytest.mark.parametrize(
    ("view", "words"),
    [
        ("secret", "--view is open, public or player:NAME, not 'secret'"),
        ("player:Zed", "'Zed' is not at the table: the seats are Ann, Ben, Cat, Dan (or 1 to 4)"),
        ("player:5", "'5' is not at the table"),
        ("player:", "--view is open, public or player:NAME, not 'player:'"),
    ],
)
def test_generate_a_bad_view_is_exit_2_with_a_message(view: str, words: str) -> None:
    result = invoke("generate", "--view", view)
    assert result.exit_code == 2, result.output
    assert words in result.stderr
    assert result.stdout == ""
    assert "Traceback" not in result.output


def test_generate_to_a_file_writes_records_that_validate(tmp_path: Path) -> None:
    out = tmp_path / "games.afn"
    result = invoke("generate", "-c", "2", "-s", "9", "-n", "3", "-o", out)
    assert result.exit_code == 0, result.output
    assert f"wrote 2 games to {out}" in result.stderr
    assert result.stdout == ""
    text = out.read_text(encoding="utf-8")
    assert text.count('[Format "AFN 1.0"]') == 2
    assert "\n\n\n" not in text
    checked = invoke("validate", out)
    assert checked.exit_code == 0, checked.output
    assert closing_line(checked.output).startswith("checked 1 file, 2 games, ")
    assert invoke("fmt", "--check", out).exit_code == 0
    assert folder_listing(tmp_path) == ["games.afn"]


# -- summary ----------------------------------------------------------------------------------


def test_summary_of_a_valid_game_names_the_winner() -> None:
    result = invoke("summary", TWO_PLAYERS)
    assert result.exit_code == 0, result.output
    assert "won by Ben" in result.stdout
    assert "Ann" in result.stdout


def test_summary_json_is_one_object_a_game_then_the_totals() -> None:
    result = invoke("summary", "--format", "json", CLUB_NIGHT_JSONL)
    assert result.exit_code == 0, result.output
    *games, totals = [json.loads(line) for line in result.stdout.splitlines()]
    assert [game["format"] for game in games] == ["AFN summary 1.0"] * 3
    assert totals["format"] == "AFN summary totals 1.0" and totals["games"] == 3
    single = json.loads(invoke("summary", "-f", "json", TWO_PLAYERS).stdout)
    assert single["winner"] == "Ben"
    assert single["valid"] is True


def test_summary_totals_shows_only_the_totals_the_whole_summary_ends_with() -> None:
    whole = [
        json.loads(line) for line in invoke("summary", "-f", "json", CLUB_NIGHT_JSONL).stdout.splitlines()
    ]
    result = invoke("summary", "--totals", "-f", "json", CLUB_NIGHT_JSONL)
    assert result.exit_code == 0, result.output
    assert [json.loads(line) for line in result.stdout.splitlines()] == [whole[-1]]
    one = [
        json.loads(line)
        for line in invoke("summary", "--totals", "-f", "json", TWO_PLAYERS).stdout.splitlines()
    ]
    assert [(totals["format"], totals["games"]) for totals in one] == [("AFN summary totals 1.0", 1)]
    text = invoke("summary", "--totals", CLUB_NIGHT_JSONL).stdout
    assert "won by" not in text and text.strip()
    assert invoke("summary", "--totals", UNKNOWN_ARM).exit_code == 1


def test_summary_markdown_has_a_pipe_table() -> None:
    result = invoke("summary", "--format", "markdown", TWO_PLAYERS)
    assert result.exit_code == 0, result.output
    rows = [line for line in result.stdout.splitlines() if line.startswith("|") and line.endswith("|")]
    assert len(rows) >= 3
    assert any(re.fullmatch(r"\|( *:?-+:? *\|)+", row) for row in rows), rows


def test_summary_exit_code_is_that_of_validate(tmp_path: Path) -> None:
    assert invoke("summary", UNKNOWN_ARM).exit_code == 1
    assert invoke("summary", tmp_path / "nowhere.afn").exit_code == 2
    bad = invoke("summary", "--format", "html", TWO_PLAYERS)
    assert bad.exit_code == 2
    assert "--format is text, json or markdown, not 'html'" in bad.stderr


def test_summary_of_a_missing_file_says_it_cannot_be_read(tmp_path: Path) -> None:
    result = invoke("summary", tmp_path / "nowhere.afn")
    assert result.exit_code == 2, result.output
    assert "cannot read" in result.output


# -- help and usage errors ----------------------------------------------------------------------

COMMANDS = ["validate", "summary", "convert", "fmt", "play", "rules", "schema", "generate"]


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help_with_examples(command: str) -> None:
    result = invoke(command, "--help")
    assert result.exit_code == 0, result.output
    assert "Examples" in result.output
    assert f"allfives {command}" in result.output


def test_the_application_help_lists_every_command() -> None:
    result = invoke("--help")
    assert result.exit_code == 0, result.output
    for command in COMMANDS:
        assert re.search(rf"^\W*{command}\b", result.output, re.M), command


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["validate", "--format", "yaml", TWO_PLAYERS], "--format is text, json, github, sarif or junit"),
        (["validate", "--max-errors", "-1", TWO_PLAYERS], "--max-errors"),
        (["validate", "--max-errors", "many", TWO_PLAYERS], "--max-errors"),
        (["validate", "--bogus", TWO_PLAYERS], "--bogus"),
        (["validate"], "Missing argument"),
        (["summary", "--format", "pdf", TWO_PLAYERS], "--format is text, json or markdown, not 'pdf'"),
        (["convert", TWO_PLAYERS], "Missing option"),
        (["fmt"], "Missing argument"),
        (["generate", "--count", "0"], "--count"),
        (["generate", "--players", "7"], "--players"),
        (["generate", "--format", "xml"], "--format is text, json or jsonl, not 'xml'"),
        (["generate", "--rules", "allfives muggings=on"], "did you mean 'muggins'?"),
        (["generate", "--seed", "abc"], "--seed"),
        (["generate", "-p", "clever"], "unknown player kind 'clever'"),
        (["schema", "--bogus"], "--bogus"),
        (["nosuchcommand"], "nosuchcommand"),
    ],
)
def test_bad_option_values_are_exit_2_without_a_traceback(args: list[object], words: str) -> None:
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert words in result.stderr, result.stderr
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


# -- internal errors --------------------------------------------------------------------------


def run_main(monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    monkeypatch.setattr(sys, "argv", ["allfives", *args])
    with pytest.raises(SystemExit) as stopped:
        main()
    return int(stopped.value.code or 0)


def test_an_internal_error_is_exit_3_and_asks_for_a_report(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(checking, "check_files", failing(RuntimeError("the boneyard caught fire")))
    assert run_main(monkeypatch, "validate", str(TWO_PLAYERS)) == 3
    shown = capsys.readouterr()
    assert "allfives: internal error (RuntimeError: the boneyard caught fire)" in shown.err
    assert "please report it" in shown.err
    assert "--debug" in shown.err
    assert "Traceback" not in shown.out + shown.err


def test_an_internal_error_with_debug_shows_the_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(checking, "check_files", failing(RuntimeError("the boneyard caught fire")))
    assert run_main(monkeypatch, "--debug", "validate", str(TWO_PLAYERS)) == 3
    shown = capsys.readouterr()
    assert "Traceback (most recent call last)" in shown.err
    assert "RuntimeError: the boneyard caught fire" in shown.err
    assert "please report it" not in shown.err


def test_main_passes_ordinary_exit_codes_through(monkeypatch: pytest.MonkeyPatch) -> None:
    assert run_main(monkeypatch, "validate", "--quiet", str(TWO_PLAYERS)) == 0
    assert run_main(monkeypatch, "validate", "--quiet", str(UNKNOWN_ARM)) == 1
    assert run_main(monkeypatch, "validate", "--format", "yaml", str(TWO_PLAYERS)) == 2


# ---- telling the forms apart, and where findings are -------------------------------------


def test_a_text_record_may_start_with_a_comment_in_braces(tmp_path: Path) -> None:
    record = tmp_path / "commented"  # no suffix: the content alone decides
    record.write_text(
        "{Club night, table 3}\n" + (SAMPLES / "at-the-table.afn").read_text(), encoding="utf-8"
    )
    result = invoke("validate", str(record))
    assert result.exit_code == 0, result.output
    assert "valid; won by Ann" in result.stdout


def test_an_indented_json_document_is_one_game_whatever_its_first_line(tmp_path: Path) -> None:
    document = json.loads((SAMPLES / "two-players-open.json").read_text(encoding="utf-8"))
    text = json.dumps(document).replace(', "seats"', ',\n  "seats"', 1)
    assert not text.startswith("{\n")
    record = tmp_path / "odd.json"
    record.write_text(text, encoding="utf-8")
    result = invoke("validate", str(record))
    assert result.exit_code == 0, result.output
    assert closing_line(result.stdout).startswith("checked 1 file, 1 game,")


def test_folders_are_searched_without_their_hidden_folders(tmp_path: Path) -> None:
    (tmp_path / ".venv").mkdir()
    (tmp_path / ".venv" / "broken.json").write_text("{", encoding="utf-8")
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "good.afn").write_text((SAMPLES / "at-the-table.afn").read_text(), encoding="utf-8")
    result = invoke("validate", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert closing_line(result.stdout).startswith("checked 1 file, 1 game,")


def test_every_game_of_a_json_lines_file_is_placed_by_line_and_pointer(tmp_path: Path) -> None:
    lines = (SAMPLES / "club-night.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    lines[0] = lines[0].replace('"points":10', '"points":15', 1)
    lines[2] = lines[2].replace('"points":10', '"points":15', 1)
    record = tmp_path / "club.jsonl"
    record.write_text("".join(lines), encoding="utf-8")
    result = invoke("validate", str(record), "--format", "json")
    assert result.exit_code == 1
    found = [json.loads(line) for line in result.stdout.splitlines()]
    places = [item["where"] for item in found if item["type"] == "diagnostic"]
    assert [where.split("#")[0] for where in places] == [f"{record}:1", f"{record}:3"]
    assert all("#/hands/" in where for where in places)


def test_json_findings_about_a_text_record_carry_the_line_and_a_caret(tmp_path: Path) -> None:
    record = tmp_path / "club.afn"
    text = (SAMPLES / "at-the-table.afn").read_text(encoding="utf-8")
    record.write_text(text.replace("  Ben 4-3 +15\n", "  Ben 4-3 +20\n"), encoding="utf-8")
    result = invoke("validate", str(record), "--format", "json")
    (finding,) = [json.loads(line) for line in result.stdout.splitlines() if '"diagnostic"' in line]
    assert finding["code"] == "AF301"
    assert finding["context"] == "    Ben 4-3 +20\n            ^"  # under the claim
