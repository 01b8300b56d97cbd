"""Actions and their one text form (spec §9): `take 3 R90 H4`, `coin`, `buy 2 R0 A5`, `buy 2`,
`place R0 B8`, `pass`. Decks are numbered 1-4 as players say them."""

from __future__ import annotations

from dataclasses import dataclass

from games import polyomino
from games.bricklayer.data import DECKS, HEIGHT, WIDTH
from games.core import BadNotation, Word
from games.polyomino import Cell


@dataclass(frozen=True)
class Take:
    """Main action: take deck `deck`'s face-up card and place its brick."""

    deck: int
    rot: str
    at: Cell

    def __str__(self) -> str:
        return f"take {self.deck} {self.rot} {polyomino.label(self.at)}"


class Coin(Word, text="coin"):
    """Main action: take a coin from the supply."""


@dataclass(frozen=True)
class Buy:
    """Coin phase: spend a coin on a deck's top card; rot/at for a face-up card, none for a blind one."""

    deck: int
    rot: str | None = None
    at: Cell | None = None

    @property
    def blind(self) -> bool:
        return self.at is None

    def __str__(self) -> str:
        if self.at is None:
            return f"buy {self.deck}"
        return f"buy {self.deck} {self.rot} {polyomino.label(self.at)}"


@dataclass(frozen=True)
class Place:
    """Place the brick just bought blind."""

    rot: str
    at: Cell

    def __str__(self) -> str:
        return f"place {self.rot} {polyomino.label(self.at)}"


class Pass(Word, text="pass"):
    """No card and no coin can be taken; the engine plays it by itself (§4.3)."""


Action = Take | Coin | Buy | Place | Pass


def _deck(token: str) -> int:
    if not token.isdigit() or not 1 <= int(token) <= DECKS:
        raise BadNotation("bad_deck", deck=repr(token), decks=DECKS)
    return int(token)


def _rot(token: str) -> str:
    code = token.upper()
    if code not in polyomino.ROTATIONS:
        raise BadNotation("bad_rotation", rot=repr(token))
    return code


def _cell(token: str) -> Cell:
    # Two readings, so that each of polyomino's two sentences has its own code.
    try:
        polyomino.parse_label(token)
    except ValueError:
        raise BadNotation("bad_cell", cell=repr(token)) from None
    try:
        return polyomino.parse_label(token, HEIGHT, WIDTH)
    except ValueError:
        last = polyomino.label((HEIGHT - 1, WIDTH - 1))
        raise BadNotation("off_wall", cell=token.strip().upper(), last=last) from None


def parse(text: str) -> Action:
    """The action a text spells (case-insensitive); raises BadNotation with the expected form."""
    tokens = text.split()
    if not tokens:
        raise BadNotation("empty")
    verb, args = tokens[0].lower(), tokens[1:]
    if verb == "take" and len(args) == 3:
        return Take(_deck(args[0]), _rot(args[1]), _cell(args[2]))
    if verb == "coin" and not args:
        return Coin()
    if verb == "buy" and len(args) == 1:
        return Buy(_deck(args[0]))
    if verb == "buy" and len(args) == 3:
        return Buy(_deck(args[0]), _rot(args[1]), _cell(args[2]))
    if verb == "place" and len(args) == 2:
        return Place(_rot(args[0]), _cell(args[1]))
    if verb == "pass" and not args:
        return Pass()
    if verb in ("take", "coin", "buy", "place", "pass"):
        raise BadNotation("bad_arguments", verb=verb)  # the sentence gives the verb's form
    raise BadNotation("unknown_verb", verb=repr(tokens[0]))
