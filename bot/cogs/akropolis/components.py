"""The guided turn (spec 5.3): tile, then place (by level), then spin with a preview, then confirm.

Each step is one ephemeral message the mover edits in place (bot/chooser.py): the tile buttons;
the level buttons and numbered footprints (the picture numbers each where its three cells meet);
the three spins, each with a picture of the city after the move, and "Build it", which submits the
whole turn at once (D25). Everything offered comes from the engine's `footprints()` and
`preview()`; the move itself goes through `submit()`, so the rules stay in the engine.
Footprint numbers are per level and per version, in the engine's order (row, then column).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import discord

import bot.cogs.akropolis.text as T
from games.akropolis import GAME
from games.akropolis.view import AkropolisView
from render import akropolis as R

from ...chooser import SLOT, Choice, Go, Play, Question, Step
from ...i18n import DEFAULT, t
from ...tables import Table
from .words import image_words

STALE = "The game has moved on since this menu was opened; use the buttons under the latest board."
# Menus of footprints on a page when they need several: the level buttons keep the first row and
# the page buttons the last.
PAGED_MENUS = 3


@dataclass(frozen=True)
class Sel:
    """The answers so far: slot 0 = no tile yet; level 0 = the lowest; fp -1 = no place yet."""

    slot: int = 0
    level: int = 0
    fp: int = -1
    spin: int = 0

    def encode(self, fp: str | None = None) -> str:
        return f"{self.slot}:{self.level}:{self.fp if fp is None else fp}:{self.spin}"

    @classmethod
    def decode(cls, text: str) -> Sel:
        try:
            slot, level, fp, spin = (int(x) for x in text.split(":"))
        except ValueError:
            return cls()
        return cls(slot, level, fp, spin)


def by_level(table: Table, seat: int) -> dict[int, list[dict[str, Any]]]:
    """The seat's legal footprints, grouped by level, each group in the engine's order."""
    groups: dict[int, list[dict[str, Any]]] = {}
    for footprint in GAME.footprints(table.state, seat):
        groups.setdefault(footprint["level"], []).append(footprint)
    return dict(sorted(groups.items()))


def chooser_step(table: Table, seat: int, state: str, loc: str = DEFAULT) -> Step:
    """One step of the guided turn, in the mover's language."""
    sel = Sel.decode(state)
    view = table.view(seat)
    affordable = view.get("affordable_slots", [])
    if sel.slot not in affordable:
        return _tile_step(view, seat, affordable, loc)
    groups = by_level(table, seat)
    level = sel.level if sel.level in groups else next(iter(groups))
    sel = replace(sel, level=level)
    if 0 <= sel.fp < len(groups[level]):
        return _spin_step(table, view, seat, sel, groups[level][sel.fp], loc)
    return _place_step(view, seat, replace(sel, fp=-1), groups, loc)


def _tile_step(view: AkropolisView, seat: int, affordable: list[int], loc: str) -> Step:
    items: list[Any] = [
        Go(T.slot_label(slot, loc), Sel(slot["slot"]).encode(), disabled=slot["slot"] not in affordable)
        for slot in view["site"]
    ]
    content = t(loc, "akropolis-choose-tile", slots=T.slots_phrase(view, seat, loc))
    words = image_words(loc)
    return Step(content, items, lambda: [("site.png", R.draw_site(view, words=words))])


def _place_step(
    view: AkropolisView, seat: int, sel: Sel, groups: dict[int, list[dict[str, Any]]], loc: str
) -> Step:
    slot = view["site"][sel.slot - 1]
    footprints = groups[sel.level]
    items: list[Any] = []
    for level, group in groups.items():
        current = level == sel.level
        style = discord.ButtonStyle.primary if current else discord.ButtonStyle.secondary
        label = t(loc, "akropolis-level-button", level=level, count=len(group))
        items.append(Go(label, Sel(sel.slot, level).encode(), style, disabled=current))
    items.append(Go(t(loc, "akropolis-other-tile"), Sel().encode()))
    choices = [
        Choice(f"{i + 1} · {T.cells(f['cells'])}", str(i), T.covers(f, loc)) for i, f in enumerate(footprints)
    ]
    items.append(
        Question(
            sel.encode(fp=SLOT),
            choices,
            lambda chunk: t(
                loc, "akropolis-places-menu", first=int(chunk[0].value) + 1, last=int(chunk[-1].value) + 1
            ),
            paged=PAGED_MENUS,
            page_label=lambda page, way: t(
                loc,
                "akropolis-places-back" if way < 0 else "akropolis-places-next",
                first=int(page[0].value) + 1,
            ),
        )
    )
    stones = sum(1 for f in footprints if f["stones"])
    content = t(
        loc,
        "akropolis-where",
        tile=T.capital(T.tile_title(slot, loc)),
        level=sel.level,
        places=len(footprints),
    )
    if len(groups) > 1:
        others = T.levels_line({k: len(v) for k, v in groups.items() if k != sel.level}, loc)
        content += t(loc, "akropolis-other-levels", levels=others)
    if sel.level > 1 and stones:
        content += t(loc, "akropolis-quarry-places", count=stones)
    caption = t(loc, "akropolis-places-caption", level=sel.level, places=len(footprints), tile=slot["tile"])
    cells_ = [f["cells"] for f in footprints]
    words = image_words(loc)
    images = lambda: [  # noqa: E731
        ("places.png", R.draw_footprints(view, seat, cells_, caption=caption, words=words))
    ]
    return Step(content, items, images)


def _spin_step(
    table: Table, view: AkropolisView, seat: int, sel: Sel, footprint: dict[str, Any], loc: str
) -> Step:
    game = table.game
    slot = view["site"][sel.slot - 1]
    placements = footprint["placements"]
    spin = min(sel.spin, len(placements) - 1)
    notation = T.notation(sel.slot, placements[spin])
    preview = game.preview(table.state, seat, game.parse(notation))
    items: list[Any] = []
    for i, placement in enumerate(placements):
        style = discord.ButtonStyle.primary if i == spin else discord.ButtonStyle.secondary
        label = T.spin_label(i, slot["hexes"], placement, loc)
        items.append(Go(label, replace(sel, spin=i).encode(), style, disabled=i == spin, row=0))
    items += [
        Play(t(loc, "akropolis-build-it", action=notation), notation, row=1),
        Go(t(loc, "akropolis-other-place"), replace(sel, fp=-1, spin=0).encode(), row=1),
        Go(t(loc, "akropolis-other-tile"), Sel().encode(), row=1),
    ]
    lines = [
        t(
            loc,
            "akropolis-spin-head",
            tile=T.capital(T.tile_title(slot, loc)),
            place=sel.fp + 1,
            level=footprint["level"],
            hexes=T.spin_text(slot["hexes"], placements[spin], loc),
        )
    ]
    after = preview["cities"][seat]
    gained = preview["preview"]["stones_gained"]
    if gained:
        lines.append(
            t(
                loc,
                "akropolis-spin-covers",
                covers=T.comma(loc).join(T.short(h, loc) for h in footprint["covers"]),
                stones=T.stones(gained, loc),
                after=after["stones"],
            )
        )
    mine = view["cities"][seat]
    if "score" in after and "score" in mine:
        before = mine["score"]["points"]["total"]
        now = after["score"]["points"]["total"]
        lines.append(t(loc, "akropolis-score-change", before=before, after=now, change=f"{now - before:+d}"))
    lines.append(t(loc, "akropolis-try-spins"))
    words = image_words(loc)
    images = lambda: [("preview.png", R.draw_preview(preview, words=words))]  # noqa: E731
    return Step("\n".join(lines), items, images)
