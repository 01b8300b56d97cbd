"""What the SQLite and PostgreSQL stores share: the rows they return, the errors they raise, and
the bookkeeping of a write (which columns may change, what a move or an undo changes, the row
after it). The SQL itself differs by dialect and stays in each store."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
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
        self.path = path


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


GAME_COLUMNS = (
    "id, guild_id, channel_id, game, status, options, host_id, players, seed, state, version, "
    "result, created_at, updated_at, finished_at, meta, next_due"
)
# The columns stored as JSON (text in SQLite, jsonb in PostgreSQL).
JSON_COLUMNS = frozenset({"options", "players", "state", "result", "meta"})
GAME_FIELDS = frozenset(f.name for f in dataclasses.fields(GameRow))
CHANGEABLE = frozenset(
    {"status", "options", "host_id", "players", "state", "result", "finished_at", "meta", "next_due"}
)


def dumps(value: Any) -> str:
    """The compact JSON text both stores write."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def check_changes(changes: dict[str, Any]) -> None:
    bad = set(changes) - CHANGEABLE
    if bad:
        raise ValueError(f"cannot change {sorted(bad)}")


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
    changes: dict[str, Any] = {"state": state}
    if next_due is not KEEP:
        changes["next_due"] = next_due
    if status is not None:
        changes["status"] = status
        if status in ("finished", "abandoned"):
            changes["finished_at"] = now
    if result is not None:
        changes["result"] = result
    if meta is not None:
        changes["meta"] = meta
    return changes


def ending_clears_timer(changes: dict[str, Any]) -> dict[str, Any]:
    """An ended game (or a lobby) has no timer: a change of status away from active clears it."""
    if changes.get("status", "active") != "active":
        changes["next_due"] = None
    return changes


def apply_changes(row: GameRow, changes: dict[str, Any], version: int, now: float) -> GameRow:
    """The row as the write left it, without reading it back."""
    data = dict(row.__dict__)
    data.update({k: v for k, v in changes.items() if k in GAME_FIELDS})
    data["version"] = version
    data["updated_at"] = now
    return GameRow(**data)
