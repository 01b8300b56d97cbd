"""The interface both stores (SQLite `Store`, PostgreSQL `PgStore`) offer the rest of the bot.

The table service, the publisher and the cogs are written against this `Protocol`, so either
backend drops in and the type checker holds them to one set of signatures. Anything a caller needs
from one backend only (a connection, a pool) is not here on purpose.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol, Self

from .store_rows import ActionRow, GameRow
from .table_meta import TableMeta


class GameStore(Protocol):
    @property
    def location(self) -> str:
        """Where the data lives, fit to show an operator (a file path, a URL without password)."""
        ...

    async def open(self) -> Self: ...

    async def close(self) -> None: ...

    async def __aenter__(self) -> Self: ...

    async def __aexit__(self, *exc: object) -> None: ...

    async def schema_version(self) -> int: ...

    async def migrate(self, target: int = ...) -> int: ...

    async def open_counts(self) -> dict[str, int]: ...

    # -- reads ---------------------------------------------------------------------------------

    async def game(self, game_id: int) -> GameRow | None: ...

    async def open_game(self, channel_id: int) -> GameRow | None: ...

    async def open_games(self) -> list[GameRow]: ...

    async def due_games(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> list[GameRow]: ...

    async def claim_due(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> list[GameRow]: ...

    async def release_claims(self, game_ids: Iterable[int] | None = None) -> None: ...

    async def unposted_games(self) -> list[GameRow]: ...

    async def open_games_in(self, guild_id: int) -> list[GameRow]: ...

    async def history(self, channel_id: int, limit: int = 10) -> list[GameRow]: ...

    async def finished_games_of(self, user_id: int, guild_id: int | None = None) -> list[GameRow]: ...

    async def record_of(self, user_id: int, guild_id: int | None = None) -> dict[str, tuple[int, int]]: ...

    async def actions(self, game_id: int) -> list[ActionRow]: ...

    async def interaction_seen(self, interaction_id: int) -> bool: ...

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
    ) -> GameRow: ...

    async def update_game(self, row: GameRow, *, now: float, **changes: Any) -> GameRow: ...

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
        next_due: float | None = ...,
    ) -> GameRow: ...

    async def truncate_actions(
        self,
        row: GameRow,
        *,
        keep: int,
        state: dict[str, Any],
        now: float,
        meta: TableMeta | None = None,
        next_due: float | None = ...,
    ) -> GameRow: ...

    async def set_next_due(self, game_id: int, next_due: float | None, *, version: int) -> bool: ...

    async def patch_meta(
        self,
        game_id: int,
        patch: Mapping[str, Any],
        *,
        now: float,
        next_due: float | None = ...,
        version: int | None = None,
        reminded_below: tuple[int, int] | None = None,
        unclaimed_at: float | None = None,
    ) -> bool: ...

    # -- settings ------------------------------------------------------------------------------

    async def user_settings(self, user_id: int) -> dict[str, Any]: ...

    async def set_user_settings(self, user_id: int, settings: dict[str, Any]) -> None: ...

    async def channel_languages(self, guild_id: int) -> dict[int, str]: ...

    async def set_channel_language(self, guild_id: int, channel_id: int, language: str | None) -> None: ...
