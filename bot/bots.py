"""Bot seats: opponents the bot plays itself, and the search that plays them, off the event loop.

A bot sits at a table under a negative user id (Discord's ids are positive), so a seat stays
one integer everywhere a seat is stored; the id encodes the bot's number and level, so its name
("🤖 Bot 2 · hard") follows from it wherever a message names it. Once the game starts a bot
seat is an autopilot seat, so the timer's `next_due` column says "now" whenever a bot must act:
that column is the durable job. Before anyone thinks about a bot's move, the move is claimed
on the table's version (`TableService.claim_turn`), so of a move's wake-up and timer passes in
one process or several, one thinks; a claim left by a process that died lapses, and the move
is chosen again by the next timer pass. The version check still lets only one write.

The search (`games.ai.decide`) runs in a process pool. Jobs wait in a fair queue: each game's
decisions in order, games served round-robin, so one busy all-bot table cannot starve others.
A decision's seed comes from the game's seed, its version and the seat, so it replays the same.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import itertools
import logging
import multiprocessing
import re
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from games.ai import LEVELS, decide, decision_seed

from . import table_meta
from .i18n import DEFAULT, t
from .lru import LRU
from .table_meta import TableMeta

if TYPE_CHECKING:
    from .tables import Table

log = logging.getLogger(__name__)

BOT_MARK = "🤖"
# The catalog id of each level's word in a bot's name.
LEVEL_LABELS = {"easy": "bots-level-easy", "normal": "bots-level-normal", "hard": "bots-level-hard"}
# Autopilot levels a host may choose: "default" keeps the engine's fast default action.
AUTOPILOT_LEVELS = ("default", *LEVELS)
# A bot that thinks longer than this gets a "thinking..." line on the board.
THINKING_NOTICE = 1.5
# A bot Sheriff waits this long for people's offers before it rules (they may bribe it).
OFFER_GRACE = 60.0


def is_bot(user_id: int) -> bool:
    return user_id < 0


def bot_id(number: int, level: str) -> int:
    """A bot's user id: its number at the table and its level, so any text naming it can be
    written without the table at hand (`name_bots`)."""
    return -(10 * number + LEVELS.index(level) + 1)


def number_of(user_id: int) -> int:
    return -user_id // 10


def level_of(user_id: int) -> str:
    return LEVELS[(-user_id) % 10 - 1]


def bot_name(user_id: int, locale: str = DEFAULT) -> str:
    """ "Bot 2 · hard": the number and the level's word in the reader's language."""
    level = t(locale, LEVEL_LABELS[level_of(user_id)])
    return t(locale, "bots-name", number=str(number_of(user_id)), level=level)


def mention(user_id: int, locale: str = DEFAULT) -> str:
    """How a message names a seat's holder: a mention for a member, a marked name for a bot."""
    if is_bot(user_id):
        return f"{BOT_MARK} {bot_name(user_id, locale)}"
    return f"<@{user_id}>"


def seat_names(players: list[int], member_name: Callable[[int], str], locale: str = DEFAULT) -> list[str]:
    """Each seat's name for an image's `names=`: a member's display name, a bot's marked name."""
    return [f"{BOT_MARK} {bot_name(u, locale)}" if is_bot(u) else member_name(u) for u in players]


_BOT_MENTION = re.compile(r"<@!?(-\d+)>")


def name_bots(text: str, locale: str = DEFAULT, players: list[int] | tuple[int, ...] = ()) -> str:
    """Replace mentions of bots (which Discord would show as raw text) with their names; the
    bots among `players`, already named in English (`Table.who`), are renamed in `locale`."""
    text = _BOT_MENTION.sub(lambda m: mention(int(m.group(1)), locale), text)
    if locale != DEFAULT:
        for user_id in filter(is_bot, players):
            text = text.replace(mention(user_id), mention(user_id, locale))
    return text


def new_bot(players: list[int], level: str) -> int:
    """The id of a bot at `level` with the lowest number not yet at the table."""
    if level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}")
    taken = {number_of(u) for u in players if is_bot(u)}
    return bot_id(next(n for n in itertools.count(1) if n not in taken), level)


def seat_level(meta: TableMeta, players: list[int], seat: int) -> str | None:
    """The search level a seat is played at when the bot plays it (None: the default action)."""
    user = players[seat]
    if is_bot(user):
        return level_of(user)
    level = table_meta.autopilot_level(meta)
    return level if level in LEVELS else None


def waits_for_offers(table: Table, seat: int, now: float) -> bool:
    """Whether a bot that must act should give people time first: a Sheriff ruling a tie while
    human contenders may still raise their offers (chat bribes need a moment to be typed)."""
    ruling = getattr(table.state, "ruling", None)
    if ruling is None:
        return False
    # A contender who pressed Pass may still offer, but has said they are done.
    humans = [o.seat for o in ruling.offers if not o.answered and not is_bot(table.user_of(o.seat))]
    if not humans:
        return False
    started = table_meta.clocks(table.row.meta).get(str(seat))
    return started is not None and now < started + OFFER_GRACE


def decide_text(game_key: str, dump: Mapping[str, Any], seat: int, level: str, seed: int) -> str | None:
    """`games.ai.decide` in a worker, answered in notation: plain text crosses processes."""
    action = decide(game_key, dump, seat, level, seed)
    return None if action is None else str(action)


def _worker_init() -> None:
    # Engines and their data files load once per worker, not with the first decision.
    import games.registry  # noqa: F401


@dataclass
class Job:
    game_id: int
    args: tuple[Any, ...]
    # Made on the loop that queues the job, which is the loop its worker answers on.
    future: asyncio.Future[Any] = field(
        repr=False, default_factory=lambda: asyncio.get_running_loop().create_future()
    )


class FairQueue:
    """Decisions waiting for a worker: FIFO within a game, round-robin across games."""

    def __init__(self) -> None:
        self._games: OrderedDict[int, deque[Job]] = OrderedDict()
        self._ready = asyncio.Condition()

    async def put(self, job: Job) -> None:
        async with self._ready:
            self._games.setdefault(job.game_id, deque()).append(job)
            self._ready.notify()

    def waiting(self) -> int:
        """Decisions queued and still wanted."""
        return sum(not job.future.done() for jobs in self._games.values() for job in jobs)

    async def get(self) -> Job:
        async with self._ready:
            await self._ready.wait_for(lambda: bool(self._games))
            game_id, jobs = self._games.popitem(last=False)
            job = jobs.popleft()
            if jobs:
                self._games[game_id] = jobs  # to the back of the round
            return job


@dataclass(frozen=True)
class ThinkerFigures:
    """What `/owner status` shows of the searches."""

    processes: int  # worker processes configured (0: one worker thread)
    started: bool  # the pool starts with the first decision asked for
    alive: int  # workers serving the queue
    broken: bool  # a worker process died: the pool takes no more work until a restart
    thinking: int  # decisions being made now
    queued: int  # decisions waiting for a worker


class Thinker:
    """The pool that runs searches, fed from a fair queue by one task per worker."""

    def __init__(self, processes: int) -> None:
        self.processes = processes
        self.queue = FairQueue()
        self._pool: concurrent.futures.Executor | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._waiting: set[asyncio.Future[Any]] = set()

    def _start(self) -> None:
        if self._pool is not None:
            return
        if self.processes > 0:
            # spawn: a forked child would inherit the event loop's threads and sockets.
            self._pool = concurrent.futures.ProcessPoolExecutor(
                self.processes, mp_context=multiprocessing.get_context("spawn"), initializer=_worker_init
            )
        else:
            # 0: a worker thread, for tests and tiny hosts; still never the loop's thread.
            self._pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="bot-search")
        self._tasks = [asyncio.create_task(self._work()) for _ in range(max(1, self.processes))]

    async def _work(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            job = await self.queue.get()
            if job.future.cancelled():
                continue
            try:
                result = await loop.run_in_executor(self._pool, decide_text, *job.args)
            except Exception as exc:
                if not job.future.done():
                    job.future.set_exception(exc)
            else:
                if not job.future.done():
                    job.future.set_result(result)

    async def decide(
        self, game_id: int, game_key: str, dump: Mapping[str, Any], seat: int, level: str, seed: int
    ) -> str | None:
        """The notation of the seat's chosen action, once its turn in the queue has come."""
        self._start()
        job = Job(game_id, (game_key, dict(dump), seat, level, seed))
        self._waiting.add(job.future)
        job.future.add_done_callback(self._waiting.discard)
        await self.queue.put(job)
        return await job.future

    def figures(self) -> ThinkerFigures:
        queued = self.queue.waiting()
        return ThinkerFigures(
            processes=self.processes,
            started=self._pool is not None,
            alive=sum(not task.done() for task in self._tasks),
            # ProcessPoolExecutor's own flag, set when a worker process died.
            broken=bool(getattr(self._pool, "_broken", False)),
            thinking=max(0, len(self._waiting) - queued),
            queued=queued,
        )

    async def close(self) -> None:
        # Decisions not made yet are dropped: each is still due in the database, and the next
        # start makes it.
        for future in list(self._waiting):
            future.cancel()
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks = []
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


# A guard against a game whose bots would act forever (a whole all-bot game is far shorter).
MAX_MOVES = 5000
# Games whose optional seats asked are remembered: far more than are played at one moment.
ASKED_KEPT = 1024


class BotPlayer:
    """Plays the seats the bot holds: bots, and kicked players at the table's autopilot level.

    `play(table)` is called after every move and by every timer pass; one run per game at a
    time in a process (a call during a run makes the run look again when it is done).
    """

    def __init__(self, bot: Any, processes: int) -> None:
        self.bot = bot
        self.thinker = Thinker(processes)
        self._running: set[int] = set()
        self._again: set[int] = set()
        # Per game: the version and the optional seats already asked at it (asked once each).
        # Only a game whose version has not moved between two runs needs its entry; one dropped
        # asks its optional seats once more (see ASKED_KEPT).
        self._asked: LRU[int, tuple[int, set[int]]] = LRU(ASKED_KEPT)

    async def close(self) -> None:
        await self.thinker.close()

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
        version, asked = self._asked.get(table.id, (-1, set()))
        if version != table.version:
            asked = set()
            self._asked[table.id] = (table.version, asked)
        # Offers before rulings: a bot contender raises before the (bot) Sheriff rules.
        optional = sorted(s for s in table.may_act() - waiting if table.is_bot(s) and s not in asked)
        if optional:
            asked.add(optional[0])
            return optional[0], False
        auto = sorted(table_meta.autopilot_seats(table.row.meta) & waiting)
        now = self.bot.clock()
        for seat in auto:
            if table.is_bot(seat) and waits_for_offers(table, seat, now):
                continue  # the next timer pass looks again
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
                    if not await self.bot.tables.claim_turn(table):
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
                    await self.bot.tables.release_turn(table)
        return done

    async def _move(self, table: Table, seat: int, waited: bool) -> bool | None:
        """Decide and make one seat's move: True when made, None when the seat passes up its
        chance (ask the next), False when the game moved meanwhile."""
        # Imported here: both modules import this one.
        from .reminders import played
        from .tables import StaleVersion

        level = seat_level(table.row.meta, table.players, seat)
        notice = None
        if level is None:
            action: Any = await self.bot.reminders.default_move(table, seat)
        else:
            try:
                action, notice = await self._think(table, seat, level, waited)
            except Exception:
                # A search that fails (a bug, a worker that died) must not stop the game.
                log.exception("game %s: search for seat %s failed; playing the default", table.id, seat)
                if not waited:
                    return None
                action = await self.bot.reminders.default_move(table, seat)
            if action is None:
                await _drop(notice)
                return None  # nothing it wants to do now; ask the next seat
        try:
            outcome = await self.bot.tables.act(
                table.row.channel_id, None, action, seat=seat, expected_version=table.version
            )
        except Exception as exc:  # the game moved meanwhile, or (a bug) the move was refused
            await _drop(notice)
            log.info("game %s: bot move for seat %s not applied: %s", table.id, seat, exc)
            if waited and not isinstance(exc, StaleVersion):
                log.warning("game %s: bot move %r for seat %s refused", table.id, action, seat)
            return False
        here = await self.bot.publisher.locale(table)
        did, who = played(table, seat, action, here), table.who(seat)
        key = "bots-played" if table.is_bot(seat) else "bots-autopilot-played"
        prefix = t(here, key, bot=who, user=who, mark=BOT_MARK, played=did)
        await self.bot.publisher.after_move(outcome, prefix=prefix)
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
        task = asyncio.ensure_future(self.thinker.decide(table.id, table.row.game, dump, seat, level, seed))
        notice = None
        finished, _ = await asyncio.wait([task], timeout=THINKING_NOTICE)
        if not finished and waited:
            channel = await self.bot.publisher.channel(table.row.channel_id)
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


async def _drop(message: Any) -> None:
    if message is not None:
        with contextlib.suppress(Exception):
            await message.delete()
