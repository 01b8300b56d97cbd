"""Axial hex geometry (games/hexgrid.py) as the Akropolis spec defines it (spec 1.2, 1.3)."""

from __future__ import annotations

import math

import pytest

from games import hexgrid


def test_neighbours_are_clockwise_from_east() -> None:
    assert hexgrid.neighbours((0, 0)) == ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def test_rotation_maps_each_direction_to_the_next() -> None:
    dirs = hexgrid.DIRECTIONS
    assert [hexgrid.rotate(d) for d in dirs] == [*dirs[1:], dirs[0]]
    assert hexgrid.rotate((2, -1), 6) == (2, -1)


def test_offsets_by_rotation_match_the_spec_table() -> None:
    table = {
        0: ((0, 0), (1, 0), (0, 1)),
        1: ((0, 0), (0, 1), (-1, 1)),
        2: ((0, 0), (-1, 1), (-1, 0)),
        3: ((0, 0), (-1, 0), (0, -1)),
        4: ((0, 0), (0, -1), (1, -1)),
        5: ((0, 0), (1, -1), (1, 0)),
    }
    assert {k: hexgrid.OFFSETS_BY_ROTATION[k] for k in range(6)} == table


@pytest.mark.parametrize("shape", [hexgrid.DOWN, hexgrid.UP])
def test_every_footprint_has_exactly_three_placements(shape: int) -> None:
    cells = set(hexgrid.triangle_cells(shape, 2, -3))
    placements = hexgrid.triangle_placements(shape, 2, -3)
    assert len(placements) == 3
    for anchor, k in placements:
        assert set(hexgrid.piece_cells(anchor, k)) == cells
        assert hexgrid.triangle_of(anchor, k) == (shape, 2, -3)
    # and no other placement covers these cells
    others = [(a, k) for a in cells for k in range(6) if set(hexgrid.piece_cells(a, k)) == cells]
    assert sorted(others) == sorted(placements)


def test_each_cell_lies_in_six_triangles() -> None:
    tris = hexgrid.triangles_containing((3, 4))
    assert len(set(tris)) == 6
    assert all((3, 4) in hexgrid.triangle_cells(*t) for t in tris)


def test_distance_and_rings() -> None:
    assert hexgrid.distance((0, 0), (2, -1)) == 2
    assert hexgrid.distance((1, 1), (-2, 3)) == 3
    for radius in range(4):
        ring = list(hexgrid.ring((1, -1), radius))
        assert len(ring) == max(1, 6 * radius) == len(set(ring))
        assert all(hexgrid.distance(c, (1, -1)) == radius for c in ring)


def test_components_are_edge_connected_groups() -> None:
    groups = hexgrid.components([(0, 0), (1, 0), (0, 1), (3, 0), (5, 5), (5, 6)])
    assert sorted(sorted(g) for g in groups) == [[(0, 0), (0, 1), (1, 0)], [(3, 0)], [(5, 5), (5, 6)]]


def test_pixel_centres_and_shared_edges() -> None:
    size = 10.0
    assert hexgrid.centre((1, 0), size) == pytest.approx((size * math.sqrt(3), 0.0))
    assert hexgrid.centre((0, 1), size) == pytest.approx((size * math.sqrt(3) / 2, 15.0))
    # The corners of the edge towards each neighbour are equidistant from both centres.
    here = hexgrid.corners(0.0, 0.0, size)
    for d, n in enumerate(hexgrid.neighbours((0, 0))):
        nx, ny = hexgrid.centre(n, size)
        for i in hexgrid.edge_corners(d):
            x, y = here[i]
            assert math.hypot(x - nx, y - ny) == pytest.approx(size)
