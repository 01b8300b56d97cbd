"""`python -m bot`: read the settings, set up logging, run the bot until stopped.

A failure a person can fix (a setting, the token, the network, the database file) ends the
process with one line on stderr saying what to do, and its own exit code; only our own bugs
print a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
from dataclasses import replace
from enum import IntEnum

import aiohttp
import discord
import discord.gateway
import discord.http

from .config import PROJECT_ENV, ConfigError, Settings
from .store import StoreUnavailable


class Exit(IntEnum):
    """The process's exit codes (listed in docs/operations.md)."""

    OK = 0
    BUG = 1  # an unexpected error: the traceback is printed
    SETTINGS = 2  # a missing or invalid setting
    TOKEN = 3  # Discord refused the token
    UNREACHABLE = 4  # Discord could not be reached (network, DNS, Discord down)
    DATABASE = 5  # the database file cannot be opened or is not a Table Bot database


class Stop(Exception):
    def __init__(self, code: Exit, line: str) -> None:
        super().__init__(line)
        self.code = code


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Run Table Bot.")
    parser.add_argument(
        "--env-file", default=str(PROJECT_ENV), help=f"settings file (default: {PROJECT_ENV})"
    )
    parser.add_argument(
        "--sync-global",
        action="store_true",
        help="publish the slash commands to every server at start even if Discord has them already",
    )
    args = parser.parse_args(argv)
    try:
        settings = Settings.load(args.env_file)
    except ConfigError as exc:
        print(exc, file=sys.stderr)
        return Exit.SETTINGS
    if args.sync_global:
        settings = replace(settings, sync_global=True)
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s", stream=sys.stderr
    )
    if settings.api_base:
        # Tests point the real client at a loopback Discord (tests/fakediscord). discord.py has
        # no option for this: REST goes through Route.BASE, and a non-sharded client opens
        # DiscordWebSocket.DEFAULT_GATEWAY. Both are plain class attributes.
        import yarl

        discord.http.Route.BASE = settings.api_base.rstrip("/")
        if settings.gateway_url:
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)
    try:
        asyncio.run(run(settings))
    except KeyboardInterrupt:
        return Exit.OK
    except Stop as stop:
        print(stop, file=sys.stderr)
        return stop.code
    return Exit.OK


async def run(settings: Settings) -> None:
    """Run until stopped (Ctrl-C, SIGTERM); `async with` closes the store and the HTTP session
    on every way out, so no thread or socket keeps the process alive."""
    from . import warmup
    from .app import make_bot

    await warmup.start_threads()  # before anything runs in a thread: none starts later
    bot = make_bot(settings)
    loop = asyncio.get_running_loop()
    closing: list[asyncio.Task[None]] = []
    with contextlib.suppress(NotImplementedError):  # not on Windows
        loop.add_signal_handler(signal.SIGTERM, lambda: closing.append(loop.create_task(bot.close())))
    try:
        async with bot:
            await bot.start(settings.token)
        # bot.start returns once the gateway is closed, while the SIGTERM close may still be
        # closing the store: leaving now would cancel it and strand the database's thread.
        for task in closing:
            await task
    except StoreUnavailable as exc:
        if settings.database_url:
            raise Stop(Exit.DATABASE, f"{exc} Check DATABASE_URL and that the server is running.") from None
        raise Stop(Exit.DATABASE, f"{exc} Move the file away or set DATABASE_PATH to another file.") from None
    except discord.LoginFailure:
        raise Stop(
            Exit.TOKEN,
            f"Discord refused the token (401 Unauthorized): put the bot's current token in DISCORD_TOKEN "
            f"(it came from {settings.token_source}; Developer Portal -> your application -> Bot -> "
            "Reset Token).",
        ) from None
    except aiohttp.ClientConnectorError as exc:
        raise Stop(Exit.UNREACHABLE, unreachable(f"{exc.host}:{exc.port}", exc)) from None
    except (aiohttp.ClientConnectionError, TimeoutError) as exc:
        raise Stop(Exit.UNREACHABLE, unreachable(discord.http.Route.BASE, exc)) from None
    except discord.DiscordServerError as exc:
        raise Stop(
            Exit.UNREACHABLE,
            f"Discord answered {exc.status} ({exc.text or 'server error'}): it may be down; "
            "see https://discordstatus.com and start again later.",
        ) from None


def unreachable(where: str, exc: BaseException) -> str:
    reason = str(getattr(exc, "os_error", None) or exc) or type(exc).__name__
    return f"Cannot reach Discord at {where} ({reason}): check the network connection, then start again."


if __name__ == "__main__":
    raise SystemExit(main())
