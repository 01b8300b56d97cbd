"""Action cards played from the hand: Loaded Die and Stick-Up (spec 3.8); the played card goes under
the General Store deck (D24)."""

from __future__ import annotations

from games.core import Event, Seat, evolve, private, public
from games.dicetown.common import cards_with_effect, remove_card, to_deck_bottom, transfer
from games.dicetown.data import LOADED_DIE, STICK_UP
from games.dicetown.state import Phase, State

STICKUP_MAX = 4


def discard_action_card(state: State, player: int, effect: str) -> State:
    """Take the lowest-id copy of a card with this effect from the hand to the bottom of the deck."""
    card = cards_with_effect(state, player, effect)[0]
    state = state.with_player(player, hand=remove_card(state.players[player].hand, card))
    return to_deck_bottom(state, card)


def loaded_die_allowed(state: State, player: int) -> bool:
    """Spec 3.8: while the holder will roll again: in the rolling phase with dice in his cup, or
    during resolution unless this round is sure to be the last (an empty mine, or no property card
    left in the deck or the display: the end check of 3.10 will end the game)."""
    if state.phase is Phase.ROLL:
        return state.players[player].cup > 0
    if state.phase is Phase.RESOLVE:
        return state.mine > 0 and bool(state.prop_deck or state.display)
    return False


def play_loaded(state: State, player: int, face: int, events: list[Event]) -> State:
    """Arm a Loaded Die for the player's next roll; the face stays his secret (D33)."""
    state = discard_action_card(state, player, LOADED_DIE)
    state = state.with_player(player, armed=face)
    events.append(public("loaded_die", player=Seat(player)))
    events.append(private("loaded_die_face", [player], face=face))
    return state


def play_stickup(state: State, player: int, victim: int, events: list[Event]) -> State:
    """Take up to $4 from another player; during an open roll step it waits for the reveal (D32)."""
    state = discard_action_card(state, player, STICK_UP)
    if state.phase is Phase.ROLL:
        events.append(public("stickup_queued", player=Seat(player), victim=Seat(victim)))
        return evolve(state, stickups=(*state.stickups, (player, victim)))
    events.append(public("stickup_played", player=Seat(player), victim=Seat(victim)))
    return resolve_stickup(state, player, victim, events)


def resolve_stickup(state: State, thief: int, victim: int, events: list[Event]) -> State:
    """Escrowed dollars are not available: only the victim's own pile counts."""
    amount = min(STICKUP_MAX, state.players[victim].dollars)
    state = transfer(state, "dollars", victim, thief, amount)
    events.append(public("stickup", thief=Seat(thief), victim=Seat(victim), amount=amount))
    return state
