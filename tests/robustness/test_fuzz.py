"""Fuzzing the readers and the validator: any bytes, or a valid record broken on purpose, gives findings.

Every input is written to a file and taken as ``allfives validate`` takes it (see
``allfives_notation.testing.contract.feed``): decoded by ``read_source`` (so bytes that are
not UTF-8 are part of the game), read in the form its content shows, checked game by game,
and every finding and summary rendered. The only outcomes allowed are games read or refused
with located diagnostics; never an exception, and never more than ``DEADLINE`` for one
input. The inputs start from engine-played records at every knowledge level and the
samples, and are broken by the grammar-aware mutators of
``allfives_notation.testing.mutators``; ``bench/fuzz.py`` runs the same mutators for a long
campaign.
"""

from __future__ import annotations

import random
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from allfives_notation.check import Form, GameReport, check_game, check_read
from allfives_notation.cli import app
from allfives_notation.errors import NotationError
from allfives_notation.notation import (
    parse_games,
    read_games,
    read_json_games,
    reader,
    write_game,
    write_json,
    write_jsonl,
)
from allfives_notation.record import GameRecord
from allfives_notation.testing.contract import feed
from allfives_notation.testing.mutators import (
    KINDS,
    PREFIXES,
    SUFFIXES,
    Seed,
    _changed_scalar,
    make_input,
    mutate_bytes,
    mutate_json,
    mutate_jsonl,
    mutate_text,
    seeds,
    seeds_of,
)
from allfives_notation.testing.strategies import records

#: Generous for a few kilobytes of record (most take a few milliseconds, the slowest of a
#: million in bench/fuzz.py under half a second of CPU) on a busy machine, but bounded.
DEADLINE = timedelta(seconds=5)


def fuzz(examples: int) -> settings:
    """Modest example counts (the file takes about 15 s of CPU in CI); bench/fuzz.py goes long."""
    return settings(
        max_examples=examples,
        deadline=DEADLINE,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


def shown(data: bytes) -> str:
    return repr(data[:3000]) + (f" ... ({len(data):,} bytes)" if len(data) > 3000 else "")


RANDOMS = st.randoms(use_true_random=False)
NAMES = st.sampled_from([f"fuzz{suffix}" for suffix in (*SUFFIXES.values(), ".txt", "")])


# ---- (a) bytes, decoded the way the command decodes a file ---------------------------------


@fuzz(300)
@given(st.sampled_from(PREFIXES), st.binary(max_size=2048), NAMES)
def test_any_bytes_give_records_or_findings(folder: Path, prefix: bytes, data: bytes, name: str) -> None:
    note(shown(prefix + data))
    feed(prefix + data, name, folder)


@fuzz(200)
@given(st.sampled_from(seeds()), RANDOMS)
def test_a_record_broken_below_the_text_gives_findings(folder: Path, seed: Seed, rng: random.Random) -> None:
    data, changes = mutate_bytes(rng, seed.text.encode("utf-8"))
    note(f"{seed.name}: {changes}\n{shown(data)}")
    feed(data, f"fuzz{SUFFIXES[seed.form]}", folder)


@fuzz(200)
@given(st.sampled_from(seeds()), st.data())
def test_a_record_cut_anywhere_gives_records_or_findings(
    folder: Path, seed: Seed, data: st.DataObject
) -> None:
    """Truncated anywhere: between lines, inside a token, inside a UTF-8 character (an interrupted write)."""
    whole = seed.text.encode("utf-8")
    cut = whole[: data.draw(st.integers(0, len(whole)), label="cut")]
    note(f"{seed.name}\n{shown(cut)}")
    feed(cut, f"fuzz{SUFFIXES[seed.form]}", folder)


# ---- (b) grammar-aware mutations of valid records --------------------------------------------


@fuzz(400)
@given(st.sampled_from(seeds_of("text")), RANDOMS)
def test_a_text_record_mutated_gives_records_or_findings(
    folder: Path, seed: Seed, rng: random.Random
) -> None:
    text, changes = mutate_text(rng, seed.text)
    note(f"{seed.name}: {changes}\n{text!r}")
    feed(text.encode("utf-8", "surrogatepass"), "fuzz.afn", folder)


@fuzz(300)
@given(st.sampled_from(seeds_of("json")), RANDOMS)
def test_a_json_document_mutated_gives_records_or_findings(
    folder: Path, seed: Seed, rng: random.Random
) -> None:
    text, changes = mutate_json(rng, seed.text)
    note(f"{seed.name}: {changes}\n{text!r}")
    feed(text.encode("utf-8", "surrogatepass"), "fuzz.json", folder)


@fuzz(150)
@given(st.sampled_from(seeds_of("jsonl")), RANDOMS)
def test_json_lines_mutated_give_records_or_findings(folder: Path, seed: Seed, rng: random.Random) -> None:
    text, changes = mutate_jsonl(rng, seed.text)
    note(f"{seed.name}: {changes}\n{text!r}")
    feed(text.encode("utf-8", "surrogatepass"), "fuzz.jsonl", folder)


@fuzz(80)
@given(records(), st.sampled_from(KINDS[1:]), RANDOMS)
def test_any_annotated_record_mutated_gives_records_or_findings(
    folder: Path, record: GameRecord, form: str, rng: random.Random
) -> None:
    """Records dressed as people write them (comments, glyphs, odd names and tags, cut off, started late)."""
    written = {"text": write_game, "json": write_json, "jsonl": lambda game: write_jsonl([game])}[form](
        record
    )
    text, changes = {"text": mutate_text, "json": mutate_json, "jsonl": mutate_jsonl}[form](rng, written)
    note(f"{changes}\n{text!r}")
    feed(text.encode("utf-8", "surrogatepass"), f"fuzz{SUFFIXES[form]}", folder)


# ---- the library's readers, called directly, on either form ----------------------------------


@fuzz(200)
@given(st.sampled_from(KINDS[1:]), RANDOMS)
def test_either_reader_on_any_mutated_record_gives_records_or_notation_errors(
    kind: str, rng: random.Random
) -> None:
    """read_games, parse_games and read_json_games on a mutated record of either form; check_read on each."""
    text = make_input(rng, kind).data.decode("utf-8", "replace")
    note(repr(text))
    for read_any, form in ((read_games, Form.TEXT), (read_json_games, Form.JSONL)):
        for index, read in enumerate(read_any(text, "fuzz"), start=1):
            assert (read.game is None) == bool(read.errors)
            assert all(error.line is not None or error.pointer is not None for error in read.errors)
            report = check_read(read, source="fuzz", index=index, form=form)
            assert isinstance(report, GameReport)
            if read.game is not None:  # the same record, placed by JSON pointer
                placed = check_game(read.game, form=Form.JSON).diagnostics
                assert all(found.pointer is not None for found in placed)
    try:
        games = parse_games(text)
    except NotationError as error:
        assert error.line is not None
    else:
        assert all(check_game(game).record is game for game in games)


def read_all(text: str) -> list[Any]:
    return [
        (read.game, read.line, [(e.message, e.line, e.column, e.context) for e in read.errors])
        for read in read_games(text, "fuzz.afn")
    ]


COMMENT_FREE = [seed for seed in seeds_of("text") if "{" not in seed.text and ";" not in seed.text]


@fuzz(150)
@given(st.sampled_from(COMMENT_FREE), RANDOMS)
def test_a_mutated_record_reads_the_same_the_quick_way_and_through_the_parser_alone(
    seed: Seed, rng: random.Random
) -> None:
    """The reader's quick way through comment-free text (reader._quick_tokens) changes nothing it reads.

    tests/notation/test_quick_reading.py holds it to line-level changes; these are
    token-level too: characters, digits, header values, line ends, cuts anywhere.
    """
    quick = getattr(reader, "_quick_tokens", None)
    if quick is None:
        pytest.skip("the reader has no quick way through text any more")
    text, changes = mutate_text(rng, seed.text)
    note(f"{seed.name}: {changes}\n{text!r}")
    either = read_all(text)
    reader._quick_tokens = lambda _text: None
    try:
        assert either == read_all(text)
    finally:
        reader._quick_tokens = quick


# ---- the command itself: exit codes, never a traceback ---------------------------------------

runner = CliRunner()


@fuzz(50)
@given(st.sampled_from(KINDS), RANDOMS)
def test_the_command_answers_any_input_with_findings_and_an_exit_code(
    folder: Path, kind: str, rng: random.Random
) -> None:
    found = make_input(rng, kind)
    note(f"{found.kind} {found.seed}: {found.changes}\n{shown(found.data)}")
    path = folder / found.name
    path.write_bytes(found.data)
    for command in (["validate", str(path)], ["validate", "-f", "json", str(path)], ["summary", str(path)]):
        result = runner.invoke(app, command)
        assert result.exception is None or isinstance(result.exception, SystemExit), result.output
        assert result.exit_code in (0, 1, 2), result.output
        assert "Traceback" not in result.output


def test_a_text_record_with_a_digit_int_refuses_mutates_without_the_mutator_failing() -> None:
    """bench/fuzz.py seed 144 stopped in the mutator: "²" is a digit to ``str.isdigit`` but not to ``int``."""
    text = '[Format "AFN 1.0"]\n[Players "2"]\n² ² ² ² ² ² ² ² ² ² ² ² ² ²\n'
    for number in range(200):
        mutated, name = mutate_text(random.Random(number), text)
        assert isinstance(mutated, str) and name
        assert _changed_scalar(random.Random(number), "²") is not None  # a JSON string value
