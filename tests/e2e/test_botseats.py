"""Bot seats end to end: bots play whole games through the loopback Discord, never get a DM,
and a bot's move interrupted by a restart is made once afterwards."""

from __future__ import annotations

import asyncio

import pytest

from bot import bots
from tests.e2e.conftest import stop_bot, texts

GAMES = ("akropolis", "dicetown", "shakecity", "blockbuster", "bricklayer")


async def _finished(bot, fake, channel="games"):
    rows = await bot.store.history(fake.channel(channel).id)
    return rows[0] if rows else None


@pytest.mark.parametrize("game", GAMES)
async def test_an_all_bot_table_plays_to_the_end(fake, make_bot, game):
    alice = fake.user("alice")
    bot = await make_bot()
    bot.bot_player.thinker.processes = 0  # one worker thread: no process start-up per test
    r = await fake.slash(alice, "game new", channel="games", game=game, bots=2, bot_level="easy", pace="none")
    assert "🤖 Bot 1 · easy" in texts([r.message]) and "🤖 Bot 2 · easy" in texts([r.message])
    await fake.click(alice, r.message, "Leave")  # the host leaves: two bots alone, still hers to start
    await fake.click(alice, r.message, "Start", timeout=300)
    row = await _finished(bot, fake)
    assert row is not None and row.status == "finished", "the bots did not finish their game"
    assert all(bots.is_bot(u) for u in row.players)
    board = texts([m for m in fake.messages if m.channel_id == fake.channel("games").id])
    assert "🤖 Bot 1 · easy" in board and "<@-" not in board  # bots are named, never "mentioned"
    assert not [m for m in fake.messages if m.guild_id is None], "a bot seat received a DM"


async def test_the_lobby_button_seats_bots_and_they_answer_a_person_at_once(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=7)
    bot.bot_player.thinker.processes = 0
    r = await fake.slash(alice, "game new", channel="games", game="dicetown", pace="none")
    no = await fake.click(bob, r.message, "Add bot")
    assert no.ephemeral and "Only the host" in no.content
    panel = await fake.click(alice, r.message, "Add bot")
    assert panel.ephemeral
    await fake.click(alice, panel.message, "Normal bot")
    await fake.click(alice, panel.message, "Hard bot")
    await fake.click(alice, panel.message, "Remove a bot")
    await fake.click(alice, panel.message, "Easy bot")
    lobby = fake.last_message("games")
    assert "🤖 Bot 1 · normal" in texts([lobby]) and "🤖 Bot 2 · easy" in texts([lobby])
    table = await bot.tables.table(fake.channel("games").id)
    assert [table.is_bot(s) for s in range(3)] == [False, True, True]
    await fake.click(alice, r.message, "Start", timeout=120)
    table = await bot.tables.table(fake.channel("games").id)
    # The bots rolled at once: the game waits for the person alone.
    assert table.to_act() and all(not table.is_bot(s) for s in table.to_act())
    dms = [m for m in fake.messages if m.guild_id is None]
    assert dms and all(m.channel_id == fake.dm_channel(alice).id for m in dms)
