"""``annotate`` and ``allfives annotate``: the laws over engine-played games, findings in place, the command.

The laws are checked on records the engine played (``allfives_notation.testing.strategies``,
every knowledge level, dressed with comments and cut short), each written as text and read
back so every turn has its line. What the annotations say is checked against the referee's plain
model (``allfives_notation.testing.referee``), which recounts the layout from scratch: the
``count`` after each placement, the points a filled-in claim gives, and the best play a
known hand had.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
import typer.testing
from hypothesis import HealthCheck, assume, given, note, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from allfives_notation import __version__
from allfives_notation.analysis.annotate import ANNOTATOR_TAG, Choices, annotate
from allfives_notation.check import check_game
from allfives_notation.cli import app
from allfives_notation.engine import Table, play_game
from allfives_notation.engine.tiles import Tile
from allfives_notation.notation import game_from_json, game_to_json, parse_game, parse_games, write_game
from allfives_notation.record import Comment, GameRecord, HandRecord, Knowledge, View, record_of
from allfives_notation.testing.referee import Bone, RefereeLine, score_for
from allfives_notation.testing.strategies import records

runner = CliRunner()

SAMPLES = Path(__file__).resolve().parent.parent.parent / "samples"
TWO_PLAYERS = SAMPLES / "two-players-open.afn"  # six hands, Ben wins; every claim written
TWO_PLAYERS_JSON = SAMPLES / "two-players-open.json"  # the same game as one JSON document
CLUB_NIGHT_JSONL = SAMPLES / "club-night.jsonl"  # three games
UNKNOWN_ARM = SAMPLES / "invalid" / "unknown-arm.afn"  # does not read: an arm spelled 'north'

#: Every comment annotate writes, in the forms it writes them (a reader's "AF001" alone is theirs).
OURS = re.compile(r"count -?\d+|better: .*|AF\d{3}(?: \(R\d+\))?: .*", re.DOTALL)
COUNT = re.compile(r"count (-?\d+)")
BETTER = re.compile(r"better: (\d)-(\d) ([WENS]) \+(\d+)")
FINDING = re.compile(r"AF\d{3}( \(R\d+\))?: .+", re.DOTALL)
TAG = (ANNOTATOR_TAG, f"allfives-notation {__version__}")


def budget(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def invoke(*args: object, input: str | None = None) -> typer.testing.Result:
    return runner.invoke(app, [str(arg) for arg in args], input=input)


def read_back(game: GameRecord) -> GameRecord:
    """``game`` written as text and read back, so every turn and hand has its line."""
    return parse_game(write_game(game))


def annotated(game: GameRecord, choices: Choices | None = None) -> GameRecord:
    """``game`` annotated with the validator's report on it, as the command does."""
    return annotate(game, check_game(game), choices or Choices())


def ours(comments: tuple[Comment, ...]) -> list[str]:
    return [c.text.strip() for c in comments if OURS.fullmatch(c.text.strip())]


def theirs(comments: tuple[Comment, ...]) -> tuple[Comment, ...]:
    return tuple(c for c in comments if not OURS.fullmatch(c.text.strip()))


def every_comment(game: GameRecord) -> Iterator[tuple[str, str]]:
    """(where, text) of each annotation in ``game``: ``game``, ``h2``, ``h2 end`` or ``h2 t5`` (from 0)."""
    for text in ours(game.comments):
        yield "game", text
    for h, hand in enumerate(game.hands):
        yield from ((f"h{h}", text) for text in ours(hand.comments))
        yield from ((f"h{h} end", text) for text in ours(hand.end_comments))
        for t, turn in enumerate(hand.turns):
            yield from ((f"h{h} t{t}", text) for text in ours(turn.comments))


def stripped(game: GameRecord) -> GameRecord:
    """``game`` without annotate's comments, its tag and the claims: what else there is to compare."""
    hands = tuple(
        replace(
            hand,
            comments=theirs(hand.comments),
            end_comments=theirs(hand.end_comments),
            turns=tuple(replace(turn, points=None, comments=theirs(turn.comments)) for turn in hand.turns),
        )
        for hand in game.hands
    )
    tags = tuple(tag for tag in game.other_tags if tag[0] != ANNOTATOR_TAG)
    return replace(game, hands=hands, comments=theirs(game.comments), other_tags=tags)


# ---- the referee's replay ------------------------------------------------------------------


def bone(tile: Tile) -> Bone:
    return (tile.low, tile.high)


@dataclass(frozen=True)
class Step:
    """One turn replayed on the referee's layout."""

    points: int | None = None  # what the placement scored; None: no placement
    total: int | None = None  # the open-ends total after it
    best: int | None = None  # the most a known hand could score at this turn; None: not known here
    best_plays: frozenset[tuple[Bone, str]] = frozenset()  # every (tile, arm) that scores ``best``


def replayed(game: GameRecord, hand: HandRecord) -> list[Step]:
    """Each turn of ``hand`` on the referee's layout, with the best play where the mover's tiles are known.

    A mover's tiles are known from the deal while the record shows every tile they take:
    a draw whose tiles neither the turn nor the boneyard names hides them from then on.
    """
    line = RefereeLine(spinner_rule=game.rules.spinner.value)
    known: dict[int, set[Bone]] = {}
    if game.view.level is not Knowledge.PUBLIC:
        known = {seat: {bone(tile) for tile in tiles} for seat, tiles in hand.dealt}
    taken = 0
    steps = []
    for turn in hand.turns:
        if turn.draws:
            named = turn.drawn
            if not named and hand.boneyard is not None and taken + turn.draws <= len(hand.boneyard):
                named = hand.boneyard[taken : taken + turn.draws]
            taken += turn.draws
            if turn.seat in known:
                if named:
                    known[turn.seat] |= {bone(tile) for tile in named}
                else:
                    del known[turn.seat]
        if turn.tile is None:
            steps.append(Step())
            continue
        tile = bone(turn.tile)
        best: int | None = None
        plays: set[tuple[Bone, str]] = set()
        if line.lead is not None and not turn.draws and turn.seat in known:
            scores: dict[tuple[Bone, str], int] = {}
            for held in known[turn.seat]:
                for side in line.arms_for(held):
                    ahead = copy.deepcopy(line)
                    ahead.place(held, side)
                    scores[held, side] = score_for(ahead.total())
            best = max(scores.values())
            plays = {play for play, points in scores.items() if points == best}
        arm: str | None
        if line.lead is None:
            arm = None
        elif turn.arm is not None:
            arm = turn.arm.name
        else:
            (arm,) = line.arms_for(tile)
        line.place(tile, arm)
        known.get(turn.seat, set()).discard(tile)
        steps.append(Step(score_for(line.total()), line.total(), best, frozenset(plays)))
    return steps


# ---- laws ---------------------------------------------------------------------------------


@budget(30)
@given(records())
def test_annotating_twice_gives_what_annotating_once_gives(record: GameRecord) -> None:
    game = read_back(record)
    once = annotated(game)
    note(write_game(once))
    assert annotated(once) == once
    assert annotate(once, check_game(game)) == once
    text = write_game(once)
    again = read_back(once)
    assert again == once
    assert write_game(annotated(again)) == text
    through_json = game_from_json(json.loads(json.dumps(game_to_json(once))))
    assert annotated(through_json) == once


@budget(30)
@given(records())
def test_an_annotated_valid_record_is_valid_and_differs_only_in_annotations_and_claims(
    record: GameRecord,
) -> None:
    game = read_back(record)
    report = check_game(game)
    assume(report.errors == 0)  # a record cut off at a draw may not be a legal one
    assume(not list(every_comment(game)))  # a note that looks like an annotation
    result = read_back(annotated(game))
    note(write_game(result))
    after = check_game(result)
    assert after.errors == 0, after.diagnostics
    assert after.warnings == report.warnings
    credits = [value for name, value in result.other_tags if name == ANNOTATOR_TAG]
    people = [value for name, value in game.other_tags if name == ANNOTATOR_TAG and value.strip()]
    assert credits == [f"{people[0]} and {TAG[1]}" if people else TAG[1]]  # a person's credit is kept
    assert stripped(result) == stripped(game)
    # a valid record's findings are its warnings; its own comments come first, unchanged
    findings = [text for _, text in every_comment(result) if FINDING.fullmatch(text)]
    assert len(findings) == len(report.diagnostics)
    assert result.intro == game.intro
    for h, hand in enumerate(result.hands):
        for t, turn in enumerate(hand.turns):
            before = game.hands[h].turns[t]
            assert turn.comments[: len(before.comments)] == before.comments
            assert turn.points == before.points or before.points is None


@budget(40)
@given(records())
def test_counts_claims_and_hints_say_what_the_referee_counts(record: GameRecord) -> None:
    game = read_back(record)
    report = check_game(game)
    assume(report.errors == 0)  # a record cut off at a draw may not be a legal one
    warned = {d.code for d in report.diagnostics}  # a valid record may still be warned of (AF307)
    result = annotated(game)
    note(write_game(result))
    level, own = game.view.level, game.view.seat
    for h, hand in enumerate(result.hands):
        for t, (turn, step) in enumerate(zip(hand.turns, replayed(game, game.hands[h]), strict=True)):
            where = f"hand {hand.number}, turn {t + 1}: {turn}"
            said = ours(turn.comments)
            counts = [int(found[1]) for text in said if (found := COUNT.fullmatch(text))]
            hints = [found for text in said if (found := BETTER.fullmatch(text))]
            warnings = [text for text in said if text[:5] in warned]
            assert len(said) == len(counts) + len(hints) + len(warnings), where  # nothing else when valid
            before = game.hands[h].turns[t]
            if step.points is None:
                assert (counts, hints, turn.points) == ([], [], before.points), where
                continue
            assert counts == [step.total], where
            assert turn.points == (before.points if before.points is not None else step.points or None), where
            assert turn.points in (None, step.points), where  # a valid record's claims are right
            if level is Knowledge.PUBLIC or (level is Knowledge.PLAYER and turn.seat != own):
                assert hints == [], where
            if step.best is None or step.best <= step.points:
                assert hints == [], where
                continue
            assert len(hints) == 1, where
            low, high, arm, points = hints[0].groups()
            assert int(points) == step.best, where
            assert ((min(int(low), int(high)), max(int(low), int(high))), arm) in step.best_plays, where


@budget(25)
@given(records(), st.integers(0, 2**16))
def test_a_wrong_claim_anywhere_is_one_finding_on_that_turn_and_annotating_again_keeps_it(
    record: GameRecord, pick: int
) -> None:
    game = read_back(record)
    assume(check_game(game).errors == 0)
    placements = [
        (h, t) for h, hand in enumerate(game.hands) for t, turn in enumerate(hand.turns) if turn.tile
    ]
    assume(placements)
    h, t = placements[pick % len(placements)]
    real = replayed(game, game.hands[h])[t].points
    assert real is not None
    turns = list(game.hands[h].turns)
    turns[t] = replace(turns[t], points=real + 5)
    hands = list(game.hands)
    hands[h] = replace(hands[h], turns=tuple(turns))
    flawed = read_back(replace(game, hands=tuple(hands)))
    result = read_back(annotated(flawed))
    note(write_game(result))
    total = replayed(game, game.hands[h])[t].total
    why = f"the open ends add up to {total}" + ("" if real else ", not a multiple of five")
    findings = [(where, text) for where, text in every_comment(result) if FINDING.fullmatch(text)]
    rule = "R15" if real else "R16"  # a total that is no multiple of five scores nothing
    said = f"AF301 ({rule}): {turns[t].tile} scores {real}, not {real + 5}: {why}"
    warnings = [(where, text) for where, text in every_comment(annotated(game)) if FINDING.fullmatch(text)]
    assert sorted(findings) == sorted([*warnings, (f"h{h} t{t}", said)])
    assert result.hands[h].turns[t].points == real + 5
    assert read_back(annotated(result)) == result


def test_a_persons_comment_that_only_starts_like_an_annotation_is_kept() -> None:
    text = (SAMPLES / "at-the-table.afn").read_text(encoding="utf-8")
    game = parse_game(text)
    notes = (Comment("better: hold the 6-6 for later"), Comment("AF301 is the code for a wrong claim"))
    first = replace(game.hands[0].turns[1], comments=notes)
    hand = replace(game.hands[0], turns=(game.hands[0].turns[0], first, *game.hands[0].turns[2:]))
    game = read_back(replace(game, hands=(hand, *game.hands[1:])))
    result = annotated(game)
    assert result.hands[0].turns[1].comments[:2] == notes


def greedy_or_not(seed: int, view: View, claims: bool = True) -> GameRecord:
    """A two-player game of random players (who miss better plays), read back from text."""
    return read_back(record_of(play_game(Table(2), seed, "random"), view, claims=claims))


@pytest.mark.parametrize("seed", [0, 1])
def test_only_the_hands_the_record_knows_get_hints(seed: int) -> None:
    """Open: hints for both seats; a player record: its own seat's only; public: none at all."""
    seats_hinted = {}
    for name, view in [
        ("open", View(Knowledge.OPEN)),
        ("Ann", View(Knowledge.PLAYER, 0)),
        ("Ben", View(Knowledge.PLAYER, 1)),
        ("public", View(Knowledge.PUBLIC)),
    ]:
        result = annotated(greedy_or_not(seed, view))
        seats_hinted[name] = {
            turn.seat
            for hand in result.hands
            for turn in hand.turns
            if any(text.startswith("better: ") for text in ours(turn.comments))
        }
    assert seats_hinted == {"open": {0, 1}, "Ann": {0}, "Ben": {1}, "public": set()}


# ---- findings -----------------------------------------------------------------------------


def two_players_with(old: str, new: str) -> str:
    """two-players-open.afn with the first line ``old`` made ``new``."""
    text = TWO_PLAYERS.read_text(encoding="utf-8")
    assert f"\n{old}\n" in text
    return text.replace(f"\n{old}\n", f"\n{new}\n", 1)


def test_a_wrong_claim_is_a_finding_on_exactly_that_turn_and_stays_as_written() -> None:
    game = parse_game(two_players_with("  Ben 6-3 +15", "  Ben 6-3 +20"))
    result = annotated(game)
    at = next(t for t, turn in enumerate(game.hands[0].turns) if turn.points == 20)
    findings = [(where, text) for where, text in every_comment(result) if FINDING.fullmatch(text)]
    assert findings == [(f"h0 t{at}", "AF301 (R15): 6-3 scores 15, not 20: the open ends add up to 15")]
    assert result.hands[0].turns[at].points == 20  # a wrong claim is left as written
    written = "  Ben 6-3 +20 { count 15 } { AF301 (R15): 6-3 scores 15, not 20: the open ends add up to 15 }"
    assert written in write_game(result).split("\n")


def test_a_wrong_score_line_is_a_finding_at_the_end_of_its_hand() -> None:
    game = parse_game(two_players_with("  score Ann -5, Ben 45", "  score Ann -5, Ben 50"))
    result = annotated(game, Choices(counts=False, hints=False))
    findings = [(where, text) for where, text in every_comment(result) if FINDING.fullmatch(text)]
    assert findings[0] == ("h0 end", "AF302 (R17): Ben's score after hand 1 is 45, not 50")
    assert all(where.endswith(" end") for where, _ in findings)
    assert "  score Ann -5, Ben 50 { AF302 (R17): Ben's score after hand 1 is 45, not 50 }" in (
        write_game(result).split("\n")
    )


def test_a_wrong_result_is_a_finding_on_the_game() -> None:
    game = parse_game(two_players_with('[Result "Ben"]', '[Result "Ann"]'))
    result = annotated(game, Choices(counts=False, hints=False))
    findings = [(where, text) for where, text in every_comment(result) if FINDING.fullmatch(text)]
    assert [where for where, _ in findings] == ["game"]
    assert findings[0][1].startswith("AF402 (R19): ")


def test_annotating_a_flawed_record_again_neither_repeats_nor_loses_a_finding() -> None:
    game = parse_game(two_players_with("  Ben 6-3 +15", "  Ben 6-3 +20"))
    once = read_back(annotated(game))
    assert read_back(annotated(once)) == once
    assert sum(FINDING.fullmatch(text) is not None for _, text in every_comment(once)) == 1


def test_json_findings_land_at_the_turn_and_hand_their_pointers_name(tmp_path: Path) -> None:
    document = json.loads(TWO_PLAYERS_JSON.read_text(encoding="utf-8"))
    document["hands"][1]["turns"][4]["points"] += 5  # Ben 5-2: scores 10, claimed 15
    document["hands"][2]["scores"]["Ben"] += 5
    document["hands"][3]["scores"]["Ben"] -= 5  # a slip of its own: the replay goes on from the true 175
    source = tmp_path / "flawed.json"
    source.write_text(json.dumps(document, indent=2), encoding="utf-8")
    out = tmp_path / "study.json"
    result = invoke("annotate", source, "-o", out, "--classic", "--no-counts", "--no-hints")
    assert result.exit_code == 0, result.output
    game = game_from_json(json.loads(out.read_text(encoding="utf-8")))
    assert list(every_comment(game)) == [
        ("h1 t4", "AF301 (R15): 5-2 scores 10, not 15: the open ends add up to 10"),
        ("h2 end", "AF302 (R17): Ben's score after hand 3 is 175, not 180"),
        ("h3 end", "AF302 (R17): Ben's score after hand 4 is 200, not 195"),
    ]


def test_json_lines_findings_land_in_the_right_game(tmp_path: Path) -> None:
    lines = CLUB_NIGHT_JSONL.read_text(encoding="utf-8").splitlines()
    second = json.loads(lines[1])
    h, t = next(
        (h, t)
        for h, hand in enumerate(second["hands"])
        for t, turn in enumerate(hand["turns"])
        if turn.get("points")
    )
    second["hands"][h]["turns"][t]["points"] += 5
    lines[1] = json.dumps(second)
    source = tmp_path / "club.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "study.afn"
    result = invoke("annotate", source, "-o", out, "--classic", "--no-counts", "--no-hints")
    assert result.exit_code == 0, result.output
    games = parse_games(out.read_text(encoding="utf-8"))
    assert [[where for where, _ in every_comment(game)] for game in games] == [[], [f"h{h} t{t}"], []]
    assert next(every_comment(games[1]))[1].startswith("AF301 (R15): ")


# ---- the command --------------------------------------------------------------------------


@pytest.fixture
def study_record(tmp_path: Path) -> Path:
    """A record that gets all four kinds of annotation: claims left out, one wrong, hints to give."""
    game = greedy_or_not(0, View(Knowledge.OPEN), claims=False)
    turns = list(game.hands[0].turns)
    at = next(t for t, turn in enumerate(turns) if turn.tile is not None and t > 0)
    turns[at] = replace(turns[at], points=95)  # no placement here scores 95
    hands = (replace(game.hands[0], turns=tuple(turns)), *game.hands[1:])
    path = tmp_path / "study.afn"
    path.write_text(write_game(replace(game, hands=hands)), encoding="utf-8")
    return path


def kinds_in(text: str) -> set[str]:
    """Which annotations a text record carries: counts, hints, findings, claims (any +points at all)."""
    found = set()
    if re.search(r"\{ count -?\d+ \}", text):
        found.add("counts")
    if re.search(r"\{ better: \d-\d [WENS] \+\d+ \}", text):
        found.add("hints")
    if re.search(r"\{ AF\d{3} ", text):
        found.add("findings")
    if re.search(r"^  \w+ [^{\n]*\d-\d( [WENS])? \+(?!95\b)\d+", text, re.MULTILINE):
        found.add("claims")
    return found


def test_annotate_to_standard_output_adds_all_four_kinds(study_record: Path) -> None:
    before = study_record.read_bytes()
    assert kinds_in(before.decode("utf-8")) == set()
    result = invoke("annotate", study_record, "-o", "-", "--to", "text", "--classic")
    assert result.exit_code == 0, result.output
    assert kinds_in(result.stdout) == {"counts", "hints", "findings", "claims"}
    assert f'[Annotator "allfives-notation {__version__}"]' in result.stdout.split("\n")
    assert study_record.read_bytes() == before


@pytest.mark.parametrize("kind", ["counts", "hints", "findings", "claims"])
def test_each_no_option_turns_its_kind_off(study_record: Path, kind: str) -> None:
    result = invoke("annotate", study_record, "-o", "-", "--to", "text", "--classic", f"--no-{kind}")
    assert result.exit_code == 0, result.output
    assert kinds_in(result.stdout) == {"counts", "hints", "findings", "claims"} - {kind}


def test_annotate_to_standard_output_writes_text_unless_told_otherwise() -> None:
    # Issue 16: `-o -` alone writes the text form (it used to ask for --to).
    result = invoke("annotate", TWO_PLAYERS, "-o", "-", "--classic")
    assert result.exit_code == 0, result.output
    assert result.stdout == write_game(annotated(parse_game(TWO_PLAYERS.read_text(encoding="utf-8"))))


def test_annotate_to_standard_output_as_json() -> None:
    result = invoke("annotate", TWO_PLAYERS, "-o", "-", "--to", "json", "--classic")
    assert result.exit_code == 0, result.output
    game = game_from_json(json.loads(result.stdout))
    assert game == annotated(parse_game(TWO_PLAYERS.read_text(encoding="utf-8")))


@pytest.mark.parametrize("suffix", [".afn", ".json", ".jsonl", ".AFN"])
def test_annotate_writes_the_form_its_output_suffix_names(tmp_path: Path, suffix: str) -> None:
    out = tmp_path / f"study{suffix}"
    result = invoke("annotate", TWO_PLAYERS_JSON, "-o", out, "--classic")
    assert result.exit_code == 0, result.output
    assert result.stderr == f"wrote 1 game to {out}\n"
    text = out.read_text(encoding="utf-8")
    expected = annotated(parse_game(TWO_PLAYERS.read_text(encoding="utf-8")))
    if suffix == ".json":
        assert game_from_json(json.loads(text)) == expected
    elif suffix == ".jsonl":
        assert text.count("\n") == 1
        assert game_from_json(json.loads(text)) == expected
    else:
        assert text == write_game(expected)


def test_annotate_a_file_of_many_games_to_one_json_document_is_refused(tmp_path: Path) -> None:
    result = invoke("annotate", CLUB_NIGHT_JSONL, "-o", tmp_path / "club.json", "--classic")
    assert result.exit_code == 2, result.output
    assert "a .json document holds one game, and this holds 3" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_annotate_reads_standard_input(tmp_path: Path) -> None:
    out = tmp_path / "study.afn"
    result = invoke("annotate", "-", "-o", out, "--classic", input=TWO_PLAYERS.read_text(encoding="utf-8"))
    assert result.exit_code == 0, result.output
    assert out.read_text(encoding="utf-8") == write_game(
        annotated(parse_game(TWO_PLAYERS.read_text(encoding="utf-8")))
    )


def onto_the_input(folder: Path, record: Path) -> dict[str, Path]:
    """Names for ``record`` itself: as it is, through a link, and spelled other ways."""
    link = folder / "link.afn"
    link.symlink_to(record.name)
    (folder / "sub").mkdir()
    return {
        "same": record,
        "symlink": link,
        "dot": Path(f"{folder}/./{record.name}"),
        "dot-dot": Path(f"{folder}/sub/../{record.name}"),
        "double slash": Path(f"{folder}//{record.name}"),
    }


@pytest.mark.parametrize("spelling", ["same", "symlink", "dot", "dot-dot", "double slash"])
def test_annotate_refuses_to_write_over_its_input(tmp_path: Path, spelling: str) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(TWO_PLAYERS.read_bytes())
    target = onto_the_input(tmp_path, record)[spelling]
    listing = sorted(path.name for path in tmp_path.iterdir())
    result = invoke("annotate", record, "-o", target, "--to", "text")
    assert result.exit_code == 2, result.output
    assert result.stderr == f"allfives: refusing to write over the input {record}: choose another output\n"
    assert record.read_bytes() == TWO_PLAYERS.read_bytes()
    assert sorted(path.name for path in tmp_path.iterdir()) == listing


def test_annotate_refuses_a_symlink_as_input_onto_its_target(tmp_path: Path) -> None:
    record = tmp_path / "game.afn"
    record.write_bytes(TWO_PLAYERS.read_bytes())
    link = tmp_path / "link.afn"
    link.symlink_to(record)
    result = invoke("annotate", link, "-o", record)
    assert result.exit_code == 2, result.output
    assert record.read_bytes() == TWO_PLAYERS.read_bytes()
    assert link.is_symlink()


def test_annotate_a_file_that_does_not_read_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "study.afn"
    result = invoke("annotate", UNKNOWN_ARM, "-o", out)
    assert result.exit_code == 1, result.output
    assert "the arm is written W, E, N or S, not 'north'" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_annotate_a_file_that_does_not_read_leaves_an_older_output_as_it_was(tmp_path: Path) -> None:
    out = tmp_path / "study.afn"
    out.write_bytes(b"an older study\n")
    result = invoke("annotate", UNKNOWN_ARM, "-o", out)
    assert result.exit_code == 1, result.output
    assert out.read_bytes() == b"an older study\n"
    assert [path.name for path in tmp_path.iterdir()] == ["study.afn"]


def test_annotate_a_missing_or_empty_file(tmp_path: Path) -> None:
    out = tmp_path / "study.afn"
    missing = invoke("annotate", tmp_path / "nowhere.afn", "-o", out)
    assert missing.exit_code == 2, missing.output
    assert "AF006" in missing.stderr
    empty = tmp_path / "empty.afn"
    empty.write_bytes(b"")
    nothing = invoke("annotate", empty, "-o", out)
    assert nothing.exit_code == 2, nothing.output  # allowed, a file with no game gives nothing to write
    assert f"{empty} holds no game: there is nothing to write" in nothing.stderr
    assert [path.name for path in tmp_path.iterdir()] == ["empty.afn"]
