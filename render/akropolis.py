"""Akropolis images from views: each city as hexes, the construction site, and placement previews.

Drawn the way the physical tiles (and Board Game Arena's table) look: each district hex carries its
icon (house, market stall, barracks shield, temple, garden tree; quarry rocks), plazas show their
stars on a lighter disc, and height reads at a glance: the fill darkens and the hex stands on a
visible stack of edges, one per level below it, with the level number beside the icon. Thick dark
borders separate different tiles (rule R7 needs them). The plain board is cropped to the city; the
"q,r" coordinates and numbered places appear only in the views where a player chooses a placement
(previews and footprint menus), exactly as commands take them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from games import hexgrid
from games.akropolis import GAME as AKROPOLIS
from games.akropolis.view import AkropolisView, CityView, PreviewView, SheetView
from games.core import Game
from games.hexgrid import Cell
from render import core
from render.core import (
    Say,
    Words,
    c,
    canvas,
    fit,
    named,
    register_colour,
    seat_tag,
    stack,
    templates,
    text_width,
)
from render.core import text as core_text

View = AkropolisView

SIZE = 24  # hex circumradius in the city images
COMPACT = 13  # in the overview of the other cities
SITE_SIZE = 15  # in the construction site panel
HEADER = 30
FOOTER = 48
# Images are this wide (or a little wider for a sprawling city): at 440 px the phone rule
# (smallest text >= width / 40) asks for 11 px text, which every label here has.
MIN_WIDTH = 440
TEXT = 12  # smallest text drawn
MAX_BOARD = 432  # widest hex map: with its margin the image stays 440 px, where 11 px text reads
STACK = 3  # pixels of visible edge per level under a hex

_SHADES: dict[str, tuple[tuple[int, int, int], ...]] = {
    "blue": ((178, 210, 242), (96, 156, 224), (36, 92, 170)),
    "yellow": ((250, 230, 150), (238, 196, 52), (176, 134, 0)),
    "red": ((242, 168, 158), (218, 82, 70), (148, 34, 28)),
    "purple": ((210, 182, 228), (156, 104, 196), (96, 48, 138)),
    "green": ((176, 222, 164), (86, 172, 86), (30, 110, 44)),
    "quarry": ((212, 210, 204), (160, 158, 152), (104, 102, 98)),
}
for _name, _shades in _SHADES.items():
    for _i, _rgb in enumerate(_shades):
        register_colour(f"ak_{_name}{_i + 1}", _rgb)
_OTHERS = dict(
    ak_edge=(250, 248, 240),
    ak_frontier=(238, 232, 218),
    ak_lake=(120, 190, 235),
    ak_side=(70, 62, 52),
    ak_plaza=(255, 252, 240),
)
for _name, _rgb in _OTHERS.items():
    register_colour(_name, _rgb)

LETTER_COLOUR = {"H": "blue", "M": "yellow", "B": "red", "T": "purple", "G": "green", "Q": "quarry"}
DISTRICT_COLOUR = {
    "house": "blue",
    "market": "yellow",
    "barracks": "red",
    "temple": "purple",
    "garden": "green",
}


# Every word the images draw, as format templates in English; the bot passes the reader's as
# `words=` (bot/cogs/akropolis/words.py).
WORDS: Mapping[str, str] = {
    "lake": "lake",
    "stones_hidden": "Stones {stones} · scores shown at the end",
    "stones": "stones",
    "total": "total",
    "quarries": "quarries",
    "facts": "{stones} st · {tiles} tiles",
    "facts_points": " · {points} pts",
    "chief_first": "chief · ",
    "game_over": "game over",
    "round": "round {round}/{rounds}",
    "site": "Site · {round} · {stacks} stacks ({face_down} face down)",
    "free": "free",
    "cost": "{cost} st",
    "site_stones": "{stones} st",
    "site_chief": " · chief",
    "to_play": " · to play",
    "va_name": "virtual architect",
    "va_head": "Virtual architect ({difficulty})",
    "easy": "easy",
    "medium": "medium",
    "hard": "hard",
    "preview": "Preview {action} (level {level}{gained})",
    "gained": ", +{stones} stones",
    "where": "{player}: where the tile can go",
}


say = Words("akropolis", templates(WORDS))


def label(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    s: str,
    *,
    size: int,
    fill: str = "ink",
    anchor: str = "mm",
) -> None:
    """render.core.text (which caches each rendered string), centred by default."""
    core_text(draw, xy, s, size=size, fill=fill, anchor=anchor)


def fill_of(code: str, level: int) -> str:
    """Palette name of a hex's fill: its colour, darker on higher levels."""
    return f"ak_{LETTER_COLOUR[code[0]]}{min(level, 3)}"


def ink_of(level: int) -> str:
    return "white" if level >= 3 else "ink"


@lru_cache(maxsize=8)
def _corner_offsets(size: float) -> tuple[tuple[float, float], ...]:
    return tuple(hexgrid.corners(0.0, 0.0, size))


@lru_cache(maxsize=8)
def _star_offsets(radius: float) -> tuple[tuple[float, float], ...]:
    points: list[tuple[float, float]] = []
    for i in range(10):
        rad = radius if i % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + 36 * i)
        points.append((rad * math.cos(angle), rad * math.sin(angle)))
    return tuple(points)


def _poly(cx: float, cy: float, offsets: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(cx + dx, cy + dy) for dx, dy in offsets]


def draw_stars(draw: ImageDraw.ImageDraw, cx: float, cy: float, count: int, radius: float = 4.5) -> None:
    step = radius * 2.0
    x0 = cx - step * (count - 1) / 2
    for i in range(count):
        draw.polygon(_poly(x0 + i * step, cy, _star_offsets(radius)), fill=c("white"), outline=c("ink"))


def _icon(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, u: float, ink: str) -> None:
    """A district's icon in a box of about 2u x 2u around (cx, cy): shape, not only colour, tells
    the districts apart."""
    fill = c(ink)
    if kind == "H":  # house: walls and a roof
        draw.rectangle((cx - 0.7 * u, cy - 0.1 * u, cx + 0.7 * u, cy + 0.8 * u), fill=fill)
        draw.polygon(
            [(cx - 1.0 * u, cy - 0.05 * u), (cx, cy - 0.9 * u), (cx + 1.0 * u, cy - 0.05 * u)], fill=fill
        )
    elif kind == "M":  # market stall: an awning over a counter
        draw.polygon(
            [
                (cx - u, cy - 0.2 * u),
                (cx - 0.7 * u, cy - 0.8 * u),
                (cx + 0.7 * u, cy - 0.8 * u),
                (cx + u, cy - 0.2 * u),
            ],
            fill=fill,
        )
        draw.rectangle((cx - 0.75 * u, cy + 0.2 * u, cx + 0.75 * u, cy + 0.8 * u), fill=fill)
        draw.line(
            (cx - 0.7 * u, cy - 0.2 * u, cx - 0.7 * u, cy + 0.2 * u), fill=fill, width=max(1, round(u / 4))
        )
        draw.line(
            (cx + 0.7 * u, cy - 0.2 * u, cx + 0.7 * u, cy + 0.2 * u), fill=fill, width=max(1, round(u / 4))
        )
    elif kind == "B":  # barracks: a shield
        draw.polygon(
            [
                (cx - 0.8 * u, cy - 0.8 * u),
                (cx + 0.8 * u, cy - 0.8 * u),
                (cx + 0.8 * u, cy),
                (cx, cy + 0.9 * u),
                (cx - 0.8 * u, cy),
            ],
            fill=fill,
        )
    elif kind == "T":  # temple: pediment, columns, step
        draw.polygon([(cx - u, cy - 0.45 * u), (cx, cy - 0.95 * u), (cx + u, cy - 0.45 * u)], fill=fill)
        for dx in (-0.65, 0.0, 0.65):
            draw.rectangle(
                (cx + (dx - 0.14) * u, cy - 0.35 * u, cx + (dx + 0.14) * u, cy + 0.55 * u), fill=fill
            )
        draw.rectangle((cx - u, cy + 0.65 * u, cx + u, cy + 0.85 * u), fill=fill)
    elif kind == "G":  # garden: a tree
        draw.rectangle((cx - 0.15 * u, cy + 0.1 * u, cx + 0.15 * u, cy + 0.9 * u), fill=fill)
        draw.ellipse((cx - 0.75 * u, cy - 0.95 * u, cx + 0.75 * u, cy + 0.4 * u), fill=fill)
    else:  # quarry: two rocks
        draw.polygon(
            [
                (cx - u, cy + 0.7 * u),
                (cx - 0.6 * u, cy - 0.3 * u),
                (cx - 0.1 * u, cy - 0.1 * u),
                (cx + 0.1 * u, cy + 0.7 * u),
            ],
            fill=fill,
        )
        draw.polygon(
            [
                (cx - 0.1 * u, cy + 0.7 * u),
                (cx + 0.3 * u, cy - 0.6 * u),
                (cx + 0.8 * u, cy - 0.2 * u),
                (cx + u, cy + 0.7 * u),
            ],
            fill=fill,
        )


def draw_hex(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    code: str,
    level: int,
    size: float,
    *,
    coords: str | None = None,
    number: bool = True,
) -> None:
    """One visible hex standing on its stack: fill by colour and level, the district's icon (stars
    on a disc for plazas), the level number, and the coordinates where a player chooses."""
    offsets = _corner_offsets(size)
    for k in range(level - 1, 0, -1):  # the edges of the hexes below, darkest at the bottom
        draw.polygon(_poly(cx, cy + k * STACK, offsets), fill=c("ak_side"), outline=c("ink"))
    draw.polygon(_poly(cx, cy, offsets), fill=c(fill_of(code, level)))
    stars = code.count("*")
    ink = ink_of(level)
    u = size * 0.3
    icon_y = cy - size * 0.12 if coords else cy
    if stars:
        r = size * 0.58
        draw.ellipse((cx - r, icon_y - r, cx + r, icon_y + r), fill=c("ak_plaza"), outline=c("ink"))
        _icon(draw, code[0], cx, icon_y + r * 0.35, u * 0.45, fill_of(code, 3))
        draw_stars(draw, cx, icon_y - r * 0.3, stars, radius=size * 0.19)
    else:
        _icon(draw, code[0], cx - (size * 0.12 if number and level > 1 else 0), icon_y, u, ink)
    if number and level > 1:
        label(draw, (cx + size * 0.62, cy - size * 0.3), str(level), size=TEXT, fill=ink)
    if coords:
        label(draw, (cx, cy + size * 0.6), coords, size=TEXT, fill=ink)


def city_cells(city: CityView) -> dict[Cell, tuple[str, int, int]]:
    """cell -> (hex code, level, tile) from a city view."""
    return {(h["q"], h["r"]): (h["hex"], h["level"], h["tile"]) for h in city["cells"]}


def empty_around(cells: Iterable[Cell], depth: int = 2) -> tuple[set[Cell], set[Cell]]:
    """Empty cells at distance 1 (the frontier) and at distance 2 from a city."""
    occupied = set(cells)
    near = {n for cell in occupied for n in hexgrid.neighbours(cell)} - occupied
    far: set[Cell] = set()
    if depth > 1:
        far = {n for cell in near for n in hexgrid.neighbours(cell)} - occupied - near
    return near, far


def _bounds(cells: Iterable[Cell], size: float) -> tuple[float, float, float, float]:
    xs: list[float] = []
    ys: list[float] = []
    for cell in cells:
        x, y = hexgrid.centre(cell, size)
        xs.append(x)
        ys.append(y)
    w, h = size * hexgrid.SQRT3 / 2, size
    return min(xs) - w, min(ys) - h, max(xs) + w, max(ys) + h


def outline(
    draw: ImageDraw.ImageDraw,
    centres: Mapping[Cell, tuple[float, float]],
    cells: Iterable[Cell],
    size: float,
    fill: str = "highlight",
    width: int = 4,
) -> None:
    """The outer border of a set of cells (the last tile, a preview)."""
    chosen = set(cells)
    offsets = _corner_offsets(size)
    for cell in chosen:
        if cell not in centres:
            continue
        cx, cy = centres[cell]
        for d, n in enumerate(hexgrid.neighbours(cell)):
            if n not in chosen:
                i, j = hexgrid.edge_corners(d)
                draw.line(
                    (cx + offsets[i][0], cy + offsets[i][1], cx + offsets[j][0], cy + offsets[j][1]),
                    fill=c(fill),
                    width=width,
                )


@say.speaks
def draw_board(
    city: CityView,
    *,
    highlight: Sequence[Sequence[int]] = (),
    show_lakes: bool = False,
    size: int = SIZE,
    choosing: bool = False,
    coords: bool = True,
    max_width: int = MAX_BOARD,
    max_height: int | None = None,
    min_size: int = 10,
    words: Say | None = None,
) -> tuple[Image.Image, dict[Cell, tuple[float, float]]]:
    """The hex map of one city alone, with the pixel centre of every drawn cell.

    The plain board is cropped to the city (and its lakes); `choosing` adds two rings of empty
    cells and (with `coords`) every cell's coordinates, for the images a player picks a placement
    from. A city too wide for `max_width` (or too tall for `max_height`) is drawn with smaller
    hexes, down to `min_size`, so the image stays phone-wide (or fits its box).
    """
    tops = city_cells(city)
    near, far = empty_around(tops)
    lakes: set[Cell] = {(q, r) for q, r in city.get("lakes", ())} if show_lakes else set()
    if not choosing:
        near, far = near & lakes, set[Cell]()
    x0, y0, x1, y1 = _bounds([*tops, *near, *far], 1.0)
    fits = [size, int((max_width - 8) / (x1 - x0))]
    if max_height is not None:
        fits.append(int((max_height - 8 - 2 * STACK) / (y1 - y0)))
    size = max(min_size, min(fits))
    x0, y0, x1, y1 = _bounds([*tops, *near, *far], size)
    pad = 4
    image = canvas(int(x1 - x0) + 2 * pad, int(y1 - y0) + 2 * pad + 2 * STACK)
    draw = ImageDraw.Draw(image)
    centres: dict[Cell, tuple[float, float]] = {}
    for cell in (*tops, *near, *far):
        x, y = hexgrid.centre(cell, size)
        centres[cell] = (x - x0 + pad, y - y0 + pad)
    offsets = _corner_offsets(size)
    small = TEXT
    for cell in far:
        cx, cy = centres[cell]
        draw.polygon(_poly(cx, cy, offsets), outline=c("lightgrey"))
        if coords:
            label(draw, (cx, cy), f"{cell[0]},{cell[1]}", size=small, fill="grid")
    for cell in near:
        cx, cy = centres[cell]
        lake = cell in lakes
        draw.polygon(_poly(cx, cy, offsets), fill=c("ak_lake" if lake else "ak_frontier"), outline=c("grid"))
        if lake and size >= SIZE:
            label(draw, (cx, cy - size * 0.12 * choosing), say("lake"), size=small, fill="darkblue")
        if choosing and coords:
            label(
                draw,
                (cx, cy + (size * 0.45 if lake else 0)),
                f"{cell[0]},{cell[1]}",
                size=small,
                fill="muted",
            )
    # Lower hexes first, so a tall hex's stack of edges overlaps its lower neighbours.
    for cell, (code, level, _) in sorted(tops.items(), key=lambda kv: (kv[1][1], centres[kv[0]][1])):
        cx, cy = centres[cell]
        draw_hex(
            draw,
            cx,
            cy,
            code,
            level,
            size,
            coords=f"{cell[0]},{cell[1]}" if choosing and coords else None,
            number=size >= SIZE - 4,
        )
    # Edges: thin between hexes of one tile, thick where another tile or the void begins.
    for cell, (_, _, tile) in tops.items():
        cx, cy = centres[cell]
        for d, n in enumerate(hexgrid.neighbours(cell)):
            other = tops.get(n)
            same = other is not None and other[2] == tile
            if other is not None and n < cell and not same:
                continue  # shared thick edges are drawn once, from the smaller cell
            i, j = hexgrid.edge_corners(d)
            draw.line(
                (cx + offsets[i][0], cy + offsets[i][1], cx + offsets[j][0], cy + offsets[j][1]),
                fill=c("ak_edge" if same else "ink"),
                width=1 if same else (3 if size >= SIZE else 2),
            )
    if highlight:
        outline(draw, centres, [(q, r) for q, r in highlight], size)
    image.info["hex_size"] = size  # smaller than asked when the city is wide
    return image, centres


def points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def _score_line(
    draw: ImageDraw.ImageDraw,
    y: int,
    width: int,
    score: SheetView | None,
    stones: int,
) -> None:
    """Running score: per district icon, base x stars = points, then stones and total (D24)."""
    if score is None:
        label(draw, (8, y + 14), say("stones_hidden", stones=stones), size=TEXT + 1, anchor="lm")
        return
    districts = score["districts"]
    points = score["points"]
    extras = [(k, v) for k, v in points.items() if k not in DISTRICT_COLOUR and k not in ("stones", "total")]
    columns = len(districts) + len(extras) + 2
    col = width // columns
    for i, d in enumerate(districts):
        x = i * col + 6
        colour = DISTRICT_COLOUR[d["district"]]
        draw.rectangle((x, y + 3, x + 15, y + 18), fill=c(f"ak_{colour}2"))
        _icon(draw, d["district"][0].upper(), x + 7.5, y + 10.5, 5, "ink")
        label(draw, (x + 19, y + 11), f"x{d['stars']}", size=TEXT - 1, fill="muted", anchor="lm")
        label(draw, (x, y + 32), f"{d['base']}x{d['stars']}={d['points']}", size=TEXT, anchor="lm")
    i = len(districts)
    for name, value in [*extras, ("stones", points["stones"]), ("total", points["total"])]:
        x = i * col + 6
        label(draw, (x, y + 11), fit(say(name), TEXT - 1, col - 6), size=TEXT - 1, fill="muted", anchor="lm")
        label(draw, (x, y + 32), str(value), size=TEXT + 3 if name == "total" else TEXT, anchor="lm")
        i += 1


@say.speaks
def draw_city(
    view: View,
    seat: int,
    *,
    highlight: Sequence[Sequence[int]] | None = None,
    size: int = SIZE,
    names: core.Names = None,
    choosing: bool = False,
    width: int = MIN_WIDTH,
    words: Say | None = None,
) -> Image.Image:
    """One player's city with a header (seat chip and name, stones, tiles, points, chief architect)
    and, drawn large, the running score below."""
    city = view["cities"][seat]
    board, _ = draw_board(
        city,
        highlight=city["last"] if highlight is None else highlight,
        show_lakes="garden" in view["variants"],
        size=size,
        choosing=choosing,
    )
    compact = size < SIZE
    footer = 0 if compact or ("score" not in city and compact) else FOOTER
    width = max(board.width + 8, width)
    image = canvas(width, HEADER + board.height + footer)
    image.paste(board, ((width - board.width) // 2, HEADER))
    draw = ImageDraw.Draw(image)
    facts = say("facts", stones=city["stones"], tiles=city["tiles"])
    if "score" in city:
        facts += say("facts_points", points=city["score"]["points"]["total"])
    if view["chief"] == seat and not view["over"]:
        facts = say("chief_first") + facts
    fsize = TEXT if compact else TEXT + 2
    label(draw, (width - 6, HEADER // 2), facts, size=fsize, fill="muted", anchor="rm")
    seat_tag(draw, (6, HEADER // 2), seat, names, size=fsize, width=width - 18 - text_width(facts, fsize))
    if not compact:
        y = HEADER + board.height
        draw.line((0, y, width, y), fill=c("grid"))
        _score_line(draw, y + 2, width, city.get("score"), city["stones"])
    return image


def draw_tile(
    draw: ImageDraw.ImageDraw, x: float, y: float, hexes: Sequence[str], size: int = SITE_SIZE
) -> None:
    """A site tile at rotation 0 (▽), its first hex top-left at (x, y); thick outline around it."""
    centres: dict[Cell, tuple[float, float]] = {}
    for (q, r), code in zip(hexgrid.PIECE_OFFSETS, hexes, strict=True):
        cx, cy = hexgrid.centre((q, r), size)
        centres[(q, r)] = (x + cx, y + cy)
        draw_hex(draw, x + cx, y + cy, code, 1, size)
    outline(draw, centres, centres, size, fill="ink", width=2)


@say.speaks
def draw_site(
    view: View, width: int = 0, names: core.Names = None, *, words: Say | None = None
) -> Image.Image:
    """The construction site: slots with cost and tile, stacks left, stones and the chief architect."""
    slot_w = 70
    site = view["site"]
    width = max(width, 12 + slot_w * len(site), MIN_WIDTH)
    architects = view["players"] + (1 if view["solo"] else 0)
    lines = (architects + 1) // 2
    image = canvas(width, 124 + 20 * lines, bg="panel")
    draw = ImageDraw.Draw(image)
    round_text = (
        say("game_over") if view["over"] else say("round", round=view["round"], rounds=view["rounds"])
    )
    label(
        draw,
        (8, 13),
        say("site", round=round_text, stacks=view["stacks_left"], face_down=view["face_down"]),
        size=TEXT + 2,
        anchor="lm",
    )
    for i, slot in enumerate(site):
        x = 8 + i * slot_w
        cost = say("free") if slot["cost"] == 0 else say("cost", cost=slot["cost"])
        label(draw, (x + 2, 38), f"{slot['slot']}", size=TEXT + 4, anchor="lm")
        label(draw, (x + 18, 39), cost, size=TEXT, fill="muted", anchor="lm")
        draw_tile(draw, x + 18, 60, slot["hexes"])
        label(draw, (x + 31, 114), f"#{slot['tile']}", size=TEXT, fill="muted", anchor="mm")
    # Stones and the chief architect token, per architect (two a line; the VA in solo).
    col = (width - 16) // 2
    for p in range(architects):
        x, y = 8 + (p % 2) * col, 134 + (p // 2) * 20
        caption = say("site_stones", stones=view["stones"][p])
        if view["chief"] == p and not view["over"]:
            caption += say("site_chief")
        if view["current"] == p:
            caption += say("to_play")
        if p < view["players"]:
            end = seat_tag(draw, (x, y), p, names, size=TEXT, width=col - 8 - text_width(caption, TEXT))
        else:
            end = seat_tag(draw, (x, y), 0, [say("va_name")], size=TEXT, colour="darkgrey", mark="VA")
        label(
            draw,
            (end + 6, y),
            caption,
            size=TEXT,
            anchor="lm",
            fill="highlight" if view["current"] == p else "ink",
        )
    return image


@say.speaks
def draw_va(view: View, width: int = MIN_WIDTH, *, rows: int = 1, words: Say | None = None) -> Image.Image:
    """The solo virtual architect: its tiles (no placement rules), stones and score; room for
    `rows` rows of tiles at least."""
    va = view["va"]
    assert va is not None, "drawn only in the solo game"
    per_row = max(1, (width - 16) // 52)
    rows = max(rows, math.ceil(len(va["tiles"]) / per_row))
    image = canvas(width, HEADER + rows * 52 + 8 + FOOTER)
    draw = ImageDraw.Draw(image)
    n = len(va["tiles"])
    facts = say("facts", stones=va["stones"], tiles=n)
    if "score" in va:
        facts += say("facts_points", points=va["score"]["points"]["total"])
    label(draw, (width - 6, HEADER // 2), facts, size=TEXT + 2, fill="muted", anchor="rm")
    seat_tag(
        draw,
        (6, HEADER // 2),
        0,
        [say("va_head", difficulty=say(view["difficulty"]))],
        size=TEXT + 2,
        colour="darkgrey",
        mark="VA",
        width=width - 18 - text_width(facts, TEXT + 2),
    )
    for i, tile in enumerate(va["tiles"]):
        x = 10 + (i % per_row) * 52
        y = HEADER + 12 + (i // per_row) * 52
        draw_tile(draw, x + 4, y, tile["hexes"], size=13)
    y = HEADER + rows * 52 + 8
    draw.line((0, y, width, y), fill=c("grid"))
    _score_line(draw, y + 2, width, va.get("score"), va["stones"])
    return image


def focus_of(view: View) -> int:
    """Whose city is drawn large by default: the seat to play, else the best score, else seat 1."""
    if view["current"] is not None and view["current"] < view["players"]:
        return int(view["current"])
    scored = [
        (city["score"]["points"]["total"], -i) for i, city in enumerate(view["cities"]) if "score" in city
    ]
    return -max(scored)[1] if scored else 0


@say.speaks
def draw_overview(
    view: View,
    seats: Sequence[int],
    names: core.Names = None,
    *,
    words: Say | None = None,
) -> Image.Image:
    """The other cities, small (icons and heights, no numbers) under one another: context, not
    the board a player plays on."""
    boards = [draw_city(view, p, size=COMPACT, names=names, width=300) for p in seats]
    return stack(boards, gap=4)


@say.speaks
def post_images(
    view: View, *, names: core.Names = None, focus: int | None = None, words: Say | None = None
) -> list[tuple[str, Image.Image]]:
    """What a move posts: the site with the focus city large (the seat that just moved or must
    move), then one small overview of the other cities (and the virtual architect in solo).

    Two attachments rather than one tall image: Discord shows the first large and the second
    beside or under it, and a player who only needs the site and their city never scrolls.
    """
    seat = focus_of(view) if focus is None else focus
    main = stack([draw_site(view, names=names), draw_city(view, seat, names=names)])
    images = [("board.png", main)]
    others = [p for p in range(view["players"]) if p != seat]
    parts = [draw_overview(view, others, names)] if others else []
    if view["solo"] and view.get("va"):
        parts.append(draw_va(view))
    if parts:
        images.append(("others.png", stack(parts)))
    return images


# The one-piece picture: each city in a box of one size from the first turn to the last (per
# player count), two boxes a row; a city's first two lines are its player and its facts.
TABLE_BOX = {
    1: (MIN_WIDTH, 300),
    2: (MIN_WIDTH // 2, 240),
    3: (MIN_WIDTH // 2, 200),
    4: (MIN_WIDTH // 2, 200),
}
CITY_HEAD = 36
VA_ROWS = 3  # the virtual architect takes a tile a turn: 18 at most, three rows of eight


@say.speaks
def draw_boxed_city(
    view: View, seat: int, box: tuple[int, int], names: core.Names = None, *, words: Say | None = None
) -> Image.Image:
    """One city in a box of `box` pixels: its player and facts on two lines, then the city with
    hexes as large as the box allows (at most the large boards' size), its last tile outlined."""
    city = view["cities"][seat]
    width, height = box
    board, _ = draw_board(
        city,
        highlight=city["last"],
        show_lakes="garden" in view["variants"],
        max_width=width,
        max_height=height - CITY_HEAD,
        min_size=6,
    )
    image = canvas(width, height)
    image.paste(board, ((width - board.width) // 2, CITY_HEAD + (height - CITY_HEAD - board.height) // 2))
    draw = ImageDraw.Draw(image)
    facts = say("facts", stones=city["stones"], tiles=city["tiles"])
    if "score" in city:
        facts += say("facts_points", points=city["score"]["points"]["total"])
    if view["chief"] == seat and not view["over"]:
        facts = say("chief_first") + facts
    seat_tag(draw, (6, 11), seat, names, size=TEXT + 1, width=width - 12)
    playing = view["current"] == seat and not view["over"]
    label(
        draw,
        (6, 28),
        fit(facts, TEXT, width - 12),
        size=TEXT,
        fill="highlight" if playing else "muted",
        anchor="lm",
    )
    return image


@say.speaks
def draw(view: View, *, names: core.Names = None, words: Say | None = None) -> Image.Image:
    """The game in one picture (a replay's frame): the site, then every city in a box the same size
    all game, two a row (and the virtual architect in solo). A growing city is drawn smaller
    rather than the picture taller: the picture keeps one size from the first turn to the last,
    and each city its place, so a replay's frames follow one another without a jump."""
    players = view["players"]
    box = TABLE_BOX[min(players, 4)]
    cities = [draw_boxed_city(view, p, box, names) for p in range(players)]
    width = max(MIN_WIDTH, box[0] * min(players, 2))
    rows: list[Image.Image] = []
    for i in range(0, players, 2):
        pair = cities[i : i + 2]
        row = canvas(width, box[1])
        x = (width - box[0] * len(pair)) // 2
        for k, city in enumerate(pair):
            row.paste(city, (x + k * box[0], 0))
            if k:
                ImageDraw.Draw(row).line((x + k * box[0], 4, x + k * box[0], box[1] - 4), fill=c("grid"))
        rows.append(row)
    parts = [draw_site(view, width, names), *rows]
    if view["solo"] and view.get("va"):
        parts.append(draw_va(view, width, rows=VA_ROWS))
    return stack(parts, gap=2)


@say.speaks
def draw_preview(view: PreviewView, *, names: core.Names = None, words: Say | None = None) -> Image.Image:
    """A candidate placement: the city after the move (from `GAME.preview`), the new tile outlined,
    coordinates shown (a player is choosing)."""
    preview = view["preview"]
    image = draw_city(view, preview["seat"], highlight=preview["cells"], names=names, choosing=True)
    gained = say("gained", stones=preview["stones_gained"]) if preview["stones_gained"] else ""
    caption = say("preview", action=preview["action"], level=preview["level"], gained=gained)
    bar = canvas(image.width, TEXT + 14, bg="bg")
    label(
        ImageDraw.Draw(bar),
        (8, (TEXT + 14) // 2),
        fit(caption, TEXT + 2, image.width - 16),
        size=TEXT + 2,
        fill="highlight",
        anchor="lm",
    )
    return stack([bar, image], gap=0)


@say.speaks
def draw_footprints(
    view: View,
    seat: int,
    footprints: Sequence[Sequence[Sequence[int]]],
    *,
    caption: str = "",
    size: int = 28,
    names: core.Names = None,
    words: Say | None = None,
) -> Image.Image:
    """A city with candidate footprints numbered 1.. in the order given, for a placement menu.

    Three mutually adjacent hexes meet at one corner, so each footprint gets its number there:
    neighbouring footprints never share a mark, and the mark sits on all three cells it names.
    """
    city = view["cities"][seat]
    board, centres = draw_board(
        city, show_lakes="garden" in view["variants"], size=size, choosing=True, coords=False
    )
    size = board.info["hex_size"]
    draw = ImageDraw.Draw(board)
    radius = size * 0.4
    for number, cells in enumerate(footprints, start=1):
        points_ = [centres[(q, r)] for q, r in cells]
        x = sum(p[0] for p in points_) / 3
        y = sum(p[1] for p in points_) / 3
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=c("highlight"), outline=c("ink"))
        label(draw, (x, y), str(number), size=TEXT + 1 if number < 100 else TEXT, fill="white")
    width = max(board.width, MIN_WIDTH)
    image = canvas(width, HEADER + board.height)
    image.paste(board, ((width - board.width) // 2, HEADER))
    head = ImageDraw.Draw(image)
    # The caption (or "<player>: where the tile can go") stands in the seat's name beside its chip.
    shown = caption or say("where", player=named(seat, names, 14, 200))
    seat_tag(head, (6, HEADER // 2), seat, [*([""] * seat), shown], size=14, width=width - 12)
    return image


def gallery_choosers(
    game: Game, state: Any, seat: int, names: Sequence[str]
) -> Iterator[tuple[str, Image.Image]]:
    """The images the seat to act chooses its move from, for `python -m render.gallery`: where the
    tile can go, and the first legal move's preview."""
    prints = [f["cells"] for f in AKROPOLIS.footprints(state, seat)][:40]
    view = game.view(state, None)
    yield "places", draw_footprints(view, seat, prints, caption="Level 1: where the tile can go")
    legal = game.legal(state, seat)
    if legal:
        yield "preview", draw_preview(game.preview(state, seat, legal[0]), names=names)


if TYPE_CHECKING:
    # pyright checks here that this module draws its game's views as `Renderer` says.
    from render import akropolis as _this
    from render.renderers import GalleryChoosers

    _GALLERY: GalleryChoosers = gallery_choosers
    _RENDERER: core.Renderer[AkropolisView] = _this
