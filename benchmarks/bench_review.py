"""What a review of a finished 4-player Akropolis game costs, and whether it slows anyone else.

1. CPU: a 4-player Akropolis game of easy bots is played in the engine (the same game from the
   same seed as in 2, `tests.helpers.finished`); one seat's review is
   worked out as the bot does (`games.ai.review.judge` per decision, the normal level's budget,
   in this process): the seconds of CPU per decision and in all.
2. Beside play: the real bot and discord.py run in-process against the loopback Discord with
   `--processes` AI workers, as deployed. A member asks for `/game status` in another channel
   every 0.1 s while (a) nothing else runs, then (b) the review of that finished game, written
   straight to the store, is worked out in the workers at low priority: the
   acknowledgement latency of those other-channel commands in each phase (dispatch -> callback).

Run: `.venv/bin/python -m benchmarks.bench_review [--processes 1] [--seed 4]`
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from typing import Any

from benchmarks.bench_fairness import replies_of, watcher
from benchmarks.loopback import connected_bot
from benchmarks.measure import machine, spread
from bot import review as reviews
from games.ai.review import Judged, decisions, judge, worst
from games.registry import GAMES
from tests.fakediscord import FakeDiscord
from tests.helpers.finished import finished_game, played_out


def cpu(seed: int) -> None:
    game = GAMES["akropolis"]
    start, log, _ = played_out("akropolis", 4, seed)
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
            # The game is written straight to the store, finished: what is measured is the
            # review, not four bots playing (which the loop benchmark measures).
            others = [fake.user(f"player{i}").id for i in range(2, 5)]
            table = await finished_game(bot, table_channel, "akropolis", [host.id, *others], seed=args.seed)
            seat = table.seat_of(host.id)
            assert seat is not None
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
                lambda: service.review(bot, table, seat, member=host.id),
            )
            after = await bot.tables.by_id(table.id)
            if after is not None:
                print(f"kept: {reviews.kept(after.row.meta, seat)}")


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
