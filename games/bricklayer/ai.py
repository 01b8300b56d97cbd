"""What the search needs to know of Genius Bricklayer.

Hidden from every seat: the order of the four decks below their face-up tops (a top turned
face-down after a take is hidden too). A determinization shuffles all unseen cards back into
the same places. Moves are ranked without applying them: a placement's bit mask shows which
rows it completes and how full it leaves the others.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from games.ai.base import GameAI, copy_state, redeal
from games.bricklayer import GAME
from games.bricklayer.actions import Buy, Coin, Take
from games.bricklayer.data import DECKS, HEIGHT, ROW_MASKS, placement_at, shape_of
from games.bricklayer.state import Phase, State


def fill_value(occupied: int) -> float:
    """How close the rows are to scoring: full rows count once, partial ones by their square."""
    total = 0.0
    for r in range(HEIGHT):
        n = (occupied & ROW_MASKS[r]).bit_count()
        total += n * n
    return total / 64.0


class BricklayerAI(GameAI):
    game = GAME
    scale = 6.0

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        shown = [int(bool(cards) and up) for cards, up in zip(state.decks, state.face_up, strict=True)]
        return copy_state(state, decks=redeal(state.decks, shown, rng), rng=rng.getrandbits(64))

    def scores(self, state: State) -> Sequence[float]:
        return [w.score + 3.0 * fill_value(w.occupied) + 0.8 * w.coins for w in state.walls]

    def quick(self, state: State, player: int, action: Any, occupied: int) -> float:
        """A move's worth without applying it (a placement's rows are exact only in the mask)."""
        wall = state.walls[player]
        if isinstance(action, Coin):
            return 0.8 + 3.0 * fill_value(occupied)
        if isinstance(action, Buy) and action.at is None:
            return 0.4 + 3.0 * fill_value(occupied)
        card = state.top(action.deck - 1) if isinstance(action, Take | Buy) else state.pending
        shape = shape_of(card)
        rot, at = action.rot, action.at
        assert rot is not None and at is not None  # a placement from here on
        placement = placement_at(shape.id, rot, at)
        assert placement is not None
        mask = placement.mask
        after = occupied | mask
        # A row is completed by this brick if it is full now and was not before.
        rows = any(mask & m and after & m == m for m in ROW_MASKS)
        value = 3.0 * fill_value(after) + 0.3 * shape.score - (0.8 if isinstance(action, Buy) else 0.0)
        if rows:
            world, _ = GAME.apply(state, player, action)
            gained = world.walls[player].score - wall.score
            value += gained + (100.0 if world.phase is Phase.OVER and world.winner == player else 0.0)
        return value

    def after(self, state: State, player: int, action: Any) -> float:
        return self.quick(state, player, action, state.walls[player].occupied)

    def shortlist(
        self, state: State, player: int, moves: list[Any], rng: random.Random, width: int, *, root: bool
    ) -> list[Any]:
        legal = moves
        if not root and len(legal) > 120:
            # Deeper in the tree a sample is enough: ranking a thousand moves per node cost more
            # than the rest of the search.
            legal = rng.sample(legal, 120)
        occupied = state.walls[player].occupied
        scored = sorted(
            ((self.quick(state, player, a, occupied) + rng.random() * 1e-3, i) for i, a in enumerate(legal)),
            reverse=True,
        )
        return [legal[i] for _, i in scored[:width]]

    def rollout_action(self, state: State, player: int, rng: random.Random) -> Any:
        legal = GAME.legal(state, player)
        occupied = state.walls[player].occupied
        pool = legal if len(legal) <= 6 else rng.sample(legal, 6)
        return max(pool, key=lambda a: self.quick(state, player, a, occupied))

    def node_key(self, state: State, player: int) -> Any:
        # What the moves depend on: the offered cards, which decks can still be bought, the wall.
        market = tuple((state.offered(d), bool(state.decks[d])) for d in range(DECKS))
        return (state.turn, state.phase, state.pending, market, state.walls[player])


AI = BricklayerAI()
