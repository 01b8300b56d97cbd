"""The one list of games: the packages whose `MANIFEST` the bot loads, in the order menus show.

`GAMES[key]` is the game object and `MANIFESTS[key]` its manifest; keys are ASCII and stable. A
registry of other games (tests add one to these) is `load([...])` of their packages.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import replace

from games.core import Game
from games.manifest import Manifest

SHIPPED: tuple[str, ...] = (
    "games.akropolis",
    "games.dicetown",
    "games.shakecity",
    "games.blockbuster",
    "games.bricklayer",
)


class Registry(Mapping[str, Manifest]):
    """Manifests by key, in their order."""

    def __init__(self, manifests: Iterable[Manifest]) -> None:
        self._manifests: dict[str, Manifest] = {}
        for manifest in manifests:
            if manifest.key in self._manifests:
                raise ValueError(f"two games are called {manifest.key!r}")
            self._manifests[manifest.key] = manifest

    def __getitem__(self, key: str) -> Manifest:
        return self._manifests[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._manifests)

    def __len__(self) -> int:
        return len(self._manifests)

    @property
    def games(self) -> dict[str, Game]:
        return {key: m.game for key, m in self._manifests.items()}

    def worker_name(self, key: str) -> str | None:
        """What an AI worker process is told to find this game (`find`): a shipped game's key,
        another's package; None for a bare engine, which only this process knows."""
        manifest = self._manifests.get(key)
        if manifest is None:
            return None
        shipped = REGISTRY.get(key)
        if shipped is not None and shipped.game is manifest.game:
            return key
        return manifest.source


def from_source(source: str) -> Manifest:
    """The manifest of the game package at `source` (an import path), stamped with it."""
    manifest = getattr(importlib.import_module(source), "MANIFEST", None)
    if not isinstance(manifest, Manifest):
        raise TypeError(f"{source} has no MANIFEST")
    return replace(manifest, source=source)


def load(sources: Iterable[str]) -> Registry:
    """The registry of the game packages at `sources`, in that order."""
    return Registry(from_source(source) for source in sources)


def of(games: Mapping[str, Game | Manifest]) -> Registry:
    """A registry from manifests, or from bare engines (a game with every part generic)."""
    return Registry(g if isinstance(g, Manifest) else Manifest(key, g) for key, g in games.items())


REGISTRY = load(SHIPPED)
MANIFESTS: Mapping[str, Manifest] = REGISTRY
GAMES: dict[str, Game] = REGISTRY.games


def find(name: str) -> Manifest:
    """A game's manifest by a shipped key or by the import path of its package: what a worker
    process, which knows only the shipped games, is told."""
    if name in REGISTRY:
        return REGISTRY[name]
    if "." in name:
        return from_source(name)
    raise KeyError(f"no game {name!r}")
