"""Undo: a player takes back their last action, at once, or with the others' consent when it made
known something hidden. Imports no discord."""

from __future__ import annotations

from dataclasses import dataclass

from .. import deadlines
from ..repository import Tables
from ..tables import Forbidden, NotSeated, StaleVersion, Table, TableError, replayed
from .schedule import Schedule


@dataclass
class UndoVote:
    """Where an undo request stands after one answer: "refused", "counted" or "done"."""

    table: Table
    asker: int
    outcome: str
    yes: list[int]
    needed: list[int]


class Undo:
    def __init__(self, tables: Tables, schedule: Schedule) -> None:
        self.tables = tables
        self.schedule = schedule

    async def plan(self, channel_id: int, user_id: int) -> tuple[Table, int, bool]:
        """Check an undo of the user's last action: (table, its seq, whether it needs a vote).

        It needs the others' consent when the action made known anything that was hidden (the
        game's `reveals`): undoing it would let the player choose again knowing more.
        """
        table = await self.tables.table(channel_id)
        started = table.state is not None and table.row.status == "active"
        actions = await self.tables.actions(table.id) if started else []
        if not actions:
            raise TableError("There is nothing to undo yet.", code="nothing_to_undo")
        last = actions[-1]
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotSeated("You are not playing in this game.", code="undo_not_player")
        if last.player != seat:
            raise TableError(
                "Only the last action of the game can be taken back, and it is not yours.", code="not_last"
            )
        before = replayed(table, actions[:-1])
        return table, last.seq, table.game.reveals(before, last.player, table.game.parse(last.action))

    async def vote(self, channel_id: int, game_id: int, user_id: int, seq: int, allow: bool) -> UndoVote:
        """One player's answer to an open undo request, counted under the channel's lock.

        The request lapses when the game moved on (its action is no longer the last) or its
        asker no longer holds the seat; consent is counted over the current players only, so a
        replaced player's answer leaves with them and their successor must answer.
        """
        async with self.tables.lock(channel_id):
            table = await self.tables.by_id(game_id)
            vote = table.row.meta.get("undo_vote") if table is not None else None
            if table is None or not table.row.open or not vote or vote.get("seq") != seq:
                raise StaleVersion("This undo request is over.", code="undo_over")
            asker = vote.get("by")
            seat = table.seat_of(asker) if isinstance(asker, int) else None
            if seat is None or not isinstance(asker, int) or seat != vote.get("seat", seat):
                await self.tables.update_meta(table, undo_vote=None)
                raise StaleVersion(
                    "This undo request is over: its player no longer holds the seat.", code="undo_over_seat"
                )
            actions = await self.tables.actions(table.id)
            if not actions or actions[-1].seq != seq:
                await self.tables.update_meta(table, undo_vote=None)
                raise StaleVersion(
                    "This undo request is over: the game has moved on.", code="undo_over_moved"
                )
            if user_id not in table.players or user_id == asker:
                raise Forbidden(
                    "Only the other players of this game vote on this undo.", code="undo_vote_others"
                )
            needed = [u for u in table.humans if u != asker]
            if not allow:
                await self.tables.update_meta(table, undo_vote=None)
                return UndoVote(table, asker, "refused", [], needed)
            yes = sorted({u for u in vote.get("yes", []) if u in needed} | {user_id})
            if set(needed) <= set(yes):
                table = await self._take_back(table, seq)
                return UndoVote(table, asker, "done", yes, needed)
            await self.tables.update_meta(table, undo_vote={**vote, "yes": yes})
            return UndoVote(table, asker, "counted", yes, needed)

    async def take_back(self, channel_id: int, seq: int) -> Table:
        """Take back action `seq` (the last one) by replaying the log without it."""
        async with self.tables.lock(channel_id):
            return await self._take_back(await self.tables.table(channel_id), seq)

    async def _take_back(self, table: Table, seq: int) -> Table:
        actions = await self.tables.actions(table.id)
        if not actions or actions[-1].seq != seq:
            raise StaleVersion(
                "The game has moved on; that action can no longer be taken back.", code="undo_too_late"
            )
        state = replayed(table, actions[:-1])
        now = self.tables.clock()
        meta = deadlines.start_clocks(
            {**table.row.meta, "clock": {}, "reminded": {}}, table.game.to_act(state), now
        )
        meta.pop("undo_vote", None)
        due = self.schedule.next_due(table.row, table.game, state, now, meta=meta)
        await self.tables.truncate(table, seq - 1, state, now=now, meta=meta, next_due=due)
        return await self.tables.table(table.row.channel_id)
