"""The frozen game state: walls, decks, coins and whose turn it is."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from games.bricklayer.data import CARD_SHAPE, HEIGHT, SHAPES, WIDTH, Placement, placement_at
from games.core import evolve
from games.polyomino import Cell


class Phase(enum.Enum):
    """ACT: before the main action (coins may be spent); PLACE: a blind brick waits; OVER: ended."""

    ACT = "act"
    PLACE = "place"
    OVER = "over"


class End(enum.Enum):
    """How the game ended (spec §6)."""

    NONE = ""
    QUALITY = "quality"
    EFFICIENCY = "efficiency"
    DECKS_OUT = "decks_out"
    STALEMATE = "stalemate"


@dataclass(frozen=True)
class Brick:
    """A placed brick: its card, canonical rotation code, anchor cell and the turn it was placed."""

    card: int
    rot: str
    anchor: Cell
    turn: int

    @property
    def shape(self) -> str:
        return CARD_SHAPE[self.card]

    @property
    def score(self) -> int:
        return SHAPES[self.shape].score

    @property
    def placement(self) -> Placement:
        p = placement_at(self.shape, self.rot, self.anchor)
        assert p is not None, self
        return p


@dataclass(frozen=True)
class ScoredRow:
    """A row completed on `turn` with its row sum; `points` is what that whole turn scored."""

    row: int
    row_sum: int
    points: int
    rows_that_turn: int
    turn: int


@dataclass(frozen=True)
class Wall:
    """One player's board: bricks in placement order, scored rows, score and coins."""

    bricks: tuple[Brick, ...] = ()
    rows: tuple[ScoredRow, ...] = ()
    score: int = 0
    coins: int = 0

    @property
    def occupied(self) -> int:
        # Asked for on every legal() and placement check; a wall never changes, so computed once.
        m = self.__dict__.get("_occupied")
        if m is None:
            m = 0
            for b in self.bricks:
                m |= b.placement.mask
            object.__setattr__(self, "_occupied", m)  # a cache of derived data, not a field
        return m

    def adding(self, brick: Brick) -> Wall:
        """This wall with `brick` placed: its filled cells are known at once, the new brick's
        added, not every brick's looked up again (a search builds a wall a move)."""
        wall = evolve(self, bricks=(*self.bricks, brick))
        object.__setattr__(wall, "_occupied", self.occupied | brick.placement.mask)
        return wall

    def changing(self, **changes: Any) -> Wall:
        """This wall with other rows, score or coins: the same bricks, so the same filled cells."""
        assert "bricks" not in changes
        wall = evolve(self, **changes)
        if "_occupied" in self.__dict__:
            object.__setattr__(wall, "_occupied", self.__dict__["_occupied"])
        return wall

    @property
    def empty_cells(self) -> int:
        return WIDTH * HEIGHT - self.occupied.bit_count()  # bricks never overlap

    def brick_at(self) -> dict[Cell, int]:
        """Cell -> index of the brick covering it."""
        return {cell: i for i, b in enumerate(self.bricks) for cell in b.placement.cells}


@dataclass(frozen=True)
class State:
    """Everything the game needs; decks list their cards top first and stay server-side (§8)."""

    num_players: int
    start: int
    active: int
    phase: Phase
    decks: tuple[tuple[int, ...], ...]
    face_up: tuple[bool, ...]
    supply: int
    walls: tuple[Wall, ...]
    discards: tuple[int, ...] = ()
    pending: int = 0  # the card bought blind that waits to be placed (phase PLACE)
    turn: int = 1  # turns started so far, forced passes included
    passes: int = 0  # consecutive forced passes, for the stalemate rule (§6.4)
    end: End = End.NONE
    winner: int = -1
    rng: int = 0

    def top(self, deck: int) -> int:
        """The top card of deck index 0..3, or 0 when it is empty."""
        cards = self.decks[deck]
        return cards[0] if cards else 0

    def offered(self, deck: int) -> int:
        """The face-up top card of deck index 0..3, or 0 (empty, or its top is face-down)."""
        return self.top(deck) if self.face_up[deck] else 0
