"""Tic-tac-toe for two: seat 1 marks X, seat 2 marks O, in turn; three in a row wins, a full grid
is a draw. A move is the cell marked, `B2` (columns A-C, rows 1-3)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, TypedDict

from games.core import UNKNOWN_ACTION, BadNotation, Event, GameBase, IllegalAction, Result, Seat, public, seat

COLUMNS = "ABC"
LINES = (
    *((r * 3, r * 3 + 1, r * 3 + 2) for r in range(3)),
    *((c, c + 3, c + 6) for c in range(3)),
    (0, 4, 8),
    (2, 4, 6),
)


@dataclass(frozen=True)
class Mark:
    cell: int  # 0-8, row by row

    def __str__(self) -> str:
        return f"{COLUMNS[self.cell % 3]}{self.cell // 3 + 1}"


@dataclass(frozen=True)
class State:
    cells: tuple[int | None, ...]  # the seat that marked each cell
    turn: int
    winner: int | None
    over: bool


class TicTacToeView(TypedDict):
    cells: list[int | None]
    turn: int
    winner: int | None


def line_of(cells: tuple[int | None, ...]) -> tuple[int, int, int] | None:
    return next(
        (line for line in LINES if cells[line[0]] is not None and len({cells[i] for i in line}) == 1), None
    )


class TicTacToe(GameBase):
    name = "tictactoe"
    title = "Tic-tac-toe"
    min_players = 2
    max_players = 2
    random_seats = False
    open_moves = True
    state_type = State

    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> State:
        return State((None,) * 9, 0, None, False)

    def to_act(self, state: State) -> frozenset[int]:
        return frozenset() if state.over else frozenset({state.turn})

    def legal(self, state: State, player: int) -> list[Mark]:
        if player not in self.to_act(state):
            return []
        return [Mark(i) for i, owner in enumerate(state.cells) if owner is None]

    def check(self, state: State, player: int, action: Any) -> None:
        self.check_turn(state, player)
        if not isinstance(action, Mark) or not 0 <= action.cell < 9:
            raise IllegalAction(UNKNOWN_ACTION, action=repr(action))
        if state.cells[action.cell] is not None:
            raise IllegalAction("taken", cell=str(action))

    def play(self, state: State, player: int, action: Mark) -> tuple[State, list[Event]]:
        cells = (*state.cells[: action.cell], player, *state.cells[action.cell + 1 :])
        events = [public("placed", seat=Seat(player), cell=str(action))]
        if line_of(cells) is not None:
            events.append(public("won", seat=Seat(player)))
            return State(cells, state.turn, player, True), events
        if all(owner is not None for owner in cells):
            events.append(public("draw"))
            return State(cells, state.turn, None, True), events
        return replace(state, cells=cells, turn=1 - player), events

    def default_action(self, state: State, player: int) -> Mark:
        self.check_turn(state, player)
        return self.legal(state, player)[0]

    def view(self, state: State, player: int | None) -> TicTacToeView:
        return {"cells": list(state.cells), "turn": state.turn, "winner": state.winner}

    def result(self, state: State) -> Result | None:
        if not state.over:
            return None
        if state.winner is None:
            return Result((0, 0), ((0, 1),), ({"win": 0}, {"win": 0}), frozenset({0, 1}), "A draw.")
        w = state.winner
        scores = tuple(1 if p == w else 0 for p in range(2))
        breakdown = tuple({"win": s} for s in scores)
        return Result(scores, ((w,), (1 - w,)), breakdown, frozenset({w}), f"{seat(w)} has three in a row.")

    def parse(self, text: str) -> Mark:
        t = text.strip().upper()
        if len(t) != 2 or t[0] not in COLUMNS or t[1] not in "123":
            raise BadNotation("bad_notation", text=repr(text))
        return Mark(COLUMNS.index(t[0]) + 3 * (int(t[1]) - 1))


GAME = TicTacToe()
