"""The words Genius Bricklayer images draw, in one language: render/bricklayer.py's `said` keys,
each a catalog message (English: the renderer's own words)."""

from __future__ import annotations

from render.core import Say

from ...gameui import catalog_words

IMAGE_WORDS = {
    "wall": "img-bricklayer-wall",
    "small_wall": "img-bricklayer-small-wall",
    "to_act": "img-bricklayer-to-act",
    "winner": "img-bricklayer-winner",
    "market": "img-bricklayer-market",
    "empty": "img-bricklayer-deck-empty",
    "deck": "img-bricklayer-deck",
    "left": "img-bricklayer-deck-left",
    "bought_blind": "img-bricklayer-bought-blind",
    "supply": "img-bricklayer-supply",
    "discarded": "img-bricklayer-discarded",
    "acts": "img-bricklayer-acts",
    "place_blind": "img-bricklayer-place-blind",
    "turn": "img-bricklayer-turn",
    "wins": "img-bricklayer-wins",
    "by": "img-bricklayer-by",
    "game_over": "img-bricklayer-game-over",
    "decks_ran_out": "img-bricklayer-decks-ran-out",
    "everyone_passed": "img-bricklayer-everyone-passed",
    "legend_0": "img-bricklayer-brick-points",
    "legend_1": "img-bricklayer-legend-rows",
    "legend_2": "img-bricklayer-legend-marks",
    "placement": "img-bricklayer-placement",
    "not_legal": "img-bricklayer-not-legal",
    "no_row": "img-bricklayer-no-row",
    "rows": "img-bricklayer-rows",
    "if_ended_now": "img-bricklayer-if-ended-now",
}


def image_words(loc: str) -> Say | None:
    """What the renderer calls for each word it draws, in `loc`; None: its own English."""
    return catalog_words(loc, IMAGE_WORDS)
