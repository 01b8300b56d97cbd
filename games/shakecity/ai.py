"""What the search needs to know of Shake That City.

Hidden from a seat: the other seats' phase-B choices of the open round (told only to their
owner until the round closes) and the patterns still to be shaken. A determinization puts back
each hidden board as the table last saw it and lets that seat choose again by the playout policy.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from games.ai.base import GameAI
from games.ai.search import Budget
from games.ai.work import LISTED, charge
from games.core import evolve
from games.shakecity import GAME
from games.shakecity.flow import PASS
from games.shakecity.rules import build, shape, targets
from games.shakecity.scoring import breakdown, construction_tiles
from games.shakecity.state import Phase, State


# A search scores the boards of its own decision again and again, and hardly ever a board of an
# earlier one: over 200 decisions this size hit as often as 65,536 entries did, which held 40 MB
# more of a worker's memory (`benchmarks/bench_search_memory.py`). The same holds for the
# engine's `occupied_mask` and `flipped`.
@lru_cache(maxsize=4096)
def board_points(board: str, side: str, layout: tuple[int, ...], family: bool) -> float:
    """A board's points; one that still holds construction tiles cannot win: each is a heavy debt."""
    return breakdown(board, side, layout, family)["total"] - 6 * construction_tiles(board)


class ShakeCityAI(GameAI):
    game = GAME
    scale = 4.0
    # Search budgets (see games/ai/levels.py), from bench_ai's CPU time per iteration and the
    # ladder's p99 per decision; `crowd` shrinks the iterations for each seat past two, and `work`
    # (bench_ai_time's slowest positions) stops a search whose iterations cost several times the usual.
    budgets = {
        "normal": Budget(50, 16, 6, 6, crowd=0.8, work=32_000),
        "hard": Budget(420, 24, 8, 8, crowd=0.8, work=270_000),
    }

    def seats(self, state: State) -> int:
        return state.num_players

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        hidden = [
            p
            for p, d in enumerate(state.decisions)
            if p != seat
            and d not in ("", PASS)
            and state.phase is Phase.OPEN
            and not (state.restricted and p == state.start)
        ]
        boards, decisions = list(state.boards), list(state.decisions)
        for p in hidden:
            boards[p], decisions[p] = state.public_boards[p], ""
        world = evolve(state, boards=tuple(boards), decisions=tuple(decisions), rng=rng.getrandbits(64))
        for p in hidden:
            world, _ = GAME.apply(world, p, self.rollout_action(world, p, rng))
        return world

    def board_points(self, state: State, board: str) -> float:
        return board_points(board, state.side, state.bonus_layout, state.family)

    def scores(self, state: State) -> Sequence[float]:
        return [self.board_points(state, b) for b in state.boards]

    def after(self, state: State, player: int, action: Any) -> float:
        # Only the mover's board changes: score it without running the round's bookkeeping.
        cells = targets(shape(state.pattern, action.letter, action.wilds), action.anchor)
        board, _ = build(state.boards[player], cells, action.letter)
        return self.board_points(state, board)

    def node_key(self, state: State, player: int) -> Any:
        return (state.round, state.pattern, state.start_choice, state.boards[player])

    def rollout_action(self, state: State, player: int, rng: random.Random) -> Any:
        legal = GAME.legal(state, player)
        charge(LISTED * len(legal))
        if len(legal) > 3 and rng.random() < 0.5:
            return max(rng.sample(legal, 3), key=lambda a: self.after(state, player, a))
        return rng.choice(legal)


AI = ShakeCityAI()
