"""A seat's score so far, by the categories its game scores: the shape every game's `live_score`
gives, so the bot shows any game's running score the same way."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Part:
    """One scoring category: its code (the key of the game's final breakdown), its points, and
    what they are made of where the game multiplies (Akropolis: district value, plaza stars)."""

    code: str
    points: int
    detail: tuple[int, ...] = ()


@dataclass(frozen=True)
class LiveScore:
    """A seat's score by category, in the order the game's final table lists them."""

    parts: tuple[Part, ...]

    @property
    def total(self) -> int:
        return sum(p.points for p in self.parts)

    def as_dict(self) -> dict[str, int]:
        """Category -> points, then "total": the shape of the final score table's rows."""
        out = {p.code: p.points for p in self.parts}
        out["total"] = self.total
        return out


def from_breakdown(row: Mapping[str, int]) -> LiveScore:
    """The parts of a final-table row (its "total" left out: the parts add up to it)."""
    return LiveScore(tuple(Part(k, v) for k, v in row.items() if k != "total"))
