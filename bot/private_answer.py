"""The start of a slow answer a player gets privately about their own seat (a hint, a review):
refused in a sentence, or deferred while it is worked out."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import discord

from .i18n import player_locale, t
from .replies import reply

if TYPE_CHECKING:
    from .tables import Table

S = TypeVar("S")


async def seat_deferred(
    interaction: discord.Interaction,
    table: Table,
    service: S | None,
    refusal: Callable[[Table, int, str], str | None],
    failed: str,
) -> tuple[S, int] | None:
    """The service and the interacting player's seat, the interaction deferred (ephemeral,
    thinking) for the answer to follow; or None once the player was told why they get none:
    `refusal`'s sentence, else `failed`'s when this bot runs without the service."""
    me = player_locale(interaction)
    why = refusal(table, interaction.user.id, me)
    seat = table.seat_of(interaction.user.id)
    if why is not None or service is None or seat is None:
        await reply(interaction, why or t(me, failed))
        return None
    await interaction.response.defer(ephemeral=True, thinking=True)
    return service, seat
