"""Hints: what a hint costs beside the normal bot's decision it repeats (`games.ai.advice.advise`
= the decision plus `estimate`, the move's worth over redraws), per game, in CPU milliseconds.

Run: `.venv/bin/python -m benchmarks.bench_advice` (`--positions N` per game, default 12). A
measurement, not a test: note the machine's load printed with the figures.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from benchmarks.measure import machine, percentile
from games.ai import ai_for, choose, decision_seed
from games.ai.advice import estimate
from games.registry import GAMES


def positions(key: str, count: int):
    """Positions along easy-bot games: a variety of phases."""
    game, ai = GAMES[key], ai_for(key)
    seed = 0
    found = 0
    while found < count:
        state, rng = game.new(2, {}, seed), random.Random(seed)
        moves = 0
        while game.result(state) is None and found < count:
            seats = sorted(game.to_act(state))
            if moves % 7 == 3:
                yield state, seats[0], seed * 1000 + moves
                found += 1
            seat = rng.choice(seats)
            state, _ = game.apply(state, seat, ai.easy_action(state, seat, rng))
            moves += 1
        seed += 1


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=12)
    args = parser.parse_args()
    print(machine())
    print(f"{'game':12} {'decision ms (median/p99)':>26} {'estimate ms (median/p99)':>26}")
    for key in sorted(GAMES):
        decided: list[float] = []
        estimated: list[float] = []
        for state, seat, n in positions(key, args.positions):
            seed = decision_seed(n, n, seat)
            start = time.process_time()
            action = choose(key, state, seat, "normal", seed)
            middle = time.process_time()
            estimate(key, state, seat, action, seed)
            end = time.process_time()
            decided.append((middle - start) * 1000)
            estimated.append((end - middle) * 1000)
        d = f"{statistics.median(decided):.0f} / {percentile(decided, 99):.0f}"
        e = f"{statistics.median(estimated):.1f} / {percentile(estimated, 99):.1f}"
        print(f"{key:12} {d:>26} {e:>26}")


if __name__ == "__main__":
    main()
