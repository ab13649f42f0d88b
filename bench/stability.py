"""Benchmark: does a study's verdict hold whatever the seed, and agree with a search that sets nothing aside?

Generates two-player games of greedy players (``allfives generate -n 2 -p greedy --seed
S``, S from ``--first``), judges every turn of each as ``allfives annotate --seed K``
does, for each seed K of ``--seeds``, and reports

- **stability**, over the judged turns (those with a choice: a turn with one move, or with
  twins only, has no loss and never a glyph, and is left out): the share where no two
  seeds write different glyphs (a glyph at some seeds and none at the others counts as the
  same verdict: none is no claim),
  the share given the very same glyph or none at every seed, the latter over pairs of seeds,
  and the turns marked ``??`` at one seed where another names the move played as the best;
- **against a reference**: each turn judged again on ``--reference`` deals (1,000) with
  nothing set aside; the share of glyphs the seeds agree with it on, each player's points
  lost (the study report's figure) beside the reference's, and how often the two losses
  lie within 1.96 standard errors of their difference (both are estimates); with ``--reference-seeds 2``
  the reference is run at two seeds, and their own agreement (its glyphs, and each
  player's points lost within 10%) bounds what any search could reach against one of them;
- **glyphs**: how many of each the seeds write (their mean), and the reference;
- **time**: CPU seconds per game of the judging, at each seed.

    python bench/stability.py --games 20 --seeds 5
    python bench/stability.py --games 20 --seeds 5 --budget 2000
    python bench/stability.py --games 3 --seeds 2 --reference 0    # no reference: stability only

``--out FILE`` writes one JSON line per game as it ends; ``--summarize FILE`` prints the
figures of such a file (the settings are read from it).
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations
from typing import Any

from allfives_notation.analysis.search import BUDGET_DEALS, Settings
from allfives_notation.analysis.study import Judged, decisions, evaluation_of, glyph_for, judge
from allfives_notation.check import check_game
from allfives_notation.engine import Table, play_game
from allfives_notation.notation import parse_game, write_game
from allfives_notation.record import Knowledge, View, record_of


def game_text(seed: int) -> str:
    """The record ``allfives generate -n 2 -p greedy --seed SEED`` writes."""
    return write_game(record_of(play_game(Table(2), seed, "greedy"), View(Knowledge.OPEN)))


def turn(judged: Judged) -> dict[str, Any]:
    """What the bench keeps of one judged turn."""
    evaluation = evaluation_of(judged)
    decision = judged.decision
    return {
        "at": [decision.hand, decision.turn],
        "seat": decision.seat,
        "glyph": glyph_for(evaluation),
        "best": _is_played_best(judged),
        "loss": None if evaluation.loss is None else [evaluation.loss.value, evaluation.loss.error],
        "by_chance": evaluation.by_chance,
        "points_lost": judged.loss,
        "points_lost_error": judged.loss_error,
        "how": None if evaluation.search is None else evaluation.search.format(),
    }


def _is_played_best(judged: Judged) -> bool:
    verdict, played = judged.verdict, judged.played
    return verdict is not None and played is not None and verdict.twins(verdict.best, played)


def one_game(job: tuple[int, Sequence[int], dict[str, Any], int, int]) -> dict[str, Any]:
    """Judge one game at every seed, and against the reference; what the bench needs of it."""
    seed, seeds, setting, reference, references = job
    game = parse_game(game_text(seed))
    report = check_game(game)
    settings = Settings(**setting)
    out: dict[str, Any] = {"game": seed, "settings": setting, "reference_deals": reference, "seeds": {}}
    for k in seeds:
        started = time.process_time()
        judged = [judge(d, settings) for d in decisions(game, report, k, 1) if d.position is not None]
        spent = time.process_time() - started
        out["seeds"][str(k)] = {"seconds": spent, "turns": [turn(j) for j in judged if j.verdict is not None]}
    every = Settings(samples=reference, racing=False) if reference else None
    for k in range(references if every is not None else 0):
        assert every is not None
        started = time.process_time()
        judged = [judge(d, every) for d in decisions(game, report, 1000 + k, 1) if d.position is not None]
        out["reference" if k == 0 else f"reference {k}"] = {
            "seconds": time.process_time() - started,
            "turns": [turn(j) for j in judged if j.verdict is not None],
        }
    return out


def figures(games: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The bench's figures over the games."""
    turns = same = never_other = pairs = pairs_same = conflicts = single = stopped_early = 0
    lost: dict[str, list[float]] = {}
    reference_lost: dict[str, float] = {}
    again_lost: dict[str, float] = {}  # the reference at its second seed
    agree = compared = inside = intervals = 0
    self_agree = self_compared = 0
    seconds: list[float] = []
    glyphs: Counter[str] = Counter()
    reference_glyphs: Counter[str] = Counter()
    seeds = 0
    for game in games:
        runs = list(game["seeds"].values())
        seeds = max(seeds, len(runs))
        seconds += [run["seconds"] for run in runs]
        by_turn = [{tuple(t["at"]): t for t in run["turns"]} for run in runs]
        reference = {tuple(t["at"]): t for t in game.get("reference", {}).get("turns", [])}
        again = {tuple(t["at"]): t for t in game.get("reference 1", {}).get("turns", [])}
        reference_glyphs.update(t["glyph"] or "none" for t in reference.values() if t["loss"] is not None)
        for at, truth in reference.items():
            if at in again and truth["loss"] is not None:
                self_compared += 1
                self_agree += truth["glyph"] == again[at]["glyph"]
        for at in by_turn[0]:
            seen = [found[at] for found in by_turn if at in found]
            if all(t["loss"] is None for t in seen):  # one move to make (or its twin): nothing to judge
                single += 1
                continue
            said = [t["glyph"] for t in seen]
            glyphs.update(g or "none" for g in said)
            turns += 1
            same += len(set(said)) == 1
            if len(set(said)) > 1 and any((t["how"] or "").endswith("unsettled") for t in seen):
                stopped_early += 1
            never_other += len({g for g in said if g}) <= 1
            for a, b in combinations(seen, 2):
                pairs += 1
                pairs_same += a["glyph"] == b["glyph"]
            if any(t["glyph"] == "??" for t in seen) and any(t["best"] for t in seen):
                conflicts += 1
            truth = reference.get(at)
            if truth is None:
                continue
            for t in seen:
                compared += 1
                agree += t["glyph"] == truth["glyph"]
                if t["loss"] is not None and truth["loss"] is not None:
                    intervals += 1
                    (value, error), (reference_value, reference_error) = t["loss"], truth["loss"]
                    both = ((error or 0.0) ** 2 + (reference_error or 0.0) ** 2) ** 0.5  # two estimates
                    rounding = 0.005 if t.get("by_chance") else 0.05
                    inside += abs(reference_value - value) <= 1.96 * both + rounding
        for k, run in enumerate(runs):
            for t in run["turns"]:
                player = f"{game['game']}:{t['seat']}"
                lost.setdefault(player, [0.0] * len(runs))[k] += t["points_lost"]
        for name, into in (("reference", reference_lost), ("reference 1", again_lost)):
            for t in game.get(name, {}).get("turns", []):
                player = f"{game['game']}:{t['seat']}"
                into[player] = into.get(player, 0.0) + t["points_lost"]
    within = [
        abs(value - reference_lost[player]) <= 0.10 * reference_lost[player]
        for player, values in lost.items()
        if player in reference_lost
        for value in values
    ]
    ratios = sorted(
        sum(values) / len(values) / reference_lost[player]
        for player, values in lost.items()
        if reference_lost.get(player)
    )
    return {
        "games": len(games),
        "judged turns (a choice to make)": turns,
        "turns with one move (or twins) only, not counted": single,
        "no two seeds write different glyphs": never_other / turns if turns else None,
        "the same glyph or none at every seed": same / turns if turns else None,
        "the same glyph or none, pairs of seeds": pairs_same / pairs if pairs else None,
        "turns where some seed writes none, having stopped early (unsettled)": stopped_early,
        "?? where another seed names the move best": conflicts,
        "glyphs agreeing with the reference": agree / compared if compared else None,
        "the reference's glyphs agreeing with itself at another seed": (
            self_agree / self_compared if self_compared else None
        ),
        "players' points lost within 10% of the reference (player-seeds)": (
            sum(within) / len(within) if within else None
        ),
        "the reference's points lost within 10% of itself at another seed (players)": (
            sum(abs(again_lost[p] - reference_lost[p]) <= 0.10 * reference_lost[p] for p in again_lost)
            / len(again_lost)
            if again_lost
            else None
        ),
        "players' points lost, the seeds' mean within 10% of the reference (players)": (
            sum(abs(r - 1) <= 0.10 for r in ratios) / len(ratios) if ratios else None
        ),
        "points lost over the reference's, per player (lowest, median, highest)": (
            (ratios[0], ratios[len(ratios) // 2], ratios[-1]) if ratios else None
        ),
        "losses within the 95% interval of their difference": inside / intervals if intervals else None,
        "glyphs written per seed (mean)": {g: round(n / max(1, seeds), 1) for g, n in sorted(glyphs.items())},
        "glyphs the reference writes": dict(sorted(reference_glyphs.items())),
        "CPU s per game and seed (mean, highest)": (sum(seconds) / len(seconds), max(seconds))
        if seconds
        else None,
    }


def show(found: dict[str, Any]) -> None:
    """Print the figures."""
    for name, value in found.items():
        if isinstance(value, float):
            text = f"{value:.4f}" if value <= 1 else f"{value:.2f}"
        elif isinstance(value, tuple):
            text = ", ".join(f"{v:.3f}" for v in value)
        else:
            text = str(value)
        print(f"{name}: {text}")


def _games(args: argparse.Namespace, setting: dict[str, Any]) -> Iterator[dict[str, Any]]:
    seeds = list(range(args.seeds))
    jobs = [(args.first + g, seeds, setting, args.reference, args.reference_seeds) for g in range(args.games)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            yield from pool.map(one_game, jobs)
    else:
        yield from map(one_game, jobs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first", type=int, default=1, help="the first game's seed")
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--budget", type=int, default=BUDGET_DEALS, help="annotate --budget")
    parser.add_argument("--samples", type=int, default=None, help="annotate --samples")
    parser.add_argument("--reference", type=int, default=1000, help="deals of the reference; 0: none")
    parser.add_argument("--reference-seeds", type=int, default=1, help="1, or 2 to measure its own agreement")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", help="write each game's turns as a JSON line")
    parser.add_argument("--summarize", help="print the figures of a file --out wrote")
    args = parser.parse_args()
    if args.summarize:
        with open(args.summarize, encoding="utf-8") as lines:
            show(figures([json.loads(line) for line in lines]))
        return
    setting = {"budget": args.budget, "samples": args.samples}
    games = []
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    try:
        for game in _games(args, setting):
            games.append(game)
            if out is not None:
                out.write(json.dumps(game) + "\n")
                out.flush()
    finally:
        if out is not None:
            out.close()
    print(f"{args.games} games from seed {args.first}, seeds 0 to {args.seeds - 1}, settings {setting}")
    show(figures(games))


if __name__ == "__main__":
    main()
