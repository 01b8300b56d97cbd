"""What a search worker's engine caches hold after many decisions, and what they save.

A search worker (`games.ai.collector`) decides one position after another for as long as the bot
runs, and every engine cache it fills stays until evicted. This decides `bench_ai_time`'s
positions of one game at one level in one process, as a worker does, and prints the process's
resident memory before and after, the CPU per decision, and every `functools` cache of the
game's modules: its hits, misses and entries. A cache whose hits stay the same at a smaller size
only holds memory; one whose misses grow when it shrinks is saving work.

Run: `.venv/bin/python -m benchmarks.bench_search_memory [--game shakecity] [--level normal]
[--players 2,4] [--positions 100]`
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import time
from typing import Any

from benchmarks.bench_ai_time import SEED_BASE, positions
from benchmarks.measure import machine
from games.ai import decision_seed, deliberate
from games.ai.collector import between_decisions, settle_worker


def resident_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def caches(key: str) -> dict[str, Any]:
    """Every lru_cache'd function defined in the game's package, by module and name."""
    package = importlib.import_module(f"games.{key}")
    found: dict[str, Any] = {}
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"games.{key}.{info.name}")
        for name, value in vars(module).items():
            if hasattr(value, "cache_info") and getattr(value, "__module__", "") == module.__name__:
                found[f"{info.name}.{name}"] = value
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", default="shakecity")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--positions", type=int, default=100, help="positions per table size")
    args = parser.parse_args()
    pool = [p for n in args.players.split(",") for p in positions(args.game, int(n), args.positions)]
    settle_worker()
    print(f"machine: {machine()}; one process, nice {os.nice(0)}")
    before = resident_mb()
    began = time.process_time()
    for i, p in enumerate(pool):
        deliberate(args.game, p.state, p.seat, args.level, decision_seed(SEED_BASE + i, p.move, p.seat))
        between_decisions()
    spent = (time.process_time() - began) / len(pool) * 1000
    print(f"{args.game} {args.level}: {len(pool)} decisions, {spent:.0f} ms CPU a decision (mean)")
    print(f"resident memory {before:.0f} MB before the first decision, {resident_mb():.0f} MB after the last")
    print(f"{'cache':<32} {'hits':>10} {'misses':>10} {'entries':>8} {'max':>8}")
    for name, fn in sorted(caches(args.game).items()):
        c = fn.cache_info()
        print(f"{name:<32} {c.hits:>10} {c.misses:>10} {c.currsize:>8} {c.maxsize if c.maxsize else '-':>8}")


if __name__ == "__main__":
    main()
