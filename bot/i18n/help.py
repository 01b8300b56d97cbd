"""`/game rules` and `/game help` in the reader's language.

A game's rules are a Markdown file per locale in its own folder, `help/<locale>.md` (see
`homes`); zh-TW is the zh-CN file converted. Each fits in one message.
"""

from __future__ import annotations

from collections.abc import Mapping

from games.core import Game

from .catalog import DEFAULT, maybe, normalise, t, to_traditional
from .homes import folder

MAX_MESSAGE = 2000


def _read(key: str, locale: str) -> str | None:
    path = folder(key, "help", f"{locale}.md")
    try:
        return None if path is None else path.read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return None


def rules_file(key: str, locale: object) -> str | None:
    """The rules help of game `key` as written for this locale (no fallback), or None."""
    loc = normalise(locale)
    if loc == "zh-TW":
        own = _read(key, "zh-TW")
        if own is not None:
            return own
        simplified = _read(key, "zh-CN")
        return None if simplified is None else to_traditional(simplified)
    return _read(key, loc)


def rules_text(key: str, locale: object, game: Game | None = None) -> str | None:
    """The rules help of game `key` in `locale`, else in English, else a line from the game's
    title and player counts; None when there is no such game."""
    text = rules_file(key, locale) or rules_file(key, DEFAULT)
    if text is None and game is not None:
        text = t(
            locale,
            "help-rules-short",
            title=game.title,
            min=game.min_players,
            max=game.max_players,
            key=key,
        )
    return None if text is None else text[:MAX_MESSAGE]


def game_title(locale: object, key: str, game: Game) -> str:
    """A game's name as its box in this language says it (the glossary), else its own title."""
    if normalise(locale) == DEFAULT:
        return game.title
    return maybe(locale, f"term-{key}-game") or game.title


def summary(key: str, locale: object, game: Game) -> str:
    """A game in one line: the first line of its rules help (its name, players and what it is
    about), else its name and player counts."""
    text = rules_file(key, locale) or rules_file(key, DEFAULT)
    if text and text.strip():
        return text.strip().splitlines()[0].rstrip(".。")
    return t(
        locale,
        "help-game-summary",
        title=game_title(locale, key, game),
        min=game.min_players,
        max=game.max_players,
    )


def help_text(locale: object, games: Mapping[str, Game]) -> str:
    """`/game help`, the first command a member tries: how to start a game in three lines, then
    the games, one line each."""
    lines = [t(locale, "help-game-line", summary=summary(k, locale, g), key=k) for k, g in games.items()]
    return t(locale, "help-overview", games="\n".join(lines))


def no_such_game(locale: object, name: str, games: Mapping[str, Game]) -> str:
    return t(locale, "help-no-such-game", name=repr(name), games=", ".join(games))
