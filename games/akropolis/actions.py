"""The one action of Akropolis, a whole turn (spec 5.2), and its text form.

Canonical text: `<slot> <q>,<r> r<rotation>`, e.g. `2 1,-2 r5` = take the tile in slot 2 and
build it with its first hex on cell (1,-2), turned 5 × 60° clockwise. Three tokens, so a menu can
offer slots, then cells, then rotations. `parse` also accepts looser typing such as
`take 2 at (1, -2) rot 5`.
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
        return f"{self.slot} {self.q},{self.r} r{self.rotation}"

    @property
    def anchor(self) -> tuple[int, int]:
        return self.q, self.r


_LOOSE = re.compile(
    r"""^(?:take\s+)?(?:slot\s*)?(?P<slot>\d{1,2})(?:\s*(?:at|place|@)\s*|\s+)
        \(?\s*(?P<q>[-+]?\d{1,3})\s*[, ]\s*(?P<r>[-+]?\d{1,3})\s*\)?
        (?:\s*(?:r|rot|rotation|k)\s*|\s+)(?P<k>\d)$""",
    re.VERBOSE,
)

HELP = (
    "Write a turn as `<slot> <q>,<r> r<rotation>`, e.g. `2 1,-2 r5`: take the tile in slot 2 and build it "
    "with its first hex on cell (1,-2), turned 5 × 60° clockwise (rotation 0 to 5)."
)


def parse(text: str) -> Turn:
    """The Turn a text spells; raises BadNotation with the expected form."""
    cleaned = " ".join(text.strip().lower().replace("−", "-").split())
    m = _LOOSE.match(cleaned)
    if not m:
        raise BadNotation(f"I cannot read {text.strip()!r}. {HELP}", code="bad_turn", text=text)
    k = int(m["k"])
    if k > 5:
        raise BadNotation(f"Rotation must be 0 to 5, not {k}. {HELP}", code="bad_rotation", text=text)
    slot = int(m["slot"])
    if slot < 1:
        raise BadNotation(f"Slots are numbered from 1, not {slot}. {HELP}", code="bad_slot", text=text)
    return Turn(slot, int(m["q"]), int(m["r"]), k)


def describe(turn: Turn) -> str:
    return (
        f"Take the tile in slot {turn.slot} and build it with its first hex on ({turn.q},{turn.r}), "
        f"turned {ROTATION_WORDS[turn.rotation]} clockwise."
    )
