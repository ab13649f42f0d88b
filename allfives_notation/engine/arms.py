"""The arms a layout grows along (R13, R25): the line west and east, the spinners' arms across it.

W, E, N and S are the line and the first spinner's cross. Under ``spinner=every`` (R25)
each later double opens two more arms, named by the path to them from the lead
(:class:`ArmPath`, ``E3N``: east to the 3-3, then north). Nothing here needs a layout.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from allfives_notation.errors import ArmNotOpenError

#: The arms as a player says them, by index.
ARM_WORDS: Final = ("west", "east", "north", "south")

#: How many arms a layout can have under ``spinner=every``: W, E, N, S and two for each double's pip.
MOST_ARMS: Final = 4 + 2 * 7


def arm_of_double(pip: int, side: int) -> int:
    """The index of side ``side`` (0: north or west, 1: south or east) across the double ``pip-pip`` (R25)."""
    return 4 + 2 * pip + side


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

_PATH: Final = re.compile(r"[WENS](?:[0-6][WENS])+")
_ACROSS: Final = {"W": "NS", "E": "NS", "N": "WE", "S": "WE"}
_WAY: Final = {"W": "west", "E": "east", "N": "north", "S": "south"}


def path_problem(text: str) -> str | None:
    """Why ``text`` names no arm path (``E3N``: east to the 3-3, then north), in words; None if it does."""
    if not _PATH.fullmatch(text):
        return (
            f"{text!r} is not an arm: expected W, E, N or S, or a path such as E3N"
            " (east to the 3-3, then north)"
        )
    for at in range(1, len(text), 2):
        before, side = text[at - 1], text[at + 1]
        if side not in _ACROSS[before]:
            across = " or ".join(_ACROSS[before])
            return (
                f"{text!r} is not an arm: a double on an arm that runs {_WAY[before]} opens"
                f" {across} across it, so the side after {text[: at + 1]} is {across}, not {side}"
            )
    return None


def is_path(text: str) -> bool:
    """Whether ``text`` is an arm path a record may write, such as ``E3N`` (R25)."""
    return path_problem(text) is None


@dataclass(frozen=True, slots=True)
class ArmPath:
    """An arm opened by a later double under ``spinner=every`` (R25), named by its path from the lead.

    ``E3N`` is the north arm of the 3-3, which stands on the east arm; ``E3N5W`` the west
    arm of the 5-5, which stands on ``E3N``. Each step is a double's pip and a side across
    the arm before it. The first spinner's arms keep their names, N and S.
    """

    text: str

    def __post_init__(self) -> None:
        why = path_problem(self.text)
        if why is not None:
            raise ArmNotOpenError(why, rule="R25")

    @classmethod
    def parse(cls, text: str) -> ArmPath:
        """Read a path such as ``E3N`` (upper case; spaces around it are ignored)."""
        return cls(text.strip().upper())

    @property
    def double(self) -> int:
        """The pip of the double whose arm this is: 3 for ``E3N``."""
        return int(self.text[-2])

    @property
    def side(self) -> int:
        """Which of the double's two arms: 0 for north or west, 1 for south or east."""
        return 0 if self.text[-1] in "NW" else 1

    @property
    def index(self) -> int:
        """The arm's number in a layout (4 and up; W, E, N, S are 0-3)."""
        return arm_of_double(self.double, self.side)

    @property
    def on(self) -> Arm | ArmPath:
        """The arm the double stands on: ``E`` for ``E3N``."""
        before = self.text[:-2]
        return Arm[before] if len(before) == 1 else ArmPath(before)

    @property
    def word(self) -> str:
        """The arm as a player says it: ``north of the 3-3 (east)``."""
        on = self.on
        return f"{ARM_WORDS['WENS'.index(self.text[-1])]} of the {self.double}-{self.double} ({on})"

    def __int__(self) -> int:
        return self.index

    # Ordered with the four arms by index, so placements sort: W, E, N, S, then the paths.
    def __lt__(self, other: object) -> bool:
        return self.index < int(other) if isinstance(other, int | ArmPath) else NotImplemented

    def __gt__(self, other: object) -> bool:
        return self.index > int(other) if isinstance(other, int | ArmPath) else NotImplemented

    def __le__(self, other: object) -> bool:
        return self.index <= int(other) if isinstance(other, int | ArmPath) else NotImplemented

    def __ge__(self, other: object) -> bool:
        return self.index >= int(other) if isinstance(other, int | ArmPath) else NotImplemented

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"ArmPath.parse({self.text!r})"


#: An arm of any spinner rule: one of the four, or a path under ``spinner=every``.
AnyArm = Arm | ArmPath


def read_arm(text: str) -> AnyArm:
    """Read an arm as a record writes it: ``W``, ``east``, or a path such as ``E3N`` (R25)."""
    key = text.strip()
    if len(key) <= 1 or key.lower() in ARM_WORDS:
        return Arm.parse(key)
    return ArmPath.parse(key)
