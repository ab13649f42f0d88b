"""The text reader's mistakes: the exact words, line and column of each, and reading on after one.

Each case is a small inline record; ``game`` builds a header and one hand so that the line
numbers are easy to count: the tags, a blank line, ``hand 1, Ann leads`` and then the turns.
"""

from __future__ import annotations

import pytest

from allfives_notation.errors import NotationError
from allfives_notation.notation.reader import parse_game, parse_games, read_games

TWO = '[Seats "Ann, Ben"]'
FOUR = '[Seats "Ann, Ben, Cat, Dan"]\n[Partners "Ann+Cat, Ben+Dan"]'
TILE_OUTSIDE = "{} is not a tile of the double-six set: each half has 0 to 6 pips"
NOT_AT_TABLE = "{} is not at this table; the seats are Ann, Ben"
ENDED = "this hand already ended on line {}: a hand goes out, blocks or reaches the target once"
NOT_A_NAME = "{} is not a seat name: a name is one word that starts with a letter, such as Ann or Bot-2"
OUTSIDE_HAND = "{} outside any hand: start the hand with a line such as 'hand 1, Ann leads'"


def game(*turns: str, tags: str = TWO, leader: str = "Ann") -> str:
    """Tags, a blank line, a hand header, then one indented line for each of ``turns``."""
    lines = [*tags.splitlines(), "", f"hand 1, {leader} leads", *(f"  {turn}" for turn in turns)]
    return "\n".join(lines) + "\n"


def header(*tags: str) -> str:
    """A record whose only mistake can be in ``tags`` (one tag a line, from line 1)."""
    return game("Ann 5-5 +10", "Ben 5-0 E +10", tags="\n".join(tags))


def errors(text: str, source: str | None = None) -> list[NotationError]:
    return [error for read in read_games(text, source) for error in read.errors]


def only_error(text: str, source: str | None = None) -> NotationError:
    found = errors(text, source)
    assert len(found) == 1, [str(error) for error in found]
    return found[0]


def check_context(error: NotationError, text: str) -> None:
    """The context shows the error's own line, and the caret stands under its column."""
    shown, caret = error.context.split("\n")
    assert error.line is not None and error.column is not None
    assert shown == "  " + text.split("\n")[error.line - 1].rstrip("\r")
    assert caret == " " * (error.column + 1) + "^"


def under_caret(error: NotationError) -> str:
    """The character of the shown line that the caret points at, as a terminal shows both."""
    shown, caret = (line.expandtabs() for line in error.context.split("\n"))
    return shown[caret.index("^")]


# (id, text, message, line, column, rule)
CASES = [
    # ---- tiles outside the double-six set (R1)
    (
        "tile-in-turn",
        game("Ann 5-5 +10", "Ben 7-3"),
        "7-3 is not a tile of the double-six set: each half has 0 to 6 pips",
        5,
        7,
        "R1",
    ),
    (
        "tile-in-deal",
        game("Ann: 5-5 8-1", "Ann 5-5 +10"),
        "8-1 is not a tile of the double-six set: each half has 0 to 6 pips",
        4,
        12,
        "R1",
    ),
    (
        "tile-in-boneyard",
        game("boneyard: 6-6 7-7", "Ann 5-5 +10"),
        "7-7 is not a tile of the double-six set: each half has 0 to 6 pips",
        4,
        17,
        "R1",
    ),
    (
        "tile-drawn",
        game("Ann 5-5 +10", "Ben draws 7-1"),
        "7-1 is not a tile of the double-six set: each half has 0 to 6 pips",
        5,
        13,
        "R1",
    ),
    (
        "tile-drawn-second",
        game("Ann 5-5 +10", "Ben draws 6-1 7-1, plays 6-5 E"),
        "7-1 is not a tile of the double-six set: each half has 0 to 6 pips",
        5,
        17,
        "R1",
    ),
    (
        "tile-played-after-draw",
        game("Ann 5-5 +10", "Ben draws 6-1, plays 7-5 E"),
        "7-5 is not a tile of the double-six set: each half has 0 to 6 pips",
        5,
        24,
        "R1",
    ),
    (
        "tile-ten",
        game("Ann 10-5"),
        "10-5 is not a tile of the double-six set: each half has 0 to 6 pips",
        4,
        7,
        "R1",
    ),
    (
        "tile-without-name",
        game("Ann 5-5 +10", "7-5"),
        "a turn starts with the player's name, as 'Ann 5-3 E', not a tile",
        5,
        3,
        None,
    ),
    (
        "tile-written-with-colon",
        game("Ann 5:5"),
        "write a tile as 5-5, with a hyphen, not '5:5'",
        4,
        7,
        None,
    ),
    # ---- arms
    ("arm-unknown", game("Ann 6-6 Q"), "'Q' is not an arm: the arms are W, E, N and S", 4, 11, None),
    (
        "arm-lowercase",
        game("Ann 6-6", "Ben 6-1 w"),
        "the arm is written W, E, N or S, not 'w'",
        5,
        11,
        None,
    ),
    (
        "arm-word",
        game("Ann 6-6", "Ben 6-1 west"),
        "the arm is written W, E, N or S, not 'west'",
        5,
        11,
        None,
    ),
    (
        "arm-after-draw",
        game("Ann 6-6", "Ben draws 1, plays 6-1 North"),
        "the arm is written W, E, N or S, not 'North'",
        5,
        26,
        None,
    ),
    # ---- a hand needs its header line
    ("no-hand-header", f"{TWO}\n  Ann 5-5 +10\n", OUTSIDE_HAND.format("a turn"), 2, 3, None),
    ("no-hand-header-blank", f"{TWO}\n\nAnn 5-5 +10\n", OUTSIDE_HAND.format("a turn"), 3, 1, None),
    ("deal-before-header", f"{TWO}\n  Ann: 5-5 6-4\n", OUTSIDE_HAND.format("a dealt hand"), 2, 3, None),
    (
        "hand-header-no-comma",
        f"{TWO}\nhand 1 Ann leads\n  Ann 5-5\n",
        "a hand starts with a line such as 'hand 1, Ann leads'",
        2,
        1,
        None,
    ),
    (
        "hand-header-no-leads",
        f"{TWO}\nhand 1, Ann\n  Ann 5-5\n",
        "a hand starts with a line such as 'hand 1, Ann leads'",
        2,
        1,
        None,
    ),
    ("hand-zero", f"{TWO}\nhand 0, Ann leads\n  Ann 5-5\n", "hands are numbered from 1", 2, 1, None),
    # ---- comments and glyphs
    (
        "comment-unclosed",
        game("Ann 5-5 +10 {nice", "Ben 5-0 E +10"),
        "this comment is never closed: a comment that opens with { ends with }",
        4,
        15,
        None,
    ),
    (
        "comment-unclosed-last-line",
        game("Ann 5-5 +10", "Ben 5-0 E +10 {nice"),
        "this comment is never closed: a comment that opens with { ends with }",
        5,
        17,
        None,
    ),
    (
        "comment-stray-close",
        game("Ann 5-5 }"),
        "a } with no { before it: a comment is written {like this}",
        4,
        11,
        None,
    ),
    (
        "glyph-after-comment",
        game("Ann 5-5 +10 {good} !"),
        "a glyph such as ! goes right after the turn, before any comment",
        4,
        22,
        None,
    ),
    (
        "glyph-unknown",
        game("Ann 5-5 +10 #"),
        "expected an arm (W, E, N, S), points such as +10, a glyph such as ! or $1,"
        " or a comment after '5-5', not '#'",
        4,
        15,
        None,
    ),
    # ---- claimed points
    (
        "points-without-plus",
        game("Ann 5-5 10"),
        "claimed points are written with a plus, as +10",
        4,
        11,
        None,
    ),
    (
        "points-without-plus-after-arm",
        game("Ann 5-5 +10", "Ben 5-0 E 10"),
        "claimed points are written with a plus, as +10",
        5,
        13,
        None,
    ),
    (
        "points-negative",
        game("Ann 5-5 -10"),
        "claimed points are never below zero: write +10, or leave the claim out",
        4,
        11,
        None,
    ),
    (
        "points-not-a-number",
        game("Ann 5-5 +ten"),
        "claimed points are a plus and a number, such as +10, not '+ten'",
        4,
        11,
        None,
    ),
    # ---- draws
    (
        "draw-of-nothing",
        game("Ann 5-5 +10", "Ben draws 0, passes"),
        "a draw takes at least one tile; a player who draws nothing passes",
        5,
        13,
        None,
    ),
    (
        "draw-of-what",
        game("Ann 5-5 +10", "Ben draws"),
        "expected what was drawn after 'draws':"
        " the tiles, such as 'draws 6-3 5-2', or how many, such as 'draws 2'",
        5,
        12,
        None,
    ),
    (
        "draw-then-what",
        game("Ann 5-5 +10", "Ben draws 2, takes 5-0"),
        "after the draw write ', plays' and the tile, or ', passes', not 'takes'",
        5,
        16,
        None,
    ),
    (
        "plays-without-draw",
        game("Ann plays 5-5"),
        "after 'Ann' comes the tile itself, as 'Ann 5-3 E'; 'plays' follows a draw",
        4,
        7,
        None,
    ),
    ("name-alone", game("Ann"), "expected what Ann did: a tile such as 5-3, 'draws' or 'passes'", 4, 6, None),
    # ---- the end of a hand
    (
        "turn-after-out",
        game("Ann 5-5 +10", "Ann out", "Ben 5-0 E"),
        "a turn after the end of the hand: start the next hand with a line such as 'hand 2, Ann leads'",
        6,
        3,
        None,
    ),
    (
        "turn-after-blocked",
        game("Ann 5-5 +10", "blocked", "Ben 5-0 E"),
        "a turn after the end of the hand: start the next hand with a line such as 'hand 2, Ann leads'",
        6,
        3,
        None,
    ),
    (
        "turn-after-pips",
        game("Ann 5-5 +10", "Ann out", "pips Ben 7", "Ben 5-0 E"),
        "a turn after the end of the hand: start the next hand with a line such as 'hand 2, Ann leads'",
        7,
        3,
        None,
    ),
    ("out-twice", game("Ann 5-5 +10", "Ann out", "Ben out"), ENDED.format(5), 6, 3, None),
    (
        "deduct-twice",
        game("Ann 5-5 +10", "Ann out", "deduct Ben 5", "pips Ben 7", "deduct Ben 5"),
        "the deduct line is given twice in this hand (first on line 6)",
        8,
        3,
        None,
    ),
    (
        "deal-after-turn",
        game("Ann 5-5 +10", "Ann: 6-6"),
        "a dealt hand comes before the first turn of the hand",
        5,
        3,
        None,
    ),
    (
        "deal-twice",
        game("Ann: 5-5", "Ann: 6-6", "Ann 5-5 +10"),
        "the hand dealt to Ann is given twice",
        5,
        3,
        None,
    ),
    (
        "pips-not-a-number",
        game("Ann 5-5 +10", "Ann out", "pips Ben seven"),
        "expected a number after Ben, as 'pips Ben 7', not 'seven'",
        6,
        12,
        None,
    ),
    (
        "score-without-number",
        game("Ann 5-5 +10", "Ann out", "score Ann"),
        "expected a number after Ann, as 'score Ann 35, Ben 5'",
        6,
        12,
        None,
    ),
    (
        "pips-twice-on-a-line",
        game("Ann 5-5 +10", "Ann out", "pips Ben 7, Ben 8"),
        "Ben is given twice on this line",
        6,
        15,
        None,
    ),
    # ---- names that are not at the table
    ("name-in-turn", game("Ann 5-5 +10", "Zed 5-0 E"), NOT_AT_TABLE.format("Zed"), 5, 3, None),
    ("name-in-hand-header", game("Ann 5-5 +10", leader="Zed"), NOT_AT_TABLE.format("Zed"), 3, 9, None),
    ("name-in-deal", game("Zed: 5-5", "Ann 5-5 +10"), NOT_AT_TABLE.format("Zed"), 4, 3, None),
    ("name-going-out", game("Ann 5-5 +10", "Zed out"), NOT_AT_TABLE.format("Zed"), 5, 3, None),
    ("name-in-pips", game("Ann 5-5 +10", "Ann out", "pips Zed 7"), NOT_AT_TABLE.format("Zed"), 6, 8, None),
    (
        "name-in-shown",
        game("Ann 5-5 +10", "Ann out", "shown Zed 6-6"),
        NOT_AT_TABLE.format("Zed"),
        6,
        9,
        None,
    ),
    (
        "name-in-deduct",
        game("Ann 5-5 +10", "Ann out", "deduct Zed 5"),
        NOT_AT_TABLE.format("Zed"),
        6,
        10,
        None,
    ),
    (
        "name-in-score",
        game("Ann 5-5 +10", "Ann out", "score Ann 10, Zed 0"),
        "Zed is not at this table; the seats are Ann, Ben",
        6,
        17,
        None,
    ),
    (
        "name-in-award",
        game("Ann 5-5 +10", "Ann out", "award Zed 5"),
        "Zed is not at this table; the seats are Ann, Ben",
        6,
        9,
        None,
    ),
    (
        "team-without-partnerships",
        game("Ann 5-5 +10", "Ann out", "score Ann+Ben 10"),
        "Ann+Ben: this table plays without partnerships; the sides are single seats",
        6,
        9,
        None,
    ),
    (
        "seat-for-a-team",
        game("Ann 5-5 +10", "Ann out", "score Ann 10, Ben+Dan 0", tags=FOUR),
        "Ann is not a partnership at this table; the sides are Ann+Cat, Ben+Dan",
        7,
        9,
        None,
    ),
    (
        "team-not-opposite",
        game("Ann 5-5 +10", "Ann out", "award Ann+Ben 10", tags=FOUR),
        "Ann+Ben is not a partnership at this table; the sides are Ann+Cat, Ben+Dan",
        7,
        9,
        None,
    ),
    # ---- tag pairs as text
    (
        "tag-without-quotes",
        header("[Event Tuesday]", TWO),
        'a tag value goes in double quotes, as [Event "Tuesday club"]',
        1,
        1,
        None,
    ),
    (
        "tag-single-quotes",
        header("[Seats 'Ann, Ben']"),
        'a tag value goes in double quotes, as [Event "Tuesday club"]',
        1,
        1,
        None,
    ),
    (
        "tag-value-unclosed",
        header(TWO, '[Event "Tuesday]'),
        'this tag value is never closed: end it with " and ]',
        2,
        1,
        None,
    ),
    (
        "tag-pair-unclosed",
        header(TWO, '[Event "Tuesday"'),
        "this tag pair is never closed: end it with ]",
        2,
        1,
        None,
    ),
    (
        "tag-bad-escape",
        header(TWO, '[Event "a\\b"]'),
        'inside a tag value only \\" and \\\\ may follow a backslash',
        2,
        1,
        None,
    ),
    # ---- the header's tags
    (
        "tag-twice",
        header('[Event "a"]', TWO, '[Event "b"]'),
        "the Event tag is given twice (first on line 1)",
        3,
        2,
        None,
    ),
    ("tag-lowercase", header('[event "x"]', TWO), "the tag is written Event, not event", 1, 2, None),
    ("tag-uppercase", header(TWO, '[SEATS "Ann, Ben"]'), "the tag is written Seats, not SEATS", 2, 2, None),
    (
        "seats-missing",
        header('[Event "Tuesday club"]'),
        'a game names its players in seat order, such as [Seats "Ann, Ben, Cat"]',
        1,
        1,
        None,
    ),
    (
        "seats-one",
        header('[Seats "Ann"]'),
        "All Fives is for 2, 3 or 4 players; the seats name 1",
        1,
        9,
        "R2",
    ),
    (
        "seats-five",
        header('[Seats "Ann, Ben, Cat, Dan, Eve"]'),
        "All Fives is for 2, 3 or 4 players; the seats name 5",
        1,
        9,
        "R2",
    ),
    (
        "seats-reserved-word",
        header('[Seats "Ann, score"]'),
        "'score' is a word of the notation and cannot name a seat",
        1,
        14,
        None,
    ),
    (
        "seats-reserved-word-capital",
        header('[Seats "Ann, Boneyard"]'),
        "'Boneyard' is a word of the notation and cannot name a seat",
        1,
        14,
        None,
    ),
    (
        "seats-twice",
        header('[Seats "Ann, Ben, Ann"]'),
        "Ann sits at the table twice; give each seat its own name",
        1,
        19,
        None,
    ),
    (
        "seats-empty-name",
        header('[Seats "Ann, , Ben"]'),
        NOT_A_NAME.format("an empty name"),
        1,
        14,
        None,
    ),
    (
        "seats-two-words",
        header('[Seats "Ann Lee, Ben"]'),
        NOT_A_NAME.format("'Ann Lee'"),
        1,
        9,
        None,
    ),
    (
        "partners-not-opposite",
        header('[Seats "Ann, Ben, Cat, Dan"]', '[Partners "Ann+Ben, Cat+Dan"]'),
        "'Ann+Ben' is not a partnership: partners sit opposite, so write Ann+Cat, Ben+Dan",
        2,
        12,
        "R2",
    ),
    (
        "partners-second-pair-not-opposite",
        header('[Seats "Ann, Ben, Cat, Dan"]', '[Partners "Ann+Cat, Dan+Cat"]'),
        "'Dan+Cat' is not a partnership: partners sit opposite, so write Ann+Cat, Ben+Dan",
        2,
        21,
        "R2",
    ),
    (
        "partners-two-players",
        header(TWO, '[Partners "Ann+Ben"]'),
        "partnerships need four players, partners opposite (1+3 against 2+4); the seats name 2",
        2,
        12,
        "R2",
    ),
    (
        "rules-unknown-variant",
        header(TWO, '[Rules "allfives muggings=on"]'),
        "unknown variant 'muggings'; did you mean 'muggins'? the variants are hand-size, spinner,"
        " hand-end, blocked, win-check, first-lead, boneyard-reserve, target, count, no-double, muggins",
        2,
        18,
        None,
    ),
    (
        "rules-unknown-setting",
        header(TWO, '[Rules "allfives spinner=sideways"]'),
        "spinner=sideways is not a known setting; expected standard, open, none or every",
        2,
        18,
        None,
    ),
    (
        "rules-no-preset",
        header(TWO, '[Rules "spinner=open"]'),
        "no rule set named: a declaration starts with the name of a rule set (allfives, muggins,"
        " fives-and-threes, fiveup),"
        " then any variants, such as 'allfives spinner=open'",
        2,
        9,
        None,
    ),
    (
        "rules-variant-twice",
        header(TWO, '[Rules "allfives spinner=open, spinner=none"]'),
        "spinner is set twice",
        2,
        32,
        None,
    ),
    (
        "rules-hand-size",
        header(TWO, '[Rules "allfives hand-size=12"]'),
        "hand-size=12: a hand holds 1 to 9 tiles",
        2,
        18,
        "R3",
    ),
    (
        "rules-blocked-difference-alone",
        header(TWO, '[Rules "allfives blocked=difference"]'),
        "blocked=difference only goes with hand-end=award: under the default deductions nobody scores"
        " a blocked hand",
        2,
        9,
        "R17",
    ),
    (
        "target-not-multiple-of-five",
        header(TWO, '[Target "152"]'),
        "'152' is not a target: the target is a positive multiple of five, such as 150",
        2,
        10,
        "R18",
    ),
    (
        "target-zero",
        header(TWO, '[Target "0"]'),
        "'0' is not a target: the target is a positive multiple of five, such as 150",
        2,
        10,
        "R18",
    ),
    (
        "target-word",
        header(TWO, '[Target "lots"]'),
        "'lots' is not a target: the target is a positive multiple of five, such as 150",
        2,
        10,
        "R18",
    ),
    (
        "target-disagrees-with-rules",
        header(TWO, '[Rules "allfives target=150"]', '[Target "200"]'),
        "the Target tag says 200 but the rules say target=150",
        3,
        2,
        None,
    ),
    (
        "date-day-first",
        header(TWO, '[Date "24/11/2026"]'),
        "'24/11/2026' is not a date: write YYYY-MM-DD, such as 2026-11-24, with ?? for a part not known",
        2,
        8,
        None,
    ),
    (
        "view-unknown-seat",
        header(TWO, '[View "player Zed"]'),
        "Zed is not at this table; the seats are Ann, Ben",
        2,
        15,
        None,
    ),
    (
        "view-player-without-seat",
        header(TWO, '[View "player"]'),
        "a player record names whose hand it knows, such as 'player Ann'",
        2,
        14,
        None,
    ),
    (
        "view-unknown-level",
        header(TWO, '[View "everything"]'),
        "'everything' is not a view: write open, public, or player and a seat, such as 'player Ann'",
        2,
        8,
        None,
    ),
    (
        "view-open-with-seat",
        header(TWO, '[View "open Ann"]'),
        "the view is one of open, player, public; only 'player' names a seat",
        2,
        13,
        None,
    ),
    (
        "result-unknown-seat",
        header(TWO, '[Result "Zed"]'),
        "Zed is not a side at this table: the result is the winning side, such as Ann, or * while unfinished",
        2,
        10,
        None,
    ),
    (
        "result-seat-in-partnership-game",
        header('[Seats "Ann, Ben, Cat, Dan"]', '[Partners "Ann+Cat, Ben+Dan"]', '[Result "Ann"]'),
        "Ann is not a side at this table:"
        " the result is the winning side, such as Ann+Cat, or * while unfinished",
        3,
        10,
        None,
    ),
    (
        "result-before-seats",
        header('[Result "Zed"]', TWO),
        "Zed is not a side at this table: the result is the winning side, such as Ann, or * while unfinished",
        1,
        10,
        None,
    ),
    (
        "setup-without-hand",
        header(TWO, '[Setup "4, Ann 85"]'),
        "a setup says where the record starts and the scores carried in, such as 'hand 4, Ann 85, Ben 85'",
        2,
        9,
        None,
    ),
    (
        "setup-missing-side",
        header(TWO, '[Setup "hand 4, Ann 85"]'),
        "give the score carried in for every side, as 'hand 4, Ann 85, Ben 85'",
        2,
        9,
        None,
    ),
    (
        "setup-unknown-seat",
        header(TWO, '[Setup "hand 4, Ann 85, Zed 5"]'),
        "Zed is not at this table; the seats are Ann, Ben",
        2,
        25,
        None,
    ),
    ("setup-hand-zero", header(TWO, '[Setup "hand 0"]'), "hands are numbered from 1", 2, 9, None),
    (
        "setup-score-word",
        header(TWO, '[Setup "hand 4, Ann eighty"]'),
        "expected a side and its score, such as 'Ann 85', not 'Ann eighty'",
        2,
        17,
        None,
    ),
    ("setup-seat-twice", header(TWO, '[Setup "hand 4, Ann 85, Ann 5"]'), "Ann is given twice", 2, 25, None),
    (
        "format-unknown",
        header('[Format "PGN"]', TWO),
        'this reader knows AFN 1.0 and AFN 1.1, not \'PGN\'; write [Format "AFN 1.0"], or "AFN 1.1" where'
        " the rules need it",
        1,
        10,
        None,
    ),
    (
        "seed-negative",
        header(TWO, '[Seed "-1"]'),
        "'-1' is not a deal seed: a seed is a whole number from 0 to 2**64-1",
        2,
        8,
        None,
    ),
]


@pytest.mark.parametrize(
    ("text", "message", "line", "column", "rule"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_each_mistake_is_named_where_it_stands(
    text: str, message: str, line: int, column: int, rule: str | None
) -> None:
    (read,) = read_games(text, "t.afn")
    assert read.game is None
    assert read.line == 1
    (error,) = read.errors
    assert (error.message, error.line, error.column, error.rule) == (message, line, column, rule)
    assert error.source == "t.afn"
    check_context(error, text)


def test_the_case_ids_are_unique() -> None:
    names = [case[0] for case in CASES]
    assert len(names) == len(set(names))


# ---- how an error shows itself


def test_str_gives_file_line_column_message_and_the_caret() -> None:
    error = only_error(game("Ann 5-5 +10", "Ben 7-3"), "games/club.afn")
    assert str(error) == (
        "games/club.afn:5:7: 7-3 is not a tile of the double-six set: each half has 0 to 6 pips (R1)\n"
        "    Ben 7-3\n"
        "        ^"
    )


def test_str_ends_the_message_with_the_rule() -> None:
    error = only_error(header('[Seats "Ann"]'), "club.afn")
    assert (
        str(error).split("\n")[0] == "club.afn:1:9: All Fives is for 2, 3 or 4 players; the seats name 1 (R2)"
    )


def test_without_a_source_the_place_is_spelt_out() -> None:
    error = only_error(game("Ann 6-6 Q"))
    assert error.source is None
    assert str(error).split("\n")[0] == "line 4, column 11: 'Q' is not an arm: the arms are W, E, N and S"


@pytest.mark.parametrize(
    ("text", "character"),
    [
        (game("Ann 6-6 Q"), "Q"),
        (game("Ann 5-5 +10", "Ben draws 6-1 7-1, plays 6-5 E"), "7"),
        (game("Ann 5-5 +10 {good} !"), "!"),
        (game("Ann 5-5 +10", "Ann out", "score Ann 10, Zed 0"), "Z"),
        (header('[Seats "Ann, Ben, Ann"]'), "A"),
        (header(TWO, '[View "player Zed"]'), "Z"),
        (header(TWO, '[Rules "allfives muggings=on"]'), "m"),
        ('[Seats "Ann, Ben"]\r\nhand 1, Ann leads\r\n  Ann 5-5 Q\r\n', "Q"),
    ],
    ids=["arm", "drawn-tile", "glyph", "score-name", "seat-twice", "view-seat", "variant", "crlf"],
)
def test_the_caret_stands_under_the_mistake(text: str, character: str) -> None:
    assert under_caret(only_error(text)) == character


def test_a_crlf_file_counts_lines_and_columns_as_shown() -> None:
    error = only_error('[Seats "Ann, Ben"]\r\nhand 1, Ann leads\r\n  Ann 5-5 Q\r\n')
    assert (error.line, error.column) == (3, 11)
    assert error.context == "    Ann 5-5 Q\n            ^"


def test_the_caret_stands_under_the_mistake_on_a_line_with_tabs() -> None:
    error = only_error(f"{TWO}\nhand 1, Ann leads\n\tAnn 5-5\tQ\n")
    assert (error.line, error.column) == (3, 10)
    assert under_caret(error) == "Q"


# ---- several games: a mistake stops only its own game

GOOD = f"{TWO}\n\nhand 1, Ann leads\n  Ann 5-5 +10\n  Ben 5-0 E +10\n"  # five lines


def test_a_syntax_error_stops_only_its_game_and_the_line_numbers_run_on() -> None:
    broken = f"{TWO}\n\nhand 1, Ann leads\n  Ann 7-5\n"
    text = "\n".join([GOOD, broken, GOOD, GOOD])  # games at lines 1, 7, 12, 18
    reads = list(read_games(text, "club.afn"))
    assert [read.line for read in reads] == [1, 7, 12, 18]
    assert [read.game is not None for read in reads] == [True, False, True, True]
    (error,) = reads[1].errors
    assert str(error).split("\n")[0] == "club.afn:10:7: " + TILE_OUTSIDE.format("7-5") + " (R1)"
    later = [read.game for read in reads[2:]]
    assert [g.line for g in later if g] == [12, 18]
    assert [g.hands[0].line for g in later if g] == [14, 20]
    assert [g.hands[0].turns[1].line for g in later if g] == [16, 22]


def test_games_need_no_blank_line_between_them_to_read_on_after_a_mistake() -> None:
    broken = f"{TWO}\nhand 1, Ann leads\n  Ann 7-5\n"
    text = GOOD + broken + GOOD + GOOD  # games at lines 1, 6, 9, 14
    reads = list(read_games(text))
    assert [read.line for read in reads] == [1, 6, 9, 14]
    assert [read.game is not None for read in reads] == [True, False, True, True]
    assert reads[1].errors[0].line == 8


def test_a_syntax_error_in_the_header_stops_only_its_game() -> None:
    text = f"{TWO}\n[Event Tuesday]\nhand 1, Ann leads\n  Ann 5-5\n\n" + GOOD
    reads = list(read_games(text))
    assert [(read.line, read.game is not None) for read in reads] == [(1, False), (6, True)]
    assert (reads[0].errors[0].line, reads[0].errors[0].column) == (2, 1)


def test_a_name_error_stops_only_its_game() -> None:
    broken = f"{TWO}\nhand 1, Zed leads\n  Ann 5-5\n"
    text = "\n".join([GOOD, broken, GOOD])  # games at lines 1, 7, 11
    reads = list(read_games(text))
    assert [(read.line, read.game is not None) for read in reads] == [(1, True), (7, False), (11, True)]
    (error,) = reads[1].errors
    assert (error.message, error.line, error.column) == (NOT_AT_TABLE.format("Zed"), 8, 9)


def test_every_name_error_of_a_game_is_collected() -> None:
    found = errors(game("Zed 5-5", "Eve 5-0"))
    assert [(e.message, e.line, e.column) for e in found] == [
        (NOT_AT_TABLE.format("Zed"), 4, 3),
        (NOT_AT_TABLE.format("Eve"), 5, 3),
    ]


def test_a_game_introduced_by_comments_starts_at_its_first_comment() -> None:
    text = "; first\n" + GOOD + "\n\n; second game\n{more}\n" + f"{TWO}\nhand 1, Ann leads\n  Ann 9-9\n"
    reads = list(read_games(text))
    assert [(read.line, read.game is not None) for read in reads] == [(1, True), (9, False)]
    assert (reads[1].errors[0].line, reads[1].errors[0].column) == (13, 7)


def test_parse_games_raises_the_first_error_and_parse_game_wants_one_game() -> None:
    with pytest.raises(NotationError) as raised:
        parse_games(GOOD + "\n" + game("Ann 9-9"), "a.afn")
    assert (raised.value.message, raised.value.line, raised.value.column) == (
        TILE_OUTSIDE.format("9-9"),
        10,
        7,
    )
    with pytest.raises(NotationError, match="expected one game, found 2") as raised:
        parse_game(GOOD + "\n" + GOOD, "a.afn")
    assert str(raised.value) == "a.afn:1:1: expected one game, found 2"


# ---- what the reader gets wrong today (each one a bug to fix)


def test_a_tag_given_twice_names_the_first_line_in_the_file() -> None:
    text = f'{TWO}\nhand 1, Ann leads\n  Ann 7-5\n\n[Event "a"]\n{TWO}\n[Event "b"]\nhand 1, Ann leads\n'
    reads = list(read_games(text))
    error = reads[1].errors[0]
    assert (error.line, error.column) == (7, 2)
    assert error.message == "the Event tag is given twice (first on line 5)"


@pytest.mark.parametrize("partners", ["Ann+Cat", "Ann+Cat, Cat+Ann"])
def test_partners_naming_one_partnership_show_both_in_the_example(partners: str) -> None:
    error = only_error(header('[Seats "Ann, Ben, Cat, Dan"]', f'[Partners "{partners}"]'))
    assert error.message == "name both partnerships, once each, as Ann+Cat, Ben+Dan"
    assert (error.line, error.column, error.rule) == (2, 12, "R2")


def test_rules_that_do_not_fit_the_table_point_at_the_rules_tag() -> None:
    error = only_error(header('[Seats "Ann, Ben, Cat, Dan"]', '[Rules "allfives hand-size=9"]'))
    assert error.message == "4 hands of 9 tiles need 36 tiles, but the double-six set has only 28"
    assert (error.line, error.rule) == (2, "R3")


@pytest.mark.parametrize(
    ("last", "expected"),
    [
        ("Ben 5-0 E", "a turn after the end of the hand"),
        ("score Ann 10, Ben 0", "the score line is given twice in this hand (first on line 6)"),
        ("Ann out", ENDED.format(5)),
        ("Ann: 5-5", ""),
    ],
    ids=["turn", "score-twice", "out", "deal"],
)
def test_a_line_after_the_score_line_is_still_in_the_hand(last: str, expected: str) -> None:
    error = only_error(game("Ann 5-5 +10", "Ann out", "score Ann 10, Ben 0", last))
    assert "outside any hand" not in error.message
    assert expected in error.message
    assert (error.line, error.column) == (7, 3)


def test_a_turn_after_the_end_suggests_the_next_hand_of_this_game() -> None:
    text = '[Seats "Xia, Yul"]\nhand 3, Yul leads\n  Yul 5-5 +10\n  Yul out\n  Xia 5-0 E\n'
    error = only_error(text)
    assert error.message.startswith("a turn after the end of the hand")
    assert "hand 4," in error.message
    assert "Ann" not in error.message
    assert (error.line, error.column) == (5, 3)


def test_a_second_turn_on_the_same_line_is_a_mistake() -> None:
    error = only_error(game("Ann 5-5 +10 Ben 5-0 E +10"))
    assert (error.line, error.column) == (4, 15)


def test_plays_without_its_comma_after_a_draw() -> None:
    error = only_error(game("Ann 5-5 +10", "Ben draws 2 plays 5-0 E"))
    assert error.message == "after the draw write ', plays' and the tile, or ', passes', not 'plays'"
    assert (error.line, error.column) == (5, 15)


def test_an_unclosed_comment_does_not_swallow_the_next_turn() -> None:
    found = errors(game("Ann 5-5 +10 {nice", "Ben 5-0 E +10 {good}", "Ann 0-0 W"))
    assert found
    assert found[0].line in (4, 5)


def test_a_date_that_is_no_day_of_the_year() -> None:
    error = only_error(header(TWO, '[Date "2026-13-45"]'))
    assert error.message.startswith("'2026-13-45' is not a date")
    assert (error.line, error.column) == (2, 8)


@pytest.mark.parametrize("value", ["1-0", ""])
def test_a_result_that_is_neither_a_side_nor_a_star(value: str) -> None:
    error = only_error(header(TWO, f'[Result "{value}"]'))
    assert "*" in error.message
    assert (error.line, error.column) == (2, 10)


def test_a_shown_tile_outside_the_set_is_named() -> None:
    error = only_error(game("Ann 5-5 +10", "Ann out", "shown Ben 7-1"))
    assert (error.message, error.line, error.column) == (TILE_OUTSIDE.format("7-1"), 6, 13)


def test_a_tile_outside_the_set_cites_R1() -> None:
    error = only_error(game("Ann 5-5 +10", "Ben 7-3"))
    assert error.rule == "R1"
    assert str(error).split("\n")[0].endswith("(R1)")


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("Hand 1, Ann leads", "small letters: 'hand', not 'Hand'"),
        ("Boneyard: 6-6 6-4", "'boneyard', not 'Boneyard'"),
    ],
    ids=["hand", "boneyard"],
)
def test_a_capitalised_line_word_is_named_as_such(line: str, word: str) -> None:
    error = only_error(f"{TWO}\n{line}\n  Ann 5-5\n")
    assert word in error.message
    assert "not at this table" not in error.message
    assert "after 'Hand'" not in error.message
    assert error.line == 2


def test_a_tag_name_of_two_words() -> None:
    error = only_error(header(TWO, '[My Tag "x"]'))
    assert "double quotes" not in error.message
    assert error.line == 2
