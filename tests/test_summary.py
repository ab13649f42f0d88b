"""Summaries of checked games: golden files in all three forms, and laws the figures must keep.

The golden files live in tests/golden/summary/, one per case and form (.txt, .md, .json).
After a deliberate change to the summaries, write them afresh and review the diff:

    UPDATE_GOLDEN=1 .venv/bin/pytest tests/test_summary.py
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from allfives_notation.board.position import game_positions
from allfives_notation.check import Diagnostic, GameReport, check_game, check_read
from allfives_notation.cli import app
from allfives_notation.engine.rules import Muggins
from allfives_notation.notation import parse_game, read_games
from allfives_notation.record.model import GameRecord, Knowledge, View
from allfives_notation.record.played import record_of
from allfives_notation.summary import (
    Totals,
    summary_json,
    summary_markdown,
    summary_text,
    totals_json,
    totals_markdown,
    totals_text,
)
from allfives_notation.testing.strategies import played_games, records

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "samples"
GOLDEN = Path(__file__).resolve().parent / "golden" / "summary"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
REGENERATE = "run: UPDATE_GOLDEN=1 .venv/bin/pytest tests/test_summary.py"

#: The samples pinned as golden files: every seating, each knowledge level, a variant, unfinished.
GOLDEN_SAMPLES = (
    "two-players-open",
    "four-players-partners",
    "variant-award",
    "unfinished",
    "public-view",
    "player-view",
    "later-hand",
)


def _source(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _sample(name: str) -> GameReport:
    path = SAMPLES / f"{name}.afn"
    source = _source(path)
    return check_game(parse_game(path.read_text(encoding="utf-8"), source), source=source)


def _wrong_claim() -> GameReport:
    """two-players-open with Ben claiming 10 for a 6-0 that scores 5 (R15)."""
    path = SAMPLES / "two-players-open.afn"
    text = path.read_text(encoding="utf-8")
    assert "  Ben 6-0 +5\n" in text
    text = text.replace("  Ben 6-0 +5\n", "  Ben 6-0 +10\n", 1)
    source = "two-players-wrong-claim.afn"
    return check_game(parse_game(text, source), source=source)


def _not_read() -> GameReport:
    path = SAMPLES / "invalid" / "bad-partners.afn"
    source = _source(path)
    [read] = read_games(path.read_text(encoding="utf-8"), source)
    return check_read(read, source=source)


CASES: dict[str, Callable[[], GameReport]] = {
    **{name: partial(_sample, name) for name in GOLDEN_SAMPLES},
    "two-players-wrong-claim": _wrong_claim,
    "not-read": _not_read,
}


def _as_json(report: GameReport) -> str:
    return json.dumps(summary_json(report), indent=2, ensure_ascii=False) + "\n"


FORMS: dict[str, Callable[[GameReport], str]] = {
    "txt": summary_text,
    "md": summary_markdown,
    "json": _as_json,
}


def _totals(*names: str) -> Totals:
    """The totals over every game of these samples, in order, as ``allfives summary`` adds them up."""
    totals = Totals(files=len(names))
    for name in names:
        path = SAMPLES / f"{name}.afn"
        source = _source(path)
        for index, read in enumerate(read_games(path.read_text(encoding="utf-8"), source), 1):
            totals.add(check_read(read, source=source, index=index))
    return totals


#: Totals pinned as golden files: one file of three partnership games; several files, every seating,
#: deducting and awarding, a game still in progress.
TOTALS_CASES: dict[str, Callable[[], Totals]] = {
    "totals-club-night": partial(_totals, "club-night"),
    "totals-samples": partial(
        _totals, "two-players-open", "three-players", "variant-award", "four-players-partners", "unfinished"
    ),
}


def _totals_as_json(totals: Totals) -> str:
    return json.dumps(totals_json(totals), indent=2, ensure_ascii=False) + "\n"


TOTALS_FORMS: dict[str, Callable[[Totals], str]] = {
    "txt": totals_text,
    "md": totals_markdown,
    "json": _totals_as_json,
}


def _all_sample_reports() -> list[tuple[str, GameReport]]:
    found = []
    for path in sorted(SAMPLES.glob("*.afn")):
        source = _source(path)
        for index, read in enumerate(read_games(path.read_text(encoding="utf-8"), source), 1):
            found.append((f"{path.name}#{index}", check_read(read, source=source, index=index)))
    return found


SAMPLE_REPORTS = _all_sample_reports()


# ---- golden files ----------------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("case", sorted(CASES))
def test_summary_matches_its_golden_file(case: str, form: str) -> None:
    written = FORMS[form](CASES[case]())
    golden = GOLDEN / f"{case}.{form}"
    if UPDATE:
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(written, encoding="utf-8", newline="\n")
    assert golden.exists(), f"no golden file {golden.name}; {REGENERATE}"
    assert written == golden.read_text(encoding="utf-8"), (
        f"{golden.name} differs; if that is meant, {REGENERATE}"
    )


@pytest.mark.parametrize("form", sorted(TOTALS_FORMS))
@pytest.mark.parametrize("case", sorted(TOTALS_CASES))
def test_totals_match_their_golden_file(case: str, form: str) -> None:
    written = TOTALS_FORMS[form](TOTALS_CASES[case]())
    golden = GOLDEN / f"{case}.{form}"
    if UPDATE:
        golden.write_text(written, encoding="utf-8", newline="\n")
    assert golden.exists(), f"no golden file {golden.name}; {REGENERATE}"
    assert written == golden.read_text(encoding="utf-8"), (
        f"{golden.name} differs; if that is meant, {REGENERATE}"
    )


def test_every_golden_file_belongs_to_a_case() -> None:
    expected = {f"{case}.{form}" for case in CASES for form in FORMS}
    expected |= {f"{case}.{form}" for case in TOTALS_CASES for form in TOTALS_FORMS}
    assert {path.name for path in GOLDEN.iterdir()} == expected


# ---- what the summaries say ------------------------------------------------------------


def test_text_names_the_game_the_players_and_the_verdict() -> None:
    text = summary_text(_sample("four-players-partners"))
    lines = text.splitlines()
    assert lines[0] == "Tuesday club - The Crown, Leeds - 2026-11-24"
    assert set(lines[1]) == {"="}
    assert "Players  Ann+Cat against Ben+Dan" in lines
    assert "Rules    allfives, target 200" in lines
    assert "View     open: every hand and the boneyard known" in lines
    assert "Result   won by Ann+Cat (Ann+Cat 200, Ben+Dan 105)" in lines
    assert lines[-1] == "Check    valid"


def test_text_is_plain_aligned_and_ends_each_line_cleanly() -> None:
    for name, report in SAMPLE_REPORTS:
        text = summary_text(report)
        assert "\x1b" not in text, name
        assert text.endswith("\n") and not text.endswith("\n\n"), name
        for line in text.splitlines():
            assert line == line.rstrip(), (name, line)
        header = next(line for line in text.splitlines() if line.startswith("Hand  Leader"))
        rule = text.splitlines()[text.splitlines().index(header) + 1]
        assert len(header) == len(rule), name  # the rule runs under every column


def test_a_hand_ends_in_the_words_the_brief_names() -> None:
    assert "Ben reaches target" in summary_text(_sample("two-players-open"))
    assert " blocked " in summary_text(_sample("public-view"))
    unfinished = summary_text(_sample("unfinished"))
    assert re.search(r"^\s+3\s+Gus\s+in progress\s", unfinished, re.MULTILINE)
    assert "Result   in progress (hand 3; Eve 80, Fay 75, Gus 40)" in unfinished


def test_a_deduction_the_scores_pin_down_is_known() -> None:
    report = _sample("public-view")
    # Cat's last tile was never shown, but the running score says what Cat lost (R17)
    assert report.record is not None and 2 not in dict(report.record.hands[0].shown)
    assert report.hands[0].deductions[2] == 0


def test_an_unknown_deduction_is_a_question_mark_and_its_total_says_so() -> None:
    path = SAMPLES / "public-view.afn"
    game = parse_game(path.read_text(encoding="utf-8"), "public-view.afn")
    first = replace(game.hands[0], scores=())  # nothing left to tell what Cat lost in hand 1
    report = check_game(replace(game, hands=(first, *game.hands[1:])), source="public-view.afn")
    assert report.hands[0].deductions[2] is None
    text = summary_text(report)
    assert re.search(r"^\s+1\s+Ann\s+Ann out(\s+\d+){5}\s+\?\s", text, re.MULTILINE)
    assert re.search(r"^Cat .* 30\+\?$", text, re.MULTILINE)
    cat = summary_json(report)["figures"][2]
    assert (cat["deducted"], cat["deducted_known"]) == (30, False)


def test_award_games_show_awards_per_side_not_deductions() -> None:
    text = summary_text(_sample("variant-award"))
    assert "Awarded" in text and "Deducted  " not in text.split("Result")[0]
    hand = summary_json(_sample("variant-award"))["hands"][1]
    assert hand["awards"] == [40, 0, 0]


def test_errors_are_counted_in_the_verdict() -> None:
    report = _wrong_claim()
    assert report.errors >= 1
    assert (
        summary_text(report).splitlines()[-1]
        == f"Check    {report.errors} error{'s' * (report.errors != 1)}, 0 warnings"
    )
    assert summary_json(report)["valid"] is False


def test_a_game_that_could_not_be_read_is_summed_up_in_a_line() -> None:
    report = _not_read()
    assert report.record is None
    text = summary_text(report)
    assert "Result   not read: 1 error" in text.splitlines()
    assert "**Not read: 1 error**" in summary_markdown(report)
    out = summary_json(report)
    assert out["read"] is False and out["status"] == "not read" and out["errors"] == 1
    assert set(out) == set(summary_json(_sample("two-players-open")))  # the same keys either way


def test_markdown_tables_have_a_cell_under_every_heading() -> None:
    for name, report in SAMPLE_REPORTS:
        markdown = summary_markdown(report)
        assert markdown.startswith("# "), name
        rows = [line for line in markdown.splitlines() if line.startswith("|")]
        assert rows, name
        for line in rows:
            assert line.endswith("|"), (name, line)
        tables: list[list[str]] = [[]]
        for line in markdown.splitlines():
            if line.startswith("|"):
                tables[-1].append(line)
            elif tables[-1]:
                tables.append([])
        for table in filter(None, tables):
            cells = {len(re.findall(r"(?<!\\)\|", line)) for line in table}
            assert len(cells) == 1, (name, table[0])
            assert re.fullmatch(r"\|( :?-+:? \|)+", table[1]), (name, table[1])


def test_markdown_escapes_names_and_tags_that_look_like_markdown() -> None:
    game = replace(
        parse_game((SAMPLES / "two-players-open.afn").read_text(encoding="utf-8")), event="*Club* | night"
    )
    markdown = summary_markdown(check_game(game))
    assert markdown.startswith("# \\*Club\\* \\| night - ")


def test_a_control_character_in_a_tag_never_reaches_the_terminal() -> None:
    game = replace(
        parse_game((SAMPLES / "two-players-open.afn").read_text(encoding="utf-8")), event="Club\x1b[31m"
    )
    text = summary_text(check_game(game))
    assert "\x1b" not in text and text.startswith("Club\\x1b[31m")  # shown escaped, as issue 28 asks


# ---- laws ------------------------------------------------------------------------------


def _check_running_totals(record: GameRecord, out: dict[str, Any]) -> None:
    """Every score the record writes after a hand is the running total the JSON hand table gives."""
    hands = out["hands"]
    assert [hand["number"] for hand in hands] == [hand.number for hand in record.hands][: len(hands)]
    for hand, row in zip(record.hands, hands, strict=False):
        for side, score in hand.scores:
            assert row["scores"] is not None and row["scores"][side] == score, (hand.number, side)
    if hands and out["scores"] is not None:
        assert hands[-1]["scores"] == out["scores"]


@pytest.mark.parametrize(("name", "report"), SAMPLE_REPORTS, ids=[name for name, _ in SAMPLE_REPORTS])
def test_running_totals_are_the_scores_the_record_gives(name: str, report: GameReport) -> None:
    assert report.record is not None
    _check_running_totals(report.record, summary_json(report))


def _claimed_everywhere(game: GameRecord) -> GameRecord:
    """The record with a claim on every placement: the engine writes only claims above zero."""
    hands = tuple(
        replace(
            hand,
            turns=tuple(
                replace(turn, points=0) if turn.placed and turn.points is None else turn
                for turn in hand.turns
            ),
        )
        for hand in game.hands
    )
    return replace(game, hands=hands)


def _check_points_are_the_claims(game: GameRecord) -> None:
    """Each player's points from play, per hand and over the game, are the sum of their claims.

    Under muggins=on a claim past what the count gives is struck and scores nothing (R23).
    """
    report = check_game(game)
    assert report.valid, [d.message for d in report.diagnostics]
    out = summary_json(report)
    seats = len(game.seats)
    total = [0] * seats
    muggins = game.rules.muggins is Muggins.ON
    positions = game_positions(game) if muggins else ()
    for h, (hand, row) in enumerate(zip(game.hands, out["hands"], strict=True)):
        claims = [0] * seats
        for t, turn in enumerate(hand.turns):
            if turn.placed:
                assert turn.points is not None
                struck = muggins and turn.points > positions[h][t + 1].count_points
                claims[turn.seat] += 0 if struck else turn.points
        assert row["points"] == claims, hand.number
        total = [a + b for a, b in zip(total, claims, strict=True)]
    assert [figures["points"] for figures in out["figures"]] == total


@pytest.mark.parametrize("name", sorted(path.stem for path in SAMPLES.glob("*.afn")))
def test_points_from_play_are_the_sum_of_the_claims_in_every_sample(name: str) -> None:
    for read in read_games((SAMPLES / f"{name}.afn").read_text(encoding="utf-8")):
        assert read.game is not None
        _check_points_are_the_claims(_claimed_everywhere(read.game))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_games(), st.sampled_from(("open", "public", "player")), st.data())
def test_points_from_play_are_the_sum_of_the_claims(played: Any, level: str, data: st.DataObject) -> None:
    seat = data.draw(st.integers(0, played.table.players - 1)) if level == "player" else None
    game = record_of(played, View(Knowledge(level), seat), claims=True)
    _check_points_are_the_claims(_claimed_everywhere(game))
    _check_running_totals(game, summary_json(check_game(game)))


@pytest.mark.parametrize(("name", "report"), SAMPLE_REPORTS, ids=[name for name, _ in SAMPLE_REPORTS])
def test_the_json_summary_round_trips(name: str, report: GameReport) -> None:
    out = summary_json(report)
    assert json.loads(json.dumps(out)) == out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records())
def test_any_record_is_summed_up_in_every_form(game: GameRecord) -> None:
    report = check_game(game)
    out = summary_json(report)
    assert json.loads(json.dumps(out)) == out
    assert len(out["hands"]) == len(report.hands)
    text = summary_text(report)
    assert text.splitlines()[-1].startswith("Check    ")
    assert "\x1b" not in text
    assert summary_markdown(report).startswith("# ")


def test_a_file_that_could_not_be_read_at_all_is_named_without_a_game_number() -> None:
    missing = Diagnostic("AF006", "cannot read nowhere.afn: no such file", source="nowhere.afn")
    report = GameReport(0, "nowhere.afn", 1, None, (missing,))
    lines = summary_text(report).splitlines()
    assert lines[:3] == ["nowhere.afn", "===========", "Record   nowhere.afn (line 1)"]
    assert summary_json(report)["title"] == "nowhere.afn"


# ---- totals across games ------------------------------------------------------------------


def _best_turns(report: GameReport) -> dict[str, tuple[int, str]]:
    """Each player's best turn in one game, from the record itself: the most points one placement claims."""
    record = report.record
    assert record is not None
    best: dict[str, tuple[int, str]] = {}
    for hand in record.hands:
        for turn in hand.turns:
            if turn.tile is not None and turn.points:
                name = record.seats[turn.seat]
                if turn.points > best.get(name, (0, ""))[0]:
                    best[name] = (turn.points, str(turn.tile))
    return best


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(played_games(), min_size=2, max_size=4))
def test_totals_are_the_sums_of_each_games_figures(games: list[Any]) -> None:
    reports = [
        check_game(record_of(played, View(Knowledge.OPEN), claims=True), source="club.afn", index=index)
        for index, played in enumerate(games, start=1)
    ]
    totals = Totals(files=1)
    for report in reports:
        totals.add(report)
    out = totals_json(totals)
    assert out["games"] == len(games) and out["valid_games"] == sum(r.valid for r in reports)
    for row in out["players"]:
        name = row["player"]
        sat = [r for r in reports if r.record is not None and name in r.record.seats]
        seats = [r.record.seats.index(name) for r in sat if r.record is not None]
        assert row["games"] == len(sat)
        assert row["hands"] == sum(len(r.hands) for r in sat)
        assert row["points"] == sum(r.seats[seat].points for r, seat in zip(sat, seats, strict=True))
        won = [
            r.over and r.winner == r.record.table.side_of(seat)
            for r, seat in zip(sat, seats, strict=True)
            if r.record is not None
        ]
        assert row["won"] == sum(won)
        bests = [_best_turns(r).get(name) for r in sat]
        top = max((best[0] for best in bests if best), default=0)
        if not top:
            assert row["best_turn"] is None
            continue
        best = row["best_turn"]
        assert best["points"] == top
        game = reports[best["game"] - 1]  # the best turn is where it says, and that tile scored it
        assert game.record is not None
        (hand,) = [hand for hand in game.record.hands if hand.number == best["hand"]]
        turn = hand.turns[best["turn"] - 1]
        assert (str(turn.tile), turn.points, game.record.seats[turn.seat]) == (best["tile"], top, name)
    won_games = sum(1 for r in reports if r.over and r.winner is not None)
    partnership_wins = sum(row["won"] for row in out["partnerships"])
    assert partnership_wins == sum(
        1 for r in reports if r.over and r.winner is not None and r.record and r.record.partnerships
    )
    assert partnership_wins <= won_games


def test_the_best_turn_names_its_tile_in_every_form() -> None:
    report = _sample("two-players-open")
    assert "25: 4-2 (hand 3, turn 13)" in summary_text(report)
    assert "25: 4-2 (hand 3, turn 13)" in summary_markdown(report)
    ben = summary_json(report)["figures"][1]
    at = {"hand": 3, "turn": 13}
    assert (ben["best_turn"], ben["best_turn_tile"], ben["best_turn_at"]) == (25, "4-2", at)
    record = report.record
    assert record is not None and str(record.hands[2].turns[12].tile) == "4-2"


def test_totals_tell_a_game_that_was_not_read_and_add_nothing_from_it() -> None:
    totals = _totals("club-night")
    before = totals_json(totals)
    totals.add(_not_read())
    after = totals_json(totals)
    assert after["not_read"] == 1 and after["players"] == before["players"]
    assert totals_text(totals).splitlines()[0] == "Totals: 3 games in 1 file, all valid; 1 not read"


def test_the_readme_shows_the_totals_summary_prints(monkeypatch: pytest.MonkeyPatch) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("$ allfives summary samples/club-night.afn\n...\n", 1)[1].split("\n```", 1)[0]
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(app, ["summary", "samples/club-night.afn"])
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith("\n\n" + shown + "\n")


def test_R24_the_summary_says_which_hands_had_deals_thrown_in() -> None:
    result = CliRunner().invoke(app, ["summary", str(SAMPLES / "invalid" / "thrown-in-after-going-out.afn")])
    assert "hand 1: 2 deals thrown in first, nobody holding a double (R24)" in result.output
    assert "hand 2: 1 deal thrown in first" in result.output
    plain = CliRunner().invoke(app, ["summary", str(SAMPLES / "two-players-open.afn")])
    assert "thrown in" not in plain.output
