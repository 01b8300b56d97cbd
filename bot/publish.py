"""Events -> Discord: the board posted in the channel, secrets by DM, mentions of who acts next.

Images are rendered in a worker thread from views only. Public events go to the channel; events
addressed to some seats go to those players by DM, or, when their DMs are closed (403, code
50007), wait in the table's inbox behind a "Show mine" button, with a channel note that names no
secret.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections import defaultdict
from typing import TYPE_CHECKING

import discord
from PIL import Image

from games.core import Event
from render.core import png

from .tables import Outcome, Table

if TYPE_CHECKING:
    from .app import TableBot

log = logging.getLogger(__name__)

DM_CLOSED = 50007
MAX_CONTENT = 1900


def _files(images: list[tuple[str, bytes]]) -> list[discord.File]:
    return [discord.File(io.BytesIO(data), filename=name) for name, data in images]


def _encode(images: list[tuple[str, Image.Image]]) -> list[tuple[str, bytes]]:
    return [(name, png(image)) for name, image in images]


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Publisher:
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    async def render(self, fn, *args) -> list[tuple[str, bytes]]:  # type: ignore[no-untyped-def]
        """Draw and encode off the event loop: Pillow work would stall the gateway heartbeat."""
        return await asyncio.to_thread(lambda: _encode(fn(*args)))

    # -- the board -------------------------------------------------------------------------------

    async def board_message(
        self, table: Table, *, header: str = "", ping: bool = True
    ) -> tuple[dict, list[discord.File]]:
        """The keyword arguments of a channel message showing the table now."""
        ui = self.bot.ui(table.row.game)
        images = await self.render(ui.channel_images, table)
        embed = discord.Embed(title=f"{table.game.title} · game #{table.id}", colour=0x2F6F9F)
        if header:
            embed.description = clip(header, 4000)
        if images:
            embed.set_image(url=f"attachment://{images[0][0]}")
        waiting = ui.waiting_line(table)
        result = table.result()
        content = ui.result_text(table, result) if result is not None else waiting
        mentions = (
            discord.AllowedMentions(users=[discord.Object(table.user_of(s)) for s in table.to_act()])
            if ping
            else discord.AllowedMentions.none()
        )
        kwargs: dict = {"content": clip(content), "embed": embed, "allowed_mentions": mentions}
        view = ui.board_view(table)
        if view is not None:
            kwargs["view"] = view
        return kwargs, _files(images)

    async def post_board(
        self,
        table: Table,
        *,
        header: str = "",
        interaction: discord.Interaction | None = None,
        channel: discord.abc.Messageable | None = None,
    ) -> discord.Message | None:
        """Post the current board, as a followup when an interaction is at hand."""
        kwargs, files = await self.board_message(table, header=header)
        message: discord.Message | None
        if interaction is not None and interaction.channel_id != table.row.channel_id:
            # A move made from a DM: the board belongs in the game's channel, not in the DM.
            if not interaction.response.is_done():
                await interaction.response.defer()
            interaction = None
        if interaction is not None:
            if not interaction.response.is_done():
                await interaction.response.defer()
            message = await interaction.followup.send(files=files, wait=True, **kwargs)
        else:
            target = channel or await self.channel(table.row.channel_id)
            if target is None:
                log.warning("game %s: channel %s is gone", table.id, table.row.channel_id)
                return None
            message = await target.send(files=files, **kwargs)
        await self._retire_previous_board(table, message)
        return message

    async def _retire_previous_board(self, table: Table, message: discord.Message | None) -> None:
        """Strip the buttons from the last board, so only the newest one offers moves."""
        previous = table.row.meta.get("board_message")
        if message is not None:
            await self.bot.tables.update_meta(table, board_message=message.id)
        if previous and (message is None or previous != message.id):
            channel = await self.channel(table.row.channel_id)
            if channel is not None:
                with contextlib.suppress(discord.HTTPException):
                    await channel.get_partial_message(previous).edit(view=None)

    async def channel(self, channel_id: int) -> discord.abc.Messageable | None:
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(channel_id)
            except discord.HTTPException:
                return None
        if isinstance(channel, discord.Thread) and channel.archived:
            try:
                await channel.edit(archived=False)
            except discord.HTTPException:
                log.warning("could not unarchive thread %s", channel_id)
        return channel  # type: ignore[return-value]

    # -- after a move ----------------------------------------------------------------------------

    async def after_move(
        self,
        outcome: Outcome,
        interaction: discord.Interaction | None = None,
        *,
        prefix: str = "",
        autoplay: bool = True,
    ) -> None:
        """Acknowledge, post the new board with the public events, then deliver private events;
        then let autopilot seats that must act next play."""
        table = outcome.table
        ui = self.bot.ui(table.row.game)
        if interaction is not None and not interaction.response.is_done():
            await self._acknowledge(interaction, outcome)
        lines = ([prefix] if prefix else []) + ui.event_lines(table, outcome.events)
        await self.post_board(table, header="\n".join(lines), interaction=interaction)
        await self.deliver_private(table, outcome.events)
        if outcome.finished:
            await self.post_result(table, interaction=interaction)
        elif autoplay and table.row.meta.get("autopilot"):
            latest = await self.bot.tables.by_id(table.id)
            if latest is not None:
                await self.bot.reminders.autoplay(latest)

    async def _acknowledge(self, interaction: discord.Interaction, outcome: Outcome) -> None:
        if interaction.type is discord.InteractionType.component and interaction.message is not None:
            played = f"✅ You played `{outcome.action}`."
            if interaction.message.flags.ephemeral:
                await interaction.response.edit_message(content=played, view=None, attachments=[], embed=None)
            else:
                await interaction.response.edit_message(view=None)
        else:
            await interaction.response.defer()

    async def post_result(self, table: Table, *, interaction: discord.Interaction | None = None) -> None:
        result = table.result()
        if result is None:
            return
        images = await self.render(self.bot.ui(table.row.game).final_images, table, result)
        embed = discord.Embed(title=f"{table.game.title} · final scores")
        if images:
            embed.set_image(url=f"attachment://{images[0][0]}")
        legend = " ".join(f"P{s + 1} = <@{u}>" for s, u in enumerate(table.players))
        kwargs = {"content": clip(legend), "embed": embed, "allowed_mentions": discord.AllowedMentions.none()}
        if interaction is not None and interaction.channel_id == table.row.channel_id:
            await interaction.followup.send(files=_files(images), **kwargs)
        else:
            channel = await self.channel(table.row.channel_id)
            if channel is not None:
                await channel.send(files=_files(images), **kwargs)

    # -- private information -----------------------------------------------------------------------

    async def deliver_private(self, table: Table, events: list[Event]) -> None:
        by_seat: dict[int, list[str]] = defaultdict(list)
        ui = self.bot.ui(table.row.game)
        for event in events:
            if event.to is not None:
                for seat in event.to:
                    by_seat[seat].append(ui.names(table, event.text))
        for seat, texts in sorted(by_seat.items()):
            await self.send_private(table, seat, texts)

    async def private_payload(self, table: Table, seat: int, texts: list[str]) -> tuple[dict, list]:
        ui = self.bot.ui(table.row.game)
        images = await self.render(ui.private_images, table, seat)
        where = f"{table.game.title} · game #{table.id} in <#{table.row.channel_id}>"
        content = clip("\n".join([f"**{where}**", *texts]))
        kwargs: dict = {"content": content}
        view = ui.private_view(table, seat) if hasattr(ui, "private_view") else None
        if view is not None:
            kwargs["view"] = view
        return kwargs, _files(images)

    async def send_private(self, table: Table, seat: int, texts: list[str]) -> bool:
        """DM a seat; on closed DMs keep the texts in the inbox and say so in the channel."""
        user_id = table.user_of(seat)
        settings = await self.bot.store.user_settings(user_id)
        # After one refusal the inbox is used without trying again (see bot/closed_dms.py).
        if settings.get("private") != "ephemeral" and user_id not in self.bot.closed_dms:
            kwargs, files = await self.private_payload(table, seat, texts)
            try:
                user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
                await user.send(files=files, **kwargs)
                return True
            except discord.Forbidden as exc:
                if not self.bot.closed_dms.refused(user_id, exc):
                    log.warning("game %s: DM to %s refused: %s", table.id, user_id, exc)
            except discord.HTTPException as exc:
                log.warning("game %s: DM to %s failed: %s", table.id, user_id, exc)
        await self._to_inbox(table, seat, texts)
        return False

    async def _to_inbox(self, table: Table, seat: int, texts: list[str]) -> None:
        from .ui import ShowMineButton

        current = await self.bot.tables.by_id(table.id)
        inbox = dict((current or table).row.meta.get("inbox", {}))
        inbox[str(seat)] = [*inbox.get(str(seat), []), *texts][-20:]
        await self.bot.tables.update_meta(current or table, inbox=inbox)
        channel = await self.channel(table.row.channel_id)
        if channel is None:
            return
        view = discord.ui.View(timeout=None)
        view.add_item(ShowMineButton(table.id))
        user_id = table.user_of(seat)
        await channel.send(
            f"<@{user_id}>, a private action is waiting for you. I could not DM you, so press "
            "**Show mine** (only you will see it) or use `/game mine`.",
            view=view,
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
        )
