"""Akropolis images: they decode, have sensible sizes, and known pixels show known things."""

from __future__ import annotations

import io
from dataclasses import replace

from PIL import Image

from games import hexgrid
from games.akropolis import GAME, City
from games.akropolis.view import AkropolisView
from render import akropolis as R
from render.core import c, png, recording
from tests.helpers.akropolis import EXAMPLE_3, build


def example_view(**options: object) -> AkropolisView:
    city, _ = build(EXAMPLE_3)
    state = replace(GAME.new(2, dict(options), 1), cities=(city, City.start()), stones=(4, 2))
    return GAME.view(state, None)


def decode(image: Image.Image) -> Image.Image:
    data = png(image)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    decoded = Image.open(io.BytesIO(data))
    decoded.load()
    assert decoded.mode == "P" and decoded.size == image.size
    return decoded


def fill_probe(centres: dict, cell: tuple[int, int]) -> tuple[int, int]:
    """A point inside a hex, left of its centre: away from the texts drawn in the middle."""
    x, y = centres[cell]
    return int(x - R.SIZE * 0.72), int(y)


def edge_midpoint(centres: dict, cell: tuple[int, int], direction: int) -> tuple[int, int]:
    x, y = centres[cell]
    corners = hexgrid.corners(x, y, R.SIZE)
    i, j = hexgrid.edge_corners(direction)
    return round((corners[i][0] + corners[j][0]) / 2), round((corners[i][1] + corners[j][1]) / 2)


def test_hexes_are_coloured_by_district_and_level() -> None:
    board, centres = R.draw_board(example_view()["cities"][0])
    assert board.getpixel(fill_probe(centres, (2, 0))) == c("ak_blue2")  # H on level 2
    assert board.getpixel(fill_probe(centres, (0, 0))) == c("ak_blue1")  # the starting plaza
    assert board.getpixel(fill_probe(centres, (3, -1))) == c("ak_quarry2")  # Q on level 2
    assert board.getpixel(fill_probe(centres, (2, 1))) == c("ak_red1")  # B
    assert board.getpixel(fill_probe(centres, (0, 1))) == c("ak_purple1")  # T
    assert board.getpixel(fill_probe(centres, (1, -1))) == c("ak_yellow1")  # M
    assert board.getpixel(fill_probe(centres, (1, 2))) == c("ak_green1")  # G
    assert (5, 0) not in centres  # the plain board is cropped to the city
    chooser, centres = R.draw_board(example_view()["cities"][0], choosing=True)
    assert chooser.getpixel(fill_probe(centres, (5, 0))) == c("ak_frontier")  # empty, next to the city


def test_tile_borders_are_thick_between_tiles_and_thin_inside_one() -> None:
    board, centres = R.draw_board(example_view()["cities"][0])
    # (2,0) and (3,0) are both tile #19: a thin light edge. (2,0) and (1,0) (#19 / start): dark.
    assert board.getpixel(edge_midpoint(centres, (2, 0), 0)) == c("ak_edge")
    assert board.getpixel(edge_midpoint(centres, (2, 0), 3)) == c("ink")


def test_lakes_are_marked_only_with_the_garden_variant() -> None:
    plain, centres = R.draw_board(example_view()["cities"][0], choosing=True)
    assert plain.getpixel(fill_probe(centres, (1, 1))) == c("ak_frontier")
    view = example_view(garden_variant=True)
    lake, centres = R.draw_board(view["cities"][0], show_lakes=True)
    assert lake.getpixel(fill_probe(centres, (1, 1))) == c("ak_lake")


def test_last_tile_is_outlined() -> None:
    view = example_view()
    board, centres = R.draw_board(view["cities"][0], highlight=view["cities"][0]["last"])
    # Tile #19 was placed last on (3,-1), (3,0), (2,0); the edge of (3,-1) towards NE is outer.
    assert board.getpixel(edge_midpoint(centres, (3, -1), 5)) == c("highlight")


def test_channel_image_has_site_and_every_city() -> None:
    state = GAME.new(4, {}, 2)
    for _ in range(5):
        state, _ = GAME.apply(state, state.current, GAME.legal(state, state.current)[0])
    view = GAME.view(state, None)
    image = decode(R.draw(view))
    one = R.draw_city(view, 0)
    # One piece: the site, then the four cities in boxes of one size, two a row.
    site = R.draw_site(view).height
    box = R.TABLE_BOX[4]
    assert image.size == (one.width, site + 2 + 2 * (box[1] + 2) - 2)
    for seat in range(4):
        x, y = (seat % 2) * box[0], site + 2 + (seat // 2) * (box[1] + 2)
        assert image.getpixel((x + 8, y + 11)) == c(f"seat{seat}")
    # A replay's frames: the same size from the first turn to the last, however the cities grow.
    while not GAME.result(state):
        state, _ = GAME.apply(state, state.current, GAME.legal(state, state.current)[-1])
    assert decode(R.draw(GAME.view(state, None))).size == image.size
    posted = R.post_images(view)
    assert [name for name, _ in posted] == ["board.png", "others.png"]
    assert posted[0][1].getpixel((12, R.draw_site(view).height + 6 + R.HEADER // 2)) == c("seat1")
    assert posted[1][1].width < one.width


def test_site_slot_shows_its_tile() -> None:
    view = GAME.view(GAME.new(2, {}, 3), None)
    site = R.draw_site(view)
    first = view["site"][0]["hexes"][0]
    cx, cy = hexgrid.centre((0, 0), R.SITE_SIZE)
    x, y = 8 + 18 + cx, 60 + cy  # slot 1's tile, first hex (see draw_site)
    assert site.getpixel((int(x - R.SITE_SIZE * 0.75), int(y))) == c(R.fill_of(first, 1))


def test_city_image_seat_colour_and_size() -> None:
    view = example_view()
    image = decode(R.draw_city(view, 1))
    assert image.width >= R.MIN_WIDTH
    assert image.getpixel((8, R.HEADER // 2)) == c("seat1")


def test_solo_image_includes_the_virtual_architect() -> None:
    state = GAME.new(1, {}, 1)
    state, _ = GAME.apply(state, 0, GAME.legal(state, 0)[0])
    view = GAME.view(state, None)
    assert view["va"] is not None and len(view["va"]["tiles"]) == 1
    with_va = decode(R.draw(view))
    assert with_va.height > R.draw_city(view, 0).height + R.draw_site(view).height


def test_preview_outlines_the_candidate_tile() -> None:
    city, _ = build(EXAMPLE_3)
    state = replace(GAME.new(2, {}, 1), cities=(city, City.start()), site=(2, 30, 7, 16), stones=(4, 2))
    turn = next(a for a in GAME.legal(state, 0) if (a.slot, a.q, a.r, a.rotation) == (1, 0, 0, 0))
    view = GAME.preview(state, 0, turn)
    image = decode(R.draw_preview(view))
    board, centres = R.draw_board(view["cities"][0], highlight=view["preview"]["cells"], choosing=True)
    top = R.HEADER + R.TEXT + 14
    left = (image.width - board.width) // 2
    x, y = edge_midpoint(centres, (0, 0), 4)  # NW edge of the new tile's first hex
    assert image.getpixel((x + left, y + top)) == c("highlight")
    # the covered starting plaza now shows the tile's yellow plaza on level 2
    assert board.getpixel(fill_probe(centres, (0, 0))) == c("ak_yellow2")


def test_footprint_menu_numbers_each_place_where_its_cells_meet() -> None:
    state = GAME.new(2, {}, 3)
    view = GAME.view(state, None)
    cells = [f["cells"] for f in GAME.footprints(state, 0)]
    image = decode(R.draw_footprints(view, 0, cells, caption="Level 1: 30 places"))
    board, centres = R.draw_board(view["cities"][0], size=28, choosing=True)
    left, top = (image.width - board.width) // 2, R.HEADER
    assert image.getpixel((8, R.HEADER // 2)) == c("seat0")
    for footprint in cells[:3] + cells[-3:]:
        x = sum(centres[(q, r)][0] for q, r in footprint) / 3
        y = sum(centres[(q, r)][1] for q, r in footprint) / 3
        # left of the mark's number, inside its disc
        assert image.getpixel((int(x - 28 * 0.25) + left, int(y) + top)) == c("highlight")
    # a hex centre is never a footprint's corner
    x, y = centres[(0, 0)]
    assert image.getpixel((int(x - 28 * 0.6) + left, int(y) + top)) != c("highlight")


def test_the_placement_picture_shows_its_caption_for_any_seat() -> None:
    view = GAME.view(GAME.new(4, {}, 2), None)
    for seat in (0, 2):
        with recording() as drawn:
            R.draw_footprints(view, seat, [], caption="Level 1: where the tile can go")
        assert "Level 1: where the tile can go" in [d.s for d in drawn]
        with recording() as drawn:
            R.draw_footprints(view, seat, [], names=["Ann", "Bo", "Cy", "Di"])
        assert f"{['Ann', 'Bo', 'Cy', 'Di'][seat]}: where the tile can go" in [d.s for d in drawn]
