"""Codecs: the text and JSON forms of notation values, on top of the rules engine."""

from allfives_notation.notation.ruleset import format_rules, parse_rules, rules_from_json, rules_to_json

__all__ = ["format_rules", "parse_rules", "rules_from_json", "rules_to_json"]
