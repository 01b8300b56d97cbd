"""Card facts and prompt timeouts, read once at import from `cards.json` beside this module."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

FACES: tuple[int, ...] = (9, 10, 11, 12, 13, 14)  # poker dice 9 10 J Q K A (spec section 1)
FACE_NAMES: dict[int, str] = {9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
FACE_OF: dict[str, int] = {name: face for face, name in FACE_NAMES.items()}

# Action-card effects (spec 1.1): what `play <word>` names.
SALOON_TWICE = "saloon_twice"
STORE_TWICE = "general_store_twice"
LOADED_DIE = "loaded_die"
STICK_UP = "stick_up"


@dataclass(frozen=True)
class Card:
    """One General Store or property card."""

    id: str
    name: str
    kind: str  # "equipment", "action" or "property"
    vp: int
    effect: str | None = None

    @property
    def is_property(self) -> bool:
        return self.kind == "property"

    @property
    def type_word(self) -> str:
        """What the channel may know of a hidden card: its back (spec 7)."""
        return "property" if self.is_property else "General Store"


def _load() -> dict[str, Any]:
    return json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))


_RAW = _load()
CARDS: dict[str, Card] = {}
for _c in _RAW["general_store"]:
    CARDS[_c["id"]] = Card(_c["id"], _c["name"], _c["kind"], _c["vp"], _c["effect"])
for _c in _RAW["property"]:
    CARDS[_c["id"]] = Card(_c["id"], _c["name"], "property", _c["vp"])

STORE_IDS: tuple[str, ...] = tuple(c["id"] for c in _RAW["general_store"])
PROPERTY_IDS: tuple[str, ...] = tuple(c["id"] for c in _RAW["property"])
ALL_CARD_IDS: frozenset[str] = frozenset(CARDS)

# Seconds per prompt and preset (spec 8.7); the engine reads no clock, the bot uses these.
# Per preset (live, async) its seconds per prompt; beside them, the away factor (a number).
TIMEOUTS: dict[str, Any] = _RAW["timeouts"]


def card_name(card_id: str) -> str:
    return CARDS[card_id].name


def face_text(faces: tuple[int, ...] | list[int]) -> str:
    """Dice as players write them: "9 9 K A"."""
    return " ".join(FACE_NAMES[f] for f in faces) if faces else "nothing"
