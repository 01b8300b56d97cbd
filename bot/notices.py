"""A player's own notices, as their notification settings ask (bot/notify_settings.py): a DM when
it becomes their turn, a daily digest of the games waiting for them instead of channel pings,
and quiet hours that hold reminders and DMs back until they end.

A turn is one wait of one seat: from the moment the seat's clock started (bot/deadlines.py
starts it when the seat comes to act, and keeps it while the seat goes on waiting) until it
acts. In a game where several act at once (a Bricklayer or Dice Town round) each seat's wait is
its own turn, so every player gets one DM for it, however many others act meanwhile. The DM is
claimed in the store by (player, game, seat) with that turn before it is sent: whichever process
shows the board, and however often it is shown again (edits, a restart), it goes out once. A
claim written and then lost to a crash before the send is not retried: once at most.

Quiet hours hold a DM or a reminder in the same table with the time they end; the timer pass
sends what has come due from an index by time, and drops what speaks of a wait that is over.
The channel keeps the game's pace: the board, its ping and the deadline's move are never held.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from . import table_meta
from .i18n import t
from .notify_settings import NotifySettings, next_digest, quiet_until
from .store_notices import Notice
from .tables import Table
from .turns import turn_line, turns_text

if TYPE_CHECKING:
    from .ports import BotPort

log = logging.getLogger(__name__)
BATCH = 64
# The games a digest reads to find those waiting for the player.
DIGEST_READ = 50

# Sends a reminder held by quiet hours (bot/reminders.py): the table and seat it is for.
HeldReminder = Callable[[Table, int], Awaitable[bool]]


def turn_of(table: Table, seat: int) -> str | None:
    """The seat's current wait, as the store records it (None: its clock has not started)."""
    started = table_meta.clocks(table.row.meta).get(str(seat))
    return None if started is None else repr(float(started))


def waiting_seats(table: Table) -> list[int]:
    """The seats whose players are called to act: people, not on autopilot."""
    if table.row.status != "active" or table.state is None or table.result() is not None:
        return []
    autopilot = table_meta.autopilot_seats(table.row.meta)
    return sorted(s for s in table.to_act() if not table.is_bot(s) and s not in autopilot)


class Notifier:
    def __init__(self, bot: BotPort) -> None:
        self.bot = bot

    async def settings(self, user_id: int) -> NotifySettings:
        return NotifySettings.of(await self.bot.store.preferences.user_settings(user_id))

    async def unpinged(self, table: Table) -> set[int]:
        """The players the board names without a ping: those who take a daily digest instead,
        unless their DMs are closed (the digest could not reach them, so the ping stays)."""
        quiet = set()
        for seat in waiting_seats(table):
            user_id = table.user_of(seat)
            if user_id not in self.bot.closed_dms and (await self.settings(user_id)).digest:
                quiet.add(user_id)
        return quiet

    async def board_shown(self, table: Table) -> None:
        """A board of this table is out: DM each waiting player who asked for it, once a turn."""
        for seat in waiting_seats(table):
            try:
                await self._turn_started(table, seat)
            except Exception:
                log.exception("game %s: turn message to seat %s failed", table.id, seat)

    async def _turn_started(self, table: Table, seat: int) -> None:
        user_id, turn = table.user_of(seat), turn_of(table, seat)
        if turn is None or user_id in self.bot.closed_dms:
            return
        s = await self.settings(user_id)
        if not s.dm_turn:
            return
        held = quiet_until(s, self.bot.clock())
        if await self.bot.store.notices.claim(user_id, table.id, seat, "turn", turn, held) and held is None:
            await self._send_turn(table, seat)

    async def _send_turn(self, table: Table, seat: int) -> bool:
        user_id = table.user_of(seat)
        me = await self.bot.publisher.reader(user_id)
        text = t(me, "notify-your-turn", line=turn_line(self.bot, table, user_id, me))
        return await self.send_dm(user_id, text, table)

    async def send_dm(self, user_id: int, text: str, table: Table | None = None) -> bool:
        """DM a player; on closed DMs, remember it (no further attempt) and tell them once, in
        the channel of `table`."""
        if user_id in self.bot.closed_dms:
            return False
        try:
            await self.bot.publisher.dm(
                user_id, lambda dm: dm.send(text, allowed_mentions=discord.AllowedMentions.none())
            )
            return True
        except discord.HTTPException as exc:
            if not self.bot.closed_dms.refused(user_id, exc):
                log.warning("DM to %s failed: %s", user_id, exc)
                return False
        if table is not None:
            channel = await self.bot.publisher.channel(table)
            if channel is not None:
                here = await self.bot.publisher.locale(table)
                await channel.send(
                    t(here, "notify-dm-closed", user=f"<@{user_id}>"),
                    allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
                )
        return False

    async def held_reminder(self, table: Table, seat: int, level: int) -> bool:
        """Hold a reminder (recorded as sent) until the player's quiet hours end; False when
        they are not in quiet hours now, and it goes out at once."""
        user_id, turn = table.user_of(seat), turn_of(table, seat)
        held = quiet_until(await self.settings(user_id), self.bot.clock())
        if held is None or turn is None:
            return False
        await self.bot.store.notices.claim(user_id, table.id, seat, "reminder", f"{level}@{turn}", held)
        return True

    async def tick(self, remind: HeldReminder) -> int:
        """Send the held notices and the digests that have come due; how many were sent."""
        now, done = self.bot.clock(), 0
        for notice in await self.bot.store.notices.due(now, BATCH):
            try:
                done += await self._deliver(notice, remind)
            except Exception:
                log.exception("game %s: held notice for %s failed", notice.game_id, notice.user_id)
        for user_id, due_at in await self.bot.store.notices.digests_due(now, BATCH):
            try:
                done += await self._digest(user_id, due_at, now)
            except Exception:
                log.exception("digest for %s failed", user_id)
        return done

    async def _deliver(self, notice: Notice, remind: HeldReminder) -> bool:
        if not await self.bot.store.notices.take(notice):
            return False
        table = await self.bot.tables.by_id(notice.game_id)
        # A wait that is over (the seat acted, the game ended) needs no word any more.
        if (
            table is None
            or notice.seat not in waiting_seats(table)
            or table.user_of(notice.seat) != notice.user_id
            or notice.turn.rpartition("@")[2] != turn_of(table, notice.seat)
        ):
            return False
        if notice.kind == "reminder":
            return await remind(table, notice.seat)
        # Turned off while it was held: not sent.
        if not (await self.settings(notice.user_id)).dm_turn:
            return False
        return await self._send_turn(table, notice.seat)

    async def _digest(self, user_id: int, due_at: float, now: float) -> bool:
        s = await self.settings(user_id)
        if not await self.bot.store.notices.take_digest(user_id, due_at, next_digest(s, now) or now + 86400):
            return False
        if not s.digest:
            await self.bot.store.notices.set_digest(user_id, None)
            return False
        tables, _ = await self.bot.tables.seated(user_id, DIGEST_READ)
        mine = [tb for tb in tables if any(tb.user_of(s) == user_id for s in waiting_seats(tb))]
        if not mine:
            return False
        me = await self.bot.publisher.reader(user_id)
        text = t(me, "notify-digest", list=turns_text(self.bot, mine, len(mine), user_id, me))
        return await self.send_dm(user_id, text)

    async def settings_changed(self, user_id: int, s: NotifySettings) -> None:
        """Schedule (or drop) the player's digest for the settings just saved."""
        await self.bot.store.notices.set_digest(user_id, next_digest(s, self.bot.clock()))
