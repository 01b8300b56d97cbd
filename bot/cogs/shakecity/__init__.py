"""Shake That City in Discord: `/shakecity build`, the Build chooser and the game's presentation.

Every round the board shows the pattern and every city and mentions who must choose; **Build**
(or `/shakecity build option: at:`) opens a player's own chooser: an option menu with the number
of buildings each gives, the legal cells for the shape, a picture of the placement, a confirm
button. `/play move:` still takes a typed move directly (`H D2`, `H+W D2`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from games.core import BadNotation
from games.shakecity import parse_cell, parse_option

from ...components import GameCog, seat_to_act
from ...i18n import player_locale, t
from ...i18n.help import game_title
from ...tables import TableError
from .components import KEY, open_typed
from .presentation import ShakeCityUI
from .text import find_option, option_label, targets

if TYPE_CHECKING:
    from ...app import TableBot


Choices = list[app_commands.Choice[str]]


class ShakeCity(GameCog, group_name="shakecity", group_description="Play Shake That City"):
    key = KEY

    async def _own_view(self, interaction: discord.Interaction) -> dict[str, Any] | None:
        """The user's own view when it is their turn in this channel's Shake That City game."""
        found = await seat_to_act(self.bot, interaction, KEY)
        return None if found is None else found[0].game.view(found[0].state, found[1])

    async def option_autocomplete(self, interaction: discord.Interaction, current: str) -> Choices:
        view = await self._own_view(interaction)
        if view is None:
            return []
        typed = current.strip().lower()
        me = player_locale(interaction)
        out = []
        for o in view["options"]:
            name = t(me, "shakecity-option-fits", option=option_label(o, me), count=len(o["anchors"]))
            if not typed or typed in name.lower() or o["option"].lower().startswith(typed):
                out.append(app_commands.Choice(name=name[:100], value=o["option"]))
        return out[:25]

    async def at_autocomplete(self, interaction: discord.Interaction, current: str) -> Choices:
        view = await self._own_view(interaction)
        option = _option(getattr(interaction.namespace, "option", None))
        chosen = find_option(view, option) if view is not None and option else None
        if chosen is None:
            return []
        typed = current.strip().upper()
        return [
            app_commands.Choice(name=f"{a}: {', '.join(targets(chosen, a))}"[:100], value=a)
            for a in chosen["anchors"]
            if a.startswith(typed)
        ][:25]

    @app_commands.command(
        name="build", description="Choose your colour and where to build it (only you see this)"
    )
    @app_commands.describe(
        option="The colour to take (H S F P R, +W for the wild cubes); start typing to see yours",
        at="The cell for the shape's first building (top row, leftmost); only the legal ones are offered",
    )
    @app_commands.autocomplete(option=option_autocomplete, at=at_autocomplete)
    async def build(
        self, interaction: discord.Interaction, option: str | None = None, at: str | None = None
    ) -> None:
        table = await self.bot.tables.table(interaction.channel_id or 0)
        me = player_locale(interaction)
        if table.row.game != KEY:
            raise TableError(t(me, "shakecity-other-game", game=game_title(me, table.row.game, table.game)))
        notation = _option(option)
        if option and notation is None:
            parse_option(option)  # raises BadNotation with the sentence that explains the form
        if at and parse_cell(at) is None:
            raise TableError(t(me, "shakecity-not-a-cell", cell=repr(at)))
        await open_typed(interaction, table, notation, at.strip().upper() if at else None)


def _option(token: str | None) -> str | None:
    """ "H+W" for "homes+w" etc.; None when the token names no option."""
    if not token:
        return None
    try:
        letter, wilds = parse_option(token)
    except BadNotation:
        return None
    return f"{letter}+W" if wilds else letter


async def setup(bot: TableBot) -> None:
    bot.game_uis[KEY] = ShakeCityUI(bot, KEY)
    await bot.add_cog(ShakeCity(bot))
