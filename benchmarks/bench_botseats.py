"""Many bot games thinking at once: is the event loop still free, are interactions still
acknowledged at once?

The real bot and discord.py run in-process against the loopback Discord (tests/fakediscord).
`--games` tables of bots alone start together, every bot searching at `--level` in the process
pool (`--processes` workers, AI_PROCESSES in `.env`). While they play, a person sends `/game
status` to one of the tables every `--every` seconds. Printed: the event loop's lag (how late a
10 ms sleep wakes up), the acknowledgement time of those interactions (dispatch -> callback
received), how many bot moves were made, how evenly the games were served, and the longest full
garbage collection (the longest lags are these). The timer loop runs as in a deployed bot, which
also freezes what start-up loaded out of the collector's sight.

Run: `.venv/bin/python -m benchmarks.bench_botseats [--games 20] [--seconds 30] [--level normal]
[--processes 2] [--game akropolis]`
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import statistics
import tempfile
import time

from benchmarks.loopback import connected_bot
from benchmarks.measure import GcPauses, loop_lags, machine, spread
from games.registry import GAMES
from tests.fakediscord import FakeDiscord


async def prober(fake: FakeDiscord, user, channels: list, every: float, acks: list[float], stop) -> int:
    """A person asking for the status of the tables in turn while the bots think."""
    unanswered = 0
    k = 0
    while not stop.is_set():
        channel = channels[k % len(channels)]
        k += 1
        known = set(fake.replies)
        try:
            reply = await fake.slash(user, "game status", channel=channel, check=False, timeout=3)
        except TimeoutError:
            # The fake waits for every task begun meanwhile (other tables' bot moves too); the
            # acknowledgement is what counts here.
            (reply,) = [r for k, r in fake.replies.items() if k not in known and r.user is user]
        if reply.acked_at is None:
            unanswered += 1
        else:
            acks.append((reply.acked_at - reply.dispatched_at) * 1000)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every)
    return unanswered


async def bench(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            host, watcher = fake.user("host"), fake.user("watcher")
            channels = [fake.channel(f"bots-{i}") for i in range(args.games)]
            # One host opens every table: the caps on tables with bots are lifted.
            bot = await connected_bot(
                fake,
                tmp,
                ai_processes=args.processes,
                reminder_loop=True,
                bot_tables_per_member=0,
                bot_tables_per_server=0,
            )
            lobbies = []
            for channel in channels:
                r = await fake.slash(
                    host,
                    "game new",
                    channel=channel,
                    game=args.game,
                    bots=args.bots,
                    bot_level=args.level,
                    pace="none",
                    timeout=60,
                )
                assert r.message is not None, "the lobby was not posted"
                await fake.click(host, r.message, "Leave", timeout=60)
                lobbies.append(r.message)
            lags: list[float] = []
            acks: list[float] = []
            stop = asyncio.Event()
            with GcPauses() as pauses:
                lag_task = asyncio.create_task(loop_lags(lags, stop))
                probe = asyncio.create_task(prober(fake, watcher, channels, args.every, acks, stop))
                began = time.perf_counter()
                # Each Start hands its table to the bots, which play on in the bot's own tasks after
                # the click is answered: the run lasts until every game is over or time is up.
                games = [
                    asyncio.create_task(
                        fake.click(host, msg, "Start", check=False, timeout=args.seconds + 60)
                    )
                    for msg in lobbies
                ]
                await asyncio.wait(games, timeout=args.seconds)
                while time.perf_counter() - began < args.seconds:
                    playing = [await bot.tables.find(channel.id) for channel in channels]
                    if all(table is None for table in playing):
                        break
                    await asyncio.sleep(0.2)
                elapsed = time.perf_counter() - began
                stop.set()
                unanswered = await probe
                await lag_task
            moves, finished = [], 0
            for channel in channels:
                table = await bot.tables.find(channel.id)
                rows = await bot.store.listings.history(channel.id)
                game_id = table.id if table is not None else rows[0].id
                finished += table is None
                moves.append(len(await bot.store.actions(game_id)))
            await fake.disconnect(bot)
            for task in games:
                task.cancel()
            await asyncio.gather(*games, return_exceptions=True)
    print(
        f"{args.games} tables of {args.bots} {args.level} bots ({args.game}), {args.processes} worker "
        f"processes, {elapsed:.1f} s: {sum(moves)} bot moves ({sum(moves) / elapsed:.1f}/s), "
        f"{finished} games finished"
    )
    print(
        f"     moves per game: min {min(moves)}, median {statistics.median(moves):.0f}, max {max(moves)}"
        " (round-robin keeps these close)"
    )
    print(f"     {spread('loop lag', lags)}")
    print(f"     {spread('ack     ', acks)}   ({len(acks)} /game status, {unanswered} unanswered)")
    full = pauses.full
    print(
        f"     full garbage collections: {len(full)}, longest {max(full, default=0.0):.1f} ms "
        "(each stalls the loop; the process also holds the loopback Discord's messages)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--bots", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--level", default="normal", choices=("easy", "normal", "hard"))
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--every", type=float, default=0.1, help="seconds between two /game status")
    parser.add_argument("--game", default="akropolis", choices=sorted(GAMES))
    args = parser.parse_args()
    logging.basicConfig(level=logging.CRITICAL)
    print(f"machine: {machine()}")
    print("target: acknowledgements well under 3 s (Discord's limit), loop lag p99 in tens of ms")
    asyncio.run(bench(args))


if __name__ == "__main__":
    main()
