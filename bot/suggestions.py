"""The moves `/play` suggests while a player types: every legal move of his seat, best first by
the game's heuristic, computed once per table version and seat, off the event loop.

Listing a seat's moves can take tens of milliseconds (1,917 placements in Block Buster's first
position), and ranking them a hundred more, all of it holding the GIL; an autocomplete comes
with each keystroke. So the ranked list is made in the AI workers (`Thinker`, as a quick job
shared fairly among servers and members like a bot's decision), kept for that version of the
table and that seat, and each keystroke only filters it by the typed text. A burst of keystrokes
from one player waits for one computation, and only the latest of them gets the answer: Discord
shows only the answer to the last keystroke.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING, Any

from games.ai import rank
from games.registry import REGISTRY, Registry

from .per_version import PerVersion
from .thinker import Job, Thinker, limit_of, rank_text

if TYPE_CHECKING:
    from .tables import Table

# What ranking one position costs at most (Block Buster's largest: about 0.27 s of one core):
# a quick job, which the quick worker takes.
RANK_COST = 0.25
# Rankings kept, and the moves they may hold in all (a four-player Block Buster position has
# 6,325): enough for every table being typed at, never a growing heap.
KEPT = 64
KEPT_MOVES = 60_000


@dataclass(frozen=True)
class Ranked:
    """A seat's legal moves in notation, best first, and the same lowered for matching."""

    notations: tuple[str, ...]
    lowered: tuple[str, ...]

    def matching(self, typed: str, most: int) -> list[str]:
        typed = typed.strip().lower()
        pairs = zip(self.notations, self.lowered, strict=True)
        return list(islice((n for n, low in pairs if typed in low), most))


class Suggestions:
    """Ranked moves per (table, version, seat), computed once in the AI workers."""

    def __init__(self, thinker: Thinker, games: Registry = REGISTRY) -> None:
        self.thinker = thinker
        self.games = games
        self.rankings: PerVersion[Ranked] = PerVersion(
            KEPT, weight=lambda r: len(r.notations), most=KEPT_MOVES
        )
        # Each player's latest autocomplete: an earlier one still waiting gets no answer.
        self._latest: dict[int, int] = {}

    def typed(self, user_id: int, interaction_id: int) -> None:
        """Note a keystroke; interaction ids grow with time, so a late-running earlier one does
        not displace it."""
        if interaction_id > self._latest.get(user_id, 0):
            self._latest[user_id] = interaction_id

    def superseded(self, user_id: int, interaction_id: int) -> bool:
        return self._latest.get(user_id, interaction_id) != interaction_id

    def done(self, user_id: int, interaction_id: int) -> None:
        if self._latest.get(user_id) == interaction_id:
            del self._latest[user_id]

    async def ranked(self, table: Table, seat: int, *, member: int) -> Ranked:
        """The seat's ranked moves at the table's version (computed once, whoever asks)."""
        key = (table.id, table.version, seat)
        return await self.rankings.get(key, lambda: self._compute(table, seat, member))

    async def _compute(self, table: Table, seat: int, member: int) -> Ranked:
        key = table.row.game
        name = self.games.worker_name(key)
        if name is not None:
            dump = table.game.dump(table.state)
            job = Job(
                table.id,
                (name, dump, seat, table.version),
                server=table.row.guild_id or 0,
                member=member,
                cost=RANK_COST,
                limit=limit_of(RANK_COST),
                fn=rank_text,
            )
            notations: list[str] = await self.thinker.run(job)
        else:
            # A game the workers do not know (a bot given games of its own): a thread here.
            game, state = table.game, table.state
            actions: list[Any] = await asyncio.to_thread(rank, key, game, state, seat, table.version)
            notations = [str(a) for a in actions]
        return Ranked(tuple(notations), tuple(n.strip().lower() for n in notations))
