"""What the search needs to know of Akropolis.

Hidden from every seat: the order of the face-down stacks. A determinization shuffles their
tiles back into stacks of the same sizes. A city's worth counts each district's base by its stars
plus a share of the stars still to come (a large district without a plaza is not worthless while
stacks remain). Candidate turns come from the exact score of every placement of every affordable
tile (`totals_after_placements`), the tile's cost taken off.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterable, Sequence
from typing import Any

from games.ai.base import GameAI, logistic, redeal
from games.ai.search import Budget, Searched, paired_choice, rollout, search_root
from games.ai.work import LISTED, PLAYED, SCORED, charge, metered
from games.akropolis import GAME
from games.akropolis.actions import Turn
from games.akropolis.city import City
from games.akropolis.rules import affordable_slots
from games.akropolis.scoring import score_details, sheet_after, totals_after_placements
from games.akropolis.state import State
from games.core import evolve

# The tiles an easy bot weighs: the free one (all the autopilot weighs) and the next.
EASY_SLOTS = 2
# Past two seats: the share of a search's work its paired playouts spend (their cost per unit is
# about the tree's, and the whole budget took normal's p99 past its time), and how many standard
# errors of the paired difference a move must beat the best placement by to be played instead.
PAIRED_WORK = 0.75
PAIRED_MARGIN = 1.0


class AkropolisAI(GameAI):
    game = GAME
    scale = 8.0
    # Search budgets (see games/ai/levels.py), from bench_ai's CPU time per iteration and the
    # ladder's p99 per decision; `crowd` shrinks the iterations for each seat past two, and `work`
    # (bench_ai_time's slowest positions) stops a search whose iterations cost several times the usual.
    budgets = {
        "normal": Budget(95, 14, 5, 2, work=20_000),
        "hard": Budget(620, 24, 6, 2, work=160_000),
    }

    def seats(self, state: State) -> int:
        return state.players

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        stacks = redeal(state.stacks, [0] * len(state.stacks), rng)
        return evolve(state, stacks=stacks, rng=rng.getrandbits(64))

    def city_value(self, state: State, player: int) -> float:
        return self.worth(state, state.cities[player], state.stones[player])

    def worth(self, state: State, city: City, stones: int) -> float:
        sheet = score_details(city, stones, state.variants)
        return self.valued(state, ((d.base, d.stars) for d in sheet.districts), sheet.stones)

    def valued(self, state: State, colours: Iterable[tuple[int, int]], stones: int) -> float:
        """A city's worth from its (base, stars) by colour, in `COLOURS` order (the sum's order
        is part of the value: `after` and `worth` must agree to the last bit)."""
        # Stars still to come: worth less as the stacks run out.
        hope = 0.8 * len(state.stacks) / 11
        return sum(base * (stars + hope) for base, stars in colours) + stones

    def scores(self, state: State) -> Sequence[float]:
        return [self.city_value(state, p) for p in range(state.players)]

    def evaluate(self, state: State) -> list[float]:
        # Past two seats, the lead over the best other seat is flat for every seat but the
        # leader's: one far behind finds all its moves worth about nothing, and the search's
        # choice is its playouts' noise. The share of the others it is ahead of (each a logistic
        # of the lead over that seat) is what its place counts, and it moves with every point.
        # With two seats it is the lead over the other, as before.
        scores = self.scores(state)
        n = len(scores)
        if n == 1:
            return self.margin_values(scores)
        return [
            sum(logistic((scores[p] - scores[q]) / self.scale) for q in range(n) if q != p) / (n - 1)
            for p in range(n)
        ]

    def after(self, state: State, player: int, action: Any) -> float:
        # Only the mover's city and stones change: score them without playing the whole turn (the
        # checks, the site's refill) or building the city, rescoring only near the placement.
        turn: Turn = action
        try:
            colours, gained = sheet_after(
                state.cities[player],
                state.site[turn.slot - 1],
                turn.q,
                turn.r,
                turn.rotation,
                state.variants,
            )
        except (ValueError, IndexError):
            return float("-inf")  # not a placement of this player's (a redrawn world, say)
        return self.valued(state, colours, state.stones[player] - (turn.slot - 1) + gained)

    def placements(self, state: State, player: int, slots: int = 99) -> list[tuple[float, Turn]]:
        """The score after every placement of the `slots` cheapest affordable tiles, their cost off."""
        city, stones = state.cities[player], state.stones[player]
        out: list[tuple[float, Turn]] = []
        for slot in affordable_slots(state, player)[:slots]:
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
            charge(SCORED * 4 * width)
            pool = sorted({GAME.random_action(state, player, rng) for _ in range(4 * width)})
            pool.sort(key=lambda a: self.after(state, player, a), reverse=True)
            return pool[:width]
        scored = self.placements(state, player)
        charge(LISTED * len(scored))
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
        charge(SCORED * 4)
        pool = {GAME.random_action(state, player, rng) for _ in range(4)}
        return max(sorted(pool), key=lambda a: self.after(state, player, a))

    def easy_action(self, state: State, player: int, rng: random.Random) -> Any:
        # The two cheapest tiles only: scoring every placement of each tile is the whole cost of
        # an easy decision, and a large city with three tiles took it past its time (p99 40 ms).
        scored = heapq.nlargest(6, self.placements(state, player, EASY_SLOTS), key=lambda x: x[0])
        # Some randomness: one of the few best by the immediate score.
        return scored[min(len(scored) - 1, int(rng.random() ** 2 * 6))][1]

    def search(self, state: State, seat: int, budget: Budget, rng: random.Random) -> Searched:
        """Two seats: the tree search. Past two, the best half of the root's candidates are
        each played on the same redraws (paired playouts, to the searching seat's next turn),
        and the best placement by its score now is played unless another beats it on those
        pairs by more than `PAIRED_MARGIN` standard errors.

        At four seats the tree gave each of about 18 root moves 5-7 visits, each on its own
        redraw and its own playout: the most visited led the next by half a visit, so its choice
        was close to a draw among its candidates. On the same redraws two placements differ
        only by what they change, and a move is changed only on evidence."""
        if state.players <= 2:
            return search_root(self, state, seat, budget, rng)
        with metered() as meter:
            moves = self.candidates(state, seat, rng, budget.root_width, root=True)
            if len(moves) == 1:
                return Searched(moves[0], {}, {}, meter.spent, 0)
            # Best first by the score after the placement (what easy ranks by).
            moves = moves[: budget.root_width // 2 + 1]
            values: dict[Any, list[float]] = {a: [] for a in moves}
            depth = state.players  # the others' turns and this seat's next
            worlds = 0
            while worlds < 2 or (
                meter.spent < budget.work * PAIRED_WORK
                if budget.work
                else worlds < budget.iterations // len(moves)
            ):
                worlds += 1
                world = self.determinize(state, seat, rng)
                salt = rng.getrandbits(64)
                for a in moves:
                    charge(PLAYED)
                    after, _ = GAME.apply(world, seat, a)
                    values[a].append(rollout(self, GAME, after, depth, random.Random(salt))[seat])
        best, _ = paired_choice(values, moves[0], PAIRED_MARGIN)
        means = {a: sum(vs) / len(vs) for a, vs in values.items()}
        return Searched(best, dict.fromkeys(moves, worlds), means, meter.spent, worlds * len(moves))

    def node_key(self, state: State, player: int) -> Any:
        return (state.turn, state.site, state.stones[player])


AI = AkropolisAI()
