"""Store throughput: moves per second with 10,000 live games, for 1, 2 and 4 writer processes,
on SQLite (one file) and on PostgreSQL (one server).

Each writer is its own process with its own store (as several bot processes would be), applying
real moves of real games through the table service: load, check, apply, and one transaction for
action + state. Prints moves/s, per-move latency and the size of the data per game.

PostgreSQL: a throwaway server (tests/pgserver.py, the PostgreSQL binaries must be installed) with
its default durability (fsync, synchronous commit), or an existing database with --database-url
(its tables are created there if missing; the games are added to whatever is in it).

Run: `.venv/bin/python -m benchmarks.bench_store [--backend sqlite|postgresql|both]
      [--games 10000] [--writers 1,2,4] [--seconds 10]`
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import random
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from benchmarks.measure import machine, percentile
from bot.services import build
from bot.store import Store
from bot.tables import NoTable
from games.registry import GAMES
from tests.helpers.tables import move

GAME_KEYS = ["bricklayer", "blockbuster", "akropolis", "shakecity", "dicetown"]
# Connections per writer process: a writer applies one move at a time.
WRITER_POOL = 2


def new_store(backend: str, where: str, pool_size: int = WRITER_POOL) -> Any:
    if backend == "sqlite":
        return Store(where)
    from bot.store_pg import PgStore

    return PgStore(where, pool_size=pool_size)


async def populate(backend: str, where: str, games: int, concurrency: int) -> None:
    """`games` live games, spread over the five games, each just started."""
    async with new_store(backend, where, pool_size=concurrency) as store:
        service = build(store, GAMES)

        async def one(i: int) -> None:
            key = GAME_KEYS[i % len(GAME_KEYS)]
            players = max(2, GAMES[key].min_players)
            channel = 10_000_000 + i
            await service.lobby.create(guild_id=1, channel_id=channel, host_id=1, game_key=key)
            for user in range(2, players + 1):
                await service.lobby.join(channel, user)
            await service.lobby.start(channel, 1)

        for first in range(0, games, concurrency):
            await asyncio.gather(*(one(i) for i in range(first, min(games, first + concurrency))))


async def writer(backend: str, where: str, seconds: float, seed: int, out: multiprocessing.Queue) -> None:
    rnd = random.Random(seed)
    latencies: list[float] = []
    async with new_store(backend, where) as store:
        service = build(store, GAMES)
        rows = await store.listings.open_games()
        channels = [r.channel_id for r in rows if r.status == "active"]
        deadline = time.perf_counter() + seconds
        conflicts = 0
        while time.perf_counter() < deadline and channels:
            channel = rnd.choice(channels)
            began = time.perf_counter()
            try:
                table = await service.tables.table(channel)
            except NoTable:  # finished since
                channels.remove(channel)
                continue
            waiting = sorted(table.to_act())
            if not waiting:
                continue
            seat = rnd.choice(waiting)
            action = rnd.choice(table.game.legal(table.state, seat))
            try:
                await service.moves.play(
                    channel, move(None, action, seat=seat, expected_version=table.version)
                )
            except Exception:
                conflicts += 1
                continue
            latencies.append((time.perf_counter() - began) * 1000)
    out.put((latencies, conflicts))


def run_writer(backend: str, where: str, seconds: float, seed: int, out: multiprocessing.Queue) -> None:
    asyncio.run(writer(backend, where, seconds, seed, out))


def measure(backend: str, where: str, writers: int, seconds: float, seed: int) -> None:
    queue: multiprocessing.Queue = multiprocessing.Queue()
    procs = [
        multiprocessing.Process(target=run_writer, args=(backend, where, seconds, seed + i, queue))
        for i in range(writers)
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
        f"  {writers} writer process{'es' if writers > 1 else ''}: {moves / seconds:6.0f} moves/s "
        f"(target 500/s); per move (load + legal + apply + commit) p50 "
        f"{percentile(latencies, 0.5):.2f} ms, p99 {percentile(latencies, 0.99):.2f} ms; "
        f"{moves} moves, {conflicts} refused by the version check"
    )


async def pg_size(url: str) -> int:
    async with new_store("postgresql", url) as store, store.pool.acquire() as con:
        # The bot's tables with their indexes and TOAST, not the server's own catalogs.
        return int(
            await con.fetchval(
                "SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c "
                "WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace"
            )
        )


@contextlib.contextmanager
def database(backend: str, url: str | None, async_commit: bool = False) -> Iterator[tuple[str, Any]]:
    """Where the benchmark's data lives, and how to measure its size in bytes."""
    if backend == "sqlite":
        with tempfile.TemporaryDirectory() as tmp:
            path = str(Path(tmp) / "bench.sqlite3")
            yield path, lambda: sum(os.path.getsize(p) for p in Path(tmp).glob("bench.sqlite3*"))
        return
    if url:
        yield url, lambda: asyncio.run(pg_size(url))
        return
    from tests import pgserver

    server = pgserver.start(durable=True, async_commit=async_commit)
    try:
        yield server.url, lambda: asyncio.run(pg_size(server.url))
    finally:
        server.stop()


def run(backend: str, args: argparse.Namespace) -> None:
    if backend == "sqlite":
        label = "SQLite, one file (WAL, synchronous=NORMAL)"
    elif args.database_url:
        label = "PostgreSQL at --database-url, a pool per writer"
    elif args.pg_async_commit:
        label = "PostgreSQL, one server, synchronous_commit=off (as durable as SQLite's NORMAL)"
    else:
        label = "PostgreSQL, one server (fsync and synchronous commit on), a pool per writer"
    print(f"{label}:")
    with database(backend, args.database_url, async_commit=args.pg_async_commit) as (where, size):
        began = time.perf_counter()
        asyncio.run(populate(backend, where, args.games, 1 if backend == "sqlite" else 8))
        print(f"  created {args.games} live games in {time.perf_counter() - began:.1f} s")
        fresh = size()
        print(f"  data: {fresh / 1e6:.1f} MB, {fresh / args.games / 1024:.1f} KiB per game (fresh games)")
        for seed, writers in enumerate(args.writers):
            measure(backend, where, writers, args.seconds, seed * 100)
        after = size()
        print(f"  data after: {after / 1e6:.1f} MB, {after / args.games / 1024:.1f} KiB per game")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--backend", choices=["sqlite", "postgresql", "both"], default="both")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument(
        "--writers",
        type=lambda s: [int(n) for n in s.split(",")],
        default=[1, 2, 4],
        help="writer process counts to measure, comma separated",
    )
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--database-url", help="an existing PostgreSQL database instead of a throwaway one")
    parser.add_argument(
        "--pg-async-commit",
        action="store_true",
        help="the throwaway server does not wait for each commit's WAL flush (synchronous_commit=off)",
    )
    args = parser.parse_args()
    print(f"machine: {machine()}")
    for backend in ("sqlite", "postgresql") if args.backend == "both" else (args.backend,):
        run(backend, args)


if __name__ == "__main__":
    main()
