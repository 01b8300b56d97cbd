"""Doc Badluck's remedies for those who won nothing (spec 3.7) and the end-of-round upkeep (3.9-3.10)."""

from __future__ import annotations

from itertools import combinations

from games.core import Event, Seat, evolve, private, public
from games.dicetown.actions import TakeRemedy
from games.dicetown.common import Resource, add_cards, others, remove_card, transfer
from games.dicetown.data import CARDS
from games.dicetown.rolling import open_step
from games.dicetown.state import DocChoice, Phase, Player, Remedy, State

COLLECTION_DOLLARS = 2
REMEDY_NAMES = {
    Remedy.COLLECTION: "Collection ($2 from each other player)",
    Remedy.GOLD_TAX: "Gold tax (a nugget from each other player)",
    Remedy.SUPPLIES: "Supplies (the top General Store card)",
    Remedy.WIRE: "Barbed wire (fence up to 2 property cards)",
}
DISPLAY_SIZE = 3


def unprotected_properties(p: Player) -> list[str]:
    return [c for c in p.hand if CARDS[c].is_property]


def remedy_options(state: State, visitor: int) -> list[TakeRemedy]:
    """Remedies open to a visitor: a matching face among his five dice (spec 3.7), in default order."""
    p = state.players[visitor]
    dice = set(p.kept)
    out: list[TakeRemedy] = []
    if 13 in dice:
        out.append(TakeRemedy(Remedy.COLLECTION))
    if state.gold_tax and 14 in dice:
        out.append(TakeRemedy(Remedy.GOLD_TAX))
    if dice & {11, 12} and state.store_deck:
        out.append(TakeRemedy(Remedy.SUPPLIES))
    if dice & {9, 10}:
        props = unprotected_properties(p)
        out += [TakeRemedy(Remedy.WIRE, (c,)) for c in props]
        out += [TakeRemedy(Remedy.WIRE, pair) for pair in combinations(props, 2)]
    return out


def default_remedy(state: State, visitor: int) -> TakeRemedy:
    """Spec 8.7: Collection, Gold tax, Supplies, then barbed wire on the two most valuable cards."""
    options = remedy_options(state, visitor)
    if options[0].remedy is not Remedy.WIRE:
        return options[0]
    props = sorted(unprotected_properties(state.players[visitor]), key=lambda c: (-CARDS[c].vp, c))
    return TakeRemedy(Remedy.WIRE, tuple(sorted(props[:2])))


def begin_doc(state: State, events: list[Event]) -> State:
    """Every player who won none of the six locations visits; those with no remedy get nothing."""
    winners = state.winners
    visitors: list[int] = []
    for s in _from_sheriffs_left(state):
        if s in winners:
            continue
        if remedy_options(state, s):
            visitors.append(s)
        else:
            events.append(public("doc_nothing", player=Seat(s)))
    if not visitors:
        return upkeep(state, events)
    events.append(public("doc_open", visitors=[Seat(s) for s in visitors]))
    for s in visitors:
        kinds = list(dict.fromkeys(r.remedy.value for r in remedy_options(state, s)))
        events.append(private("prompt_remedy", [s], remedies=kinds))
    return evolve(state, visitors=tuple(visitors))


def _from_sheriffs_left(state: State) -> list[int]:
    n = state.num_players
    return [(state.sheriff + i) % n for i in range(1, n + 1)]


def choose_remedy(state: State, visitor: int, action: TakeRemedy, events: list[Event]) -> State:
    """Choices are secret until all are in; then they apply in seat order from the Sheriff's left (D3)."""
    choice = DocChoice(visitor, action.remedy, action.cards)
    state = evolve(state, doc_choices=(*state.doc_choices, choice))
    events.append(public("remedy_chosen", player=Seat(visitor)))
    # The choice itself stays the visitor's secret until every visitor has chosen (D3).
    events.append(private("remedy_secret", [visitor], remedy=action.remedy.value, cards=list(action.cards)))
    if len(state.doc_choices) < len(state.visitors):
        return state
    order = {s: i for i, s in enumerate(_from_sheriffs_left(state))}
    for choice in sorted(state.doc_choices, key=lambda ch: order[ch.seat]):
        state = _apply_remedy(state, choice, events)
    return upkeep(evolve(state, visitors=(), doc_choices=()), events)


# Collection and Gold tax: the remedy that levies each of dollars and nuggets.
_LEVIES: dict[Resource, str] = {"dollars": Remedy.COLLECTION.value, "nuggets": Remedy.GOLD_TAX.value}


def _levy(state: State, v: int, field: Resource, most: int, events: list[Event]) -> State:
    """Every other player gives `v` up to `most` of his dollars or nuggets, what he has."""
    paid: list[list[int]] = []
    for s in others(state, v):
        give = min(most, getattr(state.players[s], field))
        state = transfer(state, field, s, v, give)
        paid.append([s, give])
    events.append(public("remedy", remedy=_LEVIES[field], player=Seat(v), paid=paid))
    return state


def _apply_remedy(state: State, choice: DocChoice, events: list[Event]) -> State:
    """Availability is checked again now (D41)."""
    v = choice.seat
    match choice.remedy:
        case Remedy.COLLECTION:
            state = _levy(state, v, "dollars", COLLECTION_DOLLARS, events)
        case Remedy.GOLD_TAX:
            state = _levy(state, v, "nuggets", 1, events)  # D38: from players, never from the mine
        case Remedy.SUPPLIES:
            if not state.store_deck:
                events.append(public("remedy", remedy="no_supplies", player=Seat(v)))
                return state
            card, deck = state.store_deck[0], state.store_deck[1:]
            state = evolve(state, store_deck=deck).with_player(v, hand=add_cards(state.players[v].hand, card))
            events.append(public("remedy", remedy="supplies", player=Seat(v)))
            events.append(private("supplies_card", [v], card=card))
        case Remedy.WIRE:
            p = state.players[v]
            cards = tuple(c for c in choice.cards if c in p.hand)
            hand = p.hand
            for c in cards:
                hand = remove_card(hand, c)
            state = state.with_player(v, hand=hand, fenced=tuple(sorted((*p.fenced, *cards))))
            events.append(public("remedy", cards=list(cards), remedy="wire", player=Seat(v)))
    return state


def upkeep(state: State, events: list[Event]) -> State:
    """Stagecoach to the bank, slide and refill the display, check the end, start the next round."""
    bank = state.bank + state.stagecoach
    need = DISPLAY_SIZE - len(state.display)
    display = state.display + state.prop_deck[:need]
    deck = state.prop_deck[len(display) - len(state.display) :]
    state = evolve(state, bank=bank, stagecoach=0, display=display, prop_deck=deck, location=0)
    events.append(public("upkeep", bank=bank, display=list(display), round=state.round, deck=len(deck)))
    reason = ""
    if state.mine == 0:
        reason = "the gold mine is empty"
    elif not display and not deck:
        reason = "every property card has been handed out"
    if reason:  # D26: only checked here, after a full round
        why = "mine" if state.mine == 0 else "property"
        events.append(public("game_over", why=why))
        return evolve(state, phase=Phase.OVER, end_reason=reason)
    players = tuple(evolve(p, kept=()) for p in state.players)
    state = evolve(state, players=players, round=state.round + 1, step=1, phase=Phase.ROLL, outcomes=())
    return open_step(state, events)
