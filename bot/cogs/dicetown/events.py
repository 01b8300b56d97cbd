"""Dice Town's events in words: each event's values as its sentence (`event-dicetown-<code>`)
shows them, in the reader's language. Seats stay `<seat:N>` placeholders (the caller names
them); dice are shown by their faces, cards and locations by their names, offers by what the
reader may know of them (card types only), and what a player wrote as plain text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.dicetown.data import CARDS, FACE_NAMES

from ...i18n import t
from ...plaintext import plain
from .text import card_name, location_title, prize

# The locations whose tie is of hands, not of one face.
TOWN_HALL = "town_hall"


def dice(locale: str, faces: Sequence[int]) -> str:
    """Faces kept or rolled ("9 9 K"), "nothing" for none."""
    return " ".join(FACE_NAMES[f] for f in faces) if faces else t(locale, "dicetown-nothing")


def card(locale: str, card_id: str) -> str:
    """A card by its name and points: "Pony (8)"."""
    c = CARDS[card_id]
    return t(locale, "dicetown-card-vp", name=card_name(locale, c.name), vp=c.vp)


def cards(locale: str, ids: Sequence[str]) -> str:
    """Cards by name and points, "nothing" for none."""
    return t(locale, "dicetown-list-sep").join(card(locale, c) for c in ids) or t(locale, "dicetown-nothing")


def seats(locale: str, seats_: Sequence[int], sep: str = "dicetown-list-sep") -> str:
    return t(locale, sep).join(f"<seat:{s}>" for s in seats_)


def hand(locale: str, ranked: Sequence[Any]) -> str:
    """A poker hand by its category and the faces that rank it: "full house (K, A)"."""
    category, key = ranked
    return t(locale, "img-dicetown-hand", category=category, faces=", ".join(FACE_NAMES[f] for f in key))


def offer(locale: str, p: Mapping[str, Any], prefix: str = "") -> str:
    """What an offer holds as the channel may know it: dollars, nuggets, the cards' types only,
    and a promise ("$2 + 1 property card and 1 General Store card · promise “…”")."""
    parts = []
    if p.get(f"{prefix}dollars"):
        parts.append(t(locale, "dicetown-dollars", dollars=p[f"{prefix}dollars"]))
    if p.get(f"{prefix}nuggets"):
        parts.append(t(locale, "dicetown-nuggets", count=p[f"{prefix}nuggets"]))
    kinds = []
    if p.get(f"{prefix}property_cards"):
        kinds.append(t(locale, "dicetown-property-cards", count=p[f"{prefix}property_cards"]))
    if p.get(f"{prefix}store_cards"):
        kinds.append(t(locale, "dicetown-store-cards", count=p[f"{prefix}store_cards"]))
    if kinds:
        parts.append(t(locale, "dicetown-and").join(kinds))
    text = " + ".join(parts) if parts else t(locale, "dicetown-nothing")
    promise = p.get(f"{prefix}promise")
    if promise:
        text += t(locale, "dicetown-promise", promise=plain(str(promise)))
    return text


def yes(value: Any) -> str:
    """A flag as the catalog's selectors read it."""
    return "yes" if value else "no"


def params(locale: str, code: str, raw: Mapping[str, Any]) -> dict[str, Any]:
    """The values of one event as its sentence shows them."""
    p = dict(raw)
    if "location" in raw:
        p["location"] = location_title(locale, str(raw["location"]))
    if "faces" in raw:
        p["faces"] = dice(locale, raw["faces"])
    if "face" in raw and code == "loaded_die_face":
        p["face"] = FACE_NAMES[int(raw["face"])]
    if "card" in raw:
        p["card"] = card(locale, str(raw["card"]))
    if "cards" in raw and isinstance(raw["cards"], list | tuple):
        p["cards"] = cards(locale, raw["cards"])
    if "promise" in raw:
        p["promise"] = plain(str(raw["promise"]))
    for flag in ("again", "kept", "empty", "changed"):
        if flag in raw:
            p[flag] = yes(raw[flag])
    match code:
        case "reveal":
            p["lines"] = t(locale, "dicetown-list-semi").join(
                t(
                    locale,
                    "dicetown-event-reveal-line",
                    player=f"<seat:{r['player']}>",
                    faces=dice(locale, r["faces"]) if r["faces"] else t(locale, "dicetown-no-die"),
                    cost=r["cost"],
                    kept=dice(locale, total),
                )
                for r, total in zip(raw["keeps"], raw["totals"], strict=True)
            )
        case "final_roll":
            p["lines"] = t(locale, "dicetown-list-semi").join(
                t(
                    locale,
                    "dicetown-event-final-line",
                    player=f"<seat:{r['player']}>",
                    faces=dice(locale, r["faces"]),
                    kept=dice(locale, r["kept"]),
                )
                for r in raw["rolls"]
            )
        case "hands":
            p["hands"] = t(locale, "dicetown-list-semi").join(
                f"<seat:{s}> {dice(locale, sorted(h))}" for s, h in enumerate(raw["hands"])
            )
        case "no_winner":
            p["face"] = t(locale, "dicetown-face-word", face=int(raw["face"]))
            p["badge"] = yes(raw["location"] == "sheriff")
        case "ruling_open" | "ruling_sheriff" | "ruling_contender":
            p["prize"] = prize(locale, {"location": raw["location"], "prize_amount": raw["prize"]})
            p["contenders"] = seats(locale, raw["contenders"], "dicetown-vs")
            if raw["location"] == TOWN_HALL:
                p["detail"] = hand(locale, raw["hand"])
            else:
                p["detail"] = t(locale, "dicetown-face-count", count=raw["count"], face=raw["face"])
        case "town_hall":
            p["hand"] = hand(locale, raw["hand"])
        case "saloon" | "general_store":
            p.setdefault("player", "")
        case "offer":
            p["offer"] = offer(locale, raw)
            p["promised"] = yes(raw.get("promise"))
        case "offer_more":
            p["offer"] = offer(locale, raw)
            p["added"] = offer(locale, raw, "added_")
        case "pass" | "bribe_paid" | "bribe_returned":
            p["offer"] = offer(locale, raw)
        case "doc_open":
            p["visitors"] = seats(locale, raw["visitors"])
            p["count"] = len(raw["visitors"])
        case "prompt_remedy":
            p["remedies"] = t(locale, "dicetown-list-sep").join(
                t(locale, "dicetown-remedy-name", remedy=r) for r in raw["remedies"]
            )
        case "remedy_secret":
            p["name"] = t(locale, "dicetown-remedy-name", remedy=raw["remedy"])
            p["on"] = t(locale, "dicetown-event-on-cards", cards=p["cards"]) if raw["cards"] else ""
        case "remedy":
            p.setdefault("cards", "")
            levied = "dicetown-event-pays" if raw["remedy"] == "collection" else "dicetown-event-gives"
            p["paid"] = t(locale, "dicetown-list-sep").join(
                t(locale, levied, player=f"<seat:{s}>", amount=n) for s, n in raw.get("paid", [])
            )
        case "upkeep":
            p["display"] = cards(locale, raw["display"])
        case _:
            pass
    return p
