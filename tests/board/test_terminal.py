"""Terminal diagrams of hand-made layouts, pinned as golden files; and the ``show`` command.

The golden files live in tests/golden/board/, one per case. After a change meant to alter
them, regenerate and read the difference:

    UPDATE_GOLDEN=1 .venv/bin/pytest tests/board/test_terminal.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from allfives_notation.board import draw, game_positions
from allfives_notation.board.terminal import glyph
from allfives_notation.cli import app
from tests.board.layouts import layout

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "board"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
REGENERATE = "run: UPDATE_GOLDEN=1 .venv/bin/pytest tests/board/test_terminal.py"
SAMPLES = Path(__file__).resolve().parent.parent.parent / "samples"

#: case: (layout, step or None for the last, columns, ASCII)
CASES: dict[str, tuple[str, int | None, int, bool]] = {
    "spinner-led": ("spinner-led", None, 80, False),
    "spinner-led-ascii": ("spinner-led", None, 80, True),
    "spinner-mid-line": ("spinner-mid-line", None, 80, False),
    "spinner-mid-line-before-cross": ("spinner-mid-line", 3, 80, True),
    "four-arms-doubles": ("four-arms-doubles", None, 80, False),
    "four-arms-doubles-ascii": ("four-arms-doubles", None, 80, True),
    "long-line-wrapped": ("long-line", None, 40, False),
    "long-line-wrapped-ascii": ("long-line", None, 60, True),
    "long-arms-spinner-ascii": ("long-arms-spinner", None, 60, True),
    "narrow-terminal": ("long-arms-spinner", None, 24, False),
    "narrow-terminal-ascii": ("four-arms-doubles", None, 30, True),
    "nothing-yet": ("nothing-yet", None, 80, False),
}


def _drawn(case: str) -> str:
    name, step, columns, ascii_only = CASES[case]
    record = layout(name)
    moments = game_positions(record)[0]
    position = moments[-1] if step is None else moments[step]
    assert position.problem is None, position.problem
    return draw(record, position, columns=columns, ascii_only=ascii_only)


@pytest.mark.parametrize("case", sorted(CASES))
def test_diagram_matches_its_golden_file(case: str) -> None:
    written = _drawn(case)
    golden = GOLDEN / f"{case}.txt"
    if UPDATE:
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(written, encoding="utf-8", newline="\n")
    assert golden.exists(), f"no golden file {golden.name}; {REGENERATE}"
    assert written == golden.read_text(encoding="utf-8"), (
        f"{golden.name} differs; if that is meant, {REGENERATE}"
    )


def test_every_golden_file_belongs_to_a_case() -> None:
    assert {path.name for path in GOLDEN.iterdir()} == {f"{case}.txt" for case in CASES}


@pytest.mark.parametrize("case", sorted(CASES))
def test_diagram_fits_its_width(case: str) -> None:
    columns = CASES[case][2]
    board = _drawn(case).split("\n\n")[1]  # the title, then the board, then the ends and hands
    assert all(len(line) <= columns for line in board.splitlines()), board


def test_ascii_diagram_is_ascii() -> None:
    assert _drawn("four-arms-doubles-ascii").isascii()


def test_glyphs_are_the_unicode_dominoes() -> None:
    assert glyph(0, 0, False) == "\U0001f031"  # DOMINO TILE HORIZONTAL-00-00
    assert glyph(6, 6, False) == "\U0001f061"
    assert glyph(0, 0, True) == "\U0001f063"  # DOMINO TILE VERTICAL-00-00
    assert glyph(6, 6, True) == "\U0001f093"
    assert glyph(5, 3, False) == "\U0001f031"[0:0] + chr(0x1F031 + 5 * 7 + 3)


def test_R14_spinner_mid_line_opens_north_and_south_above_and_below_it() -> None:
    lines = _drawn("spinner-mid-line").split("\n\n")[1].splitlines()
    spinner_row = next(i for i, line in enumerate(lines) if glyph(4, 4, True) in line)
    column = lines[spinner_row].index(glyph(4, 4, True))
    assert lines[spinner_row - 1][column] == glyph(0, 4, True)  # 4-0 north: the 0 away from the spinner
    assert lines[spinner_row + 1][column] == glyph(4, 3, True)  # 4-3 south: the 3 away from it


# ---- the show command --------------------------------------------------------------------

runner = CliRunner()


def test_show_draws_the_moment_asked_for() -> None:
    result = runner.invoke(
        app, ["show", str(SAMPLES / "two-players-open.afn"), "--hand", "1", "--turn", "3", "--ascii"]
    )
    assert result.exit_code == 0, result.output
    assert result.output.startswith("hand 1, turn 3 of ")
    assert "open ends" in result.output and "boneyard" in result.output and "score" in result.output


def test_show_takes_a_findings_file_and_line() -> None:
    name = str(SAMPLES / "club-night.afn")
    lines = Path(name).read_text(encoding="utf-8").splitlines()
    line = next(i for i, text in enumerate(lines, start=1) if text.startswith("  Dan 6-0 +15"))
    result = runner.invoke(app, ["show", name, "--turn", f"{name}:{line}:3", "--ascii"])
    assert result.exit_code == 0, result.output
    assert "turn 14 of 18: Dan 6-0 +15" in result.output
    assert (
        "[6|0]*" in result.output
        or "[0|6]*" in result.output
        or "(6:0)*" in result.output
        or "(0:6)*" in result.output
    )


def test_show_takes_a_json_pointer() -> None:
    result = runner.invoke(
        app, ["show", str(SAMPLES / "two-players-open.json"), "--turn", "/hands/0/turns/0", "--ascii"]
    )
    assert result.exit_code == 0, result.output
    assert "turn 1 of" in result.output


def test_show_hides_what_a_public_record_does_not_know() -> None:
    result = runner.invoke(
        app, ["show", str(SAMPLES / "public-view.afn"), "--hand", "1", "--turn", "2", "--ascii"]
    )
    assert result.exit_code == 0, result.output
    assert "[###]" in result.output and "hidden)" in result.output


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["--turn", "999"], "turns (0 is the deal"),
        (["--hand", "42"], "--hand 42"),
        (["--game", "3"], "--game 3"),
        (["--turn", "sideways"], "give a turn of the hand"),
        (["--turn", "L1"], "before the first hand"),
    ],
)
def test_show_says_what_is_wrong_with_a_moment(arguments: list[str], said: str) -> None:
    result = runner.invoke(app, ["show", str(SAMPLES / "two-players-open.afn"), *arguments])
    assert result.exit_code == 2, result.output
    assert said in result.output
    assert "Traceback" not in result.output


def test_show_of_a_file_that_is_not_there_is_a_usage_error(tmp_path: Path) -> None:
    result = runner.invoke(app, ["show", str(tmp_path / "nothing.afn")])
    assert result.exit_code == 2, result.output


def test_the_readme_shows_what_show_really_prints(monkeypatch: pytest.MonkeyPatch) -> None:
    command = "allfives show samples/four-players-partners.afn --hand 1 --turn 12 --ascii --width 64"
    readme = (SAMPLES.parent / "README.md").read_text(encoding="utf-8")
    shown = readme.split(f"$ {command}\n", 1)[1].split("```", 1)[0]
    monkeypatch.chdir(SAMPLES.parent)
    result = runner.invoke(app, command.split()[1:])
    assert result.exit_code == 0, result.output
    assert result.output == shown


@pytest.mark.parametrize("command", ["show", "html"])
def test_help_gives_an_example_and_no_bool_metavar(command: str) -> None:
    result = runner.invoke(app, [command, "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert f"allfives {command} samples/" in result.output
    ours = [line for line in result.output.splitlines() if "--" in line and "--help" not in line]
    assert ours and not any("<bool>" in line for line in ours)


def test_show_reads_standard_input() -> None:
    text = (SAMPLES / "two-players-open.afn").read_text(encoding="utf-8")
    result = runner.invoke(app, ["show", "-", "--turn", "0", "--ascii"], input=text)
    assert result.exit_code == 0, result.output
    assert "the deal: Ben leads" in result.output and "nothing on the table yet" in result.output


def test_show_names_the_findings_at_its_moment(tmp_path: Path) -> None:
    from tests.board.records import WRONG_POINTS

    record = tmp_path / "wrong.afn"
    record.write_text(WRONG_POINTS, encoding="utf-8")
    line = WRONG_POINTS.splitlines().index("  Ben 6-0 +10") + 1
    at_it = runner.invoke(app, ["show", str(record), "--turn", f"{record}:{line}:11", "--ascii"])
    assert at_it.exit_code == 0, at_it.output
    assert f"{record}:{line}:11: error AF301" in at_it.output
    after = runner.invoke(app, ["show", str(record), "--hand", "1", "--turn", "4", "--ascii"])
    assert "AF301" not in after.output


def test_R16_the_ends_say_what_each_adds_to_the_count() -> None:
    record = layout("spinner-led")
    moments = game_positions(record)[0]
    from allfives_notation.board.terminal import ends_text

    assert ends_text(moments[1]) == (
        "open ends W 5 (a free side of the lead), E 5 (a free side of the lead), the lead double 5-5"
        " counts 10 while a side is free; count 10 (a multiple of five)"
    )
    assert ends_text(moments[3]) == (
        "open ends W 6, E 0, N 5 (counts once played on), S 5 (counts once played on); count 6"
    )


def test_show_takes_a_json_lines_finding_s_line_and_pointer() -> None:
    name = str(SAMPLES / "club-night.jsonl")
    by_pointer = runner.invoke(app, ["show", name, "--turn", f"{name}:2#/hands/0/turns/4", "--ascii"])
    by_numbers = runner.invoke(app, ["show", name, "--game", "2", "--hand", "1", "--turn", "5", "--ascii"])
    assert by_pointer.exit_code == 0, by_pointer.output
    assert by_pointer.output == by_numbers.output and by_pointer.output.startswith("game 2 of 3")


def test_show_gives_a_study_engine_s_verdict_on_the_move(tmp_path: Path) -> None:
    from tests.board.records import ANNOTATED

    record = tmp_path / "study.afn"
    record.write_text(ANNOTATED, encoding="utf-8")
    result = runner.invoke(app, ["show", str(record), "--hand", "1", "--turn", "3", "--ascii"])
    assert result.exit_code == 0, result.output
    assert "analysis: value 4.5, best 6-0 E (6.0), loses 1.5, count 5, chance to win 52%" in result.output
    next_turn = runner.invoke(app, ["show", str(record), "--hand", "1", "--turn", "4", "--ascii"])
    assert "analysis:" not in next_turn.output
