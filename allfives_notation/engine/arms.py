"""The arms a layout grows along (R13): west and east on the line, north and south off the spinner."""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from allfives_notation.errors import ArmNotOpenError

#: The arms as a player says them, by index.
ARM_WORDS: Final = ("west", "east", "north", "south")


class Arm(IntEnum):
    """The four directions a layout grows in: the line west and east, the spinner's north and south."""

    W = 0
    E = 1
    N = 2
    S = 3

    @property
    def word(self) -> str:
        """The arm as a player says it: ``west``."""
        return ARM_WORDS[self]

    @classmethod
    def parse(cls, text: str) -> Arm:
        """Read ``W``/``E``/``N``/``S`` or ``west``/``east``/``north``/``south``."""
        key = text.strip().lower()
        for arm in cls:
            if key in (arm.name.lower(), arm.word):
                return arm
        raise ArmNotOpenError(f"{text!r} is not an arm: expected W, E, N or S")

    def __str__(self) -> str:
        return self.name


ARMS: Final = tuple(Arm)
