"""The engine work a search spends, counted rather than timed.

A search's cost per iteration varies several-fold between positions of one game (a thousand
legal moves listed at each node, a colour that cannot connect making every placement scan the
board), so a budget of iterations alone lets the costly positions run far past their time. The
search and the games' AIs `charge` what they do, in units of about one engine move played (a move
listed or scored counts a fraction of one, through the unit sizes below), and the search stops
once its budget's `work` is spent. The count depends only on the state, the seat, the budget and
the seed, never on the clock, so a decision stays replayable.
"""

from __future__ import annotations

from collections.abc import Generator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

# Unit sizes, from CPU profiles of the shipped games: playing a move costs about as much as
# listing sixteen, valuing one a move ahead (its points, no bookkeeping) about half of playing it.
PLAYED = 16
SCORED = 8
LISTED = 1
# What a colour that cannot connect costs in Block Buster: listing its jumps, or playing one, scans
# every free spot of every piece it holds (the profiles show about twenty moves' worth).
BLOCKED = 20 * PLAYED


@dataclass
class Meter:
    spent: int = 0


# Context-local, so two searches in two threads never count each other's work.
_METER: ContextVar[Meter | None] = ContextVar("search_work_meter", default=None)


def charge(units: int) -> None:
    """Count `units` of work against the running search (nothing outside a search)."""
    meter = _METER.get()
    if meter is not None:
        meter.spent += units


@contextmanager
def metered() -> Generator[Meter]:
    """A fresh meter for the work done inside the block."""
    meter = Meter()
    token = _METER.set(meter)
    try:
        yield meter
    finally:
        _METER.reset(token)
