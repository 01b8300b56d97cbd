"""A decision's engine work is bounded where its iterations cost most, and only there: the search
counts what it plays, lists and values (`games.ai.work`), never the clock, so a capped decision is
still a function of the state, the seat, the level and the seed."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from games.ai import ai_for, deliberate
from games.registry import GAMES


def autopilot_position(key: str, players: int, seed: int, moves: int) -> tuple[Any, int]:
    """The position after `moves` moves of the game's autopilot, one move in three random."""
    game = GAMES[key]
    rng = random.Random(seed)
    state = game.new(players, {}, seed)
    for _ in range(moves):
        seat = min(game.to_act(state))
        legal = game.legal(state, seat)
        action = rng.choice(legal) if rng.random() < 1 / 3 else game.default_action(state, seat)
        state, _ = game.apply(state, seat, action)
    return state, min(game.to_act(state))


# Costly positions found by benchmarks/bench_ai_time.py: a four-player Block Buster middle game
# with colours that cannot connect (every jump scans the board), a Block Buster opening (6,325
# first placements), a Bricklayer opening (a thousand legal moves listed at every node).
COSTLY = [
    ("blockbuster", 4, 9_104_000, 36),
    ("blockbuster", 4, 9_104_000, 0),
    ("bricklayer", 4, 9_104_000, 7),
]


@pytest.mark.parametrize(("key", "players", "seed", "moves"), COSTLY)
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_costly_positions_work_stays_within_its_levels_bound(
    key: str, players: int, seed: int, moves: int, level: str
) -> None:
    ai = ai_for(key)
    state, seat = autopilot_position(key, players, seed, moves)
    budget = ai.budget(state, level)
    assert budget.work > 0
    capped = deliberate(key, state, seat, level, 5)
    # The cap is checked after each iteration, so the last one may run past it by its own cost.
    per_iteration = capped.work / capped.iterations
    assert capped.work <= budget.work + 2 * per_iteration, (capped.work, budget.work)
    assert deliberate(key, state, seat, level, 5) == capped  # same seed, same decision and work


@pytest.mark.parametrize(("key", "players", "seed", "moves"), COSTLY[:1] + COSTLY[2:])
def test_the_bound_binds_in_the_costly_positions(key: str, players: int, seed: int, moves: int) -> None:
    """Without the cap these positions spend far more: the bound is what keeps them in time."""
    ai = ai_for(key)
    state, seat = autopilot_position(key, players, seed, moves)
    budget = ai.budget(state, "normal")
    free = deliberate(key, state, seat, "normal", 5, budget=replace(budget, work=0))
    capped = deliberate(key, state, seat, "normal", 5)
    assert free.work > 1.3 * budget.work
    assert capped.iterations < free.iterations


CHEAP = [("akropolis", 1), ("shakecity", 24), ("blockbuster", 1), ("bricklayer", 30)]


@pytest.mark.parametrize(("key", "moves"), CHEAP)
def test_a_cheap_position_searches_its_whole_budget(key: str, moves: int) -> None:
    """The bound leaves the usual positions alone: the decision and its iterations are the ones
    without it."""
    ai = ai_for(key)
    state, seat = autopilot_position(key, 2, 9_102_000, moves)
    budget = ai.budget(state, "normal")
    free = deliberate(key, state, seat, "normal", 3, budget=replace(budget, work=0))
    capped = deliberate(key, state, seat, "normal", 3)
    assert free.work < budget.work
    assert capped == free


def test_dice_towns_paired_rolls_stop_within_their_work() -> None:
    """A hard Dice Town decision while the dice roll plays every candidate keep and card on each
    redraw to the round's end: at four seats with many candidates that cost 1.7 times the bound
    (2.7 s of CPU). The search stops before a redraw that would overrun the work, with every
    candidate played on the same redraws, and decides the same again."""
    key = "dicetown"
    ai = ai_for(key)
    state, seat = autopilot_position(key, 4, 9_104_000, 182)
    budget = ai.budget(state, "hard")
    assert budget.work == round(ai.budgets["hard"].work * ai.budgets["hard"].work_crowd ** 2)
    free = deliberate(key, state, seat, "hard", 5, budget=replace(budget, work=0))
    capped = deliberate(key, state, seat, "hard", 5)
    assert free.work > 1.5 * budget.work
    assert capped.work <= budget.work < free.work
    assert capped.iterations < free.iterations
    # Whole redraws only: each candidate was played on the same number of them.
    assert len(set(capped.visits.values())) == 1
    assert deliberate(key, state, seat, "hard", 5) == capped
