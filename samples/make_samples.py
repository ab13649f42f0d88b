"""Write the bundled sample records, each played by the engine so it is right by construction.

Run from the project root: ``.venv/bin/python samples/make_samples.py``. The tests check
that the files in samples/ are exactly what this script writes, so edit here, not there.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.notation.jsonform import write_json, write_jsonl
from allfives_notation.notation.writer import write_games
from allfives_notation.record.model import Comment, CommentStyle, GameRecord, Knowledge, View
from allfives_notation.record.played import record_of

HERE = Path(__file__).resolve().parent
CLUB = {"event": "Tuesday club", "site": "The Crown, Leeds"}


def game(
    players: int,
    seed: int,
    seats: tuple[str, ...],
    *,
    partners: bool = False,
    rules: RuleSet | None = None,
    view: View | None = None,
    kind: str | tuple[str, ...] = "greedy",
    date: str = "2026-11-24",
    round_: str | None = None,
) -> GameRecord:
    """A self-played game written down at ``view`` (open by default), with a club header."""
    played = play_game(Table(players, partners, rules or RuleSet()), seed, kind)
    record = record_of(played, view, seats=seats, event=CLUB["event"])
    return replace(record, site=CLUB["site"], date=date, round=round_)


def annotated() -> GameRecord:
    """A teacher's copy of a game: comments, glyphs, a clock command and an introduction."""
    record = game(2, 11, ("Ann", "Ben"), round_="2")
    hand = record.hands[0]
    turns = list(hand.turns)
    turns[0] = replace(
        turns[0], glyphs=("!",), comments=(Comment("five at once: a lead counts both its halves"),)
    )
    turns[1] = replace(
        turns[1], glyphs=("?!",), comments=(Comment(" [%clk 0:00:40] slow", CommentStyle.LINE),)
    )
    turns[2] = replace(turns[2], glyphs=("$4",))
    turns[3] = replace(turns[3], comments=(Comment("ends 4 and 6: ten"),))
    hand = replace(hand, turns=tuple(turns), comments=(Comment("Ann holds two doubles"),))
    return replace(
        record,
        intro=(Comment(" Annotated for the Tuesday beginners' class", CommentStyle.LINE),),
        comments=(Comment("Ben plays the bot's greedy line; watch the spinner"),),
        other_tags=(("Annotator", "Cat"),),
        hands=(hand, *record.hands[1:]),
    )


def at_the_table() -> GameRecord:
    """The game the README shows: what Ann wrote down at the table, knowing her own hand."""
    played = play_game(Table(2, False, RuleSet(target=75)), 241, "greedy")
    record = record_of(played, View(Knowledge.PLAYER, 0), seats=("Ann", "Ben"), event="Tuesday club")
    first = record.hands[0]
    notes = {
        1: (("",), Comment("the first double: the spinner")),
        2: (("!",), Comment("8 at the end, and the spinner still counts its 12")),
        13: ((), Comment("Ben had nothing to play: one tile from the boneyard, and it fitted")),
    }
    turns = tuple(
        replace(turn, glyphs=tuple(g for g in notes[i][0] if g), comments=(notes[i][1],))
        if i in notes
        else turn
        for i, turn in enumerate(first.turns)
    )
    return replace(
        record, seed=None, date="2026-11-24", hands=(replace(first, turns=turns), *record.hands[1:])
    )


def unfinished() -> GameRecord:
    """A game abandoned in its third hand, after a draw: result ``*``."""
    record = game(3, 5, ("Eve", "Fay", "Gus"))
    third = record.hands[2]
    cut = next(i for i, turn in enumerate(third.turns) if turn.draws and i > 4)
    stopped = replace(third.turns[cut], tile=None, arm=None, points=None, passed=False)
    third = replace(
        third,
        turns=(*third.turns[:cut], stopped),
        end=None,
        pips=(),
        shown=(),
        deductions=(),
        awards=(),
        scores=(),
        end_comments=(),
    )
    return replace(record, result=None, hands=(*record.hands[:2], third))


def later_hand() -> GameRecord:
    """A game written down from its fourth hand, with the scores carried in."""
    record = game(4, 8, ("Ann", "Ben", "Cat", "Dan"), partners=True)
    before = record.hands[2]
    return replace(
        record,
        first_hand=4,
        start_scores=tuple(score for _, score in before.scores),
        hands=record.hands[3:],
    )


def samples() -> dict[str, str]:
    """Every sample's file name and content."""
    two = game(2, 3, ("Ann", "Ben"))
    three = game(3, 4, ("Ann", "Ben", "Cat"))
    four = game(4, 2, ("Ann", "Ben", "Cat", "Dan"), partners=True)
    player = game(4, 6, ("Ann", "Ben", "Cat", "Dan"), view=View(Knowledge.PLAYER, 1))
    public = game(3, 7, ("Ann", "Ben", "Cat"), view=View(Knowledge.PUBLIC))
    variants = {
        "variant-award.afn": game(
            3, 9, ("Ann", "Ben", "Cat"), rules=RuleSet.from_variants({"hand-end": "award"})
        ),
        "variant-blocked-difference.afn": game(
            2,
            21,
            ("Ann", "Ben"),
            rules=RuleSet.from_variants({"hand-end": "award", "blocked": "difference", "target": "150"}),
        ),
        "variant-spinner-open.afn": game(
            2, 10, ("Ann", "Ben"), rules=RuleSet.from_variants({"spinner": "open"})
        ),
        "variant-spinner-none.afn": game(
            2, 12, ("Ann", "Ben"), rules=RuleSet.from_variants({"spinner": "none", "target": "100"})
        ),
        "variant-five-tile-hands.afn": game(
            2, 13, ("Ann", "Ben"), rules=RuleSet.from_variants({"hand-size": "5"})
        ),
        "variant-win-check-hand-end.afn": game(
            4,
            14,
            ("Ann", "Ben", "Cat", "Dan"),
            partners=True,
            rules=RuleSet.from_variants({"win-check": "hand-end"}),
        ),
        "variant-highest-double-reserve.afn": game(
            3,
            15,
            ("Ann", "Ben", "Cat"),
            rules=RuleSet.from_variants({"first-lead": "highest-double", "boneyard-reserve": "2"}),
        ),
        "variant-count-fifths.afn": game(
            3,
            16,
            ("Ann", "Ben", "Cat"),
            rules=RuleSet.from_variants({"count": "fifths", "hand-end": "award"}),
        ),
        "variant-first-lead-lowest-tile.afn": game(
            2, 17, ("Ann", "Ben"), rules=RuleSet.from_variants({"first-lead": "lowest-tile", "target": "100"})
        ),
        "variant-no-double-redeal.afn": game(
            4,
            18,
            ("Ann", "Ben", "Cat", "Dan"),
            rules=RuleSet.from_variants({"first-lead": "highest-double", "no-double": "redeal"}),
        ),
        "variant-target-exact.afn": game(
            2,
            19,
            ("Ann", "Ben"),
            rules=RuleSet.from_variants({"target": "exact", "hand-end": "award"}).with_variant(
                "target", "100"
            ),
        ),
    }
    pub = game(
        4,
        20,
        ("Ann", "Ben", "Cat", "Dan"),
        partners=True,
        rules=RuleSet.from_variants({}, "fives-and-threes"),
    )
    pub = replace(pub, event="Fives and threes league", site="The Red Lion, Bristol")
    # Muggins (R23): Ben is careless, claiming nothing or too much now and then, and his
    # opponents call it; the others claim right and, when it is Ben's turn to call, he may miss it.
    muggins = game(
        3,
        7,
        ("Ann", "Ben", "Cat"),
        rules=RuleSet.from_variants({}, "muggins"),
        kind=("greedy", "careless:30", "greedy"),
        date="2026-12-01",
    )
    muggins = replace(muggins, event="Muggins night", site="The Black Swan, York")
    # Five Up (R25): every double a spinner; a later double's arms are written by their path (E3N).
    five_up = game(
        4,
        30,
        ("Ann", "Ben", "Cat", "Dan"),
        partners=True,
        rules=RuleSet.from_variants({}, "fiveup"),
        date="2026-12-05",
    )
    five_up = replace(five_up, event="Five Up on Saturday", site="Dockside Social Club, Hull")
    club = [
        game(4, 30 + n, ("Ann", "Ben", "Cat", "Dan"), partners=True, round_=str(n + 1), date="2026-11-17")
        for n in range(3)
    ]
    out = {
        "two-players-open.afn": write_games([two]),
        "two-players-open.json": write_json(two),
        "three-players.afn": write_games([three]),
        "four-players-partners.afn": write_games([four]),
        "four-players-partners.json": write_json(four),
        "player-view.afn": write_games([player]),
        "player-view.json": write_json(player),
        "public-view.afn": write_games([public]),
        "annotated.afn": write_games([annotated()]),
        "annotated.json": write_json(annotated()),
        "unfinished.afn": write_games([unfinished()]),
        "at-the-table.afn": write_games([at_the_table()]),
        "later-hand.afn": write_games([later_hand()]),
        "club-night.afn": write_games(club),
        "club-night.jsonl": write_jsonl(club),
        "fives-and-threes.afn": write_games([pub]),
        "fives-and-threes.json": write_json(pub),
        "muggins.afn": write_games([muggins]),
        "muggins.json": write_json(muggins),
        "fiveup.afn": write_games([five_up]),
        "fiveup.json": write_json(five_up),
    }
    out.update({name: write_games([record]) for name, record in variants.items()})
    return out


def main() -> int:
    """Write every sample into samples/."""
    for name, text in samples().items():
        (HERE / name).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
