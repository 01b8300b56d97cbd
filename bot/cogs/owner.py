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

from ..replies import reply
from ..store import SCHEMA_VERSION

if TYPE_CHECKING:
    from ..app import TableBot

NOT_OWNER = "Only the bot's owners can use /owner (OWNER_IDS, or the application's owner)."


def version() -> str:
    try:
        return importlib.metadata.version("tablebot")
    except importlib.metadata.PackageNotFoundError:
        return "unknown (not installed)"


def duration(seconds: float) -> str:
    minutes, s = divmod(int(seconds), 60)
    hours, m = divmod(minutes, 60)
    days, h = divmod(hours, 24)
    parts = [f"{days}d"] if days else []
    return " ".join([*parts, f"{h}h {m:02d}m {s:02d}s"])


@app_commands.guild_only()
@app_commands.default_permissions()  # administrators only, until a server grants it to others
class Owner(commands.GroupCog, group_name="owner", group_description="Tools for the bot's owner"):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if not await self.bot.is_owner(interaction.user):
            raise app_commands.CheckFailure(NOT_OWNER)
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
        # Syncing is a slow, rate-limited request: acknowledge first.
        await interaction.response.defer(ephemeral=True, thinking=True)
        tree = self.bot.tree
        if scope == "global":
            synced = await tree.sync()
            where = "to every server (Discord may take up to an hour to show them)"
        else:
            guild = discord.Object(id=interaction.guild_id or 0)
            tree.copy_global_to(guild=guild)
            synced = await tree.sync(guild=guild)
            where = "to this server"
        await reply(interaction, f"Synced {len(synced)} commands {where}.")

    @app_commands.command(name="status", description="Uptime, latency, games and database of the bot")
    async def status(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        bot = self.bot
        counts = await bot.store.open_counts()
        schema = await bot.store.schema_version()
        uptime = duration(time.monotonic() - bot.started_at) if bot.started_at is not None else "not started"
        latency = f"{bot.latency * 1000:.0f} ms" if math.isfinite(bot.latency) else "not measured yet"
        lines = [
            f"**Table Bot {version()}**, up {uptime}",
            f"Gateway latency: {latency}",
            f"Servers: {len(bot.guilds)}",
            f"Games: {counts['active']} in play, {counts['lobby']} in a lobby",
            f"Database: `{bot.store.path}`, schema version {schema}"
            + ("" if schema == SCHEMA_VERSION else f" (this bot expects {SCHEMA_VERSION})"),
        ]
        await reply(interaction, "\n".join(lines))


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Owner(bot))
