"""Listeners for what happens around the games: a player interacting again (maybe worth another
DM attempt; their client's language, for later DMs), a server joined (logged, nothing posted)
or arriving late (its channels frozen out of the collector's sight with the others'), and
channels, threads or guilds that disappear (their games can never be played on, so they end as
abandoned and their timers stop)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from ..channel_lookup import cached_channel

if TYPE_CHECKING:
    from ..app import TableBot
    from ..tables import Table

log = logging.getLogger(__name__)


class Housekeeping(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        self.bot.closed_dms.interacted(interaction.user.id, in_dm=interaction.guild_id is None)
        try:
            await self.bot.languages.remember_player(interaction.user.id, interaction.locale)
        except Exception:  # a DM in English is better than an interaction that fails
            log.exception("could not note the language of user %s", interaction.user.id)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        # discord.py reports the cached threads of the channel as deleted too (raw_thread_delete);
        # threads it does not hold (archived ones) went with the channel as well.
        gone = [channel.id, *await self._vanished(channel.guild.id)]
        self._ended(await self.bot.seats.end_gone(channel_ids=gone), f"channel {channel.id} deleted")

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        ended = await self.bot.seats.end_gone(channel_ids=[payload.thread_id])
        self._ended(ended, f"thread {payload.thread_id} deleted")

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        # Nothing is posted: a server learns about the bot from whoever invited it, and its
        # members from /game help.
        log.info("joined server %s (%s)", guild.id, guild.name)
        self._arrived(guild)

    @commands.Cog.listener()
    async def on_guild_available(self, guild: discord.Guild) -> None:
        # Once connected: a server the gateway sent after discord.py was ready, or one back
        # from an outage.
        self._arrived(guild)

    def _arrived(self, guild: discord.Guild) -> None:
        # Its channels live as long as the process: frozen with the others (bot/warmup.py).
        self.bot.reminders.young.arrived(len(guild.channels) + len(guild.threads))

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        # Only a guild the bot left or that was deleted: an outage is on_guild_unavailable.
        self._ended(await self.bot.seats.end_gone(guild_id=guild.id), f"left guild {guild.id}")

    async def _vanished(self, guild_id: int) -> list[int]:
        """Channels of the guild's open games that Discord no longer knows."""
        gone = []
        for channel_id in await self.bot.tables.open_channels(guild_id):
            if cached_channel(self.bot, channel_id, guild_id) is not None:
                continue
            try:
                await self.bot.fetch_channel(channel_id)
            except discord.NotFound:
                gone.append(channel_id)
            except discord.HTTPException:
                pass  # not known to be gone: keep the game
        return gone

    def _ended(self, tables: list[Table], why: str) -> None:
        for table in tables:
            log.info("game %s in channel %s abandoned: %s", table.id, table.row.channel_id, why)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Housekeeping(bot))
