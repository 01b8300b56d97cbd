"""Where players stand and what they played: `/game leaderboard`, `/game profile`, `/game replay`.

These are subcommands of the lobby's `/game` group, added to it when this extension loads (it
loads after the lobby). Ratings come from bot/ratings.py, replays from bot/replays.py.
"""

from __future__ import annotations

import contextlib
import zlib

import discord
from discord import app_commands

from .. import access, ratings
from ..app import TableBot, table_bot
from ..gamepictures import seat_names
from ..i18n import player_locale, t
from ..i18n.help import game_title, no_such_game
from ..longplay import own_record_outside_servers
from ..replays import DEFAULT_LIMIT
from ..replies import reply
from ..sent import Picture
from ..store import GameRow
from ..tables import Table, TableError
from .lobby import game_choices

LEADERBOARD_ROWS = 10


def _game_key(bot: TableBot, game: str, locale: str) -> str:
    if game in bot.games:
        return game
    for key, g in bot.games.items():
        if game.lower() in (g.title.lower(), game_title(locale, key, g).lower()):
            return key
    raise TableError(no_such_game(locale, game, bot.games))


async def display_name(bot: TableBot, guild: discord.Guild | None, player_id: int, locale: str = "en") -> str:
    """A name to draw in an image (images cannot show mentions)."""
    if ratings.is_bot(player_id):
        return ratings.bot_name(player_id, locale)
    member = guild.get_member(player_id) if guild is not None else None
    if member is not None:
        return member.display_name
    user = bot.get_user(player_id)
    if user is None and guild is not None:
        with contextlib.suppress(discord.HTTPException):
            user = await guild.fetch_member(player_id)
    return user.display_name if user is not None else t(locale, "standing-player", id=str(player_id))


@app_commands.command(name="leaderboard", description="The ratings of this server in one game")
@app_commands.describe(game="Which game", season="An earlier season (the current one if left out)")
@app_commands.autocomplete(game=game_choices)
async def leaderboard(
    interaction: discord.Interaction, game: str, season: app_commands.Range[int, 1] | None = None
) -> None:
    bot = table_bot(interaction)
    me = player_locale(interaction)
    key, guild = _game_key(bot, game, me), interaction.guild_id
    if guild is None:
        # Outside a server the board would rank everyone's games played in DMs with the bot.
        raise TableError(t(me, "standing-leaderboard-dm"))
    current = await ratings.current_season(bot.store, guild)
    if season is not None and season > current:
        raise TableError(t(me, "standing-no-season", current=current, season=season))
    here = await bot.languages.for_interaction(interaction)  # the answer is public
    await interaction.response.defer(thinking=True)
    chosen = season or current
    standings = await ratings.leaderboard(bot.store, guild, key, LEADERBOARD_ROWS, season=chosen)
    rows = [
        {
            "rank": i + 1,
            "name": await display_name(bot, interaction.guild, s.player_id, here),
            "rating": s.shown,
            "games": s.games,
            "trend": list(s.trend),
            "bot": ratings.is_bot(s.player_id),
        }
        for i, s in enumerate(standings)
    ]
    name = game_title(here, key, bot.games[key])
    title = t(here, "standing-leaderboard-title", game=name) + (
        t(here, "standing-leaderboard-season", season=chosen) if chosen > 1 else ""
    )
    words = {
        "player": t(here, "img-leaderboard-player"),
        "rating": t(here, "img-leaderboard-rating"),
        "games": t(here, "img-leaderboard-games"),
        "trend": t(here, "img-leaderboard-trend"),
        "empty": t(here, "img-leaderboard-empty"),
        "new": t(here, "img-leaderboard-new"),
    }
    view = {"title": title, "rows": rows, "words": words}
    from render import leaderboard as drawing

    data = (await bot.publisher.render(lambda: [("leaderboard.png", drawing.draw(view))]))[0][1]
    lines = [f"{i + 1}. {ratings.mention(s.player_id, here)} {s.shown}" for i, s in enumerate(standings)]
    await interaction.followup.send(
        "\n".join(lines) or t(here, "standing-leaderboard-empty", game=name),
        file=discord.File(Picture(data), "leaderboard.png"),
        allowed_mentions=discord.AllowedMentions.none(),
    )


@app_commands.command(name="profile", description="A player's ratings, games, wins and favourite opponents")
@app_commands.describe(user="Whose profile (yours if left out)")
async def profile(interaction: discord.Interaction, user: discord.User | None = None) -> None:
    bot = table_bot(interaction)
    me = player_locale(interaction)  # the answer is the asker's own
    who = user or interaction.user
    if not await own_record_outside_servers(interaction, who.id):
        return
    guild = interaction.guild_id
    standings = await ratings.standings_of(bot.store, guild, who.id)
    record = await bot.store.listings.record_of(who.id, guild)
    keys = sorted(set(standings) | set(record), key=lambda k: -record.get(k, (0, 0))[0])
    quiet = discord.AllowedMentions.none()
    if not keys:
        await reply(interaction, t(me, "standing-profile-none", user=f"<@{who.id}>"), allowed_mentions=quiet)
        return
    lines = [t(me, "standing-profile-title", user=f"<@{who.id}>")]
    sep = t(me, "gameui-name-sep")
    for key in keys:
        title = game_title(me, key, bot.games[key]) if key in bot.games else key
        played, won = record.get(key, (0, 0))
        s = standings.get(key)
        if s is None:
            rating = t(me, "standing-profile-unrated")
        else:
            rating = t(me, "standing-profile-rating", rating=s.shown, games=s.games)
        rivals = await ratings.favourite_opponents(bot.store, guild, key, who.id)
        named = [f"{ratings.mention(u, me)} ×{n}" for u, n in rivals]
        against = sep.join(named) or t(me, "standing-profile-nobody")
        lines.append(
            t(me, "standing-profile-row", game=title, rating=rating, played=played, won=won, against=against)
        )
    await reply(interaction, "\n".join(lines), allowed_mentions=quiet)


@app_commands.command(name="replay", description="An animated replay of this channel's game, or of a game id")
@app_commands.describe(game_id="A game of this server by number (else this channel's current or last game)")
async def replay(interaction: discord.Interaction, game_id: int | None = None) -> None:
    bot = table_bot(interaction)
    row = await _replay_row(bot, interaction, game_id)
    ui = bot.game_uis.get(row.game)
    if ui is None or ui.renderer is None:
        raise TableError(t(player_locale(interaction), "standing-replay-no-pictures"))
    here = await bot.languages.for_interaction(interaction)  # the answer is public
    await interaction.response.defer(thinking=True)
    limit = interaction.guild.filesize_limit if interaction.guild is not None else DEFAULT_LIMIT
    actions = await bot.store.actions(row.id)
    names = seat_names(bot, Table(row=row, game=ui.game), here)
    # The names are in the cached file's name with the language: a player renamed since is
    # drawn under the new name.
    kept_as = f"{here}-{zlib.crc32(chr(31).join(names).encode()):08x}"
    draw = ui.replay_draw(locale=here, names=names)
    found = await bot.replays.get(ui.game, draw, row, actions, limit, kept_as)
    where = t(here, REPLAY_STATUS.get(row.status, "standing-replay-finished"))
    if found.frames < found.steps:
        steps = t(here, "standing-replay-frames-of", frames=found.frames, steps=found.steps)
    else:
        steps = t(here, "standing-replay-frames", frames=found.frames)
    legend = " ".join(
        f"{t(here, 'img-seat', seat=s + 1)} = {ratings.mention(u, here)}" for s, u in enumerate(row.players)
    )
    title = game_title(here, row.game, ui.game)
    await interaction.followup.send(
        t(here, "standing-replay", game=title, id=row.id, where=where, steps=steps) + f"\n{legend}",
        file=discord.File(found.path, f"replay-{row.id}.gif"),
        allowed_mentions=discord.AllowedMentions.none(),
    )


# How a replay names the state of its game.
REPLAY_STATUS = {
    "active": "standing-replay-so-far",
    "finished": "standing-replay-finished",
    "abandoned": "standing-replay-abandoned",
}


async def _replay_row(bot: TableBot, interaction: discord.Interaction, game_id: int | None) -> GameRow:
    me = player_locale(interaction)
    if game_id is not None:
        row = await bot.store.game(game_id)
        # Another server's games, and games of channels the member cannot read, are answered
        # as a game that does not exist: the refusal must not tell that a hidden game exists.
        if (
            row is None
            or row.guild_id != interaction.guild_id
            or not await access.can_read(interaction, row.channel_id)
        ):
            raise TableError(t(me, "standing-replay-no-game", id=game_id))
    else:
        channel = interaction.channel_id or 0
        row = await bot.store.open_game(channel)
        if row is None:
            history = await bot.store.listings.history(channel, 1)
            row = await bot.store.game(history[0].id) if history else None
        if row is None or not await access.can_read(interaction, channel):
            raise TableError(t(me, "standing-replay-none-here"))
    if row.status == "lobby" or row.state is None:
        raise TableError(t(me, "standing-replay-not-started"))
    return row


@app_commands.command(name="season", description="Start a new rating season (Manage Server)")
async def season(interaction: discord.Interaction) -> None:
    bot = table_bot(interaction)
    if interaction.guild_id is None or not interaction.permissions.manage_guild:
        raise TableError(t(player_locale(interaction), "standing-season-manage"))
    old = await ratings.current_season(bot.store, interaction.guild_id)
    new = await ratings.new_season(bot.store, interaction.guild_id, bot.clock())
    here = await bot.languages.for_interaction(interaction)
    await reply(interaction, t(here, "standing-season", new=new, old=old), ephemeral=False)


COMMANDS = (leaderboard, profile, replay, season)


async def setup(bot: TableBot) -> None:
    group = bot.tree.get_command("game")
    if not isinstance(group, app_commands.Group):
        raise RuntimeError("the /game group must be loaded before the standing commands")
    for command in COMMANDS:
        group.add_command(command)


async def teardown(bot: TableBot) -> None:
    group = bot.tree.get_command("game")
    if isinstance(group, app_commands.Group):
        for command in COMMANDS:
            group.remove_command(command.name)
