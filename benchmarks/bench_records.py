"""A player's record (`/game stats`, `/game profile`) and the start-up scan for boards never
posted, at 10k, 100k and 1M stored games, on SQLite or PostgreSQL.

The games are written straight into a database at the schema before the players' records were
kept (version 5), then the store opens it and runs the migrations that follow, as a deployed
database would be upgraded (the time of that upgrade is printed). 70% of the games are finished,
10% abandoned, 20% active, each with a state of some 500 bytes; one active game in 50,000 has a
board committed but never posted. One member sits in 20,000 games (or all but 10, below that), one
in 10, all in the server asked about.

"Cold" is a fresh process and, for each sample, a fresh store (a fresh connection: SQLite's page
cache and the statement caches are empty; the operating system's file cache cannot be dropped
here, nor PostgreSQL's shared buffers). "Warm" is the same store asked again and again.

Run: `.venv/bin/python -m benchmarks.bench_records [--backend sqlite|postgresql]
      [--sizes 10000,100000,1000000] [--cold 20] [--warm 200]`
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from benchmarks.measure import machine, percentile
from bot import store as sqlite_store

HEAVY, LIGHT = 1, 2
GUILD = 1
# The schema the games are written at: the one before the players' records were kept.
BASE_SCHEMA = 5
GAME_KEYS = ["bricklayer", "blockbuster", "akropolis", "shakecity", "dicetown"]
FILLER = "x" * 480


def rows(n: int) -> Iterator[tuple[tuple[Any, ...], list[tuple[int, int, int]]]]:
    """The games (in GAME_COLUMNS' order of the base schema) and their seats."""
    rnd = random.Random(n)
    heavy = set(rnd.sample(range(1, n + 1), min(20_000, n - 10)))
    light = set(rnd.sample(sorted(set(range(1, n + 1)) - heavy), 10))
    members = max(1000, n // 4)
    for i in range(1, n + 1):
        count = rnd.choice((2, 2, 3, 4))
        seats = [100 + rnd.randrange(members) for _ in range(count)]
        guild: int | None = 1 + i % 5 if i % 50 else None
        if i in heavy:
            seats[0], guild = HEAVY, GUILD
        if i in light:
            seats[-1], guild = LIGHT, GUILD
        kind = i % 10
        version = 10 + rnd.randrange(70)
        status, result, finished, meta, due = "active", None, None, {"posted": version}, 0.0
        if kind < 7:
            status, finished, due = "finished", float(i), None
            result = {"winners": [rnd.randrange(count)], "scores": [rnd.randrange(60) for _ in seats]}
        elif kind == 7:
            status, finished, due = "abandoned", float(i), None
        elif i % 50_000 == 8:
            meta = {"posted": version - 1}
        game = (
            i,
            guild,
            1_000_000 + i,
            GAME_KEYS[i % 5],
            status,
            "{}",
            seats[0],
            json.dumps(seats),
            i,
            json.dumps({"filler": FILLER, "turn": version}),
            version,
            json.dumps(result) if result is not None else None,
            float(i),
            float(i),
            finished,
            json.dumps(meta),
            due,
        )
        yield game, [(i, seat, user) for seat, user in enumerate(seats)]


COLUMNS = (
    "id, guild_id, channel_id, game, status, options, host_id, players, seed, state, version, "
    "result, created_at, updated_at, finished_at, meta, next_due"
)


def populate_sqlite(path: str, n: int) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("BEGIN")
    for version in range(BASE_SCHEMA):
        for statement in sqlite_store.MIGRATIONS[version].split(";"):
            if statement.strip():
                db.execute(statement)
    db.execute(f"PRAGMA user_version = {BASE_SCHEMA}")
    batch_games: list[tuple[Any, ...]] = []
    batch_seats: list[tuple[int, int, int]] = []

    def flush() -> None:
        db.executemany(f"INSERT INTO games ({COLUMNS}) VALUES ({', '.join('?' * 17)})", batch_games)
        db.executemany("INSERT INTO game_players (game_id, seat, user_id) VALUES (?, ?, ?)", batch_seats)
        batch_games.clear()
        batch_seats.clear()

    for game, seats in rows(n):
        batch_games.append(game)
        batch_seats.extend(seats)
        if len(batch_games) >= 20_000:
            flush()
    flush()
    db.execute("COMMIT")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()


async def populate_pg(url: str, n: int) -> None:
    import asyncpg

    from bot import store_pg

    con = await asyncpg.connect(url)
    try:
        async with con.transaction():
            for version in range(BASE_SCHEMA):
                await con.execute(store_pg.MIGRATIONS[version])
            await con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
            await con.execute("INSERT INTO schema_version VALUES ($1)", BASE_SCHEMA)
            games: list[tuple[Any, ...]] = []
            seats: list[tuple[int, int, int]] = []

            async def flush() -> None:
                await con.copy_records_to_table("games", records=games, columns=COLUMNS.split(", "))
                await con.copy_records_to_table("game_players", records=seats)
                games.clear()
                seats.clear()

            for game, its_seats in rows(n):
                games.append(game)
                seats.extend(its_seats)
                if len(games) >= 20_000:
                    await flush()
            await flush()
        await con.execute("ANALYZE")
    finally:
        await con.close()


def new_store(backend: str, where: str) -> Any:
    if backend == "sqlite":
        return sqlite_store.Store(where)
    from bot.store_pg import PgStore

    return PgStore(where, pool_size=2)


async def probe(backend: str, where: str, cold: int, warm: int) -> dict[str, Any]:
    """Run in a fresh process: the timings (ms) of each question, cold and warm."""
    questions = {
        "stats, 20k games": lambda s: s.listings.record_of(HEAVY, GUILD),
        "stats, 10 games": lambda s: s.listings.record_of(LIGHT, GUILD),
        "stats in a DM, 20k games": lambda s: s.listings.record_of(HEAVY, None),
        "unposted scan": lambda s: s.listings.unposted_games(),
    }
    out: dict[str, Any] = {}
    for name, ask in questions.items():
        cold_ms = []
        for _ in range(cold if name != "unposted scan" else max(3, cold // 4)):
            async with new_store(backend, where) as store:
                began = time.perf_counter()
                answer = await ask(store)
                cold_ms.append((time.perf_counter() - began) * 1000)
        warm_ms = []
        async with new_store(backend, where) as store:
            answer = await ask(store)
            for _ in range(warm if name != "unposted scan" else max(5, warm // 20)):
                began = time.perf_counter()
                answer = await ask(store)
                warm_ms.append((time.perf_counter() - began) * 1000)
        size = len(answer) if name == "unposted scan" else sum(p for p, _ in answer.values())
        out[name] = {"cold": cold_ms, "warm": warm_ms, "size": size}
    return out


@contextmanager
def database(backend: str) -> Iterator[str]:
    with tempfile.TemporaryDirectory(prefix="bench-records-") as tmp:
        if backend == "sqlite":
            yield str(Path(tmp) / "records.sqlite3")
            return
        from tests import pgserver

        # Its own directory: the server may run as another user, who cannot enter this one.
        server = pgserver.start(durable=True)
        try:
            yield server.url
        finally:
            server.stop()


async def upgrade(backend: str, where: str) -> float:
    began = time.perf_counter()
    async with new_store(backend, where):
        pass
    return time.perf_counter() - began


def run_size(backend: str, n: int, args: argparse.Namespace) -> None:
    with database(backend) as where:
        began = time.perf_counter()
        if backend == "sqlite":
            populate_sqlite(where, n)
        else:
            asyncio.run(populate_pg(where, n))
        written = time.perf_counter() - began
        migrated = asyncio.run(upgrade(backend, where))
        print(f"\n{n:,} stored games: written in {written:.1f} s, opened and migrated in {migrated:.2f} s")
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "benchmarks.bench_records",
                "--probe",
                where,
                "--backend",
                backend,
                "--cold",
                str(args.cold),
                "--warm",
                str(args.warm),
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        figures = json.loads(done.stdout.strip().splitlines()[-1])
        for name, f in figures.items():
            cold, warm = f["cold"], f["warm"]
            print(
                f"  {name:26} ({f['size']:>6} {'games' if name == 'unposted scan' else 'played'}): "
                f"cold p50 {percentile(cold, 0.5):8.2f} p99 {percentile(cold, 0.99):8.2f} ms "
                f"(n={len(cold)}); warm p50 {percentile(warm, 0.5):8.2f} "
                f"p99 {percentile(warm, 0.99):8.2f} ms (n={len(warm)})"
            )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--backend", choices=["sqlite", "postgresql"], default="sqlite")
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--cold", type=int, default=20)
    parser.add_argument("--warm", type=int, default=200)
    parser.add_argument("--probe", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe:
        print(json.dumps(asyncio.run(probe(args.backend, args.probe, args.cold, args.warm))))
        return
    print(f"Player records and the unposted scan, {args.backend}; {machine()}")
    for n in (int(s) for s in args.sizes.split(",")):
        run_size(args.backend, n, args)
    print(f"\nload at the end: {machine()}")


if __name__ == "__main__":
    main()
