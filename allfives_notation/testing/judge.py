"""The judge: whether a changed record is still legal by the rules alone, that is, whether a deal explains it.

Written from RULES.md and the notation's definition of each line, it shares no code with the
validator: it replays the record on the referee's layout (``testing/referee.py``) and asks
whether any deal (hidden hands and boneyard) explains everything the record shows, by a
bipartite matching of tiles to places in the deal.

Why it is long (about 640 lines): it reads every kind of line the notation has (the turns,
the calls, the end of a hand and its entries) and keeps its own matching, sharing nothing
with the validator on purpose.
"""

from __future__ import annotations

from dataclasses import dataclass

from allfives_notation.engine.tiles import TILES, Tile
from allfives_notation.record import (
    GameRecord,
    HandRecord,
)
from allfives_notation.testing.referee import RefereeLine, RefereeRules, game_winner, score_for

LEGAL, ILLEGAL, UNDECIDED = "legal", "illegal", "undecided"
#: The most end-of-hand holdings the judge tries for the seats whose last tiles a record hides.
MOST_HOLDINGS = 3000


class Illegal(Exception):  # noqa: N818 - a verdict, not an error
    """The record breaks a rule: no deal explains it."""


class Undecided(Exception):  # noqa: N818
    """The judge cannot settle it (too many hidden holdings to try, or scores not known)."""


def bone_of(tile: Tile) -> tuple[int, int]:
    """A tile as the referee writes it: ``(low, high)``."""
    return (tile.low, tile.high)


def fits(tile: Tile, ends: frozenset[int]) -> bool:
    """Whether ``tile`` matches one of the open ``ends``."""
    return tile.low in ends or tile.high in ends


def heavier(a: Tile, b: Tile) -> bool:
    """R6: ``a`` is the heavier tile: by pip total, then by its higher half."""
    return (a.pips, a.high) > (b.pips, b.high)


@dataclass(frozen=True)
class DrawnPlace:
    """One boneyard place taken by a draw: who drew it, at which turn, and what it can hold."""

    seat: int
    turn: int
    kind: str  # "played": the tile placed at once; "unfit": fitted no end then; "open": an unfinished draw
    ends: frozenset[int]
    named: Tile | None  # the tile, when the record names it
    played: Tile | None = None


@dataclass(frozen=True)
class State:
    """Where a game stands between hands: the scores, the winner, and how the last hand ended."""

    scores: tuple[int, ...]
    winner: int | None
    before: tuple[str, int | None]  # ("start" | "later" | "out" | "blocked" | "target" | "stopped", seat)


def judge(record: GameRecord) -> tuple[str, str]:
    """LEGAL, ILLEGAL (and why) or UNDECIDED for ``record``: whether any deal explains it under its rules."""
    try:
        Judge(record).run()
    except Illegal as why:
        return ILLEGAL, str(why)
    except Undecided as why:
        return UNDECIDED, str(why)
    return LEGAL, ""


class Judge:
    """A record replayed on the reference layout, with every hidden tile left to a matching."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        table = record.table
        self.rules = RefereeRules.from_declaration(table.players, table.partnerships, str(record.rules))
        self.players = table.players
        self.sides = self.rules.sides

    def run(self) -> None:
        """Replay the record hand by hand; raise Illegal or Undecided, or return when it is legal."""
        record = self.record
        if record.start_scores is not None:
            scores = tuple(record.start_scores)
        elif record.first_hand == 1:
            scores = (0,) * self.sides
        else:
            raise Undecided("the record starts at a later hand and leaves the scores unsaid")
        states = {State(scores, None, ("start" if record.first_hand == 1 else "later", None))}
        for h, hand in enumerate(record.hands):
            if hand.number != record.first_hand + h:
                raise Illegal(f"hand {hand.number} is numbered out of sequence")
            after: set[State] = set()
            reasons: list[str] = []
            for state in states:
                if state.winner is not None:
                    reasons.append(f"hand {hand.number} comes after the game was over")
                elif state.before[0] == "stopped":
                    reasons.append(f"hand {hand.number} follows a hand that stopped before it ended")
                else:
                    try:
                        after |= HandJudge(self, hand, state).outcomes()
                    except Illegal as why:
                        reasons.append(str(why))
            if not after:
                raise Illegal(reasons[0])
            states = after
        if not any(
            record.result is None or (state.winner is not None and record.result == state.winner)
            for state in states
        ):
            raise Illegal(f"the result names side {record.result}, but no replay gives that winner")


class HandJudge:
    """One hand: the public replay, then the end lines and a deal for every holding tried."""

    def __init__(self, game: Judge, hand: HandRecord, state: State) -> None:
        self.game, self.hand, self.state = game, hand, state
        self.rules = game.rules
        self.players = game.players
        self.name = f"hand {hand.number}"

    def fail(self, what: str, t: int | None = None) -> Illegal:
        """The verdict Illegal, with this hand and turn ``t`` named."""
        where = "" if t is None else f" turn {t + 1}"
        return Illegal(f"{self.name}{where}: {what}")

    # -- the public replay ------------------------------------------------------------------

    def outcomes(self) -> set[State]:
        """Replay the hand's turns; the states it can end in, after its end lines."""
        rules, hand, players = self.rules, self.hand, self.players
        how_before, seat_before = self.state.before
        if how_before == "out" and hand.leader != seat_before:
            raise self.fail(f"seat {seat_before} went out last hand, so leads this one, not {hand.leader}")
        self.lead_rule = rules.first_lead != "random" and how_before in ("start", "blocked")
        size = rules.hand_size
        self.stock = 28 - players * size
        dealt: dict[int, frozenset[Tile]] = {}
        seen: set[Tile] = set()
        for seat, tiles in hand.dealt:
            if len(tiles) != size or len(set(tiles)) != size or seen & set(tiles):
                raise self.fail(f"seat {seat} is dealt a wrong hand")
            seen |= set(tiles)
            dealt[seat] = frozenset(tiles)
        if hand.boneyard is not None and (
            len(hand.boneyard) != self.stock
            or len(set(hand.boneyard)) != self.stock
            or seen & set(hand.boneyard)
        ):
            raise self.fail("the boneyard holds the wrong tiles")
        self.dealt = dealt
        self.in_dealt = {tile: seat for seat, tiles in dealt.items() for tile in tiles}
        line = RefereeLine(rules.spinner)
        count = [size] * players
        points = [0] * self.game.sides
        placed: dict[Tile, tuple[int, int, bool]] = {}  # tile -> seat, turn, whether drawn at that turn
        places: list[DrawnPlace] = []
        stuck: list[tuple[int, int, frozenset[int]]] = []  # turn, seat, the ends it could not match
        drawable = self.stock - rules.reserve
        to_move, passes = hand.leader, 0
        ended: tuple[str, int | None] | None = None
        stopped = False
        self.lead: Tile | None = None
        #: R23: the last placement a muggins call may answer: seat, what it scores, claim, whether called
        open_call: list[int] | None = None

        def answer(t: int) -> None:
            """R23: the muggins calls written after turn ``t``, each on the last placement."""
            nonlocal ended
            for call in hand.turns[t].calls:
                if not rules.muggins:
                    raise self.fail("a muggins call, but the rules have no muggins=on", t)
                if open_call is None:
                    raise self.fail("a muggins call before any placement", t)
                if ended is not None and ended[0] != "out":
                    raise self.fail(f"a muggins call after the hand ended ({ended})", t)
                placer, worth, claim, called = open_call
                side = rules.side(call.seat)
                if side == rules.side(placer):
                    raise self.fail(f"seat {call.seat} calls muggins on their own side's placement", t)
                due = 0 if called or claim == worth else worth - claim if claim < worth else claim
                if not due:
                    continue  # a wrong call: the caller's mistake, legal, it scores nothing
                won = rules.kept(self.state.scores[side] + points[side], due)
                if (call.points or 0) != won:
                    raise self.fail(f"seat {call.seat}'s muggins call scores {won}, not {call.points}", t)
                open_call[3] = 1
                points[side] += won
                if won and rules.at_once and self.state.scores[side] + points[side] >= rules.target:
                    ended = ("target", call.seat)

        for t, turn in enumerate(hand.turns):
            if t:
                answer(t - 1)
            if ended is not None or stopped:
                raise self.fail(f"a turn after the hand ended ({ended})", t)
            seat = turn.seat
            if seat != to_move:
                raise self.fail(f"seat {seat} moves out of turn (seat {to_move} is to move)", t)
            ends = frozenset(line.open_ends().values())
            if line.lead is None:
                if turn.tile is None or turn.draws or turn.arm is not None:
                    raise self.fail("the lead is one tile from the hand, in the centre", t)
                self.lead = turn.tile
                line.place(bone_of(turn.tile), None)
            else:
                k = turn.draws
                if k or turn.passed:
                    stuck.append((t, seat, ends))
                drawn_so_far = len(places)
                if drawn_so_far + k > drawable:
                    raise self.fail("draws more tiles than the boneyard has", t)
                for j in range(k):
                    last = j == k - 1
                    kind = (
                        "played"
                        if last and turn.tile is not None
                        else "open"
                        if last and not turn.passed
                        else "unfit"
                    )
                    named = turn.drawn[j] if turn.drawn else None
                    places.append(
                        DrawnPlace(seat, t, kind, ends, named, turn.tile if kind == "played" else None)
                    )
                count[seat] += k
                if turn.passed:
                    if len(places) != drawable:
                        raise self.fail("passes while tiles are left to draw", t)
                    passes += 1
                    if passes == players:
                        ended = ("blocked", None)
                    to_move = rules.after(seat)
                    continue
                if turn.tile is None:
                    stopped = True
                    continue
                if turn.tile in placed:
                    raise self.fail(f"{turn.tile} is already on the table", t)
                open_ends = line.open_ends()
                if turn.arm is None:
                    arms = line.arms_for(bone_of(turn.tile))
                    if len(arms) != 1:
                        raise self.fail(f"{turn.tile} fits {len(arms)} arms and none is named", t)
                    arm = arms[0]
                else:
                    arm = str(turn.arm)
                    if arm not in open_ends or open_ends[arm] not in bone_of(turn.tile):
                        raise self.fail(f"{turn.tile} cannot go on arm {arm}", t)
                line.place(bone_of(turn.tile), arm)
            assert turn.tile is not None
            placed[turn.tile] = (seat, t, bool(turn.draws))
            side = rules.side(seat)
            scored = rules.kept(self.state.scores[side] + points[side], score_for(line.total(), rules.count))
            if rules.muggins:  # R23: the claim scores, or nothing where it is past the count
                claim = turn.points or 0
                open_call = [seat, scored, claim, 0]
                scored = claim if claim <= scored else 0
            elif turn.points is not None and turn.points != scored:
                raise self.fail(f"{turn.tile} scores {scored}, not {turn.points}", t)
            count[seat] -= 1
            points[side] += scored
            passes = 0
            if rules.at_once and self.state.scores[side] + points[side] >= rules.target:
                ended = ("target", seat)
            elif count[seat] == 0:
                ended = ("out", seat)
            to_move = rules.after(seat)
        if hand.turns:
            answer(len(hand.turns) - 1)
        self.count, self.placed, self.places, self.stuck = count, placed, places, stuck
        self.forbidden = self.forbidden_in_hands()
        return self.ending(ended, points)

    # -- the end of the hand -------------------------------------------------------------------

    def ending(self, ended: tuple[str, int | None] | None, points: list[int]) -> set[State]:
        """The end of the hand checked against its lines; the states the hand can leave."""
        hand, rules, players, count = self.hand, self.rules, self.players, self.count
        said = None if hand.end is None else (hand.end.how.value, hand.end.seat)
        lines = (hand.pips, hand.shown, hand.deductions, hand.awards, hand.scores)
        if ended is None:
            if said is not None:
                raise self.fail(f"the record says {said}, but the hand has not ended")
            if any(lines):
                raise Undecided(f"{self.name}: end-of-hand lines on a hand that has not ended")
            self.need_deal({s: None for s in range(players)})
            scores = tuple(a + b for a, b in zip(self.state.scores, points, strict=True))
            return {State(scores, None, ("stopped", None))}
        if said is not None and said != ended:
            raise self.fail(f"the record says {said}, but the hand ended {ended}")
        self.hand_end = ended
        counted = ended[0] != "target"
        left: dict[int, frozenset[Tile] | None] = {
            s: frozenset() if count[s] == 0 else None for s in range(players)
        }
        shown_by: dict[Tile, int] = {}
        for seat, tiles in hand.shown:
            if len(tiles) != count[seat] or len(set(tiles)) != len(tiles):
                raise self.fail(f"seat {seat} shows {len(tiles)} tiles, but holds {count[seat]}")
            for tile in tiles:
                if tile in self.placed or tile in shown_by:
                    raise self.fail(f"seat {seat} shows {tile}, which is on the table or shown twice")
                shown_by[tile] = seat
            left[seat] = frozenset(tiles)
        pips_said = dict(hand.pips)
        if not counted and (hand.deductions or hand.awards):
            raise self.fail("a deduction or award after the target was reached")
        if rules.hand_end == "deduct" and hand.awards:
            raise self.fail("an award under hand-end=deduct")
        if rules.hand_end != "deduct" and hand.deductions:
            raise self.fail(f"a deduction under hand-end={rules.hand_end}")
        hidden = [s for s in range(players) if left[s] is None and (counted or s in pips_said)]
        if not self.deal_exists(left):
            raise Illegal(f"{self.name}: no deal explains what the record shows")
        options = {s: self.holdings(s, left, *self.pip_range(s, pips_said, points, counted)) for s in hidden}
        hidden.sort(key=lambda s: len(options[s]))
        found: dict[State, None] = {}
        reasons = [f"{self.name}: no deal explains the tiles left at the end"]
        budget = [MOST_HOLDINGS]

        def search(i: int, known: dict[int, frozenset[Tile] | None]) -> None:
            if i == len(hidden):
                try:
                    state = self.scored(ended, points, known, counted, pips_said)
                except Illegal as why:
                    reasons.append(str(why))
                    return
                if state not in found and self.deal_exists(known):
                    found[state] = None
                return
            seat = hidden[i]
            low, high = self.partner_range(seat, known, points, counted)
            for holding in options[seat]:
                if not low <= sum(t.pips for t in holding) <= high:
                    continue
                budget[0] -= 1
                if budget[0] < 0:
                    raise Undecided(f"{self.name}: too many end-of-hand holdings to try")
                if any(holding & tiles for tiles in known.values() if tiles):
                    continue
                deeper = {**known, seat: holding}
                if i + 1 == len(hidden) or self.deal_exists(deeper):
                    search(i + 1, deeper)

        search(0, left)
        if not found:
            raise Illegal(reasons[-1])
        return set(found)

    def pip_range(
        self, seat: int, pips_said: dict[int, int], points: list[int], counted: bool
    ) -> tuple[int, int]:
        """The least and most pips ``seat`` may be left with, from what the end lines say (R17).

        Exact from a pips line; within 2 of a deduction (from the deduct line, or from the score
        line where a seat is a side); at most the award plus 2 for a seat whose pips the side that
        went out wins. Otherwise anything: the search tries every holding.
        """
        if seat in pips_said:
            return pips_said[seat], pips_said[seat]
        hand, rules, anything = self.hand, self.rules, (0, 1 << 30)
        said = dict(hand.scores)
        if not counted:
            return anything
        if rules.hand_end == "deduct":
            side = rules.side(seat)
            if hand.deductions:
                lost = dict(hand.deductions).get(seat, 0)
            elif side in said:
                lost = self.state.scores[side] + points[side] - said[side]  # the side's loss
            else:
                return anything
            if lost < 0 or (rules.count == "fives" and lost % 5):
                raise self.fail(f"side {side} would lose {lost}, which no pips round to")
            low, high = self.pips_for(lost)
            if rules.partnerships and not hand.deductions:
                return 0, high  # the partner's loss, 0 or more, is part of it
            return low, high
        ended = self.hand_end
        if rules.hand_end == "last-tile" or rules.exact:
            return anything  # the pips score nothing, or an award past the target is not scored
        if ended is None or ended[0] != "out" or ended[1] is None:
            return anything
        winner = rules.side(ended[1])
        if rules.side(seat) == winner:
            return anything
        if hand.awards:
            award = dict(hand.awards).get(winner, 0)
        elif winner in said:
            award = said[winner] - self.state.scores[winner] - points[winner]
        else:
            return anything
        return 0, self.pips_for(award)[1]

    def pips_for(self, amount: int) -> tuple[int, int]:
        """R17, R20: the least and most pips that come to ``amount`` at a hand's end."""
        rounded = amount if self.rules.count == "fives" else amount * 5
        return max(0, rounded - 2), rounded + 2

    def partner_range(
        self, seat: int, known: dict[int, frozenset[Tile] | None], points: list[int], counted: bool
    ) -> tuple[int, int]:
        """With deductions only in the score line, a partner's holding known fixes what ``seat`` lost."""
        rules, hand = self.rules, self.hand
        side = rules.side(seat)
        said = dict(hand.scores)
        partners = [s for s in range(self.players) if rules.side(s) == side and s != seat]
        if not counted or rules.hand_end != "deduct" or hand.deductions or side not in said or not partners:
            return 0, 1 << 30
        if any(known.get(s) is None for s in partners):
            return 0, 1 << 30
        lost = self.state.scores[side] + points[side] - said[side]
        lost -= sum(rules.amount(sum(t.pips for t in known[s] or ())) for s in partners)
        return self.pips_for(lost)

    def holdings(
        self, seat: int, left: dict[int, frozenset[Tile] | None], low: int, high: int
    ) -> list[frozenset[Tile]]:
        """Every set of tiles ``seat`` may hold at the end: as many as it holds, ``low`` to ``high`` pips."""
        groups = self.groups()
        mine = [g for g in groups if g[1] == seat]
        possible = sorted(
            (
                tile
                for tile in TILES
                if tile not in self.placed and any(self.allowed(tile, g, left) for g in mine)
            ),
            key=lambda tile: tile.pips,
        )
        n = self.count[seat]
        out: list[frozenset[Tile]] = []

        def extend(start: int, chosen: list[Tile], total: int) -> None:
            if len(out) > MOST_HOLDINGS:
                return
            if len(chosen) == n:
                if low <= total:
                    out.append(frozenset(chosen))
                return
            for i in range(start, len(possible)):
                tile = possible[i]
                if total + tile.pips > high:
                    break
                chosen.append(tile)
                extend(i + 1, chosen, total + tile.pips)
                chosen.pop()

        extend(0, [], 0)
        if len(out) > MOST_HOLDINGS:
            raise Undecided(f"{self.name}: too many holdings for seat {seat}")
        return out

    def scored(
        self,
        ended: tuple[str, int | None],
        points: list[int],
        left: dict[int, frozenset[Tile] | None],
        counted: bool,
        pips_said: dict[int, int],
    ) -> State:
        """The end-of-hand lines checked against ``left`` (every holding known); the state after."""
        hand, rules, players = self.hand, self.rules, self.players
        how, ender = ended
        pips = [sum(t.pips for t in left[s] or ()) for s in range(players)]
        for seat, said_pips in pips_said.items():
            if left[seat] is not None and pips[seat] != said_pips:
                raise self.fail(f"seat {seat} has {pips[seat]} pips left, not {said_pips}")
        deductions = [0] * players
        awards = [0] * self.game.sides
        if counted:
            if rules.hand_end == "deduct":
                deductions = [rules.amount(p) for p in pips]
                if hand.deductions:
                    said = dict(hand.deductions)
                    if any(said.get(s, 0) != deductions[s] for s in range(players)):
                        raise self.fail(f"the deductions are {deductions}, not {said}")
            else:
                awards = self.awards(how, ender, pips)
                awards = [
                    rules.kept(self.state.scores[side] + points[side], won) for side, won in enumerate(awards)
                ]  # R22
                if hand.awards:
                    said = dict(hand.awards)
                    if any(said.get(s, 0) != awards[s] for s in range(len(awards))):
                        raise self.fail(f"the awards are {awards}, not {said}")
        scores = list(self.state.scores)
        for side in range(len(scores)):
            scores[side] += points[side] + awards[side]
        for seat in range(players):
            scores[rules.side(seat)] -= deductions[seat]
        for side, said_score in hand.scores:
            if scores[side] != said_score:
                raise self.fail(f"side {side} has {scores[side]} after the hand, not {said_score}")
        winner = game_winner(rules, scores, how, ender)
        return State(tuple(scores), winner, ended)

    def awards(self, how: str, ender: int | None, pips: list[int]) -> list[int]:
        """R17, hand-end=award (and blocked=difference), or R21 last-tile: what each side wins."""
        rules = self.rules
        if rules.hand_end == "last-tile":  # R21: a point for the go; a blocked hand scores nothing
            out = [0] * rules.sides
            if how == "out":
                assert ender is not None
                out[rules.side(ender)] = 1
            return out
        side_pips = [0] * rules.sides
        for seat, count in enumerate(pips):
            side_pips[rules.side(seat)] += count
        out = [0] * rules.sides
        if how == "out":
            assert ender is not None
            winner: int | None = rules.side(ender)
        else:
            lightest = min(side_pips)
            light = [s for s, count in enumerate(side_pips) if count == lightest]
            winner = light[0] if len(light) == 1 else None
        if winner is not None:
            others = [count for s, count in enumerate(side_pips) if s != winner]
            if how == "blocked" and rules.blocked == "difference":
                out[winner] = rules.amount(sum(count - side_pips[winner] for count in others))
            else:
                out[winner] = rules.amount(sum(others))
        return out

    # -- the deal: every tile in one place of it ---------------------------------------------

    def groups(self) -> list[tuple[str, int, int]]:
        """Places in the deal: each seat's dealt hand, each boneyard place drawn, the rest of the boneyard."""
        out = [("dealt", s, self.rules.hand_size) for s in range(self.players)]
        out += [("drawn", d.seat, p) for p, d in enumerate(self.places)]
        out.append(("stock", -1, self.stock - len(self.places)))
        return out

    def forbidden_in_hands(self) -> frozenset[Tile]:
        """R6, R24: the tiles no dealt hand may hold, given a lead the rules name."""
        lead = self.lead
        if not self.lead_rule or lead is None:
            return frozenset()
        if self.rules.first_lead == "lowest-tile":
            return frozenset(t for t in TILES if (t.pips, t.high) < (lead.pips, lead.high))
        if self.rules.no_double == "redeal" and not lead.is_double:
            raise self.fail(f"{lead} leads, but under no-double=redeal a double leads or the deal goes again")
        if lead.is_double:
            return frozenset(t for t in TILES if t.is_double and t.pips > lead.pips)
        return frozenset(t for t in TILES if t.is_double or heavier(t, lead))

    def holds(self, seat: int, tile: Tile, since: int, left: dict[int, frozenset[Tile] | None]) -> bool:
        """Whether ``seat`` may hold ``tile`` from turn ``since`` on (-1: the deal), as the record says."""
        until = 1 << 30
        where = self.placed.get(tile)
        if where is not None:
            by, turn, drew = where
            if by != seat or turn <= since or drew:
                return False
            until = turn
        else:
            for other, tiles in left.items():
                if tiles is not None and (tile in tiles) != (other == seat):
                    return False
        return not any(who == seat and since < t < until and fits(tile, ends) for t, who, ends in self.stuck)

    def allowed(
        self, tile: Tile, group: tuple[str, int, int], left: dict[int, frozenset[Tile] | None]
    ) -> bool:
        """Whether ``tile`` may stand in place ``group`` of the deal, as the record says."""
        kind, seat, p = group
        hand = self.hand
        boneyard = hand.boneyard
        if kind == "dealt":
            if seat in self.dealt:
                if tile not in self.dealt[seat]:
                    return False
            elif tile in self.in_dealt or (boneyard is not None and tile in boneyard):
                return False
            if tile in self.forbidden:
                return False
            return self.holds(seat, tile, -1, left)
        if tile in self.in_dealt:
            return False
        if kind == "drawn":
            place = self.places[p]
            if place.named is not None and place.named != tile:
                return False
            if boneyard is not None and boneyard[p] != tile:
                return False
            if place.kind == "played":
                return tile == place.played
            if place.kind == "unfit" and fits(tile, place.ends):
                return False
            return self.holds(seat, tile, place.turn, left)
        if tile in self.placed or any(tiles is not None and tile in tiles for tiles in left.values()):
            return False  # the rest of the boneyard is never drawn: nobody placed or kept its tiles
        return boneyard is None or tile in boneyard[len(self.places) :]

    def need_deal(self, left: dict[int, frozenset[Tile] | None]) -> None:
        """Raise Illegal where no deal explains what the record shows."""
        if not self.deal_exists(left):
            raise Illegal(f"{self.name}: no deal explains what the record shows")

    def deal_exists(self, left: dict[int, frozenset[Tile] | None]) -> bool:
        """A perfect matching of the 28 tiles to the places of the deal (each dealt hand takes hand-size)."""
        groups = self.groups()
        capacity = [g[2] if g[0] != "drawn" else 1 for g in groups]
        options = [[i for i, g in enumerate(groups) if self.allowed(tile, g, left)] for tile in TILES]
        members: list[list[int]] = [[] for _ in groups]

        def place(x: int, seen: set[int]) -> bool:
            for g in options[x]:
                if g in seen:
                    continue
                seen.add(g)
                if len(members[g]) < capacity[g]:
                    members[g].append(x)
                    return True
                for y in members[g]:
                    if place(y, seen):
                        members[g].remove(y)
                        members[g].append(x)
                        return True
            return False

        order = sorted(range(len(TILES)), key=lambda x: len(options[x]))
        return all(place(x, set()) for x in order)
