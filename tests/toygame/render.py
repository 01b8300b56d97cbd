"""Tic-tac-toe's pictures: the grid, each mark in its seat's colour, and whose turn it is."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.core import Say, Words, c, canvas, seat_colour, seat_label, templates, text
from tests.toygame.game import COLUMNS, TicTacToeView, line_of

say = Words("tictactoe", templates({"turn": "{seat} to play", "won": "{seat} wins", "draw": "A draw"}))
CELL = 96
MARGIN = 24


@say.speaks
def draw(view: TicTacToeView, *, names: Sequence[str] | None = None, words: Say | None = None) -> Image.Image:
    size = 3 * CELL + 2 * MARGIN
    image = canvas(size, size + 40)
    d = ImageDraw.Draw(image)
    for i in range(4):
        at = MARGIN + i * CELL
        d.line([(at, MARGIN), (at, MARGIN + 3 * CELL)], fill=c("ink"), width=3)
        d.line([(MARGIN, at), (MARGIN + 3 * CELL, at)], fill=c("ink"), width=3)
    cells = view["cells"]
    for i, owner in enumerate(cells):
        x, y = MARGIN + (i % 3) * CELL + CELL // 2, MARGIN + (i // 3) * CELL + CELL // 2
        if owner is None:
            text(d, (x, y), f"{COLUMNS[i % 3]}{i // 3 + 1}", size=14, fill="grid", anchor="mm")
        else:
            text(d, (x, y), "XO"[owner], size=60, fill=seat_colour(owner), anchor="mm")
    done = line_of(tuple(cells))
    if view["winner"] is not None:
        caption = say("won", seat=seat_label(view["winner"], names))
    elif done is None and all(c is not None for c in cells):
        caption = say("draw")
    else:
        caption = say("turn", seat=seat_label(view["turn"], names))
    text(d, (size // 2, size + 14), caption, size=18, fill="ink", anchor="mm")
    return image


def post_images(
    view: TicTacToeView,
    *,
    names: Sequence[str] | None = None,
    focus: int | None = None,
    words: Say | None = None,
) -> list[tuple[str, Image.Image]]:
    return [("board", draw(view, names=names, words=words))]
