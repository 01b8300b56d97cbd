"""Each game's render module, as its manifest names it (`Manifest.renderer`). Each module checks
for pyright that it is a `render.core.Renderer` of its own game's view type, and that its optional
hooks have the types given here."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, cast

from PIL import Image

from games.core import Game
from games.manifest import Manifest
from games.registry import MANIFESTS
from render.core import Renderer

# `gallery_choosers(game, state, seat, names)`: the images the seat to act chooses its move from
# (previews, placement menus), each with its name, as `python -m render.gallery` writes them. The
# gallery draws positions, not tables: the hook asks the engine for the views the game's UI would
# (the seat's legal moves, a move's preview) and draws those.
GalleryChoosers = Callable[[Game, Any, int, Sequence[str]], Iterator[tuple[str, Image.Image]]]


def renderer(manifest: Manifest) -> Renderer[Any] | None:
    """The game's render module; None for a game that draws nothing."""
    if manifest.renderer is None:
        return None
    return cast("Renderer[Any]", importlib.import_module(manifest.renderer))


def renderers(manifests: Mapping[str, Manifest] = MANIFESTS) -> dict[str, Renderer[Any]]:
    """The render modules of the games that draw, by key."""
    return {key: r for key, m in manifests.items() if (r := renderer(m)) is not None}


def gallery_choosers(manifest: Manifest) -> GalleryChoosers | None:
    """The renderer's `gallery_choosers` hook; None for a game that draws no choosing images."""
    module = renderer(manifest)
    return cast("GalleryChoosers | None", getattr(module, "gallery_choosers", None))
