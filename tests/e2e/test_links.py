"""Jump links: reminders, private messages and `/game status` link to the board they speak of."""

from __future__ import annotations

import re

from bot import deadlines
from tests.helpers import toy_game
from tests.helpers.dicetown_e2e import CH, answer, board, current, prompt_of
from tests.helpers.dicetown_e2e import open_table as open_dicetown
from tests.helpers.e2e import open_table

NIM = {"nim": toy_game.GAME}
LIVE = deadlines.TIMED_PACES["live"]


def links(text: str) -> list[tuple[str, str, str]]:
    return re.findall(r"https://discord\.com/channels/(\d+|@me)/(\d+)/(\d+)", text)


async def test_a_channel_reminder_links_to_the_board_of_the_turn_not_the_first(fake, make_bot, game_clock):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    first = await open_table(fake, "nim", [alice, bob], channel="games", pace="live")
    await fake.click(alice, first, "take 1")
    board = fake.last_message("games")
    assert board.id != first.id
    game_clock.advance(LIVE * 0.6)
    assert await bot.reminders.tick() == 1
    reminder = fake.last_message("games")
    assert f"<@{bob.id}>" in reminder.content and "waiting for you" in reminder.content
    assert links(reminder.content) == [(str(fake.guild.id), str(fake.channel("games").id), str(board.id))]
    assert reminder.content.endswith(f"[Go to the board]({board_url(fake, board)})")


def board_url(fake, message) -> str:
    guild = message.guild_id or "@me"
    return f"https://discord.com/channels/{guild}/{message.channel_id}/{message.id}"


async def test_a_dm_reminder_links_to_the_board_in_the_readers_language(fake, make_bot, game_clock):
    alice, bob = fake.user("alice"), fake.user("bob")
    alice.locale = "zh-CN"
    bot = await make_bot(games=NIM)
    await fake.slash(alice, "game settings", channel="games", reminders="dm")
    board = await open_table(fake, "nim", [alice, bob], channel="games", pace="live")
    game_clock.advance(LIVE * 0.6)
    assert await bot.reminders.tick() == 1
    dm = fake.dms(alice)[-1]
    assert "在等你" in dm.content and f"<#{fake.channel('games').id}>" in dm.content
    assert links(dm.content) == [(str(fake.guild.id), str(fake.channel("games").id), str(board.id))]
    assert dm.content.endswith(f"[前往版图]({board_url(fake, board)})")


async def test_a_dicetown_private_message_and_closed_dm_note_link_to_the_board_its_move_posted(
    fake, make_bot
):
    ana, cy = fake.user("ana"), fake.user("cy", dms_closed=True)
    users, dm_users = [ana, cy], [ana]
    bot = await make_bot(seed=4247)
    await open_dicetown(fake, users)
    # The greeting at the start links to the first board.
    first = board(fake)
    for user in dm_users:
        assert links(fake.dms(user)[-1].content) == [
            (str(fake.guild.id), str(first.channel_id), str(first.id))
        ]
    # All keep: the second roll reaches each privately, linking to the board that move posted;
    # the player whose DMs are closed is told in the channel, with the same link.
    seen = {u.id: len(fake.dms(u)) for u in dm_users}
    before = len(fake.channel_messages(CH))
    while (table := await current(bot, fake)) is not None and all(
        len(fake.dms(u)) == seen[u.id] for u in dm_users
    ):
        seat = min(table.to_act())
        assert prompt_of(table, seat) == "keep"
        await answer(fake, bot, users, {cy.id}, table, seat)
    latest = board(fake)
    assert latest.id != first.id
    table = await current(bot, fake)
    assert table is not None and table.row.meta["board_message"] == latest.id
    where = (str(fake.guild.id), str(latest.channel_id), str(latest.id))
    for user in dm_users:
        (dm,) = fake.dms(user)[seen[user.id] :]
        assert links(dm.content) == [where]
    (note,) = [
        m
        for m in fake.channel_messages(CH)[before:]
        if m.content.startswith(f"<@{cy.id}>, a private action is waiting")
    ]
    assert links(note.content) == [where] and "[Go to the board](" in note.content


async def test_status_links_to_the_lobby_then_the_current_board(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(games=NIM)
    channel = fake.channel("games")
    r = await fake.slash(alice, "game new", channel="games", game="nim")
    status = await fake.slash(bob, "game status", channel="games")
    assert status.ephemeral and "gathering players" in status.content
    assert links(status.content) == [(str(fake.guild.id), str(channel.id), str(r.message.id))]
    assert f"[table]({board_url(fake, r.message)})" in status.content

    lobby = next(c for c in r.message.custom_ids if c.startswith("lobby:")).rsplit(":", 1)[0]
    await fake.click(bob, r.message, f"{lobby}:join")
    await fake.click(alice, r.message, f"{lobby}:start")
    await fake.click(alice, fake.last_message("games"), "take 1")
    board = fake.last_message("games")
    status = await fake.slash(bob, "game status", channel="games")
    assert links(status.content) == [(str(fake.guild.id), str(channel.id), str(board.id))]
    assert status.content.splitlines()[0].endswith(f"· [board]({board_url(fake, board)})")


async def test_status_of_a_game_in_a_dm_links_with_at_me_in_chinese(fake, make_bot):
    alice = fake.user("alice")
    alice.locale = "zh-CN"
    bot = await make_bot(seed=5, sync_global=True)
    own = fake.dm_channel(alice)
    r = await fake.slash(alice, "game new", channel=own, game="akropolis")
    lobby = next(c for c in r.message.custom_ids if c.startswith("lobby:")).rsplit(":", 1)[0]
    await fake.click(alice, r.message, f"{lobby}:start")
    table = await bot.tables.find(own.id)
    assert table is not None and table.row.guild_id is None
    board = table.row.meta["board_message"]
    status = await fake.slash(alice, "game status", channel=own)
    assert links(status.content) == [("@me", str(own.id), str(board))]
    assert f"[版图](https://discord.com/channels/@me/{own.id}/{board})" in status.content
