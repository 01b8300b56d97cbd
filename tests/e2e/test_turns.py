"""`/game turns`: a member's open games on every server and in DMs, through the real bot."""

from __future__ import annotations

import re

from bot import deadlines
from tests.helpers import toy_game
from tests.helpers.e2e import open_table

NIM = {"nim": toy_game.GAME}
LIVE = deadlines.TIMED_PACES["live"]


def board_links(text: str) -> list[tuple[str, str, str]]:
    return re.findall(r"https://discord\.com/channels/(\d+|@me)/(\d+)/(\d+)", text)


async def test_lists_games_on_two_servers_newest_first_with_whose_turn_deadline_and_board(
    fake, make_bot, game_clock
):
    other = fake.guild_named("Second Server")
    alice, bob = fake.user("alice"), fake.user("bob")
    carol = fake.user("carol", guild=other)
    fake.user("alice", guild=other)
    bot = await make_bot(games=NIM, sync_global=True)
    here = await open_table(fake, "nim", [alice, bob], channel="games", pace="live")
    there_channel = fake.channel("tables", guild=other)
    there = await open_table(fake, "nim", [carol, alice], channel=there_channel)
    # A lobby Alice sits in, and a game of others she must not see.
    await fake.slash(alice, "game new", channel="lobby", game="nim")
    await open_table(fake, "nim", [bob, fake.user("dave")], channel="elsewhere")

    r = await fake.slash(alice, "game turns", channel="games")
    assert r.ephemeral
    lines = r.content.splitlines()
    assert lines[0] == "Your open games (3), newest first:"
    lobby_line, there_line, here_line = lines[1:]
    assert "gathering players" in lobby_line and f"<#{fake.channel('lobby').id}>" in lobby_line
    # Carol's turn on the second server; the link is its board's.
    assert "Second Server" in there_line and f"<#{there_channel.id}>" in there_line
    assert f"waiting for <@{carol.id}>" in there_line
    assert board_links(there_line) == [(str(other.id), str(there_channel.id), str(there.id))]
    # Alice's turn here, with the live pace's deadline as a relative timestamp.
    table = await bot.tables.table(fake.channel("games").id)
    due = int(table.row.meta["clock"]["0"] + LIVE)
    assert "**your turn**" in here_line and f"<t:{due}:R>" in here_line
    assert board_links(here_line) == [(str(fake.guild.id), str(fake.channel("games").id), str(here.id))]
    assert all(str(fake.channel("elsewhere").id) not in line for line in lines)

    # Alice moves: the board is posted again, and the link follows it; Bob now sees his turn.
    await fake.click(alice, here, "take 1")
    board = await bot.tables.table(fake.channel("games").id)
    r = await fake.slash(bob, "game turns", channel="games")
    assert "**your turn**" in r.content
    assert (str(board.row.meta["board_message"])) in r.content


async def test_a_servers_name_is_shown_as_plain_text(fake, make_bot):
    """A server's name is its owner's text: its markdown and links read as written, never live."""
    other = fake.guild_named("**Free** [nitro](https://x.example)")
    carol, alice = fake.user("carol", guild=other), fake.user("alice", guild=other)
    await make_bot(games=NIM, sync_global=True)
    await open_table(fake, "nim", [carol, alice], channel=fake.channel("tables", guild=other))
    r = await fake.slash(alice, "game turns", channel=fake.channel("tables", guild=other))
    assert r.ephemeral and "\\*\\*Free\\*\\*" in r.content and "](https://x" not in r.content


async def test_a_game_ended_leaves_the_list_and_an_empty_list_says_so(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(games=NIM, sync_global=True)
    board = await open_table(fake, "nim", [alice, bob], channel="games", options="pile=5")
    assert "(1)" in (await fake.slash(bob, "game turns", channel="games")).content
    await fake.click(alice, board, "take 3")
    await fake.slash(bob, "play", channel="games", move="take 2")
    r = await fake.slash(bob, "game turns", channel="games")
    assert r.ephemeral and r.content == "You sit at no open game."


async def test_in_chinese_and_from_a_dm_and_capped_under_discords_limit(fake, make_bot):
    alice = fake.user("alice")
    alice.locale = "zh-CN"
    players = [fake.user(f"p{i}") for i in range(30)]
    await make_bot(games=NIM, sync_global=True)
    for i, other in enumerate(players):
        await open_table(fake, "nim", [other, alice], channel=f"room-{i}")
    r = await fake.slash(alice, "game turns", channel=fake.dm_channel(alice))
    assert r.ephemeral and len(r.content) <= 2000
    lines = r.content.splitlines()
    assert lines[0] == "你进行中的对局（共 30 局），最新的在前："
    shown = len(lines) - 2
    assert 5 <= shown <= 15 and lines[-1] == f"……还有 {30 - shown} 局。"
    assert all("在等 <@" in line and "[版图](https://discord.com/channels/" in line for line in lines[1:-1])
    # Newest first: the last table opened heads the list.
    assert f"<#{fake.channel('room-29').id}>" in lines[1]
