"""What the search needs to know of Akropolis.

Hidden from every seat: the order of the face-down stacks. A determinization shuffles their
tiles back into stacks of the same sizes. A city's worth counts each district's base by its stars
plus a share of the stars still to come (a large district without a plaza is not worthless while
stacks remain). Candidate turns come from the exact score of every placement of every affordable
tile (`totals_after_placements`), the tile's cost taken off.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from games.ai.base import GameAI, copy_state, redeal
from games.ai.search import Budget
from games.akropolis import GAME
from games.akropolis.actions import Turn
from games.akropolis.rules import affordable_slots
from games.akropolis.scoring import score_details, totals_after_placements
from games.akropolis.state import State


class AkropolisAI(GameAI):
    game = GAME
    scale = 8.0
    # Search budgets (see games/ai/levels.py), from bench_ai's CPU time per iteration.
    budgets = {"normal": Budget(120, 14, 5, 2), "hard": Budget(800, 24, 6, 2)}

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        stacks = redeal(state.stacks, [0] * len(state.stacks), rng)
        return copy_state(state, stacks=stacks, rng=rng.getrandbits(64))

    def city_value(self, state: State, player: int) -> float:
        sheet = score_details(state.cities[player], state.stones[player], state.variants)
        # Stars still to come: worth less as the stacks run out.
        hope = 0.8 * len(state.stacks) / 11
        return sum(d.base * (d.stars + hope) for d in sheet.districts) + sheet.stones

    def scores(self, state: State) -> Sequence[float]:
        return [self.city_value(state, p) for p in range(state.players)]

    def after(self, state: State, player: int, action: Any) -> float:
        world, _ = GAME.apply(state, player, action)
        return self.city_value(world, player)

    def placements(self, state: State, player: int) -> list[tuple[float, Turn]]:
        city, stones = state.cities[player], state.stones[player]
        out: list[tuple[float, Turn]] = []
        for slot in affordable_slots(state, player):
            cost = slot - 1
            tile = state.site[slot - 1]
            for q, r, k, total in totals_after_placements(city, tile, stones - cost, state.variants):
                out.append((float(total), Turn(slot, q, r, k)))
        return out

    def candidates(
        self, state: State, player: int, rng: random.Random, width: int, *, root: bool
    ) -> list[Any]:
        if not root:
            # Deeper in the tree, scoring every placement of every tile costs more than the rest
            # of an iteration: rank a random sample of turns instead.
            pool = sorted({GAME.random_action(state, player, rng) for _ in range(4 * width)})
            pool.sort(key=lambda a: self.after(state, player, a), reverse=True)
            return pool[:width]
        scored = self.placements(state, player)
        scored.sort(key=lambda x: x[0], reverse=True)
        picked = [t for _, t in scored[:width]]
        seen = set(picked)
        # The best two of every slot too: a dearer tile may score less now and more later.
        for slot in affordable_slots(state, player):
            for _, t in [x for x in scored if x[1].slot == slot][:2]:
                if t not in seen:
                    picked.append(t)
                    seen.add(t)
        return picked

    def rollout_action(self, state: State, player: int, rng: random.Random) -> Any:
        pool = {GAME.random_action(state, player, rng) for _ in range(4)}
        return max(sorted(pool), key=lambda a: self.after(state, player, a))

    def easy_action(self, state: State, player: int, rng: random.Random) -> Any:
        scored = self.placements(state, player)
        scored.sort(key=lambda x: x[0], reverse=True)
        # Some randomness: one of the few best by the immediate score.
        return scored[min(len(scored) - 1, int(rng.random() ** 2 * 6))][1]

    def node_key(self, state: State, player: int) -> Any:
        return (state.turn, state.site, state.stones[player])


AI = AkropolisAI()
