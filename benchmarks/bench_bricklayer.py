"""Genius Bricklayer figures: legal() for a full market, drawing all walls, whole random games per second.

Run: `.venv/bin/python -m benchmarks.bench_bricklayer`. Prints median and p99 with the machine noted;
it is a measurement, not a test.
"""

from __future__ import annotations

import random
from dataclasses import replace

from benchmarks.measure import machine, report, timings, whole_games
from games.bricklayer import GAME, State, Take
from games.polyomino import parse_label
from render.bricklayer import draw, draw_market, draw_preview, draw_wall, post_images
from render.core import png


def random_game(players: int, seed: int) -> int:
    """A whole game, each move drawn uniformly from legal(); returns the number of actions."""
    rnd = random.Random(seed)
    state = GAME.new(players, {}, seed)
    moves = 0
    while state.phase.value != "over":
        player = state.active
        state, _ = GAME.apply(state, player, rnd.choice(GAME.legal(state, player)))
        moves += 1
    return moves


def late_position(players: int, seed: int, filled: int) -> State:
    """Every seat takes the first legal card (packing the wall top-down) until seat 0 has `filled` cells."""
    state = GAME.new(players, {}, seed)
    while 64 - state.walls[0].empty_cells < filled or state.active != 0:
        player = state.active
        legal = GAME.legal(state, player)
        state, _ = GAME.apply(state, player, legal[0])
        if state.phase.value == "over":
            raise RuntimeError("the game ended before the position was reached")
    return state


def main() -> None:
    print(f"machine: {machine()}")
    start = GAME.new(4, {}, 1)
    # The largest legal(): an empty wall, four face-up cards, coins in hand (every take is also a buy).
    full_market = replace(start, walls=(replace(start.walls[start.active], coins=3), *start.walls[1:]))
    full_market = replace(full_market, active=0)
    print(f"legal() on an empty wall with 3 coins: {len(GAME.legal(full_market, 0))} actions")
    report("legal(), full market, empty wall, 3 coins", timings(lambda: GAME.legal(full_market, 0), 300))
    late = late_position(4, 2, 40)
    print(f"late position: seat 0 has {64 - late.walls[0].empty_cells} cells filled, "
          f"{len(GAME.legal(late, 0))} legal actions")  # fmt: skip
    report("legal(), late position (40 cells filled)", timings(lambda: GAME.legal(late, 0), 300))
    report(
        "dump() + load() + legal(), late position (as on every interaction)",
        timings(lambda: GAME.legal(GAME.load(GAME.dump(late)), 0), 200),
    )
    action = GAME.legal(late, 0)[0]
    report(f"apply({action})", timings(lambda: GAME.apply(late, 0, action), 300))
    view = GAME.view(late, None)
    report("view(state, None), 4 players", timings(lambda: GAME.view(late, None), 300))
    report("draw() all 4 walls + market", timings(lambda: draw(view), 200))
    report("draw() all 4 walls + market + png()", timings(lambda: png(draw(view)), 200))
    report("draw_wall() one wall + png()", timings(lambda: png(draw_wall(view, 0)), 200))
    report("draw_market() + png()", timings(lambda: png(draw_market(view)), 200))
    preview = GAME.preview(late, 0, Take(1, "R0", parse_label("H8")))
    report("preview() + draw_preview() + png()", timings(lambda: png(draw_preview(view, preview)), 200))
    # What a turn posts: market, the wall to act and the legend; then the other walls small.
    names = ["Alice", "张伟", "Zoë", "Bob"]
    report(
        "post_images() + png(), 4 players (both images)",
        timings(lambda: [png(im) for _, im in post_images(view, names=names)], 200),
    )
    for players in (2, 3, 4):
        run = whole_games(lambda i, p=players: random_game(p, i), 3)
        rate, per_game = run.games / run.seconds, run.moves / run.games
        print(f"random games, {players} players: {rate:6.1f} games/s ({per_game:.0f} actions per game)")


if __name__ == "__main__":
    main()
