"""Dice Town's event sentences in the reader's language, from each event's code and parameters
(never from its English). An event whose entry is missing, or whose parameters do not fill it,
keeps the engine's English sentence."""

from __future__ import annotations

from typing import Any

from games.core import Event
from games.dicetown import (
    Keep,
    Pass,
    PlayLoaded,
    PlayStickUp,
    TakeRemedy,
    Target,
    Withdraw,
    describe,
    keep_cost,
)
from games.dicetown.actions import Award, AwardRandom, PlayRegular, PlaySpree, Skip, Take
from games.dicetown.data import CARDS, FACE_NAMES, face_text

from ...i18n import DEFAULT, t
from ...i18n.catalog import exact
from .text import card_name, cost_text, location_title

# Event code -> its catalog entry (literal ids: tests/i18n checks that every entry is used).
EVENT_KEYS = {
    "roll_step": "dicetown-event-roll-step",
    "roll": "dicetown-event-roll",
    "keep_chosen": "dicetown-event-keep-chosen",
    "keep_confirmed": "dicetown-event-keep-confirmed",
}


def event_text(locale: str, event: Event) -> str:
    if locale == DEFAULT:
        return event.text
    key = EVENT_KEYS.get(event.code)
    if key is None:
        return event.text
    text = exact(locale, key, localised(locale, dict(event.params)))
    return event.text if text is None else text


def localised(locale: str, params: dict[str, Any]) -> dict[str, Any]:
    """Parameters as a sentence shows them: dice as faces, cards and locations by their names."""
    out: dict[str, Any] = {}
    sep = "、" if locale != DEFAULT else ", "
    for name, value in params.items():
        if name in ("faces", "kept") and isinstance(value, list | tuple):
            out[name] = " ".join(FACE_NAMES[f] for f in value)
        elif name == "card" and isinstance(value, str) and value in CARDS:
            out[name] = _card(locale, value)
        elif name == "cards" and isinstance(value, list | tuple):
            out[name] = sep.join(_card(locale, c) for c in value)
            out["count"] = out.get("count", len(value))
        elif name == "location" and isinstance(value, str):
            out[name] = location_title(locale, value)
        elif isinstance(value, bool):
            out[name] = str(value).lower()
        elif isinstance(value, int | float | str):
            out[name] = value
        else:
            out[name] = str(value)
    return out


def _card(locale: str, card_id: str) -> str:
    card = CARDS[card_id]
    return f"{card_name(locale, card.name)}（{card.vp}）" if locale != DEFAULT else f"{card.name} ({card.vp})"


def describe_move(locale: str, action: Any) -> str:
    """A move as its receipt says it ("Keep 9 9 (free)."), in the player's language."""
    if locale == DEFAULT:
        return describe(action)
    match action:
        case Keep(faces=()):
            return t(locale, "dicetown-move-keep-none")
        case Keep(faces=dice):
            cost = cost_text(keep_cost(len(dice)), locale)
            return t(locale, "dicetown-move-keep", faces=face_text(dice), cost=cost)
        case PlayLoaded(face=face):
            return t(locale, "dicetown-move-loaded", face=FACE_NAMES[face])
        case PlayStickUp(target=target):
            return t(locale, "dicetown-move-stick-up", player=f"<seat:{target}>")
        case PlaySpree():
            return t(locale, "dicetown-move-spree")
        case PlayRegular():
            return t(locale, "dicetown-move-regular")
        case Skip():
            return t(locale, "dicetown-move-skip")
        case Take(card=card):
            return t(locale, "dicetown-move-take", card=_card(locale, card))
        case Target(seat=target):
            return t(locale, "dicetown-move-target", player=f"<seat:{target}>")
        case TakeRemedy(remedy=remedy, cards=cards):
            return t(
                locale,
                "dicetown-move-remedy",
                remedy=remedy.value,
                cards=t(locale, "dicetown-list-sep").join(_card(locale, c) for c in cards),
            )
        case Pass():
            return t(locale, "dicetown-move-pass")
        case Withdraw():
            return t(locale, "dicetown-move-withdraw")
        case Award(seat=target):
            return t(locale, "dicetown-move-award", player=f"<seat:{target}>")
        case AwardRandom():
            return t(locale, "dicetown-move-random")
    return describe(action)
