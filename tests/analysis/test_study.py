"""Records judged for study: glyphs and commands as documented, the rest of the record kept; the report."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

from allfives_notation.analysis.racing import CHANCE_STEPS, POINT_STEPS
from allfives_notation.analysis.report import MOVE_GLYPHS, study_report, written_figures
from allfives_notation.analysis.search import Settings
from allfives_notation.analysis.study import annotated, decisions, evaluation_of, glyph_for, judge_all
from allfives_notation.check import check_game
from allfives_notation.cli import app
from allfives_notation.engine import Table, play_game
from allfives_notation.notation import (
    game_from_json,
    game_to_json,
    parse_game,
    parse_games,
    read_games,
    write_game,
)
from allfives_notation.notation.evaluation import Estimate, Evaluation
from allfives_notation.record import Comment, GameRecord, Knowledge, View, record_of

SAMPLES = Path(__file__).resolve().parent.parent.parent / "samples"
QUICK = Settings(samples=2, depth=1, exact_nodes=500)
ONE_DEAL = Settings(samples=1, depth=1, exact_nodes=100)
ADAPTIVE = Settings(budget=160)
SEEDED = Settings(budget=64)
COMMAND = re.compile(r"\[%(eval|best|loss|win|search|count) ([^\]]*)\]")
ESTIMATE = r"-?\d+\.\d( se \d+\.\d)?"
runner = CliRunner()


def study(game: GameRecord, settings: Settings = QUICK) -> GameRecord:
    report = check_game(game)
    return annotated(game, judge_all(decisions(game, report, settings.seed), settings))


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.afn")), ids=lambda p: p.name)
def test_an_annotated_sample_still_validates_round_trips_and_annotates_to_itself(path: Path) -> None:
    games = parse_games(path.read_text(encoding="utf-8"), path.name)
    for game in games:
        before = [(d.code, d.severity) for d in check_game(game).diagnostics]
        once = parse_game(write_game(study(game)))
        assert [(d.code, d.severity) for d in check_game(once).diagnostics] == before
        assert game_from_json(game_to_json(once)) == once
        assert write_game(study(once)) == write_game(once)
        # Nothing but glyphs, comments and the [Annotator] tag changed.
        bare = replace(once, other_tags=game.other_tags, comments=game.comments)
        for hand, mine in zip(game.hands, bare.hands, strict=True):
            for turn, seen in zip(hand.turns, mine.turns, strict=True):
                assert replace(seen, glyphs=turn.glyphs, comments=turn.comments) == turn
                assert seen.comments[: len(turn.comments)] == turn.comments
                if turn.glyphs:
                    assert seen.glyphs == turn.glyphs


def test_each_placement_gets_its_count_and_each_judged_one_eval_and_best() -> None:
    game = parse_game((SAMPLES / "two-players-open.afn").read_text(encoding="utf-8"))
    once = study(game)
    for hand in once.hands:
        for turn in hand.turns:
            commands = [dict(COMMAND.findall(c.text)) for c in turn.comments if COMMAND.search(c.text)]
            if turn.tile is None:
                assert commands == []
                continue
            (found,) = commands
            assert set(found) >= {"eval", "best", "search", "count"}
            assert re.fullmatch(ESTIMATE, found["eval"])
            assert re.fullmatch(r"\d-\d( [WENS])? " + ESTIMATE, found["best"])
            assert re.fullmatch(r"exact|all \d+|\d+ (settled|budget|time|fixed)", found["search"])
            if "win" in found:
                assert re.fullmatch(r"\d\.\d\d( se \d\.\d\d)? best \d\.\d\d( se \d\.\d\d)?", found["win"])


def test_a_public_record_is_not_judged_and_says_so() -> None:
    game = parse_game((SAMPLES / "public-view.afn").read_text(encoding="utf-8"))
    text = write_game(study(game))
    assert "{not judged: this record is public" in text
    assert "[%eval" not in text and "[%count" in text


def test_a_player_record_judges_only_the_writers_turns() -> None:
    game = parse_game((SAMPLES / "at-the-table.afn").read_text(encoding="utf-8"))
    once = study(game)
    assert any("not judged: the turns of Ben" in c.text for c in once.comments)
    for hand in once.hands:
        for turn in hand.turns:
            judged = any("[%eval" in c.text for c in turn.comments)
            assert judged == (turn.tile is not None and turn.seat == 0)


def test_a_persons_glyphs_and_comments_stay_and_come_first() -> None:
    game = parse_game((SAMPLES / "two-players-open.afn").read_text(encoding="utf-8"))
    hand = game.hands[0]
    turns = list(hand.turns)
    turns[3] = replace(turns[3], glyphs=("!?",), comments=(Comment("what was I thinking"),))
    game = replace(game, hands=(replace(hand, turns=tuple(turns)), *game.hands[1:]))
    turn = study(game).hands[0].turns[3]
    assert turn.glyphs == ("!?",)
    assert turn.comments[0] == Comment("what was I thinking")
    assert "[%eval" in turn.comments[1].text


@pytest.mark.parametrize(
    ("loss", "error", "glyph"),
    [
        (2.9, None, None),  # 2.9 given away: under an inaccuracy
        (3.0, None, "?!"),  # 3
        (7.0, None, "?"),  # 7
        (15.0, None, "??"),  # 15
        (-7.0, None, "!"),  # the best, every other 7 or more behind
        (-6.9, None, None),  # the best, but another is within a mistake
        (5.0, 1.0, "?!"),  # 3.04 to 6.96: an inaccuracy, and no more, at both ends of its interval
        (5.0, 1.1, None),  # 5 - 2.16 = 2.84: the interval straddles 3
        (16.0, 0.5, "??"),  # 16 - 0.98 = 15.02: a blunder even at the foot
        (16.0, 0.6, None),  # 14.82 to 17.18: surely a mistake, but a blunder or not is in doubt
        (11.0, 2.0, "?"),  # 7.08 to 14.92: a mistake, not a blunder
        (0.0, 1.5, ""),  # -2.94 to 2.94: surely no inaccuracy (no glyph)
        (-9.0, 1.0, "!"),  # at best 9 - 1.96 = 7.04 ahead
        (-9.0, 1.1, None),  # 6.84 ahead at worst: not plainly the only good move
    ],
)
def test_a_glyph_only_where_the_95_percent_interval_lies_within_its_band(
    loss: float, error: float | None, glyph: str | None
) -> None:
    assert glyph_for(Evaluation(value=Estimate(0.0), loss=Estimate(loss, error))) == (glyph or None)


def test_glyph_thresholds_in_chance_to_win_where_the_options_are_ranked_by_it() -> None:
    # The points say nothing here: the chance to win decides.
    def by_chance(loss: float, error: float | None = None) -> Evaluation:
        return Evaluation(value=Estimate(50.0), loss=Estimate(loss, error), win=Estimate(0.79))

    assert glyph_for(by_chance(0.11)) == "?"
    assert glyph_for(by_chance(0.04)) is None
    assert glyph_for(by_chance(0.11, 0.01)) is None  # 0.09 to 0.13: across 0.10
    assert glyph_for(by_chance(0.15, 0.01)) == "?"
    assert glyph_for(by_chance(-0.12, 0.01)) == "!"


def test_a_turn_with_one_option_has_no_loss_and_no_glyph() -> None:
    assert glyph_for(Evaluation(value=Estimate(4.0, 1.0))) is None


def test_no_glyph_written_where_the_interval_of_the_loss_straddles_its_threshold() -> None:
    game = parse_game((SAMPLES / "two-players-open.afn").read_text(encoding="utf-8"))
    once = study(game, ADAPTIVE)
    shown = []
    for hand in once.hands:
        for turn in hand.turns:
            found = Evaluation.of_comments(turn.comments)
            glyph = turn.glyphs[0] if turn.glyphs else None
            if found.loss is None:
                assert glyph is None
                continue
            steps = CHANCE_STEPS if found.by_chance else POINT_STEPS
            low, high = found.loss.low, found.loss.high
            edges = (-steps[1], steps[0], steps[1], steps[2])
            if glyph is not None:  # the whole interval on one side of every threshold
                assert all(high <= edge + 1e-9 or low >= edge - 1e-9 for edge in edges)
            if glyph in ("?!", "?", "??"):
                i = ("?!", "?", "??").index(glyph)
                assert low >= steps[i] - 1e-9 and (i == 2 or high < steps[i + 1])
            elif glyph == "!":
                assert high <= -steps[1] + 1e-9
            else:  # across a threshold, or surely between -7 and 3
                assert any(low < edge < high for edge in edges) or (low > -steps[1] and high < steps[0])
            shown.append(glyph)
    assert set(shown) - {None} and None in shown  # glyphs, and turns left without one


def test_the_same_seed_gives_the_same_annotated_record_and_another_seed_other_numbers() -> None:
    game = parse_game((SAMPLES / "two-players-open.afn").read_text(encoding="utf-8"))
    one = write_game(study(game, SEEDED))
    assert write_game(study(game, SEEDED)) == one
    assert write_game(study(game, replace(SEEDED, seed=1))) != one


def invoke(*args: object, input: str | None = None):  # type: ignore[no-untyped-def]
    return runner.invoke(app, [str(a) for a in args], input=input)


def test_annotate_writes_text_to_standard_output_the_same_for_the_same_seed_in_any_number_of_jobs() -> None:
    record = SAMPLES / "at-the-table.afn"
    one = invoke("annotate", record, "-o", "-", "--samples", "3", "--depth", "1", "--seed", "7")
    assert one.exit_code == 0, one.output
    assert one.stdout.startswith('[Format "AFN 1.0"]') and "[%eval" in one.stdout
    again = invoke("annotate", record, "-o", "-", "--samples", "3", "--depth", "1", "--seed", "7", "-j", "2")
    assert again.exit_code == 0, again.output
    assert again.stdout == one.stdout


def test_the_reply_weight_reaches_the_play_outs() -> None:
    record = SAMPLES / "two-players-open.afn"
    base = ("annotate", record, "-o", "-", "--samples", "4", "--seed", "3")
    default, half, greedy = (
        invoke(*base, *extra) for extra in ((), ("--reply-weight", "0.5"), ("--reply-weight", "0"))
    )
    assert default.exit_code == half.exit_code == greedy.exit_code == 0, default.output
    assert half.stdout == default.stdout
    assert greedy.stdout != default.stdout and "[%eval" in greedy.stdout


def test_read_reaches_the_deals_and_plain_is_the_default() -> None:
    record = SAMPLES / "two-players-open.afn"  # greedy-like play: reading it narrows the deals
    base = ("annotate", record, "-o", "-", "--samples", "4", "--seed", "3")
    default, plain, read = (invoke(*base, *extra) for extra in ((), ("--plain",), ("--read",)))
    assert default.exit_code == plain.exit_code == read.exit_code == 0, default.output
    assert plain.stdout == default.stdout
    assert read.stdout != default.stdout and "[%eval" in read.stdout
    assert check_game(parse_game(read.stdout)).diagnostics == ()


@pytest.fixture(scope="module")
def careless(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A game of two random players: mistakes plain after a few deals."""
    path = tmp_path_factory.mktemp("careless") / "careless.afn"
    path.write_text(
        write_game(record_of(play_game(Table(2), 2, "random"), View(Knowledge.OPEN))), encoding="utf-8"
    )
    return path


@pytest.mark.parametrize("form", ["text", "markdown", "json"])
def test_the_study_report_in_each_form(form: str, careless: Path) -> None:
    result = invoke("annotate", careless, "--report", "--format", form, "--budget", "32")
    assert result.exit_code == 0, result.output
    out = result.stdout
    if form == "json":
        (game,) = json.loads(out)
        assert [p["name"] for p in game["players"]] == ["Ann", "Ben"]
        for player in game["players"]:
            assert player["decisions"] > 0 and 0 <= player["accuracy"] <= 1
            assert player["pointsLostError"] > 0  # sampled deals: the figure carries its error
        assert game["moments"]
        for moment in game["moments"]:
            assert moment["glyph"] in ("?!", "?", "??", "")  # surely a mistake; the glyph may be in doubt
            assert (
                moment["pointsLost"] - 1.96 * moment["pointsLostError"] >= 3 - 0.15
                or "chance to win" in moment["line"]
            )
            assert moment["layout"].startswith("lead ") or moment["layout"] == "nothing on the table yet"
            assert re.match(r"(Ann|Ben) played \d-\d", moment["line"])
    elif form == "markdown":
        assert "| Player | Decisions | Accuracy |" in out and "| Ann |" in out
        assert re.search(r"\| Ann \| \d+ \| \d+% \| \d+\.\d ± \d+\.\d \|", out)
    else:
        assert re.search(r"Ann: \d+ decisions, accuracy \d+%, \d+\.\d ± \d+\.\d points lost", out)
        assert "layout before: lead " in out


def test_annotate_without_an_output_or_with_a_bad_report_form_is_a_usage_error() -> None:
    record = SAMPLES / "at-the-table.afn"
    missing = invoke("annotate", record)
    assert missing.exit_code == 2 and "-o FILE" in missing.stderr
    bad = invoke("annotate", record, "--report", "--format", "html")
    assert bad.exit_code == 2 and "--format is text, markdown or json" in bad.stderr


@pytest.mark.parametrize("path", sorted((SAMPLES / "invalid").glob("*.afn")), ids=lambda p: p.name)
def test_a_record_that_breaks_the_rules_is_judged_as_far_as_it_goes_without_failing(path: Path) -> None:
    reads = list(read_games(path.read_text(encoding="utf-8"), path.name))
    for read in reads:
        if read.game is None:
            continue
        once = study(read.game, ONE_DEAL)
        assert write_game(study(parse_game(write_game(once)), ONE_DEAL)) == write_game(once)


def test_samples_search_that_many_deals_and_the_budget_bounds_the_adaptive_search() -> None:
    record = SAMPLES / "at-the-table.afn"
    fixed = invoke("annotate", record, "-o", "-", "--samples", "24")
    assert fixed.exit_code == 0, fixed.output
    hows = set(re.findall(r"\[%search (\d+ \w+|exact|all \d+)\]", fixed.stdout))
    assert "24 fixed" in hows and all(
        h.endswith("fixed") or h == "exact" or h.startswith("all") for h in hows
    )
    adaptive = invoke("annotate", record, "-o", "-", "--budget", "32")
    assert adaptive.exit_code == 0, adaptive.output
    for how in re.findall(r"\[%search (\d+) (\w+)\]", adaptive.stdout):
        assert int(how[0]) <= 32 and how[1] in ("settled", "unsettled", "budget")
    both = invoke("annotate", record, "-o", "-", "--samples", "24", "--budget", "32")
    assert both.exit_code == 2 and "give one" in both.stderr


def test_a_time_limit_per_turn_is_said_in_the_record() -> None:
    record = SAMPLES / "two-players-open.afn"
    result = invoke("annotate", record, "-o", "-", "--budget", "100000", "--time-per-turn", "0.001")
    assert result.exit_code == 0, result.output
    assert re.search(r"\[%search \d+ time\]", result.stdout)


def test_the_figures_a_record_carries_are_the_study_report_s(careless: Path) -> None:
    """A page reads each player's figures back from the annotated record: the report's, as written.

    The same decisions and the same accurate ones, but for the decisions between twins alone
    (the report counts them, accurate; the record writes no loss for them); the points lost
    on the decisions ranked by points, the report's to the record's rounding (0.05 a
    decision); and the glyphs the record shows, counted.
    """
    game = parse_game(careless.read_text(encoding="utf-8"))
    judged = judge_all(decisions(game, check_game(game), 0), Settings(budget=32))
    record = annotated(game, judged)
    figures = written_figures(parse_game(write_game(record)))
    report = study_report(game, judged, "careless")
    for seat, (written, reported) in enumerate(zip(figures, report.players, strict=True)):
        assert written.name == reported.name
        every = [j for j in judged if j.decision.seat == seat and j.choice]
        choices = [j for j in every if evaluation_of(j).loss is not None]
        twins_alone = len(every) - len(choices)
        assert written.decisions == reported.decisions - twins_alone > 0
        assert written.accurate == reported.accurate - twins_alone
        by_points = [j for j in choices if not evaluation_of(j).by_chance]
        assert written.chance_decisions == len(choices) - len(by_points)
        assert abs(written.points_lost - sum(j.loss for j in by_points)) <= 0.05 * len(by_points) + 1e-9
        shown = [glyph_for(evaluation_of(j)) for j in choices]
        assert written.glyphs == {g: shown.count(g) for g in MOVE_GLYPHS}
