"""Moves: an action (or the actions of one decision) checked and applied with the engine, and
written with the new state in one transaction. Imports no discord.

The service maps a Discord user to a seat, checks the seat may act and the version a button was
drawn for, applies the action with the engine, and writes the action and the new state in one
transaction. Within the process a per-channel lock orders moves; across processes the version
check in SQL does, and a retried interaction applies once (its id is unique in the log).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from games.core import GAME_OVER, Action, BadNotation, Event, GameError, Result

from .. import deadlines, table_meta
from ..repository import Tables
from ..store_rows import DuplicateInteraction, VersionConflict
from ..tables import AlreadyApplied, NotSeated, NotYourTurn, Outcome, StaleVersion, Table, TableError
from .schedule import Schedule

# Where a move came from: the answer and the log follow it, and a timer's move counts as a
# missed deadline.
Kind = Literal["button", "chooser", "typed", "chat", "bot", "timer"]


@dataclass(frozen=True)
class Origin:
    """What sent a move: its kind, and the interaction (or chat message) that carried it, whose id
    makes a retried delivery apply once."""

    kind: Kind
    id: int | None = None


@dataclass(frozen=True)
class BotSeat:
    """A seat the bot plays itself: a bot's, or a person's on autopilot or past their deadline."""

    seat: int


class Guard(Protocol):
    """What a move was drawn for and must still match when it is applied, under the table's lock:
    its game, and the game's version or the prompt its UI stamped."""

    @property
    def game_id(self) -> int | None: ...

    def stale(self, table: Table, seat: int) -> bool:
        """Whether the table as it stands is no longer what the move was drawn for."""
        ...


@dataclass(frozen=True)
class Version:
    """Drawn for a game (a move typed or read in its channel) at a version (None: any)."""

    game_id: int | None = None
    version: int | None = None

    def stale(self, table: Table, seat: int) -> bool:
        return self.version is not None and self.version != table.version


@dataclass(frozen=True)
class Stamp:
    """Drawn for what a game's UI stamps instead of the version, which other seats' moves change:
    a seat's open prompt, an open tie. `stamp_of` reads the one the table has now."""

    game_id: int
    stamp: str
    stamp_of: Callable[[Table, int], str | None] = field(compare=False)

    def stale(self, table: Table, seat: int) -> bool:
        return self.stamp_of(table, seat) != self.stamp


@dataclass(frozen=True)
class MoveRequest:
    """One decision for the moves service, whatever sent it."""

    who: int | BotSeat  # the member who moves (a Discord user id), or a seat the bot plays
    actions: tuple[Action | str, ...]  # the decision's actions in order: usually one notation
    guard: Guard | None = None
    origin: Origin = Origin("typed")

    @property
    def user_id(self) -> int | None:
        return None if isinstance(self.who, BotSeat) else self.who


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

    async def play(self, channel_id: int, request: MoveRequest, *, partial: bool = True) -> Outcome:
        """Apply the actions of one decision at the channel's table in order, and write them all
        in one transaction.

        The first action must be legal (else its error is raised and nothing is written). With
        `partial`, a later refused action ends the sequence: the ones before it are written and
        the refusal's sentence is in `Outcome.refused`; without it, any refusal writes nothing.
        """
        actions, user_id, guard = request.actions, request.user_id, request.guard
        interaction_id = request.origin.id
        if not actions:
            raise ValueError("a move needs at least one action")
        async with self.tables.locked(channel_id) as table:
            row, game = table.row, table.game
            if guard is not None and guard.game_id not in (None, row.id):
                raise StaleVersion(
                    "That button belongs to an earlier game in this channel.", code="earlier_game"
                )
            if row.status != "active" or table.state is None:
                raise TableError("The game has not started yet.", code="not_started")
            if interaction_id is not None:
                await self._not_applied_yet(interaction_id)
            if isinstance(request.who, BotSeat):
                seat: int | None = request.who.seat
            else:
                seat = table.seat_of(request.who)
            if seat is None:
                raise NotSeated("You are not playing in this game; you can watch it.", code="watcher")
            if guard is not None and guard.stale(table, seat):
                raise StaleVersion(
                    "The game has moved on since this was posted; use the latest message.", code="stale"
                )
            # The engine's work (parsing, applying, the result, the state written) runs in a
            # worker thread: some moves take tens of milliseconds of it, which on the event
            # loop would hold up every other channel. The channel's lock is held meanwhile, and
            # the move is still written in one transaction below.
            done = await asyncio.to_thread(_apply, table, seat, actions, partial)
            state, applied, events, refusal, result = (
                done.state,
                done.actions,
                done.events,
                done.refusal,
                done.result,
            )
            now = self.tables.clock()
            meta = deadlines.after_move(
                row.meta,
                table.to_act(),
                done.waiting,
                seat,
                now,
                timed_out=request.origin.kind == "timer",
            )
            meta.pop("thinking", None)  # a claim on the version this move ends
            try:
                moved = await self.tables.commit_move(
                    table,
                    state,
                    dumped=done.dumped,
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


@dataclass
class _Applied:
    """What the engine made of one decision, computed off the event loop."""

    state: Any
    actions: list[Action]
    events: list[Event]
    refusal: TableError | GameError | None
    result: Result | None
    waiting: frozenset[int]  # the seats to act after it
    dumped: Any  # the state as the store writes it


def _apply(table: Table, seat: int, actions: tuple[Action | str, ...], partial: bool) -> _Applied:
    """Apply the actions in order (see `Moves.play`); raises the first action's refusal."""
    game, state = table.game, table.state
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
    return _Applied(state, applied, events, refusal, game.result(state), game.to_act(state), game.dump(state))


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
