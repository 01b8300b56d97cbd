"""The tables of the store, as the services use them: loaded with their engine, their states kept
decoded, and one lock per channel. Imports no discord, knows no rule, rating, bot or AI.

Every change of a game goes through here (the services decide what to write), so what is cached
is what was written: a state is cached under the version its row has, and a row whose version
moved (another process wrote it) is decoded again. Within the process a per-channel lock orders
the services' changes; across processes the store's version check does.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import time
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from typing import Any, Unpack

from games.core import Game

from .store_api import GameStore
from .store_rows import KEEP, ActionRow, GameRow
from .table_meta import MetaPatch, RetiredBoard, TableMeta, patched
from .tables import NoTable, Table, TableError

# States kept decoded. What a state kept saves is its decoding and the memos its engine keeps on
# it (Akropolis's legal placements): 0.03-0.5 ms a look at it, 0.8 ms at most at p99
# (benchmarks/bench_codec.py, a first look against a second), against 15-25 ms of CPU a move in
# the whole bot. What it costs is the garbage collector's time: each state is 25 objects on
# average that every full collection scans, and at 1,024 the cache was half of what a full
# collection scanned (26,000 of 55,000 objects, 25-64 ms at 100k games; benchmarks/bench_loop.py
# --census). A move's own loads of its state (checked, applied, shown, a bot's reply) come within
# seconds: 256 keeps them for more channels than a process moves at once (200 in
# benchmarks/bench_channels.py); a state dropped is decoded again from its row, which every load
# reads anyway.
DEFAULT_CACHE_SIZE = 256


class Tables:
    """Load, cache and lock tables; write their changes and keep the cache in step."""

    def __init__(
        self,
        store: GameStore,
        games: Mapping[str, Game],
        *,
        clock: Callable[[], float] = time.time,
        cache_size: int = DEFAULT_CACHE_SIZE,
    ) -> None:
        self.store = store
        self.games: Mapping[str, Game] = games
        self.clock = clock
        # A lock lives while someone holds or waits for it: a server with many channels does
        # not keep one per channel ever played in.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # id -> (version, state), least recently used first: decoding JSON on every move would
        # cost more than the move, and keeping every game ever loaded would cost the memory.
        self._cache: OrderedDict[int, tuple[int, Any]] = OrderedDict()
        self.cache_size = cache_size

    def lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    @contextlib.asynccontextmanager
    async def locked(self, channel_id: int) -> AsyncIterator[Table]:
        async with self.lock(channel_id):
            yield await self.table(channel_id)

    def game(self, key: str) -> Game:
        try:
            return self.games[key]
        except KeyError:
            name, games = repr(key), ", ".join(self.games)
            raise TableError(
                f"There is no game called {name}. Games: {games}.", code="no_game", name=name, games=games
            ) from None

    # -- loading -----------------------------------------------------------------------------

    def _cached(self, row: GameRow) -> Any:
        cached = self._cache.get(row.id)
        if cached is None or cached[0] != row.version:
            return None
        self._cache.move_to_end(row.id)
        return cached[1]

    def remember(self, row: GameRow, state: Any) -> Table:
        """The table of a row just written with this state, which the cache keeps."""
        if not row.open or state is None:
            self._cache.pop(row.id, None)  # an ended game is not played again
        else:
            self._cache[row.id] = (row.version, state)
            self._cache.move_to_end(row.id)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        return Table(row=row, game=self.game(row.game), state=state)

    def load(self, row: GameRow) -> Table:
        """The table of a stored row, its state decoded (or taken from the cache)."""
        game = self.game(row.game)
        state = None if row.state is None else self._cached(row)
        if state is None and row.state is not None:
            state = game.load(row.state)
            self.remember(row, state)
        return Table(row=row, game=game, state=state)

    async def table(self, channel_id: int) -> Table:
        row = await self.store.open_game(channel_id)
        if row is None:
            raise NoTable("There is no game in this channel. Start one with /game new.")
        return self.load(row)

    async def find(self, channel_id: int) -> Table | None:
        row = await self.store.open_game(channel_id)
        return None if row is None else self.load(row)

    async def by_id(self, game_id: int) -> Table | None:
        row = await self.store.game(game_id)
        return None if row is None else self.load(row)

    async def due(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> tuple[list[Table], tuple[float, int] | None]:
        """One page of the active tables whose timer is due at `now` (see `Timers.due_games`),
        claimed for this process and decoded off the event loop, and where the next page starts
        (None: this was the last)."""
        # Claimed: of several processes on one database, one handles each due game.
        rows = await self.store.timers.claim_due(now, limit, after=after)
        cursor = (rows[-1].next_due or 0.0, rows[-1].id) if len(rows) == limit else None
        rows = [r for r in rows if r.game in self.games]
        states = {r.id: self._cached(r) for r in rows}
        missing = [r for r in rows if r.state is not None and states[r.id] is None]
        # Engines' load() is pure, so it can run in a thread; the cache is only touched here.
        loaded = await asyncio.to_thread(_load_states, self.games, missing)
        for row, state in zip(missing, loaded, strict=True):
            states[row.id] = state
            self.remember(row, state)
        # The page is kept while its games are handled, seconds at a time, without its states'
        # JSON: once decoded nothing of a timer pass reads it, and its dicts and lists, about 125
        # objects a game, were 8,000 of what a full garbage collection scanned during a restart's
        # catch-up (benchmarks/bench_loop.py --census).
        return [
            Table(row=dataclasses.replace(r, state=None), game=self.games[r.game], state=states[r.id])
            for r in rows
        ], cursor

    async def seated(self, user_id: int, limit: int) -> tuple[list[Table], int]:
        """The open tables where the user sits, newest first, at most `limit`, and how many in all."""
        rows, total = await self.store.listings.seated(user_id, limit)
        return [self.load(r) for r in rows if r.game in self.games], total

    async def actions(self, game_id: int) -> list[ActionRow]:
        """The game's action log, in order."""
        return await self.store.actions(game_id)

    async def open_channels(self, guild_id: int) -> list[int]:
        """The channels (and threads) of a guild that hold an open game."""
        return [row.channel_id for row in await self.store.listings.open_games_in(guild_id)]

    # -- writing -----------------------------------------------------------------------------

    async def update(self, table: Table, **changes: Any) -> Table:
        """Write changed columns of the table's game (its version checked and bumped)."""
        return self.load(await self.store.update_game(table.row, now=self.clock(), **changes))

    async def started(self, table: Table, first: Any, *, now: float, **changes: Any) -> Table:
        """Write the table's start (the columns `changes` gives, its first state dumped among them)
        and cache that state, `first`."""
        row = await self.store.update_game(table.row, now=now, **changes)
        return self.remember(row, first)

    async def commit_move(self, table: Table, state: Any, *, dumped: Any = None, **move: Any) -> Table:
        """Append a move's actions and the state after them (`GameStore.commit_move`); `dumped`,
        when given, is that state already dumped by the engine."""
        if dumped is None:
            dumped = table.game.dump(state)
        row = await self.store.commit_move(table.row, state=dumped, **move)
        return self.remember(row, state)

    async def truncate(
        self, table: Table, keep: int, state: Any, *, now: float, meta: TableMeta, next_due: float | None
    ) -> Table:
        """Drop the actions after the first `keep` and store `state`, replayed without them."""
        row = await self.store.truncate_actions(
            table.row, keep=keep, state=table.game.dump(state), now=now, meta=meta, next_due=next_due
        )
        return self.remember(row, state)

    async def end(self, table: Table) -> Table:
        """Abandon the table's game now."""
        now = self.clock()
        row = await self.store.update_game(table.row, now=now, status="abandoned", finished_at=now)
        self._cache.pop(row.id, None)
        return Table(row=row, game=table.game, state=table.state)

    async def patch_meta(
        self,
        table: Table,
        patch: MetaPatch,
        *,
        now: float,
        next_due: float | None = KEEP,
        **only_if: Any,
    ) -> bool:
        """Patch keys of the table's meta without touching its version, on the conditions
        `only_if` gives (`GameStore.patch_meta`); whether it wrote."""
        return await self.store.patch_meta(table.id, patch, now=now, next_due=next_due, **only_if)

    async def update_meta(self, table: Table, **changes: Unpack[MetaPatch]) -> Table:
        """Bot bookkeeping (posted message ids, inboxes, reminders) stored with the table.

        Keys are merged (a None value removes one); the version does not change, so buttons
        already posted stay valid.
        """
        await self.store.patch_meta(table.id, changes, now=self.clock())
        # Merge locally as json_patch did in SQL, rather than reading the row back.
        table.row.meta = patched(table.row.meta, changes)
        return table

    async def board_shown(
        self, table: Table, message_id: int | None = None, retired: RetiredBoard | None = None
    ) -> Table:
        """Record that the channel shows this version of the table (in message `message_id`, when
        a new board was posted, which shows `retired` once a newer one retires it): one write
        once a board is out, which a restart reads to post what was committed but never shown."""
        changes: MetaPatch = {"posted": table.version}
        if message_id is not None:
            changes["board_message"] = message_id
        if retired is not None:
            changes["board_retired"] = retired
        return await self.update_meta(table, **changes)


def _load_states(games: Mapping[str, Game], rows: Sequence[GameRow]) -> list[Any]:
    # The caller passes only rows with a state (zip(strict=True) there would catch one without).
    return [games[r.game].load(r.state) for r in rows if r.state is not None]
