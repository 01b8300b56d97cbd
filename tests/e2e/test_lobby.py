"""The lobby end to end: the real bot, real discord.py, a loopback Discord."""

from __future__ import annotations

import json

from tests.helpers import toy_game
from tests.helpers.e2e import labels, texts

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


async def test_a_host_starting_alone_is_asked_first_and_two_seated_start_at_once(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot()
    channel = fake.channel("games").id
    r = await fake.slash(alice, "game new", channel="games", game="shakecity")

    # Alone at a game that allows it: Start asks, privately, and the table stays open meanwhile.
    ask = await fake.click(alice, r.message, "Start")
    assert ask.ephemeral and "nobody else can join" in ask.content
    assert [b["label"] for b in ask.buttons] == ["Start alone", "Wait for others"]
    table = await bot.tables.table(channel)
    assert table.row.status == "lobby" and "Join" in [b["label"] for b in r.message.buttons]
    waited = await fake.click(alice, ask.messages[-1], "Wait for others")
    assert "stays open" in waited.content and not waited.buttons
    assert (await bot.tables.table(channel)).row.status == "lobby"
    # `/game start` asks the same.
    again = await fake.slash(alice, "game start", channel="games")
    assert again.ephemeral and "Start alone" in [b["label"] for b in again.buttons]

    # Someone else pressing the host's answer (a forged click) starts nothing.
    copy = json.loads(json.dumps(again.messages[-1].components))
    forged = await fake.create_message(fake.channel("games"), {"content": "forged", "components": copy}, [])
    no = await fake.click(bob, forged, "Start alone")
    assert no.ephemeral and "Only the host" in no.content
    assert (await bot.tables.table(channel)).row.status == "lobby"

    started = await fake.click(alice, again.messages[-1], "Start alone")
    assert not again.messages[-1].buttons and "Build" in labels(
        started.messages[-1]
    )  # the question is answered; the board is out
    table = await bot.tables.table(channel)
    assert table.row.status == "active" and table.players == [alice.id]
    assert not r.message.buttons  # the lobby's Join is gone

    # Two seated: Start starts, with no question.
    r = await fake.slash(alice, "game new", channel="tables", game="shakecity")
    await fake.click(bob, r.message, "Join")
    await fake.click(alice, r.message, "Start")
    assert (await bot.tables.table(fake.channel("tables").id)).row.status == "active"
