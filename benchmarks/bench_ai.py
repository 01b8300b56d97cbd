"""AI opponents: strength over seeded two-player matches, milliseconds per decision, and how games
between hard bots end.

Run: `.venv/bin/python -m benchmarks.bench_ai` (full: 40 matches per pairing and game) or
`--quick` (4 matches per pairing, 2 hard-vs-hard games); `--matches N`, `--games a,b`, `--jobs N`
(worker processes, default: every core). A measurement, not a test: with several workers on a busy
machine the decision times grow; use `--jobs 1` on an idle machine for the per-decision figures.

Pairings: hard vs random (a uniformly random legal move), hard vs default_action (what an absent
player's autopilot plays), hard vs normal, normal vs easy. Seats alternate between matches; a tie
counts half. The interval is Wilson's 95% score interval.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import statistics
import time
from collections import Counter, defaultdict
from typing import TypedDict

from benchmarks.measure import machine, percentile
from games.ai import ai_for, choose, decision_seed, random_action
from games.blockbuster import State as BlockBusterState
from games.bricklayer import State as BricklayerState
from games.registry import GAMES

PAIRINGS = (("hard", "random"), ("hard", "default"), ("hard", "normal"), ("normal", "easy"))


def pick(key: str, state: object, seat: int, level: str, seed: int) -> object:
    game = GAMES[key]
    if level == "random":
        return random_action(game, state, seat, random.Random(seed))
    if level == "default":
        return game.default_action(state, seat)
    return choose(key, state, seat, level, seed)


def ending(key: str, state: object) -> str:
    """How a finished game ended, where the game has several endings."""
    if isinstance(state, BricklayerState):
        return state.end.value
    if isinstance(state, BlockBusterState):
        if state.instant_winner >= 0:
            return "instant win"
        return "resigned" if state.resigned else "all passed"
    return "end"


class Match(TypedDict):
    key: str
    first: str  # the level in seat 0
    second: str
    share: float  # of the first level: 1 a win, 0.5 a tie, 0 a loss
    times: dict[str, list[float]]  # ms per decision, by level
    ending: str
    moves: int


def match(args: tuple[str, str, str, int]) -> Match:
    """One two-player game; seat 0 plays `first`. Returns the first level's share and timings."""
    key, first, second, seed = args
    game = GAMES[key]
    levels = (first, second)
    state = game.new(2, {}, seed)
    log = 0
    times: dict[str, list[float]] = defaultdict(list)
    while game.result(state) is None:
        for seat in sorted(game.to_act(state)):
            if seat not in game.to_act(state):
                continue
            began = time.process_time()
            action = pick(key, state, seat, levels[seat], decision_seed(seed, log, seat))
            times[levels[seat]].append((time.process_time() - began) * 1000)
            state, _ = game.apply(state, seat, action)
            log += 1
    result = game.result(state)
    assert result is not None
    share = 1.0 if result.ranking[0] == (0,) else 0.5 if 0 in result.ranking[0] else 0.0
    return {
        "key": key,
        "first": first,
        "second": second,
        "share": share,
        "times": dict(times),
        "ending": ending(key, state),
        "moves": log,
    }


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def playout_rate(key: str, seconds: float = 2.0) -> float:
    """Whole random two-player games per CPU second, through `random_action`."""
    game = GAMES[key]
    began, games = time.process_time(), 0
    while time.process_time() - began < seconds:
        rng = random.Random(games)
        state = game.new(2, {}, games)
        while game.result(state) is None:
            seat = min(game.to_act(state))
            state, _ = game.apply(state, seat, random_action(game, state, seat, rng))
        games += 1
    return games / (time.process_time() - began)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="4 matches per pairing, 2 hard-vs-hard games")
    parser.add_argument("--matches", type=int, help="matches per pairing and game (default 40, quick 4)")
    parser.add_argument("--hard-games", type=int, help="hard-vs-hard games per game (default 10, quick 2)")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game keys")
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count(), help="worker processes")
    parser.add_argument(
        "--pairings",
        default=",".join(f"{a}-{b}" for a, b in PAIRINGS),
        help="comma-separated level pairs (levels: hard normal easy default random)",
    )
    parser.add_argument("--no-playouts", action="store_true", help="skip the playout-rate figures")
    args = parser.parse_args()
    matches = args.matches or (4 if args.quick else 40)
    hard_games = args.hard_games if args.hard_games is not None else (2 if args.quick else 10)
    keys = [k.strip() for k in args.games.split(",") if k.strip()]
    pairings = tuple(tuple(p.strip().split("-", 1)) for p in args.pairings.split(",") if p.strip())

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"machine: {machine()}; {args.jobs} worker process(es); load average at start {load}")
    for key in keys:
        ai = ai_for(key)
        budgets = ", ".join(
            f"{level} {b.iterations} iterations (width {b.root_width}/{b.node_width}, "
            f"playouts {b.rollout_depth})"
            for level, b in ai.budgets.items()
        )
        print(f"{key}: {budgets}")
    if not args.no_playouts:
        for key in keys:
            print(f"random two-player games per CPU second, {key}: {playout_rate(key):6.1f}")

    # Round by round over every game and pairing, so that a run cut short (Ctrl-C: the tables
    # are printed from the matches finished so far) still covers every row a little.
    jobs = [
        (key, a, b, 1000 * i + j) if i % 2 == 0 else (key, b, a, 1000 * i + j)
        for i in range(matches)
        for key in keys
        for j, (a, b) in enumerate(pairings)
    ]
    jobs += [(key, "hard", "hard", 500_000 + i) for i in range(hard_games) for key in keys]
    results: list[Match] = []
    pool = multiprocessing.Pool(args.jobs)
    try:
        for r in pool.imap_unordered(match, jobs, chunksize=1):
            results.append(r)
            print(
                f"  [{len(results)}/{len(jobs)}] {r['key']}: {r['first']} vs {r['second']}, "
                f"first's share {r['share']}, {r['moves']} moves, {r['ending']}",
                flush=True,
            )
        pool.close()
    except KeyboardInterrupt:
        print(f"interrupted: tables from the {len(results)} of {len(jobs)} matches finished")
        pool.terminate()
    pool.join()

    shares: dict[tuple[str, str, str], list[float]] = defaultdict(list)
    times: dict[tuple[str, str], list[float]] = defaultdict(list)
    endings: dict[str, Counter[str]] = defaultdict(Counter)
    lengths: dict[str, list[int]] = defaultdict(list)
    for r in results:
        key, first, second = r["key"], r["first"], r["second"]
        for level, ts in r["times"].items():
            times[(key, level)] += ts
        if first == second:
            endings[key][r["ending"]] += 1
            lengths[key].append(r["moves"])
            continue
        pairing = (first, second) if (first, second) in pairings else (second, first)
        share = r["share"] if pairing[0] == first else 1.0 - r["share"]
        shares[(key, *pairing)].append(share)

    print("\nstrength, two players, seats alternating (win share of the first level, ties half):")
    print(f"{'game':<12} {'pairing':<18} {'won':>7} {'rate':>6}   95% interval")
    for key in keys:
        for a, b in pairings:
            got = shares[(key, a, b)]
            won = sum(got)
            lo, hi = wilson(won, len(got))
            print(
                f"{key:<12} {a + ' vs ' + b:<18} {won:>4.1f}/{len(got):<2} {won / max(1, len(got)):6.0%}   "
                f"[{lo:.0%}, {hi:.0%}]"
            )

    print("\nCPU milliseconds per decision (all matches above; CPU time: a busy machine inflates it less):")
    print("(ms/iteration: the p50 decision over the level's iteration budget; the budget is counted")
    print(" in iterations, so strength does not depend on the load, only the time does)")
    print(f"{'game':<12} {'level':<8} {'p50':>9} {'p99':>9} {'max':>9} {'n':>6} {'ms/iteration':>13}")
    for key in keys:
        budgets = ai_for(key).budgets
        for level in ("easy", "normal", "hard"):
            ts = times.get((key, level), [])
            if ts:
                per = f"{statistics.median(ts) / budgets[level].iterations:13.2f}" if level in budgets else ""
                print(
                    f"{key:<12} {level:<8} {statistics.median(ts):9.1f} {percentile(ts, 0.99):9.1f} "
                    f"{max(ts):9.1f} {len(ts):6} {per}"
                )
    print(f"load average at the end {', '.join(f'{x:.1f}' for x in os.getloadavg())}")

    if hard_games:
        print("\ngames between hard bots: how they end and how many moves they last:")
        for key in keys:
            ends = ", ".join(f"{name} {n}" for name, n in endings[key].most_common())
            ls = lengths[key]
            if not ls:
                continue
            print(
                f"{key:<12} {ends}; moves median {statistics.median(ls):.0f} (min {min(ls)}, max {max(ls)})"
            )


if __name__ == "__main__":
    main()
