"""The common slips of a player's first records, each answered with the fix in their own words (issue 14).

Each case pins the message, line, column and rule; the same text read with and without
the reader's quick path gives the same errors. Then the two things the reader now
forgives or says at the right line: the end lines of a hand in any order, and a blank
line inside a header.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfives_notation.errors import NotationError
from allfives_notation.notation import reader, write_games
from allfives_notation.notation.reader import BLANK_IN_HEADER, read_games
from allfives_notation.notation.spelling import character_name, closest, distance
from allfives_notation.record import GameRecord
from allfives_notation.testing.strategies import records
from tests.notation.test_quick_reading import without_comments
from tests.notation.test_text_errors import FOUR, TWO, check_context, game, header

DID_YOU_MEAN_OUT = "did you mean 'Ann out'? A player who places their last tile goes out"
DRAW = "A draw is written with 'draws', then the tiles or how many"
NBSP = "\u00a0"

# (id, text, message, line, column, rule)
CASES = [
    # ---- the table's words for going out, passing and drawing
    ("dominoes", game("Ann 5-5 +10", "Ann dominoes"), DID_YOU_MEAN_OUT, 5, 7, "R11"),
    ("domino", game("Ann 5-5 +10", "Ann domino"), DID_YOU_MEAN_OUT, 5, 7, "R11"),
    ("went-out", game("Ann 5-5 +10", "Ann went out"), DID_YOU_MEAN_OUT, 5, 7, "R11"),
    (
        "pass",
        game("Ann 5-5 +10", "Ben pass"),
        "did you mean 'Ben passes'? A player who cannot play and has nothing to draw passes",
        5,
        7,
        "R10",
    ),
    (
        "knocks",
        game("Ann 5-5 +10", "Ben knocks"),
        "did you mean 'Ben passes'? A player who cannot play and has nothing to draw passes",
        5,
        7,
        "R10",
    ),
    (
        "pases",
        game("Ann 5-5 +10", "Ben pases"),
        "did you mean 'Ben passes'? A player who cannot play and has nothing to draw passes",
        5,
        7,
        "R10",
    ),
    ("draw", game("Ann 5-5 +10", "Ben draw 2"), f"did you mean 'Ben draws 2'? {DRAW}", 5, 7, "R9"),
    (
        "drew",
        game("Ann 5-5 +10", "Ben drew 1, plays 5-0 E"),
        f"did you mean 'Ben draws 1, plays 5-0 E'? {DRAW}",
        5,
        7,
        "R9",
    ),
    ("drwas", game("Ann 5-5 +10", "Ben drwas 2"), f"did you mean 'Ben draws 2'? {DRAW}", 5, 7, "R9"),
    (
        "drew-one-tile",
        game("Ann 5-5 +10", "Ben drew 1 tile, passes"),
        f"did you mean 'Ben draws 1, passes'? {DRAW}",
        5,
        7,
        "R9",
    ),
    (
        "draws-one-tile",
        game("Ann 5-5 +10", "Ben draws 1 tile, passes"),
        "write how many tiles as a number alone: 'draws 1', not 'draws 1 tile'",
        5,
        15,
        None,
    ),
    (
        "draws-then-play",
        game("Ann 5-5 +10", "Ben draws 1, play 5-0 E"),
        "after the draw write ', plays' and the tile, or ', passes', not 'play': did you mean 'plays'?",
        5,
        16,
        None,
    ),
    (
        "draws-then-pass",
        game("Ann 5-5 +10", "Ben draws 1, pass"),
        "after the draw write ', plays' and the tile, or ', passes', not 'pass': did you mean 'passes'?",
        5,
        16,
        None,
    ),
    (
        "out-capital",
        game("Ann 5-5 +10", "Ann Out"),
        "the words of the notation are written in small letters: 'out', not 'Out'",
        5,
        7,
        None,
    ),
    (
        "out-after-the-tile",
        game("Ann 5-5 +10 dominoes"),
        "going out is a line of its own: after this turn write 'Ann out'",
        4,
        15,
        "R11",
    ),
    (
        "blocked-with-a-name",
        game("Ann 5-5 +10", "Ann blocked"),
        "'blocked' stands alone on its line, with no name: nobody could play",
        5,
        3,
        None,
    ),
    (
        "blocks",
        game("Ann 5-5 +10", "blocks"),
        "did you mean 'blocked'? A hand nobody can play on is written 'blocked'",
        5,
        3,
        "R12",
    ),
    # ---- tiles written another way
    ("tile-colon", game("Ann 5:0"), "write a tile as 5-0, with a hyphen, not '5:0'", 4, 7, None),
    ("tile-dot", game("Ann 5.0"), "write a tile as 5-0, with a hyphen, not '5.0'", 4, 7, None),
    ("tile-slash", game("Ann 5/0"), "write a tile as 5-0, with a hyphen, not '5/0'", 4, 7, None),
    (
        "tile-en-dash",
        game("Ann 5-5 +10", "Ben 6\u20132"),
        "write a tile as 6-2, with a plain hyphen: '6\u20132' has a U+2013 EN DASH",
        5,
        7,
        None,
    ),
    (
        "tile-minus-sign",
        game("Ann 6\u22122"),
        "write a tile as 6-2, with a plain hyphen: '6\u22122' has a U+2212 MINUS SIGN",
        4,
        7,
        None,
    ),
    (
        "tile-no-hyphen",
        game("Ann 55"),
        "write a tile as 5-5, with a hyphen between its halves, not '55'",
        4,
        7,
        None,
    ),
    (
        "tile-colon-in-deal",
        game("Ann: 5-5 6:4", "Ann 5-5 +10"),
        "write a tile as 6-4, with a hyphen, not '6:4'",
        4,
        12,
        None,
    ),
    (
        "tile-colon-drawn",
        game("Ann 5-5 +10", "Ben draws 6:1, plays 6-1"),
        "write a tile as 6-1, with a hyphen, not '6:1'",
        5,
        13,
        None,
    ),
    (
        "tile-en-dash-shown",
        game("Ann 5-5 +10", "Ann out", "shown Ben 4\u20133"),
        "write a tile as 4-3, with a plain hyphen: '4\u20133' has a U+2013 EN DASH",
        6,
        13,
        None,
    ),
    (
        "tile-out-of-the-set-with-a-colon",
        game("Ann 7:3"),
        "7:3 is not a tile of the double-six set: each half has 0 to 6 pips",
        4,
        7,
        "R1",
    ),
    (
        "deal-with-commas",
        game("Ann: 5-5, 6-4", "Ann 5-5 +10"),
        "tiles are separated by spaces, not commas: write 'Ann: 5-5 6-4'",
        4,
        11,
        None,
    ),
    (
        "shown-with-commas",
        game("Ann 5-5 +10", "Ann out", "shown Ben 4-3, 2-1"),
        "the tiles a player showed are separated by spaces, not commas: write 'shown Ben 4-3 2-1'",
        6,
        16,
        None,
    ),
    (
        "tile-joined-to-points",
        game("Ann 5-5+10"),
        "put a space after the tile: '5-5 +10'",
        4,
        10,
        None,
    ),
    (
        "tile-with-a-space",
        game("Ann 5 5"),
        "write a tile as 5-5, with a hyphen between its halves",
        4,
        7,
        None,
    ),
    (
        "drawn-tiles-with-commas",
        game("Ann 5-5 +10", "Ben draws 6-6, 5-0, plays 5-0"),
        "the tiles drawn are separated by spaces, not commas, as 'draws 6-3 5-2, plays 5-2'",
        5,
        16,
        None,
    ),
    (
        "turn-with-a-colon",
        game("Ann 5-5 +10", "Ben: draws 2"),
        "a turn has no colon after the name: write 'Ben draws 2'",
        5,
        6,
        None,
    ),
    (
        "wins",
        game("Ann 5-5 +10", "Ann wins"),
        "'wins' is not a word of the notation: a player who goes out is written 'Ann out',"
        " a placement that wins the game is followed by 'Ann reaches the target'",
        5,
        7,
        None,
    ),
    # ---- arms and points
    (
        "points-with-pts",
        game("Ann 5-5 +10 pts"),
        "claimed points are a plus and the number, with nothing after: +10",
        4,
        15,
        None,
    ),
    (
        "points-joined-to-pts",
        game("Ann 5-5 10pts"),
        "claimed points are a plus and the number, with nothing between or after: +10",
        4,
        11,
        None,
    ),
    (
        "points-with-a-space-after-the-plus",
        game("Ann 5-5 + 10"),
        "claimed points are a plus and the number, with nothing between or after: +10",
        4,
        11,
        None,
    ),
    (
        "arm-after-points",
        game("Ann 5-5", "Ben 5-0 +10 E"),
        "the arm comes before the points: '5-0 E +10'",
        5,
        15,
        None,
    ),
    (
        "arm-joined-to-points",
        game("Ann 5-5", "Ben 5-0 E+10"),
        "put a space between the arm and the points: 'E +10'",
        5,
        12,
        None,
    ),
    (
        "arm-small-letter",
        game("Ann 5-5", "Ben 5-0 e"),
        "the arm is written W, E, N or S, not 'e'",
        5,
        11,
        None,
    ),
    # ---- a later double's arm by its path (R25, notation 13.4)
    (
        "path-joined-to-the-tile",
        game("Ann 5-5", "Ben 5-0E5N"),
        "put a space after the tile: '5-0 E5N'",
        5,
        10,
        None,
    ),
    (
        "path-in-small-letters-joined-to-the-tile",
        game("Ann 5-5", "Ben draws 1, plays 5-0e5n"),
        "put a space after the tile: '5-0 E5N'",
        5,
        25,
        None,
    ),
    (
        "path-in-small-letters",
        game("Ann 5-5", "Ben 5-0 e5n +10"),
        "an arm's path is written in capital letters: 'E5N', not 'e5n'",
        5,
        11,
        None,
    ),
    (
        "path-joined-to-points",
        game("Ann 5-5", "Ben 5-0 E5N+10"),
        "put a space between the arm and the points: 'E5N +10'",
        5,
        14,
        None,
    ),
    (
        "path-after-points",
        game("Ann 5-5", "Ben 5-0 +10 E5N"),
        "the arm comes before the points: '5-0 E5N +10'",
        5,
        15,
        None,
    ),
    (
        "path-then-points-with-pts",
        game("Ann 5-5", "Ben 5-0 E5N +10 pts"),
        "claimed points are a plus and the number, with nothing after: +10",
        5,
        19,
        None,
    ),
    # ---- the end of a hand
    (
        "score-with-colons",
        game("Ann 5-5 +10", "Ann out", "score Ann: 10, Ben: 0"),
        "no colon after the name: write 'score Ann 10, Ben 0'",
        6,
        12,
        None,
    ),
    (
        "score-with-equals",
        game("Ann 5-5 +10", "Ann out", "score Ann=10, Ben=0"),
        "a name and its number are separated by a space: write 'score Ann 10, Ben 0'",
        6,
        12,
        None,
    ),
    (
        "pips-with-a-colon",
        game("Ann 5-5 +10", "Ann out", "pips Ben: 7"),
        "no colon after the name: write 'pips Ben 7'",
        6,
        11,
        None,
    ),
    (
        "score-colon-after-the-word",
        game("Ann 5-5 +10", "Ann out", "score: Ann 10, Ben 0"),
        "no colon after 'score': write 'score Ann 10, Ben 0'",
        6,
        8,
        None,
    ),
    (
        "score-without-its-word",
        game("Ann 5-5 +10", "Ann out", "Ann 10, Ben 0"),
        "a score line starts with 'score': write 'score Ann 10, Ben 0'",
        6,
        3,
        None,
    ),
    (
        "scores",
        game("Ann 5-5 +10", "Ann out", "scores Ann 10, Ben 0"),
        "did you mean 'score Ann 10, Ben 0'?",
        6,
        3,
        None,
    ),
    ("pip", game("Ann 5-5 +10", "Ann out", "pip Ben 7"), "did you mean 'pips Ben 7'?", 6, 3, None),
    (
        "deduction",
        game("Ann 5-5 +10", "Ann out", "deduction Ben 5"),
        "did you mean 'deduct Ben 5'?",
        6,
        3,
        None,
    ),
    (
        "deduct-below-zero",
        game("Ann 5-5 +10", "Ann out", "deduct Ben -5"),
        "deduct takes a plain number, never below zero: write 'deduct Ben 5'",
        6,
        14,
        None,
    ),
    (
        "score-with-a-plus",
        game("Ann 5-5 +10", "Ann out", "score Ann +10, Ben 0"),
        "a score takes no plus sign: write 'Ann 10'",
        6,
        13,
        None,
    ),
    (
        "boneyard-without-colon",
        game("boneyard 6-6 6-1", "Ann 5-5 +10"),
        "the boneyard line is written with a colon: 'boneyard: 6-3 5-2'",
        4,
        3,
        None,
    ),
    # ---- names as the Seats tag writes them
    (
        "name-small-letter",
        game("Ann 5-5 +10", "ben 5-1"),
        "names are written as in Seats: Ben, not ben",
        5,
        3,
        None,
    ),
    (
        "name-capitals",
        game("Ann 5-5 +10", "BEN out"),
        "names are written as in Seats: Ben, not BEN",
        5,
        3,
        None,
    ),
    (
        "name-near-miss",
        game("Ann 5-5 +10", "Bem 5-1"),
        "Bem is not at this table: did you mean Ben? The seats are Ann, Ben",
        5,
        3,
        None,
    ),
    (
        "name-swapped-letters",
        game("Ann 5-5 +10", "Bne 5-1"),
        "Bne is not at this table: did you mean Ben? The seats are Ann, Ben",
        5,
        3,
        None,
    ),
    (
        "name-in-hand-header",
        game("Ann 5-5 +10", leader="ann"),
        "names are written as in Seats: Ann, not ann",
        3,
        9,
        None,
    ),
    (
        "name-in-score",
        game("Ann 5-5 +10", "Ann out", "score Ann 10, ben 0"),
        "names are written as in Seats: Ben, not ben",
        6,
        17,
        None,
    ),
    (
        "partners-small-letters",
        game("Ann 5-5 +10", "Ann out", "award ann+cat 5", tags=FOUR),
        "names are written as in Seats: Ann+Cat, not ann+cat",
        7,
        9,
        None,
    ),
    (
        "name-in-view",
        header(TWO, '[View "player ben"]'),
        "names are written as in Seats: Ben, not ben",
        2,
        15,
        None,
    ),
    # ---- characters nobody sees
    (
        "no-break-space",
        game("Ann 5-5 +10", f"Ben{NBSP}5-1"),
        "a U+00A0 NO-BREAK SPACE stands here: words are separated by plain spaces or tabs,"
        " so type a space instead",
        5,
        6,
        None,
    ),
    (
        "no-break-space-after-the-tile",
        game("Ann 5-5 +10", f"Ben 5-0{NBSP}E"),
        "a U+00A0 NO-BREAK SPACE stands here: words are separated by plain spaces or tabs,"
        " so type a space instead",
        5,
        10,
        None,
    ),
    (
        "no-break-space-in-a-tag",
        header(TWO, f"[Event{NBSP}" + '"Tuesday"]'),
        "a U+00A0 NO-BREAK SPACE stands here: words are separated by plain spaces or tabs,"
        " so type a space instead",
        2,
        7,
        None,
    ),
    (
        "thin-space",
        game("Ann 5-5\u2009+10"),
        "a U+2009 THIN SPACE stands here: words are separated by plain spaces or tabs,"
        " so type a space instead",
        4,
        10,
        None,
    ),
    (
        "zero-width-space",
        game("Ann 5-5 +10", "Ben 5\u200b-0"),
        "a U+200B ZERO WIDTH SPACE stands here, where nobody sees it: delete it",
        5,
        8,
        None,
    ),
    (
        "curly-quotes",
        header(TWO, "[Event \u201cTuesday club\u201d]"),
        'a tag value goes in plain double quotes ("), not a U+201C LEFT DOUBLE QUOTATION MARK',
        2,
        1,
        None,
    ),
    # ---- each end line once, in any order
    (
        "score-twice",
        game("Ann 5-5 +10", "Ann out", "score Ann 10, Ben 0", "pips Ben 0", "score Ann 10, Ben 0"),
        "the score line is given twice in this hand (first on line 6)",
        8,
        3,
        None,
    ),
    (
        "ended-twice",
        game("Ann 5-5 +10", "pips Ben 7", "Ann out", "blocked"),
        "this hand already ended on line 6: a hand goes out, blocks or reaches the target once",
        7,
        3,
        None,
    ),
    # ---- hand headers
    (
        "hand-header-with-a-colon",
        f"{TWO}\nhand 2: Ben leads\n  Ben 5-5\n",
        "a hand starts with a line such as 'hand 2, Ben leads'",
        2,
        1,
        None,
    ),
    (
        "hand-misspelt",
        f"{TWO}\nhnad 1, Ann leads\n  Ann 5-5\n",
        "did you mean 'hand 1, Ann leads'?",
        2,
        1,
        None,
    ),
    (
        "leads-without-hand",
        f"{TWO}\nBen leads\n  Ben 5-5\n",
        "a hand starts with its header line, such as 'hand 1, Ben leads'",
        2,
        1,
        None,
    ),
    (
        "boneyard-misspelt",
        game("boneyrad: 6-6", "Ann 5-5 +10"),
        "did you mean 'boneyard:'? The boneyard line is written 'boneyard: 6-3 5-2'",
        4,
        3,
        None,
    ),
    (
        "seats-without-commas",
        header('[Seats "Ann Ben Cat"]'),
        'the seats are separated by commas: [Seats "Ann, Ben, Cat"]',
        1,
        9,
        None,
    ),
    # ---- a blank line inside the header
    (
        "blank-in-header",
        f'[Event "Tuesday"]\n\n{TWO}\n\nhand 1, Ann leads\n  Ann 5-5\n',
        BLANK_IN_HEADER,
        2,
        1,
        None,
    ),
    (
        "blank-in-header-after-the-seats",
        f'{TWO}\n[Event "Tuesday"]\n\n[Target "50"]\nhand 1, Ann leads\n  Ann 5-5\n',
        BLANK_IN_HEADER,
        3,
        1,
        None,
    ),
]


def reads_both_ways(text: str, monkeypatch: pytest.MonkeyPatch) -> list[NotationError]:
    """The errors for ``text``, which must be the same with the quick path and through the parser alone."""
    quick = [error for read in read_games(text, "t.afn") for error in read.errors]
    with monkeypatch.context() as patch:
        patch.setattr(reader, "_quick_tokens", lambda _text: None)
        slow = [error for read in read_games(text, "t.afn") for error in read.errors]
    assert [str(e) for e in quick] == [str(e) for e in slow]
    return quick


@pytest.mark.parametrize(
    ("text", "message", "line", "column", "rule"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_each_slip_is_answered_with_its_fix(
    text: str, message: str, line: int, column: int, rule: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    (error,) = reads_both_ways(text, monkeypatch)
    assert (error.message, error.line, error.column, error.rule) == (message, line, column, rule)
    check_context(error, text)


def test_the_case_ids_are_unique() -> None:
    names = [case[0] for case in CASES]
    assert len(names) == len(set(names))


def test_the_odd_character_is_under_the_caret() -> None:
    text = game("Ann 5-5 +10", f"Ben 5-0{NBSP}E")
    (read,) = read_games(text)
    shown, caret = read.errors[0].context.split("\n")
    assert shown[caret.index("^")] == NBSP


def test_an_odd_space_inside_a_comment_or_a_tag_value_is_no_slip() -> None:
    text = header(TWO, f'[Event "Caf\u00e9{NBSP}night"]').replace("Ann 5-5 +10", f"Ann 5-5 +10 {{a{NBSP}b}}")
    (read,) = read_games(text)
    assert read.game is not None
    assert read.game.event == f"Caf\u00e9{NBSP}night"


def test_an_odd_space_in_a_comment_does_not_hide_the_slip_before_it() -> None:
    (read,) = read_games(game(f"Ann 5-5 q {{a{NBSP}b}}"))
    assert read.errors[0].message == "'q' is not an arm: the arms are W, E, N and S"


AT_THE_TABLE = (Path(__file__).resolve().parents[2] / "samples" / "at-the-table.afn").read_text(
    encoding="utf-8"
)


@pytest.mark.parametrize(
    ("was", "written", "message", "line", "column"),
    [
        ("  Ann out\n", "  Ann dominoes\n", DID_YOU_MEAN_OUT, 29, 7),
        ("  Ben 4-0 E\n", "  Ben pass\n", "did you mean 'Ben passes'?", 23, 7),
        ("  Ben 5-0 E +10\n", "  Ben 5:0 E +10\n", "write a tile as 5-0", 19, 7),
        ("  Ben 5-0 E +10\n", "  Ben 5.0 E +10\n", "write a tile as 5-0", 19, 7),
        ("  Ben 5-0 E +10\n", "  Ben 5\u20130 E +10\n", "write a tile as 5-0", 19, 7),
        ("  Ben 5-1\n", "  ben 5-1\n", "names are written as in Seats: Ben", 21, 3),
        ("  Ben 5-1\n", f"  Ben{NBSP}5-1\n", "U+00A0 NO-BREAK SPACE", 21, 6),
        ('[Rules "allfives"]\n', '\n[Rules "allfives"]\n', "a blank line inside the header", 5, 1),
    ],
    ids=["dominoes", "pass", "colon", "dot", "en-dash", "small-letter", "no-break-space", "blank-line"],
)
def test_the_issues_reproductions_on_the_sample(
    was: str, written: str, message: str, line: int, column: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert AT_THE_TABLE.count(was) == 1
    (error,) = reads_both_ways(AT_THE_TABLE.replace(was, written), monkeypatch)
    assert message in error.message
    assert (error.line, error.column) == (line, column)


def test_the_sample_with_shown_before_pips_reads_as_the_sample() -> None:
    swapped = AT_THE_TABLE.replace(
        "  pips Ben 11\n  shown Ben 3-3 3-2\n", "  shown Ben 3-3 3-2\n  pips Ben 11\n"
    )
    assert swapped != AT_THE_TABLE
    (read,) = read_games(swapped)
    (sample,) = read_games(AT_THE_TABLE)
    assert read.game is not None and read.game == sample.game
    assert write_games([read.game]) == AT_THE_TABLE


# ---- the end lines of a hand, in any order


def end_lines_shuffled(text: str, rng: random.Random) -> str:
    """``text`` with the end lines of every hand (out, pips, shown, ... score) in a random order."""
    out: list[str] = []
    run: list[str] = []
    for line in [*text.split("\n"), ""]:
        words = line.split()
        if words[:1] in (["pips"], ["shown"], ["deduct"], ["award"], ["score"], ["blocked"]) or words[1:] in (
            ["out"],
            ["reaches", "the", "target"],
        ):
            run.append(line)
            continue
        rng.shuffle(run)
        out.extend(run)
        run = []
        out.append(line)
    return "\n".join(out[:-1])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records(), st.randoms(use_true_random=False))
def test_end_lines_in_any_order_read_as_the_same_record(record: GameRecord, rng: random.Random) -> None:
    game = without_comments(record)
    text = write_games([game])
    shuffled = end_lines_shuffled(text, rng)
    reads = list(read_games(shuffled))
    assert [read.errors for read in reads] == [()]
    assert reads[0].game == game
    assert write_games([reads[0].game]) == text  # fmt writes them back in the canonical order


def test_shown_before_pips_as_written_at_the_table() -> None:
    text = game(
        "Ann 5-5 +10", "Ann out", "shown Ben 4-3", "score Ann 10, Ben 0", "deduct Ben 5", "pips Ben 7"
    )
    (read,) = read_games(text)
    assert read.game is not None
    hand = read.game.hands[0]
    assert (hand.pips, hand.deductions, hand.scores) == (((1, 7),), ((1, 5),), ((0, 10), (1, 0)))
    assert write_games([read.game]).split("\n")[-6:-1] == [
        "  Ann out",
        "  pips Ben 7",
        "  shown Ben 4-3",
        "  deduct Ben 5",
        "  score Ann 10, Ben 0",
    ]


def test_each_end_line_says_where_it_stood_whatever_the_order() -> None:
    text = game("Ann 5-5 +10", "Ann out", "score Ann 10, Ben 0", "pips Ben 7")
    (read,) = read_games(text)
    assert read.game is not None
    hand = read.game.hands[0]
    assert hand.place("score:0") == (6, 13)
    assert hand.place("pips:1") == (7, 12)


# ---- a blank line inside a header


def test_a_blank_line_inside_a_header_is_one_finding_and_the_rest_is_still_read() -> None:
    text = f'[Event "Tuesday"]\n\n{TWO}\n[View "player Zed"]\n\nhand 1, Ann leads\n  Ann 5-5\n'
    (read,) = read_games(text)
    assert [(e.message, e.line, e.column) for e in read.errors] == [
        (BLANK_IN_HEADER, 2, 1),
        ("Zed is not at this table; the seats are Ann, Ben", 4, 15),
    ]
    assert read.line == 1


def test_a_blank_line_between_two_whole_headers_still_starts_a_new_game() -> None:
    text = f'{TWO}\n[Result "*"]\n\n[Seats "Cat, Dan"]\n\nhand 1, Cat leads\n  Cat 5-5\n'
    reads = list(read_games(text))
    assert [(read.line, read.game.seats if read.game else None) for read in reads] == [
        (1, ("Ann", "Ben")),
        (4, ("Cat", "Dan")),
    ]


def test_two_blank_lines_in_one_header_are_two_findings() -> None:
    text = f'[Event "Tuesday"]\n\n[Date "2026-11-24"]\n\n{TWO}\nhand 1, Ann leads\n  Ann 5-5\n'
    (read,) = read_games(text)
    assert [(e.message, e.line) for e in read.errors] == [(BLANK_IN_HEADER, 2), (BLANK_IN_HEADER, 4)]


def test_a_blank_line_inside_a_header_before_a_syntax_error() -> None:
    text = f'[Event "Tuesday"]\n\n{TWO}\nhand 1, Ann leads\n  Ann 9-9\n'
    (read,) = read_games(text)
    assert [(e.line, e.column) for e in read.errors] == [(2, 1), (5, 7)]


def test_a_blank_line_then_a_commented_tag_pair_inside_a_header() -> None:
    text = f'[Event "Tuesday"]\n\n; the seats\n{TWO}\nhand 1, Ann leads\n  Ann 5-5\n'
    (read,) = read_games(text)
    assert [(e.message, e.line) for e in read.errors] == [(BLANK_IN_HEADER, 2)]


def test_the_game_after_a_header_with_a_blank_line_is_read() -> None:
    good = f"{TWO}\nhand 1, Ann leads\n  Ann 5-5 +10\n"
    text = f'[Event "Tuesday"]\n\n{good}\n{good}'
    reads = list(read_games(text))
    assert [(read.line, read.game is not None) for read in reads] == [(1, False), (7, True)]


def test_a_blank_line_slip_in_one_game_is_kept_when_the_next_game_has_a_syntax_error() -> None:
    text = f'[Event "a"]\n\n{TWO}\n\n[Seats "Cat, Dan"]\nhand 1, Cat leads\n  Cat 9-9\n'
    reads = list(read_games(text))
    assert [(read.line, [(e.line, e.column) for e in read.errors]) for read in reads] == [
        (1, [(2, 1)]),
        (5, [(7, 7)]),
    ]
    assert reads[0].errors[0].message == BLANK_IN_HEADER


# ---- near misses


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("Ben", "Ben", 0),
        ("Bem", "Ben", 1),
        ("Bne", "Ben", 1),
        ("Ben", "Benn", 1),
        ("Ann", "Ben", 2),
        ("", "abc", 3),
    ],
)
def test_distance_counts_the_letters_to_change(a: str, b: str, expected: int) -> None:
    assert distance(a, b) == expected == distance(b, a)


@given(st.text("abcde", max_size=6), st.text("abcde", max_size=6))
def test_distance_is_symmetric_zero_only_for_the_same_word_and_bounded_by_the_lengths(a: str, b: str) -> None:
    assert distance(a, b) == distance(b, a)
    assert (distance(a, b) == 0) == (a == b)
    assert abs(len(a) - len(b)) <= distance(a, b) <= max(len(a), len(b))


@given(st.text("abcde", min_size=2, max_size=6), st.data())
def test_one_slip_is_one_letter_away(word: str, data: st.DataObject) -> None:
    at = data.draw(st.integers(0, len(word) - 2))
    how = data.draw(st.sampled_from(["drop", "add", "change", "swap"]))
    letter = data.draw(st.sampled_from("xyz"))
    slipped = {
        "drop": word[:at] + word[at + 1 :],
        "add": word[:at] + letter + word[at:],
        "change": word[:at] + letter + word[at + 1 :],
        "swap": word[:at] + word[at + 1] + word[at] + word[at + 2 :],
    }[how]
    assert distance(word, slipped) <= 1


def test_closest_takes_only_one_clear_slip() -> None:
    assert closest("Bem", ["Ann", "Ben"]) == "Ben"
    assert closest("Zed", ["Ann", "Ben"]) is None  # two letters off a three-letter name
    assert closest("Dan", ["Ann", "Dax", "Dam"]) is None  # as close to two seats: neither
    assert closest("Bartholemew", ["Bartholomew", "Ann"]) == "Bartholomew"


def test_a_character_is_named_as_unicode_names_it() -> None:
    assert character_name(NBSP) == "U+00A0 NO-BREAK SPACE"
    assert character_name("\x07") == "U+0007 CONTROL CHARACTER"
