"""What the store lists of its games without playing them: the channel's history, a member's
record, what is open (for the owner's status, the bots' caps, a restart's boards).

A member's record is kept, not counted when asked: `player_records` holds their finished games
and wins per game and server, which every write that finishes a game (or changes one finished)
adjusts inside its own transaction (`Listings.count`), so `/game stats` reads a few rows for a
member with 20,000 games as for one with 10.

Listings that leave the states out read on a connection of their own where the backend has one
(SQLite's reader beside the writer), so a member with thousands of games holds up no move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .store_rows import OPEN_STATUSES, GameRow

if TYPE_CHECKING:
    from .store_db import Database, Tx


class Listings:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def open_counts(self) -> dict[str, int]:
        """How many games are in their lobby and in play (an index scan, for the owner's status)."""
        rows = await self.db._fetch(
            "SELECT status, COUNT(*) FROM games WHERE status IN ('lobby', 'active') GROUP BY status"
        )
        counts = {str(status): int(n) for status, n in rows}
        return {status: counts.get(status, 0) for status in OPEN_STATUSES}

    async def open_games(self) -> list[GameRow]:
        return await self.db._fetch_games("status IN ('lobby', 'active') ORDER BY id")

    async def open_games_in(self, guild_id: int) -> list[GameRow]:
        """The open games of one server (when the bot leaves it)."""
        return await self.db._fetch_games(
            "guild_id = ? AND status IN ('lobby', 'active') ORDER BY id", (guild_id,)
        )

    async def unposted_games(self) -> list[GameRow]:
        """Active games committed past the version their last board showed (a restart cut the
        post short). Read from a partial index of these few games (migration 7), beside the
        writer: at start-up the bot must not read every open game, nor hold up the first moves."""
        return await self.db._fetch_games(
            f"status = 'active' AND {self.db._UNPOSTED} ORDER BY id", listing=True
        )

    async def open_bot_tables(self, *, host_id: int, guild_id: int | None) -> list[GameRow]:
        """The open games with a bot seat that this member opened (anywhere) or that are in this
        server, without their states."""
        return await self.db._fetch_games(
            "status IN ('lobby', 'active') AND (host_id = ? OR guild_id = ?) AND EXISTS "
            "(SELECT 1 FROM game_players AS p WHERE p.game_id = games.id AND p.user_id < 0) ORDER BY id",
            (host_id, guild_id),
            light=True,
        )

    async def seated(self, user_id: int, limit: int) -> tuple[list[GameRow], int]:
        """The open games (lobby or in play) where the user holds a seat, newest first, at most
        `limit` of them, and how many there are in all. Both read the partial index of open seats
        by user: the cost follows the user's open games, not the games stored nor the user's
        finished ones."""
        seats = f"FROM game_players AS p WHERE p.user_id = ? AND {self.db._OPEN_SEAT}"
        rows = await self.db._fetch_games(
            f"id IN (SELECT p.game_id {seats} ORDER BY p.game_id DESC LIMIT ?) ORDER BY id DESC",
            (user_id, limit),
        )
        [(total,)] = await self.db._fetch(f"SELECT COUNT(DISTINCT p.game_id) {seats}", (user_id,))
        return rows, int(total)

    async def history(self, channel_id: int, limit: int = 10) -> list[GameRow]:
        """The channel's ended games, newest first, without their states."""
        return await self.db._fetch_games(
            "channel_id = ? AND status IN ('finished', 'abandoned') ORDER BY id DESC LIMIT ?",
            (channel_id, limit),
            light=True,
        )

    async def finished_games_of(self, user_id: int, guild_id: int | None = None) -> list[GameRow]:
        """The finished games a user holds a seat in (from the players index), without states."""
        where = "status = 'finished' AND id IN (SELECT game_id FROM game_players WHERE user_id = ?)"
        params: list[Any] = [user_id]
        if guild_id is not None:
            where += " AND guild_id = ?"
            params.append(guild_id)
        return await self.db._fetch_games(where + " ORDER BY id", params, light=True)

    async def record_of(self, user_id: int, guild_id: int | None = None) -> dict[str, tuple[int, int]]:
        """Per game key: (finished games played, games won) by the user in its current seats, in
        one server or (None) anywhere. Read from the records every game's end keeps (a few rows per
        member, however many games they count), beside the writer."""
        if guild_id is None:
            sql = (
                "SELECT game, SUM(played), SUM(won) FROM player_records WHERE user_id = ? "
                "GROUP BY game HAVING SUM(played) > 0"
            )
            params: list[Any] = [user_id]
        else:
            sql = (
                "SELECT game, played, won FROM player_records "
                "WHERE user_id = ? AND guild_id = ? AND played > 0"
            )
            params = [user_id, guild_id]
        rows = await self.db._fetch(sql, params, listing=True)
        return {game: (int(played), int(won)) for game, played, won in rows}

    @staticmethod
    async def count(tx: Tx, before: GameRow | None, after: GameRow | None) -> None:
        """Keep the records inside the transaction of a write to a game: take out what the finished
        game `before` counted and add what the finished game `after` counts (either None when the
        game is not finished on that side of the write)."""
        delta: dict[tuple[int, int, str], list[int]] = {}
        for row, sign in ((before, -1), (after, 1)):
            if row is None:
                continue
            winners = (row.result or {}).get("winners")
            won = set(winners) if isinstance(winners, list) else set()
            for seat, user in enumerate(row.players):
                counts = delta.setdefault((int(user), row.guild_id or 0, row.game), [0, 0])
                counts[0] += sign
                counts[1] += sign * (seat in won)
        # In key order: two games ending at once for the same members (PostgreSQL) lock their rows
        # in the same order, and so cannot deadlock on them.
        changed = [(*key, played, won) for key, (played, won) in sorted(delta.items()) if played or won]
        if changed:
            await tx.execute(
                "INSERT INTO player_records (user_id, guild_id, game, played, won) VALUES "
                + ", ".join("(?, ?, ?, ?, ?)" for _ in changed)
                + " ON CONFLICT (user_id, guild_id, game) DO UPDATE SET "
                "played = player_records.played + excluded.played, won = player_records.won + excluded.won",
                [v for row in changed for v in row],
            )
