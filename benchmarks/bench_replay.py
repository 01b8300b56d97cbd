"""Replay figures: the time to draw and encode the GIF of a long game of each game, its size and
its frames, with the default upload limit (10 MiB).

A long game is the game at its largest table played to the end by the autopilot
(`default_action`), the way a game with everyone on autopilot would end. The replay is built as
`/game replay` builds it (bot/replays.py, in a worker thread there): engine replay from the seed
and the log, one spectator view per public step, drawn, fitted under the limit.

Run: `.venv/bin/python -m benchmarks.bench_replay`. Prints median and p99 with the machine noted;
it is a measurement, not a test.
"""

from __future__ import annotations

import time

from benchmarks.measure import machine, report, timings
from bot.replays import DEFAULT_LIMIT, ENVELOPE, render_replay
from bot.store import ActionRow, GameRow
from games.registry import GAMES
from render import akropolis, blockbuster, bricklayer, dicetown, shakecity

RENDERERS = {
    "akropolis": akropolis.draw,
    "blockbuster": blockbuster.draw,
    "bricklayer": bricklayer.draw,
    "dicetown": dicetown.draw,
    "shakecity": shakecity.draw,
}
MAX_ACTIONS = 5000
RUNS = 3


def long_game(key: str, seed: int = 2026) -> tuple[GameRow, list[ActionRow]]:
    game = GAMES[key]
    players = game.max_players
    options = game.normalize_options({})
    state = game.new(players, options, seed)
    log: list[ActionRow] = []
    while game.result(state) is None and len(log) < MAX_ACTIONS:
        seat = min(game.to_act(state))
        action = game.default_action(state, seat)
        state, _ = game.apply(state, seat, action)
        log.append(ActionRow(1, len(log) + 1, seat, None, str(action), None, 0.0))
    row = GameRow(
        id=1,
        guild_id=1,
        channel_id=1,
        game=key,
        status="finished",
        options=options,
        host_id=1,
        players=list(range(1, players + 1)),
        seed=seed,
        state={},
        version=len(log) + 1,
        result=None,
        created_at=0.0,
        updated_at=0.0,
        finished_at=None,
    )
    return row, log


def main() -> None:
    print(f"machine: {machine()}")
    limit = DEFAULT_LIMIT - ENVELOPE
    for key, draw in RENDERERS.items():
        began = time.perf_counter()
        row, log = long_game(key)
        played = time.perf_counter() - began
        animation = render_replay(GAMES[key], draw, row, log, limit)
        ms = timings(lambda: render_replay(GAMES[key], draw, row, log, limit), RUNS, warmup=0)  # noqa: B023
        report(f"replay {key} ({len(row.players)}p, {len(log)} actions)", ms)
        print(
            f"    {len(animation.data) / 1024:8.0f} KiB, {animation.frames} frames of {animation.of} "
            f"public steps, scale {animation.scale:.2f}, at most {animation.blank:.0%} of the screen "
            f"blank in a frame (autopilot game played in {played:.2f} s)"
        )


if __name__ == "__main__":
    main()
