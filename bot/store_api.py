"""The store the rest of the bot is written against, and what its two backends (SQLite `Store`,
PostgreSQL `PgStore`) share.

`GameStore` holds every method whose logic is the same on both databases, in SQL written once
with `?` placeholders (the PostgreSQL store numbers them `$1, $2...`). A backend supplies only
what differs: connecting and migrating, running a statement (`_fetch`, `_write`) or several in
one transaction (`_atomic`), whether JSON travels as text, a few dialect fragments (class constants and
`_meta_patch`), and the few methods whose SQL has no common form (`_commit_move`, timer claims).
Anything a caller needs from one backend only (a connection, a pool) is not here on purpose.

Two invariants every write keeps inside its own transaction:

- `game_players` holds one row per seat of `games.players` (rewritten whenever `players` is);
- `games.next_due` is the time the timer pass next has something to do for the game (a
  reminder, a deadline, an autopilot seat), written by the caller with the change of clocks
  that moved it, and NULL once the game is no longer active.
"""

from __future__ import annotations

import dataclasses
import json
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, ClassVar, Protocol, Self

from .store_rows import (
    GAME_COLUMNS,
    KEEP,
    OPEN_STATUSES,
    ActionRow,
    ChannelBusy,
    GameRow,
    StoreError,
    StoreUnavailable,
    VersionConflict,
    dumps,
)
from .table_meta import TableMeta

# The game columns without the state, for listings that never look at it (history, stats).
LIGHT_COLUMNS = GAME_COLUMNS.replace(" state,", " NULL AS state,")
_ACTION_COLUMNS = "game_id, seq, player, user_id, action, interaction_id, created_at"
# An action a move appends: (player, user_id, action); and as stored, with its interaction's id.
Action = tuple[int, int | None, str]
LoggedAction = tuple[int, int | None, str, int | None]


# The columns stored as JSON (text in SQLite, jsonb in PostgreSQL), and those a write may change.
JSON_COLUMNS = frozenset({"options", "players", "state", "result", "meta"})
CHANGEABLE = frozenset(
    {"status", "options", "host_id", "players", "state", "result", "finished_at", "meta", "next_due"}
)
# Where the JSON columns are in a row of the game columns.
_JSON_AT = [i for i, name in enumerate(GAME_COLUMNS.split(", ")) if name in JSON_COLUMNS]


def move_changes(
    state: dict[str, Any],
    now: float,
    *,
    status: str | None,
    result: dict[str, Any] | None,
    meta: TableMeta | None,
    next_due: float | None,
) -> dict[str, Any]:
    """The game columns a committed move (or an undo, with no status) writes; an ended game gets
    its finishing time."""
    given = {"status": status, "result": result, "meta": meta}
    changes: dict[str, Any] = {"state": state, **{k: v for k, v in given.items() if v is not None}}
    if next_due is not KEEP:
        changes["next_due"] = next_due
    if status in ("finished", "abandoned"):
        changes["finished_at"] = now
    return changes


def apply_changes(row: GameRow, changes: dict[str, Any], now: float) -> GameRow:
    """The row as the write left it, without reading it back."""
    return dataclasses.replace(row, **changes, version=row.version + 1, updated_at=now)


def due_condition(now: float, after: tuple[float, int] | None) -> tuple[str, list[Any]]:
    """The condition (and its parameters) of the games due at `now`, past `after` when paging."""
    where = "next_due IS NOT NULL AND next_due <= ? AND status = 'active'"
    if after is None:
        return where, [now]
    return where + " AND (next_due, id) > (?, ?)", [now, *after]


class Tx(Protocol):
    """Statements inside one transaction (also what a game's end is told through: `Finished`)."""

    async def fetch(self, sql: str, params: Sequence[Any]) -> list[Sequence[Any]]: ...

    async def execute(self, sql: str, params: Sequence[Any]) -> None: ...

    async def changed(self, sql: str, params: Sequence[Any]) -> int:
        """Run a write; how many rows it changed."""
        ...


# A subscriber to the end of games (`GameStore.on_finish`): called inside the transaction of the
# write that finishes `row` with the `written` columns, with that transaction's statements and the
# write's time. What it writes is committed with the end of the game, or nothing of either.
Finished = Callable[[Tx, GameRow, Mapping[str, Any], float], Awaitable[object]]


def finishes(before_status: str, changes: Mapping[str, Any]) -> bool:
    """Whether writing `changes` to a game in `before_status` finishes it with a result."""
    return before_status == "active" and changes.get("status") == "finished"


class GameStore(ABC):
    def __init__(self) -> None:
        self._finish_hooks: list[Finished] = []

    def on_finish(self, hook: Finished) -> None:
        """Have `hook` called inside the transaction of every write that finishes a game with its
        result (once, however often it is subscribed)."""
        if hook not in self._finish_hooks:
            self._finish_hooks.append(hook)

    async def _finished(self, tx: Tx, row: GameRow, changes: Mapping[str, Any], now: float) -> None:
        """Tell the subscribers, inside the writer's transaction, when this write ends the game."""
        if finishes(row.status, changes):
            for hook in self._finish_hooks:
                await hook(tx, row, changes, now)

    # -- what a backend supplies -----------------------------------------------------------------

    # What connecting may raise besides StoreError: reported as StoreUnavailable.
    _OPEN_ERRORS: ClassVar[tuple[type[BaseException], ...]]
    # What a write that breaks a UNIQUE index raises (one open game per channel).
    _UNIQUE_VIOLATION: ClassVar[type[Exception]]
    # Whether JSON columns travel as text, encoded and decoded here (SQLite), or as the values
    # the driver's own codec converts (PostgreSQL's jsonb).
    _JSON_AS_TEXT: ClassVar[bool]
    # Dialect fragments: the table the timer pass reads due games from; the condition of a game
    # whose board was posted before its last commit; the number of finished games a seat `p` of
    # game `g` won; the reminder level of the seat given (as text) in the parameter; a float
    # parameter that may be NULL, where nothing else gives its type.
    _DUE_FROM: ClassVar[str]
    _UNPOSTED: ClassVar[str]
    _WON: ClassVar[str]
    _REMINDED: ClassVar[str]
    _FLOAT: ClassVar[str]
    # True while the meta's `thinking` claim is on the game's current version and lasts past ?.
    _CLAIMED: ClassVar[str]

    # Where the data lives, fit to show an operator (a file path, a URL without password).
    location: str

    @abstractmethod
    async def _connect(self) -> None:
        """Connect (nothing if connected) and migrate."""

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def schema_version(self) -> int: ...

    @abstractmethod
    async def migrate(self, target: int | None = None) -> int:
        """Apply the missing migrations (up to the latest by default), each in its own
        transaction; returns the new version."""

    @abstractmethod
    async def _fetch(
        self, sql: str, params: Sequence[Any] = (), *, listing: bool = False
    ) -> list[Sequence[Any]]:
        """Run a read; `listing` may send it to a connection of its own (history, stats)."""

    @abstractmethod
    def _atomic(self) -> AbstractAsyncContextManager[Tx]:
        """A transaction: all its statements or none."""

    @abstractmethod
    def _meta_patch(self, patch: Mapping[str, Any]) -> tuple[str, list[Any]]:
        """The expression (and its parameters) of `meta` with these keys set, or removed for None."""

    @abstractmethod
    async def _commit_move(
        self, row: GameRow, changes: dict[str, Any], log: list[LoggedAction], now: float
    ) -> None:
        """Write the move's changes to the game (version-checked, as `_write_game`) and append
        `log` to its actions, in one transaction."""

    async def _write(self, sql: str, params: Sequence[Any]) -> int:
        """Run one write as its own transaction; how many rows it changed."""
        async with self._atomic() as tx:
            return await tx.changed(sql, params)

    def _json(self, value: Any) -> Any:
        """A value for a JSON column as the driver takes it."""
        return dumps(value) if self._JSON_AS_TEXT and value is not None else value

    def _loads(self, value: Any) -> Any:
        """A JSON column's value as the driver returns it, decoded."""
        return json.loads(value) if self._JSON_AS_TEXT and value is not None else value

    def _games(self, rows: Iterable[Sequence[Any]]) -> list[GameRow]:
        """Rows of the game columns (`GAME_COLUMNS` or `LIGHT_COLUMNS`) as GameRows."""
        if not self._JSON_AS_TEXT:
            return [GameRow(*r) for r in rows]
        games = []
        for row in rows:
            values = list(row)
            for i in _JSON_AT:
                values[i] = self._loads(values[i])
            games.append(GameRow(*values))
        return games

    async def _decode_page(self, rows: list[Sequence[Any]]) -> list[GameRow]:
        """A page of due games decoded (a backend may move the work off the event loop)."""
        return self._games(rows)

    # -- opening ---------------------------------------------------------------------------------

    async def open(self) -> Self:
        """Open (creating it if need be) and migrate the database. One that cannot be reached or
        opened, is not ours, or holds a newer schema raises StoreUnavailable naming `location`,
        and nothing of the attempt stays open."""
        try:
            await self._connect()
        except (StoreError, *self._OPEN_ERRORS) as exc:
            await self.close()
            raise StoreUnavailable(self.location, exc) from exc
        except BaseException:
            await self.close()
            raise
        return self

    async def __aenter__(self) -> Self:
        return await self.open()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def open_counts(self) -> dict[str, int]:
        """How many games are in their lobby and in play (an index scan, for the owner's status)."""
        rows = await self._fetch(
            "SELECT status, COUNT(*) FROM games WHERE status IN ('lobby', 'active') GROUP BY status"
        )
        counts = {str(status): int(n) for status, n in rows}
        return {status: counts.get(status, 0) for status in OPEN_STATUSES}

    async def size_bytes(self) -> int | None:
        """How much room the bot's data takes (for the owner's status); None when unknown."""
        return None

    # -- reads -----------------------------------------------------------------------------------

    async def _fetch_games(
        self, where: str, params: Sequence[Any] = (), *, light: bool = False
    ) -> list[GameRow]:
        # The listings that leave states out are the ones that may run beside the writer.
        columns = LIGHT_COLUMNS if light else GAME_COLUMNS
        rows = await self._fetch(f"SELECT {columns} FROM games WHERE {where}", params, listing=light)
        return self._games(rows)

    async def game(self, game_id: int) -> GameRow | None:
        rows = await self._fetch_games("id = ?", (game_id,))
        return rows[0] if rows else None

    async def open_game(self, channel_id: int) -> GameRow | None:
        rows = await self._fetch_games("channel_id = ? AND status IN ('lobby', 'active')", (channel_id,))
        return rows[0] if rows else None

    async def open_games(self) -> list[GameRow]:
        return await self._fetch_games("status IN ('lobby', 'active') ORDER BY id")

    async def due_games(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> list[GameRow]:
        """Active games whose `next_due` has come, earliest first, at most `limit` of them.

        `after` is the (next_due, id) of the last game of the previous page: a pass pages
        through what is due without seeing a game twice, even one whose time it set to now.
        """
        where, params = due_condition(now, after)
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM {self._DUE_FROM} WHERE {where} ORDER BY next_due, id LIMIT ?",
            (*params, limit),
        )
        return await self._decode_page(rows)

    async def claim_due(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> list[GameRow]:
        """The due games this process may handle, until `release_claims`. A store with one bot
        process (one SQLite file: its write lock and the version check keep a second one
        honest) claims nothing; the PostgreSQL store claims each game for one process of several."""
        return await self.due_games(now, limit, after=after)

    async def release_claims(self, game_ids: Iterable[int] | None = None) -> None:  # noqa: B027 (nothing claimed)
        """Let other processes handle these games again (all of this process's claims by default)."""

    async def unposted_games(self) -> list[GameRow]:
        """Active games committed past the version their last board showed (a restart cut the
        post short). Filtered in SQL: at start-up the bot must not decode every open game."""
        return await self._fetch_games(f"status = 'active' AND {self._UNPOSTED} ORDER BY id")

    async def open_games_in(self, guild_id: int) -> list[GameRow]:
        """The open games of one server (when the bot leaves it)."""
        return await self._fetch_games(
            "guild_id = ? AND status IN ('lobby', 'active') ORDER BY id", (guild_id,)
        )

    async def open_bot_tables(self, *, host_id: int, guild_id: int | None) -> list[GameRow]:
        """The open games with a bot seat that this member opened (anywhere) or that are in this
        server, without their states."""
        return await self._fetch_games(
            "status IN ('lobby', 'active') AND (host_id = ? OR guild_id = ?) AND EXISTS "
            "(SELECT 1 FROM game_players AS p WHERE p.game_id = games.id AND p.user_id < 0) ORDER BY id",
            (host_id, guild_id),
            light=True,
        )

    async def history(self, channel_id: int, limit: int = 10) -> list[GameRow]:
        """The channel's ended games, newest first, without their states."""
        return await self._fetch_games(
            "channel_id = ? AND status IN ('finished', 'abandoned') ORDER BY id DESC LIMIT ?",
            (channel_id, limit),
            light=True,
        )

    async def finished_games_of(self, user_id: int, guild_id: int | None = None) -> list[GameRow]:
        """The finished games a user holds a seat in (from the players index), without states."""
        where = "status = 'finished' AND id IN (SELECT game_id FROM game_players WHERE user_id = ?)"
        params: list[Any] = [user_id]
        if guild_id is not None:
            where += " AND guild_id = ?"
            params.append(guild_id)
        return await self._fetch_games(where + " ORDER BY id", params, light=True)

    async def record_of(self, user_id: int, guild_id: int | None = None) -> dict[str, tuple[int, int]]:
        """Per game key: (finished games played, games won) by the user in its current seats."""
        sql = (
            f"SELECT g.game, COUNT(*), {self._WON} "
            "FROM game_players AS p JOIN games AS g ON g.id = p.game_id "
            "WHERE p.user_id = ? AND g.status = 'finished'"
        )
        params: list[Any] = [user_id]
        if guild_id is not None:
            sql += " AND g.guild_id = ?"
            params.append(guild_id)
        rows = await self._fetch(sql + " GROUP BY g.game", params, listing=True)
        return {game: (int(played), int(won or 0)) for game, played, won in rows}

    async def actions(self, game_id: int) -> list[ActionRow]:
        rows = await self._fetch(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        return [ActionRow(*r) for r in rows]

    async def interaction_seen(self, interaction_id: int) -> bool:
        return await self.logged_action(interaction_id) is not None

    async def logged_action(self, interaction_id: int) -> ActionRow | None:
        """The action an interaction made, if it is in the log."""
        rows = await self._fetch(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE interaction_id = ?", (interaction_id,)
        )
        return ActionRow(*rows[0]) if rows else None

    # -- writes ----------------------------------------------------------------------------------

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
        options_json, players, meta_json = map(self._json, (options, [host_id], meta or {}))
        try:
            async with self._atomic() as tx:
                rows = await tx.fetch(
                    "INSERT INTO games (guild_id, channel_id, game, status, options, host_id, players, "
                    "seed, version, created_at, updated_at, meta) "
                    f"VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, 0, ?, ?, ?) RETURNING {GAME_COLUMNS}",
                    (guild_id, channel_id, game, options_json, host_id, players, seed, now, now, meta_json),
                )
                [row] = self._games(rows)
                await self._write_players(tx, row.id, [host_id])
        except self._UNIQUE_VIOLATION as exc:
            raise ChannelBusy("this channel already has a game") from exc
        return row

    async def update_game(self, row: GameRow, *, now: float, **changes: Any) -> GameRow:
        """Write changed columns (those in CHANGEABLE) if the row's version is still current;
        bumps the version."""
        bad = set(changes) - CHANGEABLE
        if bad:
            raise ValueError(f"cannot change {sorted(bad)}")
        async with self._atomic() as tx:
            await self._write_game(tx, row, now, changes)
        return apply_changes(row, changes, now)

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
        then: Sequence[Action] = (),
        next_due: float | None = KEEP,
    ) -> GameRow:
        """Append one action (and the `then` actions, (player, user_id, action), that the same
        decision made after it) and the state after them, in one transaction, if the version
        holds. The UNIQUE interaction id is the guard against applying one interaction twice
        (DuplicateInteraction)."""
        changes = move_changes(state, now, status=status, result=result, meta=meta, next_due=next_due)
        # Only the first action carries the interaction's id: it is UNIQUE.
        log = [(player, user_id, action, interaction_id), *((p, u, a, None) for p, u, a in then)]
        await self._commit_move(row, changes, log, now)
        return apply_changes(row, changes, now)

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
        async with self._atomic() as tx:
            await self._write_game(tx, row, now, changes)
            await tx.execute("DELETE FROM actions WHERE game_id = ? AND seq > ?", (row.id, keep))
        return apply_changes(row, changes, now)

    def _update_statement(self, row: GameRow, now: float, changes: dict[str, Any]) -> tuple[str, list[Any]]:
        """The version-checked UPDATE of a game row (an ended game's timer cleared); its last
        three parameters are now, the game id and the version read."""
        # An ended game (or a lobby) has no timer: a change of status away from active clears it.
        if changes.get("status", "active") != "active":
            changes["next_due"] = None
        sets = [f"{name} = ?" for name in changes]
        params = [self._json(v) if k in JSON_COLUMNS else v for k, v in changes.items()]
        sets += ["version = version + 1", "updated_at = ?"]
        params += [now, row.id, row.version]
        return f"UPDATE games SET {', '.join(sets)} WHERE id = ? AND version = ?", params

    async def _write_game(self, tx: Tx, row: GameRow, now: float, changes: dict[str, Any]) -> None:
        sql, params = self._update_statement(row, now, changes)
        try:
            changed = await tx.changed(sql, params)
        except self._UNIQUE_VIOLATION as exc:
            raise ChannelBusy("this channel already has a game") from exc
        if changed != 1:
            raise VersionConflict(f"game {row.id} changed since version {row.version}")
        if "players" in changes:
            await self._write_players(tx, row.id, changes["players"])
        await self._finished(tx, row, changes, now)

    async def _write_players(self, tx: Tx, game_id: int, players: Sequence[int]) -> None:
        """Mirror games.players into game_players, inside the caller's transaction."""
        await tx.execute("DELETE FROM game_players WHERE game_id = ?", (game_id,))
        if players:
            await tx.execute(
                "INSERT INTO game_players (game_id, seat, user_id) VALUES "
                + ", ".join("(?, ?, ?)" for _ in players),
                [v for seat, user in enumerate(players) for v in (game_id, seat, user)],
            )

    async def set_next_due(self, game_id: int, next_due: float | None, *, version: int) -> bool:
        """Reschedule a game's timer if it is still at `version`; False when it moved meanwhile
        (the move wrote its own time)."""
        sql = "UPDATE games SET next_due = ? WHERE id = ? AND version = ? AND status = 'active'"
        return await self._write(sql, (next_due, game_id, version)) == 1

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
        meta, params = self._meta_patch(patch)
        sets = f"meta = {meta}, updated_at = ?"
        params.append(now)
        if next_due is not KEEP:
            sets += f", next_due = CASE WHEN status = 'active' THEN {self._FLOAT} END"
            params.append(next_due)
        where = "id = ?"
        params.append(game_id)
        if version is not None:
            where += " AND version = ?"
            params.append(version)
        if reminded_below is not None:
            where += f" AND {self._REMINDED} < ?"
            params += [str(int(reminded_below[0])), reminded_below[1]]
        if unclaimed_at is not None:
            where += f" AND NOT {self._CLAIMED}"
            params.append(unclaimed_at)
        return await self._write(f"UPDATE games SET {sets} WHERE {where}", params) == 1

    # -- user settings and the languages of servers and channels ---------------------------------

    async def user_settings(self, user_id: int) -> dict[str, Any]:
        rows = await self._fetch("SELECT settings FROM user_settings WHERE user_id = ?", (user_id,))
        return self._loads(rows[0][0]) if rows else {}

    async def set_user_settings(self, user_id: int, settings: dict[str, Any]) -> None:
        await self._write(
            "INSERT INTO user_settings (user_id, settings) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings",
            (user_id, self._json(settings)),
        )

    async def channel_languages(self, guild_id: int) -> dict[int, str]:
        """The server's own language (under channel id 0) and its channels' overrides."""
        rows = await self._fetch(
            "SELECT channel_id, language FROM channel_languages WHERE guild_id = ?", (guild_id,)
        )
        return {int(c): str(lang) for c, lang in rows}

    async def set_channel_language(self, guild_id: int, channel_id: int, language: str | None) -> None:
        if language is None:
            await self._write(
                "DELETE FROM channel_languages WHERE guild_id = ? AND channel_id = ?", (guild_id, channel_id)
            )
        else:
            await self._write(
                "INSERT INTO channel_languages (guild_id, channel_id, language) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id, channel_id) DO UPDATE SET language = excluded.language",
                (guild_id, channel_id, language),
            )
