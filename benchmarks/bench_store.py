"""Store throughput: moves per second with 10,000 live games in one SQLite file, several writers.

Each writer is its own process with its own connection (as several bot processes would be),
applying real moves of real games through the table service: load, check, apply, and one
transaction for action + state. Prints moves/s, per-move latency and the file size per game.

Run: `.venv/bin/python -m benchmarks.bench_store [--games 10000] [--writers 4] [--seconds 10]`
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import random
import tempfile
import time
from pathlib import Path

from benchmarks.measure import machine, percentile
from bot.store import Store
from bot.tables import TableService
from games.registry import GAMES

GAME_KEYS = ["bricklayer", "blockbuster", "akropolis", "shakecity", "dicetown"]


async def populate(path: str, games: int) -> None:
    """`games` live games, spread over the five games, each a few moves in."""
    async with Store(path) as store:
        service = TableService(store, GAMES)
        for i in range(games):
            key = GAME_KEYS[i % len(GAME_KEYS)]
            game = GAMES[key]
            players = max(2, game.min_players)
            channel = 10_000_000 + i
            await service.create(guild_id=1, channel_id=channel, host_id=1, game_key=key)
            for user in range(2, players + 1):
                await service.join(channel, user)
            await service.start(channel, 1)


async def writer(path: str, seconds: float, seed: int, out: multiprocessing.Queue) -> None:
    rnd = random.Random(seed)
    latencies: list[float] = []
    async with Store(path) as store:
        service = TableService(store, GAMES)
        rows = await store.open_games()
        channels = [r.channel_id for r in rows]
        deadline = time.perf_counter() + seconds
        conflicts = 0
        while time.perf_counter() < deadline:
            channel = rnd.choice(channels)
            began = time.perf_counter()
            table = await service.table(channel)
            waiting = sorted(table.to_act())
            if not waiting:
                continue
            seat = rnd.choice(waiting)
            action = rnd.choice(table.game.legal(table.state, seat))
            try:
                await service.act(channel, None, action, seat=seat, expected_version=table.version)
            except Exception:
                conflicts += 1
                continue
            latencies.append((time.perf_counter() - began) * 1000)
    out.put((latencies, conflicts))


def run_writer(path: str, seconds: float, seed: int, out: multiprocessing.Queue) -> None:
    asyncio.run(writer(path, seconds, seed, out))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "bench.sqlite3")
        began = time.perf_counter()
        asyncio.run(populate(path, args.games))
        print(f"created {args.games} live games in {time.perf_counter() - began:.1f} s")
        size = sum(os.path.getsize(p) for p in Path(tmp).glob("bench.sqlite3*"))
        print(f"file size: {size / 1e6:.1f} MB, {size / args.games / 1024:.1f} KiB per game (fresh games)")
        queue: multiprocessing.Queue = multiprocessing.Queue()
        procs = [
            multiprocessing.Process(target=run_writer, args=(path, args.seconds, seed, queue))
            for seed in range(args.writers)
        ]
        for p in procs:
            p.start()
        results = [queue.get() for _ in procs]
        for p in procs:
            p.join()
        latencies = [ms for lat, _ in results for ms in lat]
        conflicts = sum(c for _, c in results)
        moves = len(latencies)
        print(
            f"{args.writers} writer processes, {args.seconds:.0f} s: {moves} moves, "
            f"{moves / args.seconds:.0f} moves/s (target 500/s), {conflicts} refused by the version check"
        )
        print(
            f"per move (load + legal + apply + commit): p50 {percentile(latencies, 0.5):.2f} ms, "
            f"p99 {percentile(latencies, 0.99):.2f} ms"
        )
        size = sum(os.path.getsize(p) for p in Path(tmp).glob("bench.sqlite3*"))
        print(f"file size after: {size / 1e6:.1f} MB, {size / args.games / 1024:.1f} KiB per game")


if __name__ == "__main__":
    main()
