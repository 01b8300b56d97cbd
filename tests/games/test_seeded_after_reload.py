"""A seeded decision is the same after a restart: a state dumped and loaded again (as the bot stores
it between moves) lists its legal moves in the same order and gives the same default and the same
seeded random move as the state it was dumped from, for every game."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.ai import random_action
from games.akropolis import GAME as AKROPOLIS
from games.akropolis import rules as akropolis_rules
from games.registry import GAMES


def _played(key: str, players: int, seed: int, moves: int, how: str) -> Any:
    """A position reached by `moves` moves, each the default or a seeded random one."""
    game = GAMES[key]
    state = game.new(players, {}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        acting = sorted(game.to_act(state))
        if not acting:
            break
        seat = acting[0]
        action = (
            random_action(game, state, seat, rng) if how == "random" else game.default_action(state, seat)
        )
        state, _ = game.apply(state, seat, action)
    return state


def test_akropolis_draws_the_same_random_turn_from_a_reloaded_city() -> None:
    # A city built move by move finds its footprints in another order than one loaded whole.
    for seed in range(6):
        state = _played("akropolis", 2, seed, 6, "random")
        loaded = AKROPOLIS.load(AKROPOLIS.dump(state))
        seat = state.current
        drawn = akropolis_rules.random_turn(state, seat, random.Random(1))
        assert drawn == akropolis_rules.random_turn(loaded, seat, random.Random(1)), seed


@pytest.mark.parametrize("how", ["random", "default"])
@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_games_choices_are_the_same_after_a_reload(key: str, how: str) -> None:
    game = GAMES[key]
    for players in (2, 3):
        for seed in range(3):
            for moves in (3, 9, 20):
                state = _played(key, players, seed, moves, how)
                loaded = game.load(game.dump(state))
                for seat in sorted(game.to_act(state)):
                    where = (players, seed, moves, seat)
                    # Random moves first: listing the legal ones may cache an order they then use.
                    for draw in range(3):
                        mine = random_action(game, state, seat, random.Random(draw))
                        assert random_action(game, loaded, seat, random.Random(draw)) == mine, where
                    assert game.default_action(loaded, seat) == game.default_action(state, seat), where
                    assert game.legal(loaded, seat) == game.legal(state, seat), where
