"""A player's city: columns of stacked hexes, the placement rules (spec 3.3) and their footprints."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter

from games import hexgrid
from games.akropolis.data import HEXES, QUARRY, START, START_HEXES, TILES, Hex
from games.core import IllegalAction
from games.hexgrid import Cell

# A column entry: (tile instance, hex index in that tile); the instance is the tile id, 0 = start.
Entry = tuple[int, int]
# One logged placement: (tile id, anchor q, anchor r, rotation).
Placement = tuple[int, int, int, int]
# Footprints by level, then row, then column (a search sorts every new city's).
_READING_ORDER = attrgetter("level", "r", "q", "shape")


class PlacementError(IllegalAction):
    """A placement breaks a rule of spec 3.3 (the sentence names the rule)."""

    code = "bad_placement"


def fmt(cell: Cell) -> str:
    """A cell as commands take it: "q,r"."""
    return f"{cell[0]},{cell[1]}"


def fmt_cells(cells: tuple[Cell, ...] | list[Cell]) -> str:
    return ", ".join(f"({fmt(c)})" for c in cells)


@dataclass(frozen=True)
class Footprint:
    """Three cells a tile may cover now, with what the placement would bring (spec 5.4)."""

    shape: int  # hexgrid.DOWN or hexgrid.UP
    q: int
    r: int
    cells: tuple[Cell, Cell, Cell]
    level: int  # level of the new hexes (1 = on the table)
    covered: tuple[Hex, ...]  # visible hexes it would cover, in `cells` order (empty at level 1)
    stones: int  # quarries covered

    def placements(self) -> tuple[tuple[Cell, int], ...]:
        """The three (anchor, rotation) spins of any tile on this footprint."""
        return hexgrid.triangle_placements(self.shape, self.q, self.r)


@lru_cache(maxsize=2048)
def _on_table(tri: tuple[int, int, int]) -> Footprint:
    """The footprint of a triangle on the table: it depends on the triangle alone, and a search
    finds the same ones around every city it builds."""
    return Footprint(tri[0], tri[1], tri[2], hexgrid.triangle_cells(*tri), 1, (), 0)


@dataclass(frozen=True)
class City:
    """Columns of (tile, hex) entries per cell, bottom to top, plus the log of placements."""

    columns: dict[Cell, tuple[Entry, ...]]
    log: tuple[Placement, ...] = ()

    @classmethod
    def start(cls) -> City:
        """A city holding only its starting tile, plaza at (0,0) (spec 1.4)."""
        return cls({cell: ((START, i),) for i, (cell, _) in enumerate(START_HEXES)})

    # --- the top view ------------------------------------------------------------------------

    def height(self, cell: Cell) -> int:
        return len(self.columns.get(cell, ()))

    def top(self, cell: Cell) -> Entry | None:
        column = self.columns.get(cell)
        return column[-1] if column else None

    def top_hex(self, cell: Cell) -> Hex | None:
        column = self.columns.get(cell)
        if not column:
            return None
        tile, index = column[-1]
        return HEXES[tile][index]

    def tiles(self) -> frozenset[int]:
        """Ids of the city tiles in this city (not the starting tile), covered or not."""
        memo = self.__dict__.get("_tiles")
        if memo is None:
            memo = frozenset(t for t, *_ in self.log)
            object.__setattr__(self, "_tiles", memo)  # a cache of derived data, not a field
        return memo

    def lakes(self) -> frozenset[Cell]:
        """Empty cells whose six neighbours are all occupied (spec 4.1, D4)."""
        memo = self.__dict__.get("_lakes")
        if memo is None:
            memo = frozenset(hexgrid.single_holes(self.columns))
            object.__setattr__(self, "_lakes", memo)  # a cache of derived data, not a field
        return memo

    # --- legality ----------------------------------------------------------------------------

    def footprints(self) -> tuple[Footprint, ...]:
        """Every legal footprint, by level then row then column; computed once per city (spec 1.3)."""
        memo = self.__dict__.get("_footprints")
        if memo is None:
            memo = tuple(sorted(self._footprint_map().values(), key=_READING_ORDER))
            object.__setattr__(self, "_footprints", memo)  # a cache of derived data, not a field
        return memo

    def footprint_of(self, q: int, r: int, rotation: int) -> Footprint | None:
        """The footprint a tile covers at anchor (q, r) turned `rotation` (0-5), or None where the
        cells break a rule of spec 3.3 (R1, R5, R7). The tile is not asked about: that it is one
        of the game's and not yet in this city is `check_place`'s to tell."""
        return self._footprint_map().get(hexgrid.triangle_of((q, r), rotation))

    def legal_footprints(self) -> list[frozenset[Cell]]:
        """The legal footprints as sets of three cells (the issue's public API)."""
        return [frozenset(f.cells) for f in self.footprints()]

    def _footprint_map(self) -> dict[tuple[int, int, int], Footprint]:
        """Legal footprints by triangle. A city built from one whose map is known updates it:
        only triangles that hold a changed cell can change (R1, R6, R7), and, where the tile was
        laid on the table, those that hold one of its neighbours (R4, R5: next to the city)."""
        memo = self.__dict__.get("_fpmap")
        if memo is not None:
            return memo
        cols = self.columns
        parent = self.__dict__.get("_parent")
        if parent is not None:
            memo, changed, on_table = dict(parent[0]), parent[1], parent[2]
            near = set(changed)
            if on_table:
                for cell in changed:
                    near.update(hexgrid.neighbours(cell))
            candidates = {tri for cell in near for tri in hexgrid.triangles_containing(cell)}
            object.__setattr__(self, "_parent", None)
        else:
            memo = {}
            frontier = {n for c in cols for n in hexgrid.neighbours(c) if n not in cols}
            candidates = {tri for cell in frontier for tri in hexgrid.triangles_containing(cell)}
            # Every triangle is named by its top-left cell: naming occupied cells covers the upper levels.
            candidates.update((shape, q, r) for q, r in cols for shape in (hexgrid.DOWN, hexgrid.UP))
        for tri in candidates:
            footprint = self._evaluate(tri)
            if footprint is None:
                memo.pop(tri, None)
            else:
                memo[tri] = footprint
        object.__setattr__(self, "_fpmap", memo)  # a cache of derived data, not a field
        return memo

    def _evaluate(self, tri: tuple[int, int, int]) -> Footprint | None:
        """The footprint of a triangle if a tile may cover it now (spec 3.6 legal_footprint)."""
        cols = self.columns
        cells = hexgrid.triangle_cells(*tri)
        a, b, c = cols.get(cells[0]), cols.get(cells[1]), cols.get(cells[2])
        if a is None and b is None and c is None:  # level 1 (R4, R5): next to the city
            for cell in cells:
                for n in hexgrid.neighbours(cell):
                    if n in cols:
                        return _on_table(tri)
            return None
        if a is None or b is None or c is None or not len(a) == len(b) == len(c):  # R1
            return None
        ta, tb, tc = a[-1], b[-1], c[-1]
        if ta[0] == tb[0] == tc[0]:  # R7: at least two different tiles below
            return None
        covered = (HEXES[ta[0]][ta[1]], HEXES[tb[0]][tb[1]], HEXES[tc[0]][tc[1]])
        stones = sum(1 for x in covered if x.kind == QUARRY)
        return Footprint(tri[0], tri[1], tri[2], cells, len(a) + 1, covered, stones)

    def check(self, cells: tuple[Cell, Cell, Cell]) -> None:
        """Raise PlacementError naming the broken rule if a tile may not cover these cells now."""
        heights = [self.height(c) for c in cells]
        if len(set(heights)) != 1:
            detail = ", ".join(f"({fmt(c)}) {h}" for c, h in zip(cells, heights, strict=True))
            raise PlacementError(
                "uneven",
                cells=[list(c) for c in cells],
                heights=heights,
                detail=detail,
            )
        if heights[0] == 0:
            if not any(n in self.columns for c in cells for n in hexgrid.neighbours(c)):
                raise PlacementError(
                    "detached",
                    cells=[list(c) for c in cells],
                    where=fmt_cells(cells),
                )
            return
        below = {self.columns[c][-1][0] for c in cells}
        if len(below) < 2:
            (only,) = below
            raise PlacementError(
                "one_tile_below",
                cells=[list(c) for c in cells],
                level=heights[0] + 1,
                where=fmt_cells(cells),
                tile=only,
                start=only == START,  # the starting tile, which has no number
            )

    # --- building ----------------------------------------------------------------------------

    def check_place(self, tile_id: int, q: int, r: int, rotation: int) -> tuple[Cell, Cell, Cell]:
        """The cells the tile would cover, or PlacementError naming the broken rule."""
        if tile_id not in TILES:
            raise PlacementError("no_tile", tile=tile_id)
        if tile_id in self.tiles():
            raise PlacementError("tile_twice", tile=tile_id)
        if not 0 <= rotation <= 5:
            raise PlacementError("rotation_range", rotation=rotation)
        cells = hexgrid.piece_cells((q, r), rotation)
        self.check(cells)
        return cells

    def place(self, tile_id: int, q: int, r: int, rotation: int) -> tuple[City, int]:
        """The city with the tile built at anchor (q, r) turned `rotation`, and the stones gained.

        Does not mutate; raises PlacementError (a ValueError) when the placement is illegal.
        """
        cells = self.check_place(tile_id, q, r, rotation)
        columns = dict(self.columns)
        stones = 0
        for index, cell in enumerate(cells):
            column = columns.get(cell, ())
            if column:
                tile, i = column[-1]
                stones += HEXES[tile][i].kind == QUARRY  # spec 3.4: one stone per covered quarry
            columns[cell] = (*column, (tile_id, index))
        city = City(columns, (*self.log, (tile_id, q, r, rotation)))
        known = self.__dict__.get("_fpmap")
        if known is not None:  # let the new city update our footprints instead of recomputing them
            on_table = cells[0] not in self.columns  # the three cells share a height (check)
            object.__setattr__(city, "_parent", (known, cells, on_table))
        return city, stones

    def last_cells(self) -> tuple[Cell, ...]:
        """Cells of the most recently placed tile (none before the first placement)."""
        if not self.log:
            return ()
        _, q, r, k = self.log[-1]
        return hexgrid.piece_cells((q, r), k)
