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
import functools
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.ai import rank
from games.registry import find

from .bot_seats import is_bot
from .i18n import t
from .i18n.catalog import has
from .tables import Table

# The bot the player meets: the easiest, so the lesson is about the rules, not about losing.
LEVEL = "easy"
# One seed for every game: the same tiles, cards and dice every time, so every step is met.
SEED = 7


@dataclass(frozen=True)
class Step:
    message: str  # its catalog id, learn-<game>-<step>
    holds: Callable[[Table, int], bool]  # (table, how many moves the learner has made)


def always(table: Table, made: int) -> bool:
    return True


def moves(count: int) -> Callable[[Table, int], bool]:
    """Once the learner has made `count` moves (whoever moved first, bot or learner)."""
    return lambda table, made: made >= count


def ended(table: Table, made: int) -> bool:
    return table.result() is not None


def _script(ids: tuple[str, ...], turn: int, scoring: int, finish: int) -> tuple[Step, ...]:
    """Setup until the learner's first move, then a turn, scoring and playing on (once they have
    made those many moves), and the end; `ids` are their catalog ids, in that order."""
    conditions = (always, moves(turn), moves(scoring), moves(finish), ended)
    return tuple(Step(id_, holds) for id_, holds in zip(ids, conditions, strict=True))


# The steps of a lesson unless its game's UI package has its own (`<ui>.lesson.LESSON`).
STEPS = ("setup", "turn", "scoring", "finish", "end")


def script(game: str) -> tuple[Step, ...] | None:
    """The lesson of `game`, or None for a game whose catalog has none (`learn-<game>-setup`)."""
    if not has(f"learn-{game}-setup"):
        return None
    try:
        ui = find(game).ui
    except KeyError:
        ui = None
    if ui is not None:
        try:
            return importlib.import_module(f"{ui}.lesson").LESSON
        except ModuleNotFoundError as exc:
            if exc.name != f"{ui}.lesson":
                raise
    return _script(tuple(f"learn-{game}-{name}" for name in STEPS), 1, 3, 5)


# A game's steps never change while the bot runs.
script_of = functools.cache(script)


def is_lesson(table: Table) -> bool:
    return bool(table.row.meta.get("tutorial"))


def learner(table: Table) -> int | None:
    """The seat of the person learning (the only one not a bot)."""
    return next((s for s, p in enumerate(table.players) if not is_bot(p)), None)


def step(table: Table, made: int) -> Step | None:
    """The step of the lesson the table is at, the learner having made `made` moves; None before
    it starts or for no lesson."""
    script = script_of(table.row.game)
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
