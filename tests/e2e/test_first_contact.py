"""A server's first contact with the bot: joining posts nothing nobody asked for, and `/game
help`, the first command a member tries, says how to start a game."""

from __future__ import annotations

import asyncio
import logging

import discord

from bot.app import TableBot
from bot.config import Settings
from games.registry import GAMES


async def test_joining_a_server_posts_nothing_and_help_answers_the_first_member(fake, tmp_path, caplog):
    caplog.set_level(logging.INFO, logger="bot")
    # A bot as a new admin runs it: its commands are global, so they reach every new server.
    settings = Settings(token=fake.token, database_path=str(tmp_path / "bot.sqlite3"), reminder_loop=False)
    bot = TableBot(settings)
    await fake.connect(bot)
    await bot.wait_until_ready()  # a server joined later, not one of those READY announced
    try:
        before = len(fake.requests)
        joined: asyncio.Future[discord.Guild] = asyncio.ensure_future(bot.wait_for("guild_join", timeout=10))
        server = await fake.invite_bot("A new server")
        assert (await joined).id == server.id
        await asyncio.sleep(0.5)  # time for any listener of the join to post something
        # Not a welcome message, not a DM to its owner: not a request at all, only a log line.
        assert [f"{r.method} {r.path}" for r in fake.requests[before:]] == []
        assert f"joined server {server.id} (A new server)" in caplog.text

        carol = fake.user("carol", guild=server)
        r = await fake.slash(carol, "game help", channel=fake.channel("general", guild=server))
        assert r.ephemeral  # only the member who asked sees it
        lines = r.content.splitlines()
        assert lines[1].startswith("1. `/game new game:<name>`")
        assert [line[:2] for line in lines[1:4]] == ["1.", "2.", "3."]
        assert sum(line.startswith("• ") for line in lines) == len(GAMES)
        assert "a day by default" in lines[0]
    finally:
        await fake.disconnect(bot)
