"""Dice Town's words in one language: those its pictures draw (render/dicetown.py ENGLISH's keys,
each a catalog message)."""

from __future__ import annotations

from typing import Any

from render.core import Say

from ...gameui import catalog_words
from ...i18n import t
from .text import LOCATION_KEYS, card_name, location_title, prize

# The pictures' words (render/dicetown.py ENGLISH) -> their catalog entries.
IMAGE_KEYS = {
    "title": "img-dicetown-title",
    "over": "img-dicetown-over",
    "rolling": "img-dicetown-rolling",
    "rolling-all": "img-dicetown-rolling-all",
    "tie-waiting": "img-dicetown-tie-waiting",
    "chooses": "img-dicetown-chooses",
    "doc-choose": "img-dicetown-doc-choose",
    "town-hall": "img-dicetown-town-hall",
    "best-hand": "img-dicetown-best-hand",
    "nuggets-left": "img-dicetown-nuggets-left",
    "coach": "img-dicetown-coach",
    "cards-in-deck": "img-dicetown-cards-in-deck",
    "steal": "img-dicetown-steal",
    "per-queen": "img-dicetown-per-queen",
    "has-star": "img-dicetown-has-star",
    "empty": "img-dicetown-empty",
    "slot": "img-dicetown-slot",
    "property-deck": "img-dicetown-property-deck",
    "nobody": "img-dicetown-nobody",
    "won-by": "img-dicetown-won-by",
    "tie": "img-dicetown-tie",
    "ruling": "img-dicetown-ruling",
    "sheriff-himself": "img-dicetown-sheriff-himself",
    "dollars": "img-dicetown-dollars",
    "offer-nuggets": "img-dicetown-offer-nuggets",
    "offer-property": "img-dicetown-offer-property",
    "offer-store": "img-dicetown-offer-store",
    "offers": "img-dicetown-offers",
    "offers-nothing": "img-dicetown-offers-nothing",
    "promises": "img-dicetown-promises",
    "standing": "img-dicetown-standing",
    "hand-counts": "img-dicetown-hand-counts",
    "in-cup": "img-dicetown-in-cup",
    "chosen": "img-dicetown-chosen",
    "choosing": "img-dicetown-choosing",
    "escrow-nuggets": "img-dicetown-escrow-nuggets",
    "escrow-cards": "img-dicetown-escrow-cards",
    "escrow": "img-dicetown-escrow",
    "loaded-ready": "img-dicetown-loaded-ready",
    "fenced-line": "img-dicetown-fenced-line",
    "hand-line": "img-dicetown-hand-line",
    "no-card": "img-dicetown-no-card",
    "card": "img-dicetown-card",
    "list-sep": "img-dicetown-list-sep",
    "vp": "img-dicetown-vp",
    "kind": "img-dicetown-kind",
    "private-head": "img-dicetown-private-head",
    "private-money": "img-dicetown-private-money",
    "your-roll": "img-dicetown-your-roll",
    "no-die": "img-dicetown-no-die",
    "confirmed": "img-dicetown-confirmed",
    "cost-free": "img-dicetown-cost-free",
    "cost-by": "img-dicetown-cost-by",
    "no-roll": "img-dicetown-no-roll",
    "kept": "img-dicetown-kept",
    "loaded-face": "img-dicetown-loaded-face",
    "your-remedy": "img-dicetown-your-remedy",
    "drawn": "img-dicetown-drawn",
    "your-hand": "img-dicetown-your-hand",
    "fenced": "img-dicetown-fenced",
    "cards-in-yours": "img-dicetown-cards-in-yours",
    "cards-in-theirs": "img-dicetown-cards-in-theirs",
    "hand": "img-dicetown-hand",
    "final-scores": "img-dicetown-final-scores",
    "score-heading": "img-dicetown-score-heading",
}


def image_words(locale: str) -> Say | None:
    """The words the Dice Town pictures draw, in one language (None: the pictures' own English)."""

    def location(**params: Any) -> str:
        where = params["location"]
        return location_title(locale, where) if where in LOCATION_KEYS else ""

    def ruling(**params: Any) -> str:
        where = location_title(locale, params["location"])
        return t(locale, IMAGE_KEYS["ruling"], **{**params, "location": where})

    return catalog_words(
        locale,
        IMAGE_KEYS,
        location=location,
        ruling=ruling,
        prize=lambda **params: prize(locale, {**params, "prize_amount": params["amount"]}),
        **{"card-name": lambda **params: card_name(locale, params["name"])},
    )
