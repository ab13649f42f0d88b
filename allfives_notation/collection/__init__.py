"""A collection of games: pick games out of files, find the same game recorded twice, cut and join files.

Above the stream of files (:mod:`allfives_notation.stream`), below the command line:
nothing here prints, and every file written is put in place at once.
"""
