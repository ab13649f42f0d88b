"""A checked game summed up for a club secretary: plain text, Markdown or JSON. It checks nothing itself.

Everything shown comes from the :class:`~allfives_notation.check.report.GameReport`: the
record's header, the replay's hand-by-hand story and each seat's figures.
"""

from allfives_notation.summary.as_json import summary_json
from allfives_notation.summary.markdown import summary_markdown
from allfives_notation.summary.text import summary_text

__all__ = ["summary_json", "summary_markdown", "summary_text"]
