"""Codecs: the text and JSON forms of game records and rule sets, on top of the record model."""

from allfives_notation.notation.form import Form
from allfives_notation.notation.jsonform import (
    game_from_json,
    game_to_json,
    read_json_games,
    read_json_lines,
    write_json,
    write_jsonl,
)
from allfives_notation.notation.outcome import ReadGame
from allfives_notation.notation.reader import parse_game, parse_games, read_games
from allfives_notation.notation.ruleset import format_rules, parse_rules, rules_from_json, rules_to_json
from allfives_notation.notation.writer import write_game, write_games

__all__ = [
    "Form",
    "ReadGame",
    "format_rules",
    "game_from_json",
    "game_to_json",
    "parse_game",
    "parse_games",
    "parse_rules",
    "read_games",
    "read_json_games",
    "read_json_lines",
    "rules_from_json",
    "rules_to_json",
    "write_game",
    "write_games",
    "write_json",
    "write_jsonl",
]
