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
    "blockbuster": 7,
    "bricklayer": 7,
    "shakecity": 7,
    "dicetown": 7,
}


@dataclass(frozen=True)
class Step:
    name: str
    holds: Callable[[Table, int], bool]  # (table, how many moves the learner has made)


def _always(table: Table, made: int) -> bool:
    return True


def _moves(count: int) -> Callable[[Table, int], bool]:
    """Once the learner has made `count` moves (whoever moved first, bot or learner)."""
    return lambda table, made: made >= count


def _ended(table: Table, made: int) -> bool:
    return table.result() is not None


def _steps(*pairs: tuple[str, Callable[[Table, int], bool]]) -> tuple[Step, ...]:
    return tuple(Step(name, holds) for name, holds in pairs)


def _script(turn: int, scoring: int, finish: int) -> tuple[Step, ...]:
    """Setup until the learner's first move, then a turn, scoring and playing on (once they have
    made those many moves), and the end."""
    return _steps(
        ("setup", _always),
        ("turn", _moves(turn)),
        ("scoring", _moves(scoring)),
        ("finish", _moves(finish)),
        ("end", _ended),
    )


SCRIPTS: dict[str, tuple[Step, ...]] = {
    "akropolis": _script(1, 3, 5),
    "blockbuster": _script(1, 3, 5),
    "bricklayer": _script(1, 3, 5),
    "shakecity": _script(1, 3, 5),
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
    return f"learn-{table.row.game}-{found.name}" if found is not None else None


async def suggestion(table: Table) -> Any | None:
    """The move the lesson suggests to the learner now (the game's one-move ranking's best), or
    None when it is not their turn."""
    seat = learner(table)
    if seat is None or table.state is None or table.result() is not None or seat not in table.to_act():
        return None
    ranked = await asyncio.to_thread(rank, table.row.game, table.game, table.state, seat, table.version)
    return ranked[0] if ranked else None


def made_by(table: Table, seats: list[int]) -> int:
    """How many of the table's moves (each action's seat, in order) the learner made."""
    learner_seat = learner(table)
    return sum(1 for s in seats[: table.version] if s == learner_seat)


def lines(table: Table, locale: str, made: int, move: Any | None) -> list[str]:
    """What a lesson's board says above its picture: the step, then the suggested move."""
    found = step_id(table, made)
    if found is None:
        return []
    out = [t(locale, found)]
    if move is not None:
        out.append(t(locale, "learn-suggest", move=str(move)))
    return out
