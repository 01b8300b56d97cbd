"""Guided games (`/game learn`): a real game in the player's DMs against one easy bot, unrated,
whose boards each carry the step of the lesson it has reached and, on the player's turn, a
suggested move drawn on the board.

A lesson is a table like any other (meta `tutorial`), so it survives restarts and is left with
`/game abandon`. Its step is read from the game's state, never stored: a restart, an undo or a
board posted late shows the step that state is at. Each game's script is a list of steps, each
with the catalog id `learn-<game>-<step>` and the condition from which it holds; the step shown is
the last one whose condition holds, so the conditions only ever become true as a game goes on.
The seed is fixed per game, so the same lesson is played every time and its steps are known.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.ai import rank

from .bot_seats import is_bot
from .i18n import t
from .tables import Table

# The bot the player meets: the easiest, so the lesson is about the rules, not about losing.
LEVEL = "easy"
# One seed per game: the same tiles, cards and dice every time, so every step is met.
SEEDS: dict[str, int] = {
    "akropolis": 7,
    "bricklayer": 7,
    "shakecity": 7,
    "blockbuster": 7,
    "dicetown": 7,
}


@dataclass(frozen=True)
class Step:
    message: str  # its catalog id, learn-<game>-<step>
    holds: Callable[[Table, int], bool]  # (table, how many moves the learner has made)


def _always(table: Table, made: int) -> bool:
    return True


def _moves(count: int) -> Callable[[Table, int], bool]:
    """Once the learner has made `count` moves (whoever moved first, bot or learner)."""
    return lambda table, made: made >= count


def _ended(table: Table, made: int) -> bool:
    return table.result() is not None


def _script(ids: tuple[str, str, str, str, str], turn: int, scoring: int, finish: int) -> tuple[Step, ...]:
    """Setup until the learner's first move, then a turn, scoring and playing on (once they have
    made those many moves), and the end; `ids` are their catalog ids, in that order."""
    conditions = (_always, _moves(turn), _moves(scoring), _moves(finish), _ended)
    return tuple(Step(id_, holds) for id_, holds in zip(ids, conditions, strict=True))


def _round(number: int, made_at_least: int) -> Callable[[Table, int], bool]:
    """Once a Dice Town game has reached its round `number` (the rounds before it resolved) and
    the learner has made `made_at_least` moves: one keep can end a round, and every step is still
    shown on a board of its own."""
    return lambda table, made: made >= made_at_least and getattr(table.state, "round", 0) >= number


SCRIPTS: dict[str, tuple[Step, ...]] = {
    # Rolling and keeping first; the Sheriff once a round has been resolved (its ties, his badge);
    # a bribe once the learner has seen two (a tie is the seed's to make, not the lesson's).
    "dicetown": (
        Step("learn-dicetown-setup", _always),
        Step("learn-dicetown-keep", _moves(1)),
        Step("learn-dicetown-sheriff", _round(2, 2)),
        Step("learn-dicetown-bribe", _round(3, 3)),
        Step("learn-dicetown-end", _ended),
    ),
    "blockbuster": _script(
        (
            "learn-blockbuster-setup",
            "learn-blockbuster-turn",
            "learn-blockbuster-scoring",
            "learn-blockbuster-finish",
            "learn-blockbuster-end",
        ),
        1,
        3,
        5,
    ),
    "akropolis": _script(
        (
            "learn-akropolis-setup",
            "learn-akropolis-turn",
            "learn-akropolis-scoring",
            "learn-akropolis-finish",
            "learn-akropolis-end",
        ),
        1,
        3,
        5,
    ),
    "bricklayer": _script(
        (
            "learn-bricklayer-setup",
            "learn-bricklayer-turn",
            "learn-bricklayer-scoring",
            "learn-bricklayer-finish",
            "learn-bricklayer-end",
        ),
        1,
        3,
        5,
    ),
    "shakecity": _script(
        (
            "learn-shakecity-setup",
            "learn-shakecity-turn",
            "learn-shakecity-scoring",
            "learn-shakecity-finish",
            "learn-shakecity-end",
        ),
        1,
        3,
        5,
    ),
}


def is_lesson(table: Table) -> bool:
    return bool(table.row.meta.get("tutorial"))


def learner(table: Table) -> int | None:
    """The seat of the person learning (the only one not a bot)."""
    return next((s for s, p in enumerate(table.players) if not is_bot(p)), None)


def step(table: Table, made: int) -> Step | None:
    """The step of the lesson the table is at, the learner having made `made` moves; None before
    it starts or for no lesson."""
    script = SCRIPTS.get(table.row.game)
    seat = learner(table)
    if not is_lesson(table) or script is None or seat is None or table.state is None:
        return None
    reached = [s for s in script if s.holds(table, made)]
    return reached[-1] if reached else None


def step_id(table: Table, made: int) -> str | None:
    found = step(table, made)
    return found.message if found is not None else None


async def suggestion(table: Table) -> Any | None:
    """The move the lesson suggests to the learner now (the game's one-move ranking's best), or
    None when it is not their turn."""
    seat = learner(table)
    if seat is None or table.state is None or table.result() is not None or seat not in table.to_act():
        return None
    ranked = await asyncio.to_thread(rank, table.row.game, table.game, table.state, seat, table.version)
    # Never a resignation, however the one-move look weighs it: a lesson teaches playing on.
    return next((a for a in ranked if str(a) != "resign"), None)


def made_by(table: Table, seats: list[int]) -> int:
    """How many of the table's moves (each action's seat, in order) the learner made."""
    learner_seat = learner(table)
    return sum(1 for s in seats[: table.version] if s == learner_seat)


def lines(table: Table, locale: str, made: int, move: Any | None, drawn: bool = False) -> list[str]:
    """What a lesson's board says above its picture: the step, then the suggested move (`drawn`:
    the board's first picture marks it)."""
    found = step_id(table, made)
    if found is None:
        return []
    out = [t(locale, found)]
    if move is not None:
        out.append(t(locale, "learn-suggest-drawn" if drawn else "learn-suggest", move=str(move)))
    return out
