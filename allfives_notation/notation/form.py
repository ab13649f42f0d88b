"""The three forms a record is written in: text, one JSON document, JSON Lines."""

from __future__ import annotations

from enum import StrEnum


class Form(StrEnum):
    """A record's form: text (findings placed by line), one JSON document or JSON Lines (by pointer)."""

    TEXT = "text"
    JSON = "json"
    JSONL = "jsonl"  # a game a line: findings give the line and the pointer
