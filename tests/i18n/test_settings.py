"""`/game settings language:`: Manage Server only, per server with a per-channel override, and a
game in progress goes on when its channel's language changes."""

from __future__ import annotations

from bot.i18n.resolve import SERVER
from tests.helpers import toy_game

NIM = {"nim": toy_game.GAME}


async def test_a_member_without_manage_server_changes_nothing(fake, make_bot, user_locales):
    bot = await make_bot(games=NIM)
    bob = fake.user("bob")
    r = await fake.slash(bob, "game settings", channel="games", language="zh-CN")
    assert r.ephemeral and "Manage Server" in r.content
    user_locales[bob.id] = "zh-CN"
    r = await fake.slash(bob, "game settings", channel="games", language="zh-CN", where="channel")
    assert r.ephemeral and "管理服务器" in r.content
    assert await bot.store.preferences.channel_languages(fake.guild.id) == {}


async def test_server_language_with_a_channel_override_and_clearing_it(fake, make_bot):
    bot = await make_bot(games=NIM)
    admin = fake.user("admin", permissions={"manage_guild"})
    games, general = fake.channel("games"), fake.channel("general")

    r = await fake.slash(admin, "game settings", channel="games", language="zh-CN")
    assert r.ephemeral and "简体中文" in r.content
    assert await bot.languages.channel(fake.guild.id, games.id) == "zh-CN"
    assert await bot.languages.channel(fake.guild.id, general.id) == "zh-CN"

    await fake.slash(admin, "game settings", channel="general", language="en", where="channel")
    assert await bot.languages.channel(fake.guild.id, general.id) == "en"
    assert await bot.languages.channel(fake.guild.id, games.id) == "zh-CN"
    assert await bot.store.preferences.channel_languages(fake.guild.id) == {SERVER: "zh-CN", general.id: "en"}

    r = await fake.slash(admin, "game settings", channel="general", language="default", where="channel")
    assert "简体中文" in r.content  # the server's language again
    assert await bot.languages.channel(fake.guild.id, general.id) == "zh-CN"
    await fake.slash(admin, "game settings", channel="games", language="default")
    # Nothing set: the server's preferred locale (the loopback guild's is en-US).
    assert await bot.languages.channel(fake.guild.id, games.id, preferred="en-US") == "en"
    assert await bot.store.preferences.channel_languages(fake.guild.id) == {}


async def test_the_players_own_settings_still_work_beside_the_language(fake, make_bot):
    bot = await make_bot(games=NIM)
    admin = fake.user("admin", permissions={"manage_guild"})
    r = await fake.slash(admin, "game settings", channel="games", reminders="dm", language="zh-TW")
    assert (await bot.store.preferences.user_settings(admin.id))["reminders"] == "dm"
    assert await bot.languages.channel(fake.guild.id, fake.channel("games").id) == "zh-TW"
    assert "繁體中文" in r.followups[0].content and "Reminders: **dm**" in r.followups[1].content
    r = await fake.slash(admin, "game settings", channel="games")
    assert "Reminders: **dm**" in r.content


async def test_a_game_goes_on_when_its_channel_changes_language(fake, make_bot):
    bot = await make_bot(games=NIM)
    alice, bob = fake.user("alice", permissions={"manage_guild"}), fake.user("bob")
    r = await fake.slash(alice, "game new", channel="games", game="nim")
    await fake.click(bob, r.message, "Join")
    await fake.click(alice, r.message, "Start")
    await fake.click(alice, fake.last_message("games"), "take 2")
    await fake.slash(alice, "game settings", channel="games", language="zh-CN", where="channel")
    await fake.click(bob, fake.last_message("games"), "take 1")
    table = await bot.tables.table(fake.channel("games").id)
    assert table.state.pile == 9 and table.to_act() == {0}
    assert await bot.languages.of(bot.get_channel(fake.channel("games").id)) == "zh-CN"
