"""Genius Bricklayer images drawn from views: walls, the market, the whole table and a placement preview.

Spec §9: each wall is an 8x8 grid, every brick in its shape's colour with its score in its anchor
cell, completed rows ticked in the right margin with their row sum and the points their turn
scored; the market shows four cards (shape and score, or a card back) with the cards left in each
deck. Every wall, large or small, has its column letters A-H above and row numbers 1-8 beside it,
exactly as moves and menus name cells (G4). A legend explains the numbers. For a phone: the market and
the wall of the seat to act large, the other walls small, two a row, in a second image.
"""

from __future__ import annotations

import colorsys
from collections.abc import Iterator, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from games.bricklayer.view import BricklayerView, BrickView, CardView, PreviewView, RowView, WallView
from games.core import Game
from render import core
from render.core import (
    canvas,
    draw_grid_labels,
    fit,
    outline_cells,
    register_colour,
    seat_tag,
    stack,
    text_width,
)

View = BricklayerView

CELL = 28  # px per wall cell
GRID = 8 * CELL
LEFT, TOP, RIGHT, BOTTOM = 22, 20, 60, 8  # label room around the grid; RIGHT holds the row marks
TITLE = 26
WALL_W = LEFT + GRID + RIGHT
WALL_H = TITLE + TOP + GRID + BOTTOM
CARD_W, CARD_H, MINI = 88, 104, 12  # market card size and px per cell of the brick drawn on it
MARKET_H = CARD_H + 116
PAD = 10
TEXT = 13  # smallest text: the 500 px market image needs 12.5
SMALL_CELL = 18  # the other walls, in the overview
SMALL_HEAD, SMALL_LEFT, SMALL_TOP = 44, 17, 16  # a small wall's title lines and label room

SHAPE_ORDER = (
    "O1 I2 I3 V3 I4 O4 I5 T4 L4 J4 S4 Z4 L5 J5 P5 Q5 U5 V5 T5 Y5 N5 Z5 W5 F5 X5".split()  # noqa: SIM905
)
for _i, _shape in enumerate(SHAPE_ORDER):
    # Hues spread round the wheel, alternating two lightnesses so neighbours in the table differ.
    _r, _g, _b = colorsys.hls_to_rgb((_i * 7 % 25) / 25, 0.72 if _i % 2 else 0.62, 0.55)
    register_colour(f"bl_{_shape}", (round(_r * 255), round(_g * 255), round(_b * 255)))
register_colour("bl_empty", (252, 249, 242))
register_colour("bl_edge", (60, 52, 44))
register_colour("bl_done", (30, 140, 70))
register_colour("bl_pending", (225, 120, 20))
register_colour("bl_back", (96, 74, 58))
register_colour("bl_back_dot", (150, 122, 98))
register_colour("bl_ok", (40, 170, 90))
register_colour("bl_bad", (220, 40, 40))
register_colour("bl_row_ok", (214, 240, 220))


# render.core.text caches each rendered string; palette lookups are cached here too.
c = cache(core.c)
text = core.text


def shape_colour(shape: str) -> str:
    return f"bl_{shape}"


def wall_origin() -> tuple[int, int]:
    """Pixel position of cell A1's top-left corner inside a wall image."""
    return LEFT, TITLE + TOP


def cell_centre(cell: Sequence[int], offset: tuple[int, int] = (0, 0)) -> tuple[int, int]:
    """Pixel centre of a (row, col) cell of a wall drawn at `offset`, for tests and overlays."""
    x0, y0 = wall_origin()
    return offset[0] + x0 + cell[1] * CELL + CELL // 2, offset[1] + y0 + cell[0] * CELL + CELL // 2


@cache
def _labelled_wall() -> Image.Image:
    """The empty wall with its coordinates (drawn once, copied for every wall)."""
    image = canvas(WALL_W, WALL_H)
    draw = ImageDraw.Draw(image)
    x0, y0 = wall_origin()
    draw.rectangle((x0, y0, x0 + GRID, y0 + GRID), fill=c("bl_empty"))
    for i in range(9):
        draw.line((x0 + i * CELL, y0, x0 + i * CELL, y0 + GRID), fill=c("grid"))
        draw.line((x0, y0 + i * CELL, x0 + GRID, y0 + i * CELL), fill=c("grid"))
    draw_grid_labels(draw, (x0, y0), 8, 8, CELL, size=TEXT + 1)
    return image


def _last_turn(view: View) -> int:
    """The most recent turn in which any brick was placed (its bricks get outlined)."""
    return max((b["turn"] for w in view["walls"] for b in w["bricks"]), default=-1)


def _draw_bricks(draw: ImageDraw.ImageDraw, wall: WallView, origin: tuple[int, int], last: int) -> None:
    x0, y0 = origin
    for brick in wall["bricks"]:
        colour = c(shape_colour(brick["shape"]))
        for r, col in brick["cells"]:
            # Inset by the grid line, so the cells of a brick stay countable.
            box = (x0 + col * CELL + 1, y0 + r * CELL + 1, x0 + (col + 1) * CELL - 1, y0 + (r + 1) * CELL - 1)
            draw.rectangle(box, fill=colour)
    _draw_edges(draw, wall["bricks"], origin)
    for brick in wall["bricks"]:
        r, col = min(tuple(cell) for cell in brick["cells"])
        centre = (x0 + col * CELL + CELL // 2, y0 + r * CELL + CELL // 2)
        text(draw, centre, str(brick["score"]), size=14, anchor="mm")
    for brick in wall["bricks"]:
        if brick["turn"] == last:
            outline_cells(
                draw, origin, CELL, [(r, col) for r, col in brick["cells"]], fill="highlight", width=3
            )


def _draw_edges(draw: ImageDraw.ImageDraw, bricks: list[BrickView], origin: tuple[int, int]) -> None:
    """Dark lines wherever two cells belong to different bricks (or a brick meets an empty cell),
    merged into runs: far fewer line calls than outlining every brick cell by cell."""
    owner = {(r, col): i for i, brick in enumerate(bricks) for r, col in brick["cells"]}
    x0, y0 = origin
    ink = c("bl_edge")
    for horizontal in (True, False):
        for k in range(9):  # the k-th grid line, top to bottom (or left to right)
            start = None
            for j in range(9):
                if j < 8:
                    a, b = ((k - 1, j), (k, j)) if horizontal else ((j, k - 1), (j, k))
                    edge = owner.get(a) != owner.get(b)
                else:
                    edge = False
                if edge and start is None:
                    start = j
                elif not edge and start is not None:
                    if horizontal:
                        y = y0 + k * CELL
                        draw.line((x0 + start * CELL - 1, y, x0 + j * CELL + 1, y), fill=ink, width=2)
                    else:
                        x = x0 + k * CELL
                        draw.line((x, y0 + start * CELL - 1, x, y0 + j * CELL + 1), fill=ink, width=2)
                    start = None


def _tick(draw: ImageDraw.ImageDraw, x: int, y: int, colour: str) -> None:
    draw.line((x, y, x + 3, y + 4, x + 9, y - 4), fill=c(colour), width=2)


def _draw_row_marks(draw: ImageDraw.ImageDraw, wall: WallView, origin: tuple[int, int]) -> None:
    """Right margin: a tick per completed row with the points its turn scored; for rows completed
    together, each row's sum and a bracket with the turn's points. An orange dot: not scored yet."""
    x0, y0 = origin
    x = x0 + GRID + 4
    groups: dict[int, list[RowView]] = {}
    for row in wall["rows"]:
        groups.setdefault(row["turn"], []).append(row)
    for rows in groups.values():
        for row in rows:
            y = y0 + (row["row"] - 1) * CELL + CELL // 2
            _tick(draw, x, y, "bl_done")
            if len(rows) == 1:
                text(draw, (x + 13, y), str(row["points"]), size=14, fill="bl_done", anchor="lm")
            else:
                text(draw, (x + 13, y), str(row["sum"]), size=TEXT, fill="muted", anchor="lm")
        if len(rows) > 1:
            top = y0 + (min(r["row"] for r in rows) - 1) * CELL + 4
            bottom = y0 + max(r["row"] for r in rows) * CELL - 4
            bx = x + 30
            draw.line((bx, top, bx + 3, top, bx + 3, bottom, bx, bottom), fill=c("bl_done"), width=2)
            text(
                draw,
                (bx + 6, (top + bottom) // 2),
                str(rows[0]["points"]),
                size=14,
                fill="bl_done",
                anchor="lm",
            )
    for row in wall["unscored_rows"]:
        y = y0 + (row - 1) * CELL + CELL // 2
        draw.ellipse((x + 1, y - 4, x + 9, y + 4), fill=c("bl_pending"))


# The words drawn: the reader's (`words=`, bot/cogs/bricklayer/words.py) or the English ones
# given where each is drawn.
say = core.Words("bricklayer")


def _title(draw: ImageDraw.ImageDraw, view: View, wall: WallView, names: core.Names = None) -> None:
    seat = wall["seat"]
    coins = wall["coins"]
    english = f"{wall['score']} pts · {coins} coin{'' if coins == 1 else 's'} · {wall['empty']} empty"
    facts = say.said("wall", english, points=wall["score"], coins=coins, empty=wall["empty"])
    if view["active"] == seat:
        facts += say.said("to_act", " · to act")
    elif view["winner"] == seat:
        facts += say.said("winner", " · winner")
    text(
        draw,
        (WALL_W - 6, 13),
        facts,
        size=TEXT,
        fill="highlight" if view["active"] == seat else "ink",
        anchor="rm",
    )
    seat_tag(draw, (4, 13), seat, names, size=TEXT, width=WALL_W - 18 - text_width(facts, TEXT))


@say.speaks
def draw_wall(
    view: View,
    seat: int,
    *,
    highlight_last: bool = True,
    names: core.Names = None,
    words: core.Say | None = None,
) -> Image.Image:
    """One player's wall with its title line (player, score, coins, empty cells), coordinates and
    row marks."""
    wall = view["walls"][seat]
    image = _labelled_wall().copy()
    draw = ImageDraw.Draw(image)
    origin = wall_origin()
    _draw_bricks(draw, wall, origin, _last_turn(view) if highlight_last else -2)
    _draw_row_marks(draw, wall, origin)
    _title(draw, view, wall, names)
    return image


def small_origin() -> tuple[int, int]:
    """Pixel position of cell A1's top-left corner inside a small wall."""
    return SMALL_LEFT, SMALL_HEAD + SMALL_TOP


@say.speaks
def draw_small_wall(
    view: View, seat: int, names: core.Names = None, *, words: core.Say | None = None
) -> Image.Image:
    """A wall for the overview: bricks, their scores and completed rows, at SMALL_CELL px a cell."""
    wall = view["walls"][seat]
    cell = SMALL_CELL
    width = SMALL_LEFT + 8 * cell + 36
    x0, y0 = small_origin()
    image = canvas(width, y0 + 8 * cell + 6)
    draw = ImageDraw.Draw(image)
    draw_grid_labels(draw, (x0, y0), 8, 8, cell, size=TEXT)
    draw.rectangle((x0, y0, x0 + 8 * cell, y0 + 8 * cell), fill=c("bl_empty"), outline=c("grid"))
    for brick in wall["bricks"]:
        colour = c(shape_colour(brick["shape"]))
        for r, col in brick["cells"]:
            draw.rectangle(
                (x0 + col * cell, y0 + r * cell, x0 + (col + 1) * cell - 1, y0 + (r + 1) * cell - 1),
                fill=colour,
                outline=c("bl_edge"),
            )
        r, col = min(tuple(cell_) for cell_ in brick["cells"])
        text(
            draw,
            (x0 + col * cell + cell // 2, y0 + r * cell + cell // 2),
            str(brick["score"]),
            size=TEXT,
            anchor="mm",
        )
    for row in wall["rows"]:
        y = y0 + (row["row"] - 1) * cell + cell // 2
        _tick(draw, x0 + 8 * cell + 4, y, "bl_done")
    seat_tag(draw, (4, 11), seat, names, size=TEXT, width=width - 8)
    english = f"{wall['score']} pts · {wall['coins']} c · {wall['empty']} empty"
    facts = say.said("small_wall", english, points=wall["score"], coins=wall["coins"], empty=wall["empty"])
    text(
        draw,
        (4, 32),
        fit(facts, TEXT, width - 8),
        size=TEXT,
        fill="highlight" if view["active"] == seat else "muted",
        anchor="lm",
    )
    return image


@say.speaks
def draw_targets(
    view: View,
    seat: int,
    anchors: Sequence[Sequence[int]],
    *,
    names: core.Names = None,
    words: core.Say | None = None,
) -> Image.Image:
    """A seat's wall with a ring in every cell where a chosen brick's first square may go: the
    picture a player looks at while picking the cell from a list (coordinates shown)."""
    image = draw_wall(view, seat, highlight_last=False, names=names)
    draw = ImageDraw.Draw(image)
    for cell in anchors:
        x, y = cell_centre(cell)
        draw.ellipse((x - 6, y - 6, x + 6, y + 6), outline=c("bl_ok"), width=3)
    return image


# -- market ------------------------------------------------------------------------------------


def _draw_shape(draw: ImageDraw.ImageDraw, card: CardView, centre: tuple[int, int], size: int = MINI) -> None:
    cells = card["cells"]
    h = max(r for r, _ in cells) + 1
    w = max(col for _, col in cells) + 1
    x0, y0 = centre[0] - w * size // 2, centre[1] - h * size // 2
    colour = c(shape_colour(card["shape"]))
    for r, col in cells:
        box = (x0 + col * size, y0 + r * size, x0 + (col + 1) * size, y0 + (r + 1) * size)
        draw.rectangle(box, fill=colour, outline=c("bl_edge"))


def _draw_card(
    draw: ImageDraw.ImageDraw,
    x: int,
    y: int,
    card: CardView | None,
    back: bool,
    caption: str,
    empty: str = "empty",
) -> None:
    box = (x, y, x + CARD_W, y + CARD_H)
    if card is not None:
        draw.rounded_rectangle(box, radius=8, fill=c("white"), outline=c("bl_edge"), width=2)
        draw.ellipse((x + 5, y + 5, x + 27, y + 27), fill=c("bl_edge"))
        text(draw, (x + 16, y + 16), str(card["score"]), size=15, fill="white", anchor="mm")
        text(draw, (x + CARD_W - 7, y + 16), card["shape"], size=TEXT + 1, fill="muted", anchor="rm")
        _draw_shape(draw, card, (x + CARD_W // 2, y + 32 + (CARD_H - 34) // 2))
    elif back:
        draw.rounded_rectangle(box, radius=8, fill=c("bl_back"), outline=c("bl_edge"), width=2)
        for i in range(4):
            for j in range(5):
                cx, cy = x + 14 + i * 20, y + 14 + j * 19
                draw.rectangle((cx - 3, cy - 3, cx + 3, cy + 3), fill=c("bl_back_dot"))
        text(draw, (x + CARD_W // 2, y + CARD_H // 2), "?", size=30, fill="white", anchor="mm")
    else:
        draw.rounded_rectangle(box, radius=8, outline=c("grid"), width=1)
        text(draw, (x + CARD_W // 2, y + CARD_H // 2), empty, size=TEXT, fill="muted", anchor="mm")
    for i, line in enumerate(caption.split("\n")):
        text(draw, (x + CARD_W // 2, y + CARD_H + 3 + 16 * i), line, size=TEXT, anchor="ma")


def market_width(view: View) -> int:
    return PAD + 5 * (CARD_W + PAD)


@say.speaks
def draw_market_on(
    image: Image.Image,
    view: View,
    origin: tuple[int, int],
    names: core.Names = None,
    *,
    words: core.Say | None = None,
) -> None:
    """The four deck tops, the card bought blind (if any), then coins in the supply and whose turn
    it is on a line below."""
    draw = ImageDraw.Draw(image)
    x, y = origin[0] + PAD, origin[1] + 26
    text(draw, (x, origin[1] + 5), say.said("market", "Market"), size=15)
    empty = say.said("empty", "empty")
    for deck in view["market"]:
        left = deck["left"]
        name = say.said("deck", f"Deck {deck['deck']}", deck=deck["deck"])
        caption = f"{name}\n{say.said('left', f'{left} left', left=left)}" if left else f"{name}\n{empty}"
        face_down = left > 0 and not deck["face_up"]
        _draw_card(draw, x, y, deck["top"], back=face_down, caption=caption, empty=empty)
        x += CARD_W + PAD
    if view["pending"] is not None:
        blind = say.said("bought_blind", "bought\nblind")
        _draw_card(draw, x, y, view["pending"], back=False, caption=blind)
        ring = (x - 3, y - 3, x + CARD_W + 3, y + CARD_H + 3)
        draw.rounded_rectangle(ring, radius=10, outline=c("highlight"), width=3)
    x, y = origin[0] + PAD, y + CARD_H + 40
    supply = view["supply"]
    english = f"Supply: {supply} coin{'' if supply == 1 else 's'}"
    text(draw, (x, y + 8), say.said("supply", english, supply=supply), size=TEXT + 1, anchor="lm")
    for i in range(5):
        fill = c("gold") if i < supply else None
        draw.ellipse(
            (x + 118 + i * 18, y + 1, x + 118 + i * 18 + 14, y + 15), fill=fill, outline=c("bl_edge")
        )
    if view["discards"]:
        shapes = " ".join(d["shape"] for d in view["discards"][-4:])
        discarded = say.said("discarded", f"Discarded: {shapes}", shapes=shapes)
        text(draw, (x + 220, y + 8), discarded, size=TEXT, fill="muted", anchor="lm")
    status_y = y + 30
    seat = view["active"] if view["active"] is not None else view["winner"]
    if view["active"] is not None:
        first = say.said("acts", "to act")
        second = (
            say.said("place_blind", "place the blind brick")
            if view["phase"] == "place"
            else say.said("turn", f"turn {view['turn']}", turn=view["turn"])
        )
    elif view["winner"] is not None:
        first = say.said("wins", "wins")
        second = say.said("by", f"by {view['end']}", end=view["end"])
    else:
        first = say.said("game_over", "Game over")
        second = (
            say.said("decks_ran_out", "decks ran out")
            if view["end"] == "decks_out"
            else say.said("everyone_passed", "everyone passed")
        )
    if seat is not None:
        end = seat_tag(draw, (x, status_y), seat, names, size=TEXT + 1, width=220)
        first = f" {first}"
    else:
        end = x
    text(draw, (end, status_y), f"{first} · {second}", size=TEXT + 1, anchor="lm")


@say.speaks
def draw_market(view: View, *, names: core.Names = None, words: core.Say | None = None) -> Image.Image:
    image = canvas(market_width(view), MARKET_H)
    draw_market_on(image, view, (0, 0), names)
    return image


def _wrap_text(s: str, size: int, width: float) -> list[str]:
    lines: list[str] = []
    for word in s.split():
        if lines and text_width(f"{lines[-1]} {word}", size) <= width:
            lines[-1] += " " + word
        elif text_width(word, size) > width:
            # A run without spaces (Chinese): break it between characters.
            lines.append("")
            for char in word:
                if lines[-1] and text_width(lines[-1] + char, size) > width:
                    lines.append("")
                lines[-1] += char
        else:
            lines.append(word)
    return lines


LEGEND = (
    "The number on a brick is its points.",
    "A completed row scores the sum of the bricks in it (each brick once). Rows completed in one"
    " turn score the highest sum x rows: 2 rows x2, 3 rows x3+1, 4 rows x4+3.",
    "Right of a row: a tick and the points it scored; a bracket groups rows scored together;"
    " an orange dot: complete, scored at the end of the turn. 80 points wins at once.",
)


@cache
def legend(width: int, parts: tuple[str, ...] = LEGEND) -> Image.Image:
    """What the numbers on the walls mean (drawn once per language: callers paste it, never draw on it)."""
    lines = [line for part in parts for line in _wrap_text(part, TEXT, width - 2 * PAD)]
    image = canvas(width, 10 + 18 * len(lines), bg="panel")
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        text(draw, (PAD, 14 + 18 * i), line, size=TEXT, anchor="lm")
    return image


# -- the table ---------------------------------------------------------------------------------


def focus_of(view: View) -> int:
    """Whose wall is drawn large: the seat to act, else the winner, else seat 1."""
    for seat in (view["active"], view["winner"]):
        if seat is not None:
            return int(seat)
    return 0


def _pairs(images: Sequence[Image.Image]) -> Image.Image:
    """Small walls two a row."""
    rows: list[Image.Image] = []
    for i in range(0, len(images), 2):
        row = images[i : i + 2]
        out = canvas(
            sum(im.width for im in row) + 6 * (len(row) - 1), max(im.height for im in row), bg="grid"
        )
        x = 0
        for im in row:
            out.paste(im, (x, 0))
            x += im.width + 6
        rows.append(out)
    return stack(rows)


@say.speaks
def post_images(
    view: View, *, names: core.Names = None, focus: int | None = None, words: core.Say | None = None
) -> list[tuple[str, Image.Image]]:
    """What a turn posts: the market and the focus wall (the seat to act, or `focus`) with the
    legend, then the other walls small, two a row."""
    seat = focus_of(view) if focus is None else focus
    market = draw_market(view, names=names)
    parts = tuple(say.said(f"legend_{i}", part) for i, part in enumerate(LEGEND))
    main = stack([market, draw_wall(view, seat, names=names), legend(market.width, parts)], gap=0)
    posted = [("board.png", main)]
    others = [draw_small_wall(view, p, names) for p in range(view["num_players"]) if p != seat]
    if others:
        posted.append(("others.png", _pairs(others)))
    return posted


def layout(view: View) -> tuple[tuple[int, int], list[tuple[int, int]]]:
    """Size of `draw`'s image and the top-left corner of the focus wall in it."""
    images = post_images(view)
    width = max(im.width for _, im in images)
    height = sum(im.height for _, im in images) + 6 * (len(images) - 1)
    return (width, height), [((width - WALL_W) // 2, MARKET_H)]


@say.speaks
def draw(
    view: View, *, names: core.Names = None, focus: int | None = None, words: core.Say | None = None
) -> Image.Image:
    """The channel image in one piece: market, focus wall and legend, then the other walls."""
    return stack([im for _, im in post_images(view, names=names, focus=focus)])


# -- preview -----------------------------------------------------------------------------------


@say.speaks
def draw_preview(
    view: View, preview: PreviewView, *, names: core.Names = None, words: core.Say | None = None
) -> Image.Image:
    """A seat's wall with the brick's target cells (green: legal; red: taken, outlined red: illegal),
    the rows it would complete marked, and the points the turn would score if it ended now."""
    seat = preview["seat"]
    image = canvas(WALL_W, WALL_H + CAPTION)
    image.paste(draw_wall(view, seat, highlight_last=False, names=names), (0, 0))
    draw = ImageDraw.Draw(image)
    origin = wall_origin()
    legal = preview["legal"]
    cells = [(r, col) for r, col in preview["cells"]]
    if legal:
        for row in preview["rows"]:
            for col in range(8):
                if (row - 1, col) not in cells:
                    box = cell_box(row - 1, col, 3)
                    draw.rectangle(box, outline=c("bl_ok"), width=1)
    clash = {tuple(cell) for cell in preview.get("clash", [])}
    for r, col in cells:
        if legal or (r, col) in clash:
            draw.rectangle(cell_box(r, col, 4), fill=c("bl_ok" if legal else "bl_bad"))
    if cells:
        outline_cells(draw, origin, CELL, cells, fill="bl_ok" if legal else "bl_bad", width=3)
    _preview_caption(draw, view, preview, WALL_H + 2)
    return image


CAPTION = 60


def cell_box(r: int, col: int, inset: int) -> tuple[int, int, int, int]:
    x0, y0 = wall_origin()
    x, y = x0 + col * CELL, y0 + r * CELL
    return (x + inset, y + inset, x + CELL - inset, y + CELL - inset)


def _preview_caption(draw: ImageDraw.ImageDraw, view: View, preview: PreviewView, y: int) -> None:
    shape, rot, at = preview.get("shape", "?"), preview["rot"], preview["at"]
    what = say.said("placement", f"{shape} {rot} at {at}", shape=shape, rot=rot, at=at)
    room = WALL_W - LEFT - 4
    if not preview["legal"]:
        text(draw, (LEFT, y), say.said("not_legal", f"{what}: not legal", what=what), size=14, fill="bl_bad")
        for i, line in enumerate(_wrap(preview["reason"] or "", room, 12)[:2]):
            text(draw, (LEFT, y + 19 + i * 16), line, size=TEXT - 1, fill="muted")
        return
    rows = preview["rows"]
    if not rows:
        english = f"{what}: completes no row"
        text(draw, (LEFT, y), say.said("no_row", english, what=what), size=14, fill="bl_done")
        return
    done = ", ".join(str(r) for r in rows)
    english = f"{what}: row{'s' if len(rows) > 1 else ''} {done} = {preview['points']} pts"
    line = say.said("rows", english, what=what, count=len(rows), rows=done, points=preview["points"])
    text(draw, (LEFT, y), line, size=14, fill="bl_done")
    note = say.said("if_ended_now", "points if the turn ended now")
    text(draw, (LEFT, y + 19), note, size=TEXT - 1, fill="muted")


def _wrap(s: str, width: int, size: int) -> list[str]:
    """Words into lines no wider than `width` pixels, measured as the 1-bit stamps draw them."""
    font = core.font(size)
    lines: list[str] = []
    for word in s.split():
        if lines and core.MEASURE.textlength(f"{lines[-1]} {word}", font=font) <= width:
            lines[-1] += " " + word
        elif core.MEASURE.textlength(word, font=font) > width:
            # A run without spaces (Chinese): break it between characters.
            lines.append("")
            for char in word:
                if lines[-1] and core.MEASURE.textlength(lines[-1] + char, font=font) > width:
                    lines.append("")
                lines[-1] += char
        else:
            lines.append(word)
    return lines


def gallery_choosers(
    game: Game, state: Any, seat: int, names: Sequence[str]
) -> Iterator[tuple[str, Image.Image]]:
    """The images the seat to act chooses its move from, for `python -m render.gallery`: the
    market, the first placement's preview and where the first placements go."""
    view = game.view(state, None)
    legal = game.legal(state, seat)
    yield "market", draw_market(view, names=names)
    placed = [a for a in legal if getattr(a, "at", None) is not None and getattr(a, "rot", None)]
    if placed:
        preview = game.preview(state, seat, placed[0])
        yield "preview", draw_preview(view, preview, names=names)
        yield "targets", draw_targets(view, seat, [p.at for p in placed[:12]], names=names)


if TYPE_CHECKING:
    # pyright checks here that this module draws its game's views as `Renderer` says.
    from render import bricklayer as _this
    from render.renderers import GalleryChoosers

    _GALLERY: GalleryChoosers = gallery_choosers
    _RENDERER: core.Renderer[BricklayerView] = _this
