"""A fixed set of positions for looking at every image: seeded games played forward with each
game's default action to an early, a middle and a late point, for each player count.

Shared by `python -m render.gallery`, the golden-image tests and the phone-size tests, so they all
look at the same boards.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from games.registry import GAMES

STAGES = ("early", "mid", "late", "final")


@dataclass(frozen=True)
class Position:
    game: str
    players: int
    stage: str
    state: Any

    @property
    def name(self) -> str:
        return f"{self.game}-{self.players}p-{self.stage}"


def playout(key: str, players: int, seed: int = 7, options: dict[str, Any] | None = None) -> list[Any]:
    """Every state of one game played with default actions, from the start to the end."""
    game = GAMES[key]
    state = game.new(players, options or {}, seed)
    states = [state]
    while game.result(state) is None:
        seats = sorted(game.to_act(state))
        if not seats:
            break
        seat = seats[0]
        state, _ = game.apply(state, seat, game.default_action(state, seat))
        states.append(state)
    return states


def positions(key: str, players: int, seed: int = 7) -> dict[str, Any]:
    """The early (a tenth in), mid, late (the last state before the end) and final states."""
    states = playout(key, players, seed)
    n = len(states)
    return {
        "early": states[min(n - 1, max(1, n // 10))],
        "mid": states[n // 2],
        "late": states[max(0, n - 2)],
        "final": states[-1],
    }


def all_positions(games: tuple[str, ...] | None = None) -> Iterator[Position]:
    for key in games or tuple(GAMES):
        game = GAMES[key]
        for players in range(game.min_players, game.max_players + 1):
            for stage, state in positions(key, players).items():
                yield Position(key, players, stage, state)
