"""Build ``docs/diagnostics.md``, the validator's code book, from its code table and ``samples/invalid/``.

Each code gets a section: its title, severity and rule come from
``allfives_notation.check.CODES``; what it means in a domino player's words is written
here, in ``WHEN``; its example is a broken record of ``samples/invalid/`` and what the
validator says about it, worked out each time this runs, so the page cannot drift from
the code. AF005 and AF006 come from reading a file, not from a record, and AF502 from a
search giving up, so their examples are written by hand.

Run from the repository::

    .venv/bin/python docs/make_diagnostics.py           # rewrite docs/diagnostics.md
    .venv/bin/python docs/make_diagnostics.py --check   # exit 1 if docs/diagnostics.md is stale

``tests/check/test_diagnostics_doc.py`` checks that ``docs/diagnostics.md`` is what
``render()`` returns.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final, NamedTuple

from allfives_notation.check import CODES, Diagnostic
from allfives_notation.stream.files import Source, check_source

ROOT: Final = Path(__file__).resolve().parent.parent
OUTPUT: Final = ROOT / "docs" / "diagnostics.md"
RULES: Final = ROOT / "docs" / "rules.md"
INVALID: Final = ROOT / "samples" / "invalid"
FIX: Final = "run .venv/bin/python docs/make_diagnostics.py"
BANNER: Final = (
    "<!-- Made by docs/make_diagnostics.py from the validator's code table and samples/invalid/:"
    " edit the script, then run .venv/bin/python docs/make_diagnostics.py -->\n"
)


class Example(NamedTuple):
    """A broken sample that shows a code, and which of its lines to quote.

    The line of the first finding is always quoted, with ``before`` lines above it;
    ``marks`` adds the lines that start (after their indentation) with one of them.
    """

    file: str
    before: int = 2
    marks: tuple[str, ...] = ()


class WrittenExample(NamedTuple):
    """An example written by hand: a file's lines (None: there is nothing to show) and its finding."""

    lines: tuple[str, ...] | None
    diagnostic: Diagnostic
    note: str


#: Each code's example. A sample's first finding must be of the code it shows.
EXAMPLES: Final[dict[str, Example | WrittenExample]] = {
    "AF001": Example("points-without-plus.afn"),
    "AF002": Example("target-not-multiple-of-five.afn", before=0),
    "AF003": Example("not-json.json", before=1),
    "AF004": Example("seats-not-a-list.jsonl"),
    "AF005": WrittenExample(
        ('[Format "AFN 1.0"]', '[Event "Caf\\xe9 night"]'),
        Diagnostic(
            "AF005",
            "byte 0xe9 is not UTF-8: records are UTF-8 text",
            source="club.afn",
            line=2,
            column=12,
        ),
        "`club.afn` was saved as Latin-1, so the `é` of `Café` is the single byte `0xe9`"
        " (shown here as `\\xe9`):",
    ),
    "AF006": WrittenExample(
        None,
        Diagnostic("AF006", "cannot read this file: No such file or directory", source="club.afn"),
        "`club.afn` is not there (it was saved somewhere else):",
    ),
    "AF101": Example("tile-dealt-twice.afn"),
    "AF102": Example("wrong-hand-size.afn", before=1),
    "AF103": Example("wrong-boneyard-size.afn"),
    "AF104": Example("hand-numbering.afn", before=0, marks=("hand 1,",)),
    "AF105": Example("wrong-leader.afn", before=0, marks=("Ben 1-1", "Ben out", "Ann 5-5")),
    "AF106": Example("wrong-lead-tile.afn", before=4, marks=("[Rules",)),
    "AF107": Example("view-open-hand-missing.afn", before=0, marks=("[View", "Ann: 5-3", "boneyard: 4-0")),
    "AF108": Example("deal-not-thrown-in.afn", before=0, marks=("[Rules", "Ann: 6-3", "Ben: 6-4")),
    "AF109": Example("thrown-in-after-going-out.afn", before=0, marks=("[Rules", "hand 1,")),
    "AF201": Example("out-of-turn.afn"),
    "AF202": Example("tile-not-held.afn", before=3, marks=("boneyard:",)),
    "AF203": Example("tile-already-placed.afn", before=3),
    "AF204": Example("tile-does-not-fit.afn", before=3),
    "AF205": Example("arm-not-open.afn", before=1),
    "AF206": Example("arm-missing.afn", before=1),
    "AF207": Example("must-play.afn", before=3, marks=("Ben:", "boneyard:")),
    "AF208": Example("drawn-tile-not-played.afn", before=1),
    "AF209": Example("pass-with-tiles-to-draw.afn", before=1, marks=("Ben draws",)),
    "AF210": Example("draws-more-than-the-boneyard.afn", before=0, marks=("Ben draws", "Ann draws")),
    "AF211": Example(
        "draws-out-of-order.afn", before=0, marks=("boneyard: 4-0", "Ben draws", "Ann draws 6-")
    ),
    "AF212": Example("turn-after-going-out.afn", before=3),
    "AF213": Example("play-after-game-over.afn", before=1, marks=("[Target", "score Ann")),
    "AF214": Example("hand-stops-early.afn", before=5),
    "AF215": WrittenExample(
        ("  Ann 6-6", "  Ben 6-5", "  Ann 2-2"),
        Diagnostic(
            "AF215",
            "the rest of hand 1 (14 turns) is not checked: no tile Ann could hold fits the layout in place"
            " of 2-2",
            source="club.afn",
            line=19,
            column=7,
            game=1,
            hand=1,
        ),
        "An open record, where Ann holds no 6 and no 5 (so the `2-2`, which fits no end, cannot be a slip"
        " for another of her tiles); after the AF204 on the same line the validator says:",
    ),
    "AF301": Example("wrong-points.afn", before=4),
    "AF302": Example("wrong-running-score.afn", before=2, marks=("score Ann 35, Ben 45",)),
    "AF303": Example("wrong-deduction.afn", before=1),
    "AF304": Example("wrong-award.afn", before=3, marks=("[Rules",)),
    "AF305": Example("wrong-pips.afn", before=2),
    "AF306": Example("wrong-tiles-shown.afn", before=2),
    "AF307": Example("claim-left-out.afn", before=2),
    "AF308": Example("points-past-exact-target.afn", before=2, marks=("[Rules", "[Target")),
    "AF309": Example("wrong-call.afn", before=2, marks=("[Rules",)),
    "AF310": Example("call-wrong-points.afn", before=2, marks=("[Rules",)),
    "AF311": Example("call-by-own-side.afn", before=2, marks=("[Rules",)),
    "AF312": Example("call-without-muggins.afn", before=2, marks=("[Rules",)),
    "AF401": Example("wrong-end-line.afn", before=2),
    "AF402": Example("wrong-result.afn", before=0, marks=("Ben reaches the target", "score Ann 35, Ben 55")),
    "AF403": Example(
        "result-unfinished-but-over.afn", before=0, marks=("Ben reaches the target", "score Ann 35, Ben 55")
    ),
    "AF501": Example("no-deal-explains.afn", before=3, marks=("[View",)),
    "AF502": WrittenExample(
        ("  blocked", "  pips Ann 41, Ben 38, Cat 35"),
        Diagnostic(
            "AF502",
            "the pip totals (Ann 41, Ben 38, Cat 35) fit too many deals to try them all: not fully checked",
            source="club.afn",
            line=48,
            column=3,
            rule="R17",
        ),
        "An onlooker's record of a blocked hand gives each player's pips but not their tiles:",
    ),
}

#: What each code means, in the words of a player at the table.
WHEN: Final[dict[str, str]] = {
    "AF001": (
        "The text is not written the way the notation says, so the reader cannot tell what"
        " happened: a tag value without quotes, a tile such as `6-7`, claimed points without"
        " their plus, a turn by someone not at the table, an end line of a hand given twice."
        " Every such line of the game is reported in one run, in file order, each with its"
        " fix; the game is not checked until it reads, and the other games of the file are."
        " The message says what was expected there;"
        " [the specification](notation.md#123-the-messages) lists every message."
    ),
    "AF002": (
        "A tag pair is written correctly, but its value is not one a game can have: five"
        " players, partners who sit side by side, a target that is not a multiple of five, a"
        " variant the rule book does not know. The message names the rule it breaks."
    ),
    "AF003": (
        "A `.json` or `.jsonl` file is not JSON at all: a missing comma or bracket, or a file"
        " cut short. The place is a line and column; in a JSON Lines file, only that line's"
        " game is lost."
    ),
    "AF004": (
        "The file is JSON, but not a game as the AFN schema (`schemas/afn.schema.json`) has it:"
        " a key missing or misspelt, a name where a list of names belongs, a number written as"
        ' text (`points is a whole number: write 15, not "15"`). Every value the schema'
        " refuses is reported in one run, in the order the document gives them. The JSON"
        " pointer says which value; in a JSON Lines file the line says which game."
    ),
    "AF005": (
        "The file is not UTF-8 text. Usually it was saved in an older encoding, so an accented"
        " name is a byte UTF-8 does not allow. Save the file as UTF-8. The command line gives"
        " this as it reads the file, which it reads once, as a stream: the reading stops at"
        " that byte, and when games came before it the finding ends with the line from which"
        " the games are not read (the stretch the byte falls in)."
    ),
    "AF006": (
        "The file cannot be read: it is not there, it is a folder, you may not read it, or it"
        " is a kind of file that holds no records (a disk, a socket, a device such as"
        " `/dev/zero`); or it goes on past `--max-input-mb` (4,096 MB; a regular file that"
        " long is refused before it is read, a stream stops there). Only the file is named."
        " The command line gives this when it reads the file, with exit 2 (docs/exit-codes.md)."
    ),
    "AF101": (
        "The same tile is dealt twice: it is in two hands, or in a hand and the boneyard. A"
        " double-six set has each of its 28 tiles once."
    ),
    "AF102": (
        "A dealt line has too many or too few tiles for the table: 9 each for two players, 7"
        " for three, 5 for four, unless the rules declare another hand size."
    ),
    "AF103": ("The boneyard line does not hold every tile left after the deal: 28 less the tiles dealt."),
    "AF104": (
        "The hands are not numbered one after another (1, 2, 3, or on from the first hand of"
        " the `Setup` tag): a number is skipped or repeated."
    ),
    "AF105": (
        "The hand header names the wrong leader. The player who went out in the last hand leads"
        " the next one. Under `first-lead=highest-double`, in the first hand and after a blocked"
        " hand, the player holding the highest double leads (R6); under `first-lead=lowest-tile`,"
        " the player holding the lightest tile (R24)."
    ),
    "AF106": (
        "Under `first-lead=highest-double`, the lead is not the highest double dealt (or, when"
        " nobody holds a double, the heaviest tile); under `first-lead=lowest-tile`, not the"
        " lightest tile dealt; under `no-double=redeal`, not a double at all (R24). Where the"
        " record hides hands, the lead is held against the hands it shows; the tiles that would"
        " have led before it are held to be dealt to nobody, against every later fact."
    ),
    "AF108": (
        "Under `first-lead=highest-double no-double=redeal`, a hand the highest double must open"
        " was dealt with no double at all: the tiles are shuffled and dealt again until somebody"
        " holds one (R24), so this deal was never played. Said where the record shows every hand;"
        " where it hides some, a lead that is no double is AF106."
    ),
    "AF109": (
        "A hand's header says deals were thrown in (`hand 1, Ben leads, 2 deals thrown in`), but"
        " no rule threw one in: the rules have no `no-double=redeal`, or the hand is one that"
        " whoever went out of the last hand leads, whatever was dealt (R5, R24). A deal is thrown"
        " in only where the highest double must lead and nobody holds a double."
    ),
    "AF107": (
        "The `View` tag promises more than the hand gives: an open record without every dealt"
        " line and the boneyard, or a player's record without that player's own hand. The"
        " record is still valid: it is checked as far as it shows, as if its View said less."
        " Given once a game."
    ),
    "AF201": (
        "A turn is written for the wrong player. Play goes clockwise, one turn each; a player"
        " who draws or passes still has their turn in order."
    ),
    "AF202": (
        "A player places a tile they cannot hold: it is in someone else's hand, still in the"
        " boneyard, or not among the tiles the record knows they hold. Where nothing the player"
        ' holds fits and the tile could be the next one drawn, the message asks "did Ben draw'
        ' first?" (R9), and the replay goes on as if the draw had been written.'
    ),
    "AF203": (
        "A tile is placed that is already on the table. The replay goes on with the tile (and"
        " arm) the player could hold that the rest of the hand fits best, and the message names"
        " it; where the player could hold none that fits, AF215 says the rest of the hand is not"
        " checked."
    ),
    "AF204": (
        "The tile does not match the end it is put on, or matches no open end at all. Where it"
        " fits another arm, the replay goes on with it on the arm the rest of the hand needs;"
        " where it fits none, with the tile the rest of the hand fits best, as for AF203. The"
        " message says which."
    ),
    "AF205": (
        "The tile is put on an arm that is not open: across the spinner before both its sides"
        " along the line are taken (unless `spinner=open`), across a layout that has no spinner"
        " (`spinner=none`), or on any arm at all for the lead, which goes in the centre. The"
        " replay goes on with the tile on the arm the rest of the hand needs, as for AF204."
        " Under `spinner=every` (R25) a later double's arm is written by its path, `E3N`: a path"
        " through a double that stands elsewhere, or a later double not on the table, names no"
        " arm, and the message says where the double stands"
        ' (`samples/invalid/fiveup-arm-elsewhere.afn`: "there is no W3N6W arm: the 3-3 stands on'
        ' E, not W"); a path under another spinner rule names none either.'
    ),
    "AF206": (
        "The tile fits more than one open end, and the record does not say which arm it went on,"
        " so nobody can tell what the layout became. Write the arm: `W`, `E`, `N` or `S`. The"
        " replay goes on with the arm the record's own evidence settles: the points claimed,"
        " the arms the later tiles need and their claims; the message names it."
    ),
    "AF207": (
        "A player draws or passes while holding a tile that fits: a player who can play must"
        " play. The validator tells where it knows the player's hand; where it does not, the"
        " draw is held against what the record shows later (AF501)."
    ),
    "AF208": (
        "A player draws a tile that fits and then draws again or passes, or plays another tile"
        " than the one just drawn: a drawn tile that fits is played at once."
    ),
    "AF209": (
        "A player passes while there are still tiles to draw. A player passes only when the"
        " boneyard is empty (under `boneyard-reserve`, when only the reserved tiles are left)."
    ),
    "AF210": (
        "A player draws more tiles than the boneyard has left (under `boneyard-reserve`, less the"
        " tiles that may never be drawn)."
    ),
    "AF211": (
        "The tiles a draw names are not the next tiles of the boneyard line, or are known to be"
        " elsewhere: on the table, or in another hand."
    ),
    "AF212": (
        "A turn is written after the hand is over: a player went out, or every player passed in"
        " turn (the hand is blocked, R12). With no end line the reader takes the turn; the"
        " replay sees the hand has ended, and the message says how many turns after it are"
        " not checked. Where the player who went out plays again later, a draw the record"
        ' leaves out explains it: the message asks "did Ben draw first?" (R9) at the first'
        " turn the record stops making sense, and the replay goes on as if the draw had been"
        " written."
    ),
    "AF213": (
        "Play goes on after the game is won: a placement took a side to the target, which ends"
        " the game at once under the default rules, or a whole hand is written after the game"
        " was over."
    ),
    "AF214": (
        "A hand stops before anyone went out and before it was blocked, yet another hand follows."
        " Only the last hand of an unfinished record may stop in the middle."
    ),
    "AF215": (
        "A warning that part of a hand is not checked, at the first line that cannot be played:"
        " a placement could not be made as written (AF203 or AF204, given just before) and no"
        " reading of it explains the rest of the hand (no tile the player could hold fits the"
        " layout in its place, or the later turns would need more than two slips of their own),"
        " or the turns are out of order from there (AF201). The replay cannot tell what the"
        " layout became, so it does not guess. The message says how many turns are left"
        " unchecked and which turn could not be played; the end of the hand is taken as the"
        " record gives it."
    ),
    "AF301": (
        "A placement claims points it did not score. After each placement the open ends are"
        " added up; the player scores the sum when it is a multiple of five, and nothing"
        " otherwise (R16 says what counts as an open end). The message gives the sum. Under"
        " `count=fifths` the sum scores one point for each five in it, and under"
        " `count=fives-and-threes` a point for each 5 and each 3 that go into it exactly (R20)."
    ),
    "AF302": (
        "A `score` line gives a side another running score than the game adds up to: the score"
        " before the hand, the points of its placements, less deductions or plus awards. The"
        " replay goes on with the true score, so one wrong line is one finding; a later score"
        " that carries the same slip on (or a claim, deduction or award already reported) is"
        " not reported again."
    ),
    "AF303": (
        "A `deduct` line is wrong: each player loses their own pips rounded to the nearest five."
        " Or a deduction is written where nobody loses anything: under `hand-end=award` or"
        " `hand-end=last-tile` (R21), or when the game ended at the target. Counted in fifths"
        " (R20), the rounded pips are divided by five."
    ),
    "AF304": (
        "An `award` line is wrong under `hand-end=award`: the side that went out (or, in a"
        " blocked hand, the lightest side) wins the others' pips rounded to the nearest five."
        " Or an award is written where nobody wins one: under the default `hand-end=deduct`, or"
        " when the game ended at the target. Under `hand-end=last-tile` (R21) the side that went"
        " out scores 1 for the go, and nothing else is awarded: a blocked hand scores nothing."
    ),
    "AF307": (
        "A warning: a placement scores (its open ends add up to a multiple of five), but the"
        " record gives no `+points` there, though it claims most of the scores of that hand. A"
        " running score that is off often comes from such a forgotten claim; the warning points"
        " at it. A record that claims points only now and then, or not at all, gets no such"
        " warning."
    ),
    "AF308": (
        "Under `target=exact` a side must reach the target exactly (R22): points that would take"
        " it past the target, from a placement, a muggins call (R23) or the end of a hand, are not"
        " scored, and"
        " the record claims nothing for that placement. A claim (or an award) there is this"
        " finding, not AF301: the count is right, the target takes it away. Deductions still"
        " apply, and the game ends the moment a side's score equals the target."
    ),
    "AF309": (
        "A warning. Under `muggins=on` (R23) a player scores what they claim for a placement, and"
        " an opponent may call `muggins` on a claim that missed points, or went past the count."
        " This call found nothing: the placement was claimed in full, or had been called"
        " already. It scores nothing, and it is the caller's mistake, not the record's: the"
        " record is still valid. Written as the settlement has it, `Ann muggins`, with no"
        " amount; where the call line names an amount all the same, this warning is still the"
        " only finding about the line, since the call scores nothing whatever it says. The"
        " running scores follow what was scored, so a `score` line that counts such an amount"
        " is wrong (AF302)."
    ),
    "AF310": (
        "Under `muggins=on` (R23) a call names what it scored (`Ben muggins +2`): the points the"
        " placement's player left unclaimed, or, where they claimed more than the count (the"
        " claim is struck and scores nothing), the amount they claimed, as a penalty. Under"
        " `target=exact` a call that would take the side past the target scores nothing, and"
        " naming points there is AF308 (R22). The message says what was claimed and what the"
        " placement scores. The replay goes on with what the call truly scored, so the running"
        " score that carries the same slip is not reported again. Under `muggins=on` a claim"
        " is the player's own to make: a claim below the count, or none, is no finding (no"
        " AF307), and neither is a claim past it (no AF301); only a call answers it."
    ),
    "AF311": (
        "Under `muggins=on` (R23) only an opponent of the placement's player calls muggins (in a"
        " partnership game, the other side): a player cannot call on their own placement, nor"
        " on their partner's. The call scores nothing."
    ),
    "AF312": (
        "A call line where no call can be made (R23): the rules have no `muggins=on` (every"
        " placement scores its count, so nothing is missed), nothing has been placed yet in the"
        " hand, or the hand is over: blocked, or the game won (amounts at the end of a hand are"
        " counted for everyone, never called). A call after the tile that went out is fine: it"
        " answers that placement, and counts before the end of the hand is counted."
    ),
    "AF305": "A `pips` line gives a player another pip total than the tiles they are known to hold.",
    "AF306": (
        "A `shown` line shows tiles the player cannot hold: more or fewer than they hold, a tile"
        " twice, a tile on the table or in another hand, or not the tiles the record knows they kept."
    ),
    "AF401": (
        "The end line says the hand ended another way than it did: somebody else went out, the"
        " hand is called blocked while a player could still play, or a player `reaches the"
        " target` who has not."
    ),
    "AF402": (
        "The `Result` tag names a winner the game does not have: another side won, or nobody has won yet."
    ),
    "AF403": (
        "The game has been won, but the `Result` tag says `*` (unfinished). The record is still"
        " valid; write the winner."
    ),
    "AF501": (
        "The record does not show every hand (a player's or a public View), and what it does"
        " show could not come from any deal. A player who drew or passed on ends 3 and 5 held no"
        " 3 and no 5 then, so playing 3-1 later without drawing it is impossible; the same goes"
        " for tiles shown, or pips counted, at the end of the hand. The message names the"
        " earlier turn the record contradicts. Where the hands are hidden, every figure at the"
        " end must come from one deal together: each hand's pips or deduction, an award (the"
        " pips of several hands), and a partnership's score with no deduction given (both"
        " partners' pips, rounded)."
    ),
    "AF502": (
        "A record that hides the hands gives pip totals at the end of a hand (or an award or a"
        " partnership's score that hangs on them), but not the tiles."
        " The validator looks for hands that could hold those totals with everything else the"
        " record shows; when so many hands could that it stops looking (after 2,000 tries),"
        " it says so with this warning instead of judging. The quick tests (each total can be"
        " made from tiles the player could hold; when every tile is in a hand, the totals add"
        " up to the pips not on the table) were passed. Showing the tiles (`shown`) settles it."
    ),
}

#: Rules a code gives instead of its own in some cases: the code -> (rule, when).
OTHER_RULES: Final[dict[str, tuple[tuple[str, str], ...]]] = {
    "AF105": (("R6", "under `first-lead=highest-double`"), ("R24", "under `first-lead=lowest-tile`")),
    "AF106": (("R24", "under `first-lead=lowest-tile` or `no-double=redeal`"),),
    "AF212": (("R12", "after a blocked hand"),),
    "AF301": (
        ("R16", "when the ends add up to no multiple of five"),
        ("R20", "under `count=fifths` or `count=fives-and-threes`"),
    ),
    "AF303": (("R21", "under `hand-end=last-tile`"),),
    "AF304": (("R21", "under `hand-end=last-tile`"),),
    "AF401": (("R12", "for a blocked hand"), ("R19", "for the target")),
    "AF501": (("R17", "for pip totals"),),
}

#: The code families: the codes' first three characters, a heading, and what they are about.
FAMILIES: Final = (
    ("AF0", "Reading", "the file or the record cannot be read, so nothing in that game is checked"),
    ("AF1", "The deal and who leads", "the hands dealt, the boneyard, the leader and the lead"),
    ("AF2", "Turns", "who plays, which tile, where; draws and passes"),
    ("AF3", "Scores", "points claimed, running scores, and the count at the end of a hand"),
    ("AF4", "The end of the hand and of the game", "how a hand ended, and the result"),
    ("AF5", "Hidden tiles", "what a record with hidden hands shows, held against every possible deal"),
)


#: The fields of a diagnostic, and what each holds.
FIELDS: Final = (
    ("`code`", "`AF` and three digits: what kind of finding it is. See [the codes](#the-codes)."),
    ("`severity`", "`error` or `warning`; fixed by the code."),
    (
        "location",
        "where the finding is. In a text record, `file:line:column`. In JSON, `file#/pointer`,"
        " where the [JSON pointer](https://www.rfc-editor.org/rfc/rfc6901) names the value; for a"
        " game on one line of a JSON Lines file, `file:line#/pointer`. A finding about a whole"
        " file names the file alone. (The fields `source`, `line`, `column` and `pointer`.)",
    ),
    ("`rule`", "the id of the rule of the rule book it enforces, R1 to R25, where there is one."),
    (
        "`expected`, `found`",
        "what the rules call for and what the record says, where the finding is about one value.",
    ),
    ("`message`", "what is wrong, in a domino player's words, with the figures that show it."),
    ("`game`, `hand`", "which game of the file (from 1), and the number of the hand."),
    ("`context`", "for text, the line with a caret under the place."),
)


# ---- the material


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def rule_sections() -> dict[str, str]:
    """Each rule id of the rule book, and the anchor of the section that states it."""
    found: dict[str, str] = {}
    section = ""
    for line in RULES.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = slug(line[3:])
        for number in re.findall(r"\*\*R(\d+)\b", line):
            found.setdefault(f"R{number}", section)
    return found


def findings(path: Path) -> list[Diagnostic]:
    """What the validator finds in a file of samples/invalid/, every game, in order."""
    source = Source(path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8"))
    return [diagnostic for report in check_source(source) for diagnostic in report.diagnostics]


def what_is_wrong(path: Path) -> str:
    """The sample's own account of its mistake: its leading ``;`` comment, or its README row."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".afn":
        words = []
        for line in text.splitlines():
            if not line.startswith(";"):
                break
            words.append(line[1:].strip())
        return " ".join(words)
    readme = (INVALID / "README.md").read_text(encoding="utf-8")
    row = re.search(rf"^\| `{re.escape(path.name)}` \| ([^|]+) \|", readme, flags=re.MULTILINE)
    if row is None:
        raise ValueError(f"samples/invalid/README.md has no row for {path.name}")
    return row[1].strip()[0].upper() + row[1].strip()[1:] + "."


def numbered(lines: Sequence[str], shown: set[int]) -> str:
    """The lines whose numbers (from 1) are in ``shown``, numbered, with ``...`` for each gap."""
    out: list[str] = []
    width = len(str(max(shown)))
    last = 0
    for number in sorted(shown):
        if last and number > last + 1:
            out.append(f"{'':>{width}} | ...")
        out.append(f"{number:>{width}} | {lines[number - 1]}".rstrip())
        last = number
    return "\n".join(out)


def at_pointer(document: Any, pointer: str) -> Any:
    """The value a JSON pointer names."""
    for part in pointer.split("/")[1:]:
        key = part.replace("~1", "/").replace("~0", "~")
        document = document[int(key)] if isinstance(document, list) else document[key]
    return document


def quoted(example: Example, first: Diagnostic) -> str:
    """The part of the sample the finding is about, as a fenced block."""
    path = INVALID / example.file
    lines = path.read_text(encoding="utf-8").splitlines()
    if first.pointer is not None:
        document = json.loads(lines[first.line - 1]) if first.line else json.loads("\n".join(lines))
        value = json.dumps(at_pointer(document, first.pointer), ensure_ascii=False)
        where = f"line {first.line}, " if first.line else ""
        return f"At {where}`{first.pointer}`:\n\n```json\n{value}\n```"
    if first.line is None:
        raise ValueError(f"{example.file}: the first finding has no place to quote")
    shown = {n for n in range(first.line - example.before, first.line + 1) if n >= 1}
    shown |= {
        number
        for number, line in enumerate(lines, 1)
        if not line.startswith(";") and line.strip().startswith(example.marks or ("\0",))
    }
    return f"```text\n{numbered(lines, shown)}\n```"


# ---- the page


def rule_link(rule: str, sections: dict[str, str]) -> str:
    """A rule id linked to the section of the rule book that states it."""
    return f"[{rule}](rules.md#{sections[rule]})"


def rule_words(code: str, sections: dict[str, str]) -> str:
    """The rule a code enforces, linked, with the rules it gives instead in some cases."""
    own = CODES[code].rule
    if own is None:
        if code < "AF100":
            return "the notation ([specification](notation.md)); the message names a rule where there is one"
        return "none of R1 to R25: what the record says about itself"
    words = rule_link(own, sections)
    others = OTHER_RULES.get(code, ())
    if others:
        words += "; " + "; ".join(f"{rule_link(rule, sections)} {when}" for rule, when in others)
    return words


def example_section(code: str) -> str:
    """The example of one code: the sample's lines and what the validator says of them."""
    example = EXAMPLES[code]
    if isinstance(example, WrittenExample):
        parts = [f"**Example** (written by hand: no sample can show it). {example.note}"]
        if example.lines is not None:
            every = set(range(1, len(example.lines) + 1))
            parts.append(f"```text\n{numbered(example.lines, every)}\n```")
        parts.append(f"```text\n{example.diagnostic}\n```")
        return "\n\n".join(parts)
    path = INVALID / example.file
    found = findings(path)
    if not found or found[0].code != code:
        raise ValueError(f"samples/invalid/{example.file} does not give {code} first: {found[:1]}")
    heading = f"**Example**: `samples/invalid/{example.file}`. {what_is_wrong(path)}"
    said = "\n".join(map(str, found))
    more = "" if len(found) == 1 else f" ({len(found)} findings: one slip can lead to more)"
    return f"{heading}\n\n{quoted(example, found[0])}\n\nThe validator says{more}:\n\n```text\n{said}\n```"


def code_section(code: str, sections: dict[str, str]) -> str:
    """One code's section."""
    entry = CODES[code]
    return "\n\n".join(
        [
            f"### {code}: {entry.title}",
            f"**Severity**: {entry.severity}. **Rule**: {rule_words(code, sections)}.",
            WHEN[code],
            example_section(code),
        ]
    )


def intro() -> str:
    """What a diagnostic holds, what the severities mean, and the promise about codes."""
    points = findings(INVALID / "wrong-points.afn")[0]
    in_json = findings(INVALID / "wrong-points.json")[0]
    in_lines = findings(INVALID / "seats-not-a-list.jsonl")[0]
    as_json = json.dumps(points.to_json(), ensure_ascii=False, indent=2)
    fields = "\n".join(f"| {name} | {what} |" for name, what in FIELDS)
    families = "\n".join(f"| {prefix}xx | {heading}: {what} |" for prefix, heading, what in FAMILIES)
    return f"""# Diagnostics: what the validator reports

The validator replays each recorded game under the rules the record declares (the rule
book is [docs/rules.md](rules.md)) and reports everything it finds as **diagnostics**.
`allfives validate` prints them; in the library, `allfives_notation.check.check_read`
returns them as data, in a `GameReport`. It goes on after a finding wherever it can, so
one slip does not hide the rest.

This page lists every code, each with an example: a broken record of
`samples/invalid/` and what the validator says about it, worked out when the page was
made by `docs/make_diagnostics.py`.

## What a diagnostic holds

| Field | What it is |
|---|---|
{fields}

On one line, as `allfives validate` prints it (the record's line and a caret follow):

```text
{points}
{in_json}
{in_lines}
```

For programs, `Diagnostic.to_json()` gives every field (`null` where unknown), and
`allfives validate --format json` prints one such object a line:

```json
{as_json}
```

## Severity

- **error**: the record breaks a rule of the rule book, or cannot be read. The record
  is invalid, and `allfives validate` exits with 1.
- **warning**: the record is valid, but says something its writer probably did not
  mean: its View promises more than it gives (AF107), a placement scores but claims
  nothing while others do (AF307), or its result is `*` though the game is over (AF403);
  or the validator says what it could not check (AF215, AF502). A file with only
  warnings passes.

## After a finding

The replay goes on from the true state of the game, not from what the record got
wrong: after a wrong claim (AF301), deduction (AF303), award (AF304) or running score
(AF302) it goes on with the true figures, and a later line that is off only because it
carries a slip already reported on is not reported again. One cause, one finding.

Where a placement cannot be made as written (AF203, AF204, AF205, AF206), the replay
takes the placement the record's own evidence settles (the points claimed, the arms the
later tiles need, their claims, the draws and passes of players whose tiles are known,
the tiles shown at the end, who went out), trying each arm the tile fits, or each tile the
player could hold where the tile itself cannot be; the message names the placement it
went on with. The rest of the hand may hold slips of its own: a later arm left out or
wrong, a later claim, a later tile that fits nowhere. Each reading is followed to the end
of the hand with those slips mended as the replay would mend them, and the reading with
the fewest findings is kept, so that several slips in one hand are each reported once,
at their own line. Two tiles of one player written in each other's place are one finding
that names both lines. A claim that is off only because the tile went on another arm
than the one written is reported with the arm the rest of the hand is checked with.

What still stops the check of a hand, at the first line that cannot be played:

- **AF215**: a placement cannot be made as written, and no reading of it explains the
  rest of the hand (no tile the player could hold fits in its place, or the later turns
  would need more than two slips of their own); or the turns go out of order (AF201) and
  do not follow from there. The message says how many turns of the hand are not checked;
  the end of the hand is taken as the record gives it.
- **AF212**, **AF213**: turns written after the hand (or the game) is over are not turns
  of the hand; the message says how many are not checked. (Where the player who went
  out plays again, AF212 asks "did Ben draw first?" and the check goes on instead.)
- The hidden-tile matching (AF501, AF502) is held only for hands with no other error:
  one mistake explained is enough, and a matching would only repeat it.
- A reading error (AF001 to AF006) stops the check of its game; every reading error of
  the game is reported (each line that cannot be read, each value the schema refuses),
  and the other games of the file are checked.

## Codes never change meaning

A code, once released, keeps its meaning and its severity: new findings get new codes,
and a code is never reused or renumbered. Messages may be reworded to say things better,
so programs should act on the code and the location, never on the message. The first
digit says what the code is about:

| Codes | About |
|---|---|
{families}

## The codes

{code_table()}
"""


def code_table() -> str:
    """Every code in a table, each linked to its section."""
    rows = [
        f"| [{code}](#{slug(f'{code}: {entry.title}')}) | {entry.severity} | {entry.rule or '-'}"
        f" | {entry.title} |"
        for code, entry in CODES.items()
    ]
    return "| Code | Severity | Rule | Finding |\n|---|---|---|---|\n" + "\n".join(rows)


def render() -> str:
    """The text of ``docs/diagnostics.md``."""
    missing = [code for code in CODES if code not in EXAMPLES or code not in WHEN]
    if missing or set(EXAMPLES) != set(CODES) or set(WHEN) != set(CODES):
        raise ValueError(f"every code needs exactly one example and one WHEN: {missing}")
    sections = rule_sections()
    groups: dict[str, list[str]] = {}
    for code in CODES:
        groups.setdefault(code[:3], []).append(code_section(code, sections))
    headings = {prefix: heading for prefix, heading, _ in FAMILIES}
    if set(groups) != set(headings):
        raise ValueError(f"the families {sorted(headings)} are not those of the codes {sorted(groups)}")
    body = "\n\n".join(
        f"## {prefix}xx: {headings[prefix]}\n\n" + "\n\n".join(parts) for prefix, parts in groups.items()
    )
    return BANNER + intro() + "\n" + body + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Write the page, or with ``--check`` say whether it is current."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from pages import write_or_check

    about = __doc__.split("\n\n")[0] if __doc__ else None
    return write_or_check(argv, about=about, render=render, output=OUTPUT, fix=FIX)


if __name__ == "__main__":
    sys.exit(main())
