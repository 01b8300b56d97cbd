"""The store and table-service tests run on both backends: SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from tests.helpers.backends import Backend


@pytest.fixture
async def store(backend: Backend) -> AsyncIterator[Any]:
    async with backend.new() as s:
        yield s
