"""The input and output floor: files of many games read as a stream and checked, a stretch at a time.

A file is read once, from its start to its end, as a stream: a regular file, a named pipe,
a terminal or standard input alike, never copied and never read whole. It is read in
stretches (:class:`Batch`) of about :data:`BATCH_CHARS` characters, so a file of any size
is checked in bounded memory. Text is cut only where a new game surely starts, whether or
not the game before it had a mistake: at a tag line that follows a line of a hand, outside
any brace comment, with between them only blank lines and comments a line each; or at a
blank line between two headers that each name the seats (see :mod:`.cutting`). Reading
the stretches one by one then gives exactly what reading the whole file gives
(tests/test_stream.py). JSON Lines are cut between lines; one JSON document is one game,
read whole. A batch pickles, and :func:`check_batch` is pure, so batches can be checked in
other processes (``--jobs``) or on other machines, and the reports put back in file order.

What is read is bounded (:class:`~allfives_notation.stream.files.Limits`): no line longer than
4 MB is held (a longer one is kept as its two ends, and the game it is in is refused with
one finding that says how long it is), no game longer than 4 MB (a longer stretch in which
no game starts is refused the same way), and no more than 4,096 MB of one input. A byte
that is not UTF-8 ends the reading of its file with one finding (AF005): the games of the
stretch it falls in are not read. A byte-order mark at the start of a line (where
``cat a.afn b.afn`` leaves the second file's) is skipped, as at the start of a file.

The floor's rooms: :mod:`.files` (finding files, their form, opening them as streams, the
limits), :mod:`.writing` (writing a file all at once or not at all), :mod:`.batch` (a
batch), :mod:`.cutting` (where a text is cut), :mod:`.reading` (a file read into batches,
a batch into games) and :mod:`.checking` (batches checked, in order, in one process or
several; the one place the fast path and the reference meet).
"""

from allfives_notation.stream.batch import BATCH_CHARS, Batch, Unreadable, limited_lines
from allfives_notation.stream.checking import (
    check_batch,
    check_files,
    check_json_line,
    checked_read,
    cores,
    in_file_order,
)
from allfives_notation.stream.cutting import text_batches
from allfives_notation.stream.files import MAX_GAME, MAX_LINE, Limits, Meter
from allfives_notation.stream.reading import RecordFile, file_batches, read_batch

__all__ = [
    "BATCH_CHARS",
    "MAX_GAME",
    "MAX_LINE",
    "Batch",
    "Limits",
    "Meter",
    "RecordFile",
    "Unreadable",
    "check_batch",
    "check_files",
    "check_json_line",
    "checked_read",
    "cores",
    "file_batches",
    "in_file_order",
    "limited_lines",
    "read_batch",
    "text_batches",
]
