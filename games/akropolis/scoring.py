"""Scoring of a city (spec 4.2-4.6) and of the solo virtual architect (spec 4.7, D26-D28)."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass

from games import hexgrid
from games.akropolis.city import City
from games.akropolis.data import COLOURS, DISTRICT, DISTRICT_OF, DISTRICTS, HEXES, PLAZA, START
from games.akropolis.state import State
from games.hexgrid import Cell
from games.livescore import LiveScore, Part

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard")
VA_VALUE: dict[str, int] = {"easy": 1, "medium": 1, "hard": 2}  # value of each VA district hex


@dataclass(frozen=True)
class DistrictScore:
    """One colour's line of a score sheet: base (after doublings) × stars = points."""

    district: str
    base: int
    stars: int
    doubled: int  # how many hexes (houses: groups) had their value doubled by a variant

    @property
    def points(self) -> int:
        return self.base * self.stars


@dataclass(frozen=True)
class CityScore:
    districts: tuple[DistrictScore, ...]
    stones: int
    extra: Mapping[str, int]  # the VA's quarry points on Medium; empty for a city

    @property
    def total(self) -> int:
        return sum(d.points for d in self.districts) + self.stones + sum(self.extra.values())

    def as_dict(self) -> dict[str, int]:
        """house, market, barracks, temple, garden, [quarries,] stones, total."""
        out = {d.district: d.points for d in self.districts}
        out.update(self.extra)
        out["stones"] = self.stones
        out["total"] = self.total
        return out


def _check_variants(variants: Iterable[str]) -> frozenset[str]:
    chosen = frozenset(variants)
    unknown = chosen - set(DISTRICTS)
    if unknown:
        raise ValueError(f"unknown variants {sorted(unknown)}; use {', '.join(DISTRICTS)}")
    return chosen


@dataclass(frozen=True)
class Layout:
    """What scoring reads from a city's top view: occupied cells, districts by colour, stars."""

    occupied: Collection[Cell]  # anything supporting `in` and iteration
    districts: dict[str, dict[Cell, int]]  # colour -> visible district cell -> level
    stars: dict[str, int]
    yellow_plazas: frozenset[Cell]


def layout_of(city: City) -> Layout:
    """The scoring layout of a city, computed once per city."""
    memo = city.__dict__.get("_layout")
    if memo is None:
        districts: dict[str, dict[Cell, int]] = {colour: {} for colour in COLOURS}
        stars = dict.fromkeys(COLOURS, 0)
        yellow: set[Cell] = set()
        for cell, column in city.columns.items():
            tile, index = column[-1]
            hex_ = HEXES[tile][index]
            colour = hex_.colour
            if colour is None:  # a quarry
                continue
            if hex_.kind == PLAZA:
                stars[colour] += hex_.stars
                if colour == "yellow":
                    yellow.add(cell)
            elif hex_.kind == DISTRICT:
                districts[colour][cell] = len(column)
        memo = Layout(city.columns, districts, stars, frozenset(yellow))
        object.__setattr__(city, "_layout", memo)  # a cache of derived data, not a field
    return memo


def colour_base(
    colour: str, layout: Layout, chosen: frozenset[str], lakes: set[Cell] | None = None
) -> tuple[int, int]:
    """(base after variant doublings, hexes or groups doubled) of one colour (spec 4.3, 4.6)."""
    cells = layout.districts[colour]
    occupied = layout.occupied
    base = doubled = 0
    if colour == "blue":
        # Only the largest group scores; most hexes, then the higher level sum (D2).
        best = (0, 0)
        for group in hexgrid.components(cells):
            best = max(best, (len(group), sum(cells[c] for c in group)))
        base = best[1]
        if "house" in chosen and base >= 10:
            return base * 2, 1
        return base, 0
    for cell, level in cells.items():
        near = hexgrid.neighbours(cell)
        if colour == "yellow":
            if any(n in cells for n in near):
                continue
            if "market" in chosen and any(n in layout.yellow_plazas for n in near):
                level *= 2
                doubled += 1
        elif colour == "red":
            empty = sum(1 for n in near if n not in occupied)  # holes count too (D3, D5)
            if not empty:
                continue
            if "barracks" in chosen and empty >= 3:
                level *= 2
                doubled += 1
        elif colour == "purple":
            if any(n not in occupied for n in near):
                continue
            if "temple" in chosen and level >= 2:
                level *= 2
                doubled += 1
        elif "garden" in chosen:
            if lakes is None:
                lakes = hexgrid.single_holes(occupied)
            if any(n in lakes for n in near):
                level *= 2
                doubled += 1
        base += level
    return base, doubled


def score_details(city: City, stones: int, variants: Iterable[str] = ()) -> CityScore:
    """The full score sheet of a city: per colour base (with variant doublings), stars, points."""
    chosen = _check_variants(variants)
    layout = layout_of(city)
    lakes = set(city.lakes()) if "garden" in chosen else None
    districts: list[DistrictScore] = []
    for colour in COLOURS:
        base, doubled = colour_base(colour, layout, chosen, lakes)
        districts.append(DistrictScore(DISTRICT_OF[colour], base, layout.stars[colour], doubled))
    return CityScore(tuple(districts), stones, {})


def totals_after_placements(
    city: City, tile: int, stones: int, variants: Iterable[str] = ()
) -> list[tuple[int, int, int, int]]:
    """(q, r, rotation, total) for every legal placement of a tile, without building the cities.

    Only the colours a placement can change are rescored: those of the hexes placed and covered,
    plus barracks and temples next to a level-1 tile (which fills empty cells), and gardens then
    when lakes count. Used by the default move, which looks at every placement.
    """
    chosen = _check_variants(variants)
    layout = layout_of(city)
    current = {c: colour_base(c, layout, chosen)[0] * layout.stars[c] for c in COLOURS}
    total = sum(current.values()) + stones
    hexes = HEXES[tile]
    out: list[tuple[int, int, int, int]] = []
    for footprint in city.footprints():
        covered = dict(zip(footprint.cells, footprint.covered, strict=False))  # empty on level 1
        for (q, r), k in footprint.placements():
            cells = hexgrid.piece_cells((q, r), k)
            affected: set[str] = set()
            if footprint.level == 1:  # cells stop being empty: nearby barracks, temples and lakes change
                near = {n for cell in cells for n in hexgrid.neighbours(cell)}
                affected.update(c for c in ("red", "purple") if any(n in layout.districts[c] for n in near))
                if "garden" in chosen:
                    affected.add("green")
            districts = dict(layout.districts)
            stars = dict(layout.stars)
            yellow = set(layout.yellow_plazas)
            for cell, new in zip(cells, hexes, strict=True):
                for hex_, sign in ((covered.get(cell), -1), (new, 1)):
                    if hex_ is None or hex_.colour is None:
                        continue
                    affected.add(hex_.colour)
                    if hex_.kind == PLAZA:
                        stars[hex_.colour] += sign * hex_.stars
                        if hex_.colour == "yellow":
                            (yellow.add if sign > 0 else yellow.discard)(cell)
                    else:
                        if districts[hex_.colour] is layout.districts[hex_.colour]:
                            districts[hex_.colour] = dict(districts[hex_.colour])
                        if sign > 0:
                            districts[hex_.colour][cell] = footprint.level
                        else:
                            del districts[hex_.colour][cell]
            occupied: Collection[Cell] = layout.occupied
            if footprint.level == 1:
                occupied = frozenset((*layout.occupied, *cells))
            after = Layout(occupied, districts, stars, frozenset(yellow))
            points = total
            for colour in affected:
                points += colour_base(colour, after, chosen)[0] * stars[colour] - current[colour]
            out.append((q, r, k, points + footprint.stones))
    return out


def score_city(city: City, stones: int, variants: Iterable[str] = ()) -> Mapping[str, int]:
    """Points per district word, then stones and total (spec 4.4)."""
    return score_details(city, stones, variants).as_dict()


def score_va(tiles: Iterable[int], stones: int, difficulty: str, variants: Iterable[str] = ()) -> CityScore:
    """The virtual architect's sheet: every district qualifies at value v (spec 4.7, D26-D28)."""
    chosen = _check_variants(variants)
    if difficulty not in VA_VALUE:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    value = VA_VALUE[difficulty]
    count = dict.fromkeys(COLOURS, 0)
    stars = dict.fromkeys(COLOURS, 0)
    quarries = 0
    for tile in (START, *tiles):  # its starting tile counts (D26)
        for hex_ in HEXES[tile]:
            colour = hex_.colour
            if colour is None:  # a quarry
                quarries += 1
            elif hex_.kind == PLAZA:
                stars[colour] += hex_.stars
            else:
                count[colour] += 1
    districts: list[DistrictScore] = []
    for colour in COLOURS:
        base = count[colour] * value
        # D28: layout doublings count as met; value doublings are evaluated (houses >= 10, temples on Hard).
        double = {
            "blue": "house" in chosen and base >= 10,
            "yellow": "market" in chosen,
            "red": "barracks" in chosen,
            "purple": "temple" in chosen and value >= 2,
            "green": "garden" in chosen,
        }[colour]
        districts.append(
            DistrictScore(
                DISTRICT_OF[colour],
                base * 2 if double else base,
                stars[colour],
                (1 if colour == "blue" else count[colour]) if double and count[colour] else 0,
            )
        )
    extra = {"quarries": 2 * quarries} if difficulty == "medium" else {}
    return CityScore(tuple(districts), stones, extra)


def _live(sheet: CityScore) -> LiveScore:
    parts = [Part(d.district, d.points, (d.base, d.stars)) for d in sheet.districts]
    parts += [Part(k, v) for k, v in sheet.extra.items()]
    return LiveScore((*parts, Part("stones", sheet.stones)))


def live_score(state: State, seat: int) -> LiveScore:
    """The seat's city scored as it stands, district value x plaza stars per colour (spec 4.4);
    everything it reads is on the table."""
    return _live(score_details(state.cities[seat], state.stones[seat], state.variants))


def live_score_va(state: State) -> LiveScore | None:
    """Solo: the virtual architect's sheet as it stands (its tiles are face up); None otherwise."""
    if not state.solo:
        return None
    return _live(score_va(state.va_tiles, state.stones[1], state.difficulty, state.variants))
