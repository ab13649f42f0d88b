"""Findings in the formats CI systems read: GitHub workflow annotations, SARIF 2.1.0 and JUnit XML.

Each format is a :class:`Reporter`: it is given each game's report as ``validate`` checks
it, says what to print at once (annotations stream; SARIF and JUnit are one document), and
what to print at the end. Nothing here reads or checks a record.
"""

from __future__ import annotations

from typing import Final

from allfives_notation.ci.formats import Reporter
from allfives_notation.ci.github import GitHubReporter
from allfives_notation.ci.junit import JUnitReporter
from allfives_notation.ci.sarif import SarifReporter

#: Each CI format ``validate --format`` writes, by its name there.
REPORTERS: Final[dict[str, type[Reporter]]] = {
    "github": GitHubReporter,
    "sarif": SarifReporter,
    "junit": JUnitReporter,
}

__all__ = ["REPORTERS", "GitHubReporter", "JUnitReporter", "Reporter", "SarifReporter"]
