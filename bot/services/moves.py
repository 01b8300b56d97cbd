"""Moves: an action (or the actions of one decision) checked and applied with the engine, and
written with the new state in one transaction. Imports no discord.

The service maps a Discord user to a seat, checks the seat may act and the version a button was
drawn for, applies the action with the engine, and writes the action and the new state in one
transaction. Within the process a per-channel lock orders moves; across processes the version
check in SQL does, and a retried interaction applies once (its id is unique in the log).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypedDict, Unpack

from games.core import GAME_OVER, Action, BadNotation, Event, GameError, Result

from .. import deadlines, table_meta
from ..repository import Tables
from ..store_rows import DuplicateInteraction, VersionConflict
from ..tables import AlreadyApplied, NotSeated, NotYourTurn, Outcome, StaleVersion, Table, TableError
from .schedule import Schedule


class HowActed(TypedDict, total=False):
    """How an action reached the moves service, beside who sent it."""

    seat: int | None  # the seat the bot plays itself (then the user is None)
    expected_version: int | None  # the version the button or menu was drawn for
    interaction_id: int | None  # a retried delivery of it applies once
    game_id: int | None  # the game the button belongs to
    timed_out: bool  # the deadline's automatic move


def result_to_json(result: Result) -> dict[str, Any]:
    return {
        "scores": list(result.scores),
        "ranking": [list(g) for g in result.ranking],
        "breakdown": [dict(b) for b in result.breakdown],
        "winners": sorted(result.winners),
        "reason": result.reason,
    }


class Moves:
    def __init__(self, tables: Tables, schedule: Schedule) -> None:
        self.tables = tables
        self.schedule = schedule
        # Told of every committed move that leaves an autopilot seat to act (the deadline loop
        # plays for it once the move is shown); None: nobody listens.
        self.on_autopilot: Callable[[Table], None] | None = None

    async def act(
        self, channel_id: int, user_id: int | None, action: Action | str, **how: Unpack[HowActed]
    ) -> Outcome:
        """Apply one action for a user (or, with `seat`, for a seat the bot plays itself)."""
        return await self.act_many(channel_id, user_id, [action], partial=False, **how)

    async def act_many(
        self,
        channel_id: int,
        user_id: int | None,
        actions: Sequence[Action | str],
        *,
        partial: bool = True,
        **how: Unpack[HowActed],
    ) -> Outcome:
        """Apply the actions of one decision in order, and write them all in one transaction.

        The first action must be legal (else its error is raised and nothing is written). With
        `partial`, a later refused action ends the sequence: the ones before it are written and
        the refusal's sentence is in `Outcome.refused`; without it, any refusal writes nothing.
        """
        if not actions:
            raise ValueError("act_many needs at least one action")
        seat, interaction_id = how.get("seat"), how.get("interaction_id")
        async with self.tables.locked(channel_id) as table:
            row, game = table.row, table.game
            if how.get("game_id") not in (None, row.id):
                raise StaleVersion(
                    "That button belongs to an earlier game in this channel.", code="earlier_game"
                )
            if row.status != "active" or table.state is None:
                raise TableError("The game has not started yet.", code="not_started")
            if interaction_id is not None:
                await self._not_applied_yet(interaction_id)
            if seat is None:
                if user_id is None:
                    raise ValueError("act needs a user or a seat")
                seat = table.seat_of(user_id)
                if seat is None:
                    raise NotSeated("You are not playing in this game; you can watch it.", code="watcher")
            if how.get("expected_version") not in (None, row.version):
                raise StaleVersion(
                    "The game has moved on since this was posted; use the latest message.", code="stale"
                )
            state = table.state
            applied: list[Action] = []
            events: list[Event] = []
            refusal: TableError | GameError | None = None
            for k, raw in enumerate(actions):
                try:
                    action = _one(table, state, seat, raw)
                    # GameError (IllegalAction) carries its own sentence; nothing is written.
                    state, more = game.apply(state, seat, action)
                except (TableError, GameError) as exc:
                    if k == 0 or not partial:
                        raise
                    refusal = exc
                    break
                applied.append(action)
                events.extend(more)
            result = game.result(state)
            now = self.tables.clock()
            meta = deadlines.after_move(
                row.meta, table.to_act(), game.to_act(state), seat, now, timed_out=how.get("timed_out", False)
            )
            meta.pop("thinking", None)  # a claim on the version this move ends
            try:
                moved = await self.tables.commit_move(
                    table,
                    state,
                    player=seat,
                    user_id=user_id,
                    action=str(applied[0]),
                    interaction_id=interaction_id,
                    now=now,
                    status="finished" if result is not None else None,
                    result=result_to_json(result) if result is not None else None,
                    meta=meta,
                    then=[(seat, user_id, str(a)) for a in applied[1:]],
                    next_due=self.schedule.next_due(row, game, state, now, meta=meta)
                    if result is None
                    else None,
                )
            except DuplicateInteraction:
                assert interaction_id is not None  # only a logged interaction id is a duplicate
                await self._not_applied_yet(interaction_id)
                raise AlreadyApplied("That was already done.", action=str(applied[0])) from None
            except VersionConflict:
                raise StaleVersion(
                    "Someone else moved at the same moment; look at the board and try again.",
                    code="conflict",
                ) from None
            if self.on_autopilot is not None and table_meta.autopilot_seats(meta) & game.to_act(state):
                self.on_autopilot(moved)
            return Outcome(
                table=moved,
                player=seat,
                action=applied[-1],
                events=events,
                finished=result is not None,
                actions=applied,
                refused=str(refusal) if refusal else "",
                refusal=refusal,
            )

    async def _not_applied_yet(self, interaction_id: int) -> None:
        """Raise AlreadyApplied, naming the move it made, when the interaction is in the log: it
        was delivered again, or to another process too, which applied it first."""
        logged = await self.tables.store.logged_action(interaction_id)
        if logged is not None:
            raise AlreadyApplied("That was already done.", action=logged.action)


def _one(table: Table, state: Any, seat: int, action: Action | str) -> Action:
    game, key = table.game, table.row.game
    # A seat allowed to act without being waited for (see Game.may_act) may act too.
    if seat not in game.may_act(state):
        # The engine's own reason, when it says more than "not your turn" (Dice Town: "Only
        # the Sheriff, ..., rules this tie"), with its code and params.
        try:
            game.check(state, seat, game.parse(action) if isinstance(action, str) else action)
        except GameError as exc:
            if not exc.plain:
                raise NotYourTurn.of(exc, key) from None
        raise _not_your_turn(table, game.to_act(state))
    if isinstance(action, str):
        try:
            return game.parse(action)
        except BadNotation as exc:
            raise TableError.of(exc, key) from None
    return action


def _not_your_turn(table: Table, waiting: frozenset[int]) -> NotYourTurn:
    if not waiting:
        return NotYourTurn("The game is over.", code=GAME_OVER)
    mentions = [f"<@{table.user_of(s)}>" for s in sorted(waiting)]
    listed = ", ".join(mentions)
    return NotYourTurn(
        f"It is not your turn; the game is waiting for {listed}.", code="waiting_for", players=mentions
    )
