"""What the stores return and raise: their rows, their errors, and the JSON text they write."""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from typing import Any

from .table_meta import TableMeta

OPEN_STATUSES = ("lobby", "active")


class _Keep:
    """The default of `next_due` arguments: leave the stored time as it is."""

    def __repr__(self) -> str:
        return "KEEP"


# One sentinel for both backends, so a caller's explicit KEEP means the same to each.
KEEP: Any = _Keep()


class StoreError(Exception):
    """Base of the store's expected failures."""


class StoreUnavailable(StoreError):
    """The database cannot be opened, is not ours, or was written by a newer bot."""

    def __init__(self, path: str, cause: BaseException) -> None:
        reason = str(cause) or type(cause).__name__
        super().__init__(f"Cannot open the database {path}: {reason}.")


class ChannelBusy(StoreError):
    """The channel already has a game in its lobby or in play."""


class VersionConflict(StoreError):
    """Someone changed the table since it was read (a concurrent writer won)."""


class DuplicateInteraction(StoreError):
    """This interaction was already applied once."""


@dataclass
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int
    game: str
    status: str
    options: dict[str, Any]
    host_id: int
    players: list[int]
    seed: int
    state: dict[str, Any] | None
    version: int
    result: dict[str, Any] | None
    created_at: float
    updated_at: float
    finished_at: float | None
    meta: TableMeta = field(default_factory=lambda: TableMeta())
    next_due: float | None = None

    @property
    def open(self) -> bool:
        return self.status in OPEN_STATUSES


@dataclass(frozen=True)
class ActionRow:
    game_id: int
    seq: int
    player: int
    user_id: int | None
    action: str
    interaction_id: int | None
    created_at: float


# The games table's columns, in the order of GameRow's fields.
GAME_COLUMNS = ", ".join(f.name for f in fields(GameRow))


def dumps(value: Any) -> str:
    """The compact JSON text both stores write."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
