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


async def test_private_dice_sent_or_kept_for_a_closed_dm_leave_no_controls_in_cycles(fake, make_bot):
    from bot.cogs.dicetown.components import KeepControl
    from bot.components import ShowMineButton
    from tests.helpers import dicetown_e2e

    alice, bob = fake.user("alice"), fake.user("bob", dms_closed=True)
    await make_bot()
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        await dicetown_e2e.open_table(fake, [alice, bob])  # each rolls in secret: dice to keep
        gc.collect()
        kinds = Counter(type(o) for o in gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert any(m.custom_ids for m in fake.dms(alice))  # Alice's dice, with their controls
    told = [m for m in fake.channel_messages("games") if f"<@{bob.id}>" in (m.content or "")]
    assert told and told[-1].custom_ids  # Bob is told where to look, with a button to see it
    assert kinds[KeepControl] == 0 and kinds[ShowMineButton] == 0
