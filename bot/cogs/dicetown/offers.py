"""Whole offers (spec 3.6): what the offer modal, `/dicetown offer`, the Cards menu and a bribe
written in the chat turn into one engine move, `bid ...`, which replaces the standing offer in one
step (D36), or `withdraw`. Cards are named by id or by name; a promise (up to 200 characters)
travels in the move's notation, never in a component's custom_id.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from games.dicetown import OFFER_PROMISE_MAX, Bid

from ...i18n import DEFAULT, t
from ...tables import TableError
from .text import View, card_name, own_offer


def card_pool(view: View, seat: int) -> list[View]:
    """The cards the seat may put in a new offer: his card hand and what his offer holds now."""
    offer = own_offer(view, seat) or {}
    return [*view["you"]["hand"], *offer.get("cards", [])]


class UnknownCard(TableError):
    """A card named in an offer that none of the writer's cards answers to, or several: its
    sentence lists the writer's cards, so it is for the writer's eyes only (`said` words it in
    any language)."""

    def __init__(self, word: str, pool: Sequence[View], candidates: Sequence[str], locale: str) -> None:
        self.word = word
        self.pool = list(pool)
        self.candidates = sorted(candidates)  # the names it could mean; none: no card answers
        super().__init__(self.said(locale))

    def said(self, locale: str) -> str:
        word = repr(self.word)
        if self.candidates:
            names = ", ".join(sorted({card_name(locale, n) for n in self.candidates}))
            return t(locale, "dicetown-ambiguous-card", word=word, names=names)
        held = ", ".join(f"{card_name(locale, c['name'])} ({c['id']})" for c in self.pool)
        return t(locale, "dicetown-no-such-card", word=word, held=held or t(locale, "dicetown-none"))


def find_cards(words: Iterable[str], pool: Sequence[View], locale: str = DEFAULT) -> list[str]:
    """Card ids for names or ids as players write them ("Colt Revolver", "colt", "GS04"), in
    English or in the writer's language ("柯尔特左轮"); `UnknownCard` for a word that names none
    of them, or several."""
    out: list[str] = []

    def called(card: View) -> tuple[str, ...]:
        return (card["name"].lower(), card_name(locale, card["name"]).lower())

    for word in words:
        key = " ".join(word.split()).lower()
        if not key:
            continue
        exact = [c for c in pool if key == c["id"].lower() or key in called(c)]
        found = exact or [c for c in pool if any(n.startswith(key) for n in called(c))]
        found = found or [c for c in pool if any(key in n for n in called(c))]
        ids = sorted({c["id"] for c in found} - set(out))
        if not ids:
            raise UnknownCard(word.strip(), pool, [], locale)
        if len({c["name"] for c in found if c["id"] in ids}) > 1:
            raise UnknownCard(word.strip(), pool, [c["name"] for c in found], locale)
        out.append(ids[0])
    return out


def whole_offer(
    current: View,
    dollars: int,
    nuggets: int,
    cards: Sequence[str],
    promise: str,
    *,
    escrow: bool,
    locale: str = DEFAULT,
) -> str:
    """The move that makes these totals the standing offer: `bid ...`, or `withdraw` for nothing."""
    promise = " ".join(promise.split())
    if len(promise) > OFFER_PROMISE_MAX:
        raise TableError(t(locale, "dicetown-promise-too-long", limit=OFFER_PROMISE_MAX, length=len(promise)))
    if not (dollars or nuggets or cards or promise):
        has = current["dollars"] or current["nuggets"] or current.get("cards") or current["promise"]
        if escrow and has:
            return "withdraw"
        raise TableError(t(locale, "dicetown-offer-something"))
    return str(Bid(dollars, nuggets, tuple(sorted(cards)), promise))


def current_ids(current: View) -> list[str]:
    return [c["id"] for c in current.get("cards", [])]
