"""Games over days: reminders and deadlines on an injected clock, autopilot, replace, threads,
history and stats, through the real bot."""

from __future__ import annotations

from bot import deadlines
from tests.helpers import toy_game
from tests.helpers.e2e import open_table, stop_bot, texts

NIM = {"nim": toy_game.GAME}
LIVE = deadlines.TIMED_PACES["live"]


async def _start(fake, alice, bob, channel="games", **kw):
    return await open_table(fake, "nim", [alice, bob], channel=channel, **kw)


async def test_reminders_then_the_deadline_plays_the_default_move(fake, make_bot, game_clock):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await _start(fake, alice, bob, pace="live")
    channel = fake.channel("games")

    game_clock.advance(LIVE * 0.3)
    assert await bot.reminders.tick() == 0
    game_clock.advance(LIVE * 0.25)
    assert await bot.reminders.tick() == 1
    assert (
        f"<@{alice.id}>" in fake.last_message(channel).content
        and "left" in fake.last_message(channel).content
    )
    assert await bot.reminders.tick() == 0  # each reminder once
    game_clock.advance(LIVE * 0.4)
    assert await bot.reminders.tick() == 1
    game_clock.advance(LIVE * 0.1)
    assert await bot.reminders.tick() == 1
    table = await bot.tables.table(channel.id)
    assert table.state.pile == 11 and table.to_act() == {1}  # Nim's default: take 1
    assert "ran out of time" in texts(fake.channel_messages(channel)[-2:])


async def test_a_deadline_missed_while_the_bot_was_down_is_handled_at_start(fake, make_bot, game_clock):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await _start(fake, alice, bob, pace="live")
    await stop_bot(fake, bot)
    game_clock.advance(LIVE * 3)
    bot2 = await make_bot(games=NIM)
    assert await bot2.reminders.tick() == 1
    assert (await bot2.tables.table(fake.channel("games").id)).state.pile == 11


async def test_two_missed_deadlines_mark_a_player_away_and_kick_puts_them_on_autopilot(
    fake, make_bot, game_clock
):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    board = await _start(fake, alice, bob, pace="live")
    await fake.click(alice, board, "take 1")
    for _ in range(2):  # Bob misses twice; Alice plays in between
        game_clock.advance(LIVE + 1)
        await bot.reminders.tick()
        await fake.slash(alice, "play", channel="games", move="take 1")
    assert "marked away" in texts(fake.channel_messages("games"))
    status = await fake.slash(alice, "game status", channel="games")
    assert "Away" in status.content
    assert f"Waiting for <@{bob.id}>, who must decide <t:" in status.content
    refused = await fake.slash(bob, "game kick", channel="games", member=alice)
    assert refused.ephemeral and "Only the host" in refused.content
    await fake.slash(alice, "game kick", channel="games", member=bob)
    table = await bot.tables.table(fake.channel("games").id)
    assert table.to_act() == {0}  # the bot already played Bob's turn
    assert "Autopilot played" in texts(fake.channel_messages("games"))


async def test_replace_hands_a_seat_to_another_member(fake, make_bot):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    bot = await make_bot(games=NIM)
    board = await _start(fake, alice, bob)
    await fake.click(alice, board, "take 1")
    await fake.slash(alice, "game replace", channel="games", member=bob, new_player=carol)
    no = await fake.slash(bob, "play", channel="games", move="take 1")
    assert no.ephemeral and "not playing" in no.content
    await fake.slash(carol, "play", channel="games", move="take 1")
    assert (await bot.tables.table(fake.channel("games").id)).state.pile == 10


async def test_a_thread_game_beside_a_channel_game(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await _start(fake, alice, bob)
    r = await fake.slash(bob, "game new", channel="games", game="nim", thread=True)
    assert "is open in" in r.content
    thread = [c for c in fake.world.channels.values() if c.is_thread][-1]
    lobby = fake.channel_messages(thread)[-1]
    await fake.click(alice, lobby, "Join")
    await fake.click(bob, lobby, "Start")
    await fake.slash(bob, "play", channel=thread, move="take 2")
    assert (await bot.tables.table(thread.id)).state.pile == 10
    assert (await bot.tables.table(fake.channel("games").id)).state.pile == 12


async def test_history_stats_and_the_final_score_image(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(games=NIM)
    board = await _start(fake, alice, bob, options="pile=5")
    await fake.click(alice, board, "take 3")
    await fake.slash(bob, "play", channel="games", move="take 2")
    final = fake.channel_messages("games")[-1]
    assert final.attachments and final.attachments[0].filename == "scores.png"
    assert final.attachments[0].data[:8] == b"\x89PNG\r\n\x1a\n"
    h = await fake.slash(alice, "game history", channel="games")
    assert f"won by <@{bob.id}>" in h.content
    s = await fake.slash(alice, "game stats", channel="games", member=bob)
    assert "1 played, 1 won" in s.content
    log = await fake.slash(alice, "game log", channel="games")
    assert "take 3" in log.content and "take 2" in log.content


async def test_the_log_shows_a_move_as_the_game_lets_each_reader_see_it_and_a_secret_to_its_reader(
    fake, make_bot
):
    """Nim's moves are made in the open: a take that whispered Alice a secret is still a public
    move; the whisper is hers alone."""
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(games=NIM)
    board = await _start(fake, alice, bob)
    await fake.click(alice, board, "take 3")  # Nim whispers Alice's lucky number on a take of 3
    mine = await fake.slash(alice, "game log", channel="games")
    theirs = await fake.slash(bob, "game log", channel="games")
    assert "`take 3`" in mine.content and "lucky number" in mine.content
    assert "`take 3`" in theirs.content and "a hidden move" not in theirs.content
    assert "lucky number" not in theirs.content


async def test_reminders_by_dm_when_asked_and_a_reminder_then_deadline_across_a_restart(
    fake, make_bot, game_clock
):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    s = await fake.slash(alice, "game settings", channel="games", reminders="dm")
    assert "Reminders: **dm**" in s.content
    await _start(fake, alice, bob, pace="live")
    game_clock.advance(LIVE * 0.6)
    assert await bot.reminders.tick() == 1
    assert "waiting for you" in fake.dms(alice)[-1].content
    assert "waiting for you" not in texts(fake.channel_messages("games"))

    await stop_bot(fake, bot)
    bot = await make_bot(games=NIM)
    assert await bot.reminders.tick() == 0  # the half-time reminder is not sent again
    game_clock.advance(LIVE * 0.35)
    assert await bot.reminders.tick() == 1
    assert len([m for m in fake.dms(alice) if "waiting for you" in m.content]) == 2
    game_clock.advance(LIVE * 0.1)
    assert await bot.reminders.tick() == 1
    assert (await bot.tables.table(fake.channel("games").id)).to_act() == {1}


async def test_an_archived_game_thread_is_reopened_when_the_game_needs_it(fake, make_bot, game_clock):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    r = await fake.slash(alice, "game new", channel="games", game="nim", thread=True, pace="live")
    thread = [c for c in fake.world.channels.values() if c.is_thread][-1]
    lobby = fake.channel_messages(thread)[-1]
    await fake.click(bob, lobby, "Join")
    await fake.click(alice, lobby, "Start")
    thread.archived = True  # Discord archives a quiet thread after a while
    game_clock.advance(LIVE + 1)
    assert await bot.reminders.tick() == 1
    assert not thread.archived
    assert "ran out of time" in texts(fake.channel_messages(thread)[-2:])
    assert r.content.startswith("The Nim table is open in")
