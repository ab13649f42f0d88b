"""The study under muggins=on (R23): slips read from a record, marked and counted per player; the analyst."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from allfives_notation.analysis.annotate import annotate
from allfives_notation.analysis.knowledge import position_in, seen_by
from allfives_notation.analysis.muggins import SLIP_NOTE, claim_scores, slip_figures, slip_notes, slips
from allfives_notation.analysis.players import ANALYSIS_PLAYERS
from allfives_notation.analysis.racing import COUNT_UNITS, count_unit
from allfives_notation.analysis.report import as_json, as_markdown, as_text, study_report
from allfives_notation.analysis.study import annotated
from allfives_notation.check import check_game
from allfives_notation.cli import app
from allfives_notation.engine import PlayedGame, RuleSet, Table, play_game
from allfives_notation.engine.game import Game
from allfives_notation.engine.layout import Layout
from allfives_notation.engine.moves import MoveKind
from allfives_notation.engine.rules import Count
from allfives_notation.engine.selfplay import make_moves
from allfives_notation.notation import parse_game, write_game
from allfives_notation.record import GameRecord, record_of

SEATINGS = [(2, False), (3, False), (4, False), (4, True)]


def muggins_game(seed: int, players: int = 2, partnerships: bool = False, slip: int = 40) -> PlayedGame:
    """A game under the named rule set muggins between careless players, so claims are missed and called."""
    table = Table(players, partnerships, RuleSet.from_variants({}, "muggins"))
    return play_game(table, seed, (f"careless:{slip}",) * players, max_hands=4)


def _engine_slips(game: PlayedGame) -> tuple[list[int], list[int], int]:
    """From the engine's log: per seat, what claims gave away and right calls made; calls let go, all told."""
    given_away = [0] * game.table.players
    called = [0] * game.table.players
    let_go = 0
    for hand in game.hands:
        layout = Layout(game.table.rules)
        open_miss = 0
        for move in hand.moves:
            if move.kind is MoveKind.CALL:
                called[move.seat] += move.points > 0
                open_miss = 0 if move.points else open_miss
            elif move.kind is MoveKind.PLAY:
                assert move.tile is not None and move.claim is not None
                let_go += open_miss > 0
                worth = layout.put(move.tile.id, -1 if move.arm is None else int(move.arm))
                given_away[move.seat] += worth - move.points
                open_miss = abs(worth - move.claim) if move.claim <= worth else move.claim
        let_go += open_miss > 0
    return given_away, called, let_go


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), seating=st.sampled_from(SEATINGS), slip=st.sampled_from([10, 40, 100]))
def test_R23_the_slips_read_from_the_record_are_the_engines_misses_and_calls(
    seed: int, seating: tuple[int, bool], slip: int
) -> None:
    """What each claim gave away, who called and which calls were let go, as the engine played them."""
    game = muggins_game(seed, *seating, slip=slip)
    record = record_of(game)
    found = slips(record)
    given_away, called, let_go = _engine_slips(game)
    seats = range(record.table.players)
    assert [sum(s.given_away for s in found if s.seat == seat) for seat in seats] == given_away
    assert [sum(s.called_by == seat for s in found) for seat in range(len(called))] == called
    assert sum(s.called_by is None for s in found) == let_go
    for s in found:
        assert s.claim != s.count and s.callable > 0
        if s.called_by is not None:
            assert record.table.side_of(s.called_by) != record.table.side_of(s.seat)


def test_R23_each_player_is_charged_what_their_claims_gave_away_and_every_opponent_a_call_let_go() -> None:
    record = record_of(muggins_game(3, 4, True))
    figures = slip_figures(record)
    found = slips(record)
    assert any(s.called_by is None for s in found), "a call let go, to count"
    for seat, mine in enumerate(figures):
        assert mine.by_claims == sum(s.given_away for s in found if s.seat == seat)
        let_go = [s for s in found if s.called_by is None and seat in s.could_call(record.table)]
        assert (mine.calls, mine.by_calls) == (len(let_go), sum(s.callable for s in let_go))
        assert all(record.table.side_of(seat) != record.table.side_of(s.seat) for s in let_go)


def test_R23_a_claim_scores_itself_up_to_the_count_and_nothing_past_it() -> None:
    assert [claim_scores(c, 4) for c in (None, 0, 2, 4, 5)] == [0, 0, 2, 4, 0]


def test_R23_without_muggins_a_record_has_no_slips() -> None:
    record = record_of(play_game(Table(2), 5, "careless:100", max_hands=2))
    assert slips(record) == [] and slip_notes(record) == {}


def _notes(record: GameRecord) -> dict[tuple[int, int], list[str]]:
    return {
        (h, t): [c.text.strip() for c in turn.comments if SLIP_NOTE.fullmatch(c.text.strip())]
        for h, hand in enumerate(record.hands)
        for t, turn in enumerate(hand.turns)
        if any(SLIP_NOTE.fullmatch(c.text.strip()) for c in turn.comments)
    }


def test_R23_annotate_marks_each_missed_claim_struck_claim_and_call_let_go_and_fills_in_no_claim() -> None:
    record = record_of(muggins_game(11, 3))
    notes = slip_notes(record)
    words = [w for ws in notes.values() for w in ws]
    assert any(w.startswith("missed claim: ") for w in words)
    assert any(w.startswith("claim struck: ") for w in words)
    assert any(w.startswith("missed call: ") and " or " in w for w in words)  # two opponents could call
    done = annotate(record, check_game(record))
    assert _notes(done) == notes
    claims = [[t.points for t in hand.turns] for hand in record.hands]
    assert [[t.points for t in hand.turns] for hand in done.hands] == claims  # a claim is the player's say
    assert annotate(done, check_game(record)) == done  # again: the notes replaced, not repeated


def test_R23_the_study_marks_the_slips_too_and_replaces_its_own() -> None:
    record = record_of(muggins_game(11, 3))
    once = annotated(record, [])
    assert _notes(once) == slip_notes(record)
    assert annotated(once, []) == once


def test_R23_the_study_report_gives_each_players_points_missed_by_claims_and_by_calls() -> None:
    record = record_of(muggins_game(3, 4, True))
    report = study_report(record, [], "muggins")
    assert report.muggins and tuple(p.slips for p in report.players) == slip_figures(record)
    text = as_text([report])
    first = report.players[0].slips
    assert f"({first.by_claims} points given away)" in text and f"({first.by_calls} points let go)" in text
    assert "Calls not made" in as_markdown([report])
    assert '"pointsMissedByCalls"' in as_json([report])
    plain = study_report(record_of(play_game(Table(2), 5, "random", max_hands=1)), [], "plain")
    assert not plain.muggins and "points let go" not in as_text([plain])
    assert "pointsMissedByCalls" not in as_json([plain])


def test_R23_the_glyph_thresholds_of_the_named_rule_set_muggins_are_in_fifths() -> None:
    assert count_unit(RuleSet.from_variants({}, "muggins")) == COUNT_UNITS[Count.FIFTHS] < 1


def test_R23_the_analyst_claims_in_full_and_calls_every_miss() -> None:
    table = Table(2, False, RuleSet.from_variants({}, "muggins"))
    game = play_game(table, 4, ("analyst:6/1", "careless:60"), max_hands=2, makers=ANALYSIS_PLAYERS)
    found = slips(record_of(game))
    assert found, "the careless player slipped"
    assert all(s.seat == 1 and s.called_by == 0 for s in found)


def test_R23_annotate_on_the_command_line_reads_the_calls_and_marks_the_slips(tmp_path: Path) -> None:
    """Through the text form: the call lines read back, the slips marked, the calls kept after their turns."""
    record = record_of(muggins_game(11, 3))
    path = tmp_path / "muggins.afn"
    path.write_text(write_game(record), encoding="utf-8")
    result = CliRunner().invoke(app, ["annotate", str(path), "--classic", "-o", "-"])
    assert result.exit_code == 0, result.output
    done = parse_game(result.stdout)
    assert _notes(done) == slip_notes(record)
    assert [t.calls for h in done.hands for t in h.turns] == [t.calls for h in record.hands for t in h.turns]


def test_R23_a_call_is_no_turn_a_seat_saw_and_the_search_counts_from_the_hands_start_in_full() -> None:
    """The analyst's position under muggins: no call among the turns seen, each placement counted in full."""
    table = Table(3, False, RuleSet.from_variants({}, "muggins"))
    played = next(
        game.hands[0]
        for game in (play_game(table, seed, ("careless:60",) * 3, max_hands=1) for seed in range(40))
        if any(m.kind is MoveKind.CALL and m.points for m in game.hands[0].moves)
    )
    cut = max(i for i, m in enumerate(played.moves) if m.kind is MoveKind.CALL and m.points) + 1
    hand = Game(table).new_hand(played.dealt, played.boneyard, played.leader)
    make_moves(hand, played.moves[:cut])
    turns, _ = seen_by(hand, hand.seat)
    moves = [m for m in played.moves[:cut] if m.kind in (MoveKind.PLAY, MoveKind.PASS)]
    assert [(t.seat, t.tile, t.passed) for t in turns] == [
        (m.seat, -1 if m.tile is None else m.tile.id, m.kind is MoveKind.PASS) for m in moves
    ]
    layout, full = Layout(table.rules), [0] * table.sides
    for m in moves:
        if m.tile is not None:
            full[table.side_of(m.seat)] += layout.put(m.tile.id, -1 if m.arm is None else int(m.arm))
    assert position_in(hand).scores == tuple(full)
