"""Component data of Shake That City, read once at import from data.json beside this module."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_DATA: dict[str, Any] = json.loads(Path(__file__).with_name("data.json").read_text("utf-8"))

ROWS = COLS = 6
CELLS = ROWS * COLS
COLUMNS = "ABCDEF"
ROUNDS: int = _DATA["rounds"]
RESTRICTED_ROUNDS: int = _DATA["restricted_rounds"]

# Building letters in the spec's fixed order (D26: H, S, F, P, R), plus the wild cube and an empty cell.
LETTERS: tuple[str, ...] = tuple(_DATA["letter_order"])
WILD = "W"
EMPTY = "."
NAME: dict[str, str] = dict(_DATA["building_letters"])
LETTER_OF: dict[str, str] = {name: letter for letter, name in NAME.items()}
PLURAL: dict[str, str] = {"H": "homes", "S": "shops", "F": "factories", "P": "parks", "R": "roads"}


def option_text(letter: str, wilds: bool) -> str:
    """A colour option's token: "H", or "H+W" when it takes the wild cubes too."""
    return f"{letter}+{WILD}" if wilds else letter


CUBE_COLOUR: dict[str, str] = {"H": "red", "S": "blue", "F": "black", "P": "green", "R": "gray", "W": "white"}
CUBES: dict[str, int] = dict(_DATA["cubes"])

# Shop points per cell (1 green, 2 brown, 3 gray), indexed r * 6 + c.
ZONE: tuple[int, ...] = tuple(int(ch) for row in _DATA["shop_zone_rows"] for ch in row)
SIDES: dict[str, dict[str, str]] = dict(_DATA["sides"])

BONUS_POINTS: int = _DATA["bonus_points"]
EDGE_SLOTS: tuple[str, ...] = tuple(_DATA["bonus_edge_slots"])
CORNER_SLOT = "NW"
CORNER_TILE = 1
SOLO_TARGET: int = _DATA["solo_target"]
SOLO_TARGET_WILD: int = _DATA["solo_target_wild_night"]
WILDS_TOTAL: int = _DATA["wild_night"]["total"]
WILDS_AT_SETUP: int = _DATA["wild_night"]["in_pool_at_setup"]
WILD_ENTRY_ROUNDS: frozenset[int] = frozenset(_DATA["wild_night"]["added_when_round_begins"])


@dataclass(frozen=True)
class BonusTile:
    """A bonus tile: all six cells built, or at least `count` buildings of `letter` on one line."""

    id: int
    key: str
    letter: str | None
    count: int
    text: str

    @property
    def short(self) -> str:
        """A label that fits on the drawn tile ("4H", "full", "diag")."""
        if self.letter is None:
            return "diag" if self.key == "diagonal" else "full"
        return f"{self.count}{self.letter}"


def _bonus(raw: dict[str, Any]) -> BonusTile:
    cond = raw["condition"]
    if cond["kind"] == "all_built":
        return BonusTile(raw["id"], raw["key"], None, 6, raw["text"])
    return BonusTile(raw["id"], raw["key"], LETTER_OF[cond["building"]], cond["count"], raw["text"])


BONUS_TILES: dict[int, BonusTile] = {t["id"]: _bonus(t) for t in _DATA["bonus_tiles"]}
CONSTRUCTION_PAIRS: dict[int, tuple[str, str]] = {
    t["id"]: (LETTER_OF[t["pair"][0]], LETTER_OF[t["pair"][1]]) for t in _DATA["construction_tiles"]
}


def cell_name(index: int) -> str:
    """ "C4" for index 3 * 6 + 2 (column letter, then row number; row 1 is north)."""
    return f"{COLUMNS[index % COLS]}{index // COLS + 1}"


def parse_cell(text: str) -> int | None:
    """The index of a cell name such as "c4", or None if it is not a board cell."""
    t = text.strip().upper()
    if len(t) != 2 or t[0] not in COLUMNS or t[1] not in "123456":
        return None
    return (int(t[1]) - 1) * COLS + COLUMNS.index(t[0])


def _line_cells(kind: str, label: str) -> tuple[int, ...]:
    if kind == "row":
        r = int(label) - 1
        return tuple(r * COLS + c for c in range(COLS))
    c = COLUMNS.index(label)
    return tuple(r * COLS + c for r in range(ROWS))


# The lines each slot watches (2.5): the corner the NW-SE diagonal, edge slots two rows or columns.
SLOT_LINES: dict[str, tuple[tuple[int, ...], ...]] = {
    CORNER_SLOT: (tuple(i * COLS + i for i in range(ROWS)),),
    "N1": (_line_cells("col", "A"), _line_cells("col", "B")),
    "N2": (_line_cells("col", "C"), _line_cells("col", "D")),
    "N3": (_line_cells("col", "E"), _line_cells("col", "F")),
    "W1": (_line_cells("row", "1"), _line_cells("row", "2")),
    "W2": (_line_cells("row", "3"), _line_cells("row", "4")),
    "W3": (_line_cells("row", "5"), _line_cells("row", "6")),
}
SEGMENTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in (parse_cell(name) for name in seg) if i is not None)
    for seg in _DATA["construction_segments"]
)

# Orthogonal neighbours of every cell (2.1).
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (r + dr) * COLS + (c + dc)
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
        if 0 <= r + dr < ROWS and 0 <= c + dc < COLS
    )
    for r in range(ROWS)
    for c in range(COLS)
)


def outer_sides(index: int) -> tuple[str, ...]:
    """The board edges a cell touches ("north", "west", ...)."""
    r, c = divmod(index, COLS)
    sides: list[str] = []
    if r == 0:
        sides.append("north")
    if r == ROWS - 1:
        sides.append("south")
    if c == 0:
        sides.append("west")
    if c == COLS - 1:
        sides.append("east")
    return tuple(sides)


def _touching(kind: str) -> dict[str, frozenset[int]]:
    return {
        side: frozenset(i for i in range(CELLS) if any(edges[s] == kind for s in outer_sides(i)))
        for side, edges in SIDES.items()
    }


# Cells touching a black edge / the beach, per board side (2.2).
BLACK_CELLS: dict[str, frozenset[int]] = _touching("black")
BEACH_CELLS: dict[str, frozenset[int]] = _touching("beach")
