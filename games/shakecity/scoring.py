"""Bonus tiles and end-of-game scoring of one board (spec 2.5 and 6), and the final ranking."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from games.livescore import LiveScore, from_breakdown
from games.shakecity.data import (
    BEACH_CELLS,
    BLACK_CELLS,
    BONUS_POINTS,
    BONUS_TILES,
    CELLS,
    CORNER_SLOT,
    CORNER_TILE,
    EDGE_SLOTS,
    EMPTY,
    LETTERS,
    NEIGHBOURS,
    SLOT_LINES,
    ZONE,
)
from games.shakecity.state import State

CATEGORIES = ("roads", "parks", "factories", "shops", "homes", "bonus")


def slot_tiles(layout: tuple[int, ...]) -> dict[str, int]:
    """Slot -> tile id, the corner tile included."""
    return {CORNER_SLOT: CORNER_TILE, **dict(zip(EDGE_SLOTS, layout, strict=True))}


def _line_holds(board: str, line: tuple[int, ...], tile: int) -> bool:
    spec = BONUS_TILES[tile]
    if spec.letter is None:  # diagonal / full line: every cell built (D12: a construction tile is not)
        return all(board[i] in LETTERS for i in line)
    return sum(board[i] == spec.letter for i in line) >= spec.count


@lru_cache(maxsize=65536)
def flipped(board: str, layout: tuple[int, ...]) -> tuple[str, ...]:
    """Slots whose tile holds on at least one of its lines, each line checked alone (D5)."""
    return tuple(
        slot
        for slot, tile in slot_tiles(layout).items()
        if any(_line_holds(board, line, tile) for line in SLOT_LINES[slot])
    )


def connected_roads(board: str, side: str) -> frozenset[int]:
    """Roads touching a black edge, and roads linked to them through adjacent roads only (6.1)."""
    return frozenset(_linked(board, "R", [i for i in BLACK_CELLS[side] if board[i] == "R"]))


def home_groups(board: str) -> list[list[int]]:
    """Maximal sets of orthogonally adjacent homes, in reading order of their first cell."""
    seen: set[int] = set()
    groups: list[list[int]] = []
    for start in range(CELLS):
        if board[start] == "H" and start not in seen:
            group = _linked(board, "H", [start])
            seen |= group
            groups.append(sorted(group))
    return groups


def _linked(board: str, letter: str, seeds: list[int]) -> set[int]:
    """The seeds (cells holding `letter`) and every cell of that letter joined to them orthogonally."""
    stack = list(seeds)
    seen = set(seeds)
    while stack:
        i = stack.pop()
        for j in NEIGHBOURS[i]:
            if board[j] == letter and j not in seen:
                seen.add(j)
                stack.append(j)
    return seen


def _adjacent(board: str, i: int, letter: str) -> bool:
    return any(board[j] == letter for j in NEIGHBOURS[i])


@lru_cache(maxsize=16384)
def breakdown(board: str, side: str, layout: tuple[int, ...], family: bool) -> dict[str, int]:
    """Points per category (6.2); Family counts the bonus tiles only. Includes "total"."""
    bonus = BONUS_POINTS * len(flipped(board, layout))
    if family:
        return {"bonus": bonus, "total": bonus}
    seaside = bool(BEACH_CELLS[side])
    beach, black = BEACH_CELLS[side], BLACK_CELLS[side]
    connected = connected_roads(board, side)
    parks = factories = shops = 0
    for i, ch in enumerate(board):
        if ch == "P":
            parks += _adjacent(board, i, "H")
            parks += (i in beach) if seaside else _adjacent(board, i, "F")
        elif ch == "F":
            factories += _adjacent(board, i, "F") + _adjacent(board, i, "R")
        elif ch == "S" and (i in black or any(j in connected for j in NEIGHBOURS[i])):
            shops += ZONE[i]  # D19: only a black edge or a connected road qualifies a shop
    homes = 0
    for group in home_groups(board):
        if any(_adjacent(board, i, "F") for i in group):
            continue  # D17: a spoiled group scores 0, beach point included
        homes += 2 + (seaside and any(i in beach for i in group))
    out = {
        "roads": len(connected),
        "parks": parks,
        "factories": factories,
        "shops": shops,
        "homes": homes,
        "bonus": bonus,
    }
    out["total"] = sum(out.values())
    return out


def empty_cells(board: str) -> int:
    """Empty cells for the second tie-break; a construction tile is not empty (6.3.6)."""
    return board.count(EMPTY)


def eligible(board: str) -> bool:
    """Construction/Solo: only a board with every construction tile removed may win (5)."""
    return not any(ch.isdigit() for ch in board)


def rank(
    totals: Sequence[int], tiles: Sequence[int], empties: Sequence[int], eligibility: Sequence[bool]
) -> tuple[tuple[int, ...], ...]:
    """Ranking groups (6.3): eligible first; total, then flipped tiles, then fewer empty cells."""
    groups: list[tuple[int, ...]] = []
    for ok in (True, False):
        seats = [p for p in range(len(totals)) if eligibility[p] == ok]
        keys = {p: (-totals[p], -tiles[p], empties[p]) for p in seats}
        for key in sorted(set(keys.values())):
            groups.append(tuple(p for p in seats if keys[p] == key))
    return tuple(groups)


def live_score(state: State, player: int) -> LiveScore:
    """The player's board scored as it stands (6.2), its own placement of this round included:
    the player has seen it, and only that player is shown this."""
    return from_breakdown(breakdown(state.boards[player], state.side, state.bonus_layout, state.family))
