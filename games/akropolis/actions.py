"""The one action of Akropolis, a whole turn (spec 5.2), and its text form.

Canonical text: `<slot> q<q> r<r> rot<rotation>`, e.g. `2 q1 r-2 rot5` = take the tile in slot 2
and build it with its first hex on cell (1,-2) (labelled "1,-2" in the images), turned 5 × 60°
clockwise. Four tokens, so a menu can offer slots, then q, then r, then rotations, each well
within Discord's 25 options (a late city has some 80 candidate cells, but only about 15 values of
q, and of r for one q). `parse` also takes looser typing: `2 1,-2 r5`, `take 2 at (1, -2) rot 5`.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from games.core import BadNotation

ROTATION_WORDS = ("0°", "60°", "120°", "180°", "240°", "300°")


class Turn(NamedTuple):
    """Take the tile in `slot` (1-based) and build it with hex 0 at (q, r), rotated `rotation`."""

    # A NamedTuple rather than a frozen dataclass: legal() builds hundreds per call, 5x faster so.
    slot: int
    q: int
    r: int
    rotation: int

    def __str__(self) -> str:
        return f"{self.slot} q{self.q} r{self.r} rot{self.rotation}"

    @property
    def anchor(self) -> tuple[int, int]:
        return self.q, self.r


HELP = (
    "Write a turn as `<slot> q<q> r<r> rot<rotation>`, e.g. `2 q1 r-2 rot5` (or `2 1,-2 r5`): take the "
    "tile in slot 2 and build it with its first hex on cell 1,-2, turned 5 × 60° clockwise (rotation 0 to 5)."
)

_CANONICAL = re.compile(r"(\d{1,2}) q(-?\d{1,3}) r(-?\d{1,3}) rot([0-5])")
_FILLER = re.compile(r"\b(?:take|at|place|on|cell)\b|[@(),]")
_NUMBERS = re.compile(r"\s*([a-z]*)\s*([-+]?\d{1,3})")
# Accepted word before each number, by position: slot, q, r, rotation.
_PREFIXES: tuple[frozenset[str], ...] = (
    frozenset({"", "slot", "s"}),
    frozenset({"", "q"}),
    frozenset({"", "r"}),
    frozenset({"", "r", "rot", "rotation", "k"}),
)


def parse(text: str) -> Turn:
    """The Turn a text spells; raises BadNotation with the expected form."""
    m = _CANONICAL.fullmatch(text.strip())
    if m:
        return Turn(int(m[1]), int(m[2]), int(m[3]), int(m[4]))
    cleaned = _FILLER.sub(" ", text.strip().lower().replace("−", "-"))
    pairs: list[tuple[str, int]] = []
    pos = 0
    while pos < len(cleaned):
        m = _NUMBERS.match(cleaned, pos)
        if not m:
            if cleaned[pos:].strip():
                pairs = []
            break
        pairs.append((m[1], int(m[2])))
        pos = m.end()
    if len(pairs) != 4 or any(word not in ok for (word, _), ok in zip(pairs, _PREFIXES, strict=True)):
        raise BadNotation("bad_turn", text=text.strip())
    (_, slot), (_, q), (_, r), (_, k) = pairs
    if not 0 <= k <= 5:
        raise BadNotation("bad_rotation", text=text.strip(), rotation=k)
    if slot < 1:
        raise BadNotation("bad_slot", text=text.strip(), slot=slot)
    return Turn(slot, q, r, k)


def describe(turn: Turn) -> str:
    return (
        f"Take the tile in slot {turn.slot} and build it with its first hex on {turn.q},{turn.r}, "
        f"turned {ROTATION_WORDS[turn.rotation]} clockwise."
    )
