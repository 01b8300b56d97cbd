"""Shake That City figures: legal options + anchors, composite image draw + encode, random games per second.

Run: `.venv/bin/python benchmarks/bench_shakecity.py`. Prints median and p99 with the machine noted;
it is a measurement, not a test.
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import time
from collections.abc import Callable

from games.shakecity import GAME
from games.shakecity.rules import options
from games.shakecity.state import State
from render.core import png
from render.shakecity import draw, draw_preview


def timings(fn: Callable[[], object], runs: int) -> list[float]:
    """Milliseconds per call over `runs` calls (after one warm-up call)."""
    fn()
    out = []
    for _ in range(runs):
        began = time.perf_counter()
        fn()
        out.append((time.perf_counter() - began) * 1000)
    return out


def report(name: str, ms: list[float]) -> None:
    ordered = sorted(ms)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(f"{name:<46} median {statistics.median(ms):7.3f} ms   p99 {p99:7.3f} ms   (n={len(ms)})")


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
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
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
    for state in positions[:10]:
        player = min(GAME.to_act(state))
        view_ms += timings(lambda s=state, p=player: GAME.view(s, p), 20)
        view = GAME.view(state, None)
        draw_ms += timings(lambda v=view: png(draw(v)), 20)
        own = GAME.view(state, player)
        preview_ms += timings(lambda v=own, p=player: png(draw_preview(v, p, ["A1", "B2"], "H")), 20)
    report("view(state, seat)", view_ms)
    report("composite image, 4 boards: draw + PNG encode", draw_ms)
    report("placement preview, 1 board: draw + PNG encode", preview_ms)
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
