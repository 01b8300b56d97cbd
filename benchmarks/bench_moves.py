"""A whole move through the bot: interaction in, acknowledgement, state saved, board image posted.

The real bot and discord.py run in-process against the loopback Discord (tests/fakediscord);
each move is a `/play move:` interaction, timed from its dispatch until the bot's answer is
complete and the channel's board queue has posted a board showing the move (no fixed sleeps).
Games restart when they end, so every game gets the same number of moves.

Run: `.venv/bin/python -m benchmarks.bench_moves [--moves 200] [--games akropolis,...]`
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import tempfile
import time

from benchmarks.loopback import connected_bot
from benchmarks.measure import machine, percentile
from bot.app import TableBot
from games.registry import GAMES
from tests.fakediscord import FakeDiscord


def shown(bot: TableBot, channel_id: int, stamp: tuple[int, int]):
    queue = bot.publisher.queue(channel_id)
    return lambda: queue.shown >= stamp


async def bench_game(fake: FakeDiscord, bot: TableBot, key: str, moves: int, users: list) -> list[float]:
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
        notation = str(rnd.choice(game.legal(table.state, seat)))
        began = time.perf_counter()
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
        # Judged by the saved game, not by the answer: a move shown by editing the board in place
        # deletes its own deferred answer, so a made move may leave no message to read.
        if after is None or after.version == table.version:
            said = "; ".join(m.content for m in reply.messages) or "no answer"
            raise RuntimeError(f"{key}: {notation} refused: {said}")
    return timings


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    print(f"machine: {machine()}")
    print("target: a whole move p50 < 30 ms, p99 < 100 ms")
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            users = [fake.user(f"player{i}") for i in range(4)]
            bot = await connected_bot(fake, tmp)
            for key in args.games.split(","):
                ms = await bench_game(fake, bot, key, args.moves, users)
                print(
                    f"{key:<12} {len(ms)} moves: p50 {percentile(ms, 0.5):6.1f} ms   "
                    f"p99 {percentile(ms, 0.99):6.1f} ms   max {max(ms):6.1f} ms"
                )
                if await bot.tables.find(fake.channel("games").id) is not None:
                    await bot.seats.abandon(fake.channel("games").id, 0, can_manage=True)
            await fake.disconnect(bot)


if __name__ == "__main__":
    asyncio.run(main())
