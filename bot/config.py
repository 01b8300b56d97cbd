"""Settings from the environment and `.env`; nothing else in the bot reads os.environ.

`.env` is looked for in the project folder (the one holding pyproject.toml and README.md, next
to the `bot` package), not in the current folder, so the bot starts the same from anywhere.
Relative paths in the settings are relative to that folder too. Every setting is checked at
start; a bad one stops the bot with one line naming the setting and what it accepts.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dotenv import dotenv_values

log = logging.getLogger(__name__)


def project_dir() -> Path | None:
    """The project folder holding the `bot` package, or None when the bot is installed elsewhere
    (a wheel in site-packages), where the current folder stands in for it."""
    root = Path(__file__).resolve().parents[1]
    return root if (root / "pyproject.toml").is_file() else None


BASE_DIR: Path = project_dir() or Path.cwd()
PROJECT_ENV: Path = BASE_DIR / ".env"

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
TRUE_WORDS = ("1", "true", "yes", "on")
FALSE_WORDS = ("", "0", "false", "no", "off")
KNOWN = (
    "DISCORD_TOKEN",
    "DATABASE_PATH",
    "DEV_GUILD_ID",
    "SYNC_GLOBAL",
    "OWNER_IDS",
    "LOG_LEVEL",
    "DISCORD_API_BASE",
    "DISCORD_GATEWAY_URL",
)


def token_help(env_file: Path | None) -> str:
    where = f"in {env_file}" if env_file is not None else f"in a file named .env in {BASE_DIR}"
    return f"""\
No Discord bot token found.

Create an application at https://discord.com/developers/applications, add a Bot to it, copy
its token, and put it {where}:

    DISCORD_TOKEN=your-token-here

(.env.example lists every setting.) Then run the bot again."""


class ConfigError(Exception):
    """One or more settings are missing or wrong; str() is one line per problem."""


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: str = "data/tablebot.sqlite3"
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    # Points the bot at another Discord API (the loopback Discord of the tests).
    api_base: str | None = None
    # Sync slash commands globally at start; off by default (global sync is slow and rate limited).
    sync_global: bool = False
    owner_ids: frozenset[int] = frozenset()
    # The loopback Discord's gateway, when api_base points at it.
    gateway_url: str | None = None
    # Tests drive the reminder loop's ticks themselves, with an injected clock.
    reminder_loop: bool = True
    # Where the token came from, for the message when Discord refuses it.
    token_source: str = "the environment"

    @classmethod
    def load(
        cls,
        env_file: str | Path | None = PROJECT_ENV,
        environ: Mapping[str, str] | None = None,
        *,
        base_dir: Path | None = None,
    ) -> Settings:
        """Environment variables win over `.env`, so tests and deployments can override it. A
        missing `env_file` is no error (the environment may hold everything)."""
        base = BASE_DIR if base_dir is None else base_dir
        path = Path(env_file) if env_file is not None else None
        from_file: dict[str, str] = {}
        if path is not None and path.is_file():
            try:
                from_file = {k: v or "" for k, v in dotenv_values(path).items()}
            except (OSError, UnicodeDecodeError) as exc:
                raise ConfigError(f"Cannot read the settings file {path}: {exc}.") from exc
            unknown = sorted(set(from_file) - set(KNOWN))
            if unknown:
                log.warning("%s: unknown settings ignored: %s", path, ", ".join(unknown))
        env = os.environ if environ is None else environ
        values = {**from_file, **{k: env[k] for k in KNOWN if k in env}}

        def origin(key: str) -> str:
            return "the environment" if key in env else str(path)

        problems: list[str] = []

        def bad(key: str, allowed: str, raw: str) -> None:
            problems.append(f"{key}={raw!r} (from {origin(key)}) is not valid: {allowed}.")

        def get(key: str) -> str:
            return (values.get(key) or "").strip()

        token = get("DISCORD_TOKEN")
        if not token:
            raise ConfigError(token_help(path if path is not None and path.is_file() else None))
        if any(c.isspace() for c in token) or token[0] in "'\"":
            bad("DISCORD_TOKEN", "the token alone, no quotes, spaces or 'Bot ' prefix", token[:4] + "…")

        database = get("DATABASE_PATH") or cls.database_path
        if database != ":memory:" and not Path(database).is_absolute():
            database = str(base / database)

        guild = get("DEV_GUILD_ID")
        if guild and not guild.isdigit():
            bad("DEV_GUILD_ID", "a server id (digits only) or empty", guild)

        level = get("LOG_LEVEL").upper() or "INFO"
        if level not in LOG_LEVELS:
            bad("LOG_LEVEL", f"one of {', '.join(LOG_LEVELS)}", get("LOG_LEVEL"))

        sync = get("SYNC_GLOBAL").lower()
        if sync not in TRUE_WORDS + FALSE_WORDS:
            bad("SYNC_GLOBAL", "1, true, yes or on to sync; 0, false, no, off or empty not to", sync)

        owners = get("OWNER_IDS").replace(",", " ").split()
        if any(not o.isdigit() for o in owners):
            bad("OWNER_IDS", "Discord user ids (digits), separated by commas", get("OWNER_IDS"))

        api_base = get("DISCORD_API_BASE")
        if api_base and not api_base.startswith(("http://", "https://")):
            bad("DISCORD_API_BASE", "an http:// or https:// URL, or empty (for a real bot: empty)", api_base)
        gateway = get("DISCORD_GATEWAY_URL")
        if gateway and not gateway.startswith(("ws://", "wss://")):
            bad("DISCORD_GATEWAY_URL", "a ws:// or wss:// URL, or empty (for a real bot: empty)", gateway)
        elif gateway and not api_base:
            bad("DISCORD_GATEWAY_URL", "only with DISCORD_API_BASE (for a real bot: empty)", gateway)

        if problems:
            raise ConfigError("\n".join(problems))
        return cls(
            token=token,
            database_path=database,
            dev_guild_id=int(guild) if guild else None,
            log_level=level,
            api_base=api_base or None,
            sync_global=sync in TRUE_WORDS,
            owner_ids=frozenset(int(o) for o in owners),
            gateway_url=gateway or None,
            token_source=origin("DISCORD_TOKEN"),
        )
