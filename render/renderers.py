"""Each game's render module, by game key; typed by `render.core.Renderer`, so pyright checks
that every module provides the same drawing functions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.dicetown.view import DiceTownView
from games.shakecity.view import ShakeCityView
from render import akropolis, blockbuster, bricklayer, dicetown, shakecity
from render.core import Renderer

DICETOWN: Renderer[DiceTownView] = dicetown
SHAKECITY: Renderer[ShakeCityView] = shakecity

RENDERERS: Mapping[str, Renderer[Any]] = {
    "akropolis": akropolis,
    "dicetown": DICETOWN,
    "shakecity": SHAKECITY,
    "blockbuster": blockbuster,
    "bricklayer": bricklayer,
}
