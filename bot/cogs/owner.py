"""`/owner ...`: tools for whoever runs the bot (OWNER_IDS, or else the application's owner or
team). Discord shows the group to server administrators only (default_member_permissions); the
check below refuses everyone else who is not an owner. Every answer is ephemeral."""

from __future__ import annotations

import importlib.metadata
import math
import time
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from ..i18n import DEFAULT, player_locale, t
from ..replies import reply
from ..store import SCHEMA_VERSION

if TYPE_CHECKING:
    from ..app import TableBot


def version(locale: str = DEFAULT) -> str:
    try:
        return importlib.metadata.version("tablebot")
    except importlib.metadata.PackageNotFoundError:
        return t(locale, "owner-version-unknown")


def duration(seconds: float) -> str:
    minutes, s = divmod(int(seconds), 60)
    hours, m = divmod(minutes, 60)
    days, h = divmod(hours, 24)
    clock = f"{h}h {m:02d}m {s:02d}s"
    return f"{days}d {clock}" if days else clock


@app_commands.guild_only()
@app_commands.default_permissions()  # administrators only, until a server grants it to others
class Owner(commands.GroupCog, group_name="owner", group_description="Tools for the bot's owner"):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if not await self.bot.is_owner(interaction.user):
            raise app_commands.CheckFailure(t(player_locale(interaction), "owner-not-owner"))
        return True

    @app_commands.command(name="sync", description="Publish the slash commands again")
    @app_commands.describe(scope="every server (up to an hour to show) or only this server (at once)")
    @app_commands.choices(
        scope=[
            app_commands.Choice(name="every server", value="global"),
            app_commands.Choice(name="this server", value="here"),
        ]
    )
    async def sync(self, interaction: discord.Interaction, scope: str) -> None:
        tree = self.bot.tree
        me = player_locale(interaction)
        if scope == "global":
            synced = await tree.sync()
            where = t(me, "owner-synced-global")
        else:
            guild = discord.Object(id=interaction.guild_id or 0)
            tree.copy_global_to(guild=guild)
            synced = await tree.sync(guild=guild)
            where = t(me, "owner-synced-here")
        await reply(interaction, t(me, "owner-synced", count=len(synced), where=where))

    @app_commands.command(name="status", description="Uptime, latency, games and database of the bot")
    async def status(self, interaction: discord.Interaction) -> None:
        bot = self.bot
        me = player_locale(interaction)
        counts = await bot.store.open_counts()
        schema = await bot.store.schema_version()
        started = bot.started_at
        uptime = duration(time.monotonic() - started) if started is not None else t(me, "owner-not-started")
        ms = bot.latency * 1000
        latency = f"{ms:.0f} ms" if math.isfinite(ms) else t(me, "owner-not-measured")
        database = t(me, "owner-status-database", path=bot.store.location, schema=schema)
        if schema != SCHEMA_VERSION:
            database = t(me, "owner-status-schema-expected", line=database, expected=SCHEMA_VERSION)
        lines = [
            t(me, "owner-status-title", version=version(me), uptime=uptime),
            t(me, "owner-status-latency", latency=latency),
            t(me, "owner-status-servers", count=len(bot.guilds)),
            t(me, "owner-status-games", active=counts["active"], lobby=counts["lobby"]),
            database,
        ]
        await reply(interaction, "\n".join(lines))


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Owner(bot))
