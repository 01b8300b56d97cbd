"""Block Buster images: they decode, have the expected size, and show known things at known pixels."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from games.blockbuster import GAME, Resign, State
from render import blockbuster as R
from render.core import c, png
from tests.helpers.blockbuster import fresh, parse_place, play

EXAMPLE_A = ["place 13 R90 A1", "place 5 R90 D1", "place 2 R0 A4"]


def _decode(image: Image.Image) -> Image.Image:
    decoded = Image.open(io.BytesIO(png(image)))
    decoded.load()
    assert decoded.mode == "P"
    return decoded


def _random_game(num_players: int, mode: str, steps: int) -> State:
    state = GAME.new(num_players, {"mode": mode}, 11)
    rnd = random.Random(11)
    for _ in range(steps):
        if not GAME.to_act(state):
            break
        (player,) = GAME.to_act(state)
        legal = [a for a in GAME.legal(state, player) if not isinstance(a, Resign)]
        state, _ = GAME.apply(state, player, rnd.choice(legal))
    return state


@pytest.mark.parametrize(
    ("num_players", "mode", "size"),
    [
        (2, "standard", (484, 512)),
        (3, "standard", (532, 560)),
        (4, "team", (532, 560)),
        (2, "special_duel", (532, 560)),
    ],
)
def test_board_image_decodes_with_the_expected_size(
    num_players: int, mode: str, size: tuple[int, int]
) -> None:
    for steps in (0, 25, 400):  # start, middle, finished
        view = GAME.view(_random_game(num_players, mode, steps), None)
        image = _decode(R.post_images(view)[0][1])
        # the board on top, the block of the colour to move under it, as wide
        assert image.width == size[0] == R.image_size(view)[0] and image.height > size[1]
        assert R.image_size(view) == size


def test_pieces_symbols_secured_frames_and_last_move_at_known_pixels() -> None:
    state, _ = play(fresh(2), *EXAMPLE_A)
    view = GAME.view(state, None)
    image = _decode(R.draw(view))
    px = image.getpixel
    cell = R.cell_size(view)
    x, y = R.cell_centre(view, (0, 0))
    assert px((x - cell // 2 + 2, y)) == c("bb_red")  # A1, Example A's V pentomino
    assert px((x, y)) == c("bb_red_dark")  # with red's triangle
    x, y = R.cell_centre(view, (0, 3))
    assert px((x - cell // 2 + 2, y)) == c("bb_blue")  # D1
    assert px((x, y)) == c("bb_blue_dark")  # with blue's dot
    x, y = R.cell_centre(view, (1, 1))  # B2: the sun tile, secured by red
    left, top = x - cell // 2, y - cell // 2
    assert px((left + 3, top + 3)) == c("bb_red")  # the inset frame in the securing colour
    assert px((left + 9, top + 9)) == c("bb_tile")
    assert px((x + cell // 2, y + cell // 2)) == c("bb_icon")  # the sun's core at the tile's centre
    # The last move (A4 B4) is outlined; an empty cell keeps its ring dot on cream.
    ax, ay = R.cell_centre(view, (3, 1))
    assert px((ax, ay + cell // 2)) == c("highlight")
    ex, ey = R.cell_centre(view, (11, 11))
    assert px((ex, ey)) == c("bb_dot") and px((ex - cell // 3, ey - cell // 3)) == c("cream")


def test_unsecured_tile_has_no_frame_and_every_symbol_has_an_icon() -> None:
    view = GAME.view(fresh(4), None)
    image = _decode(R.draw(view))
    cell = R.cell_size(view)
    for symbol in view["symbols"]:
        r, col = symbol["tile"][0]
        x, y = R.cell_centre(view, (r, col))
        assert image.getpixel((x - cell // 2 + 3, y - cell // 2 + 3)) == c("bb_tile")
        inner = image.crop((x, y, x + cell, y + cell))  # the centre of the 2x2 tile
        assert c("bb_icon") in {v for _, v in inner.getcolors() or []}, symbol["symbol"]


def test_block_under_the_board_marks_the_colour_to_move() -> None:
    view = GAME.view(fresh(2), None)
    image = _decode(R.post_images(view, names=["Ann", "Bo"])[0][1])
    top = R.image_size(view)[1]
    assert image.getpixel((9, top + 5)) == c("bb_red")  # red's chip, with its triangle
    assert image.getpixel((image.width - 4, top + 40)) == c("panel")  # red's block is highlighted


def test_preview_tints_legal_targets_and_crosses_illegal_ones() -> None:
    state, _ = play(fresh(2), *EXAMPLE_A[:2])
    view = GAME.view(state, None)
    ok = GAME.preview(state, 0, parse_place("place 2 R0 A4"))
    image = _decode(R.draw_preview(view, ok["cells"], legal=ok["legal"], caption=ok["action"]))
    assert image.width == R.image_size(view)[0]
    assert image.getpixel(R.cell_centre(view, (3, 0))) == c("bb_red_light")
    bad = GAME.preview(state, 0, parse_place("place 2 R0 C4"))
    image = _decode(R.draw_preview(view, bad["cells"], legal=bad["legal"]))
    assert image.getpixel(R.cell_centre(view, (3, 3))) == c("highlight")  # D4 is blue: crossed


def test_anchor_picture_marks_every_legal_anchor_cell_and_nothing_else() -> None:
    state, _ = play(fresh(2), *EXAMPLE_A[:2])
    view = GAME.view(state, None)
    anchors = [(3, 0), (4, 0)]  # red's #1 monomino may touch A3 from A4 (and A5 is free)
    image = _decode(R.draw_anchors(view, anchors, caption="#1 monomino R0"))
    assert image.width == R.image_size(view)[0]
    x, y = R.cell_centre(view, (3, 0))
    assert image.getpixel((x, y)) == c("ink")  # the anchor dot
    assert image.getpixel((x + R.cell_size(view) // 4, y)) == c("bb_red_light")
    x, y = R.cell_centre(view, (5, 0))
    assert image.getpixel((x + R.cell_size(view) // 4, y)) == c("cream")  # A6: not marked


def test_piece_pictures_show_every_orientation() -> None:
    view = GAME.view(fresh(2), None)
    image = _decode(R.draw_pieces(view, 1))
    assert image.width <= 440 and image.height > 13 * 40
    one = _decode(R.draw_pieces(view, 0, 13))
    assert one.height < 220
    # #13 V pentomino R0 at unit 14: its corner cell (2, 0) sits below the code label.
    x, y = 10 + 7, 34 + 24 + 17 + 2 * 14 + 7
    assert one.getpixel((x, y)) == c("bb_red")


def test_board_png_stays_small() -> None:
    view = GAME.view(_random_game(4, "standard", 40), None)
    assert len(png(R.draw(view))) < 60_000
