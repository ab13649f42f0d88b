"""The games database: a collection indexed into SQLite (Python's own sqlite3), to query without replaying it.

Above the collection (:mod:`allfives_notation.collection`), below the command line. The
tables are described as data in :mod:`allfives_notation.database.schema` (and in
docs/database.md, made from it).
"""
