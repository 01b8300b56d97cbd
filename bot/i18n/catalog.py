"""The message catalog: Fluent files in bot/locales/<locale>/ and in each game's own folder
(`<its package>/locales/<locale>/`, see `homes`), one bundle per locale.

Messages are looked up by a stable id (`lobby-joined`), never by their English text, so an English
sentence can be reworded without losing its translation. English is complete and the fallback of
every other locale; Traditional Chinese is Simplified Chinese converted by OpenCC (Taiwan
phrasing), with bot/locales/zh-TW/ for the few words a Traditional box spells differently.
"""

from __future__ import annotations

import functools
import importlib.resources
import logging
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number

from games.manifest import Manifest

from .homes import add as add_homes
from .homes import folder, homes

log = logging.getLogger(__name__)

DEFAULT = "en"
# Locales the bot speaks, as Discord spells them (discord.Locale values).
LOCALES: tuple[str, ...] = ("en", "zh-CN", "zh-TW")
# Discord's locales that map onto one we speak: every English one, and Hong Kong's Traditional.
ALIASES = {"en-US": "en", "en-GB": "en", "zh-HK": "zh-TW"}
# Files whose messages no code uses yet: their strings are still written inline where they are
# shown, and move here one module at a time (see bot/locales/MOVING.md).
PENDING_DIR = "pending"


class MissingMessage(LookupError):
    """A message asked for that the catalog lacks, or whose parameters do not fill it."""


# A player is shown the id of a message the catalog lacks (and the error is logged); the tests
# set this, so that such a message fails them instead.
strict = False


def normalise(locale: object) -> str:
    """One of LOCALES for any locale Discord may send (discord.Locale or its string)."""
    value = str(getattr(locale, "value", locale) or "")
    if value in LOCALES:
        return value
    if value in ALIASES:
        return ALIASES[value]
    if value.startswith("zh"):
        return "zh-TW" if value.lower() in ("zh-tw", "zh-hk", "zh-hant") else "zh-CN"
    return DEFAULT


@dataclass(frozen=True)
class Source:
    """One catalog file of one locale: its text and whether its messages await their code."""

    locale: str
    name: str
    text: str
    pending: bool


# Catalog folders besides bot/locales and the games' own, laid out like bot/locales
# (`<locale>/*.ftl`): those of games without a manifest, such as the test tree's toys (`add_folder`).
_FOLDERS: list[Traversable] = []


def add_folder(folder: Traversable) -> None:
    """Read this folder's messages too (`<locale>/*.ftl`), after the games' own."""
    if folder not in _FOLDERS:
        _FOLDERS.append(folder)
        bundle.cache_clear()
        ids.cache_clear()
        _fixed.cache_clear()


def _folder(locale: str, root: Traversable, prefix: str = "") -> Iterator[Source]:
    if not root.is_dir():
        return
    for entry in sorted(root.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".ftl"):
            yield Source(locale, prefix + entry.name, entry.read_text(encoding="utf-8"), False)
        elif entry.name == PENDING_DIR and entry.is_dir():
            for sub in sorted(entry.iterdir(), key=lambda e: e.name):
                if sub.name.endswith(".ftl"):
                    text = sub.read_text(encoding="utf-8")
                    yield Source(locale, f"{prefix}{PENDING_DIR}/{sub.name}", text, True)


def _files(locale: str) -> Iterator[Source]:
    """The shared files of a locale, then each game's (named `<game>/<file>`)."""
    yield from _folder(locale, importlib.resources.files("bot") / "locales" / locale)
    for key in homes():
        root = folder(key, "locales", locale)
        if root is not None:
            yield from _folder(locale, root, f"{key}/")
    for extra in _FOLDERS:
        yield from _folder(locale, extra / locale)


def add_games(manifests: Iterable[Manifest]) -> None:
    """Speak these games too (a bot given games beyond the shipped ones): their catalog files join
    every locale's bundle."""
    if add_homes(manifests):
        bundle.cache_clear()
        ids.cache_clear()
        _fixed.cache_clear()


@functools.cache
def _traditional() -> Any:
    import opencc

    return opencc.OpenCC("s2twp")


@functools.cache
def _box_phrases() -> tuple[tuple[str, str], ...]:
    """Words that the Traditional boxes (game terms) or Discord's Taiwan settings spell otherwise
    than OpenCC's Taiwan phrasing."""
    path = importlib.resources.files("bot") / "locales" / "zh-TW" / "phrases.tsv"
    if not path.is_file():
        return ()
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            opencc_word, box_word = line.split("\t")
            rows.append((opencc_word, box_word))
    return tuple(rows)


def to_traditional(text: str) -> str:
    """Simplified Chinese in Taiwan's characters and phrasing; ASCII (ids, $params) untouched."""
    converted = str(_traditional().convert(text))
    for opencc_word, box_word in _box_phrases():
        converted = converted.replace(opencc_word, box_word)
    return converted


def sources(locale: str) -> list[Source]:
    """The catalog files of a locale as the bundle reads them (zh-TW: converted zh-CN, then its own)."""
    if locale == "zh-TW":
        converted = [Source("zh-TW", s.name, to_traditional(s.text), s.pending) for s in _files("zh-CN")]
        return converted + list(_files("zh-TW"))
    return list(_files(locale))


@functools.cache
def bundle(locale: str) -> FluentBundle:
    # use_isolating=False: Unicode isolation marks around placeables would show in Discord as
    # stray characters and break mentions and code spans.
    b = FluentBundle([locale], use_isolating=False)
    for source in sources(locale):
        # Later files override earlier ones (zh-TW's own spellings over the converted ones).
        b.add_resource(FluentResource(source.text), allow_overrides=True)
    return b


def preload() -> None:
    """Parse every locale's catalog and compile each of its messages now, as a long-running bot
    does before it is ready: on first use they would be parsed (hundreds of ms) and compiled
    (a fraction of a ms each) on the event loop, in the middle of moves."""
    for locale in LOCALES:
        b = bundle(locale)
        # fluent.runtime compiles a message when first looked up and has no public way to ask
        # for them all; its own lookup is what formatting would call.
        for message_id in list(b._messages):  # pyright: ignore[reportPrivateUsage]
            b._lookup(message_id)  # pyright: ignore[reportPrivateUsage]
        for term_id in list(b._terms):  # pyright: ignore[reportPrivateUsage]
            b._lookup(term_id, term=True)  # pyright: ignore[reportPrivateUsage]
        # Formatting loads the locale's plural rules and number formats from Babel.
        valued = (b.get_message(i) for i in b._messages)  # pyright: ignore[reportPrivateUsage]
        first = next((m.value for m in valued if m.value is not None), None)
        if first is not None:
            b.format_pattern(first, {"n": 1})


@functools.cache
def ids(locale: str = DEFAULT) -> frozenset[str]:
    """The ids of the locale's messages (not its terms)."""
    return frozenset(
        m.group(1) for s in sources(locale) for m in re.finditer(r"^([A-Za-z][\w-]*) *=", s.text, re.M)
    )


def _lookup(locale: str, key: str, *, fallback: bool = True) -> tuple[FluentBundle, Any] | None:
    """The bundle and pattern of `key` in `locale`, else (with `fallback`) in English."""
    msg_id, _, attr = key.partition(".")
    for loc in dict.fromkeys((locale, DEFAULT) if fallback else (locale,)):
        if loc not in LOCALES:
            continue  # no messages; and the cache keeps a bundle per locale we speak, no more
        b = bundle(loc)
        if not b.has_message(msg_id):
            continue
        message = b.get_message(msg_id)
        pattern = message.attributes.get(attr) if attr else message.value
        if pattern is not None:
            return b, pattern
    return None


# Fluent refuses a placeable longer than this and drops the whole message; a member's typed
# value can be (an option of 4,000 characters), so it is cut rather than lost with the answer.
PLACEABLE_MAX = 2500


def _numbers(params: dict[str, Any]) -> dict[str, Any]:
    """Integers as Fluent numbers without digit grouping: a game is "#12345", not "#12,345" (a
    plural is still chosen from them); text too long for a placeable cut to fit."""
    return {
        k: fluent_number(v, useGrouping=False)
        if isinstance(v, int) and not isinstance(v, bool)
        else v[: PLACEABLE_MAX - 1] + "…"
        if isinstance(v, str) and len(v) > PLACEABLE_MAX
        else v
        for k, v in params.items()
    }


def has(key: str, locale: str = DEFAULT) -> bool:
    """The key (`id` or `id.attribute`) exists in this locale itself, without falling back."""
    return _lookup(locale, key, fallback=False) is not None


def t(locale: object, key: str, /, **params: Any) -> str:
    """The message `key` (or `key.attribute`) in `locale`, falling back to English.

    Numbers stay numbers in `params`: Fluent picks the plural form from them.
    """
    loc = normalise(locale)
    if not params:
        try:
            return _fixed(loc, key)
        except KeyError:
            pass  # not kept: a catalog read later may hold it (and the miss is said each time)
    return _format(loc, key, params)


# A message without parameters always reads the same: a move's buttons and lines ask for a dozen
# of them. Sized to hold every message in the three locales (some 2,900 entries in the .ftl
# files, under 3,000 per locale asked in practice): a few hundred kB at most.
@functools.lru_cache(maxsize=8192)
def _fixed(loc: str, key: str) -> str:
    if _lookup(loc, key) is None:
        raise KeyError(key)
    return _format(loc, key, {})


def _format(loc: str, key: str, params: dict[str, Any]) -> str:
    found = _lookup(loc, key)
    if found is None:
        if strict:
            raise MissingMessage(f"no message {key!r} in the catalog")
        log.error("no message %r in the catalog", key)
        return key
    b, pattern = found
    text, errors = b.format_pattern(pattern, _numbers(params))
    if errors:
        if strict:
            raise MissingMessage(f"message {key!r} ({loc}) with {sorted(params)}: {errors}")
        log.error("message %r (%s): %s", key, loc, errors)
    return str(text)


def maybe(locale: object, key: str, /, **params: Any) -> str | None:
    """Like `t`, but None when the catalog has no such key (a key built from game data)."""
    return t(locale, key, **params) if _lookup(normalise(locale), key) is not None else None


def names(locale: object, items: Iterable[str]) -> str:
    """A list of names the way the locale joins them: "a, b, and c" / "甲、乙和丙"."""
    words = list(items)
    if not words:
        return ""
    babel_locale = {"en": "en", "zh-CN": "zh_Hans_CN", "zh-TW": "zh_Hant_TW"}[normalise(locale)]
    return str(format_list(words, locale=babel_locale))


def term(locale: object, game: str, word: str) -> str:
    """A game's own word (a location, district, piece...) from its glossary: `term-<game>-<word>`."""
    return t(locale, f"term-{game}-{word}")


def exact(locale: str, key: str, params: dict[str, Any]) -> str | None:
    """The message in exactly this locale with every parameter it names, or None: for texts that
    have an English original elsewhere (an engine's refusal) to fall back on."""
    found = _lookup(locale, key, fallback=False)
    if found is None:
        return None
    b, pattern = found
    text, errors = b.format_pattern(pattern, _numbers(params))
    if errors:
        log.warning("message %r (%s) with %s: %s", key, locale, sorted(params), errors)
        return None
    return str(text)
