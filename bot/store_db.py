"""The database both stores are: what a backend (SQLite `Store`, PostgreSQL `PgStore`) supplies,
and the few helpers every part of the store reads and writes through.

A backend supplies only what differs: connecting and migrating, running a statement (`_fetch`,
`_write`) or several in one transaction (`_atomic`), whether JSON travels as text, and a few
dialect fragments (class constants and `_meta_patch`). The parts of the store (bot/store_api.py:
the games and their logs; bot/store_listings.py, bot/store_timers.py, bot/store_preferences.py)
write their SQL once, with `?` placeholders (the PostgreSQL store numbers them `$1, $2...`).
Anything a caller needs from one backend only (a connection, a pool) is not here on purpose.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, ClassVar, Protocol, Self

from .store_rows import GAME_COLUMNS, GameRow, StoreError, StoreUnavailable, dumps

# The game columns without the state, for listings that never look at it (history, stats).
LIGHT_COLUMNS = GAME_COLUMNS.replace(" state,", " NULL AS state,")
# The columns stored as JSON (text in SQLite, jsonb in PostgreSQL).
JSON_COLUMNS = frozenset({"options", "players", "state", "result", "meta"})
# Where the JSON columns are in a row of the game columns.
_JSON_AT = [i for i, name in enumerate(GAME_COLUMNS.split(", ")) if name in JSON_COLUMNS]


class Tx(Protocol):
    """Statements inside one transaction (also what a game's end is told through:
    `store_api.Finished`)."""

    async def fetch(self, sql: str, params: Sequence[Any]) -> list[Sequence[Any]]: ...

    async def execute(self, sql: str, params: Sequence[Any]) -> None: ...

    async def changed(self, sql: str, params: Sequence[Any]) -> int:
        """Run a write; how many rows it changed."""
        ...


class Database(ABC):
    # What connecting may raise besides StoreError: reported as StoreUnavailable.
    _OPEN_ERRORS: ClassVar[tuple[type[BaseException], ...]]
    # What a write that breaks a UNIQUE index raises (one open game per channel).
    _UNIQUE_VIOLATION: ClassVar[type[Exception]]
    # Whether JSON columns travel as text, encoded and decoded here (SQLite), or as the values
    # the driver's own codec converts (PostgreSQL's jsonb).
    _JSON_AS_TEXT: ClassVar[bool]
    # Dialect fragments: the table the timer pass reads due games from; the condition of a game
    # whose board was posted before its last commit (word for word the condition of migration 7's
    # partial index, so that the planner reads that index); the reminder level of the seat given
    # (as text) in the parameter; a float parameter that may be NULL, where nothing else gives
    # its type.
    _DUE_FROM: ClassVar[str]
    _UNPOSTED: ClassVar[str]
    # A seat of an open game, as the partial index game_players_open_by_user is written.
    _OPEN_SEAT: ClassVar[str]
    _REMINDED: ClassVar[str]
    _FLOAT: ClassVar[str]
    # True while the meta's `thinking` claim is on the game's current version and lasts past ?.
    _CLAIMED: ClassVar[str]
    _BOARD_WAS: ClassVar[str]  # the recorded board message (0: none) equals the parameter

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

    async def _fetch_games(
        self, where: str, params: Sequence[Any] = (), *, light: bool = False, listing: bool = False
    ) -> list[GameRow]:
        # The listings that leave states out may run beside the writer, and so may those that ask.
        columns = LIGHT_COLUMNS if light else GAME_COLUMNS
        rows = await self._fetch(
            f"SELECT {columns} FROM games WHERE {where}", params, listing=light or listing
        )
        return self._games(rows)

    # -- statements of the bot's own tables beside the games (the ratings keep theirs) --------------

    async def fetch(
        self, sql: str, params: Sequence[Any] = (), *, listing: bool = False
    ) -> list[Sequence[Any]]:
        """Run a read (`listing`: one that may go beside the writer, on a connection of its own)."""
        return await self._fetch(sql, params, listing=listing)

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one write as its own transaction; how many rows it changed."""
        return await self._write(sql, params)

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

    async def size_bytes(self) -> int | None:
        """How much room the bot's data takes (for the owner's status); None when unknown."""
        return None
