"""The guided turn (spec 5.3): tile, then place (by level), then spin with a preview, then confirm.

Each step is one ephemeral message the mover edits in place: the tile buttons; the level
buttons and numbered footprints (the picture numbers each where its three cells meet); the three
spins, each with a picture of the city after the move, and "Build it", an `ActButton` that
submits the whole turn at once (D25). Everything offered comes from the engine's `footprints()`
and `preview()`; the move itself goes through `submit()`, so the rules stay in the engine.

A custom_id carries the game id, the version it was drawn for and the answers so far
("ak:" prefix): a menu survives a restart, and one from before the last move is refused politely.
Footprint numbers are per level and per version, in the engine's order (row, then column).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import discord

from render import akropolis as R

from ...components import ActButton, Images, guarded, mover, send_step
from ...tables import Table
from . import text as T

STALE = "The game has moved on since this menu was opened; use the buttons under the latest board."
PER_SELECT = 25
MAX_SELECTS = 4  # a message holds five rows; the first keeps the level buttons
PAGED_SELECTS = 3  # when the footprints need pages, the last row holds the page buttons


@dataclass(frozen=True)
class Sel:
    """The answers so far: slot 0 = no tile yet; level 0 = the lowest; fp -1 = no place yet."""

    slot: int = 0
    level: int = 0
    page: int = 0
    fp: int = -1
    spin: int = 0

    def encode(self) -> str:
        return f"{self.slot}:{self.level}:{self.page}:{self.fp}:{self.spin}"

    @classmethod
    def decode(cls, text: str) -> Sel:
        slot, level, page, fp, spin = (int(x) for x in text.split(":"))
        return cls(slot, level, page, fp, spin)


SEL = r"(?P<sel>\d+:\d+:\d+:-?\d+:\d)"


def by_level(table: Table, seat: int) -> dict[int, list[dict[str, Any]]]:
    """The seat's legal footprints, grouped by level, each group in the engine's order."""
    groups: dict[int, list[dict[str, Any]]] = {}
    for footprint in table.game.footprints(table.state, seat):  # type: ignore[attr-defined]
        groups.setdefault(footprint["level"], []).append(footprint)
    return dict(sorted(groups.items()))


def pages_of(count: int) -> tuple[int, int]:
    """(footprints per page, pages) for a level with `count` footprints."""
    if count <= PER_SELECT * MAX_SELECTS:
        return PER_SELECT * MAX_SELECTS, 1
    per = PER_SELECT * PAGED_SELECTS
    return per, -(-count // per)


def build(table: Table, seat: int, sel: Sel) -> tuple[str, discord.ui.View, Images]:
    """One step of the guided turn: (content, components, images to render)."""
    view = table.game.view(table.state, seat)
    affordable = view.get("affordable_slots", [])
    if sel.slot not in affordable:
        return _tile_step(table, view, seat, affordable)
    groups = by_level(table, seat)
    level = sel.level if sel.level in groups else next(iter(groups))
    sel = replace(sel, level=level)
    if 0 <= sel.fp < len(groups[level]):
        return _spin_step(table, view, seat, sel, groups[level][sel.fp])
    return _place_step(table, view, seat, replace(sel, fp=-1), groups)


def _tile_step(
    table: Table, view: dict[str, Any], seat: int, affordable: list[int]
) -> tuple[str, discord.ui.View, Images]:
    components = discord.ui.View(timeout=None)
    for slot in view["site"]:
        button = GoButton(table.id, table.version, Sel(slot["slot"]), T.slot_label(slot))
        button.item.disabled = slot["slot"] not in affordable
        components.add_item(button)
    content = (
        f"Choose the tile to take: {T.slots_phrase(view, seat)}. "
        "Then you choose where it goes and how it is turned, and see the result before you build."
    )
    return content, components, lambda: [("site.png", R.draw_site(view))]


def _place_step(
    table: Table, view: dict[str, Any], seat: int, sel: Sel, groups: dict[int, list[dict[str, Any]]]
) -> tuple[str, discord.ui.View, Images]:
    slot = view["site"][sel.slot - 1]
    footprints = groups[sel.level]
    per, pages = pages_of(len(footprints))
    page = min(max(sel.page, 0), pages - 1)
    components = discord.ui.View(timeout=None)
    gid, ver = table.id, table.version
    for level, group in groups.items():
        button = GoButton(gid, ver, Sel(sel.slot, level), f"Level {level} · {len(group)}")
        if level == sel.level:
            button.item.style, button.item.disabled = discord.ButtonStyle.primary, True
        components.add_item(button)
    components.add_item(GoButton(gid, ver, Sel(), "↩ Other tile"))
    first = page * per
    for start in range(first, min(first + per, len(footprints)), PER_SELECT):
        chunk = footprints[start : start + PER_SELECT]
        end = start + len(chunk)
        select = PlaceSelect(gid, ver, replace(sel, page=page), start, f"Places {start + 1}-{end}")
        for i, footprint in enumerate(chunk, start=start):
            select.item.add_option(
                label=f"{i + 1} · {T.cells(footprint['cells'])}",
                value=str(i),
                description=T.covers(footprint)[:100],
            )
        components.add_item(select)
    if page > 0:
        components.add_item(GoButton(gid, ver, replace(sel, page=page - 1), f"◀ places {first - per + 1}-"))
    if page < pages - 1:
        components.add_item(GoButton(gid, ver, replace(sel, page=page + 1), f"places {first + per + 1}- ▶"))
    stones = sum(1 for f in footprints if f["stones"])
    content = (
        f"**{T.capital(T.tile_title(slot))}.** Where do you build it? "
        f"On **level {sel.level}** it fits in {T.plural(len(footprints), 'place')}, numbered on the "
        "picture where their three cells meet; choose one below."
    )
    if len(groups) > 1:
        content += (
            f" Other levels: {T.levels_line({k: len(v) for k, v in groups.items() if k != sel.level})}."
        )
    if sel.level > 1 and stones:
        content += f" {stones} of them cover quarries: +1 stone per quarry covered."
    caption = f"Level {sel.level}: {T.plural(len(footprints), 'place')} for tile #{slot['tile']}"
    cells_ = [f["cells"] for f in footprints]
    return (
        content,
        components,
        lambda: [("places.png", R.draw_footprints(view, seat, cells_, caption=caption))],
    )


def _spin_step(
    table: Table, view: dict[str, Any], seat: int, sel: Sel, footprint: dict[str, Any]
) -> tuple[str, discord.ui.View, Images]:
    game, gid, ver = table.game, table.id, table.version
    slot = view["site"][sel.slot - 1]
    placements = footprint["placements"]
    spin = min(sel.spin, len(placements) - 1)
    notation = T.notation(sel.slot, placements[spin])
    preview = game.preview(table.state, seat, game.parse(notation))  # type: ignore[attr-defined]
    components = discord.ui.View(timeout=None)
    for i, placement in enumerate(placements):
        button = GoButton(gid, ver, replace(sel, spin=i), T.spin_label(i, slot["hexes"], placement))
        if i == spin:
            button.item.style, button.item.disabled = discord.ButtonStyle.primary, True
        button.row = 0
        components.add_item(button)
    build_it = ActButton(gid, ver, notation, f"Build it ({notation})", discord.ButtonStyle.success)
    build_it.row = 1
    components.add_item(build_it)
    back = GoButton(gid, ver, replace(sel, fp=-1, spin=0), "↩ Other place")
    back.row = 1
    components.add_item(back)
    other = GoButton(gid, ver, Sel(), "↩ Other tile")
    other.row = 1
    components.add_item(other)
    lines = [
        f"**{T.capital(T.tile_title(slot))}**, place {sel.fp + 1} on level "
        f"{footprint['level']}: {T.spin_text(slot['hexes'], placements[spin])}."
    ]
    after = preview["cities"][seat]
    gained = preview["preview"]["stones_gained"]
    if gained:
        lines.append(
            f"It covers {', '.join(T.short(h) for h in footprint['covers'])}: +{T.plural(gained, 'stone')} "
            f"(you would have {after['stones']})."
        )
    if "score" in after and "score" in view["cities"][seat]:
        before = view["cities"][seat]["score"]["points"]["total"]
        now = after["score"]["points"]["total"]
        lines.append(f"Your score would go from {before} to **{now}** ({now - before:+d}).")
    lines.append("Try the other spins, or press **Build it** to play this turn.")
    return "\n".join(lines), components, lambda: [("preview.png", R.draw_preview(preview))]


class TakeButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"ak:t:(?P<gid>\d+):(?P<ver>\d+):(?P<slot>\d+)"
):
    """Under the board, one per site slot: opens the mover's guided turn with that tile."""

    def __init__(
        self, game_id: int, version: int, slot: int, label: str = "", disabled: bool = False
    ) -> None:
        self.game_id, self.version, self.slot = game_id, version, slot
        super().__init__(
            discord.ui.Button(
                label=(label or f"Slot {slot}")[:80],
                style=discord.ButtonStyle.success if slot == 1 else discord.ButtonStyle.primary,
                custom_id=f"ak:t:{game_id}:{version}:{slot}",
                disabled=disabled,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> TakeButton:
        return cls(int(match["gid"]), int(match["ver"]), int(match["slot"]), item.label or "")

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await mover(interaction, self.game_id, self.version, STALE)
        if found is not None:
            await send_step(interaction, build(*found, Sel(self.slot)), new=True)


class GoButton(discord.ui.DynamicItem[discord.ui.Button], template=r"ak:g:(?P<gid>\d+):(?P<ver>\d+):" + SEL):
    """A step of the guided turn: a tile, a level, a page, a spin, or back."""

    def __init__(self, game_id: int, version: int, sel: Sel, label: str = "") -> None:
        self.game_id, self.version, self.sel = game_id, version, sel
        super().__init__(
            discord.ui.Button(
                label=(label or "…")[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"ak:g:{game_id}:{version}:{sel.encode()}",
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> GoButton:
        return cls(int(match["gid"]), int(match["ver"]), Sel.decode(match["sel"]), item.label or "")

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await mover(interaction, self.game_id, self.version, STALE)
        if found is not None:
            await send_step(interaction, build(*found, self.sel), new=False)


class PlaceSelect(
    discord.ui.DynamicItem[discord.ui.Select], template=r"ak:p:(?P<gid>\d+):(?P<ver>\d+):(?P<k>\d+):" + SEL
):
    """Numbered footprints of one level; the value is the footprint's index within that level."""

    def __init__(self, game_id: int, version: int, sel: Sel, k: int, placeholder: str = "") -> None:
        self.game_id, self.version, self.sel = game_id, version, sel
        # `k` (the first index offered) keeps apart the custom_ids of one page's menus, which
        # share every answer so far.
        super().__init__(
            discord.ui.Select(
                custom_id=f"ak:p:{game_id}:{version}:{k}:{sel.encode()}",
                placeholder=placeholder[:150] or None,
                min_values=1,
                max_values=1,
            )
        )

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any) -> PlaceSelect:
        return cls(int(match["gid"]), int(match["ver"]), Sel.decode(match["sel"]), int(match["k"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        found = await mover(interaction, self.game_id, self.version, STALE)
        if found is None:
            return
        chosen = replace(self.sel, fp=int(self.item.values[0]), spin=0)
        await send_step(interaction, build(*found, chosen), new=False)


ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (TakeButton, GoButton, PlaceSelect)
