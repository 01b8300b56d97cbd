"""SQLite storage of tables (games) and their action logs, through aiosqlite.

The action log is the truth: a game's state is `replay(seed, actions)`; the stored state is a
cache of it that every move rewrites in the same transaction as the action row. The schema is
versioned with `PRAGMA user_version` and migrated at start-up (bot/migrations/sqlite/). What both
stores share (the methods, their SQL and the invariants they keep) is `GameStore` in
bot/store_api.py; this module holds the connections and SQLite's own SQL.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from . import migrations
from .store_api import GameStore, LoggedAction
from .store_rows import (
    ActionRow,
    ChannelBusy,
    DuplicateInteraction,
    GameRow,
    StoreError,
    StoreUnavailable,
    VersionConflict,
    dumps,
)

# The rows and errors are named here too: the rest of the bot imports them from the store.
__all__ = [
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "ActionRow",
    "ChannelBusy",
    "DuplicateInteraction",
    "GameRow",
    "Store",
    "StoreUnavailable",
    "VersionConflict",
]

# Each entry migrates the schema from version i to i + 1 (bot/migrations/sqlite/).
MIGRATIONS: tuple[str, ...] = migrations.load("sqlite")
SCHEMA_VERSION = len(MIGRATIONS)


class _Tx:
    """Statements on the writer connection, inside the transaction `Store._atomic` began."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def fetch(self, sql: str, params: Sequence[Any]) -> list[Sequence[Any]]:
        return list(await self.db.execute_fetchall(sql, params))

    async def execute(self, sql: str, params: Sequence[Any]) -> None:
        await self.db.execute(sql, params)

    async def changed(self, sql: str, params: Sequence[Any]) -> int:
        return (await self.db.execute(sql, params)).rowcount


class Store(GameStore):
    """One SQLite file (or `:memory:`), opened once per process."""

    _OPEN_ERRORS = (OSError, sqlite3.Error)
    _JSON_AS_TEXT = True
    _UNIQUE_VIOLATION = sqlite3.IntegrityError
    _DUE_FROM = "games INDEXED BY games_by_next_due"
    # `IS TRUE`: SQLite reads a partial index only for a condition it can match term by term,
    # which a comparison of two columns' expressions is not.
    _UNPOSTED = "(json_extract(meta, '$.posted') < version) IS TRUE"
    _OPEN_SEAT = "p.open = 1"
    _REMINDED = "COALESCE(json_extract(meta, '$.reminded.\"' || ? || '\"'), 0)"
    _FLOAT = "?"
    _BOARD_WAS = "COALESCE(json_extract(meta, '$.board_message'), 0) = ?"
    _CLAIMED = (
        "COALESCE(json_extract(meta, '$.thinking.version') = version"
        " AND json_extract(meta, '$.thinking.until') > ?, 0)"
    )

    def __init__(self, path: str | Path) -> None:
        self.path = self.location = str(path)
        self._db: aiosqlite.Connection | None = None
        # Listings (stats, history) read on their own connection: WAL lets them run beside the
        # writer, so a player with thousands of games does not hold up every move behind them.
        self._reader: aiosqlite.Connection | None = None
        # One connection is shared by all coroutines of the process: a transaction spans several
        # awaits, so writers queue here instead of nesting BEGINs on the connection.
        self._write_lock = asyncio.Lock()
        super().__init__()

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("store is not open")
        return self._db

    async def _connect(self) -> None:
        # A file that is not SQLite fails the first read below, before anything writes to it;
        # `open` closes what was opened (aiosqlite's worker thread would keep the process alive).
        if self._db is not None:
            return
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN IMMEDIATE ourselves, so a move's read-check-write
        # holds the write lock from the start and two processes cannot interleave.
        self._db = await aiosqlite.connect(self.path, isolation_level=None)
        await self.schema_version()
        for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON", "busy_timeout=5000"):
            await self._db.execute(f"PRAGMA {pragma}")
        await self.migrate()
        if self.path != ":memory:":
            uri = Path(self.path).resolve().as_uri() + "?mode=ro"
            self._reader = await aiosqlite.connect(uri, uri=True)
            await self._reader.execute("PRAGMA busy_timeout=5000")

    async def close(self) -> None:
        # A connection is forgotten only once it is closed: a second close (the bot closes on
        # SIGTERM and again on leaving `async with`) finishes what a cancelled first one began,
        # so no worker thread is left to keep the process alive.
        if self._reader is not None:
            await self._reader.close()
            self._reader = None
        if self._db is not None:
            await self._db.close()
            self._db = None

    @asynccontextmanager
    async def _atomic(self) -> AsyncIterator[_Tx]:
        async with self._write_lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield _Tx(self.db)
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    async def schema_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def size_bytes(self) -> int | None:
        if self.path == ":memory:":
            rows = await self._fetch(
                "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()"
            )
            return int(rows[0][0])
        # The write-ahead log holds recent moves until a checkpoint: it is part of the data too.
        files = [Path(self.path + suffix) for suffix in ("", "-wal")]
        return sum(f.stat().st_size for f in files if f.exists())

    async def migrate(self, target: int | None = None) -> int:
        current = await self.schema_version()
        if current > SCHEMA_VERSION:
            raise StoreError(f"database schema {current} is newer than this bot ({SCHEMA_VERSION})")
        for version in range(current, SCHEMA_VERSION if target is None else target):
            async with self._atomic():
                for statement in MIGRATIONS[version].split(";"):
                    if statement.strip():
                        await self.db.execute(statement)
                await self.db.execute(f"PRAGMA user_version = {version + 1}")
        return await self.schema_version()

    # -- what GameStore runs its SQL through -----------------------------------------------------

    async def _fetch(
        self, sql: str, params: Sequence[Any] = (), *, listing: bool = False
    ) -> list[Sequence[Any]]:
        # An in-memory database has no reader: listings share the one connection.
        db = (self._reader or self.db) if listing else self.db
        return list(await db.execute_fetchall(sql, params))

    async def _decode_page(self, rows: list[Sequence[Any]]) -> list[GameRow]:
        # A page of states is too much JSON to decode on the event loop.
        return await asyncio.to_thread(self._games, rows)

    def _meta_patch(self, patch: Mapping[str, Any]) -> tuple[str, list[Any]]:
        expr = "meta"
        params: list[Any] = []
        for key, value in patch.items():
            path = '$."' + key.replace('"', "") + '"'
            if value is None:
                expr = f"json_remove({expr}, '{path}')"
            else:
                expr = f"json_set({expr}, '{path}', json(?))"
                params.append(dumps(value))
        return expr, params

    async def _commit_move(
        self, row: GameRow, changes: dict[str, Any], log: list[LoggedAction], now: float
    ) -> None:
        try:
            async with self._atomic() as tx:
                await self._write_game(tx, row, now, changes)
                # The sequence number is taken inside the same statement.
                for who, user, text, interaction_id in log:
                    await tx.execute(
                        "INSERT INTO actions "
                        "(game_id, seq, player, user_id, action, interaction_id, created_at) "
                        "SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ?, ? FROM actions WHERE game_id = ?",
                        (row.id, who, user, text, interaction_id, now, row.id),
                    )
        except sqlite3.IntegrityError as exc:
            if log[0][3] is not None and "interaction_id" in str(exc):
                raise DuplicateInteraction(str(log[0][3])) from exc
            raise
