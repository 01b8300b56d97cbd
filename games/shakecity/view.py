"""What a seat (or the channel) may see: everything public, minus the others' hidden phase-B choices."""

from __future__ import annotations

from typing import TypedDict

from games.core import Result
from games.shakecity.actions import parse
from games.shakecity.data import (
    BONUS_TILES,
    CONSTRUCTION_PAIRS,
    LETTERS,
    ROUNDS,
    SIDES,
    SOLO_TARGET,
    SOLO_TARGET_WILD,
    WILD,
    WILDS_TOTAL,
    cell_name,
)
from games.shakecity.rules import excluded_colour, options, remaining_construction, shape, targets
from games.shakecity.scoring import breakdown, eligible, empty_cells, flipped, slot_tiles
from games.shakecity.state import Phase, State


class ConstructionView(TypedDict):
    cell: str
    tile: int


class PlayerView(TypedDict):
    seat: int
    cells: list[str]  # six rows of six cell letters
    status: str  # to_act, waiting, placed, chosen, passed, done
    decision: str | None
    recent: list[str]
    flipped: list[str]
    tiles_flipped: int
    construction: list[ConstructionView]
    eligible: bool
    empty: int
    score: dict[str, int]


class ResultView(TypedDict):
    scores: list[int]
    ranking: list[list[int]]
    places: list[int]
    winners: list[int]
    breakdown: list[dict[str, int]]
    reason: str


class OptionView(TypedDict):
    option: str
    letter: str
    wilds: bool
    tiles: int
    offsets: list[list[int]]
    anchors: list[str]


class WildsView(TypedDict):
    pool: int
    track: int
    removed: int


class BonusView(TypedDict):
    slot: str
    tile: int
    key: str
    short: str
    text: str


class ConstructionSlotView(TypedDict):
    cell: str
    tile: int
    pair: list[str]


class HistoryView(TypedDict):
    round: int
    start: int
    pattern: str
    decisions: list[str]


class ShakeCityView(TypedDict):
    """What `GAME.view(state, seat)` returns; `options` lists the viewer's own choices."""

    game: str
    viewer: int | None
    round: int
    rounds: int
    phase: str
    start: int
    side: str
    edges: dict[str, str]
    family: bool
    construction: bool
    wild_night: bool
    solo: bool
    solo_target: int | None
    pattern: list[str]
    counts: dict[str, int]
    start_choice: str | None
    barred: str | None
    wilds: WildsView | None
    bonus: list[BonusView]
    construction_layout: list[ConstructionSlotView]
    to_act: list[int]
    players: list[PlayerView]
    options: list[OptionView]
    history: list[HistoryView]
    result: ResultView | None


def _cells_of(pattern: str, decision: str) -> list[str]:
    if decision in ("", "pass"):
        return []
    action = parse(decision)
    return [cell_name(i) for i in targets(shape(pattern, action.letter, action.wilds), action.anchor)]


def _visible(state: State, player: int, viewer: int | None) -> bool:
    """A decision of this round is public if it was the start player's phase-A choice (D25)."""
    return player == viewer or (state.restricted and player == state.start)


def _player(state: State, player: int, viewer: int | None, to_act: frozenset[int]) -> PlayerView:
    visible = _visible(state, player, viewer)
    board = state.boards[player] if visible else state.public_boards[player]
    decision = state.decisions[player] if state.phase is not Phase.OVER else ""
    if state.phase is Phase.OVER:
        status = "done"
    elif decision == "":
        status = "to_act" if player in to_act else "waiting"
    elif decision == "pass":
        status = "passed"
    else:
        status = "placed" if visible else "chosen"
    shown = decision if status in ("placed", "passed") else None
    recent = _cells_of(state.pattern, shown or "")
    if not recent and status != "placed" and state.history:
        last = state.history[-1]
        recent = _cells_of(last.pattern, last.decisions[player])
    tiles = flipped(board, state.bonus_layout)
    return {
        "seat": player,
        "cells": [board[r * 6 : r * 6 + 6] for r in range(6)],
        "status": status,
        "decision": shown,
        "recent": recent,
        "flipped": list(tiles),
        "tiles_flipped": len(tiles),
        "construction": [{"cell": cell_name(i), "tile": t} for i, t in remaining_construction(board)],
        "eligible": eligible(board),
        "empty": empty_cells(board),
        "score": breakdown(board, state.side, state.bonus_layout, state.family),
    }


def _result(result: Result) -> ResultView:
    return {
        "scores": list(result.scores),
        "ranking": [list(group) for group in result.ranking],
        "places": [result.rank_of(p) for p in range(len(result.scores))],
        "winners": sorted(result.winners),
        "breakdown": [dict(b) for b in result.breakdown],
        "reason": result.reason,
    }


def build_view(state: State, viewer: int | None, result: Result | None) -> ShakeCityView:
    """A JSON-ready dict; never the rng, never another seat's phase-B choice before the round closes."""
    over = state.phase is Phase.OVER
    if over:
        to_act: frozenset[int] = frozenset()
    elif state.phase is Phase.START:
        to_act = frozenset({state.start})
    else:
        to_act = frozenset(p for p, d in enumerate(state.decisions) if d == "")
    pattern = state.pattern
    counts = {letter: pattern.count(letter) for letter in (*LETTERS, WILD) if letter in pattern}
    barred = None  # the colour the non-start players (or the solo player) may not take this round
    if not over and (state.solo or state.restricted):
        barred = excluded_colour(state, 0) if state.solo else state.start_choice or None
    own_options: list[OptionView] = []
    if viewer is not None and viewer in to_act:
        own_options = [
            {
                "option": o.notation,
                "letter": o.letter,
                "wilds": o.wilds,
                "tiles": len(o.offsets),
                "offsets": [list(off) for off in o.offsets],
                "anchors": [cell_name(a) for a in o.anchors],
            }
            for o in options(state, viewer)
        ]
    layout = slot_tiles(state.bonus_layout)
    return {
        "game": "shakecity",
        "viewer": viewer,
        "round": state.round,
        "rounds": ROUNDS,
        "phase": state.phase.value,
        "start": state.start,
        "side": state.side,
        "edges": dict(SIDES[state.side]),
        "family": state.family,
        "construction": state.construction,
        "wild_night": state.wild_night,
        "solo": state.solo,
        "solo_target": (SOLO_TARGET_WILD if state.wild_night else SOLO_TARGET) if state.solo else None,
        "pattern": [pattern[i : i + 3] for i in (0, 3, 6)] if pattern else [],
        "counts": counts,
        "start_choice": state.start_choice or None,
        "barred": barred,
        "wilds": {
            "pool": state.wilds_pool,
            "track": state.wilds_track,
            "removed": WILDS_TOTAL - state.wilds_pool - state.wilds_track,
        }
        if state.wild_night
        else None,
        "bonus": [
            {
                "slot": slot,
                "tile": tile,
                "key": BONUS_TILES[tile].key,
                "short": BONUS_TILES[tile].short,
                "text": BONUS_TILES[tile].text,
            }
            for slot, tile in layout.items()
        ],
        "construction_layout": [
            {"cell": cell_name(i), "tile": t, "pair": list(CONSTRUCTION_PAIRS[t])}
            for i, t in state.construction_layout
        ],
        "to_act": sorted(to_act),
        "players": [_player(state, p, viewer, to_act) for p in range(state.num_players)],
        "options": own_options,
        "history": [
            {"round": h.round, "start": h.start, "pattern": h.pattern, "decisions": list(h.decisions)}
            for h in state.history
        ],
        "result": _result(result) if result is not None else None,
    }
