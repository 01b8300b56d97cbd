"""The lobby end to end: the real bot, real discord.py, a loopback Discord."""

from __future__ import annotations

from tests.helpers import toy_game
from tests.helpers.e2e import texts

NIM = {"nim": toy_game.GAME}


async def abandon(fake, user, channel):
    """`/game abandon`, then **Yes, abandon** on the confirmation it asks for."""
    ask = await fake.slash(user, "game abandon", channel=channel)
    assert ask.ephemeral and "Yes, abandon" in [b["label"] for b in ask.buttons]
    return await fake.click(user, ask.messages[-1], "Yes, abandon")


async def test_new_join_start_status_and_a_move(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    assert fake.command("game new")  # synced to the development guild

    r = await fake.slash(alice, "game new", channel="games", game="nim")
    assert not r.ephemeral and r.buttons and "Nim" in texts([r.message])
    r2 = await fake.click(bob, r.message, "Join")
    assert f"<@{bob.id}>" in texts([r2.message])
    r3 = await fake.click(bob, r.message, "Start")
    assert r3.ephemeral and "Only the host" in r3.content
    await fake.click(alice, r.message, "Start")
    board = fake.last_message("games")
    assert f"<@{alice.id}>" in board.content  # Nim seats players as they joined: Alice moves first
    st = await fake.slash(bob, "game status", channel="games")
    assert st.ephemeral and f"Waiting for <@{alice.id}>" in st.content

    # Bob presses one of Alice's buttons: refused, nothing changes.
    no = await fake.click(bob, board, "take 2")
    assert no.ephemeral and "not your turn" in no.content
    await fake.click(alice, board, "take 2")
    table = await bot.tables.table(fake.channel("games").id)
    assert table.state.pile == 10 and table.to_act() == {1}


async def test_abandon_needs_host_or_vote(fake, make_bot):
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    bot = await make_bot(games=NIM)
    r = await fake.slash(alice, "game new", channel="games", game="nim")
    await fake.click(bob, r.message, "Join")
    await fake.click(carol, r.message, "Join")
    await fake.click(alice, r.message, "Start")
    # A started game of people alone is rated: it takes every player's vote, the host's too.
    v = await abandon(fake, bob, "games")
    assert "votes to abandon" in v.content and "1/3" in v.content
    v2 = await abandon(fake, carol, "games")
    assert "votes to abandon" in v2.content and "2/3" in v2.content
    v3 = await abandon(fake, alice, "games")
    assert "abandoned by a vote" in v3.content
    assert await bot.store.open_game(fake.channel("games").id) is None


async def test_manage_channel_may_abandon_and_kick_but_a_player_may_not(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    mod = fake.user("mod", permissions={"manage_channels"})
    bot = await make_bot(games=NIM)
    r = await fake.slash(alice, "game new", channel="games", game="nim")
    await fake.click(bob, r.message, "Join")
    await fake.click(alice, r.message, "Start")
    no = await fake.slash(bob, "game kick", channel="games", member=alice)
    assert no.ephemeral and "Only the host or someone with Manage Channel" in no.content
    ok = await fake.slash(mod, "game kick", channel="games", member=bob)
    assert "autopilot" in ok.content
    done = await abandon(fake, mod, "games")
    assert "was abandoned by" in done.content
    assert await bot.store.open_game(fake.channel("games").id) is None
