"""The rule-set declaration in text (``allfives spinner=open``) and in JSON, both ways."""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Any, Final

from jsonschema import Draft202012Validator, ValidationError
from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

from allfives_notation.engine.rules import (
    EXACT,
    PRESETS,
    VARIANTS,
    RuleSet,
    read_variant,
    unknown_preset,
)
from allfives_notation.errors import NotationError, RulesError
from allfives_notation.resources import grammar_text, schema

RULESET_FORMAT = "allfives-ruleset 1.0"
#: The shape of a rule set's name, as the grammar's PRESET terminal has it.
_RULE_SET: Final = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")


@cache
def _parser() -> Lark:
    return Lark(grammar_text("ruleset"), parser="lalr", strict=True)


@cache
def _validator() -> Draft202012Validator:
    return Draft202012Validator(schema("ruleset"))


def parse_rules(text: str) -> RuleSet:
    """Read a rules declaration such as ``allfives hand-end=award target=150``.

    A declaration is one line; any line breaks in ``text`` are read as spaces, so that
    the column of an error is a column of the text as shown. A rule set is a value, so the
    few declarations a file repeats in every game are each read once.
    """
    return _parsed(" ".join(text.splitlines()))


@lru_cache(maxsize=256)
def _parsed(text: str) -> RuleSet:
    """A one-line declaration read (a mistake is raised anew each time: only rule sets are kept)."""
    try:
        tree = _parser().parse(text)
    except UnexpectedInput as error:
        raise _syntax_error(text, error) from None
    name_token = tree.children[0]
    preset = str(name_token)
    if preset not in PRESETS:
        column = name_token.column if isinstance(name_token, Token) and name_token.column else 1
        raise NotationError(unknown_preset(preset), line=1, column=column, context=_caret(text, column))
    variants: dict[str, str] = {}
    number: str | None = None  # a target's number given beside target=exact (R22)
    for variant in tree.children[1:]:
        if not isinstance(variant, Tree):
            continue
        name_token, value_token = variant.children
        name, value = str(name_token), str(value_token)
        column = name_token.column if isinstance(name_token, Token) and name_token.column else 1
        given = number is not None if name == "target" and value != EXACT else name in variants
        if given:  # target may be given twice, once exact and once a number (R22)
            raise NotationError(f"{name} is set twice", line=1, column=column, context=_caret(text, column))
        try:
            read_variant(name, value)
        except RulesError as error:
            raise NotationError(
                error.message, line=1, column=column, context=_caret(text, column), rule=error.rule
            ) from None
        if name == "target" and value != EXACT:
            number = value
        else:
            variants[name] = value
    try:
        rules = RuleSet.from_variants(variants, preset)
        # The number after the rule set is read, so that it keeps the target exact (R22).
        return rules if number is None else rules.with_variant("target", number)
    except RulesError as error:
        raise NotationError(
            error.message, line=1, column=1, context=_caret(text, 1), rule=error.rule
        ) from None


def _caret(text: str, column: int) -> str:
    return f"  {text}\n  {' ' * (column - 1)}^"


def _syntax_error(text: str, error: UnexpectedInput) -> NotationError:
    words = text.replace(",", " ").split()
    if not words or not _RULE_SET.fullmatch(words[0]):
        column = len(text) - len(text.lstrip()) + 1
        if words and "=" not in words[0]:
            message = unknown_preset(words[0])
        else:
            what = "no rule set named: " if words else "no rules given: "
            message = (
                f"{what}a declaration starts with the name of a rule set ({', '.join(PRESETS)}),"
                " then any variants, such as 'allfives spinner=open'"
            )
        return NotationError(
            message,
            line=1,
            column=column,
            context=_caret(text, column),
        )
    at_end = isinstance(error, UnexpectedEOF) or (
        isinstance(error, UnexpectedToken) and error.token.type == "$END"
    )
    if at_end:
        column = len(text.rstrip()) + 1
        last = text.split()[-1]
        if last.endswith(","):
            expected = "a variant after ',', such as spinner=open"
        elif last.endswith("="):
            expected = f"a value after {last!r}, such as spinner=open"
        else:
            expected = f"'=' and a value after {last!r}, such as spinner=open"
        return NotationError(
            f"the rules end too soon; expected {expected}",
            line=1,
            column=column,
            context=_caret(text, column),
        )
    found_at = getattr(error, "column", None)
    column = found_at if isinstance(found_at, int) and found_at >= 1 else len(text) + 1
    rest = text[column - 1 :].split()
    found = rest[0] if rest else text[column - 1 :]
    return NotationError(
        f"expected a variant written name=value, such as spinner=open, not {found!r}",
        line=1,
        column=column,
        context=_caret(text, column),
    )


def format_rules(rules: RuleSet) -> str:
    """The canonical declaration: the rule set's name, then the variants that differ from it."""
    return str(rules)


def rules_to_json(rules: RuleSet) -> dict[str, Any]:
    """The JSON form: format, the rule set's name, and each variant that differs from it.

    Numbers are written as numbers. A target both exact and a number, which the text writes
    ``target=exact target=150``, is the pair ``"target": ["exact", 150]`` (R22); under a rule
    set that is played to its target exactly, the number alone.
    """
    out: dict[str, Any] = {"format": RULESET_FORMAT, "preset": rules.preset}
    variants = rules.variants()
    for name, value in variants.items():
        out[name] = int(value) if value.isdigit() else value
    if variants.get("target") == EXACT and rules.target is not None:
        out["target"] = [EXACT, rules.target]
    return out


def rules_from_json(document: object, pointer: str = "") -> RuleSet:
    """Read the JSON form; an invalid document names the JSON pointer of the bad value."""
    preset = document.get("preset") if isinstance(document, dict) else None
    if isinstance(preset, str) and preset not in PRESETS and _RULE_SET.fullmatch(preset):
        raise NotationError(unknown_preset(preset), pointer=f"{pointer}/preset")
    errors = sorted(_validator().iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        error = errors[0]
        where = pointer + "".join(f"/{part}" for part in error.absolute_path)
        raise NotationError(_json_message(error), pointer=where)
    assert isinstance(document, dict)
    variants: dict[str, str] = {}
    number: str | None = None  # the target's number beside target=exact (R22)
    for name, value in document.items():
        if name not in VARIANTS:
            continue
        settings = value if isinstance(value, list) else [value]
        for setting in settings:
            whole = int(setting) if isinstance(setting, float) and setting.is_integer() else setting
            try:
                read_variant(name, str(whole))
            except RulesError as error:
                raise NotationError(error.message, pointer=f"{pointer}/{name}", rule=error.rule) from None
            if name == "target" and whole != EXACT:
                number = str(whole)
            else:
                variants[name] = str(whole)
    try:
        rules = RuleSet.from_variants(variants, str(document["preset"]))
    except RulesError as error:
        raise NotationError(error.message, pointer=pointer or "/", rule=error.rule) from None
    if number is None:
        return rules
    try:
        return rules.with_variant("target", number)
    except RulesError as error:
        raise NotationError(error.message, pointer=f"{pointer}/target", rule=error.rule) from None


def _json_message(error: ValidationError) -> str:
    if error.validator == "additionalProperties":
        return f"{error.message}; the variants are {', '.join(VARIANTS)}"
    if error.validator == "required":
        return f"a rule set needs {error.message.split(' is a required')[0]}"
    path = list(error.absolute_path)
    if not path and error.validator == "type":
        return f'a rule set is a JSON object such as {{"format": "{RULESET_FORMAT}", "preset": "allfives"}}'
    if path:
        described = schema("ruleset")["properties"].get(str(path[-1]), {})
        if "description" in described:
            return f"{error.instance!r} is not allowed for {path[-1]}: {described['description']}"
    return error.message
