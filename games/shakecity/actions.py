"""The one action of Shake That City, its notation and its sentence."""

from __future__ import annotations

from dataclasses import dataclass

from games.core import BadNotation
from games.shakecity.data import LETTERS, NAME, PLURAL, WILD, cell_name, option_text, parse_cell


@dataclass(frozen=True, order=True)
class Place:
    """Take colour `letter` (with every wild cube if `wilds`) and put its shape's first cell on `anchor`.

    Notation: the option then the anchor cell, e.g. `H D2` or `H+W D2` (two tokens, offered in turn).
    """

    letter: str
    wilds: bool
    anchor: int  # cell index r * 6 + c

    @property
    def option(self) -> str:
        return option_text(self.letter, self.wilds)

    def __str__(self) -> str:
        return f"{self.option} {cell_name(self.anchor)}"


def parse_option(token: str) -> tuple[str, bool]:
    """("H", True) for "H+W"; accepts building names ("homes+w") and any case."""
    t = token.strip().upper()
    wilds = False
    for suffix in ("+" + WILD, "+WILD", "+WILDS"):
        if t.endswith(suffix):
            t, wilds = t[: -len(suffix)], True
            break
    name = t.lower()
    if t in LETTERS:
        return t, wilds
    for letter, plural in PLURAL.items():
        if name in (plural, NAME[letter]):
            return letter, wilds
    raise BadNotation("bad_option", token=repr(token))


def parse(text: str) -> Place:
    """Parse `H D2` / `H+W D2` into a Place."""
    parts = text.split()
    if len(parts) != 2:
        raise BadNotation("bad_format", text=repr(text))
    letter, wilds = parse_option(parts[0])
    anchor = parse_cell(parts[1])
    if anchor is None:
        raise BadNotation("bad_cell", cell=repr(parts[1]))
    return Place(letter, wilds, anchor)


def describe(action: Place) -> str:
    """A short sentence: 'Homes with the wild cubes, first one on D2.'"""
    what = PLURAL[action.letter].capitalize()
    extra = " with the wild cubes" if action.wilds else ""
    return f"{what}{extra}, first one on {cell_name(action.anchor)}."
