"""Every example in docs/notation.md reads as the spec says: valid ones parse, broken ones fail.

Code blocks are tagged after their language: ``broken`` (must fail to read), ``canonical``
(must be exactly what the writer produces), ``replay`` (an open record the engine must
play through with every claim right, or under muggins every call, R23), ``fragment <def>``
(a JSON part checked against that ``$defs`` entry of the schema). A text fragment without
tags gets a header put before it, as the spec's prose says.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from allfives_notation.engine import Game
from allfives_notation.engine.rules import Muggins
from allfives_notation.notation import read_games, read_json_games, write_games, write_json
from allfives_notation.record import GameRecord
from allfives_notation.resources import schema

SPEC = (Path(__file__).resolve().parent.parent / "docs" / "notation.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"^```([^\n]*)\n(.*?)^```", SPEC, flags=re.S | re.M)
SEATS = '[Seats "Ann, Ben, Cat, Dan"]\n'
PARTNERS = SEATS + '[Partners "Ann+Cat, Ben+Dan"]\n'


def _text_of(body: str) -> str:
    """A fragment with the header it needs, as the spec's examples are meant to be read."""
    if re.search(r"^\s*[\[;{]", body):
        return body
    head = PARTNERS if re.search(r"\w\+\w", body) else SEATS
    if not re.search(r"^hand ", body, flags=re.M):
        head += "hand 1, Ann leads\n"
    return head + body


def _blocks(language: str) -> list[tuple[int, list[str], str]]:
    return [
        (n, info.split()[1:], body) for n, (info, body) in enumerate(BLOCKS) if info.split()[:1] == [language]
    ]


def replay(game: GameRecord) -> None:
    """Play an open record through the engine; every move, claim, count and result must hold."""
    engine = Game(game.table, scores=game.start_scores, first_hand=game.first_hand)
    muggins = game.rules.muggins is Muggins.ON
    for hand in game.hands:
        dealt = [dict(hand.dealt)[seat] for seat in range(len(game.seats))]
        assert hand.boneyard is not None
        playing = engine.new_hand(dealt, hand.boneyard, hand.leader)
        assert playing.number == hand.number
        for turn in hand.turns:
            assert playing.seat == turn.seat
            for tile in turn.drawn:
                assert playing.draw() == tile
            if turn.tile is not None and muggins:  # the claim is the player's say; the count may differ
                playing.play(turn.tile, turn.arm, claim=turn.points or 0)
            elif turn.tile is not None:
                assert playing.play(turn.tile, turn.arm) == (turn.points or 0)
            elif turn.passed:
                playing.pass_turn()
            for call in turn.calls:  # each call scored what its line says (R23)
                assert playing.call(call.seat) == (call.points or 0)
        result = playing.result
        if hand.end is not None:
            assert result is not None and (result.outcome.value, result.seat) == (
                hand.end.how.value,
                hand.end.seat,
            )
            assert all(result.pips_left[seat] == pips for seat, pips in hand.pips)
            assert all(game.table.rounded(result.pips_left[seat]) == n for seat, n in hand.deductions)
            if hand.scores:
                assert tuple(score for _, score in hand.scores) == result.scores
    assert engine.winner == game.result


def test_the_spec_has_examples_of_every_kind() -> None:
    tags = [tuple(info.split()) for info, _ in BLOCKS]
    assert ("afn", "broken") in tags and ("afn", "canonical", "replay") in tags
    assert ("json", "canonical") in tags and ("jsonl",) in tags and ("lark",) in tags


@pytest.mark.parametrize(("number", "tags", "body"), _blocks("afn"), ids=lambda v: str(v)[:12])
def test_each_text_example_reads_as_the_spec_says(number: int, tags: list[str], body: str) -> None:
    reads = list(read_games(_text_of(body), f"example {number}"))
    errors = [error for read in reads for error in read.errors]
    if "broken" in tags:
        assert errors, f"example {number} is marked broken but reads"
        return
    assert reads and not errors, errors
    games = [read.game for read in reads if read.game is not None]
    if "canonical" in tags:
        assert write_games(games) == body
    if "replay" in tags:
        for game in games:
            replay(game)


@pytest.mark.parametrize(
    ("number", "tags", "body"), _blocks("json") + _blocks("jsonl"), ids=lambda v: str(v)[:12]
)
def test_each_json_example_is_valid_and_canonical_where_it_says(
    number: int, tags: list[str], body: str
) -> None:
    if "fragment" in tags:
        part = tags[tags.index("fragment") + 1]
        fragment_schema = {**schema("afn"), "$ref": f"#/$defs/{part}"}
        assert not list(Draft202012Validator(fragment_schema).iter_errors(json.loads(body)))
        return
    reads = list(read_json_games(body))
    assert reads and all(read.game is not None for read in reads), [read.errors for read in reads]
    if "canonical" in tags:
        (read,) = reads
        assert read.game is not None and write_json(read.game) == body


def test_the_spec_quotes_the_grammar_as_it_is() -> None:
    grammar = (Path(__file__).resolve().parent.parent / "grammar" / "afn.lark").read_text(encoding="utf-8")
    assert any(body == grammar for info, body in BLOCKS if info.startswith("lark"))
