"""Block Buster images drawn from views: the shared board with a side panel, a preview, piece pictures.

The board follows spec §9: symbol tiles as 2x2 icons, a dot on every empty ring cell, pieces in
their colours, secured symbols outlined in the securing colour, the last placement outlined.
Column letters and row numbers run along every side of every board, exactly as moves and menus
name cells (P12), so a move's cell is read off the board wherever it lies. The piece colours are
Okabe and Ito's blue, yellow, vermillion and bluish green (apart under colour vision
deficiencies), and every piece cell also carries its colour's shape (dot, square, triangle,
diamond), as BGA's colour-blind mode adds marks to Blokus pieces. Under the board, one block per
colour: its player, secured symbols, score parts and the pieces left. The static part of each
board (grid, tiles, dots, labels) is drawn once and copied.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from games.blockbuster.view import BlockBusterView, PieceView
from games.core import Game
from render import core
from render.core import (
    c,
    canvas,
    draw_grid_labels,
    fit,
    named,
    outline_cells,
    register_colour,
    stack,
    text,
    text_width,
)

View = BlockBusterView

CELL = {12: 36, 16: 30, 20: 24}  # px per cell, so every board is 432-480 px wide
MARGIN = 26  # room for the labels on every side
PAD = 6
TITLE = 28
MINI = 7  # px per cell of the pieces under the board
TEXT = 14  # smallest text: the 532 px chooser images need 13.3

register_colour("bb_tile", (70, 72, 80))
register_colour("bb_icon", (250, 250, 245))
register_colour("bb_block", (120, 112, 100))
register_colour("bb_dot", (200, 192, 178))
PIECE_RGB = {
    "blue": (0, 114, 178),
    "yellow": (240, 228, 66),
    "red": (213, 94, 0),
    "green": (0, 158, 115),
}
MARKS = {"blue": "dot", "yellow": "square", "red": "triangle", "green": "diamond"}
for _name, _rgb in PIECE_RGB.items():
    register_colour(f"bb_{_name}", _rgb)
    _r, _g, _b = _rgb
    register_colour(
        f"bb_{_name}_light", (_r + (255 - _r) * 3 // 5, _g + (255 - _g) * 3 // 5, _b + (255 - _b) * 3 // 5)
    )
    register_colour(f"bb_{_name}_dark", (_r * 3 // 5, _g * 3 // 5, _b * 3 // 5))


def piece_colour(name: str) -> str:
    """Palette name of a piece colour ("red" -> "bb_red")."""
    return f"bb_{name}"


def draw_mark(draw: ImageDraw.ImageDraw, name: str, cx: float, cy: float, r: float) -> None:
    """The colour's shape, the cue that does not depend on telling colours apart."""
    fill = c(f"bb_{name}_dark")
    shape = MARKS.get(name, "dot")
    if shape == "dot":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
    elif shape == "square":
        draw.rectangle((cx - r * 0.85, cy - r * 0.85, cx + r * 0.85, cy + r * 0.85), fill=fill)
    elif shape == "triangle":
        draw.polygon(
            [(cx, cy - r * 1.1), (cx + r * 1.1, cy + r * 0.9), (cx - r * 1.1, cy + r * 0.9)], fill=fill
        )
    else:
        draw.polygon(
            [(cx, cy - r * 1.2), (cx + r * 1.2, cy), (cx, cy + r * 1.2), (cx - r * 1.2, cy)], fill=fill
        )


def cell_size(view: View) -> int:
    return CELL.get(view["size"], 24)


def board_origin() -> tuple[int, int]:
    """Pixel position of cell A1's top-left corner (inside the margin of the labels)."""
    return MARGIN, TITLE + MARGIN


def cell_centre(view: View, cell: Sequence[int]) -> tuple[int, int]:
    """Pixel centre of a (row, col) cell, for tests and overlays."""
    x0, y0 = board_origin()
    size = cell_size(view)
    return x0 + cell[1] * size + size // 2, y0 + cell[0] * size + size // 2


def image_size(view: View) -> tuple[int, int]:
    """Size of the board part of an image (title and board)."""
    side = view["size"] * cell_size(view) + 2 * MARGIN
    return side, side + TITLE


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
        points: list[tuple[float, float]] = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.42
            points.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr * 1.0 + r * 0.08))
        draw.polygon(points, fill=ink)
    elif symbol == "swirl":
        turns = 2.4
        points: list[tuple[float, float]] = []
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
    """The empty board of one setup with grid, ring blocks, symbol tiles, dots and labels."""
    cell = CELL.get(size, 24)
    side = size * cell + 2 * MARGIN
    image = canvas(side, side + TITLE)
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
    draw_grid_labels(draw, (x0, y0), size, size, cell, size=TEXT + 1, all_sides=True)
    return image


def _board(view: View, *, last: bool = True) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """The board with pieces (colour and shape), secured outlines and the last move."""
    size = view["size"]
    tiles = tuple((s["symbol"], (s["tile"][0][0], s["tile"][0][1])) for s in view["symbols"])
    image = _base(size, tiles).copy()
    draw = ImageDraw.Draw(image)
    cell = cell_size(view)
    x0, y0 = board_origin()
    names = [colour["name"] for colour in view["colours"]]
    fills = [c(piece_colour(name)) for name in names]
    mark = cell * 0.17
    for r, row in enumerate(view["board"]):
        for col, ch in enumerate(row):
            if ch.isdigit():
                x, y = x0 + col * cell, y0 + r * cell
                draw.rectangle((x, y, x + cell, y + cell), fill=fills[int(ch)], outline=c("grid"))
                draw_mark(draw, names[int(ch)], x + cell / 2, y + cell / 2, mark)
    for s in view["symbols"]:
        if s["secured_by"] is not None:
            r, col = s["tile"][0]
            box = (x0 + col * cell, y0 + r * cell, x0 + (col + 2) * cell, y0 + (r + 2) * cell)
            colour = piece_colour(view["colours"][s["secured_by"]]["name"])
            # Inside the dark tile, so the frame stands out even among the securing colour's pieces.
            inset = (box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2)
            draw.rectangle(inset, outline=c(colour), width=max(3, cell // 7))
    if last and view["last"]:
        outline_cells(
            draw, (x0, y0), cell, [(r, col) for r, col in view["last"]["cells"]], fill="highlight", width=3
        )
    return image, draw


# The words drawn: the reader's (`words=`, bot/cogs/blockbuster/words.py) or the English ones
# given where each is drawn.
say = core.Words("blockbuster")


def colour_word(view: View, name: str) -> str:
    return say.said("colour", name, colour=name)


def _title(view: View, names: core.Names = None) -> str:
    mode = {
        "standard": "",
        "special_duel": " · special duel",
        "team": " · team",
        "official_duel": " · official duel",
    }
    english = f"Block Buster{mode[view['mode']]} · move {view['moves']}"
    head = say.said("head", english, mode=view["mode"], moves=view["moves"])
    turn = view["turn"]
    if view["over"]:
        return say.said("game_over", f"{head} · game over", head=head)
    assert turn is not None, "a game not over has a colour to move"
    colour = view["colours"][turn["colour"]]
    state = {"first": "first piece", "connect": "to move", "jump": "must jump or pass", "none": "to move"}
    english = f"{head} · {colour['name']} {state[turn['kind']]}"
    return say.said("title", english, head=head, colour=colour_word(view, colour["name"]), kind=turn["kind"])


def focus_of(view: View) -> int:
    """The colour whose block goes under the board: the one to move, else the first."""
    turn = view["turn"]
    return int(turn["colour"]) if turn is not None else 0


@say.speaks
def post_images(
    view: View, *, names: core.Names = None, focus: int | None = None, words: core.Say | None = None
) -> list[tuple[str, Image.Image]]:
    """What a move posts: the shared board with the block of the colour to move (or `focus`, a
    colour index) under it, then the other colours' blocks in one image."""
    image, d = _board(view)
    text(d, (PAD, TITLE // 2), fit(_title(view, names), 15, image.width - 2 * PAD), size=15, anchor="lm")
    colour = focus_of(view) if focus is None else focus
    main = stack([image, colour_block(view, colour, image.width, names)], gap=0, bg="bg")
    others = [colour_block(view, i, image.width, names) for i in range(len(view["colours"])) if i != colour]
    posted = [("board.png", main)]
    if others:
        posted.append(("colours.png", stack(others, gap=0, bg="bg")))
    return posted


@say.speaks
def draw(
    view: View, *, names: core.Names = None, focus: int | None = None, words: core.Say | None = None
) -> Image.Image:
    """The channel image in one piece: the board, then a block per colour (portrait, phone-wide)."""
    return stack([im for _, im in post_images(view, names=names, focus=focus)], gap=0, bg="bg")


# -- blocks under the board --------------------------------------------------------------------


def _mini(
    draw: ImageDraw.ImageDraw, cells: Iterable[Sequence[int]], xy: tuple[int, int], fill: str, unit: int
) -> None:
    x0, y0 = xy
    for r, col in cells:
        x, y = x0 + col * unit, y0 + r * unit
        draw.rectangle((x, y, x + unit - 1, y + unit - 1), fill=c(fill), outline=c("ink"))


def orientations(piece: PieceView) -> list[tuple[str, list[list[int]]]]:
    """A piece's (code, cells) pairs: the view holds each as a two-item JSON list, which a type
    cannot split into its string and its cells."""
    pairs: list[tuple[str, list[list[int]]]] = []
    for code, cells in piece["orientations"]:
        assert isinstance(code, str) and not isinstance(cells, str), "[code, cells]"
        pairs.append((code, cells))
    return pairs


def _flat(piece: PieceView) -> list[list[int]]:
    """The lowest orientation of a piece (fewest rows), so the panel's pieces fit in short rows."""
    return min((cells for _, cells in orientations(piece)), key=lambda cells: 1 + max(r for r, _ in cells))


@say.speaks
def colour_block(
    view: View, index: int, width: int, names: core.Names = None, *, words: core.Say | None = None
) -> Image.Image:
    """One colour: chip (colour and shape) and player, secured symbols, status, score parts, and the
    remaining pieces with their ids."""
    shapes = {p["id"]: _flat(p) for p in view["pieces"]}
    colour = view["colours"][index]
    player = view["players"][colour["seat"]]
    name = colour["name"]
    turn = view["turn"]
    moving = turn is not None and turn["colour"] == index
    # Lay the pieces out first, to know the height.
    x, right = 8, width - 8
    px, py, row_h = x, 0, 3 * MINI + TEXT + 6
    places: list[tuple[int, int, list[list[int]], int, int, int]] = []
    for piece, count in colour["pieces"]:
        cells = shapes[piece]
        w = max((1 + max(col for _, col in cells)) * MINI, int(text_width(str(piece), TEXT)) + 2)
        w += int(text_width(f"x{count}", TEXT)) + 2 if count > 1 else 0
        if px + w > right:
            px, py = x, py + row_h
        places.append((piece, count, cells, px, py, w))
        px += w + 10
    head = 48
    image = canvas(width, head + (py + row_h + 6 if places else 0), bg="panel" if moving else "bg")
    draw = ImageDraw.Draw(image)
    draw.rectangle((x, 4, x + 19, 23), fill=c(piece_colour(name)), outline=c("ink"))
    draw_mark(draw, name, x + 10, 14, 5)
    status = "resigned" if player["resigned"] else "out" if colour["passed"] else "to move" if moving else ""
    status = say.said("status", status, status=status.replace(" ", "_")) if status else ""
    room = right - x - 26 - (text_width(status, TEXT + 1) + 8 if status else 0) - 20 * len(colour["secured"])
    team = say.said("team", f" · team {player['team']}", team=player["team"]) if player["team"] else ""
    rest = text_width(f"{colour_word(view, name)} · {team}", 15)
    who = named(colour["seat"], names, 15, max(60, room - rest))
    label = fit(f"{colour_word(view, name)} · {who}{team}", 15, room)
    text(draw, (x + 26, 14), label, size=15, anchor="lm")
    sx = x + 32 + int(text_width(label, 15))
    for symbol_index in colour["secured"]:
        draw.rectangle((sx, 4, sx + 17, 23), fill=c("bb_tile"), outline=c(piece_colour(name)), width=2)
        draw_icon(draw, view["symbols"][symbol_index]["symbol"], (sx + 3, 7, sx + 14, 20))
        sx += 20
    if status:
        text(draw, (right, 14), status, size=TEXT + 1, fill="highlight" if moving else "muted", anchor="rm")
    left = colour["squares_left"]
    parts = [say.said("squares_left", f"{left} squares left", count=left)]
    if player["colours"][0] == index:  # a player's score parts go with their first colour
        total = player["score"]["total"]
        parts.insert(0, say.said("points_now", f"{total} pts now", points=total))
        if player["start_penalty"]:
            penalty = player["start_penalty"]
            parts.append(say.said("start_penalty", f"start {penalty}", penalty=penalty))
    if colour["jumps"]:
        gaps, points = "+".join(map(str, colour["jumps"])), -2 * sum(colour["jumps"])
        parts.append(say.said("jumps", f"jumps {gaps} ({points})", gaps=gaps, points=points))
    text(draw, (x, 36), fit(" · ".join(parts), TEXT, right - x), size=TEXT, fill="muted", anchor="lm")
    for piece, count, cells, px, py, w in places:
        y = head + py
        _mini(draw, cells, (px, y), piece_colour(name), MINI)
        text(draw, (px, y + 3 * MINI + 2), str(piece), size=TEXT, fill="muted")
        if count > 1:
            text(draw, (px + w, y), f"x{count}", size=TEXT, fill="muted", anchor="ra")
    draw.line((0, image.height - 1, width, image.height - 1), fill=c("grid"))
    return image


# -- preview and piece pictures ----------------------------------------------------------------


def _with_block(view: View, image: Image.Image, names: Sequence[str] | None) -> Image.Image:
    """A chooser image with the mover's block (pieces left and their ids) under the board."""
    turn = view["turn"]
    if turn is None:
        return image
    return stack([image, colour_block(view, turn["colour"], image.width, names)], gap=0, bg="bg")


@say.speaks
def draw_preview(
    view: View,
    cells: Iterable[Sequence[int]],
    *,
    legal: bool = True,
    caption: str = "",
    names: core.Names = None,
    words: core.Say | None = None,
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
    head = say.said("preview", "Preview") + (" · " + caption if caption else "")
    verdict = say.said("legal", "legal") if legal else say.said("not_legal", "not legal")
    text(
        d,
        (8, TITLE // 2),
        fit(f"{head} · {verdict}", 15, image.width - 16),
        size=15,
        anchor="lm",
    )
    return _with_block(view, image, names)


@say.speaks
def draw_pieces(
    view: View, colour: int, piece: int | None = None, *, words: core.Say | None = None
) -> Image.Image:
    """A colour's remaining pieces (or one piece), each with every distinct orientation and its code."""
    info = view["colours"][colour]
    counts = {piece_id: count for piece_id, count in info["pieces"]}
    catalogue = [p for p in view["pieces"] if (piece is None and p["id"] in counts) or p["id"] == piece]
    unit = 9 if piece is None else 14
    slot = 5 * unit + 8
    # Orientations wrap under the piece's name: the picture stays phone-wide (<= 440 px).
    per_row = 7 if piece is None else 5
    width = 12 + per_row * slot
    heights = [1 + max(r for _, cells in orientations(p) for r, _ in cells) for p in catalogue]
    lines = [math.ceil(len(p["orientations"]) / per_row) for p in catalogue]
    rows = [30 + n * (h * unit + 24) for h, n in zip(heights, lines, strict=True)]
    image = canvas(width, 34 + sum(rows))
    d = ImageDraw.Draw(image)
    english = f"{info['name']} · pieces left (dot = anchor cell)"
    heading = say.said("pieces_left", english, colour=colour_word(view, info["name"]))
    text(d, (10, 8), fit(heading, 14, width - 20), size=14)
    y = 34
    for p, row_h, h in zip(catalogue, rows, heights, strict=True):
        n = counts.get(p["id"], 0)
        english = f"#{p['id']} {p['name']} · {p['size']} square{'s' * (p['size'] > 1)} · {n} left"
        caption = say.said("piece", english, piece=p["id"], squares=p["size"], left=n)
        text(d, (10, y + 4), fit(caption, 13, width - 20), size=13)
        for k, (code, cells) in enumerate(orientations(p)):
            x = 10 + (k % per_row) * slot
            yy = y + 24 + (k // per_row) * (h * unit + 24)
            text(d, (x, yy), code, size=TEXT, fill="muted")
            _mini(d, cells, (x, yy + 17), piece_colour(info["name"]), unit)
            # The anchor is the first cell in reading order (spec §2.6): the cell `at:` names.
            ar, ac = cells[0]
            cx, cy = x + ac * unit + unit // 2, yy + 17 + ar * unit + unit // 2
            d.ellipse((cx - 2, cy - 2, cx + 2, cy + 2), fill=c("ink"))
        d.line((10, y + row_h - 4, width - 10, y + row_h - 4), fill=c("grid"))
        y += row_h
    return image


@say.speaks
def draw_anchors(
    view: View,
    anchors: Iterable[Sequence[int]],
    *,
    caption: str = "",
    names: core.Names = None,
    words: core.Say | None = None,
) -> Image.Image:
    """The board with the cells a piece's anchor may go on marked in the mover's colour.

    Used while a player picks where to put a piece: the marks answer "where can it go?" before
    they choose a cell, and the cell they then name is the one the piece's dot lands on.
    """
    image, d = _board(view)
    turn = view["turn"]
    name = view["colours"][turn["colour"]]["name"] if turn else None
    tint, edge = (f"bb_{name}_light", piece_colour(name)) if name else ("lightgrey", "grid")
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
    english = f"{len(marks)} anchor cell{'s' * (len(marks) != 1)} marked"
    count = say.said("anchors", english, count=len(marks))
    head = f"{caption} · {count}" if caption else count
    text(d, (8, TITLE // 2), fit(head, 15, image.width - 16), size=15, anchor="lm")
    return _with_block(view, image, names)


def gallery_choosers(
    game: Game, state: Any, seat: int, names: Sequence[str]
) -> Iterator[tuple[str, Image.Image]]:
    """The images the seat to act chooses its move from, for `python -m render.gallery`: the
    pieces of the colour to play, the first placement's preview and the anchor cells."""
    view = game.view(state, None)
    legal = game.legal(state, seat)
    turn = view["turn"]
    if turn is not None:
        yield "pieces", draw_pieces(view, turn["colour"])
    places = [a for a in legal if hasattr(a, "piece")]
    if places:
        preview = game.preview(state, seat, places[0])
        yield (
            "preview",
            draw_preview(view, preview["cells"], legal=preview["legal"], caption=str(places[0]), names=names),
        )
        yield (
            "anchors",
            draw_anchors(view, [a.cell for a in places[:30]], caption="anchor cells", names=names),
        )


if TYPE_CHECKING:
    # pyright checks here that this module draws its game's views as `Renderer` says.
    from render import blockbuster as _this
    from render.renderers import GalleryChoosers

    _GALLERY: GalleryChoosers = gallery_choosers
    _RENDERER: core.Renderer[BlockBusterView] = _this
