"""The bot's own players: bots seated at a table, and the autopilot of people who left or were
put on it (bot seats themselves: bot/bot_seats.py; the search that chooses: bot/thinker.py).

Once the game starts a bot seat is an autopilot seat, so the timer's `next_due` column says "now"
whenever a bot must act: that column is the durable job. Before anyone thinks about a bot's move,
the move is claimed on the table's version (`Timers.claim_turn`), so of a move's wake-up and
timer passes in one process or several, one thinks; a claim left by a process that died lapses,
and the move is chosen again by the next timer pass. The version check still lets only one write.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from games.ai import decision_seed

from . import table_meta
from .bot_seats import BOT_MARK, mention, seat_level
from .i18n import t
from .lru import LRU
from .playing import play, played
from .ports import BotPort
from .services.moves import BotSeat, MoveRequest, Origin, Version
from .services.offers import offers_close, waits_for_offers
from .tables import Outcome, StaleVersion, Table
from .thinker import DecisionTimeout, Thinker

log = logging.getLogger(__name__)

# A bot that keeps a person waiting longer than this says it is thinking: a shorter search
# needs no message (posted, then deleted, it only added noise to the channel), and a table of
# bots alone, or of people on autopilot, has nobody waiting.
THINKING_NOTICE = 5.0
MAX_MOVES = 5000
# Games whose optional seats asked are remembered: far more than are played at one moment.
ASKED_KEPT = 1024


class BotPlayer:
    """Plays the seats the bot holds: bots, and kicked players at the table's autopilot level.

    `play(table)` is called after every move and by every timer pass; one run per game at a
    time in a process (a call during a run makes the run look again when it is done).
    """

    def __init__(self, bot: BotPort, processes: int) -> None:
        self.bot = bot
        self.thinker = Thinker(processes)
        # Default moves are chosen one at a time: several searching threads at once would each
        # take the GIL from the event loop in turn.
        self._engine = asyncio.Semaphore(1)
        self._running: set[int] = set()
        self._again: set[int] = set()
        # Per game: the version and the optional seats already asked at it (asked once each).
        # Only a game whose version has not moved between two runs needs its entry; one dropped
        # asks its optional seats once more (see ASKED_KEPT). Kept only for a game with a seat
        # asked (a Dice Town offer), as tuples: an entry (a tuple, a set) for every game the
        # timer pass looked at was 2,048 objects that every full garbage collection scanned.
        self._asked: LRU[int, tuple[int, tuple[int, ...]]] = LRU(ASKED_KEPT)
        self._tasks: set[asyncio.Task[None]] = set()
        # Per game waiting for people's offers: the wake-up at the end of their time. The timer
        # pass would find the game too, but up to a tick later than the time the channel was told.
        self._wakeups: dict[int, asyncio.TimerHandle] = {}

    async def close(self) -> None:
        for handle in self._wakeups.values():
            handle.cancel()
        self._wakeups.clear()
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await self.thinker.close()

    def _wake_at(self, game_id: int, at: float) -> None:
        """Play the game again at `at` (by the bot's clock), once."""
        old = self._wakeups.pop(game_id, None)
        if old is not None:
            old.cancel()
        delay = max(0.0, at - self.bot.clock())
        self._wakeups[game_id] = asyncio.get_running_loop().call_later(delay, self._woken, game_id)

    def _woken(self, game_id: int) -> None:
        self._wakeups.pop(game_id, None)

        async def again() -> None:
            try:
                table = await self.bot.tables.by_id(game_id)
                if table is not None and table.row.status == "active":
                    await self.play(table)
            except Exception:
                log.exception("game %s: the bot's wake-up failed", game_id)

        task = asyncio.ensure_future(again())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def default_move(self, table: Table, seat: int) -> object:
        """The engine's default action, chosen in a worker thread: some games search their
        placements for it (tens of milliseconds), which would stall every other channel."""
        async with self._engine:
            return await asyncio.to_thread(table.game.default_action, table.state, seat)

    async def play(self, table: Table) -> int:
        if table.id in self._running:
            self._again.add(table.id)
            return 0
        self._running.add(table.id)
        done = 0
        try:
            while True:
                self._again.discard(table.id)
                done += await self._play(table)
                if table.id not in self._again:
                    return done
                latest = await self.bot.tables.by_id(table.id)
                if latest is None:
                    return done
                table = latest
        finally:
            self._running.discard(table.id)
            self._again.discard(table.id)  # a run that stopped early (game gone, error) leaves none
            if table.row.status != "active":
                self._asked.pop(table.id, None)

    def _next(self, table: Table) -> tuple[int, bool] | None:
        """The seat to play now and whether the game waits for it (False: it may act)."""
        waiting = table.to_act()
        version, asked = self._asked.get(table.id, (-1, ()))
        if version != table.version:
            asked = ()
        # Offers before rulings: a bot contender raises before the (bot) Sheriff rules.
        optional = sorted(s for s in table.may_act() - waiting if table.is_bot(s) and s not in asked)
        if optional:
            self._asked[table.id] = (table.version, (*asked, optional[0]))
            return optional[0], False
        auto = sorted(table_meta.autopilot_seats(table.row.meta) & waiting)
        now = self.bot.clock()
        for seat in auto:
            if table.is_bot(seat) and waits_for_offers(table, seat, now):
                self._wake_at(table.id, offers_close(table, seat) or now)
                continue
            return seat, True
        return None

    async def _play(self, table: Table) -> int:
        done, claimed = 0, -1
        try:
            while done < MAX_MOVES and table.row.status == "active":
                step = self._next(table)
                if step is None:
                    break
                if claimed != table.version:
                    # Of several processes (or a timer pass and a move's wake-up), one thinks.
                    if not await self.bot.schedule.claim_turn(table):
                        break
                    claimed = table.version
                moved = await self._move(table, *step)
                if moved is None:
                    continue
                if not moved:
                    break
                done += 1
                latest = await self.bot.tables.by_id(table.id)
                if latest is None:
                    break
                table = latest
        finally:
            if claimed == table.version:
                # Not at shutdown: the store may be closing; the claim then lapses.
                with contextlib.suppress(Exception):
                    await self.bot.schedule.release_turn(table)
        return done

    async def _move(self, table: Table, seat: int, waited: bool) -> bool | None:
        """Decide and make one seat's move: True when made, None when the seat passes up its
        chance (ask the next), False when the game moved meanwhile."""
        level = seat_level(table.row.meta, table.players, seat)
        notice = None
        if level is None:
            action: Any = await self.default_move(table, seat)
        else:
            try:
                action, notice = await self._think(table, seat, level, waited)
            except Exception as exc:
                # A search that fails (a bug, a worker that died, one that hung and was
                # abandoned) must not stop the game.
                if isinstance(exc, DecisionTimeout):
                    log.warning(
                        "game %s: seat %s's search was abandoned; playing the default", table.id, seat
                    )
                else:
                    log.exception("game %s: search for seat %s failed; playing the default", table.id, seat)
                if not waited:
                    return None
                action = await self.default_move(table, seat)
            if action is None:
                await _drop(notice)
                return None  # nothing it wants to do now; ask the next seat

        async def announced(outcome: Outcome) -> str:
            here = await self.bot.publisher.locale(table)
            did, who = played(table, seat, action, here), table.who(seat)
            key = "bots-played" if table.is_bot(seat) else "bots-autopilot-played"
            return t(here, key, bot=who, user=who, mark=BOT_MARK, played=did)

        # Drawn for this version of this game: a move made meanwhile makes it stale.
        request = MoveRequest(BotSeat(seat), (action,), Version(table.id, table.version), Origin("bot"))
        try:
            await play(self.bot, table.row.channel_id, request, prefix=announced)
        except Exception as exc:  # the game moved meanwhile, or (a bug) the move was refused
            await _drop(notice)
            log.info("game %s: bot move for seat %s not applied: %s", table.id, seat, exc)
            if waited and not isinstance(exc, StaleVersion):
                log.warning("game %s: bot move %r for seat %s refused", table.id, action, seat)
            return False
        await _drop(notice)
        return True

    async def _think(self, table: Table, seat: int, level: str, waited: bool = True) -> tuple[Any, Any]:
        """The search's answer, with the "thinking..." message it needed (None if it was quick).

        Only a seat the game waits for says it is thinking: a seat that may act unwaited may
        do so because of a card nobody else sees (Dice Town's Stick-Up), which the notice would
        tell the channel."""
        dump = table.game.dump(table.state)
        # From the game's seed, the version it is taken at and the seat: a decision replays the same.
        seed = decision_seed(table.row.seed, table.version, seat)
        # The AI time is shared among servers, then the members who opened the tables.
        # A game outside the shipped ones is named by its package, which the worker imports.
        name = self.bot.manifests.worker_name(table.row.game) or table.row.game
        decision = self.thinker.decide(
            table.id,
            name,
            dump,
            seat,
            level,
            seed,
            server=table.row.guild_id or 0,
            member=table.row.host_id,
        )
        task = asyncio.ensure_future(decision)
        notice = None
        finished, _ = await asyncio.wait([task], timeout=THINKING_NOTICE)
        if not finished and waited and _someone_waits(table):
            channel = await self.bot.publisher.channel(table)
            if channel is not None:
                with contextlib.suppress(Exception):
                    here = await self.bot.publisher.locale(table)
                    name = mention(table.user_of(seat), here)
                    notice = await channel.send(t(here, "bots-thinking", bot=name))
        try:
            return await task, notice
        except BaseException:
            task.cancel()
            await _drop(notice)
            raise


def _someone_waits(table: Table) -> bool:
    """Whether a person plays at the table (a seat neither a bot nor on autopilot)."""
    autopilot = table_meta.autopilot_seats(table.row.meta)
    return any(not table.is_bot(s) and s not in autopilot for s in range(len(table.players)))


async def _drop(message: Any) -> None:
    if message is not None:
        with contextlib.suppress(Exception):
            await message.delete()
