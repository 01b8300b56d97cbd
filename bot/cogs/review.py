"""`/game review [game_id]` and the Review button of a final board (bot/review.py): a player's moves
of a finished game that scored most below a normal bot's, privately. Added to the lobby's `/game`
group; the reviews are worked out in the bot's AI workers at low priority."""

from __future__ import annotations

import discord
from discord import app_commands

from .. import access
from ..app import TableBot, table_bot
from ..i18n import player_locale, t
from ..review import ITEMS, Reviews, answer, attach
from ..tables import Table, TableError


@app_commands.command(
    name="review", description="Your moves of a finished game that scored most below a bot's"
)
@app_commands.describe(
    game_id="A game of this server by number (else your last finished game in this channel)"
)
async def review(interaction: discord.Interaction, game_id: int | None = None) -> None:
    table = await _reviewed(interaction, game_id)
    await answer(interaction, table)


async def _reviewed(interaction: discord.Interaction, game_id: int | None) -> Table:
    bot = table_bot(interaction)
    me = player_locale(interaction)
    if game_id is not None:
        table = await bot.tables.by_id(game_id)
        # Another server's games, and games of channels the member cannot read, are answered as
        # a game that does not exist: the refusal must not tell that a hidden game exists.
        if (
            table is None
            or table.row.guild_id != interaction.guild_id
            or not await access.can_read(interaction, table.row.channel_id)
        ):
            raise TableError(t(me, "review-no-game", id=game_id))
        return table
    channel = interaction.channel_id or 0
    for row in await bot.store.listings.history(channel, 25):
        if row.status == "finished" and interaction.user.id in row.players:
            table = await bot.tables.by_id(row.id)
            if table is not None:
                return table
    raise TableError(t(me, "review-none-here"))


async def setup(bot: TableBot) -> None:
    attach(bot, Reviews(bot.bot_player.thinker, bot.manifests))
    bot.add_dynamic_items(*ITEMS)
    group = bot.tree.get_command("game")
    if not isinstance(group, app_commands.Group):
        raise RuntimeError("the /game group must be loaded before /game review")
    group.add_command(review)


async def teardown(bot: TableBot) -> None:
    group = bot.tree.get_command("game")
    if isinstance(group, app_commands.Group):
        group.remove_command("review")
