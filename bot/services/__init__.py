"""The table services: each does one thing to the tables of the repository (bot/repository.py),
and none imports discord.

- `lobby`: open a table, sit down and leave, options, start;
- `moves`: apply a move and write it with the new state in one transaction;
- `schedule`: when each table next needs the timer; reminders recorded, bots' moves claimed;
- `seats`: autopilot, a seat handed on, abandoning and its votes, games whose channel is gone;
- `undo`: take back the last action, with consent when it revealed something;
- `history`: a game's past from its log.

The ratings subscribe to the end of games in the store (bot/ratings.py) when the services are
built: a game's end and its ratings are one transaction, and the store knows no ratings.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from games.core import Game

from .. import ratings
from ..repository import DEFAULT_CACHE_SIZE, Tables
from ..store_api import GameStore
from .history import History
from .lobby import Lobby
from .moves import Moves
from .schedule import Schedule, SeatLimit, pace_limit
from .seats import Seats
from .undo import Undo


@dataclass(frozen=True)
class Services:
    """The repository and the services over it, built together (`build`)."""

    tables: Tables
    lobby: Lobby
    moves: Moves
    schedule: Schedule
    seats: Seats
    undo: Undo
    history: History


def build(
    store: GameStore,
    games: Mapping[str, Game] | None = None,
    *,
    clock: Callable[[], float] = time.time,
    seed_source: Callable[[], int] = lambda: secrets.randbits(63),
    limits: SeatLimit = pace_limit,
    cache_size: int = DEFAULT_CACHE_SIZE,
    bot_tables: tuple[int, int] = (0, 0),
) -> Services:
    """The services of the tables of `store` for these games (the registry's by default)."""
    if games is None:
        from games.registry import GAMES as games
    ratings.subscribe(store)
    tables = Tables(store, games, clock=clock, cache_size=cache_size)
    schedule = Schedule(tables, limits)
    return Services(
        tables=tables,
        lobby=Lobby(tables, schedule, seed_source=seed_source, bot_tables=bot_tables),
        moves=Moves(tables, schedule),
        schedule=schedule,
        seats=Seats(tables, schedule),
        undo=Undo(tables, schedule),
        history=History(tables),
    )
