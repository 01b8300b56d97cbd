"""Each game's render module, by game key; typed by `render.core.Renderer` with the game's view
TypedDict, so pyright checks that every module provides the same drawing functions and that each
draws from its own game's view."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.akropolis.view import AkropolisView
from games.blockbuster.view import BlockBusterView
from games.bricklayer.view import BricklayerView
from games.dicetown.view import DiceTownView
from games.shakecity.view import ShakeCityView
from render import akropolis, blockbuster, bricklayer, dicetown, shakecity
from render.core import Renderer

AKROPOLIS: Renderer[AkropolisView] = akropolis
BLOCKBUSTER: Renderer[BlockBusterView] = blockbuster
BRICKLAYER: Renderer[BricklayerView] = bricklayer
DICETOWN: Renderer[DiceTownView] = dicetown
SHAKECITY: Renderer[ShakeCityView] = shakecity

RENDERERS: Mapping[str, Renderer[Any]] = {
    "akropolis": AKROPOLIS,
    "dicetown": DICETOWN,
    "shakecity": SHAKECITY,
    "blockbuster": BLOCKBUSTER,
    "bricklayer": BRICKLAYER,
}
