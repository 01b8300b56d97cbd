"""Where each game's catalog and rules help live: the folder of the package its manifest names
(`Manifest.resources`), holding `locales/<locale>/*.ftl` and `help/<locale>.md`.

The shipped games' are known from the registry; a bot given other games adds theirs (`add`), and
the catalog reads them from then on.
"""

from __future__ import annotations

import functools
import importlib.resources
from collections.abc import Iterable
from importlib.resources.abc import Traversable

from games.manifest import Manifest

_added: dict[str, str] = {}


@functools.cache
def _shipped() -> dict[str, str]:
    # Imported here: the engines load with the first message, not with the catalog's module.
    from games.registry import MANIFESTS

    return {key: m.resources for key, m in MANIFESTS.items() if m.resources is not None}


def homes() -> dict[str, str]:
    """Game key -> the package whose folder holds its catalog and help."""
    return {**_shipped(), **_added}


def add(manifests: Iterable[Manifest]) -> bool:
    """Know these games' folders too; True when one was new (the catalog must be read again)."""
    known = homes()
    new = {
        m.key: m.resources for m in manifests if m.resources is not None and known.get(m.key) != m.resources
    }
    _added.update(new)
    return bool(new)


def folder(key: str, *parts: str) -> Traversable | None:
    """A path inside game `key`'s folder, or None when the game has none."""
    package = homes().get(key)
    if package is None:
        return None
    return importlib.resources.files(package).joinpath(*parts)


def folder_of(manifest: Manifest, *parts: str) -> Traversable | None:
    """A path inside a game's folder, whether or not the catalog reads it yet."""
    if manifest.resources is None:
        return None
    return importlib.resources.files(manifest.resources).joinpath(*parts)
