"""The packaged component data (25 shapes, 80 cards, constants) and the placement tables derived from it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import TypedDict

from games import polyomino
from games.polyomino import Cell, Shape

_DATA = json.loads((Path(__file__).with_name("bricklayer.json")).read_text(encoding="utf-8"))

WIDTH: int = _DATA["board"]["width"]
HEIGHT: int = _DATA["board"]["height"]
TARGET: int = _DATA["target_score"]
EFFICIENCY_MAX_EMPTY: int = _DATA["efficiency_max_empty_cells"]
SUPPLY: int = _DATA["coins"]["supply"]
MAX_COINS: int = _DATA["coins"]["max_held_per_player"]
DECKS: int = _DATA["decks"]["count"]
DECK_SIZE: int = _DATA["decks"]["cards_per_deck"]
FULL_WALL: int = (1 << (WIDTH * HEIGHT)) - 1


@dataclass(frozen=True)
class ShapeInfo:
    """One brick shape: its id, name, printed score, card count and the rotations that differ."""

    id: str
    name: str
    score: int
    count: int
    cells: Shape
    rotations: tuple[tuple[str, Shape], ...]  # (code, cells) for the first code of each distinct shape

    @property
    def size(self) -> int:
        return len(self.cells)

    def rotation(self, code: str) -> Shape:
        return polyomino.orient(self.cells, code)

    def canonical(self, code: str) -> str:
        """The first code (R0, R90, ...) giving the same cells as `code`."""
        cells = self.rotation(code)
        return next(c for c, s in self.rotations if s == cells)


class _RawShape(TypedDict):
    """One entry of bricklayer.json's "shapes"."""

    id: str
    name: str
    score: int
    count: int
    cells: list[list[int]]


def _shape(raw: _RawShape) -> ShapeInfo:
    cells = polyomino.normalize((r, c) for r, c in raw["cells"])
    rotations = polyomino.distinct_orientations(cells, polyomino.ROTATIONS)
    return ShapeInfo(raw["id"], raw["name"], raw["score"], raw["count"], cells, rotations)


SHAPES: dict[str, ShapeInfo] = {s.id: s for s in (_shape(raw) for raw in _DATA["shapes"])}

# Card ids 1..80 run through the shape table in order (spec §2.3): cards 1-7 are O1, 8-16 I2, ...
CARD_SHAPE: dict[int, str] = {}
for _info in SHAPES.values():
    for _ in range(_info.count):
        CARD_SHAPE[len(CARD_SHAPE) + 1] = _info.id
CARDS: tuple[int, ...] = tuple(CARD_SHAPE)


def shape_of(card: int) -> ShapeInfo:
    return SHAPES[CARD_SHAPE[card]]


def bit(cell: Cell) -> int:
    return 1 << (cell[0] * WIDTH + cell[1])


def mask_of(cells: tuple[Cell, ...]) -> int:
    m = 0
    for cell in cells:
        m |= bit(cell)
    return m


@dataclass(frozen=True)
class Placement:
    """A brick on the wall: rotation code, anchor, covered cells and their bit mask."""

    rot: str
    anchor: Cell
    cells: tuple[Cell, ...]
    mask: int


@cache
def placements(shape_id: str) -> tuple[Placement, ...]:
    """Every on-wall placement of a shape: rotation code order, then anchor in reading order (spec §9)."""
    out: list[Placement] = []
    for code, cells in SHAPES[shape_id].rotations:
        for r in range(HEIGHT):
            for c in range(WIDTH):
                covered = polyomino.at_anchor(cells, (r, c))
                if polyomino.inside(covered, HEIGHT, WIDTH):
                    out.append(Placement(code, (r, c), covered, mask_of(covered)))
    return tuple(out)


@cache
def sweeps(shape_id: str) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Per rotation: the bits of the anchors that keep it on the wall, and each of its cells' bit
    offset from the anchor (never negative: an anchor is the corner of the brick's bounding box)."""
    anchors: dict[str, int] = {}
    offsets: dict[str, tuple[int, ...]] = {}
    for p in placements(shape_id):
        at = p.anchor[0] * WIDTH + p.anchor[1]
        anchors[p.rot] = anchors.get(p.rot, 0) | 1 << at
        offsets.setdefault(p.rot, tuple(r * WIDTH + c - at for r, c in p.cells))
    assert all(o >= 0 for cells in offsets.values() for o in cells)
    return tuple((anchors[rot], offsets[rot]) for rot in anchors)


@lru_cache(maxsize=4096)
def fits(shape_id: str, occupied: int) -> bool:
    """True when the shape has at least one legal placement on a wall with these filled cells (§4.4).

    All anchors of a rotation at once: the free cells shifted by each of the rotation's cell
    offsets, ANDed, leave the anchors whose every cell is free. A late wall fits few bricks, and
    testing its placements one by one until none was found was a fifth of an end game's search.
    Cached: the efficiency and pass checks ask it for every offered card after every move, mostly
    of the walls of one decision (65,536 entries hit 0.4% more often than these 4,096 over 200
    decisions and held 13 MB more of a worker, `benchmarks/bench_search_memory.py`)."""
    free = FULL_WALL & ~occupied
    for anchors, offsets in sweeps(shape_id):
        for offset in offsets:
            anchors &= free >> offset
            if not anchors:
                break
        else:
            return True
    return False


def row_mask(row: int) -> int:
    return ((1 << WIDTH) - 1) << (row * WIDTH)


ROW_MASKS: tuple[int, ...] = tuple(row_mask(r) for r in range(HEIGHT))


def label(cell: Cell) -> str:
    return polyomino.label(cell)


@cache
def _placement_index(shape_id: str) -> dict[tuple[str, Cell], Placement]:
    return {(p.rot, p.anchor): p for p in placements(shape_id)}


def placement_at(shape_id: str, rot: str, anchor: Cell) -> Placement | None:
    """The placement with this canonical rotation and anchor, or None when a cell is off the wall."""
    return _placement_index(shape_id).get((rot, anchor))
