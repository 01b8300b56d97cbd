"""A game's channel is found through its server: discord.py's `Client.get_channel` asks every
server the bot is in for the id in turn (2,000 of them at a million games), and a restart's
catch-up looks a channel up for every reminder, board and retired board."""

from __future__ import annotations

import discord

from bot import deadlines
from tests.helpers import toy_game
from tests.helpers.e2e import open_table, stop_bot, texts

NIM = {"nim": toy_game.GAME}
LIVE = deadlines.TIMED_PACES["live"]


async def test_reminders_and_deadline_moves_after_a_restart_reach_their_channels_without_a_walk(
    fake, make_bot, game_clock, monkeypatch
):
    alice, bob = fake.user("alice"), fake.user("bob")
    elsewhere = fake.guild_named("elsewhere")
    for name in ("alice", "bob"):
        fake.user(name, guild=elsewhere)
    bot = await make_bot(games=NIM, sync_global=True)
    fake.channel("games")
    fake.channel("tables", guild=elsewhere)
    thread = fake.thread("games", "a thread")
    await open_table(fake, "nim", [alice, bob], channel="games", pace="live")
    await open_table(fake, "nim", [alice, bob], channel=fake.channel("tables", guild=elsewhere), pace="live")
    await open_table(fake, "nim", [alice, bob], channel=thread, pace="live")
    await stop_bot(fake, bot)

    walked: list[int] = []
    get_channel = discord.Client.get_channel

    def counted(self: discord.Client, id: int, /) -> object:
        walked.append(id)
        return get_channel(self, id)

    monkeypatch.setattr(discord.Client, "get_channel", counted)
    bot = await make_bot(games=NIM, sync_global=True)  # a fresh process: no board message cached
    places = [fake.channel("games"), fake.channel("tables", guild=elsewhere), thread]
    game_clock.advance(LIVE * 0.6)
    assert await bot.reminders.tick() == 3
    for place in places:
        assert "waiting for you" in fake.last_message(place).content
    game_clock.advance(LIVE * 5)
    assert await bot.reminders.tick() == 3  # the deadline moves: a new board each, the old retired
    for place in places:
        said = texts(fake.channel_messages(place))
        assert said.count("ran out of time") == 1
        table = await bot.tables.table(place.id)
        assert table.state.pile == 11
    assert not {p.id for p in places} & set(walked)
