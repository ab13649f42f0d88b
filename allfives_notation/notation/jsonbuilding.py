"""Build one game's record from a JSON document the schema has passed, naming the pointer of anything amiss.

notation/jsonform.py reads the JSON form and holds each document to the schema; here a
document that passes becomes a game record, and what the schema cannot say (a name that
is no seat or side, a rule declaration, a tile written with a line break) is refused with
its JSON pointer, every finding of a document kept, not only the first.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Final, TypeVar

from allfives_notation.engine.arms import AnyArm, Arm, ArmPath, path_problem
from allfives_notation.engine.rules import Muggins
from allfives_notation.engine.tiles import Tile
from allfives_notation.errors import NotationError
from allfives_notation.notation.header import (
    INTERPRET,
    Header,
    TagError,
    finish,
    known_tag,
    not_seated,
    record_of_header,
    seat_names,
    seat_partners,
    side_index,
)
from allfives_notation.notation.lines import TILE_TEXT
from allfives_notation.notation.ruleset import parse_rules
from allfives_notation.record.model import (
    Call,
    Comment,
    CommentStyle,
    GameRecord,
    HandEnd,
    HandRecord,
    HowEnded,
    Knowledge,
    Turn,
    View,
    line_version_problem,
)

_ARMS: Final = {arm.name: arm for arm in Arm}
#: How a JSON document writes its format, for the fix a version problem names.
FORMAT_WRITTEN: Final = '"format": "{}"'
_T = TypeVar("_T")


class JsonGameBuilder:
    """Turns a schema-valid document into a record, naming the pointer of anything amiss."""

    def __init__(self, source: str | None) -> None:
        self.source = source
        self.header = Header()
        self.errors: list[NotationError] = []  # everything refused, as it is met

    def fail(self, message: str, where: str, rule: str | None = None) -> NotationError:
        """A finding at ``where``: of the header (AF002), or of a hand (AF004)."""
        code = "AF004" if where.startswith("/hands") else "AF002"
        return NotationError(message, pointer=where, source=self.source, rule=rule, code=code)

    def seat(self, name: str, where: str) -> int:
        """The seat a name is, counted from 0; refused if nobody of that name sits at the table."""
        if name not in self.header.seats:
            raise self.fail(not_seated(name, self.header.seats), where)
        return self.header.seats.index(name)

    def side(self, name: str, where: str) -> int:
        """The side a name is (a player, or partners ``Ann+Cat``); refused if no side is so named."""
        try:
            return side_index(self.header, name)
        except TagError as error:
            raise self.fail(error.message, where) from None

    def attempt(self, read: Callable[[], _T]) -> _T | None:
        """What ``read`` gives, or None, its error kept: one part refused does not hide the next."""
        try:
            return read()
        except NotationError as error:
            self.errors.append(error)
            return None

    def game(self, doc: dict[str, Any]) -> GameRecord | None:
        """The record of ``doc``; None where something is refused (each finding kept in ``errors``)."""
        header = self.header
        try:
            header.seats = seat_names([(name, index) for index, name in enumerate(doc["seats"])])
            if doc.get("partnerships", False):
                seat_partners(header)
        except TagError as error:  # without the seats, no name in the game can be read
            where = (
                "/partnerships"
                if header.seats
                else f"/seats/{error.offset}"
                if error.rule is None
                else "/seats"
            )
            self.errors.append(self.fail(error.message, where, error.rule))
            return None
        try:
            header.rules = parse_rules(doc["rules"])
        except NotationError as error:
            self.errors.append(self.fail(error.message, "/rules", error.rule))
        header.target, header.target_given = _whole(doc.get("target")), "target" in doc
        header.format = doc["format"]
        rules, problem = finish(header, FORMAT_WRITTEN)
        if problem is not None:
            self.errors.append(self.fail(problem.message, f"/{problem.tag.lower()}", problem.rule))
        else:
            header.rules = rules
        view = doc["view"]
        seat = self.attempt(lambda: self.seat(view["seat"], "/view/seat")) if "seat" in view else None
        if seat is not None or "seat" not in view:  # else refused: the view is left as it was
            header.view = View(Knowledge(view["level"]), seat)
        if doc["result"] != "*":
            header.result = self.attempt(lambda: self.side(doc["result"], "/result"))
        if "setup" in doc:
            header.first_hand = _whole(doc["setup"]["hand"])
            if "scores" in doc["setup"]:
                header.start_scores = self.attempt(
                    lambda: self.every_side(doc["setup"]["scores"], "/setup/scores")
                )
        if "date" in doc:
            try:
                INTERPRET["Date"](header, doc["date"])
            except TagError as error:
                self.errors.append(self.fail(error.message, "/date"))
        header.event, header.site, header.round = doc.get("event"), doc.get("site"), doc.get("round")
        header.seed = _whole(doc.get("seed"))
        header.other_tags = self.attempt(lambda: self.other_tags(doc.get("tags", ()))) or []
        intro = self.attempt(lambda: self.comments(doc.get("intro", ()), "/intro"))
        comments = self.attempt(lambda: self.comments(doc.get("comments", ()), "/comments"))
        hands = [self.hand(hand, f"/hands/{i}") for i, hand in enumerate(doc["hands"])]
        if self.errors:
            return None
        try:
            return record_of_header(
                header, intro=intro or (), comments=comments or (), hands=tuple(h for h in hands if h)
            )
        except ValueError as error:
            self.errors.append(self.fail(str(error), ""))
            return None

    def tile(self, text: str, where: str) -> Tile:
        """A tile as written; the schema's pattern lets a final line break through, this does not."""
        tile = TILE_TEXT.get(text)
        if tile is None:
            raise self.fail(f"{text!r} is not a tile such as 5-3", where, "R1")
        return tile

    def arm(self, text: str, where: str) -> AnyArm:
        """An arm as written: W, E, N, S, or a path such as E3N (R25), refused in words if it is none."""
        arm = _ARMS.get(text)
        if arm is not None:
            return arm
        why = path_problem(text)
        if why is not None:
            raise self.fail(why, where, "R25")
        return ArmPath(text)

    def tiles(self, texts: Iterable[str], where: str) -> tuple[Tile, ...]:
        """Tiles as written, each refused at its own pointer."""
        return tuple(self.tile(text, f"{where}/{index}") for index, text in enumerate(texts))

    def comments(self, docs: Iterable[Mapping[str, str]], where: str) -> tuple[Comment, ...]:
        """Comments, each refused at its own pointer if it could not stand in the text form."""
        out = []
        for index, doc in enumerate(docs):
            try:
                out.append(Comment(doc["text"], CommentStyle(doc.get("style", "brace"))))
            except ValueError as error:
                raise self.fail(str(error), f"{where}/{index}/text") from None
        return tuple(out)

    def other_tags(self, tags: Iterable[Mapping[str, str]]) -> list[tuple[str, str]]:
        """The document's other tags, by name; AFN's own tags and a tag given twice are refused."""
        out: list[tuple[str, str]] = []
        for index, tag in enumerate(tags):
            name = tag["name"]
            known = known_tag(name)
            if known is not None:
                key = "partnerships" if known == "Partners" else known.lower()
                where = f"/tags/{index}/name"
                raise self.fail(f"{name} is one of AFN's own tags: give it as the {key!r} key", where)
            if any(name == seen for seen, _ in out):
                raise self.fail(f"the {name} tag is given twice", f"/tags/{index}/name")
            out.append((name, tag["value"]))
        return out

    def every_side(self, values: Mapping[str, int], where: str) -> tuple[int, ...]:
        """A value for every side, in side order; a side left out or unknown is refused."""
        by_side = self.by_side(values, where)
        sides = 2 if self.header.partnerships else len(self.header.seats)
        if len(by_side) != sides:
            raise self.fail(f"give a score for each of the {sides} sides", where)
        return tuple(value for _, value in by_side)

    def by_side(self, values: Mapping[str, Any], where: str) -> tuple[tuple[int, Any], ...]:
        """Values named by side, as (side, value) in side order."""
        out: dict[int, Any] = {}
        for name, value in values.items():
            side = self.side(name, f"{where}/{pointer_key(name)}")
            if side in out:
                raise self.fail(f"{name} names a side already given", f"{where}/{pointer_key(name)}")
            out[side] = _whole(value)
        return tuple(sorted(out.items()))

    def by_seat(self, values: Mapping[str, Any], where: str) -> tuple[tuple[int, Any], ...]:
        """Values named by seat, as (seat, value) in seat order."""
        return tuple(
            sorted(
                (self.seat(name, f"{where}/{pointer_key(name)}"), _whole(value))
                for name, value in values.items()
            )
        )

    def hand(self, doc: dict[str, Any], where: str) -> HandRecord | None:
        """One hand; None where a part of it is refused (each part's finding kept in ``errors``)."""
        before = len(self.errors)
        leader = self.attempt(lambda: self.seat(doc["leader"], f"{where}/leader"))
        end = None
        if "end" in doc:
            said = doc["end"]
            seat = (
                self.attempt(lambda: self.seat(said["seat"], f"{where}/end/seat")) if "seat" in said else None
            )
            if seat is not None or "seat" not in said:  # else refused, and said so
                try:
                    end = HandEnd(HowEnded(said["how"]), seat)
                except ValueError as error:
                    self.errors.append(self.fail(str(error), f"{where}/end"))
        turns: list[Turn | None] = []
        for i, turn in enumerate(doc["turns"]):
            try:
                turns.append(self.turn(turn, where, i))
            except NotationError as error:
                self.errors.append(error)
                turns.append(None)
        boneyard = doc.get("boneyard")
        bones = None if boneyard is None else self.attempt(lambda: self.tiles(boneyard, f"{where}/boneyard"))

        def tiles_by_seat(key: str) -> tuple[tuple[int, Any], ...]:
            return self.by_seat(
                {k: self.tiles(v, f"{where}/{key}/{pointer_key(k)}") for k, v in doc.get(key, {}).items()},
                f"{where}/{key}",
            )

        dealt = self.attempt(lambda: tiles_by_seat("dealt"))
        shown = self.attempt(lambda: tiles_by_seat("shown"))
        comments = self.attempt(lambda: self.comments(doc.get("comments", ()), f"{where}/comments"))
        end_comments = self.attempt(
            lambda: self.comments(doc.get("end_comments", ()), f"{where}/end_comments")
        )
        pips = self.attempt(lambda: self.by_seat(doc.get("pips", {}), f"{where}/pips"))
        deductions = self.attempt(lambda: self.by_seat(doc.get("deductions", {}), f"{where}/deductions"))
        awards = self.attempt(lambda: self.by_side(doc.get("awards", {}), f"{where}/awards"))
        scores = self.attempt(lambda: self.by_side(doc.get("scores", {}), f"{where}/scores"))
        if "thrown_in" in doc and self.header.format is not None:
            needs = line_version_problem(self.header.format, "a deal thrown in", FORMAT_WRITTEN)
            if needs is not None:
                self.errors.append(self.fail(needs, f"{where}/thrown_in", "R24"))
        if len(self.errors) > before or leader is None:
            return None
        try:
            return HandRecord(
                number=_whole(doc["number"]),
                leader=leader,
                thrown_in=_whole(doc.get("thrown_in", 0)),
                boneyard=bones,
                turns=tuple(turn for turn in turns if turn is not None),
                end=end,
                comments=comments or (),
                end_comments=end_comments or (),
                dealt=dealt or (),
                shown=shown or (),
                pips=pips or (),
                deductions=deductions or (),
                awards=awards or (),
                scores=scores or (),
            )
        except ValueError as error:
            self.errors.append(self.fail(str(error), where))
            return None

    def turn(self, doc: dict[str, Any], hand: str, i: int) -> Turn:
        """Turn ``i`` of the hand at pointer ``hand`` (its own pointer is worked out only for a finding)."""
        seats = self.header.seats
        name = doc["seat"]
        seat = seats.index(name) if name in seats else self.seat(name, f"{hand}/turns/{i}/seat")
        draws = _whole(doc.get("draws", 0))
        drawn = self.tiles(draws, f"{hand}/turns/{i}/draws") if isinstance(draws, list) else ()
        tile = None
        if "tile" in doc:
            tile = TILE_TEXT.get(doc["tile"])
            if tile is None:
                tile = self.tile(doc["tile"], f"{hand}/turns/{i}/tile")
        comments = self.comments(doc["comments"], f"{hand}/turns/{i}/comments") if "comments" in doc else ()
        calls = tuple(
            self.call(call, f"{hand}/turns/{i}/calls/{c}") for c, call in enumerate(doc.get("calls", ()))
        )
        try:
            return Turn(
                seat=seat,
                tile=tile,
                arm=self.arm(doc["arm"], f"{hand}/turns/{i}/arm") if "arm" in doc else None,
                draws=len(drawn) if isinstance(draws, list) else draws,
                drawn=drawn,
                passed=doc.get("passes", False),
                points=_whole(doc.get("points")),
                glyphs=tuple(doc.get("glyphs", ())),
                comments=comments,
                calls=calls,
            )
        except ValueError as error:
            raise self.fail(str(error), f"{hand}/turns/{i}") from None

    def call(self, doc: dict[str, Any], where: str) -> Call:
        """The muggins call (R23) at pointer ``where``: ``{"seat": "Ben", "points": 2}``."""
        seats = self.header.seats
        name = doc["seat"]
        seat = seats.index(name) if name in seats else self.seat(name, f"{where}/seat")
        if self.header.format is not None and self.header.rules.muggins is not Muggins.ON:
            needs = line_version_problem(self.header.format, written=FORMAT_WRITTEN)
            if needs is not None:  # (where the rules need AFN 1.1 too, they have said it)
                raise self.fail(needs, where, "R23")
        comments = self.comments(doc["comments"], f"{where}/comments") if "comments" in doc else ()
        try:
            return Call(
                seat=seat,
                points=_whole(doc.get("points")),
                glyphs=tuple(doc.get("glyphs", ())),
                comments=comments,
            )
        except ValueError as error:
            raise self.fail(str(error), where) from None


def _whole(value: Any) -> Any:
    """A number the schema took as an integer (JSON Schema counts ``2.0`` as one) as a Python int."""
    return int(value) if isinstance(value, float) else value


def pointer_key(name: str) -> str:
    """A JSON object key as a JSON pointer writes it."""
    return name.replace("~", "~0").replace("/", "~1")
