"""What only the PostgreSQL store has to show: its migrations, jsonb, and schema 3's columns."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.store import VersionConflict

pytestmark = pytest.mark.parametrize("backend", ["postgresql"], indirect=True)


async def _columns(store, table: str) -> dict[str, str]:
    async with store.pool.acquire() as con:
        rows = await con.fetch(
            "SELECT column_name, data_type FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND table_name = $1",
            table,
        )
    return {r["column_name"]: r["data_type"] for r in rows}


async def test_migrates_an_empty_database_to_the_latest_schema_with_jsonb_state(backend):
    from bot.store_pg import SCHEMA_VERSION

    async with backend.new() as store:
        assert await store.schema_version() == SCHEMA_VERSION
        games = await _columns(store, "games")
        assert games["state"] == games["meta"] == games["players"] == "jsonb"
        assert games["channel_id"] == "bigint" and games["created_at"] == "double precision"
        row = await store.create_game(
            guild_id=1, channel_id=2, game="nim", options={"pile": 9}, host_id=3, seed=4, now=0.5
        )
        await store.update_game(row, now=1.0, state={"pile": 9, "names": ["Zoë", "李"]})
        async with store.pool.acquire() as con:
            # Stored as JSON the server understands, not as an opaque string.
            assert await con.fetchval("SELECT state->>'pile' FROM games WHERE id = $1", row.id) == "9"
        assert (await store.game(row.id)).state == {"pile": 9, "names": ["Zoë", "李"]}


async def test_migrates_from_version_1_and_keeps_rows_and_fills_the_seat_table(backend):
    from bot.store_pg import MIGRATIONS, SCHEMA_VERSION

    async with backend.new():
        pass  # the latest schema; rebuilt below as release 1 left it
    async with _raw(backend) as con:
        await con.execute(
            "DROP TABLE seasons, rating_changes, ratings, game_players, actions, games, user_settings, "
            "channel_languages, player_records, notices, digests, dm_channels, schema_version CASCADE"
        )
        await con.execute(MIGRATIONS[0])
        await con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        await con.execute("INSERT INTO schema_version VALUES (1)")
        await con.execute(
            "INSERT INTO games (channel_id, game, status, options, host_id, players, seed, created_at, "
            "updated_at) VALUES (5, 'nim', 'finished', '{}', 1, '[1, 7]', 7, 0, 0), "
            "(6, 'nim', 'active', '{}', 7, '[7, 1]', 7, 0, 0)"
        )
    async with backend.new() as store:
        assert await store.schema_version() == SCHEMA_VERSION
        row = (await store.listings.history(5))[0]
        assert row.meta == {} and row.players == [1, 7]
        assert [g.id for g in await store.listings.finished_games_of(7)] == [row.id]
        assert await store.listings.record_of(1) == {"nim": (1, 0)}
        # Active games are due at once, for the first timer pass to compute their real time.
        assert [g.channel_id for g in await store.timers.due_games(0.0, 10)] == [6]
        await store.preferences.set_user_settings(1, {"dm": True})
        assert await store.preferences.user_settings(1) == {"dm": True}


class _raw:
    """A bare connection on the test's schema, without the store's migrations."""

    def __init__(self, backend) -> None:
        self.url = backend.new().url

    async def __aenter__(self):
        import asyncpg

        self.con = await asyncpg.connect(self.url)
        return self.con

    async def __aexit__(self, *exc: object) -> None:
        await self.con.close()


async def test_processes_starting_together_migrate_once(backend):
    from bot.store_pg import SCHEMA_VERSION

    stores = [backend.new() for _ in range(4)]
    try:
        await asyncio.gather(*(s.open() for s in stores))
        assert [await s.schema_version() for s in stores] == [SCHEMA_VERSION] * 4
        async with _raw(backend) as con:
            assert await con.fetchval("SELECT count(*) FROM schema_version") == 1
    finally:
        await asyncio.gather(*(s.close() for s in stores))


async def test_a_newer_schema_is_refused(backend):
    from bot.store import StoreUnavailable

    async with backend.new():
        pass
    async with _raw(backend) as con:
        await con.execute("UPDATE schema_version SET version = 99")
    with pytest.raises(StoreUnavailable, match="newer than this bot"):
        await backend.new().open()


async def test_the_seat_table_follows_every_write_of_players(store):
    row = await store.create_game(
        guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=0.0
    )

    async def seats() -> list[tuple[int, int]]:
        async with store.pool.acquire() as con:
            rows = await con.fetch(
                "SELECT seat, user_id FROM game_players WHERE game_id = $1 ORDER BY seat", row.id
            )
        return [(r["seat"], r["user_id"]) for r in rows]

    assert await seats() == [(0, 3)]
    row = await store.update_game(row, now=1.0, players=[8, 3, 2**62])
    assert await seats() == [(0, 8), (1, 3), (2, 2**62)]
    row = await store.update_game(row, now=1.0, players=[3])
    assert await seats() == [(0, 3)]
    # A write refused by the version check leaves the seats as they were.
    stale = row
    row = await store.update_game(row, now=2.0, status="active")
    with pytest.raises(VersionConflict):
        await store.update_game(stale, now=2.0, players=[9])
    assert await seats() == [(0, 3)]


async def stored_due(store, game_id: int) -> float | None:
    async with store.pool.acquire() as con:
        return await con.fetchval("SELECT next_due FROM games WHERE id = $1", game_id)


async def _active(store, channel: int):
    row = await store.create_game(
        guild_id=1, channel_id=channel, game="nim", options={}, host_id=3, seed=4, now=0.0
    )
    return await store.update_game(row, now=0.0, status="active", state={"pile": 5})


async def _take(store, row, n: int, *, interaction_id: int, now: float, **changes):
    """Seat 0 (user 3) takes `n` from the Nim pile."""
    return await store.commit_move(
        row,
        player=0,
        user_id=3,
        action=f"take {n}",
        interaction_id=interaction_id,
        state={"pile": row.state["pile"] - n},
        now=now,
        **changes,
    )


async def test_due_games_come_from_next_due_soonest_first_and_page_once(store):
    rows = [await _active(store, channel) for channel in (10, 11, 12, 13, 14)]
    await store.update_game(rows[0], now=0.0, next_due=300.0)
    await _take(store, rows[1], 1, interaction_id=1, now=1.0, next_due=100.0)
    await store.update_game(rows[2], now=0.0, next_due=900.0)
    await store.update_game(rows[4], now=0.0, next_due=300.0)
    # rows[3]: nothing scheduled
    assert [g.channel_id for g in await store.timers.due_games(500.0, 10)] == [11, 10, 14]
    first = await store.timers.due_games(500.0, 2)
    assert [g.channel_id for g in first] == [11, 10]
    # The next page starts after the last (next_due, id) seen, even at an equal time.
    rest = await store.timers.due_games(500.0, 2, after=(300.0, first[-1].id))
    assert [g.channel_id for g in rest] == [14]
    again = await store.game(rows[1].id)
    assert await stored_due(store, again.id) == 100.0
    # A move that leaves next_due out keeps it; None clears it.
    again = await _take(store, again, 1, interaction_id=2, now=2.0)
    assert again.state == {"pile": 3}
    assert await stored_due(store, again.id) == 100.0
    await store.update_game(again, now=3.0, next_due=None)
    assert [g.channel_id for g in await store.timers.due_games(10_000.0, 10)] == [10, 14, 12]


async def test_an_ended_game_has_no_timer_and_is_never_due(store):
    row = await _active(store, 10)
    row = await store.update_game(row, now=0.0, next_due=5.0)
    row = await _take(store, row, 5, interaction_id=1, now=1.0, status="finished", result={"winners": [0]})
    assert await stored_due(store, row.id) is None
    assert await store.timers.due_games(100.0, 10) == []
    # Rescheduling it afterwards writes nothing.
    assert not await store.timers.set_next_due(row.id, 50.0, version=row.version)
    assert await store.patch_meta(row.id, {"x": 1}, now=2.0, next_due=50.0)
    assert await stored_due(store, row.id) is None


async def test_rescheduling_and_clock_patches_hold_only_at_the_version_read(store):
    row = await _active(store, 10)
    assert await store.timers.set_next_due(row.id, 40.0, version=row.version)
    assert await stored_due(store, row.id) == 40.0
    assert not await store.timers.set_next_due(row.id, 60.0, version=row.version - 1)
    assert await store.patch_meta(row.id, {"reminded": {"0": 1}}, now=1.0, next_due=70.0, version=row.version)
    again = await store.game(row.id)
    assert again.meta["reminded"] == {"0": 1} and again.version == row.version
    assert await stored_due(store, row.id) == 70.0
    # A reminder for a game that moved meanwhile is not recorded.
    moved = await _take(store, again, 1, interaction_id=9, now=2.0)
    assert not await store.patch_meta(row.id, {"reminded": {"0": 2}}, now=3.0, version=row.version)
    assert (await store.game(row.id)).meta["reminded"] == {"0": 1}
    assert await store.patch_meta(row.id, {"reminded": None}, now=3.0, version=moved.version)
    assert "reminded" not in (await store.game(row.id)).meta


async def test_a_players_record_counts_finished_games_and_wins_by_seat(store):
    for channel, game, players, winners, guild in (
        (10, "nim", [3, 8], [0], 1),
        (11, "nim", [8, 3], [0], 1),
        (12, "chess", [3, 8], [0, 1], 2),
        (13, "nim", [3, 8], [1], 2),
    ):
        row = await store.create_game(
            guild_id=guild, channel_id=channel, game=game, options={}, host_id=players[0], seed=4, now=0.0
        )
        await store.update_game(row, now=1.0, players=players, status="finished", result={"winners": winners})
    await _active(store, 14)  # not finished: not counted
    assert await store.listings.record_of(3) == {"nim": (3, 1), "chess": (1, 1)}
    assert await store.listings.record_of(3, guild_id=2) == {"nim": (1, 0), "chess": (1, 1)}
    assert await store.listings.record_of(99) == {}
    # Listings of ended games leave the (large) states out.
    assert all(g.state is None for g in await store.listings.finished_games_of(3))


async def test_pool_size_bounds_the_connections(backend):
    store = backend.new()
    store.pool_size = 2
    async with store:
        assert store.pool.get_max_size() == 2


# -- timer claims across processes --------------------------------------------------------------


async def _due_tables(store, n: int, due: float = 10.0) -> list[int]:
    ids = []
    for i in range(n):
        row = await _active(store, 1000 + i)
        await store.timers.set_next_due(row.id, due + i * 0.001, version=row.version)
        ids.append(row.id)
    return ids


async def test_each_due_game_is_handled_by_exactly_one_of_several_processes(backend):
    stores = [backend.new() for _ in range(3)]
    await asyncio.gather(*(s.open() for s in stores))
    try:
        ids = await _due_tables(stores[0], 30)
        for s in stores:  # each opens its claims connection before the race starts
            assert await s.timers.claim_due(0.0, 1) == []
        handled: list[tuple[int, int]] = []
        # Every process holds its first claims before any is handled, so a loaded machine that
        # lets one process run ahead cannot leave the others nothing to do.
        started = asyncio.Barrier(len(stores))

        async def process(k: int, store) -> None:
            # A timer pass: take what is due and unclaimed, handle it, reschedule, let go.
            first = True
            while True:
                rows = await store.timers.claim_due(100.0, 4)
                if first:
                    first = False
                    await started.wait()
                if not rows:
                    if not await store.timers.due_games(100.0, 1):
                        return
                    await asyncio.sleep(0.001)
                    continue
                for row in rows:
                    handled.append((row.id, k))
                    await asyncio.sleep(0)  # others run their passes meanwhile
                    assert await store.timers.set_next_due(row.id, None, version=row.version)
                await store.timers.release_claims([r.id for r in rows])

        await asyncio.gather(*(process(k, s) for k, s in enumerate(stores)))
        assert sorted(i for i, _ in handled) == sorted(ids)  # each once, none twice
        assert {k for _, k in handled} == set(range(len(stores)))  # and the work was shared
    finally:
        await asyncio.gather(*(s.close() for s in stores))


async def test_a_claimed_game_is_skipped_by_others_until_released(backend):
    async with backend.new() as a, backend.new() as b:
        ids = await _due_tables(a, 4)
        mine = await a.timers.claim_due(100.0, 2)
        assert [r.id for r in mine] == ids[:2]
        async with a.pool.acquire() as con:  # no game past the limit is locked
            assert await con.fetchval("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'") == 2
        assert [r.id for r in await b.timers.claim_due(100.0, 10)] == ids[2:]
        assert [r.id for r in await a.timers.claim_due(100.0, 10)] == ids[:2]  # its own claims, again
        await a.timers.release_claims()
        await b.timers.release_claims([ids[2]])
        assert [r.id for r in await b.timers.claim_due(100.0, 10)] == ids  # b still held the last one
        async with b.pool.acquire() as con:  # and holds each lock once, not stacked
            held = await con.fetchval("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'")
        assert held == len(ids)
        # Paging goes on after the last game seen, as due_games does.
        await b.timers.release_claims()
        page = await a.timers.claim_due(100.0, 2, after=(10.001, ids[1]))
        assert [r.id for r in page] == ids[2:]


async def test_a_process_that_dies_holding_claims_loses_them(backend):
    import subprocess
    import sys

    async with backend.new() as store:
        ids = await _due_tables(store, 3)
        script = (
            "import asyncio, sys, time\n"
            "from bot.store_pg import PgStore\n"
            "async def main():\n"
            "    async with PgStore(sys.argv[1]) as s:\n"
            "        rows = await s.timers.claim_due(100.0, 10)\n"
            "        print(' '.join(str(r.id) for r in rows), flush=True)\n"
            "        time.sleep(60)\n"
            "asyncio.run(main())\n"
        )
        proc = subprocess.Popen([sys.executable, "-c", script, store.url], stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None  # stdout=PIPE
        try:
            claimed = await asyncio.to_thread(proc.stdout.readline)
            assert [int(i) for i in claimed.split()] == ids
            assert await store.timers.claim_due(100.0, 10) == []  # held by the other process
        finally:
            proc.kill()  # SIGKILL: no chance to release anything
            proc.wait()
            proc.stdout.close()
        rows: list[Any] = []
        for _ in range(100):  # the server notices the closed connection at once, or nearly
            rows = await store.timers.claim_due(100.0, 10)
            if rows:
                break
            await asyncio.sleep(0.05)
        assert [r.id for r in rows] == ids


async def test_an_unreachable_server_is_a_clear_error_without_the_password(backend, tmp_path):
    from bot.store import StoreUnavailable
    from bot.store_pg import PgStore

    store = PgStore(f"postgresql://bot:s3cret@/tablebot?host={tmp_path}")  # no server there
    with pytest.raises(StoreUnavailable, match="Cannot open the database postgresql://bot@/tablebot") as e:
        await store.open()
    assert "s3cret" not in str(e.value)
    assert store._pool is None
