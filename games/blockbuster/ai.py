"""What the search needs to know of Block Buster: a game of perfect information.

Nothing is hidden, so no determinization is needed. The search never resigns (a resignation is
only ever a loss), and among thousands of placements it looks at the largest pieces first, since
every square left in hand costs points, ranked one move ahead by the score they lead to.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from games.ai.base import GameAI
from games.blockbuster import GAME
from games.blockbuster.geometry import board
from games.blockbuster.rules import masks, spots
from games.blockbuster.scoring import tally
from games.blockbuster.state import Place, Resign, State


class BlockBusterAI(GameAI):
    game = GAME
    scale = 6.0

    def scores(self, state: State) -> Sequence[float]:
        return [tally(state, p).total for p in range(state.num_players)]

    def moves(self, state: State, player: int) -> list[Any]:
        legal = GAME.legal(state, player)
        playable = [a for a in legal if not isinstance(a, Resign)]
        return playable or legal

    def sample(self, moves: list[Any], rng: random.Random, count: int) -> list[Any]:
        """`count` moves, most of them with the largest pieces available."""
        places = [a for a in moves if isinstance(a, Place)]
        if len(moves) <= count:
            return list(moves)
        sizes = sorted({a.piece for a in places}, reverse=True)[:3]
        big = [a for a in places if a.piece in sizes]
        picked = big if len(big) <= count * 3 // 4 else rng.sample(big, count * 3 // 4)
        chosen = set(picked)
        rest = [a for a in moves if a not in chosen]
        picked += rng.sample(rest, min(len(rest), count - len(picked)))
        return picked

    def shortlist(
        self, state: State, player: int, moves: list[Any], rng: random.Random, width: int, *, root: bool
    ) -> list[Any]:
        pool = self.sample(moves, rng, 4 * width if root else 2 * width)
        scored = sorted(((self.after(state, player, a), i) for i, a in enumerate(pool)), reverse=True)
        return [pool[i] for _, i in scored[:width]]

    def connecting(self, state: State, rng: random.Random) -> list[Place]:
        """Up to one connecting placement for each of the three largest pieces left, found by
        scanning that piece's spots from a random start: far cheaper than listing every move."""
        colour = state.turn
        occupied, own = masks(state.board)
        if not own[colour]:
            return []
        edge = board(state.setup).dilate(own[colour]) & ~occupied
        counts = state.pieces[colour]
        pieces = [p for p in range(len(counts), 0, -1) if counts[p - 1]][:3]
        out = []
        for piece in pieces:
            options = spots(state.setup, piece)
            start = rng.randrange(len(options))
            for i in range(len(options)):
                place, mask = options[(start + i) % len(options)]
                if mask & edge and not mask & occupied:
                    out.append(place)
                    break
        return out

    def rollout_action(self, state: State, player: int, rng: random.Random) -> Any:
        pool = self.connecting(state, rng)
        if not pool:  # no connecting move: a first piece, a jump or a pass, as legal() says
            pool = self.sample(self.moves(state, player), rng, 3)
        if len(pool) == 1:
            return pool[0]
        return max(pool, key=lambda a: self.after(state, player, a))

    def easy_action(self, state: State, player: int, rng: random.Random) -> Any:
        moves = self.moves(state, player)
        if rng.random() < 0.25:
            return rng.choice(moves)
        pool = self.sample(moves, rng, 8)
        return max(pool, key=lambda a: self.after(state, player, a))

    def node_key(self, state: State, player: int) -> Any:
        return state.moves  # perfect information: the path to a node fixes its state


AI = BlockBusterAI()
