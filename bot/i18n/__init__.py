"""What the bot says, in the language of whoever reads it. See bot/locales/MOVING.md."""

from .catalog import DEFAULT, LOCALES, has, maybe, names, normalise, t, term
from .resolve import Languages, player_locale

__all__ = [
    "DEFAULT",
    "LOCALES",
    "Languages",
    "has",
    "maybe",
    "names",
    "normalise",
    "player_locale",
    "t",
    "term",
]
