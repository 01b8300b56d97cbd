from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.fakediscord import FakeDiscord
from tests.fakediscord_selftest.toybot import ToyBot


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as f:
        yield f


@pytest.fixture
async def bot(fake: FakeDiscord) -> ToyBot:
    """The toy bot, logged in, in the same event loop; FakeDiscord closes it on exit."""
    b = ToyBot(fake.guild.id)
    await fake.connect(b)
    return b
