"""Who reads which language: the player's own for what only they see, the channel's (its own,
its parent's for a thread, the server's, the server's preferred locale) for public messages."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.i18n import player_locale
from bot.i18n.resolve import CACHE_SECONDS, SERVER, Languages

GUILD, CHANNEL, THREAD, OTHER = 10, 20, 21, 30


@pytest.fixture
async def store(backend):
    """SQLite, and PostgreSQL when a server is available (tests/backends.py)."""
    async with backend.new() as s:
        yield s


def test_a_player_reads_their_clients_language():
    assert player_locale(SimpleNamespace(locale="zh-CN")) == "zh-CN"
    assert player_locale(SimpleNamespace(locale="zh-HK")) == "zh-TW"
    assert player_locale(SimpleNamespace(locale="de")) == "en"


async def test_channel_then_parent_then_server_then_preferred_locale(store):
    languages = Languages(store)
    assert await languages.channel(GUILD, CHANNEL, preferred="zh-CN") == "zh-CN"
    assert await languages.channel(GUILD, CHANNEL) == "en"
    await languages.set(GUILD, SERVER, "zh-TW")
    assert await languages.channel(GUILD, CHANNEL, preferred="zh-CN") == "zh-TW"
    await languages.set(GUILD, CHANNEL, "en")
    assert await languages.channel(GUILD, CHANNEL) == "en"
    assert await languages.channel(GUILD, THREAD, parent_id=CHANNEL) == "en"
    assert await languages.channel(GUILD, OTHER) == "zh-TW"
    await languages.set(GUILD, THREAD, "zh-CN")
    assert await languages.channel(GUILD, THREAD, parent_id=CHANNEL) == "zh-CN"
    assert await languages.channel(None, CHANNEL, preferred="zh-CN") == "zh-CN"  # a DM


async def test_another_process_change_shows_once_the_cache_expires(store):
    now = [0.0]
    here, there = Languages(store, clock=lambda: now[0]), Languages(store, clock=lambda: now[0])
    assert await here.channel(GUILD, CHANNEL) == "en"
    await there.set(GUILD, SERVER, "zh-CN")
    assert await there.channel(GUILD, CHANNEL) == "zh-CN"  # at once where it was set
    assert await here.channel(GUILD, CHANNEL) == "en"
    now[0] += CACHE_SECONDS
    assert await here.channel(GUILD, CHANNEL) == "zh-CN"


async def test_the_store_keeps_and_clears_settings(store):
    await store.set_channel_language(GUILD, SERVER, "zh-CN")
    await store.set_channel_language(GUILD, CHANNEL, "en")
    await store.set_channel_language(GUILD, CHANNEL, "zh-TW")
    await store.set_channel_language(GUILD + 1, CHANNEL, "en")
    assert await store.channel_languages(GUILD) == {SERVER: "zh-CN", CHANNEL: "zh-TW"}
    await store.set_channel_language(GUILD, CHANNEL, None)
    assert await store.channel_languages(GUILD) == {SERVER: "zh-CN"}
