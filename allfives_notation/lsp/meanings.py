"""What each glyph, command, tag and variant of the notation means, as docs/notation.md and the rule book say.

tests/lsp/test_meanings.py holds these tables to docs/notation.md's own, and to the
roster of tags and variants the reader knows.
"""

from __future__ import annotations

from typing import Final

from allfives_notation.engine.arms import ARM_WORDS, Arm, ArmPath, path_problem

#: The move glyphs (docs/notation.md, 5.4), as PGN has them.
GLYPHS: Final = {
    "!": "a good move",
    "?": "a poor move",
    "!!": "a very good move",
    "??": "a blunder",
    "!?": "an interesting move",
    "?!": "a dubious move",
}
#: PGN's numeric glyphs ``$1`` to ``$6`` are the six above.
NUMERIC: Final = ("!", "?", "!!", "??", "!?", "?!")

#: The commands ``allfives annotate`` writes (docs/notation.md, 6.4), and PGN's clock.
COMMANDS: Final = {
    "eval": (
        "The value of the move played: the expected points for the mover's side from this turn to the end"
        " of the hand, less the other side's (the average of the other two, with three players), "
        "end-of-hand deductions or awards included; one decimal."
    ),
    "best": (
        "The best option and its value, as for `[%eval]`. The arm is left out, `[%best TILE V se S]`, "
        "when the tile fits only one arm (and for the lead). The best is always an option searched in "
        "every deal."
    ),
    "loss": (
        "What the move played gives away against the best of the other options, measured deal by deal on "
        "the same deals (the best chosen on other deals than those it is measured on, so that the luck "
        "that picked it is not counted: `docs/analysis.md`): points with one decimal, or, where `[%win]` "
        "is given, chance to win with two. It may be less than the best's value less the move's. Negative"
        " where the move played is ahead of every other option: minus its lead over the best of them. "
        "Left out where there was one option (twins, placements that leave mirror-image layouts, are one "
        "option)."
    ),
    "win": (
        "Only where the target is within reach (some side needs at most 40% of it), and then the options "
        "are ranked by it: the chance, from 0 to 1 with two decimals, that the mover's side wins the game"
        " with the move played, and with the best option. So a best that scores fewer points says why it "
        "is the best."
    ),
    "search": (
        "How the decision was judged: `exact` (every hidden tile could be deduced, and the rest of the "
        "hand was searched exactly), `all N` (every one of the N deals that fit what the mover knew was "
        "searched: the values are exact expectations), or `N settled`, `N unsettled`, `N budget`, `N "
        "time`, `N fixed`: N sampled deals, the search stopping because the glyph was no longer in doubt,"
        " because the deals left in its budget could not bring the loss within any glyph's band (no glyph"
        " is written, as none would be at the budget), because its budget of deals or its time was spent,"
        " or because N deals were asked for."
    ),
    "count": "The open-ends count after the placement (R16). On every placement, judged or not.",
    "clk": "By PGN's convention, the time left on the player's clock after the turn (h:mm:ss).",
}

#: The known tags (docs/notation.md, 4.2): what the value is, and what leaving the tag out means.
TAGS: Final = {
    "Format": (
        "`AFN 1.0`, or `AFN 1.1` where the rules need it",
        "the record is the version its rules need",
    ),
    "Event": ("any text", "not known"),
    "Site": ("any text", "not known"),
    "Date": ("`YYYY-MM-DD`, with `????` or `??` for parts not known", "not known"),
    "Round": ("any text", "not known"),
    "Seats": ("2 to 4 seat names in seat order, separated by commas", "— (error: it is needed)"),
    "Partners": ("the two partnerships: `Ann+Cat, Ben+Dan`", "each player for themselves"),
    "Rules": (
        "a rules declaration: a rule set's name, `allfives`, `fives-and-threes` or `muggins`, and any"
        " variants",
        "`allfives`: the default rules",
    ),
    "Target": (
        "a positive multiple of 5 (any positive whole number when not counted in fives), or `standard`",
        "250 with two players, 200 with three or four; 61 when not counted in fives (R18, R20)",
    ),
    "Seed": ("a whole number from 0 to 2^64-1", "not known"),
    "View": ("`open`, `public`, or `player` and a seat name", "`public`"),
    "Setup": ("`hand N`, then the score each side carries in", "hand 1, every side at 0"),
    "Result": ("the winning side, or `*`", "`*`"),
}

#: The rule book's variants (docs/rules.md): what each changes, and the rule it changes.
VARIANTS: Final = {
    "hand-size": ("how many tiles each player is dealt", "R3"),
    "spinner": ("how the first double behaves: when its perpendicular arms open, or no spinner", "R14"),
    "hand-end": (
        "what the end of a hand scores: the pips left deducted or awarded, or a point for the go",
        "R17",
    ),
    "blocked": ("who scores when a hand is blocked, and how much", "R12"),
    "win-check": ("when the target is checked: at once, or only after the end-of-hand count", "R19"),
    "first-lead": (
        "who leads the first hand and after a blocked one: anyone, the highest double, the lightest tile",
        "R5",
    ),
    "boneyard-reserve": ("how many tiles stay in the boneyard, never drawn", "R10"),
    "target": ("the score that wins the game, or `exact`: it must be reached exactly (R22)", "R18"),
    "count": (
        "what a placement scores and the unit of every score: fives, fifths, or fives-and-threes",
        "R20",
    ),
    "no-double": ("when nobody holds the double that must lead: the heaviest tile leads, or a redeal", "R24"),
    "muggins": (
        "whether a placement scores only what its player claims, and opponents may call a miss",
        "R23",
    ),
}

#: The settings of a variant with a rule of their own (docs/rules.md, R20-R24), by ``name=value``.
SETTINGS: Final = {
    "count=fifths": ("every figure in fives: a count of 15 scores 3, and the target is 61", "R20"),
    "count=fives-and-threes": (
        "a point for each time 5 and each time 3 go into the count (15 scores 8); the hand ends as last-tile",
        "R20",
    ),
    "hand-end=last-tile": ("the side that goes out scores 1, a point for the go; pips count nothing", "R21"),
    "target=exact": ("the target must be reached exactly: points that would pass it are not scored", "R22"),
    "first-lead=lowest-tile": ("the holder of the lightest tile leads it (0-0 before 0-1)", "R24"),
    "no-double=redeal": ("no double dealt where the highest must lead: the tiles are dealt again", "R24"),
    "spinner=every": (
        "every double spins (Five Up): a later double's two arms are named by their path from the lead, E3N",
        "R25",
    ),
    "muggins=on": (
        "a placement scores only what its player claims; an opponent may call muggins on a claim missed or"
        " made too high, and score the difference",
        "R23",
    ),
}

#: The named rule sets a declaration starts with (docs/rules.md, after R25): what each sets.
RULE_SETS: Final = {
    "allfives": "the rule book's All Fives, its defaults (R1-R19)",
    "fives-and-threes": (
        "Fives and Threes: count=fives-and-threes, hand-end=last-tile, target=exact, target 61, spinner=none,"
        " hand-size=7-5 (AFN 1.1)"
    ),
    "fiveup": (
        "Five Up: spinner=every, hand-end=award, count=fifths, target 61, two partnerships of two"
        " (R25: a later double's arm is named by its path from the lead, E3N)"
    ),
    "muggins": (
        "Muggins: muggins=on, count=fifths, hand-end=award, spinner=none, target 61: points only when"
        " claimed, and opponents call what is missed (AFN 1.1)"
    ),
}

#: The word of a muggins call line (docs/notation.md, 13.3): what the line says.
CALL_WORD: Final = (
    "A muggins call (R23, AFN 1.1): an opponent's call on the last placement, before the next one."
    " `Ben muggins +2`: Ben's side scored 2, what the placement's player missed, or the amount of a claim"
    " past the count, as a penalty. `Ben muggins`: the call found nothing, and scores nothing."
)

#: The words that open the lines of a hand, and what each line says.
LINE_WORDS: Final = {
    "hand": "A hand's header: `hand 1, Ann leads`.",
    "boneyard:": "The boneyard in drawing order, where known: `boneyard: 6-3 5-2`.",
    "blocked": "Nobody could play: the hand is blocked (R12).",
    "pips": "The pips left in each hand at the end: `pips Ben 11`.",
    "shown": "The tiles each hand showed at the end: `shown Ben 3-3 3-2`.",
    "deduct": "What each player loses for the pips left (R17): `deduct Ben 10`.",
    "award": "What a side scores from the others' pips (hand-end=award): `award Ann 15`.",
    "score": "The running score after the hand: `score Ann 65, Ben 25`.",
}


def glyph_meaning(glyph: str) -> str | None:
    """What a glyph says of a move, in words; None for text that is no glyph."""
    if glyph in GLYPHS:
        return GLYPHS[glyph]
    if glyph.startswith("$") and glyph[1:].isdigit():
        number = int(glyph[1:])
        if 1 <= number <= len(NUMERIC):
            return f"numeric glyph {number}: {GLYPHS[NUMERIC[number - 1]]} (as `{NUMERIC[number - 1]}`)"
        return f"numeric glyph {number} (PGN's numeric annotation glyphs; AFN gives it no meaning of its own)"
    return None


def arm_meaning(text: str) -> str:
    """An arm path in a player's words (R25, notation 13.4): ``E3N`` is north of the 3-3, which stands on E.

    A path that turns the wrong way (``E3E``) gets the reader's own words for it.
    """
    why = path_problem(text)
    if why is not None:
        return f"{why}; see docs/notation.md, 13.4"
    return f"{path_words(ArmPath(text))} (R25; docs/notation.md, 13.4)"


def path_words(path: ArmPath) -> str:
    """``north of the 3-3, which stands on E``; a path off a path says where that one is, in turn."""
    on = path.on
    where = str(on) if isinstance(on, Arm) else f"{on}, {path_words(on)}"
    way = ARM_WORDS["WENS".index(path.text[-1])]
    return f"{way} of the {path.double}-{path.double}, which stands on {where}"
