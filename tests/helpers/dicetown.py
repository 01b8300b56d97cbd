"""Helpers for the Dice Town tests: scenario states, invariants and rigged chance (no tests here)."""

from __future__ import annotations

import json
import random
from collections.abc import Collection
from dataclasses import replace
from typing import Any

from games.core import Event
from games.dicetown import GAME
from games.dicetown.actions import OfferCard
from games.dicetown.data import ALL_CARD_IDS, FACE_OF, PROPERTY_IDS, STORE_IDS
from games.dicetown.state import DOC_BADLUCK, Choice, ChoiceKind, Phase, Player, Ruling, State
from games.dicetown.view import ChoiceView, ResultView, RulingView, YouView

ANA, BO, CY, DEE, ELI = 0, 1, 2, 3, 4


def faces(text: str) -> tuple[int, ...]:
    """ "9 9 K" -> (9, 9, 13)."""
    return tuple(FACE_OF[t] for t in text.split())


def deck_with_top(top: list[str], pool: tuple[str, ...], exclude: Collection[str] = ()) -> tuple[str, ...]:
    """A deck whose first cards are `top`, followed by the rest of `pool` in id order."""
    rest = [c for c in pool if c not in top and c not in exclude]
    return (*top, *rest)


def table(
    *,
    players: list[Player],
    sheriff: int,
    options: dict[str, Any] | None = None,
    **fields: Any,
) -> State:
    """A state built directly: a fresh game's state with the given players and table fields.

    Cards the players hold are taken out of the decks and the display, so every card stays in one place.
    """
    state = replace(
        GAME.new(len(players), options or {}, seed=0), players=tuple(players), sheriff=sheriff, **fields
    )
    held = {c for p in players for c in (*p.hand, *p.fenced)}
    return replace(
        state,
        store_deck=tuple(c for c in state.store_deck if c not in held),
        prop_deck=tuple(c for c in state.prop_deck if c not in held and c not in state.display),
        display=tuple(c for c in state.display if c not in held),
    )


def act(state: State, player: int, notation: str) -> tuple[State, list[Event]]:
    """Apply a notation, checking the contract on the way (legal, round trip, purity, invariants)."""
    action = GAME.parse(notation)
    assert GAME.parse(str(action)) == action
    before = json.dumps(GAME.dump(state))
    new, events = GAME.apply(state, player, action)
    assert json.dumps(GAME.dump(state)) == before
    check_invariants(
        new, money=money_total(state), nuggets=nugget_total(state), cards=set(card_places(state))
    )
    return new, events


def play(state: State, *moves: tuple[int, str]) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for player, notation in moves:
        state, evs = act(state, player, notation)
        events += evs
    return state, events


def rig(state: State, player: int, notation: str, wanted: Any) -> State:
    """The state with its rng set so that `notation` leads to an outcome `wanted(new_state)` accepts.

    Chance is never forced inside the engine; a scenario just starts from a generator state that
    happens to give the example's draw (a handful of tries for one die or one card).
    """
    for r in range(2000):
        candidate = replace(state, rng=r)
        new, _ = GAME.apply(candidate, player, GAME.parse(notation))
        if wanted(new):
            return candidate
    raise AssertionError("no generator state gives that outcome")


def money_total(state: State) -> int:
    escrow = state.ruling.offers if state.ruling is not None and state.bribe_mode == "escrow" else ()
    return (
        sum(p.dollars for p in state.players) + state.bank + state.stagecoach + sum(o.dollars for o in escrow)
    )


def nugget_total(state: State) -> int:
    escrow = state.ruling.offers if state.ruling is not None and state.bribe_mode == "escrow" else ()
    return sum(p.nuggets for p in state.players) + state.mine + sum(o.nuggets for o in escrow)


def card_places(state: State) -> list[str]:
    cards = [*state.store_deck, *state.prop_deck, *state.display]
    for p in state.players:
        cards += [*p.hand, *p.fenced]
    if state.ruling is not None and state.bribe_mode == "escrow":
        for o in state.ruling.offers:
            cards += o.cards
    if state.choice is not None and state.choice.kind is ChoiceKind.STORE_PICK:
        cards += state.choice.drawn
    return cards


def check_invariants(
    state: State, money: int | None = None, nuggets: int = 30, cards: set[str] | None = None
) -> None:
    """Spec 9: money, nuggets and cards conserved; kept + cup = 5; secret dice consistent.

    Scenario states may start from other totals or fewer cards: then pass the totals before the move.
    """
    assert money_total(state) == (8 * state.num_players + 3 if money is None else money)
    assert nugget_total(state) == nuggets
    places = card_places(state)
    assert len(places) == len(set(places))  # every card in exactly one place
    assert set(places) == (ALL_CARD_IDS if cards is None else cards)
    for p in state.players:
        assert len(p.kept) + p.cup == 5
        assert p.dollars >= 0 and p.nuggets >= 0
        assert list(p.hand) == sorted(p.hand)
        if state.phase is Phase.ROLL and p.cup:
            assert len(p.roll) == p.cup
        else:
            assert p.roll == ()


ALL_STORE = STORE_IDS
ALL_PROPERTY = PROPERTY_IDS


def resolve(
    hands: list[str],
    *,
    sheriff: int = 0,
    options: dict[str, Any] | None = None,
    players: list[Player] | None = None,
    **fields: Any,
) -> tuple[State, list[Event]]:
    """Play the last (free, one-die) keeps of a round whose poker hands are `hands`: resolution begins."""
    base = players or [Player(dollars=8) for _ in hands]
    seated = [
        replace(p, kept=faces(h)[:4], roll=faces(h)[4:], submitted=False, keep=())
        for p, h in zip(base, hands, strict=True)
    ]
    state = table(players=seated, sheriff=sheriff, options=options, **fields)
    return play(state, *((s, f"keep {h.split()[4]}") for s, h in enumerate(hands)))


def tie_with_a_card_to_offer() -> tuple[State, int, str]:
    """A 3-player game played at random until a contender other than the Sheriff, with a dollar
    and nothing offered yet, may offer a card: (that state, the contender, the card)."""
    for seed in range(200):
        state = GAME.new(3, {}, seed)
        rnd = random.Random(seed)
        for _ in range(400):
            ruling = state.ruling
            for offer in ruling.offers if ruling is not None else ():
                p = state.players[offer.seat]
                if (
                    offer.empty
                    and p.hand
                    and p.dollars
                    and OfferCard(p.hand[0]) in GAME.legal(state, offer.seat)
                ):
                    return state, offer.seat, p.hand[0]
            waiting = sorted(GAME.to_act(state))
            if not waiting:
                break
            seat = rnd.choice(waiting)
            state, _ = GAME.apply(state, seat, rnd.choice(GAME.legal(state, seat)))
    raise AssertionError("no tie with a card to offer in 200 games")


def choice_of(state: State) -> Choice:
    """The open choice (a test that reads it expects one)."""
    assert state.choice is not None, "no choice is open"
    return state.choice


def ruling_of(state: State) -> Ruling:
    """The open ruling (a test that reads it expects one)."""
    assert state.ruling is not None, "no ruling is open"
    return state.ruling


def you_view(state: State, seat: int) -> YouView:
    """The private part of a seat's view (every seated player has one)."""
    view = GAME.view(state, seat)
    assert "you" in view, f"seat {seat} sees no private part"
    return view["you"]


def ruling_view(state: State, seat: int | None = None) -> RulingView:
    """The open ruling as `seat` sees it (a test that reads it expects one)."""
    ruling = GAME.view(state, seat)["ruling"]
    assert ruling is not None, "no ruling is open"
    return ruling


def choice_view(state: State, seat: int | None = None) -> ChoiceView:
    choice = GAME.view(state, seat)["choice"]
    assert choice is not None, "no choice is open"
    return choice


def result_view(state: State, seat: int | None = None) -> ResultView:
    view = GAME.view(state, seat)
    assert "result" in view, "the game is not over"
    return view["result"]


SALOON = ["Q Q 9 9 9", "K K K 10 10", "A A A A 10"]  # Ana wins the Gold Mine and the Saloon


def doc(players: list[Player], visitors: tuple[int, ...], sheriff: int = 0, **fields):
    """A round at Doc Badluck: everybody's dice are kept; the visitors choose."""
    return table(
        players=players,
        sheriff=sheriff,
        phase=Phase.RESOLVE,
        location=DOC_BADLUCK,
        outcomes=(0, 0, 0, 0, 0, 0),
        visitors=visitors,
        **fields,
    )
