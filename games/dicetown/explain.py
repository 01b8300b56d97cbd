"""Sentences for refused actions: each names the rule that was broken."""

from __future__ import annotations

from collections import Counter

from games.core import ALREADY_CHOSEN, GAME_OVER, NOT_SEATED, NOT_YOUR_TURN, IllegalAction, seat
from games.dicetown import actions as A
from games.dicetown.common import cards_with_effect
from games.dicetown.data import CARDS, LOADED_DIE, SALOON_TWICE, STICK_UP, STORE_TWICE, face_text
from games.dicetown.resolution import saloon_targets
from games.dicetown.state import LOCATION_TITLES, ChoiceKind, Phase, Remedy, State


def why_not_your_turn(state: State, player: int) -> IllegalAction:
    """The error for a seat that has nothing to do now, saying what the game waits for."""
    if state.phase is Phase.OVER:
        return IllegalAction("The game is over.", code=GAME_OVER, plain=True)
    if not 0 <= player < state.num_players:
        return IllegalAction("You are not seated in this game.", code=NOT_SEATED)
    if state.phase is Phase.ROLL:
        return IllegalAction("You have already chosen your dice; wait for the reveal.", code=ALREADY_CHOSEN)
    if state.ruling is not None:
        title = LOCATION_TITLES[state.ruling.location]
        if player == state.sheriff:
            return IllegalAction(
                f"Wait until every contender for the {title} has made an offer or passed.",
                code="ruling_locked",
            )
        if state.ruling.unlocked:
            return IllegalAction(
                f"Only the Sheriff, {seat(state.sheriff)}, rules the {title} tie now.", code=NOT_YOUR_TURN
            )
        if state.ruling.offer_of(player) is not None:
            return IllegalAction(
                f"You have passed in the {title} tie; the Sheriff rules once every contender has.",
                code="already_answered",
            )
        return IllegalAction(
            f"Only the contenders and the Sheriff act in the {title} tie now.", code=NOT_YOUR_TURN
        )
    if state.choice is not None:
        return IllegalAction(f"It is {seat(state.choice.player)}'s choice now.", code=NOT_YOUR_TURN)
    if player in state.visitors:
        return IllegalAction("You have already chosen your remedy.", code=ALREADY_CHOSEN)
    return IllegalAction("Only Doc Badluck's visitors choose now.", code=NOT_YOUR_TURN)


def why_illegal(state: State, player: int, action: A.Action) -> str:
    """Why a seat that may act cannot play this action (it is not in `legal()`)."""
    p = state.players[player]
    n = state.num_players
    ruling, choice = state.ruling, state.choice
    match action:
        case A.Keep(faces=faces):
            if state.phase is not Phase.ROLL:
                return "There is no roll to keep dice from now."
            if not faces:
                return "You must keep at least one die of each roll (keeping none is off in this game)."
            missing = Counter(faces) - Counter(p.roll)
            if missing:
                return f"Your roll is {face_text(p.roll)}; you cannot keep {face_text(faces)}."
            cost = A.keep_cost(len(faces))
            return f"Keeping {len(faces)} dice costs ${cost}; you have ${p.dollars}."
        case A.PlayLoaded():
            if not cards_with_effect(p, LOADED_DIE):
                return "You hold no Loaded Die."
            return "You already have a loaded die waiting for your next roll (one per roll)."
        case A.PlayStickUp(target=target):
            if not cards_with_effect(p, STICK_UP):
                return "You hold no Stick-Up."
            if target == player:
                return "A Stick-Up robs another player, not yourself."
            return f"There is no seat P{target + 1} in this {n}-player game."
        case A.PlaySpree() | A.PlayRegular() | A.Skip():
            wanted = ChoiceKind.SPREE if isinstance(action, A.PlaySpree) else ChoiceKind.REGULAR
            if choice is None or choice.kind not in (ChoiceKind.SPREE, ChoiceKind.REGULAR):
                return "No card is waiting to be played or skipped now."
            if not isinstance(action, A.Skip) and choice.kind is not wanted:
                effect = STORE_TWICE if wanted is ChoiceKind.SPREE else SALOON_TWICE
                name = "Shopping Spree" if effect == STORE_TWICE else "Saloon Regular"
                return f"{name} can only be played when you are confirmed as its location's winner."
        case A.Take(card=card):
            if choice is None or choice.kind not in (ChoiceKind.STORE_PICK, ChoiceKind.SALOON_PICK):
                return "There are no drawn cards to keep now."
            return f"{CARDS[card].name} ({card}) is not among the cards you drew."
        case A.Target(seat=target):
            if choice is None or choice.kind is not ChoiceKind.SALOON_TARGET:
                return "There is nobody to pick as a Saloon target now."
            if target == player:
                return "You steal from another player, not from yourself."
            if target >= n:
                return f"There is no seat P{target + 1} in this {n}-player game."
            if target not in saloon_targets(state, player):
                return f"{seat(target)} has no card in hand to steal."
        case A.OfferDollars() | A.OfferNuggets() | A.OfferCard() | A.Pass() | A.Withdraw():
            if ruling is None or ruling.offer_of(player) is None:
                return "Only contenders other than the Sheriff make offers, while a tie is open."
            match action:
                case A.OfferDollars(amount=amount):
                    return f"You have ${p.dollars} available; you cannot offer ${amount}."
                case A.OfferNuggets(amount=amount):
                    return f"You have {p.nuggets} nuggets available; you cannot offer {amount}."
                case A.OfferCard(card=card):
                    return (
                        f"{CARDS[card].name} ({card}) is not in your card hand "
                        "(fenced cards and cards already offered cannot be offered)."
                    )
                case A.Withdraw() if state.bribe_mode != "escrow":
                    return "Bribes are paid up front in this game: an offer cannot be withdrawn."
                case A.Withdraw():
                    return "You have no offer to withdraw."
                case _:  # the code after the match covers the rest
                    pass
        case A.Award() | A.AwardRandom():
            if ruling is None:
                return "There is no tie to rule now."
            if player != state.sheriff:
                return f"Only the Sheriff, {seat(state.sheriff)}, rules this tie."
            if isinstance(action, A.Award):
                return f"{seat(action.seat)} is not a contender for the {LOCATION_TITLES[ruling.location]}."
        case A.TakeRemedy(remedy=remedy, cards=cards):
            if player not in state.visitors:
                return "Only players who won nothing visit Doc Badluck, at the end of the round."
            dice = set(p.kept)
            match remedy:
                case Remedy.COLLECTION:
                    return "Collection needs a King among your dice."
                case Remedy.GOLD_TAX if not state.gold_tax:
                    return "The Gold tax remedy is off in this game."
                case Remedy.GOLD_TAX:
                    return "Gold tax needs an Ace among your dice."
                case Remedy.SUPPLIES if not dice & {11, 12}:
                    return "Supplies needs a Jack or a Queen among your dice."
                case Remedy.SUPPLIES:
                    return "The General Store deck is empty."
                case Remedy.WIRE if not dice & {9, 10}:
                    return "Barbed wire needs a 9 or a 10 among your dice."
                case Remedy.WIRE:
                    bad = [c for c in cards if c not in p.hand or not CARDS[c].is_property]
                    if bad:
                        card = CARDS[bad[0]]
                        return f"{card.name} ({card.id}) is not an unprotected property card in your hand."
        case _:  # the code after the match covers the rest
            pass
    return f"`{action}` is not possible now."
