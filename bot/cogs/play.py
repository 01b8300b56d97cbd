"""`/play move:<notation>`: a typed move for any game, with autocomplete from `legal()`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from ..components import submit

if TYPE_CHECKING:
    from ..app import TableBot


async def legal_choices(
    bot: TableBot, interaction: discord.Interaction, current: str, *, prefix: str = ""
) -> list[app_commands.Choice[str]]:
    """Up to 25 legal notations of the user that start with `prefix` and match what they typed."""
    table = await bot.tables.find(interaction.channel_id or 0)
    if table is None or table.state is None:
        return []
    seat = table.seat_of(interaction.user.id)
    # A seat may act without being waited for (a Dice Town contender raising while the
    # Sheriff decides): it is offered its moves too.
    if seat is None or seat not in table.may_act():
        return []
    typed = current.strip().lower()
    out: list[app_commands.Choice[str]] = []
    for action in table.game.legal(table.state, seat):
        text = str(action)
        if not text.startswith(prefix):
            continue
        tail = text[len(prefix) :].strip()
        if typed and not tail.lower().startswith(typed) and typed not in tail.lower():
            continue
        out.append(app_commands.Choice(name=text[:100], value=tail[:100] or text[:100]))
        if len(out) == 25:
            break
    return out


class Play(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await legal_choices(self.bot, interaction, current)

    @app_commands.command(name="play", description="Make your move in this channel's game, typed")
    @app_commands.describe(move="Your move in the game's notation; start typing to see the legal ones")
    @app_commands.autocomplete(move=move_autocomplete)
    async def play(self, interaction: discord.Interaction, move: str) -> None:
        await submit(interaction, move.strip())


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Play(bot))
