"""The game state: site, face-down stacks, cities, stones, the chief architect and the solo VA."""

from __future__ import annotations

from dataclasses import dataclass

from games.akropolis.city import City
from games.akropolis.data import SETUP, tiles_for
from games.core import rng_seed, rng_shuffle

STATE_VERSION = 1
VA_NAME = "The virtual architect"


@dataclass(frozen=True)
class State:
    """Whole-game state. "Architects" are the seats plus, in solo, the virtual architect (index 1)."""

    players: int  # seats; 1 = solo against the virtual architect
    variants: frozenset[str]  # district words whose variant (spec 4.6) is on
    difficulty: str  # solo only ("easy", "medium", "hard"); "" with 2-4 players
    running_scores: bool  # show scores during play (D24)
    rng: int
    site: tuple[int, ...]  # face-up tile ids; index 0 is slot 1
    stacks: tuple[tuple[int, ...], ...]  # face-down stacks, the next to be revealed first (hidden)
    cities: tuple[City, ...]  # one per seat
    stones: tuple[int, ...]  # one per architect
    va_tiles: tuple[int, ...]  # tiles the virtual architect took (solo)
    turn: int  # turns played so far, the virtual architect's included
    chief: int  # architect holding the chief architect token
    over: bool

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def architects(self) -> int:
        """How many take turns: the seats, plus the virtual architect in solo (spec 2.1)."""
        return 2 if self.players == 1 else self.players

    @property
    def current(self) -> int:
        """The architect whose turn it is: strict rotation from the first player (spec 3.1, D17)."""
        return self.turn % self.architects

    @property
    def round(self) -> int:
        """1-based round: one round per site (the initial one, then one per stack revealed)."""
        return self.turn // (self.architects + 1) + 1


def new_state(
    players: int, variants: frozenset[str], difficulty: str, running_scores: bool, seed: int
) -> State:
    """Shuffle the tiles of this player count into 11 stacks and the site (spec 2.2, D23)."""
    architects = 2 if players == 1 else players
    setup = SETUP[players]
    rng, tiles = rng_shuffle(rng_seed(seed), tiles_for(players))
    per = setup.tiles_per_stack
    stacks = tuple(tuple(tiles[i * per : (i + 1) * per]) for i in range(setup.stacks))
    site = tuple(tiles[setup.stacks * per :])
    assert len(site) == setup.site == architects + 2
    # Seat 0 is the first player and holds the token; seats were dealt randomly (D22).
    return State(
        players=players,
        variants=variants,
        difficulty=difficulty if players == 1 else "",
        running_scores=running_scores,
        rng=rng,
        site=site,
        stacks=stacks,
        cities=tuple(City.start() for _ in range(players)),
        stones=tuple(range(1, architects + 1)),  # 1, 2, 3, 4 clockwise from the first player (solo: VA 2)
        va_tiles=(),
        turn=0,
        chief=0,
        over=False,
    )
