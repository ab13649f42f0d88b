"""The ``allfives`` command line: thin commands over the library; errors become exit codes."""

from allfives_notation.cli import (
    checking,
    collecting,
    database,
    editing,
    playing,
    rewriting,
    showing,
    studying,
)
from allfives_notation.cli.app import app, main

__all__ = [
    "app",
    "checking",
    "collecting",
    "database",
    "editing",
    "main",
    "playing",
    "rewriting",
    "showing",
    "studying",
]
