"""Build: the kernel, fast path, validator, record builder and search's hand compiled by mypyc where it can.

``ALLFIVES_COMPILE=0`` builds pure Python, as does an editable install. Whatever goes
wrong while compiling (no mypyc, no C compiler, a compile error), the build warns and
ships the pure-Python modules, which run the same code. The wheel also takes the
grammar and schemas into the package.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
#: The layout kernel, the one walk, the fast path, the validator's replay and hidden-tile matching,
#: the readers' record builders, the JSON form's quick shape test and the search's hand (its play-out):
#: nothing that raises or catches lark's or jsonschema's errors (mypyc breaks lark's errors), nothing a
#: test replaces while it runs, nothing sent between processes unless it says how it pickles (the reports
#: of check/report.py and check/diagnostics.py pickle as plain classes; analysis/board.py's Rules as its
#: table).
COMPILED = [
    "allfives_notation/engine/layout.py",
    "allfives_notation/fast/replay.py",
    "allfives_notation/check/matching.py",
    "allfives_notation/fast/matching.py",
    "allfives_notation/fast/text.py",
    "allfives_notation/fast/jsonl.py",
    "allfives_notation/check/places.py",
    "allfives_notation/check/state.py",
    "allfives_notation/check/recovery.py",
    "allfives_notation/check/turns.py",
    "allfives_notation/check/ending.py",
    "allfives_notation/check/replay.py",
    "allfives_notation/notation/building.py",
    "allfives_notation/notation/quick.py",
    "allfives_notation/notation/jsonbuilding.py",
    "allfives_notation/notation/shape.py",
    "allfives_notation/record/walk.py",
    "allfives_notation/check/hidden.py",
    "allfives_notation/analysis/board.py",
]


def _warn(message: str) -> None:
    print(f"allfives-notation: {message}; building pure Python", file=sys.stderr)


def _compiled() -> list[object]:
    if os.environ.get("ALLFIVES_COMPILE", "1") == "0":
        return []
    if not {"bdist_wheel", "build_ext", "build"} & set(sys.argv):
        return []  # metadata only, or an editable install: the .py files run, so edits take effect
    try:
        from mypyc.build import mypycify

        # lark and jsonschema need not be in the build environment: only these modules are compiled
        flags = ["--ignore-missing-imports", "--follow-imports=silent"]
        return list(mypycify([*flags, *COMPILED], opt_level="3"))
    except BaseException as error:  # no mypyc, or it cannot compile (it exits): the .py files run
        _warn(f"mypyc is not available or failed ({error!r})")
        return []


class _OptionalBuildExt(build_ext):
    """Compiled modules are an option: without a working C compiler the pure modules stand."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:
            _warn(f"the C extensions could not be built ({error})")

    def build_extension(self, ext: object) -> None:
        try:
            super().build_extension(ext)  # type: ignore[arg-type]
        except Exception as error:
            _warn(f"{getattr(ext, 'name', ext)} could not be compiled ({error})")


class _WithData(build_py):
    """Put grammar/ and schemas/ inside the package, where resources.py finds them installed."""

    def run(self) -> None:
        super().run()
        for folder in ("grammar", "schemas"):
            target = Path(self.build_lib, "allfives_notation", folder)
            shutil.copytree(ROOT / folder, target, dirs_exist_ok=True)


setup(ext_modules=_compiled(), cmdclass={"build_ext": _OptionalBuildExt, "build_py": _WithData})
