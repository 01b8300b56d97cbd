"""Dice Town's sentences for Discord, built from views only: the channel's come from the spectator
view (`GAME.view(state, None)`), a player's own from his view, so a secret cannot reach a channel
sentence by mistake. Every sentence takes the reader's locale (bot/locales/*/dicetown.ftl).

The events' sentences are the catalog's, one per code (events.py words their values).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

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
from games.dicetown.actions import (
    Award,
    AwardRandom,
    Bid,
    OfferCard,
    OfferDollars,
    OfferNuggets,
    PlayRegular,
    PlaySpree,
    Promise,
    Skip,
    Take,
)
from games.dicetown.data import CARDS, FACE_NAMES, face_text

from ...gameui import seat_tag
from ...i18n import DEFAULT, names, t, term
from ...plaintext import plain
from ...tables import Table

KEY = "dicetown"
View = Mapping[str, Any]

# The resolution order (spec 3.3), as the view names it; the index goes into custom_ids.
LOCATION_KEYS = ("gold_mine", "bank", "general_store", "saloon", "sheriff", "town_hall", "doc_badluck")
# Every card by name: its glossary word is the name in snake case. The property cards' names are
# the spec's (the seed names none); a Chinese table reads them translated like any other word on
# its pictures, not as English proper nouns among Chinese ones.
CARD_NAMES = frozenset(c.name for c in CARDS.values())


def location_title(locale: str, location: str) -> str:
    """A location's name on the board: the Sheriff's place is his office."""
    if location == "sheriff":
        return t(locale, "dicetown-sheriffs-office")
    return term(locale, KEY, location)


def card_name(locale: str, name: str) -> str:
    if name not in CARD_NAMES or locale == DEFAULT:
        return name
    return term(locale, KEY, "card-" + name.lower().replace(" ", "_").replace("-", "_"))


def card_kind(locale: str, kind: str) -> str:
    return t(locale, "dicetown-kind", kind=kind)


def card_option(locale: str, card: View) -> str:
    """A card as a menu option: "Colt Revolver (4 VP)"."""
    return t(locale, "dicetown-card-option", name=card_name(locale, card["name"]), vp=card["vp"])[:100]


def card_list(locale: str, cards: Sequence[View]) -> str:
    """ "Colt Revolver (4), Dry Gulch (1)": names with their points."""
    return t(locale, "dicetown-list-sep").join(card_vp(locale, c) for c in cards)


def card_vp(locale: str, card: View) -> str:
    return t(locale, "dicetown-card-vp", name=card_name(locale, card["name"]), vp=card["vp"])


def who(table: Table, seat: int) -> str:
    return f"<@{table.user_of(seat)}>"


def faces(dice: Sequence[int], locale: str = DEFAULT) -> str:
    return " ".join(FACE_NAMES[f] for f in dice) if dice else t(locale, "dicetown-no-die")


def cost_text(n: int, locale: str = DEFAULT) -> str:
    return t(locale, "dicetown-cost", cost=n)


def prize(locale: str, ruling: View) -> str:
    """What the tied location gives its winner (the engine's `prize`, in the reader's words)."""
    return t(locale, "dicetown-prize", location=ruling["location"], amount=ruling.get("prize_amount", 0))


# --- prompts ----------------------------------------------------------------------------------------


def prompt_of(view: View, seat: int) -> str | None:
    """The prompt a seat has open ("keep", "offer", "rule", "store_pick", ...), or None."""
    return next((w["prompt"] for w in view["waiting"] if w["player"] == seat), None)


def stamp(view: View, seat: int) -> str | None:
    """Names the prompt a seat has open, for custom_ids: round, roll step, location, prompt kind,
    and whether it is a card's second pass. A component drawn for another prompt is stale."""
    prompt = prompt_of(view, seat)
    if prompt is None:
        return None
    location = view["location"]
    index = LOCATION_KEYS.index(location) if location in LOCATION_KEYS else 9
    again = "+" if view["choice"] and view["choice"]["again"] else ""
    return f"{view['round']}.{view['step']}.{index}.{prompt}{again}"


CARDS_ONLY = "cards"  # the stamp of a card menu shown while the seat has no prompt open


def ruling_stamp(view: View) -> str:
    """An open tie: one per location and round."""
    return f"{view['round']}.{LOCATION_KEYS.index(view['ruling']['location'])}"


def selection(roll: Sequence[int], mask: int, dollars: int, locale: str = DEFAULT) -> tuple[str, str, bool]:
    """What a toggle selection keeps and costs: the Confirm button's label, the line under the
    prompt, and whether it can be confirmed."""
    chosen = [f for i, f in enumerate(roll) if mask >> i & 1]
    if not chosen:
        line = t(locale, "dicetown-tap")
        return line, line, False
    cost = keep_cost(len(chosen))
    if cost > dollars:
        line = t(locale, "dicetown-keep-cost", count=len(chosen), cost=cost, dollars=dollars)
        return line, line, False
    what = t(locale, "dicetown-keep-what", faces=faces(sorted(chosen), locale), cost=cost_text(cost, locale))
    return t(locale, "dicetown-confirm", what=what), what, True


def keep_prompt(view: View, mask: int, locale: str = DEFAULT) -> str:
    """The text of a roll prompt (DM or ephemeral), with the live cost of the selection."""
    you = view["you"]
    me = view["players"][you["seat"]]
    _, what, _ = selection(you["roll"], mask, me["dollars"], locale)
    roll = faces(you["roll"], locale)
    head = t(locale, "dicetown-your-roll", round=view["round"], step=view["step"], faces=roll)
    kept = t(locale, "dicetown-already-keep", faces=faces(me["kept"], locale)) if me["kept"] else ""
    how = t(locale, "dicetown-tap-to-keep")
    state = t(locale, "dicetown-selected", what=what) if mask else t(locale, "dicetown-nothing-selected")
    return f"{head}{kept}\n{how}\n{state} {t(locale, 'dicetown-you-have', dollars=me['dollars'])}"


# --- the channel ------------------------------------------------------------------------------------


def own_offer(view: View, seat: int) -> View | None:
    """The seat's standing offer in the open tie (from the seat's own view), None if he makes none."""
    ruling = view.get("ruling")
    if ruling is None:
        return None
    return next((o for o in ruling["offers"] if o["player"] == seat), None)


def offer_summary(offer: View, *, with_cards: bool = False, locale: str = DEFAULT) -> str:
    """ "$2 + 1 nugget + 1 property card · promise “…”": card counts and types only, unless the
    reader may see the cards (the Sheriff, the offerer)."""
    parts = []
    if offer["dollars"]:
        parts.append(t(locale, "dicetown-dollars", dollars=offer["dollars"]))
    if offer["nuggets"]:
        parts.append(t(locale, "dicetown-nuggets", count=offer["nuggets"]))
    if with_cards and offer.get("cards"):
        parts += [card_vp(locale, c) for c in offer["cards"]]
    else:
        if offer["property_cards"]:
            parts.append(t(locale, "dicetown-property-cards", count=offer["property_cards"]))
        if offer["store_cards"]:
            parts.append(t(locale, "dicetown-store-cards", count=offer["store_cards"]))
    text = " + ".join(parts) if parts else t(locale, "dicetown-nothing")
    if offer["promise"]:
        text += t(locale, "dicetown-promise", promise=plain(offer["promise"]))
    return text


def ruling_panel(table: Table, view: View, locale: str = DEFAULT) -> str:
    """The ruling panel (spec 8.5): location, prize, contenders with their standing offers, Sheriff."""
    ruling = view["ruling"]
    title = location_title(locale, ruling["location"])
    sheriff = ruling["sheriff"]
    lines = [
        t(
            locale,
            "dicetown-tie-head",
            location=title,
            prize=prize(locale, ruling),
            contenders=t(locale, "dicetown-vs").join(seat_tag(table, s) for s in ruling["contenders"]),
            sheriff=who(table, sheriff),
            mode=ruling["mode"],
        )
    ]
    offers = {o["player"]: o for o in ruling["offers"]}
    for s in ruling["contenders"]:
        if s not in offers:
            lines.append(t(locale, "dicetown-tie-sheriff-himself", player=seat_tag(table, s)))
            continue
        o = offers[s]
        held = o["dollars"] or o["nuggets"] or o["property_cards"] or o["store_cards"]
        standing = "stands" if held or o["promise"] else ("passed" if o["answered"] else "thinking")
        offer = offer_summary(o, locale=locale)
        lines.append(t(locale, "dicetown-tie-offer", player=seat_tag(table, s), offer=offer, state=standing))
    key = "dicetown-tie-unlocked" if ruling["unlocked"] else "dicetown-tie-locked"
    lines.append(t(locale, key, sheriff=who(table, sheriff), location=title))
    return "\n".join(lines)


def choice_line(table: Table, view: View, locale: str = DEFAULT) -> str:
    """A resolution prompt, said without giving away what the player holds or draws."""
    choice = view["choice"]
    player = who(table, choice["player"])
    location = location_title(locale, view["location"])
    if choice["kind"] == "saloon_target":
        return t(locale, "dicetown-choose-target", location=location, player=player)
    if choice["kind"] in ("store_pick", "saloon_pick"):
        return t(locale, "dicetown-choose-card", location=location, player=player)
    return t(locale, "dicetown-private-choice", location=location, player=player)


def waiting_line(table: Table, view: View, locale: str = DEFAULT) -> str:
    """Who acts next and what they must do, mentioning them."""
    waiting = [w["player"] for w in view["waiting"]]
    if not waiting:
        return ""
    if view["phase"] == "roll":
        done = [e["seat"] for e in view["players"] if e["cup"] and e["submitted"]]
        marks = " · ".join(
            [*(f"✅ {who(table, s)}" for s in done), *(f"⏳ {who(table, s)}" for s in waiting)]
        )
        head = t(locale, "dicetown-roll-step", round=view["round"], step=view["step"])
        return f"{head}\n{marks}"
    if view["ruling"] is not None:
        return ruling_panel(table, view, locale)
    if view["choice"] is not None:
        return choice_line(table, view, locale)
    if view["doc"] is not None:
        chosen = view["doc"]["chosen"]
        marks = " · ".join(
            f"{'✅' if s in chosen else '⏳'} {seat_tag(table, s)}" for s in view["doc"]["visitors"]
        )
        return f"{t(locale, 'dicetown-doc-waiting')}\n{marks}"
    mentions = [who(table, s) for s in waiting]
    return names(locale, mentions) if locale != DEFAULT else ", ".join(mentions)


def status_lines(table: Table, view: View, locale: str = DEFAULT) -> list[str]:
    """The table in words, for `/game status`: the town, then each player's public holdings."""
    if view["phase"] == "roll":
        phase = t(locale, "dicetown-phase-roll", step=view["step"])
    else:
        phase = location_title(locale, view["location"]) if view["location"] in LOCATION_KEYS else ""
    display = card_list(locale, view["display"]) or t(locale, "dicetown-hand-empty")
    town = {k: view[k] for k in ("round", "mine", "bank", "stagecoach")}
    town |= {"store": view["store_deck"], "property": view["property_deck"], "phase": phase}
    lines = [
        t(locale, "dicetown-status-town", sheriff=who(table, view["sheriff"]), **town),
        t(locale, "dicetown-status-display", cards=display),
    ]
    sep = t(locale, "dicetown-list-sep")
    for e in view["players"]:
        bits = [
            t(locale, "dicetown-dollars", dollars=e["dollars"]),
            t(locale, "dicetown-nuggets", count=e["nuggets"]),
            t(locale, "dicetown-status-hand", store=e["store_cards"], property=e["property_cards"]),
        ]
        if e["fenced"]:
            bits.append(t(locale, "dicetown-status-fenced", cards=card_list(locale, e["fenced"])))
        escrow = e.get("escrow") or {}
        held = [t(locale, "dicetown-dollars", dollars=escrow["dollars"])] if escrow.get("dollars") else []
        held += [t(locale, "dicetown-nuggets", count=escrow["nuggets"])] if escrow.get("nuggets") else []
        held += [t(locale, "dicetown-cards", count=escrow["cards"])] if escrow.get("cards") else []
        if held:
            bits.append(t(locale, "dicetown-status-escrow", held=" + ".join(held)))
        if e["loaded"]:
            bits.append(t(locale, "dicetown-loaded-ready"))
        dice = faces(e["kept"], locale) if e["kept"] else t(locale, "dicetown-nothing-kept")
        player = seat_tag(table, e["seat"])
        lines.append(t(locale, "dicetown-status-player", player=player, bits=sep.join(bits), dice=dice))
    return lines


def hand_text(view: View, locale: str = DEFAULT) -> str:
    """A player's own holdings, for `/dicetown hand` (ephemeral)."""
    you = view["you"]
    me = view["players"][you["seat"]]
    lines = [t(locale, "dicetown-holdings", dollars=me["dollars"], nuggets=me["nuggets"])]
    if me["sheriff"]:
        lines.append(t(locale, "dicetown-badge"))
    hand = you["hand"]
    cards = t(locale, "dicetown-list-sep").join(
        t(
            locale,
            "dicetown-hand-card",
            name=card_name(locale, c["name"]),
            id=c["id"],
            kind=card_kind(locale, c["kind"]),
            vp=c["vp"],
        )
        for c in hand
    )
    lines.append(t(locale, "dicetown-hand", count=len(hand), cards=cards or t(locale, "dicetown-hand-empty")))
    if me["fenced"]:
        lines.append(t(locale, "dicetown-fenced", cards=card_list(locale, me["fenced"])))
    offer = own_offer(view, you["seat"])
    if offer is not None and (offer["dollars"] or offer["nuggets"] or offer.get("cards") or offer["promise"]):
        summary = offer_summary(offer, with_cards=True, locale=locale)
        lines.append(t(locale, "dicetown-your-offer", mode=view["ruling"]["mode"], offer=summary))
    if you["loaded_face"]:
        lines.append(t(locale, "dicetown-loaded", face=FACE_NAMES[you["loaded_face"]]))
    if you["keep"] is not None:
        cost = cost_text(you["keep_cost"], locale)
        lines.append(t(locale, "dicetown-this-roll", faces=faces(you["keep"], locale), cost=cost))
    elif you["roll"]:
        lines.append(t(locale, "dicetown-roll-not-kept", faces=faces(you["roll"], locale)))
    return "\n".join(lines)


def with_plain(text: str, *written: str | None) -> str:
    """`text` with what a player wrote in it (a promise) shown as plain text."""
    for words in written:
        if words:
            text = text.replace(words, plain(words))
    return text


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
            named = t(locale, "dicetown-list-sep").join(_card(locale, c) for c in cards)
            return t(locale, "dicetown-move-remedy", remedy=remedy.value, cards=named)
        case OfferDollars(amount=n):
            return t(locale, "dicetown-move-add", what=t(locale, "dicetown-dollars", dollars=n))
        case OfferNuggets(amount=n):
            return t(locale, "dicetown-move-add", what=t(locale, "dicetown-nuggets", count=n))
        case OfferCard(card=card):
            return t(locale, "dicetown-move-add", what=_card(locale, card))
        case Promise(text=text):
            return t(locale, "dicetown-move-promise", promise=plain(text))
        case Bid(dollars=dollars, nuggets=nuggets, cards=cards, promise=promise):
            offer = {"dollars": dollars, "nuggets": nuggets, "cards": list(cards), "promise": promise}
            offer |= {"property_cards": 0, "store_cards": 0}
            return t(locale, "dicetown-move-bid", offer=offer_summary(offer, with_cards=True, locale=locale))
        case Pass():
            return t(locale, "dicetown-move-pass")
        case Withdraw():
            return t(locale, "dicetown-move-withdraw")
        case Award(seat=target):
            return t(locale, "dicetown-move-award", player=f"P{target + 1}")
        case AwardRandom():
            return t(locale, "dicetown-move-random")
    return describe(action)
