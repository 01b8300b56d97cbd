"""What the search needs to know of Genius Bricklayer.

Hidden from every seat: the order of the four decks below their face-up tops (a top turned
face-down after a take is hidden too). A determinization shuffles all unseen cards back into
the same places. Moves are ranked without applying them: a placement's bit mask shows which
rows it completes and how full it leaves the others.

Besides points, a wall can win by efficiency (spec §4.1): at most 8 empty cells and no face-up
brick that fits. The evaluation counts each wall's chance of that as part of a win, so the search
races for it on its own wall and keeps a brick that still fits on the table for an opponent's.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from games.ai.base import GameAI, redeal
from games.ai.search import Budget
from games.ai.work import LISTED, charge
from games.bricklayer import GAME
from games.bricklayer.actions import Buy, Coin, Take
from games.bricklayer.data import (
    CARD_SHAPE,
    DECKS,
    EFFICIENCY_MAX_EMPTY,
    FULL_WALL,
    HEIGHT,
    ROW_MASKS,
    SHAPES,
    WIDTH,
    fits,
    placement_at,
    shape_of,
)
from games.bricklayer.state import Phase, State
from games.core import evolve

# What an efficiency win is worth in points of the evaluation: a sure one outweighs any lead a
# game of 80 points can hold (the search's `scale` is 6 points).
EFFICIENCY_WIN = 30.0
# A wall this many empty cells from the cap may still get there within a turn or two.
NEAR = 4
# How much each offered brick that still fits a wall lowers its chance: one can be taken away,
# but each is another turn in which the wall cannot win.
FITTING = 0.35


def fill_value(occupied: int) -> float:
    """How close the rows are to scoring: full rows count once, partial ones by their square."""
    total = 0.0
    for r in range(HEIGHT):
        n = (occupied & ROW_MASKS[r]).bit_count()
        total += n * n
    return total / 64.0


_CARDS_OF_SIZE = {n: sum(s.count for s in SHAPES.values() if s.size == n) for n in (1, 2)}
_BIG = tuple(s for s in SHAPES.values() if s.size > 3)


@lru_cache(maxsize=1 << 16)
def blocked_share(occupied: int) -> float:
    """The share of the 80 cards whose brick fits nowhere on a wall with these cells filled: the
    chance that a card turned up unseen does not fit (the decks' make-up is public, and late in
    the game it differs little from the whole box's)."""
    fitting = _CARDS_OF_SIZE[1] if occupied != FULL_WALL else 0
    if fits("I2", occupied):
        fitting += _CARDS_OF_SIZE[2]
        small = [s for s in ("I3", "V3") if fits(s, occupied)]
        fitting += sum(SHAPES[s].count for s in small)
        # Any three joined cells of a bigger brick are an I3 or a V3, so without room for
        # either nothing bigger fits either.
        if small:
            fitting += sum(s.count for s in _BIG if fits(s.id, occupied))
    return 1.0 - fitting / len(CARD_SHAPE)


def efficiency_chance(occupied: int, offered: Iterable[int], *, fresh: bool) -> float:
    """How likely a wall is to win by efficiency soon, in [0, 1], at its next check against the
    face-up cards `offered` and, when `fresh`, one more card turned up unseen.

    Exact (1 or 0) for a wall at the cap checked with no fresh card (0 with no card showing).
    Otherwise an estimate: at the cap, each brick that fits is a turn's delay; above it, the wall
    needs one brick that fits to get under, and then nothing more that does.
    """
    empty = WIDTH * HEIGHT - occupied.bit_count()
    if empty > EFFICIENCY_MAX_EMPTY + NEAR:
        return 0.0
    offered = list(offered)
    fitting = sum(1 for card in offered if fits(shape_of(card).id, occupied))
    blocked = blocked_share(occupied)
    if empty <= EFFICIENCY_MAX_EMPTY:
        if not fresh and fitting == 0:
            return 1.0 if offered else 0.0  # E1: the check needs a face-up card
        return blocked * FITTING**fitting
    near = 0.5 * (EFFICIENCY_MAX_EMPTY + NEAR + 1 - empty) / NEAR
    ways = fitting + (1.0 - blocked if fresh else 0.0)  # bricks that fit, the fresh one expected
    return near * blocked * FITTING ** abs(ways - 1.0)


def _offered(state: State, *, without: int = -1) -> list[int]:
    return [state.offered(d) for d in range(DECKS) if d != without and state.offered(d)]


class BricklayerAI(GameAI):
    game = GAME
    scale = 6.0
    # Search budgets (see games/ai/levels.py), from bench_ai's CPU time per iteration and the
    # ladder's p99 per decision; `crowd` shrinks the iterations for each seat past two, and `work`
    # (bench_ai_time's slowest positions) stops a search whose iterations cost several times the usual.
    # Hard plays its playouts to the end from three seats, where six moves barely reach its next
    # turn: among normal seats at four it then placed half a place ahead, not a fifth (docs/bots.md);
    # its iterations and work shrink by 0.8 a seat past two, as those playouts are longer.
    budgets = {
        "normal": Budget(75, 14, 5, 4, crowd=0.9, work=160_000, work_crowd=0.85),
        "hard": Budget(450, 20, 6, 6, crowd=0.8, work=900_000, work_crowd=0.8, crowd_depth=-1),
    }

    def seats(self, state: State) -> int:
        return state.num_players

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        shown = [int(bool(cards) and up) for cards, up in zip(state.decks, state.face_up, strict=True)]
        return evolve(state, decks=redeal(state.decks, shown, rng), rng=rng.getrandbits(64))

    def scores(self, state: State) -> Sequence[float]:
        offered = _offered(state)
        return [
            w.score
            + 3.0 * fill_value(w.occupied)
            + 0.8 * w.coins
            + EFFICIENCY_WIN * efficiency_chance(w.occupied, offered, fresh=True)
            for w in state.walls
        ]

    def efficiency_swing(self, state: State, player: int, occupied: int, taken: int, *, now: bool) -> float:
        """The player's efficiency chance less the best opponent's, in points, after a move that
        leaves the player's wall at `occupied` and takes deck index `taken`'s face-up card (-1:
        none). `now`: the player is checked at once, with that deck's next card still face-down
        (a coin-phase card); otherwise at the end of the turn, after it turns up."""
        filled = max((w.occupied.bit_count() for q, w in enumerate(state.walls) if q != player), default=0)
        if max(filled, occupied.bit_count()) < WIDTH * HEIGHT - EFFICIENCY_MAX_EMPTY - NEAR:
            return 0.0  # no wall is near the cap (the common case, kept cheap)
        offered = _offered(state, without=taken)
        fresh = taken >= 0 and len(state.decks[taken]) > 1
        own = efficiency_chance(occupied, offered, fresh=fresh and not now)
        # An opponent is next checked at the start of his turn, when the market has refreshed.
        others = [
            efficiency_chance(w.occupied, offered, fresh=fresh or now)
            for q, w in enumerate(state.walls)
            if q != player
        ]
        return EFFICIENCY_WIN * (own - max(others, default=0.0))

    def quick(self, state: State, player: int, action: Any, occupied: int) -> float:
        """A move's worth without applying it (a placement's rows are exact only in the mask)."""
        wall = state.walls[player]
        if isinstance(action, Coin):
            swing = self.efficiency_swing(state, player, occupied, -1, now=False)
            return 0.8 + 3.0 * fill_value(occupied) + swing
        if isinstance(action, Buy) and action.at is None:
            return 0.4 + 3.0 * fill_value(occupied)
        taken = action.deck - 1 if isinstance(action, Take | Buy) else -1
        card = state.top(taken) if taken >= 0 else state.pending
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
        value += self.efficiency_swing(state, player, after, taken, now=not isinstance(action, Take))
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
        charge(LISTED * len(legal))  # a quick value costs about as much as listing the move
        scored = sorted(
            ((self.quick(state, player, a, occupied) + rng.random() * 1e-3, i) for i, a in enumerate(legal)),
            reverse=True,
        )
        return [legal[i] for _, i in scored[:width]]

    def rollout_action(self, state: State, player: int, rng: random.Random) -> Any:
        legal = GAME.legal(state, player)
        charge(LISTED * len(legal))
        occupied = state.walls[player].occupied
        pool = legal if len(legal) <= 6 else rng.sample(legal, 6)
        return max(pool, key=lambda a: self.quick(state, player, a, occupied))

    def node_key(self, state: State, player: int) -> Any:
        # What the moves depend on: the offered cards, which decks can still be bought, the wall.
        market = tuple((state.offered(d), bool(state.decks[d])) for d in range(DECKS))
        return (state.turn, state.phase, state.pending, market, state.walls[player])


AI = BricklayerAI()
