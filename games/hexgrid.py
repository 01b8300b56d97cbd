"""Axial hex geometry on pointy-top hexes, and the triangles of three hexes that tiles cover.

Cells are (q, r): q grows to the east, r to the south-east; rows of constant r are horizontal.
Neighbours are listed clockwise as seen on screen (y downward), starting east. A "triangle" is
three mutually adjacent cells; there are two shapes, DOWN (▽, two cells on top) and UP (△, apex
on top), each named by its top-left cell. A placement puts a three-hex piece at an anchor with a
rotation k (k × 60° clockwise about the anchor); each triangle accepts exactly three placements.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Iterator
from functools import lru_cache

Cell = tuple[int, int]

# Clockwise from east: E, SE, SW, W, NW, NE.
DIRECTIONS: tuple[Cell, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
DIRECTION_NAMES: tuple[str, ...] = ("E", "SE", "SW", "W", "NW", "NE")

DOWN = 0  # ▽: (q, r), (q+1, r), (q, r+1)
UP = 1  # △: (q, r), (q-1, r+1), (q, r+1)

# Offsets of a three-hex piece at rotation 0, in the piece's clockwise hex order.
PIECE_OFFSETS: tuple[Cell, ...] = ((0, 0), (1, 0), (0, 1))

SQRT3 = math.sqrt(3.0)


# A city has a few hundred cells, and a search asks for their neighbours hundreds of thousands of
# times a decision: looking them up costs a third of building them.
@lru_cache(maxsize=4096)
def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The six neighbours of a cell, clockwise from east."""
    q, r = cell
    return ((q + 1, r), (q, r + 1), (q - 1, r + 1), (q - 1, r), (q, r - 1), (q + 1, r - 1))


def rotate(cell: Cell, k: int = 1) -> Cell:
    """Rotate about the origin by k × 60° clockwise: (q, r) -> (-r, q + r) once."""
    q, r = cell
    for _ in range(k % 6):
        q, r = -r, q + r
    return q, r


def _piece_offsets(k: int) -> tuple[Cell, ...]:
    return tuple(rotate(o, k) for o in PIECE_OFFSETS)


OFFSETS_BY_ROTATION: tuple[tuple[Cell, ...], ...] = tuple(_piece_offsets(k) for k in range(6))


def piece_cells(anchor: Cell, k: int) -> tuple[Cell, Cell, Cell]:
    """The cells of a three-hex piece's hexes 0, 1, 2 when hex 0 is at `anchor`, rotated k."""
    q, r = anchor
    a, b, c = OFFSETS_BY_ROTATION[k]
    return (q + a[0], r + a[1]), (q + b[0], r + b[1]), (q + c[0], r + c[1])


def triangle_cells(shape: int, q: int, r: int) -> tuple[Cell, Cell, Cell]:
    """The three cells of a triangle named by its shape and top-left cell."""
    if shape == DOWN:
        return (q, r), (q + 1, r), (q, r + 1)
    return (q, r), (q - 1, r + 1), (q, r + 1)


def triangle_placements(shape: int, q: int, r: int) -> tuple[tuple[Cell, int], ...]:
    """The three (anchor, rotation) placements that cover a triangle (spec 1.3)."""
    if shape == DOWN:
        return (((q, r), 0), ((q + 1, r), 2), ((q, r + 1), 4))
    return (((q, r), 1), ((q, r + 1), 3), ((q - 1, r + 1), 5))


@lru_cache(maxsize=6)
def _triangle_of_rotation(k: int) -> tuple[int, Cell]:
    """Shape of the triangle a rotation covers, and the offset from anchor to its name cell."""
    cells = OFFSETS_BY_ROTATION[k]
    shape = DOWN if k % 2 == 0 else UP
    top = min(cells, key=lambda c: (c[1], c[0]))  # smallest r, then smallest q
    return shape, top


def triangle_of(anchor: Cell, k: int) -> tuple[int, int, int]:
    """(shape, q, r) of the triangle that the placement (anchor, k) covers."""
    shape, (dq, dr) = _triangle_of_rotation(k % 6)
    return shape, anchor[0] + dq, anchor[1] + dr


def triangles_containing(cell: Cell) -> tuple[tuple[int, int, int], ...]:
    """The six triangles (shape, q, r) that contain a cell."""
    q, r = cell
    return (
        (DOWN, q, r),
        (DOWN, q - 1, r),
        (DOWN, q, r - 1),
        (UP, q, r),
        (UP, q + 1, r - 1),
        (UP, q, r - 1),
    )


def centre(cell: Cell, size: float) -> tuple[float, float]:
    """Screen centre of a pointy-top hex of circumradius `size` (y downward), origin at (0, 0)."""
    q, r = cell
    return size * SQRT3 * (q + r / 2), size * 1.5 * r


def corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex, clockwise from the top."""
    out: list[tuple[float, float]] = []
    for i in range(6):
        angle = math.radians(60 * i - 90)
        out.append((cx + size * math.cos(angle), cy + size * math.sin(angle)))
    return out


def edge_corners(direction: int) -> tuple[int, int]:
    """Indices (into `corners`) of the two corners of the edge shared with neighbour `direction`."""
    # Corner i sits at angle 60i - 90 (0 = top); the edge towards E (angle 0) joins corners 1 and 2.
    return (direction + 1) % 6, (direction + 2) % 6


def ring(centre_cell: Cell, radius: int) -> Iterator[Cell]:
    """Cells at exactly `radius` steps from a cell."""
    if radius == 0:
        yield centre_cell
        return
    q, r = centre_cell[0] + DIRECTIONS[4][0] * radius, centre_cell[1] + DIRECTIONS[4][1] * radius
    for d in range(6):
        dq, dr = DIRECTIONS[d]
        for _ in range(radius):
            yield q, r
            q, r = q + dq, r + dr


def distance(a: Cell, b: Cell) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def single_holes(occupied: Iterable[Cell]) -> set[Cell]:
    """Empty cells whose six neighbours are all occupied (`occupied` must support `in`)."""
    taken: Collection[Cell] = occupied if isinstance(occupied, Collection) else set(occupied)
    candidates = {n for c in taken for n in neighbours(c) if n not in taken}
    return {c for c in candidates if all(n in taken for n in neighbours(c))}


def components(cells: Iterable[Cell]) -> list[list[Cell]]:
    """Edge-connected groups of the given cells, each in discovery order."""
    left = set(cells)
    out: list[list[Cell]] = []
    while left:
        start = min(left)
        left.discard(start)
        group = [start]
        stack = [start]
        while stack:
            for n in neighbours(stack.pop()):
                if n in left:
                    left.discard(n)
                    group.append(n)
                    stack.append(n)
        out.append(group)
    return out
