"""The validator under muggins=on (R23), at every level of knowledge, held to the independent judge.

(a) Careless self-played muggins games (claims left low or struck, calls made) check clean
at every view, as built and read back from text, and the judge, written from RULES.md
apart from the validator, finds them legal. (b) One change is caught with its code: a
call's amount broken (AF310), a call moved to the placement's own side (AF311), a call
deleted (the running score, AF302), a wrong call put in (AF309, a warning: the caller's
mistake), a call where the rules have no muggins (AF312); and over any such change the
validator agrees with the judge. (c) Without muggins=on, claims stay the record's to get
right (AF301).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from allfives_notation.check import Form, Severity, check_game
from allfives_notation.engine import Move, PlayedGame, RuleSet, Table, play_game
from allfives_notation.notation import parse_game, write_game
from allfives_notation.record import Call, GameRecord, record_of
from allfives_notation.testing.judge import ILLEGAL, LEGAL, UNDECIDED, judge
from allfives_notation.testing.records import with_turn
from tests.check.views import counted, every_view, shown, view_at

SEATINGS = ((2, False), (3, False), (4, False), (4, True))
#: Muggins tables: the named rule set, and muggins=on with other counts and targets (R20, R22).
TABLES: tuple[tuple[str, dict[str, str], int | None], ...] = (
    ("muggins", {}, None),
    ("allfives", {"muggins": "on"}, 100),
    ("allfives", {"muggins": "on", "target": "exact", "hand-end": "award"}, 50),
    ("fives-and-threes", {"muggins": "on"}, None),
)


def rules_of(preset: str, variants: dict[str, str], target: int | None) -> RuleSet:
    rules = RuleSet.from_variants(variants, preset)
    return rules if target is None else rules.with_variant("target", str(target))


@cache
def careless(table: int, players: int, partnerships: bool, seed: int, slips: int) -> PlayedGame:
    """A game of careless players who slip ``slips``% of their claims and miss some calls."""
    rules = rules_of(*TABLES[table])
    return play_game(Table(players, partnerships, rules), seed, (f"careless:{slips}",) * players, max_hands=8)


def found(record: GameRecord) -> list[tuple[str, str | None]]:
    return [(d.code, d.rule) for d in check_game(record, form=Form.JSON).diagnostics]


def calls_of(record: GameRecord) -> list[tuple[int, int, int]]:
    """(hand, turn, call) of every call in ``record``, in order."""
    return [
        (h, t, c)
        for h, hand in enumerate(record.hands)
        for t, turn in enumerate(hand.turns)
        for c in range(len(turn.calls))
    ]


def with_calls(record: GameRecord, h: int, t: int, calls: tuple[Call, ...]) -> GameRecord:
    turn = record.hands[h].turns[t]
    return with_turn(record, h, t, replace(turn, calls=calls))


def placer_of(record: GameRecord, h: int, t: int) -> int:
    """The seat of the last placement at or before turn ``t`` of hand ``h``: what a call there answers."""
    turns = record.hands[h].turns
    return next(turns[k].seat for k in range(t, -1, -1) if turns[k].tile is not None)


@st.composite
def muggins_games(draw: st.DrawFn) -> tuple[int, int, bool, int, int]:
    """A careless muggins game at any seating and muggins table, as ``careless`` takes it."""
    players, partnerships = draw(st.sampled_from(SEATINGS))
    table = draw(st.integers(0, len(TABLES) - 1))
    return table, players, partnerships, draw(st.integers(0, 2**16)), draw(st.sampled_from((20, 50)))


BUDGET = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# ---- (a) the engine's games check clean -------------------------------------------------------


@BUDGET
@given(muggins_games())
def test_R23_every_careless_muggins_game_checks_clean_at_every_view(
    spec: tuple[int, int, bool, int, int],
) -> None:
    game = careless(*spec)
    for view in every_view(game.table.players):
        record = record_of(game, view)
        for report in (check_game(record, form=Form.JSON), check_game(parse_game(write_game(record)))):
            assert not report.diagnostics, f"{view}: {shown(report)}"
            assert report.winner == game.winner, view


@BUDGET
@given(muggins_games())
def test_R23_the_independent_judge_finds_every_careless_muggins_game_legal(
    spec: tuple[int, int, bool, int, int],
) -> None:
    game = careless(*spec)
    for view in every_view(game.table.players):
        assert judge(record_of(game, view)) == (LEGAL, ""), view


def test_R23_the_careless_games_hold_low_claims_struck_claims_and_calls() -> None:
    """The laws above are not empty: the games claim low, claim too much, and call."""
    low = over = calls = 0
    for table in range(len(TABLES)):
        for players, partnerships in SEATINGS:
            game = careless(table, players, partnerships, 1, 50)
            for hand in game.hands:
                for move in hand.moves:
                    if move.kind.value == "call":
                        calls += 1
                    elif move.claim is not None and move.points < move.claim:
                        over += 1
                    elif move.claim is not None and move.claim < move.points + (move.claim == 0):
                        low += 1
    assert calls > 20 and over > 2 and low > 20, (calls, over, low)


def test_R23_a_call_after_the_last_tile_counts_before_the_end_and_a_call_may_win_the_game() -> None:
    """A call on the tile that went out counts before the hand's end is counted; one may reach the target."""
    after_out = won = 0
    for table in range(len(TABLES)):
        for players, partnerships in SEATINGS:
            game = careless(table, players, partnerships, 0, 50)
            record = record_of(game)
            ends = [
                (hand.end, hand.turns[-1].calls) for hand in record.hands if hand.end and hand.turns[-1].calls
            ]
            if not ends:
                continue
            for view in every_view(players):
                report = check_game(record_of(game, view), form=Form.JSON)
                assert not report.diagnostics, f"{view}: {shown(report)}"
            after_out += sum(end.how.value == "out" for end, _ in ends)
            won += sum(end.how.value == "target" and end.seat == calls[-1].seat for end, calls in ends)
    assert after_out >= 3 and won >= 1, (after_out, won)


# ---- (b) one change is caught with its code ---------------------------------------------------


LEVELS = ("open", "player", "public")


@cache
def corpus() -> list[PlayedGame]:
    return [
        careless(table, p, partners, seed, 50)
        for table in range(len(TABLES))
        for p, partners in SEATINGS
        for seed in range(2)
    ]


def scoring_calls(record: GameRecord) -> list[tuple[int, int, int]]:
    """The calls that scored, in hands whose running scores the record gives."""
    return [
        (h, t, c)
        for h, t, c in calls_of(record)
        if record.hands[h].turns[t].calls[c].points and record.hands[h].scores
    ]


@pytest.mark.parametrize("level", LEVELS)
def test_R23_a_call_naming_the_wrong_points_is_found(level: str) -> None:
    tried = 0
    for game in corpus():
        for h, t, c in scoring_calls(record_of(game))[:2]:
            record = record_of(game, view_at(level, placer_of(record_of(game), h, t)))
            turn = record.hands[h].turns[t]
            call = turn.calls[c]
            assert call.points
            for wrong in (call.points + 1, call.points - 1 or None):
                calls = (*turn.calls[:c], replace(call, points=wrong), *turn.calls[c + 1 :])
                report = check_game(with_calls(record, h, t, calls), form=Form.JSON)
                first = report.diagnostics[0]
                assert [(d.code, d.rule) for d in report.diagnostics] == [("AF310", "R23")], shown(report)
                assert first.pointer == f"/hands/{h}/turns/{t}/calls/{c}" + ("/points" if wrong else "")
                assert first.expected == str(call.points)
                assert f"muggins call scores {call.points}, not " in first.message
                tried += 1
    assert tried >= 10


def test_R23_in_text_a_wrong_call_amount_is_found_at_its_line_and_column() -> None:
    """Read from text, the finding stands on the call line, under its ``+points``."""
    tried = 0
    for game in corpus()[:8]:
        record = record_of(game)
        for h, t, c in scoring_calls(record)[:2]:
            turn = record.hands[h].turns[t]
            call = turn.calls[c]
            assert call.points
            calls = (*turn.calls[:c], replace(call, points=call.points + 2), *turn.calls[c + 1 :])
            text = write_game(with_calls(record, h, t, calls))
            read = parse_game(text)
            assert not check_game(parse_game(write_game(record))).diagnostics
            report = check_game(read, source="game.afn")
            first = report.diagnostics[0]
            written = read.hands[h].turns[t].calls[c]
            assert (first.code, first.line, first.column) == ("AF310", written.line, written.points_column)
            line = text.split("\n")[written.line - 1]
            assert line.strip() == f"{record.seats[call.seat]} muggins +{call.points + 2}"
            assert line[written.points_column - 1 :].startswith(f"+{call.points + 2}")
            tried += 1
    assert tried >= 4


@pytest.mark.parametrize("level", LEVELS)
def test_R23_a_call_by_the_side_that_made_the_placement_is_found(level: str) -> None:
    tried = 0
    for game in corpus():
        truth = record_of(game)
        for h, t, c in calls_of(truth)[:2]:
            placer = placer_of(truth, h, t)
            record = record_of(game, view_at(level, placer))
            turn = record.hands[h].turns[t]
            calls = (*turn.calls[:c], replace(turn.calls[c], seat=placer), *turn.calls[c + 1 :])
            report = check_game(with_calls(record, h, t, calls), form=Form.JSON)
            first = report.diagnostics[0]
            assert (first.code, first.rule) == ("AF311", "R23"), shown(report)
            assert "only an opponent calls muggins" in first.message
            # what follows is the running score without the call, and what it leads to: no turn is at fault
            assert not any("/turns/" in (d.pointer or "") for d in report.diagnostics[1:]), shown(report)
            tried += 1
    assert tried >= 10


def test_R23_a_call_by_the_placers_partner_is_found() -> None:
    tried = 0
    for game in corpus():
        if not game.table.partnerships:
            continue
        record = record_of(game)
        for h, t, c in calls_of(record)[:3]:
            partner = (placer_of(record, h, t) + 2) % 4
            turn = record.hands[h].turns[t]
            calls = (*turn.calls[:c], replace(turn.calls[c], seat=partner), *turn.calls[c + 1 :])
            report = check_game(with_calls(record, h, t, calls), form=Form.JSON)
            assert report.diagnostics[0].code == "AF311", shown(report)
            assert "their partner" in report.diagnostics[0].message
            tried += 1
    assert tried >= 3


@pytest.mark.parametrize("level", LEVELS)
def test_R23_a_call_left_out_leaves_the_running_score_wrong(level: str) -> None:
    tried = 0
    for game in corpus():
        truth = record_of(game)
        for h, t, c in scoring_calls(truth)[:2]:
            record = record_of(game, view_at(level, placer_of(truth, h, t)))
            turn = record.hands[h].turns[t]
            report = check_game(
                with_calls(record, h, t, turn.calls[:c] + turn.calls[c + 1 :]), form=Form.JSON
            )
            assert report.diagnostics, f"hand {h + 1} turn {t + 1}"
            first = report.diagnostics[0]
            assert first.severity is Severity.ERROR
            assert first.code in ("AF302", "AF401", "AF501"), shown(report)
            tried += 1
    assert tried >= 10


@pytest.mark.parametrize("level", LEVELS)
def test_R23_a_wrong_call_is_the_callers_mistake_a_warning(level: str) -> None:
    """A call on a placement claimed in full, or called already, scores nothing: AF309, a warning."""
    tried = 0
    for game in corpus():
        truth = record_of(game)
        # a second call on a placement already called; one on a placement claimed in full
        spots = [(h, t) for h, t, c in calls_of(truth) if c == 0][:2]
        spots += [
            (h, t)
            for h, hand in enumerate(truth.hands)
            for t, turn in enumerate(hand.turns)
            if turn.points and t + 1 < len(hand.turns) and not turn.calls and claimed_in_full(game, h, t)
        ][:2]
        for h, t in spots:
            placer = placer_of(truth, h, t)
            record = record_of(game, view_at(level, placer))
            turn = record.hands[h].turns[t]
            caller = next(
                s for s in range(4) if record.table.seat_sides[s] != record.table.seat_sides[placer]
            )
            for amount in (None, 3):
                report = check_game(
                    with_calls(record, h, t, (*turn.calls, Call(caller, amount))), form=Form.JSON
                )
                assert [(d.code, d.rule) for d in report.diagnostics] == [("AF309", "R23")], shown(report)
                (finding,) = report.diagnostics
                assert finding.severity is Severity.WARNING
                assert report.valid
                assert "nothing was missed, so the call scores nothing" in finding.message
                tried += 1
    assert tried >= 20


def claimed_in_full(game: PlayedGame, h: int, t: int) -> bool:
    """Whether turn ``t``'s placement claimed what it scores by the count (no call could find more)."""
    moves = [m for m in game.hands[h].moves if m.kind.value != "call"]
    turns: list[list[Move]] = [[]]
    for move in moves:  # a turn is its draws, then a placement or a pass
        turns[-1].append(move)
        if move.kind.value != "draw":
            turns.append([])
    move = turns[t][-1]
    assert move.kind.value == "play"
    points = counted(record_of(game), h).get(t)
    return move.claim == points


def test_R23_a_wrong_call_is_worded_for_a_player() -> None:
    rules = rules_of("muggins", {}, None)
    game = play_game(Table(2, rules=rules), 3, ("greedy", "greedy"), max_hands=1)
    record = record_of(game)
    hand = record.hands[0]
    t = next(t for t, turn in enumerate(hand.turns) if turn.points and not turn.calls)
    turn = hand.turns[t]
    other = record.seats[1 - turn.seat]
    report = check_game(with_calls(record, 0, t, (Call(1 - turn.seat, 2),)), form=Form.JSON)
    (finding,) = report.diagnostics
    placer = record.seats[turn.seat]
    assert finding.message.startswith(
        f"{other} calls muggins for 2, but {placer} claimed {turn.tile}'s {turn.points} in full:"
        " nothing was missed"
    )


def test_R23_a_call_where_the_rules_have_no_muggins_is_found() -> None:
    game = play_game(Table(2, rules=RuleSet.from_variants({"target": "100"})), 0, "greedy", max_hands=2)
    record = record_of(game)
    turn = record.hands[0].turns[1]
    report = check_game(with_calls(record, 0, 1, (Call(1 - turn.seat, 5),)), form=Form.JSON)
    first = report.diagnostics[0]
    assert (first.code, first.rule) == ("AF312", "R23"), shown(report)
    assert "without muggins=on" in report.diagnostics[0].message
    assert judge(with_calls(record, 0, 1, (Call(1 - turn.seat, 5),)))[0] == ILLEGAL


def test_R23_a_call_after_a_blocked_hand_has_nothing_to_answer() -> None:
    for seed in range(40):
        game = careless(0, 2, False, seed, 0)
        record = record_of(game)
        for h, hand in enumerate(record.hands):
            if hand.end is not None and hand.end.how.value == "blocked":
                t = len(hand.turns) - 1
                caller = (hand.turns[t].seat + 1) % 2
                report = check_game(with_calls(record, h, t, (Call(caller, 1),)), form=Form.JSON)
                assert report.diagnostics[0].code == "AF312", shown(report)
                assert "the hand is blocked and over" in report.diagnostics[0].message
                return
    raise AssertionError("no blocked hand in 40 games")


#: One change to a record's calls, each a mistake a writer makes: an amount off, the wrong caller,
#: a call left out, a call put in (by anyone, for any amount, or none).
CHANGES = ("amount up", "amount down", "own side", "left out", "call put in")


def changed_calls(record: GameRecord, change: str, data: st.DataObject) -> GameRecord | None:
    """``record`` with one call changed as ``change`` says, at a place ``data`` draws; None if none fits."""
    if change == "call put in":
        spots = [(h, t) for h, hand in enumerate(record.hands) for t in range(len(hand.turns))]
        h, t = data.draw(st.sampled_from(spots))
        turn = record.hands[h].turns[t]
        call = Call(
            data.draw(st.integers(0, record.table.players - 1)), data.draw(st.none() | st.integers(1, 12))
        )
        return with_calls(record, h, t, (*turn.calls, call))
    sites = calls_of(record)
    if not sites:
        return None
    h, t, c = data.draw(st.sampled_from(sites))
    turn = record.hands[h].turns[t]
    call = turn.calls[c]
    if change == "left out":
        return with_calls(record, h, t, turn.calls[:c] + turn.calls[c + 1 :])
    if change == "own side":
        call = replace(call, seat=placer_of(record, h, t))
    else:
        points = (call.points or 0) + (1 if change == "amount up" else -1)
        call = replace(call, points=points if points > 0 else None)
    return with_calls(record, h, t, (*turn.calls[:c], call, *turn.calls[c + 1 :]))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(muggins_games(), st.sampled_from(LEVELS), st.sampled_from(CHANGES), st.data())
def test_R23_the_validator_agrees_with_the_judge_on_one_call_changed(
    spec: tuple[int, int, bool, int, int], level: str, change: str, data: st.DataObject
) -> None:
    """A record with one call changed is valid exactly where the independent judge finds it legal."""
    game = careless(*spec)
    seat = data.draw(st.integers(0, game.table.players - 1))
    record = changed_calls(record_of(game, view_at(level, seat)), change, data)
    if record is None:
        return
    verdict, why = judge(record)
    report = check_game(record, form=Form.JSON)
    event(f"{change}: {verdict}")
    if verdict == UNDECIDED:
        return
    assert report.valid == (verdict == LEGAL), f"judge: {verdict} {why}\nvalidator:\n{shown(report)}"


# ---- (c) claims: the player's say under muggins, the record's mistake without it ---------------


def test_R23_without_muggins_a_low_claim_is_still_a_wrong_record() -> None:
    game = play_game(Table(2, rules=RuleSet.from_variants({"target": "100"})), 0, "greedy", max_hands=1)
    record = record_of(game, claims=True)
    t = next(t for t, turn in enumerate(record.hands[0].turns) if turn.points)
    turn = record.hands[0].turns[t]
    assert turn.points is not None
    low = with_turn(record, 0, t, replace(turn, points=turn.points - 5))
    assert found(low)[0] == ("AF301", "R15")


def test_R23_under_muggins_a_claim_low_or_struck_is_legal_play() -> None:
    """A claim lowered, with the running scores it leaves, is legal; so is one past the count."""
    game = careless(0, 2, False, 0, 0)
    record = record_of(game)
    assert not found(record)
    assert all(not turn.calls for hand in record.hands for turn in hand.turns)  # nobody slipped
    for h, hand in enumerate(record.hands):
        for t, turn in enumerate(hand.turns):
            if turn.points:
                codes = found(with_turn(record, h, t, replace(turn, points=None)))
                # the side scores less: only the running score after the hand can be wrong, not the claim
                assert codes and {c for c, _ in codes} <= {"AF302", "AF401", "AF402", "AF403"}, codes
                return
    raise AssertionError("no claim")
