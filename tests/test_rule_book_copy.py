"""docs/rules.md is the rule book as the project's shared folder has it, word for word."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "RULES.md"


@pytest.mark.skipif(not SHARED.is_file(), reason="the shared folder is not beside this checkout")
def test_docs_rules_is_the_shared_rule_book() -> None:
    assert (ROOT / "docs" / "rules.md").read_text(encoding="utf-8") == SHARED.read_text(encoding="utf-8")


def test_every_rule_id_is_in_the_copy() -> None:
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    for number in range(1, 20):
        assert f"**R{number}**" in text
