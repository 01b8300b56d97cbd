"""Shake That City figures: legal options + anchors, composite image draw + encode, random games per second.

Run: `.venv/bin/python -m benchmarks.bench_shakecity`. Prints median and p99 with the machine noted;
it is a measurement, not a test.
"""

from __future__ import annotations

import random
import time

from benchmarks.measure import machine, report, timings
from games.shakecity import GAME
from games.shakecity.rules import options
from games.shakecity.state import State
from render.core import png
from render.shakecity import draw, draw_preview, post_images


def random_game(players: int, opts: dict[str, object], seed: int) -> State:
    rnd = random.Random(seed)
    state = GAME.new(players, opts, seed)
    while to_act := GAME.to_act(state):
        player = rnd.choice(sorted(to_act))
        state, _ = GAME.apply(state, player, rnd.choice(GAME.legal(state, player)))
    return state


def late_position(players: int, seed: int) -> State:
    """A round-13 position of a random 4-player Wild Night game (boards well filled)."""
    rnd = random.Random(seed)
    state = GAME.new(players, {"wild_night": True, "construction": True}, seed)
    while state.round < 13 and GAME.to_act(state):
        player = rnd.choice(sorted(GAME.to_act(state)))
        state, _ = GAME.apply(state, player, rnd.choice(GAME.legal(state, player)))
    return state


def main() -> None:
    print(f"machine: {machine()}")
    positions = [late_position(4, seed) for seed in range(20)]
    legal_ms: list[float] = []
    options_ms: list[float] = []
    for state in positions:
        player = min(GAME.to_act(state))
        legal_ms += timings(lambda s=state, p=player: GAME.legal(s, p), 25)
        options_ms += timings(lambda s=state, p=player: options(s, p), 25)
    report("legal() on a round-13 position, 4 players", legal_ms)
    report("options + anchors (menu data), same positions", options_ms)
    view_ms: list[float] = []
    draw_ms: list[float] = []
    preview_ms: list[float] = []
    post_ms: list[float] = []
    names = ["Alice", "张伟", "Zoë", "Bob"]
    for state in positions[:10]:
        player = min(GAME.to_act(state))
        view_ms += timings(lambda s=state, p=player: GAME.view(s, p), 20)
        view = GAME.view(state, None)
        draw_ms += timings(lambda v=view: png(draw(v)), 20)
        post_ms += timings(lambda v=view: [png(im) for _, im in post_images(v, names=names)], 20)
        own = GAME.view(state, player)
        preview_ms += timings(lambda v=own, p=player: png(draw_preview(v, p, ["A1", "B2"], "H")), 20)
    report("view(state, seat)", view_ms)
    report("composite image, 4 boards: draw + PNG encode", draw_ms)
    report("placement preview, 1 board: draw + PNG encode", preview_ms)
    report("post_images + PNG encode, 4 players (both images)", post_ms)
    for players in (1, 2, 4):
        began = time.perf_counter()
        games = 0
        while time.perf_counter() - began < 3:
            random_game(players, {"wild_night": games % 2 == 0}, games)
            games += 1
        rate = games / (time.perf_counter() - began)
        print(f"random whole games, {players} player(s): {rate:6.1f} games/s")


if __name__ == "__main__":
    main()
