"""Sentences for refused actions: each names the rule that was broken."""

from __future__ import annotations

from collections import Counter

from games.core import ALREADY_CHOSEN, GAME_OVER, NOT_SEATED, UNKNOWN_ACTION, IllegalAction, seat
from games.dicetown import actions as A
from games.dicetown.common import cards_with_effect, looked_at
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
        location = state.ruling.location.value
        title = LOCATION_TITLES[state.ruling.location]
        if player == state.sheriff:
            return IllegalAction(
                f"Wait until every contender for the {title} has made an offer or passed.",
                code="ruling_locked",
                location=location,
            )
        if state.ruling.unlocked:
            return IllegalAction(
                f"Only the Sheriff, {seat(state.sheriff)}, rules the {title} tie now.",
                code="sheriff_rules",
                sheriff=seat(state.sheriff),
                location=location,
            )
        if state.ruling.offer_of(player) is not None:
            return IllegalAction(
                f"You have passed in the {title} tie; the Sheriff rules once every contender has.",
                code="already_answered",
                location=location,
            )
        return IllegalAction(
            f"Only the contenders and the Sheriff act in the {title} tie now.",
            code="tie_only",
            location=location,
        )
    if state.choice is not None:
        return IllegalAction(
            f"It is {seat(state.choice.player)}'s choice now.",
            code="their_choice",
            player=seat(state.choice.player),
        )
    if player in state.visitors:
        return IllegalAction("You have already chosen your remedy.", code="remedy_chosen")
    return IllegalAction("Only Doc Badluck's visitors choose now.", code="visitors_only")


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
                return _no("There is no roll to keep dice from now.", "no_roll")
            if not faces:
                return _no(
                    "You must keep at least one die of each roll (keeping none is off in this game).",
                    "keep_one",
                )
            missing = Counter(faces) - Counter(p.roll)
            if missing:
                return _no(
                    f"Your roll is {face_text(p.roll)}; you cannot keep {face_text(faces)}.",
                    "not_in_roll",
                    roll=face_text(p.roll),
                    faces=face_text(faces),
                )
            cost = A.keep_cost(len(faces))
            return _no(
                f"Keeping {len(faces)} dice costs ${cost}; you have ${p.dollars}.",
                "keep_cost",
                count=len(faces),
                cost=cost,
                dollars=p.dollars,
            )
        case A.PlayLoaded():
            if not cards_with_effect(state, player, LOADED_DIE):
                return held_by_thief(state, player, action) or _no("You hold no Loaded Die.", "no_loaded_die")
            return _no(
                "You already have a loaded die waiting for your next roll (one per roll).", "loaded_already"
            )
        case A.PlayStickUp(target=target):
            if not cards_with_effect(state, player, STICK_UP):
                return held_by_thief(state, player, action) or _no("You hold no Stick-Up.", "no_stick_up")
            if target == player:
                return _no("A Stick-Up robs another player, not yourself.", "rob_yourself")
            return _no(
                f"There is no seat P{target + 1} in this {n}-player game.",
                "no_seat",
                seat=target + 1,
                players=n,
            )
        case A.PlaySpree() | A.PlayRegular() | A.Skip():
            wanted = ChoiceKind.SPREE if isinstance(action, A.PlaySpree) else ChoiceKind.REGULAR
            if choice is None or choice.kind not in (ChoiceKind.SPREE, ChoiceKind.REGULAR):
                return _no("No card is waiting to be played or skipped now.", "no_card_waiting")
            if not isinstance(action, A.Skip) and choice.kind is not wanted:
                effect = STORE_TWICE if wanted is ChoiceKind.SPREE else SALOON_TWICE
                name = "Shopping Spree" if effect == STORE_TWICE else "Saloon Regular"
                return _no(
                    f"{name} can only be played when you are confirmed as its location's winner.",
                    "card_not_now",
                    card="shopping_spree" if effect == STORE_TWICE else "saloon_regular",
                )
        case A.Take(card=card):
            if choice is None or choice.kind not in (ChoiceKind.STORE_PICK, ChoiceKind.SALOON_PICK):
                return _no("There are no drawn cards to keep now.", "nothing_drawn")
            return _no(
                f"{CARDS[card].name} ({card}) is not among the cards you drew.",
                "not_drawn",
                name=CARDS[card].name,
                card=card,
            )
        case A.Target(seat=target):
            if choice is None or choice.kind is not ChoiceKind.SALOON_TARGET:
                return _no("There is nobody to pick as a Saloon target now.", "no_target_now")
            if target == player:
                return _no("You steal from another player, not from yourself.", "steal_yourself")
            if target >= n:
                return _no(
                    f"There is no seat P{target + 1} in this {n}-player game.",
                    "no_seat",
                    seat=target + 1,
                    players=n,
                )
            if target not in saloon_targets(state, player):
                return _no(f"{seat(target)} has no card in hand to steal.", "empty_hand", player=seat(target))
        case A.OfferDollars() | A.OfferNuggets() | A.OfferCard() | A.Pass() | A.Withdraw():
            if ruling is None or ruling.offer_of(player) is None:
                return _no(
                    "Only contenders other than the Sheriff make offers, while a tie is open.",
                    "not_contender",
                )
            match action:
                case A.OfferDollars(amount=amount):
                    return _no(
                        f"You have ${p.dollars} available; you cannot offer ${amount}.",
                        "offer_dollars",
                        dollars=p.dollars,
                        amount=amount,
                    )
                case A.OfferNuggets(amount=amount):
                    return _no(
                        f"You have {p.nuggets} nuggets available; you cannot offer {amount}.",
                        "offer_nuggets",
                        nuggets=p.nuggets,
                        amount=amount,
                    )
                case A.OfferCard(card=card):
                    return _no(
                        f"{CARDS[card].name} ({card}) is not in your card hand "
                        "(fenced cards and cards already offered cannot be offered).",
                        "card_not_in_hand",
                        name=CARDS[card].name,
                        card=card,
                    )
                case A.Withdraw() if state.bribe_mode != "escrow":
                    return _no(
                        "Bribes are paid up front in this game: an offer cannot be withdrawn.",
                        "paid_up_front",
                    )
                case A.Withdraw():
                    return _no("You have no offer to withdraw.", "nothing_to_withdraw")
                case _:  # the code after the match covers the rest
                    pass
        case A.Award() | A.AwardRandom():
            if ruling is None:
                return _no("There is no tie to rule now.", "no_tie")
            if player != state.sheriff:
                return _no(
                    f"Only the Sheriff, {seat(state.sheriff)}, rules this tie.",
                    "sheriff_only",
                    sheriff=seat(state.sheriff),
                )
            if isinstance(action, A.Award):
                return _no(
                    f"{seat(action.seat)} is not a contender for the {LOCATION_TITLES[ruling.location]}.",
                    "not_a_contender",
                    player=seat(action.seat),
                    location=ruling.location.value,
                )
        case A.TakeRemedy(remedy=remedy, cards=cards):
            if player not in state.visitors:
                return _no(
                    "Only players who won nothing visit Doc Badluck, at the end of the round.",
                    "not_a_visitor",
                )
            dice = set(p.kept)
            match remedy:
                case Remedy.COLLECTION:
                    return _no("Collection needs a King among your dice.", "collection_needs_king")
                case Remedy.GOLD_TAX if not state.gold_tax:
                    return _no("The Gold tax remedy is off in this game.", "gold_tax_off")
                case Remedy.GOLD_TAX:
                    return _no("Gold tax needs an Ace among your dice.", "gold_tax_needs_ace")
                case Remedy.SUPPLIES if not dice & {11, 12}:
                    return _no("Supplies needs a Jack or a Queen among your dice.", "supplies_needs_face")
                case Remedy.SUPPLIES:
                    return _no("The General Store deck is empty.", "store_empty")
                case Remedy.WIRE if not dice & {9, 10}:
                    return _no("Barbed wire needs a 9 or a 10 among your dice.", "wire_needs_face")
                case Remedy.WIRE:
                    bad = [c for c in cards if c not in p.hand or not CARDS[c].is_property]
                    if bad:
                        card = CARDS[bad[0]]
                        return _no(
                            f"{card.name} ({card.id}) is not an unprotected property card in your hand.",
                            "cannot_fence",
                            name=card.name,
                            card=card.id,
                        )
        case _ if not isinstance(action, A.Action):
            return _no(f"`{action}` is not possible now.", UNKNOWN_ACTION)
        case _:  # the code after the match covers the rest
            pass
    return _no(f"`{action}` is not possible now.", "not_possible")


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
    thief, name = seat(state.choice.player), CARDS[drawn[0]].name
    return _no(
        f"{thief} is looking at your {name} at the Saloon; you can play it if they give it back.",
        "card_drawn",
        player=thief,
        card=effect,
    )


def _no(sentence: str, code: str, **params: object) -> IllegalAction:
    return IllegalAction(sentence, code=code, plain=False, **params)
