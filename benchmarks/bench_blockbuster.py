"""Block Buster figures: legal() on mid- and late-game boards, board draw + encode, random games per second.

Run: `.venv/bin/python -m benchmarks.bench_blockbuster`. Prints median and p99 with the machine
noted; it is a measurement, not a test.
"""

from __future__ import annotations

import random

from benchmarks.measure import machine, report, timings, whole_games
from games.blockbuster import GAME, Resign, State, rules
from render import blockbuster as R
from render.core import png
from tests.helpers.blockbuster import VARIANTS


def random_game(players: int, mode: str, seed: int, steps: int = 10_000) -> State:
    """A random game (never resigning) stopped after `steps` moves or at its end."""
    state = GAME.new(players, {"mode": mode}, seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if not GAME.to_act(state):
            break
        (player,) = GAME.to_act(state)
        state, _ = GAME.apply(
            state, player, rnd.choice([a for a in GAME.legal(state, player) if not isinstance(a, Resign)])
        )
    return state


def jump_position(seed: int) -> State | None:
    """The first 4-player position where the colour to move cannot connect (the slow path of legal())."""
    state = GAME.new(4, {}, seed)
    rnd = random.Random(seed)
    while GAME.to_act(state):
        (player,) = GAME.to_act(state)
        if rules.options(state, state.turn).kind is rules.Kind.JUMP:
            return state
        legal = [a for a in GAME.legal(state, player) if not isinstance(a, Resign)]
        state, _ = GAME.apply(state, player, rnd.choice(legal))
    return None


def main() -> None:
    print(f"Block Buster benchmark · machine: {machine()}")
    for label, steps in (("start", 0), ("mid-game (move 30)", 30), ("late (move 55)", 55)):
        state = random_game(4, "standard", 7, steps)
        (player,) = GAME.to_act(state)
        count = len(GAME.legal(state, player))
        report(
            f"legal() 20x20, 4 players, {label}, {count} actions",
            timings(lambda s=state, p=player: GAME.legal(s, p), 200),
        )
    jumps = [s for s in (jump_position(seed) for seed in range(6)) if s is not None]
    ms = [t for s in jumps for t in timings(lambda s=s: GAME.legal(s, s.owners[s.turn]), 20)]
    report(f"legal() 20x20 when a colour must jump ({len(jumps)} positions)", ms)
    mid = random_game(4, "standard", 7, 30)
    report(
        "apply() 20x20 mid-game placement",
        timings(lambda: GAME.apply(mid, mid.owners[mid.turn], GAME.legal(mid, mid.owners[mid.turn])[0]), 200),
    )
    report("view() 20x20 mid-game", timings(lambda: GAME.view(mid, None), 200))
    for players, mode in ((2, "standard"), (3, "standard"), (4, "standard")):
        view = GAME.view(random_game(players, mode, 3, 10 * players), None)
        report(f"draw {view['size']}x{view['size']} board + panel", timings(lambda v=view: R.draw(v), 100))
        report(
            f"draw + png encode {view['size']}x{view['size']}", timings(lambda v=view: png(R.draw(v)), 100)
        )
    view = GAME.view(mid, None)
    report("draw_preview + encode 20x20", timings(lambda: png(R.draw_preview(view, [[9, 9], [9, 10]])), 100))
    report("draw_pieces (all 16) + encode", timings(lambda: png(R.draw_pieces(view, 0)), 50))
    # What a move posts: the board with the mover's colour block, then the other colours.
    names = ["Alice", "张伟", "Zoë", "Bob"]
    report(
        "post_images + png 20x20 (both images)",
        timings(lambda: [png(im) for _, im in R.post_images(view, names=names)], 100),
    )
    for players, mode in VARIANTS:
        run = whole_games(lambda i, p=players, m=mode: random_game(p, m, 1000 + i).moves, 2.0)
        print(
            f"random games {players}p {mode:<14} {run.games / run.seconds:6.1f} games/s   "
            f"{run.moves / run.games:5.1f} moves/game"
        )


if __name__ == "__main__":
    main()
