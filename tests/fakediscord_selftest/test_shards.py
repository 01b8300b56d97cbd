"""The loopback Discord routes guilds to shards as Discord does: (guild_id >> 22) % count, DMs on 0."""

from __future__ import annotations

from typing import Any

import discord
from discord.ext import commands

from tests.fakediscord import FakeDiscord, FakeGuild
from tests.fakediscord.gateway import shard_of


class ShardBot(commands.AutoShardedBot):
    """Answers /where with the name of the process (bot) that received the interaction."""

    def __init__(self, name: str, **shards: Any) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents(guilds=True), **shards)
        self.name = name
        self.handled: list[int | None] = []

        @self.tree.command(name="where", description="Which process answers")
        async def where(interaction: discord.Interaction) -> None:
            self.handled.append(interaction.guild_id)
            shard = interaction.guild.shard_id if interaction.guild else None
            await interaction.response.send_message(f"{self.name} shard {shard}")

    async def setup_hook(self) -> None:
        await self.tree.sync()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        pass  # Discord spaces IDENTIFYs 5 s apart; the fake does not need it


def guilds_on_both_shards(fake: FakeDiscord, count: int) -> list[FakeGuild]:
    """Add guilds until each of `count` shards has one (ids are snowflakes, so it takes a few)."""
    by_shard = {shard_of(fake.guild.id, count): fake.guild}
    while len(by_shard) < count:
        guild = fake.world.add_guild(f"server {len(fake.world.guilds)}")
        by_shard.setdefault(shard_of(guild.id, count), guild)
    return [by_shard[i] for i in range(count)]


async def test_two_processes_each_get_their_shards_guilds_and_dms_go_to_shard_0():
    async with FakeDiscord() as fake:
        fake.gateway.shard_count = 2
        first, second = guilds_on_both_shards(fake, 2)
        alice = fake.user("alice")
        for guild in (first, second):
            fake.world.join(guild, alice)
        zero = ShardBot("zero", shard_count=2, shard_ids=[0])
        one = ShardBot("one", shard_count=2, shard_ids=[1])
        await fake.connect(zero)
        await fake.connect(one)
        identified = [d["shard"] for what, d in fake.gateway_log if what == "identify"]
        assert sorted(identified) == [[0, 2], [1, 2]]
        for bot, shard in ((zero, 0), (one, 1)):
            expected = {g.id for g in fake.world.guilds.values() if shard_of(g.id, 2) == shard}
            assert {g.id for g in bot.guilds} == expected
        assert first.id in {g.id for g in zero.guilds} and second.id in {g.id for g in one.guilds}

        channel = next(
            c for c in fake.world.channels.values() if c.guild_id == second.id and c.name == "games"
        )
        reply = await fake.slash(alice, "where", channel=channel)
        assert reply.message is not None and reply.message.content == "one shard 1"
        assert one.handled == [second.id] and zero.handled == []

        reply = await fake.slash(alice, "where", channel=fake.world.dm_channel(alice))
        assert reply.message is not None and reply.message.content.startswith("zero")
        assert zero.handled == [None] and one.handled == [second.id]
        await fake.disconnect(zero)
        await fake.disconnect(one)


async def test_one_process_may_run_every_shard_and_asks_discord_how_many():
    async with FakeDiscord() as fake:
        fake.gateway.shard_count = 3
        guilds = guilds_on_both_shards(fake, 3)
        bot = ShardBot("all")  # no shard_count: AutoShardedBot asks GET /gateway/bot
        await fake.connect(bot)
        await fake.wait_until(lambda: len(bot.guilds) == len(fake.world.guilds), what="every shard's guilds")
        assert bot.shard_count == 3 and sorted(bot.shards) == [0, 1, 2]
        found = [bot.get_guild(g.id) for g in guilds]
        assert [g.shard_id if g is not None else None for g in found] == [0, 1, 2]
        await fake.disconnect(bot)
