"""The event codes each engine emits: read from its source (a code written where its event is
made) and seen in seeded random games of every player count and option, so that a code built
at run time is found too."""

from __future__ import annotations

import ast
import functools
import random
from pathlib import Path

from games.core import Game
from games.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
# The functions that make an event from a code written as their first argument.
MAKERS = {"public", "private", "Event", "_placed_event"}


def _literal_codes(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        first = node.args[0]
        if name in MAKERS and isinstance(first, ast.Constant) and isinstance(first.value, str):
            out.add(first.value)
    return out


@functools.cache
def written(game: str) -> frozenset[str]:
    """The codes written out in the game's engine package."""
    return frozenset(c for p in sorted((ROOT / "games" / game).rglob("*.py")) for c in _literal_codes(p))


def _variants(game: Game) -> list[dict[str, object]]:
    out: list[dict[str, object]] = [{}]
    for name, option in game.options.items():
        out += [{name: value} for value in option.choices if value != option.default]
    return out


@functools.cache
def played(game: str, seeds: int = 3, steps: int = 2000) -> frozenset[str]:
    """The codes seen in seeded random games of every player count and option value."""
    engine = GAMES[game]
    seen: set[str] = set()
    for players in range(engine.min_players, engine.max_players + 1):
        for options in _variants(engine):
            for seed in range(seeds):
                try:
                    state = engine.new(players, options, seed)
                except ValueError:  # an option this many players cannot use
                    continue
                rng = random.Random(seed)
                for _ in range(steps):
                    if engine.result(state) is not None or not engine.may_act(state):
                        break
                    seat = rng.choice(sorted(engine.may_act(state)))
                    state, events = engine.apply(state, seat, rng.choice(engine.legal(state, seat)))
                    seen |= {e.code for e in events}
    return frozenset(seen)


def emitted(game: str) -> frozenset[str]:
    return written(game) | played(game)
