"""Fast random moves for search playouts: every sampled move is legal, and all are equally likely."""

from __future__ import annotations

import random
from collections import Counter

from games.ai import random_action
from games.akropolis import GAME as AKROPOLIS
from games.registry import GAMES


def _position(seed: int, moves: int):
    state = AKROPOLIS.new(2, {}, seed)
    for _ in range(moves):
        state, _ = AKROPOLIS.apply(state, state.current, AKROPOLIS.default_action(state, state.current))
    return state


def test_akropolis_random_turn_is_legal_and_uniform() -> None:
    state = _position(3, 5)
    player = state.current
    legal = AKROPOLIS.legal(state, player)
    rng = random.Random(1)
    draws = Counter(AKROPOLIS.random_action(state, player, rng) for _ in range(60 * len(legal)))
    assert set(draws) == set(legal)  # nothing else, and nothing missed
    # 60 expected draws each: a uniform sampler stays well inside these bounds (about 5 sigma).
    assert min(draws.values()) > 20 and max(draws.values()) < 105


def test_akropolis_random_turn_after_load_matches_cached_city() -> None:
    """A loaded city has no cached footprints; the sampler must list the same turns then."""
    state = _position(4, 7)
    loaded = AKROPOLIS.load(AKROPOLIS.dump(state))
    legal = set(AKROPOLIS.legal(state, state.current))
    rng = random.Random(2)
    assert all(AKROPOLIS.random_action(loaded, loaded.current, rng) in legal for _ in range(300))


def test_default_sampler_draws_from_legal() -> None:
    for key, game in GAMES.items():
        state = game.new(2, {}, 5)
        player = min(game.to_act(state))
        rng = random.Random(0)
        legal = game.legal(state, player)
        assert all(random_action(game, state, player, rng) in legal for _ in range(20)), key
