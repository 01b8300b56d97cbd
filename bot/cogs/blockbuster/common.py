"""Helpers shared by Block Buster's components: the table a component belongs to, files to send."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord

from ...replies import reply
from ...tables import Table
from ...ui import clicked_table

if TYPE_CHECKING:
    pass


async def open_table(interaction: discord.Interaction, game_id: int) -> Table | None:
    """The running game a component belongs to, or None after telling the user why not."""
    table = await clicked_table(interaction, game_id)
    if table is None or table.row.status != "active" or table.state is None:
        await reply(interaction, "That game is over; these buttons no longer do anything.")
        return None
    return table


def files(encoded: list[tuple[str, bytes]]) -> list[discord.File]:
    return [discord.File(io.BytesIO(data), filename=name) for name, data in encoded]
