"""`python -m bot`: read the settings, set up logging, run the bot until stopped."""

from __future__ import annotations

import argparse
import logging
import sys

import discord

from .config import ConfigError, Settings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Run Table Bot.")
    parser.add_argument("--env-file", default=".env", help="settings file (default: .env)")
    parser.add_argument(
        "--sync-global", action="store_true", help="publish slash commands to every server at start"
    )
    args = parser.parse_args(argv)
    try:
        settings = Settings.load(args.env_file)
    except ConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.sync_global:
        from dataclasses import replace

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
    from .app import make_bot

    bot = make_bot(settings)
    bot.run(settings.token, log_handler=None)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
