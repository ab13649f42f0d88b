"""docs/diagnostics.md is what docs/make_diagnostics.py makes of the code table and samples/invalid/.

Every code has a section there, with an example the validator really gives. When a
message, a code or a broken sample changes, the page must be regenerated, or this fails.
"""

from __future__ import annotations

import difflib
import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

from allfives_notation.check import CODES

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "diagnostics.md"
FIX = "run .venv/bin/python docs/make_diagnostics.py"


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_diagnostics", ROOT / "docs" / "make_diagnostics.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _sections(text: str) -> dict[str, str]:
    """Each code's section of the page: from its heading to the next heading of its level or above."""
    parts = re.split(r"^(?=#{1,3} )", text, flags=re.MULTILINE)
    return {found[1]: part for part in parts if (found := re.match(r"### (AF\d{3}): ", part))}


def test_the_page_is_what_the_generator_makes() -> None:
    current = PAGE.read_text(encoding="utf-8")
    made: str = _generator().render()
    if current != made:
        diff = difflib.unified_diff(
            current.splitlines(), made.splitlines(), "docs/diagnostics.md", "generated", lineterm="", n=1
        )
        pytest.fail(f"docs/diagnostics.md is stale: {FIX}\n" + "\n".join(list(diff)[:60]), pytrace=False)


def test_every_code_has_one_section_in_code_order() -> None:
    headings = re.findall(r"^### (AF\d{3}): (.+)$", PAGE.read_text(encoding="utf-8"), flags=re.MULTILINE)
    assert headings == [(code, entry.title) for code, entry in CODES.items()]


@pytest.mark.parametrize("code", list(CODES))
def test_each_section_gives_severity_rule_and_the_finding_of_its_example(code: str) -> None:
    section = _sections(PAGE.read_text(encoding="utf-8"))[code]
    entry = CODES[code]
    assert f"**Severity**: {entry.severity}." in section
    if entry.rule is not None:
        assert f"[{entry.rule}](rules.md#" in section
    assert re.search(rf"^\S+: {entry.severity} {code}: ", section, flags=re.MULTILINE), section


def test_every_rule_link_points_at_a_section_of_the_rule_book() -> None:
    rules = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    anchors = {_generator().slug(line[3:]) for line in rules.splitlines() if line.startswith("## ")}
    links = re.findall(r"\]\(rules\.md#([\w-]+)\)", PAGE.read_text(encoding="utf-8"))
    assert links
    assert set(links) <= anchors
