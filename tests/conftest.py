from __future__ import annotations

import itertools
from collections.abc import AsyncIterator

import pytest

from bot.i18n import catalog
from bot.services import Services, build
from bot.store import Store
from tests.helpers import toy_game
from tests.helpers.backends import backend, postgres_url  # noqa: F401  (fixtures: SQLite and PostgreSQL)
from tests.helpers.clock import FakeClock

# A message the catalog lacks (or whose parameters do not fill it) fails the test that shows it,
# where a player would read its id.
catalog.strict = True


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def store(tmp_path) -> AsyncIterator[Store]:
    async with Store(tmp_path / "t.sqlite3") as s:
        yield s


@pytest.fixture
def service(store: Store, clock: FakeClock) -> Services:
    seeds = itertools.count(1000)
    return build(store, {"nim": toy_game.GAME}, clock=clock, seed_source=lambda: next(seeds))
