"""Dice Town's lesson (`/game learn`): rolling and keeping first; the Sheriff once a round has been
resolved (its ties, his badge); a bribe once the learner has seen two (a tie is the seed's to
make, not the lesson's)."""

from __future__ import annotations

from collections.abc import Callable

from ...learn import Step, always, ended, moves
from ...tables import Table


def _round(number: int, made_at_least: int) -> Callable[[Table, int], bool]:
    """Once the game has reached its round `number` (the rounds before it resolved) and the
    learner has made `made_at_least` moves: one keep can end a round, and every step is still
    shown on a board of its own."""
    return lambda table, made: made >= made_at_least and getattr(table.state, "round", 0) >= number


LESSON = (
    Step("learn-dicetown-setup", always),
    Step("learn-dicetown-keep", moves(1)),
    Step("learn-dicetown-sheriff", _round(2, 2)),
    Step("learn-dicetown-bribe", _round(3, 3)),
    Step("learn-dicetown-end", ended),
)
