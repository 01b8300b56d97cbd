"""The placement chooser: a player's own (ephemeral) message to turn a brick, pick the cell for its
first square among the legal ones (each listed with the cells it covers and what it would score),
see it drawn on their wall, and confirm.

The menus list what `legal()` offers for one deck's card (take or buy) or for the brick bought
blind; the confirmation is an `ActButton`, so the move goes through `submit` like every other
and a stale one is refused by the table service. Components carry the game id and the version
they were drawn for: the wall changes with every action, so an older menu is retired.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

from games import polyomino

from ...components import ActButton, bot_of, guarded, menu_table, open_table
from ...replies import reply
from ...tables import Table
from .text import BUY, KEY, PLACE, TAKE, card_text, chosen_card, notation, placements, rows_text, shape_rows

if TYPE_CHECKING:
    from ...app import TableBot

MODE_RE = rf"[{TAKE}{BUY}{PLACE}]"
STALE = "The game has moved on since this menu was opened; use the buttons under the newest board."
HEADS = {
    TAKE: "**Take deck {deck}'s {card}** and place it on your wall.",
    BUY: "**Spend a coin on deck {deck}'s {card}** and place it now; your main action comes after.",
    PLACE: "**Place the {card} you bought blind.**",
}
CONFIRM = {TAKE: "Take it: {rot} at {at}", BUY: "Buy it: {rot} at {at}", PLACE: "Place it: {rot} at {at}"}


def refusal(table: Table, seat: int | None) -> str | None:
    """Why this user cannot place a brick now, or None when they can."""
    if table.state is None or table.row.status != "active":
        return "This game is not being played now."
    if seat is None:
        return "You are not playing in this game; you can watch it."
    if seat not in table.to_act():
        waiting = ", ".join(f"<@{table.user_of(s)}>" for s in sorted(table.to_act()))
        return f"It is not your turn; {waiting} is playing. I will mention you when it is yours."
    return None


def _parts(anchors: list[str]) -> list[list[str]]:
    """Menus of whole wall rows, at most 25 cells each (a 1-cell brick has 64 on an empty wall).
    A row holds at most 8 anchors, so every menu but the last spans 3 rows or more: 3 menus at most."""
    parts: list[list[str]] = []
    for row in sorted({int(a[1:]) for a in anchors}):
        cells = [a for a in anchors if int(a[1:]) == row]
        if parts and len(parts[-1]) + len(cells) <= 25:
            parts[-1] += cells
        else:
            parts.append(cells)
    return parts


def _rows_span(anchors: list[str]) -> str:
    first, last = int(anchors[0][1:]), int(anchors[-1][1:])
    return f"row {first}" if first == last else f"rows {first}-{last}"


async def chooser(
    bot: TableBot,
    table: Table,
    seat: int,
    mode: str,
    deck: int,
    rot: str | None = None,
    at: str | None = None,
) -> tuple[str, discord.ui.View, list[discord.File]]:
    """The chooser's text, menus and picture at one step (rotation, then cell, then confirm)."""
    view = table.game.view(table.state, seat)
    card = chosen_card(view, mode, deck)
    options = placements(table, seat, mode, deck)
    components = discord.ui.View(timeout=None)
    if card is None or not options:
        what = "the brick" if card is None else card_text(card)
        return f"There is nowhere to put {what} now.", components, []
    if rot not in options:
        rot = next(iter(options)) if len(options) == 1 else None
    if rot is None or at not in options[rot]:
        at = None
    lines = [HEADS[mode].format(deck=deck, card=card_text(card))]
    if rot is None:
        lines.append(
            "Choose how to turn it (bricks turn but never flip); then the cell for its first "
            "square, the leftmost of its top row."
        )
    elif at is None:
        n = len(options[rot])
        picture = "\n".join(shape_rows(card, rot, mark_anchor=True))
        lines.append(f"{card['shape']} {rot}, `@` is the square that goes on the cell you pick:")
        lines.append(f"```\n{picture}\n```")
        lines.append(f"It fits in {n} place{'s' if n != 1 else ''} on your wall (ringed in the picture).")
    else:
        preview = _preview(table, seat, mode, deck, rot, at)
        cells = " ".join(polyomino.label((r, c)) for r, c in preview["cells"])
        lines.append(f"**{card['shape']} {rot} at {at}** covers {cells}: {rows_text(preview)}.")
        if preview["rows"]:
            lines.append("-# Points if your turn ended now; rows completed later this turn count with them.")
        lines.append("Press the green button to confirm, or pick another rotation or cell.")
    components.add_item(RotSelect(table.id, table.version, mode, deck, card, options, rot))
    if rot is not None:
        for part, cells_ in enumerate(_parts(options[rot])):
            components.add_item(
                CellSelect(table.id, table.version, mode, deck, rot, part, cells_, at, _describe(table, seat))
            )
    if rot is not None and at is not None:
        label = CONFIRM[mode].format(rot=rot, at=at)
        components.add_item(
            ActButton(
                table.id, table.version, notation(mode, deck, rot, at), label, discord.ButtonStyle.success
            )
        )
    ui = bot.ui(KEY)
    images = await bot.publisher.render(ui.choice_images, table, seat, mode, deck, rot, at)  # type: ignore[attr-defined]
    files = [discord.File(io.BytesIO(data), filename=name) for name, data in images]
    return "\n".join(lines), components, files


def _preview(table: Table, seat: int, mode: str, deck: int, rot: str, at: str) -> dict[str, Any]:
    cell = polyomino.parse_label(at)
    return table.game.preview(table.state, seat, None if mode == PLACE else deck, rot, cell)  # type: ignore[attr-defined]


Describe = Callable[[str, int, str, str], str]


def _describe(table: Table, seat: int) -> Describe:
    """A function giving a menu line for a cell: the cells covered and what it would complete."""

    def describe(mode: str, deck: int, rot: str, at: str) -> str:
        preview = _preview(table, seat, mode, deck, rot, at)
        cells = " ".join(polyomino.label((r, c)) for r, c in preview["cells"])
        return f"{cells} · {rows_text(preview)}"[:100]

    return describe


async def _fresh(interaction: discord.Interaction, game_id: int, version: int) -> tuple[Table, int] | None:
    """The table and the clicker's seat while this menu still belongs to the position being played."""
    return await menu_table(
        interaction, game_id, current=lambda t: t.version == version, refusal=refusal, stale=STALE
    )


async def _show(
    interaction: discord.Interaction,
    table: Table,
    seat: int,
    mode: str,
    deck: int,
    rot: str | None,
    at: str | None,
) -> None:
    content, view, files = await chooser(bot_of(interaction), table, seat, mode, deck, rot, at)
    await interaction.response.edit_message(content=content, view=view, attachments=files)


async def open_chooser(
    interaction: discord.Interaction, table: Table, mode: str, deck: int, *, version: int | None = None
) -> None:
    """Answer with the clicker's own chooser (ephemeral), or say why they have nothing to place."""
    seat = table.seat_of(interaction.user.id)
    why = refusal(table, seat)
    if why is None and version is not None and version != table.version:
        why = STALE
    if why is not None or seat is None:
        await reply(interaction, why or "You are not playing in this game.")
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    content, view, files = await chooser(bot_of(interaction), table, seat, mode, deck)
    await interaction.followup.send(content, view=view, files=files, ephemeral=True)


class OpenButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"bl:o:(?P<gid>\d+):(?P<ver>\d+):(?P<mode>{MODE_RE})(?P<deck>\d)",
):
    """Under the channel's board: opens the clicker's chooser for one deck's card (or the blind brick)."""

    def __init__(
        self, game_id: int, version: int, mode: str, deck: int, label: str = "", row: int = 0
    ) -> None:
        self.game_id, self.version, self.mode, self.deck = game_id, version, mode, deck
        style = discord.ButtonStyle.success if mode != BUY else discord.ButtonStyle.primary
        super().__init__(
            discord.ui.Button(
                label=(label or "Choose")[:80],
                style=style,
                custom_id=f"bl:o:{game_id}:{version}:{mode}{deck}",
                row=row,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> OpenButton:
        return cls(int(match["gid"]), int(match["ver"]), match["mode"], int(match["deck"]), item.label or "")

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        table = await open_table(interaction, self.game_id)
        if table is None:
            return
        await open_chooser(interaction, table, self.mode, self.deck, version=self.version)


class RotSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=rf"bl:r:(?P<gid>\d+):(?P<ver>\d+):(?P<mode>{MODE_RE})(?P<deck>\d)",
):
    """The rotations that fit somewhere, each drawn in `#` rows with its number of places."""

    def __init__(
        self,
        game_id: int,
        version: int,
        mode: str,
        deck: int,
        card: Any = None,
        options: dict[str, list[str]] | None = None,
        current: str | None = None,
    ) -> None:
        self.game_id, self.version, self.mode, self.deck = game_id, version, mode, deck
        select = discord.ui.Select(
            custom_id=f"bl:r:{game_id}:{version}:{mode}{deck}", placeholder="Rotation…", row=0, min_values=1
        )
        for rot, anchors in (options or {}).items():
            n = len(anchors)
            select.add_option(
                label=rot,
                value=rot,
                description=f"{' / '.join(shape_rows(card, rot))} · fits in {n} place{'s' if n != 1 else ''}",
                default=rot == current,
            )
        super().__init__(select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> RotSelect:
        return cls(int(match["gid"]), int(match["ver"]), match["mode"], int(match["deck"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        fresh = await _fresh(interaction, self.game_id, self.version)
        if fresh is not None:
            await _show(interaction, *fresh, self.mode, self.deck, self.item.values[0], None)


class CellSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=(rf"bl:a:(?P<gid>\d+):(?P<ver>\d+):(?P<mode>{MODE_RE})(?P<deck>\d):(?P<rot>R\d+):(?P<part>\d)"),
):
    """Legal cells for the brick's first square, each with the cells covered and what it completes."""

    def __init__(
        self,
        game_id: int,
        version: int,
        mode: str,
        deck: int,
        rot: str,
        part: int,
        anchors: list[str] | None = None,
        current: str | None = None,
        describe: Describe | None = None,
    ) -> None:
        self.game_id, self.version, self.mode, self.deck, self.rot = game_id, version, mode, deck, rot
        anchors = anchors or []
        span = f" in {_rows_span(anchors)}" if anchors else ""
        select = discord.ui.Select(
            custom_id=f"bl:a:{game_id}:{version}:{mode}{deck}:{rot}:{part}",
            placeholder=f"Cell for @{span}…",
            row=1 + part,
            min_values=1,
        )
        for cell in anchors:
            description = describe(mode, deck, rot, cell) if describe is not None else None
            select.add_option(label=cell, value=cell, description=description, default=cell == current)
        super().__init__(select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> CellSelect:
        return cls(
            int(match["gid"]),
            int(match["ver"]),
            match["mode"],
            int(match["deck"]),
            match["rot"],
            int(match["part"]),
        )

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        fresh = await _fresh(interaction, self.game_id, self.version)
        if fresh is not None:
            await _show(interaction, *fresh, self.mode, self.deck, self.rot, self.item.values[0])


DYNAMIC = (OpenButton, RotSelect, CellSelect)
