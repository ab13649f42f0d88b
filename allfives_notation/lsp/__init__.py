"""The language server: a record's findings, pictures and completions in an editor, over LSP.

Everything but :mod:`allfives_notation.lsp.server` is plain Python over the library (the
validator, the writer, the positions of a game) and knows nothing of the protocol; the
server module wires it to pygls, which is an extra (``pip install 'allfives-notation[lsp]'``).
"""

from allfives_notation.lsp.document import Finding, Piece, Record, Span

__all__ = ["Finding", "Piece", "Record", "Span"]
