"""What a review of a finished 4-player Akropolis game costs, and whether it slows anyone else.

1. CPU: a 4-player Akropolis game of easy bots is played in the engine; one seat's review is
   worked out as the bot does (`games.ai.review.judge` per decision, the normal level's budget,
   in this process): the seconds of CPU per decision and in all.
2. Beside play: the real bot and discord.py run in-process against the loopback Discord with
   `--processes` AI workers, as deployed. A member asks for `/game status` in another channel
   every 0.1 s while (a) nothing else runs, then (b) the review of a finished 4-player Akropolis
   game (played by four easy bots first) is worked out in the workers at low priority: the
   acknowledgement latency of those other-channel commands in each phase (dispatch -> callback).

Run: `.venv/bin/python -m benchmarks.bench_review [--processes 1] [--seed 4]`
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import statistics
import tempfile
import time
from typing import Any

from benchmarks.bench_fairness import replies_of, watcher
from benchmarks.loopback import connected_bot
from benchmarks.measure import machine, spread
from bot import review as reviews
from games.ai import ai_for
from games.ai.review import Judged, decisions, judge, worst
from games.registry import GAMES
from tests.fakediscord import FakeDiscord
from tests.helpers.tables import move


def cpu(seed: int) -> None:
    game, ai = GAMES["akropolis"], ai_for("akropolis")
    start = state = game.new(4, {}, seed)
    rng = random.Random(seed)
    log: list[tuple[int, Any]] = []
    while game.result(state) is None:
        seat = rng.choice(sorted(game.to_act(state)))
        action = ai.easy_action(state, seat, rng)
        log.append((seat, action))
        state, _ = game.apply(state, seat, action)
    found = list(decisions(game, start, seed, log, 0))
    each: list[float] = []
    judged = []
    began = time.process_time()
    for d in found:
        t0 = time.process_time()
        _, diff = judge("akropolis", d.state, 0, d.played, d.seed)
        each.append((time.process_time() - t0) * 1000)
        judged.append((d.index, diff))
    total = time.process_time() - began
    print(f"CPU: 4-player Akropolis, seat 1's review: {len(found)} decisions, {total:.2f} s of CPU in all")
    print(f"     {spread('per decision', each)}   (mean {statistics.mean(each):.0f} ms)")
    print(f"     differences: {sorted(round(d, 1) for _, d in judged)}")
    listed = worst([Judged(i, "", "", d) for i, d in judged])
    print(f"     listed: {[(j.index, round(j.difference, 1)) for j in listed]}")


async def beside_play(args: argparse.Namespace) -> None:
    settings: dict[str, Any] = {"ai_processes": args.processes, "reminder_loop": True}
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            host, watching = fake.user("host"), fake.user("watcher")
            table_channel, quiet = fake.channel("akropolis"), fake.channel("quiet")
            bot = await connected_bot(fake, tmp, **settings)
            r = await fake.slash(
                host,
                "game new",
                channel=table_channel,
                game="akropolis",
                bots=3,
                bot_level="easy",
                pace="none",
            )
            assert r.message is not None, "no lobby"
            await fake.click(host, r.message, "Start", timeout=30)
            played = time.perf_counter()
            table = None
            for _ in range(2000):  # the host plays the easy bot's move in his seat
                await bot.reminders.idle()
                table = await bot.tables.find(table_channel.id)
                if table is None:
                    break
                seat = table.seat_of(host.id)
                if seat is not None and seat in table.to_act():
                    action = ai_for("akropolis").easy_action(
                        table.state, seat, random.Random(len(table.row.players))
                    )
                    await bot.moves.play(table_channel.id, move(host.id, action))
            rows = await bot.store.listings.history(table_channel.id)
            assert rows and rows[0].status == "finished", "the game did not end"
            table = await bot.tables.by_id(rows[0].id)
            assert table is not None
            print(f"(the game took {time.perf_counter() - played:.1f} s to play)")
            service = reviews.service_of(bot)
            assert service is not None

            async def phase(name: str, work) -> None:
                stop = asyncio.Event()
                task = asyncio.create_task(watcher(fake, watching, quiet, 0.1, stop))
                t0 = fake.clock.now()
                began = time.perf_counter()
                await work()
                took = time.perf_counter() - began
                stop.set()
                await task
                await asyncio.sleep(1.0)
                t1 = fake.clock.now()
                acks = replies_of(fake, watching, (t0, t1), 2)
                acked = [(a.acked_at - a.dispatched_at) * 1000 for a in acks if a.acked_at is not None]
                print(f"{name:<34} {took:6.1f} s  other channel's ack {spread('', acked)} (n={len(acked)})")

            await phase("idle (no review)", lambda: asyncio.sleep(args.idle))
            await phase(
                "a review in the workers",
                lambda: service.review(bot, table, table.seat_of(host.id) or 0, member=host.id),
            )
            with contextlib.suppress(Exception):
                kept = reviews.kept((await bot.tables.by_id(table.id)).row.meta, table.seat_of(host.id) or 0)
                print(f"kept: {kept}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--idle", type=float, default=5.0)
    parser.add_argument("--skip-cpu", action="store_true")
    args = parser.parse_args()
    print(machine())
    if not args.skip_cpu:
        cpu(args.seed)
    print(machine())
    asyncio.run(beside_play(args))
    print(machine())


if __name__ == "__main__":
    main()
