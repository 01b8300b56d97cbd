"""What the bot holds per game, channel or interaction while it works on them is let go once
the work is done: a whole game of bots, its replay and its boards leave nothing behind but the
bounded caches (tests/bot/test_bounded_caches.py)."""

from __future__ import annotations


async def test_a_finished_bot_game_and_its_replay_leave_no_work_in_memory(fake, make_bot):
    alice = fake.user("alice")
    bot = await make_bot(seed=4)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(
        alice, "game new", channel="games", game="dicetown", bots=2, bot_level="easy", pace="none"
    )
    await fake.click(alice, r.message, "Leave")
    await fake.click(alice, r.message, "Start", timeout=300)
    await bot.reminders.idle()
    (row,) = await bot.store.listings.history(fake.channel("games").id)
    assert row.status == "finished"
    replay = await fake.slash(alice, "game replay", channel="games")
    assert replay.files and "Dice Town" in replay.content
    await fake.wait_until(lambda: bot.publisher.boards[row.channel_id].idle)

    player, thinker = bot.bot_player, bot.bot_player.thinker
    assert player._running == set() and player._again == set()
    assert row.id not in player._asked  # a finished game's entry goes at once
    assert thinker._waiting == set() and thinker.queue.waiting() == 0 and not thinker.queue._root
    assert bot.reminders._woken == {} and not bot.reminders._tasks
    assert bot.replays._drawing == {}
    assert row.id not in bot.tables._cache  # an ended game is not played again
    assert all(queue.idle for queue in bot.publisher.boards.values())
    store = bot._connection._view_store  # discord.py's: every component is a DynamicItem
    assert not store._views and not store._synced_message_views and not store._modals
