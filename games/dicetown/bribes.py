"""Sheriff rulings and bribes (spec 3.5-3.6): formal offers in escrow or paid up front, and the award."""

from __future__ import annotations

from typing import Any

from games.core import Event, IllegalAction, Seat, evolve, private, public, rng_below
from games.dicetown.actions import (
    Action,
    Award,
    AwardRandom,
    Bid,
    OfferCard,
    OfferDollars,
    OfferNuggets,
    Pass,
    Promise,
    Withdraw,
)
from games.dicetown.common import add_cards, card_types_phrase, count_phrase, names, remove_card
from games.dicetown.data import CARDS
from games.dicetown.resolution import grant
from games.dicetown.state import Offer, Ruling, State

ESCROW = "escrow"
CASH = "cash_up_front"


def offer_text(offer: Offer, *, cards_visible: bool = False) -> str:
    """ "$2 + 1 property card · 'pick me'": the channel sees card counts and types only (spec 3.6)."""
    parts: list[str] = []
    if offer.dollars:
        parts.append(f"${offer.dollars}")
    if offer.nuggets:
        parts.append(count_phrase(offer.nuggets, "nugget"))
    if offer.cards:
        parts.append(names(offer.cards) if cards_visible else card_types_phrase(offer.cards))
    text = " + ".join(parts) if parts else "nothing"
    if offer.promise:
        text += f" · promise “{offer.promise}”"
    return text


def offer_options(state: State, player: int) -> list[Action]:
    """What a contender other than the Sheriff may do until the ruling (spec 3.5 step 2): add
    dollars, nuggets or a card, pass, withdraw; a whole `bid` is checked by `check_bid` instead."""
    ruling = state.ruling
    assert ruling is not None
    offer = ruling.offer_of(player)
    assert offer is not None
    p = state.players[player]
    out: list[Action] = [OfferDollars(n) for n in range(1, p.dollars + 1)]
    out += [OfferNuggets(n) for n in range(1, p.nuggets + 1)]
    out += [OfferCard(c) for c in p.hand]
    out.append(Pass())
    if state.bribe_mode == ESCROW and not offer.empty:
        out.append(Withdraw())
    return out


def award_options(state: State) -> list[Action]:
    ruling = state.ruling
    assert ruling is not None
    return [*(Award(s) for s in ruling.contenders), AwardRandom()]


def answer_ruling(state: State, player: int, action: Action, events: list[Event]) -> State:
    """Apply a (legal) offer, pass, withdrawal, promise or award."""
    ruling = state.ruling
    assert ruling is not None
    if isinstance(action, Award | AwardRandom):
        return _award(state, ruling, action, events)
    if isinstance(action, Bid):
        return _unlock(_bid(state, ruling, player, action, events), events)
    offer = ruling.offer_of(player)
    assert offer is not None
    p = state.players[player]
    cash = state.bribe_mode == CASH
    sheriff = state.sheriff
    added: Offer | None = None  # what the action adds to the standing offer
    match action:
        case OfferDollars(amount=n):
            state = state.with_player(player, dollars=p.dollars - n)
            if cash:
                state = state.with_player(sheriff, dollars=state.players[sheriff].dollars + n)
            offer, added = evolve(offer, dollars=offer.dollars + n), Offer(player, dollars=n)
        case OfferNuggets(amount=n):
            state = state.with_player(player, nuggets=p.nuggets - n)
            if cash:
                state = state.with_player(sheriff, nuggets=state.players[sheriff].nuggets + n)
            offer, added = evolve(offer, nuggets=offer.nuggets + n), Offer(player, nuggets=n)
        case OfferCard(card=card):
            state = state.with_player(player, hand=remove_card(p.hand, card))
            if cash:
                state = state.with_player(sheriff, hand=add_cards(state.players[sheriff].hand, card))
            offer, added = evolve(offer, cards=(*offer.cards, card)), Offer(player, cards=(card,))
            events.append(private("offer_card", [player, sheriff], player=Seat(player), cards=[card]))
        case Promise(text=text):
            offer = evolve(offer, promise=text)
            events.append(public("promise", player=Seat(player), promise=text))
        case Pass():
            events.append(public("pass", player=Seat(player), empty=offer.empty, **offer_params(offer)))
        case Withdraw():
            state = _return_escrow(state, offer)
            events.append(public("withdraw", player=Seat(player)))
            offer = Offer(player)
        case _:  # the code after the match covers the rest
            pass
    if added is not None:
        # What was added (card types only), then the standing offer.
        more = {f"added_{k}": v for k, v in offer_params(added).items() if k != "promise"}
        events.append(
            public("offer_more", player=Seat(player), mode=state.bribe_mode, **offer_params(offer), **more)
        )
    # A pass is remembered (spec 3.5 step 3 counts it) but binds nothing: he may offer later.
    ruling = ruling.with_offer(evolve(offer, answered=offer.answered or isinstance(action, Pass)))
    return _unlock(evolve(state, ruling=ruling), events)


def _unlock(state: State, events: list[Event]) -> State:
    """Spec 3.5 step 3: once every contender other than the Sheriff has an offer standing or has
    passed, the Sheriff may rule; from then on the game waits for him alone (it stays unlocked)."""
    ruling = state.ruling
    assert ruling is not None
    if ruling.unlocked or not ruling.ready:
        return state
    events.append(public("ruling_unlocked", sheriff=Seat(state.sheriff), location=ruling.location.value))
    return evolve(state, ruling=evolve(ruling, unlocked=True))


def offer_params(offer: Offer) -> dict[str, Any]:
    """What an event sentence shows of an offer, as parameters (card counts by kind only)."""
    props = sum(1 for c in offer.cards if CARDS[c].is_property)
    return {
        "dollars": offer.dollars,
        "nuggets": offer.nuggets,
        "property_cards": props,
        "store_cards": len(offer.cards) - props,
        "promise": offer.promise,
    }


def bid_problem(state: State, player: int, bid: Bid) -> IllegalAction | None:
    """Why this whole offer cannot replace the standing one, or None (spec 3.6 validation: the
    items must be available, counting what the standing offer holds in escrow)."""
    ruling = state.ruling
    offer = ruling.offer_of(player) if ruling is not None else None
    if offer is None:
        return IllegalAction("not_contender")
    p = state.players[player]
    if bid == Bid(offer.dollars, offer.nuggets, tuple(sorted(offer.cards)), offer.promise):
        return IllegalAction("same_offer")
    if not (bid.dollars or bid.nuggets or bid.cards or bid.promise):
        return IllegalAction("empty_offer")
    if state.bribe_mode == CASH:
        missing = [c for c in offer.cards if c not in bid.cards]
        if bid.dollars < offer.dollars or bid.nuggets < offer.nuggets or missing:
            # What was paid, the cards by name: the player's own offer.
            paid = offer_text(offer, cards_visible=True)
            return IllegalAction(
                "stays_paid", paid=paid, dollars=offer.dollars, nuggets=offer.nuggets, cards=list(offer.cards)
            )
        new_cards = [c for c in bid.cards if c not in offer.cards]
        dollars, nuggets, hand = p.dollars, p.nuggets, p.hand
        need_dollars, need_nuggets = bid.dollars - offer.dollars, bid.nuggets - offer.nuggets
    else:
        new_cards = list(bid.cards)
        dollars, nuggets = p.dollars + offer.dollars, p.nuggets + offer.nuggets
        hand = (*p.hand, *offer.cards)
        need_dollars, need_nuggets = bid.dollars, bid.nuggets
    if need_dollars > dollars:
        return IllegalAction("bid_dollars", dollars=dollars, amount=bid.dollars)
    if need_nuggets > nuggets:
        return IllegalAction("bid_nuggets", nuggets=nuggets, amount=bid.nuggets)
    for card in new_cards:
        if card not in hand:
            return IllegalAction("bid_card", name=CARDS[card].name, vp=CARDS[card].vp, card=card)
    return None


def _bid(state: State, ruling: Ruling, player: int, bid: Bid, events: list[Event]) -> State:
    """Replace the standing offer by this one in one step (D36): the old escrow goes back, then the
    new one is taken; with cash up front only the difference is paid."""
    offer = ruling.offer_of(player)
    assert offer is not None
    sheriff = state.sheriff
    if state.bribe_mode == CASH:
        new_cards = [c for c in bid.cards if c not in offer.cards]
        p, s = state.players[player], state.players[sheriff]
        dd, dn = bid.dollars - offer.dollars, bid.nuggets - offer.nuggets
        hand = p.hand
        for card in new_cards:
            hand = remove_card(hand, card)
        state = state.with_player(player, dollars=p.dollars - dd, nuggets=p.nuggets - dn, hand=hand)
        state = state.with_player(
            sheriff, dollars=s.dollars + dd, nuggets=s.nuggets + dn, hand=add_cards(s.hand, *new_cards)
        )
    else:
        new_cards = [c for c in bid.cards if c not in offer.cards]
        state = _return_escrow(state, offer)
        p = state.players[player]
        hand = p.hand
        for card in bid.cards:
            hand = remove_card(hand, card)
        state = state.with_player(
            player, dollars=p.dollars - bid.dollars, nuggets=p.nuggets - bid.nuggets, hand=hand
        )
    new = evolve(offer, dollars=bid.dollars, nuggets=bid.nuggets, cards=bid.cards, promise=bid.promise)
    if new_cards:
        events.append(private("offer_card", [player, sheriff], player=Seat(player), cards=list(new_cards)))
    events.append(
        public(
            "offer",
            player=Seat(player),
            mode=state.bribe_mode,
            changed=not offer.empty,
            cards=len(new.cards),
            **offer_params(new),
        )
    )
    return evolve(state, ruling=ruling.with_offer(new))


def _return_escrow(state: State, offer: Offer) -> State:
    p = state.players[offer.seat]
    return state.with_player(
        offer.seat,
        dollars=p.dollars + offer.dollars,
        nuggets=p.nuggets + offer.nuggets,
        hand=add_cards(p.hand, *offer.cards),
    )


def _award(state: State, ruling: Ruling, action: Award | AwardRandom, events: list[Event]) -> State:
    """Settle the offers, then the location goes on as if the winner had won it outright."""
    sheriff = state.sheriff
    if isinstance(action, AwardRandom):
        # D11: chance decides and every escrow goes back (with cash up front, paid bribes stay paid).
        rng, i = rng_below(state.rng, len(ruling.contenders))
        state, winner, paid_by = evolve(state, rng=rng), ruling.contenders[i], -1
        events.append(public("award_random", location=ruling.location.value, winner=Seat(winner)))
    else:
        winner = action.seat
        paid_by = winner if winner != sheriff else -1  # a Sheriff who picks himself collects nothing
        events.append(
            public("award", location=ruling.location.value, winner=Seat(winner), sheriff=Seat(sheriff))
        )
    if state.bribe_mode == ESCROW:
        for offer in ruling.offers:
            if offer.seat == paid_by and (offer.dollars or offer.nuggets or offer.cards):
                s = state.players[sheriff]
                state = state.with_player(
                    sheriff,
                    dollars=s.dollars + offer.dollars,
                    nuggets=s.nuggets + offer.nuggets,
                    hand=add_cards(s.hand, *offer.cards),
                )
                paid = offer_params(offer)
                events.append(public("bribe_paid", player=Seat(offer.seat), sheriff=Seat(sheriff), **paid))
                if offer.cards:
                    cards = list(offer.cards)
                    events.append(
                        private("bribe_cards", [sheriff, offer.seat], cards=cards, sheriff=Seat(sheriff))
                    )
            elif offer.dollars or offer.nuggets or offer.cards:
                state = _return_escrow(state, offer)
                events.append(public("bribe_returned", player=Seat(offer.seat), **offer_params(offer)))
    state = evolve(state, ruling=None)
    return grant(state, ruling.location, winner, events)
