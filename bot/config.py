"""Settings from the environment and `.env`; nothing else in the bot reads os.environ."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import dotenv_values

TOKEN_HELP = """\
No Discord bot token found.

Create an application at https://discord.com/developers/applications, add a Bot to it, copy
its token, and put it in a file named .env next to README.md:

    DISCORD_TOKEN=your-token-here

(.env.example lists every setting.) Then run the bot again."""


class ConfigError(Exception):
    pass


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: str = "data/tablebot.sqlite3"
    # postgresql://user:password@host/db puts the tables on a PostgreSQL server that several bot
    # processes can share; unset, the bot keeps them in the SQLite file at database_path.
    database_url: str | None = None
    # Connections each process keeps to PostgreSQL at most.
    database_pool_size: int = 10
    # Gateway shards: how many the bot has in all (None: one process, unsharded), and which of
    # them this process runs (None: all of them). Several processes share one PostgreSQL database.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
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

    @classmethod
    def load(cls, env_file: str | Path | None = ".env", environ: dict[str, str] | None = None) -> Settings:
        """Environment variables win over `.env`, so tests and deployments can override it."""
        values: dict[str, str | None] = {}
        if env_file is not None and Path(env_file).is_file():
            values.update(dotenv_values(env_file))
        values.update(os.environ if environ is None else environ)
        token = (values.get("DISCORD_TOKEN") or "").strip()
        if not token:
            raise ConfigError(TOKEN_HELP)
        guild = (values.get("DEV_GUILD_ID") or "").strip()
        if guild and not guild.isdigit():
            raise ConfigError(f"DEV_GUILD_ID must be a server id (digits), not {guild!r}.")
        database_url = (values.get("DATABASE_URL") or "").strip() or None
        if database_url and not database_url.startswith(("postgresql://", "postgres://")):
            raise ConfigError(
                f"DATABASE_URL must be a postgresql://... URL, not {database_url.split(':')[0]!r}; "
                "leave it unset to keep the tables in the SQLite file (DATABASE_PATH)."
            )
        pool_size = (values.get("DATABASE_POOL_SIZE") or "").strip()
        if pool_size and not (pool_size.isdigit() and int(pool_size) >= 1):
            raise ConfigError(f"DATABASE_POOL_SIZE must be a whole number of connections, not {pool_size!r}.")
        shard_count, shard_ids = _shards(values.get("SHARD_COUNT"), values.get("SHARD_IDS"))
        owners = [o for o in (values.get("OWNER_IDS") or "").replace(",", " ").split() if o.isdigit()]
        return cls(
            token=token,
            database_path=(values.get("DATABASE_PATH") or cls.database_path).strip(),
            database_url=database_url,
            database_pool_size=int(pool_size) if pool_size else cls.database_pool_size,
            shard_count=shard_count,
            shard_ids=shard_ids,
            dev_guild_id=int(guild) if guild else None,
            log_level=(values.get("LOG_LEVEL") or "INFO").strip().upper(),
            api_base=(values.get("DISCORD_API_BASE") or "").strip() or None,
            sync_global=(values.get("SYNC_GLOBAL") or "").strip().lower() in ("1", "true", "yes"),
            owner_ids=frozenset(int(o) for o in owners),
            gateway_url=(values.get("DISCORD_GATEWAY_URL") or "").strip() or None,
        )


def _shards(count_text: str | None, ids_text: str | None) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT=4 and SHARD_IDS=0-1 (or 0,1): this process runs shards 0 and 1 of 4."""
    count_text, ids_text = (count_text or "").strip(), (ids_text or "").strip()
    if not count_text:
        if ids_text:
            raise ConfigError("SHARD_IDS needs SHARD_COUNT, the number of shards of the whole bot.")
        return None, None
    if not (count_text.isdigit() and int(count_text) >= 1):
        raise ConfigError(f"SHARD_COUNT must be a whole number of shards, not {count_text!r}.")
    count = int(count_text)
    if not ids_text:
        return count, None
    ids: set[int] = set()
    for part in ids_text.replace(" ", "").split(","):
        low, _, high = part.partition("-")
        if not (low.isdigit() and (high.isdigit() or not high)):
            raise ConfigError(f"SHARD_IDS lists shard numbers or ranges (0,1 or 0-3), not {ids_text!r}.")
        ids.update(range(int(low), int(high or low) + 1))
    if not ids or max(ids) >= count:
        raise ConfigError(
            f"SHARD_IDS must be shards 0 to {count - 1} of SHARD_COUNT={count}, not {ids_text!r}."
        )
    return count, tuple(sorted(ids))
