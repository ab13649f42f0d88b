"""Tools for proving the checker right: an independent referee, games, changed records, hostile inputs.

Used by tests/ and bench/ alone, never by the floors below it (it sits on top, above the
command line). Some of its modules need the ``test`` extra (hypothesis, pygls).
"""
