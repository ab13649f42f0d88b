"""What the JSON schema refuses in a game's document, in words a domino player understands."""

from __future__ import annotations

import json
import re
import reprlib
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any, Final

from jsonschema import Draft202012Validator, ValidationError
from jsonschema.exceptions import best_match

from allfives_notation.engine.arms import is_path, path_problem
from allfives_notation.errors import NotationError
from allfives_notation.notation.jsonbuilding import FORMAT_WRITTEN, pointer_key
from allfives_notation.notation.syntax import tile_fix
from allfives_notation.record.model import format_problem
from allfives_notation.resources import schema

__all__ = ["document_order", "inlined", "schema_problems", "validator"]


@cache
def validator() -> Draft202012Validator:
    """The Draft 2020-12 validator of schemas/afn.schema.json, its references put in place."""
    return Draft202012Validator(inlined(schema("afn")))


def inlined(node: Any, definitions: Mapping[str, Any] | None = None) -> Any:
    """A schema with each ``$ref`` replaced by the part of ``$defs`` it names: the same schema, faster.

    Looking a reference up is a third of the validator's time on a broken game. A reference
    beside other keys becomes ``allOf`` of the part, so each error keeps the schema part
    (and description) it had. A part that names itself, at any depth, is an error.
    """
    return _inline(node, node.get("$defs", {}) if definitions is None else definitions, ())


def _inline(node: Any, definitions: Mapping[str, Any], within: tuple[str, ...]) -> Any:
    """``node`` with its references put in place; ``within``: the parts being put in place around it."""
    if isinstance(node, list):
        return [_inline(part, definitions, within) for part in node]
    if not isinstance(node, Mapping):
        return node
    rest = {
        key: _inline(part, definitions, within) for key, part in node.items() if key not in ("$ref", "$defs")
    }
    if "$ref" not in node:
        return rest
    name = str(node["$ref"]).removeprefix("#/$defs/")
    if name not in definitions or name in within:
        raise ValueError(f"the schema's reference {node['$ref']!r} cannot be put in place")
    target = _inline(definitions[name], definitions, (*within, name))
    if not rest:
        return target
    others = {key: part for key, part in rest.items() if key != "allOf"}
    return {"allOf": [target, *rest.get("allOf", ())], **others}


def schema_problems(document: object, source: str | None = None) -> list[NotationError]:
    """Everything the schema refuses in ``document``, one finding a value, in document order.

    A key that does not belong stands where the key stands; a key missing, where its object starts.
    """
    found: dict[str, tuple[tuple[int, ...], NotationError]] = {}
    for error in validator().iter_errors(document):
        problem = best_match([error]) or error
        pointer = _pointer(problem.absolute_path)
        if pointer in found:
            continue
        order = document_order(document, pointer)
        if problem.validator == "additionalProperties" and isinstance(problem.instance, dict):
            allowed = problem.schema.get("properties", {}) if isinstance(problem.schema, Mapping) else {}
            keys = list(problem.instance)
            order += (min((keys.index(key) for key in keys if key not in allowed), default=0),)
        message = _schema_message(problem)
        found[pointer] = (order, NotationError(message, pointer=pointer, source=source, code="AF004"))
    return [error for _, error in sorted(found.values(), key=lambda item: item[0])]


def document_order(document: object, pointer: str) -> tuple[int, ...]:
    """Where the value at ``pointer`` stands in ``document``: the place of each key or item on the way."""
    out: list[int] = []
    node = document
    for part in pointer.split("/")[1:] if pointer else ():
        key = part.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and key in node:
            out.append(list(node).index(key))
            node = node[key]
        elif isinstance(node, list) and key.isdigit() and int(key) < len(node):
            out.append(int(key))
            node = node[int(key)]
        else:
            out.append(1 << 30)
            break
    return tuple(out)


def _pointer(path: Iterable[object]) -> str:
    """The JSON pointer of the value at ``path``."""
    return "".join("/" + pointer_key(str(part)) for part in path)


class _Short(reprlib.Repr):
    """``repr`` for messages: long values shortened, numbers past Python's digit limit named."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 2  # a game or a hand is shown as {'date': ..., ...}, not in full

    def repr_int(self, x: int, level: int) -> str:
        """A whole number as written, or named when it is too large for any game."""
        return "a number too large for any game" if x.bit_length() > 64 else repr(x)


_SHORT: Final = _Short()


#: Each JSON type, as a player would name it.
_TYPE_WORDS: Final = {
    "integer": "a whole number",
    "number": "a number",
    "string": "text in quotes",
    "array": "a list",
    "object": "an object of keys and values",
    "boolean": "true or false",
    "null": "null",
}


def _type_message(error: ValidationError) -> str:
    """A value of the wrong type, in a player's words: ``points is a whole number: write 15, not "15"``."""
    wanted: Any = error.validator_value
    kinds = [wanted] if isinstance(wanted, str) else list(wanted)
    words = " or ".join(_TYPE_WORDS.get(kind, kind) for kind in kinds)
    value = error.instance
    shown = _SHORT.repr(value) if not isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    fix: str | None = None
    if "integer" in kinds and isinstance(value, str) and re.fullmatch(r"-?[0-9]{1,9}", value.strip()):
        fix = str(int(value.strip()))
    elif "boolean" in kinds and isinstance(value, str) and value.strip().lower() in ("true", "false"):
        fix = value.strip().lower()
    elif "array" in kinds and isinstance(value, str) and value.strip():
        parts = [part.strip() for part in value.split(",")] if "," in value else value.split()
        fix = json.dumps([part for part in parts if part], ensure_ascii=False)  # "Ann, Ben": ["Ann", "Ben"]
    elif "array" in kinds and isinstance(value, int) and not isinstance(value, bool):
        fix = f"[{value}]"
    name = _value_name(list(error.absolute_path))
    if fix is not None:
        return f"{name} is {words}: write {fix}, not {shown}"
    example = _example(error)
    such = f", such as {json.dumps(example, ensure_ascii=False)}" if example is not None else ""
    return f"{name} is {words}{such}, not {shown}"


def _value_name(path: list[object]) -> str:
    """The value at ``path`` as a player names it: ``points``, ``Ann's score``, ``each entry of draws``."""
    if not path:
        return "a game"
    last = path[-1]
    before = path[-2] if len(path) > 1 else None
    if isinstance(last, int):
        return f"each entry of {before}" if isinstance(before, str) else "each entry"
    if isinstance(before, str) and before in _OWN:
        return f"{last}'s {_OWN[before]}"
    return str(last)


#: What an entry of a hand's end, keyed by seat or side, is to its owner: ``Ann's score``.
_OWN: Final = {
    "dealt": "hand as dealt",
    "shown": "hand as shown",
    "pips": "pip count",
    "deductions": "deduction",
    "awards": "award",
    "scores": "score",
}


def _example(error: ValidationError) -> object | None:
    """An example the schema gives for the value, or for the nearest part around it; None if none."""
    node: ValidationError | None = error
    while node is not None:
        if isinstance(node.schema, Mapping) and node.schema.get("examples"):
            example: object = node.schema["examples"][0]
            return example
        node = node.parent if isinstance(node.parent, ValidationError) else None
    return None


#: How a number's bound reads, for each bound a schema sets on a number.
_BOUNDS: Final = {
    "minimum": "{} or more",
    "exclusiveMinimum": "more than {}",
    "maximum": "{:,} or less",
    "multipleOf": "a multiple of {}",
}


def _schema_message(error: ValidationError) -> str:
    """What the schema wanted, in words taken from its titles and descriptions."""
    wanted = error.schema if isinstance(error.schema, Mapping) else {}
    if error.validator == "type":
        return _type_message(error)
    if list(error.absolute_path) == ["format"] and isinstance(error.instance, str):
        return format_problem(error.instance, FORMAT_WRITTEN) or error.message  # as the text reader says it
    if error.validator == "enum" and isinstance(error.validator_value, list):
        choices = [json.dumps(choice, ensure_ascii=False) for choice in error.validator_value]
        listed = f"{', '.join(choices[:-1])} or {choices[-1]}" if len(choices) > 1 else choices[0]
        shown = json.dumps(error.instance, ensure_ascii=False) if isinstance(error.instance, str) else None
        name = _value_name(list(error.absolute_path))
        return f"{name} is {listed}, not {shown or _SHORT.repr(error.instance)}"
    if error.validator == "additionalProperties" and isinstance(error.instance, Mapping):
        known = wanted.get("properties", {}) if isinstance(wanted, Mapping) else {}
        extra = [repr(key) for key in error.instance if key not in known]
        what = str(wanted.get("title", "")).lower() if isinstance(wanted, Mapping) else ""
        keys = f"; the keys here are {', '.join(sorted(known))}" if known else ""
        verb = "is not a key" if len(extra) == 1 else "are not keys"
        return f"{', '.join(extra)} {verb} of {'a ' + what if what else 'this object'}{keys}"
    if error.validator == "required":
        return f"{error.message.replace(' is a required property', '')} is missing here"
    name = _value_name(list(error.absolute_path))
    shown = (
        json.dumps(error.instance, ensure_ascii=False)
        if isinstance(error.instance, str | bool) or error.instance is None
        else _SHORT.repr(error.instance)
    )
    if isinstance(error.instance, int) and not isinstance(error.instance, bool):
        bound = _BOUNDS.get(str(error.validator))  # only these have a number as their value
        if bound:
            return f"{name} is {bound.format(error.validator_value)}, not {shown}"
    if isinstance(error.instance, list) and error.validator in ("minItems", "maxItems", "uniqueItems"):
        count = len(error.instance)
        if error.validator == "uniqueItems":
            return f"each entry of {name} is given once; {shown} repeats one"
        more = "or more" if error.validator == "minItems" else "or fewer"
        return f"{name} has {error.validator_value} {more} entries, not {count}"
    if error.validator == "const":
        always = json.dumps(error.validator_value, ensure_ascii=False)
        if isinstance(error.instance, str) and error.instance.strip() == always:
            return f"{name} is always {always}: write {always}, not {shown}"  # true written as "true"
        return f"{name} is always {always}, not {shown}"
    if error.validator == "not" and wanted.get("title") == "Turn":
        return "a turn places a tile or passes, not both: leave out one of tile and passes"
    if error.validator == "anyOf" and wanted.get("title") == "Turn" and isinstance(error.instance, Mapping):
        given = [key for key in ("arm", "points") if key in error.instance]
        without = f": it gives {' and '.join(given)}, but no tile" if given else ""
        return f"a turn places a tile, draws or passes; this one does none of them{without}"
    if error.validator == "dependentRequired" and isinstance(error.instance, Mapping):
        needing: Mapping[str, list[str]] = (
            error.validator_value if isinstance(error.validator_value, Mapping) else {}
        )
        orphans = [key for key, needs in needing.items() if key in error.instance and "tile" in needs]
        if orphans and "tile" not in error.instance:
            verb = "belongs" if len(orphans) == 1 else "belong"
            return f"{' and '.join(orphans)} {verb} to a turn that places a tile"
    if error.validator == "pattern" and wanted.get("title") == "Tile" and isinstance(error.instance, str):
        return tile_fix(error.instance.strip()) or (
            f'a tile is written as two halves of 0 to 6 pips joined by a hyphen, such as "5-3", not {shown}'
        )
    if error.validator == "pattern" and wanted.get("title") == "Arm" and isinstance(error.instance, str):
        return _arm_problem(name, error.instance, shown)
    described = _described(error)
    if described:
        return f"{_SHORT.repr(error.instance)} will not do: {described}"
    return error.message


def _arm_problem(name: str, text: str, shown: str) -> str:
    """What is wrong with an arm the schema refused, in words: its case, or a path that turns wrong (R25)."""
    fixed = text.strip().upper()
    if (is_path(fixed) or fixed in ("W", "E", "N", "S")) and fixed == text.upper():
        return f'{name} is written in capitals: write "{fixed}", not {shown}'
    if is_path(fixed) or fixed in ("W", "E", "N", "S"):
        return f'{name} is written with no spaces: write "{fixed}", not {shown}'
    if len(fixed) <= 1 or not any(c.isdigit() for c in fixed):
        return (
            f'{name} is "W", "E", "N" or "S" (or under spinner=every a path such as "E3N", R25), not {shown}'
        )
    return path_problem(fixed) or f'{name} is "W", "E", "N", "S" or a path such as "E3N", not {shown}'


def _described(error: ValidationError) -> str:
    """The description of the schema part the value broke, or of the nearest part around it."""
    node: ValidationError | None = error
    while node is not None:
        if isinstance(node.schema, Mapping) and "description" in node.schema:
            return str(node.schema["description"])
        node = node.parent if isinstance(node.parent, ValidationError) else None
    return ""
