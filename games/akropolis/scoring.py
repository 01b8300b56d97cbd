"""Scoring of a city (spec 4.2-4.6) and of the solo virtual architect (spec 4.7, D26-D28)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass

from games import hexgrid
from games.akropolis.city import City
from games.akropolis.data import (
    COLOURS,
    DISTRICT,
    DISTRICT_OF,
    DISTRICTS,
    HEXES,
    PLAZA,
    START,
    TILES,
    Hex,
)
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


def _cell_worth(
    colour: str,
    level: int,
    near: tuple[Cell, ...],
    same: Callable[[Cell], bool],
    occupied: Callable[[Cell], bool],
    plaza: Callable[[Cell], bool],
    lake: Callable[[Cell], bool],
    chosen: frozenset[str],
) -> int:
    """One district hex's share of its colour's base (not the houses', which go by groups): what
    `colour_base` adds for it, told the city through lookups so a placement need not be built."""
    if colour == "yellow":
        if any(same(n) for n in near):
            return 0
        return level * 2 if "market" in chosen and any(plaza(n) for n in near) else level
    if colour == "red":
        empty = sum(1 for n in near if not occupied(n))
        if not empty:
            return 0
        return level * 2 if "barracks" in chosen and empty >= 3 else level
    if colour == "purple":
        if not all(occupied(n) for n in near):
            return 0
        return level * 2 if "temple" in chosen and level >= 2 else level
    return level * 2 if "garden" in chosen and any(lake(n) for n in near) else level


@dataclass
class _Before:
    """What rescoring a placement near its cells needs of the city before it (for one set of
    variants): each colour's base and points, the houses' groups, and each district hex's share
    of its colour's base (filled a colour at a time, as placements touch them)."""

    layout: Layout
    chosen: frozenset[str]
    lakes: frozenset[Cell]
    base: dict[str, int]
    current: dict[str, int]  # base x stars
    total: int  # of `current`, stones not counted
    groups: list[list[Cell]]
    group_of: dict[Cell, int]
    group_key: list[tuple[int, int]]  # (hexes, level sum) of each group
    by_size: list[int]  # groups, largest first
    worth: dict[str, dict[Cell, int]]

    def worth_of(self, colour: str) -> dict[Cell, int]:
        shares = self.worth.get(colour)
        if shares is None:
            districts, layout = self.layout.districts, self.layout
            shares = self.worth[colour] = {
                cell: _cell_worth(
                    colour,
                    lv,
                    hexgrid.neighbours(cell),
                    districts[colour].__contains__,
                    layout.occupied.__contains__,
                    layout.yellow_plazas.__contains__,
                    self.lakes.__contains__,
                    self.chosen,
                )
                for cell, lv in districts[colour].items()
            }
        return shares


def _before(city: City, chosen: frozenset[str], *, keep: bool) -> _Before:
    """The city's `_Before` for these variants. `keep` remembers it on the city, like its layout,
    for a search that rescores a city's placements many times over; the default move's scoring
    reads a city once, and does not weigh down the states a table keeps."""
    memo: dict[frozenset[str], _Before] = city.__dict__.get("_before") or {}
    before = memo.get(chosen)
    if before is None:
        layout = layout_of(city)
        base = {c: colour_base(c, layout, chosen)[0] for c in COLOURS}
        current = {c: base[c] * layout.stars[c] for c in COLOURS}
        houses = layout.districts["blue"]
        groups = hexgrid.components(houses)
        group_key = [(len(g), sum(houses[c] for c in g)) for g in groups]
        before = _Before(
            layout,
            chosen,
            city.lakes() if "garden" in chosen else frozenset(),
            base,
            current,
            sum(current.values()),
            groups,
            {cell: i for i, group in enumerate(groups) for cell in group},
            group_key,
            sorted(range(len(groups)), key=lambda i: group_key[i], reverse=True),
            {},
        )
        if keep:
            memo[chosen] = before
            object.__setattr__(city, "_before", memo)  # a cache of derived data, not a field
    return before


def _region(cells: tuple[Cell, ...]) -> set[Cell]:
    """The cells and their neighbours: where a placement can change a district hex's share."""
    region = set(cells)
    for cell in cells:
        region.update(hexgrid.neighbours(cell))
    return region


def _filled_nearby(before: _Before, region: set[Cell]) -> list[str]:
    """The colours a tile on the table changes without covering them: barracks and temples near
    the cells it fills, and gardens when lakes count."""
    districts = before.layout.districts
    nearby = [c for c in ("red", "purple") if not districts[c].keys().isdisjoint(region)]
    if "garden" in before.chosen:
        nearby.append("green")
    return nearby


def _bases_after(
    before: _Before,
    hexes: tuple[Hex, ...],
    cells: tuple[Cell, Cell, Cell],
    level: int,
    covered: Mapping[Cell, Hex],
    region: set[Cell],
    nearby: list[str],
    near_hexes: dict[str, set[Cell]],
) -> tuple[dict[str, int], dict[str, int]]:
    """(base by colour for the colours the placement changes, stars by colour) after the tile's
    `hexes` cover `cells` at `level`; `near_hexes` keeps each colour's district hexes in `region`
    for the next spin on the same cells."""
    layout, chosen = before.layout, before.chosen
    districts = layout.districts
    affected = set(nearby)
    stars = dict(layout.stars)
    # What the placement changes, by colour: cell -> new level, or None where it is gone.
    changed: dict[str, dict[Cell, int | None]] = {}
    plaza_change: dict[Cell, bool] = {}
    for cell, new in zip(cells, hexes, strict=True):
        for hex_, sign in ((covered.get(cell), -1), (new, 1)):
            if hex_ is None or hex_.colour is None:
                continue
            affected.add(hex_.colour)
            if hex_.kind == PLAZA:
                stars[hex_.colour] += sign * hex_.stars
                if hex_.colour == "yellow":
                    plaza_change[cell] = sign > 0
            else:
                changed.setdefault(hex_.colour, {})[cell] = level if sign > 0 else None
    bases: dict[str, int] = {}
    for colour in affected:
        if colour == "blue":
            base = _houses_after(
                districts["blue"],
                before.groups,
                before.group_of,
                before.group_key,
                before.by_size,
                changed.get("blue", {}),
            )
            if "house" in chosen and base >= 10:
                base *= 2
        else:
            kept = near_hexes.get(colour)
            if kept is None:
                kept = near_hexes[colour] = districts[colour].keys() & region
            base = before.base[colour] + _local_change(
                colour,
                cells,
                region,
                kept,
                before.worth_of(colour),
                level,
                districts,
                changed,
                layout.occupied,
                layout.yellow_plazas,
                plaza_change,
                before.lakes,
                chosen,
            )
        bases[colour] = base
    return bases, stars


def totals_after_placements(
    city: City, tile: int, stones: int, variants: Iterable[str] = ()
) -> list[tuple[int, int, int, int]]:
    """(q, r, rotation, total) for every legal placement of a tile, without building the cities.

    Only the colours a placement can change are rescored: those of the hexes placed and covered,
    plus barracks and temples next to a level-1 tile (which fills empty cells), and gardens then
    when lakes count. Used by the default move and the AI, which look at every placement.

    A colour is rescored near the placement only: a district hex's share depends on its level
    and its six neighbours, so only the hexes within a step of the three cells change (two steps
    for gardens by lakes, a lake being a hole whose neighbours all fill); houses rescore only the
    groups that touch the cells, the others keeping their sizes. A large city is scored hundreds
    of times a decision, and rescoring a whole colour for each made it the easy level's cost.
    """
    before = _before(city, _check_variants(variants), keep=False)
    hexes = HEXES[tile]
    out: list[tuple[int, int, int, int]] = []
    for footprint in city.footprints():
        covered = dict(zip(footprint.cells, footprint.covered, strict=False))  # empty on level 1
        # The three spins of a footprint cover the same cells: what lies near them is shared.
        region = _region(footprint.cells)
        nearby = _filled_nearby(before, region) if footprint.level == 1 else []
        near_hexes: dict[str, set[Cell]] = {}
        for (q, r), k in footprint.placements():
            cells = hexgrid.piece_cells((q, r), k)
            bases, stars = _bases_after(
                before, hexes, cells, footprint.level, covered, region, nearby, near_hexes
            )
            points = before.total + stones + footprint.stones
            for colour, base in bases.items():
                points += base * stars[colour] - before.current[colour]
            out.append((q, r, k, points))
    return out


def sheet_after(
    city: City, tile: int, q: int, r: int, rotation: int, variants: Iterable[str] = ()
) -> tuple[tuple[tuple[int, int], ...], int]:
    """((base, stars) of each colour in `COLOURS` order, stones gained) once the tile is built at
    (q, r) turned `rotation`: `score_details` of the city `City.place` builds, without building it,
    rescored near the placement as `totals_after_placements` does. Raises PlacementError (a
    ValueError) when the placement is illegal. A search values thousands of single placements a
    decision, and building and scoring each whole city was half its time."""
    footprint = None
    if tile in TILES and 0 <= rotation <= 5 and tile not in city.tiles():
        footprint = city.footprint_of(q, r, rotation)  # the city's legal footprints, found once
    if footprint is None:
        city.check_place(tile, q, r, rotation)  # raises PlacementError naming the rule broken
        raise AssertionError(f"the footprints and the rules disagree on {(tile, q, r, rotation)}")
    cells = hexgrid.piece_cells((q, r), rotation)
    covered = dict(zip(footprint.cells, footprint.covered, strict=False))  # empty on level 1
    before = _before(city, _check_variants(variants), keep=True)
    region = _region(cells)
    nearby = _filled_nearby(before, region) if footprint.level == 1 else []
    bases, stars = _bases_after(before, HEXES[tile], cells, footprint.level, covered, region, nearby, {})
    return tuple((bases.get(c, before.base[c]), stars[c]) for c in COLOURS), footprint.stones


def _local_change(
    colour: str,
    cells: tuple[Cell, Cell, Cell],
    region: set[Cell],
    kept: Collection[Cell],
    worth_now: dict[Cell, int],
    level: int,
    districts: dict[str, dict[Cell, int]],
    changed: dict[str, dict[Cell, int | None]],
    occupied_now: Collection[Cell],
    plazas_now: frozenset[Cell],
    plaza_change: dict[Cell, bool],
    lakes_now: frozenset[Cell],
    chosen: frozenset[str],
) -> int:
    """How much a non-house colour's base changes when a tile covers `cells` at `level`."""
    before = districts[colour]
    moved = changed.get(colour, {})
    fills = level == 1
    if fills and colour == "green" and "garden" in chosen:  # lakes may form a step further out
        wider = set(region)
        for cell in region:
            wider.update(hexgrid.neighbours(cell))
        kept = [cell for cell in wider if cell in before]
    change = 0
    found: list[tuple[Cell, int]] = []
    for cell in kept:
        change -= worth_now[cell]
        new = moved[cell] if cell in moved else before[cell]
        if new is not None:
            found.append((cell, new))
    for cell, new in moved.items():
        if new is not None and cell not in before:
            found.append((cell, new))
    if not found:
        return change

    def occupied_after(cell: Cell) -> bool:
        return cell in occupied_now or (fills and cell in cells)

    def plaza_after(cell: Cell) -> bool:
        return plaza_change.get(cell, cell in plazas_now)

    def lake_after(cell: Cell) -> bool:
        if not fills or cell in lakes_now:
            return cell in lakes_now and cell not in cells
        return not occupied_after(cell) and all(occupied_after(n) for n in hexgrid.neighbours(cell))

    def same_after(cell: Cell) -> bool:
        return (moved[cell] if cell in moved else before.get(cell)) is not None

    for cell, new in found:
        near = hexgrid.neighbours(cell)
        change += _cell_worth(colour, new, near, same_after, occupied_after, plaza_after, lake_after, chosen)
    return change


def _houses_after(
    houses: dict[Cell, int],
    groups: list[list[Cell]],
    group_of: dict[Cell, int],
    group_key: list[tuple[int, int]],
    by_size: list[int],
    moved: dict[Cell, int | None],
) -> int:
    """The houses' base (the largest group's levels, before any doubling) after a placement that
    changes the house hexes `moved`: only the groups touching them are grouped again."""
    touched: set[int] = set()
    for cell in moved:
        for n in (cell, *hexgrid.neighbours(cell)):
            if n in group_of:
                touched.add(group_of[n])
    levels: dict[Cell, int] = {}
    for i in touched:
        for cell in groups[i]:
            levels[cell] = houses[cell]
    for cell, new in moved.items():
        if new is None:
            levels.pop(cell, None)
        else:
            levels[cell] = new
    best = (0, 0)
    for i in by_size:
        if i not in touched:
            best = group_key[i]
            break
    for group in hexgrid.components(levels):
        best = max(best, (len(group), sum(levels[c] for c in group)))
    return best[1]


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
