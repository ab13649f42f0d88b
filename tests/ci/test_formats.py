"""validate --format github, sarif and junit: what CI systems read, checked against their own rules."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import jsonschema
import pytest
from typer.testing import CliRunner

from allfives_notation.check.diagnostics import CODES, Diagnostic
from allfives_notation.ci.github import annotation
from allfives_notation.ci.sarif import result
from allfives_notation.cli import app
from allfives_notation.stream import check_files

HERE = Path(__file__).resolve().parent
SAMPLES = HERE.parents[1] / "samples"
SCHEMA = json.loads((HERE / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
INVALID = sorted(str(path.relative_to(SAMPLES.parent)) for path in (SAMPLES / "invalid").glob("*.afn"))
MIXED = [*INVALID[:6], "samples/club-night.afn", "samples/club-night.jsonl", "samples/two-players-open.json"]


def validate(*arguments: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["validate", "-j", "1", *arguments])
    return result.exit_code, result.stdout


def findings(paths: list[str]) -> list[Diagnostic]:
    return [d for _, report in check_files(paths) for d in report.diagnostics]


def test_the_sarif_schema_is_a_schema() -> None:
    jsonschema.Draft4Validator.check_schema(SCHEMA)
    assert SCHEMA["id"].endswith("/sarif-schema-2.1.0.json")


@pytest.mark.parametrize(
    "paths", [MIXED, INVALID, ["samples/club-night.afn"]], ids=["mixed", "invalid", "valid"]
)
def test_sarif_is_valid_sarif_2_1_0_with_a_result_a_finding(
    paths: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(SAMPLES.parent)
    code, out = validate("--format", "sarif", *paths)
    log = json.loads(out)
    jsonschema.Draft4Validator(SCHEMA, format_checker=jsonschema.FormatChecker()).validate(log)
    expected = findings(paths)
    assert code == (1 if any(d.severity.value == "error" for d in expected) else 0)
    (run,) = log["runs"]
    rules = run["tool"]["driver"]["rules"]
    assert [rule["id"] for rule in rules] == list(CODES)
    assert len(run["results"]) == len(expected)
    for found, diagnostic in zip(run["results"], expected, strict=True):
        assert rules[found["ruleIndex"]]["id"] == found["ruleId"] == diagnostic.code
        location = found["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uri"] == diagnostic.source
        if diagnostic.line:
            assert location["region"]["startLine"] == diagnostic.line
        if diagnostic.pointer is not None:
            assert found["locations"][0]["logicalLocations"][0]["fullyQualifiedName"] == (
                diagnostic.pointer or "/"
            )


def test_a_sarif_result_keeps_what_was_expected_and_found() -> None:
    diagnostic = Diagnostic(
        "AF301", "4-3 scores 15, not 20", "club.afn", 15, 11, rule="R15", expected="15", found="20", game=1
    )
    found = result(diagnostic)
    assert found["properties"] == {"expected": "15", "found": "20", "game": 1, "rule": "R15"}
    assert found["message"]["text"] == "4-3 scores 15, not 20 (R15)"
    absolute = result(Diagnostic("AF001", "x", "/records/a game.afn", 1, 1))
    assert (
        absolute["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        == "file:///records/a%20game.afn"
    )


ANNOTATION = re.compile(
    r"^::(error|warning) file=([^,:]+)(?:,line=(\d+))?(?:,col=(\d+))?,title=allfives (AF\d{3})::(.+)$"
)


def test_github_annotations_are_one_workflow_command_a_finding(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(SAMPLES.parent)
    code, out = validate("--format", "github", *MIXED)
    lines = out.strip().split("\n")
    expected = findings(MIXED)
    assert code == 1
    assert len(lines) == len(expected) + 1 and lines[-1].startswith("checked 9 files")
    for line, diagnostic in zip(lines, expected, strict=False):
        found = ANNOTATION.match(line)
        assert found is not None, line
        assert found[1] == diagnostic.severity.value and found[2] == diagnostic.source
        assert found[3] == (str(diagnostic.line) if diagnostic.line else None)
        assert found[5] == diagnostic.code


def test_github_annotations_escape_what_workflow_commands_forbid() -> None:
    diagnostic = Diagnostic("AF001", "100% wrong:\nsee, here", "a,b:c.afn", 3, 2)
    assert (
        annotation(diagnostic)
        == "::error file=a%2Cb%3Ac.afn,line=3,col=2,title=allfives AF001::100%25 wrong:%0Asee, here"
    )


def test_junit_is_a_suite_a_file_and_a_case_a_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(SAMPLES.parent)
    code, out = validate("--format", "junit", *MIXED)
    root = ElementTree.fromstring(out)
    assert code == 1 and root.tag == "testsuites"
    suites = root.findall("testsuite")
    assert [suite.get("name") for suite in suites] == MIXED
    reports = [report for _, report in check_files(MIXED)]
    cases = root.findall("testsuite/testcase")
    assert len(cases) == len(reports) == int(root.get("tests", "0"))
    for case, report in zip(cases, reports, strict=True):
        failures = case.findall("failure") + case.findall("error")  # error: the game did not read
        assert len(failures) == report.errors
        assert (case.find("error") is not None) == (report.record is None)
        assert [f.get("type") for f in failures] == [
            d.code for d in report.diagnostics if d.severity.value == "error"
        ]
    assert int(root.get("failures", "0")) == sum(1 for r in reports if r.errors and r.record is not None)
    assert int(root.get("errors", "0")) == sum(1 for r in reports if r.record is None)
    warned = [case for case in cases if case.find("system-out") is not None]
    assert all(case.find("failure") is None or case.find("system-out") is not None for case in warned)


def test_max_errors_holds_for_the_ci_formats_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(SAMPLES.parent)
    _, out = validate("--format", "sarif", "--max-errors", "2", *INVALID)
    assert len(json.loads(out)["runs"][0]["results"]) == 2
    _, out = validate("--format", "github", "--max-errors", "2", *INVALID)
    assert len([line for line in out.split("\n") if line.startswith("::")]) == 2


def test_an_unknown_format_is_a_usage_error() -> None:
    result = CliRunner().invoke(app, ["validate", "--format", "xml", "samples/club-night.afn"])
    assert result.exit_code == 2
    assert "--format is text, json, github, sarif or junit, not 'xml'" in result.output
