"""A refusal (an engine's GameError, the table service's TableError) in the player's language,
from its code and parameters, never by reading its English.

The catalog holds a game's refusals as `refusal-<game>-<code>` and the table service's as
`refusal-<code>`. The English text stays the one the raiser wrote; another language uses its
entry when there is one that every given parameter fills, and the English otherwise.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .catalog import DEFAULT, exact, maybe, names, normalise


class GameName(str):
    """A game's key given as a refusal's parameter: shown as the game's name in the reader's
    language (its glossary entry `term-<key>-game`), where the English sentence has its title."""

    __slots__ = ()


def fluent_params(locale: str, params: dict[str, Any]) -> dict[str, Any]:
    """Parameters as Fluent takes them: numbers stay numbers (plurals), lists become a list of
    names in the locale's way, anything else its text."""
    out: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, GameName):
            out[name] = maybe(locale, f"term-{value}-game") or str(value)
        elif isinstance(value, bool):
            out[name] = str(value).lower()
        elif isinstance(value, int | float | str):
            out[name] = value
        elif isinstance(value, Iterable):
            out[name] = names(locale, [str(v) for v in value])
        else:
            out[name] = str(value)
    return out


def refusal_keys(error: BaseException, game: str | None) -> list[str]:
    code = getattr(error, "code", None)
    if not code:
        return []
    # A game's own entry first; then the entry of a code that means the same in every game (the
    # catalog has one only for those: tests/i18n checks each is raised with one sentence).
    keys = [f"refusal-{game}-{code}"] if game else []
    keys.append(f"refusal-{code}")
    return keys


def refusal(locale: object, error: BaseException, game: str | None = None) -> str:
    loc = normalise(locale)
    if loc != DEFAULT:
        raw = dict(getattr(error, "params", {}) or {})
        # A refusal passed on from an engine names its game itself; a table's own refusal gives it
        # as `game=` too, which its sentence may show (`{ $game }`) unless a param of that name
        # came from the engine.
        game = getattr(error, "game", None) or game
        if game and "game" not in raw:
            raw["game"] = GameName(game)
        params = fluent_params(loc, raw)
        for key in refusal_keys(error, game):
            text = exact(loc, key, params)
            if text is not None:
                return text
    return str(error)
