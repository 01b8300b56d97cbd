"""Persistent components. Each carries its game id (and, for moves, the version it was drawn for
and the action's notation) in its custom_id, so it keeps working after a restart and a stale
click is refused politely. Callbacks only build actions; the table service judges them."""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar, cast

import discord
from discord.ext import commands

from games.core import GameError

from .i18n import DEFAULT, has, player_locale, t
from .i18n.help import game_title
from .i18n.refusals import refusal
from .links import linked, table_url
from .playing import play
from .ports import BotPort, table_bot
from .reader import Reader
from .replies import acknowledge, explain_error, name_seats, reply
from .sent import Picture
from .services.moves import Kind, MoveRequest, Origin, Version
from .tables import Forbidden, Table, TableError

CUSTOM_ID_MAX = 100
# The words of each pace (deadlines.PACE_LABELS) in the catalog.
PACE_WORDS = {
    "live": "components-pace-live",
    "hour": "components-pace-hour",
    "day": "components-pace-day",
    "3days": "components-pace-3days",
    "none": "components-pace-none",
}


# A component's callback, as `guarded` takes and gives it back (its own signature kept, so that it
# still overrides discord.py's `callback` as written).
Callback = TypeVar("Callback", bound=Callable[[Any, discord.Interaction], Coroutine[Any, Any, None]])


def guarded(callback: Callback) -> Callback:
    """Wrap a component callback: acknowledged before it runs (unless the component answers
    with a modal, which must be the first answer: `opens_modal`; `edits_message` when it rewrites
    the channel message it is on), and no exception ever surfaces as "This interaction failed"."""

    @functools.wraps(callback)
    async def wrapper(self: Any, interaction: discord.Interaction) -> None:
        try:
            if not getattr(self, "opens_modal", False):
                edits = getattr(self, "edits_message", False)
                if not await acknowledge(interaction, edits_message=edits):
                    return  # another process has it, or nobody does (see `acknowledge`)
            await callback(self, interaction)
        except Exception as exc:
            await explain_error(interaction, exc)

    return cast(Callback, wrapper)


class GameCog(commands.GroupCog):
    """A game's `/<key> ...` commands."""

    key = ""

    def __init__(self, bot: BotPort) -> None:
        self.bot = bot
        super().__init__()

    async def _table(self, interaction: discord.Interaction) -> Table:
        """This channel's started game of `key`, for the game's own commands; a sentence otherwise."""
        table = await self.bot.tables.table(interaction.channel_id or 0)
        me, key = player_locale(interaction), self.key
        if table.row.game != key:
            here, other = game_title(me, table.row.game, table.game), game_title(me, key, self.bot.games[key])
            raise TableError(t(me, "components-other-game", game=here, command=key, other=other))
        if table.state is None or table.row.status != "active":
            raise TableError(t(me, "components-not-started"))
        return table


async def running_table(bot: BotPort, channel_id: int | None, key: str) -> Table | None:
    """This channel's running game of `key`; quietly None otherwise (autocomplete answers with no
    choices, never an error)."""
    table = await bot.tables.find(channel_id or 0)
    if table is None or table.row.game != key or table.state is None or table.row.status != "active":
        return None
    return table


async def seat_to_act(bot: BotPort, interaction: discord.Interaction, key: str) -> tuple[Table, int] | None:
    """For autocomplete: this channel's running game of `key` and the user's seat when it is their
    turn; quietly None otherwise."""
    table = await running_table(bot, interaction.channel_id, key)
    if table is None:
        return None
    seat = table.seat_of(interaction.user.id)
    return None if seat is None or seat not in table.to_act() else (table, seat)


async def clicked_table(interaction: discord.Interaction, game_id: int) -> Table | None:
    """The game a component names (None if there is none), once the click is known to come from
    where that game is played: its channel or thread, or the DM of one of its players.

    A custom_id can be forged, so the game id it carries proves nothing; a click from anywhere
    else is refused with a sentence (Forbidden) and reads nothing of the game.
    """
    table = await table_bot(interaction).tables.by_id(game_id)
    if table is None or interaction.channel_id == table.row.channel_id:
        return table
    channel = interaction.channel
    private = channel is not None and channel.type == discord.ChannelType.private
    in_dm = interaction.guild_id is None and private
    if in_dm and table.seat_of(interaction.user.id) is not None:
        return table
    raise Forbidden(t(player_locale(interaction), "components-elsewhere"))


def attachments(encoded: list[tuple[str, bytes]]) -> list[discord.File]:
    """Files to send, from pictures the publisher rendered (name, PNG bytes)."""
    return [discord.File(Picture(data), filename=name) for name, data in encoded]


async def answer_drawn(
    interaction: discord.Interaction,
    content: str,
    images: Callable[[], list[tuple[str, Any]]],
    *,
    view: discord.ui.View | None = None,
    quiet: bool = False,
) -> None:
    """Answer the user alone with `content` and the pictures `images` draws, in a worker thread
    once the interaction is acknowledged; `quiet`: its mentions ping nobody."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    files = attachments(await table_bot(interaction).publisher.render(images))
    extra: dict[str, Any] = {"view": view} if view is not None else {}
    if quiet:
        extra["allowed_mentions"] = discord.AllowedMentions.none()
    await interaction.followup.send(content, files=files, ephemeral=True, **extra)


async def submit(
    interaction: discord.Interaction,
    notation: str,
    *,
    game_id: int | None = None,
    expected_version: int | None = None,
    origin: Kind | None = None,
) -> None:
    """A player's move from Discord (a button, a chooser, a typed command), played and shown by
    `playing.play`: acknowledged first, then played, then published (which cannot lose a saved
    move), or its refusal explained with a few legal moves."""
    bot = table_bot(interaction)
    typed = interaction.type is discord.InteractionType.application_command
    kind: Kind = origin or ("typed" if typed else "button")
    request = MoveRequest(
        interaction.user.id, (notation,), Version(game_id, expected_version), Origin(kind, interaction.id)
    )

    async def refused(exc: TableError | GameError) -> None:
        await reply(interaction, await name_seats(interaction, await _with_hint(bot, interaction, exc)))

    await play(bot, interaction.channel_id or 0, request, interaction=interaction, refused=refused)


async def _with_hint(bot: BotPort, interaction: discord.Interaction, exc: Exception) -> str:
    """An illegal move's sentence in the player's language, plus a few legal moves when they are
    few enough to list."""
    me = player_locale(interaction)
    table = await bot.tables.find(interaction.channel_id or 0) if isinstance(exc, GameError) else None
    if table is None or table.state is None:
        return refusal(me, exc)
    message = refusal(me, exc, table.row.game)
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        return message
    legal = table.legal(seat)
    if 0 < len(legal) <= 6:
        message += "\n" + t(me, "components-you-can-play") + ", ".join(f"`{a}`" for a in legal)
    elif legal:
        hint = bot.ui(table.row.game).move_hint(reader=Reader(table, me, seat))
        message += "\n" + t(me, "components-legal-moves", count=len(legal), hint=hint)
    return message


def button(custom_id: str, label: str, **more: Any) -> discord.ui.Button[Any]:
    """A persistent component's button, its label cut to the 80 characters Discord takes."""
    return discord.ui.Button(label=label[:80], custom_id=custom_id, **more)


class ActButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"act:(?P<gid>\d+):(?P<ver>\d+):(?P<n>.+)"
):
    """Plays one action, for the version of the game it was drawn for."""

    def __init__(
        self,
        game_id: int,
        version: int,
        notation: str,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
        row: int | None = None,
    ) -> None:
        self.game_id, self.version, self.notation = game_id, version, notation
        super().__init__(
            button(f"act:{game_id}:{version}:{notation}", label or notation, style=style, row=row)
        )

    # A move's button answers by taking the buttons off its message (the board, or the
    # player's menu); a refusal follows as the clicker's own message.
    edits_message = True

    @classmethod
    def of(
        cls, table: Table, action: Any, label: str, style: discord.ButtonStyle = discord.ButtonStyle.primary
    ) -> ActButton:
        """The button playing `action` at the table's current version."""
        return cls(table.id, table.version, str(action), label, style)

    @staticmethod
    def fits(table: Table, action: Any) -> bool:
        return len(f"act:{table.id}:{table.version}:{action}") <= CUSTOM_ID_MAX

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> ActButton:
        return cls(int(match["gid"]), int(match["ver"]), match["n"], item.label)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await submit(interaction, self.notation, game_id=self.game_id, expected_version=self.version)


class TableButton(discord.ui.DynamicItem[discord.ui.Button], template=r"(?!)"):
    """A button that names only its game (`<prefix>:<game id>`), for any open table: a subclass
    gives its prefix, label and emoji, and answers in `answer`. A tail older boards carry after
    the id (a version) is accepted and ignored."""

    prefix: str
    label: str  # the catalog id of the button's label (or, not in the catalog, the label itself)
    emoji: str

    def __init_subclass__(cls, *, prefix: str, label: str, emoji: str) -> None:
        super().__init_subclass__(template=rf"{prefix}:(?P<gid>\d+)(?::\d+)?")
        cls.prefix, cls.label, cls.emoji = prefix, label, emoji

    def __init__(self, game_id: int, *, locale: str = DEFAULT, text: str | None = None) -> None:
        self.game_id = game_id
        label = text or (t(locale, self.label) if has(self.label) else self.label)
        secondary = discord.ButtonStyle.secondary
        super().__init__(button(f"{self.prefix}:{game_id}", label, emoji=self.emoji, style=secondary))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> TableButton:
        # The label stays as the board was drawn with it (in its channel's language).
        return cls(int(match["gid"]), text=getattr(item, "label", None))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        table = await clicked_table(interaction, self.game_id)
        if table is None or not table.row.open:
            await reply(interaction, t(player_locale(interaction), "components-game-over"))
        else:
            await self.answer(interaction, table)

    async def answer(self, interaction: discord.Interaction, table: Table) -> None:
        raise NotImplementedError


class ShowMineButton(TableButton, prefix="me", label="button-show-mine", emoji="🔒"):
    """Shows the clicker their private information (and anything a closed DM kept back)."""

    async def answer(self, interaction: discord.Interaction, table: Table) -> None:
        await show_private(interaction, table)


async def show_private(interaction: discord.Interaction, table: Table) -> None:
    """Answer ephemerally with the user's own view and pending private messages."""
    bot = table_bot(interaction)
    seat = table.seat_of(interaction.user.id)
    me = player_locale(interaction)
    if seat is None or table.state is None:
        await reply(interaction, t(me, "components-no-private"))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    inbox = list(table.row.meta.get("inbox", {}).get(str(seat), []))
    texts = inbox or [t(me, "components-only-you")]
    kwargs, files = await bot.publisher.private_payload(table, seat, texts, locale=me)
    await interaction.followup.send(files=files, ephemeral=True, **kwargs)
    if inbox and (current := await bot.tables.by_id(table.id)) is not None:
        remaining = {k: v for k, v in current.row.meta.get("inbox", {}).items() if k != str(seat)}
        await bot.tables.update_meta(current, inbox=remaining)


class StatusButton(TableButton, prefix="st", label="button-status", emoji="ℹ️"):
    """What the table waits for, and from whom."""

    async def answer(self, interaction: discord.Interaction, table: Table) -> None:
        await reply(interaction, status_text(table_bot(interaction), table, player_locale(interaction)))


def status_text(bot: BotPort, table: Table, locale: str) -> str:
    """What the table waits for, and from whom, in the reader's language."""
    ui = bot.ui(table.row.game)
    title = game_title(locale, table.row.game, table.game)
    sep = t(locale, "gameui-name-sep")
    players = sep.join(f"{t(locale, 'img-seat', seat=i + 1)} <@{u}>" for i, u in enumerate(table.players))
    row = table.row
    url = table_url(row.guild_id, row.channel_id, row.status, row.meta)
    if row.status == "lobby":
        start = {"min": table.game.min_players, "max": table.game.max_players, "host": f"<@{table.host}>"}
        gathering = t(locale, "components-gathering", game=title, id=table.id, players=players)
        gathering = linked(locale, gathering, url, "links-table")
        return gathering + "\n" + t(locale, "components-lobby-start", **start)
    count = len(table.players)
    playing = t(locale, "components-playing", game=title, id=table.id, count=count, players=players)
    lines = [linked(locale, playing, url)]
    meta = table.row.meta
    for seat in sorted(table.to_act()):
        # No count of legal moves here: it can betray a secret (how many keeps a hidden roll allows).
        line = t(locale, "components-waiting-for", user=f"<@{table.user_of(seat)}>")
        limit = ui.decision_seconds(table, seat)
        started = meta.get("clock", {}).get(str(seat))
        if limit is not None and started is not None:
            line += t(locale, "components-must-decide", when=f"<t:{int(started + limit)}:R>")
        lines.append(line + t(locale, "components-stop"))
    pace = meta.get("pace")
    if pace in PACE_WORDS:
        lines.append(t(locale, "components-pace", pace=t(locale, PACE_WORDS[pace])))
    for key, label in (("away", "components-away"), ("autopilot", "components-autopilot")):
        seats = meta.get(key, [])
        if seats:
            lines.append(t(locale, label, players=sep.join(f"<@{table.user_of(s)}>" for s in seats)))
    extra = ui.status_extra(reader=Reader(table, locale)) if table.state is not None else ""
    if extra:
        lines.append(extra)
    return "\n".join(lines)


# The shared persistent components, which the bot registers at setup (a cog adds its own).
ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ActButton, ShowMineButton, StatusButton)
