"""The tree-sitter grammar of editors/tree-sitter-afn for the tests: its parser.c built, its test files read.

``tree-sitter test`` needs the tree-sitter command, which cannot be installed everywhere
(its npm package downloads a binary); the tests do its work through the Python binding
instead: the generated parser is compiled with the C compiler (once, kept by its hash),
the corpus is read as ``tree-sitter test`` reads it, and the highlight files' ``^``
assertions are checked against the query's captures.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tree_sitter import Language, Node, Parser, Query, QueryCursor

GRAMMAR = Path(__file__).resolve().parents[2] / "editors" / "tree-sitter-afn"
SOURCES = (GRAMMAR / "src" / "parser.c", GRAMMAR / "src" / "scanner.c")
_HEADER = re.compile(r"^={3,}\n(?P<name>.*?)\n={3,}\n", re.MULTILINE)
_DASHES = re.compile(r"^-{3,}\n", re.MULTILINE)
_ASSERTION = re.compile(r"^;(?P<space>\s*)(?P<caret>\^+)\s*(?P<capture>\S+)\s*$")
_KEPT: list[ctypes.CDLL] = []  # the loaded libraries, kept for as long as the process runs


def compiler() -> str | None:
    """The C compiler the parser is built with: $CC, else cc or gcc on the path."""
    return os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")


def built_library() -> Path:
    """Where the compiled parser is kept: in the temporary folder, by the hash of its sources."""
    digest = hashlib.sha256(b"".join(path.read_bytes() for path in SOURCES)).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"allfives-tree-sitter-afn-{digest}.so"


@cache
def language() -> Language:
    """The AFN language, its parser compiled once per version of the sources."""
    built = built_library()
    if not built.exists():
        cc = compiler()
        if cc is None:
            raise RuntimeError("no C compiler to build the tree-sitter parser with")
        partial = built.with_suffix(f".{os.getpid()}.tmp")
        command = [
            cc,
            "-shared",
            "-fPIC",
            "-O1",
            "-I",
            str(GRAMMAR / "src"),
            *map(str, SOURCES),
            "-o",
            str(partial),
        ]
        subprocess.run(command, check=True, capture_output=True)
        os.replace(partial, built)  # at once: tests in other processes may be building it too
    library = ctypes.CDLL(str(built))
    _KEPT.append(library)
    library.tree_sitter_afn.restype = ctypes.c_void_p
    new_capsule = ctypes.pythonapi.PyCapsule_New
    new_capsule.restype = ctypes.py_object
    new_capsule.argtypes = (ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p)
    return Language(new_capsule(library.tree_sitter_afn(), b"tree_sitter.Language", None))


def parse(text: str) -> Node:
    """The syntax tree of ``text``."""
    return Parser(language()).parse(text.encode("utf-8")).root_node


@dataclass(frozen=True, slots=True)
class Case:
    """One test of the corpus: its name, the record and the tree expected, in S-expression form."""

    file: str
    name: str
    text: str
    tree: str


def corpus() -> list[Case]:
    """Every test of test/corpus/*.txt, as ``tree-sitter test`` reads them."""
    cases = []
    for path in sorted((GRAMMAR / "test" / "corpus").glob("*.txt")):
        content = path.read_text(encoding="utf-8")
        headers = list(_HEADER.finditer(content))
        for header, following in zip(headers, [*headers[1:], None], strict=True):
            body = content[header.end() : following.start() if following else len(content)]
            text, tree = _DASHES.split(body, maxsplit=1)
            cases.append(Case(path.name, header["name"], text.strip("\n") + "\n", tree.strip()))
    return cases


def s_expression(node: Node) -> str:
    """The tree as ``tree-sitter test`` writes it: named nodes only, one space between."""
    return " ".join(str(node).split())


def same_tree(one: str, other: str) -> bool:
    """Whether two S-expressions are the same tree, whatever their spaces and line breaks."""

    def words(tree: str) -> list[str]:
        return tree.replace("(", " (").replace(")", ") ").split()

    return words(one) == words(other)


def highlights() -> Query:
    """The highlight query of queries/highlights.scm."""
    return Query(language(), (GRAMMAR / "queries" / "highlights.scm").read_text(encoding="utf-8"))


@dataclass(frozen=True, slots=True)
class Assertion:
    """A ``^ capture`` line of a highlight test: the place it points at (from 0), and the capture."""

    file: str
    line: int
    column: int
    capture: str


def assertions() -> list[Assertion]:
    """Every assertion of test/highlight/*.afn: a comment line with carets under the line above it."""
    found = []
    for path in sorted((GRAMMAR / "test" / "highlight").glob("*.afn")):
        target = -1
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n")):
            marked = _ASSERTION.match(line)
            if marked is None:
                target = number
                continue
            for column in range(marked.start("caret"), marked.end("caret")):
                found.append(Assertion(path.name, target, column, marked["capture"]))
    return found


def capture_at(text: str, line: int, column: int) -> str | None:
    """The capture that colours a place: of the smallest node holding it, the last pattern on a tie."""
    root = parse(text)
    best: tuple[int, int, str] | None = None  # (size, pattern, capture)
    for pattern, captured in QueryCursor(highlights()).matches(root):
        for name, nodes in captured.items():
            for node in nodes:
                if node.start_point <= (line, column) < node.end_point:
                    size = node.end_byte - node.start_byte
                    if best is None or (size, -pattern) < (best[0], -best[1]):
                        best = (size, pattern, name)
    return best[2] if best else None


#: Each line node of the tree-sitter grammar, and the Lark terminal of the same line.
LINES = {
    "tag": "TAG_PAIR",
    "hand_header": "HAND_HEADER",
    "dealt": "DEALT_HAND",
    "boneyard": "BONEYARD",
    "turn": "TURN",
    "call": "CALL",
    "went_out": "WENT_OUT",
    "blocked": "BLOCKED",
    "reached": "TARGET_REACHED",
    "pips": "PIPS_SHOWN",
    "shown": "TILES_SHOWN",
    "deduct": "DEDUCTIONS",
    "award": "AWARDS",
    "score": "SCORES",
}


def tree_lines(text: str) -> tuple[bool, list[tuple[str, str]]]:
    """Whether the tree has an error, and each line found: (the Lark terminal, its text less comments)."""
    data = text.encode("utf-8")
    root = parse(text)
    found: list[tuple[str, str]] = []

    def walk(node: Node) -> None:
        for child in node.children:
            if not child.is_named:
                continue
            if child.type in LINES:
                ends = [c.start_byte for c in child.children if c.type == "comment"] + [child.end_byte]
                found.append((LINES[child.type], data[child.start_byte : min(ends)].decode("utf-8").strip()))
            if child.type == "hand":
                walk(child)

    walk(root)
    return root.has_error, found
