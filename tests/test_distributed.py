"""Checking games in other processes and on other machines (docs/distributed.md).

The one-game calls are pure and pickle; the dask.bag script of docs/distributed.md, run
as it is written on a local Dask cluster of two worker processes, finds in a sharded JSON
Lines corpus exactly what ``allfives validate --format json`` finds in it.
"""

from __future__ import annotations

import base64
import gzip
import json
import os
import pickle
import re
import subprocess
import sys
import types
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import lark
import pytest
from typer.testing import CliRunner

import allfives_notation
from allfives_notation.check import GameReport, check_game
from allfives_notation.cli import app
from allfives_notation.engine import Table, play_game
from allfives_notation.notation import write_jsonl
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.resources import data_folder
from allfives_notation.stream import check_batch, check_json_line

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
DOC = ROOT / "docs" / "distributed.md"

GOOD = (SAMPLES / "club-night.jsonl").read_text(encoding="utf-8").split("\n")[0]
PLAYER_VIEW = json.dumps(json.loads((SAMPLES / "player-view.json").read_text(encoding="utf-8")))
NOT_A_LIST = (SAMPLES / "invalid" / "seats-not-a-list.jsonl").read_text(encoding="utf-8").split("\n")[1]
WRONG_POINTS = json.dumps(json.loads((SAMPLES / "invalid" / "wrong-points.json").read_text(encoding="utf-8")))
NOT_JSON = GOOD[:60]  # a line cut short

# each line, and the codes its report must carry
LINES = {GOOD: [], PLAYER_VIEW: [], NOT_A_LIST: ["AF004"], WRONG_POINTS: ["AF301"], NOT_JSON: ["AF003"]}


def codes(report: GameReport) -> list[str]:
    return [diagnostic.code for diagnostic in report.diagnostics]


# every line of LINES as game 1, 2, ... of one shard, and a blank line last: check_json_line's arguments
ARGUMENTS = [(line, "shard.jsonl", number) for number, line in enumerate([*LINES, ""], start=1)]


def reports() -> list[GameReport]:
    return [check_json_line(*arguments) for arguments in ARGUMENTS]


# --- the one-game calls: pure, and they pickle ----------------------------------------------


def test_the_lines_give_the_codes_they_were_chosen_for() -> None:
    *found, blank = reports()
    assert [codes(report) for report in found] == list(LINES.values())
    assert [report.valid for report in found] == [not expected for expected in LINES.values()]
    assert (blank.index, codes(blank), blank.valid) == (0, ["AF001"], False)


def test_the_calls_pickle_by_reference() -> None:
    for call in (check_json_line, check_game, check_batch):
        assert pickle.loads(pickle.dumps(call)) is call


def test_a_report_pickles_and_comes_back_equal() -> None:
    for report in reports():
        back = pickle.loads(pickle.dumps(report))
        assert back == report
        assert (back.valid, back.errors, back.warnings, back.status) == (
            report.valid,
            report.errors,
            report.warnings,
            report.status,
        )
        assert [d.to_json() for d in back.diagnostics] == [d.to_json() for d in report.diagnostics]


def test_check_game_gives_a_report_that_pickles_and_leaves_the_record_as_it_was() -> None:
    record = check_json_line(WRONG_POINTS).record
    assert record is not None
    kept = pickle.loads(pickle.dumps(record))
    report = check_game(record, source="shard.jsonl")
    assert codes(report) == ["AF301"]
    assert pickle.loads(pickle.dumps(report)) == report
    assert check_game(record, source="shard.jsonl") == report
    assert record == kept


def test_a_call_gives_the_same_report_whatever_came_before() -> None:
    first = reports()
    backwards = [check_json_line(*arguments) for arguments in reversed(ARGUMENTS)]
    assert backwards[::-1] == first
    assert reports() == first


def test_a_call_reads_nothing_in_the_folder_it_runs_in(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = reports()
    monkeypatch.chdir(tmp_path)  # an empty folder
    assert reports() == expected
    assert list(tmp_path.iterdir()) == []


FRESH = """
import base64, pickle, sys

from allfives_notation.check import check_game
from allfives_notation.stream import check_json_line

lines = pickle.loads(base64.b64decode(sys.stdin.read()))
opened = []
sys.addaudithook(lambda event, args: opened.append(args[0]) if event == "open" else None)
first = [check_json_line(line, "shard.jsonl", number) for number, line in enumerate(lines, start=1)]
on_first, opened = opened, []
again = [check_json_line(line, "shard.jsonl", number) for number, line in enumerate(lines, start=1)]
games = [check_game(report.record) for report in first if report.record is not None]
print(base64.b64encode(pickle.dumps((first, again, games, on_first, opened))).decode())
"""


def test_a_fresh_process_in_an_empty_folder_gives_the_same_reports_and_reads_only_the_package(
    tmp_path: Path,
) -> None:
    lines = [line for line, _, _ in ARGUMENTS]
    package = Path(allfives_notation.__file__).resolve().parent.parent
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(package), os.environ.get("PYTHONPATH")])),
    }
    done = subprocess.run(
        [sys.executable, "-c", FRESH],
        input=base64.b64encode(pickle.dumps(lines)).decode(),
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    first, again, games, on_first, on_again = pickle.loads(base64.b64decode(done.stdout))
    expected = reports()
    assert first == expected
    assert again == expected
    assert games == [check_game(report.record) for report in expected if report.record is not None]
    # The first call reads the package's own grammar (once: it is kept); imports aside, nothing else.
    data = [Path(str(data_folder(name))).resolve() for name in ("grammar", "schemas")]
    data.append(Path(lark.__file__).resolve().parent / "grammars")  # the grammar %imports Lark's own
    for name in on_first:
        assert isinstance(name, str), name
        path = Path(name).resolve()
        if path.suffix not in (".py", ".pyc", ".so", ".pyd"):
            assert any(path.is_relative_to(folder) for folder in data), path
    assert on_again == []
    assert list(tmp_path.iterdir()) == []


# --- a sharded corpus on a local Dask cluster -----------------------------------------------

TABLES = (Table(2), Table(3), Table(4), Table(4, partnerships=True))


def played(count: int) -> list[str]:
    """``count`` self-played games, one JSON line each; the view is open, a player's, public in turn."""
    lines = []
    for seed in range(count):
        table = TABLES[seed % len(TABLES)]
        view = (View(Knowledge.OPEN), View(Knowledge.PLAYER, seed % table.players), View(Knowledge.PUBLIC))
        lines.append(write_jsonl([record_of(play_game(table, seed, "greedy"), view[seed % 3])]).rstrip("\n"))
    return lines


def claiming_more(line: str) -> str:
    """The game with 5 more points claimed for its first scoring placement."""
    game = json.loads(line)
    turn = next(turn for hand in game["hands"] for turn in hand["turns"] if turn.get("points"))
    turn["points"] += 5
    return json.dumps(game, separators=(",", ":"), ensure_ascii=False)


def write_shards(folder: Path) -> set[tuple[str, int]]:
    """Four shards of games, some broken, written as logs come; the invalid games, as (shard, line)."""
    games = played(28)
    folder.mkdir()
    shards = {
        # a byte-order mark; line 4 claims 5 points too many (game 3 is an open record)
        "shard-0.jsonl": ([*games[0:3], claiming_more(games[3]), *games[4:7]], "\ufeff", "\n"),
        # written on Windows; line 5 gives the seats as a string (AF004)
        "shard-1.jsonl": ([*games[7:11], NOT_A_LIST, *games[11:14]], "", "\r\n"),
        # line 1 is cut short (AF003); line 4 claims too many points in a player's record; line 9 too
        "shard-2.jsonl": (
            [NOT_JSON, *games[14:16], claiming_more(games[16]), *games[17:21], WRONG_POINTS],
            "",
            "\n",
        ),
        # all valid: a carriage return, as JSON's white space, within line 1; a blank line at the end
        "shard-3.jsonl": ([games[21].replace(",", ",\r", 1), *games[22:28], ""], "", "\n"),
    }
    for name, (lines, start, end) in shards.items():
        (folder / name).write_bytes((start + end.join(lines) + end).encode("utf-8"))
    return {
        ("shard-0.jsonl", 4),
        ("shard-1.jsonl", 5),
        ("shard-2.jsonl", 1),
        ("shard-2.jsonl", 4),
        ("shard-2.jsonl", 9),
    }


def documented_script() -> types.ModuleType:
    """The script of docs/distributed.md, as a module.

    It is not put in ``sys.modules``, so Dask's cloudpickle sends its functions to the
    workers by value, as it does for a script run as ``__main__``.
    """
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.DOTALL)
    assert len(blocks) == 1, "docs/distributed.md holds one script"
    script = types.ModuleType("validate_corpus")
    exec(compile(blocks[0], str(DOC), "exec"), script.__dict__)
    return script


def as_found(finding: dict[str, Any]) -> str:
    """A finding as ``allfives validate --format json`` gives it, with the shard by its name only.

    fsspec and the command may spell a folder differently, and a shard may be gzipped.
    """
    kept = {key: value for key, value in finding.items() if key not in ("type", "where", "source")}
    return json.dumps({**kept, "shard": shard_name(finding["source"])}, sort_keys=True)


def shard_name(source: str) -> str:
    return Path(source).name.removesuffix(".gz")


def written(out: Path) -> list[list[dict[str, Any]]]:
    """The findings files of the script, in order: the findings of each."""
    files = sorted(out.glob("*.jsonl"), key=lambda path: int(path.stem))
    assert [path.name for path in files] == [f"{number}.jsonl" for number in range(len(files))]
    # a clean shard's file holds one blank line: Dask ends even an empty file with last_endline
    return [
        [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line] for path in files
    ]


def told_by_allfives_validate(
    shards: Path,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]]:
    """What ``allfives validate --format json`` says of the shards: each game, each finding, the summary."""
    result = CliRunner().invoke(app, ["validate", "--format", "json", "-j", "1", str(shards)])
    assert result.exit_code == 1, result.output
    told = [json.loads(line) for line in result.stdout.splitlines()]
    games = [line for line in told if line["type"] == "game"]
    findings = [line for line in told if line["type"] == "diagnostic"]
    assert told[-1]["type"] == "summary"
    return games, findings, told[-1]


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    pytest.importorskip("dask.bag")
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    )
    with cluster, distributed.Client(cluster) as client:
        yield client


def test_the_documented_script_finds_on_a_dask_cluster_what_allfives_validate_finds(
    client: Any, tmp_path: Path
) -> None:
    assert os.getpid() not in client.run(os.getpid).values()  # the games are checked in other processes
    invalid = write_shards(tmp_path / "shards")

    verdicts, codes = documented_script().validate(
        str(tmp_path / "shards" / "*.jsonl"), str(tmp_path / "out")
    )

    assert verdicts == {True: 26, False: 5}
    per_shard = written(tmp_path / "out")
    assert len(per_shard) == 4
    for number, findings in enumerate(per_shard):  # one file per shard, in the order of their names
        assert {shard_name(finding["source"]) for finding in findings} <= {f"shard-{number}.jsonl"}
    assert per_shard[3] == []
    findings = [finding for shard in per_shard for finding in shard]
    assert {(shard_name(f["source"]), f["line"]) for f in findings if f["severity"] == "error"} == invalid
    assert Counter(f["code"] for f in findings) == codes

    games, expected, summary = told_by_allfives_validate(tmp_path / "shards")
    assert len(games) == summary["games"] == sum(verdicts.values())
    assert summary["valid_games"] == verdicts[True]
    assert {(shard_name(game["source"]), game["line"]) for game in games if not game["valid"]} == invalid
    assert summary["codes"] == codes
    assert sorted(map(as_found, findings)) == sorted(map(as_found, expected))


def test_gzipped_shards_give_the_same_findings(client: Any, tmp_path: Path) -> None:
    write_shards(tmp_path / "shards")
    (tmp_path / "gzipped").mkdir()
    for shard in (tmp_path / "shards").iterdir():
        (tmp_path / "gzipped" / f"{shard.name}.gz").write_bytes(gzip.compress(shard.read_bytes()))

    verdicts, codes = documented_script().validate(
        str(tmp_path / "gzipped" / "*.jsonl.gz"), str(tmp_path / "out")
    )

    _, expected, summary = told_by_allfives_validate(tmp_path / "shards")
    assert (verdicts[True], verdicts[False]) == (
        summary["valid_games"],
        summary["games"] - summary["valid_games"],
    )
    assert codes == summary["codes"]
    findings = [finding for shard in written(tmp_path / "out") for finding in shard]
    assert sorted(map(as_found, findings)) == sorted(map(as_found, expected))
