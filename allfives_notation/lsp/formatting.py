"""A record in canonical form, as ``allfives fmt`` writes it; a record that does not read is left alone."""

from __future__ import annotations

from allfives_notation.errors import AllFivesError
from allfives_notation.lsp.document import Record
from allfives_notation.stream import read_batch
from allfives_notation.stream.writing import render


def canonical(record: Record) -> tuple[str | None, str]:
    """The record's canonical text (None if it does not read), and why not, in words."""
    games = []
    for piece in record.pieces:
        for read in read_batch(piece.batch(record.source)):
            if read.game is None:
                error = read.errors[0]
                line = (error.line or 1) + piece.first_line - 1
                return None, f"not formatted: line {line} does not read ({error.message})"
            games.append(read.game)
    if not games:
        return None, "not formatted: the file holds no game"
    try:
        return render(games, record.form), ""
    except AllFivesError as error:
        return None, f"not formatted: {error}"
