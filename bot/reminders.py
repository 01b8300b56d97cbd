"""The deadline loop: reminders, default moves at the deadline, autopilot seats.

Everything it needs is in the database (each table's meta holds its clocks), so a restart loses
nothing: the first tick after start-up handles deadlines that passed while the bot was down.
Time comes from the bot's clock, so tests drive it without sleeping.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import tasks

from games.core import GameError

from . import deadlines
from .tables import Outcome, Table, TableError

if TYPE_CHECKING:
    from .app import TableBot

log = logging.getLogger(__name__)
TICK_SECONDS = 30
MAX_AUTOPLAY = 200  # a guard against a game whose autopilot seats would act forever


def played(outcome: Outcome, action: object) -> str:
    """How a move made for someone is announced: not by name when it is a secret."""
    if any(e.to is not None for e in outcome.events):
        return "made a hidden choice"
    return f"played `{action}`"


class Reminders:
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.loop = tasks.loop(seconds=TICK_SECONDS)(self._loop)
        self.loop.before_loop(self.bot.wait_until_ready)

    def start(self) -> None:
        self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    async def _loop(self) -> None:
        try:
            await self.tick()
        except Exception:
            log.exception("reminder tick failed")

    async def tick(self) -> int:
        """Do whatever is due on every active table; returns how many things were done."""
        done = 0
        for row in await self.bot.store.open_games():
            if row.status != "active":
                continue
            table = await self.bot.tables.by_id(row.id)
            if table is None:
                continue
            try:
                done += await self.autoplay(table)
                table = await self.bot.tables.by_id(row.id)
                if table is not None and table.row.status == "active":
                    done += await self._due(table)
            except Exception:
                log.exception("game %s: deadline handling failed", row.id)
        return done

    async def _due(self, table: Table) -> int:
        now = self.bot.clock()
        done = 0
        ui = self.bot.ui(table.row.game)
        limits = {seat: ui.decision_seconds(table, seat) for seat in table.to_act()}
        for item in deadlines.due(table.row.meta, table.to_act(), now, limits):
            if item.kind == "deadline":
                done += await self._time_out(table, item.seat)
                break  # the table changed: the next tick looks again
            await self._remind(table, item)
            done += 1
        return done

    async def _remind(self, table: Table, item: deadlines.Due) -> None:
        user_id = table.user_of(item.seat)
        left = deadlines.human_duration(item.left)
        text = (
            f"⏳ <@{user_id}>, {table.game.title} (game #{table.id}) is waiting for you: {left} left "
            "before I play a default move for you."
        )
        await self.bot.tables.update_meta(
            table, reminded={**table.row.meta.get("reminded", {}), str(item.seat): item.level}
        )
        settings = await self.bot.store.user_settings(user_id)
        if settings.get("reminders") == "dm" and user_id not in self.bot.closed_dms:
            try:
                user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
                await user.send(f"{text} <#{table.row.channel_id}>")
                return
            except discord.HTTPException as exc:
                self.bot.closed_dms.refused(user_id, exc)  # DMs closed: fall back to the channel
        channel = await self.bot.publisher.channel(table.row.channel_id)
        if channel is not None:
            await channel.send(
                text, allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)])
            )

    async def _time_out(self, table: Table, seat: int) -> int:
        action = table.game.default_action(table.state, seat)
        try:
            outcome = await self.bot.tables.act(
                table.row.channel_id,
                None,
                action,
                seat=seat,
                expected_version=table.version,
                timed_out=True,
            )
        except (TableError, GameError) as exc:
            log.info("game %s: deadline move for seat %s not applied: %s", table.id, seat, exc)
            return 0
        user_id = table.user_of(seat)
        prefix = f"⏰ <@{user_id}> ran out of time; I {played(outcome, action)} for them."
        if seat in outcome.table.row.meta.get("away", []) and seat not in table.row.meta.get("away", []):
            prefix += (
                f"\n<@{user_id}> missed {deadlines.AWAY_AFTER_MISSES} deadlines in a row and is marked away. "
                "The host can `/game kick` them (autopilot) or `/game replace` them."
            )
        await self.bot.publisher.after_move(outcome, prefix=prefix)
        return 1

    async def autoplay(self, table: Table) -> int:
        """Play default actions for autopilot seats while they are the ones to act."""
        done = 0
        while done < MAX_AUTOPLAY and table.row.status == "active":
            seats = deadlines.autopilot_seats(table.row.meta) & table.to_act()
            if not seats:
                break
            seat = min(seats)
            action = table.game.default_action(table.state, seat)
            try:
                outcome = await self.bot.tables.act(
                    table.row.channel_id, None, action, seat=seat, expected_version=table.version
                )
            except (TableError, GameError) as exc:
                log.warning("game %s: autopilot move for seat %s failed: %s", table.id, seat, exc)
                break
            done += 1
            prefix = f"🤖 Autopilot {played(outcome, action)} for <@{table.user_of(seat)}>."
            await self.bot.publisher.after_move(outcome, prefix=prefix, autoplay=False)
            refreshed = await self.bot.tables.by_id(table.id)
            if refreshed is None:
                break
            table = refreshed
        return done
