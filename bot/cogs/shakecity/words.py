"""The words Shake That City images draw, in one language: render.shakecity.WORDS's keys, each a
catalog message formatted with its placeholders left as `{name}`, filled as the renderer asks for
them; and the bonus tiles' goals and labels, which the engine writes in English."""

from __future__ import annotations

import functools
from typing import Any

from render import shakecity as R
from render.core import Say, templates

from ...gameui import catalog_templates
from ...i18n import DEFAULT, normalise, t

# key in render.shakecity.WORDS -> its catalog id
MESSAGES = {
    "place": "img-shakecity-place",
    "start_status": "img-shakecity-start-status",
    "start": "img-shakecity-start",
    "points": "img-shakecity-points",
    "construction_left": "img-shakecity-construction-left",
    "tile": "img-shakecity-tile",
    "tiles": "img-shakecity-tiles",
    "round": "img-shakecity-round",
    "game_over": "img-shakecity-game-over",
    "solo_not": "img-shakecity-solo-not",
    "others_not": "img-shakecity-others-not",
    "wilds": "img-shakecity-wilds",
    "inland": "img-shakecity-inland",
    "seaside": "img-shakecity-seaside",
    "family": "img-shakecity-family",
    "construction": "img-shakecity-construction",
    "construction_pair": "img-shakecity-construction-pair",
    "wild_night": "img-shakecity-wild-night",
    "target": "img-shakecity-target",
    "mode_sep": "img-shakecity-mode-sep",
    "wins": "img-shakecity-wins",
    "not_eligible": "img-shakecity-not-eligible",
    "tiles_empty": "img-shakecity-tiles-empty",
    "target_reached": "img-shakecity-target-reached",
    "target_missed": "img-shakecity-target-missed",
    "bonus_head": "img-shakecity-bonus-head",
    "scores_title": "img-shakecity-scores-title",
    "score_tiles": "img-shakecity-score-tiles",
    "score_total": "img-score-total",
    "score_place": "img-score-place",
}
STATUS = ("to_act", "waiting", "chosen", "placed", "passed", "done")
LETTERS = "HSFPR"


def image_words(locale: str) -> Say:
    """The words in `locale`, drawn up once per language we speak: any other locale is
    English, so the cache holds one entry a language, whatever locales callers pass."""
    return _image_words(normalise(locale))


@functools.cache
def _image_words(locale: str) -> Say:
    out = catalog_templates(locale, MESSAGES, R.WORDS)
    out.update({f"status_{s}": t(locale, "img-shakecity-status", status=s) for s in STATUS})
    out.update({f"legend_{k}": t(locale, "img-shakecity-legend", letter=k) for k in LETTERS})
    out.update({f"cell_{k}": t(locale, "img-shakecity-cell", letter=k) for k in (*LETTERS, "W")})
    if locale == DEFAULT:  # the bonus tiles' own English and the engine's category keys
        out.update(bonus_goal="{text}", bonus_short="{short}", score_heading="{category}")
        return templates(out)
    say = templates(out)

    def words(key: str, **params: Any) -> str:
        if key == "bonus_goal":
            return bonus_goal(params["tile"], locale)
        if key == "bonus_short":
            return t(locale, "shakecity-bonus-short", tile=params["tile"], short=params["short"])
        if key == "score_heading":
            return t(locale, "shakecity-category", category=params["category"])
        return say(key, **params)

    return words


def bonus_goal(tile: int, loc: str) -> str:
    return t(loc, "shakecity-bonus-goal", tile=tile)
