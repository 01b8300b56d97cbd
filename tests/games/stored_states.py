"""Writes `data/stored_states.json`: dumps (as JSON text) of positions along a seeded random
playout of each game of the registry, which `test_stored_states.py` loads and dumps back.

    python -m tests.games.stored_states                       # add the games that have none
    python -m tests.games.stored_states --regenerate KEY ...  # write these games' afresh

A game's stored states are what an earlier version of its engine wrote, so they are kept as they
are: only a game without any gets new ones, unless it is named to be regenerated (after a change
of its state's schema version, say).
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Mapping, Sequence
from pathlib import Path

from games.core import Game
from games.registry import GAMES

FILE = Path(__file__).parent / "data" / "stored_states.json"
# Positions stored per game, and the moves between two of them.
COUNT = 5
EVERY = 7


def playout_dumps(game: Game, seed: int = 1, count: int = COUNT) -> list[str]:
    """Dumps of `count` positions of a seeded random game with the most players, the start first."""
    rng = random.Random(seed)
    state = game.new(game.max_players, {}, seed)
    dumps = [json.dumps(game.dump(state))]
    moves = 0
    while len(dumps) < count and game.to_act(state):
        player = min(game.to_act(state))
        state, _ = game.apply(state, player, rng.choice(game.legal(state, player)))
        moves += 1
        if moves % EVERY == 0 or not game.to_act(state):
            dumps.append(json.dumps(game.dump(state)))
    return dumps


def update(
    stored: Mapping[str, list[str]], games: Mapping[str, Game], regenerate: Sequence[str] = ()
) -> dict[str, list[str]]:
    """`stored` with every game of `games` that has no states (or is in `regenerate`) given some."""
    out = {key: list(texts) for key, texts in stored.items()}
    for key, game in games.items():
        if not out.get(key) or key in regenerate:
            out[key] = playout_dumps(game)
    return dict(sorted(out.items()))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.games.stored_states")
    parser.add_argument("--regenerate", nargs="*", default=[], metavar="KEY", choices=sorted(GAMES))
    args = parser.parse_args(argv)
    stored = json.loads(FILE.read_text()) if FILE.exists() else {}
    FILE.write_text(json.dumps(update(stored, GAMES, args.regenerate), indent=0) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
