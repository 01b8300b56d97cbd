"""Sentences for refused actions: each names the rule that was broken."""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.core import ALREADY_CHOSEN, GAME_OVER, NOT_SEATED, UNKNOWN_ACTION, IllegalAction, Seat
from games.dicetown import actions as A
from games.dicetown.common import cards_with_effect, looked_at
from games.dicetown.data import CARDS, LOADED_DIE, SALOON_TWICE, STICK_UP, STORE_TWICE, face_text
from games.dicetown.resolution import saloon_targets
from games.dicetown.state import ChoiceKind, Phase, Remedy, State


def why_not_your_turn(state: State, player: int) -> IllegalAction:
    """The error for a seat that has nothing to do now, saying what the game waits for."""
    if state.phase is Phase.OVER:
        return IllegalAction(GAME_OVER, plain=True)
    if not 0 <= player < state.num_players:
        return IllegalAction(NOT_SEATED)
    if state.phase is Phase.ROLL:
        return IllegalAction(ALREADY_CHOSEN)
    if state.ruling is not None:
        location = state.ruling.location.value
        if player == state.sheriff:
            return IllegalAction("ruling_locked", location=location)
        if state.ruling.unlocked:
            return IllegalAction("sheriff_rules", sheriff=Seat(state.sheriff), location=location)
        if state.ruling.offer_of(player) is not None:
            return IllegalAction("already_answered", location=location)
        return IllegalAction("tie_only", location=location)
    if state.choice is not None:
        return IllegalAction("their_choice", player=Seat(state.choice.player))
    if player in state.visitors:
        return IllegalAction("remedy_chosen")
    return IllegalAction("visitors_only")


def why_illegal(state: State, player: int, action: object) -> IllegalAction:
    """Why a seat that may act cannot play this action (it is not in `legal()`): each sentence
    has its own code, and the values it shows are its parameters. `action` is whatever `check()`
    was given, which may be no action at all."""
    p = state.players[player]
    n = state.num_players
    ruling, choice = state.ruling, state.choice
    match action:
        case A.Keep(faces=faces):
            if state.phase is not Phase.ROLL:
                return _no("no_roll")
            if not faces:
                return _no(
                    "keep_one",
                )
            missing = Counter(faces) - Counter(p.roll)
            if missing:
                return _no(
                    "not_in_roll",
                    roll=face_text(p.roll),
                    faces=face_text(faces),
                )
            cost = A.keep_cost(len(faces))
            return _no(
                "keep_cost",
                count=len(faces),
                cost=cost,
                dollars=p.dollars,
            )
        case A.PlayLoaded():
            if not cards_with_effect(state, player, LOADED_DIE):
                return held_by_thief(state, player, action) or _no("no_loaded_die")
            return _no("loaded_already")
        case A.PlayStickUp(target=target):
            if not cards_with_effect(state, player, STICK_UP):
                return held_by_thief(state, player, action) or _no("no_stick_up")
            if target == player:
                return _no("rob_yourself")
            return _no(
                "no_seat",
                seat=target + 1,
                players=n,
            )
        case A.PlaySpree() | A.PlayRegular() | A.Skip():
            wanted = ChoiceKind.SPREE if isinstance(action, A.PlaySpree) else ChoiceKind.REGULAR
            if choice is None or choice.kind not in (ChoiceKind.SPREE, ChoiceKind.REGULAR):
                return _no("no_card_waiting")
            if not isinstance(action, A.Skip) and choice.kind is not wanted:
                effect = STORE_TWICE if wanted is ChoiceKind.SPREE else SALOON_TWICE
                return _no(
                    "card_not_now",
                    card="shopping_spree" if effect == STORE_TWICE else "saloon_regular",
                )
        case A.Take(card=card):
            if choice is None or choice.kind not in (ChoiceKind.STORE_PICK, ChoiceKind.SALOON_PICK):
                return _no("nothing_drawn")
            return _no(
                "not_drawn",
                name=CARDS[card].name,
                card=card,
            )
        case A.Target(seat=target):
            if choice is None or choice.kind is not ChoiceKind.SALOON_TARGET:
                return _no("no_target_now")
            if target == player:
                return _no("steal_yourself")
            if target >= n:
                return _no(
                    "no_seat",
                    seat=target + 1,
                    players=n,
                )
            if target not in saloon_targets(state, player):
                return _no("empty_hand", player=Seat(target))
        case A.OfferDollars() | A.OfferNuggets() | A.OfferCard() | A.Pass() | A.Withdraw():
            if ruling is None or ruling.offer_of(player) is None:
                return _no(
                    "not_contender",
                )
            match action:
                case A.OfferDollars(amount=amount):
                    return _no(
                        "offer_dollars",
                        dollars=p.dollars,
                        amount=amount,
                    )
                case A.OfferNuggets(amount=amount):
                    return _no(
                        "offer_nuggets",
                        nuggets=p.nuggets,
                        amount=amount,
                    )
                case A.OfferCard(card=card):
                    return _no(
                        "card_not_in_hand",
                        name=CARDS[card].name,
                        card=card,
                    )
                case A.Withdraw() if state.bribe_mode != "escrow":
                    return _no(
                        "paid_up_front",
                    )
                case A.Withdraw():
                    return _no("nothing_to_withdraw")
                case _:  # the code after the match covers the rest
                    pass
        case A.Award() | A.AwardRandom():
            if ruling is None:
                return _no("no_tie")
            if player != state.sheriff:
                return _no(
                    "sheriff_only",
                    sheriff=Seat(state.sheriff),
                )
            if isinstance(action, A.Award):
                return _no(
                    "not_a_contender",
                    player=Seat(action.seat),
                    location=ruling.location.value,
                )
        case A.TakeRemedy(remedy=remedy, cards=cards):
            if player not in state.visitors:
                return _no(
                    "not_a_visitor",
                )
            dice = set(p.kept)
            match remedy:
                case Remedy.COLLECTION:
                    return _no("collection_needs_king")
                case Remedy.GOLD_TAX if not state.gold_tax:
                    return _no("gold_tax_off")
                case Remedy.GOLD_TAX:
                    return _no("gold_tax_needs_ace")
                case Remedy.SUPPLIES if not dice & {11, 12}:
                    return _no("supplies_needs_face")
                case Remedy.SUPPLIES:
                    return _no("store_empty")
                case Remedy.WIRE if not dice & {9, 10}:
                    return _no("wire_needs_face")
                case Remedy.WIRE:
                    bad = [c for c in cards if c not in p.hand or not CARDS[c].is_property]
                    if bad:
                        card = CARDS[bad[0]]
                        return _no(
                            "cannot_fence",
                            name=card.name,
                            card=card.id,
                        )
        case _ if not isinstance(action, A.Action):
            return _no(UNKNOWN_ACTION, action=str(action))
        case _:  # the code after the match covers the rest
            pass
    return _no("not_possible", action=str(action))


def held_by_thief(state: State, player: int, action: object) -> IllegalAction | None:
    """Why a card play fails when the player's only such card is in a Saloon thief's hands."""
    if not isinstance(action, A.PlayLoaded | A.PlayStickUp) or state.choice is None:
        return None
    effect = LOADED_DIE if isinstance(action, A.PlayLoaded) else STICK_UP
    if cards_with_effect(state, player, effect):
        return None
    drawn = [c for c in looked_at(state, player) if CARDS[c].effect == effect]
    if not drawn:
        return None
    return _no("card_drawn", player=Seat(state.choice.player), card=effect)


def _no(code: str, **params: Any) -> IllegalAction:
    return IllegalAction(code, **params)
