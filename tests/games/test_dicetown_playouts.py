"""Seeded random games of Dice Town for 2-5 players and both variants, checking the invariants of
spec 9 after every move (tests/games/test_contract.py checks what every game must keep)."""

from __future__ import annotations

import json
import random

import pytest

from games.core import Event, IllegalAction
from games.dicetown import GAME
from games.dicetown.actions import Action, Bid, Keep, OfferCard, Pass, PlayLoaded, Take, TakeRemedy
from games.dicetown.data import CARDS, FACE_NAMES
from games.dicetown.state import Phase, State
from tests.helpers.dicetown import check_invariants, ruling_of, you_view
from tests.helpers.wording import english

VARIANTS = [
    {},
    {"bribe_mode": "cash_up_front", "gold_tax": True, "keep_none": True},
]
# A pool of actions to try where they are not legal: each must be refused.
PROBES = [GAME.parse(t) for t in ("keep 9", "keep none", "take GS01", "target P1", "award P1", "pass",
                                   "withdraw", "offer dollars 1", "remedy collection", "play stickup P2",
                                   "play loaded A", "skip", "play spree")]  # fmt: skip
# Public events that may name cards: Town Hall takings, fenced cards, the display.
NAMING_EVENTS = {"town_hall", "remedy", "upkeep"}


def said(event: Event) -> str:
    """The event's English sentence, as the bot words it from the catalog."""
    return english("dicetown", event)


def hidden_names(state: State) -> set[str]:
    """Names of cards nobody else may know: card hands, escrowed and drawn cards."""
    ids = {c for p in state.players for c in p.hand}
    if state.ruling is not None:
        ids |= {c for o in state.ruling.offers for c in o.cards}
    if state.choice is not None:
        ids |= set(state.choice.drawn)
    # Action cards share their name with a twin and are announced when played (spec 3.8).
    return {CARDS[c].name for c in ids if CARDS[c].kind != "action"}


def check_views(state: State) -> None:
    over = state.phase is Phase.OVER
    spectator = GAME.view(state, None)
    json.dumps(spectator)
    assert "you" not in spectator
    for entry in spectator["players"]:
        assert not {"roll", "keep"} & set(entry) and ("hand" in entry) == over
    for s, p in enumerate(state.players):
        you = you_view(state, s)
        assert you["roll"] == list(p.roll) and [c["id"] for c in you["hand"]] == list(p.hand)
        if state.choice is not None and state.choice.player != s:
            assert you["drawn"] == []


# Prompts a player answers in private (spec 8.3, 8.4): the bot DMs their controls, so whenever one
# opens for a seat, that seat must get a private event to carry them. The Sheriff's award is made
# in the channel's ruling panel, which mentions him.
PRIVATE_PROMPTS = {
    "keep",
    "offer",
    "spree",
    "store_pick",
    "regular",
    "saloon_target",
    "saloon_pick",
    "remedy",
}


def check_prompts_told(before: State, after: State, events: list, actor: int) -> None:
    def stamp(state: State) -> tuple:
        return state.round, state.step, state.location, state.choice

    old = {w["player"]: w["prompt"] for w in GAME.view(before, None)["waiting"]}
    moved = stamp(before) != stamp(after)
    for w in GAME.view(after, None)["waiting"]:
        seat, prompt = w["player"], w["prompt"]
        # A contender who withdraws his own offer reopens his prompt himself: nothing to tell.
        if seat == actor and not moved:
            continue
        if prompt in PRIVATE_PROMPTS and (old.get(seat) != prompt or moved):
            assert any(e.to is not None and seat in e.to for e in events), (seat, prompt)


def random_bid(state: State, player: int, rnd: random.Random) -> Bid:
    """A whole offer the contender can afford, counting what his standing offer holds."""
    p, offer = state.players[player], ruling_of(state).offer_of(player)
    assert offer is not None
    cash = state.bribe_mode == "cash_up_front"
    dollars = (
        offer.dollars + rnd.randint(0, min(2, p.dollars))
        if cash
        else rnd.randint(0, min(3, p.dollars + offer.dollars))
    )
    nuggets = offer.nuggets if cash else rnd.randint(0, min(1, p.nuggets + offer.nuggets))
    pool = [*p.hand] if cash else [*p.hand, *offer.cards]
    cards = set(offer.cards) if cash else set()
    if pool and rnd.random() < 0.4:
        cards.add(rnd.choice(pool))
    promise = rnd.choice(["", "x" * 200, "I'll back you next round"])
    return Bid(dollars, nuggets, tuple(sorted(cards)), promise)


def check_notation_seen(state: State, player: int, action: Action) -> None:
    """What every reader reads of the move (spec 7): its author all of it; anyone else no card
    id, except the Sheriff those of an offer; no kept dice, no Loaded Die's face, no card kept
    from a draw, no remedy before the others have chosen."""
    whole = str(action)
    assert GAME.notation_for(state, player, action, player) == whole
    cards = {str(c) for c in CARDS}
    for reader in [None, *(s for s in range(state.num_players) if s != player)]:
        seen = GAME.notation_for(state, player, action, reader)
        if isinstance(action, Keep | Take | TakeRemedy):
            assert seen is None, (whole, reader)
            continue
        if seen is None:
            continue
        offered = isinstance(action, Bid | OfferCard) and reader == state.sheriff
        if not offered:
            assert not cards & set(seen.split()), (whole, reader, seen)
        if isinstance(action, PlayLoaded):
            assert seen.split()[-1] not in FACE_NAMES.values(), seen


def random_game(n: int, options: dict, seed: int) -> int:
    rnd = random.Random(seed)
    state = GAME.new(n, options, seed)
    log: list[tuple[int, str]] = []
    check_invariants(state)
    while GAME.result(state) is None:
        acting = GAME.to_act(state)
        allowed = GAME.may_act(state)
        extra = sorted(allowed - acting)
        # Now and then a seat acts that the game does not wait for: a contender changing his
        # offer after passing or after the unlock, a card played outside any prompt.
        player = rnd.choice(extra) if extra and rnd.random() < 0.2 else rnd.choice(sorted(acting))
        legal = GAME.legal(state, player)
        if state.ruling is not None and state.ruling.offer_of(player) is not None and rnd.random() < 0.3:
            bid = random_bid(state, player, rnd)
            assert GAME.parse(str(bid)) == bid  # a whole offer, promise included, round-trips
            legal = [*legal, bid]
        probe = rnd.choice(PROBES)
        if probe not in legal:
            with pytest.raises(IllegalAction):
                GAME.apply(state, player, probe)
        outsider = next((s for s in range(n) if s not in allowed), None)
        if outsider is not None:
            with pytest.raises(IllegalAction):
                GAME.apply(state, outsider, legal[0])
        # Random bidders would bid every dollar away: pass half the time a pass is open.
        action: Action = Pass() if Pass() in legal and rnd.random() < 0.5 else rnd.choice(legal)
        new, events = GAME.apply(state, player, action)
        check_notation_seen(state, player, action)
        secret = hidden_names(new)
        for event in events:
            assert event.to is None or event.to
            if event.public and event.code not in NAMING_EVENTS:
                assert not any(name in said(event) for name in secret), said(event)
        check_prompts_told(state, new, events, player)
        state = new
        log.append((player, str(action)))
        check_invariants(state)
        check_views(state)
    result = GAME.result(state)
    assert result is not None and GAME.to_act(state) == frozenset()
    for s in range(n):
        assert (
            result.scores[s]
            == result.breakdown[s]["total"]
            == sum(v for k, v in result.breakdown[s].items() if k != "total")
        )
    assert result.winners == frozenset(result.ranking[0])
    return len(log)


@pytest.mark.parametrize("options", VARIANTS, ids=["escrow", "cash-goldtax-keepnone"])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_games_keep_every_invariant(n: int, options: dict) -> None:
    random_game(n, options, seed=100 * n + len(options))


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_a_table_of_autopilots_finishes(n: int) -> None:
    """Every prompt's default (spec 8.7) keeps the game moving to its end."""
    state = GAME.new(n, {}, seed=n)
    moves = 0
    while GAME.result(state) is None:
        player = min(GAME.to_act(state))
        state, _ = GAME.apply(state, player, GAME.default_action(state, player))
        moves += 1
    assert moves < 2000 and GAME.result(state) is not None
