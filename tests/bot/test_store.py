from __future__ import annotations

import asyncio
import secrets
import sqlite3

import pytest

from bot.store import (
    MIGRATIONS,
    SCHEMA_VERSION,
    ChannelBusy,
    DuplicateInteraction,
    GameRow,
    Store,
    VersionConflict,
)


async def nim_in_play(store):
    """A Nim game in channel 2 with a pile of 5, started: nothing in its log yet."""
    row = await store.create_game(
        guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=0.0
    )
    return await store.update_game(row, now=0.0, status="active", state={"pile": 5})


async def test_migrates_an_empty_file_to_the_latest_schema(tmp_path):
    async with Store(tmp_path / "a.sqlite3") as store:
        assert await store.schema_version() == SCHEMA_VERSION
        async with store.db.execute("PRAGMA journal_mode") as cur:
            assert tuple(await cur.fetchone() or ()) == ("wal",)


async def test_migrates_from_the_previous_version_and_keeps_rows(tmp_path):
    path = tmp_path / "old.sqlite3"
    # A file as the previous release left it: schema 1 with one game in it.
    con = sqlite3.connect(path)
    con.executescript(MIGRATIONS[0])
    con.execute(
        "INSERT INTO games (channel_id, game, status, options, host_id, players, seed, created_at, "
        "updated_at)"
        " VALUES (5, 'nim', 'lobby', '{}', 1, '[1]', 7, 0, 0)"
    )
    con.execute("PRAGMA user_version = 1")
    con.commit()
    con.close()
    async with Store(path) as store:
        assert await store.schema_version() == SCHEMA_VERSION
        row = await store.open_game(5)
        assert row is not None and row.meta == {} and row.players == [1]
        await store.preferences.set_user_settings(1, {"dm": True})
        assert await store.preferences.user_settings(1) == {"dm": True}


async def test_migration_is_idempotent(backend):
    async with backend.new() as store:
        await store.create_game(guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=0.0)
    async with backend.new() as store:
        assert await store.migrate() == await store.schema_version() >= SCHEMA_VERSION
        assert (await store.open_game(2)) is not None


async def test_one_open_game_per_channel_but_history_is_kept(store):
    row = await store.create_game(
        guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=0.0
    )
    with pytest.raises(ChannelBusy):
        await store.create_game(guild_id=1, channel_id=2, game="nim", options={}, host_id=9, seed=4, now=0.0)
    await store.update_game(row, now=1.0, status="abandoned")
    again = await store.create_game(
        guild_id=1, channel_id=2, game="nim", options={}, host_id=9, seed=5, now=2.0
    )
    assert again.id != row.id
    history = await store.listings.history(2)
    assert [g.id for g in history] == [row.id] and history[0].status == "abandoned"


async def test_a_move_is_one_transaction_with_a_version_check(store):
    row = await nim_in_play(store)
    moved = await store.commit_move(
        row, player=0, user_id=3, action="take 1", interaction_id=77, state={"pile": 4}, now=1.0
    )
    assert moved.version == row.version + 1
    # A writer holding the old version loses, and writes nothing at all.
    with pytest.raises(VersionConflict):
        await store.commit_move(
            row, player=0, user_id=3, action="take 2", interaction_id=78, state={"pile": 3}, now=1.0
        )
    assert [a.action for a in await store.actions(row.id)] == ["take 1"]
    assert (await store.game(row.id)).state == {"pile": 4}


async def test_the_same_interaction_applies_once(store):
    row = await nim_in_play(store)
    row = await store.commit_move(
        row, player=0, user_id=3, action="take 1", interaction_id=77, state={"pile": 4}, now=1.0
    )
    with pytest.raises(DuplicateInteraction):
        await store.commit_move(
            row, player=0, user_id=3, action="take 1", interaction_id=77, state={"pile": 3}, now=1.0
        )
    assert len(await store.actions(row.id)) == 1
    assert (await store.game(row.id)).version == row.version


async def test_two_concurrent_writers_on_one_game_one_wins(backend):
    async with backend.new() as a, backend.new() as b:
        row = await nim_in_play(a)
        results = await asyncio.gather(
            a.commit_move(
                row, player=0, user_id=3, action="take 1", interaction_id=1, state={"p": 1}, now=1.0
            ),
            b.commit_move(
                row, player=0, user_id=3, action="take 2", interaction_id=2, state={"p": 2}, now=1.0
            ),
            return_exceptions=True,
        )
        assert sum(isinstance(r, VersionConflict) for r in results) == 1
        assert len(await a.actions(row.id)) == 1
        winner = next(r for r in results if isinstance(r, GameRow))
        assert (await b.game(row.id)).state == winner.state


async def test_undo_truncates_the_log_and_state_together(store):
    row = await nim_in_play(store)
    for i in range(3):
        row = await store.commit_move(
            row, player=0, user_id=3, action=f"take {i}", interaction_id=i, state={"n": i}, now=1.0
        )
    row = await store.truncate_actions(row, keep=1, state={"n": 0}, now=2.0)
    assert [a.seq for a in await store.actions(row.id)] == [1]
    assert (await store.game(row.id)).state == {"n": 0}


async def test_finished_games_of_a_user(store):
    row = await store.create_game(
        guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=0.0
    )
    row = await store.update_game(row, now=0.0, players=[3, 8], status="finished", result={"winners": [0]})
    assert [g.id for g in await store.listings.finished_games_of(8)] == [row.id]
    assert await store.listings.finished_games_of(9) == []


async def test_meta_patches_replace_keys_whole_and_none_removes_without_a_version_bump(store):
    row = await store.create_game(
        guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=0.0, meta={"a": 1}
    )
    await store.patch_meta(row.id, {"inbox": {"0": ["x"], "1": ["y"]}, "b": "two"}, now=1.0)
    await store.patch_meta(row.id, {"inbox": {"1": ["y"]}, "a": None}, now=2.0)
    again = await store.game(row.id)
    assert again.meta == {"inbox": {"1": ["y"]}, "b": "two"}
    assert again.version == row.version


async def test_of_five_processes_writing_one_version_exactly_one_wins(backend):
    stores = [backend.new() for _ in range(5)]
    for s in stores:
        await s.open()
    try:
        row = await nim_in_play(stores[0])
        results = await asyncio.gather(
            *(
                s.commit_move(
                    row,
                    player=0,
                    user_id=3,
                    action=f"take {i}",
                    interaction_id=100 + i,
                    state={"p": i},
                    now=1.0,
                )
                for i, s in enumerate(stores)
            ),
            return_exceptions=True,
        )
        assert sorted(type(r).__name__ for r in results) == ["GameRow"] + ["VersionConflict"] * 4
        winner = next(r for r in results if isinstance(r, GameRow))
        assert winner.state is not None
        assert [a.action for a in await stores[1].actions(row.id)] == [f"take {winner.state['p']}"]
        assert (await stores[2].game(row.id)).version == row.version + 1
    finally:
        for s in stores:
            await s.close()


async def test_an_interaction_id_applies_once_even_on_another_table(store):
    rows = []
    for channel in (2, 3):
        row = await store.create_game(
            guild_id=1, channel_id=channel, game="nim", options={}, host_id=3, seed=4, now=0.0
        )
        rows.append(await store.update_game(row, now=0.0, status="active", state={"pile": 5}))
    await store.commit_move(
        rows[0], player=0, user_id=3, action="take 1", interaction_id=55, state={"pile": 4}, now=1.0
    )
    assert await store.interaction_seen(55) and not await store.interaction_seen(56)
    with pytest.raises(DuplicateInteraction):
        await store.commit_move(
            rows[1], player=0, user_id=3, action="take 1", interaction_id=55, state={"pile": 4}, now=1.0
        )
    assert await store.actions(rows[1].id) == []
    assert (await store.game(rows[1].id)).version == rows[1].version


async def test_reopening_a_finished_game_in_a_busy_channel_is_refused(store):
    old = await store.create_game(
        guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=0.0
    )
    old = await store.update_game(old, now=1.0, status="abandoned")
    await store.create_game(guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=2.0)
    with pytest.raises(ChannelBusy):
        await store.update_game(old, now=3.0, status="lobby")
    assert (await store.game(old.id)).status == "abandoned"


async def test_finished_games_of_a_user_in_one_server(store):
    ids = {}
    for guild, channel in ((1, 2), (7, 3), (None, 4)):
        row = await store.create_game(
            guild_id=guild, channel_id=channel, game="nim", options={}, host_id=3, seed=4, now=0.0
        )
        row = await store.update_game(row, now=0.0, players=[3, 8], status="finished", result={})
        ids[guild] = row.id
    assert [g.id for g in await store.listings.finished_games_of(8)] == sorted(ids.values())
    assert [g.id for g in await store.listings.finished_games_of(8, guild_id=7)] == [ids[7]]
    assert await store.listings.finished_games_of(3, guild_id=99) == []


async def test_open_games_and_history_order(store):
    a = await store.create_game(guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=0.0)
    b = await store.create_game(guild_id=1, channel_id=3, game="nim", options={}, host_id=3, seed=4, now=0.0)
    assert [g.id for g in await store.listings.open_games()] == [a.id, b.id]
    await store.update_game(a, now=1.0, status="finished", result={"winners": [0]}, finished_at=1.0)
    c = await store.create_game(guild_id=1, channel_id=2, game="nim", options={}, host_id=3, seed=4, now=2.0)
    await store.update_game(c, now=3.0, status="abandoned")
    assert [g.id for g in await store.listings.open_games()] == [b.id]
    history = await store.listings.history(2)
    assert [g.id for g in history] == [c.id, a.id]
    assert history[1].result == {"winners": [0]} and history[1].finished_at == 1.0
    assert [g.id for g in await store.listings.history(2, limit=1)] == [c.id]


async def test_unposted_games_are_the_active_ones_committed_past_their_last_board(store):
    async def game(channel: int, *, posted: int | None, status: str = "active"):
        row = await store.create_game(
            guild_id=1, channel_id=channel, game="nim", options={}, host_id=3, seed=4, now=0.0
        )
        row = await store.update_game(row, now=0.0, status="active", state={"pile": 5})  # version 1
        meta = {} if posted is None else {"posted": posted}
        row = await store.update_game(row, now=0.0, meta=meta)  # version 2
        if status != "active":
            row = await store.update_game(row, now=0.0, status=status)
        return row

    behind = await game(10, posted=1)
    await game(11, posted=2)  # its board shows the latest version
    await game(12, posted=None)  # never recorded (a game from before boards were recorded)
    await game(13, posted=1, status="abandoned")
    assert [r.id for r in await store.listings.unposted_games()] == [behind.id]


async def test_a_new_table_comes_back_as_stored_with_its_host_in_the_seat_index(store):
    row = await store.create_game(
        guild_id=1, channel_id=2, game="nim", options={"pile": 9}, host_id=3, seed=4, now=0.5
    )
    assert row == await store.game(row.id)
    assert (row.status, row.players, row.options, row.version, row.state, row.meta) == (
        "lobby",
        [3],
        {"pile": 9},
        0,
        None,
        {},
    )
    assert (row.created_at, row.updated_at, row.finished_at, row.next_due) == (0.5, 0.5, None, None)
    await store.update_game(row, now=1.0, status="finished", result={"winners": [0]})
    assert await store.listings.record_of(3) == {"nim": (1, 1)}


async def test_the_size_of_the_data_is_known_and_grows_with_games(store):
    before = await store.size_bytes()
    assert before is not None and before > 0
    for channel in range(100, 400):
        row = await store.create_game(
            guild_id=1, channel_id=channel, game="nim", options={}, host_id=3, seed=4, now=0.0
        )
        # Random notes: PostgreSQL compresses what repeats.
        state = {"pile": 5, "notes": secrets.token_hex(2000)}
        await store.update_game(row, now=0.0, status="active", state=state)
    assert await store.size_bytes() > before + 300 * 1500


async def test_an_in_memory_database_has_a_size_too():
    async with Store(":memory:") as store:
        assert (await store.size_bytes() or 0) > 0


async def test_a_members_dm_channel_is_kept_replaced_and_forgotten(backend):
    # Snowflakes past 2**53 and 2**63 / 2: they must come back exact (BIGINT on PostgreSQL).
    ana, bo, ana_dm, ana_new_dm, bo_dm = 2**62 + 1, 2**60 + 3, 2**62 + 5, 2**62 + 7, 2**60 + 9
    async with backend.new() as store:
        assert await store.preferences.dm_channel(ana) is None
        await store.preferences.set_dm_channel(ana, ana_dm)
        await store.preferences.set_dm_channel(bo, bo_dm)
        assert await store.preferences.dm_channel(ana) == ana_dm
    async with backend.new() as store:  # another process, or the bot after a restart
        assert await store.preferences.dm_channel(ana) == ana_dm
        await store.preferences.set_dm_channel(ana, ana_new_dm)
        assert await store.preferences.dm_channel(ana) == ana_new_dm
        await store.preferences.set_dm_channel(ana, None)
        assert await store.preferences.dm_channel(ana) is None
        assert await store.preferences.dm_channel(bo) == bo_dm
        await store.preferences.set_dm_channel(ana, None)  # forgetting what is not kept is no error
        rows = await store.fetch("SELECT user_id, channel_id FROM dm_channels", [])
        assert [(int(u), int(c)) for u, c in rows] == [(bo, bo_dm)]
