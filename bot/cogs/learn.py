"""`/game learn game:`: a guided game against one easy bot, in the player's DMs with the bot.

In DMs rather than a thread of the server: a lesson is one person's, so nobody else's channel
fills with it and no server permission (creating threads, sending in the channel) is needed; it
reads in the player's own language; it can be asked for from any server or from the DM itself,
and is found again there, like any DM game, by `/game turns`. A lesson is a table like any other
(bot/learn.py), so it is left with `/game abandon` in the DM and survives restarts; asking for the
same game again points to the lesson under way. Added to the lobby's `/game` group.
"""

from __future__ import annotations

import discord
from discord import app_commands

from .. import learn
from ..app import TableBot, table_bot
from ..display_names import shown_name
from ..i18n import player_locale, t
from ..i18n.help import game_title
from ..reader import Reader
from ..replies import reply
from ..tables import Table, TableError
from .lobby import game_choices
from .standing import _game_key


@app_commands.command(name="learn", description="Learn a game step by step, against a bot, in your DMs")
@app_commands.describe(game="Which game")
@app_commands.autocomplete(game=game_choices)
async def learn_game(interaction: discord.Interaction, game: str) -> None:
    bot = table_bot(interaction)
    me = player_locale(interaction)
    key = _game_key(bot, game, me)
    if learn.script_of(key) is None:
        raise TableError(t(me, "learn-not-yet", game=game_title(me, key, bot.games[key])))
    await bot.languages.remember_player(interaction.user.id, interaction.locale)
    try:
        dm = await bot.publisher.open_dm(interaction.user.id)
    except discord.HTTPException:
        raise TableError(t(me, "learn-no-dms")) from None
    current = await bot.tables.find(dm.id)
    if current is not None:
        await _point_to(bot, interaction, current, key, me)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    table = await _open(bot, interaction.user, dm.id, key)
    title = game_title(me, key, table.game)
    try:
        await bot.publisher.post_board(table, header=t(me, "learn-begins", game=title), channel=dm)
    except discord.Forbidden:
        # DMs closed: a lesson nobody can see is ended at once rather than left waiting.
        await bot.seats.abandon(dm.id, interaction.user.id)
        await reply(interaction, t(me, "learn-no-dms"))
        return
    ui = bot.ui(key)
    seat = learn.learner(table)
    if ui.has_private and seat is not None:
        await bot.publisher.send_private(table, seat, [ui.greeting(reader=Reader(table, me, seat))])
    if table.row.meta.get("autopilot"):
        bot.reminders.wake(table)  # the bot may move first
    url = await bot.publisher.board_url(table)
    await reply(interaction, t(me, "learn-opened", game=title, url=url or dm.jump_url))


async def _open(bot: TableBot, user: discord.abc.User, channel_id: int, key: str) -> Table:
    """The lesson's table: opened in the DM with the game's fixed seed, one easy bot, started.
    The learner's name is stored with it: a DM carries no server name to learn it from later, and
    the pictures would otherwise call them "P1"."""
    user_id = user.id
    await bot.lobby.create(
        guild_id=None,
        channel_id=channel_id,
        host_id=user_id,
        game_key=key,
        meta={"tutorial": True, "names": {str(user_id): shown_name(user)}},
        seed=learn.SEED,
    )
    await bot.lobby.add_bots(channel_id, user_id, learn.LEVEL, 1)
    return await bot.lobby.start(channel_id, user_id)


async def _point_to(
    bot: TableBot, interaction: discord.Interaction, current: Table, key: str, me: str
) -> None:
    """The DM already holds a game: the lesson under way, or another game to finish first."""
    title = game_title(me, current.row.game, current.game)
    url = await bot.publisher.board_url(current) or ""
    if learn.is_lesson(current) and current.row.game == key:
        await reply(interaction, t(me, "learn-resume", game=title, url=url))
    else:
        await reply(interaction, t(me, "learn-dm-busy", game=title, url=url))


async def setup(bot: TableBot) -> None:
    group = bot.tree.get_command("game")
    if not isinstance(group, app_commands.Group):
        raise RuntimeError("the /game group must be loaded before /game learn")
    group.add_command(learn_game)


async def teardown(bot: TableBot) -> None:
    group = bot.tree.get_command("game")
    if isinstance(group, app_commands.Group):
        group.remove_command("learn")
