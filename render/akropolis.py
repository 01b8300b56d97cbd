"""Akropolis images from views: each city as hexes, the construction site, and placement previews.

Every hex shows the spec's notation (H2 = house on level 2, Q1 = quarry, plazas with their stars)
over a fill whose shade deepens with the level, and its "q,r" coordinates exactly as commands take
them; thick dark borders separate different tiles (rule R7 needs them). Empty cells next to the
city carry their coordinates too, so a level-1 placement can be typed from the image.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games import hexgrid
from games.hexgrid import Cell
from render.core import c, canvas, font, register_colour, seat_colour
from render.core import text as core_text

SIZE = 24  # hex circumradius in the city images
SITE_SIZE = 15  # in the construction site panel
HEADER = 26
FOOTER = 44
MIN_WIDTH = 470

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
register_colour("ak_edge", (250, 248, 240))
register_colour("ak_frontier", (238, 232, 218))
register_colour("ak_lake", (120, 190, 235))

LETTER_COLOUR = {"H": "blue", "M": "yellow", "B": "red", "T": "purple", "G": "green", "Q": "quarry"}
DISTRICT_COLOUR = {
    "house": "blue",
    "market": "yellow",
    "barracks": "red",
    "temple": "purple",
    "garden": "green",
}


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
    points = []
    for i in range(10):
        rad = radius if i % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + 36 * i)
        points.append((rad * math.cos(angle), rad * math.sin(angle)))
    return tuple(points)


def _poly(cx: float, cy: float, offsets: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(cx + dx, cy + dy) for dx, dy in offsets]


def draw_stars(draw: ImageDraw.ImageDraw, cx: float, cy: float, count: int, radius: float = 4.5) -> None:
    step = radius * 2.2
    x0 = cx - step * (count - 1) / 2
    for i in range(count):
        draw.polygon(_poly(x0 + i * step, cy, _star_offsets(radius)), fill=c("white"), outline=c("ink"))


def draw_hex(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    code: str,
    level: int,
    size: float,
    *,
    coords: str | None = None,
) -> None:
    """One visible hex: fill by colour and level, notation text, stars on plazas, coordinates."""
    draw.polygon(_poly(cx, cy, _corner_offsets(size)), fill=c(fill_of(code, level)))
    stars = code.count("*")
    ink = ink_of(level)
    small = size < 20
    notation = code[0] + str(level) if not small else code[0]
    if stars:
        draw_stars(draw, cx, cy - size * 0.5, stars, radius=size * 0.19)
    label(
        draw,
        (cx, cy + (size * 0.08 if stars else -size * 0.06)),
        notation,
        size=13 if not small else 11,
        fill=ink,
    )
    if coords:
        label(draw, (cx, cy + size * 0.56), coords, size=9, fill=ink)


def city_cells(city: Mapping[str, Any]) -> dict[Cell, tuple[str, int, int]]:
    """cell -> (hex code, level, tile) from a city view."""
    return {(h["q"], h["r"]): (h["hex"], h["level"], h["tile"]) for h in city["cells"]}


def empty_around(cells: Iterable[Cell], depth: int = 2) -> tuple[set[Cell], set[Cell]]:
    """Empty cells at distance 1 (the frontier) and at distance 2 from a city."""
    occupied = set(cells)
    near = {n for cell in occupied for n in hexgrid.neighbours(cell)} - occupied
    far = ({n for cell in near for n in hexgrid.neighbours(cell)} - occupied - near) if depth > 1 else set()
    return near, far


def _bounds(cells: Iterable[Cell], size: float) -> tuple[float, float, float, float]:
    xs, ys = [], []
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


def draw_board(
    city: Mapping[str, Any],
    *,
    highlight: Sequence[Sequence[int]] = (),
    show_lakes: bool = False,
    size: int = SIZE,
) -> tuple[Image.Image, dict[Cell, tuple[float, float]]]:
    """The hex map of one city alone, with the pixel centre of every drawn cell."""
    tops = city_cells(city)
    near, far = empty_around(tops)
    lakes = {(q, r) for q, r in city.get("lakes", ())} if show_lakes else set()
    x0, y0, x1, y1 = _bounds([*tops, *near, *far], size)
    pad = 4
    image = canvas(int(x1 - x0) + 2 * pad, int(y1 - y0) + 2 * pad)
    draw = ImageDraw.Draw(image)
    centres: dict[Cell, tuple[float, float]] = {}
    for cell in (*tops, *near, *far):
        x, y = hexgrid.centre(cell, size)
        centres[cell] = (x - x0 + pad, y - y0 + pad)
    offsets = _corner_offsets(size)
    for cell in far:
        cx, cy = centres[cell]
        draw.polygon(_poly(cx, cy, offsets), outline=c("lightgrey"))
        label(draw, (cx, cy), f"{cell[0]},{cell[1]}", size=9, fill="grid")
    for cell in near:
        cx, cy = centres[cell]
        lake = cell in lakes
        draw.polygon(_poly(cx, cy, offsets), fill=c("ak_lake" if lake else "ak_frontier"), outline=c("grid"))
        if lake:
            label(draw, (cx, cy - size * 0.12), "lake", size=10, fill="darkblue")
        label(draw, (cx, cy + (size * 0.45 if lake else 0)), f"{cell[0]},{cell[1]}", size=9, fill="muted")
    for cell, (code, level, _) in tops.items():
        cx, cy = centres[cell]
        draw_hex(draw, cx, cy, code, level, size, coords=f"{cell[0]},{cell[1]}")
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
                width=1 if same else 3,
            )
    if highlight:
        outline(draw, centres, [(q, r) for q, r in highlight], size)
    return image, centres


def points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def _score_line(
    draw: ImageDraw.ImageDraw, y: int, width: int, score: Mapping[str, Any] | None, stones: int
) -> None:
    """Running score: per district base x stars = points, then stones and total (D24)."""
    if score is None:
        label(draw, (8, y + 14), f"Stones {stones} · scores shown at the end", size=13, anchor="lm")
        return
    districts = score["districts"]
    points = score["points"]
    extras = [(k, v) for k, v in points.items() if k not in DISTRICT_COLOUR and k not in ("stones", "total")]
    columns = len(districts) + len(extras) + 2
    col = width // columns
    for i, d in enumerate(districts):
        x = i * col + 6
        draw.rectangle((x, y + 4, x + 10, y + 14), fill=c(f"ak_{DISTRICT_COLOUR[d['district']]}2"))
        label(draw, (x + 14, y + 9), d["district"][:8], size=10, fill="muted", anchor="lm")
        label(draw, (x, y + 26), f"{d['base']}x{d['stars']}={d['points']}", size=12, anchor="lm")
    i = len(districts)
    for name, value in [*extras, ("stones", points["stones"]), ("total", points["total"])]:
        x = i * col + 6
        label(draw, (x, y + 9), name, size=10, fill="muted", anchor="lm")
        label(draw, (x, y + 26), str(value), size=14 if name == "total" else 12, anchor="lm")
        i += 1


def draw_city(
    view: Mapping[str, Any],
    seat: int,
    *,
    highlight: Sequence[Sequence[int]] | None = None,
    size: int = SIZE,
) -> Image.Image:
    """One player's city with a header (seat, stones, chief architect) and the running score."""
    city = view["cities"][seat]
    board, _ = draw_board(
        city,
        highlight=city["last"] if highlight is None else highlight,
        show_lakes="garden" in view["variants"],
        size=size,
    )
    width = max(board.width, MIN_WIDTH)
    image = canvas(width, HEADER + board.height + FOOTER)
    image.paste(board, ((width - board.width) // 2, HEADER))
    draw = ImageDraw.Draw(image)
    draw.rectangle((6, 6, 20, 20), fill=c(seat_colour(seat)))
    header = (
        f"P{seat + 1}   {city['stones']} stone{'s' if city['stones'] != 1 else ''}   "
        f"{city['tiles']} tile{'s' if city['tiles'] != 1 else ''}"
    )
    if "score" in city:
        header += f"   {points(city['score']['points']['total'])}"
    label(draw, (26, 13), header, size=14, anchor="lm")
    if view["chief"] == seat and not view["over"]:
        label(draw, (width - 8, 13), "chief architect", size=12, fill="darkred", anchor="rm")
    y = HEADER + board.height
    draw.line((0, y, width, y), fill=c("grid"))
    _score_line(draw, y + 2, width, city.get("score"), city["stones"])
    return image


def draw_tile(
    draw: ImageDraw.ImageDraw, x: float, y: float, hexes: Sequence[str], size: int = SITE_SIZE
) -> None:
    """A site tile at rotation 0 (▽), its first hex top-left at (x, y); thick outline around it."""
    centres = {}
    for (q, r), code in zip(hexgrid.PIECE_OFFSETS, hexes, strict=True):
        cx, cy = hexgrid.centre((q, r), size)
        centres[(q, r)] = (x + cx, y + cy)
        draw_hex(draw, x + cx, y + cy, code, 1, size)
    outline(draw, centres, centres, size, fill="ink", width=2)


def draw_site(view: Mapping[str, Any], width: int = 0) -> Image.Image:
    """The construction site: slots with cost and tile, stacks left, stones and the chief architect."""
    slot_w = 96
    site = view["site"]
    width = max(width, 12 + slot_w * max(len(site), 6), MIN_WIDTH)
    image = canvas(width, 150, bg="panel")
    draw = ImageDraw.Draw(image)
    round_text = "game over" if view["over"] else f"round {view['round']}/{view['rounds']}"
    label(
        draw,
        (8, 12),
        f"Construction site · {round_text} · {view['stacks_left']} stacks left "
        f"({view['face_down']} tiles face down)",
        size=14,
        anchor="lm",
    )
    for i, slot in enumerate(site):
        x = 8 + i * slot_w
        cost = "free" if slot["cost"] == 0 else f"{slot['cost']} stone{'s' if slot['cost'] > 1 else ''}"
        label(draw, (x + 4, 34), f"{slot['slot']}", size=16, anchor="lm")
        label(draw, (x + 22, 35), cost, size=11, fill="muted", anchor="lm")
        draw_tile(draw, x + 22, 62, slot["hexes"])
        label(draw, (x + 36, 112), f"#{slot['tile']}", size=11, fill="muted", anchor="mm")
    # Stones and the chief architect token, per architect (P1.., and the VA in solo).
    y = 134
    x = 8
    names = [f"P{p + 1}" for p in range(view["players"])] + (["VA"] if view["solo"] else [])
    for p, name in enumerate(names):
        colour = seat_colour(p) if p < view["players"] else "darkgrey"
        draw.rectangle((x, y - 6, x + 12, y + 6), fill=c(colour))
        caption = f"{name} {view['stones'][p]} stone{'s' if view['stones'][p] != 1 else ''}"
        if view["chief"] == p and not view["over"]:
            caption += " (chief)"
        if view["current"] == p:
            caption += " · to play"
        label(draw, (x + 16, y), caption, size=12, anchor="lm")
        x += 32 + int(font(12).getlength(caption))
    return image


def draw_va(view: Mapping[str, Any], width: int = MIN_WIDTH) -> Image.Image:
    """The solo virtual architect: its tiles (no placement rules), stones and score."""
    va = view["va"]
    per_row = max(1, (width - 16) // 52)
    rows = max(1, math.ceil(len(va["tiles"]) / per_row))
    image = canvas(width, HEADER + rows * 52 + 8 + FOOTER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((6, 6, 20, 20), fill=c("darkgrey"))
    n = len(va["tiles"])
    header = (
        f"Virtual architect ({view['difficulty']})   {va['stones']} stone{'s' if va['stones'] != 1 else ''}"
        f"   {n} tile{'s' if n != 1 else ''}"
    )
    if "score" in va:
        header += f"   {points(va['score']['points']['total'])}"
    label(draw, (26, 13), header, size=14, anchor="lm")
    for i, tile in enumerate(va["tiles"]):
        x = 10 + (i % per_row) * 52
        y = HEADER + 12 + (i // per_row) * 52
        draw_tile(draw, x + 4, y, tile["hexes"], size=13)
    y = HEADER + rows * 52 + 8
    draw.line((0, y, width, y), fill=c("grid"))
    _score_line(draw, y + 2, width, va.get("score"), va["stones"])
    return image


def _stack(images: Sequence[Image.Image], columns: int, gap: int = 6) -> Image.Image:
    """Paste images in a grid of `columns`, row heights set by their tallest image."""
    rows = [images[i : i + columns] for i in range(0, len(images), columns)]
    col_w = max(im.width for im in images)
    width = col_w * min(columns, len(images)) + gap * (min(columns, len(images)) - 1)
    heights = [max(im.height for im in row) for row in rows]
    out = canvas(width, sum(heights) + gap * (len(rows) - 1), bg="grid")
    y = 0
    for row, h in zip(rows, heights, strict=True):
        for i, im in enumerate(row):
            out.paste(im, (i * (col_w + gap), y))
        y += h + gap
    return out


def draw(view: Mapping[str, Any]) -> Image.Image:
    """The channel image: the site on top, then every city (and the virtual architect in solo)."""
    boards = [draw_city(view, p) for p in range(view["players"])]
    if view["solo"]:
        boards.append(draw_va(view, boards[0].width))
    columns = 1 if view["solo"] or len(boards) == 1 else 2
    cities = _stack(boards, columns)
    site = draw_site(view, cities.width)
    return _stack([site, cities], 1)


def draw_preview(view: Mapping[str, Any]) -> Image.Image:
    """A candidate placement: the city after the move (from `GAME.preview`), the new tile outlined."""
    preview = view["preview"]
    image = draw_city(view, preview["seat"], highlight=preview["cells"])
    draw = ImageDraw.Draw(image)
    gained = f", +{preview['stones_gained']} stones" if preview["stones_gained"] else ""
    caption = f"preview {preview['action']} (level {preview['level']}{gained})"
    width = int(font(12).getlength(caption))
    draw.rectangle((image.width - width - 14, 2, image.width - 2, HEADER - 3), fill=c("bg"))
    label(draw, (image.width - 8, 13), caption, size=12, fill="highlight", anchor="rm")
    return image


def draw_footprints(
    view: Mapping[str, Any],
    seat: int,
    footprints: Sequence[Sequence[Sequence[int]]],
    *,
    caption: str = "",
    size: int = 28,
) -> Image.Image:
    """A city with candidate footprints numbered 1.. in the order given, for a placement menu.

    Three mutually adjacent hexes meet at one corner, so each footprint gets its number there:
    neighbouring footprints never share a mark, and the mark sits on all three cells it names.
    """
    city = view["cities"][seat]
    board, centres = draw_board(city, show_lakes="garden" in view["variants"], size=size)
    draw = ImageDraw.Draw(board)
    radius = size * 0.34
    for number, cells in enumerate(footprints, start=1):
        points_ = [centres[(q, r)] for q, r in cells]
        x = sum(p[0] for p in points_) / 3
        y = sum(p[1] for p in points_) / 3
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=c("highlight"), outline=c("ink"))
        label(draw, (x, y), str(number), size=11 if number < 100 else 9, fill="white")
    width = max(board.width, MIN_WIDTH)
    image = canvas(width, HEADER + board.height)
    image.paste(board, ((width - board.width) // 2, HEADER))
    head = ImageDraw.Draw(image)
    head.rectangle((6, 6, 20, 20), fill=c(seat_colour(seat)))
    label(head, (26, 13), caption or f"P{seat + 1}: where the tile can go", size=14, anchor="lm")
    return image
