"""Block Buster images drawn from views: the shared board with a side panel, a preview, piece pictures.

The board follows spec §9: column letters above and below, row numbers left and right, symbol
tiles as 2x2 icons, a dot on every empty ring cell, pieces in their colours, secured symbols
outlined in the securing colour, the last placement outlined. The static part of each board size
(grid, labels, tiles, dots) is drawn once and copied.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from render.core import c, canvas, draw_grid_labels, font, outline_cells, register_colour, text

View = dict[str, Any]

CELL = {12: 36, 16: 30, 20: 24}  # px per cell, so every board is 432-480 px wide
MARGIN = 26  # room for the labels on every side
TITLE = 26
PANEL = 250
MINI = 6  # px per cell of the pieces in the side panel

register_colour("bb_tile", (70, 72, 80))
register_colour("bb_icon", (250, 250, 245))
register_colour("bb_block", (120, 112, 100))
register_colour("bb_dot", (200, 192, 178))
for _name, _rgb in {
    "red": (214, 48, 49),
    "yellow": (241, 196, 15),
    "blue": (9, 132, 227),
    "green": (0, 148, 50),
}.items():
    register_colour(f"bb_{_name}_light", tuple(v + (255 - v) * 3 // 5 for v in _rgb))  # type: ignore[arg-type]


def cell_size(view: View) -> int:
    return CELL.get(view["size"], 24)


def board_origin() -> tuple[int, int]:
    """Pixel position of cell A1's top-left corner."""
    return MARGIN, TITLE + MARGIN


def cell_centre(view: View, cell: Sequence[int]) -> tuple[int, int]:
    """Pixel centre of a (row, col) cell, for tests and overlays."""
    x0, y0 = board_origin()
    size = cell_size(view)
    return x0 + cell[1] * size + size // 2, y0 + cell[0] * size + size // 2


def image_size(view: View) -> tuple[int, int]:
    side = view["size"] * cell_size(view) + 2 * MARGIN
    return side + PANEL, side + TITLE


# -- symbol icons ------------------------------------------------------------------------------


def draw_icon(
    draw: ImageDraw.ImageDraw, symbol: str, box: tuple[int, int, int, int], fill: str = "bb_icon"
) -> None:
    """A white pictogram of a symbol inside `box`: sun, star, swirl, wave or moon."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    r = min(x1 - x0, y1 - y0) / 2
    ink = c(fill)
    width = max(2, round(r / 7))
    if symbol == "sun":
        core = r * 0.45
        draw.ellipse((cx - core, cy - core, cx + core, cy + core), fill=ink)
        for i in range(8):
            a = i * math.pi / 4
            draw.line(
                (
                    cx + math.cos(a) * r * 0.62,
                    cy + math.sin(a) * r * 0.62,
                    cx + math.cos(a) * r,
                    cy + math.sin(a) * r,
                ),
                fill=ink,
                width=width,
            )
    elif symbol == "star":
        points = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.42
            points.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr * 1.0 + r * 0.08))
        draw.polygon(points, fill=ink)
    elif symbol == "swirl":
        turns = 2.4
        points = []
        for i in range(61):
            t = i / 60
            a = t * turns * 2 * math.pi
            rr = r * (0.1 + 0.9 * t)
            points.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        draw.line(points, fill=ink, width=width, joint="curve")
    elif symbol == "wave":
        for k in (-1, 0, 1) if r >= 8 else (-0.6, 0.6):  # two waves read better when small
            y = cy + k * r * 0.55
            points = [
                (x0 + (x1 - x0) * i / 24, y + math.sin(i / 24 * 2 * math.pi) * r * 0.2) for i in range(25)
            ]
            draw.line(points, fill=ink, width=width, joint="curve")
    elif symbol == "moon":
        draw.ellipse((cx - r * 0.85, cy - r * 0.85, cx + r * 0.85, cy + r * 0.85), fill=ink)
        off = r * 0.45
        draw.ellipse(
            (cx - r * 0.8 + off, cy - r * 0.95, cx + r * 0.8 + off, cy + r * 0.65), fill=c("bb_tile")
        )


# -- the board ---------------------------------------------------------------------------------


@cache
def _base(size: int, tiles: tuple[tuple[str, tuple[int, int]], ...]) -> Image.Image:
    """The empty board of one setup with labels, grid, ring blocks, symbol tiles and dots."""
    cell = CELL.get(size, 24)
    side = size * cell + 2 * MARGIN
    image = canvas(side + PANEL, side + TITLE)
    draw = ImageDraw.Draw(image)
    x0, y0 = board_origin()
    draw.rectangle((x0, y0, x0 + size * cell, y0 + size * cell), fill=c("cream"))
    dot = max(1, cell // 12)
    for r in range(size):
        for col in range(size):
            cx, cy = x0 + col * cell + cell // 2, y0 + r * cell + cell // 2
            draw.ellipse((cx - dot, cy - dot, cx + dot, cy + dot), fill=c("bb_dot"))
    for i in range(size + 1):
        draw.line((x0, y0 + i * cell, x0 + size * cell, y0 + i * cell), fill=c("grid"))
        draw.line((x0 + i * cell, y0, x0 + i * cell, y0 + size * cell), fill=c("grid"))
    # Each symbol's ring is its 4x4 block (spec §2.3): heavier lines show which ring a cell counts for.
    for i in range(0, size + 1, 4):
        draw.line((x0, y0 + i * cell, x0 + size * cell, y0 + i * cell), fill=c("bb_block"), width=2)
        draw.line((x0 + i * cell, y0, x0 + i * cell, y0 + size * cell), fill=c("bb_block"), width=2)
    for symbol, (r, col) in tiles:
        box = (x0 + col * cell, y0 + r * cell, x0 + (col + 2) * cell, y0 + (r + 2) * cell)
        draw.rectangle(box, fill=c("bb_tile"))
        pad = cell // 3
        draw_icon(draw, symbol, (box[0] + pad, box[1] + pad, box[2] - pad, box[3] - pad))
    draw_grid_labels(draw, (x0, y0), size, size, cell, size=12 if cell >= 24 else 10, all_sides=True)
    return image


def _board(view: View, *, last: bool = True) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """The board with pieces, secured outlines and the last move; the panel area left empty."""
    size = view["size"]
    tiles = tuple((s["symbol"], tuple(s["tile"][0])) for s in view["symbols"])
    image = _base(size, tiles).copy()  # type: ignore[arg-type]
    draw = ImageDraw.Draw(image)
    cell = cell_size(view)
    x0, y0 = board_origin()
    fills = [c(colour["name"]) for colour in view["colours"]]
    for r, row in enumerate(view["board"]):
        for col, ch in enumerate(row):
            if ch.isdigit():
                x, y = x0 + col * cell, y0 + r * cell
                draw.rectangle((x, y, x + cell, y + cell), fill=fills[int(ch)], outline=c("grid"))
    for s in view["symbols"]:
        if s["secured_by"] is not None:
            r, col = s["tile"][0]
            box = (x0 + col * cell, y0 + r * cell, x0 + (col + 2) * cell, y0 + (r + 2) * cell)
            colour = view["colours"][s["secured_by"]]["name"]
            # Inside the dark tile, so the frame stands out even among the securing colour's pieces.
            inset = (box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2)
            draw.rectangle(inset, outline=c(colour), width=max(3, cell // 7))
    if last and view["last"]:
        outline_cells(
            draw, (x0, y0), cell, [tuple(x) for x in view["last"]["cells"]], fill="highlight", width=3
        )
    return image, draw


def _title(view: View) -> str:
    mode = {
        "standard": "",
        "special_duel": " · special duel",
        "team": " · team",
        "official_duel": " · official duel",
    }
    head = f"Block Buster{mode[view['mode']]} · move {view['moves']}"
    turn = view["turn"]
    if view["over"]:
        return f"{head} · game over"
    colour = view["colours"][turn["colour"]]
    state = {"first": "first piece", "connect": "to move", "jump": "must jump or pass", "none": "to move"}
    return f"{head} · {colour['name']} (P{colour['seat'] + 1}) {state[turn['kind']]}"


def draw(view: View) -> Image.Image:
    """The channel image: the shared board and a side panel per colour."""
    image, d = _board(view)
    text(d, (MARGIN, 6), _title(view), size=14)
    _panel(view, image, d, view["size"] * cell_size(view) + 2 * MARGIN + 4)
    return image


# -- side panel --------------------------------------------------------------------------------


@cache
def _text_mask(s: str, size: int, anchor: str) -> tuple[Image.Image, int, int]:
    """A binary mask of a text and its offset from the anchor point (palette images draw text unaliased)."""
    left, top, right, bottom = font(size).getbbox(s, mode="1", anchor=anchor)
    mask = Image.new("1", (max(1, right - left), max(1, bottom - top)))
    ImageDraw.Draw(mask).text((-left, -top), s, fill=1, font=font(size), anchor=anchor)
    return mask, left, top


def _label(
    image: Image.Image, xy: tuple[int, int], s: str, size: int, fill: str = "ink", anchor: str = "la"
) -> None:
    """Like render.core.text, but from a cache: the panel repeats the same short texts on every move."""
    mask, dx, dy = _text_mask(s, size, anchor)
    x, y = xy[0] + dx, xy[1] + dy
    image.paste(c(fill), (x, y, x + mask.width, y + mask.height), mask)


def _mini(
    draw: ImageDraw.ImageDraw, cells: Iterable[Sequence[int]], xy: tuple[int, int], fill: str, unit: int
) -> None:
    x0, y0 = xy
    for r, col in cells:
        x, y = x0 + col * unit, y0 + r * unit
        draw.rectangle((x, y, x + unit - 1, y + unit - 1), fill=c(fill), outline=c("ink"))


def _flat(orientations: list[list[Any]]) -> list[list[int]]:
    """The lowest orientation of a piece (fewest rows), so the panel's pieces fit in short rows."""
    return min((cells for _, cells in orientations), key=lambda cells: 1 + max(r for r, _ in cells))


def _panel(view: View, image: Image.Image, draw: ImageDraw.ImageDraw, x: int) -> None:
    """Per colour: owner, secured symbols, status, score parts, and the remaining pieces with their ids."""
    shapes = {p["id"]: _flat(p["orientations"]) for p in view["pieces"]}
    right = x + PANEL - 10
    y = TITLE + 4
    turn = view["turn"]
    for colour in view["colours"]:
        player = view["players"][colour["seat"]]
        name = colour["name"]
        moving = turn is not None and turn["colour"] == colour["index"]
        if moving:
            draw.rectangle((x - 2, y - 1, right, y + 19), fill=c("panel"))
        draw.rectangle((x, y + 2, x + 14, y + 16), fill=c(name), outline=c("ink"))
        team = f" · team {player['team']}" if player["team"] else ""
        label = f"{name} · P{colour['seat'] + 1}{team}"
        _label(image, (x + 20, y + 1), label, 14)
        sx = x + 28 + int(draw.textlength(label, font=font(14)))
        for index in colour["secured"]:
            draw.rectangle((sx, y + 1, sx + 17, y + 18), fill=c("bb_tile"), outline=c(name), width=2)
            draw_icon(draw, view["symbols"][index]["symbol"], (sx + 3, y + 4, sx + 14, y + 15))
            sx += 20
        status = (
            "resigned" if player["resigned"] else "out" if colour["passed"] else "to move" if moving else ""
        )
        if status:
            _label(image, (right - 2, y + 4), status, 12, "highlight" if moving else "muted", "ra")
        y += 22
        parts = [f"{colour['squares_left']} sq left"]
        if player["colours"][0] == colour["index"]:  # a player's score parts go with their first colour
            parts.insert(0, f"P{colour['seat'] + 1} now {player['score']['total']} pts")
            if player["start_penalty"]:
                parts.append(f"start {player['start_penalty']}")
        if colour["jumps"]:
            parts.append(f"jumps {'+'.join(map(str, colour['jumps']))} ({-2 * sum(colour['jumps'])})")
        _label(image, (x + 4, y), " · ".join(parts), 11)
        y += 17
        px, row_h = x + 4, 3 * MINI + 16
        for piece, count in colour["pieces"]:
            cells = shapes[piece]
            w = max((1 + max(col for _, col in cells)) * MINI, 10) + (12 if count > 1 else 0)
            if px + w > right:
                px, y = x + 4, y + row_h
            _mini(draw, cells, (px, y), name, MINI)
            if count > 1:
                _label(image, (px + w - 11, y), f"x{count}", 9, "muted")
            _label(image, (px, y + 3 * MINI + 2), str(piece), 9, "muted")
            px += w + 8
        y += row_h + 4
        draw.line((x, y - 3, right, y - 3), fill=c("grid"))


# -- preview and piece pictures ----------------------------------------------------------------


def draw_preview(
    view: View, cells: Iterable[Sequence[int]], *, legal: bool = True, caption: str = ""
) -> Image.Image:
    """The board with a placement's target cells: tinted in the mover's colour if legal, crossed if not."""
    image, d = _board(view, last=False)
    turn = view["turn"]
    tint = f"bb_{view['colours'][turn['colour']]['name']}_light" if turn else "lightgrey"
    cell = cell_size(view)
    x0, y0 = board_origin()
    size = view["size"]
    target = [(r, col) for r, col in cells if 0 <= r < size and 0 <= col < size]
    for r, col in target:
        x, y = x0 + col * cell, y0 + r * cell
        if legal:
            d.rectangle((x, y, x + cell, y + cell), fill=c(tint))
        else:
            d.line((x + 4, y + 4, x + cell - 4, y + cell - 4), fill=c("highlight"), width=3)
            d.line((x + 4, y + cell - 4, x + cell - 4, y + 4), fill=c("highlight"), width=3)
    outline_cells(d, (x0, y0), cell, target, fill="highlight" if legal else "black", width=3)
    head = f"Preview{' · ' + caption if caption else ''}"
    text(d, (MARGIN, 6), f"{head} · {'legal' if legal else 'not legal'}", size=14)
    _panel(view, image, d, size * cell + 2 * MARGIN + 4)
    return image


def draw_pieces(view: View, colour: int, piece: int | None = None) -> Image.Image:
    """A colour's remaining pieces (or one piece), each with every distinct orientation and its code."""
    info = view["colours"][colour]
    counts = dict(info["pieces"])
    catalogue = [p for p in view["pieces"] if (piece is None and p["id"] in counts) or p["id"] == piece]
    unit = 10 if piece is None else 16
    slot = 5 * unit + 12
    heights = [1 + max(r for _, cells in p["orientations"] for r, _ in cells) for p in catalogue]
    rows = [max(h * unit + 26, 46) for h in heights]
    width = 170 + max((len(p["orientations"]) for p in catalogue), default=1) * slot
    image = canvas(width, 34 + sum(rows))
    d = ImageDraw.Draw(image)
    text(d, (10, 8), f"{info['name']} · P{info['seat'] + 1} · pieces left (dot = anchor cell)", size=14)
    y = 34
    for p, row_h in zip(catalogue, rows, strict=True):
        n = counts.get(p["id"], 0)
        text(d, (10, y + 4), f"#{p['id']} {p['name']}", size=13)
        text(d, (10, y + 22), f"{p['size']} square{'s' * (p['size'] > 1)} · {n} left", size=11, fill="muted")
        x = 170
        for code, cells in p["orientations"]:
            text(d, (x, y + 2), code, size=11, fill="muted")
            _mini(d, cells, (x, y + 18), info["name"], unit)
            # The anchor is the first cell in reading order (spec §2.6): the cell `at:` names.
            ar, ac = cells[0]
            cx, cy = x + ac * unit + unit // 2, y + 18 + ar * unit + unit // 2
            d.ellipse((cx - 2, cy - 2, cx + 2, cy + 2), fill=c("ink"))
            x += slot
        d.line((10, y + row_h - 4, width - 10, y + row_h - 4), fill=c("grid"))
        y += row_h
    return image


def draw_anchors(view: View, anchors: Iterable[Sequence[int]], *, caption: str = "") -> Image.Image:
    """The board with the cells a piece's anchor may go on marked in the mover's colour.

    Used while a player picks where to put a piece: the marks answer "where can it go?" before
    they choose a cell, and the cell they then name is the one the piece's dot lands on.
    """
    image, d = _board(view)
    turn = view["turn"]
    name = view["colours"][turn["colour"]]["name"] if turn else None
    tint, edge = (f"bb_{name}_light", name) if name else ("lightgrey", "grid")
    cell = cell_size(view)
    x0, y0 = board_origin()
    size = view["size"]
    marks = [(r, col) for r, col in anchors if 0 <= r < size and 0 <= col < size]
    pad = max(3, cell // 6)
    dot = max(2, cell // 9)
    for r, col in marks:
        x, y = x0 + col * cell, y0 + r * cell
        d.rectangle((x + pad, y + pad, x + cell - pad, y + cell - pad), fill=c(tint))
        d.rectangle((x + pad, y + pad, x + cell - pad, y + cell - pad), outline=c(edge), width=2)
        cx, cy = x + cell // 2, y + cell // 2
        d.ellipse((cx - dot, cy - dot, cx + dot, cy + dot), fill=c("ink"))
    count = f"{len(marks)} anchor cell{'s' * (len(marks) != 1)} marked"
    text(d, (MARGIN, 6), f"{caption} · {count}" if caption else count, size=14)
    _panel(view, image, d, size * cell + 2 * MARGIN + 4)
    return image
