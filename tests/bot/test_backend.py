from __future__ import annotations

import pytest

from bot.backend import new_store
from bot.config import ConfigError, Settings
from bot.store import Store


def load(**env: str) -> Settings:
    return Settings.load(env_file=None, environ={"DISCORD_TOKEN": "t", **env})


def test_sqlite_when_no_database_url():
    settings = load(DATABASE_PATH="x/y.sqlite3")
    assert settings.database_url is None
    store = new_store(settings)
    assert isinstance(store, Store) and store.path == "x/y.sqlite3"


def test_postgresql_when_the_url_says_so_with_the_pool_size():
    pytest.importorskip("asyncpg")
    from bot.store_pg import PgStore

    for url in ("postgresql://bot@db/tablebot", "postgres://bot:pw@db:5433/tablebot"):
        store = new_store(load(DATABASE_URL=url, DATABASE_POOL_SIZE="25"))
        assert isinstance(store, PgStore) and store.url == url and store.pool_size == 25
    assert new_store(load(DATABASE_URL="postgresql://db/x")).pool_size == 10


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"DATABASE_URL": "mysql://db/x"}, "postgresql://"),
        ({"DATABASE_URL": "sqlite:///data.db"}, "leave it unset"),
        ({"DATABASE_POOL_SIZE": "0"}, "DATABASE_POOL_SIZE"),
        ({"DATABASE_POOL_SIZE": "ten"}, "whole number"),
    ],
)
def test_bad_database_settings_are_refused_clearly(env, message):
    with pytest.raises(ConfigError, match=message):
        load(**env)
