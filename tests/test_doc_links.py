"""Every relative link of the README and the docs leads to a file that exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted([ROOT / "README.md", *(ROOT / "docs").glob("*.md"), *(ROOT / "editors").rglob("*.md")])


def relative_links(page: Path) -> list[str]:
    """The targets of the page's markdown links that name a file of the repository (code blocks aside)."""
    prose = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.DOTALL)
    targets = re.findall(r"\]\(([^)\s]+)\)", prose)
    return [target for target in targets if not re.match(r"[a-z]+:|#", target)]


def test_the_pages_have_links_to_check() -> None:
    assert len(PAGES) > 10 and sum(len(relative_links(page)) for page in PAGES) > 50


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_every_relative_link_leads_to_a_file(page: Path) -> None:
    missing = [target for target in relative_links(page) if not (page.parent / target.split("#")[0]).exists()]
    assert not missing, f"{page.relative_to(ROOT)} links to files that do not exist: {missing}"
