"""How lines are read: their ends, and the expressions that split each line terminal of grammar/afn.lark.

The grammar makes one token of a whole line; these expressions, written from the same
pieces, take that token apart. They only ever see text the grammar has accepted.
"""

from __future__ import annotations

import re
from typing import Final

from allfives_notation.engine.tiles import TILES, Tile
from allfives_notation.record import model


def plain_line_ends(text: str) -> str:
    """``text`` with its CRLF and CR line ends read as LF, as a file is read (and an editor counts lines)."""
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


NAME: Final = model.NAME.pattern
TILE: Final = r"[0-6]-[0-6]"
GLYPH: Final = r"!!|\?\?|!\?|\?!|!|\?|\$[0-9]+"
#: An arm: W, E, N, S, or under ``spinner=every`` a path from the lead such as ``E3N`` (R25, notation 13.4).
ARM: Final = r"[WENS](?:[0-6][WENS])*"
_PLACEMENT: Final = (
    r"(?P<{p}tile>{tile})(?:[ \t]+(?P<{p}arm>" + ARM + r"))?(?:[ \t]+\+(?P<{p}points>[0-9]+))?"
)

#: A turn line: ``Ann 5-0 E +10 !``, ``Cat draws 6-3 5-2, plays 5-2 S``, ``Dan passes``.
TURN: Final = re.compile(
    rf"(?P<name>{NAME})[ \t]+(?:"
    rf"draws[ \t]+(?:(?P<count>[0-9]+)|(?P<drawn>{TILE}(?:[ \t]+{TILE})*))"
    rf"(?:[ \t]*,[ \t]*(?:plays[ \t]+{_PLACEMENT.format(p='d', tile=TILE)}|(?P<dpass>passes)))?"
    rf"|{_PLACEMENT.format(p='', tile=TILE)}"
    rf"|(?P<pass>passes))"
    rf"(?P<glyphs>(?:[ \t]*(?:{GLYPH})(?:[ \t]+(?:{GLYPH}))*)?)"
)
#: A muggins call line (R23): ``Ben muggins +2 !``, or ``Ben muggins`` where it found nothing.
CALL: Final = re.compile(
    rf"(?P<name>{NAME})[ \t]+muggins(?:[ \t]+\+(?P<points>[0-9]+))?"
    rf"(?P<glyphs>(?:[ \t]*(?:{GLYPH})(?:[ \t]+(?:{GLYPH}))*)?)"
)
GLYPHS: Final = re.compile(GLYPH)
HAND_HEADER: Final = re.compile(
    rf"hand[ \t]+(?P<number>[0-9]+),[ \t]*(?P<name>{NAME})[ \t]+leads"
    r"(?:,[ \t]*(?P<thrown>[0-9]+)[ \t]+deals?[ \t]+thrown[ \t]+in)?"
)
#: ``Ann: 5-5 6-4`` and ``boneyard: 6-3 5-2``: a name, a colon, tiles.
TILE_LIST: Final = re.compile(rf"(?P<name>{NAME}):[ \t]*(?P<tiles>(?:{TILE}(?:[ \t]+|$))*)")
TILES_FOUND: Final = re.compile(TILE)
#: The end of a hand: ``Ann out``, ``blocked``, ``Ann reaches the target``.
ENDING: Final = re.compile(rf"(?P<name>{NAME})[ \t]+(?:out|reaches[ \t]+the[ \t]+target)|blocked")
#: The words opening a ``pips``, ``shown``, ``deduct``, ``award`` or ``score`` line.
KEYWORD: Final = re.compile(r"(?P<word>pips|shown|deduct|award|score)[ \t]+")
#: One entry of such a line: a seat or side, then a number or tiles.
ENTRY: Final = re.compile(rf"(?P<name>{NAME}(?:\+{NAME})?)[ \t]+(?P<value>{TILE}(?:[ \t]+{TILE})*|-?[0-9]+)")
TAG_PAIR: Final = re.compile(
    r'\[(?P<name>[A-Za-z][A-Za-z0-9_]*)[ \t]+"(?P<value>(?>[^"\\\n]+|\\["\\])*)"[ \t]*\]'
)
_UNESCAPE: Final = re.compile(r"\\([\"\\])")
COMMENTS: Final = re.compile(r"\{(?P<brace>[^{}]*)\}|;(?P<line>[^\n]*)")

#: Each way of writing a tile, to its value: ``TILE_TEXT["3-5"] is TILE_TEXT["5-3"]``.
TILE_TEXT: Final[dict[str, Tile]] = {
    f"{a}-{b}": tile for tile in TILES for a, b in ((tile.high, tile.low), (tile.low, tile.high))
}


def tag_value(written: str) -> str:
    """A tag's value with its escapes (a backslash before a quote or a backslash) undone."""
    return _UNESCAPE.sub(r"\1", written) if "\\" in written else written


def quote(value: str) -> str:
    """A tag value as written between the quotes."""
    return value.replace("\\", "\\\\").replace('"', '\\"')
