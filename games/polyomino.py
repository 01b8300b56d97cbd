"""Polyomino geometry shared by Block Buster and Bricklayer.

Cells are (row, col), zero-based, row 0 at the top; a cell is labelled column letter then row
number ("C4" = row 3, col 2). Orientation codes follow both specs: `F` mirrors left-right
first, (r, c) -> (r, -c); then the shape turns clockwise k = angle/90 times, (r, c) -> (c, -r);
then it is shifted so the smallest row and column are 0. The anchor of a placement is the board
cell that receives the shape's first cell in reading order, so it is always a covered cell.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

Cell = tuple[int, int]
Shape = tuple[Cell, ...]  # normalised and sorted in reading order

ROTATIONS = ("R0", "R90", "R180", "R270")
ORIENTATIONS = ("R0", "R90", "R180", "R270", "F0", "F90", "F180", "F270")
COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def normalize(cells: Iterable[Cell]) -> Shape:
    """Shift so the minimum row and column are 0; sort in reading order."""
    cells = list(cells)
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def rotate_cw(cells: Iterable[Cell]) -> Shape:
    return normalize((c, -r) for r, c in cells)


def mirror(cells: Iterable[Cell]) -> Shape:
    return normalize((r, -c) for r, c in cells)


@lru_cache(maxsize=4096)
def orient(cells: Shape, code: str) -> Shape:
    """The shape in orientation `code` (one of ORIENTATIONS)."""
    if code not in ORIENTATIONS:
        raise ValueError(f"unknown orientation {code!r}")
    shape = mirror(cells) if code.startswith("F") else normalize(cells)
    for _ in range(int(code[1:]) // 90):
        shape = rotate_cw(shape)
    return shape


@lru_cache(maxsize=1024)
def distinct_orientations(
    cells: Shape, codes: tuple[str, ...] = ORIENTATIONS
) -> tuple[tuple[str, Shape], ...]:
    """(code, shape) for the first code of each distinct shape, in the order of `codes`."""
    seen: set[Shape] = set()
    out: list[tuple[str, Shape]] = []
    for code in codes:
        shape = orient(normalize(cells), code)
        if shape not in seen:
            seen.add(shape)
            out.append((code, shape))
    return tuple(out)


def at_anchor(shape: Shape, anchor: Cell) -> tuple[Cell, ...]:
    """Board cells covered when the shape's first cell (reading order) lands on `anchor`."""
    fr, fc = shape[0]
    ar, ac = anchor
    return tuple((ar + r - fr, ac + c - fc) for r, c in shape)


def inside(cells: Iterable[Cell], height: int, width: int) -> bool:
    return all(0 <= r < height and 0 <= c < width for r, c in cells)


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The four edge-adjacent cells (possibly off the board)."""
    r, c = cell
    return ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c))


def label(cell: Cell) -> str:
    """(3, 2) -> "C4"."""
    r, c = cell
    return f"{COLUMNS[c]}{r + 1}"


def parse_label(text: str, height: int | None = None, width: int | None = None) -> Cell:
    """ "C4" -> (3, 2); raises ValueError with a readable sentence when malformed or off the board."""
    t = text.strip().upper()
    if len(t) < 2 or t[0] not in COLUMNS or not t[1:].isdigit():
        raise ValueError(f"{text!r} is not a cell; write a column letter and a row number, like C4.")
    cell = (int(t[1:]) - 1, COLUMNS.index(t[0]))
    if (height is not None and not 0 <= cell[0] < height) or (width is not None and not 0 <= cell[1] < width):
        last = label(((height or 1) - 1, (width or 1) - 1))
        raise ValueError(f"{t} is off the board; cells run from A1 to {last}.")
    return cell


def picture(cells: Sequence[Cell]) -> list[str]:
    """Rows of '#' and '.' for a shape, as the specs draw them."""
    shape = normalize(cells)
    h = max(r for r, _ in shape) + 1
    w = max(c for _, c in shape) + 1
    filled = set(shape)
    return ["".join("#" if (r, c) in filled else "." for c in range(w)) for r in range(h)]
