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
POSTGRES_SCHEMES = ("postgresql://", "postgres://")
KNOWN = (
    "DISCORD_TOKEN",
    "DATABASE_PATH",
    "DATABASE_URL",
    "DATABASE_POOL_SIZE",
    "AI_PROCESSES",
    "BOT_TABLES_PER_MEMBER",
    "BOT_TABLES_PER_SERVER",
    "SHARD_COUNT",
    "SHARD_IDS",
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
    # postgresql://user:password@host/db puts the tables on a PostgreSQL server that several bot
    # processes can share; unset, the bot keeps them in the SQLite file at database_path.
    database_url: str | None = None
    # Connections each process keeps to PostgreSQL at most.
    database_pool_size: int = 10
    # Worker processes that search for bot seats' moves (0: threads, for small hosts).
    ai_processes: int = 1
    # Tables with bots (gathering or in play) a member may have opened at once, and a server may
    # hold at once: the AI time is shared, and one member's tables must not take it all (0: no cap).
    bot_tables_per_member: int = 3
    bot_tables_per_server: int = 10
    # Gateway shards: how many the bot has in all (None: one process, unsharded), and which of
    # them this process runs (None: all of them). Several processes share one PostgreSQL database.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    # Points the bot at another Discord API (the loopback Discord of the tests).
    api_base: str | None = None
    # Write the global slash commands at start even when Discord's are the same (by default they
    # are written only when they differ: bot/commandsync.py).
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

        database_url = get("DATABASE_URL")
        if database_url and not database_url.startswith(POSTGRES_SCHEMES):
            # Only the scheme is quoted: the rest may hold a password.
            bad(
                "DATABASE_URL",
                "a postgresql://... URL, or empty to keep the tables in the SQLite file (DATABASE_PATH)",
                database_url.split(":")[0] + ":...",
            )
        pool_size = get("DATABASE_POOL_SIZE")
        if pool_size and not (pool_size.isdigit() and int(pool_size) >= 1):
            bad("DATABASE_POOL_SIZE", "a whole number of connections, 1 or more", pool_size)
        ai_processes = get("AI_PROCESSES")
        if ai_processes and not ai_processes.isdigit():
            bad("AI_PROCESSES", "a whole number of worker processes, 0 (threads) or more", ai_processes)
        caps: list[int] = []
        for key, default in (
            ("BOT_TABLES_PER_MEMBER", cls.bot_tables_per_member),
            ("BOT_TABLES_PER_SERVER", cls.bot_tables_per_server),
        ):
            cap = get(key)
            if cap and not cap.isdigit():
                bad(key, "a whole number of tables with bots, 1 or more, or 0 for no cap", cap)
            caps.append(int(cap) if cap.isdigit() else default)
        shard_count: int | None = None
        shard_ids: tuple[int, ...] | None = None
        try:
            shard_count, shard_ids = _shards(get("SHARD_COUNT"), get("SHARD_IDS"))
        except ValueError as exc:
            key, allowed = exc.args
            bad(key, allowed, get(key))

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
            database_url=database_url or None,
            database_pool_size=int(pool_size) if pool_size else cls.database_pool_size,
            ai_processes=int(ai_processes) if ai_processes else cls.ai_processes,
            bot_tables_per_member=caps[0],
            bot_tables_per_server=caps[1],
            shard_count=shard_count,
            shard_ids=shard_ids,
            dev_guild_id=int(guild) if guild else None,
            log_level=level,
            api_base=api_base or None,
            sync_global=sync in TRUE_WORDS,
            owner_ids=frozenset(int(o) for o in owners),
            gateway_url=gateway or None,
            token_source=origin("DISCORD_TOKEN"),
        )


def _shards(count_text: str, ids_text: str) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT=4 and SHARD_IDS=0-1 (or 0,1): this process runs shards 0 and 1 of 4.
    Raises ValueError(setting, what it accepts)."""
    if not count_text:
        if ids_text:
            raise ValueError("SHARD_IDS", "only with SHARD_COUNT, the number of shards of the whole bot")
        return None, None
    if not (count_text.isdigit() and int(count_text) >= 1):
        raise ValueError("SHARD_COUNT", "a whole number of shards, 1 or more, or empty")
    count = int(count_text)
    if not ids_text:
        return count, None
    ids: set[int] = set()
    for part in ids_text.replace(" ", "").split(","):
        low, _, high = part.partition("-")
        if not (low.isdigit() and (high.isdigit() or not high)):
            raise ValueError("SHARD_IDS", "shard numbers or ranges, like 0,1 or 0-3")
        ids.update(range(int(low), int(high or low) + 1))
    if not ids or max(ids) >= count:
        raise ValueError("SHARD_IDS", f"shards 0 to {count - 1} of SHARD_COUNT={count}")
    return count, tuple(sorted(ids))
