"""The timer pass and `/game stats` with many games in one SQLite file.

For each size N the database holds N active games and N finished ones of all five games, built
by bulk inserts straight into SQLite from real engine states (a pool of mid-game states of each
game, 2-4 players from a pool of N/10 users, a pace of one day, three days or one hour, each
waiting seat's clock started at a random moment of its decision with the reminders already sent
that a pass 30 s ago would have sent). Then, in one process and one event loop, with a ticker
coroutine measuring the loop's lag:

- two timer passes (`Reminders.tick`, Discord stubbed out: reminders and boards are recorded,
  not sent): the first does what came due in the last 30 s, the second comes right after it
  and finds nothing. Printed: games handled, wall time, CPU time of the loop thread, and the
  longest the loop was blocked;
- `/game stats` for 300 random users and for the heaviest one: p50/p99 of the store query and
  the counting the command does;
- RSS after reading (and locking the channel of) 10% and then 100% of the active games, as a
  busy server would over a day, capped at 100,000 games.

It runs against whatever `bot/` is importable from the current folder, so the same file measures
an older checkout too (it adapts to that schema).

Run: `.venv/bin/python -m benchmarks.bench_timers [--sizes 10000,100000,1000000] [--dir /tmp/x]`
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import sqlite3
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import bot
from benchmarks.measure import machine, percentile
from bot import deadlines
from bot.bots import BotPlayer
from bot.gameui import GameUI
from bot.reminders import Reminders
from bot.services import build as build_services
from bot.store import MIGRATIONS, Store
from bot.table_meta import TableMeta
from games.registry import GAMES

try:
    from bot.warmup import settle
except ImportError:  # an older checkout: it only froze what start-up had loaded
    settle = gc.freeze

if TYPE_CHECKING:
    from bot.app import TableBot

NOW = 1_900_000_000.0
GUILD = 1
PACES = [("day", 0.85), ("3days", 0.10), ("hour", 0.05)]
TICK = 30.0
SLOW_STEP_MS = 20.0


# -- building the database -------------------------------------------------------------------------


def sample_states(per_game: int = 12) -> dict[str, list[tuple[int, dict[str, Any], list[int]]]]:
    """(players, dumped state, seats to act) of real positions part-way through each game."""
    rnd = random.Random(7)
    out: dict[str, list[tuple[int, dict[str, Any], list[int]]]] = {}
    for key, game in GAMES.items():
        states = []
        tries = 0
        while len(states) < per_game and tries < per_game * 20:
            tries += 1
            players = rnd.randint(max(2, game.min_players), min(4, game.max_players))
            state = game.new(players, {}, rnd.getrandbits(62))
            for _ in range(rnd.randint(0, 30)):
                waiting = sorted(game.to_act(state))
                if not waiting:
                    break
                seat = rnd.choice(waiting)
                state, _ = game.apply(state, seat, rnd.choice(game.legal(state, seat)))
            waiting = sorted(game.to_act(state))
            if waiting and game.result(state) is None:
                states.append((players, game.dump(state), waiting))
        out[key] = states
    return out


def build(path: Path, n: int) -> dict[str, Any]:
    """N active and N finished games, inserted in bulk; returns what the measurements need."""
    for p in path.parent.glob(path.name + "*"):
        p.unlink()

    async def schema() -> None:
        async with Store(path):
            pass

    asyncio.run(schema())
    con = sqlite3.connect(path)
    # A bulk load without a journal (a WAL would hold the whole load until its checkpoint);
    # the file is put back in WAL mode, as the bot runs it, at the end.
    con.execute("PRAGMA journal_mode=OFF")
    con.execute("PRAGMA synchronous=OFF")
    columns = {r[1] for r in con.execute("PRAGMA table_info(games)")}
    has_due = "next_due" in columns
    has_players = bool(con.execute("SELECT 1 FROM sqlite_master WHERE name = 'game_players'").fetchone())
    rnd = random.Random(n)
    samples = sample_states()
    dumped = {k: [(p, json.dumps(s, separators=(",", ":")), w) for p, s, w in v] for k, v in samples.items()}
    keys = list(GAMES)
    users = max(1000, n // 10)
    pace_names = [p for p, _ in PACES]
    pace_weights = [w for _, w in PACES]
    cols = (
        "id, guild_id, channel_id, game, status, options, host_id, players, seed, state, version, result, "
        "created_at, updated_at, finished_at, meta" + (", next_due" if has_due else "")
    )
    marks = ", ".join("?" * (17 if has_due else 16))
    seats_rows: list[tuple[int, int, int]] = []
    rows: list[tuple[Any, ...]] = []

    def flush() -> None:
        con.executemany(f"INSERT INTO games ({cols}) VALUES ({marks})", rows)
        if has_players:
            con.executemany("INSERT INTO game_players (game_id, seat, user_id) VALUES (?, ?, ?)", seats_rows)
        con.commit()
        rows.clear()
        seats_rows.clear()

    def players_of(count: int) -> list[int]:
        chosen: list[int] = []
        while len(chosen) < count:
            u = 10_000 + int(users * rnd.random() ** 2)  # some people play far more than others
            if u not in chosen:
                chosen.append(u)
        return chosen

    due_now = 0
    finished_by: Counter[int] = Counter()
    for game_id in range(1, 2 * n + 1):
        active = game_id <= n
        key = keys[game_id % len(keys)]
        count, state, waiting = rnd.choice(dumped[key])
        players = players_of(count)
        pace = rnd.choices(pace_names, pace_weights)[0]
        limit = deadlines.PACES[pace] or 0
        board = rnd.getrandbits(60)
        # As the bot keeps a board it posted: with what it will show once retired.
        meta: TableMeta = {
            "pace": pace,
            "board_message": board,
            "board_retired": {"message": board, "text": ""},
        }
        result = None
        next_due = None
        if active:
            clock, reminded = {}, {}
            for seat in waiting:
                elapsed = rnd.uniform(0, limit + TICK)
                clock[str(seat)] = NOW - elapsed
                # The reminders a pass 30 s ago sent; what came due since is for this pass.
                level = sum(1 for f in deadlines.REMINDER_FRACTIONS if elapsed - TICK >= f * limit)
                if level:
                    reminded[str(seat)] = level
            meta.update(clock=clock, reminded=reminded, missed={}, away=[])
            if has_due:
                next_due = deadlines.next_due(meta, waiting, NOW)
                due_now += next_due is not None and next_due <= NOW
            channel = 5_000_000 + game_id
        else:
            winner = rnd.randrange(count)
            result = json.dumps(
                {
                    "scores": [rnd.randint(10, 90) for _ in range(count)],
                    "ranking": [[winner]] + [[s] for s in range(count) if s != winner],
                    "breakdown": [{"total": 0} for _ in range(count)],
                    "winners": [winner],
                    "reason": "",
                }
            )
            channel = 5_000_000 + rnd.randint(1, n)
            finished_by.update(players)
        created = NOW - rnd.uniform(0, 90 * 86400)
        row = (
            game_id,
            GUILD,
            channel,
            key,
            "active" if active else "finished",
            "{}",
            players[0],
            json.dumps(players),
            rnd.getrandbits(62),
            state,
            rnd.randint(5, 80),
            result,
            created,
            created,
            None if active else created + 86400,
            json.dumps(meta, separators=(",", ":")),
        )
        rows.append((*row, next_due) if has_due else row)
        if has_players:
            seats_rows.extend((game_id, seat, user) for seat, user in enumerate(players))
        if len(rows) >= 20_000:
            flush()
    flush()
    # The players' records, counted from the games as the migration that added them counts a
    # deployed database's (the bulk load wrote around the store that keeps them).
    if con.execute("SELECT 1 FROM sqlite_master WHERE name = 'player_records'").fetchone():
        # Whichever migration added them (their number moved as migrations were merged).
        [count] = [sql for m in MIGRATIONS for sql in m.split(";") if "INSERT INTO player_records" in sql]
        con.execute(count)
    con.commit()
    con.execute("ANALYZE")
    con.execute("PRAGMA journal_mode=WAL")
    con.close()
    return {
        "users": users,
        "due_now": due_now if has_due else None,
        "heaviest": finished_by.most_common(1)[0][0],
    }


# -- the bot around the timer loop, with Discord stubbed out -----------------------------------------


class Sink:
    """A channel (or user) that records what the timer sent instead of calling Discord."""

    def __init__(self) -> None:
        self.sent = 0

    async def send(self, *args: Any, **kwargs: Any) -> None:
        self.sent += 1


class Publisher:
    def __init__(self) -> None:
        self.sink = Sink()
        self.boards = 0

    async def channel(self, channel_id: int) -> Sink:
        return self.sink

    async def after_move(self, outcome: Any, *args: Any, **kwargs: Any) -> None:
        self.boards += 1

    async def locale(self, table: Any) -> str:
        return "en"

    async def dm(self, user_id: int, send: Callable[[Sink], Awaitable[Any]]) -> Any:
        return await send(self.sink)


class Bot:
    """What the timer loop uses of the bot: its store, tables, clock, game UIs, publisher and bot player."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.games = GAMES
        self.clock = lambda: NOW
        services = build_services(store, GAMES, clock=self.clock)
        self.tables, self.moves, self.schedule = services.tables, services.moves, services.schedule
        self.publisher = Publisher()
        self.uis = {key: GameUI(cast("TableBot", self), key) for key in GAMES}
        # Seats put on autopilot by a deadline are played by the pass, in this process.
        self.bot_player = BotPlayer(cast("TableBot", self), 0)

    def ui(self, key: str) -> GameUI:
        return self.uis[key]

    def get_user(self, user_id: int) -> Sink:
        return self.publisher.sink

    async def fetch_user(self, user_id: int) -> Sink:
        return self.publisher.sink

    async def wait_until_ready(self) -> None:
        return None


class Ticker:
    """Wakes every millisecond; how late each wake-up is, is how long the loop was blocked.

    On a shared machine that also counts the moments the OS ran something else, so the CPU time
    of the longest single callback of the loop (one step of one task) is kept too, by timing
    asyncio's `Handle._run` while the ticker runs, and the longest garbage collection (it
    holds the GIL in whichever thread triggers it). Every step of the loop over 20 ms is kept
    with the time the collector ran during it (gc.callbacks), so a block is told from a GC.
    """

    def __init__(self) -> None:
        self.lags: list[float] = []
        self.longest_step_cpu = 0.0
        self.longest_gc = 0.0
        self.gc_ms = 0.0  # all collections so far, and full ones
        self.full_gcs = 0
        self.slow_steps: list[tuple[float, float, float]] = []  # (step ms, its CPU ms, GC ms within it)
        self._gc_began = 0.0
        self._task: asyncio.Task[None] | None = None
        self._run_handle = asyncio.events.Handle._run

    async def _run(self) -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            self.lags.append(max(0.0, (now - last - 0.001) * 1000))
            last = now

    def __enter__(self) -> Ticker:
        run_handle, ticker = self._run_handle, self

        def timed(self: asyncio.Handle) -> None:
            began, wall, collected = time.thread_time(), time.perf_counter(), ticker.gc_ms
            run_handle(self)
            cpu = (time.thread_time() - began) * 1000
            ticker.longest_step_cpu = max(ticker.longest_step_cpu, cpu)
            step = (time.perf_counter() - wall) * 1000
            if step > SLOW_STEP_MS:
                ticker.slow_steps.append((step, cpu, ticker.gc_ms - collected))

        asyncio.events.Handle._run = timed
        gc.callbacks.append(self._gc)
        self._task = asyncio.get_running_loop().create_task(self._run())
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._task is not None
        self._task.cancel()
        asyncio.events.Handle._run = self._run_handle
        gc.callbacks.remove(self._gc)

    def _gc(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_began = time.perf_counter()
        else:
            took = (time.perf_counter() - self._gc_began) * 1000
            self.longest_gc = max(self.longest_gc, took)
            self.gc_ms += took
            self.full_gcs += info["generation"] == 2

    def slow(self) -> str:
        """The loop steps over SLOW_STEP_MS (wall time: on a busy machine, also the moments the
        OS ran something else, hence their CPU): how many, how many a GC ran in, the worst."""
        with_gc = [s for s in self.slow_steps if s[2] > 0]
        over_in_cpu = [s for s in self.slow_steps if s[1] > SLOW_STEP_MS]
        worst = max(self.slow_steps, default=(0.0, 0.0, 0.0))
        return (
            f"steps over {SLOW_STEP_MS:.0f} ms {len(self.slow_steps):3d} ({len(over_in_cpu)} in CPU, "
            f"{len(with_gc)} with a GC; worst {worst[0]:6.1f} ms, CPU {worst[1]:6.1f} ms, "
            f"GC {worst[2]:5.1f} ms of it); full GCs {self.full_gcs}"
        )


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


async def measure(path: Path, n: int, info: dict[str, Any]) -> None:
    async with Store(path) as store:
        the_bot = Bot(store)
        reminders = Reminders(cast("TableBot", the_bot), the_bot.bot_player)
        # A bot that has run for a while has its worker threads (boards are drawn in them):
        # starting them is not the timer's cost.
        await asyncio.gather(*(asyncio.to_thread(time.sleep, 0.01) for _ in range(8)))
        settle()  # as the bot does at the end of its start-up
        rss_start = rss_mb()
        for label in ("pass with due work", "pass right after"):
            before = (the_bot.publisher.sink.sent, the_bot.publisher.boards)
            with Ticker() as ticker:
                await asyncio.sleep(0.005)
                cpu, wall = time.thread_time(), time.perf_counter()
                await reminders.tick()
                cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
                await asyncio.sleep(0.005)
            sent = the_bot.publisher.sink.sent - before[0]
            boards = the_bot.publisher.boards - before[1]
            print(
                f"  {label:<20} reminders {sent:5d}, deadline moves {boards:4d}: wall {wall * 1000:9.1f} ms, "
                f"loop CPU {cpu * 1000:8.1f} ms, longest loop block {max(ticker.lags, default=0):6.1f} ms "
                f"(longest step {ticker.longest_step_cpu:5.1f} ms CPU, GC {ticker.longest_gc:5.1f} ms)"
            )
            print(f"  {'':<20} {ticker.slow()}")

        rss_passes = rss_mb()
        rnd = random.Random(1)
        people = [10_000 + rnd.randrange(info["users"]) for _ in range(300)]
        heaviest = info["heaviest"]

        async def stats(user: int) -> float:
            began = time.perf_counter()
            record = await store.listings.record_of(user, GUILD)
            played = Counter({k: p for k, (p, _) in record.items()})
            assert played or user != heaviest
            return (time.perf_counter() - began) * 1000

        await stats(people[0])
        with Ticker() as ticker:
            ms = [await stats(u) for u in people]
        heavy = [await stats(heaviest) for _ in range(5)]
        print(
            f"  /game stats          p50 {statistics.median(ms):7.2f} ms, "
            f"p99 {percentile(ms, 0.99):7.2f} ms, "
            f"heaviest player {statistics.median(heavy):7.2f} ms; "
            f"longest loop block {max(ticker.lags):.1f} ms (step {ticker.longest_step_cpu:.1f} ms CPU)"
        )

        async with store.db.execute(
            "SELECT channel_id FROM games WHERE status = 'active' ORDER BY id LIMIT ?", (min(n, 100_000),)
        ) as cur:
            channels = [r[0] for r in await cur.fetchall()]
        touched = len(channels)
        marks = {touched // 10: 0.0, touched: 0.0}
        for i, channel in enumerate(channels, start=1):
            async with the_bot.tables.lock(channel):
                await the_bot.tables.table(channel)
            if i in marks:
                gc.collect()
                marks[i] = rss_mb()
        low, high = marks[touched // 10], marks[touched]
        print(
            f"  RSS                  start {rss_start:4.0f} MB, after the passes {rss_passes:4.0f} MB, "
            f"after {touched // 10} games touched {low:4.0f} MB, after {touched} {high:4.0f} MB "
            f"({(high / low - 1) * 100:+.0f}%)"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--dir", default="/tmp/bench_timers")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    if not args.one:
        print(f"machine: {machine()}")
        print(f"code: {Path(bot.__file__).parent}")
        # Each size in a fresh process, so one size's memory does not count in the next one's RSS.
        for n in sizes:
            cmd = [sys.executable, "-m", "benchmarks.bench_timers", "--one", "--sizes", str(n)]
            cmd += ["--dir", args.dir]
            subprocess.run(cmd, check=True)
        return
    folder = Path(args.dir)
    folder.mkdir(parents=True, exist_ok=True)
    for n in sizes:
        path = folder / f"timers-{n}.sqlite3"
        began = time.perf_counter()
        info = build(path, n)
        size = sum(p.stat().st_size for p in folder.glob(path.name + "*"))
        due = "" if info["due_now"] is None else f", {info['due_now']} due at the pass"
        print(
            f"{n} active + {n} finished games: built in {time.perf_counter() - began:.0f} s, "
            f"{size / 1e6:.0f} MB{due}"
        )
        asyncio.run(measure(path, n, info))
        for p in folder.glob(path.name + "*"):
            p.unlink()


if __name__ == "__main__":
    main()
