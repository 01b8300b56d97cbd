"""Views: the public table as plain JSON-ready dicts (spec 5.1); stacks only as counts."""

from __future__ import annotations

from typing import Any

from games.akropolis.city import City, Footprint
from games.akropolis.data import HEXES, TILES
from games.akropolis.scoring import CityScore, score_details, score_va
from games.akropolis.state import State


def sheet(score: CityScore) -> dict[str, Any]:
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


def city_cells(city: City) -> list[dict[str, Any]]:
    """Every visible hex: cell, level, tile instance (0 = starting tile) and hex code."""
    out: list[dict[str, Any]] = []
    for (q, r), column in sorted(city.columns.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        tile, index = column[-1]
        out.append({"q": q, "r": r, "level": len(column), "tile": tile, "hex": HEXES[tile][index].code})
    return out


def city_view(state: State, seat: int, city: City, show_score: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
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


def build_view(state: State, player: int | None, to_act: frozenset[int]) -> dict[str, Any]:
    show = state.running_scores or state.over
    view: dict[str, Any] = {
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
        va: dict[str, Any] = {
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
