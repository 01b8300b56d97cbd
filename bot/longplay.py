"""Games that last days: undo with consent, the game log, history, stats and player settings.

The `/game` commands in cogs/lobby.py call these; nothing here knows a game's rules.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import discord

from .components import clicked_table, guarded
from .replies import reply
from .tables import StaleVersion, Table, TableError

if TYPE_CHECKING:
    from .app import TableBot

SETTINGS_CHOICES = {
    "reminders": ("channel", "dm"),
    "private": ("dm", "ephemeral"),
}


async def undo(interaction: discord.Interaction, bot: TableBot) -> None:
    channel_id = interaction.channel_id or 0
    table, seq, needs_vote = await bot.tables.undo_plan(channel_id, interaction.user.id)
    others = [u for u in table.players if u != interaction.user.id]
    if needs_vote and not others:
        raise TableError(
            "Your last move turned up something that was hidden; with nobody else at the table to "
            "agree, it stands."
        )
    if not needs_vote:
        table = await bot.tables.undo(channel_id, seq)
        await bot.publisher.post_board(
            table, header=f"↩️ <@{interaction.user.id}> took back their last move.", interaction=interaction
        )
        return
    await bot.tables.update_meta(
        table,
        undo_vote={
            "seq": seq,
            "by": interaction.user.id,
            "seat": table.seat_of(interaction.user.id),
            "yes": [],
            "no": [],
        },
    )
    view = discord.ui.View(timeout=None)
    view.add_item(UndoVoteButton(table.id, seq, "yes"))
    view.add_item(UndoVoteButton(table.id, seq, "no"))
    mentions = " ".join(f"<@{u}>" for u in others)
    await interaction.response.send_message(
        f"<@{interaction.user.id}> asks to take back their last move. It revealed something that was "
        f"hidden, so everyone else must agree: {mentions}",
        view=view,
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in others]),
    )


class UndoVoteButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"undo:(?P<gid>\d+):(?P<seq>\d+):(?P<vote>yes|no)"
):
    def __init__(self, game_id: int, seq: int, vote: str) -> None:
        self.game_id, self.seq, self.vote = game_id, seq, vote
        style = discord.ButtonStyle.success if vote == "yes" else discord.ButtonStyle.danger
        label = "Allow the undo" if vote == "yes" else "Refuse"
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"undo:{game_id}:{seq}:{vote}")
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> UndoVoteButton:
        return cls(int(match["gid"]), int(match["seq"]), match["vote"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot: TableBot = interaction.client  # type: ignore[assignment]
        table = await clicked_table(interaction, self.game_id)
        if table is None:
            await interaction.response.edit_message(content="This undo request is over.", view=None)
            return
        user = interaction.user.id
        try:
            vote = await bot.tables.vote_undo(
                table.row.channel_id, self.game_id, user, self.seq, self.vote == "yes"
            )
        except StaleVersion as exc:
            await interaction.response.edit_message(content=str(exc), view=None)
            return
        if vote.outcome == "refused":
            await interaction.response.edit_message(
                content=f"<@{user}> refused; the move stands.",
                view=None,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        elif vote.outcome == "done":
            await interaction.response.edit_message(
                content="Everyone agreed; the move is taken back.", view=None
            )
            await bot.publisher.post_board(vote.table, header=f"↩️ <@{vote.asker}> took back their last move.")
        else:
            await reply(interaction, f"Noted: you allow it ({len(vote.yes)}/{len(vote.needed)}).")


async def game_log(interaction: discord.Interaction, bot: TableBot, count: int) -> None:
    """The last `count` public events; the caller's own private ones too, only to them."""
    table = await _current_or_last(bot, interaction.channel_id or 0)
    seat = table.seat_of(interaction.user.id)
    ui = bot.ui(table.row.game)
    lines: list[str] = []
    for n, (player, notation, events) in enumerate(await bot.tables.events_log(table.id), start=1):
        # A move that told anyone something privately may itself be a secret (a hidden choice):
        # only its author sees its notation.
        hidden = any(e.to is not None for e in events) and seat != player
        shown = "a hidden move" if hidden else f"`{notation}`"
        lines.append(f"**{n}.** <@{table.user_of(player)}>: {shown}")
        for event in events:
            if event.to is None:
                lines.append(f"  {ui.names(table, event.text)}")
            elif seat is not None and seat in event.to:
                lines.append(f"  🔒 {ui.names(table, event.text)}")
    if not lines:
        await reply(interaction, "Nothing has been played yet.")
        return
    text = "\n".join(lines)
    shown = lines[-max(1, count * 4) :]
    while len("\n".join(shown)) > 1900 and len(shown) > 1:
        shown = shown[1:]
    head = f"**{table.game.title}, game #{table.id}: the last moves**\n"
    await reply(interaction, head + ("\n".join(shown) if len(text) > 1900 else text)[-1900:])


async def _current_or_last(bot: TableBot, channel_id: int) -> Table:
    table = await bot.tables.find(channel_id)
    if table is not None:
        return table
    history = await bot.store.history(channel_id, 1)
    if history:
        last = await bot.tables.by_id(history[0].id)
        if last is not None:
            return last
    raise TableError("There is no game in this channel yet.")


async def history(interaction: discord.Interaction, bot: TableBot, count: int) -> None:
    rows = await bot.store.history(interaction.channel_id or 0, count)
    if not rows:
        await reply(interaction, "No finished games in this channel yet.")
        return
    lines = []
    for row in rows:
        title = bot.games[row.game].title if row.game in bot.games else row.game
        when = f"<t:{int(row.finished_at or row.updated_at)}:d>"
        if row.status == "finished" and row.result:
            winners = [row.players[s] for s in row.result.get("winners", [])]
            scores = ", ".join(
                f"<@{u}> {sc}" for u, sc in zip(row.players, row.result["scores"], strict=False)
            )
            won = " & ".join(f"<@{u}>" for u in winners) or "nobody"
            lines.append(f"#{row.id} {title} {when}: won by {won} ({scores})")
        else:
            lines.append(f"#{row.id} {title} {when}: abandoned")
    await reply(interaction, "\n".join(lines)[:1990], allowed_mentions=discord.AllowedMentions.none())


async def stats(interaction: discord.Interaction, bot: TableBot, member: discord.abc.User | None) -> None:
    user = member or interaction.user
    # Counted in SQL from the players index: no game row is read or decoded here.
    record = await bot.store.record_of(user.id, interaction.guild_id)
    if not record:
        await reply(interaction, f"<@{user.id}> has not finished a game here yet.")
        return
    played: Counter[str] = Counter({key: n for key, (n, _) in record.items()})
    won: Counter[str] = Counter({key: w for key, (_, w) in record.items()})
    lines = [f"**Games of <@{user.id}>**"]
    for key, n in played.most_common():
        title = bot.games[key].title if key in bot.games else key
        lines.append(f"{title}: {n} played, {won[key]} won")
    lines.append(f"In all: {sum(played.values())} played, {sum(won.values())} won")
    await reply(interaction, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none())


async def settings(interaction: discord.Interaction, bot: TableBot, changes: dict[str, str | None]) -> None:
    current = await bot.store.user_settings(interaction.user.id)
    updated = {**current, **{k: v for k, v in changes.items() if v is not None}}
    if updated != current:
        await bot.store.set_user_settings(interaction.user.id, updated)
    reminders = updated.get("reminders", "channel")
    private = updated.get("private", "dm")
    await reply(
        interaction,
        f"Reminders: **{reminders}** (a mention in the game's channel, or a DM).\n"
        f"Private information: **{private}** (by DM, or only when you press Show mine / `/game mine`).",
    )
