"""Advice for a seat: the move a bot of some level would play there, and what it is worth.

A hint (the table option) shows a player the move the normal bot would play, and a review of a
finished game compares each move a player made with the bot's: both come from here, pure
functions of plain values, run in the AI workers like the bots' decisions.

Advice sees only what the advised seat may see, as the bots do: the move is `deliberate`'s (the
very move `choose` gives with the same seed), and the points it is worth are measured on states
redrawn from the seat's view (`determinize`) with seeds derived from the advice's seed, so
redrawing what the seat cannot see changes nothing in the answer.

What a move is worth, in points: the mean, over `SAMPLES` redraws, of the seat's estimated score
(`GameAI.scores`, or the final score when the move ends the game) just after the move minus just
before it, the others not moving; and the seat's lead over the best other seat before and after.
It is one move ahead only, so a move that pays later shows little now; the search's own mean value
of the move (in [0, 1], when it searched) says how it judged the longer run.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from games.ai import LEVELS, ai_for, deliberate
from games.ai.search import Budget
from games.core import GameError, IllegalAction

__all__ = ["SAMPLES", "Advice", "Estimate", "advise", "estimate"]

# Redraws the points of a move are averaged over: the redraws cost far less than the search.
SAMPLES = 8


@dataclass(frozen=True)
class Estimate:
    """What one move of a seat is worth, from that seat's view, in points (see the module)."""

    expected: float  # the seat's estimated score after the move minus before it
    baseline: float  # the seat's lead over the best other seat before the move
    lead: float  # the same lead after the move
    samples: int  # the redraws in which the move could be played (0: none could)


@dataclass(frozen=True)
class Advice:
    """The move a bot of `level` plays for a seat, what it is worth, and what the search found."""

    action: Any
    level: str
    expected: float
    baseline: float
    lead: float
    # The search's mean value of the move for the seat in [0, 1] (None: it did not search).
    value: float | None
    # Each root move the search tried, in notation: (visits, mean value); a review compares a
    # player's move with the advice here when the search tried it.
    searched: Mapping[str, tuple[int, float]]


def advise(
    game_key: str, state: Any, seat: int, level: str, seed: int, *, budget: Budget | None = None
) -> Advice:
    """What a bot of `level` would play for `seat` (a seat the game waits for) in `state`, from
    `seed`: the move `choose(game_key, state, seat, level, seed)` gives, and its worth."""
    game = ai_for(game_key).game
    if level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {level!r}")
    if seat not in game.to_act(state):
        raise IllegalAction("seat_may_not_act")
    found = deliberate(game_key, state, seat, level, seed, budget=budget)
    worth = estimate(game_key, state, seat, found.action, seed)
    value = found.means.get(found.action)
    searched = {str(a): (n, found.means[a]) for a, n in found.visits.items()}
    return Advice(found.action, level, worth.expected, worth.baseline, worth.lead, value, searched)


def estimate(
    game_key: str, state: Any, seat: int, action: Any, seed: int, samples: int = SAMPLES
) -> Estimate:
    """What `action` is worth to `seat` in points, judged on `samples` redraws of what the seat
    cannot see (seeded by `seed`): the same for any move, so a review compares two moves of one
    position with one measure."""
    ai = ai_for(game_key)
    game = ai.game
    gained = before_lead = after_lead = 0.0
    counted = 0
    for i in range(samples):
        world = ai.determinize(state, seat, random.Random(seed ^ (0xAD71CE + i * 0x9E3779B1)))
        before = [float(s) for s in ai.scores(world)]
        try:
            after_world, _ = game.apply(world, seat, action)
        except GameError:
            continue  # not playable in this redraw (a move the seat could not know it lacks)
        result = game.result(after_world)
        after = [float(s) for s in (result.scores if result is not None else ai.scores(after_world))]
        gained += after[seat] - before[seat]
        before_lead += _lead(before, seat)
        after_lead += _lead(after, seat)
        counted += 1
    if not counted:
        return Estimate(0.0, 0.0, 0.0, 0)
    return Estimate(gained / counted, before_lead / counted, after_lead / counted, counted)


def _lead(scores: Sequence[float], seat: int) -> float:
    """The seat's points over the best other seat's (its own points when it plays alone)."""
    others = [s for i, s in enumerate(scores) if i != seat]
    return scores[seat] - max(others) if others else scores[seat]
