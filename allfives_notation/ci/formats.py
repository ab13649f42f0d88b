"""What every CI format does with a run of ``validate``: take each game's report, then close the run."""

from __future__ import annotations

from allfives_notation.check.diagnostics import Diagnostic
from allfives_notation.check.report import GameReport


class Reporter:
    """A format being written: :meth:`add` each report as it comes, :meth:`finish` once at the end."""

    def add(self, report: GameReport, shown: tuple[Diagnostic, ...]) -> str:
        """Take one game's report (``shown``: its findings that are to be shown); what to print now."""
        raise NotImplementedError

    def finish(self, summary: str) -> str:
        """What to print at the end of the run; ``summary`` is validate's closing line."""
        raise NotImplementedError


def plain_path(source: str | None) -> str:
    """A file's name as CI systems want it: forward slashes, no leading ``./``."""
    name = (source or "<record>").replace("\\", "/")
    return name[2:] if name.startswith("./") else name


def finding_text(diagnostic: Diagnostic) -> str:
    """A finding's message with its rule and, for JSON, where in the record it is."""
    rule = f" ({diagnostic.rule})" if diagnostic.rule else ""
    pointer = f" [at {diagnostic.pointer}]" if diagnostic.pointer is not None else ""
    return f"{diagnostic.message}{rule}{pointer}"
