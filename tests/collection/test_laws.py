"""Laws of a collection, over engine-played games: select partitions, dedupe finds copies, split and join.

- a criterion and its negation split any file in two, in order, whatever the criterion;
- a game read from its tag pairs alone has the header its whole record has;
- a game written again in another form, layout or knowledge level has the same key, and
  dedupe keeps the copy that knows most; a record cut short is dropped for its whole;
- split, then join, gives the canonical file.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from allfives_notation.board.position import game_positions
from allfives_notation.cli import app
from allfives_notation.collection import criteria as pick
from allfives_notation.collection.games import games_of
from allfives_notation.collection.keys import facts_of, knows_no_more, play_key, public_play
from allfives_notation.collection.select import PassTally, every_game, select
from allfives_notation.errors import TERMINAL_ACTIVE
from allfives_notation.notation import write_games, write_jsonl
from allfives_notation.notation.reader import read_games
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.record.model import GameRecord, HandRecord
from allfives_notation.testing.strategies import files, muggins_games, played_games, records

runner = CliRunner()
SAMPLE = Path(__file__).parents[2] / "samples" / "two-players-open.afn"
LAWS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

#: A criterion of every kind of need, each given as the CLI gives it.
CRITERIA = (
    lambda: pick.player("Ann"),
    lambda: pick.seat("2=Ben"),
    lambda: pick.won_by("Ann"),
    lambda: pick.unfinished(True),
    lambda: pick.variant("spinner=open"),
    lambda: pick.view("public"),
    lambda: pick.players("3..4"),
    lambda: pick.tag("Event~a"),
    lambda: pick.date("2000..2030-06"),
    lambda: pick.hands("2.."),
    lambda: pick.turns("..40"),
    lambda: pick.blocked(True),
    lambda: pick.went_out("any"),
    lambda: pick.scored("20"),
    lambda: pick.four_arms(True),
    lambda: pick.from_behind(True),
    lambda: pick.valid(True),
)


def _written(tmp_path: Path, games: list[GameRecord], name: str = "games.afn") -> str:
    path = tmp_path / name
    path.write_text(write_games(games) if name.endswith(".afn") else write_jsonl(games), encoding="utf-8")
    return str(path)


@LAWS
@given(games=files(), which=st.integers(0, len(CRITERIA) - 1), form=st.sampled_from([".afn", ".jsonl"]))
def test_a_criterion_and_its_negation_partition_the_games(
    tmp_path_factory: object, games: list[GameRecord], which: int, form: str
) -> None:
    folder = tmp_path_factory.mktemp("partition")  # type: ignore[attr-defined]
    name = _written(folder, games, "games" + form)
    criterion = CRITERIA[which]()
    negated = replace(criterion, negated=True)
    every = [(g.line, g.text) for g in every_game([name], PassTally())]
    kept = [(g.line, g.text) for g in select([name], [criterion], PassTally())]
    left = [(g.line, g.text) for g in select([name], [negated], PassTally())]
    assert sorted(kept + left) == sorted(every)
    assert not set(kept) & set(left)


@LAWS
@given(games=files())
def test_the_header_from_the_tags_alone_is_the_records_header(
    tmp_path_factory: object, games: list[GameRecord]
) -> None:
    folder = tmp_path_factory.mktemp("headers")  # type: ignore[attr-defined]
    for form in (".afn", ".jsonl"):
        name = _written(folder, games, "games" + form)
        for game in games_of(name):
            assert not isinstance(game, type(None))
            quick = game.header()  # type: ignore[union-attr]
            record = game.record()  # type: ignore[union-attr]
            assert record is not None and quick is not None
            whole = replace(record, hands=(), intro=(), comments=())
            assert replace(quick, intro=(), comments=()) == whole


@LAWS
@given(
    played=st.one_of(played_games(), muggins_games()),
    implied=st.booleans(),
    claims=st.booleans(),
    seat=st.integers(0, 3),
)
def test_every_copy_of_a_game_has_its_key_and_knows_no_more_than_the_open_one(
    played: object, implied: bool, claims: bool, seat: int
) -> None:
    whole = record_of(played)  # type: ignore[arg-type]
    players = len(whole.seats)
    views = [View(Knowledge.PUBLIC), View(Knowledge.PLAYER, seat % players), View(Knowledge.OPEN)]
    open_facts = facts_of(whole, game_positions(whole))
    key = play_key(public_play(whole, game_positions(whole)))
    for view in views:
        copy = record_of(played, view, implied_arms=implied, claims=claims)  # type: ignore[arg-type]
        positions = game_positions(copy)
        assert play_key(public_play(copy, positions)) == key
        assert knows_no_more(facts_of(copy, positions), open_facts)


@LAWS
@given(played=muggins_games(), data=st.data())
def test_R23_under_muggins_a_claim_or_a_call_changed_is_another_games_key(
    played: object, data: st.DataObject
) -> None:
    whole = record_of(played)  # type: ignore[arg-type]
    key = play_key(public_play(whole, game_positions(whole)))
    sites = [(h, t) for h, hand in enumerate(whole.hands) for t, turn in enumerate(hand.turns) if turn.tile]
    h, t = data.draw(st.sampled_from(sites))
    turn = whole.hands[h].turns[t]
    changed = replace(turn, points=(turn.points or 0) + 1, calls=turn.calls[1:])
    hands = list(whole.hands)
    hands[h] = replace(hands[h], turns=(*hands[h].turns[:t], changed, *hands[h].turns[t + 1 :]))
    other = replace(whole, hands=tuple(hands))
    assert play_key(public_play(other, game_positions(other))) != key


def _cut(hand: HandRecord, turns: int) -> HandRecord:
    """The hand as a record stops in it: its first turns, no end."""
    ending = {"end": None, "pips": (), "shown": (), "deductions": (), "awards": (), "scores": ()}
    return replace(hand, turns=hand.turns[:turns], end_comments=(), **ending)  # type: ignore[arg-type]


@LAWS
@given(played=played_games(), data=st.data())
def test_a_record_cut_short_is_the_start_of_its_whole(played: object, data: st.DataObject) -> None:
    whole = record_of(played)  # type: ignore[arg-type]
    hands = data.draw(st.integers(1, len(whole.hands)))
    last = whole.hands[hands - 1]
    turns = data.draw(st.integers(0, len(last.turns)))
    cut_hand = replace(
        last, turns=last.turns[:turns], end=None, pips=(), shown=(), deductions=(), awards=(), scores=()
    )
    cut = replace(whole, result=None, hands=(*whole.hands[: hands - 1], cut_hand))
    cut_play = public_play(cut, game_positions(cut))
    whole_play = public_play(whole, game_positions(whole))
    assert whole_play.startswith(cut_play)
    assert knows_no_more(facts_of(cut, game_positions(cut)), facts_of(whole, game_positions(whole)))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    played=st.lists(played_games(), min_size=1, max_size=3, unique_by=lambda p: (p.table, p.seed)),
    data=st.data(),
)
def test_dedupe_finds_a_game_written_again_and_one_cut_short(
    tmp_path_factory: object, played: list[object], data: st.DataObject
) -> None:
    folder: Path = tmp_path_factory.mktemp("dedupe")  # type: ignore[attr-defined]
    originals = [record_of(p) for p in played]  # type: ignore[arg-type]
    (folder / "open.afn").write_text(write_games(originals), encoding="utf-8")
    views = [View(Knowledge.PUBLIC), View(Knowledge.PLAYER, 0)]
    again = [
        record_of(p, data.draw(st.sampled_from(views)), implied_arms=data.draw(st.booleans()), claims=False)  # type: ignore[arg-type]
        for p in played
    ]
    (folder / "again.jsonl").write_text(write_jsonl(again), encoding="utf-8")
    whole = originals[0]
    last = whole.hands[-1]
    cut_hand = _cut(last, len(last.turns) // 2)
    cut = replace(whole, result=None, hands=(*whole.hands[:-1], cut_hand))
    (folder / "cut.afn").write_text(write_games([cut]), encoding="utf-8")
    out = folder / "kept.afn"
    inputs = [str(folder / name) for name in ("again.jsonl", "cut.afn", "open.afn")]
    result = runner.invoke(app, ["dedupe", *inputs, "-o", str(out), "-j", "1"])
    assert result.exit_code == 0, result.output
    kept = [g for g in games_of(str(out)) if not isinstance(g, type(None))]
    assert [g.record() for g in kept] == [g for g in originals]  # type: ignore[union-attr]
    assert sum(line.startswith("dropped ") for line in result.output.splitlines()) == len(played) + 1


def printable(value: Any) -> Any:
    """The record with each character a terminal acts on written ``?``: text the text form holds."""
    if type(value) is str:
        return TERMINAL_ACTIVE.sub("?", value)
    if isinstance(value, tuple):
        return type(value)(printable(each) for each in value)
    if is_dataclass(value) and not isinstance(value, type):
        changed = {f.name: printable(getattr(value, f.name)) for f in fields(value) if f.init}
        return replace(value, **changed)
    return value


@LAWS
@given(games=st.lists(records().map(printable), min_size=1, max_size=5), every=st.integers(1, 3))
def test_split_then_join_gives_the_canonical_file(
    tmp_path_factory: object, games: list[GameRecord], every: int
) -> None:
    folder: Path = tmp_path_factory.mktemp("split")  # type: ignore[attr-defined]
    source = folder / "season.jsonl"
    source.write_text(write_jsonl(games), encoding="utf-8")
    result = runner.invoke(
        app, ["split", str(source), "--every", str(every), "-o", str(folder / "parts"), "--to", "text"]
    )
    assert result.exit_code == 0, result.output
    parts = sorted(str(p) for p in (folder / "parts").iterdir())
    assert len(parts) == -(-len(games) // every)
    joined = folder / "joined.afn"
    result = runner.invoke(app, ["join", *parts, "-o", str(joined)])
    assert result.exit_code == 0, result.output
    assert joined.read_text(encoding="utf-8") == write_games(games)


def test_split_names_a_game_the_text_form_cannot_hold(tmp_path: Path) -> None:
    played = next(
        read.game for read in read_games(SAMPLE.read_text(encoding="utf-8")) if read.game is not None
    )
    marked = replace(played, event="Club \x1b]0;pwned\x07night")
    source = tmp_path / "season.jsonl"
    source.write_text(write_jsonl([played, marked]), encoding="utf-8")
    parts = tmp_path / "parts"
    result = runner.invoke(app, ["split", str(source), "--every", "1", "-o", str(parts), "--to", "text"])
    assert result.exit_code == 1, result.output
    assert "season.jsonl:2 (game 2): not written" in result.output
    assert "\x1b" not in result.output  # the message names the character, never writes it
    assert "nothing is written" in result.output
    assert not parts.exists() or not any(parts.iterdir())  # split writes every game or none
