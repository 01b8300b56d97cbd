"""Dice Town resolution: locations and their ties, bribes, action cards at their windows, Doc Badluck,
upkeep and the end (spec 3.3-3.10)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.core import Event, IllegalAction
from games.dicetown import GAME
from games.dicetown.actions import (
    Award,
    AwardRandom,
    OfferCard,
    OfferDollars,
    Pass,
    PlayLoaded,
    PlayStickUp,
    Promise,
    Take,
    Target,
    Withdraw,
)
from games.dicetown.flow import advance
from games.dicetown.state import Choice, ChoiceKind, Location, Phase, Player, State
from tests.helpers.dicetown import (
    ANA,
    BO,
    CY,
    DEE,
    SALOON,
    act,
    choice_of,
    choice_view,
    doc,
    faces,
    play,
    resolve,
    ruling_of,
    ruling_view,
    table,
    you_view,
)
from tests.helpers.wording import english

GOLD_TIE = ["9 9 K K A", "9 9 10 J Q", "10 J Q K A"]  # Ana and Bo tie on 9s; Cy is Sheriff
NO_KINGS = ["9 9 9 Q Q", "10 10 10 J A", "A A 9 10 Q"]  # nobody has a King; Cy wins nothing


def said(event: Event) -> str:
    """The event's English sentence, as the bot words it from the catalog."""
    return english("dicetown", event)


def strs(actions: list) -> list[str]:
    return [str(a) for a in actions]


# --- Winners of locations (3.3-3.4) -----------------------------------------------------------------


def test_nobody_wins_a_location_without_its_face_and_the_badge_stays() -> None:
    state, events = resolve(NO_KINGS, sheriff=CY)
    texts = [said(e) for e in events if e.code == "no_winner"]
    assert texts == ["Sheriff's office: nobody has a King. The badge stays with <seat:2>."]
    assert state.outcomes == (ANA, BO, BO, ANA, -1, ANA) and state.sheriff == CY
    # Keeping the badge without Kings is not a win: Cy visits Doc Badluck.
    assert state.visitors == (CY,) and strs(GAME.legal(state, CY)) == ["remedy supplies"]


def test_a_gold_mine_tie_goes_to_the_contender_the_sheriff_picks() -> None:
    state, events = resolve(GOLD_TIE, sheriff=CY)
    opened = next(e for e in events if e.code == "ruling_open")
    assert said(opened) == (
        "Tie at the Gold Mine (2 nuggets): <seat:0> vs <seat:1>, 2 nines each. "
        "<seat:2> rules as Sheriff; contenders may make offers."
    )
    state, _ = play(state, (ANA, "pass"), (BO, "pass"), (CY, "award P2"))
    assert state.players[BO].nuggets == 2 and state.mine == 28
    # The Bank tie that follows has the Sheriff as a contender: only Bo offers.
    assert state.ruling is not None and ruling_of(state).location is Location.BANK
    assert ruling_of(state).contenders == (BO, CY) and GAME.to_act(state) == {BO}


def test_kings_tie_is_ruled_by_the_old_sheriff_town_hall_tie_by_the_new_one() -> None:
    state, _ = resolve(["K K K A A", "K K K A A", "9 10 J Q Q"], sheriff=CY)
    assert state.ruling is not None and ruling_of(state).location is Location.SHERIFF
    state, _ = play(state, (ANA, "pass"), (BO, "offer dollars 1"))
    # Ana passed and Bo's offer stands: the game waits for the Sheriff alone (spec 3.5 step 3),
    # and Bo may still press Pass.
    assert GAME.to_act(state) == {CY} and GAME.may_act(state) == {ANA, BO, CY}
    state, _ = act(state, BO, "pass")
    state, events = act(state, CY, "award P2")
    assert state.sheriff == BO and state.players[CY].dollars == 8 + 3 + 1  # bank $3 and Bo's $1
    opened = next(e for e in events if e.code == "ruling_open")
    assert opened.params.items() >= {"location": "town_hall", "contenders": [ANA, BO], "sheriff": BO}.items()
    assert "(display slots 1–3)" in said(opened) and "full house (K, A)" in said(opened)
    assert GAME.to_act(state) == {ANA}  # Bo rules his own tie
    state, _ = play(state, (ANA, "offer dollars 2"), (ANA, "pass"), (BO, "award P1"))
    assert state.players[BO].dollars == 7 + 2 and len(state.players[ANA].hand) == 3


def test_the_stagecoach_is_not_part_of_the_bank() -> None:
    state, events = resolve(["10 10 K K Q", "9 9 A A A"], sheriff=ANA, bank=2, stagecoach=5)
    assert next(e for e in events if e.code == "bank").params == {"player": ANA, "dollars": 2}
    assert state.round == 2 and state.bank == 5 and state.stagecoach == 0


def test_winning_an_empty_bank_still_counts_as_winning() -> None:
    state, events = resolve(["10 A A A A", "9 9 9 9 9"], sheriff=BO, bank=0)
    assert state.round == 2 and not any(e.code.startswith("doc") for e in events)
    assert "Bank: <seat:0> takes $0." in [said(e) for e in events]


def test_town_hall_gives_slot_one_plus_one_per_ace_limited_by_the_display() -> None:
    display = ("P01", "P02")
    _, events = resolve(["A A A K K", "9 10 J Q Q"], sheriff=BO, display=display, prop_deck=("P03",))
    params = next(e for e in events if e.code == "town_hall").params
    assert params.items() >= {"player": ANA, "cards": ["P01", "P02"]}.items()
    _, events = resolve(["A A A A K", "9 10 J Q Q"], sheriff=BO, display=("P01", "P02", "P03"))
    assert next(e for e in events if e.code == "town_hall").params["cards"] == ["P01", "P02", "P03"]


# --- General Store and Shopping Spree ---------------------------------------------------------------


def test_general_store_draws_what_is_left_or_nothing() -> None:
    _, events = resolve(["J J J 9 9", "A A K K 10"], sheriff=BO, store_deck=("GS03",))
    assert next(e for e in events if e.code == "store_draw").params == {"player": ANA, "count": 1}
    assert next(e for e in events if e.code == "store_keep").to == frozenset({ANA})
    state, events = resolve(["J J J 9 9", "A A K K 10"], sheriff=BO, store_deck=())
    assert "General Store: <seat:0> wins, but the deck is empty." in [said(e) for e in events]
    assert state.round == 2  # and Ana does not visit Doc Badluck: the win counts


def test_store_pick_keeps_one_and_puts_the_rest_under_the_deck() -> None:
    deck = ("GS01", "GS10", "GS12", "GS03")
    state, events = resolve(["J J J 9 9", "A A K K 10"], sheriff=BO, store_deck=deck)
    assert state.choice == Choice(ChoiceKind.STORE_PICK, ANA, 3, drawn=("GS01", "GS10", "GS12"))
    public = [said(e) for e in events if e.public and e.code == "store_draw"]
    assert public == ["General Store: <seat:0> draws 3 cards and keeps one."]
    assert choice_view(state, None)["drawn"] == 3 and you_view(state, BO)["drawn"] == []
    assert GAME.default_action(state, ANA) == Take("GS01")  # the most valuable equipment card
    state, _ = act(state, ANA, "take GS10")
    assert "GS10" in state.players[ANA].hand
    assert state.store_deck[0] == "GS03" and sorted(state.store_deck[1:]) == ["GS01", "GS12"]


def test_store_pick_default_is_the_first_card_without_equipment() -> None:
    state = table(
        players=[Player(8, kept=faces("J J 9 9 9")), Player(8, kept=faces("A A K K 10"))],
        sheriff=BO,
        phase=Phase.RESOLVE,
        location=2,
        outcomes=(ANA, BO),
        choice=Choice(ChoiceKind.STORE_PICK, ANA, 2, drawn=("GS18", "GS12")),
        store_deck=(),
    )
    assert GAME.default_action(state, ANA) == Take("GS18")


def test_shopping_spree_visits_the_store_twice_once_per_round() -> None:
    deck = ("GS01", "GS02", "GS03", "GS04", "GS05")
    players = [Player(8, hand=("GS14", "GS15")), Player(8)]
    state, _ = resolve(["J J 9 9 9", "A A K K 10"], sheriff=BO, players=players, store_deck=deck)
    assert state.choice is not None and choice_of(state).kind is ChoiceKind.SPREE
    assert strs(GAME.legal(state, ANA)) == ["play spree", "skip"]
    assert str(GAME.default_action(state, ANA)) == "play spree"
    state, events = act(state, ANA, "play spree")
    assert said(events[0]) == "<seat:0> plays Shopping Spree." and state.store_deck[-1] == "GS14"
    state, _ = act(state, ANA, "take GS01")
    # The first draw's reject goes under the deck before the second draw.
    assert state.choice is not None and choice_of(state).drawn == ("GS03", "GS04")
    assert state.store_deck[-2:] == ("GS14", "GS02")
    state, _ = act(state, ANA, "take GS04")
    assert state.players[ANA].hand[:3] == ("GS01", "GS04", "GS15")  # the second Spree stays in hand
    assert state.choice is None and state.store_deck == ("GS05", "GS14", "GS02", "GS03")


def test_shopping_spree_may_be_skipped() -> None:
    players = [Player(8, hand=("GS14",)), Player(8)]
    state, _ = resolve(["J 9 9 9 A", "A A K K 10"], sheriff=BO, players=players, store_deck=("GS01", "GS02"))
    state, _ = act(state, ANA, "skip")
    assert state.players[ANA].hand[:2] == ("GS01", "GS14") and state.store_deck == ("GS02",)


# --- Saloon and Saloon Regular ----------------------------------------------------------------------


def test_saloon_steals_at_random_and_tells_only_the_type() -> None:
    players = [Player(8), Player(8, hand=("GS03", "P05", "P21")), Player(8, fenced=("P22",))]
    state, events = resolve(SALOON, sheriff=BO, players=players)
    # Cy's card is fenced: Bo is the only target, so there is no target prompt; Ana drew 2 of 3.
    assert state.choice is not None and choice_of(state).kind is ChoiceKind.SALOON_PICK
    assert choice_of(state).target == BO and len(choice_of(state).drawn) == 2
    draw = next(e for e in events if e.code == "saloon_draw")
    assert draw.public and draw.params == {"player": ANA, "victim": BO, "count": 2}
    assert next(e for e in events if e.code == "saloon_drawn").to == frozenset({ANA})
    card = choice_of(state).drawn[0]
    state, events = act(state, ANA, f"take {card}")
    steal = next(e for e in events if e.code == "saloon_steal")
    kind = "property" if card.startswith("P") else "General Store"
    assert said(steal) == f"Saloon: <seat:0> took a {kind} card from <seat:1>."
    assert card not in " ".join(said(e) for e in events if e.public)
    assert next(e for e in events if e.code == "saloon_lost").to == frozenset({BO})
    assert card in state.players[ANA].hand and card not in state.players[BO].hand


def test_saloon_with_no_card_to_steal_does_nothing() -> None:
    players = [Player(8), Player(8, fenced=("P21",)), Player(8)]
    state, events = resolve(SALOON, sheriff=BO, players=players)
    assert "Saloon: <seat:0> wins, but nobody else holds a card." in [said(e) for e in events]
    assert state.round == 2


def test_saloon_regular_steals_twice() -> None:
    players = [Player(8, hand=("GS12",)), Player(8, hand=("GS03", "GS04", "P01")), Player(8, hand=("P02",))]
    state, _ = resolve(SALOON, sheriff=BO, players=players)
    assert state.choice is not None and choice_of(state).kind is ChoiceKind.REGULAR
    assert str(GAME.default_action(state, ANA)) == "play regular"
    state, _ = act(state, ANA, "play regular")
    assert state.store_deck[-1] == "GS12"
    assert strs(GAME.legal(state, ANA)) == ["target P2", "target P3"]
    state, _ = act(state, ANA, "target P2")
    first = choice_of(state).drawn[0] if state.choice is not None else ""
    state, _ = act(state, ANA, f"take {first}")
    assert state.choice is not None and choice_of(state).kind is ChoiceKind.SALOON_TARGET
    state, _ = act(state, ANA, "target P3")  # one card: kept without a prompt
    assert state.players[ANA].hand == tuple(sorted((first, "P02")))
    assert state.choice is None and state.round == 2


def test_saloon_target_default_is_the_fullest_hand_from_the_thiefs_left() -> None:
    kept = faces("9 9 9 9 9")
    players = [
        Player(8, kept=kept, hand=("P01", "P02")),
        Player(8, kept=kept, hand=("P03",)),
        Player(8, kept=kept),
        Player(8, kept=kept, hand=("P04", "P05")),
    ]
    choice = Choice(ChoiceKind.SALOON_TARGET, CY, 1)
    state = table(
        players=players, sheriff=0, phase=Phase.RESOLVE, location=3, outcomes=(0, 0, 0), choice=choice
    )
    assert GAME.default_action(state, CY) == Target(DEE)
    state = state.with_player(ANA, hand=("P01", "P02", "P06"))
    assert GAME.default_action(state, CY) == Target(ANA)


def test_saloon_pick_default_is_the_most_valuable_card() -> None:
    kept = faces("9 9 9 9 9")
    players = [Player(8, kept=kept), Player(8, kept=kept, hand=("GS16", "P01", "P06"))]
    choice = Choice(ChoiceKind.SALOON_PICK, ANA, 2, drawn=("GS16", "P01"), target=BO)
    state = table(
        players=players, sheriff=0, phase=Phase.RESOLVE, location=3, outcomes=(0, 0, 0), choice=choice
    )
    assert GAME.default_action(state, ANA) == Take("P01")


# --- Rulings and bribes (3.5-3.6) -------------------------------------------------------------------


def test_ruling_unlocks_when_every_contender_has_an_offer_standing_or_has_passed() -> None:
    state, _ = resolve(GOLD_TIE, sheriff=CY)
    assert GAME.to_act(state) == {ANA, BO}
    with pytest.raises(IllegalAction, match="Wait until every contender for the Gold Mine"):
        GAME.apply(state, CY, Award(ANA))
    assert GAME.default_action(state, ANA) == Pass()
    state, events = act(state, ANA, "pass")
    assert said(events[0]) == "<seat:0> passes and offers nothing." and GAME.to_act(state) == {BO}
    # Spec 3.5 step 2: a contender who passed may still make an offer until the ruling.
    assert ANA in GAME.may_act(state) and OfferDollars(1) in GAME.legal(state, ANA)
    state, events = act(state, ANA, "offer dollars 1")
    assert said(events[-1]) == "<seat:0> adds $1 to the offer (in escrow); standing offer: $1."
    assert GAME.to_act(state) == {BO}
    # Step 3: an offer standing counts like a pass; the unlock needs no further button.
    state, events = act(state, BO, "bid $3 0n")
    assert events[-1].code == "ruling_unlocked" and GAME.to_act(state) == {CY}
    assert strs(GAME.legal(state, CY)) == ["award P1", "award P2", "award random"]
    assert GAME.default_action(state, CY) == AwardRandom()
    # Unlocked, the contenders may still raise, replace or withdraw; the Sheriff alone is waited for.
    state, events = act(state, ANA, "bid $4 0n promise I'll back you next round")
    assert state.players[ANA].dollars == 4 and GAME.to_act(state) == {CY}
    assert said(events[-1]) == (
        "<seat:0> changes the offer (in escrow): $4 · promise “I'll back you next round” "
        "(the promise is not enforced)."
    )
    state, _ = act(state, BO, "withdraw")
    assert ruling_of(state).unlocked and GAME.to_act(state) == {CY}
    with pytest.raises(IllegalAction, match="<seat:2> is not a contender for the Gold Mine"):
        GAME.apply(state, CY, Award(CY))
    with pytest.raises(IllegalAction, match="Only the Sheriff, <seat:2>, rules this tie"):
        GAME.apply(state, BO, Award(BO))
    state, events = act(state, CY, "award P1")
    assert state.players[CY].dollars == 8 + 4 and state.players[BO].dollars == 8


def test_an_offer_after_the_ruling_is_refused_politely() -> None:
    state, _ = resolve(["9 9 K K K", "9 9 Q Q Q", "10 10 J J A"], sheriff=CY)
    state, _ = play(state, (ANA, "pass"), (BO, "bid $2 0n"))
    state, _ = act(state, CY, "award P2")
    assert state.ruling is None and state.choice is not None  # Cy picks at the General Store
    before = GAME.dump(state)
    for late in ("bid $1 0n", "pass", "withdraw", "offer dollars 1"):
        with pytest.raises(IllegalAction, match="the Sheriff has ruled, so offers are closed"):
            GAME.apply(state, BO, GAME.parse(late))
    assert GAME.dump(state) == before


def test_a_whole_offer_replaces_the_standing_one_atomically() -> None:
    players = [Player(5, nuggets=1, hand=("GS04", "P01")), Player(8), Player(8)]
    state, _ = resolve(GOLD_TIE, sheriff=CY, players=players)
    state, _ = act(state, ANA, "bid $3 0n GS04")
    assert (state.players[ANA].dollars, state.players[ANA].hand) == (2, ("P01",))
    # The items of the standing offer count as available for its replacement (spec 3.6).
    state, _ = act(state, ANA, "bid $5 1n P01")
    assert (state.players[ANA].dollars, state.players[ANA].nuggets) == (0, 0)
    offer = ruling_of(state).offer_of(ANA)
    assert state.players[ANA].hand == ("GS04",) and offer is not None and offer.cards == ("P01",)
    before = GAME.dump(state)
    for text, why in [
        ("bid $6 0n", r"You have \$5 to offer; you cannot offer \$6"),
        ("bid $1 2n", "You have 1 nugget to offer"),
        ("bid $1 0n P02", "is not in your card hand"),
        ("bid $5 1n P01", "already your standing offer"),
        ("bid $0 0n", "or withdraw your offer"),
    ]:
        with pytest.raises(IllegalAction, match=why):
            GAME.apply(state, ANA, GAME.parse(text))
    assert GAME.dump(state) == before
    with pytest.raises(IllegalAction, match="Only contenders other than the Sheriff"):
        GAME.apply(state, CY, GAME.parse("bid $1 0n"))
    # A promise of 200 characters is part of the offer, shown and never enforced.
    long = "p" * 200
    state, _ = act(state, ANA, f"bid $1 0n promise {long}")
    assert ruling_view(state, None)["offers"][0]["promise"] == long


def test_with_cash_up_front_a_whole_offer_can_only_grow_and_pays_the_difference() -> None:
    players = [Player(8, hand=("GS04",)), Player(8), Player(8)]
    state, _ = resolve(GOLD_TIE, sheriff=CY, players=players, options={"bribe_mode": "cash_up_front"})
    state, _ = act(state, ANA, "bid $2 0n")
    assert (state.players[ANA].dollars, state.players[CY].dollars) == (6, 10)
    state, _ = act(state, ANA, "bid $3 0n GS04")
    assert (state.players[ANA].dollars, state.players[CY].dollars) == (5, 11)
    assert "GS04" in state.players[CY].hand
    with pytest.raises(IllegalAction, match="stays paid; offer more"):
        GAME.apply(state, ANA, GAME.parse("bid $3 0n"))


def test_escrow_offers_are_held_replaced_withdrawn_paid_and_returned() -> None:
    players = [Player(8, nuggets=2, hand=("GS03", "P01")), Player(8), Player(8)]
    state, _ = resolve(GOLD_TIE, sheriff=CY, players=players)
    state, events = play(state, (ANA, "offer dollars 2"), (ANA, "offer card P01"))
    assert (state.players[ANA].dollars, state.players[ANA].hand) == (6, ("GS03",))
    assert "Dust Devil Draw" not in " ".join(said(e) for e in events if e.public)
    assert next(e for e in events if e.code == "offer_card").to == frozenset({ANA, CY})
    public_offer = ruling_view(state, None)["offers"][0]
    assert (public_offer["dollars"], public_offer["property_cards"], "cards" in public_offer) == (2, 1, False)
    assert "cards" not in ruling_view(state, BO)["offers"][0]
    assert [c["id"] for c in ruling_view(state, CY)["offers"][0].get("cards", [])] == ["P01"]
    assert [c["id"] for c in ruling_view(state, ANA)["offers"][0].get("cards", [])] == ["P01"]
    assert GAME.view(state, None)["players"][ANA].get("escrow") == {"dollars": 2, "nuggets": 0, "cards": 1}
    # An escrowed card is no longer in the hand: it cannot be offered twice.
    assert OfferCard("P01") not in GAME.legal(state, ANA)
    with pytest.raises(IllegalAction, match="not in your card hand"):
        GAME.apply(state, ANA, OfferCard("P01"))
    # Withdraw: everything comes back; then a new, smaller offer replaces it.
    state, _ = act(state, ANA, "withdraw")
    assert (state.players[ANA].dollars, state.players[ANA].hand) == (8, ("GS03", "P01"))
    assert Withdraw() not in GAME.legal(state, ANA)
    state, _ = play(state, (ANA, "offer nuggets 1"), (BO, "offer dollars 3"), (ANA, "pass"), (BO, "pass"))
    assert state.players[BO].dollars == 5
    state, events = act(state, CY, "award P1")
    assert [said(e) for e in events[:3]] == [
        "<seat:2> awards the Gold Mine to <seat:0>.",
        "<seat:2> receives <seat:0>'s offer: 1 nugget.",
        "<seat:1>'s offer goes back: $3.",
    ]
    assert (state.players[CY].nuggets, state.players[BO].dollars) == (1, 8)
    assert state.players[ANA].nuggets == 2 - 1 + 2  # paid one, won two 9s


def test_escrowed_cards_go_to_the_sheriffs_hand() -> None:
    players = [Player(8, hand=("GS03",)), Player(8), Player(8)]
    state, _ = resolve(GOLD_TIE, sheriff=CY, players=players)
    state, _ = play(state, (ANA, "offer card GS03"), (BO, "pass"), (ANA, "pass"))
    state, events = act(state, CY, "award P1")
    assert "GS03" in state.players[CY].hand
    assert said(next(e for e in events if e.code == "bribe_paid")).endswith("1 General Store card.")
    assert next(e for e in events if e.code == "bribe_cards").to == frozenset({ANA, CY})


def test_a_random_award_returns_every_escrow() -> None:
    state, _ = resolve(GOLD_TIE, sheriff=CY)
    state, _ = play(state, (ANA, "offer dollars 2"), (BO, "offer dollars 3"), (ANA, "pass"), (BO, "pass"))
    state, events = act(state, CY, "award random")
    assert events[0].code == "award_random" and events[0].params["winner"] in (ANA, BO)
    assert [p.dollars for p in state.players[:2]] == [8, 8] and state.players[CY].dollars == 8


def test_cash_up_front_pays_the_sheriff_at_once_and_for_good() -> None:
    state, _ = resolve(GOLD_TIE, sheriff=CY, options={"bribe_mode": "cash_up_front"})
    state, events = act(state, ANA, "offer dollars 2")
    assert (state.players[ANA].dollars, state.players[CY].dollars) == (6, 10)
    assert "paid to the Sheriff" in said(events[0])
    assert Withdraw() not in GAME.legal(state, ANA)
    with pytest.raises(IllegalAction, match="paid up front"):
        GAME.apply(state, ANA, Withdraw())
    state, _ = play(state, (ANA, "offer dollars 1"), (BO, "offer dollars 1"), (ANA, "pass"), (BO, "pass"))
    assert state.ruling is not None
    offer = ruling_of(state).offer_of(ANA)
    assert offer is not None and offer.dollars == 3
    assert "escrow" not in GAME.view(state, None)["players"][ANA]
    state, events = act(state, CY, "award P2")
    assert not any(e.code in ("bribe_paid", "bribe_returned") for e in events)
    assert [p.dollars for p in state.players] == [5, 7, 12]


def test_cash_up_front_bribes_stay_paid_after_a_random_award() -> None:
    state, _ = resolve(GOLD_TIE, sheriff=CY, options={"bribe_mode": "cash_up_front"})
    state, _ = play(state, (ANA, "offer dollars 2"), (BO, "pass"), (ANA, "pass"), (CY, "award random"))
    assert (state.players[ANA].dollars, state.players[CY].dollars) == (6, 10)


def test_promises_are_recorded_never_enforced() -> None:
    state, _ = resolve(GOLD_TIE, sheriff=CY)
    state, events = act(state, BO, "promise   I'll slip you  $3 next round ")
    assert said(events[0]) == "<seat:1> promises: “I'll slip you $3 next round” (not enforced)."
    assert ruling_view(state, None)["offers"][1]["promise"] == "I'll slip you $3 next round"
    with pytest.raises(IllegalAction, match="at most 200 characters"):
        GAME.apply(state, BO, Promise("x" * 201))
    state, _ = play(state, (ANA, "pass"), (BO, "pass"))
    with pytest.raises(IllegalAction, match="Only contenders other than the Sheriff"):
        GAME.apply(state, CY, Promise("hi"))
    state, _ = act(state, CY, "award P2")
    assert [p.dollars for p in state.players] == [8, 8, 8]  # nothing moved for the promise


# --- Doc Badluck (3.7) ------------------------------------------------------------------------------


def test_collection_takes_two_dollars_from_everyone_or_what_they_have() -> None:
    players = [
        Player(1, kept=faces("9 9 9 9 9")),
        Player(5, kept=faces("9 9 9 9 9")),
        Player(4, kept=faces("K Q J 10 A")),
    ]
    state = doc(players, (CY,))
    state, events = act(state, CY, "remedy collection")
    assert [p.dollars for p in state.players] == [0, 3, 7]
    assert "<seat:0> pays $1, <seat:1> pays $2" in said(next(e for e in events if e.code == "remedy"))


def test_gold_tax_only_with_the_option_and_from_players_not_the_mine() -> None:
    kept = faces("A A A A A")
    players = [Player(8, nuggets=0, kept=kept), Player(8, nuggets=3, kept=kept), Player(8, kept=kept)]
    state = doc(players, (CY,))
    assert GAME.legal(state, CY) == []  # Aces alone: no remedy without the option
    state = doc(players, (CY,), gold_tax=True)
    assert strs(GAME.legal(state, CY)) == ["remedy goldtax"]
    state, _ = act(state, CY, "remedy goldtax")
    assert [p.nuggets for p in state.players] == [0, 2, 1] and state.mine == 30
    with pytest.raises(IllegalAction, match="off in this game"):
        GAME.apply(doc(players, (CY,), gold_tax=False), CY, GAME.parse("remedy goldtax"))


def test_supplies_takes_the_top_card_secretly_and_needs_a_deck() -> None:
    players = [Player(8, kept=faces("9 9 9 9 9")), Player(8, kept=faces("J Q Q Q Q"))]
    state, events = act(doc(players, (BO,), store_deck=("GS01", "GS02")), BO, "remedy supplies")
    assert state.players[BO].hand == ("GS01",) and state.store_deck == ("GS02",)
    assert "Pony" not in " ".join(said(e) for e in events if e.public)
    assert next(e for e in events if e.code == "supplies_card").to == frozenset({BO})
    assert GAME.legal(doc(players, (BO,), store_deck=()), BO) == []


def test_barbed_wire_fences_up_to_two_own_property_cards_for_good() -> None:
    players = [
        Player(8, kept=faces("9 9 9 9 9")),
        Player(8, kept=faces("10 A A A A"), hand=("GS03", "P01", "P21")),
    ]
    state = doc(players, (BO,))
    assert strs(GAME.legal(state, BO)) == ["remedy wire P01", "remedy wire P21", "remedy wire P01 P21"]
    assert GAME.default_action(state, BO) == GAME.parse("remedy wire P21 P01")
    state, events = act(state, BO, "remedy wire P21 P01")
    assert state.players[BO].fenced == ("P01", "P21") and state.players[BO].hand == ("GS03",)
    assert "Silver Gulch" in said(next(e for e in events if e.code == "remedy"))  # fenced cards are public
    public = GAME.view(state, None)["players"][BO]
    assert [c["id"] for c in public["fenced"]] == ["P01", "P21"] and public["property_cards"] == 0


def test_remedies_are_chosen_in_secret_and_applied_from_the_sheriffs_left() -> None:
    players = [
        Player(8, kept=faces("J J J J J")),
        Player(8, kept=faces("9 9 9 9 9")),
        Player(8, kept=faces("Q Q Q Q Q")),
    ]
    state = doc(players, (CY, ANA), sheriff=BO, store_deck=("GS05",))
    state, events = act(state, ANA, "remedy supplies")
    assert [said(e) for e in events if e.public] == ["<seat:0> has chosen a remedy."]
    (told,) = [e for e in events if not e.public]  # the choice itself: to the visitor only
    assert told.to == frozenset({ANA}) and "Supplies" in said(told)
    assert GAME.view(state, None)["doc"] == {"visitors": [CY, ANA], "chosen": [ANA]}
    assert you_view(state, CY)["remedy"] is None
    assert you_view(state, ANA)["remedy"] == {"remedy": "supplies", "cards": []}
    assert GAME.to_act(state) == {CY}
    state, events = act(state, CY, "remedy supplies")
    # Cy sits at the Sheriff's left: he is served first and the deck is then empty (checked again).
    assert state.players[CY].hand == ("GS05",) and state.players[ANA].hand == ()
    assert "the General Store deck is empty; <seat:0> gets nothing" in " ".join(said(e) for e in events)
    assert state.round == 2


def test_default_remedy_order() -> None:
    kept = faces("9 J K A A")
    players = [Player(8, kept=faces("9 9 9 9 9")), Player(8, kept=kept, hand=("P01",))]
    assert str(GAME.default_action(doc(players, (BO,), gold_tax=True), BO)) == "remedy collection"
    players[1] = replace(players[1], kept=faces("9 J A A A"))
    assert str(GAME.default_action(doc(players, (BO,), gold_tax=True), BO)) == "remedy goldtax"
    assert str(GAME.default_action(doc(players, (BO,)), BO)) == "remedy supplies"


def test_a_visitor_without_remedy_gets_nothing() -> None:
    players = [Player(8, kept=faces("K K K K K")), Player(8, kept=faces("A A A A 9"))]
    state = replace(doc(players, ()), outcomes=(ANA, ANA, -1, -1, ANA, ANA))
    events: list = []
    state = advance(state, events)
    assert said(events[0]) == "Doc Badluck: <seat:1> won nothing but has no remedy."
    assert state.round == 2


def test_only_players_who_won_nothing_visit() -> None:
    state, events = resolve(NO_KINGS, sheriff=CY)
    assert next(e for e in events if e.code == "doc_open").params == {"visitors": [CY]}
    with pytest.raises(IllegalAction):
        GAME.apply(state, ANA, GAME.parse("remedy supplies"))


# --- Upkeep and the end (3.9-3.10) ------------------------------------------------------------------


def test_upkeep_slides_and_refills_the_display() -> None:
    display, deck = ("P01", "P02", "P03"), ("P04", "P05", "P06")
    state, _ = resolve(["A K K Q Q", "9 9 10 10 J"], sheriff=ANA, display=display, prop_deck=deck)
    assert state.display == ("P03", "P04", "P05") and state.prop_deck == ("P06",)


def test_the_game_ends_when_every_property_card_is_handed_out() -> None:
    state, events = resolve(["A K K Q Q", "9 9 10 10 J"], sheriff=ANA, display=("P01",), prop_deck=())
    assert state.phase is Phase.OVER and events[-1].code == "game_over"
    assert state.end_reason == "every property card has been handed out"
    revealed = GAME.view(state, None)["players"][ANA].get("hand", [])  # revealed at the end
    assert "P01" in [c["id"] for c in revealed]
    result = GAME.result(state)
    assert result is not None and result.reason.endswith("every property card has been handed out.")


def test_an_empty_property_deck_alone_does_not_end_the_game() -> None:
    state, _ = resolve(["K K K Q Q", "9 9 10 10 J"], sheriff=ANA, display=("P01", "P02"), prop_deck=())
    assert state.phase is Phase.ROLL and state.display == ("P02",)


def test_an_empty_mine_ends_the_game_only_after_the_whole_round() -> None:
    state, events = resolve(["9 9 9 Q Q", "10 10 K K A"], sheriff=ANA, mine=2)
    codes = [e.code for e in events]
    assert codes.index("gold_mine") < codes.index("town_hall") < codes.index("game_over")
    assert state.mine == 0 and state.phase is Phase.OVER and GAME.to_act(state) == frozenset()
    with pytest.raises(IllegalAction, match="The game is over"):
        GAME.apply(state, ANA, GAME.parse("pass"))


def _looking_at(hand: tuple[str, ...], drawn: tuple[str, ...]) -> State:
    """Ana (the Saloon's winner) looks at `drawn`, taken from Bo's `hand`."""
    kept = faces("9 9 9 9 9")
    players = [Player(8, kept=kept), Player(8, kept=kept, hand=hand)]
    choice = Choice(ChoiceKind.SALOON_PICK, ANA, 2, drawn=drawn, target=BO)
    return table(
        players=players, sheriff=0, phase=Phase.RESOLVE, location=3, outcomes=(0, 0, 0), choice=choice
    )


def test_cards_a_saloon_thief_is_looking_at_cannot_be_played_from_under_him() -> None:
    """The thief holds the drawn cards while he chooses (D29: look, keep one, return the rest), so
    the victim cannot play one of them meanwhile; his other cards he may still play."""
    state = _looking_at(("GS16", "GS18", "P01"), ("GS16", "GS18"))
    assert BO not in GAME.may_act(state)
    assert not [a for a in GAME.legal(state, BO) if isinstance(a, PlayLoaded | PlayStickUp)]
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, BO, PlayLoaded(13))
    assert refused.value.code == "card_drawn"
    assert refused.value.params == {"player": 0, "card": "loaded_die"}
    assert "<seat:0> is looking at your Loaded Die" in str(refused.value)
    with pytest.raises(IllegalAction, match="looking at your Stick-Up"):
        GAME.apply(state, BO, PlayStickUp(ANA))
    # Once he has kept one, the rest are the victim's to play again.
    after, _ = act(state, ANA, "take GS18")
    assert PlayLoaded(13) in GAME.legal(after, BO)
    # A second copy outside the draw stays playable while he looks, and is the one played.
    both = _looking_at(("GS16", "GS17", "P01"), ("GS16", "P01"))
    assert BO in GAME.may_act(both) and PlayLoaded(13) in GAME.legal(both, BO)
    played, _ = act(both, BO, "play loaded K")
    assert "GS16" in played.players[BO].hand and "GS17" not in played.players[BO].hand
    played, _ = act(played, ANA, "take GS16")
    assert "GS16" in played.players[ANA].hand
    # A victim who may still play another card is told the same of the one the thief holds.
    other = _looking_at(("GS16", "GS18", "P01"), ("GS18", "P01"))
    assert BO in GAME.may_act(other) and PlayLoaded(13) in GAME.legal(other, BO)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(other, BO, PlayStickUp(ANA))
    assert refused.value.code == "card_drawn" and refused.value.params["card"] == "stick_up"
