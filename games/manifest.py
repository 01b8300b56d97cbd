"""A game's manifest: everything the bot needs to find its parts, in one value.

A game's package (`games/<key>/__init__.py`) exports `MANIFEST`; `games/registry.py` lists the
packages. The parts outside games/ are named by import path, never imported here, so games/ still
imports nothing of bot/ or render/:

- `renderer`: the module drawing its views (`render.core.Renderer`), or None (no pictures);
- `ui`: the package of its Discord side (a discord.py extension whose `setup(bot)` registers the
  game's `GameUI`, its cog and its persistent components), or None: the generic board and picker;
- `ai`: the module whose `AI` is its `games.ai.base.GameAI`, or None: the generic one;
- `home`: the package whose folder holds its catalog (`locales/<locale>/*.ftl`) and its rules help
  (`help/<locale>.md`); by default its `ui` package;
- `commands`: its own slash commands that play a move (`build` for `/akropolis build`), answered
  where the channel sees them like `/play`;
- `capabilities`: what it offers beyond the contract (see CAPABILITIES).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core import Game

# What a manifest may declare its game offers, and what each asks of its parts (the completeness
# test checks it): "private", seats see what others do not (its UI draws it: `draw_private`);
# "preview", the engine draws a move before it is confirmed (`preview`); "chat", moves may be
# written in the channel's chat (its UI reads them); "score", the engine scores a seat's position
# so far by category (`live_score`: the Score button under the board shows it to that seat).
CAPABILITIES = frozenset({"private", "preview", "chat", "score"})


@dataclass(frozen=True)
class Manifest:
    key: str
    game: Game
    renderer: str | None = None
    ui: str | None = None
    ai: str | None = None
    home: str | None = None
    commands: tuple[str, ...] = ()
    capabilities: frozenset[str] = field(default_factory=frozenset[str])
    # The import path of the package it was loaded from (set by the registry): how a worker
    # process finds the game again.
    source: str | None = None

    def __post_init__(self) -> None:
        self.check_key(self.key)
        unknown = self.capabilities - CAPABILITIES
        if unknown:
            raise ValueError(f"game {self.key!r}: unknown capabilities {sorted(unknown)}")

    @staticmethod
    def check_key(key: str) -> None:
        """A key names packages, catalog ids and commands: lower-case ASCII, a Python name."""
        if not key.isascii() or not key.isidentifier() or key != key.lower():
            raise ValueError(f"a game's key is a lower-case ASCII identifier, not {key!r}")

    @property
    def resources(self) -> str | None:
        """The package whose folder holds the game's catalog and rules help."""
        return self.home or self.ui

    @property
    def public_commands(self) -> frozenset[str]:
        """Its move commands as discord.py names them (`akropolis build`)."""
        return frozenset(f"{self.key} {name}" for name in self.commands)
