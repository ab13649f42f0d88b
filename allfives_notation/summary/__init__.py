"""Checked games summed up for a club secretary, one by one and in totals: text, Markdown or JSON.

It checks nothing itself.

Everything shown comes from the :class:`~allfives_notation.check.report.GameReport`: the
record's header, the replay's hand-by-hand story and each seat's figures. Beside them,
:mod:`allfives_notation.summary.played` tells a self-played game as text, move by move.
"""

from allfives_notation.summary.as_json import summary_json, totals_json
from allfives_notation.summary.markdown import summary_markdown, totals_markdown
from allfives_notation.summary.text import summary_text, totals_text
from allfives_notation.summary.totals import Totals

__all__ = [
    "Totals",
    "summary_json",
    "summary_markdown",
    "summary_text",
    "totals_json",
    "totals_markdown",
    "totals_text",
]
