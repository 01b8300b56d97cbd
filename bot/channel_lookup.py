"""A game's channel from the client's cache, found through the server the store keeps for it.

discord.py's `Client.get_channel` looks in the DMs, then asks every server the bot is in for
the id in turn: 2,000 servers at a million games, for every reminder and board of a restart's
catch-up. A game's row holds its server, so one lookup by id finds the server and one its
channel or thread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from .ports import ClientPort

Cached = discord.abc.GuildChannel | discord.Thread | discord.abc.PrivateChannel


def cached_channel(client: ClientPort, channel_id: int, guild_id: int | None) -> Cached | None:
    """The channel or thread `channel_id` of server `guild_id` (None: a DM) if the cache holds it.

    A server the cache lacks (unavailable, or left) holds none of its channels: None, as the
    walk over every server would have found, and the caller asks Discord (`fetch_channel`)."""
    if guild_id is None:
        return client.get_channel(channel_id)  # DMs are kept by id: no walk for those found
    guild = client.get_guild(guild_id)
    return guild.get_channel_or_thread(channel_id) if guild is not None else None
