"""The words Akropolis images draw, in one language: render.akropolis.WORDS's keys, each a catalog
message formatted with its placeholders left as `{name}`, filled as the renderer asks for them."""

from __future__ import annotations

import functools

from render.core import Say, templates

from ...i18n import t

# key in render.akropolis.WORDS -> (catalog id, placeholders the renderer fills)
MESSAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "lake": ("img-akropolis-lake", ()),
    "stones_hidden": ("img-akropolis-stones-hidden", ("stones",)),
    "stones": ("img-akropolis-stones-label", ()),
    "total": ("img-akropolis-total", ()),
    "quarries": ("img-akropolis-quarries-label", ()),
    "facts": ("img-akropolis-stones-tiles", ("stones", "tiles")),
    "facts_points": ("img-akropolis-points", ("points",)),
    "chief_first": ("img-akropolis-chief-first", ()),
    "game_over": ("img-akropolis-game-over", ()),
    "round": ("img-akropolis-round", ("round", "rounds")),
    "site": ("img-akropolis-site", ("round", "stacks", "face_down")),
    "free": ("img-akropolis-free", ()),
    "cost": ("img-akropolis-cost", ("cost",)),
    "site_stones": ("img-akropolis-site-stones", ("stones",)),
    "site_chief": ("img-akropolis-site-chief", ()),
    "to_play": ("img-akropolis-to-play", ()),
    "va_name": ("img-akropolis-va-name", ()),
    "va_head": ("img-akropolis-virtual-architect", ("difficulty",)),
    "preview": ("img-akropolis-preview", ("action", "level", "gained")),
    "gained": ("img-akropolis-gained", ("stones",)),
    "where": ("img-akropolis-where", ("player",)),
}
LEVELS = ("easy", "medium", "hard")


@functools.cache
def image_words(loc: str) -> Say:
    # Placeholders go in as "{name}", so that str.format fills them.
    out = {key: t(loc, msg, **{p: "{" + p + "}" for p in params}) for key, (msg, params) in MESSAGES.items()}
    out.update({level: t(loc, "akropolis-difficulty", level=level) for level in LEVELS})
    return templates(out)
