"""``allfives lsp`` as a command: without the lsp extra it says how to install it."""

from __future__ import annotations

import sys

import pytest
from typer.testing import CliRunner

from allfives_notation.cli import app


def test_without_pygls_the_command_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in [
        name
        for name in sys.modules
        if name == "pygls" or name.startswith(("pygls.", "allfives_notation.lsp.server"))
    ]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "pygls", None)  # as if it were not installed
    result = CliRunner().invoke(app, ["lsp"])
    assert result.exit_code == 2
    assert "the language server needs pygls, which is not installed" in result.stderr
    assert "pip install 'allfives-notation[lsp]'" in result.stderr


def test_the_help_says_what_the_server_does() -> None:
    result = CliRunner().invoke(app, ["lsp", "--help"])
    assert result.exit_code == 0
    assert "allfives-notation[lsp]" in result.output and "docs/editors-and-ci.md" in result.output
