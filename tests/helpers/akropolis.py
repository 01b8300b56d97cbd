"""Akropolis cities built from the rulebook's worked examples."""

from __future__ import annotations

from collections.abc import Sequence

from games.akropolis import City

EXAMPLE_2 = [(9, 0, 2, 4), (4, -1, 2, 1), (23, 2, -2, 2), (20, -1, 0, 2), (1, 0, -1, 5)]


EXAMPLE_3 = [
    (6, 0, 2, 3),
    (20, 2, 2, 3),
    (22, 2, -1, 0),
    (26, 4, 0, 2),
    (41, -2, 2, 1),
    (53, 2, -2, 2),
    (19, 3, -1, 1),
]


def build(moves: Sequence[tuple[int, int, int, int]]) -> tuple[City, list[int]]:
    """Replay example moves from the starting tile; returns the city and stones gained per move."""
    city = City.start()
    gains = []
    for tile, q, r, k in moves:
        city, gained = city.place(tile, q, r, k)
        gains.append(gained)
    return city, gains
