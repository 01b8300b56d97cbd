"""The real bot on a throwaway database, connected to the tests' loopback Discord, for the
benchmarks that measure whole moves through it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.app import TableBot
from bot.config import Settings
from tests.fakediscord import FakeDiscord


async def connected_bot(fake: FakeDiscord, folder: str, **settings_: Any) -> TableBot:
    """A bot with its SQLite file in `folder` and, unless `reminder_loop=True` is given, no timer
    loop (nothing but the moves runs); `settings_` are further Settings fields."""
    settings = Settings(
        **{
            "token": "bench",
            "database_path": str(Path(folder) / "b.sqlite3"),
            "dev_guild_id": fake.guild.id,
            "reminder_loop": False,
            **settings_,
        }
    )
    bot = TableBot(settings)
    await fake.connect(bot)
    return bot
