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
    languages = Languages(store.preferences)
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
    here, there = (
        Languages(store.preferences, clock=lambda: now[0]),
        Languages(store.preferences, clock=lambda: now[0]),
    )
    assert await here.channel(GUILD, CHANNEL) == "en"
    await there.set(GUILD, SERVER, "zh-CN")
    assert await there.channel(GUILD, CHANNEL) == "zh-CN"  # at once where it was set
    assert await here.channel(GUILD, CHANNEL) == "en"
    now[0] += CACHE_SECONDS
    assert await here.channel(GUILD, CHANNEL) == "zh-CN"


async def test_the_store_keeps_and_clears_settings(store):
    await store.preferences.set_channel_language(GUILD, SERVER, "zh-CN")
    await store.preferences.set_channel_language(GUILD, CHANNEL, "en")
    await store.preferences.set_channel_language(GUILD, CHANNEL, "zh-TW")
    await store.preferences.set_channel_language(GUILD + 1, CHANNEL, "en")
    assert await store.preferences.channel_languages(GUILD) == {SERVER: "zh-CN", CHANNEL: "zh-TW"}
    await store.preferences.set_channel_language(GUILD, CHANNEL, None)
    assert await store.preferences.channel_languages(GUILD) == {SERVER: "zh-CN"}


async def test_a_players_language_is_kept_for_later_dms_and_written_only_when_it_changes(store):
    writes = []
    original = store.preferences.set_user_settings

    async def counting(user_id, settings):
        writes.append(settings)
        await original(user_id, settings)

    store.preferences.set_user_settings = counting
    languages = Languages(store.preferences)
    assert await languages.player(7) == "en"
    await store.preferences.set_user_settings(7, {"reminders": "dm"})
    writes.clear()
    await languages.remember_player(8, "en-US")  # English, never anything else: nothing to write
    assert writes == [] and await languages.player(8) == "en"
    await languages.remember_player(7, "zh-CN")
    await languages.remember_player(7, "zh-CN")
    assert writes == [{"reminders": "dm", "locale": "zh-CN"}]
    assert await Languages(store.preferences).player(7) == "zh-CN"  # another process, or after a restart
    await languages.remember_player(7, "en-GB")
    assert await languages.player(7) == "en"
    assert await store.preferences.user_settings(7) == {"reminders": "dm", "locale": "en"}


async def test_the_bot_notes_the_language_of_whoever_interacts(fake, make_bot, user_locales):
    bot = await make_bot()
    li = fake.user("li")
    user_locales[li.id] = "zh-TW"
    await fake.slash(li, "game help", channel="games")
    assert (await bot.store.preferences.user_settings(li.id)).get("locale") == "zh-TW"
    assert await bot.languages.player(li.id) == "zh-TW"
