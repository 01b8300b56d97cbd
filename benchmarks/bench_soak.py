"""A long run of the whole bot: does its memory level off?

The real bot and discord.py run in-process against the loopback Discord (tests/fakediscord),
with the timer loop on as deployed. `--channels` channels play whole games of every game in turn
between people (one `/play` move per channel per round, all dispatched at once; a game that ends
starts again), and `--bot-tables` more tables are played by bots alone (easy, in the process
pool). Every minute it prints the process's RSS, the interpreter's allocated blocks, and the
size of every cache and queue the bot holds: each `functools` cache in `bot/`, `render/` and
`games/` (size / capacity), and every sized container reachable from the bot's own objects
(its `LRU`s, dicts and queues), discord.py's message cache included.

The loopback Discord lives in the same process and keeps every message, request and uploaded
PNG a test may read: it is pruned each minute to the last messages of each channel (the board
being edited in place is always among them), so that what is measured is the bot's growth.

Target: RSS flat within 20% after the first 5 minutes of a run of at least 30.

Run: `.venv/bin/python -m benchmarks.bench_soak [--minutes 30] [--channels 40] [--bot-tables 4]`
(`--trim` gives the heap's free pages back before each reading; `--census` names the kinds of
object that grew most in number, for a growth no cache's size shows)
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import ctypes
import functools
import gc
import logging
import os
import random
import sys
import tempfile
import threading
import time
from typing import Any

from benchmarks.loopback import connected_bot
from benchmarks.measure import machine
from bot.app import TableBot
from bot.lru import LRU
from games.registry import GAMES
from tests.fakediscord import FakeDiscord

# Messages the loopback Discord keeps per channel when pruned: the bot reads back its board and
# the lines just above it, never further.
KEPT_PER_CHANNEL = 30
NAMES = ["Ada", "Bo", "Chen Wei 陈伟", "Dagmar", "Émile", "Fatima", "Gwen", "Hiro 浩"]


def rss_mb(pid: int | str = "self") -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


# Cache name -> (hits, misses) at the last look.
HITS: dict[str, tuple[int, int]] = {}


def hit_rate(name: str) -> str:
    hits, misses = HITS.get(name, (0, 0))
    return f" ({100 * hits / (hits + misses):.0f}% hits)" if hits + misses else ""


def heap() -> str:
    """glibc's heap over all its arenas (mallinfo2): what C code (Pillow's buffers in the drawing
    threads, SQLite, Python's large objects) holds, and what it holds free. Python's small
    objects live in pymalloc's own mapped arenas and are not counted here."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        info = libc.mallinfo2()
    except (OSError, AttributeError):
        return "heap n/a"
    mb = 1024 * 1024
    return (
        f"heap {(info.arena + info.hblkhd) / mb:.1f} MB (in use {info.uordblks / mb:.1f}, free "
        f"{info.fordblks / mb:.1f}, mapped {info.hblkhd / mb:.1f}); threads {threading.active_count()}"
    )


def malloc_trim() -> str:
    """Give back to the system the free memory of every glibc arena (not only its top)."""
    began = time.perf_counter()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        return "n/a"
    return f"{(time.perf_counter() - began) * 1000:.1f} ms"


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def function_caches() -> dict[str, tuple[int, int | None]]:
    """Every functools cache in the project's modules: name -> (entries, capacity)."""
    out: dict[str, tuple[int, int | None]] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith(("bot.", "render.", "games.")) or module is None:
            continue
        for attr, value in list(vars(module).items()):
            if isinstance(value, functools._lru_cache_wrapper) and getattr(value, "__module__", "") == name:
                info = value.cache_info()
                out[f"{name}.{attr}"] = (info.currsize, info.maxsize)
                HITS[f"{name}.{attr}"] = (info.hits, info.misses)
    return out


def _sized(value: object) -> int | None:
    if isinstance(value, LRU | dict | list | set | collections.deque | asyncio.Queue):
        return value.qsize() if isinstance(value, asyncio.Queue) else len(value)  # type: ignore[arg-type]
    return None


def object_caches(root: object, depth: int = 4) -> dict[str, int]:
    """Every sized container reachable through the attributes of the bot's own objects (and
    discord.py's connection state), by attribute path -> entries."""
    out: dict[str, int] = {}
    seen: set[int] = set()

    def ours(value: object) -> bool:
        module = type(value).__module__
        return module.startswith("bot.") or module == "discord.state"

    def walk(obj: object, path: str, left: int) -> None:
        if id(obj) in seen or left < 0:
            return
        seen.add(id(obj))
        try:
            attrs = vars(obj)
        except TypeError:
            return
        for attr, value in list(attrs.items()):
            where = f"{path}.{attr}"
            size = _sized(value)
            if size is not None:
                out[where] = size
            elif ours(value):
                walk(value, where, left - 1)

    walk(root, "bot", depth)
    return out


# Kinds of object printed by `--census`.
CENSUS_SHOWN = 10


def census() -> collections.Counter[str]:
    """How many objects of each kind the collector tracks (what is frozen at start-up aside): a
    growth in number that no cache's size shows is named by its kind."""
    return collections.Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in gc.get_objects())


def prune(fake: FakeDiscord) -> None:
    """Forget what only a test would read: records of requests, answers and old messages."""
    fake.requests.clear()
    fake.gateway_log.clear()
    fake.ratelimits.forget()
    busy = {id(r) for r in fake.in_progress}
    fake.replies = {k: r for k, r in fake.replies.items() if id(r) in busy}
    fake.replies_by_token = {k: r for k, r in fake.replies_by_token.items() if id(r) in busy}
    by_channel: dict[int, list[int]] = collections.defaultdict(list)
    for message_id, message in fake.world.messages.items():
        by_channel[message.channel_id].append(message_id)
        message.history.clear()
    for ids in by_channel.values():
        for message_id in sorted(ids)[:-KEPT_PER_CHANNEL]:
            del fake.world.messages[message_id]
    fake.attachments = {a.id: a for m in fake.world.messages.values() for a in m.attachments}
    with contextlib.suppress(AttributeError):
        fake.ratelimits.samples.clear()
        fake.ratelimits.hits.clear()


async def open_game(fake: FakeDiscord, key: str, channel, players: list, **bots: Any) -> None:
    r = await fake.slash(players[0], "game new", channel=channel, game=key, timeout=60, **bots)
    assert r.message is not None, "the lobby was not posted"
    if bots:
        await fake.click(players[0], r.message, "Leave", timeout=60)
    else:
        for u in players[1:]:
            await fake.click(u, r.message, "Join", timeout=60)
    # The bots play on in the bot's own tasks after Start is answered.
    await fake.click(players[0], r.message, "Start", check=False, timeout=600 if bots else 60)


async def people(fake: FakeDiscord, bot: TableBot, channels: list, users: list, stop: asyncio.Event) -> None:
    keys = sorted(GAMES)
    rnd = random.Random(7)
    rounds = 0
    while not stop.is_set():
        planned = []
        for i, channel in enumerate(channels):
            key = keys[(i + rounds // 400) % len(keys)]
            table = await bot.tables.find(channel.id)
            if table is None or table.row.status != "active":
                game = GAMES[key]
                players = rnd.sample(users, max(2, game.min_players))
                await open_game(fake, key, channel, players)
                continue
            if not table.to_act():
                continue
            seat = min(table.to_act())
            user = next(u for u in users if u.id == table.user_of(seat))
            move = str(rnd.choice(GAMES[table.row.game].legal(table.state, seat)))
            planned.append(fake.slash(user, "play", channel=channel, move=move, check=False, timeout=120))
        await asyncio.gather(*planned, return_exceptions=True)
        rounds += 1


async def bot_tables(fake: FakeDiscord, bot: TableBot, channels: list, host, stop: asyncio.Event) -> None:
    keys = sorted(GAMES)
    k = 0
    starting: dict[int, asyncio.Task[Any]] = {}
    while not stop.is_set():
        for channel in channels:
            task = starting.get(channel.id)
            if task is not None and not task.done():
                continue
            if await bot.tables.find(channel.id) is None:
                key = keys[k % len(keys)]
                k += 1
                starting[channel.id] = asyncio.create_task(
                    open_game(fake, key, channel, [host], bots=2, bot_level="easy", pace="none")
                )
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 2)
    for task in starting.values():
        task.cancel()
    await asyncio.gather(*starting.values(), return_exceptions=True)


async def soak(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            users = [
                fake.user(NAMES[i % len(NAMES)] + ("" if i < len(NAMES) else f" {i}")) for i in range(12)
            ]
            host = fake.user("host")
            channels = [fake.channel(f"table-{i}") for i in range(args.channels)]
            bot_channels = [fake.channel(f"bots-{i}") for i in range(args.bot_tables)]
            bot = await connected_bot(
                fake,
                tmp,
                reminder_loop=True,
                ai_processes=1,
                bot_tables_per_member=0,
                bot_tables_per_server=0,
            )
            stop = asyncio.Event()
            tasks = [
                asyncio.create_task(people(fake, bot, channels, users, stop)),
                asyncio.create_task(bot_tables(fake, bot, bot_channels, host, stop)),
            ]
            began = time.perf_counter()
            first: float | None = None
            rss: list[float] = []
            first_census: collections.Counter[str] | None = None
            for minute in range(1, args.minutes + 1):
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(
                        asyncio.shield(asyncio.gather(*tasks)), began + 60 * minute - time.perf_counter()
                    )
                prune(fake)
                gc.collect()
                now = rss_mb()
                if args.trim:
                    trimmed = malloc_trim()
                    print(f"    malloc_trim: RSS {now:.1f} -> {rss_mb():.1f} MB ({trimmed})", flush=True)
                    now = rss_mb()
                rss.append(now)
                if args.census:
                    counts = census()
                    if first_census is None:
                        first_census = counts
                    grown = (counts - first_census).most_common(CENSUS_SHOWN)
                    shown = ", ".join(f"{k} +{n:,}" for k, n in grown)
                    print(f"    grown since minute 1: {shown}", flush=True)
                print(
                    f"minute {minute:>3}: RSS {now:7.1f} MB; blocks {sys.getallocatedblocks():>9,}; "
                    f"objects tracked {len(gc.get_objects()):>9,}; tasks {len(asyncio.all_tasks()):>4}; "
                    f"loopback messages {len(fake.world.messages):>5}; load {os.getloadavg()[0]:.2f}",
                    flush=True,
                )
                print(f"    {heap()}", flush=True)
                caches = function_caches()
                print(
                    "    function caches: "
                    + ", ".join(
                        f"{k.split('.', 1)[1]} {n}/{m if m is not None else '-'}{hit_rate(k)}"
                        for k, (n, m) in sorted(caches.items())
                        if n
                    ),
                    flush=True,
                )
                held = object_caches(bot)
                print(
                    "    bot containers: " + ", ".join(f"{k[4:]} {n}" for k, n in sorted(held.items()) if n),
                    flush=True,
                )
                if minute == 5:
                    first = now
            stop.set()
            await asyncio.gather(*tasks, return_exceptions=True)
            await fake.disconnect(bot)
    after = rss[5:] if len(rss) > 5 else rss
    base = first if first is not None else rss[0]
    worst = max(abs(x - base) / base for x in after) if after else 0.0
    print(
        f"RSS after minute 5: {min(after):.1f}..{max(after):.1f} MB against {base:.1f} MB at minute 5: "
        f"within {worst * 100:.0f}% (target 20%); {time.perf_counter() - began:.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--minutes", type=int, default=30)
    parser.add_argument("--channels", type=int, default=40)
    parser.add_argument("--bot-tables", type=int, default=4)
    parser.add_argument("--trim", action="store_true", help="malloc_trim(0) each minute, before the RSS")
    parser.add_argument(
        "--census",
        action="store_true",
        help="each minute, the kinds of object alive that grew most in number since minute 1",
    )
    args = parser.parse_args()
    logging.basicConfig(level=logging.CRITICAL)
    print(f"machine: {machine()}")
    print(f"{args.channels} channels of people, {args.bot_tables} tables of bots, {args.minutes} minutes")
    print("target: RSS flat within 20% after the first 5 minutes")
    asyncio.run(soak(args))


if __name__ == "__main__":
    main()
