"""The players' records (`/game stats`, `/game profile`) are kept by the writes that end games, on
both stores: they must always say what counting the stored games says, after ends, abandons, a
write that loses its race, a restart and the migration that builds them from an older database.
And the start-up scan for boards never posted reads its partial index, beside the writer."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import SCHEMA_VERSION, VersionConflict

USERS = (3, 4, 5, -1)
GUILDS = (None, 1, 2)


async def counted_from_games(store, user_id: int, guild_id: int | None) -> dict[str, tuple[int, int]]:
    """The record as it was computed before it was kept: every seat of the member joined to its
    finished game."""
    if store.__class__.__name__ == "Store":
        won = "SUM(EXISTS (SELECT 1 FROM json_each(g.result, '$.winners') AS w WHERE w.value = p.seat))"
    else:
        won = "count(*) FILTER (WHERE COALESCE(g.result->'winners', '[]') @> to_jsonb(p.seat))"
    sql = (
        f"SELECT g.game, COUNT(*), {won} FROM game_players AS p JOIN games AS g ON g.id = p.game_id "
        "WHERE p.user_id = ? AND g.status = 'finished'"
    )
    params: list = [user_id]
    if guild_id is not None:
        sql += " AND g.guild_id = ?"
        params.append(guild_id)
    rows = await store.fetch(sql + " GROUP BY g.game", params)
    return {game: (int(n), int(w or 0)) for game, n, w in rows}


async def assert_records_agree(store) -> None:
    for user in USERS:
        for guild in GUILDS:
            expected = await counted_from_games(store, user, guild)
            assert await store.listings.record_of(user, guild) == expected, (user, guild)


async def table(store, channel: int, *, guild: int | None, game: str, players: list[int]):
    row = await store.create_game(
        guild_id=guild, channel_id=channel, game=game, options={}, host_id=players[0], seed=1, now=0.0
    )
    row = await store.update_game(row, now=0.0, players=players)
    return await store.update_game(row, now=0.0, status="active", state={"pile": 5})


async def play_a_season(store) -> None:
    """Games ended every way the bot ends them, in two servers and a DM."""
    # Finished by a move (the move's own transaction), a winner in seat 1.
    a = await table(store, 10, guild=1, game="nim", players=[3, 4])
    await store.commit_move(
        a,
        player=0,
        user_id=3,
        action="take 5",
        interaction_id=None,
        state={"pile": 0},
        now=1.0,
        status="finished",
        result={"winners": [1]},
    )
    # Finished by a move with two winners, three seats, in another server.
    b = await table(store, 11, guild=2, game="chess", players=[3, 4, 5])
    await store.commit_move(
        b,
        player=1,
        user_id=4,
        action="mate",
        interaction_id=77,
        state={},
        now=2.0,
        status="finished",
        result={"winners": [0, 2]},
    )
    # Finished by a plain write (a lobby's timeout, an owner's end), in a DM; a bot twice.
    c = await table(store, 12, guild=None, game="nim", players=[5, -1, -1])
    await store.update_game(c, now=3.0, status="finished", result={"winners": [1]})
    # Finished with no winner listed (a draw).
    d = await table(store, 13, guild=1, game="nim", players=[4, 5])
    await store.update_game(d, now=4.0, status="finished", result={"draw": True})
    # Abandoned in play and in its lobby: no record counts them.
    e = await table(store, 14, guild=1, game="nim", players=[3, 5])
    await store.update_game(e, now=5.0, status="abandoned")
    lobby = await store.create_game(
        guild_id=1, channel_id=15, game="nim", options={}, host_id=3, seed=1, now=0
    )
    await store.update_game(lobby, now=5.0, status="abandoned", players=[])
    # Still in play.
    await table(store, 16, guild=1, game="nim", players=[3, 4])
    # A finished game written again: its meta (no change to the record), then its seats.
    f = await table(store, 17, guild=2, game="nim", players=[4, 3])
    f = await store.update_game(f, now=6.0, status="finished", result={"winners": [0]})
    f = await store.update_game(f, now=7.0, meta={"posted": f.version})
    await store.update_game(f, now=8.0, players=[5, 3])


async def test_the_kept_records_say_what_counting_the_games_says(store):
    await play_a_season(store)
    await assert_records_agree(store)
    assert await store.listings.record_of(3, 1) == {"nim": (1, 0)}
    assert await store.listings.record_of(3) == {"nim": (2, 0), "chess": (1, 1)}
    assert await store.listings.record_of(5, 2) == {"chess": (1, 1), "nim": (1, 1)}
    assert await store.listings.record_of(-1) == {"nim": (2, 1)}
    assert await store.listings.record_of(99) == {}


async def test_a_finishing_move_that_loses_its_race_counts_nothing(store):
    row = await table(store, 10, guild=1, game="nim", players=[3, 4])
    await store.commit_move(
        row, player=0, user_id=3, action="take 1", interaction_id=None, state={"pile": 4}, now=1.0
    )
    with pytest.raises(VersionConflict):
        await store.commit_move(
            row,
            player=0,
            user_id=3,
            action="take 5",
            interaction_id=None,
            state={"pile": 0},
            now=2.0,
            status="finished",
            result={"winners": [0]},
        )
    assert await store.listings.record_of(3) == {}
    await assert_records_agree(store)


async def test_the_records_survive_a_restart(backend):
    async with backend.new() as store:
        await play_a_season(store)
    async with backend.new() as store:
        await assert_records_agree(store)
        assert await store.listings.record_of(4) == {"nim": (2, 1), "chess": (1, 0)}


async def test_the_migration_counts_the_games_already_stored(backend):
    """A database from before the records (schema 6) is upgraded with every finished game counted."""
    async with backend.new() as store:
        await play_a_season(store)
        # Migration 8's and 10's tables too: a schema 6 database has none of them.
        statements = [
            "DROP TABLE dm_channels",
            "DROP TABLE notices",
            "DROP TABLE digests",
            "DROP INDEX games_unposted",
            "DROP TABLE player_records",
        ]
        if backend.name == "sqlite":
            for sql in [*statements, "PRAGMA user_version = 6"]:
                await store.execute(sql)
        else:
            async with store.pool.acquire() as con:
                for sql in [*statements, "UPDATE schema_version SET version = 6"]:
                    await con.execute(sql)
    async with backend.new() as store:
        assert await store.schema_version() == SCHEMA_VERSION
        assert await store.listings.record_of(3) == {"nim": (2, 0), "chess": (1, 1)}
        await assert_records_agree(store)
        # And kept from there on.
        g = await table(store, 20, guild=1, game="nim", players=[3, 4])
        await store.update_game(g, now=9.0, status="finished", result={"winners": [0]})
        assert await store.listings.record_of(3, 1) == {"nim": (2, 1)}
        await assert_records_agree(store)


async def test_the_unposted_scan_reads_its_partial_index(store):
    sql = f"SELECT id FROM games WHERE status = 'active' AND {store._UNPOSTED} ORDER BY id"
    if backend_of(store) == "sqlite":
        plan = " ".join(str(r[-1]) for r in await store.fetch("EXPLAIN QUERY PLAN " + sql))
    else:
        # A table this small is cheaper to scan: only whether the index answers the query is asked.
        async with store.pool.acquire() as con, con.transaction():
            await con.execute("SET LOCAL enable_seqscan = off")
            plan = " ".join(r[0] for r in await con.fetch("EXPLAIN " + sql))
    assert "games_unposted" in plan


async def test_the_unposted_scan_reads_beside_the_writer(backend):
    """At start-up the scan must not queue behind (or inside) a move's transaction: it reads
    what is committed, on a connection of its own."""
    async with backend.new() as store:
        row = await table(store, 10, guild=1, game="nim", players=[3, 4])
        row = await store.update_game(row, now=1.0, meta={"posted": row.version + 1})
        assert await store.listings.unposted_games() == []
        async with store._atomic() as tx:
            # A move committing meanwhile: its board is not posted yet, nor is the move committed.
            await tx.execute("UPDATE games SET version = version + 5 WHERE id = ?", (row.id,))
            assert await store.listings.unposted_games() == []
        assert [r.id for r in await store.listings.unposted_games()] == [row.id]


def backend_of(store) -> str:
    return "sqlite" if store.__class__.__name__ == "Store" else "postgresql"


async def test_games_ending_at_once_for_the_same_members_all_count(backend):
    """Several processes end games of the same members at once (PostgreSQL): the records of each
    are written in one order whatever the seats, so no end waits on another's rows in a cycle."""
    async with backend.new() as store:
        games = [
            await table(store, 100 + i, guild=1, game="nim", players=[3, 4, 5] if i % 2 else [5, 4, 3])
            for i in range(100)
        ]

        async def end(row):
            await store.update_game(row, now=1.0, status="finished", result={"winners": [0]})

        await asyncio.gather(*(end(g) for g in games))
        assert await store.listings.record_of(4, 1) == {"nim": (100, 0)}
        assert await store.listings.record_of(3, 1) == {"nim": (100, 50)}
        await assert_records_agree(store)
