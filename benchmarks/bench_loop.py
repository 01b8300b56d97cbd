"""The running bot's event loop with many games: does any step block it for more than 20 ms?

For each size N an SQLite file holds N active and N finished games of all five, built by bulk
inserts as `bench_timers` builds them, with every waiting seat's clock started at a random
moment of its decision as of now: many reminders and deadline moves are due at once, as after
a restart. Then `python -m bot` runs as its own process (timer loop on, as deployed) against
the loopback Discord, with a watcher loaded at its start-up (benchmarks/loopwatch) that names
what the loop thread was running whenever the loop went more than 20 ms without a beat. While
it runs, a person asks `/game status` once a second. Printed per size: start-up time, the
requests the bot made, the acknowledgement times, and every stall over 20 ms with its cause
(the innermost of the project's frames on the loop thread's stack, or a full collection).

The games' channels are in the loopback Discord, as the running bot has them from the gateway:
servers of up to 500 channels each (Discord's limit), every game's row moved to its channel's
server, so that reminders and boards are sent where they would be.

Run: `.venv/bin/python -m benchmarks.bench_loop [--sizes 10000,100000] [--seconds 120] [--store
DIR] [--garbage SECONDS] [--full SECONDS,...] [--census]`; with --store, each size's store is
built once into DIR and copied from there on later runs (building a million games takes
minutes). With --garbage, the bot keeps what its collector finds unreachable for that many
seconds once connected, instead of freeing it, and the benchmark prints it counted by kind
(frames, functions and exceptions by their code): what makes the cycles that only the collector
frees. Its steps and collections are then not the ordinary ones: a diagnostic, not a measure.
With --full 150,280 the bot runs a full collection at those seconds once connected, in a step of
its own, as its own collections run one when due (at most every 1,000 s, so a shorter window
holds none), and its length is printed with the others; with --census, before each full
collection, what it scans is counted by kind and grouped by the objects nothing it scans refers
to (a cache's entries, the timer pass's coroutine): what holds it. The count takes longer than
the collection.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import logging
import shutil
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks import bench_timers
from benchmarks.measure import loop_lags, machine, spread
from tests.fakediscord import FakeDiscord
from tests.fakediscord.world import TEXT, FakeChannel

ROOT = Path(__file__).resolve().parent.parent
WATCH = Path(__file__).with_name("loopwatch")
# A stall in which the loop thread used less CPU than this share of it was not a long step.
WORKED = 0.5
# Discord's limit of channels in a server.
CHANNELS_PER_SERVER = 500
# A young collection is shown on its own when it takes longer than this (ms).
YOUNG_LONG = 5.0


async def run(
    n: int,
    seconds: float,
    downtime: float,
    folder: Path,
    store: Path | None,
    garbage: float = 0.0,
    full: tuple[float, ...] = (),
    census: bool = False,
) -> None:
    path = folder / f"loop-{n}.sqlite3"
    began = time.perf_counter()
    kept = store / f"loop-{n}.sqlite3" if store else None
    if kept is not None and kept.exists():
        # A store built by an earlier run, copied since the bot changes its copy. Its clocks were
        # set as of that build: the games are down longer by the time since (printed below).
        await asyncio.to_thread(shutil.copyfile, kept, path)
        print(f"store copied from {kept} (built {(time.time() - kept.stat().st_mtime) / 60:.0f} min ago)")
    else:
        # The games as a pass `downtime` ago left them: the bot restarts with what came due since.
        bench_timers.NOW = time.time() - downtime
        await asyncio.to_thread(bench_timers.build, path, n)
        if kept is not None:
            kept.parent.mkdir(parents=True, exist_ok=True)
            await asyncio.to_thread(shutil.copyfile, path, kept)
    with sqlite3.connect(path) as con:
        [(due,)] = con.execute("SELECT COUNT(*) FROM games WHERE next_due <= ?", (time.time(),)).fetchall()
    print(
        f"{n:,} active + {n:,} finished games ready in {time.perf_counter() - began:.0f} s; "
        f"{due:,} games' timers due at start ({downtime / 3600:.0f} h down)",
        flush=True,
    )
    stalls_file = folder / f"stalls-{n}.tsv"
    stalls_file.unlink(missing_ok=True)
    acks_file = folder / f"acks-{n}.tsv"
    acks_file.unlink(missing_ok=True)
    gc_file = folder / f"gc-{n}.tsv"
    gc_file.unlink(missing_ok=True)
    garbage_file = folder / f"garbage-{n}.tsv"
    garbage_file.unlink(missing_ok=True)
    census_file = folder / f"census-{n}.txt"
    census_file.unlink(missing_ok=True)
    env = {
        "BENCH_ACKS": str(acks_file),
        "DATABASE_PATH": str(path),
        "BENCH_STALLS": str(stalls_file),
        "BENCH_GC": str(gc_file),
        "PYTHONPATH": f"{WATCH}:{ROOT}",
        "AI_PROCESSES": "1",
        "LOG_LEVEL": "ERROR",
    }
    if full:
        env["BENCH_FULL"] = ",".join(f"{at:g}" for at in full)
    if census:
        env |= {"BENCH_MIDDLE": str(census_file), "BENCH_MIDDLE_FROM": "2"}
    if garbage:
        env |= {"BENCH_GARBAGE": str(garbage_file), "BENCH_GARBAGE_SECONDS": str(garbage)}
    acks: list[float] = []
    asked: list[Asked] = []
    lags: list[float] = []
    async with FakeDiscord(strict=False) as fake:
        ended_at: dict[int, float] = {}
        watch_ends(fake, ended_at)
        servers = await asyncio.to_thread(place_channels, fake, path)
        print(f"  the games' channels placed in {servers:,} servers of the loopback Discord", flush=True)
        person = fake.user("watcher")
        channel = fake.channel("lobby")
        args = (sys.executable, "-m", "bot", "--env-file", str(folder / "none.env"))
        started, launched = time.perf_counter(), time.time()
        async with fake.bot_process(*args, cwd=ROOT, env=env, timeout=1200):
            ready = time.perf_counter() - started
            ready_at = time.time()
            ready_clock = fake.clock.now()
            print(f"  bot process connected and synced after {ready:.1f} s", flush=True)
            until = time.perf_counter() + seconds
            stop = asyncio.Event()
            # The loopback Discord's own loop (this process): late wake-ups here would be the
            # loopback saturated, not the bot.
            lagging = asyncio.ensure_future(loop_lags(lags, stop))
            # Once a second whatever became of the earlier ones: a person does not wait for the
            # bot to go quiet. Each is awaited to its end (its answer and the loopback's silence,
            # which a burst delays), but its acknowledgement is read from the loopback's record.
            asking: list[asyncio.Future[Any]] = []
            while time.perf_counter() < until:
                asking.append(
                    asyncio.ensure_future(
                        fake.slash(person, "game status", channel=channel, check=False, timeout=5)
                    )
                )
                await asyncio.sleep(1.0)
            await asyncio.gather(*asking, return_exceptions=True)
            for reply in fake.replies.values():
                asked.append(Asked(reply.id, reply.dispatched_at - fake.clock.now() + time.monotonic()))
                if reply.acked_at is not None:
                    acks.append((reply.acked_at - reply.dispatched_at) * 1000)
            timeline(fake, ready_clock, seconds)
            stop.set()
            await lagging
            clock_to_mono = time.monotonic() - fake.clock.now()
            callbacks = {
                int(r.path.split("/")[2]): (
                    r.at + clock_to_mono,
                    ended_at.get(id(r), float("nan")) + clock_to_mono,
                )
                for r in fake.requests
                if r.path.startswith("/interactions/")
            }
        routes = collections.Counter(
            f"{r.method} {'/'.join('{id}' if part.isdigit() else part for part in r.path.split('/'))}"
            for r in fake.requests
        )
    print(f"  requests: {sum(routes.values())}: " + ", ".join(f"{k} {v}" for k, v in routes.most_common(6)))
    print(f"  {spread('/game status ack', acks)} ({len(asked)} asked, {len(acks)} acknowledged within 3 s)")
    print(f"  {spread('loopback Discord loop lag', lags)}")
    stages(asked, acks_file, callbacks)
    beats: list[tuple[float, float, str]] = []
    steps: list[tuple[float, float, str]] = []
    starting: list[float] = []
    if stalls_file.exists():
        for line in stalls_file.read_text().splitlines():
            fields = line.split("\t", 4)
            if len(fields) < 5:  # a cause whose text ran over a line: its first line was read
                continue
            kind, at, ms, cpu, cause = fields
            if float(at) < ready_at:
                starting.append(float(ms))
            else:
                when = f" (ended at {float(at) - ready_at:+.1f} s from connecting)"
                (steps if kind == "step" else beats).append((float(ms), float(cpu), cause + when))
    print(
        f"  before it connected (start-up, loading by design): {len(starting)} stalls, "
        f"{sum(starting):.0f} ms in all"
    )
    worked = [b for b in beats if b[1] >= WORKED * b[0]]
    print(
        f"  loop late by over 20 ms in {seconds:.0f} s once connected: {len(beats)} times, of which "
        f"{len(beats) - len(worked)} with the loop thread running under {WORKED:.0%} of the time "
        f"(kept off the cores by the machine's other work); the {len(worked)} others, by what the "
        "loop thread was running when sampled:"
    )
    summary(worked)
    busy = [s for s in steps if s[1] >= WORKED * s[0]]
    print(
        f"  single steps over 20 ms: {len(steps)}, of which {len(steps) - len(busy)} with the loop thread "
        f"running under {WORKED:.0%} of the time; the {len(busy)} others:"
    )
    summary(busy)
    gc_summary(gc_file, ready_at, seconds)
    if census_file.exists():
        print("  what each full collection once connected scanned (--census):")
        for line in census_file.read_text().splitlines():
            print(f"    {line}")
    garbage_summary(garbage_file)
    with sqlite3.connect(path) as con:
        # A game handled is written (a reminder recorded, a move saved) and gets its next time
        # from that moment; one still due as of connecting was not reached (or is due again: a
        # second reminder level that also passed while down).
        [(touched,)] = con.execute("SELECT COUNT(*) FROM games WHERE updated_at >= ?", (launched,)).fetchall()
        [(left,)] = con.execute("SELECT COUNT(*) FROM games WHERE next_due <= ?", (ready_at,)).fetchall()
    handled = due - left
    whole = due / max(handled, 1) * seconds / 60
    print(
        f"  timer catch-up in {seconds:.0f} s once connected: {touched:,} games written, {handled:,} of the "
        f"{due:,} due no longer due ({handled / seconds:.0f} a second: all in about {whole:.0f} min)"
    )
    for p in folder.glob(path.name + "*"):
        p.unlink()


@dataclass
class Asked:
    id: int
    at: float  # time.monotonic() when the loopback dispatched it


def watch_ends(fake: FakeDiscord, ended_at: dict[int, float]) -> None:
    """The loopback's clock when it finished each request, by the request record's id()."""
    end = fake.end_request

    def stamped(record: Any, status: int, response: Any) -> None:
        ended_at[id(record)] = fake.clock.now()
        end(record, status, response)

    fake.end_request = stamped  # type: ignore[method-assign]


def timeline(fake: FakeDiscord, ready: float, seconds: float, every: float = 10.0) -> None:
    """Per `every` seconds once connected: the bot's channel posts and edits (the burst), and the
    acknowledgements of the interactions dispatched then, and when their answer came."""
    answered: dict[str, float] = {}
    for r in fake.requests:
        if r.path.startswith("/webhooks/"):
            answered.setdefault(r.path.split("/")[3], r.at)
    print(f"  per {every:.0f} s once connected: channel posts+edits, /game status ack and answer (ms)")
    for k in range(int(seconds // every) + 1):
        lo, hi = ready + k * every, ready + (k + 1) * every
        bulk = sum(1 for r in fake.requests if lo <= r.at < hi and r.path.startswith("/channels/"))
        mine = [r for r in fake.replies.values() if lo <= r.dispatched_at < hi]
        acked = [(r.acked_at - r.dispatched_at) * 1000 for r in mine if r.acked_at is not None]
        answers = [(answered[r.token] - r.dispatched_at) * 1000 for r in mine if r.token in answered]
        print(
            f"    {k * every:4.0f}-{(k + 1) * every:<4.0f}s {bulk:5d} | {len(mine):2d} asked, "
            f"{len(acked):2d} acked max {max(acked, default=0):6.0f} | "
            f"answered {len(answers):2d}, max {max(answers, default=0):6.0f}"
        )


def stages(asked: list[Asked], acks_file: Path, callbacks: dict[int, tuple[float, float]]) -> None:
    """Where each /game status's acknowledgement spent its time: the gateway to the bot, the bot
    to its callback request, that request waiting for a connection and on its way to the
    loopback, the loopback handling it, and its answer back."""
    seen: dict[tuple[str, int], tuple[float, int]] = {}
    if acks_file.exists():
        for line in acks_file.read_text().splitlines():
            kind, ident, at, waiting = line.split("\t")
            seen[(kind, int(ident))] = (float(at), int(waiting))
    parts: dict[str, list[float]] = collections.defaultdict(list)
    for a in asked:
        arrived = seen.get(("arrived", a.id))
        started = seen.get(("started", a.id))
        ended = seen.get(("ended", a.id))
        at_loopback = callbacks.get(a.id)
        if arrived:
            parts["gateway -> bot"].append((arrived[0] - a.at) * 1000)
        if arrived and started:
            parts["bot: arrival -> callback sent"].append((started[0] - arrived[0]) * 1000)
            parts["requests waiting for a connection then"].append(started[1])
        if started and at_loopback:
            parts["callback: sent -> at loopback"].append((at_loopback[0] - started[0]) * 1000)
            parts["loopback handling the callback"].append((at_loopback[1] - at_loopback[0]) * 1000)
        if ended:
            parts["total: dispatched -> callback answered"].append((ended[0] - a.at) * 1000)
    waiting = parts.pop("requests waiting for a connection then", [])
    for name, values in parts.items():
        print(f"    {spread(name, values)} ({len(values)})")
    if waiting:
        print(
            f"    requests waiting for a connection of its session as a callback went out: "
            f"at most {max(waiting):.0f}"
        )


def place_channels(fake: FakeDiscord, path: Path) -> int:
    """Every game's channel created in the loopback Discord, CHANNELS_PER_SERVER to a server,
    and each game's row given its channel's server; how many servers."""
    world = fake.world
    with sqlite3.connect(path) as con:
        ids = [c for (c,) in con.execute("SELECT DISTINCT channel_id FROM games ORDER BY channel_id")]
        moved: list[tuple[int, int]] = []
        for k in range(0, len(ids), CHANNELS_PER_SERVER):
            guild = world.add_guild(f"server {k // CHANNELS_PER_SERVER + 1}")
            for channel_id in ids[k : k + CHANNELS_PER_SERVER]:
                world.channels[channel_id] = FakeChannel(
                    channel_id,
                    TEXT,
                    f"table-{channel_id}",
                    guild.id,
                    position=len(guild.channel_ids),
                    created_at=world.now(),
                )
                guild.channel_ids.append(channel_id)
                moved.append((guild.id, channel_id))
        con.executemany("UPDATE games SET guild_id = ? WHERE channel_id = ?", moved)
    return (len(ids) + CHANNELS_PER_SERVER - 1) // CHANNELS_PER_SERVER


def gc_summary(gc_file: Path, ready_at: float, seconds: float) -> None:
    """The collector's collections before connecting, in the measured time and during shut-down:
    how many, how long, what they freed (young ones: those over YOUNG_LONG ms, then all of them in
    the measured time)."""
    if not gc_file.exists():
        return
    rows = [line.split("\t") for line in gc_file.read_text().splitlines()]
    ended = ready_at + seconds
    for label, keep in (
        ("before it connected", lambda at: at < ready_at),
        (f"in the {seconds:.0f} s once connected", lambda at: ready_at <= at < ended),
        ("after, during shut-down", lambda at: at >= ended),
    ):
        for generation in ("0", "1", "2"):
            chosen = [
                r
                for r in rows
                if r[1] == generation
                and keep(float(r[0]))
                and (generation != "0" or float(r[2]) > YOUNG_LONG)
            ]
            times = [float(r[2]) for r in chosen]
            cpu = [float(r[5]) for r in chosen if len(r) > 5]
            frozen = [int(r[4]) for r in chosen]
            freed = [int(r[3]) for r in chosen]
            ends = [float(r[0]) - ready_at for r in chosen]
            print(
                f"  generation-{generation} collections {label}"
                + (f" (those over {YOUNG_LONG:.0f} ms)" if generation == "0" else "")
                + f": {len(times)}, "
                f"longest {max(times, default=0):.1f} ms, {sum(times):.0f} ms in all"
                + (f" (CPU: longest {max(cpu):.1f} ms, {sum(cpu):.0f} ms in all)" if cpu else "")
                + ", "
                f"{sum(freed):,} unreachable freed"
                + (f" ({max(frozen):,} objects frozen)" if frozen else "")
                + (f", ended at {', '.join(f'{e:+.1f}' for e in ends[:6])} s from connecting" if ends else "")
            )
    # Up to the end of the measured time: the shut-down's own collections are left out.
    young = [r for r in rows if r[1] == "0" and ready_at <= float(r[0]) < ended]
    freed = sum(int(r[3]) for r in young)
    cpu = sum(float(r[5]) for r in young if len(r) > 5)
    print(
        f"  every young collection in the {seconds:.0f} s once connected: {len(young)}, "
        f"{sum(float(r[2]) for r in young):.0f} ms in all ({cpu:.0f} ms of CPU), {freed:,} unreachable freed "
        f"({freed / seconds:,.0f} a second)"
    )
    # The bot's collections by time take the middle generation too: the collector's cost in all.
    every = [r for r in rows if r[1] != "freeze" and ready_at <= float(r[0]) < ended]
    print(
        f"  every collection in the {seconds:.0f} s once connected: {len(every)}, "
        f"{sum(float(r[2]) for r in every):.0f} ms in all "
        f"({sum(float(r[5]) for r in every if len(r) > 5):.0f} ms of CPU)"
    )
    for r in (r for r in rows if r[1] == "freeze"):
        print(
            f"  freeze at {float(r[0]) - ready_at:+.1f} s from connecting: {int(r[4]):,} objects frozen "
            f"in all, the freeze {float(r[2]):.1f} ms; the watcher's count of them {float(r[5]):.1f} ms "
            "more, in the same step (not the bot's)"
        )


def garbage_summary(garbage_file: Path, shown: int = 40) -> None:
    """The kinds of object the collector found unreachable in the --garbage window, most first."""
    if not garbage_file.exists():
        return
    head, *rows = garbage_file.read_text().splitlines()
    total, window = (int(x) for x in head.split("\t"))
    print(
        f"  unreachable objects in {window} s once connected: {total:,} ({total / window:,.0f} a second); "
        "by kind:"
    )
    for row in rows[:shown]:
        count, name = row.split("\t", 1)
        print(f"    {int(count):8,d}  {name.replace(str(ROOT) + '/', '')}")


def summary(stalls: list[tuple[float, float, str]]) -> None:
    """Stalls grouped by their innermost project frame, then the five longest in full."""
    by_cause: dict[str, list[float]] = collections.defaultdict(list)
    for ms, _cpu, cause in stalls:
        by_cause[cause.split(" <- ")[0].split(" (ended at")[0]].append(ms)
    for cause, times in sorted(by_cause.items(), key=lambda kv: -max(kv[1]))[:10]:
        print(f"    {len(times):4d} x, longest {max(times):7.1f} ms: {cause.replace(str(ROOT) + '/', '')}")
    for ms, cpu, cause in sorted(stalls, reverse=True)[:4]:
        print(f"    {ms:7.1f} ms (loop CPU {cpu:.0f} ms): {cause.replace(str(ROOT) + '/', '')}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--downtime", type=float, default=6.0, help="hours the bot was down")
    parser.add_argument("--dir", default="")
    parser.add_argument(
        "--store",
        default="",
        help="folder keeping each size's built store for later runs (built there if missing)",
    )
    parser.add_argument(
        "--garbage",
        type=float,
        default=0.0,
        help="seconds once connected for which the bot keeps and counts what its collector frees",
    )
    parser.add_argument(
        "--full",
        default="",
        help="seconds once connected (comma-separated) at which the bot is made to run a full "
        "collection, which its own collections run at most every 1,000 s",
    )
    parser.add_argument(
        "--census",
        action="store_true",
        help="before each full collection, count what it scans and what holds it (a diagnostic: "
        "the count takes longer than the collection)",
    )
    args = parser.parse_args()
    logging.basicConfig(level=logging.CRITICAL)
    print(f"machine: {machine()}")
    print("target: no loop step over 20 ms")
    with tempfile.TemporaryDirectory(dir=args.dir or None) as tmp:
        for n in (int(s) for s in args.sizes.split(",")):
            store = Path(args.store) if args.store else None
            full = tuple(float(x) for x in args.full.split(",") if x)
            asyncio.run(
                run(n, args.seconds, args.downtime * 3600, Path(tmp), store, args.garbage, full, args.census)
            )


if __name__ == "__main__":
    main()
