"""Every interaction type, driven through a real discord.py bot."""

from __future__ import annotations

import io

import discord
import pytest
from PIL import Image

from tests.fakediscord import FakeDiscord
from tests.fakediscord_selftest.toybot import ToyBot


async def test_login_sync_and_guild(fake: FakeDiscord, bot: ToyBot) -> None:
    # The bot reached the fake gateway with discord.py's defaults: v10, JSON, zlib-stream.
    connect = next(data for what, data in fake.gateway_log if what == "connect")
    assert connect == {"v": "10", "encoding": "json", "compress": "zlib-stream"}
    assert bot.user is not None and bot.user.id == fake.bot_user.id
    assert bot.application_id == fake.world.application_id
    # The guild arrived with its channels and roles, and the bot's own member.
    guild = bot.get_guild(fake.guild.id)
    assert guild is not None and {c.name for c in guild.text_channels} >= {"general", "games"}
    assert guild.me is not None and guild.me.guild_permissions.manage_threads
    # The sync was recorded with ids, and the bot's own AppCommand objects agree with them.
    assert {c["name"] for c in fake.commands[fake.guild.id]} == {"game", "ping", "kick"}
    fetched = await bot.tree.fetch_commands(guild=discord.Object(fake.guild.id))
    assert {c.name: str(c.id) for c in fetched}["game"] == fake.command("game")["id"]


async def test_slash_with_choices_and_range_then_persistent_button(fake: FakeDiscord, bot: ToyBot) -> None:
    alice, bob = fake.user("alice"), fake.user("bob", display_name="Bobby")
    r = await fake.slash(alice, "game new", channel="games", game="Akropolis", players=3)
    assert r.content == f"{alice.mention} opened akropolis for 3 players"
    assert not r.ephemeral and r.message in fake.channel_messages("games")
    assert r.message is not None and r.message.pinged == [alice.id]
    [button] = r.buttons
    assert button["label"] == "Join" and button["custom_id"].startswith("join:")

    joined = await fake.click(bob, r.message, "Join")
    assert joined.content == "Bobby joined game " + button["custom_id"].split(":")[1]
    assert bot.seen == [("joined", bob.id, int(button["custom_id"].split(":")[1]))]

    # The client would not send out-of-range or unknown values at all.
    with pytest.raises(ValueError):
        await fake.slash(alice, "game new", game="akropolis", players=5)
    with pytest.raises(ValueError):
        await fake.slash(alice, "game new", game="chess", players=2)
    with pytest.raises(LookupError):
        await fake.slash(alice, "game nope")


async def test_png_file(fake: FakeDiscord, bot: ToyBot) -> None:
    r = await fake.slash(fake.user("alice"), "game board")
    [png] = r.files
    assert (png.filename, png.content_type, png.uploaded_content_type) == (
        "board.png",
        "image/png",
        "application/octet-stream",
    )
    assert Image.open(io.BytesIO(png.data)).size == (8, 4)
    # The attachment URL in the payload serves the same bytes, so attachment.read() works.
    assert r.message is not None
    message = await bot.get_partial_messageable(r.channel.id).fetch_message(r.message.id)
    assert await message.attachments[0].read() == png.data


async def test_defer_then_followups(fake: FakeDiscord, bot: ToyBot) -> None:
    alice = fake.user("alice")
    r = await fake.slash(alice, "game slow")
    assert r.response_type == 5 and r.deferred
    # The first followup replaced the "thinking" message; the second is a new, ephemeral one.
    first, second = r.followups
    assert first is r.message and first.content == "Done thinking" and not first.loading
    assert [f.filename for f in first.files] == ["done.png"]
    assert second.ephemeral and second in fake.ephemerals(alice)
    assert [m.content for m in fake.channel_messages()] == ["Done thinking"]


async def test_followup_edit_and_delete_original(fake: FakeDiscord, bot: ToyBot) -> None:
    r = await fake.slash(fake.user("alice"), "game tidy")
    assert r.message is not None and r.message.deleted and r.message.content == "temporary"
    [kept] = r.messages  # the deleted original no longer counts
    assert kept.content == "final" and kept.history[0]["content"] == "draft"
    assert kept.embed is not None and (kept.embed["title"], kept.embed["description"]) == ("Scores", "A 3")
    assert fake.channel_messages() == [kept]


async def test_dm_open_and_closed(fake: FakeDiscord, bot: ToyBot) -> None:
    alice, bob = fake.user("alice"), fake.user("bob", dms_closed=True)
    r = await fake.slash(alice, "game secret")
    assert r.content == "Sent you a DM." and r.ephemeral
    assert [m.content for m in fake.dms(alice)] == ["Your secret dice: 3 5 6"]
    assert r.sent[0] is fake.dms(alice)[0]  # everything the bot sent while answering

    r = await fake.slash(bob, "game secret")
    assert bot.seen == [("dm refused", 403, 50007)]  # discord.Forbidden, code 50007
    bot.seen.clear()
    assert fake.dms(bob) == [] and [m.content for m in fake.ephemerals(bob)] == [r.content]
    assert [(e.path.split("/")[1], e.status) for e in r.errors] == [("channels", 403)]

    # Buttons work in a DM and on an ephemeral message, for the one player who sees them.
    in_dm = await fake.click(alice, fake.dms(alice)[0], "Join")
    assert in_dm.content == "Alice joined game 7" and in_dm.channel.is_dm
    on_ephemeral = await fake.click(bob, fake.ephemerals(bob)[0], "Join")
    assert on_ephemeral.content == "Bob joined game 7"


async def test_autocomplete_sees_other_options(fake: FakeDiscord, bot: ToyBot) -> None:
    choices = await fake.autocomplete(
        fake.user("alice"), "game place", focused="tile", values={"tile": "b", "row": 2}
    )
    assert [c["value"] for c in choices] == [f"B{n}" for n in range(1, 10)]
    assert choices[0]["name"] == "B1 (row 2)"
    r = await fake.slash(fake.user("alice"), "game place", tile="B1")
    assert r.content == "Placed B1 on row 0"


async def test_select_updates_its_message(fake: FakeDiscord, bot: ToyBot) -> None:
    alice = fake.user("alice")
    posted = await fake.slash(alice, "game colours")
    message = posted.message
    assert message is not None
    r = await fake.select(alice, message, "Pick a colour", ["Green"])  # by label or value
    assert r.response_type == 7 and r.message is message
    assert message.content == "Colour: green" and message.history[0]["content"] == "Choose:"
    with pytest.raises(ValueError):
        await fake.select(alice, message, "colour", ["purple"])


async def test_modal(fake: FakeDiscord, bot: ToyBot) -> None:
    alice, bob = fake.user("alice"), fake.user("bob")
    opened = await fake.slash(alice, "game rename")
    assert opened.modal is not None and opened.modal.title == "Rename the game"
    assert [f["label"] for f in opened.modal.fields] == ["Name", "Note"]
    with pytest.raises(PermissionError):
        await fake.submit_modal(bob, opened, {"Name": "x"})
    with pytest.raises(ValueError):  # required field left empty
        await fake.submit_modal(alice, opened, {})
    r = await fake.submit_modal(alice, opened, {"name": "Friday game"})
    assert r.content == "Renamed to Friday game (none)" and r.ephemeral


async def test_member_and_channel_options_and_default_permissions(fake: FakeDiscord, bot: ToyBot) -> None:
    alice = fake.user("alice")
    mod = fake.user("mod", permissions={"manage_channels"})
    carol = fake.user("carol", nick="Caz")
    with pytest.raises(PermissionError):  # the client hides /kick from alice
        await fake.slash(alice, "kick", player=carol, where=fake.channel("games"))
    r = await fake.slash(mod, "kick", player=carol, where=fake.channel("games"))
    assert r.content == f"Kicked Caz from {fake.channel('games').mention}"


async def test_thread_from_the_answer(fake: FakeDiscord, bot: ToyBot) -> None:
    alice = fake.user("alice")
    r = await fake.slash(alice, "game thread")
    assert r.message is not None and r.message.thread_id is not None
    thread = fake.world.channels[r.message.thread_id]
    assert thread.name == "Game 1" and thread.parent_id == fake.channel().id
    assert [m.content for m in fake.channel_messages(thread)] == [f"Welcome {alice.mention}"]
    assert r.content == f"Thread: {thread.mention}"  # edited through @original
    assert bot.get_channel(thread.id) is not None  # THREAD_CREATE reached the bot


async def test_interaction_in_a_dm(fake: FakeDiscord, bot: ToyBot) -> None:
    alice = fake.user("alice")
    r = await fake.slash(alice, "ping", channel=fake.dm_channel(alice))
    assert r.content == "pong"


async def test_threads_plain_messages_and_ephemeral_visibility(fake: FakeDiscord, bot: ToyBot) -> None:
    alice, bob = fake.user("alice"), fake.user("bob")
    games = bot.get_channel(fake.channel("games").id)
    assert isinstance(games, discord.TextChannel)
    thread = await games.create_thread(name="Lobby", type=discord.ChannelType.public_thread)
    await thread.send("Waiting for players")
    assert [m.content for m in fake.channel_messages(fake.world.channels[thread.id])] == [
        "Waiting for players"
    ]

    said = await fake.say(alice, "games", "hello bot")
    assert fake.channel_messages("games") == [said] and said.author_id == alice.id

    pong = await fake.slash(alice, "ping")
    assert pong.message is not None and pong.message.ephemeral_to == alice.id
    with pytest.raises(PermissionError):  # bob never saw alice's ephemeral answer
        await fake.click(bob, pong.message, "anything")


async def test_a_second_guild_uses_the_global_commands(fake: FakeDiscord, bot: ToyBot) -> None:
    other = fake.guild_named("Other Guild")  # GUILD_CREATE: the bot joins it
    alice = fake.user("alice", guild=other)
    r = await fake.slash(alice, "ping", channel=fake.channel("general", guild=other))
    assert r.content == "pong" and r.guild_id == other.id
    assert bot.get_guild(other.id) is not None
    assert "guild_id" not in r.payload["data"]  # a global command, found by discord.py as such
