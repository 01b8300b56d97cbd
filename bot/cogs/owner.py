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

from .. import permissions
from ..commandsync import SyncReport
from ..i18n import DEFAULT, names, player_locale, t
from ..replies import reply
from ..store import SCHEMA_VERSION

if TYPE_CHECKING:
    from ..app import TableBot


def version(locale: str = DEFAULT) -> str:
    try:
        return importlib.metadata.version("tablebot")
    except importlib.metadata.PackageNotFoundError:
        return t(locale, "owner-version-unknown")


# Refusals this recent count as "in the last hour".
RECENT_DMS = 3600
# What the start (or /owner sync) did about the slash commands: bot/commandsync.py's states.
COMMAND_STATES = {
    "checking": "owner-status-commands-checking",
    "created": "owner-status-commands-created",
    "updated": "owner-status-commands-updated",
    "forced": "owner-status-commands-forced",
    "current": "owner-status-commands-current",
    "guild": "owner-status-commands-guild",
    "elsewhere": "owner-status-commands-elsewhere",
    "failed": "owner-status-commands-failed",
    "owner": "owner-status-commands-owner",
}


def size(n: int) -> str:
    """Bytes in binary units, at most one decimal: 812 KiB, 3.4 MiB."""
    value, unit = float(n), "B"
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if value < 1024 or unit == "TiB":
            break
        value /= 1024
    return f"{value:.0f} {unit}" if unit == "B" or value >= 100 else f"{value:.1f} {unit}"


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
            self.bot.command_sync.report = SyncReport("owner", len(synced))
            where = t(me, "owner-synced-global")
        else:
            guild = discord.Object(id=interaction.guild_id or 0)
            tree.copy_global_to(guild=guild)
            synced = await tree.sync(guild=guild)
            where = t(me, "owner-synced-here")
        await reply(interaction, t(me, "owner-synced", count=len(synced), where=where))

    @app_commands.command(
        name="status", description="How the bot runs: permissions here, DMs, commands, database, AI"
    )
    async def status(self, interaction: discord.Interaction) -> None:
        bot = self.bot
        me = player_locale(interaction)
        counts = await bot.store.listings.open_counts()
        schema = await bot.store.schema_version()
        started = bot.started_at
        uptime = duration(time.monotonic() - started) if started is not None else t(me, "owner-not-started")
        ms = bot.latency * 1000
        latency = f"{ms:.0f} ms" if math.isfinite(ms) else t(me, "owner-not-measured")
        database = t(me, "owner-status-database", path=bot.store.location, schema=schema)
        if schema != SCHEMA_VERSION:
            database = t(me, "owner-status-schema-expected", line=database, expected=SCHEMA_VERSION)
        taken = await bot.store.size_bytes()
        if taken is not None:
            database = t(me, "owner-status-database-size", line=database, size=size(taken))
        lines = [
            t(me, "owner-status-title", version=version(me), uptime=uptime),
            t(me, "owner-status-latency", latency=latency),
            t(me, "owner-status-servers", count=len(bot.guilds)),
            t(me, "owner-status-games", active=counts["active"], lobby=counts["lobby"]),
            database,
            self._permissions(interaction, me),
            self._dms(interaction, me),
            self._commands(me),
            self._searches(me),
        ]
        await reply(interaction, "\n".join(lines))

    def _permissions(self, interaction: discord.Interaction, me: str) -> str:
        """What the bot may do in this channel, and what games need that it may not."""
        lacking = permissions.missing(interaction.app_permissions)
        if not lacking:
            return t(me, "owner-status-permissions-ok")
        listed = names(me, [t(me, permissions.NEEDED[p]) for p in lacking])
        return t(me, "owner-status-permissions-missing", missing=listed, count=len(lacking))

    def _dms(self, interaction: discord.Interaction, me: str) -> str:
        closed = self.bot.closed_dms
        if closed.refusals:
            line = t(
                me,
                "owner-status-dms",
                closed=len(closed),
                refusals=closed.refusals,
                recent=closed.refused_within(RECENT_DMS),
            )
        else:
            line = t(me, "owner-status-dms-none")
        yours = (
            "owner-status-dms-yours-closed"
            if interaction.user.id in closed
            else "owner-status-dms-yours-open"
        )
        return f"{line} {t(me, yours)}"

    def _commands(self, me: str) -> str:
        report = self.bot.command_sync.report
        return t(me, COMMAND_STATES[report.state], count=report.count, detail=report.detail)

    def _searches(self, me: str) -> str:
        figures = self.bot.bot_player.thinker.figures()
        if not figures.started:
            return t(me, "owner-status-ai-idle", processes=figures.processes)
        line = t(
            me,
            "owner-status-ai",
            alive=figures.alive,
            workers=figures.workers,
            thinking=figures.thinking,
            queued=figures.queued,
        )
        if figures.replaced:
            line += " " + t(me, "owner-status-ai-replaced", count=figures.replaced)
        return line


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Owner(bot))
