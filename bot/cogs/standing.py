"""Where players stand and what they played: `/game leaderboard`, `/game profile`, `/game replay`.

These are subcommands of the lobby's `/game` group, added to it when this extension loads (it
loads after the lobby). Ratings come from bot/ratings.py, replays from bot/replays.py.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from .. import ratings
from ..replays import DEFAULT_LIMIT, Replays
from ..replies import reply
from ..store import GameRow
from ..tables import TableError

if TYPE_CHECKING:
    from ..app import TableBot

LEADERBOARD_ROWS = 10


def _bot(interaction: discord.Interaction) -> TableBot:
    return interaction.client  # type: ignore[return-value]


async def _game_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    cur = current.lower()
    games = _bot(interaction).games
    found = [(k, g.title) for k, g in games.items() if cur in k or cur in g.title.lower()]
    return [app_commands.Choice(name=title, value=k) for k, title in found][:25]


def _game_key(bot: TableBot, game: str) -> str:
    if game in bot.games:
        return game
    for key, g in bot.games.items():
        if g.title.lower() == game.lower():
            return key
    raise TableError(f"There is no game called {game!r}. Games: {', '.join(bot.games)}.")


async def display_name(bot: TableBot, guild: discord.Guild | None, player_id: int) -> str:
    """A name to draw in an image (images cannot show mentions)."""
    if ratings.is_bot(player_id):
        return ratings.bot_name(player_id)
    member = guild.get_member(player_id) if guild is not None else None
    if member is not None:
        return member.display_name
    user = bot.get_user(player_id)
    if user is None and guild is not None:
        try:
            user = await guild.fetch_member(player_id)
        except discord.HTTPException:
            user = None
    return user.display_name if user is not None else f"player {player_id}"


_mention = ratings.mention


@app_commands.command(name="leaderboard", description="The ratings of this server in one game")
@app_commands.describe(game="Which game", season="An earlier season (the current one if left out)")
@app_commands.autocomplete(game=_game_autocomplete)
async def leaderboard(
    interaction: discord.Interaction, game: str, season: app_commands.Range[int, 1] | None = None
) -> None:
    bot = _bot(interaction)
    key = _game_key(bot, game)
    current = await ratings.current_season(bot.store, interaction.guild_id)
    if season is not None and season > current:
        raise TableError(f"This server is in season {current}; there is no season {season} yet.")
    await interaction.response.defer(thinking=True)
    chosen = season or current
    standings = await ratings.leaderboard(
        bot.store, interaction.guild_id, key, LEADERBOARD_ROWS, season=chosen
    )
    rows = [
        {
            "rank": i + 1,
            "name": await display_name(bot, interaction.guild, s.player_id),
            "rating": s.shown,
            "games": s.games,
            "trend": list(s.trend),
            "bot": ratings.is_bot(s.player_id),
        }
        for i, s in enumerate(standings)
    ]
    title = f"{bot.games[key].title} · leaderboard" + (f" · season {chosen}" if chosen > 1 else "")
    view = {"title": title, "rows": rows}
    from render import leaderboard as drawing

    data = (await bot.publisher.render(lambda: [("leaderboard.png", drawing.draw(view))]))[0][1]
    pairs = zip(rows, standings, strict=True)
    lines = [f"{r['rank']}. {_mention(s.player_id)} {r['rating']}" for r, s in pairs]
    await interaction.followup.send(
        "\n".join(lines) or f"No rated {bot.games[key].title} games on this server yet.",
        file=discord.File(io.BytesIO(data), "leaderboard.png"),
        allowed_mentions=discord.AllowedMentions.none(),
    )


@app_commands.command(name="profile", description="A player's ratings, games, wins and favourite opponents")
@app_commands.describe(user="Whose profile (yours if left out)")
async def profile(interaction: discord.Interaction, user: discord.User | None = None) -> None:
    bot = _bot(interaction)
    who = user or interaction.user
    guild = interaction.guild_id
    standings = await ratings.standings_of(bot.store, guild, who.id)
    record = await bot.store.record_of(who.id, guild)
    keys = sorted(set(standings) | set(record), key=lambda k: -record.get(k, (0, 0))[0])
    if not keys:
        await reply(interaction, f"<@{who.id}> has not finished a game here yet.",
                    allowed_mentions=discord.AllowedMentions.none())
        return
    lines = [f"**Profile of <@{who.id}>**"]
    for key in keys:
        title = bot.games[key].title if key in bot.games else key
        played, won = record.get(key, (0, 0))
        s = standings.get(key)
        rating = f"rating {s.shown} ({s.games} rated)" if s is not None else "not rated yet"
        rivals = await ratings.favourite_opponents(bot.store, guild, key, who.id)
        against = ", ".join(f"{_mention(u)} ×{n}" for u, n in rivals) or "nobody yet"
        lines.append(f"**{title}**: {rating} · {played} played, {won} won · most played with {against}")
    await reply(interaction, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none())


@app_commands.command(name="replay", description="An animated replay of this channel's game, or of a game id")
@app_commands.describe(game_id="A game of this server by number (else this channel's current or last game)")
async def replay(interaction: discord.Interaction, game_id: int | None = None) -> None:
    bot = _bot(interaction)
    row = await _replay_row(bot, interaction, game_id)
    ui = bot.ui(row.game) if row.game in bot.game_uis else None
    if ui is None or ui.renderer is None:
        raise TableError("This game has no pictures to replay.")
    await interaction.response.defer(thinking=True)
    limit = interaction.guild.filesize_limit if interaction.guild is not None else DEFAULT_LIMIT
    actions = await bot.store.actions(row.id)
    replays = _replays(bot)
    found = await replays.get(ui.game, ui.renderer.draw, row, actions, limit)
    where = "so far" if row.status == "active" else row.status
    steps = f"{found.frames} frames" + (f" of {found.steps} steps" if found.frames < found.steps else "")
    legend = " ".join(f"P{s + 1} = {_mention(u)}" for s, u in enumerate(row.players))
    await interaction.followup.send(
        f"{ui.game.title}, game {row.id} ({where}): {steps}.\n{legend}",
        file=discord.File(found.path, f"replay-{row.id}.gif"),
        allowed_mentions=discord.AllowedMentions.none(),
    )


async def _replay_row(bot: TableBot, interaction: discord.Interaction, game_id: int | None) -> GameRow:
    if game_id is not None:
        row = await bot.store.game(game_id)
        # Another server's games are not shown here.
        if row is None or row.guild_id != interaction.guild_id:
            raise TableError(f"There is no game {game_id} on this server.")
    else:
        channel = interaction.channel_id or 0
        row = await bot.store.open_game(channel)
        if row is None:
            history = await bot.store.history(channel, 1)
            row = await bot.store.game(history[0].id) if history else None
        if row is None:
            raise TableError("There is no game in this channel yet.")
    if row.status == "lobby" or row.state is None:
        raise TableError("That game has not started yet: there is nothing to replay.")
    return row


def _replays(bot: TableBot) -> Replays:
    replays = getattr(bot, "replays", None)
    if replays is None:
        replays = Replays.beside(bot.settings.database_path)
        bot.replays = replays  # type: ignore[attr-defined]
    return replays


@app_commands.command(name="season", description="Start a new rating season (Manage Server)")
async def season(interaction: discord.Interaction) -> None:
    bot = _bot(interaction)
    if interaction.guild_id is None or not interaction.permissions.manage_guild:
        raise TableError("Only someone with Manage Server can start a new season, on a server.")
    old = await ratings.current_season(bot.store, interaction.guild_id)
    new = await ratings.new_season(bot.store, interaction.guild_id, bot.clock())
    await reply(
        interaction,
        f"Season {new} starts now: every rating starts afresh. Season {old}'s leaderboards stay: "
        f"`/game leaderboard season:{old}`.",
        ephemeral=False,
    )


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
