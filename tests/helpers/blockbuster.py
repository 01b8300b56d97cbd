"""Scenario builders shared by the Block Buster tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.blockbuster import GAME, Place, State
from games.blockbuster.geometry import PIECE_IDS, board
from games.core import Event
from games.polyomino import parse_label

# Every player count and variant a table may be opened with: (players, mode).
VARIANTS = [
    (2, "standard"),
    (3, "standard"),
    (4, "standard"),
    (2, "special_duel"),
    (4, "team"),
    (2, "official_duel"),
]


def parse_place(text: str) -> Place:
    """A placement from its notation (a test that previews one names a placement)."""
    action = GAME.parse(text)
    assert isinstance(action, Place), text
    return action


def fresh(num_players: int = 2, mode: str = "standard", seed: int = 0) -> State:
    """A new game re-seated so that seat 0 is the start player (seats counted from the start)."""
    state = GAME.new(num_players, {"mode": mode}, seed)
    shift = state.start
    penalties = [0] * num_players
    for p, points in enumerate(state.start_penalty):
        penalties[(p - shift) % num_players] = points
    return replace(
        state,
        start=0,
        owners=tuple((o - shift) % num_players for o in state.owners),
        start_penalty=tuple(penalties),
    )


def play(state: State, *notations: str) -> tuple[State, list[Event]]:
    """Apply moves for whoever is to act; returns the last state and all events."""
    events: list[Event] = []
    for notation in notations:
        (player,) = GAME.to_act(state)
        state, new = GAME.apply(state, player, GAME.parse(notation))
        events.extend(new)
    return state, events


def paint(state: State, colour: int, *labels: str) -> State:
    """Put a colour's cells on the board directly (for scenarios)."""
    size = board(state.setup).size
    chars = list(state.board)
    for text in labels:
        r, c = parse_label(text)
        assert chars[r * size + c] == ".", text
        chars[r * size + c] = str(colour)
    return replace(state, board="".join(chars))


def counts(*pieces: int) -> tuple[int, ...]:
    """A piece-count row holding exactly the given piece ids (repeats allowed)."""
    return tuple(pieces.count(p) for p in PIECE_IDS)


def cell_of(state: State, text: str) -> str:
    r, c = parse_label(text)
    return state.board[r * board(state.setup).size + c]


def finished(num_players: int, mode: str, seats: list[dict[str, Any]]) -> State:
    """A finished game whose seat p (counted from the start) holds and leaves what `seats[p]` says."""
    state = fresh(num_players, mode)
    tiles = list(board(state.setup).tiles)
    secured = [-1] * len(tiles)
    jumps = []
    pieces = list(state.pieces)
    for p, spec in enumerate(seats):
        colour = state.colours_of(p)[0]
        for symbol, n in spec["held"].items():
            for _ in range(n):
                tile = next(t for t in tiles if t.symbol == symbol and secured[t.index] < 0)
                secured[tile.index] = colour
        jumps += [(colour, gap) for gap in spec["gaps"]]
        pieces[colour] = counts(*spec["left"])
    return replace(state, secured=tuple(secured), jumps=tuple(jumps), pieces=tuple(pieces), turn=-1)
