"""Syntax errors in a domino player's words: which word is wrong, why, and what was expected.

Lark reports the token it could not take; this module reads the line itself, word by
word, to name the wrong word and give the common mistakes their own messages. Examples
in the messages use the game's own seat names and hand numbers where it knows them.

Why it is long (about 740 lines): one table of the common slips for each kind of line, each
with its message, all reading the one :class:`Context` of the game being read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from lark.exceptions import UnexpectedInput, UnexpectedToken

from allfives_notation.engine.arms import path_problem
from allfives_notation.notation.lines import ARM, GLYPH, NAME
from allfives_notation.notation.spelling import character_name, closest, is_odd

_WORD: Final = re.compile(r"[^\s,]+|,")
_NAME: Final = re.compile(NAME)
_SIDE: Final = re.compile(rf"{NAME}(?:\+{NAME})?")
_TILE: Final = re.compile(r"[0-6]-[0-6]")
#: Two numbers with something between them that is not a plain hyphen, as tiles get written:
#: 5:0, 5.0, 5|0, 5/0, and with an en dash, an em dash or a minus sign for the hyphen.
_TILE_LIKE: Final = re.compile(r"(\d+)([-|:./_\u2010-\u2015\u2212\ufe63\uff0d])(\d+)")
_GLYPH: Final = re.compile(GLYPH)
_WHOLE_TAG: Final = re.compile(r"\[[A-Za-z][A-Za-z0-9_]*[ \t]+\"(?:[^\"\\\n]|\\[\"\\])*\"[ \t]*\][ \t]*")
_BLANKS: Final = re.compile(r"[ \t]*")
_ARM_WORDS: Final = frozenset({"w", "e", "n", "s", "west", "east", "north", "south"})
_ARM: Final = re.compile(ARM)
#: An arm as people write it, in either case: ``e``, ``e3n`` (R25's paths are written in capitals).
_ARM_ANY_CASE: Final = re.compile(r"[WENSwens](?:[0-6][WENSwens])*")
#: A tile with an arm or points joined to it: ``5-0E``, ``6-3E3N``, ``5-5+10``.
_JOINED_TO_TILE: Final = re.compile(rf"({_TILE.pattern})({_ARM_ANY_CASE.pattern}|\+[0-9]+)")
#: An arm with the points joined to it: ``E+10``, ``E3N+2``.
_JOINED_TO_ARM: Final = re.compile(rf"({_ARM_ANY_CASE.pattern})(\+[0-9]+)")
#: What follows a player's name on a turn or end line, and the words people write for it at the table.
_AFTER_NAME: Final = ("draws", "passes", "out", "reaches", "muggins")
_TABLE_WORDS: Final = {
    "dominoes": "out",
    "domino": "out",
    "dominos": "out",
    "domino!": "out",
    "went": "out",
    "goes": "out",
    "pass": "passes",
    "passed": "passes",
    "knocks": "passes",
    "knock": "passes",
    "knocked": "passes",
    "draw": "draws",
    "drew": "draws",
    "drawn": "draws",
    "drawing": "draws",
    "reached": "reaches",
    "reach": "reaches",
}
#: Words people open an end line with, for the line word the notation uses.
_LINE_SLIPS: Final = {
    "block": "blocked",
    "blocks": "blocked",
    "locked": "blocked",
    "stuck": "blocked",
    "pip": "pips",
    "show": "shown",
    "shows": "shown",
    "showed": "shown",
    "deducts": "deduct",
    "deducted": "deduct",
    "deduction": "deduct",
    "deductions": "deduct",
    "awards": "award",
    "awarded": "award",
    "scores": "score",
    "scored": "score",
    "total": "score",
    "totals": "score",
}
_COUNT_WORDS: Final = ("pips", "deduct", "shown", "award", "score")
#: The words that open lines of a hand.
LINE_WORDS: Final = frozenset({"hand", "boneyard", "blocked", "pips", "shown", "deduct", "award", "score"})

#: What each kind of line is, in words.
LINE_KINDS: Final = {
    "TAG_PAIR": "a tag pair",
    "HAND_HEADER": "a hand header",
    "DEALT_HAND": "a dealt hand",
    "BONEYARD": "the boneyard",
    "TURN": "a turn",
    "CALL": "a muggins call",
    "WENT_OUT": "the end of the hand",
    "BLOCKED": "the end of the hand",
    "TARGET_REACHED": "the end of the hand",
    "PIPS_SHOWN": "a pips line",
    "TILES_SHOWN": "a shown line",
    "DEDUCTIONS": "a deduct line",
    "AWARDS": "an award line",
    "SCORES": "a score line",
    "BRACE_COMMENT": "a comment",
    "LINE_COMMENT": "a comment",
}
_ENDINGS: Final = frozenset(
    {"WENT_OUT", "BLOCKED", "TARGET_REACHED", "PIPS_SHOWN", "TILES_SHOWN", "DEDUCTIONS", "AWARDS", "SCORES"}
)
_IN_HAND: Final = _ENDINGS | {"DEALT_HAND", "BONEYARD", "TURN", "CALL"}


@dataclass(frozen=True, slots=True)
class Context:
    """What the reader knows of the game so far, for examples in words the player knows."""

    seats: tuple[str, ...] = ()
    previous: str = ""  # the kind of the last line read in this game, "" at its start
    hand: int = 0  # the number of the last hand header read
    went_out: str = ""  # who went out of that hand, if it says

    @property
    def name(self) -> str:
        """A seat to name in examples."""
        return self.seats[0] if self.seats else "Ann"

    @property
    def next_hand(self) -> str:
        """The header the next hand would have (R5: who went out leads)."""
        return f"hand {self.hand + 1}, {self.went_out or self.name} leads"


@dataclass(frozen=True, slots=True)
class Problem:
    """A syntax error explained: the message, where to point, and the rule it breaks, if any."""

    message: str
    position: int
    rule: str | None = None
    unclosed: bool = False  # a comment never closed: the lines after it are its text


def explain(problem: UnexpectedInput, text: str, position: int, context: Context) -> Problem:
    """Explain the syntax error Lark raised at ``position`` of ``text``."""
    if isinstance(problem, UnexpectedToken) and problem.token.type != "$END":
        words = str(problem.token).split()
        capitals = small_letters(words[0]) if words else None
        return Problem(capitals or misplaced(problem.token.type, context), position)
    start = text.rfind("\n", 0, position) + 1
    end = text.find("\n", position)
    line = text[start : end if end >= 0 else len(text)].rstrip("\r")
    rest = line[position - start :]
    if rest.startswith("{"):
        return _open_comment(text, position)
    odd = _odd_character(line)
    if odd is not None:
        return Problem(_odd_message(line[odd]), start + odd)
    if rest.startswith("["):
        whole = _WHOLE_TAG.match(rest)
        if whole and whole.end() < len(rest) and rest[whole.end()] not in "{;":
            alone = "a tag pair stands on a line of its own (comments may follow it)"
            return Problem(alone, position + whole.end())
        return Problem(_tag(rest), position)
    if rest.startswith("}"):
        return Problem("a } with no { before it: a comment is written {like this}", position)
    content = len(line) - len(line.lstrip())
    found = _line(_words(line[content:]), context)
    if found is not None:
        message, offset, rule = found
        return Problem(message, start + content + offset, rule)
    first = rest.split()[0] if rest.split() else rest
    if _GLYPH.fullmatch(first):
        return Problem("a glyph such as ! goes right after the turn, before any comment", position)
    return Problem(f"expected a comment or the end of the line here, not {first!r}", position)


def _odd_character(line: str) -> int | None:
    """Where the first odd character (a no-break space, say) stands outside comments and tag values.

    None if there is none.
    """
    tag = line.lstrip().startswith("[")
    index, quoted = 0, False
    while index < len(line):
        character = line[index]
        if quoted:
            if character == "\\":
                index += 1
            elif character == '"':
                quoted = False
        elif tag and character == '"':
            quoted = True
        elif character in "{;":
            return None
        elif is_odd(character):
            return index
        index += 1
    return None


def _odd_message(character: str) -> str:
    name = character_name(character)
    if character.isspace():
        return f"a {name} stands here: words are separated by plain spaces or tabs, so type a space instead"
    return f"a {name} stands here, where nobody sees it: delete it"


def small_letters(word: str) -> str | None:
    """The message for a word of the notation written with capitals (``Hand``), else None."""
    word = word.removesuffix(":")
    if word.lower() in LINE_WORDS and word != word.lower():
        return f"the words of the notation are written in small letters: {word.lower()!r}, not {word!r}"
    return None


def misplaced(kind: str, context: Context) -> str:
    """A well-formed line in the wrong place."""
    what = LINE_KINDS.get(kind, "this")
    previous = context.previous
    if kind in ("BRACE_COMMENT", "LINE_COMMENT"):
        return (
            "a comment belongs to a game: it follows a line of the game, or introduces the game"
            " from just before its first tag pair (after a blank line, or at the top of the file)"
        )
    if kind == "CALL" and previous in _ENDINGS:
        return _misplaced_call(previous)
    if previous in ("", "TAG_PAIR", "GAME_INTRO") and kind in _IN_HAND:
        return f"{what} outside any hand: start the hand with a line such as '{context.next_hand}'"
    if previous in _ENDINGS:
        return (
            f"{what} after the end of the hand: start the next hand with a line such as '{context.next_hand}'"
        )
    if kind == "CALL":
        return _misplaced_call(previous)
    if kind in ("DEALT_HAND", "BONEYARD"):
        return f"{what} comes before the first turn of the hand"
    return f"{what} cannot come here"


def _misplaced_call(previous: str) -> str:
    """A muggins call line where none may stand: before the hand's first turn, or after its end."""
    if previous in _ENDINGS:
        return (
            "a muggins call stands right after the turn it answers, before the end of the hand:"
            " a call on the tile that went out comes before the line that says so (R23)"
        )
    return "a muggins call answers a placement: it stands on the line after the turn it answers (R23)"


def _open_comment(text: str, position: int) -> Problem:
    closing = text.find("}", position + 1)
    opening = text.find("{", position + 1)
    if closing < 0:
        message = "this comment is never closed: a comment that opens with { ends with }"
        return Problem(message, position, unclosed=True)
    if 0 <= opening < closing:
        return Problem(
            "this comment is not closed before the next { (comments do not nest): close it with }", position
        )
    after = _BLANKS.match(text, closing + 1).end()  # type: ignore[union-attr]  # [ \t]* always matches
    word = _WORD.match(text, after)
    if word and _GLYPH.fullmatch(word[0]):
        return Problem("a glyph such as ! goes right after the turn, before any comment", after)
    return Problem(
        "only comments may follow a comment on its line; the next item starts a line of its own", after
    )


def _tag(rest: str) -> str:
    curly = re.match(r"\[[A-Za-z][A-Za-z0-9_]*[ \t]+([\u201c\u201d\u201e\u2033\u00ab\u00bb])", rest)
    if curly:
        return f'a tag value goes in plain double quotes ("), not a {character_name(curly[1])}'
    if re.match(r"\[[A-Za-z][A-Za-z0-9_]*[ \t]+[A-Za-z0-9_]+[ \t]+\"", rest):
        return "a tag name is one word of letters and digits, such as Event or Annotator"
    if re.match(r"\[[A-Za-z][A-Za-z0-9_]*[ \t]+[^\"\s]", rest):
        return 'a tag value goes in double quotes, as [Event "Tuesday club"]'
    if re.match(r"\[[A-Za-z][A-Za-z0-9_]*[ \t]+\"(?:[^\"\\\n]|\\.)*$", rest):
        return 'this tag value is never closed: end it with " and ]'
    if re.match(r"\[[A-Za-z][A-Za-z0-9_]*[ \t]+\"(?:[^\"\\\n]|\\[\"\\])*\"[ \t]*$", rest):
        return "this tag pair is never closed: end it with ]"
    if re.match(r"\[[A-Za-z][A-Za-z0-9_]*[ \t]+\"(?:[^\"\\\n]|\\.)*\\[^\"\\]", rest):
        return 'inside a tag value only \\" and \\\\ may follow a backslash'
    return 'a tag pair is written [Name "value"], such as [Event "Tuesday club"]'


Words = list[tuple[str, int]]
Found = tuple[str, int, str | None] | None  # message, offset in the line, rule; None if the words are right


def _words(content: str) -> Words:
    words: Words = []
    for found in _WORD.finditer(content):
        if found[0].startswith(("{", ";")):
            break
        words.append((found[0], found.start()))
    return words


def _spoken(words: Words) -> str:
    """Words put back together as the canonical form spaces them: ``score Ann 65, Ben 25``."""
    out = ""
    for word, _ in words:
        out += word if word == "," or not out else " " + word
    return out


def tile_fix(word: str) -> str | None:
    """How to write ``word``, meant as a tile, as one (``write a tile as 5-0, with a hyphen, not '5:0'``).

    The text reader's words, for the JSON form's tiles too; None if ``word`` does not look
    like a tile at all.
    """
    found = _tile_problem(word, 0)
    return None if found is None else found[0]


def _tile_problem(word: str, at: int) -> Found:
    """The message for a word that was meant as a tile but is not written as one; None if it was not."""
    found = _TILE_LIKE.fullmatch(word)
    if found and (len(found[1]) > 3 or len(found[3]) > 3 or int(found[1]) > 6 or int(found[3]) > 6):
        return f"{word} is not a tile of the double-six set: each half has 0 to 6 pips", at, "R1"
    if found and found[2] != "-":
        tile, separator = f"{found[1]}-{found[3]}", found[2]
        if separator.isascii():
            return f"write a tile as {tile}, with a hyphen, not {word!r}", at, None
        return (
            f"write a tile as {tile}, with a plain hyphen: {word!r} has a {character_name(separator)}",
            at,
            None,
        )
    if re.fullmatch(r"[0-6][0-6]", word):
        return (
            f"write a tile as {word[0]}-{word[1]}, with a hyphen between its halves, not {word!r}",
            at,
            None,
        )
    return None


def _line(words: Words, context: Context) -> Found:
    if not words:
        return "expected a line of the game here", 0, None
    first, _ = words[0]
    for word, at in words:
        if word.startswith("}"):
            return "a } with no { before it: a comment is written {like this}", at, None
    capitals = small_letters(first)
    if capitals:
        return capitals, 0, None
    if first == "hand":
        return f"a hand starts with a line such as '{_hand_header(words, context)}'", 0, None
    if first == "blocked":
        return _rest_of_line(words[1:], "'blocked'")
    if first == "boneyard:":
        return _tiles(words[1:], "'boneyard:'")
    if first in _COUNT_WORDS:
        return _counts(words, context)
    if first.endswith(":") and first[:-1] in _COUNT_WORDS:
        fixed = _spoken([(first[:-1], 0), *words[1:]])
        return f"no colon after {first[:-1]!r}: write '{fixed}'", len(first) - 1, None
    if first.lower() in ("boneyard", "bones") and first not in context.seats:
        return "the boneyard line is written with a colon: 'boneyard: 6-3 5-2'", 0, None
    meant = _line_word(first, context)
    if meant == "hand":
        fixed = _hand_header([("hand", 0), *words[1:]], context)
        return f"did you mean '{fixed}'?", 0, None
    if meant is not None:
        if meant == "blocked":
            return "did you mean 'blocked'? A hand nobody can play on is written 'blocked'", 0, "R12"
        return f"did you mean '{_spoken([(meant, 0), *words[1:]])}'?", 0, None
    if first.endswith(":") and _NAME.fullmatch(first[:-1]):
        if len(words) == 1:
            return f"expected tiles after {first!r}, such as 5-3", len(first), None
        if words[1][0] in _AFTER_NAME:
            fixed = _spoken([(first[:-1], 0), *words[1:]])
            return f"a turn has no colon after the name: write '{fixed}'", len(first) - 1, None
        return _tiles(words[1:], repr(first))
    if not _NAME.fullmatch(first):
        if _TILE_LIKE.fullmatch(first) or _TILE.fullmatch(first):
            return f"a turn starts with the player's name, as '{context.name} 5-3 E', not a tile", 0, None
        return (
            f"expected a turn such as '{context.name} 5-3 E', a hand header such as"
            f" '{context.next_hand}' or a tag pair, not {first!r}",
            0,
            None,
        )
    return _turn(words, context)


def _line_word(word: str, context: Context) -> str | None:
    """The word of the notation that opens a line, of which ``word`` (no seat's name) is a slip."""
    if word in context.seats or len(word) < 3:
        return None
    lowered = word.lower()
    return _LINE_SLIPS.get(lowered) or closest(lowered, ("hand", "blocked", *_COUNT_WORDS))


def _hand_header(words: Words, context: Context) -> str:
    """The hand header a line was surely meant as: its own number and leader, else the next hand's."""
    numbers = [
        word.rstrip(":,.")
        for word, _ in words
        if word.rstrip(":,.").isascii() and word.rstrip(":,.").isdigit()
    ]
    names = [word.rstrip(":,") for word, _ in words if word.rstrip(":,") in context.seats]
    if numbers and names:
        return f"hand {numbers[0]}, {names[0]} leads"
    return context.next_hand


def _tiles(words: Words, after: str) -> Found:
    for word, at in words:
        if word == ",":
            fixed = " ".join([after.strip("'"), *(w for w, _ in words if w != ",")])
            return f"tiles are separated by spaces, not commas: write '{fixed}'", at, None
        if not _TILE.fullmatch(word):
            return _tile_problem(word.rstrip(","), at) or (
                f"expected a tile such as 5-3 after {after}, not {word!r}",
                at,
                None,
            )
    return None


def _counts(words: Words, context: Context) -> Found:
    """A ``pips``, ``shown``, ``deduct``, ``award`` or ``score`` line: entries split by commas."""
    keyword, _ = words[0]
    example = {
        "pips": "pips {b} 7",
        "deduct": "deduct {b} 5",
        "shown": "shown {b} 4-3 2-1",
        "award": "award {a} 25",
        "score": "score {a} 35, {b} 5",
    }[keyword].format(a=context.name, b=context.seats[1] if len(context.seats) > 1 else "Ben")
    who = "side" if keyword in ("award", "score") else "seat"
    index, end = 1, len(keyword)
    while True:
        if index >= len(words):
            return (
                f"expected a {who} and {'tiles' if keyword == 'shown' else 'a number'}, as '{example}'",
                end,
                None,
            )
        name, at = words[index]
        equals = re.fullmatch(r"([^=]+)=(-?[0-9]+)", name)
        if equals and (_SIDE if who == "side" else _NAME).fullmatch(equals[1]):
            fixed = _spoken([(w.replace("=", " "), a) for w, a in words])
            return (
                f"a name and its number are separated by a space: write '{fixed}'",
                at + len(equals[1]),
                None,
            )
        if name.endswith(":") and (_SIDE if who == "side" else _NAME).fullmatch(name[:-1]):
            fixed = _spoken([(w.removesuffix(":"), a) for w, a in words])
            return f"no colon after the name: write '{fixed}'", at + len(name) - 1, None
        if not (_SIDE if who == "side" else _NAME).fullmatch(name):
            if keyword == "shown" and (_TILE.fullmatch(name) or _tile_problem(name, at)):
                fixed = _spoken(words[: index - 1] + words[index:])
                return _tile_problem(name, at) or (
                    f"the tiles a player showed are separated by spaces, not commas: write '{fixed}'",
                    words[index - 1][1],
                    None,
                )
            return f"expected a {who}'s name here, as '{example}', not {name!r}", at, None
        index += 1
        if keyword == "shown":
            start = index
            while index < len(words) and words[index][0] != ",":
                word, at = words[index]
                if not _TILE.fullmatch(word):
                    return _tile_problem(word, at) or (f"expected a tile such as 4-3, not {word!r}", at, None)
                index += 1
            if index == start:
                return f"expected the tiles {name} showed, as '{example}'", at + len(name), None
        else:
            if index >= len(words):
                return f"expected a number after {name}, as '{example}'", at + len(name), None
            number, at = words[index]
            allowed = r"-?[0-9]+" if keyword == "score" else r"[0-9]+"
            if not re.fullmatch(allowed, number):
                if keyword == "score" and re.fullmatch(r"\+[0-9]+", number):
                    return f"a score takes no plus sign: write '{name} {number[1:]}'", at, None
                if re.fullmatch(r"[-+][0-9]+", number):
                    fixed = f"{keyword} {name} {number[1:]}"
                    return f"{keyword} takes a plain number, never below zero: write '{fixed}'", at, None
                return f"expected a number after {name}, as '{example}', not {number!r}", at, None
            index += 1
        if index >= len(words):
            return None
        if words[index][0] != ",":
            word, at = words[index]
            return f"expected a comma before the next {who}, as '{example}', not {word!r}", at, None
        end = words[index][1] + 1
        index += 1


def _turn(words: Words, context: Context) -> Found:
    name, _ = words[0]
    if len(words) == 1:
        return f"expected what {name} did: a tile such as 5-3, 'draws' or 'passes'", len(name), None
    word, at = words[1]
    if word == "draws":
        return _draw(words[2:], at + len(word), name)
    if word == "passes":
        return _after_glyphs(words[2:], "'passes'", placed=False)
    if word == "muggins":
        return _call(words[2:], name)
    if word == "out":
        return _rest_of_line(words[2:], f"'{name} out'")
    if word == "reaches":
        if [w for w, _ in words[2:4]] != ["the", "target"]:
            return f"a placement that wins the game is followed by '{name} reaches the target'", at, None
        return _rest_of_line(words[4:], f"'{name} reaches the target'")
    if word == "plays":
        return f"after {name!r} comes the tile itself, as '{name} 5-3 E'; 'plays' follows a draw", at, None
    if _TILE.fullmatch(word):
        return _after_tile(words[2:], word, name)
    if (joined := _joined(word, at)) is not None:
        return joined
    if word.lower() in _AFTER_NAME:
        return small_letters_after(word), at, None
    if word == "blocked":
        return "'blocked' stands alone on its line, with no name: nobody could play", 0, None
    if word in ("wins", "won"):
        return (
            f"'{word}' is not a word of the notation: a player who goes out is written '{name} out',"
            f" a placement that wins the game is followed by '{name} reaches the target'",
            at,
            None,
        )
    if word.isdigit() and len(word) == 1 and len(words) > 2 and re.fullmatch(r"[0-6]", words[2][0]):
        return f"write a tile as {word}-{words[2][0]}, with a hyphen between its halves", at, None
    if word in ("leads", "starts"):
        number = context.hand + 1 if context.hand else 1
        return f"a hand starts with its header line, such as 'hand {number}, {name} leads'", 0, None
    meant = _TABLE_WORDS.get(word.lower()) or (closest(word, _AFTER_NAME) if len(word) > 3 else None)
    if meant is not None:
        return _meant(words, name, meant), at, _MEANT_RULES.get(meant)
    if re.fullmatch(r"-?[0-9]+", word) and len(words) > 2 and words[2][0] == ",":
        return f"a score line starts with 'score': write '{_spoken([('score', 0), *words])}'", 0, None
    return _tile_problem(word, at) or (
        f"expected a tile such as 5-3 after {name!r}, or 'draws' or 'passes', not {word!r}",
        at,
        None,
    )


#: The rule each kind of turn or end line is written for.
_MEANT_RULES: Final = {"out": "R11", "passes": "R10", "draws": "R9", "reaches": "R19", "muggins": "R23"}


def _meant(words: Words, name: str, meant: str) -> str:
    """'did you mean ...?' for a turn or end line whose second word is a slip of ``meant``."""
    if meant == "out":
        return f"did you mean '{name} out'? A player who places their last tile goes out"
    if meant == "passes":
        return f"did you mean '{name} passes'? A player who cannot play and has nothing to draw passes"
    if meant == "reaches":
        return f"did you mean '{name} reaches the target'?"
    if meant == "muggins":
        fixed = _spoken([(name, 0), ("muggins", 0), *words[2:]])
        return f"did you mean '{fixed}'? An opponent's call on a claim is written 'muggins'"
    rest = [(w, a) for w, a in words[2:]]
    if len(rest) > 1 and rest[1][0] in ("tile", "tiles"):
        del rest[1]
    fixed = _spoken([(name, 0), ("draws", 0), *rest]) if rest else f"{name} draws ..."
    return f"did you mean '{fixed}'? A draw is written with 'draws', then the tiles or how many"


def small_letters_after(word: str) -> str:
    """The message for ``Out`` or ``PASSES`` after a name."""
    return f"the words of the notation are written in small letters: {word.lower()!r}, not {word!r}"


def _draw(words: Words, end: int, name: str) -> Found:
    if not words:
        wanted = "the tiles, such as 'draws 6-3 5-2', or how many, such as 'draws 2'"
        return f"expected what was drawn after 'draws': {wanted}", end, None
    word, at = words[0]
    index = 1
    if not word.isdigit():
        if not _TILE.fullmatch(word):
            return _tile_problem(word, at) or (
                f"expected the tiles drawn, such as 6-3, or how many, such as 2, not {word!r}",
                at,
                None,
            )
        while index < len(words) and _TILE.fullmatch(words[index][0]):
            index += 1
    if index >= len(words):
        return None
    word, at = words[index]
    if word in ("tile", "tiles") and words[0][0].isdigit():
        count = words[0][0]
        return (
            f"write how many tiles as a number alone: 'draws {count}', not 'draws {count} {word}'",
            at,
            None,
        )
    if (
        word == ","
        and index + 1 < len(words)
        and _TILE.fullmatch(words[index + 1][0])
        and _TILE.fullmatch(words[0][0])
    ):
        return "the tiles drawn are separated by spaces, not commas, as 'draws 6-3 5-2, plays 5-2'", at, None
    if word != ",":
        return _tile_problem(word, at) or (
            f"after the draw write ', plays' and the tile, or ', passes', not {word!r}",
            at,
            None,
        )
    if index + 1 >= len(words):
        return "expected 'plays' and a tile, or 'passes', after the comma", at + 1, None
    word, at = words[index + 1]
    if word == "passes":
        return _after_glyphs(words[index + 2 :], "'passes'", placed=False)
    if word != "plays":
        meant = closest(word, ("plays", "passes")) or {"pass": "passes", "played": "plays"}.get(word.lower())
        hint = f": did you mean {meant!r}?" if meant else ""
        return f"after the draw write ', plays' and the tile, or ', passes', not {word!r}{hint}", at, None
    if index + 2 >= len(words):
        return "expected the tile played after 'plays', such as 5-3", at + len(word), None
    word, at = words[index + 2]
    if not _TILE.fullmatch(word):
        return (
            _joined(word, at)
            or _tile_problem(word, at)
            or (
                f"expected a tile such as 5-3 after 'plays', not {word!r}",
                at,
                None,
            )
        )
    return _after_tile(words[index + 3 :], word, name)


def _joined(word: str, at: int) -> Found:
    """A tile with its arm or points written on to it (``6-3E3N``, ``5-5+10``): where the space goes."""
    joined = _JOINED_TO_TILE.fullmatch(word)
    if joined is None:
        return None
    after = joined[2] if joined[2].startswith("+") else joined[2].upper()
    return f"put a space after the tile: '{joined[1]} {after}'", at + 3, None


def _after_tile(words: Words, tile: str, name: str) -> Found:
    for word, at in words:  # 'Ann 5-5 +10 dominoes': the last tile and going out on one line
        if word == "out" or _TABLE_WORDS.get(word.lower()) == "out":
            return f"going out is a line of its own: after this turn write '{name} out'", at, "R11"
    index = 0
    if words and _ARM.fullmatch(words[0][0]):  # W, E, N, S, or a later double's path (E3N, R25)
        index = 1
    elif words and words[0][0].lower() in _ARM_WORDS:
        word, at = words[0]
        return f"the arm is written W, E, N or S, not {word!r}", at, None
    elif words and _ARM_ANY_CASE.fullmatch(words[0][0]):
        word, at = words[0]
        wrong = path_problem(word.upper()) if len(word) > 1 else None
        if wrong is not None:  # capitals would not mend it: the path turns the wrong way (R25)
            return wrong, at, None
        return f"an arm's path is written in capital letters: '{word.upper()}', not '{word}'", at, None
    elif words and (joined := _JOINED_TO_ARM.fullmatch(words[0][0])):
        arm, at = joined[1], words[0][1]
        return f"put a space between the arm and the points: '{arm.upper()} {joined[2]}'", at + len(arm), None
    elif words and words[0][0].isalpha():
        word, at = words[0]
        return f"{word!r} is not an arm: the arms are W, E, N and S", at, None
    if index < len(words):
        word, at = words[index]
        points = re.fullmatch(r"\+?([0-9]+)(?:pts?|points?)", word)
        if points or (word == "+" and index + 1 < len(words) and words[index + 1][0].isdigit()):
            number = points[1] if points else words[index + 1][0]
            return (
                f"claimed points are a plus and the number, with nothing between or after: +{number}",
                at,
                None,
            )
        if word.startswith("+"):
            if not word[1:].isdigit():
                return f"claimed points are a plus and a number, such as +10, not {word!r}", at, None
            index += 1
            if index < len(words) and words[index][0] in ("pts", "pt", "points", "point"):
                return (
                    f"claimed points are a plus and the number, with nothing after: {word}",
                    words[index][1],
                    None,
                )
            if index == 1 and index < len(words) and _ARM.fullmatch(words[index][0]):
                arm, at = words[index]
                return f"the arm comes before the points: '{tile} {arm} {word}'", at, None
        elif word.startswith("-") and word[1:].isdigit():
            return f"claimed points are never below zero: write +{word[1:]}, or leave the claim out", at, None
        elif word.isdigit():
            return f"claimed points are written with a plus, as +{word}", at, None
    return _after_glyphs(words[index:], repr(tile), placed=True)


def _call(words: Words, name: str) -> Found:
    """What is wrong with a muggins call line (R23): ``Ben muggins +2``, or ``Ben muggins``."""
    index = 0
    if words:
        word, at = words[0]
        plain = re.fullmatch(r"\+?([0-9]+)(?:pts?|points?)?", word)
        if word.startswith("-") and word[1:].isdigit():
            return (
                f"a call scores nothing or more: write '{name} muggins +{word[1:]}',"
                f" or '{name} muggins' for a call that found nothing",
                at,
                "R23",
            )
        if plain and word != f"+{plain[1]}":
            return f"a call's points are a plus and the number, as '{name} muggins +{plain[1]}'", at, "R23"
        if word.startswith("+") and not word[1:].isdigit():
            return f"a call's points are a plus and a number, such as +10, not {word!r}", at, "R23"
        if plain:
            index = 1
    return _after_glyphs(words[index:], f"'{name} muggins'", placed=False, call=index == 0)


def _after_glyphs(words: Words, after: str, *, placed: bool, call: bool = False) -> Found:
    for word, at in words:
        if not _GLYPH.fullmatch(word):
            wanted = "points such as +10, " if call or placed else ""
            if placed:
                wanted = "an arm (W, E, N, S), " + wanted
            return (
                f"expected {wanted}a glyph such as ! or $1, or a comment after {after}, not {word!r}",
                at,
                None,
            )
    return None


def _rest_of_line(words: Words, after: str) -> Found:
    if words:
        word, at = words[0]
        return f"nothing but a comment may follow {after} on its line, not {word!r}", at, None
    return None
