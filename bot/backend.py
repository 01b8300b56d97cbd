"""Which store the bot runs on: PostgreSQL when DATABASE_URL names one, else the SQLite file."""

from __future__ import annotations

from .config import POSTGRES_SCHEMES, Settings
from .store import Store
from .store_api import GameStore


def new_store(settings: Settings) -> GameStore:
    """An unopened store for these settings (the bot opens it in its setup hook)."""
    url = settings.database_url
    if url is not None and url.startswith(POSTGRES_SCHEMES):
        try:
            from .store_pg import PgStore
        except ImportError as exc:  # asyncpg is the optional `postgres` extra
            raise RuntimeError(
                "DATABASE_URL names a PostgreSQL database but asyncpg is not installed: "
                "pip install -e '.[postgres]'"
            ) from exc
        return PgStore(url, pool_size=settings.database_pool_size)
    return Store(settings.database_path)
