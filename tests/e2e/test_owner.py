"""`/owner sync` and `/owner status`: for the bot's owners only (OWNER_IDS, else the application's
owner), shown to administrators only, answered privately."""

from __future__ import annotations

import importlib.metadata
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from bot.app import TableBot
from bot.config import Settings
from bot.i18n import DEFAULT, t
from bot.store import SCHEMA_VERSION
from tests.fakediscord import FakeDiscord
from tests.helpers.e2e import open_table

NOT_OWNER = t(DEFAULT, "owner-not-owner")


@pytest.fixture
async def owner_bot(fake: FakeDiscord, tmp_path) -> AsyncIterator[Callable[..., Awaitable[TableBot]]]:
    bots: list[TableBot] = []

    async def make(owner_ids: frozenset[int] = frozenset(), ai_processes: int = 1) -> TableBot:
        settings = Settings(
            token=fake.token,
            database_path=str(tmp_path / "tablebot.sqlite3"),
            dev_guild_id=fake.guild.id,
            reminder_loop=False,
            owner_ids=owner_ids,
            ai_processes=ai_processes,
        )
        bot = TableBot(settings)
        await fake.connect(bot)
        bots.append(bot)
        return bot

    yield make
    for bot in bots:
        await fake.disconnect(bot)


async def test_the_applications_owner_gets_the_status_privately(fake, owner_bot, tmp_path):
    await owner_bot()
    alice = fake.user("alice")
    await fake.slash(alice, "game new", channel="games", game="bricklayer")
    r = await fake.slash(fake.world.owner, "owner status", channel="general")
    assert r.ephemeral
    assert "0 in play, 1 in a lobby" in r.content
    assert "Servers: 1" in r.content
    assert str(tmp_path / "tablebot.sqlite3") in r.content
    assert f"schema version {SCHEMA_VERSION}" in r.content
    assert "up 0h 00m" in r.content
    assert f"Table Bot {importlib.metadata.version('tablebot')}" in r.content


async def test_owner_commands_are_hidden_from_members_and_refused_to_administrators(fake, owner_bot):
    await owner_bot()
    command = fake.command("owner")
    assert str(command["default_member_permissions"]) == "0"  # administrators only
    with pytest.raises(PermissionError):
        await fake.slash(fake.user("alice"), "owner status", channel="general")
    admin = fake.user("admin", permissions={"administrator"})
    before = fake.syncs
    for path, options in (("owner status", {}), ("owner sync", {"scope": "global"})):
        r = await fake.slash(admin, path, channel="general", **options)
        assert r.ephemeral and r.content == NOT_OWNER
    assert fake.syncs == before


async def test_owner_ids_decide_who_is_an_owner(fake, owner_bot):
    alice = fake.user("alice", permissions={"administrator"})
    await owner_bot(frozenset({alice.id}))
    # The application's owner is not one once OWNER_IDS names others.
    refused = await fake.slash(fake.world.owner, "owner status", channel="general")
    assert refused.ephemeral and refused.content == NOT_OWNER

    before = fake.syncs
    here = await fake.slash(alice, "owner sync", channel="general", scope="this server")
    assert here.ephemeral and here.content.startswith("Synced ") and "to this server" in here.content
    assert fake.syncs == before + 1

    assert None not in fake.commands  # nothing global yet: the bot only syncs to DEV_GUILD_ID
    everywhere = await fake.slash(alice, "owner sync", channel="general", scope="every server")
    assert everywhere.ephemeral and "to every server" in everywhere.content
    assert {c["name"] for c in fake.commands[None]} >= {"game", "play", "owner"}


async def test_the_status_says_what_an_admin_asks_when_something_is_off(fake, owner_bot):
    owner = fake.user("owner", dms_closed=True, permissions={"administrator"})
    bob = fake.user("bob", dms_closed=True)
    alice = fake.user("alice")
    bot = await owner_bot(frozenset({owner.id}), ai_processes=0)
    first = await fake.slash(owner, "owner status", channel="general")
    lines = first.content.splitlines()
    assert "Permissions here: all that games need." in lines
    assert "DMs: none refused since the start. Yours: none refused." in lines
    assert (
        f"Slash commands: {len(fake.commands[fake.guild.id])} synced to the development server"
        in first.content
    )
    assert "AI workers: one thread, not started yet (they start with the first bot move)." in lines
    database = next(line for line in lines if line.startswith("Database: "))
    assert database.endswith(" KiB") or database.endswith(" MiB")

    # A Dice Town game DMs its players their rolls: two of them have closed their DMs.
    await open_table(fake, "dicetown", [owner, bob, alice])
    # A table of bots: the searches start.
    await fake.slash(alice, "game new", channel="general", game="dicetown", bots=1, bot_level="easy")
    lobby = fake.last_message("general")
    await fake.click(alice, lobby, next(c for c in lobby.custom_ids if c.endswith(":start")))
    await bot.reminders.idle()  # the bot has played its first move
    # In a channel where the bot may neither react nor attach its boards.
    games = fake.channel("games")
    fake.set_permissions(games, fake.bot_user, deny=["add_reactions", "attach_files"])
    later = await fake.slash(owner, "owner status", channel="games")
    lines = later.content.splitlines()
    assert (
        "Permissions here: games need Attach Files and Add Reactions, which the bot lacks in this channel "
        "(grant them to the bot's role, or in this channel's permissions)."
    ) in lines
    dms = next(line for line in lines if line.startswith("DMs: "))
    assert (
        dms.startswith("DMs: 2 players' DMs are closed to the bot")
        and "2 players refused in the last hour" in dms
    )
    assert dms.endswith(
        "Yours are closed to the bot: open them (Privacy Settings of a server you share with it) "
        "to get your secrets by DM."
    )
    assert "AI workers: 2 of 2 running, 0 thinking, 0 waiting." in lines


async def test_an_owners_global_sync_shows_in_the_status(fake, owner_bot):
    alice = fake.user("alice", permissions={"administrator"})
    await owner_bot(frozenset({alice.id}))
    await fake.slash(alice, "owner sync", channel="general", scope="every server")
    r = await fake.slash(alice, "owner status", channel="general")
    count = len(fake.commands[None])
    assert f"Slash commands: {count} published to every server with `/owner sync`." in r.content.splitlines()
