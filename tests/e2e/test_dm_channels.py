"""A player's DM channel is opened once and its id kept with the store: later DMs, in the same
process or after a restart, are posted to it without asking Discord to open it first. A kept id
Discord refuses as no channel of the bot's is replaced; closed DMs still end in the inbox."""

from __future__ import annotations

import sqlite3

import pytest

from games.core import Event
from tests.helpers import toy_game
from tests.helpers.e2e import open_table, stop_bot, texts

NIM = {"nim": toy_game.GAME}
PNG = b"\x89PNG\r\n\x1a\n"


def opened(fake, since: int = 0) -> list[int]:
    """The users whose DM channel the bot asked Discord to open, since request `since`."""
    return [
        int(r.body["recipient_id"])
        for r in fake.requests[since:]
        if r.method == "POST" and r.path == "/users/@me/channels"
    ]


def posts(fake, channel_id: int, since: int = 0) -> list[int]:
    """The answers to the bot's messages posted to channel `channel_id`, since request `since`."""
    path = f"/channels/{channel_id}/messages"
    return [r.status for r in fake.requests[since:] if r.method == "POST" and r.path == path]


async def play(fake, user, move: str) -> list:
    """Play `move` by /play; the requests Discord refused."""
    r = await fake.slash(user, "play", channel="games", move=move)
    return r.errors


async def test_a_second_dm_and_one_after_a_restart_go_to_the_kept_channel(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await open_table(fake, "nim", [alice, bob])
    assert await play(fake, alice, "take 3") == []  # Nim whispers the greedy player's lucky number
    dm = fake.dm_channel(alice)
    assert opened(fake) == [alice.id]
    assert await bot.store.preferences.dm_channel(alice.id) == dm.id

    before = len(fake.requests)
    assert await play(fake, bob, "take 1") == []
    assert await play(fake, alice, "take 3") == []
    assert opened(fake, before) == []
    assert posts(fake, dm.id, before) == [200]

    await stop_bot(fake, bot)  # discord.py forgets every DM channel it held
    bot = await make_bot(games=NIM)
    before = len(fake.requests)
    assert await play(fake, bob, "take 1") == []
    assert await play(fake, alice, "take 3") == []
    assert opened(fake, before) == []
    assert posts(fake, dm.id, before) == [200]
    lucky = [m for m in fake.dms(alice) if "lucky number is" in m.content]
    assert len(lucky) == 3 and {m.channel_id for m in lucky} == {dm.id}


@pytest.mark.parametrize("kept", ["unknown", "unreachable"])
async def test_a_kept_channel_discord_refuses_as_not_the_bots_is_opened_again(fake, make_bot, kept):
    """`unknown`: Discord knows no channel of that id (404); `unreachable`: one the bot cannot
    see (403, 50001), as the DM channels another application's bot kept on the same database."""
    ana, bo = fake.user("ana"), fake.user("bo")
    bot = await make_bot(seed=4247)
    await open_table(fake, "dicetown", [ana, bo])  # the first roll: a DM each, their channels kept
    dm = fake.dm_channel(ana)
    assert await bot.store.preferences.dm_channel(ana.id) == dm.id
    await stop_bot(fake, bot)  # discord.py holds no channel: opening one again asks Discord
    bot = await make_bot(seed=4247)
    table = await bot.tables.find(fake.channel("games").id)
    assert table is not None
    if kept == "unknown":
        wrong = dm.id + 1_000_000  # the fake's ids are multiples of 1 << 22: no channel has it
    else:
        staff = fake.channel("staff")
        fake.set_permissions(staff, fake.bot_user, deny=["view_channel"])
        wrong = staff.id
    await bot.store.preferences.set_dm_channel(ana.id, wrong)
    had = len(fake.dms(ana))

    before = len(fake.requests)
    secret = Event("store_drawn", {"cards": ["GS01"]}, to=frozenset({table.seat_of(ana.id)}))
    await bot.publisher.deliver_private(table, [secret])
    assert posts(fake, wrong, before) == [404 if kept == "unknown" else 403]
    assert opened(fake, before) == [ana.id]
    assert posts(fake, dm.id, before) == [200]
    assert await bot.store.preferences.dm_channel(ana.id) == dm.id
    [arrived] = fake.dms(ana)[had:]
    assert "You draw Pony (8)." in arrived.content
    # The pictures sent again from their start, after the refused attempt read them.
    assert arrived.attachments and all(a.data.startswith(PNG) for a in arrived.attachments)
    assert ana.id not in bot.closed_dms
    refreshed = await bot.tables.by_id(table.id)
    assert refreshed is not None and not refreshed.row.meta.get("inbox")

    # The id kept in its place serves the next DM as it is.
    before = len(fake.requests)
    await bot.publisher.deliver_private(table, [secret])
    assert opened(fake, before) == [] and posts(fake, dm.id, before) == [200]


async def test_a_kept_channel_of_a_player_who_closed_their_dms_ends_in_the_inbox(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await open_table(fake, "nim", [alice, bob])
    assert await play(fake, alice, "take 3") == []
    dm = fake.dm_channel(alice)
    assert await bot.store.preferences.dm_channel(alice.id) == dm.id and len(fake.dms(alice)) == 1

    alice.dms_closed = True
    await stop_bot(fake, bot)  # nothing in memory: neither the channel nor the refusal
    bot = await make_bot(games=NIM)
    before = len(fake.requests)
    assert await play(fake, bob, "take 1") == []
    refused = await play(fake, alice, "take 3")
    assert [(r.status, r.path) for r in refused] == [(403, f"/channels/{dm.id}/messages")]
    # One refused attempt on the kept channel, not taken for a dead id: nothing opened again.
    assert posts(fake, dm.id, before) == [403]
    assert opened(fake, before) == []
    assert await bot.store.preferences.dm_channel(alice.id) == dm.id
    assert alice.id in bot.closed_dms and len(fake.dms(alice)) == 1
    channel = texts(fake.channel_messages("games"))
    assert "private action is waiting" in channel and "lucky number" not in channel
    note = fake.last_message("games")
    shown = await fake.click(alice, note, "Show mine")
    assert shown.ephemeral and "lucky number is" in texts([*shown.followups, *filter(None, [shown.message])])


async def test_a_store_that_cannot_read_or_keep_the_channel_costs_a_request_not_the_dm(
    fake, make_bot, monkeypatch
):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(games=NIM)
    await open_table(fake, "nim", [alice, bob])
    prefs = bot.store.preferences

    async def locked(*args):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(prefs, "set_dm_channel", locked)
    assert await play(fake, alice, "take 3") == []
    dm = fake.dm_channel(alice)
    assert opened(fake) == [alice.id] and posts(fake, dm.id) == [200]
    monkeypatch.undo()
    assert await prefs.dm_channel(alice.id) is None  # not kept: the next DM opens it again

    await stop_bot(fake, bot)
    bot = await make_bot(games=NIM)
    monkeypatch.setattr(bot.store.preferences, "dm_channel", locked)
    before = len(fake.requests)
    assert await play(fake, bob, "take 1") == []
    assert await play(fake, alice, "take 3") == []
    assert opened(fake, before) == [alice.id] and posts(fake, dm.id, before) == [200]
    lucky = [m for m in fake.dms(alice) if "lucky number is" in m.content]
    assert len(lucky) == 2
    assert alice.id not in bot.closed_dms
