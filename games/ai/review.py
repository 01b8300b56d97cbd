"""A review of a finished game for one seat: the few moves its player made that scored most below
the normal bot's move, by the advice's own estimate (`games.ai.advice`).

Each of the seat's decisions is taken from the game's log: the state before one of its moves, at
a point where the game waited for it and it had a choice. There the normal bot's move is found
with the seed a bot in that seat would have decided with (`decision_seed`), and both moves are
measured with `estimate` on that seed, so the two numbers are one measure of one position: the
seat's estimated score just after the move minus just before it, averaged over redraws of what
the seat could not see. The difference (bot's minus played) is what the review lists, largest
first. Everything is judged from the seat's own view only, as the bots' moves and hints are.

Pure functions of plain values: the bot runs `judge` in its AI workers, one decision per job.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from games.ai import decision_seed
from games.ai.advice import advise, estimate
from games.ai.search import Budget
from games.core import Game

__all__ = ["LEVEL", "THRESHOLD", "TOP", "Decision", "Judged", "decisions", "judge", "review", "worst"]

# The level whose move a player's move is compared with: the hints' level.
LEVEL = "normal"
# A move is listed only when the bot's scored at least this many points more: below it, the
# estimate's own noise (a few redraws) could decide.
THRESHOLD = 1.0
# How many moves a review lists at most.
TOP = 3


@dataclass(frozen=True)
class Decision:
    """A point where the seat chose: the state before its move, the move, and the seed a bot in
    that seat would have decided with."""

    index: int  # the move's place in the game's log (0: the first move)
    state: Any
    played: Any
    seed: int


@dataclass(frozen=True)
class Judged:
    """One decision judged: what was played, what the normal bot plays, and the points between
    them (the bot's move's estimate minus the played one's; negative when the player did better)."""

    index: int
    played: str
    best: str
    difference: float


def decisions(
    game: Game, start: Any, game_seed: int, moves: Sequence[tuple[int, Any]], seat: int
) -> Iterator[Decision]:
    """The seat's decisions along the logged `moves` (seat, action) from `start`: each of its moves
    made where the game waited for it and it had more than one legal move."""
    state = start
    for index, (who, action) in enumerate(moves):
        if who == seat and seat in game.to_act(state) and len(game.legal(state, seat)) > 1:
            yield Decision(index, state, action, decision_seed(game_seed, index, seat))
        state, _ = game.apply(state, who, action)


def judge(
    game_key: str, state: Any, seat: int, played: Any, seed: int, *, budget: Budget | None = None
) -> tuple[str, float]:
    """The normal bot's move at this decision (in notation) and how many points more it is worth
    to the seat than `played` (negative: fewer)."""
    advice = advise(game_key, state, seat, LEVEL, seed, budget=budget)
    if advice.action == played:
        return str(advice.action), 0.0
    mine = estimate(game_key, state, seat, played, seed)
    return str(advice.action), advice.expected - mine.expected


def review(
    game_key: str,
    found: Sequence[Decision],
    seat: int,
    *,
    budget: Budget | None = None,
    judge_fn: Callable[..., tuple[str, float]] | None = None,
) -> list[Judged]:
    """Every decision judged, in the game's order (`judge_fn` replaces `judge` in tests)."""
    fn = judge_fn or judge
    judged: list[Judged] = []
    for d in found:
        best, difference = fn(game_key, d.state, seat, d.played, d.seed, budget=budget)
        judged.append(Judged(d.index, str(d.played), best, difference))
    return judged


def worst(judged: Sequence[Judged], top: int = TOP, threshold: float = THRESHOLD) -> list[Judged]:
    """The `top` decisions whose move scored most below the bot's, at least `threshold` points
    below, largest difference first (ties: the earlier move first)."""
    below = [j for j in judged if j.difference >= threshold]
    return sorted(below, key=lambda j: (-j.difference, j.index))[:top]
