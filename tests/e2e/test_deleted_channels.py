"""A game whose channel, thread or guild is gone ends as abandoned, and nothing is sent for it
afterwards: no reminder, no default move, no board."""

from __future__ import annotations

import asyncio

from tests.fakediscord.gateway import GUILDS
from tests.helpers.e2e import open_table


async def status_of(bot, game_id: int) -> str:
    table = await bot.tables.by_id(game_id)
    assert table is not None
    return table.row.status


async def eventually_abandoned(bot, game_id: int, timeout: float = 5.0) -> None:
    """The bot handles gateway events in tasks of its own: wait for it, without a fixed sleep."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while await status_of(bot, game_id) != "abandoned":
        assert loop.time() < deadline, f"game {game_id} is still {await status_of(bot, game_id)}"
        await asyncio.sleep(0.01)


async def start(fake, bot, channel) -> int:
    users = [fake.user("ana"), fake.user("bo"), fake.user("cy")]
    await open_table(fake, "dicetown", users, channel=channel, pace="live")
    ch = fake.channel(channel) if isinstance(channel, str) else channel
    table = await bot.tables.find(ch.id)
    assert table is not None and table.row.status == "active"
    return table.id


async def nothing_more_is_sent(fake, bot, game_clock, game_id: int, channel_id: int) -> None:
    """Past every reminder and deadline, no default move is played for the game and the bot
    sends nothing to its channel."""
    version = (await bot.tables.by_id(game_id)).version
    before = len(fake.requests)
    for _ in range(4):
        game_clock.advance(10 * 60)
        await bot.reminders.tick()
    after = await bot.tables.by_id(game_id)
    assert (after.row.status, after.version) == ("abandoned", version)
    assert not [r for r in fake.requests[before:] if f"/channels/{channel_id}" in r.path]


async def test_a_deleted_channel_ends_its_game_and_its_timers(fake, make_bot, game_clock):
    bot = await make_bot(seed=3)
    games = fake.channel("games")
    game_id = await start(fake, bot, games)
    other = await start(fake, bot, "general")  # another channel's game goes on
    await fake.delete_channel(games)
    await eventually_abandoned(bot, game_id)
    assert await bot.tables.find(games.id) is None
    await nothing_more_is_sent(fake, bot, game_clock, game_id, games.id)
    assert await status_of(bot, other) == "active"


async def test_a_deleted_thread_ends_its_game(fake, make_bot, game_clock):
    bot = await make_bot(seed=3)
    thread = fake.thread("games", "Friday table", owner=fake.user("ana"))
    game_id = await start(fake, bot, thread)
    await fake.delete_channel(thread)
    await eventually_abandoned(bot, game_id)
    await nothing_more_is_sent(fake, bot, game_clock, game_id, thread.id)


async def test_an_archived_thread_goes_with_its_deleted_channel(fake, make_bot, game_clock):
    bot = await make_bot(seed=3)
    lounge = fake.channel("lounge")
    thread = fake.thread(lounge, "slow table", owner=fake.user("ana"))
    game_id = await start(fake, bot, thread)
    # Archived, the thread leaves discord.py's cache: its deletion comes with no event at all.
    thread.archived = True
    await fake.emit("THREAD_UPDATE", fake.world.channel_payload(thread), GUILDS)
    await fake.delete_channel(lounge)
    await eventually_abandoned(bot, game_id)
    await nothing_more_is_sent(fake, bot, game_clock, game_id, thread.id)


async def test_leaving_a_guild_ends_its_games_but_an_outage_does_not(fake, make_bot, game_clock):
    bot = await make_bot(seed=3)
    here = await start(fake, bot, "games")
    elsewhere = fake.guild_named("Other Guild")
    away = fake.channel("games", guild=elsewhere)
    host = fake.user("dee", guild=elsewhere)
    await fake.flush()
    there = await bot.lobby.create(
        guild_id=elsewhere.id, channel_id=away.id, host_id=host.id, game_key="dicetown"
    )

    await fake.guild_outage(fake.guild)  # unavailable: true; the guild comes back later
    await fake.guild_back(fake.guild)
    await fake.remove_bot_from_guild(elsewhere)  # the bot is kicked from the other guild
    await eventually_abandoned(bot, there.id)
    assert await status_of(bot, here) == "active"
    await nothing_more_is_sent(fake, bot, game_clock, there.id, away.id)


async def test_a_deleted_guild_ends_its_games(fake, make_bot):
    bot = await make_bot(seed=3)
    game_id = await start(fake, bot, "games")
    await fake.remove_bot_from_guild(fake.guild, deleted=True)
    await eventually_abandoned(bot, game_id)
