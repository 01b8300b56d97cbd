"""Every board the channel sees is labelled as moves and menus name cells: a column letter over (or
under) each column and a row number beside each row, centred on it, so the cell of a move (A4, P12,
G4) is read off the board; on the large boards and the small ones."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

import pytest
from PIL import Image

from games.bricklayer import GAME as BRICKLAYER
from games.polyomino import label, parse_label
from games.registry import GAMES
from games.shakecity import GAME as SHAKECITY
from games.shakecity.data import cell_name, parse_cell
from render import blockbuster, bricklayer, core, shakecity
from render.positions import positions

NAMES = ["Ann", "Bo", "Cy", "Di"]


def _fresh_caches() -> None:
    """Backgrounds with their labels are drawn once and cached: draw them again to record them."""
    for module in (blockbuster, bricklayer, shakecity):
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


def _labels_at(
    drawn: Sequence[core.Drawn], rows: int, cols: int, centre: Callable[[int, int], tuple[int, int]]
):
    """For each column and row: the labels drawn on its centre line outside the grid (a column's
    letter above or below it, a row's number beside it; not a number on a brick)."""
    (x0, y0), cell = centre(0, 0), centre(0, 1)[0] - centre(0, 0)[0]
    left, top = x0 - cell / 2, y0 - cell / 2
    right, bottom = left + cols * cell, top + rows * cell

    def beside(d: core.Drawn) -> bool:
        return d.box()[2] <= left + 1 or d.box()[0] >= right - 1

    def over_or_under(d: core.Drawn) -> bool:
        return d.box()[3] <= top + 1 or d.box()[1] >= bottom - 1

    columns = {
        col: [
            d
            for d in drawn
            if d.s == core.column_label(col) and abs(d.xy[0] - centre(0, col)[0]) <= 1 and over_or_under(d)
        ]
        for col in range(cols)
    }
    numbers = {
        row: [
            d
            for d in drawn
            if d.s == str(row + 1) and abs(d.box()[1] + d.box()[3] - 2 * centre(row, 0)[1]) <= 3 and beside(d)
        ]
        for row in range(rows)
    }
    return columns, numbers


def _inked(image: Image.Image, d: core.Drawn, offset: tuple[int, int] = (0, 0)) -> bool:
    """Whether the label's box in the posted image holds the labels' ink."""
    left, top, right, bottom = d.box()
    box = (
        round(left) + offset[0],
        round(top) + offset[1],
        round(right) + offset[0],
        round(bottom) + offset[1],
    )
    return core.c("muted") in {v for _, v in image.crop(box).getcolors() or []}


def _check(drawn, rows: int, cols: int, centre, image: Image.Image, offset=(0, 0)) -> None:
    columns, numbers = _labels_at(drawn, rows, cols, centre)
    assert all(columns.values()), [core.column_label(c) for c, found in columns.items() if not found]
    assert all(numbers.values()), [r + 1 for r, found in numbers.items() if not found]
    assert all(_inked(image, d, offset) for found in [*columns.values(), *numbers.values()] for d in found)


def test_block_buster_board_is_labelled_at_every_cell_line() -> None:
    view = GAMES["blockbuster"].view(positions("blockbuster", 4)["mid"], None)
    _fresh_caches()
    with core.recording() as drawn:
        board = blockbuster.post_images(view, names=NAMES)[0][1]
    size = view["size"]
    _check(drawn, size, size, lambda r, c: blockbuster.cell_centre(view, (r, c)), board)
    # The last move's cells, as its notation names them, under their letter and beside their number.
    last = view["last"]
    assert last is not None
    for r, c in last["cells"]:
        x, y = blockbuster.cell_centre(view, (r, c))
        name = label((r, c))
        assert parse_label(name) == (r, c)
        assert any(d.s == name[0] and abs(d.xy[0] - x) <= 1 for d in drawn)
        assert any(d.s == name[1:] and abs((d.box()[1] + d.box()[3]) / 2 - y) <= 2 for d in drawn)


def test_bricklayer_walls_large_and_small_are_labelled() -> None:
    state = positions("bricklayer", 4)["mid"]
    view = BRICKLAYER.view(state, None)
    _fresh_caches()
    with core.recording() as drawn:
        bricklayer.draw_wall(view, 0, names=NAMES)
    wall = bricklayer.draw_wall(view, 0, names=NAMES)
    _check(drawn, 8, 8, lambda r, c: bricklayer.cell_centre((r, c)), wall)
    with core.recording() as small:
        image = bricklayer.draw_small_wall(view, 1, NAMES)
    x0, y0 = bricklayer.small_origin()
    cell = bricklayer.SMALL_CELL
    _check(small, 8, 8, lambda r, c: (x0 + c * cell + cell // 2, y0 + r * cell + cell // 2), image)
    # Both walls of the posted images are the labelled ones.
    with core.recording() as posted:
        bricklayer.post_images(view, names=NAMES)
    assert {"A", "H", "1", "8"} <= {d.s for d in posted}


def test_shake_that_city_boards_are_labelled_in_the_channel() -> None:
    state = positions("shakecity", 3)["mid"]
    view = SHAKECITY.view(state, None)
    _fresh_caches()
    with core.recording() as drawn:
        posted = dict(shakecity.post_images(view, names=NAMES[:3], focus=0))
    # The focus city sits right of the pattern in the board image.
    _check(drawn, 6, 6, shakecity.cell_centre, posted["board.png"], offset=(shakecity.PANEL_W, 0))
    assert cell_name(parse_cell("D2") or 0) == "D2"
    # The other cities, two a row, labelled too: their labels are inked in the second image.
    others = posted["others.png"]
    columns, numbers = _labels_at(drawn, 6, 6, shakecity.cell_centre)
    for found in (columns[0], numbers[5]):
        assert _inked(others, found[0]) and _inked(others, found[0], (shakecity.PANEL_W, 0))


@pytest.mark.parametrize("key", ["blockbuster", "bricklayer", "shakecity"])
def test_the_labels_keep_the_phone_rule(key: str) -> None:
    """Labels add no text smaller than 1/40 of the image (the rule tests/render/test_phone.py checks
    on every image), and no board grows past a phone's 560 px."""
    state = positions(key, GAMES[key].max_players)["late"]
    module = sys.modules[f"render.{key}"]
    _fresh_caches()
    with core.recording() as drawn:
        images = module.post_images(GAMES[key].view(state, None), names=NAMES)
    width = max(image.width for _, image in images)
    assert width <= 560 and min(d.size for d in drawn) * 40 >= width
