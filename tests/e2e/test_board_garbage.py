"""Boards posted by the timer pass leave no cycle of their own for the garbage collector: a
restart's catch-up posts them by the thousand, and every young collection scans what cycles
are left until it runs."""

from __future__ import annotations

import gc
from collections import Counter

import discord

from bot import deadlines
from bot.sent import Picture
from tests.helpers import toy_game
from tests.helpers.e2e import open_table, stop_bot, texts

NIM = {"nim": toy_game.GAME}
LIVE = deadlines.TIMED_PACES["live"]


async def test_deadline_moves_post_their_boards_without_leaving_views_or_pictures_in_cycles(
    fake, make_bot, game_clock
):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    names = ("one", "two", "three")
    for name in names:
        await open_table(fake, "nim", [alice, bob], channel=name, pace="live")
    await stop_bot(fake, bot)
    bot = await make_bot(games=NIM)
    game_clock.advance(LIVE * 5)
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)  # what the collector finds unreachable is kept, to be counted
    try:
        assert await bot.reminders.tick() == 3  # a deadline move each: a board posted, one retired
        gc.collect()
        kinds = Counter(type(o) for o in gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    for name in names:
        assert texts(fake.channel_messages(name)).count("ran out of time") == 1
        assert fake.last_message(name).custom_ids  # the new board offers its moves
    assert kinds[discord.ui.View] == 0 and kinds[Picture] == 0
