"""PostgreSQL storage of tables and their action logs, through an asyncpg connection pool.

The same methods, rows and guarantees as the SQLite store (they are `GameStore`'s, in
bot/store_api.py), for when several bot processes share one database: the UPDATE of a write
checks the version (the row lock makes a concurrent writer wait, then find the version changed
and write nothing); a move is one statement, so one transaction; the UNIQUE interaction id
applies a retried interaction once; a partial unique index keeps one open game per channel;
finished games stay. JSON columns are `jsonb`. Timers are claimed per game (`PgTimers`) so that
of several processes exactly one handles each. The shared SQL is written with `?` placeholders,
numbered here (`$1, $2...`) as asyncpg wants them.

The schema has its own numbered migrations (bot/migrations/postgres/), one per SQLite migration
and with the same meaning, recorded in `schema_version`; several processes starting at once
migrate under an advisory lock.
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from contextlib import nullcontext as _no_transaction
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from . import migrations
from .store_api import GameStore, LoggedAction, counted
from .store_rows import ChannelBusy, DuplicateInteraction, GameRow, StoreError, VersionConflict, dumps
from .store_timers import Timers, due_condition

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "PgStore"]

# A connection of the pool, or one of its own (the timer claims'): the same methods.
Connection = asyncpg.Connection | PoolConnectionProxy

# Entry i migrates from version i to i + 1, as bot/store.py's entry i does (bot/migrations/postgres/).
MIGRATIONS: tuple[str, ...] = migrations.load("postgres")
SCHEMA_VERSION = len(MIGRATIONS)

# Any constants will do: they only have to be the same in every process using this database.
_MIGRATION_LOCK = 0x7461626C65626F74  # "tablebot"
# Timer claims are advisory locks (this space, game id folded to 31 bits): two games sharing a key
# (2**31 ids apart) would only take turns, never be handled twice.
_CLAIM_SPACE = 0x7462
_CLAIM_KEY = "(c.id & 2147483647)::int4"


@functools.lru_cache(maxsize=1024)
def _numbered(sql: str) -> str:
    """`?` placeholders as `$1, $2...` (the shared SQL has no `?` of its own: no jsonb `?` operator)."""
    counter = iter(range(1, 65536))
    return re.sub(r"\?", lambda _: f"${next(counter)}", sql)


class _Tx:
    """Statements on one connection (in a transaction when the caller began one), or each on a
    connection the pool lends for it."""

    def __init__(self, con: Connection | asyncpg.Pool) -> None:
        self.con = con

    async def fetch(self, sql: str, params: Sequence[Any]) -> list[Sequence[Any]]:
        return await self.con.fetch(_numbered(sql), *params)

    async def execute(self, sql: str, params: Sequence[Any]) -> None:
        await self.con.execute(_numbered(sql), *params)

    async def changed(self, sql: str, params: Sequence[Any]) -> int:
        # The rows changed are the last word of the command's status (`UPDATE 1`, `INSERT 0 3`).
        return int((await self.con.execute(_numbered(sql), *params)).rpartition(" ")[2])


async def _init_connection(con: Connection) -> None:
    # jsonb in and out as Python values, with the same compact text SQLite stores.
    await con.set_type_codec("jsonb", encoder=dumps, decoder=json.loads, schema="pg_catalog")


class PgStore(GameStore):
    """One PostgreSQL database, shared by every process; a pool of `pool_size` connections each."""

    _OPEN_ERRORS = (OSError, asyncpg.PostgresError, asyncpg.InterfaceError)
    _UNIQUE_VIOLATION = asyncpg.UniqueViolationError
    _JSON_AS_TEXT = False
    _DUE_FROM = "games"
    _UNPOSTED = "(meta->>'posted')::bigint < version"
    _OPEN_SEAT = "p.open"
    _REMINDED = "COALESCE((meta->'reminded'->>?)::int, 0)"
    _FLOAT = "?::float8"
    _BOARD_WAS = "COALESCE((meta->>'board_message')::bigint, 0) = ?::bigint"
    _CLAIMED = (
        "COALESCE((meta->'thinking'->>'version')::bigint = version"
        " AND (meta->'thinking'->>'until')::float8 > ?::float8, false)"
    )

    def __init__(self, url: str, *, pool_size: int = 10) -> None:
        self.url = url
        self.location = _without_password(url)
        self.pool_size = pool_size
        self._pool: asyncpg.Pool | None = None
        super().__init__()

    def _timers(self) -> PgTimers:
        return PgTimers(self)

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("store is not open")
        return self._pool

    async def _connect(self) -> None:
        if self._pool is not None:
            return
        self._pool = await asyncpg.create_pool(
            self.url, min_size=1, max_size=self.pool_size, init=_init_connection
        )
        await self.migrate()

    async def close(self) -> None:
        await self.timers.close()
        if self._pool is not None:
            await self._pool.close()
            self._pool = None

    @asynccontextmanager
    async def _atomic(self) -> AsyncIterator[_Tx]:
        async with self.pool.acquire() as con, con.transaction():
            yield _Tx(con)

    async def schema_version(self) -> int:
        async with self.pool.acquire() as con:
            return await _schema_version(con)

    async def size_bytes(self) -> int | None:
        # The bot's tables with their indexes and TOAST, in the schema it uses (the database may
        # hold others' data as well).
        async with self.pool.acquire() as con:
            return await con.fetchval(
                "SELECT COALESCE(sum(pg_total_relation_size(c.oid)), 0)::bigint FROM pg_class c"
                " JOIN pg_namespace n ON n.oid = c.relnamespace"
                " WHERE n.nspname = current_schema() AND c.relkind = 'r'"
            )

    async def migrate(self, target: int | None = None) -> int:
        async with self.pool.acquire() as con:
            current = await _schema_version(con)
            if current > SCHEMA_VERSION:
                raise StoreError(f"database schema {current} is newer than this bot ({SCHEMA_VERSION})")
            for version in range(current, SCHEMA_VERSION if target is None else target):
                async with con.transaction():
                    await con.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
                    await con.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
                    # Another process may have migrated while we waited for the lock.
                    if await _schema_version(con) > version:
                        continue
                    await con.execute(MIGRATIONS[version])
                    await con.execute("DELETE FROM schema_version")
                    await con.execute("INSERT INTO schema_version VALUES ($1)", version + 1)
            return await _schema_version(con)

    # -- what GameStore runs its SQL through -----------------------------------------------------

    async def _fetch(
        self, sql: str, params: Sequence[Any] = (), *, listing: bool = False
    ) -> list[Sequence[Any]]:
        return await _Tx(self.pool).fetch(sql, params)

    async def _write(self, sql: str, params: Sequence[Any]) -> int:
        return await _Tx(self.pool).changed(sql, params)

    def _meta_patch(self, patch: Mapping[str, Any]) -> tuple[str, list[Any]]:
        removed = [k for k, v in patch.items() if v is None]
        kept = {k: v for k, v in patch.items() if v is not None}
        return "(meta - ?::text[]) || ?::jsonb", [removed, kept]

    async def _commit_move(
        self, row: GameRow, changes: dict[str, Any], log: list[LoggedAction], now: float
    ) -> None:
        update, params = self._update_statement(row, now, changes)
        # One statement, so one transaction in one round trip: the version-checked UPDATE and the
        # action rows stand or fall together. A writer that lost the race updates no row, so it
        # inserts no action either; the winner's row lock keeps the sequence numbers its own.
        statement = (
            f"WITH moved AS ({update} RETURNING version) "
            "INSERT INTO actions (game_id, seq, player, user_id, action, interaction_id, created_at) "
            "SELECT ?::bigint, COALESCE((SELECT MAX(seq) FROM actions WHERE game_id = ?), 0) + a.ord, "
            "a.player, a.user_id, a.action, a.interaction_id, ?::float8 "
            "FROM moved, unnest(?::int[], ?::bigint[], ?::text[], ?::bigint[]) "
            "WITH ORDINALITY AS a (player, user_id, action, interaction_id, ord) RETURNING seq"
        )
        params += [row.id, row.id, now, *map(list, zip(*log, strict=True))]
        interaction_id = log[0][3]
        # The move that ends a game also writes the players' records and what its subscribers
        # write (the ratings), and one that changes its status opens or closes its seats: each
        # takes a transaction.
        ending = "status" in changes or counted(row.status, changes)
        try:
            async with self.pool.acquire() as con, con.transaction() if ending else _no_transaction():
                seq = await con.fetchval(_numbered(statement), *params)
                if ending and seq is not None:
                    await self._seats_follow(_Tx(con), row.id, changes.get("status", row.status))
                    await self._finished(_Tx(con), row, changes, now)
        except asyncpg.UniqueViolationError as exc:
            constraint = exc.as_dict().get("constraint_name") or ""
            if interaction_id is not None and "interaction_id" in constraint:
                raise DuplicateInteraction(str(interaction_id)) from exc
            raise ChannelBusy("this channel already has a game") from exc
        if seq is None:
            raise VersionConflict(f"game {row.id} changed since version {row.version}")


class PgTimers(Timers):
    """Timers whose due games are claimed per game, so that of several processes exactly one
    handles each. A claim is a session advisory lock, so the claims live on one connection of
    their own: when this process dies, its connection ends and the server drops its claims."""

    def __init__(self, db: PgStore) -> None:
        super().__init__(db)
        self.db: PgStore = db
        self._claims: asyncpg.Connection | None = None
        self._claims_lock = asyncio.Lock()
        self._claimed: set[int] = set()

    async def close(self) -> None:
        if self._claims is not None:
            await self._claims.close()  # releases every claim at once
            self._claims, self._claimed = None, set()

    async def claim_due(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> list[GameRow]:
        """`due_games`, less the games another process has claimed; the ones returned are claimed
        by this process until `release_claims` (or until it dies), so that of several processes
        sharing the database exactly one handles each due game (sends its reminder, plays its
        deadline's move).

        The rows are read again once claimed: a row read before another process finished with
        the game (and released it) would still look due.
        """
        where, params = due_condition(now, after)
        async with self._claims_lock:
            claims = self._claims
            if claims is None or claims.is_closed():
                claims = await asyncpg.connect(self.db.url)
                self._claims, self._claimed = claims, set()
            # Due games in order, each locked as the LIMIT reaches it: the lock sits above a
            # materialized CTE (the planner would otherwise push it down, below the sort, and
            # lock every due game) and nothing sorts above it, so no game past the limit is
            # locked, and games others hold are passed over, not counted. A game this
            # connection holds already is not locked twice (the locks would stack).
            got = await _Tx(claims).fetch(
                f"WITH c AS MATERIALIZED (SELECT id, next_due FROM games WHERE {where} "
                "ORDER BY next_due, id) SELECT c.id FROM c "
                "WHERE CASE WHEN c.id = ANY(?::bigint[]) THEN true "
                f"ELSE pg_try_advisory_lock({_CLAIM_SPACE}, {_CLAIM_KEY}) END LIMIT ?",
                [*params, sorted(self._claimed), limit],
            )
            mine = [r[0] for r in got]
            self._claimed.update(mine)
        where, params = due_condition(now, None)
        rows = await self.db._fetch_games(
            f"id = ANY(?::bigint[]) AND {where} ORDER BY next_due, id", [mine, *params]
        )
        stale = set(mine) - {r.id for r in rows}
        if stale:
            await self.release_claims(stale)
        return rows

    async def release_claims(self, game_ids: Iterable[int] | None = None) -> None:
        """Let other processes handle these games again (all of this process's claims by default)."""
        async with self._claims_lock:
            if self._claims is None or self._claims.is_closed():
                self._claimed = set()
                return
            ids = sorted(self._claimed if game_ids is None else self._claimed & set(game_ids))
            if ids:
                await _Tx(self._claims).execute(
                    f"SELECT pg_advisory_unlock({_CLAIM_SPACE}, {_CLAIM_KEY}) "
                    "FROM unnest(?::bigint[]) AS c (id)",
                    [ids],
                )
                self._claimed -= set(ids)


def _without_password(url: str) -> str:
    """The URL as it may be logged: `postgresql://bot:secret@db/x` -> `postgresql://bot@db/x`."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{parts.username}@{host}"))


async def _schema_version(con: Connection) -> int:
    exists = await con.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
    if not exists:
        return 0
    version = await con.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version")
    return int(version or 0)
