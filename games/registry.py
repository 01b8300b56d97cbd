"""The one list of games. `GAMES[key]` is the game object; keys are ASCII and stable."""

from __future__ import annotations

import importlib

from games.core import Game

# key -> module exporting GAME. The order is the order menus show.
_MODULES: dict[str, str] = {
    "akropolis": "games.akropolis",
    "dicetown": "games.dicetown",
    "shakecity": "games.shakecity",
    "blockbuster": "games.blockbuster",
    "bricklayer": "games.bricklayer",
}


def _load() -> dict[str, Game]:
    games: dict[str, Game] = {}
    for key, module_name in _MODULES.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:  # a game not yet in this checkout
            if exc.name == module_name:
                continue
            raise
        games[key] = module.GAME
    return games


GAMES: dict[str, Game] = _load()
