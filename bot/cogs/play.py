"""`/play move:<notation>`: a typed move for any game, with autocomplete of the legal moves, best
first (`bot/suggestions.py`)."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from games.core import GameError

from ..components import submit
from ..i18n import player_locale, t
from ..reader import Reader
from ..suggestions import Suggestions

if TYPE_CHECKING:
    from ..app import TableBot

log = logging.getLogger(__name__)
# How long a keystroke waits for the moves to be ranked: Discord drops an answer after 3 s.
ANSWER_WITHIN = 2.5


def choice_name(label: str, notation: str) -> str:
    """ "#3 L-tetromino at E5 · place 3 L0 E5": the words first, the notation after (100 chars)."""
    name = notation if label == notation else f"{label} · {notation}"
    return name if len(name) <= 100 else name[:99] + "…"


def why(locale: str, key: str, typed: str) -> app_commands.Choice[str]:
    """The one entry offered when the player has nothing to play; picked, it sends what was
    typed, which the game refuses with the same reason."""
    return app_commands.Choice(name=t(locale, key)[:100], value=typed.strip()[:100] or "?")


class Play(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.suggestions = Suggestions(bot.bot_player.thinker, bot.manifests)

    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Up to 25 legal notations of the user that hold what they typed, best first by the
        game's own heuristic, each named in words with its notation."""
        user, suggestions = interaction.user.id, self.suggestions
        suggestions.typed(user, interaction.id)
        try:
            return await self._choices(interaction, current)
        finally:
            suggestions.done(user, interaction.id)

    async def _choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        me = player_locale(interaction)  # autocomplete is the typing player's own
        table = await self.bot.tables.find(interaction.channel_id or 0)
        seat = table.seat_of(interaction.user.id) if table is not None else None
        # One entry saying why there is nothing to play rather than an empty list, which reads as
        # a broken command. A seat may act without being waited for (a Dice Town contender
        # raising while the Sheriff decides): it is offered its moves too.
        if table is None:
            return [why(me, "play-why-no-game", current)]
        if table.state is None:
            return [why(me, "play-why-not-started", current)]
        if seat is None:
            return [why(me, "play-why-not-seated", current)]
        if seat not in table.may_act():
            return [why(me, "play-why-not-your-turn", current)]
        # Listed and ranked once per version of the table and seat, in the AI workers; a
        # keystroke only filters the list.
        try:
            ranked = await asyncio.wait_for(
                self.suggestions.ranked(table, seat, member=interaction.user.id), ANSWER_WITHIN
            )
        except Exception:  # too slow for this keystroke (the next finds it ready), or failed
            log.warning("game %s: no moves to suggest to seat %s in time", table.id, seat, exc_info=True)
            return []
        if self.suggestions.superseded(interaction.user.id, interaction.id):
            return []  # a later keystroke is waiting: Discord shows only its answer
        ui = self.bot.ui(table.row.game)
        out: list[app_commands.Choice[str]] = []
        for text in ranked.matching(current, 25):
            try:
                label = ui.label(table.game.parse(text), reader=Reader(table, me, seat))
            except GameError:
                label = text
            name = choice_name(label, text)
            out.append(app_commands.Choice(name=name, value=text.strip()[:100] or text[:100]))
        return out

    @app_commands.command(name="play", description="Make your move in this channel's game, typed")
    @app_commands.describe(move="Your move in the game's notation; start typing to see the legal ones")
    @app_commands.autocomplete(move=move_autocomplete)
    async def play(self, interaction: discord.Interaction, move: str) -> None:
        await submit(interaction, move.strip())


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Play(bot))
