"""`/game settings`: a player's own preferences (reminders, private information), and the
language of a server's or a channel's public messages (Manage Server).

It replaces the lobby's `/game settings`, which knows only the player's preferences, with one
that also takes `language:` and `where:`; the player's part still goes through longplay."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from .. import longplay
from ..i18n import player_locale, t
from ..i18n.resolve import SERVER
from ..replies import reply

if TYPE_CHECKING:
    from ..app import TableBot

# `language:` values: a locale we speak, or "default" to remove the setting.
LANGUAGES = ("en", "zh-CN", "zh-TW")
DEFAULT = "default"
LANGUAGE_NAMES = {"en": "English", "zh-CN": "简体中文", "zh-TW": "繁體中文"}


def language_name(locale: str) -> str:
    return LANGUAGE_NAMES.get(locale, locale)


async def set_language(
    interaction: discord.Interaction, bot: TableBot, language: str, where: str
) -> None:
    """Set or clear a server's or channel's language; Manage Server only. Raises CheckFailure
    (answered by the tree, nothing changed) when the member may not."""
    me = player_locale(interaction)
    if interaction.guild_id is None:
        raise app_commands.CheckFailure(t(me, "settings-language-no-server"))
    if not interaction.permissions.manage_guild:
        raise app_commands.CheckFailure(t(me, "settings-language-not-allowed"))
    channel = interaction.channel
    # A thread's setting is its parent channel's: threads come and go, the channel stays.
    channel_id = getattr(channel, "parent_id", None) or interaction.channel_id or 0
    target = SERVER if where == "server" else channel_id
    await bot.languages.set(interaction.guild_id, target, None if language == DEFAULT else language)
    now = await bot.languages.channel(
        interaction.guild_id, channel_id, preferred=interaction.guild_locale
    )
    if language == DEFAULT:
        key = "settings-language-server-cleared" if where == "server" else "settings-language-channel-cleared"
    else:
        key = "settings-language-server-set" if where == "server" else "settings-language-channel-set"
    await reply(
        interaction,
        t(me, key, language=language_name(language), channel=f"<#{channel_id}>", now=language_name(now)),
    )


def make_command() -> app_commands.Command:  # type: ignore[type-arg]
    """A new command each time: each bot's /game group owns its own children."""

    @app_commands.command(
        name="settings",
        description="Your preferences; with language:, the language of this server or channel",
    )
    @app_commands.describe(
        reminders="Where reminders reach you",
        private="How secret information reaches you",
        language="The language of public messages (Manage Server)",
        where="For the whole server (default) or only this channel",
    )
    @app_commands.choices(
        reminders=[app_commands.Choice(name=v, value=v) for v in longplay.SETTINGS_CHOICES["reminders"]],
        private=[app_commands.Choice(name=v, value=v) for v in longplay.SETTINGS_CHOICES["private"]],
        language=[
            *(app_commands.Choice(name=LANGUAGE_NAMES[v], value=v) for v in LANGUAGES),
            app_commands.Choice(name="server's default", value=DEFAULT),
        ],
        where=[
            app_commands.Choice(name="the whole server", value="server"),
            app_commands.Choice(name="this channel only", value="channel"),
        ],
    )
    async def settings(
        interaction: discord.Interaction,
        reminders: str | None = None,
        private: str | None = None,
        language: str | None = None,
        where: str = "server",
    ) -> None:
        bot: TableBot = interaction.client  # type: ignore[assignment]
        if language is not None:
            await set_language(interaction, bot, language, where)
            if reminders is None and private is None:
                return
        await longplay.settings(interaction, bot, {"reminders": reminders, "private": private})

    return settings


async def setup(bot: TableBot) -> None:
    group = bot.tree.get_command("game")
    if not isinstance(group, app_commands.Group):
        raise RuntimeError("bot.cogs.settings extends /game: load bot.cogs.lobby first")
    group.remove_command("settings")
    group.add_command(make_command())
