"""The deadline loop: reminders, default moves at the deadline, autopilot seats.

Everything it needs is in the database (each table's meta holds its clocks, and its `next_due`
column when they next need the timer), so a restart loses nothing: the first tick after start-up
handles deadlines that passed while the bot was down. A tick reads only the games that are due,
from an index, so it costs what is due rather than what exists. Time comes from the bot's
clock, so tests drive it without sleeping.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import tasks

from games.core import GameError

from . import deadlines, engine_caches, heap, warmup
from .bots import BotPlayer
from .i18n import DEFAULT, t
from .i18n.help import game_title
from .links import linked, table_url
from .playing import play, played
from .services.moves import BotSeat, MoveRequest, Origin, Version
from .table_meta import away_seats
from .tables import Outcome, Table, TableError

if TYPE_CHECKING:
    from .ports import BotPort

log = logging.getLogger(__name__)
TICK_SECONDS = 30
# Due games read and decoded together (one query, one claim): few enough that one page of states
# decodes in a few milliseconds.
BATCH = 64
# Of a page, the games worked on at once. Every game in hand has its own steps (its move saved,
# its board posted, the last one retired, a reminder sent) and Discord's answers to them come
# back together, so one turn of the event loop runs a step of each game in hand: at 64, a
# restart's catch-up ran 64 such steps of about a millisecond back to back, and the loop was
# late by up to 74-82 ms while an acknowledgement waited (benchmarks/bench_loop.py at 1M
# games). With 8, such a turn holds at most 8 games' steps of 1-2 ms each (see
# docs/benchmarks.md for the runs). 8 still keeps Discord busy: at a real connection's latency
# (~100 ms a request, 2-3 requests a game), 8 games in hand make about the 50 requests a second
# that its global limit allows, so more would not catch up faster, only wait in its limiter.
AT_ONCE = 8
# How long the autopilot waits for the board of the move that woke it before playing anyway.
AUTOPLAY_WAIT = 30.0


def duration(seconds: float, locale: str = DEFAULT) -> str:
    """A time left, in whole days and hours, hours and minutes, minutes or seconds."""
    seconds = max(0, int(seconds))
    if seconds >= 86400:
        days, hours = seconds // 86400, seconds % 86400 // 3600
        key = "reminders-days-hours" if hours else "reminders-days"
        return t(locale, key, days=days, hours=hours)
    if seconds >= 3600:
        hours, minutes = seconds // 3600, seconds % 3600 // 60
        key = "reminders-hours-minutes" if minutes else "reminders-hours"
        return t(locale, key, hours=hours, minutes=minutes)
    if seconds >= 60:
        return t(locale, "reminders-minutes", minutes=seconds // 60)
    return t(locale, "reminders-seconds", seconds=seconds)


class Reminders:
    def __init__(self, bot: BotPort, player: BotPlayer) -> None:
        self.bot = bot
        # Plays the seats the bot holds: bots and autopilot seats, and the deadlines' defaults.
        self.player = player
        self.loop = tasks.loop(seconds=TICK_SECONDS)(self._loop)
        self.loop.before_loop(self._connected)
        # Games whose autopilot seats are being played now -> woken again meanwhile.
        self._woken: dict[int, bool] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        # The youngest generation collected by time once connected (see bot/warmup.py).
        self.young = warmup.YoungCollections()
        bot.moves.on_autopilot = self.wake

    def wake(self, table: Table) -> None:
        """A move was committed and an autopilot seat must act: play for it once that move's
        board is out (the moves service calls this; the next tick would too, but later)."""
        if table.id in self._woken:
            self._woken[table.id] = True
            return
        self._woken[table.id] = False
        task = asyncio.ensure_future(self._play_for(table))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _play_for(self, table: Table) -> None:
        try:
            while True:
                # The move that woke the loop is shown first, so the channel reads in order.
                await self.bot.publisher.shown(table, AUTOPLAY_WAIT)
                latest = await self.bot.tables.by_id(table.id)
                if latest is None:
                    return
                await self.autoplay(latest)
                if not self._woken.get(table.id):
                    return
                self._woken[table.id] = False
                table = await self.bot.tables.by_id(table.id) or latest
        except Exception:
            log.exception("game %s: autopilot failed", table.id)
        finally:
            self._woken.pop(table.id, None)

    async def idle(self) -> None:
        """Until no autopilot seat is being played (tests and shutdown wait on this)."""
        while self._tasks:
            await asyncio.wait(list(self._tasks))

    async def _connected(self) -> None:
        await self.bot.wait_until_ready()
        # The loop runs in a long-running bot only: what it received on connecting is frozen
        # before the first pass (see bot/warmup.py).
        warmup.settle_connected()
        self.young.start()

    def start(self) -> None:
        self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()
        self.young.stop()
        for task in list(self._tasks):
            task.cancel()

    async def _loop(self) -> None:
        # Searches in worker processes keep their own caches at full size; only searches in
        # this process's threads (no worker processes) would lose from them being emptied.
        if self.bot.settings.ai_processes > 0:
            engine_caches.keep_small()
        try:
            # The drawing threads' freed buffers, given back rather than held (see bot.heap).
            await heap.give_back()
            await self.tick()
        except Exception:
            log.exception("reminder tick failed")

    async def tick(self) -> int:
        """Do whatever is due on the tables whose time has come; returns how many things were done."""
        now = self.bot.clock()
        done = 0
        after: tuple[float, int] | None = None
        while True:
            tables, after = await self.bot.schedule.due_tables(now, BATCH, after=after)
            try:
                done += await self._handle_page(tables)
            finally:
                await self.bot.store.timers.release_claims(t.id for t in tables)
            if after is None:
                # The players' own notices held by quiet hours, and the digests, that are due.
                return done + await self.bot.publisher.notifier.tick(self._held)

    async def _handle_page(self, tables: list[Table]) -> int:
        """The page's games, AT_ONCE at a time: each one done lets the next in."""
        gate = asyncio.Semaphore(AT_ONCE)

        async def one(table: Table) -> int:
            async with gate:
                return await self._handle(table)

        return sum(await asyncio.gather(*(one(t) for t in tables)))

    async def _handle(self, table: Table) -> int:
        try:
            done = await self.autoplay(table)
            if done:
                refreshed = await self.bot.tables.by_id(table.id)
                if refreshed is None:
                    return done
                table = refreshed
            if table.row.status == "active":
                done += await self._due(table)
            if not done:
                # Nothing was due after all (a time set before a game's limits changed, or the
                # placeholder of a migrated game): store the time its clocks give.
                await self.bot.schedule.reschedule(table)
            return done
        except Exception:
            log.exception("game %s: deadline handling failed", table.id)
            return 0

    async def _due(self, table: Table) -> int:
        done = 0
        limits = self.bot.schedule.seat_limits(table)
        for item in deadlines.due(table.row.meta, table.to_act(), self.bot.clock(), limits):
            if item.kind == "deadline":
                done += await self._time_out(table, item.seat)
                break  # the table changed: the next tick looks again
            done += await self._remind(table, item)
        return done

    async def _remind(self, table: Table, item: deadlines.Due) -> bool:
        if table.is_bot(item.seat):
            return False  # a bot waiting for people's offers needs no reminder
        # Recorded first, with the next due time: a reminder is never sent twice, even across a
        # crash; if the game moved since it was read, its clocks restarted and nothing is sent.
        if not await self.bot.schedule.mark_reminded(table, item.seat, item.level):
            return False
        # In the player's quiet hours it waits for their end (the deadline does not).
        if await self.bot.publisher.notifier.held_reminder(table, item.seat, item.level):
            return True
        return await self._send(table, item.seat, item.left)

    async def _held(self, table: Table, seat: int) -> bool:
        """A reminder held by quiet hours, now they are over: with the time left now."""
        limit = self.bot.schedule.seat_limits(table).get(seat)
        started = table.row.meta.get("clock", {}).get(str(seat))
        if limit is None or started is None:
            return False
        return await self._send(table, seat, started + limit - self.bot.clock())

    async def _send(self, table: Table, seat: int, left: float) -> bool:
        user_id = table.user_of(seat)
        row = table.row
        board = table_url(row.guild_id, row.channel_id, row.status, row.meta)

        def text(locale: str, where: str = "") -> str:
            line = t(
                locale,
                "reminders-waiting",
                user=f"<@{user_id}>",
                game=game_title(locale, row.game, table.game),
                id=table.id,
                left=duration(left, locale),
            )
            return linked(locale, line + where, board, "links-go-to-board")

        settings = await self.bot.store.preferences.user_settings(user_id)
        if settings.get("reminders") == "dm" and user_id not in self.bot.closed_dms:
            try:
                me = await self.bot.publisher.reader(user_id)  # a DM: the player's own language
                await self.bot.publisher.dm(user_id, lambda dm: dm.send(text(me, f" <#{row.channel_id}>")))
                return True
            except discord.HTTPException as exc:
                self.bot.closed_dms.refused(user_id, exc)  # DMs closed: fall back to the channel
        channel = await self.bot.publisher.channel(table)
        if channel is not None:
            here = await self.bot.publisher.locale(table)
            await channel.send(
                text(here), allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)])
            )
        return True

    async def _time_out(self, table: Table, seat: int) -> int:
        action = await self.player.default_move(table, seat)

        async def announced(outcome: Outcome) -> str:
            here = await self.bot.publisher.locale(table)
            did = played(table, seat, action, here)
            line = t(here, "reminders-timed-out", user=table.who(seat), played=did)
            if seat in away_seats(outcome.table.row.meta) - away_seats(table.row.meta):
                user, misses = f"<@{table.user_of(seat)}>", deadlines.AWAY_AFTER_MISSES
                line += "\n" + t(here, "reminders-away", user=user, misses=misses)
            return line

        # The deadline's move, drawn for this version: a move made meanwhile makes it stale.
        request = MoveRequest(BotSeat(seat), (action,), Version(table.id, table.version), Origin("timer"))
        try:
            await play(self.bot, table.row.channel_id, request, prefix=announced)
        except (TableError, GameError) as exc:
            log.info("game %s: deadline move for seat %s not applied: %s", table.id, seat, exc)
            return 0
        return 1

    async def autoplay(self, table: Table) -> int:
        """Play the seats the bot holds (bots, autopilot seats) while they are the ones to act."""
        return await self.player.play(table)
