"""Slash commands published at start when Discord's differ from the bot's.

A bot whose commands were never published shows none, and a new admin has no way to tell why;
publishing them at every start is no answer either, since Discord limits how often commands may
be written (200 new commands a day). So at start the bot asks Discord for the application's
global commands and compares them with what a sync would send, localizations included, in a
canonical form: what Discord fills in by itself (its defaults, ids, versions, a permission bit
set as a string) is left out on both sides. Only when they differ does it write them.

Of several processes on one bot, only the one running shard 0 (or every shard) looks, so two
processes starting together do not both write. With DEV_GUILD_ID the commands go to that server
at once at every start, and the global ones are left alone: a development bot would otherwise
show each command twice in its own server. SYNC_GLOBAL (or --sync-global) writes them whatever
Discord holds.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import discord
from discord.ext import commands
from discord.http import Route

from .config import Settings

log = logging.getLogger(__name__)

# What Discord adds to a command it stores and answers with, never part of what the bot decides.
SERVER_KEYS = frozenset(
    {
        "id",
        "application_id",
        "version",
        "guild_id",
        "name_localized",
        "description_localized",
        "default_permission",
    }
)
# The value Discord assumes for a field the bot leaves out, and answers with.
DEFAULTS: dict[str, Any] = {
    "required": False,
    "autocomplete": False,
    "nsfw": False,
    "dm_permission": True,
    "min_length": 0,
    "contexts": [0, 1, 2],
    "integration_types": [0],
}
# Lists whose order means nothing.
SETS = frozenset({"contexts", "integration_types", "channel_types"})
# How long the check and the write may hold up the start (a 429 makes discord.py wait it out).
CHECK_TIMEOUT = 60.0


def canonical(value: Any, key: str = "") -> Any:
    """A command (or option, choice, anything within) as comparable JSON: Discord's own fields
    and every field at its default left out, permission bits as a string, sets sorted."""
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if k in SERVER_KEYS:
                continue
            v = canonical(v, k)
            if v is None or v == [] or v == {} or (k in DEFAULTS and v == DEFAULTS[k]):
                continue
            out[k] = v
        return out
    if isinstance(value, list):
        items = [canonical(v) for v in value]
        return sorted(items) if key in SETS else items
    if key == "default_member_permissions":
        return str(value)
    return value


def by_name(commands: Iterable[dict[str, Any]]) -> dict[str, str]:
    """Each command's canonical JSON under its name (with its type: a menu may share a name)."""
    out = {}
    for command in commands:
        kind = command.get("type", 1)
        label = f"/{command['name']}" if kind == 1 else f"{command['name']} (type {kind})"
        out[label] = json.dumps(canonical(command), sort_keys=True, ensure_ascii=False)
    return out


def differences(ours: Iterable[dict[str, Any]], theirs: Iterable[dict[str, Any]]) -> list[str]:
    """What differs between the bot's commands and Discord's, in a few words each; [] when equal."""
    mine, registered = by_name(ours), by_name(theirs)
    out = [f"{name} new" for name in mine if name not in registered]
    out += [f"{name} changed" for name in mine if name in registered and mine[name] != registered[name]]
    out += [f"{name} removed" for name in registered if name not in mine]
    return out


@dataclass(frozen=True)
class SyncReport:
    """What the start did about the commands, for the log and `/owner status`.

    state: "checking" (not done yet), "created" (Discord had none), "updated" (they differed),
    "forced" (SYNC_GLOBAL), "current" (up to date), "guild" (DEV_GUILD_ID only), "elsewhere"
    (another process runs shard 0), "failed" (Discord did not answer as expected), "owner"
    (written since by `/owner sync`).
    """

    state: str
    count: int = 0
    detail: str = ""


class CommandSync:
    def __init__(self, bot: commands.Bot, settings: Settings) -> None:
        self.bot = bot
        self.settings = settings
        self.report = SyncReport("checking")

    @property
    def holds_shard_zero(self) -> bool:
        ids = self.settings.shard_ids
        return ids is None or 0 in ids

    async def at_start(self) -> SyncReport:
        settings = self.settings
        guild_id = settings.dev_guild_id
        if guild_id:
            guild = discord.Object(id=guild_id)
            self.bot.tree.copy_global_to(guild=guild)
            synced = await self.bot.tree.sync(guild=guild)
            log.info("synced %d commands to guild %s (DEV_GUILD_ID)", len(synced), guild_id)
            if not settings.sync_global:
                self.report = SyncReport("guild", len(synced), str(guild_id))
                log.info("global commands not checked: DEV_GUILD_ID is set (a development bot)")
                return self.report
        if not (settings.sync_global or self.holds_shard_zero):
            self.report = SyncReport("elsewhere")
            log.info("slash commands: left to the process that runs shard 0")
            return self.report
        try:
            self.report = await asyncio.wait_for(self.check_global(force=settings.sync_global), CHECK_TIMEOUT)
        except (discord.HTTPException, TimeoutError) as exc:
            detail = f"{exc}" if isinstance(exc, discord.HTTPException) else "no answer in time"
            self.report = SyncReport("failed", detail=detail)
            log.warning(
                "could not publish the slash commands (%s); an owner's /owner sync publishes them", detail
            )
        return self.report

    async def check_global(self, *, force: bool = False) -> SyncReport:
        """Compare the global commands with Discord's and write them if they differ (or `force`)."""
        tree = self.bot.tree
        commands = tree._get_all_commands()
        translator = tree.translator
        ours = [
            await c.get_translated_payload(tree, translator) if translator else c.to_dict(tree)
            for c in commands
        ]
        if force:
            state, why = "forced", "asked to (SYNC_GLOBAL or --sync-global)"
        else:
            theirs = await self.registered()
            changed = differences(ours, theirs)
            if not changed:
                log.info("slash commands up to date (%d global)", len(ours))
                return SyncReport("current", len(ours))
            if theirs:
                state, why = "updated", f"new version: {', '.join(changed)}"
            else:
                state, why = "created", "none were registered"
        synced = await tree.sync()
        log.info("synced %d commands globally: %s", len(synced), why)
        if state != "forced":
            # Once more, so that a difference Discord keeps (a default it adds that the comparison
            # does not know) shows now, not as a write at every start that nobody notices.
            left = differences(ours, await self.registered())
            if left:
                log.warning(
                    "Discord holds the slash commands otherwise than they were sent (%s): every start "
                    "will publish them again; please report this",
                    ", ".join(left),
                )
        return SyncReport(state, len(synced), why)

    async def registered(self) -> list[dict[str, Any]]:
        """The application's global commands as Discord holds them, localizations included
        (discord.py's fetch_commands leaves those out, and they must be compared too)."""
        route = Route(
            "GET", "/applications/{application_id}/commands", application_id=self.bot.application_id
        )
        return await self.bot.http.request(route, params={"with_localizations": "true"})
