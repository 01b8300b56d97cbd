"""The Build chooser: a player's own (ephemeral) message to pick an option from a menu that says
how many buildings it gives, then the anchor cell among the legal ones, see the placement drawn on
their city, and confirm it.

Components carry the game id and the round they were drawn for, not the table version: in phase B
the others' moves bump the version without changing anything for this player (their choices do
not interact), so a version check would refuse good clicks; a chooser from an earlier round is
refused. The confirmation still submits with the version read just before acting, so a move that
lands in between is caught by the table service. Legality is never judged here: the menus list
what the engine's view offers, and a typed anchor the engine refuses is answered with its sentence.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from games.core import GameError
from games.shakecity import PLURAL, buildings

from ...components import bot_of, guarded, menu_table, open_table, submit
from ...replies import reply
from ...tables import Table
from .text import EMOJI, find_option, option_label, shape_diagram, targets

if TYPE_CHECKING:
    from ...app import TableBot

KEY = "shakecity"
OPTION_RE = r"[HSFPR](?:\+W)?"
STALE = "That round is over; press **Build** under the newest board."


def refusal(table: Table, seat: int | None) -> str | None:
    """Why this user has nothing to choose now, or None when they do."""
    if table.state is None or table.row.status != "active":
        return "This game is not being played now."
    if seat is None:
        return "You are not playing in this game; you can watch it."
    if seat in table.to_act():
        return None
    view = table.game.view(table.state, seat)
    if view["phase"] == "start":
        start = table.user_of(view["start"])
        return f"<@{start}> chooses first this round; I will mention you when it is your turn."
    if view["players"][seat]["status"] == "passed":
        return "You pass this round: nothing of the pattern fits for you."
    decision = view["players"][seat]["decision"]
    mine = f" (`{decision}`)" if decision else ""
    return f"You have already chosen this round{mine}; the next round opens when everyone has."


async def chooser(
    bot: TableBot, table: Table, seat: int, option: str | None = None, anchor: str | None = None
) -> tuple[str, discord.ui.View, list[discord.File]]:
    """The chooser's content, components and picture for one seat at one step."""
    view = table.game.view(table.state, seat)
    chosen = find_option(view, option) if option else None
    option = chosen["option"] if chosen else None
    anchor = anchor if chosen and anchor in chosen["anchors"] else None
    rnd = view["round"]
    lines = [f"**Round {rnd}/{view['rounds']}: your choice.**"]
    if chosen is None:
        lines.append(
            "Take one colour of the pattern: you build one of its buildings per cube, in exactly the "
            "shape those cubes make (no turning, gaps kept)."
        )
        lines += _rules_lines(view, seat)
    elif anchor is None:
        n = len(chosen["anchors"])
        lines.append(f"**{option_label(chosen)}**, shape (`@` is the cell you pick):")
        lines.append(f"```\n{shape_diagram(chosen)}\n```")
        lines.append(
            f"It fits in {n} place{'s' if n != 1 else ''} on your board (ringed in the picture). "
            "Pick the cell for `@`."
        )
    else:
        cells = ", ".join(targets(chosen, anchor))
        lines.append(f"**{option_label(chosen)} on {cells}.**")
        lines.append("Press **Build** to confirm, or pick another colour or cell.")
    lines += _secrecy_line(view)
    components = discord.ui.View(timeout=None)
    components.add_item(OptionSelect(table.id, rnd, view["options"], option))
    if chosen is not None:
        for part, cells_ in enumerate(_anchor_parts(chosen["anchors"])):
            components.add_item(AnchorSelect(table.id, rnd, option or "", part, chosen, cells_, anchor))
    if chosen is not None and anchor is not None:
        notation = f"{option} {anchor}"
        label = f"Build {buildings(chosen['letter'], chosen['tiles'])} here"
        components.add_item(ConfirmButton(table.id, rnd, notation, label))
    ui = bot.ui(KEY)
    images = await bot.publisher.render(ui.choice_images, table, seat, option, anchor)  # type: ignore[attr-defined]
    files = [discord.File(io.BytesIO(data), filename=name) for name, data in images]
    return "\n".join(lines), components, files


def _rules_lines(view: Mapping[str, Any], seat: int) -> list[str]:
    out = []
    barred = view["barred"]
    if barred and view["solo"]:
        out.append(f"Not **{PLURAL[barred]}**: the most numerous colour is barred in rounds 1-12.")
    elif barred and seat != view["start"]:
        out.append(f"Not **{PLURAL[barred]}**: the start player took them this round.")
    offered = {o["letter"] for o in view["options"]}
    missing = [PLURAL[k] for k in view["counts"] if k in PLURAL and k not in offered and k != barred]
    if missing:
        out.append(f"No room on your board for: {', '.join(missing)}.")
    return out


def _secrecy_line(view: Mapping[str, Any]) -> list[str]:
    if view["solo"]:
        return []
    if view["phase"] == "start":
        return ["-# Your choice is shown to everyone at once: it bars that colour for the others."]
    return ["-# Only you see this; the others learn your choice when the round closes."]


def _anchor_parts(anchors: Sequence[str]) -> list[list[str]]:
    """One menu of anchors, or two (rows 1-3, rows 4-6) when they pass a menu's 25 options."""
    if len(anchors) <= 25:
        return [list(anchors)]
    return [[a for a in anchors if a[1] in "123"], [a for a in anchors if a[1] in "456"]]


async def _fresh(interaction: discord.Interaction, game_id: int, rnd: int) -> tuple[Table, int] | None:
    """The table and the clicker's seat if this chooser still belongs to the round being played."""
    return await menu_table(
        interaction,
        game_id,
        current=lambda t: t.game.view(t.state, None)["round"] == rnd,
        refusal=refusal,
        stale=STALE,
    )


async def _show(
    interaction: discord.Interaction, table: Table, seat: int, option: str | None, anchor: str | None
) -> None:
    content, view, files = await chooser(bot_of(interaction), table, seat, option, anchor)
    await interaction.response.edit_message(content=content, view=view, attachments=files)


class BuildButton(discord.ui.DynamicItem[discord.ui.Button], template=r"sc:build:(?P<gid>\d+)"):
    """Under the channel's board: opens the clicker's own chooser for the current round."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label="Build", emoji="🏗️", style=discord.ButtonStyle.success, custom_id=f"sc:build:{game_id}"
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> BuildButton:
        return cls(int(match["gid"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        table = await open_table(interaction, self.game_id)
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        why = refusal(table, seat)
        if why is not None or seat is None:
            await reply(interaction, why or "You are not playing in this game.")
            return
        content, view, files = await chooser(bot_of(interaction), table, seat)
        await interaction.response.send_message(content, view=view, files=files, ephemeral=True)


class OptionSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"sc:opt:(?P<gid>\d+):(?P<rnd>\d+)"):
    """The menu of a seat's options: colour (with or without the wilds) and how many buildings."""

    def __init__(
        self,
        game_id: int,
        rnd: int,
        options: Sequence[Mapping[str, Any]] = (),
        current: str | None = None,
    ) -> None:
        self.game_id, self.rnd = game_id, rnd
        select = discord.ui.Select(
            custom_id=f"sc:opt:{game_id}:{rnd}", placeholder="Choose a colour…", row=0, min_values=1
        )
        for o in options[:25]:
            n = len(o["anchors"])
            select.add_option(
                label=option_label(o),
                value=o["option"],
                description=f"fits in {n} place{'s' if n != 1 else ''} on your board",
                emoji=EMOJI[o["letter"]],
                default=o["option"] == current,
            )
        super().__init__(select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> OptionSelect:
        return cls(int(match["gid"]), int(match["rnd"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        fresh = await _fresh(interaction, self.game_id, self.rnd)
        if fresh is not None:
            await _show(interaction, *fresh, self.item.values[0], None)


class AnchorSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=rf"sc:at:(?P<gid>\d+):(?P<rnd>\d+):(?P<opt>{OPTION_RE}):(?P<part>\d)",
):
    """The legal cells for the chosen option's `@` building, each with the cells it would cover."""

    def __init__(
        self,
        game_id: int,
        rnd: int,
        option: str,
        part: int,
        chosen: Mapping[str, Any] | None = None,
        anchors: Sequence[str] = (),
        current: str | None = None,
    ) -> None:
        self.game_id, self.rnd, self.option = game_id, rnd, option
        rows = "" if chosen is None or len(chosen["anchors"]) <= 25 else (" (rows 1-3)", " (rows 4-6)")[part]
        select = discord.ui.Select(
            custom_id=f"sc:at:{game_id}:{rnd}:{option}:{part}",
            placeholder=f"Cell for the @ building{rows}…",
            row=1 + part,
            min_values=1,
        )
        for cell in anchors:
            cover = ", ".join(targets(chosen, cell)) if chosen is not None else cell
            what = PLURAL[option[0]]
            select.add_option(
                label=cell, value=cell, description=f"{what} on {cover}"[:100], default=cell == current
            )
        super().__init__(select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> AnchorSelect:
        return cls(int(match["gid"]), int(match["rnd"]), match["opt"], int(match["part"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        fresh = await _fresh(interaction, self.game_id, self.rnd)
        if fresh is not None:
            await _show(interaction, *fresh, self.option, self.item.values[0])


class ConfirmButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"sc:go:(?P<gid>\d+):(?P<rnd>\d+):(?P<n>{OPTION_RE} [A-F][1-6])",
):
    """Commits the previewed placement through the one path of every move, `submit`."""

    def __init__(self, game_id: int, rnd: int, notation: str, label: str = "Build") -> None:
        self.game_id, self.rnd, self.notation = game_id, rnd, notation
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                emoji="✅",
                style=discord.ButtonStyle.success,
                custom_id=f"sc:go:{game_id}:{rnd}:{notation}",
                row=3,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> ConfirmButton:
        return cls(int(match["gid"]), int(match["rnd"]), match["n"], item.label or "Build")

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        fresh = await _fresh(interaction, self.game_id, self.rnd)
        if fresh is None:
            return
        table, _ = fresh
        await submit(interaction, self.notation, game_id=self.game_id, expected_version=table.version)


async def open_chooser(
    interaction: discord.Interaction, table: Table, option: str | None, anchor: str | None
) -> None:
    """`/shakecity build`: the chooser at the step the typed arguments reach, or why not."""
    seat = table.seat_of(interaction.user.id)
    why = refusal(table, seat)
    if why is not None or seat is None:
        await reply(interaction, why or "You are not playing in this game.")
        return
    view = table.game.view(table.state, seat)
    notes: list[str] = []
    if option is not None and find_option(view, option) is None:
        offered = ", ".join(f"`{o['option']}` {option_label(o)}" for o in view["options"])
        notes.append(f"`{option}` is not one of your options this round. Yours: {offered}.")
        option = anchor = None
    if option is not None and anchor is not None:
        notation = f"{option} {anchor}"
        chosen = find_option(view, option)
        if chosen is not None and anchor not in chosen["anchors"]:
            notes.append(_engine_refusal(table, seat, notation))
            anchor = None
    content, components, files = await chooser(bot_of(interaction), table, seat, option, anchor)
    if notes:
        content = "\n".join(notes) + "\n\n" + content
    await interaction.response.send_message(content, view=components, files=files, ephemeral=True)


def _engine_refusal(table: Table, seat: int, notation: str) -> str:
    """The engine's own sentence for a placement it refuses."""
    try:
        table.game.check(table.state, seat, table.game.parse(notation))
    except GameError as exc:
        return f"`{notation}`: {exc}"
    return f"`{notation}` is not possible now."


DYNAMIC = (BuildButton, OptionSelect, AnchorSelect, ConfirmButton)
