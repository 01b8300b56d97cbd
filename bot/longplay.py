"""Games that last days: undo with consent, the game log, history, stats and player settings.

The `/game` commands in cogs/lobby.py call these; nothing here knows a game's rules.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import discord
from discord import app_commands

from . import bots
from .access import can_read
from .app import TableBot, table_bot
from .components import clicked_table, guarded
from .i18n import names, player_locale, t
from .i18n.help import game_title
from .i18n.refusals import refusal
from .i18n.resolve import SERVER
from .plaintext import code
from .reader import Reader
from .replies import reply
from .table_meta import UndoRequest
from .tables import StaleVersion, Table, TableError

# Each setting's values, its default first.
SETTINGS_CHOICES = {
    "reminders": ("channel", "dm"),
    "private": ("dm", "ephemeral"),
}
# How each setting's value reads in a message.
SETTING_WORDS = {
    ("reminders", "channel"): "settings-reminders-channel",
    ("reminders", "dm"): "settings-reminders-dm",
    ("private", "dm"): "settings-private-dm",
    ("private", "ephemeral"): "settings-private-ephemeral",
}
# `language:` values: a locale we speak, or "default" to remove the setting.
LANGUAGES = ("en", "zh-CN", "zh-TW")
DEFAULT_LANGUAGE = "default"
# Each language by its own name, the same in every language.
LANGUAGE_NAMES = {"en": "English", "zh-CN": "简体中文", "zh-TW": "繁體中文"}


def language_name(locale: str) -> str:
    return LANGUAGE_NAMES.get(locale, locale)


async def undo(interaction: discord.Interaction, bot: TableBot) -> None:
    channel_id, user = interaction.channel_id or 0, interaction.user.id
    table, seq, needs_vote = await bot.undo.plan(channel_id, user)
    others = [u for u in table.players if u != user]
    if needs_vote and not others:
        raise TableError(
            "Your last move turned up something that was hidden; with nobody else at the table to "
            "agree, it stands.",
            code="undo_hidden_alone",
        )
    here = await bot.languages.for_interaction(interaction)
    if not needs_vote:
        table = await bot.undo.take_back(channel_id, seq)
        await bot.publisher.post_board(
            table, header=t(here, "undo-done", user=f"<@{user}>"), interaction=interaction
        )
        return
    vote: UndoRequest = {"seq": seq, "by": user, "seat": table.seat_of(user), "yes": [], "no": []}
    await bot.tables.update_meta(table, undo_vote=vote)
    view = discord.ui.View(timeout=None)
    for answer in ("yes", "no"):
        view.add_item(UndoVoteButton(table.id, seq, answer, here))
    mentions = " ".join(f"<@{u}>" for u in others)
    await interaction.response.send_message(
        t(here, "undo-ask", user=f"<@{user}>", mentions=mentions),
        view=view,
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in others]),
    )


class UndoVoteButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"undo:(?P<gid>\d+):(?P<seq>\d+):(?P<vote>yes|no)"
):
    def __init__(self, game_id: int, seq: int, vote: str, locale: str = "en") -> None:
        self.game_id, self.seq, self.vote = game_id, seq, vote
        style = discord.ButtonStyle.success if vote == "yes" else discord.ButtonStyle.danger
        label = t(locale, "undo-allow" if vote == "yes" else "undo-refuse")
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"undo:{game_id}:{seq}:{vote}")
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> UndoVoteButton:
        return cls(int(match["gid"]), int(match["seq"]), match["vote"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = table_bot(interaction)
        table = await clicked_table(interaction, self.game_id)
        # The request is a public message: it keeps the channel's language.
        here = await bot.languages.for_interaction(interaction)
        if table is None:
            await interaction.response.edit_message(content=t(here, "undo-over"), view=None)
            return
        user = interaction.user.id
        try:
            vote = await bot.undo.vote(table.row.channel_id, self.game_id, user, self.seq, self.vote == "yes")
        except StaleVersion as exc:
            await interaction.response.edit_message(content=refusal(here, exc), view=None)
            return
        if vote.outcome == "refused":
            await interaction.response.edit_message(
                content=t(here, "undo-refused", user=f"<@{user}>"),
                view=None,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        elif vote.outcome == "done":
            await interaction.response.edit_message(content=t(here, "undo-agreed"), view=None)
            await bot.publisher.post_board(vote.table, header=t(here, "undo-done", user=f"<@{vote.asker}>"))
        else:
            me = player_locale(interaction)
            await reply(interaction, t(me, "undo-noted", yes=len(vote.yes), needed=len(vote.needed)))


async def game_log(interaction: discord.Interaction, bot: TableBot, count: int) -> None:
    """The last `count` public events; the caller's own private ones too, only to them."""
    table = await _current_or_last(bot, interaction.channel_id or 0)
    if not await can_read(interaction, table.row.channel_id):
        raise _no_game_yet()
    me = player_locale(interaction)
    seat = table.seat_of(interaction.user.id)
    ui = bot.ui(table.row.game)
    lines: list[str] = []
    # Each move as the game's rules let this reader see it (a secret choice not at all, a bribe's
    # cards by count), whatever it happened to tell anyone; the events in the reader's language,
    # as the game words them (what players wrote shown as plain text).
    for n, (player, notation, events) in enumerate(await bot.history.log_seen_by(table.id, seat), start=1):
        shown = t(me, "log-hidden-move") if notation is None else code(notation)
        lines.append(f"**{n}.** <@{table.user_of(player)}>: {shown}")
        for event in events:
            if event.to is None:
                lines += [f"  {line}" for line in ui.event_lines([event], reader=Reader(table, me, seat))]
            elif seat is not None and seat in event.to:
                lines.append(f"  🔒 {ui.private_line(event, reader=Reader(table, me, seat))}")
    if not lines:
        await reply(interaction, t(me, "log-nothing-yet"))
        return
    text = "\n".join(lines)
    shown = lines[-max(1, count * 4) :]
    while len("\n".join(shown)) > 1900 and len(shown) > 1:
        shown = shown[1:]
    head = t(me, "log-title", game=game_title(me, table.row.game, table.game), id=table.id) + "\n"
    await reply(interaction, head + ("\n".join(shown) if len(text) > 1900 else text)[-1900:])


async def _current_or_last(bot: TableBot, channel_id: int) -> Table:
    table = await bot.tables.find(channel_id)
    if table is not None:
        return table
    history = await bot.store.listings.history(channel_id, 1)
    if history:
        last = await bot.tables.by_id(history[0].id)
        if last is not None:
            return last
    raise _no_game_yet()


def _no_game_yet() -> TableError:
    # Also what a member who cannot read the channel's past is told: as if it had no game.
    return TableError("There is no game in this channel yet.", code="no_game_yet")


async def history(interaction: discord.Interaction, bot: TableBot, count: int) -> None:
    channel_id = interaction.channel_id or 0
    readable = await can_read(interaction, channel_id)
    rows = await bot.store.listings.history(channel_id, count) if readable else []
    me = player_locale(interaction)
    if not rows:
        await reply(interaction, t(me, "history-none-finished"))
        return
    lines = []
    for row in rows:
        title = game_title(me, row.game, bot.games[row.game]) if row.game in bot.games else row.game
        when = f"<t:{int(row.finished_at or row.updated_at)}:d>"
        if row.status == "finished" and row.result:
            winners = [row.players[s] for s in row.result.get("winners", [])]
            seats = zip(row.players, row.result["scores"], strict=False)
            scores = ", ".join(f"{bots.mention(u, me)} {sc}" for u, sc in seats)
            mentions = [bots.mention(u, me) for u in winners]
            won = (" & ".join(mentions) if me == "en" else names(me, mentions)) or t(me, "history-nobody")
            lines.append(t(me, "history-row", id=row.id, game=title, when=when, winners=won, scores=scores))
        else:
            lines.append(t(me, "history-abandoned", id=row.id, game=title, when=when))
    await reply(interaction, "\n".join(lines)[:1990], allowed_mentions=discord.AllowedMentions.none())


async def stats(interaction: discord.Interaction, bot: TableBot, member: discord.abc.User | None) -> None:
    user = member or interaction.user
    me = player_locale(interaction)
    if not await own_record_outside_servers(interaction, user.id):
        return
    # Counted in SQL from the players index: no game row is read or decoded here.
    record = await bot.store.listings.record_of(user.id, interaction.guild_id)
    if not record:
        await reply(interaction, t(me, "stats-none", user=f"<@{user.id}>"))
        return
    played: Counter[str] = Counter({key: n for key, (n, _) in record.items()})
    won: Counter[str] = Counter({key: w for key, (_, w) in record.items()})
    lines = [t(me, "stats-title", user=f"<@{user.id}>")]
    for key, n in played.most_common():
        title = game_title(me, key, bot.games[key]) if key in bot.games else key
        lines.append(t(me, "stats-row", game=title, played=n, won=won[key]))
    lines.append(t(me, "stats-total", played=sum(played.values()), won=sum(won.values())))
    await reply(interaction, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none())


async def own_record_outside_servers(interaction: discord.Interaction, user_id: int) -> bool:
    """In a server a record counts that server's games only; outside any server (a DM) it would
    count every server's, so there it is shown to its owner alone. False: refused (answered)."""
    if interaction.guild_id is not None or user_id == interaction.user.id:
        return True
    await reply(interaction, t(player_locale(interaction), "stats-dm-only-yours", user=f"<@{user_id}>"))
    return False


async def settings(interaction: discord.Interaction, bot: TableBot, changes: dict[str, str | None]) -> None:
    current = await bot.store.preferences.user_settings(interaction.user.id)
    updated = {**current, **{k: v for k, v in changes.items() if v is not None}}
    if updated != current:
        await bot.store.preferences.set_user_settings(interaction.user.id, updated)
    me = player_locale(interaction)
    words: dict[str, str] = {}
    for name, values in SETTINGS_CHOICES.items():
        value = updated.get(name)
        # A value stored before settings were checked reads as the default it behaves as.
        key = SETTING_WORDS[(name, value if value in values else values[0])]
        words[name] = t(me, key)
    await reply(interaction, t(me, "settings-current", **words))


async def set_language(interaction: discord.Interaction, bot: TableBot, language: str, where: str) -> None:
    """Set or clear a server's or channel's language; Manage Server only. Raises CheckFailure
    (answered by the tree, nothing changed) when the member may not."""
    me = player_locale(interaction)
    if interaction.guild_id is None:
        raise app_commands.CheckFailure(t(me, "settings-language-no-server"))
    if not interaction.permissions.manage_guild:
        raise app_commands.CheckFailure(t(me, "settings-language-not-allowed"))
    # A thread's setting is its parent channel's: threads come and go, the channel stays.
    channel_id = getattr(interaction.channel, "parent_id", None) or interaction.channel_id or 0
    target = SERVER if where == "server" else channel_id
    await bot.languages.set(interaction.guild_id, target, None if language == DEFAULT_LANGUAGE else language)
    now = await bot.languages.channel(interaction.guild_id, channel_id, preferred=interaction.guild_locale)
    if language == DEFAULT_LANGUAGE:
        key = "settings-language-server-cleared" if where == "server" else "settings-language-channel-cleared"
    else:
        key = "settings-language-server-set" if where == "server" else "settings-language-channel-set"
    await reply(
        interaction,
        t(me, key, language=language_name(language), channel=f"<#{channel_id}>", now=language_name(now)),
    )
