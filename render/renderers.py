"""Each game's render module, as its manifest names it (`Manifest.renderer`). Each module checks
for pyright that it is a `render.core.Renderer` of its own game's view type."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, cast

from games.manifest import Manifest
from games.registry import MANIFESTS
from render.core import Renderer


def renderer(manifest: Manifest) -> Renderer[Any] | None:
    """The game's render module; None for a game that draws nothing."""
    if manifest.renderer is None:
        return None
    return cast("Renderer[Any]", importlib.import_module(manifest.renderer))


def renderers(manifests: Mapping[str, Manifest] = MANIFESTS) -> dict[str, Renderer[Any]]:
    """The render modules of the games that draw, by key."""
    return {key: r for key, m in manifests.items() if (r := renderer(m)) is not None}
