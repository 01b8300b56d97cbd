"""The six locations in their fixed order (spec 3.3-3.4) and the resolution prompts of one winner."""

from __future__ import annotations

from games.core import Event, Seat, evolve, private, public, rng_shuffle
from games.dicetown.actions import Action, PlayRegular, PlaySpree, Skip, Take, Target
from games.dicetown.common import (
    add_cards,
    cards_with_effect,
    count_phrase,
    others,
    remove_card,
    shuffled,
)
from games.dicetown.data import CARDS, SALOON_TWICE, STORE_TWICE
from games.dicetown.hands import best_hands, hand_value
from games.dicetown.plays import discard_action_card
from games.dicetown.state import (
    LOCATION_FACE,
    LOCATIONS,
    Choice,
    ChoiceKind,
    Location,
    Offer,
    Ruling,
    State,
)

TOWN_HALL_MAX = 3


def face_count(state: State, seat_: int, face: int) -> int:
    return state.players[seat_].kept.count(face)


def town_hall_take(state: State, winner: int) -> int:
    """Slot 1 plus one card per Ace, at most 3, limited by the display (D4)."""
    return min(1 + face_count(state, winner, 14), TOWN_HALL_MAX, len(state.display))


def prize_text(state: State, location: Location, winner: int) -> str:
    """What the location gives this winner, as the ruling panel shows it."""
    match location:
        case Location.GOLD_MINE:
            return count_phrase(min(face_count(state, winner, 9), state.mine), "nugget")
        case Location.BANK:
            return f"${state.bank}"
        case Location.GENERAL_STORE:
            n = min(face_count(state, winner, 11), len(state.store_deck))
            return f"draw {count_phrase(n, 'card')}, keep 1"
        case Location.SALOON:
            return f"steal with {count_phrase(face_count(state, winner, 12), 'Queen')}"
        case Location.SHERIFF:
            return "the Sheriff badge"
        case Location.TOWN_HALL:
            k = town_hall_take(state, winner)
            return "display slot 1" if k == 1 else f"display slots 1–{k}"
    raise AssertionError(location)


def hand_rank(dice: tuple[int, ...]) -> tuple[int, list[int]]:
    """A hand's category (0 no combination .. 7 five of a kind) and the faces that rank it."""
    category, key = hand_value(dice)
    return category, list(key)


def prize_amount(state: State, location: Location, winner: int) -> int:
    """The number `prize_text` shows (nuggets, dollars, cards, Queens, display slots; 0 for the
    badge), for a bot that words the prize in another language."""
    match location:
        case Location.GOLD_MINE:
            return min(face_count(state, winner, 9), state.mine)
        case Location.BANK:
            return state.bank
        case Location.GENERAL_STORE:
            return min(face_count(state, winner, 11), len(state.store_deck))
        case Location.SALOON:
            return face_count(state, winner, 12)
        case Location.TOWN_HALL:
            return town_hall_take(state, winner)
        case Location.SHERIFF:  # the badge has no number
            return 0


def next_location(state: State) -> State:
    return evolve(state, location=state.location + 1)


def begin_location(state: State, events: list[Event]) -> State:
    """Find the winner of the current location: one wins, several tie (ruling), or nobody qualifies."""
    location = LOCATIONS[state.location]
    if location is Location.TOWN_HALL:
        # Every hand has a rank, so someone always wins the Town Hall (D14).
        contenders = best_hands([p.kept for p in state.players])
    else:
        face = LOCATION_FACE[location]
        counts = [p.kept.count(face) for p in state.players]
        top = max(counts)
        if top == 0:  # a location needs at least one die of its face (D15)
            # At the Sheriff's office the badge stays where it is.
            sheriff = Seat(state.sheriff)
            events.append(public("no_winner", location=location.value, face=face, sheriff=sheriff))
            return next_location(evolve(state, outcomes=(*state.outcomes, -1)))
        contenders = [s for s, n in enumerate(counts) if n == top]
    if len(contenders) == 1:
        return grant(state, location, contenders[0], events)
    return open_ruling(state, location, contenders, events)


def open_ruling(state: State, location: Location, contenders: list[int], events: list[Event]) -> State:
    """A tie goes to whoever holds the badge now, even if he is a contender (D6, D7)."""
    ruling = Ruling(
        location=location,
        contenders=tuple(contenders),
        offers=tuple(Offer(s) for s in contenders if s != state.sheriff),
    )
    # What the tie is of: the hand each contender holds (Town Hall), else how many of the face.
    n = 0 if location is Location.TOWN_HALL else face_count(state, contenders[0], LOCATION_FACE[location])
    tie = {
        "location": location.value,
        "contenders": [Seat(s) for s in contenders],
        "sheriff": Seat(state.sheriff),
        "prize": prize_amount(state, location, contenders[0]),
        "count": n,
        "face": 0 if location is Location.TOWN_HALL else LOCATION_FACE[location],
        "hand": list(hand_rank(state.players[contenders[0]].kept)),
    }
    # Spec 3.5: the Sheriff and the contenders are told privately as well as in the channel.
    events.append(private("ruling_sheriff", [state.sheriff], **tie))
    offerers = [s for s in contenders if s != state.sheriff]
    if offerers:
        events.append(private("ruling_contender", offerers, **tie))
    events.append(public("ruling_open", **tie))
    return evolve(state, ruling=ruling)


def grant(state: State, location: Location, winner: int, events: list[Event]) -> State:
    """Give the location to its (sole or awarded) winner; some locations then ask him to choose."""
    state = evolve(state, outcomes=(*state.outcomes, winner))
    match location:
        case Location.GOLD_MINE:
            n = min(face_count(state, winner, 9), state.mine)  # D39: take what is left
            state = state.with_player(winner, nuggets=state.players[winner].nuggets + n)
            state = evolve(state, mine=state.mine - n)
            events.append(public("gold_mine", player=Seat(winner), nuggets=n, left=state.mine))
        case Location.BANK:
            amount = state.bank
            state = state.with_player(winner, dollars=state.players[winner].dollars + amount)
            state = evolve(state, bank=0)
            events.append(public("bank", player=Seat(winner), dollars=amount))
        case Location.GENERAL_STORE:
            return _store_start(state, winner, events)
        case Location.SALOON:
            return _saloon_start(state, winner, events)
        case Location.SHERIFF:
            kept = winner == state.sheriff
            state = evolve(state, sheriff=winner)
            events.append(public("sheriff", player=Seat(winner), kept=kept))
        case Location.TOWN_HALL:
            k = town_hall_take(state, winner)
            taken, display = state.display[:k], state.display[k:]
            p = state.players[winner]
            state = state.with_player(winner, hand=add_cards(p.hand, *taken))
            state = evolve(state, display=display)
            # Town Hall takings are public when taken (spec 7).
            events.append(
                public("town_hall", player=Seat(winner), cards=list(taken), hand=list(hand_rank(p.kept)))
            )
    return next_location(state)


# --- General Store (spec 3.4.3, Shopping Spree 3.8) ------------------------------------------------


def _store_start(state: State, winner: int, events: list[Event]) -> State:
    if not state.store_deck:
        events.append(public("general_store", player=Seat(winner), again=False))
        return next_location(state)
    jacks = face_count(state, winner, 11)
    asked = _ask_twice(state, winner, ChoiceKind.SPREE, jacks, events)
    return asked if asked is not None else _store_draw(state, winner, jacks, again=False, events=events)


# The card that lets a location's winner use it twice (spec 3.8): its effect, and the question.
_TWICE = {
    ChoiceKind.SPREE: (STORE_TWICE, "prompt_spree"),
    ChoiceKind.REGULAR: (SALOON_TWICE, "prompt_regular"),
}


def _ask_twice(state: State, winner: int, kind: ChoiceKind, count: int, events: list[Event]) -> State | None:
    """The open question when the winner holds that card, else None: the location goes on at once."""
    effect, code = _TWICE[kind]
    if not cards_with_effect(state, winner, effect):
        return None
    events.append(private(code, [winner]))
    return evolve(state, choice=Choice(kind, winner, count))


def _store_draw(state: State, winner: int, jacks: int, *, again: bool, events: list[Event]) -> State:
    n = min(jacks, len(state.store_deck))  # D40: draw what is there
    if n == 0:
        events.append(public("general_store", again=True))
        return next_location(evolve(state, choice=None))
    drawn, deck = state.store_deck[:n], state.store_deck[n:]
    state = evolve(state, store_deck=deck)
    events.append(public("store_draw", player=Seat(winner), count=n))
    events.append(private("store_drawn", [winner], cards=list(drawn)))
    if n == 1:
        return _store_keep(state, winner, jacks, drawn, drawn[0], again=again, events=events)
    return evolve(state, choice=Choice(ChoiceKind.STORE_PICK, winner, jacks, drawn=drawn, again=again))


def _store_keep(
    state: State,
    winner: int,
    jacks: int,
    drawn: tuple[str, ...],
    card: str,
    *,
    again: bool,
    events: list[Event],
) -> State:
    rest = tuple(c for c in drawn if c != card)
    state = state.with_player(winner, hand=add_cards(state.players[winner].hand, card))
    state, rest = shuffled(state, rest)  # D30: the others go under the deck, shuffled
    state = evolve(state, store_deck=state.store_deck + rest, choice=None)
    events.append(private("store_keep", [winner], card=card))
    if rest:
        events.append(public("store_rest", player=Seat(winner), count=len(rest)))
    if again:
        return _store_draw(state, winner, jacks, again=False, events=events)
    return next_location(state)


# --- Saloon (spec 3.4.4, Saloon Regular 3.8) ------------------------------------------------------


def saloon_targets(state: State, thief: int) -> list[int]:
    """Other players with a card in hand, from the thief's left."""
    return [s for s in others(state, thief) if state.players[s].hand]


def _saloon_start(state: State, winner: int, events: list[Event]) -> State:
    queens = face_count(state, winner, 12)
    if not saloon_targets(state, winner):
        events.append(public("saloon", player=Seat(winner), again=False))
        return next_location(state)
    asked = _ask_twice(state, winner, ChoiceKind.REGULAR, queens, events)
    return asked if asked is not None else _saloon_target(state, winner, queens, again=False, events=events)


def _saloon_target(state: State, thief: int, queens: int, *, again: bool, events: list[Event]) -> State:
    targets = saloon_targets(state, thief)
    if not targets:
        events.append(public("saloon", again=True))
        return next_location(evolve(state, choice=None))
    if len(targets) == 1:  # no choice to make
        return _saloon_draw(state, thief, targets[0], queens, again=again, events=events)
    # A prompt that opens with no secret in it still reaches its player privately, so the bot
    # can hand him its controls (spec 8.4).
    events.append(private("prompt_target", [thief], count=queens))
    return evolve(state, choice=Choice(ChoiceKind.SALOON_TARGET, thief, queens, again=again))


def _saloon_draw(
    state: State, thief: int, victim: int, queens: int, *, again: bool, events: list[Event]
) -> State:
    """Draw Q cards at random from the victim's hand (D29); they stay his until the thief keeps one."""
    hand = state.players[victim].hand
    rng, order = rng_shuffle(state.rng, hand)
    state = evolve(state, rng=rng)
    drawn = tuple(order[: min(queens, len(hand))])
    events.append(public("saloon_draw", player=Seat(thief), victim=Seat(victim), count=len(drawn)))
    events.append(private("saloon_drawn", [thief], cards=list(drawn)))
    if len(drawn) == 1:
        return _saloon_take(state, thief, victim, queens, drawn[0], again=again, events=events)
    choice = Choice(ChoiceKind.SALOON_PICK, thief, queens, drawn=drawn, target=victim, again=again)
    return evolve(state, choice=choice)


def _saloon_take(
    state: State, thief: int, victim: int, queens: int, card: str, *, again: bool, events: list[Event]
) -> State:
    state = state.with_player(victim, hand=remove_card(state.players[victim].hand, card))
    state = state.with_player(thief, hand=add_cards(state.players[thief].hand, card))
    state = evolve(state, choice=None)
    # The channel learns only the card's type (spec 3.4.4).
    kind = "property" if CARDS[card].is_property else "store"
    events.append(public("saloon_steal", player=Seat(thief), victim=Seat(victim), kind=kind))
    events.append(private("saloon_lost", [victim], card=card, player=Seat(thief)))
    events.append(private("saloon_keep", [thief], card=card))
    if again:
        return _saloon_target(state, thief, queens, again=False, events=events)
    return next_location(state)


# --- Prompt answers -------------------------------------------------------------------------------


def answer_choice(state: State, player: int, action: Action, events: list[Event]) -> State:
    """Apply a (legal) answer to the open resolution choice."""
    choice = state.choice
    assert choice is not None
    match choice.kind, action:
        case ChoiceKind.SPREE, PlaySpree():
            state = discard_action_card(state, player, STORE_TWICE)
            events.append(public("play_spree", player=Seat(player)))
            return _store_draw(state, player, choice.count, again=True, events=events)
        case ChoiceKind.SPREE, Skip():
            return _store_draw(state, player, choice.count, again=False, events=events)
        case ChoiceKind.STORE_PICK, Take(card=card):
            return _store_keep(
                state, player, choice.count, choice.drawn, card, again=choice.again, events=events
            )
        case ChoiceKind.REGULAR, PlayRegular():
            state = discard_action_card(state, player, SALOON_TWICE)
            events.append(public("play_regular", player=Seat(player)))
            return _saloon_target(evolve(state, choice=None), player, choice.count, again=True, events=events)
        case ChoiceKind.REGULAR, Skip():
            return _saloon_target(
                evolve(state, choice=None), player, choice.count, again=False, events=events
            )
        case ChoiceKind.SALOON_TARGET, Target(seat=victim):
            return _saloon_draw(state, player, victim, choice.count, again=choice.again, events=events)
        case ChoiceKind.SALOON_PICK, Take(card=card):
            return _saloon_take(
                state, player, choice.target, choice.count, card, again=choice.again, events=events
            )
        case _:  # the code after the match covers the rest
            pass
    raise AssertionError((choice.kind, action))


def choice_options(state: State) -> list[Action]:
    """The answers to the open choice, in a stable order."""
    choice = state.choice
    assert choice is not None
    match choice.kind:
        case ChoiceKind.SPREE:
            return [PlaySpree(), Skip()]
        case ChoiceKind.REGULAR:
            return [PlayRegular(), Skip()]
        case ChoiceKind.STORE_PICK | ChoiceKind.SALOON_PICK:
            return [Take(c) for c in choice.drawn]
        case ChoiceKind.SALOON_TARGET:
            return [Target(s) for s in saloon_targets(state, choice.player)]
    raise AssertionError(choice.kind)


def default_choice(state: State) -> Action:
    """Spec 8.7: play the card; the most valuable card; the fullest hand from the thief's left."""
    choice = state.choice
    assert choice is not None
    match choice.kind:
        case ChoiceKind.SPREE:
            return PlaySpree()
        case ChoiceKind.REGULAR:
            return PlayRegular()
        case ChoiceKind.STORE_PICK:
            equipment = [c for c in choice.drawn if CARDS[c].kind == "equipment"]
            if equipment:
                return Take(max(equipment, key=lambda c: (CARDS[c].vp, -choice.drawn.index(c))))
            return Take(choice.drawn[0])
        case ChoiceKind.SALOON_PICK:
            return Take(max(choice.drawn, key=lambda c: (CARDS[c].vp, -choice.drawn.index(c))))
        case ChoiceKind.SALOON_TARGET:
            targets = saloon_targets(state, choice.player)
            return Target(max(targets, key=lambda s: (len(state.players[s].hand), -targets.index(s))))
    raise AssertionError(choice.kind)
