"""Scores, breakdowns, team totals and the final ranking with tie-breaks (spec §6.2-6.3, §9 resign)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from games.core import Result, seat
from games.livescore import LiveScore, from_breakdown

from .geometry import JUMP_POINTS, LEFTOVER_POINTS, PIECES, SET_POINTS
from .rules import held
from .state import Mode, State

TEAMS = ((0, 2), (1, 3))  # stored seats 1+3 against 2+4 (spec §3.3, D20)


@dataclass(frozen=True)
class Tally:
    """One player's score parts (all penalties negative)."""

    symbols: int
    held: int  # number of secured symbols held (first tie-break)
    start: int
    jumps: int
    leftover: int
    leftover_squares: int  # second tie-break

    @property
    def total(self) -> int:
        return self.symbols + self.start + self.jumps + self.leftover

    def breakdown(self) -> dict[str, int]:
        return {
            "symbols": self.symbols,
            "start": self.start,
            "jumps": self.jumps,
            "leftover": self.leftover,
            "total": self.total,
        }


def symbol_points(counts: Sequence[int]) -> int:
    """Per type 1 -> 3, 2 -> 7, 3 -> 12, not added up (§6.2, D14); an instant winner's set scores 12 (§9)."""
    return sum(SET_POINTS[min(n, len(SET_POINTS) - 1)] for n in counts)


def tally(state: State, player: int) -> Tally:
    counts = held(state, player)
    squares = sum(
        n * PIECES[i + 1].size for k in state.colours_of(player) for i, n in enumerate(state.pieces[k])
    )
    gaps = sum(gap for k, gap in state.jumps if state.owners[k] == player)
    return Tally(
        symbols=symbol_points(list(counts.values())),
        held=sum(counts.values()),
        start=state.start_penalty[player],
        jumps=JUMP_POINTS * gaps,
        leftover=LEFTOVER_POINTS * squares,
        leftover_squares=squares,
    )


def _rank(
    units: list[tuple[int, ...]], key: Callable[[tuple[int, ...]], tuple[int, ...]]
) -> list[tuple[int, ...]]:
    """Groups of seats, best first; units with equal keys share a group."""
    groups: list[tuple[int, ...]] = []
    last: tuple[int, ...] | None = None
    for unit in sorted(units, key=key):
        if key(unit) == last:
            groups[-1] = tuple(sorted(groups[-1] + unit))
        else:
            groups.append(unit)
        last = key(unit)
    return groups


def result(state: State) -> Result | None:
    """None while play goes on; else scores, the ranking with tie-breaks and a reason."""
    if not state.over:
        return None
    tallies = [tally(state, p) for p in range(state.num_players)]
    units = [tuple(t) for t in TEAMS] if state.mode is Mode.TEAM else [(p,) for p in range(state.num_players)]

    def key(unit: tuple[int, ...]) -> tuple[int, ...]:
        ts = [tallies[p] for p in unit]
        return (-sum(t.total for t in ts), -sum(t.held for t in ts), sum(t.leftover_squares for t in ts))

    def resigned_at(unit: tuple[int, ...]) -> int:
        return max(state.resigned.index(p) for p in unit if p in state.resigned)

    first = [u for u in units if state.instant_winner in u]
    quitters = sorted((u for u in units if set(u) & set(state.resigned)), key=resigned_at)
    rest = [u for u in units if u not in first and u not in quitters]
    ranking = tuple(first + _rank(rest, key) + quitters)
    winners = frozenset(ranking[0]) if ranking else frozenset[int]()
    return Result(
        scores=tuple(t.total for t in tallies),
        ranking=ranking,
        breakdown=tuple(t.breakdown() for t in tallies),
        winners=winners,
        reason=_reason(state, ranking, tallies),
    )


def _names(seats: Sequence[int]) -> str:
    return " and ".join(seat(p) for p in seats)


def _reason(state: State, ranking: tuple[tuple[int, ...], ...], tallies: list[Tally]) -> str:
    top = ranking[0]
    team = state.mode is Mode.TEAM
    who = f"Team {_names(top)}" if team else _names(top)
    points = sum(tallies[p].total for p in top) if team else tallies[top[0]].total
    if state.instant_winner >= 0:
        symbol, n = held(state, state.instant_winner).most_common(1)[0]
        text = f"{seat(state.instant_winner)} holds {n} {symbol}s and wins at once"
        return f"{text} for {who}." if team else f"{text}."
    if state.resigned and len(ranking) > 1 and all(set(u) & set(state.resigned) for u in ranking[1:]):
        return f"{who} wins: the other side resigned."
    if team:
        others = [sum(tallies[p].total for p in unit) for unit in ranking[1:]]
        return f"{who} wins with {points} points against {others[0]}." if others else f"{who} wins."
    verb = "wins" if len(top) == 1 else "share the win"
    return f"{who} {verb} with {points} point{'s' * (abs(points) != 1)}."


def live_score(state: State, player: int) -> LiveScore:
    """The player's score as it stands: symbols held, then the start, jump and leftover-squares
    penalties (all on the table). Mid-game, "leftover" counts the squares not yet placed."""
    return from_breakdown(tally(state, player).breakdown())
