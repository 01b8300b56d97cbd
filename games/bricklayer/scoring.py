"""Row sums, the multi-row table (§5), and the final ranking with its tie-breaks (§6)."""

from __future__ import annotations

from collections.abc import Iterable

from games.bricklayer.data import HEIGHT, ROW_MASKS
from games.bricklayer.state import End, State, Wall
from games.core import Result, seat
from games.livescore import LiveScore, from_breakdown


def turn_points(row_sums: Iterable[int]) -> int:
    """M × n + (n − 1)(n − 2) / 2 for n rows completed together, M the highest row sum (§5, D9)."""
    sums = list(row_sums)
    n = len(sums)
    if n == 0:
        return 0
    return max(sums) * n + (n - 1) * (n - 2) // 2


def row_sum(wall: Wall, row: int) -> int:
    """The scores of the distinct bricks with a cell in `row`; a brick counts once per row (§5, D7)."""
    cells = ROW_MASKS[row]
    return sum(b.score for b in wall.bricks if b.placement.mask & cells)


def full_rows(occupied: int) -> list[int]:
    return [r for r in range(HEIGHT) if occupied & ROW_MASKS[r] == ROW_MASKS[r]]


def unscored_rows(wall: Wall) -> list[int]:
    """Rows complete now that have not scored yet: the rows completed during the current turn (§4.5)."""
    done = {s.row for s in wall.rows}
    return [r for r in full_rows(wall.occupied) if r not in done]


def breakdown(wall: Wall) -> dict[str, int]:
    """Points by how many rows were completed at once; the categories sum to the score."""
    out: dict[str, int] = {}
    seen: set[int] = set()
    for s in wall.rows:
        if s.turn in seen:
            continue
        seen.add(s.turn)
        key = "1 row" if s.rows_that_turn == 1 else f"{s.rows_that_turn} rows"
        out[key] = out.get(key, 0) + s.points
    out["total"] = wall.score
    return out


def _ranking(state: State) -> tuple[tuple[int, ...], ...]:
    """Winner (if a win ended the game) first; then score, then fewer empty cells; equal keys share (D15)."""
    key = {p: (-w.score, w.empty_cells) for p, w in enumerate(state.walls)}
    others = [p for p in range(state.num_players) if p != state.winner]
    groups: list[tuple[int, ...]] = [(state.winner,)] if state.winner >= 0 else []
    for k in sorted({key[p] for p in others}):
        groups.append(tuple(p for p in others if key[p] == k))
    return tuple(groups)


def result(state: State) -> Result | None:
    if state.end is End.NONE:
        return None
    ranking = _ranking(state)
    scores = tuple(w.score for w in state.walls)
    if state.end is End.QUALITY:
        w = state.winner
        reason = f"{seat(w)} reached {scores[w]} points: a quality win."
    elif state.end is End.EFFICIENCY:
        w = state.winner
        reason = f"{seat(state.winner)}'s wall is full enough that no offered brick fits: an efficiency win."
    else:
        cause = "The decks ran out" if state.end is End.DECKS_OUT else "Everyone had to pass for a full round"
        top = ranking[0]
        if len(top) == 1:
            reason = f"{cause}; {seat(top[0])} has the highest score."
        else:
            names = " and ".join(seat(p) for p in top)
            reason = f"{cause}; {names} tie on score and empty cells and share the win."
    winners = (
        frozenset(ranking[0]) if state.end in (End.DECKS_OUT, End.STALEMATE) else frozenset({state.winner})
    )
    return Result(
        scores=scores,
        ranking=ranking,
        breakdown=tuple(breakdown(w) for w in state.walls),
        winners=winners,
        reason=reason,
    )


def live_score(state: State, player: int) -> LiveScore:
    """The player's points so far by how many rows each scoring turn completed (all on the table)."""
    return from_breakdown(breakdown(state.walls[player]))
