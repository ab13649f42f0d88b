"""The error table in docs/engine.md names every error class, with the rule the class carries."""

from __future__ import annotations

import re
from pathlib import Path

from allfives_notation import errors

ROOT = Path(__file__).resolve().parent.parent


def error_classes() -> dict[str, type[errors.AllFivesError]]:
    return {
        name: value
        for name, value in vars(errors).items()
        if isinstance(value, type)
        and issubclass(value, errors.AllFivesError)
        and value is not errors.AllFivesError
    }


def documented_rows() -> dict[str, str]:
    text = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")
    return dict(re.findall(r"^\| `(\w+Error)` \| [^|]+ \| ([^|]+) \|", text, flags=re.MULTILINE))


def test_every_error_class_is_documented_and_nothing_else() -> None:
    assert set(documented_rows()) == set(error_classes())


def test_documented_rule_ids_include_the_class_rule() -> None:
    rows = documented_rows()
    for name, cls in error_classes().items():
        if cls.rule is not None:
            assert cls.rule in rows[name], (name, cls.rule, rows[name])
