"""A whole move through the bot: interaction in, acknowledgement, state saved, board image posted.

The real bot and discord.py run in-process against the loopback Discord (tests/fakediscord);
each move is a `/play move:` interaction, timed from its dispatch until the bot's answer is
complete and the channel's board queue has posted a board showing the move (no fixed sleeps).
Games restart when they end, so every game gets the same number of moves.

With `--cpu`, it also prints the process's CPU time per move over whole games (dispatch until
the board is out, lobbies left out) beside the move's floor, measured by the same run on the
same moves: the engine's apply, one channel board drawn and encoded as PNG, and one transaction
writing the state as JSON. The loopback Discord runs in this process: its share (its own code
and aiohttp's server side, from a profile of the run) is printed apart, as a deployed bot does
not pay it. `--profile N` prints the N functions that took most time of their own.

Run: `.venv/bin/python -m benchmarks.bench_moves [--moves 200] [--games akropolis,...] [--cpu]
[--profile 25]`
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import cProfile
import logging
import os
import pstats
import random
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from benchmarks.loopback import connected_bot
from benchmarks.measure import machine, percentile
from bot.app import TableBot
from bot.reader import Reader
from bot.tables import Table
from games.registry import GAMES
from render.core import png
from tests.fakediscord import FakeDiscord


def shown(bot: TableBot, channel_id: int, stamp: tuple[int, int]):
    queue = bot.publisher.queue(channel_id)
    return lambda: queue.shown >= stamp


def route(method: str, path: str) -> str:
    """A request's route, its ids and interaction tokens left out."""
    parts = ("{id}" if p.isdigit() else "{token}" if len(p) > 30 else p for p in path.split("/"))
    return f"{method} {'/'.join(parts)}"


@dataclass
class Cpu:
    """CPU seconds spent on the moves, and the moves themselves to measure the floor on."""

    seconds: float = 0.0
    requests: collections.Counter[str] = field(default_factory=collections.Counter)
    samples: list[tuple[Table, int, Any, Table]] = field(default_factory=list)


async def bench_game(
    fake: FakeDiscord, bot: TableBot, key: str, moves: int, users: list, cpu: Cpu | None = None
) -> list[float]:
    game = GAMES[key]
    channel = fake.channel("games")
    rnd = random.Random(1)
    timings: list[float] = []
    players = users[: max(2, game.min_players)]
    while len(timings) < moves:
        table = await bot.tables.find(channel.id)
        if table is None or table.row.status != "active":
            r = await fake.slash(players[0], "game new", channel=channel, game=key)
            assert r.message is not None, "the lobby was not posted"
            for u in players[1:]:
                await fake.click(u, r.message, "Join")
            await fake.click(players[0], r.message, "Start")
            continue
        seat = rnd.choice(sorted(table.to_act()))
        user = next(u for u in users if u.id == table.user_of(seat))
        action = rnd.choice(game.legal(table.state, seat))
        notation = str(action)
        began, began_cpu = time.perf_counter(), time.process_time()
        asked = len(fake.requests)
        reply = await fake.slash(user, "play", channel=channel, move=notation)
        # The answer may be complete before the board is out (it is posted by the channel's
        # board queue): the move is whole once a board showing it has been posted.
        after = await bot.tables.by_id(table.id)
        await fake.wait_until(
            shown(bot, channel.id, (table.id, after.version if after else table.version + 1)),
            timeout=30,
            what="the board",
        )
        timings.append((time.perf_counter() - began) * 1000)
        if cpu is not None and after is not None:
            cpu.seconds += time.process_time() - began_cpu
            cpu.samples.append((table, seat, action, after))
            cpu.requests.update(route(r.method, r.path) for r in fake.requests[asked:])
        # Judged by the saved game, not by the answer: a move shown by editing the board in place
        # deletes its own deferred answer, so a made move may leave no message to read.
        if after is None or after.version == table.version:
            said = "; ".join(m.content for m in reply.messages) or "no answer"
            raise RuntimeError(f"{key}: {notation} refused: {said}")
    return timings


async def floor(bot: TableBot, samples: list[tuple[Table, int, Any, Table]]) -> float:
    """CPU seconds per move of what no move can do without: the engine's apply, the channel's
    board drawn and encoded, and one transaction writing the state (as JSON) and its action."""
    spent = 0.0
    row = None
    for before, seat, action, after in samples:
        game = before.game
        began = time.process_time()
        state, _ = game.apply(before.state, seat, action)
        spent += time.process_time() - began
        reader = Reader(after, "en-US")
        began = time.process_time()
        [png(image) for _, image in bot.ui(after.row.game).channel_images(reader=reader)]
        spent += time.process_time() - began
        # Written over the game's own finished row: the same statements as a move's, on a game
        # that no longer moves.
        if row is None:
            row = await bot.store.game(after.id)
            assert row is not None
        began = time.process_time()
        row = await bot.store.commit_move(
            row,
            player=seat,
            user_id=None,
            action=str(action),
            interaction_id=None,
            state=game.dump(state),
            now=time.time(),
        )
        spent += time.process_time() - began
    return spent / max(1, len(samples))


# Where the loopback Discord's own CPU time goes: its code, and aiohttp's serving side.
LOOPBACK = ("tests/fakediscord", "aiohttp/web", "aiohttp/multipart", "aiohttp/http_parser")


def shares(profile: cProfile.Profile) -> dict[str, float]:
    """Seconds of own time by who spent it."""
    out: dict[str, float] = defaultdict(float)
    # The stubs do not declare pstats' table of functions, which is public in all but name.
    table: dict[Any, tuple[Any, ...]] = pstats.Stats(profile).stats  # pyright: ignore[reportAttributeAccessIssue]
    for (file, _line, name), (_cc, _nc, tottime, _ct, _callers) in table.items():
        if "poll" in name and file == "~":
            continue  # waiting for the network, not working
        if any(part in file for part in LOOPBACK):
            who = "loopback Discord"
        elif "/discord/" in file:
            who = "discord.py"
        elif "/aiohttp/" in file or "/multidict/" in file or "/yarl/" in file:
            who = "aiohttp (client)"
        elif "/PIL/" in file or "/render/" in file:
            who = "drawing"
        elif "/games/" in file:
            who = "engines"
        elif "/bot/" in file:
            who = "bot"
        elif "sqlite" in file:
            who = "store"
        else:
            who = "other"
        out[who] += tottime
    return out


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--cpu", action="store_true", help="CPU per move against its floor")
    parser.add_argument("--profile", type=int, default=0, help="print the N costliest functions")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    print(f"machine: {machine()}")
    print("target: a whole move p50 < 30 ms, p99 < 100 ms")
    if args.cpu:
        print(
            "target: CPU per move within 1.5x its floor (apply + one board drawn and PNG + one transaction)"
        )
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            users = [fake.user(f"player{i}") for i in range(4)]
            bot = await connected_bot(fake, tmp)
            for key in args.games.split(","):
                cpu = Cpu() if args.cpu else None
                profile = cProfile.Profile() if args.profile else None
                if profile is not None:
                    profile.enable()
                ms = await bench_game(fake, bot, key, args.moves, users, cpu)
                if profile is not None:
                    profile.disable()
                print(
                    f"{key:<12} {len(ms)} moves: p50 {percentile(ms, 0.5):6.1f} ms   "
                    f"p99 {percentile(ms, 0.99):6.1f} ms   max {max(ms):6.1f} ms"
                )
                if cpu is not None and cpu.samples:
                    per_move = cpu.seconds / len(cpu.samples) * 1000
                    least = await floor(bot, cpu.samples[:60]) * 1000
                    print(
                        f"{'':<12} CPU per move {per_move:6.1f} ms vs floor {least:5.1f} ms: "
                        f"{per_move / least:4.2f}x (load {os.getloadavg()[0]:.2f})",
                        flush=True,
                    )
                    moved = len(cpu.samples)
                    print(
                        f"{'':<12} requests per move {sum(cpu.requests.values()) / moved:.1f}: "
                        + ", ".join(f"{k} {n / moved:.2f}" for k, n in cpu.requests.most_common(6))
                    )
                if profile is not None:
                    own = shares(profile)
                    total = sum(own.values())
                    print(
                        f"{'':<12} own time: "
                        + ", ".join(
                            f"{who} {t / total * 100:.0f}%"
                            for who, t in sorted(own.items(), key=lambda x: -x[1])
                        )
                    )
                    pstats.Stats(profile).sort_stats("tottime").print_stats(args.profile)
                if await bot.tables.find(fake.channel("games").id) is not None:
                    await bot.seats.abandon(fake.channel("games").id, 0, can_manage=True)
            await fake.disconnect(bot)


if __name__ == "__main__":
    asyncio.run(main())
