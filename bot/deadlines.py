"""Per-decision clocks of a table: when each waiting seat started, reminders sent, misses, away.

Pure functions over the table's `meta` dict and the current time, so the reminder loop can be
restart-safe (everything it needs is in the database) and tested with an injected clock.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from . import table_meta
from .i18n import t
from .table_meta import TableMeta

# Time per decision, in seconds, of the paces that have a deadline.
TIMED_PACES: dict[str, int] = {
    "live": 5 * 60,
    "hour": 60 * 60,
    "day": 24 * 60 * 60,
    "3days": 3 * 24 * 60 * 60,
}
# Every pace; None = no deadline.
PACES: dict[str, int | None] = {**TIMED_PACES, "none": None}
# The English names of the paces (the `/game new pace:` choices, translated as commands are).
PACE_LABELS = {
    "live": "live: 5 minutes a move",
    "hour": "1 hour a move",
    "day": "1 day a move",
    "3days": "3 days a move",
    "none": "no deadline",
}
# The same names in the message catalog, for messages in the reader's language.
PACE_KEYS = {
    "live": "pace-live",
    "hour": "pace-hour",
    "day": "pace-day",
    "3days": "pace-3days",
    "none": "pace-none",
}
DEFAULT_PACE = "day"
AWAY_AFTER_MISSES = 2
# Reminders at half of the time and when a tenth of it is left.
REMINDER_FRACTIONS = (0.5, 0.9)


def pace_label(locale: object, pace: str) -> str:
    """A pace's name in `locale`; an unknown pace as it is stored."""
    key = PACE_KEYS.get(pace)
    return t(locale, key) if key else pace


def limit_of(meta: TableMeta) -> int | None:
    return PACES.get(table_meta.pace(meta))


def after_move(
    meta: TableMeta,
    waiting_before: Iterable[int],
    waiting_after: Iterable[int],
    actor: int | None,
    now: float,
    *,
    timed_out: bool = False,
) -> TableMeta:
    """The meta after a move: clocks start for newly waiting seats, the actor's misses update."""
    out = meta.copy()
    clock = {int(k): v for k, v in table_meta.clocks(meta).items()}
    before, after = set(waiting_before), set(waiting_after)
    # A seat that goes on waiting without having acted keeps its clock and the reminders it had.
    kept = {s for s in after & before & clock.keys() if s != actor}
    dropped = (clock.keys() - after) | (after - kept)
    reminded = sorted((int(k), v) for k, v in table_meta.reminded(meta).items() if int(k) not in dropped)
    out["clock"] = {str(s): clock[s] if s in kept else now for s in sorted(after)}
    out["reminded"] = {str(k): v for k, v in reminded}
    if actor is not None:
        missed = dict(table_meta.misses(meta))
        away = table_meta.away_seats(meta)
        if timed_out:
            missed[str(actor)] = missed.get(str(actor), 0) + 1
            if missed[str(actor)] >= AWAY_AFTER_MISSES:
                away.add(actor)
        else:
            missed.pop(str(actor), None)
            away.discard(actor)
        out["missed"] = missed
        out["away"] = sorted(away)
    return out


def start_clocks(meta: TableMeta, waiting: Iterable[int], now: float) -> TableMeta:
    return after_move(meta, (), waiting, None, now)


@dataclass(frozen=True)
class Due:
    """Something the reminder loop must do for a seat now."""

    seat: int
    kind: str  # "remind" or "deadline"
    level: int = 0  # for reminders: 1 = half time, 2 = near the end
    left: float = 0.0  # seconds left before the deadline


def _timed(
    meta: TableMeta, waiting: Iterable[int], limits: Mapping[int, int | None] | None
) -> Iterator[tuple[int, float, int, int]]:
    """Each waiting seat whose clock runs against a limit: (seat, start, limit, reminders had).

    `limits` gives a seat's time for its current decision where a game sets it per prompt;
    otherwise the table's pace applies.
    """
    pace = limit_of(meta)
    clock, reminded = table_meta.clocks(meta), table_meta.reminded(meta)
    for seat in sorted(waiting):
        limit = limits.get(seat, pace) if limits is not None else pace
        started = clock.get(str(seat))
        if started is not None and limit is not None:
            yield seat, started, limit, reminded.get(str(seat), 0)


def due(
    meta: TableMeta,
    waiting: Iterable[int],
    now: float,
    limits: Mapping[int, int | None] | None = None,
) -> list[Due]:
    """What is due for the waiting seats at `now`: at most one item per seat."""
    out: list[Due] = []
    for seat, started, limit, had in _timed(meta, waiting, limits):
        # Compared as instants, computed as `next_due` computes them, so a game selected at its
        # next_due always finds something due (no float rounding between the two).
        if now >= started + limit:
            out.append(Due(seat, "deadline"))
            continue
        # The fractions rise, so the count of those passed is the latest reminder's level.
        level = sum(now >= started + fraction * limit for fraction in REMINDER_FRACTIONS)
        if level > had:
            out.append(Due(seat, "remind", level, started + limit - now))
    return out


def next_due(
    meta: TableMeta,
    waiting: Iterable[int],
    now: float,
    limits: Mapping[int, int | None] | None = None,
) -> float | None:
    """When `due` will next have something for these waiting seats (None: never, as things are).

    An autopilot seat that must act is due `now`. Otherwise each timed seat is next due at the
    first reminder it has not had yet, else at its deadline; the earliest seat wins. It is the
    value the timer pass selects games by, so it is written with every change of the clocks.
    """
    waiting = list(waiting)
    if not table_meta.autopilot_seats(meta).isdisjoint(waiting):
        return now
    fractions = (*REMINDER_FRACTIONS, 1.0)
    times = (
        start + fractions[min(had, len(REMINDER_FRACTIONS))] * limit
        for _, start, limit, had in _timed(meta, waiting, limits)
    )
    return min(times, default=None)


def mark_reminded(meta: TableMeta, seat: int, level: int) -> TableMeta:
    out = meta.copy()
    out["reminded"] = {**table_meta.reminded(meta), str(seat): level}
    return out
