"""The table message: for a channel that wants less scrolling, one board message per game that the
bot edits with the current state, and a short line per turn that pings whoever must act and links
to it.

The table message is the game's `board_message` (so reminders, DMs and /game status link to it),
marked by `table_mode` in the table's meta; a new table in a channel takes the mode from the
channel's last one (bot/table_setting.py). What it changes is how bot/publish.py shows a state:

- a move edits the table message to the newest committed state, read again just before the edit,
  so moves that came meanwhile (or were shown by another process) are one edit, never an older
  state after a newer; Discord's edit limit (about 5 per 5 s a channel) only makes the edits
  fewer, as the states that wait behind one are merged;
- a turn that waits for a person adds one line naming them (never a secret: names, the game and a
  link); a bot's turn adds nothing;
- the end of the game is posted as a new board, so the result is read in the flow, and the table
  message shows the final state too, unpinned;
- a table message someone deleted is posted again and its new id recorded; of two processes that
  both repost it, one records its own and the other deletes its copy.

Pinning needs Manage Messages, asked for only in this mode: without it (or at Discord's 50 pins
a channel) the table message is simply not pinned, and every turn's line still links to it.
"""

from __future__ import annotations

import contextlib
import logging

import discord

from .i18n import t
from .links import jump_url

log = logging.getLogger(__name__)


def turn_line(locale: str, user_ids: list[int], game: str, url: str) -> str:
    """One turn's line in the channel: who must act, in which game, and the link to the table."""
    users = ", ".join(f"<@{u}>" for u in user_ids)
    return t(locale, "tablemsg-turn", users=users, game=game, url=url)


def table_url(message: discord.Message | discord.PartialMessage) -> str:
    guild = message.guild.id if message.guild is not None else None
    return jump_url(guild, message.channel.id, message.id)


def can_pin(channel: object) -> bool:
    """Whether the bot may pin in `channel` (Manage Messages); True where it cannot tell (a DM, a
    server not cached): Discord's answer to the pin decides then."""
    if not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        return True
    me = channel.guild.me
    return me is None or channel.permissions_for(me).manage_messages


async def pin(message: discord.Message) -> bool:
    """Pin the table message if Discord lets the bot; False (and nothing else) when it does not."""
    if not can_pin(message.channel):
        return False
    try:
        await message.pin(reason="table message")
    except discord.HTTPException as exc:  # no permission after all, or 50 pins already
        log.info("table message %s not pinned: %s", message.id, exc)
        return False
    return True


async def unpin(channel: object, message_id: int) -> None:
    """Unpin a table message that is no longer the table's (best effort: it may be gone)."""
    partial = getattr(channel, "get_partial_message", None)
    if partial is None:
        return
    with contextlib.suppress(discord.HTTPException):
        await partial(message_id).unpin(reason="table message replaced")
