"""Where a JSON pointer stands in a JSON text, and which pointer stands at an offset: no tree is built.

Findings about a JSON record carry a pointer (``/hands/0/turns/5/points``); an editor needs
a place in the text. Only the values along the pointer's path are looked at; every other
value is skipped, so a large document costs little. Text that is not JSON gives what was
found before the break.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from json import decoder
from typing import Final, cast

_SPACE: Final = re.compile(r"[ \t\n\r]*")
_SCALAR: Final = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?|true|false|null")
_NEXT: Final = re.compile(r'["{}\[\]]')


@dataclass(frozen=True, slots=True)
class Spot:
    """A value's place: from ``start`` to ``end`` (offsets), with its key's place when it is a member."""

    start: int
    end: int
    key_start: int = -1
    key_end: int = -1
    opening: str = ""  # the value's first character: { or [ for a container

    @property
    def shown(self) -> tuple[int, int]:
        """What to underline: the value if it is a scalar, else its key (or its opening bracket)."""
        if self.key_start >= 0 and self.end - self.start > 1 and self.container:
            return self.key_start, self.key_end
        return (self.start, self.start + 1) if self.container else (self.start, self.end)

    @property
    def container(self) -> bool:
        """Whether the value is an object or an array."""
        return self.opening in ("{", "[")


def scanstring(text: str, at: int) -> tuple[str, int]:
    """The string whose body starts at ``at`` (after its quote), and where it ends: json's own scanner."""
    return cast(tuple[str, int], decoder.scanstring(text, at))  # type: ignore[attr-defined]


def _space(text: str, at: int) -> int:
    found = _SPACE.match(text, at)
    return found.end() if found else at


def _value_end(text: str, at: int) -> int:
    """Where the value starting at ``at`` ends; raises ValueError where the text is not JSON."""
    if at >= len(text):
        raise ValueError("end of text")
    first = text[at]
    if first == '"':
        return scanstring(text, at + 1)[1]
    if first not in "{[":
        found = _SCALAR.match(text, at)
        if not found:
            raise ValueError(f"no value at {at}")
        return found.end()
    depth, i = 0, at
    while True:
        found = _NEXT.search(text, i)
        if not found:
            raise ValueError("unclosed")
        mark, i = found[0], found.start()
        if mark == '"':
            i = scanstring(text, i + 1)[1]
            continue
        depth += 1 if mark in "{[" else -1
        i += 1
        if depth == 0:
            return i


def _members(text: str, at: int) -> list[tuple[str, Spot]]:
    """The members of the object or items of the array at ``at``: (key or index, place)."""
    opening = text[at]
    i = _space(text, at + 1)
    out: list[tuple[str, Spot]] = []
    closing = "}" if opening == "{" else "]"
    index = 0
    while i < len(text) and text[i] != closing:
        key, key_start, key_end = str(index), -1, -1
        if opening == "{":
            key_start = i
            key, key_end = scanstring(text, i + 1)
            i = _space(text, key_end)
            if text[i : i + 1] != ":":
                raise ValueError("no colon")
            i = _space(text, i + 1)
        end = _value_end(text, i)
        out.append((key, Spot(i, end, key_start, key_end, text[i])))
        index += 1
        i = _space(text, end)
        if text[i : i + 1] == ",":
            i = _space(text, i + 1)
    return out


def _tokens(pointer: str) -> list[str]:
    return [part.replace("~1", "/").replace("~0", "~") for part in pointer.split("/")[1:]]


def _document(text: str) -> Spot | None:
    """The place of the whole document's value; None if the text holds none."""
    try:
        start = _space(text, 0)
        return Spot(start, _value_end(text, start), opening=text[start])
    except (ValueError, IndexError):
        return None


def locate(text: str, pointer: str) -> Spot | None:
    """The place of the value ``pointer`` names, or of its nearest ancestor that is there; None if none."""
    spot = _document(text)
    if spot is None:
        return None
    for token in _tokens(pointer):
        if not spot.container:
            break
        try:
            members = dict(_members(text, spot.start))
        except (ValueError, IndexError):
            break
        if token not in members:
            break
        spot = members[token]
    return spot


def pointer_at(text: str, offset: int) -> str | None:
    """The pointer of the innermost value (or member key) at ``offset``; None outside the document."""
    spot = _document(text)
    if spot is None or not spot.start <= offset < spot.end:
        return None
    path: list[str] = []
    while spot.container:
        try:
            members = _members(text, spot.start)
        except (ValueError, IndexError):
            break
        inner = next(
            ((k, s) for k, s in members if s.start <= offset < s.end or s.key_start <= offset < s.key_end),
            None,
        )
        if inner is None:
            break
        path.append(inner[0].replace("~", "~0").replace("/", "~1"))
        spot = inner[1]
    return "".join(f"/{token}" for token in path)
