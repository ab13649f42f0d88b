"""select, dedupe, split and join through the command line: what they write and what they say."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from allfives_notation.cli import app
from allfives_notation.collection.games import Unread, games_of
from allfives_notation.stream.files import read_records, read_source

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
CLUB = SAMPLES / "club-night.afn"  # three games, four players (Ann, Ben, Cat, Dan)
runner = CliRunner()


def _invoke(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def _games(path: Path | str) -> list[object]:
    return [read.game for read in read_records(read_source(str(path)))]


def test_select_copies_a_game_in_its_own_form_exactly(tmp_path: Path) -> None:
    out = tmp_path / "picked.afn"
    code, _, err = _invoke("select", str(SAMPLES / "annotated.afn"), "--player", "Ann", "-o", str(out))
    assert code == 0, err
    assert out.read_text(encoding="utf-8") == (SAMPLES / "annotated.afn").read_text(encoding="utf-8")
    assert "1 of 1 game in 1 file meet player Ann" in err


def test_select_writes_another_form_from_the_record(tmp_path: Path) -> None:
    out = tmp_path / "picked.jsonl"
    code, _, err = _invoke("select", str(CLUB), "--won-by", "Ann+Cat", "-o", str(out))
    assert code == 0, err
    picked = _games(out)
    assert picked and all(g.result is not None and "Ann" in g.side_name(g.result) for g in picked)  # type: ignore[attr-defined]
    assert picked == [g for g in _games(CLUB) if g.side_name(g.result) == "Ann+Cat"]  # type: ignore[attr-defined]


def test_criteria_that_match_nothing_say_so(tmp_path: Path) -> None:
    code, out, err = _invoke("select", str(CLUB), "--player", "Zed", "--blocked")
    assert code == 1 and not out
    assert "no game meets player Zed and blocked (read 3 games in 1 file)" in err


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--hands", "three"], "expected a number N, or a range"),
        (["--seat", "Ann"], "expected SEAT=NAME"),
        (["--variant", "spinner=wide"], "expected NAME=VALUE"),
        (["--view", "hidden"], "expected open, public, player"),
        (["--date", "2026-13-01.."], "expected dates YYYY-MM-DD"),
        (["--rules", "allfives hand-size=12"], "--rules"),
        (["--tag", "=x"], "expected a tag name"),
    ],
)
def test_a_criterion_that_does_not_read_is_a_usage_error(args: list[str], said: str) -> None:
    code, _, err = _invoke("select", str(CLUB), *args)
    assert code == 2
    assert said in err and "Traceback" not in err


def test_negations_and_stop_after(tmp_path: Path) -> None:
    both = tmp_path / "both.afn"
    code, _, _ = _invoke(
        "select", str(CLUB), str(SAMPLES / "two-players-open.afn"), "--players", "not 4", "-o", str(both)
    )
    assert code == 0
    assert all(len(g.seats) != 4 for g in _games(both))  # type: ignore[attr-defined]
    code, out, err = _invoke("select", str(CLUB), "--stop-after", "2", "--partners")
    assert code == 0 and out.count("[Format") == 2 and "stopped at --stop-after" in err


def test_select_never_writes_over_its_input(tmp_path: Path) -> None:
    copy = tmp_path / "club.afn"
    copy.write_bytes(CLUB.read_bytes())
    code, _, err = _invoke("select", str(copy), "--player", "Ann", "-o", str(copy))
    assert code == 2 and "refusing to write over the input" in err
    assert copy.read_bytes() == CLUB.read_bytes()


def test_a_game_that_does_not_read_is_copied_but_not_converted(tmp_path: Path) -> None:
    broken = sorted((SAMPLES / "invalid").glob("*.afn"))
    unread = next(p for p in broken if any(r.game is None for r in read_records(read_source(str(p)))))
    out = tmp_path / "same.afn"
    code, _, err = _invoke("select", str(unread), "--player", "not Zed", "-o", str(out))
    assert code == 0, err
    kept = [g for g in games_of(str(unread)) if not isinstance(g, Unread)]
    assert out.read_text(encoding="utf-8") == "\n".join(g.text.rstrip("\n") + "\n" for g in kept)  # type: ignore[union-attr]
    code, _, err = _invoke("select", str(unread), "--player", "not Zed", "-o", str(tmp_path / "other.jsonl"))
    assert code == 1 and "it does not read, so it cannot be written as jsonl" in err


def test_dedupe_writes_each_game_once_and_tells_what_it_dropped(tmp_path: Path) -> None:
    out = tmp_path / "once.afn"
    code, _, err = _invoke(
        "dedupe", str(CLUB), str(SAMPLES / "club-night.jsonl"), str(CLUB), "-o", str(out), "-j", "1"
    )
    assert code == 0, err
    assert _games(out) == _games(CLUB)
    assert sum(line.startswith("dropped ") for line in err.splitlines()) == 6
    assert "kept 3 games of 9, dropped 6" in err
    keyed = tmp_path / "keyed.jsonl"
    code, _, err = _invoke("dedupe", str(CLUB), "--key-tag", "-o", str(keyed), "-q", "-j", "1")
    assert code == 0, err
    keys = [dict(g.other_tags)["PlayKey"] for g in _games(keyed)]  # type: ignore[attr-defined]
    assert len(set(keys)) == 3 and all(len(key) == 20 for key in keys)
    code, out_text, err = _invoke("select", str(keyed), "--tag", f"PlayKey={keys[1]}", "--to", "text")
    assert code == 0 and out_text.count("[Format") == 1


def test_split_by_player_puts_a_game_in_each_players_file(tmp_path: Path) -> None:
    folder = tmp_path / "players"
    code, _, err = _invoke(
        "split", str(CLUB), str(SAMPLES / "two-players-open.afn"), "--by", "player", "-o", str(folder)
    )
    assert code == 0, err
    names = sorted(p.name for p in folder.iterdir())
    assert "club-night-Ann.afn" in names and "club-night-Dan.afn" in names
    assert len(_games(folder / "club-night-Dan.afn")) == 3
    code, _, err = _invoke("split", str(CLUB), "--by", "colour", "-o", str(folder))
    assert code == 2 and "expected tag:NAME" in err
    code, _, err = _invoke("split", str(CLUB), "-o", str(folder))
    assert code == 2 and "--every N, or --by" in err


def test_split_by_tag_and_result(tmp_path: Path) -> None:
    folder = tmp_path / "parts"
    code, _, err = _invoke("split", str(CLUB), "--by", "result", "--prefix", "won-", "-o", str(folder))
    assert code == 0, err
    assert {p.name for p in folder.iterdir()} <= {"won-Ann+Cat.afn", "won-Ben+Dan.afn"}
    total = sum(len(_games(p)) for p in folder.iterdir())
    assert total == 3


def test_join_refuses_a_game_that_does_not_read_and_writes_nothing(tmp_path: Path) -> None:
    broken = next(
        p
        for p in sorted((SAMPLES / "invalid").glob("*.afn"))
        if any(r.game is None for r in read_records(read_source(str(p))))
    )
    out = tmp_path / "joined.afn"
    code, _, err = _invoke("join", str(CLUB), str(broken), "-o", str(out))
    assert code == 1 and "nothing is written" in err
    assert not out.exists()
    code, text, _ = _invoke("join", str(CLUB), str(SAMPLES / "club-night.jsonl"))
    assert code == 0 and text.count("[Format") == 6
