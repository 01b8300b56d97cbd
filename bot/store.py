"""SQLite storage of tables (games) and their action logs, through aiosqlite.

The action log is the truth: a game's state is `replay(seed, actions)`; the stored state is a
cache of it that every move rewrites in the same transaction as the action row. The schema is
versioned with `PRAGMA user_version` and migrated at start-up.

The interface is small on purpose (rows in, rows out, no SQL outside this module) so that a
second backend can stand behind the same methods. Two invariants every backend keeps inside the
transaction of the write that breaks them:

- `game_players` holds one row per seat of `games.players` (rewritten whenever `players` is);
- `games.next_due` is the time the timer pass next has something to do for the game (a
  reminder, a deadline, an autopilot seat), written by the caller with the change of clocks
  that moved it, and NULL once the game is no longer active.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from . import ratings
from .store_rows import (
    GAME_COLUMNS,
    JSON_COLUMNS,
    KEEP,
    OPEN_STATUSES,
    ActionRow,
    ChannelBusy,
    DuplicateInteraction,
    GameRow,
    StoreError,
    StoreUnavailable,
    VersionConflict,
    apply_changes,
    check_changes,
    dumps,
    ending_clears_timer,
    move_changes,
)
from .table_meta import TableMeta

__all__ = [
    "KEEP",
    "MIGRATIONS",
    "OPEN_STATUSES",
    "SCHEMA_VERSION",
    "ActionRow",
    "ChannelBusy",
    "DuplicateInteraction",
    "GameRow",
    "Store",
    "StoreError",
    "StoreUnavailable",
    "VersionConflict",
]

# Each entry migrates the schema from version i to i + 1. Never edit a shipped entry: add one.
MIGRATIONS: tuple[str, ...] = (
    # 1: tables and their action logs
    """
    CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        guild_id    INTEGER,
        channel_id  INTEGER NOT NULL,
        game        TEXT NOT NULL,
        status      TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
        options     TEXT NOT NULL,
        host_id     INTEGER NOT NULL,
        players     TEXT NOT NULL,
        seed        INTEGER NOT NULL,
        state       TEXT,
        version     INTEGER NOT NULL DEFAULT 0,
        result      TEXT,
        created_at  REAL NOT NULL,
        updated_at  REAL NOT NULL,
        finished_at REAL
    );
    CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
        WHERE status IN ('lobby', 'active');
    CREATE INDEX games_by_channel ON games (channel_id, id);
    CREATE TABLE actions (
        game_id        INTEGER NOT NULL REFERENCES games (id),
        seq            INTEGER NOT NULL,
        player         INTEGER NOT NULL,
        user_id        INTEGER,
        action         TEXT NOT NULL,
        interaction_id INTEGER UNIQUE,
        created_at     REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    """,
    # 2: bot-side bookkeeping per table (votes, posted messages, deadlines) and per-user settings
    """
    ALTER TABLE games ADD COLUMN meta TEXT NOT NULL DEFAULT '{}';
    CREATE TABLE user_settings (
        user_id  INTEGER PRIMARY KEY,
        settings TEXT NOT NULL DEFAULT '{}'
    );
    """,
    # 3: when each game next needs the timer (NULL: nothing scheduled), and who sits at which
    # table, so timers and stats read an index instead of every game. Active games are due at
    # once: the first timer pass computes their real time from their clocks.
    """
    ALTER TABLE games ADD COLUMN next_due REAL;
    CREATE INDEX games_by_next_due ON games (next_due) WHERE next_due IS NOT NULL;
    CREATE TABLE game_players (
        game_id INTEGER NOT NULL REFERENCES games (id),
        seat    INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX game_players_by_user ON game_players (user_id, game_id, seat);
    INSERT INTO game_players (game_id, seat, user_id)
        SELECT games.id, CAST(seats.key AS INTEGER), seats.value
        FROM games, json_each(games.players) AS seats;
    UPDATE games SET next_due = 0 WHERE status = 'active';
    """,
    # 4: ratings per game and server, and each rated game's changes (trends, final messages)
    ratings.MIGRATION_SQL.format(big="INTEGER", real="REAL"),
    # 5: the language of public messages, per server (channel_id 0) and per channel
    """
    CREATE TABLE channel_languages (
        guild_id   INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        language   TEXT NOT NULL,
        PRIMARY KEY (guild_id, channel_id)
    );
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


_GAME_COLUMNS = GAME_COLUMNS
# The same columns without the state, for listings that never look at it (history, stats).
_LIGHT_COLUMNS = _GAME_COLUMNS.replace(" state,", " NULL,")


def _row_to_game(row: Sequence[Any]) -> GameRow:
    return GameRow(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        game=row[3],
        status=row[4],
        options=json.loads(row[5]),
        host_id=row[6],
        players=json.loads(row[7]),
        seed=row[8],
        state=json.loads(row[9]) if row[9] is not None else None,
        version=row[10],
        result=json.loads(row[11]) if row[11] is not None else None,
        created_at=row[12],
        updated_at=row[13],
        finished_at=row[14],
        meta=json.loads(row[15]),
        next_due=row[16],
    )


def _rows_to_games(rows: Iterable[Sequence[Any]]) -> list[GameRow]:
    return [_row_to_game(r) for r in rows]


class Store:
    """One SQLite file (or `:memory:`), opened once per process."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._db: aiosqlite.Connection | None = None
        # Listings (stats, history) read on their own connection: WAL lets them run beside the
        # writer, so a player with thousands of games does not hold up every move behind them.
        self._reader: aiosqlite.Connection | None = None
        # One connection is shared by all coroutines of the process: a transaction spans several
        # awaits, so writers queue here instead of nesting BEGINs on the connection.
        self._write_lock = asyncio.Lock()

    @property
    def location(self) -> str:
        return self.path

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("store is not open")
        return self._db

    async def open(self) -> Store:
        """Open (creating it if need be) and migrate the file. A file that cannot be opened, is
        not SQLite, or holds a newer schema raises StoreUnavailable naming it; the file is left
        as it was and nothing stays open (aiosqlite's worker thread would keep the process alive)."""
        if self._db is not None:
            return self
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            # isolation_level=None: we issue BEGIN IMMEDIATE ourselves, so a move's read-check-write
            # holds the write lock from the start and two processes cannot interleave.
            self._db = await aiosqlite.connect(self.path, isolation_level=None)
            # Read before anything writes: on a file that is not SQLite this fails and changes nothing.
            await self.schema_version()
            await self._db.execute("PRAGMA journal_mode=WAL")
            await self._db.execute("PRAGMA synchronous=NORMAL")
            await self._db.execute("PRAGMA foreign_keys=ON")
            await self._db.execute("PRAGMA busy_timeout=5000")
            await self.migrate()
            if self.path != ":memory:":
                # Stats and history read here, so no move waits behind a long query.
                uri = Path(self.path).resolve().as_uri() + "?mode=ro"
                self._reader = await aiosqlite.connect(uri, uri=True)
                await self._reader.execute("PRAGMA busy_timeout=5000")
        except (OSError, sqlite3.Error, StoreError) as exc:
            await self.close()
            raise StoreUnavailable(self.path, exc) from exc
        except BaseException:
            await self.close()
            raise
        return self

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

    async def open_counts(self) -> dict[str, int]:
        """How many games are in their lobby and in play (an index scan, for the owner's status)."""
        async with self.db.execute(
            "SELECT status, COUNT(*) FROM games WHERE status IN ('lobby', 'active') GROUP BY status"
        ) as cur:
            counts = {str(status): int(n) for status, n in await cur.fetchall()}
        return {status: counts.get(status, 0) for status in OPEN_STATUSES}

    @property
    def reader(self) -> aiosqlite.Connection:
        """The connection for listings; the shared one for an in-memory database."""
        return self._reader or self.db

    async def __aenter__(self) -> Store:
        return await self.open()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[None]:
        async with self._write_lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    async def schema_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def migrate(self, target: int = SCHEMA_VERSION) -> int:
        """Apply the missing migrations, each in its own transaction; returns the new version."""
        current = await self.schema_version()
        if current > SCHEMA_VERSION:
            raise StoreError(f"database schema {current} is newer than this bot ({SCHEMA_VERSION})")
        for version in range(current, target):
            async with self._transaction():
                for statement in _split_sql(MIGRATIONS[version]):
                    await self.db.execute(statement)
                await self.db.execute(f"PRAGMA user_version = {version + 1}")
        return await self.schema_version()

    # -- reads ---------------------------------------------------------------------------------

    async def _fetch_games(
        self,
        where: str,
        params: Sequence[Any],
        *,
        columns: str = _GAME_COLUMNS,
        db: aiosqlite.Connection | None = None,
    ) -> list[GameRow]:
        async with (db or self.db).execute(f"SELECT {columns} FROM games WHERE {where}", params) as cur:
            rows = await cur.fetchall()
        return _rows_to_games(rows)

    async def game(self, game_id: int) -> GameRow | None:
        rows = await self._fetch_games("id = ?", (game_id,))
        return rows[0] if rows else None

    async def open_game(self, channel_id: int) -> GameRow | None:
        rows = await self._fetch_games("channel_id = ? AND status IN ('lobby', 'active')", (channel_id,))
        return rows[0] if rows else None

    async def open_games(self) -> list[GameRow]:
        return await self._fetch_games("status IN ('lobby', 'active') ORDER BY id", ())

    async def due_games(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> list[GameRow]:
        """Active games whose `next_due` has come, earliest first, at most `limit` of them.

        `after` is the (next_due, id) of the last game of the previous page: a pass pages
        through what is due without seeing a game twice, even one whose time it set to now.
        The rows are decoded in a worker thread: a page of states is too much JSON for the loop.
        """
        where = "next_due IS NOT NULL AND next_due <= ? AND status = 'active'"
        params: list[Any] = [now]
        if after is not None:
            where += " AND (next_due > ? OR (next_due = ? AND id > ?))"
            params += [after[0], after[0], after[1]]
        async with self.db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games INDEXED BY games_by_next_due WHERE {where} "
            "ORDER BY next_due, id LIMIT ?",
            (*params, limit),
        ) as cur:
            rows = await cur.fetchall()
        return await asyncio.to_thread(_rows_to_games, rows)

    async def claim_due(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> list[GameRow]:
        """The due games this process may handle. One SQLite file has one bot process (the
        write lock and the version check keep a second one honest), so nothing is claimed; the
        PostgreSQL store claims each game for one process of several."""
        return await self.due_games(now, limit, after=after)

    async def release_claims(self, game_ids: Iterable[int] | None = None) -> None:
        """Nothing to release: see `claim_due`."""

    async def unposted_games(self) -> list[GameRow]:
        """Active games committed past the version their last board showed (a restart cut the
        post short). Filtered in SQL: at start-up the bot must not decode every open game."""
        return await self._fetch_games(
            "status = 'active' AND json_extract(meta, '$.posted') < version ORDER BY id", ()
        )

    async def open_games_in(self, guild_id: int) -> list[GameRow]:
        """The open games of one server (when the bot leaves it)."""
        return await self._fetch_games(
            "guild_id = ? AND status IN ('lobby', 'active') ORDER BY id", (guild_id,)
        )

    async def history(self, channel_id: int, limit: int = 10) -> list[GameRow]:
        """The channel's ended games, newest first, without their states."""
        return await self._fetch_games(
            "channel_id = ? AND status IN ('finished', 'abandoned') ORDER BY id DESC LIMIT ?",
            (channel_id, limit),
            columns=_LIGHT_COLUMNS,
            db=self.reader,
        )

    async def finished_games_of(self, user_id: int, guild_id: int | None = None) -> list[GameRow]:
        """The finished games a user holds a seat in (from the players index), without states."""
        where = "status = 'finished' AND id IN (SELECT game_id FROM game_players WHERE user_id = ?)"
        params: list[Any] = [user_id]
        if guild_id is not None:
            where += " AND guild_id = ?"
            params.append(guild_id)
        return await self._fetch_games(where + " ORDER BY id", params, columns=_LIGHT_COLUMNS, db=self.reader)

    async def record_of(self, user_id: int, guild_id: int | None = None) -> dict[str, tuple[int, int]]:
        """Per game key: (finished games played, games won) by the user in its current seats."""
        sql = (
            "SELECT g.game, COUNT(*), SUM(EXISTS (SELECT 1 FROM json_each(g.result, '$.winners') AS w "
            "WHERE w.value = p.seat)) "
            "FROM game_players AS p JOIN games AS g ON g.id = p.game_id "
            "WHERE p.user_id = ? AND g.status = 'finished'"
        )
        params: list[Any] = [user_id]
        if guild_id is not None:
            sql += " AND g.guild_id = ?"
            params.append(guild_id)
        async with self.reader.execute(sql + " GROUP BY g.game", params) as cur:
            rows = await cur.fetchall()
        return {game: (int(played), int(won or 0)) for game, played, won in rows}

    async def actions(self, game_id: int) -> list[ActionRow]:
        async with self.db.execute(
            "SELECT game_id, seq, player, user_id, action, interaction_id, created_at "
            "FROM actions WHERE game_id = ? ORDER BY seq",
            (game_id,),
        ) as cur:
            rows = await cur.fetchall()
        return [ActionRow(*r) for r in rows]

    async def interaction_seen(self, interaction_id: int) -> bool:
        async with self.db.execute(
            "SELECT 1 FROM actions WHERE interaction_id = ?", (interaction_id,)
        ) as cur:
            return await cur.fetchone() is not None

    # -- writes --------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        options: dict[str, Any],
        host_id: int,
        seed: int,
        now: float,
        meta: TableMeta | None = None,
    ) -> GameRow:
        try:
            async with self._transaction():
                cur = await self.db.execute(
                    "INSERT INTO games (guild_id, channel_id, game, status, options, host_id, players, "
                    "seed, version, created_at, updated_at, meta) "
                    "VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, 0, ?, ?, ?)",
                    (
                        guild_id,
                        channel_id,
                        game,
                        dumps(options),
                        host_id,
                        dumps([host_id]),
                        seed,
                        now,
                        now,
                        dumps(meta or {}),
                    ),
                )
                game_id = cur.lastrowid
                await self._write_players(int(game_id or 0), [host_id])
        except sqlite3.IntegrityError as exc:
            raise ChannelBusy("this channel already has a game") from exc
        row = await self.game(int(game_id or 0))
        assert row is not None
        return row

    async def update_game(self, row: GameRow, *, now: float, **changes: Any) -> GameRow:
        """Write changed columns if the row's version is still current; bumps the version.

        Allowed changes: status, options, host_id, players, state, result, finished_at, meta,
        next_due.
        """
        check_changes(changes)
        async with self._transaction():
            new_version = await self._write_game(row, now, changes)
        return apply_changes(row, changes, new_version, now)

    async def commit_move(
        self,
        row: GameRow,
        *,
        player: int,
        user_id: int | None,
        action: str,
        interaction_id: int | None,
        state: dict[str, Any],
        now: float,
        status: str | None = None,
        result: dict[str, Any] | None = None,
        meta: TableMeta | None = None,
        then: Sequence[tuple[int, int | None, str]] = (),
        next_due: float | None = KEEP,
    ) -> GameRow:
        """Append one action (and the `then` actions, (player, user_id, action), that the same
        decision made after it) and the state after them, in one transaction, if the version holds."""
        changes = move_changes(state, now, status=status, result=result, meta=meta, next_due=next_due)
        try:
            async with self._transaction():
                new_version = await self._write_game(row, now, changes)
                # The UNIQUE interaction id is the guard against applying one interaction twice;
                # the sequence number is taken inside the same statement.
                for k, (who, user, text) in enumerate([(player, user_id, action), *then]):
                    await self.db.execute(
                        "INSERT INTO actions "
                        "(game_id, seq, player, user_id, action, interaction_id, created_at) "
                        "SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ?, ? FROM actions WHERE game_id = ?",
                        (row.id, who, user, text, interaction_id if k == 0 else None, now, row.id),
                    )
        except sqlite3.IntegrityError as exc:
            if interaction_id is not None and "interaction_id" in str(exc):
                raise DuplicateInteraction(str(interaction_id)) from exc
            raise
        return apply_changes(row, changes, new_version, now)

    async def truncate_actions(
        self,
        row: GameRow,
        *,
        keep: int,
        state: dict[str, Any],
        now: float,
        meta: TableMeta | None = None,
        next_due: float | None = KEEP,
    ) -> GameRow:
        """Drop actions after the first `keep` (undo) and store the replayed state (and the
        clocks restarted for it), atomically."""
        changes = move_changes(state, now, status=None, result=None, meta=meta, next_due=next_due)
        async with self._transaction():
            new_version = await self._write_game(row, now, changes)
            await self.db.execute("DELETE FROM actions WHERE game_id = ? AND seq > ?", (row.id, keep))
        return apply_changes(row, changes, new_version, now)

    async def _write_game(self, row: GameRow, now: float, changes: dict[str, Any]) -> int:
        ending_clears_timer(changes)
        sets = []
        params: list[Any] = []
        for name, value in changes.items():
            sets.append(f"{name} = ?")
            if name in JSON_COLUMNS:
                params.append(None if value is None else dumps(value))
            else:
                params.append(value)
        sets += ["version = version + 1", "updated_at = ?"]
        params += [now, row.id, row.version]
        try:
            cur = await self.db.execute(
                f"UPDATE games SET {', '.join(sets)} WHERE id = ? AND version = ?", params
            )
        except sqlite3.IntegrityError as exc:
            raise ChannelBusy("this channel already has a game") from exc
        if cur.rowcount != 1:
            raise VersionConflict(f"game {row.id} changed since version {row.version}")
        if "players" in changes:
            await self._write_players(row.id, changes["players"])
        await ratings.record_end(ratings.SqliteConn(self.db), row, changes, now)
        return row.version + 1

    async def _write_players(self, game_id: int, players: Sequence[int]) -> None:
        await self.db.execute("DELETE FROM game_players WHERE game_id = ?", (game_id,))
        await self.db.executemany(
            "INSERT INTO game_players (game_id, seat, user_id) VALUES (?, ?, ?)",
            [(game_id, seat, user) for seat, user in enumerate(players)],
        )

    async def set_next_due(self, game_id: int, next_due: float | None, *, version: int) -> bool:
        """Reschedule a game's timer if it is still at `version`; False when it moved meanwhile
        (the move wrote its own time)."""
        async with self._transaction():
            cur = await self.db.execute(
                "UPDATE games SET next_due = ? WHERE id = ? AND version = ? AND status = 'active'",
                (next_due, game_id, version),
            )
        return cur.rowcount == 1

    async def patch_meta(
        self,
        game_id: int,
        patch: Mapping[str, Any],
        *,
        now: float,
        next_due: float | None = KEEP,
        version: int | None = None,
        reminded_below: tuple[int, int] | None = None,
        unclaimed_at: float | None = None,
    ) -> bool:
        """Set (or, with None, remove) top-level keys of a table's meta without touching its version.

        `reminded_below=(seat, level)` writes only while the seat's recorded reminder level is
        below `level`: of two processes about to send one reminder, one records it.
        `unclaimed_at=now` writes only while no `thinking` claim on the game's current version
        lasts past `now`: of two processes about to play a bot's move, one claims it.

        Posting a board records the message id; bumping the version for that would make the
        buttons on the board just posted stale. The keys are replaced whole in SQL, so
        concurrent patches of different keys do not overwrite each other. A patch of the clocks
        (a reminder sent, a seat put on autopilot) writes the new `next_due` with it; given a
        `version`, nothing is written unless the game is still at it. Returns whether it wrote.
        """
        expr = "meta"
        params: list[Any] = []
        for key, value in patch.items():
            path = '$."' + key.replace('"', "") + '"'
            if value is None:
                expr = f"json_remove({expr}, '{path}')"
            else:
                expr = f"json_set({expr}, '{path}', json(?))"
                params.append(dumps(value))
        sets = f"meta = {expr}, updated_at = ?"
        params.append(now)
        if next_due is not KEEP:
            sets += ", next_due = CASE WHEN status = 'active' THEN ? END"
            params.append(next_due)
        where = "id = ?"
        params.append(game_id)
        if version is not None:
            where += " AND version = ?"
            params.append(version)
        if reminded_below is not None:
            where += " AND COALESCE(json_extract(meta, ?), 0) < ?"
            params += [f'$.reminded."{int(reminded_below[0])}"', reminded_below[1]]
        if unclaimed_at is not None:
            where += (
                " AND NOT COALESCE(json_extract(meta, '$.thinking.version') = version"
                " AND json_extract(meta, '$.thinking.until') > ?, 0)"
            )
            params.append(unclaimed_at)
        async with self._transaction():
            cur = await self.db.execute(f"UPDATE games SET {sets} WHERE {where}", params)
        return cur.rowcount == 1

    # -- user settings -------------------------------------------------------------------------

    async def user_settings(self, user_id: int) -> dict[str, Any]:
        async with self.db.execute("SELECT settings FROM user_settings WHERE user_id = ?", (user_id,)) as cur:
            row = await cur.fetchone()
        return json.loads(row[0]) if row else {}

    async def set_user_settings(self, user_id: int, settings: dict[str, Any]) -> None:
        async with self._transaction():
            await self.db.execute(
                "INSERT INTO user_settings (user_id, settings) VALUES (?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings",
                (user_id, dumps(settings)),
            )

    # -- languages of servers and channels -------------------------------------------------------

    async def channel_languages(self, guild_id: int) -> dict[int, str]:
        """The server's own language (under channel id 0) and its channels' overrides."""
        async with self.db.execute(
            "SELECT channel_id, language FROM channel_languages WHERE guild_id = ?", (guild_id,)
        ) as cur:
            return {int(c): str(lang) for c, lang in await cur.fetchall()}

    async def set_channel_language(self, guild_id: int, channel_id: int, language: str | None) -> None:
        async with self._transaction():
            if language is None:
                await self.db.execute(
                    "DELETE FROM channel_languages WHERE guild_id = ? AND channel_id = ?",
                    (guild_id, channel_id),
                )
            else:
                await self.db.execute(
                    "INSERT INTO channel_languages (guild_id, channel_id, language) VALUES (?, ?, ?) "
                    "ON CONFLICT (guild_id, channel_id) DO UPDATE SET language = excluded.language",
                    (guild_id, channel_id, language),
                )


def _split_sql(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]
