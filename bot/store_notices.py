"""Players' own notices: which wait of a seat each was sent for (the claim that sends it once,
whichever process shows the board), those held back by quiet hours with the time they are due,
and when each daily digest is next due. Due rows are read from an index by time, never by
scanning players or games."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .store_db import Database


@dataclass(frozen=True)
class Notice:
    user_id: int
    game_id: int
    seat: int
    kind: str
    turn: str
    due_at: float


class Notices:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def claim(
        self, user_id: int, game_id: int, seat: int, kind: str, turn: str, due_at: float | None
    ) -> bool:
        """Record that this seat's notice of `kind` is for `turn`, sent now (`due_at` None) or
        held until `due_at`; False when this turn was recorded already (by this process before a
        restart, or by another), which then sends nothing."""
        return (
            await self.db._write(
                "INSERT INTO notices (user_id, game_id, seat, kind, turn, due_at) VALUES (?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (user_id, game_id, seat, kind) DO UPDATE "
                "SET turn = excluded.turn, due_at = excluded.due_at WHERE notices.turn <> excluded.turn",
                (user_id, game_id, seat, kind, turn, due_at),
            )
            == 1
        )

    async def due(self, now: float, limit: int) -> list[Notice]:
        rows = await self.db._fetch(
            "SELECT user_id, game_id, seat, kind, turn, due_at FROM notices "
            "WHERE due_at IS NOT NULL AND due_at <= ? ORDER BY due_at LIMIT ?",
            (now, limit),
        )
        return [Notice(int(u), int(g), int(s), str(k), str(t), float(d)) for u, g, s, k, t, d in rows]

    async def take(self, notice: Notice) -> bool:
        """Claim a held notice for sending: False when another process took it, or the seat's
        turn changed since it was read."""
        return (
            await self.db._write(
                "UPDATE notices SET due_at = NULL WHERE user_id = ? AND game_id = ? AND seat = ? "
                "AND kind = ? AND turn = ? AND due_at = ?",
                (notice.user_id, notice.game_id, notice.seat, notice.kind, notice.turn, notice.due_at),
            )
            == 1
        )

    async def set_digest(self, user_id: int, due_at: float | None) -> None:
        if due_at is None:
            await self.db._write("DELETE FROM digests WHERE user_id = ?", (user_id,))
            return
        await self.db._write(
            "INSERT INTO digests (user_id, due_at) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET due_at = excluded.due_at",
            (user_id, due_at),
        )

    async def digests_due(self, now: float, limit: int) -> list[tuple[int, float]]:
        rows = await self.db._fetch(
            "SELECT user_id, due_at FROM digests WHERE due_at <= ? ORDER BY due_at LIMIT ?", (now, limit)
        )
        return [(int(u), float(d)) for u, d in rows]

    async def take_digest(self, user_id: int, due_at: float, next_due: float) -> bool:
        """Move a due digest to its next time: True for the one process that moved it (it sends)."""
        return (
            await self.db._write(
                "UPDATE digests SET due_at = ? WHERE user_id = ? AND due_at = ?", (next_due, user_id, due_at)
            )
            == 1
        )
