"""Tables with bots are capped per member (who opened them, in any server) and per server: the
AI time is shared. Past a cap, opening one, seating bots or starting is refused with a sentence
that says why, and nothing changes."""

from __future__ import annotations

from bot import bot_seats

MEMBER_CAP = "already has as many tables with bots open as a member may have at once (2)"
SERVER_CAP = "This server already has as many tables with bots open as it may have at once (3)"


async def _with_bots(fake, user, channel, **more):
    return await fake.slash(
        user, "game new", channel=channel, game="bricklayer", bots=1, bot_level="easy", **more
    )


async def test_bot_tables_are_capped_per_member_and_per_server(fake, make_bot):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    bot = await make_bot()
    bot.lobby.bot_tables = (2, 3)
    for name in ("a1", "a2"):
        assert not (await _with_bots(fake, alice, name)).ephemeral
    no = await _with_bots(fake, alice, "a3", thread=True)
    assert no.ephemeral and no.content == f"<@{alice.id}> {MEMBER_CAP}. Finish or abandon one of them first."
    assert await bot.store.open_game(fake.channel("a3").id) is None, "a refused table was opened"
    assert not [c for c in fake.world.channels.values() if c.is_thread], "a refused table opened a thread"

    # A table without bots takes no AI time: it opens, but no bot sits down at it.
    lobby = await fake.slash(alice, "game new", channel="a3", game="bricklayer")
    panel = await fake.click(alice, lobby.message, "Add bot")
    no = await fake.click(alice, panel.message, bot_seats.rated("Easy bot", "bricklayer", "easy"))
    assert MEMBER_CAP in no.content
    assert (await bot.tables.table(fake.channel("a3").id)).players == [alice.id]

    # Bob's table is the server's third; Carol's would be its fourth.
    assert not (await _with_bots(fake, bob, "b1")).ephemeral
    no = await _with_bots(fake, carol, "c1")
    assert no.ephemeral and SERVER_CAP in no.content
    assert await bot.store.open_game(fake.channel("c1").id) is None

    # Alice's cap counts her tables in every server.
    await bot.tree.sync()  # the commands everywhere, not only in the test's server
    elsewhere = fake.guild_named("another server")
    fake.user("alice", guild=elsewhere)
    fake.user("carol", guild=elsewhere)
    there = fake.channel("games", guild=elsewhere)
    assert MEMBER_CAP in (await _with_bots(fake, alice, there)).content
    assert not (await _with_bots(fake, carol, there)).ephemeral  # another server's own count

    # Once one of hers is over, she may open another.
    await bot.seats.abandon(fake.channel("a1").id, alice.id)
    assert not (await _with_bots(fake, alice, "a4")).ephemeral


async def test_starting_a_table_with_bots_past_the_cap_is_refused(fake, make_bot):
    alice = fake.user("alice")
    bot = await make_bot()
    bot.lobby.bot_tables = (2, 0)
    lobbies = [(await _with_bots(fake, alice, name)).message for name in ("a1", "a2")]
    # The cap was lowered since (or the table's host changed): it is checked again at the start.
    bot.lobby.bot_tables = (1, 0)
    no = await fake.click(alice, lobbies[0], "Start")
    assert no.ephemeral and "as a member may have at once (1)" in no.content
    assert (await bot.tables.table(fake.channel("a1").id)).row.status == "lobby"
    await bot.seats.abandon(fake.channel("a2").id, alice.id)
    await fake.click(alice, lobbies[0], "Start", timeout=60)
    assert (await bot.tables.table(fake.channel("a1").id)).row.status == "active"
    await bot.reminders.idle()
