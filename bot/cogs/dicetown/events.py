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
from .text import card_name, cost_text, location_title, offer_summary, prize

# Event code -> its catalog entry (literal ids: tests/i18n checks that every entry is used).
EVENT_KEYS = {
    "roll_step": "dicetown-event-roll-step",
    "roll": "dicetown-event-roll",
    "keep_chosen": "dicetown-event-keep-chosen",
    "keep_confirmed": "dicetown-event-keep-confirmed",
    "reveal": "dicetown-event-reveal",
    "final_roll": "dicetown-event-final-roll",
    "hands": "dicetown-event-hands",
    "no_winner": "dicetown-event-no-winner",
    "ruling_open": "dicetown-event-ruling-open",
    "gold_mine": "dicetown-event-gold-mine",
    "bank": "dicetown-event-bank",
    "sheriff": "dicetown-event-sheriff",
    "town_hall": "dicetown-event-town-hall",
    "general_store": "dicetown-event-store-empty",
    "store_draw": "dicetown-event-store-draw",
    "store_drawn": "dicetown-event-drawn",
    "store_keep": "dicetown-event-keep-card",
    "store_rest": "dicetown-event-store-rest",
    "saloon": "dicetown-event-saloon-empty",
    "prompt_spree": "dicetown-event-prompt-spree",
    "prompt_regular": "dicetown-event-prompt-regular",
    "prompt_target": "dicetown-event-prompt-target",
    "saloon_draw": "dicetown-event-saloon-draw",
    "saloon_drawn": "dicetown-event-drawn",
    "saloon_steal": "dicetown-event-saloon-steal",
    "saloon_lost": "dicetown-event-saloon-lost",
    "saloon_keep": "dicetown-event-keep-card",
    "play_spree": "dicetown-event-play-spree",
    "play_regular": "dicetown-event-play-regular",
    "offer": "dicetown-event-offer",
    "offer_card": "dicetown-event-offer-card",
    "promise": "dicetown-event-promise",
    "pass": "dicetown-event-pass",
    "withdraw": "dicetown-event-withdraw",
    "ruling_unlocked": "dicetown-event-ruling-unlocked",
    "award": "dicetown-event-award",
    "award_random": "dicetown-event-award-random",
    "bribe_paid": "dicetown-event-bribe-paid",
    "bribe_cards": "dicetown-event-bribe-cards",
    "bribe_returned": "dicetown-event-bribe-returned",
    "loaded_die": "dicetown-event-loaded-die",
    "loaded_die_face": "dicetown-event-loaded-face",
    "stickup_queued": "dicetown-event-stickup-queued",
    "stickup_played": "dicetown-event-stickup-played",
    "stickup": "dicetown-event-stickup",
    "doc_nothing": "dicetown-event-doc-nothing",
    "doc_open": "dicetown-event-doc-open",
    "prompt_remedy": "dicetown-event-prompt-remedy",
    "remedy_chosen": "dicetown-event-remedy-chosen",
    "remedy_secret": "dicetown-event-remedy-secret",
    "remedy": "dicetown-event-remedy",
    "supplies_card": "dicetown-event-supplies-card",
    "upkeep": "dicetown-event-upkeep",
    "game_over": "dicetown-event-game-over",
}
SEATS = ("player", "victim", "thief", "winner", "sheriff")
OFFER_CODES = frozenset({"offer", "pass", "bribe_paid", "bribe_returned"})


def event_text(locale: str, event: Event) -> str:
    if locale == DEFAULT:
        return event.text
    key = EVENT_KEYS.get(event.code)
    if key is None:
        return event.text
    params = localised(locale, dict(event.params))
    sep = t(locale, "dicetown-list-sep")
    raw = event.params
    if event.code in ("reveal", "final_roll"):
        rows = raw.get("keeps") if event.code == "reveal" else raw.get("rolls")
        if rows is None:
            return event.text
        totals = raw.get("totals") or [r.get("kept", []) for r in rows]
        params["lines"] = t(locale, "dicetown-list-semi").join(
            t(
                locale,
                "dicetown-event-reveal-line" if event.code == "reveal" else "dicetown-event-final-line",
                player=f"<seat:{r['player']}>",
                faces=_faces(locale, r["faces"]),
                cost=r.get("cost", 0),
                kept=_faces(locale, total),
            )
            for r, total in zip(rows, totals, strict=False)
        )
    elif event.code == "hands":
        params["hands"] = t(locale, "dicetown-list-semi").join(
            f"<seat:{s}> {_faces(locale, sorted(h))}" for s, h in enumerate(raw.get("hands", []))
        )
    elif event.code == "remedy" and raw.get("paid") is not None:
        unit = "dicetown-dollars" if raw.get("remedy") == "collection" else "dicetown-nuggets"
        params["paid"] = sep.join(f"<seat:{s}> {t(locale, unit, dollars=n, count=n)}" for s, n in raw["paid"])
    elif event.code in ("remedy", "remedy_secret"):
        params.setdefault("paid", "")
    if event.code in OFFER_CODES and "dollars" in raw:
        params["offer"] = offer_summary(
            {
                "dollars": raw.get("dollars", 0),
                "nuggets": raw.get("nuggets", 0),
                "property_cards": raw.get("property_cards", 0),
                "store_cards": raw.get("store_cards", 0),
                "promise": raw.get("promise", ""),
            },
            locale=locale,
        )
    if event.code == "upkeep":
        params["display"] = sep.join(_card(locale, c) for c in raw.get("display", [])) or t(
            locale, "dicetown-hand-empty"
        )
    if event.code == "ruling_open" and "prize" in raw:
        ruling = {"location": raw["location"], "prize_amount": raw["prize"]}
        params["prize"] = prize(locale, ruling)
        params["contenders"] = t(locale, "dicetown-vs").join(f"<seat:{s}>" for s in raw["contenders"])
    for name in ("again", "kept", "empty", "changed"):
        if name in raw and isinstance(raw[name], bool):
            params[name] = "yes" if raw[name] else "no"
    for name in ("again", "empty", "changed"):
        params.setdefault(name, "no")
    text = exact(locale, key, params)
    return event.text if text is None else text


def _faces(locale: str, dice: Any) -> str:
    return " ".join(FACE_NAMES[f] for f in dice) if dice else t(locale, "dicetown-no-die")


def localised(locale: str, params: dict[str, Any]) -> dict[str, Any]:
    """Parameters as a sentence shows them: seats as placeholders the bot names, dice as faces,
    cards and locations by their names."""
    out: dict[str, Any] = {}
    sep = t(locale, "dicetown-list-sep")
    for name, value in params.items():
        if name in SEATS and isinstance(value, int) and not isinstance(value, bool):
            out[name] = f"<seat:{value}>"
        elif name in ("visitors", "contenders") and isinstance(value, list | tuple):
            out[name] = sep.join(f"<seat:{v}>" for v in value)
            out["count"] = len(value)
        elif name == "faces" and isinstance(value, list | tuple):
            out[name] = _faces(locale, value)
        elif name == "face" and isinstance(value, int):
            out[name] = FACE_NAMES.get(value, str(value))
        elif name == "card" and isinstance(value, str) and value in CARDS:
            out[name] = _card(locale, value)
        elif name == "cards" and isinstance(value, list | tuple):
            out[name] = sep.join(_card(locale, c) for c in value) or t(locale, "dicetown-nothing")
            out.setdefault("count", len(value))
        elif name == "location" and isinstance(value, str):
            out[name] = location_title(locale, value)
        elif name == "hand" and isinstance(value, list | tuple) and len(value) == 2:
            category, key = value
            ranked = ", ".join(FACE_NAMES[f] for f in key)
            out[name] = t(locale, "img-dicetown-hand", category=category, faces=ranked)
        elif name == "remedies" and isinstance(value, list | tuple):
            out[name] = sep.join(t(locale, "dicetown-remedy-name", remedy=r) for r in value)
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
            return t(locale, "dicetown-move-stick-up", player=f"P{target + 1}")
        case PlaySpree():
            return t(locale, "dicetown-move-spree")
        case PlayRegular():
            return t(locale, "dicetown-move-regular")
        case Skip():
            return t(locale, "dicetown-move-skip")
        case Take(card=card):
            return t(locale, "dicetown-move-take", card=_card(locale, card))
        case Target(seat=target):
            return t(locale, "dicetown-move-target", player=f"P{target + 1}")
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
            return t(locale, "dicetown-move-award", player=f"P{target + 1}")
        case AwardRandom():
            return t(locale, "dicetown-move-random")
    return describe(action)
