"""How close the bot runs to Discord's rate limits, counted by the loopback Discord.

1. The test suite (or the paths given), with the limits observed: answers unchanged, every
   request counted. Printed: the busiest second of bot-token requests (Discord's global limit is
   50/s), the busiest 5 s of posts in one channel (about 5 allowed), DMs per player, and the
   requests Discord would have answered 429, with the tests they came from.
2. A whole 5-player Dice Town game at machine speed with the limits enforced
   (tests/e2e/test_ratelimited_game.py): the bot's own 429s and the same counts.

    .venv/bin/python -m benchmarks.bench_ratelimits            # both
    .venv/bin/python -m benchmarks.bench_ratelimits --suite-only tests/e2e
    .venv/bin/python -m benchmarks.bench_ratelimits --game-only
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.measure import machine
from tests.fakediscord.ratelimits import ENV_MODE, ENV_REPORT, GLOBAL_LIMIT

ROOT = Path(__file__).resolve().parent.parent
GAME_TEST = "tests/e2e/test_ratelimited_game.py"


def run_pytest(args: list[str], mode: str, report: Path, *, show: bool) -> float:
    env = {**os.environ, ENV_MODE: mode, ENV_REPORT: str(report)}
    began = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
        cwd=ROOT,
        env=env,
        capture_output=not show,
        text=True,
        check=False,
    )
    if out.returncode != 0:
        print(f"  pytest exited with {out.returncode}")
        if not show:
            print(out.stdout[-3000:])
    return time.perf_counter() - began


def read(report: Path) -> list[dict]:
    if not report.exists():
        return []
    return [json.loads(line) for line in report.read_text().splitlines() if line.strip()]


def top(rows: list[dict], key, n: int = 3) -> str:
    best = sorted(rows, key=key, reverse=True)[:n]
    return "; ".join(f"{key(r)} in {r['test'] or '?'}" for r in best)


def summarise(rows: list[dict]) -> None:
    if not rows:
        print("  no loopback Discord ran")
        return

    def dms(r):
        return max(r["dm_posts_per_user"].values(), default=0)

    def refused(r):
        return max(r["dm_refused_per_user"].values(), default=0)

    print(f"  loopback Discords: {len(rows)}, requests: {sum(r['requests'] for r in rows)}")
    print(f"  busiest second (global limit {GLOBAL_LIMIT}/s): {top(rows, lambda r: r['max_per_second'])}")
    print(f"  busiest 5 s in one channel (limit 5): {top(rows, lambda r: r['max_channel_posts_5s'])}")
    print(f"  most DMs to one player: {top(rows, dms)}")
    print(f"  most refused DMs to one player: {top(rows, refused)}")
    over = [r for r in rows if r["would_refuse"]]
    print(
        f"  tests over a limit: {len(over)} of {len(rows)}; requests Discord would refuse: "
        f"{sum(r['would_refuse'] for r in rows)} (global: {sum(r['would_refuse_global'] for r in rows)})"
    )
    hits, invalid = sum(r["hits"] for r in rows), sum(r["invalid"] for r in rows)
    print(f"  429s answered: {hits}; invalid (401/403/429): {invalid}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("paths", nargs="*", default=["tests"], help="test paths for the observed run")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--suite-only", action="store_true")
    group.add_argument("--game-only", action="store_true")
    args = parser.parse_args()
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory() as tmp:
        if not args.game_only:
            report = Path(tmp) / "suite.jsonl"
            print(f"\n1. {' '.join(args.paths)}, Discord's limits observed")
            took = run_pytest([*args.paths, "-m", "not slow"], "observe", report, show=False)
            print(f"  ran in {took:.0f} s")
            summarise(read(report))
        if not args.suite_only:
            report = Path(tmp) / "game.jsonl"
            print("\n2. a whole 5-player Dice Town game, Discord's limits enforced")
            took = run_pytest(["-s", GAME_TEST, "-k", "enforce"], "enforce", report, show=True)
            print(f"  ran in {took:.0f} s (paced by the limits: discord.py waits out each bucket)")
            summarise(read(report))


if __name__ == "__main__":
    main()
