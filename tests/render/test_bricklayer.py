"""Genius Bricklayer images: they decode, have the expected size, and known pixels show known things."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.bricklayer import GAME, Take
from games.polyomino import parse_label
from render import bricklayer as R
from tests.helpers.bricklayer import example1, example2, example3, example4
from tests.helpers.pixels import decoded, pixel


@pytest.mark.parametrize(("n", "rows"), [(2, 1), (3, 1), (4, 2)])
def test_table_image_size_and_mode(n: int, rows: int) -> None:
    # Portrait, phone-wide: market, the wall to act and the legend, then the other walls small.
    view = GAME.view(GAME.new(n, {}, 1), None)
    image = decoded(R.draw(view))
    assert image.mode == "P"
    assert image.size == R.layout(view)[0]
    assert image.size[0] == R.market_width(view) <= 500
    small = R.draw_small_wall(view, 1).height
    legend = R.legend(image.width).height
    assert image.size[1] == R.MARKET_H + R.WALL_H + legend + 6 + rows * small + 6 * (rows - 1)
    assert [name for name, _ in R.post_images(view)] == ["board.png", "others.png"]


def test_wall_shows_bricks_in_shape_colours_and_empty_cells() -> None:
    state, _ = example1()
    view = GAME.view(state, None)
    image = R.draw(view)
    offset = R.layout(view)[1][0]
    # Y5 covers G1 F2 G2 G3 G4 (anchor G1 carries its score); G3 is plain brick colour.
    assert pixel(image, R.cell_centre(parse_label("G3"), offset)) == R.c("bl_Y5")
    assert pixel(image, R.cell_centre(parse_label("A3"), offset)) == R.c("bl_V5")
    assert pixel(image, R.cell_centre(parse_label("A1"), offset)) == R.c("bl_empty")
    assert pixel(image, R.cell_centre(parse_label("H8"), offset)) == R.c("bl_empty")
    # The anchor cell shows the brick's score in ink.
    x, y = R.cell_centre(parse_label("G1"), offset)
    box = [pixel(image, (x + dx, y + dy)) for dx in range(-4, 5) for dy in range(-6, 7)]
    assert R.c("ink") in box and R.c("bl_Y5") in box
    # The second wall is empty.
    other = R.draw_wall(view, 1)
    assert pixel(other, R.cell_centre(parse_label("G3"))) == R.c("bl_empty")


def test_edges_separate_bricks() -> None:
    state, _ = example1()
    image = R.draw_wall(GAME.view(state, None), 0, highlight_last=False)
    x, y = R.cell_centre(parse_label("A2"))  # I2 on A2 B2 above V5's A3 B3
    assert pixel(image, (x, y + R.CELL // 2)) == R.c("bl_edge")
    # Inside one brick only the thin grid line separates its cells.
    assert pixel(image, (x + R.CELL // 2, y)) == R.c("grid")


def test_completed_rows_are_ticked_with_their_points() -> None:
    state, _ = example1()
    state, _ = GAME.apply(state, 0, GAME.parse("take 1 R0 H2"))
    view = GAME.view(state, None)
    image = R.draw_wall(view, 0)
    x0, y0 = R.wall_origin()
    margin = (x0 + R.GRID + 2, y0 + R.CELL, x0 + R.GRID + R.RIGHT - 2, y0 + 2 * R.CELL)
    colours = {pixel(image, (x, y)) for x in range(margin[0], margin[2]) for y in range(margin[1], margin[3])}
    assert R.c("bl_done") in colours
    row3 = (y0 + 2 * R.CELL, y0 + 3 * R.CELL)
    colours3 = {pixel(image, (x, y)) for x in range(margin[0], margin[2]) for y in range(*row3)}
    assert R.c("bl_done") not in colours3
    # The brick placed last is outlined.
    x, y = R.cell_centre(parse_label("H2"))
    assert pixel(image, (x, y - R.CELL // 2)) == R.c("highlight")


def test_rows_scored_together_share_a_bracket() -> None:
    state, _ = example2()
    state, _ = GAME.apply(state, 0, GAME.parse("take 1 R90 H4"))
    image = R.draw_wall(GAME.view(state, None), 0)
    x0, y0 = R.wall_origin()
    bracket_x = x0 + R.GRID + 4 + 33
    # The bracket's vertical bar runs from row 4 down through row 5.
    ys = range(y0 + 3 * R.CELL + 6, y0 + 5 * R.CELL - 6)
    assert all(pixel(image, (bracket_x, y)) == R.c("bl_done") for y in ys)


def test_unscored_complete_rows_get_an_orange_dot() -> None:
    state = example3()
    state, _ = GAME.apply(state, 0, GAME.parse("buy 2 R0 A5"))
    image = R.draw_wall(GAME.view(state, None), 0)
    x0, y0 = R.wall_origin()
    assert pixel(image, (x0 + R.GRID + 9, y0 + 5 * R.CELL + R.CELL // 2)) == R.c("bl_pending")


def test_market_shows_face_up_cards_backs_and_the_blind_card() -> None:
    state = example3()
    state, _ = GAME.apply(state, 0, GAME.parse("buy 2 R0 A5"))
    state, _ = GAME.apply(state, 0, GAME.parse("buy 2"))
    view = GAME.view(state, None)
    image = decoded(R.draw_market(view))
    y = 26 + R.CARD_H // 2
    card_x = [R.PAD + i * (R.CARD_W + R.PAD) for i in range(5)]
    # Deck 1: a face-up T4 on a white card; deck 2: a card back; the fifth card: the O1 bought blind.
    assert pixel(image, (card_x[0] + 8, y)) == R.c("white")
    assert pixel(image, (card_x[1] + 8, y)) == R.c("bl_back")
    assert pixel(image, (card_x[4] - 2, y)) == R.c("highlight")
    assert pixel(image, (card_x[4] + R.CARD_W // 2, 26 + 32 + (R.CARD_H - 34) // 2)) == R.c("bl_O1")
    # Coins in the supply, on the line under the cards: five gold dots.
    supply_y = 26 + R.CARD_H + 40 + 8
    assert [pixel(image, (R.PAD + 118 + i * 18 + 7, supply_y)) for i in range(5)] == [R.c("gold")] * 5


def test_empty_deck_is_drawn_empty() -> None:
    state, _ = example1()
    state = replace(state, decks=((), *state.decks[1:]), face_up=(False, *state.face_up[1:]))
    view = GAME.view(state, None)
    image = R.draw_market(view)
    assert pixel(image, (R.PAD + 8, 26 + R.CARD_H // 2)) == R.c("bg")


def test_seat_colours_in_titles() -> None:
    view = GAME.view(GAME.new(4, {}, 2), None)
    for seat in range(4):
        image = R.draw_wall(view, seat)
        assert pixel(image, (6, 13)) == R.c(f"seat{seat}")
        assert pixel(R.draw_small_wall(view, seat), (6, 11)) == R.c(f"seat{seat}")


def test_preview_marks_target_cells_and_rows() -> None:
    state, _ = example2()
    view = GAME.view(state, 0)
    good, taken = (GAME.preview(state, 0, Take(1, "R90", parse_label(at))) for at in ("H4", "G3"))
    assert good is not None and taken is not None
    ok = decoded(R.draw_preview(view, good))
    assert ok.size == (R.WALL_W, R.WALL_H + R.CAPTION)
    for cell in ("H4", "H5", "H6"):
        assert pixel(ok, R.cell_centre(parse_label(cell))) == R.c("bl_ok")
    bad = R.draw_preview(view, taken)
    assert pixel(bad, R.cell_centre(parse_label("G4"))) == R.c("bl_bad")  # taken
    assert pixel(bad, R.cell_centre(parse_label("G3"))) == R.c("bl_empty")  # free, outlined only
    caption = {pixel(bad, (x, y)) for x in range(R.LEFT, R.WALL_W) for y in range(R.WALL_H, R.WALL_H + 18)}
    assert R.c("bl_bad") in caption


def test_full_wall_and_game_over_draw() -> None:
    state = example4(["V3", "T4", "I3", "O4"])
    state = replace(state, active=1)
    state, _ = GAME.apply(state, 1, GAME.parse("coin"))
    view = GAME.view(state, None)
    assert view["winner"] == 0
    image = decoded(R.draw(view))
    offset = R.layout(view)[1][0]
    assert pixel(image, R.cell_centre(parse_label("H1"), offset)) == R.c("bl_empty")
    assert pixel(image, R.cell_centre(parse_label("B1"), offset)) != R.c("bl_empty")


def test_targets_ring_the_cells_offered_for_a_first_square() -> None:
    state, _ = example2()
    view = GAME.view(state, 0)
    image = decoded(R.draw_targets(view, 0, [parse_label("H4"), parse_label("A8")]))
    assert image.size == (R.WALL_W, R.WALL_H)
    for cell in ("H4", "A8"):
        x, y = R.cell_centre(parse_label(cell))
        assert pixel(image, (x - 5, y)) == R.c("bl_ok")  # the ring
        assert pixel(image, (x, y)) == R.c("bl_empty")  # hollow: the cell stays readable
    x, y = R.cell_centre(parse_label("H5"))
    assert pixel(image, (x - 5, y)) == R.c("bl_empty")
