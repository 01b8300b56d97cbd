"""State codec speed: dump and load (to and from plain JSON values, without json text) of real
positions of every game, sampled along seeded random playouts. Prints the median and p99 per
call, in microseconds. Then what a state dropped from the tables' cache costs a move (see
`bot/repository.py`): a state's first look (decoded, then the legal moves and view of each seat
to act and the channel's view, which compute the memos an engine keeps on a state) against the
same look at a state already looked at once, in milliseconds.

Run: `.venv/bin/python -m benchmarks.bench_codec [--games 20] [--save DIR | --check DIR]`
`--save DIR` writes the sampled dumps as JSON files; `--check DIR` loads dumps written earlier
(by another version of the code) and checks that they load and dump back byte-identical.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path
from typing import Any

from benchmarks.measure import machine, percentile
from games.registry import GAMES


def positions(key: str, games: int) -> list[Any]:
    """Every 5th position of `games` seeded random two-player playouts (three for Akropolis solo: none)."""
    game = GAMES[key]
    out: list[Any] = []
    for seed in range(games):
        state = game.new(max(2, game.min_players), {}, seed)
        rnd = random.Random(seed)
        step = 0
        while game.result(state) is None and step < 2000:
            if step % 5 == 0:
                out.append(state)
            player = rnd.choice(sorted(game.to_act(state)))
            state, _ = game.apply(state, player, rnd.choice(game.legal(state, player)))
            step += 1
        out.append(state)
    return out


def timed(call: Any, items: list[Any]) -> list[float]:
    times = []
    for item in items:
        start = time.perf_counter()
        call(item)
        times.append((time.perf_counter() - start) * 1e6)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--save", type=Path)
    parser.add_argument("--check", type=Path)
    args = parser.parse_args()
    print(machine())
    if args.check:
        for path in sorted(args.check.glob("*.json")):
            game = GAMES[path.stem]
            texts = json.loads(path.read_text())
            for text in texts:
                again = json.dumps(game.dump(game.load(json.loads(text))))
                assert again == text, f"{path.stem}: a stored dump does not round-trip byte-identical"
            print(f"{path.stem:12} {len(texts)} stored dumps load and dump back byte-identical")
    print(f"{'game':12} {'states':>6} {'dump p50':>9} {'dump p99':>9} {'load p50':>9} {'load p99':>9}  (us)")
    for key in sorted(GAMES):
        game = GAMES[key]
        states = positions(key, args.games)
        dumps = [json.loads(json.dumps(game.dump(s))) for s in states]
        d: list[float] = []
        lo: list[float] = []
        for _ in range(2):  # warm the converters' caches
            d, lo = timed(game.dump, states), timed(game.load, dumps)
        if args.save:
            args.save.mkdir(parents=True, exist_ok=True)
            (args.save / f"{key}.json").write_text(json.dumps([json.dumps(x) for x in dumps]))
        print(
            f"{key:12} {len(states):6} {percentile(d, 0.5):9.1f} {percentile(d, 0.99):9.1f}"
            f" {percentile(lo, 0.5):9.1f} {percentile(lo, 0.99):9.1f}"
        )

    print(f"{'game':12} {'first look p50':>15} {'p99':>6} {'again p50':>10} {'p99':>6}  (ms)")
    for key in sorted(GAMES):
        game = GAMES[key]
        dumps = [json.dumps(game.dump(s)) for s in positions(key, args.games)]
        first, again = [], []
        for text in dumps:
            began = time.perf_counter()
            state = game.load(json.loads(text))
            look(game, state)
            first.append((time.perf_counter() - began) * 1e3)
            began = time.perf_counter()
            look(game, state)
            again.append((time.perf_counter() - began) * 1e3)
        print(
            f"{key:12} {percentile(first, 0.5):15.2f} {percentile(first, 0.99):6.2f}"
            f" {percentile(again, 0.5):10.2f} {percentile(again, 0.99):6.2f}"
        )


def look(game: Any, state: Any) -> None:
    """What a move's handling asks of a state besides applying it: the legal moves and view of
    each seat to act, and the channel's view."""
    for seat in game.to_act(state):
        game.legal(state, seat)
        game.view(state, seat)
    game.view(state, None)


if __name__ == "__main__":
    main()
