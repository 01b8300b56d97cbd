"""The store the rest of the bot is written against: the games and their action logs, on the
database of either backend (bot/store_db.py), with the parts that hold the rest beside it:
`listings` (history, records, what is open), `timers` (what is due), `preferences` (members'
settings, languages, DM channels).

Four invariants every write keeps inside its own transaction:

- `game_players` holds one row per seat of `games.players` (rewritten whenever `players` is),
  each marked `open` while its game is in its lobby or in play (rewritten whenever `status` is);
- `games.next_due` is the time the timer pass next has something to do for the game (a
  reminder, a deadline, an autopilot seat), written by the caller with the change of clocks
  that moved it, and NULL once the game is no longer active;
- `player_records` counts, per member, game and server, the finished games they hold a seat in
  and the ones they won (`Listings.count`, on every write to a game finished before or after it);
- `notices` holds rows of open games only: the write that ends a game drops its rows.

A write that finishes a game tells the subscribers of `on_finish` inside its transaction (the
ratings subscribe): the store itself knows nothing of what they keep.
"""

from __future__ import annotations

import dataclasses
from abc import abstractmethod
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from .store_db import JSON_COLUMNS, Database, Tx
from .store_listings import Listings
from .store_notices import Notices
from .store_preferences import Preferences
from .store_rows import (
    GAME_COLUMNS,
    KEEP,
    OPEN_STATUSES,
    ActionRow,
    ChannelBusy,
    GameRow,
    VersionConflict,
)
from .store_timers import Timers
from .table_meta import TableMeta

__all__ = ["Finished", "GameStore", "Tx", "counted", "finishes"]

_ACTION_COLUMNS = "game_id, seq, player, user_id, action, interaction_id, created_at"
# An action a move appends: (player, user_id, action); and as stored, with its interaction's id.
Action = tuple[int, int | None, str]
LoggedAction = tuple[int, int | None, str, int | None]
# The game columns a write may change.
CHANGEABLE = frozenset(
    {"status", "options", "host_id", "players", "state", "result", "finished_at", "meta", "next_due"}
)


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
    given = {"status": status, "result": result, "meta": meta}
    changes: dict[str, Any] = {"state": state, **{k: v for k, v in given.items() if v is not None}}
    if next_due is not KEEP:
        changes["next_due"] = next_due
    if status in ("finished", "abandoned"):
        changes["finished_at"] = now
    return changes


def apply_changes(row: GameRow, changes: dict[str, Any], now: float) -> GameRow:
    """The row as the write left it, without reading it back."""
    return dataclasses.replace(row, **changes, version=row.version + 1, updated_at=now)


# A subscriber to the end of games (`GameStore.on_finish`): called inside the transaction of the
# write that finishes `row` with the `written` columns, with that transaction's statements and the
# write's time. What it writes is committed with the end of the game, or nothing of either.
Finished = Callable[[Tx, GameRow, Mapping[str, Any], float], Awaitable[object]]


def finishes(before_status: str, changes: Mapping[str, Any]) -> bool:
    """Whether writing `changes` to a game in `before_status` finishes it with a result."""
    return before_status == "active" and changes.get("status") == "finished"


def counted(before_status: str, changes: Mapping[str, Any]) -> bool:
    """Whether writing `changes` to a game in `before_status` may change the players' records: the
    game is finished before or after it."""
    return "finished" in (before_status, changes.get("status", before_status))


class GameStore(Database):
    def __init__(self) -> None:
        self._finish_hooks: list[Finished] = []
        self.listings = Listings(self)
        self.timers = self._timers()
        self.preferences = Preferences(self)
        self.notices = Notices(self)

    def _timers(self) -> Timers:
        """The backend's timers (PostgreSQL's claim each due game for one process)."""
        return Timers(self)

    def on_finish(self, hook: Finished) -> None:
        """Have `hook` called inside the transaction of every write that finishes a game with its
        result (once, however often it is subscribed)."""
        if hook not in self._finish_hooks:
            self._finish_hooks.append(hook)

    async def _finished(self, tx: Tx, row: GameRow, changes: Mapping[str, Any], now: float) -> None:
        """Inside the writer's transaction: keep the players' records of a game finished before
        or after the write, and tell the subscribers when this write ends the game."""
        if counted(row.status, changes):
            after = apply_changes(row, dict(changes), now)
            await self.listings.count(
                tx,
                row if row.status == "finished" else None,
                after if after.status == "finished" else None,
            )
        if finishes(row.status, changes):
            for hook in self._finish_hooks:
                await hook(tx, row, changes, now)

    @abstractmethod
    async def _commit_move(
        self, row: GameRow, changes: dict[str, Any], log: list[LoggedAction], now: float
    ) -> None:
        """Write the move's changes to the game (version-checked, as `_write_game`) and append
        `log` to its actions, in one transaction."""

    # -- reads -----------------------------------------------------------------------------------

    async def game(self, game_id: int) -> GameRow | None:
        rows = await self._fetch_games("id = ?", (game_id,))
        return rows[0] if rows else None

    async def open_game(self, channel_id: int) -> GameRow | None:
        rows = await self._fetch_games("channel_id = ? AND status IN ('lobby', 'active')", (channel_id,))
        return rows[0] if rows else None

    async def actions(self, game_id: int) -> list[ActionRow]:
        rows = await self._fetch(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        return [ActionRow(*r) for r in rows]

    async def interaction_seen(self, interaction_id: int) -> bool:
        return await self.logged_action(interaction_id) is not None

    async def logged_action(self, interaction_id: int) -> ActionRow | None:
        """The action an interaction made, if it is in the log."""
        rows = await self._fetch(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE interaction_id = ?", (interaction_id,)
        )
        return ActionRow(*rows[0]) if rows else None

    # -- writes ----------------------------------------------------------------------------------

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
    ) -> GameRow:
        options_json, players, meta_json = map(self._json, (options, [host_id], meta or {}))
        try:
            async with self._atomic() as tx:
                rows = await tx.fetch(
                    "INSERT INTO games (guild_id, channel_id, game, status, options, host_id, players, "
                    "seed, version, created_at, updated_at, meta) "
                    f"VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, 0, ?, ?, ?) RETURNING {GAME_COLUMNS}",
                    (guild_id, channel_id, game, options_json, host_id, players, seed, now, now, meta_json),
                )
                [row] = self._games(rows)
                await self._write_players(tx, row.id, [host_id], status="lobby")
        except self._UNIQUE_VIOLATION as exc:
            raise ChannelBusy("this channel already has a game") from exc
        return row

    async def update_game(self, row: GameRow, *, now: float, **changes: Any) -> GameRow:
        """Write changed columns (those in CHANGEABLE) if the row's version is still current;
        bumps the version."""
        bad = set(changes) - CHANGEABLE
        if bad:
            raise ValueError(f"cannot change {sorted(bad)}")
        async with self._atomic() as tx:
            await self._write_game(tx, row, now, changes)
        return apply_changes(row, changes, now)

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
        then: Sequence[Action] = (),
        next_due: float | None = KEEP,
    ) -> GameRow:
        """Append one action (and the `then` actions, (player, user_id, action), that the same
        decision made after it) and the state after them, in one transaction, if the version
        holds. The UNIQUE interaction id is the guard against applying one interaction twice
        (DuplicateInteraction)."""
        changes = move_changes(state, now, status=status, result=result, meta=meta, next_due=next_due)
        # Only the first action carries the interaction's id: it is UNIQUE.
        log = [(player, user_id, action, interaction_id), *((p, u, a, None) for p, u, a in then)]
        await self._commit_move(row, changes, log, now)
        return apply_changes(row, changes, now)

    async def truncate_actions(
        self,
        row: GameRow,
        *,
        keep: int,
        state: dict[str, Any],
        now: float,
        meta: TableMeta | None = None,
        next_due: float | None = KEEP,
    ) -> GameRow:
        """Drop actions after the first `keep` (undo) and store the replayed state (and the
        clocks restarted for it), atomically."""
        changes = move_changes(state, now, status=None, result=None, meta=meta, next_due=next_due)
        async with self._atomic() as tx:
            await self._write_game(tx, row, now, changes)
            await tx.execute("DELETE FROM actions WHERE game_id = ? AND seq > ?", (row.id, keep))
        return apply_changes(row, changes, now)

    def _update_statement(self, row: GameRow, now: float, changes: dict[str, Any]) -> tuple[str, list[Any]]:
        """The version-checked UPDATE of a game row (an ended game's timer cleared); its last
        three parameters are now, the game id and the version read."""
        # An ended game (or a lobby) has no timer: a change of status away from active clears it.
        if changes.get("status", "active") != "active":
            changes["next_due"] = None
        sets = [f"{name} = ?" for name in changes]
        params = [self._json(v) if k in JSON_COLUMNS else v for k, v in changes.items()]
        sets += ["version = version + 1", "updated_at = ?"]
        params += [now, row.id, row.version]
        return f"UPDATE games SET {', '.join(sets)} WHERE id = ? AND version = ?", params

    async def _write_game(self, tx: Tx, row: GameRow, now: float, changes: dict[str, Any]) -> None:
        sql, params = self._update_statement(row, now, changes)
        try:
            changed = await tx.changed(sql, params)
        except self._UNIQUE_VIOLATION as exc:
            raise ChannelBusy("this channel already has a game") from exc
        if changed != 1:
            raise VersionConflict(f"game {row.id} changed since version {row.version}")
        status = changes.get("status", row.status)
        if "players" in changes:
            await self._write_players(tx, row.id, changes["players"], status=status)
        elif "status" in changes:
            await self._seats_follow(tx, row.id, status)
        if row.status in OPEN_STATUSES and status not in OPEN_STATUSES:
            # A wait that is over needs no word: an ended game's notices would otherwise stay
            # for ever, a row per seat and kind of every game played.
            await tx.execute("DELETE FROM notices WHERE game_id = ?", (row.id,))
        await self._finished(tx, row, changes, now)

    async def _write_players(self, tx: Tx, game_id: int, players: Sequence[int], *, status: str) -> None:
        """Mirror games.players into game_players, inside the caller's transaction."""
        await tx.execute("DELETE FROM game_players WHERE game_id = ?", (game_id,))
        if players:
            is_open = status in OPEN_STATUSES
            await tx.execute(
                "INSERT INTO game_players (game_id, seat, user_id, open) VALUES "
                + ", ".join("(?, ?, ?, ?)" for _ in players),
                [v for seat, user in enumerate(players) for v in (game_id, seat, user, is_open)],
            )

    async def _seats_follow(self, tx: Tx, game_id: int, status: str) -> None:
        """Mark the game's seats open or not after a change of its status (the players' own index
        of their open games, `Listings.seated`)."""
        await tx.execute(
            "UPDATE game_players SET open = ? WHERE game_id = ?", (status in OPEN_STATUSES, game_id)
        )

    async def patch_meta(
        self,
        game_id: int,
        patch: Mapping[str, Any],
        *,
        now: float,
        next_due: float | None = KEEP,
        version: int | None = None,
        reminded_below: tuple[int, int] | None = None,
        unclaimed_at: float | None = None,
        board_was: int | None = None,
    ) -> bool:
        """Set (or, with None, remove) top-level keys of a table's meta without touching its version.

        `reminded_below=(seat, level)` writes only while the seat's recorded reminder level is
        below `level`: of two processes about to send one reminder, one records it.
        `unclaimed_at=now` writes only while no `thinking` claim on the game's current version
        lasts past `now`: of two processes about to play a bot's move, one claims it.
        `board_was=id` writes only while the recorded board message is `id` (0: none): of two
        processes replacing a deleted table message, one records its own.

        Posting a board records the message id; bumping the version for that would make the
        buttons on the board just posted stale. The keys are replaced whole in SQL, so
        concurrent patches of different keys do not overwrite each other. A patch of the clocks
        (a reminder sent, a seat put on autopilot) writes the new `next_due` with it; given a
        `version`, nothing is written unless the game is still at it. Returns whether it wrote.
        """
        meta, params = self._meta_patch(patch)
        sets = f"meta = {meta}, updated_at = ?"
        params.append(now)
        if next_due is not KEEP:
            sets += f", next_due = CASE WHEN status = 'active' THEN {self._FLOAT} END"
            params.append(next_due)
        where = "id = ?"
        params.append(game_id)
        if version is not None:
            where += " AND version = ?"
            params.append(version)
        if reminded_below is not None:
            where += f" AND {self._REMINDED} < ?"
            params += [str(int(reminded_below[0])), reminded_below[1]]
        if unclaimed_at is not None:
            where += f" AND NOT {self._CLAIMED}"
            params.append(unclaimed_at)
        if board_was is not None:
            where += f" AND {self._BOARD_WAS}"
            params.append(board_was)
        return await self._write(f"UPDATE games SET {sets} WHERE {where}", params) == 1
