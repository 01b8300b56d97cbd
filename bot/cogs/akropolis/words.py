"""The words Akropolis images draw, in one language: render.akropolis.WORDS's keys, each a catalog
message formatted with its placeholders left as `{name}`, filled as the renderer asks for them."""

from __future__ import annotations

import functools

from render import akropolis as R
from render.core import Say, templates

from ...gameui import catalog_templates
from ...i18n import normalise, t

# key in render.akropolis.WORDS -> its catalog id
MESSAGES = {
    "lake": "img-akropolis-lake",
    "stones_hidden": "img-akropolis-stones-hidden",
    "stones": "img-akropolis-stones-label",
    "total": "img-akropolis-total",
    "quarries": "img-akropolis-quarries-label",
    "facts": "img-akropolis-stones-tiles",
    "facts_points": "img-akropolis-points",
    "chief_first": "img-akropolis-chief-first",
    "game_over": "img-akropolis-game-over",
    "round": "img-akropolis-round",
    "site": "img-akropolis-site",
    "free": "img-akropolis-free",
    "cost": "img-akropolis-cost",
    "site_stones": "img-akropolis-site-stones",
    "site_chief": "img-akropolis-site-chief",
    "to_play": "img-akropolis-to-play",
    "va_name": "img-akropolis-va-name",
    "va_head": "img-akropolis-virtual-architect",
    "preview": "img-akropolis-preview",
    "gained": "img-akropolis-gained",
    "where": "img-akropolis-where",
}
LEVELS = ("easy", "medium", "hard")


def image_words(locale: str) -> Say:
    """The words in `locale`, drawn up once per language we speak: any other locale is
    English, so the cache holds one entry a language, whatever locales callers pass."""
    return _image_words(normalise(locale))


@functools.cache
def _image_words(locale: str) -> Say:
    out = catalog_templates(locale, MESSAGES, R.WORDS)
    out.update({level: t(locale, "akropolis-difficulty", level=level) for level in LEVELS})
    return templates(out)
