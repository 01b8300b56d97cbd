"""What Block Buster's players and spectators see: everything is public (spec §8)."""

from __future__ import annotations

from typing import TypedDict

from games.polyomino import COLUMNS, label

from . import rules, scoring
from .geometry import CAPTURE, JUMP_POINTS, PIECE_IDS, PIECES, board, covered
from .state import Mode, State, colour_names


class ColourView(TypedDict):
    index: int
    name: str
    seat: int
    pieces: list[list[int]]  # [piece id, count left], pieces with none left omitted
    squares_left: int
    passed: bool
    secured: list[int]
    jumps: list[int]


class SymbolView(TypedDict):
    index: int
    symbol: str
    tile: list[list[int]]
    ring: list[list[int]]
    counts: list[int]  # ring cells covered, per colour
    free: int
    secured_by: int | None


class PlayerView(TypedDict):
    seat: int
    colours: list[int]
    team: str | None
    held: dict[str, int]
    start_penalty: int
    score: dict[str, int]
    resigned: bool


class TurnView(TypedDict):
    colour: int
    seat: int
    kind: str
    gaps: list[list[int]]  # [piece, gap, penalty]
    can_pass: bool


class LastView(TypedDict):
    colour: int
    action: str
    piece: int
    orient: str
    anchor: str
    cells: list[list[int]]
    gap: int
    penalty: int


class PieceView(TypedDict):
    id: int
    name: str
    short: str
    size: int
    orientations: list[list[str | list[list[int]]]]  # [code, cells]


class BlockBusterView(TypedDict):
    """What `GAME.view(state, seat)` returns: the same for every seat and the channel."""

    game: str
    mode: str
    size: int
    columns: str
    board: list[str]
    capture: int
    instant_win: int  # the instant-win set size of this mode (spec §9)
    start: int
    colours: list[ColourView]
    symbols: list[SymbolView]
    players: list[PlayerView]
    turn: TurnView | None
    last: LastView | None
    over: bool
    instant_winner: int | None
    moves: int
    pieces: list[PieceView]


def build_view(state: State) -> BlockBusterView:
    """Everything is public (spec §8), so every seat and the channel see the same view."""
    b = board(state.setup)
    occupied, own = rules.masks(state.board)
    names = colour_names(len(state.owners))
    tallies = [scoring.tally(state, p) for p in range(state.num_players)]
    return {
        "game": "blockbuster",
        "mode": state.mode.value,
        "size": b.size,
        "columns": COLUMNS[: b.size],
        "board": [state.board[r * b.size : (r + 1) * b.size] for r in range(b.size)],
        "capture": CAPTURE,
        "instant_win": state.rules.instant_win,
        "start": state.start,
        "colours": [
            {
                "index": k,
                "name": names[k],
                "seat": state.owners[k],
                "pieces": [[p, state.pieces[k][p - 1]] for p in PIECE_IDS if state.pieces[k][p - 1]],
                "squares_left": sum(n * PIECES[i + 1].size for i, n in enumerate(state.pieces[k])),
                "passed": state.passed[k],
                "secured": [t.index for t in b.tiles if state.secured[t.index] == k],
                "jumps": [gap for colour, gap in state.jumps if colour == k],
            }
            for k in range(len(state.owners))
        ],
        "symbols": [
            {
                "index": t.index,
                "symbol": t.symbol,
                "tile": [list(cell) for cell in t.tile],
                "ring": [list(cell) for cell in t.ring],
                "counts": [(mask & t.ring_mask).bit_count() for mask in own[: len(state.owners)]],
                "free": (t.ring_mask & ~occupied).bit_count(),
                "secured_by": state.secured[t.index] if state.secured[t.index] >= 0 else None,
            }
            for t in b.tiles
        ],
        "players": [
            {
                "seat": p,
                "colours": list(state.colours_of(p)),
                "team": "AB"[p % 2] if state.mode is Mode.TEAM else None,
                "held": dict(sorted(rules.held(state, p).items())),
                "start_penalty": state.start_penalty[p],
                "score": tallies[p].breakdown(),
                "resigned": p in state.resigned,
            }
            for p in range(state.num_players)
        ],
        "turn": _turn_view(state),
        "last": _last_view(state),
        "over": state.over,
        "instant_winner": state.instant_winner if state.instant_winner >= 0 else None,
        "moves": state.moves,
        "pieces": [
            {
                "id": piece.id,
                "name": piece.name,
                "short": piece.short,
                "size": piece.size,
                "orientations": [
                    [code, [list(cell) for cell in shape]] for code, shape in piece.orientations
                ],
            }
            for piece in PIECES.values()
        ],
    }


def _turn_view(state: State) -> TurnView | None:
    if state.over:
        return None
    opts = rules.options(state, state.turn)
    return {
        "colour": state.turn,
        "seat": state.owners[state.turn],
        "kind": opts.kind.value,
        "gaps": [[p, g, JUMP_POINTS * g] for p, g in opts.gaps],
        "can_pass": opts.kind is rules.Kind.JUMP,
    }


def _last_view(state: State) -> LastView | None:
    if state.last is None:
        return None
    move = state.last
    return {
        "colour": move.colour,
        "action": str(move.place),
        "piece": move.place.piece,
        "orient": move.place.orient,
        "anchor": label(move.place.cell),
        "cells": [list(cell) for cell in covered(move.place.piece, move.place.orient, move.place.cell)],
        "gap": move.gap,
        "penalty": JUMP_POINTS * move.gap,
    }
