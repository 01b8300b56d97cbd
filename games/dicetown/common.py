"""Small helpers shared by the rule modules: card moves, names, event text."""

from __future__ import annotations

from typing import Literal

from games.core import evolve, rng_shuffle
from games.dicetown.data import CARDS
from games.dicetown.state import ChoiceKind, State


def add_cards(hand: tuple[str, ...], *cards: str) -> tuple[str, ...]:
    return tuple(sorted((*hand, *cards)))


def remove_card(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    out = list(hand)
    out.remove(card)
    return tuple(out)


def looked_at(state: State, seat: int) -> tuple[str, ...]:
    """The seat's cards a Saloon thief holds while he chooses which to keep (D29: he looks at
    them, keeps one and gives the rest back): meanwhile the seat cannot play them."""
    choice = state.choice
    if choice is None or choice.kind is not ChoiceKind.SALOON_PICK or choice.target != seat:
        return ()
    return choice.drawn


def free_hand(state: State, seat: int) -> tuple[str, ...]:
    """The seat's cards in its own hands now: its hand but the ones a thief looks at."""
    drawn = looked_at(state, seat)
    return tuple(c for c in state.players[seat].hand if c not in drawn)


def cards_with_effect(state: State, seat: int, effect: str) -> list[str]:
    return [c for c in free_hand(state, seat) if CARDS[c].effect == effect]


def to_deck_bottom(state: State, *cards: str) -> State:
    return evolve(state, store_deck=state.store_deck + tuple(cards))


def shuffled(state: State, items: tuple[str, ...]) -> tuple[State, tuple[str, ...]]:
    rng, out = rng_shuffle(state.rng, items)
    return evolve(state, rng=rng), tuple(out)


Resource = Literal["dollars", "nuggets"]


def transfer(state: State, resource: Resource, src: int, dst: int, amount: int) -> State:
    """`amount` of seat `src`'s dollars or nuggets handed to seat `dst` (nothing for 0)."""
    if amount <= 0:
        return state
    state = state.with_player(src, **{resource: getattr(state.players[src], resource) - amount})
    return state.with_player(dst, **{resource: getattr(state.players[dst], resource) + amount})


def count_phrase(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def card_types_phrase(cards: tuple[str, ...] | list[str]) -> str:
    """ "1 property card and 2 General Store cards": what the channel may know of hidden cards."""
    props = sum(1 for c in cards if CARDS[c].is_property)
    store = len(cards) - props
    parts: list[str] = []
    if props:
        parts.append(count_phrase(props, "property card"))
    if store:
        parts.append(count_phrase(store, "General Store card"))
    return " and ".join(parts) if parts else "no card"


def names(cards: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"{CARDS[c].name} ({CARDS[c].vp})" for c in cards) if cards else "nothing"


def others(state: State, player: int) -> list[int]:
    """Every other seat, starting from the player's left."""
    n = state.num_players
    return [(player + i) % n for i in range(1, n)]
