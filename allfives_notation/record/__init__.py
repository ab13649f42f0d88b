"""The record model: games as immutable values, shared by the text and JSON forms."""

from allfives_notation.record.model import (
    FORMAT_NAME,
    FORMAT_NAMES,
    Call,
    Command,
    Comment,
    CommentStyle,
    GameRecord,
    HandEnd,
    HandRecord,
    HowEnded,
    Knowledge,
    Turn,
    View,
    format_for,
)
from allfives_notation.record.played import record_of

__all__ = [
    "FORMAT_NAME",
    "FORMAT_NAMES",
    "Call",
    "Command",
    "Comment",
    "CommentStyle",
    "GameRecord",
    "HandEnd",
    "HandRecord",
    "HowEnded",
    "Knowledge",
    "Turn",
    "View",
    "format_for",
    "record_of",
]
