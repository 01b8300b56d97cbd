"""Memory the bot keeps per player, server, channel and game, as their numbers grow.

For each size N, N distinct players interact (`Languages.remember_player`, a Chinese client for
every other one, so half of them are written), N servers' language settings are read, N channels
get a board queue (`Publisher.queue`) and N games of Shake That City are looked at by the bot
player (`BotPlayer._next`). Printed: the bytes still held after each, measured with tracemalloc
after a full collection, and per entry. The store is a stub in memory (its own growth is not
counted): only what the bot's objects hold is measured.

It runs against whatever `bot/` is importable from the current folder, so the same file measures
an older checkout too.

Run: `.venv/bin/python -m benchmarks.bench_caches [--sizes 10000,100000,1000000]`
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import tracemalloc
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from types import SimpleNamespace
from typing import Any, cast

from benchmarks.measure import machine
from bot.bots import BotPlayer
from bot.i18n.resolve import Languages
from bot.publish import Publisher
from games.registry import GAMES
from tests.helpers.tables import table_of


class Store:
    """Settings the way the bot reads them, kept apart from what is measured."""

    async def channel_languages(self, guild_id: int) -> dict[int, str]:
        return {0: "zh-CN"} if guild_id % 3 == 0 else {}

    async def set_channel_language(self, guild_id: int, channel_id: int, language: str | None) -> None:
        pass

    async def user_settings(self, user_id: int) -> dict[str, Any]:
        return {}

    async def set_user_settings(self, user_id: int, settings: dict[str, Any]) -> None:
        pass


async def held(work: Callable[[], Awaitable[object]]) -> int:
    """Bytes allocated by `work` that are still held once it is done and garbage collected."""
    gc.collect()
    tracemalloc.start()
    try:
        kept = await work()
        gc.collect()
        size, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del kept
    return size


async def players(n: int) -> object:
    languages = Languages(cast(Any, Store()))
    for user in range(1, n + 1):
        await languages.remember_player(user, "zh-CN" if user % 2 else "en-US")
    return languages


async def servers(n: int) -> object:
    languages = Languages(cast(Any, Store()))
    for guild in range(1, n + 1):
        await languages.channel(guild, 1)
    return languages


async def channels(n: int) -> object:
    from bot import publish

    publisher = cast(Any, Publisher.__new__(Publisher))  # the queues alone: no bot, no Discord
    kept = getattr(publish, "IDLE_QUEUES_KEPT", None)
    publisher.boards = {} if kept is None else OrderedDict()
    publisher.idle_queues_kept = kept
    for channel in range(1, n + 1):
        publisher.queue(channel)
    return publisher


async def games(n: int) -> object:
    player = BotPlayer(cast(Any, SimpleNamespace(clock=lambda: 0.0)), processes=0)
    game = GAMES["shakecity"]
    state = game.new(2, {}, 1)
    for game_id in range(1, n + 1):
        player._next(table_of("shakecity", [11, 22], state, id=game_id))
    return player


async def main(sizes: list[int]) -> None:
    print(f"machine: {machine()}; load average {os.getloadavg()[0]:.2f}")
    print(f"{'what':<34}{'N':>10}{'held':>14}{'per entry':>12}")
    for what, fill in (
        ("players' languages", players),
        ("servers' language settings", servers),
        ("channels' board queues", channels),
        ("games' optional seats asked", games),
    ):
        for n in sizes:
            size = await held(lambda fill=fill, n=n: fill(n))
            print(f"{what:<34}{n:>10,}{size / 1e6:>11.2f} MB{size / n:>10.1f} B")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Memory kept per player, server, channel and game.")
    parser.add_argument("--sizes", default="10000,100000")
    args = parser.parse_args()
    asyncio.run(main([int(s) for s in args.sizes.split(",")]))
