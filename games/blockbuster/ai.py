"""What the search needs to know of Block Buster: a game of perfect information.

Nothing is hidden, so no determinization is needed. The search never resigns (a resignation is
only ever a loss), and among thousands of placements it looks at the largest pieces first, since
every square left in hand costs points, ranked one move ahead by the score they lead to.

Playing a placement is dear wherever a colour cannot connect (the engine then scans every spot of
every piece), so playouts and deeper nodes count a placement's points without playing it, and a
colour that cannot connect jumps in a playout with the piece that pays most, or passes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from games.ai.base import GameAI
from games.ai.search import Budget
from games.ai.work import BLOCKED, LISTED, SCORED, charge
from games.bitmask import bits_of
from games.blockbuster import GAME
from games.blockbuster.geometry import (
    CAPTURE,
    JUMP_POINTS,
    LEFTOVER_POINTS,
    PIECES,
    SET_POINTS,
    board,
    covered,
)
from games.blockbuster.rules import free_spot_at, held, masks, options, spots
from games.blockbuster.scoring import tally
from games.blockbuster.state import Pass, Place, Resign, State


class BlockBusterAI(GameAI):
    game = GAME
    scale = 6.0
    # Search budgets (see games/ai/levels.py), from bench_ai's CPU time per iteration and the
    # ladder's p99 per decision; `crowd` shrinks the iterations for each seat past two, and `work`
    # (bench_ai_time's slowest positions) stops a search whose iterations cost several times the usual.
    # Hard plays its playouts to the end from three seats, where six moves showed nothing of a
    # colour being shut in: seated among normal at four seats it placed no better with more
    # iterations of six-move playouts (docs/bots.md). The work bound doubles at four seats
    # (each seat past two multiplies it by the square root of two): about 200 of those playouts.
    budgets = {
        "normal": Budget(110, 12, 5, 4, crowd=0.8, work=25_000, work_crowd=0.9),
        "hard": Budget(650, 20, 6, 6, work=150_000, work_crowd=2**0.5, crowd_depth=-1),
    }

    def seats(self, state: State) -> int:
        return state.num_players

    def scores(self, state: State) -> Sequence[float]:
        return [tally(state, p).total for p in range(state.num_players)]

    def moves(self, state: State, player: int) -> list[Any]:
        legal = GAME.legal(state, player)
        charge(LISTED * len(legal))
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
        b = board(state.setup)
        if Pass() in moves:
            # A colour that cannot connect: a jump's points less its gap's cost (a pass: none).
            # Playing each one to see cost most of a decision: the engine then checks every
            # spot of every piece for a connection.
            charge(BLOCKED)
            gaps = dict(options(state, state.turn).gaps)
            scores = [
                0.0
                if isinstance(a, Pass)
                else self.gain(state, a, b.mask_of(covered(a.piece, a.orient, a.cell)))
                + JUMP_POINTS * gaps[a.piece]
                for a in pool
            ]
        elif root:
            charge(SCORED * len(pool))
            scores = [self.after(state, player, a) for a in pool]
        else:
            # Deeper, playing every sampled move cost most of the search: count its points.
            scores = [self.gain(state, a, b.mask_of(covered(a.piece, a.orient, a.cell))) for a in pool]
        ranked = sorted(range(len(pool)), key=lambda i: scores[i], reverse=True)
        return [pool[i] for i in ranked[:width]]

    def connecting(self, state: State, rng: random.Random) -> list[tuple[Place, int]]:
        """Up to one connecting placement (and its cells) for each of the three largest pieces
        that have one, found from the empty cells next to the colour's own, starting at a random
        one: far cheaper than listing every move. Empty: the colour cannot connect."""
        colour = state.turn
        occupied, own = masks(state.board)
        edge = board(state.setup).dilate(own[colour]) & ~occupied
        cells = bits_of(edge)
        if not cells:
            return []
        counts = state.pieces[colour]
        out: list[tuple[Place, int]] = []
        for piece in range(len(counts), 0, -1):
            if not counts[piece - 1]:
                continue
            found = free_spot_at(state.setup, piece, cells, occupied, rng.randrange(len(cells)))
            if found is not None:
                out.append(found)
                if len(out) == 3:
                    break
        return out

    def first_places(self, state: State, rng: random.Random, count: int) -> list[tuple[Place, int]]:
        """Up to `count` first placements (anywhere free) of the colour to move, of its three
        largest pieces, drawn at random without listing every one: at the opening of a
        four-player game there are thousands, and listing them at each node and playout step
        cost most of a decision."""
        occupied = masks(state.board)[0]
        counts = state.pieces[state.turn]
        pieces = [p for p in range(len(counts), 0, -1) if counts[p - 1]][:3]
        out: list[tuple[Place, int]] = []
        per = max(1, count // max(1, len(pieces)))
        for piece in pieces:
            every = spots(state.setup, piece)
            found = 0
            for _ in range(4 * per):
                spot = every[rng.randrange(len(every))]
                if not spot[1] & occupied:
                    out.append(spot)
                    found += 1
                    if found == per:
                        break
        return out

    def candidates(
        self, state: State, player: int, rng: random.Random, width: int, *, root: bool
    ) -> list[Any]:
        if not root and not masks(state.board)[1][state.turn]:
            found = self.first_places(state, rng, 2 * width)
            if found:
                ranked = sorted(found, key=lambda pm: self.gain(state, *pm), reverse=True)
                return list(dict.fromkeys(place for place, _ in ranked))[:width]
        return super().candidates(state, player, rng, width, root=root)

    def gain(self, state: State, place: Place, mask: int) -> float:
        """A connecting placement's points to the colour to move, without playing it (playing it
        costs far more): its squares leave the hand, and it may secure symbol tiles."""
        own = masks(state.board)[1][state.turn] | mask
        points = -LEFTOVER_POINTS * PIECES[place.piece].size
        newly = [
            t
            for t in board(state.setup).tiles_touching(mask)
            if state.secured[t.index] < 0 and (own & t.ring_mask).bit_count() >= CAPTURE
        ]
        if newly:
            counts = held(state, state.owners[state.turn])
            top = len(SET_POINTS) - 1
            for t in newly:
                n = counts[t.symbol]
                counts[t.symbol] = n + 1
                points += SET_POINTS[min(n + 1, top)] - SET_POINTS[min(n, top)]
                if n + 1 >= state.rules.instant_win:
                    points += 100
        return points

    def jump_or_pass(self, state: State, rng: random.Random) -> Any:
        """For a colour that cannot connect: a jump with the piece whose squares out of hand
        outweigh the jump's cost the most (at a random one of its nearest spots), else a pass."""
        opts = options(state, state.turn)
        worth = {p: -LEFTOVER_POINTS * PIECES[p].size + JUMP_POINTS * gap for p, gap in opts.gaps}
        if not worth or max(worth.values()) <= 0:
            return Pass()
        piece = max(worth, key=lambda p: (worth[p], p))
        return rng.choice([a for a in opts.places if a.piece == piece])

    def rollout_action(self, state: State, player: int, rng: random.Random) -> Any:
        found = self.connecting(state, rng)
        if found:
            return max(found, key=lambda pm: self.gain(state, *pm))[0]
        if masks(state.board)[1][state.turn]:
            # Listing the jumps, then playing one (the engine checks again that none connects).
            charge(2 * BLOCKED)
            return self.jump_or_pass(state, rng)
        first = self.first_places(state, rng, 3)  # a first piece, anywhere
        if first:
            return max(first, key=lambda pm: self.gain(state, *pm))[0]
        return GAME.default_action(state, player)

    def easy_action(self, state: State, player: int, rng: random.Random) -> Any:
        # The autopilot's move (the largest piece at its first spot) and a few others, mostly of
        # the largest pieces, one move ahead: never weaker than the autopilot, and still a
        # short-sighted player (no look at what the others do next).
        moves = self.moves(state, player)
        pool = self.sample(moves, rng, 8)
        default = GAME.default_action(state, player)
        if default in moves and default not in pool:
            pool.append(default)
        return max(pool, key=lambda a: self.after(state, player, a))

    def node_key(self, state: State, player: int) -> Any:
        return state.moves  # perfect information: the path to a node fixes its state


AI = BlockBusterAI()
