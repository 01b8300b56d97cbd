"""`/game ...`: open a table, gather players, start, watch, end. Knows no game's rules.

The lobby message and every public answer speak the channel's language; what only one member
sees (the host's panels, refusals, `/game history`...) speaks theirs (bot/locales/MOVING.md).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from games.core import GameError, Option

from .. import bot_seats, deadlines, longplay, table_meta, table_setting, turns
from ..app import TableBot, table_bot
from ..components import button, clicked_table, guarded, show_private, status_text
from ..gameui import seat_mark
from ..i18n import DEFAULT, maybe, names, normalise, player_locale, t
from ..i18n.help import game_title, help_text, no_such_game, rules_text
from ..i18n.refusals import GameName, refusal
from ..reader import Reader
from ..replies import reply
from ..services.seats import bot_named, ends_alone, needs_every_vote, vote_lifetime, votes_needed
from ..table_meta import TableMeta
from ..tables import NotSeated, Table, TableError

OPTIONS_PER_PAGE = 4


def can_manage(interaction: discord.Interaction) -> bool:
    perms = interaction.permissions
    return bool(perms.manage_channels or perms.administrator)


def parse_options(text: str | None) -> dict[str, Any]:
    """`"variants=all solo_level=2"` -> {"variants": "all", "solo_level": 2}."""
    out: dict[str, Any] = {}
    for part in (text or "").replace(",", " ").split():
        if "=" not in part:
            message = f"Write options as name=value, e.g. `mode=team`; {part!r} has no `=`."
            raise TableError(message, code="options_no_equals", part=repr(part))
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


def option_name(locale: object, key: str, name: str) -> str:
    """An option's name as the lobby shows it: its key (what `options:` takes) in English, the
    catalog's name for it elsewhere (`option-<game>-<name>`)."""
    return name if locale == DEFAULT else maybe(locale, f"option-{key}-{name}") or name


def option_description(locale: object, key: str, name: str, option: Option) -> str:
    return maybe(locale, f"option-{key}-{name}.description") or option.description or name


def option_value(locale: object, value: Any) -> str:
    """An option's value in words: on/off, a named choice (`option-value-<value>`), else as written."""
    if locale == DEFAULT:
        return _fmt(value)
    if isinstance(value, bool):
        return t(locale, "option-value-on" if value else "option-value-off")
    return maybe(locale, f"option-value-{value}") or str(value)


def lobby_embed(table: Table, locale: object = DEFAULT) -> discord.Embed:
    game, meta = table.game, table.row.meta
    name = game_title(locale, table.row.game, game)
    if table.row.status in ("active", "finished"):
        title = t(locale, "lobby-started-title", game=name, id=table.id)
        description = t(locale, "lobby-started-description")
    elif table.row.status == "abandoned":
        # Closed, the lobby has no buttons: the lines on pressing Join and Start go with them.
        title, description = t(locale, "lobby-title", game=name, id=table.id), None
    else:
        title = t(locale, "lobby-title", game=name, id=table.id)
        host = f"<@{table.host}>"
        description = t(locale, "lobby-description", min=game.min_players, max=game.max_players, host=host)
    embed = discord.Embed(title=title, description=description, colour=0x3BA55D)
    seated = "\n".join(
        f"{i + 1}. {bot_seats.mention(u, normalise(locale))}" for i, u in enumerate(table.players)
    )
    count = t(locale, "lobby-players", count=len(table.players), max=game.max_players)
    embed.add_field(name=count, value=seated or t(locale, "lobby-nobody"), inline=True)
    if table.row.options:
        opts = "\n".join(
            f"{option_name(locale, table.row.game, k)}: **{option_value(locale, v)}**"
            for k, v in table.row.options.items()
        )
        embed.add_field(name=t(locale, "lobby-options"), value=opts[:1024], inline=True)
    # The pace and what plays for a player who is not there, in the lobby and once started.
    pace = meta.get("pace")
    if pace in deadlines.PACE_LABELS:
        embed.add_field(name=t(locale, "lobby-pace"), value=deadlines.pace_label(locale, pace), inline=False)
    if deadlines.limit_of(meta) is None:
        auto = t(locale, "lobby-auto-none")
    else:
        auto = t(locale, "lobby-auto-deadline", misses=deadlines.AWAY_AFTER_MISSES)
    # Bots hold autopilot seats too, but they are named as bots elsewhere: list only people.
    seats = sorted(table_meta.autopilot_seats(meta))
    autopilot = [s for s in seats if s < len(table.players) and not table.is_bot(s)]
    if autopilot:
        listed = [table.who(s) for s in autopilot]
        who = ", ".join(listed) if locale == DEFAULT else names(locale, listed)
        auto += " " + t(locale, "lobby-auto-on", players=who)
    embed.add_field(name=t(locale, "lobby-automatic-play"), value=auto[:1024], inline=False)
    if table_meta.hints_on(meta):
        embed.add_field(name=t(locale, "hints-lobby-title"), value=t(locale, "hints-lobby-on"), inline=False)
    if table.row.status == "abandoned":
        embed.set_footer(text=t(locale, "lobby-closed"))
    return embed


def lobby_view(table: Table, locale: object = DEFAULT) -> discord.ui.View | None:
    """The lobby's buttons while it is open; None (no buttons) once the game has started."""
    return lobby_buttons(table, locale) if table.row.status == "lobby" else None


def lobby_buttons(table: Table, locale: object = DEFAULT) -> discord.ui.View:
    ops = ["join", "leave", "start", "bot", *(["options"] if table.game.options else [])]
    return _buttons(table, ops, locale)


def _buttons(table: Table, ops: Iterable[str], locale: object) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for op in ops:
        button = LobbyButton(table.id, op, locale)
        if op[3:] in bot_seats.LEVELS and op.startswith("bot"):
            button.item.label = bot_seats.rated(str(button.item.label), table.row.game, op[3:], locale)
        view.add_item(button)
    return view


# A button's style and its label's catalog id; the custom id is the same in every language.
_LOBBY_STYLE = {
    "join": (discord.ButtonStyle.success, "button-join"),
    "leave": (discord.ButtonStyle.secondary, "button-leave"),
    "start": (discord.ButtonStyle.primary, "button-start"),
    "solo": (discord.ButtonStyle.primary, "button-start-alone"),
    "wait": (discord.ButtonStyle.secondary, "button-wait-others"),
    "options": (discord.ButtonStyle.secondary, "button-options"),
    "bot": (discord.ButtonStyle.secondary, "button-add-bot"),
    "boteasy": (discord.ButtonStyle.secondary, "button-bot-easy"),
    "botnormal": (discord.ButtonStyle.primary, "button-bot-normal"),
    "bothard": (discord.ButtonStyle.danger, "button-bot-hard"),
    "unbot": (discord.ButtonStyle.secondary, "button-unbot"),
}
BOT_AUTOPILOT = bot_seats.AUTOPILOT_LEVELS
BOT_LEVEL_CHOICES = [app_commands.Choice(name=level, value=level) for level in bot_seats.LEVELS]
AUTOPILOT_CHOICES = [
    app_commands.Choice(name="default move (fast)" if level == "default" else level, value=level)
    for level in bot_seats.AUTOPILOT_LEVELS
]


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button], template=r"lobby:(?P<gid>\d+):(?P<op>[a-z]+)"):
    def __init__(self, game_id: int, op: str, locale: object = DEFAULT) -> None:
        self.game_id, self.op = game_id, op
        style, key = _LOBBY_STYLE.get(op, (discord.ButtonStyle.secondary, ""))
        label = t(locale, key) if key else op
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"lobby:{game_id}:{op}"))

    @property
    def edits_message(self) -> bool:
        """Join, Leave and Start rewrite the lobby message itself; Start alone and Wait for others
        the host's own question."""
        return self.op in ("join", "leave", "start", "solo", "wait")

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> LobbyButton:
        return cls(int(match["gid"]), match["op"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = table_bot(interaction)
        me = player_locale(interaction)
        table = await bot.tables.find(interaction.channel_id or 0)
        if table is None or table.id != self.game_id or table.row.status != "lobby":
            await reply(interaction, t(me, "lobby-not-gathering"))
            return
        channel, user = table.row.channel_id, interaction.user.id
        try:
            if self.op == "start":
                await start_table(interaction, bot, from_lobby_message=True)
            elif self.op == "solo":
                # The question loses its buttons, and its words on a Join button about to go.
                await interaction.response.edit_message(content=t(me, "lobby-start-alone-chosen"), view=None)
                await start_table(interaction, bot, alone=True)
            elif self.op == "wait":
                await interaction.response.edit_message(content=t(me, "lobby-start-waiting"), view=None)
            elif self.op == "options":
                await send_options_panel(interaction, table, 0)
            elif self.op == "bot" and user != table.host:
                await reply(interaction, t(me, "refusal-host_adds_bots"))
            elif self.op == "bot":
                # The host's choice of a bot's level, sent only to the host.
                panel = _buttons(table, ("boteasy", "botnormal", "bothard", "unbot"), me)
                await reply(interaction, t(me, "lobby-which-bot"), view=panel)
            elif self.op.startswith("bot") or self.op == "unbot":
                if self.op == "unbot":
                    table = await bot.lobby.remove_bot(channel, user)
                else:
                    table = await bot.lobby.add_bots(channel, user, self.op[3:])
                await _refresh_lobby_message(bot, table)
                seated = [bot_seats.mention(u, me) for u in table.players if bot_seats.is_bot(u)]
                listed = ", ".join(seated) if me == DEFAULT else names(me, seated)
                await reply(interaction, t(me, "lobby-bots-seated", bots=listed or t(me, "lobby-no-bots")))
            else:  # join, leave, or an op unknown here: the lobby message shows the table as it is now
                if self.op in ("join", "leave"):
                    seat = bot.lobby.join if self.op == "join" else bot.lobby.leave
                    table = await seat(channel, user)
                here = await bot.languages.for_interaction(interaction)
                await interaction.response.edit_message(
                    embed=lobby_embed(table, here), view=lobby_view(table, here)
                )
        except TableError as exc:
            await reply(interaction, refusal(me, exc))


async def start_table(
    interaction: discord.Interaction, bot: TableBot, *, from_lobby_message: bool = False, alone: bool = False
) -> None:
    """Start the channel's table; `alone`: the host has confirmed starting a game by themselves."""
    if not alone and (table := await _alone_at(bot, interaction)) is not None:
        # Started, the table loses its Join button: a host who pressed Start before friends sat
        # down would have to abandon the game to let them in.
        me = player_locale(interaction)
        await reply(interaction, t(me, "lobby-start-alone"), view=_buttons(table, ("solo", "wait"), me))
        return
    try:
        table = await bot.lobby.start(
            interaction.channel_id or 0, interaction.user.id, can_manage=can_manage(interaction)
        )
    except TableError as exc:
        await reply(interaction, refusal(player_locale(interaction), exc))
        return
    here = await bot.languages.for_interaction(interaction)
    if from_lobby_message:
        await interaction.response.edit_message(embed=lobby_embed(table, here), view=None)
    else:
        await _refresh_lobby_message(bot, table)
    # The squares are the seats' chip colours in the pictures; a game whose seats play in colours
    # of their own (Block Buster) names those in its first board instead.
    ui = bot.ui(table.row.game)
    await asyncio.to_thread(table.prepare)  # the engine's view and moves, read below and by the board
    chips = ui.seat_colours(table) is None
    order = ", ".join(
        f"{seat_mark(i) + ' ' if chips else ''}P{i + 1} {table.who(i)}" for i in range(len(table.players))
    )
    header = t(here, "lobby-begins", seats=order)
    await bot.publisher.post_board(table, header=header, interaction=interaction)
    if ui.has_private:
        for seat in range(len(table.players)):
            theirs = await bot.publisher.reader(table.user_of(seat))  # a DM: the player's own language
            await bot.publisher.send_private(table, seat, [ui.greeting(reader=Reader(table, theirs, seat))])
    if table.row.meta.get("autopilot"):
        bot.reminders.wake(table)  # bots that move first do so once the first board is out


async def _alone_at(bot: TableBot, interaction: discord.Interaction) -> Table | None:
    """The channel's table when its starter would play it alone (a game that allows one player,
    with one seat taken), so Start asks first; None when it would start, or be refused, at once."""
    if interaction.guild_id is None:
        return None  # a game in a DM: nobody else could join it anyway
    table = await bot.tables.find(interaction.channel_id or 0)
    if table is None or table.row.status != "lobby" or len(table.players) != 1 or table.game.min_players > 1:
        return None
    if interaction.user.id != table.host and not can_manage(interaction):
        return None  # refused by the start itself
    try:
        table.game.new(1, table.row.options, table.row.seed)
    except GameError:
        return None  # options a solo game cannot use: the start says why
    return table


async def _refresh_lobby_message(bot: TableBot, table: Table) -> None:
    message_id = table.row.meta.get("lobby_message")
    channel = await bot.publisher.channel(table) if message_id else None
    if channel is None or not message_id:
        return
    here = await bot.languages.of(channel)
    with contextlib.suppress(discord.HTTPException):
        await channel.get_partial_message(message_id).edit(
            embed=lobby_embed(table, here), view=lobby_view(table, here)
        )


async def send_options_panel(
    interaction: discord.Interaction, table: Table, page: int, *, turn: bool = False
) -> None:
    """The host's options, a page of them: a new panel from the lobby, or (`turn`) the next page
    on the panel clicked, so paging does not pile panels up."""
    me = player_locale(interaction)
    if interaction.user.id != table.host:
        await reply(interaction, t(me, "refusal-host_options"))
        return
    declared = list(table.game.options)
    pages = max(1, -(-len(declared) // OPTIONS_PER_PAGE))
    view = discord.ui.View(timeout=None)
    for name in declared[page * OPTIONS_PER_PAGE : (page + 1) * OPTIONS_PER_PAGE]:
        view.add_item(OptionSelect(table.id, name, table, me))
    if pages > 1:
        view.add_item(OptionPageButton(table.id, (page + 1) % pages, me))
    # Both buttons that open a panel are acknowledged first (`guarded`): the panel is a followup,
    # or the panel's own message, deferred as an update of it.
    if turn:
        await interaction.edit_original_response(content=t(me, "lobby-choose-options"), view=view)
    else:
        await interaction.followup.send(t(me, "lobby-choose-options"), view=view, ephemeral=True)


class OptionSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"opt:(?P<gid>\d+):(?P<name>\w+)"):
    def __init__(self, game_id: int, name: str, table: Table | None = None, locale: object = DEFAULT) -> None:
        self.game_id, self.name = game_id, name
        select = discord.ui.Select(custom_id=f"opt:{game_id}:{name}", min_values=1, max_values=1)
        if table is not None:
            key = table.row.game
            option = table.game.options[name]
            current = table.row.options.get(name, option.default)
            shown = option_name(locale, key, name)
            for choice in option.choices[:25]:
                label = f"{shown}: {option_value(locale, choice)}"[:100]
                select.add_option(label=label, value=str(choice), default=choice == current)
            select.placeholder = option_description(locale, key, name, option)[:150]
        super().__init__(select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> OptionSelect:
        return cls(int(match["gid"]), match["name"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        table = await _options_table(interaction, self.game_id)
        if table is None:
            return
        bot, me = table_bot(interaction), player_locale(interaction)
        raw = self.item.values[0]
        # A custom_id and a select's value come from the client: an option the game lacks or a
        # value it does not offer is the game's refusal (`normalize_options`), not a KeyError.
        option = table.game.options.get(self.name)
        value = next((c for c in option.choices if str(c) == raw), raw) if option is not None else raw
        try:
            table = await bot.lobby.set_options(table.row.channel_id, interaction.user.id, {self.name: value})
        except (TableError, GameError) as exc:
            await reply(interaction, refusal(me, exc, table.row.game))
            return
        shown = option_name(me, table.row.game, self.name)
        text = t(me, "lobby-option-now", name=shown, value=option_value(me, value))
        await interaction.response.edit_message(content=text)
        await _refresh_lobby_message(bot, table)


class OptionPageButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"optpage:(?P<gid>\d+):(?P<page>\d+)"
):
    def __init__(self, game_id: int, page: int, locale: object = DEFAULT) -> None:
        self.game_id, self.page = game_id, page
        super().__init__(button(f"optpage:{game_id}:{page}", t(locale, "lobby-more-options")))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: Any, match: Any
    ) -> OptionPageButton:
        return cls(int(match["gid"]), int(match["page"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        table = await _options_table(interaction, self.game_id)
        if table is not None:
            await send_options_panel(interaction, table, self.page, turn=True)


async def _options_table(interaction: discord.Interaction, game_id: int) -> Table | None:
    """The table an options panel was sent for, while its options may still change; else the
    panel says they are fixed now."""
    table = await clicked_table(interaction, game_id)
    if table is None or table.row.status != "lobby":
        me = player_locale(interaction)
        await interaction.response.edit_message(content=t(me, "lobby-options-fixed"), view=None)
        return None
    return table


async def game_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The games whose key, English title or title in the reader's language holds what is typed."""
    cur = current.lower()
    me = player_locale(interaction)
    found = []
    for k, g in table_bot(interaction).games.items():
        title = game_title(me, k, g)
        if cur in k or cur in g.title.lower() or cur in title.lower():
            found.append(app_commands.Choice(name=title, value=k))
    return found[:25]


class Lobby(commands.GroupCog, group_name="game", group_description="Play board games in this channel"):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        super().__init__()

    async def options_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        key = interaction.namespace.game  # None until a game is chosen
        game = self.bot.games.get(key) if key else None
        if game is None:
            return []
        done, _, last = current.rpartition(" ")
        prefix = f"{done} " if done else ""
        me = player_locale(interaction)
        choices = []
        for name, option in game.options.items():
            for value in option.choices:
                # What is typed stays the notation; another language sees it in words as well.
                text = f"{name}={_fmt(value)}"
                if text.startswith(last):
                    shown = prefix + text
                    if me != DEFAULT:
                        shown += f" · {option_name(me, key, name)}: {option_value(me, value)}"
                    choices.append(app_commands.Choice(name=shown[:100], value=(prefix + text)[:100]))
        return choices[:25]

    @app_commands.command()
    @app_commands.choices(
        pace=[app_commands.Choice(name=label, value=key) for key, label in deadlines.PACE_LABELS.items()],
        bot_level=BOT_LEVEL_CHOICES,
        autopilot=AUTOPILOT_CHOICES,
    )
    @app_commands.autocomplete(game=game_choices, options=options_autocomplete)
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
        hints: bool = False,
    ) -> None:
        """Open a table for a game in this channel

        Args:
            game: Which game
            options: Options as name=value pairs (you can also set them on the table)
            pace: Time for each decision before the bot plays a default move
            thread: Open the table in a new thread of this channel
            bots: Bots to seat at the table at once (you can add more with its Add bot button)
            bot_level: How well those bots play
            autopilot: How the bot plays for a player put on autopilot (/game kick)
            rated: Bot seats' games change people's ratings too
            hints: A Hint button shows each player the move a normal bot would play (the game is unrated)
        """
        if hints and rated:
            # A hint is the bot's play: a game that moves ratings must be the players' own.
            raise TableError("A rated game offers no hints: choose one or the other.", code="hints_rated")
        parsed = parse_options(options)
        chosen = self.bot.tables.game(game)  # or its refusal, naming the games there are
        most = chosen.max_players
        if bots + 1 > most:
            message = f"{chosen.title} seats {most} at most: you and {most - 1} bots."
            raise TableError(message, code="too_many_bots", game=GameName(game), most=most, bots=most - 1)
        try:
            chosen.normalize_options(parsed)
        except GameError as exc:
            # The channel may have no game yet: the refusal names the game it is about.
            raise TableError.of(exc, game) from None
        if bots:
            # Refused before anything is opened (a thread, a lobby) rather than half done.
            await self.bot.lobby.check_bot_tables(guild_id=interaction.guild_id, host_id=interaction.user.id)
        channel_id = interaction.channel_id or 0
        here = await self.bot.languages.for_interaction(interaction)
        title = game_title(here, game, chosen)
        target: discord.Thread | None = None
        if thread:
            channel = interaction.channel
            if not isinstance(channel, discord.TextChannel):
                raise TableError("A thread can only be opened from a text channel.", code="thread_text_only")
            name = t(here, "lobby-thread-name", game=title)
            target = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
            channel_id = target.id
        meta: TableMeta = {
            "pace": pace if pace in deadlines.PACES else deadlines.DEFAULT_PACE,
            "autopilot_level": autopilot if autopilot in BOT_AUTOPILOT else "default",
        }
        if rated:
            meta["rated"] = True
        if hints:
            meta["hints"] = True
        if await table_setting.inherited(self.bot, interaction.channel_id or 0):
            meta["table_mode"] = True
        table = await self.bot.lobby.create(
            guild_id=interaction.guild_id,
            channel_id=channel_id,
            host_id=interaction.user.id,
            game_key=game,
            options=parsed,
            meta=meta,
        )
        if bots:
            table = await self.bot.lobby.add_bots(channel_id, interaction.user.id, bot_level, bots)
        if target is not None:
            # A new thread speaks its parent channel's language until it is given its own.
            there = await self.bot.languages.of(target)
            message = await target.send(embed=lobby_embed(table, there), view=lobby_buttons(table, there))
            await target.add_user(interaction.user)
            text = t(here, "lobby-thread-open", game=title, channel=target.mention)
            await reply(interaction, text, ephemeral=False)
        else:
            await interaction.response.send_message(
                embed=lobby_embed(table, here), view=lobby_buttons(table, here)
            )
            message = await interaction.original_response()
        await self.bot.tables.update_meta(table, lobby_message=message.id)

    @app_commands.command()
    async def join(self, interaction: discord.Interaction) -> None:
        """Sit down at this channel's table"""
        table = await self.bot.lobby.join(interaction.channel_id or 0, interaction.user.id)
        here = await self.bot.languages.for_interaction(interaction)
        text = t(here, "lobby-joined", user=f"<@{interaction.user.id}>", count=len(table.players))
        await reply(interaction, text, ephemeral=False)
        await _refresh_lobby_message(self.bot, table)

    @app_commands.command()
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave this channel's table before it starts"""
        table = await self.bot.lobby.leave(interaction.channel_id or 0, interaction.user.id)
        here = await self.bot.languages.for_interaction(interaction)
        await reply(interaction, t(here, "lobby-left", user=f"<@{interaction.user.id}>"), ephemeral=False)
        await _refresh_lobby_message(self.bot, table)

    @app_commands.command()
    async def start(self, interaction: discord.Interaction) -> None:
        """Start the game (host)"""
        await start_table(interaction, self.bot)

    @app_commands.command()
    async def status(self, interaction: discord.Interaction) -> None:
        """What the game is waiting for, and from whom"""
        channel_id, me = interaction.channel_id or 0, player_locale(interaction)
        table = await self.bot.tables.find(channel_id)
        if table is not None:
            await reply(interaction, status_text(self.bot, table, me))
        else:  # between games: how the last one ended, so a player who missed it still learns
            await reply(interaction, await last_result_text(self.bot, channel_id, me))

    @app_commands.command()
    async def turns(self, interaction: discord.Interaction) -> None:
        """Every open game you sit in, on every server and in DMs, with whose turn it is"""
        user_id = interaction.user.id
        tables, total = await self.bot.tables.seated(user_id, turns.SHOWN)
        await reply(
            interaction, turns.turns_text(self.bot, tables, total, user_id, player_locale(interaction))
        )

    @app_commands.command()
    async def board(self, interaction: discord.Interaction) -> None:
        """Show the current board again"""
        table = await self.bot.tables.table(interaction.channel_id or 0)
        if table.row.status == "lobby":
            here = await self.bot.languages.for_interaction(interaction)
            await interaction.response.send_message(
                embed=lobby_embed(table, here), view=lobby_buttons(table, here)
            )
            return
        await self.bot.publisher.post_board(table, interaction=interaction)

    @app_commands.command()
    async def mine(self, interaction: discord.Interaction) -> None:
        """See your private information in this game (only you)"""
        table = await self.bot.tables.table(interaction.channel_id or 0)
        await show_private(interaction, table)

    @app_commands.command()
    async def abandon(self, interaction: discord.Interaction) -> None:
        """End this channel's game (host, Manage Channel, or a vote)"""
        table = await self.bot.tables.table(interaction.channel_id or 0)
        ends = ends_alone(table, interaction.user.id, can_manage(interaction))
        if not ends and table.seat_of(interaction.user.id) is None:
            raise NotSeated("Only players of this game can vote to abandon it.", code="vote_not_player")
        if not ends:
            votes_needed(table)  # a member alone with bots at a rated game has no vote to cast
        me = player_locale(interaction)
        game = game_title(me, table.row.game, table.game)
        rated = needs_every_vote(table)
        if ends:
            what = t(me, "lobby-abandon-ends-rated" if rated else "lobby-abandon-ends")
        else:
            what = t(me, "lobby-abandon-counts-all" if rated else "lobby-abandon-counts")
        text = t(me, "lobby-abandon-confirm", id=table.id, game=game, what=what)
        view = discord.ui.View(timeout=None).add_item(AbandonButton(table.id, me))
        await interaction.response.send_message(text, view=view, ephemeral=True)

    @app_commands.command()
    async def undo(self, interaction: discord.Interaction) -> None:
        """Take back your last move (others may have to agree)"""
        await longplay.undo(interaction, self.bot)

    @app_commands.command()
    async def log(self, interaction: discord.Interaction, count: app_commands.Range[int, 1, 50] = 10) -> None:
        """The last moves of this channel's game

        Args:
            count: How many moves (default 10)
        """
        await longplay.game_log(interaction, self.bot, count)

    @app_commands.command()
    async def history(
        self, interaction: discord.Interaction, count: app_commands.Range[int, 1, 25] = 10
    ) -> None:
        """Recent games of this channel and their results"""
        await longplay.history(interaction, self.bot, count)

    @app_commands.command()
    async def stats(self, interaction: discord.Interaction, member: discord.User | None = None) -> None:
        """Games played and won, per game"""
        await longplay.stats(interaction, self.bot, member)

    @app_commands.command()
    @app_commands.choices(
        reminders=[app_commands.Choice(name=v, value=v) for v in longplay.SETTINGS_CHOICES["reminders"]],
        private=[app_commands.Choice(name=v, value=v) for v in longplay.SETTINGS_CHOICES["private"]],
        language=[
            *(app_commands.Choice(name=longplay.LANGUAGE_NAMES[v], value=v) for v in longplay.LANGUAGES),
            app_commands.Choice(name="server's default", value=longplay.DEFAULT_LANGUAGE),
        ],
        where=[
            app_commands.Choice(name="the whole server", value="server"),
            app_commands.Choice(name="this channel only", value="channel"),
        ],
        table_message=[app_commands.Choice(name=v, value=v) for v in table_setting.CHOICES],
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        reminders: str | None = None,
        private: str | None = None,
        language: str | None = None,
        where: str = "server",
        table_message: str | None = None,
    ) -> None:
        """Your preferences; with language:, the language of this server or channel

        Args:
            reminders: Where reminders reach you
            private: How secret information reaches you
            language: The language of public messages (Manage Server)
            where: For the whole server (default) or only this channel
            table_message: One board per game edited in place, and a short line per turn (Manage Channel)
        """
        if table_message is not None:
            await table_setting.set_mode(interaction, self.bot, table_message)
        if language is not None:
            await longplay.set_language(interaction, self.bot, language, where)
        if (language is not None or table_message is not None) and reminders is None and private is None:
            return
        await longplay.settings(interaction, self.bot, {"reminders": reminders, "private": private})

    @app_commands.command()
    @app_commands.choices(level=AUTOPILOT_CHOICES)
    async def kick(
        self,
        interaction: discord.Interaction,
        member: discord.User,
        back: bool = False,
        level: str | None = None,
    ) -> None:
        """Let the bot play a player's moves (host or Manage Channel)

        Args:
            member: The player to put on autopilot
            back: Give the seat back to the player
            level: How the autopilot plays at this table (default: the engine's fast default move)
        """
        channel_id, user, manages = interaction.channel_id or 0, interaction.user.id, can_manage(interaction)
        table = await self.bot.tables.table(channel_id)
        if level is not None:
            await self.bot.seats.set_autopilot_level(channel_id, user, level, can_manage=manages)
        seat = table.seat_of_player(member.id)
        table = await self.bot.seats.set_autopilot(channel_id, user, seat, not back, can_manage=manages)
        here = await self.bot.languages.for_interaction(interaction)
        if back:
            await reply(interaction, t(here, "lobby-autopilot-off", user=f"<@{member.id}>"), ephemeral=False)
            return
        level = table_meta.autopilot_level(table.row.meta)
        if level == "default":
            how = t(here, "lobby-autopilot-default")
        else:
            how = t(here, "lobby-autopilot-level", level=option_value(here, level))
        text = t(here, "lobby-autopilot-on", user=f"<@{member.id}>", how=how)
        await reply(interaction, text, ephemeral=False)
        await self.bot.reminders.autoplay(table)

    async def bot_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table = await self.bot.tables.find(interaction.channel_id or 0)
        me = player_locale(interaction)
        seated = [u for u in table.players if bot_seats.is_bot(u)] if table is not None else []
        found = [(bot_seats.mention(u, me), str(bot_seats.number_of(u))) for u in seated]
        return [app_commands.Choice(name=n, value=v) for n, v in found if current.lower() in n.lower()][:25]

    @app_commands.command()
    @app_commands.autocomplete(bot=bot_autocomplete)
    async def replace(
        self,
        interaction: discord.Interaction,
        new_player: discord.User,
        member: discord.User | None = None,
        bot: str | None = None,
    ) -> None:
        """Hand a player's seat to another member (host or Manage Channel)

        Args:
            new_player: The member who takes the seat
            member: The player who gives it up
            bot: Or the bot that gives it up
        """
        if (member is None) == (bot is None):
            raise TableError("Name the member or the bot whose seat to hand on.", code="replace_whom")
        channel_id = interaction.channel_id or 0
        if member is not None:
            old = member.id
        else:
            old = bot_named(await self.bot.tables.table(channel_id), bot or "")
        table = await self.bot.seats.replace_player(
            channel_id, interaction.user.id, old, new_player.id, can_manage=can_manage(interaction)
        )
        here = await self.bot.languages.for_interaction(interaction)
        text = t(
            here, "lobby-replaced", new=f"<@{new_player.id}>", old=bot_seats.mention(old, here), id=table.id
        )
        await reply(interaction, text, ephemeral=False)
        seat = table.seat_of(new_player.id)
        if seat is not None and self.bot.ui(table.row.game).has_private:
            theirs = await self.bot.languages.player(new_player.id)
            await self.bot.publisher.send_private(table, seat, [t(theirs, "lobby-took-over")])

    @app_commands.command()
    @app_commands.autocomplete(game=game_choices)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        """How a game is played here"""
        me = player_locale(interaction)
        text = rules_text(game, me, self.bot.games.get(game)) if game in self.bot.games else None
        if text is None:
            text = no_such_game(me, game, self.bot.games)
        await reply(interaction, text)

    @app_commands.command()
    async def help(self, interaction: discord.Interaction) -> None:
        """How to play board games with Table Bot"""
        await reply(interaction, help_text(player_locale(interaction), self.bot.games))


async def last_result_text(bot: TableBot, channel_id: int, locale: str) -> str:
    """The result of the channel's last game, or how to start one when it had none."""
    rows = await bot.store.listings.history(channel_id, 1)
    table = await bot.tables.by_id(rows[0].id) if rows else None
    if table is None:
        return t(locale, "refusal-no_table")
    start = t(locale, "lobby-start-new")
    result = table.result() if table.row.status == "finished" else None
    if result is None:
        title = game_title(locale, table.row.game, table.game)
        return t(locale, "lobby-last-abandoned", id=table.id, game=title, start=start)
    said = bot.ui(table.row.game).result_text(result, reader=Reader(table, locale))
    return f"{said}\n{start}"


async def abandon_table(interaction: discord.Interaction, bot: TableBot, table: Table) -> None:
    """End a table (host or Manage Channel) or count a vote to end it, once confirmed."""
    channel_id, user = table.row.channel_id, interaction.user.id
    if ends_alone(table, user, can_manage(interaction)):
        table = await bot.seats.abandon(channel_id, user, can_manage=can_manage(interaction))
        here = await bot.languages.for_interaction(interaction)
        game = game_title(here, table.row.game, table.game)
        text = t(here, "lobby-abandoned-by", id=table.id, game=game, user=f"<@{user}>")
    else:
        table, votes, needed = await bot.seats.vote_abandon(channel_id, user)
        here = await bot.languages.for_interaction(interaction)
        if table.row.status == "abandoned":
            text = t(here, "lobby-abandoned-vote", id=table.id)
        else:
            days = max(1, round(vote_lifetime(table.row.meta) / 86400))
            count = {"votes": len(votes), "needed": needed, "days": days}
            text = t(here, "lobby-abandon-vote", user=f"<@{user}>", id=table.id, **count)
    await reply(interaction, text, ephemeral=False)
    if table.row.status == "abandoned":  # not while the vote still wants more players
        await _refresh_lobby_message(bot, table)
        await bot.publisher.retire_board(table)


class AbandonButton(discord.ui.DynamicItem[discord.ui.Button], template=r"abandon:(?P<gid>\d+)"):
    """**Yes, abandon** under the confirmation `/game abandon` asks for."""

    def __init__(self, game_id: int, locale: object = DEFAULT) -> None:
        self.game_id = game_id
        yes = t(locale, "button-abandon-yes")
        super().__init__(button(f"abandon:{game_id}", yes, style=discord.ButtonStyle.danger))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> AbandonButton:
        return cls(int(match["gid"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = table_bot(interaction)
        table = await bot.tables.find(interaction.channel_id or 0)
        if table is None or table.id != self.game_id:
            me = player_locale(interaction)
            await interaction.response.edit_message(content=t(me, "lobby-already-over"), view=None)
            return
        await abandon_table(interaction, bot, table)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Lobby(bot))
    bot.add_dynamic_items(LobbyButton, AbandonButton, OptionSelect, OptionPageButton, longplay.UndoVoteButton)
