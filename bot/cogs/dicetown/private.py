"""The controls of a private prompt, in a DM or the ephemeral fallback: the die toggles of a
roll, and the buttons and menus of resolution choices and remedies.

Instead of the table version (which every other player's keep changes) a control carries its
prompt's stamp (round, roll step, location, prompt kind; text.stamp): one drawn for a prompt that
has closed is refused politely and loses its controls.
"""

from __future__ import annotations

from typing import Any

import discord

from games.dicetown.data import FACE_NAMES

from ...replies import reply
from ...ui import bot_of, guarded
from .acting import act_privately, closed, seated, ui_of


class KeepControl(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"dt:k:(?P<gid>\d+):(?P<st>[^:]+):(?P<op>[tcn]):(?P<m>\d+):(?P<i>\d)",
):
    """One control of a roll prompt: toggle die i (t), confirm the selection (c), keep none (n).
    The selection lives in the custom_ids (mask), so toggling needs no storage."""

    def __init__(
        self,
        game_id: int,
        prompt: str,
        op: str,
        mask: int,
        index: int = 0,
        *,
        label: str = "·",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        self.game_id, self.prompt, self.op, self.mask, self.index = game_id, prompt, op, mask, index
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=style,
                disabled=disabled,
                row=row,
                custom_id=f"dt:k:{game_id}:{prompt}:{op}:{mask}:{index}",
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> KeepControl:
        return cls(int(match["gid"]), match["st"], match["op"], int(match["m"]), int(match["i"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await seated(interaction, self.game_id)
        if found is None:
            return
        table, seat = found
        ui = ui_of(bot_of(interaction))
        if ui.stamp(table, seat) != self.prompt:
            await closed(interaction, "This roll is closed; your current prompt is in your latest message.")
            return
        view = table.game.view(table.state, seat)
        roll = view["you"]["roll"]
        if self.op == "t":
            mask = self.mask ^ (1 << self.index)
            await interaction.response.edit_message(
                content=ui.private_content(table, seat, mask), view=ui.private_view(table, seat, mask)
            )
            return
        chosen = sorted(f for i, f in enumerate(roll) if self.mask >> i & 1) if self.op == "c" else []
        notation = "keep " + (" ".join(FACE_NAMES[f] for f in chosen) if chosen else "none")
        await act_privately(interaction, table, seat, notation, self.prompt)


class PrivateButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"dt:a:(?P<gid>\d+):(?P<st>[^:]+):(?P<n>.+)"
):
    """Answers a private prompt with one move (play the card or not, a remedy)."""

    def __init__(
        self,
        game_id: int,
        prompt: str,
        notation: str,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        self.game_id, self.prompt, self.notation = game_id, prompt, notation
        super().__init__(
            discord.ui.Button(
                label=(label or notation)[:80], style=style, custom_id=f"dt:a:{game_id}:{prompt}:{notation}"
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> PrivateButton:
        return cls(int(match["gid"]), match["st"], match["n"], item.label)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await seated(interaction, self.game_id)
        if found is None:
            return
        table, seat = found
        if ui_of(bot_of(interaction)).stamp(table, seat) != self.prompt:
            await closed(interaction, "This choice is closed.")
            return
        await act_privately(interaction, table, seat, self.notation, self.prompt)


class PrivateSelect(
    discord.ui.DynamicItem[discord.ui.Select], template=r"dt:s:(?P<gid>\d+):(?P<st>[^:]+):(?P<kind>[a-z]+)"
):
    """A menu answering a private prompt: its values are moves, except for barbed wire, whose
    values are the one or two cards to fence."""

    def __init__(self, game_id: int, prompt: str, kind: str, **select: Any) -> None:
        self.game_id, self.prompt, self.kind = game_id, prompt, kind
        super().__init__(discord.ui.Select(custom_id=f"dt:s:{game_id}:{prompt}:{kind}", **select))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> PrivateSelect:
        return cls(int(match["gid"]), match["st"], match["kind"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await seated(interaction, self.game_id)
        if found is None:
            return
        table, seat = found
        # A card play is judged by the engine whenever it comes (spec 3.8: not tied to a prompt).
        if self.kind != "play" and ui_of(bot_of(interaction)).stamp(table, seat) != self.prompt:
            await closed(interaction, "This choice is closed.")
            return
        values = list(self.item.values)
        if not values:
            await reply(interaction, "Choose something in the menu.")
            return
        notation = "remedy wire " + " ".join(sorted(values)) if self.kind == "wire" else values[0]
        await act_privately(interaction, table, seat, notation, self.prompt)
