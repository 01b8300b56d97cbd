"""The Akropolis components, read once from the packaged tiles.json: hexes, tiles, setup table."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

# District colours in scoring order, with the word used for scores, variants and options.
COLOURS: tuple[str, ...] = ("blue", "yellow", "red", "purple", "green")
DISTRICTS: tuple[str, ...] = ("house", "market", "barracks", "temple", "garden")
DISTRICT_OF: dict[str, str] = dict(zip(COLOURS, DISTRICTS, strict=True))
LETTER_COLOUR: dict[str, str] = {"H": "blue", "M": "yellow", "B": "red", "T": "purple", "G": "green"}

DISTRICT = "district"
PLAZA = "plaza"
QUARRY = "quarry"

START = 0  # tile instance id of a city's starting tile (city tiles are 1..61)


@dataclass(frozen=True)
class Hex:
    """One printed hexagon: a district, a plaza with stars, or a quarry."""

    kind: str
    colour: str | None
    stars: int
    code: str  # "H", "M**", "Q", ... as in tiles.json

    @classmethod
    def from_code(cls, code: str) -> Hex:
        if code == "Q":
            return cls(QUARRY, None, 0, code)
        colour = LETTER_COLOUR[code[0]]
        stars = code.count("*")
        return cls(PLAZA if stars else DISTRICT, colour, stars, code)

    @property
    def short(self) -> str:
        """The spec's notation: H, M*, Q (one star mark for any plaza)."""
        return self.code[0] + ("*" if self.stars else "")


@dataclass(frozen=True)
class Tile:
    id: int
    marker: str  # "2+", "3+" or "4"
    hexes: tuple[Hex, ...]

    @property
    def code(self) -> str:
        return " ".join(h.short for h in self.hexes)

    @property
    def has_plaza(self) -> bool:
        return any(h.kind == PLAZA for h in self.hexes)


@dataclass(frozen=True)
class Setup:
    markers: tuple[str, ...]
    stacks: int
    tiles_per_stack: int
    site: int


def _load() -> tuple[dict[int, Tile], tuple[tuple[tuple[int, int], Hex], ...], dict[int, Setup]]:
    raw = json.loads((Path(__file__).with_name("tiles.json")).read_text(encoding="utf-8"))
    tiles = {
        t["id"]: Tile(t["id"], t["marker"], tuple(Hex.from_code(h) for h in t["hexes"])) for t in raw["tiles"]
    }
    start = tuple(((q, r), Hex.from_code(code)) for (q, r), code in raw["starting_tile"])
    setup = {
        int(n): Setup(tuple(s["markers"]), s["stacks"], s["tiles_per_stack"], s["site"])
        for n, s in raw["setup"].items()
    }
    return tiles, start, setup


TILES, START_HEXES, SETUP = _load()

# HEXES[tile instance][hex index]: the starting tile is instance 0 with its four hexes.
HEXES: dict[int, tuple[Hex, ...]] = {START: tuple(h for _, h in START_HEXES)}
HEXES.update({t.id: t.hexes for t in TILES.values()})


def tiles_for(num_players: int) -> tuple[int, ...]:
    """Ids of the tiles used with this many players (solo uses the 2-player set)."""
    markers = SETUP[num_players].markers
    return tuple(t.id for t in TILES.values() if t.marker in markers)
