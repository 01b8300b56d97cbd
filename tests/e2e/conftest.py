"""The real bot, in this event loop, against the loopback Discord of tests/fakediscord."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from typing import Any

import pytest

from bot.app import TableBot
from bot.config import Settings
from games.core import Game
from tests.conftest import FakeClock
from tests.fakediscord import FakeDiscord

BotFactory = Callable[..., Awaitable[TableBot]]


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as f:
        yield f


@pytest.fixture
def game_clock() -> FakeClock:
    """The bot's clock (deadlines, timestamps); the fake's own clock governs Discord's rules."""
    return FakeClock()


@pytest.fixture
async def make_bot(fake: FakeDiscord, tmp_path, game_clock: FakeClock) -> AsyncIterator[BotFactory]:
    """Start a bot on the test's database; call again after `stop_bot` to simulate a restart."""
    bots: list[TableBot] = []
    seeds = itertools.count(4242)

    async def make(*, games: Mapping[str, Game] | None = None, seed: int | None = None) -> TableBot:
        settings = Settings(
            token="fake-token",
            database_path=str(tmp_path / "tablebot.sqlite3"),
            dev_guild_id=fake.guild.id,
            reminder_loop=False,
        )
        bot = TableBot(settings, games=games, clock=game_clock)
        fixed = seed
        bot.tables.seed_source = (lambda: fixed) if fixed is not None else (lambda: next(seeds))
        await fake.connect(bot)
        bots.append(bot)
        return bot

    yield make
    for bot in bots:
        if not bot.is_closed():
            await fake.disconnect(bot)


async def stop_bot(fake: FakeDiscord, bot: TableBot) -> None:
    await fake.disconnect(bot)


def texts(messages: list[Any]) -> str:
    """Everything a person could read in some messages: content, embeds, button labels."""
    out = []
    for m in messages:
        out.append(m.content or "")
        for e in getattr(m, "embeds", []) or []:
            out += [str(e.get("title", "")), str(e.get("description", ""))]
            out += [f"{f.get('name')} {f.get('value')}" for f in e.get("fields", [])]
    return "\n".join(out)
