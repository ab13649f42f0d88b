"""What a record hides is still held to the rules: its pips, awards and team scores, and shown tiles."""

from __future__ import annotations

from dataclasses import replace

import pytest

from allfives_notation.check import check_game
from allfives_notation.notation import parse_game, write_game
from allfives_notation.record import GameRecord, HandRecord, Knowledge, View, record_of
from tests.notation.strategies import played

SAMPLES = __import__("pathlib").Path(__file__).parents[2] / "samples"


def read(text: str) -> GameRecord:
    return parse_game(text, "club.afn")


def codes(game: GameRecord) -> list[str]:
    return [d.code for d in check_game(game, source="club.afn").diagnostics]


def cut_after(game: GameRecord, h: int, hand: HandRecord) -> GameRecord:
    """The game up to hand ``h``, which becomes ``hand``; unfinished, read back from text."""
    return read(write_game(replace(game, hands=(*game.hands[:h], hand), result=None)))


def test_R8_a_warning_does_not_stop_the_hidden_tile_check() -> None:
    text = (SAMPLES / "invalid" / "no-deal-explains.afn").read_text(encoding="utf-8")
    as_ann = read(text.replace('[View "public"]', '[View "player Ann"]'))  # yet Ann's hand is not given
    assert codes(as_ann) == ["AF107", "AF501"]


def test_R8_a_record_that_stops_mid_hand_is_checked_as_far_as_it_goes() -> None:
    text = (SAMPLES / "invalid" / "no-deal-explains.afn").read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    cut = "".join(line for line in lines if "reaches" not in line and "score " not in line)
    cut = cut.replace('[Result "Ben"]', '[Result "*"]').replace("  Ben 6-1 E +10\n", "")
    report = check_game(read(cut))
    assert [d.code for d in report.diagnostics] == ["AF501"]
    assert not report.over


def blocked_hand() -> tuple[GameRecord, int]:
    """Seed 1, two players, public: hand 10 is blocked with the boneyard drawn to the end."""
    game = record_of(played(2, False, (), 1, ("random", "random")), View(Knowledge.PUBLIC))
    hand = game.hands[9]
    assert hand.end is not None and hand.end.how.value == "blocked"
    assert hand.pips == ((0, 16), (1, 12))
    return game, 9


def test_R17_when_every_tile_is_in_a_hand_the_pips_add_up_to_those_not_on_the_table() -> None:
    game, h = blocked_hand()
    hand = game.hands[h]
    unseen = replace(hand, shown=(), deductions=(), scores=())
    assert codes(cut_after(game, h, unseen)) == []
    wrong = replace(unseen, pips=((0, 16), (1, 13)))  # one pip too many: no deal gives it
    assert codes(cut_after(game, h, wrong)) == ["AF501"]


def test_R17_a_pip_search_that_gives_up_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    game, h = blocked_hand()
    unseen = replace(game.hands[h], shown=(), deductions=(), scores=())
    monkeypatch.setattr("allfives_notation.check.hidden.PIP_SEARCH_LIMIT", 0)
    (finding,) = check_game(cut_after(game, h, unseen)).diagnostics
    assert (finding.code, finding.severity.value, finding.rule) == ("AF502", "warning", "R17")
    assert "not fully checked" in finding.message


def test_R1_a_tile_shown_in_two_hands_is_AF306() -> None:
    text = (SAMPLES / "public-view.afn").read_text(encoding="utf-8")
    game = read(text)
    hand = game.hands[1]
    (ann, tiles), *rest = hand.shown
    other, _ = rest[0]
    shown = ((ann, tiles), (other, (tiles[0], *dict(hand.shown)[other][1:])))
    found = check_game(cut_after(game, 1, replace(hand, shown=shown))).diagnostics
    assert found[0].code == "AF306"
    assert f"shows {tiles[0]}, but {game.seats[ann]} shows it too" in found[0].message


def test_R9_a_boneyard_given_without_the_other_hands_is_still_held_to() -> None:
    text = (SAMPLES / "player-view.afn").read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.startswith("  Ben:")) + 1  # Ben's view
    lines.insert(at, "  boneyard: 1-1 2-2 3-3 6-6 6-3 3-2 6-1 4-1\n")  # not the order they were drawn in
    first = check_game(read("".join(lines))).diagnostics[0]
    assert first.code in ("AF208", "AF211")


def award_game() -> GameRecord:
    return record_of(
        played(3, False, (("hand-end", "award"),), 0, ("greedy", "random", "greedy")), View(Knowledge.PUBLIC)
    )


def test_R17_only_the_side_that_went_out_wins_an_award() -> None:
    game = award_game()
    h = next(
        h for h, hand in enumerate(game.hands) if hand.end and hand.end.how.value == "out" and hand.awards
    )
    hand = game.hands[h]
    assert hand.end is not None and hand.end.seat is not None
    loser = (hand.end.seat + 1) % 3
    hidden = replace(hand, pips=(), shown=(), awards=(*hand.awards, (loser, 5)), scores=())
    hidden = replace(hidden, awards=tuple(sorted(hidden.awards)))
    found = check_game(cut_after(game, h, hidden)).diagnostics
    assert [d.code for d in found] == ["AF304"]
    assert "who went out, wins pips" in found[0].message


def test_R17_a_hidden_team_deduction_cannot_raise_the_score() -> None:
    game = record_of(played(4, True, (), 1, ("random",) * 4), View(Knowledge.PUBLIC))
    h = next(h for h, hand in enumerate(game.hands) if hand.end and hand.end.how.value == "out" and h > 0)
    hand = game.hands[h]
    out_side = game.table.seat_sides[hand.end.seat] if hand.end and hand.end.seat is not None else 0
    side = 1 - out_side
    lost = sum(n for seat, n in hand.deductions if game.table.seat_sides[seat] == side)
    scores = tuple((s, v + lost + 5 if s == side else v) for s, v in hand.scores)  # up 5 on the hand
    thin = replace(hand, pips=(), shown=(), deductions=())
    assert codes(cut_after(game, h, thin)) == []
    found = check_game(cut_after(game, h, replace(thin, scores=scores))).diagnostics
    assert [d.code for d in found] == ["AF302"]
    assert found[0].line == cut_after(game, h, thin).hands[h].place(f"score:{side}")[0]  # type: ignore[index]
