"""The words Shake That City images draw, in one language: render.shakecity.WORDS's keys, each a
catalog message formatted with its placeholders left as `{name}`, filled as the renderer asks for
them; and the bonus tiles' goals and labels, which the engine writes in English."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from render.core import Say, templates

from ...i18n import DEFAULT, t

# key in render.shakecity.WORDS -> (catalog id, placeholders the renderer fills)
MESSAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "place": ("img-shakecity-place", ("place",)),
    "start_status": ("img-shakecity-start-status", ("status",)),
    "start": ("img-shakecity-start", ()),
    "points": ("img-shakecity-points", ("points",)),
    "construction_left": ("img-shakecity-construction-left", ("count",)),
    "tile": ("img-shakecity-tile", ("count",)),
    "tiles": ("img-shakecity-tiles", ("count",)),
    "round": ("img-shakecity-round", ("round", "rounds")),
    "game_over": ("img-shakecity-game-over", ()),
    "solo_not": ("img-shakecity-solo-not", ("colour",)),
    "others_not": ("img-shakecity-others-not", ("colour",)),
    "wilds": ("img-shakecity-wilds", ("pool", "track")),
    "inland": ("img-shakecity-inland", ()),
    "seaside": ("img-shakecity-seaside", ()),
    "family": ("img-shakecity-family", ()),
    "construction": ("img-shakecity-construction", ()),
    "wild_night": ("img-shakecity-wild-night", ()),
    "target": ("img-shakecity-target", ("target",)),
    "mode_sep": ("img-shakecity-mode-sep", ()),
    "wins": ("img-shakecity-wins", ()),
    "not_eligible": ("img-shakecity-not-eligible", ()),
    "tiles_empty": ("img-shakecity-tiles-empty", ("tiles", "empty")),
    "target_reached": ("img-shakecity-target-reached", ("target",)),
    "target_missed": ("img-shakecity-target-missed", ("target",)),
    "bonus_head": ("img-shakecity-bonus-head", ()),
    "scores_title": ("img-shakecity-scores-title", ()),
}
STATUS = ("to_act", "waiting", "chosen", "placed", "passed", "done")
LETTERS = "HSFPR"


@functools.cache
def image_words(loc: str) -> Say:
    # Placeholders go in as "{name}", so that str.format fills them.
    out = {key: t(loc, msg, **{p: "{" + p + "}" for p in params}) for key, (msg, params) in MESSAGES.items()}
    out.update({f"status_{s}": t(loc, "img-shakecity-status", status=s) for s in STATUS})
    out.update({f"legend_{k}": t(loc, "img-shakecity-legend", letter=k) for k in LETTERS})
    if loc == DEFAULT:  # the bonus tiles' own English (the renderer's templates)
        out.update(bonus_goal="{text}", bonus_short="{short}")
        return templates(out)
    say = templates(out)

    def words(key: str, **params: Any) -> str:
        if key == "bonus_goal":
            return bonus_goal(params["tile"], loc)
        if key == "bonus_short":
            return _short(params, loc)
        return say(key, **params)

    return words


def bonus_goal(tile: int, loc: str) -> str:
    return t(loc, "shakecity-bonus-goal", tile=tile)


def _short(tile: Mapping[str, Any], loc: str) -> str:
    return t(loc, "shakecity-bonus-short", tile=tile["tile"], short=tile["short"])
