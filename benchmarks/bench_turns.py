"""`/game turns`: a player's open games, read from the store with N games stored.

For each size N, one SQLite file holds N games, 90% of them ended and 10% in their lobby or in
play, each with 2-4 seats drawn from a pool of N/10 users, built by bulk inserts at the current
schema. Two players are measured: one with few games (3 open, 5 ended) and one with many (60 open,
2% of all the ended games). Printed: p50/p99 of `Listings.seated` (the rows of the newest 15
open games with their states, and the count of all of them) over repeated calls.

Run: `.venv/bin/python -m benchmarks.bench_turns [--sizes 10000,100000,1000000] [--dir /tmp/x]`
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import time
from pathlib import Path

from benchmarks.measure import machine, percentile
from bot.store import MIGRATIONS, Store

FEW, MANY = -1_000_001, -1_000_002  # ids outside the random pool's (positive) range
LIMIT = 15
STATE = json.dumps({"board": list(range(40)), "turn": 3, "bag": "x" * 200})


def build(path: Path, n: int, seed: int = 7) -> None:
    rnd = random.Random(seed)
    con = sqlite3.connect(path)
    for sql in MIGRATIONS:
        con.executescript(sql)
    con.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
    users = max(10, n // 10)
    many_ended = max(1, n // 50)
    games, seats = [], []
    # The heavy player's ended games are spread over the whole history; its open ones are recent.
    ended_of_many = set(rnd.sample(range(1, int(n * 0.9) + 1), min(many_ended, int(n * 0.9))))
    open_of_many = set(rnd.sample(range(int(n * 0.9) + 1, n + 1), min(60, n // 10)))
    open_of_few = set(rnd.sample(sorted(set(range(int(n * 0.9) + 1, n + 1)) - open_of_many), 3))
    ended_of_few = set(rnd.sample(sorted(set(range(1, int(n * 0.9) + 1)) - ended_of_many), 5))
    for gid in range(1, n + 1):
        ended = gid <= n * 0.9
        status = (
            ("finished" if rnd.random() < 0.8 else "abandoned") if ended else rnd.choice(("lobby", "active"))
        )
        players = rnd.sample(range(1, users + 1), rnd.randint(2, 4))
        if gid in ended_of_many or gid in open_of_many:
            players[0] = MANY
        if gid in ended_of_few or gid in open_of_few:
            players[-1] = FEW
        games.append(
            (
                gid,
                1 + gid % 50,
                gid,
                status,
                json.dumps(players),
                STATE,
                float(gid),
                float(gid),
                '{"board_message": 1}',
            )
        )
        seats += [(gid, s, u, 0 if ended else 1) for s, u in enumerate(players)]
        if len(games) >= 50_000 or gid == n:
            con.executemany(
                "INSERT INTO games (id, guild_id, channel_id, game, status, options, host_id, players, "
                "seed, state, version, created_at, updated_at, meta) "
                "VALUES (?, ?, ?, 'nim', ?, '{}', 1, ?, 1, ?, 3, ?, ?, ?)",
                games,
            )
            con.executemany(
                "INSERT INTO game_players (game_id, seat, user_id, open) VALUES (?, ?, ?, ?)", seats
            )
            games, seats = [], []
    con.commit()
    con.execute("ANALYZE")
    con.close()


async def measure(path: Path, runs: int) -> None:
    async with Store(path) as store:
        for name, user in (("few games", FEW), ("many games", MANY)):
            rows, total = await store.listings.seated(user, LIMIT)
            ms = []
            for _ in range(runs):
                began = time.perf_counter()
                await store.listings.seated(user, LIMIT)
                ms.append((time.perf_counter() - began) * 1000)
            print(
                f"  {name:<11} ({len(rows):2d} shown of {total:3d} open)   "
                f"p50 {percentile(ms, 0.5):6.2f} ms   p99 {percentile(ms, 0.99):6.2f} ms   (n={runs})"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--dir", default="/tmp/bench_turns")
    parser.add_argument("--runs", type=int, default=300)
    args = parser.parse_args()
    folder = Path(args.dir)
    folder.mkdir(parents=True, exist_ok=True)
    print(machine())
    for n in (int(s) for s in args.sizes.split(",")):
        path = folder / f"turns-{n}.sqlite3"
        if not path.exists():
            began = time.perf_counter()
            build(path, n)
            print(f"built {n:,} games in {time.perf_counter() - began:.0f} s")
        print(f"{n:,} games stored, target p99 under 20 ms at 1,000,000:")
        asyncio.run(measure(path, args.runs))


if __name__ == "__main__":
    main()
