"""What members and servers chose: each member's settings, and the language of public messages
per server (channel id 0) and per channel; and each member's DM channel with the bot."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .store_db import Database


class Preferences:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def user_settings(self, user_id: int) -> dict[str, Any]:
        rows = await self.db._fetch("SELECT settings FROM user_settings WHERE user_id = ?", (user_id,))
        return self.db._loads(rows[0][0]) if rows else {}

    async def set_user_settings(self, user_id: int, settings: dict[str, Any]) -> None:
        await self.db._write(
            "INSERT INTO user_settings (user_id, settings) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings",
            (user_id, self.db._json(settings)),
        )

    async def channel_languages(self, guild_id: int) -> dict[int, str]:
        """The server's own language (under channel id 0) and its channels' overrides."""
        rows = await self.db._fetch(
            "SELECT channel_id, language FROM channel_languages WHERE guild_id = ?", (guild_id,)
        )
        return {int(c): str(lang) for c, lang in rows}

    async def set_channel_language(self, guild_id: int, channel_id: int, language: str | None) -> None:
        if language is None:
            await self.db._write(
                "DELETE FROM channel_languages WHERE guild_id = ? AND channel_id = ?", (guild_id, channel_id)
            )
        else:
            await self.db._write(
                "INSERT INTO channel_languages (guild_id, channel_id, language) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id, channel_id) DO UPDATE SET language = excluded.language",
                (guild_id, channel_id, language),
            )

    async def dm_channel(self, user_id: int) -> int | None:
        """The id of the member's DM channel with the bot, once Discord opened it."""
        rows = await self.db._fetch("SELECT channel_id FROM dm_channels WHERE user_id = ?", (user_id,))
        return int(rows[0][0]) if rows else None

    async def set_dm_channel(self, user_id: int, channel_id: int | None) -> None:
        """Keep the member's DM channel, or forget it (None): Discord no longer knows the id."""
        if channel_id is None:
            await self.db._write("DELETE FROM dm_channels WHERE user_id = ?", (user_id,))
        else:
            await self.db._write(
                "INSERT INTO dm_channels (user_id, channel_id) VALUES (?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id",
                (user_id, channel_id),
            )
