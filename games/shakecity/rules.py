"""Shapes, anchors, allowed colours and placement: the rules of one decision (spec 4.2-4.4)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from games.bitmask import bits_of
from games.core import IllegalAction, Seat
from games.shakecity.actions import Place
from games.shakecity.data import (
    COLS,
    CONSTRUCTION_PAIRS,
    EMPTY,
    LETTERS,
    NEIGHBOURS,
    RESTRICTED_ROUNDS,
    ROWS,
    WILD,
    cell_name,
    option_text,
)
from games.shakecity.state import State

Offsets = tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Option:
    """A placeable (colour, wilds) choice for one seat, with its shape and legal anchors."""

    letter: str
    wilds: bool
    offsets: Offsets
    anchors: tuple[int, ...]

    @property
    def notation(self) -> str:
        return option_text(self.letter, self.wilds)


def pattern_colours(pattern: str) -> tuple[str, ...]:
    """Building colours with at least one non-wild cube in the pattern, in H S F P R order."""
    return tuple(letter for letter in LETTERS if letter in pattern)


@lru_cache(maxsize=4096)
def shape(pattern: str, letter: str, wilds: bool) -> Offsets:
    """Offsets (dr, dc) of the option's cells from its anchor, the first cell in reading order (D24)."""
    cells = [divmod(i, 3) for i, ch in enumerate(pattern) if ch == letter or (wilds and ch == WILD)]
    ar, ac = cells[0]
    return tuple((r - ar, col - ac) for r, col in cells)


_BOARD = (1 << (ROWS * COLS)) - 1


@lru_cache(maxsize=4096)  # sized as the AI's `board_points`, for the same reason
def occupied_mask(board: str) -> int:
    """Bits of the cells holding a building or a construction tile."""
    mask = 0
    for i, ch in enumerate(board):
        if ch != EMPTY:
            mask |= 1 << i
    return mask


@lru_cache(maxsize=4096)
def _sweep(offsets: Offsets) -> tuple[int, tuple[int, ...]]:
    """The bits of the anchors that keep the shape on the board, and each of its cells' index
    offset from the anchor (never negative: the anchor is the shape's first cell in reading order)."""
    on_board = 0
    for r in range(ROWS):
        for col in range(COLS):
            if all(0 <= r + dr < ROWS and 0 <= col + dc < COLS for dr, dc in offsets):
                on_board |= 1 << (r * COLS + col)
    return on_board, tuple(dr * COLS + dc for dr, dc in offsets)


def anchors(board: str, offsets: Offsets) -> tuple[int, ...]:
    """Legal anchors in reading order (4.3): every target cell on the board and empty.

    Every anchor at once: the empty cells shifted back by each cell's offset, ANDed, leave the
    anchors whose cells are all empty (a search lists a seat's options at every node)."""
    empty = _BOARD & ~occupied_mask(board)
    found, steps = _sweep(offsets)
    for step in steps:
        found &= empty >> step
    return tuple(bits_of(found))


def targets(offsets: Offsets, anchor: int) -> tuple[int, ...]:
    """Cell indices the shape covers from `anchor` (all assumed on the board)."""
    r, col = divmod(anchor, COLS)
    return tuple((r + dr) * COLS + col + dc for dr, dc in offsets)


def most_numerous(pattern: str) -> str | None:
    """The solo player's barred colour: the unique most numerous non-wild colour, None on a tie (D16)."""
    counts = Counter(ch for ch in pattern if ch != WILD)
    ranked = counts.most_common()
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return None
    return ranked[0][0] if ranked else None


def excluded_colour(state: State, player: int) -> str | None:
    """The pattern colour this seat may not take this round, if any (4.2 table)."""
    if state.solo:
        return most_numerous(state.pattern) if state.round <= RESTRICTED_ROUNDS else None
    if state.restricted and player != state.start:
        return state.start_choice or None  # D13: nothing is barred when the start player passed
    return None


def options(state: State, player: int) -> list[Option]:
    """The placeable options of a seat, in D26 order (H S F P R, plain before with wilds)."""
    board = state.boards[player]
    barred = excluded_colour(state, player)
    has_wild = WILD in state.pattern
    out: list[Option] = []
    for letter in pattern_colours(state.pattern):
        if letter == barred:
            continue
        for wilds in (False, True) if has_wild else (False,):
            offsets = shape(state.pattern, letter, wilds)
            found = anchors(board, offsets)
            if found:
                out.append(Option(letter, wilds, offsets, found))
    return out


def pass_barred(state: State, player: int) -> str | None:
    """The barred colour that alone would fit, when that is why a seat passes (D14)."""
    barred = excluded_colour(state, player)
    if barred is not None and anchors(state.boards[player], shape(state.pattern, barred, False)):
        return barred
    return None


def check_place(state: State, player: int, action: Place) -> tuple[int, ...]:
    """The target cells of a legal placement; raises IllegalAction naming the broken rule."""
    letter = action.letter
    if letter not in state.pattern:
        raise IllegalAction("colour_not_in_pattern", colour=letter)
    if action.wilds and WILD not in state.pattern:
        raise IllegalAction("no_wilds")
    barred = excluded_colour(state, player)
    if letter == barred:
        if state.solo:
            raise IllegalAction("solo_most_numerous", colour=letter)
        raise IllegalAction("colour_taken", colour=letter, start=Seat(state.start))
    offsets = shape(state.pattern, letter, action.wilds)
    ar, ac = divmod(action.anchor, COLS)
    board = state.boards[player]
    for dr, dc in offsets:
        r, col = ar + dr, ac + dc
        if not (0 <= r < ROWS and 0 <= col < COLS):
            # Where the shape leaves the board: below the last row, west of A, or a column past F.
            side = "row" if r >= ROWS else "west" if col < 0 else "column"
            raise IllegalAction(
                "off_board",
                anchor=cell_name(action.anchor),
                colour=letter,
                side=side,
                row=r + 1,
                column=chr(65 + col) if col >= 0 else "",
            )
        ch = board[r * COLS + col]
        if ch in CONSTRUCTION_DIGITS:
            a, b = CONSTRUCTION_PAIRS[int(ch)]
            raise IllegalAction(
                "cell_under_construction",
                cell=cell_name(r * COLS + col),
                tile=int(ch),
                first=a,
                second=b,
            )
        if ch != EMPTY:
            raise IllegalAction(
                "cell_taken",
                cell=cell_name(r * COLS + col),
                holds=ch,
                colour=letter,
            )
    return targets(offsets, action.anchor)


CONSTRUCTION_DIGITS = frozenset(str(tile) for tile in CONSTRUCTION_PAIRS)


def build(board: str, cells: tuple[int, ...], letter: str) -> tuple[str, tuple[int, ...]]:
    """Put `letter` on `cells`, then lift every construction tile whose pair now stands adjacent (4.4, D11).

    Returns the new board and the ids of the construction tiles removed.
    """
    chars = list(board)
    for i in cells:
        chars[i] = letter
    removed: list[int] = []
    for i, ch in enumerate(chars):
        if ch in CONSTRUCTION_DIGITS and pair_adjacent(chars, *CONSTRUCTION_PAIRS[int(ch)]):
            removed.append(int(ch))
            chars[i] = EMPTY
    return "".join(chars), tuple(sorted(removed))


def pair_adjacent(chars: list[str] | str, a: str, b: str) -> bool:
    """True if a building `a` stands orthogonally next to a building `b` anywhere on the board."""
    return any(ch == a and any(chars[j] == b for j in NEIGHBOURS[i]) for i, ch in enumerate(chars))


def remaining_construction(board: str) -> tuple[tuple[int, int], ...]:
    """(cell index, tile id) of the construction tiles still on a board."""
    return tuple((i, int(ch)) for i, ch in enumerate(board) if ch in CONSTRUCTION_DIGITS)
