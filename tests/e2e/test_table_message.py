"""The table message: a channel set to it keeps one board per game, edited with each move, and a
short line per turn that pings whoever must act and links to that board."""

from __future__ import annotations

import asyncio
import re

from bot.services.moves import MoveRequest
from tests.e2e.test_two_receivers import settled, two_bots  # noqa: F401 (a fixture)
from tests.helpers import toy_game
from tests.helpers.e2e import open_table, stop_bot, texts

NIM = {"nim": toy_game.GAME}


def link_to(text: str) -> list[int]:
    return [int(m) for m in re.findall(r"https://discord\.com/channels/\d+/\d+/(\d+)", text)]


def boards(fake, channel: str = "games") -> list:
    """The channel's board messages (with an embed), as everyone sees them."""
    return [
        m for m in fake.channel_messages(channel) if m.embeds and "· game #" in str(m.embeds[0].get("title"))
    ]


async def table_on(fake, alice, bob):
    """Alice opens a Nim table, sets the table message on, Bob joins, Alice starts: the board."""
    r = await fake.slash(alice, "game new", channel="games", game="nim")
    lobby = next(c for c in r.message.custom_ids if c.startswith("lobby:")).rsplit(":", 1)[0]
    said = await fake.slash(alice, "game settings", channel="games", table_message="on")
    assert "Table message: **on**" in said.text and "Manage Messages" not in said.text
    await fake.click(bob, r.message, f"{lobby}:join")
    await fake.click(alice, r.message, f"{lobby}:start")
    return fake.last_message("games")


async def test_one_table_message_is_edited_and_each_turn_adds_a_line_linking_to_it(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    table = await table_on(fake, alice, bob)
    assert table.pinned and table.embeds
    before = len(fake.channel_messages("games"))

    await fake.click(alice, table, "take 1")  # a button on the table message itself
    line = fake.last_message("games")
    assert line.id != table.id and not line.embeds and not line.attachments
    assert f"<@{bob.id}>" in line.content and "your turn in Nim" in line.content
    assert line.posted_pings == [bob.id]
    assert link_to(line.content) == [table.id]
    assert "takes 1; 11 left" in texts([table]) and table.history  # edited in place
    assert any("take" in c for c in table.custom_ids)  # it still offers the moves

    r = await fake.slash(bob, "play", channel="games", move="take 2")  # a typed move
    line = fake.last_message("games")  # its own message: the answer's edit would notify no one
    assert f"<@{alice.id}>" in line.content and link_to(line.content) == [table.id]
    assert line.posted_pings == [alice.id]
    assert r.message is None or r.message.deleted  # no "thinking…" left behind
    assert "takes 2; 9 left" in texts([table])
    assert len(fake.channel_messages("games")) == before + 2  # a line per turn, no new board
    assert [b.id for b in boards(fake)] == [table.id]

    # To the end: the final board is a new message; the table shows the end too, unpinned.
    while (t := await bot.tables.find(fake.channel("games").id)) is not None and t.result() is None:
        (seat,) = t.to_act()
        user = alice if t.user_of(seat) == alice.id else bob
        await fake.slash(
            user, "play", channel="games", move="take 3" if t.state.pile >= 3 else f"take {t.state.pile}"
        )
    final = fake.last_message("games")
    assert final.id != table.id and final.embeds and "wins" in texts([final])
    assert not table.pinned and "wins" in texts([table])
    assert [c.split(":")[0] for c in table.custom_ids] == ["rv"]  # only the players' Review
    assert [b.id for b in boards(fake)] == [table.id, final.id]

    # The channel's next game keeps the mode, with a table message of its own.
    second = await open_table(fake, "nim", [alice, bob])
    assert second.id != table.id and second.pinned
    stored = await bot.tables.find(fake.channel("games").id)
    assert stored is not None and stored.row.meta.get("table_mode") is True


async def test_a_deleted_table_message_is_posted_again_and_used_from_then_on(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    table = await table_on(fake, alice, bob)
    await fake.delete_message(table)
    await fake.slash(alice, "play", channel="games", move="take 1")
    [again] = boards(fake)
    assert again.id != table.id and again.pinned and "takes 1; 11 left" in texts([again])
    line = fake.last_message("games")
    assert link_to(line.content) == [again.id] and f"<@{bob.id}>" in line.content
    stored = await bot.tables.find(fake.channel("games").id)
    assert stored is not None and stored.row.meta.get("board_message") == again.id
    await fake.slash(bob, "play", channel="games", move="take 1")
    assert [b.id for b in boards(fake)] == [again.id] and "takes 1; 10 left" in texts([again])


async def test_after_a_restart_the_same_table_message_is_edited(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    table = await table_on(fake, alice, bob)
    await fake.click(alice, table, "take 1")
    await stop_bot(fake, bot)
    bot = await make_bot(games=NIM)
    await fake.click(bob, table, "take 2")
    assert [b.id for b in boards(fake)] == [table.id] and "takes 2; 9 left" in texts([table])
    assert link_to(fake.last_message("games").content) == [table.id]


async def test_without_manage_messages_the_table_is_kept_unpinned_and_the_answer_says_so(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(games=NIM)
    fake.set_permissions(fake.channel("games"), fake.bot_user, deny=["manage_messages"])
    await fake.flush()
    board = await open_table(fake, "nim", [alice, bob])
    said = await fake.slash(alice, "game settings", channel="games", table_message="on")
    assert "Table message: **on**" in said.text and "Manage Messages" in said.text
    await fake.click(alice, board, "take 1")
    assert not board.pinned and "takes 1; 11 left" in texts([board])
    assert link_to(fake.last_message("games").content) == [board.id]


async def test_the_setting_in_chinese_and_the_turn_line_in_the_channels_language(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    alice.locale = "zh-CN"
    await make_bot(games=NIM)
    admin = fake.user("admin", permissions={"manage_guild"})
    await fake.slash(admin, "game settings", channel="games", language="zh-CN", where="channel")
    board = await open_table(fake, "nim", [alice, bob])
    said = await fake.slash(alice, "game settings", channel="games", table_message="on")
    assert "牌桌消息：**开**" in said.text
    await fake.click(alice, board, board.custom_ids[0])
    line = fake.last_message("games")
    assert "轮到你了" in line.content and "[牌桌 ↗]" in line.content and link_to(line.content) == [board.id]


async def test_a_table_message_deleted_is_posted_once_when_two_processes_show_the_same_state(fake, make_bot):
    """Two processes (a restart's old one still running) both find the table message gone and
    post one: one records its own, the other deletes its copy."""
    alice, bob = fake.user("alice"), fake.user("bob")
    first = await make_bot(games=NIM)
    second = await make_bot(games=NIM)
    table = await table_on(fake, alice, bob)
    await fake.delete_message(table)
    await fake.slash(alice, "play", channel="games", move="take 1")
    shown = await first.tables.find(fake.channel("games").id)
    assert shown is not None
    # The state's board is recorded as not shown, and the message is gone again: both show it.
    await first.store.patch_meta(shown.id, {"posted": shown.version - 1}, now=0)
    await fake.delete_message(boards(fake)[0])
    a = await first.tables.by_id(shown.id)
    b = await second.tables.by_id(shown.id)
    assert a is not None and b is not None
    # Neither remembers showing it (as after a restart), and both look for the table message
    # before either posts its own.
    first.publisher.boards.clear()
    second.publisher.boards.clear()
    fake.faults.delay("GET /channels/*/messages/*", 0.3, times=2)
    await asyncio.gather(first.publisher.show(a, wait=10), second.publisher.show(b, wait=10))
    await fake.flush()
    [kept] = boards(fake)
    stored = await first.tables.by_id(shown.id)
    assert stored is not None and stored.row.meta.get("board_message") == kept.id


async def test_an_abandoned_game_unpins_its_table_message(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(games=NIM)
    table = await table_on(fake, alice, bob)
    assert table.pinned
    for user in (alice, bob):  # a started game ends by its players' vote
        r = await fake.slash(user, "game abandon", channel="games")
        await fake.click(user, r.message, r.message.custom_ids[0])
    assert "abandoned" in texts([fake.last_message("games")])
    assert not table.pinned and not table.custom_ids


async def test_only_the_host_or_manage_channel_may_change_it(fake, make_bot):
    alice, bob, eve = fake.user("alice"), fake.user("bob"), fake.user("eve")
    bot = await make_bot(games=NIM)
    board = await open_table(fake, "nim", [alice, bob])
    said = await fake.slash(eve, "game settings", channel="games", table_message="on")
    assert "Only the host" in said.text
    stored = await bot.tables.find(fake.channel("games").id)
    assert stored is not None and "table_mode" not in stored.row.meta
    await fake.click(alice, board, "take 1")
    assert fake.last_message("games").embeds  # a new board, as before


async def test_two_processes_receiving_every_interaction_keep_one_table_message(fake, two_bots):  # noqa: F811
    alice, bob = fake.user("alice"), fake.user("bob")
    table = await table_on(fake, alice, bob)
    await settled(fake)
    for user, move in [(alice, "take 1"), (bob, "take 2"), (alice, "take 3")]:
        # The first acknowledgement is taken and its answer slow: the other process is refused.
        fake.faults.delay("POST /interactions/*/callback", 0.3, times=1, taken=True)
        await fake.slash(user, "play", channel="games", move=move)
        await settled(fake)
    assert [b.id for b in boards(fake)] == [table.id] and "takes 3; 6 left" in texts([table])
    lines = [m for m in fake.channel_messages("games") if "your turn in Nim" in m.content]
    assert [link_to(m.content) for m in lines] == [[table.id]] * 3


async def test_an_edit_landing_after_a_newer_one_from_another_process_is_drawn_over(fake, make_bot):
    """Two processes on one database: the first's edit of an older state reaches Discord after
    the second's edit of the newer one; the table message ends on the newer state, and the
    older state's turn (past already) pings no one."""
    alice, bob = fake.user("alice"), fake.user("bob")
    first = await make_bot(games=NIM)
    second = await make_bot(games=NIM)
    table = await table_on(fake, alice, bob)
    channel_id = fake.channel("games").id
    older = await first.tables.find(channel_id)
    assert older is not None
    outcome = await first.moves.play(channel_id, MoveRequest(alice.id, ("take 1",)))
    fake.faults.delay("PATCH /channels/*/messages/*", 1.0, times=1)
    slow = asyncio.ensure_future(first.publisher.show(outcome.table, wait=10))
    await asyncio.sleep(0.5)  # the first process's edit is on its way
    newer = await second.moves.play(channel_id, MoveRequest(bob.id, ("take 2",)))
    await second.publisher.show(newer.table, wait=10)
    await slow
    await fake.flush()
    assert f"Your turn, <@{alice.id}>" in table.content, table.content
    lines = [m for m in fake.channel_messages("games") if "your turn in Nim" in m.content]
    assert [m.posted_pings for m in lines] == [[alice.id]]


class NimAgain(toy_game.Nim):
    """Nim where taking one stone keeps the turn: a player who moves and acts again."""

    def apply(self, state, player, action):
        after, events = super().apply(state, player, action)
        if action.n == 1 and after.winner is None:
            after = after.__class__(**{**after.__dict__, "turn": player})
        return after, events


async def test_a_player_who_moves_and_acts_again_is_named_but_not_pinged_again(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    await make_bot(games={"nim": NimAgain()})
    table = await table_on(fake, alice, bob)

    await fake.slash(alice, "play", channel="games", move="take 1")  # Alice acts again
    line = fake.last_message("games")
    assert f"<@{alice.id}>" in line.content and link_to(line.content) == [table.id]
    assert line.posted_pings == []  # she is here: she just moved
    await fake.slash(alice, "play", channel="games", move="take 2")  # now Bob's turn
    line = fake.last_message("games")
    assert line.posted_pings == [bob.id]
