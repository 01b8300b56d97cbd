"""Views: the public table as plain JSON-ready dicts (spec 5.1); stacks only as counts."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from games.akropolis.city import City, Footprint
from games.akropolis.data import HEXES, TILES
from games.akropolis.scoring import CityScore, score_details, score_va
from games.akropolis.state import State


class DistrictView(TypedDict):
    district: str
    base: int
    stars: int
    points: int
    doubled: int


class SheetView(TypedDict):
    points: dict[str, int]  # per category, then "stones" and "total"
    districts: list[DistrictView]


class CellView(TypedDict):
    q: int
    r: int
    level: int
    tile: int  # tile instance; 0 = the starting tile
    hex: str


class CityView(TypedDict):
    seat: int
    stones: int
    tiles: int
    cells: list[CellView]
    last: list[list[int]]
    lakes: list[list[int]]
    log: list[list[int]]
    score: NotRequired[SheetView]  # while scores are shown (running scores, or the game is over)


class SiteTileView(TypedDict):
    slot: int
    cost: int
    tile: int
    hexes: list[str]
    code: str


class VaTileView(TypedDict):
    tile: int
    hexes: list[str]


class VaView(TypedDict):
    stones: int
    tiles: list[VaTileView]
    score: NotRequired[SheetView]


class AkropolisView(TypedDict):
    game: str
    players: int
    solo: bool
    difficulty: str
    variants: list[str]
    turn: int
    round: int
    rounds: int
    current: int | None
    to_act: list[int]
    over: bool
    chief: int
    site: list[SiteTileView]
    stacks_left: int
    face_down: int
    stones: list[int]
    cities: list[CityView]
    va: VaView | None
    you: int | None
    affordable_slots: NotRequired[list[int]]  # the slots a seat to act can pay for


class PlacementView(TypedDict):
    seat: int
    tile: int
    slot: int
    cost: int
    stones_gained: int
    cells: list[list[int]]  # the placed tile's hexes
    level: int
    action: str


class PreviewView(AkropolisView):
    """A seat's view as if its turn were played (before any refill); `preview` says what moved."""

    preview: PlacementView


def sheet(score: CityScore) -> SheetView:
    """A score sheet: points per category and the per-district base × stars behind them."""
    return {
        "points": score.as_dict(),
        "districts": [
            {
                "district": d.district,
                "base": d.base,
                "stars": d.stars,
                "points": d.points,
                "doubled": d.doubled,
            }
            for d in score.districts
        ],
    }


def city_cells(city: City) -> list[CellView]:
    """Every visible hex: cell, level, tile instance (0 = starting tile) and hex code."""
    out: list[CellView] = []
    for (q, r), column in sorted(city.columns.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        tile, index = column[-1]
        out.append({"q": q, "r": r, "level": len(column), "tile": tile, "hex": HEXES[tile][index].code})
    return out


def city_view(state: State, seat: int, city: City, show_score: bool) -> CityView:
    out: CityView = {
        "seat": seat,
        "stones": state.stones[seat],
        "tiles": len(city.log),
        "cells": city_cells(city),
        "last": [list(c) for c in city.last_cells()],
        "lakes": [list(c) for c in sorted(city.lakes(), key=lambda c: (c[1], c[0]))],
        "log": [list(p) for p in city.log],
    }
    if show_score:
        out["score"] = sheet(score_details(city, state.stones[seat], state.variants))
    return out


def footprint_view(f: Footprint) -> dict[str, Any]:
    return {
        "cells": [list(c) for c in f.cells],
        "level": f.level,
        "covers": [h.code for h in f.covered],
        "stones": f.stones,
        "placements": [[a[0], a[1], k] for a, k in f.placements()],
    }


def preview_view(state: State, player: int, placement: PlacementView) -> PreviewView:
    """The seat's view of the state after its turn (nobody to act yet), with what moved."""
    return {**table_view(state, player, frozenset()), "preview": placement}


def table_view(state: State, player: int | None, to_act: frozenset[int]) -> AkropolisView:
    show = state.running_scores or state.over
    view: AkropolisView = {
        "game": "akropolis",
        "players": state.players,
        "solo": state.solo,
        "difficulty": state.difficulty,
        "variants": sorted(state.variants),
        "turn": state.turn,
        "round": min(state.round, 12),
        "rounds": 12,
        "current": None if state.over else state.current,
        "to_act": sorted(to_act),
        "over": state.over,
        "chief": state.chief,
        "site": [
            {
                "slot": i + 1,
                "cost": i,
                "tile": t,
                "hexes": [h.code for h in TILES[t].hexes],
                "code": TILES[t].code,
            }
            for i, t in enumerate(state.site)
        ],
        "stacks_left": len(state.stacks),
        "face_down": sum(len(s) for s in state.stacks),
        "stones": list(state.stones),
        "cities": [city_view(state, p, city, show) for p, city in enumerate(state.cities)],
        "va": None,
        "you": player,
    }
    if state.solo:
        va: VaView = {
            "stones": state.stones[1],
            "tiles": [{"tile": t, "hexes": [h.code for h in TILES[t].hexes]} for t in state.va_tiles],
        }
        if show:
            va["score"] = sheet(score_va(state.va_tiles, state.stones[1], state.difficulty, state.variants))
        view["va"] = va
    if player is not None and player in to_act:
        stones = state.stones[player]
        view["affordable_slots"] = [s["slot"] for s in view["site"] if s["cost"] <= stones]
    return view
