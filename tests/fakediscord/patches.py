"""The only two discord.py internals the loopback Discord changes, in one place.

discord.py has no documented option for "talk to another Discord", so the harness assigns two
class attributes (no function is replaced, no code path is changed):

1. ``discord.http.Route.BASE`` (``"https://discord.com/api/v10"``): every REST call, including
   interaction callbacks and webhook followups (``discord/webhook/async_.py`` builds its routes
   with the same ``Route`` class), is ``Route.BASE + path``.
2. ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` (``wss://gateway.discord.gg/``): a plain
   (non-sharded) ``Client.connect`` never calls ``GET /gateway/bot``; it opens DEFAULT_GATEWAY and
   later uses READY's ``resume_gateway_url`` (which the fake server sets to itself). Only
   ``AutoShardedClient`` asks ``/gateway/bot``. So pointing the bot at the fake gateway needs this
   attribute, or the bot must copy the URL from ``GET /gateway/bot`` into it itself.

Both exist unchanged in discord.py 2.0 to 2.7; pyproject pins the minor version because of them.

This module imports nothing from the rest of the package, so the subprocess shim
(``_shim/sitecustomize.py``) can load it by file path before the bot imports anything.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import discord.gateway
import discord.http
import yarl

# Environment variables read by apply_from_env(): set by FakeDiscord.bot_env() for a bot that runs
# as a separate process.
ENV_API_BASE = "FAKEDISCORD_API_BASE"
ENV_GATEWAY = "FAKEDISCORD_GATEWAY_URL"


@dataclass(frozen=True)
class Saved:
    """What the attributes held before apply(), for restore()."""

    api_base: str
    gateway: yarl.URL


def apply(api_base: str, gateway_url: str) -> Saved:
    """Point discord.py's REST and gateway at the fake; returns the previous values."""
    saved = Saved(discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
    discord.http.Route.BASE = api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    return saved


def restore(saved: Saved) -> None:
    discord.http.Route.BASE = saved.api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved.gateway


def apply_from_env() -> bool:
    """apply() from FAKEDISCORD_* variables, if set (in a bot subprocess); True if applied."""
    base, gateway = os.environ.get(ENV_API_BASE), os.environ.get(ENV_GATEWAY)
    if not (base and gateway):
        return False
    apply(base, gateway)
    return True
