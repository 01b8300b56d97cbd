"""Block Buster's controls: the guided move chooser (piece, orientation, anchor cell, then a
preview to confirm), pass and resign with a confirmation, and the pieces a player has left (§9).

It asks one question at a time, each with a picture: the pieces in every orientation, then the
board with every legal anchor cell marked, then the exact cells with the engine's verdict and a
button that plays the move. It offers only what `legal()` lists and plays through `submit()`, so
the rules stay in the engine.

Every custom_id carries the game id and the version it was drawn for ("bb:" prefix), so a menu
survives a restart and one from before the last move is refused politely.
"""

from __future__ import annotations

import io
from typing import Any

import discord

from games.core import GameError
from render import blockbuster as R

from ...components import ActButton, Images, bot_of, clicked_table, guarded, mover, send_step
from ...replies import reply
from ...tables import Table
from . import text as T

MAX_SELECTS = 4  # a message holds 5 component rows; the last one keeps the buttons
STALE = "The game has moved on since this menu was opened; press **Choose a move** on the latest board."


# -- steps, as pure functions of the legal notations ------------------------------------------------


def placements(table: Table, seat: int) -> list[list[str]]:
    """The seat's legal placements as notation tokens `[piece, orient, cell]`, in legal() order."""
    return [str(a).split()[1:] for a in table.game.legal(table.state, seat) if str(a).startswith("place ")]


def resolve(places: list[list[str]], sel: tuple[str, ...]) -> tuple[tuple[str, ...], list[str]]:
    """The choices so far, with every one-way step taken, and the options of the next question."""
    while len(sel) < 3:
        n = len(sel)
        options = list(dict.fromkeys(p[n] for p in places if tuple(p[:n]) == sel))
        if len(options) != 1:
            return sel, options
        sel = (*sel, options[0])
    return sel, []


def back_target(places: list[list[str]], sel: tuple[str, ...]) -> tuple[str, ...] | None:
    """The last earlier question that had a real choice (one-way steps are skipped), or None."""
    back = sel
    while back:
        back = back[:-1]
        if resolve(places, back)[0] != sel:
            return back
    return None


def build(table: Table, seat: int, sel: tuple[str, ...], page: int) -> tuple[str, discord.ui.View, Images]:
    """One step of the chooser: (content, components, images to render)."""
    game, state = table.game, table.state
    view = game.view(state, None)
    colour = view["turn"]["colour"]
    places = placements(table, seat)
    sel, options = resolve(places, sel)
    if len(sel) < 3 and not options:  # answers that no longer lead anywhere: start over
        sel, options = resolve(places, ())
    head = f"{T.tag(view, colour)} {T.situation(view)}."
    if view["turn"]["kind"] == "jump":
        head += f"\nJump prices: {T.gap_list(view)}."
    components = discord.ui.View(timeout=None)
    gid, ver = table.id, table.version
    images: Images = list
    if not places:
        return head + "\nNo piece can be placed now.", components, images
    if not sel:
        content = head + "\nChoose a piece. The picture shows each of your pieces in every orientation."
        components.add_item(_piece_select(view, colour, gid, ver, options))
        images = lambda: [("pieces.png", R.draw_pieces(view, colour))]  # noqa: E731
    elif len(sel) == 1:
        piece = int(sel[0])
        title = T.piece_title(view, piece)
        content = (
            head + f"\n**{title}**: choose an orientation. In the picture the dot marks the anchor "
            "cell, the one you name."
        )
        select = StepSelect(gid, ver, 0, 0, sel, placeholder=f"Orientation of {title}")
        for code in options:
            n = sum(1 for p in places if p[0] == sel[0] and p[1] == code)
            select.item.add_option(label=code, value=code, description=f"{n} place{'s' * (n != 1)}")
        components.add_item(select)
        images = lambda: [("piece.png", R.draw_pieces(view, colour, piece))]  # noqa: E731
    elif len(sel) == 2:
        content, images = _anchor_step(view, head, sel, options, page, components, gid, ver)
    else:
        notation = "place " + " ".join(sel)
        preview = game.preview(state, seat, game.parse(notation))
        content = head + "\n" + T.preview_sentence(view, preview) + "\nPlay it with the button, or go back."
        components.add_item(ActButton(gid, ver, notation, f"Play: {notation}", discord.ButtonStyle.success))
        caption = f"{T.piece_title(view, int(sel[0]))} {sel[1]} at {sel[2]}"
        images = lambda: [  # noqa: E731
            ("preview.png", R.draw_preview(view, preview["cells"], legal=preview["legal"], caption=caption))
        ]
    back = back_target(places, sel)
    if back is not None:
        components.add_item(NavButton(gid, ver, back, 0, "↩ Back"))
    return content, components, images


def _piece_select(view: T.View, colour: int, gid: int, ver: int, options: list[str]) -> StepSelect:
    select = StepSelect(gid, ver, 0, 0, (), placeholder="Choose a piece")
    counts = dict(view["colours"][colour]["pieces"])
    jumps = T.gaps(view)
    for pid in options:
        piece = T.piece(view, int(pid))
        desc = f"{piece['size']} square{'s' * (piece['size'] > 1)} · {counts[int(pid)]} left"
        if int(pid) in jumps:
            gap, penalty = jumps[int(pid)]
            desc += f" · jump gap {gap}: {penalty} points"
        select.item.add_option(label=T.piece_title(view, int(pid)), value=pid, description=desc)
    return select


def _anchor_step(
    view: T.View,
    head: str,
    sel: tuple[str, ...],
    options: list[str],
    page: int,
    components: discord.ui.View,
    gid: int,
    ver: int,
) -> tuple[str, Images]:
    """Anchor cells in up to four menus of whole rows, with buttons to page through the rest."""
    piece, code = int(sel[0]), sel[1]
    title = f"{T.piece_title(view, piece)} {code}"
    chunks = T.anchor_rows(options)
    pages = [chunks[i : i + MAX_SELECTS] for i in range(0, len(chunks), MAX_SELECTS)]
    page = min(max(page, 0), len(pages) - 1)
    for k, chunk in enumerate(pages[page]):
        select = StepSelect(gid, ver, k, page, sel, placeholder=f"Anchor cell in {T.rows_label(chunk)}")
        for name in chunk:
            cells = T.covers(view, piece, code, T.parse_cell(view, name))
            covered = " ".join(T.cell(view, rc) for rc in cells)
            select.item.add_option(label=name, value=name, description=f"covers {covered}"[:100])
        components.add_item(select)

    def rows(i: int) -> str:
        return T.rows_label([name for chunk in pages[i] for name in chunk])

    if page > 0:
        components.add_item(NavButton(gid, ver, sel, page - 1, f"◀ {rows(page - 1)}"))
    if page < len(pages) - 1:
        components.add_item(NavButton(gid, ver, sel, page + 1, f"{rows(page + 1)} ▶"))
    content = (
        head + f"\n**{title}**: choose the anchor cell, where the piece's dot goes. The picture marks "
        f"all {len(options)}."
    )
    anchors = [T.parse_cell(view, name) for name in options]
    return content, lambda: [("anchors.png", R.draw_anchors(view, anchors, caption=title))]


class StepSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"bb:s:(?P<gid>\d+):(?P<ver>\d+):(?P<k>\d):(?P<page>\d+):(?P<sel>[\w ]*)",
):
    """One question of the chooser; the answers so far ride in the custom_id."""

    def __init__(
        self, game_id: int, version: int, k: int, page: int, sel: tuple[str, ...], placeholder: str = ""
    ) -> None:
        self.game_id, self.version, self.sel = game_id, version, sel
        custom_id = f"bb:s:{game_id}:{version}:{k}:{page}:{' '.join(sel)}"
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id, placeholder=placeholder[:150] or None, min_values=1, max_values=1
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> StepSelect:
        sel = tuple(match["sel"].split())
        return cls(int(match["gid"]), int(match["ver"]), int(match["k"]), int(match["page"]), sel)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await mover(interaction, self.game_id, self.version, STALE)
        if found is None:
            return
        await send_step(interaction, build(*found, (*self.sel, self.item.values[0]), 0), new=False)


class NavButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"bb:n:(?P<gid>\d+):(?P<ver>\d+):(?P<page>\d+):(?P<sel>[\w ]*)",
):
    """Back to an earlier question, or another page of anchor cells."""

    def __init__(self, game_id: int, version: int, sel: tuple[str, ...], page: int, label: str) -> None:
        self.game_id, self.version, self.sel, self.page = game_id, version, sel, page
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"bb:n:{game_id}:{version}:{page}:{' '.join(sel)}",
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> NavButton:
        sel = tuple(match["sel"].split())
        return cls(int(match["gid"]), int(match["ver"]), sel, int(match["page"]), item.label or "")

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await mover(interaction, self.game_id, self.version, STALE)
        if found is not None:
            await send_step(interaction, build(*found, self.sel, self.page), new=False)


async def confirm(
    interaction: discord.Interaction, table: Table, notation: str, label: str, question: str
) -> None:
    """Ask before an action that cannot be taken back; the engine first says whether it is allowed."""
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        await reply(interaction, "You are not playing in this game; you can watch it.")
        return
    try:
        table.game.check(table.state, seat, table.game.parse(notation))
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


async def open_table(interaction: discord.Interaction, game_id: int) -> Table | None:
    """The running game a component belongs to, or None after telling the user why not."""
    table = await clicked_table(interaction, game_id)
    if table is None or table.row.status != "active" or table.state is None:
        await reply(interaction, "That game is over; these buttons no longer do anything.")
        return None
    return table


def files(encoded: list[tuple[str, bytes]]) -> list[discord.File]:
    return [discord.File(io.BytesIO(data), filename=name) for name, data in encoded]
