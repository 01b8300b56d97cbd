"""Who reads which language.

A player's own messages (ephemeral answers, DMs) follow their Discord client's language (for
DMs, as their last interaction showed it); a
channel's public messages follow the channel: its own setting, else its parent's (a thread),
else the server's setting (`/game settings language:`), else the server's preferred locale.
Nothing of this is stored with a game: a game in progress simply speaks the channel's current
language from its next message on.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol, TypedDict, Unpack

from ..lru import LRU
from .catalog import DEFAULT, LOCALES, normalise

# The row of a server's own setting in the settings table (channel ids are never 0).
SERVER = 0
# How long a server's settings are trusted before being read again: another process may have
# changed them; a changed language shows within this delay there, at once in this process.
CACHE_SECONDS = 30.0
# Servers whose settings are kept (about 300 bytes each): more than one process serves
# (Discord wants a shard per 2,500 servers), so only a server quiet for long is dropped, and
# read again when it speaks.
SERVERS_KEPT = 10_000
# Players whose language is kept (about 110 bytes each): those of a busy process's last hours.
# A player dropped is read again (one indexed read) when a DM or reminder needs his language.
PLAYERS_KEPT = 10_000


class LanguageStore(Protocol):
    async def channel_languages(self, guild_id: int) -> dict[int, str]: ...

    async def set_channel_language(self, guild_id: int, channel_id: int, language: str | None) -> None: ...

    async def user_settings(self, user_id: int) -> dict[str, Any]: ...

    async def set_user_settings(self, user_id: int, settings: dict[str, Any]) -> None: ...


class Where(TypedDict, total=False):
    """Where a channel sits, beside its server and its id."""

    parent_id: int | None  # a thread's channel
    preferred: object  # the server's preferred locale


def _chosen(rows: dict[int, str], channel_id: int, where: Where) -> str:
    """The channel's own setting, else its parent's, else the server's, else its preferred locale."""
    for key in (channel_id, where.get("parent_id"), SERVER):
        if key is not None and key in rows:
            return rows[key]
    preferred = where.get("preferred")
    return normalise(preferred) if preferred is not None else DEFAULT


def player_locale(interaction: Any) -> str:
    """The interacting player's own language (their Discord client's)."""
    return normalise(getattr(interaction, "locale", None))


class Languages:
    """The servers' and channels' language settings, read through a short cache."""

    def __init__(self, store: LanguageStore, clock: Callable[[], float] = time.monotonic) -> None:
        self.store = store
        self.clock = clock
        self._cache: LRU[int, tuple[float, dict[int, str]]] = LRU(SERVERS_KEPT)
        self._players: LRU[int, str] = LRU(PLAYERS_KEPT)

    async def settings(self, guild_id: int) -> dict[int, str]:
        now = self.clock()
        cached = self._cache.get(guild_id)
        if cached is not None and now - cached[0] < CACHE_SECONDS:
            return cached[1]
        stored = await self.store.channel_languages(guild_id)
        # A value stored before settings were checked, that we do not speak, counts as no
        # setting: it must not reach a file name, a catalog lookup or a comparison.
        rows = {channel: language for channel, language in stored.items() if language in LOCALES}
        self._cache[guild_id] = (now, rows)
        return rows

    async def set(self, guild_id: int, channel_id: int, language: str | None) -> None:
        """Set (or with None clear) the server's (channel_id SERVER) or a channel's language."""
        await self.store.set_channel_language(guild_id, channel_id, language)
        self._cache.pop(guild_id, None)

    async def remember_player(self, user_id: int, locale: object) -> None:
        """Note the language a player's client last showed (the `locale` user setting): Discord
        tells it only with an interaction, and a DM or reminder may reach them much later.
        Written only when it changed; English, the default, is not written for a player who never
        had another language (most players: a crowd of first interactions costs reads only)."""
        loc = normalise(locale)
        if self._players.get(user_id) == loc:
            return
        settings = await self.store.user_settings(user_id)
        if settings.get("locale", DEFAULT) != loc:
            await self.store.set_user_settings(user_id, {**settings, "locale": loc})
        self._players[user_id] = loc

    async def player(self, user_id: int) -> str:
        """The language of a player's DMs: their client's when they last interacted, else English."""
        if user_id not in self._players:
            settings = await self.store.user_settings(user_id)
            self._players[user_id] = normalise(settings.get("locale", DEFAULT))
        return self._players[user_id]

    async def channel(self, guild_id: int | None, channel_id: int, **where: Unpack[Where]) -> str:
        """The language of a channel's public messages."""
        rows = await self.settings(guild_id) if guild_id is not None else {}
        return _chosen(rows, channel_id, where)

    async def of(self, channel: Any) -> str:
        """The language of a discord.py channel or thread's public messages."""
        guild = getattr(channel, "guild", None)
        return await self.channel(
            getattr(guild, "id", None),
            channel.id,
            parent_id=getattr(channel, "parent_id", None),
            preferred=getattr(guild, "preferred_locale", None),
        )

    async def for_interaction(self, interaction: Any) -> str:
        """The language of public messages in the interaction's channel."""
        channel = interaction.channel
        return await self.channel(
            interaction.guild_id,
            interaction.channel_id or 0,
            parent_id=getattr(channel, "parent_id", None),
            preferred=getattr(interaction, "guild_locale", None),
        )
