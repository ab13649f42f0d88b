"""The validator: replay recorded games under their rules and report every finding as data."""

from allfives_notation.check.diagnostics import CODES, Code, Diagnostic, Severity
from allfives_notation.check.replay import check_game, check_read, reading_diagnostic
from allfives_notation.check.report import GameReport, HandSummary, SeatFigures
from allfives_notation.notation.form import (
    Form,  # the notation's: re-exported, as the validator's reports name it
)

__all__ = [
    "CODES",
    "Code",
    "Diagnostic",
    "Form",
    "GameReport",
    "HandSummary",
    "SeatFigures",
    "Severity",
    "check_game",
    "check_read",
    "reading_diagnostic",
]
