"""The one list of games. `GAMES[key]` is the game object; keys are ASCII and stable, and the
order is the order menus show."""

from __future__ import annotations

from games.akropolis import GAME as AKROPOLIS
from games.blockbuster import GAME as BLOCKBUSTER
from games.bricklayer import GAME as BRICKLAYER
from games.core import Game
from games.dicetown import GAME as DICETOWN
from games.shakecity import GAME as SHAKECITY

GAMES: dict[str, Game] = {
    "akropolis": AKROPOLIS,
    "dicetown": DICETOWN,
    "shakecity": SHAKECITY,
    "blockbuster": BLOCKBUSTER,
    "bricklayer": BRICKLAYER,
}
