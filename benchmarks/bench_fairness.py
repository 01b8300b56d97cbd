"""Is the AI time shared fairly, and does typing a move slow anyone down?

The real bot and discord.py run in-process against the loopback Discord (tests/fakediscord),
with the timer loop running and `--processes` AI worker processes, as deployed. One member of one
server opens `--hard` tables of two hard bots alone (the flood); a member of another server
plays against one easy bot, moving `--think` seconds after his turn comes; a third member asks
for `/game status` in a channel without a game every 0.1 s (the unrelated acknowledgement). The
run has two phases of `--seconds` each:

1. the flood alone;
2. the flood and, every `--burst-every` seconds, `--burst` autocompletes of `/play move:` sent
   as fast as someone typing on a fresh two-player Block Buster table (1,917 legal moves in its
   first position), each keystroke a few milliseconds after the last.

Printed per phase: the easy bot's move latency (the person's move committed -> the bot's move
committed) and, within it, its decision (asked -> answered: the wait for a worker and the
search), the unrelated acknowledgement (dispatch -> callback received), the event loop's lag,
the hard bots' moves, and for phase 2 how the autocompletes were answered. The hard tables and
the easy one share the machine's cores: a figure is worth what the load beside it was.

Run: `.venv/bin/python -m benchmarks.bench_fairness [--hard 10] [--seconds 40] [--processes 2]`
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import itertools
import logging
import os
import tempfile
import time
from collections.abc import Awaitable
from typing import Any

from benchmarks.loopback import connected_bot
from benchmarks.measure import loop_lags, machine, spread
from bot.config import Settings
from tests.fakediscord import FakeDiscord

# Typed text of a burst, in turn: what a person types into `move:`, one keystroke at a time.
KEYSTROKES = ("", "p", "pl", "pla", "plac", "place", "place ", "place 1", "place 13", "place 13 ")


async def quietly(call: Awaitable[Any]) -> None:
    """An interaction whose answer the figures read from the fake's records: the fake's own
    wait for the whole bot to fall silent (never, with bots playing) is not part of it."""
    with contextlib.suppress(TimeoutError):
        await call


def spawn(tasks: set[asyncio.Task[Any]], call: Awaitable[Any]) -> None:
    task = asyncio.ensure_future(quietly(call))
    tasks.add(task)
    task.add_done_callback(tasks.discard)


async def open_all_bot_table(fake: FakeDiscord, host, channel, game: str, level: str) -> Any:
    r = await fake.slash(host, "game new", channel=channel, game=game, bots=2, bot_level=level, pace="none")
    assert r.message is not None, f"no lobby: {r.content if r.messages else r}"
    await fake.click(host, r.message, "Leave", timeout=30)
    return r.message


async def person_against_easy_bot(
    fake: FakeDiscord, bot, user, channel, game: str, think: float, stop
) -> None:
    """Plays his moves `think` seconds after his turn comes, and opens a new table when a game
    ends."""
    tasks: set[asyncio.Task[Any]] = set()
    while not stop.is_set():
        table = await bot.tables.find(channel.id)
        if table is None:
            r = await fake.slash(
                user,
                "game new",
                channel=channel,
                game=game,
                bots=1,
                bot_level="easy",
                pace="none",
                timeout=30,
            )
            assert r.message is not None, "no lobby"
            await quietly(fake.click(user, r.message, "Start", timeout=5))
            continue
        seat = table.seat_of(user.id)
        if table.state is not None and seat in table.to_act():
            await asyncio.sleep(think)
            move = await asyncio.to_thread(default_move, table, seat)
            spawn(tasks, fake.slash(user, "play", channel=channel, move=move, check=False, timeout=3))
            # Until the move is in (the next look would otherwise send it again).
            while not stop.is_set():
                await asyncio.sleep(0.01)
                now = await bot.tables.find(channel.id)
                if now is None or now.version != table.version:
                    break
        else:
            await asyncio.sleep(0.01)


def default_move(table, seat: int) -> str:
    return str(table.game.default_action(table.state, seat))


async def watcher(fake: FakeDiscord, user, channel, every: float, stop) -> None:
    tasks: set[asyncio.Task[Any]] = set()
    while not stop.is_set():
        spawn(tasks, fake.slash(user, "game status", channel=channel, check=False, timeout=5))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every)


async def typist(fake: FakeDiscord, bot, boards: list[tuple[Any, dict[int, Any]]], args, stop) -> None:
    """Every `burst_every` seconds, a burst of autocompletes on the next fresh Block Buster table,
    from the player who must move there."""
    tasks: set[asyncio.Task[Any]] = set()
    for channel, users in boards:
        if stop.is_set():
            break
        table = await bot.tables.find(channel.id)
        (seat,) = table.to_act()
        user = users[table.user_of(seat)]
        began = asyncio.get_running_loop().time()
        for k in range(args.burst):
            typed = KEYSTROKES[min(k * len(KEYSTROKES) // args.burst, len(KEYSTROKES) - 1)]
            spawn(
                tasks,
                fake.autocomplete(
                    user,
                    "play",
                    focused="move",
                    values={"move": typed},
                    channel=channel,
                    check=False,
                    timeout=10,
                ),
            )
            # On a schedule: a loop that falls behind sends the next keystrokes at once.
            await asyncio.sleep(
                max(0.0, began + (k + 1) * args.keystroke - asyncio.get_running_loop().time())
            )
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), args.burst_every)


def time_decisions(bot) -> list[tuple[str, float, float]]:
    """(level, when asked, ms until answered) of every bot decision: the wait for a worker and
    the search, without the boards before and after it."""
    out: list[tuple[str, float, float]] = []
    thinker = bot.bot_player.thinker
    decide = thinker.decide

    async def timed(game_id, game_key, dump, seat, level, seed, **more):
        began = time.time()
        try:
            return await decide(game_id, game_key, dump, seat, level, seed, **more)
        finally:
            out.append((level, began, (time.time() - began) * 1000))

    thinker.decide = timed
    return out


@dataclasses.dataclass
class Window:
    name: str
    wall: tuple[float, float] = (0.0, 0.0)  # the bot's clock (time.time): actions' created_at
    fake: tuple[float, float] = (0.0, 0.0)  # the fake's clock: dispatch and acknowledgement times
    lags: list[float] = dataclasses.field(default_factory=list)


async def easy_latencies(bot, channel, user_id: int, wall: tuple[float, float]) -> list[float]:
    """ms from each of the person's moves to the bot's next one, for moves made in the window."""
    out = []
    for row in [*await bot.store.listings.history(channel.id, 50), await bot.store.open_game(channel.id)]:
        if row is None:
            continue
        actions = await bot.store.actions(row.id)
        for before, after in itertools.pairwise(actions):
            person = row.players[before.player] == user_id
            if person and row.players[after.player] != user_id and wall[0] <= before.created_at < wall[1]:
                out.append((after.created_at - before.created_at) * 1000)
    return out


async def moves_in(bot, channels, wall: tuple[float, float]) -> int:
    n = 0
    for channel in channels:
        row = (
            await bot.store.open_game(channel.id)
            or (await bot.store.listings.history(channel.id, 1) or [None])[0]
        )
        if row is not None:
            n += sum(wall[0] <= a.created_at < wall[1] for a in await bot.store.actions(row.id))
    return n


def replies_of(fake: FakeDiscord, user, window: tuple[float, float], kind: int) -> list[Any]:
    return [
        r
        for r in fake.replies.values()
        if r.user is user and r.type == kind and window[0] <= r.dispatched_at < window[1]
    ]


async def bench(args: argparse.Namespace) -> None:
    settings: dict[str, Any] = {"ai_processes": args.processes, "reminder_loop": True, "sync_global": True}
    names = {f.name for f in dataclasses.fields(Settings)}
    # The flood is one member's: the caps on bot tables (where the bot has them) are lifted, so
    # that what is measured is the sharing of the AI time.
    for cap in ("bot_tables_per_member", "bot_tables_per_server"):
        if cap in names:
            settings[cap] = 0
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            other = fake.world.add_guild("another server")
            flooder, watching = fake.user("flooder"), fake.user("watcher")
            casual = fake.user("casual", guild=other)
            typers = [fake.user("typer"), fake.user("typer2")]
            hard_channels = [fake.channel(f"hard-{i}") for i in range(args.hard)]
            easy_channel = fake.channel("easy", guild=other)
            quiet = fake.channel("quiet")
            block_channels = [fake.channel(f"blocks-{i}") for i in range(args.bursts)]
            bot = await connected_bot(fake, tmp, **settings)
            decisions = time_decisions(bot)
            users = {u.id: u for u in typers}
            boards = []
            for channel in block_channels:
                r = await fake.slash(typers[0], "game new", channel=channel, game="blockbuster", pace="none")
                assert r.message is not None, "no lobby"
                await fake.click(typers[1], r.message, "Join")
                await fake.click(typers[0], r.message, "Start", timeout=30)
                boards.append((channel, users))
            lobbies = [await open_all_bot_table(fake, flooder, c, args.game, "hard") for c in hard_channels]
            stop = asyncio.Event()
            background: set[asyncio.Task[Any]] = set()
            for lobby in lobbies:
                spawn(background, fake.click(flooder, lobby, "Start", check=False, timeout=5))
            person = asyncio.create_task(
                person_against_easy_bot(fake, bot, casual, easy_channel, args.game, args.think, stop)
            )
            watch = asyncio.create_task(watcher(fake, watching, quiet, 0.1, stop))
            await asyncio.sleep(args.warmup)

            windows = [
                Window("flood alone"),
                Window(f"flood + {args.burst} autocompletes every {args.burst_every:g} s"),
            ]
            for k, window in enumerate(windows):
                lag_stop = asyncio.Event()
                lagging = asyncio.create_task(loop_lags(window.lags, lag_stop))
                typing = None
                began_wall, began_fake = time.time(), fake.clock.now()
                if k == 1:
                    typing = asyncio.create_task(typist(fake, bot, boards, args, stop))
                await asyncio.sleep(args.seconds)
                window.wall, window.fake = (began_wall, time.time()), (began_fake, fake.clock.now())
                lag_stop.set()
                await lagging
                if typing is not None:
                    typing.cancel()
            load_end = os.getloadavg()
            stop.set()
            await asyncio.gather(person, watch, return_exceptions=True)
            await asyncio.sleep(1.0)  # the last answers come in

            print(
                f"{args.hard} tables of two hard bots ({args.game}) opened by one member, one table "
                f"against an easy bot in another server; {args.processes} AI worker processes; "
                f"{args.seconds:g} s a phase"
            )
            for window in windows:
                easy = await easy_latencies(bot, easy_channel, casual.id, window.wall)
                hard = await moves_in(bot, hard_channels, window.wall)
                acks = replies_of(fake, watching, window.fake, 2)
                acked = [(r.acked_at - r.dispatched_at) * 1000 for r in acks if r.acked_at is not None]
                print(f"  {window.name}:")
                print(
                    f"     easy bot move  {spread('latency', easy)}   "
                    f"({len(easy)} moves; target p99 < 2000 ms)"
                )
                print(
                    f"     unrelated ack  {spread('latency', acked)}   ({len(acked)} /game status, "
                    f"{len(acks) - len(acked)} unanswered; target p99 < 300 ms)"
                )
                asked = [
                    ms
                    for level, at, ms in decisions
                    if level == "easy" and window.wall[0] <= at < window.wall[1]
                ]
                print(f"     easy decision  {spread('asked -> answered', asked)}   ({len(asked)})")
                print(f"     {spread('loop lag', window.lags)}")
                print(f"     hard bot moves: {hard}")
                typed = [r for u in typers for r in replies_of(fake, u, window.fake, 4)]
                if typed:
                    answered = [r for r in typed if r.acked_at is not None]
                    full = [r for r in answered if r.choices]
                    took = [(r.acked_at - r.dispatched_at) * 1000 for r in answered]
                    print(
                        f"     autocompletes: {len(typed)} sent, {len(answered)} answered "
                        f"({len(full)} with choices), {spread('answer', took)}"
                    )
            print(f"load average at the end: {load_end[0]:.2f} {load_end[1]:.2f} {load_end[2]:.2f}")
            await asyncio.gather(*background, return_exceptions=True)
            await fake.disconnect(bot)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hard", type=int, default=10, help="tables of two hard bots opened by one member")
    parser.add_argument("--game", default="akropolis")
    parser.add_argument("--seconds", type=float, default=40.0, help="length of each phase")
    parser.add_argument("--warmup", type=float, default=8.0)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--think", type=float, default=1.0, help="seconds the person takes to move")
    parser.add_argument("--burst", type=int, default=160, help="autocompletes in a burst")
    parser.add_argument("--burst-every", type=float, default=4.0)
    parser.add_argument("--keystroke", type=float, default=0.005, help="seconds between two keystrokes")
    parser.add_argument("--bursts", type=int, default=12, help="fresh Block Buster tables to type on")
    args = parser.parse_args()
    logging.basicConfig(level=logging.CRITICAL)
    load = os.getloadavg()
    print(f"machine: {machine()}; load average at the start: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    asyncio.run(bench(args))


if __name__ == "__main__":
    main()
