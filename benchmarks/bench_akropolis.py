"""Akropolis figures: legal() on a 15-tile city, drawing + encoding a city, random games per second.

Run: `.venv/bin/python -m benchmarks.bench_akropolis`. Prints median and p99 with the machine noted;
it is a measurement, not a test.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace

from benchmarks.measure import machine, report, timings
from games.akropolis import GAME, City, State
from render.akropolis import draw, draw_city, draw_preview, post_images
from render.core import png


def random_game(players: int, options: dict[str, object], seed: int) -> State:
    """A whole game, each move drawn uniformly from legal()."""
    rnd = random.Random(seed)
    state = GAME.new(players, options, seed)
    while not state.over:
        player = state.current
        state, _ = GAME.apply(state, player, rnd.choice(GAME.legal(state, player)))
    return state


def sampled_game(players: int, options: dict[str, object], seed: int) -> State:
    """A whole game, each move drawn by `random_action` (uniform too, without listing legal())."""
    rnd = random.Random(seed)
    state = GAME.new(players, options, seed)
    while not state.over:
        player = state.current
        state, _ = GAME.apply(state, player, GAME.random_action(state, player, rnd))
    return state


def greedy_position(players: int, tiles: int, seed: int) -> State:
    """A realistic late position: every seat plays the default (greedy) move until seat 0 has `tiles`."""
    state = GAME.new(players, {}, seed)
    while len(state.cities[0].log) < tiles or state.current != 0:
        player = state.current
        state, _ = GAME.apply(state, player, GAME.default_action(state, player))
    return state


def fresh(state: State) -> State:
    """The same position with no cached footprints (as after load() or a restart)."""
    return replace(state, cities=tuple(City(dict(c.columns), c.log) for c in state.cities))


def main() -> None:
    print(f"machine: {machine()}")
    positions = [greedy_position(2, 15, seed) for seed in range(5)]
    richest = max(positions, key=lambda s: len(GAME.legal(s, 0)))
    print(f"late positions: seat 0 has 15 tiles; legal() returns {len(GAME.legal(richest, 0))} turns at most")

    states = iter([fresh(positions[i % len(positions)]) for i in range(1001)])
    report("legal(), 15-tile city, cold (after load)", timings(lambda: GAME.legal(next(states), 0), 1000))
    report("legal(), 15-tile city, cached footprints", timings(lambda: GAME.legal(richest, 0), 1000))
    # The usual case in play: the city changed by one tile since its footprints were last computed.
    before = positions[0]
    moves = GAME.legal(before, 0)[:200]
    chained = [GAME.apply(before, 0, m)[0] for m in moves]
    it = iter(chained)  # each city's footprints are asked for the first time: updated from its parent's
    report(
        "footprints after one more tile (incremental)", timings(lambda: next(it).cities[0].footprints(), 199)
    )
    report("default_action() (greedy), 15-tile city", timings(lambda: GAME.default_action(richest, 0), 30))

    view = GAME.view(richest, None)
    report("draw_city + png, one 15-tile city", timings(lambda: png(draw_city(view, 0)), 200))
    preview = GAME.preview(richest, 0, GAME.legal(richest, 0)[0])
    report("draw_preview + png", timings(lambda: png(draw_preview(preview)), 200))
    four = greedy_position(4, 12, 1)
    four_view = GAME.view(four, None)
    report("draw + png, channel image, 4 players x 12 tiles", timings(lambda: png(draw(four_view)), 50))
    # What a move posts: the site with the mover's city large, then the others small.
    names = ["Alice", "张伟", "Zoë", "Bob"]
    report(
        "post_images + png, 4 players (both images)",
        timings(lambda: [png(im) for _, im in post_images(four_view, names=names)], 50),
    )

    for players in (1, 2, 3, 4):
        began = time.perf_counter()
        games = 0
        while time.perf_counter() - began < 3.0:
            random_game(players, {}, 1000 + games)
            games += 1
        elapsed = time.perf_counter() - began
        label = f"{players} players" if players > 1 else "1 player (solo)"
        print(f"random games, {label}: {games / elapsed:6.1f} games/s (uniform over legal())")
        began, games = time.perf_counter(), 0
        while time.perf_counter() - began < 3.0:
            sampled_game(players, {}, 1000 + games)
            games += 1
        elapsed = time.perf_counter() - began
        print(f"random games, {label}: {games / elapsed:6.1f} games/s (random_action, as search playouts)")


if __name__ == "__main__":
    main()
