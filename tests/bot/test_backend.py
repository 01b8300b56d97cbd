from __future__ import annotations

import pytest

from bot.backend import new_store
from bot.config import ConfigError, Settings
from bot.store import Store


def load(**env: str) -> Settings:
    return Settings.load(env_file=None, environ={"DISCORD_TOKEN": "t", **env})


def test_sqlite_when_no_database_url():
    settings = load(DATABASE_PATH="/srv/x/y.sqlite3")
    assert settings.database_url is None
    store = new_store(settings)
    assert isinstance(store, Store) and store.path == "/srv/x/y.sqlite3"


def test_postgresql_when_the_url_says_so_with_the_pool_size():
    pytest.importorskip("asyncpg")
    from bot.store_pg import PgStore

    for url in ("postgresql://bot@db/tablebot", "postgres://bot:pw@db:5433/tablebot"):
        store = new_store(load(DATABASE_URL=url, DATABASE_POOL_SIZE="25"))
        assert isinstance(store, PgStore) and store.url == url and store.pool_size == 25
    store = new_store(load(DATABASE_URL="postgresql://db/x"))
    assert isinstance(store, PgStore) and store.pool_size == 10


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"DATABASE_URL": "mysql://db/x"}, "postgresql://"),
        ({"DATABASE_URL": "sqlite:///data.db"}, "SQLite file"),
        ({"DATABASE_POOL_SIZE": "0"}, "DATABASE_POOL_SIZE"),
        ({"DATABASE_POOL_SIZE": "ten"}, "whole number"),
    ],
)
def test_bad_database_settings_are_refused_clearly(env, message):
    with pytest.raises(ConfigError, match=message):
        load(**env)


def test_shard_settings():
    assert (load().shard_count, load().shard_ids) == (None, None)
    assert load(SHARD_COUNT="4").shard_ids is None  # every shard in this process
    settings = load(SHARD_COUNT="4", SHARD_IDS="0-1, 3")
    assert settings.shard_count == 4 and settings.shard_ids == (0, 1, 3)


def test_the_bot_is_sharded_only_when_asked():
    from bot.app import ShardedTableBot, TableBot, make_bot

    plain = make_bot(load())
    sharded = make_bot(load(SHARD_COUNT="3", SHARD_IDS="2"))
    assert type(plain) is TableBot and isinstance(sharded, ShardedTableBot)
    assert sharded.shard_count == 3 and sharded.shard_ids == [2]


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"SHARD_IDS": "0"}, "only with SHARD_COUNT"),
        ({"SHARD_COUNT": "0"}, "whole number"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "shards 0 to 1"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "one"}, "numbers or ranges"),
        ({"DATABASE_URL": "mysql://bot:s3cret@db/x"}, "'mysql:...'"),
    ],
)
def test_bad_shard_settings_are_refused_clearly(env, message):
    with pytest.raises(ConfigError, match=message):
        load(**env)


def test_each_store_names_where_its_data_lives_without_the_password():
    # `/owner status` shows this line for either backend.
    assert Store("/srv/x/y.sqlite3").location == "/srv/x/y.sqlite3"
    pytest.importorskip("asyncpg")
    from bot.store_pg import PgStore

    location = PgStore("postgres://bot:s3cret@db:5433/tablebot").location
    assert "s3cret" not in location and "db:5433/tablebot" in location
