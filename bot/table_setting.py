"""`/game settings table_message:` — whether a channel's games keep one table message (see
bot/table_message.py) instead of a new board per turn.

The mode is kept in each table's meta (`table_mode`): a game keeps the mode it was set to
whichever process shows it, and a new table takes it from the channel's last game, so the last
game set is the channel's default. Set on a channel's open table, it changes that game from its
next move; set where the channel's games have all ended, it is kept on the last one for the next.
"""

from __future__ import annotations

import discord

from . import table_message, table_meta
from .app import TableBot
from .i18n import player_locale, t
from .replies import reply
from .tables import Table

CHOICES = ("on", "off")


async def inherited(bot: TableBot, channel_id: int) -> bool:
    """Whether a new table in the channel starts in table mode: as the channel's last game was."""
    rows = await bot.store.listings.history(channel_id, 1)
    return bool(rows) and table_meta.table_mode(rows[0].meta)


async def _channel_table(bot: TableBot, channel_id: int) -> Table | None:
    """The channel's open table, else its last ended one (which carries the default)."""
    row = await bot.store.open_game(channel_id)
    if row is None:
        rows = await bot.store.listings.history(channel_id, 1)
        row = rows[0] if rows else None
    return None if row is None else await bot.tables.by_id(row.id)


async def set_mode(interaction: discord.Interaction, bot: TableBot, value: str) -> None:
    """Turn table mode on or off for this channel (its open game and the games after it). Manage
    Channels or the host of the open table; nothing changes otherwise."""
    me = player_locale(interaction)
    if value not in CHOICES:  # a forged value changes nothing
        await reply(interaction, t(me, "tablemsg-not-allowed"))
        return
    on = value == "on"
    channel_id = interaction.channel_id or 0
    table = await _channel_table(bot, channel_id)
    if table is None:
        await reply(interaction, t(me, "tablemsg-no-table"))
        return
    perms = interaction.permissions
    allowed = perms.manage_channels or perms.administrator
    if not allowed and not (
        table.row.status in ("lobby", "active") and table.row.host_id == interaction.user.id
    ):
        await reply(interaction, t(me, "tablemsg-not-allowed"))
        return
    if table_meta.table_mode(table.row.meta) != on:
        await bot.tables.update_meta(table, table_mode=True if on else None)
        await _follow(bot, table, on)
    lines = [t(me, "tablemsg-set-on" if on else "tablemsg-set-off")]
    if on and not interaction.app_permissions.manage_messages:
        # Asked for only now, and only said: the mode works without pinning.
        lines.append(t(me, "tablemsg-no-pin"))
    await reply(interaction, "\n".join(lines))


async def _follow(bot: TableBot, table: Table, on: bool) -> None:
    """A game in play: its current board becomes the table message (pinned when possible), or,
    turned off, stops being one and is unpinned."""
    message_id = table.row.meta.get("board_message")
    if table.row.status != "active" or not message_id:
        return
    channel = await bot.publisher.channel(table)
    if channel is None:
        return
    if not on:
        if table_meta.table_pinned(table.row.meta):
            await table_message.unpin(channel, message_id)
        await bot.tables.update_meta(table, table_pinned=None)
        return
    try:
        message = await channel.fetch_message(message_id)
    except discord.HTTPException:
        return  # gone: the next move posts the table message again
    if await table_message.pin(message):
        await bot.tables.update_meta(table, table_pinned=True)
