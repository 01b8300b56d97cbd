"""CPU time of each level's decision, per game and table size, on positions from real games.

Run: `nice -n 10 .venv/bin/python -m benchmarks.bench_ai_time` with `--easy N`, `--normal N`,
`--hard N` (positions per game, table size and level; default 300, 200, 60), `--games a,b`,
`--players 2,4`, `--levels easy,normal`, `--slowest K` (the slowest positions printed per cell).

Positions come from whole games played by an autopilot with some randomness (each move the
game's default action, one in three a uniformly random legal one): they do not depend on the AI's
code, so a run before and after a change times the same positions. Every decision of those games
with more than one legal move is a candidate; N of them are drawn evenly over the games' course.
Each level then decides each position once, with the bot's seeding, timed in process CPU time
(one process, no workers: run it at nice so that other work on the machine shares the cores
fairly; the collector kept out of the decisions as in the bot's workers, `games.ai.collector`).
Printed per cell: p50, p99 and max CPU milliseconds, against the level's target, and the slowest
positions with their phase (how far into its game, the turn's legal moves), and the search's
work per decision where the search reports it.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from dataclasses import dataclass
from typing import Any

from benchmarks.measure import machine, percentile
from games.ai import TARGET_SECONDS, decision_seed, deliberate, random_action
from games.ai.collector import between_decisions, settle_worker
from games.registry import GAMES

LEVELS = ("easy", "normal", "hard")
SEED_BASE = 9_100_000


@dataclass(frozen=True)
class Position:
    state: Any
    seat: int
    game: int  # which sample game
    move: int  # actions logged before it
    length: int  # actions in its whole game
    legal: int  # the seat's legal moves

    def phase(self) -> str:
        share = self.move / max(1, self.length)
        part = "opening" if share < 0.2 else "middle" if share < 0.7 else "end"
        return f"{part} (move {self.move}/{self.length}, {self.legal} legal)"


def positions(key: str, players: int, wanted: int) -> list[Position]:
    """`wanted` positions drawn evenly from autopilot games of `key` at `players` seats."""
    game = GAMES[key]
    found: list[Position] = []
    g = 0
    while len(found) < 3 * wanted and g < 400:
        seed = SEED_BASE + 1000 * players + g
        rng = random.Random(seed)
        state = game.new(players, {}, seed)
        mine: list[Position] = []
        log = 0
        while game.result(state) is None:
            for seat in sorted(game.to_act(state)):
                if seat not in game.to_act(state):
                    continue
                legal = game.legal(state, seat)
                if len(legal) > 1:
                    mine.append(Position(state, seat, g, log, 0, len(legal)))
                if rng.random() < 1 / 3:
                    action = random_action(game, state, seat, rng)
                else:
                    action = game.default_action(state, seat)
                state, _ = game.apply(state, seat, action)
                log += 1
        found += [Position(p.state, p.seat, p.game, p.move, log, p.legal) for p in mine]
        g += 1
    step = len(found) / wanted
    return [found[int(i * step)] for i in range(min(wanted, len(found)))]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game keys")
    parser.add_argument("--players", default="2,4", help="comma-separated table sizes")
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels")
    parser.add_argument("--easy", type=int, default=300, help="positions per cell at easy")
    parser.add_argument("--normal", type=int, default=200, help="positions per cell at normal")
    parser.add_argument("--hard", type=int, default=60, help="positions per cell at hard")
    parser.add_argument("--slowest", type=int, default=3, help="slowest positions printed per cell")
    args = parser.parse_args()
    keys = [k.strip() for k in args.games.split(",") if k.strip()]
    sizes = [int(n) for n in args.players.split(",") if n.strip()]
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    counts = {"easy": args.easy, "normal": args.normal, "hard": args.hard}

    # The collector as in the bot's search workers (`games.ai.collector`).
    settle_worker()
    print(f"machine: {machine()}; one process, nice {os.nice(0)}")
    rows: list[str] = []
    for key in keys:
        for players in sizes:
            if not GAMES[key].min_players <= players <= GAMES[key].max_players:
                continue
            pool = positions(key, players, max(counts[lv] for lv in levels))
            for level in levels:
                # Every cell's positions spread over the whole pool, however many are asked.
                step = len(pool) / max(1, counts[level])
                chosen = [pool[int(i * step)] for i in range(min(counts[level], len(pool)))]
                timed: list[tuple[float, Position, int | None]] = []
                for i, p in enumerate(chosen):
                    seed = decision_seed(SEED_BASE + i, p.move, p.seat)
                    began = time.process_time()
                    searched = deliberate(key, p.state, p.seat, level, seed)
                    ms = (time.process_time() - began) * 1000
                    between_decisions()  # as the bot's workers do, off the decision's clock
                    timed.append((ms, p, searched.work if searched.iterations else None))
                ms = [t for t, _, _ in timed]
                target = TARGET_SECONDS[level] * 1000
                p99 = percentile(ms, 0.99)
                works = [w for _, _, w in timed if w is not None]
                work = f"  work p50 {statistics.median(works):.0f} max {max(works)}" if works else ""
                row = (
                    f"{key:<12} {players:>2} {level:<7} {statistics.median(ms):8.1f} "
                    f"{p99:8.1f}{'*' if p99 > target else ' '} {max(ms):8.1f} {len(ms):6}"
                )
                rows.append(row)
                print(row + work, flush=True)
                for t, p, w in sorted(timed, key=lambda x: x[0], reverse=True)[: args.slowest]:
                    shown = f", work {w}" if w is not None else ""
                    print(f"      {t:8.1f} ms  seat {p.seat}, game {p.game}, {p.phase()}{shown}", flush=True)
    print("\nCPU milliseconds per decision (process time); * p99 over the target")
    print(f"(targets at p99: {', '.join(f'{lv} {TARGET_SECONDS[lv] * 1000:,.0f}' for lv in LEVELS)})")
    print(f"{'game':<12} {'pl':>2} {'level':<7} {'p50':>8} {'p99':>9} {'max':>8} {'n':>6}")
    for row in rows:
        print(row)
    print(f"load average at the end {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
