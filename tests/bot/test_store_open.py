"""Opening the database: a file the bot cannot use is named, left as it was, and nothing of the
attempt stays open (aiosqlite's worker thread would keep the process from exiting)."""

from __future__ import annotations

import sqlite3
import threading

import pytest

from bot.store import SCHEMA_VERSION, Store, StoreUnavailable


def worker_threads() -> int:
    """aiosqlite's worker threads still running a moment after (a closed one ends just after
    its close() returns)."""
    workers = [t for t in threading.enumerate() if "_connection_worker_thread" in t.name]
    for t in workers:
        t.join(timeout=2)
    return sum(t.is_alive() for t in workers)


async def test_a_file_that_is_not_sqlite_is_refused_untouched_and_nothing_stays_open(tmp_path):
    path = tmp_path / "notes.sqlite3"
    content = b"not a database " * 1000
    path.write_bytes(content)
    before = worker_threads()
    store = Store(path)
    with pytest.raises(StoreUnavailable, match="not a database") as caught:
        await store.open()
    assert str(path) in str(caught.value)
    assert worker_threads() == before
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.sqlite3"]
    with pytest.raises(RuntimeError):
        store.db  # noqa: B018


async def test_a_schema_from_a_newer_bot_is_refused_and_closed(tmp_path):
    path = tmp_path / "newer.sqlite3"
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.close()
    before = worker_threads()
    with pytest.raises(StoreUnavailable, match="newer than this bot"):
        await Store(path).open()
    assert worker_threads() == before


async def test_a_folder_that_cannot_be_created_is_named(tmp_path):
    (tmp_path / "file").write_text("")
    path = tmp_path / "file" / "db.sqlite3"
    with pytest.raises(StoreUnavailable) as caught:
        await Store(path).open()
    assert str(path) in str(caught.value)


async def test_counts_games_in_their_lobby_and_in_play(backend):
    async with backend.new() as store:
        assert await store.listings.open_counts() == {"lobby": 0, "active": 0}
        rows = [
            await store.create_game(
                guild_id=1, channel_id=c, game="nim", options={}, host_id=1, seed=1, now=0.0
            )
            for c in (10, 11, 12, 13)
        ]
        await store.update_game(rows[0], now=1.0, status="active")
        await store.update_game(rows[1], now=1.0, status="active")
        await store.update_game(rows[2], now=1.0, status="abandoned")
        assert await store.listings.open_counts() == {"lobby": 1, "active": 2}
