"""The replay page without a browser: its data, its findings at their turns, nothing fetched, the wheel."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from allfives_notation.board.html import finding_steps, game_data, page
from allfives_notation.check import Form, check_game
from allfives_notation.cli import app
from allfives_notation.notation import game_from_json, game_to_json, parse_game, parse_games
from tests.board.records import ANNOTATED, SAMPLES, WRONG_POINTS

ROOT = Path(__file__).resolve().parent.parent.parent
runner = CliRunner()


def _embedded(html: str) -> dict[str, object]:
    found = re.search(r'<script type="application/json" id="game-data">(.*?)</script>', html, re.S)
    assert found is not None
    data: dict[str, object] = json.loads(found[1])
    return data


def _page_of(text: str) -> str:
    return page([check_game(game, index=i) for i, game in enumerate(parse_games(text), 1)], "test")


def test_the_page_embeds_every_moment_of_every_hand() -> None:
    game = parse_game((SAMPLES / "two-players-open.afn").read_text(encoding="utf-8"))
    data = _embedded(_page_of((SAMPLES / "two-players-open.afn").read_text(encoding="utf-8")))
    (shown,) = data["games"]  # type: ignore[misc]
    assert [len(h["steps"]) for h in shown["hands"]] == [
        len(h.turns) + 2 for h in game.hands
    ]  # deal, turns, end
    first = shown["hands"][0]["steps"]
    assert first[1]["text"] == "Ben 6-6" and first[1]["tiles"] == 1
    assert first[3]["text"] == "Ben 6-0 +5" and first[3]["scores"] == [0, 5]


def test_the_page_needs_no_network() -> None:
    html = _page_of((SAMPLES / "four-players-partners.afn").read_text(encoding="utf-8"))
    assert "<link" not in html and "@import" not in html and "url(" not in html
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", html)
    assert "default-src 'none'" in html  # and the browser is told to fetch nothing
    assert "{{" not in html and "/*{{" not in html  # every part inlined


def test_a_comment_cannot_end_the_embedded_data_early() -> None:
    text = ANNOTATED.replace("{sound ", "{sound </script><!-- ", 1)
    html = _page_of(text)
    assert html.count("</script>") == 2  # the data's and the viewer's, nothing from the record
    step = _embedded(html)["games"][0]["hands"][0]["steps"][3]  # type: ignore[index]
    assert step["comments"] == ["sound </script><!--"]


def test_analysis_is_carried_to_its_turn() -> None:
    step = _embedded(_page_of(ANNOTATED))["games"][0]["hands"][0]["steps"][3]  # type: ignore[index]
    assert step["analysis"] == {"eval": 4.5, "best": "6-0 E", "bestValue": 6.0, "count": 5, "win": 0.52}
    assert step["comments"] == ["sound"]


def test_R15_a_wrong_claim_is_marked_at_its_turn() -> None:
    game = parse_game(WRONG_POINTS)
    report = check_game(game)
    assert [(h, s, d.code) for h, s, d in finding_steps(game, report.diagnostics)] == [(0, 3, "AF301")]
    steps = game_data(report)["hands"][0]["steps"]
    assert [f["code"] for f in steps[3]["findings"]] == ["AF301"]
    assert not any(step["findings"] for i, step in enumerate(steps) if i != 3)


def test_json_findings_are_placed_by_their_pointer() -> None:
    game = game_from_json(game_to_json(parse_game(WRONG_POINTS)))
    report = check_game(game, form=Form.JSON)
    assert [(h, s, d.code) for h, s, d in finding_steps(game, report.diagnostics)] == [(0, 3, "AF301")]


def test_a_player_record_keeps_the_other_hands_hidden() -> None:
    data = _embedded(_page_of((SAMPLES / "player-view.afn").read_text(encoding="utf-8")))
    deal = data["games"][0]["hands"][0]["steps"][0]  # type: ignore[index]
    ben = data["games"][0]["seats"].index("Ben")  # type: ignore[index]
    assert [len(h["known"]) for h in deal["hands"]] == [5 if s == ben else 0 for s in range(4)]
    assert [h["hidden"] for h in deal["hands"]] == [0 if s == ben else 5 for s in range(4)]


def test_html_command_writes_one_page(tmp_path: Path) -> None:
    out = tmp_path / "club.html"
    result = runner.invoke(app, ["html", str(SAMPLES / "club-night.afn"), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "wrote 3 games" in result.output
    assert len(_embedded(out.read_text(encoding="utf-8"))["games"]) == 3  # type: ignore[arg-type]


def test_html_command_refuses_to_write_over_its_input(tmp_path: Path) -> None:
    record = tmp_path / "game.afn"
    record.write_text(WRONG_POINTS, encoding="utf-8")
    result = runner.invoke(app, ["html", str(record), "-o", str(record)])
    assert result.exit_code == 2, result.output
    assert record.read_text(encoding="utf-8") == WRONG_POINTS


def test_html_command_of_a_record_that_does_not_read(tmp_path: Path) -> None:
    record = tmp_path / "broken.afn"
    record.write_text('[Seats "Ann, Ben"]\nhand 1, Ann leads\n  Ann 9-9\n', encoding="utf-8")
    result = runner.invoke(app, ["html", str(record), "-o", str(tmp_path / "out.html")])
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output and not (tmp_path / "out.html").exists()


def test_the_wheel_carries_the_page(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (built,) = tmp_path.glob("allfives_notation-*.whl")
    names = set(zipfile.ZipFile(built).namelist())
    for part in ("viewer.html", "viewer.css", "viewer.js"):
        assert f"allfives_notation/board/page/{part}" in names


@pytest.mark.parametrize("name", ["viewer.html", "viewer.css", "viewer.js"])
def test_the_page_files_are_real_files_in_the_package(name: str) -> None:
    assert (ROOT / "allfives_notation" / "board" / "page" / name).stat().st_size > 500


def test_html_to_standard_output() -> None:
    result = runner.invoke(app, ["html", str(SAMPLES / "two-players-open.afn"), "-o", "-"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("<!DOCTYPE html>") and len(_embedded(result.output)["games"]) == 1  # type: ignore[arg-type]


def test_board_stays_in_its_layer() -> None:
    import ast

    above = (
        "allfives_notation.stream",
        "allfives_notation.cli",
        "allfives_notation.files",
        "allfives_notation.render",
    )
    for module in (ROOT / "allfives_notation" / "board").glob("*.py"):
        tree = ast.parse(module.read_text(encoding="utf-8"))
        imported = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
        assert not [name for name in imported if name.startswith(above)], module.name


def test_html_of_json_lines_marks_a_finding_at_its_turn(tmp_path: Path) -> None:
    lines = tmp_path / "games.jsonl"
    open_game = parse_game((SAMPLES / "two-players-open.afn").read_text(encoding="utf-8"))
    wrong = parse_game(WRONG_POINTS)
    lines.write_text(
        "".join(json.dumps(game_to_json(g)) + "\n" for g in (open_game, wrong)),
        encoding="utf-8",
    )
    out = tmp_path / "games.html"
    result = runner.invoke(app, ["html", str(lines), "-o", str(out)])
    assert result.exit_code == 0, result.output
    second = _embedded(out.read_text(encoding="utf-8"))["games"][1]  # type: ignore[index]
    (finding,) = second["hands"][0]["steps"][3]["findings"]
    assert finding["code"] == "AF301" and finding["where"].endswith(":2#/hands/0/turns/2/points")


INVALID = sorted(p for p in (SAMPLES / "invalid").iterdir() if p.suffix in (".afn", ".json", ".jsonl"))


@pytest.mark.parametrize("sample", INVALID, ids=[p.name for p in INVALID])
def test_every_invalid_sample_gets_a_page_or_a_clear_refusal(sample: Path, tmp_path: Path) -> None:
    out = tmp_path / "page.html"
    made = runner.invoke(app, ["html", str(sample), "-o", str(out)])
    shown = runner.invoke(app, ["show", str(sample), "--ascii"])
    for result in (made, shown):
        assert result.exit_code in (0, 1), result.output
        assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    if made.exit_code == 0:  # read, so drawn, with what validate finds marked
        data = _embedded(out.read_text(encoding="utf-8"))
        marked = [f for g in data["games"] for h in g["hands"] for s in h["steps"] for f in s["findings"]]  # type: ignore[attr-defined, index]
        loose = [f for g in data["games"] for f in g["findings"]]  # type: ignore[attr-defined, index]
        assert marked or loose
        assert "marked at their turns" in made.output
