"""JUnit XML, as CI systems (GitLab, Jenkins, Azure, CircleCI) show test results: a test case a game.

Each file is a test suite and each game a test case: it fails with one ``<failure>`` a
finding when the game has errors, and passes with its warnings in ``<system-out>``
otherwise. A file that cannot be read, or holds no game, is a case of its own, in error.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field

from allfives_notation.check.diagnostics import Diagnostic, Severity
from allfives_notation.check.report import GameReport
from allfives_notation.ci.formats import Reporter, finding_text, plain_path
from allfives_notation.summary.verdict import verdict


@dataclass
class _Suite:
    """One file's test cases."""

    name: str
    cases: list[ElementTree.Element] = field(default_factory=list)
    failures: int = 0
    errors: int = 0


def _case(report: GameReport, shown: tuple[Diagnostic, ...]) -> tuple[ElementTree.Element, str]:
    """A game as a test case, and how it came out: passed, failure or error."""
    file = plain_path(report.source)
    record = report.record
    players = f" ({', '.join(record.side_names)})" if record is not None else ""
    name = f"game {report.index}{players}" if report.index else file
    case = ElementTree.Element("testcase", classname=file, name=name, file=file, line=str(report.line))
    errors = [d for d in shown if d.severity is Severity.ERROR]
    warnings = [d for d in shown if d.severity is Severity.WARNING]
    outcome = "passed"
    if report.index == 0 or (record is None and report.errors):
        outcome = "error"
    elif report.errors:
        outcome = "failure"
    for diagnostic in errors:
        element = ElementTree.SubElement(
            case, outcome, type=diagnostic.code, message=finding_text(diagnostic)
        )
        element.text = f"{diagnostic}\n{diagnostic.context}".rstrip()
    if outcome != "passed" and not errors:  # every error left out by --max-errors
        ElementTree.SubElement(case, outcome, message=verdict(report))
    if warnings:
        ElementTree.SubElement(case, "system-out").text = "\n".join(str(d) for d in warnings)
    return case, outcome


class JUnitReporter(Reporter):
    """The whole document at the end: a suite a file, a case a game."""

    def __init__(self) -> None:
        self.suites: dict[str, _Suite] = {}

    def add(self, report: GameReport, shown: tuple[Diagnostic, ...]) -> str:
        """Gather the game as a test case; nothing to print yet."""
        file = plain_path(report.source)
        suite = self.suites.setdefault(file, _Suite(file))
        case, outcome = _case(report, shown)
        suite.cases.append(case)
        suite.failures += outcome == "failure"
        suite.errors += outcome == "error"
        return ""

    def finish(self, summary: str) -> str:
        """The document (validate's closing line is in its counts)."""
        root = ElementTree.Element("testsuites", name="allfives validate")
        for suite in self.suites.values():
            element = ElementTree.SubElement(
                root,
                "testsuite",
                name=suite.name,
                tests=str(len(suite.cases)),
                failures=str(suite.failures),
                errors=str(suite.errors),
                skipped="0",
            )
            element.extend(suite.cases)
        root.set("tests", str(sum(len(s.cases) for s in self.suites.values())))
        root.set("failures", str(sum(s.failures for s in self.suites.values())))
        root.set("errors", str(sum(s.errors for s in self.suites.values())))
        ElementTree.indent(root)
        return '<?xml version="1.0" encoding="UTF-8"?>\n' + ElementTree.tostring(root, encoding="unicode")
