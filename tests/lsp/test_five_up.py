"""The language server on Five Up records (R25): later doubles' arms by their paths (notation 13.4).

Completion offers the arms the engine would take, paths and all; hover says where a path
is; a wrong path and a path to nowhere are underlined at the arm; the slips of writing a
path (``6-3E3N``, ``e3n``, ``E3N+2``) and a claim left out after one have their fixes.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from functools import cache

import pytest

from allfives_notation.engine import Hand, PlayedGame, RuleSet, Table, play_game
from allfives_notation.engine.arms import ArmPath
from allfives_notation.lsp import Record
from allfives_notation.lsp.completion import complete
from allfives_notation.lsp.document import Finding
from allfives_notation.lsp.fixes import fixes
from allfives_notation.lsp.hover import hover
from allfives_notation.lsp.meanings import arm_meaning
from allfives_notation.notation import parse_game, write_game
from allfives_notation.notation.jsonform import game_to_json
from allfives_notation.record import GameRecord, record_of

FIVE_UP = Table(4, True, RuleSet.from_variants({}, "fiveup"))
EVERY = Table(3, False, RuleSet.from_variants({"spinner": "every"}))


@cache
def played(table: Table, seed: int) -> PlayedGame:
    return play_game(table, seed, ("greedy", "random")[seed % 2], max_hands=4)


@cache
def five_up_text(seed: int = 2) -> str:
    return write_game(record_of(played(FIVE_UP, seed)))


def path_turns(text: str) -> list[tuple[int, re.Match[str]]]:
    """Each turn line that writes a path, from 0, and the path's place on it."""
    found = []
    for line, written in enumerate(text.split("\n")):
        arm = re.search(r"(?<=[0-6]-[0-6] )[WENS](?:[0-6][WENS])+\b", written)
        if arm is not None:
            found.append((line, arm))
    return found


def offered_by_the_engine(hand: Hand) -> set[str]:
    """What a turn writes after the name for each legal placement: its arm where the tile fits several."""
    arms = defaultdict(list)
    for placement in hand.legal_placements():
        arms[placement.tile].append(placement)
    out = set()
    for placements in arms.values():
        for placement in placements:
            arm = f" {placement.arm}" if len(placements) > 1 else ""
            points = hand.points_for(placement)
            out.add(f"{placement.tile}{arm}" + (f" +{points}" if points else ""))
    return out


def compare_completions(game: GameRecord, text: str) -> tuple[int, int]:
    """Completion after each placing turn's name, held to the engine's legal placements; (turns, paths)."""
    record = Record(text, "five-up.afn")
    lines = text.split("\n")
    turns = paths = 0
    for number, hand_record in enumerate(game.hands):
        dealt = dict(hand_record.dealt)
        hands = [dealt[seat] for seat in range(game.table.players)]
        hand = Hand(game.table, hands, hand_record.boneyard, hand_record.leader, number=number + 1)
        for t, turn in enumerate(hand_record.turns):
            if t > 0 and turn.tile is not None and not turn.draws:
                written = lines[turn.line - 1]
                column = written.index(game.seats[turn.seat]) + len(game.seats[turn.seat]) + 1
                items = complete(record, turn.line - 1, column)
                offered = {item.label for item in items if item.kind == "tile"}
                assert offered == offered_by_the_engine(hand), (turn.line, written)
                turns += 1
                paths += sum(isinstance(p.arm, ArmPath) for p in hand.legal_placements())
            for _ in range(turn.draws):
                hand.draw(seat=turn.seat)
            if turn.tile is not None:
                hand.play(turn.tile, turn.arm, seat=turn.seat)
            elif turn.passed:
                hand.pass_turn(seat=turn.seat)
    return turns, paths


@pytest.mark.parametrize(("table", "seed"), [(FIVE_UP, 2), (FIVE_UP, 5), (EVERY, 1), (EVERY, 4)])
def test_R25_completion_offers_exactly_the_placements_the_engine_would_take(table: Table, seed: int) -> None:
    """Every arm a tile fits, later doubles' paths too, with the points: as ``Hand.legal_placements``."""
    game = record_of(played(table, seed))
    text = write_game(game)
    turns, paths = compare_completions(parse_game(text), text)
    assert turns > 20 and paths > 0


def test_R25_a_path_offered_says_where_it_is() -> None:
    text = five_up_text()
    record = Record(text, "five-up.afn")
    for line, arm in path_turns(text):
        name = record.lines[line].split()[0]
        items = complete(record, line, record.lines[line].index(name) + len(name) + 1)
        details = {item.label.split(" +")[0]: item.detail for item in items}
        tile = record.lines[line][: arm.start()].split()[-1]
        if f"{tile} {arm[0]}" in details:  # the tile fits several arms: its path is named
            assert details[f"{tile} {arm[0]}"].startswith(arm_meaning(arm[0]).split(" (R25")[0])
            return
    raise AssertionError("no path offered among several arms")


def test_R25_completion_in_json_names_the_path_in_the_detail() -> None:
    document = json.dumps(game_to_json(record_of(played(FIVE_UP, 2))), indent=2)
    lines = document.split("\n")
    at = next(i for i, line in enumerate(lines) if re.search(r'"arm": "[WENS][0-6]', line))
    tile_line = max(i for i in range(at) if '"tile": ' in lines[i])
    tile = re.search(r'"tile": "([0-6]-[0-6])"', lines[tile_line])
    assert tile is not None
    lines[tile_line] = lines[tile_line].replace(tile[0], '"tile": ""')
    column = lines[tile_line].index('"tile": ""') + len('"tile": "')
    offered = complete(Record("\n".join(lines), "five-up.json"), tile_line, column)
    assert tile[1] in [item.text for item in offered]
    assert any(re.match(r"arm [WENS](?:[0-6][WENS])+, ", item.detail) for item in offered)


def test_R25_hover_on_a_path_says_where_it_is_and_shows_the_table() -> None:
    text = five_up_text()
    record = Record(text, "five-up.afn")
    line, arm = path_turns(text)[0]
    found = hover(record, line, arm.start() + 1)
    assert found is not None
    assert (found.span.line, found.span.start, found.span.end) == (line, arm.start(), arm.end())
    path = ArmPath(arm[0])
    side = {"N": "north", "S": "south", "W": "west", "E": "east"}[arm[0][-1]]
    words = f"`{arm[0]}`: {side} of the {path.double}-{path.double}, which stands on {arm[0][:-2]}"
    assert found.markdown.startswith(words), found.markdown
    assert "(R25; docs/notation.md, 13.4)" in found.markdown and "**hand " in found.markdown
    assert "later spinners" in found.markdown and "┌" in found.markdown  # the picture, later arms drawn
    beside = hover(record, line, arm.start() - 2)  # on the tile: the table alone
    assert beside is not None and not beside.markdown.startswith("`")


def test_R25_hover_on_a_path_in_a_json_record_says_where_it_is() -> None:
    document = json.dumps(game_to_json(record_of(played(FIVE_UP, 2))), indent=2)
    record = Record(document, "five-up.json")
    line, arm = next(
        (i, found)
        for i, text in enumerate(document.split("\n"))
        if (found := re.search(r'"arm": "([WENS](?:[0-6][WENS])+)"', text)) is not None
    )
    found = hover(record, line, arm.start(1) + 1)
    assert found is not None and found.markdown.startswith(f"`{arm[1]}`: {arm_meaning(arm[1])}")
    assert "**hand " in found.markdown  # and the table at that turn
    assert (found.span.line, found.span.start, found.span.end) == (line, arm.start(1) - 1, arm.end(1) + 1)
    tile = hover(record, line - 1, 10)
    assert tile is not None and not tile.markdown.startswith("`")


def test_R25_a_path_is_told_in_a_players_words() -> None:
    assert arm_meaning("E3N") == "north of the 3-3, which stands on E (R25; docs/notation.md, 13.4)"
    assert arm_meaning("E3N6W").startswith(
        "west of the 6-6, which stands on E3N, north of the 3-3, which stands on E (R25"
    )
    assert arm_meaning("E3E").startswith("'E3E' is not an arm: a double on an arm that runs east opens N")


def test_R25_hover_on_every_line_of_a_five_up_record_shows_its_moment() -> None:
    text = five_up_text()
    record = Record(text, "five-up.afn")
    for line, written in enumerate(record.lines):
        if written.startswith("  "):
            found = hover(record, line, 3)
            assert found is not None and "**hand " in found.markdown, (line, written)


def findings(text: str) -> tuple[Record, list[Finding]]:
    record = Record(text, "five-up.afn")
    return record, record.findings() or []


def test_R25_a_wrong_path_and_a_path_to_nowhere_are_underlined_at_the_arm() -> None:
    """``E3E`` turns the wrong way (the reader's AF001); ``W3N`` names a 3-3 that stands on E (AF205)."""
    text = five_up_text()
    line, arm = path_turns(text)[0]
    lines = text.split("\n")
    path = arm[0]
    wrong_turn = path[:-1] + path[-3]  # E3N: E3E, a side along the arm the double stands on
    elsewhere = {"W": "E", "E": "W", "N": "S", "S": "N"}[path[0]] + path[1:]  # E3N: W3N
    for written, code, words in (
        (wrong_turn, "AF001", f"so the side after {path[:-1]} is "),
        (elsewhere, "AF205", f"the {path[1]}-{path[1]} stands on {path[0]}, not {elsewhere[0]}"),
    ):
        changed = lines[line][: arm.start()] + written + lines[line][arm.end() :]
        _, found = findings("\n".join([*lines[:line], changed, *lines[line + 1 :]]))
        (first, *_) = [f for f in found if f.span.line == line]
        assert first.diagnostic.code == code and first.diagnostic.rule == "R25", first.diagnostic
        assert words in first.diagnostic.message, first.diagnostic.message
        assert (first.span.start, first.span.end) == (arm.start(), arm.end()), first


def fixed(text: str, line: int, written: str) -> tuple[str, str]:
    """The one fix offered for the finding at ``line`` written as ``written``: its title, the line fixed."""
    lines = text.split("\n")
    lines[line] = written
    record, found = findings("\n".join(lines))
    (finding,) = [f for f in found if f.span.line == line]
    (fix,) = fixes(record, finding)
    after = written[: fix.span.start] + fix.text + written[fix.span.end :]
    return fix.title, after


def test_R25_the_slips_of_writing_a_path_have_their_fixes() -> None:
    text = five_up_text()
    line, arm = path_turns(text)[0]
    written = text.split("\n")[line]
    path, tile = arm[0], written[: arm.start()].split()[-1]
    lower = written[: arm.start()] + path.lower() + written[arm.end() :]
    assert fixed(text, line, lower) == (f"Write {path}", written)
    joined = written[: arm.start() - 1] + written[arm.start() :]
    assert fixed(text, line, joined) == (f"Write '{tile} {path}'", written)
    joined_small = written[: arm.start() - 1] + path.lower() + written[arm.end() :]
    assert fixed(text, line, joined_small) == (f"Write '{tile} {path}'", written)


def test_R25_a_claim_left_out_after_a_path_is_put_after_the_path() -> None:
    """AF307 (a scoring placement that claims nothing): the claim goes after the arm, path and all."""
    for seed in range(2, 12):
        text = five_up_text(seed)
        for line, arm in path_turns(text):
            written = text.split("\n")[line]
            points = re.match(r" \+[0-9]+", written[arm.end() :])
            if points is None:
                continue
            lines = text.split("\n")
            lines[line] = written[: arm.end()] + written[arm.end() + points.end() :]
            record, found = findings("\n".join(lines))
            unclaimed = [f for f in found if f.span.line == line and f.diagnostic.code == "AF307"]
            if not unclaimed:
                continue  # the hand claims too few scores for AF307
            (fix,) = fixes(record, unclaimed[0])
            assert fix.title == f"Claim {points[0].strip()}" and fix.span.start == arm.end()
            return
    raise AssertionError("no scoring path in ten Five Up games")
