"""A refusal (an engine's GameError, the table service's TableError) in the player's language,
from its code and parameters, never by reading its English.

The catalog holds a game's refusals as `refusal-<game>-<code>` and the table service's as
`refusal-<code>`. An engine gives a code and values only: its sentence is the catalog's in every
language (English too, and `str()` of the error). The table service's own refusals keep the
English their raiser wrote; another language uses its entry when there is one that every given
parameter fills, and the English otherwise.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from games.core import GameError, Seat, Term, seat, word_errors_with

from . import catalog
from .catalog import DEFAULT, exact, maybe, names, normalise


class GameName(str):
    """A game's key given as a refusal's parameter: shown as the game's name in the reader's
    language (its glossary entry `term-<key>-game`), where the English sentence has its title."""

    __slots__ = ()


def fluent_params(locale: str, params: Mapping[str, Any], game: str | None = None) -> dict[str, Any]:
    """Parameters as Fluent takes them: a seat as the placeholder the bot names (`<seat:N>`), a
    word of the game's glossary (`Term`) in the locale, numbers stay numbers (plurals), lists
    become a list of names in the locale's way, anything else its text."""
    out: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, Seat):
            out[name] = seat(value)
        elif isinstance(value, Term):
            out[name] = maybe(locale, f"term-{game}-{value}") or str(value)
        elif isinstance(value, GameName):
            out[name] = maybe(locale, f"term-{value}-game") or str(value)
        elif isinstance(value, bool):
            out[name] = str(value).lower()
        elif isinstance(value, int | float | str):
            out[name] = value
        elif isinstance(value, Iterable):
            out[name] = names(locale, [seat(v) if isinstance(v, Seat) else str(v) for v in value])
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
    """The refusal's sentence in the reader's language. An engine's refusal (a GameError, or the
    table service's passing one on) is the catalog's in every language, English included; the
    table service's own keeps its English where no other language has its entry."""
    loc = normalise(locale)
    # A refusal passed on from an engine names its game itself.
    game = getattr(error, "game", None) or game
    engine = isinstance(error, GameError) or getattr(error, "game", None) is not None
    if engine or loc != DEFAULT:
        said = _worded(loc, error, game)
        if said is not None:
            return said
    if engine:
        said = _worded(DEFAULT, error, game) if loc != DEFAULT else None
        if said is not None:
            return said
        if catalog.strict:
            raise catalog.MissingMessage(f"no sentence for the refusal {refusal_keys(error, game)}")
        return _bare(error)
    return str(error)


def _worded(locale: str, error: BaseException, game: str | None) -> str | None:
    raw = dict(getattr(error, "params", {}) or {})
    # A table's own refusal gives its game as `game=`, which its sentence may show (`{ $game }`)
    # unless a value of that name came from the engine.
    if game and "game" not in raw:
        raw["game"] = GameName(game)
    params = fluent_params(locale, raw, game)
    for key in refusal_keys(error, game):
        text = exact(locale, key, params)
        if text is not None:
            return text
    return None


def _bare(error: BaseException) -> str:
    """A refusal without a sentence, as its code and values: for a log, never for a player."""
    params = getattr(error, "params", {}) or {}
    return f"{getattr(error, 'code', '?')}({', '.join(f'{k}={v!r}' for k, v in params.items())})"


def english(error: GameError) -> str:
    """An engine refusal's English sentence, or its code and values where the catalog has none
    (`str()` of every GameError, for logs and tests). An error not yet out of its engine does not
    know its game: the one game whose refusal has its code says it."""
    said = _worded(DEFAULT, error, error.game)
    if said is None and error.game is None:
        games = {
            key.split("-")[1]
            for key in catalog.ids()
            if key.startswith("refusal-") and key.endswith(f"-{error.code}")
        }
        if len(games) == 1:
            said = _worded(DEFAULT, error, games.pop())
    return said or _bare(error)


word_errors_with(english)
