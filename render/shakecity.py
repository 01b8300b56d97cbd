"""Shake That City images: the 3x3 pattern, each 6x6 city with its edges and bonus tiles, composites.

All functions take views from `GAME.view(...)`, never states. Every city is labelled A-F (bottom)
and 1-6 (right), exactly as moves and menus name cells, so a move's cells are read off the board.
The bonus tiles sit along the north and west edges, as on the physical board and BGA's, and a
legend under the boards says what each goal label means. Buildings carry a mark besides their
colour: their letter in English, one character of their name in Chinese (住 商 工 园 路). Every
text is at least 14 px, so two panels side by side (about 540 px) still read on a phone
(smallest text >= width / 40).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from games.core import Game
from games.shakecity.view import PlayerView, ShakeCityView
from render import core
from render.core import (
    c,
    canvas,
    fit,
    outline_cells,
    register_colour,
    score_table,
    seat_label,
    seat_tag,
    stack,
    text,
    text_width,
)

View = ShakeCityView

# Colours from the spec's render hints (data file, "render_hints").
register_colour("sc_home", (200, 55, 45))
register_colour("sc_shop", (47, 109, 181))
register_colour("sc_factory", (34, 34, 34))
register_colour("sc_park", (62, 155, 79))
register_colour("sc_road", (140, 140, 140))
register_colour("sc_wild", (255, 255, 255))
register_colour("sc_zone1", (216, 239, 201))
register_colour("sc_zone2", (226, 194, 155))
register_colour("sc_zone3", (207, 207, 207))
register_colour("sc_beach", (242, 223, 167))
register_colour("sc_construction", (247, 183, 51))
register_colour("sc_flipped", (212, 175, 55))
register_colour("sc_tile", (255, 250, 235))

BUILDING = {"H": "sc_home", "S": "sc_shop", "F": "sc_factory", "P": "sc_park", "R": "sc_road", "W": "sc_wild"}
LEGEND = (("H", "home"), ("S", "shop"), ("F", "factory"), ("P", "park"), ("R", "road"))
ZONES = ("111111", "122221", "123321", "123321", "122221", "111111")

CELL = 34
PAD = 6
HEADER = 40  # two lines: seat and points; status and tiles
BONUS = 30
TEXT = 14  # smallest text in these images
EDGE = 5
LABEL = 14
X0 = PAD + BONUS + EDGE  # board origin inside a panel
Y0 = PAD + HEADER + BONUS + EDGE
PANEL_W = X0 + 6 * CELL + EDGE + LABEL + PAD
PANEL_H = Y0 + 6 * CELL + EDGE + LABEL + PAD
PCELL = 34  # pattern cube size

SLOT_BOX = {
    "NW": (PAD, PAD + HEADER, PAD + BONUS - 2, PAD + HEADER + BONUS - 2),
    **{
        f"N{i + 1}": (
            X0 + 2 * i * CELL + 2,
            PAD + HEADER,
            X0 + 2 * (i + 1) * CELL - 3,
            PAD + HEADER + BONUS - 2,
        )
        for i in range(3)
    },
    **{
        f"W{i + 1}": (PAD, Y0 + 2 * i * CELL + 2, PAD + BONUS - 2, Y0 + 2 * (i + 1) * CELL - 3)
        for i in range(3)
    },
}
STATUS = {
    "to_act": "to choose",
    "waiting": "waits",
    "chosen": "has chosen",
    "placed": "placed",
    "passed": "passed",
    "done": "",
}
# Every other word the images draw, as format templates in English; the bot passes the reader's
# as `words=` (bot/cogs/shakecity/words.py).
WORDS: Mapping[str, str] = {
    **{f"status_{k}": v for k, v in STATUS.items()},
    **{f"legend_{k}": v for k, v in LEGEND},
    # What a building (or cube) carries besides its colour: its letter in English, as the moves
    # write it (H A1); a reader of another language sees the word their rules use (住 for 住宅).
    **{f"cell_{k}": k for k in BUILDING},
    "place": "place {place}",
    "start_status": "start, {status}",
    "start": "start",
    "points": "{points} pts",
    "construction_left": "{count} constr. · ",
    "tile": "{count} tile",
    "tiles": "{count} tiles",
    "round": "Round {round}/{rounds}",
    "game_over": "Game over",
    # {colour}: the barred colour's mark on the buildings (H); {name}: its name (home).
    "solo_not": "solo: not {colour} ({name})",
    "others_not": "others: not {colour} ({name})",
    "wilds": "wilds: {pool} in shaker, {track} to come",
    "inland": "inland",
    "seaside": "seaside",
    "family": "family",
    "construction": "construction",
    # The two buildings a construction tile asks for, in its 30 px square.
    "construction_pair": "{first}+{second}",
    "wild_night": "wild night",
    "target": "target {target}",
    "mode_sep": ", ",
    "wins": "wins",
    "not_eligible": "not eligible: construction left",
    "tiles_empty": "{tiles}, {empty} empty",
    "target_reached": "target {target}: reached",
    "target_missed": "target {target}: missed",
    "bonus_head": "Bonus tiles, +3 when a city meets the goal:",
    "scores_title": "Shake That City: final scores",
    # The final table's columns: a scoring category (the engine's key), the bonus tiles flipped.
    "score_heading": "{category}",
    "score_tiles": "tiles",
    "score_total": "total",
    "score_place": "place",
    # A bonus tile's goal and its label, which the engine writes in English.
    "bonus_goal": "{text}",
    "bonus_short": "{short}",
}


say = core.Words("shakecity", core.templates(WORDS))


def cell_centre(row: int, col: int) -> tuple[int, int]:
    """Pixel centre of board cell (row, col) inside a board panel."""
    return X0 + col * CELL + CELL // 2, Y0 + row * CELL + CELL // 2


def _cells(names: Iterable[str]) -> list[tuple[int, int]]:
    return [(int(n[1]) - 1, "ABCDEF".index(n[0].upper())) for n in names]


@lru_cache(maxsize=16)
def _background(edges: tuple[tuple[str, str], ...]) -> Image.Image:
    """Zones, grid, edge bands and coordinates of an empty board panel (drawn once per side)."""
    image = canvas(PANEL_W, PANEL_H)
    draw = ImageDraw.Draw(image)
    sides = dict(edges)
    x1, y1 = X0 + 6 * CELL, Y0 + 6 * CELL
    bands = {
        "north": (X0 - EDGE, Y0 - EDGE, x1 + EDGE - 1, Y0 - 1),
        "south": (X0 - EDGE, y1, x1 + EDGE - 1, y1 + EDGE - 1),
        "west": (X0 - EDGE, Y0 - EDGE, X0 - 1, y1 + EDGE - 1),
        "east": (x1, Y0 - EDGE, x1 + EDGE - 1, y1 + EDGE - 1),
    }
    for side in ("south", "east", "north", "west"):  # black edges drawn last win the shared corners
        if sides[side] == "beach":
            draw.rectangle(bands[side], fill=c("sc_beach"))
    for side in ("north", "west", "south", "east"):
        if sides[side] == "black":
            draw.rectangle(bands[side], fill=c("black"))
    for r in range(6):
        for col in range(6):
            box = (X0 + col * CELL, Y0 + r * CELL, X0 + (col + 1) * CELL - 1, Y0 + (r + 1) * CELL - 1)
            draw.rectangle(box, fill=c(f"sc_zone{ZONES[r][col]}"), outline=c("grid"))
    for i in range(6):
        text(
            draw,
            (X0 + i * CELL + CELL // 2, y1 + EDGE + 1),
            "ABCDEF"[i],
            size=TEXT,
            fill="muted",
            anchor="ma",
        )
        text(
            draw, (x1 + EDGE + 3, Y0 + i * CELL + CELL // 2), str(i + 1), size=TEXT, fill="muted", anchor="lm"
        )
    return image


def mark(letter: str) -> str:
    """What a building of `letter` carries in the reader's words: "H", or "住"."""
    return say(f"cell_{letter}") if letter in BUILDING else letter


def piece(letter: str, size: int) -> Image.Image:
    """A building (or cube) square with its mark, pasted onto boards and patterns."""
    return _piece(letter, size, mark(letter))


@lru_cache(maxsize=64)
def _piece(letter: str, size: int, glyph: str) -> Image.Image:
    image = canvas(size, size, BUILDING[letter])
    draw = ImageDraw.Draw(image)
    ink = "ink" if letter == "W" else "white"
    if letter == "W":
        draw.rectangle((0, 0, size - 1, size - 1), outline=c("ink"))
    # A character (住) fills more of the square than a capital: on a phone it is many strokes.
    big = size * 2 // 3 if not glyph.isascii() else size // 2 + 2
    text(draw, (size // 2, size // 2), glyph, size=max(TEXT, big), fill=ink, anchor="mm")
    return image


def _construction(tile: int, pair: Sequence[str]) -> Image.Image:
    return _construction_tile(tile, say("construction_pair", first=mark(pair[0]), second=mark(pair[1])))


@lru_cache(maxsize=16)
def _construction_tile(tile: int, pair: str) -> Image.Image:
    size = CELL - 4
    image = canvas(size, size, "sc_construction")
    draw = ImageDraw.Draw(image)
    for k in range(-size, size, 8):  # hatching reads as "works in progress"
        draw.line((k, size, k + size, 0), fill=c("tan"))
    text(draw, (size // 2, 8), f"#{tile}", size=TEXT, anchor="mm")
    text(draw, (size // 2, size - 8), pair, size=TEXT, anchor="mm")
    return image


def _bonus(draw: ImageDraw.ImageDraw, view: View, flipped: Sequence[str]) -> None:
    for tile in view["bonus"]:
        box = SLOT_BOX[tile["slot"]]
        done = tile["slot"] in flipped
        draw.rectangle(box, fill=c("sc_flipped" if done else "sc_tile"), outline=c("ink" if done else "grid"))
        cx, cy = (box[0] + box[2]) // 2, (box[1] + box[3]) // 2
        short = say("bonus_short", tile=tile["tile"], short=tile["short"])
        label = f"{short} +3" if done and box[2] - box[0] > 40 else short
        vertical = box[3] - box[1] > box[2] - box[0]
        if vertical and done:
            text(draw, (cx, cy - 9), short, size=TEXT, anchor="mm")
            text(draw, (cx, cy + 9), "+3", size=TEXT, anchor="mm")
        else:
            text(draw, (cx, cy), label, size=TEXT, anchor="mm")


@say.speaks
def draw_board(
    view: View,
    seat: int,
    *,
    highlight: Iterable[str] = (),
    letter: str | None = None,
    marks: Iterable[str] = (),
    names: core.Names = None,
    words: core.Say | None = None,
) -> Image.Image:
    """One seat's city panel; `highlight` outlines cells (a preview fills them with `letter`);
    `marks` puts a ring on each cell on its own (the legal anchors of an option, which would merge
    into one shapeless outline if drawn as a region). Columns A-F under the board and rows 1-6
    beside it on every panel, so a move's cells (D2) are read off any city."""
    player = view["players"][seat]
    image = _background(tuple(sorted(view["edges"].items()))).copy()
    draw = ImageDraw.Draw(image)
    pairs = {t["tile"]: tuple(t["pair"]) for t in view["construction_layout"]}
    for r, row in enumerate(player["cells"]):
        for col, ch in enumerate(row):
            x, y = X0 + col * CELL, Y0 + r * CELL
            if ch in BUILDING:
                image.paste(piece(ch, CELL - 6), (x + 3, y + 3))
            elif ch.isdigit():
                image.paste(_construction(int(ch), pairs.get(int(ch), ("?", "?"))), (x + 2, y + 2))
    _bonus(draw, view, player["flipped"])
    _header(draw, view, player, names)
    preview = _cells(highlight)
    if letter is not None:
        for r, col in preview:
            if 0 <= r < 6 and 0 <= col < 6:
                image.paste(piece(letter, CELL - 12), (X0 + col * CELL + 6, Y0 + r * CELL + 6))
    for r, col in _cells(marks):
        x, y = cell_centre(r, col)
        draw.ellipse((x - 7, y - 7, x + 7, y + 7), outline=c("highlight"), width=3)
    if preview:
        outline_cells(draw, (X0, Y0), CELL, preview, fill="highlight", width=3)
    elif player["recent"] and not marks:
        outline_cells(draw, (X0, Y0), CELL, _cells(player["recent"]), fill="cyan", width=2)
    return image


def _header(draw: ImageDraw.ImageDraw, view: View, player: PlayerView, names: core.Names = None) -> None:
    """Line 1: the seat's chip and player, points; line 2: status and tiles flipped."""
    seat = player["seat"]
    status = say(f"status_{player['status']}")
    if view["result"] is not None:
        status = say("place", place=view["result"]["places"][seat])
    if view["phase"] != "over" and view["start"] == seat and len(view["players"]) > 1:
        status = say("start_status", status=status) if status else say("start")
    score = say("points", points=player["score"]["total"])
    text(draw, (PANEL_W - PAD, PAD + 9), score, size=TEXT + 1, anchor="rm")
    seat_tag(
        draw, (PAD, PAD + 9), seat, names, size=TEXT, width=PANEL_W - 3 * PAD - text_width(score, TEXT + 1)
    )
    second = _tiles(player["tiles_flipped"])
    if view["construction"] and not player["eligible"]:
        second = say("construction_left", count=len(player["construction"])) + second
    highlight = player["status"] == "to_act"
    text(draw, (PAD, PAD + 28), status, size=TEXT, fill="highlight" if highlight else "ink", anchor="lm")
    text(draw, (PANEL_W - PAD, PAD + 28), second, size=TEXT, fill="muted", anchor="rm")


def _tiles(n: int) -> str:
    return say("tile" if n == 1 else "tiles", count=n)


PATTERN_X = (PANEL_W - 3 * PCELL) // 2  # top-left corner of the 3x3 cubes inside the pattern panel
PATTERN_Y = PAD + 70


@say.speaks
def draw_pattern(
    view: View,
    *,
    chosen: Iterable[tuple[int, int]] = (),
    names: core.Names = None,
    words: core.Say | None = None,
) -> Image.Image:
    """The round's 3x3 pattern (columns a-c, rows 1-3) with the round, start player and counts;
    `chosen` outlines the (row, col) cubes of the option a player is looking at."""
    image = canvas(PANEL_W, PANEL_H)
    draw = ImageDraw.Draw(image)
    rounds = (
        say("round", round=view["round"], rounds=view["rounds"])
        if view["phase"] != "over"
        else say("game_over")
    )
    text(draw, (PAD, PAD + 2), rounds, size=17)
    if len(view["players"]) > 1 and view["phase"] != "over":
        start = view["start"]
        text(draw, (PAD, PAD + 34), say("start"), size=TEXT, fill="muted", anchor="lm")
        seat_tag(draw, (PAD + 42, PAD + 34), start, names, size=TEXT, width=PANEL_W - 2 * PAD - 42)
    if view["result"] is not None:
        _final(draw, view, names)
        return image
    px, py = PATTERN_X, PATTERN_Y
    for i in range(3):
        text(draw, (px + i * PCELL + PCELL // 2, py - 3), "abc"[i], size=TEXT, fill="muted", anchor="md")
        text(draw, (px - 6, py + i * PCELL + PCELL // 2), str(i + 1), size=TEXT, fill="muted", anchor="rm")
    draw.rectangle((px - 2, py - 2, px + 3 * PCELL + 1, py + 3 * PCELL + 1), fill=c("panel"))
    for r, row in enumerate(view["pattern"]):
        for col, ch in enumerate(row):
            image.paste(piece(ch, PCELL - 6), (px + col * PCELL + 3, py + r * PCELL + 3))
    for r, col in chosen:
        box = (px + col * PCELL, py + r * PCELL, px + (col + 1) * PCELL - 1, py + (r + 1) * PCELL - 1)
        draw.rectangle(box, outline=c("highlight"), width=3)
    y = py + 3 * PCELL + 8
    if view["pattern"]:
        counts = "  ".join(f"{mark(k)} {n}" for k, n in view["counts"].items())
        text(draw, (PANEL_W // 2, y), counts, size=TEXT, anchor="ma")
        y += 19
    if view["barred"]:
        key, letter = "solo_not" if view["solo"] else "others_not", view["barred"]
        barred = say(key, colour=mark(letter), name=say(f"legend_{letter}"))
        text(draw, (PANEL_W // 2, y), barred, size=TEXT, fill="darkred", anchor="ma")
        y += 19
    if view["wilds"]:
        pool = view["wilds"]
        wilds = fit(say("wilds", pool=pool["pool"], track=pool["track"]), TEXT, PANEL_W - 2 * PAD)
        text(draw, (PANEL_W // 2, y), wilds, size=TEXT, anchor="ma")
        y += 19
    modes = [say(view["side"])]
    modes += [say(m) for m in ("family", "construction", "wild_night") if view[m]]
    if view["solo_target"]:
        modes.append(say("target", target=view["solo_target"]))
    line = fit(say("mode_sep").join(modes), TEXT, PANEL_W - 2 * PAD)
    text(draw, (PANEL_W // 2, PANEL_H - PAD - 1), line, size=TEXT, fill="muted", anchor="md")
    _legend(image, PAD, PANEL_H - PAD - 56)
    return image


def _final(draw: ImageDraw.ImageDraw, view: View, names: core.Names = None) -> None:
    """The final ranking in place of the pattern: place, player, points, tiles, and who won."""
    result = view["result"]
    assert result is not None, "drawn only once the game is over"
    y = PAD + 56
    for group in result["ranking"]:
        for seat in group:
            player = view["players"][seat]
            text(draw, (PAD + 12, y + 9), str(result["places"][seat]), size=TEXT + 2, anchor="rm")
            seat_tag(draw, (PAD + 20, y + 9), seat, names, size=TEXT, width=PANEL_W - PAD - 90)
            points = say("points", points=result["scores"][seat])
            text(draw, (PANEL_W - PAD, y + 9), points, size=TEXT, anchor="rm")
            if seat in result["winners"]:
                note, fill = say("wins"), "darkgreen"
            elif not player["eligible"]:
                note, fill = say("not_eligible"), "darkred"
            else:
                tiles = _tiles(player["tiles_flipped"])
                note, fill = say("tiles_empty", tiles=tiles, empty=player["empty"]), "muted"
            text(draw, (PAD + 20, y + 28), note, size=TEXT, fill=fill, anchor="lm")
            y += 46
    if view["solo_target"]:
        verdict = say("target_reached" if result["winners"] else "target_missed", target=view["solo_target"])
        text(draw, (PANEL_W // 2, y + 8), verdict, size=TEXT, anchor="ma")


def _legend(image: Image.Image, x: int, y: int) -> None:
    """Each building's colour and mark beside its name."""
    draw = ImageDraw.Draw(image)
    step = (PANEL_W - 2 * PAD) // 3
    for i, (letter, _) in enumerate(LEGEND):
        name = say(f"legend_{letter}")
        left, top = x + (i % 3) * step + 2, y + (i // 3) * 19 - 2
        image.paste(piece(letter, 17), (left, top))
        text(draw, (left + 21, top + 9), name, size=TEXT, anchor="lm")


def _wrap(s: str, size: int, width: float) -> list[str]:
    lines: list[str] = []
    for word in s.split():
        if lines and text_width(f"{lines[-1]} {word}", size) <= width:
            lines[-1] += f" {word}"
        elif text_width(word, size) <= width:
            lines.append(word)
        else:  # Chinese has no spaces to break at: any character may start a line
            lines.append("")
            for ch in word:
                if lines[-1] and text_width(lines[-1] + ch, size) > width:
                    lines.append("")
                lines[-1] += ch
    return lines


@say.speaks
def bonus_legend(view: View, width: int, *, words: core.Say | None = None) -> Image.Image:
    """What each goal label on the bonus tiles means: a tile whose goal a city meets flips and
    scores +3 (north tiles look down their two columns, west tiles along their two rows, the
    corner tile along the diagonal)."""
    entries: dict[str, str] = {}
    for tile in sorted(view["bonus"], key=lambda t: t["slot"] != "NW"):
        goal = say("bonus_goal", tile=tile["tile"], text=tile["text"])
        entries.setdefault(say("bonus_short", tile=tile["tile"], short=tile["short"]), goal)
    return _legend_image(tuple(entries.items()), width, say("bonus_head"))


@lru_cache(maxsize=16)
def _legend_image(
    entries: tuple[tuple[str, str], ...], width: int, head: str = WORDS["bonus_head"]
) -> Image.Image:
    lines: list[tuple[str, str]] = [("", head)]
    for short, meaning in entries:
        for k, line in enumerate(_wrap(meaning, TEXT, width - 70)):
            lines.append((short if k == 0 else "", line))
    image = canvas(width, 10 + 19 * len(lines), bg="panel")
    draw = ImageDraw.Draw(image)
    for i, (short, line) in enumerate(lines):
        y = 14 + 19 * i
        if short:
            draw.rectangle((PAD, y - 9, PAD + 50, y + 9), fill=c("sc_tile"), outline=c("grid"))
            text(draw, (PAD + 25, y), short, size=TEXT, anchor="mm")
        text(draw, (PAD + (62 if i else 0), y), line, size=TEXT, anchor="lm")
    return image


def _grid(panels: Sequence[Image.Image], cols: int) -> Image.Image:
    rows = -(-len(panels) // cols)
    image = canvas(cols * PANEL_W, rows * PANEL_H)
    for i, panel in enumerate(panels):
        image.paste(panel, ((i % cols) * PANEL_W, (i // cols) * PANEL_H))
    return image


def focus_of(view: View) -> int:
    """Whose city goes beside the pattern: the first seat still to choose, the winner at the end,
    else seat 1."""
    if view["result"] is not None and view["result"]["winners"]:
        return int(view["result"]["winners"][0])
    waiting = [p["seat"] for p in view["players"] if p["status"] == "to_act"]
    return waiting[0] if waiting else 0


@say.speaks
def post_images(
    view: View, *, names: core.Names = None, focus: int | None = None, words: core.Say | None = None
) -> list[tuple[str, Image.Image]]:
    """What a round posts: the pattern beside the focus city (the seat that just moved or must
    choose), the bonus legend under them; then the other cities two a row in a second image."""
    seat = focus_of(view) if focus is None else focus
    top = _grid([draw_pattern(view, names=names), draw_board(view, seat, names=names)], 2)
    posted = [("board.png", stack([top, bonus_legend(view, top.width)], gap=0))]
    others = [draw_board(view, p["seat"], names=names) for p in view["players"] if p["seat"] != seat]
    if others:
        posted.append(("others.png", _grid(others, 2)))
    return posted


@say.speaks
def draw(
    view: View, *, names: core.Names = None, focus: int | None = None, words: core.Say | None = None
) -> Image.Image:
    """The channel image in one piece: pattern and focus city, legend, then the other cities."""
    return stack([im for _, im in post_images(view, names=names, focus=focus)], gap=0)


@say.speaks
def draw_private(view: View, *, names: core.Names = None, words: core.Say | None = None) -> Image.Image:
    """A seat's own picture (its hidden phase-B placement included): the pattern and its city."""
    seat = view["viewer"]
    if seat is None:
        raise ValueError("draw_private needs a seat's view, not the channel's")
    return _grid([draw_pattern(view, names=names), draw_board(view, seat, names=names)], 2)


@say.speaks
def draw_preview(
    view: View,
    seat: int,
    cells: Iterable[str],
    letter: str,
    *,
    names: core.Names = None,
    words: core.Say | None = None,
) -> Image.Image:
    """A seat's city with the target cells of a placement highlighted and filled with `letter`."""
    return draw_board(view, seat, highlight=list(cells), letter=letter, names=names)


def option_cubes(view: View, option: str) -> list[tuple[int, int]]:
    """The pattern cells (row, col) an option takes: its colour, plus every wild cube for "X+W"."""
    letter, wilds = option[0], option.endswith("+W")
    return [
        (r, col)
        for r, row in enumerate(view["pattern"])
        for col, ch in enumerate(row)
        if ch == letter or (wilds and ch == "W")
    ]


@say.speaks
def draw_choice(
    view: View,
    seat: int,
    *,
    option: str | None = None,
    anchors: Iterable[str] = (),
    cells: Iterable[str] = (),
    names: core.Names = None,
    words: core.Say | None = None,
) -> Image.Image:
    """What a seat looks at while choosing: the pattern (the option's cubes outlined) beside its own
    city, with the option's legal anchors ringed or, once an anchor is picked, the buildings-to-be."""
    targets = list(cells)
    chosen = option_cubes(view, option) if option else []
    letter = option[0] if option and targets else None
    board = draw_board(
        view,
        seat,
        highlight=targets,
        letter=letter,
        marks=() if targets else anchors,
        names=names,
    )
    return _grid([draw_pattern(view, chosen=chosen, names=names), board], 2)


@say.speaks
def draw_scores(view: View, *, names: core.Names = None, words: core.Say | None = None) -> Image.Image:
    """The final table: points per category, bonus tiles flipped, total and place per seat."""
    result = view["result"]
    if result is None:
        raise ValueError("the game is not over")
    rows: list[dict[str, int]] = []
    for p, parts in enumerate(result["breakdown"]):
        row = {k: v for k, v in parts.items() if k != "total"}
        row["tiles"] = view["players"][p]["tiles_flipped"]
        rows.append(row)
    headings = {k: say("score_heading", category=k) for row in rows for k in row if k != "tiles"}
    headings.update(tiles=say("score_tiles"), total=say("score_total"), place=say("score_place"))
    return score_table(
        rows,
        result["scores"],
        result["places"],
        title=say("scores_title"),
        labels=[seat_label(p, names) for p in range(len(rows))],
        headings=headings,
    )


def gallery_choosers(
    game: Game, state: Any, seat: int, names: Sequence[str]
) -> Iterator[tuple[str, Image.Image]]:
    """The image the seat to act chooses its move from, for `python -m render.gallery`."""
    yield "choice", draw_choice(game.view(state, seat), seat, names=names)


if TYPE_CHECKING:
    # pyright checks here that this module draws its game's views as `Renderer` says.
    from render import shakecity as _this
    from render.renderers import GalleryChoosers

    _GALLERY: GalleryChoosers = gallery_choosers
    _RENDERER: core.Renderer[ShakeCityView] = _this
