"""`/play move:<notation>`: a typed move for any game, with autocomplete from `legal()`."""

from __future__ import annotations

import asyncio
import random
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from games.ai import ai_for
from games.core import GameError

from ..components import speak, submit
from ..i18n import player_locale
from ..tables import Table

if TYPE_CHECKING:
    from ..app import TableBot


# Moves scored one by one for the ranking; past this many, the best of a sample of them (with the
# game's default move) comes first, then the rest in the game's order.
RANKED_AT_MOST = 60


def rank(table: Table, seat: int, actions: list[Any]) -> list[Any]:
    """`actions` best first for `seat` by the game's heuristic (games/<game>/ai.py), judged on a
    state redrawn from what the seat may see, so the order betrays nothing hidden."""
    if len(actions) < 2:
        return list(actions)
    try:
        ai = ai_for(table.row.game)
    except KeyError:  # a game without an AI: the engine's order
        return list(actions)
    rng = random.Random(table.version)
    world = ai.determinize(table.state, seat, rng)
    pool = actions if len(actions) <= RANKED_AT_MOST else rng.sample(actions, RANKED_AT_MOST)
    try:
        default = table.game.default_action(table.state, seat)
    except GameError:  # a default that does not apply just is not preferred
        default = None
    if default in actions and default not in pool:
        pool = [default, *pool]

    def value(action: Any) -> float:
        try:
            return ai.after(world, seat, action)
        except GameError:  # illegal in the redrawn world: ranked last
            return float("-inf")

    best = sorted(pool, key=value, reverse=True)
    chosen = set(map(str, best))
    return best + [a for a in actions if str(a) not in chosen]


def choice_name(label: str, notation: str) -> str:
    """ "#3 L-tetromino at E5 · place 3 L0 E5": the words first, the notation after (100 chars)."""
    name = notation if label == notation else f"{label} · {notation}"
    return name if len(name) <= 100 else name[:99] + "…"


class Play(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Up to 25 legal notations of the user that hold what they typed, best first by the
        game's own heuristic, each named in words with its notation."""
        table = await self.bot.tables.find(interaction.channel_id or 0)
        if table is None or table.state is None:
            return []
        seat = table.seat_of(interaction.user.id)
        # A seat may act without being waited for (a Dice Town contender raising while the
        # Sheriff decides): it is offered its moves too.
        if seat is None or seat not in table.may_act():
            return []
        typed = current.strip().lower()
        matching = [a for a in table.game.legal(table.state, seat) if typed in str(a).strip().lower()]
        # Scoring plays each candidate once on a copy: off the event loop.
        ranked = await asyncio.to_thread(rank, table, seat, matching)
        ui = self.bot.ui(table.row.game)
        me = player_locale(interaction)  # autocomplete is the typing player's own
        out: list[app_commands.Choice[str]] = []
        for action in ranked[:25]:
            text = str(action)
            name = choice_name(speak(ui.label, action, locale=me), text)
            out.append(app_commands.Choice(name=name, value=text.strip()[:100] or text[:100]))
        return out

    @app_commands.command(name="play", description="Make your move in this channel's game, typed")
    @app_commands.describe(move="Your move in the game's notation; start typing to see the legal ones")
    @app_commands.autocomplete(move=move_autocomplete)
    async def play(self, interaction: discord.Interaction, move: str) -> None:
        await submit(interaction, move.strip())


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Play(bot))
