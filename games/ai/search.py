"""Information-set Monte Carlo tree search over the engine contract.

One tree is grown from the searching seat's point of view. Each iteration samples a
determinization (the hidden parts redrawn consistently with that seat's view, and fresh chance),
then walks the tree: nodes are keyed by the actions played since the root, and an action's
statistics count how often it was available, so a move that exists only in some determinizations
is judged fairly (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

Simultaneous steps (several seats in `to_act`) are searched decoupled: every acting seat picks
from its own statistics at the node, none of them seeing the others' picks, and the joint choice
leads to the child. Values are per seat in [0, 1]; each seat maximises its own.

Nothing here reads a clock: the budget is a number of iterations and, where a position's iterations
cost more, an amount of engine work counted in `games.ai.work` units (each move played, listed or
valued), so a decision is a function of the state, the seat, the budget and the seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from games.ai.work import PLAYED, charge, metered
from games.core import GameError

if TYPE_CHECKING:
    from games.ai.base import GameAI

Action = Any
State = Any
Move = tuple[int, Action]  # a seat and its action


# How often (in iterations) the search checks whether the rest could still change its choice.
CHECK_EVERY = 8


@dataclass
class Node:
    """Per (seat, action): visits, summed value of that seat, availability."""

    visits: dict[Move, int] = field(default_factory=dict[Move, int])
    value: dict[Move, float] = field(default_factory=dict[Move, float])
    avail: dict[Move, int] = field(default_factory=dict[Move, int])
    children: dict[tuple[Move, ...], Node] = field(default_factory=dict[tuple[Move, ...], "Node"])
    cache: dict[Any, list[Action]] = field(default_factory=dict[Any, list[Action]])


@dataclass(frozen=True)
class Budget:
    """How much to search: iterations, the width of candidate lists, the playout depth.

    `iterations` is for two players; each seat more multiplies it by `crowd`, since an iteration
    at a fuller table walks more nodes and plays more moves (so a decision keeps its time).
    `work` (0: none) caps the engine work of the whole decision in `games.ai.work` units: it is set
    above what most positions spend, so it binds only where an iteration costs several times the
    usual (thousands of legal moves, a blocked colour's scans). Each seat past two multiplies it
    by `work_crowd`, where a fuller table's costly positions bind more often than two players'
    (two-player decisions stay as the ladder measured them). `crowd_depth` (0: none) replaces the
    playout depth from three seats, -1 playing each playout to the game's end: at four seats a
    playout of six moves barely reaches the searching seat's next turn, so what its choice leads
    to later (a colour shut in, a wall that cannot be finished) never reaches the values, and
    more iterations only measured the same short horizon more closely.
    """

    iterations: int
    root_width: int = 24
    node_width: int = 8
    rollout_depth: int = 6
    exploration: float = 0.7
    crowd: float = 1.0
    work: int = 0
    work_crowd: float = 1.0
    crowd_depth: int = 0

    def for_players(self, players: int) -> Budget:
        """This budget at a table of `players` seats."""
        if players <= 2 or (self.crowd == 1.0 and self.work_crowd == 1.0 and not self.crowd_depth):
            return self
        extra = players - 2
        return replace(
            self,
            iterations=max(8, round(self.iterations * self.crowd**extra)),
            work=round(self.work * self.work_crowd**extra),
            rollout_depth=self.crowd_depth or self.rollout_depth,
        )


@dataclass(frozen=True)
class Searched:
    """A search's answer and what it learnt of each root action of the searching seat: how often
    it was tried and its mean value for that seat (in [0, 1])."""

    action: Action
    visits: dict[Action, int]
    means: dict[Action, float]
    # The work the search spent (`games.ai.work` units) and its iterations (0: it did not search).
    work: int = 0
    iterations: int = 0


def search(ai: GameAI, state: State, seat: int, budget: Budget, rng: random.Random) -> Action:
    """The most visited root action of `seat` after `budget.iterations` iterations."""
    return search_root(ai, state, seat, budget, rng).action


def search_root(ai: GameAI, state: State, seat: int, budget: Budget, rng: random.Random) -> Searched:
    """`search`, with the statistics of the root's actions (advice and reviews read them)."""
    game = ai.game
    root = Node()
    with metered() as meter:
        root_actions = ai.candidates(state, seat, rng, budget.root_width, root=True)
        if len(root_actions) == 1:
            return Searched(root_actions[0], {}, {}, meter.spent, 0)
        root.cache[(seat, ai.node_key(state, seat))] = root_actions
        done = 0
        for done in range(1, budget.iterations + 1):
            world = ai.determinize(state, seat, rng)
            _iterate(ai, game, root, world, seat, root_actions, budget, rng)
            if budget.work and meter.spent >= budget.work:
                break
            if done % CHECK_EVERY == 0 and _settled(root, seat, _left(budget, done, meter.spent)):
                break
    best = max(
        root_actions,
        key=lambda a: (root.visits.get((seat, a), 0), root.value.get((seat, a), 0.0)),
    )
    visits = {a: n for a in root_actions if (n := root.visits.get((seat, a), 0))}
    means = {a: root.value.get((seat, a), 0.0) / n for a, n in visits.items()}
    return Searched(best, visits, means, meter.spent, done)


def _left(budget: Budget, done: int, spent: int) -> int:
    """The iterations still to come: those of the budget, or fewer where its work will run out
    first at the rate spent so far (so a costly position also stops once its choice is settled)."""
    left = budget.iterations - done
    if budget.work and spent:
        left = min(left, -(-(budget.work - spent) * done // spent))
    return left


def _settled(root: Node, seat: int, remaining: int) -> bool:
    """Whether the most visited root action leads the next by more than the iterations left: then
    no iteration can change the choice, and the rest would only cost time."""
    first = second = 0
    for (player, _), n in root.visits.items():
        if player != seat:
            continue
        if n > first:
            first, second = n, first
        elif n > second:
            second = n
    return first - second > remaining


def _iterate(
    ai: GameAI,
    game: Any,
    root: Node,
    world: State,
    seat: int,
    root_actions: list[Action],
    budget: Budget,
    rng: random.Random,
) -> None:
    node = root
    path: list[tuple[Node, list[tuple[int, Action]]]] = []
    values: list[float] | None = None
    c = budget.exploration
    while True:
        result = game.result(world)
        acting = sorted(game.to_act(world)) if result is None else []
        if not acting:
            values = ai.final_values(world, result)
            break
        joint: list[tuple[int, Action]] = []
        expanded = False
        for player in acting:
            if node is root and player == seat:
                actions = root_actions
            else:
                key = (player, ai.node_key(world, player))
                actions = node.cache.get(key) if key[1] is not None else None
                if actions is None:
                    actions = ai.candidates(world, player, rng, budget.node_width, root=False)
                    if key[1] is not None:
                        node.cache[key] = actions
            if not actions:
                continue
            untried = None
            avail, visits, value = node.avail, node.visits, node.value
            for a in actions:
                k = (player, a)
                avail[k] = avail.get(k, 0) + 1
                if untried is None and k not in visits:
                    untried = a
            if untried is not None:
                choice = untried
                expanded = True
            else:
                best_score = -1.0
                choice = actions[0]
                for a in actions:
                    k = (player, a)
                    n = visits[k]
                    score = value[k] / n + c * math.sqrt(math.log(avail[k]) / n)
                    if score > best_score:
                        best_score, choice = score, a
            joint.append((player, choice))
        played: list[tuple[int, Action]] = []
        for player, action in joint:
            charge(PLAYED)
            try:
                world, _ = game.apply(world, player, action)
            except GameError:
                continue  # an earlier seat's move of this step changed what this one may do
            played.append((player, action))
        if not played:
            values = ai.evaluate(world)
            break
        path.append((node, played))
        if expanded:
            values = rollout(ai, game, world, budget.rollout_depth, rng)
            break
        joint_key = tuple(played)
        child = node.children.get(joint_key)
        if child is None:
            child = node.children[joint_key] = Node()
        node = child
    for n, played in path:
        for player, action in played:
            k = (player, action)
            n.visits[k] = n.visits.get(k, 0) + 1
            n.value[k] = n.value.get(k, 0.0) + values[player]


def rollout(
    ai: GameAI,
    game: Any,
    world: State,
    depth: int,
    rng: random.Random,
    until: Callable[[State], bool] | None = None,
) -> list[float]:
    """Play the rollout policy for `depth` moves (or to the end if depth < 0), or until `until`
    holds of the state, then evaluate."""
    moves = 0
    while depth < 0 or moves < depth:
        result = game.result(world)
        if result is not None:
            return ai.final_values(world, result)
        if until is not None and until(world):
            break
        acting = sorted(game.to_act(world))
        if not acting:
            break
        for player in acting:
            charge(PLAYED)
            try:
                world, _ = game.apply(world, player, ai.rollout_action(world, player, rng))
            except GameError:
                continue
            moves += 1
    result = game.result(world)
    if result is not None:
        return ai.final_values(world, result)
    return ai.evaluate(world)


def paired_choice(values: dict[Action, list[float]], ours: Action, margin: float) -> tuple[Action, float]:
    """`ours` unless another action beats it on the same playouts (values[a][i] and values[ours][i]
    played on one redraw) by more than `margin` standard errors of the paired difference: then the
    one that beats it by most, with that edge (0.0 when it is kept). A NaN is a playout the action
    could not be played in, left out of its pairs."""
    best, best_edge = ours, 0.0
    for a, vs in values.items():
        if a == ours:
            continue
        diffs = [v - u for v, u in zip(vs, values[ours], strict=True) if v == v and u == u]
        if len(diffs) < 2:
            continue
        edge = sum(diffs) / len(diffs)
        spread = math.sqrt(sum((d - edge) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
        if edge > margin * spread and edge > best_edge:
            best, best_edge = a, edge
    return best, best_edge
