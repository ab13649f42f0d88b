"""The study commands of notation section 6.4: parse and format are each other's inverse, in text and JSON."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from allfives_notation.analysis.search import Settings
from allfives_notation.analysis.study import annotated, decisions, judge_all
from allfives_notation.check import check_game
from allfives_notation.engine.arms import AnyArm, Arm, ArmPath
from allfives_notation.engine.tiles import TILES
from allfives_notation.notation import game_from_json, game_to_json, parse_game, write_game
from allfives_notation.notation.evaluation import (
    ALL,
    EXACT,
    STOPS,
    Estimate,
    Evaluation,
    HowSearched,
)
from allfives_notation.record import Comment

ROOT = Path(__file__).resolve().parent.parent.parent


def estimates(low: float, high: float, decimals: int) -> st.SearchStrategy[Estimate]:
    step = 10**-decimals
    values = st.integers(round(low / step), round(high / step)).map(lambda n: round(n * step, decimals) + 0.0)
    errors = st.none() | st.integers(0, round(30 / step)).map(lambda n: round(n * step, decimals) + 0.0)
    return st.builds(Estimate, values, errors)


@st.composite
def arm_paths(draw: st.DrawFn) -> ArmPath:
    """A later double's arm under spinner=every (R25): a first arm, then doubles' pips and sides across."""
    text = draw(st.sampled_from("WENS"))
    for _ in range(draw(st.integers(1, 4))):
        text += str(draw(st.integers(0, 6))) + draw(st.sampled_from("NS" if text[-1] in "WE" else "WE"))
    return ArmPath(text)


#: Any arm a [%best] may name: W, E, N, S, or a path.
arms: st.SearchStrategy[AnyArm] = st.sampled_from(list(Arm)) | arm_paths()

searches = st.just(HowSearched(EXACT)) | st.builds(
    HowSearched, st.sampled_from((ALL, *STOPS)), st.integers(1, 100_000)
)


@st.composite
def evaluations(draw: st.DrawFn) -> Evaluation:
    """Evaluations as a record may carry them, at their written precision, any field missing."""
    by_chance = draw(st.booleans())
    best = draw(st.none() | st.sampled_from(TILES))
    return Evaluation(
        value=draw(st.none() | estimates(-200, 200, 1)),
        best=best,
        best_arm=None if best is None else draw(st.none() | arms),
        best_value=None if best is None else draw(estimates(-200, 200, 1)),
        loss=draw(st.none() | (estimates(-1, 1, 2) if by_chance else estimates(-200, 200, 1))),
        win=draw(estimates(0, 1, 2)) if by_chance else None,
        best_win=draw(st.none() | estimates(0, 1, 2)) if by_chance else None,
        search=draw(st.none() | searches),
        count=draw(st.none() | st.integers(0, 60)),
    )


@settings(max_examples=500)
@given(evaluations())
def test_parse_of_format_is_the_evaluation(evaluation: Evaluation) -> None:
    assert Evaluation.parse(evaluation.format()) == evaluation
    assert evaluation.rounded() == evaluation


@settings(max_examples=300)
@given(evaluations())
def test_format_of_parse_gives_the_canonical_text_back(evaluation: Evaluation) -> None:
    text = evaluation.format()
    assert Evaluation.parse(text).format() == text


@settings(max_examples=300)
@given(st.floats(-300, 300), st.floats(0, 40))
def test_rounding_is_what_writing_and_reading_back_give(value: float, error: float) -> None:
    evaluation = Evaluation(value=Estimate(value, error), loss=Estimate(value, error))
    assert Evaluation.parse(evaluation.format()) == evaluation.rounded()
    assert not evaluation.rounded().format().startswith("[%eval -0.0")


def test_a_value_with_its_error_and_an_exact_one() -> None:
    found = Evaluation.parse("[%eval -3.2 se 0.6] [%best 5-0 N 9.1] [%search all 210]")
    assert found.value == Estimate(-3.2, 0.6)
    assert found.best_value == Estimate(9.1) and found.best_value.error is None
    assert (found.best_text, found.search) == ("5-0 N", HowSearched(ALL, 210))
    assert found.value.low == pytest.approx(-3.2 - 1.96 * 0.6)


def test_R25_the_best_on_a_later_doubles_arm_is_written_by_its_path_and_read_back() -> None:
    found = Evaluation.parse("[%eval 1.2 se 0.4] [%best 6-3 E3N 2.0 se 0.4] [%count 9]")
    assert (found.best_arm, found.best_text) == (ArmPath("E3N"), "6-3 E3N")
    assert found.format() == "[%eval 1.2 se 0.4] [%best 6-3 E3N 2.0 se 0.4] [%count 9]"
    deeper = Evaluation.parse("[%best 6-1 E3N6W -0.5]")
    assert deeper.best_arm == ArmPath("E3N6W") and deeper.best_value == Estimate(-0.5)
    assert Evaluation.parse("[%best 6-3 E 2.0]").best_arm is Arm.E


def test_the_chance_to_win_of_the_move_played_and_of_the_best() -> None:
    found = Evaluation.parse(
        "[%eval 5.2 se 0.4] [%best 6-2 S 4.1 se 0.4] [%loss 0.08 se 0.01]"
        " [%win 0.52 se 0.02 best 0.60 se 0.02]"
    )
    assert found.by_chance
    assert (found.win, found.best_win) == (Estimate(0.52, 0.02), Estimate(0.6, 0.02))
    assert found.format().endswith("[%loss 0.08 se 0.01] [%win 0.52 se 0.02 best 0.60 se 0.02]")


@pytest.mark.parametrize(
    "text",
    [
        "[%eval lots]",
        "[%eval 4.2 se]",
        "[%eval 4.2 se -1]",
        "[%eval 4.2 plus 1]",
        "[%best 9-9 N 2]",
        "[%best 6-4 Q 2]",
        "[%best 6-3 E3E 2]",  # across an east arm lie north and south only (R25)
        "[%best 6-3 e3n 2]",
        "[%best 6-4]",
        "[%loss 1 2]",
        "[%win 1.5]",
        "[%win 0.5 worst 0.4]",
        "[%win 0.5 best 1.4]",
        "[%search 0 settled]",
        "[%search 160 soon]",
        "[%search exact 3]",
        "[%search all]",
        "[%count -2]",
        "[%clk 0:01:00]",
    ],
)
def test_a_command_whose_arguments_do_not_read_is_left_out(text: str) -> None:
    assert Evaluation.parse(text) == Evaluation()


def test_a_search_names_its_deals_unless_exact() -> None:
    with pytest.raises(ValueError, match="names no number"):
        HowSearched(EXACT, 3)
    with pytest.raises(ValueError, match="searched some deals"):
        HowSearched(ALL)
    with pytest.raises(ValueError, match="not 'soon'"):
        HowSearched("soon", 3)


def test_the_specs_examples_read_and_write_back_as_written() -> None:
    spec = (ROOT / "docs" / "notation.md").read_text(encoding="utf-8")
    section = spec[spec.index("### 6.4 Commands in comments") : spec.index("## 7. ")]
    comments = re.findall(r"\{(\[%eval [^}]*)\}", section)
    assert len(comments) >= 3
    for text in comments:
        found = Evaluation.parse(text)
        assert found.judged
        assert found.format() == text, text


def test_an_annotated_record_keeps_every_evaluation_through_text_and_json() -> None:
    game = parse_game((ROOT / "samples" / "two-players-open.afn").read_text(encoding="utf-8"))
    settings_ = Settings(budget=32)
    once = annotated(game, judge_all(decisions(game, check_game(game)), settings_))
    written = [Evaluation.of_comments(turn.comments) for hand in once.hands for turn in hand.turns]
    assert sum(e.judged for e in written) > 50
    for again in (parse_game(write_game(once)), game_from_json(game_to_json(once))):
        assert [Evaluation.of_comments(t.comments) for h in again.hands for t in h.turns] == written


def test_the_last_command_of_a_name_wins_and_other_comments_are_kept_apart() -> None:
    comments = (Comment("my note [%eval 1.0]"), Comment("[%eval 2.0 se 0.1] [%count 5]"))
    found = Evaluation.of_comments(comments)
    assert (found.value, found.count) == (Estimate(2.0, 0.1), 5)
