"""Shake That City images: they decode, have the expected sizes, and known pixels show known things."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from games.shakecity import GAME
from games.shakecity.state import Phase, State
from render import shakecity as R
from render.core import COLOURS
from tests.helpers.pixels import decoded, rgb

EXAMPLE_D = "".join(["HPHRHP", "HPFRPH", "RRRRSH", "FFSSRR", "PRSRSP", "HHRH.H"])
EMPTY = "." * 36


def _state(players: int, boards: list[str], **fields: Any) -> State:
    state = GAME.new(players, fields.pop("options", {}), 4)
    state = replace(state, boards=tuple(boards), public_boards=tuple(boards), bonus_layout=(3, 2, 4, 7, 5, 6))
    return replace(state, **fields)


@pytest.mark.parametrize(("players", "others"), [(1, 0), (2, 1), (3, 1), (4, 2)])
def test_composite_sizes(players: int, others: int) -> None:
    # Portrait and phone-wide: pattern and one city side by side, the legend, then the other
    # cities two a row.
    state = GAME.new(players, {"wild_night": True}, 3)
    view = GAME.view(state, None)
    image = decoded(R.draw(view))
    legend = R.bonus_legend(view, 2 * R.PANEL_W).height
    assert image.size == (2 * R.PANEL_W, R.PANEL_H + legend + others * R.PANEL_H) and image.mode == "P"
    posted = R.post_images(view)
    assert len(posted) == (1 if players == 1 else 2)


def test_buildings_zones_and_edges_at_known_pixels() -> None:
    board = "H" + "." * 13 + "2" + "." * 21  # a home on A1, construction tile 2 on C3 (index 14)
    state = _state(2, [board, EMPTY], options={"side": "seaside", "construction": True})
    image = R.draw_board(GAME.view(state, None), 0)
    assert image.size == (R.PANEL_W, R.PANEL_H)
    assert rgb(image, R.cell_centre(0, 0))[0] > 150  # home red at A1
    assert rgb(image, (R.cell_centre(0, 0)[0] - 12, R.cell_centre(0, 0)[1])) == COLOURS["sc_home"]
    assert rgb(image, (R.X0 + 3 * 34 + 2, R.Y0 + 3 * 34 + 2)) == COLOURS["sc_zone3"]  # D4 is gray
    assert rgb(image, (R.X0 + 1 * 34 + 2, R.Y0 + 1 * 34 + 2)) == COLOURS["sc_zone2"]  # B2 is brown
    assert rgb(image, (R.X0 + 5 * 34 + 2, R.Y0 + 5 * 34 + 2)) == COLOURS["sc_zone1"]  # F6 is green
    assert rgb(image, (R.X0 + 10, R.Y0 - 2)) == COLOURS["black"]  # north edge black
    assert rgb(image, (R.X0 + 10, R.Y0 + 6 * 34 + 2)) == COLOURS["sc_beach"]  # south edge beach
    assert rgb(image, (R.X0 + 6 * 34 + 2, R.Y0 + 40)) == COLOURS["sc_beach"]  # east edge beach
    corner = (R.cell_centre(2, 2)[0] - 13, R.cell_centre(2, 2)[1] + 4)
    assert rgb(image, corner) in (COLOURS["sc_construction"], COLOURS["tan"])  # C3 under tile 2
    inland = R.draw_board(GAME.view(replace(state, side="inland"), None), 0)
    assert rgb(inland, (R.X0 + 10, R.Y0 + 6 * 34 + 2)) == COLOURS["black"]


def test_bonus_tiles_show_flipped_ones() -> None:
    state = _state(1, [EXAMPLE_D])  # example D flips the diagonal (NW) and N2
    image = R.draw_board(GAME.view(state, None), 0)
    for slot, done in (("NW", True), ("N2", True), ("N1", False), ("W1", False)):
        x0, y0, _, _ = R.SLOT_BOX[slot]
        expected = COLOURS["sc_flipped"] if done else COLOURS["sc_tile"]
        assert rgb(image, (x0 + 2, y0 + 2)) == expected, slot


def test_preview_highlights_the_target_cells() -> None:
    state = _state(2, [EMPTY, EMPTY], pattern="HPHFSRHHP", phase=Phase.START, start=0, decisions=("", ""))
    view = GAME.view(state, 0)
    image = R.draw_preview(view, 0, ["D2", "F2", "D4", "E4"], "H")
    x, y = R.cell_centre(1, 3)
    assert rgb(image, (x - 16, y)) == COLOURS["highlight"]  # D2 outlined
    assert rgb(image, (x - 9, y)) == COLOURS["sc_home"]  # and filled with a home
    x, y = R.cell_centre(1, 4)
    assert rgb(image, (x - 9, y)) != COLOURS["sc_home"]  # E2 is not a target


def test_pattern_panel_shows_the_cubes() -> None:
    state = _state(2, [EMPTY, EMPTY], pattern="HWSSHFPWR", wild_night=True)
    image = R.draw_pattern(GAME.view(state, None))
    px, py = R.PATTERN_X, R.PATTERN_Y
    assert rgb(image, (px + 6, py + 6)) == COLOURS["sc_home"]  # a1 home
    assert rgb(image, (px + R.PCELL + 8, py + 8)) == COLOURS["sc_wild"]  # b1 wild
    assert rgb(image, (px + 2 * R.PCELL + 6, py + 2 * R.PCELL + 6)) == COLOURS["sc_road"]  # c3 road


def test_private_image_and_final_images() -> None:
    state = _state(2, [EXAMPLE_D, EMPTY], pattern="HWSSHFPWR", round=13, phase=Phase.OPEN)
    assert R.draw_private(GAME.view(state, 1)).size == (2 * R.PANEL_W, R.PANEL_H)
    with pytest.raises(ValueError):
        R.draw_private(GAME.view(state, None))
    over = replace(state, phase=Phase.OVER, pattern="")
    view = GAME.view(over, None)
    assert decoded(R.draw(view)).width == 2 * R.PANEL_W
    scores = decoded(R.draw_scores(view))
    assert 300 < scores.width <= 560


def test_choice_image_outlines_the_option_cubes_and_rings_its_anchors() -> None:
    state = _state(2, [EMPTY, EMPTY], pattern="HPHFSRHHP", phase=Phase.START, start=0, decisions=("", ""))
    view = GAME.view(state, 0)
    image = R.draw_choice(view, 0, option="H", anchors=["A1", "B1"])
    assert image.size == (2 * R.PANEL_W, R.PANEL_H)
    px, py = R.PATTERN_X, R.PATTERN_Y
    assert rgb(image, (px + 1, py + R.PCELL // 2)) == COLOURS["highlight"]  # a1 (a home) outlined
    assert rgb(image, (px + R.PCELL + 1, py + R.PCELL // 2)) != COLOURS["highlight"]  # b1 (a park) not
    x, y = R.cell_centre(0, 0)
    assert rgb(image, (R.PANEL_W + x - 7, y)) == COLOURS["highlight"]  # A1 ringed
    x, y = R.cell_centre(0, 2)
    assert rgb(image, (R.PANEL_W + x - 7, y)) != COLOURS["highlight"]  # C1 is no anchor
    placed = R.draw_choice(view, 0, option="H", cells=["A1", "C1", "A3", "B3"])
    x, y = R.cell_centre(0, 2)
    assert rgb(placed, (R.PANEL_W + x - 9, y)) == COLOURS["sc_home"]  # C1 will hold a home
