"""``python -m allfives_notation``: the same as the ``allfives`` command."""

from allfives_notation.cli import main

main()
