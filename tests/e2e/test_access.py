"""Who may read a game's past: `/game replay`, `/game log` and `/game history` answer only a
member who can read the game's channel or thread, and a refusal reads the same whether the game
is hidden or missing. Tried as a hostile member of the server through the loopback Discord."""

from __future__ import annotations

from bot import ratings
from games.blockbuster import GAME as BLOCKBUSTER
from tests.fakediscord import FakeChannel
from tests.fakediscord.gateway import GUILDS
from tests.helpers import toy_game
from tests.helpers.e2e import open_table

MISSING = 987654
NIM = {"nim": toy_game.GAME}


async def _game_in(fake, bot, channel: FakeChannel, users) -> int:
    """A Block Buster game started in `channel` with one placement made; its id."""
    await open_table(fake, "blockbuster", users, channel=channel)
    table = await bot.tables.find(channel.id)
    seat = min(table.to_act())
    move = next(str(a) for a in BLOCKBUSTER.legal(table.state, seat) if str(a).startswith("place "))
    who = next(u for u in users if u.id == table.user_of(seat))
    await fake.slash(who, "play", channel=channel, move=move)
    return table.id


def _private_channel(fake, name: str, *readers) -> FakeChannel:
    """A channel @everyone cannot see; the bot and `readers` (members or roles) can."""
    channel = fake.channel(name)
    fake.set_permissions(channel, fake.guild.everyone, deny=["view_channel"])
    for reader in (fake.bot_user, *readers):
        fake.set_permissions(channel, reader, allow=["view_channel"])
    return channel


def _as_missing(reply, game_id: int) -> str:
    """A refusal with the game's number taken out, to compare with one about a missing game."""
    assert reply.ephemeral and not reply.files, reply
    return reply.content.replace(str(game_id), "N")


async def _replay(fake, user, game_id: int, channel="games"):
    return await fake.slash(user, "game replay", channel=channel, game_id=game_id)


async def test_a_private_channels_game_is_replayed_only_to_its_readers(fake, make_bot):
    alice, bob, eve = fake.user("alice"), fake.user("bob"), fake.user("eve")
    vip = fake.role("vip")
    carol = fake.user("carol", roles=[vip])
    secret = _private_channel(fake, "secret", alice, bob, vip)
    bot = await make_bot(seed=5)
    game_id = await _game_in(fake, bot, secret, [alice, bob])

    # Eve is on the server but cannot see #secret: the game does not exist for her.
    hidden = await _replay(fake, eve, game_id)
    missing = await _replay(fake, eve, MISSING)
    assert _as_missing(hidden, game_id) == _as_missing(missing, MISSING)
    assert "There is no game N on this server." in _as_missing(hidden, game_id)

    # A member the channel lets in by a role, or by name, gets the replay from anywhere.
    for reader in (carol, alice):
        shown = await _replay(fake, reader, game_id)
        assert shown.files and shown.files[0].filename == f"replay-{game_id}.gif", shown

    # Kept out again (Discord sends the channel's new overwrites): nothing more for carol.
    fake.set_permissions(secret, vip, deny=["view_channel"])
    await fake.flush()
    again = await _replay(fake, carol, game_id)
    assert _as_missing(again, game_id) == _as_missing(missing, MISSING)


async def test_seeing_a_channel_without_reading_its_history_shows_none_of_its_past(fake, make_bot):
    alice, bob, dave = fake.user("alice"), fake.user("bob"), fake.user("dave")
    bot = await make_bot(seed=5)
    games = fake.channel("games")
    game_id = await _game_in(fake, bot, games, [alice, bob])
    # A rated game is abandoned by every player's vote.
    for player in (alice, bob):
        ask = await fake.slash(player, "game abandon", channel=games)
        await fake.click(player, ask.messages[-1], "Yes, abandon")
    assert await bot.tables.find(games.id) is None
    # Dave sees new messages in #games but was not let read what was said there before.
    fake.set_permissions(games, dave, deny=["read_message_history"])
    await fake.flush()

    assert "Block Buster" in (await fake.slash(alice, "game history", channel=games)).content
    for command, expected in (
        ("game history", "No finished games in this channel yet."),
        ("game log", "There is no game in this channel yet."),
        ("game replay", "There is no game in this channel yet."),
    ):
        r = await fake.slash(dave, command, channel=games)
        assert r.ephemeral and r.content == expected and not r.files, (command, r.content)
    hidden = await _replay(fake, dave, game_id, channel="general")
    assert _as_missing(hidden, game_id) == _as_missing(await _replay(fake, dave, MISSING), MISSING)


async def test_a_thread_is_read_with_its_channels_rights_and_a_private_one_by_its_members(fake, make_bot):
    alice, bob, eve = fake.user("alice"), fake.user("bob"), fake.user("eve")
    mod = fake.user("mod", permissions={"manage_threads"})
    bot = await make_bot(seed=5)
    missing = _as_missing(await _replay(fake, eve, MISSING), MISSING)

    # A public thread of a private channel is as hidden as its channel.
    secret = _private_channel(fake, "secret", alice, bob)
    public_thread = fake.thread(secret, "duel", owner=alice)
    in_public_thread = await _game_in(fake, bot, public_thread, [alice, bob])
    assert _as_missing(await _replay(fake, eve, in_public_thread), in_public_thread) == missing
    assert (await _replay(fake, bob, in_public_thread)).files

    # A private thread of #games: its members and whoever manages threads there, nobody else.
    private_thread = fake.thread("games", "quiet duel", owner=alice, private=True)
    private_thread.thread_members.add(bob.id)
    in_private_thread = await _game_in(fake, bot, private_thread, [alice, bob])
    assert _as_missing(await _replay(fake, eve, in_private_thread), in_private_thread) == missing
    assert (await _replay(fake, bob, in_private_thread)).files
    assert (await _replay(fake, mod, in_private_thread)).files

    # Archived, a thread leaves the bot's cache: the answer does not change.
    private_thread.archived = True
    await fake.emit("THREAD_UPDATE", fake.world.channel_payload(private_thread), GUILDS)
    assert _as_missing(await _replay(fake, eve, in_private_thread), in_private_thread) == missing
    assert bot.get_channel(private_thread.id) is None  # events come in order: gone before the replay
    assert (await _replay(fake, bob, in_private_thread)).files
    asked = {(r.path, r.status) for r in fake.requests if r.method == "GET"}
    assert (f"/channels/{private_thread.id}", 200) in asked  # read from Discord, not the cache
    assert (f"/channels/{private_thread.id}/thread-members/{eve.id}", 404) in asked


async def test_a_deleted_channels_game_is_shown_to_nobody_by_number(fake, make_bot):
    alice, bob = fake.user("alice"), fake.user("bob")
    bot = await make_bot(seed=5)
    gone = fake.channel("gone")
    game_id = await _game_in(fake, bot, gone, [alice, bob])
    await fake.delete_channel(gone)
    await fake.flush()
    # Who could read it cannot be known any more: it is answered as a game that does not exist.
    refused = await _replay(fake, alice, game_id)
    assert _as_missing(refused, game_id) == _as_missing(await _replay(fake, alice, MISSING), MISSING)


async def test_a_dm_game_is_replayed_in_that_dm_only(fake, make_bot):
    alice, eve = fake.user("alice"), fake.user("eve")
    bot = await make_bot(seed=5, sync_global=True)
    own = fake.dm_channel(alice)
    r = await fake.slash(alice, "game new", channel=own, game="akropolis")
    lobby = next(c for c in r.message.custom_ids if c.startswith("lobby:")).rsplit(":", 1)[0]
    await fake.click(alice, r.message, f"{lobby}:start")
    table = await bot.tables.find(own.id)
    assert table is not None and table.row.guild_id is None

    assert (await _replay(fake, alice, table.id, channel=own)).files
    theirs = fake.dm_channel(eve)
    hidden = await _replay(fake, eve, table.id, channel=theirs)
    missing = await _replay(fake, eve, MISSING, channel=theirs)
    assert _as_missing(hidden, table.id) == _as_missing(missing, MISSING)
    for command in ("game log", "game history"):
        r = await fake.slash(eve, command, channel=theirs)
        assert f"<@{alice.id}>" not in r.content and "Akropolis" not in r.content, r.content


async def test_a_record_outside_a_server_is_its_owners_alone(fake, make_bot):
    """`/game stats` and `/game profile` count a server's games in that server only; in a DM,
    where no server limits them, only the asker's own."""
    alice, bob = fake.user("alice"), fake.user("bob")
    elsewhere = fake.guild_named("Other Guild")
    eve = fake.user("eve", guild=elsewhere)
    await make_bot(games=NIM, sync_global=True)
    board = await open_table(fake, "nim", [alice, bob], channel="games", options="pile=5")
    await fake.click(alice, board, "take 3")
    await fake.slash(bob, "play", channel="games", move="take 2")
    assert "1 played, 1 won" in (await fake.slash(alice, "game stats", channel="games", member=bob)).content

    dm = fake.dm_channel(eve)
    for command, option in (("game stats", "member"), ("game profile", "user")):
        r = await fake.slash(eve, command, channel=dm, **{option: bob})
        assert r.ephemeral and "only your own games" in r.content, (command, r.content)
        assert "Nim" not in r.content and "played" not in r.content
        there = await fake.slash(
            eve, command, channel=fake.channel("games", guild=elsewhere), **{option: bob}
        )
        assert "has not finished a game here yet" in there.content, (command, there.content)
    own = fake.dm_channel(bob)
    assert "1 played, 1 won" in (await fake.slash(bob, "game stats", channel=own)).content
    assert "1 played, 1 won" in (await fake.slash(bob, "game profile", channel=own)).content


async def test_a_leaderboard_is_shown_in_a_server_only(fake, make_bot):
    """Outside a server a leaderboard would rank everyone's rated games played in DMs."""
    alice, eve = fake.user("alice"), fake.user("eve")
    bot = await make_bot(seed=5, sync_global=True)
    own = fake.dm_channel(alice)
    r = await fake.slash(alice, "game new", channel=own, game="blockbuster", bots=1, rated=True)
    lobby = next(c for c in r.message.custom_ids if c.startswith("lobby:")).rsplit(":", 1)[0]
    await fake.click(alice, r.message, f"{lobby}:start")
    table = await bot.tables.find(own.id)
    seat = table.seat_of(alice.id)
    await bot.tables.act(own.id, alice.id, "resign", seat=seat)
    assert await ratings.leaderboard(bot.store, None, "blockbuster")  # a DM game's ratings exist
    board = await fake.slash(eve, "game leaderboard", channel=fake.dm_channel(eve), game="blockbuster")
    assert board.ephemeral and not board.files and f"<@{alice.id}>" not in board.content
    assert "ask in a server" in board.content
