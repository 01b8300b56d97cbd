"""When the store's games next need the timer: the games due (`games.next_due`, from an index),
claimed per process where several share the database, and their times rescheduled."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .store_rows import GAME_COLUMNS, GameRow

if TYPE_CHECKING:
    from .store_db import Database


def due_condition(now: float, after: tuple[float, int] | None) -> tuple[str, list[Any]]:
    """The condition (and its parameters) of the games due at `now`, past `after` when paging."""
    where = "next_due IS NOT NULL AND next_due <= ? AND status = 'active'"
    if after is None:
        return where, [now]
    return where + " AND (next_due, id) > (?, ?)", [now, *after]


class Timers:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def due_games(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> list[GameRow]:
        """Active games whose `next_due` has come, earliest first, at most `limit` of them.

        `after` is the (next_due, id) of the last game of the previous page: a pass pages
        through what is due without seeing a game twice, even one whose time it set to now.
        """
        where, params = due_condition(now, after)
        rows = await self.db._fetch(
            f"SELECT {GAME_COLUMNS} FROM {self.db._DUE_FROM} WHERE {where} ORDER BY next_due, id LIMIT ?",
            (*params, limit),
        )
        return await self.db._decode_page(rows)

    async def claim_due(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> list[GameRow]:
        """The due games this process may handle, until `release_claims`. A store with one bot
        process (one SQLite file: its write lock and the version check keep a second one
        honest) claims nothing; the PostgreSQL store claims each game for one process of several."""
        return await self.due_games(now, limit, after=after)

    async def release_claims(self, game_ids: Iterable[int] | None = None) -> None:
        """Let other processes handle these games again (all of this process's claims by default)."""

    async def set_next_due(self, game_id: int, next_due: float | None, *, version: int) -> bool:
        """Reschedule a game's timer if it is still at `version`; False when it moved meanwhile
        (the move wrote its own time)."""
        sql = "UPDATE games SET next_due = ? WHERE id = ? AND version = ? AND status = 'active'"
        return await self.db._write(sql, (next_due, game_id, version)) == 1

    async def close(self) -> None:
        """Give up what the claims hold (a connection of their own, in PostgreSQL)."""
