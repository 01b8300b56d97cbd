"""Two bot processes on one database (SQLite and PostgreSQL), both receiving every interaction
and both running the timer pass: each turn's DM, and each held one, goes out once."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot.app import TableBot, make_bot
from bot.config import Settings
from tests.fakediscord import FakeDiscord
from tests.helpers import toy_game
from tests.helpers.clock import FakeClock
from tests.helpers.e2e import open_table

from .test_two_receivers import settled

NIM = {"nim": toy_game.GAME}


@pytest.fixture
async def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def two_bots(fake: FakeDiscord, backend, clock: FakeClock) -> AsyncIterator[list[TableBot]]:
    bots: list[TableBot] = []
    try:
        for _ in range(2):
            store = backend.new()
            settings = Settings(
                token="fake-token",
                database_path=getattr(store, "path", "unused.sqlite3"),
                database_url=getattr(store, "url", None),
                dev_guild_id=fake.guild.id,
                reminder_loop=False,
            )
            bot = make_bot(settings, games=NIM, clock=clock)
            adapter = async_context.set(AsyncWebhookAdapter())
            try:
                await fake.connect(bot)
            finally:
                async_context.reset(adapter)
            bots.append(bot)
        yield bots
    finally:
        for bot in bots:
            if not bot.is_closed():
                await fake.disconnect(bot)


async def test_each_turns_dm_goes_out_once_from_two_processes(fake, two_bots, clock):
    alice, bob = fake.user("alice"), fake.user("bob")
    await fake.slash(bob, "game notify", channel="games", dm_turn=True)
    board = await open_table(fake, "nim", [alice, bob], channel="games", pace="none")
    await settled(fake)
    clock.advance(60)
    await fake.click(alice, board, "take 1")
    await settled(fake)
    await asyncio.sleep(0.3)
    assert len(fake.dms(bob)) == 1
    # Both processes show the same wait's board at once (a restart's recovery, a second
    # receiver): the claim in the store lets one DM through, already sent.
    tables = [await b.tables.table(fake.channel("games").id) for b in two_bots]
    await asyncio.gather(
        *(b.publisher.notifier.board_shown(t) for b, t in zip(two_bots, tables, strict=True))
    )
    assert len(fake.dms(bob)) == 1

    # Bob's quiet hours (now 08:00 UTC): his next turn's DM is held, and both timer passes
    # reach it at once when they end; one sends it.
    await fake.slash(bob, "game notify", channel="games", quiet_start=7, quiet_end=9)
    clock.advance(60)
    await fake.slash(bob, "play", channel="games", move="take 1")
    clock.advance(60)
    await fake.slash(alice, "play", channel="games", move="take 1")
    await settled(fake)
    await asyncio.sleep(0.3)
    assert len(fake.dms(bob)) == 1
    clock.advance(3600)
    sent = await asyncio.gather(*(b.reminders.tick() for b in two_bots))
    assert sorted(sent) == [0, 1]
    assert len(fake.dms(bob)) == 2
