"""Two bot processes, one gateway shard each, on one database (SQLite file or PostgreSQL): each
handles the interactions of its shard's servers, and a move made by one is seen by the other."""

from __future__ import annotations

import asyncio

import pytest

from bot import deadlines
from bot.app import ShardedTableBot, make_bot
from bot.config import Settings
from bot.tables import StaleVersion
from tests.fakediscord import FakeDiscord
from tests.fakediscord.gateway import shard_of
from tests.helpers import toy_game
from tests.helpers.clock import FakeClock
from tests.helpers.e2e import open_table, texts
from tests.helpers.tables import move

NIM = {"nim": toy_game.GAME}
LIVE = deadlines.TIMED_PACES["live"]


def _settings(backend, shard: int) -> Settings:
    store = backend.new()
    return Settings(
        token="fake-token",
        database_path=getattr(store, "path", "unused.sqlite3"),
        database_url=getattr(store, "url", None),
        sync_global=True,
        reminder_loop=False,
        shard_count=2,
        shard_ids=(shard,),
    )


async def test_each_process_plays_its_shards_servers_on_one_database(backend):
    clock = FakeClock()
    async with FakeDiscord() as fake:
        fake.gateway.shard_count = 2
        guilds = {shard_of(fake.guild.id, 2): fake.guild}
        while len(guilds) < 2:
            guild = fake.world.add_guild(f"server {len(fake.world.guilds)}")
            guilds.setdefault(shard_of(guild.id, 2), guild)
        alice, bob = fake.user("alice"), fake.user("bob")
        for guild in guilds.values():
            if guild is not fake.guild:
                fake.user("alice", guild=guild)
                fake.world.join(guild, bob)
        bots = []
        handled: list[tuple[int, int | None]] = []
        for shard in (0, 1):
            bot = make_bot(_settings(backend, shard), games=NIM, clock=clock)
            assert isinstance(bot, ShardedTableBot)

            async def on_interaction(interaction, shard=shard):
                handled.append((shard, interaction.guild_id))

            bot.add_listener(on_interaction, "on_interaction")
            await fake.connect(bot)
            bots.append(bot)
        try:
            channels = {s: fake.channel("games", guild=g) for s, g in guilds.items()}
            boards = {s: await open_table(fake, "nim", [alice, bob], channel=c) for s, c in channels.items()}
            assert {(s, g) for s, g in handled} == {(0, guilds[0].id), (1, guilds[1].id)}

            for shard in (0, 1):
                await fake.click(alice, boards[shard], "take 2")
            tables = {s: await bots[s].tables.table(channels[s].id) for s in (0, 1)}
            # The other process reads the same tables from the database.
            for s in (0, 1):
                other = await bots[1 - s].tables.table(channels[s].id)
                assert other.version == tables[s].version and other.state == tables[s].state

            # A move for shard 1's table made by process 0 (as a DM interaction would reach it):
            # process 1 sees it at once, and a move against the version before it is refused.
            table = tables[1]
            await bots[0].moves.play(channels[1].id, move(bob.id, "take 1", expected_version=table.version))
            with pytest.raises(StaleVersion):
                await bots[1].moves.play(
                    channels[1].id, move(bob.id, "take 3", expected_version=table.version)
                )
            after = await bots[1].tables.table(channels[1].id)
            assert after.version == table.version + 1 and after.state.pile == table.state.pile - 1
            # The board posted before that move is stale now; a typed move is not.
            stale = await fake.click(alice, fake.last_message(channels[1]), "take 1")
            assert stale.ephemeral and "moved on" in stale.content
            await fake.slash(alice, "play", channel=channels[1], move="take 1")
            log = await bots[1].store.actions(after.id)
            assert [a.action for a in log] == ["take 2", "take 1", "take 1"]
            assert [a.action for a in await bots[1].store.actions(tables[0].id)] == ["take 2"]
            assert all(g == guilds[s].id for s, g in handled)
        finally:
            for bot in bots:
                await fake.disconnect(bot)


async def test_a_deadline_due_while_its_process_is_down_fires_once_from_another(backend):
    clock = FakeClock()
    async with FakeDiscord() as fake:
        fake.gateway.shard_count = 2
        guild = fake.guild
        while shard_of(guild.id, 2) != 1:
            guild = fake.world.add_guild(f"server {len(fake.world.guilds)}")
        alice, bob = fake.user("alice", guild=guild), fake.user("bob", guild=guild)
        channel = fake.channel("games", guild=guild)

        async def start(shard: int):
            bot = make_bot(_settings(backend, shard), games=NIM, clock=clock)
            await fake.connect(bot)
            return bot

        zero, one = await start(0), await start(1)
        try:
            await open_table(fake, "nim", [alice, bob], channel=channel, pace="live")
            await fake.disconnect(one)  # the process of the game's server is down
            clock.advance(LIVE * 3)
            assert await zero.reminders.tick() == 1  # another process plays the deadline's move
            table = await zero.tables.table(channel.id)
            # posted by a process without that server in its cache, through the REST API
            assert table.state.pile == 11 and "ran out of time" in texts(fake.channel_messages(channel))
            one = await start(1)
            assert await one.reminders.tick() == 0  # back up: nothing left to do for it
            # Both processes at the next deadline at once: one default move, not two.
            clock.advance(LIVE * 3)
            assert sorted(await asyncio.gather(zero.reminders.tick(), one.reminders.tick())) == [0, 1]
            log = await zero.store.actions(table.id)
            assert len(log) == 2 and (await one.tables.table(channel.id)).state.pile == 10
        finally:
            for bot in (zero, one):
                if not bot.is_closed():
                    await fake.disconnect(bot)


async def test_two_processes_at_one_reminder_send_it_once(backend):
    clock = FakeClock()
    async with FakeDiscord() as fake:
        fake.gateway.shard_count = 2
        alice, bob = fake.user("alice"), fake.user("bob")
        channel = fake.channel("games")
        bots = []
        for shard in (0, 1):
            bots.append(make_bot(_settings(backend, shard), games=NIM, clock=clock))
            await fake.connect(bots[-1])
        try:
            await open_table(fake, "nim", [alice, bob], channel=channel, pace="live")
            before = len(fake.channel_messages(channel))
            clock.advance(LIVE * 0.6)  # past half time: the first reminder is due
            done = await asyncio.gather(*(b.reminders.tick() for b in bots))
            posted = fake.channel_messages(channel)[before:]
            reminders = [m for m in posted if "is waiting for you" in m.content]
            assert sorted(done) == [0, 1] and len(reminders) == 1, (done, [m.content for m in reminders])
        finally:
            for bot in bots:
                if not bot.is_closed():
                    await fake.disconnect(bot)
