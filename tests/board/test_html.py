"""The replay page without a browser: its data, its findings at their turns, nothing fetched, the wheel."""

from __future__ import annotations

import json
import os
import re
import stat
import subprocess
import sys
import threading
import zipfile
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from allfives_notation.board.html import finding_steps, game_data, page
from allfives_notation.check import Form, check_game
from allfives_notation.cli import app
from allfives_notation.engine import Table, play_game
from allfives_notation.engine.tiles import Tile
from allfives_notation.notation import game_from_json, game_to_json, parse_game, parse_games, write_games
from allfives_notation.record import record_of
from allfives_notation.stream import BATCH_CHARS
from tests.board.records import ANNOTATED, SAMPLES, STUDIED, WRONG_POINTS

ROOT = Path(__file__).resolve().parent.parent.parent
runner = CliRunner()


def _games(html: str) -> list[dict[str, Any]]:
    """Each game's data in a page, in order, and the list of games agreeing with them."""
    found = re.findall(r'<script type="application/json" id="game-(\d+)">(.*?)</script>', html, re.S)
    assert [int(n) for n, _ in found] == list(range(1, len(found) + 1))
    listed = re.search(r'<script type="application/json" id="games">(.*?)</script>', html, re.S)
    assert listed is not None
    games = [json.loads(text) for _, text in found]
    assert [entry["title"] for entry in json.loads(listed[1])] == [game["title"] for game in games]
    return games


def _page_of(text: str) -> str:
    return page([check_game(game, index=i) for i, game in enumerate(parse_games(text), 1)], "test")


def _open_sample() -> str:
    return (SAMPLES / "two-players-open.afn").read_text(encoding="utf-8")


def test_the_page_stores_each_turn_once_with_what_the_engine_made_of_it() -> None:
    game = parse_game(_open_sample())
    (shown,) = _games(_page_of(_open_sample()))
    assert [len(h["turns"]) for h in shown["hands"]] == [len(h.turns) for h in game.hands]
    first = shown["hands"][0]["turns"]
    ben = shown["seats"].index("Ben")
    assert first[0] == [ben, "6-6", Tile(6, 6).id, -1, 12, 0, 1]  # the lead: a double, the spinner (R14)
    assert first[2][:6] == [ben, "6-0 +5", Tile(6, 0).id, 1, 5, 5]  # on the east arm: count 5 scores 5 (R15)
    assert all("steps" not in hand for hand in shown["hands"])  # no moment is stored, only moves


def test_a_page_grows_with_the_games_not_with_their_moments() -> None:
    records = [record_of(play_game(Table(4), seed, "random")) for seed in range(6)]
    reports = [check_game(game, index=i) for i, game in enumerate(records, 1)]
    pages = {n: page(reports[:n], "t") for n in (1, 6)}
    elements = {
        n: [
            len(e.encode())
            for e in re.findall(r'<script type="application/json" id="game-\d+">.*?</script>', html)
        ]
        for n, html in pages.items()
    }
    viewer = {n: len(html.encode()) - sum(elements[n]) for n, html in pages.items()}
    assert viewer[6] - viewer[1] < 5 * 300  # the rest is the viewer, and a line of the game list a game
    written = [len(write_games([game]).encode()) for game in records]
    assert max(elements[6]) < 100_000, elements  # the target, for games as `allfives generate` makes
    assert all(size < 1.4 * text for size, text in zip(elements[6], written, strict=True)), (
        elements,
        written,
    )


def test_the_page_needs_no_network() -> None:
    html = _page_of((SAMPLES / "four-players-partners.afn").read_text(encoding="utf-8"))
    assert "<link" not in html and "@import" not in html and "url(" not in html
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", html)
    assert "default-src 'none'" in html  # and the browser is told to fetch nothing
    assert "{{" not in html and "/*{{" not in html  # every part inlined


def test_a_comment_cannot_end_the_embedded_data_early() -> None:
    text = ANNOTATED.replace("{sound ", "{sound </script><!-- ", 1)
    html = _page_of(text)
    assert html.count("</script>") == 3  # the game's, the list's and the viewer's: nothing from the record
    (game,) = _games(html)
    assert game["hands"][0]["notes"]["3"]["comments"] == ["sound </script><!--"]


def test_analysis_is_carried_to_its_turn() -> None:
    (game,) = _games(_page_of(ANNOTATED))
    note = game["hands"][0]["notes"]["3"]
    assert note["analysis"] == {"eval": 4.5, "best": "6-0 E", "bestValue": 6.0, "count": 5, "win": 0.52}
    assert note["comments"] == ["sound"]


def test_a_study_s_errors_and_loss_are_carried_to_their_turns() -> None:
    (game,) = _games(_page_of(STUDIED))
    notes = game["hands"][0]["notes"]
    assert notes["3"]["analysis"] == {
        "eval": 4.5,
        "best": "6-3 E",
        "bestValue": 6.0,
        "count": 5,
        "win": None,
        "evalError": 0.5,
        "bestError": 0.5,
        "loss": 1.5,
        "lossError": 0.25,
        # the best as the engine places it on the table then: 6-3 (id 21) on E, the spinner's
        # north and south arms opened and the lead double's own count stopped (2 + 4), count 8
        "bestPlay": [21, 1, 6, 8],
    }
    assert notes["4"]["analysis"]["loss"] == -3.0 and notes["4"]["analysis"]["evalError"] == 0.5
    assert "bestPlay" not in notes["4"]["analysis"]  # the move played is the best
    assert [p["name"] for p in game["study"]] == ["Ann", "Ben"]
    assert game["study"][1] | {"glyphs": None} == {
        "name": "Ben",
        "decisions": 1,
        "lost": 1.5,
        "lostError": 0.25,
        "chanceDecisions": 0,
        "chanceLost": 0,
        "chanceLostError": 0,
        "accurate": 1,
        "glyphs": None,
    }
    assert _games(_page_of(ANNOTATED))[0]["study"] == []  # no [%loss]: nothing judged to count


def test_R15_a_wrong_claim_is_marked_at_its_turn() -> None:
    game = parse_game(WRONG_POINTS)
    report = check_game(game)
    assert [(h, s, d.code) for h, s, d in finding_steps(game, report.diagnostics)] == [(0, 3, "AF301")]
    hands = game_data(report)["hands"]
    assert [f["code"] for f in hands[0]["findings"]["3"]] == ["AF301"]
    assert list(hands[0]["findings"]) == ["3"] and not any("findings" in hand for hand in hands[1:])
    assert game_data(report)["verdict"] == "1 error, 0 warnings"


def test_json_findings_are_placed_by_their_pointer() -> None:
    game = game_from_json(game_to_json(parse_game(WRONG_POINTS)))
    report = check_game(game, form=Form.JSON)
    assert [(h, s, d.code) for h, s, d in finding_steps(game, report.diagnostics)] == [(0, 3, "AF301")]


def test_a_player_record_keeps_the_other_hands_hidden() -> None:
    (game,) = _games(_page_of((SAMPLES / "player-view.afn").read_text(encoding="utf-8")))
    ben = game["seats"].index("Ben")
    assert [len(tiles) for tiles in game["hands"][0]["dealt"]] == [5 if s == ben else 0 for s in range(4)]


def test_html_command_writes_one_page(tmp_path: Path) -> None:
    out = tmp_path / "club.html"
    result = runner.invoke(app, ["html", str(SAMPLES / "club-night.afn"), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "wrote 3 games" in result.output
    assert len(_games(out.read_text(encoding="utf-8"))) == 3


def test_html_command_refuses_to_write_over_its_input(tmp_path: Path) -> None:
    record = tmp_path / "game.afn"
    record.write_text(WRONG_POINTS, encoding="utf-8")
    result = runner.invoke(app, ["html", str(record), "-o", str(record)])
    assert result.exit_code == 2, result.output
    assert record.read_text(encoding="utf-8") == WRONG_POINTS


def test_html_refuses_to_put_a_page_in_place_of_a_folder(tmp_path: Path) -> None:
    out = tmp_path / "page.html"
    out.mkdir()
    result = runner.invoke(app, ["html", str(SAMPLES / "club-night.afn"), "-o", str(out)])
    assert result.exit_code == 2, result.output
    assert "it is a folder" in result.output and "Traceback" not in result.output
    assert out.is_dir() and not any(out.iterdir())  # left as it was


def test_html_writes_a_page_through_a_named_pipe_which_stays_a_pipe(tmp_path: Path) -> None:
    out = tmp_path / "page.html"
    os.mkfifo(out)
    got: list[bytes] = []

    def read() -> None:
        with open(out, "rb") as pipe:
            got.append(pipe.read())

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    result = runner.invoke(app, ["html", str(SAMPLES / "club-night.afn"), "-o", str(out)])
    reader.join(60)
    assert result.exit_code == 0, result.output
    assert got and got[0].startswith(b"<!") and got[0].rstrip().endswith(b"</html>")
    assert stat.S_ISFIFO(out.lstat().st_mode)  # written through, never replaced by a file
    assert sorted(path.name for path in tmp_path.iterdir()) == ["page.html"]


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
    assert result.output.startswith("<!DOCTYPE html>") and len(_games(result.output)) == 1


def test_board_stays_in_its_layer() -> None:
    import ast

    above = (
        "allfives_notation.stream",
        "allfives_notation.cli",
        "allfives_notation.stream.files",
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
    second = _games(out.read_text(encoding="utf-8"))[1]
    (finding,) = second["hands"][0]["findings"]["3"]
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
        games = _games(out.read_text(encoding="utf-8"))
        marked = [f for g in games for h in g["hands"] for fs in h.get("findings", {}).values() for f in fs]
        loose = [f for g in games for f in g["findings"]]
        assert marked or loose
        assert "marked at their turns" in made.output


def test_html_of_a_file_longer_than_a_stretch_writes_every_game_in_order(tmp_path: Path) -> None:
    records = [record_of(play_game(Table(4), seed, "random")) for seed in range(12)]
    text = write_games(records)
    assert len(text) > BATCH_CHARS  # read and written a stretch at a time
    record = tmp_path / "many.afn"
    record.write_text(text, encoding="utf-8")
    out, alone = tmp_path / "many.html", tmp_path / "alone.html"
    result = runner.invoke(app, ["html", str(record), "-o", str(out), "-j", "2"])
    assert result.exit_code == 0, result.output
    assert "wrote 12 games" in result.output
    assert runner.invoke(app, ["html", str(record), "-o", str(alone), "-j", "1"]).exit_code == 0
    assert out.read_bytes() == alone.read_bytes()  # two processes make the very page one does
    shown = _games(out.read_text(encoding="utf-8"))
    assert [g["hands"][0]["dealt"] for g in shown] == [
        [[tile.id for tile in dict(game.hands[0].dealt)[seat]] for seat in range(4)] for game in records
    ]


def test_html_of_a_file_with_a_game_that_does_not_read_writes_nothing_and_names_every_slip(
    tmp_path: Path,
) -> None:
    records = [record_of(play_game(Table(4), seed, "random")) for seed in range(12)]
    games = write_games(records).split("\n\n[Format")
    games[3] = games[3].replace("hand 1,", "hand one,", 1)
    games[10] = games[10].replace("hand 1,", "hand one,", 1)
    record = tmp_path / "slips.afn"
    record.write_text("\n\n[Format".join(games), encoding="utf-8")
    out = tmp_path / "slips.html"
    out.write_text("kept", encoding="utf-8")
    result = runner.invoke(app, ["html", str(record), "-o", str(out), "-j", "2"])
    assert result.exit_code == 1, result.output
    assert out.read_text(encoding="utf-8") == "kept"  # never half a page, never the old one lost
    written = record.read_text(encoding="utf-8").splitlines()
    lines = [n for n, text in enumerate(written, start=1) if text.startswith("hand one")]
    said = [f"slips.afn:{line}:1: a hand starts with a line such as 'hand 1, Ann leads'" for line in lines]
    assert len(said) == 2 and all(s in result.output for s in said), result.output
    assert result.output.index(said[0]) < result.output.index(said[1])  # every slip, in file order
