"""Who reads what a game's presentation hook returns (bot/gameui.py): the caller decides it."""

from __future__ import annotations

from dataclasses import dataclass

from .tables import Table


@dataclass(frozen=True)
class Reader:
    """Who reads what a hook returns: the table it is about, in which language, and the seat of
    the player reading it (None: the channel, or someone who holds no seat)."""

    table: Table
    locale: str
    seat: int | None = None

    @property
    def me(self) -> int:
        """The reading seat, for hooks only a seat's player reads (a chooser, a DM, a preview)."""
        if self.seat is None:
            raise ValueError(f"game {self.table.id}: a seat's own words asked for the channel")
        return self.seat
