"""The validator under the house rules of other rule books (R20-R24), at every level of knowledge.

(a) Self-played games under each house rule, and under the named rule set fives-and-threes,
written down open, by each player and in public, check clean, and the replay agrees with
the engine on who won. (b) One change that breaks a house rule is found, with its code and
rule: a claim past a target reached exactly, a wrong point for the go, a claim off by one
in fifths, the wrong leader under the lightest tile, a lead that is no double where a deal
with none is thrown in, a deal that should have been thrown in.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from allfives_notation.check import Form, check_game
from allfives_notation.engine import PlayedGame, RuleSet, Table, play_game
from allfives_notation.engine.tiles import TILES, mask_of
from allfives_notation.notation import parse_game, write_game
from allfives_notation.record import GameRecord, Knowledge, View, record_of
from allfives_notation.testing.judge import ILLEGAL, LEGAL, judge
from allfives_notation.testing.records import with_hand, with_turn
from tests.check.views import counted, every_view, shown, view_at

SEATINGS = ((2, False), (3, False), (4, False), (4, True))
KINDS = (("greedy",), ("random",), ("greedy", "random"))

#: Each house rule, alone and with the rules it meets most (a label, the variants, a target or None).
HOUSE_RULES: tuple[tuple[str, dict[str, str], int | None], ...] = (
    ("R20 count=fifths", {"count": "fifths"}, None),
    ("R20 count=fifths hand-end=award", {"count": "fifths", "hand-end": "award"}, None),
    ("R20 count=fives-and-threes", {"count": "fives-and-threes"}, None),
    ("R20 count=fives-and-threes hand-end=deduct", {"count": "fives-and-threes", "hand-end": "deduct"}, 61),
    ("R20 count=fives-and-threes hand-end=award", {"count": "fives-and-threes", "hand-end": "award"}, 61),
    ("R21 hand-end=last-tile", {"hand-end": "last-tile"}, 100),
    ("R22 target=exact", {"target": "exact"}, 100),
    ("R22 target=exact hand-end=award", {"target": "exact", "hand-end": "award"}, 100),
    ("R22 target=exact count=fifths", {"target": "exact", "count": "fifths"}, 21),
    ("R22 target=exact win-check=hand-end", {"target": "exact", "win-check": "hand-end"}, 100),
    ("R24 first-lead=lowest-tile", {"first-lead": "lowest-tile"}, 100),
    ("R24 no-double=redeal", {"first-lead": "highest-double", "no-double": "redeal"}, 100),
    ("R25 spinner=every", {"spinner": "every"}, None),
    (
        "R25 spinner=every count=fifths hand-end=award",
        {"spinner": "every", "count": "fifths", "hand-end": "award"},
        None,
    ),
)


def house_rules(variants: dict[str, str], target: int | None) -> RuleSet:
    rules = RuleSet.from_variants(variants)
    return rules if target is None else rules.with_variant("target", str(target))


def fives_and_threes() -> RuleSet:
    """The named rule set of RULES.md (R20-R22), through the Python API."""
    return RuleSet.from_variants({}, "fives-and-threes")


@cache
def game_of(
    rules: RuleSet, players: int, partnerships: bool, seed: int, kinds: tuple[str, ...]
) -> PlayedGame:
    """A self-played game; ``kinds`` are taken in turn for the seats."""
    seats = tuple(kinds[s % len(kinds)] for s in range(players))
    return play_game(Table(players, partnerships, rules), seed, seats, max_hands=12)


def assert_clean(game: PlayedGame, *, text: bool) -> None:
    """Every view of ``game`` checks clean, as built and (``text``) read back from its text."""
    for view in every_view(game.table.players):
        record = record_of(game, view)
        ways = [check_game(record, form=Form.JSON)]
        if text:
            ways.append(check_game(parse_game(write_game(record)), source="game.afn"))
        for report in ways:
            assert not report.diagnostics, f"{view}: {shown(report)}"
            assert report.over is (game.winner is not None or game.hands[-1].result.game_over)
            assert report.winner == game.winner, view


# ---- (a) the engine's games check clean ------------------------------------------------------


@pytest.mark.parametrize(("label", "variants", "target"), HOUSE_RULES, ids=[h[0] for h in HOUSE_RULES])
@pytest.mark.parametrize(("players", "partnerships"), SEATINGS, ids=["2p", "3p", "4p", "4p-partners"])
def test_R20_R24_every_played_game_under_a_house_rule_checks_clean_at_every_level(
    label: str, variants: dict[str, str], target: int | None, players: int, partnerships: bool
) -> None:
    rules = house_rules(variants, target)
    for seed in range(3):
        game = game_of(rules, players, partnerships, seed, KINDS[seed % len(KINDS)])
        # the text reader does not yet take a target that is no multiple of five (R20): the notation's to do
        assert_clean(game, text=target is None or target % 5 == 0)


@pytest.mark.parametrize(("players", "partnerships"), SEATINGS, ids=["2p", "3p", "4p", "4p-partners"])
@pytest.mark.parametrize("seed", range(4))
def test_R20_R22_games_of_the_named_rule_set_fives_and_threes_check_clean_at_every_level(
    players: int, partnerships: bool, seed: int
) -> None:
    game = game_of(fives_and_threes(), players, partnerships, seed, KINDS[seed % len(KINDS)])
    assert_clean(game, text=False)  # the name in text is another engineer's: the record as built


@pytest.mark.parametrize("seed", range(4))
def test_R25_games_of_the_named_rule_set_fiveup_check_clean_at_every_level_in_text(seed: int) -> None:
    rules = RuleSet.from_variants({}, "fiveup")
    assert_clean(game_of(rules, 4, True, seed, KINDS[seed % len(KINDS)]), text=True)


# ---- (b) one change that breaks a house rule is found --------------------------------------------


def codes(record: GameRecord) -> list[tuple[str, str | None]]:
    return [(d.code, d.rule) for d in check_game(record, form=Form.JSON).diagnostics]


def past_the_target(record: GameRecord) -> list[tuple[int, int, int]]:
    """(hand, turn, points) of each placement that scored nothing for passing an exact target (R22)."""
    out = []
    for h, hand in enumerate(record.hands):
        for t, points in counted(record, h).items():
            if points and hand.turns[t].points is None:
                out.append((h, t, points))
    return out


@cache
def exact_games() -> list[PlayedGame]:
    """Games played to a target reached exactly, in points and in fifths, with placements past it."""
    found = []
    for variants, target in (({"target": "exact"}, 50), ({"target": "exact", "count": "fifths"}, 21)):
        rules = house_rules(variants, target)
        for players, partnerships in SEATINGS:
            for seed in range(6):
                game = game_of(rules, players, partnerships, seed, ("greedy",))
                if past_the_target(record_of(game)):
                    found.append(game)
    return found


@pytest.mark.parametrize("level", ["open", "player", "public"])
def test_R22_a_claim_past_a_target_reached_exactly_is_its_own_mistake(level: str) -> None:
    games = exact_games()
    assert len(games) >= 4  # the law below is not empty
    for game in games:
        truth = record_of(game)
        for h, t, points in past_the_target(truth)[:3]:
            seat = truth.hands[h].turns[t].seat
            view = view_at(level, seat)
            record = record_of(game, view)
            assert not codes(record)
            turn = record.hands[h].turns[t]
            report = check_game(with_turn(record, h, t, replace(turn, points=points)), form=Form.JSON)
            assert [(d.code, d.rule) for d in report.diagnostics] == [("AF308", "R22")], shown(report)
            (finding,) = report.diagnostics
            side = truth.side_name(truth.table.seat_sides[seat])
            assert f"would take {side} from " in finding.message
            assert (
                f"past the target of {truth.table.target}, which must be reached exactly" in finding.message
            )
            assert finding.message.endswith(f"it scores nothing, not {points}")


def test_R22_the_game_ends_the_moment_a_score_equals_the_target() -> None:
    ended = [g for g in exact_games() if g.hands[-1].result.outcome.value == "target"]
    assert ended
    for game in ended:
        record = record_of(game)
        report = check_game(record, form=Form.JSON)
        assert report.winner == game.winner and report.scores is not None
        assert report.scores[game.winner] == game.table.target
        assert record.hands[-1].end is not None and record.hands[-1].end.how.value == "target"


@cache
def last_tile_games() -> list[PlayedGame]:
    rules = house_rules({"hand-end": "last-tile"}, 100)
    return [game_of(rules, p, partners, seed, ("greedy",)) for p, partners in SEATINGS for seed in range(2)]


@pytest.mark.parametrize("level", ["open", "public"])
def test_R21_a_wrong_point_for_the_go_is_found(level: str) -> None:
    view = View(Knowledge.OPEN) if level == "open" else View(Knowledge.PUBLIC)
    tried = 0
    for game in last_tile_games():
        record = record_of(game, view)
        for h, hand in enumerate(record.hands):
            if not hand.awards:
                continue
            ((side, won),) = hand.awards
            assert won == 1
            for wrong in ((side, 2), ((side + 1) % record.table.sides, 1)):
                changed = with_hand(record, h, replace(hand, awards=(wrong,)))
                found = codes(changed)
                assert found and found[0] == ("AF304", "R21"), found
                assert ("AF302", "R17") not in found  # the running score carries the slip already reported
            tried += 1
    assert tried > 4


def test_R21_a_blocked_hand_scores_nothing() -> None:
    rules = house_rules({"hand-end": "last-tile", "spinner": "none"}, 100)
    games = (game_of(rules, p, partners, seed, ("random",)) for p, partners in SEATINGS for seed in range(10))
    for game in games:
        record = record_of(game)
        for h, hand in enumerate(record.hands):
            if hand.end is not None and hand.end.how.value == "blocked":
                changed = with_hand(record, h, replace(hand, awards=((0, 1),)))
                found = check_game(changed, form=Form.JSON).diagnostics
                assert found[0].code == "AF304" and found[0].rule == "R21"
                assert "a blocked hand scores nothing" in found[0].message
                return
    raise AssertionError("no blocked hand among these games")


@pytest.mark.parametrize(
    ("variants", "rule"), [({"count": "fifths"}, "R20"), ({"count": "fives-and-threes"}, "R20")]
)
@pytest.mark.parametrize("level", ["open", "player", "public"])
def test_R20_a_claim_off_by_one_in_the_counts_units_is_found(
    variants: dict[str, str], rule: str, level: str
) -> None:
    rules = house_rules(variants, None)
    tried = 0
    for players, partnerships in SEATINGS:
        game = game_of(rules, players, partnerships, 1, ("greedy",))
        truth = record_of(game)
        h = 0
        claimed = [t for t, turn in enumerate(truth.hands[h].turns) if turn.points]
        for t in claimed[:3]:
            seat = truth.hands[h].turns[t].seat
            view = view_at(level, seat)
            record = record_of(game, view)
            turn = record.hands[h].turns[t]
            assert turn.points is not None
            for off in (1, -1):
                changed = with_turn(record, h, t, replace(turn, points=turn.points + off))
                report = check_game(changed, form=Form.JSON)
                first = report.diagnostics[0]
                assert (first.code, first.rule) == ("AF301", rule), shown(report)
                assert first.expected == str(turn.points)
                assert all(d.code in ("AF301", "AF307") for d in report.diagnostics), shown(report)
                tried += 1
    assert tried >= 8


def test_R20_the_count_is_worded_in_its_own_units() -> None:
    rules = house_rules({"count": "fives-and-threes"}, None)
    game = game_of(rules, 2, False, 0, ("greedy",))
    record = record_of(game)
    t = next(t for t, turn in enumerate(record.hands[0].turns) if turn.points)
    turn = record.hands[0].turns[t]
    assert turn.points is not None
    report = check_game(with_turn(record, 0, t, replace(turn, points=turn.points + 1)), form=Form.JSON)
    assert "(count=fives-and-threes)" in report.diagnostics[0].message
    assert " for the " in report.diagnostics[0].message


@pytest.mark.parametrize("players", [2, 3, 4])
def test_R24_the_wrong_leader_under_the_lightest_tile_is_found(players: int) -> None:
    rules = house_rules({"first-lead": "lowest-tile"}, 100)
    for seed in range(3):
        game = game_of(rules, players, False, seed, ("greedy",))
        record = record_of(game)
        hand = record.hands[0]
        lightest = min((tile for _, tiles in hand.dealt for tile in tiles), key=lambda t: (t.pips, t.low))
        assert hand.turns[0].tile == lightest
        wrong = (hand.leader + 1) % players
        found = check_game(with_hand(record, 0, replace(hand, leader=wrong)), form=Form.JSON).diagnostics
        assert [(d.code, d.rule) for d in found] == [("AF105", "R24")]
        assert f"holds {lightest}, the lightest tile, so leads (first-lead=lowest-tile)" in found[0].message


@cache
def dealt_without_a_double() -> PlayedGame:
    """A game whose first deal has no double, played as if the heaviest tile led (R6)."""
    rules = RuleSet.from_variants({"first-lead": "highest-double", "hand-size": "3", "target": "50"})
    for seed in range(200):
        game = play_game(Table(2, rules=rules), seed, "greedy", max_hands=1)
        if not any(tile.is_double for tiles in game.hands[0].dealt for tile in tiles):
            return game
    raise AssertionError("no deal without a double in 200 seeds")


def redeal(record: GameRecord) -> GameRecord:
    return replace(record, rules=record.rules.with_variant("no-double", "redeal"))


def test_R24_a_deal_with_no_double_should_have_been_thrown_in() -> None:
    game = dealt_without_a_double()
    assert not codes(record_of(game))  # legal where the heaviest tile leads
    found = check_game(redeal(record_of(game)), form=Form.JSON).diagnostics
    assert [(d.code, d.rule) for d in found] == [("AF108", "R24")]
    assert "nobody was dealt a double" in found[0].message


@pytest.mark.parametrize("level", ["player", "public"])
def test_R24_where_hands_are_hidden_a_lead_that_is_no_double_is_found(level: str) -> None:
    game = dealt_without_a_double()
    leader = game.hands[0].leader
    view = View(Knowledge.PUBLIC) if level == "public" else View(Knowledge.PLAYER, 1 - leader)
    found = check_game(redeal(record_of(game, view)), form=Form.JSON).diagnostics
    assert found and (found[0].code, found[0].rule) == ("AF106", "R24")
    assert "is no double" in found[0].message


@pytest.mark.parametrize("players", [2, 3, 4])
def test_R24_under_redeal_a_lead_that_is_not_the_highest_double_is_found(players: int) -> None:
    rules = house_rules({"first-lead": "highest-double", "no-double": "redeal"}, 100)
    tried = 0
    for seed in range(4):
        game = game_of(rules, players, False, seed, ("greedy",))
        record = record_of(game)
        hand = record.hands[0]
        lead = hand.turns[0].tile
        assert lead is not None and lead.is_double
        dealt = [tile for _, tiles in hand.dealt for tile in tiles]
        assert lead == max((t for t in dealt if t.is_double), key=lambda t: t.high)
        lower = [t for t in dealt if t.is_double and t != lead]
        if not lower:
            continue
        holder = next(s for s, tiles in hand.dealt if lower[0] in tiles)
        # the header names the holder of a lower double as the leader
        if holder != hand.leader:
            changed = with_hand(record, 0, replace(hand, leader=holder))
            found = codes(changed)
            assert found[0] == ("AF105", "R24"), found
        tried += 1
    assert tried >= 2


@pytest.mark.parametrize("level", ["player", "public"])
def test_R24_the_lightest_tile_at_hidden_levels_is_held_against_later_facts(level: str) -> None:
    """Where hands are hidden, no hand holds a tile lighter than the lead: later facts are held to it."""
    rules = house_rules({"first-lead": "lowest-tile"}, 100)
    for players in (2, 3, 4):
        game = game_of(rules, players, False, 0, ("greedy",))
        record = record_of(game, View(Knowledge.PUBLIC) if level == "public" else View(Knowledge.PLAYER, 0))
        report = check_game(record, form=Form.JSON)
        assert not report.diagnostics, shown(report)
        lead = record.hands[0].turns[0].tile
        assert lead is not None
        hidden = report_hidden(record)
        lighter = [tile for tile in TILES if (tile.pips, tile.low) < (lead.pips, lead.low)]
        assert hidden == mask_of(lighter)


def report_hidden(record: GameRecord) -> int:
    """The tiles the first hand's replay holds were dealt to no hand."""
    from allfives_notation.check.places import Places
    from allfives_notation.check.replay import GameCheck

    check = GameCheck(record, Places(record, None, 1, Form.JSON, None))
    check.run()
    return check.hidden[0].not_dealt


def test_R20_R24_the_independent_judge_plays_the_house_rules_too() -> None:
    """The referee's judge, written from RULES.md apart from the validator, agrees on each house rule."""
    for _, variants, target in HOUSE_RULES:
        for players, partners in ((2, False), (4, True)):
            game = game_of(house_rules(variants, target), players, partners, 0, ("greedy",))
            for view in every_view(players):
                assert judge(record_of(game, view)) == (LEGAL, ""), (variants, view)
            record = record_of(game)
            hand = record.hands[0]
            k = next((i for i, turn in enumerate(hand.turns) if turn.points), None)
            if k is None:
                continue
            turns = list(hand.turns)
            turns[k] = replace(turns[k], points=(turns[k].points or 0) + 1)
            wrong = replace(record, hands=(replace(hand, turns=tuple(turns)), *record.hands[1:]))
            assert judge(wrong)[0] == ILLEGAL, variants
