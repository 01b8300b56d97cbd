"""Pass and resign with a confirmation, and the pieces a player has left (spec §9)."""

from __future__ import annotations

from typing import Any

import discord

from games.core import GameError
from render import blockbuster as R

from ...replies import reply
from ...tables import Table
from ...ui import ActButton, bot_of, guarded
from . import text as T
from .common import files, open_table


async def confirm(
    interaction: discord.Interaction, table: Table, notation: str, label: str, question: str
) -> None:
    """Ask before an action that cannot be taken back; the engine first says whether it is allowed."""
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await reply(interaction, "You are not playing in this game; you can watch it.")
        return
    try:
        # Applied to a copy and thrown away: only to hear the engine's verdict before asking.
        table.game.apply(table.state, seat, table.game.parse(notation))
    except GameError as exc:
        await reply(interaction, interaction.client.ui(table.row.game).names(table, str(exc)))  # type: ignore[attr-defined]
        return
    components = discord.ui.View(timeout=None)
    components.add_item(ActButton(table.id, table.version, notation, label, discord.ButtonStyle.danger))
    await reply(interaction, question, view=components)


async def pass_prompt(interaction: discord.Interaction, table: Table) -> None:
    view = table.game.view(table.state, None)
    colour = view["turn"]["colour"] if view["turn"] else 0
    name = T.colour_name(view, colour)
    left = T.squares_left(view, colour)
    question = (
        f"{T.tag(view, colour)} cannot connect. Jump prices: {T.gap_list(view)}.\n"
        f"If you pass, {name} places nothing more this game and its {left} squares left count "
        f"{-left} at the end. Pass for the rest of the game?"
    )
    await confirm(interaction, table, "pass", "Yes, pass for the rest of the game", question)


async def resign_prompt(interaction: discord.Interaction, table: Table) -> None:
    question = (
        "Resign? Your colours stop placing at once and you rank last, whatever your score. "
        "The others play on while two sides are left."
    )
    await confirm(interaction, table, "resign", "Yes, resign", question)


class PassButton(discord.ui.DynamicItem[discord.ui.Button], template=r"bb:pass:(?P<gid>\d+):(?P<ver>\d+)"):
    """Under the board while the colour to move cannot connect: pass instead of jumping."""

    def __init__(self, game_id: int, version: int) -> None:
        self.game_id, self.version = game_id, version
        super().__init__(
            discord.ui.Button(
                label="Pass",
                emoji="⏹️",
                style=discord.ButtonStyle.secondary,
                custom_id=f"bb:pass:{game_id}:{version}",
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> PassButton:
        return cls(int(match["gid"]), int(match["ver"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        table = await open_table(interaction, self.game_id)
        if table is not None:
            await pass_prompt(interaction, table)


async def show_pieces(
    interaction: discord.Interaction, table: Table, seat: int | None, piece: int | None = None
) -> None:
    """Ephemeral: a seat's remaining pieces (each colour's picture); the mover's for spectators."""
    view = table.game.view(table.state, None)
    if seat is None:
        seat = view["turn"]["seat"] if view["turn"] else 0
    colours = view["players"][seat]["colours"]
    await interaction.response.defer(ephemeral=True, thinking=True)
    lines = []
    for k in colours:
        count = sum(n for _, n in view["colours"][k]["pieces"])
        lines.append(
            f"{T.tag(view, k)} (<@{table.user_of(seat)}>): {count} pieces, {T.squares_left(view, k)} "
            f"squares left: {T.pieces_line(view, k) or 'none'}. Secured: {T.secured_line(view, k)}."
        )
    lines.append("Each piece is shown in every orientation; the dot marks the anchor cell you name.")
    encoded = await bot_of(interaction).publisher.render(
        lambda: [(f"pieces-{view['colours'][k]['name']}.png", R.draw_pieces(view, k, piece)) for k in colours]
    )
    await interaction.followup.send(
        "\n".join(lines),
        files=files(encoded),
        ephemeral=True,
        allowed_mentions=discord.AllowedMentions.none(),
    )


class PiecesButton(discord.ui.DynamicItem[discord.ui.Button], template=r"bb:pc:(?P<gid>\d+)"):
    """Under the board: the clicker's remaining pieces (or the mover's, for a spectator)."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label="Pieces", emoji="🧩", style=discord.ButtonStyle.secondary, custom_id=f"bb:pc:{game_id}"
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> PiecesButton:
        return cls(int(match["gid"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        table = await open_table(interaction, self.game_id)
        if table is not None:
            await show_pieces(interaction, table, table.seat_of(interaction.user.id))
