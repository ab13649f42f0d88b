"""Find the grammar and schema files, whether installed from a wheel or run from a checkout."""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from allfives_notation.errors import AllFivesError

_CHECKOUT = Path(__file__).resolve().parent.parent


def data_folder(name: str) -> Traversable:
    """``grammar`` or ``schemas``: inside the installed package, else beside it in a checkout."""
    packaged = files("allfives_notation") / name
    if packaged.is_dir():
        return packaged
    beside = _CHECKOUT / name
    if beside.is_dir():
        return beside
    raise AllFivesError(f"this installation has lost its {name}/ folder; reinstall allfives-notation")


@cache
def grammar_text(name: str) -> str:
    """The text of ``grammar/<name>.lark``."""
    return (data_folder("grammar") / f"{name}.lark").read_text(encoding="utf-8")


@cache
def schema(name: str) -> dict[str, Any]:
    """The JSON Schema ``schemas/<name>.schema.json``."""
    loaded: dict[str, Any] = json.loads(
        (data_folder("schemas") / f"{name}.schema.json").read_text(encoding="utf-8")
    )
    return loaded
