"""Engines' events in English, as the bot words them from the catalog (engines give codes and
values only): for tests that read what a move said."""

from __future__ import annotations

import functools
import importlib
import inspect

from bot.gameui import GameUI, Reader, event_sentence
from games.core import Event
from tests.helpers.tables import detached_ui, table_of


@functools.cache
def ui_of(game: str) -> GameUI:
    """The game's presentation (its cog's GameUI subclass, else the generic one), detached."""
    try:
        module = importlib.import_module(f"bot.cogs.{game}.presentation")
    except ModuleNotFoundError:
        return detached_ui(GameUI, game)
    found = [
        c for _, c in inspect.getmembers(module, inspect.isclass) if issubclass(c, GameUI) and c is not GameUI
    ]
    return detached_ui(found[0] if found else GameUI, game)


def english(game: str, event: Event, locale: str = "en") -> str:
    """The event's sentence, its seats still `<seat:N>` as the engines used to write them."""
    table = table_of(game, list(range(100, 106)))
    return event_sentence(ui_of(game), event, reader=Reader(table, locale))


def englishes(game: str, events: list[Event]) -> list[str]:
    return [english(game, e) for e in events]
