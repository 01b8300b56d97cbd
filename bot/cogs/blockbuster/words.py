"""The words Block Buster images draw, in one language: render/blockbuster.py's `said` keys, each
a catalog message (English: the renderer's own words)."""

from __future__ import annotations

from typing import Any

from render.core import Say

from ...gameui import catalog_words
from ...i18n import t, term

IMAGE_WORDS = {
    "colour": "blockbuster-colour",
    "head": "img-blockbuster-head",
    "game_over": "img-blockbuster-game-over",
    "title": "img-blockbuster-title",
    "status": "img-blockbuster-status",
    "team": "img-blockbuster-team",
    "squares_left": "img-blockbuster-squares-left",
    "points_now": "img-blockbuster-points-now",
    "start_penalty": "img-blockbuster-start-penalty",
    "jumps": "img-blockbuster-jumps",
    "preview": "img-blockbuster-preview",
    "legal": "img-blockbuster-legal",
    "not_legal": "img-blockbuster-not-legal",
    "pieces_left": "img-blockbuster-pieces-left",
    "piece": "img-blockbuster-piece",
    "anchors": "img-blockbuster-anchors",
}


def image_words(loc: str) -> Say | None:
    """What the renderer calls for each word it draws, in `loc` (a piece with its name in the
    glossary's words); None: its own English."""

    def piece(**params: Any) -> str:
        name = term(loc, "blockbuster", f"piece-{params['piece']}")
        return t(loc, IMAGE_WORDS["piece"], **params, name=name)

    return catalog_words(loc, IMAGE_WORDS, piece=piece)
