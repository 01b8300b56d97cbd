"""The names the players go by on the server, as the pictures draw them.

Without the privileged members intent the member cache is empty, so a seat's name comes from
the interactions its player sends: each one carries the member as the server shows them (nick,
else global name, else user name). The latest name is noted at once, before the interaction is
handled (`seen`, called as the client dispatches it), so the board that answers it already draws
it; and it is stored in the table's meta (`remember`), so a restart, a replay or another process
draws it too. A name changes at the player's next interaction with the table.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from .lru import LRU
from .table_meta import MetaPatch, stored_names

if TYPE_CHECKING:
    from .repository import Tables
    from .tables import Table

log = logging.getLogger(__name__)

# Discord caps a display name at 32 characters; a forged longer one is cut to that.
MAX_NAME = 32
# (guild, user) -> the name last seen, and (channel, user) -> the name last stored for the table
# there: one entry per active player is enough, and an evicted one costs a read of the table.
CAPACITY = 20_000


def shown_name(user: discord.abc.User) -> str:
    """A member's name as the server shows it, cleaned for one line of a picture."""
    name = " ".join(str(user.display_name).split())
    return name[:MAX_NAME]


class DisplayNames:
    """The players' names as this process last saw them, and their storing with each table."""

    def __init__(self) -> None:
        self._seen: LRU[tuple[int, int], str] = LRU(CAPACITY)
        self._stored: LRU[tuple[int, int], str] = LRU(CAPACITY)

    def seen(self, interaction: discord.Interaction) -> None:
        """Note the name of whoever sent `interaction` (synchronous: before any handler runs)."""
        if interaction.guild_id is None:
            return  # a DM's user carries no server name
        name = shown_name(interaction.user)
        if name:
            self._seen[(interaction.guild_id, interaction.user.id)] = name

    def of(self, table: Table, user_id: int) -> str | None:
        """The seat holder's name: as last seen in the table's server, else as the table stored it."""
        guild = table.row.guild_id
        if guild:
            name = self._seen.get((guild, user_id))
            if name is not None:
                return name
        return stored_names(table.row.meta).get(str(user_id))

    async def remember(self, tables: Tables, interaction: discord.Interaction) -> None:
        """Store the sender's name with the channel's table when they sit at it and it changed."""
        channel, guild = interaction.channel_id, interaction.guild_id
        if channel is None or guild is None:
            return
        name = self._seen.get((guild, interaction.user.id))
        key = (channel, interaction.user.id)
        if name is None or self._stored.get(key) == name:
            return
        # Under the channel's lock: a move writes the meta it read, and would drop a name
        # stored between its read and its write.
        async with tables.lock(channel):
            table = await tables.find(channel)
            if table is None or table.seat_of(interaction.user.id) is None:
                return  # not (yet) a player here: stored at their next interaction once seated
            names = stored_names(table.row.meta)
            if names.get(str(interaction.user.id)) != name:
                patch: MetaPatch = {"names": {**names, str(interaction.user.id): name}}
                await tables.update_meta(table, **patch)
        self._stored[key] = name
