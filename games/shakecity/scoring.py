"""Bonus tiles and end-of-game scoring of one board (spec 2.5 and 6), and the final ranking."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from games.bitmask import bits_of
from games.livescore import LiveScore, from_breakdown
from games.shakecity.data import (
    BEACH_CELLS,
    BLACK_CELLS,
    BONUS_POINTS,
    BONUS_TILES,
    CELLS,
    COLS,
    CORNER_SLOT,
    CORNER_TILE,
    EDGE_SLOTS,
    EMPTY,
    LETTERS,
    ROWS,
    SLOT_LINES,
    WILD,
    ZONE,
)
from games.shakecity.state import State

CATEGORIES = ("roads", "parks", "factories", "shops", "homes", "bonus")


def slot_tiles(layout: tuple[int, ...]) -> dict[str, int]:
    """Slot -> tile id, the corner tile included."""
    return dict(_slot_tiles(layout))


@lru_cache(maxsize=256)
def _slot_tiles(layout: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    # A game keeps one layout; its slots are looked up for every board a search scores.
    return ((CORNER_SLOT, CORNER_TILE), *zip(EDGE_SLOTS, layout, strict=True))


# Each board is scored as bit masks of its cells (bit i for cell i): a search scores thousands of
# boards a decision, and walking the 36 cells and their neighbours one by one was nearly half of
# a Shake That City search's time.
_FULL = (1 << CELLS) - 1
_WEST = sum(1 << (r * COLS) for r in range(ROWS))
_EAST = _WEST << (COLS - 1)
_LINE_MASKS: dict[str, tuple[int, ...]] = {
    slot: tuple(sum(1 << i for i in line) for line in lines) for slot, lines in SLOT_LINES.items()
}
_BLACK_MASK: dict[str, int] = {side: sum(1 << i for i in cells) for side, cells in BLACK_CELLS.items()}
_BEACH_MASK: dict[str, int] = {side: sum(1 << i for i in cells) for side, cells in BEACH_CELLS.items()}
# str.translate tables: a letter's cells become "1", every other character "0".
_ONLY: dict[str, dict[int, str]] = {
    letter: {ord(ch): "1" if ch == letter else "0" for ch in (*LETTERS, WILD, EMPTY, *"0123456789")}
    for letter in LETTERS
}
_BUILT = {ord(ch): "1" if ch in LETTERS else "0" for ch in (*LETTERS, WILD, EMPTY, *"0123456789")}


def _cells(board: str, table: dict[int, str]) -> int:
    # The board reversed, so that its first cell is the lowest bit.
    return int(board[::-1].translate(table), 2)


def letter_mask(board: str, letter: str) -> int:
    """Bits of the cells holding a building of `letter`."""
    return _cells(board, _ONLY[letter])


def _around(mask: int) -> int:
    """The cells orthogonally next to at least one cell of `mask` (2.1)."""
    return ((mask << COLS) | (mask >> COLS) | ((mask & ~_EAST) << 1) | ((mask & ~_WEST) >> 1)) & _FULL


def _spread(seeds: int, within: int) -> int:
    """`seeds` and every cell of `within` joined to them orthogonally through `within`."""
    while True:
        grown = seeds | (_around(seeds) & within)
        if grown == seeds:
            return seeds
        seeds = grown


@lru_cache(maxsize=4096)  # sized as the AI's `board_points`, for the same reason
def flipped(board: str, layout: tuple[int, ...]) -> tuple[str, ...]:
    """Slots whose tile holds on at least one of its lines, each line checked alone (D5)."""
    out: list[str] = []
    for slot, tile in _slot_tiles(layout):
        spec = BONUS_TILES[tile]
        lines = _LINE_MASKS[slot]
        if spec.letter is None:  # diagonal / full line: every cell built (D12: a construction tile is not)
            built = _cells(board, _BUILT)
            holds = any(line & built == line for line in lines)
        else:
            cells = letter_mask(board, spec.letter)
            holds = any((line & cells).bit_count() >= spec.count for line in lines)
        if holds:
            out.append(slot)
    return tuple(out)


def connected_roads(board: str, side: str) -> frozenset[int]:
    """Roads touching a black edge, and roads linked to them through adjacent roads only (6.1)."""
    roads = letter_mask(board, "R")
    return frozenset(bits_of(_spread(roads & _BLACK_MASK[side], roads)))


def _groups(homes: int) -> list[int]:
    """Maximal sets of orthogonally adjacent homes, as masks, in reading order of their first cell."""
    groups: list[int] = []
    while homes:
        group = _spread(homes & -homes, homes)
        groups.append(group)
        homes &= ~group
    return groups


def home_groups(board: str) -> list[list[int]]:
    """Maximal sets of orthogonally adjacent homes, in reading order of their first cell."""
    return [bits_of(group) for group in _groups(letter_mask(board, "H"))]


# Only the bot's views read a board's breakdown more than once (a move's text, image and live
# score); the search reaches it through `board_points`, whose cache already holds the total.
@lru_cache(maxsize=256)
def breakdown(board: str, side: str, layout: tuple[int, ...], family: bool) -> dict[str, int]:
    """Points per category (6.2); Family counts the bonus tiles only. Includes "total"."""
    bonus = BONUS_POINTS * len(flipped(board, layout))
    if family:
        return {"bonus": bonus, "total": bonus}
    seaside = bool(BEACH_CELLS[side])
    beach, black = _BEACH_MASK[side], _BLACK_MASK[side]
    homes_at, shops_at, factories_at, parks_at, roads_at = (
        letter_mask(board, letter) for letter in ("H", "S", "F", "P", "R")
    )
    connected = _spread(roads_at & black, roads_at)
    by_factory = _around(factories_at)
    # A park scores next to a home, and on the beach (seaside) or else next to a factory.
    second = beach if seaside else by_factory
    parks = (parks_at & _around(homes_at)).bit_count() + (parks_at & second).bit_count()
    factories = (factories_at & by_factory).bit_count() + (factories_at & _around(roads_at)).bit_count()
    # D19: only a black edge or a connected road qualifies a shop.
    shops = sum(ZONE[i] for i in bits_of(shops_at & (black | _around(connected))))
    homes = 0
    for group in _groups(homes_at):
        if group & by_factory:
            continue  # D17: a spoiled group scores 0, beach point included
        homes += 2 + (seaside and bool(group & beach))
    out = {
        "roads": connected.bit_count(),
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


_NOT_CONSTRUCTION = str.maketrans("", "", "".join((*LETTERS, WILD, EMPTY)))


def construction_tiles(board: str) -> int:
    """The construction tiles on a board (the digits: every other cell is a building or empty)."""
    return len(board.translate(_NOT_CONSTRUCTION))


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
