"""When each table next needs the timer, and the timer's own writes: reminders recorded, due times
rewritten, the bots' moves claimed. Imports no discord.

A table's `next_due` is written with every change of its clocks (`next_due` here computes it for
the services that change them), so the timer pass reads only what is due, from an index.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from games.core import Game

from .. import deadlines, table_meta
from ..repository import Tables
from ..store_rows import GameRow
from ..table_meta import TurnClaim
from ..tables import Table
from .offers import ruling_at

# How long a claim on a bot's move holds: far longer than a decision takes, short enough that
# the move is made soon after the process that claimed it died.
TURN_LEASE = 120.0

# A seat's time for its current decision (None: no deadline), as the game's UI sets it.
SeatLimit = Callable[[Table, int], "int | None"]


def pace_limit(table: Table, seat: int) -> int | None:
    """The table's pace for every decision: the limit when no game UI says otherwise."""
    return deadlines.limit_of(table.row.meta)


class Schedule:
    def __init__(self, tables: Tables, limits: SeatLimit = pace_limit) -> None:
        self.tables = tables
        self.limits = limits

    def seat_limits(self, table: Table) -> dict[int, int | None]:
        return {seat: self.limits(table, seat) for seat in table.to_act()}

    def next_due(self, row: GameRow, game: Game, state: Any, now: float, **changes: Any) -> float | None:
        """When the timer next has something to do for this row (with these changes of its
        columns, about to be written) and state (None: never)."""
        row = replace(row, **changes) if changes else row
        if row.status != "active" or state is None:
            return None
        table = Table(row=row, game=game, state=state)
        # A bot Sheriff giving people time to bribe it is due when that time ends, not at every
        # pass before (its seat has no deadline of its own).
        ruling = ruling_at(table, now)
        if ruling is not None:
            people = table.to_act() - table_meta.autopilot_seats(row.meta)
            timed = deadlines.next_due(row.meta, people, now, self.seat_limits(table))
            return ruling if timed is None else min(ruling, timed)
        return deadlines.next_due(row.meta, table.to_act(), now, self.seat_limits(table))

    async def due_tables(
        self, now: float, limit: int, *, after: tuple[float, int] | None = None
    ) -> tuple[list[Table], tuple[float, int] | None]:
        """One page of the tables due at `now`, claimed for this process (`Tables.due`)."""
        return await self.tables.due(now, limit, after=after)

    async def mark_reminded(self, table: Table, seat: int, level: int) -> bool:
        """Record a reminder and the next due time; False (nothing written) when the game moved
        since `table` was read, so the reminder would be about an old clock, or when another
        process recorded it first (it sends it)."""
        meta = deadlines.mark_reminded(table.row.meta, seat, level)
        now = self.tables.clock()
        written = await self.tables.patch_meta(
            table,
            {"reminded": table_meta.reminded(meta)},
            now=now,
            next_due=self.next_due(table.row, table.game, table.state, now, meta=meta),
            version=table.version,
            reminded_below=(seat, level),
        )
        if written:
            table.row.meta = meta
        return written

    async def reschedule(self, table: Table) -> bool:
        """Write the due time the table's clocks give (after a pass found nothing to do, as for
        a game migrated with a placeholder time); False when the game moved meanwhile."""
        due = self.next_due(table.row, table.game, table.state, self.tables.clock())
        if due == table.row.next_due:
            return True
        return await self.tables.store.timers.set_next_due(table.id, due, version=table.version)

    async def claim_turn(self, table: Table) -> bool:
        """Claim the bot's moves at this version of the table for this process: False when the
        game moved or another process (or task) claimed them and still holds the claim. The
        move written with the claim ends it; a process that dies holding one loses it after
        `TURN_LEASE`, so the move is still made once."""
        now = self.tables.clock()
        claim: TurnClaim = {"version": table.version, "until": now + TURN_LEASE}
        return await self.tables.patch_meta(
            table, {"thinking": claim}, now=now, version=table.version, unclaimed_at=now
        )

    async def release_turn(self, table: Table) -> None:
        """Give up a claim made with `claim_turn` that wrote no move (the bot had nothing to do)."""
        await self.tables.patch_meta(
            table, {"thinking": None}, now=self.tables.clock(), version=table.version
        )
