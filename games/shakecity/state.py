"""The frozen state of a Shake That City game and its round log."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from games.shakecity.data import RESTRICTED_ROUNDS

SCHEMA_VERSION = 1


class Phase(enum.Enum):
    """Who may act in the current round (spec 8: phase A, phase B, game over)."""

    START = "start"  # rounds 1-12 with 2-4 players: only the start player chooses
    OPEN = "open"  # everyone still to act chooses, in any order, hidden until the round closes
    OVER = "over"


@dataclass(frozen=True)
class RoundLog:
    """A closed round: its pattern and every seat's decision ("H+W D2" or "pass")."""

    round: int
    start: int
    pattern: str
    decisions: tuple[str, ...]


@dataclass(frozen=True)
class State:
    """Boards are 36-character strings, row 1 first: a building letter, "." or a construction tile digit.

    `public_boards` is what the table has seen: a phase-B placement stays out of it until the round
    closes (D25). `decisions[p]` is "" while seat p has still to act this round.
    """

    num_players: int
    side: str
    family: bool
    construction: bool
    wild_night: bool
    bonus_layout: tuple[int, ...]  # tile ids in slots N1, N2, N3, W1, W2, W3 (tile 1 is always NW)
    construction_layout: tuple[tuple[int, int], ...]  # (cell index, tile id), north end first
    boards: tuple[str, ...]
    public_boards: tuple[str, ...]
    round: int
    start: int
    phase: Phase
    pattern: str  # 9 letters, a1 b1 c1 a2 ... c3; "" once the game is over
    start_choice: str  # the colour the start player took in phase A, "" if none yet or he passed
    decisions: tuple[str, ...]
    wilds_pool: int
    wilds_track: int
    history: tuple[RoundLog, ...]
    rng: int

    @property
    def solo(self) -> bool:
        return self.num_players == 1

    @property
    def restricted(self) -> bool:
        """Rounds 1-12 with 2-4 players: the start player chooses first and bars his colour (4.2)."""
        return self.round <= RESTRICTED_ROUNDS and self.num_players >= 2
