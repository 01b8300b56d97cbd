"""Block Buster's fixed facts: pieces, symbol layouts, modes, and each board's bitmask geometry.

A board is a bitmask: cell (r, c) of an N x N board is bit r * N + c. Placement masks of every
piece orientation at every anchor are computed once per board size, so `legal()` is a filter
over precomputed integers (spec §9 asks for autocomplete speed on the 20x20 board).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TypedDict

from games.polyomino import Cell, Shape, at_anchor, distinct_orientations, label, normalize, orient

_DATA = json.loads(Path(__file__).with_name("data.json").read_text(encoding="utf-8"))

COLOURS: tuple[str, ...] = tuple(_DATA["colours"])
SYMBOLS: tuple[str, ...] = tuple(_DATA["symbols"])
CAPTURE = int(_DATA["capture_threshold"])
SET_POINTS: tuple[int, ...] = (0, *_DATA["set_points"])  # index = identical symbols held
JUMP_POINTS = int(_DATA["jump_points_per_gap"])
LEFTOVER_POINTS = int(_DATA["leftover_points_per_cell"])
PIECE_IDS: tuple[int, ...] = tuple(p["id"] for p in _DATA["pieces"])


@dataclass(frozen=True)
class PieceType:
    """One of the 13 piece types with its distinct orientations in code order (spec §2.5-2.6)."""

    id: int
    name: str
    short: str
    cells: Shape
    orientations: tuple[tuple[str, Shape], ...]

    @property
    def size(self) -> int:
        return len(self.cells)

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(code for code, _ in self.orientations)

    def canonical(self, code: str) -> str:
        """The first code in order that gives the same cells as `code`."""
        shape = orient(self.cells, code)
        return next(c for c, s in self.orientations if s == shape)

    def title(self) -> str:
        return f"#{self.id} {self.name}"


class _RawPiece(TypedDict):
    """One entry of data.json's "pieces" (its "orientations" are read only by a test)."""

    id: int
    name: str
    short: str
    cells: list[list[int]]


def _piece(raw: _RawPiece) -> PieceType:
    cells = normalize((r, c) for r, c in raw["cells"])
    return PieceType(raw["id"], raw["name"], raw["short"], cells, distinct_orientations(cells))


PIECES: dict[int, PieceType] = {int(p["id"]): _piece(p) for p in _DATA["pieces"]}
# The spec data's orientation table, kept so a test can check polyomino.py against it.
DATA_ORIENTATIONS: dict[int, dict[str, list[list[int]]]] = {
    int(p["id"]): p["orientations"] for p in _DATA["pieces"]
}


@dataclass(frozen=True)
class ModeRules:
    """One row of the mode table (spec §3.1 and §3.3)."""

    key: str
    players: int
    setup: int
    colours_per_player: int
    piece_counts: tuple[int, ...]  # index = piece id - 1
    start_penalties: tuple[int, ...]  # by seat counted from the start player
    instant_win: int


MODE_TABLE: dict[str, ModeRules] = {
    key: ModeRules(
        key,
        m["players"],
        m["setup"],
        m["colours_per_player"],
        tuple(m["piece_counts"]),
        tuple(m["start_penalties"]),
        m["instant_win"],
    )
    for key, m in _DATA["modes"].items()
}


@dataclass(frozen=True)
class SymbolTile:
    """A 2x2 symbol tile on its lattice point, with its 12 ring cells (spec §2.3)."""

    index: int
    symbol: str
    lattice: tuple[int, int]
    tile: tuple[Cell, ...]
    ring: tuple[Cell, ...]
    ring_mask: int

    @property
    def name(self) -> str:
        """E.g. "sun at B2" (the tile's top-left cell)."""
        return f"{self.symbol} at {label(self.tile[0])}"


@dataclass(frozen=True)
class Board:
    """Geometry of one setup: an N x N board with n x n symbol tiles (spec §2.3-2.4)."""

    n: int
    size: int
    tiles: tuple[SymbolTile, ...]
    symbol_mask: int
    full: int
    not_first_col: int
    not_last_col: int

    def bit(self, cell: Cell) -> int:
        return 1 << (cell[0] * self.size + cell[1])

    def cell(self, index: int) -> Cell:
        return divmod(index, self.size)

    def cells_of(self, mask: int) -> list[Cell]:
        """The cells of a mask in reading order."""
        out: list[Cell] = []
        while mask:
            low = mask & -mask
            out.append(self.cell(low.bit_length() - 1))
            mask ^= low
        return out

    def mask_of(self, cells: tuple[Cell, ...] | list[Cell]) -> int:
        m = 0
        for cell in cells:
            m |= self.bit(cell)
        return m

    def on_board(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.size and 0 <= cell[1] < self.size

    def dilate(self, mask: int) -> int:
        """The mask plus every edge neighbour of its cells (a Manhattan ball grows by one)."""
        n = self.size
        return (
            mask
            | ((mask << 1) & self.not_first_col)
            | ((mask >> 1) & self.not_last_col)
            | (mask << n)
            | (mask >> n)
        ) & self.full

    def tiles_touching(self, mask: int) -> list[SymbolTile]:
        return [t for t in self.tiles if t.ring_mask & mask]

    def last_cell(self) -> str:
        return label((self.size - 1, self.size - 1))


@cache
def board(n: int) -> Board:
    """The board of the n x n setup: side 4n, tile (i, j) at rows 4i+1.., ring = its 4x4 block."""
    size = 4 * n
    tiles: list[SymbolTile] = []
    symbol_mask = 0
    for i, row in enumerate(_DATA["layouts"][str(n)]):
        for j, symbol in enumerate(row):
            block = [(4 * i + r, 4 * j + c) for r in range(4) for c in range(4)]
            tile = tuple(cell for cell in block if 1 <= cell[0] - 4 * i <= 2 and 1 <= cell[1] - 4 * j <= 2)
            ring = tuple(cell for cell in block if cell not in tile)
            ring_mask = sum(1 << (r * size + c) for r, c in ring)
            symbol_mask |= sum(1 << (r * size + c) for r, c in tile)
            tiles.append(SymbolTile(len(tiles), symbol, (i, j), tile, ring, ring_mask))
    full = (1 << (size * size)) - 1
    first_col = sum(1 << (r * size) for r in range(size))
    last_col = first_col << (size - 1)
    return Board(n, size, tuple(tiles), symbol_mask, full, full ^ first_col, full ^ last_col)


def covered(piece: int, code: str, anchor: Cell) -> tuple[Cell, ...]:
    """The cells a placement covers (possibly off the board)."""
    return at_anchor(orient(PIECES[piece].cells, code), anchor)
