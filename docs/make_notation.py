"""Build ``docs/notation.md``, the AFN 1.1 specification, from ``docs/notation.template.md``.

The template is the specification's prose with ``@@NAME@@`` placeholders. This script
fills each one with material made from the repository as it stands, so the examples,
quoted grammars and error messages in the specification cannot drift from the code:

- ``HOUSE_AFN`` and ``FIFTHS_AFN``: hands played under AFN 1.1's house rules;
- ``MUGGINS_AFN`` and ``MUGGINS_JSON``: a hand of careless players under the rule set
  muggins (R23), and its first turn with a call in JSON;
- ``GLANCE``, ``SMALL_AFN``, ``SMALL_JSON``, ``SMALL_JSONL``, ``WORKED_AFN`` and
  ``WORKED_JSON``: games played by the engine from fixed seeds, annotated, and written by
  the canonical writers;
- ``AFN_LARK`` and ``RULESET_LARK``: the grammars in ``grammar/``, quoted whole;
- ``ERR_EXAMPLE``, ``ERRORS`` and ``JSON_ERRORS``: what the readers report for broken
  input (``ERRORS`` reads the ``afn broken`` block that stands just before it);
- ``REFUSE``, ``MSG_SHAPE``, ``MSG_SLIPS``, ``MSG_HEADER``, ``MSG_HANDS`` and ``MSG_CALLS``:
  tables of the reader's messages, each row the first message the live reader gives for a
  small input;
- ``MOST_SLIPS``: how many lines of a game that cannot be read the reader reports before it gives up.

It then checks that Appendix A explains every terminal and rule of ``grammar/afn.lark``.

Prose is edited in the template, never in ``docs/notation.md``. Run from the repository::

    .venv/bin/python docs/make_notation.py           # rewrite docs/notation.md
    .venv/bin/python docs/make_notation.py --check   # exit 1 if docs/notation.md is stale

``tests/test_spec_is_current.py`` checks that ``docs/notation.md`` is what ``render()``
returns.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, Final

from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.notation import read_games, read_json_games, write_games, write_json, write_jsonl
from allfives_notation.notation.jsonform import game_to_json
from allfives_notation.notation.reader import MOST_SLIPS
from allfives_notation.record import Comment, CommentStyle, HandRecord, Knowledge, View, record_of

ROOT: Final = Path(__file__).resolve().parent.parent
TEMPLATE: Final = ROOT / "docs" / "notation.template.md"
OUTPUT: Final = ROOT / "docs" / "notation.md"
GRAMMAR: Final = ROOT / "grammar"
#: The first line of docs/notation.md, for whoever opens it to edit it.
BANNER: Final = (
    "<!-- Made by docs/make_notation.py from docs/notation.template.md: edit the template,"
    " then run .venv/bin/python docs/make_notation.py -->\n"
)

#: A turn's notes: its index in the hand -> (glyphs, comments).
Notes = Mapping[int, tuple[Sequence[str], Sequence[Comment]]]

_LINE: Final = CommentStyle.LINE


# ---- the example records


def _annotate(hand: HandRecord, notes: Notes) -> HandRecord:
    """The hand with glyphs and comments set on the turns ``notes`` names."""
    turns = list(hand.turns)
    for index, (glyphs, comments) in notes.items():
        turns[index] = replace(turns[index], glyphs=tuple(glyphs), comments=tuple(comments))
    return replace(hand, turns=tuple(turns))


def glance_game() -> str:
    """Section 1: a whole two-player game to 50, as an onlooker saw it."""
    played = play_game(Table(2, False, RuleSet(target=50)), 47, "greedy")
    game = record_of(played, View(Knowledge.PUBLIC), event="Tuesday club")
    first = _annotate(
        game.hands[0],
        {
            5: ((), [Comment("the first double: the spinner")]),
            15: ((), [Comment("three from the boneyard before one fitted")]),
        },
    )
    game = replace(game, date="2026-11-24", hands=(first, *game.hands[1:]))
    return write_games([game])


def small_game() -> tuple[str, str, str]:
    """Section 14.7: an unfinished three-player game from Ann's seat, as text, JSON and JSON Lines."""
    played = play_game(Table(3), 1279, "greedy", max_hands=1)
    game = record_of(played, View(Knowledge.PLAYER, 0), event="Tuesday club")
    first = game.hands[0]
    hand = replace(first, turns=first.turns[:9], end=None)  # the club closed after nine turns
    hand = replace(hand, pips=(), shown=(), deductions=(), awards=(), scores=())
    hand = _annotate(
        hand,
        {
            0: ((), [Comment(" [%clk 0:05:00]", _LINE)]),
            6: ((), [Comment("no 5 or 6 in hand: three draws to find one")]),
            7: (("!",), [Comment("5 at every end: 20")]),
            8: ((), [Comment("the club closed here")]),
        },
    )
    game = replace(game, seed=None, result=None, hands=(hand,))
    return write_games([game]), write_json(game), write_jsonl([game])


def worked_game() -> tuple[str, str]:
    """Section 15: a short open game to 75, annotated by Cat, as text and JSON."""
    played = play_game(Table(2, False, RuleSet(target=75)), 181, "greedy")
    game = record_of(played, View(Knowledge.OPEN), event="Tuesday club")
    first, second = game.hands
    first = _annotate(
        first,
        {
            0: ((), [Comment("a 6-4 lead: 4 to the west, 6 to the east, ten")]),
            6: ((), [Comment("no 0 or 5 in hand; the first tile drawn fits")]),
            10: ((), [Comment("2-2 fits neither end, 5-0 does and must be played at once (R9)")]),
            11: (("!",), [Comment("the spinner counts all 10 while its west side is free: 10 + 5 = 15")]),
            12: ((), [Comment("no 5 anywhere in the last six tiles")]),
            13: ((), [Comment(" [%clk 0:00:12]", _LINE)]),
        },
    )
    first = replace(first, end_comments=(Comment("74 pips round to 75"),))
    second = replace(
        second, comments=(Comment("after a blocked hand the leader is chosen at random again (R5)"),)
    )
    second = _annotate(
        second,
        {
            1: ((), [Comment("the spinner")]),
            2: (("!",), [Comment("8 for the double at the west end and 12 for the spinner")]),
            4: ((), [Comment("N and S are open now, so the arm must be said")]),
            7: (("!!",), [Comment("4 across the north end: 8 + 5 + 4 + 3 = 20, and 75 wins")]),
        },
    )
    game = replace(
        game,
        site="The Crown, Leeds",
        date="2026-11-24",
        round="1",
        other_tags=(("Annotator", "Cat"),),
        intro=(Comment(" A short game to the target of 75, dealt from seed 181.", _LINE),),
        comments=(Comment("both players greedy: each takes the most points on offer"),),
        hands=(first, second),
    )
    return write_games([game]), write_json(game)


def house_games() -> tuple[str, str]:
    """Section 13.2: the first hand of a game of Fives and Threes, and one counted in fifths (AFN 1.1)."""
    out = []
    for rules, seed in (
        (RuleSet.from_variants({}, "fives-and-threes"), 5),
        (RuleSet.from_variants({"count": "fifths"}), 3),
    ):
        game = record_of(play_game(Table(2, rules=rules), seed, "greedy"), View(Knowledge.OPEN))
        out.append(write_games([replace(game, seed=None, result=None, hands=game.hands[:1])]))
    return out[0], out[1]


def muggins_game() -> tuple[str, str]:
    """Section 13.3: a careless hand under the rule set muggins, and its first called turn's JSON (R23)."""
    rules = RuleSet.from_variants({}, "muggins")
    played = play_game(Table(2, rules=rules), 60, ("careless:40", "careless:40"))
    game = record_of(played, View(Knowledge.OPEN))
    game = replace(game, seed=None, result=None, hands=game.hands[:1])
    called = next(turn for turn in game_to_json(game)["hands"][0]["turns"] if "calls" in turn)
    text = write_games([game])
    for told in _MUGGINS_TOLD:  # the lines the prose after the example speaks of
        if told not in text:
            raise ValueError(f"the muggins example no longer holds {told!r}: mend the prose of 13.3")
    return text, json.dumps(called, ensure_ascii=False) + "\n"


#: What section 13.3 says of its example, line by line.
_MUGGINS_TOLD: Final = (
    "  Ann 4-4\n  Ben muggins +2\n",
    "plays 6-4 E\n  Ben muggins +2\n",
    "  Ben 5-4 +3\n  Ann 6-5\n",
    "  Ann 5-0 W +3\n  Ben muggins +3\n",
    "  Ann 5-5 W\n  Ben muggins +3\n",
)


# ---- the reader's messages

S2: Final = '[Seats "Ann, Ben"]\n'
H2: Final = S2 + "hand 1, Ann leads\n"
S4: Final = '[Seats "Ann, Ben, Cat, Dan"]\n'
P4: Final = S4 + '[Partners "Ann+Cat, Ben+Dan"]\n'


def markdown(text: str) -> str:
    """Plain text made safe for a Markdown table cell."""
    for special in ("\\", "|", "*", "_"):
        text = text.replace(special, "\\" + special)
    return text.replace("<", "&lt;").replace("[", "\\[")


def code(text: str) -> str:
    """Text as inline code in a Markdown table cell."""
    if "`" in text:
        return "``" + text + "``"
    return "`" + text.replace("|", "\\|") + "`"


C: Final = code

#: Section 10: what the reader refuses. Each row: what the spec shows, and the text read.
REFUSE: Final[Sequence[tuple[str, str]]] = [
    (C("Ben 5-0 e") + ", " + C("Ben 5-0 East"), H2 + "  Ann 5-5\n  Ben 5-0 e\n"),
    (C("Ann 5-5 10"), H2 + "  Ann 5-5 10\n"),
    (C("Ann 5-5+10"), H2 + "  Ann 5-5+10\n"),
    (C("Ann 5|5"), H2 + "  Ann 5|5\n"),
    (C("Ann 7-3"), H2 + "  Ann 7-3\n"),
    (C("Ann 5-5 {nice} !"), H2 + "  Ann 5-5 {nice} !\n"),
    (C("Ann 6-4 +10 Ben 6-1 +5") + " (two turns on one line)", H2 + "  Ann 6-4 +10 Ben 6-1 +5\n"),
    (C('[Seats "Ann, Ben"] [Event "x"]'), '[Seats "Ann, Ben"] [Event "x"]\n'),
    (C("[Event Tuesday]"), S2 + "[Event Tuesday]\n"),
    (C('[ Event "x"]') + ", " + C('[Event"x"]'), S2 + '[ Event "x"]\n'),
    (C('[Event "a\\b"]'), S2 + '[Event "a\\b"]\n'),
    (C('[result "*"]'), S2 + '[result "*"]\n'),
    (C("Hand 1, Ann leads"), S2 + "Hand 1, Ann leads\n"),
    (C("hand 1 , Ann leads") + ", " + C("hand 1, Ann Leads"), S2 + "hand 1 , Ann leads\n"),
    (C("Ann Out") + ", " + C("Ann PASSES"), H2 + "  Ann 5-5\n  Ann Out\n"),
    (C("Ben draws 0, passes"), H2 + "  Ann 5-5\n  Ben draws 0, passes\n"),
    (C("Ann 5-5 {a {b} c}"), H2 + "  Ann 5-5 {a {b} c}\n"),
    ("a dealt line after a turn", H2 + "  Ann 5-5\n  Ben: 6-6\n"),
    ("a turn after " + C("Ann out"), H2 + "  Ann 5-5\n  Ann out\n  Ben 5-0\n"),
    (
        "two " + C("score") + " lines in one hand",
        H2 + "  Ann out\n  score Ann 5, Ben 0\n  score Ann 5, Ben 0\n",
    ),
    (C("Ann dominoes"), H2 + "  Ann 5-5\n  Ann dominoes\n"),
    (C("Ann 5:5") + ", " + C("Ann 5.5") + ", " + C("Ann 5\u20135"), H2 + "  Ann 5:5\n"),
    (C("Ben 5-0 E") + " with a no-break space before " + C("E"), H2 + "  Ann 5-5\n  Ben 5-0\u00a0E\n"),
]

#: Section 12.3: mistakes in the shape of a line.
MSG_SHAPE: Final[Sequence[tuple[str, str]]] = [
    (C("###"), H2 + "  ###\n"),
    (C("7-3 Ann"), H2 + "  7-3 Ann\n"),
    (C("Hand 1, Ann leads") + ", " + C("Blocked"), S2 + "Hand 1, Ann leads\n"),
    (C("hand 1 Ann leads"), S2 + "hand 1 Ann leads\n"),
    (C("blocked now"), H2 + "  Ann 5-5\n  blocked now\n"),
    (C("Ann reaches"), H2 + "  Ann 5-5\n  Ann reaches\n"),
    (C("Ann 5-5 {good} Ben 5-0"), H2 + "  Ann 5-5 {good} Ben 5-0\n"),
    (C("Ann out now"), H2 + "  Ann 5-5\n  Ann out now\n"),
    (C("Ben"), H2 + "  Ben\n"),
    (C("Ann 5|5"), H2 + "  Ann 5|5\n"),
    (C("Ann 7-3"), H2 + "  Ann 7-3\n"),
    (C("Ann plays 5-5"), H2 + "  Ann plays 5-5\n"),
    (C("Ann 5-5 e"), H2 + "  Ann 5-5 e\n"),
    (C("Ann 5-5 Q"), H2 + "  Ann 5-5 Q\n"),
    (C("Ann 5-5 10"), H2 + "  Ann 5-5 10\n"),
    (C("Ann 5-5 -10"), H2 + "  Ann 5-5 -10\n"),
    (C("Ann 5-5 +x"), H2 + "  Ann 5-5 +x\n"),
    (C("Ann 5-5 E W"), H2 + "  Ann 5-5 E W\n"),
    (C("Ben passes now"), H2 + "  Ann 5-5\n  Ben passes now\n"),
    (C("Ann 5-5 {nice} !"), H2 + "  Ann 5-5 {nice} !\n"),
    (C("Ann draws"), H2 + "  Ann draws\n"),
    (C("Ann draws x"), H2 + "  Ann draws x\n"),
    (C("Ann draws 2 plays 5-5"), H2 + "  Ann draws 2 plays 5-5\n"),
    (C("Ann draws 2,"), H2 + "  Ann draws 2,\n"),
    (C("Ann draws 2, plays"), H2 + "  Ann draws 2, plays\n"),
    (C("Ann draws 2, plays x"), H2 + "  Ann draws 2, plays x\n"),
    (C("Ann:"), H2 + "  Ann:\n"),
    (C("boneyard: 6-6 x"), H2 + "  boneyard: 6-6 x\n"),
    (C("pips"), H2 + "  Ann out\n  pips\n"),
    (C("pips 7"), H2 + "  Ann out\n  pips 7\n"),
    (C("pips Ben"), H2 + "  Ann out\n  pips Ben\n"),
    (C("pips Ben x"), H2 + "  Ann out\n  pips Ben x\n"),
    (C("pips Ben 7 Ann 2"), H2 + "  Ann out\n  pips Ben 7 Ann 2\n"),
    (C("shown Ben"), H2 + "  Ann out\n  shown Ben\n"),
    (C("shown Ben 4-3 x"), H2 + "  Ann out\n  shown Ben 4-3 x\n"),
    (C("Ann 5-5 {oops"), H2 + "  Ann 5-5 {oops\n"),
    (C("Ann 5-5 {a {b} c}"), H2 + "  Ann 5-5 {a {b} c}\n"),
    (C("Ann 5-5 }"), H2 + "  Ann 5-5 }\n"),
    (C("[Event Tuesday]"), S2 + "[Event Tuesday]\n"),
    (C('[Event Name "x"]'), S2 + '[Event Name "x"]\n'),
    (C('[Event "x]'), S2 + '[Event "x]\n'),
    (C('[Event "x"'), S2 + '[Event "x"\n'),
    (C('[Event "a\\b"]'), S2 + '[Event "a\\b"]\n'),
    (C('[Event"x"]'), S2 + '[Event"x"]\n'),
    (C('[Seats "Ann, Ben"] [Event "x"]'), '[Seats "Ann, Ben"] [Event "x"]\n'),
    ("a dealt line after a turn", H2 + "  Ann 5-5\n  Ben: 6-6\n"),
    ("a turn after " + C("Ann out"), H2 + "  Ann 5-5\n  Ann out\n  Ben 5-0\n"),
    ("a turn before any hand header", S2 + "  Ann 5-5\n"),
    ("a comment that follows nothing and introduces nothing", "{c}\nhand 1, Ann leads\n"),
]

#: Section 12.3: common slips in the shape of a line, each answered with its fix.
MSG_SLIPS: Final[Sequence[tuple[str, str]]] = [
    (C("Ann dominoes") + ", " + C("Ann went out"), H2 + "  Ann 5-5\n  Ann dominoes\n"),
    (C("Ann 5-5 dominoes"), H2 + "  Ann 5-5 dominoes\n"),
    (C("Ben pass") + ", " + C("Ben knocks") + ", " + C("Ben pases"), H2 + "  Ann 5-5\n  Ben pass\n"),
    (C("Ben drew 2") + ", " + C("Ben draw 2"), H2 + "  Ann 5-5\n  Ben drew 2\n"),
    (C("Ben draws 2 tiles, passes"), H2 + "  Ann 5-5\n  Ben draws 2 tiles, passes\n"),
    (C("Ben draws 6-6, 5-0, plays 5-0"), H2 + "  Ann 5-5\n  Ben draws 6-6, 5-0, plays 5-0\n"),
    (C("Ben: draws 2"), H2 + "  Ann 5-5\n  Ben: draws 2\n"),
    (C("Ann wins"), H2 + "  Ann 5-5\n  Ann wins\n"),
    (C("Ben draws 2, play 5-0"), H2 + "  Ann 5-5\n  Ben draws 2, play 5-0\n"),
    (C("Ann blocked"), H2 + "  Ann 5-5\n  Ann blocked\n"),
    (C("blocks"), H2 + "  Ann 5-5\n  blocks\n"),
    (C("hand 2: Ben leads"), S2 + "hand 2: Ben leads\n"),
    (C("hnad 1, Ann leads"), S2 + "hnad 1, Ann leads\n"),
    (C("Ann leads") + " with no " + C("hand 1,"), S2 + "Ann leads\n"),
    (C("Ann 5:0") + ", " + C("Ann 5.0") + ", " + C("Ann 5/0"), H2 + "  Ann 5:0\n"),
    (C("Ann 5\u20130") + " (an en dash)", H2 + "  Ann 5\u20130\n"),
    (C("Ann 50"), H2 + "  Ann 50\n"),
    (C("Ann 5 5"), H2 + "  Ann 5 5\n"),
    (C("Ann 5-5+10"), H2 + "  Ann 5-5+10\n"),
    (C("Ann 5-5 + 10") + ", " + C("Ann 5-5 10pts"), H2 + "  Ann 5-5 + 10\n"),
    (C("Ann 5-5 +10 pts"), H2 + "  Ann 5-5 +10 pts\n"),
    (C("Ann 5-5 +10 E"), H2 + "  Ann 5-5 +10 E\n"),
    (C("Ann 5-5 E+10"), H2 + "  Ann 5-5 E+10\n"),
    (C("Ann: 5-5, 6-4"), H2 + "  Ann: 5-5, 6-4\n"),
    (C("boneyard 6-6 6-1"), H2 + "  boneyard 6-6 6-1\n"),
    (C("shown Ben 4-3, 2-1"), H2 + "  Ann out\n  shown Ben 4-3, 2-1\n"),
    (C("score Ann: 10, Ben: 0"), H2 + "  Ann out\n  score Ann: 10, Ben: 0\n"),
    (C("score: Ann 10, Ben 0"), H2 + "  Ann out\n  score: Ann 10, Ben 0\n"),
    (C("score Ann=10, Ben=0"), H2 + "  Ann out\n  score Ann=10, Ben=0\n"),
    (C("Ann 10, Ben 0"), H2 + "  Ann out\n  Ann 10, Ben 0\n"),
    (C("scores Ann 10, Ben 0") + ", " + C("pip Ben 7"), H2 + "  Ann out\n  scores Ann 10, Ben 0\n"),
    (C("deduct Ben -5"), H2 + "  Ann out\n  deduct Ben -5\n"),
    (C("score Ann +10, Ben 0"), H2 + "  Ann out\n  score Ann +10, Ben 0\n"),
    (C("Ben 5-0 E") + " with a no-break space before " + C("E"), H2 + "  Ann 5-5\n  Ben 5-0\u00a0E\n"),
    (C("Ben 5-0") + " with a zero-width space in the tile", H2 + "  Ann 5-5\n  Ben 5\u200b-0\n"),
    (C("[Event “Tuesday”]") + " (curly quotes)", S2 + "[Event \u201cTuesday\u201d]\n"),
]

#: Section 12.3: mistakes in what a tag pair says.
MSG_HEADER: Final[Sequence[tuple[str, str]]] = [
    ("no " + C("Seats") + " tag", '[Event "x"]\n'),
    ("a blank line inside the header", '[Event "x"]\n\n' + S2),
    ("a hand before any tag", "hand 1, Ann leads\n"),
    (C('[result "*"]'), S2 + '[result "*"]\n'),
    ("a second " + C('[Event "b"]'), S2 + '[Event "a"]\n[Event "b"]\n'),
    (C('[Format "AFN 2.0"]'), S2 + '[Format "AFN 2.0"]\n'),
    (C('[Format "PGN"]'), S2 + '[Format "PGN"]\n'),
    (
        C('[Format "AFN 1.0"]') + " and " + C('[Rules "allfives count=fifths"]'),
        S2 + '[Format "AFN 1.0"]\n[Rules "allfives count=fifths"]\n',
    ),
    (C('[Date "26-1-1"]') + ", " + C('[Date "2026-02-30"]'), S2 + '[Date "26-1-1"]\n'),
    (C('[Seats "Ann, 2nd"]'), '[Seats "Ann, 2nd"]\n'),
    (C('[Seats "Ann, , Ben"]'), '[Seats "Ann, , Ben"]\n'),
    (C('[Seats "Ann, Hand"]'), '[Seats "Ann, Hand"]\n'),
    (C('[Seats "Ann, Ann"]'), '[Seats "Ann, Ann"]\n'),
    (C('[Seats "Ann Ben"]'), '[Seats "Ann Ben"]\n'),
    (C('[Seats "Ann"]'), '[Seats "Ann"]\n'),
    (
        C('[Partners "Ann+Cat, Ben+Dan"]') + " with three seats",
        '[Seats "Ann, Ben, Cat"]\n[Partners "Ann+Cat, Ben+Dan"]\n',
    ),
    (C('[Partners "Ann+Ben, Cat+Dan"]'), S4 + '[Partners "Ann+Ben, Cat+Dan"]\n'),
    (C('[Partners "Ann+Cat"]'), S4 + '[Partners "Ann+Cat"]\n'),
    (C('[Rules "dominoes"]'), S2 + '[Rules "dominoes"]\n'),
    (C('[Rules "fives-and-three"]'), S2 + '[Rules "fives-and-three"]\n'),
    (C('[Rules "fiveup"]'), S2 + '[Rules "fiveup"]\n'),
    (C('[Rules "spinner=open"]'), S2 + '[Rules "spinner=open"]\n'),
    (C('[Rules ""]'), S2 + '[Rules ""]\n'),
    (C('[Rules "allfives colour=red"]'), S2 + '[Rules "allfives colour=red"]\n'),
    (C('[Rules "allfives spinner=wide"]'), S2 + '[Rules "allfives spinner=wide"]\n'),
    (
        C('[Rules "allfives spinner=open spinner=none"]'),
        S2 + '[Rules "allfives spinner=open spinner=none"]\n',
    ),
    (C('[Rules "allfives Spinner=open"]'), S2 + '[Rules "allfives Spinner=open"]\n'),
    (C('[Rules "allfives spinner="]'), S2 + '[Rules "allfives spinner="]\n'),
    (C('[Rules "allfives blocked=difference"]'), S2 + '[Rules "allfives blocked=difference"]\n'),
    (C('[Rules "allfives no-double=redeal"]'), S2 + '[Rules "allfives no-double=redeal"]\n'),
    (
        C('[Rules "allfives target=exact target=exact"]'),
        S2 + '[Rules "allfives target=exact target=exact"]\n',
    ),
    (C('[Rules "allfives hand-size=12"]'), S2 + '[Rules "allfives hand-size=12"]\n'),
    (C('[Rules "allfives boneyard-reserve=3"]'), S2 + '[Rules "allfives boneyard-reserve=3"]\n'),
    (C('[Rules "allfives target=152"]'), S2 + '[Rules "allfives target=152"]\n'),
    (C('[Rules "allfives hand-size=9"]') + " with four seats", S4 + '[Rules "allfives hand-size=9"]\n'),
    (
        C('[Rules "allfives hand-size=7 boneyard-reserve=1"]') + " with four seats",
        S4 + '[Rules "allfives hand-size=7 boneyard-reserve=1"]\n',
    ),
    (C('[Target "152"]'), S2 + '[Target "152"]\n'),
    (C('[Target "61"]') + " under the default count", S2 + '[Target "61"]\n'),
    (
        C('[Rules "allfives target=150"]') + " and " + C('[Target "100"]'),
        S2 + '[Rules "allfives target=150"]\n[Target "100"]\n',
    ),
    (C('[Seed "-1"]'), S2 + '[Seed "-1"]\n'),
    (C('[View "Open"]'), S2 + '[View "Open"]\n'),
    (C('[View "player"]'), S2 + '[View "player"]\n'),
    (C('[View "public Ann"]'), S2 + '[View "public Ann"]\n'),
    (C('[View "player Eve"]'), S2 + '[View "player Eve"]\n'),
    (C('[Setup "from hand 4"]'), S2 + '[Setup "from hand 4"]\n'),
    (C('[Setup "hand 0"]'), S2 + '[Setup "hand 0"]\n'),
    (C('[Setup "hand 4, Ann 5"]'), S2 + '[Setup "hand 4, Ann 5"]\n'),
    (C('[Setup "hand 4, Ann, Ben 5"]'), S2 + '[Setup "hand 4, Ann, Ben 5"]\n'),
    (C('[Setup "hand 4, Ann 5, Ann 6"]'), S2 + '[Setup "hand 4, Ann 5, Ann 6"]\n'),
    (
        C('[Setup "hand 4, Ann+Ben 5, Cat+Dan 5"]') + " with partnerships",
        P4 + '[Setup "hand 4, Ann+Ben 5, Cat+Dan 5"]\n',
    ),
    (
        C('[Setup "hand 4, Ann+Cat 5, Ben 5"]') + " without partnerships",
        S4 + '[Setup "hand 4, Ann+Cat 5, Ben 5"]\n',
    ),
    (C('[Result "Eve"]'), S2 + '[Result "Eve"]\n'),
    (C('[Result ""]'), S2 + '[Result ""]\n'),
]

#: Section 12.3: mistakes in what a line of a hand says.
MSG_HANDS: Final[Sequence[tuple[str, str]]] = [
    (C("Eve 5-5"), H2 + "  Eve 5-5\n"),
    (C("ben 5-5") + ", " + C("BEN out"), H2 + "  ben 5-5\n"),
    (C("Bne 5-5") + ", " + C("Bem 5-5"), H2 + "  Bne 5-5\n"),
    (C("boneyrad: 6-6"), H2 + "  boneyrad: 6-6\n"),
    (
        "two " + C("score") + " lines in one hand",
        H2 + "  Ann out\n  score Ann 5, Ben 0\n  score Ann 5, Ben 0\n",
    ),
    (C("Ann out") + ", then " + C("blocked"), H2 + "  Ann out\n  pips Ben 7\n  blocked\n"),
    (C("hand 1, Eve leads"), S2 + "hand 1, Eve leads\n"),
    (C("hand 0, Ann leads"), S2 + "hand 0, Ann leads\n"),
    ("two dealt lines for Ann", H2 + "  Ann: 5-5\n  Ann: 6-6\n"),
    ("two boneyard lines", H2 + "  boneyard: 5-5\n  boneyard: 6-6\n"),
    (C("Ben draws 2") + " and then another line", H2 + "  Ann 5-5\n  Ben draws 2\n  Ann 5-0\n"),
    (C("Ben draws 0, passes"), H2 + "  Ann 5-5\n  Ben draws 0, passes\n"),
    (C("pips Ben 3, Ben 4"), H2 + "  Ann out\n  pips Ben 3, Ben 4\n"),
    (C("score Ann 5, Eve 0"), H2 + "  Ann out\n  score Ann 5, Eve 0\n"),
    (C("award Ann+Ben 5") + " without partnerships", H2 + "  Ann out\n  award Ann+Ben 5\n"),
    (C("award Ann+Ben 5") + " with partnerships", P4 + "hand 1, Ann leads\n  Ann out\n  award Ann+Ben 5\n"),
]

#: Section 13.3: mistakes in a muggins call line (R23), under the rule set muggins.
M2: Final = '[Seats "Ann, Ben"]\n[Rules "muggins"]\nhand 1, Ann leads\n'
_CALL_SLIPS: Final = (
    "Ben muggins 2",
    "Ben muggins -2",
    "Ben mugins +2",
    "Ben Muggins +2",
    "Ben muggins +2 W",
)
MSG_CALLS: Final[Sequence[tuple[str, str]]] = [
    (C("Ben muggins +2") + " before the hand's first turn", M2 + "  Ben muggins +2\n  Ann 5-5\n"),
    (C("Ben muggins +2") + " after " + C("Ann out"), M2 + "  Ann 5-5\n  Ann out\n  Ben muggins +2\n"),
    *((C(line), M2 + f"  Ann 5-5\n  {line}\n") for line in (*_CALL_SLIPS, "Eve muggins")),
    (
        C("Ben muggins") + " in a record that says " + C('[Format "AFN 1.0"]'),
        '[Format "AFN 1.0"]\n' + H2 + "  Ann 5-5\n  Ben muggins\n",
    ),
]

#: Section 12.1: a game with a header mistake, then a game with a line of the wrong shape.
ERR_EXAMPLE: Final = S2 + '[Target "152"]\n\n' + S2 + "\nhand 1, Ann leads\n  Ann 6-4 +10\n\tBen 7-3 E\n"


def messages(text: str) -> list[str]:
    """Every message the reader gives for ``text``, each with its rule id after it."""
    return [
        error.message + (f" ({error.rule})" if error.rule else "")
        for read in read_games(text, "x.afn")
        for error in read.errors
    ]


def message_table(cases: Iterable[tuple[str, str]], head: tuple[str, str] = ("Written", "Message")) -> str:
    """A Markdown table: each case as shown, and the first message the reader gives for it."""
    rows = [f"| {head[0]} | {head[1]} |", "| --- | --- |"]
    for shown, text in cases:
        got = messages(text)
        if not got:
            raise ValueError(f"the reader now accepts {shown} ({text!r}): take it out of the table")
        rows.append(f"| {shown} | {markdown(got[0])} |")
    return "\n".join(rows)


def error_output(text: str, source: str) -> str:
    """The reader's errors for ``text`` as it prints them, each with its line and caret."""
    errors = [str(error) for read in read_games(text, source) for error in read.errors]
    if not errors:
        raise ValueError(f"{text!r} was meant to be broken, but it reads")
    return "\n".join(errors) + "\n"


def json_error_output(small_json: str, small_jsonl: str) -> str:
    """Section 14.6: the JSON reader's errors for broken versions of the small game."""
    out: list[str] = []

    def read(text: str, source: str) -> None:
        out.extend(str(error) for game in read_json_games(text, source) for error in game.errors)

    document: dict[str, Any] = json.loads(small_json)
    document["hands"][0]["turns"][2]["tile"] = "7-5"
    read(json.dumps(document), "small.json")
    document["hands"][0]["turns"][2]["tile"] = "6-5"
    document["hands"][0]["turns"][3]["seat"] = "Eve"
    read(small_jsonl + json.dumps(document) + "\n{oops\n", "games.jsonl")
    document = json.loads(small_json)
    del document["result"]
    read(json.dumps(document), "x.json")
    document = json.loads(small_json)
    document["hands"][0]["turns"][1]["points"] = "5"
    document["hands"][0]["turns"][2]["arm"] = "w"
    read(json.dumps(document, indent=2), "typed.json")
    document = json.loads(small_json)
    document["format"] = "AFN 1.2"
    read(json.dumps(document), "x.json")
    return "\n".join(out) + "\n"


def _broken_before_errors(template: str) -> str:
    """The ``afn broken`` example whose errors the ``@@ERRORS@@`` block shows."""
    found = re.search(r"```afn broken\n((?:(?!```).)*?)```\n\n```text\n@@ERRORS@@", template, re.S)
    if found is None:
        raise ValueError("@@ERRORS@@ must follow an ```afn broken block in the template")
    return found[1]


# ---- putting it together


def check_appendix(text: str, grammar: str) -> None:
    """Raise if Appendix A leaves a terminal or rule of the grammar unexplained."""
    names = set(re.findall(r"^([A-Z_]+)(?:\.\d)?:", grammar, flags=re.M))
    names |= set(re.findall(r"^(\??_?[a-z_]+):", grammar, flags=re.M))
    appendix = text[text.index("## Appendix A") :]
    missing = sorted(name for name in names if f"`{name}`" not in appendix)
    if missing:
        raise ValueError(f"Appendix A does not explain {', '.join(missing)}")


def fills(template: str) -> dict[str, str]:
    """What each placeholder of the template stands for."""
    small_afn, small_json, small_jsonl = small_game()
    worked_afn, worked_json = worked_game()
    house_afn, fifths_afn = house_games()
    muggins_afn, muggins_json = muggins_game()
    return {
        "MUGGINS_AFN": muggins_afn,
        "MUGGINS_JSON": muggins_json,
        "MSG_CALLS": message_table(MSG_CALLS),
        "HOUSE_AFN": house_afn,
        "FIFTHS_AFN": fifths_afn,
        "GLANCE": glance_game(),
        "SMALL_AFN": small_afn,
        "SMALL_JSON": small_json,
        "SMALL_JSONL": small_jsonl,
        "WORKED_AFN": worked_afn,
        "WORKED_JSON": worked_json,
        "AFN_LARK": (GRAMMAR / "afn.lark").read_text(encoding="utf-8"),
        "RULESET_LARK": (GRAMMAR / "ruleset.lark").read_text(encoding="utf-8"),
        "ERRORS": error_output(_broken_before_errors(template), "club.afn"),
        "ERR_EXAMPLE": error_output(ERR_EXAMPLE, "club.afn"),
        "REFUSE": message_table(REFUSE),
        "JSON_ERRORS": json_error_output(small_json, small_jsonl),
        "MSG_SHAPE": message_table(MSG_SHAPE),
        "MSG_SLIPS": message_table(MSG_SLIPS),
        "MSG_HEADER": message_table(MSG_HEADER),
        "MSG_HANDS": message_table(MSG_HANDS),
        "MOST_SLIPS": str(MOST_SLIPS),
    }


def render(template: str | None = None) -> str:
    """The text of ``docs/notation.md``: the template with every placeholder filled."""
    text = TEMPLATE.read_text(encoding="utf-8") if template is None else template
    wanted = set(re.findall(r"@@([A-Z_]+)@@", text))
    made = fills(text)
    if wanted != set(made):
        raise ValueError(f"placeholders in the template {sorted(wanted)} are not those filled {sorted(made)}")
    for name, value in made.items():
        text = text.replace(f"@@{name}@@", value)
    if "@@" in text:
        raise ValueError("a placeholder is left in the text")
    check_appendix(text, made["AFN_LARK"])
    return BANNER + text


def main(argv: Sequence[str] | None = None) -> int:
    """Write the page, or with ``--check`` say whether it is current."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from pages import write_or_check

    about = __doc__.split("\n\n")[0] if __doc__ else None
    return write_or_check(
        argv, about=about, render=render, output=OUTPUT, fix="run .venv/bin/python docs/make_notation.py"
    )


if __name__ == "__main__":
    sys.exit(main())
