"""Whether a move command is going to be refused, asked before it is acknowledged.

A move command thinks publicly (the channel sees it being played); a refusal is for the player
alone. Known before the acknowledgement, a refusal thinks privately from the start, so the
channel never sees a "thinking…" message that then vanishes. The guess is only about how to
think: the command itself decides, and a wrong guess (the game moved in between) still answers
correctly, through `Acknowledged`.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import discord

from games.core import GameError

if TYPE_CHECKING:
    from .ports import BotPort

# The one read a guess may make before the acknowledgement: past this, think publicly as before.
LOOK_WITHIN = 0.5


async def refused_ahead(interaction: discord.Interaction, bot: BotPort) -> bool:
    """True when the player sending this move command may not act in the channel's game (no
    game, not seated, not their turn), or, for `/play`, typed a move that game refuses."""
    name = getattr(interaction.command, "qualified_name", "")
    if name != "play" and name not in bot.public_commands:
        return False
    try:
        table = await asyncio.wait_for(bot.tables.find(interaction.channel_id or 0), LOOK_WITHIN)
    except Exception:  # a slow or failing read: the command will tell
        return False
    if table is None or table.row.status != "active" or table.state is None:
        return True  # no game here, or it has not started
    seat = table.seat_of(interaction.user.id)
    if seat is None or seat not in table.may_act():
        return True
    if name != "play":
        return False
    move = getattr(interaction.namespace, "move", None)
    if not isinstance(move, str):
        return False
    try:
        table.game.check(table.state, seat, table.game.parse(move.strip()))
    except GameError:
        return True
    except Exception:  # an engine's own failure is the command's to report
        return False
    return False
