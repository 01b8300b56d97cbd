"""Instructions per AI decision, counted by valgrind's callgrind: a figure that neither the load
nor the drift of a shared machine moves.

Run: `.venv/bin/python -m benchmarks.bench_ai_instructions --games akropolis --players 2
--level normal --positions 10` (needs `valgrind`; a normal decision takes about 15 s under it, the
set-up about a minute). Each cell runs two processes under callgrind, with `bench_ai_time`'s
positions and seeding: one sets the positions up, the other also decides them; their difference
over the positions is printed in millions. Both run with a fixed hash seed, so the same code
counts the same; run it in two checkouts to compare them. A change that keeps every decision
(an engine made faster) is best judged this way: on this 2-core machine the same decision's CPU
time moved by up to 2.4 times within minutes, its instructions not at all.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys

from benchmarks.measure import machine

COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def collected(report: str) -> int:
    """The instructions callgrind counted, from what it writes on standard error."""
    found = COLLECTED.findall(report)
    if not found:
        raise RuntimeError(f"callgrind counted nothing: {report[-400:]}")
    return int(found[-1])


def counted(key: str, players: int, level: str, n: int, decide: bool) -> int:
    """Instructions of a child process that sets up `n` positions and, if `decide`, decides them."""
    command = [
        "valgrind",
        "--tool=callgrind",
        "--callgrind-out-file=/dev/null",
        sys.executable,
        "-m",
        "benchmarks.bench_ai_instructions",
        "--child",
        f"{key},{players},{level},{n},{int(decide)}",
    ]
    env = {**os.environ, "PYTHONHASHSEED": "0"}  # set orders of strings, and so the count, repeat
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    return collected(done.stderr)


def child(spec: str) -> None:
    from benchmarks.bench_ai_time import SEED_BASE, positions
    from games.ai import decision_seed, deliberate
    from games.ai.collector import between_decisions, settle_worker

    key, players, level, n, decide = spec.split(",")
    chosen = positions(key, int(players), int(n))
    settle_worker()
    if decide == "1":
        for i, p in enumerate(chosen):
            deliberate(key, p.state, p.seat, level, decision_seed(SEED_BASE + i, p.move, p.seat))
            between_decisions()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", default="akropolis", help="comma-separated game keys")
    parser.add_argument("--players", default="2", help="comma-separated table sizes")
    parser.add_argument("--level", default="normal", choices=("easy", "normal", "hard"))
    parser.add_argument("--positions", type=int, default=10, help="positions per cell")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed: install it (apt install valgrind) to count instructions")
    print(machine())
    print(f"million instructions per decision at {args.level}, {args.positions} positions a cell")
    for key in args.games.split(","):
        for players in (int(p) for p in args.players.split(",")):
            setup = counted(key, players, args.level, args.positions, False)
            whole = counted(key, players, args.level, args.positions, True)
            per = (whole - setup) / args.positions / 1e6
            print(f"{key:<12} {players} {args.level:<6} {per:10.1f}", flush=True)


if __name__ == "__main__":
    main()
