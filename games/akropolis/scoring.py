"""Scoring of a city (spec 4.2-4.6) and of the solo virtual architect (spec 4.7, D26-D28)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from games import hexgrid
from games.akropolis.city import City
from games.akropolis.data import COLOURS, DISTRICT, DISTRICT_OF, DISTRICTS, HEXES, PLAZA, QUARRY, START

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


def score_details(city: City, stones: int, variants: Iterable[str] = ()) -> CityScore:
    """The full score sheet of a city: per colour base (with variant doublings), stars, points."""
    chosen = _check_variants(variants)
    cols = city.columns
    stars = dict.fromkeys(COLOURS, 0)
    by_colour: dict[str, list[tuple[tuple[int, int], int]]] = {colour: [] for colour in COLOURS}
    yellow_plazas: set[tuple[int, int]] = set()
    for cell, column in cols.items():
        tile, index = column[-1]
        hex_ = HEXES[tile][index]
        if hex_.kind == PLAZA:
            stars[hex_.colour] += hex_.stars  # type: ignore[index]
            if hex_.colour == "yellow":
                yellow_plazas.add(cell)
        elif hex_.kind == DISTRICT:
            by_colour[hex_.colour].append((cell, len(column)))  # type: ignore[index]

    base: dict[str, int] = dict.fromkeys(COLOURS, 0)
    doubled: dict[str, int] = dict.fromkeys(COLOURS, 0)

    # Houses: only the largest group scores; most hexes, then the higher level sum (D2).
    levels = dict(by_colour["blue"])
    best = (0, 0)
    for group in hexgrid.components(levels):
        best = max(best, (len(group), sum(levels[c] for c in group)))
    base["blue"] = best[1]
    if "house" in chosen and best[1] >= 10:
        base["blue"] *= 2
        doubled["blue"] = 1

    markets = {c for c, _ in by_colour["yellow"]}
    for cell, level in by_colour["yellow"]:
        near = hexgrid.neighbours(cell)
        if any(n in markets for n in near):
            continue
        if "market" in chosen and any(n in yellow_plazas for n in near):
            level *= 2
            doubled["yellow"] += 1
        base["yellow"] += level

    for cell, level in by_colour["red"]:
        empty = sum(1 for n in hexgrid.neighbours(cell) if n not in cols)  # holes count too (D3, D5)
        if not empty:
            continue
        if "barracks" in chosen and empty >= 3:
            level *= 2
            doubled["red"] += 1
        base["red"] += level

    for cell, level in by_colour["purple"]:
        if any(n not in cols for n in hexgrid.neighbours(cell)):
            continue
        if "temple" in chosen and level >= 2:
            level *= 2
            doubled["purple"] += 1
        base["purple"] += level

    lakes = city.lakes() if "garden" in chosen else frozenset()
    for cell, level in by_colour["green"]:
        if lakes and any(n in lakes for n in hexgrid.neighbours(cell)):
            level *= 2
            doubled["green"] += 1
        base["green"] += level

    districts = tuple(
        DistrictScore(DISTRICT_OF[colour], base[colour], stars[colour], doubled[colour]) for colour in COLOURS
    )
    return CityScore(districts, stones, {})


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
            if hex_.kind == QUARRY:
                quarries += 1
            elif hex_.kind == PLAZA:
                stars[hex_.colour] += hex_.stars  # type: ignore[index]
            else:
                count[hex_.colour] += 1  # type: ignore[index]
    districts = []
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
