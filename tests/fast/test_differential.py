"""The fast path against the reference: the same report for every game, valid or not, in both forms.

The reference is ``stream.check_batch`` with the fast path off (``ALLFIVES_FAST=0``): today's
reader and validator. For engine-played games at every knowledge level and under every
variant, for the annotated and trimmed records of the notation's strategies, for every
kind of change (``allfives_notation.testing.changes``, as bench/mutations.py makes them) and
for the fuzz mutators' broken records, the fast
path must give exactly the reference's reports: either it vouches for a valid game with
the reference's figures, or it leaves the game to the reference.
"""

from __future__ import annotations

import io
import os
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from allfives_notation.check import Form, GameReport
from allfives_notation.engine import PlayedGame
from allfives_notation.engine.rules import FirstLead, HandEndRule
from allfives_notation.fast.jsonl import jsonl_reports
from allfives_notation.fast.text import text_reports
from allfives_notation.notation import write_game, write_games, write_jsonl
from allfives_notation.record import GameRecord, Knowledge, View, record_of
from allfives_notation.stream import Batch, check_batch
from allfives_notation.testing.changes import KINDS, changed_at_random
from allfives_notation.testing.games import TABLES, corpus
from allfives_notation.testing.legal_changes import LEGAL_KINDS
from allfives_notation.testing.mutators import make_input
from allfives_notation.testing.records import LEVELS, with_line_in_last_hand
from allfives_notation.testing.strategies import files, played_games, records, views
from allfives_notation.testing.sweep import sweep_game

FORMS = (Form.TEXT, Form.JSONL)
SOME: settings = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))


@contextmanager
def reference_only() -> Iterator[None]:
    with mock.patch.dict(os.environ, {"ALLFIVES_FAST": "0"}):
        yield


def both(form: Form, text: str) -> tuple[list[GameReport], list[GameReport]]:
    """(the fast path's reports, the reference's) for one batch."""
    batch = Batch("games" + (".afn" if form is Form.TEXT else ".jsonl"), form, text, 1)
    fast = check_batch(batch, keep_records=False)
    with reference_only():
        reference = check_batch(batch, keep_records=False)
    return fast, reference


def taken(form: Form, text: str) -> int:
    """How many games of ``text`` the fast path vouches for."""
    if form is Form.TEXT:
        return len(text_reports(text, "games.afn", 1)[0])
    return sum(isinstance(item, GameReport) for item in jsonl_reports(text, "games.jsonl", 1))


def written(form: Form, games: list[GameRecord]) -> str:
    return write_games(games) if form is Form.TEXT else write_jsonl(games)


def assert_same(form: Form, text: str) -> list[GameReport]:
    fast, reference = both(form, text)
    assert fast == reference, text
    return reference


def covered(game: GameRecord) -> bool:
    """Whether the fast path covers a valid game of this kind (it leaves the others to the reference).

    Under ``hand-end=award`` a hand whose award line is left out while some pips are hidden
    has its award worked out from the hidden hands: that is the reference's (fast/replay.py).
    """
    hidden_award = (
        game.rules.hand_end is HandEndRule.AWARD
        and game.view.level is not Knowledge.OPEN
        and any(not hand.awards for hand in game.hands)
    )
    return game.rules.first_lead is FirstLead.RANDOM and not hidden_award


@given(played_games(), st.data(), st.sampled_from(FORMS), st.booleans(), st.booleans())
@SOME
def test_engine_games_at_every_level_and_variant_take_the_fast_path(
    played: PlayedGame, data: st.DataObject, form: Form, implied_arms: bool, claims: bool
) -> None:
    view = data.draw(views(played.table.players))
    game = record_of(played, view, implied_arms=implied_arms, claims=claims)
    text = written(form, [game])
    (report,) = assert_same(form, text)
    assert report.valid
    if covered(game):
        assert taken(form, text) == 1, "a valid engine game the fast path does not vouch for"


@given(st.lists(records(), min_size=1, max_size=3), st.sampled_from(FORMS))
@SOME
def test_annotated_and_trimmed_records_give_the_reference_reports(
    games: list[GameRecord], form: Form
) -> None:
    assert_same(form, written(form, games))


@given(files(), st.sampled_from(FORMS))
@SOME
def test_files_of_several_games_give_the_reference_reports(games: list[GameRecord], form: Form) -> None:
    assert_same(form, written(form, games))


def test_one_unusual_game_leaves_only_itself_and_what_follows_to_the_reference() -> None:
    games = [
        record_of(spec.game(), View(Knowledge.OPEN)) for spec in corpus(4, 1) if spec.label in ("2p", "3p")
    ]
    text = write_games(games)
    cut = text.index("\n\n[") + 2  # the second game starts here
    commented = text[:cut] + "{ a comment the fast path leaves to the reference }\n" + text[cut:]
    assert taken(Form.TEXT, text) == len(games)
    assert taken(Form.TEXT, commented) == 1
    reports = assert_same(Form.TEXT, commented)
    assert [r.index for r in reports] == list(range(1, len(games) + 1))


@given(
    played_games(),
    st.sampled_from(["+0", "+05", "+7", "+1000", "+", "10", "E", "E +0", "N +5", "+5 E", "W W", "E +5 x"]),
    st.randoms(use_true_random=False),
)
@SOME
def test_a_placement_line_with_an_odd_arm_or_claim_gives_the_reference_report(
    played: PlayedGame, after: str, rng: random.Random
) -> None:
    text = write_game(record_of(played, View(Knowledge.OPEN), implied_arms=True))
    lines = text.split("\n")
    plays = [at for at, line in enumerate(lines) if line.startswith("  ") and line[2:].count(" ") == 1]
    if plays:
        at = rng.choice(plays)
        lines[at] += " " + after  # a placement's tile, then what the quick reading of a line does not take
    note(lines[plays[0]] if plays else "")
    assert_same(Form.TEXT, "\n".join(lines))


def test_a_placement_line_read_before_is_judged_afresh_where_it_stands() -> None:
    """A placement line read before (the text path splits each such line once) that stands out of place
    (after the hand's end, or naming no seat of its game) still leaves the game to the reference."""
    (game,) = [record_of(spec.game(), View(Knowledge.OPEN)) for spec in corpus(2, 1) if spec.label == "2p"]
    text = write_games([game])
    assert taken(Form.TEXT, text) == 1  # every placement line of the game is now read before
    lines = text.split("\n")
    placement = next(line for line in lines if line.startswith("  Ann ") and line.count(" ") == 3)
    ending = next(at for at, line in enumerate(lines) if line in ("  Ann out", "  Ben out", "  blocked"))
    after_the_end = "\n".join([*lines[: ending + 1], placement, *lines[ending + 1 :]])
    no_such_seat = text.replace('[Seats "Ann, Ben"]', '[Seats "Cat, Ben"]', 1)
    assert no_such_seat != text
    for broken in (after_the_end, no_such_seat):
        assert taken(Form.TEXT, broken) == 0
        (report,) = assert_same(Form.TEXT, broken)
        assert not report.valid


@given(
    played_games(),
    st.sampled_from(['"seat":', '"tile":', '"level":', '"number":', '"hands":', '"format":']),
    st.sampled_from(["", " ", "\t"]),
    st.booleans(),
    st.randoms(use_true_random=False),
)
@SOME
def test_a_json_line_with_a_key_given_twice_gives_the_reference_report(
    played: PlayedGame, key: str, space: str, colon_in_a_string: bool, rng: random.Random
) -> None:
    game = record_of(played, View(Knowledge.OPEN))
    if colon_in_a_string:
        game = replace(game, event="Club: night")
    line = write_jsonl([game]).rstrip("\n")
    places = [at for at in range(len(line)) if line.startswith(key, at)]
    at = rng.choice(places)
    end = line.index(",", at) if "," in line[at:] else len(line) - 1
    twice = line[:end] + "," + space + line[at:end].replace(":", space + ":" + space, 1) + line[end:]
    note(twice)
    fast, reference = both(Form.JSONL, twice)
    assert fast == reference
    assert not reference[0].valid or taken(Form.JSONL, twice) == 0


#: Games of bench/mutations.py's corpus, one per table (every variant it plays).
SPECS = corpus(len(TABLES), 1)


@given(
    st.sampled_from(SPECS),
    st.sampled_from((*KINDS, *LEGAL_KINDS)),
    st.sampled_from(LEVELS),
    st.randoms(use_true_random=False),
    st.sampled_from(FORMS),
)
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_kind_of_mutation_falls_back_or_gives_the_reference_verdict(
    spec: object, kind: object, level: str, rng: random.Random, form: Form
) -> None:
    site, changed = changed_at_random(spec.game(), kind, level, rng)  # type: ignore[attr-defined]
    if changed is None:
        return
    if isinstance(changed, str):
        form, text = Form.TEXT, changed
    else:
        text = write_game(changed) if form is Form.TEXT else write_jsonl([changed])
    note(f"{kind.name} at {site}, {level}")  # type: ignore[attr-defined]
    assert_same(form, text)


@given(st.sampled_from(("text", "jsonl")), st.randoms(use_true_random=False))
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
def test_the_fuzz_mutators_broken_records_give_the_reference_reports(kind: str, rng: random.Random) -> None:
    made = make_input(rng, kind)
    text = made.data.decode("utf-8", "replace")
    note(f"{made.seed}: {made.changes}")
    assert_same(Form.TEXT if kind == "text" else Form.JSONL, text)


#: Texts the fuzz mutators made where the two ways once read apart: a lone CR in a comment before a
#: game the fast path leaves (the reference read it as a line end, the fast path did not), and a
#: byte-order mark at the start of a line (the fast path cut it away, as a file's cutting does).
LINE_END_SLIPS = (
    "Ben ; plays 1-0 straight after his own 6-1: turns go clockwise, so it was Ann's turn\r; (R7)."
    ' The record stops there.\n[Format "AFN 1.0"]\n[Event "Tuesd\r\nay club"]\n[Date "2026-11-24"]\n'
    '[Seats "Ann, Ben"]\n[Rules "allfives"]\n\n  Ben: 5-4 2-1 5-5 4-4 5-0 4-1 6-6 6-2 1-1\n'
    "  boneyard: 4-0 6-1 6-5 4-3 5-1 3-0 6-4 0-0 3-1 3-2\n  Ben 5-5 +10\n",
    '; the record stops\n[Result "*"]\n\ufeff; after the lead.\n[Fo',
)


@pytest.mark.parametrize("text", LINE_END_SLIPS)
def test_a_batch_made_by_hand_is_read_alike_by_both_ways(text: str) -> None:
    """Its CR and CRLF read as LF, as a file's are; a mark it holds is the record's, for both to see."""
    reports = assert_same(Form.TEXT, text)
    assert reports == assert_same(Form.TEXT, io.StringIO(text, newline=None).read())  # as LF


def test_a_mark_before_a_game_joined_on_is_read_alike_by_both_ways() -> None:
    """Two games joined with a byte-order mark before the second (``cat`` of two files, kept by hand).

    A file's cutting skips such a mark; a batch made by hand keeps it, and both ways must say so.
    """
    game = write_game(record_of(SPECS[0].game(), View(Knowledge.OPEN)))  # type: ignore[attr-defined]
    reports = assert_same(Form.TEXT, game + "\n\ufeff" + game)
    assert any("U+FEFF" in d.message for report in reports for d in report.diagnostics)


#: The games of three rounds of bench/mutations.py's tables played with ``hand-end=award``.
AWARD_SPECS = [spec for spec in corpus(3 * len(TABLES), 1) if ("hand-end", "award") in spec.variants]


def test_awards_given_while_hands_are_hidden_must_come_out_of_one_deal() -> None:
    """An award is the pips the other side holds (R17): with hands hidden, one deal must give every award.

    The fast path once took each award within the bounds of the hidden hands alone, and so
    vouched for records whose awards no deal gives together, which the reference refuses.
    """
    kinds = ["an award miscounted and carried on, pips not given", "an award"]
    vouched = 0
    for spec in AWARD_SPECS:
        tally, wrong = sweep_game(spec, 3, kinds)
        assert wrong == [], wrong[0]
        vouched += sum(n for (_, what), n in tally.items() if what.endswith("vouched"))
    assert vouched > 0  # the still-legal changes: the fast path takes those


@pytest.mark.parametrize("broken", ['[Format "AF', "[", '[Seed 106"]\n  Ben reaches the target\n'])
def test_a_valid_game_before_a_broken_tag_line_gives_the_reference_reports(broken: str) -> None:
    """The fast path vouches for the whole game before a tag line it cannot read; so must the reference."""
    game = write_game(record_of(SPECS[0].game(), View(Knowledge.OPEN)))  # type: ignore[attr-defined]
    reports = assert_same(Form.TEXT, game + "\n" + broken)
    assert [report.valid for report in reports] == [True, False]


@pytest.mark.parametrize("broken", ['  [Date \u20282026-02-30"]', " [ Dan 5-5"])
def test_a_tag_line_left_out_among_a_hands_lines_ends_its_game_at_the_next_tag_pair(broken: str) -> None:
    """A hand's lines after a tag line left out in the last hand: a tag pair after them starts a game.

    The reference once read them as the header of the broken line's game, and the blank
    line and tag pairs after them as a blank line inside that header (found by the fuzz
    differential on the compiled wheel, seeds 19321 and 22736).
    """
    game = write_game(record_of(SPECS[0].game(), View(Knowledge.OPEN)))  # type: ignore[attr-defined]
    broken_game = with_line_in_last_hand(game, broken)
    reports = assert_same(Form.TEXT, broken_game + "\n" + game)
    assert len(reports) == 3  # the game cut short, the broken line's, and the game after the blank line
    assert [report.valid for report in reports[1:]] == [False, True]
    assert reports[2].line == broken_game.count("\n") + 2
