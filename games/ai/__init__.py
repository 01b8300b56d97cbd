"""AI opponents for every game: information-set Monte Carlo tree search with per-game knowledge.

The entry point for the bot is `decide(game_key, state_dump, seat, level, seed)`: every argument
is a plain picklable value, so it can run in a worker process, and the answer depends only on
them (no clock is read; budgets are counted in iterations). `decision_seed` derives the seed from
the game's seed and the length of its action log, so a replayed game decides the same again.

`game_key` is a shipped game's key or the import path of a game's package (`games.registry.find`),
so a worker process finds any game. A game whose manifest names no AI gets `GenericAI`.

Levels (each game's AI sets its budgets, see `games/ai/levels.py`, chosen so that on one core of
the reference machine a decision stays within the targets below):
- easy: a greedy one-move look with some randomness (p99 <= 30 ms);
- normal: a short search (p99 <= 300 ms);
- hard: a longer search (about 2 s at most, p99 <= 2.5 s).

A seat the game does not wait for but that may act (in `may_act`, not in `to_act`: a Dice
Town contender who may still raise while the Sheriff decides) gets the game's `optional_action`,
which may be None: no action, leave things as they are. Only seats in `to_act` always get an
action, so a driver that plays the bots' `to_act` seats finishes every game.

An opponent decides only from what its seat may see: the search starts each iteration from
`determinize(state, seat, rng)`, which redraws everything hidden from that seat.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping
from typing import Any

from games.ai.base import GameAI, GenericAI, random_action
from games.ai.levels import LEVELS, TARGET_SECONDS
from games.ai.search import Budget, Searched
from games.core import Game, GameError, IllegalAction, rng_next
from games.manifest import Manifest
from games.registry import find

__all__ = [
    "LEVELS",
    "TARGET_SECONDS",
    "Budget",
    "GameAI",
    "GenericAI",
    "Searched",
    "ai_for",
    "ai_of",
    "choose",
    "decide",
    "decision_seed",
    "deliberate",
    "random_action",
    "rank",
]

# Moves scored one by one by `rank`; past this many, the best of a sample of them (with the game's
# default move) comes first, then the rest in the game's order.
RANKED_AT_MOST = 60

_AIS: dict[str, GameAI] = {}


def ai_of(manifest: Manifest) -> GameAI:
    """The AI its manifest names (the `AI` of that module), else the generic one."""
    if manifest.ai is None:
        return GenericAI(manifest.game)
    ai = importlib.import_module(manifest.ai).AI
    if not isinstance(ai, GameAI):
        raise TypeError(f"{manifest.ai}.AI is not a GameAI")
    return ai


def ai_for(game_key: str) -> GameAI:
    """The AI of the game called `game_key` (a shipped key or a game package's import path)."""
    ai = _AIS.get(game_key)
    if ai is None:
        ai = _AIS[game_key] = ai_of(find(game_key))
    return ai


def decision_seed(game_seed: int, log_length: int, seat: int) -> int:
    """The seed of the decision a seat takes after `log_length` logged actions of a game."""
    _, a = rng_next(game_seed ^ (log_length * 0x9E3779B97F4A7C15))
    _, b = rng_next(a ^ seat)
    return b


def choose(
    game_key: str, state: Any, seat: int, level: str, seed: int, *, budget: Budget | None = None
) -> Any | None:
    """The action `seat` plays at `level` in `state` (a loaded state object).

    `budget` replaces the level's search budget (tests use small ones). None only for a seat
    that may act but is not waited for, when it has nothing it wants to change.
    """
    return deliberate(game_key, state, seat, level, seed, budget=budget).action


def deliberate(
    game_key: str, state: Any, seat: int, level: str, seed: int, *, budget: Budget | None = None
) -> Searched:
    """`choose`, with what the search learnt of the seat's root actions (none when it did not
    search: the easy level, a single legal move, a seat not waited for)."""
    ai = ai_for(game_key)
    game = ai.game
    if level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {level!r}")
    may_act = getattr(game, "may_act", game.to_act)
    if seat not in may_act(state):
        raise IllegalAction("seat_may_not_act")
    rng = random.Random(seed)
    if seat not in game.to_act(state):
        # The search looks only at the seats the game waits for, so it cannot weigh this one;
        # the game's own advice sees the state only through its determinizations.
        return Searched(ai.optional_action(state, seat, rng, level), {}, {})
    legal = game.legal(state, seat)
    if len(legal) == 1:
        return Searched(legal[0], {}, {})
    # Everything below sees the state only through a determinization, so hidden parts cannot
    # steer even the cheap heuristics (a bribe's worth, say, looks at the decks otherwise).
    known = ai.determinize(state, seat, random.Random(seed ^ 0x5EED))
    if level == "easy":
        return Searched(ai.easy_action(known, seat, rng), {}, {})
    return ai.search(known, seat, budget or ai.budget(known, level), rng)


def decide(game_key: str, state_dump: Mapping[str, Any], seat: int, level: str, seed: int) -> Any | None:
    """`choose` from a dumped state: what a worker process is given (None: no action, see `choose`)."""
    return choose(game_key, ai_for(game_key).game.load(state_dump), seat, level, seed)


def rank(game_key: str, game: Game, state: Any, seat: int, salt: int) -> list[Any]:
    """Every legal action of `seat` in `game` (the game called `game_key`), best first by the
    game's one-move heuristic, judged on a state redrawn from what the seat may see (seeded by
    `salt`), so the order betrays nothing hidden.

    Past `RANKED_AT_MOST` actions, a sample of them (with the default action) is scored and comes
    first; the rest follow in the engine's order. A game the registry does not know (a bot given
    engines of its own) is ranked by the generic AI.
    """
    actions = list(game.legal(state, seat))
    if len(actions) < 2:
        return actions
    try:
        ai = ai_for(game_key)
    except KeyError:
        ai = GenericAI(game)
    if ai.game is not game:  # another engine under a shipped key
        ai = GenericAI(game)
    rng = random.Random(salt)
    world = ai.determinize(state, seat, rng)
    pool = actions if len(actions) <= RANKED_AT_MOST else rng.sample(actions, RANKED_AT_MOST)
    try:
        default = game.default_action(state, seat)
    except GameError:  # a default that does not apply just is not preferred
        default = None
    if default is not None and default in actions and default not in pool:
        pool = [default, *pool]

    def value(action: Any) -> float:
        try:
            return ai.after(world, seat, action)
        except GameError:  # illegal in the redrawn world: ranked last
            return float("-inf")

    best = sorted(pool, key=value, reverse=True)
    chosen = set(map(str, best))
    return best + [a for a in actions if str(a) not in chosen]
