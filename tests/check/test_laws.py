"""The validator's laws: every game the engine plays checks clean, and nothing makes it raise.

(a) A self-played game written down at any knowledge level, with or without implied arms
and claimed points, read back from text or JSON or taken as it is, gives no diagnostic,
and the replay agrees with the engine on whether the game is over and who won. (b) Any
record (``allfives_notation.testing.strategies``), and any file of scribbled or scrambled
text, gives diagnostics, never an exception. (c) At the open level, where the engine can replay every
move, one turn changed is flagged exactly where the engine first refuses the hand's turns.
"""

from __future__ import annotations

import re
from dataclasses import replace

from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from allfives_notation.check import CODES, Form, GameReport, Severity, check_game, check_read
from allfives_notation.engine import PlayedGame
from allfives_notation.engine.arms import Arm
from allfives_notation.engine.game import Game
from allfives_notation.engine.selfplay import compact_moves
from allfives_notation.engine.tiles import TILES
from allfives_notation.errors import AllFivesError
from allfives_notation.notation import game_from_json, game_to_json, parse_game, read_games, write_game
from allfives_notation.record import GameRecord, Knowledge, Turn, View, record_of
from allfives_notation.testing.games import played
from allfives_notation.testing.strategies import played_games, records
from tests.check.views import every_view, shown


def budget(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def assert_well_formed(report: GameReport) -> None:
    """Every diagnostic is data a program can use: a known code, a place, JSON and a line of text."""
    for found in report.diagnostics:
        assert found.code in CODES
        assert found.severity in (Severity.ERROR, Severity.WARNING)
        assert found.line is not None or found.pointer is not None, str(found)
        assert found.line is None or found.line >= 1, str(found)
        assert str(found).count(found.code) >= 1
        assert found.to_json()["code"] == found.code
    assert report.errors + report.warnings == len(report.diagnostics)
    assert report.status


# ---- (a) the engine's games check clean --------------------------------------------------


def the_ways_in(record: GameRecord) -> list[tuple[str, GameReport]]:
    """``record`` checked as it is, read back from its text, and read back from its JSON."""
    return [
        ("as built", check_game(record, form=Form.JSON)),
        ("from text", check_game(parse_game(write_game(record)), source="game.afn")),
        ("from JSON", check_game(game_from_json(game_to_json(record)), form=Form.JSON)),
    ]


@budget(25)
@given(played_games(), st.booleans(), st.booleans())
def test_every_played_game_at_every_level_checks_clean(
    game: PlayedGame, implied_arms: bool, claims: bool
) -> None:
    for view in every_view(game.table.players):
        record = record_of(game, view, implied_arms=implied_arms, claims=claims)
        for way, report in the_ways_in(record):
            note(f"{view} {way}")
            assert not report.diagnostics, shown(report)
            assert report.valid
            assert report.over == game.finished
            assert report.winner == game.winner
            if game.finished:
                assert report.scores == game.scores
            assert report.turns_checked == sum(len(hand.turns) for hand in record.hands)


# ---- (b) nothing makes the validator raise -----------------------------------------------


@budget(60)
@given(records())
def test_any_record_gives_diagnostics_not_exceptions(record: GameRecord) -> None:
    assert_well_formed(check_game(record, form=Form.JSON))
    for read in read_games(write_game(record), "any.afn"):
        report = check_read(read, source="any.afn")
        assert_well_formed(report)
        assert report.record is not None


TILE = re.compile(r"\b[0-6]-[0-6]\b")
NUMBER = re.compile(r"(?<![0-9-])[0-9]+(?![0-9]*-[0-6])")
ARM = re.compile(r"(?<=[0-6]-[0-6] )[WENS]\b")


@st.composite
def scrambled(draw: st.DrawFn) -> str:
    """A valid game's text with a few lines dropped, doubled or swapped, and tiles, arms, numbers and
    names changed: mostly records that still read, and so reach the validator, but break rules."""
    game = draw(played_games())
    view = draw(st.sampled_from(every_view(game.table.players)))
    lines = write_game(record_of(game, view, implied_arms=draw(st.booleans()))).splitlines()
    names = ("Ann", "Ben", "Cat", "Dan")[: game.table.players]
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(lines) - 1))
        line = lines[at]
        how = draw(st.sampled_from(("drop", "double", "swap", "tile", "number", "arm", "name")))
        if how == "drop":
            del lines[at]
        elif how == "double":
            lines.insert(at, line)
        elif how == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], line
        elif how == "tile":
            tile = str(draw(st.sampled_from(TILES)))
            lines[at] = TILE.sub(tile, line, count=1)
        elif how == "number":
            lines[at] = NUMBER.sub(str(draw(st.integers(0, 300))), line, count=1)
        elif how == "arm":
            lines[at] = ARM.sub(draw(st.sampled_from("WENS")), line, count=1)
        else:
            old, new = draw(st.permutations(names))[:2]
            lines[at] = line.replace(old, new, 1)
    return "\n".join(lines) + "\n"


@budget(150)
@given(scrambled())
def test_any_scrambled_game_gives_diagnostics_not_exceptions(text: str) -> None:
    for read in read_games(text, "scrambled.afn"):
        report = check_read(read, source="scrambled.afn")
        assert_well_formed(report)
        if read.game is not None:
            assert all(found.line is not None for found in report.diagnostics), shown(report)


@budget(100)
@given(st.text(max_size=200))
def test_any_text_gives_diagnostics_not_exceptions(text: str) -> None:
    for read in read_games('[Seats "Ann, Ben"]\n' + text, "any.afn"):
        assert_well_formed(check_read(read, source="any.afn"))


# ---- (c) at the open level the validator and the engine agree on the first illegal turn --


def first_refused(game: PlayedGame, record: GameRecord, h: int) -> int | None:
    """The first turn of hand ``h`` that the engine refuses (or whose claim it does not score), if any."""
    engine = Game(game.table)
    for earlier in game.hands[:h]:
        engine.new_hand(earlier.dealt, earlier.boneyard, earlier.leader).apply(compact_moves(earlier.moves))
    played_hand = game.hands[h]
    hand = engine.new_hand(played_hand.dealt, played_hand.boneyard, played_hand.leader)
    for t, turn in enumerate(record.hands[h].turns):
        try:
            drawn = [hand.draw(seat=turn.seat) for _ in range(turn.draws)]
            if turn.drawn and tuple(drawn) != turn.drawn:
                return t
            if turn.passed:
                hand.pass_turn(seat=turn.seat)
            elif turn.tile is not None:
                points = hand.play(turn.tile, turn.arm, seat=turn.seat)
                if turn.points is not None and turn.points != points:
                    return t
        except AllFivesError:
            return t
    return None


@st.composite
def changed_turns(draw: st.DrawFn) -> tuple[PlayedGame, GameRecord, int]:
    """An open record with one turn of one hand changed, dropped or doubled, and that hand's index."""
    game = draw(played_games())
    record = record_of(
        game, View(Knowledge.OPEN), implied_arms=draw(st.booleans()), claims=draw(st.booleans())
    )
    h = draw(st.integers(0, len(record.hands) - 1))
    turns = list(record.hands[h].turns)
    t = draw(st.integers(0, len(turns) - 1))
    seat = draw(st.sampled_from((turns[t].seat, draw(st.integers(0, game.table.players - 1)))))
    how = draw(
        st.sampled_from(
            ("place", "draw and place", "pass", "draw and pass", "arm", "claim", "drop", "double")
        )
    )
    tile = draw(st.sampled_from(TILES))
    arm = draw(st.none() | st.sampled_from(Arm))
    points = draw(st.none() | st.integers(0, 12).map(lambda n: 5 * n))
    draws = draw(st.integers(1, 4)) if how.startswith("draw") else 0
    if how.endswith("place"):
        turns[t] = Turn(seat, tile, arm, draws, points=points)
    elif how.endswith("pass"):
        turns[t] = Turn(seat, draws=draws, passed=True)
    elif how == "arm" and turns[t].tile is not None:
        turns[t] = replace(turns[t], arm=arm)
    elif how == "claim" and turns[t].tile is not None:
        turns[t] = replace(turns[t], points=points)
    elif how == "drop":
        del turns[t]
    else:
        turns.insert(t, turns[t])
    hands = list(record.hands)
    hands[h] = replace(hands[h], turns=tuple(turns))
    return game, replace(record, hands=tuple(hands)), h


@budget(120)
@given(changed_turns())
def test_R7_to_R16_at_the_open_level_the_first_error_is_where_the_engine_first_refuses(
    case: tuple[PlayedGame, GameRecord, int],
) -> None:
    """With every hand and the boneyard known, the engine is an oracle for the turns: the validator's
    first error stands on the first turn the engine refuses, and on no turn of that hand if it
    refuses none (the change may still show at the end of the hand, or in later hands)."""
    game, record, h = case
    read = parse_game(write_game(record))
    report = check_game(read, source="changed.afn")
    refused = first_refused(game, record, h)
    found = [d for d in report.diagnostics if d.severity is Severity.ERROR]
    turn_lines = {turn.line for turn in read.hands[h].turns}
    note(shown(report))
    if refused is None:
        assert not found or found[0].hand != read.hands[h].number or found[0].line not in turn_lines
    else:
        assert found and found[0].line == read.hands[h].turns[refused].line, (
            f"the engine refuses turn {refused + 1}"
        )


# ---- examples ----------------------------------------------------------------------------


def test_a_finished_game_says_who_won() -> None:
    game = played(3, False, (), 1, ("greedy",) * 3)
    assert game.winner is not None
    record = record_of(game, View(Knowledge.PUBLIC))
    report = check_game(record)
    assert report.valid and report.over
    assert report.status == f"won by {record.side_name(game.winner)}"


def test_a_partnership_win_names_both_partners() -> None:
    game = played(4, True, (), 0, ("greedy",) * 4)
    assert game.winner is not None
    report = check_game(record_of(game, View(Knowledge.OPEN)))
    assert report.status == f"won by {('Ann+Cat', 'Ben+Dan')[game.winner]}"


def test_an_unfinished_game_says_where_it_stands() -> None:
    game = played(2, False, (), 1, ("greedy", "greedy"))
    record = record_of(game, View(Knowledge.OPEN))
    second = record.hands[1]
    cut = replace(record, hands=record.hands[:2], result=None)
    report = check_game(cut)
    assert report.valid and not report.over and report.winner is None
    ann, ben = (score for _, score in second.scores)
    assert report.scores == (ann, ben)
    assert report.status == f"in progress (hand 2; Ann {ann}, Ben {ben})"


def test_a_game_stopped_by_self_play_before_the_target_is_in_progress() -> None:
    game = played(4, False, (("spinner", "none"),), 0, ("greedy",) * 4)
    assert not game.finished
    report = check_game(record_of(game, View(Knowledge.PUBLIC)))
    assert report.valid and not report.over
    assert report.status.startswith(f"in progress (hand {len(game.hands)}; Ann ")


def test_a_game_with_no_hands_is_in_progress_before_the_first_hand() -> None:
    record = replace(record_of(played(2, False, (), 1, ("greedy", "greedy"))), hands=(), result=None)
    assert check_game(record).status == "in progress (before the first hand; Ann 0, Ben 0)"


def test_turns_checked_counts_every_turn_of_every_hand() -> None:
    game = played(3, False, (("hand-end", "award"),), 0, ("greedy", "random", "greedy"))
    record = record_of(game, View(Knowledge.PLAYER, 1))
    report = check_game(parse_game(write_game(record)))
    assert report.valid
    assert report.turns_checked == sum(len(hand.turns) for hand in record.hands) > 0
    assert [summary.turns for summary in report.hands] == [len(hand.turns) for hand in record.hands]
