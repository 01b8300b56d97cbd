"""Fixtures for tests that run on both store backends, SQLite and PostgreSQL (registered for the
whole suite in tests/conftest.py; tests/bot's `store` is parametrized by `backend`).

PostgreSQL comes from TABLEBOT_TEST_DATABASE_URL when set (any database the tests may create
schemas in), else from a throwaway server started here when the PostgreSQL binaries are installed.
Each test gets a schema of its own, dropped afterwards. Without a server the PostgreSQL half is
skipped with the reason, unless TABLEBOT_REQUIRE_POSTGRES=1 (CI), where that is a failure.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass
from typing import Any, NoReturn

import pytest

from bot.store import Store
from tests import pgserver

REQUIRE_POSTGRES = os.environ.get("TABLEBOT_REQUIRE_POSTGRES", "") not in ("", "0")


def _no_postgres(reason: str) -> NoReturn:
    if REQUIRE_POSTGRES:
        pytest.fail(f"TABLEBOT_REQUIRE_POSTGRES is set but {reason}", pytrace=False)
    pytest.skip(f"PostgreSQL tests skipped: {reason}")


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """The URL of a PostgreSQL database for the whole session (skips when there is none)."""
    try:
        import asyncpg  # noqa: F401
    except ImportError:
        _no_postgres("asyncpg is not installed (pip install -e '.[postgres]')")
    url = os.environ.get("TABLEBOT_TEST_DATABASE_URL", "").strip()
    if url:
        yield url
        return
    try:
        server = pgserver.start()
    except pgserver.Unavailable as exc:
        _no_postgres(f"{exc} (or set TABLEBOT_TEST_DATABASE_URL)")
    try:
        yield server.url
    finally:
        server.stop()


@dataclass
class Backend:
    """One empty database of one kind; `new()` makes another unopened store on that same database,
    as a second bot process would have."""

    name: str
    new: Callable[[], Any]


def _with_search_path(url: str, schema: str) -> str:
    # asyncpg passes unknown URL parameters on as server settings.
    return f"{url}{'&' if '?' in url else '?'}search_path={schema}"


@pytest.fixture(params=["sqlite", "postgresql"])
async def backend(request: pytest.FixtureRequest, tmp_path) -> AsyncIterator[Backend]:
    if request.param == "sqlite":
        path = tmp_path / "t.sqlite3"
        yield Backend("sqlite", lambda: Store(path))
        return
    import asyncpg

    from bot.store_pg import PgStore

    url = request.getfixturevalue("postgres_url")
    schema = f"test_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f"CREATE SCHEMA {schema}")
        yield Backend("postgresql", lambda: PgStore(_with_search_path(url, schema), pool_size=4))
    finally:
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()
