"""The text reader: where games start and end, where comments belong, what it forgives."""

from __future__ import annotations

import pytest

from allfives_notation.engine import Arm, Tile
from allfives_notation.errors import NotationError
from allfives_notation.notation import parse_game, parse_games, read_games, write_games
from allfives_notation.record import Comment, CommentStyle, HowEnded, Knowledge

HEADER = '[Seats "Ann, Ben"]\n'
GAME = HEADER + "hand 1, Ann leads\n  Ann 5-5 +10\n  Ben 5-0 E +10\n"


def test_an_empty_text_holds_no_games() -> None:
    assert parse_games("") == []
    assert parse_games("\n\n   \n") == []


def test_a_game_starts_at_a_tag_after_a_hand_or_after_a_blank_line() -> None:
    text = GAME + '[Seats "Cat, Dan"]\n' + '\n[Seats "Eve, Fay"]\n' + '[Seats "Gus, Hal"]\n'
    games = [read.game for read in read_games(text)]
    seats = [game.seats if game else None for game in games]
    # Gus, Hal stand right under Eve, Fay: one header with Seats given twice
    assert seats == [("Ann", "Ben"), ("Cat", "Dan"), None]


@pytest.mark.parametrize(
    "broken",
    ['[Format "AF', "[", '[Seed 106"]\n  Ben reaches the target\n', '[Event "club night"\n'],
)
def test_a_broken_tag_line_after_a_hand_starts_the_next_game_and_leaves_the_game_before_whole(
    broken: str,
) -> None:
    """A tag line ends the hands, well formed or not (found by bench/fuzz.py: a file cut in a tag)."""
    for before in (GAME, GAME + "  score Ann 10, Ben 10\n", GAME + "  ; a note\n"):
        for between in ("", "\n"):
            first, second = read_games(before + between + broken)
            assert first.game == parse_game(before)
            assert second.game is None and second.line == before.count("\n") + 1 + len(between)
            assert second.errors[0].line == second.line


def test_read_games_says_where_each_game_starts() -> None:
    text = "\n" + GAME + "\n\n{the second game}\n" + GAME
    assert [read.line for read in read_games(text)] == [2, 8]  # the second starts at its introduction


def test_comments_after_a_blank_line_before_a_tag_introduce_the_next_game() -> None:
    text = GAME + "  ; still the first game\n\n{about the second game}\n; more\n" + GAME
    first, second = parse_games(text)
    assert first.hands[0].turns[-1].comments == (Comment(" still the first game", CommentStyle.LINE),)
    assert second.intro == (Comment("about the second game"), Comment(" more", CommentStyle.LINE))
    assert first.intro == ()


def test_a_comment_on_its_own_line_belongs_to_the_line_before_it() -> None:
    text = HEADER + "{after the tags}\nhand 1, Ann leads {on the header}\n  Ann: 5-5\n  {after the deal}\n"
    text += "  Ann 5-5\n  {after the lead}\n  Ann out\n  score Ann 10, Ben 0\n  {after the score}\n"
    game = parse_game(text)
    hand = game.hands[0]
    assert game.comments == (Comment("after the tags"),)
    assert hand.comments == (Comment("on the header"), Comment("after the deal"))
    assert hand.turns[0].comments == (Comment("after the lead"),)
    assert hand.end_comments == (Comment("after the score"),)


def test_comments_keep_their_text_exactly_and_their_commands_are_read() -> None:
    text = HEADER + "hand 1, Ann leads\n  Ann 6-6 {  two\nlines; [%clk 0:01:30] }\n"
    text += "  Ben 6-1 ;{not a brace} [%eval +5]\n"
    turns = parse_game(text).hands[0].turns
    assert turns[0].comments[0].text == "  two\nlines; [%clk 0:01:30] "
    assert turns[1].comments[0] == Comment("{not a brace} [%eval +5]", CommentStyle.LINE)
    assert [(c.name, c.args) for c in turns[0].comments[0].commands] == [("clk", "0:01:30")]
    assert [(c.name, c.args) for c in turns[1].comments[0].commands] == [("eval", "+5")]


def test_every_kind_of_turn_reads_into_the_record_model() -> None:
    text = HEADER + (
        "hand 1, Ann leads\n  Ann 5-5 +10 !\n  Ben 0-5 E\n  Ann draws 6-3 2-5, plays 5-2 W +5 ?! $3\n"
        "  Ben draws 2, passes\n  Ann passes\n  Ben draws 1\n"
    )
    lead, east, drew, counted, passed, unfinished = parse_game(text).hands[0].turns
    assert (lead.tile, lead.arm, lead.points, lead.glyphs) == (Tile(5, 5), None, 10, ("!",))
    assert (east.seat, east.tile, east.arm, east.points) == (1, Tile(5, 0), Arm.E, None)
    assert (drew.draws, drew.drawn, drew.tile, drew.arm) == (2, (Tile(6, 3), Tile(5, 2)), Tile(5, 2), Arm.W)
    assert drew.glyphs == ("?!", "$3")
    assert (counted.draws, counted.drawn, counted.passed, counted.tile) == (2, (), True, None)
    assert (passed.draws, passed.passed) == (0, True)
    assert (unfinished.draws, unfinished.passed, unfinished.tile) == (1, False, None)


def test_the_end_of_a_hand_reads_by_seat_and_by_side() -> None:
    text = '[Seats "Ann, Ben, Cat, Dan"]\n[Partners "Ben+Dan, Cat+Ann"]\n' + (
        "hand 1, Ann leads\n  Ann 6-6\n  Ann out\n  pips Dan 3, Ben 7\n  shown Ben 4-3, Dan 2-1\n"
        "  deduct Ben 5, Dan 5\n  award Cat+Ann 10\n  score Ben+Dan -10, Ann+Cat 0\n"
    )
    game = parse_game(text)
    hand = game.hands[0]
    assert game.side_names == ("Ann+Cat", "Ben+Dan")
    assert (hand.end.how, hand.end.seat) == (HowEnded.OUT, 0) if hand.end else False
    assert hand.pips == ((1, 7), (3, 3))
    assert hand.shown == ((1, (Tile(4, 3),)), (3, (Tile(2, 1),)))
    assert hand.deductions == ((1, 5), (3, 5))
    assert hand.awards == ((0, 10),)
    assert hand.scores == ((0, 0), (1, -10))


def test_the_header_reads_every_known_tag() -> None:
    text = (
        '[Format "AFN 1.0"]\n[Event "Club \\"open\\""]\n[Site "Leeds"]\n[Date "2026-11-??"]\n[Round "4"]\n'
        '[Seats "Ann, Ben, Cat, Dan"]\n[Partners "Ann+Cat, Ben+Dan"]\n[Rules "allfives spinner=open"]\n'
        '[Target "150"]\n[Seed "42"]\n[View "player Cat"]\n[Setup "hand 3, Ann+Cat 55, Ben+Dan 40"]\n'
        '[Result "Ben+Dan"]\n[Annotator "Eve"]\n'
    )
    game = parse_game(text)
    assert (game.event, game.site, game.date, game.round) == ('Club "open"', "Leeds", "2026-11-??", "4")
    assert game.partnerships and game.rules.target == 150 and str(game.rules.spinner) == "open"
    assert (game.seed, game.view.level, game.view.seat) == (42, Knowledge.PLAYER, 2)
    assert (game.first_hand, game.start_scores, game.result) == (3, (55, 40), 1)
    assert game.other_tags == (("Annotator", "Eve"),)
    assert write_games([game]).splitlines()[:13] == text.splitlines()[:13]


def test_a_missing_view_is_public_and_a_missing_result_is_unfinished() -> None:
    game = parse_game(HEADER)
    assert game.view.level is Knowledge.PUBLIC and game.result is None and not game.finished


def test_the_reader_forgives_crlf_a_byte_order_mark_tabs_and_tiles_either_way_round() -> None:
    canonical = parse_game(GAME + "  Ann 4-4 ; fine\n")
    loose = "\ufeff" + (GAME + "  Ann 4-4 ; fine\n").replace("\n", "\r\n").replace("5-0", "0-5").replace(
        "  ", "\t"
    )
    assert parse_game(loose) == canonical


def test_parse_game_wants_exactly_one_game() -> None:
    with pytest.raises(NotationError, match="expected one game, found 2"):
        parse_game(GAME + GAME)
    with pytest.raises(NotationError, match="expected one game, found 0"):
        parse_game("")


def test_read_games_yields_each_game_before_reading_the_rest() -> None:
    games = read_games(GAME + GAME + "  Ann 9-9\n")
    first = next(games)
    assert first.game is not None and first.line == 1
    assert [read.game is None for read in games] == [True]
