"""Restarts, gateway resumes, and a bot in a separate process."""

from __future__ import annotations

import sys
from pathlib import Path

import discord
import discord.gateway
import pytest
import yarl
from discord.ext import commands

from tests.fakediscord import FakeDiscord
from tests.fakediscord_selftest.toybot import ToyBot

ROOT = Path(__file__).resolve().parents[2]


async def test_restart_then_click_a_button_posted_before(fake: FakeDiscord) -> None:
    alice, bob = fake.user("alice"), fake.user("bob")
    first = ToyBot(fake.guild.id)
    await fake.connect(first)
    r = await fake.slash(alice, "game new", game="dicetown", players=2)
    await fake.disconnect(first)

    second = ToyBot(fake.guild.id, sync=False)  # a new process would not need to sync again
    await fake.connect(second, sync=False)
    assert r.message is not None
    joined = await fake.click(bob, r.message, "Join")
    assert second.seen and second.seen[0][:2] == ("joined", bob.id)
    assert joined.content.startswith("Bob joined game")
    assert first.seen == []


async def test_resume_after_reconnect(fake: FakeDiscord, bot: ToyBot) -> None:
    await fake.reconnect_gateway()
    assert [what for what, _ in fake.gateway_log].count("resume") == 1
    assert [what for what, _ in fake.gateway_log].count("identify") == 1
    r = await fake.slash(fake.user("alice"), "ping")
    assert r.content == "pong"


async def test_resume_replays_what_the_bot_missed(fake: FakeDiscord, bot: ToyBot) -> None:
    resumes = sum(s.resumes for s in fake.gateway.sessions.values())
    await fake.gateway.drop()  # the connection breaks (close code 4000): discord.py resumes
    late = fake.channel("late-news")  # CHANNEL_CREATE while the bot is away
    await fake.flush()
    await fake.wait_until(lambda: sum(s.resumes for s in fake.gateway.sessions.values()) > resumes)
    # The bot reads frames in order: once it has answered this, it has read the replay too.
    assert (await fake.slash(fake.user("alice"), "ping")).content == "pong"
    assert bot.get_channel(late.id) is not None
    replayed = next(data for what, data in fake.gateway_log if what == "resume")["replayed"]
    assert replayed >= 1


async def test_sharded_client_finds_the_gateway_through_gateway_bot(
    fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Only AutoShardedClient asks GET /gateway/bot; undo the DEFAULT_GATEWAY patch to prove it
    # then connects to the URL the fake answered.
    monkeypatch.setattr(
        discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL("wss://gateway.discord.gg/")
    )
    intents = discord.Intents.none()
    intents.guilds = True
    bot = commands.AutoShardedBot(command_prefix=commands.when_mentioned, intents=intents)

    @bot.tree.command(name="hello", description="Hello")
    async def hello(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("hello")

    async def sync_commands() -> None:
        await bot.tree.sync()

    bot.setup_hook = sync_commands
    await fake.connect(bot)
    assert "/gateway/bot" in [r.path for r in fake.requests]
    assert (await fake.slash(fake.user("alice"), "hello")).content == "hello"


async def test_bot_in_a_separate_process(fake: FakeDiscord) -> None:
    alice = fake.user("alice")
    async with fake.bot_process(sys.executable, "-m", "tests.fakediscord_selftest.toybot", cwd=ROOT):
        r = await fake.slash(alice, "game board")
        assert [f.filename for f in r.files] == ["board.png"]
        r = await fake.slash(alice, "game slow")  # deferred: waits for the followup to fill it
        assert r.content == "Done thinking"
        lobby = (await fake.slash(alice, "game new", game="akropolis", players=2)).message
        assert lobby is not None
        joined = await fake.click(fake.user("bob"), lobby, "Join")
        assert joined.content.startswith("Bob joined")
