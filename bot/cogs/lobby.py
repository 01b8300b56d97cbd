"""`/game ...`: open a table, gather players, start, watch, end. Knows no game's rules."""

from __future__ import annotations

import contextlib
import importlib.resources
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from render.core import SEAT_EMOJI

from .. import bots, deadlines, longplay
from ..components import DYNAMIC_ITEMS, clicked_table, guarded, show_private, status_text
from ..replies import reply
from ..table_meta import TableMeta
from ..tables import Table, TableError, vote_lifetime

if TYPE_CHECKING:
    from ..app import TableBot

OPTIONS_PER_PAGE = 4


def can_manage(interaction: discord.Interaction) -> bool:
    perms = interaction.permissions
    return bool(perms.manage_channels or perms.administrator)


def parse_options(text: str | None) -> dict[str, Any]:
    """`"variants=all solo_level=2"` -> {"variants": "all", "solo_level": 2}."""
    out: dict[str, Any] = {}
    for part in (text or "").replace(",", " ").split():
        if "=" not in part:
            raise TableError(f"Write options as name=value, e.g. `mode=team`; {part!r} has no `=`.")
        name, value = part.split("=", 1)
        out[name.strip()] = _coerce(value.strip())
    return out


def _coerce(value: str) -> Any:
    low = value.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    if value.lstrip("-").isdigit():
        return int(value)
    return value


def _fmt(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def lobby_embed(table: Table) -> discord.Embed:
    game = table.game
    embed = discord.Embed(
        title=f"{game.title}: a new table (game #{table.id})",
        description=(
            f"{game.min_players}-{game.max_players} players. Press **Join** to sit down; "
            f"the host <@{table.host}> presses **Start** when everyone is here."
        ),
        colour=0x3BA55D,
    )
    players = "\n".join(f"{i + 1}. {table.who(i)}" for i in range(len(table.players))) or "nobody yet"
    embed.add_field(name=f"Players ({len(table.players)}/{game.max_players})", value=players, inline=True)
    if table.row.options:
        opts = "\n".join(f"{k}: **{_fmt(v)}**" for k, v in table.row.options.items())
        embed.add_field(name="Options", value=opts[:1024], inline=True)
    _pace_fields(embed, table)
    if table.row.status == "abandoned":
        embed.set_footer(text="This table was closed.")
    return embed


def _pace_fields(embed: discord.Embed, table: Table) -> None:
    """The pace and what plays for a player who is not there, in the lobby and once started."""
    meta = table.row.meta
    pace = meta.get("pace")
    if table.row.status in ("active", "finished"):
        embed.title = f"{table.game.title}: game #{table.id} has started"
        embed.description = "Seats in the order below; the board is posted under this message."
    if pace in deadlines.PACE_LABELS:
        embed.add_field(name="Pace", value=deadlines.PACE_LABELS[pace], inline=False)
    if deadlines.limit_of(meta) is None:
        auto = "None: with no deadline, the game waits for each player."
    else:
        auto = (
            "When a player's time runs out I play a default move for them; after "
            f"{deadlines.AWAY_AFTER_MISSES} missed deadlines in a row they are marked away, and the "
            "host can put the seat on autopilot (`/game kick`) or hand it on (`/game replace`)."
        )
    # Bots hold autopilot seats too, but they are named as bots elsewhere: list only people.
    autopilot = [s for s in meta.get("autopilot", []) if s < len(table.players) and not table.is_bot(s)]
    if autopilot:
        auto += " On autopilot: " + ", ".join(table.who(s) for s in autopilot) + "."
    embed.add_field(name="Automatic play", value=auto[:1024], inline=False)


def lobby_view(table: Table) -> discord.ui.View | None:
    """The lobby's buttons while it is open; None (no buttons) once the game has started."""
    return lobby_buttons(table) if table.row.status == "lobby" else None


def lobby_buttons(table: Table) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(LobbyButton(table.id, "join"))
    view.add_item(LobbyButton(table.id, "leave"))
    view.add_item(LobbyButton(table.id, "start"))
    view.add_item(LobbyButton(table.id, "bot"))
    if table.game.options:
        view.add_item(LobbyButton(table.id, "options"))
    return view


_LOBBY_STYLE = {
    "join": (discord.ButtonStyle.success, "Join"),
    "leave": (discord.ButtonStyle.secondary, "Leave"),
    "start": (discord.ButtonStyle.primary, "Start"),
    "options": (discord.ButtonStyle.secondary, "Options"),
    "bot": (discord.ButtonStyle.secondary, "Add bot"),
    "boteasy": (discord.ButtonStyle.secondary, "Easy bot"),
    "botnormal": (discord.ButtonStyle.primary, "Normal bot"),
    "bothard": (discord.ButtonStyle.danger, "Hard bot"),
    "unbot": (discord.ButtonStyle.secondary, "Remove a bot"),
}
BOT_AUTOPILOT = bots.AUTOPILOT_LEVELS
BOT_LEVEL_CHOICES = [app_commands.Choice(name=level, value=level) for level in bots.LEVELS]
AUTOPILOT_CHOICES = [
    app_commands.Choice(name="default move (fast)" if level == "default" else level, value=level)
    for level in bots.AUTOPILOT_LEVELS
]


def bot_panel(table: Table) -> discord.ui.View:
    """The host's choice of a bot's level (sent only to the host)."""
    view = discord.ui.View(timeout=None)
    for op in ("boteasy", "botnormal", "bothard", "unbot"):
        view.add_item(LobbyButton(table.id, op))
    return view


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button], template=r"lobby:(?P<gid>\d+):(?P<op>[a-z]+)"):
    def __init__(self, game_id: int, op: str) -> None:
        self.game_id, self.op = game_id, op
        style, label = _LOBBY_STYLE.get(op, (discord.ButtonStyle.secondary, op))
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"lobby:{game_id}:{op}"))

    @property
    def edits_message(self) -> bool:
        """Join, Leave and Start rewrite the lobby message itself."""
        return self.op in ("join", "leave", "start")

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> LobbyButton:
        return cls(int(match["gid"]), match["op"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot: TableBot = interaction.client  # type: ignore[assignment]
        table = await bot.tables.find(interaction.channel_id or 0)
        if table is None or table.id != self.game_id or table.row.status != "lobby":
            await reply(interaction, "This table is no longer gathering players.")
            return
        try:
            if self.op == "join":
                table = await bot.tables.join(table.row.channel_id, interaction.user.id)
            elif self.op == "leave":
                table = await bot.tables.leave(table.row.channel_id, interaction.user.id)
            elif self.op == "start":
                await start_table(interaction, bot, from_lobby_message=True)
                return
            elif self.op == "options":
                await send_options_panel(interaction, table, 0)
                return
            elif self.op == "bot":
                if interaction.user.id != table.host:
                    await reply(interaction, "Only the host can add bots.")
                    return
                await reply(interaction, "Which bot sits down?", view=bot_panel(table))
                return
            elif self.op.startswith("bot") or self.op == "unbot":
                if self.op == "unbot":
                    table = await bot.tables.remove_bot(table.row.channel_id, interaction.user.id)
                else:
                    table = await bot.tables.add_bots(table.row.channel_id, interaction.user.id, self.op[3:])
                await _refresh_lobby_message(bot, table)
                seated = ", ".join(table.who(s) for s in range(len(table.players)) if table.is_bot(s))
                await reply(interaction, f"Bots at the table: {seated or 'none'}.")
                return
        except TableError as exc:
            await reply(interaction, str(exc))
            return
        await interaction.response.edit_message(embed=lobby_embed(table), view=lobby_view(table))


async def start_table(
    interaction: discord.Interaction, bot: TableBot, *, from_lobby_message: bool = False
) -> None:
    try:
        table = await bot.tables.start(
            interaction.channel_id or 0, interaction.user.id, can_manage=can_manage(interaction)
        )
    except TableError as exc:
        await reply(interaction, str(exc))
        return
    if from_lobby_message:
        await interaction.response.edit_message(embed=lobby_embed(table), view=None)
    else:
        await interaction.response.defer()
        await _refresh_lobby_message(bot, table)
    # The squares are the seats' chip colours in the pictures; a game whose seats play in colours
    # of their own (Block Buster) names those in its first board instead.
    chips = bot.ui(table.row.game).seat_colours(table) is None
    order = ", ".join(
        f"{SEAT_EMOJI[i % len(SEAT_EMOJI)] + ' ' if chips else ''}P{i + 1} {table.who(i)}"
        for i in range(len(table.players))
    )
    await bot.publisher.post_board(table, header=f"The game begins. Seats: {order}.", interaction=interaction)
    if bot.ui(table.row.game).has_private:
        for seat in range(len(table.players)):
            await bot.publisher.send_private(table, seat, [bot.ui(table.row.game).greeting(table, seat)])
    if table.row.meta.get("autopilot"):
        bot.reminders.wake(table)  # bots that move first do so once the first board is out


async def _refresh_lobby_message(bot: TableBot, table: Table) -> None:
    message_id = table.row.meta.get("lobby_message")
    if not message_id:
        return
    channel = await bot.publisher.channel(table.row.channel_id)
    if channel is None:
        return
    with contextlib.suppress(discord.HTTPException):
        await channel.get_partial_message(message_id).edit(embed=lobby_embed(table), view=lobby_view(table))


async def send_options_panel(interaction: discord.Interaction, table: Table, page: int) -> None:
    if interaction.user.id != table.host:
        await reply(interaction, "Only the host can change the options.")
        return
    names = list(table.game.options)
    pages = max(1, -(-len(names) // OPTIONS_PER_PAGE))
    view = discord.ui.View(timeout=None)
    for name in names[page * OPTIONS_PER_PAGE : (page + 1) * OPTIONS_PER_PAGE]:
        view.add_item(OptionSelect(table.id, name, table))
    if pages > 1:
        view.add_item(OptionPageButton(table.id, (page + 1) % pages))
    text = "Choose the options; the table shows them as you change them."
    if interaction.response.is_done():
        await interaction.followup.send(text, view=view, ephemeral=True)
    elif interaction.message is not None and interaction.message.flags.ephemeral:
        await interaction.response.edit_message(content=text, view=view)
    else:
        await interaction.response.send_message(text, view=view, ephemeral=True)


class OptionSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"opt:(?P<gid>\d+):(?P<name>\w+)"):
    def __init__(self, game_id: int, name: str, table: Table | None = None) -> None:
        self.game_id, self.name = game_id, name
        select = discord.ui.Select(custom_id=f"opt:{game_id}:{name}", min_values=1, max_values=1)
        if table is not None:
            option = table.game.options[name]
            current = table.row.options.get(name, option.default)
            for choice in option.choices[:25]:
                select.add_option(
                    label=f"{name}: {_fmt(choice)}"[:100], value=str(choice), default=choice == current
                )
            select.placeholder = (option.description or name)[:150]
        super().__init__(select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> OptionSelect:
        return cls(int(match["gid"]), match["name"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot: TableBot = interaction.client  # type: ignore[assignment]
        table = await clicked_table(interaction, self.game_id)
        if table is None or table.row.status != "lobby":
            await interaction.response.edit_message(
                content="The game has started; options are fixed.", view=None
            )
            return
        raw = self.item.values[0]
        option = table.game.options[self.name]
        value = next((c for c in option.choices if str(c) == raw), raw)
        try:
            table = await bot.tables.set_options(
                table.row.channel_id, interaction.user.id, {self.name: value}
            )
        except TableError as exc:
            await reply(interaction, str(exc))
            return
        await interaction.response.edit_message(content=f"{self.name} is now **{_fmt(value)}**.")
        await _refresh_lobby_message(bot, table)


class OptionPageButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"optpage:(?P<gid>\d+):(?P<page>\d+)"
):
    def __init__(self, game_id: int, page: int) -> None:
        self.game_id, self.page = game_id, page
        super().__init__(discord.ui.Button(label="More options", custom_id=f"optpage:{game_id}:{page}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: Any
    ) -> OptionPageButton:
        return cls(int(match["gid"]), int(match["page"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        table = await clicked_table(interaction, self.game_id)
        if table is None or table.row.status != "lobby":
            await interaction.response.edit_message(
                content="The game has started; options are fixed.", view=None
            )
            return
        await send_options_panel(interaction, table, self.page)


def rules_text(key: str) -> str | None:
    try:
        return (importlib.resources.files("bot") / "help" / f"{key}.md").read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return None


HELP = """\
**Table Bot** hosts board games in this channel, at your own pace.
• `/game new game:<name>` opens a table; others press **Join**; the host presses **Start**.
• On your turn you are mentioned. Play with the buttons under the board,
  **Choose a move**, or `/play move:`.
• `/game status` says what the game waits for; `/game board` shows the board again.
• Secret information (dice, hands) comes by DM; if your DMs are closed,
  press **Show mine** or use `/game mine`.
• `/game rules game:<name>` explains a game;
  `/game abandon` ends one (host, Manage Channel, or a player vote).
Games: {games}."""


class Lobby(commands.GroupCog, group_name="game", group_description="Play board games in this channel"):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        super().__init__()

    async def game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        cur = current.lower()
        return [
            app_commands.Choice(name=g.title, value=k)
            for k, g in self.bot.games.items()
            if cur in k or cur in g.title.lower()
        ][:25]

    async def options_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        key = getattr(interaction.namespace, "game", None)
        game = self.bot.games.get(key) if key else None
        if game is None:
            return []
        done, _, last = current.rpartition(" ")
        prefix = f"{done} " if done else ""
        choices = []
        for name, option in game.options.items():
            for value in option.choices:
                text = f"{name}={_fmt(value).lower() if isinstance(value, bool) else value}"
                if text.startswith(last):
                    choices.append(
                        app_commands.Choice(name=(prefix + text)[:100], value=(prefix + text)[:100])
                    )
        return choices[:25]

    @app_commands.command(name="new", description="Open a table for a game in this channel")
    @app_commands.describe(
        game="Which game",
        options="Options as name=value pairs (you can also set them on the table)",
        pace="Time for each decision before the bot plays a default move",
        thread="Open the table in a new thread of this channel",
        bots="Bots to seat at the table at once (you can add more with its Add bot button)",
        bot_level="How well those bots play",
        autopilot="How the bot plays for a player put on autopilot (/game kick)",
        rated="Bot seats' games change people's ratings too",
    )
    @app_commands.choices(
        pace=[app_commands.Choice(name=label, value=key) for key, label in deadlines.PACE_LABELS.items()],
        bot_level=BOT_LEVEL_CHOICES,
        autopilot=AUTOPILOT_CHOICES,
    )
    @app_commands.autocomplete(game=game_autocomplete, options=options_autocomplete)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        options: str | None = None,
        pace: str = deadlines.DEFAULT_PACE,
        thread: bool = False,
        bots: app_commands.Range[int, 0, 5] = 0,
        bot_level: str = "normal",
        autopilot: str = "default",
        rated: bool = False,
    ) -> None:
        parsed = parse_options(options)
        if game not in self.bot.games:
            raise TableError(f"There is no game called {game!r}. Games: {', '.join(self.bot.games)}.")
        if bots + 1 > self.bot.games[game].max_players:
            most = self.bot.games[game].max_players
            raise TableError(f"{self.bot.games[game].title} seats {most} at most: you and {most - 1} bots.")
        self.bot.games[game].normalize_options(parsed)  # type: ignore[attr-defined]
        channel_id = interaction.channel_id or 0
        target: discord.Thread | None = None
        if thread:
            channel = interaction.channel
            if not isinstance(channel, discord.TextChannel):
                raise TableError("A thread can only be opened from a text channel.")
            target = await channel.create_thread(
                name=f"{self.bot.games[game].title} table", type=discord.ChannelType.public_thread
            )
            channel_id = target.id
        meta: TableMeta = {
            "pace": pace if pace in deadlines.PACES else deadlines.DEFAULT_PACE,
            "autopilot_level": autopilot if autopilot in BOT_AUTOPILOT else "default",
        }
        if rated:
            meta["rated"] = True
        table = await self.bot.tables.create(
            guild_id=interaction.guild_id,
            channel_id=channel_id,
            host_id=interaction.user.id,
            game_key=game,
            options=parsed,
            meta=meta,
        )
        if bots:
            table = await self.bot.tables.add_bots(channel_id, interaction.user.id, bot_level, bots)
        if target is not None:
            message = await target.send(embed=lobby_embed(table), view=lobby_buttons(table))
            await target.add_user(interaction.user)
            await reply(
                interaction, f"The {table.game.title} table is open in {target.mention}.", ephemeral=False
            )
        else:
            await interaction.response.send_message(embed=lobby_embed(table), view=lobby_buttons(table))
            message = await interaction.original_response()
        await self.bot.tables.update_meta(table, lobby_message=message.id)

    @app_commands.command(name="join", description="Sit down at this channel's table")
    async def join(self, interaction: discord.Interaction) -> None:
        table = await self.bot.tables.join(interaction.channel_id or 0, interaction.user.id)
        await reply(
            interaction,
            f"<@{interaction.user.id}> joined ({len(table.players)} at the table).",
            ephemeral=False,
        )
        await _refresh_lobby_message(self.bot, table)

    @app_commands.command(name="leave", description="Leave this channel's table before it starts")
    async def leave(self, interaction: discord.Interaction) -> None:
        table = await self.bot.tables.leave(interaction.channel_id or 0, interaction.user.id)
        await reply(interaction, f"<@{interaction.user.id}> left the table.", ephemeral=False)
        await _refresh_lobby_message(self.bot, table)

    @app_commands.command(name="start", description="Start the game (host)")
    async def start(self, interaction: discord.Interaction) -> None:
        await start_table(interaction, self.bot)

    @app_commands.command(name="status", description="What the game is waiting for, and from whom")
    async def status(self, interaction: discord.Interaction) -> None:
        channel_id = interaction.channel_id or 0
        table = await self.bot.tables.find(channel_id)
        if table is None:
            # Between games: how the last one ended, so a player who missed it still learns.
            await reply(interaction, await last_result_text(self.bot, channel_id))
            return
        await reply(interaction, status_text(self.bot, table))

    @app_commands.command(name="board", description="Show the current board again")
    async def board(self, interaction: discord.Interaction) -> None:
        table = await self.bot.tables.table(interaction.channel_id or 0)
        if table.row.status == "lobby":
            await interaction.response.send_message(embed=lobby_embed(table), view=lobby_buttons(table))
            return
        await self.bot.publisher.post_board(table, interaction=interaction)

    @app_commands.command(name="mine", description="See your private information in this game (only you)")
    async def mine(self, interaction: discord.Interaction) -> None:
        table = await self.bot.tables.table(interaction.channel_id or 0)
        await show_private(interaction, table)

    @app_commands.command(
        name="abandon", description="End this channel's game (host, Manage Channel, or a vote)"
    )
    async def abandon(self, interaction: discord.Interaction) -> None:
        table = await self.bot.tables.table(interaction.channel_id or 0)
        ends = interaction.user.id == table.host or can_manage(interaction)
        if not ends and table.seat_of(interaction.user.id) is None:
            await reply(interaction, "Only players of this game can vote to abandon it.")
            return
        what = "This ends it for everyone, now." if ends else "Your vote counts towards ending it."
        view = discord.ui.View(timeout=None)
        view.add_item(AbandonButton(table.id))
        await interaction.response.send_message(
            f"Abandon game #{table.id} of {table.game.title}? {what} Nothing happens unless you press "
            "**Yes, abandon**.",
            view=view,
            ephemeral=True,
        )


    @app_commands.command(name="undo", description="Take back your last move (others may have to agree)")
    async def undo(self, interaction: discord.Interaction) -> None:
        await longplay.undo(interaction, self.bot)

    @app_commands.command(name="log", description="The last moves of this channel's game")
    @app_commands.describe(count="How many moves (default 10)")
    async def log(self, interaction: discord.Interaction, count: app_commands.Range[int, 1, 50] = 10) -> None:
        await longplay.game_log(interaction, self.bot, count)

    @app_commands.command(name="history", description="Recent games of this channel and their results")
    async def history(
        self, interaction: discord.Interaction, count: app_commands.Range[int, 1, 25] = 10
    ) -> None:
        await longplay.history(interaction, self.bot, count)

    @app_commands.command(name="stats", description="Games played and won, per game")
    async def stats(self, interaction: discord.Interaction, member: discord.User | None = None) -> None:
        await longplay.stats(interaction, self.bot, member)

    @app_commands.command(name="settings", description="Your preferences: reminders and private messages")
    @app_commands.describe(
        reminders="Where reminders reach you", private="How secret information reaches you"
    )
    @app_commands.choices(
        reminders=[app_commands.Choice(name=v, value=v) for v in longplay.SETTINGS_CHOICES["reminders"]],
        private=[app_commands.Choice(name=v, value=v) for v in longplay.SETTINGS_CHOICES["private"]],
    )
    async def settings(
        self, interaction: discord.Interaction, reminders: str | None = None, private: str | None = None
    ) -> None:
        await longplay.settings(interaction, self.bot, {"reminders": reminders, "private": private})

    @app_commands.command(
        name="kick", description="Let the bot play a player's moves (host or Manage Channel)"
    )
    @app_commands.describe(
        member="The player to put on autopilot",
        back="Give the seat back to the player",
        level="How the autopilot plays at this table (default: the engine's fast default move)",
    )
    @app_commands.choices(level=AUTOPILOT_CHOICES)
    async def kick(
        self,
        interaction: discord.Interaction,
        member: discord.User,
        back: bool = False,
        level: str | None = None,
    ) -> None:
        channel_id = interaction.channel_id or 0
        table = await self.bot.tables.table(channel_id)
        if level is not None:
            await self.bot.tables.set_autopilot_level(
                channel_id, interaction.user.id, level, can_manage=can_manage(interaction)
            )
        seat = table.seat_of(member.id)
        if seat is None:
            raise TableError(f"<@{member.id}> is not playing in this game.")
        table = await self.bot.tables.set_autopilot(
            channel_id, interaction.user.id, seat, not back, can_manage=can_manage(interaction)
        )
        if back:
            await reply(interaction, f"<@{member.id}> plays their own moves again.", ephemeral=False)
            return
        how = table.row.meta.get("autopilot_level", "default")
        how = "default moves" if how == "default" else f"at {how} level"
        await reply(
            interaction, f"🤖 The bot now plays for <@{member.id}> (autopilot, {how}).", ephemeral=False
        )
        await self.bot.reminders.autoplay(table)

    @app_commands.command(
        name="replace", description="Hand a player's seat to another member (host or Manage Channel)"
    )
    async def replace(
        self, interaction: discord.Interaction, member: discord.User, new_player: discord.User
    ) -> None:
        table = await self.bot.tables.replace_player(
            interaction.channel_id or 0,
            interaction.user.id,
            member.id,
            new_player.id,
            can_manage=can_manage(interaction),
        )
        await reply(
            interaction,
            f"<@{new_player.id}> takes over the seat of <@{member.id}> in game #{table.id}.",
            ephemeral=False,
        )
        if self.bot.ui(table.row.game).has_private:
            seat = table.seat_of(new_player.id)
            if seat is not None:
                await self.bot.publisher.send_private(
                    table, seat, ["You took over this seat. Here is what it holds."]
                )

    @app_commands.command(name="rules", description="How a game is played here")
    @app_commands.autocomplete(game=game_autocomplete)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        if game not in self.bot.games:
            raise TableError(f"There is no game called {game!r}. Games: {', '.join(self.bot.games)}.")
        g = self.bot.games[game]
        text = rules_text(game) or (
            f"**{g.title}**, {g.min_players}-{g.max_players} players. Start with `/game new game:{game}`; "
            "on your turn use the buttons under the board or `/play move:`."
        )
        await reply(interaction, text[:2000])

    @app_commands.command(name="help", description="How to play board games with Table Bot")
    async def help(self, interaction: discord.Interaction) -> None:
        games = ", ".join(f"{g.title} (`{k}`)" for k, g in self.bot.games.items())
        await reply(interaction, HELP.format(games=games))


async def last_result_text(bot: TableBot, channel_id: int) -> str:
    """The result of the channel's last game, or how to start one when it had none."""
    rows = await bot.store.history(channel_id, 1)
    table = await bot.tables.by_id(rows[0].id) if rows else None
    if table is None:
        return "There is no game in this channel. Start one with /game new."
    start = "Start a new one with `/game new`."
    result = table.result() if table.row.status == "finished" else None
    if result is None:
        return f"The last game here, #{table.id} of {table.game.title}, was abandoned. {start}"
    return f"{bot.ui(table.row.game).result_text(table, result)}\n{start}"


async def abandon_table(interaction: discord.Interaction, bot: TableBot, table: Table) -> None:
    """End a table (host or Manage Channel) or count a vote to end it, once confirmed."""
    channel_id = table.row.channel_id
    if interaction.user.id == table.host or can_manage(interaction):
        table = await bot.tables.abandon(
            channel_id, interaction.user.id, can_manage=can_manage(interaction)
        )
        await reply(
            interaction,
            f"Game #{table.id} of {table.game.title} was abandoned by <@{interaction.user.id}>.",
            ephemeral=False,
        )
    else:
        table, votes, needed = await bot.tables.vote_abandon(channel_id, interaction.user.id)
        if table.row.status == "abandoned":
            await reply(
                interaction, f"Game #{table.id} was abandoned by a vote of its players.", ephemeral=False
            )
        else:
            days = round(vote_lifetime(table.row.meta) / 86400)
            await reply(
                interaction,
                f"<@{interaction.user.id}> votes to abandon game #{table.id} "
                f"({len(votes)}/{needed} votes needed; a vote stands for "
                f"{'a day' if days <= 1 else f'{days} days'} while its player keeps the seat).",
                ephemeral=False,
            )
            return
    await _refresh_lobby_message(bot, table)
    await bot.publisher._retire_previous_board(table, None)


class AbandonButton(discord.ui.DynamicItem[discord.ui.Button], template=r"abandon:(?P<gid>\d+)"):
    """**Yes, abandon** under the confirmation `/game abandon` asks for."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label="Yes, abandon", style=discord.ButtonStyle.danger, custom_id=f"abandon:{game_id}"
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> AbandonButton:
        return cls(int(match["gid"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot: TableBot = interaction.client  # type: ignore[assignment]
        table = await bot.tables.find(interaction.channel_id or 0)
        if table is None or table.id != self.game_id:
            await interaction.response.edit_message(content="That game is already over.", view=None)
            return
        await abandon_table(interaction, bot, table)


DYNAMIC_ITEMS.extend([LobbyButton, AbandonButton, OptionSelect, OptionPageButton, longplay.UndoVoteButton])


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Lobby(bot))
