"""The words Shake That City images draw, in one language: the renderer's format templates
(`view["words"]`, render.shakecity.WORDS's keys) and the bonus tiles' goals in the view itself."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

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
def image_words(loc: str) -> Mapping[str, str]:
    # Placeholders go in as "{name}", so the renderer's str.format fills them.
    out = {key: t(loc, msg, **{p: "{" + p + "}" for p in params}) for key, (msg, params) in MESSAGES.items()}
    out.update({f"status_{s}": t(loc, "img-shakecity-status", status=s) for s in STATUS})
    out.update({f"legend_{k}": t(loc, "img-shakecity-legend", letter=k) for k in LETTERS})
    return out


def with_words(view: Mapping[str, Any], loc: str) -> dict[str, Any]:
    """The view with the image words of `loc`; in another language than English, the bonus
    tiles' goals and labels too (the engine writes them in English)."""
    out = {**view, "words": image_words(loc)}
    if loc != DEFAULT:
        out["bonus"] = [
            {**b, "text": bonus_goal(b["tile"], loc), "short": _short(b, loc)} for b in view["bonus"]
        ]
    return out


def bonus_goal(tile: int, loc: str) -> str:
    return t(loc, "shakecity-bonus-goal", tile=tile)


def _short(tile: Mapping[str, Any], loc: str) -> str:
    return t(loc, "shakecity-bonus-short", tile=tile["tile"], short=tile["short"])
