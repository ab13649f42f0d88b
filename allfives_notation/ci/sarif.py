"""SARIF 2.1.0 (OASIS), as GitHub code scanning and other CI systems take static analysis results.

One log, one run, the tool ``allfives`` with every code of docs/diagnostics.md as a rule
(its rule of the rule book kept in the rule's properties). A finding in text is placed by
line and column; one in JSON by its line where known, and always by its JSON pointer as a
logical location. What the validator expected and found go in the result's properties.
"""

from __future__ import annotations

import json
from pathlib import PurePath
from typing import Any, Final
from urllib.parse import quote

from allfives_notation import __version__
from allfives_notation.check.diagnostics import CODES, Diagnostic, Severity
from allfives_notation.check.report import GameReport
from allfives_notation.ci.formats import Reporter, finding_text, plain_path

SCHEMA: Final = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
_INDEX: Final = {code: index for index, code in enumerate(CODES)}


def _rule(code: str) -> dict[str, Any]:
    found = CODES[code]
    rule: dict[str, Any] = {
        "id": code,
        "shortDescription": {"text": found.title},
        "defaultConfiguration": {"level": "error" if found.severity is Severity.ERROR else "warning"},
        "help": {"text": f"{code} is explained, with an example, in docs/diagnostics.md."},
    }
    if found.rule:
        rule["properties"] = {"rule": found.rule, "tags": [found.rule]}
    return rule


def _uri(source: str | None) -> str:
    """A file as a URI: relative names as they are (a relative reference), absolute ones as file: URIs."""
    name = plain_path(source)
    path = PurePath(name)
    return path.as_uri() if path.is_absolute() else quote(name)


def result(diagnostic: Diagnostic) -> dict[str, Any]:
    """One finding as a SARIF result."""
    location: dict[str, Any] = {"physicalLocation": {"artifactLocation": {"uri": _uri(diagnostic.source)}}}
    if diagnostic.line:
        region = {"startLine": diagnostic.line}
        if diagnostic.column and diagnostic.pointer is None:
            region["startColumn"] = diagnostic.column
        location["physicalLocation"]["region"] = region
    if diagnostic.pointer is not None:
        location["logicalLocations"] = [{"fullyQualifiedName": diagnostic.pointer or "/", "kind": "member"}]
    found: dict[str, Any] = {
        "ruleId": diagnostic.code,
        "ruleIndex": _INDEX[diagnostic.code],
        "level": "error" if diagnostic.severity is Severity.ERROR else "warning",
        "message": {"text": finding_text(diagnostic)},
        "locations": [location],
    }
    properties = {
        name: value
        for name, value in (
            ("expected", diagnostic.expected),
            ("found", diagnostic.found),
            ("game", diagnostic.game),
            ("hand", diagnostic.hand),
            ("rule", diagnostic.rule),
        )
        if value is not None
    }
    if properties:
        found["properties"] = properties
    return found


class SarifReporter(Reporter):
    """The whole log at the end: its results gathered as the games are checked."""

    def __init__(self) -> None:
        self.results: list[dict[str, Any]] = []
        self.games = 0

    def add(self, report: GameReport, shown: tuple[Diagnostic, ...]) -> str:
        """Gather the findings shown; nothing to print yet."""
        self.results.extend(result(diagnostic) for diagnostic in shown)
        self.games += report.index > 0
        return ""

    def finish(self, summary: str) -> str:
        """The log, as one JSON document."""
        log = {
            "$schema": SCHEMA,
            "version": "2.1.0",
            "runs": [
                {
                    "tool": {
                        "driver": {
                            "name": "allfives",
                            "fullName": "allfives validate (allfives-notation)",
                            "version": __version__,
                            "rules": [_rule(code) for code in CODES],
                        }
                    },
                    "invocations": [{"executionSuccessful": True, "properties": {"summary": summary}}],
                    "results": self.results,
                }
            ],
        }
        return json.dumps(log, ensure_ascii=False, indent=2)
