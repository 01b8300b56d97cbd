"""Who may read a game's past (its replay, its log, its channel's history): whoever can read
that channel's or thread's history in Discord, and nobody else.

Without the privileged members intent the bot has no member cache, but it needs none:
- in the channel an interaction comes from, Discord sends the member's permissions there
  (`interaction.permissions`, computed by Discord with every overwrite and thread rule);
- for another channel of the same server, the interaction's member carries its role ids, and
  the guild cache (Guilds intent) has the roles and every channel's overwrites, so discord.py's
  `permissions_for` computes them as Discord does. A thread has no overwrites of its own: it
  is read with its parent's, and a private one also needs the member to be in it (or to hold
  Manage Threads there), which the bot asks Discord about (one request, no privileged intent).

Whatever cannot be shown (a channel deleted or no longer visible to the bot, a DM of someone
else, a member object missing) counts as not readable: the asker is told nothing exists.
"""

from __future__ import annotations

import logging

import discord

log = logging.getLogger(__name__)


def may_read(permissions: discord.Permissions) -> bool:
    """Seeing a channel is not enough to read what was said there before: a replay or a log is
    its past, which Discord shows only with Read Message History."""
    return permissions.view_channel and permissions.read_message_history


async def can_read(interaction: discord.Interaction, channel_id: int) -> bool:
    """Whether the interacting member can read the past of channel (or thread) `channel_id`."""
    if channel_id == interaction.channel_id:
        if interaction.guild_id is None:
            return True  # the member's own DM with the bot: nobody else can use it
        return may_read(interaction.permissions)
    guild, member = interaction.guild, interaction.user
    if guild is None or not isinstance(member, discord.Member):
        return False
    channel = guild.get_channel_or_thread(channel_id) or await _fetch(interaction, channel_id)
    if channel is None or getattr(getattr(channel, "guild", None), "id", None) != guild.id:
        return False
    if isinstance(channel, discord.Thread):
        return await _can_read_thread(channel, member)
    permissions_for = getattr(channel, "permissions_for", None)
    return permissions_for is not None and may_read(permissions_for(member))


async def _can_read_thread(thread: discord.Thread, member: discord.Member) -> bool:
    if thread.parent is None:
        return False  # its channel is gone, or the bot no longer sees it: nothing can be shown
    permissions = thread.permissions_for(member)
    if not may_read(permissions):
        return False
    if thread.type is not discord.ChannelType.private_thread or permissions.manage_threads:
        return True
    try:
        await thread.fetch_member(member.id)
    except discord.NotFound:
        return False
    except discord.HTTPException as exc:
        log.warning("thread %s: could not check whether %s is in it: %s", thread.id, member.id, exc)
        return False
    return True


async def _fetch(interaction: discord.Interaction, channel_id: int) -> object | None:
    """A channel the cache does not hold: an archived thread (Discord sends no archived thread
    at start-up), or a channel deleted since."""
    try:
        return await interaction.client.fetch_channel(channel_id)
    except (discord.HTTPException, discord.InvalidData):
        return None
