"""What a record hides is still held to the rules: its pips, awards and team scores, and shown tiles."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, note, settings

from allfives_notation.check import check_game
from allfives_notation.engine import PlayedGame
from allfives_notation.notation import parse_game, write_game
from allfives_notation.record import GameRecord, HandRecord, Knowledge, View, record_of
from allfives_notation.testing.games import played
from allfives_notation.testing.strategies import played_games

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


# ---- figures that depend on several hidden hands: one deal must explain them together ----


def no_count(game: GameRecord) -> GameRecord:
    """``game`` with only the running scores at the end of each hand: no pips, tiles, deductions or awards."""
    return replace(
        game, hands=tuple(replace(h, pips=(), shown=(), deductions=(), awards=()) for h in game.hands)
    )


def carried(game: GameRecord, h: int, side: int, by: int) -> GameRecord:
    """``side``'s running score moved by ``by`` from hand ``h`` on, as one miscount carried through."""
    hands = tuple(
        replace(hand, scores=tuple((s, v + by if s == side else v) for s, v in hand.scores))
        if i >= h
        else hand
        for i, hand in enumerate(game.hands)
    )
    return replace(game, hands=hands)


def partners_game() -> GameRecord:
    """Partners, spinner=open: in hand 1 Dan goes out; Ann+Cat lose 10 (Cat holds 6-6)."""
    game = played(
        4, True, (("spinner", "open"), ("target", "150")), 1912317290, ("random",) * 3 + ("greedy",)
    )
    return no_count(record_of(game, View(Knowledge.PUBLIC)))


def test_R17_a_team_score_with_no_count_needs_one_split_of_the_loss_between_partners() -> None:
    game = partners_game()
    assert game.hands[0].scores == ((0, 5), (1, 35))
    assert codes(game) == []
    # Losing 5 instead of 10 is within what Ann and Cat could lose each (0 to 10), but no deal
    # leaves them 1 to 7 pips together with what the hand shows: Cat's last tile is a double.
    wrong = cut_after(game, 0, replace(game.hands[0], scores=((0, 10), (1, 35))))
    (found,) = check_game(wrong).diagnostics
    assert (found.code, found.rule) == ("AF501", "R17")
    assert "no deal gives these figures at the end (Ben losing 5, Ann+Cat's score of 10)" in found.message
    assert found.line == wrong.hands[0].place("score")[0]  # type: ignore[index]


def difference_game(view: View) -> GameRecord:
    """Partners under hand-end=award blocked=difference: hand 1 is blocked and Ben+Dan win 10."""
    game = played(
        4,
        True,
        (("hand-end", "award"), ("blocked", "difference")),
        1609351501,
        ("random",) * 2 + ("greedy",) * 2,
    )
    record = record_of(game, view)
    return replace(record, hands=(replace(record.hands[0], pips=(), shown=()), *record.hands[1:]))


@pytest.mark.parametrize("view", [View(Knowledge.PLAYER, 1), View(Knowledge.PLAYER, 2)], ids=["Ben", "Cat"])
def test_R17_an_award_miscounted_and_carried_on_is_held_to_every_hand_together(view: View) -> None:
    game = difference_game(view)
    hand = game.hands[0]
    assert hand.end is not None and hand.end.how.value == "blocked" and hand.awards == ((1, 10),)
    assert codes(game) == []
    # 15 is within the least and most each hand could count alone, but not what the four hands
    # give together: the difference between the teams' pips rounds to 10 in every deal.
    wrong = read(
        write_game(carried(replace(game, hands=(replace(hand, awards=((1, 15),)), *game.hands[1:])), 0, 1, 5))
    )
    (found,) = check_game(wrong).diagnostics
    assert (found.code, found.rule) == ("AF501", "R17")
    assert "Ben+Dan winning 15" in found.message
    assert found.line == wrong.hands[0].place("award")[0]  # type: ignore[index]


def test_R17_after_a_blocked_hand_only_one_side_wins_pips() -> None:
    game = record_of(
        played(
            3, False, (("hand-end", "award"), ("target", "150")), 3182358209, ("greedy", "random", "random")
        ),
        View(Knowledge.PLAYER, 1),
    )
    hand = replace(game.hands[1], pips=(), shown=())
    assert hand.end is not None and hand.end.how.value == "blocked" and hand.awards == ((0, 45),)
    game = replace(game, hands=(game.hands[0], hand, *game.hands[2:]))
    assert codes(game) == []
    both = replace(game, hands=(game.hands[0], replace(hand, awards=((0, 45), (1, 5))), *game.hands[2:]))
    found = check_game(carried(both, 1, 1, 5)).diagnostics
    assert [d.code for d in found] == ["AF304"]
    assert "only the side with the fewest pips wins them" in found[0].message


def counts_hidden(game: GameRecord) -> GameRecord:
    """``game`` with the pips and tiles left hidden, the deductions, awards and scores kept."""
    return replace(game, hands=tuple(replace(h, pips=(), shown=()) for h in game.hands))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_games())
def test_R17_every_played_game_with_its_counts_hidden_checks_clean_and_fully(game: PlayedGame) -> None:
    """No false alarm from the search that holds the hidden hands together, and no search gives up (AF502)."""
    for view in (View(Knowledge.PUBLIC), *(View(Knowledge.PLAYER, s) for s in range(game.table.players))):
        for hide in (counts_hidden, no_count):
            record = hide(record_of(game, view))
            note(f"{view} {hide.__name__}")
            assert [str(d) for d in check_game(record).diagnostics] == []


def test_R17_four_hidden_hands_with_only_the_team_scores_are_checked_to_the_end() -> None:
    """Found by the law above: a blocked partnership hand whose four hands stay hidden, with
    only the team scores given. A deduction rounds each hand's pips to five, so the totals it
    sees alike are tried once: the search settles the hand, where it used to give up (AF502)."""
    game = played(4, True, (("boneyard-reserve", "1"),), 703, ("greedy", "random", "greedy", "random"))
    record = no_count(record_of(game, View(Knowledge.PUBLIC)))
    assert record.hands[1].scores == ((0, -5), (1, -40))  # the hand the search gave up on
    assert [str(d) for d in check_game(record).diagnostics] == []
    assert codes(carried(record, 1, 0, 30)) == ["AF501"]  # Ann+Cat losing 80: no deal gives it


def test_R17_hidden_hands_that_share_every_tile_left_are_searched_smallest_first() -> None:
    """Found by the law above: four hidden hands of 9, 3, 2 and 2 tiles hold the 16 tiles
    left between them, each with its deduction given. Chosen largest first, thousands of
    9-tile hands left no split for the rest and the search gave up (AF502); the hands with
    the fewest sets of tiles go first, and the last takes what is left."""
    game = played(4, True, (("win-check", "hand-end"),), 17530, ("random",) * 4)
    record = counts_hidden(record_of(game, View(Knowledge.PUBLIC)))
    assert dict(record.hands[10].deductions) == {0: 65, 1: 25, 2: 20, 3: 10}
    assert [str(d) for d in check_game(record).diagnostics] == []
    wrong = replace(record.hands[10], deductions=((0, 85), (1, 25), (2, 20), (3, 10)))
    wrong_game = replace(record, hands=(*record.hands[:10], wrong, *record.hands[11:]))
    assert codes(carried(wrong_game, 10, 0, -20)) == ["AF501"]  # the 16 tiles have too few pips for it
