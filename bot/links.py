"""Jump links: the address of a table's message, which a Discord client opens at that message."""

from __future__ import annotations

from .i18n import t
from .table_meta import TableMeta


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    # A DM's messages live under @me, as Discord writes their links.
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def table_url(guild_id: int | None, channel_id: int, status: str, meta: TableMeta) -> str | None:
    """The table's current message: its board in play, its lobby before; None while none is posted."""
    message = meta.get("lobby_message") if status == "lobby" else meta.get("board_message")
    return None if message is None else jump_url(guild_id, channel_id, message)


def linked(locale: str, line: str, url: str | None, key: str = "links-board") -> str:
    """`line` followed by a link to the message it speaks of (`key` words it); as it is while
    no such message is posted."""
    return line if url is None else t(locale, key, line=line, url=url)
