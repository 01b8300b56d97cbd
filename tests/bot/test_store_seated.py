"""A player's open games, from the index of open seats: every open game they sit in on any server
or DM, newest first, none of another player's, none once ended, on both backends; and a database
of the previous schema marks its seats as their games stand."""

from __future__ import annotations

import sqlite3

from bot.store import MIGRATIONS, Store


async def seated_ids(store, user_id, limit=10):
    rows, total = await store.listings.seated(user_id, limit)
    return [r.id for r in rows], total


async def test_lists_the_open_games_a_player_sits_in_newest_first(store):
    a = await store.create_game(guild_id=1, channel_id=10, game="nim", options={}, host_id=7, seed=1, now=0.0)
    b = await store.create_game(guild_id=2, channel_id=20, game="nim", options={}, host_id=8, seed=1, now=0.0)
    b = await store.update_game(b, now=1.0, players=[8, 7], status="active", state={"pile": 5})
    dm = await store.create_game(
        guild_id=None, channel_id=30, game="nim", options={}, host_id=7, seed=1, now=0.0
    )
    other = await store.create_game(
        guild_id=1, channel_id=40, game="nim", options={}, host_id=9, seed=1, now=0.0
    )
    assert await seated_ids(store, 7) == ([dm.id, b.id, a.id], 3)
    assert await seated_ids(store, 9) == ([other.id], 1)
    # A cap keeps the newest and still counts them all.
    assert await seated_ids(store, 7, limit=2) == ([dm.id, b.id], 3)
    rows, _ = await store.listings.seated(7, 10)
    assert rows[1].state == {"pile": 5} and rows[1].guild_id == 2


async def test_an_ended_game_leaves_the_list_however_it_ended(store):
    lobby = await store.create_game(
        guild_id=1, channel_id=10, game="nim", options={}, host_id=7, seed=1, now=0.0
    )
    played = await store.create_game(
        guild_id=1, channel_id=11, game="nim", options={}, host_id=7, seed=1, now=0.0
    )
    played = await store.update_game(played, now=1.0, players=[7, 8], status="active", state={"pile": 1})
    assert await seated_ids(store, 8) == ([played.id], 1)
    # A move that ends the game (one statement on PostgreSQL) closes its seats with it.
    await store.commit_move(
        played,
        player=0,
        user_id=7,
        action="take 1",
        interaction_id=None,
        state={"pile": 0},
        now=2.0,
        status="finished",
        result={"winners": [0]},
    )
    assert await seated_ids(store, 8) == ([], 0)
    assert await seated_ids(store, 7) == ([lobby.id], 1)
    await store.update_game(lobby, now=3.0, status="abandoned")
    assert await seated_ids(store, 7) == ([], 0)


async def test_a_player_who_leaves_a_lobby_leaves_the_list(store):
    lobby = await store.create_game(
        guild_id=1, channel_id=10, game="nim", options={}, host_id=7, seed=1, now=0.0
    )
    lobby = await store.update_game(lobby, now=1.0, players=[7, 8])
    assert await seated_ids(store, 8) == ([lobby.id], 1)
    await store.update_game(lobby, now=2.0, players=[7])
    assert await seated_ids(store, 8) == ([], 0)


async def test_the_migration_marks_the_seats_of_ended_games_closed(tmp_path):
    path = tmp_path / "old.sqlite3"
    con = sqlite3.connect(path)
    for sql in MIGRATIONS[:5]:
        con.executescript(sql)
    for gid, status in ((1, "finished"), (2, "active"), (3, "abandoned"), (4, "lobby")):
        con.execute(
            "INSERT INTO games (id, channel_id, game, status, options, host_id, players, seed, "
            "created_at, updated_at) VALUES (?, ?, 'nim', ?, '{}', 5, '[5]', 1, 0, 0)",
            (gid, gid, status),
        )
        con.execute("INSERT INTO game_players (game_id, seat, user_id) VALUES (?, 0, 5)", (gid,))
    con.execute("PRAGMA user_version = 5")
    con.commit()
    con.close()
    async with Store(path) as store:
        assert await seated_ids(store, 5) == ([4, 2], 2)
