"""Tic-tac-toe, a sixth game kept in the tests: added by this folder alone plus one registry line
(`registry.load([*registry.SHIPPED, "tests.toygame"])`), with no AI and no UI of its own, so the
bot plays it through the generic ones."""

from __future__ import annotations

from games.manifest import Manifest
from tests.toygame.game import GAME

MANIFEST = Manifest(key="tictactoe", game=GAME, renderer="tests.toygame.render", home="tests.toygame")
