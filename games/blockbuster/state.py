"""Block Buster's state, actions and their one text form (spec §9: `place 13 R90 A1`, `pass`, `resign`)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from games.core import BadNotation, Word
from games.polyomino import ORIENTATIONS, Cell, label, parse_label

from .geometry import COLOURS, MODE_TABLE, PIECES, ModeRules

EMPTY = "."
SYMBOL = "#"


class Mode(enum.Enum):
    """The `mode` option of `/game new` (spec §3.3)."""

    STANDARD = "standard"
    SPECIAL_DUEL = "special_duel"
    TEAM = "team"
    OFFICIAL_DUEL = "official_duel"


def mode_rules(mode: Mode, num_players: int) -> ModeRules:
    key = {
        Mode.STANDARD: f"standard_{num_players}p",
        Mode.SPECIAL_DUEL: "special_duel",
        Mode.TEAM: "team_2v2",
        Mode.OFFICIAL_DUEL: "official_duel",
    }[mode]
    return MODE_TABLE[key]


def colour_names(count: int) -> tuple[str, ...]:
    """Colour names in turn order: red and blue for two colours (spec Examples A-C), else the box order."""
    return ("red", "blue") if count == 2 else COLOURS[:count]


@dataclass(frozen=True)
class Place:
    """Place `piece` in orientation `orient` with its first cell (reading order) on `cell`."""

    piece: int
    orient: str
    cell: Cell

    def __str__(self) -> str:
        return f"place {self.piece} {self.orient} {label(self.cell)}"


class Pass(Word, text="pass"):
    """Give up for the rest of the game instead of jumping (spec §4.6)."""


class Resign(Word, text="resign"):
    """Drop out: the player's colours pass at once and the player ranks last (spec §9)."""


Action = Place | Pass | Resign


@dataclass(frozen=True)
class LastMove:
    """The latest placement, outlined on the board and announced."""

    colour: int
    place: Place
    gap: int  # 0 for a connected or first placement


@dataclass(frozen=True)
class State:
    """Everything public; colours are numbered in turn order and each has an owner seat."""

    mode: Mode
    num_players: int
    setup: int  # symbols per side: 3, 4 or 5
    start: int  # the start player's seat
    owners: tuple[int, ...]  # colour -> seat
    board: str  # row-major, one char per cell: "." free, "#" symbol tile, "0".."3" a colour
    pieces: tuple[tuple[int, ...], ...]  # colour -> remaining count of pieces 1..13
    start_penalty: tuple[int, ...]  # seat -> start penalty
    jumps: tuple[tuple[int, int], ...]  # (colour, gap) of every jump, in order
    secured: tuple[int, ...]  # symbol tile -> securing colour, or -1
    passed: tuple[bool, ...]  # colour -> out for the rest of the game
    turn: int  # colour to move; -1 once the game is over
    resigned: tuple[int, ...]  # seats, in order of resignation
    instant_winner: int  # seat that won at once (spec §6.1), or -1
    last: LastMove | None
    moves: int
    rng: int

    @property
    def rules(self) -> ModeRules:
        return mode_rules(self.mode, self.num_players)

    @property
    def over(self) -> bool:
        return self.turn < 0

    @property
    def colour_names(self) -> tuple[str, ...]:
        return colour_names(len(self.owners))

    def colours_of(self, seat: int) -> tuple[int, ...]:
        return tuple(k for k, owner in enumerate(self.owners) if owner == seat)


def parse(text: str) -> Action:
    """`place <piece> <orient> <cell>`, `pass` or `resign`; the orientation is made canonical."""
    tokens = text.strip().split()
    if not tokens:
        raise BadNotation("empty")
    head = tokens[0].lower()
    if head in ("pass", "resign") and len(tokens) == 1:
        return Pass() if head == "pass" else Resign()
    if head != "place" or len(tokens) != 4:
        raise BadNotation("not_a_move", text=repr(text.strip()))
    _, piece_text, code_text, cell_text = tokens
    if not piece_text.isdigit() or int(piece_text) not in PIECES:
        raise BadNotation("bad_piece", piece=repr(piece_text), count=len(PIECES))
    piece = int(piece_text)
    code = code_text.upper()
    if code not in ORIENTATIONS:
        raise BadNotation("bad_orientation_code", orient=repr(code_text), codes=" ".join(ORIENTATIONS))
    try:
        cell = parse_label(cell_text)
    except ValueError as exc:
        # A malformed cell (the board's bounds are checked with the placement).
        raise BadNotation("bad_cell", cell=repr(cell_text)) from exc
    if cell[0] < 0:
        raise BadNotation("row_zero", cell=repr(cell_text))
    return Place(piece, PIECES[piece].canonical(code), cell)
