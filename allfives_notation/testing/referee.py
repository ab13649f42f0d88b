"""The referee: a deliberately simple model of All Fives, written from RULES.md alone, to hold the engine to.

It imports nothing of the package, the engine least of all: it is independent on purpose.
Tiles are ``(low, high)`` pairs, arms are the letters ``W``, ``E``, ``N``, ``S`` (and under
``spinner=every``, R25, the paths the notation names the later doubles' arms by: ``E3N``),
and the layout's open-ends total is recounted from scratch after every placement instead of
being kept up to date. Slow and plain on purpose.

Why it is long (about 630 lines): a whole model of the game, layout, hand and scoring under
every rule book, in one file so that it is plainly independent of the package.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

#: A tile as its two halves, lower first (R1: ``4-5`` is ``5-4``).
Bone = tuple[int, int]
#: A placement as the rules describe it: a tile and the arm it extends (``None`` for the lead).
Placement = tuple[Bone, str | None]

#: R1: the double-six set, every unordered pair once.
DOUBLE_SIX: Final[tuple[Bone, ...]] = tuple((a, b) for a in range(7) for b in range(a, 7))
LINE_ARMS: Final = ("W", "E")
CROSS_ARMS: Final = ("N", "S")


class BrokenRuleError(AssertionError):
    """Something the rule book forbids, found by the model; carries the rule id."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule


def bone(a: int, b: int) -> Bone:
    """The tile with halves ``a`` and ``b``, either way round (R1)."""
    return (a, b) if a <= b else (b, a)


def pips(tile: Bone) -> int:
    """Total pips on a tile."""
    return tile[0] + tile[1]


def is_double(tile: Bone) -> bool:
    """Both halves alike (R1)."""
    return tile[0] == tile[1]


def nearest_five(count: int) -> int:
    """R17: round to the nearest multiple of five (a whole number is never half-way)."""
    return 5 * round(count / 5)


def score_for(total: int, count: str = "fives") -> int:
    """R15, R20: what an open-ends total scores under ``count``.

    ``fives``: itself, when a multiple of five above zero; ``fifths``: that divided by five;
    ``fives-and-threes``: one for every 5 in it and one for every 3, each only where it goes
    exactly.
    """
    if total <= 0:
        return 0
    if count == "fives-and-threes":
        by_five = total // 5 if total % 5 == 0 else 0
        by_three = total // 3 if total % 3 == 0 else 0
        return by_five + by_three
    if total % 5:
        return 0
    return total // 5 if count == "fifths" else total


def pips_amount(count: int, unit: str = "fives") -> int:
    """R17, R20: what pips left in a hand come to: the nearest five, or under a count in fifths its fifth."""
    rounded = nearest_five(count)
    return rounded if unit == "fives" else rounded // 5


#: RULES.md's named rule sets this model knows, as the variants each one sets.
NAMED_RULE_SETS: Final[dict[str, dict[str, str]]] = {
    "allfives": {},
    "fives-and-threes": {
        "count": "fives-and-threes",
        "hand-end": "last-tile",
        "target": "exact",
        "spinner": "none",
        "hand-size": "7-5",
    },
    "fiveup": {"spinner": "every", "hand-end": "award", "count": "fifths"},  # with 4 in partnerships
    "muggins": {"spinner": "none", "hand-end": "award", "count": "fifths", "muggins": "on"},
}


# -- the table and its rules ------------------------------------------------------------------


@dataclass(frozen=True)
class RefereeRules:
    """Everything the model needs to know about a table, read from RULES.md's variant names."""

    players: int
    partnerships: bool
    hand_size: int
    spinner: str
    hand_end: str
    blocked: str
    win_check: str
    first_lead: str
    reserve: int
    target: int
    count: str = "fives"
    exact: bool = False  # target=exact (R22)
    no_double: str = "heaviest"  # R6; "redeal" (R24)
    muggins: bool = False  # muggins=on (R23): a placement scores what its player claims

    @classmethod
    def from_declaration(cls, players: int, partnerships: bool, text: str) -> RefereeRules:
        """The rules of a declaration as a record writes it: ``fives-and-threes hand-size=5``.

        A named rule set first, then ``name=value`` variants; ``target`` may be given twice,
        once ``exact`` and once a number.
        """
        words = text.replace(",", " ").split()
        variants = dict(NAMED_RULE_SETS[words[0]])
        number = None
        for word in words[1:]:
            name, value = word.split("=")
            if name == "target" and value not in ("exact", "standard"):
                number = value
            else:
                variants[name] = value
        if number is not None and variants.get("target") != "exact":
            variants["target"] = number
        return cls.from_variants(players, partnerships, variants, number)

    @classmethod
    def from_variants(
        cls, players: int, partnerships: bool, variants: Mapping[str, str], target: str | None = None
    ) -> RefereeRules:
        """The rules a record declaring ``variants`` plays under (defaults: RULES.md).

        ``target``: the target's number where ``variants`` says ``target=exact``.
        """
        size_text = variants.get("hand-size", "standard")
        if size_text == "standard":  # R3
            size = {2: 9, 3: 7, 4: 5}[players]
        elif size_text == "7-5":
            size = 7 if players == 2 else 5
        else:
            size = int(size_text)
        count = variants.get("count", "fives")
        exact = variants.get("target") == "exact"  # R22
        target_text = (target or "standard") if exact else variants.get("target", "standard")
        if target_text != "standard":
            number = int(target_text)
        elif count == "fives":
            number = 250 if players == 2 else 200  # R18
        else:
            number = 61  # R20
        hand_end = variants.get("hand-end", "last-tile" if count == "fives-and-threes" else "deduct")
        return cls(
            players=players,
            partnerships=partnerships,
            hand_size=size,
            spinner=variants.get("spinner", "standard"),
            hand_end=hand_end,
            blocked=variants.get("blocked", "lowest"),
            win_check=variants.get("win-check", "immediate"),
            first_lead=variants.get("first-lead", "random"),
            reserve=int(variants.get("boneyard-reserve", "0")),
            target=number,
            count=count,
            exact=exact,
            no_double=variants.get("no-double", "heaviest"),
            muggins=variants.get("muggins", "off") == "on",
        )

    def playable(self) -> bool:
        """Whether a game can be dealt and played at all under these rules (R2, R3, R10, R17, R18)."""
        if self.players not in (2, 3, 4) or (self.partnerships and self.players != 4):
            return False
        if not 1 <= self.hand_size <= 9 or self.reserve not in (0, 1, 2):
            return False
        if self.players * self.hand_size + self.reserve > len(DOUBLE_SIX):
            return False
        if self.target <= 0 or (self.count == "fives" and self.target % 5):
            return False
        if self.no_double == "redeal" and self.first_lead != "highest-double":
            return False  # R24
        return not (self.blocked == "difference" and self.hand_end != "award")

    @property
    def at_once(self) -> bool:
        """R19, R22: whether a placement reaching the target ends the game there and then."""
        return self.win_check == "immediate" or self.exact

    def amount(self, pips_left: int) -> int:
        """R17, R20: what pips left in a hand come to in this game's count."""
        return pips_amount(pips_left, "fives" if self.count == "fives" else "fifths")

    def kept(self, score: int, points: int) -> int:
        """R22: what ``points`` won at ``score`` come to: none where they pass an exact target."""
        return 0 if self.exact and score + points > self.target else points

    @property
    def sides(self) -> int:
        """R2: one score per player, or one per partnership."""
        return 2 if self.partnerships else self.players

    def side(self, seat: int) -> int:
        """R2: partners sit opposite, seats 1+3 (0, 2) against 2+4 (1, 3)."""
        return seat % 2 if self.partnerships else seat

    def after(self, seat: int) -> int:
        """R7: the next seat clockwise."""
        return (seat + 1) % self.players


def lead_required(dealt: Sequence[Sequence[Bone]], rule: str = "highest-double") -> tuple[int, Bone]:
    """R6, R24: the seat that must lead and the tile it must lead, under ``first-lead=rule``.

    ``highest-double``: the highest double, else the heaviest tile (pips, then higher half);
    ``lowest-tile``: the lightest tile (pips, then the lower higher half: 1-2 before 0-3).
    """
    held = [(tile, seat) for seat, hand in enumerate(dealt) for tile in hand]
    if rule == "lowest-tile":
        tile, seat = min(held, key=lambda item: (pips(item[0]), item[0][1]))
        return seat, tile
    doubles = [(tile, seat) for tile, seat in held if is_double(tile)]
    if doubles:
        tile, seat = max(doubles)
        return seat, tile
    tile, seat = max(held, key=lambda item: (pips(item[0]), item[0][1]))
    return seat, tile


def no_double_dealt(dealt: Sequence[Sequence[Bone]]) -> bool:
    """R24 ``no-double=redeal``: nobody holds a double, so a forced deal is thrown in."""
    return not any(is_double(tile) for hand in dealt for tile in hand)


# -- the documented deal (engine/deal.py's contract, restated) --------------------------------

_MASK64: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15


class _SplitMix64:
    def __init__(self, state: int) -> None:
        self.state = state & _MASK64

    def next(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self.next()
            if x < limit:
                return x % n


@dataclass(frozen=True)
class RefereeDeal:
    """Each seat's hand, the boneyard in draw order, and the leader chance picks (R3-R5)."""

    hands: tuple[tuple[Bone, ...], ...]
    boneyard: tuple[Bone, ...]
    random_leader: int


def documented_deal(rules: RefereeRules, seed: int, hand_number: int, thrown_in: int = 0) -> RefereeDeal:
    """The deal the seed contract promises: SplitMix64, Fisher-Yates from the top, seats in order.

    After ``thrown_in`` deals thrown in (R24) the same stream shuffles the row again, as often.
    """
    stream = _SplitMix64(seed + hand_number * _GOLDEN)
    row = list(DOUBLE_SIX)
    for _ in range(thrown_in + 1):
        for i in range(len(row) - 1, 0, -1):
            j = stream.below(i + 1)
            row[i], row[j] = row[j], row[i]
    size = rules.hand_size
    hands = tuple(tuple(row[s * size : (s + 1) * size]) for s in range(rules.players))
    return RefereeDeal(hands, tuple(row[rules.players * size :]), stream.below(rules.players))


# -- the layout --------------------------------------------------------------------------------


@dataclass
class RefereeLine:
    """The layout as a geometry: the lead in the centre, chains going W/E, and N/S off the spinner.

    Convention (not fixed by RULES.md, taken from the engine): a lead that is not a double
    shows its lower half to the west and its higher half to the east. Under
    ``spinner=every`` (R25) each later double grows two chains more, across the chain it
    stands on, named by the path to them (docs/notation.md, 13.4): the chain's name, the
    double's pip, and N or S across a chain running W or E, W or E across one running N or S.
    """

    spinner_rule: str
    lead: Bone | None = None
    #: Each arm's tiles from the centre outward, with the half each one leaves exposed.
    chains: dict[str, list[tuple[Bone, int]]] = field(
        default_factory=lambda: {"W": [], "E": [], "N": [], "S": []}
    )
    #: Where the spinner stands: ``("C", 0)`` for a lead double, else its arm and index there.
    spinner: tuple[str, int] | None = None
    #: R25: each later double's two chains, by name, and where the double stands (its chain and index).
    crosses: dict[str, tuple[str, int]] = field(default_factory=dict)

    def tiles(self) -> set[Bone]:
        """Every tile on the table."""
        out = {tile for chain in self.chains.values() for tile, _ in chain}
        if self.lead is not None:
            out.add(self.lead)
        return out

    def spinner_tile(self) -> Bone | None:
        """The spinner (R14), if one has been placed."""
        if self.spinner is None:
            return None
        where, index = self.spinner
        return self.lead if where == "C" else self.chains[where][index][0]

    def spinner_sides_taken(self) -> bool:
        """R14: both along-line sides of the spinner have a tile against them."""
        assert self.spinner is not None
        where, index = self.spinner
        if where == "C":
            return bool(self.chains["W"]) and bool(self.chains["E"])
        return len(self.chains[where]) > index + 1  # the inner side is the tile it matched

    def cross_open(self) -> bool:
        """R14: whether the perpendicular arms N and S take tiles."""
        if self.spinner is None:
            return False
        return self.spinner_rule == "open" or self.spinner_sides_taken()

    def open_ends(self) -> dict[str, int]:
        """R7, R14: each arm a tile may go on now, and the pips it must match there."""
        if self.lead is None:
            return {}
        ends: dict[str, int] = {}
        for arm, lead_half in zip(LINE_ARMS, self.lead, strict=True):
            chain = self.chains[arm]
            ends[arm] = chain[-1][1] if chain else lead_half
        spinner = self.spinner_tile()
        if spinner is not None and self.cross_open():
            for arm in CROSS_ARMS:
                chain = self.chains[arm]
                ends[arm] = chain[-1][1] if chain else spinner[0]
        for arm, (stands, index) in self.crosses.items():
            if len(self.chains[stands]) > index + 1:  # R25: both sides along its chain taken
                chain = self.chains[arm]
                ends[arm] = chain[-1][1] if chain else self.chains[stands][index][0][0]
        return ends

    def arms_for(self, tile: Bone) -> list[str]:
        """The arms ``tile`` fits on now."""
        return [arm for arm, end in self.open_ends().items() if end in tile]

    def place(self, tile: Bone, arm: str | None) -> None:
        """Put ``tile`` down: in the centre as the lead, or on an open arm it matches (R6, R7, R14)."""
        if self.lead is None:
            if arm is not None:
                raise BrokenRuleError("R6", f"the lead {tile} goes in the centre, not on arm {arm}")
            self.lead = tile
            if is_double(tile) and self.spinner_rule != "none":
                self.spinner = ("C", 0)
            return
        ends = self.open_ends()
        if arm not in ends:
            raise BrokenRuleError(
                "R14", f"{tile} placed on arm {arm}, which is not open (open: {sorted(ends)})"
            )
        end = ends[arm]
        if end not in tile:
            raise BrokenRuleError("R7", f"{tile} does not match the {arm} end, which shows {end}")
        exposed = tile[1] if tile[0] == end else tile[0]
        self.chains[arm].append((tile, exposed))
        if is_double(tile) and self.spinner is None and self.spinner_rule != "none":
            self.spinner = (arm, len(self.chains[arm]) - 1)
        elif is_double(tile) and self.spinner_rule == "every":  # R25: a later double spins too
            across = "NS" if arm[-1] in "WE" else "WE"
            for side in across:
                name = f"{arm}{tile[0]}{side}"
                self.crosses[name] = (arm, len(self.chains[arm]) - 1)
                self.chains[name] = []

    def total(self) -> int:
        """R16, recounted from the geometry: what the open ends add up to now."""
        if self.lead is None:
            return 0

        def face(tile: Bone, exposed: int) -> int:
            return pips(tile) if is_double(tile) else exposed  # R13: a double counts crosswise

        total = 0
        for arm, lead_half in zip(LINE_ARMS, self.lead, strict=True):
            chain = self.chains[arm]
            if chain:
                total += face(*chain[-1])
            elif not is_double(self.lead):
                total += lead_half
        if is_double(self.lead) and not (self.chains["W"] and self.chains["E"]):
            total += pips(self.lead)  # a lead double counts once while a side along the line is free
        if self.cross_open():
            for arm in CROSS_ARMS:
                chain = self.chains[arm]
                if chain:
                    total += face(*chain[-1])  # an untouched perpendicular arm counts nothing
        for arm in self.crosses:  # R25: a later double's arms count as any others once played on
            chain = self.chains[arm]
            if chain:
                total += face(*chain[-1])
        return total


# -- one hand ----------------------------------------------------------------------------------


@dataclass
class Settlement:
    """R17: what the end of a hand does to the scores, per side, and the pips each seat held."""

    pips_left: list[int]
    deductions: list[int]
    awards: list[int]


class HandModel:
    """One hand, tracked by the model itself: who holds what, whose duty is what, how it ends.

    The model applies moves without judging them beyond what it needs to carry on; ask
    :meth:`duty` and :meth:`placements` before a move to judge it.
    """

    def __init__(
        self,
        rules: RefereeRules,
        dealt: Sequence[Sequence[Bone]],
        boneyard: Sequence[Bone],
        leader: int,
        scores: Sequence[int],
        lead_tile: Bone | None,
    ) -> None:
        self.rules = rules
        self.hands: list[set[Bone]] = [set(hand) for hand in dealt]
        self.stock: list[Bone] = list(boneyard)
        self.drawn = 0
        self.line = RefereeLine(rules.spinner)
        self.to_move = leader
        self.lead_tile = lead_tile
        self.drawn_must_play: Bone | None = None  # R9: a drawn tile that fits is played at once
        self.passes_since_placement = 0
        self.scores: list[int] = list(scores)
        self.ending: str | None = None  # "out", "blocked" or "target"
        self.ended_by: int | None = None
        #: R23: the last placement a muggins call may answer: its seat, what it scores, the claim
        self.last_placement: tuple[int, int, int] | None = None

    # what the seat to move may or must do

    def can_draw(self) -> bool:
        """R9, R10: a boneyard tile may be drawn (the reserve never is)."""
        return len(self.stock) - self.drawn > self.rules.reserve

    def next_stock(self) -> Bone:
        """The boneyard tile a draw takes now."""
        return self.stock[self.drawn]

    def placements(self) -> set[Placement]:
        """Every placement the seat to move may make now (R6-R9, R14)."""
        if self.ending is not None:
            return set()
        hand = self.hands[self.to_move]
        if self.line.lead is None:
            if self.lead_tile is not None:
                return {(self.lead_tile, None)}
            return {(tile, None) for tile in hand}
        choices = hand if self.drawn_must_play is None else {self.drawn_must_play}
        ends = self.line.open_ends()
        return {(tile, arm) for tile in choices for arm, end in ends.items() if end in tile}

    def duty(self) -> str:
        """R8-R10: ``play`` when a tile fits, else ``draw`` while the boneyard allows, else ``pass``."""
        if self.placements():
            return "play"
        return "draw" if self.can_draw() else "pass"

    def anyone_can_play(self) -> bool:
        """Whether any seat holds a tile that fits an open end."""
        ends = set(self.line.open_ends().values())
        return any(a in ends or b in ends for hand in self.hands for a, b in hand)

    # applying moves

    def play(self, seat: int, tile: Bone, arm: str | None, claim: int | None = None) -> int:
        """Place ``tile`` for ``seat``; return what it scores (R15) and note a hand's end (R11, R19).

        R23, under muggins=on: the player scores ``claim`` (None: in full) when the count
        gives at least that, else nothing (the claim is struck).
        """
        if tile not in self.hands[seat]:
            raise BrokenRuleError("R7", f"seat {seat + 1} places {tile}, which it does not hold")
        self.line.place(tile, arm)
        self.hands[seat].remove(tile)
        self.drawn_must_play = None
        self.passes_since_placement = 0
        side = self.rules.side(seat)
        points = self.rules.kept(self.scores[side], score_for(self.line.total(), self.rules.count))
        if self.rules.muggins:
            claim = points if claim is None else claim
            self.last_placement = (seat, points, claim)
            points = claim if claim <= points else 0
        self.scores[side] += points
        if self.rules.at_once and self.scores[side] >= self.rules.target:
            self.ending, self.ended_by = "target", seat
        elif not self.hands[seat]:
            self.ending, self.ended_by = "out", seat
        else:
            self.to_move = self.rules.after(seat)
        return points

    def due(self) -> int:
        """R23: what a call on the last placement scores, before any target: a miss, or a claim struck."""
        if self.last_placement is None:
            return 0
        _, worth, claim = self.last_placement
        return worth - claim if claim < worth else claim if claim > worth else 0

    def call(self, seat: int) -> int:
        """R23: ``seat`` calls muggins on the last placement; return what it scores (0: a wrong call)."""
        if not self.rules.muggins:
            raise BrokenRuleError("R23", "muggins is called only under muggins=on")
        if self.last_placement is None:
            raise BrokenRuleError("R23", "a muggins call before any placement of the hand")
        if self.ending in ("blocked", "target"):
            raise BrokenRuleError("R23", f"a muggins call after the hand ended ({self.ending})")
        placer, worth, _ = self.last_placement
        side = self.rules.side(seat)
        if side == self.rules.side(placer):
            raise BrokenRuleError("R23", f"seat {seat + 1} calls muggins on their own side's placement")
        points = self.rules.kept(self.scores[side], self.due())
        self.last_placement = (placer, worth, worth)  # called: nothing more to call
        self.scores[side] += points
        if points and self.rules.at_once and self.scores[side] >= self.rules.target:
            self.ending, self.ended_by = "target", seat
        return points

    def draw(self, seat: int) -> Bone:
        """Give ``seat`` the next boneyard tile (R9)."""
        if self.drawn >= len(self.stock):
            raise BrokenRuleError("R10", f"seat {seat + 1} draws from an empty boneyard")
        tile = self.stock[self.drawn]
        self.drawn += 1
        self.hands[seat].add(tile)
        if self.line.arms_for(tile):
            self.drawn_must_play = tile
        return tile

    def pass_turn(self, seat: int) -> None:
        """``seat`` passes; the hand is blocked once every player has passed in turn (R10, R12)."""
        self.passes_since_placement += 1
        if self.passes_since_placement == self.rules.players:
            self.ending = "blocked"
        else:
            self.to_move = self.rules.after(seat)

    # the end of the hand

    def settle(self) -> Settlement:
        """R17: the end-of-hand deductions or award, applied to :attr:`scores`."""
        rules = self.rules
        left = [sum(pips(tile) for tile in hand) for hand in self.hands]
        deductions = [0] * rules.sides
        awards = [0] * rules.sides
        if self.ending == "target":  # R19: the game is over, no end-of-hand scoring
            return Settlement(left, deductions, awards)
        if rules.hand_end == "deduct":
            for seat, count in enumerate(left):
                deductions[rules.side(seat)] += rules.amount(count)
        elif rules.hand_end == "last-tile":  # R21: a point for the go, nothing for a block
            if self.ending == "out":
                assert self.ended_by is not None
                awards[rules.side(self.ended_by)] = 1
        else:
            side_pips = [0] * rules.sides
            for seat, count in enumerate(left):
                side_pips[rules.side(seat)] += count
            winner: int | None
            if self.ending == "out":
                assert self.ended_by is not None
                winner = rules.side(self.ended_by)
            else:
                lightest = min(side_pips)
                lightest_sides = [s for s, count in enumerate(side_pips) if count == lightest]
                winner = lightest_sides[0] if len(lightest_sides) == 1 else None
            if winner is not None:
                others = [count for s, count in enumerate(side_pips) if s != winner]
                if self.ending == "blocked" and rules.blocked == "difference":
                    awards[winner] = rules.amount(sum(count - side_pips[winner] for count in others))
                else:
                    awards[winner] = rules.amount(sum(others))
        awards = [rules.kept(self.scores[s], awards[s]) for s in range(rules.sides)]  # R22
        for s in range(rules.sides):
            self.scores[s] += awards[s] - deductions[s]
        return Settlement(left, deductions, awards)


def game_winner(rules: RefereeRules, scores: Sequence[int], ending: str, ended_by: int | None) -> int | None:
    """R19: the side that has won once a hand has ended (and been scored), or None to play on."""
    if ending == "target":
        assert ended_by is not None
        return rules.side(ended_by)
    reached = [s for s, score in enumerate(scores) if score >= rules.target]
    if not reached:
        return None
    best = max(scores[s] for s in reached)
    leaders = [s for s in reached if scores[s] == best]
    return leaders[0] if len(leaders) == 1 else None  # an exact tie plays another hand
