"""What the search needs from a game, with defaults any game can start from.

A game's own `games/<game>/ai.py` subclasses `GameAI` and overrides what it alone knows: how to
redraw the parts hidden from a seat (`determinize`), how far ahead each seat stands (`scores`,
`scale`), which moves are worth searching (`candidates`) and how to play fast in a playout
(`rollout_action`). Every method is pure: randomness comes from the `random.Random` passed in.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from games.ai.levels import DEFAULT_BUDGETS
from games.ai.search import Budget, Searched, search_root
from games.ai.work import LISTED, SCORED, charge
from games.core import Game, Result

Action = Any
State = Any


def random_action(game: Game, state: State, player: int, rng: random.Random) -> Action:
    """A uniformly random legal action, through the game's own sampler when it has one."""
    sampler = getattr(game, "random_action", None)
    if sampler is not None:
        return sampler(state, player, rng)
    return rng.choice(game.legal(state, player))


def redeal(
    piles: Sequence[Sequence[int]], keep: Sequence[int], rng: random.Random
) -> tuple[tuple[int, ...], ...]:
    """The unseen cards of face-down piles shuffled back into piles of the same sizes: the first
    `keep[i]` cards of pile i (those in sight) stay where they are."""
    pool = sorted(c for cards, k in zip(piles, keep, strict=True) for c in cards[k:])
    rng.shuffle(pool)
    out: list[tuple[int, ...]] = []
    i = 0
    for cards, k in zip(piles, keep, strict=True):
        n = len(cards) - k
        out.append(tuple(cards[:k]) + tuple(pool[i : i + n]))
        i += n
    return tuple(out)


def logistic(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


class GameAI:
    """Defaults: perfect information, random playouts, no pruning, a score taken from `scores`."""

    game: Game
    # Points of lead that make a win about 73% likely (logistic of lead / scale).
    scale: float = 5.0
    # How much of a finished game's value comes from the final margin rather than the ranking:
    # the margin keeps the search improving a position that is already won or lost.
    margin_weight: float = 0.15

    # The search budget of each level but easy (which does not search).
    budgets: Mapping[str, Budget] = DEFAULT_BUDGETS

    def budget(self, state: State, level: str) -> Budget:
        """The search budget of `level` at this state's table (fewer iterations at a fuller one)."""
        return self.budgets[level].for_players(self.seats(state))

    def seats(self, state: State) -> int:
        """How many seats the game has."""
        return len(self.scores(state))

    # --- hidden information --------------------------------------------------------------------

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        """A state the seat cannot tell from `state`, its hidden parts and future chance redrawn.

        Must depend only on what `seat` may see and on `rng`: the tests change the hidden parts
        and expect the same result.
        """
        return state

    # --- values --------------------------------------------------------------------------------

    def scores(self, state: State) -> Sequence[float]:
        """Each seat's points as things stand (an estimate of the final score)."""
        raise NotImplementedError

    def evaluate(self, state: State) -> list[float]:
        """Per-seat value in [0, 1] of an unfinished state: the lead over the best other seat."""
        return self.margin_values(self.scores(state))

    def margin_values(self, scores: Sequence[float]) -> list[float]:
        n = len(scores)
        if n == 1:
            return [logistic(scores[0] / self.scale)]
        out: list[float] = []
        for p in range(n):
            best_other = max(scores[q] for q in range(n) if q != p)
            out.append(logistic((scores[p] - best_other) / self.scale))
        return out

    def final_values(self, state: State, result: Result | None) -> list[float]:
        """Per-seat value of a finished game: its place (shared places share), plus a little margin."""
        assert result is not None
        n = len(result.scores)
        if n == 1:
            return [1.0 if result.winners else 0.0]
        place_value = [0.0] * n
        place = 0
        for group in result.ranking:
            span = range(place, place + len(group))
            share = sum(1.0 - i / (n - 1) for i in span) / len(group)
            for p in group:
                place_value[p] = share
            place += len(group)
        margins = self.margin_values([float(s) for s in result.scores])
        w = self.margin_weight
        return [(1 - w) * place_value[p] + w * margins[p] for p in range(n)]

    # --- moves ---------------------------------------------------------------------------------

    def node_key(self, state: State, player: int) -> Any:
        """A key under which a tree node may reuse its candidate list (None: recompute each visit).

        Two states reaching one node with the same key must have the same candidates.
        """
        return None

    def moves(self, state: State, player: int) -> list[Action]:
        """The legal moves worth searching at all (default: every legal move)."""
        legal = self.game.legal(state, player)
        charge(LISTED * len(legal))
        return legal

    def candidates(
        self, state: State, player: int, rng: random.Random, width: int, *, root: bool
    ) -> list[Action]:
        """The moves the search considers, best first: all of `moves` when few, else a shortlist."""
        moves = self.moves(state, player)
        if len(moves) <= width:
            return list(moves)
        return self.shortlist(state, player, moves, rng, width, root=root)

    def shortlist(
        self, state: State, player: int, moves: list[Action], rng: random.Random, width: int, *, root: bool
    ) -> list[Action]:
        """`width` of more moves than that, best first: by default the default action and the
        best of a random sample, one move ahead."""
        return self.ranked(state, player, moves, rng, width, pool=max(3 * width, 36))

    def ranked(
        self, state: State, player: int, legal: Sequence[Action], rng: random.Random, width: int, *, pool: int
    ) -> list[Action]:
        sample = list(legal) if len(legal) <= pool else rng.sample(list(legal), pool)
        default = self.game.default_action(state, player)
        if default not in sample:
            sample.append(default)
        charge(SCORED * len(sample))
        scored = sorted(((self.after(state, player, a), i) for i, a in enumerate(sample)), reverse=True)
        return [sample[i] for _, i in scored[:width]]

    def optional_action(
        self, state: State, player: int, rng: random.Random, level: str = "normal"
    ) -> Action | None:
        """What a seat that may act but is not waited for (in `may_act`, not in `to_act`) plays
        now at `level`, or None to leave things as they are (the default: the game does not need it).

        `state` is the real state: look at it only through `determinize(state, player, rng)`.
        """
        return None

    def search(self, state: State, seat: int, budget: Budget, rng: random.Random) -> Searched:
        """How a searching level weighs its moves (default: the tree search). A game whose
        playouts swing with chance may compare its moves on the same redraws instead."""
        return search_root(self, state, seat, budget, rng)

    def rollout_action(self, state: State, player: int, rng: random.Random) -> Action:
        """The playouts' move (default: uniformly random)."""
        return random_action(self.game, state, player, rng)

    def easy_action(self, state: State, player: int, rng: random.Random) -> Action:
        """The easy level: a cheap greedy choice, with some randomness."""
        if rng.random() < 0.25:
            return random_action(self.game, state, player, rng)
        return self.greedy(state, player, rng, sample=12)

    def greedy(self, state: State, player: int, rng: random.Random, *, sample: int) -> Action:
        """The best of the default action and `sample` random legal moves, one move ahead."""
        legal = self.game.legal(state, player)
        pool = legal if len(legal) <= sample else rng.sample(legal, sample)
        default = self.game.default_action(state, player)
        if default not in pool:
            pool = [default, *pool]
        return max(pool, key=lambda a: self.after(state, player, a))

    def after(self, state: State, player: int, action: Action) -> float:
        """The player's value just after playing `action` (the others not moving)."""
        world, _ = self.game.apply(state, player, action)
        result = self.game.result(world)
        if result is not None:
            return self.final_values(world, result)[player]
        return self.evaluate(world)[player]


class GenericAI(GameAI):
    """The AI of a game that has none of its own: the search and the easy level's one-move look,
    valuing only the game's result. An unfinished position is even for every seat, so it takes a
    move that wins at once, avoids one that loses at once, and otherwise trusts the playouts
    (random, to the end within the playout depth)."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def scores(self, state: State) -> Sequence[float]:
        return [0.0] * self.game.max_players
