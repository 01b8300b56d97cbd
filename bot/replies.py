"""Answering interactions: ephemeral errors, and the sentence a player sees for each failure."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from games.core import GameError

from .tables import TableError

log = logging.getLogger(__name__)

SORRY = "Something went wrong on our side; nothing was changed. Please try again in a moment."


MAX_CONTENT = 2000


async def reply(interaction: discord.Interaction, content: str, *, ephemeral: bool = True, **kw: Any) -> None:
    """Answer whether or not the interaction was already acknowledged.

    Sentences may quote what the player typed, which can be longer than a message may be.
    """
    if len(content) > MAX_CONTENT:
        content = content[: MAX_CONTENT - 1] + "…"
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=ephemeral, **kw)
    else:
        await interaction.response.send_message(content, ephemeral=ephemeral, **kw)


def player_message(error: BaseException) -> str | None:
    """The sentence for a mistake a player made, or None for our own bugs."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, TableError | GameError):
        return str(error)
    if isinstance(error, app_commands.CheckFailure):
        return str(error) or "You cannot use this command here."
    if isinstance(error, app_commands.TransformerError):
        return f"{error.value!r} is not a valid value for this option."
    return None


async def name_seats(interaction: discord.Interaction, text: str) -> str:
    """Turn an engine sentence's seat placeholders into mentions of the channel's players."""
    if "<seat:" not in text:
        return text
    bot = interaction.client
    table = await bot.tables.find(interaction.channel_id or 0)  # type: ignore[attr-defined]
    if table is None:
        return text
    for seat, user in enumerate(table.players):
        text = text.replace(f"<seat:{seat}>", f"<@{user}>")
    return text


async def explain_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Tell the player what was wrong; log what was ours. Never leaves an interaction unanswered."""
    message = player_message(error)
    if message is None:
        original = getattr(error, "original", error)
        log.error(
            "error in %s (channel %s, user %s)",
            getattr(
                interaction.command, "qualified_name", interaction.data and interaction.data.get("custom_id")
            ),
            interaction.channel_id,
            interaction.user.id,
            exc_info=(type(original), original, original.__traceback__),
        )
        message = SORRY
    message = await name_seats(interaction, message)
    try:
        await reply(interaction, message)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id)
