"""The command for editors: ``lsp``, the language server (:mod:`allfives_notation.lsp.server`)."""

from __future__ import annotations

import typer

from allfives_notation.cli.app import USAGE_ERROR, app

#: The packages the language server needs beyond the core, as ``pip`` names their import names.
_SERVER_PACKAGES = ("pygls", "lsprotocol", "cattrs")


@app.command()
def lsp() -> None:
    r"""Run the language server on standard input and output, for an editor to start.

    An editor that speaks the Language Server Protocol (Neovim, VS Code, Helix, Emacs,
    Kate ...) runs it for .afn, .json and .jsonl records: findings while you type, the
    table at a turn on hover, completion of names, tags, rule sets and the tiles that fit,
    formatting as fmt does, and quick fixes. It needs the lsp extra: pip install
    'allfives-notation\[lsp]'. How to set up each editor: docs/editors-and-ci.md.

    Examples:

        allfives lsp
    """
    try:
        from allfives_notation.lsp.server import serve
    except ImportError as missing:
        package = (missing.name or "").split(".")[0]
        if package not in _SERVER_PACKAGES:
            raise
        typer.echo(
            f"allfives: the language server needs {package}, which is not installed:"
            " pip install 'allfives-notation[lsp]'",
            err=True,
        )
        raise typer.Exit(USAGE_ERROR) from None
    serve()
