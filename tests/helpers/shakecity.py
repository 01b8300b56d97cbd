"""Shake That City boards and states written by hand."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.shakecity import GAME
from games.shakecity.state import Phase, State

EMPTY = "." * 36


EXAMPLE_A_PATTERN = "HPH" + "FSR" + "HHP"


def make_state(
    boards: list[str] | None = None,
    *,
    players: int = 2,
    pattern: str = EXAMPLE_A_PATTERN,
    round: int = 1,
    start: int = 0,
    options: dict[str, Any] | None = None,
    **fields: Any,
) -> State:
    """A state in `round` with `pattern`, built directly; phase A in restricted rounds."""
    state = GAME.new(players, options or {}, 7)
    boards = boards or [EMPTY] * players
    restricted = round <= 12 and players >= 2
    state = replace(
        state,
        boards=tuple(boards),
        public_boards=tuple(boards),
        pattern=pattern,
        round=round,
        start=start,
        phase=Phase.START if restricted else Phase.OPEN,
        start_choice="",
        decisions=("",) * players,
        history=(),
    )
    return replace(state, **fields)


# The bonus layout of every scoring example (spec 7): N1 #3, N2 #2, N3 #4, W1 #7, W2 #5, W3 #6.
LAYOUT = (3, 2, 4, 7, 5, 6)


def board(*rows: str) -> str:
    """A board string from six rows written as in the spec."""
    flat = [r.replace(" ", "") for r in rows]
    assert len(flat) == 6 and all(len(r) == 6 for r in flat), rows
    return "".join(flat)


def only(*placed: tuple[str, str]) -> str:
    """An otherwise empty board with the given (cell, letter) buildings."""
    chars = ["."] * 36
    for name, letter in placed:
        chars[(int(name[1]) - 1) * 6 + "ABCDEF".index(name[0])] = letter
    return "".join(chars)
