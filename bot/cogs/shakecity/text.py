"""Shake City's option labels, shape diagrams and the cells a placement covers: pure functions
of views. Words take the reader's locale last (English when left out)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...i18n import DEFAULT, t

View = Mapping[str, Any]
EMOJI = {"H": "🏠", "S": "🏪", "F": "🏭", "P": "🌳", "R": "🛣️"}
CATEGORIES = ("roads", "parks", "factories", "shops", "homes", "bonus")


def colour(letter: str, loc: str = DEFAULT) -> str:
    """A building type as a colour choice names it: "homes" / "住宅" (W: the wild cubes)."""
    return t(loc, "shakecity-colour", letter=letter)


def buildings(letter: str, count: int, loc: str = DEFAULT) -> str:
    """ "1 home", "3 homes" / "3 栋住宅"."""
    return t(loc, "shakecity-buildings", letter=letter, count=count)


def bonus_tiles(count: int, loc: str = DEFAULT) -> str:
    return t(loc, "shakecity-bonus-tiles", count=count)


def option_label(option: Mapping[str, Any], loc: str = DEFAULT) -> str:
    """ "Homes ×4" or "Homes ×4 with the wild cubes" for one entry of a view's options."""
    name = colour(option["letter"], loc)
    name = name[:1].upper() + name[1:]
    key = "shakecity-option-wild" if option["wilds"] else "shakecity-option"
    return t(loc, key, buildings=name, tiles=option["tiles"])


def targets(option: Mapping[str, Any], anchor: str) -> list[str]:
    """The cells an option covers from `anchor`, from the offsets the engine put in the view."""
    row, col = int(anchor[1]) - 1, "ABCDEF".index(anchor[0])
    return [f"{'ABCDEF'[col + dc]}{row + dr + 1}" for dr, dc in option["offsets"]]


def mark(letter: str, loc: str = DEFAULT) -> str:
    """What a building carries on the board's picture: "H" / "住" (the images' own word)."""
    return t(loc, "img-shakecity-cell", letter=letter)


def pattern_rows(rows: Sequence[str], loc: str = DEFAULT) -> str:
    """The shaken cubes row by row, each by its mark on the picture: "HHP / FSW / RRS" / "住住园 / …"."""
    return " / ".join("".join(mark(letter, loc) for letter in row) for row in rows)


def decision(notation: str, loc: str = DEFAULT) -> str:
    """A placement as the round's close reveals it: its notation ("H+W D2") in English, the
    colour and cell in words elsewhere ("住宅（含百搭方块），从 D2 起建"); "pass" as the catalog says."""
    if loc == DEFAULT or " " not in notation:
        return t(loc, "shakecity-decision", decision=notation)
    option, cell = notation.split()
    key = "shakecity-label-wild" if "+" in option else "shakecity-label"
    return t(loc, key, colour=colour(option[0], loc), cell=cell)


def shape_diagram(option: Mapping[str, Any], loc: str = DEFAULT) -> str:
    """The option's shape as text (for a code block), each building by its mark on the picture,
    `@` marking the building that goes on the picked cell. Where the mark is a character (住),
    every cell is a full-width one (＠, ・, ideographic spaces): half-width dots beside it would
    drift out of their columns."""
    building = mark(option["letter"], loc)
    wide = not building.isascii()
    here, empty, gap = ("＠", "・", "\u3000") if wide else ("@", ".", " ")
    grid = {tuple(o): building for o in option["offsets"]} | {(0, 0): here}
    rows = range(min(dr for dr, _ in grid), max(dr for dr, _ in grid) + 1)
    cols = range(min(dc for _, dc in grid), max(dc for _, dc in grid) + 1)
    return "\n".join(gap.join(grid.get((dr, dc), empty) for dc in cols) for dr in rows)


def find_option(view: View, notation: str) -> Mapping[str, Any] | None:
    return next((o for o in view["options"] if o["option"] == notation), None)
