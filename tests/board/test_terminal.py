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
from allfives_notation.board.position import Position
from allfives_notation.board.terminal import Faces, glyph
from allfives_notation.cli import app
from allfives_notation.record.model import GameRecord
from tests.board.layouts import layout

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "board"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
REGENERATE = "run: UPDATE_GOLDEN=1 .venv/bin/pytest tests/board/test_terminal.py"
SAMPLES = Path(__file__).resolve().parent.parent.parent / "samples"

BOX, ASCII, GLYPHS = Faces.BOX, Faces.ASCII, Faces.GLYPHS
#: case: (layout, step or None for the last, columns, faces)
CASES: dict[str, tuple[str, int | None, int, Faces]] = {
    "spinner-led": ("spinner-led", None, 80, BOX),
    "spinner-led-ascii": ("spinner-led", None, 80, ASCII),
    "spinner-led-glyphs": ("spinner-led", None, 80, GLYPHS),
    "spinner-mid-line": ("spinner-mid-line", None, 80, BOX),
    "spinner-mid-line-before-cross": ("spinner-mid-line", 3, 80, ASCII),
    "four-arms-doubles": ("four-arms-doubles", None, 80, BOX),
    "four-arms-doubles-ascii": ("four-arms-doubles", None, 80, ASCII),
    "four-arms-doubles-glyphs": ("four-arms-doubles", None, 80, GLYPHS),
    "long-line-wrapped": ("long-line", None, 40, BOX),
    "long-line-wrapped-ascii": ("long-line", None, 60, ASCII),
    "long-line-wrapped-glyphs": ("long-line", None, 40, GLYPHS),
    "long-arms-spinner": ("long-arms-spinner", None, 60, BOX),
    "long-arms-spinner-ascii": ("long-arms-spinner", None, 60, ASCII),
    "east-bends-under-spinner": ("east-bends-under-spinner", None, 50, BOX),
    "narrow-terminal": ("long-arms-spinner", None, 24, GLYPHS),
    "narrow-terminal-ascii": ("four-arms-doubles", None, 30, ASCII),
    "nothing-yet": ("nothing-yet", None, 80, BOX),
    "five-up": ("five-up", None, 80, BOX),
    "five-up-narrow-ascii": ("five-up", None, 40, ASCII),
}


def _position(name: str, step: int | None) -> tuple[GameRecord, Position]:
    record = layout(name)
    moments = game_positions(record)[0]
    position = moments[-1] if step is None else moments[step]
    assert position.problem is None, position.problem
    return record, position


def _drawn(case: str) -> str:
    name, step, columns, faces = CASES[case]
    return draw(*_position(name, step), columns=columns, faces=faces)


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


def test_the_default_tiles_are_in_characters_every_terminal_font_has() -> None:
    for case, (_, _, _, faces) in CASES.items():
        if faces is BOX:  # box drawing (U+2500 to U+257F) and ASCII, no domino glyphs
            assert all(ord(c) < 128 or 0x2500 <= ord(c) <= 0x257F for c in _drawn(case)), case


def test_R13_an_upright_tile_is_a_box_its_top_half_above_its_bottom_half() -> None:
    lines = _drawn("spinner-mid-line").split("\n\n")[1].splitlines()
    top = next(i for i, line in enumerate(lines) if "┌0┐" in line)  # 4-0 north: the 0 away from the spinner
    column = lines[top].index("┌0┐")
    stack = [line[column : column + 3] for line in lines[top : top + 9]]
    assert stack == ["┌0┐", "│─│", "└4┘", "┌4┐", "│─│", "└4┘", "┌4┐", "│─│", "└3┘"]  # 4-0, the spinner, 4-3
    assert "[2|4]  │─│  [4|6]" in lines[top + 4]  # the line runs through the spinner's middle


@pytest.mark.parametrize("columns", [20, 23, 31, 40, 57, 64, 80, 119])
@pytest.mark.parametrize("faces", list(Faces))
def test_words_wrap_at_word_boundaries_at_any_width(columns: int, faces: Faces) -> None:
    record, position = _position("four-arms-doubles", None)
    drawn = draw(record, position, columns=columns, faces=faces).split("\n\n")
    words = [drawn[0], *drawn[2:]] if position.on_table else drawn  # all but the picture
    for part in words:
        for line in part.splitlines():  # a word longer than the width stands alone on its line
            assert len(line) <= columns or " " not in line.strip(), (columns, line)
    said = " ".join(" ".join(part.split()) for part in words)
    for whole in ("open ends W 6-6 (12), E 0-0 (0), N 4-4 (8), S 2-2 (4); count 24", "* the latest tile"):
        assert whole in said, (columns, said)  # no word cut in two, none lost


def test_glyphs_are_the_unicode_dominoes() -> None:
    assert glyph(0, 0, False) == "\U0001f031"  # DOMINO TILE HORIZONTAL-00-00
    assert glyph(6, 6, False) == "\U0001f061"
    assert glyph(0, 0, True) == "\U0001f063"  # DOMINO TILE VERTICAL-00-00
    assert glyph(6, 6, True) == "\U0001f093"
    assert glyph(5, 3, False) == "\U0001f031"[0:0] + chr(0x1F031 + 5 * 7 + 3)


def test_R14_spinner_mid_line_opens_north_and_south_above_and_below_it() -> None:
    lines = draw(*_position("spinner-mid-line", None), faces=GLYPHS).split("\n\n")[1].splitlines()
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


def test_show_draws_readable_tiles_by_default_and_glyphs_by_option() -> None:
    name = str(SAMPLES / "two-players-open.afn")
    default = runner.invoke(app, ["show", name, "--hand", "1", "--turn", "3"])
    glyphs = runner.invoke(app, ["show", name, "--hand", "1", "--turn", "3", "--glyphs"])
    assert default.exit_code == 0 and glyphs.exit_code == 0, default.output + glyphs.output
    assert "[6|0]*" in default.output or "[0|6]*" in default.output
    assert "│─│" in default.output  # the spinner 6-6, upright across the line
    assert not any(0x1F030 <= ord(c) <= 0x1F093 for c in default.output)
    assert glyph(6, 6, True) in glyphs.output and "[6|0]" not in glyphs.output
    both = runner.invoke(app, ["show", name, "--ascii", "--glyphs"])
    assert both.exit_code == 2 and "give one of them" in both.output


def test_show_takes_a_findings_file_and_line() -> None:
    name = str(SAMPLES / "club-night.afn")
    lines = Path(name).read_text(encoding="utf-8").splitlines()
    line = next(i for i, text in enumerate(lines, start=1) if text.startswith("  Dan 6-0 +15"))
    result = runner.invoke(app, ["show", name, "--turn", f"{name}:{line}:3", "--ascii"])
    assert result.exit_code == 0, result.output
    assert "turn 14 of 18: Dan 6-0 +15" in result.output
    drawn = result.output.splitlines()
    (marked,) = [i for i, text in enumerate(drawn) if "*" in text and "latest" not in text]
    at = drawn[marked].index("*")
    if drawn[marked][at - 1] == "]":  # along the line
        assert drawn[marked][at - 5 : at] in ("[6|0]", "[0|6]")
    else:  # upright, its halves above and below the mark's line
        halves = {drawn[marked - 1][at - 3 : at], drawn[marked + 1][at - 3 : at]}
        assert halves == {"+6+", "+0+"} and drawn[marked][at - 3 : at] == "|-|"


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
        (
            ["--turn", "999"],
            "--turn 999: hand 6 has 3 turns; the last is turn 3: Ben 5-2 W +10 (0 is the deal",
        ),
        (["--hand", "42"], "--hand 42: game 1 has hands 1 to 6"),
        (["--game", "3"], "--game 3: the file holds 1 game, numbered from 1"),
        (["--turn", "sideways"], "give a turn of the hand"),
        (["--turn", "L1"], "before the first hand"),
        (
            ["--turn", "L157"],
            "line 157 is past the end of the file (156 lines); the last turn is on line 154, hand 6",
        ),
        (["--turn", "/hands/9"], "/hands/9: game 1 has 6 hands"),
        (
            ["--turn", "/hands/0/turns/40"],
            "/hands/0/turns/40: hand 1 has 19 turns; the last is turn 19: Ben 3-3",
        ),
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
    command = "allfives show samples/four-players-partners.afn --hand 1 --turn 12 --width 64"
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
