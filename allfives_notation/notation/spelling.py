"""Near misses: the name or word a player most likely meant, and the odd characters that hide in text.

Nothing here knows the notation's lines; the reader and its messages ask it which of a
few known words a written one is closest to, and what an unusual character is called.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

#: Plain characters a line may hold between its words (a space and a tab), and the form feed
#: the reader takes between lines.
_PLAIN_BLANKS = frozenset(" \t\f")
#: Unicode categories of characters that do not belong in a line of the notation: spaces
#: other than the plain one, control and format characters (zero-width ones among
#: them), line and paragraph separators, and characters with no meaning assigned.
_ODD_CATEGORIES = frozenset({"Zs", "Zl", "Zp", "Cc", "Cf", "Co", "Cn", "Cs"})


def distance(a: str, b: str) -> int:
    """How many letters must be added, dropped, changed or swapped with the next to turn ``a`` into ``b``."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, left in enumerate(a, start=1):
        current = [i] + [0] * len(b)
        for j, right in enumerate(b, start=1):
            current[j] = min(
                previous[j] + 1,
                current[j - 1] + 1,
                previous[j - 1] + (left != right),
            )
            if i > 1 and j > 1 and left == b[j - 2] and a[i - 2] == right:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[len(b)]


def closest(word: str, choices: Iterable[str]) -> str | None:
    """The one choice ``word`` is a slip of (small and capital letters alike), or None.

    A slip is one letter wrong in a word of up to five letters, two in a longer one;
    where two choices are as close, neither is taken.
    """
    allowed = 1 if len(word) <= 5 else 2
    lowered = word.lower()
    scored = sorted((distance(lowered, choice.lower()), choice) for choice in choices)
    if not scored or scored[0][0] > allowed:
        return None
    if len(scored) > 1 and scored[1][0] == scored[0][0]:
        return None
    return scored[0][1]


def is_odd(character: str) -> bool:
    """Whether ``character`` has no business between the words of a line (a no-break space, say)."""
    return character not in _PLAIN_BLANKS and unicodedata.category(character) in _ODD_CATEGORIES


def character_name(character: str) -> str:
    """A character as the Unicode standard names it: ``U+00A0 NO-BREAK SPACE``."""
    name = unicodedata.name(character, "")
    if not name:
        name = "CONTROL CHARACTER" if unicodedata.category(character) == "Cc" else "UNNAMED CHARACTER"
    return f"U+{ord(character):04X} {name}"
