"""GitHub Actions workflow annotations, one a finding: ``::error file=...,line=...,col=...::message``.

GitHub shows each annotation on the line of the pull request's diff it names. Properties
and messages are escaped as the workflow commands require (``%``, line breaks, and in
properties ``:`` and ``,``).
"""

from __future__ import annotations

from allfives_notation.check.diagnostics import Diagnostic, Severity
from allfives_notation.check.report import GameReport
from allfives_notation.ci.formats import Reporter, finding_text, plain_path


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _property(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(diagnostic: Diagnostic) -> str:
    """One finding as a workflow command."""
    level = "error" if diagnostic.severity is Severity.ERROR else "warning"
    where = [f"file={_property(plain_path(diagnostic.source))}"]
    if diagnostic.line:
        where.append(f"line={diagnostic.line}")
        if diagnostic.column:
            where.append(f"col={diagnostic.column}")
    where.append(f"title={_property(f'allfives {diagnostic.code}')}")
    return f"::{level} {','.join(where)}::{_data(finding_text(diagnostic))}"


class GitHubReporter(Reporter):
    """Annotations as the findings come, then validate's closing line, as plain text in the log."""

    def add(self, report: GameReport, shown: tuple[Diagnostic, ...]) -> str:
        """One annotation a finding shown."""
        return "\n".join(annotation(diagnostic) for diagnostic in shown)

    def finish(self, summary: str) -> str:
        """The closing line."""
        return summary
