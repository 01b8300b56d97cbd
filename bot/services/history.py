"""A game's past read from its action log: every move with the events it made, as a reader may see
it, and whether the stored state is the replay of the log. Imports no discord."""

from __future__ import annotations

import json

from games.core import Event

from ..repository import Tables
from ..tables import replayed


class History:
    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def events_log(self, game_id: int) -> list[tuple[int, str, list[Event]]]:
        """Every logged action with the events it produced: (seat, notation, events)."""
        table = await self.tables.by_id(game_id)
        if table is None or table.row.state is None:
            return []
        actions = await self.tables.actions(game_id)
        state = table.game.new(len(table.players), table.row.options, table.row.seed)
        out = []
        for a in actions:
            state, events = table.game.apply(state, a.player, table.game.parse(a.action))
            out.append((a.player, a.action, events))
        return out

    async def log_seen_by(
        self, game_id: int, reader: int | None
    ) -> list[tuple[int, str | None, list[Event]]]:
        """Every logged action as the seat `reader` (None: anyone else) may read it: (seat, its
        notation as the game lets that reader see it, or None for a move hidden from them, the
        events it produced)."""
        table = await self.tables.by_id(game_id)
        if table is None or table.row.state is None:
            return []
        actions = await self.tables.actions(game_id)
        game = table.game
        state = game.new(len(table.players), table.row.options, table.row.seed)
        out: list[tuple[int, str | None, list[Event]]] = []
        for a in actions:
            action = game.parse(a.action)
            seen = game.notation_for(state, a.player, action, reader)
            state, events = game.apply(state, a.player, action)
            out.append((a.player, seen, events))
        return out

    async def verify_replay(self, game_id: int) -> bool:
        """True when the stored state equals the replay of the stored log (crash-safety check)."""
        table = await self.tables.by_id(game_id)
        if table is None or table.state is None:
            return True
        replayed_state = table.game.dump(replayed(table, await self.tables.actions(game_id)))
        return json.dumps(replayed_state, sort_keys=True) == json.dumps(table.row.state, sort_keys=True)
