"""What a seat or the channel may see (§8), and the placement preview of spec §9."""

from __future__ import annotations

from collections import Counter
from typing import Any, NotRequired, TypedDict

from games import polyomino
from games.bricklayer.data import (
    CARDS,
    DECKS,
    EFFICIENCY_MAX_EMPTY,
    HEIGHT,
    MAX_COINS,
    SHAPES,
    TARGET,
    WIDTH,
    shape_of,
)
from games.bricklayer.rules import check_placement, place_brick
from games.bricklayer.scoring import row_sum, turn_points, unscored_rows
from games.bricklayer.state import Phase, State, Wall
from games.core import IllegalAction
from games.polyomino import Cell


class CardView(TypedDict):
    card: int
    shape: str
    score: int
    cells: list[list[int]]


class BrickView(TypedDict):
    card: int
    shape: str
    score: int
    rot: str
    at: str  # the anchor's label, e.g. "B8"
    cells: list[list[int]]
    turn: int


class RowView(TypedDict):
    row: int  # 1-based
    sum: int
    points: int  # what the whole turn that completed it scored
    rows_that_turn: int
    turn: int


class WallView(TypedDict):
    seat: int
    score: int
    coins: int
    empty: int
    bricks: list[BrickView]
    rows: list[RowView]
    unscored_rows: list[int]  # 1-based


class MarketView(TypedDict):
    deck: int  # 1-4
    left: int
    face_up: bool
    top: CardView | None


class BricklayerView(TypedDict):
    game: str
    you: int | None
    num_players: int
    start: int
    active: int | None
    phase: str
    turn: int
    supply: int
    max_coins: int
    target: int
    efficiency_max_empty: int
    width: int
    height: int
    market: list[MarketView]
    pending: CardView | None
    discards: list[CardView]
    unseen: dict[str, int]  # shape -> cards not seen yet
    cards_total: int
    walls: list[WallView]
    end: str | None
    winner: int | None


class PreviewView(TypedDict):
    """Where a brick would go and what its turn would score: `preview`'s answer. The brick's card,
    shape and score are there once a card was found; a refusal's `code` and `params` only when
    the placement is not legal."""

    seat: int
    deck: int | None
    rot: str
    at: str
    card: NotRequired[int]
    shape: NotRequired[str]
    score: NotRequired[int]
    cells: list[list[int]]
    clash: list[list[int]]
    off_wall: NotRequired[bool]
    rows: list[int]  # 1-based
    row_sums: list[int]
    legal: bool
    reason: str | None  # the refusal's code when the placement is refused (the bot words it)
    code: NotRequired[str]
    params: NotRequired[dict[str, Any]]  # the refusal's values, as `IllegalAction.params`
    points: int


class _Brick(TypedDict):
    """What a preview says of a brick found, legal or not: the head of its `PreviewView`."""

    seat: int
    deck: int | None
    rot: str
    at: str
    card: int
    shape: str
    score: int
    cells: list[list[int]]
    clash: list[list[int]]
    off_wall: bool


def _card(card: int) -> CardView:
    shape = shape_of(card)
    return {"card": card, "shape": shape.id, "score": shape.score, "cells": [list(c) for c in shape.cells]}


def _wall(wall: Wall, player: int) -> WallView:
    return {
        "seat": player,
        "score": wall.score,
        "coins": wall.coins,
        "empty": wall.empty_cells,
        "bricks": [
            {
                "card": b.card,
                "shape": b.shape,
                "score": b.score,
                "rot": b.rot,
                "at": polyomino.label(b.anchor),
                "cells": [list(c) for c in b.placement.cells],
                "turn": b.turn,
            }
            for b in wall.bricks
        ],
        "rows": [
            {
                "row": s.row + 1,
                "sum": s.row_sum,
                "points": s.points,
                "rows_that_turn": s.rows_that_turn,
                "turn": s.turn,
            }
            for s in wall.rows
        ],
        "unscored_rows": [r + 1 for r in unscored_rows(wall)],
    }


def view(state: State, player: int | None) -> BricklayerView:
    """Everything public; the decks only as counts and face-up tops (§8). No seat has secrets."""
    hidden = Counter(
        shape_of(card).id
        for d, cards in enumerate(state.decks)
        for i, card in enumerate(cards)
        if i > 0 or not state.face_up[d]
    )
    over = state.phase is Phase.OVER
    return {
        "game": "bricklayer",
        "you": player,
        "num_players": state.num_players,
        "start": state.start,
        "active": None if over else state.active,
        "phase": state.phase.value,
        "turn": state.turn,
        "supply": state.supply,
        "max_coins": MAX_COINS,
        "target": TARGET,
        "efficiency_max_empty": EFFICIENCY_MAX_EMPTY,
        "width": WIDTH,
        "height": HEIGHT,
        "market": [
            {
                "deck": d + 1,
                "left": len(state.decks[d]),
                "face_up": bool(state.decks[d]) and state.face_up[d],
                "top": _card(state.decks[d][0]) if state.decks[d] and state.face_up[d] else None,
            }
            for d in range(DECKS)
        ],
        "pending": _card(state.pending) if state.pending else None,
        "discards": [_card(c) for c in state.discards],
        "unseen": {s: hidden[s] for s in SHAPES if hidden[s]},
        "cards_total": len(CARDS),
        "walls": [_wall(w, p) for p, w in enumerate(state.walls)],
        "end": state.end.value or None,
        "winner": state.winner if state.winner >= 0 else None,
    }


def preview(state: State, player: int, deck: int | None, rot: str, at: Cell) -> PreviewView:
    """Where a brick would go and what the turn would score if it ended right after (spec §9).

    `deck` is 1-4 for that deck's face-up card, or None for the brick bought blind and pending.
    """
    label = polyomino.label(at)
    if deck is None:
        card = state.pending
    else:
        d = deck - 1
        card = state.offered(d) if 0 <= d < DECKS else 0
    wall = state.walls[player]
    rows_now = unscored_rows(wall)
    rows_before, sums_before = [r + 1 for r in rows_now], [row_sum(wall, r) for r in rows_now]
    if not card:
        # Codes and values as a refusal carries them, so the sentence can be said in any language.
        return {
            "seat": player,
            "deck": deck,
            "rot": rot,
            "at": label,
            "rows": rows_before,
            "row_sums": sums_before,
            "legal": False,
            "reason": "no_pending" if deck is None else "no_face_up",
            "code": "no_pending" if deck is None else "no_face_up",
            "params": {"deck": deck or 0},
            "cells": [],
            "clash": [],
            "points": 0,
        }
    shape = shape_of(card)
    cells = polyomino.at_anchor(shape.rotation(rot), at)
    owners = wall.brick_at()
    brick: _Brick = {
        "seat": player,
        "deck": deck,
        "rot": rot,
        "at": label,
        "card": card,
        "shape": shape.id,
        "score": shape.score,
        "cells": [list(c) for c in cells if polyomino.inside((c,), HEIGHT, WIDTH)],
        "clash": [list(c) for c in cells if c in owners],
        "off_wall": any(not polyomino.inside((c,), HEIGHT, WIDTH) for c in cells),
    }
    try:
        placement = check_placement(state, player, card, rot, at)
    except IllegalAction as exc:
        return {
            **brick,
            "rows": rows_before,
            "row_sums": sums_before,
            "legal": False,
            "reason": exc.code,
            "code": exc.code,
            "params": dict(exc.params),
            "points": turn_points(sums_before),
        }
    after = place_brick(state, player, card, placement).walls[player]
    rows = unscored_rows(after)
    sums = [row_sum(after, r) for r in rows]
    return {
        **brick,
        "legal": True,
        "reason": None,
        "rows": [r + 1 for r in rows],
        "row_sums": sums,
        "points": turn_points(sums),
    }
